/**
 * The catalog check CI runs: every locale has exactly the source's ids, each message parses, uses
 * the same arguments with the same types as the source, and every plural gives each category its
 * language needs (`Intl.PluralRules(locale).resolvedOptions().pluralCategories`: Polish and Slovak
 * have one, few, many and other). Common tools check the first two but pass a Polish plural that
 * has only `one` and `other`, which would print "2 lew" (languages.md §2.4, §2.6).
 *
 * ```ts
 * checkCatalogs(CATALOGS)  // [] when all is well
 * checkCatalogs({ en: { a: '{n, plural, one {# x} other {# xs}}' }, pl: { a: '{n, plural, one {# x} other {# y}}' } })
 * // [{ locale: 'pl', id: 'a', code: 'i18n/missing-plural-category', message: "plural 'n' lacks few, many" }]
 * ```
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** One thing wrong with a catalog. */
export interface CatalogProblem {
  readonly locale: string;
  readonly id: string;
  readonly code:
    | 'i18n/missing-message'
    | 'i18n/unknown-message'
    | 'i18n/bad-syntax'
    | 'i18n/wrong-placeholder'
    | 'i18n/missing-plural-category'
    | 'i18n/unknown-plural-category';
  readonly message: string;
}

type ArgKind = 'text' | 'number' | 'date' | 'plural' | 'select';

/** The arguments of a parsed message with what kind each is (`n` → plural). */
function argumentsOf(ast: readonly MessageFormatElement[], into = new Map<string, ArgKind>()): Map<string, ArgKind> {
  for (const el of ast) {
    switch (el.type) {
      case TYPE.argument:
        if (!into.has(el.value)) into.set(el.value, 'text');
        break;
      case TYPE.number:
        into.set(el.value, 'number');
        break;
      case TYPE.date:
      case TYPE.time:
        into.set(el.value, 'date');
        break;
      case TYPE.plural:
        into.set(el.value, 'plural');
        for (const o of Object.values(el.options)) argumentsOf(o.value, into);
        break;
      case TYPE.select:
        into.set(el.value, 'select');
        for (const o of Object.values(el.options)) argumentsOf(o.value, into);
        break;
      case TYPE.tag:
        argumentsOf(el.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/** Every plural (and selectordinal) node, nested ones included. */
function* pluralsOf(
  ast: readonly MessageFormatElement[],
): Generator<{ name: string; ordinal: boolean; keys: string[] }> {
  for (const el of ast) {
    if (el.type === TYPE.plural) {
      yield { name: el.value, ordinal: el.pluralType === 'ordinal', keys: Object.keys(el.options) };
      for (const o of Object.values(el.options)) yield* pluralsOf(o.value);
    } else if (el.type === TYPE.select) {
      for (const o of Object.values(el.options)) yield* pluralsOf(o.value);
    } else if (el.type === TYPE.tag) yield* pluralsOf(el.children);
  }
}

/** The plural categories a locale's messages must give (CLDR, through the runtime's ICU). */
export function pluralCategoriesOf(locale: string, ordinal = false): readonly string[] {
  return new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories;
}

function parsed(text: string): MessageFormatElement[] | string {
  try {
    return parse(text, { requiresOtherClause: true });
  } catch (e) {
    return (e as Error).message;
  }
}

/** Checks every locale's catalog against the source locale's; returns the problems found. */
export function checkCatalogs(
  catalogs: Readonly<Record<string, Readonly<Record<string, string>>>>,
  source = 'en',
): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const src = catalogs[source];
  if (!src)
    return [
      { locale: source, id: '', code: 'i18n/missing-message', message: `no catalog for the source locale ${source}` },
    ];
  const srcArgs = new Map<string, Map<string, ArgKind>>();
  for (const [id, text] of Object.entries(src)) {
    const ast = parsed(text);
    if (typeof ast === 'string') problems.push({ locale: source, id, code: 'i18n/bad-syntax', message: ast });
    else srcArgs.set(id, argumentsOf(ast));
  }
  for (const [locale, catalog] of Object.entries(catalogs)) {
    for (const id of Object.keys(src)) {
      if (!Object.hasOwn(catalog, id))
        problems.push({ locale, id, code: 'i18n/missing-message', message: 'no message' });
    }
    for (const [id, text] of Object.entries(catalog)) {
      if (!Object.hasOwn(src, id)) {
        problems.push({ locale, id, code: 'i18n/unknown-message', message: `the ${source} catalog has no such id` });
        continue;
      }
      const ast = locale === source ? null : parsed(text);
      if (typeof ast === 'string') {
        problems.push({ locale, id, code: 'i18n/bad-syntax', message: ast });
        continue;
      }
      const want = srcArgs.get(id);
      if (ast && want) {
        const have = argumentsOf(ast);
        const show = (m: Map<string, ArgKind>) =>
          [...m]
            .map(([n, k]) => `${n}:${k}`)
            .sort()
            .join(', ') || 'none';
        if (show(have) !== show(want)) {
          problems.push({
            locale,
            id,
            code: 'i18n/wrong-placeholder',
            message: `arguments ${show(have)}; ${source} has ${show(want)}`,
          });
        }
      }
      const nodes = ast ?? parsed(text);
      if (typeof nodes === 'string') continue;
      for (const p of pluralsOf(nodes)) {
        const needed = pluralCategoriesOf(locale, p.ordinal);
        const lacking = needed.filter((c) => !p.keys.includes(c));
        if (lacking.length > 0) {
          problems.push({
            locale,
            id,
            code: 'i18n/missing-plural-category',
            message: `plural '${p.name}' lacks ${lacking.join(', ')}`,
          });
        }
        const unknown = p.keys.filter((k) => !k.startsWith('=') && !needed.includes(k));
        if (unknown.length > 0) {
          problems.push({
            locale,
            id,
            code: 'i18n/unknown-plural-category',
            message: `plural '${p.name}' has ${unknown.join(', ')}, which ${locale} never selects`,
          });
        }
      }
    }
  }
  return problems;
}
