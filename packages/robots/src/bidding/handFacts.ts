/**
 * What a bidder looks at in a hand: high-card points, suit lengths, shape, stoppers, suit quality.
 *
 * ```ts
 * const f = handFacts(unwrap(parseHand('AKQ2.K32.Q43.J32')));
 * f.hcp        // 15
 * f.balanced   // true
 * f.len.S      // 4
 * ```
 * Computed once per decision and read by the declarative bidding rules (rules.ts).
 */
import { SUITS, holdingLength, type Hand, type Suit } from '@biritch/core';
import { hcp as handHcp, losingTrickCount } from '@biritch/dealer';

/** The facts of one hand that the bidding rules ask about. */
export interface HandFacts {
  readonly hand: Hand;
  /** Milton Work points: A 4, K 3, Q 2, J 1. */
  readonly hcp: number;
  /** Suit lengths. */
  readonly len: Readonly<Record<Suit, number>>;
  /** Lengths sorted longest first. */
  readonly shape: readonly number[];
  /** 4-3-3-3, 4-4-3-2 or 5-3-3-2. */
  readonly balanced: boolean;
  /** Balanced or 5-4-2-2 / 6-3-2-2. */
  readonly semiBalanced: boolean;
  /** High-card points plus one for each card beyond four in a suit. */
  readonly points: number;
  /** Losing-trick count: losers among the top three cards of each suit (at most the suit's length). */
  readonly ltc: number;
  /**
   * High-card points as a judge would value them: one less for a flat 4-3-3-3 hand, one more for
   * each five-card or longer suit headed by three of the top five honours.
   */
  readonly adjusted: number;
}

/** Computes the facts of a hand. */
export function handFacts(hand: Hand): HandFacts {
  const len = { C: 0, D: 0, H: 0, S: 0 } as Record<Suit, number>;
  let extra = 0;
  for (let i = 0; i < 4; i++) {
    const n = holdingLength(hand[i]!);
    len[SUITS[i]!] = n;
    extra += Math.max(0, n - 4);
  }
  const hcp = handHcp(hand);
  const shape = [...Object.values(len)].sort((a, b) => b - a);
  const key = shape.join('');
  const balanced = key === '4333' || key === '4432' || key === '5332';
  let adjusted = hcp - (key === '4333' ? 1 : 0);
  for (let i = 0; i < 4; i++) {
    const h = hand[i]!;
    let top = 0;
    for (let r = 12; r >= 8; r--) if (h & (1 << r)) top++;
    if (len[SUITS[i]!] >= 5 && top >= 3) adjusted++;
  }
  const semiBalanced = balanced || key === '5422' || key === '6322';
  return { hand, hcp, len, shape, balanced, semiBalanced, points: hcp + extra, ltc: losingTrickCount(hand), adjusted };
}

/** Dummy points for raising with `trump` as trumps: HCP plus 5/3/1 for a void/singleton/doubleton. */
export function supportPoints(f: HandFacts, trump: Suit): number {
  let p = f.hcp;
  for (const s of SUITS) {
    if (s === trump) continue;
    const n = f.len[s];
    p += n === 0 ? 5 : n === 1 ? 3 : n === 2 ? 1 : 0;
  }
  return p;
}

/** Whether the hand stops `suit` for no-trump: A, Kx, Qxx or Jxxx. */
export function hasStopper(f: HandFacts, suit: Suit): boolean {
  const h = f.hand[SUITS.indexOf(suit)]!;
  const n = f.len[suit];
  return (
    Boolean(h & (1 << 12)) ||
    (Boolean(h & (1 << 11)) && n >= 2) ||
    (Boolean(h & (1 << 10)) && n >= 3) ||
    (Boolean(h & (1 << 9)) && n >= 4)
  );
}

/** Number of the top five honours (A K Q J T) held in a suit. */
export function topHonours(f: HandFacts, suit: Suit, top = 5): number {
  const h = f.hand[SUITS.indexOf(suit)]!;
  let n = 0;
  for (let i = 12; i > 12 - top; i--) if (h & (1 << i)) n++;
  return n;
}

/** A good suit for a preempt or overcall: two of the top three or three of the top five honours. */
export function isGoodSuit(f: HandFacts, suit: Suit): boolean {
  return topHonours(f, suit, 3) >= 2 || topHonours(f, suit, 5) >= 3;
}

/** Whether the hand has a first- or second-round control (ace, king or shortness) in a suit: a "feature". */
export function hasFeature(f: HandFacts, suit: Suit): boolean {
  const h = f.hand[SUITS.indexOf(suit)]!;
  return Boolean(h & (1 << 12)) || (Boolean(h & (1 << 11)) && f.len[suit] >= 2);
}

/** Rule of 20: HCP plus the lengths of the two longest suits reach 20. */
export const ruleOf20 = (f: HandFacts): boolean => f.hcp + f.shape[0]! + f.shape[1]! >= 20;
/** Rule of 15 (fourth seat): HCP plus spades reach 15. */
export const ruleOf15 = (f: HandFacts): boolean => f.hcp + f.len.S >= 15;

/**
 * Top tricks in no-trump when partner holds every ace and king this hand lacks (the ace and king
 * asks have shown them all), and in `fit` (the agreed suit) at least `fitLength` cards, and its queen
 * when `fitQueen` (Roman Key Card's queen answer). Partner's other cards are not counted. Per suit:
 * the run of top cards between the hands (the ace down to the first card neither holds for sure),
 * and the whole of the longer holding when that run leaves the opponents at most one round of the suit
 * more than it takes (a 5–0 or worse split of five or more outstanding cards is the only loss: about
 * 4%, 1.5%, 0.5% for five, six, seven out).
 *
 * ```ts
 * // ♠AKQJT2 ♥A2 ♦K2 ♣K32 opposite the ♥K ♦A ♣A: 6 + 2 + 2 + 2 = 12
 * topTricksOpposite(handFacts(hand))
 * ```
 */
export function topTricksOpposite(
  f: HandFacts,
  fit?: { readonly suit: Suit; readonly length: number; readonly queen?: boolean },
): number {
  let total = 0;
  for (let i = 0; i < 4; i++) {
    const suit = SUITS[i]!;
    const own = f.hand[i]!;
    // Partner's known honours: the ace and king this hand lacks, and the fit's queen when shown.
    let theirs = ~own & ((1 << 12) | (1 << 11));
    if (fit?.suit === suit && fit.queen) theirs |= ~own & (1 << 10);
    const both = own | theirs;
    let run = 0;
    while (run < 13 && both & (1 << (12 - run))) run++;
    const theirLength = Math.max(popcount(theirs), fit?.suit === suit ? fit.length : 0);
    const long = Math.max(f.len[suit], theirLength);
    const out = 13 - f.len[suit] - theirLength;
    total += run >= out || (out >= 5 && run >= out - 1) ? long : Math.min(run, long);
  }
  return total;
}

const popcount = (x: number): number => {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
};
