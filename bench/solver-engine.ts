/**
 * The TypeScript double-dummy engine alone: full 5 × 4 tables over a DDS list file, checked
 * against the file's TABLE lines, with per-deal median / mean / p90 / worst and peak memory.
 *
 *   node --import tsx bench/solver-engine.ts                    # all of list100.txt
 *   node --import tsx bench/solver-engine.ts --file largest.txt --limit 5
 *   node --import tsx bench/solver-engine.ts --file thomas1.txt
 *   node --import tsx bench/solver-engine.ts --limit 30 --tt-bits 22  # a bigger transposition table
 *
 * One thread. When Debian's libdds0 is installed, native DDS solves the same tables in the same
 * run, deal by deal after ours, and the ratio of the means is printed (`--no-dds` leaves it out);
 * `npm run bench:solver` is the fuller comparison.
 */
import { readFileSync } from 'node:fs';
import { testDataPath } from '@biritch/testing';
import { SEATS, STRAINS } from '@biritch/core';
import { createTsSolver, parseDdsList } from '@biritch/solver';
import { loadNativeSolver } from '@biritch/solver/native';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = opt('--file') ?? 'list100.txt';
const limit = Number(opt('--limit') ?? Infinity);
const quiet = args.includes('--quiet');
const ttBits = opt('--tt-bits');
const native = args.includes('--no-dds') ? undefined : loadNativeSolver();
const dds = native?.ok ? native.value : undefined;
const ddsTimes: number[] = [];

const parsed = parseDdsList(readFileSync(testDataPath('dds', file), 'utf8'));
if (!parsed.ok) {
  console.error(parsed.error.message);
  process.exit(1);
}
const entries = parsed.value.slice(0, limit);
const solver = createTsSolver(ttBits ? { ttBits: Number(ttBits) } : {});
const times: number[] = [];
let wrong = 0;
const start = performance.now();
for (const [i, e] of entries.entries()) {
  const t0 = performance.now();
  const table = solver.table(e.deal);
  const ms = performance.now() - t0;
  times.push(ms);
  if (dds) {
    const d0 = performance.now();
    dds.table(e.deal);
    ddsTimes.push(performance.now() - d0);
  }
  const bad = SEATS.flatMap((seat) =>
    STRAINS.filter((s) => table[seat][s] !== e.table[seat][s]).map(
      (s) => `${seat} ${s}: ${table[seat][s]} not ${e.table[seat][s]}`,
    ),
  );
  if (bad.length > 0) wrong++;
  const vs = dds ? `, DDS ${ddsTimes[i]!.toFixed(0)} ms (${(ms / ddsTimes[i]!).toFixed(2)}×)` : '';
  if (!quiet || bad.length > 0)
    console.log(
      `deal ${i + 1} (line ${e.line}): ${ms.toFixed(0)} ms${vs}${bad.length ? `  WRONG ${bad.join(', ')}` : ''}`,
    );
}
const total = performance.now() - start;
const sorted = [...times].sort((a, b) => a - b);
const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(
  `\n${file}: ${entries.length} deals, ${wrong} wrong tables, ${(total / 1000).toFixed(1)} s in all${dds ? ' (native DDS included)' : ''}`,
);
console.log(
  `per deal (full table): median ${at(0.5).toFixed(0)} ms, mean ${mean.toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, worst ${sorted[sorted.length - 1]!.toFixed(0)} ms`,
);
if (ddsTimes.length > 0) {
  const ddsMean = ddsTimes.reduce((a, b) => a + b, 0) / ddsTimes.length;
  console.log(
    `native DDS, same deals, same run: mean ${ddsMean.toFixed(0)} ms; ratio of means ${(mean / ddsMean).toFixed(2)}×`,
  );
} else
  console.log(`native DDS not measured (${native === undefined ? '--no-dds' : native.ok ? '' : native.error.message})`);
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
process.exitCode = wrong ? 1 : 0;
