// End-to-end (issue 26, "Keep playing", "Table options people expect" and the undo point of "Fix
// what a new player ran into"): next deal and a practice deal type, more boards, another rubber,
// leaving and coming back after the hold window (a robot table keeps the seat; at a table with
// another person a robot stands in and hands the seat back), undo against robots granted and
// refused, chat kept from a spectator, a table option set at creation taking effect, a claim checked
// double-dummy after the deal.
// Two servers: one with quick robots (whole deals) and one with slow robots and a one-second
// hold window, so a person's undo request and a departure can be timed. Screenshots at 1280×800
// and 390×844 go to $BIRITCH_SCREENSHOTS, or the temp folder (biritch-e2e-keepplay).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt, launchChromium, needsChromium, startServerProcess, type ServerProcess } from './harness.js';

const SHOTS = process.env.BIRITCH_SCREENSHOTS || join(tmpdir(), 'biritch-e2e-keepplay');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Polling patience: the machine may be busy. */
const POLL = { timeout: 30_000, interval: 100 };

let quick: ServerProcess | undefined;
let slow: ServerProcess | undefined;
let browser: Browser | undefined;
const hasChromium = needsChromium();

beforeAll(async () => {
  if (!hasChromium) return;
  mkdirSync(SHOTS, { recursive: true });
  ensureWebBuilt();
  [quick, slow] = await Promise.all([
    startServerProcess(),
    startServerProcess({ BIRITCH_ROBOT_DELAY_MS: '1500', BIRITCH_SEAT_HOLD_SECONDS: '1' }),
  ]);
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([quick?.stop(), slow?.stop()]);
});

const newPage = async (viewport = DESKTOP): Promise<Page> => {
  const context = await browser!.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
  return page;
};

/** Runs a scenario; on failure the servers' output is added to the error. */
async function withLogs(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof Error) e.message += `\n--- quick ---\n${quick?.output()}\n--- slow ---\n${slow?.output()}`;
    throw e;
  }
}

type SeatChoice = 'me' | 'robot' | 'open';

