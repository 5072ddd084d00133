/**
 * `npm start`: runs the Biritch server from the environment and prints the address to open.
 *
 * ```sh
 * PORT=8080 HOST=0.0.0.0 BIRITCH_DATA_DIR=/var/lib/biritch npm start
 * ```
 * PORT (default 3000), HOST (default 127.0.0.1), BIRITCH_DATA_DIR (default ./.biritch-data),
 * BIRITCH_SEAT_HOLD_SECONDS (default 120), BIRITCH_DURABILITY (`process`, default: survives a
 * crash of the process; `power`: fsync on every commit), BIRITCH_ROBOT_DELAY_MS (robots' pause
 * before each action, default 400), BIRITCH_ALLOWED_ORIGINS (other sites that may open sockets and
 * post, comma-separated) and the limits in the README's table. Serves apps/web/dist when built.
 * BIRITCH_STORE (`sqlite`, default; `postgres`: tables, seats, logs and sessions in the PostgreSQL
 * database DATABASE_URL names, e.g. `postgres://biritch:secret@127.0.0.1:5432/biritch`).
 * Several processes on one PostgreSQL database (issue 27, docs/deploy.md): BIRITCH_NODE_ID (this
 * process's name, one process per name; default `local`), BIRITCH_NODE_ADDRESS (where the other
 * processes reach it; default its own URL), BIRITCH_LEASE_MS (its lease; default 5000 on
 * PostgreSQL) and BIRITCH_TRUST_PROXY (comma-separated addresses whose X-Forwarded-For is believed:
 * HAProxy's and the other processes'); BIRITCH_PG_POOL (connections of its pool, default 10, plus
 * one of its own for the lease's heartbeat).
 * SIGTERM or SIGINT hands the tables over (`cluster/handover.ts`): `/health` fails for
 * BIRITCH_DRAIN_MS (default 1500 on PostgreSQL, 0 on SQLite) so HAProxy sends new connections
 * elsewhere, the commands in hand finish (at most BIRITCH_HANDOVER_TIMEOUT_MS, default 10000), the
 * process leaves the cluster, closes its sockets with 4003 (clients resume elsewhere) and exits.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAllowedOrigins } from './net/security.js';
import { startServer } from './server.js';
import { openPostgresStore } from './store/postgresStore.js';
import type { TableStore } from './store/types.js';

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`${name} must be an integer from ${min} to ${max}, not '${text}'`);
    process.exit(1);
  }
  return n;
}

const port = intFromEnv('PORT', 3000, 0, 65535);
const host = process.env['HOST'] || '127.0.0.1';
const dataDir = process.env['BIRITCH_DATA_DIR'] || './.biritch-data';
const seatHoldSeconds = intFromEnv('BIRITCH_SEAT_HOLD_SECONDS', 120, 1, 7 * 24 * 3600);
const robotDelayMs = intFromEnv('BIRITCH_ROBOT_DELAY_MS', 400, 0, 60_000);
const durabilityText = process.env['BIRITCH_DURABILITY'] || 'process';
if (durabilityText !== 'process' && durabilityText !== 'power') {
  console.error(`BIRITCH_DURABILITY must be 'process' or 'power', not '${durabilityText}'`);
  process.exit(1);
}
const durability: 'process' | 'power' = durabilityText;
let allowedOrigins: string[];
try {
  allowedOrigins = parseAllowedOrigins(process.env['BIRITCH_ALLOWED_ORIGINS']);
} catch {
  console.error(`BIRITCH_ALLOWED_ORIGINS must be comma-separated origins such as https://bridge.example.org`);
  process.exit(1);
}
const secureText = process.env['BIRITCH_SECURE_COOKIES'] || '0';
if (secureText !== '0' && secureText !== '1') {
  console.error(`BIRITCH_SECURE_COOKIES must be 0 or 1, not '${secureText}'`);
  process.exit(1);
}
const secureCookies = secureText === '1';
const limits = {
  maxRobotTables: intFromEnv('BIRITCH_MAX_ROBOT_TABLES', 20, 0, 100_000),
  maxRobotTablesPerAddress: intFromEnv('BIRITCH_MAX_ROBOT_TABLES_PER_ADDRESS', 3, 1, 100_000),
  maxSpectators: intFromEnv('BIRITCH_MAX_SPECTATORS', 100, 0, 100_000),
  connectionBurst: intFromEnv('BIRITCH_CONNECTION_BURST', 120, 1, 1_000_000),
  connectionsPerMinute: intFromEnv('BIRITCH_CONNECTIONS_PER_MINUTE', 60, 1, 1_000_000),
  floodCloseScore: intFromEnv('BIRITCH_FLOOD_CLOSE_SCORE', 50, 1, 1_000_000),
  idleEvictMs: intFromEnv('BIRITCH_IDLE_EVICT_SECONDS', 600, 1, 7 * 24 * 3600) * 1000,
  walLimitBytes: intFromEnv('BIRITCH_WAL_LIMIT_MB', 16, 1, 1_000_000) * 1024 * 1024,
  httpWriteBurst: intFromEnv('BIRITCH_HTTP_WRITE_BURST', 30, 1, 1_000_000),
  httpWritesPerMinute: intFromEnv('BIRITCH_HTTP_WRITES_PER_MINUTE', 30, 1, 1_000_000),
  ...(process.env['BIRITCH_FLOOD_BURST'] ? { floodBurst: intFromEnv('BIRITCH_FLOOD_BURST', 1, 1, 1_000_000) } : {}),
  ...(process.env['BIRITCH_FLOOD_PER_SECOND']
    ? { floodPerSecond: intFromEnv('BIRITCH_FLOOD_PER_SECOND', 1, 1, 1_000_000) }
    : {}),
};
const storeKind = process.env['BIRITCH_STORE'] || 'sqlite';
if (storeKind !== 'sqlite' && storeKind !== 'postgres') {
  console.error(`BIRITCH_STORE must be 'sqlite' or 'postgres', not '${storeKind}'`);
  process.exit(1);
}
const databaseUrl = process.env['DATABASE_URL'] || '';
if (storeKind === 'postgres' && databaseUrl === '') {
  console.error('DATABASE_URL must name the PostgreSQL database when BIRITCH_STORE=postgres');
  process.exit(1);
}
const nodeId = process.env['BIRITCH_NODE_ID'] || 'local';
if (!/^[A-Za-z0-9_.-]{1,40}$/.test(nodeId)) {
  console.error(`BIRITCH_NODE_ID must be 1 to 40 letters, digits, '.', '_' or '-', not '${nodeId}'`);
  process.exit(1);
}
const nodeAddress = process.env['BIRITCH_NODE_ADDRESS'] || undefined;
if (nodeAddress !== undefined && !/^https?:\/\/[^/\s]+$/.test(nodeAddress)) {
  console.error(`BIRITCH_NODE_ADDRESS must be http://host:port (no path), not '${nodeAddress}'`);
  process.exit(1);
}
const leaseMs = intFromEnv('BIRITCH_LEASE_MS', storeKind === 'postgres' ? 5000 : 60_000, 1000, 3_600_000);
const poolSize = intFromEnv('BIRITCH_PG_POOL', 10, 1, 1000);
const drainMs = intFromEnv('BIRITCH_DRAIN_MS', storeKind === 'postgres' ? 1500 : 0, 0, 60_000);
const handoverTimeoutMs = intFromEnv('BIRITCH_HANDOVER_TIMEOUT_MS', 10_000, 100, 600_000);
const trustProxyText = process.env['BIRITCH_TRUST_PROXY'] || '';
const trustProxy = trustProxyText === '' ? undefined : trustProxyText.split(',').map((a) => a.trim());

/** Where the data is, for the start-up line: never the URL's user or password. */
function whereData(): string {
  if (storeKind === 'sqlite') return dataDir;
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
const webDir = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));

