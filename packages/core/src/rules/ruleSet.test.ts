// The rule-set extension points (rules/ruleSet.ts design note): a rule set written here, outside
// the generic code, changes legality, partnerships, declarer, dummy and the seats of the play
// without any change to auction.ts or play.ts. It is a toy shaped like Four at One Table
// (docs/variants.md): strain owners, no doubles, dummy swapped to face declarer.
import { describe, expect, it } from 'vitest';
import { toySeatSwapRules } from './toyRules.testing.js';
import { parseHand } from '../cards.js';
import { unwrap } from '../result.js';
import { auctionFromCalls, legalCallsIn } from '../auction.js';
import { legalCardsOf, nextInPlay, playWithCard, startPlay } from '../play.js';

const toyRules = toySeatSwapRules(true);

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
    expect(o).toMatchObject({
      declarer: 'S',
      dummy: 'E',
      seats: { N: 'E', E: 'N', S: 'S', W: 'W' },
      openingLeader: 'W',
    });
    expect(toyRules.owners(a)).toEqual({ H: 'S' });
    // The play goes round the table as seated after the swap: W leads, then dummy (E, now North), then N (now East), then S.
    const deal = {
      N: unwrap(parseHand('J103.KQ.K8.876543')),
      E: unwrap(parseHand('754.7.AJ10743.AJ2')),
      S: unwrap(parseHand('AK2.AJ9432.Q9.K10')),
      W: unwrap(parseHand('Q986.10865.652.Q9')),
    };
    let p = startPlay({
      deal,
      strain: 'H',
      declarer: o.declarer!,
      dummy: o.dummy!,
      seats: o.seats,
      leader: o.openingLeader!,
    });
    expect([p.turn, nextInPlay(p, 'W'), nextInPlay(p, 'E'), nextInPlay(p, 'N')]).toEqual(['W', 'E', 'N', 'S']);
    p = unwrap(playWithCard(p, 'W', 'CQ'));
    expect(p.turn).toBe('E');
    expect(legalCardsOf(p, 'E')).toEqual(['CA', 'CJ', 'C2']);
    // Declarer plays the swapped dummy's cards.
    p = unwrap(playWithCard(p, 'S', 'C2'));
    expect(p.turn).toBe('N');
  });
});
