// Crash test (issue 5: "kill the server process during play, restart, and the table continues
// with nothing lost"; docs/style.md, principle 6: persist, then broadcast). The server runs as a
// child process exactly as `npm start` runs it; it is killed with SIGKILL in the middle of a
// trick, just after a card was acknowledged, and a new server is started on the same data
// directory (in this process, to save a second start-up).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { CreateTableResponse } from '@biritch/protocol';
import { startServer } from './server.js';
import { childServers, killHard } from './testing/childServer.js';
import { playStep, seededUniform, TableClient } from './testing/tableClient.js';

const dir = mkdtempSync(join(tmpdir(), 'biritch-crash-'));
const servers = childServers(dir);

afterAll(() => {
  servers.killAll();
  rmSync(dir, { recursive: true, force: true });
});

it('after kill -9 mid-trick, a restart on the same data directory brings the table back and play goes on', async () => {
  const first = await servers.start();
  const created = (await (
    await fetch(`${first.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form: 'duplicate', boards: 2, seats: { N: 'human', E: 'human', S: 'human', W: 'human' } }),
    })
  ).json()) as CreateTableResponse;
  const tableId = created.table.id;
  const join = async (url: string, lastSeq?: number): Promise<TableClient[]> =>
    Promise.all(
      created.tickets.map(async (t) => {
        const c = await TableClient.connect(`${url.replace('http', 'ws')}/ws`);
        const w = await c.hello({ tableId, token: t.token, ...(lastSeq === undefined ? {} : { lastSeq }) });
        expect(w.type).toBe('welcome');
        return c;
      }),
    );
  const random = seededUniform(99);
  let clients = await join(first.url);
  // Play until the third card of a trick after the first trick: the middle of trick two or later.
  for (let i = 0; i < 200; i++) {
    const v = clients[0]!.view!;
    if (v.phase === 'play' && v.tricks.declarer + v.tricks.defenders >= 1 && v.currentTrick?.cards.length === 2) break;
    if (v.phase === 'ended') throw new Error('the deal ended before the test could cut it mid-trick');
    await playStep(clients, random, { passBias: 0.4 });
  }
  const actor = clients.find((c) => c.view!.toAct === c.seat)!;
  const card = actor.view!.legalCards[0]!;
  const ack = await actor.command({ type: 'play', card });
  expect(ack.type).toBe('ack');
  const ackedSeq = (ack as { seq: number }).seq;
  await killHard(first.child);
  const viewsBefore = new Map(clients.map((c) => [c.seat, c.view]));
  for (const c of clients) c.cut();

  const second = await startServer({ port: 0, dataDir: dir, robots: null });
  const info = await (await fetch(`${second.url}/api/tables/${tableId}`)).json();
  expect(info.seq).toBe(ackedSeq);
  // Each seat comes back with its token and the last seq it saw, and sees what it would have seen.
  clients = await join(second.url, ackedSeq);
  for (const c of clients) {
    expect(c.seq).toBe(ackedSeq);
    expect(c.problems).toEqual([]);
    if (c.seat === actor.seat) expect(c.view).toEqual(viewsBefore.get(c.seat));
    expect(c.view!.currentTrick?.cards.map((p) => p.card)).toContain(card);
  }
  // Play the deal out on the restarted server.
  for (let i = 0; i < 200 && clients[0]!.view!.phase !== 'ended'; i++)
    await playStep(clients, random, { passBias: 0.4 });
  expect(clients[0]!.view!.phase).toBe('ended');
  expect(clients[0]!.view!.deal).not.toBeNull();
  const after = await (await fetch(`${second.url}/api/tables/${tableId}`)).json();
  expect(after.results).toHaveLength(1);
  for (const c of clients) c.close();
  await second.close();
}, 90_000);
