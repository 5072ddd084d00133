// The server over real sockets (docs/style.md, "Tests": a real server on port 0; two seats at once;
// sockets cut mid-trick; issue 5: identity, reconnection, bad input, flood limits).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomDeal, seededRandom } from '@biritch/dealer';
import type { Seat } from '@biritch/core';
import type { CreateTableResponse, SeatTicket, ServerMessage } from '@biritch/protocol';
import { badInputScenario } from './testing/scenarios.js';
import { startServer, type RunningServer } from './server.js';
import { playStep, seededUniform, TableClient } from './testing/tableClient.js';

let server: RunningServer;
let dir: string;
let wsUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-server-'));
  const source = seededRandom(20261121);
  server = await startServer({
    port: 0,
    dataDir: dir,
    robots: null,
    seatHoldSeconds: 2,
    deal: () => randomDeal(source),
    httpWriteBurst: 1000,
  });
  wsUrl = `${server.url.replace('http', 'ws')}/ws`;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read the server's JSON answers field by field.
const post = async (path: string, body?: unknown): Promise<{ status: number; json: any }> => {
  const res = await fetch(server.url + path, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : {
          body: typeof body === 'string' ? body : JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        }),
  });
  return { status: res.status, json: await res.json() };
};
// biome-ignore lint/suspicious/noExplicitAny: as above.
const get = async (path: string): Promise<{ status: number; json: any }> => {
  const res = await fetch(server.url + path);
  return { status: res.status, json: await res.json() };
};

const humans = { N: 'human', E: 'human', S: 'human', W: 'human' } as const;

async function newTable(body: unknown = { seats: humans }): Promise<CreateTableResponse> {
  const r = await post('/api/tables', body);
  expect(r.status).toBe(201);
  return r.json as CreateTableResponse;
}

async function seatClients(created: CreateTableResponse): Promise<TableClient[]> {
  return Promise.all(
    created.tickets.map(async (t: SeatTicket) => {
      const c = await TableClient.connect(wsUrl);
      const w = await c.hello({ tableId: t.tableId, token: t.token });
      expect(w.type).toBe('welcome');
      return c;
    }),
  );
}

const bySeat = (clients: readonly TableClient[], seat: Seat): TableClient => clients.find((c) => c.seat === seat)!;

describe('HTTP API', () => {
  it('answers /health', async () => {
    const r = await get('/health');
    expect(r.status).toBe(200);
    expect(r.json.ok).toBe(true);
  });

  it('creates a table with a token per human seat, finds it by id and by short code, and deals board 1 (Law 2: N deals, none vulnerable)', async () => {
    const created = await newTable({
      seats: { N: 'human', E: 'open', S: 'human', W: 'open' },
      form: 'duplicate',
      boards: 2,
    });
    expect(created.tickets.map((t) => t.seat)).toEqual(['N', 'S']);
    expect(created.tickets[0]!.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.table.seats.E.status).toBe('open');
    expect(created.table.current).toMatchObject({ deal: 1, board: 1, ended: false });
    const byCode = await get(`/api/tables/${created.table.code.toLowerCase()}`);
    expect(byCode.json.id).toBe(created.table.id);
    const byId = await get(`/api/tables/${created.table.id}`);
    expect(byId.json.code).toBe(created.table.code);
    const open = await get('/api/tables');
    expect(open.json.some((t: { id: string }) => t.id === created.table.id)).toBe(true);
  });

  it('claims an open seat once; a taken seat answers seat/taken', async () => {
    const created = await newTable({ seats: { N: 'human', E: 'open', S: 'open', W: 'open' } });
    const claim = await post(`/api/tables/${created.table.id}/seats/E`);
    expect(claim.status).toBe(200);
    expect(claim.json.seat).toBe('E');
    const again = await post(`/api/tables/${created.table.code}/seats/e`);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('seat/taken');
    expect((await post(`/api/tables/${created.table.id}/seats/N`)).json.error.code).toBe('seat/taken');
    expect((await post(`/api/tables/${created.table.id}/seats/Q`)).json.error.code).toBe('seat/bad-seat');
  });

  it('refuses bad create requests with coded errors', async () => {
    expect((await post('/api/tables', { form: 'marathon' })).json.error.code).toBe('http/invalid');
    expect((await post('/api/tables', { seats: { N: 'human' } })).json.error.code).toBe('http/invalid');
    expect((await post('/api/tables', { form: 'duplicate', boards: 99 })).json.error.code).toBe('http/invalid');
    expect((await post('/api/tables', { form: 'rubber', boards: 4, seats: humans })).json.error.code).toBe(
      'table/bad-boards',
    );
    expect((await post('/api/tables', '{"form":')).json.error.code).toBe('http/bad-json');
    expect(
      (await post('/api/tables', { seats: { N: 'human', E: 'robot', S: 'robot', W: 'robot' } })).json.error.code,
    ).toBe('robots/not-available');
    const huge = await post('/api/tables', { pad: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('http/too-large');
    expect((await get('/api/tables/NOPE99')).status).toBe(404);
    expect((await get('/api/nothing')).json.error.code).toBe('http/not-found');
  });
});

describe('HTTP write limit', () => {
  it('answers rate/too-many (429) when one address creates tables too fast', async () => {
    const own = mkdtempSync(join(tmpdir(), 'biritch-rate-'));
    const limited = await startServer({
      port: 0,
      dataDir: own,
      robots: null,
      httpWriteBurst: 2,
      httpWritesPerMinute: 1,
    });
    try {
      const make = () =>
        fetch(`${limited.url}/api/tables`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ seats: humans }),
        });
      expect((await make()).status).toBe(201);
      expect((await make()).status).toBe(201);
      const third = await make();
      expect(third.status).toBe(429);
      expect(((await third.json()) as { error: { code: string } }).error.code).toBe('rate/too-many');
      expect(limited.lobby.size).toBe(2);
    } finally {
      await limited.close();
      rmSync(own, { recursive: true, force: true });
    }
  });
});

