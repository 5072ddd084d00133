/**
 * Where `TABLE_GUESS_WEIGHTS` (packages/solver/src/guess.ts) come from: a least-squares fit of
 * North-South's tricks with North on lead (13 − West's, from the TABLE lines) to the features of
 * `tableGuessFeatures`, over list1000.txt deals 101–1000 (outside the list100 deals that
 * `npm run bench:solver` times), then the mean error and share of exact guesses on both sets,
 * for the fit, for the weights in use, and for the formulas they replaced. No solving: the file's
 * tables are the answers.
 *
 *   node --import tsx bench/solver-guess-fit.ts
 */
import { readFileSync } from 'node:fs';
import { testDataPath } from '@biritch/testing';
import { SEATS, STRAINS, holdingLength } from '@biritch/core';
import { parseDdsList } from '@biritch/solver';
import { TABLE_GUESS_WEIGHTS, estimateNs, tableGuessFeatures } from '../packages/solver/src/guess.js';

const parsed = parseDdsList(readFileSync(testDataPath('dds/list1000.txt'), 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);

interface Row {
  /** Engine holdings, seat * 4 + suit. */
  readonly hands: number[];
  /** North-South's tricks with North on lead, per strain (C D H S NT). */
  readonly ns: readonly number[];
}
const rows: Row[] = parsed.value.map((e) => ({
  hands: SEATS.flatMap((seat) => [...e.deal[seat]]),
  ns: STRAINS.map((s) => 13 - e.table.W[s]),
}));

/** Least squares by the normal equations (a handful of features). */
function fitLeastSquares(x: readonly number[][], y: readonly number[]): number[] {
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

/** (strain, row) pairs: no-trump alone, or the four suits. */
const cases = (set: readonly Row[], nt: boolean): [Row, number][] =>
  set.flatMap((r) => (nt ? [4] : [0, 1, 2, 3]).map((t): [Row, number] => [r, t]));
const features = ([r, t]: [Row, number]): number[] => tableGuessFeatures(r.hands, t, r.ns[4]!);
const truth = ([r, t]: [Row, number]): number => r.ns[t]!;

const train = rows.slice(100);
const test = rows.slice(0, 100);
const fitted = {
  nt: fitLeastSquares(cases(train, true).map(features), cases(train, true).map(truth)),
  suit: fitLeastSquares(cases(train, false).map(features), cases(train, false).map(truth)),
};
console.log(
  `no-trump weights: ${fitted.nt.map((w) => w.toFixed(3)).join(', ')} (in use: ${TABLE_GUESS_WEIGHTS.nt.join(', ')})`,
);
console.log(
  `suit weights:     ${fitted.suit.map((w) => w.toFixed(3)).join(', ')} (in use: ${TABLE_GUESS_WEIGHTS.suit.join(', ')})`,
);
for (const [name, set] of [
  ['deals 101-1000 (fitted)', train],
  ['list100 (deals 1-100)', test],
] as const) {
  console.log(`${name}:`);
  for (const nt of [true, false]) {
    const c = cases(set, nt);
    const w = nt ? TABLE_GUESS_WEIGHTS.nt : TABLE_GUESS_WEIGHTS.suit;
    const label = nt ? 'no-trump' : 'suits   ';
    console.log(`  ${label}, weights in use:            ${score(c.map((x) => [dot(w, features(x)), truth(x)]))}`);
    // The formulas before: estimateNs in no-trump, the no-trump result moved by North-South's length in a suit.
    const before = ([r, t]: [Row, number]): number =>
      nt ? estimateNs(r.hands, 4, 13) : r.ns[4]! + holdingLength(r.hands[t]!) + holdingLength(r.hands[8 + t]!) - 6.5;
    console.log(`  ${label}, before:                    ${score(c.map((x) => [before(x), truth(x)]))}`);
  }
}
