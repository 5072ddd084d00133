/**
 * Keeping a card to its time with a solver that cannot be stopped (issue 25, "Time: p99 under 1 s
 * per card"; "Use the fastest solver available (native DDS when installed, the TypeScript engine
 * otherwise)"): the native solver solves while a slow solve still fits, the stoppable one after.
 */
import { describe, expect, it } from 'vitest';
import { PASS, bid, viewFor } from '@biritch/core';
import { seededRandom } from '@biritch/dealer';
import { SolverError, createTsSolver, type SolverBackend } from '@biritch/solver';
import { knowledgeOf } from './knowledge.js';
import { solveLeadLayouts } from './leadSimulation.js';
import { dealtAndBid } from './position.testing.js';
import { uniformFrom } from './random.js';
import { NATIVE_RESERVE, givenUp, solverFor, stoppableSolver } from './solverChoice.js';

const ts = createTsSolver();
/**
 * A solver named `name` that spends exactly `ms` of the test's clock on each solve (the real time it
 * takes is not counted: the budget is dropped, so the test does not depend on the machine's load).
 */
const timed = (name: 'dds' | 'ts', clock: { t: number }, ms: number, calls: string[]): SolverBackend => ({
  name,
  solve: (position, strain, options) => {
    calls.push(name);
    clock.t += ms;
    return ts.solve(position, strain, { cards: options?.cards ?? false });
  },
  table: (deal, options) => ts.table(deal, options),
});

describe('solverFor', () => {
  const native = { name: 'dds' } as SolverBackend;
  const stoppable = { name: 'ts' } as SolverBackend;
  const tail = (): SolverBackend => stoppable;

  it('uses the native solver while a slow solve still ends before the reserve', () => {
    expect(solverFor({ main: native, tail, leftMs: 800, budgetMs: 900, slowestMs: 100 })).toBe(native);
  });

  it('turns to the stoppable solver when less than the reserve would be left', () => {
    const reserve = 900 * NATIVE_RESERVE;
    expect(solverFor({ main: native, tail, leftMs: reserve + 50, budgetMs: 900, slowestMs: 100 })).toBe(stoppable);
    expect(solverFor({ main: native, tail, leftMs: reserve - 1, budgetMs: 900, slowestMs: 0 })).toBe(stoppable);
  });

  it('without a stoppable solver, keeps the native one while its slowest solve fits, as before', () => {
    expect(solverFor({ main: native, leftMs: 200, budgetMs: 900, slowestMs: 150 })).toBe(native);
    expect(solverFor({ main: native, leftMs: 100, budgetMs: 900, slowestMs: 150 })).toBeNull();
  });

  it('a stoppable main solver needs no tail', () => {
    expect(solverFor({ main: stoppable, tail, leftMs: 100, budgetMs: 900, slowestMs: 50 })).toBe(stoppable);
  });

  it('keeps a native solver whose solves stop at their budget to the end (nativePool.ts): it needs no tail', () => {
    const pool = { name: 'dds', abandonable: true } as SolverBackend;
    expect(solverFor({ main: pool, tail, leftMs: 100, budgetMs: 900, slowestMs: 0 })).toBe(pool);
  });

  it('starts nothing when no time is left', () => {
    expect(solverFor({ main: native, tail, leftMs: 1, budgetMs: 900, slowestMs: 0 })).toBeNull();
  });
});

describe('givenUp', () => {
  it('is a budget overrun of a solver that finishes apart, not of one that stopped itself', () => {
    const pool = { name: 'dds', abandonable: true } as SolverBackend;
    expect(givenUp(pool, 'solver/budget-exceeded')).toBe(true);
    expect(givenUp(pool, 'solver/bad-position')).toBe(false);
    expect(givenUp({ name: 'ts' } as SolverBackend, 'solver/budget-exceeded')).toBe(false);
  });
});

describe('stoppableSolver', () => {
  it('is one TypeScript solver per clock', () => {
    const a = (): number => 0;
    const b = (): number => 0;
    expect(stoppableSolver(a)).toBe(stoppableSolver(a));
    expect(stoppableSolver(a)).not.toBe(stoppableSolver(b));
    expect(stoppableSolver(a).name).toBe('ts');
  });
});

/** West on lead against 3NT: the opening lead's view and what West knows. */
function westToLead() {
  const state = dealtAndBid(
    { W: 'KQJT9.A32.432.32', N: '32.KQ4.KQJ5.KJ54', E: '8765.T987.T98.T9', S: 'A4.J65.A76.AQ876' },
    'S',
    [bid(1, 'NT'), PASS, bid(3, 'NT'), PASS, PASS, PASS],
  );
  const view = viewFor(state, 'W');
  return { view, k: knowledgeOf(view, [])! };
}

describe('solveLeadLayouts with a native solver', () => {
  it('leaves the last third of the budget to the stoppable solver', () => {
    const { view, k } = westToLead();
    const clock = { t: 0 };
    const calls: string[] = [];
    const main = timed('dds', clock, 100, calls);
    const tail = timed('ts', clock, 50, calls);
    const opts = { solver: main, tailSolver: () => tail, next: uniformFrom(seededRandom(3)), now: () => clock.t };
    const r = solveLeadLayouts(k, view, view.legalCards, { ...opts, timeBudgetMs: 900 }, 20, 3);
    // Native solves end at 100, 200 … 500 ms; from there less than 300 ms + the slowest would be left.
    expect(calls.slice(0, 5)).toEqual(['dds', 'dds', 'dds', 'dds', 'dds']);
    expect(calls.slice(5).every((c) => c === 'ts')).toBe(true);
    expect(calls.length).toBeGreaterThan(5);
    expect(r.scores.length).toBe(calls.length);
  });

  it('goes on to the next layout when a solve is given up at its budget (nativePool.ts)', () => {
    const { view, k } = westToLead();
    const clock = { t: 0 };
    let n = 0;
    // The first layout's solve is given up after 200 ms; the others take 50 ms each.
    const pool: SolverBackend = {
      name: 'dds',
      abandonable: true,
      solve: (position, strain, options) => {
        if (n++ === 0) {
          clock.t += 200;
          throw new SolverError('solver/budget-exceeded', 'given up');
        }
        clock.t += 50;
        return ts.solve(position, strain, { cards: options?.cards ?? false });
      },
      table: (deal, options) => ts.table(deal, options),
    };
    const opts = { solver: pool, next: uniformFrom(seededRandom(3)), now: () => clock.t };
    const r = solveLeadLayouts(k, view, view.legalCards, { ...opts, timeBudgetMs: 900 }, 20, 3);
    expect(n).toBeGreaterThan(3);
    expect(r.scores.length).toBe(n - 1);
  });
});
