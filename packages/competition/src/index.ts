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
export * from './movement/validate.js';
export * from './movement/mitchell.js';
export * from './movement/howell.js';
export * from './movement/individual.js';
export * from './movement/teams.js';
export * from './movement/swiss.js';
export * from './movement/library.js';
export * from './movement/propose.js';
export * from './movement/replan.js';
export * from './movement/json.js';
