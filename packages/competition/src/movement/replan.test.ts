// Re-planning in play (research note §8.2 "movements that adapt"; issue 23: a pair arriving late
// or leaving after round k, or a table that must sit out).
import { describe, expect, it } from 'vitest';
import { makeHowell } from './howell.js';
import { individual8 } from './individual.js';
import { makeMitchell } from './mitchell.js';
import { makeRoundRobin } from './teams.js';
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
  it('refuses unknown pairs and tables', () => {
    expect(replanMovement(mitchell, 0, { kind: 'pair-left', pair: 99, afterRound: 1 })).toMatchObject({
      ok: false,
      error: { code: 'replan/bad-change' },
    });
    expect(replanMovement(mitchell, 0, { kind: 'table-out', table: 9, fromRound: 1 })).toMatchObject({
      ok: false,
      error: { code: 'replan/bad-change' },
    });
    expect(replanMovement(individual8(), 0, { kind: 'table-out', table: 3, fromRound: 1 })).toMatchObject({
      ok: false,
      error: { code: 'replan/bad-change' },
    });
  });
  it('late and left name any participant: for pairs they are late-pair and pair-left', () => {
    const a = unwrap(replanMovement(mitchell, 3, { kind: 'left', participant: 10, afterRound: 3 }));
    const b = unwrap(replanMovement(mitchell, 3, { kind: 'pair-left', pair: 10, afterRound: 3 }));
    expect(a).toEqual(b);
  });
});

describe('replanMovement, individual movements', () => {
  const ind = individual8();
  it("a player leaving empties their seat; that table's other players sit out, the rest is unchanged", () => {
    const r = unwrap(replanMovement(ind, 3, { kind: 'left', participant: 5, afterRound: 3 }));
    expect(playedRows(r.movement, 3)).toEqual(playedRows(ind, 3));
    const later = r.rows.filter((x) => x.round > 3);
    expect(later.some((x) => x.players!.includes(5))).toBe(false);
    expect(later.filter((x) => x.players!.includes(null))).toHaveLength(ind.rounds - 3);
    expect(checkMovement(r.movement).problems).toEqual([]);
  });
  it('a late player takes the empty seat left by another', () => {
    const left = unwrap(replanMovement(ind, 2, { kind: 'left', participant: 5, afterRound: 2 })).movement;
    const r = unwrap(replanMovement({ ...left, participants: 9 }, 2, { kind: 'late', participant: 9, fromRound: 3 }));
    const seats = (m: Movement, p: number): string[] =>
      m.rows
        .filter((x) => x.round >= 3 && x.players!.includes(p))
        .map((x) => `${x.round}/${x.table}/${x.players!.indexOf(p)}`);
    expect(seats(r.movement, 9)).toEqual(seats(ind, 5));
    expect(checkMovement(r.movement).problems).toEqual([]);
  });
  it('a late player who cannot be seated is refused', () => {
    expect(replanMovement(ind, 0, { kind: 'late', participant: 3, fromRound: 2 })).toMatchObject({
      ok: false,
      error: { code: 'replan/bad-change' },
    });
    const left = unwrap(replanMovement(ind, 2, { kind: 'left', participant: 5, afterRound: 2 })).movement;
    const back = unwrap(replanMovement(left, 4, { kind: 'late', participant: 5, fromRound: 5 }));
    expect(back.movement.rows.filter((x) => x.round >= 5 && x.players!.includes(null))).toHaveLength(0);
    expect(checkMovement(back.movement).problems).toEqual([]);
    expect(replanMovement(ind, 0, { kind: 'late', participant: 1, fromRound: 2 })).toMatchObject({ ok: false });
  });
  it('a table out sits its four players out for those rounds', () => {
    const r = unwrap(replanMovement(ind, 1, { kind: 'table-out', table: 2, fromRound: 2, toRound: 3 }));
    const t2 = r.movement.rows.filter((x) => x.table === 2 && x.round >= 2 && x.round <= 3);
    expect(t2.every((x) => x.players!.every((p) => p === null))).toBe(true);
    expect(r.moves).toEqual(['table 2 sits out rounds 2-3']);
  });
});

describe('replanMovement, teams movements', () => {
  const rr = unwrap(makeRoundRobin({ teams: 6, boards: 8 }));
  it('a team leaving is taken out of both rooms of its later matches; its opponents have a bye', () => {
    const r = unwrap(replanMovement(rr, 4, { kind: 'left', participant: 6, afterRound: 4 }));
    expect(playedRows(r.movement, 4)).toEqual(playedRows(rr, 4));
    expect(r.rows.some((x) => x.ns === 6 || x.ew === 6)).toBe(false);
    expect(r.moves[0]).toMatch(/^team 6 leaves after round 4; teams 3, 4, 5 have a bye instead$/);
    expect(checkMovement(r.movement).problems).toEqual([]);
    expect(replanMovement(rr, 3, { kind: 'left', participant: 6, afterRound: 3 })).toMatchObject({
      ok: false,
      error: { code: 'replan/bad-change' },
    });
  });
  it('a late team plays the team with a bye, in both rooms at two new tables', () => {
    const five = unwrap(makeRoundRobin({ teams: 5, boards: 8, odd: 'bye' }));
    const grown: Movement = { ...five, participants: 6 };
    const r = unwrap(replanMovement(grown, 2, { kind: 'late', participant: 6, fromRound: 3 }));
    for (let round = 3; round <= five.rounds; round++) {
      const rows = r.movement.rows.filter((x) => x.round === round && (x.ns === 6 || x.ew === 6));
      expect(
        rows.map((x) => x.table),
        `round ${round}`,
      ).toEqual([5, 6]);
    }
    expect(r.movement.tables).toBe(6);
    expect(r.moves[0]).toMatch(/^round 3: team 6 plays team \d at tables 5-6$/);
    expect(checkMovement(r.movement).problems).toEqual([]);
  });
  it('a table out cancels its whole match, both rooms, and refuses a match already started', () => {
    const r = unwrap(replanMovement(rr, 2, { kind: 'table-out', table: 1, fromRound: 3 }));
    const at = rr.rows.find((x) => x.table === 1 && x.round === 3)!;
    const gone = r.movement.rows.filter((x) => x.round >= 3 && x.round <= 4 && x.ns === null);
    expect(gone).toHaveLength(4);
    expect(r.moves).toEqual([`round 3: the match of teams ${at.ns} and ${at.ew} is not played (table 1 out)`]);
    expect(checkMovement(r.movement).problems).toEqual([]);
    expect(replanMovement(rr, 3, { kind: 'table-out', table: 1, fromRound: 4 })).toMatchObject({
      ok: false,
      error: { code: 'replan/played-round' },
    });
  });
});
