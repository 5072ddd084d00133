// The robot driver's pause (issue 21: robots act through the same path as people, after a pause so
// people can follow; issue 25: an expert thinks up to 900 ms a card). The robot thinks during the
// pause, so its action comes after the longer of the two, never after their sum.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASS, bid, decide, evolve, initialTableState, viewFor } from '@biritch/core';
import type { Seat, TableCommand, TableState, TableView } from '@biritch/core';
import type { Subscriber, TableAuthority } from '../table/authority.js';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { attachRobot } from './driver.js';

/** A table in its auction with East to call (North opened 1♠), as far as the driver reads one. */
function fakeTable() {
  let state: TableState = initialTableState();
  const apply = (cmd: TableCommand, seat: Seat | 'system'): void => {
    const r = decide(state, cmd, seat === 'system' ? { kind: 'system' } : { kind: 'seat', seat });
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.reduce(evolve, state);
  };
  apply(
    { type: 'startDeal', board: 1, dealer: 'N', vulnerability: 'none', deal: randomDeal(seededRandom(5)) },
    'system',
  );
  apply({ type: 'call', call: bid(1, 'S') }, 'N');
  const submitted: { at: number; command: TableCommand }[] = [];
  let sub: Subscriber | null = null;
  const table = {
    id: 't1',
    seq: 2,
    robotsOnly: false,
    people: 1,
    viewFor: (seat: Seat): TableView => viewFor(state, seat),
    subscribe: (s: Subscriber) => {
      sub = s;
      return () => {
        sub = null;
      };
    },
    submit: async (_actor: unknown, command: TableCommand) => {
      submitted.push({ at: Date.now(), command });
      return { ok: true as const, value: 3 };
    },
  };
  return { table: table as unknown as TableAuthority, submitted, subscriber: () => sub };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('attachRobot', () => {
  it('acts once the pause has passed since the view when the robot thinks less than the pause', async () => {
    const { table, submitted } = fakeTable();
    const asked: number[] = [];
    const stop = attachRobot(
      table,
      'E',
      {
        onView: (v) => {
          asked.push(Date.now());
          return v.toAct === 'E' ? { type: 'call', call: PASS } : null;
        },
      },
      { delayMs: 400 },
    );
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(399);
    expect(asked).toEqual([start]); // asked at once
    expect(submitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(submitted).toEqual([{ at: start + 400, command: { type: 'call', call: PASS } }]);
    stop();
  });

  it('acts as soon as it has thought when thinking takes longer than the pause (not pause + thinking)', async () => {
    const { table, submitted } = fakeTable();
    const slow = {
      onView: (v: TableView) =>
        new Promise<TableCommand | null>((resolve) =>
          setTimeout(() => resolve(v.toAct === 'E' ? { type: 'call', call: PASS } : null), 900),
        ),
    };
    const stop = attachRobot(table, 'E', slow, { delayMs: 400 });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(899);
    expect(submitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(submitted.map((s) => s.at - start)).toEqual([900]);
    stop();
  });

  it('drops an answer to a view that a newer one replaced during the pause, and asks again', async () => {
    const { table, submitted, subscriber } = fakeTable();
    let asks = 0;
    const stop = attachRobot(
      table,
      'E',
      {
        onView: (v) => {
          asks++;
          return v.toAct === 'E' ? { type: 'call', call: PASS } : null;
        },
      },
      { delayMs: 400 },
    );
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(100);
    // Something happens at the table meanwhile (a claim, an undo request): a newer view.
    subscriber()!.deliver({ seq: 3, frames: [], view: table.viewFor('E') });
    await vi.advanceTimersByTimeAsync(300);
    expect(submitted).toEqual([]); // the first answer was about seq 2
    await vi.advanceTimersByTimeAsync(402);
    expect(asks).toBe(2);
    expect(submitted).toHaveLength(1);
    // The second answer waits its own pause from its view (a timer of 0 ms counts as 1).
    expect(submitted[0]!.at - start).toBeGreaterThanOrEqual(800);
    stop();
  });
});
