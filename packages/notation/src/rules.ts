/**
 * The rule set of a game record: the custom PBN tag `[Rules "four-at-one-table"]` (issue 6).
 *
 * ```ts
 * ruleSetOfRecord(record);                         // ok('standard') when the tag is absent
 * withRuleSet(record, 'hao');                      // the record with [Rules "hao"]
 * ruleSetOfRecord(unwrap(parsePbnGame('[Rules "hao"]'))); // ok('hao')
 * ```
 * PBN 2.1 §3.2 lets a file carry tags of its own; unknown tags are kept verbatim by the parser and
 * written back by `makePbn`, so the tag survives import and export. A standard game writes no tag.
 * `checkRecord` replays the auction under the rule set this tag names (a repeat of the last bid
 * is legal in Four at One Table, `HAO` in Hao bridge).
 */
import { err, isRuleSetId, ok, type Result, type RuleSetId } from '@biritch/core';
import type { GameRecord } from './record.js';

/** The name of the custom tag that holds the rule set. */
export const RULES_TAG = 'Rules';

/** The rule set a record names (`standard` when it has no `Rules` tag), or `notation/bad-rules` for an unknown one. */
export function ruleSetOfRecord(record: GameRecord): Result<RuleSetId> {
  const text = record.tags.find((t) => t.name === RULES_TAG)?.value.trim();
  if (text === undefined || text === '' || text === '?') return ok('standard');
  const id = text.toLowerCase();
  return isRuleSetId(id)
    ? ok(id)
    : err('notation/bad-rules', `[Rules "${text}"] is not a rule set (standard, four-at-one-table, hao)`);
}

/** The record with its rule set: a `Rules` tag for a variant; a standard game keeps any tag it has, or gets none. */
export function withRuleSet(record: GameRecord, ruleSet: RuleSetId): GameRecord {
  const i = record.tags.findIndex((t) => t.name === RULES_TAG);
  if (ruleSet === 'standard' && i < 0) return record;
  const tags = [...record.tags];
  if (i >= 0) tags[i] = { name: RULES_TAG, value: ruleSet };
  else tags.push({ name: RULES_TAG, value: ruleSet });
  return { ...record, tags };
}
