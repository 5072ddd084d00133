/**
 * Bridge notation per language (issue 22): tables for en, pl, es, sk, et and the print/parse pairs.
 *
 * ```ts
 * import { makeLocaleCall, parseLocaleAuction } from '@biritch/notation';
 * makeLocaleCall(bid(1, 'NT'), 'sk')   // '1BT'
 * ```
 */
export * from './tables.js';
export * from './aliases.js';
export * from './localeNotation.js';
