/**
 * The one test suite every `TableStore` passes (issue 27: "one conformance test suite that every
 * store passes (SQLite and PostgreSQL), including the unique (table, seq) guarantee under
 * concurrent appends"). Each store's test file calls it with a way to reach a fresh database.
 *
 * ```ts
 * describeStoreConformance('SQLite', async () => {
 *   const dir = mkdtempSync(join(tmpdir(), 'biritch-store-'));
 *   return { open: () => openSqliteStore({ dataDir: dir }), drop: async () => rmSync(dir, { recursive: true }) };
 * });
 * ```
 * What it checks: tables, codes, seats, the open-table list and the lobby's pages; club
 * sessions and their logs (actor, command id once); events in order, from a seq, exactly as
 * appended; a taken seq refused with `store/seq-conflict` and nothing of the batch written;
 * several connections racing for the same seq (exactly one wins, round after round); the same
 * with separate processes; everything, the fencing numbers included, kept across a close and
 * reopen; ownership leases (scale-out spec §3.3-3.4): one owner at a time, expiry, takeover with
 * a higher fence, a stale owner's append refused with `store/fenced` (also a process stopped with
 * SIGSTOP past its lease), and the unique key still the last line of defence; accounts, sign-in
 * sessions, seat claims (history), attaching a guest's tokens to an account, share ids, and
 * events filtered by type with the time they were recorded (issue 26); background jobs (scale-out
 * spec §3.9): idempotent enqueue, claims fenced and leased, no job claimed twice by racing
 * connections, a lapsed claim taken by another and the late completion refused, retries with a
 * cap, and the analyses written with their job's completion; passkey challenges kept on one
 * connection and spent on another exactly once, expiry, a registration's account, the cap (issue 27).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionEvent } from '@biritch/competition';
import type { TableEvent } from '@biritch/core';
import { sessionOwnerKey, type SessionRecord } from './sessionTypes.js';
import { StoreChild, type StoreSpec } from './storeChild.testing.js';
import type {
  AccountRecord,
  JobOutput,
  PasskeyChallenge,
  StoredAnalysis,
  StoredEvent,
  TableRecord,
  TableStore,
} from './types.js';

/** A fresh, empty database of one kind of store. */
export interface StoreUnderTest {
  /** Opens a connection (a store object) to this database; several may be open at once. */
  open(): Promise<TableStore>;
  /** Removes the database once every store opened on it is closed. */
  drop(): Promise<void>;
  /** How another process opens this database (`storeChild.testing.ts`). */
  readonly spec: StoreSpec;
}

/** Connections that race for the same seq. */
const RACERS = 6;
/** Processes that race for the same seq (each a Node process with its own store). */
const PROCESSES = 3;

const settings: TableRecord['settings'] = {
  ruleSet: 'standard',
  form: 'duplicate',
  boards: 8,
  seats: { N: 'human', E: 'robot', S: 'open', W: 'robot' },
};
const makeTable = (id: string, createdAt = '2026-11-26T10:00:00.000Z'): TableRecord => ({
  id,
  code: `C${id.toUpperCase().padEnd(5, 'X')}`.slice(0, 6),
  createdAt,
  settings,
  finished: false,
});
const pass = (seat: 'N' | 'E' | 'S' | 'W'): TableEvent => ({
  type: 'callMade',
  seat,
  call: { type: 'pass' },
  visibleTo: 'all',
});
const dealt: TableEvent = { type: 'handDealt', seat: 'E', hand: [1, 0, 0, 4096], visibleTo: ['E'] };
const SEATS = ['N', 'E', 'S', 'W'] as const;
const byRacer = (i: number): TableEvent => pass(SEATS[i % 4]!);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** The events without the time the store recorded them (a clock reading, checked on its own). */
const bare = (events: readonly StoredEvent[]) => events.map(({ seq, event }) => ({ seq, event }));
const account = (id: string, name: string): AccountRecord => ({
  id,
  name,
  nameKey: name.normalize('NFKC').toLowerCase(),
  passwordHash: `scrypt$16384$8$1$c2FsdA$${id}`,
  createdAt: '2026-11-26T09:00:00.000Z',
});
const hash = (c: string): string => c.repeat(64).slice(0, 64);
const at = (minute: number): string => `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`;
const codeOf = (reason: unknown): unknown => (reason as { code?: unknown }).code;

