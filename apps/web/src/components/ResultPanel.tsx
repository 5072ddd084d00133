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
import { LeadExplanation } from './LeadExplanation.js';
import type { LeadAnswer } from '../store/tableStore.js';
import type { DoubleDummyModel } from '../analysisSelectors.js';
import type { Card, Seat } from '@biritch/core';
import type { TableInfo } from '@biritch/protocol';
import type { TableModel } from '../selectors.js';
import { ALL_SEATS, groupBySuit, isRed, suitSymbol } from '../selectors.js';
import { useI18n } from '../i18n.js';

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
  /**
   * Whether the table offers the next set once this one is over (NextDeal's Next deal, Another
   * rubber...): then the panel does not send the player to a new table.
   */
  readonly keepPlaying?: boolean;
  /** The server's answer about the opening lead (`state.lead`), and how to ask for it; none: no button. */
  readonly lead?: LeadAnswer | null;
  readonly onExplainLead?: () => void;
}

/** The result of the finished deal and the table's score sheet. */
export function ResultPanel({
  model,
  info,
  onNextDeal,
  canDeal,
  step,
  onStep: setStep,
  doubleDummy = null,
  keepPlaying = false,
  lead = null,
  onExplainLead,
}: ResultPanelProps) {
  const { tr, labels } = useI18n();
  const { seatName } = labels;
  const signedScore = (n: number) => tr.signed(n);
  const r = model.result!;
  const ou = r.overUnder;
  const outcome =
    ou === null
      ? ''
      : ou === 0
        ? tr.t('result.madeExactly')
        : ou > 0
          ? tr.t('result.overtricks', { count: ou })
          : tr.t('count.undertricks', { count: -ou });
  const myScore = r.myScore;
  // A robot's opening lead (a robot's seat, or a robot standing in) can be explained after the deal.
  const opening = r.plays[0];
  const leaderInfo = opening ? info?.seats[opening.seat] : undefined;
  const robotLed = leaderInfo !== undefined && (leaderInfo.status === 'robot' || leaderInfo.standIn === true);
  const youScore = (n: number) =>
    n > 0 ? tr.t('result.youWin', { points: tr.number(n) }) : tr.t('result.youLose', { points: tr.number(-n) });
  return (
    <section className="panel result" aria-labelledby="result-title" data-testid="result">
      <h2 id="result-title">{tr.t('result.title')}</h2>
      <div className="result-headline">
        <span
          className="big"
          role="img"
          aria-label={
            r.contract ? `${labels.contractName(r.contract, r.declarer)}, ${outcome}` : tr.t('contract.passedOut')
          }
        >
          {r.contract
            ? `${labels.contractText(r.contract)}${ou === null ? '' : ou === 0 ? '=' : signedScore(ou)}`
            : tr.t('contract.passedOut')}
        </span>
        {r.declarer && (
          <span>
            {tr.t('result.byTricks', {
              // A signed-in declarer's chosen name beside the seat (issue 26).
              seat: model.names[r.declarer]
                ? `${seatName(r.declarer)} (${model.names[r.declarer]})`
                : seatName(r.declarer),
              count: r.declarerTricks ?? 0,
            })}
          </span>
        )}
      </div>
      {r.score && (
        <p style={{ margin: 0 }} data-testid="score">
          {tr.t('result.score')} {labels.sideLetters('N', 'S')}{' '}
          <b className={r.score.NS >= 0 ? 'score-pos' : 'score-neg'}>{signedScore(r.score.NS)}</b>,{' '}
          {labels.sideLetters('E', 'W')}{' '}
          <b className={r.score.EW >= 0 ? 'score-pos' : 'score-neg'}>{signedScore(r.score.EW)}</b>
          {myScore !== null && myScore !== 0 && <> — {youScore(myScore)}</>}
        </p>
      )}
      {r.players && (
        <p style={{ margin: 0 }} data-testid="player-score">
          {tr.t('result.score')}{' '}
          {ALL_SEATS.map((s) => `${labels.seatLetter(s)} ${signedScore(r.players![s])}`).join(', ')}
          {model.mySeat && r.players[model.mySeat] !== 0 && <> — {youScore(r.players[model.mySeat])}</>}
        </p>
      )}
      {r.deal && (
        <div>
          <div className="deal-diagram" role="group" aria-label={tr.t('result.deal')}>
            {ALL_SEATS.map((seat) => (
              <DiagramHand key={seat} seat={seat} cards={r.deal![seat]} declarer={r.declarer} />
            ))}
            <div className="center">
              <span
                title={
                  model.dealer
                    ? tr.t('result.dealerVul', {
                        seat: seatName(model.dealer),
                        vul: labels.vulnerabilityText(model.vulnerability),
                      })
                    : labels.vulnerabilityText(model.vulnerability)
                }
              >
                {tr.t('result.boardShort', { board: model.board ?? '' })}
              </span>
            </div>
          </div>
          {r.plays.length > 0 && (
            <div className="replay-controls" role="group" aria-label={tr.t('result.replay')}>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setStep(0)}
                aria-label={tr.t('result.toStart')}
              >
                «
              </button>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setStep(Math.max(0, step - 1))}
                aria-label={tr.t('result.back')}
              >
                ◀
              </button>
              <input
                type="range"
                min={0}
                max={r.plays.length}
                value={step}
                aria-label={tr.t('result.cardPlayed')}
                aria-valuetext={
                  step === 0
                    ? tr.t('result.start')
                    : tr.t('table.seatCard', {
                        seat: seatName(r.plays[step - 1]!.seat),
                        card: labels.cardName(r.plays[step - 1]!.card),
                      })
                }
                onChange={(e) => setStep(Number(e.target.value))}
              />
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setStep(Math.min(r.plays.length, step + 1))}
                aria-label={tr.t('result.next')}
              >
                ▶
              </button>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setStep(r.plays.length)}
                aria-label={tr.t('result.toEnd')}
              >
                »
              </button>
            </div>
          )}
        </div>
      )}
      {opening && robotLed && onExplainLead && (
        <LeadExplanation leader={opening.seat} card={opening.card} answer={lead} onAsk={onExplainLead} />
      )}
      <DoubleDummyPanel model={doubleDummy} />
      {info && info.results.length > 0 && <ScoreSheetView info={info} />}
      {canDeal && (
        <button type="button" className="btn btn-primary" onClick={onNextDeal}>
          {tr.t('result.nextDeal')}
        </button>
      )}
      {/* A spectator is sent to a new table; a player is offered the next set beside this panel, where
          "That was the table's one deal" would be untrue (a single deal is followed by Next deal). */}
      {info?.finished && !(keepPlaying && info.form === 'single') && (
        <p className="muted" style={{ margin: 0 }}>
          {tr.t(OVER_IDS[info.form])}
          {!keepPlaying && (
            <>
              {' '}
              <a href="/" onClick={linkClick({ page: 'lobby' })}>
                {tr.t('result.newTable')}
              </a>
            </>
          )}
        </p>
      )}
    </section>
  );
}

