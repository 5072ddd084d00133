/**
 * A bidding-only duplicate match (issue 25, the bidding's quality at a time budget): the same random
 * deals from a fixed seed are bid twice by robots of two settings, A North–South and B East–West at
 * one table, the other way round at the other; each final contract is scored double-dummy (native
 * DDS: declarer's double-dummy tricks → the duplicate score), and the two tables are compared in
 * IMPs per board (@biritch/scoring's IMP table), with a 95% confidence interval. No card play: quick.
 *
 *     node --import tsx bench/robots-bidding-match.ts --a think=900,exact --b think=90 --boards 200
 *     node --import tsx bench/robots-bidding-match.ts --a think=90 --b rules --out m.jsonl     # appends
 *     node --import tsx bench/robots-bidding-match.ts --a think=90 --b rules --out m.jsonl --report
 *
 * A setting: `rules` (the system's rules only, no thinking) or `think=MS` (the thinking fallback,
 * bidding/think.ts, with a budget of MS ms per call), with `,layouts=N` (default 16) and `,exact`
 * (exact trick counts for every simulated contract, as before the time target, instead of the
 * make-or-down searches), `,pastgame` (think also when our side's game is the contract, as
 * before) and `,margin=P` (the points a bid must beat Pass by, over √layouts; default think.ts's
 * PASS_MARGIN): `think=900,exact,pastgame,margin=0` is the thinking as the time target found it.
 * `,slams` adds the slam judgement of think.ts (`judgeSlam`: a small slam weighed against the rules'
 * game where they sign off), as the robots at the tables think.
 * Options: `--boards N` (default 200), `--seed S` (default 2526; board b is dealt from seed + b, so two seeds
 * closer than the number of boards share most of their boards: a check on fresh boards needs a seed at
 * least `--boards` away), `--b-code DIR` (B bids with the
 * robots of another checkout, e.g. a git worktree of an older commit with its node_modules: two
 * versions of the rules at one table),
 * `--system sayc|2/1|sayc-rkcb|polish` (default sayc), `--cpu-clock` (the budgets count this
 * process's CPU time, so a busy machine does not cut the thinking short), `--out FILE` (each board
 * appended as a JSON line as soon as it is bid; boards already in the file for the same settings are
 * not bid again), `--report` (the figures over FILE's boards of these settings, then stop).
 * Printed: IMPs per board for A with the 95% CI (normal approximation over boards), boards won and
 * lost, the boards whose contracts differ, and per side the wall-clock time of every call and of the
 * calls that thought (p50 / p99 / max) with the load (with `--cpu-clock` the budgets are CPU time,
 * the times still wall-clock: on a loaded machine they say little; bench/robots-bidding.ts times calls).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import {
  boardDealer,
  boardVulnerability,
  isVulnerable,
  makeCall,
  seatAfter,
  sideOf,
  type Deal,
  type Seat,
} from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { type SYSTEMS, chooseCall, isSystemName, rulesFacing, uniformFrom, type ThinkOptions } from '@biritch/robots';
import { scoreCheckedContract, toImps } from '@biritch/scoring';
import { loadNativeSolver } from '@biritch/solver/native';
import { bidToEnd, clockFromFlags, cpuNow, finalContract, flag, hasFlag, numberFlag } from './robotsBench.js';

/** A side's bidding: the rules alone, or thinking within a budget. */
interface Setting {
  readonly text: string;
  readonly think: {
    readonly budgetMs: number;
    readonly layouts: number;
    readonly exact: boolean;
    readonly pastGame: boolean;
    readonly margin: number | undefined;
    readonly slams: boolean;
  } | null;
}

function parseSetting(text: string | undefined, which: string): Setting {
  if (text === undefined)
    throw new Error(`--${which} is rules or think=MS[,layouts=N][,exact][,pastgame][,slams][,margin=P]`);
  if (text === 'rules') return { text, think: null };
  const [head, ...rest] = text.split(',');
  const m = /^think=(\d+)$/.exec(head ?? '');
  if (!m) throw new Error(`--${which} ${text}: rules or think=MS[,layouts=N][,exact][,pastgame][,slams][,margin=P]`);
  let layouts = 16;
  let exact = false;
  let pastGame = false;
  let slams = false;
  let margin: number | undefined;
  for (const r of rest) {
    const l = /^layouts=(\d+)$/.exec(r);
    const g = /^margin=(\d+)$/.exec(r);
    if (l) layouts = Number(l[1]);
    else if (g) margin = Number(g[1]);
    else if (r === 'exact') exact = true;
    else if (r === 'pastgame') pastGame = true;
    else if (r === 'slams') slams = true;
    else throw new Error(`--${which} ${text}: unknown part ${r}`);
  }
  return { text, think: { budgetMs: Number(m[1]), layouts, exact, pastGame, slams, margin } };
}

