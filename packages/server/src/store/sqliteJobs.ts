/**
 * The jobs queue and the double-dummy analyses in the SQLite store (issue 27; scale-out spec §3.9):
 * the same semantics as PostgreSQL's `postgresJobs.ts`, by this machine's clock. A claim runs in
 * one IMMEDIATE transaction (SQLite's write lock), so claimers on several connections or
 * processes never take the same job; completion is fenced like an append.
 *
 * ```ts
 * const jobs = makeSqliteJobs(sqlite);
 * await jobs.enqueueJob({ key: 'analysis:t1.3', kind: 'analysis', payload: { tableId: 't1', deal: 3 } });
 * const claim = await jobs.claimJob(['analysis'], 'n1-7f3a', 5000); // fence 1
 * await jobs.completeJob(claim!, { kind: 'analysis', tableId: 't1', deal: 3, analysis }); // false once lapsed
 * ```
 * `deal_analysis` is the table the analysis service kept in this same file before (created there
 * with `CREATE TABLE IF NOT EXISTS`): the migration keeps its rows.
 */
import type Database from 'better-sqlite3';
import { sql, type Kysely, type Migration } from 'kysely';
import type {
  JobClaim,
  JobFailure,
  JobOutput,
  JobRecord,
  JobState,
  NewJob,
  StoredAnalysis,
  TableStore,
} from './types.js';

/** The jobs table and the analyses (issue 27): a migration of the SQLite store. */
export const SQLITE_JOBS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    // Times in ms since 1970, as `nodes` and `table_owners` keep them.
    await sql`CREATE TABLE jobs (
      key TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      payload TEXT NOT NULL,
      state TEXT NOT NULL,
      fence INTEGER NOT NULL DEFAULT 0,
      attempts INTEGER NOT NULL DEFAULT 0,
      max_attempts INTEGER NOT NULL,
      run_after INTEGER NOT NULL,
      worker TEXT,
      expires_at INTEGER,
      last_error TEXT,
      done_by TEXT,
      created_at INTEGER NOT NULL,
      done_at INTEGER)`.execute(db);
    await sql`CREATE INDEX jobs_claimable ON jobs (state, run_after)`.execute(db);
    // The analysis service's own table in this file until now: its rows stay.
    await sql`CREATE TABLE IF NOT EXISTS deal_analysis (
      table_id TEXT NOT NULL, deal INTEGER NOT NULL, analysis TEXT NOT NULL, PRIMARY KEY (table_id, deal))`.execute(db);
  },
};

/** The jobs and analyses part of `TableStore`. */
export type JobsStore = Pick<
  TableStore,
  | 'enqueueJob'
  | 'claimJob'
  | 'renewJob'
  | 'completeJob'
  | 'failJob'
  | 'releaseJob'
  | 'getJob'
  | 'saveAnalysis'
  | 'loadAnalyses'
>;

interface JobRow {
  key: string;
  kind: string;
  payload: string;
  state: string;
  fence: number;
  attempts: number;
  max_attempts: number;
  worker: string | null;
  expires_at: number | null;
  last_error: string | null;
  done_by: string | null;
}

/** How many claims may end without completion before a job is given up (`NewJob.maxAttempts`). */
export const DEFAULT_MAX_ATTEMPTS = 3;

const iso = (ms: number): string => new Date(ms).toISOString();

const toRecord = (r: JobRow): JobRecord => ({
  key: r.key,
  kind: r.kind,
  payload: JSON.parse(r.payload) as unknown,
  state: r.state as JobState,
  fence: r.fence,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  worker: r.worker,
  expiresAt: r.expires_at === null ? null : iso(r.expires_at),
  lastError: r.last_error,
  doneBy: r.done_by,
});

// A running job's claim has lapsed when its lease ran out, or when its worker is a process whose
// own lease has lapsed (a restart after kill -9 ends its predecessor's lease at once: its job
// is taken again without waiting). An unknown worker relies on the lease alone.
const LAPSED = `(expires_at <= @now OR EXISTS
  (SELECT 1 FROM nodes n WHERE n.incarnation = jobs.worker AND n.expires_at <= @now))`;

