// The Swiss draw as a minimum-cost perfect matching (research note §3.5: "drawn against the
// closest contestant you haven't previously played"; the bye to the lowest without one).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawSwiss, swissRoundMovement, swissTriple, type SwissDraw, type SwissEntrant } from './swiss.js';
import { checkMovement } from './validate.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The cost tuple of a draw, as the module defines it, computed independently. */
function costOf(
  entrants: readonly SwissEntrant[],
  d: { matches: readonly (readonly [number, number])[]; bye: number | null },
): number[] {
  const ranked = entrants
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.score - a.e.score || a.i - b.i)
    .map((x) => x.e);
  const byId = new Map(ranked.map((e) => [e.id, e]));
  let repeats = 0;
  let score = 0;
  for (const [a, b] of d.matches) {
    if (byId.get(a)!.opponents.includes(b)) repeats++;
    score += (byId.get(a)!.score - byId.get(b)!.score) ** 2;
  }
  const byeIndex = d.bye === null ? -1 : ranked.findIndex((e) => e.id === d.bye);
  return [
    repeats,
    d.bye !== null && (byId.get(d.bye)!.byes ?? 0) > 0 ? 1 : 0,
    byeIndex < 0 ? 0 : ranked.length - 1 - byeIndex,
    score,
  ];
}

/** Every draw (all perfect matchings, with a bye when odd), by brute force. */
function allDraws(ids: number[]): { matches: [number, number][]; bye: number | null }[] {
  if (ids.length === 0) return [{ matches: [], bye: null }];
  if (ids.length % 2 === 1) {
    return ids.flatMap((b) => allDraws(ids.filter((x) => x !== b)).map((d) => ({ ...d, bye: b })));
  }
  const [first, ...rest] = ids;
  return rest.flatMap((p) =>
    allDraws(rest.filter((x) => x !== p)).map((d) => ({
      matches: [[first!, p] as [number, number], ...d.matches],
      bye: d.bye,
    })),
  );
}

const lexLess = (a: number[], b: number[]): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

const entrantsArb = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: 20 }), { minLength: n, maxLength: n }),
      fc.array(fc.tuple(fc.integer({ min: 1, max: n }), fc.integer({ min: 1, max: n })), { maxLength: 2 * n }),
      fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    )
    .map(([scores, met, byes]) => {
      const opp = new Map<number, Set<number>>();
      for (const [a, b] of met) {
        if (a === b) continue;
        opp.set(a, (opp.get(a) ?? new Set()).add(b));
        opp.set(b, (opp.get(b) ?? new Set()).add(a));
      }
      return scores.map(
        (score, i): SwissEntrant => ({
          id: i + 1,
          score,
          opponents: [...(opp.get(i + 1) ?? [])],
          byes: byes[i] ? 1 : 0,
        }),
      );
    }),
);

