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
export * from './movement/guide.js';
export * from './movement/json.js';
export * from './score/compare.js';
export * from './score/rank.js';
export * from './score/lines.js';
export * from './score/scoreField.js';
export * from './score/vpScales.js';
export * from './score/teams.js';
export * from './score/scorer.js';
export * from './score/addLine.js';
export * from './score/reports.js';
export * from './session/types.js';
export * from './session/deal.js';
export * from './session/machine.js';
export * from './session/fold.js';
export * from './score/swissPairs.js';
