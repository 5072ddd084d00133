// Guide cards (issue 24: "the move (NS stay; EW to table 3; boards to table 1)"): read from the
// movement's rows; a Mitchell's NS stay, EW move up one table, boards down one (research note §3.2).
import { describe, expect, it } from 'vitest';
import { makeGuideCards } from './guide.js';
import { makeHowell } from './howell.js';
import { makeMitchell } from './mitchell.js';
import type { Movement } from './types.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('guide cards', () => {
  it('a 5-table Mitchell: NS stay, EW up one table, boards down one, nothing after the last round', () => {
    const cards = makeGuideCards(unwrap(makeMitchell({ tables: 5, boardsPerRound: 3 })));
    expect(cards.map((c) => c.table)).toEqual([1, 2, 3, 4, 5]);
    for (const c of cards) {
      expect(c.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5]);
      for (const r of c.rounds.slice(0, -1))
        expect(r.next).toEqual({
          ns: { table: c.table, direction: 'NS' },
          ew: { table: (c.table % 5) + 1, direction: 'EW' },
          boardsTo: c.table === 1 ? 5 : c.table - 1,
          boardsRest: false,
        });
      expect(c.rounds.at(-1)!.next).toBeNull();
    }
  });

  it('every move of a Howell leads to the seat and the boards of the next round', () => {
    const m: Movement = unwrap(makeHowell({ tables: 4 }));
    const cards = makeGuideCards(m);
    const row = (table: number, round: number) => m.rows.find((r) => r.table === table && r.round === round)!;
    let moves = 0;
    let rests = 0;
    for (const c of cards)
      for (const r of c.rounds) {
        if (!r.next) continue;
        for (const [pair, seat] of [
          [r.ns, r.next.ns],
          [r.ew, r.next.ew],
        ] as const) {
          if (pair === null || !seat || seat.table === null) continue;
          const there = row(seat.table, r.round + 1);
          expect(seat.direction === 'NS' ? there.ns : there.ew).toBe(pair);
          moves++;
        }
        if (r.next.boardsTo !== null) expect(row(r.next.boardsTo, r.round + 1).boards).toEqual(r.boards);
        // Boards that rest (a Howell has more sets than tables) are not at any table next round.
        if (r.next.boardsRest) {
          rests++;
          expect(m.rows.some((x) => x.round === r.round + 1 && x.boards.includes(r.boards[0]!))).toBe(false);
        }
      }
    expect(moves).toBe(2 * 4 * (m.rounds - 1));
    expect(rests).toBeGreaterThan(0);
  });
});
