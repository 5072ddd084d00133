/**
 * The director console as data, read from the engine's `SessionState` (the director's snapshot,
 * with later events folded in by `evolve`): where each section stands (rounds played, the round
 * in play, what can be started or closed), the grid of tables for a round (entered, waiting for
 * confirmation, late, flagged — competition-research.md §8.1 row 8, BridgeTabs' orange lagging
 * tables), the pairs with their names, and the round timer. Nothing here decides a rule: the
 * engine refuses what is not allowed, and the console shows its coded refusal.
 *
 * ```ts
 * selectRoundControl(state, 'A')          // { inPlay: 2, next: null, rounds: 7, canStart: false, canClose: true }
 * selectTableGrid(state, 'A', 2, { late: false }).rows[0]  // { table: 1, ns: '1', ew: '8', status: 'toConfirm', … }
 * timerView(startedAt, 24, now)           // { left: 19, warning: false, over: false }
 * ```
 */
import type { ResultRecord, SectionState, SessionState } from '@biritch/competition';
import type { SessionCommandMessage } from '@biritch/protocol';

/** Where a section stands. */
export interface RoundControl {
  readonly section: string;
  readonly rounds: number | null;
  /** The round started and not closed, if any. */
  readonly inPlay: number | null;
  /** The next round to start (the previous is closed), or null when none is left or one is in play. */
  readonly next: number | null;
  readonly closed: number;
  readonly canStart: boolean;
  readonly canClose: boolean;
  readonly finished: boolean;
}

/** The section's round control. */
export function selectRoundControl(state: SessionState, section: string): RoundControl | null {
  const s: SectionState | undefined = state.sections[section];
  if (!s) return null;
  const rounds = s.movement?.rounds ?? null;
  const entries = Object.entries(s.rounds).map(([r, st]) => [Number(r), st] as const);
  const inPlay = entries.find(([, st]) => st === 'started')?.[0] ?? null;
  const closed = entries.filter(([, st]) => st === 'closed').length;
  const last = entries.reduce((m, [r]) => Math.max(m, r), 0);
  const next = inPlay === null && rounds !== null && last < rounds ? last + 1 : null;
  const ready = s.movement !== null && Object.keys(state.boards).length > 0;
  return {
    section,
    rounds,
    inPlay,
    next,
    closed,
    canStart: next !== null && ready,
    canClose: inPlay !== null,
    finished: rounds !== null && closed >= rounds,
  };
}

/** One board at one table, as the grid shows it. */
export type BoardState = 'none' | 'entered' | 'confirmed' | 'adjusted' | 'not-played';

/** What a table is doing in a round. */
export type TableStatus = 'sit-out' | 'done' | 'toConfirm' | 'playing' | 'late';

/** One table of the grid. */
export interface TableRow {
  readonly table: number;
  readonly ns: string | null;
  readonly ew: string | null;
  readonly nsNames: string;
  readonly ewNames: string;
  readonly boards: readonly { readonly board: number; readonly state: BoardState; readonly flagged: boolean }[];
  readonly status: TableStatus;
  readonly entered: number;
  readonly toConfirm: number;
  readonly flagged: boolean;
  /** The table has called the director, not yet answered. */
  readonly called: boolean;
}

/** The grid of one round. */
export interface TableGrid {
  readonly section: string;
  readonly round: number;
  readonly rows: readonly TableRow[];
  readonly done: number;
}

const recordKey = (section: string, round: number, table: number, board: number) =>
  `${section}|${round}|${table}|${board}`;

function boardState(r: ResultRecord | undefined): BoardState {
  if (!r) return 'none';
  if (r.notPlayed) return 'not-played';
  if (r.adjusted || r.weighted) return 'adjusted';
  if (!r.result) return 'none';
  return r.confirmedBy ? 'confirmed' : 'entered';
}

/** The names of a participant (`Ann Lee – Bob Fox`), empty for an unknown or phantom one. */
export function participantNames(state: SessionState, section: string, id: string | null): string {
  if (id === null) return '';
  const p = state.participants[`${section}|${id}`];
  if (!p) return '';
  return p.players.map((pid) => state.players[pid]?.name ?? pid).join(' – ');
}

/**
 * The tables of a round with their state. `late`: the round's time is up, so a table not done
 * shows as late (the timer is the console's; the engine knows no clock).
 */
