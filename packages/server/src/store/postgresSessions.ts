/**
 * The PostgreSQL side of `SessionStore` (club sessions, issue 24): the `sessions` and
 * `session_events` tables and the session methods of `openPostgresStore`, as `sqliteSessions.ts`
 * is for SQLite; both pass the same conformance tests.
 *
 * ```ts
 * const sessions = makePostgresSessions(db); // a Kysely over pg, migrated
 * await sessions.appendSessionEvents(id, 1, events, { actor: 'director', commandId: null });
 * ```
 * The append is one statement (`INSERT … SELECT … FROM unnest(…)`): all rows or none. The
 * primary key (session_id, seq) refuses a second writer; the unique partial index on
 * (session_id, command_id) refuses a command entered twice; both answer `SeqConflictError`.
 * Fenced (issue 27), the same statement joins the session's `table_owners` row (`sessionOwnerKey`)
 * `FOR SHARE` with the caller's fence, as a table's append does: after a takeover nothing joins,
 * nothing is written, and the caller gets `FencedError`.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { SessionEvent } from '@biritch/competition';
import {
  sessionOwnerKey,
  type SessionMeta,
  type SessionRecord,
  type SessionStore,
  type StoredSessionEvent,
} from './sessionTypes.js';
import { FencedError, SeqConflictError } from './types.js';

/** Creates the two session tables (times as `timestamptz`, meta `jsonb`, events `json`). */
export const POSTGRES_SESSIONS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('director_hash', 'text', (c) => c.notNull())
      .addColumn('meta', 'jsonb', (c) => c.notNull())
      .addColumn('finished', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createTable('session_events')
      .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('event', 'json', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('command_id', 'text')
      .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('session_events_pk', ['session_id', 'seq'])
      .execute();
    await sql`CREATE UNIQUE INDEX session_events_command ON session_events (session_id, command_id)
      WHERE command_id IS NOT NULL`.execute(db);
    await db.schema.createIndex('sessions_open').on('sessions').column('finished').execute();
  },
};

interface SessionRow {
  id: string;
  created_at: Date;
  director_hash: string;
  meta: SessionMeta;
  finished: boolean;
}
interface EventRow {
  seq: number;
  event: SessionEvent;
  actor: string;
  command_id: string | null;
}

const toSession = (r: SessionRow): SessionRecord => ({
  id: r.id,
  createdAt: r.created_at.toISOString(),
  directorHash: r.director_hash,
  meta: r.meta,
  finished: r.finished,
});

/** PostgreSQL's code for a unique violation (Appendix A of its manual). */
const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

/** The session methods over a migrated Kysely (any pool connection will do: each is one statement). */
export function makePostgresSessions(db: Kysely<unknown>): SessionStore {
  return {
    async createSession(s) {
      await sql`INSERT INTO sessions (id, created_at, director_hash, meta, finished)
        VALUES (${s.id}, ${s.createdAt}, ${s.directorHash}, ${JSON.stringify(s.meta)}, ${s.finished})`.execute(db);
    },
    async getSession(id) {
      const { rows } = await sql<SessionRow>`SELECT * FROM sessions WHERE id = ${id}`.execute(db);
      return rows[0] ? toSession(rows[0]) : null;
    },
    async listOpenSessions() {
      const { rows } = await sql<SessionRow>`SELECT * FROM sessions WHERE NOT finished ORDER BY created_at, id`.execute(
        db,
      );
      return rows.map(toSession);
    },
    async findSessionByCode(code) {
      // Open sessions only, and few at once: a scan of their meta is cheap (no index needed).
      const { rows } = await sql<SessionRow>`SELECT * FROM sessions
        WHERE NOT finished AND meta->'tables' @> ${JSON.stringify([{ code }])}::jsonb
        ORDER BY created_at, id LIMIT 1`.execute(db);
      return rows[0] ? toSession(rows[0]) : null;
    },
    async updateSession(id, meta, finished, fence) {
      const body = JSON.stringify(meta);
      if (fence === undefined) {
        await sql`UPDATE sessions SET meta = ${body}, finished = ${finished} WHERE id = ${id}`.execute(db);
        return;
      }
      // One statement: the claim row is locked FOR SHARE, so a takeover waits for it or wins first.
      const r = await sql`WITH own AS (SELECT 1 FROM table_owners
          WHERE table_id = ${sessionOwnerKey(id)} AND fence = ${fence} FOR SHARE)
        UPDATE sessions SET meta = ${body}, finished = ${finished} FROM own WHERE id = ${id}`.execute(db);
      if (r.numAffectedRows !== 1n) throw new FencedError(id, fence);
    },
    async loadSessionEvents(id, afterSeq = 0): Promise<StoredSessionEvent[]> {
      const { rows } = await sql<EventRow>`SELECT seq, event, actor, command_id FROM session_events
        WHERE session_id = ${id} AND seq > ${afterSeq} ORDER BY seq`.execute(db);
      return rows.map((r) => ({ seq: r.seq, event: r.event, actor: r.actor, commandId: r.command_id }));
    },
    async appendSessionEvents(id, firstSeq, events, by, fence) {
      if (events.length === 0) return;
      const seqs = events.map((_, i) => firstSeq + i);
      const types = events.map((e) => e.type);
      const bodies = events.map((e) => JSON.stringify(e));
      // The command id goes on the batch's last row only.
      const commandIds = events.map((_, i) => (i === events.length - 1 ? by.commandId : null));
      const rows = sql`unnest(${seqs}::integer[], ${types}::text[], ${bodies}::json[], ${commandIds}::text[])
        AS s(seq, type, event, command_id)`;
      const insert =
        fence === undefined
          ? sql`INSERT INTO session_events (session_id, seq, type, event, actor, command_id)
              SELECT ${id}, s.seq, s.type, s.event, ${by.actor}, s.command_id FROM ${rows}`
          : sql`WITH own AS (SELECT 1 FROM table_owners
                WHERE table_id = ${sessionOwnerKey(id)} AND fence = ${fence} FOR SHARE)
              INSERT INTO session_events (session_id, seq, type, event, actor, command_id)
              SELECT ${id}, s.seq, s.type, s.event, ${by.actor}, s.command_id FROM own, ${rows}`;
      let inserted: bigint | undefined;
      try {
        inserted = (await insert.execute(db)).numAffectedRows;
      } catch (e) {
        if (isUniqueViolation(e)) throw new SeqConflictError(id, firstSeq);
        throw e;
      }
      if (fence !== undefined && inserted !== BigInt(events.length)) throw new FencedError(id, fence);
    },
  };
}
