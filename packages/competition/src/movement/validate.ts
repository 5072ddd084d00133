/**
 * The movement validator: the checklist of research note §3.7 as coded problems, plus the balance
 * figure of a one-winner movement (how evenly each pair is compared with each other pair, in the
 * spirit of BALANS, §3.3).
 *
 * ```ts
 * const c = checkMovement(makeMitchell({ tables: 7 }).value);
 * c.problems; // [] — every pair plays every board once, every NS meets every EW once
 * const v = validateMovement(m); // Result<Movement, MovementError>: the first problem, located
 * ```
 * Problems carry the round, the table and the index of the row in `rows`, so a file reader can
 * point at the line.
 */
import type { CodedError, Result } from '@biritch/core';
import type { Movement, MovementRow } from './types.js';

/** Stable codes of the movement checks. */
export type MovementProblemCode =
  | 'movement/bad-shape'
  | 'movement/bad-row'
  | 'movement/table-twice'
  | 'movement/seated-twice'
  | 'movement/bad-participant'
  | 'movement/bad-board'
  | 'movement/board-count'
  | 'movement/board-replayed'
  | 'movement/board-in-two-places'
  | 'movement/repeat-meeting'
  | 'movement/partner-twice'
  | 'movement/changes-direction'
  | 'movement/ns-misses-board'
  | 'movement/teams-unmatched-board';

/** One thing wrong with a movement, with where it is. */
export interface MovementProblem extends CodedError<MovementProblemCode> {
  readonly round?: number | undefined;
  readonly table?: number | undefined;
  /** Index of the offending row in `movement.rows`. */
  readonly row?: number | undefined;
}

/** A refused movement: the first problem, and all of them. */
export interface MovementError extends CodedError<MovementProblemCode> {
  readonly round?: number | undefined;
  readonly table?: number | undefined;
  readonly row?: number | undefined;
  readonly problems: readonly MovementProblem[];
}

/** What the validator found. */
export interface MovementCheck {
  readonly problems: readonly MovementProblem[];
  /**
   * One-winner pairs movements: 100 when every pair of pairs is compared equally often (see
   * `balanceOf`); null for two-winner, individual and teams movements.
   */
  readonly balance: number | null;
  /** Fewest and most plays of a board (unequal counts mean Neuberg factoring). */
  readonly plays: { readonly min: number; readonly max: number };
  /** Boards the busiest participant plays. */
  readonly boardsPlayed: number;
}

const problem = (
  code: MovementProblemCode,
  message: string,
  where: { round?: number; table?: number; row?: number } = {},
): MovementProblem => ({ code, message, ...where });

/** Checks a movement against every rule of §3.7 and measures its balance. */
export function checkMovement(m: Movement): MovementCheck {
  const problems: MovementProblem[] = [];
  const shape = checkShape(m, problems);
  if (!shape) return { problems, balance: null, plays: { min: 0, max: 0 }, boardsPlayed: 0 };
  checkBoardsInPlace(m, problems);
  if (m.kind === 'individual') checkIndividual(m, problems);
  else if (m.kind === 'teams') checkTeams(m, problems);
  else checkPairs(m, problems);
  const plays = playsPerBoard(m);
  const values = [...plays.values()];
  return {
    problems,
    balance: m.kind === 'pairs' && m.winners === 1 ? balanceOf(m) : null,
    plays: { min: values.length ? Math.min(...values) : 0, max: values.length ? Math.max(...values) : 0 },
    boardsPlayed: maxBoardsPlayed(m),
  };
}

/** The movement if it passes every check, else its first problem (with all of them). */
export function validateMovement(m: Movement): Result<Movement, MovementError> {
  const { problems } = checkMovement(m);
  const first = problems[0];
  if (!first) return { ok: true, value: m };
  return { ok: false, error: { ...first, problems } };
}

