/**
 * Seat tickets kept in the browser (localStorage), one per table, so a reload or a return
 * visit brings the player back to their seat. A ticket's token is the seat's secret identity.
 *
 * ```ts
 * saveTicket(localStorage, { tableId: 't1', seat: 'S', token: '…' });
 * loadTicket(localStorage, 't1') // the same ticket, or null
 * ```
 */
import { seatTicketSchema, type SeatTicket } from '@biritch/protocol';

/** The part of Storage we use. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const key = (tableId: string) => `biritch.ticket.${tableId}`;

/** The saved ticket for a table, or null (also when the stored text is damaged). */
export function loadTicket(storage: StorageLike, tableId: string): SeatTicket | null {
  try {
    const text = storage.getItem(key(tableId));
    if (!text) return null;
    const parsed = seatTicketSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.tableId === tableId ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves a ticket under its table id. */
export function saveTicket(storage: StorageLike, ticket: SeatTicket): void {
  try {
    storage.setItem(key(ticket.tableId), JSON.stringify(ticket));
  } catch {
    // Private browsing may refuse storage: the seat then lasts as long as the page.
  }
}

/** Forgets the ticket of a table (after the server refused it). */
export function forgetTicket(storage: StorageLike, tableId: string): void {
  try {
    storage.removeItem(key(tableId));
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