/** Creates a table from the lobby (seats, form, options set in the "Table options" fold); returns its code. */
async function create(
  page: Page,
  server: ServerProcess,
  seats: Record<'N' | 'E' | 'S' | 'W', SeatChoice>,
  opts: { form?: string; boards?: number; options?: (page: Page) => Promise<void>; shoot?: string } = {},
): Promise<string> {
  await page.goto(`${server.url}/`);
  await page.locator('#create-title').waitFor();
  const order = (Object.keys(seats) as ('N' | 'E' | 'S' | 'W')[]).sort((a, b) =>
    seats[a] === 'me' ? -1 : seats[b] === 'me' ? 1 : 0,
  );
  for (const seat of order)
    await page.locator('label', { has: page.locator(`input[name="seat-${seat}"][value="${seats[seat]}"]`) }).click();
  if (opts.form) await page.locator('#form').selectOption(opts.form);
  if (opts.boards) await page.locator('#boards').fill(String(opts.boards));
  if (opts.options) {
    await page.locator('details.table-options > summary').click();
    await opts.options(page);
    if (opts.shoot)
      await shoot(page, opts.shoot, async () => page.locator('details.table-options').scrollIntoViewIfNeeded());
  }
  await page.locator('form[aria-labelledby="create-title"] button[type="submit"]').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
  await page.locator('.felt .seat-area').first().waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Screenshots of the page as it is now, at 1280×800 and 390×844 (`focus` scrolls to what matters). */
async function shoot(page: Page, name: string, focus?: () => Promise<void>): Promise<void> {
  const before = page.viewportSize();
  for (const [size, viewport] of [
    ['1280x800', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await focus?.();
    await page.screenshot({ path: join(SHOTS, `${name}-${size}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

/** Plays our part until the deal is over: Pass in the auction, the first playable card in the play. */
async function finishDeal(page: Page, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.locator('[data-testid="result"]').count())) {
    if (Date.now() > deadline) throw new Error('the deal did not end in time');
    const pass = page.locator('.bidding-box [data-call="P"]:enabled');
    const card = page.locator('.hand-active button.card.playable').first();
    try {
      if (await pass.count()) await pass.click({ timeout: 2_000 });
      else if (await card.count()) await card.click({ timeout: 2_000 });
      else await page.waitForTimeout(100);
    } catch {
      // The page moved on between the look and the click (a robot acted): look again.
    }
  }
}

const board = (page: Page) => page.locator('.felt-info b').first().innerText();
const auctionCount = (page: Page) => page.locator('.auction-call').count();

describe.skipIf(!hasChromium)('keep playing in the browser', () => {
  it('next deal at a single-deal table, as a practice 1NT opening', { timeout: 300_000 }, () =>
    withLogs(async () => {
      const page = await newPage();
      await create(page, quick!, { N: 'robot', E: 'robot', S: 'me', W: 'robot' });
      expect(await board(page)).toBe('1');
      await finishDeal(page);
      const next = page.locator('[data-keep-playing="single"]');
      await next.waitFor();
      await page.locator('#practice-kind').selectOption('oneNoTrump');
      await shoot(page, 'next-deal', () => next.scrollIntoViewIfNeeded());
      await page.locator('#another-set').click();
      // Board 2: East deals, North–South vulnerable (Law 2), dealt as a practice 1NT opening for us.
      await expect.poll(() => board(page), POLL).toBe('2');
      await page.locator('[data-practice="oneNoTrump"]').waitFor();
      expect(await page.locator('.seat-area.at-bottom .card[data-card]').count()).toBe(13);
      await shoot(page, 'practice-deal');
      await page.context().close();
    }),
  );

  it('more boards at a duplicate table', { timeout: 300_000 }, () =>
    withLogs(async () => {
      const page = await newPage();
      await create(page, quick!, { N: 'robot', E: 'robot', S: 'me', W: 'robot' }, { form: 'duplicate', boards: 1 });
      await finishDeal(page);
      await page.locator('[data-keep-playing="duplicate"] #another-set').click();
      await expect.poll(() => board(page), POLL).toBe('2');
      await page.context().close();
    }),
  );

  it(
    'undo against robots: granted where one person plays, refused when the table turns it off',
    {
      timeout: 300_000,
    },
    () =>
      withLogs(async () => {
        const page = await newPage();
        await create(page, slow!, { N: 'robot', E: 'robot', S: 'me', W: 'robot' });
        const undo = page.getByRole('button', { name: 'Ask to undo' });
        // North and East call first (board 1, North deals); then it is our call.
        await page.locator('.bidding-box [data-call="P"]:enabled').waitFor({ timeout: 60_000 });
        const before = await auctionCount(page);
        await page.locator('.bidding-box [data-call="P"]:enabled').click();
        await expect.poll(() => auctionCount(page), POLL).toBe(before + 1);
        await undo.click();
        // The robots grant it: our call is taken back and the bidding box is ours again.
        await expect.poll(() => auctionCount(page), POLL).toBe(before);
        await page.locator('.bidding-box').waitFor();
        expect(await page.locator('[data-undo-refused]').count()).toBe(0);
        await page.context().close();

        const refusing = await newPage();
        await create(
          refusing,
          slow!,
          { N: 'robot', E: 'robot', S: 'me', W: 'robot' },
          {
            options: async (p) => {
              await p.locator('#opt-undo').uncheck();
            },
          },
        );
        await refusing.locator('.bidding-box [data-call="P"]:enabled').waitFor({ timeout: 60_000 });
        await refusing.locator('.bidding-box [data-call="P"]:enabled').click();
        await refusing.getByRole('button', { name: 'Ask to undo' }).click();
        await refusing.locator('[data-undo-refused]').waitFor({ timeout: 30_000 });
        expect(await refusing.locator('[data-undo-refused]').innerText()).toBe('Undo refused.');
        await shoot(refusing, 'undo-refused', () => refusing.locator('[data-undo-refused]').scrollIntoViewIfNeeded());
        await refusing.context().close();
      }),
  );

  it(
    'leaving a robot table for longer than the hold window keeps the seat at the same point',
    {
      timeout: 300_000,
    },
    () =>
      withLogs(async () => {
        const page = await newPage();
        const code = await create(page, slow!, { N: 'robot', E: 'robot', S: 'me', W: 'robot' });
        await page.locator('.bidding-box [data-call="P"]:enabled').waitFor({ timeout: 60_000 });
        const before = await auctionCount(page);
        await page.locator('.bidding-box [data-call="P"]:enabled').click();
        await expect.poll(() => auctionCount(page), POLL).toBeGreaterThan(before);
        const calls = before + 1;
        await page.goto(`${slow!.url}/`); // away from the table: the socket closes
        await page.waitForTimeout(3_500); // the hold window is one second
        await page.goto(`${slow!.url}/t/${code}`);
        await page.locator('.seat-area.at-bottom[data-seat="S"]').waitFor();
        expect(await page.locator('.seat-area.at-bottom .nameplate').innerText()).toContain('You');
        // Our call stands, the seat is ours, and the robots went on only as far as the auction let them.
        await expect.poll(() => auctionCount(page), POLL).toBeGreaterThanOrEqual(calls);
        expect(
          await page
            .locator('.auction-call')
            .nth(calls - 1)
            .getAttribute('aria-label'),
        ).toMatch(/^South: /);
        await page.context().close();
      }),
  );

  it(
    'at a table with another person a robot stands in after the hold window and hands the seat back',
    {
      timeout: 300_000,
    },
    () =>
      withLogs(async () => {
        const south = await newPage();
        const code = await create(south, slow!, { N: 'open', E: 'robot', S: 'me', W: 'robot' });
        const north = await newPage(PHONE);
        await north.goto(`${slow!.url}/t/${code}`);
        await north.locator('.felt .seat-area[data-seat="N"] > button').click();
        await north.locator('.seat-area.at-bottom[data-seat="N"]').waitFor();
        await south.goto(`${slow!.url}/`); // South leaves
        await north.locator('[data-stand-in="S"]').waitFor({ timeout: 30_000 });
        await shoot(north, 'stand-in');
        await south.goto(`${slow!.url}/t/${code}`); // and comes back with the same seat
        await south.locator('.seat-area.at-bottom[data-seat="S"]').waitFor();
        await expect.poll(() => north.locator('[data-stand-in="S"]').count(), POLL).toBe(0);
        await south.context().close();
        await north.context().close();
      }),
  );

  it('chat reaches the other player and not a spectator', { timeout: 300_000 }, () =>
    withLogs(async () => {
      const south = await newPage();
      const code = await create(south, slow!, { N: 'open', E: 'robot', S: 'me', W: 'robot' });
      const north = await newPage();
      await north.goto(`${slow!.url}/t/${code}`);
      await north.locator('.felt .seat-area[data-seat="N"] > button').click();
      await north.locator('.seat-area.at-bottom[data-seat="N"]').waitFor();
      const watcher = await newPage();
      await watcher.goto(`${slow!.url}/t/${code}`);
      await watcher.locator('.felt .seat-area').first().waitFor();
      await south.locator('#chat-text').fill('good luck partner');
      await south.getByRole('button', { name: 'Send' }).click();
      await north.locator('.chat-lines li', { hasText: 'good luck partner' }).waitFor({ timeout: 30_000 });
      await south.locator('.chat-lines li', { hasText: 'good luck partner' }).waitFor();
      await watcher.waitForTimeout(1_000);
      expect(await watcher.locator('body').innerText()).not.toContain('good luck partner');
      expect(await watcher.locator('[data-chat="hidden"]').count()).toBe(1);
      await shoot(north, 'chat', () => north.locator('[data-chat="shown"]').scrollIntoViewIfNeeded());
      for (const p of [south, north, watcher]) await p.context().close();
    }),
  );

  it('table options set at creation take effect: confirm before a call, a timer per board', { timeout: 300_000 }, () =>
    withLogs(async () => {
      const page = await newPage();
      await create(
        page,
        slow!,
        { N: 'robot', E: 'robot', S: 'me', W: 'robot' },
        {
          options: async (p) => {
            await p.locator('#opt-confirm').check();
            await p.locator('#opt-timer').fill('5');
            await p.locator('#opt-strength').selectOption('beginner');
          },
          shoot: 'options',
        },
      );
      await page.locator('[data-board-timer]').waitFor();
      expect(Number(await page.locator('[data-board-timer]').getAttribute('data-board-timer'))).toBeLessThanOrEqual(
        300,
      );
      await page.locator('.bidding-box [data-call="P"]:enabled').waitFor({ timeout: 60_000 });
      const before = await auctionCount(page);
      await page.locator('.bidding-box [data-call="P"]:enabled').click();
      await page.locator('[data-confirm]').waitFor();
      await shoot(page, 'confirm', () => page.locator('[data-confirm]').scrollIntoViewIfNeeded());
      expect(await auctionCount(page)).toBe(before);
      await page.locator('#confirm-action').click();
      await expect.poll(() => auctionCount(page), POLL).toBeGreaterThan(before);
      await page.context().close();
    }),
  );

  it(
    'claim checking: a claim is settled, then its double-dummy check is shown after the deal',
    { timeout: 600_000 },
    () =>
      withLogs(async () => {
        const page = await newPage();
        await create(page, quick!, { N: 'robot', E: 'robot', S: 'me', W: 'robot' });
        // We pass; once the play begins we claim every remaining trick (the robots accept a claim only
        // when it is certainly right), then play on if it was rejected. As dummy (who may not
        // claim, Law 68) we deal again. Since we only pass, North declares (or nobody does) on many
        // deals: in session 30's CI four random deals in a row left us dummy and the test failed, so
        // it now tries up to twelve (a dummy's deal ends in seconds).
        const claim = page.locator('.table-side button', { hasText: 'Claim…' });
        let claimed = false;
        for (let deal = 0; deal < 12 && !claimed; deal++) {
          const deadline = Date.now() + 240_000;
          while (!claimed && !(await page.locator('[data-testid="result"]').count())) {
            if (Date.now() > deadline) throw new Error('the deal did not end in time');
            const pass = page.locator('.bidding-box [data-call="P"]:enabled');
            try {
              if (await claim.count()) {
                await claim.click({ timeout: 2_000 });
                await page.locator('.dialog button[type="submit"]').click({ timeout: 5_000 });
                claimed = true;
              } else if (await pass.count()) await pass.click({ timeout: 2_000 });
              else await page.waitForTimeout(100);
            } catch {
              // The page moved on between the look and the click: look again.
            }
          }
          if (!claimed) {
            await page.locator('#another-set').click();
            await page.locator('[data-testid="result"]').waitFor({ state: 'detached', timeout: 30_000 });
          }
        }
        expect(claimed).toBe(true);
        await finishDeal(page); // a rejected claim: the play goes on to the end
        const check = page.locator('[data-claim-check] li[data-status="ready"]');
        await check.waitFor({ timeout: 120_000 });
        expect(await check.innerText()).toMatch(/^Claim by South: \d+ of the remaining tricks — (right|double-dummy)/);
        const verdict = await check.getAttribute('data-verdict');
        expect(['right', 'over']).toContain(verdict); // we claimed all the tricks left: never under
        // The robots accept only claims that are certainly right, so a claim that was over was rejected.
        if (verdict === 'over') expect(await check.innerText()).toMatch(/\(rejected\)$/);
        await shoot(page, 'claim-check', () => check.scrollIntoViewIfNeeded());
        await page.context().close();
      }),
  );

  it('another rubber once a rubber is won', { timeout: 900_000 }, () =>
    withLogs(async () => {
      const page = await newPage();
      // Beginner robots (no solver) play fast; we pass and follow, the robots win the games.
      await create(
        page,
        quick!,
        { N: 'robot', E: 'robot', S: 'me', W: 'robot' },
        {
          form: 'rubber',
          options: async (p) => {
            await p.locator('#opt-strength').selectOption('beginner');
          },
        },
      );
      const another = page.locator('[data-keep-playing="rubber"] #another-set');
      for (let deal = 0; deal < 30 && !(await another.count()); deal++) {
        await finishDeal(page);
        if (await another.count()) break;
        await page.locator('[data-testid="result"] button.btn-primary').click();
        await page.locator('[data-testid="result"]').waitFor({ state: 'detached', timeout: 30_000 });
      }
      await shoot(page, 'another-rubber', () => another.scrollIntoViewIfNeeded());
      const played = Number(await board(page));
      await another.click();
      await expect.poll(() => board(page), POLL).toBe(String(played + 1));
      // A new rubber: North deals again.
      expect(await page.locator('.felt-info').innerText()).toContain('North');
      await page.context().close();
    }),
  );
});
