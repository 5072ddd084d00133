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
  type PracticeKind,
  type ServerMessage,
} from '@biritch/protocol';

/** What `nextDeal` may ask for (issue 26): the next set when the form's is over, a practice type. */
export interface NextDealRequest {
  readonly another?: boolean | undefined;
  readonly practice?: PracticeKind | undefined;
}
import type { Locale } from '@biritch/i18n';
import { createPending } from './requestIds.js';
import { ReconnectingSocket, type SocketLike } from './reconnectingSocket.js';
import type { BackoffOptions } from './backoff.js';
import type { ConnectionStatus } from '../store/tableStore.js';

export type { SocketLike } from './reconnectingSocket.js';

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

/** One table's connection, reconnecting until closed. */
export class TableConnection {
  private helloId: string | null = null;
  private readonly pending = createPending<
    'hello' | 'command' | 'nextDeal' | 'sync' | 'explain' | 'explainLead' | 'chat'
  >();
  private readonly link: ReconnectingSocket;

  constructor(private readonly options: TableConnectionOptions) {
    this.link = new ReconnectingSocket({
      url: options.url,
      onStatus: options.onStatus,
      onOpen: () => this.hello(),
      onText: (data) => this.receive(data),
      onDrop: () => this.pending.clear(),
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

  /** Closes for good: no more reconnection. */
  close(): void {
    this.link.close();
  }

  /** Sends a table command for our seat; returns its request id, or null when offline. */
  command(command: PlayerCommand): string | null {
    return this.request('command', (id) => ({ type: 'command', id, command }));
  }

  /** Asks for the next deal of the table's form (after a deal has ended); `another` set, `practice` type (issue 26). */
  nextDeal(request: NextDealRequest = {}): string | null {
    return this.request('nextDeal', (id) => ({
      type: 'nextDeal',
      id,
      ...(request.another ? { another: true } : {}),
      ...(request.practice ? { practice: request.practice } : {}),
    }));
  }

  /** Writes a line of table chat (answered by `ack` or `error`). */
  chat(text: string): string | null {
    return this.request('chat', (id) => ({ type: 'chat', id, text }));
  }

  /** Asks for everything after `lastSeq` (after a gap), or a fresh view. */
  sync(lastSeq: number): string | null {
    return this.request('sync', (id) => ({ type: 'sync', id, ...(lastSeq >= 0 ? { lastSeq } : {}) }));
  }

  /** Asks what call `index` of the auction means (answered by an `explanation`). */
  explain(index: number, lang?: Locale): string | null {
    return this.request('explain', (id) => ({ type: 'explain', id, index, ...(lang ? { lang } : {}) }));
  }

  /** Asks why the robot led what it led, once the deal has ended (answered by a `leadExplanation`). */
  explainLead(lang?: Locale): string | null {
    return this.request('explainLead', (id) => ({ type: 'explainLead', id, ...(lang ? { lang } : {}) }));
  }

  /** Whether the socket is open now. */
  get isOpen(): boolean {
    return this.link.isOpen;
  }

  private request(
    kind: 'hello' | 'command' | 'nextDeal' | 'sync' | 'explain' | 'explainLead' | 'chat',
    make: (id: string) => ClientMessage,
  ): string | null {
    if (!this.link.isOpen) return null;
    const id = this.pending.open(kind);
    this.link.send(makeMessage(make(id)));
    return id;
  }

  private hello(): void {
    const lastSeq = this.options.lastSeq();
    this.helloId = this.request('hello', (id) => ({
      type: 'hello',
      id,
      protocol: PROTOCOL_VERSION,
      tableId: this.options.tableId,
      ...(this.options.token ? { token: this.options.token } : {}),
      ...(lastSeq >= 0 ? { lastSeq } : {}),
    }));
  }

  private receive(data: string): void {
    const parsed = parseServerMessage(data);
    if (!parsed.ok) {
      this.options.onMessage({
        type: 'error',
        code: parsed.error.code,
        message: `from server: ${parsed.error.message}`,
      });
      return;
    }
    const msg = parsed.value;
    if (msg.type === 'welcome') this.link.resetBackoff();
    if (
      (msg.type === 'ack' ||
        msg.type === 'error' ||
        msg.type === 'welcome' ||
        msg.type === 'explanation' ||
        msg.type === 'leadExplanation') &&
      msg.id !== undefined
    ) {
      const kind = this.pending.settle(msg.id);
      if (msg.type === 'error' && kind === 'hello' && msg.id === this.helloId) {
        this.options.onRefused?.(msg.code, msg.message);
        this.link.refuse();
      }
    }
    this.options.onMessage(msg);
  }
}
