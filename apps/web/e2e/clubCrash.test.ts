// End-to-end (issue 24, "the server is killed with -9 mid-round and no confirmed entry is lost"):
// phones in Chromium enter and confirm while the server process is killed with SIGKILL and
// started again on the same port and data directory. Every result acknowledged before the kill is
// there after it, a result keyed in while the server was down is kept on the phone and sent once,
// and the phones and the public results page carry on by themselves (resync by sequence number,
// ARCHITECTURE.md "Where state lives": persist, then broadcast).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectedPlays, fieldOf, scoreField, type SessionState } from '@biritch/competition';
import { unwrap } from '@biritch/core';
import type { CreateSessionResponse, TableCredential } from '@biritch/protocol';
import { needsChromium, startServerProcess, useE2eSession, type ServerProcess } from './harness.js';
import {
  boardButton,
  boardsOn,
  confirm,
  enter,
  POLL,
  rankingRows,
  roundOn,
  stateOf,
  type Played,
} from './clubSteps.js';

const session = useE2eSession();
const { newPage } = session;

const FOUR_SPADES: Played = { level: 4, strain: 'spades', declarer: 'North' };

async function call(base: string, method: string, path: string, body?: unknown, token?: string): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as unknown;
  if (res.status >= 400) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json;
}

const linkOf = (p: Page): Promise<string> =>
  p
    .locator('.entry-link')
    .innerText()
    .catch(() => '');

describe.skipIf(!needsChromium())('the club night survives kill -9', () => {
  it('no confirmed entry is lost; phones and the results page carry on after the restart', {
    timeout: 300_000,
  }, async () => {
    const first: ServerProcess = await startServerProcess();
    let second: ServerProcess | null = null;
    try {
      const base = first.url;
      const port = new URL(base).port;
      // The director's set-up (the console's own calls), a 3-table Mitchell with 2 boards a round.
      const created = (await call(base, 'POST', '/api/sessions', {
        name: 'Stormy Tuesday',
        sections: [{ section: 'A', tables: 3 }],
        settings: { ranking: 'live' },
      })) as CreateSessionResponse;
      const id = created.session.id;
      const token = created.directorToken;
      const csv = ['number,name1,name2', ...[1, 2, 3, 4, 5, 6].map((n) => `${n},North ${n},South ${n}`)].join('\n');
      await call(base, 'POST', `/api/sessions/${id}/participants`, { section: 'A', csv }, token);
      await call(
        base,
        'POST',
        `/api/sessions/${id}/movement`,
        { section: 'A', name: 'mitchell-3', boardsPerRound: 2 },
        token,
      );
      await call(base, 'POST', `/api/sessions/${id}/boards`, { source: 'deal', count: 6 }, token);
      await call(base, 'POST', `/api/sessions/${id}/rounds/1/start`, { section: 'A' }, token);
      const tables = (await call(base, 'GET', `/api/sessions/${id}/tables`, undefined, token)) as TableCredential[];

      const pub = await newPage({ width: 390, height: 844 });
      await pub.goto(`${base}/s/${id}`);
      const phones: Page[] = [];
      for (const t of tables) {
        const phone = await newPage({ width: 390, height: 844 });
        await phone.goto(`${base}${t.joinPath}`);
        await roundOn(phone, 1);
        phones.push(phone);
      }
      const boards = await Promise.all(phones.map(boardsOn));
      // Before the kill: tables 1 and 2 enter and confirm a board, table 3 enters one (not yet confirmed).
      for (const i of [0, 1]) {
        await enter(phones[i]!, boards[i]![0]!, FOUR_SPADES, 10 - i);
        await confirm(phones[i]!, boards[i]![0]!);
      }
      await enter(phones[2]!, boards[2]![0]!, FOUR_SPADES, 8);
      await expect
        .poll(() => boardButton(phones[2]!, boards[2]![0]!).getAttribute('class'), POLL)
        .toContain('st-entered');
      await expect.poll(() => pub.locator('table.ranking tbody tr').count(), POLL).toBeGreaterThan(0);
      const before = await stateOf<SessionState>(base, id, token);

      // kill -9 mid-round.
      const exited = new Promise((r) => first.child.once('exit', r));
      first.child.kill('SIGKILL');
      await exited;
      for (const p of phones) await expect.poll(() => linkOf(p), POLL).not.toBe('Online');
      // Table 1 keys in its second board with the server down: the phone keeps it.
      await enter(phones[0]!, boards[0]![1]!, FOUR_SPADES, 11);
      await expect.poll(() => linkOf(phones[0]!), POLL).toMatch(/1 result waiting to be sent/);

      // The same server started again on the same port and data directory.
      second = await startServerProcess({ PORT: port, BIRITCH_DATA_DIR: first.dataDir });
      expect(second.url).toBe(base);
      const reconnect = { timeout: 60_000, interval: 250 };
      for (const p of phones) await expect.poll(() => linkOf(p), reconnect).toBe('Online');
      const after = await stateOf<SessionState>(base, id, token);
      // Every acknowledged entry and confirmation is back, unchanged.
      for (const [key, r] of Object.entries(before.results)) expect(after.results[key]).toEqual(r);
      await expect
        .poll(() => boardButton(phones[0]!, boards[0]![1]!).getAttribute('class'), reconnect)
        .toContain('st-entered');

      // The evening carries on: the remaining boards are confirmed, the public page follows.
      await confirm(phones[0]!, boards[0]![1]!);
      await confirm(phones[2]!, boards[2]![0]!);
      await enter(phones[1]!, boards[1]![1]!, FOUR_SPADES, 9);
      await confirm(phones[1]!, boards[1]![1]!);
      await enter(phones[2]!, boards[2]![1]!, FOUR_SPADES, 10);
      await confirm(phones[2]!, boards[2]![1]!);
      const state = await stateOf<SessionState>(base, id, token);
      const records = Object.values(state.results);
      expect(records).toHaveLength(6);
      expect(records.every((r) => r.confirmedBy === 'EW' && r.history.length === 0)).toBe(true);
      const expected = unwrap(scoreField(fieldOf(state), { expected: expectedPlays(state) }));
      for (const direction of ['NS', 'EW'] as const) {
        const want = expected.rankings
          .filter((l) => l.direction === direction)
          .sort((a, b) => a.rank - b.rank)
          .map((l) => [l.id, l.percent!.toFixed(2)]);
        await expect.poll(async () => (await rankingRows(pub, direction)).map((r) => [r[1], r[3]]), POLL).toEqual(want);
      }
      for (const p of [pub, ...phones]) await p.context().close();
    } finally {
      await second?.stop();
      await first.stop();
    }
  });
});
