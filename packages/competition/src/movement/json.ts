/**
 * Movements as JSON: `makeMovementJson` writes what `biritch movement show --json` prints, and
 * `parseMovementJson` reads it back (or any file with a `rows` array), with line and column on
 * every error.
 *
 * ```ts
 * const text = JSON.stringify(makeMovementJson(m));
 * const r = parseMovementJson(text); // Result<Movement, LocatedMovementError>
 * // a bad row: { code: 'movement/repeat-meeting', line: 12, column: 5, round: 4, table: 2, … }
 * ```
 * Header fields a file leaves out are taken from the rows: tables, rounds, participants (the
 * highest number), boards (distinct), boards a round (the first row's); kind 'individual' when
 * the rows give players, else 'pairs'; one winner unless `winners` says 2.
 */
import { ok, type CodedError, type Result } from '@biritch/core';
import type { Movement, MovementKind, MovementRow, ThreeWay } from './types.js';
import { validateMovement, type MovementProblem } from './validate.js';

/** A movement file error at a line and column (1-based). */
export interface LocatedMovementError extends CodedError {
  readonly line: number;
  readonly column: number;
  readonly round?: number | undefined;
  readonly table?: number | undefined;
  /** Every problem the validator found, each located. */
  readonly problems?: readonly (MovementProblem & { readonly line: number; readonly column: number })[] | undefined;
}

/** One row as JSON: pairs give ns/ew, individuals give players [N, E, S, W]. */
export type MovementRowJson =
  | {
      section: string;
      table: number;
      round: number;
      ns: number | null;
      ew: number | null;
      boards: number[];
      switched?: true;
    }
  | { section: string; table: number; round: number; players: (number | null)[]; boards: number[] };

/** The JSON form of a movement (what `movement show --json` prints). */
export function makeMovementJson(m: Movement): Record<string, unknown> & { rows: MovementRowJson[] } {
  return {
    name: m.name,
    kind: m.kind,
    winners: m.winners,
    tables: m.tables,
    rounds: m.rounds,
    participants: m.participants,
    boards: m.boards,
    boardsPerRound: m.boardsPerRound,
    ...(m.description ? { description: m.description } : {}),
    ...(m.shares ? { shares: m.shares.map((g) => [...g]) } : {}),
    ...(m.duplicated ? { duplicated: true } : {}),
    ...(m.revengeRounds ? { revengeRounds: [...m.revengeRounds] } : {}),
    ...(m.roundsPerMatch ? { roundsPerMatch: m.roundsPerMatch } : {}),
    ...(m.threeWays
      ? { threeWays: m.threeWays.map((w) => ({ round: w.round, teams: [...w.teams], tables: [...w.tables] })) }
      : {}),
    rows: m.rows.map(
      (r): MovementRowJson =>
        r.players
          ? { section: r.section, table: r.table, round: r.round, players: [...r.players], boards: [...r.boards] }
          : {
              section: r.section,
              table: r.table,
              round: r.round,
              ns: r.ns,
              ew: r.ew,
              boards: [...r.boards],
              ...(r.switched ? { switched: true as const } : {}),
            },
    ),
  };
}

interface Pos {
  readonly line: number;
  readonly column: number;
}