const OVER_IDS = {
  single: 'result.overSingle',
  duplicate: 'result.overDuplicate',
  rubber: 'result.overRubber',
  chicago: 'result.overChicago',
} as const;

function DiagramHand({
  seat,
  cards,
  declarer,
}: {
  readonly seat: Seat;
  readonly cards: readonly Card[];
  readonly declarer: Seat | null;
}) {
  const { tr, seatName, suitName, rankText } = useI18n().labels;
  const holdings = groupBySuit(cards).map((g) =>
    tr.t('result.holding', {
      suit: suitName(g.suit),
      cards: g.cards.length ? g.cards.map(rankText).join(' ') : tr.t('result.void'),
    }),
  );
  return (
    <div className={`dh dh-${seat}`} role="group" aria-label={`${seatName(seat)}: ${holdings.join(', ')}`}>
      <h3>
        {seatName(seat)}
        {declarer === seat && <span className="dh-role">{tr.t('role.declarer')}</span>}
      </h3>
      {groupBySuit(cards).map((g) => (
        <div className="suit-line" key={g.suit} aria-hidden="true">
          <span className={`sym suit-${g.suit.toLowerCase()}${isRed(g.suit) ? ' red' : ''}`}>{suitSymbol(g.suit)}</span>
          {g.cards.length ? g.cards.map(rankText).join('') : '—'}
        </div>
      ))}
    </div>
  );
}
