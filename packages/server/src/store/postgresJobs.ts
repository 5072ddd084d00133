/**
 * The jobs queue and the double-dummy analyses in the PostgreSQL store (issue 27; scale-out spec
 * §3.9). A claim is one statement: the oldest claimable row is locked `FOR UPDATE SKIP LOCKED`
 * and updated, so claimers on any number of connections never wait for each other nor take the
 * same job; each claim raises the job's fence and sets a lease by the database's clock.
 * Completion is fenced and writes the job's output in the same transaction.
 *
 * ```ts
 * const jobs = makePostgresJobs(db);
 * const claim = await jobs.claimJob(['analysis'], 'n2-91c0', 5000);
 * if (claim && !(await jobs.completeJob(claim, output))) // lapsed: another worker has it now
 * ```
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { DEFAULT_MAX_ATTEMPTS, type JobsStore } from './sqliteJobs.js';
import type { JobClaim, JobFailure, JobOutput, JobRecord, JobState, NewJob, StoredAnalysis } from './types.js';

/** The jobs table and the analyses (issue 27): a migration of the PostgreSQL store. */
export const POSTGRES_JOBS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE jobs (
      key text PRIMARY KEY,
      kind text NOT NULL,
      payload jsonb NOT NULL,
      state text NOT NULL,
      fence bigint NOT NULL DEFAULT 0,
      attempts integer NOT NULL DEFAULT 0,
      max_attempts integer NOT NULL,
      run_after timestamptz NOT NULL DEFAULT now(),
      worker text,
      expires_at timestamptz,
      last_error text,
      done_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      done_at timestamptz)`.execute(db);
    // Only jobs not yet over are ever looked for; done ones stay out of the index.
    await sql`CREATE INDEX jobs_claimable ON jobs (run_after, key) WHERE state IN ('queued', 'running')`.execute(db);
    await sql`CREATE TABLE deal_analysis (
      table_id text NOT NULL,
      deal integer NOT NULL,
      analysis jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (table_id, deal))`.execute(db);
  },
};

interface JobRow {
  key: string;
  kind: string;
  payload: unknown;
  state: string;
  /** bigint: `pg` reads it as a string. */
  fence: string;
  attempts: number;
  max_attempts: number;
  worker: string | null;
  expires_at: Date | null;
  last_error: string | null;
  done_by: string | null;
}

const toRecord = (r: JobRow): JobRecord => ({
  key: r.key,
  kind: r.kind,
  payload: r.payload,
  state: r.state as JobState,
  fence: Number(r.fence),
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  worker: r.worker,
  expiresAt: r.expires_at ? r.expires_at.toISOString() : null,
  lastError: r.last_error,
  doneBy: r.done_by,
});

const lease = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000}::double precision)`;

// A running job's claim has lapsed when its lease ran out, or when its worker is a process whose own
// lease has lapsed (see sqliteJobs.ts). An unknown worker relies on the lease alone.
const LAPSED = sql`(j.expires_at <= now() OR EXISTS
  (SELECT 1 FROM nodes n WHERE n.incarnation = j.worker AND n.expires_at <= now()))`;

/** "Holds": the claim's fence is the job's, it is still running and its lease has not run out. */
const holds = (c: JobClaim) =>
  sql`key = ${c.key} AND fence = ${c.fence} AND worker = ${c.worker} AND state = 'running' AND expires_at > now()`;

