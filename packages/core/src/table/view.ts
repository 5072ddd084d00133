/**
 * What one viewer may know of a table: `viewFor(state, viewer)` → a plain JSON `TableView`.
 *
 * ```ts
 * const v = viewFor(state, 'E');
 * v.hands.E;      // East's cards; v.hands.N is null unless North is a faced dummy
 * v.legalCards;   // East's legal cards when East is to act (dummy's cards when East declares)
 * v.canClaim;     // whether `decide` would take a claim from East now
 * ```
 * Each hidden card is left out field by field, from the same rules as the events' `visibleTo`:
 * a hand is seen by its holder; dummy by all once the opening lead is made (Law 41D); a claimer's
 * cards by the four players while the claim is open (Law 68); every hand once the deal has ended.
 * Spectators see no hidden card until the end. Cards are strings here, never holdings.
 * The view also answers the questions a client would otherwise have to work out with rules of
 * its own — may I claim, may I undo and what would it take back, who leads, who is vulnerable,
 * whose cards do I play, how many tricks each side has — from the same functions `decide` uses,
 * so a client that only draws the view can never disagree with the table.
 */
import { SEATS, cardsOf, handSize, type Card, type Hand, type Seat, type Strain } from '../cards.js';
import type { Call, Contract } from '../calls.js';
import { isVulnerable, type Vulnerability } from '../board.js';
import { isOpeningLeadMade, tricksRemaining, type PlayedCard, type Trick } from '../play.js';
import { IDENTITY_SEATS, type Partnership, type SeatMap } from '../rules/ruleSet.js';
import { ruleSetFor } from '../rules/index.js';
import { emptyAuction } from '../auction.js';
import {
  actorToMove,
  decide,
  evolve,
  legalCalls,
  legalCards,
  rulesOf,
  turnOf,
  undoTakesBack,
  waitingFor,
  type TableState,
} from './machine.js';
import type { DealResult, Irregularity, Phase, RuleSetId, TableMachine, Viewer } from './types.js';

