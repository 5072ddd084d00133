/**
 * After the deal: the contract and its result, the score, all four hands, the controls of the
 * card-by-card replay (shown on the felt), the table's score sheet (ScoreSheetView), and the next deal.
 *
 * ```tsx
 * <ResultPanel model={model} info={info} onNextDeal={next} canDeal />
 * ```
 */
import { linkClick } from '../route.js';
import { ScoreSheetView } from './ScoreSheetView.js';
import { DoubleDummyPanel } from './DoubleDummyPanel.js';
import type { DoubleDummyModel } from '../analysisSelectors.js';
import type { Card, Seat } from '@biritch/core';
import type { TableInfo } from '@biritch/protocol';
import type { TableModel } from '../selectors.js';
import {
  ALL_SEATS, cardName, contractName, contractText, groupBySuit, isRed, rankText, seatName, suitName, suitSymbol, vulnerabilityText,
} from '../selectors.js';

/** Props of the result panel. */
export interface ResultPanelProps {
  readonly model: TableModel;
  readonly info: TableInfo | null;
  readonly onNextDeal: () => void;
  readonly canDeal: boolean;
  /** The replay position (cards played so far), shown on the felt. */
  readonly step: number;
  readonly onStep: (step: number) => void;
  /** The double-dummy table and par of this deal (`selectDoubleDummy`), when the server sent them. */
  readonly doubleDummy?: DoubleDummyModel | null;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The result of the finished deal and the table's score sheet. */
export function ResultPanel({ model, info, onNextDeal, canDeal, step, onStep: setStep, doubleDummy = null }: ResultPanelProps) {
  const r = model.result!;
  const ou = r.overUnder;
  const outcome = ou === null ? '' : ou === 0 ? 'made exactly' : ou > 0 ? `made with ${ou} overtrick${ou > 1 ? 's' : ''}` : `down ${-ou}`;
  const myScore = r.myScore;
  return (
    <section className="panel result" aria-labelledby="result-title" data-testid="result">
      <h2 id="result-title">Result</h2>
      <div className="result-headline">
        <span className="big" role="img" aria-label={r.contract ? `${contractName(r.contract, r.declarer)}, ${outcome}` : 'Passed out'}>
          {r.contract ? `${contractText(r.contract)}${ou === null ? '' : ou === 0 ? '=' : ou > 0 ? `+${ou}` : `${ou}`}` : 'Passed out'}
        </span>
        {r.declarer && <span>by {seatName(r.declarer)}, {r.declarerTricks} tricks</span>}
      </div>
      {r.score && (
        <p style={{ margin: 0 }} data-testid="score">
          Score: N–S <b className={r.score.NS >= 0 ? 'score-pos' : 'score-neg'}>{signed(r.score.NS)}</b>, E–W{' '}
          <b className={r.score.EW >= 0 ? 'score-pos' : 'score-neg'}>{signed(r.score.EW)}</b>
          {myScore !== null && myScore !== 0 && <> — you {myScore > 0 ? 'win' : 'lose'} {Math.abs(myScore)}</>}
        </p>
      )}
      {r.players && (
        <p style={{ margin: 0 }} data-testid="player-score">
          Score: {ALL_SEATS.map((s) => `${s} ${signed(r.players![s])}`).join(', ')}
          {model.mySeat && <> — you {r.players[model.mySeat] >= 0 ? 'win' : 'lose'} {Math.abs(r.players[model.mySeat])}</>}
        </p>
      )}
      {r.deal && (
        <div>
          <div className="deal-diagram" role="group" aria-label="The deal">
            {ALL_SEATS.map((seat) => <DiagramHand key={seat} seat={seat} cards={r.deal![seat]} declarer={r.declarer} />)}
            <div className="center">
              <span title={`${model.dealer ? `${seatName(model.dealer)} deals, ` : ''}${vulnerabilityText(model.vulnerability)}`}>Bd {model.board}</span>
            </div>
          </div>
          {r.plays.length > 0 && (
            <div className="replay-controls" role="group" aria-label="Replay the play on the table">
              <button type="button" className="btn btn-small" onClick={() => setStep(0)} aria-label="To the start">«</button>
              <button type="button" className="btn btn-small" onClick={() => setStep(Math.max(0, step - 1))} aria-label="One card back">◀</button>
              <input
                type="range" min={0} max={r.plays.length} value={step} aria-label="Card played"
                aria-valuetext={step === 0 ? 'start' : `${seatName(r.plays[step - 1]!.seat)} ${cardName(r.plays[step - 1]!.card)}`}
                onChange={(e) => setStep(Number(e.target.value))}
              />
              <button type="button" className="btn btn-small" onClick={() => setStep(Math.min(r.plays.length, step + 1))} aria-label="Next card">▶</button>
              <button type="button" className="btn btn-small" onClick={() => setStep(r.plays.length)} aria-label="To the end">»</button>
            </div>
          )}
        </div>
      )}
      <DoubleDummyPanel model={doubleDummy} />
      {info && info.results.length > 0 && <ScoreSheetView info={info} />}
      {canDeal && (
        <button type="button" className="btn btn-primary" onClick={onNextDeal}>Next deal</button>
      )}
      {info?.finished && (
        <p className="muted" style={{ margin: 0 }}>
          {info.form === 'single' ? 'That was the table’s one deal.' : info.form === 'duplicate' ? 'All boards are played.' : info.form === 'rubber' ? 'The rubber is over.' : 'The four Chicago deals are played.'}{' '}
          <a href="/" onClick={linkClick({ page: 'lobby' })}>Start a new table</a>
        </p>
      )}
    </section>
  );
}

function DiagramHand({ seat, cards, declarer }: { readonly seat: Seat; readonly cards: readonly Card[]; readonly declarer: Seat | null }) {
  return (
    <div className={`dh dh-${seat}`} role="group" aria-label={`${seatName(seat)}: ${groupBySuit(cards).map((g) => `${suitName(g.suit)} ${g.cards.length ? g.cards.map(rankText).join(' ') : 'none'}`).join(', ')}`}>
      <h4>{seatName(seat)}{declarer === seat ? ' · declarer' : ''}</h4>
      {groupBySuit(cards).map((g) => (
        <div className="suit-line" key={g.suit} aria-hidden="true">
          <span className={`sym${isRed(g.suit) ? ' red' : ''}`}>{suitSymbol(g.suit)}</span>
          {g.cards.length ? g.cards.map(rankText).join('') : '—'}
        </div>
      ))}
    </div>
  );
}
