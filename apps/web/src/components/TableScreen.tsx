/**
 * The table screen: the felt with the four hands in compass layout (our seat at the bottom),
 * the trick in the middle, and beside it the auction, the bidding box when it is our turn, claim
 * and undo, and the result once the deal is over. Pure presentation: a `TableModel` in, intents out.
 *
 * ```tsx
 * <TableScreen state={state} model={selectTable(view, seat)} onCommand={send} … />
 * ```
 */
import { useEffect, useState } from 'react';
import type { Card, Seat } from '@biritch/core';
import type { PlayerCommand } from '@biritch/protocol';
import type { TableClientState } from '../store/tableStore.js';
import type { Position, SeatModel, TableModel } from '../selectors.js';
import { replayAt, selectClaimRejected, takenBackText } from '../selectors.js';
import { useI18n } from '../i18n.js';
import type { Labels } from '../labels.js';
import { inviteLink } from '../route.js';
import { robotAlertText, robotSeats, selectDoubleDummy, withExplanations } from '../analysisSelectors.js';
import { AuctionView } from './AuctionView.js';
import { VariantPanel } from './VariantPanel.js';
import { BiddingBox } from './BiddingBox.js';
import { DisplayMenu } from './DisplayMenu.js';
import { ClaimDialog, ClaimNotice, ClaimRejectedNotice, UndoNotice } from './Dialogs.js';
import { SystemCardPanel } from './SystemCard.js';
import { HandView } from './HandView.js';
import { LiveRegion } from './LiveRegion.js';
import { ResultPanel } from './ResultPanel.js';
import { TrickView } from './TrickView.js';
import type { NextDealRequest } from '../net/connection.js';
import { NextDeal, PracticeBadge, canKeepPlaying } from './NextDeal.js';
import { ChatPanel } from './ChatPanel.js';
import { BoardTimer } from './BoardTimer.js';
import { ConfirmAction } from './ConfirmAction.js';
import { ClaimCheckView } from './ClaimCheckView.js';

/** Props of the table screen. */
export interface TableScreenProps {
  readonly state: TableClientState;
  readonly model: TableModel | null;
  readonly onCommand: (command: PlayerCommand) => void;
  /** Asks for the next deal; with `another`, the next set once the form's is over (issue 26). */
  readonly onNextDeal: (request?: NextDealRequest) => void;
  /** Writes a line of table chat (issue 26). */
  readonly onChat?: (text: string) => void;
  readonly onDismissError: () => void;
  readonly onTakeSeat: (seat: Seat) => void;
  /** Asks the server what call `index` of the auction means. */
  readonly onExplain?: (index: number) => void;
  /** Asks why the robot led what it led (after the deal). */
  readonly onExplainLead?: () => void;
}

const STATUS_IDS = {
  connecting: 'table.status.connecting',
  open: 'table.status.open',
  reconnecting: 'table.status.reconnecting',
  closed: 'table.status.closed',
} as const;

