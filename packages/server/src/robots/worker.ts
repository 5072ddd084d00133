/**
 * The robots' worker: robots think here (sampling and double-dummy solving take up to their time
 * budget), so the server's event loop keeps serving every other table meanwhile. One `Robot`
 * (from @biritch/robots) per table seat, kept between views.
 *
 * ```ts
 * // main thread: see pool.ts
 * worker.postMessage({ kind: 'view', id: 1, key: 'tbl:E', seat: 'E', options, shareMs: 500, view });
 * ```
 * It runs as a worker thread with the TypeScript solver, or — started with the argument `dds` —
 * as a child process with native DDS (libdds keeps process-wide state, and its exit hook ends the
 * whole process, so it never runs in a thread of the server: see @biritch/solver's batch.ts).
 * There DDS runs in the native pool (@biritch/solver/native-pool): each solve on a DDS thread of
 * its own, given up at its budget, so the one slow opening-lead layout in twenty no longer holds a
 * card past its time (seed 3000's leads, expert: p99 838 ms with the pool, 1,030 ms without). When
 * the pool cannot start, the child runs DDS on its own thread, as before.
 */
import { parentPort } from 'node:worker_threads';
import type { Seat, TableCommand, TableView } from '@biritch/core';
import { cryptoRandom } from '@biritch/dealer';
import {
  createRobot,
  isOpeningLeadView,
  type AlertRegulation,
  type PlayPolicy,
  type Robot,
  type RobotStrength,
  type SystemName,
} from '@biritch/robots';
import { createTsSolver, type SolverBackend } from '@biritch/solver';
import { loadNativeSolver } from '@biritch/solver/native';
import type { LeadReasons } from '../table/robotLead.js';
import { createNativePool } from '@biritch/solver/native-pool';

/** What a robot is made with; a change (the table's strength, system or alert rules) makes a new robot. */
export interface RobotSettings {
  readonly allowMisclickUndo: boolean;
  /** The pool's time per decision (ms); also the robot's own budget when no strength is given. */
  readonly timeBudgetMs: number;
  /** The table's robot strength; its own time per card then applies (scaled by the share). */
  readonly strength?: RobotStrength | undefined;
  /** `sampled` (issue 25's play) or `baseline` (issue 8's). */
  readonly playPolicy: PlayPolicy;
  /** The bidding system of the robot's side (default `sayc`). */
  readonly system?: SystemName | undefined;
  /** The other side's bidding system (default: the robot's side's), whose rules read the opponents' calls in the play. */
  readonly opponentsSystem?: SystemName | undefined;
  /** Whose alert rules the robot follows (default `acbl`). */
  readonly alertRegulation?: AlertRegulation | undefined;
}

/** A request to the worker. */
export type RobotRequest =
  | {
      readonly kind: 'view';
      readonly id: number;
      readonly key: string;
      readonly seat: Seat;
      readonly options: RobotSettings;
      /** This decision's share of the budget, in ms (the pool splits the budget between tables). */
      readonly shareMs: number;
      readonly view: TableView;
    }
  | { readonly kind: 'forget'; readonly key: string };

/** The solver a worker runs: DDS in the native pool, DDS on the worker's own thread, or TypeScript. */
export type RobotEngine = 'dds-pool' | 'dds' | 'ts';

/** The worker's answer to a `view` request, or its first message, naming its solver. */
export type RobotResponse =
  | {
      readonly id: number;
      readonly command: TableCommand | null;
      /** With an opening lead: the robot's reasons, for the table to tell after the deal. */
      readonly lead?: LeadReasons;
    }
  | { readonly id: number; readonly error: string }
  | { readonly ready: RobotEngine };

/** How the worker talks to the pool: a thread's port or a child process's IPC channel. */
interface Port {
  on(listener: (msg: RobotRequest) => void): void;
  post(msg: RobotResponse): void;
}

