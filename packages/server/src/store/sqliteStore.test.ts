// The SQLite event store (docs/style.md, principle 6: a unique (table, seq) key means a retried
// command or a second process can never fork a table's log; issue 5: the data directory is created on first start).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { TableEvent } from '@biritch/core';
import { openSqliteStore, SQLITE_FILE } from './sqliteStore.js';
import { SeqConflictError, type TableRecord } from './types.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const freshDir = (): string => {
  const d = join(mkdtempSync(join(tmpdir(), 'biritch-store-')), 'nested', 'data');
  dirs.push(join(d, '..', '..'));
  return d;
};

const table: TableRecord = {
  id: 'tbl1',
  code: 'ABCDEF',
  createdAt: '2026-11-21T10:00:00.000Z',
  settings: { ruleSet: 'standard', form: 'single', seats: { N: 'human', E: 'robot', S: 'robot', W: 'robot' } },
  finished: false,
};
const call = (seat: 'N' | 'E'): TableEvent => ({ type: 'callMade', seat, call: { type: 'pass' }, visibleTo: 'all' });

it('creates its directory and file on first start, and keeps tables, seats and events across a reopen', async () => {
  const dir = freshDir();
  const store = await openSqliteStore({ dataDir: dir });
  expect(existsSync(join(dir, SQLITE_FILE))).toBe(true);
  await store.createTable(table, [{ seat: 'N', tokenHash: 'ab'.repeat(32), claimedAt: table.createdAt }]);
  await store.appendEvents('tbl1', 1, [call('N'), call('E')]);
  await store.close();

  const again = await openSqliteStore({ dataDir: dir });
  expect(await again.listOpenTables()).toEqual([table]);
  expect(await again.getTableByCode('ABCDEF')).toEqual(table);
  expect((await again.loadSeats('tbl1'))[0]?.tokenHash).toBe('ab'.repeat(32));
  expect((await again.loadEvents('tbl1')).map((e) => [e.seq, e.event])).toEqual([
    [1, call('N')],
    [2, call('E')],
  ]);
  expect((await again.loadEvents('tbl1', 1)).map((e) => e.seq)).toEqual([2]);
  // Issue 26: the history reads only some types of event, and when each was recorded.
  expect((await again.loadEvents('tbl1', 0, ['callMade'])).map((e) => e.seq)).toEqual([1, 2]);
  expect(await again.loadEvents('tbl1', 0, ['dealEnded'])).toEqual([]);
  expect((await again.loadEvents('tbl1'))[0]?.recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  await again.setFinished('tbl1', true);
  expect(await again.listOpenTables()).toEqual([]);
  await again.close();
});

it('refuses a batch whose seq is taken, writing none of it', async () => {
  const store = await openSqliteStore({ dataDir: freshDir() });
  await store.createTable(table, []);
  await store.appendEvents('tbl1', 1, [call('N')]);
  await expect(store.appendEvents('tbl1', 1, [call('E'), call('N')])).rejects.toBeInstanceOf(SeqConflictError);
  await expect(store.appendEvents('tbl1', 2, [call('E'), call('N')])).resolves.toBeUndefined();
  await expect(store.appendEvents('tbl1', 3, [call('E'), call('N')])).rejects.toBeInstanceOf(SeqConflictError);
  expect((await store.loadEvents('tbl1')).map((e) => e.seq)).toEqual([1, 2, 3]);
  await store.close();
});

it('sets and clears a seat claim', async () => {
  const store = await openSqliteStore({ dataDir: freshDir() });
  await store.createTable(table, []);
  await store.setSeat('tbl1', { seat: 'S', tokenHash: 'cd'.repeat(32), claimedAt: table.createdAt });
  await store.setSeat('tbl1', { seat: 'S', tokenHash: null, claimedAt: null });
  expect(await store.loadSeats('tbl1')).toEqual([{ seat: 'S', tokenHash: null, claimedAt: null, accountId: null }]);
  await store.close();
});

// Issue 26: the seats' history outlives a release, so "My deals" can name who played each deal.
it('keeps each seat claim from the seq it was claimed at to the seq it was released at', async () => {
  const store = await openSqliteStore({ dataDir: freshDir() });
  await store.createTable(table, [{ seat: 'N', tokenHash: 'ab'.repeat(32), claimedAt: table.createdAt }]);
  await store.appendEvents('tbl1', 1, [call('N'), call('E')]);
  await store.setSeat('tbl1', { seat: 'S', tokenHash: 'cd'.repeat(32), claimedAt: table.createdAt });
  await store.appendEvents('tbl1', 3, [call('N')]);
  await store.setSeat('tbl1', { seat: 'S', tokenHash: null, claimedAt: null });
  const claims = await store.listSeatClaims({ tokenHashes: ['ab'.repeat(32), 'cd'.repeat(32)] }, 10);
  expect(claims.map((c) => [c.seat, c.fromSeq, c.toSeq]).sort()).toEqual([
    ['N', 0, null],
    ['S', 2, 3],
  ]);
  await store.close();
});

it('gives guest seats to an account, but never a second seat at one table', async () => {
  const store = await openSqliteStore({ dataDir: freshDir() });
  const account = { id: 'acc1', name: 'Ada', nameKey: 'ada', passwordHash: 'x', createdAt: table.createdAt };
  expect(await store.createAccount(account)).toBe(true);
  expect(await store.createAccount({ ...account, id: 'acc2' })).toBe(false);
  await store.createTable(table, [
    { seat: 'N', tokenHash: 'ab'.repeat(32), claimedAt: table.createdAt },
    { seat: 'S', tokenHash: 'cd'.repeat(32), claimedAt: table.createdAt },
  ]);
  const changed = await store.attachSeatTokens('acc1', ['ab'.repeat(32), 'cd'.repeat(32)]);
  expect(changed).toEqual([{ tableId: 'tbl1', seat: 'N' }]);
  const owners = (await store.loadSeats('tbl1')).map((s) => [s.seat, s.accountId]).sort();
  expect(owners).toEqual([
    ['N', 'acc1'],
    ['S', null],
  ]);
  // Both claims are the account's history all the same: the guest played from both.
  expect((await store.listSeatClaims({ accountId: 'acc1', tokenHashes: [] }, 10)).length).toBe(2);
  await store.close();
});
