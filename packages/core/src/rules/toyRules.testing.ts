/**
 * A toy rule set for tests of the extension points (rules/ruleSet.ts design note), shaped like
 * Four at One Table (docs/variants.md): strain owners, no doubles, declarer =
 * owner of the final strain, dummy = the last other player to bid it (or the player opposite),
 * and a dummy beside declarer swaps seats with the player opposite; the player on declarer's
 * left (after the swap) leads. Test-only: the real variants live in fourAtOneTable.ts and hao.ts.
 */
import { SEATS, partnerSeat, seatAfter, type Seat, type Strain } from '../cards.js';
import { ALL_BIDS, PASS } from '../calls.js';
import { err } from '../result.js';
import { positionOf, type RuleSet, type SeatMap } from './ruleSet.js';
import { checkSufficientBid, standardAuctionOver } from './standard.js';

/** The toy's own auction state: who owns which strain. */
export interface ToyState {
  readonly owners: Readonly<Partial<Record<Strain, Seat>>>;
}

/** The toy rule set; `dummyIsPartner` is what its outcome reports. */
export function toySeatSwapRules(dummyIsPartner: boolean): RuleSet<ToyState> {
  return {
    id: 'four-at-one-table',
    title: 'a toy seat-swapping variant',
    vocabulary: [PASS, ...ALL_BIDS],
    initialRuleState: () => ({ owners: {} }),
    checkCall: (a, _seat, call) =>
      call.type === 'double' || call.type === 'redouble'
        ? err('auction/no-doubles', 'no doubles in this variant')
        : checkSufficientBid(a, call),
    applyCall: (a, seat, call) =>
      call.type === 'bid' && a.rule.owners[call.strain] === undefined
        ? { owners: { ...a.rule.owners, [call.strain]: seat } }
        : a.rule,
    isAuctionOver: standardAuctionOver,
    partnerships: () => [],
    owners: (a) => a.rule.owners,
    outcome(a) {
      const last = a.lastBid!;
      const declarer = a.rule.owners[last.bid.strain]!;
      const others = a.calls.filter(
        (c) => c.call.type === 'bid' && c.call.strain === last.bid.strain && c.seat !== declarer,
      );
      const dummy = others.length > 0 ? others[others.length - 1]!.seat : partnerSeat(declarer);
      const opposite = partnerSeat(declarer);
      const seats = Object.fromEntries(
        SEATS.map((p) => [p, p === dummy ? opposite : p === opposite ? dummy : p]),
      ) as SeatMap;
      return {
        contract: { level: last.bid.level, strain: last.bid.strain, doubled: 0 },
        declarer,
        dummy,
        dummyIsPartner,
        played: true,
        seats,
        openingLeader: seats[seatAfter(positionOf(seats, declarer))],
      };
    },
  };
}
