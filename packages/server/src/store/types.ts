/**
 * The event store's contract: what the table authority needs to persist and to rebuild tables,
 * and the ownership leases that let several processes share one database (issue 27). SQLite
 * (`sqliteStore.ts`) and PostgreSQL (`postgresStore.ts`) implement it; `conformance.testing.ts`
 * is the one test suite both pass.
 *
 * ```ts
 * await store.appendEvents(tableId, 42, [e1, e2]); // seqs 42 and 43, atomically; a taken seq rejects
 * const events = await store.loadEvents(tableId);  // [{ seq: 1, event }, …] in order
 * const lease = await store.acquireLease(tableId, 'n1-7f3a', 5000); // null: another owner holds it
 * if (lease) await store.appendEvents(tableId, 44, [e3], lease.fence); // FencedError once taken over
 * ```
 */
import type { Seat, TableEvent } from '@biritch/core';
import type { AnalysisMessage, CreateTableSettings } from '@biritch/protocol';
import type { SessionStore } from './sessionTypes.js';

/** A table as stored: what it was created with. Seats and events are stored apart. */
export interface TableRecord {
  readonly id: string;
  readonly code: string;
  /** ISO 8601 creation time. */
  readonly createdAt: string;
  readonly settings: CreateTableSettings;
  /** Set once the form's last deal has ended: such tables are loaded only when asked for. */
  readonly finished: boolean;
}

/** A seat's stored claim: the SHA-256 of its token, or null when nobody holds it. */
export interface SeatRecord {
  readonly seat: Seat;
  readonly tokenHash: string | null;
  /** ISO 8601 time of the claim (null when open). */
  readonly claimedAt: string | null;
  /** The account the seat belongs to (issue 26): one account holds at most one seat per table. */
  readonly accountId?: string | null | undefined;
}

/** An account (issue 26). Only what sign-in needs: no e-mail, no real name. */
export interface AccountRecord {
  /** Random id (never shown to other players). */
  readonly id: string;
  /** The name as typed at sign-up, shown to the account's owner. */
  readonly name: string;
  /** The name folded for uniqueness and sign-in (NFKC, lower case). */
  readonly nameKey: string;
  /** `scrypt$N$r$p$salt$hash` (accounts/passwords.ts): never the password. */
  readonly passwordHash: string;
  /** ISO 8601. */
  readonly createdAt: string;
}

/**
 * A passkey of an account (WebAuthn, issue 26): the credential's id and public key as the
 * authenticator registered them, and its signature counter. No secret: the private key never
 * leaves the authenticator.
 */
export interface PasskeyRecord {
  /** The credential id (base64url), unique across accounts. */
  readonly id: string;
  readonly accountId: string;
  /** The COSE public key (base64url). */
  readonly publicKey: string;
  /** The authenticator's signature counter (0 when it keeps none). */
  readonly counter: number;
  /** How the browser may reach the authenticator (`internal`, `usb`, `hybrid`…). */
  readonly transports: readonly string[];
  /** ISO 8601. */
  readonly createdAt: string;
  /** ISO 8601 of the last sign-in with it, or null. */
  readonly lastUsedAt: string | null;
}

/** A signed-in session: only the SHA-256 of its cookie value is stored. */
export interface LoginSessionRecord {
  readonly idHash: string;
  readonly accountId: string;
  /** ISO 8601. */
  readonly createdAt: string;
  /** ISO 8601; a session past it is refused and deleted. */
  readonly expiresAt: string;
}

/**
 * One holding of a seat, kept after the seat is released (history, issue 26): the deals whose
 * `dealEnded` has a seq in `(fromSeq, toSeq]` were played by whoever held the token.
 */
export interface SeatClaim {
  readonly tableId: string;
  readonly seat: Seat;
  /** The table's last seq when the seat was claimed (0 at creation). */
  readonly fromSeq: number;
  /** The table's last seq when the seat was released, or null while it is held. */
  readonly toSeq: number | null;
  readonly accountId: string | null;
  /** ISO 8601 time of the claim. */
  readonly claimedAt: string;
}

