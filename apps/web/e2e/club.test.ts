// End-to-end: a club night (issue 24, "Tests and measurements") through the real server and
// Debian's Chromium: the director sets up a 7-table Mitchell of 14 pairs (2 boards a round) from the browser, every
// table is a phone context that enters and confirms its results, the director corrects one wrong
// entry and gives one adjusted score, the public page follows, and the final ranking is the
// engine's own `scoreField` of the session. One phone goes offline, keeps two results and sends
// them once on reconnect. Set BIRITCH_SCREENSHOTS=DIR to keep a screenshot of each screen.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectedPlays, fieldOf, scoreField, type SessionState } from '@biritch/competition';
import { unwrap } from '@biritch/core';
import { needsChromium, useE2eSession } from './harness.js';

const session = useE2eSession();
const { newPage, withServerLog } = session;

const POLL = { timeout: 20_000, interval: 100 };
const SHOTS = process.env['BIRITCH_SCREENSHOTS'];
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** Keeps a screenshot of the page when BIRITCH_SCREENSHOTS names a directory. */
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const TABLES = 7;
const ROUNDS = 7;
const FIRST = [
  'Ann',
  'Bob',
  'Cleo',
  'Dan',
  'Eva',
  'Filip',
  'Greta',
  'Hugo',
  'Ines',
  'Jon',
  'Kasia',
  'Lech',
  'Maria',
  'Nils',
];
const LAST = [
  'Lee',
  'Fox',
  'Park',
  'Ortiz',
  'Novak',
  'Kral',
  'Saar',
  'Tamm',
  'Vidal',
  'Ruiz',
  'Nowak',
  'Zielinski',
  'Kask',
  'Berg',
];
/** 14 pairs as a club's CSV list (one member number left out, as happens). */
const PAIRS = [
  'number,name1,member1,name2,member2',
  ...Array.from(
    { length: 2 * TABLES },
    (_, i) =>
      `${i + 1},${FIRST[i]} ${LAST[i]},${1000 + 2 * i},${FIRST[(i + 5) % 14]} ${LAST[(i + 9) % 14]},${i === 4 ? '' : 1001 + 2 * i}`,
  ),
].join('\n');

/** The contract played on each board (the tricks vary by table). Strain and declarer as the keys name them. */
const CONTRACTS = [
  { level: 4, strain: 'spades', declarer: 'North' },
  { level: 3, strain: 'no trump', declarer: 'South' },
  { level: 2, strain: 'hearts', declarer: 'East' },
  { level: 4, strain: 'hearts', declarer: 'West' },
  { level: 3, strain: 'no trump', declarer: 'North' },
  { level: 1, strain: 'no trump', declarer: 'East' },
];
const PLAYED = (board: number) => CONTRACTS[(board - 1) % CONTRACTS.length]!;
const tricksAt = (board: number, table: number): number => PLAYED(board).level + 6 + ((table + board) % 3) - 1;

const boardButton = (page: Page, board: number) =>
  page.locator('.entry-board', { has: page.locator('.eb-num', { hasText: new RegExp(`^${board}$`) }) });

/** Keys in a result on a phone (or the director's correction form inside `scope`). */
async function keyIn(page: Page, scope: string, board: number, tricks: number): Promise<void> {
  const p = PLAYED(board);
  const form = page.locator(`${scope} form.entry-form`);
  await form
    .getByRole('group', { name: 'Contract' })
    .getByRole('button', { name: String(p.level), exact: true })
    .click();
  await form.getByRole('group', { name: 'Contract' }).getByRole('button', { name: p.strain, exact: true }).click();
  await form.getByRole('group', { name: 'Declarer' }).getByRole('button', { name: p.declarer, exact: true }).click();
  await form
    .getByRole('group', { name: 'Result' })
    .getByRole('button', { name: `${tricks} tricks`, exact: true })
    .click();
  await form.getByRole('button', { name: 'Enter', exact: true }).click();
}

async function enter(page: Page, board: number, tricks: number): Promise<void> {
  await boardButton(page, board).click();
  await keyIn(page, '', board, tricks);
}

async function confirm(page: Page, board: number): Promise<void> {
  await expect.poll(() => boardButton(page, board).getAttribute('class'), POLL).toContain('st-entered');
  await boardButton(page, board).click();
  await page.getByRole('region', { name: 'Check and confirm' }).getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => boardButton(page, board).getAttribute('class'), POLL).toContain('st-confirmed');
}

