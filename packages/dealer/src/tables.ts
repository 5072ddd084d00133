/**
 * Lookup tables shared by the dealer's hot loops: a card as a number 0..51 and per-holding
 * figures (length, points, controls, quick tricks, losers) for all 8192 13-bit holdings.
 *
 * ```ts
 * const c = cardNumber('SA');   // 51
 * HOLDING_HCP[0b1111 << 9]      // 10 (A K Q J)
 * ```
 * A card number is `suit × 13 + (rank − 2)` with suits in core's bidding order C D H S, so clubs 2
 * is 0 and spades ace is 51. Tables are typed arrays so that the dealer does no allocation per deal.
 */
import { RANK_CHARS, SUITS, type Card, type RankChar, type Suit } from '@biritch/core';

/** Suit index (0 C … 3 S) of each card number. */
export const CARD_SUIT = new Uint8Array(52);
/** Holding bit of each card number: `1 << (rank − 2)`. */
export const CARD_BIT = new Uint16Array(52);
/** Milton Work points of each card number (A 4, K 3, Q 2, J 1). */
export const CARD_HCP = new Uint8Array(52);
for (let c = 0; c < 52; c++) {
  CARD_SUIT[c] = (c / 13) | 0;
  CARD_BIT[c] = 1 << (c % 13);
  CARD_HCP[c] = Math.max(0, (c % 13) - 8);
}

const A = 1 << 12;
const K = 1 << 11;
const Q = 1 << 10;

/** Number of cards in each holding. */
export const HOLDING_LENGTH = new Uint8Array(8192);
/** Milton Work high-card points of each holding. */
export const HOLDING_HCP = new Uint8Array(8192);
/** Controls of each holding (ace 2, king 1). */
export const HOLDING_CONTROLS = new Uint8Array(8192);
/** Quick tricks of each holding, doubled so that they are integers (AK 4, AQ 3, A 2, KQ 2, Kx 1). */
export const HOLDING_QUICK_TRICKS_X2 = new Uint8Array(8192);
/** Losers of each holding in the losing-trick count. */
export const HOLDING_LOSERS = new Uint8Array(8192);

for (let h = 0; h < 8192; h++) {
  let n = 0;
  for (let x = h; x; x &= x - 1) n++;
  HOLDING_LENGTH[h] = n;
  let p = 0;
  for (let r = 9; r < 13; r++) if (h & (1 << r)) p += r - 8;
  HOLDING_HCP[h] = p;
  HOLDING_CONTROLS[h] = (h & A ? 2 : 0) + (h & K ? 1 : 0);
  const a = (h & A) !== 0;
  const k = (h & K) !== 0;
  const q = (h & Q) !== 0;
  HOLDING_QUICK_TRICKS_X2[h] = a && k ? 4 : a && q ? 3 : a ? 2 : k && q ? 2 : k && n >= 2 ? 1 : 0;
  // Losing-trick count: only the top three cards of a suit matter, and never more losers than cards.
  HOLDING_LOSERS[h] = n === 0 ? 0 : n === 1 ? (a ? 0 : 1) : n === 2 ? 2 - +a - +k : 3 - +a - +k - +q;
}

/** The card number of a card (clubs 2 = 0 … spades ace = 51). */
export const cardNumber = (card: Card): number =>
  SUITS.indexOf(card[0] as Suit) * 13 + RANK_CHARS.indexOf(card[1] as RankChar);

/** The card of a card number. */
export const cardOfNumber = (n: number): Card => `${SUITS[(n / 13) | 0]!}${RANK_CHARS[n % 13]!}` as Card;

/** Shape code of four suit lengths (clubs, diamonds, hearts; spades is what is left of 13). */
export const shapeCode = (c: number, d: number, h: number): number => c + 14 * d + 196 * h;
/** Number of shape codes (a lookup table over shapes has this many entries). */
export const SHAPE_CODES = 14 * 14 * 14;
