// End-to-end (issue 22 "Checks"): a whole deal against three robots in each of the five languages,
// the language chosen by the browser's own preference on a first visit (navigator.languages), with
// the table screenshotted at 1280×800 and 390×844 (for a person to look at: long Polish and
// Estonian words must not overflow or clip buttons) and checked for English words left on screen.
// The screenshots go to $BIRITCH_SCREENSHOTS, or the system's temp folder (biritch-e2e-languages).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CATALOGS, LOCALES, type Locale } from '@biritch/i18n';
import { englishWords } from '../src/testing/i18n.js';
import { needsChromium, useE2eSession } from './harness.js';
import { actOnce, createTable, playToEnd } from './driver.js';

const session = useE2eSession();
const POLL = { timeout: 20_000, interval: 100 };
const SHOTS = process.env['BIRITCH_SCREENSHOTS'] ?? join(tmpdir(), 'biritch-e2e-languages');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** A browser's preference list per language, as a visitor's browser sends it. */
const BROWSER_LANGUAGE: Readonly<Record<Locale, string>> = {
  en: 'en-GB',
  pl: 'pl-PL',
  es: 'es-AR',
  sk: 'sk-SK',
  et: 'et-EE',
};

/** Everything the page shows a person or a screen reader: text, accessible names, titles, placeholders. */
const shownText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label], [title], [placeholder], [aria-valuetext]')].flatMap(
      (el) => ['aria-label', 'title', 'placeholder', 'aria-valuetext'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, ...attrs, document.title].join('\n');
  });

/** The English catalog words on the page (the table's code and the robots' explanations aside). */
async function englishLeft(page: Page, locale: Locale, code: string): Promise<string[]> {
  const english = englishWords(locale);
  const words = (await shownText(page)).replace(new RegExp(code, 'g'), ' ').match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((w) => english.has(w.toLowerCase())))];
}

/** Takes the desktop and the phone screenshot of the page as it is now. */
async function shoot(page: Page, locale: Locale, moment: string): Promise<void> {
  for (const [size, viewport] of [
    ['1280x800', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(SHOTS, `${locale}-${moment}-${size}.png`), fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

describe.skipIf(!needsChromium())('the web client in five languages', () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const locale of LOCALES) {
    it(
      `${locale}: a first visit speaks the browser's language; a whole deal with no English word left`,
      { timeout: 240_000 },
      () =>
        session.withServerLog(async () => {
          const page = await session.newPage(DESKTOP, { locale: BROWSER_LANGUAGE[locale] });
          await page.goto(`${session.server.url}/`);
          await page.locator('#create-title').waitFor();
          // The browser's preference chose the language: <html lang>, the lobby's heading, the menu.
          expect(await page.locator('html').getAttribute('lang')).toBe(locale);
          expect(await page.locator('#create-title').innerText()).toBe(CATALOGS[locale]['lobby.newTable']);
          expect(await page.getByTestId('language-menu').inputValue()).toBe(locale);
          await page.screenshot({ path: join(SHOTS, `${locale}-lobby-1280x800.png`) });
          const code = await createTable(page, session.server.url, { N: 'Robot', E: 'Robot', S: 'Me', W: 'Robot' });
          // Our first call: the bidding box in the language (Polish: BA, pas, kontra, rekontra).
          await expect.poll(() => page.locator('.bidding-box').count(), { timeout: 60_000, interval: 100 }).toBe(1);
          expect(await page.locator('.bidding-box [data-call="P"]').innerText()).toBe(
            { en: 'Pass', pl: 'pas', es: 'paso', sk: 'pas', et: 'pass' }[locale],
          );
          await shoot(page, locale, 'auction');
          if (locale !== 'en') expect(await englishLeft(page, locale, code)).toEqual([]);
          // Play on into the play, then look again with cards on the table.
          let acted = 0;
          while (acted < 40 && (await page.locator('.trick .trick-card').count()) < 2) {
            if ((await actOnce(page)) === 'idle') await page.waitForTimeout(100);
            else acted++;
            if (await page.locator('[data-testid="result"]').count()) break;
          }
          if (!(await page.locator('[data-testid="result"]').count())) {
            await shoot(page, locale, 'play');
            if (locale !== 'en') expect(await englishLeft(page, locale, code)).toEqual([]);
          }
          await playToEnd([page], 200_000);
          await expect.poll(() => page.locator('[data-testid="result"]').isVisible(), POLL).toBe(true);
          // The double-dummy table arrives from the server's solver; wait for it so it is in the picture.
          await expect
            .poll(
              () => page.locator('[data-testid="double-dummy"] .dd-table, [data-testid="double-dummy"] p').count(),
              {
                timeout: 90_000,
                interval: 200,
              },
            )
            .toBeGreaterThan(0);
          await page.locator('[data-testid="result"]').scrollIntoViewIfNeeded();
          await shoot(page, locale, 'result');
          if (locale !== 'en') expect(await englishLeft(page, locale, code)).toEqual([]);
          // The live region spoke the language too.
          expect(await page.getByTestId('live-region').innerText()).not.toBe('');
          await page.context().close();
        }),
    );
  }

  it('the language menu switches a table mid-deal and is remembered on the next visit', { timeout: 120_000 }, () =>
    session.withServerLog(async () => {
      const page = await session.newPage(DESKTOP, { locale: 'en-US' });
      await createTable(page, session.server.url, { N: 'Robot', E: 'Robot', S: 'Me', W: 'Robot' });
      await page.getByTestId('language-menu').selectOption('et');
      expect(await page.locator('html').getAttribute('lang')).toBe('et');
      await expect.poll(() => page.locator('.felt .conn').innerText(), POLL).toBe(CATALOGS.et['table.status.open']);
      await page.goto(`${session.server.url}/`);
      await page.locator('#create-title').waitFor();
      expect(await page.locator('#create-title').innerText()).toBe(CATALOGS.et['lobby.newTable']);
      await page.context().close();
    }),
  );
});
