/**
 * Four at One Table ("Czterech przy Jednym Stole", Ł. Sławiński 2009, addendum 2018): bridge with
 * no fixed partnerships. Our English reading with every decision: docs/variants.md.
 *
 * ```ts
 * const a = unwrap(auctionFromCalls(fourAtOneTableRules, 'S', ['2H', '4H', '4H', '4H', 'P', 'P', 'P']));
 * fourAtOneTableRules.owners(a);        // { H: 'S' }
 * fourAtOneTableRules.partnerships(a);  // [['S', 'E']]  (E repeated 4♥ last)
 * fourAtOneTableRules.outcome(a, {});   // 4♥ by S, dummy E, seats { N: 'E', E: 'N', … }, lead W
 * ```
 * The rules, by the spec's sections:
 * - Auction 1: pass, the 35 bids and the repeat; a double or redouble is refused with
 *   `auction/no-doubles-in-variant` (decision: no doubles).
 * - Auction 2: the first player to bid a strain owns it (`owners`).
 * - Auction 3: bidding a strain someone else owns agrees it: the bidder becomes the owner's partner.
 * - Auction 4: the repeat — the very same contract as the last bid, which is in a strain owned by
 *   O, may be bid again by a player P ≠ O who has not bid that contract before in this auction and
 *   is not O's partner now (`auction/cannot-repeat` otherwise). A repeat is an ordinary bid for
 *   the end of the auction (three passes after it) and it agrees O's strain.
 * - Auction 5: one partner at a time: a new partnership dissolves any that either player was in.
 * - Auction 6: renewing — when O bids a strain of his own that others agreed earlier, O renews the
 *   partnership with the agreer who formed a partnership with O last (by any agreement or renewal;
 *   decision, where the original says only "the one who formed it with us last"). If that player
 *   is O's partner already, or nobody agreed the strain, nothing changes.
 * - Auction 7: three passes after a bid end the auction; four passes score zero for all.
 * - Declarer 1: declarer is the owner of the final contract's strain.
 * - Declarer 2: dummy is (a) declarer's partner; else (b) the one player outside the other pair;
 *   else (c) the first of the other three who made a bid, or the player opposite declarer if
 *   none did. Table option `noPartnershipNotPlayed` (2018 addendum): instead of (c) the deal is
 *   not played (outcome `played: false`, no contract, zero for all).
 * - Declarer 3: dummy beside declarer swaps seats, hand and all, with the player opposite declarer.
 * - Declarer 4: the player on declarer's left after the swap leads; the play is the usual play in
 *   the seat map's order (play.ts), dummy faced after the opening lead (table machine).
 * Scoring per player is in `@biritch/scoring` (`scoreFourAtOneTable`), fed by `dummyIsPartner`.
 */
import { SEATS, partnerSeat, seatAfter, type Seat, type Strain } from '../cards.js';
import { ALL_BIDS, PASS, bidBeats, displayCall, type Bid, type Call } from '../calls.js';
import { err, ok, type Result } from '../result.js';
import { NOT_PLAYED, standardAuctionOver } from './standard.js';
import {
  IDENTITY_SEATS,
  partnerIn,
  type Auction,
  type AuctionOutcome,
  type Partnership,
  type RuleSet,
  type SeatMap,
} from './ruleSet.js';

/** How a partnership was formed: by agreeing a strain, by repeating the last contract, or by the owner's renewal. */
export type PartnershipFormation = 'agreed' | 'repeated' | 'renewed';

/** One partnership formed in the auction: `owner` is the strain's owner, `partner` the other player. */
export interface FormedPartnership {
  readonly owner: Seat;
  readonly partner: Seat;
  readonly strain: Strain;
  /** The index of the call (in `Auction.calls`) that formed it. */
  readonly index: number;
  readonly how: PartnershipFormation;
}

/** Four at One Table's own auction state (plain JSON). */
export interface FourAtOneTableState {
  /** Strain → the first player who bid it. */
  readonly owners: Readonly<Partial<Record<Strain, Seat>>>;
  /** Strain → the players who agreed it (bid it while someone else owned it), in order of their first agreement. */
  readonly agreedBy: Readonly<Partial<Record<Strain, readonly Seat[]>>>;
  /** The current partnerships, each [owner, partner]. */
  readonly partnerships: readonly Partnership[];
  /** Every partnership formed, in order (also those later dissolved). */
  readonly formed: readonly FormedPartnership[];
}

