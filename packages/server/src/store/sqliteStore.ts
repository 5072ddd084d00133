/**
 * The default event store: SQLite through Kysely over better-sqlite3, in WAL mode, one file
 * `biritch.sqlite` in the data directory (created on first start, with its migrations).
 *
 * ```ts
 * const store = await openSqliteStore({ dataDir: './.biritch-data' });
 * await store.appendEvents(tableId, 1, events);
 * await store.close();
 * ```
 * Durability: `synchronous = NORMAL` in WAL mode keeps every committed transaction through a
 * crash or `kill -9` of the process (the WAL is in the OS's hands once written); only a power
 * cut may lose the last transactions. `durability: 'power'` sets `synchronous = FULL`.
 * The events table's primary key (table_id, seq) makes a second writer fail, never fork a log.
 * WAL checkpoints (copying the log into the database file, with an fsync) run in a worker thread
 * on its own connection every few seconds, so a command never waits for a disk flush.
 * Ownership leases (`table_owners`, issue 27) work as in PostgreSQL, by this machine's clock: a
 * fenced append checks the fence inside an IMMEDIATE transaction, so even several processes on
 * one file cannot both append to a table.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql, type Generated, type Migration } from 'kysely';
import type { Seat, TableEvent } from '@biritch/core';
import type { SessionStore } from './sessionTypes.js';
import { makeSqliteJobs, SQLITE_JOBS_MIGRATION, type JobsStore } from './sqliteJobs.js';
import { makeSqliteChallenges, SQLITE_CHALLENGES_MIGRATION, type ChallengesStore } from './sqliteChallenges.js';
import { makeSqliteSessions, SESSIONS_MIGRATION } from './sqliteSessions.js';
import {
  FencedError,
  SeqConflictError,
  type AccountRecord,
  type ClaimQuery,
  type Lease,
  type NodeRecord,
  type LobbyQuery,
  type LoginSessionRecord,
  type PasskeyRecord,
  type SeatClaim,
  type SeatRecord,
  type StoredEvent,
  type TableRecord,
  type TableStore,
} from './types.js';

interface TablesTable {
  id: string;
  code: string;
  created_at: string;
  settings: string;
  finished: number;
}
interface SeatsTable {
  table_id: string;
  seat: string;
  token_hash: string | null;
  claimed_at: string | null;
  account_id: string | null;
}
interface AccountsTable {
  id: string;
  name: string;
  name_key: string;
  password_hash: string;
  created_at: string;
}
interface LoginSessionsTable {
  id_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}
interface SeatClaimsTable {
  table_id: string;
  seat: string;
  token_hash: string;
  account_id: string | null;
  from_seq: number;
  to_seq: number | null;
  claimed_at: string;
}
interface PasskeysTable {
  id: string;
  account_id: string;
  public_key: string;
  counter: number;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}
interface SharesTable {
  id: string;
  table_id: string;
  deal: number;
  created_at: string;
}
interface EventsTable {
  table_id: string;
  seq: number;
  type: string;
  event: string;
  recorded_at: Generated<string>;
  fence: number | null;
}
interface TableOwnersTable {
  table_id: string;
  owner: string;
  /** Milliseconds since 1970 (this machine's clock). */
  expires_at: number;
  fence: number;
}
interface NodesTable {
  incarnation: string;
  node_id: string;
  address: string;
  /** Milliseconds since 1970 (this machine's clock). */
  expires_at: number;
}
interface Schema {
  nodes: NodesTable;
  tables: TablesTable;
  seats: SeatsTable;
  events: EventsTable;
  accounts: AccountsTable;
  login_sessions: LoginSessionsTable;
  seat_claims: SeatClaimsTable;
  shares: SharesTable;
  passkeys: PasskeysTable;
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
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('seats')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text')
        .addColumn('claimed_at', 'text')
        .addPrimaryKeyConstraint('seats_pk', ['table_id', 'seat'])
        .execute();
      await db.schema
        .createTable('events')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('recorded_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
        .addPrimaryKeyConstraint('events_pk', ['table_id', 'seq'])
        .execute();
      await db.schema.createIndex('tables_open').on('tables').column('finished').execute();
    },
  },
  // The lobby's pages: unfinished tables, newest first (issue 21, finding 4).
  '0002-lobby-order': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('tables_lobby').on('tables').columns(['finished', 'created_at', 'id']).execute();
    },
  },
  // Accounts, sign-in sessions (login_sessions), seats that belong to accounts, the seats' history, share links (issue 26).
  '0003-accounts-history': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('login_sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
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
        .addColumn('claimed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('seat_claims_pk', ['table_id', 'seat', 'token_hash'])
        .execute();
      await db.schema.createIndex('seat_claims_token').on('seat_claims').column('token_hash').execute();
      await db.schema.createIndex('seat_claims_account').on('seat_claims').column('account_id').execute();
      // Seats held before this migration start their history at seq 0.
      await sql`INSERT INTO seat_claims (table_id, seat, token_hash, from_seq, claimed_at)
        SELECT table_id, seat, token_hash, 0, claimed_at FROM seats WHERE token_hash IS NOT NULL`.execute(db);
      await db.schema
        .createTable('shares')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('deal', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('shares_deal', ['table_id', 'deal'])
        .execute();
    },
  },
  // Club sessions (issue 24): sqliteSessions.ts.
  '0004-sessions': SESSIONS_MIGRATION,
  // Ownership leases with a fencing number (issue 27; scale-out spec §3.3-3.4). A row is never
  // deleted: the fence must not start again at 1 while a former owner still holds an old one.
  '0005-table-owners': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('table_owners')
        .addColumn('table_id', 'text', (c) => c.primaryKey())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .addColumn('fence', 'integer', (c) => c.notNull())
        .execute();
      // The fence each event was appended under (null: unfenced); it never decreases along seq.
      await db.schema.alterTable('events').addColumn('fence', 'integer').execute();
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
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema.createIndex('passkeys_account').on('passkeys').column('account_id').execute();
    },
  },
  // Processes (issue 27): the same leases as PostgreSQL's '0006-nodes', by this machine's clock.
  // One process on SQLite joins, renews and claims exactly as a process of a cluster does.
  '0006-nodes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('nodes')
        .addColumn('incarnation', 'text', (c) => c.primaryKey())
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  // Background jobs and the double-dummy analyses (issue 27): sqliteJobs.ts.
  '0007-jobs-analyses': SQLITE_JOBS_MIGRATION,
  // Passkey ceremonies' challenges, shared by every process (issue 27): sqliteChallenges.ts.
  '0008-passkey-challenges': SQLITE_CHALLENGES_MIGRATION,
};

