/**
 * Which solver solves the next layout, so that a card keeps to its time. The native solver (DDS) is
 * the faster but cannot be stopped, and a few layouts take it ten or fifty times longer than the
 * others (an opening lead: most solves 5–60 ms, one in twenty 400–700 ms). So it solves while such
 * a solve would still end in time; the TypeScript solver, which stops at its budget, solves the
 * layouts after that.
 *
 * ```ts
 * const solver = solverFor({ main: dds, tail: () => ts, leftMs: 250, budgetMs: 900, slowestMs: 40 });
 * // ts: less than NATIVE_RESERVE of the budget is left; null when no solve fits any more
 * ```
 */
import { randomDeal, seededRandom } from '@biritch/dealer';
import { createTsSolver, type SolverBackend } from '@biritch/solver';

/**
 * The share of a card's budget below which the native solver starts no more solves. Measured on the
 * opening leads of 118 deals of seed 3000 (expert, CPU clock, `.scratch` timing of each solve): with
 * the native solver to the end, a lead took p50 613 ms, p99 938–1,040 ms, most 1,253 ms, each
 * overrun one slow solve started near the end.
 */
export const NATIVE_RESERVE = 1 / 3;

/** What the choice needs: the solvers, the time left and the card's budget (ms), the slowest solve so far. */
export interface SolverChoice {
  readonly main: SolverBackend;
  /** A solver that stops at its budget (made when first needed), or none. */
  readonly tail?: (() => SolverBackend) | undefined;
  readonly leftMs: number;
  readonly budgetMs: number;
  readonly slowestMs: number;
}

/** The solver for the next layout, or null when no solve fits in the time left. */
export function solverFor(c: SolverChoice): SolverBackend | null {
  if (c.leftMs <= 1) return null;
  const stoppable = c.main.name !== 'dds' || c.main.abandonable === true;
  if (stoppable || !c.tail) return c.slowestMs > c.leftMs ? null : c.main;
  if (c.leftMs > c.budgetMs * NATIVE_RESERVE && c.slowestMs <= c.leftMs - c.budgetMs * NATIVE_RESERVE) return c.main;
  return c.tail();
}

/** Whether a failed solve was given up at its budget by a solver that finishes it apart (nativePool.ts): the next layout may still fit. */
export const givenUp = (solver: SolverBackend, code: string): boolean =>
  solver.abandonable === true && code === 'solver/budget-exceeded';

// One TypeScript solver per clock: robots that share a clock (a server worker's) share its table
// (32–64 MB) instead of each holding one; solves never overlap, since they run to the end in turn.
const stoppable = new WeakMap<() => number, SolverBackend>();

// A fixed deal to warm the solver on: its first solves in a process run before the JavaScript engine
// has compiled it (an opening lead 1.5 s cold, 0.4 s after one warming solve of 0.2 s).
const WARMING_DEAL = randomDeal(seededRandom(7));

/**
 * The TypeScript solver on the clock `now` (its budgets count in `now`'s milliseconds), made once
 * per clock and warmed by one solve, so make it before a card's time starts (createRobot does).
 */
export function stoppableSolver(now: () => number): SolverBackend {
  let s = stoppable.get(now);
  if (!s) {
    s = createTsSolver({ now });
    s.solve({ deal: WARMING_DEAL, trick: { leader: 'W', cards: [] } }, 'NT', { cards: true });
    stoppable.set(now, s);
  }
  return s;
}
