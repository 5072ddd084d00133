/**
 * Scoring a session's field (issue 23): a 30-table two-winner club session of 26 boards, and an
 * online daily tournament of 2,000 pairs on 24 boards, each scored from scratch; then one result
 * corrected and re-scored incrementally (one board re-scored, totals re-totalled by difference).
 * Also: the whole movement library built and checked (what `biritch movement list` does), and a
 * Swiss pairs event of 2,000 pairs (12 rounds of 2 boards) scored into standings.
 *
 *     npm run bench:competition              # 7 runs of each, median shown
 *     node --import tsx bench/competition.ts --runs 3
 *
 * Results are synthetic but shaped like real ones: per board three likely contracts, declarer
 * one of the side's two seats, tricks spread around the contract; entered as contract, declarer
 * and tricks, so each run also scores every line by Law 77. A fixed seed makes every run score
 * the same field. Times are wall-clock milliseconds on a shared machine (median of the runs, after
 * one warm-up run); CPU time of the process is shown beside them.
 */
import { unwrap } from '@biritch/core';
import {
  checkMovement,
  correctLine,
  libraryMovements,
  makeScoredField,
  scoreField,
  scoreSwissPairs,
  type FieldInput,
  type ResultLine,
  type ScoreFieldOptions,
  type ScoringMethod,
} from '@biritch/competition';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const RUNS = arg('runs', 7);

/** xorshift32 from a fixed seed: the same field every run. */
function makeRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;

/** A plausible result of a board: one of its three likely contracts, tricks around the level. */
function makeResult(random: () => number, board: number): Omit<ResultLine, 'ns' | 'ew'> {
  const r = makeRandom(board * 7919);
  const contracts = Array.from({ length: 3 }, () => {
    const level = 1 + Math.floor(r() * 6);
    const side = r() < 0.5 ? (['N', 'S'] as const) : (['E', 'W'] as const);
    return { contract: `${level}${STRAINS[Math.floor(r() * 5)]}${r() < 0.1 ? 'X' : ''}`, level, side };
  });
  if (random() < 0.02) return { board, contract: 'pass' };
  const c = contracts[Math.floor(random() * 3)]!;
  const tricks = Math.max(0, Math.min(13, 6 + c.level + Math.round((random() + random() + random() - 1.5) * 2)));
  return { board, contract: c.contract, declarer: c.side[random() < 0.5 ? 0 : 1], tricks };
}

/** 30 tables, 13 rounds of 2 boards; NS pairs 1–30 stay, EW 31–60 move: every NS pair plays every board NS. */
function clubSession(): FieldInput {
  const random = makeRandom(20261126);
  const results: ResultLine[] = [];
  for (let round = 1; round <= 13; round++)
    for (let table = 1; table <= 30; table++)
      for (const board of [2 * round - 1, 2 * round]) {
        results.push({
          ...makeResult(random, board),
          round,
          table,
          ns: String(table),
          ew: String(31 + ((table - 1 + round) % 30)),
        });
      }
  return { method: 'matchpoints', winners: 2, participants: [], results };
}

