/**
 * A self-play match, duplicate: every board is played at two tables with the same cards, the new
 * robots North–South at one and East–West at the other, against a baseline.
 * - `--baseline issue25` (default): the robots as issue 25 found them, bidding and card play, read
 *   from git history (revision 1f7ba6d, bench/baselineRobots.ts) — the match the issue asks for.
 * - `--baseline play`: today's bidding on both sides, the issue 8 card play (policy `baseline`:
 *   500 ms and 24 layouts per card) on one, so the difference is the card play alone.
 * Neither baseline gives signals, so the new robots read only their partner's
 * (`opponentsSignal: false`).
 *
 *     node --import tsx bench/robots-match.ts --boards 100          # seed 2525, expert vs baseline
 *     node --import tsx bench/robots-match.ts --boards 40 --strength club
 *     node --import tsx bench/robots-match.ts --out match.jsonl           # 1000 boards, one line each
 *     node --import tsx bench/robots-match.ts --out match.jsonl --resume  # go on where it stopped
 *
 * Options: `--baseline issue25|play`, `--boards N` (default 1000), `--seed S`, `--strength beginner|club|expert` (the new
 * robots' level, default expert), `--ts` (TypeScript solver instead of native DDS), `--out FILE`
 * (append each board's result as a JSON line as soon as it is played), `--resume` (read FILE
 * first: its boards count and are not played again, so a match stopped at any point goes on from
 * the next board; the file's seed, strength and baseline must be the same), `--minutes M` (start no board
 * after M minutes), `--reverse` (play from the last board down: a second run sharing `--out` with
 * `--resume` meets the first in the middle, each skipping the boards the other has written),
 * `--report` (print the figures over the boards in `--out` and stop), `--cpu-clock` (both sides' time budgets count this process's CPU time, so a
 * busy machine does not cut their thinking short; recorded in each line, and a file holds one clock).
 * Prints IMPs per board for the new robots with a 95% confidence interval (normal approximation
 * over boards), the boards won and lost, and the contracts that differed in tricks.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { SEATS } from '@biritch/core';
import type { Deal, Seat } from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { scoreBoard, toImps } from '@biritch/scoring';
import type { SolverBackend } from '@biritch/solver';
import { createRobot, type RobotStrength } from '@biritch/robots';
import { loadBaselineRobots, type BaselineRobot } from './baselineRobots.js';
import {
  clockFromFlags,
  cpuNow,
  flag,
  hasFlag,
  letRobotsAct,
  numberFlag,
  solverFromFlags,
  startBoard,
} from './robotsBench.js';

const boards = numberFlag('boards', 1000);
const seed = numberFlag('seed', 2525);
const strength = (flag('strength') ?? 'expert') as RobotStrength;
const baselineKind = flag('baseline') ?? 'issue25';
if (baselineKind !== 'issue25' && baselineKind !== 'play') throw new Error('--baseline is issue25 or play');
const clock = clockFromFlags();
const timing = clock === 'cpu' ? { now: cpuNow } : {};
const solver: SolverBackend = solverFromFlags();
const old = baselineKind === 'issue25' ? await loadBaselineRobots() : null;
console.log(
  `solver ${solver.name}; new robots (${strength}, sampled) against ` +
    (old ? `the robots of revision ${old.revision} (bidding and play)` : 'the issue 8 card play') +
    `; ${boards} boards from seed ${seed}; ${clock} clock`,
);

/** Plays one board with the given robots; North–South's score. */
function playBoard(b: number, deal: Deal, newSide: 'NS' | 'EW'): { ns: number; text: string } {
  const robots = Object.fromEntries(
    SEATS.map((s, i) => {
      const isNew = (s === 'N' || s === 'S') === (newSide === 'NS');
      const rng = seededRandom(seed * 7919 + b * 10 + i);
      const robot: BaselineRobot = isNew
        ? createRobot({ seat: s, rng, solver, strength, playPolicy: 'sampled', opponentsSignal: false, ...timing })
        : old
          ? old.createRobot({ seat: s, rng, solver, ...timing })
          : createRobot({ seat: s, rng, solver, playPolicy: 'baseline', ...timing });
      return [s, robot];
    }),
  ) as Record<Seat, BaselineRobot>;
  const state = letRobotsAct(startBoard(b, deal).state, robots, (s) => s.phase === 'ended', 400);
  const res = state.result;
  if (!res) throw new Error(`board ${b} did not end`);
  const { contract, declarer, declarerTricks: tricks, vulnerability } = res;
  const s = scoreBoard({ contract, declarer, tricks, vulnerability });
  if (!s.ok) throw new Error(s.error.message);
  const named = contract ? `${contract.level}${contract.strain}${['', 'X', 'XX'][contract.doubled]}` : '';
  const text = contract ? `${named} ${declarer} ${tricks}` : 'passed';
  return { ns: s.value.ns, text };
}

