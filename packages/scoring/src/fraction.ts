/**
 * Exact fractions for per-player scores (Four at One Table splits a score in thirds).
 *
 * ```ts
 * const third = fraction(-620, 3);       // { n: -620, d: 3 }
 * fractionValue(addFractions(third, third, third)); // -620
 * displayFraction(third);                // -207 (whole points for people)
 * ```
 * Scores are kept exact and summed exactly; only display rounds (docs/variants.md, Scoring 3).
 */

/** A fraction n/d in lowest terms with d > 0. Plain data: JSON-serialisable. */
export interface Fraction {
  readonly n: number;
  readonly d: number;
}

const gcd = (a: number, b: number): number => {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
};

/** The fraction n/d in lowest terms (d must be a non-zero integer). */
export function fraction(n: number, d = 1): Fraction {
  if (!Number.isInteger(n) || !Number.isInteger(d) || d === 0) throw new Error(`bad fraction ${n}/${d}`);
  const g = gcd(n, d);
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g + 0, d: (sign * d) / g };
}

/** The sum of fractions, exact. */
export function addFractions(...xs: readonly Fraction[]): Fraction {
  return xs.reduce((acc, x) => fraction(acc.n * x.d + x.n * acc.d, acc.d * x.d), fraction(0));
}

/** The negation of a fraction. */
export const negateFraction = (x: Fraction): Fraction => fraction(0 - x.n, x.d);

/** The value as a JavaScript number (may be inexact, e.g. 1/3). */
export const fractionValue = (x: Fraction): number => x.n / x.d;

/** Whole points for display: the nearest integer, halves away from zero. */
export const displayFraction = (x: Fraction): number => Math.sign(x.n) * Math.round(Math.abs(x.n) / x.d) + 0;

/** Writes a fraction as `-620/3` or `140`. */
export const makeFraction = (x: Fraction): string => (x.d === 1 ? String(x.n) : `${x.n}/${x.d}`);
