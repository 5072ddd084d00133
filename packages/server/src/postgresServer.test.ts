// The server on PostgreSQL (issue 27: "a PostgreSQL store behind the existing store interface";
// ARCHITECTURE.md, "Where state lives": persist, then broadcast). `main.ts` runs as a child
// process exactly as `BIRITCH_STORE=postgres DATABASE_URL=… npm start` runs it, on a throwaway
// cluster; it is killed with SIGKILL mid-trick just after a card was acknowledged, and a server
// on the same database (in this process) brings the table back, resumes every seat by seq and
// plays the deal out. Skipped with one line without PostgreSQL's programs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateTableResponse } from '@biritch/protocol';
import { requireProgram } from '@biritch/testing';
import { startServer } from './server.js';
import { childServers, killHard } from './testing/childServer.js';
import { findPostgres, startPgCluster, type PgCluster } from './store/pgCluster.testing.js';
import { openPostgresStore } from './store/postgresStore.js';
import { playStep, seededUniform, TableClient } from './testing/tableClient.js';

const programs = findPostgres();
const hasPostgres = requireProgram(
  "PostgreSQL's server (initdb, pg_ctl; as root also the postgres user)",
  programs !== null,
  'postgresql',
);

describe.skipIf(!hasPostgres)('the server on PostgreSQL', () => {
  let cluster: PgCluster;
  const dir = mkdtempSync(join(tmpdir(), 'biritch-pgserver-'));
  const servers = childServers(dir);
  beforeAll(async () => {
    cluster = await startPgCluster(programs!);
  });
  afterAll(async () => {
    servers.killAll();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses BIRITCH_STORE=postgres without DATABASE_URL, saying what is missing', async () => {
    await expect(servers.start({ BIRITCH_STORE: 'postgres', DATABASE_URL: '' })).rejects.toThrow(
      /DATABASE_URL must name/,
    );
  });

  it('after kill -9 mid-trick, a server on the same database brings the table back and play goes on', async () => {
    const url = await cluster.createDatabase();
    const first = await servers.start({ BIRITCH_STORE: 'postgres', DATABASE_URL: url });
    // The start-up line names the database, never the user.
    expect(first.out).toContain(`data: PostgreSQL 127.0.0.1:${cluster.port}/`);
    expect(first.out).not.toContain('postgres@');
    const created = (await (
      await fetch(`${first.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          form: 'duplicate',
          boards: 2,
          seats: { N: 'human', E: 'human', S: 'human', W: 'human' },
        }),
      })
    ).json()) as CreateTableResponse;
    const tableId = created.table.id;
    const join = async (serverUrl: string, lastSeq?: number): Promise<TableClient[]> =>
      Promise.all(
        created.tickets.map(async (t) => {
          const c = await TableClient.connect(`${serverUrl.replace('http', 'ws')}/ws`);
          const w = await c.hello({ tableId, token: t.token, ...(lastSeq === undefined ? {} : { lastSeq }) });
          expect(w.type).toBe('welcome');
          return c;
        }),
      );
    const random = seededUniform(27);
    let clients = await join(first.url);
    for (let i = 0; i < 200; i++) {
      const v = clients[0]!.view!;
      if (v.phase === 'play' && v.currentTrick?.cards.length === 2) break;
      if (v.phase === 'ended') throw new Error('the deal ended before the test could cut it mid-trick');
      await playStep(clients, random, { passBias: 0.4 });
    }
    const actor = clients.find((c) => c.view!.toAct === c.seat)!;
    const card = actor.view!.legalCards[0]!;
    const ack = await actor.command({ type: 'play', card });
    expect(ack.type).toBe('ack');
    const ackedSeq = (ack as { seq: number }).seq;
    await killHard(first.child);
    const viewsBefore = new Map(clients.map((c) => [c.seat, c.view]));
    for (const c of clients) c.cut();

    const store = await openPostgresStore({ connectionString: url });
    expect((await store.loadEvents(tableId)).map((e) => e.seq)).toEqual(
      Array.from({ length: ackedSeq }, (_, i) => i + 1),
    );
    const second = await startServer({ port: 0, dataDir: dir, robots: null, analysis: null, store });
    const info = await (await fetch(`${second.url}/api/tables/${tableId}`)).json();
    expect(info.seq).toBe(ackedSeq);
    clients = await join(second.url, ackedSeq);
    for (const c of clients) {
      expect(c.seq).toBe(ackedSeq);
      expect(c.problems).toEqual([]);
      if (c.seat === actor.seat) expect(c.view).toEqual(viewsBefore.get(c.seat));
      expect(c.view!.currentTrick?.cards.map((p) => p.card)).toContain(card);
    }
    for (let i = 0; i < 200 && clients[0]!.view!.phase !== 'ended'; i++)
      await playStep(clients, random, { passBias: 0.4 });
    expect(clients[0]!.view!.phase).toBe('ended');
    const after = await (await fetch(`${second.url}/api/tables/${tableId}`)).json();
    expect(after.results).toHaveLength(1);
    for (const c of clients) c.close();
    await second.close();
  }, 90_000);
});
