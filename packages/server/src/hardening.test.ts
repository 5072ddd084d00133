// Issue 21 ("Hardening: what an attack on a running server found"): each finding reproduced
// against a real server on port 0, loopback only. Law 16 (unauthorised information) for the
// alerts; the rest are the server's own limits (packages/server/README.md).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { randomDeal, seededRandom } from '@biritch/dealer';
import type { Seat } from '@biritch/core';
import type { CreateTableResponse, SeatTicket, ServerMessage } from '@biritch/protocol';
import { startServer, type RunningServer, type ServerOptions } from './server.js';
import { plainestMove } from './robots/driver.js';
import { openSqliteStore } from './store/sqliteStore.js';
import type { TableStore } from './store/types.js';
import { TableClient } from './testing/tableClient.js';

const humans = { N: 'human', E: 'human', S: 'human', W: 'human' } as const;
const dirs: string[] = [];
const servers: RunningServer[] = [];

/** A server of its own, on a fresh data directory; closed after the file. */
async function serve(options: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'biritch-harden-'));
  dirs.push(dir);
  const server = await startServer({
    port: 0,
    dataDir: dir,
    robots: null,
    analysis: null,
    httpWriteBurst: 1000,
    ...options,
  });
  servers.push(server);
  return server;
}
afterAll(async () => {
  for (const s of servers) await s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const wsOf = (server: RunningServer): string => `${server.url.replace('http', 'ws')}/ws`;

async function createTable(server: RunningServer, body: unknown = { seats: humans }): Promise<CreateTableResponse> {
  const res = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as CreateTableResponse;
}

/** Four seated clients (N E S W order) and a spectator. */
async function seatAll(
  server: RunningServer,
  created: CreateTableResponse,
): Promise<{ seats: Record<Seat, TableClient>; spectator: TableClient }> {
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
  Promise.all(
    clients.map((c) => (c.seq >= seq && c.view ? null : c.waitFor((m) => m.type === 'view' && m.seq >= seq))),
  );

const ackSeq = (m: ServerMessage): number => {
  if (m.type !== 'ack') throw new Error(`expected an ack, got ${JSON.stringify(m)}`);
  return m.seq;
};

describe('finding 1: alerts stay hidden from partner after an undo (Law 16)', () => {
  it("an undo approved after an alerted call does not show the alert to the alerter's partner", async () => {
    const server = await serve();
    const created = await createTable(server);
    const { seats, spectator } = await seatAll(server, created);
    const all = [...Object.values(seats), spectator];
    // Board 1: North deals, opens 1NT with an explanation; East passes and takes the pass back.
    ackSeq(
      await seats.N.command({ type: 'call', call: { type: 'bid', level: 1, strain: 'NT' }, alert: '12-14 balanced' }),
    );
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
      const call = {
        type: 'call',
        call: { type: 'bid', level: 1, strain: 'NT' },
        ...(alert ? { alert } : {}),
      } as const;
      await settle([seats.S, spectator], ackSeq(await seats.N.command(call)));
      const text = (c: TableClient, i: number): string[] =>
        c.frames
          .slice(i)
          .filter((f) => f.message.type !== 'info')
          .map((f) => f.text);
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

describe('issue 20: a failure after the append is answered truthfully', () => {
  it('a command whose events were stored is acknowledged even when marking the table finished fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'biritch-harden-'));
    dirs.push(dir);
    const store = await openSqliteStore({ dataDir: dir });
    const failing: TableStore = Object.assign(Object.create(store) as TableStore, {
      setFinished: () => Promise.reject(new Error('disk full')),
    });
    const server = await serve({ store: failing });
    const created = await createTable(server);
    const { seats, spectator } = await seatAll(server, created);
    // A single deal passed out (Law 22A): the fourth pass ends the table's form.
    for (const s of ['N', 'E', 'S'] as const) ackSeq(await seats[s].command({ type: 'call', call: { type: 'pass' } }));
    const last = await seats.W.command({ type: 'call', call: { type: 'pass' } });
    expect(last.type).toBe('ack');
    const stored = await store.loadEvents(created.table.id);
    expect(stored.at(-1)!.seq).toBe(ackSeq(last));
    expect(stored.some((e) => e.event.type === 'dealEnded')).toBe(true);
    for (const c of [...Object.values(seats), spectator]) c.close();
  });
});

describe('finding 6: one person holds at most one seat at a table', () => {
  it('a player showing their seat token cannot claim a second seat, also after a hold expires', async () => {
    const server = await serve({ seatHoldSeconds: 1 });
    const created = await createTable(server, { seats: { N: 'human', E: 'open', S: 'open', W: 'open' } });
    const claim = (seat: Seat, token?: string): Promise<Response> =>
      fetch(`${server.url}/api/tables/${created.table.id}/seats/${seat}`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const east = (await (await claim('E')).json()) as SeatTicket;
    const client = await TableClient.connect(wsOf(server));
    expect((await client.hello({ tableId: east.tableId, token: east.token })).type).toBe('welcome');
    // North never comes: after the hold window North's seat reopens.
    await client.waitFor((m) => m.type === 'info' && m.info.seats.N.status === 'open', 5000);
    const second = await claim('N', east.token);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: { code: 'seat/already-seated', message: expect.any(String) } });
    expect((await claim('S', east.token)).status).toBe(409);
    // By connection: a seated connection cannot take a second seat either.
    const north = (await (await claim('N')).json()) as SeatTicket;
    const again = await client.hello({ tableId: north.tableId, token: north.token });
    expect(again).toMatchObject({ type: 'error', code: 'auth/already-joined' });
    client.close();
  });
});

describe('finding 7: a sustained flood closes the connection', () => {
  it('a client sending 400 messages a second is closed with 1008 within two seconds', async () => {
    const server = await serve();
    const client = await TableClient.connect(wsOf(server));
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code: number) => resolve(code)));
    let sent = 0;
    // 400 pings a second (one every 2.5 ms), for at most two seconds: the old limit refused most but never closed.
    const timer = setInterval(() => {
      if (client.socket.readyState !== client.socket.OPEN) return;
      client.send({ type: 'ping' });
      client.send({ type: 'ping' });
      sent += 2;
    }, 5);
    const code = await Promise.race([closed, new Promise<null>((r) => setTimeout(() => r(null), 2000))]);
    clearInterval(timer);
    expect(sent).toBeGreaterThan(50);
    expect(code).toBe(1008);
    client.cut();
  });

  it('a client within the limit (a burst, then 8 messages a second) is never closed', async () => {
    const server = await serve();
    const client = await TableClient.connect(wsOf(server));
    let closed = false;
    client.socket.once('close', () => (closed = true));
    for (let i = 0; i < 40; i++) client.send({ type: 'ping' });
    for (let i = 0; i < 12; i++) {
      await new Promise((r) => setTimeout(r, 125));
      client.send({ type: 'ping', id: `p${i}` });
    }
    await client.waitFor((m) => m.type === 'pong' && m.id === 'p11');
    expect(closed).toBe(false);
    expect(client.frames.filter((f) => f.message.type === 'error')).toEqual([]);
    client.close();
  });
});

describe('finding 8: every HTTP error is { error: { code, message } } with the right code', () => {
  const isCoded = (body: unknown, code: string): void =>
    expect(body).toEqual({ error: { code, message: expect.any(String) } });

  it('a table created while the store cannot write answers 503 store/unavailable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'biritch-harden-'));
    dirs.push(dir);
    const store = await openSqliteStore({ dataDir: dir });
    const full = (): Promise<never> =>
      Promise.reject(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }));
    const failing: TableStore = Object.assign(Object.create(store) as TableStore, {
      createTable: full,
      appendEvents: full,
      setSeat: full,
    });
    const server = await serve({ store: failing });
    const body = JSON.stringify({ seats: humans });
    const res = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(503);
    isCoded(await res.json(), 'store/unavailable');
  });

  it('a 5 KB table id answers a coded 414, a broken URL a coded 400', async () => {
    const server = await serve();
    for (const path of [`/api/tables/${'a'.repeat(5000)}`, `/api/tables/${'a'.repeat(5000)}/seats/N`]) {
      const res = await fetch(server.url + path, { method: path.endsWith('/N') ? 'POST' : 'GET' });
      expect(res.status).toBe(414);
      isCoded(await res.json(), 'http/uri-too-long');
    }
    const bad = await fetch(`${server.url}/api/tables/%E0%A4%A`);
    expect(bad.status).toBe(400);
    isCoded(await bad.json(), 'http/bad-url');
  });

  it('refuses a __proto__ or constructor.prototype key as http/forbidden-key, bad JSON as http/bad-json', async () => {
    const server = await serve();
    const post = (body: string): Promise<Response> =>
      fetch(`${server.url}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    for (const body of [
      '{"__proto__":{"x":1}}',
      '{"seats":{"__proto__":{"N":"robot"}}}',
      '{"constructor":{"prototype":{"x":1}}}',
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      isCoded(await res.json(), 'http/forbidden-key');
    }
    const broken = await post('{"form":');
    expect(broken.status).toBe(400);
    isCoded(await broken.json(), 'http/bad-json');
  });
});

describe('finding 10: security headers and Origin checks', () => {
  it('every response carries a Content-Security-Policy, nosniff, no framing and no referrer', async () => {
    const server = await serve();
    for (const path of ['/health', '/api/tables', '/api/tables/NOPE99']) {
      const res = await fetch(server.url + path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('refuses a POST or upgrade from another site (403 http/bad-origin); own, none, listed pass', async () => {
    const server = await serve({ allowedOrigins: ['https://bridge.example.org'] });
    const create = (origin?: string): Promise<Response> =>
      fetch(`${server.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify({ seats: humans }),
      });
    const evil = await create('https://evil.example');
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ error: { code: 'http/bad-origin', message: expect.any(String) } });
    expect((await create('null')).status).toBe(403);
    expect((await create(server.url)).status).toBe(201);
    expect((await create('https://bridge.example.org')).status).toBe(201);
    expect((await create()).status).toBe(201);
    const upgrade = (origin: string): Promise<number> =>
      new Promise((resolve) => {
        const socket = new WebSocket(wsOf(server), { origin });
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          socket.terminate();
        });
        socket.once('error', () => resolve(-1));
      });
    expect(await upgrade('https://evil.example')).toBe(403);
    expect(await upgrade(server.url)).toBe(101);
    expect(await upgrade('https://bridge.example.org')).toBe(101);
  });
});

