// One owner per club session (issue 27; scale-out spec §3.3-3.4), in one process on SQLite: two
// registries stand for two processes of a cluster on one store. A session is claimed before it is
// read; the process that lost it can append nothing (`store/fenced`), drops it from memory, and
// its followers are told it moved; `locate` then names the new owner (the routes relay there).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { SessionCommand } from '@biritch/competition';
import { sessionOwnerKey } from '../store/sessionTypes.js';
import { openSqliteStore } from '../store/sqliteStore.js';
import type { NodeRecord, TableStore } from '../store/types.js';
import { SessionRegistry, type SessionCluster } from './registry.js';

let dir: string;
let store: TableStore;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-session-owner-'));
  store = await openSqliteStore({ dataDir: dir });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A process of the cluster as the registry sees it: its incarnation's claims on the shared store. */
async function member(incarnation: string): Promise<SessionCluster & { live: boolean }> {
  await store.joinCluster({ incarnation, nodeId: incarnation, address: `http://${incarnation}` }, 60_000);
  const m: SessionCluster & { live: boolean } = {
    live: true,
    // As ClusterNode.claim: a process that is not live claims nothing.
    claim: (key: string) => (m.live ? store.claimTable(key, incarnation) : Promise.resolve(null)),
    ownerOf: (key: string) => store.ownerOf(key),
    isLive: () => m.live,
    isSelf: (n: NodeRecord) => n.incarnation === incarnation,
  };
  return m;
}

const request = { name: 'Owned pairs', sections: [{ section: 'A', tables: 3 }] };
const describeAgain: SessionCommand = { type: 'describeEvent', name: 'Renamed pairs', session: 1 };

it('claims a new session for its creator; another process finds it served there', async () => {
  const n1 = await member('n1');
  const n2 = await member('n2');
  const one = await SessionRegistry.open({ store, now: Date.now, cluster: n1 });
  const two = await SessionRegistry.open({ store, now: Date.now, cluster: n2 });
  const created = await one.create(request);
  expect(created.ok).toBe(true);
  if (!created.ok) return;
  const id = created.value.session.id;
  expect((await store.getLease(sessionOwnerKey(id)))?.owner).toBe('n1');
  expect(await one.locate(id)).toMatchObject({ kind: 'here' });
  expect(await two.locate(id)).toMatchObject({ kind: 'elsewhere', node: { incarnation: 'n1' } });
  const code = created.value.session.meta.tables[0]!.code;
  expect(await two.locateCode(code)).toMatchObject({ kind: 'elsewhere', node: { incarnation: 'n1' } });
  expect(await two.locateCode('ZZZZZZ')).toBeNull();
  expect(await two.locate('nosuchsession')).toBeNull();
  expect(two.size).toBe(0);
});

it('a process whose session was taken over appends nothing, drops it, and tells its followers it moved', async () => {
  const n1 = await member('n1');
  const n2 = await member('n2');
  const one = await SessionRegistry.open({ store, now: Date.now, cluster: n1 });
  const two = await SessionRegistry.open({ store, now: Date.now, cluster: n2 });
  const created = await one.create(request);
  if (!created.ok) throw new Error(created.error.message);
  const old = created.value.session;
  const dropped: string[] = [];
  old.subscribe(
    { viewer: { role: 'public' }, deliver: () => undefined, dropped: (r) => dropped.push(r) },
    {
      type: 'welcome',
      protocol: 1,
      sessionId: old.id,
      role: 'public',
    },
    undefined,
  );
  const logBefore = await store.loadSessionEvents(old.id);
  // n1 is cut off past its lease (its store says so); n2 is asked for the session and claims it.
  await store.leaveCluster('n1');
  const there = await two.locate(old.id);
  expect(there).toMatchObject({ kind: 'here' });
  expect((await store.getLease(sessionOwnerKey(old.id)))?.fence).toBe(2);
  // n1 does not know yet: its command is refused by the fence, nothing is stored or sent.
  const r = await old.submit({ kind: 'director' }, describeAgain);
  expect(r).toMatchObject({ ok: false, error: { code: 'cluster/moved' } });
  expect(await store.loadSessionEvents(old.id)).toEqual(logBefore);
  expect(dropped).toEqual(['moved']);
  expect(old.lost).toBe(true);
  expect(one.size).toBe(0);
  // Its meta cannot change either, and the new owner carries on from the same log.
  expect(await old.updateMeta(old.meta, true)).toMatchObject({ ok: false, error: { code: 'cluster/moved' } });
  if (there?.kind !== 'here') return;
  expect(there.session.seq).toBe(logBefore.length);
  expect((await there.session.submit({ kind: 'director' }, describeAgain)).ok).toBe(true);
  expect((await store.getSession(old.id))?.finished).toBe(false);
});

it('a process whose own lease ran out stops serving its sessions at the next request', async () => {
  const n1 = await member('n1');
  const one = await SessionRegistry.open({ store, now: Date.now, cluster: n1 });
  const created = await one.create(request);
  if (!created.ok) throw new Error(created.error.message);
  const s = created.value.session;
  n1.live = false;
  expect(await one.locate(s.id)).toEqual({ kind: 'unavailable' });
  expect(s.lost).toBe(true);
  expect(await s.submit({ kind: 'director' }, describeAgain)).toMatchObject({
    ok: false,
    error: { code: 'cluster/moved' },
  });
  expect(await one.create(request)).toMatchObject({ ok: false, error: { code: 'cluster/unavailable' } });
});
