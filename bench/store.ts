/**
 * Store benchmark (issue 27): how long one command's append takes in each `TableStore`, alone
 * and with many tables appending at once, unfenced and fenced (the lease check in the same
 * statement). PostgreSQL runs on a throwaway cluster on loopback (as the tests start it; fsync
 * and synchronous_commit on); skipped when its programs are missing.
 *
 * ```sh
 * node --import tsx bench/store.ts                         # 3000 appends per case
 * node --import tsx bench/store.ts --appends 1000 --tables 100
 * ```
 * Each append is one command's batch of two events (a card and the trick's end, say). Reported
 * per case: appends per second and latency p50/p99/max in ms. Bounded: stops after the given
 * number of appends per case and removes its data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TableEvent } from '@biritch/core';
import { findPostgres, startPgCluster } from '../packages/server/src/store/pgCluster.testing.js';
import { openPostgresStore } from '../packages/server/src/store/postgresStore.js';
import { openSqliteStore } from '../packages/server/src/store/sqliteStore.js';
import type { TableStore } from '../packages/server/src/store/types.js';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v <= 0) throw new Error(`--${name} must be a positive integer`);
  return v;
};
const APPENDS = arg('appends', 3000);
const TABLES = arg('tables', 50);

const batch: TableEvent[] = [
  { type: 'callMade', seat: 'N', call: { type: 'pass' }, visibleTo: 'all' },
  { type: 'callMade', seat: 'E', call: { type: 'pass' }, visibleTo: 'all' },
];

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Appends `APPENDS` batches spread over `tables` tables, each table one after another (its queue). */
async function run(store: TableStore, label: string, tables: number, fenced: boolean): Promise<void> {
  const prefix = `${label}-${tables}-${fenced ? 'f' : 'u'}`;
  const fences: (number | undefined)[] = [];
  for (let t = 0; t < tables; t++) {
    const id = `${prefix}-${t}`;
    await store.createTable(
      {
        id,
        code: `${prefix}${t}`.slice(-24),
        createdAt: new Date().toISOString(),
        settings: { ruleSet: 'standard', form: 'single', seats: { N: 'human', E: 'human', S: 'human', W: 'human' } },
        finished: false,
      },
      [],
    );
    fences.push(fenced ? (await store.acquireLease(id, 'bench', 600_000))!.fence : undefined);
  }
  const latencies: number[] = [];
  const perTable = Math.ceil(APPENDS / tables);
  const started = performance.now();
  await Promise.all(
    fences.map(async (fence, t) => {
      for (let i = 0; i < perTable; i++) {
        const t0 = performance.now();
        await store.appendEvents(`${prefix}-${t}`, 1 + 2 * i, batch, fence);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const f = (ms: number): string => ms.toFixed(2);
  console.log(
    `| ${label} | ${tables} | ${fenced ? 'fenced' : 'unfenced'} | ${Math.round(latencies.length / seconds)} | ` +
      `${f(pct(latencies, 50))} | ${f(pct(latencies, 99))} | ${f(latencies[latencies.length - 1]!)} |`,
  );
}

async function cases(store: TableStore, label: string): Promise<void> {
  for (const tables of [1, TABLES]) for (const fenced of [false, true]) await run(store, label, tables, fenced);
}

console.log(
  `store bench: ${APPENDS} appends of 2 events per case; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
);
console.log('| store | tables at once | append | appends/s | p50 ms | p99 ms | max ms |');
console.log('|---|---|---|---|---|---|---|');
const dir = mkdtempSync(join(tmpdir(), 'biritch-bench-store-'));
try {
  const sqlite = await openSqliteStore({ dataDir: dir });
  await cases(sqlite, 'SQLite');
  await sqlite.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const programs = findPostgres();
if (programs === null) console.log('PostgreSQL: skipped (initdb and pg_ctl not found: apt-get install postgresql)');
else {
  const cluster = await startPgCluster(programs);
  try {
    const store = await openPostgresStore({ connectionString: await cluster.createDatabase(), maxConnections: 10 });
    await cases(store, 'PostgreSQL');
    await store.close();
  } finally {
    await cluster.stop();
  }
}
