/**
 * The WebSocket to one club session (`/ws/sessions`, packages/protocol/src/session.ts): subscribe
 * with a role's credential and the last sequence number, reconnect with backoff (resuming from
 * where we were), a request id on every message, idempotent commands by `commandId`, keep-alive.
 * Incoming text is checked against the protocol's schemas before use.
 *
 * ```ts
 * const conn = new SessionConnection({ url: socketUrl(location, '/ws/sessions'),
 *   credential: { role: 'public', sessionId }, lastSeq: () => seq, onMessage, onStatus });
 * conn.start();
 * conn.command({ type: 'confirmResult', section: 'A', round: 1, table: 3, board: 5 }, { commandId, side: 'EW' });
 * ```
 */
import {
  makeMessage,
  parseSessionServerMessage,
  PROTOCOL_VERSION,
  type SessionClientMessage,
  type SessionCommandMessage,
  type SessionCredential,
  type SessionServerMessage,
} from '@biritch/protocol';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from '../net/backoff.js';
import type { SocketLike } from '../net/connection.js';
import { createPending } from '../net/requestIds.js';

/** The connection's state, as the screens show it. */
export type SessionLinkStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Options of a session connection. */
export interface SessionConnectionOptions {
  readonly url: string;
  readonly credential: SessionCredential;
  /** The last sequence number the client has (−1: none), read at every (re)connection. */
  readonly lastSeq: () => number;
  readonly onMessage: (msg: SessionServerMessage) => void;
  readonly onStatus: (status: SessionLinkStatus) => void;
  /** The server refused the subscription (bad PIN, unknown session): no more retries. */
  readonly onRefused?: (code: string, message: string) => void;
  readonly backoff?: BackoffOptions;
  readonly random?: () => number;
  readonly createSocket?: (url: string) => SocketLike;
  readonly pingEveryMs?: number;
}

const OPEN = 1;

/** One session's connection, reconnecting until closed. */
export class SessionConnection {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pinger: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private paused = false;
  private subscribeId: string | null = null;
  private readonly pending = createPending<'subscribe' | 'command' | 'sync'>('s');

  constructor(private readonly options: SessionConnectionOptions) {}

  /** Opens the socket (and keeps it open until `close`). */
  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Closes for good. */
  close(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pinger) clearInterval(this.pinger);
    this.timer = null;
    this.pinger = null;
    this.socket?.close(1000, 'bye');
    this.socket = null;
    this.options.onStatus('closed');
  }

  /**
   * The browser says it is offline: drop the socket now (a dead Wi-Fi can keep a socket looking
   * open for minutes) and wait for `resume` instead of retrying.
   */
  pause(): void {
    if (this.stopped || this.paused) return;
    this.paused = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    this.subscribeId = null;
    this.pending.clear();
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
    socket?.close(1000, 'offline');
    this.options.onStatus('reconnecting');
  }

  /** The browser is online again: connect at once. */
  resume(): void {
    if (this.stopped || !this.paused) return;
    this.paused = false;
    this.attempt = 0;
    if (!this.socket) this.connect();
  }

  /** Whether the socket is open and subscribed. */
  get isOpen(): boolean {
    return this.socket?.readyState === OPEN && this.subscribeId === null;
  }

  /** Sends a command; returns its request id, or null when offline (the caller keeps it to resend). */
  command(command: SessionCommandMessage, extra: { commandId?: string; side?: 'NS' | 'EW' } = {}): string | null {
    if (!this.isOpen) return null;
    return this.request('command', (id) => ({
      type: 'command',
      id,
      command,
      ...(extra.commandId ? { commandId: extra.commandId } : {}),
      ...(extra.side ? { side: extra.side } : {}),
    }));
  }

  /** Asks for everything after `lastSeq` again. */
  sync(lastSeq: number): string | null {
    return this.request('sync', (id) => ({ type: 'sync', id, ...(lastSeq >= 0 ? { lastSeq } : {}) }));
  }

  private request(kind: 'subscribe' | 'command' | 'sync', make: (id: string) => SessionClientMessage): string | null {
    if (!this.socket || this.socket.readyState !== OPEN) return null;
    const id = this.pending.open(kind);
    this.socket.send(makeMessage(make(id) as never));
    return id;
  }

  private connect(): void {
    if (this.stopped || this.paused) return;
    this.options.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const lastSeq = this.options.lastSeq();
      this.subscribeId = this.request('subscribe', (id) => ({
        type: 'subscribe',
        id,
        protocol: PROTOCOL_VERSION,
        credential: this.options.credential,
        ...(lastSeq >= 0 ? { lastSeq } : {}),
      }));
      if (this.pinger) clearInterval(this.pinger);
      this.pinger = setInterval(() => {
        if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ type: 'ping' }));
      }, this.options.pingEveryMs ?? 25_000);
    };
    socket.onmessage = (ev) => {
      if (typeof ev.data !== 'string') return;
      const parsed = parseSessionServerMessage(ev.data);
      if (!parsed.ok) return; // a message we cannot read is dropped; the seq gap makes us resync
      const msg = parsed.value;
      if (msg.type === 'welcome') {
        this.attempt = 0;
        this.subscribeId = null;
        this.options.onStatus('open');
      }
      if ((msg.type === 'ack' || msg.type === 'error' || msg.type === 'welcome') && msg.id !== undefined) {
        const kind = this.pending.settle(msg.id);
        if (msg.type === 'error' && kind === 'subscribe') {
          this.stopped = true;
          this.options.onRefused?.(msg.code, msg.message);
          socket.close(1000, 'refused');
          return;
        }
      }
      this.options.onMessage(msg);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.subscribeId = null;
      this.pending.clear();
      if (this.pinger) clearInterval(this.pinger);
      this.pinger = null;
      if (!this.stopped) this.scheduleReconnect();
      else this.options.onStatus('closed');
    };
    socket.onerror = () => {
      // A close event follows an error; reconnection is handled there.
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.paused) return;
    this.options.onStatus('reconnecting');
    const delay = backoffDelay(
      this.attempt,
      this.options.random ?? Math.random,
      this.options.backoff ?? DEFAULT_BACKOFF,
    );
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }
}
