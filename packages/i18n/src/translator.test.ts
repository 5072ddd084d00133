// Messages, numbers and dates per locale (issue 22 "Interface"; languages.md §2.4, §2.5).
import { describe, expect, it } from 'vitest';
import type { MessageArgs } from './catalog.js';
import { makeTranslator } from './translator.js';

describe('makeTranslator', () => {
  it('gives Polish its three integer plural forms: 1 lewa, 2 lewy, 5 lew, 22 lewy', () => {
    const { t } = makeTranslator('pl');
    expect([1, 2, 5, 12, 22].map((count) => t('count.tricks', { count }))).toEqual([
      '1 lewa',
      '2 lewy',
      '5 lew',
      '12 lew',
      '22 lewy',
    ]);
  });

  it('gives Slovak 1 zdvih, 3 zdvihy, 7 zdvihov', () => {
    const { t } = makeTranslator('sk');
    expect([1, 3, 7].map((count) => t('count.tricks', { count }))).toEqual(['1 zdvih', '3 zdvihy', '7 zdvihov']);
  });

  it('formats the plural count with the locale number format (Spanish 1.000.000 de bazas)', () => {
    expect(makeTranslator('es').t('count.tricks', { count: 1_000_000 })).toBe(
      `${(1_000_000).toLocaleString('es')} de bazas`,
    );
  });

  it('fills select and text arguments', () => {
    const { t } = makeTranslator('pl');
    expect(t('auction.contract', { contract: '4♠', doubling: 'doubled', declarer: 'S', dummy: 'N', leader: 'W' })).toBe(
      'Kontrakt 4♠ z kontrą, rozgrywa S; dziadek N; wistuje W.',
    );
  });

  it('keeps literal apostrophes around an argument', () => {
    expect(makeTranslator('en').t('cli.unknownCommand', { command: 'bid' })).toBe(
      "unknown command 'bid' (see biritch --help)",
    );
  });

  it('formats signed scores per locale, as Intl does (golden against Intl, not hand-typed)', () => {
    for (const l of ['en', 'pl', 'es', 'sk', 'et'] as const) {
      const f = new Intl.NumberFormat(l, { signDisplay: 'exceptZero' });
      expect([1100, -1100, 0].map(makeTranslator(l).signed)).toEqual([f.format(1100), f.format(-1100), '0']);
    }
  });

  it('writes the Estonian minus as U+2212 and groups Slovak thousands', () => {
    expect(makeTranslator('et').signed(-1100)).toBe('\u22121100');
    expect(makeTranslator('sk').number(1100)).toBe('1\u00a0100');
  });

  it('formats dates in the locale (a fixed date and time zone)', () => {
    const d = new Date(Date.UTC(2026, 10, 26, 12));
    expect(makeTranslator('pl').date(d, { dateStyle: 'long', timeZone: 'UTC' })).toBe('26 listopada 2026');
  });

  it('joins lists the locale way', () => {
    expect(makeTranslator('es').list(['N', 'E', 'S'])).toBe('N, E y S');
  });

  it("falls back to the error's own English message for a code with no catalog entry", () => {
    expect(makeTranslator('pl').error({ code: 'nothing/known', message: 'as given' })).toBe('as given');
  });

  it('rejects an unknown id at compile time', () => {
    const { t } = makeTranslator('en');
    // @ts-expect-error -- 'count.trick' is not a message id: tsc (npm test) fails if this compiles
    expect(() => t('count.trick', { count: 1 })).toThrow();
  });

  it('rejects a missing argument at compile time', () => {
    const { t } = makeTranslator('en');
    // @ts-expect-error -- count.tricks needs { count }
    expect(() => t('count.tricks')).toThrow();
  });
});

describe('MessageArgs', () => {
  it('types a plural argument as a number', () => {
    const { t } = makeTranslator('en');
    // @ts-expect-error -- count is a plural argument: a string does not compile
    expect(t('count.tricks', { count: 'two' })).toBe('NaN tricks'); // what a string would print
  });

  it('reads the arguments of a message with select branches, skipping the branches', () => {
    const args: MessageArgs<'auction.contract'> = {
      contract: '4S',
      doubling: 'none',
      declarer: 'S',
      dummy: 'N',
      leader: 'W',
    };
    expect(Object.keys(args).sort()).toEqual(['contract', 'declarer', 'doubling', 'dummy', 'leader']);
  });
});