describe('finding 9: the SQLite write-ahead log stays bounded', () => {
  it('after a burst that grew the WAL past its limit, the next checkpoint brings it back under the limit', {
    timeout: 60_000,
  }, async () => {
    const limit = 256 * 1024;
    const server = await serve({ checkpointEveryMs: 100, walLimitBytes: limit });
    const dir = dirs.at(-1)!;
    const wal = join(dir, 'biritch.sqlite-wal');
    // A long read (a backup, a slow report) pins the log while a burst of tables is created.
    const reader = new Database(join(dir, 'biritch.sqlite'), { readonly: true });
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM events').get();
    for (let i = 0; i < 12; i++) await Promise.all(Array.from({ length: 10 }, () => createTable(server)));
    const peak = statSync(wal).size;
    expect(peak).toBeGreaterThan(4 * limit);
    reader.exec('COMMIT');
    reader.close();
    // A checkpoint, then the next write resets the log, truncated to the limit. The checkpoints run
    // on a 100 ms timer, which a loaded machine (CI runs every package's tests at once) can delay:
    // writes go on, a few hundred milliseconds apart, until the log is back or 15 s have passed.
    const deadline = Date.now() + 15_000;
    do {
      await new Promise((r) => setTimeout(r, 300));
      await createTable(server);
      await new Promise((r) => setTimeout(r, 300));
    } while (statSync(wal).size > limit && Date.now() < deadline);
    expect(statSync(wal).size).toBeLessThanOrEqual(limit);
  });
});

