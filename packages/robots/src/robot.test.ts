/**
 * Robots at a real table: four robots play complete random deals through core's state machine
 * (`decide` / `evolve` / `viewFor`), each seeing only its own view, and core must accept every
 * call and card they send (Laws 18–19 for calls, Law 44 for following suit).
 */
import { describe, expect, it } from 'vitest';
import {
  SEATS,
  boardDealer,
  boardVulnerability,
  decide,
  evolve,
  initialTableState,
  viewFor,
  type Seat,
  type TableState,
} from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { createTsSolver } from '@biritch/solver';
import { createRobot, type Robot } from './robot.js';

function playBoard(board: number, seed: number, robots: Record<Seat, Robot>): { state: TableState; actions: number } {
  let state = initialTableState({ ruleSet: 'standard' });
  const start = decide(
    state,
    {
      type: 'startDeal',
      board,
      dealer: boardDealer(board),
      vulnerability: boardVulnerability(board),
      deal: randomDeal(seededRandom(seed)),
    },
    { kind: 'system' },
  );
  if (!start.ok) throw new Error(start.error.message);
  state = start.value.reduce(evolve, state);
  let actions = 0;
  for (let guard = 0; guard < 400 && state.phase !== 'ended'; guard++) {
    let acted = false;
    for (const seat of SEATS) {
      const cmd = robots[seat].onView(viewFor(state, seat));
      if (!cmd) continue;
      const r = decide(state, cmd, { kind: 'seat', seat });
      expect(r.ok ? 'accepted' : `${seat} ${JSON.stringify(cmd)}: ${r.error.code}`).toBe('accepted');
      if (!r.ok) return { state, actions };
      state = r.value.reduce(evolve, state);
      actions++;
      acted = true;
    }
    if (!acted) break;
  }
  return { state, actions };
}

const robotsFor = (seed: number): Record<Seat, Robot> =>
  Object.fromEntries(
    SEATS.map((s, i) => [s, createRobot({ seat: s, rng: seededRandom(seed * 4 + i), now: () => 0 })]),
  ) as Record<Seat, Robot>;

describe('robots at a table (heuristic play)', () => {
  it('finish 60 random boards with only legal calls and cards', () => {
    let played = 0;
    for (let b = 1; b <= 60; b++) {
      const { state } = playBoard(b, 1000 + b, robotsFor(b));
      expect(state.phase).toBe('ended');
      if (state.result?.contract) played++;
    }
    // Most random deals have an opening bid somewhere: the robots must reach contracts and play them.
    expect(played).toBeGreaterThan(40);
  });
});

describe('robots at a table (double-dummy play)', () => {
  it('finish 2 boards with the TypeScript solver, only legal cards', () => {
    const solver = createTsSolver({ ttBits: 16 });
    let clock = 0;
    const robots = Object.fromEntries(
      SEATS.map((s, i) => [
        s,
        createRobot({
          seat: s,
          rng: seededRandom(90 + i),
          solver,
          timeBudgetMs: 400,
          samples: 8,
          now: () => (clock += 1),
        }),
      ]),
    ) as Record<Seat, Robot>;
    for (const b of [5, 6]) {
      const { state } = playBoard(b, 77 + b, robots);
      expect(state.phase).toBe('ended');
    }
  });
});

describe('a robot explains calls and reports its decisions', () => {
  it('explains the calls of an auction in words', () => {
    const robot = createRobot({ seat: 'N', rng: seededRandom(1) });
    const auction = [
      { seat: 'N' as const, call: { type: 'bid' as const, level: 1 as const, strain: 'NT' as const } },
      { seat: 'E' as const, call: { type: 'pass' as const } },
      { seat: 'S' as const, call: { type: 'bid' as const, level: 2 as const, strain: 'C' as const } },
    ];
    expect(robot.explain(auction, 0)).toBe('15–17 HCP, balanced');
    expect(robot.explain(auction, 2)).toContain('Stayman');
    expect(robot.explain(auction, 9)).toBe('No such call');
  });

  it('gives the rule and explanation of its own last call', () => {
    const robots = robotsFor(3);
    let state = initialTableState({ ruleSet: 'standard' });
    const start = decide(
      state,
      { type: 'startDeal', board: 1, dealer: 'N', vulnerability: 'none', deal: randomDeal(seededRandom(4)) },
      { kind: 'system' },
    );
    if (!start.ok) throw new Error(start.error.message);
    state = start.value.reduce(evolve, state);
    const cmd = robots.N.onView(viewFor(state, 'N'));
    expect(cmd?.type).toBe('call');
    const d = robots.N.lastDecision;
    expect(d?.kind === 'call' && d.rule.length > 0 && d.explanation.length > 0).toBe(true);
    // Nobody else is to act.
    expect(robots.E.onView(viewFor(state, 'E'))).toBeNull();
  });
});