/** Which seat claims belong to a person: an account's, and those of guest tokens' hashes. */
export interface ClaimQuery {
  readonly accountId?: string | undefined;
  readonly tokenHashes: readonly string[];
}

/** One event of a table's log with its sequence number (1, 2, 3… without gaps). */
export interface StoredEvent {
  readonly seq: number;
  readonly event: TableEvent;
  /** ISO 8601 time the store recorded it (stores that keep it; the history shows dates from it). */
  readonly recordedAt?: string | undefined;
}

/** Thrown by `appendEvents` when a seq is already taken: another writer got there first. */
export class SeqConflictError extends Error {
  /** The stable code of this failure. */
  readonly code = 'store/seq-conflict';
  constructor(tableId: string, seq: number) {
    super(`table ${tableId}: sequence number ${seq} is already in the log`);
  }
}

/**
 * Thrown by a fenced `appendEvents` when the fencing number is no longer the table's: another
 * owner took the table over (or nobody ever leased it). Nothing was written; the caller has lost
 * the table and must not broadcast (Kleppmann's fencing token, scale-out spec §3.4).
 */
export class FencedError extends Error {
  /** The stable code of this failure. */
  readonly code = 'store/fenced';
  constructor(tableId: string, fence: number) {
    super(`table ${tableId}: fencing number ${fence} is not the table's lease any more`);
  }
}

/**
 * A process's ownership of one table. Only the holder of the current fencing number may append
 * with it; every acquisition raises the number by one, so a paused former owner is refused.
 */
export interface Lease {
  readonly tableId: string;
  /** The owning process: unique per process start (a restarted process is a new owner). */
  readonly owner: string;
  /** The fencing number: grows by one at every acquisition of this table, never goes back. */
  readonly fence: number;
  /**
   * ISO 8601 time the lease ends unless renewed, by the database's clock; `infinity` for a table
   * claimed by a process (`claimTable`): it lasts as long as that process's own lease.
   */
  readonly expiresAt: string;
}

/**
 * A passkey ceremony's challenge (WebAuthn §13.4.3; issue 27): kept in the store, so a ceremony
 * begun on one process may finish on any other. Random, single-use, short-lived.
 */
export interface PasskeyChallenge {
  /** The challenge as sent to the browser (base64url). */
  readonly challenge: string;
  /** `register`: adding a passkey to a signed-in account; `sign-in`: signing in with one. */
  readonly purpose: 'register' | 'sign-in';
  /** The account adding a passkey (`register`), or null (`sign-in`: who asks is unknown). */
  readonly accountId: string | null;
  /** When it stops being accepted, in ms since 1970. */
  readonly expiresAt: number;
}

/**
 * A server process of a cluster (issue 27; scale-out spec §3.3): one row per incarnation, kept alive
 * by heartbeats. A table claimed by an incarnation stays its own while this lease runs; once it
 * has lapsed, any other live process may claim the table (raising its fence).
 */
export interface NodeRecord {
  /** Unique per start of a process, and again after a lapse (a lapsed incarnation never comes back). */
  readonly incarnation: string;
  /** The configured name (`BIRITCH_NODE_ID`, e.g. `n1`), for routing and logs. */
  readonly nodeId: string;
  /** Where the other processes reach this one (`http://10.0.0.2:3001`). */
  readonly address: string;
  /** ISO 8601 end of the lease unless renewed, by the database's clock. */
  readonly expiresAt: string;
}

/**
 * Background work any process may do (issue 27; scale-out spec §3.9), one row per job, unique by
 * key (`analysis:<table>.<deal>`): enqueued once however often it is asked for.
 */
export interface NewJob {
  /** The job's identity: a second enqueue of the same key changes nothing. */
  readonly key: string;
  /** What kind of work (`analysis`): a process claims only kinds it has a handler for. */
  readonly kind: string;
  /** The handler's input, as JSON (for an analysis: the table and the deal, never the hands). */
  readonly payload: unknown;
  /** Claims that may end without completion (a failure, or a worker that died) before it is given up. Default 3. */
  readonly maxAttempts?: number | undefined;
}

