/**
 * Standard contract bridge (Laws 17–22): fixed partnerships N–S and E–W, 38 calls.
 *
 * ```ts
 * const a = unwrap(auctionFromCalls(standardRules, 'S', ['1H', 'P', '4H', 'P', 'P', 'P']));
 * standardRules.outcome(a, {}); // { contract: 4♥, declarer: 'S', dummy: 'N', openingLeader: 'W', … }
 * ```
 * The partnerships are data in the rule state, not geometry in the code. The checks for
 * sufficiency, double and redouble are exported for variant rule sets to reuse.
 */
import { seatAfter, type Seat } from '../cards.js';
import { STANDARD_CALLS, bidBeats, displayCall, type Call } from '../calls.js';
import { err, ok, type Result } from '../result.js';
import {
  IDENTITY_SEATS,
  arePartners,
  partnerIn,
  type Auction,
  type AuctionOutcome,
  type Partnership,
  type RuleSet,
} from './ruleSet.js';

/** Standard bridge's rule state: the fixed partnerships. */
export interface StandardRuleState {
  readonly partnerships: readonly Partnership[];
}

/** The fixed partnerships of standard bridge: North–South and East–West. */
export const STANDARD_PARTNERSHIPS: readonly Partnership[] = [
  ['N', 'S'],
  ['E', 'W'],
];

/** Law 18B/18C: a bid must be higher than the last bid. */
export function checkSufficientBid(auction: Auction, call: Call): Result<null> {
  if (call.type !== 'bid') return ok(null);
  if (bidBeats(call, auction.lastBid?.bid ?? null)) return ok(null);
  return err(
    'auction/insufficient-bid',
    `${displayCall(call)} does not outrank the last bid ${displayCall(auction.lastBid!.bid)} (Law 18)`,
  );
}

/** Law 19A: double only the last bid, made by an opponent, not already doubled or redoubled. */
export function checkDouble(auction: Auction, seat: Seat, pairs: readonly Partnership[]): Result<null> {
  const last = auction.lastBid;
  if (last === null) return err('auction/cannot-double', 'there is no bid to double (Law 19A)');
  if (last.seat === seat || arePartners(pairs, seat, last.seat))
    return err(
      'auction/cannot-double',
      `${displayCall(last.bid)} was bid by your side: you may only double an opponent's bid (Law 19A)`,
    );
  if (auction.doubled !== 0)
    return err(
      'auction/cannot-double',
      `${displayCall(last.bid)} is already ${auction.doubled === 1 ? 'doubled' : 'redoubled'} (Law 19A)`,
    );
  return ok(null);
}

/** Law 19B: redouble only an opponent's double of your own side's last bid, with no call but passes since. */
export function checkRedouble(auction: Auction, seat: Seat, pairs: readonly Partnership[]): Result<null> {
  const last = auction.lastBid;
  if (last === null || auction.doubled !== 1)
    return err('auction/cannot-redouble', 'there is no double to redouble (Law 19B)');
  if (last.seat !== seat && !arePartners(pairs, seat, last.seat))
    return err(
      'auction/cannot-redouble',
      `${displayCall(last.bid)} was bid by the other side: you may only redouble your own side's doubled bid (Law 19B)`,
    );
  return ok(null);
}

/** Law 17E/22A: the auction ends after three passes following a call, or four passes at the start. */
export const standardAuctionOver = (auction: Auction): boolean =>
  auction.passesInRow >= 4 || (auction.passesInRow === 3 && auction.calls.length > 3);

/** An outcome for a deal that is not played. */
export const NOT_PLAYED: AuctionOutcome = {
  contract: null,
  declarer: null,
  dummy: null,
  dummyIsPartner: false,
  played: false,
  seats: IDENTITY_SEATS,
  openingLeader: null,
};

/**
 * Declarer (Laws, Definitions): of the side that made the final bid, the player who first named its
 * strain is declarer; partners are read from `pairs`.
 */
export function firstOfSideToNameStrain(auction: Auction, pairs: readonly Partnership[]): Seat {
  const last = auction.lastBid!;
  const side = (s: Seat): boolean => s === last.seat || arePartners(pairs, s, last.seat);
  const first = auction.calls.find((c) => c.call.type === 'bid' && c.call.strain === last.bid.strain && side(c.seat));
  return first!.seat;
}

/** Standard contract bridge. */
export const standardRules: RuleSet<StandardRuleState> = {
  id: 'standard',
  title: 'standard bridge',
  vocabulary: STANDARD_CALLS,
  initialRuleState: () => ({ partnerships: STANDARD_PARTNERSHIPS }),
  checkCall(auction, seat, call) {
    switch (call.type) {
      case 'pass':
        return ok(null);
      case 'bid':
        return checkSufficientBid(auction, call);
      case 'double':
        return checkDouble(auction, seat, auction.rule.partnerships);
      case 'redouble':
        return checkRedouble(auction, seat, auction.rule.partnerships);
      default:
        return err('auction/call-not-available', `${displayCall(call)} is not a call in standard bridge`);
    }
  },
  applyCall: (auction) => auction.rule,
  isAuctionOver: standardAuctionOver,
  partnerships: (auction) => auction.rule.partnerships,
  owners: () => ({}),
  outcome(auction) {
    if (!auction.over) throw new Error('outcome of an unfinished auction');
    const last = auction.lastBid;
    if (last === null) return NOT_PLAYED;
    const pairs = auction.rule.partnerships;
    const declarer = firstOfSideToNameStrain(auction, pairs);
    const dummy = partnerIn(pairs, declarer)!;
    return {
      contract: { level: last.bid.level, strain: last.bid.strain, doubled: auction.doubled },
      declarer,
      dummy,
      dummyIsPartner: true,
      played: true,
      seats: IDENTITY_SEATS,
      // Law 41A: the opening lead is made by the player on declarer's left.
      openingLeader: seatAfter(declarer),
    };
  },
};
