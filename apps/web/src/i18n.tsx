/**
 * The player's language in the web app: a React context with the translator and the bridge words
 * of the chosen locale, the language menu, and where the choice is remembered. The first visit
 * follows `navigator.languages`; a choice made in the menu is kept in local storage (per player
 * once accounts exist) and sets `<html lang>`, so screen readers switch voice.
 *
 * ```tsx
 * <I18nProvider initial={initialLocale(window.localStorage, navigator.languages)}><App /></I18nProvider>
 * const { tr, labels } = useI18n();
 * tr.t('count.tricks', { count: 5 });          // pl: '5 lew'
 * labels.callText({ type: 'pass' });           // pl: 'pas'
 * ```
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isLocale, LOCALES, makeTranslator, negotiateLocale, type Locale, type Translator } from '@biritch/i18n';
import { EN_LABELS, makeLabels, type Labels } from './labels.js';

/** The key under which the chosen language is kept in local storage. */
export const LOCALE_KEY = 'biritch.locale';

/**
 * Each language's own name, as a language menu shows it (in that language, whatever the screen's
 * language: a reader who does not understand the current one must still find theirs). Not in the
 * catalogs because it never changes with the locale.
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  pl: 'Polski',
  es: 'Español',
  sk: 'Slovenčina',
  et: 'Eesti',
};

/** The storage the choice lives in (`window.localStorage`, or a stand-in in tests). */
export type LocaleStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's local storage, or null where the browser refuses it (some private modes throw on access). */
export function browserStore(): LocaleStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The locale to start with: the remembered choice, else the browser's preferences (else English). */
export function initialLocale(store: LocaleStore | null, languages: readonly string[]): Locale {
  let saved: string | null = null;
  try {
    saved = store?.getItem(LOCALE_KEY) ?? null;
  } catch {
    saved = null; // storage refused (private mode): follow the browser
  }
  return saved !== null && isLocale(saved) ? saved : negotiateLocale(languages);
}

/** Remembers the choice; a storage that refuses it only loses the memory, never the choice. */
export function rememberLocale(store: LocaleStore | null, locale: Locale): void {
  try {
    store?.setItem(LOCALE_KEY, locale);
  } catch {
    // quota or private mode: the choice holds for this visit
  }
}

/** What the context holds. */
export interface I18n {
  readonly locale: Locale;
  readonly tr: Translator;
  readonly labels: Labels;
  /** Switches the language (and remembers it, when the provider was given a store). */
  readonly setLocale: (locale: Locale) => void;
}

const EN: I18n = { locale: 'en', tr: EN_LABELS.tr, labels: EN_LABELS, setLocale: () => undefined };
const I18nContext = createContext<I18n>(EN);

/** The translator and bridge words of the current language (English outside a provider). */
export const useI18n = (): I18n => useContext(I18nContext);

/** Props of the provider. */
export interface I18nProviderProps {
  readonly initial: Locale;
  /** Where the choice is remembered; none in tests. */
  readonly store?: LocaleStore | null | undefined;
  readonly children: ReactNode;
}

/** Provides the chosen language to the app and keeps `<html lang>` in step with it. */
export function I18nProvider({ initial, store = null, children }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(initial);
  const value = useMemo<I18n>(() => {
    const tr = makeTranslator(locale);
    return {
      locale,
      tr,
      labels: makeLabels(tr),
      setLocale: (next) => {
        rememberLocale(store, next);
        setLocaleState(next);
      },
    };
  }, [locale, store]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The language menu: every locale under its own name. */
export function LanguageMenu() {
  const { locale, tr, setLocale } = useI18n();
  return (
    <label className="language-menu">
      <span className="visually-hidden">{tr.t('app.language')}</span>
      <select
        value={locale}
        data-testid="language-menu"
        onChange={(e) => {
          if (isLocale(e.target.value)) setLocale(e.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
