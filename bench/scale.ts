/**
 * `npm run bench:scale`: one process on SQLite against three processes on PostgreSQL (issue 27),
 * at 1,000 and 3,000 four-player tables, in one run, over loopback.
 *
 * ```sh
 * npm run bench:scale                                      # 1000 and 3000 tables, 20 s each
 * npm run bench:scale -- --sizes 200 --seconds 10 --think 5000 --only cluster --pool 30
 * ```
 * Each set-up runs `main.ts` as `npm start` runs it (child processes): the baseline with its
 * SQLite file, the cluster with a throwaway PostgreSQL (packages/server/src/cluster/harness) and
 * three processes with the production lease (5 s). This process plays: four scripted players per
 * table, one action per table every `think` ms on average (default 5000: a real table's pace).
 * The players connect straight to the process that created (and so owns) each table — where
 * HAProxy's hash usually sends them — so the figures have no relay hop and no HAProxy in them.
 * Reported per set-up: the machine's load average, commands/s, latency from a command to its
 * broadcast at all four seats (p50/p99), CPU of the Biritch processes and of PostgreSQL (percent of
 * one core, from /proc/<pid>/stat), their memory (PSS), the lease losses the processes logged
 * (with why), and, for the cluster, how long a table is unavailable when its process goes: after
 * a handover (SIGTERM: from the table's coded close) and after kill -9 (from the signal), until
 * its four seats are welcomed by another process, over 100 tables of each.
 * Each process has a PostgreSQL pool of `--pool` connections (default 30; the server's default is
 * 10) plus one of its own for the lease's heartbeat: at 1,000 tables a process on a shared disk,
 * commits of 20–100 ms saturate a pool of 10 (p50 597 ms against 262 ms with 40, load average 8–9),
 * and renewals that queued behind appends in the same pool lost leases (2,359 ms waited).
 * Bounded: every phase has a time limit, and the run as a whole `--limit-minutes` (default 11;
 * each row is printed when measured); everything started is killed at the end.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { TableView } from '@biritch/core';
import type { PlayerCommand, ServerMessage } from '@biritch/protocol';

type Harness = typeof import('../packages/server/src/cluster/harness.testing.js');
type Children = typeof import('../packages/server/src/testing/childServer.js');

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const sizes = arg('sizes', '1000,3000').split(',').map(Number);
const seconds = Number(arg('seconds', '20'));
const think = Number(arg('think', '5000'));
const only = arg('only', 'both');
const pool = Number(arg('pool', '30'));
if (sizes.some((n) => !Number.isInteger(n) || n <= 0) || !(seconds > 0) || !(think > 0) || !(pool >= 1))
  throw new Error('--sizes must be positive integers, --seconds, --think and --pool positive numbers');

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

// ---------------------------------------------------------------------------------------------
// CPU and memory of processes, from /proc (Linux).

const TICK = 100; // clock ticks per second (getconf CLK_TCK on Linux)
/** Every pid with its parent, from /proc. */
function processTable(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  return parents;
}
/** The pids and all their descendants (PostgreSQL's backends are children of the postmaster). */
function withDescendants(roots: readonly number[]): number[] {
  const parents = processTable();
  const out = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents)
      if (out.has(ppid) && !out.has(pid)) {
        out.add(pid);
        grew = true;
      }
  }
  return [...out];
}
/**
 * CPU seconds (user + system) of a set of processes, with what their exited children used (a
 * PostgreSQL backend that ends is counted in the postmaster's), and their proportional set size
 * in MB (shared memory split between the processes that map it, so PostgreSQL's shared buffers
 * count once).
 */