/** Who sits at a row, as a list of participant numbers (null seats left out). */
export function seatedAt(row: MovementRow): number[] {
  const ids = row.players ? [...row.players] : [row.ns, row.ew];
  return ids.filter((x): x is number => x !== null);
}

/** Whether a row is a real play (every seat taken). */
export function isPlayed(row: MovementRow): boolean {
  return row.players ? row.players.every((p) => p !== null) : row.ns !== null && row.ew !== null;
}

function checkShape(m: Movement, out: MovementProblem[]): boolean {
  const before = out.length;
  for (const [k, v] of [
    ['tables', m.tables],
    ['rounds', m.rounds],
    ['participants', m.participants],
    ['boards', m.boards],
    ['boardsPerRound', m.boardsPerRound],
  ] as const) {
    if (!Number.isInteger(v) || v < 1)
      out.push(problem('movement/bad-shape', `${k} must be a whole number of at least 1, not ${v}`));
  }
  if (out.length > before) return false;
  const seen = new Set<string>();
  m.rows.forEach((r, i) => {
    const at = { round: r.round, table: r.table, row: i };
    if (!Number.isInteger(r.table) || r.table < 1 || r.table > m.tables) {
      out.push(problem('movement/bad-row', `row ${i + 1}: table ${r.table} is not 1 to ${m.tables}`, at));
      return;
    }
    if (!Number.isInteger(r.round) || r.round < 1 || r.round > m.rounds) {
      out.push(problem('movement/bad-row', `row ${i + 1}: round ${r.round} is not 1 to ${m.rounds}`, at));
      return;
    }
    const key = `${r.section}/${r.table}/${r.round}`;
    if (seen.has(key))
      out.push(problem('movement/table-twice', `table ${r.table} has two rows in round ${r.round}`, at));
    seen.add(key);
    const ids = r.players ? [...r.players] : [r.ns, r.ew];
    if (m.kind === 'individual' && !r.players) {
      out.push(problem('movement/bad-row', `row ${i + 1}: an individual movement gives the four players`, at));
    }
    for (const p of ids) {
      if (p !== null && (!Number.isInteger(p) || p < 1 || p > m.participants)) {
        out.push(
          problem('movement/bad-participant', `row ${i + 1}: ${p} is not a participant (1 to ${m.participants})`, at),
        );
      }
    }
    if (r.boards.length !== m.boardsPerRound) {
      out.push(
        problem(
          'movement/bad-row',
          `row ${i + 1}: ${r.boards.length} boards, the movement says ${m.boardsPerRound} a round`,
          at,
        ),
      );
    }
    for (const b of r.boards) {
      if (!Number.isInteger(b) || b < 1)
        out.push(problem('movement/bad-board', `row ${i + 1}: ${b} is not a board number`, at));
    }
    if (new Set(r.boards).size !== r.boards.length) {
      out.push(problem('movement/board-replayed', `row ${i + 1}: a board is listed twice`, at));
    }
  });
  if (out.length > before) return false;
  // Seated twice in one round (the same participant at two tables, or twice at one). A team
  // sits in both rooms, so for teams the direction is part of the seat.
  const byRound = new Map<number, Set<string>>();
  m.rows.forEach((r, i) => {
    const seats = byRound.get(r.round) ?? new Set<string>();
    byRound.set(r.round, seats);
    const ids =
      m.kind === 'teams'
        ? ([
            [r.ns, 'NS'],
            [r.ew, 'EW'],
          ] as const)
        : seatedAt(r).map((p) => [p, ''] as const);
    for (const [p, dir] of ids) {
      if (p === null) continue;
      const key = `${p}${dir}`;
      if (seats.has(key)) {
        out.push(
          problem('movement/seated-twice', `${label(m)} ${p} is seated twice in round ${r.round}`, {
            round: r.round,
            table: r.table,
            row: i,
          }),
        );
      }
      seats.add(key);
    }
  });
  const distinct = new Set(m.rows.flatMap((r) => r.boards)).size;
  if (distinct !== m.boards)
    out.push(problem('movement/board-count', `the rows use ${distinct} boards, the movement says ${m.boards}`));
  return out.length === before;
}