/** A JSON reader that remembers where each object and array starts. */
function readJson(text: string): Result<{ value: unknown; where: WeakMap<object, Pos> }, LocatedMovementError> {
  let i = 0;
  const where = new WeakMap<object, Pos>();
  const pos = (at: number): Pos => {
    const before = text.slice(0, at).split('\n');
    return { line: before.length, column: before[before.length - 1]!.length + 1 };
  };
  class Bad extends Error {}
  const fail = (msg: string): never => {
    throw new Bad(msg);
  };
  const ws = (): void => {
    while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  };
  const value = (): unknown => {
    ws();
    const c = text[i];
    const start = i;
    if (c === '{') {
      i++;
      const o: Record<string, unknown> = {};
      where.set(o, pos(start));
      ws();
      if (text[i] === '}') {
        i++;
        return o;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail('expected a "quoted" key');
        const k = string();
        ws();
        if (text[i] !== ':') fail("expected ':' after a key");
        i++;
        o[k] = value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return o;
        } else fail("expected ',' or '}'");
      }
    }
    if (c === '[') {
      i++;
      const a: unknown[] = [];
      where.set(a, pos(start));
      ws();
      if (text[i] === ']') {
        i++;
        return a;
      }
      for (;;) {
        a.push(value());
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return a;
        } else fail("expected ',' or ']'");
      }
    }
    if (c === '"') return string();
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 64));
    if (!m) return fail(c === undefined ? 'the text ends too early' : `unexpected '${c}'`);
    i += m[0].length;
    return JSON.parse(m[0]) as unknown;
  };
  const string = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      if (text[i] === '\n') fail('a string is not closed on its line');
      i++;
    }
    if (i >= text.length) fail('a string is not closed');
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  try {
    const v = value();
    ws();
    if (i < text.length) fail('text after the JSON value');
    return ok({ value: v, where });
  } catch (e) {
    if (!(e instanceof Bad) && !(e instanceof SyntaxError)) throw e;
    const p = pos(Math.min(i, text.length));
    return err2('json/syntax', `not JSON: ${e.message}`, p);
  }
}

