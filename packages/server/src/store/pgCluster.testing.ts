/**
 * A throwaway PostgreSQL cluster for tests (issue 27: "the tests start a throwaway PostgreSQL
 * cluster"; scale-out spec §4): `initdb` into a temporary folder, its own free port on
 * 127.0.0.1, run as the `postgres` OS user when the tests run as root (the server refuses root).
 *
 * ```ts
 * const bin = findPostgres();
 * describe.skipIf(!requireProgram('PostgreSQL (initdb, pg_ctl)', bin !== null, 'postgresql'))('…', () => {
 *   let cluster: PgCluster;
 *   beforeAll(async () => { cluster = await startPgCluster(bin!); });
 *   afterAll(() => cluster.stop());
 *   it('…', async () => { const url = await cluster.createDatabase(); … });
 * });
 * ```
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findExecutable } from '@biritch/testing';

const run = promisify(execFile);

/** Where PostgreSQL's server programs are. */
export interface PostgresPrograms {
  readonly initdb: string;
  readonly pgCtl: string;
}

/** A running throwaway cluster. */
export interface PgCluster {
  readonly port: number;
  /** The URL of a database of this cluster (user `postgres`, no password: trust on loopback). */
  url(database: string): string;
  /** Creates a new, empty database and answers its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server (fast shutdown: sessions are cut) and starts it again on the same port. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** Debian's server programs (`/usr/lib/postgresql/<version>/bin`, newest first), else those on PATH; or null. */
export function findPostgres(): PostgresPrograms | null {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const bin = join(root, v, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')))
      return withUser({ initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl') });
  }
  const initdb = findExecutable('initdb');
  const pgCtl = findExecutable('pg_ctl');
  return initdb && pgCtl ? withUser({ initdb, pgCtl }) : null;
}

const isRoot = (): boolean => process.getuid?.() === 0;

/** As root the server must run as `postgres`; without that user it cannot run at all. */
function withUser(programs: PostgresPrograms): PostgresPrograms | null {
  if (!isRoot()) return programs;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return programs;
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts a cluster (about a second and a half: initdb, then the server). */
export async function startPgCluster(programs: PostgresPrograms): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'biritch-pg-'));
  const data = join(dir, 'data');
  const as = (program: string, args: string[]): [string, string[]] =>
    isRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  // --no-sync: a throwaway cluster; the server itself keeps its defaults (fsync, synchronous_commit).
  await run(
    ...as(programs.initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']),
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = () =>
    run(...as(programs.pgCtl, ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']));
  await start();
  let stopped = false;
  const stopNow = (): void => {
    if (stopped) return;
    stopped = true;
    try {
      execFileSync(...as(programs.pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
    } catch {
      // already down
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A test run cut short must not leave a server behind.
  process.once('exit', stopNow);
  const url = (database: string): string => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let databases = 0;
  return {
    port,
    url,
    async createDatabase() {
      const name = `t${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async restart(whileDown) {
      await run(...as(programs.pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']));
      try {
        await whileDown?.();
      } finally {
        await start();
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', stopNow);
      await run(...as(programs.pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop'])).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