function label(m: Movement): string {
  return m.kind === 'individual' ? 'player' : m.kind === 'teams' ? 'team' : 'pair';
}

/** A board at one table a round, unless the tables share it or the boards are duplicated (§3.7.2). */
function checkBoardsInPlace(m: Movement, out: MovementProblem[]): void {
  if (m.duplicated) return;
  const groupOf = new Map<number, number>();
  (m.shares ?? []).forEach((g, i) => {
    g.forEach((t) => {
      groupOf.set(t, i);
    });
  });
  const where = new Map<string, { table: number; row: number }>();
  m.rows.forEach((r, i) => {
    for (const b of r.boards) {
      const key = `${r.section}/${r.round}/${b}`;
      const other = where.get(key);
      if (other) {
        const g = groupOf.get(r.table);
        if (g === undefined || g !== groupOf.get(other.table)) {
          out.push(
            problem(
              'movement/board-in-two-places',
              `board ${b} is at tables ${other.table} and ${r.table} in round ${r.round}`,
              { round: r.round, table: r.table, row: i },
            ),
          );
        }
      } else where.set(key, { table: r.table, row: i });
    }
  });
}

function checkBoardsOnce(m: Movement, out: MovementProblem[], whoPlays: (r: MovementRow) => number[]): void {
  const played = new Map<number, Set<number>>();
  m.rows.forEach((r, i) => {
    if (!isPlayed(r)) return;
    for (const p of whoPlays(r)) {
      const set = played.get(p) ?? new Set<number>();
      played.set(p, set);
      for (const b of r.boards) {
        if (set.has(b))
          out.push(
            problem('movement/board-replayed', `${label(m)} ${p} plays board ${b} twice (round ${r.round})`, {
              round: r.round,
              table: r.table,
              row: i,
            }),
          );
        set.add(b);
      }
    }
  });
}

function checkPairs(m: Movement, out: MovementProblem[]): void {
  checkBoardsOnce(m, out, (r) => [r.ns!, r.ew!]);
  const revenge = new Set(m.revengeRounds ?? []);
  const met = new Set<string>();
  m.rows.forEach((r, i) => {
    if (!isPlayed(r) || revenge.has(r.round)) return;
    const key = `${Math.min(r.ns!, r.ew!)}-${Math.max(r.ns!, r.ew!)}`;
    if (met.has(key))
      out.push(
        problem('movement/repeat-meeting', `pairs ${r.ns} and ${r.ew} meet again in round ${r.round}`, {
          round: r.round,
          table: r.table,
          row: i,
        }),
      );
    met.add(key);
  });
  if (m.winners !== 2) return;
  // Two winners: a pair keeps its direction, and every NS pair plays every board NS (§3.7.4).
  const direction = new Map<number, 'NS' | 'EW'>();
  const nsBoards = new Map<number, Set<number>>();
  m.rows.forEach((r, i) => {
    for (const [p, d] of [
      [r.ns, 'NS'],
      [r.ew, 'EW'],
    ] as const) {
      if (p === null) continue;
      const was = direction.get(p);
      if (was && was !== d)
        out.push(
          problem(
            'movement/changes-direction',
            `pair ${p} sits ${was} and then ${d} in a two-winner movement (round ${r.round})`,
            { round: r.round, table: r.table, row: i },
          ),
        );
      direction.set(p, d);
    }
    if (r.ns !== null && isPlayed(r)) {
      const s = nsBoards.get(r.ns) ?? new Set<number>();
      nsBoards.set(r.ns, s);
      r.boards.forEach((b) => {
        s.add(b);
      });
    }
  });
  // A pair that sits out a round (half table, rover, a pair that left) cannot play that round's
  // boards: the rule binds the NS pairs that play every round.
  const roundsPlayed = new Map<number, number>();
  for (const r of m.rows) if (r.ns !== null && isPlayed(r)) roundsPlayed.set(r.ns, (roundsPlayed.get(r.ns) ?? 0) + 1);
  for (const [p, s] of nsBoards) {
    if (roundsPlayed.get(p) === m.rounds && s.size < m.boards)
      out.push(problem('movement/ns-misses-board', `NS pair ${p} plays ${s.size} of the ${m.boards} boards`));
  }
}

