/**
 * The bidding systems a partnership can choose: each is a list of rules for the same engine.
 *
 * ```ts
 * import { SYSTEMS } from './systems.js';
 * chooseCall(input, SYSTEMS['2/1'])   // Two Over One Game Forcing; SYSTEMS.sayc is the default
 * ```
 */
import type { BidRule } from '../engine.js';
import { SAYC_RULES } from './index.js';
import { TWO_OVER_ONE_RULES } from './twoOverOne.js';

/** The name of a system in `SYSTEMS`. */
export type SystemName = 'sayc' | '2/1';

/** The systems by name: SAYC (complete as far as the README says) and 2/1 game forcing (SAYC's openings). */
export const SYSTEMS: Readonly<Record<SystemName, readonly BidRule[]>> = {
  sayc: SAYC_RULES,
  '2/1': TWO_OVER_ONE_RULES,
};

/** Whether a text names a system (for options read from outside). */
export const isSystemName = (s: string): s is SystemName => s === 'sayc' || s === '2/1';
