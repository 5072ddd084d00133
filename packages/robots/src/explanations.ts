/**
 * The robots' explanations in the reader's language. Every explanation (a rule of the bidding
 * system, a fallback, a variant policy) carries a message: a catalog id of @biritch/i18n and its
 * arguments. English is the catalog's English, equal to the English `explanation` text.
 *
 * ```ts
 * const m = unwrap(explainCall([], bid(1, 'NT')));
 * explanationIn(m, makeTranslator('pl'))   // '15–17 PC, układ zrównoważony'
 * explanationIn(m, makeTranslator('en'))   // '15–17 HCP, balanced' (= m.explanation)
 * ```
 */
import { makeTranslator, type Translator } from '@biritch/i18n';
import { withoutSharedLabel, type ExplanationMessage } from './bidding/engine.js';

const ENGLISH = makeTranslator('en');

/**
 * A message in a translator's language with its alternatives (a call several rules make), joined by
 * the catalog's `explain.or`, a label they share said once; undefined when the catalogs lack one of the ids.
 */
function withAlternatives(message: ExplanationMessage, tr: Translator): string | undefined {
  const first = tr.message(message.id, message.args);
  let text = first;
  for (const alt of message.alternatives ?? []) {
    const other = tr.message(alt.id, alt.args);
    if (first === undefined || text === undefined || other === undefined) return undefined;
    // A label both meanings share ("Overcall: ") is said once.
    text = tr.message('explain.or', { meaning: text, other: withoutSharedLabel(first, other) });
  }
  return text;
}

/** An explanation's English text from its message (the id's catalog entry; the id itself if unknown). */
export function englishExplanation(message: ExplanationMessage): string {
  return withAlternatives(message, ENGLISH) ?? message.id;
}

/** An explanation in a translator's language; the English text when the catalogs lack its id. */
export function explanationIn(
  e: { readonly explanation: string; readonly message: ExplanationMessage },
  tr: Translator,
): string {
  return withAlternatives(e.message, tr) ?? e.explanation;
}
