/**
 * First guesses at North-South's tricks, for the zero-window searches (a guess that misses the
 * answer costs a test more). Engine numbers: `hands` are 16 holdings (seat * 4 + suit, seats N E S
 * W), `trump` 0..3 = C D H S, 4 = no-trump.
 */
import { holdingLength, type Hand } from '@biritch/core';
import { hcp } from '@biritch/dealer';

/** High-card points North-South hold above East-West's. */
export function nsPointsAbove(hands: ArrayLike<number>): number {
  const hand = (seat: number): Hand => [
    hands[seat * 4]!,
    hands[seat * 4 + 1]!,
    hands[seat * 4 + 2]!,
    hands[seat * 4 + 3]!,
  ];
  return hcp(hand(0)) + hcp(hand(2)) - hcp(hand(1)) - hcp(hand(3));
}

/**
 * An estimate of the tricks North-South take of the `left` still to play: half of them, a sixth
 * of a trick per high-card point North-South hold above East-West (scaled to the tricks left), and
 * in a suit contract half a trick per trump they hold above East-West. At the first trick in
 * no-trump this is 6.5 and a third of a trick per point above 20 (list100: off by 1.3 tricks on
 * average, against 2.1 for a fixed 7).
 */
export function estimateNs(hands: ArrayLike<number>, trump: number, left: number): number {
  let estimate = left / 2 + (nsPointsAbove(hands) / 6) * (left / 13);
  if (trump < 4) {
    const length = (seat: number): number => holdingLength(hands[seat * 4 + trump]!);
    estimate += (length(0) + length(2) - length(1) - length(3)) / 2;
  }
  return Math.min(left, Math.max(0, estimate));
}

/**
 * What the first guess of a whole deal's table (North on lead) is made of. No-trump: [1, the
 * high-card points North-South hold above East-West's]. A suit: [1, the no-trump result `ntNs`,
 * North-South's trumps above East-West's, the points, North-South's short side suits, East-West's]
 * (each side suit counts 2 − the shorter hand's length of it, at least 0).
 */
export function tableGuessFeatures(hands: ArrayLike<number>, trump: number, ntNs: number): number[] {
  const points = nsPointsAbove(hands);
  if (trump === 4) return [1, points];
  const len = (seat: number, s: number): number => holdingLength(hands[seat * 4 + s]!);
  let shortNs = 0;
  let shortEw = 0;
  for (let s = 0; s < 4; s++) {
    if (s === trump) continue;
    shortNs += Math.max(0, 2 - Math.min(len(0, s), len(2, s)));
    shortEw += Math.max(0, 2 - Math.min(len(1, s), len(3, s)));
  }
  const trumps = len(0, trump) + len(2, trump) - len(1, trump) - len(3, trump);
  return [1, ntNs, trumps, points, shortNs, shortEw];
}

/**
 * The weights of `tableGuessFeatures`: a least-squares fit to the TABLE lines of list1000.txt deals
 * 101–1000, outside the list100 deals the benchmark times (`bench/solver-guess-fit.ts` refits
 * them and prints the errors). Mean error there 1.00 tricks in no-trump (1.26 for `estimateNs`)
 * and 0.73 in the suits (1.27 for the no-trump result moved by North-South's length in the
 * suit); on list100, 1.14 and 0.83. List100 tables: 42.88M → 42.59M trick nodes
 * (`bench/solver-nodes.ts --tables`).
 */
export const TABLE_GUESS_WEIGHTS = {
  nt: [7.026, 0.25],
  suit: [4.824, 0.267, 0.483, 0.122, 0.354, -0.32],
} as const;

/** The first guess at North-South's tricks with North on lead in a whole deal's table. */
export function tableFirstGuess(hands: ArrayLike<number>, trump: number, ntNs: number): number {
  const w = trump === 4 ? TABLE_GUESS_WEIGHTS.nt : TABLE_GUESS_WEIGHTS.suit;
  return tableGuessFeatures(hands, trump, ntNs).reduce((sum, f, i) => sum + f * w[i]!, 0);
}
