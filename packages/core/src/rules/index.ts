/**
 * The registry of rule sets: `ruleSetFor(id)`.
 *
 * ```ts
 * const r = ruleSetFor('standard'); // ok(standardRules)
 * ruleSetFor('hao');                // ok(haoRules)
 * ruleSetFor('auction');            // err('rules/unknown-rule-set')
 * ```
 * Adding a rule set: one file in this folder implementing `RuleSet`, one line in `RULE_SETS`.
 */
import { err, ok, type Result } from '../result.js';
import { RULE_SET_IDS, type RuleSetId } from '../table/types.js';
import type { RuleSet } from './ruleSet.js';
import { standardRules } from './standard.js';
import { fourAtOneTableRules } from './fourAtOneTable.js';
import { haoRules } from './hao.js';

/** The rule sets built so far, by id. */
export const RULE_SETS: Readonly<Partial<Record<RuleSetId, RuleSet>>> = {
  standard: standardRules,
  'four-at-one-table': fourAtOneTableRules as RuleSet,
  hao: haoRules as RuleSet,
};

/** Whether a string is a known rule set id. */
export const isRuleSetId = (s: unknown): s is RuleSetId =>
  typeof s === 'string' && (RULE_SET_IDS as readonly string[]).includes(s);

/** The rule set for an id, or a coded error for an unknown id or one not built yet. */
export function ruleSetFor(id: string): Result<RuleSet> {
  if (!isRuleSetId(id)) return err('rules/unknown-rule-set', `'${id}' is not a rule set (${RULE_SET_IDS.join(', ')})`);
  const rules = RULE_SETS[id];
  return rules ? ok(rules) : err('rules/not-available', `the rule set '${id}' is not built yet`);
}

export * from './ruleSet.js';
export * from './standard.js';
export * from './fourAtOneTable.js';
export * from './hao.js';
