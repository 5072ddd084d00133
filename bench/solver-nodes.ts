/**
 * Search size, TypeScript engine against native DDS: for each deal of a DDS list file and each
 * strain and leader, one `solve` (leader's best score only; like DDS, which keeps its transposition
 * table while the deal and trump stay the same, we use one solver per deal), DDS's node count and
 * ours, and their ratio. DDS counts
 * the positions reached after each completed trick; so does `trickNodes`. Needs Debian's libdds0.
 *
 *   node --import tsx bench/solver-nodes.ts --limit 10 [--from 1] [--file list100.txt] [--verbose]
 *   node --import tsx bench/solver-nodes.ts --tables --limit 20 [--from 1] [--tt-bits 15] [--verbose]
 *
 * `--tables` counts our search for full tables (what the speed target is about) and needs no
 * DDS, whose CalcDDtable reports no node count: the count is deterministic, so it is the figure
 * to compare when tuning move ordering or pruning (list100 in blocks of 20, summed, was how the
 * weights in engine.ts were chosen).
 */
import { readFileSync } from 'node:fs';
import { testDataPath } from '@biritch/testing';
import { SEATS, STRAINS } from '@biritch/core';
import { createTsSolver, parseDdsList } from '@biritch/solver';
import { loadNativeSolver } from '@biritch/solver/native';
import { DdEngine } from '../packages/solver/src/engine.js';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = opt('--file') ?? 'list100.txt';
const limit = Number(opt('--limit') ?? 10);
const from = Number(opt('--from') ?? 1);
const verbose = args.includes('--verbose');
const parsed = parseDdsList(readFileSync(testDataPath('dds', file), 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
if (args.includes('--tables')) {
  // The backend keeps its engine private: note the instance when it sets its budget.
  let engine: DdEngine | undefined;
  const setBudget = DdEngine.prototype.setBudget;
  DdEngine.prototype.setBudget = function (this: DdEngine, b) {
    engine = this;
    setBudget.call(this, b);
  };
  // --tt-bits: a smaller table (it grows to one more bit) to measure what happens when it fills.
  const ttBits = opt('--tt-bits');
  const ts = createTsSolver(ttBits ? { ttBits: Number(ttBits) } : {});
  let nodes = 0;
  let trickNodes = 0;
  const t0 = performance.now();
  for (const [i, e] of parsed.value.slice(from - 1, from - 1 + limit).entries()) {
    ts.table(e.deal);
    nodes += engine!.nodes;
    trickNodes += engine!.trickNodes;
    if (verbose) console.log(`deal ${from + i}: ${engine!.trickNodes}`);
  }
  console.log(
    `tables of deals ${from}-${from + limit - 1}: ${trickNodes} trick nodes, ${nodes} nodes in all, ${(performance.now() - t0).toFixed(0)} ms`,
  );
  process.exit(0);
}
const dds = loadNativeSolver();
if (!dds.ok) throw new Error(dds.error.message);
let sumD = 0;
let sumT = 0;
let msD = 0;
let msT = 0;
let wrong = 0;
let allN = 0;
for (const [i, e] of parsed.value.slice(from - 1, from - 1 + limit).entries()) {
  let dN = 0;
  let tN = 0;
  const ts = createTsSolver({ ttBits: 20 });
  for (const strain of STRAINS) {
    for (const leader of SEATS) {
      const pos = { deal: e.deal, trick: { leader, cards: [] } };
      let t0 = performance.now();
      const d = dds.value.solve(pos, strain);
      msD += performance.now() - t0;
      t0 = performance.now();
      const t = ts.solve(pos, strain);
      msT += performance.now() - t0;
      if (d.tricks !== t.tricks) wrong++;
      dN += d.trickNodes ?? 0;
      tN += t.trickNodes ?? 0;
      allN += t.nodes ?? 0;
      if (verbose)
        console.log(
          `  ${strain} ${leader}: dds ${d.trickNodes} ts ${t.trickNodes} (${((t.trickNodes ?? 0) / (d.trickNodes ?? 1)).toFixed(1)}×)`,
        );
    }
  }
  console.log(`deal ${from + i}: trick nodes dds ${dN}, ts ${tN}, ratio ${(tN / dN).toFixed(1)}`);
  sumD += dN;
  sumT += tN;
}
console.log(
  `all: trick nodes dds ${sumD} (${msD.toFixed(0)} ms), ts ${sumT} (${msT.toFixed(0)} ms; ${allN} nodes in all, ${(((allN / msT) * 1000) / 1e6).toFixed(2)}M/s), trick-node ratio ${(sumT / sumD).toFixed(2)}, time ratio ${(msT / msD).toFixed(1)}, ${wrong} wrong`,
);
