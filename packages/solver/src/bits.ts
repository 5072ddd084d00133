/**
 * Bit helpers of the double-dummy engine: holdings are 13-bit ints (bit rank − 2), suits' owner
 * codes 2 bits per live card from the lowest. Pure functions and constant tables only, shared by
 * the engine's files (no state: the engine's state is `EngineState`, state.ts).
 *
 * ```ts
 * POP[0b1011];                 // 3 cards
 * cardsAbove(0b1100, 0b0011);  // 2: both of mine rank above every other card of the suit
 * ```
 */

/** Bit count of a 13-bit holding. */
export const popcount = (x: number): number => {
  x -= (x >>> 1) & 0x5555;
  x = (x & 0x3333) + ((x >>> 2) & 0x3333);
  x = (x + (x >>> 4)) & 0x0f0f;
  return (x + (x >>> 8)) & 0x1f;
};

/** Per 4-bit field, the larger of a's and b's. */
export const maxNibbles = (a: number, b: number): number => {
  let out = 0;
  for (let k = 0; k < 16; k += 4) out |= Math.max((a >> k) & 15, (b >> k) & 15) << k;
  return out;
};

/** Index of the lowest set bit (x > 0). */
export const ctz = (x: number): number => 31 - Math.clz32(x & -x);

/** Index of the highest set bit (x > 0). */
export const highBit = (x: number): number => 31 - Math.clz32(x);

/** The highest set bit of x as a mask (0 when x is 0). */
export const highBitMask = (x: number): number => (x === 0 ? 0 : 1 << highBit(x));

/** Bit counts of 13-bit numbers. */
export const POP = new Uint8Array(8192).map((_, i) => popcount(i));

/** How many cards of holding `mine` rank above every card of `others` (the rest of its suit). */
export const cardsAbove = (mine: number, others: number): number =>
  POP[others === 0 ? mine : mine >> (highBit(others) + 1)]!;

/**
 * Tricks a hand leading `mine` takes in that suit: its `top` cards above every other, and all of
 * them when those draw every card of the longest other hand (`longest` cards).
 */
export const suitWinners = (mine: number, top: number, longest: number): number =>
  top < POP[mine]! && longest <= top ? POP[mine]! : top;

/** Bits of x at the places where m is set, packed low (constant tables for 7 and 6 bits). */
const slowPext = (x: number, m: number): number => {
  let out = 0;
  let k = 0;
  for (let b = 0; b < 13; b++) if (m & (1 << b)) out |= ((x >> b) & 1) << k++;
  return out;
};
const PEXT_LO = new Uint8Array(1 << 14).map((_, i) => slowPext(i & 127, i >> 7));
const PEXT_HI = new Uint8Array(1 << 12).map((_, i) => slowPext(i & 63, i >> 6));
export const pext = (x: number, m: number): number =>
  PEXT_LO[((m & 127) << 7) | (x & 127)]! | (PEXT_HI[((m >> 7) << 6) | (x >> 7)]! << POP[m & 127]!);

/**
 * As few suits (a bit per suit) as make `need` tricks by their counts (`counts`, 4 bits per
 * suit), the suits with the most tricks first.
 */
export const suitsFor = (counts: number, need: number): number => {
  let mask = 0;
  let got = 0;
  while (got < need && counts !== 0) {
    let best = 0;
    let bs = 0;
    for (let s = 0; s < 4; s++) {
      const c = (counts >> (4 * s)) & 15;
      if (c > best) {
        best = c;
        bs = s;
      }
    }
    got += best;
    counts &= ~(15 << (4 * bs));
    mask |= 1 << bs;
  }
  return mask;
};

/** The top cards (`tops`, 4 bits per suit) of `suitsFor(counts, need)`, added to `base`. */
export const pickTops = (counts: number, tops: number, need: number, base: number): number => {
  const mask = suitsFor(counts, need);
  let jp = base;
  for (let s = 0; s < 4; s++) if ((mask >> s) & 1) jp = maxNibbles(jp, tops & (15 << (4 * s)));
  return jp;
};

/** Whether bit `b` of `mine` tops its group of touching cards: the next card up among `live` is not in `mine`. */
export const isGroupTop = (mine: number, live: number, b: number): boolean => {
  const above = live >>> (b + 1);
  return above === 0 || ((mine >>> (b + 1 + ctz(above))) & 1) === 0;
};

/** The rank of bit `b` counted from the top of the live cards (1 for the highest). */
export const rankFromTop = (live: number, b: number): number => POP[live >>> (b + 1)]! + 1;

/**
 * A played card (suit * 16 + bit) leaves the live cards and its suit's owner code (2 bits per live
 * card from the lowest: the card's field goes, the fields above it move down). Cards may leave in
 * any order.
 */
export const leaveCode = (code: Int32Array, live: Int32Array, card: number): void => {
  const cs = card >> 4;
  const cm = 1 << (card & 15);
  const below = (1 << (2 * POP[live[cs]! & (cm - 1)]!)) - 1;
  const cc = code[cs]!;
  code[cs] = (cc & below) | ((cc >>> 2) & ~below);
  live[cs]! ^= cm;
};

/** Whether the next live card below bit `b` is also in `mine` (the card has a touching card below). */
export const touchesBelow = (mine: number, live: number, b: number): boolean => {
  const below = live & ((1 << b) - 1);
  return below !== 0 && (mine & highBitMask(below)) !== 0;
};

/** Bit k of a 13-bit number moved to bit 2k. */
export const SPREAD = new Int32Array(8192).map((_, i) => {
  let out = 0;
  for (let b = 0; b < 13; b++) if (i & (1 << b)) out |= 1 << (2 * b);
  return out;
});
