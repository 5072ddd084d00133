/**
 * Hand evaluation: high-card points, controls, quick tricks, losing-trick count, suit lengths,
 * balanced shapes and the distribution points of the Spanish seed.
 *
 * ```ts
 * const hand = unwrap(parseHand('AKJ4.K72.Q83.A95'));
 * hcp(hand)            // 17 (Milton Work 4-3-2-1)
 * controls(hand)       // 6  (ace 2, king 1)
 * quickTricks(hand)    // 3½ (AK 2, A 1, Kx ½, …)
 * losingTrickCount(hand)
 * spanishDistributionPoints(hand, 'S')
 * ```
 * All are pure functions of a core `Hand` (holdings indexed C D H S).
 */
import { SUITS, suitIndex, type Hand, type Suit } from '@biritch/core';
import { BALANCED, SEMI_BALANCED, shapeHas } from './shape.js';
import { HOLDING_CONTROLS, HOLDING_HCP, HOLDING_LENGTH, HOLDING_LOSERS, HOLDING_QUICK_TRICKS_X2 } from './tables.js';

const sum = (hand: Hand, table: Uint8Array): number =>
  table[hand[0]]! + table[hand[1]]! + table[hand[2]]! + table[hand[3]]!;

/** High-card points, Milton Work count: ace 4, king 3, queen 2, jack 1 (40 in the pack). */
export const hcp = (hand: Hand): number => sum(hand, HOLDING_HCP);
/** High-card points in one suit. */
export const suitHcp = (hand: Hand, suit: Suit): number => HOLDING_HCP[hand[suitIndex(suit)]]!;
/** Controls: ace 2, king 1 (12 in the pack). */
export const controls = (hand: Hand): number => sum(hand, HOLDING_CONTROLS);
/** Quick tricks per suit: AK 2, AQ 1½, A 1, KQ 1, K with a smaller card ½; summed over the suits. */
export const quickTricks = (hand: Hand): number => sum(hand, HOLDING_QUICK_TRICKS_X2) / 2;
/**
 * Losing-trick count: in each suit, the missing ace, king and queen among the top three places,
 * never more than the suit's length (void 0; singleton: 0 with the ace, else 1; doubleton: 2 minus
 * ace and king held; three or more: 3 minus ace, king and queen held).
 */
export const losingTrickCount = (hand: Hand): number => sum(hand, HOLDING_LOSERS);
/** Suit lengths in the order of `Hand`: [♣, ♦, ♥, ♠]. */
export const suitLengths = (hand: Hand): [number, number, number, number] => [
  HOLDING_LENGTH[hand[0]]!,
  HOLDING_LENGTH[hand[1]]!,
  HOLDING_LENGTH[hand[2]]!,
  HOLDING_LENGTH[hand[3]]!,
];
/** Whether a hand is 4-3-3-3, 4-4-3-2 or 5-3-3-2. */
export const isBalanced = (hand: Hand): boolean => shapeHas(BALANCED, hand);
/** Whether a hand is balanced, 5-4-2-2 or 6-3-2-2. */
export const isSemiBalanced = (hand: Hand): boolean => shapeHas(SEMI_BALANCED, hand);

/** Points for a short side suit in the Spanish seed's count: void (fallo) 3, singleton (semifallo) 2, doubleton 1. */
export const SPANISH_SHORTNESS_POINTS = [3, 2, 1] as const;

/**
 * Distribution points of the Spanish seed (seeds/002, «Puntos por distribución (en los palos
 * laterales)»): points for short suits, counted only in the side suits, that is every suit but
 * `trump` (every suit when no trump is given). The seed explains that shortness is what earns
 * tricks, by ruffing in the short hand; length is not counted. The figures 3-2-1 come from the
 * standard Spanish table (fallo 3, semifallo 2, doubleton 1), which the stored seed text names
 * but whose table did not survive in it: see the package README.
 */
export function spanishDistributionPoints(hand: Hand, trump?: Suit): number {
  let points = 0;
  for (let s = 0; s < 4; s++) {
    if (trump !== undefined && SUITS[s] === trump) continue;
    const n = HOLDING_LENGTH[hand[s]!]!;
    if (n < 3) points += SPANISH_SHORTNESS_POINTS[n]!;
  }
  return points;
}
