/**
 * Playing through the web page as a person would: create a table in the lobby, take a seat from
 * an invitation link, make calls in the bidding box and play cards by clicking (or with the
 * keyboard). Used by the end-to-end tests; it knows no bridge rules — it clicks what the page
 * offers (the lowest bid while no one has bid, else Pass; the first playable card). It finds
 * things by their ids and data attributes, never by their words, so it plays in every language.
 *
 * ```ts
 * const code = await createTable(page, url, { S: 'Me', N: 'Open', E: 'Robot', W: 'Robot' });
 * await playToEnd([page], 120_000);
 * ```
 */
import type { Page } from 'playwright-core';

/** A lobby seat choice, as labelled on the English page. */
export type SeatLabel = 'Me' | 'Robot' | 'Open';
const CHOICE_IDS = { Me: 'me', Robot: 'robot', Open: 'open' } as const;

/** Creates a table from the lobby; returns its short code (the page is then at the table). */
export async function createTable(
  page: Page,
  url: string,
  seats: Record<'N' | 'E' | 'S' | 'W', SeatLabel>,
  form?: string,
): Promise<string> {
  await page.goto(`${url}/`);
  await page.locator('#create-title').waitFor();
  // Choose "Me" first: choosing it elsewhere moves it, so the other choices are made after.
  const order = (Object.keys(seats) as ('N' | 'E' | 'S' | 'W')[]).sort((a, b) =>
    seats[a] === 'Me' ? -1 : seats[b] === 'Me' ? 1 : 0,
  );
  for (const seat of order) {
    await page
      .locator('label', { has: page.locator(`input[name="seat-${seat}"][value="${CHOICE_IDS[seats[seat]]}"]`) })
      .click();
  }
  if (form) await page.locator('#form').selectOption(form);
  await page.locator('form[aria-labelledby="create-title"] button[type="submit"]').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
  await page.locator('.felt .seat-area').first().waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Opens an invitation link and takes an open seat. */
export async function takeSeat(page: Page, url: string, code: string, seat: 'N' | 'E' | 'S' | 'W'): Promise<void> {
  await page.goto(`${url}/t/${code}`);
  const sit = page.locator(`.felt .seat-area[data-seat="${seat}"] > button`);
  await sit.click();
  await page.locator(`.seat-area.at-bottom[data-seat="${seat}"]`).waitFor();
}

/** What one look at a page found. */
export type Step = 'called' | 'played' | 'idle' | 'ended';

/** Makes one call or plays one card if the page offers one now. */
export async function actOnce(page: Page, opts: { keyboard?: boolean } = {}): Promise<Step> {
  if (await page.locator('[data-testid="result"]').count()) return 'ended';
  const box = page.locator('.bidding-box');
  if (await box.count()) {
    const lowest = box.locator('[data-call="1C"]:enabled');
    const call = (await lowest.count()) ? lowest : box.locator('[data-call="P"]:enabled');
    if (await call.count()) {
      const before = await page.locator('.auction-call').count();
      await call.click();
      await page.waitForFunction((n) => document.querySelectorAll('.auction-call').length > n, before, {
        timeout: 30_000,
      });
      return 'called';
    }
  }
  const playable = page.locator('.hand-active button.card.playable');
  if (await playable.count()) {
    const card = opts.keyboard ? await playWithKeyboard(page) : await clickFirst(page);
    await page.locator(`.felt .hand button[data-card="${card}"]`).waitFor({ state: 'detached', timeout: 30_000 });
    return 'played';
  }
  return 'idle';
}

async function clickFirst(page: Page): Promise<string> {
  const first = page.locator('.hand-active button.card.playable').first();
  const card = (await first.getAttribute('data-card'))!;
  await first.click();
  return card;
}

/** Focuses the active hand, walks it with the arrow keys to a playable card, plays it with Enter. */
async function playWithKeyboard(page: Page): Promise<string> {
  await page.locator('.hand-active button.card[tabindex="0"]').first().focus();
  for (let i = 0; i < 14; i++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.classList.contains('playable') ? el.getAttribute('data-card') : null;
    });
    if (focused) {
      await page.keyboard.press('Enter');
      return focused;
    }
    await page.keyboard.press('ArrowRight');
  }
  throw new Error('no playable card reached with the arrow keys');
}

/**
 * Acts on every page whenever it offers something, until all show the result. `onStep` sees
 * each action (to reload a page mid-trick, say). Fails after `timeoutMs`.
 */
export async function playToEnd(
  pages: readonly Page[],
  timeoutMs: number,
  onStep?: (page: Page, step: Step, count: number) => Promise<void>,
  opts: { keyboard?: boolean } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let count = 0;
  for (;;) {
    let ended = 0;
    let acted = false;
    for (const page of pages) {
      const step = await actOnce(page, opts);
      if (step === 'ended') ended++;
      else if (step !== 'idle') {
        acted = true;
        count++;
        await onStep?.(page, step, count);
      }
    }
    if (ended === pages.length) return;
    if (Date.now() > deadline) throw new Error(`the deal did not end within ${timeoutMs} ms (${count} actions)`);
    if (!acted) await pages[0]!.waitForTimeout(100);
  }
}