const boards = numberFlag('boards', 200);
const seed = numberFlag('seed', 2526);
const systemName = flag('system') ?? 'sayc';
if (!isSystemName(systemName)) throw new Error(`no system '${systemName}'`);
/** A bidder: `chooseCall` and the system's rules, of this checkout or of another (`--b-code DIR`). */
interface Bidder {
  readonly chooseCall: typeof chooseCall;
  readonly rules: (typeof SYSTEMS)[typeof systemName];
}
// Both pairs play the system: each side's defence is to that system's own openings (system/facing.ts).
const here: Bidder = { chooseCall, rules: rulesFacing(systemName, systemName) };
// `--b-code DIR`: B bids with another checkout's robots (a git worktree of an older commit, with its
// node_modules), so that two versions of the rules meet at the same table.
const bCode = flag('b-code');
const there: Bidder = bCode
  ? await import(`${bCode.replace(/\/$/, '')}/packages/robots/src/index.ts`).then(
      (m: { chooseCall: typeof chooseCall; SYSTEMS: typeof SYSTEMS; rulesFacing?: typeof rulesFacing }) => ({
        chooseCall: m.chooseCall,
        // An older checkout may not know facing.ts: its rules are then the system's alone.
        rules: m.rulesFacing ? m.rulesFacing(systemName, systemName) : m.SYSTEMS[systemName],
      }),
    )
  : here;
const a = parseSetting(flag('a'), 'a');
const bParsed = parseSetting(flag('b'), 'b');
const b: Setting = bCode ? { ...bParsed, text: `${bParsed.text}@${bCode}` } : bParsed;
const bidderOf = (setting: Setting): Bidder => (setting === b ? there : here);
const clock = clockFromFlags();
const now = clock === 'cpu' ? cpuNow : () => performance.now();
const native = loadNativeSolver();
if (!native.ok) throw new Error(`this match scores with native DDS: ${native.error.message}`);
const solver = native.value;

/** One board as appended to `--out`. */
interface BoardLine {
  readonly board: number;
  readonly seed: number;
  readonly system: string;
  readonly a: string;
  readonly b: string;
  readonly clock: 'wall' | 'cpu';
  /** IMPs won by A. */
  readonly imps: number;
  /** The contract and score (North–South's) with A North–South, then with A East–West. */
  readonly aNs: string;
  readonly aEw: string;
  /** Every call's time in ms (0.1), and which of them thought, per side. */
  readonly aMs: readonly number[];
  readonly bMs: readonly number[];
  readonly aThought: readonly number[];
  readonly bThought: readonly number[];
  readonly load: number;
}

/** Bids one table: `ns` for North–South, `ew` for East–West; North–South's double-dummy score. */
function bidTable(
  board: number,
  deal: Deal,
  ns: Setting,
  ew: Setting,
  dd: Map<string, number>,
): { ns: number; text: string; ms: { ns: number[]; ew: number[] }; thought: { ns: number[]; ew: number[] } } {
  const dealer = boardDealer(board);
  const vulnerability = boardVulnerability(board);
  const ms = { ns: [] as number[], ew: [] as number[] };
  const thought = { ns: [] as number[], ew: [] as number[] };
  // Each seat its own random source, the same at both tables: only the setting differs.
  const next = Object.fromEntries(
    (['N', 'E', 'S', 'W'] as const).map((s, i) => [s, uniformFrom(seededRandom(seed * 7919 + board * 10 + i))]),
  ) as Record<Seat, (n: number) => number>;
  const auction = bidToEnd(dealer, (seat, calls) => {
    const side = sideOf(seat) === 'NS' ? 'ns' : 'ew';
    const setting = side === 'ns' ? ns : ew;
    const think: ThinkOptions | undefined = setting.think
      ? {
          solver,
          next: next[seat],
          now,
          budgetMs: setting.think.budgetMs,
          layouts: setting.think.layouts,
          exactTricks: setting.think.exact,
          pastGame: setting.think.pastGame,
          passMargin: setting.think.margin,
          slams: setting.think.slams,
        }
      : undefined;
    const t0 = performance.now();
    const bidder = bidderOf(setting);
    const r = bidder.chooseCall({ hand: deal[seat], auction: calls, dealer, vulnerability }, bidder.rules, think);
    const took = Math.round((performance.now() - t0) * 10) / 10;
    if (!r.ok) throw new Error(`board ${board}: ${r.error.message}`);
    if (r.value.rule.startsWith('think')) thought[side].push(ms[side].length);
    ms[side].push(took);
    return r.value.call;
  });
  const final = finalContract(dealer, auction);
  if (!final) return { ns: 0, text: 'passed', ms, thought };
  const { contract, declarer } = final;
  const key = `${declarer}${contract.strain}`;
  let tricks = dd.get(key);
  if (tricks === undefined) {
    const lead = { deal, trick: { leader: seatAfter(declarer), cards: [] } };
    tricks = 13 - solver.solve(lead, contract.strain).tricks;
    dd.set(key, tricks);
  }
  const score = scoreCheckedContract(contract, tricks, isVulnerable(vulnerability, declarer)).total;
  const nsScore = sideOf(declarer) === 'NS' ? score : -score;
  const x = ['', 'X', 'XX'][contract.doubled];
  const bid = { type: 'bid', level: contract.level, strain: contract.strain } as const;
  const text = `${makeCall(bid)}${x} ${declarer} ${tricks} [${auction.map(makeCall).join(' ')}]`;
  return { ns: nsScore, text, ms, thought };
}

