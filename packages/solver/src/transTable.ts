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
import { POP } from './bits.js';
import { E_NEXT, E_D0, E_D1, E_PAT, E_PACK, E_STRIDE, PAT_BITS, type EngineState } from './state.js';

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

/** Forgets every stored bound (bounds are facts about relative-rank positions, so this only frees room). */
export function clearTable(e: EngineState): void {
  e.poolUsed = 0;
  e.pres.fill(0);
  e.headMask = e.minHeadMask;
  e.heads.fill(-1, 0, e.headMask + 1);
}

/**
 * At a trick start: computes the position's key (kept per depth for the store) and looks for a
 * stored bound that decides "North-South take at least `target`": 1 yes, −1 no, 0 unknown.
 */
export function probe(e: EngineState, depth: number, seat: number, target: number): number {
  const pop = POP;
  const code = e.code;
  const live = e.live;
  // Owner code of every suit (2 bits per live card from the lowest) and its number of live cards.
  const c0 = code[0]!;
  const c1 = code[1]!;
  const c2 = code[2]!;
  const c3 = code[3]!;
  const n0 = pop[live[0]!]!;
  const n1 = pop[live[1]!]!;
  const n2 = pop[live[2]!]!;
  const n3 = pop[live[3]!]!;
  const d0 = e.k0;
  const d1 = e.k1;
  const meta = (e.trump << 2) | seat;
  const hsh = distributionHash(d0, d1, meta);
  e.keyHash[depth] = hsh;
  const pv = e.pres[hsh & e.presMaskBits]!;
  let masks = pv >>> 16 === hsh >>> 16 ? pv & 0xffff : 0;
  if (masks === 0) return 0;
  const pool = e.pool;
  // Owner of each suit's top live card (2 bits per suit), for the sub-chains below.
  const tops =
    (n0 > 0 ? (c0 >>> (2 * n0 - 2)) & 3 : 0) |
    (n1 > 0 ? ((c1 >>> (2 * n1 - 2)) & 3) << 2 : 0) |
    (n2 > 0 ? ((c2 >>> (2 * n2 - 2)) & 3) << 4 : 0) |
    (n3 > 0 ? ((c3 >>> (2 * n3 - 2)) & 3) << 6 : 0);
  while (masks !== 0) {
    const mk = 31 - Math.clz32(masks & -masks);
    masks ^= 1 << mk;
    const bucket = subBucket(e, hsh, mk, tops);
    for (let at = e.heads[bucket]!; at >= 0; at = pool[at + E_NEXT]!) {
      const pack = pool[at + E_PACK]!;
      if (pool[at + E_D0] !== d0 || pool[at + E_D1] !== d1 || (pack & 31) !== meta) continue;
      const jp = (pack >> 5) & 0xffff;
      if (
        c0 >>> (2 * (n0 - (jp & 15))) !== (pool[at + E_PAT]! & PAT_BITS) ||
        c1 >>> (2 * (n1 - ((jp >> 4) & 15))) !== pool[at + E_PAT + 1] ||
        c2 >>> (2 * (n2 - ((jp >> 8) & 15))) !== pool[at + E_PAT + 2] ||
        c3 >>> (2 * (n3 - ((jp >> 12) & 15))) !== pool[at + E_PAT + 3]
      )
        continue;
      // Decided by the lower bound (1) or the upper bound (−1).
      const hit = ((pack >> 21) & 15) >= target ? 1 : pack >>> 25 < target ? -1 : 0;
      if (hit !== 0) {
        e.hashMove[depth] = (pool[at + E_PAT]! >>> 26) - 1;
        e.relevantTop(depth, jp);
        return hit;
      }
    }
  }
  return 0;
}

/**
 * Stores the result of a test of `target` at a trick start, keyed on the relevant top cards, as
 * a new entry at the head of its chain. An entry with the same key is not looked for: only 4 % of
 * stores found one (list100 deals 1–10 tables), while the look walked 3.6 entries a store; a
 * probe reads both entries, newest first, and either's bound decides as the merged one would
 * (paired whole-process timing, deals 41–60 tables: −1.2 % CPU; nodes 0.05 % fewer).
 */
