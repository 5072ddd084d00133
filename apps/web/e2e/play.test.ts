// End-to-end: the web client against the real server (issue 5, "Tests and measurements"):
// a newcomer plays a complete deal against three robots and sees the score; two humans in two
// browser contexts play at one table, one reloads mid-trick and carries on; a spectator sees no
// hidden card. Debian's Chromium through playwright-core; the server as `npm start` runs it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsChromium, useE2eSession } from './harness.js';
import { createTable, playToEnd, takeSeat } from './driver.js';

const session = useE2eSession();
const { newPage, withServerLog } = session;

/** Where screenshots go when a person wants to look ($BIRITCH_SCREENSHOTS; none when unset). */
const SHOTS = process.env.BIRITCH_SCREENSHOTS;

/** Polling patience: the machine may be busy (CI runs every package's tests at once). */
const POLL = { timeout: 20_000, interval: 100 };

const CARD_WORDS =
  '(Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace) of (clubs|diamonds|hearts|spades)';
/** A card shown (a figure) is named in words. */
const CARD_NAME = new RegExp(`^${CARD_WORDS}$`);
/** A card button: what its corner shows, then the words (WCAG 2.5.3 Label in Name). */
const CARD_BUTTON_NAME = new RegExp(`^([2-9]|10|[JQKA])[♣♦♥♠], ${CARD_WORDS}$`);

