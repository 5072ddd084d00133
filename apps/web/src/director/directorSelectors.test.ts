// The director console's selectors (issue 24 "Run the evening"; competition-research.md §8.1
// row 8: a grid of tables with entered / waiting / late), over sessions built by the engine.
import { describe, expect, it } from 'vitest';
import { step } from '@biritch/competition';
import { unwrap } from '@biritch/core';
import { clubSession } from '../club/fixtures.js';
import {
  makeFoulCommand,
  participantNames,
  selectBoardPlaces,
  selectFouledBoards,
  selectParticipants,
  selectRoundControl,
  selectTableGrid,
  timerView,
} from './directorSelectors.js';

describe('round control', () => {
  it('offers round 1 once the movement and boards are set, before any round', () => {
    const c = selectRoundControl(clubSession([], { startRound: false }), 'A');
    expect(c).toMatchObject({ rounds: 3, inPlay: null, next: 1, canStart: true, canClose: false, finished: false });
  });

  it('offers to close the round in play and nothing to start meanwhile', () => {
    expect(selectRoundControl(clubSession(), 'A')).toMatchObject({
      inPlay: 1,
      next: null,
      canStart: false,
      canClose: true,
    });
  });

  it('offers the next round after a close', () => {
    const s = unwrap(step(clubSession(), { type: 'closeRound', section: 'A', round: 1 }, { kind: 'director' })).state;
    expect(selectRoundControl(s, 'A')).toMatchObject({ inPlay: null, next: 2, closed: 1 });
  });

  it('knows no unknown section', () => {
    expect(selectRoundControl(clubSession(), 'Z')).toBeNull();
  });
});

describe('the grid of tables', () => {
  it('shows each table of the round with its pairs, names and boards', () => {
    const g = selectTableGrid(clubSession(), 'A', 1, { late: false });
    expect(g.rows.map((r) => [r.table, r.ns, r.ew, r.boards.map((b) => b.board)])).toEqual([
      [1, '1', '4', [1, 2]],
      [2, '2', '5', [3, 4]],
      [3, '3', '6', [5, 6]],
    ]);
    expect(g.rows[0]!.nsNames).toBe('Ann 1 – Bob 1');
  });

  it('tells entered, waiting for confirmation and done apart', () => {
    const s = clubSession([
      [1, 1, 1, '4S', 'N', 10, true],
      [1, 1, 2, '4S', 'N', 10, true],
      [1, 2, 3, '3NT', 'S', 9, false],
    ]);
    const g = selectTableGrid(s, 'A', 1, { late: false });
    expect(g.rows.map((r) => r.status)).toEqual(['done', 'toConfirm', 'playing']);
    expect(g.rows[1]).toMatchObject({ entered: 1, toConfirm: 1 });
    expect(g.rows[1]!.boards.map((b) => b.state)).toEqual(['entered', 'none']);
    expect(g.done).toBe(1);
  });

  it('marks the tables not done as late once the time is up', () => {
    const s = clubSession([
      [1, 1, 1, '4S', 'N', 10, true],
      [1, 1, 2, '4S', 'N', 10, true],
    ]);
    expect(selectTableGrid(s, 'A', 1, { late: true }).rows.map((r) => r.status)).toEqual(['done', 'late', 'late']);
  });

  it('counts an adjusted board as done', () => {
    let s = clubSession([[1, 1, 1, '4S', 'N', 10, true]]);
    s = unwrap(
      step(
        s,
        { type: 'adjustScore', section: 'A', round: 1, table: 1, board: 2, ns: 'average', ew: 'average' },
        { kind: 'director' },
      ),
    ).state;
    const row = selectTableGrid(s, 'A', 1, { late: false }).rows[0]!;
    expect(row.boards.map((b) => b.state)).toEqual(['confirmed', 'adjusted']);
    expect(row.status).toBe('done');
  });

  it('flags a result far from double dummy for the director', () => {
    let s = clubSession([], { startRound: false });
    const dd = Object.fromEntries(
      (['N', 'E', 'S', 'W'] as const).map((seat) => [
        seat,
        { C: 0, D: 0, H: 0, S: seat === 'N' || seat === 'S' ? 13 : 0, NT: 0 },
      ]),
    );
    s = unwrap(
      step(
        s,
        {
          type: 'setBoards',
          boards: [1, 2, 3, 4, 5, 6].map((board) => ({
            board,
            deal: 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432',
            doubleDummy: dd as never,
          })),
        },
        { kind: 'director' },
      ),
    ).state;
    s = unwrap(step(s, { type: 'startRound', section: 'A', round: 1 }, { kind: 'director' })).state;
    s = unwrap(
      step(
        s,
        {
          type: 'enterResult',
          section: 'A',
          round: 1,
          table: 1,
          board: 1,
          ns: '1',
          ew: '4',
          contract: '4S',
          declarer: 'N',
          tricks: 8,
        },
        { kind: 'table', section: 'A', table: 1 },
      ),
    ).state;
    const row = selectTableGrid(s, 'A', 1, { late: false }).rows[0]!;
    expect(row.flagged).toBe(true);
    expect(row.boards[0]!.flagged).toBe(true);
  });
});

describe('pairs', () => {
  it("lists the section's pairs in number order with names", () => {
    const p = selectParticipants(clubSession(), 'A');
    expect(p.map((x) => x.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(p[5]).toEqual({ id: '6', names: 'Ann 6 – Bob 6', phantom: false });
  });

  it('has no names for an unknown pair', () => {
    expect(participantNames(clubSession(), 'A', '99')).toBe('');
    expect(participantNames(clubSession(), 'A', null)).toBe('');
  });
});

describe('the round timer', () => {
  it('counts whole minutes left, rounded up', () => {
    expect(timerView(0, 20, 30_000)).toEqual({ left: 20, warning: false, over: false });
    expect(timerView(0, 20, 14 * 60_000 + 1)).toEqual({ left: 6, warning: false, over: false });
  });

  it('warns in the last five minutes and says when time is up', () => {
    expect(timerView(0, 20, 16 * 60_000)).toEqual({ left: 4, warning: true, over: false });
    expect(timerView(0, 20, 20 * 60_000)).toEqual({ left: 0, warning: false, over: true });
  });
});

describe('fouled boards (Law 87)', () => {
  it('lists every table that plays a board, by round', () => {
    const places = selectBoardPlaces(clubSession(), 'A', 1);
    expect(places).toHaveLength(3); // a 3-table Mitchell: each board at every table once
    expect(places[0]).toMatchObject({ round: 1, table: 1, ns: '1', ew: '4', version: null });
  });

  it('refuses to make a foul of one version: nothing ticked, or every table ticked', () => {
    const state = clubSession();
    const all = selectBoardPlaces(state, 'A', 1);
    expect(makeFoulCommand(state, 'A', 1, [])).toBeNull();
    expect(makeFoulCommand(state, 'A', 1, all)).toBeNull();
  });

  it('the command the engine accepts shows the board as fouled, version by version', () => {
    const state = clubSession();
    const cmd = makeFoulCommand(state, 'A', 1, [{ round: 1, table: 1 }]);
    if (!cmd) throw new Error('no command');
    const fouled = unwrap(step(state, cmd, { kind: 'director' })).state;
    const list = selectFouledBoards(fouled, 'A');
    expect(list.map((f) => [f.board, f.versions.map((v) => [v.version, v.places.map((p) => p.table)])])).toEqual([
      [
        1,
        [
          [
            'A',
            selectBoardPlaces(state, 'A', 1)
              .slice(1)
              .map((p) => p.table),
          ],
          ['B', [1]],
        ],
      ],
    ]);
  });
});
