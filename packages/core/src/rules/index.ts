/**
 * The registry of rule sets: `ruleSetFor(id)`.
 *
 * ```ts
 * const r = ruleSetFor('standard'); // ok(standardRules)
 * ruleSetFor('hao');                // err('rules/not-available') until Hao bridge is built
 * ```
 * Adding a rule set: one file in this folder implementing `RuleSet`, one line in `RULE_SETS`.
 */
import { err, ok, type Result } from '../result.js';
import { RULE_SET_IDS, type RuleSetId } from '../table/types.js';
import type { RuleSet } from './ruleSet.js';
import { standardRules } from './standard.js';

/** The rule sets built so far, by id. */
export const RULE_SETS: Readonly<Partial<Record<RuleSetId, RuleSet>>> = {
  standard: standardRules,
};

/** Whether a string is a known rule set id. */
export const isRuleSetId = (s: unknown): s is RuleSetId => typeof s === 'string' && (RULE_SET_IDS as readonly string[]).includes(s);

/** The rule set for an id, or a coded error for an unknown id or one not built yet. */
export function ruleSetFor(id: string): Result<RuleSet> {
  if (!isRuleSetId(id)) return err('rules/unknown-rule-set', `'${id}' is not a rule set (${RULE_SET_IDS.join(', ')})`);
  const rules = RULE_SETS[id];
  return rules ? ok(rules) : err('rules/not-available', `the rule set '${id}' is not built yet`);
}

export * from './ruleSet.js';
export * from './standard.js';