function usage(pids: readonly number[]): { cpu: number; rssMb: number } {
  let cpu = 0;
  let pss = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu += (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / TICK;
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      pss += Number(/Pss:\s+(\d+)/.exec(rollup)?.[1] ?? 0) / 1024;
    } catch {
      // gone meanwhile
    }
  }
  return { cpu, rssMb: pss };
}
/** The postmaster's pid of a cluster on `port` (the process listening there). */
function postmasterOf(port: number): number | null {
  for (const [pid] of processTable()) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.includes('postgres') && cmd.includes(`-p\u0000${port}`)) return pid;
      if (cmd.includes('postgres') && cmd.includes(`-p ${port}`)) return pid;
    } catch {
      // gone
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Players.

class Player {
  seq = 0;
  view: TableView | null = null;
  private waiting: { seq: number; resolve: () => void }[] = [];
  private replies = new Map<string, (m: Extract<ServerMessage, { type: 'ack' | 'error' }>) => void>();
  private nextId = 0;
  readonly closed: Promise<void>;

  constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString('utf8')) as ServerMessage;
      if (m.type === 'view' || m.type === 'welcome') {
        this.seq = Math.max(this.seq, m.seq);
        if (m.view) this.view = m.view;
        const ready = this.waiting.filter((w) => this.seq >= w.seq);
        this.waiting = this.waiting.filter((w) => this.seq < w.seq);
        for (const w of ready) w.resolve();
        if (m.type === 'welcome' && m.id !== undefined) {
          this.replies.get(m.id)?.({ type: 'ack', id: m.id, seq: m.seq });
          this.replies.delete(m.id);
        }
      } else if ((m.type === 'ack' || m.type === 'error') && m.id !== undefined) {
        this.replies.get(m.id)?.(m);
        this.replies.delete(m.id);
      }
    });
  }

  static open(url: string): Promise<Player> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new Player(socket)));
      socket.once('error', reject);
    });
  }

  request(
    msg:
      | { type: 'command'; command: PlayerCommand }
      | { type: 'nextDeal' }
      | { type: 'hello'; tableId: string; token: string; lastSeq?: number },
  ): Promise<Extract<ServerMessage, { type: 'ack' | 'error' }> | null> {
    const id = `r${this.nextId++}`;
    return Promise.race([
      new Promise<Extract<ServerMessage, { type: 'ack' | 'error' }>>((resolve) => {
        this.replies.set(id, resolve);
        this.socket.send(JSON.stringify({ ...msg, id }));
      }),
      this.closed.then(() => null),
    ]);
  }

  reach(seq: number): Promise<void> {
    if (this.seq >= seq) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiting.push({ seq, resolve });
      void this.closed.then(resolve);
    });
  }

  action(random: () => number): PlayerCommand | null {
    const v = this.view;
    if (!v || v.viewer === 'spectator' || v.toAct !== v.viewer) return null;
    if (v.legalCalls.length) {
      const pass = v.legalCalls.find((c) => c.type === 'pass');
      return {
        type: 'call',
        call: pass && random() < 0.5 ? pass : v.legalCalls[Math.floor(random() * Math.min(8, v.legalCalls.length))]!,
      };
    }
    return v.legalCards.length
      ? { type: 'play', card: v.legalCards[Math.floor(random() * v.legalCards.length)]! }
      : null;
  }
}

interface Table {
  readonly id: string;
  readonly tokens: readonly string[];
  /** The process (its base URL) that created and owns the table. */
  readonly home: string;
  players: Player[];
}

let seed = 27;
const random = (): number => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 4294967296;
};

async function createTables(homes: readonly string[], count: number): Promise<Table[]> {
  const tables: Table[] = [];
  for (let i = 0; i < count; i += 30) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(30, count - i) }, async (_, j) => {
        const home = homes[(i + j) % homes.length]!;
        const res = await fetch(`${home}/api/tables`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            form: 'duplicate',
            boards: 36,
            seats: { N: 'human', E: 'human', S: 'human', W: 'human' },
          }),
        });
        if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
        const created = (await res.json()) as { table: { id: string }; tickets: { token: string }[] };
        return { id: created.table.id, tokens: created.tickets.map((t) => t.token), home, players: [] } as Table;
      }),
    );
    tables.push(...batch);
  }
  return tables;
}

