// The device's outbox (issue 24 "Works with a poor connection": kept on the device, sent on
// reconnect, never entered twice, a reload loses nothing).
import { describe, expect, it } from 'vitest';
import { makeCommandId, makeOutbox, type OutboxEntry, type OutboxStore } from './outbox.js';

function memoryStore(): OutboxStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const entry = (id: string, board = 1): OutboxEntry => ({
  commandId: id,
  side: 'NS',
  score: 420,
  command: {
    type: 'enterResult',
    section: 'A',
    round: 1,
    table: 3,
    board,
    ns: '3',
    ew: '6',
    contract: '4S',
    declarer: 'N',
    tricks: 10,
  },
});

describe('outbox', () => {
  it('keeps entries in order until each is answered', () => {
    const box = makeOutbox(memoryStore(), 'k');
    box.add(entry('c-aaaaaaaa', 1));
    box.add(entry('c-bbbbbbbb', 2));
    expect(box.list().map((e) => e.commandId)).toEqual(['c-aaaaaaaa', 'c-bbbbbbbb']);
    box.remove('c-aaaaaaaa');
    expect(box.list().map((e) => e.commandId)).toEqual(['c-bbbbbbbb']);
  });

  it('survives a reload: a new outbox over the same storage sees the same entries', () => {
    const store = memoryStore();
    makeOutbox(store, 'k').add(entry('c-aaaaaaaa'));
    expect(makeOutbox(store, 'k').list()).toEqual([entry('c-aaaaaaaa')]);
  });

  it('never holds one command id twice', () => {
    const box = makeOutbox(memoryStore(), 'k');
    box.add(entry('c-aaaaaaaa', 1));
    box.add(entry('c-aaaaaaaa', 2));
    expect(box.list()).toHaveLength(1);
    expect(box.list()[0]!.command).toMatchObject({ board: 1 });
  });

  it('clears its storage key once empty', () => {
    const store = memoryStore();
    const box = makeOutbox(store, 'k');
    box.add(entry('c-aaaaaaaa'));
    box.remove('c-aaaaaaaa');
    expect(store.data.has('k')).toBe(false);
  });

  it('reads unreadable contents as empty rather than failing', () => {
    const store = memoryStore();
    store.data.set('k', '{not json');
    expect(makeOutbox(store, 'k').list()).toEqual([]);
    store.data.set('k', JSON.stringify([{ nope: 1 }, entry('c-aaaaaaaa')]));
    expect(
      makeOutbox(store, 'k')
        .list()
        .map((e) => e.commandId),
    ).toEqual(['c-aaaaaaaa']);
  });

  it('keeps entries in memory when the storage refuses writes', () => {
    const store: OutboxStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const box = makeOutbox(store, 'k');
    box.add(entry('c-aaaaaaaa'));
    expect(box.list()).toHaveLength(1);
  });

  it('makes command ids the server accepts (8–64 of A–Z a–z 0–9 _ -)', () => {
    const id = makeCommandId('0123456789abcdef0123456789abcdef');
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(makeCommandId('zz-12ab')).toBe('c-12ab');
  });
});