/** `expires_at` of a table claimed by a process: it lasts as long as the process's own lease. */
const BOUND_TO_NODE = Number.MAX_SAFE_INTEGER;

/** Options of the SQLite store. */
export interface SqliteStoreOptions {
  /** Directory of the database file (created if missing). */
  readonly dataDir: string;
  /** `process` (default): survives a crash of the process; `power`: fsync on every commit. */
  readonly durability?: 'process' | 'power';
  /** How often the background thread checkpoints the WAL, in ms (default 5000). */
  readonly checkpointEveryMs?: number;
  /**
   * The size the write-ahead log is cut back to once a checkpoint has copied it all (SQLite's
   * `journal_size_limit`): a burst grows the log, the next reset truncates it. Default 16 MiB.
   */
  readonly walLimitBytes?: number;
}

/** The default bound of the write-ahead log after a checkpoint (issue 21, finding 9). */
export const WAL_LIMIT_BYTES = 16 * 1024 * 1024;

// The checkpointer: a worker thread with its own connection; PASSIVE never blocks the writer.
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
db.pragma('journal_size_limit = ' + workerData.walLimitBytes);
const timer = setInterval(() => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} }, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} db.close(); process.exit(0); });
`;

/** The file name of the database inside the data directory. */
export const SQLITE_FILE = 'biritch.sqlite';

const toTable = (r: TablesTable): TableRecord => ({
  id: r.id,
  code: r.code,
  createdAt: r.created_at,
  settings: JSON.parse(r.settings) as TableRecord['settings'],
  finished: r.finished !== 0,
});

// Opens of one file in this process, one after another: a second connection waiting
// synchronously for the migration's write lock would block the event loop the first needs.
const opening = new Map<string, Promise<unknown>>();

/** Opens (creating and migrating if needed) the SQLite store in `dataDir`. */
export async function openSqliteStore(options: SqliteStoreOptions): Promise<TableStore> {
  mkdirSync(options.dataDir, { recursive: true });
  const file = resolve(options.dataDir, SQLITE_FILE);
  const previous = opening.get(file) ?? Promise.resolve();
  const opened = previous.catch(() => undefined).then(() => openFile(file, options));
  opening.set(file, opened);
  try {
    return await opened;
  } finally {
    if (opening.get(file) === opened) opening.delete(file);
  }
}

async function openFile(file: string, options: SqliteStoreOptions): Promise<TableStore> {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.durability === 'power' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('wal_autocheckpoint = 0');
  // Without a limit the log keeps its peak size for good (139 MB beside a 6.4 MB database).
  sqlite.pragma(`journal_size_limit = ${Math.max(0, Math.floor(options.walLimitBytes ?? WAL_LIMIT_BYTES))}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  // Kysely takes no lock for SQLite: the write lock (BEGIN IMMEDIATE) keeps two connections that
  // open a fresh file at once from both running the migrations (found by the conformance suite).
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS }, disableTransactions: true });
  sqlite.exec('BEGIN IMMEDIATE');
  const migrated = await migrator.migrateToLatest();
  sqlite.exec(migrated.error ? 'ROLLBACK' : 'COMMIT');
  if (migrated.error) {
    sqlite.close();
    throw migrated.error;
  }
  const checkpointer = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      everyMs: options.checkpointEveryMs ?? 5000,
      walLimitBytes: Math.max(0, Math.floor(options.walLimitBytes ?? WAL_LIMIT_BYTES)),
    },
  });
  checkpointer.unref();
  return new SqliteStore(db, sqlite, checkpointer);
}