const out = flag('out');
const sameMatch = (l: BoardLine): boolean =>
  l.seed === seed && l.system === systemName && l.a === a.text && l.b === b.text && l.clock === clock;
const done = new Map<number, BoardLine>();
if (out && existsSync(out)) {
  const lines = readFileSync(out, 'utf8').split('\n');
  for (const [i, text] of lines.entries()) {
    if (text.trim() === '') continue;
    try {
      const l = JSON.parse(text) as BoardLine;
      if (sameMatch(l) && !done.has(l.board)) done.set(l.board, l);
    } catch (e) {
      // A run killed while writing leaves at most its last line cut short: that board is bid again.
      if (i < lines.length - 2) throw e;
    }
  }
}
if (hasFlag('report') && !out) throw new Error('--report needs --out FILE');

const results: BoardLine[] = [];
const load0 = loadavg()[0]!;
if (hasFlag('report')) {
  results.push(...[...done.values()].sort((x, y) => x.board - y.board));
} else {
  console.log(
    `bidding match: A ${a.text} against B ${b.text}, ${systemName}, ${boards} boards from seed ${seed}, ` +
      `${clock} clock, solver ${solver.name}${done.size ? `; ${done.size} boards already in ${out}` : ''}`,
  );
  // One solve first: DDS's set-up is not thinking time.
  solver.solve({ deal: randomDeal(seededRandom(1)), trick: { leader: 'W', cards: [] } }, 'NT');
  for (let board = 1; board <= boards; board++) {
    const before = done.get(board);
    if (before) {
      results.push(before);
      continue;
    }
    const deal = randomDeal(seededRandom(seed + board));
    const dd = new Map<string, number>();
    const one = bidTable(board, deal, a, b, dd);
    const two = bidTable(board, deal, b, a, dd);
    // A scores North–South's points at the first table and East–West's at the second.
    const imps = toImps(one.ns - two.ns);
    const line: BoardLine = {
      board,
      seed,
      system: systemName,
      a: a.text,
      b: b.text,
      clock,
      imps,
      aNs: `${one.text} (${one.ns})`,
      aEw: `${two.text} (${two.ns})`,
      aMs: [...one.ms.ns, ...two.ms.ew],
      bMs: [...one.ms.ew, ...two.ms.ns],
      aThought: [...one.thought.ns, ...two.thought.ew.map((i) => i + one.ms.ns.length)],
      bThought: [...one.thought.ew, ...two.thought.ns.map((i) => i + one.ms.ew.length)],
      load: Math.round(loadavg()[0]! * 10) / 10,
    };
    if (imps !== 0) console.log(`board ${board}: ${imps > 0 ? '+' : ''}${imps} for A; ${line.aNs} / ${line.aEw}`);
    if (out) appendFileSync(out, `${JSON.stringify(line)}\n`);
    results.push(line);
  }
}

const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const times = (xs: readonly number[]): string =>
  xs.length === 0 ? 'none' : `p50 ${pct(xs, 50)} ms, p99 ${pct(xs, 99)} ms, max ${pct(xs, 100)} ms`;
const n = results.length;
if (n === 0) {
  console.log('no boards');
  process.exit(0);
}
const imps = results.map((l) => l.imps);
const mean = imps.reduce((x, y) => x + y, 0) / n;
const sd = Math.sqrt(imps.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, n - 1));
const half = (1.96 * sd) / Math.sqrt(n);
const differ = results.filter((l) => l.aNs.split(' [')[0] !== l.aEw.split(' [')[0]).length;
const sign = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;
const loads = results.map((l) => l.load);
console.log(
  `A ${a.text} against B ${b.text} (${systemName}, seed ${seed}, ${clock} clock): ${n} boards, ` +
    `${sign(mean)} IMPs per board for A, 95% CI [${sign(mean - half)}, ${sign(mean + half)}]; ` +
    `won ${imps.filter((x) => x > 0).length}, lost ${imps.filter((x) => x < 0).length}; ` +
    `${differ} boards with different contracts at the two tables`,
);
for (const [name, s, all, thought] of [
  ['A', a, results.flatMap((l) => l.aMs), results.flatMap((l) => l.aThought.map((i) => l.aMs[i]!))],
  ['B', b, results.flatMap((l) => l.bMs), results.flatMap((l) => l.bThought.map((i) => l.bMs[i]!))],
] as const) {
  console.log(
    `  ${name} (${s.text}), wall-clock times: every call (${all.length}) ${times(all)}; ` +
      `${thought.length} calls thought over: ${times(thought)}`,
  );
}
const running = hasFlag('report') ? '' : `, now ${loadavg()[0]!.toFixed(1)} (from ${load0.toFixed(1)})`;
console.log(`  load average ${pct(loads, 0)}–${pct(loads, 100)} on ${cpus().length} cores${running}`);
