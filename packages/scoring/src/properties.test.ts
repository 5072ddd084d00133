// Properties that must hold for any input (fast-check): zero-sum per-player scores
// (docs/variants.md, Scoring 2–3), matchpoints summing to the top (Law 78A),
// IMP symmetry (Law 78B) and VP complement (WBF 2013 scale: the loser gets 20 − V).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SEATS, STRAINS, unwrap, type Contract } from '@biritch/core';
import { addFractions, fraction } from './fraction.js';
import { scoreFourAtOneTable, scoreHao } from './variants.js';
import { matchpointBoard } from './compare/matchpoints.js';
import { toImps } from './compare/imps.js';
import { victoryPoints } from './compare/vp.js';

const contract = fc.record({
  level: fc.integer({ min: 1, max: 7 }),
  strain: fc.constantFrom(...STRAINS),
  doubled: fc.constant(0 as const),
}) as fc.Arbitrary<Contract>;
const seatPair = fc.tuple(fc.constantFrom(...SEATS), fc.constantFrom(...SEATS)).filter(([a, b]) => a !== b);

describe('properties', () => {
  it('Four at One Table scores sum to exactly zero, whoever is dummy and whether or not a partner', () => {
    fc.assert(
      fc.property(
        contract,
        seatPair,
        fc.boolean(),
        fc.integer({ min: 0, max: 13 }),
        (c, [declarer, dummy], partner, tricks) => {
          const r = unwrap(scoreFourAtOneTable({ contract: c, declarer, dummy, partner, tricks }));
          expect(addFractions(...SEATS.map((s) => r.exact[s]))).toEqual(fraction(0));
        },
      ),
    );
  });
  it('Hao scores sum to exactly zero', () => {
    fc.assert(
      fc.property(
        contract,
        fc.constantFrom(...SEATS),
        fc.boolean(),
        fc.integer({ min: 0, max: 13 }),
        fc.constantFrom('none', 'NS', 'EW', 'both' as const),
        (c, declarer, partner, tricks, vulnerability) => {
          const r = unwrap(scoreHao({ contract: c, declarer, partner, tricks, vulnerability }));
          expect(addFractions(...SEATS.map((s) => r.exact[s]))).toEqual(fraction(0));
        },
      ),
    );
  });
  it("each result's NS and EW matchpoints add up to the top; the board's NS total is half of n·top", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -200, max: 200 }).map((x) => x * 10),
          { minLength: 2, maxLength: 20 },
        ),
        (scores) => {
          const r = unwrap(matchpointBoard(scores.map((score) => ({ score }))));
          const top = 2 * (scores.length - 1);
          for (const x of r) expect(x.ns + x.ew).toBeCloseTo(top, 9);
          expect(r.reduce((s, x) => s + x.ns, 0)).toBeCloseTo((scores.length * top) / 2, 9);
        },
      ),
    );
  });
  it('IMPs are odd-symmetric and never decrease with the difference', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8000, max: 8000 }), fc.integer({ min: 0, max: 500 }), (d, step) => {
        expect(toImps(-d)).toBe(0 - toImps(d));
        expect(toImps(d + step)).toBeGreaterThanOrEqual(toImps(d));
      }),
    );
  });
  it("the two sides' VPs add up to 20 and the winner never gets less than 10", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.integer({ min: -120, max: 120 }), (boards, imps) => {
        const v = unwrap(victoryPoints(boards, imps));
        expect(Math.round((v.us + v.them) * 100)).toBe(2000);
        expect(Math.max(v.us, v.them)).toBeGreaterThanOrEqual(10);
      }),
    );
  });
});
