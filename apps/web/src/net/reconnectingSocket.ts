/**
 * A WebSocket that stays open until closed: reconnection with backoff and jitter (`backoff.ts`),
 * a keep-alive ping, and an offline pause. Shared by the table's connection (`connection.ts`) and
 * the club session's (`../club/sessionConnection.ts`), which add their own greeting (`hello` or
 * `subscribe` with the last seq) and request ids on top.
 *
 * ```ts
 * const link = new ReconnectingSocket({ url, onStatus, onOpen: () => link.send(hello), onText, onDrop });
 * link.start();
 * link.resetBackoff(); // once the server has welcomed us
 * ```
 */
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.js';

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

/** What the socket itself can tell (being open and greeted is the protocol's business). */
export type SocketStatus = 'connecting' | 'reconnecting' | 'closed';

/** Options of a reconnecting socket. */
export interface ReconnectingSocketOptions {
  readonly url: string;
  readonly onStatus: (status: SocketStatus) => void;
  /** The socket has opened: greet the server. */
  readonly onOpen: () => void;
  /** A text frame arrived. */
  readonly onText: (data: string) => void;
  /** The socket went away (closed or paused): forget the requests in flight. */
  readonly onDrop: () => void;
  readonly backoff?: BackoffOptions | undefined;
  readonly random?: (() => number) | undefined;
  readonly createSocket?: ((url: string) => SocketLike) | undefined;
  readonly pingEveryMs?: number | undefined;
}

const OPEN = 1;

/** One socket, reopened with backoff until `close` (or `refuse`). */
export class ReconnectingSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pinger: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private paused = false;

  constructor(private readonly options: ReconnectingSocketOptions) {}

  /** Opens the socket (and keeps it open until `close`). */
  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Closes for good: no more reconnection. */
  close(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopPinger();
    this.socket?.close(1000, 'bye');
    this.socket = null;
    this.options.onStatus('closed');
  }

  /** The server refused our greeting: close and never retry. */
  refuse(): void {
    this.stopped = true;
    this.socket?.close(1000, 'refused');
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
    this.options.onDrop();
    this.stopPinger();
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

  /** The server has welcomed us: the next drop retries at once again. */
  resetBackoff(): void {
    this.attempt = 0;
  }

  /** Whether the socket is open now. */
  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Sends a frame; false when the socket is not open. */
  send(text: string): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(text);
    return true;
  }

  private stopPinger(): void {
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
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
      this.options.onOpen();
      this.stopPinger();
      this.pinger = setInterval(() => {
        if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ type: 'ping' }));
      }, this.options.pingEveryMs ?? 25_000);
    };
    socket.onmessage = (ev) => {
      if (typeof ev.data === 'string') this.options.onText(ev.data);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.options.onDrop();
      this.stopPinger();
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
