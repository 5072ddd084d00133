// The job runner (issue 27, "background work as jobs any process can take … with no double
// execution"; scale-out spec §3.9) on the SQLite store: a job runs once and is completed with
// its output, waiting jobs run together as one batch, failures are retried and then given up, a
// job that outruns its claim goes to another runner whose result wins, and a job in hand is given
// back on close.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openSqliteStore } from '../store/sqliteStore.js';
import type { JobClaim, JobOutput, StoredAnalysis, TableStore } from '../store/types.js';
import { JobRunner, type JobHandler } from './runner.js';

let dir: string;
let store: TableStore;
const runners: JobRunner[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-jobs-'));
  store = await openSqliteStore({ dataDir: dir });
});
afterEach(async () => {
  for (const r of runners.splice(0)) await r.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
async function until(test: () => Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await sleep(20);
  }
}
const analysis = (score: number): StoredAnalysis => ({
  deal: 1,
  board: 1,
  status: 'ready',
  backend: 'ts',
  table: null,
  par: { score, contracts: [] },
});
const output = (score: number): JobOutput => ({ kind: 'analysis', tableId: 't1', deal: 1, analysis: analysis(score) });
const queue = (maxAttempts?: number) =>
  store.enqueueJob({
    key: 'analysis:t1.1',
    kind: 'analysis',
    payload: { tableId: 't1', deal: 1 },
    ...(maxAttempts ? { maxAttempts } : {}),
  });
const start = (worker: string, handler: JobHandler, more: Partial<ConstructorParameters<typeof JobRunner>[0]> = {}) => {
  const r = new JobRunner({ store, worker: () => worker, handlers: [handler], leaseMs: 60_000, pollMs: 30, ...more });
  runners.push(r);
  r.start();
  return r;
};
const stored = async () => (await store.loadAnalyses([{ tableId: 't1', deal: 1 }]))[0]?.analysis ?? null;

it('runs a queued job once and completes it with its output, telling its handler', async () => {
  await queue();
  const runs: JobClaim[] = [];
  const done: JobClaim[] = [];
  start('w1', {
    kind: 'analysis',
    run: async (cs) => {
      runs.push(...cs);
      return cs.map(() => output(110));
    },
    done: (c) => done.push(c),
  });
  await until(async () => (await store.getJob('analysis:t1.1'))?.state === 'done');
  await sleep(100);
  expect(runs).toHaveLength(1);
  expect(done).toEqual(runs);
  expect(await store.getJob('analysis:t1.1')).toMatchObject({ fence: 1, doneBy: 'w1' });
  expect(await stored()).toEqual(analysis(110));
});

it('retries a failing job after the delay and gives it up after its last attempt', async () => {
  await queue(2);
  let runs = 0;
  const gaveUp: string[] = [];
  start(
    'w1',
    {
      kind: 'analysis',
      run: async () => {
        runs++;
        throw new Error(`solver crashed (${runs})`);
      },
      gaveUp: async (_c, error) => {
        gaveUp.push(error);
      },
    },
    { retryAfterMs: 50 },
  );
  await until(async () => (await store.getJob('analysis:t1.1'))?.state === 'failed');
  await sleep(150);
  expect(runs).toBe(2);
  expect(gaveUp).toEqual(['solver crashed (2)']);
  expect(await store.getJob('analysis:t1.1')).toMatchObject({ attempts: 2, lastError: 'solver crashed (2)' });
});

it('lets another runner take a job that outran its claim; the late result is refused', async () => {
  await queue();
  let slowDone = 0;
  // A: its claim is not renewed (maxRunMs 0) and lapses after 200 ms while it still works.
  start(
    'slow',
    {
      kind: 'analysis',
      run: async (cs) => {
        await sleep(800);
        return cs.map(() => output(999));
      },
      done: () => slowDone++,
    },
    { leaseMs: 200, maxRunMs: 0 },
  );
  await until(async () => (await store.getJob('analysis:t1.1'))?.worker === 'slow');
  start('quick', { kind: 'analysis', run: async (cs) => cs.map(() => output(110)) });
  await until(async () => (await store.getJob('analysis:t1.1'))?.state === 'done');
  await sleep(900);
  expect(slowDone).toBe(0);
  expect(await store.getJob('analysis:t1.1')).toMatchObject({ state: 'done', doneBy: 'quick', fence: 2 });
  expect(await stored()).toEqual(analysis(110));
});

it('keeps renewing the claim of a long job so nobody else takes it', async () => {
  await queue();
  let runs = 0;
  const slow: JobHandler = {
    kind: 'analysis',
    run: async (cs) => {
      runs++;
      await sleep(700);
      return cs.map(() => output(110));
    },
  };
  start('a', slow, { leaseMs: 200 });
  await until(async () => (await store.getJob('analysis:t1.1'))?.worker === 'a');
  start('b', slow, { leaseMs: 200 });
  await until(async () => (await store.getJob('analysis:t1.1'))?.state === 'done');
  expect(runs).toBe(1);
  expect(await store.getJob('analysis:t1.1')).toMatchObject({ doneBy: 'a', fence: 1 });
});

it('gives a job in hand back on close: queued again, the attempt not counted', async () => {
  await queue(1);
  const runner = start('w1', { kind: 'analysis', run: () => new Promise(() => undefined) });
  await until(async () => (await store.getJob('analysis:t1.1'))?.state === 'running');
  await runner.close();
  expect(await store.getJob('analysis:t1.1')).toMatchObject({ state: 'queued', attempts: 0, fence: 1 });
  expect(await stored()).toBeNull();
});

it('claims nothing while the process has no incarnation (between leases)', async () => {
  await queue();
  const r = new JobRunner({
    store,
    worker: () => null,
    handlers: [{ kind: 'analysis', run: async (cs) => cs.map(() => output(1)) }],
    leaseMs: 60_000,
    pollMs: 20,
  });
  runners.push(r);
  r.start();
  r.wake();
  await sleep(200);
  expect(await store.getJob('analysis:t1.1')).toMatchObject({ state: 'queued', fence: 0 });
});

it('runs the waiting jobs of a kind as one batch, failing only the job whose outcome is an error', async () => {
  for (const n of [1, 2, 3])
    await store.enqueueJob({ key: `analysis:t${n}.1`, kind: 'analysis', payload: { tableId: `t${n}`, deal: 1 } });
  const batches: string[][] = [];
  start(
    'w1',
    {
      kind: 'analysis',
      batch: 8,
      run: async (cs) => {
        batches.push(cs.map((c) => c.key));
        return cs.map((c) =>
          c.key === 'analysis:t2.1'
            ? new Error('no table')
            : { ...output(110), tableId: (c.payload as { tableId: string }).tableId },
        );
      },
    },
    { retryAfterMs: 60_000 },
  );
  await until(async () => (await store.getJob('analysis:t3.1'))?.state === 'done');
  expect(batches).toEqual([['analysis:t1.1', 'analysis:t2.1', 'analysis:t3.1']]);
  expect(await store.getJob('analysis:t1.1')).toMatchObject({ state: 'done', fence: 1 });
  expect(await store.getJob('analysis:t2.1')).toMatchObject({ state: 'queued', attempts: 1, lastError: 'no table' });
  const found = await store.loadAnalyses([1, 2, 3].map((n) => ({ tableId: `t${n}`, deal: 1 })));
  expect(found.map((f) => f.tableId).sort()).toEqual(['t1', 't3']);
});
