// A clean stop hands the tables over (issue 27; scale-out spec §3.7 "Graceful deploys"; ARCHITECTURE.md
// "Persist, then broadcast"): one process on SQLite, so the order can be watched without PostgreSQL.
// The multi-process rolling restart by SIGTERM is in cluster.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateTableResponse } from '@biritch/protocol';
import { startServer, type RunningServer } from '../server.js';
import { openSqliteStore } from '../store/sqliteStore.js';
import { playStep, seededUniform, TableClient } from '../testing/tableClient.js';

const FOUR_PEOPLE = { N: 'human', E: 'human', S: 'human', W: 'human' } as const;

/** A store's appends held back by `delayMs`; `started` is called as each begins. */
interface SlowAppends {
  delayMs: number;
  started: (() => void) | null;
}

describe('handOver (SIGTERM)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  /** The server on its SQLite store, whose appends can be held back (a slow disk) to catch one in hand. */
  const start = async (drainMs: number): Promise<{ server: RunningServer; dir: string; slow: SlowAppends }> => {
    const dir = mkdtempSync(join(tmpdir(), 'biritch-handover-'));
    dirs.push(dir);
    const store = await openSqliteStore({ dataDir: dir });
    const slow: SlowAppends = { delayMs: 0, started: null };
    const append = store.appendEvents.bind(store);
    store.appendEvents = async (...args) => {
      slow.started?.();
      if (slow.delayMs > 0) await new Promise((r) => setTimeout(r, slow.delayMs));
      return append(...args);
    };
    const server = await startServer({
      port: 0,
      dataDir: dir,
      store,
      robots: null,
      analysis: null,
      claimCheck: false,
      cluster: { drainMs, ttlMs: 60_000, renewEveryMs: 10_000 },
    });
    return { server, dir, slow };
  };
  const seat = async (server: RunningServer): Promise<{ id: string; clients: TableClient[]; closes: number[] }> => {
    const res = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form: 'duplicate', boards: 1, seats: FOUR_PEOPLE }),
    });
    const created = (await res.json()) as CreateTableResponse;
    const closes: number[] = [];
    const clients = await Promise.all(
      created.tickets.map(async (t) => {
        const c = await TableClient.connect(`${server.url.replace('http', 'ws')}/ws`);
        c.socket.once('close', (code: number) => closes.push(code));
        expect((await c.hello({ tableId: created.table.id, token: t.token })).type).toBe('welcome');
        return c;
      }),
    );
    return { id: created.table.id, clients, closes };
  };

  it('answers 503 on /health while draining, and serves the tables meanwhile', async () => {
    const { server } = await start(600);
    const { clients } = await seat(server);
    const random = seededUniform(2710);
    const stopping = server.handOver();
    await new Promise((r) => setTimeout(r, 100));
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { error: { code: string } }).error.code).toBe('cluster/unavailable');
    // A command during the drain is still decided and acknowledged: the proxy has not moved anyone yet.
    expect(await playStep(clients, random)).toBe(true);
    await stopping;
  });

  it('finishes the command in hand, persists it, then closes the sockets with 4003 cluster/moved', async () => {
    const { server, dir, slow } = await start(0);
    const { id, clients, closes } = await seat(server);
    const random = seededUniform(2711);
    for (let i = 0; i < 3; i++) await playStep(clients, random);
    const actor = clients.find((c) => c.randomAction(random) !== null)!;
    // The command is in hand (its append under way, 300 ms long) when the stop begins: it must be
    // persisted and answered with an ack, not dropped.
    slow.delayMs = 300;
    const appending = new Promise<void>((resolve) => (slow.started = resolve));
    const reply = actor.command(actor.randomAction(random, { passBias: 1 })!);
    await appending;
    const report = await server.handOver();
    const answer = await reply;
    expect(answer.type).toBe('ack');
    expect(report).toMatchObject({ tables: 1, settled: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(closes).toEqual([4003, 4003, 4003, 4003]);
    // The acknowledged command is in the log, which is gapless.
    const store = await openSqliteStore({ dataDir: dir });
    try {
      const log = await store.loadEvents(id);
      expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
      if (answer.type === 'ack') expect(log.at(-1)!.seq).toBe(answer.seq);
      // The process left: nobody owns the table, so the next process claims it at once.
      expect(await store.ownerOf(id)).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('refuses a command that arrives after the process stopped acting: nothing is changed', async () => {
    const { server, dir } = await start(0);
    const { id, clients } = await seat(server);
    const random = seededUniform(2712);
    await playStep(clients, random);
    const before = server.lobby.loaded(id)!.seq;
    server.node()!.stopActing();
    const actor = clients.find((c) => c.randomAction(random) !== null)!;
    const closed = new Promise<number>((resolve) => actor.socket.once('close', resolve));
    // Refused, or its socket closed with 4003 before the refusal could be read: either way, moved.
    const reply = await Promise.race([actor.command(actor.randomAction(random, { passBias: 1 })!), closed]);
    if (typeof reply === 'number') expect(reply).toBe(4003);
    else expect(reply).toMatchObject({ type: 'error', code: 'cluster/moved' });
    await server.handOver();
    const store = await openSqliteStore({ dataDir: dir });
    try {
      expect((await store.loadEvents(id)).at(-1)!.seq).toBe(before);
    } finally {
      await store.close();
    }
  });
});
