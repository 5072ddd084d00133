/**
 * Several Biritch processes on one throwaway PostgreSQL, behind HAProxy, all on loopback (issue 27,
 * "tests start their own servers"; scale-out spec §4): for the multi-process tests and
 * `bench/scale.ts`. Each process is `main.ts` as `npm start` runs it, with its own node id and a
 * fixed port (so a restarted process comes back where HAProxy expects it).
 *
 * ```ts
 * const set = await startCluster({ nodes: 3, leaseMs: 3000 });
 * const created = await set.createTable({ seats: { N: 'human', E: 'human', S: 'human', W: 'human' } });
 * const ws = set.socketUrl(created.table.id);        // ws://127.0.0.1:<haproxy>/ws?table=…
 * await set.kill(await set.ownerIndex(created.table.id)); // kill -9 the table's owner
 * await set.close();
 * ```
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { CreateTableRequest, CreateTableResponse, PlayerCommand, ServerMessage } from '@biritch/protocol';
import { findExecutable } from '@biritch/testing';
import { findPostgres, startPgCluster, type PgCluster } from '../store/pgCluster.testing.js';
import { childServers, killHard, type ChildServer } from '../testing/childServer.js';
import { TableClient } from '../testing/tableClient.js';

/** Debian's HAProxy (`/usr/sbin` is not on every PATH), or null. */
export const findHaproxy = (): string | null => findExecutable('haproxy', '/usr/sbin/haproxy');

/** One Biritch process of the set. */
export interface NodeProcess {
  readonly id: string;
  readonly port: number;
  readonly url: string;
  server: ChildServer | null;
}

/** A running set: PostgreSQL, HAProxy (when installed) and the processes. */
export interface ClusterUnderTest {
  /** HAProxy's base URL (or the first process's when `haproxy: false`). */
  readonly url: string;
  readonly nodes: readonly NodeProcess[];
  readonly pg: PgCluster;
  readonly databaseUrl: string;
  /** A PostgreSQL client for checks (the log with its fences, the owners). */
  readonly db: pg.Pool;
  /** The table's socket URL through the front (HAProxy hashes on `table`). */
  socketUrl(tableId: string): string;
  createTable(settings: CreateTableRequest): Promise<CreateTableResponse>;
  /** The index of the process that owns a table now (by its live lease), or -1. */
  ownerIndex(tableId: string): Promise<number>;
  /** `kill -9` of a process. */
  kill(index: number): Promise<void>;
  /** SIGTERM and wait for the exit (a clean stop: it leaves the cluster). */
  stop(index: number): Promise<void>;
  /** Starts a stopped or killed process again on its port. */
  restart(index: number): Promise<void>;
  /** SIGSTOP / SIGCONT of a process (a pause: a long GC, a frozen VM). */
  pause(index: number): void;
  resume(index: number): void;
  /** Every event of a table in the store: seq, fence and the event as stored. */
  log(tableId: string): Promise<{ seq: number; fence: number | null; event: string }[]>;
  close(): Promise<void>;
}

