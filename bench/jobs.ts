/**
 * Background jobs benchmark (issue 27; `packages/server/src/jobs/runner.ts`): the cost of the
 * store's queue — claims and fenced completions by several claimers at once, and a claim on an
 * empty queue (what an idle runner pays every second) — on SQLite and on a throwaway PostgreSQL
 * (as the tests start it; skipped when its programs are missing); then why analyses are solved in
 * batches: the same deals solved with one solver call each and with one call for all.
 *
 * ```sh
 * node --import tsx bench/jobs.ts                               # 300 jobs, 3 claimers, 10 deals
 * node --import tsx bench/jobs.ts --jobs 1000 --claimers 6 --deals 0
 * ```
 * Reported: jobs per second, claim and completion latency p50/p99 in ms, and whether any job was
 * claimed twice (it must never be); solver time for the deals one call each and as one batch.
 * Bounded: stops after the given numbers and removes its data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { solveTables } from '@biritch/solver/batch';
import { isNativeSolverAvailable } from '@biritch/solver/native';
import { findPostgres, startPgCluster } from '../packages/server/src/store/pgCluster.testing.js';
import { openPostgresStore } from '../packages/server/src/store/postgresStore.js';
import { openSqliteStore } from '../packages/server/src/store/sqliteStore.js';
import type { TableStore } from '../packages/server/src/store/types.js';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 0) throw new Error(`--${name} must be a whole number`);
  return v;
};
const JOBS = arg('jobs', 300);
const CLAIMERS = Math.max(1, arg('claimers', 3));
const DEALS = arg('deals', 10);

const pct = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number): string => `${n.toFixed(2)} ms`;

/** Queues the jobs, lets the claimers (one store each) claim and complete until none is left. */
async function queueCase(name: string, open: () => Promise<TableStore>): Promise<void> {
  const stores = await Promise.all(Array.from({ length: CLAIMERS }, open));
  try {
    for (let n = 0; n < JOBS; n++)
      await stores[0]!.enqueueJob({
        key: `analysis:b${n}.1`,
        kind: 'analysis',
        payload: { tableId: `b${n}`, deal: 1 },
      });
    const claims: number[] = [];
    const completions: number[] = [];
    const seen = new Map<string, number>();
    const started = performance.now();
    await Promise.all(
      stores.map(async (store, i) => {
        for (;;) {
          const t0 = performance.now();
          const claim = await store.claimJob(['analysis'], `bench-${i}`, 60_000);
          claims.push(performance.now() - t0);
          if (!claim) return;
          seen.set(claim.key, (seen.get(claim.key) ?? 0) + 1);
          const t1 = performance.now();
          const accepted = await store.completeJob(claim, {
            kind: 'analysis',
            tableId: (claim.payload as { tableId: string }).tableId,
            deal: 1,
            analysis: { deal: 1, board: 1, status: 'unavailable', backend: null, table: null, par: null },
          });
          completions.push(performance.now() - t1);
          if (!accepted) throw new Error(`${claim.key}: completion refused`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // What an idle runner pays each second: a claim that finds nothing.
    const idle: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await stores[0]!.claimJob(['analysis'], 'bench-idle', 60_000);
      idle.push(performance.now() - t0);
    }
    const twice = [...seen.values()].filter((n) => n > 1).length;
    claims.sort((a, b) => a - b);
    completions.sort((a, b) => a - b);
    idle.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(12)} ${JOBS} jobs, ${CLAIMERS} claimers: ${(JOBS / seconds).toFixed(0)} jobs/s; ` +
        `claim p50 ${ms(pct(claims, 50))} p99 ${ms(pct(claims, 99))}; ` +
        `completion p50 ${ms(pct(completions, 50))} p99 ${ms(pct(completions, 99))}; ` +
        `idle claim p50 ${ms(pct(idle, 50))}; claimed twice: ${twice}; claimed: ${seen.size}`,
    );
  } finally {
    for (const s of stores) await s.close();
  }
}

async function solverCase(): Promise<void> {
  if (DEALS === 0) return;
  const source = seededRandom(2727);
  const deals = Array.from({ length: DEALS }, () => randomDeal(source));
  const backends = isNativeSolverAvailable() ? (['dds', 'ts'] as const) : (['ts'] as const);
  for (const backend of backends) {
    const options = { backend, threads: 1, budget: { timeMs: 60_000 } };
    let t0 = performance.now();
    for (const d of deals) await solveTables([d], options);
    const each = performance.now() - t0;
    t0 = performance.now();
    await solveTables(deals, options);
    const batch = performance.now() - t0;
    console.log(
      `solver ${backend.padEnd(3)}   ${DEALS} deals: one call each ${(each / 1000).toFixed(1)} s, ` +
        `one batch ${(batch / 1000).toFixed(1)} s`,
    );
  }
}

console.log(`bench/jobs: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start`);
const dir = mkdtempSync(join(tmpdir(), 'biritch-bench-jobs-'));
try {
  await queueCase('SQLite', () => openSqliteStore({ dataDir: dir }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const programs = findPostgres();
if (!programs) console.log('PostgreSQL: skipped (its programs are not installed)');
else {
  const cluster = await startPgCluster(programs);
  try {
    const url = await cluster.createDatabase();
    await openPostgresStore({ connectionString: url, maxConnections: 1 }).then((s) => s.close()); // migrate once
    await queueCase('PostgreSQL', () => openPostgresStore({ connectionString: url, maxConnections: 2 }));
  } finally {
    await cluster.stop();
  }
}
await solverCase();
console.log(`load average ${loadavg()[0]!.toFixed(1)} at the end`);
