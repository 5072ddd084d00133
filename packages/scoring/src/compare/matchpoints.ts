/**
 * Matchpoints (Law 78A): each result against every other result of the board; Neuberg's formula
 * when a board has fewer results than expected; artificial adjusted scores (Law 12C); ranking.
 *
 * ```ts
 * const mp = unwrap(matchpointBoard([{ score: 400 }, { score: 430 }, { score: 150 }, { score: -50 }]));
 * mp.map((r) => r.ns);          // [4, 6, 2, 0]   (top 6 on the 2/1/0 scale)
 * mp.map((r) => r.nsPercent);   // [66.67, 100, 33.33, 0]
 * ```
 * Scores are North–South's; East–West get the complement (top − NS) except on artificial scores,
 * which are given to each direction on its own (the two need not balance, Law 12C).
 */
import { err, ok, type Result } from '@biritch/core';

/** Matchpoint scales: Law 78A 2 / 1 / 0 (top 2(n − 1)) or ACBL 1 / ½ / 0 (top n − 1). */
export type MatchpointScale = '2/1/0' | 'acbl';

/** An artificial adjusted score for one direction (Law 12C): 50%, 60% or 40% of the top. */
export type ArtificialMatchpoints = 'average' | 'average-plus' | 'average-minus';

/** Percentages of the top given by each artificial score (Law 12C1; EBU: of the board's full top). */
export const ARTIFICIAL_PERCENT: Readonly<Record<ArtificialMatchpoints, number>> = {
  average: 50,
  'average-plus': 60,
  'average-minus': 40,
};

/** One result on a traveller: a real North–South score, or an artificial score per direction. */
export type TravellerEntry =
  | { readonly score: number }
  | { readonly artificial: { readonly ns: ArtificialMatchpoints; readonly ew: ArtificialMatchpoints } };

/** Options of matchpointing a board. */
export interface MatchpointOptions {
  readonly scale?: MatchpointScale;
  /** Results the board should have had (Neuberg's N); default: the number of entries on the traveller. */
  readonly expected?: number;
}

/** A matchpointed result: MPs and percentage of the top for each direction. */
export interface MatchpointResult {
  readonly ns: number;
  readonly ew: number;
  readonly nsPercent: number;
  readonly ewPercent: number;
}

const round2 = (x: number): number => Math.round(x * 100 + (x >= 0 ? 1e-9 : -1e-9)) / 100 + 0;

/** The top of a board with `n` results on a scale. */
export const matchpointTop = (n: number, scale: MatchpointScale = '2/1/0'): number =>
  (scale === '2/1/0' ? 2 : 1) * Math.max(n - 1, 0);

/**
 * Matchpoints every entry of one board. Real scores are compared among themselves; if there are
 * fewer of them than `expected` (Neuberg: artificial scores and missing results), each real
 * result's MPs become (MP + 1)·N/n − 1 on the 2/1/0 scale (the same formula on ACBL's scale:
 * N·S/n + (N − n)/(2n)). Percentages are of the full top and kept to two decimals.
 */
export function matchpointBoard(
  entries: readonly TravellerEntry[],
  opts: MatchpointOptions = {},
): Result<MatchpointResult[]> {
  const scale = opts.scale ?? '2/1/0';
  const unit = scale === '2/1/0' ? 2 : 1;
  const bigN = opts.expected ?? entries.length;
  for (const e of entries) {
    if (
      'score' in e
        ? typeof e.score !== 'number' || !Number.isFinite(e.score)
        : !(e.artificial?.ns in ARTIFICIAL_PERCENT && e.artificial?.ew in ARTIFICIAL_PERCENT)
    )
      return err(
        'matchpoints/bad-entry',
        `a traveller entry is { score } or { artificial: { ns, ew } } with average, average-plus or average-minus`,
      );
  }
  const real = entries.flatMap((e) => ('score' in e ? [e.score] : []));
  const n = real.length;
  if (!Number.isInteger(bigN) || bigN < Math.max(n, 1))
    return err(
      'matchpoints/bad-expected',
      `expected results (${bigN}) cannot be fewer than the results on the traveller (${n})`,
    );
  const top = unit * (bigN - 1);
  return ok(
    entries.map((e) => {
      if (!('score' in e)) {
        const ns = (top * ARTIFICIAL_PERCENT[e.artificial.ns]) / 100;
        const ew = (top * ARTIFICIAL_PERCENT[e.artificial.ew]) / 100;
        return {
          ns,
          ew,
          nsPercent: ARTIFICIAL_PERCENT[e.artificial.ns],
          ewPercent: ARTIFICIAL_PERCENT[e.artificial.ew],
        };
      }
      let raw = 0;
      for (const o of real) raw += e.score > o ? unit : e.score === o ? unit / 2 : 0;
      raw -= unit / 2; // the result itself was counted as a tie
      // Neuberg (EBU; ACBLscore manual p. 92): treat each of the n results as occurring N/n times.
      const ns = bigN === n ? raw : ((raw + unit / 2) * bigN) / n - unit / 2;
      const ew = top - ns;
      const pct = (x: number): number => (top === 0 ? 50 : round2((100 * x) / top));
      return { ns: round2(ns), ew: round2(ew), nsPercent: pct(ns), ewPercent: pct(ew) };
    }),
  );
}

/** Standard competition ranking ("1224"): equal totals share a rank, shown as `3=`. */
export function rankTotals(totals: readonly number[]): string[] {
  return totals.map((t) => {
    const better = totals.filter((o) => o > t + 1e-9).length;
    const tied = totals.filter((o) => Math.abs(o - t) <= 1e-9).length;
    return `${better + 1}${tied > 1 ? '=' : ''}`;
  });
}
