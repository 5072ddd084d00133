/**
 * Message ids and their arguments as types, taken from the English catalog: a missing id or a
 * missing argument does not compile.
 *
 * ```ts
 * const id: MessageId = 'count.tricks';          // ok
 * const bad: MessageId = 'count.trick';          // compile error
 * type A = MessageArgs<'count.tricks'>;          // { count: number }
 * ```
 */
import type { en } from './catalogs/en.js';
import type { Locale } from './locales.js';

/** Every message id (the English catalog's keys). */
export type MessageId = keyof typeof en;
/** A complete catalog for one locale: every id, nothing else (ICU MessageFormat strings). */
export type Catalog = { readonly [K in MessageId]: string };
/** The catalogs of every locale. */
export type Catalogs = Readonly<Record<Locale, Catalog>>;

/** What an argument may be: text, a number (plural, number) or a date. */
export type ArgValue = string | number | Date;

// The argument names of an ICU message, read from its text: every `{name}` or `{name, type…}`
// whose name is an identifier. The branches of a plural or select are skipped, so an argument used
// only inside a branch is not typed (formatting without it throws).
type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
type IsName<S extends string> = S extends ''
  ? false
  : S extends `${string}${' ' | '#' | '{' | '\n'}${string}`
    ? false
    : true;
type ArgType<Spec extends string> =
  Trim<Spec> extends `${'plural' | 'number' | 'selectordinal'}${string}`
    ? number
    : Trim<Spec> extends `${'date' | 'time'}${string}`
      ? Date | number
      : string | number;
// After the `{` of a plural or select, the text past its matching `}` (its branches are skipped).
type SkipBlock<S extends string, Depth extends readonly unknown[] = [0]> = S extends `${infer C}${infer R}`
  ? C extends '{'
    ? SkipBlock<R, [...Depth, 0]>
    : C extends '}'
      ? Depth extends readonly [unknown, ...infer D]
        ? D extends readonly []
          ? R
          : SkipBlock<R, D>
        : R
      : SkipBlock<R, Depth>
  : '';
type ArgsIn<S extends string, Acc = unknown> = S extends `${string}{${infer Rest}`
  ? Rest extends `${infer Inside}}${string}`
    ? Inside extends `${infer Name},${infer Spec}`
      ? IsName<Trim<Name>> extends true
        ? ArgsIn<
            Trim<Spec> extends `${'plural' | 'select' | 'selectordinal'}${string}` ? SkipBlock<Rest> : Rest,
            Acc & { readonly [K in Trim<Name>]: ArgType<Spec> }
          >
        : ArgsIn<Rest, Acc>
      : IsName<Trim<Inside>> extends true
        ? ArgsIn<Rest, Acc & { readonly [K in Trim<Inside>]: string | number }>
        : ArgsIn<Rest, Acc>
    : Acc
  : Acc;
type Flatten<T> = { [K in keyof T]: T[K] };

/** The arguments a message needs, from its English text (`{}` when it has none). */
export type MessageArgs<K extends MessageId> = Flatten<ArgsIn<(typeof en)[K]>>;
/** The rest parameters of `t(id, …)`: nothing for a message without arguments. */
export type ArgsParam<K extends MessageId> = keyof MessageArgs<K> extends never ? [] : [args: MessageArgs<K>];
