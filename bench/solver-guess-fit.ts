/**
 * Where the weights of `firstGuess` (packages/solver/src/tsSolver.ts) come from: a least-squares
 * fit of North-South's tricks with North on lead (13 − West's, from the TABLE lines) to a few
 * features of the deal, over list1000.txt deals 101–1000 (outside the list100 deals that
 * `npm run bench:solver` times), then the mean error and share of exact guesses on both sets,
 * for the fit and for the formulas it replaced. No solving: the file's tables are the answers.
 *
 *   node --import tsx bench/solver-guess-fit.ts
 *
 * No-trump: [1, high-card points North-South hold above East-West]. A suit: [1, the no-trump
 * result, North-South's trumps above East-West's, the points, North-South's short side suits,
 * East-West's] (a side suit counts 2 − the shorter hand's length of it, at least 0).
 */
import { readFileSync } from 'node:fs';
import { holdingLength, type Deal } from '@biritch/core';
import { hcp } from '@biritch/dealer';
import { parseDdsList } from '@biritch/solver';

const parsed = parseDdsList(readFileSync(new URL('../../shared/data/dds/list1000.txt', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;

interface Row {
  readonly deal: Deal;
  /** North-South's tricks with North on lead, per strain (C D H S NT). */
  readonly ns: readonly number[];
  readonly points: number;
}
const rows: Row[] = parsed.value.map((e) => ({
  deal: e.deal,
  ns: STRAINS.map((s) => 13 - e.table.W[s]),
  points: hcp(e.deal.N) + hcp(e.deal.S) - hcp(e.deal.E) - hcp(e.deal.W),
}));
const len = (r: Row, seat: 'N' | 'E' | 'S' | 'W', s: number): number => holdingLength(r.deal[seat][s]!);
const short = (r: Row, a: 'N' | 'E', b: 'S' | 'W', trump: number): number =>
  [0, 1, 2, 3].filter((s) => s !== trump).reduce((n, s) => n + Math.max(0, 2 - Math.min(len(r, a, s), len(r, b, s))), 0);
const ntFeatures = (r: Row): number[] => [1, r.points];
const suitFeatures = (r: Row, t: number): number[] => [
  1,
  r.ns[4]!,
  len(r, 'N', t) + len(r, 'S', t) - len(r, 'E', t) - len(r, 'W', t),
  r.points,
  short(r, 'N', 'S', t),
  short(r, 'E', 'W', t),
];

/** Least squares by the normal equations (a handful of features). */
function fit(x: readonly number[][], y: readonly number[]): number[] {
  const k = x[0]!.length;
  const a = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0));
  x.forEach((row, i) => {
    for (let p = 0; p < k; p++) {
      for (let q = 0; q < k; q++) a[p]![q]! += row[p]! * row[q]!;
      a[p]![k]! += row[p]! * y[i]!;
    }
  });
  for (let c = 0; c < k; c++) {
    let pivot = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let q = c; q <= k; q++) a[r]![q]! -= f * a[c]![q]!;
    }
  }
  return a.map((row, i) => row[k]! / row[i]!);
}
const dot = (w: readonly number[], f: readonly number[]): number => f.reduce((s, v, i) => s + v * w[i]!, 0);
/** Mean error and exact share of rounded guesses (clamped to 0..13). */
function score(pairs: readonly [number, number][]): string {
  let err = 0;
  let exact = 0;
  for (const [guess, truth] of pairs) {
    const g = Math.round(Math.min(13, Math.max(0, guess)));
    err += Math.abs(g - truth);
    if (g === truth) exact++;
  }
  return `mean error ${(err / pairs.length).toFixed(2)}, exact ${((100 * exact) / pairs.length).toFixed(0)} %`;
}

const train = rows.slice(100);
const test = rows.slice(0, 100);
const wNt = fit(train.map(ntFeatures), train.map((r) => r.ns[4]!));
const suitPairs = (set: readonly Row[]): [Row, number][] => set.flatMap((r) => [0, 1, 2, 3].map((t): [Row, number] => [r, t]));
const wSuit = fit(suitPairs(train).map(([r, t]) => suitFeatures(r, t)), suitPairs(train).map(([r, t]) => r.ns[t]!));
console.log(`no-trump weights: ${wNt.map((w) => w.toFixed(3)).join(', ')}`);
console.log(`suit weights:     ${wSuit.map((w) => w.toFixed(3)).join(', ')}`);
for (const [name, set] of [['deals 101-1000 (fitted)', train], ['list100 (deals 1-100)', test]] as const) {
  console.log(`${name}:`);
  console.log(`  no-trump, fit:                    ${score(set.map((r) => [dot(wNt, ntFeatures(r)), r.ns[4]!]))}`);
  console.log(`  no-trump, 6.5 + points / 6:       ${score(set.map((r) => [6.5 + r.points / 6, r.ns[4]!]))}`);
  console.log(`  suits, fit:                       ${score(suitPairs(set).map(([r, t]) => [dot(wSuit, suitFeatures(r, t)), r.ns[t]!]))}`);
  const nsLen = (r: Row, t: number): number => len(r, 'N', t) + len(r, 'S', t);
  console.log(`  suits, no-trump + NS length − 6.5: ${score(suitPairs(set).map(([r, t]) => [r.ns[4]! + nsLen(r, t) - 6.5, r.ns[t]!]))}`);
}