describe('finding 4: tables leave memory, the lobby is paginated, start-up loads nothing', () => {
  const health = async (server: RunningServer): Promise<{ tables: number }> =>
    (await (await fetch(`${server.url}/health`)).json()) as { tables: number };

  it('GET /api/tables pages newest first with a Link to the next page, and filters by form and rule set', async () => {
    const server = await serve();
    const open = { N: 'human', E: 'open', S: 'open', W: 'open' } as const;
    const made: string[] = [];
    for (let i = 0; i < 7; i++)
      made.unshift(
        (await createTable(server, { seats: open, ...(i % 3 === 0 ? { form: 'duplicate', boards: 2 } : {}) })).table.id,
      );
    const seen: string[] = [];
    let next: string | null = `${server.url}/api/tables?limit=3`;
    for (let pages = 0; next; pages++) {
      expect(pages).toBeLessThan(3);
      const res: Response = await fetch(next);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { id: string }[];
      expect(page.length).toBeLessThanOrEqual(3);
      seen.push(...page.map((t) => t.id));
      const link = res.headers.get('link');
      next = link ? new URL(/^<([^>]+)>; rel="next"$/.exec(link)![1]!, server.url).href : null;
    }
    // Newest first; tables created in the same millisecond come in id order.
    expect([...seen].sort()).toEqual([...made].sort());
    expect(new Set(seen).size).toBe(7);
    const duplicates = (await (await fetch(`${server.url}/api/tables?form=duplicate`)).json()) as { form: string }[];
    expect(duplicates.map((t) => t.form)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await (await fetch(`${server.url}/api/tables?ruleSet=hao`)).json()).toEqual([]);
    const bad = await fetch(`${server.url}/api/tables?limit=100000`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('http/invalid');
  });

  it('an idle table and a finished one leave memory and come back from the store when asked for', async () => {
    const server = await serve({ idleEvictMs: 300, evictSweepMs: 100 });
    const before = (await health(server)).tables;
    const created = await createTable(server);
    const { seats, spectator } = await seatAll(server, created);
    for (const s of ['N', 'E', 'S'] as const) ackSeq(await seats[s].command({ type: 'call', call: { type: 'pass' } }));
    for (const c of [...Object.values(seats), spectator]) c.close();
    expect((await health(server)).tables).toBe(before + 1);
    await new Promise((r) => setTimeout(r, 800));
    expect((await health(server)).tables).toBe(before);
    // Back on demand, with its log: West comes back with the same token and sees the three passes.
    const west = await TableClient.connect(wsOf(server));
    expect(
      (await west.hello({ tableId: created.table.id, token: created.tickets.find((t) => t.seat === 'W')!.token })).type,
    ).toBe('welcome');
    expect(west.view!.auction).toHaveLength(3);
    ackSeq(await west.command({ type: 'call', call: { type: 'pass' } }));
    expect(west.info!.finished).toBe(true);
    west.close();
    // Finished and unwatched: it leaves at the next sweep.
    await new Promise((r) => setTimeout(r, 300));
    expect((await health(server)).tables).toBe(before);
    expect(
      ((await (await fetch(`${server.url}/api/tables/${created.table.code}`)).json()) as { finished: boolean })
        .finished,
    ).toBe(true);
  });

  it('a restarted server loads no table until one is asked for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'biritch-harden-'));
    dirs.push(dir);
    const first = await startServer({ port: 0, dataDir: dir, robots: null, analysis: null, httpWriteBurst: 1000 });
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) codes.push((await createTable(first)).table.code);
    await first.close();
    const second = await serve({ dataDir: dir });
    expect((await health(second)).tables).toBe(0);
    expect((await fetch(`${second.url}/api/tables/${codes[5]}`)).status).toBe(200);
    expect((await health(second)).tables).toBe(1);
  });
});