/** The whole table screen. */
export function TableScreen({
  state,
  model,
  onCommand,
  onNextDeal,
  onChat,
  onDismissError,
  onTakeSeat,
  onExplain,
  onExplainLead,
}: TableScreenProps) {
  const { tr, labels } = useI18n();
  const { seatName } = labels;
  // The last trick is shown for the trick it was asked on: the next card led returns to the current one.
  const trickKey = model
    ? `${model.lastTrick?.cards.map((c) => c.card).join() ?? ''}|${model.trick?.cards.length ?? 0}`
    : '';
  const [lastAt, setLastAt] = useState<string | null>(null);
  const showLast = lastAt === trickKey && model?.phase === 'play';
  const rejected = selectClaimRejected(state.announcements);
  const [dismissedRejection, setDismissedRejection] = useState<number | null>(null);
  const [claiming, setClaiming] = useState(false);
  // After the deal the felt shows all four hands as dealt, then replays the play card by card.
  // The step belongs to the board it was chosen on: a new board starts as dealt again.
  const [replayOf, setReplayOf] = useState<{ readonly board: number | null; readonly step: number } | null>(null);
  const info = state.info;
  // Issue 26: with the table's "confirm" option a call or card waits for the player's confirmation.
  const [pending, setPending] = useState<PlayerCommand | null>(null);
  const act = (command: PlayerCommand) => (info?.options?.confirmActions ? setPending(command) : onCommand(command));
  const play = (card: Card) => act({ type: 'play', card });
  const result = model?.phase === 'ended' ? model.result : null;
  const board = model?.board ?? null;
  const replayStep = replayOf !== null && replayOf.board === board ? replayOf.step : null;
  const replay = result?.deal ? replayAt(result.deal, result.tricks, replayStep ?? 0) : null;
  // The tab's title says whose turn it is, so a player in another tab sees when to come back.
  const mustAct = model && model.phase !== 'ended' ? yourTurnText(model, labels) : null;
  const code = info?.code ?? '';
  const robots = robotSeats(info ?? null);
  const alertText = (seat: Seat, alert: string) =>
    robotAlertText(seat, alert, state.view?.auction ?? [], state.explanations, robots);
  useEffect(() => {
    document.title = mustAct
      ? tr.t('table.titleTurn', { turn: mustAct.replace(/\.$/, ''), code })
      : tr.t('table.title', { code });
    return () => {
      document.title = tr.t('app.title');
    };
  }, [mustAct, code, tr]);

  const seatArea = (pos: Position) => {
    if (!model) return null;
    const live = model.seats[pos];
    const s = replay ? { ...live, cards: replay.hands[live.seat], count: replay.hands[live.seat].length } : live;
    const open = info?.seats[s.seat].status === 'open';
    const canTake = open && state.seat === null;
    // Our hand, and dummy's for declarer, are ours to play from (the view says which, and which cards).
    const ours = !replay && live.ours;
    const ownsCards = ours && !state.awaiting;
    return (
      <div className={`seat-area at-${pos}`} key={pos} data-seat={s.seat}>
        <Nameplate seat={s} you={state.seat === s.seat} open={open} />
        {info?.seats[s.seat].standIn && (
          <span className="stand-in" data-stand-in={s.seat}>
            {tr.t('keep.standIn')}
          </span>
        )}
        {canTake && (
          <button type="button" className="btn btn-small" onClick={() => onTakeSeat(s.seat)}>
            {tr.t('table.sitHere', { seat: seatName(s.seat) })}
          </button>
        )}
        {(s.cards || s.count > 0) && (
          <HandView
            hand={s}
            layout={pos === 'left' || pos === 'right' ? 'suits' : 'row'}
            size={pos === 'bottom' ? 'normal' : s.cards && pos === 'top' ? 'normal' : 'small'}
            {...(ownsCards && model.phase === 'play' ? { onPlay: play } : {})}
          />
        )}
      </div>
    );
  };

  const shownTrick = replay ? replay.trick : showLast ? (model?.lastTrick ?? null) : (model?.trick ?? null);
  const status = state.syncing ? 'reconnecting' : state.status;
  // "Not connected" was said while the socket was down; once it is open again the banner goes.
  const error = state.error?.code === 'net/offline' && status === 'open' ? null : state.error;

  return (
    <div className="table-page">
      <LiveRegion announcements={state.announcements} turn={mustAct} alertText={alertText} />
      <div>
        {error && (
          <div className="error-banner" role="alert">
            <span>{tr.error(error)}</span>
            <button type="button" className="btn btn-small" onClick={onDismissError}>
              {tr.t('table.dismiss')}
            </button>
          </div>
        )}
        <section className="felt" aria-label={tr.t('table.felt')}>
          <div className="felt-info" role="group" aria-label={tr.t('table.dealInfo')}>
            {model?.board != null && (
              <span>
                {tr.t('table.board')} <b>{model.board}</b>
              </span>
            )}
            {model?.dealer && (
              <span>
                {tr.t('table.dealer')} <b>{seatName(model.dealer)}</b>
              </span>
            )}
            {model && <span>{labels.vulnerabilityText(model.vulnerability)}</span>}
            <PracticeBadge info={info} />
            {info?.options?.boardTimerMinutes && info.current?.startedAt !== undefined && (
              <BoardTimer
                minutes={info.options.boardTimerMinutes}
                startedAt={info.current.startedAt}
                running={!info.current.ended}
              />
            )}
            {model?.contract !== undefined && model.declarer && model.contract && (
              <span
                className="contract"
                role="img"
                aria-label={tr.t('table.contract', { contract: labels.contractName(model.contract, model.declarer) })}
              >
                {labels.contractText(model.contract)} <small>{labels.seatLetter(model.declarer)}</small>
              </span>
            )}
            {model?.variant && model.phase !== 'auction' && model.phase !== 'waiting' && (
              <span
                className="tricks-won"
                role="img"
                aria-label={tr.t('table.tricksSides', {
                  declarer: model.variant.tricks.declarer,
                  defenders: model.variant.tricks.defenders,
                })}
              >
                <span>
                  {tr.t('table.declarerShort')} <b>{model.variant.tricks.declarer}</b>
                </span>
                <span>
                  {tr.t('table.defendersShort')} <b>{model.variant.tricks.defenders}</b>
                </span>
              </span>
            )}
            {model && !model.variant && model.phase !== 'auction' && model.phase !== 'waiting' && (
              <span
                className="tricks-won"
                role="img"
                aria-label={tr.t('table.tricksNSEW', { ns: model.tricks.NS, ew: model.tricks.EW })}
              >
                <span>
                  {labels.seatLetter('N')}
                  {labels.seatLetter('S')} <b>{model.tricks.NS}</b>
                </span>
                <span>
                  {labels.seatLetter('E')}
                  {labels.seatLetter('W')} <b>{model.tricks.EW}</b>
                </span>
              </span>
            )}
          </div>
          <div className="felt-tools">
            <span className={`conn ${status}`} role="status">
              {tr.t(STATUS_IDS[status])}
            </span>
            <DisplayMenu />
            {model?.phase === 'play' && model.lastTrick && (
              <button
                type="button"
                className="btn btn-small"
                aria-pressed={showLast}
                onClick={() => setLastAt(showLast ? null : trickKey)}
              >
                {showLast ? tr.t('table.currentTrick') : tr.t('table.lastTrick')}
              </button>
            )}
          </div>
          {model ? (
            <>
              {seatArea('top')}
              {seatArea('left')}
              <div className="trick-area">
                <TrickView
                  trick={shownTrick}
                  me={model.bottom}
                  where={model.where}
                  label={
                    replay
                      ? replay.trickNumber === 0
                        ? tr.t('table.replayDealt')
                        : tr.t('table.replayTrick', { n: replay.trickNumber })
                      : showLast
                        ? tr.t('table.lastTrick')
                        : tr.t('table.currentTrick')
                  }
                />
                {model.turn && model.phase !== 'ended' && (!shownTrick || shownTrick.cards.length === 0) && (
                  <span className="turn-banner">
                    {info && model.turn && info.seats[model.turn].status === 'open'
                      ? tr.t('table.waitingForSeat', { seat: seatName(model.turn) })
                      : turnText(model, labels)}
                  </span>
                )}
                {showLast && !replay && <span className="trick-caption">{tr.t('table.lastTrick')}</span>}
                {replay && result && result.plays.length > 0 && (
                  <span className="trick-caption">
                    {!replayStep
                      ? tr.t('table.asDealt')
                      : replayStep >= result.plays.length
                        ? tr.t('table.finalPosition')
                        : tr.t('table.trick', { n: replay.trickNumber })}
                  </span>
                )}
              </div>
              {seatArea('right')}
              {seatArea('bottom')}
            </>
          ) : (
            <div className="trick-area">
              <span className="turn-banner">{tr.t(STATUS_IDS[status])}</span>
            </div>
          )}
        </section>
      </div>

      <aside className="table-side" aria-label={tr.t('table.side')}>
        {model?.phase === 'ended' && model.result && (
          <ResultPanel
            model={model}
            info={info}
            onNextDeal={() => onNextDeal()}
            canDeal={state.seat !== null && !info?.finished}
            step={replayStep ?? 0}
            onStep={(step) => setReplayOf({ board, step })}
            doubleDummy={selectDoubleDummy(state.analysis, info, labels)}
            keepPlaying={canKeepPlaying(info, state.seat != null)}
            lead={state.lead}
            {...(onExplainLead ? { onExplainLead } : {})}
          />
        )}
        {model?.phase === 'ended' && info?.claimChecks && <ClaimCheckView checks={info.claimChecks} />}
        {info && (
          <NextDeal info={info} seated={state.seat != null} busy={state.awaiting !== null} onNextDeal={onNextDeal} />
        )}
        {pending && (pending.type === 'call' || pending.type === 'play') && (
          <ConfirmAction
            what={pending.type === 'call' ? labels.callText(pending.call) : labels.cardName(pending.card)}
            onConfirm={() => {
              setPending(null);
              onCommand(pending);
            }}
            onCancel={() => setPending(null)}
          />
        )}
        {model?.box && !state.awaiting && (
          <section className="panel panel-box" aria-label={tr.t('table.yourCall')}>
            <h2>{tr.t('table.yourCall')}</h2>
            <BiddingBox
              box={model.box}
              onCall={(call, alert) => act({ type: 'call', call, ...(alert !== undefined ? { alert } : {}) })}
            />
          </section>
        )}
        {model?.variant && <VariantPanel variant={model.variant} />}
        {model?.auction && (
          <section className="panel panel-auction">
            <h2>{tr.t('table.auction')}</h2>
            <AuctionView
              auction={withExplanations(model.auction, state.explanations, labels, robots)}
              {...(onExplain ? { onExplain } : {})}
            />
          </section>
        )}
        {model?.claim && (
          <ClaimNotice
            claim={model.claim}
            onRespond={(accept) => onCommand({ type: 'respondClaim', accept })}
            onWithdraw={() => onCommand({ type: 'withdrawClaim' })}
          />
        )}
        {rejected !== null && rejected !== dismissedRejection && (
          <ClaimRejectedNotice onDismiss={() => setDismissedRejection(rejected)} />
        )}
        {model?.undo && (
          <UndoNotice undo={model.undo} onRespond={(accept) => onCommand({ type: 'respondUndo', accept })} />
        )}
        {!model?.undo && state.undoRefusedAt !== null && (
          <p className="notice" role="status" data-undo-refused>
            {tr.t('keep.undoRefused')}
          </p>
        )}
        {model && (model.canClaim || model.canUndo) && (
          <section className="panel" aria-label={tr.t('table.claimAndUndo')}>
            <div className="notice-actions" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              {model.canClaim && (
                <button type="button" className="btn" onClick={() => setClaiming(true)}>
                  {tr.t('table.claim')}
                </button>
              )}
              {model.canUndo && (
                <button
                  type="button"
                  className="btn"
                  title={tr.t('table.takesBack', { what: takenBackText(model.undoTakesBack, labels) })}
                  onClick={() => onCommand({ type: 'requestUndo' })}
                >
                  {tr.t('table.askUndo')}
                </button>
              )}
            </div>
          </section>
        )}
        {info?.options && onChat && (
          <ChatPanel lines={state.chat} policy={info.options.chat} canWrite={state.seat != null} onSend={onChat} />
        )}
        {info?.options && info.ruleSet === 'standard' && (
          <SystemCardPanel options={info.options} mySeat={state.seat ?? null} />
        )}
        {info && <TableCard info={info} mySeat={state.seat ?? null} side={model?.side ?? null} />}
      </aside>
      {claiming && model && (
        <ClaimDialog
          max={model.tricksLeft}
          onCancel={() => setClaiming(false)}
          onClaim={(tricks, statement) => {
            setClaiming(false);
            onCommand({ type: 'claim', tricks, ...(statement ? { statement } : {}) });
          }}
        />
      )}
    </div>
  );
}

