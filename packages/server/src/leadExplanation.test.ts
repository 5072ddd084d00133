// A robot's opening lead explained on request after the deal, over the real server and its robot
// pool (issue 25: "opening leads by simulation … explain the choice on request after the deal").
// While the deal is played the reasons stay hidden (they speak of the leader's hand: Law 16's
// spirit, no information beyond the calls and plays); after it, anyone at the table may ask.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomDeal, seededRandom } from '@biritch/dealer';
import type { CreateTableResponse, ServerMessage } from '@biritch/protocol';
import { startServer, type RunningServer } from './server.js';
import { TableClient } from './testing/tableClient.js';

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-lead-'));
  const source = seededRandom(2511);
  server = await startServer({
    port: 0,
    dataDir: dir,
    analysis: null,
    robotDelayMs: 0,
    // The deal just ended stays the table's current deal while the test asks about it.
    autoDealDelayMs: 600_000,
    deal: () => randomDeal(source),
    floodBurst: 10_000,
    floodPerSecond: 10_000,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const ask = (c: TableClient, id: string, lang?: string): Promise<ServerMessage> => {
  const answer = c.waitFor((m) => (m.type === 'leadExplanation' || m.type === 'error') && m.id === id, 30_000);
  c.send({ type: 'explainLead', id, ...(lang ? { lang } : {}) } as never);
  return answer;
};

it("tells the robot's reasons for its opening lead after the deal, in the reader's language, and not before", async () => {
  const res = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      seats: { N: 'robot', E: 'robot', S: 'robot', W: 'robot' },
      form: 'single',
      robotStrength: 'club',
    }),
  });
  const created = (await res.json()) as CreateTableResponse;
  // A table of robots only plays while someone watches it.
  const watcher = await TableClient.connect(`${server.url.replace('http', 'ws')}/ws`);
  await watcher.hello({ tableId: created.table.id });
  const early = await ask(watcher, 'early');
  expect(early.type === 'error' && early.code).toBe('explain/deal-in-progress');

  const table = (await server.lobby.find(created.table.id))!;
  for (let i = 0; i < 1200 && !table.info().current?.ended; i++) await new Promise((r) => setTimeout(r, 50));
  expect(table.info().current?.ended).toBe(true);
  // No frame before the answer held a lead's reasons.
  expect(watcher.frames.some((f) => f.text.includes('leadExplanation'))).toBe(false);

  const first = table.viewFor('spectator').playedTricks[0]?.cards[0];
  const english = await ask(watcher, 'en');
  if (!first) {
    // A deal passed out has no lead to explain.
    expect(english.type === 'error' && english.code).toBe('explain/no-lead');
    return;
  }
  expect(english).toMatchObject({ type: 'leadExplanation', id: 'en', deal: 1, seat: first.seat, card: first.card });
  const text = english.type === 'leadExplanation' ? english.text : null;
  expect(text).toMatch(/lead|rules of thumb|only legal card/i);
  if (english.type === 'leadExplanation' && english.leads.length > 0) {
    // The leads the simulation weighed, best first, the one led among them.
    const averages = english.leads.map((l) => l.average);
    expect([...averages].sort((a, b) => b - a)).toEqual(averages);
    expect(english.leads.map((l) => l.card)).toContain(first.card);
  }
  const polish = await ask(watcher, 'pl', 'pl');
  expect(polish.type === 'leadExplanation' && polish.text).not.toBe(text);
  expect(polish).toMatchObject({ seat: first.seat, card: first.card });
  watcher.close();
}, 90_000);
