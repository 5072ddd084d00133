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
import { makePostgresJobs, POSTGRES_JOBS_MIGRATION } from './postgresJobs.js';
import { makePostgresChallenges, POSTGRES_CHALLENGES_MIGRATION, type ChallengesStore } from './postgresChallenges.js';
import { makePostgresSessions, POSTGRES_SESSIONS_MIGRATION } from './postgresSessions.js';
import type { JobsStore } from './sqliteJobs.js';
import type { SessionStore } from './sessionTypes.js';
import {
  FencedError,
  SeqConflictError,
  type AccountRecord,
  type ClaimQuery,
  type Lease,
  type LobbyQuery,
  type NodeRecord,
  type LoginSessionRecord,
  type PasskeyRecord,
  type SeatClaim,
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
  account_id: string | null;
}
interface AccountsTable {
  id: string;
  name: string;
  name_key: string;
  password_hash: string;
  created_at: Timestamp;
}
interface LoginSessionsTable {
  id_hash: string;
  account_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}
interface SeatClaimsTable {
  table_id: string;
  seat: string;
  token_hash: string;
  account_id: string | null;
  from_seq: number;
  to_seq: number | null;
  claimed_at: Timestamp;
}
interface PasskeysTable {
  id: string;
  account_id: string;
  public_key: string;
  counter: number;
  transports: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}
interface SharesTable {
  id: string;
  table_id: string;
  deal: number;
  created_at: Timestamp;
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
interface NodesTable {
  incarnation: string;
  node_id: string;
  address: string;
  expires_at: Date;
}
interface Schema {
  nodes: NodesTable;
  tables: TablesTable;
  seats: SeatsTable;
  events: EventsTable;
  table_owners: TableOwnersTable;
  accounts: AccountsTable;
  login_sessions: LoginSessionsTable;
  seat_claims: SeatClaimsTable;
  shares: SharesTable;
  passkeys: PasskeysTable;
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
  // Accounts, sign-in sessions (login_sessions), seats that belong to accounts, the seats'
  // history and share links (issue 26): SQLite's '0003-accounts-history', with timestamptz times.
  '0005-accounts-history': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('login_sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_sessions_account').on('login_sessions').column('account_id').execute();
      await db.schema.alterTable('seats').addColumn('account_id', 'text').execute();
      await db.schema
        .createTable('seat_claims')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text')
        .addColumn('from_seq', 'integer', (c) => c.notNull())
        .addColumn('to_seq', 'integer')
        .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('seat_claims_pk', ['table_id', 'seat', 'token_hash'])
        .execute();
      await db.schema.createIndex('seat_claims_token').on('seat_claims').column('token_hash').execute();
      await db.schema.createIndex('seat_claims_account').on('seat_claims').column('account_id').execute();
      // Seats held before this migration start their history at seq 0.
      await sql`INSERT INTO seat_claims (table_id, seat, token_hash, from_seq, claimed_at)
        SELECT table_id, seat, token_hash, 0, COALESCE(claimed_at, now()) FROM seats
        WHERE token_hash IS NOT NULL`.execute(db);
      await db.schema
        .createTable('shares')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('deal', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('shares_deal', ['table_id', 'deal'])
        .execute();
    },
  },
  // Passkeys of accounts (issue 26): WebAuthn credentials, public keys only.
  '0006-passkeys': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_used_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('passkeys_account').on('passkeys').column('account_id').execute();
    },
  },
  // Processes of a cluster (issue 27; scale-out spec §3.3): one lease per incarnation, renewed by
  // heartbeats; a table claimed by an incarnation has `expires_at = 'infinity'` in table_owners
  // and stays its own while the incarnation's lease runs.
  '0006-nodes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('nodes')
        .addColumn('incarnation', 'text', (c) => c.primaryKey())
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
  },
  // Background jobs and the double-dummy analyses (issue 27): postgresJobs.ts.
  '0007-jobs-analyses': POSTGRES_JOBS_MIGRATION,
  // Passkey ceremonies' challenges, shared by every process (issue 27): postgresChallenges.ts.
  '0008-passkey-challenges': POSTGRES_CHALLENGES_MIGRATION,
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
  // `pg` reads PostgreSQL's 'infinity' as the number Infinity: a table bound to its process's lease.
  expiresAt: r.expires_at instanceof Date ? r.expires_at.toISOString() : 'infinity',
});

