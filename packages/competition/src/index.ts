/**
 * @biritch/competition — duplicate sessions as event logs: movements (generate, validate,
 * re-plan), result entry, adjustments, session scoring and rankings. Pure: no I/O, no clock, no
 * implicit randomness.
 *
 * ```ts
 * import type { Movement, FieldInput } from '@biritch/competition';
 * ```
 */
export * from './movement/types.js';
export * from './field.js';
export * from './score/compare.js';
export * from './score/rank.js';
export * from './score/lines.js';
export * from './score/scoreField.js';
export * from './score/vpScales.js';
export * from './score/teams.js';
export * from './score/scorer.js';
export * from './score/reports.js';
export * from './session/types.js';
export * from './session/deal.js';
export * from './session/machine.js';
export * from './session/fold.js';
