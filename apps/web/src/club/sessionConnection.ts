/**
 * The WebSocket to one club session (`/ws/sessions`, packages/protocol/src/session.ts): subscribe
 * with a role's credential and the last sequence number, reconnect with backoff (resuming from
 * where we were), a request id on every message, idempotent commands by `commandId`, keep-alive.
 * Incoming text is checked against the protocol's schemas before use. A credential that names its
 * session adds `?session=<id>` to the URL, so a proxy in front of several server processes sends
 * the socket to the one that serves the session (issue 27; deploy/haproxy.cfg); a table device,
 * which knows only its code, is relayed there by whichever process it reaches.
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
import type { BackoffOptions } from '../net/backoff.js';
import { ReconnectingSocket, type SocketLike } from '../net/reconnectingSocket.js';
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

/** The socket URL with the session's id as a routing key, when the credential names the session. */
export function routedSessionUrl(url: string, credential: SessionCredential): string {
  if (credential.role === 'table') return url;
  return `${url}${url.includes('?') ? '&' : '?'}session=${encodeURIComponent(credential.sessionId)}`;
}

/** One session's connection, reconnecting until closed. */
export class SessionConnection {
  private subscribeId: string | null = null;
  private readonly pending = createPending<'subscribe' | 'command' | 'sync' | 'call'>('s');
  private readonly link: ReconnectingSocket;

  constructor(private readonly options: SessionConnectionOptions) {
    this.link = new ReconnectingSocket({
      url: routedSessionUrl(options.url, options.credential),
      onStatus: options.onStatus,
      onOpen: () => this.subscribe(),
      onText: (data) => this.receive(data),
      onDrop: () => {
        this.subscribeId = null;
        this.pending.clear();
      },
      backoff: options.backoff,
      random: options.random,
      createSocket: options.createSocket,
      pingEveryMs: options.pingEveryMs,
    });
  }

  /** Opens the socket (and keeps it open until `close`). */
  start(): void {
    this.link.start();
  }

  /** Closes for good. */
  close(): void {
    this.link.close();
  }

  /**
   * The browser says it is offline: drop the socket now (a dead Wi-Fi can keep a socket looking
   * open for minutes) and wait for `resume` instead of retrying.
   */
  pause(): void {
    this.link.pause();
  }

  /** The browser is online again: connect at once. */
  resume(): void {
    this.link.resume();
  }

  /** Whether the socket is open and subscribed. */
  get isOpen(): boolean {
    return this.link.isOpen && this.subscribeId === null;
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

  /** A table device calls the director (`on`) or takes its call back; null when offline. */
  callDirector(on: boolean): string | null {
    if (!this.isOpen) return null;
    return this.request('call', (id) => ({ type: 'callDirector', id, on }));
  }

  /** Asks for everything after `lastSeq` again. */
  sync(lastSeq: number): string | null {
    return this.request('sync', (id) => ({ type: 'sync', id, ...(lastSeq >= 0 ? { lastSeq } : {}) }));
  }

  private request(
    kind: 'subscribe' | 'command' | 'sync' | 'call',
    make: (id: string) => SessionClientMessage,
  ): string | null {
    if (!this.link.isOpen) return null;
    const id = this.pending.open(kind);
    this.link.send(makeMessage(make(id) as never));
    return id;
  }

  private subscribe(): void {
    const lastSeq = this.options.lastSeq();
    this.subscribeId = this.request('subscribe', (id) => ({
      type: 'subscribe',
      id,
      protocol: PROTOCOL_VERSION,
      credential: this.options.credential,
      ...(lastSeq >= 0 ? { lastSeq } : {}),
    }));
  }

  private receive(data: string): void {
    const parsed = parseSessionServerMessage(data);
    if (!parsed.ok) return; // a message we cannot read is dropped; the seq gap makes us resync
    const msg = parsed.value;
    if (msg.type === 'welcome') {
      this.link.resetBackoff();
      this.subscribeId = null;
      this.options.onStatus('open');
    }
    if ((msg.type === 'ack' || msg.type === 'error' || msg.type === 'welcome') && msg.id !== undefined) {
      const kind = this.pending.settle(msg.id);
      if (msg.type === 'error' && kind === 'subscribe') {
        this.options.onRefused?.(msg.code, msg.message);
        this.link.refuse();
        return;
      }
    }
    this.options.onMessage(msg);
  }
}