describe('two seats at once', () => {
  it('each sees its own hand, the other hand only as a bare seq, and every call', async () => {
    const created = await newTable();
    const clients = await seatClients(created);
    const n = bySeat(clients, 'N');
    const e = bySeat(clients, 'E');
    expect(n.view?.hands.N).toHaveLength(13);
    expect(n.view?.hands.E).toBeNull();
    expect(e.view?.hands.E).toHaveLength(13);
    const reply = await n.command({ type: 'call', call: { type: 'bid', level: 1, strain: 'C' } });
    expect(reply.type).toBe('ack');
    const seq = (reply as { seq: number }).seq;
    if (e.seq < seq) await e.waitFor((m) => m.type === 'view' && m.seq >= seq);
    expect(e.view?.auction).toEqual([{ seat: 'N', call: { type: 'bid', level: 1, strain: 'C' } }]);
    // East may not act for North: it is East's turn now, so North's second call is refused.
    const out = await n.command({ type: 'call', call: { type: 'pass' } });
    expect(out.type === 'error' && out.code).toBe('auction/not-your-turn');
    for (const c of clients) {
      expect(c.problems).toEqual([]);
      c.close();
    }
  });
});

describe('reconnection', () => {
  it('a socket cut mid-trick resumes from its last seq: the missed events, then a view, no gap', async () => {
    const created = await newTable();
    const clients = await seatClients(created);
    const random = seededUniform(7);
    // Play until the second card of a trick is on the table.
    for (let i = 0; i < 400; i++) {
      const v = clients[0]!.view!;
      if (v.phase === 'play' && v.currentTrick && v.currentTrick.cards.length === 2) break;
      if (v.phase === 'ended') {
        const next = await clients[0]!.nextDeal();
        if (next.type !== 'ack') throw new Error(next.code);
        await Promise.all(
          clients.map((c) => (c.seq >= next.seq ? null : c.waitFor((m) => m.type === 'view' && m.seq >= next.seq))),
        );
        continue;
      }
      await playStep(clients, random, { passBias: 0.5 });
    }
    const victim = clients.find((c) => c.view!.toAct !== c.seat && c.seat !== c.view!.dummy)!;
    const lastSeq = victim.seq;
    const seat = victim.seat!;
    victim.cut();
    const others = clients.filter((c) => c !== victim);
    // The others play on while it is away, as long as it is not the victim's turn.
    let moved = 0;
    for (let i = 0; i < 3; i++) {
      const actor = others.find((c) => c.view!.toAct === c.seat);
      if (!actor) break;
      const card = actor.view!.legalCards[0]!;
      const r = await actor.command({ type: 'play', card });
      expect(r.type).toBe('ack');
      await Promise.all(
        others.map((c) => (c.seq >= (r as { seq: number }).seq ? null : c.waitFor((m) => m.type === 'view'))),
      );
      moved++;
    }
    expect(moved).toBeGreaterThan(0);
    const info = await get(`/api/tables/${created.table.id}`);
    expect(info.json.seats[seat].connected).toBe(false);
    expect(info.json.seats[seat].heldUntil).toBeGreaterThan(0);

    const back = await TableClient.connect(wsUrl);
    const token = created.tickets.find((t) => t.seat === seat)!.token;
    const welcome = await back.hello({ tableId: created.table.id, token, lastSeq });
    expect(welcome.type === 'welcome' && welcome.seq).toBe(lastSeq);
    expect(welcome.type === 'welcome' && welcome.view).toBeUndefined();
    if (back.seq < others[0]!.seq) await back.waitFor((m) => m.type === 'view' && m.seq >= others[0]!.seq);
    expect(back.seq).toBe(others[0]!.seq);
    expect(back.frames.filter((f) => f.message.type !== 'info').at(-1)?.message.type).toBe('view');
    expect(back.problems).toEqual([]);
    const events = back.frames
      .filter((f) => f.message.type === 'event')
      .map((f) => f.message as Extract<ServerMessage, { type: 'event' }>);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: back.seq - lastSeq }, (_, i) => lastSeq + 1 + i));
    expect(back.view).toEqual((await server.lobby.find(created.table.id))!.viewFor(seat));
    // Without a lastSeq: a full view in the welcome.
    const fresh = await TableClient.connect(wsUrl);
    const w2 = await fresh.hello({ tableId: created.table.id, token });
    expect(w2.type === 'welcome' && w2.view).toEqual(back.view);
    // A lastSeq the table never reached (another server's, or a corrupt client): a full view too.
    const odd = await TableClient.connect(wsUrl);
    const w3 = await odd.hello({ tableId: created.table.id, token, lastSeq: 999_999 });
    expect(w3.type === 'welcome' && [w3.seq, w3.view]).toEqual([back.seq, back.view]);
    // sync after a gap: the missed events again and a view, acknowledged.
    const syncReply = odd.waitFor((m) => m.type === 'ack');
    odd.send({ type: 'sync', id: 'sy1', lastSeq: back.seq - 2 });
    expect(await syncReply).toEqual({ type: 'ack', id: 'sy1', seq: back.seq });
    for (const c of [...others, back, fresh, odd]) c.close();
  });

  it('a seat left empty longer than the hold window reopens and its token stops working', async () => {
    const created = await newTable({ seats: { N: 'human', E: 'open', S: 'open', W: 'open' } });
    const token = created.tickets[0]!.token;
    const c = await TableClient.connect(wsUrl);
    expect((await c.hello({ tableId: created.table.id, token })).type).toBe('welcome');
    c.cut();
    // The hold window is 2 s here: the seat is held at first, then reopens.
    await new Promise((r) => setTimeout(r, 300));
    expect((await get(`/api/tables/${created.table.id}`)).json.seats.N).toMatchObject({
      status: 'taken',
      connected: false,
    });
    let status = 'taken';
    for (let i = 0; i < 100 && status !== 'open'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await get(`/api/tables/${created.table.id}`)).json.seats.N.status;
    }
    expect(status).toBe('open');
    const again = await TableClient.connect(wsUrl);
    const refused = await again.hello({ tableId: created.table.id, token });
    expect(refused.type === 'error' && refused.code).toBe('auth/bad-token');
    again.close();
  });
});

describe('bad input over the socket', () => {
  it('answers each bad message with a coded error and leaves the table unchanged', () =>
    badInputScenario({
      url: server.url,
      socketUrl: () => wsUrl,
      loadEvents: (id) => server.store.loadEvents(id),
      viewOf: async (id, viewer) => (await server.lobby.find(id))!.viewFor(viewer),
    }));

  it('limits floods per connection with rate/flood', async () => {
    const c = await TableClient.connect(wsUrl);
    const errors: string[] = [];
    c.onMessage = (m) => {
      if (m.type === 'error') errors.push(m.code);
    };
    for (let i = 0; i < 100; i++) c.send('{"type":"ping"}');
    await c.waitFor((m) => m.type === 'error' && m.code === 'rate/flood');
    expect(errors).toContain('rate/flood');
    const pongs = c.frames.filter((f) => f.message.type === 'pong').length;
    expect(pongs).toBeLessThan(100);
    c.close();
  });
});
