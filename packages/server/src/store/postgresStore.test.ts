// The PostgreSQL store against the conformance suite every store passes (issue 27; see
// conformance.testing.ts), on a throwaway cluster this file starts (initdb into a temporary
// folder, its own port on 127.0.0.1) and stops; each test gets a new database. Without
// PostgreSQL's programs the suite is skipped with one line (a failure under BIRITCH_REQUIRE_ALL=1).
import { afterAll, beforeAll, describe } from 'vitest';
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
});
