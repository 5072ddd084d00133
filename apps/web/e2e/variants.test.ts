// End-to-end (issue 6): a newcomer creates a Four at One Table table and a Hao bridge table in
// the lobby, plays a deal against three robots in Debian's Chromium, sees who owns which strain
// and who partners whom, and gets a per-player score (docs/variants.md).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { needsChromium, useE2eSession } from './harness.js';
import { playToEnd } from './driver.js';

const session = useE2eSession();
const { newPage } = session;

/** Creates a table of the given rule set from the lobby, me South, robots elsewhere. */
async function createVariantTable(page: Page, ruleSet: string): Promise<void> {
  await page.goto(`${session.server.url}/`);
  await page.getByRole('heading', { name: 'New table' }).waitFor();
  await page.locator('#rule-set').selectOption(ruleSet);
  await page.getByRole('radiogroup', { name: 'South' }).getByText('Me', { exact: true }).click();
  for (const seat of ['North', 'East', 'West'])
    await page.getByRole('radiogroup', { name: seat }).getByText('Robot', { exact: true }).click();
  await page.getByRole('button', { name: 'Create table' }).click();
  await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
  await page.locator('.felt .seat-area').first().waitFor();
}

describe.skipIf(!needsChromium())('variant tables in the browser', () => {
  for (const [ruleSet, title] of [
    ['four-at-one-table', 'Four at One Table'],
    ['hao', 'Hao bridge'],
  ] as const) {
    it(`${title}: a whole deal against three robots, with the variant panel and a per-player score`, {
      timeout: 180_000,
    }, async () => {
      const page = await newPage();
      try {
        await createVariantTable(page, ruleSet);
        const panel = page.locator('[data-testid="variant-panel"]');
        await expect.poll(() => panel.isVisible()).toBe(true);
        expect(await panel.locator('h2').innerText()).toBe(title);
        if (ruleSet === 'four-at-one-table') {
          // No doubles in Four at One Table: the box never enables Double.
          const box = page.locator('.bidding-box');
          if (await box.count()) expect(await box.locator('[data-call="X"]:enabled').count()).toBe(0);
        }
        await playToEnd([page], 150_000);
        await expect.poll(() => page.locator('[data-testid="result"]').isVisible()).toBe(true);
        const result = await page.locator('[data-testid="result"]').innerText();
        // Scores in the locale's format: English groups thousands (+1,700).
        const scoreLine = /Score: N [+-]?\d[\d,]*, E [+-]?\d[\d,]*, S [+-]?\d[\d,]*, W [+-]?\d[\d,]*/;
        const score = page.locator('[data-testid="player-score"]');
        if (!/Passed out/.test(result)) await expect.poll(() => score.innerText()).toMatch(scoreLine);
        await expect.poll(() => page.locator('[data-testid="player-score-sheet"]').isVisible()).toBe(true);
      } catch (e) {
        if (e instanceof Error) e.message += `\n--- server output ---\n${session.server.output()}`;
        throw e;
      } finally {
        await page.context().close();
      }
    });
  }
});
