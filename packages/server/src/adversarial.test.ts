// The standing adversarial suite (issue 21: "keep a standing adversarial suite, bounded in time,
// loopback only, so a regression shows"): the attacks of the 2026-11-26 review that the server
// already withstood — malformed frames, idle sockets, slow HTTP, oversize bodies, token guessing,
// seat races — run against a real server on port 0. The findings it turned up are in
// hardening.test.ts; the two files together are the suite. Every case is bounded (seconds).
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateTableResponse, SeatTicket, ServerMessage } from '@biritch/protocol';
import { newSeatToken } from './ids.js';
import { startServer, type RunningServer } from './server.js';
import { TableClient } from './testing/tableClient.js';

let server: RunningServer;
let dir: string;
let wsUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-adversarial-'));
  server = await startServer({
    port: 0,
    dataDir: dir,
    robots: null,
    analysis: null,
    httpWriteBurst: 1000,
    connectionBurst: 1000,
    helloTimeoutMs: 300,
    httpRequestTimeoutMs: 1000,
    headersTimeoutMs: 1000,
  });
  wsUrl = `${server.url.replace('http', 'ws')}/ws`;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const createTable = async (body: unknown): Promise<CreateTableResponse> => {
  const res = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as CreateTableResponse;
};

/** A raw TCP connection to the server (for what fetch and ws will not send). */
const rawSocket = (): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const s = connect(server.port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });

