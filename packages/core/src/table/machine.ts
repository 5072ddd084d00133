/**
 * The table state machine: `decide` (command → events, or a coded refusal), `evolve` (event →
 * state), `replay` (events → state). Views per seat are in `view.ts`.
 *
 * ```ts
 * let s = initialTableState({ ruleSet: 'standard' });
 * const r = decide(s, { type: 'startDeal', board: 1, dealer: 'N', vulnerability: 'none', deal }, { kind: 'system' });
 * if (r.ok) s = r.value.reduce(evolve, s);
 * decide(s, { type: 'call', call: unwrap(parseCall('1NT')) }, { kind: 'seat', seat: 'N' });
 * ```
 * `decide` validates in a fixed order — actor, phase, pending claim or undo, turn, the rules —
 * and never changes anything: a refusal is a `Result` error with a stable code. `evolve` trusts
 * its events. Undo is an event (`undoApplied`): the log keeps everything, and the state is
 * rebuilt from the deal and the calls and cards still standing. Claims (Laws 68–70) and undo
 * requests wait for the other side's answers.
 */
import { SEATS, dealFromHands, isCard, type Card, type Deal, type Hand, type Seat } from '../cards.js';
import type { Bid, Call } from '../calls.js';
import { VULNERABILITIES, type Vulnerability } from '../board.js';
import { err, ok, type Result } from '../result.js';
import { auctionWithCallUnchecked, checkCall, emptyAuction, legalCallsIn } from '../auction.js';
import { checkPlay, isDeclaringSide, isOpeningLeadMade, legalCardsOf, playWithCardUnchecked, startPlay, tricksRemaining, type Play } from '../play.js';
import { ruleSetFor } from '../rules/index.js';
import { revokeTransfer, type ClaimedTricks } from '../rectify/revoke.js';
import { barredAfterSubstitution, insufficientBidDeciders } from '../rectify/insufficientBid.js';
import { isLeadOutOfTurn, leadOutOfTurnDeciders, leadOutOfTurnLaw, playWithLeadOutOfTurnUnchecked } from '../rectify/leadOutOfTurn.js';
import { partnerIn, type Auction, type AuctionOutcome, type RuleSet } from '../rules/ruleSet.js';
import type { Actor, DealResult, Irregularity, Phase, TableCommand, TableError, TableEvent, TableOptions, Viewer, Visibility } from './types.js';

/** A call or card still standing (not undone), in order: the basis the state is rebuilt from. */
export type TableAction =
  /**
   * `substitutes`: the insufficient bid this call replaced after it was not accepted (Law 27B).
   * `alertSeenBy`: who may read the alert before the deal ends (kept so an undo's rebuild keeps it).
   */
  | {
      readonly kind: 'call';
      readonly seat: Seat;
      readonly call: Call;
      readonly alert?: string;
      readonly alertSeenBy?: readonly Seat[];
      readonly substitutes?: Bid;
    }
  | { readonly kind: 'card'; readonly seat: Seat; readonly card: Card };

/** A claim waiting for answers (Law 68). */
export interface PendingClaim {
  readonly seat: Seat;
  readonly tricks: number;
  readonly statement?: string;
  /** Who must answer: the claimer's opponents, and a defender's partner (Law 68B2); never dummy. */
  readonly responders: readonly Seat[];
  readonly responses: Readonly<Partial<Record<Seat, boolean>>>;
}

/** An undo request waiting for the other side's answers. */
export interface PendingUndo {
  readonly seat: Seat;
  /** How many actions (the requester's last and any after it) would be taken back. */
  readonly count: number;
  readonly responders: readonly Seat[];
  readonly responses: Readonly<Partial<Record<Seat, boolean>>>;
}

