/**
 * Test material for the club screens: a real session built with the competition engine (a
 * 3-table Mitchell from the engine's own `makeMitchell`, six pairs, boards dealt by core's rules)
 * and table views shaped as the server sends them. Used by the tests beside each screen only.
 *
 * ```ts
 * const s = clubSession([[1, 1, 1, '4S', 'N', 10, true]]);  // round 1, table 1, board 1: 4♠ N made, confirmed
 * ```
 */
import {
  initialSessionState,
  makeMitchell,
  step,
  type SessionActor,
  type SessionCommand,
  type SessionState,
} from '@biritch/competition';
import { boardDealer, boardVulnerability, unwrap, type Seat } from '@biritch/core';
import type { SessionTableView } from '@biritch/protocol';

const director: SessionActor = { kind: 'director' };

/** One result to enter: round, table, board, contract, declarer, tricks, confirmed. */
export type FixtureResult = readonly [number, number, number, string, Seat, number, boolean];

/** A 3-table Mitchell session (pairs 1–3 NS, 4–6 EW) with round 1 started and the given results. */
export function clubSession(results: readonly FixtureResult[] = [], opts: { startRound?: boolean } = {}): SessionState {
  const movement = unwrap(makeMitchell({ tables: 3, boardsPerRound: 2 }));
  const cmds: [SessionCommand, SessionActor][] = [
    [{ type: 'describeEvent', name: 'Tuesday pairs', session: 1 }, director],
    [{ type: 'addSection', section: 'A', tables: 3, winners: 2 }, director],
  ];
  for (let n = 1; n <= 6; n++) {
    cmds.push([{ type: 'registerPlayer', player: { id: `p${n}a`, name: `Ann ${n}` } }, director]);
    cmds.push([{ type: 'registerPlayer', player: { id: `p${n}b`, name: `Bob ${n}` } }, director]);
    cmds.push([
      {
        type: 'registerParticipant',
        participant: { kind: 'pair', id: String(n), section: 'A', players: [`p${n}a`, `p${n}b`] },
      },
      director,
    ]);
  }
  cmds.push([{ type: 'chooseMovement', section: 'A', movement }, director]);
  // North holds the spades, East the hearts, South the diamonds, West the clubs.
  const deal = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
  cmds.push([
    { type: 'setBoards', boards: Array.from({ length: movement.boards }, (_, i) => ({ board: i + 1, deal })) },
    director,
  ]);
  if (opts.startRound !== false) cmds.push([{ type: 'startRound', section: 'A', round: 1 }, director]);
  let state = initialSessionState();
  for (const [c, a] of cmds) state = unwrap(step(state, c, a)).state;
  for (const [round, table, board, contract, declarer, tricks, confirmed] of results) {
    const row = movement.rows.find((r) => r.round === round && r.table === table)!;
    const place = { section: 'A', round, table, board };
    state = unwrap(
      step(
        state,
        { type: 'enterResult', ...place, ns: String(row.ns), ew: String(row.ew), contract, declarer, tricks },
        { kind: 'table', section: 'A', table },
      ),
    ).state;
    if (confirmed)
      state = unwrap(
        step(state, { type: 'confirmResult', ...place }, { kind: 'table', section: 'A', table, side: 'EW' }),
      ).state;
  }
  return state;
}

/** A table view as the server sends it, for table 1 of round 1 of `clubSession`. */
export function tableView(overrides: Partial<SessionTableView> = {}): SessionTableView {
  const board = (n: number) => ({
    board: n,
    dealer: boardDealer(n),
    vulnerability: boardVulnerability(n),
    result: null,
    enteredBy: null,
    confirmed: false,
    flagged: false,
    adjusted: false,
    traveller: null,
    percent: null,
  });
  return {
    section: 'A',
    table: 1,
    round: 1,
    roundState: 'started',
    ns: { id: '1', names: ['Ann 1', 'Bob 1'] },
    ew: { id: '4', names: ['Ann 4', 'Bob 4'] },
    players: null,
    boards: [board(1), board(2)],
    move: {
      round: 2,
      ns: { id: '1', table: 1, direction: 'NS' },
      ew: { id: '4', table: 2, direction: 'EW' },
      boardsTo: 3,
    },
    finished: false,
    ...overrides,
  };
}
