/**
 * `startServer`: the HTTP + WebSocket server around the lobby, with the store opened (and
 * every unfinished table rebuilt) before it listens.
 *
 * ```ts
 * const server = await startServer({ port: 0, dataDir: '/tmp/biritch-test' });
 * console.log(server.url); // http://127.0.0.1:39215
 * await server.close();
 * ```
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { SEATS, seatAfter, type Deal, type Seat } from '@biritch/core';
import { MAX_HTTP_BODY_BYTES } from '@biritch/protocol';
import { registerAccountRoutes } from './accounts/routes.js';
import { Sessions } from './accounts/sessions.js';
import { AnalysisService, type AnalysisOptions } from './analysis.js';
import { DRAIN_MS, handOver, HANDOVER_TIMEOUT_MS, type HandoverReport } from './cluster/handover.js';
import { ClusterNode } from './cluster/node.js';
import { JobRunner } from './jobs/runner.js';
import { registerSeatSync, tellOwners } from './cluster/seatSync.js';
import { handleConnection } from './net/connection.js';
import { openRelay, RELAY_HEADER } from './net/relay.js';
import { isUpgrade, refuse, registerSecurity } from './net/security.js';
import { registerHttpRoutes, registerJsonParser, sendError, type ServerStats } from './net/http.js';
import { registerSystemCardRoute } from './robots/systemCardRoute.js';
import { addressLimiter } from './net/tokenBucket.js';
import { attachAutoDeal, attachRobot, type SeatAgent } from './robots/driver.js';
import { RobotPool } from './robots/pool.js';
import { systemOf } from './table/options.js';
import { SessionRegistry } from './session/registry.js';
import { registerSessionRoutes } from './session/routes.js';
import { openSqliteStore } from './store/sqliteStore.js';
import type { NodeRecord, TableStore } from './store/types.js';
import type { TableAuthority } from './table/authority.js';
import { ClaimChecker, type ClaimSnapshot } from './table/claimCheck.js';
import { Lobby, type LobbyCluster } from './table/registry.js';

/** New sockets per client address by default: a burst, then per minute (issue 21, finding 5). */
export const CONNECTION_BURST = 120;
export const CONNECTIONS_PER_MINUTE = 60;

/**
 * This process's place in a cluster (issue 27; `cluster/node.ts`). Every server takes leases, a
 * single one on SQLite too (with a long lease); on PostgreSQL, each process of a cluster has its own
 * `nodeId` and an `address` the others can reach.
 */
export interface ClusterOptions {
  /** The process's name (`BIRITCH_NODE_ID`); one process per name. Default `local`. */
  readonly nodeId?: string | undefined;
  /** Where the other processes reach this one (`BIRITCH_NODE_ADDRESS`). Default: the URL it listens on. */
  readonly address?: string | undefined;
  /** The lease (ms): default 5000 on a given store (PostgreSQL), 60000 on the default SQLite. */
  readonly ttlMs?: number | undefined;
  /** The heartbeat (ms): default 1000, or 10000 on the default SQLite. */
  readonly renewEveryMs?: number | undefined;
  /** How long before the lease's end a process without a renewal stops acting (ms). */
  readonly marginMs?: number | undefined;
  /**
   * A handover (SIGTERM): how long `/health` fails before the tables move, so the proxy sends new
   * connections elsewhere first (ms). Default 1500 with a given store (PostgreSQL), 0 on SQLite.
   */
  readonly drainMs?: number | undefined;
  /** A handover's bound on waiting for the commands in hand (ms). Default 10000. */
  readonly handoverTimeoutMs?: number | undefined;
  /**
   * A store on a connection of its own for the heartbeat (`cluster/node.ts`), so renewals never
   * queue behind the tables' appends; the caller closes it. Default: the server's store.
   */
  readonly heartbeat?: Pick<TableStore, 'joinCluster' | 'renewNode' | 'leaveCluster'> | undefined;
}

