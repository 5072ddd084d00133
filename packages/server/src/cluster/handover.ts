/**
 * A clean stop that hands this process's tables over (issue 27; scale-out spec §3.7): what SIGTERM
 * does (a systemd stop, a rolling restart). In order:
 * 1. **Drain**: `/health` answers 503, so the proxy (HAProxy checks every 500 ms, down after two
 *    failures) stops sending new connections here; for `drainMs` the process keeps serving as usual.
 * 2. **Stop acting**: no new claim and no new command (`ClusterNode.stopActing`); the commands in
 *    hand finish and are persisted under their fences (at most `timeoutMs`).
 * 3. **Release**: the process leaves the cluster (one statement ends its lease), so every table it
 *    claimed may be claimed by another process at once instead of when the lease would expire.
 * 4. **Move the clients**: every table leaves memory and its sockets close with 4003
 *    (`cluster/moved`); other sockets (relayed ones, club sessions) with 1012. Clients reconnect
 *    through the proxy to a live process, which claims the table, folds its log, and they resume by
 *    sequence number.
 * The server then closes its store and the process exits.
 *
 * ```ts
 * const report = await handOver({ drain, drainMs: 1500, node, lobby, sockets, timeoutMs: 10_000 });
 * report.tables; // how many tables were handed over
 * ```
 */
import type { WebSocket } from 'ws';
import type { ClusterNode } from './node.js';

/** Default wait for the proxy to notice the failing health check (HAProxy: 2 × 500 ms, plus slack). */
export const DRAIN_MS = 1500;
/** Default bound on waiting for the commands in hand. */
export const HANDOVER_TIMEOUT_MS = 10_000;

/** What a handover needs from the server. */
export interface HandoverDeps {
  /** From now on `/health` answers 503 (the proxy sends new connections elsewhere). */
  readonly drain: () => void;
  /** How long to keep serving after `drain`, so the proxy's checks notice (ms). */
  readonly drainMs: number;
  /** This process's membership, or null when it never joined. */
  readonly node: Pick<ClusterNode, 'stopActing' | 'leave'> | null;
  /** The tables in memory: wait for their queues, then drop them all (sockets closed with 4003). */
  readonly lobby: { readonly size: number; settled(): Promise<void>; loseAll(): void };
  /** Every WebSocket still open once the tables are dropped. */
  readonly sockets: () => Iterable<WebSocket>;
  /** The bound on waiting for the commands in hand (ms). */
  readonly timeoutMs: number;
  readonly log?: ((level: 'warn' | 'error', message: string) => void) | undefined;
}

/** What a handover did, for the log and the tests. */
export interface HandoverReport {
  /** Tables in memory when the process stopped acting. */
  readonly tables: number;
  /** Whether every command in hand finished within the bound. */
  readonly settled: boolean;
  /** From `drain` to the last socket closed (ms). */
  readonly ms: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Hands every table of this process over; see the module comment for the order and why. */
export async function handOver(deps: HandoverDeps): Promise<HandoverReport> {
  const started = Date.now();
  deps.drain();
  if (deps.drainMs > 0) await sleep(deps.drainMs);
  deps.node?.stopActing();
  const tables = deps.lobby.size;
  const settled = await Promise.race([deps.lobby.settled().then(() => true), sleep(deps.timeoutMs).then(() => false)]);
  if (!settled) deps.log?.('warn', `handover: commands still in hand after ${deps.timeoutMs} ms; leaving anyway`);
  // Leave before the clients move: their reconnections must find our tables claimable.
  await deps.node?.leave().catch((e: unknown) => {
    // The store is unreachable: our lease (and so our tables) ends by expiry instead.
    deps.log?.('warn', `handover: could not leave the cluster: ${e instanceof Error ? e.message : String(e)}`);
  });
  deps.lobby.loseAll();
  const others = [...deps.sockets()].filter((s) => s.readyState === s.OPEN);
  for (const s of others) s.close(1012, 'this server process is restarting; reconnect');
  // The close handshakes, briefly: a client that does not answer is cut by the server's close.
  const end = Date.now() + 500;
  while (Date.now() < end && others.some((s) => s.readyState !== s.CLOSED)) await sleep(20);
  return { tables, settled, ms: Date.now() - started };
}
