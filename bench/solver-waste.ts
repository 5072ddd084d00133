/**
 * Where the search's nodes go: the proof tree against the moves that failed before a move that
 * cut off. A zero-window test visits, at each node where some move succeeds, the moves tried before
 * it (they failed) and the one that cut off; where every move fails, all of them. The nodes of the
 * proof (every move of the all-fail nodes, only the cutting move of the others) are the search a
 * perfect move order would still need, give or take the table entries the failed moves left
 * behind; the rest is "waste", charged to the node whose earlier moves failed, by tricks left, place
 * in the trick and whether the side to play there is the side on lead at the root.
 *
 *   node --import tsx bench/solver-waste.ts --tables --from 1 --limit 10
 *   node --import tsx bench/solver-waste.ts --file thomas1.txt --deal 1 --strain NT --leader N --target 8
 *
 * `--target` counts North-South's tricks (a test "can North-South take at least T?"). The engine is
 * not changed: its recursive search is wrapped on one instance. Session 9 measured with it: list100
 * deals 1–10 tables, 62 % of the nodes are waste, 45 % of all at nodes with 11 or more tricks left
 * (the root leader's choice of lead most); thomas1's no-trump test with North on lead (8 tricks for
 * North-South) the same 62 %, nearly all at nodes where North-South are on lead with 8 to 11 tricks
 * left. Much of it is not really lost: trying the failed leads with small budgets first ("iterative
 * widening") made both searches larger (list100 +3 to +28 % trick nodes, thomas1 +67 %), since
 * the successful move's search lives off the entries the failed ones stored.
 */
import { readFileSync } from 'node:fs';
import { testDataPath } from '@biritch/testing';
import { SEATS, STRAINS, type Strain } from '@biritch/core';
import { createTsSolver, parseDdsList } from '@biritch/solver';
import { DdEngine } from '../packages/solver/src/engine.js';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = opt('--file') ?? 'list100.txt';
const parsed = parseDdsList(readFileSync(testDataPath('dds', file), 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);

const MAX_DEPTH = 64;
// Per category: tricks left (0..13) × place in the trick (0..3) × root side (1) or not (0).
const CATS = 14 * 8;
const cat = (left: number, pos: number, rootSide: boolean): number => left * 8 + pos * 2 + (rootSide ? 1 : 0);
const vec = new Float64Array(MAX_DEPTH * CATS);
const failed = new Float64Array(MAX_DEPTH);
const myCat = new Int32Array(MAX_DEPTH);
const isMax = new Uint8Array(MAX_DEPTH);
const total = new Float64Array(CATS);
let allNodes = 0;

/** Wraps `engine`'s search: each call's waste vector is folded into its parent's as the parent's loop would. */
function instrument(engine: DdEngine): void {
  type Search = (depth: number, seat: number, pos: number, target: number) => boolean;
  const inner = (DdEngine.prototype as unknown as { search: Search }).search;
  const e = engine as unknown as { search: Search; count: Int32Array; rootSeat: number; nodes: number };
  let rootSide = 0;
  e.search = function (this: DdEngine, depth: number, seat: number, pos: number, target: number): boolean {
    if (depth === 0) rootSide = seat & 1;
    const base = depth * CATS;
    vec.fill(0, base, base + CATS);
    failed[depth] = 0;
    myCat[depth] = cat(e.count[seat]!, pos, (seat & 1) === rootSide);
    isMax[depth] = (seat & 1) === 0 ? 1 : 0;
    const before = e.nodes;
    const r = inner.call(this, depth, seat, pos, target);
    const nodes = e.nodes - before;
    if (depth === 0) {
      for (let q = 0; q < CATS; q++) total[q]! += vec[q]!;
      allNodes += nodes;
      return r;
    }
    const p = depth - 1;
    const pb = p * CATS;
    if (r === (isMax[p] === 1)) {
      // The parent cuts off here: its proof is this child's, plus the moves that failed before.
      for (let q = 0; q < CATS; q++) vec[pb + q] = vec[base + q]!;
      vec[pb + myCat[p]!]! += failed[p]!;
    } else {
      for (let q = 0; q < CATS; q++) vec[pb + q]! += vec[base + q]!;
      failed[p]! += nodes;
    }
    return r;
  };
}

if (args.includes('--tables')) {
  const from = Number(opt('--from') ?? 1);
  const limit = Number(opt('--limit') ?? 10);
  const setBudget = DdEngine.prototype.setBudget;
  let wrapped: DdEngine | undefined;
  DdEngine.prototype.setBudget = function (this: DdEngine, b) {
    if (wrapped !== this) instrument(this);
    wrapped = this;
    setBudget.call(this, b);
  };
  const ts = createTsSolver();
  for (const e of parsed.value.slice(from - 1, from - 1 + limit)) ts.table(e.deal);
  console.log(`${file} deals ${from}-${from + limit - 1}, full tables:`);
} else {
  const entry = parsed.value[Number(opt('--deal') ?? 1) - 1];
  if (!entry) throw new Error('no such deal');
  const strain = STRAINS.indexOf((opt('--strain') ?? 'NT') as Strain);
  const leader = SEATS.indexOf((opt('--leader') ?? 'N') as (typeof SEATS)[number]);
  const target = Number(opt('--target') ?? 7);
  if (strain < 0 || leader < 0) throw new Error('--strain C|D|H|S|NT, --leader N|E|S|W');
  const engine = new DdEngine();
  engine.setBudget(undefined);
  instrument(engine);
  engine.setupInPlace(
    SEATS.flatMap((s) => [...entry.deal[s]]),
    strain,
    leader,
    [],
  );
  const ok = engine.testNs(target);
  console.log(
    `${file} deal ${opt('--deal') ?? 1}, ${STRAINS[strain]}, ${SEATS[leader]} on lead, North-South take ${target}: ${ok}`,
  );
}
const waste = total.reduce((a, b) => a + b, 0);
console.log(
  `${allNodes} nodes, of which waste ${waste} (${((100 * waste) / allNodes).toFixed(1)} %); the proof ${allNodes - waste}`,
);
console.log(
  'waste in thousands of nodes, by tricks left; "lead" = the side on lead at the root, "other" = the other side; 0-3 = place in the trick',
);
for (let left = 13; left >= 2; left--) {
  const cells: string[] = [];
  let row = 0;
  for (let pos = 0; pos < 4; pos++)
    for (const side of [true, false]) {
      const v = total[cat(left, pos, side)]!;
      row += v;
      cells.push(`${side ? 'lead' : 'other'}${pos} ${(v / 1000).toFixed(0).padStart(6)}`);
    }
  if (row > 0)
    console.log(
      `${String(left).padStart(2)} left: ${cells.join('  ')}  (${((100 * row) / allNodes).toFixed(1)} % of all)`,
    );
}
