/**
 * `npm run bench:server`: load benchmark of the table server over loopback WebSockets.
 *
 * ```sh
 * npm run bench:server                                  # 1000 tables, 20 s measured
 * npm run bench:server -- --tables 200 --seconds 10 --think 2000
 * ```
 * The server runs in a child process (as `npm start` runs it, SQLite in a temporary directory);
 * this process plays: four scripted players per table, each a WebSocket client choosing random
 * legal calls and cards from its view, one action per table every `think` ms on average
 * (default 2000 ms: a brisk table; real play is nearer one action every 5–6 s).
 * Reported: latency from sending a command to the moment all four seats have received its
 * broadcast (p50, p99, max), commands per second, the server's CPU (percent of one core) and
 * memory per table (heap and RSS growth after the tables are created and joined, divided by the
 * number of tables). Bounded in time; stops by itself and removes its data directory.
 * The server runs as deployed, with the double-dummy analysis of every finished deal;
 * `--no-analysis` measures the table server alone.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { PlayerCommand, ServerMessage } from '@biritch/protocol';
import type { TableView } from '@biritch/core';

interface Stats {
  readonly cpu: NodeJS.CpuUsage;
  /** Event-loop delay p99 (ms) since the last report. */
  readonly loopP99: number;
  readonly heapUsed: number;
  readonly rss: number;
  readonly tables: number;
}

// ---------------------------------------------------------------------------------------------
// Child: the server.

async function serve(): Promise<void> {
  const { startServer } = await import('../packages/server/src/index.js');
  const dataDir = process.env['BENCH_DATA_DIR']!;
  const analysis = process.env['BENCH_ANALYSIS'] === 'off' ? { analysis: null } : {};
  const limits = { httpWriteBurst: 1e9, connectionBurst: 1e9 };
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, robots: null, logger: false, ...limits, ...analysis });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  process.on('message', (m: unknown) => {
    if (m === 'stats' || m === 'stats-gc') {
      // A full collection only outside the measured window (it would pause the server).
      if (m === 'stats-gc') globalThis.gc?.();
      const mem = process.memoryUsage();
      const stats: Stats = { cpu: process.cpuUsage(), loopP99: loop.percentile(99) / 1e6, heapUsed: mem.heapUsed, rss: mem.rss, tables: server.lobby.size };
      loop.reset();
      process.send!({ stats });
    } else if (m === 'stop') void server.close().then(() => process.exit(0));
  });
  process.send!({ url: server.url });
}

