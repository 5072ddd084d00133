/**
 * The robots' worker thread: robots think here (sampling and double-dummy solving take up to
 * their time budget), so the server's event loop keeps serving every other table meanwhile.
 * One `Robot` (from @biritch/robots) per table seat, kept between views.
 *
 * ```ts
 * // main thread: see pool.ts
 * worker.postMessage({ kind: 'view', id: 1, key: 'tbl:E', seat: 'E', options, view });
 * ```
 */
import { parentPort } from 'node:worker_threads';
import type { Seat, TableCommand, TableView } from '@biritch/core';
import { cryptoRandom } from '@biritch/dealer';
import { createRobot, type Robot, type RobotStrength } from '@biritch/robots';
import { createTsSolver, type SolverBackend } from '@biritch/solver';

/** A request to the worker. */
export type RobotRequest =
  | {
      readonly kind: 'view';
      readonly id: number;
      readonly key: string;
      readonly seat: Seat;
      readonly options: {
        readonly allowMisclickUndo: boolean;
        readonly timeBudgetMs: number;
        /** The table's robot strength (issue 26), carried to `createRobot`. */
        readonly strength?: RobotStrength;
      };
      /** This decision's share of the budget, in ms (the pool splits the budget between tables). */
      readonly shareMs: number;
      readonly view: TableView;
    }
  | { readonly kind: 'forget'; readonly key: string };

/** The worker's answer to a `view` request. */
export type RobotResponse =
  | { readonly id: number; readonly command: TableCommand | null }
  | { readonly id: number; readonly error: string };

// A robot's budget is fixed when it is made; a decision gets its share of it (issue 21, finding 3)
// by a clock running `speed` times faster for the robot and solver budgets scaled to match, so a
// robot that thinks it used its whole budget has used its share.
let speed = 1;
const clock = (): number => performance.now() * speed;
const tsSolver = createTsSolver();
const solver: SolverBackend = {
  name: tsSolver.name,
  solve: (position, strain, options) => {
    const timeMs = options?.budget?.timeMs;
    if (timeMs === undefined) return tsSolver.solve(position, strain, options);
    return tsSolver.solve(position, strain, { ...options, budget: { ...options!.budget, timeMs: timeMs / speed } });
  },
  table: (deal, options) => tsSolver.table(deal, options),
};
const robots = new Map<string, Robot>();

parentPort?.on('message', (msg: RobotRequest) => {
  if (msg.kind === 'forget') {
    robots.delete(msg.key);
    return;
  }
  let robot = robots.get(msg.key);
  if (!robot) {
    robot = createRobot({
      seat: msg.seat,
      rng: cryptoRandom(),
      solver,
      now: clock,
      allowMisclickUndo: msg.options.allowMisclickUndo,
      timeBudgetMs: msg.options.timeBudgetMs,
      ...(msg.options.strength ? { strength: msg.options.strength } : {}),
      // Today's card play until the sampled play with signals wins the self-play match
      // (bench/robots-match.ts: -0.15 IMPs a board, 95% CI -0.50..+0.21, over 300 boards).
      playPolicy: 'baseline',
    });
    robots.set(msg.key, robot);
  }
  let response: RobotResponse;
  speed = msg.options.timeBudgetMs / Math.max(1, Math.min(msg.shareMs, msg.options.timeBudgetMs));
  try {
    response = { id: msg.id, command: robot.onView(msg.view) };
  } catch (e) {
    response = { id: msg.id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage(response);
});
