// Constrained dealing (issue 2, "Dealing and evaluation"): point ranges, suit lengths, shapes,
// balanced, predicates, fixed cards, and a coded error instead of an endless loop.
import { describe, expect, it } from 'vitest';
import { SEATS, handHas, makeHand, unwrap, type Deal } from '@biritch/core';
import fc from 'fast-check';
import {
  BALANCED,
  controls,
  dealFromNumber,
  evaluateWhere,
  hcp,
  isBalanced,
  losingTrickCount,
  makeDealer,
  parseWhere,
  quickTricks,
  spanishDistributionPoints,
  randomDeal,
  seededRandom,
  suitLengths,
  type DealConstraints,
  type DealerOptions,
} from './index.js';

const deals = (c: DealConstraints, n: number, options: DealerOptions = {}): Deal[] => {
  const dealer = unwrap(makeDealer(c, { random: seededRandom(99), ...options }));
  return Array.from({ length: n }, () => unwrap(dealer.next()));
};
const code = (c: DealConstraints, options: DealerOptions = {}): string | undefined => {
  const d = makeDealer(c, { random: seededRandom(1), ...options });
  if (!d.ok) return d.error.code;
  const r = d.value.next();
  return r.ok ? undefined : r.error.code;
};
const isCompleteDeal = (d: Deal): boolean => {
  const all = [0, 0, 0, 0];
  for (const s of SEATS) for (let i = 0; i < 4; i++) all[i]! |= d[s][i]!;
  return all.every((h) => h === 8191) && SEATS.every((s) => suitLengths(d[s]).reduce((a, b) => a + b, 0) === 13);
};

describe('unconstrained dealing', () => {
  it('deals complete deals: 13 cards each, every card once', () => {
    for (const d of deals({}, 300)) expect(isCompleteDeal(d)).toBe(true);
    expect(isCompleteDeal(randomDeal())).toBe(true);
  });
  it('gives the same deals for the same seed, forever (known answer, seed 1)', () => {
    const [first, second] = deals({}, 2, { random: seededRandom(1) });
    expect(SEATS.map((s) => makeHand(first![s])).join(' ')).toBe(FIRST_DEAL_SEED_1);
    expect(SEATS.map((s) => makeHand(second![s])).join(' ')).toBe(SECOND_DEAL_SEED_1);
    const thousand = deals({}, 1000, { random: seededRandom(77) });
    expect(SEATS.map((s) => makeHand(thousand[999]![s])).join(' ')).toBe(THOUSANDTH_DEAL_SEED_77);
    expect(deals({}, 5, { random: seededRandom(1) })).toEqual(deals({}, 5, { random: seededRandom(1) }));
    expect(deals({}, 5, { random: seededRandom(2) })).not.toEqual(deals({}, 5, { random: seededRandom(1) }));
  });
  it('gives each card to each seat about a quarter of the time (20,000 deals, chi-square)', () => {
    const dealer = unwrap(makeDealer({}, { random: seededRandom(2024) }));
    const counts = SEATS.map(() => new Array<number>(52).fill(0));
    const out = new Int32Array(16);
    for (let k = 0; k < 20_000; k++) {
      expect(dealer.nextInPlace(out)).toBeUndefined();
      for (let seat = 0; seat < 4; seat++)
        for (let c = 0; c < 52; c++) if (out[seat * 4 + ((c / 13) | 0)]! & (1 << (c % 13))) counts[seat]![c]!++;
    }
    // 52 cells of 4 seats: chi-square with 3 degrees of freedom each, summed: 156 d.o.f., mean 156
    const chi = counts.flat().reduce((s, n) => s + (n - 5000) ** 2 / 5000, 0);
    expect(chi).toBeLessThan(230);
  });
});