/** 2,000 pairs on 24 boards: every pair plays every board, against random opponents, in either direction. */
function dailyTournament(method: ScoringMethod): FieldInput {
  const random = makeRandom(42);
  const results: ResultLine[] = [];
  const pairs = Array.from({ length: 2000 }, (_, i) => String(i + 1));
  for (let board = 1; board <= 24; board++) {
    for (let i = pairs.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
    }
    for (let t = 0; t < 1000; t++)
      results.push({
        ...makeResult(random, board),
        round: board,
        table: t + 1,
        ns: pairs[2 * t]!,
        ew: pairs[2 * t + 1]!,
      });
  }
  return { method, winners: 1, participants: [], results };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Median wall and CPU ms of `f` over RUNS runs after one warm-up. */
function time(f: () => void, runs = RUNS): { wall: number; cpu: number } {
  f();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = cpuNow();
    const w0 = performance.now();
    f();
    wall.push(performance.now() - w0);
    cpu.push(cpuNow() - c0);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const rows: [string, string, string, string][] = [];
const row = (name: string, lines: number, t: { wall: number; cpu: number }): void => {
  rows.push([name, String(lines), t.wall.toFixed(1), t.cpu.toFixed(1)]);
};

function bench(name: string, input: FieldInput, options: ScoreFieldOptions = {}): void {
  row(
    `${name}: full score`,
    input.results.length,
    time(() => unwrap(scoreField(input, options))),
  );
  // One result corrected: the last line of a board in the middle, three tricks fewer.
  const i = Math.floor(input.results.length / 2);
  const old = input.results[i]!;
  const fixed: ResultLine =
    old.contract === 'pass'
      ? { ...old, contract: '1NT', declarer: 'N', tricks: 7 }
      : { ...old, tricks: Math.max(0, (old.tricks ?? 7) - 3) };
  const scored = unwrap(makeScoredField(input, options));
  row(
    `${name}: one correction, incremental`,
    1,
    time(() => unwrap(correctLine(scored, fixed)), RUNS * 5),
  );
  const corrected = { ...input, results: input.results.map((l, k) => (k === i ? fixed : l)) };
  row(
    `${name}: one correction, full re-score`,
    input.results.length,
    time(() => unwrap(scoreField(corrected, options))),
  );
  // The two must agree (issue 23: incremental re-scoring equals a full one).
  const a = JSON.stringify(unwrap(correctLine(scored, fixed)).score);
  const b = JSON.stringify(unwrap(scoreField(corrected, options)));
  if (a !== b) throw new Error(`${name}: incremental and full re-scores differ`);
}

console.log(`node ${process.version}, ${RUNS} runs each (median), wall and CPU ms`);
bench('club 30 tables, 26 boards, two winners, MP', clubSession());
const daily = dailyTournament('matchpoints');
bench('daily 2,000 pairs, 24 boards, MP', daily);
bench('daily 2,000 pairs, 24 boards, cross-IMPs', { ...daily, method: 'cross-imps' });
bench('daily 2,000 pairs, 24 boards, Butler', { ...daily, method: 'butler' });

const library = libraryMovements();
row(
  `movement library: build all ${library.length}`,
  library.length,
  time(() => libraryMovements()),
);
row(
  `movement library: build and check all ${library.length}`,
  library.length,
  time(() => {
    for (const m of libraryMovements()) checkMovement(m);
  }),
);

/** 2,000 pairs, 12 rounds of 2 boards, random opponents each round (a Swiss without the draw). */
function swissPairs(): FieldInput {
  const random = makeRandom(7);
  const results: ResultLine[] = [];
  const pairs = Array.from({ length: 2000 }, (_, i) => String(i + 1));
  for (let round = 1; round <= 12; round++) {
    for (let i = pairs.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
    }
    for (let t = 0; t < 1000; t++)
      for (const board of [2 * round - 1, 2 * round])
        results.push({ ...makeResult(random, board), round, table: t + 1, ns: pairs[2 * t]!, ew: pairs[2 * t + 1]! });
  }
  return { method: 'butler', winners: 1, participants: [], results };
}
const swiss = swissPairs();
row(
  'Swiss pairs 2,000 pairs, 12 × 2 boards, Butler → VPs',
  swiss.results.length,
  time(() => unwrap(scoreSwissPairs(swiss)), 3),
);

const widths = [0, 1, 2, 3].map((c) =>
  Math.max(...rows.map((r) => r[c]!.length), ['workload', 'lines', 'wall ms', 'cpu ms'][c]!.length),
);
const line = (r: readonly string[]): string =>
  r.map((x, c) => (c === 0 ? x.padEnd(widths[c]!) : x.padStart(widths[c]!))).join('  ');
console.log(line(['workload', 'lines', 'wall ms', 'cpu ms']));
for (const r of rows) console.log(line(r));
