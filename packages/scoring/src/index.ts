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