/** One viewer's view of a table. Plain JSON. */
export interface TableView {
  readonly viewer: Viewer;
  readonly ruleSet: RuleSetId;
  readonly phase: Phase;
  readonly board: number | null;
  readonly dealer: Seat | null;
  readonly vulnerability: Vulnerability | null;
  /**
   * The vulnerability the deal is scored with: the board's, or `both` where the rule set scores
   * everyone vulnerable (Four at One Table); null before the first deal.
   */
  readonly scoredVulnerability: Vulnerability | null;
  /** The calls so far, in order. */
  readonly auction: readonly { readonly seat: Seat; readonly call: Call; readonly alert?: string }[];
  /** The current partnerships (data from the rule set). */
  readonly partnerships: readonly Partnership[];
  /** Strain owners, where the rule set has them. */
  readonly owners: Readonly<Partial<Record<Strain, Seat>>>;
  /** Whose call it is, or whose card is due (dummy's seat when dummy's card is due); null when nobody's. */
  readonly turn: Seat | null;
  /** Who must act now: declarer when dummy's card is due; null while a claim, undo or irregularity waits. */
  readonly toAct: Seat | null;
  /** Everyone the table waits for: the player to act, or those yet to answer a claim, undo request or irregularity. */
  readonly waitingFor: readonly Seat[];
  /** The viewer's legal calls when it is their call. */
  readonly legalCalls: readonly Call[];
  /** The viewer's legal cards when they are to act (dummy's cards go to declarer). */
  readonly legalCards: readonly Card[];
  /** Remaining cards of each hand this viewer may see; null for a hidden hand. */
  readonly hands: Readonly<Record<Seat, readonly Card[] | null>>;
  /** How many cards each player still holds (public). */
  readonly cardsLeft: Readonly<Record<Seat, number>>;
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  /** Whether dummy is declarer's partner (always in standard bridge). */
  readonly dummyIsPartner: boolean | null;
  /** Position → player for the play (identity unless the rule set swapped seats). */
  readonly seats: SeatMap;
  /** Whether dummy's hand has been faced. */
  readonly dummyFaced: boolean;
  readonly currentTrick: { readonly leader: Seat; readonly cards: readonly PlayedCard[] } | null;
  readonly lastTrick: Trick | null;
  /** Every completed trick of the deal, in order (public: each card was seen by all). */
  readonly playedTricks: readonly Trick[];
  /** Tricks won so far by declarer's side and by the defenders. */
  readonly tricks: { readonly declarer: number; readonly defenders: number };
  readonly claim: {
    readonly seat: Seat;
    readonly tricks: number;
    readonly statement?: string;
    readonly responders: readonly Seat[];
    readonly responses: Readonly<Partial<Record<Seat, boolean>>>;
    /** The claimer's cards, for the four players (null for spectators). */
    readonly hand: readonly Card[] | null;
  } | null;
  readonly undo: {
    readonly seat: Seat;
    readonly count: number;
    readonly responders: readonly Seat[];
    readonly responses: Readonly<Partial<Record<Seat, boolean>>>;
  } | null;
  readonly result: DealResult | null;
  /** An irregularity waiting for the other side's choice (tables with rectifications): Law 27, Laws 53–54. */
  readonly irregularity: { readonly irregularity: Irregularity; readonly deciders: readonly Seat[] } | null;
  /** Players who must pass for the rest of the auction (Law 27B2). */
  readonly barred: readonly Seat[];
  /** All four hands as dealt, once the deal has ended. */
  readonly deal: Readonly<Record<Seat, readonly Card[]>> | null;
  /** Whether each player is vulnerable on this deal (Law 2; everyone where the rule set says so). */
  readonly vulnerable: Readonly<Record<Seat, boolean>>;
  /** The player who makes the opening lead (Law 41A, after any seat swap); null until a played contract is reached. */
  readonly openingLeader: Seat | null;
  /** Hands the viewer plays cards from: own, and dummy's for declarer (Law 45B); none for dummy nor after the deal. */
  readonly playsFrom: readonly Seat[];
  /** Tricks won by each player's side (declarer with dummy, the defenders); at the end, the result's (Laws 64, 69). */
  readonly tricksWon: Readonly<Record<Seat, number>>;
  /** Tricks not yet played: the most a claim may be for (Law 68). */
  readonly tricksLeft: number;
  /** Whether `decide` would take a claim from the viewer now (Laws 68–70: any player but dummy, nothing pending). */
  readonly canClaim: boolean;
  /** Whether `decide` would take an undo request from the viewer now. */
  readonly canUndo: boolean;
  /** What that undo would take back: the viewer's last call or card and everything after it. */
  readonly undoTakesBack: { readonly calls: number; readonly cards: number };
}

/** Whether each player is vulnerable (Law 2). */
const vulnerableSeats = (v: Vulnerability): Record<Seat, boolean> =>
  Object.fromEntries(SEATS.map((s) => [s, isVulnerable(v, s)])) as Record<Seat, boolean>;

/** The hands `seat` plays cards from, by the outcome of the auction (Law 45B: declarer plays dummy's cards). */
function handsPlayedBy(state: TableState, seat: Seat | null): Seat[] {
  if (seat === null) return [];
  const play = state.play;
  if (!play) return [seat];
  if (seat === play.declarer) return [seat, play.dummy];
  // Law 43A: dummy takes no part in the play once the hand is faced.
  return seat === play.dummy ? [] : [seat];
}

/** Tricks of each player's side: the result's once the deal has ended (a claim or a revoke transfer settles them). */
function tricksWonBySeat(state: TableState): Record<Seat, number> {
  const play = state.play;
  const final = state.phase === 'ended' ? (state.result?.declarerTricks ?? null) : null;
  const declarer = final ?? play?.declarerTricks ?? 0;
  // Tricks the play never reached go to nobody until the result counts them.
  const defenders = final !== null ? 13 - final : (play?.defenderTricks ?? 0);
  const declaring = (s: Seat): boolean => play !== null && (s === play.declarer || s === play.dummy);
  return Object.fromEntries(SEATS.map((s) => [s, declaring(s) ? declarer : defenders])) as Record<Seat, number>;
}

