// Re-planning in play (research note §8.2 "movements that adapt"; issue 23: a pair arriving late
// or leaving after round k, or a table that must sit out).
import { describe, expect, it } from 'vitest';
import { makeHowell } from './howell.js';
import { individual8 } from './individual.js';
import { makeMitchell } from './mitchell.js';
import { replanMovement } from './replan.js';
import type { Movement } from './types.js';
import { checkMovement } from './validate.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const playedRows = (m: Movement, k: number): Movement['rows'] => m.rows.filter((r) => r.round <= k);

describe('replanMovement', () => {
  const mitchell = unwrap(makeMitchell({ tables: 7 }));
  it('a pair leaving: played rounds unchanged, the pair gone afterwards, its opponents sit out', () => {
    const r = unwrap(replanMovement(mitchell, 3, { kind: 'pair-left', pair: 10, afterRound: 3 }));
    expect(playedRows(r.movement, 3)).toEqual(playedRows(mitchell, 3));
    expect(r.rows.every((x) => x.round > 3 && x.ns !== 10 && x.ew !== 10)).toBe(true);
    expect(r.rows.filter((x) => x.ew === null)).toHaveLength(4);
    expect(r.moves).toEqual(['pair 10 leaves after round 3']);
  });
  it('lonely pairs are seated against each other where they have not met and the boards are new', () => {
    // The first 9 rounds of the 8-table Howell (no published 9-round one): pairs that have not met remain.
    const h = unwrap(makeHowell({ tables: 8, pairs: 15, rounds: 9 }));
    const r = unwrap(replanMovement(h, 2, { kind: 'pair-left', pair: 1, afterRound: 2 }));
    expect(r.moves).toEqual([
      'pair 1 leaves after round 2',
      'round 3: pair 7 plays pair 3 at table 1',
      'round 6: pair 6 plays pair 9 at table 3',
      'round 7: pair 12 plays pair 7 at table 1',
      'round 9: pair 9 plays pair 15 at table 8',
    ]);
    expect(checkMovement(r.movement).problems).toEqual([]);
    expect(playedRows(r.movement, 2)).toEqual(playedRows(h, 2));
    // Fewer sit-outs than simply leaving the seats empty.
    const idle = (m: Movement): number =>
      m.rows.filter((x) => x.round > 2 && (x.ns === null) !== (x.ew === null)).length;
    const plain = h.rows.filter((x) => x.round > 2 && (x.ns === null || x.ns === 1 || x.ew === 1)).length;
    expect(idle(r.movement)).toBeLessThan(plain);
  });
  it('a late pair takes the phantom seat from its first round', () => {
    const half = unwrap(makeMitchell({ tables: 7, pairs: 13 }));
    const r = unwrap(replanMovement(half, 2, { kind: 'late-pair', pair: 7, fromRound: 3 }));
    expect(r.movement.rows.filter((x) => x.table === 7).map((x) => x.ns)).toEqual([null, null, 7, 7, 7, 7, 7]);
    expect(checkMovement(r.movement).problems).toEqual([]);
  });
  it('a table that must sit out leaves its pairs out for those rounds only', () => {
    const r = unwrap(replanMovement(mitchell, 1, { kind: 'table-out', table: 3, fromRound: 4, toRound: 5 }));
    const t3 = r.movement.rows.filter((x) => x.table === 3).map((x) => x.ns);
    expect(t3).toEqual([3, 3, 3, null, null, 3, 3]);
    expect(r.rows).toHaveLength(6 * 7);
  });
  it('refuses to change a played round', () => {
    const r = replanMovement(mitchell, 3, { kind: 'pair-left', pair: 10, afterRound: 2 });
    expect(r).toMatchObject({ ok: false, error: { code: 'replan/played-round' } });
  });
  it('refuses a late pair where no seat is empty', () => {
    const r = replanMovement(mitchell, 0, { kind: 'late-pair', pair: 15, fromRound: 2 });
    expect(r).toMatchObject({ ok: false, error: { code: 'replan/no-seat' } });
  });
  it('refuses unknown pairs, tables and non-pairs movements', () => {
    expect(replanMovement(mitchell, 0, { kind: 'pair-left', pair: 99, afterRound: 1 })).toMatchObject({
      ok: false,
      error: { code: 'replan/bad-change' },
    });
    expect(replanMovement(mitchell, 0, { kind: 'table-out', table: 9, fromRound: 1 })).toMatchObject({
      ok: false,
      error: { code: 'replan/bad-change' },
    });
    expect(replanMovement(individual8(), 0, { kind: 'table-out', table: 1, fromRound: 1 })).toMatchObject({
      ok: false,
      error: { code: 'replan/bad-change' },
    });
  });
});
