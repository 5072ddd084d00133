/**
 * A scripted WebSocket client of the table protocol, for the server's tests and the load
 * benchmark: it keeps every frame it receives, checks that `seq` has no gaps, and can choose a
 * random legal action from its view (the legal calls and cards core puts in the view).
 *
 * ```ts
 * const c = await TableClient.connect(`${server.url.replace('http', 'ws')}/ws`);
 * const welcome = await c.hello({ tableId, token });
 * const reply = await c.command({ type: 'call', call: { type: 'pass' } }); // ack or error
 * ```
 */
import WebSocket from 'ws';
import type { Seat, TableView } from '@biritch/core';
import {
  parseServerMessage,
  type ClientMessage,
  type PlayerCommand,
  type PracticeKind,
  type ServerMessage,
  type TableInfo,
} from '@biritch/protocol';

type Reply = Extract<ServerMessage, { type: 'ack' | 'error' }>;
type Welcome = Extract<ServerMessage, { type: 'welcome' }>;

/** A frame as received: the raw text, the parsed message, and the client's seq after it. */
export interface ReceivedFrame {
  readonly text: string;
  readonly message: ServerMessage;
  readonly seq: number;
}

/** A scripted client. */
export class TableClient {
  /** Every frame received, in order. */
  readonly frames: ReceivedFrame[] = [];
  /** Problems seen: a gap in seq, a frame the protocol schema refuses. */
  readonly problems: string[] = [];
  seat: Seat | null = null;
  seq = 0;
  view: TableView | null = null;
  /** The seq of the last view received (frames may arrive apart, e.g. through a relay). */
  viewSeq = 0;
  info: TableInfo | null = null;
  /** Whether to keep every frame (off in the benchmark to save memory). */
  record = true;
  /** Whether to check each frame against the protocol schema (off in the benchmark). */
  validate = true;
  private nextId = 1;
  private readonly pending = new Map<string, (r: Reply | Welcome) => void>();
  private resumed: { welcome: Welcome; resolve: (r: Reply | Welcome) => void } | null = null;
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  /** Called with every message (after bookkeeping). */
  onMessage: ((m: ServerMessage, text: string) => void) | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, isBinary: boolean) =>
      this.receive(isBinary ? data.toString('utf8') : data.toString('utf8')),
    );
  }

  /** Opens a socket to `wsUrl` (ws://host:port/ws), with extra upgrade headers (a session cookie). */
  static connect(wsUrl: string, headers?: Record<string, string>): Promise<TableClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(wsUrl, headers ? { headers } : {});
      const client = new TableClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** Says hello; resolves with the welcome (or the error) once the client has a view (after any replay). */
  hello(args: { tableId: string; token?: string; lastSeq?: number }): Promise<Welcome | Reply> {
    const id = `h${this.nextId++}`;
    return this.request({ type: 'hello', id, ...args }, id);
  }

  /** Sends a command; resolves with its ack or error. */
  command(command: PlayerCommand): Promise<Reply> {
    const id = `c${this.nextId++}`;
    return this.request({ type: 'command', id, command }, id) as Promise<Reply>;
  }

  /** Asks for the next deal (another set, a practice type: issue 26); resolves with the ack or error. */
  nextDeal(request: { another?: boolean; practice?: PracticeKind } = {}): Promise<Reply> {
    const id = `n${this.nextId++}`;
    return this.request({ type: 'nextDeal', id, ...request }, id) as Promise<Reply>;
  }

  /** Writes a line of table chat; resolves with the ack or error. */
  chat(text: string): Promise<Reply> {
    const id = `t${this.nextId++}`;
    return this.request({ type: 'chat', id, text }, id) as Promise<Reply>;
  }

  /** Sends any message (or raw text) without waiting. */
  send(message: ClientMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves with the first message (from now on) that passes `test`. */
  waitFor(test: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting (seat ${this.seat}, seq ${this.seq})`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /**
   * The command a random player would send now, or null when there is nothing to do. Answers
   * claims and undo requests at random; sometimes claims or asks for an undo itself.
   */
  randomAction(
    random: () => number,
    opts: { passBias?: number; claimRate?: number; undoRate?: number } = {},
  ): PlayerCommand | null {
    const passBias = opts.passBias ?? 0.7;
    const v = this.view;
    if (!v || v.viewer === 'spectator') return null;
    const me = v.viewer;
    if (v.claim?.responders.includes(me) && v.claim.responses[me] === undefined)
      return { type: 'respondClaim', accept: random() < 0.5 };
    if (v.undo?.responders.includes(me) && v.undo.responses[me] === undefined)
      return { type: 'respondUndo', accept: random() < 0.5 };
    if (v.toAct !== me) return null;
    if (v.legalCalls.length > 0) {
      const pass = v.legalCalls.find((c) => c.type === 'pass');
      const call = pass && random() < passBias ? pass : v.legalCalls[Math.floor(random() * v.legalCalls.length)]!;
      return { type: 'call', call };
    }
    if (v.legalCards.length > 0 && random() < (opts.claimRate ?? 0)) {
      const left = 13 - v.tricks.declarer - v.tricks.defenders;
      return { type: 'claim', tricks: Math.floor(random() * (left + 1)) };
    }
    if (random() < (opts.undoRate ?? 0)) return { type: 'requestUndo' };
    if (v.legalCards.length > 0)
      return { type: 'play', card: v.legalCards[Math.floor(random() * v.legalCards.length)]! };
    return null;
  }

  /** Closes the socket politely. */
  close(): void {
    this.socket.close();
  }

  /** Cuts the connection without a closing handshake (a dropped network). */
  cut(): void {
    this.socket.terminate();
  }

  private request(message: ClientMessage, id: string): Promise<Reply | Welcome> {
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.send(message);
    });
  }

  private receive(text: string): void {
    let message: ServerMessage;
    if (this.validate) {
      const parsed = parseServerMessage(text);
      if (!parsed.ok) {
        this.problems.push(`invalid frame: ${parsed.error.message}: ${text.slice(0, 200)}`);
        return;
      }
      message = parsed.value;
    } else message = JSON.parse(text) as ServerMessage;
    switch (message.type) {
      case 'welcome':
        this.seat = message.seat;
        this.seq = message.seq;
        this.info = message.info;
        if (message.view) {
          this.view = message.view;
          this.viewSeq = message.seq;
        }
        break;
      case 'event':
        if (message.seq !== this.seq + 1) this.problems.push(`seq gap: had ${this.seq}, got ${message.seq}`);
        this.seq = message.seq;
        break;
      case 'view':
        if (message.seq < this.seq) this.problems.push(`view for seq ${message.seq} after seq ${this.seq}`);
        this.seq = message.seq;
        this.view = message.view;
        this.viewSeq = message.seq;
        if (this.resumed) {
          const { welcome, resolve } = this.resumed;
          this.resumed = null;
          resolve(welcome);
        }
        break;
      case 'info':
        this.info = message.info;
        break;
      default:
        break;
    }
    if (this.record) this.frames.push({ text, message, seq: this.seq });
    if (
      (message.type === 'ack' || message.type === 'error' || message.type === 'welcome') &&
      message.id !== undefined
    ) {
      const resolve = this.pending.get(message.id);
      if (resolve) {
        this.pending.delete(message.id);
        if (message.type === 'welcome' && message.view === undefined) this.resumed = { welcome: message, resolve };
        else resolve(message);
      }
    }
    this.onMessage?.(message, text);
    const ready = this.waiters.filter((w) => w.test(message));
    if (ready.length) {
      this.waiters = this.waiters.filter((w) => !ready.includes(w));
      for (const w of ready) w.resolve(message);
    }
  }
}

/** A small seeded generator (mulberry32) so scripted play is repeatable. */
export function seededUniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One step of scripted play at a table of clients: the first client with something to do acts;
 * then every client is waited for until it has seen the result. Returns false when nobody could
 * act. A refused undo request (nothing to undo) is not an error; any other refusal throws.
 */
export async function playStep(
  clients: readonly TableClient[],
  random: () => number,
  opts: { claimRate?: number; undoRate?: number; passBias?: number } = {},
): Promise<boolean> {
  for (const c of clients) {
    let action = c.randomAction(random, opts);
    if (!action) continue;
    let reply = await c.command(action);
    if (reply.type === 'error' && action.type === 'requestUndo' && reply.code.startsWith('undo/')) {
      action = c.randomAction(random, { ...opts, undoRate: 0, claimRate: 0 });
      if (!action) return true;
      reply = await c.command(action);
    }
    if (reply.type === 'error')
      throw new Error(`${c.seat} ${JSON.stringify(action)} refused: ${reply.code} ${reply.message}`);
    const seq = reply.seq;
    // Until each has the view after the batch (its events may have arrived before it).
    await Promise.all(
      clients.map((x) => (x.viewSeq >= seq ? null : x.waitFor((m) => m.type === 'view' && m.seq >= seq))),
    );
    return true;
  }
  return false;
}
