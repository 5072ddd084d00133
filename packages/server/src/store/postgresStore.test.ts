// The PostgreSQL store against the conformance suite every store passes (issue 27; see
// conformance.testing.ts), on a throwaway cluster this file starts (initdb into a temporary
// folder, its own port on 127.0.0.1) and stops; each test gets a new database. Without
// PostgreSQL's programs the suite is skipped with one line (a failure under BIRITCH_REQUIRE_ALL=1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableEvent } from '@biritch/core';
import pg from 'pg';
import { requireProgram } from '@biritch/testing';
import { describeStoreConformance } from './conformance.testing.js';
import { findPostgres, startPgCluster, type PgCluster } from './pgCluster.testing.js';
import { openPostgresStore } from './postgresStore.js';

const programs = findPostgres();
const hasPostgres = requireProgram(
  "PostgreSQL's server (initdb, pg_ctl; as root also the postgres user)",
  programs !== null,
  'postgresql',
);

describe.skipIf(!hasPostgres)('PostgreSQL', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startPgCluster(programs!);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  describeStoreConformance('PostgreSQL', async () => {
    const url = await cluster.createDatabase();
    const name = new URL(url).pathname.slice(1);
    return {
      spec: { kind: 'postgres', url },
      open: () => openPostgresStore({ connectionString: url, maxConnections: 2 }),
      drop: async () => {
        const client = new pg.Client({ connectionString: cluster.url('postgres') });
        await client.connect();
        await client.query(`DROP DATABASE ${name}`).finally(() => client.end());
      },
    };
  });

  // Issue 27, "PostgreSQL restarted under load": nothing is acknowledged while it is down, and
  // the pool reconnects by itself afterwards.
  it('refuses appends while PostgreSQL is down, writing nothing, and appends again once it is back', async () => {
    const url = await cluster.createDatabase();
    const idleErrors: Error[] = [];
    const store = await openPostgresStore({
      connectionString: url,
      connectTimeoutMs: 2000,
      onIdleError: (e) => idleErrors.push(e),
    });
    const pass: TableEvent = { type: 'callMade', seat: 'N', call: { type: 'pass' }, visibleTo: 'all' };
    try {
      await store.createTable(
        {
          id: 't1',
          code: 'ABCDEF',
          createdAt: '2026-11-26T10:00:00.000Z',
          settings: { ruleSet: 'standard', form: 'single', seats: { N: 'human', E: 'robot', S: 'robot', W: 'robot' } },
          finished: false,
        },
        [],
      );
      await store.appendEvents('t1', 1, [pass]);
      await cluster.restart(async () => {
        await expect(store.appendEvents('t1', 2, [pass])).rejects.toThrow();
      });
      expect(idleErrors.length).toBeGreaterThan(0);
      await store.appendEvents('t1', 2, [pass]);
      expect((await store.loadEvents('t1')).map((e) => e.seq)).toEqual([1, 2]);
    } finally {
      await store.close();
    }
  });
});
