// End-to-end (issue 26, "Tests": "phone layout without overflow at 390×844 and no horizontal
// scroll at 1280 on every result page", "claim rejected shown", keyboard bidding): the lobby and
// a table of every form — single deal, rubber, Chicago, duplicate, Four at One Table, Hao bridge —
// are measured in Debian's Chromium at 1280×800 and 390×844 in the auction, in the play and on the
// result page; a bid is made from the keyboard alone; a claim the robots reject is shown on screen.
// Screenshots go to $BIRITCH_SCREENSHOTS (default /tmp/biritch-e2e-layout/) for a person to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALES, makeTranslator } from '@biritch/i18n';
import { ALL_BIDS } from '@biritch/core';
import { makeLabels } from '../src/labels.js';
import { needsChromium, useE2eSession } from './harness.js';
import { playToEnd } from './driver.js';

const session = useE2eSession();
const { newPage, withServerLog } = session;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const POLL = { timeout: 30_000, interval: 100 };
const SHOTS = process.env.BIRITCH_SCREENSHOTS || '/tmp/biritch-e2e-layout';

/**
 * What is wrong with the page's width now: a page that scrolls sideways, an element that reaches
 * past the window's edges (unless a scrolling or clipping box around it holds it), a label or
 * hand that runs off the felt.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const vw = root.clientWidth;
    if (root.scrollWidth > vw) problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${vw} px`);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const heldByAncestor = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX !== 'visible') {
          const r = a.getBoundingClientRect();
          if (r.left >= -1 && r.right <= vw + 1) return true;
        }
      }
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('.visually-hidden')) continue;
      if (r.left >= -1 && r.right <= vw + 1) continue;
      if (heldByAncestor(el)) continue;
      problems.push(`${name(el)} spans ${Math.round(r.left)}..${Math.round(r.right)} in ${vw} px`);
    }
    const felt = document.querySelector('.felt')?.getBoundingClientRect();
    if (felt)
      for (const el of document.querySelectorAll('.felt .nameplate, .felt .felt-info, .felt .hand, .felt .btn')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.left < felt.left - 1 || r.right > felt.right + 1 || r.top < felt.top - 1 || r.bottom > felt.bottom + 1)
          problems.push(`${name(el)} runs off the felt`);
      }
    return problems.slice(0, 12);
  });
}

/** Checks the page at both sizes (the same page, resized: the media queries apply) and keeps screenshots. */
async function checkBothSizes(page: Page, what: string): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150); // one frame for the layout after the resize
    await page.screenshot({ path: join(SHOTS, `${what}-${size.width}.png`), fullPage: true });
    expect(await layoutProblems(page), `${what} at ${size.width}×${size.height}`).toEqual([]);
    if (size === DESKTOP) {
      // At 1280 nothing of the result scrolls sideways inside its box either (score sheets, diagram).
      const scrolled = await page.evaluate(() =>
        [...document.querySelectorAll('.table-side *')]
          .filter((el) => !['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) && !el.closest('.visually-hidden'))
          .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
          .map((el) => `${el.className}: ${el.scrollWidth} px in ${el.clientWidth} px`),
      );
      expect(scrolled, `${what}: boxes that scroll sideways at 1280`).toEqual([]);
    }
  }
  await page.setViewportSize(DESKTOP);
}

/** Creates a table from the lobby: me South, robots elsewhere. */
async function createRobotTable(page: Page, ruleSet: string, form: string): Promise<void> {
  await page.goto(`${session.server.url}/`);
  await page.locator('#create-title').waitFor();
  await page.locator('#rule-set').selectOption(ruleSet);
  if (form !== 'single') await page.locator('#form').selectOption(form);
  await page.locator('label', { has: page.locator('input[name="seat-S"][value="me"]') }).click();
  for (const seat of ['N', 'E', 'W'])
    await page.locator('label', { has: page.locator(`input[name="seat-${seat}"][value="robot"]`) }).click();
  await page.locator('form[aria-labelledby="create-title"] button[type="submit"]').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
  await page.locator('.felt .seat-area').first().waitFor();
}

