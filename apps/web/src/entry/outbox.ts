/**
 * The table device's outbox: every result command is written to local storage with a client id
 * before it is sent, and removed only when the server answers it (an `ack`, also a `duplicate`
 * one, or a coded refusal). A reload or a lost connection loses nothing; a resend after a
 * reconnect carries the same `commandId`, which the server enters at most once (issue 24,
 * "Works with a poor connection").
 *
 * ```ts
 * const box = makeOutbox(window.localStorage, 'biritch.outbox.K7QXM2');
 * box.add({ commandId: 'c-3f9a0c1d', side: 'NS', command, score: 420 });
 * box.list();               // oldest first, as they must be sent
 * box.remove('c-3f9a0c1d'); // after the server's answer
 * ```
 */
import type { SessionCommandMessage } from '@biritch/protocol';

/** One unsent command. `score`: the NS score shown while it waits (null when none). */
export interface OutboxEntry {
  readonly commandId: string;
  readonly side: 'NS' | 'EW';
  readonly command: SessionCommandMessage;
  readonly score: number | null;
}

/** The storage the outbox lives in (`window.localStorage`, or a stand-in in tests). */
export type OutboxStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The outbox of one device. */
export interface Outbox {
  /** The unsent entries, oldest first. */
  list(): readonly OutboxEntry[];
  /** Adds an entry (a second entry with the same `commandId` replaces nothing and is dropped). */
  add(entry: OutboxEntry): void;
  /** Forgets an answered entry. */
  remove(commandId: string): void;
}

const isEntry = (v: unknown): v is OutboxEntry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as OutboxEntry).commandId === 'string' &&
  ((v as OutboxEntry).side === 'NS' || (v as OutboxEntry).side === 'EW') &&
  typeof (v as OutboxEntry).command === 'object' &&
  (v as OutboxEntry).command !== null;

/**
 * The outbox kept under `key`. Unreadable contents (another version, a manual edit) read as
 * empty rather than failing the page; a storage that refuses writes keeps the entries in memory
 * for this visit.
 */
export function makeOutbox(store: OutboxStore | null, key: string): Outbox {
  let memory: readonly OutboxEntry[] | null = null;
  const read = (): readonly OutboxEntry[] => {
    if (memory) return memory;
    try {
      const raw = store?.getItem(key);
      if (!raw) return [];
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: readonly OutboxEntry[]): void => {
    try {
      if (entries.length === 0) store?.removeItem(key);
      else store?.setItem(key, JSON.stringify(entries));
      memory = store ? null : entries;
    } catch {
      memory = entries; // quota or private mode: keep them for this visit
    }
  };
  return {
    list: read,
    add(entry) {
      const entries = read();
      if (entries.some((e) => e.commandId === entry.commandId)) return;
      write([...entries, entry]);
    },
    remove(commandId) {
      const entries = read();
      if (entries.some((e) => e.commandId === commandId)) write(entries.filter((e) => e.commandId !== commandId));
    },
  };
}

/** A command id the server accepts (8–64 of `A–Z a–z 0–9 _ -`) from random hex digits given by the caller. */
export const makeCommandId = (randomHex: string): string => `c-${randomHex.replace(/[^0-9a-f]/gi, '').slice(0, 40)}`;
