/**
 * @biritch/i18n — the five languages of Biritch: message catalogs (ICU MessageFormat), typed ids,
 * locale negotiation, per-locale numbers and dates, and the catalog check CI runs.
 *
 * ```ts
 * import { makeTranslator, negotiateLocale } from '@biritch/i18n';
 * const tr = makeTranslator(negotiateLocale(navigator.languages));
 * tr.t('count.tricks', { count: 2 })  // pl: '2 lewy'
 * ```
 */
export * from './locales.js';
export * from './catalog.js';
export * from './translator.js';
export * from './check.js';
export type { CodedError } from './result.js';
export { CATALOGS } from './catalogs/index.js';
export { en } from './catalogs/en.js';