/** The boards a phone shows for its round. */
async function boardsOn(page: Page): Promise<number[]> {
  await expect.poll(() => page.locator('.entry-board').count(), POLL).toBeGreaterThan(0);
  return (await page.locator('.entry-board .eb-num').allInnerTexts()).map(Number);
}

async function roundOn(page: Page, round: number): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('.entry-round')
          .innerText()
          .catch(() => ''),
      POLL,
    )
    .toBe(`Round ${round}`);
}

describe.skipIf(!needsChromium())('the club night', () => {
  it('a 7-table Mitchell from set-up to published results, a phone at every table', { timeout: 600_000 }, () =>
    withServerLog(async () => {
      const base = session.server.url;
      // --- The director creates the session on a desktop.
      const dir = await newPage({ width: 1280, height: 800 });
      await dir.goto(`${base}/club`);
      await shot(dir, 'director-new-1280');
      await dir.getByLabel('Event name').fill('Tuesday pairs');
      await dir.getByLabel('Tables').fill(String(TABLES));
      await dir.getByLabel('Public ranking').selectOption('live');
      await dir.getByRole('button', { name: 'Create the session' }).click();
      await expect.poll(() => new URL(dir.url()).pathname, POLL).toMatch(/^\/s\/[A-Za-z0-9_-]+\/director$/);
      const sessionId = new URL(dir.url()).pathname.split('/')[2]!;
      const token = new URL(dir.url()).hash.slice(1);
      expect(token).toMatch(/^[A-Za-z0-9_-]{8,}$/);

      // Pairs pasted as CSV; the movement chosen among the engine's proposals; boards dealt.
      await dir.getByRole('textbox', { name: 'Pairs', exact: true }).fill(PAIRS);
      await dir.getByRole('button', { name: 'Register' }).click();
      await expect.poll(() => dir.getByText('14 pairs registered').count(), POLL).toBe(1);
      await dir.getByLabel('Boards to play').fill('14');
      await dir.getByRole('button', { name: 'Show movements' }).click();
      const mitchell = dir.locator(
        'table.proposals tr:has(td:nth-child(1):text-is("mitchell-7")):has(td:nth-child(3):text-is("2"))',
      );
      await expect.poll(() => mitchell.count(), POLL).toBe(1);
      await shot(dir, 'director-movements-1280');
      await mitchell.getByRole('button', { name: 'Choose' }).click();
      await expect.poll(() => dir.getByText(/^Movement: mitchell-7, 7 rounds of 2 boards$/).count(), POLL).toBe(1);
      await dir.getByRole('button', { name: 'Deal 14 boards' }).click();
      // With native DDS the boards come with their double-dummy tables: a busy machine takes its time.
      await expect.poll(() => dir.getByText('14 boards ready').count(), { ...POLL, timeout: 180_000 }).toBe(1);
      await dir.getByRole('button', { name: 'Print the table cards' }).first().click();
      await expect.poll(() => dir.locator('.table-card').count(), POLL).toBe(TABLES);
      const joins = (await dir.locator('.table-card .tc-url').allInnerTexts()).map((u) => u.trim());
      expect(joins.every((u) => /\/j\/[A-Za-z0-9]+#\d{4}$/.test(u))).toBe(true);
      await shot(dir, 'director-setup-1280');

      // The public page on a phone, and one phone per table (joined by the table card's link).
      const pub = await newPage({ width: 390, height: 844 });
      await pub.goto(`${base}/s/${sessionId}`);
      await expect
        .poll(
          () =>
            pub
              .locator('#results-title')
              .innerText()
              .catch(() => ''),
          POLL,
        )
        .toBe('Tuesday pairs');
      const phones: Page[] = [];
      for (const url of joins) {
        const phone = await newPage({ width: 390, height: 844 });
        await phone.goto(url);
        phones.push(phone);
      }
      await expect
        .poll(
          () =>
            phones[0]!
              .locator('.entry-note')
              .innerText()
              .catch(() => ''),
          POLL,
        )
        .toMatch(/has not started a round/);

      await shot(phones[0]!, 'phone-waiting-390');
      if (SHOTS) {
        // The screens a player meets first: typing the code and PIN, and the same table in Polish.
        const typing = await newPage({ width: 390, height: 844 });
        await typing.goto(`${base}/j`);
        await typing.getByLabel('Table code').fill(new URL(joins[0]!).pathname.split('/')[2]!);
        await shot(typing, 'phone-join-390');
        await typing.context().close();
      }
      await dir.getByRole('button', { name: 'Start round 1' }).click();
      for (const p of phones) await roundOn(p, 1);
      await shot(phones[0]!, 'phone-round-390');
      if (SHOTS) {
        const polish = await newPage({ width: 390, height: 844 }, { locale: 'pl-PL' });
        await polish.goto(joins[1]!);
        await expect
          .poll(
            () =>
              polish
                .locator('.entry-round')
                .innerText()
                .catch(() => ''),
            POLL,
          )
          .toBe('Runda 1');
        await polish.locator('.entry-board').first().click();
        await shot(polish, 'phone-entry-pl-390');
        await polish.context().close();
      }

      // --- The rounds. Round 1: table 1 enters its first board wrongly (two tricks short) and
      // confirms it; the director corrects it. Round 2: table 2 does not play its second board; the
      // director gives average to both. Last round: table 3's phone loses its connection, keeps two
      // results, is closed, and once online again sends them, once each.
      let firstConfirmation = true;
      for (let round = 1; round <= ROUNDS; round++) {
        if (round > 1) await dir.getByRole('button', { name: `Start round ${round}` }).click();
        let adjustedBoard = 0;
        for (const [i, phone] of [...phones.entries()]) {
          const table = i + 1;
          await roundOn(phone, round);
          const boards = await boardsOn(phone);
          if (round === ROUNDS && table === 3) {
            await phone.context().setOffline(true);
            await expect.poll(() => phone.locator('.entry-link').innerText(), POLL).toMatch(/^Offline/);
            for (const board of boards) await enter(phone, board, tricksAt(board, table));
            await expect
              .poll(() => phone.locator('.entry-link').innerText(), POLL)
              .toMatch(/2 results waiting to be sent/);
            await shot(phone, 'phone-offline-390');
            // The browser is closed while offline; opened again, the phone still has both results and sends them once.
            const context = phone.context();
            const url = phone.url();
            await phone.close();
            await context.setOffline(false);
            const again = await context.newPage();
            await again.setViewportSize({ width: 390, height: 844 });
            await again.goto(url);
            phones[i] = again;
            await expect
              .poll(() => again.locator('.entry-board.st-entered').count(), { timeout: 40_000, interval: 200 })
              .toBe(2);
            await expect.poll(() => again.locator('.entry-link').innerText(), POLL).toBe('Online');
            for (const board of boards) await confirm(again, board);
            continue;
          }
          for (const [k, board] of boards.entries()) {
            if (round === 2 && table === 2 && k === 1) {
              adjustedBoard = board;
              continue;
            }
            if (round === 1 && table === 1 && k === 0) {
              await boardButton(phone, board).click();
              await shot(phone, 'phone-entry-empty-390');
              await phone.getByRole('button', { name: 'Cancel' }).click();
            }
            await enter(
              phone,
              board,
              round === 1 && table === 1 && k === 0 ? tricksAt(board, table) - 2 : tricksAt(board, table),
            );
            if (firstConfirmation) {
              await boardButton(phone, board).click();
              await shot(phone, 'phone-confirm-390');
              await phone.getByRole('button', { name: 'Back to the boards' }).click();
            }
            await confirm(phone, board);
            if (firstConfirmation) {
              // The public ranking follows within moments of the first confirmation (ranking: live).
              await expect.poll(() => pub.locator('table.ranking tbody tr').count(), POLL).toBeGreaterThan(0);
              firstConfirmation = false;
            }
          }
        }
        if (round === 1) {
          await boardButton(phones[1]!, (await boardsOn(phones[1]!))[0]!).click();
          await shot(phones[1]!, 'phone-traveller-390');
          await phones[1]!.getByRole('button', { name: 'Back to the boards' }).click();
          await shot(phones[0]!, 'phone-move-390');
          expect(await phones[0]!.getByRole('region', { name: 'Next round' }).innerText()).toMatch(
            new RegExp(`N–S stay at this table\\s+E–W to table 2 \\(E–W\\)\\s+Boards to table ${TABLES}`),
          );
          // The director corrects table 1's first board (a confirmed result is the director's to change).
          const first = (await boardsOn(phones[0]!))[0]!;
          await dir.getByTestId('grid-table-1').click();
          const detail = dir.getByRole('region', { name: 'Table 1' });
          await detail
            .locator('tr', { hasText: `Board ${first}` })
            .getByRole('button', { name: 'Correct a result' })
            .click();
          await shot(dir, 'director-correct-1280');
          await keyIn(dir, '.dir-edit', first, tricksAt(first, 1));
          const over = tricksAt(first, 1) - (PLAYED(first).level + 6);
          const made = over === 0 ? '=' : over > 0 ? `+${over}` : `−${-over}`;
          await expect
            .poll(() => detail.locator('tr', { hasText: `Board ${first}` }).innerText(), POLL)
            .toContain(`4♠ N ${made}`);
        }
        if (round === 2) {
          // Table 3 calls the director from its phone; the grid shows it until the director answers.
          await phones[2]!.getByRole('button', { name: 'Call the director' }).click();
          await expect.poll(() => dir.getByTestId('grid-table-3').innerText(), POLL).toMatch(/director called/);
          await shot(phones[2]!, 'phone-called-390');
          await shot(dir, 'director-grid-1280');
          await dir.getByTestId('grid-table-3').click();
          await dir.getByRole('button', { name: 'Call answered' }).click();
          await expect.poll(() => phones[2]!.getByRole('button', { name: 'Call the director' }).count(), POLL).toBe(1);
          await dir.getByTestId('grid-table-2').click();
          const detail2 = dir.getByRole('region', { name: 'Table 2' });
          await detail2
            .locator('tr', { hasText: `Board ${adjustedBoard}` })
            .getByRole('button', { name: 'Adjusted score' })
            .click();
          await detail2.getByRole('button', { name: 'Apply' }).click();
          await expect
            .poll(() => boardButton(phones[1]!, adjustedBoard).getAttribute('class'), POLL)
            .toContain('st-confirmed');
        }
        await dir.getByRole('button', { name: `Close round ${round}` }).click();
      }
      await dir.getByRole('button', { name: 'Close and publish the results' }).click();
      await expect.poll(() => dir.getByText('The session is closed and the results are public.').count(), POLL).toBe(1);

      // --- The final ranking on the public page is the engine's scoring of the session.
      const res = await fetch(`${base}/api/sessions/${sessionId}/state`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { state } = (await res.json()) as { state: SessionState };
      const records = Object.values(state.results);
      expect(records).toHaveLength(ROUNDS * TABLES * 2); // every table's two boards each round, each once
      const offline = records.filter((r) => r.round === ROUNDS && r.table === 3);
      expect(offline.map((r) => [r.history.length, r.confirmedBy])).toEqual([
        [0, 'EW'],
        [0, 'EW'],
      ]); // entered once each
      const corrected = state.results['A|1|1|1']!;
      expect(corrected.result).toMatchObject({ tricks: tricksAt(1, 1) });
      expect(corrected.history).toHaveLength(1);
      const expected = unwrap(scoreField(fieldOf(state), { expected: expectedPlays(state) }));
      await expect.poll(() => pub.locator('.results-stage').innerText(), POLL).toBe('Final results');
      for (const direction of ['NS', 'EW'] as const) {
        const want = expected.rankings
          .filter((l) => l.direction === direction)
          .sort((a, b) => a.rank - b.rank)
          .map((l) => [l.rankLabel, l.id, l.percent!.toFixed(2)]);
        await expect
          .poll(async () => {
            const rows = await pub.locator(`table.ranking[data-direction="${direction}"] tbody tr`).all();
            return Promise.all(
              rows.map(async (r) => {
                const cells = await r.locator('td').allInnerTexts();
                return [cells[0], cells[1], cells[4]];
              }),
            );
          }, POLL)
          .toEqual(want);
      }
      await shot(pub, 'public-final-390');
      await pub.getByRole('group', { name: 'Boards' }).getByRole('button', { name: '1', exact: true }).click();
      // The hand record is public once every table has played the board (here, the session is closed).
      await expect.poll(() => pub.getByTestId('hand-record-1').locator('.hr-hand').count(), POLL).toBe(4);
      await pub.getByRole('combobox', { name: /^Pair/ }).selectOption('1');
      await shot(pub, 'public-board-card-390');
      const wide = await newPage({ width: 1280, height: 800 });
      await wide.goto(`${base}/s/${sessionId}`);
      await expect.poll(() => wide.locator('table.ranking tbody tr').count(), POLL).toBe(2 * TABLES);
      await wide.getByRole('group', { name: 'Boards' }).getByRole('button', { name: '3', exact: true }).click();
      await shot(wide, 'public-final-1280');
      await shot(dir, 'director-closed-1280');
      for (const p of [dir, pub, wide, ...phones]) await p.context().close();
    }),
  );
});