describe.skipIf(!needsChromium())('layout, keyboard bidding and claims in the browser', () => {
  mkdirSync(SHOTS, { recursive: true });

  it(
    'the lobby: nothing overflows at 390×844, "Create table" is above the fold, no sideways scroll at 1280',
    {
      timeout: 60_000,
    },
    () =>
      withServerLog(async () => {
        const page = await newPage(PHONE);
        await page.goto(`${session.server.url}/`);
        await page.locator('#create-title').waitFor();
        const create = await page.locator('form[aria-labelledby="create-title"] button[type="submit"]').boundingBox();
        expect(create!.y + create!.height).toBeLessThanOrEqual(PHONE.height);
        await checkBothSizes(page, 'lobby');
        await page.context().close();
      }),
  );

  it('"Repeat 7NT" stays inside its button in all five languages, at 1280 and at 390 px', { timeout: 60_000 }, () =>
    withServerLog(async () => {
      // The real stylesheet with a bidding box of repeats only: each label as long as it gets.
      const page = await newPage(DESKTOP);
      await page.goto(`${session.server.url}/`);
      await page.locator('#create-title').waitFor();
      for (const locale of LOCALES) {
        const labels = makeLabels(makeTranslator(locale));
        const texts = ALL_BIDS.map((bid) => labels.tr.t('bidding.repeat', { call: labels.callText(bid) }));
        await page.evaluate((labelsOfBox) => {
          const buttons = labelsOfBox.map((t) => `<button type="button" class="call-button call-repeat">${t}</button>`);
          document.body.innerHTML =
            '<main><div class="table-page"><div></div><aside class="table-side"><section class="panel panel-box">' +
            `<section class="bidding-box"><div class="bid-grid">${buttons.join('')}</div></section></section></aside></div></main>`;
        }, texts);
        for (const size of [DESKTOP, PHONE]) {
          await page.setViewportSize(size);
          const spilled = await page.evaluate(() =>
            [...document.querySelectorAll('.call-button')]
              .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
              .map((b) => `${b.textContent}: ${b.scrollWidth}×${b.scrollHeight} in ${b.clientWidth}×${b.clientHeight}`),
          );
          expect(spilled, `${locale} at ${size.width} px`).toEqual([]);
        }
        await page.setViewportSize(DESKTOP);
      }
      await page.context().close();
    }),
  );

  for (const [ruleSet, form] of [
    ['standard', 'single'],
    ['standard', 'rubber'],
    ['standard', 'chicago'],
    ['standard', 'duplicate'],
    ['four-at-one-table', 'single'],
    ['hao', 'single'],
  ] as const) {
    it(
      `${ruleSet}, ${form}: the auction, the play and the result page fit 1280×800 and 390×844`,
      {
        timeout: 240_000,
      },
      () =>
        withServerLog(async () => {
          const page = await newPage(DESKTOP);
          await createRobotTable(page, ruleSet, form);
          const what = `${ruleSet}-${form}`;
          await page.locator('.bidding-box').waitFor({ timeout: 30_000 });
          await checkBothSizes(page, `${what}-auction`);
          let checkedPlay = false;
          await playToEnd([page], 180_000, async (p, step) => {
            if (checkedPlay || step !== 'played') return;
            const lastTrick = p.locator('.felt-tools button[aria-pressed]');
            if ((await lastTrick.count()) === 0) return;
            checkedPlay = true;
            await checkBothSizes(p, `${what}-play`);
            // The last trick's caption is not hidden under a card of the trick.
            await lastTrick.click();
            const covered = await p.evaluate(() => {
              const caption = document.querySelector('.trick-area .trick-caption')?.getBoundingClientRect();
              if (!caption) return 'no caption';
              const hits = [...document.querySelectorAll('.trick-area .trick-card')].filter((c) => {
                const r = c.getBoundingClientRect();
                return (
                  r.left < caption.right && caption.left < r.right && r.top < caption.bottom && caption.top < r.bottom
                );
              });
              return hits.length ? `under ${hits.length} card(s)` : '';
            });
            expect(covered).toBe('');
            if ((await lastTrick.getAttribute('aria-pressed')) === 'true') await lastTrick.click();
          });
          await expect.poll(() => page.locator('[data-testid="result"]').isVisible(), POLL).toBe(true);
          await checkBothSizes(page, `${what}-result`);
          await page.context().close();
        }),
    );
  }

  it('the four-colour deck: chosen in the Display menu, drawn, and still on after a reload', { timeout: 90_000 }, () =>
    withServerLog(async () => {
      const page = await newPage(DESKTOP);
      await createRobotTable(page, 'standard', 'single');
      const colourOf = (suit: string) =>
        page.evaluate((s) => {
          const card = document.querySelector(`.felt .card.suit-${s}`);
          return card ? getComputedStyle(card).color : null;
        }, suit);
      const before = { c: await colourOf('c'), d: await colourOf('d') };
      expect(before.c ?? before.d, 'a hand with neither clubs nor diamonds').not.toBeNull();
      await page.locator('.table-menu > summary').click();
      await page.locator('[data-testid="four-colour"]').check();
      expect(await page.evaluate(() => document.documentElement.classList.contains('four-colour'))).toBe(true);
      // ♣ green (#17703a), ♦ orange (#a84300) where the hand holds them; ♥ stays red.
      if (before.c) expect(await colourOf('c')).toBe('rgb(23, 112, 58)');
      if (before.d) expect(await colourOf('d')).toBe('rgb(168, 67, 0)');
      await page.reload();
      await page.locator('.felt .seat-area').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('four-colour'))).toBe(true);
      await page.locator('.table-menu > summary').click();
      expect(await page.locator('[data-testid="four-colour"]').isChecked()).toBe(true);
      await page.context().close();
    }),
  );

  it('a bid from the keyboard alone, then a claim the robots reject is shown on screen', { timeout: 300_000 }, () =>
    withServerLog(async () => {
      // A claim of every trick in 7NT is checked double dummy by the robots and almost always
      // wrong; when it was right, or we ended as dummy (who may not claim), we try a new table.
      for (let attempt = 1; attempt <= 3; attempt++) {
        const page = await newPage(DESKTOP);
        await createRobotTable(page, 'standard', 'single');
        const box = page.locator('.bidding-box');
        await box.waitFor({ timeout: 30_000 });
        // One tab stop: Tab reaches the box's roving button; the arrow keys move between calls.
        const stop = box.locator('button[tabindex="0"]');
        expect(await stop.count()).toBe(1);
        await stop.focus();
        const from = await page.evaluate(() => document.activeElement?.getAttribute('data-call'));
        await page.keyboard.press('End');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-call'))).not.toBe(from);
        // Typed: 7, n, then Enter makes 7NT.
        const calls = await page.locator('.auction-call').count();
        await page.keyboard.type('7n');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-call'))).toBe('7NT');
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator('.auction-call').count(), POLL).toBeGreaterThan(calls);
        expect(await page.locator('.auction-call[aria-label^="South:"]').last().getAttribute('aria-label')).toMatch(
          /7 no trump/,
        );
        // Pass whatever else we are asked (a double over our 7NT leaves us a redouble or pass).
        const claim = page.locator('.table-side button', { hasText: 'Claim…' });
        // We claim on our turn to play (as declarer usually does): the rejection notice lasts until
        // the next card, so a claim made while West still thinks on the opening lead would show it
        // only until West leads, a moment a loaded machine's polling can miss; on our turn play
        // waits for us and the notice stays.
        const ourTurn = page.locator('.hand-active button.card.playable');
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline && !((await claim.count()) && (await ourTurn.count()))) {
          if (await page.locator('[data-testid="result"]').count()) break;
          const pass = page.locator('.bidding-box [data-call="P"]:enabled');
          if (await pass.count()) await pass.click();
          await page.waitForTimeout(100);
        }
        if (!(await claim.count()) || !(await ourTurn.count())) {
          await page.context().close();
          continue; // dummy, or the deal is over
        }
        await claim.click();
        await page.locator('.dialog button[type="submit"]').click();
        await expect
          .poll(
            async () =>
              (await page.locator('[data-testid="claim-rejected"]').count()) > 0 ||
              (await page.locator('[data-testid="result"]').count()) > 0,
            { timeout: 90_000, interval: 200 },
          )
          .toBe(true);
        if (await page.locator('[data-testid="result"]').count()) {
          await page.context().close();
          continue; // the claim was right
        }
        const notice = page.locator('[data-testid="claim-rejected"]');
        expect(await notice.isVisible()).toBe(true);
        expect(await notice.innerText()).toContain('Claim rejected');
        await page.screenshot({ path: join(SHOTS, 'claim-rejected-1280.png') });
        await page.context().close();
        return;
      }
      throw new Error('three tables without a claim that could be rejected');
    }),
  );
});
