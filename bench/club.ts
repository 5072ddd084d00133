/**
 * `node --import tsx bench/club.ts`: load benchmark of the club night over loopback (issue 24):
 * 60 table devices entering at once and 300 viewers of the live results.
 *
 * ```sh
 * node --import tsx bench/club.ts                          # 60 tables, 300 viewers, 3 rounds
 * node --import tsx bench/club.ts --rounds 5 --viewers 300 --ranking after-round
 * ```
 * The server runs in a child process (as `npm start` runs it, SQLite in a temporary directory).
 * This process sets up a session of two 30-table Mitchell sections in one scoring group (120
 * pairs, one board a round), subscribes 60 table devices and `viewers` public viewers, and for
 * each round: starts it, has all 60 devices enter their board at once, then all 60 confirm at
 * once (EW side). Reported: for each confirmation, the time from sending it to the moment every
 * viewer has a `results` message at or after its seq (p50, p99, max); entry acks (p50, p99); the
 * server's CPU over the measured rounds (percent of one core). With `--ranking live` (default)
 * every confirmation changes the public ranking, the heaviest case. Bounded: stops by itself
 * (hard limit 5 minutes) and removes its data directory. `BENCH_PROF=1` writes a CPU profile of
 * the server process to /tmp/prof (`--cpu-prof`).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { SessionServerMessage, SessionTableView, TableCredential } from '@biritch/protocol';

// ---------------------------------------------------------------------------------------------
// Child: the server.

async function serve(): Promise<void> {
  const { startServer } = await import('../packages/server/src/index.js');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: process.env['BENCH_DATA_DIR']!,
    robots: null,
    analysis: null,
    logger: false,
    httpWriteBurst: 1e9,
    // Every device and viewer connects from 127.0.0.1: the per-address limits would refuse them.
    connectionBurst: 1e9,
    connectionsPerMinute: 1e9,
  });
  process.on('message', (m: unknown) => {
    if (m === 'cpu')
      process.send!({
        cpu: process.cpuUsage(),
        rss: process.memoryUsage().rss,
        elu: performance.eventLoopUtilization(),
      });
    else if (m === 'stop') void server.close().then(() => process.exit(0));
  });
  // The parent gone (hard limit, ^C, timeout): the server goes too, never left behind.
  process.on('disconnect', () => process.exit(0));
  process.send!({ url: server.url });
}

// ---------------------------------------------------------------------------------------------
// Parent: the devices, the viewers, the director.

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v <= 0) throw new Error(`--${name} must be a positive whole number`);
  return v;
};
const textArg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** A socket that answers requests by id and tracks seq; parses only what it needs. */
class Client {
  view: SessionTableView | null = null;
  /** The seq of each results message, with its arrival time. */
  readonly results: { seq: number; at: number }[] = [];
  private readonly replies = new Map<string, (m: SessionServerMessage) => void>();
  private nextId = 0;
  private viewWaiters: (() => void)[] = [];

