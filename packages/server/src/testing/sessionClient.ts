/**
 * A scripted WebSocket client of the session protocol (`/ws/sessions`), for the server's tests
 * and the club benchmark: it checks that `seq` has no gaps, keeps the role's latest snapshot
 * (state, table view, results) and answers requests by id.
 *
 * ```ts
 * const c = await SessionClient.connect(`${server.url.replace('http', 'ws')}/ws/sessions`);
 * await c.subscribe({ role: 'table', code, pin });
 * const reply = await c.command({ type: 'enterResult', … }, { commandId: 'dev1-0001' }); // ack or error
 * ```
 */
import WebSocket from 'ws';
import type { RankingLine, ScoredBoard } from '@biritch/competition';
import {
  parseSessionServerMessage,
  type SessionClientMessage,
  type SessionCommandMessage,
  type SessionCredential,
  type SessionServerMessage,
  type SessionTableView,
} from '@biritch/protocol';

type Reply = Extract<SessionServerMessage, { type: 'ack' | 'error' | 'welcome' }>;

/** A scripted session client. */
export class SessionClient {
  /** Problems seen: a gap in seq, a frame the protocol schema refuses. */
  readonly problems: string[] = [];
  /** Every message received, in order (when `record`). */
  readonly messages: SessionServerMessage[] = [];
  record = true;
  /** Check each frame against the schema (off in the benchmark). */
  validate = true;
  seq = 0;
  view: SessionTableView | null = null;
  /** The results as the client holds them: ranking and boards by `section|board`. */
  ranking: { throughRound: number | null; final: boolean; lines: RankingLine[] } | null = null;
  readonly boards = new Map<string, ScoredBoard>();
  /** The barometer as the client holds it: standings by round. */
  readonly barometer = new Map<number, RankingLine[]>();
  /** The seq of the last results message. */
  resultsSeq = -1;
  /** Called with every message after bookkeeping, and the time it arrived. */
  onMessage: ((m: SessionServerMessage, text: string) => void) | null = null;
  private nextId = 1;
  private readonly pending = new Map<string, (r: Reply) => void>();
  private waiters: { test: (m: SessionServerMessage) => boolean; resolve: (m: SessionServerMessage) => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.receive(data.toString('utf8')));
  }

  /** Opens a socket to `wsUrl` (ws://host:port/ws/sessions). */
  static connect(wsUrl: string): Promise<SessionClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(wsUrl);
      const client = new SessionClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** Subscribes; resolves with the welcome or the error. */
  subscribe(credential: SessionCredential, lastSeq?: number): Promise<Reply> {
    const id = `s${this.nextId++}`;
    return this.request({ type: 'subscribe', id, credential, ...(lastSeq === undefined ? {} : { lastSeq }) }, id);
  }

  /** Sends a command; resolves with its ack or error. */
  command(command: SessionCommandMessage, opts: { commandId?: string; side?: 'NS' | 'EW' } = {}): Promise<Reply> {
    const id = `c${this.nextId++}`;
    return this.request(
      {
        type: 'command',
        id,
        command,
        ...(opts.commandId ? { commandId: opts.commandId } : {}),
        ...(opts.side ? { side: opts.side } : {}),
      },
      id,
    );
  }

  /** Sends any message (or raw text) without waiting. */
  send(message: SessionClientMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves with the next message that passes `test`. */
  waitFor(test: (m: SessionServerMessage) => boolean, timeoutMs = 10_000): Promise<SessionServerMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a session message')), timeoutMs);
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Resolves once `check()` holds (at once if it holds now), re-checked after each message. */
  until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
    if (check()) return Promise.resolve();
    return this.waitFor(() => check(), timeoutMs).then(() => undefined);
  }

  private request(msg: SessionClientMessage, id: string): Promise<Reply> {
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.send(msg);
    });
  }

  private receive(text: string): void {
    let m: SessionServerMessage;
    if (this.validate) {
      const r = parseSessionServerMessage(text);
      if (!r.ok) {
        this.problems.push(`${r.error.code}: ${r.error.message}`);
        return;
      }
      m = r.value;
    } else m = JSON.parse(text) as SessionServerMessage;
    if (this.record) this.messages.push(m);
    switch (m.type) {
      case 'welcome':
        this.seq = m.seq;
        break;
      case 'event':
        if (m.seq !== this.seq + 1) this.problems.push(`gap: seq ${m.seq} after ${this.seq}`);
        this.seq = m.seq;
        break;
      case 'state':
        this.seq = m.seq;
        break;
      case 'tableView':
        this.view = m.view;
        break;
      case 'results':
        if (m.full) {
          this.boards.clear();
          this.barometer.clear();
        }
        for (const r of m.barometer ?? []) this.barometer.set(r.round, [...r.lines]);
        if (m.ranking !== undefined) this.ranking = m.ranking ? { ...m.ranking, lines: [...m.ranking.lines] } : null;
        for (const b of m.boards) this.boards.set(`${b.sections?.[0] ?? b.lines[0]?.section ?? ''}|${b.board}`, b);
        this.resultsSeq = m.seq;
        break;
      default:
        break;
    }
    this.onMessage?.(m, text);
    if ((m.type === 'ack' || m.type === 'error' || m.type === 'welcome') && m.id !== undefined) {
      const p = this.pending.get(m.id);
      if (p) {
        this.pending.delete(m.id);
        p(m);
      }
    }
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting)
      if (w.test(m)) w.resolve(m);
      else this.waiters.push(w);
  }

  /** Closes the socket. */
  close(): void {
    this.socket.close();
  }
}
