// The table connection over a fake socket (packages/server/README.md, "WebSocket: GET /ws"):
// hello first with the token and last seq, request ids on commands, reconnection with backoff
// that resumes from the last seq, a refused hello stops retrying.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@biritch/protocol';
import { socketUrl, TableConnection, type SocketLike } from './connection.js';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(msg: object) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function setup(token?: string) {
  const sockets: FakeSocket[] = [];
  const statuses: string[] = [];
  const messages: ServerMessage[] = [];
  const refused: string[] = [];
  let lastSeq = -1;
  const conn = new TableConnection({
    url: 'ws://x/ws',
    tableId: 't1',
    ...(token ? { token } : {}),
    lastSeq: () => lastSeq,
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    onRefused: (code) => refused.push(code),
    random: () => 1,
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
  });
  return { conn, sockets, statuses, messages, refused, setSeq: (n: number) => (lastSeq = n) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TableConnection', () => {
  it('says hello first, with the token, the protocol version and no lastSeq when new', () => {
    const t = setup('tok');
    t.conn.start();
    t.sockets[0]!.open();
    expect(t.sockets[0]!.sent[0]).toMatchObject({ type: 'hello', tableId: 't1', token: 'tok', protocol: 1 });
    expect(t.sockets[0]!.sent[0]).not.toHaveProperty('lastSeq');
    t.conn.close();
  });
  it('watching: a hello without a token', () => {
    const t = setup();
    t.conn.start();
    t.sockets[0]!.open();
    expect(t.sockets[0]!.sent[0]).not.toHaveProperty('token');
    t.conn.close();
  });
  it('commands carry fresh request ids; offline, nothing is sent', () => {
    const t = setup('tok');
    t.conn.start();
    expect(t.conn.command({ type: 'play', card: 'SA' })).toBeNull();
    t.sockets[0]!.open();
    const a = t.conn.command({ type: 'play', card: 'SA' });
    const b = t.conn.command({ type: 'call', call: { type: 'pass' } });
    expect(a).not.toBe(b);
    expect(t.sockets[0]!.sent.slice(1)).toEqual([
      { type: 'command', id: a, command: { type: 'play', card: 'SA' } },
      { type: 'command', id: b, command: { type: 'call', call: { type: 'pass' } } },
    ]);
    t.conn.close();
  });
  it('reconnects after a drop with backoff and resumes from the last seq', () => {
    const t = setup('tok');
    t.conn.start();
    t.sockets[0]!.open();
    t.setSeq(41);
    t.sockets[0]!.drop();
    expect(t.statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(499);
    expect(t.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1); // first retry after 500 ms (random 1 → the full base delay)
    expect(t.sockets).toHaveLength(2);
    t.sockets[1]!.open();
    expect(t.sockets[1]!.sent[0]).toMatchObject({ type: 'hello', lastSeq: 41 });
    t.conn.close();
  });
  it('waits longer after each failed attempt', () => {
    const t = setup('tok');
    t.conn.start();
    t.sockets[0]!.drop();
    vi.advanceTimersByTime(500);
    t.sockets[1]!.drop();
    vi.advanceTimersByTime(999);
    expect(t.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(3);
    t.conn.close();
  });
  it('passes checked server messages on, and reports a malformed one as an error', () => {
    const t = setup('tok');
    t.conn.start();
    t.sockets[0]!.open();
    t.sockets[0]!.receive({ type: 'event', seq: 3 });
    t.sockets[0]!.onmessage?.({ data: '{"type":"nonsense"}' });
    expect(t.messages[0]).toEqual({ type: 'event', seq: 3 });
    expect(t.messages[1]).toMatchObject({ type: 'error', code: 'protocol/unknown-type' });
    t.conn.close();
  });
  it('a refused hello (bad token) stops the retries', () => {
    const t = setup('stale');
    t.conn.start();
    t.sockets[0]!.open();
    const helloId = t.sockets[0]!.sent[0]!['id'];
    t.sockets[0]!.receive({ type: 'error', id: helloId, code: 'auth/bad-token', message: 'no' });
    expect(t.refused).toEqual(['auth/bad-token']);
    vi.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(1);
    expect(t.statuses.at(-1)).toBe('closed');
  });
  it('close is final', () => {
    const t = setup('tok');
    t.conn.start();
    t.sockets[0]!.open();
    t.conn.close();
    vi.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(1);
  });
});

describe('socketUrl', () => {
  it('follows the page: ws for http, wss for https', () => {
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ws');
    expect(socketUrl({ protocol: 'https:', host: 'bridge.example' })).toBe('wss://bridge.example/ws');
  });
});