/** A stored passkey row as a record (transports are kept as JSON text). */
const toPasskey = (r: {
  id: string;
  account_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}): PasskeyRecord => ({
  id: r.id,
  accountId: r.account_id,
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: JSON.parse(r.transports) as string[],
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

const toAccount = (r: AccountsTable): AccountRecord => ({
  id: r.id,
  name: r.name,
  nameKey: r.name_key,
  passwordHash: r.password_hash,
  createdAt: r.created_at,
});

const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as { code?: unknown }).code === 'string' &&
  (e as { code: string }).code.startsWith('SQLITE_CONSTRAINT');

interface OwnerParams {
  tableId: string;
  owner: string;
  expiresAt: number;
  now: number;
}

const toLease = (r: TableOwnersTable): Lease => ({
  tableId: r.table_id,
  owner: r.owner,
  fence: r.fence,
  expiresAt: r.expires_at === BOUND_TO_NODE ? 'infinity' : new Date(r.expires_at).toISOString(),
});

const toNode = (r: NodesTable): NodeRecord => ({
  incarnation: r.incarnation,
  nodeId: r.node_id,
  address: r.address,
  expiresAt: new Date(r.expires_at).toISOString(),
});

class SqliteStore implements TableStore {
  // Writes of several rows run as better-sqlite3 transactions, synchronously: no other query can
  // slip into them (a Kysely transaction spans awaits, and on one connection another statement
  // would join it). The event insert is the hot path: one prepared statement. Reads, single-row
  // writes and migrations go through Kysely.
  private readonly insertEvents: Database.Transaction<
    (tableId: string, firstSeq: number, events: readonly TableEvent[], fence: number | null) => void
  >;
  private readonly insertTable: (table: TableRecord, seats: readonly SeatRecord[]) => void;
  private readonly upsertOwner: Database.Statement<[OwnerParams], TableOwnersTable>;
  private readonly claimOwner: Database.Statement<[{ tableId: string; owner: string; now: number }], TableOwnersTable>;
  private readonly sessions: SessionStore;
  private readonly jobs: JobsStore;
  private readonly challenges: ChallengesStore;

  constructor(
    private readonly db: Kysely<Schema>,
    sqlite: Database.Database,
    private readonly checkpointer: Worker,
  ) {
    this.sessions = makeSqliteSessions(sqlite);
    this.jobs = makeSqliteJobs(sqlite);
    this.challenges = makeSqliteChallenges(sqlite);
    const insertEvent = sqlite.prepare<[string, number, string, string, number | null]>(
      'INSERT INTO events (table_id, seq, type, event, fence) VALUES (?, ?, ?, ?, ?)',
    );
    const currentFence = sqlite.prepare<[string], { fence: number }>(
      'SELECT fence FROM table_owners WHERE table_id = ?',
    );
    this.insertEvents = sqlite.transaction(
      (tableId: string, firstSeq: number, events: readonly TableEvent[], fence: number | null) => {
        // The fence is read inside the (IMMEDIATE) transaction: no takeover can commit in between.
        if (fence !== null && currentFence.get(tableId)?.fence !== fence) throw new FencedError(tableId, fence);
        events.forEach((e, i) => {
          insertEvent.run(tableId, firstSeq + i, e.type, JSON.stringify(e), fence);
        });
      },
    );
    // One statement: take a free or expired lease (or our own again), raising the fence.
    this.upsertOwner = sqlite.prepare<[OwnerParams], TableOwnersTable>(
      `INSERT INTO table_owners AS o (table_id, owner, expires_at, fence) VALUES (@tableId, @owner, @expiresAt, 1)
       ON CONFLICT (table_id) DO UPDATE
         SET owner = excluded.owner, expires_at = excluded.expires_at, fence = o.fence + 1
       WHERE o.expires_at <= @now OR o.owner = excluded.owner
       RETURNING table_id, owner, expires_at, fence`,
    );
    // The same claim as PostgreSQL's (postgresStore.ts, claimTable), in one statement.
    this.claimOwner = sqlite.prepare(
      `INSERT INTO table_owners AS o (table_id, owner, expires_at, fence)
       SELECT @tableId, @owner, ${BOUND_TO_NODE}, 1
         WHERE EXISTS (SELECT 1 FROM nodes WHERE incarnation = @owner AND expires_at > @now)
       ON CONFLICT (table_id) DO UPDATE
         SET owner = excluded.owner, expires_at = excluded.expires_at, fence = o.fence + 1
       WHERE o.owner = excluded.owner OR o.expires_at <= @now
          OR (o.expires_at = ${BOUND_TO_NODE}
              AND NOT EXISTS (SELECT 1 FROM nodes n WHERE n.incarnation = o.owner AND n.expires_at > @now))
       RETURNING table_id, owner, expires_at, fence`,
    );
    const insertTable = sqlite.prepare<[string, string, string, string, number]>(
      'INSERT INTO tables (id, code, created_at, settings, finished) VALUES (?, ?, ?, ?, ?)',
    );
    const insertSeat = sqlite.prepare<[string, string, string | null, string | null, string | null]>(
      'INSERT INTO seats (table_id, seat, token_hash, claimed_at, account_id) VALUES (?, ?, ?, ?, ?)',
    );
    this.insertTable = sqlite.transaction((table: TableRecord, seats: readonly SeatRecord[]) => {
      insertTable.run(table.id, table.code, table.createdAt, JSON.stringify(table.settings), table.finished ? 1 : 0);
      for (const s of seats) {
        insertSeat.run(table.id, s.seat, s.tokenHash, s.claimedAt, s.accountId ?? null);
        if (s.tokenHash) this.recordClaim(table.id, s);
      }
    });
    // The seat's history (SeatClaim): a new token starts a claim at the table's last seq; the same
    // token again only sets its account; a release ends the open claim.
    const lastSeq = sqlite.prepare<[string], { n: number }>(
      'SELECT COALESCE(MAX(seq), 0) AS n FROM events WHERE table_id = ?',
    );
    const startClaim = sqlite.prepare<[string, string, string, string | null, number, string]>(
      `INSERT INTO seat_claims (table_id, seat, token_hash, account_id, from_seq, claimed_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (table_id, seat, token_hash) DO UPDATE SET account_id = COALESCE(excluded.account_id, account_id)`,
    );
    const endClaim = sqlite.prepare<[number, string, string]>(
      'UPDATE seat_claims SET to_seq = ? WHERE table_id = ? AND seat = ? AND to_seq IS NULL',
    );
    this.recordClaim = (tableId, s) => {
      const n = lastSeq.get(tableId)?.n ?? 0;
      if (!s.tokenHash) endClaim.run(n, tableId, s.seat);
      else
        startClaim.run(tableId, s.seat, s.tokenHash, s.accountId ?? null, n, s.claimedAt ?? new Date().toISOString());
    };
    const upsertSeat = sqlite.prepare<[string, string, string | null, string | null, string | null]>(
      `INSERT INTO seats (table_id, seat, token_hash, claimed_at, account_id) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (table_id, seat) DO UPDATE SET token_hash = excluded.token_hash, claimed_at = excluded.claimed_at,
         account_id = excluded.account_id`,
    );
    this.writeSeat = sqlite.transaction((tableId: string, s: SeatRecord) => {
      upsertSeat.run(tableId, s.seat, s.tokenHash, s.claimedAt, s.tokenHash ? (s.accountId ?? null) : null);
      this.recordClaim(tableId, s);
    });
    const claimAccount = sqlite.prepare<[string, string]>(
      'UPDATE seat_claims SET account_id = ? WHERE token_hash = ? AND account_id IS NULL',
    );
    const heldWith = sqlite.prepare<[string], { table_id: string; seat: string }>(
      'SELECT table_id, seat FROM seats WHERE token_hash = ? AND account_id IS NULL',
    );
    const holdsOther = sqlite.prepare<[string, string], { n: number }>(
      'SELECT COUNT(*) AS n FROM seats WHERE table_id = ? AND account_id = ?',
    );
    const giveSeat = sqlite.prepare<[string, string, string]>(
      'UPDATE seats SET account_id = ? WHERE table_id = ? AND seat = ?',
    );
    this.attach = sqlite.transaction((accountId: string, hashes: readonly string[]) => {
      const changed: { tableId: string; seat: Seat }[] = [];
      for (const h of hashes) {
        claimAccount.run(accountId, h);
        for (const row of heldWith.all(h)) {
          if ((holdsOther.get(row.table_id, accountId)?.n ?? 0) > 0) continue;
          giveSeat.run(accountId, row.table_id, row.seat);
          changed.push({ tableId: row.table_id, seat: row.seat as Seat });
        }
      }
      return changed;
    });
  }

  private readonly recordClaim: (tableId: string, s: SeatRecord) => void;
  private readonly writeSeat: (tableId: string, s: SeatRecord) => void;
  private readonly attach: (accountId: string, hashes: readonly string[]) => { tableId: string; seat: Seat }[];

  async createTable(table: TableRecord, seats: readonly SeatRecord[]): Promise<void> {
    this.insertTable(table, seats);
  }

  async listOpenTables(): Promise<TableRecord[]> {
    const rows = await this.db
      .selectFrom('tables')
      .selectAll()
      .where('finished', '=', 0)
      .orderBy('created_at')
      .execute();
    return rows.map(toTable);
  }

  async listLobby(query: LobbyQuery): Promise<TableRecord[]> {
    // A seat is open when it is not a robot's and nobody holds its token.
    const open = (seat: Seat) =>
      sql<boolean>`(json_extract(t.settings, ${`$.seats.${seat}`}) <> 'robot' AND NOT EXISTS
        (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.seat = ${seat} AND s.token_hash IS NOT NULL))`;
    const after = query.after;
    const { rows } = await sql<TablesTable>`
      SELECT t.* FROM tables t
      WHERE t.finished = 0
        AND (${open('N')} OR ${open('E')} OR ${open('S')} OR ${open('W')})
        ${
          after
            ? sql`AND (t.created_at < ${after.createdAt}
          OR (t.created_at = ${after.createdAt} AND t.id < ${after.id}))`
            : sql``
        }
        ${query.ruleSet ? sql`AND json_extract(t.settings, '$.ruleSet') = ${query.ruleSet}` : sql``}
        ${query.form ? sql`AND json_extract(t.settings, '$.form') = ${query.form}` : sql``}
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
    await this.db
      .updateTable('tables')
      .set({ finished: finished ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }

  async loadSeats(tableId: string): Promise<SeatRecord[]> {
    const rows = await this.db.selectFrom('seats').selectAll().where('table_id', '=', tableId).execute();
    return rows.map((r) => ({
      seat: r.seat as Seat,
      tokenHash: r.token_hash,
      claimedAt: r.claimed_at,
      accountId: r.account_id,
    }));
  }

  async setSeat(tableId: string, seat: SeatRecord): Promise<void> {
    this.writeSeat(tableId, seat);
  }

  async loadEvents(tableId: string, afterSeq = 0, types?: readonly string[]): Promise<StoredEvent[]> {
    let query = this.db
      .selectFrom('events')
      .select(['seq', 'event', 'recorded_at'])
      .where('table_id', '=', tableId)
      .where('seq', '>', afterSeq);
    if (types) query = query.where('type', 'in', types.length > 0 ? [...types] : ['']);
    const rows = await query.orderBy('seq').execute();
    return rows.map((r) => ({ seq: r.seq, event: JSON.parse(r.event) as TableEvent, recordedAt: r.recorded_at }));
  }

  async appendEvents(
    tableId: string,
    firstSeq: number,
    events: readonly TableEvent[],
    fence?: number | undefined,
  ): Promise<void> {
    if (events.length === 0) return;
    try {
      // One transaction: all rows or none. A fenced one takes the write lock first (IMMEDIATE),
      // so another process's takeover cannot slip between the fence check and the inserts.
      if (fence === undefined) this.insertEvents(tableId, firstSeq, events, null);
      else this.insertEvents.immediate(tableId, firstSeq, events, fence);
    } catch (e) {
      if (isUniqueViolation(e)) throw new SeqConflictError(tableId, firstSeq);
      throw e;
    }
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
    return r ? { idHash: r.id_hash, accountId: r.account_id, createdAt: r.created_at, expiresAt: r.expires_at } : null;
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
    return this.attach(accountId, tokenHashes);
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
      claimedAt: r.claimed_at,
    }));
  }

  async shareDeal(newId: string, tableId: string, deal: number, createdAt: string): Promise<string> {
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
  // Passkey ceremonies' challenges: sqliteChallenges.ts.
  putPasskeyChallenge: TableStore['putPasskeyChallenge'] = (c, now, max) =>
    this.challenges.putPasskeyChallenge(c, now, max);
  takePasskeyChallenge: TableStore['takePasskeyChallenge'] = (c, purpose, account, now) =>
    this.challenges.takePasskeyChallenge(c, purpose, account, now);

  async acquireLease(tableId: string, owner: string, ttlMs: number): Promise<Lease | null> {
    const now = Date.now();
    const row = this.upsertOwner.get({ tableId, owner, expiresAt: now + ttlMs, now });
    return row ? toLease(row) : null;
  }

  async renewLease(lease: Lease, ttlMs: number): Promise<Lease | null> {
    const row = await this.db
      .updateTable('table_owners')
      .set({ expires_at: Date.now() + ttlMs })
      .where('table_id', '=', lease.tableId)
      .where('owner', '=', lease.owner)
      .where('fence', '=', lease.fence)
      .returningAll()
      .executeTakeFirst();
    return row ? toLease(row) : null;
  }

  async releaseLease(lease: Lease): Promise<void> {
    await this.db
      .updateTable('table_owners')
      .set({ expires_at: Date.now() })
      .where('table_id', '=', lease.tableId)
      .where('fence', '=', lease.fence)
      .execute();
  }

  async getLease(tableId: string): Promise<Lease | null> {
    const row = await this.db.selectFrom('table_owners').selectAll().where('table_id', '=', tableId).executeTakeFirst();
    return row ? toLease(row) : null;
  }

  async joinCluster(node: Omit<NodeRecord, 'expiresAt'>, ttlMs: number): Promise<NodeRecord> {
    const now = Date.now();
    await this.db
      .deleteFrom('nodes')
      .where('expires_at', '<', now - 24 * 3600_000)
      .execute();
    // A process starting under a node id ends its predecessors: that process is not running any more.
    await this.db
      .updateTable('nodes')
      .set({ expires_at: now })
      .where('node_id', '=', node.nodeId)
      .where('expires_at', '>', now)
      .execute();
    const row = await this.db
      .insertInto('nodes')
      .values({ incarnation: node.incarnation, node_id: node.nodeId, address: node.address, expires_at: now + ttlMs })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toNode(row);
  }

  async renewNode(incarnation: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const r = await this.db
      .updateTable('nodes')
      .set({ expires_at: now + ttlMs })
      .where('incarnation', '=', incarnation)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  }

  async leaveCluster(incarnation: string): Promise<void> {
    await this.db.updateTable('nodes').set({ expires_at: Date.now() }).where('incarnation', '=', incarnation).execute();
  }

  async claimTable(tableId: string, incarnation: string): Promise<Lease | null> {
    const row = this.claimOwner.get({ tableId, owner: incarnation, now: Date.now() });
    return row ? toLease(row) : null;
  }

  async ownerOf(tableId: string): Promise<NodeRecord | null> {
    const now = Date.now();
    const row = await this.db
      .selectFrom('table_owners as o')
      .innerJoin('nodes as n', 'n.incarnation', 'o.owner')
      .select(['n.incarnation', 'n.node_id', 'n.address', 'n.expires_at'])
      .where('o.table_id', '=', tableId)
      .where('o.expires_at', '>', now)
      .where('n.expires_at', '>', now)
      .executeTakeFirst();
    return row ? toNode(row) : null;
  }

  // Background jobs and analyses: sqliteJobs.ts.
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

  // Club sessions: sqliteSessions.ts.
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

  async close(): Promise<void> {
    const stopped = new Promise((resolve) => this.checkpointer.once('exit', resolve));
    // The thread is unref'd while it runs; waiting for its exit must keep the process alive, or a
    // script whose last handle this is ends with an unsettled await (exit code 13).
    this.checkpointer.ref();
    this.checkpointer.postMessage('stop');
    await stopped;
    await this.db.destroy();
  }
}
