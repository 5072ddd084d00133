/**
 * This process as a member of a cluster (issue 27; scale-out spec §3.3): a node lease in the store,
 * renewed by a heartbeat, and the tables it claims while that lease runs. Every claim raises the
 * table's fence, and every append is fenced in the same statement (`store/fenced`), so a process
 * paused or cut off past its lease appends nothing once another has taken the table over.
 *
 * ```ts
 * const node = await ClusterNode.join({ store, nodeId: 'n1', address: 'http://10.0.0.2:3001', onLapse });
 * const lease = await node.claim(tableId);     // null: another live process owns it
 * const owner = await node.ownerOf(tableId);   // where to relay a socket when it is not ours
 * node.stopActing();                            // SIGTERM: no new claim or command; the lease still runs
 * await node.leave();                          // a clean stop: our tables may be claimed at once
 * ```
 * Self-demotion: a process that has not renewed its lease for `ttlMs − marginMs` by its own
 * monotonic clock stops acting (its tables leave memory, their sockets are closed with
 * `cluster/lease-lost`), tells the store its old incarnation is over, and joins again as a new one.
 * A single process on SQLite runs the same code with a longer lease.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Lease, NodeRecord, TableStore } from '../store/types.js';

/** Defaults for a cluster on PostgreSQL: a 5 s lease renewed every second, demoted 1.5 s early. */
export const LEASE_TTL_MS = 5000;
export const LEASE_RENEW_MS = 1000;
export const LEASE_MARGIN_MS = 1500;

/** Options of `ClusterNode.join`. */
export interface ClusterNodeOptions {
  readonly store: TableStore;
  /** This process's configured name (`BIRITCH_NODE_ID`). */
  readonly nodeId: string;
  /** Where the other processes reach this one (`http://host:port`). */
  readonly address: string;
  /** Called when this process has lost its lease: drop every table and close their sockets. */
  readonly onLapse: () => void;
  /**
   * Where the heartbeat joins, renews and leaves (default `store`): a store of its own connection,
   * so a renewal never waits in the pool's queue behind the tables' appends (bench/scale.ts: at
   * 1,000 tables a process, renewals queued behind appends lost leases under load).
   */
  readonly heartbeat?: Pick<TableStore, 'joinCluster' | 'renewNode' | 'leaveCluster'> | undefined;
  readonly ttlMs?: number | undefined;
  readonly renewEveryMs?: number | undefined;
  readonly marginMs?: number | undefined;
  readonly log?: ((level: 'warn' | 'error', message: string) => void) | undefined;
  /** A monotonic clock in ms (default `performance.now`; injected for tests). */
  readonly monotonic?: (() => number) | undefined;
}

/** A new incarnation name: the node id and 48 random bits (a restarted process is a new owner). */
const newIncarnation = (nodeId: string): string => `${nodeId}-${randomBytes(6).toString('hex')}`;

/** This process's membership: its lease, its heartbeat and its claims. */
export class ClusterNode {
  private incarnationValue: string | null = null;
  /** The monotonic time the last successful renewal (or join) was sent. */
  private renewedAt = Number.NEGATIVE_INFINITY;
  private renewing = false;
  /** When the renewal in flight was sent, and when the heartbeat last ran (monotonic ms): for the log. */
  private renewalSentAt = 0;
  private lastTickAt = Number.NaN;
  private readonly renewEveryMs: number;
  private readonly heartbeat: Pick<TableStore, 'joinCluster' | 'renewNode' | 'leaveCluster'>;
  private stopped = false;
  /** A clean stop has begun (`stopActing`): no claim, no command, while the lease is still renewed. */
  private handingOver = false;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly ttlMs: number;
  private readonly marginMs: number;
  private readonly clock: () => number;

  private constructor(private readonly options: ClusterNodeOptions) {
    this.ttlMs = options.ttlMs ?? LEASE_TTL_MS;
    this.marginMs = options.marginMs ?? Math.min(LEASE_MARGIN_MS, this.ttlMs / 3);
    this.clock = options.monotonic ?? (() => performance.now());
    this.renewEveryMs = options.renewEveryMs ?? LEASE_RENEW_MS;
    this.heartbeat = options.heartbeat ?? options.store;
    this.timer = setInterval(() => void this.tick(), this.renewEveryMs);
    this.timer.unref?.();
  }

  /** Joins the cluster (a new incarnation with a fresh lease) and starts the heartbeat. */
  static async join(options: ClusterNodeOptions): Promise<ClusterNode> {
    const node = new ClusterNode(options);
    try {
      await node.rejoin();
    } catch (e) {
      clearInterval(node.timer);
      throw e;
    }
    return node;
  }

