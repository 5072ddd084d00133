/**
 * The robots in a bidding challenge: one partnership bids deals alone (the opponents pass
 * throughout, as in the magazines' uncontested bidding challenges) and each final contract is
 * charged with what it loses, in IMPs, against the side's best contract double-dummy.
 *
 *     node --import tsx bench/robots-challenge.ts [--deals 400] [--seed 27] [--min-hcp 24]
 *         [--systems sayc,sayc-rkcb] [--think expert [--no-slams] [--think-ms 200]] [--cpu-clock | --virtual-clock]
 *         [--worst 20] [--groups]
 *         [--tables FILE] [--save FILE] [--against FILE]
 *
 * Deals: random deals from `--seed` where North and South hold `--min-hcp` or more between them;
 * dealer North or South in turn, vulnerability none and both in turn. The best contract is the
 * highest-scoring one any strain and either declarer of the side makes double-dummy (native DDS,
 * the TypeScript solver with `--ts`); the final contract is scored with its own declarer's
 * double-dummy tricks. Reported per system: IMPs lost a deal with a 95% interval, the share of
 * deals where the side reached a best-scoring contract, the losses by kind (missed slam, failing
 * slam, missed game, failing game, other strain or level), and with `--worst N` the dearest deals;
 * `--groups` adds the losses by how the auction began; `--tables FILE` keeps the double-dummy tables
 * in a JSON file between runs (read when present, written when new deals were solved). `--think expert` lets the robots think where
 * no rule fits (bidding/think.ts) with that strength's budget, and weigh a small slam where the rules
 * sign off in game (`judgeSlam`), as the robots at the tables do; `--no-slams` leaves the slam judgement out;
 * `--think-ms MS` thinks that long a call instead of the strength's budget (what more time would be worth);
 * `--virtual-clock` counts the thinking's time from its searches instead of a clock, so that runs repeat
 * exactly (the way to compare two versions of the rules: with a real clock two runs of the same code
 * differ by about ±0.05 IMPs a deal over 2,400 deals).
 * Each deal has a random source of its own, so a change that moves one deal's thinking leaves the others alone.
 * `--save FILE` writes each system's deal-by-deal auctions and losses (JSON); `--against FILE` reads
 * such a file from another version of the rules and reports, per system, the paired difference in
 * IMPs a deal and the deals whose auction changed (better first, then worse) — the way to tell
 * whether a change of the rules helps on deals it was not made on.
 *
 * Double-dummy is a kind judge of thin slams and a harsh one of sound contracts that need a
 * guess, so the absolute figure is not a panel's score; the comparison between systems and
 * between versions of the rules, on the same deals, is what it is for.
 */