/** Where a job is: waiting, claimed, finished, or given up after `maxAttempts`. */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** A job as stored. */
export interface JobRecord {
  readonly key: string;
  readonly kind: string;
  readonly payload: unknown;
  readonly state: JobState;
  /** Claims so far, the fencing number of the latest: never decreases, not even when a claim is released. */
  readonly fence: number;
  /** Claims that count against `maxAttempts` (a released claim does not). */
  readonly attempts: number;
  readonly maxAttempts: number;
  /** The worker holding or last holding it (a process incarnation), or null. */
  readonly worker: string | null;
  /** ISO 8601 end of the current claim's lease, or null when nobody holds it. */
  readonly expiresAt: string | null;
  /** The last failure's message, or null. */
  readonly lastError: string | null;
  /** The worker whose completion was accepted, or null. */
  readonly doneBy: string | null;
}

/**
 * A worker's claim on a job: valid while its lease runs and its fence is the job's. A worker whose
 * claim lapsed (paused, cut off) cannot complete, fail or renew it once another claimed it again.
 */
export interface JobClaim {
  readonly key: string;
  readonly kind: string;
  readonly payload: unknown;
  readonly worker: string;
  /** The job's fence at this claim (1 for the first claim, then 2…). */
  readonly fence: number;
  /** ISO 8601 end of the lease unless renewed, by the store's clock. */
  readonly expiresAt: string;
}

/** A deal's double-dummy analysis as stored and sent (`analysis.ts`). */
export type StoredAnalysis = Omit<AnalysisMessage, 'type'>;

/** What a completed job leaves behind, written in the same transaction as its completion. */
export type JobOutput = {
  readonly kind: 'analysis';
  readonly tableId: string;
  readonly deal: number;
  readonly analysis: StoredAnalysis;
};

/** How `failJob` settled: queued again for a later attempt, given up, or refused (the claim had lapsed). */
export type JobFailure = 'retry' | 'failed' | 'fenced';

/** A page of the lobby: unfinished tables with an open seat, newest first. */
export interface LobbyQuery {
  /** At most this many tables. */
  readonly limit: number;
  /** Only tables strictly older than this one (the last of the previous page). */
  readonly after?: { readonly createdAt: string; readonly id: string } | undefined;
  readonly ruleSet?: string | undefined;
  readonly form?: string | undefined;
}

/** Where tables, seat claims, event logs and leases live; club sessions too (`sessionTypes.ts`). */
export interface TableStore extends SessionStore {
  /** Stores a new table with its seat claims (the creator's seats). */
  createTable(table: TableRecord, seats: readonly SeatRecord[]): Promise<void>;
  /** Tables not finished, oldest first. */
  listOpenTables(): Promise<TableRecord[]>;
  /**
   * The lobby's page: unfinished tables with a seat that is neither a robot's nor claimed, newest
   * first (by creation time, then id), filtered by rule set and form.
   */
  listLobby(query: LobbyQuery): Promise<TableRecord[]>;
  /** One table by id, or null. */
  getTable(id: string): Promise<TableRecord | null>;
  /** One table by short code, or null. */
  getTableByCode(code: string): Promise<TableRecord | null>;
  /** Whether a short code is in use. */
  codeExists(code: string): Promise<boolean>;
  /** Marks a table finished (or not). */
  setFinished(id: string, finished: boolean): Promise<void>;
  /** A table's seat claims. */
  loadSeats(tableId: string): Promise<SeatRecord[]>;
  /**
   * Sets or clears a seat's claim. It also keeps the seat's history (`SeatClaim`): a token not seen
   * before at this seat starts a claim from the table's last seq; the same token again only updates
   * its account (when given); a clear (`tokenHash` null) ends the open claim at the last seq.
   * `createTable` starts the claims of its seats the same way (from seq 0).
   */
  setSeat(tableId: string, seat: SeatRecord): Promise<void>;
  /**
   * The events of a table after `afterSeq` (default 0: all), in order; with `types`, only events
   * of those types (the history reads a table's deal starts and ends without the calls and cards).
   */
  loadEvents(tableId: string, afterSeq?: number, types?: readonly string[]): Promise<StoredEvent[]>;
  /**
   * Appends events with seqs `firstSeq`, `firstSeq + 1`, … in one transaction. Rejects with
   * `SeqConflictError` (and writes nothing) when any of those seqs exists already. With `fence`,
   * the table's lease is checked in the same transaction: a fence that is not the current one
   * rejects with `FencedError` and writes nothing.
   */
  appendEvents(
    tableId: string,
    firstSeq: number,
    events: readonly TableEvent[],
    fence?: number | undefined,
  ): Promise<void>;
  /**
   * Takes the table's lease for `ttlMs` when nobody holds it, it has expired, or `owner` holds it
   * already; the fencing number goes up by one. Null when another owner's lease is still running.
   */
  acquireLease(tableId: string, owner: string, ttlMs: number): Promise<Lease | null>;
  /** Extends a lease by `ttlMs` from now if its fence is still the table's; null when it was taken over. */
  renewLease(lease: Lease, ttlMs: number): Promise<Lease | null>;
  /** Ends a lease at once (if still current) so another process may take the table without waiting. */
  releaseLease(lease: Lease): Promise<void>;
  /** The table's current lease (possibly expired), or null when it was never leased. */
  getLease(tableId: string): Promise<Lease | null>;