/** The authority's state of one table. Plain, readonly, JSON-serialisable. */
export interface TableState {
  readonly options: TableOptions;
  readonly phase: Phase;
  readonly board: number | null;
  readonly dealer: Seat | null;
  readonly vulnerability: Vulnerability | null;
  /** The hands as dealt (filled by `handDealt` events). */
  readonly deal: Readonly<Partial<Record<Seat, Hand>>>;
  /** The calls and cards still standing. */
  readonly actions: readonly TableAction[];
  readonly auction: Auction | null;
  /** Set once the auction is over. */
  readonly outcome: AuctionOutcome | null;
  /** Set once a played contract is reached. */
  readonly play: Play | null;
  readonly claim: PendingClaim | null;
  readonly undo: PendingUndo | null;
  /** Set when the deal has ended. */
  readonly result: DealResult | null;
  /** An irregularity waiting for the other side's choice (tables with `rectifications`). */
  readonly irregularity: { readonly irregularity: Irregularity; readonly deciders: readonly Seat[] } | null;
  /** An insufficient bid not accepted: its maker must now substitute a legal call (Law 27B). */
  readonly substitution: { readonly seat: Seat; readonly call: Bid } | null;
  /** Players who must pass for the rest of the auction (Law 27B2). */
  readonly barred: readonly Seat[];
  /** How many deals this table has started. */
  readonly deals: number;
}

/** A table before its first deal. */
export function initialTableState(options: TableOptions = { ruleSet: 'standard' }): TableState {
  return {
    options,
    phase: 'waiting',
    board: null,
    dealer: null,
    vulnerability: null,
    deal: {},
    actions: [],
    auction: null,
    outcome: null,
    play: null,
    claim: null,
    undo: null,
    result: null,
    irregularity: null,
    substitution: null,
    barred: [],
    deals: 0,
  };
}

