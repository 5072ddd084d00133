/**
 * The SQLite side of `SessionStore`: the `sessions` and `session_events` tables (migration
 * `0002-sessions`) and the statements behind the session methods of `openSqliteStore`.
 *
 * ```ts
 * const sessions = makeSqliteSessions(sqlite); // a better-sqlite3 connection, migrated
 * await sessions.appendSessionEvents(id, 1, events, { actor: 'director', commandId: null });
 * ```
 * The event insert is one synchronous better-sqlite3 transaction (as for tables): all rows or
 * none. The primary key (session_id, seq) refuses a second writer; the unique partial index on
 * (session_id, command_id) refuses a command entered twice. Fenced (issue 27), the transaction is
 * IMMEDIATE and reads the session's `table_owners` row (`sessionOwnerKey`) first, as a table's
 * append does: a stale fence writes nothing and rejects with `FencedError`.
 */
import type Database from 'better-sqlite3';
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

/** Creates the two session tables. */
export const SESSIONS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('director_hash', 'text', (c) => c.notNull())
      .addColumn('meta', 'text', (c) => c.notNull())
      .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('session_events')
      .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('command_id', 'text')
      .addColumn('recorded_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
      .addPrimaryKeyConstraint('session_events_pk', ['session_id', 'seq'])
      .execute();
    await sql`CREATE UNIQUE INDEX session_events_command ON session_events (session_id, command_id)
      WHERE command_id IS NOT NULL`.execute(db);
    await db.schema.createIndex('sessions_open').on('sessions').column('finished').execute();
  },
};

interface SessionRow {
  id: string;
  created_at: string;
  director_hash: string;
  meta: string;
  finished: number;
}
interface EventRow {
  seq: number;
  event: string;
  actor: string;
  command_id: string | null;
}

const toSession = (r: SessionRow): SessionRecord => ({
  id: r.id,
  createdAt: r.created_at,
  directorHash: r.director_hash,
  meta: JSON.parse(r.meta) as SessionMeta,
  finished: r.finished !== 0,
});

const isConstraint = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as { code?: unknown }).code === 'string' &&
  (e as { code: string }).code.startsWith('SQLITE_CONSTRAINT');

/** The session methods over one better-sqlite3 connection (statements prepared once). */
export function makeSqliteSessions(sqlite: Database.Database): SessionStore {
  const insertSession = sqlite.prepare<[string, string, string, string, number]>(
    'INSERT INTO sessions (id, created_at, director_hash, meta, finished) VALUES (?, ?, ?, ?, ?)',
  );
  const selectSession = sqlite.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE id = ?');
  const selectOpen = sqlite.prepare<[], SessionRow>('SELECT * FROM sessions WHERE finished = 0 ORDER BY created_at');
  const update = sqlite.prepare<[string, number, string]>('UPDATE sessions SET meta = ?, finished = ? WHERE id = ?');
  const selectEvents = sqlite.prepare<[string, number], EventRow>(
    'SELECT seq, event, actor, command_id FROM session_events WHERE session_id = ? AND seq > ? ORDER BY seq',
  );
  const insertEvent = sqlite.prepare<[string, number, string, string, string, string | null]>(
    'INSERT INTO session_events (session_id, seq, type, event, actor, command_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const selectByCode = sqlite.prepare<[string], SessionRow>(
    `SELECT s.* FROM sessions s, json_each(s.meta, '$.tables') t
     WHERE s.finished = 0 AND json_extract(t.value, '$.code') = ? ORDER BY s.created_at, s.id LIMIT 1`,
  );
  const currentFence = sqlite.prepare<[string], { fence: number }>('SELECT fence FROM table_owners WHERE table_id = ?');
  /** Throws `FencedError` unless `fence` is the session's claim now (call inside the transaction). */
  const checkFence = (id: string, fence: number | null): void => {
    if (fence !== null && currentFence.get(sessionOwnerKey(id))?.fence !== fence) throw new FencedError(id, fence);
  };
  const updateFenced = sqlite.transaction((id: string, meta: string, finished: number, fence: number | null) => {
    checkFence(id, fence);
    update.run(meta, finished, id);
  });
  const insertEvents = sqlite.transaction(
    (
      id: string,
      firstSeq: number,
      events: readonly SessionEvent[],
      actor: string,
      commandId: string | null,
      fence: number | null,
    ) => {
      // The fence is read inside the (IMMEDIATE) transaction: no takeover can commit in between.
      checkFence(id, fence);
      events.forEach((e, i) => {
        insertEvent.run(id, firstSeq + i, e.type, JSON.stringify(e), actor, i === events.length - 1 ? commandId : null);
      });
    },
  );
  return {
    async createSession(s) {
      insertSession.run(s.id, s.createdAt, s.directorHash, JSON.stringify(s.meta), s.finished ? 1 : 0);
    },
    async getSession(id) {
      const row = selectSession.get(id);
      return row ? toSession(row) : null;
    },
    async listOpenSessions() {
      return selectOpen.all().map(toSession);
    },
    async findSessionByCode(code) {
      const row = selectByCode.get(code);
      return row ? toSession(row) : null;
    },
    async updateSession(id, meta, finished, fence) {
      if (fence === undefined) update.run(JSON.stringify(meta), finished ? 1 : 0, id);
      else updateFenced.immediate(id, JSON.stringify(meta), finished ? 1 : 0, fence);
    },
    async loadSessionEvents(id, afterSeq = 0): Promise<StoredSessionEvent[]> {
      return selectEvents.all(id, afterSeq).map((r) => ({
        seq: r.seq,
        event: JSON.parse(r.event) as SessionEvent,
        actor: r.actor,
        commandId: r.command_id,
      }));
    },
    async appendSessionEvents(id, firstSeq, events, by, fence) {
      if (events.length === 0) return;
      try {
        // Fenced, the write lock is taken first (IMMEDIATE): another process's takeover cannot slip
        // between the fence check and the inserts.
        if (fence === undefined) insertEvents(id, firstSeq, events, by.actor, by.commandId, null);
        else insertEvents.immediate(id, firstSeq, events, by.actor, by.commandId, fence);
      } catch (e) {
        if (isConstraint(e)) throw new SeqConflictError(id, firstSeq);
        throw e;
      }
    },
  };
}
