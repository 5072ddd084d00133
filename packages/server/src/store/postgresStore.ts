/**
 * The PostgreSQL event store (issue 27): the same `TableStore` as SQLite, through Kysely over
 * `pg`, for several server processes sharing one database. Migrations live in code as for SQLite
 * and run at open, under Kysely's migration lock (an advisory lock), so processes may start
 * together.
 *
 * ```ts
 * const store = await openPostgresStore({ connectionString: 'postgres://biritch@127.0.0.1:5432/biritch' });
 * const lease = await store.acquireLease(tableId, 'n1-7f3a', 5000);
 * if (lease) await store.appendEvents(tableId, 1, events, lease.fence);
 * await store.close();
 * ```
 * Club sessions (`sessions`, `session_events`) are in `postgresSessions.ts`.
 * The append is one statement, one round trip (scale-out spec §3.4): `INSERT … SELECT … FROM
 * unnest(…)`, and when fenced, joined to the table's `table_owners` row `FOR SHARE` with the
 * caller's fence. A takeover (`UPDATE … fence = fence + 1`) waits for an append in flight, and an
 * append that starts after it (or waits on it) inserts nothing: `FencedError`. The primary key
 * (table_id, seq) stays the last line of defence: `SeqConflictError`. Expiry uses the database's
 * clock (`now()`), so the processes' clocks may disagree.
 */
import { Kysely, Migrator, PostgresDialect, sql, type ColumnType, type Generated, type Migration } from 'kysely';
import pg from 'pg';
import type { Seat, TableEvent } from '@biritch/core';
import { makePostgresSessions, POSTGRES_SESSIONS_MIGRATION } from './postgresSessions.js';
import type { SessionStore } from './sessionTypes.js';
import {
  FencedError,
  SeqConflictError,
  type Lease,
  type LobbyQuery,
  type SeatRecord,
  type StoredEvent,
  type TableRecord,
  type TableStore,
} from './types.js';

type Timestamp = ColumnType<Date, string, string>;
interface TablesTable {
  id: string;
  code: string;
  created_at: Timestamp;
  settings: ColumnType<TableRecord['settings'], string, string>;
  finished: boolean;
}
interface SeatsTable {
  table_id: string;
  seat: string;
  token_hash: string | null;
  claimed_at: ColumnType<Date | null, string | null, string | null>;
}
interface EventsTable {
  table_id: string;
  seq: number;
  type: string;
  event: ColumnType<TableEvent, string, never>;
  fence: ColumnType<string | null, number | null, never>;
  recorded_at: Generated<Date>;
}
interface TableOwnersTable {
  table_id: string;
  owner: string;
  expires_at: Date;
  /** bigint: `pg` reads it as a string. */
  fence: string;
}
interface Schema {
  tables: TablesTable;
  seats: SeatsTable;
  events: EventsTable;
  table_owners: TableOwnersTable;
}

// Migrations live in code, in order; a new one is a new key. Never edit one that has shipped.
const MIGRATIONS: Record<string, Migration> = {
  '0001-tables-seats-events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tables')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('settings', 'jsonb', (c) => c.notNull())
        .addColumn('finished', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema
        .createTable('seats')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text')
        .addColumn('claimed_at', 'timestamptz')
        .addPrimaryKeyConstraint('seats_pk', ['table_id', 'seat'])
        .execute();
      // `json`, not `jsonb`: the event is kept exactly as appended (key order included).
      await db.schema
        .createTable('events')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('event', 'json', (c) => c.notNull())
        .addColumn('fence', 'bigint')
        .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('events_pk', ['table_id', 'seq'])
        .execute();
      await db.schema.createIndex('tables_open').on('tables').column('finished').execute();
    },
  },
  // Ownership leases with a fencing number (scale-out spec §3.3). A row is never deleted: the
  // fence must not start again at 1 while a former owner still holds an old one.
  '0002-table-owners': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('table_owners')
        .addColumn('table_id', 'text', (c) => c.primaryKey())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('fence', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  // The lobby's pages: unfinished tables, newest first (issue 21, finding 4).
  '0003-lobby-order': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('tables_lobby').on('tables').columns(['finished', 'created_at', 'id']).execute();
    },
  },
  // Club sessions (issue 24): postgresSessions.ts.
  '0004-sessions': POSTGRES_SESSIONS_MIGRATION,
};