function checkIndividual(m: Movement, out: MovementProblem[]): void {
  checkBoardsOnce(m, out, seatedAt);
  const partners = new Set<string>();
  m.rows.forEach((r, i) => {
    const [n, e, s, w] = r.players!;
    for (const [a, b] of [
      [n, s],
      [e, w],
    ] as const) {
      if (a === null || b === null) continue;
      const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
      if (partners.has(key))
        out.push(
          problem('movement/partner-twice', `players ${a} and ${b} are partners again in round ${r.round}`, {
            round: r.round,
            table: r.table,
            row: i,
          }),
        );
      partners.add(key);
    }
  });
}

function checkTeams(m: Movement, out: MovementProblem[]): void {
  // A team plays a board at most once each way, and both ways against the same team: that is
  // the comparison a teams match is made of (§3.5).
  const plays = new Map<string, { opp: number; row: number }>();
  m.rows.forEach((r, i) => {
    if (!isPlayed(r)) return;
    for (const [team, opp, dir] of [
      [r.ns!, r.ew!, 'NS'],
      [r.ew!, r.ns!, 'EW'],
    ] as const) {
      for (const b of r.boards) {
        const key = `${team}/${dir}/${b}`;
        if (plays.has(key))
          out.push(
            problem('movement/board-replayed', `team ${team} plays board ${b} ${dir} twice (round ${r.round})`, {
              round: r.round,
              table: r.table,
              row: i,
            }),
          );
        plays.set(key, { opp, row: i });
      }
    }
  });
  for (const [key, { opp, row }] of plays) {
    const [team, dir, b] = key.split('/');
    const other = plays.get(`${team}/${dir === 'NS' ? 'EW' : 'NS'}/${b}`);
    if (!other || other.opp !== opp) {
      const r = m.rows[row]!;
      out.push(
        problem(
          'movement/teams-unmatched-board',
          `team ${team} plays board ${b} ${dir} against team ${opp} but not the other way`,
          { round: r.round, table: r.table, row },
        ),
      );
    }
  }
  // Two teams meet once: in one match, or in several three-ways that together play no more
  // boards against each other than one match does (two half-matches make one, research note §3.5).
  const per = m.roundsPerMatch ?? 1;
  const matchBoards = m.boardsPerRound * per;
  const meetings = new Map<string, { matches: Set<number>; boards: Set<number> }>();
  m.rows.forEach((r, i) => {
    if (!isPlayed(r)) return;
    const key = `${Math.min(r.ns!, r.ew!)}-${Math.max(r.ns!, r.ew!)}`;
    const match = Math.ceil(r.round / per);
    const mt = meetings.get(key) ?? { matches: new Set<number>(), boards: new Set<number>() };
    meetings.set(key, mt);
    const again = mt.matches.size > 0 && !mt.matches.has(match);
    mt.matches.add(match);
    for (const b of r.boards) mt.boards.add(b);
    if (again && mt.boards.size > matchBoards)
      out.push(
        problem('movement/repeat-meeting', `teams ${r.ns} and ${r.ew} meet in two matches (round ${r.round})`, {
          round: r.round,
          table: r.table,
          row: i,
        }),
      );
  });
}

