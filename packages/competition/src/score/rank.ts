/**
 * Standard competition ranking ("1224"): equal figures share a rank, shown `3=`
 * (scoring-reference.md §3.4, bridge-scorer's README). Sort-based, so a field of thousands ranks
 * in O(n log n).
 *
 * ```ts
 * rankValues([60, 55.5, 55.5, 40]).map((r) => r.label); // ['1', '2=', '2=', '4']
 * ```
 * Figures are compared as shown, to two decimals, so two pairs on 55.50 % tie even if the
 * unrounded sums differ in the last bit.
 */

/** A rank and its label (`3` or `3=`). */
export interface Rank {
  readonly rank: number;
  readonly label: string;
}

/** Rounds to two decimals, halves away from zero, and turns −0 into 0. */
export const round2 = (x: number): number => Math.round(x * 100 + (x >= 0 ? 1e-9 : -1e-9)) / 100 + 0;

/** Ranks figures, higher first; the result is in input order. */
export function rankValues(values: readonly number[]): Rank[] {
  const shown = values.map(round2);
  const order = shown.map((_, i) => i).sort((a, b) => shown[b]! - shown[a]!);
  const out: Rank[] = new Array<Rank>(values.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && shown[order[j + 1]!] === shown[order[i]!]) j++;
    const label = `${i + 1}${j > i ? '=' : ''}`;
    for (let k = i; k <= j; k++) out[order[k]!] = { rank: i + 1, label };
    i = j + 1;
  }
  return out;
}

const collator = new Intl.Collator('en', { numeric: true });
/** Orders ids as people number them: '2' before '10', 'A2' before 'A10' (one shared collator: fast on big fields). */
export const byNumber = (a: string, b: string): number => collator.compare(a, b);
