/**
 * Search size, TypeScript engine against native DDS: for each deal of a DDS list file and each
 * strain and leader, one `solve` (leader's best score only, fresh transposition tables on both
 * sides), DDS's node count and ours, and their ratio. Needs Debian's libdds0.
 *
 *   node --import tsx bench/solver-nodes.ts --limit 10 [--file list100.txt] [--verbose]
 */
import { readFileSync } from 'node:fs';
import { SEATS, STRAINS } from '@biritch/core';
import { createTsSolver, parseDdsList } from '@biritch/solver';
import { loadNativeSolver } from '@biritch/solver/native';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = opt('--file') ?? 'list100.txt';
const limit = Number(opt('--limit') ?? 10);
const from = Number(opt('--from') ?? 1);
const verbose = args.includes('--verbose');
const parsed = parseDdsList(readFileSync(new URL(`../../shared/data/dds/${file}`, import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
const dds = loadNativeSolver();
if (!dds.ok) throw new Error(dds.error.message);
let sumD = 0;
let sumT = 0;
let msD = 0;
let msT = 0;
let wrong = 0;
for (const [i, e] of parsed.value.slice(from - 1, from - 1 + limit).entries()) {
  let dN = 0;
  let tN = 0;
  for (const strain of STRAINS) {
    for (const leader of SEATS) {
      const pos = { deal: e.deal, trick: { leader, cards: [] } };
      let t0 = performance.now();
      const d = dds.value.solve(pos, strain);
      msD += performance.now() - t0;
      const ts = createTsSolver({ ttBits: 20 });
      t0 = performance.now();
      const t = ts.solve(pos, strain);
      msT += performance.now() - t0;
      if (d.tricks !== t.tricks) wrong++;
      dN += d.nodes ?? 0;
      tN += t.nodes ?? 0;
      if (verbose) console.log(`  ${strain} ${leader}: dds ${d.nodes} ts ${t.nodes} (${((t.nodes ?? 0) / (d.nodes ?? 1)).toFixed(1)}×)`);
    }
  }
  console.log(`deal ${from + i}: dds ${dN} nodes, ts ${tN} nodes, ratio ${(tN / dN).toFixed(1)}`);
  sumD += dN;
  sumT += tN;
}
console.log(`all: dds ${sumD} nodes (${msD.toFixed(0)} ms), ts ${sumT} nodes (${msT.toFixed(0)} ms), node ratio ${(sumT / sumD).toFixed(2)}, time ratio ${(msT / msD).toFixed(1)}, ${wrong} wrong`);
