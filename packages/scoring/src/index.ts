/**
 * @biritch/scoring — every way of scoring bridge: one deal (Law 77, rubber, historical tables),
 * score sheets (rubber, Chicago), comparisons (IMPs, matchpoints, Butler, BAM, VPs) and the
 * per-player scores of variants.
 *
 * ```ts
 * import { scoreBoard, toImps } from '@biritch/scoring';
 * ```
 */
export * from './duplicate.js';
export * from './compare/imps.js';
export * from './compare/matchpoints.js';
export * from './compare/bam.js';
export * from './compare/vp.js';
export * from './fraction.js';
export * from './compensation.js';
export * from './variants.js';
export * from './honours.js';
export * from './rubberTables.js';
export * from './rubber.js';
export * from './chicago.js';
export * from './dealPlan.js';
export * from './sheetFile.js';
export * from './render.js';
export * from './compare/traveller.js';
export * from './playerSheet.js';