/** The rule set of a table (its id was checked when the deal started). */
export function rulesOf(state: TableState): RuleSet {
  const r = ruleSetFor(state.options.ruleSet);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const SEATS_ONLY: Visibility = SEATS;
const ALL: Visibility = 'all';

/** Whether a viewer may see an event. */
export const isVisibleTo = (event: TableEvent, viewer: Viewer): boolean =>
  event.visibleTo === 'all' || (viewer !== 'spectator' && event.visibleTo.includes(viewer));

/** The events a viewer may see, in order (the server sends the others as a bare sequence number). */
export const eventsVisibleTo = (events: readonly TableEvent[], viewer: Viewer): TableEvent[] => events.filter((e) => isVisibleTo(e, viewer));

// ---------------------------------------------------------------------------------------------
// Rebuilding from actions (used by evolve for calls, cards and undo)

const fullDeal = (state: TableState): Deal => state.deal as Deal;

/** The state with an explanation attached to the last call (a `callAlerted` event; trusted). */
function withAlertOnLastCall(state: TableState, alert: string, seenBy: readonly Seat[]): TableState {
  const actions = [...state.actions];
  const i = actions.length - 1;
  const last = actions[i];
  if (last?.kind === 'call') actions[i] = { ...last, alert, alertSeenBy: seenBy };
  const auction = state.auction!;
  const calls = [...auction.calls];
  const j = calls.length - 1;
  calls[j] = { ...calls[j]!, alert, alertSeenBy: seenBy };
  return { ...state, actions, auction: { ...auction, calls } };
}

/** The state after one more call or card (trusted). */
function withAction(state: TableState, a: TableAction): TableState {
  const actions = [...state.actions, a];
  if (a.kind === 'card') {
    const play = state.play!;
    // A card from a player not on turn can only be an accepted lead out of turn (Law 53A).
    const next = a.seat !== play.turn && play.current.length === 0 ? playWithLeadOutOfTurnUnchecked(play, a.seat, a.card) : playWithCardUnchecked(play, a.card);
    return { ...state, actions, play: next };
  }
  const rules = rulesOf(state);
  if (a.substitutes) {
    const barred = barredAfterSubstitution(rules.partnerships(state.auction!), a.seat, state.auction!.lastBid?.bid ?? null, a.substitutes, a.call);
    if (barred !== null && !state.barred.includes(barred)) state = { ...state, barred: [...state.barred, barred] };
  }
  let auction = auctionWithCallUnchecked(rules, state.auction!, a.seat, a.call, a.alert);
  if (a.alert !== undefined) {
    // An undo rebuilds the auction from the actions: who may read the alert stays with it (Law 16).
    const calls = [...auction.calls];
    calls[calls.length - 1] = { ...calls[calls.length - 1]!, alertSeenBy: a.alertSeenBy ?? [a.seat] };
    auction = { ...auction, calls };
  }
  if (!auction.over) return { ...state, actions, auction };
  const outcome = rules.outcome(auction, state.options);
  // A deal that is not played stays in 'auction' until its `dealEnded` event, which comes in the same batch.
  if (!outcome.played) return { ...state, actions, auction, outcome };
  const play = startPlay({
    deal: fullDeal(state),
    strain: outcome.contract!.strain,
    declarer: outcome.declarer!,
    dummy: outcome.dummy!,
    seats: outcome.seats,
    leader: outcome.openingLeader!,
  });
  return { ...state, actions, auction, outcome, play, phase: 'play' };
}

/** The state rebuilt from the deal and `actions` (after an undo). */
function withActions(state: TableState, actions: readonly TableAction[]): TableState {
  const start: TableState = { ...state, phase: 'auction', actions: [], auction: emptyAuction(rulesOf(state), state.dealer!), outcome: null, play: null, barred: [], substitution: null };
  return actions.reduce(withAction, start);
}

/** The player who acted for an action (declarer for dummy's cards). */
const actorOfAction = (state: TableState, a: TableAction): Seat =>
  a.kind === 'card' && state.outcome && a.seat === state.outcome.dummy ? state.outcome.declarer! : a.seat;

// ---------------------------------------------------------------------------------------------
// evolve

/** The state after an event. Trusts the event (it came from `decide` or the table's log). */
export function evolve(state: TableState, event: TableEvent): TableState {
  switch (event.type) {
    case 'dealStarted':
      return {
        ...initialTableState(state.options),
        phase: 'auction',
        board: event.board,
        dealer: event.dealer,
        vulnerability: event.vulnerability,
        deals: state.deals + 1,
      };
    case 'handDealt': {
      const deal = { ...state.deal, [event.seat]: event.hand };
      const next = { ...state, deal };
      return SEATS.every((s) => deal[s]) ? withActions(next, []) : next;
    }
    case 'callMade': {
      const sub = state.substitution && state.substitution.seat === event.seat ? state.substitution.call : undefined;
      const action: TableAction = {
        kind: 'call',
        seat: event.seat,
        call: event.call,
        ...(sub === undefined ? {} : { substitutes: sub }),
      };
      return withAction({ ...state, substitution: null }, action);
    }
    case 'callAlerted':
      return withAlertOnLastCall(state, event.alert, event.visibleTo === 'all' ? [...SEATS] : event.visibleTo);
    case 'irregularityOccurred':
      return { ...state, irregularity: { irregularity: event.irregularity, deciders: event.deciders } };
    case 'irregularityResponded': {
      const irr = state.irregularity?.irregularity;
      const substitution = !event.accept && irr?.kind === 'insufficientBid' && irr.call.type === 'bid' ? { seat: irr.seat, call: irr.call } : null;
      return { ...state, irregularity: null, substitution };
    }
    case 'cardPlayed':
      return withAction(state, { kind: 'card', seat: event.seat, card: event.card });
    case 'claimMade':
      return {
        ...state,
        claim: {
          seat: event.seat,
          tricks: event.tricks,
          ...(event.statement === undefined ? {} : { statement: event.statement }),
          responders: claimResponders(state, event.seat),
          responses: {},
        },
      };
    case 'claimResponded':
      return state.claim ? { ...state, claim: { ...state.claim, responses: { ...state.claim.responses, [event.seat]: event.accept } } } : state;
    case 'claimSettled':
      return { ...state, claim: null };
    case 'undoRequested': {
      const count = undoCount(state, event.seat);
      return { ...state, undo: { seat: event.seat, count, responders: undoResponders(state, event.seat), responses: {} } };
    }
    case 'undoResponded':
      if (!state.undo) return state;
      return event.accept ? { ...state, undo: { ...state.undo, responses: { ...state.undo.responses, [event.seat]: true } } } : { ...state, undo: null };
    case 'undoApplied':
      return { ...withActions(state, state.actions.slice(0, state.actions.length - event.count)), undo: null };
    case 'dealEnded':
      return { ...state, phase: 'ended', result: event.result, claim: null, undo: null, irregularity: null, substitution: null };
    case 'callNotAlerted':
    case 'auctionEnded':
    case 'tricksTransferred':
    case 'dummyFaced':
    case 'trickCompleted':
    case 'claimerHandShown':
    case 'handsRevealed':
      // Derived events: what they say already follows from the calls and cards.
      return state;
  }
}

/** Folds events from a table's initial state. */
export const replay = (events: readonly TableEvent[], options: TableOptions = { ruleSet: 'standard' }): TableState =>
  events.reduce(evolve, initialTableState(options));

// ---------------------------------------------------------------------------------------------
// Who answers claims and undo requests

/** Law 68: the claimer's opponents answer; a defender's claim also needs partner's consent (Law 68B2). Dummy never answers. */
function claimResponders(state: TableState, claimer: Seat): Seat[] {
  const play = state.play!;
  return play.order.filter((s) => s !== claimer && s !== play.dummy);
}

/** The other side: in the play, the defenders for declarer and declarer for a defender; in the auction, everyone but the requester and partner. */
function undoResponders(state: TableState, requester: Seat): Seat[] {
  if (state.play && isOpeningLeadMade(state.play)) {
    const play = state.play;
    return isDeclaringSide(play, requester) ? play.order.filter((s) => !isDeclaringSide(play, s)) : [play.declarer];
  }
  const partner = state.auction ? partnerIn(rulesOf(state).partnerships(state.auction), requester) : null;
  return SEATS.filter((s) => s !== requester && s !== partner);
}

/** How many actions an undo by `seat` takes back: their last action and all after it (0 when none may be undone). */
function undoCount(state: TableState, seat: Seat): number {
  const firstCard = state.actions.findIndex((a) => a.kind === 'card');
  for (let i = state.actions.length - 1; i >= 0; i--) {
    const a = state.actions[i]!;
    // Once the opening lead is made, the auction cannot be undone.
    if (firstCard >= 0 && i < firstCard) return 0;
    if (actorOfAction(state, a) === seat) return state.actions.length - i;
  }
  return 0;
}

/**
 * What an undo asked for by `seat` would take back now: their last call or card and every call
 * and card after it (zero of each when there is nothing they may undo).
 */
export function undoTakesBack(state: TableState, seat: Seat): { readonly calls: number; readonly cards: number } {
  const count = undoCount(state, seat);
  const taken = state.actions.slice(state.actions.length - count);
  const cards = taken.filter((a) => a.kind === 'card').length;
  return { calls: count - cards, cards };
}

// ---------------------------------------------------------------------------------------------
// Questions for the server and the UI

/** The seat whose call or card is due now (dummy's seat when dummy's card is due), or null. */
export function turnOf(state: TableState): Seat | null {
  if (state.phase === 'auction') return state.auction?.turn ?? null;
  if (state.phase === 'play') return state.play?.turn ?? null;
  return null;
}

/** The player who must act now: declarer when dummy's card is due (Law 45B). */
export function actorToMove(state: TableState): Seat | null {
  const turn = turnOf(state);
  if (turn === null || state.claim || state.undo || state.irregularity) return null;
  return state.phase === 'play' && state.play && turn === state.play.dummy ? state.play.declarer : turn;
}

/** Everyone the table is waiting for now: the player to act, or those yet to answer a claim, an undo request or an irregularity. */
export function waitingFor(state: TableState): Seat[] {
  const unanswered = (p: { readonly responders: readonly Seat[]; readonly responses: Readonly<Partial<Record<Seat, boolean>>> }) =>
    p.responders.filter((s) => p.responses[s] === undefined);
  if (state.phase === 'ended' || state.phase === 'waiting') return [];
  if (state.irregularity) return [...state.irregularity.deciders];
  if (state.claim) return unanswered(state.claim);
  if (state.undo) return unanswered(state.undo);
  const actor = actorToMove(state);
  return actor ? [actor] : [];
}

/** The calls `seat` may make now (empty unless it is their call and nothing is pending). */
export function legalCalls(state: TableState, seat: Seat): Call[] {
  if (state.phase !== 'auction' || !state.auction || state.undo || state.irregularity) return [];
  const calls = legalCallsIn(rulesOf(state), state.auction, seat);
  // Law 27B2: a barred player may only pass.
  return state.barred.includes(seat) ? calls.filter((c) => c.type === 'pass') : calls;
}

/** The cards `seat` may play now: their own, or dummy's when `seat` is declarer and dummy's card is due. */
export function legalCards(state: TableState, seat: Seat): Card[] {
  const play = state.play;
  if (state.phase !== 'play' || !play || play.turn === null || state.claim || state.undo || state.irregularity) return [];
  if (actorToMove(state) !== seat) return [];
  return legalCardsOf(play, play.turn);
}

// ---------------------------------------------------------------------------------------------
// decide

type EventBody = TableEvent extends infer E ? (E extends TableEvent ? Omit<E, 'visibleTo'> : never) : never;
const ev = (e: EventBody, visibleTo: Visibility): TableEvent => ({ ...e, visibleTo }) as TableEvent;

/** The events that end a deal: the result for all, then all four hands for all. */
function endEvents(state: TableState, result: DealResult): TableEvent[] {
  return [ev({ type: 'dealEnded', result }, ALL), ev({ type: 'handsRevealed', deal: fullDeal(state) }, ALL)];
}

/** The events that end a played deal: any revoke transfer (Law 64), the result, the hands. */
function playEndEvents(state: TableState, play: Play, claimed: ClaimedTricks): TableEvent[] {
  const won = play.declarerTricks + claimed.declarer;
  if (play.revokes.length === 0) return endEvents(state, resultOf(state, won));
  const t = revokeTransfer(play, claimed);
  const transfer: TableEvent[] = t.toDeclarer + t.toDefenders > 0 ? [ev({ type: 'tricksTransferred', toDeclarer: t.toDeclarer, toDefenders: t.toDefenders, law: 64 }, ALL)] : [];
  return [...transfer, ...endEvents(state, resultOf(state, won + t.toDeclarer - t.toDefenders))];
}

function resultOf(state: TableState, declarerTricks: number | null): DealResult {
  const o = state.outcome;
  return {
    board: state.board!,
    contract: o?.contract ?? null,
    declarer: o?.declarer ?? null,
    dummy: o?.dummy ?? null,
    declarerTricks: o?.played ? declarerTricks : null,
    vulnerability: state.vulnerability!,
  };
}

const isCallValue = (c: unknown): c is Call => {
  if (typeof c !== 'object' || c === null) return false;
  const t = (c as { type?: unknown }).type;
  if (t === 'pass' || t === 'double' || t === 'redouble' || t === 'hao') return true;
  const b = c as { level?: unknown; strain?: unknown };
  return t === 'bid' && Number.isInteger(b.level) && (b.level as number) >= 1 && (b.level as number) <= 7 && ['C', 'D', 'H', 'S', 'NT'].includes(b.strain as string);
};

function decideStart(state: TableState, cmd: Extract<TableCommand, { type: 'startDeal' }>): Result<readonly TableEvent[], TableError> {
  if (state.phase === 'auction' || state.phase === 'play') return err('table/deal-in-progress', 'a deal is in progress');
  const rules = ruleSetFor(state.options.ruleSet);
  if (!rules.ok) return rules;
  if (!Number.isInteger(cmd.board) || cmd.board < 1) return err('board/bad-number', `board number must be a positive integer, not ${String(cmd.board)}`);
  if (!(SEATS as readonly unknown[]).includes(cmd.dealer)) return err('table/bad-dealer', `'${String(cmd.dealer)}' is not a seat`);
  if (!(VULNERABILITIES as readonly unknown[]).includes(cmd.vulnerability)) return err('board/bad-vulnerability', `'${String(cmd.vulnerability)}' is not a vulnerability`);
  if (typeof cmd.deal !== 'object' || cmd.deal === null || !SEATS.every((s) => Array.isArray(cmd.deal[s]) && cmd.deal[s].length === 4))
    return err('deal/bad-deal', 'a deal needs four hands of four holdings');
  const deal = dealFromHands(cmd.deal);
  if (!deal.ok) return deal;
  return ok([
    ev({ type: 'dealStarted', board: cmd.board, dealer: cmd.dealer, vulnerability: cmd.vulnerability }, ALL),
    ...SEATS.map((seat) => ev({ type: 'handDealt', seat, hand: deal.value[seat] }, [seat])),
  ]);
}

function decideCall(state: TableState, seat: Seat, cmd: Extract<TableCommand, { type: 'call' }>): Result<readonly TableEvent[], TableError> {
  if (state.phase !== 'auction' || !state.auction) return err('auction/auction-over', state.phase === 'waiting' ? 'no deal has started' : 'the auction is over');
  if (state.undo) return err('table/undo-pending', 'an undo request is waiting for an answer');
  if (state.irregularity) return err('table/irregularity-pending', 'an irregularity is waiting for the other side\'s choice');
  if (!isCallValue(cmd.call)) return err('call/bad-call', 'not a call');
  if (cmd.alert !== undefined && (typeof cmd.alert !== 'string' || cmd.alert.length > 500)) return err('call/bad-alert', 'an alert is a text of at most 500 characters');
  const rules = rulesOf(state);
  const check = checkCall(rules, state.auction, seat, cmd.call);
  const barred = state.barred.includes(seat);
  if (!check.ok) {
    // Law 27: with rectifications, an insufficient bid is made and its maker's left-hand opponent chooses.
    if (check.error.code === 'auction/insufficient-bid' && state.options.rectifications && !state.substitution && !barred)
      return ok([ev({ type: 'irregularityOccurred', irregularity: { kind: 'insufficientBid', seat, call: cmd.call, law: 27 }, deciders: insufficientBidDeciders(seat) }, ALL)]);
    return check;
  }
  if (barred && cmd.call.type !== 'pass') return err('auction/must-pass', `${seat} must pass for the rest of the auction (Law 27B2)`);
  const made = ev({ type: 'callMade', seat, call: cmd.call }, ALL);
  // The explanation goes to the caller and the opponents only (Law 16: partner may not hear it).
  const partner = partnerIn(rules.partnerships(state.auction), seat);
  // Every call has its second event, alerted or not, so partner cannot tell from the frames (issue 21).
  const readers = SEATS.filter((s) => s !== partner);
  const alerted = [
    cmd.alert === undefined
      ? ev({ type: 'callNotAlerted', seat }, readers)
      : ev({ type: 'callAlerted', seat, alert: cmd.alert }, readers),
  ];
  const after = alerted.reduce(evolve, evolve(state, made));
  if (!after.auction!.over) return ok([made, ...alerted]);
  const o = after.outcome!;
  const ended = ev(
    SEATS.every((s) => o.seats[s] === s)
      ? { type: 'auctionEnded', contract: o.contract, declarer: o.declarer, dummy: o.dummy }
      : { type: 'auctionEnded', contract: o.contract, declarer: o.declarer, dummy: o.dummy, seats: o.seats },
    ALL,
  );
  return ok(o.played ? [made, ...alerted, ended] : [made, ...alerted, ended, ...endEvents(after, resultOf(after, null))]);
}

function decidePlay(state: TableState, seat: Seat, cmd: Extract<TableCommand, { type: 'play' }>): Result<readonly TableEvent[], TableError> {
  if (state.phase !== 'play' || !state.play) return err('play/not-playing', state.phase === 'auction' ? 'the auction is not over' : 'there is no play now');
  if (state.claim) return err('play/claim-pending', 'a claim is waiting for answers');
  if (state.undo) return err('table/undo-pending', 'an undo request is waiting for an answer');
  if (state.irregularity) return err('table/irregularity-pending', 'an irregularity is waiting for the other side\'s choice');
  if (!isCard(cmd.card)) return err('play/bad-card', `'${String(cmd.card)}' is not a card`);
  const play = state.play;
  const owner = checkPlay(play, seat, cmd.card, { allowRevoke: state.options.rectifications === true });
  if (!owner.ok) {
    // Laws 53–54: with rectifications, a defender's lead out of turn is faced and declarer chooses.
    if (owner.error.code === 'play/not-your-turn' && state.options.rectifications && isLeadOutOfTurn(play, seat, cmd.card))
      return ok([
        ev({ type: 'irregularityOccurred', irregularity: { kind: 'leadOutOfTurn', seat, card: cmd.card, law: leadOutOfTurnLaw(play) }, deciders: leadOutOfTurnDeciders(play) }, ALL),
      ]);
    return owner;
  }
  const events: TableEvent[] = [ev({ type: 'cardPlayed', seat: owner.value, card: cmd.card }, ALL)];
  // Law 41D: dummy's hand is faced after the opening lead.
  if (!isOpeningLeadMade(play)) events.push(ev({ type: 'dummyFaced', seat: play.dummy, hand: play.hands[play.dummy] }, ALL));
  const after = evolve(state, events[0]!);
  const p = after.play!;
  if (p.tricks.length > play.tricks.length) {
    const t = p.tricks[p.tricks.length - 1]!;
    events.push(ev({ type: 'trickCompleted', winner: t.winner, cards: t.cards.map((c) => c.card) }, ALL));
  }
  if (p.turn === null) events.push(...playEndEvents(after, p, { declarer: 0, defenders: 0 }));
  return ok(events);
}

function decideClaim(state: TableState, seat: Seat, cmd: Extract<TableCommand, { type: 'claim' }>): Result<readonly TableEvent[], TableError> {
  const play = state.play;
  if (state.phase !== 'play' || !play) return err('claim/not-playing', 'claims are made during the play');
  if (seat === play.dummy) return err('claim/dummy-cannot-claim', 'dummy may not claim (Law 43A)');
  if (state.claim) return err('claim/claim-pending', 'a claim is already waiting for answers');
  if (state.undo) return err('table/undo-pending', 'an undo request is waiting for an answer');
  if (state.irregularity) return err('table/irregularity-pending', 'an irregularity is waiting for the other side\'s choice');
  const remaining = tricksRemaining(play);
  if (!Number.isInteger(cmd.tricks) || cmd.tricks < 0 || cmd.tricks > remaining)
    return err('claim/bad-tricks', `a claim is for 0 to ${remaining} of the remaining tricks, not ${String(cmd.tricks)}`);
  if (cmd.statement !== undefined && (typeof cmd.statement !== 'string' || cmd.statement.length > 1000))
    return err('claim/bad-statement', 'a claim statement is a text of at most 1000 characters');
  return ok([
    ev(cmd.statement === undefined ? { type: 'claimMade', seat, tricks: cmd.tricks } : { type: 'claimMade', seat, tricks: cmd.tricks, statement: cmd.statement }, ALL),
    // Law 68C: the claimer's cards are shown to the table (not to spectators, who see no hidden card until the end).
    ev({ type: 'claimerHandShown', seat, hand: play.hands[seat] }, SEATS_ONLY),
  ]);
}

function decideRespondClaim(state: TableState, seat: Seat, accept: boolean): Result<readonly TableEvent[], TableError> {
  const claim = state.claim;
  if (!claim) return err('claim/no-claim', 'there is no claim to answer');
  if (typeof accept !== 'boolean') return err('claim/bad-answer', 'answer a claim with accept true or false');
  if (!claim.responders.includes(seat)) return err('claim/not-a-responder', `${seat} does not answer this claim`);
  if (claim.responses[seat] !== undefined) return err('claim/already-responded', `${seat} has already answered`);
  const responded = ev({ type: 'claimResponded', seat, accept }, ALL);
  // Law 68B: a claim stands when every opponent (and a defender-claimer's partner) agrees; any objection sends play on.
  if (!accept) return ok([responded, ev({ type: 'claimSettled', accepted: false }, ALL)]);
  if (!claim.responders.every((s) => s === seat || claim.responses[s] === true)) return ok([responded]);
  const play = state.play!;
  const remaining = tricksRemaining(play);
  const declaring = isDeclaringSide(play, claim.seat);
  const toDeclarer = declaring ? claim.tricks : remaining - claim.tricks;
  const claimed = { declarer: toDeclarer, defenders: remaining - toDeclarer };
  return ok([responded, ev({ type: 'claimSettled', accepted: true }, ALL), ...playEndEvents(state, play, claimed)]);
}

function decideWithdrawClaim(state: TableState, seat: Seat): Result<readonly TableEvent[], TableError> {
  if (!state.claim) return err('claim/no-claim', 'there is no claim to withdraw');
  if (state.claim.seat !== seat) return err('claim/not-your-claim', 'only the claimer may withdraw a claim');
  return ok([ev({ type: 'claimSettled', accepted: false }, ALL)]);
}

function decideRequestUndo(state: TableState, seat: Seat): Result<readonly TableEvent[], TableError> {
  if (state.phase !== 'auction' && state.phase !== 'play') return err('undo/not-now', 'there is nothing to undo now');
  if (state.undo) return err('undo/undo-pending', 'an undo request is already waiting');
  if (state.claim) return err('undo/claim-pending', 'a claim is waiting for answers');
  if (state.irregularity || state.substitution) return err('undo/irregularity-pending', 'an irregularity is being rectified');
  if (state.play && isOpeningLeadMade(state.play) && seat === state.play.dummy) return err('undo/dummy-cannot-act', 'dummy takes no part in the play');
  if (undoCount(state, seat) === 0) return err('undo/nothing-to-undo', 'you have no call or card that can be taken back');
  return ok([ev({ type: 'undoRequested', seat }, ALL)]);
}

function decideRespondUndo(state: TableState, seat: Seat, accept: boolean): Result<readonly TableEvent[], TableError> {
  const undo = state.undo;
  if (!undo) return err('undo/no-request', 'there is no undo request to answer');
  if (typeof accept !== 'boolean') return err('undo/bad-answer', 'answer with accept true or false');
  if (!undo.responders.includes(seat)) return err('undo/not-a-responder', `${seat} does not answer this request`);
  if (undo.responses[seat] !== undefined) return err('undo/already-responded', `${seat} has already answered`);
  const responded = ev({ type: 'undoResponded', seat, accept }, ALL);
  if (!accept || !undo.responders.every((s) => s === seat || undo.responses[s] === true)) return ok([responded]);
  return ok([responded, ev({ type: 'undoApplied', count: undo.count }, ALL)]);
}

function decideRespondIrregularity(state: TableState, seat: Seat, accept: boolean): Result<readonly TableEvent[], TableError> {
  const pending = state.irregularity;
  if (!pending) return err('irregularity/none', 'there is no irregularity to answer');
  if (typeof accept !== 'boolean') return err('irregularity/bad-answer', 'answer with accept true or false');
  if (!pending.deciders.includes(seat)) return err('irregularity/not-a-decider', `${seat} does not choose here`);
  const responded = ev({ type: 'irregularityResponded', seat, accept }, ALL);
  if (!accept) return ok([responded]);
  const irr = pending.irregularity;
  // Accepted: the call or card stands (Law 27A1, Law 53A, Law 54).
  if (irr.kind === 'insufficientBid') {
    const partner = partnerIn(rulesOf(state).partnerships(state.auction!), irr.seat);
    const made = ev({ type: 'callMade', seat: irr.seat, call: irr.call }, ALL);
    return ok([responded, made, ev({ type: 'callNotAlerted', seat: irr.seat }, SEATS.filter((s) => s !== partner))]);
  }
  const play = state.play!;
  const events = [responded, ev({ type: 'cardPlayed', seat: irr.seat, card: irr.card }, ALL)];
  if (!isOpeningLeadMade(play)) events.push(ev({ type: 'dummyFaced', seat: play.dummy, hand: play.hands[play.dummy] }, ALL));
  return ok(events);
}

/** Decides a command: the events it causes, or a coded refusal. Never changes `state`. */
export function decide(state: TableState, command: TableCommand, actor: Actor): Result<readonly TableEvent[], TableError> {
  if (typeof command !== 'object' || command === null) return err('table/bad-command', 'not a command');
  if (command.type === 'startDeal') {
    if (actor.kind !== 'system') return err('table/not-allowed', 'only the table deals');
    return decideStart(state, command);
  }
  if (actor.kind !== 'seat' || !(SEATS as readonly unknown[]).includes(actor.seat)) return err('table/not-a-player', 'only a player in a seat may do this');
  const seat = actor.seat;
  switch (command.type) {
    case 'call':
      return decideCall(state, seat, command);
    case 'play':
      return decidePlay(state, seat, command);
    case 'claim':
      return decideClaim(state, seat, command);
    case 'respondClaim':
      return decideRespondClaim(state, seat, command.accept);
    case 'withdrawClaim':
      return decideWithdrawClaim(state, seat);
    case 'requestUndo':
      return decideRequestUndo(state, seat);
    case 'respondUndo':
      return decideRespondUndo(state, seat, command.accept);
    case 'respondIrregularity':
      return decideRespondIrregularity(state, seat, command.accept);
    default:
      return err('table/unknown-command', `unknown command '${String((command as { type?: unknown }).type)}'`);
  }
}

/** Decides a command and, when accepted, applies its events: the new state and the events. */
export function step(state: TableState, command: TableCommand, actor: Actor): Result<{ readonly state: TableState; readonly events: readonly TableEvent[] }, TableError> {
  const r = decide(state, command, actor);
  return r.ok ? ok({ state: r.value.reduce(evolve, state), events: r.value }) : r;
}