/** Options of `startServer`. Only `dataDir` is needed. */
export interface ServerOptions {
  /** TCP port; 0 picks a free one. Default 3000. */
  readonly port?: number;
  /** Interface to listen on. Default 127.0.0.1 (loopback: not reachable from other machines). */
  readonly host?: string;
  /** Where the SQLite file lives (created if missing). Ignored when `store` is given. */
  readonly dataDir: string;
  /** A built web app to serve at `/` (index.html for any other GET path), or null. */
  readonly webDir?: string | null;
  /** Fastify's logger option (false: silent). */
  readonly logger?: FastifyServerOptions['logger'];
  /** How long a disconnected player's seat is held, in seconds. Default 120. */
  readonly seatHoldSeconds?: number;
  /** Robots' pause before acting, in ms. Default 400. */
  readonly robotDelayMs?: number;
  /** At tables of robots only: the pause before the next deal, in ms. Default 3000. */
  readonly autoDealDelayMs?: number;
  /**
   * Who plays robot seats: by default @biritch/robots in worker threads; a factory of agents
   * (tests); or null for no robots (robot seats are then refused with `robots/not-available`).
   */
  readonly robots?: ((table: TableAuthority, seat: Seat) => SeatAgent) | null;
  /** Robot worker threads (default 1) and each decision's time budget in ms (default 500). */
  readonly robotThreads?: number;
  readonly robotTimeBudgetMs?: number;
  /** Another store (a PostgreSQL one, later). Default: SQLite in `dataDir`. */
  readonly store?: TableStore;
  /** Where deals come from: only for tests (a seeded source); by default crypto randomness. */
  readonly deal?: () => Deal;
  /** Flood limit per connection (defaults from @biritch/protocol). */
  readonly floodBurst?: number;
  readonly floodPerSecond?: number;
  /** The decaying flood-refusal score (half-life 10 s) at which a connection is closed. Default 50. */
  readonly floodCloseScore?: number;
  /** New WebSocket connections per client address: burst and per minute (default 120 and 60). */
  readonly connectionBurst?: number;
  readonly connectionsPerMinute?: number;
  /**
   * Tables of robots only: at most `maxRobotTables` unfinished in memory (default 20) and
   * `maxRobotTablesPerAddress` created per address per minute after a burst of as many (default 3).
   */
  readonly maxRobotTables?: number;
  readonly maxRobotTablesPerAddress?: number;
  /** A socket that has not said hello by then is closed (ms). Default 10 s. */
  readonly helloTimeoutMs?: number;
  /**
   * Slow HTTP: a request whose headers have not all arrived after `headersTimeoutMs` (default 20 s),
   * or that is not complete after `httpRequestTimeoutMs` (default 30 s), is answered 408 and closed.
   */
  readonly headersTimeoutMs?: number;
  readonly httpRequestTimeoutMs?: number;
  /** Spectators per table (default 100); beyond, a spectator's hello is refused `table/spectators-full`. */
  readonly maxSpectators?: number;
  /** Table creations and seat claims per client address: burst and per minute (default 30 and 30). */
  readonly httpWriteBurst?: number;
  readonly httpWritesPerMinute?: number;
  /** SQLite durability: `process` (default, survives kill -9) or `power` (fsync every commit). */
  readonly durability?: 'process' | 'power';
  /** SQLite: how often the WAL is checkpointed (ms, default 5000) and the size it is cut back to (default 16 MiB). */
  readonly checkpointEveryMs?: number;
  readonly walLimitBytes?: number;
  /**
   * Origins (`https://host[:port]`) besides the server's own that may open sockets and send
   * state-changing requests (issue 21, finding 10). Requests without an Origin always may.
   */
  readonly allowedOrigins?: readonly string[];
  /**
   * A table nobody follows leaves memory when finished, or after `idleEvictMs` without activity
   * (default 10 minutes); looked for every `evictSweepMs` (default 30 s). It stays in the store.
   */
  readonly idleEvictMs?: number;
  readonly evictSweepMs?: number;
  /** Double-dummy analysis of finished deals (default: on, native DDS when installed); null: off. */
  readonly analysis?: AnalysisOptions | null;
  /** Check settled claims double-dummy in a worker thread once their deal is over (issue 26). Default true. */
  readonly claimCheck?: boolean;
  /**
   * Mark the session cookie `Secure` on every response (issue 26). Default false: it is marked
   * only on requests that came over HTTPS; set it behind a TLS proxy (`BIRITCH_SECURE_COOKIES=1`).
   */
  readonly secureCookies?: boolean;
  /** Password attempts (sign-in, sign-up) per client address: burst and per minute (default 10 and 10). */
  readonly signInBurst?: number;
  readonly signInPerMinute?: number;
  /** Sign-in attempts per account name: burst and per minute (default 5 and 1/3: 5 a quarter of an hour). */
  readonly signInPerNameBurst?: number;
  readonly signInPerNamePerMinute?: number;
  /** Passkey ceremonies started per client address: burst and per minute (default 20 and 20). */
  readonly passkeyBurst?: number;
  readonly passkeyPerMinute?: number;
  /** History reads (lists, past and shared deals) per client address: burst and per minute (default 60 and 60). */
  readonly historyBurst?: number;
  readonly historyPerMinute?: number;
  /** The cluster (issue 27): node id, address and lease. Default: one process named `local`. */
  readonly cluster?: ClusterOptions | undefined;
  /**
   * Addresses whose `X-Forwarded-For` is believed (Fastify's `trustProxy`): HAProxy's and the other
   * processes' (`BIRITCH_TRUST_PROXY`), so limits per address apply to the real client. Default none.
   */
  readonly trustProxy?: string | readonly string[] | undefined;
}