export function selectTableGrid(
  state: SessionState,
  section: string,
  round: number,
  opts: { readonly late: boolean; readonly calls?: readonly number[] | undefined },
): TableGrid {
  const s = state.sections[section];
  const rows: TableRow[] = [];
  for (const row of s?.movement?.rows ?? []) {
    if (row.round !== round || row.section !== section) continue;
    const ns = row.ns === null ? null : String(row.ns);
    const ew = row.ew === null ? null : String(row.ew);
    const phantom = (id: string | null) => id === null || state.participants[`${section}|${id}`]?.phantom === true;
    const boards = row.boards.map((board) => {
      const rec = state.results[recordKey(section, round, row.table, board)];
      return { board, state: boardState(rec), flagged: (rec?.flags.length ?? 0) > 0 };
    });
    const entered = boards.filter((b) => b.state !== 'none').length;
    const toConfirm = boards.filter((b) => b.state === 'entered').length;
    const flagged = boards.some((b) => b.flagged);
    const sitOut = phantom(ns) || phantom(ew);
    const status: TableStatus = sitOut
      ? 'sit-out'
      : entered === boards.length && toConfirm === 0
        ? 'done'
        : opts.late
          ? 'late'
          : toConfirm > 0
            ? 'toConfirm'
            : 'playing';
    rows.push({
      table: row.table,
      ns,
      ew,
      nsNames: participantNames(state, section, ns),
      ewNames: participantNames(state, section, ew),
      called: opts.calls?.includes(row.table) ?? false,
      boards,
      status,
      entered,
      toConfirm,
      flagged,
    });
  }
  rows.sort((a, b) => a.table - b.table);
  return { section, round, rows, done: rows.filter((r) => r.status === 'done' || r.status === 'sit-out').length };
}

/** The registered participants of a section, in number order, with their names. */
export function selectParticipants(
  state: SessionState,
  section: string,
): readonly { readonly id: string; readonly names: string; readonly phantom: boolean }[] {
  return Object.values(state.participants)
    .filter((p) => p.section === section)
    .map((p) => ({ id: p.id, names: participantNames(state, section, p.id), phantom: p.phantom === true }))
    .sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
}

/** A round timer: whole minutes left (rounded up), a warning in the last `warnAt` minutes, and time up. */
export function timerView(
  startedAt: number,
  minutes: number,
  now: number,
  warnAt = 5,
): { readonly left: number; readonly warning: boolean; readonly over: boolean } {
  const leftMs = startedAt + minutes * 60_000 - now;
  const left = Math.max(0, Math.ceil(leftMs / 60_000));
  return { left, warning: leftMs > 0 && left <= warnAt, over: leftMs <= 0 };
}

/** One table that plays a board: where and who, and the fouled version it is in (null: as dealt). */
export interface BoardPlace {
  readonly round: number;
  readonly table: number;
  readonly ns: string | null;
  readonly ew: string | null;
  readonly version: string | null;
}

/** Every table (by round) that plays `board` in the section, in round then table order. */
export function selectBoardPlaces(state: SessionState, section: string, board: number): readonly BoardPlace[] {
  const rows = state.sections[section]?.movement?.rows ?? [];
  return rows
    .filter((r) => r.section === section && r.boards.includes(board))
    .map((r) => ({
      round: r.round,
      table: r.table,
      ns: r.ns === null ? null : String(r.ns),
      ew: r.ew === null ? null : String(r.ew),
      version: state.results[recordKey(section, r.round, r.table, board)]?.version ?? null,
    }))
    .sort((a, b) => a.round - b.round || a.table - b.table);
}

/** A fouled board (Law 87) and its versions, each with its tables. */
export interface FouledBoard {
  readonly board: number;
  readonly versions: readonly { readonly version: string; readonly places: readonly BoardPlace[] }[];
}

/** The section's fouled boards, in board order: those whose results carry a version. */
export function selectFouledBoards(state: SessionState, section: string): readonly FouledBoard[] {
  const boards = new Set<number>();
  for (const r of Object.values(state.results)) if (r.section === section && r.version !== null) boards.add(r.board);
  return [...boards]
    .sort((a, b) => a - b)
    .map((board) => {
      const byVersion = new Map<string, BoardPlace[]>();
      for (const p of selectBoardPlaces(state, section, board)) {
        if (p.version === null) continue;
        byVersion.set(p.version, [...(byVersion.get(p.version) ?? []), p]);
      }
      const versions = [...byVersion].map(([version, places]) => ({ version, places }));
      return { board, versions: versions.sort((a, b) => a.version.localeCompare(b.version)) };
    });
}

/**
 * The `foulBoard` command for a board whose `fouled` tables played another version than the rest
 * (Law 87A): version `A` the board as the other tables played it, `B` the fouled one. Null when
 * either group would be empty (a board is fouled only when the field played it two ways).
 */
export function makeFoulCommand(
  state: SessionState,
  section: string,
  board: number,
  fouled: readonly { readonly round: number; readonly table: number }[],
): Extract<SessionCommandMessage, { type: 'foulBoard' }> | null {
  const isFouled = (p: BoardPlace) => fouled.some((f) => f.round === p.round && f.table === p.table);
  const places = selectBoardPlaces(state, section, board);
  const a = places.filter((p) => !isFouled(p)).map((p) => ({ round: p.round, table: p.table }));
  const b = places.filter(isFouled).map((p) => ({ round: p.round, table: p.table }));
  if (a.length === 0 || b.length === 0) return null;
  return {
    type: 'foulBoard',
    section,
    board,
    versions: [
      { version: 'A', places: a },
      { version: 'B', places: b },
    ],
  };
}