const toNode = (r: NodesTable): NodeRecord => ({
  incarnation: r.incarnation,
  nodeId: r.node_id,
  address: r.address,
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

/** A stored passkey row as a record (transports are kept as JSON text). */
const toPasskey = (r: {
  id: string;
  account_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  created_at: Date;
  last_used_at: Date | null;
}): PasskeyRecord => ({
  id: r.id,
  accountId: r.account_id,
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: JSON.parse(r.transports) as string[],
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at ? r.last_used_at.toISOString() : null,
});

const toAccount = (r: {
  id: string;
  name: string;
  name_key: string;
  password_hash: string;
  created_at: Date;
}): AccountRecord => ({
  id: r.id,
  name: r.name,
  nameKey: r.name_key,
  passwordHash: r.password_hash,
  createdAt: r.created_at.toISOString(),
});

/**
 * Keeps a seat's history (`SeatClaim`) as SQLite does: a token not seen before at this seat starts
 * a claim from the table's last seq; the same token again only sets its account (when given); a
 * release ends the open claim at the last seq. Runs inside the seat write's transaction.
 */
async function recordClaim(trx: Kysely<Schema>, tableId: string, s: SeatRecord): Promise<void> {
  const lastSeq = sql<number>`(SELECT COALESCE(MAX(seq), 0) FROM events WHERE table_id = ${tableId})`;
  if (!s.tokenHash) {
    await sql`UPDATE seat_claims SET to_seq = ${lastSeq}
      WHERE table_id = ${tableId} AND seat = ${s.seat} AND to_seq IS NULL`.execute(trx);
    return;
  }
  const claimedAt = s.claimedAt === null ? sql`now()` : sql`${s.claimedAt}::timestamptz`;
  await sql`INSERT INTO seat_claims AS c (table_id, seat, token_hash, account_id, from_seq, claimed_at)
    VALUES (${tableId}, ${s.seat}, ${s.tokenHash}, ${s.accountId ?? null}, ${lastSeq}, ${claimedAt})
    ON CONFLICT (table_id, seat, token_hash)
      DO UPDATE SET account_id = COALESCE(excluded.account_id, c.account_id)`.execute(trx);
}

const ttl = (ttlMs: number) => sql<Date>`now() + make_interval(secs => ${ttlMs / 1000}::double precision)`;

class PostgresStore implements TableStore {
  private readonly sessions: SessionStore;
  private readonly jobs: JobsStore;
  private readonly challenges: ChallengesStore;

  constructor(private readonly db: Kysely<Schema>) {
    this.sessions = makePostgresSessions(db as unknown as Kysely<unknown>);
    this.jobs = makePostgresJobs(db as unknown as Kysely<unknown>);
    this.challenges = makePostgresChallenges(db as unknown as Kysely<unknown>);
  }

  // Background jobs and analyses: postgresJobs.ts.
  enqueueJob: TableStore['enqueueJob'] = (job) => this.jobs.enqueueJob(job);
  claimJob: TableStore['claimJob'] = (kinds, worker, leaseMs) => this.jobs.claimJob(kinds, worker, leaseMs);
  renewJob: TableStore['renewJob'] = (claim, leaseMs) => this.jobs.renewJob(claim, leaseMs);
  completeJob: TableStore['completeJob'] = (claim, output) => this.jobs.completeJob(claim, output);
  failJob: TableStore['failJob'] = (claim, error, retryAfterMs) => this.jobs.failJob(claim, error, retryAfterMs);
  releaseJob: TableStore['releaseJob'] = (claim) => this.jobs.releaseJob(claim);
  getJob: TableStore['getJob'] = (key) => this.jobs.getJob(key);
  saveAnalysis: TableStore['saveAnalysis'] = (tableId, deal, analysis) =>
    this.jobs.saveAnalysis(tableId, deal, analysis);
  loadAnalyses: TableStore['loadAnalyses'] = (deals) => this.jobs.loadAnalyses(deals);

  // Club sessions: postgresSessions.ts.
  createSession: SessionStore['createSession'] = (s) => this.sessions.createSession(s);
  getSession: SessionStore['getSession'] = (id) => this.sessions.getSession(id);
  listOpenSessions: SessionStore['listOpenSessions'] = () => this.sessions.listOpenSessions();
  findSessionByCode: SessionStore['findSessionByCode'] = (code) => this.sessions.findSessionByCode(code);
  updateSession: SessionStore['updateSession'] = (id, meta, finished, fence) =>
    this.sessions.updateSession(id, meta, finished, fence);
  loadSessionEvents: SessionStore['loadSessionEvents'] = (id, afterSeq) =>
    this.sessions.loadSessionEvents(id, afterSeq);
  appendSessionEvents: SessionStore['appendSessionEvents'] = (id, firstSeq, events, by, fence) =>
    this.sessions.appendSessionEvents(id, firstSeq, events, by, fence);

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
          seats.map((s) => ({
            table_id: table.id,
            seat: s.seat,
            token_hash: s.tokenHash,
            claimed_at: s.claimedAt,
            account_id: s.accountId ?? null,
          })),
        )
        .execute();
      for (const s of seats) if (s.tokenHash) await recordClaim(trx, table.id, s);
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
      accountId: r.account_id,
    }));
  }

  async setSeat(tableId: string, seat: SeatRecord): Promise<void> {
    // A cleared seat belongs to no account; the claim's history keeps who held it.
    const accountId = seat.tokenHash ? (seat.accountId ?? null) : null;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('seats')
        .values({
          table_id: tableId,
          seat: seat.seat,
          token_hash: seat.tokenHash,
          claimed_at: seat.claimedAt,
          account_id: accountId,
        })
        .onConflict((oc) =>
          oc
            .columns(['table_id', 'seat'])
            .doUpdateSet({ token_hash: seat.tokenHash, claimed_at: seat.claimedAt, account_id: accountId }),
        )
        .execute();
      await recordClaim(trx, tableId, seat);
    });
  }

  async loadEvents(tableId: string, afterSeq = 0, types?: readonly string[]): Promise<StoredEvent[]> {
    let query = this.db
      .selectFrom('events')
      .select(['seq', 'event', 'recorded_at'])
      .where('table_id', '=', tableId)
      .where('seq', '>', afterSeq);
    if (types) query = query.where('type', 'in', types.length > 0 ? [...types] : ['']);
    const rows = await query.orderBy('seq').execute();
    return rows.map((r) => ({ seq: r.seq, event: r.event, recordedAt: r.recorded_at.toISOString() }));
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

  async joinCluster(node: Omit<NodeRecord, 'expiresAt'>, ttlMs: number): Promise<NodeRecord> {
    // Incarnations that lapsed a day ago own nothing any more worth keeping their rows for.
    await sql`DELETE FROM nodes WHERE expires_at < now() - interval '1 day'`.execute(this.db);
    // A process starting under a node id ends its predecessors: that process is not running any more.
    await sql`UPDATE nodes SET expires_at = now() WHERE node_id = ${node.nodeId} AND expires_at > now()`.execute(
      this.db,
    );
    const row = await this.db
      .insertInto('nodes')
      .values({ incarnation: node.incarnation, node_id: node.nodeId, address: node.address, expires_at: ttl(ttlMs) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toNode(row);
  }

  async renewNode(incarnation: string, ttlMs: number): Promise<boolean> {
    // Only a running lease is extended: a lapsed incarnation stays dead (its tables may be taken).
    const r = await this.db
      .updateTable('nodes')
      .set({ expires_at: ttl(ttlMs) })
      .where('incarnation', '=', incarnation)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  }

  async leaveCluster(incarnation: string): Promise<void> {
    await this.db
      .updateTable('nodes')
      .set({ expires_at: sql<Date>`now()` })
      .where('incarnation', '=', incarnation)
      .execute();
  }

  async claimTable(tableId: string, incarnation: string): Promise<Lease | null> {
    // One statement: only a live claimer inserts or updates; the row lock of ON CONFLICT orders two
    // claimers, and the second sees the first's live lease and changes nothing (no row back).
    const { rows } = await sql<TableOwnersTable>`
      INSERT INTO table_owners AS o (table_id, owner, expires_at, fence)
      SELECT ${tableId}, ${incarnation}, 'infinity', 1
        WHERE EXISTS (SELECT 1 FROM nodes WHERE incarnation = ${incarnation} AND expires_at > now())
      ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at, fence = o.fence + 1
        WHERE o.owner = excluded.owner OR o.expires_at <= now()
           OR (o.expires_at = 'infinity'
               AND NOT EXISTS (SELECT 1 FROM nodes n WHERE n.incarnation = o.owner AND n.expires_at > now()))
      RETURNING table_id, owner, expires_at, fence`.execute(this.db);
    return rows[0] ? toLease(rows[0]) : null;
  }

  async ownerOf(tableId: string): Promise<NodeRecord | null> {
    const row = await this.db
      .selectFrom('table_owners as o')
      .innerJoin('nodes as n', 'n.incarnation', 'o.owner')
      .select(['n.incarnation', 'n.node_id', 'n.address', 'n.expires_at'])
      .where('o.table_id', '=', tableId)
      .where('o.expires_at', '>', sql<Date>`now()`)
      .where('n.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ? toNode(row) : null;
  }

  async createAccount(a: AccountRecord): Promise<boolean> {
    try {
      await this.db
        .insertInto('accounts')
        .values({ id: a.id, name: a.name, name_key: a.nameKey, password_hash: a.passwordHash, created_at: a.createdAt })
        .execute();
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  async getAccountByName(nameKey: string): Promise<AccountRecord | null> {
    const row = await this.db.selectFrom('accounts').selectAll().where('name_key', '=', nameKey).executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  async getAccount(id: string): Promise<AccountRecord | null> {
    const row = await this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  async setPasswordHash(accountId: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
  }

  async createLoginSession(s: LoginSessionRecord): Promise<void> {
    await this.db
      .insertInto('login_sessions')
      .values({ id_hash: s.idHash, account_id: s.accountId, created_at: s.createdAt, expires_at: s.expiresAt })
      .execute();
  }

  async getLoginSession(idHash: string): Promise<LoginSessionRecord | null> {
    const r = await this.db.selectFrom('login_sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    return r
      ? {
          idHash: r.id_hash,
          accountId: r.account_id,
          createdAt: r.created_at.toISOString(),
          expiresAt: r.expires_at.toISOString(),
        }
      : null;
  }

  async deleteLoginSession(idHash: string): Promise<void> {
    await this.db.deleteFrom('login_sessions').where('id_hash', '=', idHash).execute();
  }

  async deleteLoginSessions(accountId: string): Promise<number> {
    const r = await this.db.deleteFrom('login_sessions').where('account_id', '=', accountId).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async attachSeatTokens(
    accountId: string,
    tokenHashes: readonly string[],
  ): Promise<{ tableId: string; seat: Seat }[]> {
    return this.db.transaction().execute(async (trx) => {
      // One attach per account at a time (SQLite's transactions are serial): two at once could
      // otherwise each give the account a different seat at the same table.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`attach:${accountId}`}))`.execute(trx);
      const changed: { tableId: string; seat: Seat }[] = [];
      for (const h of tokenHashes) {
        await trx
          .updateTable('seat_claims')
          .set({ account_id: accountId })
          .where('token_hash', '=', h)
          .where('account_id', 'is', null)
          .execute();
        const held = await trx
          .selectFrom('seats')
          .select(['table_id', 'seat'])
          .where('token_hash', '=', h)
          .where('account_id', 'is', null)
          .orderBy('table_id')
          .orderBy('seat')
          .forUpdate()
          .execute();
        for (const row of held) {
          const other = await trx
            .selectFrom('seats')
            .select('seat')
            .where('table_id', '=', row.table_id)
            .where('account_id', '=', accountId)
            .executeTakeFirst();
          if (other) continue;
          await trx
            .updateTable('seats')
            .set({ account_id: accountId })
            .where('table_id', '=', row.table_id)
            .where('seat', '=', row.seat)
            .execute();
          changed.push({ tableId: row.table_id, seat: row.seat as Seat });
        }
      }
      return changed;
    });
  }

  async listSeatClaims(query: ClaimQuery, limit: number): Promise<SeatClaim[]> {
    const hashes = [...query.tokenHashes];
    if (query.accountId === undefined && hashes.length === 0) return [];
    const rows = await this.db
      .selectFrom('seat_claims')
      .selectAll()
      .where((eb) => {
        const ors = [];
        if (query.accountId !== undefined) ors.push(eb('account_id', '=', query.accountId));
        if (hashes.length > 0) ors.push(eb('token_hash', 'in', hashes));
        return eb.or(ors);
      })
      .orderBy('claimed_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      tableId: r.table_id,
      seat: r.seat as Seat,
      fromSeq: r.from_seq,
      toSeq: r.to_seq,
      accountId: r.account_id,
      claimedAt: r.claimed_at.toISOString(),
    }));
  }

  async shareDeal(newId: string, tableId: string, deal: number, createdAt: string): Promise<string> {
    // Two shares of one deal at once: the loser's insert does nothing and it reads the winner's id.
    await this.db
      .insertInto('shares')
      .values({ id: newId, table_id: tableId, deal, created_at: createdAt })
      .onConflict((oc) => oc.columns(['table_id', 'deal']).doNothing())
      .execute();
    const row = await this.db
      .selectFrom('shares')
      .select('id')
      .where('table_id', '=', tableId)
      .where('deal', '=', deal)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async getShare(id: string): Promise<{ tableId: string; deal: number } | null> {
    const row = await this.db.selectFrom('shares').select(['table_id', 'deal']).where('id', '=', id).executeTakeFirst();
    return row ? { tableId: row.table_id, deal: row.deal } : null;
  }

  async addPasskey(k: PasskeyRecord): Promise<boolean> {
    try {
      await this.db
        .insertInto('passkeys')
        .values({
          id: k.id,
          account_id: k.accountId,
          public_key: k.publicKey,
          counter: k.counter,
          transports: JSON.stringify(k.transports),
          created_at: k.createdAt,
          last_used_at: k.lastUsedAt,
        })
        .execute();
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  async getPasskey(id: string): Promise<PasskeyRecord | null> {
    const r = await this.db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toPasskey(r) : null;
  }

  async listPasskeys(accountId: string): Promise<PasskeyRecord[]> {
    const rows = await this.db
      .selectFrom('passkeys')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toPasskey);
  }

  async recordPasskeyUse(id: string, counter: number, usedAt: string): Promise<void> {
    await this.db.updateTable('passkeys').set({ counter, last_used_at: usedAt }).where('id', '=', id).execute();
  }

  async deletePasskey(accountId: string, id: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('passkeys')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
  // Passkey ceremonies' challenges: postgresChallenges.ts.
  putPasskeyChallenge: TableStore['putPasskeyChallenge'] = (c, now, max) =>
    this.challenges.putPasskeyChallenge(c, now, max);
  takePasskeyChallenge: TableStore['takePasskeyChallenge'] = (c, purpose, account, now) =>
    this.challenges.takePasskeyChallenge(c, purpose, account, now);

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
