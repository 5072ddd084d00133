// A player's name at the table (issue 26, "Accounts": "a player's name shows at the table and in
// the auction and results"): the table info names signed-in players; the selectors carry the name
// to the seat's nameplate, the auction's column and the result; guests stay "Player".
import { describe, expect, it } from 'vitest';
import { scriptedTable } from '../testing/scriptedTable.js';
import { tableInfo } from '../testing/tableInfo.js';
import { namesOf, selectTable } from '../selectors.js';

const info = tableInfo({
  seats: {
    N: { status: 'taken', connected: true, heldUntil: null, name: 'Ada' },
    E: { status: 'robot', connected: true, heldUntil: null },
    S: { status: 'taken', connected: false, heldUntil: null },
    W: { status: 'open', connected: false, heldUntil: null },
  },
});

describe("a signed-in player's name", () => {
  it('is the occupant of their seat; a guest is "Player" and a robot "Robot"', () => {
    const t = scriptedTable();
    const m = selectTable(t.view('E'), 'E', info);
    const bySeat = Object.fromEntries(Object.values(m.seats).map((s) => [s.seat, s.occupant]));
    expect(bySeat).toEqual({ N: 'Ada', E: 'Robot', S: 'Player', W: null });
  });
  it("heads the player's column of the auction and is kept by seat for the result", () => {
    const t = scriptedTable();
    t.call('N', '1S');
    const m = selectTable(t.view('E'), 'E', info);
    expect(m.auction?.columns.find((c) => c.seat === 'N')?.name).toBe('Ada');
    expect(m.auction?.columns.find((c) => c.seat === 'S')).not.toHaveProperty('name');
    expect(m.names).toEqual({ N: 'Ada', E: null, S: null, W: null });
    expect(namesOf(null)).toEqual({ N: null, E: null, S: null, W: null });
  });
});
