// Double-dummy table and par after each deal (issue 5: "after the deal: … the double-dummy table
// and par when the solver is available"; "nothing hidden from a player is shown … before the deal
// ends"). A deal is played to the end by scripted clients; the analysis must arrive only after
// dealEnded, equal a direct solver call, survive a restart, and be recomputed if it was cut off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Card, Deal } from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import type { AnalysisMessage, CreateTableResponse, ServerMessage } from '@biritch/protocol';
import { dealerPar } from '@biritch/solver';
import { solveTables } from '@biritch/solver/batch';
import { isNativeSolverAvailable } from '@biritch/solver/native';
import { analysisJob, analysisJobKey, dealFromCards } from './analysis.js';
import { startServer, type RunningServer } from './server.js';
import type { JobRecord } from './store/types.js';
import { playStep, seededUniform, TableClient } from './testing/tableClient.js';

const BACKEND = isNativeSolverAvailable() ? 'dds' : 'ts';
const dirs: string[] = [];
const fresh = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'biritch-analysis-'));
  dirs.push(d);
  return d;
};
let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = fresh();
  const source = seededRandom(77);
  server = await startServer({
    port: 0,
    dataDir: dir,
    robots: null,
    deal: () => randomDeal(source),
    floodBurst: 10_000,
    floodPerSecond: 10_000,
  });
});
afterAll(async () => {
  await server.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const wsOf = (s: RunningServer): string => `${s.url.replace('http', 'ws')}/ws`;

async function seatedTable(
  s: RunningServer,
): Promise<{ created: CreateTableResponse; seats: TableClient[]; spectator: TableClient }> {
  const res = await fetch(`${s.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seats: { N: 'human', E: 'human', S: 'human', W: 'human' } }),
  });
  const created = (await res.json()) as CreateTableResponse;
  const seats = await Promise.all(
    created.tickets.map(async (t) => {
      const c = await TableClient.connect(wsOf(s));
      await c.hello({ tableId: t.tableId, token: t.token });
      return c;
    }),
  );
  const spectator = await TableClient.connect(wsOf(s));
  await spectator.hello({ tableId: created.table.id });
  return { created, seats, spectator };
}

async function playToTheEnd(seats: readonly TableClient[], seed: number): Promise<void> {
  const random = seededUniform(seed);
  for (let i = 0; i < 400 && seats[0]!.view!.phase !== 'ended'; i++) await playStep(seats, random, { passBias: 0.6 });
  expect(seats[0]!.view!.phase).toBe('ended');
}

const isReady = (m: ServerMessage): boolean => m.type === 'analysis' && m.status !== 'pending';

it('sends the double-dummy table and dealer par only after dealEnded, equal to a direct solver call', async () => {
  const { seats, spectator } = await seatedTable(server);
  const everyone = [...seats, spectator];
  const answers = everyone.map((c) => c.waitFor(isReady, 120_000));
  await playToTheEnd(seats, 9);
  const got = (await Promise.all(answers)) as AnalysisMessage[];

  for (const c of everyone) {
    const types = c.frames.map((f) =>
      f.message.type === 'event' ? `event:${f.message.event?.type ?? '-'}` : f.message.type,
    );
    const ended = types.indexOf('event:dealEnded');
    const first = types.indexOf('analysis');
    expect(ended).toBeGreaterThan(0);
    expect(first).toBeGreaterThan(ended);
    expect(c.problems).toEqual([]);
  }
  const view = spectator.view!;
  const deal: Deal = dealFromCards(view.deal!);
  const direct = await solveTables([deal], { backend: BACKEND, threads: 1 });
  expect(direct[0]!.ok).toBe(true);
  const table = direct[0]!.ok ? direct[0]!.value : null;
  const par = dealerPar(table!, view.dealer!, view.vulnerability!);
  for (const a of got) {
    expect(a).toMatchObject({ type: 'analysis', deal: 1, board: 1, status: 'ready', backend: BACKEND });
    expect(a.table).toEqual(table);
    expect(a.par).toEqual({
      score: par.score,
      contracts: par.contracts.map((c) => ({ ...c, declarers: [...c.declarers] })),
    });
  }
  // A client that joins after the deal gets the stored analysis right after its welcome.
  const late = await TableClient.connect(wsOf(server));
  const arrived = late.waitFor((m) => m.type === 'analysis');
  await late.hello({ tableId: seats[0]!.info!.id });
  expect(await arrived).toEqual(got[0]);
  for (const c of [...everyone, late]) c.close();
}, 150_000);

it('keeps a finished analysis across a restart, and recomputes one that was cut off', async () => {
  const own = fresh();
  const source = seededRandom(78);
  // First run: the solver never answers (as if the process died mid-analysis).
  const first = await startServer({
    port: 0,
    dataDir: own,
    robots: null,
    deal: () => randomDeal(source),
    floodBurst: 10_000,
    floodPerSecond: 10_000,
    analysis: { solve: () => new Promise(() => undefined) },
  });
  const { created, seats, spectator } = await seatedTable(first);
  const pending = spectator.waitFor((m) => m.type === 'analysis');
  await playToTheEnd(seats, 11);
  expect(await pending).toMatchObject({ type: 'analysis', deal: 1, status: 'pending', table: null });
  for (const c of [...seats, spectator]) c.close();
  await first.close();

  // Second run on the same data directory: the table is rebuilt and its deal analysed again.
  const second = await startServer({ port: 0, dataDir: own, robots: null, floodBurst: 10_000, floodPerSecond: 10_000 });
  const watcher = await TableClient.connect(wsOf(second));
  const ready = watcher.waitFor(isReady, 120_000);
  await watcher.hello({ tableId: created.table.id });
  const analysis = (await ready) as AnalysisMessage;
  expect(analysis).toMatchObject({ deal: 1, board: 1, status: 'ready', backend: BACKEND });
  const direct = await solveTables([dealFromCards(watcher.view!.deal!)], { backend: BACKEND, threads: 1 });
  expect(direct[0]!.ok && direct[0]!.value).toEqual(analysis.table);
  watcher.close();
  await second.close();

  // Third run: the stored analysis comes back without solving (a solver that would fail is never asked).
  let asked = 0;
  const third = await startServer({
    port: 0,
    dataDir: own,
    robots: null,
    analysis: {
      solve: async () => {
        asked++;
        return [];
      },
    },
  });
  const again = await TableClient.connect(wsOf(third));
  const stored = again.waitFor((m) => m.type === 'analysis');
  await again.hello({ tableId: created.table.id });
  expect(await stored).toEqual(analysis);
  expect(asked).toBe(0);
  again.close();
  await third.close();
}, 200_000);

it('says the analysis is unavailable when the TypeScript solver runs out of its budget', async () => {
  const own = fresh();
  const source = seededRandom(79);
  // A 1 ms budget: the TypeScript engine stops at once with solver/budget-exceeded.
  const s = await startServer({
    port: 0,
    dataDir: own,
    robots: null,
    deal: () => randomDeal(source),
    floodBurst: 10_000,
    floodPerSecond: 10_000,
    analysis: { backend: 'ts', budgetMs: 1 },
  });
  const { seats, spectator } = await seatedTable(s);
  const answer = spectator.waitFor(isReady, 60_000);
  await playToTheEnd(seats, 13);
  expect(await answer).toEqual({
    type: 'analysis',
    deal: 1,
    board: 1,
    status: 'unavailable',
    backend: 'ts',
    table: null,
    par: null,
    code: 'solver/budget-exceeded',
  });
  for (const c of [...seats, spectator]) c.close();
  await s.close();
}, 90_000);

it('analyses with the scored vulnerability: both at Four at One Table (docs/variants.md, Scoring 1)', () => {
  const suit = (s: string) =>
    ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'].map((r) => `${s}${r}` as Card);
  const view = {
    phase: 'ended' as const,
    deal: { N: suit('S'), E: suit('H'), S: suit('D'), W: suit('C') },
    board: 1,
    dealer: 'N' as const,
    scoredVulnerability: 'both' as const,
  };
  expect(analysisJob('t', 1, view, 'four-at-one-table')).toMatchObject({ vulnerability: 'both', par: false });
  expect(analysisJob('t', 1, { ...view, scoredVulnerability: 'none' }, 'standard')).toMatchObject({
    vulnerability: 'none',
    par: true,
  });
  expect(analysisJob('t', 1, { ...view, phase: 'play' }, 'standard')).toBeNull();
});

it('never solves a deal not yet over, even when a job for it is queued (secrecy; issue 27 jobs)', async () => {
  const own = fresh();
  const source = seededRandom(80);
  let asked = 0;
  const s = await startServer({
    port: 0,
    dataDir: own,
    robots: null,
    deal: () => randomDeal(source),
    floodBurst: 10_000,
    floodPerSecond: 10_000,
    analysis: {
      solve: (deals, options) => {
        asked++;
        return solveTables(deals, options);
      },
    },
  });
  const { created, seats, spectator } = await seatedTable(s);
  const random = seededUniform(15);
  for (let i = 0; i < 6; i++) await playStep(seats, random, { passBias: 0.2 });
  expect(seats[0]!.view!.phase).not.toBe('ended');
  // A job for the deal being played (as a bug or a forged row would queue it).
  const key = analysisJobKey(created.table.id, 1);
  expect(await s.store.enqueueJob({ key, kind: 'analysis', payload: { tableId: created.table.id, deal: 1 } })).toBe(
    true,
  );
  let job: JobRecord | null = null;
  for (let i = 0; i < 100 && !job?.lastError; i++) {
    await new Promise((r) => setTimeout(r, 50));
    job = await s.store.getJob(key);
  }
  expect(job).toMatchObject({ state: 'queued', attempts: 1 });
  expect(job!.lastError).toMatch(/^not over: table .* deal 1 has not ended$/);
  expect(asked).toBe(0);
  expect(await s.store.loadAnalyses([{ tableId: created.table.id, deal: 1 }])).toEqual([]);
  expect(spectator.frames.filter((f) => f.message.type === 'analysis')).toEqual([]);
  for (const c of [...seats, spectator]) c.close();
  await s.close();
}, 60_000);

it('says the analysis is unavailable (analysis/failed) once its job has failed three times', async () => {
  const own = fresh();
  const source = seededRandom(81);
  let asked = 0;
  const s = await startServer({
    port: 0,
    dataDir: own,
    robots: null,
    deal: () => randomDeal(source),
    floodBurst: 10_000,
    floodPerSecond: 10_000,
    analysis: {
      solve: async () => {
        asked++;
        throw new Error('the solver crashed');
      },
    },
  });
  const { created, seats, spectator } = await seatedTable(s);
  const answer = spectator.waitFor(isReady, 60_000);
  await playToTheEnd(seats, 17);
  // Retried 5 s after each failure: three attempts, then given up.
  expect(await answer).toEqual({
    type: 'analysis',
    deal: 1,
    board: 1,
    status: 'unavailable',
    backend: null,
    table: null,
    par: null,
    code: 'analysis/failed',
  });
  expect(asked).toBe(3);
  expect(await s.store.getJob(analysisJobKey(created.table.id, 1))).toMatchObject({
    state: 'failed',
    attempts: 3,
    lastError: 'the solver crashed',
  });
  for (const c of [...seats, spectator]) c.close();
  await s.close();
}, 90_000);
