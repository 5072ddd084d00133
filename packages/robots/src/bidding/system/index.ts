/**
 * The robots' bidding system: a SAYC-like natural system written as declarative rules.
 *
 * ```ts
 * import { SAYC_RULES } from './system/index.js';
 * SAYC_RULES.length // every rule, tried in this order
 * ```
 * Order matters only inside one auction situation (the first rule that fits the hand wins);
 * different situations have different auction patterns, so the groups do not compete.
 */
import type { BidRule } from '../engine.js';
import { COMPETITION } from './competition.js';
import { NOTRUMP } from './notrump.js';
import { OPENINGS } from './openings.js';
import { REBIDS } from './rebids.js';
import { RESPONSES } from './responses.js';

/** Every rule of the system, in the order they are tried. */
export const SAYC_RULES: readonly BidRule[] = [...OPENINGS, ...NOTRUMP, ...RESPONSES, ...REBIDS, ...COMPETITION];
