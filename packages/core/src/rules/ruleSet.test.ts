// The rule-set extension points (rules/ruleSet.ts design note): a rule set written here, outside
// the generic code, changes legality, partnerships, declarer, dummy and the seats of the play
// without any change to auction.ts or play.ts. It is a toy shaped like Four at One Table
// (../shared/spec/four-at-one-table.md): strain owners, no doubles, dummy swapped to face declarer.
import { describe, expect, it } from 'vitest';
import { seatAfter, partnerSeat, parseHand, SEATS, type Seat, type Strain } from '../cards.js';
import { ALL_BIDS, PASS } from '../calls.js';
import { err, unwrap } from '../result.js';
import { auctionFromCalls, legalCallsIn } from '../auction.js';
import { legalCardsOf, nextInPlay, playWithCard, startPlay } from '../play.js';
import { positionOf, type RuleSet, type SeatMap } from './ruleSet.js';
import { checkSufficientBid, standardAuctionOver } from './standard.js';

interface ToyState {
  readonly owners: Readonly<Partial<Record<Strain, Seat>>>;
}

// Declarer = owner of the final strain; dummy = the last player to bid that strain other than the
// owner (or the player opposite); a dummy beside declarer swaps seats with the player opposite.
const toyRules: RuleSet<ToyState> = {
  id: 'four-at-one-table',
  title: 'a toy variant',
  vocabulary: [PASS, ...ALL_BIDS],
  initialRuleState: () => ({ owners: {} }),
  checkCall: (a, _seat, call) =>
    call.type === 'double' || call.type === 'redouble' ? err('auction/no-doubles', 'no doubles in this variant') : checkSufficientBid(a, call),
  applyCall: (a, seat, call) =>
    call.type === 'bid' && a.rule.owners[call.strain] === undefined ? { owners: { ...a.rule.owners, [call.strain]: seat } } : a.rule,
  isAuctionOver: standardAuctionOver,
  partnerships: () => [],
  owners: (a) => a.rule.owners,
  outcome(a) {
    const last = a.lastBid!;
    const declarer = a.rule.owners[last.bid.strain]!;
    const others = a.calls.filter((c) => c.call.type === 'bid' && c.call.strain === last.bid.strain && c.seat !== declarer);
    const dummy = others.length > 0 ? others[others.length - 1]!.seat : partnerSeat(declarer);
    const opposite = partnerSeat(declarer);
    const seats = Object.fromEntries(SEATS.map((p) => [p, p === dummy ? opposite : p === opposite ? dummy : p])) as SeatMap;
    return {
      contract: { level: last.bid.level, strain: last.bid.strain, doubled: 0 },
      declarer,
      dummy,
      dummyIsPartner: true,
      played: true,
      seats,
      openingLeader: seats[seatAfter(positionOf(seats, declarer))],
    };
  },
};

describe('a rule set plugs in without changes to the auction or the play', () => {
  it('lets the rule set refuse a call with its own code and leave it out of the legal calls', () => {
    const r = auctionFromCalls(toyRules, 'S', ['1H', 'X']);
    expect(r).toMatchObject({ ok: false, error: { code: 'auction/no-doubles', position: 2 } });
    const a = unwrap(auctionFromCalls(toyRules, 'S', ['1H']));
    expect(legalCallsIn(toyRules, a, 'W').some((c) => c.type === 'double')).toBe(false);
  });
  it('takes declarer, dummy, the seat swap and the opening leader from the rule set (spec: "Declarer, dummy, seats")', () => {
    const a = unwrap(auctionFromCalls(toyRules, 'S', ['1H', 'P', 'P', '2H', 'P', 'P', 'P']));
    const o = toyRules.outcome(a, {});
    expect(o).toMatchObject({ declarer: 'S', dummy: 'E', seats: { N: 'E', E: 'N', S: 'S', W: 'W' }, openingLeader: 'W' });
    expect(toyRules.owners(a)).toEqual({ H: 'S' });
    // The play goes round the table as seated after the swap: W leads, then dummy (E, now North), then N (now East), then S.
    const deal = {
      N: unwrap(parseHand('J103.KQ.K8.876543')),
      E: unwrap(parseHand('754.7.AJ10743.AJ2')),
      S: unwrap(parseHand('AK2.AJ9432.Q9.K10')),
      W: unwrap(parseHand('Q986.10865.652.Q9')),
    };
    let p = startPlay({ deal, strain: 'H', declarer: o.declarer!, dummy: o.dummy!, seats: o.seats, leader: o.openingLeader! });
    expect([p.turn, nextInPlay(p, 'W'), nextInPlay(p, 'E'), nextInPlay(p, 'N')]).toEqual(['W', 'E', 'N', 'S']);
    p = unwrap(playWithCard(p, 'W', 'CQ'));
    expect(p.turn).toBe('E');
    expect(legalCardsOf(p, 'E')).toEqual(['CA', 'CJ', 'C2']);
    // Declarer plays the swapped dummy's cards.
    p = unwrap(playWithCard(p, 'S', 'C2'));
    expect(p.turn).toBe('N');
  });
});
