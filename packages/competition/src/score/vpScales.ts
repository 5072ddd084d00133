/**
 * Discrete victory-point scales as data: for each band of match lengths, the least IMP margin
 * that wins each number of VPs (scoring-reference.md §2.7.2). The WBF 2013 continuous scale is
 * @biritch/scoring's `victoryPoints`; these are the older and national tables a club may use.
 *
 * ```ts
 * discreteVictoryPoints(ACBL_20_VP, 8, 6);  // ok({ us: 13, them: 7 })   (6–8 boards: 5–7 IMPs)
 * discreteVictoryPoints(ACBL_30_VP, 7, 1);  // ok({ us: 18, them: 12 })  (the jump from 15–15)
 * ```
 */
import { err, ok, type Result } from '@biritch/core';
import type { VictoryPoints } from '@biritch/scoring';

/** One band of a discrete scale: for matches of `minBoards`–`maxBoards` boards, the winner's VPs from each margin. */
export interface VpBand {
  readonly minBoards: number;
  readonly maxBoards: number;
  /** Ascending margins: from `imps` IMPs the winner has `vp`. The first step is 0 IMPs → the tie. */
  readonly steps: readonly { readonly imps: number; readonly vp: number }[];
}

/** A discrete VP scale: the total shared by a match (20 or 30) and its bands. */
export interface DiscreteVpScale {
  readonly name: string;
  readonly total: number;
  readonly bands: readonly VpBand[];
}

/** A 20-VP band from the least margins for 11, 12, …, 20 VPs (the form of BridgeScore's tables). */
const band20 = (minBoards: number, maxBoards: number, cutoffs: readonly number[]): VpBand => ({
  minBoards,
  maxBoards,
  steps: [{ imps: 0, vp: 10 }, ...cutoffs.map((imps, i) => ({ imps, vp: 11 + i }))],
});

/**
 * ACBL 20-VP scale by match length (marcshearer/BridgeScore `Bridge Calculations.swift`, §2.7.2;
 * the 6–8 and 9–11 board bands agree with bridgehands.com).
 */
export const ACBL_20_VP: DiscreteVpScale = {
  name: 'acbl-20',
  total: 20,
  bands: [
    band20(1, 8, [1, 3, 5, 8, 11, 14, 17, 20, 24, 28]),
    band20(9, 11, [1, 3, 6, 10, 14, 18, 22, 26, 31, 36]),
    band20(12, 15, [1, 4, 7, 11, 15, 20, 25, 30, 36, 42]),
    band20(16, 20, [2, 5, 9, 14, 19, 25, 32, 39, 47, 56]),
    band20(21, 27, [3, 7, 12, 18, 25, 33, 42, 51, 61, 72]),
    band20(28, 36, [4, 9, 15, 22, 30, 39, 49, 60, 72, 85]),
  ],
};

/** SBU (Scottish) 20-VP scale by match length (BridgeScore, §2.7.2). */
export const SBU_20_VP: DiscreteVpScale = {
  name: 'sbu-20',
  total: 20,
  bands: [
    band20(1, 4, [1, 3, 5, 7, 9, 11, 13, 15, 17, 20]),
    band20(5, 6, [1, 3, 5, 7, 9, 12, 15, 18, 21, 25]),
    band20(7, 9, [1, 3, 5, 7, 10, 13, 17, 21, 25, 30]),
    band20(10, 13, [1, 3, 6, 9, 12, 16, 20, 25, 30, 35]),
    band20(14, 19, [2, 5, 9, 13, 17, 21, 25, 29, 34, 40]),
    band20(20, 27, [2, 5, 9, 13, 18, 23, 29, 35, 42, 50]),
    band20(28, 39, [2, 5, 9, 14, 20, 26, 33, 41, 50, 60]),
    band20(40, 55, [2, 6, 11, 17, 24, 32, 40, 49, 59, 70]),
  ],
};

/** ACBL 30-VP Swiss scale, 6–11 boards (bridgehands.com Victory_Points.htm, §2.7.2): 15–15, then 18–12 at 1 IMP. */
export const ACBL_30_VP: DiscreteVpScale = {
  name: 'acbl-30',
  total: 30,
  bands: [
    {
      minBoards: 6,
      maxBoards: 8,
      steps: [
        [0, 15],
        [1, 18],
        [2, 19],
        [3, 20],
        [4, 21],
        [5, 22],
        [7, 23],
        [9, 24],
        [11, 25],
        [14, 26],
        [17, 27],
        [20, 28],
        [24, 29],
        [28, 30],
      ].map(([imps, vp]) => ({ imps: imps!, vp: vp! })),
    },
    {
      minBoards: 9,
      maxBoards: 11,
      steps: [
        [0, 15],
        [1, 18],
        [2, 19],
        [3, 20],
        [5, 21],
        [7, 22],
        [9, 23],
        [12, 24],
        [15, 25],
        [18, 26],
        [22, 27],
        [26, 28],
        [31, 29],
        [36, 30],
      ].map(([imps, vp]) => ({ imps: imps!, vp: vp! })),
    },
  ],
};

/** VPs of a match on a discrete scale: the winner's from the band of the match length, the loser the rest. */
export function discreteVictoryPoints(scale: DiscreteVpScale, boards: number, imps: number): Result<VictoryPoints> {
  if (!Number.isFinite(imps)) return err('vp/bad-imps', `an IMP margin must be a number, not ${imps}`);
  const band = scale.bands.find((b) => boards >= b.minBoards && boards <= b.maxBoards);
  if (!band) return err('vp/no-band', `the ${scale.name} scale has no band for ${boards} boards`);
  const margin = Math.abs(imps);
  let winner = band.steps[0]!.vp;
  for (const s of band.steps) if (margin >= s.imps) winner = s.vp;
  const loser = scale.total - winner;
  return ok(imps >= 0 ? { us: winner, them: loser } : { us: loser, them: winner });
}