let store: TableStore | undefined;
let heartbeat: TableStore | undefined;
try {
  // On PostgreSQL everything, the analyses of finished deals included, is in the database.
  if (storeKind === 'postgres') {
    store = await openPostgresStore({ connectionString: databaseUrl, maxConnections: poolSize });
    // The lease's heartbeat on a connection of its own: never queued behind the tables' appends.
    heartbeat = await openPostgresStore({ connectionString: databaseUrl, maxConnections: 1 });
  }
  const server = await startServer({
    port,
    host,
    dataDir,
    webDir,
    seatHoldSeconds,
    robotDelayMs,
    durability,
    allowedOrigins,
    secureCookies,
    ...limits,
    logger: { level: 'warn' },
    cluster: {
      nodeId,
      address: nodeAddress,
      ttlMs: leaseMs,
      renewEveryMs: Math.max(200, Math.round(leaseMs / 5)),
      drainMs,
      handoverTimeoutMs,
      heartbeat,
    },
    ...(trustProxy ? { trustProxy } : {}),
    ...(store ? { store } : {}),
  });
  console.log(`Biritch is running: open ${server.url}/`);
  if (storeKind === 'postgres') console.log(`node: ${nodeId} (lease ${leaseMs} ms)`);
  if (!existsSync(webDir)) console.log('(the web app is not built: only the API is served; run npm run build:web)');
  console.log(`data: ${whereData()}${host === '127.0.0.1' ? '  (set HOST=0.0.0.0 to let other machines join)' : ''}`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    // Bounded: whatever hangs (a store that does not answer), the process is gone in time.
    setTimeout(() => process.exit(1), drainMs + handoverTimeoutMs + 5000).unref();
    void server.handOver().then(
      async (r) => {
        await heartbeat?.close().catch(() => undefined);
        console.log(`stopped: ${r.tables} tables handed over in ${r.ms} ms`);
        process.exit(r.settled ? 0 : 1);
      },
      (e: unknown) => {
        console.error(`stopped with an error: ${e instanceof Error ? e.message : String(e)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  await store?.close().catch(() => undefined);
  await heartbeat?.close().catch(() => undefined);
  const code = (e as { code?: unknown }).code;
  console.error(
    code === 'EADDRINUSE'
      ? `port ${port} is in use: set PORT to another port`
      : `could not start: ${e instanceof Error ? e.message : String(e)}`,
  );
  process.exit(1);
}
