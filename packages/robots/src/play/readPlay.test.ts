/**
 * Reading the play (issue 25, "samples consistent with the auction and the play so far"): the
 * opening lead's rules and the lower of equal honours narrow the layouts a robot samples.
 */
import { describe, expect, it } from 'vitest';
import { PASS, bid, handHas, viewFor } from '@biritch/core';
import type { Seat, TableState } from '@biritch/core';
import { seededRandom } from '@biritch/dealer';
import { OPEN_RANGES } from '../bidding/inference.js';
import { knowledgeOf } from './knowledge.js';
import { apply, dealtAndBid, hand } from './position.testing.js';
import { uniformFrom } from './random.js';
import { leadFits, lowerEqualsTest } from './readPlay.js';
import { apportion, interleave, preferredShare, readingShares, sampleLayoutsCounted } from './sample.js';

/** 4♠ by South after 1♠–4♠; West (on lead) holds the given hand. */
function fourSpades(west: string, east: string): TableState {
  return dealtAndBid({ W: west, N: 'KJ4.6543.AK2.J43', E: east, S: 'AQ32.JT8.843.A52' }, 'S', [
    bid(1, 'S'),
    PASS,
    bid(4, 'S'),
    PASS,
    PASS,
    PASS,
  ]);
}

const NONE = { partnerSuits: [] };
const WEST_LEAD = '765.AQ9.QJT9.876';
const EAST_LEAD = 'T98.K72.765.KQT9';

describe('the opening lead read back (readPlay.leadFits)', () => {
  // Top of a sequence, and never away from an ace against a suit: the lead rules of heuristics.ts,
  // standard opening leads (e.g. the ACBL's "Standard leads" table in its SAYC convention card).
  const test = leadFits({ seat: 'W', card: 'DK' }, NONE, 'S', 'S', 'N');
  const played = [0, 0, 0, 0] as const;

  it('a hand that leads the king from king–queen fits the king lead', () => {
    expect(test('W', hand('765.AQ9.KQT9.765'), [...played])).toBe(true);
  });

  it('a hand holding the king without the queen does not (it would lead another card)', () => {
    expect(test('W', hand('765.AQ9.K965.765'), [...played])).toBe(false);
  });

  it('read by its card alone, the king fits king–queen whichever suit the rules would have led', () => {
    // The simulation chooses the suit, then leads the rules' card from it (heuristics.leadCardIn):
    // from 98% of the real leaders' hands against 54% for the whole rule (robots-positions.ts
    // --accuracy, 60 recorded deals of seed 2511, 1,866 positions).
    const clubsFirst = hand('765.983.KQ65.QJT');
    expect(leadFits({ seat: 'W', card: 'DK' }, NONE, 'S', 'S', 'N', 'rule')('W', clubsFirst, [...played])).toBe(false);
    expect(test('W', clubsFirst, [...played])).toBe(true);
  });

  it('other seats are not tested', () => {
    expect(test('E', hand('765.AQ9.K965.765'), [...played])).toBe(true);
  });
});

