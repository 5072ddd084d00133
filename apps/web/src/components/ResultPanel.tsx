/**
 * After the deal: the contract and its result, the score, all four hands with a card-by-card
 * replay, the table's score sheet (ScoreSheetView), and the next deal.
 *
 * ```tsx
 * <ResultPanel model={model} info={info} onNextDeal={next} canDeal />
 * ```
 */
import { useState } from 'react';
import { ScoreSheetView } from './ScoreSheetView.js';
import type { Card, Seat } from '@biritch/core';
import type { TableInfo } from '@biritch/protocol';
import type { TableModel } from '../selectors.js';
import {
  ALL_SEATS, cardName, contractName, contractText, groupBySuit, isRed, rankText, replayAt, seatName, suitName, suitOfCard, suitSymbol, vulnerabilityText,
} from '../selectors.js';

/** Props of the result panel. */
export interface ResultPanelProps {
  readonly model: TableModel;
  readonly info: TableInfo | null;
  readonly onNextDeal: () => void;
  readonly canDeal: boolean;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The result of the finished deal and the table's score sheet. */
export function ResultPanel({ model, info, onNextDeal, canDeal }: ResultPanelProps) {
  const r = model.result!;
  const [step, setStep] = useState(r.plays.length);
  const ou = r.overUnder;
  const outcome = ou === null ? '' : ou === 0 ? 'made exactly' : ou > 0 ? `made with ${ou} overtrick${ou > 1 ? 's' : ''}` : `down ${-ou}`;
  const mySide = model.mySeat === 'N' || model.mySeat === 'S' ? 'NS' : model.mySeat ? 'EW' : null;
  const myScore = r.score && mySide ? r.score[mySide] : null;
  const replay = r.deal ? replayAt(r.deal, r.plays, step) : null;
  return (
    <section className="panel result" aria-labelledby="result-title" data-testid="result">
      <h2 id="result-title">Result</h2>
      <div className="result-headline">
        <span className="big" aria-label={r.contract ? `${contractName(r.contract, r.declarer)}, ${outcome}` : 'Passed out'}>
          {r.contract ? `${contractText(r.contract)}${ou === null ? '' : ou === 0 ? '=' : ou > 0 ? `+${ou}` : `${ou}`}` : 'Passed out'}
        </span>
        {r.declarer && <span>by {seatName(r.declarer)}, {r.declarerTricks} tricks</span>}
      </div>
      {r.score && (
        <p style={{ margin: 0 }} data-testid="score">
          Score: N–S <b className={r.score.NS >= 0 ? 'score-pos' : 'score-neg'}>{signed(r.score.NS)}</b>, E–W{' '}
          <b className={r.score.EW >= 0 ? 'score-pos' : 'score-neg'}>{signed(r.score.EW)}</b>
          {myScore !== null && <> — you {myScore >= 0 ? 'win' : 'lose'} {Math.abs(myScore)}</>}
        </p>
      )}
      {r.deal && replay && (
        <div>
          <div className="deal-diagram" role="group" aria-label={r.plays.length === 0 ? 'The deal' : 'The deal, replayed card by card'}>
            {ALL_SEATS.map((seat) => (
              <DiagramHand key={seat} seat={seat} cards={step === 0 || r.plays.length === 0 ? r.deal![seat] : replay.hands[seat]} declarer={r.declarer} />
            ))}
            <div className="center">
              {r.plays.length === 0 ? (
                <span>{vulnerabilityText(model.vulnerability)}</span>
              ) : replay.trick.length === 0 ? (
                <span>Before the lead</span>
              ) : (
                <span aria-live="polite">
                  Trick {replay.trickNumber}<br />
                  {replay.trick.map((p) => (
                    <span key={p.card} style={{ display: 'block' }}>
                      {p.seat}: <span className={`sym${isRed(suitOfCard(p.card)) ? ' red' : ''}`}>{suitSymbol(suitOfCard(p.card))}</span>{rankText(p.card)}
                    </span>
                  ))}
                </span>
              )}
            </div>
          </div>
          {r.plays.length > 0 && (
            <div className="replay-controls" role="group" aria-label="Replay">
              <button type="button" className="btn btn-small" onClick={() => setStep(0)} aria-label="To the start">⏮</button>
              <button type="button" className="btn btn-small" onClick={() => setStep(Math.max(0, step - 1))} aria-label="One card back">◀</button>
              <input
                type="range" min={0} max={r.plays.length} value={step} aria-label="Card played"
                aria-valuetext={step === 0 ? 'start' : `${seatName(r.plays[step - 1]!.seat)} ${cardName(r.plays[step - 1]!.card)}`}
                onChange={(e) => setStep(Number(e.target.value))}
              />
              <button type="button" className="btn btn-small" onClick={() => setStep(Math.min(r.plays.length, step + 1))} aria-label="Next card">▶</button>
              <button type="button" className="btn btn-small" onClick={() => setStep(r.plays.length)} aria-label="To the end">⏭</button>
            </div>
          )}
        </div>
      )}
      {info && info.results.length > 0 && <ScoreSheetView info={info} />}
      {canDeal && (
        <button type="button" className="btn btn-primary" onClick={onNextDeal}>Next deal</button>
      )}
      {info?.finished && <p className="muted" style={{ margin: 0 }}>The {info.form === 'duplicate' ? 'set of boards' : info.form} is over.</p>}
    </section>
  );
}

function DiagramHand({ seat, cards, declarer }: { readonly seat: Seat; readonly cards: readonly Card[]; readonly declarer: Seat | null }) {
  return (
    <div className={`dh dh-${seat}`} aria-label={`${seatName(seat)}: ${groupBySuit(cards).map((g) => `${suitName(g.suit)} ${g.cards.length ? g.cards.map(rankText).join(' ') : 'none'}`).join(', ')}`}>
      <h4>{seatName(seat)}{declarer === seat ? ' · declarer' : ''}</h4>
      {groupBySuit(cards).map((g) => (
        <div className="suit-line" key={g.suit} aria-hidden="true">
          <span className={`sym${isRed(g.suit) ? ' red' : ''}`}>{suitSymbol(g.suit)}</span>
          {g.cards.length ? g.cards.map(rankText).join(' ') : '—'}
        </div>
      ))}
    </div>
  );
}
