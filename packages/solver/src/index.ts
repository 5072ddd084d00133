/**
 * @biritch/solver — double-dummy solving: a pure TypeScript engine, golden-file parsing.
 *
 * ```ts
 * import { createTsSolver } from '@biritch/solver';
 * const table = createTsSolver().table(deal); // table.N.S = tricks North makes in spades
 * ```
 */
export * from './types.js';
export * from './errors.js';
export * from './goldenFiles.js';
export * from './goldenFormats.js';
export { createTsSolver, type TsSolverOptions } from './tsSolver.js';
export * from './par.js';
export * from './analyze.js';