async function seat(table: Table, base: string): Promise<void> {
  const ws = `${base.replace('http', 'ws')}/ws`;
  table.players = await Promise.all(
    table.tokens.map(async (token) => {
      const p = await Player.open(ws);
      const r = await p.request({ type: 'hello', tableId: table.id, token });
      if (r?.type !== 'ack') throw new Error(`hello: ${JSON.stringify(r)}`);
      return p;
    }),
  );
}

/** Plays every table for `seconds`, measuring command → broadcast at all four seats. */
async function play(tables: readonly Table[], measureS: number, pids: () => { biritch: number[]; pg: number[] }) {
  const latencies: number[] = [];
  let measuring = false;
  let stop = false;
  let commands = 0;
  let refused = 0;
  let recovered = 0;
  /** Refusals by code (or a closed socket). */
  const why = new Map<string, number>();
  /** A table whose socket closed or whose process refused (`cluster/…`): seat everyone again. */
  const recover = async (t: Table): Promise<boolean> => {
    for (const p of t.players) p.socket.terminate();
    for (let attempt = 0; !stop && attempt < 20; attempt++) {
      try {
        await seat(t, t.home);
        recovered++;
        return true;
      } catch {
        await sleep(200 + random() * 800);
      }
    }
    return false;
  };
  const runTable = async (t: Table): Promise<void> => {
    await sleep(random() * think);
    while (!stop) {
      const players = t.players;
      if (players[0]!.view?.phase === 'ended') {
        const r = await players[0]!.request({ type: 'nextDeal' });
        if (r?.type !== 'ack') {
          if ((r === null || /^(cluster|store)\//.test(r.code)) && (await recover(t))) continue;
          return;
        }
        await Promise.all(players.map((p) => p.reach(r.seq)));
        continue;
      }
      const actor = players.find((p) => p.action(random) !== null);
      if (!actor) return;
      const command = actor.action(random)!;
      const t0 = performance.now();
      const r = await actor.request({ type: 'command', command });
      if (r?.type !== 'ack') {
        refused++;
        const code = r === null ? 'socket closed' : r.code;
        why.set(code, (why.get(code) ?? 0) + 1);
        // The table moved (its process lost its lease) or the socket closed: carry on elsewhere.
        if ((r === null || /^(cluster|store)\//.test(r.code)) && (await recover(t))) continue;
        return;
      }
      await Promise.all(players.map((p) => p.reach(r.seq)));
      if (measuring) {
        latencies.push(performance.now() - t0);
        commands++;
      }
      await sleep(think * (0.5 + random()));
    }
  };
  const running = tables.map(runTable);
  await sleep(Math.min(5000, think));
  measuring = true;
  const b0 = usage(pids().biritch);
  const p0 = usage(pids().pg);
  const own0 = process.cpuUsage();
  const t0 = performance.now();
  await sleep(measureS * 1000);
  const wall = (performance.now() - t0) / 1000;
  const b1 = usage(pids().biritch);
  const p1 = usage(pids().pg);
  const own = process.cpuUsage(own0);
  measuring = false;
  stop = true;
  await Promise.race([Promise.all(running), sleep(think * 2 + 5000)]);
  latencies.sort((a, b) => a - b);
  return {
    commandsPerS: commands / wall,
    refused,
    recovered,
    why: [...why].map(([code, n]) => `${code} ×${n}`).join(', '),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    biritchCpu: ((b1.cpu - b0.cpu) / wall) * 100,
    pgCpu: ((p1.cpu - p0.cpu) / wall) * 100,
    playersCpu: ((own.user + own.system) / 1e6 / wall) * 100,
    biritchRssMb: b1.rssMb,
    pgRssMb: p1.rssMb,
  };
}

type Figures = Awaited<ReturnType<typeof play>> & {
  setup: string;
  tables: number;
  unavailable?: string;
  /** Why processes lost their leases during the run (their own log lines), if they did. */
  lapses?: string[];
};

/** Tables of a stopped or killed process seated again to measure how long they were unavailable. */
const FAILOVER_SAMPLE = 100;

/** The lease losses a process logged (`cluster/node.ts`: "lost its lease (why)"). */
function leaseLosses(out: string): string[] {
  return [...out.matchAll(/lost its lease \(([^)]*)\)/g)].map((m) => m[1]!);
}

/**
 * How long tables were unavailable when their process went (`stop`): per table, from the moment
 * that counts — the signal for a kill, the table's own coded close for a handover (until then the
 * table is served) — until its four seats are welcomed by one of `bases` (which claims it). p50 and max.
 */
async function failover(
  tables: readonly Table[],
  bases: readonly string[],
  stop: () => Promise<void>,
  from: 'signal' | 'closed',
): Promise<string> {
  const signalled = performance.now();
  const closedAt = new Map<Table, number>();
  for (const t of tables) void t.players[0]!.closed.then(() => closedAt.set(t, performance.now()));
  const stopping = stop();
  const back = await Promise.all(
    tables.map(async (t, i) => {
      const base = bases[i % bases.length]!;
      if (from === 'closed') await t.players[0]!.closed;
      const start = from === 'closed' ? (closedAt.get(t) ?? performance.now()) : signalled;
      for (let attempt = 0; performance.now() - start < 60_000; attempt++) {
        try {
          for (const p of t.players) p.socket.terminate();
          await seat(t, base);
          return performance.now() - start;
        } catch {
          await sleep(random() * Math.min(1000, 100 * 2 ** attempt));
        }
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
  await stopping;
  back.sort((a, b) => a - b);
  const s = (ms: number): string => (ms / 1000).toFixed(ms < 1000 ? 2 : 1);
  return `p50 ${s(percentile(back, 50))} s, max ${s(back.at(-1) ?? Number.NaN)} s`;
}

async function baseline(children: Children, tables: number): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'biritch-scale-'));
  const servers = children.childServers(dir);
  try {
    const s = await servers.start({
      BIRITCH_HTTP_WRITE_BURST: '1000000',
      BIRITCH_HTTP_WRITES_PER_MINUTE: '1000000',
      BIRITCH_CONNECTION_BURST: '1000000',
      BIRITCH_CONNECTIONS_PER_MINUTE: '1000000',
    });
    const made = await createTables([s.url], tables);
    for (let i = 0; i < made.length; i += 50) await Promise.all(made.slice(i, i + 50).map((t) => seat(t, t.home)));
    const figures = await play(made, seconds, () => ({ biritch: [s.child.pid!], pg: [] }));
    for (const t of made) for (const p of t.players) p.socket.terminate();
    return { setup: 'one process, SQLite', tables, ...figures };
  } finally {
    servers.killAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function cluster(harness: Harness, tables: number): Promise<Figures> {
  const set = await harness.startCluster({
    nodes: 3,
    leaseMs: 5000,
    haproxy: false,
    env: { BIRITCH_TRUST_PROXY: '127.0.0.1', BIRITCH_PG_POOL: String(pool) },
  });
  try {
    const homes = set.nodes.map((n) => n.url);
    const made = await createTables(homes, tables);
    for (let i = 0; i < made.length; i += 50) await Promise.all(made.slice(i, i + 50).map((t) => seat(t, t.home)));
    const postmaster = postmasterOf(set.pg.port);
    const pids = () => ({
      biritch: set.nodes.flatMap((n) => (n.server?.child.pid ? [n.server.child.pid] : [])),
      pg: postmaster ? withDescendants([postmaster]) : [],
    });
    const figures = await play(made, seconds, pids);
    // Their output, kept before the stop and the kill: the lease losses are counted at the end.
    const servers = set.nodes.map((n) => n.server);
    // Failover, with the other tables quiet: first a handover (SIGTERM) of the second process, then
    // a kill -9 of the third; a sample of each one's tables is seated again on the first process.
    const sample = (home: string): Table[] => made.filter((t) => t.home === home).slice(0, FAILOVER_SAMPLE);
    const stopped = sample(homes[1]!);
    const killed = sample(homes[2]!);
    const watched = new Set([...stopped, ...killed]);
    for (const t of made) if (!watched.has(t)) for (const p of t.players) p.socket.terminate();
    // The handed-over tables go to both live processes, as HAProxy's hash would spread them.
    const handover = await failover(stopped, [homes[0]!, homes[2]!], () => set.stop(1), 'closed');
    const kill = await failover(killed, [homes[0]!], () => set.kill(2), 'signal');
    const lapses = servers.flatMap((server) => leaseLosses(server?.out ?? ''));
    return {
      setup: 'three processes, PostgreSQL',
      tables,
      ...figures,
      lapses,
      unavailable:
        `SIGTERM (handover): ${handover}; kill -9: ${kill} ` +
        `(lease 5 s; ${FAILOVER_SAMPLE} tables of each process seated again on the live ones)`,
    };
  } finally {
    await set.close();
  }
}

const harness: Harness = await import('../packages/server/src/cluster/harness.testing.js');
const children: Children = await import('../packages/server/src/testing/childServer.js');
/** The whole run's bound (issue 27: about ten minutes for the default run on this machine). */
const LIMIT_MS = Number(arg('limit-minutes', '11')) * 60_000;
const hardStop = setTimeout(() => {
  console.error(`bench:scale: the time limit (${LIMIT_MS / 60_000} min) was reached; the rows above are complete`);
  process.exit(2);
}, LIMIT_MS);
hardStop.unref();
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(
  `bench:scale: think ${think} ms, ${seconds} s measured per set-up, PostgreSQL pool ${pool} per process (+1 for ` +
    `the lease); load average at start ${load()} on ${cpus().length} cores`,
);
const HEAD =
  '| set-up | tables | load average | commands/s | p50 | p99 | Biritch CPU | PostgreSQL CPU | players CPU | ' +
  'Biritch memory (PSS) | PostgreSQL memory (PSS) |';
const row = (r: Figures & { load: string }): string =>
  `| ${r.setup} | ${r.tables} | ${r.load} | ${r.commandsPerS.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ` +
  `${r.biritchCpu.toFixed(0)}% | ${r.pgCpu.toFixed(0)}% | ${r.playersCpu.toFixed(0)}% | ${r.biritchRssMb.toFixed(0)} MB | ` +
  `${r.pgRssMb.toFixed(0)} MB |`;
const rows: (Figures & { load: string })[] = [];
for (const n of sizes) {
  for (const kind of ['baseline', 'cluster'] as const) {
    if (only !== 'both' && only !== kind) continue;
    const before = loadavg()[0]!.toFixed(1);
    const r = kind === 'baseline' ? await baseline(children, n) : await cluster(harness, n);
    rows.push({ ...r, load: `${before}–${loadavg()[0]!.toFixed(1)}` });
    // Each row as soon as it is measured: a run cut by the time limit keeps what it has.
    console.log(`  done: ${row(rows.at(-1)!)}`);
  }
}
console.log(`\n${HEAD}`);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(row(r));
for (const r of rows) if (r.unavailable) console.log(`${r.tables} tables, unavailable after: ${r.unavailable}`);
for (const r of rows)
  if (r.lapses)
    console.log(
      `${r.setup}, ${r.tables} tables: ${r.lapses.length} lease losses` +
        (r.lapses.length ? ` (${[...new Set(r.lapses)].slice(0, 5).join('; ')})` : ''),
    );
for (const r of rows)
  console.log(
    `${r.setup}, ${r.tables} tables: ${r.refused} commands refused (${r.why || 'none'}), ` +
      `${r.recovered} tables seated again`,
  );
console.log(`load average at the end ${load()}`);
process.exit(0);
