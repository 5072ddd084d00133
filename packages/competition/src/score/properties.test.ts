// Properties of field scoring (fast-check), as issue 23 asks: per board NS + EW matchpoints add up
// to the top times the plays (Law 78A); Neuberg equals plain matchpointing when every board has
// the same count (scoring-reference.md §2.3); rankings do not depend on input order; and the
// frequency-table comparisons agree with @biritch/scoring's reference functions.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '@biritch/core';
import { crossImps, matchpointBoard } from '@biritch/scoring';
import type { FieldInput, ResultLine } from '../field.js';
import { crossImpSpreads, matchpointSpreads } from './compare.js';
import { scoreField } from './scoreField.js';
import { round2 } from './rank.js';

const score = fc.integer({ min: -80, max: 80 }).map((x) => x * 10);
/** A field: `boards` boards, each played by a random subset of `pairs` NS pairs against EW pair id + 100. */
const fieldArb = fc
  .record({
    pairs: fc.integer({ min: 2, max: 8 }),
    boards: fc.integer({ min: 1, max: 4 }),
    winners: fc.constantFrom(1 as const, 2 as const),
  })
  .chain(({ pairs, boards, winners }) =>
    fc
      .array(fc.array(fc.option(score, { nil: undefined, freq: 5 }), { minLength: pairs, maxLength: pairs }), {
        minLength: boards,
        maxLength: boards,
      })
      .map((grid) => {
        const results: ResultLine[] = [];
        grid.forEach((row, b) => {
          row.forEach((s, p) => {
            s !== undefined && results.push({ board: b + 1, ns: String(p + 1), ew: String(p + 101), score: s });
          });
        });
        return { method: 'matchpoints', winners, participants: [], results } as FieldInput;
      }),
  )
  .filter((f) => f.results.length > 0);

const shuffled = <T>(xs: readonly T[], seed: number): T[] => {
  const a = [...xs];
  let s = seed >>> 0 || 1;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) >>> 0;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
};

describe('field scoring properties', () => {
  it('per board, NS + EW matchpoints add up to the top times the plays (Law 78A)', () => {
    fc.assert(
      fc.property(fieldArb, fc.constantFrom('2/1/0' as const, 'acbl' as const), (f, scale) => {
        for (const b of unwrap(scoreField(f, { scale })).boards) {
          const sum = b.lines.reduce((s, l) => s + l.nsPoints + l.ewPoints, 0);
          expect(sum).toBeCloseTo(b.top! * b.lines.length, 6);
        }
      }),
    );
  });
  it('Neuberg equals plain matchpointing when every board has the same number of results (§2.3)', () => {
    const full = fieldArb.filter((f) => {
      const counts = new Map<number, number>();
      for (const l of f.results) counts.set(l.board, (counts.get(l.board) ?? 0) + 1);
      return new Set(counts.values()).size === 1;
    });
    fc.assert(
      fc.property(full, (f) => {
        expect(unwrap(scoreField(f))).toEqual(unwrap(scoreField(f, { neuberg: false })));
      }),
    );
  });
  it('rankings do not depend on the order of the input lines', () => {
    fc.assert(
      fc.property(
        fieldArb,
        fc.integer(),
        fc.constantFrom('matchpoints' as const, 'cross-imps' as const, 'butler' as const),
        (f, seed, method) => {
          const a = unwrap(scoreField({ ...f, method }));
          const b = unwrap(scoreField({ ...f, method, results: shuffled(f.results, seed) }));
          expect(b.rankings).toEqual(a.rankings);
        },
      ),
    );
  });
  it("matchpointSpreads agrees with scoring's matchpointBoard, Neuberg included", () => {
    fc.assert(
      fc.property(
        fc.array(score, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom('2/1/0' as const, 'acbl' as const),
        (scores, extra, scale) => {
          const expected = scores.length + extra;
          const ref = unwrap(
            matchpointBoard(
              scores.map((s) => ({ score: s })),
              { scale, expected },
            ),
          );
          const ours = matchpointSpreads(
            scores.map((s) => [{ score: s, weight: 1 }]),
            { unit: scale === '2/1/0' ? 2 : 1, expected },
          );
          expect(ours.map(round2)).toEqual(ref.map((r) => r.ns));
        },
      ),
    );
  });
  it("crossImpSpreads agrees with scoring's crossImps, average or total, capped or not", () => {
    fc.assert(
      fc.property(
        fc.array(score, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        fc.constantFrom(undefined, 17),
        (scores, average, cap) => {
          const opts = { average, ...(cap !== undefined ? { cap } : {}) };
          const ours = crossImpSpreads(
            scores.map((s) => [{ score: s, weight: 1 }]),
            opts,
          );
          crossImps(scores, opts).forEach((r, i) => {
            expect(ours[i]).toBeCloseTo(r, 9);
          });
        },
      ),
    );
  });
  it('a weighted line with one part of weight 1 scores as that plain score (Law 12C1(c))', () => {
    fc.assert(
      fc.property(fc.array(score, { minLength: 2, maxLength: 10 }), (scores) => {
        const plain = matchpointSpreads(
          scores.map((s) => [{ score: s, weight: 1 }]),
          { unit: 2, expected: scores.length },
        );
        const split = matchpointSpreads(
          scores.map((s, i) =>
            i === 0
              ? [
                  { score: s, weight: 0.5 },
                  { score: s, weight: 0.5 },
                ]
              : [{ score: s, weight: 1 }],
          ),
          { unit: 2, expected: scores.length },
        );
        split.forEach((x, i) => {
          expect(x).toBeCloseTo(plain[i]!, 9);
        });
      }),
    );
  });
});
