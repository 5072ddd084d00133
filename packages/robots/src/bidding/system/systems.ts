/**
 * The bidding systems a partnership can choose: each is a list of rules for the same engine.
 *
 * ```ts
 * import { SYSTEMS } from './systems.js';
 * chooseCall(input, SYSTEMS['2/1'])   // Two Over One Game Forcing; SYSTEMS.sayc is the default
 * ```
 */
import type { BidRule } from '../engine.js';
import { SAYC_RULES, withKeyCards } from './index.js';
import { makePolishRules } from './polish.js';
import { TWO_OVER_ONE_RULES } from './twoOverOne.js';

/** The name of a system in `SYSTEMS`. */
export type SystemName = 'sayc' | '2/1' | 'sayc-rkcb' | '2/1-rkcb' | 'polish';

/**
 * The systems by name: SAYC (complete as far as the README says), 2/1 game forcing (SAYC's
 * openings), each with the partnership agreement of Roman Key Card Blackwood 1430 (`-rkcb`) in
 * place of Blackwood by aces, and Polish Club (Wspólny Język: its openings and first answers, SAYC's
 * rules where the two systems bid alike).
 */
export const SYSTEMS: Readonly<Record<SystemName, readonly BidRule[]>> = {
  sayc: SAYC_RULES,
  '2/1': TWO_OVER_ONE_RULES,
  'sayc-rkcb': withKeyCards(SAYC_RULES),
  '2/1-rkcb': withKeyCards(TWO_OVER_ONE_RULES),
  polish: makePolishRules(SAYC_RULES),
};

/** Whether a text names a system (for options read from outside). */
export const isSystemName = (s: string): s is SystemName => Object.hasOwn(SYSTEMS, s);
