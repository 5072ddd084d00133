// Issue 21 ("Hardening: what an attack on a running server found"): each finding reproduced
// against a real server on port 0, loopback only. Law 16 (unauthorised information) for the
// alerts; the rest are the server's own limits (packages/server/README.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomDeal, seededRandom } from '@biritch/dealer';
import type { Seat } from '@biritch/core';
import type { CreateTableResponse, SeatTicket, ServerMessage } from '@biritch/protocol';
import { startServer, type RunningServer, type ServerOptions } from './server.js';
import { TableClient } from './testing/tableClient.js';

const humans = { N: 'human', E: 'human', S: 'human', W: 'human' } as const;
const dirs: string[] = [];
const servers: RunningServer[] = [];

/** A server of its own, on a fresh data directory; closed after the file. */
async function serve(options: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'biritch-harden-'));
  dirs.push(dir);
  const server = await startServer({ port: 0, dataDir: dir, robots: null, analysis: null, httpWriteBurst: 1000, ...options });
  servers.push(server);
  return server;
}
afterAll(async () => {
  for (const s of servers) await s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const wsOf = (server: RunningServer): string => `${server.url.replace('http', 'ws')}/ws`;

async function createTable(server: RunningServer, body: unknown = { seats: humans }): Promise<CreateTableResponse> {
  const res = await fetch(`${server.url}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return (await res.json()) as CreateTableResponse;
}

/** Four seated clients (N E S W order) and a spectator. */
async function seatAll(server: RunningServer, created: CreateTableResponse): Promise<{ seats: Record<Seat, TableClient>; spectator: TableClient }> {
  const clients = await Promise.all(
    created.tickets.map(async (t: SeatTicket) => {
      const c = await TableClient.connect(wsOf(server));
      expect((await c.hello({ tableId: t.tableId, token: t.token })).type).toBe('welcome');
      return c;
    }),
  );
  const spectator = await TableClient.connect(wsOf(server));
  await spectator.hello({ tableId: created.table.id });
  const seats = Object.fromEntries(clients.map((c) => [c.seat!, c])) as Record<Seat, TableClient>;
  return { seats, spectator };
}

/** Waits until every client has the view of `seq`. */
const settle = (clients: readonly TableClient[], seq: number): Promise<unknown> =>
  Promise.all(clients.map((c) => (c.seq >= seq && c.view ? null : c.waitFor((m) => m.type === 'view' && m.seq >= seq))));

const ackSeq = (m: ServerMessage): number => {
  if (m.type !== 'ack') throw new Error(`expected an ack, got ${JSON.stringify(m)}`);
  return m.seq;
};

describe('finding 1: alerts stay hidden from partner after an undo (Law 16)', () => {
  it('an undo approved after an alerted call does not show the alert to the alerter\'s partner', async () => {
    const server = await serve();
    const created = await createTable(server);
    const { seats, spectator } = await seatAll(server, created);
    const all = [...Object.values(seats), spectator];
    // Board 1: North deals, opens 1NT with an explanation; East passes and takes the pass back.
    ackSeq(await seats.N.command({ type: 'call', call: { type: 'bid', level: 1, strain: 'NT' }, alert: '12-14 balanced' }));
    ackSeq(await seats.E.command({ type: 'call', call: { type: 'pass' } }));
    ackSeq(await seats.E.command({ type: 'requestUndo' }));
    ackSeq(await seats.N.command({ type: 'respondUndo', accept: true }));
    const seq = ackSeq(await seats.S.command({ type: 'respondUndo', accept: true }));
    await settle(all, seq);
    expect(seats.S.view!.auction).toHaveLength(1);
    expect(seats.S.view!.auction[0]!.alert).toBeUndefined();
    expect(spectator.view!.auction[0]!.alert).toBeUndefined();
    expect(seats.E.view!.auction[0]!.alert).toBe('12-14 balanced');
    const answer = seats.S.waitFor((m) => m.type === 'explanation');
    seats.S.send({ type: 'explain', id: 'x', index: 0 });
    expect(await answer).toMatchObject({ text: null });
    for (const c of [seats.S, spectator]) expect(c.frames.some((f) => f.text.includes('12-14 balanced'))).toBe(false);
    for (const c of all) c.close();
  });
});

describe('finding 2: partner and spectators cannot tell that a call was alerted', () => {
  it('partner and a spectator receive the same frames for an alerted call as for the same call unalerted', async () => {
    // The same deal at two tables: one North alerts 1NT, the other does not.
    const source = seededRandom(2111);
    const deal = randomDeal(source);
    const server = await serve({ deal: () => deal });
    const framesAfter = async (alert: string | undefined): Promise<{ partner: string[]; spectator: string[] }> => {
      const { seats, spectator } = await seatAll(server, await createTable(server));
      const from = { S: seats.S.frames.length, x: spectator.frames.length };
      const call = { type: 'call', call: { type: 'bid', level: 1, strain: 'NT' }, ...(alert ? { alert } : {}) } as const;
      await settle([seats.S, spectator], ackSeq(await seats.N.command(call)));
      const text = (c: TableClient, i: number): string[] => c.frames.slice(i).filter((f) => f.message.type !== 'info').map((f) => f.text);
      const out = { partner: text(seats.S, from.S), spectator: text(spectator, from.x) };
      for (const c of [...Object.values(seats), spectator]) c.close();
      return out;
    };
    const alerted = await framesAfter('15-17 balanced');
    const plain = await framesAfter(undefined);
    expect(alerted.partner.length).toBeGreaterThan(1);
    expect(alerted.partner).toEqual(plain.partner);
    expect(alerted.spectator).toEqual(plain.spectator);
  });
});