import {
  STRAINS,
  makeCall,
  makeDeal,
  type Call,
  type Contract,
  type Deal,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@biritch/core';
import { hcp, randomDeal, seededRandom } from '@biritch/dealer';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { STRENGTHS, SYSTEMS, chooseCall, isRobotStrength, isSystemName, uniformFrom } from '@biritch/robots';
import type { SystemName } from '@biritch/robots';
import { scoreCheckedContract, toImps } from '@biritch/scoring';
import type { DDTable, SolverBackend } from '@biritch/solver';
import { bidToEnd, cpuNow, finalContract, flag, hasFlag, numberFlag, solverFromFlags } from './robotsBench.js';

const deals = numberFlag('deals', 400);
const seed = numberFlag('seed', 27);
const minHcp = numberFlag('min-hcp', 24);
const worst = numberFlag('worst', 0);
const systems = (flag('systems') ?? 'sayc,sayc-rkcb').split(',');
for (const s of systems) {
  if (!isSystemName(s)) {
    console.error(`unknown system ${s}; one of ${Object.keys(SYSTEMS).join(', ')}`);
    process.exit(2);
  }
}
const thinkStrength = flag('think');
const thinkMs = numberFlag('think-ms', 0);
// `--no-slams`: think where no rule fits, but never weigh a slam against the rules' game (think.ts `judgeSlam`).
const noSlams = hasFlag('no-slams');
if (thinkStrength !== undefined && !isRobotStrength(thinkStrength)) {
  console.error(`--think takes a strength: beginner, club or expert`);
  process.exit(2);
}
const solver = solverFromFlags();
const now = hasFlag('cpu-clock') ? cpuNow : () => performance.now();
// `--virtual-clock`: the thinking's time is counted, not measured — each search by its DDS nodes
// (0.25 ms and 0.54 ms a thousand nodes, fitted on 1,200 searches on this machine), each look at the
// clock 0.02 ms and each random draw 0.5 µs — so that two runs of the same code bid alike and a change
// of the rules is measured without the noise of the thinking's timing.
const virtualClock = hasFlag('virtual-clock');
let virtualMs = 0;
const thinkNow = virtualClock ? () => (virtualMs += 0.02) : now;
const thinkSolver: SolverBackend = virtualClock
  ? {
      ...solver,
      solve(position, strain, options) {
        const r = solver.solve(position, strain, options);
        virtualMs += 0.25 + (r.nodes ?? 0) * 0.00054;
        return r;
      },
    }
  : solver;
const counted = (next: (n: number) => number) =>
  virtualClock
    ? (n: number) => {
        virtualMs += 0.0005;
        return next(n);
      }
    : next;

/** The side's score for a contract declared by `declarer` with its double-dummy tricks. */
const scoreOf = (contract: Contract, declarer: Seat, table: DDTable, vul: boolean): number =>
  scoreCheckedContract(contract, table[declarer][contract.strain], vul).total;

/** The side's best contract double-dummy: the highest score over strains, levels and both declarers. */
function bestOf(table: DDTable, vul: boolean): { score: number; contracts: string[] } {
  let score = -Infinity;
  let contracts: string[] = [];
  for (const strain of STRAINS) {
    for (const declarer of ['N', 'S'] as const) {
      for (let level = 1; level <= 7; level++) {
        const contract: Contract = { level: level as Contract['level'], strain, doubled: 0 };
        const s = scoreOf(contract, declarer, table, vul);
        const name = `${level}${strain}`;
        if (s > score) {
          score = s;
          contracts = [name];
        } else if (s === score && !contracts.includes(name)) contracts.push(name);
      }
    }
  }
  return { score, contracts };
}

const isGame = (level: number, strain: Strain): boolean =>
  level >= 6 || (strain === 'NT' ? level >= 3 : strain === 'H' || strain === 'S' ? level >= 4 : level >= 5);

/** What kind of loss: by the level of the best contract against the one reached. */
function kindOf(bestLevel: number, bestGame: boolean, final: Contract | null, made: boolean): string {
  if (!final) return 'passed out';
  if (bestLevel >= 6 && final.level < 6) return bestLevel === 7 ? 'missed grand slam' : 'missed slam';
  if (final.level >= 6 && !made) return 'failing slam';
  if (final.level === 7 && bestLevel === 6) return 'grand slam for a small one';
  const game = isGame(final.level, final.strain);
  if (bestGame && !game) return 'missed game';
  if (game && !made) return 'failing game';
  if (!made) return 'failing part score';
  return 'other strain or level';
}

interface Board {
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vul: boolean;
  readonly table: DDTable;
  readonly best: { score: number; contracts: string[] };
}

// The boards, the same for every system; their double-dummy tables kept in `--tables` when given.
const tablesFile = flag('tables');
const known: Record<string, DDTable> =
  tablesFile && existsSync(tablesFile) ? (JSON.parse(readFileSync(tablesFile, 'utf8')) as Record<string, DDTable>) : {};
let solvedNew = 0;
const rng = seededRandom(seed);
const boards: Board[] = [];
while (boards.length < deals) {
  const deal = randomDeal(rng);
  if (hcp(deal.N) + hcp(deal.S) < minHcp) continue;
  const i = boards.length;
  const dealer: Seat = i % 2 === 0 ? 'N' : 'S';
  const vul = Math.floor(i / 2) % 2 === 1;
  const key = makeDeal(deal);
  let table = known[key];
  if (!table) {
    table = solver.table(deal);
    known[key] = table;
    solvedNew++;
  }
  boards.push({ deal, dealer, vul, table, best: bestOf(table, vul) });
}

if (tablesFile && solvedNew > 0) writeFileSync(tablesFile, JSON.stringify(known));

const byBest = (b: Board): string => {
  const top = b.best.contracts[0]!;
  const level = Number(top[0]);
  return level === 7
    ? 'grand slam'
    : level === 6
      ? 'small slam'
      : isGame(level, top.slice(1) as Strain)
        ? 'game'
        : 'part score';
};

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const interval = (xs: readonly number[]): number => {
  const m = mean(xs);
  const v = xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1);
  return 1.96 * Math.sqrt(v / Math.max(1, xs.length));
};

