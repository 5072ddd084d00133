/**
 * Double-dummy tables of a session's boards, computed when the boards are set: the engine then
 * flags a result far from double dummy ("rotated board?"), and the hand records and the public's
 * hands carry the makeable contracts. Only with native DDS (fast enough to wait for: about 50 ms
 * a deal, in a child process through @biritch/solver/batch); without it the boards are set with
 * no table and nothing waits on the TypeScript engine.
 *
 * ```ts
 * const boards = await withDoubleDummy([{ board: 1, deal: 'N:AKQ… … … …' }]);
 * // each board gains doubleDummy when DDS runs
 * ```
 */
import type { SessionBoard } from '@biritch/competition';
import { parseDealString } from '@biritch/competition';
import { solveTables } from '@biritch/solver/batch';
import { isNativeSolverAvailable } from '@biritch/solver/native';

/** Each deal's budget: a board the solver cannot finish in time simply has no table. */
const BUDGET_MS = 10_000;

/** The boards with their double-dummy tables when native DDS is available (else as they were). */
export async function withDoubleDummy(boards: readonly SessionBoard[]): Promise<SessionBoard[]> {
  if (boards.length === 0 || !isNativeSolverAvailable()) return [...boards];
  const deals = boards.map((b) => parseDealString(b.deal));
  const complete = deals.flatMap((d, i) => (d.ok ? [{ i, deal: d.value }] : []));
  const tables = await solveTables(
    complete.map((c) => c.deal),
    { backend: 'dds', threads: 1, budget: { timeMs: BUDGET_MS } },
  );
  const out = [...boards];
  complete.forEach((c, k) => {
    const t = tables[k];
    if (t?.ok) out[c.i] = { ...boards[c.i]!, doubleDummy: t.value };
  });
  return out;
}