/** The calls of Four at One Table: pass and the 35 bids (a repeat is a bid equal to the last one). */
export const FOUR_AT_ONE_TABLE_CALLS: readonly Call[] = [PASS, ...ALL_BIDS];

const sameBid = (a: Bid, b: Bid): boolean => a.level === b.level && a.strain === b.strain;

/** Whether `call` is a repeat of the last bid (the very same contract again), legal or not. */
export const isRepeatCall = (auction: Auction, call: Call): boolean =>
  call.type === 'bid' && auction.lastBid !== null && sameBid(call, auction.lastBid.bid);

/** Spec, Auction 4: whether `seat` may repeat the last bid now; the reason when not. */
export function checkRepeat(auction: Auction<FourAtOneTableState>, seat: Seat): Result<null> {
  const last = auction.lastBid;
  if (last === null) return err('auction/cannot-repeat', 'there is no bid to repeat');
  const shown = displayCall(last.bid);
  const owner = auction.rule.owners[last.bid.strain]!;
  if (owner === seat)
    return err(
      'auction/cannot-repeat',
      `${seat} owns the strain of ${shown}, and the owner cannot repeat (docs/variants.md, Auction 4)`,
    );
  if (auction.calls.some((c) => c.seat === seat && c.call.type === 'bid' && sameBid(c.call, last.bid)))
    return err('auction/cannot-repeat', `you have already bid ${shown} in this auction (docs/variants.md, Auction 4)`);
  if (partnerIn(auction.rule.partnerships, seat) === owner)
    return err(
      'auction/cannot-repeat',
      `you are already ${owner}'s partner: no need to repeat ${shown} (docs/variants.md, Auction 4)`,
    );
  return ok(null);
}

/** Pairs after `a` and `b` become partners: any pair either was in is dissolved (spec, Auction 5). */
function withPartnership(pairs: readonly Partnership[], a: Seat, b: Seat): readonly Partnership[] {
  return [...pairs.filter(([x, y]) => x !== a && x !== b && y !== a && y !== b), [a, b]];
}

/** When `owner` and `other` last formed a partnership (call index), or −1. */
function lastFormedIndex(formed: readonly FormedPartnership[], owner: Seat, other: Seat): number {
  let at = -1;
  for (const f of formed)
    if ((f.owner === owner && f.partner === other) || (f.owner === other && f.partner === owner)) at = f.index;
  return at;
}

/** The rule state after `seat` bids `b` (spec, Auction 2, 3, 4, 6). */
function stateAfterBid(auction: Auction<FourAtOneTableState>, seat: Seat, b: Bid): FourAtOneTableState {
  const s = auction.rule;
  const index = auction.calls.length;
  const owner = s.owners[b.strain];
  if (owner === undefined) return { ...s, owners: { ...s.owners, [b.strain]: seat } };
  if (owner !== seat) {
    const agreed = s.agreedBy[b.strain] ?? [];
    const how: PartnershipFormation = isRepeatCall(auction, b) ? 'repeated' : 'agreed';
    return {
      ...s,
      agreedBy: agreed.includes(seat) ? s.agreedBy : { ...s.agreedBy, [b.strain]: [...agreed, seat] },
      partnerships: withPartnership(s.partnerships, owner, seat),
      formed: [...s.formed, { owner, partner: seat, strain: b.strain, index, how }],
    };
  }
  // The owner bids his own strain: a renewal with the agreer who formed a partnership with him last.
  const agreers = s.agreedBy[b.strain] ?? [];
  if (agreers.length === 0) return s;
  let chosen = agreers[0]!;
  for (const a of agreers) if (lastFormedIndex(s.formed, seat, a) > lastFormedIndex(s.formed, seat, chosen)) chosen = a;
  if (partnerIn(s.partnerships, seat) === chosen) return s;
  return {
    ...s,
    partnerships: withPartnership(s.partnerships, seat, chosen),
    formed: [...s.formed, { owner: seat, partner: chosen, strain: b.strain, index, how: 'renewed' }],
  };
}

