/**
 * International Match Points: the WBF scale of Law 78B, and IMP-based comparisons of one board
 * (cross-IMPs, Butler datum, artificial IMP scores of Law 86A).
 *
 * ```ts
 * toImps(420 - 170);           // 6
 * toImps(-620);                // -12
 * butlerDatum([650, 170, 200]); // 340
 * crossImps([620, 170, 140, 140, -100]); // [10.5, -0.25, -1.25, -1.25, -7.75]
 * ```
 * Scores are from North–South's point of view throughout.
 */
import { err, ok, type Result } from '@biritch/core';

/**
 * Upper bounds of each IMP band, Law 78B / WBF scale (scoring-reference.md §2.1): a difference up
 * to 10 is 0 IMPs, 20–40 is 1, …, 3500–3990 is 23, 4000 or more is 24.
 */
export const WBF_IMP_BOUNDS: readonly number[] = [
  10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990,
  3490, 3990,
];

/** IMPs for a difference in points (sign follows the difference): the first band whose bound ≥ |diff|. */
export function toImps(diff: number): number {
  const a = Math.abs(diff);
  let imps = WBF_IMP_BOUNDS.findIndex((b) => b >= a);
  if (imps < 0) imps = WBF_IMP_BOUNDS.length;
  return diff < 0 ? 0 - imps : imps;
}

/** Checks a difference given from outside (a finite number) and converts it to IMPs. */
export function parseImpsDiff(value: unknown): Result<number> {
  return typeof value === 'number' && Number.isFinite(value)
    ? ok(toImps(value))
    : err('imps/bad-difference', `a points difference must be a number, not ${String(value)}`);
}

/** Artificial IMP scores (Law 86A): average 0, average plus +3, average minus −3 (organiser may change). */
export const ARTIFICIAL_IMPS = { average: 0, 'average-plus': 3, 'average-minus': -3 } as const;
/** An artificial adjusted score (Law 12C). */
export type ArtificialScore = keyof typeof ARTIFICIAL_IMPS;

/** Options of cross-IMPs: `cap` limits each comparison (Polish "Cavendish uśredniony" caps at 17). */
export interface CrossImpsOptions {
  /** Divide each sum by the number of comparisons (n − 1): "average IMPs" (default true). */
  readonly average?: boolean;
  /** Largest IMPs one comparison may give, e.g. 17. */
  readonly cap?: number;
}

/** Cross-IMPs: each result IMPed against every other result of the board (ACBLscore "total"/"average" IMPs). */
export function crossImps(scores: readonly number[], opts: CrossImpsOptions = {}): number[] {
  const average = opts.average ?? true;
  const cap = opts.cap ?? Infinity;
  return scores.map((s, i) => {
    let sum = 0;
    scores.forEach((o, j) => {
      if (i === j) return;
      const imps = toImps(s - o);
      sum += Math.sign(imps) * Math.min(Math.abs(imps), cap);
    });
    const n = scores.length - 1;
    return average && n > 0 ? sum / n : sum;
  });
}

/** How many results to drop at each end of a Butler datum. */
export type ButlerTrim =
  /** Woburn Sands / bridge-scorer rule: for n > 3 drop ceil((n − 10)/15) + 1 at each end. */
  | { readonly kind: 'woburn' }
  /** ACBLscore computed datum: drop this fraction at each end (default 5%), rounded to whole results. */
  | { readonly kind: 'fraction'; readonly fraction: number }
  /** A fixed count at each end. */
  | { readonly kind: 'count'; readonly count: number };

/** Rounding of a Butler datum. */
export type ButlerRounding =
  /** Nearest 10, halves up (bridge-scorer's `Math.round(x/10)*10`). */
  | 'nearest-10'
  /** Nearest 10, a trailing 5 to the even ten (ACBLscore: 425 → 420, 435 → 440). */
  | 'nearest-10-even'
  /** No rounding. */
  | 'none';

/** Options of a Butler datum. Defaults: Woburn trimming, nearest 10. */
export interface ButlerOptions {
  readonly trim?: ButlerTrim;
  readonly rounding?: ButlerRounding;
}

function trimCount(n: number, trim: ButlerTrim): number {
  switch (trim.kind) {
    case 'woburn':
      return n > 3 ? Math.ceil((n - 10) / 15) + 1 : 0;
    case 'fraction':
      return Math.round(n * trim.fraction);
    case 'count':
      return trim.count;
  }
}

function roundDatum(x: number, rounding: ButlerRounding): number {
  if (rounding === 'none') return x;
  const tens = x / 10;
  if (rounding === 'nearest-10') return Math.round(tens) * 10 + 0;
  const floor = Math.floor(tens);
  const frac = tens - floor;
  if (Math.abs(frac - 0.5) < 1e-9) return (floor % 2 === 0 ? floor : floor + 1) * 10 + 0;
  return Math.round(tens) * 10 + 0;
}

/** The Butler datum of a board: the scores sorted, trimmed at both ends, averaged and rounded. */
export function butlerDatum(scores: readonly number[], opts: ButlerOptions = {}): Result<number> {
  if (scores.length === 0) return err('butler/no-scores', 'a datum needs at least one score');
  const drop = trimCount(scores.length, opts.trim ?? { kind: 'woburn' });
  if (!Number.isInteger(drop) || drop < 0 || 2 * drop >= scores.length)
    return err('butler/bad-trim', `cannot drop ${drop} results at each end of ${scores.length}`);
  const kept = [...scores].sort((a, b) => a - b).slice(drop, scores.length - drop);
  const mean = kept.reduce((s, x) => s + x, 0) / kept.length;
  return ok(roundDatum(mean, opts.rounding ?? 'nearest-10'));
}

/** Butler IMPs: each score IMPed against the board's datum. */
export function butlerImps(
  scores: readonly number[],
  opts: ButlerOptions = {},
): Result<{ datum: number; imps: number[] }> {
  const d = butlerDatum(scores, opts);
  if (!d.ok) return d;
  return ok({ datum: d.value, imps: scores.map((s) => toImps(s - d.value)) });
}