/** The jobs queue and analyses on a better-sqlite3 connection (the store's own). */
export function makeSqliteJobs(sqlite: Database.Database): JobsStore {
  const insert = sqlite.prepare<[string, string, string, number, number, number]>(
    `INSERT INTO jobs (key, kind, payload, state, max_attempts, run_after, created_at)
     VALUES (?, ?, ?, 'queued', ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
  );
  const giveUp = sqlite.prepare<{ now: number; kinds: string }>(
    `UPDATE jobs SET state = 'failed', expires_at = NULL,
       last_error = COALESCE(last_error, 'the worker''s claim lapsed')
     WHERE state = 'running' AND attempts >= max_attempts AND kind IN (SELECT value FROM json_each(@kinds))
       AND ${LAPSED}`,
  );
  const next = sqlite.prepare<{ now: number; kinds: string }, { key: string }>(
    `SELECT key FROM jobs
     WHERE kind IN (SELECT value FROM json_each(@kinds)) AND attempts < max_attempts
       AND ((state = 'queued' AND run_after <= @now) OR (state = 'running' AND ${LAPSED}))
     ORDER BY run_after, key LIMIT 1`,
  );
  const take = sqlite.prepare<{ key: string; worker: string; expires: number }, JobRow>(
    `UPDATE jobs SET state = 'running', fence = fence + 1, attempts = attempts + 1, worker = @worker,
       expires_at = @expires
     WHERE key = @key RETURNING *`,
  );
  const claim = sqlite.transaction((kinds: readonly string[], worker: string, leaseMs: number): JobRow | null => {
    const now = Date.now();
    const params = { now, kinds: JSON.stringify(kinds) };
    giveUp.run(params);
    const row = next.get(params);
    return row ? (take.get({ key: row.key, worker, expires: now + leaseMs }) ?? null) : null;
  });
  type Held = { key: string; fence: number; worker: string; now: number };
  const held = (c: JobClaim): Held => ({ key: c.key, fence: c.fence, worker: c.worker, now: Date.now() });
  // "Holds": the claim's fence is the job's, it is still running and its lease has not run out.
  const HOLDS = `key = @key AND fence = @fence AND worker = @worker AND state = 'running' AND expires_at > @now`;
  const renew = sqlite.prepare<Held & { expires: number }>(`UPDATE jobs SET expires_at = @expires WHERE ${HOLDS}`);
  const done = sqlite.prepare<Held>(
    `UPDATE jobs SET state = 'done', expires_at = NULL, done_by = worker, done_at = @now WHERE ${HOLDS}`,
  );
  const putAnalysis = sqlite.prepare<[string, number, string]>(
    `INSERT INTO deal_analysis (table_id, deal, analysis) VALUES (?, ?, ?)
     ON CONFLICT (table_id, deal) DO UPDATE SET analysis = excluded.analysis`,
  );
  const addAnalysis = sqlite.prepare<[string, number, string]>(
    'INSERT INTO deal_analysis (table_id, deal, analysis) VALUES (?, ?, ?) ON CONFLICT (table_id, deal) DO NOTHING',
  );
  const getAnalysis = sqlite.prepare<[string, number], { analysis: string }>(
    'SELECT analysis FROM deal_analysis WHERE table_id = ? AND deal = ?',
  );
  const complete = sqlite.transaction((c: JobClaim, output: JobOutput | undefined): boolean => {
    if (done.run(held(c)).changes !== 1) return false;
    if (output) putAnalysis.run(output.tableId, output.deal, JSON.stringify(output.analysis));
    return true;
  });
  const fail = sqlite.prepare<Held & { error: string; runAfter: number }, { state: string }>(
    `UPDATE jobs SET state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
       expires_at = NULL, run_after = @runAfter, last_error = @error
     WHERE ${HOLDS} RETURNING state`,
  );
  const release = sqlite.prepare<Held>(
    `UPDATE jobs SET state = 'queued', attempts = attempts - 1, expires_at = NULL, run_after = @now
     WHERE key = @key AND fence = @fence AND worker = @worker AND state = 'running'`,
  );
  const get = sqlite.prepare<[string], JobRow>('SELECT * FROM jobs WHERE key = ?');

  return {
    async enqueueJob(job: NewJob): Promise<boolean> {
      const now = Date.now();
      const max = job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      return insert.run(job.key, job.kind, JSON.stringify(job.payload ?? null), max, now, now).changes === 1;
    },
    async claimJob(kinds: readonly string[], worker: string, leaseMs: number): Promise<JobClaim | null> {
      if (kinds.length === 0) return null;
      const row = claim.immediate(kinds, worker, leaseMs);
      if (!row) return null;
      return {
        key: row.key,
        kind: row.kind,
        payload: JSON.parse(row.payload) as unknown,
        worker,
        fence: row.fence,
        expiresAt: iso(row.expires_at ?? 0),
      };
    },
    async renewJob(c: JobClaim, leaseMs: number): Promise<boolean> {
      const h = held(c);
      return renew.run({ ...h, expires: h.now + leaseMs }).changes === 1;
    },
    async completeJob(c: JobClaim, output?: JobOutput | undefined): Promise<boolean> {
      return complete.immediate(c, output);
    },
    async failJob(c: JobClaim, error: string, retryAfterMs: number): Promise<JobFailure> {
      const h = held(c);
      const row = fail.get({ ...h, error: error.slice(0, 2000), runAfter: h.now + retryAfterMs });
      return row ? (row.state === 'failed' ? 'failed' : 'retry') : 'fenced';
    },
    async releaseJob(c: JobClaim): Promise<void> {
      release.run(held(c));
    },
    async getJob(key: string): Promise<JobRecord | null> {
      const row = get.get(key);
      return row ? toRecord(row) : null;
    },
    async saveAnalysis(tableId: string, deal: number, analysis: StoredAnalysis): Promise<boolean> {
      return addAnalysis.run(tableId, deal, JSON.stringify(analysis)).changes === 1;
    },
    async loadAnalyses(deals) {
      return deals.flatMap(({ tableId, deal }) => {
        const row = getAnalysis.get(tableId, deal);
        return row ? [{ tableId, deal, analysis: JSON.parse(row.analysis) as StoredAnalysis }] : [];
      });
    },
  };
}