/** The jobs queue and analyses on the store's Kysely instance. */
export function makePostgresJobs(db: Kysely<unknown>): JobsStore {
  return {
    async enqueueJob(job: NewJob): Promise<boolean> {
      const r = await sql`INSERT INTO jobs (key, kind, payload, state, max_attempts)
        VALUES (${job.key}, ${job.kind}, ${JSON.stringify(job.payload ?? null)}::jsonb, 'queued',
          ${job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS})
        ON CONFLICT (key) DO NOTHING`.execute(db);
      return r.numAffectedRows === 1n;
    },

    async claimJob(kinds: readonly string[], worker: string, leaseMs: number): Promise<JobClaim | null> {
      if (kinds.length === 0) return null;
      const list = sql`${[...kinds]}::text[]`;
      // Lapsed with no attempt left: given up (rows another claimer holds are skipped, not waited for).
      await sql`UPDATE jobs SET state = 'failed', expires_at = NULL,
          last_error = COALESCE(last_error, 'the worker''s claim lapsed')
        WHERE key IN (SELECT j.key FROM jobs j
          WHERE j.state = 'running' AND j.attempts >= j.max_attempts AND j.kind = ANY(${list}) AND ${LAPSED}
          FOR UPDATE SKIP LOCKED)`.execute(db);
      // One statement: lock the oldest claimable row nobody else is locking, and take it.
      const { rows } = await sql<JobRow>`
        WITH next AS (
          SELECT j.key FROM jobs j
          WHERE j.kind = ANY(${list}) AND j.attempts < j.max_attempts
            AND ((j.state = 'queued' AND j.run_after <= now()) OR (j.state = 'running' AND ${LAPSED}))
          ORDER BY j.run_after, j.key
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        UPDATE jobs SET state = 'running', fence = jobs.fence + 1, attempts = jobs.attempts + 1,
          worker = ${worker}, expires_at = ${lease(leaseMs)}
        FROM next WHERE jobs.key = next.key
        RETURNING jobs.*`.execute(db);
      const row = rows[0];
      if (!row) return null;
      return {
        key: row.key,
        kind: row.kind,
        payload: row.payload,
        worker,
        fence: Number(row.fence),
        expiresAt: row.expires_at!.toISOString(),
      };
    },

    async renewJob(c: JobClaim, leaseMs: number): Promise<boolean> {
      const r = await sql`UPDATE jobs SET expires_at = ${lease(leaseMs)} WHERE ${holds(c)}`.execute(db);
      return r.numAffectedRows === 1n;
    },

    async completeJob(c: JobClaim, output?: JobOutput | undefined): Promise<boolean> {
      // The job's row lock orders this against a re-claim: whichever commits first wins, and the
      // other sees the new fence (or state) when it re-reads the row.
      return db.transaction().execute(async (trx) => {
        const r = await sql`UPDATE jobs SET state = 'done', expires_at = NULL, done_by = worker, done_at = now()
          WHERE ${holds(c)}`.execute(trx);
        if (r.numAffectedRows !== 1n) return false;
        if (output)
          await sql`INSERT INTO deal_analysis (table_id, deal, analysis)
            VALUES (${output.tableId}, ${output.deal}, ${JSON.stringify(output.analysis)}::jsonb)
            ON CONFLICT (table_id, deal) DO UPDATE SET analysis = excluded.analysis, recorded_at = now()`.execute(trx);
        return true;
      });
    },

    async failJob(c: JobClaim, error: string, retryAfterMs: number): Promise<JobFailure> {
      const { rows } = await sql<{ state: string }>`
        UPDATE jobs SET state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
          expires_at = NULL, run_after = ${lease(retryAfterMs)}, last_error = ${error.slice(0, 2000)}
        WHERE ${holds(c)} RETURNING state`.execute(db);
      return rows[0] ? (rows[0].state === 'failed' ? 'failed' : 'retry') : 'fenced';
    },

    async releaseJob(c: JobClaim): Promise<void> {
      await sql`UPDATE jobs SET state = 'queued', attempts = attempts - 1, expires_at = NULL, run_after = now()
        WHERE key = ${c.key} AND fence = ${c.fence} AND worker = ${c.worker} AND state = 'running'`.execute(db);
    },

    async getJob(key: string): Promise<JobRecord | null> {
      const { rows } = await sql<JobRow>`SELECT * FROM jobs WHERE key = ${key}`.execute(db);
      return rows[0] ? toRecord(rows[0]) : null;
    },

    async saveAnalysis(tableId: string, deal: number, analysis: StoredAnalysis): Promise<boolean> {
      const r = await sql`INSERT INTO deal_analysis (table_id, deal, analysis)
        VALUES (${tableId}, ${deal}, ${JSON.stringify(analysis)}::jsonb)
        ON CONFLICT (table_id, deal) DO NOTHING`.execute(db);
      return r.numAffectedRows === 1n;
    },

    async loadAnalyses(deals) {
      if (deals.length === 0) return [];
      const { rows } = await sql<{ table_id: string; deal: number; analysis: StoredAnalysis }>`
        SELECT a.table_id, a.deal, a.analysis FROM deal_analysis a
        JOIN unnest(${deals.map((d) => d.tableId)}::text[], ${deals.map((d) => d.deal)}::integer[]) AS w(table_id, deal)
          ON a.table_id = w.table_id AND a.deal = w.deal`.execute(db);
      return rows.map((r) => ({ tableId: r.table_id, deal: r.deal, analysis: r.analysis }));
    },
  };
}
