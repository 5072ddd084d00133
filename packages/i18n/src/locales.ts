/**
 * The five languages of Biritch and how one is chosen: from a list of preferences (a browser's
 * `navigator.languages`) or from the POSIX locale variables of a command line.
 *
 * ```ts
 * negotiateLocale(['pl-PL', 'en-US'])              // 'pl'
 * negotiateLocale(['fr-FR'])                       // 'en' (the fallback)
 * localeFromEnv({ LANG: 'es_AR.UTF-8' })           // 'es'
 * localeFromEnv({ LC_ALL: 'C', LANG: 'pl_PL' })    // 'en' (LC_ALL wins, and C means no language)
 * ```
 */

/** The supported locales: English (the source), Polish, Spanish, Slovak and Estonian. */
export const LOCALES = ['en', 'pl', 'es', 'sk', 'et'] as const;
/** One supported locale. */
export type Locale = (typeof LOCALES)[number];
/** The locale used when nothing asked for is supported. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether a string is one of the supported locale ids (exactly, e.g. `pl`, not `pl-PL`). */
export const isLocale = (s: unknown): s is Locale =>
  typeof s === 'string' && (LOCALES as readonly string[]).includes(s);

/**
 * The supported locale a language tag or POSIX locale name asks for, or null: `pl-PL`, `pl_PL.UTF-8`,
 * `es-419`, `sk@euro` and `ET` all resolve; `C`, `POSIX`, empty and malformed tags give null.
 */
export function localeOfTag(tag: string): Locale | null {
  // POSIX names are language[_territory][.codeset][@modifier]; BCP 47 wants language-territory.
  const cleaned = tag
    .trim()
    .replace(/[.@].*$/, '')
    .replace(/_/g, '-');
  if (cleaned === '' || cleaned === 'C' || cleaned === 'POSIX') return null;
  let language: string;
  try {
    language = new Intl.Locale(cleaned).language;
  } catch {
    return null;
  }
  return isLocale(language) ? language : null;
}

/** The first supported locale in a preference list (best first), else the fallback. */
export function negotiateLocale(requested: readonly string[], fallback: Locale = DEFAULT_LOCALE): Locale {
  for (const tag of requested) {
    const l = localeOfTag(tag);
    if (l) return l;
  }
  return fallback;
}

/**
 * The locale of a command line's environment. POSIX order: the first set one of `LC_ALL`,
 * `LC_MESSAGES`, `LANG` decides (an unsupported or `C` value gives the fallback; it does not fall
 * through to the next variable, as `setlocale` would not either).
 */
export function localeFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  fallback: Locale = DEFAULT_LOCALE,
): Locale {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const v = env[name];
    if (v !== undefined && v !== '') return localeOfTag(v) ?? fallback;
  }
  return fallback;
}
