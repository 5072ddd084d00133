// The catalog check (issue 22 "Checks"; languages.md §2.6 tests 1 and 2).
import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalogs/index.js';
import { checkCatalogs, pluralCategoriesOf } from './check.js';

const en = { tricks: '{n, plural, one {# trick} other {# tricks}}', hello: 'Hello {name}' };

describe('checkCatalogs', () => {
  it('finds nothing wrong with the shipped catalogs of all five locales', () => {
    expect(checkCatalogs(CATALOGS)).toEqual([]);
  });

  it('reports a message a locale lacks', () => {
    const problems = checkCatalogs({ en, et: { tricks: '{n, plural, one {# tihi} other {# tihi}}' } });
    expect(problems).toEqual([{ locale: 'et', id: 'hello', code: 'i18n/missing-message', message: 'no message' }]);
  });

  it('reports an id the source does not have', () => {
    const problems = checkCatalogs({ en, et: { ...en, extra: 'x' } });
    expect(problems.map((p) => p.code)).toEqual(['i18n/unknown-message']);
  });

  it('reports a renamed placeholder', () => {
    const problems = checkCatalogs({
      en,
      es: { tricks: '{n, plural, one {# baza} many {# de bazas} other {# bazas}}', hello: 'Hola {nombre}' },
    });
    expect(problems).toEqual([
      { locale: 'es', id: 'hello', code: 'i18n/wrong-placeholder', message: 'arguments nombre:text; en has name:text' },
    ]);
  });

  it('reports a dropped placeholder', () => {
    const problems = checkCatalogs({
      en,
      es: { tricks: '{n, plural, one {# baza} many {# de bazas} other {# bazas}}', hello: 'Hola' },
    });
    expect(problems.map((p) => p.code)).toEqual(['i18n/wrong-placeholder']);
  });

  it('reports a plural turned into plain text (wrong argument kind)', () => {
    const problems = checkCatalogs({ en, et: { tricks: '{n} tihi', hello: 'Tere {name}' } });
    expect(problems.map((p) => p.code)).toEqual(['i18n/wrong-placeholder']);
  });

  it('reports a Polish plural with only one and other (it would print "2 lew")', () => {
    const problems = checkCatalogs({
      en,
      pl: { tricks: '{n, plural, one {# lewa} other {# lew}}', hello: 'Cześć {name}' },
    });
    expect(problems).toEqual([
      { locale: 'pl', id: 'tricks', code: 'i18n/missing-plural-category', message: "plural 'n' lacks few, many" },
    ]);
  });

  it('reports a Slovak plural without few, nested inside a select', () => {
    const sk = {
      tricks: '{n, plural, one {# zdvih} few {# zdvihy} many {# zdvihu} other {# zdvihov}}',
      hello: '{name, select, a {{c, plural, one {x} other {y}}} other {z}}',
    };
    const problems = checkCatalogs({
      en: { ...en, hello: '{name, select, a {{c, plural, one {x} other {y}}} other {z}}' },
      sk,
    });
    expect(problems).toEqual([
      { locale: 'sk', id: 'hello', code: 'i18n/missing-plural-category', message: "plural 'c' lacks few, many" },
    ]);
  });

  it('reports a category the language never selects (a Polish "two")', () => {
    const pl = { tricks: '{n, plural, one {a} two {b} few {c} many {d} other {e}}', hello: '{name}' };
    expect(checkCatalogs({ en, pl }).map((p) => p.code)).toEqual(['i18n/unknown-plural-category']);
  });

  it('reports a message that does not parse', () => {
    expect(checkCatalogs({ en, et: { ...en, hello: 'Tere {name' } }).map((p) => p.code)).toEqual(['i18n/bad-syntax']);
  });
});

describe('pluralCategoriesOf', () => {
  it('gives the CLDR cardinal categories of the five locales (languages.md §2.4)', () => {
    expect([...pluralCategoriesOf('en')].sort()).toEqual(['one', 'other']);
    expect([...pluralCategoriesOf('pl')].sort()).toEqual(['few', 'many', 'one', 'other']);
    expect([...pluralCategoriesOf('sk')].sort()).toEqual(['few', 'many', 'one', 'other']);
    expect([...pluralCategoriesOf('es')].sort()).toEqual(['many', 'one', 'other']);
    expect([...pluralCategoriesOf('et')].sort()).toEqual(['one', 'other']);
  });
});