/** Options of the PostgreSQL store. */
export interface PostgresStoreOptions {
  /** `postgres://user[:password]@host:port/database` (libpq's URL form, as `DATABASE_URL`). */
  readonly connectionString: string;
  /** Connections in this process's pool (default 10). */
  readonly maxConnections?: number | undefined;
  /**
   * How long a query waits for a connection (a busy pool, an unreachable server) before it fails,
   * in ms (default 10000): the command is refused `store/unavailable` rather than left hanging.
   */
  readonly connectTimeoutMs?: number | undefined;
  /** Told about a pooled connection that failed while idle (a restart of PostgreSQL); the pool reconnects. */
  readonly onIdleError?: ((error: Error) => void) | undefined;
}

/** A `tables` row as `pg` reads it. */
type TableRow = { id: string; code: string; created_at: Date; settings: TableRecord['settings']; finished: boolean };

const toTable = (r: TableRow): TableRecord => ({
  id: r.id,
  code: r.code,
  createdAt: r.created_at.toISOString(),
  settings: r.settings,
  finished: r.finished,
});

const toLease = (r: TableOwnersTable): Lease => ({
  tableId: r.table_id,
  owner: r.owner,
  fence: Number(r.fence),
  expiresAt: r.expires_at.toISOString(),
});

/** PostgreSQL's code for a unique violation (Appendix A of its manual). */
const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === UNIQUE_VIOLATION;

/** Opens the store on a PostgreSQL database, creating or migrating its tables if needed. */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<TableStore> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
  });
  // Without a listener an idle connection's error (the server restarting) would end the process.
  pool.on('error', (e) => options.onIdleError?.(e));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    const migrated = await migrator.migrateToLatest();
    if (migrated.error) throw migrated.error;
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return new PostgresStore(db);
}

const ttl = (ttlMs: number) => sql<Date>`now() + make_interval(secs => ${ttlMs / 1000}::double precision)`;

class PostgresStore implements TableStore {
  private readonly sessions: SessionStore;

  constructor(private readonly db: Kysely<Schema>) {
    this.sessions = makePostgresSessions(db as unknown as Kysely<unknown>);
  }

  // Club sessions: postgresSessions.ts.
  createSession: SessionStore['createSession'] = (s) => this.sessions.createSession(s);
  getSession: SessionStore['getSession'] = (id) => this.sessions.getSession(id);
  listOpenSessions: SessionStore['listOpenSessions'] = () => this.sessions.listOpenSessions();
  updateSession: SessionStore['updateSession'] = (id, meta, finished) =>
    this.sessions.updateSession(id, meta, finished);
  loadSessionEvents: SessionStore['loadSessionEvents'] = (id, afterSeq) =>
    this.sessions.loadSessionEvents(id, afterSeq);
  appendSessionEvents: SessionStore['appendSessionEvents'] = (id, firstSeq, events, by) =>
    this.sessions.appendSessionEvents(id, firstSeq, events, by);