  constructor(
    readonly socket: WebSocket,
    private readonly parseAll: boolean,
  ) {
    socket.on('message', (data: Buffer) => {
      const at = performance.now();
      const text = data.toString('utf8');
      // Viewers read only the type and seq at the head of the frame (JSON.stringify keeps key order).
      const head = /^\{"type":"(\w+)"(?:,"seq":(\d+))?/.exec(text);
      if (head?.[1] === 'results') this.results.push({ seq: Number(head[2]), at });
      if (!this.parseAll && head?.[1] !== 'ack' && head?.[1] !== 'error' && head?.[1] !== 'welcome') return;
      const m = JSON.parse(text) as SessionServerMessage;
      if (m.type === 'tableView') {
        this.view = m.view;
        for (const w of this.viewWaiters.splice(0)) w();
      }
      if ((m.type === 'ack' || m.type === 'error' || m.type === 'welcome') && m.id !== undefined) {
        this.replies.get(m.id)?.(m);
        this.replies.delete(m.id);
      }
    });
  }

  static open(url: string, parseAll: boolean): Promise<Client> {
    return new Promise((resolve, reject) => {
      const s = new WebSocket(url);
      s.once('open', () => resolve(new Client(s, parseAll)));
      s.once('error', reject);
    });
  }

  request(msg: Record<string, unknown>): Promise<SessionServerMessage> {
    const id = `r${this.nextId++}`;
    return new Promise((resolve) => {
      this.replies.set(id, resolve);
      this.socket.send(JSON.stringify({ ...msg, id }));
    });
  }

  /** Resolves once the device's view is at `round`, started. */
  async roundStarted(round: number): Promise<void> {
    while (!(this.view?.round === round && this.view.roundState === 'started'))
      await new Promise<void>((r) => this.viewWaiters.push(r));
  }
}

async function main(): Promise<void> {
  const viewers = arg('viewers', 300);
  const rounds = arg('rounds', 3);
  const ranking = textArg('ranking', 'live');
  const hardStop = setTimeout(() => {
    console.error('bench: hard time limit reached');
    process.exit(2);
  }, 5 * 60_000);
  const dir = mkdtempSync(join(tmpdir(), 'biritch-bench-club-'));
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx', ...(process.env['BENCH_PROF'] ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])],
    env: { ...process.env, BENCH_DATA_DIR: dir },
  });
  const url = await new Promise<string>((resolve) => child.once('message', (m: { url: string }) => resolve(m.url)));
  type Usage = { cpu: NodeJS.CpuUsage; rss: number; elu: EventLoopUtilization };
  const cpu = (): Promise<Usage> =>
    new Promise((resolve) => {
      child.once('message', (m: Usage) => resolve(m));
      child.send('cpu');
    });
  const http = async (method: string, path: string, body?: unknown, token?: string): ReturnType<Response['json']> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const json = await res.json();
    if (res.status >= 400) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
    return json;
  };

  // Set-up: two 30-table Mitchell sections in one scoring group, 60 pairs each, one board a round.
  const created = await http('POST', '/api/sessions', {
    name: 'Bench night',
    sections: [
      { section: 'A', tables: 30, scoringGroup: 'G' },
      { section: 'B', tables: 30, scoringGroup: 'G' },
    ],
    settings: { ranking },
  });
  const id: string = created.session.id;
  const token: string = created.directorToken;
  for (const section of ['A', 'B']) {
    const csv = [
      'name1,name2',
      ...Array.from({ length: 60 }, (_, i) => `Player ${section}${i + 1}a,Player ${section}${i + 1}b`),
    ].join('\n');
    await http('POST', `/api/sessions/${id}/participants`, { section, csv }, token);
    await http('POST', `/api/sessions/${id}/movement`, { section, name: 'mitchell-30', boardsPerRound: 1 }, token);
  }
  await http('POST', `/api/sessions/${id}/boards`, { source: 'deal', count: 30 }, token);
  const tables = (await http('GET', `/api/sessions/${id}/tables`, undefined, token)) as TableCredential[];
  const ws = `${url.replace('http', 'ws')}/ws/sessions`;
  const devices = await Promise.all(
    tables.map(async (t) => {
      const c = await Client.open(ws, true);
      const w = await c.request({
        type: 'subscribe',
        credential: { role: 'table', code: t.code, pin: t.pin },
      });
      if (w.type !== 'welcome') throw new Error(`device ${t.section}${t.table}: ${JSON.stringify(w)}`);
      return c;
    }),
  );
  const audience: Client[] = [];
  for (let i = 0; i < viewers; i += 50)
    audience.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, viewers - i) }, async () => {
          const c = await Client.open(ws, false);
          const w = await c.request({ type: 'subscribe', credential: { role: 'public', sessionId: id } });
          if (w.type !== 'welcome') throw new Error(`viewer: ${JSON.stringify(w)}`);
          return c;
        }),
      )),
    );
  console.log(
    `set up: 2 sections × 30 tables (120 pairs), ${devices.length} devices, ${audience.length} viewers, ` +
      `ranking ${ranking}; load average ${loadavg()[0]!.toFixed(1)}`,
  );

  const confirmLatency: number[] = [];
  const entryLatency: number[] = [];
  let missing = 0;
  let refused = 0;
  const start = await cpu();
  const ownStart = process.cpuUsage();
  const t0 = performance.now();
  for (let round = 1; round <= rounds; round++) {
    for (const section of ['A', 'B'])
      await http('POST', `/api/sessions/${id}/rounds/${round}/start`, { section }, token);
    await Promise.all(devices.map((d) => d.roundStarted(round)));
    // Every device enters at once: a different score at each table, so the ranking moves.
    await Promise.all(
      devices.map(async (d) => {
        const v = d.view!;
        const board = v.boards[0]!.board;
        const sent = performance.now();
        const r = await d.request({
          type: 'command',
          commandId: `bench-${v.section}${v.table}-r${round}`,
          command: {
            type: 'enterResult',
            section: v.section,
            round,
            table: v.table,
            board,
            ns: v.ns!.id,
            ew: v.ew!.id,
            contract: '3NT',
            declarer: 'N',
            tricks: 6 + ((v.table * 7 + round) % 8),
          },
        });
        if (r.type !== 'ack') refused++;
        entryLatency.push(performance.now() - sent);
      }),
    );
    // Every device's EW confirms at once; afterwards, each confirmation's latency is the time until
    // the last viewer had a results message at or after its seq (arrival times are recorded as
    // frames come in, so the wait below costs nothing to the measure).
    const confirmed: { sent: number; seq: number }[] = [];
    await Promise.all(
      devices.map(async (d) => {
        const v = d.view!;
        const sent = performance.now();
        const r = await d.request({
          type: 'command',
          side: 'EW',
          command: { type: 'confirmResult', section: v.section, round, table: v.table, board: v.boards[0]!.board },
        });
        if (r.type === 'ack') confirmed.push({ sent, seq: r.seq });
        else refused++;
      }),
    );
    const last = Math.max(...confirmed.map((c) => c.seq));
    const deadline = performance.now() + 10_000;
    while (audience.some((a) => !a.results.some((x) => x.seq >= last)) && performance.now() < deadline) await sleep(20);
    for (const c of confirmed) {
      let worst = 0;
      for (const a of audience) {
        const got = a.results.find((x) => x.seq >= c.seq);
        if (!got) {
          missing++;
          worst = Number.NaN;
          break;
        }
        worst = Math.max(worst, got.at - c.sent);
      }
      if (!Number.isNaN(worst)) confirmLatency.push(worst);
    }
    for (const section of ['A', 'B'])
      await http('POST', `/api/sessions/${id}/rounds/${round}/close`, { section }, token);
  }
  const wall = (performance.now() - t0) / 1000;
  const end = await cpu();
  const own = process.cpuUsage(ownStart);
  // Event-loop utilisation: the share of wall time the server's loop was busy. Busy far more
  // than its CPU share means it was waiting for a core (the machine is shared), not idle.
  const elu = performance.eventLoopUtilization(end.elu, start.elu).utilization * 100;
  const ownCpu = ((own.user + own.system) / 1e6 / wall) * 100;
  const serverCpu = ((end.cpu.user - start.cpu.user + end.cpu.system - start.cpu.system) / 1e6 / wall) * 100;
  confirmLatency.sort((a, b) => a - b);
  entryLatency.sort((a, b) => a - b);
  const results = audience.reduce((n, a) => n + a.results.length, 0);
  const ms = (x: number): string => `${x.toFixed(1)} ms`;
  const spread = (xs: readonly number[]): string =>
    `p50 ${ms(percentile(xs, 50))}, p99 ${ms(percentile(xs, 99))}, max ${ms(xs.at(-1) ?? NaN)}`;
  console.log(
    `${rounds} rounds in ${wall.toFixed(1)} s: ${devices.length * rounds} entries and ` +
      `${confirmLatency.length} confirmations measured, ${refused} refused, ${missing} without an update`,
  );
  console.log(`confirmation → every one of ${audience.length} viewers has its results: ${spread(confirmLatency)}`);
  console.log(`entry sent → ack (view and results already out): ${spread(entryLatency)}`);
  console.log(
    `results messages received by viewers: ${results} (${(results / Math.max(1, audience.length)).toFixed(1)} each)`,
  );
  console.log(
    `server CPU over the rounds: ${serverCpu.toFixed(0)}% of one core, ` +
      `event loop busy ${elu.toFixed(0)}% of the time; ` +
      `RSS ${(end.rss / 1024 / 1024).toFixed(0)} MB; ` +
      `load generator (this process) ${ownCpu.toFixed(0)}% of one core; ` +
      `load average ${loadavg()[0]!.toFixed(1)}`,
  );
  for (const c of [...devices, ...audience]) c.socket.terminate();
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
  clearTimeout(hardStop);
}

if (process.argv.includes('--serve')) await serve();
else await main();