describe('finding 5: spectators are capped and cost linear; new connections are rate-limited', () => {
  it('a spectator beyond the table cap is refused table/spectators-full; players still join', async () => {
    const server = await serve({ maxSpectators: 3 });
    const created = await createTable(server);
    const watchers: TableClient[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await TableClient.connect(wsOf(server));
      expect((await c.hello({ tableId: created.table.id })).type).toBe('welcome');
      watchers.push(c);
    }
    const extra = await TableClient.connect(wsOf(server));
    expect(await extra.hello({ tableId: created.table.id })).toMatchObject({
      type: 'error',
      code: 'table/spectators-full',
    });
    const north = await TableClient.connect(wsOf(server));
    expect((await north.hello({ tableId: created.table.id, token: created.tickets[0]!.token })).type).toBe('welcome');
    for (const c of [...watchers, extra, north]) c.close();
  });

  it('one address opening sockets faster than its limit gets 429 rate/too-many-connections', async () => {
    const server = await serve({ connectionBurst: 5, connectionsPerMinute: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        await new Promise<number>((resolve) => {
          const socket = new WebSocket(wsOf(server));
          socket.once('open', () => {
            socket.close();
            resolve(101);
          });
          socket.once('unexpected-response', (_req, res) => {
            resolve(res.statusCode ?? 0);
            socket.terminate();
          });
          socket.once('error', () => resolve(-1));
        }),
      );
    }
    expect(statuses).toEqual([101, 101, 101, 101, 101, 429, 429]);
  });

  it('100 spectators joining one by one cause info frames linear in their number, not quadratic', async () => {
    const server = await serve({ maxSpectators: 1000, connectionBurst: 1000 });
    const created = await createTable(server);
    const watchers: TableClient[] = [];
    for (let i = 0; i < 100; i++) {
      const c = await TableClient.connect(wsOf(server));
      await c.hello({ tableId: created.table.id });
      watchers.push(c);
    }
    await new Promise((r) => setTimeout(r, 1200));
    const infos = watchers.reduce((n, c) => n + c.frames.filter((f) => f.message.type === 'info').length, 0);
    // One join, one info to everyone, was 100 * 101 / 2 = 5050 frames.
    expect(infos).toBeLessThan(1000);
    // And the last count reaches everyone.
    for (const c of watchers) expect(c.info!.spectators).toBe(100);
    for (const c of watchers) c.close();
  });
});