export function storeInPlace(e: EngineState, distHash: number, d0: number, d1: number, meta: number, depth: number, success: boolean, target: number, best: number): void {
  const pop = POP;
  let pool = e.pool;
  let jp = 0;
  const pat = e.patScratch;
  for (let s = 0; s < 4; s++) {
    const r = e.wr[depth * 4 + s]!;
    let j = 0;
    if (r !== 0) {
      const low = 31 - Math.clz32(r & -r);
      j = pop[e.live[s]! >> low]!;
    }
    jp |= j << (4 * s);
    // The position is the one probed at this depth: the search below has been undone.
    pat[s] = e.code[s]! >>> (2 * (pop[e.live[s]!]! - j));
  }
  const key = meta | (jp << 5);
  const ck = chainKey(jp, pat, 0);
  const mk = ck & 15;
  let bucket = subBucket(e, distHash, mk, ck >> 4);
  if (e.poolUsed >= e.poolSize && e.poolSize < e.maxPoolSize) {
    // Full: grow. Entries are addressed by their offset, which a copy keeps.
    const grown = new Int32Array(e.pool.length * 2);
    grown.set(e.pool);
    e.pool = pool = grown;
    e.poolSize *= 2;
  } else if (e.poolUsed >= e.poolSize) {
    // Full at its largest: keep only the deepest positions (bounds are only a cache).
    compactInPlace(e);
    bucket = subBucket(e, distHash, mk, ck >> 4);
  }
  markPresent(e, distHash, mk);
  const at = e.poolUsed++ * E_STRIDE;
  pool[at + E_NEXT] = e.heads[bucket]!;
  e.heads[bucket] = at;
  pool[at + E_D0] = d0;
  pool[at + E_D1] = d1;
  pool[at + E_PAT] = pat[0]! | (best << 26);
  pool[at + E_PAT + 1] = pat[1]!;
  pool[at + E_PAT + 2] = pat[2]!;
  pool[at + E_PAT + 3] = pat[3]!;
  pool[at + E_PACK] = key | ((success ? target : 0) << 21) | ((success ? 13 : target - 1) << 25);
  if (e.poolUsed > e.headMask + 1 && e.headMask + 1 < e.heads.length) {
    // Twice as many chains, the entries linked into them again.
    e.headMask = e.headMask * 2 + 1;
    relinkInPlace(e, false);
  }
}

/**
 * Links the pool's entries into the chains again, oldest first (so newest first in each chain),
 * and with `mark` notes them in the presence table (emptied first).
 */
export function relinkInPlace(e: EngineState, mark: boolean): void {
  e.heads.fill(-1, 0, e.headMask + 1);
  if (mark) e.pres.fill(0);
  const pool = e.pool;
  for (let i = 0; i < e.poolUsed; i++) {
    const at = i * E_STRIDE;
    const pack = pool[at + E_PACK]!;
    const ck = chainKey((pack >> 5) & 0xffff, pool, at + E_PAT);
    const hash = distributionHash(pool[at + E_D0]!, pool[at + E_D1]!, pack & 31);
    const bucket = subBucket(e, hash, ck & 15, ck >> 4);
    pool[at + E_NEXT] = e.heads[bucket]!;
    e.heads[bucket] = at;
    if (mark) markPresent(e, hash, ck & 15);
  }
}

/**
 * A full pool at its largest keeps the entries of its deepest positions (most tricks left: the
 * dearest to search again), at most half of it, and drops the rest.
 */
export function compactInPlace(e: EngineState): void {
  const pool = e.pool;
  const byLeft = new Int32Array(14);
  for (let i = 0; i < e.poolUsed; i++) byLeft[entryTricksLeft(pool, i * E_STRIDE)]!++;
  let from = 14;
  let kept = 0;
  while (from > 2 && kept + byLeft[from - 1]! <= e.poolSize >> KEEP_SHIFT) kept += byLeft[--from]!;
  let j = 0;
  for (let i = 0; i < e.poolUsed; i++) {
    const at = i * E_STRIDE;
    if (entryTricksLeft(pool, at) < from) continue;
    if (j !== i) pool.copyWithin(j * E_STRIDE, at, at + E_STRIDE);
    j++;
  }
  e.poolUsed = j;
  e.headMask = e.minHeadMask;
  while (e.poolUsed > e.headMask + 1 && e.headMask + 1 < e.heads.length) e.headMask = e.headMask * 2 + 1;
  relinkInPlace(e, true);
}

/** Notes that the distribution of hash `distHash` has entries under the suit set `mk`. */
export function markPresent(e: EngineState, distHash: number, mk: number): void {
  const i = distHash & e.presMaskBits;
  const pv = e.pres[i]!;
  const tag = distHash >>> 16;
  e.pres[i] = pv >>> 16 === tag ? pv | (1 << mk) : (tag << 16) | (1 << mk);
}

/**
 * The chain of the entries of one distribution (hash `distHash`) whose relevant cards reach the
 * suits of `mk` (bit per suit), with those suits' top cards held as in `tops` (2 bits per suit).
 */
export function subBucket(e: EngineState, distHash: number, mk: number, tops: number): number {
  let x = distHash ^ Math.imul(mk | ((tops & SUIT_BITS[mk]!) << 4), 0x27d4eb2d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x85ebca77);
  x ^= x >>> 13;
  return x & e.headMask;
}