/** Options of `startCluster`. */
export interface ClusterOptions {
  readonly nodes?: number;
  /** The processes' lease (ms). Default 3000 (tests: quick takeovers, yet not lost on a loaded machine). */
  readonly leaseMs?: number;
  /** Whether to start HAProxy in front (default: when installed). */
  readonly haproxy?: boolean;
  /** More environment for every process. */
  readonly env?: Record<string, string>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** HAProxy's configuration for the set (the same shape as deploy/haproxy.cfg). */
export function haproxyConfig(front: number, nodes: readonly { id: string; port: number }[]): string {
  return [
    'global',
    // HAProxy needs about two descriptors a connection and may not raise its limit past 20000.
    '  maxconn 8000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    'frontend biritch',
    `  bind 127.0.0.1:${front}`,
    '  default_backend nodes',
    'backend nodes',
    // One routing key per request: a table's id, a session's id (query or path), else round robin.
    '  http-request del-header x-biritch-route',
    '  http-request set-header x-biritch-route %[url_param(table)] if { url_param(table) -m found }',
    '  http-request set-header x-biritch-route %[url_param(session)] if { url_param(session) -m found }',
    '  acl session_path path_reg ^/api/sessions/[^/]+(/|$)',
    '  acl session_join path /api/sessions/join',
    '  http-request set-header x-biritch-route %[path,field(4,/)] if session_path !session_join',
    '  balance hdr(x-biritch-route)',
    '  hash-type consistent',
    '  option forwardfor',
    '  option httpchk GET /health',
    '  http-check expect status 200',
    ...nodes.map((n) => `  server ${n.id} 127.0.0.1:${n.port} check inter 500 fall 2 rise 2`),
    '',
  ].join('\n');
}

/** Starts PostgreSQL, the processes and HAProxy. Throws when PostgreSQL's programs are missing. */
export async function startCluster(options: ClusterOptions = {}): Promise<ClusterUnderTest> {
  const programs = findPostgres();
  if (!programs) throw new Error("PostgreSQL's server programs are not installed");
  const dir = mkdtempSync(join(tmpdir(), 'biritch-cluster-'));
  const pgCluster = await startPgCluster(programs);
  const databaseUrl = await pgCluster.createDatabase();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => undefined);
  const children = childServers(dir);
  const count = options.nodes ?? 3;
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const nodes: NodeProcess[] = ports.map((port, i) => ({
    id: `n${i + 1}`,
    port,
    url: `http://127.0.0.1:${port}`,
    server: null,
  }));
  const envOf = (n: NodeProcess): Record<string, string> => ({
    BIRITCH_STORE: 'postgres',
    DATABASE_URL: databaseUrl,
    BIRITCH_NODE_ID: n.id,
    PORT: String(n.port),
    BIRITCH_LEASE_MS: String(options.leaseMs ?? 3000),
    BIRITCH_TRUST_PROXY: '127.0.0.1',
    BIRITCH_CONNECTION_BURST: '1000000',
    BIRITCH_CONNECTIONS_PER_MINUTE: '1000000',
    BIRITCH_HTTP_WRITE_BURST: '1000000',
    BIRITCH_HTTP_WRITES_PER_MINUTE: '1000000',
    // Scripted players act much faster than people (as secrecy.test.ts raises the limit too).
    BIRITCH_FLOOD_BURST: '10000',
    BIRITCH_FLOOD_PER_SECOND: '10000',
    BIRITCH_DATA_DIR: join(dir, n.id),
    ...options.env,
  });
  const startNode = async (n: NodeProcess): Promise<void> => {
    n.server = await children.start(envOf(n));
  };
  let haproxy: ChildProcess | null = null;
  try {
    // The first process migrates the database; the others then start together.
    await startNode(nodes[0]!);
    await Promise.all(nodes.slice(1).map(startNode));
    const bin = options.haproxy === false ? null : findHaproxy();
    let url = nodes[0]!.url;
    if (bin) {
      const front = await freePort();
      const cfg = join(dir, 'haproxy.cfg');
      writeFileSync(cfg, haproxyConfig(front, nodes));
      haproxy = spawn(bin, ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
      let said = '';
      haproxy.stderr!.on('data', (d: Buffer) => (said = (said + d.toString()).slice(-2000)));
      url = `http://127.0.0.1:${front}`;
      const front_ = url;
      await waitUntil(async () => (await fetch(`${front_}/health`).catch(() => null))?.ok === true, 10_000).catch(
        (e: unknown) => {
          throw new Error(`HAProxy did not serve: ${said}`, { cause: e });
        },
      );
    }
    const set: ClusterUnderTest = {
      url,
      nodes,
      pg: pgCluster,
      databaseUrl,
      db,
      socketUrl: (tableId) => `${url.replace('http', 'ws')}/ws?table=${encodeURIComponent(tableId)}`,
      async createTable(settings) {
        // A process that is between leases (a loaded machine) answers 503: ask again, as a client would.
        for (let attempt = 0; ; attempt++) {
          const res = await fetch(`${url}/api/tables`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(settings),
          });
          if (res.status === 201) return (await res.json()) as CreateTableResponse;
          if (res.status !== 503 || attempt >= 20) throw new Error(`create: ${res.status} ${await res.text()}`);
          await new Promise((r) => setTimeout(r, 200));
        }
      },
      async ownerIndex(tableId) {
        const { rows } = await db.query<{ node_id: string }>(
          `SELECT n.node_id FROM table_owners o JOIN nodes n ON n.incarnation = o.owner
           WHERE o.table_id = $1 AND n.expires_at > now()`,
          [tableId],
        );
        return rows[0] ? nodes.findIndex((n) => n.id === rows[0]!.node_id) : -1;
      },
      async kill(i) {
        const s = nodes[i]!.server;
        nodes[i]!.server = null;
        if (s && s.child.exitCode === null) await killHard(s.child);
      },
      async stop(i) {
        const s = nodes[i]!.server;
        nodes[i]!.server = null;
        if (!s || s.child.exitCode !== null) return;
        await new Promise<void>((resolve) => {
          s.child.once('exit', () => resolve());
          s.child.kill('SIGTERM');
        });
      },
      restart: (i) => startNode(nodes[i]!),
      pause: (i) => void nodes[i]!.server?.child.kill('SIGSTOP'),
      resume: (i) => void nodes[i]!.server?.child.kill('SIGCONT'),
      async log(tableId) {
        const { rows } = await db.query<{ seq: number; fence: string | null; event: string }>(
          'SELECT seq, fence, event::text AS event FROM events WHERE table_id = $1 ORDER BY seq',
          [tableId],
        );
        return rows.map((r) => ({ seq: r.seq, fence: r.fence === null ? null : Number(r.fence), event: r.event }));
      },
      async close() {
        haproxy?.kill('SIGKILL');
        for (const n of nodes) n.server?.child.kill('SIGCONT');
        children.killAll();
        await db.end().catch(() => undefined);
        await pgCluster.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
    return set;
  } catch (e) {
    haproxy?.kill('SIGKILL');
    children.killAll();
    await db.end().catch(() => undefined);
    await pgCluster.stop();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

/** Polls `test` every 50 ms until it holds; throws after `timeoutMs`. */
export async function waitUntil(test: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await test()) return;
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A player who stays at the table through failures: reconnects through the front with its last seq
 * (as apps/web's reconnecting socket does), and keeps every event body it was sent and every
 * acknowledged seq, so a test can check them against the log.
 */
export class Player {
  client: TableClient | null = null;
  /** seq → the event's JSON, for every event this player was sent with its body. */
  readonly seen = new Map<number, string>();
  /** Seqs of this player's acknowledged commands. */
  readonly acks: number[] = [];
  /** Close codes of the sockets this player lost. */
  readonly closes: number[] = [];
  private lastSeq: number | undefined;
  private lastProblem = '';
  /** Whether to check every frame against the protocol's schema (off for thousands of sockets). */
  validate = true;
  /** Settles when the current socket closes. */
  private closed: Promise<'lost'> = Promise.resolve('lost');

  constructor(
    private readonly socketUrl: string,
    readonly tableId: string,
    readonly token: string | undefined,
  ) {}

  /** The seq this player has seen up to. */
  get seq(): number {
    return this.client?.seq ?? this.lastSeq ?? 0;
  }

  /** Whether the socket is open and welcomed. */
  get connected(): boolean {
    return this.client !== null && this.client.socket.readyState === this.client.socket.OPEN;
  }

  /** Connects (again) until welcomed or `timeoutMs` passes; answers how long it took (ms). */
  async connect(timeoutMs = 20_000, random: () => number = Math.random): Promise<number> {
    const start = Date.now();
    for (let attempt = 0; ; attempt++) {
      if (Date.now() - start > timeoutMs)
        throw new Error(`${this.token ? 'seat' : 'spectator'}: no welcome in time (last: ${this.lastProblem})`);
      if (this.client) this.lastSeq = this.client.seq;
      this.client = null;
      try {
        const c = await TableClient.connect(this.socketUrl);
        c.record = false;
        c.validate = this.validate;
        this.closed = new Promise((resolve) =>
          c.socket.once('close', (code: number) => {
            this.closes.push(code);
            resolve('lost');
          }),
        );
        c.onMessage = (m) => {
          if (m.type === 'event' && m.event !== undefined) this.seen.set(m.seq, JSON.stringify(m.event));
        };
        const w = await withTimeout(
          c.hello({
            tableId: this.tableId,
            ...(this.token !== undefined ? { token: this.token } : {}),
            ...(this.lastSeq !== undefined ? { lastSeq: this.lastSeq } : {}),
          }),
          5000,
        );
        if (w?.type === 'welcome') {
          this.client = c;
          return Date.now() - start;
        }
        this.lastProblem = w === null ? 'no answer to hello' : `${w.type} ${'code' in w ? w.code : ''}`;
        c.cut();
      } catch (e) {
        // Refused or reset while the table moves: try again.
        this.lastProblem = e instanceof Error ? e.message : String(e);
      }
      // Full jitter, capped (scale-out spec §3.5).
      await sleep(random() * Math.min(1000, 100 * 2 ** attempt));
    }
  }

  /** Sends a command: its reply, or 'lost' when the socket closes (or stays silent) first. */
  async command(command: PlayerCommand, timeoutMs = 10_000): Promise<Reply | 'lost'> {
    const c = this.client;
    if (!c || c.socket.readyState !== c.socket.OPEN) return 'lost';
    const reply = await Promise.race([c.command(command), this.closed, sleep(timeoutMs).then(() => 'lost' as const)]);
    if (reply !== 'lost' && reply.type === 'ack') this.acks.push(reply.seq);
    return reply;
  }

  /**
   * Asks for the next deal: its reply, or 'lost' when the socket closes (or stays silent) first —
   * a request sent while the table is handed over may never be answered, and waiting for it without
   * end hung the rolling-restart test once in CI.
   */
  async nextDeal(request: { another?: boolean } = {}, timeoutMs = 10_000): Promise<Reply | 'lost'> {
    const c = this.client;
    if (!c || c.socket.readyState !== c.socket.OPEN) return 'lost';
    return Promise.race([c.nextDeal(request), this.closed, sleep(timeoutMs).then(() => 'lost' as const)]);
  }

  close(): void {
    this.client?.close();
  }
}

type Reply = Extract<ServerMessage, { type: 'ack' | 'error' }>;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T | null> => Promise.race([p, sleep(ms).then(() => null)]);

/**
 * One step of play by whoever may act, through failures: a lost socket is reconnected, a refusal
 * while the table moves (`cluster/…`, `store/unavailable`) is retried. Answers false when nobody
 * could act (the deal has ended).
 */
export async function playOn(players: readonly Player[], random: () => number, timeoutMs = 30_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    for (const p of players) if (!p.connected) await p.connect(Math.max(1000, end - Date.now()));
    const top = Math.max(...players.map((p) => p.seq));
    // Everyone has caught up with the last batch before anyone acts on it.
    await Promise.all(
      players.map((p) =>
        p.seq >= top ? null : p.client!.waitFor((m) => m.type === 'view' && m.seq >= top, 5000).catch(() => null),
      ),
    );
    const actor = players.find((p) => p.client?.randomAction(random, { passBias: 0.4 }) !== null);
    if (!actor) return false;
    const action = actor.client!.randomAction(random, { passBias: 0.4 })!;
    const acted = actor.seq;
    const reply = await actor.command(action);
    if (reply === 'lost') continue;
    if (reply.type === 'ack') {
      await Promise.all(
        players.map((p) =>
          p.seq >= reply.seq
            ? null
            : p.client?.waitFor((m) => m.type === 'view' && m.seq >= reply.seq, 5000).catch(() => null),
        ),
      );
      return true;
    }
    if (!/^(cluster|store)\//.test(reply.code) && reply.code !== 'table/closed') {
      // The wait above gives up after 5 s, so on a loaded machine a client can act on a view that a
      // later one has replaced (its card already played): that refusal is the client's, not the
      // table's. A refusal of a move made on the latest view is a failure.
      const newer = (p: Player): boolean => p.seq > acted;
      const stale =
        players.some(newer) ||
        (await actor
          .client!.waitFor((m) => m.type === 'view' && m.seq > acted, 2000)
          .then(() => true)
          .catch(() => false));
      if (!stale) {
        throw new Error(`${actor.client?.seat} ${JSON.stringify(action)} refused: ${reply.code} ${reply.message}`);
      }
    }
    await sleep(100);
  }
  throw new Error('no step of play within the time allowed');
}

/**
 * The invariants of scale-out spec §4 over one table's stored log: seqs 1..n without a gap (I2),
 * fences never decreasing along seq (I3), and every event any player was sent, and every
 * acknowledged seq, present and unchanged (I1). Answers the problems found (none: []).
 */
export async function checkLog(set: ClusterUnderTest, tableId: string, players: readonly Player[]): Promise<string[]> {
  const log = await set.log(tableId);
  const problems: string[] = [];
  log.forEach((e, i) => {
    if (e.seq !== i + 1) problems.push(`seq ${e.seq} at position ${i + 1}`);
    const before = log[i - 1]?.fence;
    if (i > 0 && e.fence !== null && before !== null && before !== undefined && e.fence < before)
      problems.push(`fence goes back from ${before} to ${e.fence} at seq ${e.seq}`);
  });
  const bySeq = new Map(log.map((e) => [e.seq, e.event]));
  for (const p of players) {
    for (const [seq, event] of p.seen) {
      const stored = bySeq.get(seq);
      if (stored === undefined) problems.push(`seq ${seq} was sent to a player but is not in the log`);
      else if (JSON.stringify(JSON.parse(stored)) !== event) problems.push(`seq ${seq} differs from what was sent`);
    }
    for (const seq of p.acks) if (!bySeq.has(seq)) problems.push(`acknowledged seq ${seq} is not in the log`);
  }
  return problems;
}

/**
 * A POST with headers fetch will not send (`Host`: the site name a proxy would pass on), as a
 * browser on that site would make it: JSON body, and the answer's JSON and session cookie.
 */
export function httpPost(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; json: Record<string, unknown>; cookie: string | null }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (data += d));
        res.on('end', () => {
          const cookie = res.headers['set-cookie']?.[0]?.split(';')[0] ?? null;
          resolve({
            status: res.statusCode ?? 0,
            json: data ? (JSON.parse(data) as Record<string, unknown>) : {},
            cookie,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