  // Processes and the tables they own (issue 27; scale-out spec §3.3). ----------------------------

  /**
   * Records a new incarnation of a process with a lease of `ttlMs` from now, and ends the leases of
   * earlier incarnations with the same node id (a restarted process: its predecessor is not running).
   */
  joinCluster(node: Omit<NodeRecord, 'expiresAt'>, ttlMs: number): Promise<NodeRecord>;
  /**
   * Extends an incarnation's lease by `ttlMs` from now, only while it is still running: false once
   * it has lapsed (the process was paused or cut off): it must not act any more and joins again.
   */
  renewNode(incarnation: string, ttlMs: number): Promise<boolean>;
  /** Ends an incarnation's lease now (a clean stop): its tables may be claimed at once. */
  leaveCluster(incarnation: string): Promise<void>;
  /**
   * Claims a table for a live incarnation, raising its fence: when nobody owns it, its owner's
   * lease has lapsed (or its table lease expired), or the claimer owns it already. Null when
   * another live incarnation owns it, or when the claimer's own lease has lapsed.
   */
  claimTable(tableId: string, incarnation: string): Promise<Lease | null>;
  /** The live incarnation that owns a table, or null when none does (it may then be claimed). */
  ownerOf(tableId: string): Promise<NodeRecord | null>;
  /** Closes the store. */
  close(): Promise<void>;

  // Background jobs (issue 27; scale-out spec §3.9; jobs/runner.ts). -----------------------------

  /** Queues a job unless one with its key exists (in any state); true when this call queued it. */
  enqueueJob(job: NewJob): Promise<boolean>;
  /**
   * Claims the oldest claimable job of these kinds for `worker` for `leaseMs`, raising its fence:
   * a queued one whose time has come, or a running one whose claim lapsed (its lease ran out, or
   * its worker is a process whose own lease has lapsed). Concurrent claimers never get the same
   * job (PostgreSQL: `FOR UPDATE SKIP LOCKED`; SQLite: one write transaction). Null when none.
   * A running job that lapsed with no attempts left is marked `failed` instead.
   */
  claimJob(kinds: readonly string[], worker: string, leaseMs: number): Promise<JobClaim | null>;
  /** Extends a claim by `leaseMs` from now while it still holds; false once it lapsed or was taken over. */
  renewJob(claim: JobClaim, leaseMs: number): Promise<boolean>;
  /**
   * Marks a job done and writes its output, in one transaction, only while the claim holds (its
   * fence is the job's and its lease runs): false, and nothing written, for a lapsed claim.
   */
  completeJob(claim: JobClaim, output?: JobOutput | undefined): Promise<boolean>;
  /** Records a failure: queued again after `retryAfterMs`, or `failed` when no attempt is left. */
  failJob(claim: JobClaim, error: string, retryAfterMs: number): Promise<JobFailure>;
  /** Gives a claim back unrun (a clean stop): queued again at once, the attempt not counted. */
  releaseJob(claim: JobClaim): Promise<void>;
  /** A job by key, or null. */
  getJob(key: string): Promise<JobRecord | null>;

