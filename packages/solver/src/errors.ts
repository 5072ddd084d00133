/**
 * The solver's coded errors, and `Result` wrappers around any backend.
 *
 * ```ts
 * const r = trySolve(createTsSolver(), position, 'NT', { budget: { timeMs: 500 } });
 * if (!r.ok && r.error.code === 'solver/budget-exceeded') console.log('too hard for 500 ms');
 * ```
 * A `SolverBackend` throws a `SolverError` for a bad position or an exhausted budget (its methods
 * return plain values); `trySolve` / `tryTable` turn those into `Result`s for callers that take
 * input from outside.
 */
import { err, ok, type Deal, type Result, type Strain } from '@biritch/core';
import type { DDTable, Position, SolveBudget, SolveOptions, SolveResult, SolverBackend } from './types.js';

/** Codes a solver can fail with. */
export type SolverErrorCode = 'solver/budget-exceeded' | 'solver/bad-position' | 'solver/bad-strain';

/** An error thrown by a backend, with a stable code. */
export class SolverError extends Error {
  /** Stable machine-readable code. */
  readonly code: SolverErrorCode;
  constructor(code: SolverErrorCode, message: string) {
    super(message);
    this.name = 'SolverError';
    this.code = code;
  }
}

/** Whether a value is a `SolverError`. */
export const isSolverError = (e: unknown): e is SolverError => e instanceof SolverError;

const wrap = <T>(run: () => T): Result<T> => {
  try {
    return ok(run());
  } catch (e) {
    if (isSolverError(e)) return err(e.code, e.message);
    throw e;
  }
};

/** `backend.solve` as a `Result`: bad positions and exhausted budgets become coded errors. */
export const trySolve = (
  backend: SolverBackend,
  position: Position,
  strain: Strain,
  options?: SolveOptions,
): Result<SolveResult> => wrap(() => backend.solve(position, strain, options));

/** `backend.table` as a `Result`: bad deals and exhausted budgets become coded errors. */
export const tryTable = (
  backend: SolverBackend,
  deal: Deal,
  options?: { readonly budget?: SolveBudget },
): Result<DDTable> => wrap(() => backend.table(deal, options));