describe.skipIf(!needsChromium())('the web client', () => {
  it(
    'a newcomer plays a whole deal against three robots with the keyboard and sees the score',
    { timeout: 300_000 },
    () =>
      withServerLog(async () => {
        const page = await newPage();
        await createTable(page, session.server.url, { N: 'Robot', E: 'Robot', S: 'Me', W: 'Robot' });
        // Our hand is at the bottom: 13 cards, each named for screen readers (a button once playable).
        const hand = page.locator('.seat-area.at-bottom[data-seat="S"] .card[data-card]');
        await expect.poll(() => hand.count(), POLL).toBe(13);
        for (const [tag, label] of await hand.evaluateAll((els) =>
          els.map((e) => [e.tagName, e.getAttribute('aria-label')] as const),
        ))
          expect(label).toMatch(tag === 'BUTTON' ? CARD_BUTTON_NAME : CARD_NAME);
        await playToEnd([page], 240_000, undefined, { keyboard: true });
        await expect.poll(() => page.locator('[data-testid="result"]').isVisible(), POLL).toBe(true);
        const result = await page.locator('[data-testid="result"]').innerText();
        // Either a contract with its score, or a passed-out deal (then there is nothing to score).
        // Scores in the locale's format: English groups thousands (+1,430).
        const scoreLine = /Score: N–S [+-]?\d[\d,]*, E–W [+-]?\d[\d,]*/;
        const score = page.locator('[data-testid="score"]');
        if (!/Passed out/.test(result)) await expect.poll(() => score.innerText(), POLL).toMatch(scoreLine);
        // The live region told a screen reader what happened.
        expect(await page.locator('[data-testid="live-region"]').innerText()).not.toBe('');
        // All four hands are shown after the deal.
        expect(await page.locator('.deal-diagram .dh').count()).toBe(4);
        // The double-dummy table (declarers N S E W × five strains) and par follow from the server's solver.
        const dd = page.locator('[data-testid="double-dummy"]');
        await expect.poll(() => dd.locator('.dd-table tbody tr').count(), { timeout: 90_000, interval: 200 }).toBe(4);
        expect(await dd.locator('.dd-table tbody td').count()).toBe(20);
        const parLine = /^Par (N–S \+\d[\d,]*|E–W \+\d[\d,]*|0 \(passed out\))/;
        expect(await dd.locator('[data-testid="par"]').innerText()).toMatch(parLine);
        // A robot's call explained on request, in words from the robots' system.
        await page.locator('.auction-call[aria-label^="East:"]').first().click();
        await expect
          .poll(() => page.locator('.auction .explanation').innerText(), POLL)
          .toMatch(/^\S+ by East: (?!asking…).{3,}/);
        // A robot's opening lead explained on request after the deal (issue 25). The deal is random:
        // when South (the person) led, or nobody did, there is no robot's lead to explain.
        const why = page.locator('[data-testid="lead-why"]');
        if ((await why.count()) > 0) {
          await why.getByRole('button').click();
          await expect.poll(() => why.locator('h3').innerText(), POLL).toMatch(/^Opening lead: (North|East|West), /);
          expect(await why.locator('p').innerText()).toMatch(/lead|rules of thumb|only legal card/i);
          if (SHOTS) {
            mkdirSync(SHOTS, { recursive: true });
            for (const [size, viewport] of [
              ['1280x800', { width: 1280, height: 800 }],
              ['390x844', { width: 390, height: 844 }],
            ] as const) {
              await page.setViewportSize(viewport);
              await why.scrollIntoViewIfNeeded();
              await page.screenshot({ path: join(SHOTS, `lead-why-${size}.png`) });
            }
          }
        }
        await page.context().close();
      }),
  );

  it('two people play at one table; one reloads mid-trick and carries on', { timeout: 300_000 }, () =>
    withServerLog(async () => {
      const south = await newPage();
      const north = await newPage({ width: 390, height: 844 }); // on a phone
      const code = await createTable(south, session.server.url, { N: 'Open', E: 'Robot', S: 'Me', W: 'Robot' });
      await takeSeat(north, session.server.url, code, 'N');
      let reloaded = false;
      await playToEnd([south, north], 240_000, async (_page, _step, count) => {
        if (reloaded || count < 6) return;
        const inTrick = await north.locator('.trick .trick-card').count();
        const playing = await north.locator('.tricks-won').count();
        if (!playing || inTrick === 0 || inTrick === 4) return;
        const cardsBefore = await north.locator('.seat-area.at-bottom .card').count();
        const trickBefore = await north.locator('.trick .trick-card').allInnerTexts();
        await north.reload();
        await north.locator('.seat-area.at-bottom[data-seat="N"]').waitFor();
        // Nobody plays North's cards while North reloads (South, who might declare, waits too).
        await expect.poll(() => north.locator('.seat-area.at-bottom .card').count(), POLL).toBe(cardsBefore);
        expect(await north.locator('.seat-area.at-bottom .nameplate').innerText()).toContain('You');
        // The robots play on meanwhile: the trick shown now continues the one before the reload,
        // or, if it was completed and a new one started, the last trick does.
        const startsWithBefore = (cards: string[]) => trickBefore.every((c, i) => cards[i] === c);
        const trickAfter = await north.locator('.trick .trick-card').allInnerTexts();
        if (!startsWithBefore(trickAfter)) {
          await north.getByRole('button', { name: 'Last trick' }).click();
          expect(startsWithBefore(await north.locator('.trick .trick-card').allInnerTexts())).toBe(true);
          await north.getByRole('button', { name: 'Current trick' }).click();
        }
        reloaded = true;
      });
      expect(reloaded).toBe(true);
      for (const p of [south, north])
        await expect.poll(() => p.locator('[data-testid="result"]').isVisible(), POLL).toBe(true);
      await south.context().close();
      await north.context().close();
    }),
  );

  it('a spectator sees no hidden card, on the screen or on the wire', { timeout: 300_000 }, () =>
    withServerLog(async () => {
      const player = await newPage();
      const code = await createTable(player, session.server.url, { N: 'Robot', E: 'Robot', S: 'Me', W: 'Robot' });
      const watcher = await newPage();
      const frames: string[] = [];
      watcher.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
      await watcher.goto(`${session.server.url}/t/${code}`);
      await watcher.getByText('You are watching.').waitFor();
      let checks = 0;
      const problems: string[] = [];
      const checkScreen = async () => {
        // Face-up cards in the seats may only be dummy's (after the lead); the trick's are public.
        const areas = await watcher.locator('.felt .seat-area').evaluateAll((els) =>
          els.map((a) => ({
            seat: a.getAttribute('data-seat'),
            dummy: a.querySelector('.role')?.textContent === 'dummy',
            faceUp: a.querySelectorAll('[data-card]').length,
          })),
        );
        if (await watcher.locator('[data-testid="result"]').count()) return;
        for (const a of areas)
          if (a.faceUp > 0 && !a.dummy) problems.push(`${a.seat} shows ${a.faceUp} cards to a spectator`);
        checks++;
      };
      // Look at the spectator's screen all through the deal, while the player and robots play.
      let playing = true;
      const watching = (async () => {
        while (playing) {
          await checkScreen().catch((e: unknown) => problems.push(String(e)));
          await watcher.waitForTimeout(250);
        }
      })();
      try {
        await playToEnd([player], 240_000);
      } finally {
        playing = false;
        await watching;
      }
      await expect.poll(() => watcher.locator('[data-testid="result"]').isVisible(), POLL).toBe(true);
      expect(problems).toEqual([]);
      expect(checks).toBeGreaterThan(5);
      // On the wire: before the deal ended, no view held a hand other than a faced dummy's, and no
      // event carried a dealt hand.
      let views = 0;
      for (const text of frames) {
        const msg = JSON.parse(text) as { type: string; view?: Record<string, unknown>; event?: { type: string } };
        if (msg.event) expect(msg.event.type).not.toBe('handDealt');
        const view = msg.view;
        if (!view || view['phase'] === 'ended') continue;
        views++;
        for (const [seat, cards] of Object.entries(view['hands'] as Record<string, unknown>)) {
          if (cards !== null) expect(seat === view['dummy'] && view['dummyFaced'] === true).toBe(true);
        }
        expect(view['legalCards']).toEqual([]);
        expect(view['deal']).toBeNull();
      }
      expect(views).toBeGreaterThan(10);
      await player.context().close();
      await watcher.context().close();
    }),
  );
});
