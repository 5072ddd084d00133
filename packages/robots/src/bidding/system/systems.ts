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
import { facingPolishClub } from './facing.js';
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

const FACING = new Map<string, readonly BidRule[]>();

/**
 * A side's rules at a table where the opponents play `opponents`: the system's own, with its defence
 * to the opponents' openings where they mean something else than the defence expects (facing.ts:
 * Polish Club's natural 2♣ and Multi 2♦). The same list for the same pair of systems.
 */
export function rulesFacing(own: SystemName, opponents: SystemName): readonly BidRule[] {
  if (opponents !== 'polish') return SYSTEMS[own];
  const key = `${own}>${opponents}`;
  let rules = FACING.get(key);
  if (!rules) {
    rules = facingPolishClub(SYSTEMS[own]);
    FACING.set(key, rules);
  }
  return rules;
}

/** A name for the rules of `rulesFacing(own, opponents)`, for caches keyed by system. */
export const facingName = (own: SystemName, opponents: SystemName): string =>
  opponents === 'polish' ? `${own}>${opponents}` : own;
