// The session part of the SQLite store (issue 24: "decide → append to the store in one
// transaction (unique (session, seq))"; a client's command id is kept once, so a retry after a
// reconnect is never entered twice).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { SessionEvent } from '@biritch/competition';
import type { SessionRecord } from './sessionTypes.js';
import { openSqliteStore } from './sqliteStore.js';
import { SeqConflictError } from './types.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const freshDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'biritch-sessions-'));
  dirs.push(d);
  return d;
};

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
  const dir = freshDir();
  const store = await openSqliteStore({ dataDir: dir });
  await store.createSession(record);
  await store.appendSessionEvents('ses1', 1, [started(1), started(2)], {
    actor: 'table A1 NS',
    commandId: 'dev1-0001',
  });
  await store.close();
  const again = await openSqliteStore({ dataDir: dir });
  expect(await again.listOpenSessions()).toEqual([record]);
  expect(await again.loadSessionEvents('ses1')).toEqual([
    { seq: 1, event: started(1), actor: 'table A1 NS', commandId: null },
    { seq: 2, event: started(2), actor: 'table A1 NS', commandId: 'dev1-0001' },
  ]);
  expect(await again.loadSessionEvents('ses1', 1)).toHaveLength(1);
  await again.updateSession('ses1', record.meta, true);
  expect(await again.listOpenSessions()).toEqual([]);
  expect((await again.getSession('ses1'))?.finished).toBe(true);
  await again.close();
});

it('refuses a taken seq or a command id entered before, and writes nothing of the batch', async () => {
  const store = await openSqliteStore({ dataDir: freshDir() });
  await store.createSession(record);
  await store.appendSessionEvents('ses1', 1, [started(1)], { actor: 'director', commandId: 'cmd-00000001' });
  await expect(
    store.appendSessionEvents('ses1', 1, [started(2)], { actor: 'director', commandId: null }),
  ).rejects.toBeInstanceOf(SeqConflictError);
  await expect(
    store.appendSessionEvents('ses1', 2, [started(2), started(3)], { actor: 'director', commandId: 'cmd-00000001' }),
  ).rejects.toBeInstanceOf(SeqConflictError);
  expect(await store.loadSessionEvents('ses1')).toHaveLength(1);
  await store.close();
});
