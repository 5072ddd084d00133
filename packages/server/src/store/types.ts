/**
 * The event store's contract: what the table authority needs to persist and to rebuild tables.
 * SQLite (`sqliteStore.ts`) implements it today; a PostgreSQL store can implement the same
 * interface later (every method is async for that reason).
 *
 * ```ts
 * await store.appendEvents(tableId, 42, [e1, e2]); // seqs 42 and 43, atomically; a taken seq rejects
 * const events = await store.loadEvents(tableId);  // [{ seq: 1, event }, …] in order
 * ```
 */
import type { Seat, TableEvent } from '@biritch/core';
import type { CreateTableSettings } from '@biritch/protocol';
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
}

/** One event of a table's log with its sequence number (1, 2, 3… without gaps). */
export interface StoredEvent {
  readonly seq: number;
  readonly event: TableEvent;
}

/** Thrown by `appendEvents` when a seq is already taken: another writer got there first. */
export class SeqConflictError extends Error {
  /** The stable code of this failure. */
  readonly code = 'store/seq-conflict';
  constructor(tableId: string, seq: number) {
    super(`table ${tableId}: sequence number ${seq} is already in the log`);
  }
}

/** Where tables, seat claims and event logs live; club sessions too (`sessionTypes.ts`). */
export interface TableStore extends SessionStore {
  /** Stores a new table with its seat claims (the creator's seats). */
  createTable(table: TableRecord, seats: readonly SeatRecord[]): Promise<void>;
  /** Tables not finished (to rebuild at start-up). */
  listOpenTables(): Promise<TableRecord[]>;
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
  /** Sets or clears a seat's claim. */
  setSeat(tableId: string, seat: SeatRecord): Promise<void>;
  /** The events of a table after `afterSeq` (default 0: all), in order. */
  loadEvents(tableId: string, afterSeq?: number): Promise<StoredEvent[]>;
  /**
   * Appends events with seqs `firstSeq`, `firstSeq + 1`, … in one transaction. Rejects with
   * `SeqConflictError` (and writes nothing) when any of those seqs exists already.
   */
  appendEvents(tableId: string, firstSeq: number, events: readonly TableEvent[]): Promise<void>;
  /** Closes the store. */
  close(): Promise<void>;
}