// ---------------------------------------------------------------------------------------------
// Parent: the players.

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number`);
  return v;
};

class Player {
  seq = 0;
  view: TableView | null = null;
  private waiting: { seq: number; resolve: () => void } | null = null;
  private replies = new Map<string, (m: Extract<ServerMessage, { type: 'ack' | 'error' }>) => void>();
  private nextId = 0;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString('utf8')) as ServerMessage;
      if (m.type === 'view' || m.type === 'welcome') {
        this.seq = m.seq;
        if (m.view) this.view = m.view;
        if (this.waiting && this.seq >= this.waiting.seq) {
          const w = this.waiting;
          this.waiting = null;
          w.resolve();
        }
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

  request(msg: { type: 'command'; command: PlayerCommand } | { type: 'nextDeal' } | { type: 'hello'; tableId: string; token: string }): Promise<Extract<ServerMessage, { type: 'ack' | 'error' }>> {
    const id = `r${this.nextId++}`;
    return new Promise((resolve) => {
      this.replies.set(id, resolve);
      this.socket.send(JSON.stringify({ ...msg, id }));
    });
  }

  /** Resolves once this player's view has reached `seq`. */
  reach(seq: number): Promise<void> {
    if (this.seq >= seq) return Promise.resolve();
    return new Promise((resolve) => (this.waiting = { seq, resolve }));
  }

  action(random: () => number): PlayerCommand | null {
    const v = this.view;
    if (!v || v.viewer === 'spectator' || v.toAct !== v.viewer) return null;
    if (v.legalCalls.length) {
      const pass = v.legalCalls.find((c) => c.type === 'pass');
      // Pass about half the time: auctions of a few rounds, few passed-out deals (about 6%, as at real tables).
      return { type: 'call', call: pass && random() < 0.5 ? pass : v.legalCalls[Math.floor(random() * Math.min(8, v.legalCalls.length))]! };
    }
    return v.legalCards.length ? { type: 'play', card: v.legalCards[Math.floor(random() * v.legalCards.length)]! } : null;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const tables = arg('tables', 1000);
  const seconds = arg('seconds', 20);
  const think = arg('think', 2000);
  const dir = mkdtempSync(join(tmpdir(), 'biritch-bench-'));
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_DATA_DIR: dir, BENCH_ANALYSIS: process.argv.includes('--no-analysis') ? 'off' : 'on' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const hardStop = setTimeout(() => {
    console.error('bench: time limit reached, stopping');
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    process.exit(2);
  }, (seconds + 240) * 1000);
  hardStop.unref();
  const fromChild = <T>(key: string): Promise<T> =>
    new Promise((resolve) => {
      const on = (m: Record<string, unknown>): void => {
        if (key in m) {
          child.off('message', on);
          resolve(m[key] as T);
        }
      };
      child.on('message', on);
    });
  const url = await fromChild<string>('url');
  const stats = (gc = false): Promise<Stats> => {
    const p = fromChild<Stats>('stats');
    child.send(gc ? 'stats-gc' : 'stats');
    return p;
  };
  const before = await stats(true);

  // Create the tables and seat four players at each, a few at a time.
  const started = performance.now();
  const seated: Player[][] = [];
  const wsUrl = `${url.replace('http', 'ws')}/ws`;
  for (let i = 0; i < tables; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, tables - i) }, async () => {
        const res = await fetch(`${url}/api/tables`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ form: 'duplicate', boards: 36, seats: { N: 'human', E: 'human', S: 'human', W: 'human' } }),
        });
        const created = (await res.json()) as { table: { id: string }; tickets: { token: string }[] };
        return Promise.all(
          created.tickets.map(
            (t) =>
              new Promise<Player>((resolve, reject) => {
                const socket = new WebSocket(wsUrl);
                const p = new Player(socket);
                socket.once('open', () => void p.request({ type: 'hello', tableId: created.table.id, token: t.token }).then(() => resolve(p)));
                socket.once('error', reject);
              }),
          ),
        );
      }),
    );
    seated.push(...batch);
  }
  // Wait for the welcomes' views.
  await Promise.all(seated.flat().map((p) => p.reach(1)));
  const joined = await stats(true);
  console.log(
    `${tables} tables created and joined (${tables * 4} sockets) in ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`,
  );

  const latencies: number[] = [];
  let measuring = false;
  let stop = false;
  let commands = 0;
  let refused = 0;
  let seed = 12345;
  const random = (): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 4294967296;
  };
  const runTable = async (players: Player[]): Promise<void> => {
    await sleep(random() * think);
    while (!stop) {
      const view = players[0]!.view;
      if (view?.phase === 'ended') {
        const r = await players[0]!.request({ type: 'nextDeal' });
        if (r.type === 'ack') await Promise.all(players.map((p) => p.reach(r.seq)));
        else return;
        continue;
      }
      let actor: Player | undefined;
      let action: PlayerCommand | null = null;
      for (const p of players) {
        action = p.action(random);
        if (action) {
          actor = p;
          break;
        }
      }
      if (!actor || !action) return;
      const t0 = performance.now();
      const r = await actor.request({ type: 'command', command: action });
      if (r.type === 'error') {
        refused++;
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
  const running = seated.map(runTable);
  await sleep(Math.min(5000, think * 2));
  measuring = true;
  const cpuStart = (await stats()).cpu;
  const ownStart = process.cpuUsage();
  const ownLoop = monitorEventLoopDelay({ resolution: 5 });
  ownLoop.enable();
  const t0 = performance.now();
  await sleep(seconds * 1000);
  const end = await stats();
  const wall = (performance.now() - t0) / 1000;
  const own = process.cpuUsage(ownStart);
  ownLoop.disable();
  measuring = false;
  stop = true;
  await Promise.race([Promise.all(running), sleep(think * 2 + 5000)]);

  const cpu = ((end.cpu.user - cpuStart.user + end.cpu.system - cpuStart.system) / 1e6 / wall) * 100;
  latencies.sort((a, b) => a - b);
  const mb = (n: number): string => (n / 1024 / 1024).toFixed(1);
  console.log(`measured ${wall.toFixed(1)} s: ${commands} commands (${(commands / wall).toFixed(0)}/s), ${refused} refused`);
  console.log(
    `latency command → broadcast reached all four seats: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
  );
  console.log(
    `server CPU: ${cpu.toFixed(0)}% of one core (user + system), ${((cpu * 10) / Math.max(1, commands / wall)).toFixed(2)} ms per command; server event-loop delay p99 ${end.loopP99.toFixed(1)} ms`,
  );
  console.log(
    `players' process (the load generator, same machine): CPU ${(((own.user + own.system) / 1e6 / wall) * 100).toFixed(0)}% of one core, event-loop delay p99 ${(ownLoop.percentile(99) / 1e6).toFixed(1)} ms`,
  );
  console.log(
    `server memory: heap ${mb(before.heapUsed)} → ${mb(joined.heapUsed)} MB after joining (${((joined.heapUsed - before.heapUsed) / tables / 1024).toFixed(1)} KB per table), ` +
      `RSS ${mb(before.rss)} → ${mb(joined.rss)} MB (${((joined.rss - before.rss) / tables / 1024).toFixed(1)} KB per table); ` +
      `after play: heap ${mb(end.heapUsed)} MB, RSS ${mb(end.rss)} MB`,
  );
  for (const p of seated.flat()) p.socket.terminate();
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
  clearTimeout(hardStop);
}

if (process.argv.includes('--serve')) await serve();
else await main();
