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
import { contractName, contractText, replayAt, seatName, takenBackText, vulnerabilityText } from '../selectors.js';
import { inviteLink } from '../route.js';
import { selectDoubleDummy, withExplanations } from '../analysisSelectors.js';
import { AuctionView } from './AuctionView.js';
import { VariantPanel } from './VariantPanel.js';
import { BiddingBox } from './BiddingBox.js';
import { ClaimDialog, ClaimNotice, UndoNotice } from './Dialogs.js';
import { HandView } from './HandView.js';
import { LiveRegion } from './LiveRegion.js';
import { ResultPanel } from './ResultPanel.js';
import { TrickView } from './TrickView.js';

/** Props of the table screen. */
export interface TableScreenProps {
  readonly state: TableClientState;
  readonly model: TableModel | null;
  readonly onCommand: (command: PlayerCommand) => void;
  readonly onNextDeal: () => void;
  readonly onDismissError: () => void;
  readonly onTakeSeat: (seat: Seat) => void;
  /** Asks the server what call `index` of the auction means. */
  readonly onExplain?: (index: number) => void;
}

const STATUS_TEXT = { connecting: 'Connecting…', open: 'Connected', reconnecting: 'Reconnecting…', closed: 'Offline' } as const;

/** The whole table screen. */
export function TableScreen({ state, model, onCommand, onNextDeal, onDismissError, onTakeSeat, onExplain }: TableScreenProps) {
  const [showLast, setShowLast] = useState(false);
  const [claiming, setClaiming] = useState(false);
  // After the deal the felt shows all four hands as dealt, then replays the play card by card.
  // The step belongs to the board it was chosen on: a new board starts as dealt again.
  const [replayOf, setReplayOf] = useState<{ readonly board: number | null; readonly step: number } | null>(null);
  const info = state.info;
  const play = (card: Card) => onCommand({ type: 'play', card });
  const result = model?.phase === 'ended' ? model.result : null;
  const board = model?.board ?? null;
  const replayStep = replayOf !== null && replayOf.board === board ? replayOf.step : null;
  const replay = result?.deal ? replayAt(result.deal, result.tricks, replayStep ?? 0) : null;
  // The tab's title says whose turn it is, so a player in another tab sees when to come back.
  const mustAct = model && model.phase !== 'ended' ? yourTurnText(model) : null;
  const code = info?.code;
  useEffect(() => {
    document.title = `${mustAct ? `${mustAct.replace(/\.$/, '')} · ` : ''}Table ${code ?? ''} — Biritch`;
    return () => {
      document.title = 'Biritch — contract bridge';
    };
  }, [mustAct, code]);

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
        {canTake && (
          <button type="button" className="btn btn-small" onClick={() => onTakeSeat(s.seat)}>
            Sit here as {seatName(s.seat)}
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

  const shownTrick = replay
    ? replay.trick
    : showLast ? model?.lastTrick ?? null : model?.trick ?? null;
  const status = state.syncing ? 'reconnecting' : state.status;

  return (
    <div className="table-page">
      <LiveRegion announcements={state.announcements} turn={model && model.phase !== 'ended' ? yourTurnText(model) : null} />
      <div>
        {state.error && (
          <div className="error-banner" role="alert">
            <span>{state.error.message}</span>
            <button type="button" className="btn btn-small" onClick={onDismissError}>Dismiss</button>
          </div>
        )}
        <section className="felt" aria-label="Table">
          <div className="felt-info" role="group" aria-label="Deal information">
            {model?.board != null && <span>Board <b>{model.board}</b></span>}
            {model?.dealer && <span>Dealer <b>{seatName(model.dealer)}</b></span>}
            {model && <span>{vulnerabilityText(model.vulnerability)}</span>}
            {model?.contract !== undefined && model.declarer && model.contract && (
              <span className="contract" role="img" aria-label={`Contract ${contractName(model.contract, model.declarer)}`}>
                {contractText(model.contract)} <small>{model.declarer}</small>
              </span>
            )}
            {model?.variant && model.phase !== 'auction' && model.phase !== 'waiting' && (
              <span className="tricks-won" role="img" aria-label={`Tricks: declarer's side ${model.variant.tricks.declarer}, defenders ${model.variant.tricks.defenders}`}>
                <span>Decl <b>{model.variant.tricks.declarer}</b></span>
                <span>Def <b>{model.variant.tricks.defenders}</b></span>
              </span>
            )}
            {model && !model.variant && model.phase !== 'auction' && model.phase !== 'waiting' && (
              <span className="tricks-won" role="img" aria-label={`Tricks: North–South ${model.tricks.NS}, East–West ${model.tricks.EW}`}>
                <span>NS <b>{model.tricks.NS}</b></span>
                <span>EW <b>{model.tricks.EW}</b></span>
              </span>
            )}
          </div>
          <div className="felt-tools">
            <span className={`conn ${status}`} role="status">{STATUS_TEXT[status]}</span>
            {model?.phase === 'play' && model.lastTrick && (
              <button type="button" className="btn btn-small" aria-pressed={showLast} onClick={() => setShowLast(!showLast)}>
                {showLast ? 'Current trick' : 'Last trick'}
              </button>
            )}
          </div>
          {model ? (
            <>
              {seatArea('top')}
              {seatArea('left')}
              <div className="trick-area">
                <TrickView trick={shownTrick} me={model.bottom} where={model.where} label={replay ? (replay.trickNumber === 0 ? 'Replay: as dealt' : `Replay, trick ${replay.trickNumber}`) : showLast ? 'Last trick' : 'Current trick'} />
                {model.turn && model.phase !== 'ended' && (!shownTrick || shownTrick.cards.length === 0) && (
                  <span className="turn-banner">
                    {info && model.turn && info.seats[model.turn].status === 'open' ? `Waiting for someone to sit ${seatName(model.turn)}` : turnText(model)}
                  </span>
                )}
                {showLast && !replay && <span className="trick-caption">Last trick</span>}
                {replay && result && result.plays.length > 0 && (
                  <span className="trick-caption">
                    {!replayStep ? 'As dealt' : replayStep >= result.plays.length ? 'Final position' : `Trick ${replay.trickNumber}`}
                  </span>
                )}
              </div>
              {seatArea('right')}
              {seatArea('bottom')}
            </>
          ) : (
            <div className="trick-area"><span className="turn-banner">{STATUS_TEXT[status]}</span></div>
          )}
        </section>
      </div>

      <aside className="table-side" aria-label="Auction and actions">
        {model?.phase === 'ended' && model.result && (
          <ResultPanel
            model={model}
            info={info}
            onNextDeal={onNextDeal}
            canDeal={state.seat !== null && !info?.finished}
            step={replayStep ?? 0}
            onStep={(step) => setReplayOf({ board, step })}
            doubleDummy={selectDoubleDummy(state.analysis, info)}
          />
        )}
        {model?.box && !state.awaiting && (
          <section className="panel panel-box" aria-label="Your call">
            <h2>Your call</h2>
            <BiddingBox box={model.box} onCall={(call, alert) => onCommand({ type: 'call', call, ...(alert !== undefined ? { alert } : {}) })} />
          </section>
        )}
        {model?.variant && <VariantPanel variant={model.variant} />}
        {model?.auction && (
          <section className="panel panel-auction">
            <h2>Auction</h2>
            <AuctionView auction={withExplanations(model.auction, state.explanations)} {...(onExplain ? { onExplain } : {})} />
          </section>
        )}
        {model?.claim && (
          <ClaimNotice
            claim={model.claim}
            onRespond={(accept) => onCommand({ type: 'respondClaim', accept })}
            onWithdraw={() => onCommand({ type: 'withdrawClaim' })}
          />
        )}
        {model?.undo && <UndoNotice undo={model.undo} onRespond={(accept) => onCommand({ type: 'respondUndo', accept })} />}
        {model && (model.canClaim || model.canUndo) && (
          <section className="panel" aria-label="Claim and undo">
            <div className="notice-actions" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              {model.canClaim && <button type="button" className="btn" onClick={() => setClaiming(true)}>Claim…</button>}
              {model.canUndo && (
                <button
                  type="button"
                  className="btn"
                  title={`Takes back ${takenBackText(model.undoTakesBack)}`}
                  onClick={() => onCommand({ type: 'requestUndo' })}
                >
                  Ask to undo
                </button>
              )}
            </div>
          </section>
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
function yourTurnText(model: TableModel): string | null {
  if (!model.mySeat || !model.turn) return null;
  if (model.box) return 'Your call.';
  if (model.seats.bottom.playable.length) return 'Your turn to play.';
  if (playsFromDummy(model)) return 'Play from dummy.';
  return null;
}

/** Whether the hand due to play is one we play from but not our own: dummy's, for declarer (the view says). */
function playsFromDummy(model: TableModel): boolean {
  const turn = model.turn;
  return model.phase === 'play' && turn !== null && turn !== model.mySeat && model.seats[model.where[turn]].ours;
}

function turnText(model: TableModel): string {
  if (!model.turn) return '';
  if (model.mySeat && model.turn === model.mySeat) return model.phase === 'auction' ? 'Your call' : 'Your turn';
  if (playsFromDummy(model)) return 'Play from dummy';
  return `${seatName(model.turn)} to ${model.phase === 'auction' ? 'call' : 'play'}`;
}

function Nameplate({ seat, you, open }: { readonly seat: SeatModel; readonly you: boolean; readonly open: boolean }) {
  const who = you ? 'You' : open ? 'Open seat' : seat.occupant ?? '';
  return (
    <span className={`nameplate${seat.isTurn ? ' turn' : ''}`} role="img" aria-label={`${seatName(seat.seat)}${who ? `, ${who}` : ''}${seat.vulnerable ? ', vulnerable' : ''}${seat.isTurn ? ', to act' : ''}`}>
      <span className="seat-letter" aria-hidden="true">{seatName(seat.seat)}</span>
      {who && <span className={you ? 'who you' : 'who'} aria-hidden="true">· {who}</span>}
      {seat.role && <span className="role" aria-hidden="true">{seat.role}</span>}
      {seat.vulnerable && <span className="vul-dot" title="Vulnerable" aria-hidden="true" />}
      {!seat.connected && !open && <span className="offline" aria-hidden="true">offline</span>}
    </span>
  );
}

function TableCard({ info, mySeat, side }: {
  readonly info: NonNullable<TableClientState['info']>;
  readonly mySeat: Seat | null;
  readonly side: readonly [Seat, Seat] | null;
}) {
  const link = inviteLink(window.location.origin, info.code);
  const [copied, setCopied] = useState(false);
  const sideText = info.ruleSet === 'standard' && side ? ` (${seatName(side[0])}–${seatName(side[1])})` : '';
  return (
    <section className="panel" aria-label="Table">
      <h2>Table {info.code}</h2>
      <p className="muted" style={{ margin: '0 0 8px' }}>
        {mySeat ? `You sit ${seatName(mySeat)}${sideText}.` : 'You are watching.'}
        {info.spectators > 0 && ` ${info.spectators} watching.`}
      </p>
      <label className="field-label" htmlFor="invite">Invite by link</label>
      <div className="join-row">
        <input id="invite" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </section>
  );
}