describe('drawSwiss', () => {
  it('pairs the closest scores that have not met (the module example)', () => {
    const d = unwrap(
      drawSwiss({
        entrants: [
          { id: 1, score: 30, opponents: [2] },
          { id: 2, score: 28, opponents: [1] },
          { id: 3, score: 20, opponents: [4] },
          { id: 4, score: 10, opponents: [3] },
        ],
      }),
    );
    expect(d).toEqual({
      matches: [
        [1, 3],
        [2, 4],
      ],
      bye: null,
      repeats: 0,
      scoreCost: 424,
    });
  });
  it('gives the bye to the lowest-ranked entrant without one', () => {
    const d = unwrap(
      drawSwiss({
        entrants: [
          { id: 1, score: 9, opponents: [] },
          { id: 2, score: 8, opponents: [] },
          { id: 3, score: 7, opponents: [] },
          { id: 4, score: 6, opponents: [] },
          { id: 5, score: 5, opponents: [], byes: 1 },
        ],
      }),
    );
    expect(d.bye).toBe(4);
    expect(d.matches).toEqual([
      [1, 2],
      [3, 5],
    ]);
  });
  it('ranks ties by the order given (the previous ranking)', () => {
    const d = unwrap(drawSwiss({ entrants: [3, 1, 4, 2].map((id) => ({ id, score: 0, opponents: [] })) }));
    expect(d.matches).toEqual([
      [3, 1],
      [4, 2],
    ]);
  });
  it('finds a draw without repeats where greedy top-down pairing fails', () => {
    // 1 v 2 is free, but then 3 and 4 have met: the draw must be 1 v 3, 2 v 4 (or 1 v 4, 2 v 3).
    const d = unwrap(
      drawSwiss({
        entrants: [
          { id: 1, score: 10, opponents: [] },
          { id: 2, score: 9, opponents: [] },
          { id: 3, score: 8, opponents: [4] },
          { id: 4, score: 7, opponents: [3] },
        ],
      }),
    );
    expect(d.repeats).toBe(0);
    expect(d.matches).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });
  it('is the cheapest draw of all, by brute force (property, up to 9 entrants)', () => {
    fc.assert(
      fc.property(entrantsArb, (entrants) => {
        const d = unwrap(drawSwiss({ entrants }));
        const got = costOf(entrants, d);
        const best = allDraws(entrants.map((e) => e.id))
          .map((x) => costOf(entrants, x))
          .reduce((a, b) => (lexLess(b, a) ? b : a));
        expect(got).toEqual(best);
      }),
      { numRuns: 150 },
    );
  });
  it('never repeats a meeting when some draw avoids every repeat (property)', () => {
    fc.assert(
      fc.property(entrantsArb, (entrants) => {
        const d = unwrap(drawSwiss({ entrants }));
        const anyFree = allDraws(entrants.map((e) => e.id)).some((x) => costOf(entrants, x)[0] === 0);
        if (anyFree) expect(d.repeats).toBe(0);
      }),
      { numRuns: 150 },
    );
  });
  it('is deterministic: the same input gives the same draw', () => {
    fc.assert(
      fc.property(entrantsArb, (entrants) => {
        expect(drawSwiss({ entrants })).toEqual(drawSwiss({ entrants }));
      }),
      { numRuns: 30 },
    );
  });
  it('draws 40 teams after five rounds without repeats', () => {
    // Five rounds of a Swiss where team i met i ± 1 … i ± 5 in earlier rounds' draws.
    const entrants: SwissEntrant[] = Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      score: 100 - i * 2,
      opponents: [1, 2, 3, 4, 5].flatMap((k) => [i + 1 - k, i + 1 + k]).filter((x) => x >= 1 && x <= 40),
    }));
    const d = unwrap(drawSwiss({ entrants }));
    expect(d.repeats).toBe(0);
    expect(d.matches).toHaveLength(20);
  });
  it('proves a repeat is forced when two odd groups have met everyone across (parity bound)', () => {
    // Teams 1-21 have met 22-40 and the other way round: 21 is odd, so one repeat is forced.
    const entrants: SwissEntrant[] = Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      score: 100 - i,
      opponents: Array.from({ length: 40 }, (_, j) => j + 1).filter((j) => j <= 21 !== i + 1 <= 21),
    }));
    const d = unwrap(drawSwiss({ entrants }));
    expect(d.repeats).toBe(1);
    expect(d.matches).toHaveLength(20);
  });
  it('refuses a bad field with a code', () => {
    expect(drawSwiss({ entrants: [{ id: 1, score: 0, opponents: [] }] })).toMatchObject({
      ok: false,
      error: { code: 'swiss/too-few' },
    });
    const twice = drawSwiss({
      entrants: [
        { id: 1, score: 0, opponents: [] },
        { id: 1, score: 0, opponents: [] },
      ],
    });
    expect(twice).toMatchObject({ ok: false, error: { code: 'swiss/bad-entrant' } });
    const nan = drawSwiss({
      entrants: [
        { id: 1, score: NaN, opponents: [] },
        { id: 2, score: 0, opponents: [] },
      ],
    });
    expect(nan).toMatchObject({ ok: false, error: { code: 'swiss/bad-entrant' } });
  });
});

describe('swissRoundMovement', () => {
  const draw: SwissDraw = {
    matches: [
      [1, 4],
      [2, 3],
    ],
    bye: 5,
    repeats: 0,
    scoreCost: 0,
  };
  it('makes teams matches that pass the validator', () => {
    const m = unwrap(swissRoundMovement(draw, { kind: 'teams', boards: 8, participants: 5 }));
    expect(checkMovement(m).problems).toEqual([]);
    expect(m.tables).toBe(4);
  });
  it('makes one pairs table a match, every table on the same boards', () => {
    const m = unwrap(swissRoundMovement(draw, { kind: 'pairs', boards: 3, participants: 5 }));
    expect(m.rows.map((r) => [r.table, r.ns, r.ew, r.boards])).toEqual([
      [1, 1, 4, [1, 2, 3]],
      [2, 2, 3, [1, 2, 3]],
    ]);
    expect(checkMovement(m).problems).toEqual([]);
  });
});

describe('Swiss teams triple (research note §3.5, RealBridge)', () => {
  const entrants = [1, 2, 3, 4, 5].map((id) => ({
    id,
    score: 10 - id,
    opponents: id === 5 ? [4] : id === 4 ? [5] : [],
  }));
  it('the bye team and the lowest match of teams it has not met play a three-way', () => {
    const d = unwrap(drawSwiss({ entrants }));
    expect(d.bye).toBe(5);
    const t = swissTriple(d, entrants);
    expect(t.bye).toBeNull();
    expect(t.triple).toHaveLength(3);
    expect(t.triple).toContain(5);
    expect(t.triple).not.toContain(4);
    expect(t.matches).toHaveLength(1);
    const m = unwrap(swissRoundMovement(t, { kind: 'teams', boards: 8, participants: 5 }));
    expect(checkMovement(m).problems).toEqual([]);
    expect(new Set(m.rows.flatMap((r) => [r.ns, r.ew])).size).toBe(5);
    expect(m.threeWays).toEqual([{ round: 1, teams: t.triple, tables: [3, 4, 5] }]);
    expect(m.boards).toBe(12);
  });
  it('without a bye, or when the bye team has met every candidate, the draw is unchanged', () => {
    const even = unwrap(drawSwiss({ entrants: entrants.slice(0, 4) }));
    expect(swissTriple(even, entrants)).toBe(even);
    const metAll = entrants.map((e) => (e.id === 5 ? { ...e, opponents: [1, 2, 3, 4] } : e));
    const d = unwrap(drawSwiss({ entrants: metAll }));
    expect(swissTriple(d, metAll)).toBe(d);
  });
});