describe('the lower of equal honours (readPlay.lowerEqualsTest)', () => {
  const WEST = '765.AQ9.J65.Q876';
  const EAST = 'T98.K72.QT97.KT9';
  /** West leads ♣6, dummy plays the ♣3, East plays the ♣K: third hand plays the lower of equals, so East denies the ♣Q. */
  function thirdHandKing(): TableState {
    let s = fourSpades(WEST, EAST);
    s = apply(s, { type: 'play', card: 'C6' }, 'W');
    s = apply(s, { type: 'play', card: 'C3' }, 'S'); // dummy's card, played by declarer
    return apply(s, { type: 'play', card: 'CK' }, 'E');
  }

  it("declarer reads East's king as denying the queen", () => {
    const k = knowledgeOf(viewFor(thirdHandKing(), 'S'), [])!;
    const test = lowerEqualsTest(k)!;
    // East dealt the ♣Q (as the sampler might) contradicts the king; West dealt it does not.
    expect(test('E', hand('T98.K72.QT97.Q9'), hand('...K'))).toBe(false);
    expect(test('E', hand('T98.K72.QT97.T9'), hand('...K'))).toBe(true);
    expect(test('W', hand('765.AQ9.J65.Q87'), hand('...6'))).toBe(true);
  });

  it('the layouts declarer samples put the queen with West', () => {
    const k = knowledgeOf(viewFor(thirdHandKing(), 'S'), [])!;
    const ranges = Object.fromEntries(['N', 'E', 'S', 'W'].map((s) => [s, OPEN_RANGES])) as Record<
      Seat,
      typeof OPEN_RANGES
    >;
    const next = uniformFrom(seededRandom(7));
    const r = sampleLayoutsCounted(k, ranges, next, { count: 20, attempts: 2000, accept: lowerEqualsTest(k) });
    expect(r.fitting).toBe(20);
    expect(r.layouts.every((d) => handHas(d.W, 'CQ'))).toBe(true);
  });

  it("an honour overtaking partner's card denies nothing below that card: the jack over the ten from jack–nine", () => {
    // Only a completed trick's cards make two honours equal; here the ten on the same trick tells
    // the jack from the nine (the nine would not overtake). Board 20 of seed 2511's play bench: the
    // nine was wrongly placed with the leader in every layout, and declarer lost two tricks.
    const hands = { W: '765.AQ9.JT9.T876', N: 'KJ4.6543.AK2.Q43', E: 'T98.K72.Q765.KJ9', S: 'AQ32.JT8.843.A52' };
    let s = dealtAndBid(hands, 'S', [bid(1, 'S'), PASS, bid(4, 'S'), PASS, PASS, PASS]);
    s = apply(s, { type: 'play', card: 'CT' }, 'W');
    s = apply(s, { type: 'play', card: 'C3' }, 'S');
    s = apply(s, { type: 'play', card: 'CJ' }, 'E');
    const test = lowerEqualsTest(knowledgeOf(viewFor(s, 'S'), [])!)!;
    expect(test('E', hand('T98.K72.Q765.K9'), hand('...J'))).toBe(true);
  });

  it("an honour led, or declarer's side's honours, say nothing", () => {
    let s = fourSpades(WEST, EAST);
    s = apply(s, { type: 'play', card: 'CQ' }, 'W');
    s = apply(s, { type: 'play', card: 'CJ' }, 'S');
    const k = knowledgeOf(viewFor(s, 'E'), [])!;
    expect(lowerEqualsTest(k)).toBeUndefined();
  });
});

