/**
 * Double-dummy tables of a session's boards: the engine then flags a result far from double dummy
 * ("rotated board?"), and the hand records and the public's hands carry the makeable contracts
 * and par. With native DDS (about 50 ms a deal, in a child process through
 * @biritch/solver/batch) the boards are solved before they are set. Without it the TypeScript
 * engine is the fallback: too slow to make the director wait (about 0.1–1 s a deal), so the boards
 * are set at once and solved afterwards in one worker thread — never on the session's queue —
 * and set again with their tables when the worker is done (`solveBoardsLater`).
 *
 * ```ts
 * const backend = doubleDummyBackend('auto');                 // 'dds' when libdds loads, else 'ts'
 * const boards = await withDoubleDummy([{ board: 1, deal: 'N:AKQ… … … …' }], backend);
 * // each board gains doubleDummy unless its deal could not be solved within the budget
 * ```
 */
import type { SessionBoard, SessionCommand } from '@biritch/competition';
import { parseDealString } from '@biritch/competition';
import type { Result } from '@biritch/core';
import { solveTables } from '@biritch/solver/batch';
import { isNativeSolverAvailable } from '@biritch/solver/native';

/** Which solver the session's boards use: native DDS when it loads (`auto`), or one forced. */
export type DoubleDummyChoice = 'auto' | 'dds' | 'ts';

/** Each deal's budget: a board the solver cannot finish in time simply has no table. */
const BUDGET_MS: Readonly<Record<'dds' | 'ts', number>> = { dds: 10_000, ts: 60_000 };

/** The backend a choice comes to on this machine (`dds` only when libdds loads). */
export function doubleDummyBackend(choice: DoubleDummyChoice): 'dds' | 'ts' {
  if (choice === 'ts') return 'ts';
  return isNativeSolverAvailable() ? 'dds' : 'ts';
}

/** The boards with their double-dummy tables (a board whose deal is incomplete or not solved stays as it was). */
export async function withDoubleDummy(boards: readonly SessionBoard[], backend: 'dds' | 'ts'): Promise<SessionBoard[]> {
  if (boards.length === 0) return [...boards];
  const deals = boards.map((b) => parseDealString(b.deal));
  const complete = deals.flatMap((d, i) => (d.ok ? [{ i, deal: d.value }] : []));
  // One worker: the TypeScript engine in a thread, DDS in a child process; the server's other
  // work keeps the second core.
  const tables = await solveTables(
    complete.map((c) => c.deal),
    { backend, threads: 1, budget: { timeMs: BUDGET_MS[backend] } },
  );
  const out = [...boards];
  complete.forEach((c, k) => {
    const t = tables[k];
    if (t?.ok) out[c.i] = { ...boards[c.i]!, doubleDummy: t.value };
  });
  return out;
}

/** What `solveBoardsLater` needs of the session. */
export interface LaterSession {
  /** The boards as the session holds them now. */
  readonly boards: () => Readonly<Record<number, SessionBoard>>;
  /** Runs a director's command through the session's queue. */
  readonly submit: (command: SessionCommand) => Promise<Result<unknown>>;
}

/**
 * Solves the boards with the TypeScript engine in a worker thread, then sets again those that are
 * still as dealt and still without a table (the director may have set other boards meanwhile),
 * now with their tables. Resolves with how many boards gained a table; a refusal is returned, not
 * thrown.
 */
export async function solveBoardsLater(
  session: LaterSession,
  boards: readonly SessionBoard[],
): Promise<Result<number>> {
  const solved = await withDoubleDummy(boards, 'ts');
  const now = session.boards();
  const fresh = solved.filter(
    (b) => b.doubleDummy !== undefined && now[b.board]?.deal === b.deal && now[b.board]?.doubleDummy === undefined,
  );
  if (fresh.length === 0) return { ok: true, value: 0 };
  const r = await session.submit({ type: 'setBoards', boards: fresh });
  return r.ok ? { ok: true, value: fresh.length } : r;
}