describe('constraints are met', () => {
  it('deals North 15–17 balanced and South 12+ (the benchmark condition)', () => {
    for (const d of deals({ N: { hcp: [15, 17], shape: BALANCED }, S: { hcp: [12, 37] } }, 200)) {
      expect(hcp(d.N) >= 15 && hcp(d.N) <= 17 && isBalanced(d.N) && hcp(d.S) >= 12).toBe(true);
      expect(isCompleteDeal(d)).toBe(true);
    }
  });
  it('meets the same condition written in the where language', () => {
    const where = 'hcp(N) >= 15 && hcp(N) <= 17 && shape(N, "any 4333 + any 4432 + any 5332") && hcp(S) >= 12';
    for (const d of deals({ where }, 200))
      expect(hcp(d.N) >= 15 && hcp(d.N) <= 17 && isBalanced(d.N) && hcp(d.S) >= 12).toBe(true);
  });
  it('meets suit lengths, shapes given as patterns, controls and predicates', () => {
    const c: DealConstraints = {
      E: { spades: [6, 13], hearts: [0, 1], controls: [3, 12] },
      W: { shape: '(4432)', accept: (hand) => hcp(hand) % 2 === 0 },
      accept: (deal) => hcp(deal.N) > hcp(deal.S),
    };
    for (const d of deals(c, 100)) {
      const [, , he, sp] = suitLengths(d.E);
      expect(sp! >= 6 && he! <= 1 && controls(d.E) >= 3).toBe(true);
      expect([...suitLengths(d.W)].sort().join('')).toBe('2344');
      expect(hcp(d.W) % 2).toBe(0);
      expect(hcp(d.N)).toBeGreaterThan(hcp(d.S));
    }
  });
  it('keeps predealt cards and whole hands where they were put', () => {
    const c: DealConstraints = { predeal: { S: 'AKQJT98765432...', W: ['HA', 'HK', 'dq'] }, where: 'hcp(N) >= 10' };
    for (const d of deals(c, 50)) {
      expect(makeHand(d.S)).toBe('AKQJT98765432...');
      expect(handHas(d.W, 'HA') && handHas(d.W, 'HK') && handHas(d.W, 'DQ')).toBe(true);
      expect(hcp(d.N)).toBeGreaterThanOrEqual(10);
      expect(isCompleteDeal(d)).toBe(true);
    }
  });
  it('deals the free cards evenly around a predeal (♥A: North 12/51, the others 13/51 each)', () => {
    const dealer = unwrap(makeDealer({ predeal: { N: ['SA'] } }, { random: seededRandom(8) }));
    const counts = [0, 0, 0, 0];
    const out = new Int32Array(16);
    let spadeAceAway = 0;
    for (let k = 0; k < 51_000; k++) {
      dealer.nextInPlace(out);
      for (let seat = 0; seat < 4; seat++) if (out[seat * 4 + 2]! & (1 << 12)) counts[seat]!++;
      if (!(out[3]! & (1 << 12))) spadeAceAway++;
    }
    expect(spadeAceAway).toBe(0);
    const expected = [12_000, 13_000, 13_000, 13_000];
    const chi = counts.reduce((s, c, i) => s + (c - expected[i]!) ** 2 / expected[i]!, 0);
    expect(chi).toBeLessThan(16); // 3 degrees of freedom: p ≈ 0.001
  });
  it('deals a fully predealt deal as it is, and fills the last hand when three are given', () => {
    const full = unwrap(dealFromNumber(31_415_926_535_897_932_384_626n));
    const given = { N: makeHand(full.N), E: makeHand(full.E), S: makeHand(full.S) };
    expect(deals({ predeal: { ...given, W: makeHand(full.W) } }, 2)).toEqual([full, full]);
    expect(deals({ predeal: given }, 2)).toEqual([full, full]);
  });
  it('agrees with the evaluation functions on every figure the condition language reads (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const d = deals({}, 1, { random: seededRandom(seed) })[0]!;
        return SEATS.every((s) => {
          const [c, di, h, sp] = suitLengths(d[s]);
          const text = `hcp(${s}) == ${hcp(d[s])} && controls(${s}) == ${controls(d[s])} && losers(${s}) == ${losingTrickCount(d[s])} && quicktricks(${s}) == ${quickTricks(d[s])} && distpoints(${s}) == ${spanishDistributionPoints(d[s])} && distpoints(${s}, S) == ${spanishDistributionPoints(d[s], 'S')} && clubs(${s}) == ${c} && diamonds(${s}) == ${di} && hearts(${s}) == ${h} && spades(${s}) == ${sp} && balanced(${s}) == ${isBalanced(d[s])}`;
          return unwrap(evaluateWhere(unwrap(parseWhere(text)), d));
        });
      }),
      { numRuns: 150 },
    );
  });
  it('deals constrained seats first, in the order the condition names them', () => {
    expect(unwrap(makeDealer({ where: 'hcp(S) > 10 && hcp(W) > 5' }, { random: seededRandom(1) })).order).toEqual([
      'S',
      'W',
      'N',
      'E',
    ]);
    expect(
      unwrap(makeDealer({ E: { hcp: [10, 12] }, where: 'hcp(W) > 5' }, { random: seededRandom(1) })).order,
    ).toEqual(['E', 'W', 'N', 'S']);
  });
  it('counts the deals examined', () => {
    const dealer = unwrap(makeDealer({ where: 'hcp(N) >= 20' }, { random: seededRandom(5) }));
    unwrap(dealer.next());
    unwrap(dealer.next());
    expect(dealer.stats.accepted).toBe(2);
    expect(dealer.stats.attempts).toBeGreaterThan(2);
  });
});

