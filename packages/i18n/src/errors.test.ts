// Every coded error of the codebase has a message in every locale (issue 22 "Error messages": "every
// coded error has a translated message; the codes stay stable"). The codes are collected from the
// sources, so a new `err('area/what', …)` without catalog entries fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalogs/index.js';
import { LOCALES } from './locales.js';
import { makeTranslator } from './translator.js';

const root = join(import.meta.dirname, '../../..');

function* sources(dir: string): Generator<string> {
  for (const e of readdirSync(dir)) {
    if (e === 'node_modules' || e === 'dist') continue;
    const p = join(dir, e);
    if (statSync(p).isDirectory()) yield* sources(p);
    else if (/\.tsx?$/.test(e) && !/\.test\.tsx?$/.test(e)) yield p;
  }
}

/** Comments removed, so codes named in documentation do not count (string contents are kept). */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

// Quoted `area/what` strings in code that are not error codes: MIME types and a module path.
const NOT_CODES = new Set(['application/json', 'application/pdf', 'application/octet-stream', 'react-dom/client']);

/** Every string literal of the form `area/what` in the non-test sources of packages/ and apps/web/src. */
function collectCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const dir of [join(root, 'packages'), join(root, 'apps/web/src')]) {
    for (const file of sources(dir)) {
      for (const m of withoutComments(readFileSync(file, 'utf8')).matchAll(
        /['"`]([a-z][a-z0-9-]*\/[a-z][a-z0-9-]*)['"`]/g,
      )) {
        if (!NOT_CODES.has(m[1]!) && !codes.has(m[1]!)) codes.set(m[1]!, relative(root, file));
      }
    }
  }
  return codes;
}

describe('error messages', () => {
  const codes = collectCodes();

  it('finds the codes of the codebase (core, notation, server, cli … at least 200)', () => {
    expect(codes.size).toBeGreaterThan(200);
    for (const c of [
      'auction/insufficient-bid',
      'play/must-follow-suit',
      'pbn/unterminated-string',
      'notation/bad-card',
    ])
      expect(codes.has(c)).toBe(true);
  });

  it.each(LOCALES)('has a message for every code in %s', (locale) => {
    const missing = [...codes]
      .filter(([code]) => !Object.hasOwn(CATALOGS[locale], `error.${code}`))
      .map(([c, f]) => `${c} (${f})`);
    expect(missing).toEqual([]);
  });

  it('translates a core error by its code, whatever English message it carries', () => {
    const e = { code: 'play/must-follow-suit', message: 'SK does not follow suit: H was led and S holds H (Law 44C)' };
    expect(makeTranslator('pl').error(e)).toBe('Należy dołożyć do koloru (Prawo 44C).');
    expect(makeTranslator('et').error(e)).toBe('Tuleb anda nõutud masti (seadus 44C).');
  });
});
