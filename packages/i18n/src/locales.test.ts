// Locale negotiation (issue 22: "the first visit follows the browser's languages"; CLI --lang default).
import { describe, expect, it } from 'vitest';
import { localeFromEnv, localeOfTag, negotiateLocale } from './locales.js';

describe('negotiateLocale', () => {
  it('takes the first supported language of a browser list', () => {
    expect(negotiateLocale(['fr-FR', 'sk-SK', 'en'])).toBe('sk');
  });
  it('maps regional Spanish to es', () => {
    expect(negotiateLocale(['es-AR'])).toBe('es');
  });
  it('falls back to English when nothing is supported', () => {
    expect(negotiateLocale(['de', 'fr'])).toBe('en');
  });
  it('skips malformed tags', () => {
    expect(negotiateLocale(['!!', 'et-EE'])).toBe('et');
  });
});

describe('localeOfTag', () => {
  it('reads POSIX locale names with codeset and modifier', () => {
    expect(localeOfTag('pl_PL.UTF-8')).toBe('pl');
    expect(localeOfTag('sk_SK@euro')).toBe('sk');
  });
  it('gives null for C and POSIX', () => {
    expect(localeOfTag('C')).toBeNull();
    expect(localeOfTag('POSIX')).toBeNull();
  });
});

describe('localeFromEnv', () => {
  it('prefers LC_ALL, then LC_MESSAGES, then LANG', () => {
    expect(localeFromEnv({ LC_ALL: 'et_EE.UTF-8', LC_MESSAGES: 'pl_PL', LANG: 'es_ES' })).toBe('et');
    expect(localeFromEnv({ LC_MESSAGES: 'pl_PL', LANG: 'es_ES' })).toBe('pl');
    expect(localeFromEnv({ LANG: 'es_ES.UTF-8' })).toBe('es');
  });
  it('does not fall through past a set variable: LC_ALL=C means English', () => {
    expect(localeFromEnv({ LC_ALL: 'C', LANG: 'pl_PL.UTF-8' })).toBe('en');
  });
  it('ignores empty variables', () => {
    expect(localeFromEnv({ LC_ALL: '', LANG: 'sk_SK.UTF-8' })).toBe('sk');
  });
  it('gives English for an empty environment', () => {
    expect(localeFromEnv({})).toBe('en');
  });
});