/** What a viewer may see of a table now. */
export function viewFor(state: TableState, viewer: Viewer): TableView {
  const play = state.play;
  const ended = state.phase === 'ended';
  const dummyFaced = play !== null && isOpeningLeadMade(play);
  const current = (seat: Seat): Hand | undefined => (play ? play.hands[seat] : state.deal[seat]);
  const sees = (seat: Seat): boolean => ended || viewer === seat || (dummyFaced && play!.dummy === seat);
  const hands = Object.fromEntries(
    SEATS.map((s) => {
      const h = current(s);
      return [s, h && sees(s) ? cardsOf(h) : null];
    }),
  ) as Record<Seat, Card[] | null>;
  const cardsLeft = Object.fromEntries(SEATS.map((s) => [s, handSize(current(s) ?? [0, 0, 0, 0])])) as Record<
    Seat,
    number
  >;
  const rules = state.auction ? rulesOf(state) : null;
  // Before the first deal the partnerships are those of an auction not yet begun (fixed ones in standard bridge).
  const known = ruleSetFor(state.options.ruleSet);
  const auction = state.auction ?? (known.ok ? emptyAuction(known.value, 'N') : null);
  const pairs = known.ok && auction ? known.value.partnerships(auction) : [];
  const scoredVulnerability =
    state.vulnerability !== null && known.ok && known.value.everyoneVulnerable ? 'both' : state.vulnerability;
  const o = state.outcome;
  const seat = viewer === 'spectator' ? null : viewer;
  const last = play && play.tricks.length > 0 ? play.tricks[play.tricks.length - 1]! : null;
  return {
    viewer,
    ruleSet: state.options.ruleSet,
    phase: state.phase,
    board: state.board,
    dealer: state.dealer,
    vulnerability: state.vulnerability,
    scoredVulnerability,
    // An alert is for the caller and the opponents until the deal ends (Law 16); unknown readers: the caller only.
    auction: state.auction
      ? state.auction.calls.map(({ alertSeenBy, ...c }) =>
          c.alert === undefined || ended || (seat !== null && (alertSeenBy ?? [c.seat]).includes(seat))
            ? c
            : { seat: c.seat, call: c.call },
        )
      : [],
    partnerships: pairs,
    owners: rules && state.auction ? rules.owners(state.auction) : {},
    turn: turnOf(state),
    toAct: actorToMove(state),
    waitingFor: waitingFor(state),
    legalCalls: seat ? legalCalls(state, seat) : [],
    legalCards: seat ? legalCards(state, seat) : [],
    hands,
    cardsLeft,
    contract: o?.contract ?? null,
    declarer: o?.declarer ?? null,
    dummy: o?.dummy ?? null,
    dummyIsPartner: o?.played ? o.dummyIsPartner : null,
    seats: o?.seats ?? IDENTITY_SEATS,
    dummyFaced,
    currentTrick: play && play.turn !== null ? { leader: play.leader, cards: play.current } : null,
    lastTrick: last,
    playedTricks: play ? play.tricks : [],
    tricks: { declarer: play?.declarerTricks ?? 0, defenders: play?.defenderTricks ?? 0 },
    claim: state.claim
      ? {
          seat: state.claim.seat,
          tricks: state.claim.tricks,
          ...(state.claim.statement === undefined ? {} : { statement: state.claim.statement }),
          responders: state.claim.responders,
          responses: state.claim.responses,
          hand: seat && play ? cardsOf(play.hands[state.claim.seat]) : null,
        }
      : null,
    undo: state.undo,
    result: state.result,
    irregularity: state.irregularity,
    barred: state.barred,
    deal: ended ? (Object.fromEntries(SEATS.map((s) => [s, cardsOf(state.deal[s]!)])) as Record<Seat, Card[]>) : null,
    vulnerable: vulnerableSeats(scoredVulnerability ?? 'none'),
    openingLeader: o?.openingLeader ?? null,
    playsFrom: ended ? [] : handsPlayedBy(state, seat),
    tricksWon: tricksWonBySeat(state),
    tricksLeft: play ? tricksRemaining(play) : 13,
    // Asked of `decide` itself, so the view and the table can never disagree.
    canClaim: seat !== null && decide(state, { type: 'claim', tricks: 0 }, { kind: 'seat', seat }).ok,
    canUndo: seat !== null && decide(state, { type: 'requestUndo' }, { kind: 'seat', seat }).ok,
    undoTakesBack: seat === null ? { calls: 0, cards: 0 } : undoTakesBack(state, seat),
  };
}

/** The three functions of the machine as one object, typed by the contract in `types.ts`. */
export const tableMachine: TableMachine<TableState> = { decide, evolve, viewFor };
