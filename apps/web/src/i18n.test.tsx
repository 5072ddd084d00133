// @vitest-environment jsdom
// Which language the web app starts in (issue 22 "a language menu … remembered per player, the
// first visit following navigator.languages"): the remembered choice, else the browser's list.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  I18nProvider,
  initialLocale,
  LanguageMenu,
  LOCALE_KEY,
  rememberLocale,
  useI18n,
  type LocaleStore,
} from './i18n.js';

afterEach(cleanup);

const memory = (saved: Record<string, string> = {}): LocaleStore & { saved: Record<string, string> } => ({
  saved,
  getItem: (k) => saved[k] ?? null,
  setItem: (k, v) => {
    saved[k] = v;
  },
});
const refusing: LocaleStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('the starting language', () => {
  it('follows navigator.languages on a first visit (es-AR → es, unknown → next)', () => {
    expect(initialLocale(memory(), ['de-DE', 'es-AR', 'en'])).toBe('es');
    expect(initialLocale(memory(), ['fr'])).toBe('en');
  });
  it('prefers the choice remembered in storage', () => {
    expect(initialLocale(memory({ [LOCALE_KEY]: 'et' }), ['pl-PL'])).toBe('et');
  });
  it('ignores a remembered value that is not a language of Biritch', () => {
    expect(initialLocale(memory({ [LOCALE_KEY]: 'xx' }), ['sk'])).toBe('sk');
  });
  it('works when storage refuses access (private mode): the browser decides, the choice is not kept', () => {
    expect(initialLocale(refusing, ['pl'])).toBe('pl');
    expect(() => rememberLocale(refusing, 'pl')).not.toThrow();
  });
  it('remembers a choice', () => {
    const store = memory();
    rememberLocale(store, 'sk');
    expect(store.saved[LOCALE_KEY]).toBe('sk');
  });
});

/** A line of text in the current language, to see the switch. */
function Probe() {
  const { tr, labels } = useI18n();
  return (
    <p data-testid="probe">
      {tr.t('table.auction')} {labels.callText({ type: 'bid', level: 3, strain: 'NT' })}
    </p>
  );
}

describe('the language menu', () => {
  it('lists the five languages under their own names and switches the page, <html lang> and the memory', async () => {
    const store = memory();
    render(
      <I18nProvider initial="en" store={store}>
        <LanguageMenu />
        <Probe />
      </I18nProvider>,
    );
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByTestId('probe').textContent).toBe('Auction 3NT');
    const menu = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect([...menu.options].map((o) => o.textContent)).toEqual([
      'English',
      'Polski',
      'Español',
      'Slovenčina',
      'Eesti',
    ]);
    await userEvent.selectOptions(menu, 'pl');
    expect(screen.getByTestId('probe').textContent).toBe('Licytacja 3BA');
    expect(document.documentElement.lang).toBe('pl');
    expect(store.saved[LOCALE_KEY]).toBe('pl');
    // The menu's own label follows: a Polish reader finds "Język".
    expect(screen.getByRole('combobox', { name: 'Język' })).toBeDefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Język' }), 'et');
    expect(screen.getByTestId('probe').textContent).toBe('Pakkumine 3 ilma');
  });
});
