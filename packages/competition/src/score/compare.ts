/**
 * One board's comparisons for a whole field: matchpoints (Law 78A, Neuberg), cross-IMPs and
 * Butler IMPs (scoring-reference.md §2.2–2.5), over lines that may be weighted assigned scores
 * (Law 12C1(c)).
 *
 * ```ts
 * const weighted = [{ score: 420, weight: 0.4 }, { score: -50, weight: 0.6 }];
 * const lines = [[{ score: 420, weight: 1 }], [{ score: 450, weight: 1 }], weighted];
 * matchpointSpreads(lines, { unit: 2, expected: 3 }); // NS matchpoints of each line, top 4
 * ```
 * A line is a spread: one score with weight 1, or the weighted scores of Law 12C1(c). The field
 * is counted once as a frequency table (distinct scores and their total weight), so a board
 * played a thousand times costs the number of distinct scores, not a million comparisons; each
 * line then takes itself out of the table. For ordinary lines this equals `matchpointBoard` and
 * `crossImps` of @biritch/scoring (checked by property tests); those stay the reference, this is
 * the form that scales to an online field and accepts weighted scores.
 */
import { butlerDatum, toImps, type ButlerOptions, type CrossImpsOptions } from '@biritch/scoring';
import { ok, type Result } from '@biritch/core';

/** One of the scores making up a line, with its weight. */
export interface WeightedScore {
  readonly score: number;
  readonly weight: number;
}

/** A line of a board: one North–South score (weight 1) or a weighted assigned score. */
export type Spread = readonly WeightedScore[];

interface Frequency {
  /** Index of each distinct score in `values`. */
  readonly index: Map<number, number>;
  /** Distinct scores, ascending. */
  readonly values: number[];
  /** Total weight of each distinct score. */
  readonly weights: number[];
  /** Total weight of the scores below each distinct score. */
  readonly below: number[];
}

function frequencyOf(lines: readonly Spread[]): Frequency {
  const acc = new Map<number, number>();
  for (const line of lines) for (const c of line) acc.set(c.score, (acc.get(c.score) ?? 0) + c.weight);
  const values = [...acc.keys()].sort((a, b) => a - b);
  const weights = values.map((v) => acc.get(v)!);
  const below: number[] = [];
  let run = 0;
  for (const w of weights) {
    below.push(run);
    run += w;
  }
  return { index: new Map(values.map((v, i) => [v, i])), values, weights, below };
}

/** Matchpointing options: the unit of a win (2 on the 2/1/0 scale, 1 on ACBL's) and Neuberg's N. */
export interface SpreadMatchpointOptions {
  readonly unit: 1 | 2;
  /** Results the board should have had; N > lines.length applies Neuberg's formula. */
  readonly expected: number;
}

/**
 * North–South matchpoints of each line, unrounded: `unit` for each score beaten, half for each
 * tie, weighted (Law 78A; Law 12C1(c)); then Neuberg's (MP + u/2)·N/n − u/2 when N > n
 * (scoring-reference.md §2.3). East–West get top − NS.
 */
export function matchpointSpreads(lines: readonly Spread[], opts: SpreadMatchpointOptions): number[] {
  const f = frequencyOf(lines);
  const n = lines.length;
  const half = opts.unit / 2;
  return lines.map((line) => {
    let raw = 0;
    for (const a of line) {
      let beats = f.below[f.index.get(a.score)!]!;
      let ties = f.weights[f.index.get(a.score)!]!;
      for (const b of line) {
        if (b.score < a.score) beats -= b.weight;
        else if (b.score === a.score) ties -= b.weight;
      }
      raw += a.weight * (opts.unit * beats + half * ties);
    }
    return opts.expected === n ? raw : ((raw + half) * opts.expected) / n - half;
  });
}

/** Cross-IMPs of each line (each score IMPed against every other line), weighted; ACBLscore "average" or "total". */
export function crossImpSpreads(lines: readonly Spread[], opts: CrossImpsOptions = {}): number[] {
  const average = opts.average ?? true;
  const cap = opts.cap ?? Infinity;
  const imps = (d: number): number => {
    const i = toImps(d);
    return Math.sign(i) * Math.min(Math.abs(i), cap);
  };
  const f = frequencyOf(lines);
  // Against the whole field, per distinct score: Σ weight(d)·IMPs(v − d).
  const field = f.values.map((v) => f.values.reduce((s, d, j) => s + f.weights[j]! * imps(v - d), 0));
  const n = lines.length;
  return lines.map((line) => {
    let sum = 0;
    for (const a of line) {
      let against = field[f.index.get(a.score)!]!;
      for (const b of line) against -= b.weight * imps(a.score - b.score);
      sum += a.weight * against;
    }
    return average && n > 1 ? sum / (n - 1) : sum;
  });
}

/**
 * Butler IMPs of each line against the board's datum (trimmed mean, rounded). The datum is taken
 * from the lines with one score; weighted lines are IMPed against it but do not move it, unless
 * every line is weighted (then their weighted means make the datum).
 */
export function butlerSpreads(
  lines: readonly Spread[],
  opts: ButlerOptions = {},
): Result<{ datum: number; imps: number[] }> {
  const single = lines.filter((l) => l.length === 1).map((l) => l[0]!.score);
  const basis = single.length > 0 ? single : lines.map((l) => l.reduce((s, c) => s + c.weight * c.score, 0));
  const d = butlerDatum(basis, opts);
  if (!d.ok) return d;
  const datum = d.value;
  return ok({ datum, imps: lines.map((l) => l.reduce((s, c) => s + c.weight * toImps(c.score - datum), 0)) });
}
