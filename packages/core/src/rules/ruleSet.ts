/**
 * The rule set: everything about an auction and its outcome that differs between bridge games.
 *
 * ```ts
 * const rules = unwrap(ruleSetFor('standard'));
 * let a = emptyAuction(rules, 'W');
 * a = unwrap(auctionWithCall(rules, a, 'W', PASS));
 * rules.outcome(a, {});   // contract, declarer, dummy, seats for the play, opening leader
 * ```
 *
 * ## Design note: the extension points
 * Partnerships are data (docs/style.md, principle 7). The generic code — `auction.ts` (turn order,
 * "auction over", the list of legal calls), `play.ts` (tricks) and `table/machine.ts` (commands,
 * events, views) — never assumes that N–S and E–W are sides. It asks the rule set:
 *
 * 1. `vocabulary` — the calls a bidding box offers at all (38 in standard bridge; no doubles in
 *    Four at One Table; `hao` added in Hao bridge). A "repeat" of the same contract is just a bid
 *    equal to the last one, which a rule set may allow in `checkCall`.
 * 2. `checkCall(auction, seat, call)` — whether a call is legal now, with a coded error
 *    (`auction/insufficient-bid`, `auction/cannot-double`, …). Turn order and "auction over" are
 *    checked by `auction.ts` before; the rule set only judges the call itself.
 * 3. `initialRuleState(dealer)` / `applyCall(auction, seat, call)` — the rule set's own auction
 *    state `S`, folded call by call (plain JSON): fixed pairs in standard bridge; strain owners,
 *    agreements and the current pairs in Four at One Table; doublers and "hao" in Hao bridge.
 * 4. `partnerships(auction)` / `owners(auction)` — the current pairs and the strain owners, as
 *    data for the table view, the CLI and for "who are my opponents" (double, undo approval).
 * 5. `isAuctionOver(auction)` — standard: three passes after a call, or four passes.
 * 6. `outcome(auction, options)` — the final contract, declarer, dummy, whether dummy is declarer's
 *    partner (for per-player scoring), whether the deal is played at all, the seat map for the play
 *    (position → player; a variant may swap dummy opposite declarer) and the opening leader.
 *
 * A new rule set is one new file in `rules/` implementing `RuleSet` plus one line in the registry
 * (`rules/index.ts`); auction, play and machine code stay as they are. The play follows the seat
 * map's clockwise order of players, so a swap needs nothing else.
 */
import { SEATS, type Seat, type Strain } from '../cards.js';
import type { Bid, Call, Contract } from '../calls.js';
import type { RuleSetId, TableOptions } from '../table/types.js';
import type { Result } from '../result.js';

/** A call as made in an auction: who called what (and an optional alert text). */
export interface AuctionCall {
  readonly seat: Seat;
  readonly call: Call;
  readonly alert?: string;
  /** Who may read the alert before the deal ends (the caller and the opponents; see `callAlerted`). */
  readonly alertSeenBy?: readonly Seat[];
}

/** Two players who play together. */
export type Partnership = readonly [Seat, Seat];

/**
 * An auction folded from its calls. The generic fields are kept by `auction.ts`; `rule` is the
 * rule set's own state. Plain, readonly, JSON-serialisable.
 */
export interface Auction<S = unknown> {
  readonly ruleSet: RuleSetId;
  readonly dealer: Seat;
  readonly calls: readonly AuctionCall[];
  /** The last bid (not pass, double, redouble or hao), who made it and its index in `calls`. */
  readonly lastBid: { readonly seat: Seat; readonly bid: Bid; readonly index: number } | null;
  /** Doubling of the last bid: 0 none, 1 doubled, 2 redoubled. */
  readonly doubled: 0 | 1 | 2;
  /** Who doubled the last bid (null when undoubled). */
  readonly doubledBy: Seat | null;
  /** Passes in a row at the end of `calls`. */
  readonly passesInRow: number;
  /** Whether the auction has ended. */
  readonly over: boolean;
  /** Who calls next; null once the auction is over. */
  readonly turn: Seat | null;
  /** The rule set's own state (see `RuleSet.applyCall`). */
  readonly rule: S;
}

/** A map from table position to the player (named by the seat they were dealt in) who sits there. */
export type SeatMap = Readonly<Record<Seat, Seat>>;

/** What an auction decided: contract and roles for the play. Seats here are players. */
export interface AuctionOutcome {
  /** The final contract; null when passed out. */
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  /** Whether dummy is declarer's partner (false in variants where dummy may be a third opponent). */
  readonly dummyIsPartner: boolean;
  /** Whether the deal is played: false when passed out or when a variant rule says so. */
  readonly played: boolean;
  /** Position → player for the play (identity unless the rule set swaps seats). */
  readonly seats: SeatMap;
  /** The player who makes the opening lead; null when not played. */
  readonly openingLeader: Seat | null;
}

/** Options that change a rule set's outcome (a subset of the table's options). */
export type RuleOptions = Pick<TableOptions, 'noPartnershipNotPlayed'>;

/** A rule set: see the design note at the top of this module. `S` is its own auction state. */
export interface RuleSet<S = unknown> {
  readonly id: RuleSetId;
  /** A name for people. */
  readonly title: string;
  /** Every call a bidding box may offer under these rules, in display order. */
  readonly vocabulary: readonly Call[];
  /** Whether every player is vulnerable whatever the board says (Four at One Table scores all vulnerable). */
  readonly everyoneVulnerable?: boolean;
  /** The rule set's auction state before any call. */
  initialRuleState(dealer: Seat): S;
  /** Whether `seat` may make `call` now (its turn and an open auction are already checked). */
  checkCall(auction: Auction<S>, seat: Seat, call: Call): Result<null>;
  /** The rule set's state after `seat` made `call` (already checked); `auction` is the state before. */
  applyCall(auction: Auction<S>, seat: Seat, call: Call): S;
  /** Whether the auction is over (given its state after the last call). */
  isAuctionOver(auction: Auction<S>): boolean;
  /** The current partnerships. */
  partnerships(auction: Auction<S>): readonly Partnership[];
  /** Strain owners where the rule set has them (empty in standard bridge). */
  owners(auction: Auction<S>): Readonly<Partial<Record<Strain, Seat>>>;
  /** The outcome of a finished auction. */
  outcome(auction: Auction<S>, options: RuleOptions): AuctionOutcome;
}

/** The identity seat map: everyone plays where they were dealt. */
export const IDENTITY_SEATS: SeatMap = { N: 'N', E: 'E', S: 'S', W: 'W' };

/** The partner of `seat` among `pairs`, or null. */
export const partnerIn = (pairs: readonly Partnership[], seat: Seat): Seat | null => {
  for (const [a, b] of pairs) {
    if (a === seat) return b;
    if (b === seat) return a;
  }
  return null;
};

/** Whether two seats are partners among `pairs`. */
export const arePartners = (pairs: readonly Partnership[], a: Seat, b: Seat): boolean =>
  a !== b && partnerIn(pairs, a) === b;

/** The players clockwise from position N for a seat map (the play's turn order). */
export const playOrder = (seats: SeatMap): readonly Seat[] => SEATS.map((pos) => seats[pos]);

/** The position where a player sits under a seat map. */
export const positionOf = (seats: SeatMap, player: Seat): Seat => SEATS.find((pos) => seats[pos] === player)!;