  async createTable(table: TableRecord, seats: readonly SeatRecord[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tables')
        .values({
          id: table.id,
          code: table.code,
          created_at: table.createdAt,
          settings: JSON.stringify(table.settings),
          finished: table.finished,
        })
        .execute();
      if (seats.length === 0) return;
      await trx
        .insertInto('seats')
        .values(
          seats.map((s) => ({ table_id: table.id, seat: s.seat, token_hash: s.tokenHash, claimed_at: s.claimedAt })),
        )
        .execute();
    });
  }

  async listOpenTables(): Promise<TableRecord[]> {
    const rows = await this.db
      .selectFrom('tables')
      .selectAll()
      .where('finished', '=', false)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toTable);
  }

  async listLobby(query: LobbyQuery): Promise<TableRecord[]> {
    // A seat is open when it is not a robot's and nobody holds its token.
    const open = (seat: Seat) =>
      sql<boolean>`(t.settings -> 'seats' ->> ${seat} <> 'robot' AND NOT EXISTS
        (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.seat = ${seat} AND s.token_hash IS NOT NULL))`;
    const after = query.after;
    const { rows } = await sql<TableRow>`
      SELECT t.* FROM tables t
      WHERE NOT t.finished
        AND (${open('N')} OR ${open('E')} OR ${open('S')} OR ${open('W')})
        ${
          after
            ? sql`AND (t.created_at < ${after.createdAt}::timestamptz
          OR (t.created_at = ${after.createdAt}::timestamptz AND t.id < ${after.id}))`
            : sql``
        }
        ${query.ruleSet ? sql`AND t.settings ->> 'ruleSet' = ${query.ruleSet}` : sql``}
        ${query.form ? sql`AND t.settings ->> 'form' = ${query.form}` : sql``}
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT ${query.limit}`.execute(this.db);
    return rows.map(toTable);
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const row = await this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toTable(row) : null;
  }

  async getTableByCode(code: string): Promise<TableRecord | null> {
    const row = await this.db.selectFrom('tables').selectAll().where('code', '=', code).executeTakeFirst();
    return row ? toTable(row) : null;
  }

  async codeExists(code: string): Promise<boolean> {
    const row = await this.db.selectFrom('tables').select('id').where('code', '=', code).executeTakeFirst();
    return row !== undefined;
  }

  async setFinished(id: string, finished: boolean): Promise<void> {
    await this.db.updateTable('tables').set({ finished }).where('id', '=', id).execute();
  }

  async loadSeats(tableId: string): Promise<SeatRecord[]> {
    const rows = await this.db
      .selectFrom('seats')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('seat')
      .execute();
    return rows.map((r) => ({
      seat: r.seat as Seat,
      tokenHash: r.token_hash,
      claimedAt: r.claimed_at?.toISOString() ?? null,
    }));
  }

  async setSeat(tableId: string, seat: SeatRecord): Promise<void> {
    await this.db
      .insertInto('seats')
      .values({ table_id: tableId, seat: seat.seat, token_hash: seat.tokenHash, claimed_at: seat.claimedAt })
      .onConflict((oc) =>
        oc.columns(['table_id', 'seat']).doUpdateSet({ token_hash: seat.tokenHash, claimed_at: seat.claimedAt }),
      )
      .execute();
  }

  async loadEvents(tableId: string, afterSeq = 0): Promise<StoredEvent[]> {
    const rows = await this.db
      .selectFrom('events')
      .select(['seq', 'event'])
      .where('table_id', '=', tableId)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({ seq: r.seq, event: r.event }));
  }

  async appendEvents(
    tableId: string,
    firstSeq: number,
    events: readonly TableEvent[],
    fence?: number | undefined,
  ): Promise<void> {
    if (events.length === 0) return;
    const seqs = events.map((_, i) => firstSeq + i);
    const types = events.map((e) => e.type);
    const bodies = events.map((e) => JSON.stringify(e));
    const rows = sql`unnest(${seqs}::integer[], ${types}::text[], ${bodies}::json[]) AS s(seq, type, event)`;
    // One statement: all rows or none. Fenced, the lease row is locked FOR SHARE by the same
    // statement, so a takeover waits for it, and after a takeover no row joins: zero inserted.
    const insert =
      fence === undefined
        ? sql`INSERT INTO events (table_id, seq, type, event) SELECT ${tableId}, s.seq, s.type, s.event FROM ${rows}`
        : sql`WITH own AS (SELECT 1 FROM table_owners WHERE table_id = ${tableId} AND fence = ${fence} FOR SHARE)
              INSERT INTO events (table_id, seq, type, event, fence)
              SELECT ${tableId}, s.seq, s.type, s.event, ${fence} FROM own, ${rows}`;
    let inserted: bigint | undefined;
    try {
      inserted = (await insert.execute(this.db)).numAffectedRows;
    } catch (e) {
      if (isUniqueViolation(e)) throw new SeqConflictError(tableId, firstSeq);
      throw e;
    }
    if (fence !== undefined && inserted !== BigInt(events.length)) throw new FencedError(tableId, fence);
  }

  async acquireLease(tableId: string, owner: string, ttlMs: number): Promise<Lease | null> {
    // One statement: a free, expired or own lease is taken and its fence raised; a live one of
    // another owner is left alone (no row comes back).
    const { rows } = await sql<TableOwnersTable>`
      INSERT INTO table_owners AS o (table_id, owner, expires_at, fence) VALUES (${tableId}, ${owner}, ${ttl(ttlMs)}, 1)
      ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at, fence = o.fence + 1
        WHERE o.expires_at <= now() OR o.owner = excluded.owner
      RETURNING table_id, owner, expires_at, fence`.execute(this.db);
    return rows[0] ? toLease(rows[0]) : null;
  }

  async renewLease(lease: Lease, ttlMs: number): Promise<Lease | null> {
    const row = await this.db
      .updateTable('table_owners')
      .set({ expires_at: ttl(ttlMs) })
      .where('table_id', '=', lease.tableId)
      .where('owner', '=', lease.owner)
      .where('fence', '=', String(lease.fence))
      .returningAll()
      .executeTakeFirst();
    return row ? toLease(row) : null;
  }

  async releaseLease(lease: Lease): Promise<void> {
    await this.db
      .updateTable('table_owners')
      .set({ expires_at: sql<Date>`now()` })
      .where('table_id', '=', lease.tableId)
      .where('fence', '=', String(lease.fence))
      .execute();
  }

  async getLease(tableId: string): Promise<Lease | null> {
    const row = await this.db.selectFrom('table_owners').selectAll().where('table_id', '=', tableId).executeTakeFirst();
    return row ? toLease(row) : null;
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