/** "Your call" / "Your turn to play" / "Play from dummy" when we must act, for the live region. */
function yourTurnText(model: TableModel, { tr }: Labels): string | null {
  if (!model.mySeat || !model.turn) return null;
  if (model.box) return tr.t('table.live.yourCall');
  if (model.seats.bottom.playable.length) return tr.t('table.live.yourPlay');
  if (playsFromDummy(model)) return tr.t('table.live.dummy');
  return null;
}

/** Whether the hand due to play is one we play from but not our own: dummy's, for declarer (the view says). */
function playsFromDummy(model: TableModel): boolean {
  const turn = model.turn;
  return model.phase === 'play' && turn !== null && turn !== model.mySeat && model.seats[model.where[turn]].ours;
}

function turnText(model: TableModel, { tr, seatName }: Labels): string {
  if (!model.turn) return '';
  if (model.mySeat && model.turn === model.mySeat)
    return model.phase === 'auction' ? tr.t('table.turn.yourCall') : tr.t('table.turn.yourPlay');
  if (playsFromDummy(model)) return tr.t('table.turn.dummy');
  const seat = seatName(model.turn);
  return model.phase === 'auction' ? tr.t('table.turn.toCall', { seat }) : tr.t('table.turn.toPlay', { seat });
}

function Nameplate({ seat, you, open }: { readonly seat: SeatModel; readonly you: boolean; readonly open: boolean }) {
  const { tr, seatName } = useI18n().labels;
  const who = you ? tr.t('table.you') : open ? tr.t('table.openSeat') : (seat.occupant ?? '');
  const role = seat.role === 'declarer' ? tr.t('role.declarer') : seat.role === 'dummy' ? tr.t('role.dummy') : null;
  const name = [
    seatName(seat.seat),
    ...(who ? [who] : []),
    ...(seat.vulnerable ? [tr.t('table.vulnerable')] : []),
    ...(seat.isTurn ? [tr.t('table.toAct')] : []),
  ].join(', ');
  return (
    <span className={`nameplate${seat.isTurn ? ' turn' : ''}`} role="img" aria-label={name}>
      <span className="seat-letter" aria-hidden="true">
        {seatName(seat.seat)}
      </span>
      {who && (
        <span className={you ? 'who you' : 'who'} aria-hidden="true">
          · {who}
        </span>
      )}
      {role && (
        <span className="role" aria-hidden="true">
          {role}
        </span>
      )}
      {seat.vulnerable && <span className="vul-dot" title={tr.t('table.vulnerableTitle')} aria-hidden="true" />}
      {!seat.connected && !open && (
        <span className="offline" aria-hidden="true">
          {tr.t('table.offline')}
        </span>
      )}
    </span>
  );
}

