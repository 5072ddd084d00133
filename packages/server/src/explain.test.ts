// Explanations on request over the real server (issue 5: "the auction with alerts and
// explanations"; Law 16: a player's alert is for the opponents — partner must not learn it
// during the deal, and a spectator sees only what the table shows before the deal ends).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomDeal, seededRandom } from '@biritch/dealer';
import type { CreateTableResponse, ServerMessage } from '@biritch/protocol';
import { startServer, type RunningServer } from './server.js';
import { playStep, seededUniform, TableClient } from './testing/tableClient.js';

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-explain-'));
  const source = seededRandom(91);
  server = await startServer({
    port: 0,
    dataDir: dir,
    robots: null,
    analysis: null,
    deal: () => randomDeal(source),
    floodBurst: 10_000,
    floodPerSecond: 10_000,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const ask = (c: TableClient, id: string, index: number): Promise<ServerMessage> => {
  const answer = c.waitFor((m) => (m.type === 'explanation' || m.type === 'error') && m.id === id);
  c.send({ type: 'explain', id, index });
  return answer;
};

it("answers a person's alert to the opponents only, never to partner or a spectator before the deal ends (Law 16)", async () => {
  const res = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seats: { N: 'human', E: 'human', S: 'human', W: 'human' } }),
  });
  const created = (await res.json()) as CreateTableResponse;
  const ws = `${server.url.replace('http', 'ws')}/ws`;
  const seats = await Promise.all(
    created.tickets.map(async (t) => {
      const c = await TableClient.connect(ws);
      await c.hello({ tableId: t.tableId, token: t.token });
      return c;
    }),
  );
  const [north, east, south, west] = seats as [TableClient, TableClient, TableClient, TableClient];
  const spectator = await TableClient.connect(ws);
  await spectator.hello({ tableId: created.table.id });
  // Board 1: North deals and opens 1NT with an explanation.
  expect(
    (await north.command({ type: 'call', call: { type: 'bid', level: 1, strain: 'NT' }, alert: '12-14 balanced' }))
      .type,
  ).toBe('ack');
  for (const c of [east, south, west, spectator])
    if (c.view!.auction.length < 1) await c.waitFor((m) => m.type === 'view');

  expect(await ask(north, 'n0', 0)).toEqual({ type: 'explanation', id: 'n0', index: 0, text: '12-14 balanced' });
  expect(await ask(east, 'e0', 0)).toEqual({ type: 'explanation', id: 'e0', index: 0, text: '12-14 balanced' });
  expect(await ask(west, 'w0', 0)).toEqual({ type: 'explanation', id: 'w0', index: 0, text: '12-14 balanced' });
  expect(await ask(south, 's0', 0)).toEqual({ type: 'explanation', id: 's0', index: 0, text: null });
  expect(await ask(spectator, 'x0', 0)).toEqual({ type: 'explanation', id: 'x0', index: 0, text: null });
  // No frame to partner or the spectator ever held the explanation.
  for (const c of [south, spectator]) expect(c.frames.some((f) => f.text.includes('12-14 balanced'))).toBe(false);

  const missing = await ask(east, 'e9', 9);
  expect(missing.type === 'error' && missing.code).toBe('explain/no-call');

  // After the deal everyone may see it (all is public then).
  const random = seededUniform(4);
  for (let i = 0; i < 400 && north.view!.phase !== 'ended'; i++) await playStep(seats, random, { passBias: 0.7 });
  expect(north.view!.phase).toBe('ended');
  if (spectator.view!.phase !== 'ended') await spectator.waitFor((m) => m.type === 'view' && m.view.phase === 'ended');
  expect(await ask(south, 's1', 0)).toEqual({ type: 'explanation', id: 's1', index: 0, text: '12-14 balanced' });
  for (const c of [...seats, spectator]) {
    expect(c.problems).toEqual([]);
    c.close();
  }
}, 60_000);

it("takes the reader's language with a request for an explanation, and refuses an unknown one (issue 22)", async () => {
  const res = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seats: { N: 'human', E: 'human', S: 'human', W: 'human' } }),
  });
  const created = (await res.json()) as CreateTableResponse;
  const c = await TableClient.connect(`${server.url.replace('http', 'ws')}/ws`);
  await c.hello({ tableId: created.table.id, token: created.tickets[0]!.token });
  expect((await c.command({ type: 'call', call: { type: 'bid', level: 1, strain: 'NT' }, alert: '15-17' })).type).toBe(
    'ack',
  );
  const answer = (id: string, lang: string): Promise<ServerMessage> => {
    const a = c.waitFor((m) => (m.type === 'explanation' || m.type === 'error') && m.id === id);
    c.send({ type: 'explain', id, index: 0, lang } as never);
    return a;
  };
  // A person's alert is given as written, whatever the reader's language.
  expect(await answer('p', 'pl')).toEqual({ type: 'explanation', id: 'p', index: 0, text: '15-17' });
  const bad = await answer('x', 'fr');
  expect(bad.type === 'error' && bad.code.startsWith('protocol/')).toBe(true);
  c.close();
});
