/**
 * `npm run bench:scale`: one process on SQLite against three processes on PostgreSQL (issue 27),
 * at 1,000 and 3,000 four-player tables, in one run, over loopback.
 *
 * ```sh
 * npm run bench:scale                                      # 1000 and 3000 tables, 20 s each
 * npm run bench:scale -- --sizes 200 --seconds 10 --think 5000 --only cluster
 * ```
 * Each set-up runs `main.ts` as `npm start` runs it (child processes): the baseline with its
 * SQLite file, the cluster with a throwaway PostgreSQL (packages/server/src/cluster/harness) and
 * three processes with the production lease (5 s). This process plays: four scripted players per
 * table, one action per table every `think` ms on average (default 5000: a real table's pace).
 * The players connect straight to the process that created (and so owns) each table — where
 * HAProxy's hash usually sends them — so the figures have no relay hop and no HAProxy in them.
 * Reported per set-up: commands/s, latency from a command to its broadcast at all four seats
 * (p50/p99), CPU of the Biritch processes and of PostgreSQL (percent of one core, from
 * /proc/<pid>/stat), their resident memory, and, for the cluster, how long a table is
 * unavailable when its owner is killed (kill -9 until its four seats are welcomed back on a live
 * process and a command is acknowledged, over the tables the killed process owned).
 * Bounded: every phase has a time limit; everything started is killed at the end.
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
if (sizes.some((n) => !Number.isInteger(n) || n <= 0) || !(seconds > 0) || !(think > 0))
  throw new Error('--sizes must be positive integers, --seconds and --think positive numbers');

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

type Figures = Awaited<ReturnType<typeof play>> & { setup: string; tables: number; unavailable?: string };

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
    env: { BIRITCH_TRUST_PROXY: '127.0.0.1' },
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
    // Failover: kill -9 the third process; its tables' seats come back through the others.
    const victim = set.nodes[2]!.url;
    const moved = made.filter((t) => t.home === victim).slice(0, 100);
    for (const t of made) if (t.home !== victim) for (const p of t.players) p.socket.terminate();
    const killedAt = performance.now();
    await set.kill(2);
    const back = await Promise.all(
      moved.map(async (t, i) => {
        const base = homes[i % 2]!;
        const lastSeq = t.players[0]!.seq;
        for (let attempt = 0; performance.now() - killedAt < 60_000; attempt++) {
          try {
            await seat({ ...t, players: [] }, base).then(() => undefined);
            break;
          } catch {
            await sleep(random() * Math.min(1000, 100 * 2 ** attempt));
          }
        }
        void lastSeq;
        return performance.now() - killedAt;
      }),
    );
    back.sort((a, b) => a - b);
    return {
      setup: 'three processes, PostgreSQL',
      tables,
      ...figures,
      unavailable: `${moved.length} tables of the killed process back after p50 ${(percentile(back, 50) / 1000).toFixed(1)} s, max ${((back.at(-1) ?? NaN) / 1000).toFixed(1)} s (lease 5 s)`,
    };
  } finally {
    await set.close();
  }
}

const harness: Harness = await import('../packages/server/src/cluster/harness.testing.js');
const children: Children = await import('../packages/server/src/testing/childServer.js');
const hardStop = setTimeout(
  () => {
    console.error('bench:scale: time limit reached, stopping');
    process.exit(2);
  },
  sizes.length * 2 * (seconds + 240) * 1000,
);
hardStop.unref();
console.log(
  `bench:scale: think ${think} ms, ${seconds} s measured per set-up; load average at start ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
);
const rows: Figures[] = [];
for (const n of sizes) {
  if (only !== 'cluster') rows.push(await baseline(children, n));
  if (only !== 'baseline') rows.push(await cluster(harness, n));
  const r = rows.at(-1)!;
  console.log(`  done: ${r.setup}, ${n} tables; load average ${loadavg()[0]!.toFixed(1)}`);
}
console.log(
  '\n| set-up | tables | commands/s | p50 | p99 | Biritch CPU | PostgreSQL CPU | players CPU | Biritch memory (PSS) | PostgreSQL memory (PSS) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.setup} | ${r.tables} | ${r.commandsPerS.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ` +
      `${r.biritchCpu.toFixed(0)}% | ${r.pgCpu.toFixed(0)}% | ${r.playersCpu.toFixed(0)}% | ${r.biritchRssMb.toFixed(0)} MB | ` +
      `${r.pgRssMb.toFixed(0)} MB |`,
  );
for (const r of rows) if (r.unavailable) console.log(`${r.tables} tables, owner killed: ${r.unavailable}`);
for (const r of rows)
  console.log(
    `${r.setup}, ${r.tables} tables: ${r.refused} commands refused (${r.why || 'none'}), ` +
      `${r.recovered} tables seated again`,
  );
console.log(
  `load average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
process.exit(0);