/** Spec, Declarer 3: the seat map with dummy swapped opposite declarer when dummy sits beside him. */
export function seatsFacing(declarer: Seat, dummy: Seat): SeatMap {
  const opposite = partnerSeat(declarer);
  if (dummy === opposite) return IDENTITY_SEATS;
  return Object.fromEntries(
    SEATS.map((pos) => [pos, pos === dummy ? opposite : pos === opposite ? dummy : pos]),
  ) as SeatMap;
}

/** Spec, Declarer 2: dummy and whether dummy is declarer's partner; null under rule (c) with the 2018 option. */
export function chooseDummy(
  auction: Auction<FourAtOneTableState>,
  declarer: Seat,
  noPartnershipNotPlayed: boolean,
): { dummy: Seat; partner: boolean } | null {
  const pairs = auction.rule.partnerships;
  const partner = partnerIn(pairs, declarer);
  // (a) declarer's partner.
  if (partner !== null) return { dummy: partner, partner: true };
  // (b) two other players are partners: the fourth player.
  const pair = pairs[0];
  if (pair !== undefined) return { dummy: SEATS.find((s) => s !== declarer && !pair.includes(s))!, partner: false };
  // (c) no partnership at all: the first other player who bid, else the player opposite (or, 2018: not played).
  if (noPartnershipNotPlayed) return null;
  const first = auction.calls.find((c) => c.call.type === 'bid' && c.seat !== declarer);
  return { dummy: first?.seat ?? partnerSeat(declarer), partner: false };
}

/** Four at One Table: partnerships formed in the auction (see the module comment for every rule). */
export const fourAtOneTableRules: RuleSet<FourAtOneTableState> = {
  id: 'four-at-one-table',
  title: 'Four at One Table',
  // docs/variants.md, Scoring 1 (seeds/001): every deal is scored with everyone vulnerable.
  everyoneVulnerable: true,
  vocabulary: FOUR_AT_ONE_TABLE_CALLS,
  initialRuleState: () => ({ owners: {}, agreedBy: {}, partnerships: [], formed: [] }),
  checkCall(auction, seat, call) {
    switch (call.type) {
      case 'pass':
        return ok(null);
      case 'double':
      case 'redouble':
        return err(
          'auction/no-doubles-in-variant',
          `Four at One Table is played without doubles or redoubles (docs/variants.md, Auction 1): ${displayCall(call)} is not a call here`,
        );
      case 'hao':
        return err('auction/call-not-available', 'hao is a call of Hao bridge, not of Four at One Table');
      case 'bid':
        if (bidBeats(call, auction.lastBid?.bid ?? null)) return ok(null);
        if (isRepeatCall(auction, call)) return checkRepeat(auction, seat);
        return err(
          'auction/insufficient-bid',
          `${displayCall(call)} does not outrank the last bid ${displayCall(auction.lastBid!.bid)} (Law 18), and only the same contract may be repeated`,
        );
    }
  },
  applyCall: (auction, seat, call) => (call.type === 'bid' ? stateAfterBid(auction, seat, call) : auction.rule),
  isAuctionOver: standardAuctionOver,
  partnerships: (auction) => auction.rule.partnerships,
  owners: (auction) => auction.rule.owners,
  outcome(auction, options): AuctionOutcome {
    if (!auction.over) throw new Error('outcome of an unfinished auction');
    const last = auction.lastBid;
    if (last === null) return NOT_PLAYED;
    const declarer = auction.rule.owners[last.bid.strain]!;
    const chosen = chooseDummy(auction, declarer, options.noPartnershipNotPlayed === true);
    if (chosen === null) return NOT_PLAYED;
    const seats = seatsFacing(declarer, chosen.dummy);
    return {
      contract: { level: last.bid.level, strain: last.bid.strain, doubled: 0 },
      declarer,
      dummy: chosen.dummy,
      dummyIsPartner: chosen.partner,
      played: true,
      seats,
      // Declarer does not move; the player now sitting on his left leads (spec, Declarer 4).
      openingLeader: seats[seatAfter(declarer)],
    };
  },
};

/** The partnership-forming history of a Four at One Table auction (for views and robots). */
export const formedPartnerships = (auction: Auction): readonly FormedPartnership[] =>
  auction.ruleSet === 'four-at-one-table' ? (auction.rule as FourAtOneTableState).formed : [];
