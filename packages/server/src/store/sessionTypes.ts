/**
 * The store's part for club sessions (issue 24): a session record and its event log, unique on
 * (session, seq). Every method is async so a PostgreSQL store can implement it; `TableStore`
 * extends this interface.
 *
 * ```ts
 * await store.createSession({ id, createdAt, directorHash, meta, finished: false });
 * await store.appendSessionEvents(id, 8, [e1, e2], { actor: 'table A3 NS', commandId: 'dev3-0001' });
 * const log = await store.loadSessionEvents(id); // [{ seq: 1, event, actor, commandId }, …]
 * ```
 * What a PostgreSQL store needs (two tables):
 * - `sessions (id text primary key, created_at text, director_hash text, meta jsonb/text, finished
 *   boolean)`;
 * - `session_events (session_id text references sessions, seq integer, type text, event text,
 *   actor text, command_id text null, recorded_at timestamptz default now(), primary key
 *   (session_id, seq))`, with a unique index on (session_id, command_id) where command_id is not
 *   null.
 * `appendSessionEvents` writes its rows in one transaction; the batch's `commandId` is stored on
 * its last row only, so a retried command finds the seq it was answered with.
 *
 * Ownership (issue 27): a session is owned like a table, through the same `table_owners` rows and
 * node leases, under the key `sessionOwnerKey(id)` (`session:<id>`), so one process serves it. With
 * the fence of that claim, `appendSessionEvents` and `updateSession` check it in the same statement
 * (transaction on SQLite) as the write and reject with `FencedError` once another process claimed it.
 */
import type { SessionEvent } from '@biritch/competition';

/**
 * The key of a session's ownership row in `table_owners` (claimed with `claimTable`, found with
 * `ownerOf`): table ids never contain a colon, so the two kinds of key cannot meet.
 */
export const sessionOwnerKey = (sessionId: string): string => `session:${sessionId}`;

/** One table device's credentials: the short code and the PIN the director hands out. */
export interface SessionTableCode {
  readonly section: string;
  readonly table: number;
  readonly code: string;
  /**
   * Four digits, kept in clear: the director is shown it again (table cards), and it is only
   * worth anything together with the code while the session is open.
   */
  readonly pin: string;
}

/** What the server keeps about a session beside its log (owned by the server, stored as JSON). */
export interface SessionMeta {
  readonly kind: 'pairs' | 'individual' | 'teams';
  /** The director's visibility settings (`@biritch/protocol`'s `SessionSettings`). */
  readonly settings: {
    readonly ranking: 'live' | 'after-round' | 'at-end';
    readonly hideLastRounds: number;
    readonly names: 'full' | 'none';
    readonly travellersAtTable: boolean;
    readonly leadRequired: boolean;
  };
  readonly tables: readonly SessionTableCode[];
}

/** A session as stored. */
export interface SessionRecord {
  readonly id: string;
  /** ISO 8601. */
  readonly createdAt: string;
  /** SHA-256 (hex) of the director's token; the token itself is never stored. */
  readonly directorHash: string;
  readonly meta: SessionMeta;
  /** Closed by the director: not rebuilt at start-up, loaded when asked for. */
  readonly finished: boolean;
}

/** One event of a session's log. */
export interface StoredSessionEvent {
  readonly seq: number;
  readonly event: SessionEvent;
  /** Who made it: `director`, `table A3 NS`… (ARCHITECTURE: every change is an event with who made it). */
  readonly actor: string;
  /** The client's command id, on the last event of its batch; else null. */
  readonly commandId: string | null;
}

/** Where sessions and their logs live. */
export interface SessionStore {
  /** Stores a new session (its log is empty). */
  createSession(session: SessionRecord): Promise<void>;
  /** One session by id, or null. */
  getSession(id: string): Promise<SessionRecord | null>;
  /** Sessions not finished (to rebuild at start-up). */
  listOpenSessions(): Promise<SessionRecord[]>;
  /** An unfinished session one of whose tables has this short code (normalised), or null. */
  findSessionByCode(code: string): Promise<SessionRecord | null>;
  /**
   * Replaces a session's meta and finished flag. With `fence`, the session's claim is checked in
   * the same statement: a fence that is not the current one rejects with `FencedError`, changing nothing.
   */
  updateSession(id: string, meta: SessionMeta, finished: boolean, fence?: number | undefined): Promise<void>;
  /** The events of a session after `afterSeq` (default 0: all), in order. */
  loadSessionEvents(id: string, afterSeq?: number): Promise<StoredSessionEvent[]>;
  /**
   * Appends events with seqs `firstSeq`, `firstSeq + 1`, … in one transaction, with their
   * actor, and `commandId` on the last. Rejects with `SeqConflictError` (writing nothing) when a
   * seq — or the command id — is taken already. With `fence`, the session's claim
   * (`sessionOwnerKey`) is checked in the same statement: a stale fence rejects with `FencedError`.
   */
  appendSessionEvents(
    id: string,
    firstSeq: number,
    events: readonly SessionEvent[],
    by: { readonly actor: string; readonly commandId: string | null },
    fence?: number | undefined,
  ): Promise<void>;
}
