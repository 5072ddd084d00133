/**
 * A translator for one locale: messages by id (ICU MessageFormat through intl-messageformat),
 * and numbers, scores, lists and dates in the locale's own formats (CLDR, through `Intl`).
 *
 * ```ts
 * const tr = makeTranslator('pl');
 * tr.t('count.tricks', { count: 5 })   // '5 lew'
 * tr.signed(-1100)                     // '-1100' (pl groups only from five digits)
 * tr.error({ code: 'call/bad-level', message: '…' }) // the Polish text for the code
 * ```
 * Pure: no clock, no environment; dates are passed in, and so is the time zone if wanted.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { CodedError } from './result.js';
import type { ArgsParam, ArgValue, Catalog, Catalogs, MessageId } from './catalog.js';
import { CATALOGS } from './catalogs/index.js';
import type { Locale } from './locales.js';

/** Messages and formats of one locale. */
export interface Translator {
  readonly locale: Locale;
  /** The message `id` with its arguments. */
  t<K extends MessageId>(id: K, ...args: ArgsParam<K>): string;
  /** Whether `id` names a message (for ids built at run time, e.g. from an error code). */
  has(id: string): id is MessageId;
  /**
   * A message whose id is built at run time (a robot's rule, an error code), or undefined when the
   * catalogs have no such id; its arguments are checked by the catalog check, not by the compiler.
   */
  message(id: string, args?: Readonly<Record<string, ArgValue>>): string | undefined;
  /** A number in the locale's format (`10 000`, `10.000`, `1,5`). */
  number(n: number, options?: Intl.NumberFormatOptions): string;
  /** A score with its sign (`+620`, `-100`; Estonian writes U+2212 for minus), zero unsigned. */
  signed(n: number): string;
  /** A list joined the locale's way (`A, B and C`; `A, B i C`). */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction' | 'unit'): string;
  /** A date (and time) in the locale's format. */
  date(d: Date | number, options?: Intl.DateTimeFormatOptions): string;
  /** The message for a coded error (`error.<code>`), or the error's own English text for an unknown code. */
  error(e: CodedError): string;
}

/** Makes the translator of a locale (over the shipped catalogs unless others are given). */
export function makeTranslator(locale: Locale, catalogs: Catalogs = CATALOGS): Translator {
  const catalog: Catalog = catalogs[locale];
  const compiled = new Map<string, IntlMessageFormat>();
  const format = (id: MessageId, args: Readonly<Record<string, ArgValue>> | undefined): string => {
    let m = compiled.get(id);
    if (!m) {
      m = new IntlMessageFormat(catalog[id], locale);
      compiled.set(id, m);
    }
    const out = m.format(args as Record<string, ArgValue> | undefined);
    return typeof out === 'string' ? out : String(out);
  };
  const numbers = new Intl.NumberFormat(locale);
  const signedFormat = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const has = (id: string): id is MessageId => Object.hasOwn(catalog, id);
  return {
    locale,
    t: (id, ...args) => format(id, args[0] as Readonly<Record<string, ArgValue>> | undefined),
    has,
    message: (id, args) => (has(id) ? format(id, args) : undefined),
    number: (n, options) => (options ? new Intl.NumberFormat(locale, options) : numbers).format(n),
    signed: (n) => signedFormat.format(n),
    list: (items, type = 'conjunction') => new Intl.ListFormat(locale, { type }).format(items),
    date: (d, options) => new Intl.DateTimeFormat(locale, options).format(d),
    error: (e) => {
      const id = `error.${e.code}`;
      return has(id) ? format(id, undefined) : e.message;
    },
  };
}