/** How many times each board is played (real plays only). */
export function playsPerBoard(m: Movement): Map<number, number> {
  const n = new Map<number, number>();
  for (const b of new Set(m.rows.flatMap((r) => r.boards))) n.set(b, 0);
  for (const r of m.rows) if (isPlayed(r)) for (const b of r.boards) n.set(b, (n.get(b) ?? 0) + 1);
  return n;
}

/** The most boards any one participant plays. */
export function maxBoardsPlayed(m: Movement): number {
  // Distinct boards: a team plays each board in both rooms, and that is one board played.
  const n = new Map<number, Set<number>>();
  for (const r of m.rows) {
    if (!isPlayed(r)) continue;
    for (const p of seatedAt(r)) {
      const s = n.get(p) ?? new Set<number>();
      n.set(p, s);
      r.boards.forEach((b) => {
        s.add(b);
      });
    }
  }
  return Math.max(0, ...[...n.values()].map((s) => s.size));
}

/**
 * The comparison matrix of a pairs movement (BALANS, research note §3.3): for each board with n
 * plays, two pairs in the same direction at different tables are compared once (+1), direct
 * opponents n − 1 times (every matchpoint one wins the other loses), and two pairs in opposite
 * directions at different tables are allies (−1). Keys are `p-q` with p < q.
 */
export function comparisonMatrix(m: Movement, absent?: number): Map<string, number> {
  const byBoard = new Map<number, [number, number][]>();
  for (const r of m.rows) {
    if (!isPlayed(r) || r.ns === absent || r.ew === absent) continue;
    for (const b of r.boards) {
      const list = byBoard.get(b) ?? [];
      byBoard.set(b, list);
      list.push([r.ns!, r.ew!]);
    }
  }
  const c = new Map<string, number>();
  const add = (p: number, q: number, v: number): void => {
    const key = p < q ? `${p}-${q}` : `${q}-${p}`;
    c.set(key, (c.get(key) ?? 0) + v);
  };
  for (const plays of byBoard.values()) {
    const n = plays.length;
    plays.forEach(([ns, ew], i) => {
      add(ns, ew, n - 1);
      for (let j = i + 1; j < n; j++) {
        const [ns2, ew2] = plays[j]!;
        add(ns, ns2, 1);
        add(ew, ew2, 1);
        add(ns, ew2, -1);
        add(ew, ns2, -1);
      }
    });
  }
  return c;
}

/**
 * The balance figure of a one-winner pairs movement: 100 · mean² / mean of squares over every
 * pair of pairs in the comparison matrix (absent pairs of pairs count as 0). It is 100 exactly
 * when every pair is compared with every other pair equally (BALANS's Qf = 100 case, §3.3) and
 * falls as the comparisons spread; like Qf it rewards a low sum of squares for a fixed total.
 * `absent` leaves one pair out (BALANS's vacancy quality Qf1 averages that over the pairs).
 */
export function balanceOf(m: Movement, absent?: number): number {
  const ids = new Set<number>();
  for (const r of m.rows) if (isPlayed(r)) for (const p of seatedAt(r)) if (p !== absent) ids.add(p);
  const n = ids.size;
  const pairs = (n * (n - 1)) / 2;
  if (pairs === 0) return 100;
  const c = comparisonMatrix(m, absent);
  let sum = 0;
  let squares = 0;
  for (const v of c.values()) {
    sum += v;
    squares += v * v;
  }
  if (squares === 0) return 100;
  const mean = sum / pairs;
  return Math.round(((100 * mean * mean) / (squares / pairs)) * 100) / 100;
}

/** BALANS's vacancy quality (Qf1): the balance averaged over one pair being absent. */
export function vacancyBalanceOf(m: Movement): number {
  const ids = [...new Set(m.rows.flatMap((r) => (isPlayed(r) ? seatedAt(r) : [])))];
  if (ids.length === 0) return 100;
  const total = ids.reduce((s, p) => s + balanceOf(m, p), 0);
  return Math.round((total / ids.length) * 100) / 100;
}
