// The system card at the table, in the browser (issue 25: players see what the robots bid and
// play): a player creates a table where North–South play Polish Club and East–West 2/1 with RKCB,
// opens the card, and sees both sides' openings and conventions, the leads and signals and the
// alert rules. At 1280×800 the two sides stand side by side (their boxes' positions); at 390×844
// every side and section folds — the player's own side's openings open, the rest folded, a click
// or Enter unfolds — and the header with Close stays on screen while the card scrolls. Nothing runs
// off the screen, no serious axe-core violation, focus goes into the dialog and back (Escape closes,
// and so does a click on the backdrop outside the card).
// A spectator sees it too.
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

  it("shows both sides' systems to a player and a spectator, folding on a phone", { timeout: 120_000 }, () =>
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
      const card = page.getByRole('dialog', { name: 'System card' });
      const ns = card.locator('[data-fold="side-NS"]');
      const ew = card.locator('[data-fold="side-EW"]');
      const close = card.getByRole('button', { name: 'Close' });

      // A desktop: the two sides side by side, every section open.
      await open.click();
      await card.getByRole('heading', { name: 'North–South: Polish Club (WJ)' }).waitFor({ timeout: 30_000 });
      await card.getByRole('heading', { name: 'East–West: 2/1 with RKCB 1430' }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
      const text = await card.innerText();
      expect(text).toContain('Polish Club: 12–14 HCP balanced');
      expect(text).toMatch(/Multi: a weak two in hearts or in spades/);
      expect(text).toContain('Roman Key Card Blackwood 1430');
      expect(text).toContain('Two over one: a new suit at the two level');
      expect(text).toContain("Attitude on partner's lead");
      expect(text).toContain('Alerts: ACBL Alert Procedures');
      const [nsBox, ewBox] = [await ns.boundingBox(), await ew.boundingBox()];
      if (!nsBox || !ewBox) throw new Error('a side of the card is not on the page');
      expect(Math.abs(ewBox.y - nsBox.y), 'the sides start on one line').toBeLessThan(2);
      expect(ewBox.x, 'East–West to the right of North–South').toBeGreaterThanOrEqual(nsBox.x + nsBox.width);
      expect(nsBox.width, 'each side about half of a wide dialog').toBeGreaterThan(450);
      expect(await card.getByRole('button', { expanded: false }).count()).toBe(0);
      // axe-core: no serious or critical violation with the card open (dialog, folds, lists, headings).
      expect((await axeViolations(page)).map(describeViolation)).toEqual([]);
      expect(await overflow(page), 'the system card at 1280').toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'system-card-1280.png') });
      await card.locator('.system-card-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.screenshot({ path: join(SHOTS, 'system-card-1280-end.png') });
      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('System card');
      // A click on the backdrop, outside the card (its left margin), closes it too.
      await open.click();
      await card.getByRole('heading', { name: 'North–South: Polish Club (WJ)' }).waitFor({ timeout: 30_000 });
      const cardBox = await card.boundingBox();
      if (!cardBox) throw new Error('the card is not on the page');
      expect(cardBox.x, 'a backdrop margin left of the card').toBeGreaterThan(4);
      await page.screenshot({ path: join(SHOTS, 'system-card-1280-backdrop.png') });
      await page.mouse.click(cardBox.x / 2, cardBox.y + cardBox.height / 2);
      await card.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('System card');

      // A phone: South's side (North–South) open at its openings, the rest folded.
      await page.setViewportSize(PHONE);
      await open.click();
      await card.getByRole('heading', { name: 'North–South: Polish Club (WJ)' }).waitFor({ timeout: 30_000 });
      const ewToggle = ew.getByRole('button', { name: 'East–West: 2/1 with RKCB 1430' });
      expect(await ns.getByRole('button').first().getAttribute('aria-expanded')).toBe('true');
      expect(await ewToggle.getAttribute('aria-expanded')).toBe('false');
      await card.getByText('Polish Club: 12–14 HCP balanced', { exact: false }).waitFor();
      expect(await card.getByText('Two over one: a new suit', { exact: false }).isVisible()).toBe(false);
      const nsConventions = ns.getByRole('button', { name: 'Conventions' });
      expect(await nsConventions.getAttribute('aria-expanded')).toBe('false');
      expect(await card.getByText('Roman Key Card Blackwood 1430', { exact: false }).isVisible()).toBe(false);
      const leads = card.getByRole('button', { name: 'Leads and signals' });
      expect(await leads.getAttribute('aria-expanded')).toBe('false');
      expect(await card.getByText("Attitude on partner's lead", { exact: false }).isVisible()).toBe(false);
      const bodyHeight = await card.locator('.system-card-body').evaluate((el) => el.scrollHeight);
      expect(await overflow(page), 'the folded card at 390').toEqual([]);
      expect((await axeViolations(page)).map(describeViolation)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'system-card-390-folded.png') });
      // A click unfolds East–West, Enter the leads and signals.
      await ewToggle.click();
      expect(await ewToggle.getAttribute('aria-expanded')).toBe('true');
      await ew.getByRole('button', { name: 'Openings' }).click();
      await ew.getByRole('button', { name: 'Conventions' }).click();
      await card.getByText('Two over one: a new suit', { exact: false }).waitFor();
      await leads.focus();
      await page.keyboard.press('Enter');
      await card.getByText("Attitude on partner's lead", { exact: false }).waitFor();
      expect(await leads.getAttribute('aria-expanded')).toBe('true');
      expect(await card.locator('.system-card-body').evaluate((el) => el.scrollHeight)).toBeGreaterThan(bodyHeight);
      expect(await overflow(page), 'the unfolded card at 390').toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'system-card-390-unfolded.png') });
      // Scrolled to its end, the card still shows its title and Close.
      await card.locator('.system-card-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.waitForTimeout(100);
      const closeBox = await close.boundingBox();
      expect(closeBox && closeBox.y >= 0 && closeBox.y + closeBox.height <= PHONE.height).toBe(true);
      await page.screenshot({ path: join(SHOTS, 'system-card-390-unfolded-end.png') });
      await close.click();
      await card.waitFor({ state: 'detached' });

      // A spectator (the table's link, no seat) opens the same card; North–South's openings open.
      const watcher = await newPage(PHONE);
      await watcher.goto(page.url());
      await watcher.getByRole('button', { name: 'System card' }).click();
      const seen = watcher.getByRole('dialog', { name: 'System card' });
      await seen.getByRole('heading', { name: 'North–South: Polish Club (WJ)' }).waitFor({ timeout: 30_000 });
      await seen.getByText('Polish Club: 12–14 HCP balanced', { exact: false }).waitFor();
      await watcher.context().close();
      await page.context().close();
    }),
  );
});