describe('finding 3: robot-only tables are capped, pause unwatched, and share robot time', () => {
  const robotSeats = { N: 'robot', E: 'robot', S: 'robot', W: 'robot' } as const;
  // Instant robots making the plainest legal move (the scheduling, not the robots' play, is tested here).
  const plain = (_table: unknown, seat: Seat) => ({
    onView: (view: import('@biritch/core').TableView) => plainestMove(view, seat),
  });

  it('one address may run only so many robot-only tables: beyond, 429 table/too-many-robot-tables', async () => {
    const server = await serve({ robots: plain, robotDelayMs: 50, maxRobotTablesPerAddress: 2 });
    const statuses: number[] = [];
    let last: unknown = null;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seats: robotSeats, form: 'duplicate', boards: 4 }),
      });
      statuses.push(res.status);
      last = await res.json();
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(last).toEqual({ error: { code: 'table/too-many-robot-tables', message: expect.any(String) } });
    // Tables with a person are not counted.
    expect(
      (await createTable(server, { seats: { N: 'human', E: 'robot', S: 'robot', W: 'robot' } })).table.id,
    ).toBeTruthy();
  });

  it('a robot-only table nobody watches pauses, and plays on when someone watches', async () => {
    const server = await serve({ robots: plain, robotDelayMs: 0, autoDealDelayMs: 10 });
    const created = await createTable(server, { seats: robotSeats, form: 'duplicate', boards: 8 });
    await new Promise((r) => setTimeout(r, 500));
    const table = await server.lobby.find(created.table.id);
    // Unwatched: no robot has called (the first deal's events only).
    expect(table!.seq).toBe(created.table.seq);
    const watcher = await TableClient.connect(wsOf(server));
    await watcher.hello({ tableId: created.table.id });
    await watcher.waitFor((m) => m.type === 'event' && m.seq > created.table.seq + 10, 5000);
    watcher.close();
  });
});
