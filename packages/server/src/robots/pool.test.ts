// The robot pool (issue 25, "use the fastest solver available … in a pool of workers; strength
// levels … chosen per table"): native DDS in child processes when libdds is installed, the
// TypeScript solver in worker threads otherwise; every answer is a legal command of the seat.
import { afterEach, describe, expect, it } from 'vitest';
import { PASS, bid, decide, evolve, initialTableState, parseHand, viewFor } from '@biritch/core';
import type { Hand, Seat, TableCommand, TableState } from '@biritch/core';
import { isNativeSolverAvailable } from '@biritch/solver/native';
import { requireProgram } from '@biritch/testing';
import { RobotPool } from './pool.js';

const hasNative = requireProgram("native DDS (Debian's libdds0)", isNativeSolverAvailable(), 'libdds0');

const hand = (text: string): Hand => {
  const r = parseHand(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const apply = (state: TableState, cmd: TableCommand, seat: Seat | 'system'): TableState => {
  const r = decide(state, cmd, seat === 'system' ? { kind: 'system' } : { kind: 'seat', seat });
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(cmd)}: ${r.error.code}`);
  return r.value.reduce(evolve, state);
};

/** 4♠ by South after 1♠–4♠: West is on lead. */
function atTheLead(): TableState {
  const deal = {
    W: hand('765.AK9.J65.7654'),
    N: hand('KJ4.6543.AK2.KJ3'),
    E: hand('T98.872.T987.T98'),
    S: hand('AQ32.QJT.Q43.AQ2'),
  };
  let s = apply(
    initialTableState(),
    { type: 'startDeal', board: 1, dealer: 'S', vulnerability: 'none', deal },
    'system',
  );
  const order: Seat[] = ['S', 'W', 'N', 'E', 'S', 'W'];
  [bid(1, 'S'), PASS, bid(4, 'S'), PASS, PASS, PASS].forEach((call, i) => {
    s = apply(s, { type: 'call', call }, order[i]!);
  });
  return s;
}

let pool: RobotPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('the robot pool', () => {
  it.skipIf(!hasNative)(
    'runs native DDS (child processes) when libdds is installed, and leads a legal card',
    async () => {
      pool = new RobotPool({ timeBudgetMs: 500, playPolicy: 'sampled' });
      expect(pool.solver).toBe('dds');
      const view = viewFor(atTheLead(), 'W');
      const cmd = await pool.agentFor('t1', 'W', { allowMisclickUndo: false, strength: 'club' }).onView(view);
      expect(cmd?.type).toBe('play');
      expect(cmd?.type === 'play' && view.legalCards.includes(cmd.card)).toBe(true);
      // DDS runs in the native pool there, so a slow layout is given up at the card's budget.
      expect(pool.engines()).toEqual(['dds-pool']);
    },
    60_000,
  );

  it.skipIf(!hasNative)(
    'starts its worker when a table seats a robot, before the first decision',
    async () => {
      pool = new RobotPool({ timeBudgetMs: 500 });
      expect(pool.engines()).toEqual([]);
      pool.agentFor('t5', 'E', { allowMisclickUndo: false });
      // The worker names its solver once it has loaded, without being asked anything.
      for (let i = 0; i < 200 && pool.engines().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(pool.engines()).toEqual(['dds-pool']);
    },
    60_000,
  );

  it('runs the TypeScript solver in worker threads when asked, and answers for every strength', async () => {
    pool = new RobotPool({ timeBudgetMs: 200, solver: 'ts' });
    expect(pool.solver).toBe('ts');
    const view = viewFor(atTheLead(), 'W');
    for (const strength of ['beginner', 'club', undefined] as const) {
      const cmd = await pool.agentFor('t2', 'W', { allowMisclickUndo: false, strength }).onView(view);
      expect(cmd?.type === 'play' && view.legalCards.includes(cmd.card)).toBe(true);
    }
  }, 60_000);

  it("bids the seat's side's system and alerts by the table's rules (issue 25: a system per partnership)", async () => {
    pool = new RobotPool({ timeBudgetMs: 200, solver: 'ts' });
    // North deals 14 HCP balanced: 1♦ in SAYC, the alerted 1♣ of Polish Club (12–14 balanced).
    const deal = {
      N: hand('AK2.Q32.Q432.K32'),
      E: hand('QJ9.J98.AK9.J987'),
      S: hand('T876.T76.T87.A54'),
      W: hand('543.AK54.J65.QT6'),
    };
    const s = apply(
      initialTableState(),
      { type: 'startDeal', board: 1, dealer: 'N', vulnerability: 'none', deal },
      'system',
    );
    const view = viewFor(s, 'N');
    const sayc = await pool.agentFor('t3', 'N', { allowMisclickUndo: false }).onView(view);
    expect(sayc).toEqual({ type: 'call', call: bid(1, 'D') });
    const polish = await pool
      .agentFor('t4', 'N', { allowMisclickUndo: false, system: 'polish', alertRegulation: 'ebu' })
      .onView(view);
    expect(polish).toMatchObject({ type: 'call', call: bid(1, 'C'), alert: expect.stringContaining('12–14') });
  }, 60_000);
});