/** The side's first two calls of each, for grouping (pass-free: the opponents pass throughout). */
function groupOf(auction: readonly Call[], dealer: Seat): string {
  const ours = auction.filter((_, i) => (dealer === 'N' || dealer === 'S' ? i % 2 === 0 : i % 2 === 1));
  const open = ours.findIndex((c) => c.type !== 'pass');
  return open < 0
    ? 'passed out'
    : ours
        .slice(open, open + 2)
        .map(makeCall)
        .join(' ');
}

const losses = new Map<string, number[]>();
/** Each system's deals as saved by `--save`: the auction and the IMPs it lost. */
type SavedDeals = Record<string, { auction: string; loss: number; line: string }[]>;
const saved: SavedDeals = {};
const againstFile = flag('against');
const against: SavedDeals | null = againstFile ? (JSON.parse(readFileSync(againstFile, 'utf8')) as SavedDeals) : null;
const started = Date.now();
for (const system of systems as SystemName[]) {
  const rules = SYSTEMS[system];
  const lost: number[] = [];
  const kinds = new Map<string, number[]>();
  const bests = new Map<string, number[]>();
  const groups = new Map<string, number[]>();
  const dear: { loss: number; line: string }[] = [];
  const mine: SavedDeals[string] = [];
  let top = 0;
  for (const [i, b] of boards.entries()) {
    // A random source of its own per deal: a change that moves one deal's thinking leaves the others' alone.
    const next = uniformFrom(seededRandom((seed + 1) * 100_003 + i));
    const vulnerability: Vulnerability = b.vul ? 'both' : 'none';
    const level = thinkStrength ? STRENGTHS[thinkStrength as keyof typeof STRENGTHS] : null;
    const think =
      level && level.thinkBudgetMs > 0
        ? {
            solver: thinkSolver,
            next: counted(next),
            now: thinkNow,
            budgetMs: thinkMs || level.thinkBudgetMs,
            slams: !noSlams,
          }
        : undefined;
    const auction = bidToEnd(b.dealer, (seat, calls) => {
      if (seat === 'E' || seat === 'W') return { type: 'pass' };
      const r = chooseCall({ hand: b.deal[seat], auction: calls, dealer: b.dealer, vulnerability }, rules, think);
      return r.ok ? r.value.call : null;
    });
    const final = finalContract(b.dealer, auction);
    const score = final ? scoreOf(final.contract, final.declarer, b.table, b.vul) : 0;
    const loss = toImps(b.best.score - score);
    lost.push(loss);
    if (loss === 0) top++;
    const bestLevel = Number(b.best.contracts[0]![0]);
    const bestGame = b.best.contracts.some((c) => isGame(Number(c[0]), c.slice(1) as Strain));
    const made = final ? b.table[final.declarer][final.contract.strain] >= final.contract.level + 6 : true;
    const kind = loss === 0 ? 'best' : kindOf(bestLevel, bestGame, final?.contract ?? null, made);
    kinds.set(kind, [...(kinds.get(kind) ?? []), loss]);
    bests.set(byBest(b), [...(bests.get(byBest(b)) ?? []), loss]);
    const g = groupOf(auction, b.dealer);
    groups.set(g, [...(groups.get(g) ?? []), loss]);
    const reached = final ? `${final.contract.level}${final.contract.strain}${final.declarer}` : 'passed out';
    const dd = STRAINS.map((s) => `${s} ${b.table.N[s]}/${b.table.S[s]}`).join(' ');
    const line = `${makeDeal(b.deal)} dealer ${b.dealer}${b.vul ? ' vul' : ''} HCP ${hcp(b.deal.N)}+${hcp(b.deal.S)}: ${auction.map(makeCall).join(' ')} → ${reached} (${kind}, −${loss}); best ${b.best.contracts.join('/')}; DD N/S ${dd}`;
    if (loss > 0) dear.push({ loss, line });
    mine.push({ auction: auction.map(makeCall).join(' '), loss, line });
  }
  losses.set(system, lost);
  console.log(
    `${system}${thinkStrength ? ` (thinking: ${thinkStrength})` : ''}: ${boards.length} deals from seed ${seed} with ${minHcp}+ HCP, ` +
      `IMPs lost a deal ${mean(lost).toFixed(2)} ± ${interval(lost).toFixed(2)}; best contract reached ${top}/${boards.length} = ${((100 * top) / boards.length).toFixed(1)}%`,
  );
  const show = (title: string, m: Map<string, number[]>, limit = 20): void => {
    console.log(`  ${title}:`);
    const rows = [...m.entries()].sort((a, b) => b[1].reduce((x, y) => x + y, 0) - a[1].reduce((x, y) => x + y, 0));
    for (const [k, xs] of rows.slice(0, limit)) {
      const sum = xs.reduce((x, y) => x + y, 0);
      console.log(
        `    ${k.padEnd(30)} ${String(xs.length).padStart(4)} deals, ${String(sum).padStart(5)} IMPs (${(sum / boards.length).toFixed(2)} a deal)`,
      );
    }
  };
  show('by kind of loss', kinds);
  show('by the best contract', bests);
  if (hasFlag('groups')) show('by how the auction began', groups, 25);
  if (worst > 0) {
    console.log(`  dearest ${worst}:`);
    for (const d of dear.sort((a, b) => b.loss - a.loss).slice(0, worst)) console.log(`    ${d.line}`);
  }
  saved[system] = mine;
  const before = against?.[system];
  if (before && before.length === mine.length) {
    const diff = mine.map((d, i) => d.loss - before[i]!.loss);
    const changed = mine
      .map((d, i) => ({ d, was: before[i]! }))
      .filter(({ d, was }) => d.auction !== was.auction)
      .sort((x, y) => x.d.loss - x.was.loss - (y.d.loss - y.was.loss));
    console.log(
      `  against ${againstFile}: ${mean(diff).toFixed(2)} ± ${interval(diff).toFixed(2)} IMPs a deal (paired; negative is better); ` +
        `${changed.length} auctions changed, ${changed.filter((c) => c.d.loss < c.was.loss).length} better, ` +
        `${changed.filter((c) => c.d.loss > c.was.loss).length} worse`,
    );
    for (const { d, was } of changed)
      if (d.loss !== was.loss)
        console.log(`    ${d.loss - was.loss > 0 ? '+' : ''}${d.loss - was.loss}: was ${was.auction}; ${d.line}`);
  }
}
const saveFile = flag('save');
if (saveFile) writeFileSync(saveFile, JSON.stringify(saved));
if (systems.length > 1) {
  const [a, ...rest] = systems;
  for (const s of rest) {
    const diff = losses.get(s)!.map((x, i) => x - losses.get(a!)![i]!);
    console.log(`${s} − ${a}: ${mean(diff).toFixed(2)} ± ${interval(diff).toFixed(2)} IMPs a deal (paired)`);
  }
}
console.log(`wall time ${Math.round((Date.now() - started) / 1000)} s`);
