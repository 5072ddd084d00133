/**
 * Where the bidding rules run out: random deals whose partnership (North–South, East–West passing)
 * holds a given range of HCP are bid to the end by the rules alone, and every call no rule made
 * (`default-pass`) in an auction that ended below the target (game, or slam with `--slam`) is listed
 * by the auction before it, most frequent first, with one example (the hand that passed, then its partner's). Such a pass is a gap in the
 * system, or at least a pass no rule explains; session 27 found 1♣ passed with 20 HCP this way.
 *
 *     node --import tsx bench/robots-rule-gaps.ts --lo 25 --hi 31 --deals 3000
 *     node --import tsx bench/robots-rule-gaps.ts --lo 32 --hi 40 --slam --system polish
 *
 * Options: `--lo`/`--hi` (the partnership's HCP, default 25–31), `--slam` (an auction ending below
 * slam counts, default below game), `--four` (East–West bid too, by the same system: contested auctions;
 * North–South's passes are listed), `--deals N` (default 3000), `--seed S` (default 778),
 * `--system NAME` (default sayc), `--top N` (default 40), `--passes` (every pass North–South made by
 * a rule is listed too, by its rule and auction: a pass rule that stops short of game shows up as a
 * gap does). No solver: seconds, not minutes.
 *
 * `--cost` weighs each gap by what it cost: every deal is solved (native DDS), the final contract is
 * scored double-dummy, and North–South's shortfall from par (dealer par, in IMPs, never negative) is
 * charged to every such pass in its auction. The list is then sorted by IMPs lost, not by count: a
 * pass that stops in the right part-score costs nothing; one that misses game shows at the top.
 *
 *     node --import tsx bench/robots-rule-gaps.ts --four --lo 20 --hi 30 --cost
 */
import { makeCall, makeHand, sideOf, type Call, type Deal } from '@biritch/core';
import { hcp, randomDeal, seededRandom } from '@biritch/dealer';
import { chooseCall, isSystemName, rulesFacing } from '@biritch/robots';
import { scoreCheckedContract, toImps } from '@biritch/scoring';
import { dealerPar, type SolverBackend as Solver } from '@biritch/solver';
import { loadNativeSolver } from '@biritch/solver/native';
import { finalContract, flag, hasFlag, numberFlag } from './robotsBench.js';

const lo = numberFlag('lo', 25);
const hi = numberFlag('hi', 31);
const slam = hasFlag('slam');
// East–West bid too (by the same system): the gaps of contested auctions.
const four = hasFlag('four');
// `--passes`: every pass a rule made is listed too, grouped by the rule and the auction before it, so
// that a pass rule that stops short (a hand with game values passing) shows up beside the gaps.
const passes = hasFlag('passes');
const wanted = numberFlag('deals', 3000);
const system = flag('system') ?? 'sayc';
if (!isSystemName(system)) throw new Error(`--system: no system ${system}`);
const rules = rulesFacing(system, system);
const random = seededRandom(numberFlag('seed', 778));
let solver: Solver | null = null;
if (hasFlag('cost')) {
  const native = loadNativeSolver();
  if (!native.ok) throw new Error(`--cost solves with native DDS: ${native.error.message}`);
  solver = native.value;
}

/** North–South's double-dummy shortfall from par in IMPs (0 when they reached par or better). */
function shortfall(deal: Deal, auction: readonly Call[], dd: Solver): number {
  const table = dd.table(deal);
  const par = dealerPar(table, 'N', 'none').score;
  const final = finalContract('N', auction);
  let ns = 0;
  if (final) {
    const { contract, declarer } = final;
    const score = scoreCheckedContract(contract, table[declarer][contract.strain], false).total;
    ns = sideOf(declarer) === 'NS' ? score : -score;
  }
  return Math.max(0, toImps(par - ns));
}

/** Whether the auction reached the target: slam, or game (3NT, 4♥/4♠, 5♣/5♦). */
function reached(auction: readonly Call[]): boolean {
  return auction.some((c) => {
    if (c.type !== 'bid') return false;
    if (slam) return c.level >= 6;
    return (
      c.level >= 5 || (c.level >= 4 && c.strain !== 'C' && c.strain !== 'D') || (c.level >= 3 && c.strain === 'NT')
    );
  });
}

const gaps = new Map<string, { count: number; imps: number; example: string }>();
let deals = 0;
let tries = 0;
while (deals < wanted && tries < wanted * 200) {
  tries++;
  const d = randomDeal(random);
  const total = hcp(d.N) + hcp(d.S);
  if (total < lo || total > hi) continue;
  deals++;
  const auction: Call[] = [];
  const made: string[] = [];
  while (auction.length < 40 && !(auction.length >= 4 && auction.slice(-3).every((c) => c.type === 'pass'))) {
    if (auction.length % 2 === 1 && !four) {
      auction.push({ type: 'pass' });
      made.push('');
      continue;
    }
    const hand = [d.N, d.E, d.S, d.W][auction.length % 4]!;
    const r = chooseCall({ hand, auction, dealer: 'N', vulnerability: 'none' }, rules);
    if (!r.ok) throw new Error(`deal ${deals}: ${r.error.code}`);
    auction.push(r.value.call);
    made.push(r.value.rule);
  }
  if (reached(auction)) continue;
  const listed = (rule: string, i: number): boolean =>
    i % 2 === 0 && (rule === 'default-pass' || (passes && auction[i]!.type === 'pass'));
  const lost = solver && made.some(listed) ? shortfall(d, auction, solver) : 0;
  made.forEach((rule, i) => {
    // North–South's passes only: East–West's hands are whatever is left.
    if (!listed(rule, i)) return;
    const before = `${passes ? `${rule}: ` : ''}${auction.slice(0, i).map(makeCall).join(' ')}`;
    const gap = gaps.get(before) ?? { count: 0, imps: 0, example: '' };
    gap.count++;
    gap.imps += lost;
    if (gap.example === '') {
      const [hand, partner] = i % 4 === 0 ? [d.N, d.S] : [d.S, d.N];
      gap.example =
        `${makeHand(hand)} (${hcp(hand)} HCP) opposite ${makeHand(partner)} (${hcp(partner)}): ` +
        auction.map(makeCall).join(' ');
    }
    gaps.set(before, gap);
  });
}
const all = [...gaps.values()].reduce((n, g) => n + g.count, 0);
const allImps = [...gaps.values()].reduce((n, g) => n + g.imps, 0);
console.log(
  `${system}: ${deals} deals with ${lo}–${hi} HCP between North and South; ${all} passes no rule made in auctions ` +
    `that stopped below ${slam ? 'slam' : 'game'}, after ${gaps.size} different auctions` +
    `${solver ? `; ${allImps} IMPs short of par charged to them (IMPs, count, auction)` : ''}:`,
);
const order = solver
  ? (x: { count: number; imps: number }, y: { count: number; imps: number }) => y.imps - x.imps || y.count - x.count
  : (x: { count: number }, y: { count: number }) => y.count - x.count;
for (const [before, g] of [...gaps].sort((a, b) => order(a[1], b[1])).slice(0, numberFlag('top', 40))) {
  const imps = solver ? `${String(g.imps).padStart(5)} ` : '';
  console.log(`${imps}${String(g.count).padStart(4)}  after ${before === '' ? '(nothing)' : before}  —  ${g.example}`);
}