/** Registers the conformance suite for one kind of store. */
export function describeStoreConformance(name: string, makeStore: () => Promise<StoreUnderTest>): void {
  describe(`${name} store conformance`, () => {
    let sut: StoreUnderTest;
    let opened: Set<TableStore>;
    const open = async (): Promise<TableStore> => {
      const store = await sut.open();
      opened.add(store);
      return store;
    };
    const close = async (store: TableStore): Promise<void> => {
      opened.delete(store);
      await store.close();
    };
    beforeEach(async () => {
      sut = await makeStore();
      opened = new Set();
    });
    afterEach(async () => {
      for (const store of [...opened]) await close(store);
      await sut.drop();
    });

    describe('tables and seats', () => {
      it('finds a table by id and by code, and knows its code is taken', async () => {
        const store = await open();
        const table = makeTable('t1');
        await store.createTable(table, []);
        expect(await store.getTable('t1')).toEqual(table);
        expect(await store.getTableByCode(table.code)).toEqual(table);
        expect(await store.codeExists(table.code)).toBe(true);
      });

      it('answers null, false and empty lists for what is not there', async () => {
        const store = await open();
        expect(await store.getTable('none')).toBeNull();
        expect(await store.getTableByCode('NONE00')).toBeNull();
        expect(await store.codeExists('NONE00')).toBe(false);
        expect(await store.loadSeats('none')).toEqual([]);
        expect(await store.loadEvents('none')).toEqual([]);
        expect(await store.getLease('none')).toBeNull();
        expect(await store.listOpenTables()).toEqual([]);
      });

      it('lists unfinished tables oldest first, and no longer a finished one', async () => {
        const store = await open();
        const later = makeTable('t2', '2026-11-26T11:00:00.000Z');
        const earlier = makeTable('t1', '2026-11-26T10:00:00.000Z');
        await store.createTable(later, []);
        await store.createTable(earlier, []);
        expect(await store.listOpenTables()).toEqual([earlier, later]);
        await store.setFinished('t1', true);
        expect(await store.listOpenTables()).toEqual([later]);
        expect((await store.getTable('t1'))?.finished).toBe(true);
        await store.setFinished('t1', false);
        expect(await store.listOpenTables()).toEqual([earlier, later]);
      });

      it('keeps the seat claims a table was created with, and sets and clears them', async () => {
        const store = await open();
        const claimedAt = '2026-11-26T10:00:01.000Z';
        await store.createTable(makeTable('t1'), [{ seat: 'N', tokenHash: 'ab'.repeat(32), claimedAt }]);
        expect(await store.loadSeats('t1')).toEqual([
          { seat: 'N', tokenHash: 'ab'.repeat(32), claimedAt, accountId: null },
        ]);
        await store.setSeat('t1', { seat: 'S', tokenHash: 'cd'.repeat(32), claimedAt });
        await store.setSeat('t1', { seat: 'N', tokenHash: null, claimedAt: null });
        const seats = await store.loadSeats('t1');
        expect([...seats].sort((a, b) => a.seat.localeCompare(b.seat))).toEqual([
          { seat: 'N', tokenHash: null, claimedAt: null, accountId: null },
          { seat: 'S', tokenHash: 'cd'.repeat(32), claimedAt, accountId: null },
        ]);
      });

      it('refuses a second table with a code already in use, storing nothing of it', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        const twin = { ...makeTable('t2'), code: makeTable('t1').code };
        await expect(
          store.createTable(twin, [{ seat: 'N', tokenHash: 'ef'.repeat(32), claimedAt: null }]),
        ).rejects.toThrow();
        expect(await store.getTable('t2')).toBeNull();
        expect(await store.loadSeats('t2')).toEqual([]);
      });
    });

    describe('the lobby page (issue 21, finding 4)', () => {
      const at = (
        id: string,
        hour: number,
        seats: TableRecord['settings']['seats'],
        more: Partial<TableRecord> = {},
      ) => {
        const t = makeTable(id, `2026-11-26T${String(hour).padStart(2, '0')}:00:00.000Z`);
        return { ...t, settings: { ...t.settings, seats }, ...more };
      };
      const someOpen = { N: 'human', E: 'robot', S: 'open', W: 'robot' } as const;
      const onlyN = { N: 'human', E: 'robot', S: 'robot', W: 'robot' } as const;

      it('lists unfinished tables with a seat neither robot nor claimed, newest first, a page at a time', async () => {
        const store = await open();
        const a = at('a', 10, someOpen);
        const b = at('b', 11, onlyN);
        const c = at('c', 12, someOpen);
        const d = at('d', 13, someOpen, { finished: true });
        const f = at('f', 12, onlyN);
        await store.createTable(a, []);
        await store.createTable(b, [{ seat: 'N', tokenHash: 'ab'.repeat(32), claimedAt: b.createdAt }]);
        await store.createTable(c, [{ seat: 'N', tokenHash: 'ab'.repeat(32), claimedAt: c.createdAt }]);
        await store.createTable(d, []);
        await store.createTable(f, []);
        expect((await store.listLobby({ limit: 10 })).map((t) => t.id)).toEqual(['f', 'c', 'a']);
        const first = await store.listLobby({ limit: 2 });
        expect(first.map((t) => t.id)).toEqual(['f', 'c']);
        const last = first[first.length - 1]!;
        const next = await store.listLobby({ limit: 2, after: { createdAt: last.createdAt, id: last.id } });
        expect(next.map((t) => t.id)).toEqual(['a']);
        // A seat given back reopens its table.
        await store.setSeat('b', { seat: 'N', tokenHash: null, claimedAt: null });
        expect((await store.listLobby({ limit: 10 })).map((t) => t.id)).toEqual(['f', 'c', 'b', 'a']);
      });

      it('filters the lobby by rule set and form', async () => {
        const store = await open();
        const a = at('a', 10, someOpen);
        const h = {
          ...at('h', 11, someOpen),
          settings: { ...a.settings, ruleSet: 'hao' as const, form: 'single' as const },
        };
        await store.createTable(a, []);
        await store.createTable(h, []);
        expect((await store.listLobby({ limit: 10, ruleSet: 'hao' })).map((t) => t.id)).toEqual(['h']);
        expect((await store.listLobby({ limit: 10, form: 'duplicate' })).map((t) => t.id)).toEqual(['a']);
        expect(await store.listLobby({ limit: 10, ruleSet: 'hao', form: 'duplicate' })).toEqual([]);
        expect(await store.listLobby({ limit: 10, ruleSet: 'standard' })).toEqual([a]);
      });
    });

    describe('the event log (ARCHITECTURE.md, "Where state lives")', () => {
      it('gives the events back in order, exactly as appended, from any seq', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        await store.appendEvents('t1', 1, [dealt, pass('N')]);
        await store.appendEvents('t1', 3, [pass('E')]);
        expect(bare(await store.loadEvents('t1'))).toEqual([
          { seq: 1, event: dealt },
          { seq: 2, event: pass('N') },
          { seq: 3, event: pass('E') },
        ]);
        expect((await store.loadEvents('t1', 2)).map((e) => e.seq)).toEqual([3]);
        expect(await store.loadEvents('t1', 3)).toEqual([]);
      });

      it('does nothing for an empty batch', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        await store.appendEvents('t1', 1, []);
        expect(await store.loadEvents('t1')).toEqual([]);
      });

      it('refuses a batch with a taken seq with store/seq-conflict, writing none of it', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        await store.appendEvents('t1', 1, [pass('N')]);
        const refused = store.appendEvents('t1', 1, [pass('E'), pass('S')]);
        await expect(refused).rejects.toMatchObject({ code: 'store/seq-conflict' });
        await store.appendEvents('t1', 2, [pass('E'), pass('S')]);
        await expect(store.appendEvents('t1', 3, [pass('W'), pass('N')])).rejects.toMatchObject({
          code: 'store/seq-conflict',
        });
        expect((await store.loadEvents('t1')).map((e) => e.seq)).toEqual([1, 2, 3]);
      });

      it('keeps the logs of two tables apart (the key is the pair table, seq)', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        await store.createTable(makeTable('t2'), []);
        await store.appendEvents('t1', 1, [pass('N')]);
        await store.appendEvents('t2', 1, [pass('E')]);
        expect((await store.loadEvents('t2')).map((e) => e.event)).toEqual([pass('E')]);
      });

      it(`lets exactly one of ${RACERS} connections appending one seq at once win, round after round`, async () => {
        const stores = await Promise.all(Array.from({ length: RACERS }, () => open()));
        await stores[0]!.createTable(makeTable('t1'), []);
        for (let seq = 1; seq <= 5; seq++) {
          const outcomes = await Promise.allSettled(stores.map((s, i) => s.appendEvents('t1', seq, [byRacer(i)])));
          const winners = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
          expect(winners).toHaveLength(1);
          for (const o of outcomes) if (o.status === 'rejected') expect(codeOf(o.reason)).toBe('store/seq-conflict');
          const log = bare(await stores[(seq + 1) % RACERS]!.loadEvents('t1', seq - 1));
          expect(log).toEqual([{ seq, event: byRacer(winners[0]!) }]);
        }
      });

      it('never interleaves two racing batches: the log holds exactly one of them', async () => {
        const stores = await Promise.all(Array.from({ length: RACERS }, () => open()));
        await stores[0]!.createTable(makeTable('t1'), []);
        const batch = (i: number): TableEvent[] => [byRacer(i), dealt, byRacer(i + 1)];
        const outcomes = await Promise.allSettled(stores.map((s, i) => s.appendEvents('t1', 1, batch(i))));
        const winners = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
        expect(winners).toHaveLength(1);
        expect((await stores[0]!.loadEvents('t1')).map((e) => e.event)).toEqual(batch(winners[0]!));
      });
    });

    describe('club sessions (issue 24)', () => {
      const record: SessionRecord = {
        id: 'ses1',
        createdAt: '2026-11-26T19:00:00.000Z',
        directorHash: 'cd'.repeat(32),
        meta: {
          kind: 'pairs',
          settings: {
            ranking: 'after-round',
            hideLastRounds: 0,
            names: 'full',
            travellersAtTable: true,
            leadRequired: false,
          },
          tables: [{ section: 'A', table: 1, code: 'K7QXM2', pin: '0042' }],
        },
        finished: false,
      };
      const started = (round: number): SessionEvent => ({ type: 'roundStarted', section: 'A', round });

      it('keeps sessions and their logs, with actor and command id, across a reopen', async () => {
        const store = await open();
        await store.createSession(record);
        await store.appendSessionEvents('ses1', 1, [started(1), started(2)], {
          actor: 'table A1 NS',
          commandId: 'dev1-0001',
        });
        await close(store);
        const again = await open();
        expect(await again.getSession('ses1')).toEqual(record);
        expect(await again.getSession('none')).toBeNull();
        expect(await again.listOpenSessions()).toEqual([record]);
        expect(await again.loadSessionEvents('ses1')).toEqual([
          { seq: 1, event: started(1), actor: 'table A1 NS', commandId: null },
          { seq: 2, event: started(2), actor: 'table A1 NS', commandId: 'dev1-0001' },
        ]);
        expect((await again.loadSessionEvents('ses1', 1)).map((e) => e.seq)).toEqual([2]);
        const meta = { ...record.meta, settings: { ...record.meta.settings, ranking: 'at-end' as const } };
        await again.updateSession('ses1', meta, true);
        expect(await again.listOpenSessions()).toEqual([]);
        expect(await again.getSession('ses1')).toEqual({ ...record, meta, finished: true });
      });

      it('refuses a taken seq or a command id entered before with store/seq-conflict, writing nothing', async () => {
        const store = await open();
        await store.createSession(record);
        await store.appendSessionEvents('ses1', 1, [started(1)], { actor: 'director', commandId: 'cmd-00000001' });
        const retaken = store.appendSessionEvents('ses1', 1, [started(2)], { actor: 'director', commandId: null });
        await expect(retaken).rejects.toMatchObject({ code: 'store/seq-conflict' });
        const twice = store.appendSessionEvents('ses1', 2, [started(2), started(3)], {
          actor: 'director',
          commandId: 'cmd-00000001',
        });
        await expect(twice).rejects.toMatchObject({ code: 'store/seq-conflict' });
        expect(await store.loadSessionEvents('ses1')).toHaveLength(1);
      });

      it(`lets exactly one of ${RACERS} connections appending one session seq at once win`, async () => {
        const stores = await Promise.all(Array.from({ length: RACERS }, () => open()));
        await stores[0]!.createSession(record);
        const outcomes = await Promise.allSettled(
          stores.map((s, i) =>
            s.appendSessionEvents('ses1', 1, [started(i + 1)], { actor: `table A${i}`, commandId: null }),
          ),
        );
        const winners = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
        expect(winners).toHaveLength(1);
        for (const o of outcomes) if (o.status === 'rejected') expect(codeOf(o.reason)).toBe('store/seq-conflict');
        expect((await stores[0]!.loadSessionEvents('ses1')).map((e) => e.actor)).toEqual([`table A${winners[0]}`]);
      });

      it('finds an open session by a table code, and no finished one', async () => {
        const store = await open();
        await store.createSession(record);
        expect((await store.findSessionByCode('K7QXM2'))?.id).toBe('ses1');
        expect(await store.findSessionByCode('ZZZZZZ')).toBeNull();
        await store.updateSession('ses1', record.meta, true);
        expect(await store.findSessionByCode('K7QXM2')).toBeNull();
      });

      // Issue 27: a session is owned like a table (its claim under `sessionOwnerKey`), and a
      // process that lost it can neither append nor change its meta (scale-out spec §3.4).
      it('refuses the append and the meta change of a session owner whose claim was taken over', async () => {
        const store = await open();
        await store.createSession(record);
        const key = sessionOwnerKey('ses1');
        await store.joinCluster({ incarnation: 'n1-a', nodeId: 'n1', address: 'http://n1' }, 60_000);
        const a = await store.claimTable(key, 'n1-a');
        expect(a?.fence).toBe(1);
        await store.appendSessionEvents('ses1', 1, [started(1)], { actor: 'director', commandId: null }, a!.fence);
        await store.leaveCluster('n1-a');
        await store.joinCluster({ incarnation: 'n2-a', nodeId: 'n2', address: 'http://n2' }, 60_000);
        const b = await store.claimTable(key, 'n2-a');
        expect(b?.fence).toBe(2);
        expect((await store.ownerOf(key))?.nodeId).toBe('n2');
        const stale = store.appendSessionEvents('ses1', 2, [started(2)], { actor: 'director', commandId: 'x1' }, 1);
        await expect(stale).rejects.toMatchObject({ code: 'store/fenced' });
        const finished = store.updateSession('ses1', record.meta, true, 1);
        await expect(finished).rejects.toMatchObject({ code: 'store/fenced' });
        expect((await store.getSession('ses1'))?.finished).toBe(false);
        await store.appendSessionEvents('ses1', 2, [started(3)], { actor: 'director', commandId: 'x1' }, b!.fence);
        await store.updateSession('ses1', record.meta, true, b!.fence);
        expect((await store.loadSessionEvents('ses1')).map((e) => e.event)).toEqual([started(1), started(3)]);
        expect((await store.getSession('ses1'))?.finished).toBe(true);
        // A session nobody claimed refuses any fence.
        await store.createSession({ ...record, id: 'ses2' });
        const never = store.appendSessionEvents('ses2', 1, [started(1)], { actor: 'director', commandId: null }, 1);
        await expect(never).rejects.toMatchObject({ code: 'store/fenced' });
      });
    });

    describe('accounts, sign-in sessions and history (issue 26)', () => {
      it('creates an account, finds it by id and by folded name, and refuses a taken name', async () => {
        const store = await open();
        const ada = account('a1', 'Ada');
        expect(await store.createAccount(ada)).toBe(true);
        expect(await store.getAccount('a1')).toEqual(ada);
        expect(await store.getAccountByName('ada')).toEqual(ada);
        expect(await store.createAccount(account('a2', 'ADA'))).toBe(false);
        expect(await store.getAccount('a2')).toBeNull();
        expect(await store.getAccountByName('nobody')).toBeNull();
      });

      it('replaces an account password hash', async () => {
        const store = await open();
        await store.createAccount(account('a1', 'Ada'));
        await store.setPasswordHash('a1', 'scrypt$32768$8$1$c2FsdA$stronger');
        expect((await store.getAccount('a1'))?.passwordHash).toBe('scrypt$32768$8$1$c2FsdA$stronger');
      });

      it('stores sign-in sessions, deletes one, and deletes all of an account with their count', async () => {
        const store = await open();
        await store.createAccount(account('a1', 'Ada'));
        await store.createAccount(account('a2', 'Bob'));
        const session = (idHash: string, accountId: string) => ({
          idHash,
          accountId,
          createdAt: at(0),
          expiresAt: '2026-12-26T10:00:00.000Z',
        });
        await store.createLoginSession(session(hash('1'), 'a1'));
        await store.createLoginSession(session(hash('2'), 'a1'));
        await store.createLoginSession(session(hash('3'), 'a1'));
        await store.createLoginSession(session(hash('4'), 'a2'));
        expect(await store.getLoginSession(hash('1'))).toEqual(session(hash('1'), 'a1'));
        await store.deleteLoginSession(hash('1'));
        expect(await store.getLoginSession(hash('1'))).toBeNull();
        expect(await store.deleteLoginSessions('a1')).toBe(2);
        expect(await store.getLoginSession(hash('2'))).toBeNull();
        expect(await store.getLoginSession(hash('4'))).toEqual(session(hash('4'), 'a2'));
        expect(await store.deleteLoginSessions('a1')).toBe(0);
      });

      it('records seat claims from table creation and setSeat, ending one at the last seq on release', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), [{ seat: 'N', tokenHash: hash('a'), claimedAt: at(0) }]);
        await store.appendEvents('t1', 1, [dealt, pass('N')]);
        await store.setSeat('t1', { seat: 'S', tokenHash: hash('b'), claimedAt: at(1) });
        await store.appendEvents('t1', 3, [pass('E')]);
        await store.setSeat('t1', { seat: 'N', tokenHash: null, claimedAt: null });
        expect(await store.listSeatClaims({ tokenHashes: [hash('a'), hash('b')] }, 10)).toEqual([
          { tableId: 't1', seat: 'S', fromSeq: 2, toSeq: null, accountId: null, claimedAt: at(1) },
          { tableId: 't1', seat: 'N', fromSeq: 0, toSeq: 3, accountId: null, claimedAt: at(0) },
        ]);
      });

      it('keeps one claim per token at a seat: the same token again only sets its account', async () => {
        const store = await open();
        await store.createAccount(account('a1', 'Ada'));
        await store.createTable(makeTable('t1'), []);
        await store.setSeat('t1', { seat: 'N', tokenHash: hash('a'), claimedAt: at(0) });
        await store.appendEvents('t1', 1, [dealt]);
        await store.setSeat('t1', { seat: 'N', tokenHash: hash('a'), claimedAt: at(2), accountId: 'a1' });
        expect(await store.loadSeats('t1')).toEqual([
          { seat: 'N', tokenHash: hash('a'), claimedAt: at(2), accountId: 'a1' },
        ]);
        expect(await store.listSeatClaims({ accountId: 'a1', tokenHashes: [] }, 10)).toEqual([
          { tableId: 't1', seat: 'N', fromSeq: 0, toSeq: null, accountId: 'a1', claimedAt: at(0) },
        ]);
      });

      it('lists the claims of an account and of token hashes together, newest first, at most the limit', async () => {
        const store = await open();
        await store.createAccount(account('a1', 'Ada'));
        await store.createTable(makeTable('t1'), [
          { seat: 'N', tokenHash: hash('a'), claimedAt: at(1), accountId: 'a1' },
        ]);
        await store.createTable(makeTable('t2'), [{ seat: 'E', tokenHash: hash('b'), claimedAt: at(2) }]);
        await store.createTable(makeTable('t3'), [{ seat: 'S', tokenHash: hash('c'), claimedAt: at(3) }]);
        const claims = await store.listSeatClaims({ accountId: 'a1', tokenHashes: [hash('b')] }, 10);
        expect(claims.map((c) => c.tableId)).toEqual(['t2', 't1']);
        expect(await store.listSeatClaims({ accountId: 'a1', tokenHashes: [hash('b')] }, 1)).toEqual([claims[0]]);
        expect((await store.listSeatClaims({ tokenHashes: [hash('c')] }, 10)).map((c) => c.tableId)).toEqual(['t3']);
        expect(await store.listSeatClaims({ tokenHashes: [] }, 10)).toEqual([]);
        expect(await store.listSeatClaims({ accountId: 'nobody', tokenHashes: [] }, 10)).toEqual([]);
      });

      it("gives a guest's claims and held seats to the account, but never a second seat at one table", async () => {
        const store = await open();
        await store.createAccount(account('a1', 'Ada'));
        // t1: the guest holds N; t2: the account already holds E, the guest token S.
        await store.createTable(makeTable('t1'), [{ seat: 'N', tokenHash: hash('g'), claimedAt: at(0) }]);
        await store.createTable(makeTable('t2'), [
          { seat: 'E', tokenHash: hash('e'), claimedAt: at(1), accountId: 'a1' },
          { seat: 'S', tokenHash: hash('g'), claimedAt: '2026-11-26T10:01:30.000Z' },
        ]);
        // t3: the guest held W and left; only the history changes.
        await store.createTable(makeTable('t3'), [{ seat: 'W', tokenHash: hash('g'), claimedAt: at(2) }]);
        await store.setSeat('t3', { seat: 'W', tokenHash: null, claimedAt: null });
        expect(await store.attachSeatTokens('a1', [hash('g')])).toEqual([{ tableId: 't1', seat: 'N' }]);
        expect((await store.loadSeats('t1'))[0]?.accountId).toBe('a1');
        const t2 = await store.loadSeats('t2');
        expect(t2.find((s) => s.seat === 'S')?.accountId).toBeNull();
        const claims = await store.listSeatClaims({ accountId: 'a1', tokenHashes: [] }, 10);
        expect(claims.map((c) => `${c.tableId} ${c.seat}`)).toEqual(['t3 W', 't2 S', 't2 E', 't1 N']);
        // Attaching again changes nothing.
        expect(await store.attachSeatTokens('a1', [hash('g')])).toEqual([]);
      });

      it('gives a finished deal one share id however often it is shared, and finds the deal by it', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        expect(await store.shareDeal('s1', 't1', 1, at(0))).toBe('s1');
        expect(await store.shareDeal('s2', 't1', 1, at(1))).toBe('s1');
        expect(await store.shareDeal('s3', 't1', 2, at(1))).toBe('s3');
        expect(await store.getShare('s1')).toEqual({ tableId: 't1', deal: 1 });
        expect(await store.getShare('s3')).toEqual({ tableId: 't1', deal: 2 });
        expect(await store.getShare('s2')).toBeNull();
      });

      it("keeps an account's passkeys: one per credential id, the counter after a sign-in, deleted by their owner only", async () => {
        const store = await open();
        await store.createAccount(account('a1', 'Ada'));
        await store.createAccount(account('a2', 'Bob'));
        const key = {
          id: 'cred-1',
          accountId: 'a1',
          publicKey: 'pQECAyYgASFYIA',
          counter: 0,
          transports: ['internal', 'hybrid'],
          createdAt: at(0),
          lastUsedAt: null,
        };
        expect(await store.addPasskey(key)).toBe(true);
        expect(await store.addPasskey({ ...key, accountId: 'a2' })).toBe(false);
        await store.addPasskey({ ...key, id: 'cred-2', transports: [], createdAt: at(1) });
        expect(await store.getPasskey('cred-1')).toEqual(key);
        expect((await store.listPasskeys('a1')).map((k) => k.id)).toEqual(['cred-1', 'cred-2']);
        expect(await store.listPasskeys('a2')).toEqual([]);
        await store.recordPasskeyUse('cred-1', 7, at(2));
        expect(await store.getPasskey('cred-1')).toEqual({ ...key, counter: 7, lastUsedAt: at(2) });
        expect(await store.deletePasskey('a2', 'cred-1')).toBe(false);
        expect(await store.deletePasskey('a1', 'cred-1')).toBe(true);
        expect(await store.getPasskey('cred-1')).toBeNull();
      });

      it('loads only the events of the asked types, with the time each was recorded', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        const before = Date.now();
        await store.appendEvents('t1', 1, [dealt, pass('N'), pass('E')]);
        const after = Date.now();
        const calls = await store.loadEvents('t1', 0, ['callMade']);
        expect(bare(calls)).toEqual([
          { seq: 2, event: pass('N') },
          { seq: 3, event: pass('E') },
        ]);
        expect((await store.loadEvents('t1', 2, ['callMade'])).map((e) => e.seq)).toEqual([3]);
        expect(await store.loadEvents('t1', 0, [])).toEqual([]);
        for (const e of await store.loadEvents('t1')) {
          const t = Date.parse(e.recordedAt ?? '');
          // The database's clock, to the millisecond: within a second of this process's.
          expect(t).toBeGreaterThanOrEqual(before - 1000);
          expect(t).toBeLessThanOrEqual(after + 1000);
        }
      });
    });

    describe('persistence', () => {
      it('keeps tables, seats, events and leases across a close and reopen', async () => {
        const first = await open();
        const table = makeTable('t1');
        await first.createTable(table, [{ seat: 'N', tokenHash: 'ab'.repeat(32), claimedAt: table.createdAt }]);
        const lease = await first.acquireLease('t1', 'owner-a', 60_000);
        await first.appendEvents('t1', 1, [dealt, pass('N')], lease!.fence);
        await close(first);

        const again = await open();
        expect(await again.listOpenTables()).toEqual([table]);
        expect(await again.loadSeats('t1')).toEqual([
          { seat: 'N', tokenHash: 'ab'.repeat(32), claimedAt: table.createdAt, accountId: null },
        ]);
        expect(bare(await again.loadEvents('t1'))).toEqual([
          { seq: 1, event: dealt },
          { seq: 2, event: pass('N') },
        ]);
        expect(await again.getLease('t1')).toEqual(lease);
        // The fence goes on from where it was: a restart never hands out an old number again.
        expect(await again.acquireLease('t1', 'owner-b-after-restart', 60_000)).toBeNull();
        expect((await again.acquireLease('t1', 'owner-a', 60_000))?.fence).toBe(lease!.fence + 1);
      });
    });

    describe('across processes', () => {
      it(`lets exactly one of ${PROCESSES} processes appending one seq at once win, round after round`, async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        const children = await Promise.all(Array.from({ length: PROCESSES }, () => StoreChild.start(sut.spec)));
        try {
          for (let seq = 1; seq <= 3; seq++) {
            const answers = await Promise.all(
              children.map((c, i) => c.send({ op: 'append', tableId: 't1', seq, event: byRacer(i) })),
            );
            const winners = answers.flatMap((a, i) => (a.ok ? [i] : []));
            expect(winners).toHaveLength(1);
            for (const a of answers) if (!a.ok) expect(a.code).toBe('store/seq-conflict');
            expect(bare(await store.loadEvents('t1', seq - 1))).toEqual([{ seq, event: byRacer(winners[0]!) }]);
          }
        } finally {
          await Promise.all(children.map((c) => c.stop()));
        }
      }, 60_000);

      it('refuses the append of a process stopped (SIGSTOP) past its lease once another took over', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        const child = await StoreChild.start(sut.spec);
        try {
          expect(await child.send({ op: 'acquire', tableId: 't1', owner: 'child', ttlMs: 300 })).toMatchObject({
            ok: true,
            value: { fence: 1 },
          });
          expect(await child.send({ op: 'append', tableId: 't1', seq: 1, event: dealt, fence: 1 })).toEqual({
            ok: true,
            value: null,
          });
          child.proc.kill('SIGSTOP');
          await sleep(500);
          const lease = await store.acquireLease('t1', 'parent', 60_000);
          expect(lease?.fence).toBe(2);
          await store.appendEvents('t1', 2, [pass('N')], lease!.fence);
          child.proc.kill('SIGCONT');
          const stale = await child.send({ op: 'append', tableId: 't1', seq: 3, event: pass('E'), fence: 1 });
          expect(stale).toEqual({ ok: false, code: 'store/fenced' });
          expect(bare(await store.loadEvents('t1'))).toEqual([
            { seq: 1, event: dealt },
            { seq: 2, event: pass('N') },
          ]);
        } finally {
          await child.stop();
        }
      }, 60_000);
    });

    describe('ownership leases with a fencing number (scale-out spec §3.3-3.4)', () => {
      it('gives a free table to the first owner with fence 1, and nobody else while it runs', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        const a = await store.acquireLease('t1', 'owner-a', 60_000);
        expect(a).toMatchObject({ tableId: 't1', owner: 'owner-a', fence: 1 });
        expect(Date.parse(a!.expiresAt)).toBeGreaterThan(Date.now() + 30_000);
        expect(await store.acquireLease('t1', 'owner-b', 60_000)).toBeNull();
        expect(await store.getLease('t1')).toEqual(a);
      });

      it(`gives a free table to exactly one of ${RACERS} owners claiming it at once`, async () => {
        const stores = await Promise.all(Array.from({ length: RACERS }, () => open()));
        await stores[0]!.createTable(makeTable('t1'), []);
        const leases = await Promise.all(stores.map((s, i) => s.acquireLease('t1', `owner-${i}`, 60_000)));
        const won = leases.filter((l) => l !== null);
        expect(won).toHaveLength(1);
        expect(won[0]?.fence).toBe(1);
      });

      it('raises the fence when its owner takes the table again, and refuses the old fence', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        const first = await store.acquireLease('t1', 'owner-a', 60_000);
        const second = await store.acquireLease('t1', 'owner-a', 60_000);
        expect(second?.fence).toBe(first!.fence + 1);
        await expect(store.appendEvents('t1', 1, [pass('N')], first!.fence)).rejects.toMatchObject({
          code: 'store/fenced',
        });
        await store.appendEvents('t1', 1, [pass('N')], second!.fence);
        expect(await store.renewLease(first!, 60_000)).toBeNull();
      });

      it('renews a current lease, later than before', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        const lease = await store.acquireLease('t1', 'owner-a', 1_000);
        const renewed = await store.renewLease(lease!, 60_000);
        expect(renewed).toMatchObject({ tableId: 't1', owner: 'owner-a', fence: lease!.fence });
        expect(Date.parse(renewed!.expiresAt)).toBeGreaterThan(Date.parse(lease!.expiresAt));
      });

      it('lets another owner take a released table at once, with a higher fence', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        const a = await store.acquireLease('t1', 'owner-a', 60_000);
        await store.releaseLease(a!);
        const b = await store.acquireLease('t1', 'owner-b', 60_000);
        expect(b).toMatchObject({ owner: 'owner-b', fence: a!.fence + 1 });
        await store.releaseLease(a!); // a stale release changes nothing
        expect(await store.acquireLease('t1', 'owner-c', 60_000)).toBeNull();
      });

      it('refuses a fenced append to a table nobody leased', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        await expect(store.appendEvents('t1', 1, [pass('N')], 1)).rejects.toMatchObject({ code: 'store/fenced' });
        expect(await store.loadEvents('t1')).toEqual([]);
      });

      it('refuses the append of an owner paused past its lease once another took over; the log is intact', async () => {
        const [a, b] = [await open(), await open()];
        await a.createTable(makeTable('t1'), []);
        const leaseA = await a.acquireLease('t1', 'owner-a', 200);
        await a.appendEvents('t1', 1, [dealt], leaseA!.fence);
        await sleep(400); // A is "paused" past its lease
        const leaseB = await b.acquireLease('t1', 'owner-b', 60_000);
        expect(leaseB?.fence).toBeGreaterThan(leaseA!.fence);
        await b.appendEvents('t1', 2, [pass('N'), pass('E')], leaseB!.fence);

        // A wakes up: its append (even at a free seq) is refused and writes nothing.
        const stale = a.appendEvents('t1', 4, [pass('S')], leaseA!.fence);
        await expect(stale).rejects.toMatchObject({ code: 'store/fenced' });
        await expect(a.appendEvents('t1', 2, [pass('S')], leaseA!.fence)).rejects.toMatchObject({
          code: 'store/fenced',
        });
        expect(await a.renewLease(leaseA!, 60_000)).toBeNull();
        expect(await a.acquireLease('t1', 'owner-a', 60_000)).toBeNull();
        expect(bare(await b.loadEvents('t1'))).toEqual([
          { seq: 1, event: dealt },
          { seq: 2, event: pass('N') },
          { seq: 3, event: pass('E') },
        ]);
        // The unique key stays the last line of defence, even for the owner.
        await expect(b.appendEvents('t1', 3, [pass('S')], leaseB!.fence)).rejects.toMatchObject({
          code: 'store/seq-conflict',
        });
      });

      it('settles an append racing a takeover one way: committed before it, or refused', async () => {
        const [a, b] = [await open(), await open()];
        for (let round = 0; round < 8; round++) {
          const id = `race${round}`;
          await a.createTable(makeTable(id), []);
          const leaseA = await a.acquireLease(id, 'owner-a', 1);
          await sleep(5);
          const [append, leaseB] = await Promise.allSettled([
            a.appendEvents(id, 1, [pass('N')], leaseA!.fence),
            b.acquireLease(id, 'owner-b', 60_000),
          ]);
          expect(leaseB).toMatchObject({ status: 'fulfilled', value: { owner: 'owner-b', fence: leaseA!.fence + 1 } });
          if (append.status === 'rejected') expect(codeOf(append.reason)).toBe('store/fenced');
          const log = bare(await b.loadEvents(id));
          expect(log).toEqual(append.status === 'fulfilled' ? [{ seq: 1, event: pass('N') }] : []);
          await b.appendEvents(
            id,
            log.length + 1,
            [pass('E')],
            (leaseB as PromiseFulfilledResult<{ fence: number }>).value.fence,
          );
        }
      });
    });

    describe('processes and the tables they own (issue 27; scale-out spec §3.3, §3.6)', () => {
      const join = (store: TableStore, incarnation: string, ttlMs = 60_000) =>
        store.joinCluster({ incarnation, nodeId: incarnation.split('-')[0]!, address: `http://${incarnation}` }, ttlMs);

      it('gives a table to the first live process with fence 1, says who owns it, and nobody else', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        await join(store, 'n1-a');
        await join(store, 'n2-a');
        const a = await store.claimTable('t1', 'n1-a');
        expect(a).toMatchObject({ tableId: 't1', owner: 'n1-a', fence: 1, expiresAt: 'infinity' });
        expect(await store.claimTable('t1', 'n2-a')).toBeNull();
        expect(await store.ownerOf('t1')).toMatchObject({ incarnation: 'n1-a', nodeId: 'n1', address: 'http://n1-a' });
        expect(await store.ownerOf('unclaimed')).toBeNull();
      });

      it('refuses a claim by a process whose own lease has lapsed or that never joined', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        await join(store, 'n1-a', 50);
        await sleep(120);
        expect(await store.claimTable('t1', 'n1-a')).toBeNull();
        expect(await store.claimTable('t1', 'stranger')).toBeNull();
        expect(await store.getLease('t1')).toBeNull();
      });

      it('keeps a table with its owner while it renews, and lets another take it once the lease lapses', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        await join(store, 'n1-a', 300);
        await join(store, 'n2-a');
        const a = await store.claimTable('t1', 'n1-a');
        await sleep(150);
        expect(await store.renewNode('n1-a', 300)).toBe(true);
        await sleep(200);
        expect(await store.claimTable('t1', 'n2-a')).toBeNull();
        await sleep(200);
        // Lapsed: it can no longer renew, nor append once the table is taken over.
        expect(await store.renewNode('n1-a', 300)).toBe(false);
        expect(await store.ownerOf('t1')).toBeNull();
        const b = await store.claimTable('t1', 'n2-a');
        expect(b?.fence).toBe(a!.fence + 1);
        await expect(store.appendEvents('t1', 1, [pass('N')], a!.fence)).rejects.toMatchObject({
          code: 'store/fenced',
        });
        await store.appendEvents('t1', 1, [pass('N')], b!.fence);
        expect(bare(await store.loadEvents('t1'))).toEqual([{ seq: 1, event: pass('N') }]);
      });

      it('frees a table at once when its process leaves the cluster', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        await join(store, 'n1-a');
        await join(store, 'n2-a');
        await store.claimTable('t1', 'n1-a');
        await store.leaveCluster('n1-a');
        expect(await store.renewNode('n1-a', 60_000)).toBe(false);
        expect((await store.claimTable('t1', 'n2-a'))?.owner).toBe('n2-a');
      });

      it('ends the lease of an earlier incarnation of the same node id when a process joins', async () => {
        const store = await open();
        await store.createTable(makeTable('t1'), []);
        await join(store, 'n1-old');
        const old = await store.claimTable('t1', 'n1-old');
        await join(store, 'n1-new');
        expect(await store.renewNode('n1-old', 60_000)).toBe(false);
        expect((await store.claimTable('t1', 'n1-new'))?.fence).toBe(old!.fence + 1);
      });

      it(`gives a table to exactly one of ${RACERS} live processes claiming it at once`, async () => {
        const stores = await Promise.all(Array.from({ length: RACERS }, () => open()));
        await stores[0]!.createTable(makeTable('t1'), []);
        await Promise.all(stores.map((s, i) => join(s, `n${i}-a`)));
        const leases = await Promise.all(stores.map((s, i) => s.claimTable('t1', `n${i}-a`)));
        expect(leases.filter((l) => l !== null)).toHaveLength(1);
      });
    });
    describe('background jobs (issue 27; scale-out spec §3.9)', () => {
      const job = (n: number, maxAttempts?: number) => ({
        key: `analysis:t${n}.1`,
        kind: 'analysis',
        payload: { tableId: `t${n}`, deal: 1 },
        ...(maxAttempts !== undefined ? { maxAttempts } : {}),
      });
      const analysis = (deal: number, score = 110): StoredAnalysis => ({
        deal,
        board: deal,
        status: 'ready',
        backend: 'ts',
        table: null,
        par: { score, contracts: [] },
      });
      const output = (n: number, score = 110): JobOutput => ({
        kind: 'analysis',
        tableId: `t${n}`,
        deal: 1,
        analysis: analysis(1, score),
      });

      it('queues a job once however often it is enqueued (the key is its identity)', async () => {
        const store = await open();
        expect(await store.enqueueJob(job(1))).toBe(true);
        expect(await store.enqueueJob({ ...job(1), payload: { other: true } })).toBe(false);
        expect(await store.getJob(job(1).key)).toMatchObject({
          key: job(1).key,
          kind: 'analysis',
          payload: { tableId: 't1', deal: 1 },
          state: 'queued',
          fence: 0,
          attempts: 0,
          maxAttempts: 3,
          worker: null,
          doneBy: null,
        });
        expect(await store.getJob('analysis:none')).toBeNull();
      });

      it('gives a job to one claimer with fence 1 and a lease, only for the kinds it asks for', async () => {
        const store = await open();
        await store.enqueueJob(job(1));
        expect(await store.claimJob(['robot'], 'w1', 60_000)).toBeNull();
        expect(await store.claimJob([], 'w1', 60_000)).toBeNull();
        const claim = await store.claimJob(['analysis'], 'w1', 60_000);
        expect(claim).toMatchObject({
          key: job(1).key,
          kind: 'analysis',
          payload: job(1).payload,
          worker: 'w1',
          fence: 1,
        });
        expect(Date.parse(claim!.expiresAt)).toBeGreaterThan(Date.now() + 30_000);
        expect(await store.claimJob(['analysis'], 'w2', 60_000)).toBeNull();
        expect(await store.getJob(job(1).key)).toMatchObject({ state: 'running', worker: 'w1', fence: 1, attempts: 1 });
      });

      it('completes a job and writes its analysis in one step, kept across a reopen; once only', async () => {
        const first = await open();
        await first.enqueueJob(job(1));
        const claim = await first.claimJob(['analysis'], 'w1', 60_000);
        expect(await first.loadAnalyses([{ tableId: 't1', deal: 1 }])).toEqual([]);
        expect(await first.completeJob(claim!, output(1))).toBe(true);
        expect(await first.completeJob(claim!, output(1, 999))).toBe(false);
        expect(await first.claimJob(['analysis'], 'w2', 60_000)).toBeNull();
        await close(first);
        const again = await open();
        expect(await again.getJob(job(1).key)).toMatchObject({
          state: 'done',
          doneBy: 'w1',
          fence: 1,
          expiresAt: null,
        });
        expect(
          await again.loadAnalyses([
            { tableId: 't1', deal: 1 },
            { tableId: 't9', deal: 1 },
          ]),
        ).toEqual([{ tableId: 't1', deal: 1, analysis: analysis(1) }]);
        expect(await again.enqueueJob(job(1))).toBe(false);
      });

      it('gives a lapsed claim to another worker (fence 2) and refuses the late completion', async () => {
        const [a, b] = [await open(), await open()];
        await a.enqueueJob(job(1));
        const late = await a.claimJob(['analysis'], 'w-a', 200);
        await sleep(400); // A is "paused" past its lease
        const taken = await b.claimJob(['analysis'], 'w-b', 60_000);
        expect(taken).toMatchObject({ key: job(1).key, worker: 'w-b', fence: 2 });
        // A wakes up: it can neither complete, renew, fail nor give the job back.
        expect(await a.completeJob(late!, output(1, 999))).toBe(false);
        expect(await a.renewJob(late!, 60_000)).toBe(false);
        expect(await a.failJob(late!, 'late', 0)).toBe('fenced');
        await a.releaseJob(late!);
        expect(await a.loadAnalyses([{ tableId: 't1', deal: 1 }])).toEqual([]);
        expect(await b.completeJob(taken!, output(1))).toBe(true);
        expect(await a.getJob(job(1).key)).toMatchObject({ state: 'done', doneBy: 'w-b', fence: 2, attempts: 2 });
        expect(await a.loadAnalyses([{ tableId: 't1', deal: 1 }])).toEqual([
          { tableId: 't1', deal: 1, analysis: analysis(1) },
        ]);
      });

      it('refuses to complete a claim whose lease ran out even when nobody took it over', async () => {
        const store = await open();
        await store.enqueueJob(job(1));
        const claim = await store.claimJob(['analysis'], 'w1', 100);
        await sleep(250);
        expect(await store.completeJob(claim!, output(1))).toBe(false);
        expect(await store.loadAnalyses([{ tableId: 't1', deal: 1 }])).toEqual([]);
      });

      it('keeps a claim that is renewed, past its first lease', async () => {
        const [a, b] = [await open(), await open()];
        await a.enqueueJob(job(1));
        const claim = await a.claimJob(['analysis'], 'w-a', 300);
        await sleep(150);
        expect(await a.renewJob(claim!, 300)).toBe(true);
        await sleep(200);
        expect(await b.claimJob(['analysis'], 'w-b', 60_000)).toBeNull();
        expect(await a.completeJob(claim!)).toBe(true);
      });

      it('retries a failed job after the delay, and gives it up after its last attempt', async () => {
        const store = await open();
        await store.enqueueJob(job(1, 2));
        const first = await store.claimJob(['analysis'], 'w1', 60_000);
        expect(await store.failJob(first!, 'solver crashed', 200)).toBe('retry');
        expect(await store.getJob(job(1).key)).toMatchObject({
          state: 'queued',
          attempts: 1,
          lastError: 'solver crashed',
        });
        expect(await store.claimJob(['analysis'], 'w1', 60_000)).toBeNull(); // not before its time
        await sleep(300);
        const second = await store.claimJob(['analysis'], 'w2', 60_000);
        expect(second).toMatchObject({ worker: 'w2', fence: 2 });
        expect(await store.failJob(second!, 'again', 0)).toBe('failed');
        await sleep(20);
        expect(await store.claimJob(['analysis'], 'w1', 60_000)).toBeNull();
        expect(await store.getJob(job(1).key)).toMatchObject({ state: 'failed', attempts: 2, lastError: 'again' });
      });

      it('gives up a job whose worker died on its last attempt', async () => {
        const store = await open();
        await store.enqueueJob(job(1, 1));
        await store.claimJob(['analysis'], 'w-dead', 100);
        await sleep(250);
        expect(await store.claimJob(['analysis'], 'w2', 60_000)).toBeNull();
        expect(await store.getJob(job(1).key)).toMatchObject({ state: 'failed', attempts: 1, worker: 'w-dead' });
      });

      it('queues a released job again at once without counting the attempt; the fence still grows', async () => {
        const store = await open();
        await store.enqueueJob(job(1, 1));
        const first = await store.claimJob(['analysis'], 'w1', 60_000);
        await store.releaseJob(first!);
        expect(await store.getJob(job(1).key)).toMatchObject({ state: 'queued', attempts: 0, fence: 1 });
        const second = await store.claimJob(['analysis'], 'w2', 60_000);
        expect(second?.fence).toBe(2);
        expect(await store.completeJob(first!)).toBe(false);
        expect(await store.completeJob(second!)).toBe(true);
      });

      it('lets a job be taken at once when its worker is a process whose own lease has lapsed', async () => {
        const store = await open();
        await store.joinCluster({ incarnation: 'n1-a', nodeId: 'n1', address: 'http://n1' }, 60_000);
        await store.enqueueJob(job(1));
        const held = await store.claimJob(['analysis'], 'n1-a', 60_000);
        // The same node id starts again (a restart after kill -9): its predecessor's lease ends now.
        await store.joinCluster({ incarnation: 'n1-b', nodeId: 'n1', address: 'http://n1' }, 60_000);
        const again = await store.claimJob(['analysis'], 'n1-b', 60_000);
        expect(again).toMatchObject({ worker: 'n1-b', fence: held!.fence + 1 });
      });

      it(`never gives one job to two of ${RACERS} connections claiming at once, until the queue is empty`, async () => {
        const stores = await Promise.all(Array.from({ length: RACERS }, () => open()));
        const JOBS = 24;
        for (let n = 0; n < JOBS; n++) await stores[0]!.enqueueJob(job(n));
        const claimed: string[][] = await Promise.all(
          stores.map(async (s, i) => {
            const mine: string[] = [];
            for (;;) {
              const c = await s.claimJob(['analysis'], `w${i}`, 60_000);
              if (!c) return mine;
              mine.push(c.key);
              expect(await s.completeJob(c)).toBe(true);
            }
          }),
        );
        const all = claimed.flat();
        expect(all).toHaveLength(JOBS);
        expect(new Set(all).size).toBe(JOBS);
        for (let n = 0; n < JOBS; n++)
          expect(await stores[0]!.getJob(job(n).key)).toMatchObject({ state: 'done', fence: 1 });
      });

      it('stores an analysis on its own only when none is there (a job given up never hides a result)', async () => {
        const store = await open();
        expect(await store.saveAnalysis('t1', 1, analysis(1))).toBe(true);
        expect(await store.saveAnalysis('t1', 1, { ...analysis(1), status: 'unavailable', par: null })).toBe(false);
        expect(await store.loadAnalyses([{ tableId: 't1', deal: 1 }])).toEqual([
          { tableId: 't1', deal: 1, analysis: analysis(1) },
        ]);
        expect(await store.loadAnalyses([])).toEqual([]);
      });
    });

    describe("passkey ceremonies' challenges, shared by every process (issue 27; WebAuthn §13.4.3)", () => {
      const T0 = Date.UTC(2026, 10, 26, 10);
      const FIVE_MINUTES = 5 * 60_000;
      const signIn = (challenge: string, expiresAt = T0 + FIVE_MINUTES): PasskeyChallenge => ({
        challenge,
        purpose: 'sign-in',
        accountId: null,
        expiresAt,
      });
      const register = (challenge: string, accountId: string): PasskeyChallenge => ({
        challenge,
        purpose: 'register',
        accountId,
        expiresAt: T0 + FIVE_MINUTES,
      });

      it('gives a challenge kept on one connection to another, once: a second take finds nothing', async () => {
        const [a, b] = [await open(), await open()];
        await a.putPasskeyChallenge(signIn('c1'), T0, 100);
        expect(await b.takePasskeyChallenge('c1', 'sign-in', null, T0 + 1000)).toEqual(signIn('c1'));
        expect(await a.takePasskeyChallenge('c1', 'sign-in', null, T0 + 1000)).toBeNull();
        expect(await b.takePasskeyChallenge('c1', 'sign-in', null, T0 + 1000)).toBeNull();
      });

      it('refuses an expired challenge and spends it all the same', async () => {
        const store = await open();
        await store.putPasskeyChallenge(signIn('c1'), T0, 100);
        expect(await store.takePasskeyChallenge('c1', 'sign-in', null, T0 + FIVE_MINUTES)).toBeNull();
        await store.putPasskeyChallenge(signIn('c2'), T0, 100);
        expect(await store.takePasskeyChallenge('c2', 'sign-in', null, T0 + FIVE_MINUTES - 1)).not.toBeNull();
      });

      it("keeps a registration challenge to its account and purpose: another account's or a sign-in take fails", async () => {
        const store = await open();
        await store.putPasskeyChallenge(register('r1', 'a1'), T0, 100);
        expect(await store.takePasskeyChallenge('r1', 'sign-in', null, T0)).toBeNull();
        expect(await store.takePasskeyChallenge('r1', 'register', 'a2', T0)).toBeNull();
        expect(await store.takePasskeyChallenge('r1', 'register', 'a1', T0)).toEqual(register('r1', 'a1'));
      });

      it("replaces an account's earlier registration challenge, and only that account's", async () => {
        const store = await open();
        await store.putPasskeyChallenge(register('r1', 'a1'), T0, 100);
        await store.putPasskeyChallenge(register('r2', 'a2'), T0, 100);
        await store.putPasskeyChallenge(register('r3', 'a1'), T0, 100);
        expect(await store.takePasskeyChallenge('r1', 'register', 'a1', T0)).toBeNull();
        expect(await store.takePasskeyChallenge('r3', 'register', 'a1', T0)).not.toBeNull();
        expect(await store.takePasskeyChallenge('r2', 'register', 'a2', T0)).not.toBeNull();
      });

      it('drops expired challenges and keeps at most the cap of sign-in ones, those expiring first going first', async () => {
        const store = await open();
        await store.putPasskeyChallenge(signIn('old', T0 + 10), T0, 100);
        for (let i = 1; i <= 4; i++)
          await store.putPasskeyChallenge(signIn(`c${i}`, T0 + FIVE_MINUTES + i), T0 + 20, 3);
        expect(await store.takePasskeyChallenge('old', 'sign-in', null, T0)).toBeNull();
        expect(await store.takePasskeyChallenge('c1', 'sign-in', null, T0 + 20)).toBeNull();
        for (const c of ['c2', 'c3', 'c4'])
          expect(await store.takePasskeyChallenge(c, 'sign-in', null, T0 + 20)).not.toBeNull();
      });

      it(`gives a challenge to exactly one of ${RACERS} connections spending it at once`, async () => {
        const stores = await Promise.all(Array.from({ length: RACERS }, () => open()));
        for (let round = 0; round < 5; round++) {
          await stores[0]!.putPasskeyChallenge(signIn(`race${round}`), T0, 100);
          const taken = await Promise.all(
            stores.map((s) => s.takePasskeyChallenge(`race${round}`, 'sign-in', null, T0 + 1)),
          );
          expect(taken.filter((t) => t !== null)).toHaveLength(1);
        }
      });
    });
  });
}
