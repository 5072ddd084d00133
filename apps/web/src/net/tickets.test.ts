// Seat tickets in localStorage (packages/server/README.md: the web client keeps the token per
// table to come back). Damaged or foreign entries are ignored, storage failures do not throw.
import { describe, expect, it } from 'vitest';
import { forgetTicket, loadTicket, saveTicket, type StorageLike } from './tickets.js';

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('tickets', () => {
  it('saves, loads and forgets a ticket per table', () => {
    const s = memory();
    saveTicket(s, { tableId: 't1', seat: 'S', token: 'abc' });
    expect(loadTicket(s, 't1')).toEqual({ tableId: 't1', seat: 'S', token: 'abc' });
    expect(loadTicket(s, 't2')).toBeNull();
    forgetTicket(s, 't1');
    expect(loadTicket(s, 't1')).toBeNull();
  });
  it('ignores damaged or mismatched entries', () => {
    const s = memory();
    s.data.set('biritch.ticket.t1', '{not json');
    expect(loadTicket(s, 't1')).toBeNull();
    s.data.set('biritch.ticket.t1', JSON.stringify({ tableId: 't9', seat: 'S', token: 'abc' }));
    expect(loadTicket(s, 't1')).toBeNull();
    s.data.set('biritch.ticket.t1', JSON.stringify({ tableId: 't1', seat: 'Q', token: 'abc' }));
    expect(loadTicket(s, 't1')).toBeNull();
  });
  it('a storage that refuses does not break the page', () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveTicket(refusing, { tableId: 't1', seat: 'S', token: 'abc' })).not.toThrow();
    expect(loadTicket(refusing, 't1')).toBeNull();
    expect(() => forgetTicket(refusing, 't1')).not.toThrow();
  });
});
