/**
 * Board-a-match: each board compared between a team's two tables (scoring-reference.md §2.6).
 *
 * ```ts
 * bamPoints(130 - 120);       // 1   (a win, though 0 IMPs)
 * bamPoints(0, '2/1/0');      // 1   (a tie on the British scale)
 * ```
 */

/** BAM scales: ACBL 1 / ½ / 0 per board, or the British/Australian 2 / 1 / 0. */
export type BamScale = '1/0.5/0' | '2/1/0';

/** Points for one board given the team's net score over its two tables. */
export function bamPoints(net: number, scale: BamScale = '1/0.5/0'): number {
  const win = scale === '2/1/0' ? 2 : 1;
  return net > 0 ? win : net === 0 ? win / 2 : 0;
}

/** A team's BAM total: its North–South score at one table plus its East–West score at the other, per board. */
export function bamTotal(
  boards: readonly { readonly ourNs: number; readonly theirNs: number }[],
  scale: BamScale = '1/0.5/0',
): number {
  return boards.reduce((sum, b) => sum + bamPoints(b.ourNs - b.theirNs, scale), 0);
}
