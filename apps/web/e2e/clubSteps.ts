/**
 * Steps of a club night in the browser, shared by the club e2e tests: the director's set-up on the
 * console, a phone keying in and confirming a result, waiting for a round.
 *
 * ```ts
 * const { sessionId, token, joins } = await setUpSession(dir, base, { name: 'Friday', tables: 3, csv, boards: 10,
 *   movement: 'howell-3', perRound: 2 });
 * await enter(phone, 5, { level: 4, strain: 'spades', declarer: 'North' }, 10);
 * await confirm(phone, 5);
 * ```
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long a screen may take to follow (the machine is shared). */
export const POLL = { timeout: 30_000, interval: 100 };

/** A contract as the entry keys name it. */
export interface Played {
  readonly level: number;
  readonly strain: 'clubs' | 'diamonds' | 'hearts' | 'spades' | 'no trump';
  readonly declarer: 'North' | 'East' | 'South' | 'West';
}

/** A board's button on a phone. */
export const boardButton = (page: Page, board: number) =>
  page.locator('.entry-board', { has: page.locator('.eb-num', { hasText: new RegExp(`^${board}$`) }) });

/** Keys in a result on a phone (or the director's correction form inside `scope`). */
export async function keyIn(page: Page, scope: string, p: Played, tricks: number): Promise<void> {
  const form = page.locator(`${scope} form.entry-form`);
  const contract = form.getByRole('group', { name: 'Contract' });
  await contract.getByRole('button', { name: String(p.level), exact: true }).click();
  await contract.getByRole('button', { name: p.strain, exact: true }).click();
  await form.getByRole('group', { name: 'Declarer' }).getByRole('button', { name: p.declarer, exact: true }).click();
  await form
    .getByRole('group', { name: 'Result' })
    .getByRole('button', { name: `${tricks} tricks`, exact: true })
    .click();
  await form.getByRole('button', { name: 'Enter', exact: true }).click();
}

/** Opens a board on a phone and enters its result. */
export async function enter(page: Page, board: number, p: Played, tricks: number): Promise<void> {
  await boardButton(page, board).click();
  await keyIn(page, '', p, tricks);
}

/** The other side confirms a board on the same phone, once the server has it. */
export async function confirm(page: Page, board: number): Promise<void> {
  await expect.poll(() => boardButton(page, board).getAttribute('class'), POLL).toContain('st-entered');
  await boardButton(page, board).click();
  await page.getByRole('region', { name: 'Check and confirm' }).getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => boardButton(page, board).getAttribute('class'), POLL).toContain('st-confirmed');
}

/** The boards a phone shows for its round. */
export async function boardsOn(page: Page): Promise<number[]> {
  await expect.poll(() => page.locator('.entry-board').count(), POLL).toBeGreaterThan(0);
  return (await page.locator('.entry-board .eb-num').allInnerTexts()).map(Number);
}

/** Waits until a phone shows a round. */
export async function roundOn(page: Page, round: number): Promise<void> {
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

/** What the director sets up on the console. */
export interface SetUp {
  readonly name: string;
  readonly kind?: 'pairs' | 'individual' | 'teams';
  readonly tables: number;
  /** One winner (a Howell) or two (N–S and E–W, the default). */
  readonly winners?: 1 | 2;
  readonly csv: string;
  /** Boards asked of the engine's proposals. */
  readonly boards: number;
  /** The proposal chosen: its name and boards a round. */
  readonly movement: string;
  readonly perRound: number;
}

/**
 * Creates a session on the director's page (`dir` at `base`/club), registers the list, chooses
 * the movement among the engine's proposals, deals the boards and reads the table cards' links.
 */
export async function setUpSession(
  dir: Page,
  base: string,
  s: SetUp,
): Promise<{ sessionId: string; token: string; joins: string[]; dealt: number }> {
  await dir.goto(`${base}/club`);
  await dir.getByLabel('Event name').fill(s.name);
  if (s.kind) await dir.getByLabel('Kind').selectOption(s.kind);
  await dir.getByLabel('Tables').fill(String(s.tables));
  if (s.winners) await dir.getByLabel('Winners').selectOption(String(s.winners));
  await dir.getByLabel('Public ranking').selectOption('live');
  await dir.getByRole('button', { name: 'Create the session' }).click();
  await expect.poll(() => new URL(dir.url()).pathname, POLL).toMatch(/^\/s\/[A-Za-z0-9_-]+\/director$/);
  const sessionId = new URL(dir.url()).pathname.split('/')[2]!;
  const token = new URL(dir.url()).hash.slice(1);
  await dir.locator('.dir-panel textarea').first().fill(s.csv);
  await dir.getByRole('button', { name: 'Register' }).click();
  await expect.poll(() => dir.locator('ol.dir-pairs li').count(), POLL).toBe(s.csv.trim().split('\n').length - 1);
  await dir.getByLabel('Boards to play').fill(String(s.boards));
  await dir.getByRole('button', { name: 'Show movements' }).click();
  const row = dir.locator(
    `table.proposals tr:has(td:nth-child(1):text-is("${s.movement}")):has(td:nth-child(3):text-is("${s.perRound}"))`,
  );
  await expect.poll(() => row.count(), POLL).toBe(1);
  const dealt = Number(await row.locator('td:nth-child(4)').innerText());
  await row.getByRole('button', { name: 'Choose' }).click();
  await expect.poll(() => dir.getByText(new RegExp(`^Movement: ${s.movement},`)).count(), POLL).toBe(1);
  await dir.getByRole('button', { name: /^Deal \d+ boards$/ }).click();
  // With native DDS the boards come with their double-dummy tables: a busy machine takes its time.
  await expect.poll(() => dir.getByText(/^\d+ boards ready$/).count(), { ...POLL, timeout: 180_000 }).toBe(1);
  await dir.getByRole('button', { name: 'Print the table cards' }).first().click();
  await expect.poll(() => dir.locator('.table-card').count(), POLL).toBe(s.tables);
  const joins = (await dir.locator('.table-card .tc-url').allInnerTexts()).map((u) => u.trim());
  return { sessionId, token, joins, dealt };
}

/** The session's state as the director reads it. */
export async function stateOf<T>(base: string, sessionId: string, token: string): Promise<T> {
  const res = await fetch(`${base}/api/sessions/${sessionId}/state`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { state: T }).state;
}

/** The public page's ranking rows: rank, pair and the last column shown (percent or total). */
export async function rankingRows(page: Page, direction: string): Promise<string[][]> {
  const rows = await page.locator(`table.ranking[data-direction="${direction}"] tbody tr`).all();
  return Promise.all(
    rows.map(async (r) => {
      const cells = await r.locator('td').allInnerTexts();
      return [cells[0]!, cells[1]!, cells[3]!, cells[4]!];
    }),
  );
}