describe("several readings, each with its trust (sample.readingShares, Bayes' rule)", () => {
  // Groups by bit: 0 fails both readings, 1 passes the first only, 2 the second only, 3 both.
  it('with one reading it is preferredShare', () => {
    const shares = readingShares([0.7, 0.3], [{ trust: 0.9, others: 4 }]);
    expect(shares[1]).toBeCloseTo(preferredShare(0.3, 0.9, 4), 12);
    expect(shares[0]! + shares[1]!).toBeCloseTo(1, 12);
  });

  it('a group weighs its rate times the product of its readings’ likelihoods', () => {
    // Lead trusted 0.98 among 4, signals 0.6 among 4: likelihoods 0.98 or 0.005, 0.6 or 0.1.
    const shares = readingShares(
      [0.25, 0.25, 0.25, 0.25],
      [
        { trust: 0.98, others: 4 },
        { trust: 0.6, others: 4 },
      ],
    );
    const w = [0.005 * 0.1, 0.98 * 0.1, 0.005 * 0.6, 0.98 * 0.6];
    const sum = w.reduce((a, b) => a + b, 0);
    expect(shares.map((x) => x.toFixed(12))).toEqual(w.map((x) => (x / sum).toFixed(12)));
  });

  it('a reading trusted no more than chance (trust 1 / (others + 1)) changes nothing', () => {
    const shares = readingShares(
      [0.1, 0.2, 0.3, 0.4],
      [
        { trust: 0.2, others: 4 },
        { trust: 0.5, others: 1 },
      ],
    );
    expect(shares.map((x) => x.toFixed(12))).toEqual([0.1, 0.2, 0.3, 0.4].map((x) => x.toFixed(12)));
  });

  it('a group no layout falls in gets no share, whatever its likelihood', () => {
    const shares = readingShares(
      [0.5, 0.5, 0, 0],
      [
        { trust: 0.9, others: 4 },
        { trust: 0.9, others: 4 },
      ],
    );
    expect(shares[3]).toBe(0);
    expect(shares[2]).toBe(0);
  });

  it('a sharper reading is believed less when few layouts pass it, more when many do', () => {
    const flat = { trust: 0.9, others: 4 };
    const sharp = { trust: 0.9, others: 4, sharpness: 2 };
    // Log-odds of the share: log L + sharpness · logit r, with L = 0.9 · 4 / 0.1 = 36.
    const at = (r: number, reading: typeof flat): number => readingShares([1 - r, r], [reading])[1]!;
    expect(at(0.02, sharp)).toBeCloseTo(1 / (1 + 1 / (36 * (0.02 / 0.98) ** 2)), 12);
    expect(at(0.02, sharp)).toBeLessThan(at(0.02, flat));
    expect(at(0.6, sharp)).toBeGreaterThan(at(0.6, flat));
    expect(at(0.5, sharp)).toBeCloseTo(at(0.5, flat), 12);
  });

  it('whole layouts add up to the count, the largest remainders rounded up', () => {
    expect(apportion([0.5, 0.3, 0.2], 32)).toEqual([16, 10, 6]);
    expect(apportion([1 / 3, 1 / 3, 1 / 3], 32)).toEqual([11, 11, 10]);
  });

  it('no share, no layouts: the sampler fills up by likelihood instead', () => {
    expect(apportion([0, 0], 5)).toEqual([0, 0]);
  });

  it('every prefix of the interleaved layouts keeps the shares as nearly as whole layouts can', () => {
    const list = interleave([['a1', 'a2', 'a3'], ['b1'], ['c1', 'c2']], [3, 1, 2]);
    expect(list).toEqual(['a1', 'c1', 'a2', 'b1', 'c2', 'a3']);
    for (let j = 1; j <= list.length; j++) {
      for (const [g, want] of [
        ['a', 3],
        ['b', 1],
        ['c', 2],
      ] as const) {
        const taken = list.slice(0, j).filter((x) => x.startsWith(g)).length;
        expect(Math.abs(taken - (want * j) / 6)).toBeLessThan(1);
      }
    }
  });
});

describe('how much a preferred test weighs (sample.preferredShare)', () => {
  it('a lead the rules make from many hands is believed', () => {
    expect(preferredShare(0.5, 0.9, 4)).toBeGreaterThan(0.95);
  });

  it('a lead the rules make from almost no hand is not (it was likely not theirs)', () => {
    expect(preferredShare(0.01, 0.9, 4)).toBeLessThan(0.3);
    expect(preferredShare(0, 0.9, 4)).toBe(0);
  });

  it('the layouts mix in that share', () => {
    let s = fourSpades(WEST_LEAD, EAST_LEAD);
    s = apply(s, { type: 'play', card: 'DQ' }, 'W');
    const k = knowledgeOf(viewFor(s, 'E'), [])!;
    const ranges = Object.fromEntries(['N', 'E', 'S', 'W'].map((x) => [x, OPEN_RANGES])) as Record<
      Seat,
      typeof OPEN_RANGES
    >;
    const test = leadFits({ seat: 'W', card: 'DQ' }, NONE, 'S', 'S', 'N', 'rule');
    const r = sampleLayoutsCounted(k, ranges, uniformFrom(seededRandom(3)), {
      count: 40,
      attempts: 8000,
      readings: [{ test, trust: 0.9, others: 4 }],
    });
    // West's queen lead promises the jack (top of a sequence) in the preferred layouts, not in all.
    const withJack = r.layouts.filter((d) => handHas(d.W, 'DJ')).length;
    expect(r.preferred).toBeGreaterThan(30);
    expect(r.preferred).toBeLessThanOrEqual(40);
    expect(withJack).toBeGreaterThanOrEqual(r.preferred);
  });
});