function err2(code: string, message: string, p: Pos): { ok: false; error: LocatedMovementError } {
  return { ok: false, error: { code, message, line: p.line, column: p.column } };
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isSeat = (x: unknown): x is number | null => x === null || isInt(x);

/** Reads a movement file (JSON) and validates it; every error is located. */
export function parseMovementJson(text: string): Result<Movement, LocatedMovementError> {
  const j = readJson(text);
  if (!j.ok) return j;
  const { value, where } = j.value;
  const top: Pos = { line: 1, column: 1 };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return err2('movement/bad-file', 'a movement file is a JSON object with "rows"', top);
  const o = value as Record<string, unknown>;
  const at = (x: unknown): Pos => (typeof x === 'object' && x !== null ? (where.get(x) ?? top) : top);
  if (!Array.isArray(o.rows) || o.rows.length === 0)
    return err2('movement/bad-file', 'a movement file needs a non-empty "rows" array', at(o));
  const rows: MovementRow[] = [];
  const rowPos: Pos[] = [];
  for (const [k, x] of o.rows.entries()) {
    const p = at(x);
    if (typeof x !== 'object' || x === null || Array.isArray(x))
      return err2('movement/bad-row', `row ${k + 1} is not an object`, p);
    const r = x as Record<string, unknown>;
    if (!isInt(r.table) || !isInt(r.round))
      return err2('movement/bad-row', `row ${k + 1} needs whole-number "table" and "round"`, p);
    if (!Array.isArray(r.boards) || !r.boards.every(isInt))
      return err2('movement/bad-row', `row ${k + 1}: "boards" must be a list of board numbers`, p);
    const section = typeof r.section === 'string' ? r.section : 'A';
    if (r.players !== undefined) {
      if (!Array.isArray(r.players) || r.players.length !== 4 || !r.players.every(isSeat)) {
        return err2('movement/bad-row', `row ${k + 1}: "players" must be [N, E, S, W] player numbers (or null)`, p);
      }
      const [n, e, s, w] = r.players as (number | null)[];
      rows.push({
        section,
        table: r.table,
        round: r.round,
        ns: null,
        ew: null,
        players: [n!, e!, s!, w!],
        boards: r.boards as number[],
      });
    } else {
      if (!isSeat(r.ns) || !isSeat(r.ew))
        return err2('movement/bad-row', `row ${k + 1}: "ns" and "ew" must be pair numbers or null`, p);
      rows.push({
        section,
        table: r.table,
        round: r.round,
        ns: r.ns,
        ew: r.ew,
        boards: r.boards as number[],
        ...(r.switched === true ? { switched: true } : {}),
      });
    }
    rowPos.push(p);
  }
  const num = (k: string, fallback: number): number | string =>
    o[k] === undefined ? fallback : isInt(o[k]) ? o[k] : `"${k}" must be a whole number`;
  const kind: MovementKind =
    o.kind === 'teams' || o.kind === 'individual' || o.kind === 'pairs'
      ? o.kind
      : rows.some((r) => r.players)
        ? 'individual'
        : 'pairs';
  if (o.kind !== undefined && o.kind !== kind)
    return err2('movement/bad-file', `"kind" must be pairs, individual or teams`, at(o));
  const ids = rows.flatMap((r) => (r.players ? [...r.players] : [r.ns, r.ew])).filter((p): p is number => p !== null);
  const header = {
    tables: num('tables', Math.max(...rows.map((r) => r.table))),
    rounds: num('rounds', Math.max(...rows.map((r) => r.round))),
    participants: num('participants', Math.max(0, ...ids)),
    boards: num('boards', new Set(rows.flatMap((r) => r.boards)).size),
    boardsPerRound: num('boardsPerRound', rows[0]!.boards.length),
  };
  for (const v of Object.values(header)) if (typeof v === 'string') return err2('movement/bad-file', v, at(o));
  if (o.winners !== undefined && o.winners !== 1 && o.winners !== 2)
    return err2('movement/bad-file', '"winners" must be 1 or 2', at(o));
  const list = (k: string): number[] | undefined =>
    Array.isArray(o[k]) && (o[k] as unknown[]).every(isInt) ? (o[k] as number[]) : undefined;
  const shares =
    Array.isArray(o.shares) && o.shares.every((g) => Array.isArray(g) && g.every(isInt))
      ? (o.shares as number[][])
      : undefined;
  const triple = (x: unknown): x is [number, number, number] => Array.isArray(x) && x.length === 3 && x.every(isInt);
  let threeWays: ThreeWay[] | undefined;
  if (o.threeWays !== undefined) {
    if (!Array.isArray(o.threeWays))
      return err2('movement/bad-file', '"threeWays" must be a list of { round, teams, tables }', at(o));
    threeWays = [];
    for (const w of o.threeWays as unknown[]) {
      const x = (typeof w === 'object' && w !== null ? w : {}) as Record<string, unknown>;
      if (!isInt(x.round) || !triple(x.teams) || !triple(x.tables))
        return err2(
          'movement/bad-file',
          'a three-way is { "round": n, "teams": [a, b, c], "tables": [t, u, v] }',
          at(w),
        );
      threeWays.push({ round: x.round, teams: x.teams, tables: x.tables });
    }
  }
  const m: Movement = {
    name: typeof o.name === 'string' ? o.name : 'custom',
    kind,
    winners: o.winners === 2 ? 2 : 1,
    tables: header.tables as number,
    rounds: header.rounds as number,
    participants: header.participants as number,
    boards: header.boards as number,
    boardsPerRound: header.boardsPerRound as number,
    rows,
    ...(typeof o.description === 'string' ? { description: o.description } : {}),
    ...(shares ? { shares } : {}),
    ...(o.duplicated === true ? { duplicated: true } : {}),
    ...(list('revengeRounds') ? { revengeRounds: list('revengeRounds') } : {}),
    ...(isInt(o.roundsPerMatch) ? { roundsPerMatch: o.roundsPerMatch } : {}),
    ...(threeWays ? { threeWays } : {}),
  };
  const v = validateMovement(m);
  if (v.ok) return v;
  const locate = (p: MovementProblem): Pos => (p.row !== undefined ? rowPos[p.row]! : at(o));
  const problems = v.error.problems.map((p) => ({ ...p, ...locate(p) }));
  const first = problems[0]!;
  return {
    ok: false,
    error: {
      code: first.code,
      message: first.message,
      line: first.line,
      column: first.column,
      round: first.round,
      table: first.table,
      problems,
    },
  };
}