/** Resolves with what the server wrote before it closed the connection, or null after `ms`. */
const closedWithin = (s: Socket, ms: number): Promise<string | null> =>
  new Promise((resolve) => {
    let text = '';
    s.on('data', (d: Buffer) => (text += d.toString('utf8')));
    const timer = setTimeout(() => resolve(null), ms);
    s.once('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
  });

describe('malformed frames', () => {
  it('answers every malformed frame with a coded error, keeps the socket usable, and changes no table', async () => {
    const created = await createTable({ seats: { N: 'human', E: 'human', S: 'human', W: 'human' } });
    const c = await TableClient.connect(wsUrl);
    await c.hello({ tableId: created.table.id, token: created.tickets[0]!.token });
    const before = (await server.lobby.find(created.table.id))!.seq;
    const frames: (string | Buffer)[] = [
      '',
      'null',
      '[]',
      '"hello"',
      '{',
      '{"type":null}',
      '{"type":"command"}',
      '{"type":"command","id":"x","command":{"type":"call"}}',
      `{"type":"command","id":"x","command":${'['.repeat(2000)}${']'.repeat(2000)}}`,
      '{"type":"command","id":"x","command":{"type":"call","call":{"type":"pass"},"__proto__":{"admin":true}}}',
      '{"type":"explain","id":"x","index":-1}',
      '{"type":"sync","id":"x","lastSeq":"zero"}',
      Buffer.from([0xff, 0xfe, 0x00, 0x01]),
    ];
    for (const f of frames) {
      const answer = c.waitFor((m) => m.type === 'error');
      c.socket.send(f);
      const m = (await answer) as Extract<ServerMessage, { type: 'error' }>;
      expect(m.code, String(f).slice(0, 60)).toMatch(/^[a-z]+\/[a-z-]+$/);
    }
    const pong = c.waitFor((m) => m.type === 'pong');
    c.send({ type: 'ping', id: 'still-here' });
    expect(await pong).toMatchObject({ id: 'still-here' });
    expect((await server.lobby.find(created.table.id))!.seq).toBe(before);
    expect(c.problems).toEqual([]);
    c.close();
  });

  it('closes a socket that sends a frame over 1 MiB (1009) without reading it all', async () => {
    const socket = new WebSocket(wsUrl);
    await new Promise((r) => socket.once('open', r));
    const code = new Promise<number>((r) => socket.once('close', (c: number) => r(c)));
    socket.send('x'.repeat(1024 * 1024 + 1));
    expect(await code).toBe(1009);
  });
});

describe('idle and slow connections', () => {
  it('closes a WebSocket that never says hello (4001)', async () => {
    const socket = new WebSocket(wsUrl);
    const code = await new Promise<number>((r) => socket.once('close', (c: number) => r(c)));
    expect(code).toBe(4001);
  });

  it('closes an HTTP connection whose headers never end (slowloris)', async () => {
    const s = await rawSocket();
    s.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const drip = setInterval(() => s.writable && s.write('X-Slow: 1\r\n'), 200);
    const answer = await closedWithin(s, 4000);
    clearInterval(drip);
    s.destroy();
    expect(answer).not.toBeNull();
  });

  it('closes an HTTP request whose body never arrives', async () => {
    const s = await rawSocket();
    s.write(
      'POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    const drip = setInterval(() => s.writable && s.write(' '), 200);
    const answer = await closedWithin(s, 4000);
    clearInterval(drip);
    s.destroy();
    expect(answer).not.toBeNull();
  });
});

describe('oversize bodies', () => {
  it('refuses a body over 8 KiB with 413 http/too-large, also a 5 MiB one', async () => {
    for (const size of [9 * 1024, 5 * 1024 * 1024]) {
      const res = await fetch(`${server.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pad: 'x'.repeat(size) }),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: { code: 'http/too-large', message: expect.any(String) } });
    }
  });
});

describe('token guessing', () => {
  it('answers guessed tokens auth/bad-token, joins nothing, and floods close the guesser', async () => {
    const created = await createTable({ seats: { N: 'human', E: 'open', S: 'open', W: 'open' } });
    const c = await TableClient.connect(wsUrl);
    // Guessing at a steady pace: each guess is answered, none joins.
    for (let i = 0; i < 20; i++)
      expect(await c.hello({ tableId: created.table.id, token: newSeatToken() })).toMatchObject({
        type: 'error',
        code: 'auth/bad-token',
      });
    // Guessing as fast as it can: refused rate/flood, then closed (1008).
    const codes = new Set<string>();
    c.onMessage = (m) => {
      if (m.type === 'error') codes.add(m.code);
    };
    const closed = new Promise<number>((r) => c.socket.once('close', (code: number) => r(code)));
    for (let i = 0; i < 300 && c.socket.readyState === c.socket.OPEN; i++)
      c.send({ type: 'hello', id: `g${i}`, tableId: created.table.id, token: newSeatToken() });
    expect(await closed).toBe(1008);
    expect(codes.has('rate/flood')).toBe(true);
    expect([...codes].every((code) => code === 'rate/flood' || code === 'auth/bad-token')).toBe(true);
    expect(c.frames.some((f) => f.message.type === 'welcome')).toBe(false);
    // A guessed bearer token does not make a claim "already seated", nor does it hold anything.
    const res = await fetch(`${server.url}/api/tables/${created.table.id}/seats/E`, {
      method: 'POST',
      headers: { authorization: `Bearer ${newSeatToken()}` },
    });
    expect(res.status).toBe(200);
  });
});

describe('seat races', () => {
  it('twenty simultaneous claims of one open seat: exactly one wins, the others get 409 seat/taken', async () => {
    const created = await createTable({ seats: { N: 'human', E: 'open', S: 'open', W: 'open' } });
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${server.url}/api/tables/${created.table.id}/seats/S`, { method: 'POST' });
        return { status: res.status, body: (await res.json()) as SeatTicket | { error: { code: string } } };
      }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r).toMatchObject({ status: 409, body: { error: { code: 'seat/taken' } } });
  });

  it('the same call sent at once from two sockets of one seat is recorded once', async () => {
    const created = await createTable({ seats: { N: 'human', E: 'human', S: 'human', W: 'human' } });
    const token = created.tickets[0]!.token;
    const [a, b] = await Promise.all([TableClient.connect(wsUrl), TableClient.connect(wsUrl)]);
    await a!.hello({ tableId: created.table.id, token });
    await b!.hello({ tableId: created.table.id, token });
    const before = (await server.lobby.find(created.table.id))!.seq;
    const replies = await Promise.all(
      [a!, b!].map((c) => c.command({ type: 'call', call: { type: 'bid', level: 1, strain: 'C' } })),
    );
    expect(replies.map((r) => r.type).sort()).toEqual(['ack', 'error']);
    expect(replies.find((r) => r.type === 'error')).toMatchObject({ code: 'auction/not-your-turn' });
    // The call and its second event, once.
    expect((await server.lobby.find(created.table.id))!.seq).toBe(before + 2);
    a!.close();
    b!.close();
  });
});