/** One board's result as appended to `--out` (a JSON line). */
interface BoardLine {
  readonly board: number;
  readonly seed: number;
  readonly strength: RobotStrength;
  /** Which baseline (absent in files written before `--baseline` existed: the card play alone). */
  readonly baseline?: 'issue25' | 'play';
  /** The robots' thinking clock (absent in older files: the wall clock). */
  readonly clock?: 'wall' | 'cpu';
  readonly imps: number;
  readonly newNs: string;
  readonly newEw: string;
  /** Seconds this board took (both tables) and the machine's 1-minute load average after it. */
  readonly secs: number;
  readonly load: number;
}

const out = flag('out');
const resume = hasFlag('resume') || hasFlag('report');
/** The boards already in `--out`, checked to be this match's (a cut-short last line is played again). */
function readDone(file: string): Map<number, BoardLine> {
  const found = new Map<number, BoardLine>();
  if (!existsSync(file)) return found;
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let r: BoardLine;
    try {
      r = JSON.parse(line) as BoardLine;
    } catch (e) {
      // A run killed while writing leaves at most its last line cut short: that board is played again.
      if (i >= lines.length - 2) continue;
      throw e;
    }
    const same = r.seed === seed && r.strength === strength && (r.baseline ?? 'play') === baselineKind;
    if (!same || (r.clock ?? 'wall') !== clock) {
      const of = `seed ${r.seed}, ${r.strength}, baseline ${r.baseline ?? 'play'}, ${r.clock ?? 'wall'} clock`;
      throw new Error(`${file} holds board ${r.board} of ${of}: not this match`);
    }
    // Two runs sharing the file may both play the board where they meet: the first line counts.
    if (!found.has(r.board)) found.set(r.board, r);
  }
  return found;
}
let done = new Map<number, BoardLine>();
if (resume) {
  if (!out) throw new Error('--resume and --report need --out FILE');
  const text = existsSync(out) ? readFileSync(out, 'utf8') : '';
  // Start the next board on a line of its own after a cut-short last line.
  if (text !== '' && !text.endsWith('\n') && !hasFlag('report')) appendFileSync(out, '\n');
  done = readDone(out);
  console.log(`resuming: ${done.size} boards already in ${out}`);
}

const imps: number[] = [];
let won = 0;
let lost = 0;
let previousSecs = 0;
const started = performance.now();
const report = (): void => {
  const n = imps.length;
  const mean = imps.reduce((x, y) => x + y, 0) / n;
  const sd = Math.sqrt(imps.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  const secs = (previousSecs + (performance.now() - started) / 1000).toFixed(0);
  console.log(
    `after ${n} boards: ${mean >= 0 ? '+' : ''}${mean.toFixed(2)} IMPs per board for the new robots, ` +
      '95% CI ' +
      `[${(mean - half).toFixed(2)}, ${(mean + half).toFixed(2)}]; won ${won}, lost ${lost}, ${secs} s, ` +
      `load ${loadavg()[0]!.toFixed(1)}`,
  );
};
const minutes = numberFlag('minutes', Number.POSITIVE_INFINITY);
const order = Array.from({ length: boards }, (_, i) => i + 1);
if (hasFlag('reverse')) order.reverse();
if (hasFlag('report')) {
  // Only the boards in the file, in board order: a report of a match played by several runs.
  for (const b of order.filter((x) => done.has(x))) {
    const swing = done.get(b)!.imps;
    imps.push(swing);
    previousSecs += done.get(b)!.secs;
    if (swing > 0) won++;
    if (swing < 0) lost++;
  }
  if (imps.length > 0) report();
  process.exit(0);
}
for (const [index, b] of order.entries()) {
  // Another run appending to the same file (`--reverse` from the other end) may have played it.
  if (out && resume && !done.has(b)) done = readDone(out);
  const before = done.get(b);
  if (!before && (performance.now() - started) / 60_000 > minutes) {
    console.log(`stopped before board ${b} (--minutes ${minutes}); go on with --resume`);
    if (imps.length > 0) report();
    break;
  }
  let swing: number;
  if (before) {
    swing = before.imps;
    previousSecs += before.secs;
  } else {
    const t0 = performance.now();
    const deal = randomDeal(seededRandom(seed + b));
    const a = playBoard(b, deal, 'NS');
    const c = playBoard(b, deal, 'EW');
    // The new robots score North–South's points at table A and East–West's at table B.
    swing = toImps(a.ns - c.ns);
    const sign = swing > 0 ? '+' : '';
    if (swing !== 0) {
      console.log(`board ${b}: new NS ${a.text} (${a.ns}), new EW ${c.text} (${c.ns}): ${sign}${swing} IMPs`);
    }
    const secs = Math.round((performance.now() - t0) / 100) / 10;
    const line: BoardLine = {
      board: b,
      seed,
      strength,
      baseline: baselineKind,
      clock,
      imps: swing,
      newNs: `${a.text} (${a.ns})`,
      newEw: `${c.text} (${c.ns})`,
      secs,
      load: Math.round(loadavg()[0]! * 10) / 10,
    };
    if (out) appendFileSync(out, `${JSON.stringify(line)}\n`);
  }
  imps.push(swing);
  if (swing > 0) won++;
  if (swing < 0) lost++;
  if ((index + 1) % 10 === 0 || index === order.length - 1) report();
}
