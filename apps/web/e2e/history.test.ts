// End-to-end: history in the browser (issue 26, "History" and "Tests"): a guest plays a deal
// against three robots, finds it in My deals, signs up and keeps it (another browser signed in to
// the account sees it too); the deal replays card by card with its auction and double-dummy table;
// its PBN download parses with @biritch/notation's parser to the deal the server holds; a share link
// opens in a browser that is not signed in. The table's deal is played through the page.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameFromRecord, parsePbn } from '@biritch/notation';
import { needsChromium, useE2eSession } from './harness.js';
import { createTable, playToEnd } from './driver.js';

const session = useE2eSession();
const { newPage, withServerLog } = session;
const POLL = { timeout: 20_000, interval: 100 };
const PASSWORD = 'marmalade bicycle quarry';

/** The pages and ids the scenario's steps hand on (the tests of this file run in order). */
const shared: { guest?: Page; dealId?: string | undefined; shareUrl?: string } = {};

const rows = (page: Page) => page.locator('[data-testid="history-table"] tbody tr');

describe.skipIf(!needsChromium())('history in the browser', () => {
  it('a guest plays a deal and finds it in My deals with its contract and score', { timeout: 300_000 }, () =>
    withServerLog(async () => {
      const page = await newPage();
      shared.guest = page;
      await createTable(page, session.server.url, { N: 'Robot', E: 'Robot', S: 'Me', W: 'Robot' });
      await playToEnd([page], 240_000);
      await page.locator('.topbar a[href="/deals"]').click();
      await expect.poll(() => rows(page).count(), POLL).toBe(1);
      const row = rows(page).first();
      shared.dealId = (await row.getAttribute('data-deal')) ?? undefined;
      expect(shared.dealId).toMatch(/^[A-Za-z0-9_-]+\.1$/);
      const cells = await row.locator('td').allInnerTexts();
      expect(cells[1]).toMatch(/^Single deal/);
      expect(cells[2]).toBe('1');
      expect(cells[3]).toMatch(/^South \((declarer|dummy|defender|passed out)\)$/);
      expect(cells[4]).toMatch(/^([1-7](♣|♦|♥|♠|NT)X{0,2}(=|[+-]\d+) [NESW]|Passed out)$/);
      expect(cells[5]).toMatch(/^([+-]\d[\d,]*|0)$/);
    }),
  );

  it('keeps the deal once the guest signs up, on this device and on another signed in', { timeout: 120_000 }, () =>
    withServerLog(async () => {
      const page = shared.guest!;
      await page.locator('[data-testid="topbar-account"]').click();
      await page.locator('#mode-sign-up').click();
      await page.locator('#account-name').fill('Barbara');
      await page.locator('#account-password').fill(PASSWORD);
      await page.locator('#account-submit').click();
      await page.locator('[data-testid="signed-in-as"]').waitFor();
      await page.goto(`${session.server.url}/deals`);
      await expect.poll(() => rows(page).count(), POLL).toBe(1);

      // Another browser has no seat ticket: the deal is found by the account alone.
      const other = await newPage({ width: 390, height: 844 });
      await other.goto(`${session.server.url}/deals`);
      await expect.poll(() => other.locator('.history [role="status"]').innerText(), POLL).toMatch(/^No deal yet/);
      await other.goto(`${session.server.url}/account`);
      await other.locator('#account-name').fill('Barbara');
      await other.locator('#account-password').fill(PASSWORD);
      await other.locator('#account-submit').click();
      await other.locator('[data-testid="signed-in-as"]').waitFor();
      await other.goto(`${session.server.url}/deals`);
      await expect.poll(() => rows(other).count(), POLL).toBe(1);
      expect(await rows(other).first().getAttribute('data-deal')).toBe(shared.dealId);
      // A filter that excludes it: the list says so.
      await other.locator('#h-form').selectOption('rubber');
      await other.locator('#h-search').click();
      await expect.poll(() => other.locator('.history [role="status"]').innerText(), POLL).toMatch(/^No deal matches/);
      await other.context().close();
    }),
  );

  it('opens the deal: replays it card by card, with the auction and the double-dummy table', { timeout: 180_000 }, () =>
    withServerLog(async () => {
      const page = shared.guest!;
      await rows(page).first().locator('a').click();
      await page.waitForURL(new RegExp(`/deals/${shared.dealId!.replace('.', '\\.')}$`));
      await page.locator('[data-testid="deal-contract"]').waitFor();
      const auctionCalls = page.locator('.auction .auction-call');
      expect(await auctionCalls.count()).toBeGreaterThanOrEqual(4);
      // A robot's call explained in the robots' system's words, as at the table.
      await page.locator('.auction-call[aria-label^="East:"]').first().click();
      expect(await page.locator('.auction .explanation').innerText()).toMatch(/^\S+ by East: (?!asking…).{3,}/);
      const contract = await page.locator('[data-testid="deal-contract"]').innerText();
      if (!/Passed out/.test(contract)) {
        // Opened as dealt: no card played. At the end every card is played and the four hands are
        // empty; one step back, one card returns.
        const held = () => page.locator('.replay-felt .suit-line').allInnerTexts();
        expect(await page.locator('[data-testid="replay-trick"] .rt-card').count()).toBe(0);
        expect((await held()).every((l) => /—$/.test(l))).toBe(false);
        expect(await page.locator('[data-testid="replay-where"]').innerText()).toBe('As dealt');
        await page.locator('button[aria-label="To the end"]').click();
        const emptyAtEnd = (await held()).every((l) => /—$/.test(l));
        expect(emptyAtEnd).toBe(true);
        await page.locator('#replay-back').click();
        expect((await held()).filter((l) => !/—$/.test(l))).toHaveLength(1);
        expect(await page.locator('[data-testid="replay-where"]').innerText()).toMatch(
          /^Trick 13: (North|East|South|West) /,
        );
        await page.locator('button[aria-label="To the start"]').click();
        expect(await page.locator('[data-testid="replay-trick"] .rt-card').count()).toBe(0);
        await page.locator('#replay-next').click();
        expect(await page.locator('[data-testid="replay-trick"] .rt-card').count()).toBe(1);
      }
      const dd = page.locator('[data-testid="double-dummy"]');
      await expect.poll(() => dd.locator('.dd-table tbody tr').count(), { timeout: 120_000, interval: 500 }).toBe(4);
      expect(await dd.locator('.dd-table tbody td').count()).toBe(20);
    }),
  );

  it('downloads the deal as PBN that the notation parser reads back to the same hands', { timeout: 60_000 }, () =>
    withServerLog(async () => {
      const page = shared.guest!;
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download-pbn').click()]);
      expect(download.suggestedFilename()).toMatch(/^biritch-[A-Za-z0-9]+-1\.pbn$/);
      const text = await readFile((await download.path())!, 'utf8');
      const parsed = parsePbn(text);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.value.games).toHaveLength(1);
      const game = gameFromRecord(parsed.value.games[0]!);
      expect(game.ok).toBe(true);
      const held = await page.evaluate(
        async (id) => (await (await fetch(`/api/deals/${id}`)).json()).hands,
        shared.dealId,
      );
      if (game.ok) expect(game.value.deal).toEqual(held);
    }),
  );

  it('shares the deal by a link that opens for someone not signed in', { timeout: 60_000 }, () =>
    withServerLog(async () => {
      const page = shared.guest!;
      await page.locator('#share-deal').click();
      const url = page.locator('#share-url');
      await url.waitFor();
      shared.shareUrl = await url.inputValue();
      expect(shared.shareUrl).toMatch(new RegExp(`^${session.server.url}/shared/[A-Za-z0-9_-]{22}$`));
      const contract = await page.locator('[data-testid="deal-contract"]').innerText();

      const stranger = await newPage({ width: 390, height: 844 });
      await stranger.goto(shared.shareUrl);
      await stranger.locator('[data-testid="deal-contract"]').waitFor();
      expect(await stranger.locator('[data-testid="deal-contract"]').innerText()).toBe(contract);
      expect(await stranger.locator('.past-deal').innerText()).not.toMatch(/You sat/);
      expect(await stranger.locator('#share-deal').count()).toBe(0);
      // The stranger's own deal page of the same id is not theirs to see.
      await stranger.goto(`${session.server.url}/deals/${shared.dealId}`);
      await expect.poll(() => stranger.locator('[role="alert"]').innerText(), POLL).toMatch(/no such deal/i);
      await stranger.context().close();
      await page.context().close();
    }),
  );
});
