// Mitchells (research note §3.2; scoring reference §3.1, the bridgecentral and EBU descriptions):
// NS stay, EW move up one table, boards move down one; skip at half-way for an even count.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeMitchell } from './mitchell.js';
import type { Movement, MovementRow } from './types.js';
import { checkMovement } from './validate.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const at = (m: Movement, table: number, round: number): MovementRow =>
  m.rows.find((r) => r.table === table && r.round === round)!;

describe('Mitchell, odd tables', () => {
  it('NS stay, EW move up one table and boards down one table each round (7 tables)', () => {
    const m = unwrap(makeMitchell({ tables: 7, boardsPerRound: 4 }));
    for (let r = 1; r < 7; r++) {
      for (let t = 1; t <= 7; t++) {
        expect(at(m, t, r + 1).ns).toBe(t);
        expect(at(m, (t % 7) + 1, r + 1).ew).toBe(at(m, t, r).ew);
        expect(at(m, t === 1 ? 7 : t - 1, r + 1).boards).toEqual(at(m, t, r).boards);
      }
    }
  });
  it('every NS meets every EW once and every pair plays every set (T odd)', () => {
    const m = unwrap(makeMitchell({ tables: 9 }));
    const meetings = new Set(m.rows.map((r) => `${r.ns}-${r.ew}`));
    expect(meetings.size).toBe(81);
    expect(checkMovement(m).problems).toEqual([]);
    expect(checkMovement(m).boardsPlayed).toBe(m.boards);
  });
  it('round 1: table t holds EW pair T + t and set t', () => {
    const m = unwrap(makeMitchell({ tables: 5, boardsPerRound: 3 }));
    expect([1, 2, 3, 4, 5].map((t) => [at(m, t, 1).ew, at(m, t, 1).boards[0]])).toEqual([
      [6, 1],
      [7, 4],
      [8, 7],
      [9, 10],
      [10, 13],
    ]);
  });
});

describe('Mitchell, even tables', () => {
  it('6 tables: EW skip a table at the start of round 4 (scoring reference §3.1)', () => {
    const m = unwrap(makeMitchell({ tables: 6, variant: 'skip' }));
    const ew = at(m, 1, 1).ew!;
    const tableOf = (round: number): number => m.rows.find((r) => r.round === round && r.ew === ew)!.table;
    expect(tableOf(3)).toBe(3);
    expect(tableOf(4)).toBe(5);
  });
  it('8 tables: the skip comes at the start of round 5 and round 8 is the revenge round', () => {
    const m = unwrap(makeMitchell({ tables: 8 }));
    const ew = at(m, 1, 1).ew!;
    const tableOf = (round: number): number => m.rows.find((r) => r.round === round && r.ew === ew)!.table;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(tableOf)).toEqual([1, 2, 3, 4, 6, 7, 8, 1]);
    expect(m.revengeRounds).toEqual([8]);
    expect(checkMovement(m).problems).toEqual([]);
  });
  it('share-and-relay: tables 1 and T play the same set, and one set rests on the relay', () => {
    const m = unwrap(makeMitchell({ tables: 8, variant: 'relay', boardsPerRound: 3 }));
    for (let r = 1; r <= 8; r++) {
      expect([...at(m, 8, r).boards].sort((a, b) => a - b)).toEqual(at(m, 1, r).boards);
      const inPlay = new Set(m.rows.filter((x) => x.round === r).flatMap((x) => x.boards));
      expect(inPlay.size).toBe(7 * 3);
    }
    expect(m.shares).toEqual([[1, 8]]);
    expect(checkMovement(m).problems).toEqual([]);
  });
  it('the relay set moves from table T/2 + 1 to the relay and on to table T/2', () => {
    const m = unwrap(makeMitchell({ tables: 6, variant: 'relay', boardsPerRound: 1 }));
    const b = at(m, 4, 1).boards[0]!;
    const where = (round: number): number[] =>
      m.rows.filter((x) => x.round === round && x.boards.includes(b)).map((x) => x.table);
    expect([where(1), where(2), where(3)]).toEqual([[4], [], [3]]);
  });
});

describe('Mitchell variants', () => {
  it('a half table leaves NS pair T out and its EW opponents sit out', () => {
    const m = unwrap(makeMitchell({ tables: 7, pairs: 13 }));
    expect(m.name).toBe('mitchell-6.5');
    expect(m.rows.filter((r) => r.table === 7).every((r) => r.ns === null)).toBe(true);
    expect(checkMovement(m).problems).toEqual([]);
  });
  it('an NS rover: 5½ tables go out → T2 → T4 → T1 → T3 (scoring reference §3.1)', () => {
    const m = unwrap(makeMitchell({ tables: 5, pairs: 11, rover: true }));
    expect(m.name).toBe('mitchell-5.5-rover');
    const tables = [1, 2, 3, 4, 5].map((r) => m.rows.find((x) => x.round === r && x.ns === 11)?.table ?? 'out');
    expect(tables).toEqual(['out', 2, 4, 1, 3]);
    expect(checkMovement(m).problems).toEqual([]);
  });
  it('NS rovers for 7, 11 and 13 tables pass; 9 tables (a forced repeat) is refused', () => {
    for (const T of [7, 11, 13])
      expect(checkMovement(unwrap(makeMitchell({ tables: T, rover: true }))).problems).toEqual([]);
    expect(makeMitchell({ tables: 9, rover: true }).ok).toBe(false);
  });
  it('an arrow switch turns the last round (one winner) and the last two from 12 rounds', () => {
    const seven = unwrap(makeMitchell({ tables: 7, arrowSwitch: true }));
    expect(seven.winners).toBe(1);
    expect(seven.rows.filter((r) => r.switched).map((r) => r.round)).toEqual([7, 7, 7, 7, 7, 7, 7]);
    expect(at(seven, 3, 7).ew).toBe(3);
    const thirteen = unwrap(makeMitchell({ tables: 13, arrowSwitch: true }));
    expect(new Set(thirteen.rows.filter((r) => r.switched).map((r) => r.round))).toEqual(new Set([12, 13]));
    expect(checkMovement(seven).balance).toBeGreaterThan(80);
  });
  it('every size and variant from 3 to 25 tables passes the validator (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 25 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        (T, relay, arrow, half, b) => {
          const even = T % 2 === 0;
          const r = makeMitchell({
            tables: T,
            boardsPerRound: b,
            variant: even ? (relay || arrow ? 'relay' : 'skip') : undefined,
            arrowSwitch: arrow,
            pairs: half ? 2 * T - 1 : 2 * T,
          });
          const m = unwrap(r);
          expect(checkMovement(m).problems).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
  it('refuses what it cannot make', () => {
    expect(makeMitchell({ tables: 2 }).ok).toBe(false);
    expect(makeMitchell({ tables: 7, variant: 'skip' }).ok).toBe(false);
    expect(makeMitchell({ tables: 8, arrowSwitch: true }).ok).toBe(false);
    expect(makeMitchell({ tables: 7, pairs: 12 }).ok).toBe(false);
  });
});