  // Double-dummy analyses of finished deals (one place for every process; analysis.ts). ---------

  /** Stores a deal's analysis unless one is there already (a job given up); false when one was. */
  saveAnalysis(tableId: string, deal: number, analysis: StoredAnalysis): Promise<boolean>;
  /** The analyses stored for these deals (any order; the missing ones left out). */
  loadAnalyses(
    deals: readonly { readonly tableId: string; readonly deal: number }[],
  ): Promise<{ tableId: string; deal: number; analysis: StoredAnalysis }[]>;

  // Accounts and history (issue 26; accounts/). -------------------------------------------------

  /** Stores a new account; false (and nothing written) when its `nameKey` is taken. */
  createAccount(account: AccountRecord): Promise<boolean>;
  /** An account by its folded name, or null. */
  getAccountByName(nameKey: string): Promise<AccountRecord | null>;
  /** An account by id, or null. */
  getAccount(id: string): Promise<AccountRecord | null>;
  /** Replaces an account's password hash (stronger parameters at sign-in). */
  setPasswordHash(accountId: string, passwordHash: string): Promise<void>;
  /** Stores a session. */
  createLoginSession(session: LoginSessionRecord): Promise<void>;
  /** A session by the hash of its id, or null. */
  getLoginSession(idHash: string): Promise<LoginSessionRecord | null>;
  /** Deletes one session (sign out). */
  deleteLoginSession(idHash: string): Promise<void>;
  /** Deletes every session of an account (sign out everywhere); how many there were. */
  deleteLoginSessions(accountId: string): Promise<number>;
  /**
   * Gives a signed-up guest's seats to the account: every seat claim of these token hashes that
   * has no account gets this one (history); a seat still held with one of them gets it too unless
   * the account holds another seat at that table (one seat per person). Returns the held seats
   * that changed.
   */
  attachSeatTokens(accountId: string, tokenHashes: readonly string[]): Promise<{ tableId: string; seat: Seat }[]>;
  /** The seat claims of an account and of guest token hashes, newest first, at most `limit`. */
  listSeatClaims(query: ClaimQuery, limit: number): Promise<SeatClaim[]>;
  /** A share id for a finished deal: the existing one, or `newId` stored now. */
  shareDeal(newId: string, tableId: string, deal: number, createdAt: string): Promise<string>;
  /** The deal a share id names, or null. */
  getShare(id: string): Promise<{ tableId: string; deal: number } | null>;
  /** Stores a passkey; false (and nothing written) when its credential id is known already. */
  addPasskey(passkey: PasskeyRecord): Promise<boolean>;
  /** A passkey by credential id, or null. */
  getPasskey(id: string): Promise<PasskeyRecord | null>;
  /** An account's passkeys, oldest first. */
  listPasskeys(accountId: string): Promise<PasskeyRecord[]>;
  /** Records a sign-in with a passkey: its new signature counter and when. */
  recordPasskeyUse(id: string, counter: number, usedAt: string): Promise<void>;
  /** Deletes an account's passkey; false when the account has no such passkey. */
  deletePasskey(accountId: string, id: string): Promise<boolean>;
  /**
   * Keeps a ceremony's challenge (issue 27: any process may finish the ceremony). Drops the
   * challenges expired at `now`; a `register` challenge replaces the account's earlier ones; beyond
   * `maxSignIn` pending `sign-in` challenges, those that expire first go.
   */
  putPasskeyChallenge(challenge: PasskeyChallenge, now: number, maxSignIn: number): Promise<void>;
  /**
   * Spends a challenge, atomically (two processes answering with it: one gets it): deletes the
   * challenge of that purpose (and account, for `register`) and answers it when it had not expired
   * at `now`; null when unknown, spent already, another account's or expired (spent all the same).
   */
  takePasskeyChallenge(
    challenge: string,
    purpose: PasskeyChallenge['purpose'],
    accountId: string | null,
    now: number,
  ): Promise<PasskeyChallenge | null>;
}
