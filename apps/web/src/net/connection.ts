/**
 * The WebSocket to one table: hello with our token and last sequence number, automatic
 * reconnection with backoff (resuming from where we were), request ids on every intent, and a
 * keep-alive ping. Incoming text is checked against the protocol's schemas before use.
 *
 * ```ts
 * const conn = new TableConnection({ url: socketUrl(location), tableId, token, lastSeq: () => state.seq,
 *   onMessage: (m) => …, onStatus: (s) => … });
 * conn.start();
 * conn.command({ type: 'play', card: 'SA' });
 * ```
 */
import {
  PROTOCOL_VERSION,
  makeMessage,
  parseServerMessage,
  type ClientMessage,
  type PlayerCommand,
  type ServerMessage,
} from '@biritch/protocol';
import type { Locale } from '@biritch/i18n';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.js';
import { createPending } from './requestIds.js';
import type { ConnectionStatus } from '../store/tableStore.js';

/** The minimal WebSocket surface we use (the browser's WebSocket fits). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

/** Options of a table connection. */
export interface TableConnectionOptions {
  readonly url: string;
  readonly tableId: string;
  /** The seat token; absent to watch. */
  readonly token?: string;
  /** The last sequence number the client has, read at every (re)connection. */
  readonly lastSeq: () => number;
  readonly onMessage: (msg: ServerMessage) => void;
  readonly onStatus: (status: ConnectionStatus) => void;
  /** Called when the server refused our hello (bad token, unknown table): no more retries. */
  readonly onRefused?: (code: string, message: string) => void;
  readonly backoff?: BackoffOptions;
  readonly random?: () => number;
  readonly createSocket?: (url: string) => SocketLike;
  readonly pingEveryMs?: number;
}

/** The WebSocket URL of the server that served this page. */
export function socketUrl(loc: { protocol: string; host: string }, path = '/ws'): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${path}`;
}

const OPEN = 1;

/** One table's connection, reconnecting until closed. */
export class TableConnection {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pinger: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private helloId: string | null = null;
  private readonly pending = createPending<'hello' | 'command' | 'nextDeal' | 'sync' | 'explain'>();

  constructor(private readonly options: TableConnectionOptions) {}

  /** Opens the socket (and keeps it open until `close`). */
  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Closes for good: no more reconnection. */
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

  /** Sends a table command for our seat; returns its request id, or null when offline. */
  command(command: PlayerCommand): string | null {
    return this.request('command', (id) => ({ type: 'command', id, command }));
  }

  /** Asks for the next deal of the table's form (after a deal has ended). */
  nextDeal(): string | null {
    return this.request('nextDeal', (id) => ({ type: 'nextDeal', id }));
  }

  /** Asks for everything after `lastSeq` (after a gap), or a fresh view. */
  sync(lastSeq: number): string | null {
    return this.request('sync', (id) => ({ type: 'sync', id, ...(lastSeq >= 0 ? { lastSeq } : {}) }));
  }

  /** Asks what call `index` of the auction means (answered by an `explanation`). */
  explain(index: number, lang?: Locale): string | null {
    return this.request('explain', (id) => ({ type: 'explain', id, index, ...(lang ? { lang } : {}) }));
  }

  /** Whether the socket is open now. */
  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  private request(
    kind: 'hello' | 'command' | 'nextDeal' | 'sync' | 'explain',
    make: (id: string) => ClientMessage,
  ): string | null {
    if (!this.socket || this.socket.readyState !== OPEN) return null;
    const id = this.pending.open(kind);
    this.socket.send(makeMessage(make(id)));
    return id;
  }

  private connect(): void {
    if (this.stopped) return;
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
      this.helloId = this.request('hello', (id) => ({
        type: 'hello',
        id,
        protocol: PROTOCOL_VERSION,
        tableId: this.options.tableId,
        ...(this.options.token ? { token: this.options.token } : {}),
        ...(lastSeq >= 0 ? { lastSeq } : {}),
      }));
      if (this.pinger) clearInterval(this.pinger);
      this.pinger = setInterval(() => {
        if (this.socket?.readyState === OPEN) this.socket.send(makeMessage({ type: 'ping' }));
      }, this.options.pingEveryMs ?? 25_000);
    };
    socket.onmessage = (ev) => {
      if (typeof ev.data !== 'string') return;
      const parsed = parseServerMessage(ev.data);
      if (!parsed.ok) {
        this.options.onMessage({
          type: 'error',
          code: parsed.error.code,
          message: `from server: ${parsed.error.message}`,
        });
        return;
      }
      const msg = parsed.value;
      if (msg.type === 'welcome') this.attempt = 0;
      if (
        (msg.type === 'ack' || msg.type === 'error' || msg.type === 'welcome' || msg.type === 'explanation') &&
        msg.id !== undefined
      ) {
        const kind = this.pending.settle(msg.id);
        if (msg.type === 'error' && kind === 'hello' && msg.id === this.helloId) {
          this.stopped = true;
          this.options.onRefused?.(msg.code, msg.message);
          socket.close(1000, 'refused');
        }
      }
      this.options.onMessage(msg);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
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
    if (this.stopped) return;
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