function TableCard({
  info,
  mySeat,
  side,
}: {
  readonly info: NonNullable<TableClientState['info']>;
  readonly mySeat: Seat | null;
  readonly side: readonly [Seat, Seat] | null;
}) {
  const { tr, seatName } = useI18n().labels;
  const link = inviteLink(window.location.origin, info.code);
  const [copied, setCopied] = useState(false);
  const sideText = info.ruleSet === 'standard' && side ? `${seatName(side[0])}–${seatName(side[1])}` : null;
  return (
    <section className="panel" aria-labelledby="table-card-title">
      {/* The page's one h1 (axe page-has-heading-one), styled as the panel headings beside it. */}
      <h1 id="table-card-title">{tr.t('table.heading', { code: info.code })}</h1>
      <p className="muted" style={{ margin: '0 0 8px' }}>
        {mySeat
          ? sideText
            ? tr.t('table.youSitSide', { seat: mySeat, side: sideText })
            : tr.t('table.youSit', { seat: mySeat })
          : tr.t('table.watching')}
        {info.spectators > 0 && ` ${tr.t('table.spectators', { count: info.spectators })}`}
      </p>
      <label className="field-label" htmlFor="invite">
        {tr.t('table.invite')}
      </label>
      <div className="join-row">
        <input id="invite" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? tr.t('table.copied') : tr.t('table.copy')}
        </button>
      </div>
    </section>
  );
}
