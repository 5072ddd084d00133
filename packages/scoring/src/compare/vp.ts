/**
 * Victory points on the WBF 2013 continuous scale (scoring-reference.md §2.7.1).
 *
 * ```ts
 * vpScale(8)[10];        // 13.78
 * victoryPoints(12, 8);  // { us: 12.61, them: 7.39 }  (8 IMPs in 12 boards)
 * ```
 * V(I) = 10 + 10·(1 − τ^(3I/X)) / (1 − τ³) for 0 ≤ I < X, with τ = (√5 − 1)/2 and blitz X = 15·√N;
 * rounded half-up to 2 decimals, then the concavity correction (add 0.01 wherever an increment
 * exceeds the one before, until increments never increase). Computed in hundredths to stay exact.
 */
import { err, ok, type Result } from '@biritch/core';

const TAU = (Math.sqrt(5) - 1) / 2;

/** The blitz margin of a match of `boards` boards: 15·√N IMPs. */
export const vpBlitz = (boards: number): number => 15 * Math.sqrt(boards);

/** The raw formula in hundredths of a VP, rounded half-up, for a margin `imps` ≥ 0. */
function rawHundredths(imps: number, blitz: number): number {
  if (imps >= blitz) return 2000;
  const v = 10 + (10 * (1 - TAU ** ((3 * imps) / blitz))) / (1 - TAU ** 3);
  return Math.floor(v * 100 + 0.5 + 1e-9);
}

const cache = new Map<number, readonly number[]>();

/** The winner's VPs for whole IMP margins 0, 1, …, up to the first margin worth 20.00 (index = IMPs). */
export function vpScale(boards: number): readonly number[] {
  const hit = cache.get(boards);
  if (hit) return hit;
  const blitz = vpBlitz(boards);
  const top = Math.ceil(blitz);
  const h = Array.from({ length: top + 1 }, (_, i) => rawHundredths(i, blitz));
  // Concavity correction: increments must never increase.
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 1; i < top; i++) {
      if (h[i + 1]! - h[i]! > h[i]! - h[i - 1]!) {
        h[i]! += 1;
        changed = true;
      }
    }
  }
  const scale = h.map((x) => x / 100);
  cache.set(boards, scale);
  return scale;
}

/** Both sides' VPs for an IMP margin in a match of `boards` boards (winner first when imps ≥ 0). */
export interface VictoryPoints {
  /** VPs of the side the margin is counted for (the first team). */
  readonly us: number;
  /** VPs of the other side: 20 − us. */
  readonly them: number;
}

/**
 * VPs of a match on the WBF 2013 scale. Whole IMP margins use the published (corrected) table;
 * a fractional margin (e.g. from cross-IMPs) uses the formula rounded to hundredths.
 */
export function victoryPoints(boards: number, imps: number): Result<VictoryPoints> {
  if (!Number.isInteger(boards) || boards < 1)
    return err('vp/bad-boards', `a match has a whole number of boards (1 or more), not ${boards}`);
  if (!Number.isFinite(imps)) return err('vp/bad-imps', `an IMP margin must be a number, not ${imps}`);
  const margin = Math.abs(imps);
  const scale = vpScale(boards);
  const winnerH = Number.isInteger(margin)
    ? Math.round((scale[Math.min(margin, scale.length - 1)] ?? 20) * 100)
    : rawHundredths(margin, vpBlitz(boards));
  const loserH = 2000 - winnerH;
  return ok(imps >= 0 ? { us: winnerH / 100, them: loserH / 100 } : { us: loserH / 100, them: winnerH / 100 });
}
