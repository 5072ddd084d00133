// Howells (research note §3.3; scoring reference §3.2): the generator reproduces the published
// howellki tables for 4–8 tables cell by cell, and every size 2–12 passes the validator.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  developHowell,
  developHowellki,
  HOWELL_3_PUBLISHED,
  howellBase,
  makeHowell,
  PUBLISHED_HOWELL_BASES,
  publishedHowellRounds,
  threeQuarterRounds,
} from './howell.js';
import { PUBLISHED_HOWELL_TABLES } from './howell.fixtures.js';
import { HOWELLKI } from './howellkiData.js';
import { checkMovement } from './validate.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('published Howells', () => {
  for (const [t, rounds] of Object.entries(PUBLISHED_HOWELL_TABLES)) {
    const T = Number(t);
    it(`howell-${T} equals the published howellki ${T}-${2 * T - 1} table cell by cell`, () => {
      const m = unwrap(makeHowell({ tables: T, boardsPerRound: 1 }));
      const cells = rounds.map((line, r) =>
        line.split(' ').map((cell, i) => {
          const [pairs, set] = cell.split('/');
          const [ns, ew] = pairs!.split('-').map(Number);
          return { table: i + 1, round: r + 1, ns, ew, set: Number(set) };
        }),
      );
      const got = m.rows.map((row) => ({
        table: row.table,
        round: row.round,
        ns: row.ns,
        ew: row.ew,
        set: row.boards[0],
      }));
      expect(got).toEqual(cells.flat());
    });
  }
  it('reading the howellki format agrees with developing its round 1 cyclically (every full Howell, 4–12)', () => {
    for (let T = 4; T <= 12; T++) {
      const e = HOWELLKI[`${T}-${2 * T - 1}`]!;
      expect(developHowellki(e, 1)).toEqual(developHowell(howellBase(T)!.base, 2 * T - 1, 1, false));
    }
  });
  it('the base rounds kept for 4–8 tables are round 1 of the stored howellki data', () => {
    for (const [t, base] of Object.entries(PUBLISHED_HOWELL_BASES)) expect(howellBase(Number(t))!.base).toEqual(base);
  });
  it('every published movement passes: no pair meets another twice, every board is played by every table', () => {
    for (const [key, e] of Object.entries(HOWELLKI)) {
      const m = unwrap(makeHowell({ tables: e.tables, rounds: e.rounds, boardsPerRound: 2 }));
      const c = checkMovement(m);
      expect(c.problems, key).toEqual([]);
      // A published ¾ Howell plays each of its R sets once at every table: no board needs Neuberg.
      expect(c.plays, key).toEqual({ min: e.tables, max: e.tables });
      expect(m.boards, key).toBe(2 * e.rounds);
    }
  });
  it('the ¾ Howells are the published ones for 5–13 tables', () => {
    for (let T = 5; T <= 13; T++) {
      const q = unwrap(makeHowell({ tables: T, rounds: threeQuarterRounds(T) }));
      expect(q.name).toBe(`howell-3/4-${T}`);
      expect(q.description).toContain(`howellki movements.json key ${T}-${threeQuarterRounds(T)}`);
    }
    expect(publishedHowellRounds(8)).toEqual([10, 11, 12, 13, 14, 15]);
  });
  it('the 3-table Howell is the published bridgescorer Howell06T3B20 and passes', () => {
    const m = unwrap(makeHowell({ tables: 3 }));
    expect(m.rows).toHaveLength(HOWELL_3_PUBLISHED.length);
    expect(checkMovement(m).problems).toEqual([]);
  });
});

describe('searched and developed Howells', () => {
  it('no cyclic base round exists for 3 tables (why the published one is used)', () => {
    expect(howellBase(3)).toBeNull();
  });
  it("the 2-table Howell has both tables share the round's set", () => {
    const m = unwrap(makeHowell({ tables: 2 }));
    expect(m.shares).toEqual([[1, 2]]);
    expect(m.rounds).toBe(3);
    expect(checkMovement(m).problems).toEqual([]);
  });
  it('every full Howell of 2 to 12 tables makes every pair meet every other pair exactly once', () => {
    for (let T = 2; T <= 12; T++) {
      const m = unwrap(makeHowell({ tables: T }));
      const met = new Set(m.rows.map((r) => `${Math.min(r.ns!, r.ew!)}-${Math.max(r.ns!, r.ew!)}`));
      expect(met.size).toBe((2 * T * (2 * T - 1)) / 2);
      expect(checkMovement(m).problems).toEqual([]);
    }
  });
  it('every pair plays every set once in a full Howell (property over sizes and boards)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 12 }), fc.integer({ min: 1, max: 4 }), (T, b) => {
        const m = unwrap(makeHowell({ tables: T, boardsPerRound: b }));
        const c = checkMovement(m);
        expect(c.problems).toEqual([]);
        expect(c.boardsPlayed).toBe((2 * T - 1) * b);
      }),
      { numRuns: 20 },
    );
  });
  it('¾ and phantom Howells pass the validator', () => {
    for (let T = 4; T <= 13; T++) {
      for (const pairs of [2 * T, 2 * T - 1]) {
        const q = unwrap(makeHowell({ tables: T, pairs, rounds: threeQuarterRounds(T) }));
        // 4 tables: nothing publishes a 5-round Howell, so it is the first rounds of the full one.
        const size = pairs === 2 * T ? T : T - 0.5;
        expect(q.name).toBe(T === 4 ? `howell-${size}-5r` : `howell-3/4-${size}`);
        expect(checkMovement(q).problems).toEqual([]);
      }
    }
  });
  it('rounds nothing publishes are the first rounds of the full Howell, named by their rounds', () => {
    const m = unwrap(makeHowell({ tables: 9, rounds: 10 }));
    expect(m.name).toBe('howell-9-10r');
    expect(checkMovement(m).problems).toEqual([]);
    expect(makeHowell({ tables: 13, rounds: 14 })).toMatchObject({ ok: false, error: { code: 'movement/bad-size' } });
  });
  it('a phantom Howell makes the stationary pair absent', () => {
    const m = unwrap(makeHowell({ tables: 4, pairs: 7 }));
    expect(m.rows.filter((r) => r.table === 1).every((r) => r.ns === null)).toBe(true);
  });
  it('developing keeps the stationary pair at its table', () => {
    const rows = developHowell(
      [
        [8, 1, 1],
        [5, 4, 2],
        [2, 7, 3],
        [3, 6, 5],
      ],
      7,
      2,
      false,
    );
    expect(rows.filter((r) => r.ns === 8).map((r) => r.table)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
  it('refuses sizes it cannot make', () => {
    expect(makeHowell({ tables: 13 }).ok).toBe(false);
    expect(makeHowell({ tables: 4, rounds: 8 }).ok).toBe(false);
    expect(makeHowell({ tables: 4, pairs: 6 }).ok).toBe(false);
  });
});