/** A running server. */
export interface RunningServer {
  /** `http://host:port` (for 0.0.0.0, the loopback address). */
  readonly url: string;
  readonly port: number;
  readonly host: string;
  readonly lobby: Lobby;
  /** The club sessions (issue 24). */
  readonly sessions: SessionRegistry;
  /** The store the tables are recorded in. */
  readonly store: TableStore;
  /** This process's membership of the cluster (its lease), once it has joined. */
  readonly node: () => ClusterNode | null;
  /** Stops listening, closes every socket, the tables' timers and the store. */
  close(): Promise<void>;
  /**
   * A clean stop (SIGTERM; `cluster/handover.ts`): drains, finishes the commands in hand, leaves
   * the cluster, closes the tables' sockets with 4003 so clients resume on another process, then closes.
   */
  handOver(): Promise<HandoverReport>;
}

/** Starts the server: opens the store, rebuilds tables, listens. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const now = (): number => Date.now();
  const store =
    options.store ??
    (await openSqliteStore({
      dataDir: options.dataDir,
      ...(options.durability ? { durability: options.durability } : {}),
      ...(options.checkpointEveryMs !== undefined ? { checkpointEveryMs: options.checkpointEveryMs } : {}),
      ...(options.walLimitBytes !== undefined ? { walLimitBytes: options.walLimitBytes } : {}),
    }));
  const app = Fastify({
    logger: options.logger ?? false,
    ...(options.trustProxy !== undefined
      ? { trustProxy: typeof options.trustProxy === 'string' ? options.trustProxy : [...options.trustProxy] }
      : {}),
    bodyLimit: MAX_HTTP_BODY_BYTES,
    // Fastify's default (0) lets a slow body hold a connection for ever.
    requestTimeout: options.httpRequestTimeoutMs ?? 30_000,
    // Node checks those timeouts on this interval (30 s by default): a quarter of the shortest.
    http: {
      connectionsCheckingInterval: Math.max(
        50,
        Math.floor(Math.min(options.httpRequestTimeoutMs ?? 30_000, options.headersTimeoutMs ?? 20_000) / 4),
      ),
    },
    // The router's own refusals get the coded shape too (issue 21, finding 8).
    frameworkErrors: (error, _req, reply) => {
      const code = (error as { code?: string }).code;
      if (code === 'FST_ERR_MAX_PARAM_LENGTH') {
        return sendError(reply, 'http/uri-too-long', 'a path segment is too long', 414);
      }
      if (code === 'FST_ERR_BAD_URL') {
        return sendError(reply, 'http/bad-url', 'the URL is not valid (bad percent-encoding)', 400);
      }
      return sendError(reply, 'http/invalid', 'the request could not be routed', 400);
    },
  });
  app.server.headersTimeout = options.headersTimeoutMs ?? 20_000;
  // A handover has begun (issue 27): health checks fail, so the proxy sends new connections elsewhere.
  let draining = false;
  app.addHook('onRequest', async (req, reply) => {
    if (!draining || (req.url !== '/health' && !req.url.startsWith('/health?'))) return;
    return sendError(reply, 'cluster/unavailable', 'this server process is stopping; another serves', 503);
  });
  const log = (level: 'warn' | 'error', message: string): void => app.log[level](message);
  const pool =
    options.robots === undefined
      ? new RobotPool({ threads: options.robotThreads ?? 1, timeBudgetMs: options.robotTimeBudgetMs ?? 500 })
      : null;
  const robots =
    options.robots === undefined
      ? (table: TableAuthority, seat: Seat): SeatAgent =>
          pool!.agentFor(table.id, seat, {
            allowMisclickUndo: table.options.robotsGrantUndo,
            strength: table.options.robotStrength,
            system: systemOf(table.options, seat),
            opponentsSystem: systemOf(table.options, seatAfter(seat)),
            alertRegulation: table.options.alertRegulation,
            onLead: (card, reasons) => table.noteRobotLead(seat, card, reasons),
          })
      : options.robots;
  const robotDelayMs = options.robotDelayMs ?? 400;
  const stops = new Map<string, (() => void)[]>();
  /** Robots standing in for absent players, by `tableId:seat`: their stop functions. */
  const standIns = new Map<string, () => void>();
  const robotOptions = (table: TableAuthority) => ({
    delayMs: robotDelayMs,
    log: (m: string) => log('warn', m),
    grantsUndo: table.options.robotsGrantUndo,
  });
  const onTable = (table: TableAuthority): void => {
    if (!robots) return;
    const list: (() => void)[] = [];
    for (const seat of SEATS)
      if (table.settings.seats[seat] === 'robot')
        list.push(attachRobot(table, seat, robots(table, seat), robotOptions(table)));
    if (table.robotsOnly) list.push(attachAutoDeal(table, options.autoDealDelayMs ?? 3000));
    stops.set(table.id, list);
  };
  // Issue 27: analyses are jobs in the store; this process's runner starts once the node has joined.
  let jobs: JobRunner | null = null;
  const analysis =
    options.analysis === null
      ? null
      : AnalysisService.open({ store, log, wake: () => jobs?.wake(), ...options.analysis });
  // Issue 26: claims are checked double-dummy in a worker thread once their deal is over.
  const claimChecker = options.claimCheck === false ? null : new ClaimChecker();
  // The cluster node joins once the server listens (its address is known then); until then it
  // claims nothing and every table is 'unavailable' for a moment.
  let node: ClusterNode | null = null;
  const cluster: LobbyCluster = {
    claim: async (id) => (node ? node.claim(id) : null),
    ownerOf: async (id) => (node ? node.ownerOf(id) : null),
    isLive: () => node?.isLive() ?? false,
    isSelf: (n: NodeRecord) => node?.isSelf(n) ?? false,
  };
  const lobby = await Lobby.open({
    store,
    cluster,
    now,
    ...(claimChecker ? { checkClaim: (deal: Deal, snap: ClaimSnapshot) => claimChecker.check(deal, snap) } : {}),
    seatHoldMs: (options.seatHoldSeconds ?? 120) * 1000,
    robotsAvailable: robots !== null,
    ...(options.idleEvictMs !== undefined ? { idleEvictMs: options.idleEvictMs } : {}),
    ...(options.maxRobotTables !== undefined ? { maxRobotTables: options.maxRobotTables } : {}),
    ...(options.maxRobotTablesPerAddress !== undefined
      ? { maxRobotTablesPerAddress: options.maxRobotTablesPerAddress }
      : {}),
    ...(options.evictSweepMs !== undefined ? { evictSweepMs: options.evictSweepMs } : {}),
    onTable: (table) => {
      const detach = analysis?.attach(table);
      onTable(table);
      if (detach) stops.set(table.id, [...(stops.get(table.id) ?? []), detach]);
    },
    onDrop: (table) => {
      for (const stop of stops.get(table.id) ?? []) stop();
      stops.delete(table.id);
      for (const seat of SEATS) {
        standIns.get(`${table.id}:${seat}`)?.();
        standIns.delete(`${table.id}:${seat}`);
      }
    },
    // Issue 26: a robot plays for a player gone past the hold window and hands the seat back.
    ...(robots
      ? {
          onStandIn: (table: TableAuthority, seat: Seat, standing: boolean) => {
            const key = `${table.id}:${seat}`;
            standIns.get(key)?.();
            standIns.delete(key);
            if (!standing) return;
            const stop = attachRobot(table, seat, robots(table, seat), robotOptions(table));
            standIns.set(key, stop);
          },
        }
      : {}),
    log,
    ...(options.deal ? { deal: options.deal } : {}),
  });
  const stats: ServerStats = { connections: 0, startedAt: now() };
  // Club sessions are claimed like tables (issue 27): one process serves each.
  const sessions = await SessionRegistry.open({ store, now, log, cluster });

  registerJsonParser(app);
  await registerSecurity(app, { allowedOrigins: options.allowedOrigins ?? [] });
  // New sockets per client address (issue 21, finding 5): a token bucket, refused 429 beyond it.
  const mayConnect = addressLimiter(
    now,
    options.connectionBurst ?? CONNECTION_BURST,
    options.connectionsPerMinute ?? CONNECTIONS_PER_MINUTE,
  );
  app.addHook('onRequest', async (req, reply) => {
    if (!isUpgrade(req) || mayConnect(req.ip)) return;
    const message = 'too many new connections from this address; wait a minute';
    return refuse(req, reply, 'rate/too-many-connections', message, 429);
  });
  type HandledError = { statusCode?: number; code?: string; name?: string; message: string; httpCode?: string };
  app.setErrorHandler((error: HandledError, _req, reply) => {
    // A store that cannot read or write (disk full, I/O error, locked) is unavailable, not a bug.
    if (error.name === 'SqliteError' || error.code?.startsWith('SQLITE_')) {
      app.log.error(error);
      return sendError(reply, 'store/unavailable', 'the store cannot be used right now; nothing was recorded', 503);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error(error);
    const byStatus: Readonly<Record<number, string>> = {
      413: 'http/too-large',
      415: 'http/unsupported-media-type',
      500: 'server/internal',
    };
    const code = error.httpCode ?? byStatus[status] ?? 'http/invalid';
    return sendError(reply, code, status === 500 ? 'the server failed' : error.message, status);
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
  const logins = new Sessions(store, { now, secureCookies: options.secureCookies ?? false });
  registerAccountRoutes(app, {
    store,
    lobby,
    sessions: logins,
    now,
    analysis,
    signInBurst: options.signInBurst,
    signInPerMinute: options.signInPerMinute,
    signInPerNameBurst: options.signInPerNameBurst,
    signInPerNamePerMinute: options.signInPerNamePerMinute,
    historyBurst: options.historyBurst,
    historyPerMinute: options.historyPerMinute,
    passkeyBurst: options.passkeyBurst,
    passkeyPerMinute: options.passkeyPerMinute,
    seatsGiven: (changed) => tellOwners(changed, { lobby, store, isSelf: (n) => node?.isSelf(n) ?? false, log }),
  });
  registerSeatSync(app, { lobby, store, now });
  const accountOf = async (req: { headers: import('node:http').IncomingHttpHeaders }): Promise<string | null> =>
    logins.idOf(req) === null ? null : ((await logins.accountOf(req))?.id ?? null);
  registerSystemCardRoute(app);
  registerHttpRoutes(app, {
    lobby,
    nodeId: options.cluster?.nodeId ?? 'local',
    stats,
    now,
    accountOf,
    ...(options.httpWriteBurst !== undefined ? { writeBurst: options.httpWriteBurst } : {}),
    ...(options.httpWritesPerMinute !== undefined ? { writesPerMinute: options.httpWritesPerMinute } : {}),
  });
  app.get('/ws', { websocket: true }, (socket, req) =>
    handleConnection(socket, {
      account: () => accountOf(req),
      // A socket relayed by another process is not relayed again (one hop at most).
      ...(req.headers[RELAY_HEADER] === undefined
        ? { relay: (address: string) => openRelay(address, { cookie: req.headers.cookie, forwardedFor: req.ip }) }
        : {}),
      lobby,
      now,
      onCount: (d) => (stats.connections += d),
      log: (m) => log('error', m),
      analysis,
      ...(options.floodBurst !== undefined ? { floodBurst: options.floodBurst } : {}),
      ...(options.floodPerSecond !== undefined ? { floodPerSecond: options.floodPerSecond } : {}),
      ...(options.floodCloseScore !== undefined ? { floodCloseScore: options.floodCloseScore } : {}),
      ...(options.maxSpectators !== undefined ? { maxSpectators: options.maxSpectators } : {}),
      ...(options.helloTimeoutMs !== undefined ? { helloTimeoutMs: options.helloTimeoutMs } : {}),
    }),
  );

  // The club night (issue 24): every session route and /ws/sessions, in src/session/routes.ts.
  registerSessionRoutes(app, {
    sessions,
    now,
    onCount: (d) => (stats.connections += d),
    log: (m) => log('error', m),
    ...(options.httpWriteBurst !== undefined ? { writeBurst: options.httpWriteBurst } : {}),
    ...(options.httpWritesPerMinute !== undefined ? { writesPerMinute: options.httpWritesPerMinute } : {}),
    ...(options.floodBurst !== undefined ? { floodBurst: options.floodBurst } : {}),
    ...(options.floodPerSecond !== undefined ? { floodPerSecond: options.floodPerSecond } : {}),
    // The boards' tables follow the analysis' choice of solver (`backend: 'ts'` forces the fallback).
    doubleDummy: options.analysis === null ? false : (options.analysis?.backend ?? 'auto'),
  });

  const webDir = options.webDir ? resolve(options.webDir) : null;
  const serveWeb = webDir !== null && existsSync(join(webDir, 'index.html'));
  if (serveWeb) await app.register(fastifyStatic, { root: webDir, prefix: '/', wildcard: false });
  app.setNotFoundHandler((req, reply) => {
    // A client-side route (/t/K7QXM2 …) gets the app; API paths get a coded 404.
    if (serveWeb && req.method === 'GET' && !req.url.startsWith('/api/') && req.url !== '/ws')
      return reply.sendFile('index.html');
    return sendError(reply, 'http/not-found', `no route ${req.method} ${req.url.slice(0, 100)}`, 404);
  });

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 3000, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 3000);
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  // A given store (PostgreSQL) may be shared with other processes: a short lease, so a dead
  // process's tables move within seconds. The default SQLite file has one process: a long one.
  const shared = options.store !== undefined;
  try {
    node = await ClusterNode.join({
      store,
      nodeId: options.cluster?.nodeId ?? 'local',
      address: options.cluster?.address ?? `http://${shownHost}:${port}`,
      onLapse: () => {
        lobby.loseAll();
        sessions.loseAll();
      },
      ttlMs: options.cluster?.ttlMs ?? (shared ? 5000 : 60_000),
      renewEveryMs: options.cluster?.renewEveryMs ?? (shared ? 1000 : 10_000),
      marginMs: options.cluster?.marginMs,
      heartbeat: options.cluster?.heartbeat,
      log,
    });
  } catch (e) {
    await app.close();
    throw e;
  }
  if (analysis) {
    // Claims last as long as the process's own lease, and are renewed while a solve runs.
    const leaseMs = options.cluster?.ttlMs ?? (shared ? 5000 : 60_000);
    const budgetMs = options.analysis?.budgetMs ?? 60_000;
    jobs = new JobRunner({
      store,
      worker: () => node?.incarnation ?? null,
      handlers: [analysis.handler],
      leaseMs,
      // Each deal of a batch has its own budget, enforced by the solver: a batch past all of them hangs.
      maxRunMs: budgetMs * (analysis.handler.batch ?? 1) + 30_000,
      log,
    });
    jobs.start();
  }

  const running: RunningServer = {
    url: `http://${shownHost}:${port}`,
    port,
    host,
    lobby,
    sessions,
    store,
    node: () => node,
    async handOver() {
      const report = await handOver({
        drain: () => (draining = true),
        drainMs: options.cluster?.drainMs ?? (shared ? DRAIN_MS : 0),
        node,
        lobby,
        sockets: () => app.websocketServer.clients,
        timeoutMs: options.cluster?.handoverTimeoutMs ?? HANDOVER_TIMEOUT_MS,
        log,
      });
      await running.close();
      return report;
    },
    async close() {
      for (const list of stops.values()) for (const stop of list) stop();
      lobby.close();
      // Our tables may be claimed by another process at once, not only when the lease runs out.
      await node?.leave().catch(() => undefined);
      sessions.close();
      await jobs?.close();
      analysis?.close();
      await pool?.close();
      await claimChecker?.close();
      for (const client of app.websocketServer.clients) client.terminate();
      await app.close();
      await store.close();
    },
  };
  return running;
}
