/**
 * The transposition table (DDS's TransTable): a partition search. An entry holds a lower and an
 * upper bound for every position with the same suit lengths, leader and holders of the top cards
 * that decided the result (in relative ranks). Entries live in one pool of 8-int entries (layout:
 * state.ts), found through a presence table per distribution and chains per set of suits and their
 * top cards' holders; see the solver README, "How the engine works".
 *
 * ```ts
 * const hit = probe(e, depth, seat, target);   // 1: North-South take target, −1: they do not, 0: unknown
 * storeInPlace(e, e.keyHash[depth]!, e.k0, e.k1, (e.trump << 2) | seat, depth, success, target, best);
 * ```
 */

/** Hash of a position's distribution key: suit lengths (d0, d1) and meta (trump << 2 | leader). */
export const distributionHash = (d0: number, d1: number, meta: number): number => {
  let h = Math.imul(d0, 0x9e3779b1) ^ Math.imul(d1 ^ meta, 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 13);
};

/**
 * The chain an entry goes in, from its counts of relevant top cards (`jp`, 4 bits per suit) and
 * its owner patterns (`pats[at + suit]`): the set of suits with relevant cards (4 bits) and, from
 * bit 4, the holder of each such suit's top card (2 bits per suit).
 */
export const chainKey = (jp: number, pats: Int32Array, at: number): number => {
  let mk = 0;
  let tops = 0;
  for (let s = 0; s < 4; s++) {
    const j = (jp >> (4 * s)) & 15;
    if (j === 0) continue;
    mk |= 1 << s;
    tops |= ((pats[at + s]! >>> (2 * (j - 1))) & 3) << (2 * s);
  }
  return mk | (tops << 4);
};

/** Tricks left in the position of the entry at offset e: its 16 suit lengths hold 4 cards a trick. */
export const entryTricksLeft = (pool: Int32Array, e: number): number => {
  let sum = 0;
  for (let k = 1; k <= 2; k++) {
    const d = pool[e + k]!;
    const x = (d & 0x0f0f0f0f) + ((d >>> 4) & 0x0f0f0f0f);
    sum += Math.imul(x, 0x01010101) >>> 24;
  }
  return sum >> 2;
};

/** For a set of suits (bit per suit), the mask of their 2-bit fields. */
export const SUIT_BITS = new Int32Array(16).map((_, m) => (m & 1 ? 3 : 0) | (m & 2 ? 12 : 0) | (m & 4 ? 48 : 0) | (m & 8 ? 192 : 0));

/**
 * A full pool at its largest keeps at most 1 / 2^KEEP_SHIFT of its entries, those of the deepest
 * positions, rather than starting again empty: list100 deals 1–20 tables with the pool held to
 * 2^16 entries, 16.2M trick nodes cleared → 11.3M kept (9.7M with room for all; keeping a quarter:
 * 11.5M).
 */
export const KEEP_SHIFT = 1;
