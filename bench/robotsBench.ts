/**
 * What the robots' benchmarks share (robots-play, robots-positions, robots-leads, robots-match,
 * robots-bidding-match): reading their command-line flags, the thinking clock (`--cpu-clock`), the
 * solver (`--ts` or native DDS), the card-play flags that set up a robot, and letting four robots
 * act on a board until a point of the deal.
 *
 * ```ts
 * const deals = numberFlag('deals', 200);              // --deals N
 * const solver = solverFromFlags();                    // native DDS unless --ts or no libdds
 * const play = cardPlayFlags();                        // --strength --policy --budget --samples --read-cards --cpu-clock
 * createRobot({ seat: 'N', rng, solver, ...play.robotOptions });
 * let { state } = startBoard(1, deal);                 // board 1's dealer and vulnerability
 * state = letRobotsAct(state, robots, (s) => s.phase !== 'auction', 200);   // bid to the opening lead
 * ```
 */
import {
  SEATS,
  auctionFromCalls,
  boardDealer,
  boardVulnerability,
  decide,
  evolve,
  initialTableState,
  seatAfter,
  standardRules,
  viewFor,
  type Call,
  type Contract,
  type Deal,
  type Seat,
  type TableCommand,
  type TableState,
  type TableView,
} from '@biritch/core';
import type { PlayPolicy, RobotOptions, RobotStrength, SystemName } from '@biritch/robots';
import { createTsSolver, type SolverBackend } from '@biritch/solver';
import { loadNativeSolver } from '@biritch/solver/native';
import { createNativePool } from '@biritch/solver/native-pool';

/** The value after `--name` on the command line, or undefined when the flag is absent. */
export const flag = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/** Whether the switch `--name` is on the command line. */
export const hasFlag = (name: string): boolean => process.argv.includes(`--${name}`);

/** `--name N` as a number, or `fallback` when the flag is absent. */
export const numberFlag = (name: string, fallback: number): number => Number(flag(name) ?? fallback);

/** This process's CPU time in ms (user and system): a thinking clock that a busy machine does not run down. */
export const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The robots' thinking clock: `cpu` with `--cpu-clock`, else the wall clock. */
export const clockFromFlags = (): 'wall' | 'cpu' => (hasFlag('cpu-clock') ? 'cpu' : 'wall');

/**
 * The solver: native DDS when libdds is installed, the TypeScript solver with `--ts` or without it;
 * `--pool` runs DDS in worker threads whose solves stop at their budget (@biritch/solver/native-pool),
 * as the server's robots do.
 */
export function solverFromFlags(): SolverBackend {
  if (hasFlag('pool') && !hasFlag('ts')) {
    const pool = createNativePool();
    if (pool.ok) return pool.value;
  }
  const native = hasFlag('ts') ? null : loadNativeSolver();
  return native?.ok ? native.value : createTsSolver();
}

/** The card-play flags of robots-play.ts and robots-positions.ts, and the robot options they make. */
export interface CardPlayFlags {
  /** `--strength beginner|club|expert` (absent: createRobot's defaults). */
  readonly strength: RobotStrength | undefined;
  /** `--policy baseline|sampled` (default sampled). */
  readonly policy: PlayPolicy;
  /** `--budget MS`: the time per card, over the strength's. */
  readonly budget: string | undefined;
  /** `--samples N`: the most layouts per card. */
  readonly samples: string | undefined;
  /** `--cpu-clock`: the budget counts this process's CPU time. */
  readonly cpuClock: boolean;
  /** The same as createRobot's options, to spread into each robot's. */
  readonly robotOptions: Pick<
    RobotOptions,
    'strength' | 'playPolicy' | 'now' | 'timeBudgetMs' | 'samples' | 'readCards' | 'system'
  >;
}

/**
 * Reads `--strength`, `--policy`, `--budget`, `--samples`, `--read-cards`, `--cpu-clock` and `--system`
 * (the four robots' bidding system, read by each for both sides).
 */
export function cardPlayFlags(): CardPlayFlags {
  const strength = flag('strength') as RobotStrength | undefined;
  const policy = (flag('policy') ?? 'sampled') as PlayPolicy;
  const budget = flag('budget');
  const samples = flag('samples');
  const cpuClock = hasFlag('cpu-clock');
  return {
    strength,
    policy,
    budget,
    samples,
    cpuClock,
    robotOptions: {
      ...(strength ? { strength } : {}),
      playPolicy: policy,
      ...(cpuClock ? { now: cpuNow } : {}),
      ...(budget ? { timeBudgetMs: Number(budget) } : {}),
      ...(samples ? { samples: Number(samples) } : {}),
      ...(flag('read-cards') ? { readCards: Number(flag('read-cards')) } : {}),
      ...(flag('system') ? { system: flag('system') as SystemName } : {}),
    },
  };
}

/** A robot as the benches drive it: a view in, a command (or nothing) out. */
export interface BenchRobot {
  onView(view: TableView): TableCommand | null;
}

/** A standard table with board `board`'s deal started: its dealer and vulnerability follow the board's number. */
export function startBoard(board: number, deal: Deal): { readonly state: TableState; readonly command: TableCommand } {
  const command = {
    type: 'startDeal',
    board,
    dealer: boardDealer(board),
    vulnerability: boardVulnerability(board),
    deal,
  } as const;
  const empty = initialTableState({ ruleSet: 'standard' });
  const start = decide(empty, command, { kind: 'system' });
  if (!start.ok) throw new Error(start.error.message);
  return { state: start.value.reduce(evolve, empty), command };
}

/**
 * Lets the robots act in seat order, round after round, until `done(state)` (checked before each
 * seat) or a round in which none acts, at most `rounds` rounds; the state reached. A command the
 * table refuses is a robot's bug: it throws.
 */
export function letRobotsAct(
  state: TableState,
  robots: Readonly<Record<Seat, BenchRobot>>,
  done: (state: TableState) => boolean,
  rounds: number,
): TableState {
  let now = state;
  for (let round = 0; round < rounds && !done(now); round++) {
    let acted = false;
    for (const seat of SEATS) {
      if (done(now)) break;
      const cmd = robots[seat].onView(viewFor(now, seat));
      if (!cmd) continue;
      const r = decide(now, cmd, { kind: 'seat', seat });
      if (!r.ok) throw new Error(`${seat}: ${r.error.code}`);
      now = r.value.reduce(evolve, now);
      acted = true;
    }
    if (!acted) break;
  }
  return now;
}

/**
 * An auction bid to its end without a table: `choose` gives the call of the seat to act after the
 * calls so far (null: stop there, e.g. a bidder's error). Core decides when the auction is over.
 */
export function bidToEnd(dealer: Seat, choose: (seat: Seat, auction: readonly Call[]) => Call | null): Call[] {
  const auction: Call[] = [];
  for (;;) {
    const a = auctionFromCalls(standardRules, dealer, auction);
    if (!a.ok || a.value.over) return auction;
    const call = choose(seatAfter(dealer, auction.length), auction);
    if (!call) return auction;
    auction.push(call);
  }
}

/** The contract and its declarer, by core's rules (the first of the side to name the strain); null when passed out or not over. */
export function finalContract(
  dealer: Seat,
  auction: readonly Call[],
): { readonly contract: Contract; readonly declarer: Seat } | null {
  const a = auctionFromCalls(standardRules, dealer, auction);
  if (!a.ok || !a.value.over) return null;
  const o = standardRules.outcome(a.value, {});
  return o.contract && o.declarer ? { contract: o.contract, declarer: o.declarer } : null;
}
