// Background jobs across processes (issue 27, "background work as jobs any process can take
// (double-dummy analysis of finished deals) … with no double execution"; scale-out spec §3.9 and
// §4, invariant I4: every finished deal has exactly one analysis): three `main.ts` processes on
// a throwaway PostgreSQL (no HAProxy needed: sockets go to the first process, which relays them
// to each table's owner). A job's fence counts its claims, and only a claimed job is executed,
// so `fence` is the number of executions. Skipped locally without PostgreSQL; CI fails instead.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisMessage, CreateTableResponse, HistoryPage, PastDeal } from '@biritch/protocol';
import { requireProgram } from '@biritch/testing';
import { findPostgres } from '../store/pgCluster.testing.js';
import { seededUniform, TableClient } from '../testing/tableClient.js';
import { playOn, Player, startCluster, waitUntil, type ClusterUnderTest } from './harness.testing.js';

const hasPostgres = requireProgram(
  "PostgreSQL's server (initdb, pg_ctl; as root also the postgres user)",
  findPostgres() !== null,
  'postgresql',
);
const LEASE_MS = 3000;
const FOUR_PEOPLE = { N: 'human', E: 'human', S: 'human', W: 'human' } as const;

interface JobRow {
  key: string;
  state: string;
  fence: string;
  attempts: number;
  worker: string | null;
  done_by: string | null;
}

describe.skipIf(!hasPostgres)('analyses as jobs on three processes sharing PostgreSQL', () => {
  let set: ClusterUnderTest;
  beforeAll(async () => {
    set = await startCluster({ nodes: 3, leaseMs: LEASE_MS, haproxy: false });
  }, 90_000);
  afterAll(async () => {
    if (process.env['BIRITCH_CLUSTER_DEBUG']) for (const n of set?.nodes ?? []) console.log(n.id, n.server?.out);
    await set?.close();
  });

  const jobOf = async (tableId: string): Promise<JobRow | null> => {
    const { rows } = await set.db.query<JobRow>(
      'SELECT key, state, fence, attempts, worker, done_by FROM jobs WHERE key = $1',
      [`analysis:${tableId}.1`],
    );
    return rows[0] ?? null;
  };
  /** The node (n1…n3) of a worker's incarnation (`n2-91c0…`). */
  const nodeOf = (worker: string | null): string => worker?.split('-')[0] ?? '';

  /** A table created on the first process, its four seats playing its one deal to the end. */
  const playOneDeal = async (seed: number): Promise<{ created: CreateTableResponse; players: Player[] }> => {
    const created = await set.createTable({ form: 'single', seats: FOUR_PEOPLE });
    const players = created.tickets.map((t) => new Player(set.socketUrl(created.table.id), created.table.id, t.token));
    await Promise.all(players.map((p) => p.connect()));
    const random = seededUniform(seed);
    for (let i = 0; i < 300 && (await playOn(players, random, 60_000)); i++);
    expect(players[0]!.client!.view!.phase).toBe('ended');
    return { created, players };
  };

  /** The past deal as a process serves it to a seat's holder. */
  const pastDeal = async (url: string, created: CreateTableResponse): Promise<PastDeal> => {
    const res = await fetch(`${url}/api/deals/${created.table.id}.1`, {
      headers: { authorization: `Bearer ${created.tickets[0]!.token}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as PastDeal;
  };

  it('analyses each deal finished on one process exactly once, and every process serves it', async () => {
    const played = [];
    for (const seed of [2711, 2712, 2713]) played.push(await playOneDeal(seed));
    for (const { created } of played)
      await waitUntil(async () => (await jobOf(created.table.id))?.state === 'done', 60_000);
    // Longer than a lease and a few polls of every runner: nobody runs a finished job again.
    await new Promise((r) => setTimeout(r, LEASE_MS + 2000));
    const { rows } = await set.db.query<{ key: string; fence: string; state: string; done_by: string }>(
      'SELECT key, fence, state, done_by FROM jobs ORDER BY key',
    );
    expect(rows).toHaveLength(played.length);
    for (const r of rows) expect(r).toMatchObject({ state: 'done', fence: '1' });
    console.log(`analysis jobs: ${rows.map((r) => `${r.key} run once by ${nodeOf(r.done_by)}`).join('; ')}`);
    const analyses = await set.db.query<{ n: string }>('SELECT count(*) AS n FROM deal_analysis');
    expect(analyses.rows[0]!.n).toBe(String(played.length));

    for (const { created, players } of played) {
      const id = created.table.id;
      // The same analysis through each process: the past deal, the history list, a socket.
      const fromEach = await Promise.all(set.nodes.map((n) => pastDeal(n.url, created)));
      expect(fromEach[0]!.analysis).toMatchObject({ deal: 1, status: 'ready' });
      for (const d of fromEach) expect(d.analysis).toEqual(fromEach[0]!.analysis);
      for (const n of set.nodes) {
        const res = await fetch(`${n.url}/api/me/deals`, {
          headers: { authorization: `Bearer ${created.tickets[1]!.token}` },
        });
        const page = (await res.json()) as HistoryPage;
        expect(page.deals.find((d) => d.tableId === id)?.analysis).toBe('ready');
        const watcher = await TableClient.connect(`${n.url.replace('http', 'ws')}/ws`);
        const arrived = watcher.waitFor((m) => m.type === 'analysis', 20_000);
        await watcher.hello({ tableId: id });
        const { type: _type, ...sent } = (await arrived) as AnalysisMessage;
        expect(sent).toEqual(fromEach[0]!.analysis);
        watcher.close();
      }
      for (const p of players) p.close();
    }
  }, 240_000);

  it('a process killed while it holds a claimed job: another process does the job after its lease', async () => {
    // Hold every completion back (a lock on the analyses' table) so that the claimer is still
    // holding its claim when it is killed, however fast the solver is.
    const blocker = new pg.Client({ connectionString: set.databaseUrl });
    await blocker.connect();
    let locked = true;
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE deal_analysis IN EXCLUSIVE MODE');
      const { created, players } = await playOneDeal(2714);
      const id = created.table.id;
      await waitUntil(async () => (await jobOf(id))?.state === 'running', 30_000);
      const held = (await jobOf(id))!;
      expect(held.fence).toBe('1');
      const victim = set.nodes.findIndex((n) => n.id === nodeOf(held.worker));
      expect(victim).toBeGreaterThanOrEqual(0);
      await set.kill(victim);
      const killedAt = Date.now();
      await blocker.query('COMMIT');
      locked = false;
      await waitUntil(async () => (await jobOf(id))?.state === 'done', 60_000);
      const done = (await jobOf(id))!;
      const tookMs = Date.now() - killedAt;
      // Executed twice in all: once by the killed process (never completed), once by another.
      expect(done.fence).toBe('2');
      expect(nodeOf(done.done_by)).not.toBe(set.nodes[victim]!.id);
      expect(tookMs).toBeGreaterThanOrEqual(LEASE_MS - 1000);
      console.log(
        `analysis job held by ${set.nodes[victim]!.id} when killed: done by ${nodeOf(done.done_by)} ${tookMs} ms later`,
      );
      const live = set.nodes.find((_, i) => i !== victim)!;
      expect((await pastDeal(live.url, created)).analysis).toMatchObject({ deal: 1, status: 'ready' });
      for (const p of players) p.close();
      await set.restart(victim);
    } finally {
      if (locked) await blocker.query('ROLLBACK').catch(() => undefined);
      await blocker.end();
    }
  }, 180_000);
});
