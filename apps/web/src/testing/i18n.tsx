/**
 * Test helper: renders a component inside the language provider of a locale, and lists the
 * English words of the web app's catalog (for the check that a translated screen has none left).
 *
 * ```tsx
 * render(inLocale('pl', <BiddingBox box={box} onCall={send} />));
 * englishWordsLeft(document.body, 'pl') // [] when every string went through the catalogs
 * ```
 * Without a provider, components speak English (the source catalog): the default of `useI18n`.
 */
import type { ReactElement } from 'react';
import { CATALOGS, en, type Locale } from '@biritch/i18n';
import { I18nProvider } from '../i18n.js';

/** The element wrapped in the provider of `locale` (nothing remembered). */
export const inLocale = (locale: Locale, ui: ReactElement): ReactElement => (
  <I18nProvider initial={locale}>{ui}</I18nProvider>
);

/** The words of an ICU message's text: argument names, types and plural/select keys removed. */
export function wordsOf(message: string): string[] {
  const text = message
    .replace(/\{\s*[\w-]+\s*,\s*(plural|select|selectordinal|number|date)\s*,/g, ' ')
    .replace(/\{\s*[\w-]+\s*\}/g, ' ')
    .replace(/(=?[\w-]+)\s*\{/g, ' ');
  return text.match(/\p{L}+/gu) ?? [];
}

// The ids the web app shows: its own (`app.`, `table.` …) and the shared ones it uses.
const WEB_ID =
  /^(app|club|card|suit|call|contract|vulnerability|role|announce|table|bidding|auction|claim|undo|result|dd|sheet|variant|lobby|seat|side|count)\./;

/**
 * The English words (three letters or more) of the web app's messages that the locale's own
 * interface messages never use (so `Robot` or `Chicago`, the same word in Polish, does not count).
 */
export function englishWords(locale: Locale): Set<string> {
  // Only the interface's own messages count as the locale's words: error messages quote format
  // tags (PBN `Vulnerable`) that are English in every language.
  const own = new Set(
    Object.entries(CATALOGS[locale])
      .filter(([id]) => WEB_ID.test(id))
      .flatMap(([, m]) => wordsOf(m).map((w) => w.toLowerCase())),
  );
  const words = new Set<string>();
  for (const [id, message] of Object.entries(en)) {
    if (!WEB_ID.test(id)) continue;
    for (const w of wordsOf(message)) if (w.length >= 3 && !own.has(w.toLowerCase())) words.add(w.toLowerCase());
  }
  return words;
}

/** Every text a person or a screen reader meets in `root`: text, accessible names, titles, placeholders. */
export function shownText(root: HTMLElement): string {
  const attrs = [...root.querySelectorAll('[aria-label], [title], [placeholder], [aria-valuetext]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder', 'aria-valuetext'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [root.textContent ?? '', ...attrs, document.title].join('\n');
}

/** The English catalog words found in what `root` shows (none, when the screen is translated). */
export function englishWordsLeft(root: HTMLElement, locale: Locale): string[] {
  const english = englishWords(locale);
  const found = (shownText(root).match(/\p{L}+/gu) ?? []).filter((w) => english.has(w.toLowerCase()));
  return [...new Set(found)];
}