describe('impossible constraints get a coded error, never an endless loop', () => {
  it('finds what it can before dealing', () => {
    expect(code({ N: { hcp: [38, 40] } })).toBe('dealer/constraint-impossible');
    expect(code({ where: 'hcp(N) > 37' })).toBe('dealer/constraint-impossible');
    expect(code({ where: 'hcp(N) >= 20 && hcp(S) >= 21' })).toBe('dealer/constraint-impossible');
    expect(code({ N: { spades: [5, 13], hearts: [5, 13], diamonds: [4, 13] } })).toBe('dealer/constraint-impossible');
    expect(code({ where: 'spades(N) >= 7 && spades(S) >= 7' })).toBe('dealer/constraint-impossible');
    expect(code({ N: { shape: '(4432)', clubs: [5, 13] } })).toBe('dealer/constraint-impossible');
    expect(code({ N: { shape: '9999' } })).toBe('dealer/constraint-impossible');
    expect(code({ where: 'hcp(N) > 10 && false' })).toBe('dealer/constraint-impossible');
    expect(code({ where: 'hcp(N) + hcp(S) > 74' })).toBe('dealer/constraint-impossible');
    expect(code({ where: 'hcp(N) == 15.5' })).toBe('dealer/constraint-impossible');
    expect(code({ where: 'losers(E) > 12 || quicktricks(E) > 8' })).toBe('dealer/constraint-impossible');
    expect(code({ where: 'hcp(N) > 37 || hcp(S) >= 20' })).toBeUndefined();
    expect(code({ N: { hcp: [0, 5] }, E: { hcp: [0, 5] }, S: { hcp: [0, 5] }, W: { hcp: [0, 5] } })).toBe(
      'dealer/constraint-impossible',
    );
    expect(code({ N: { controls: [7, 12] }, S: { controls: [6, 12] } })).toBe('dealer/constraint-impossible');
  });
  it('checks fixed cards against the other constraints', () => {
    expect(code({ predeal: { N: ['SA', 'SK'] }, where: 'hcp(N) <= 5' })).toBe('dealer/constraint-impossible');
    expect(code({ predeal: { N: 'AKQJ.AKQ.AKQ.AKQ' }, where: 'hcp(S) >= 4' })).toBe('dealer/constraint-impossible');
    expect(code({ predeal: { N: 'AKQJT.-.-.-' }, where: 'spades(S) >= 9' })).toBe('dealer/constraint-impossible');
  });
  it('refuses fixed cards given twice or more than 13 to a hand', () => {
    expect(code({ predeal: { N: ['SA'], S: ['SA'] } })).toBe('dealer/predeal-conflict');
    expect(code({ predeal: { N: 'AKQJT98765432.A..' } })).toBe('dealer/predeal-conflict');
    expect(code({ predeal: { N: ['SX'] } })).toBe('dealer/bad-predeal');
  });
  it('refuses malformed constraints and options', () => {
    expect(code({ N: { hcp: [17, 15] } })).toBe('dealer/bad-constraint');
    expect(code({ where: 'hcp(N) >=' })).toBe('where/syntax');
    expect(code({ N: { shape: '(44)' } })).toBe('shape/bad-pattern');
    expect(code({}, { maxAttempts: 0 })).toBe('dealer/bad-option');
    expect(code({}, { maxMillis: 10 })).toBe('dealer/bad-option');
  });
  it('stops after the attempt budget when nothing is found', () => {
    // 37 points in one hand is possible (so no static proof) but about 1 deal in 10^10
    expect(code({ where: 'hcp(N) == 37' }, { maxAttempts: 20_000 })).toBe('dealer/constraint-unsatisfiable');
  });
  it('stops after the time budget, read from the injected clock', () => {
    let t = 0;
    const now = () => (t += 1000);
    expect(code({ where: 'hcp(N) == 37' }, { maxMillis: 500, now })).toBe('dealer/constraint-unsatisfiable');
  });
});

// Produced independently by a C program written from the README's description (SplitMix64 →
// xoshiro128** → three Fisher–Yates offsets per word, Lemire's rejection), hands N E S W.
const FIRST_DEAL_SEED_1 = '852.J3.9874.AK52 AT943.Q2.KJ32.Q6 KJ76.T74.AT.T973 Q.AK9865.Q65.J84';
const SECOND_DEAL_SEED_1 = '63.KQJ2.AK9763.6 K975.3.854.KQJ83 J4.A9865.QT.9752 AQT82.T74.J2.AT4';
const THOUSANDTH_DEAL_SEED_77 = 'AQ65.AJ.J4.AQ863 873.94.T987532.7 KJT42.752.A6.T52 9.KQT863.KQ.KJ94';
