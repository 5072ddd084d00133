// The cluster node's heartbeat and clean stop (issue 27; scale-out spec §3.3 leases, §3.7 graceful
// deploys), with a fake store and a monotonic clock the test moves: no database, no sleeping.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableStore } from '../store/types.js';
import { ClusterNode } from './node.js';

/** A store whose node calls are recorded, and whose renewals can be held back. */
function fakeStore() {
  const calls: string[] = [];
  let hold: Promise<void> | null = null;
  const store = {
    joinCluster: async (n: { incarnation: string }) => {
      calls.push(`join ${n.incarnation.split('-')[0]}`);
      return { ...n, nodeId: 'n1', address: 'http://x', expiresAt: '' };
    },
    renewNode: async () => {
      calls.push('renew');
      if (hold) await hold;
      return true;
    },
    leaveCluster: async () => void calls.push('leave'),
    claimTable: async (tableId: string, owner: string) => ({ tableId, owner, fence: 1, expiresAt: 'infinity' }),
  };
  return {
    store: store as unknown as TableStore,
    calls,
    holdRenewals: () => {
      let release = (): void => undefined;
      hold = new Promise((r) => (release = r));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

describe('ClusterNode', () => {
  afterEach(() => vi.useRealTimers());

  const start = async (f: ReturnType<typeof fakeStore>, clock: { t: number }, log: string[], onLapse = () => {}) => {
    vi.useFakeTimers();
    return ClusterNode.join({
      store: f.store,
      nodeId: 'n1',
      address: 'http://x',
      onLapse,
      ttlMs: 5000,
      renewEveryMs: 1000,
      marginMs: 1500,
      monotonic: () => clock.t,
      log: (_level, m) => log.push(m),
    });
  };

  it('after stopActing claims nothing and is not live, yet keeps renewing its lease until it leaves', async () => {
    const f = fakeStore();
    const clock = { t: 0 };
    const node = await start(f, clock, []);
    expect(await node.claim('t1')).not.toBeNull();
    node.stopActing();
    expect(node.isLive()).toBe(false);
    expect(await node.claim('t1')).toBeNull();
    clock.t = 1000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(f.calls).toEqual(['join n1', 'renew']);
    await node.leave();
    expect(f.calls.at(-1)).toBe('leave');
  });

  it('lapses while a renewal waits for the store, and says so (bench/scale.ts: starved renewals)', async () => {
    const f = fakeStore();
    const clock = { t: 0 };
    const log: string[] = [];
    let lapsed = 0;
    const node = await start(f, clock, log, () => lapsed++);
    const release = f.holdRenewals();
    clock.t = 1000;
    await vi.advanceTimersByTimeAsync(1000); // the renewal is sent and waits
    clock.t = 4000; // past the lease minus the margin (3.5 s) since the join
    await vi.advanceTimersByTimeAsync(1000);
    expect(lapsed).toBe(1);
    expect(node.isLive()).toBe(false);
    expect(log.join('\n')).toMatch(/a renewal has waited 3000 ms for the store/);
    release();
    await node.leave();
  });

  it('says the heartbeat itself ran late when the event loop was starved', async () => {
    const f = fakeStore();
    const clock = { t: 0 };
    const log: string[] = [];
    const node = await start(f, clock, log);
    clock.t = 1000;
    await vi.advanceTimersByTimeAsync(1000);
    // The next tick comes 4 s late (a starved event loop): the lease may have lapsed meanwhile.
    clock.t = 6000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.join('\n')).toMatch(/last renewal sent 5000 ms ago, the heartbeat timer ran 4000 ms late/);
    await node.leave();
  });

  it('does not join again as a new incarnation after a lapse while handing over', async () => {
    const f = fakeStore();
    const clock = { t: 0 };
    const node = await start(f, clock, []);
    node.stopActing();
    clock.t = 6000;
    await vi.advanceTimersByTimeAsync(1000);
    clock.t = 7000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(f.calls.filter((c) => c.startsWith('join'))).toHaveLength(1);
    await node.leave();
  });
});