  /** The configured name of this process. */
  get nodeId(): string {
    return this.options.nodeId;
  }

  /** Where the other processes reach this one. */
  get address(): string {
    return this.options.address;
  }

  /** The current incarnation, or null between a lapse and the next successful join. */
  get incarnation(): string | null {
    return this.incarnationValue;
  }

  /** Whether this process may act for its tables now: its lease was renewed recently enough. */
  isLive(): boolean {
    return !this.handingOver && this.holdsLease();
  }

  /**
   * A clean stop begins (SIGTERM, `cluster/handover.ts`): from now on this process claims no table
   * and its tables start no new command, but the heartbeat goes on, so the commands in hand still
   * append under their fences and no other process claims our tables before `leave` frees them.
   */
  stopActing(): void {
    this.handingOver = true;
  }

  /** Claims a table for this process (raising its fence); null when another live process owns it. */
  async claim(tableId: string): Promise<Lease | null> {
    const incarnation = this.incarnationValue;
    if (incarnation === null || !this.isLive()) return null;
    return this.options.store.claimTable(tableId, incarnation);
  }

  /** The live process that owns a table (possibly this one), or null when none does. */
  ownerOf(tableId: string): Promise<NodeRecord | null> {
    return this.options.store.ownerOf(tableId);
  }

  /** Whether a node record is an incarnation of this process (the current one or an earlier one). */
  isSelf(node: NodeRecord): boolean {
    return node.incarnation === this.incarnationValue || node.address === this.options.address;
  }

  /** Stops the heartbeat and ends the lease at once, so other processes may claim our tables now. */
  async leave(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const incarnation = this.incarnationValue;
    this.incarnationValue = null;
    if (incarnation !== null) await this.heartbeat.leaveCluster(incarnation);
  }

  /** Whether our lease was renewed recently enough (by our own monotonic clock) to still run. */
  private holdsLease(): boolean {
    return this.incarnationValue !== null && this.clock() - this.renewedAt < this.ttlMs - this.marginMs;
  }

  private async rejoin(): Promise<void> {
    const sentAt = this.clock();
    const incarnation = newIncarnation(this.options.nodeId);
    await this.heartbeat.joinCluster(
      { incarnation, nodeId: this.options.nodeId, address: this.options.address },
      this.ttlMs,
    );
    if (this.stopped) {
      await this.heartbeat.leaveCluster(incarnation);
      return;
    }
    this.incarnationValue = incarnation;
    this.renewedAt = sentAt;
  }

  /** One heartbeat: demote if the lease may have lapsed, else renew it; join again after a lapse. */
  private async tick(): Promise<void> {
    const at = this.clock();
    // How late the timer ran: an event loop starved of CPU delays the heartbeat itself.
    const late = Number.isNaN(this.lastTickAt) ? 0 : Math.max(0, at - this.lastTickAt - this.renewEveryMs);
    this.lastTickAt = at;
    if (this.stopped) return;
    if (this.renewing) {
      if (this.incarnationValue !== null && !this.holdsLease())
        this.lapse(`not renewed in time: a renewal has waited ${Math.round(at - this.renewalSentAt)} ms for the store`);
      return;
    }
    this.renewing = true;
    try {
      if (this.incarnationValue !== null && !this.holdsLease())
        this.lapse(
          `not renewed in time: last renewal sent ${Math.round(at - this.renewedAt)} ms ago, ` +
            `the heartbeat timer ran ${Math.round(late)} ms late`,
        );
      if (this.incarnationValue === null) {
        // A process handing over does not come back as a new incarnation.
        if (!this.handingOver) await this.rejoin();
        return;
      }
      const sentAt = this.clock();
      this.renewalSentAt = sentAt;
      const renewed = await this.heartbeat.renewNode(this.incarnationValue, this.ttlMs);
      if (renewed) this.renewedAt = Math.max(this.renewedAt, sentAt);
      else this.lapse('the store says the lease has lapsed');
    } catch (e) {
      // The store is unreachable: keep trying; once the lease may have lapsed, the next tick demotes.
      this.options.log?.('warn', `cluster: heartbeat failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      this.renewing = false;
    }
  }

  /** Stops acting for every table, then ends the old incarnation in the store (best effort). */
  private lapse(why: string): void {
    const old = this.incarnationValue;
    if (old === null) return;
    this.incarnationValue = null;
    this.options.log?.('warn', `cluster: node ${this.options.nodeId} lost its lease (${why}); dropping its tables`);
    this.options.onLapse();
    // Our tables are out of memory: the old incarnation may be declared over, so that its tables
    // are claimable now (by us again, or by another process) rather than when it expires.
    this.heartbeat.leaveCluster(old).catch(() => undefined);
  }
}
