// The system card at the table, in the browser (issue 25: players see what the robots bid and
// play): a player creates a table where North–South play Polish Club and East–West 2/1 with RKCB,
// opens the card, and sees both sides' openings and conventions, the leads and signals and the
// alert rules — with nothing running off the screen at 390×844 or 1280×800 and no serious axe-core
// violation. A spectator sees it too.
// Screenshots go to $BIRITCH_SCREENSHOTS (default /tmp/biritch-e2e-layout/) for a person to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolation } from './axe.js';
import { needsChromium, useE2eSession } from './harness.js';

const session = useE2eSession();
const { newPage, withServerLog } = session;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.BIRITCH_SCREENSHOTS || '/tmp/biritch-e2e-layout';

/** Elements of the card that reach past the window's right edge, and whether the page scrolls sideways. */
const overflow = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > vw) out.push(`page ${document.documentElement.scrollWidth} > ${vw}`);
    for (const el of document.querySelectorAll('[data-system-card] *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.left < -1 || r.right > vw + 1)) out.push(`${el.tagName} ${Math.round(r.right)} > ${vw}`);
    }
    return out.slice(0, 8);
  });

describe.skipIf(!needsChromium())('the system card at the table', () => {
  mkdirSync(SHOTS, { recursive: true });

  it("shows both sides' systems to a player and a spectator, readable on a phone", { timeout: 120_000 }, () =>
    withServerLog(async () => {
      const page = await newPage(DESKTOP);
      await page.goto(`${session.server.url}/`);
      await page.locator('#create-title').waitFor();
      await page.locator('label', { has: page.locator('input[name="seat-S"][value="me"]') }).click();
      for (const seat of ['N', 'E', 'W'])
        await page.locator('label', { has: page.locator(`input[name="seat-${seat}"][value="robot"]`) }).click();
      await page.locator('details.table-options summary').click();
      await page.locator('#opt-system-NS').selectOption('polish');
      await page.locator('#opt-system-EW').selectOption('2/1-rkcb');
      await page.locator('form[aria-labelledby="create-title"] button[type="submit"]').click();
      await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
      const open = page.getByRole('button', { name: 'System card' });
      await open.click();
      const card = page.locator('[data-system-card]');
      await card.getByRole('heading', { name: 'North–South: Polish Club (WJ)' }).waitFor({ timeout: 30_000 });
      await card.getByRole('heading', { name: 'East–West: 2/1 with RKCB 1430' }).waitFor();
      const text = await card.innerText();
      expect(text).toContain('Polish Club: 12–14 HCP balanced');
      expect(text).toMatch(/Multi: a weak two in hearts or in spades/);
      expect(text).toContain('Roman Key Card Blackwood 1430');
      expect(text).toContain('Two over one: a new suit at the two level');
      expect(text).toContain("Attitude on partner's lead");
      expect(text).toContain('Alerts: ACBL Alert Procedures');
      // axe-core: no serious or critical violation with the card open (its lists, headings and button).
      expect((await axeViolations(page)).map(describeViolation)).toEqual([]);
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await page.waitForTimeout(150);
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, `system-card-${size.width}.png`), fullPage: true });
        await card.screenshot({ path: join(SHOTS, `system-card-panel-${size.width}.png`) });
        expect(await overflow(page), `the system card at ${size.width}`).toEqual([]);
      }
      // A spectator (the table's link, no seat) opens the same card.
      const watcher = await newPage(PHONE);
      await watcher.goto(page.url());
      await watcher.getByRole('button', { name: 'System card' }).click();
      await watcher
        .locator('[data-system-card]')
        .getByRole('heading', { name: 'North–South: Polish Club (WJ)' })
        .waitFor({ timeout: 30_000 });
      await watcher.context().close();
      await page.context().close();
    }),
  );
});
