// End-to-end (issue 24, "Tests and measurements"): a Howell session and a teams match through the
// same screens as the Mitchell of club.test.ts — the director's console, a phone at every table
// entering and confirming (competition-research.md §6.4), the public page — ending with the
// engine's own scoring of the log: one ranking for a Howell (every pair meets every other,
// scoring-reference.md §3.2), IMPs between two rooms for a teams match (Law 78B).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectedPlays, fieldOf, scoreField, type SessionState } from '@biritch/competition';
import { unwrap } from '@biritch/core';
import { needsChromium, useE2eSession } from './harness.js';
import {
  boardsOn,
  confirm,
  enter,
  POLL,
  rankingRows,
  roundOn,
  setUpSession,
  stateOf,
  type Played,
} from './clubSteps.js';

const session = useE2eSession();
const { newPage, withServerLog } = session;

const CONTRACTS: Played[] = [
  { level: 4, strain: 'spades', declarer: 'North' },
  { level: 3, strain: 'no trump', declarer: 'South' },
  { level: 2, strain: 'hearts', declarer: 'East' },
  { level: 1, strain: 'no trump', declarer: 'West' },
];
const played = (board: number): Played => CONTRACTS[(board - 1) % CONTRACTS.length]!;
const tricksAt = (board: number, table: number, round: number): number =>
  played(board).level + 6 + ((table + board + round) % 3) - 1;

/** Plays every round: the director starts it, each phone enters and confirms its boards, the director closes it. */
async function playEvening(
  dir: Page,
  phones: readonly Page[],
  rounds: number,
  onRound?: (round: number) => Promise<void>,
): Promise<void> {
  for (let round = 1; round <= rounds; round++) {
    await dir.getByRole('button', { name: `Start round ${round}` }).click();
    for (const phone of phones) await roundOn(phone, round);
    await onRound?.(round);
    for (const [i, phone] of phones.entries()) {
      for (const board of await boardsOn(phone)) {
        await enter(phone, board, played(board), tricksAt(board, i + 1, round));
        await confirm(phone, board);
      }
    }
    await dir.getByRole('button', { name: `Close round ${round}` }).click();
  }
  await dir.getByRole('button', { name: 'Close and publish the results' }).click();
  await expect.poll(() => dir.getByText('The session is closed and the results are public.').count(), POLL).toBe(1);
}

async function openPhones(joins: readonly string[]): Promise<Page[]> {
  const phones: Page[] = [];
  for (const url of joins) {
    const phone = await newPage({ width: 390, height: 844 });
    await phone.goto(url);
    phones.push(phone);
  }
  return phones;
}

describe.skipIf(!needsChromium())('other kinds of club sessions through the same screens', () => {
  it('a 3-table Howell of 6 pairs: one ranking, the engine’s', { timeout: 600_000 }, () =>
    withServerLog(async () => {
      const base = session.server.url;
      const dir = await newPage({ width: 1280, height: 800 });
      const csv = ['number,name1,name2', ...[1, 2, 3, 4, 5, 6].map((n) => `${n},North ${n},South ${n}`)].join('\n');
      const { sessionId, token, joins } = await setUpSession(dir, base, {
        name: 'Friday Howell',
        tables: 3,
        winners: 1,
        csv,
        boards: 10,
        movement: 'howell-3',
        perRound: 4,
      });
      const rounds = Number(/(\d+) rounds/.exec(await dir.getByText(/^Movement: howell-3,/).innerText())![1]);
      const pub = await newPage({ width: 390, height: 844 });
      await pub.goto(`${base}/s/${sessionId}`);
      const phones = await openPhones(joins);
      await playEvening(dir, phones, rounds);

      const state = await stateOf<SessionState>(base, sessionId, token);
      expect(Object.values(state.results).filter((r) => r.confirmedBy === 'EW')).toHaveLength(rounds * 3 * 4);
      const expected = unwrap(scoreField(fieldOf(state), { expected: expectedPlays(state) }));
      // A Howell has one winner: every pair in one ranking.
      const want = [...expected.rankings]
        .sort((a, b) => a.rank - b.rank)
        .map((l) => [l.rankLabel, l.id, l.percent!.toFixed(2)]);
      await expect.poll(() => pub.locator('.results-stage').innerText(), POLL).toBe('Final results');
      await expect.poll(async () => (await rankingRows(pub, 'all')).map((r) => [r[0], r[1], r[3]]), POLL).toEqual(want);
      for (const p of [dir, pub, ...phones]) await p.context().close();
    }),
  );

  it(
    'a teams match: two rooms enter by table; the match is scored in IMPs as the engine scores it',
    { timeout: 600_000 },
    () =>
      withServerLog(async () => {
        const base = session.server.url;
        const dir = await newPage({ width: 1280, height: 800 });
        const csv = 'number,name1,name2,name3,name4\n1,Ann,Bob,Cleo,Dan\n2,Eva,Filip,Greta,Hugo';
        const { sessionId, token, joins } = await setUpSession(dir, base, {
          name: 'Club teams',
          kind: 'teams',
          tables: 2,
          csv,
          boards: 8,
          movement: 'head-to-head-8',
          perRound: 4,
        });
        const pub = await newPage({ width: 1280, height: 800 });
        await pub.goto(`${base}/s/${sessionId}`);
        const phones = await openPhones(joins);
        // The two rooms play every board of the match, each in its own round (the boards are relayed).
        const rooms: number[][] = [[], []];
        await playEvening(dir, phones, 2, async () => {
          const [open, closed] = await Promise.all(phones.map(boardsOn));
          expect(open!.some((b) => closed!.includes(b))).toBe(false);
          rooms[0]!.push(...open!);
          rooms[1]!.push(...closed!);
        });
        for (const room of rooms) expect([...room].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

        const state = await stateOf<SessionState>(base, sessionId, token);
        expect(Object.values(state.results)).toHaveLength(16);
        const expected = unwrap(scoreField(fieldOf(state), { expected: expectedPlays(state) }));
        const want = [...expected.rankings].sort((a, b) => a.rank - b.rank).map((l) => [l.id, String(l.total)]);
        expect(want.map((w) => w[1])).not.toEqual(['0', '0']);
        await expect.poll(() => pub.locator('.results-stage').innerText(), POLL).toBe('Final results');
        await expect.poll(async () => (await rankingRows(pub, 'all')).map((r) => [r[1], r[2]]), POLL).toEqual(want);
        for (const p of [dir, pub, ...phones]) await p.context().close();
      }),
  );
});
