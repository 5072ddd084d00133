// The reconnecting socket over a fake socket (packages/server/README.md, "WebSocket"): reconnection
// with backoff, an offline pause that stops retrying until resumed, a refusal that never retries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReconnectingSocket, type SocketLike } from './reconnectingSocket.js';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const statuses: string[] = [];
  let opened = 0;
  let drops = 0;
  const link = new ReconnectingSocket({
    url: 'ws://x/ws',
    onStatus: (s) => statuses.push(s),
    onOpen: () => (opened += 1),
    onText: () => {},
    onDrop: () => (drops += 1),
    random: () => 1,
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
  });
  return { link, sockets, statuses, opened: () => opened, drops: () => drops };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ReconnectingSocket', () => {
  it('reopens after a drop once the backoff delay has passed', () => {
    const t = setup();
    t.link.start();
    t.sockets[0]!.open();
    t.sockets[0]!.close();
    expect(t.drops()).toBe(1);
    expect(t.statuses).toEqual(['connecting', 'reconnecting']);
    vi.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(2);
    t.sockets[1]!.open();
    expect(t.opened()).toBe(2);
    t.link.close();
  });

  it('paused, it drops the socket and does not retry until resumed', () => {
    const t = setup();
    t.link.start();
    t.sockets[0]!.open();
    t.link.pause();
    expect(t.link.isOpen).toBe(false);
    expect(t.drops()).toBe(1);
    vi.advanceTimersByTime(600_000);
    expect(t.sockets).toHaveLength(1);
    t.link.resume();
    expect(t.sockets).toHaveLength(2);
    t.link.close();
  });

  it('refused, it closes and never reconnects', () => {
    const t = setup();
    t.link.start();
    t.sockets[0]!.open();
    t.link.refuse();
    vi.advanceTimersByTime(600_000);
    expect(t.sockets).toHaveLength(1);
    expect(t.statuses.at(-1)).toBe('closed');
  });

  it('sends a ping while open, and nothing once closed', () => {
    const t = setup();
    t.link.start();
    t.sockets[0]!.open();
    vi.advanceTimersByTime(25_000);
    expect(t.sockets[0]!.sent).toEqual(['{"type":"ping"}']);
    t.link.close();
    expect(t.link.send('x')).toBe(false);
  });
});