const threadPort = parentPort;
const port: Port | null = threadPort
  ? { on: (l) => threadPort.on('message', l), post: (m) => threadPort.postMessage(m) }
  : process.send
    ? {
        on: (l) => process.on('message', l),
        // A server that has ended no longer hears; the child ends on the disconnect.
        post: (m) => void (process.connected && process.send!(m)),
      }
    : null;
// A child process whose server has gone ends too.
if (!threadPort && process.send) process.on('disconnect', () => process.exit(0));

/** Native DDS in a child process: the pool when its workers start, else DDS on this thread; else TypeScript. */
function makeBackend(): { backend: SolverBackend; engine: RobotEngine } {
  if (threadPort || !process.argv.includes('dds')) return { backend: createTsSolver(), engine: 'ts' };
  const pool = createNativePool({ workers: 2 });
  if (pool.ok) return { backend: pool.value, engine: 'dds-pool' };
  const native = loadNativeSolver();
  return native.ok ? { backend: native.value, engine: 'dds' } : { backend: createTsSolver(), engine: 'ts' };
}
const { backend, engine } = makeBackend();

// A robot's budget is fixed when it is made; a decision gets its share of it (issue 21, finding 3)
// by a clock running `speed` times faster for the robot and solver budgets scaled to match, so a
// robot that thinks it used its whole budget has used its share.
let speed = 1;
const clock = (): number => performance.now() * speed;
// The rest of the backend (the pool's `abandonable`, DDS's `solveAll`) is kept as it is; the budgets
// of `solve` and `solveEach` are scaled to the decision's share.
const solver: SolverBackend = {
  ...backend,
  solve: (position, strain, options) => {
    const timeMs = options?.budget?.timeMs;
    if (timeMs === undefined) return backend.solve(position, strain, options);
    return backend.solve(position, strain, { ...options, budget: { ...options!.budget, timeMs: timeMs / speed } });
  },
  // The pool's side-by-side solves (the bidding's thinking), their budget scaled the same way.
  ...(backend.solveEach
    ? {
        solveEach: (jobs, budget) =>
          backend.solveEach!(
            jobs,
            budget?.timeMs === undefined ? budget : { ...budget, timeMs: budget.timeMs / speed },
          ),
      }
    : {}),
};
const robots = new Map<string, { robot: Robot; settings: string }>();
port?.post({ ready: engine });

/** The reasons of the robot's latest card (its message and the leads it weighed). */
function leadReasons(robot: Robot): LeadReasons | null {
  const d = robot.lastDecision;
  if (d?.kind !== 'card') return null;
  return {
    message: d.message,
    leads: (d.leads ?? []).map((l) => ({ card: l.card, average: Math.round(l.average * 100) / 100 })),
  };
}

port?.on((msg: RobotRequest) => {
  if (msg.kind === 'forget') {
    robots.delete(msg.key);
    return;
  }
  const settings = JSON.stringify(msg.options);
  let entry = robots.get(msg.key);
  if (!entry || entry.settings !== settings) {
    const { allowMisclickUndo, timeBudgetMs, strength, playPolicy, system, opponentsSystem, alertRegulation } =
      msg.options;
    const robot = createRobot({
      seat: msg.seat,
      rng: cryptoRandom(),
      solver,
      now: clock,
      allowMisclickUndo,
      // A strength brings its own time per card; without one the pool's budget applies.
      ...(strength ? { strength } : { timeBudgetMs }),
      playPolicy,
      system,
      opponentsSystem,
      alertRegulation,
    });
    entry = { robot, settings };
    robots.set(msg.key, entry);
  }
  let response: RobotResponse;
  speed = msg.options.timeBudgetMs / Math.max(1, Math.min(msg.shareMs, msg.options.timeBudgetMs));
  try {
    const command = entry.robot.onView(msg.view);
    const lead = command?.type === 'play' && isOpeningLeadView(msg.view) ? leadReasons(entry.robot) : null;
    response = lead ? { id: msg.id, command, lead } : { id: msg.id, command };
  } catch (e) {
    response = { id: msg.id, error: e instanceof Error ? e.message : String(e) };
  }
  port.post(response);
});
