/**
 * The transposition table (DDS's TransTable): a partition search. An entry holds a lower and an
 * upper bound for every position with the same suit lengths, leader and holders of the top cards
 * that decided the result (in relative ranks). Entries live in one pool of 8-int entries (layout:
 * state.ts), found through a presence table per distribution and chains per set of suits and their
 * top cards' holders; see the solver README, "How the engine works".
 *
 * ```ts
 * const hit = this.probe(depth, seat, target);   // 1: North-South take target, −1: they do not, 0: unknown
 * this.storeInPlace(this.keyHash[depth]!, this.k0, this.k1, (this.trump << 2) | seat, depth, success, target, best);
 * ```
 */
import { POP } from './bits.js';
import { E_NEXT, E_D0, E_D1, E_PAT, E_PACK, E_STRIDE, PAT_BITS, EngineState } from './state.js';

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
export const SUIT_BITS = new Int32Array(16).map(
  (_, m) => (m & 1 ? 3 : 0) | (m & 2 ? 12 : 0) | (m & 4 ? 48 : 0) | (m & 8 ? 192 : 0),
);

/**
 * A full pool at its largest keeps at most 1 / 2^KEEP_SHIFT of its entries, those of the deepest
 * positions, rather than starting again empty: list100 deals 1–20 tables with the pool held to
 * 2^16 entries, 16.2M trick nodes cleared → 11.3M kept (9.7M with room for all; keeping a quarter:
 * 11.5M).
 */
export const KEEP_SHIFT = 1;

/** The engine's state with the transposition table's operations (the next layer: quickTricks.ts). */
export class TableEngine extends EngineState {
  /** Forgets every stored bound (bounds are facts about relative-rank positions, so this only frees room). */
  clearTableInPlace(): void {
    this.poolUsed = 0;
    this.pres.fill(0);
    this.headMask = this.minHeadMask;
    this.heads.fill(-1, 0, this.headMask + 1);
  }

  /**
   * At a trick start: computes the position's key (kept per depth for the store) and looks for a
   * stored bound that decides "North-South take at least `target`": 1 yes, −1 no, 0 unknown.
   */
  protected probe(depth: number, seat: number, target: number): number {
    const pop = POP;
    const code = this.code;
    const live = this.live;
    // Owner code of every suit (2 bits per live card from the lowest) and its number of live cards.
    const c0 = code[0]!;
    const c1 = code[1]!;
    const c2 = code[2]!;
    const c3 = code[3]!;
    const n0 = pop[live[0]!]!;
    const n1 = pop[live[1]!]!;
    const n2 = pop[live[2]!]!;
    const n3 = pop[live[3]!]!;
    const d0 = this.k0;
    const d1 = this.k1;
    const meta = (this.trump << 2) | seat;
    const hsh = distributionHash(d0, d1, meta);
    this.keyHash[depth] = hsh;
    const pv = this.pres[hsh & this.presMaskBits]!;
    let masks = pv >>> 16 === hsh >>> 16 ? pv & 0xffff : 0;
    if (masks === 0) return 0;
    const pool = this.pool;
    // Owner of each suit's top live card (2 bits per suit), for the sub-chains below.
    const tops =
      (n0 > 0 ? (c0 >>> (2 * n0 - 2)) & 3 : 0) |
      (n1 > 0 ? ((c1 >>> (2 * n1 - 2)) & 3) << 2 : 0) |
      (n2 > 0 ? ((c2 >>> (2 * n2 - 2)) & 3) << 4 : 0) |
      (n3 > 0 ? ((c3 >>> (2 * n3 - 2)) & 3) << 6 : 0);
    while (masks !== 0) {
      const mk = 31 - Math.clz32(masks & -masks);
      masks ^= 1 << mk;
      const bucket = this.subBucket(hsh, mk, tops);
      for (let e = this.heads[bucket]!; e >= 0; e = pool[e + E_NEXT]!) {
        const pack = pool[e + E_PACK]!;
        if (pool[e + E_D0] !== d0 || pool[e + E_D1] !== d1 || (pack & 31) !== meta) continue;
        const jp = (pack >> 5) & 0xffff;
        if (
          c0 >>> (2 * (n0 - (jp & 15))) !== (pool[e + E_PAT]! & PAT_BITS) ||
          c1 >>> (2 * (n1 - ((jp >> 4) & 15))) !== pool[e + E_PAT + 1] ||
          c2 >>> (2 * (n2 - ((jp >> 8) & 15))) !== pool[e + E_PAT + 2] ||
          c3 >>> (2 * (n3 - ((jp >> 12) & 15))) !== pool[e + E_PAT + 3]
        )
          continue;
        // Decided by the lower bound (1) or the upper bound (−1).
        const hit = ((pack >> 21) & 15) >= target ? 1 : pack >>> 25 < target ? -1 : 0;
        if (hit !== 0) {
          this.hashMove[depth] = (pool[e + E_PAT]! >>> 26) - 1;
          this.relevantTop(depth, jp);
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
  protected storeInPlace(
    distHash: number,
    d0: number,
    d1: number,
    meta: number,
    depth: number,
    success: boolean,
    target: number,
    best: number,
  ): void {
    const pop = POP;
    let pool = this.pool;
    let jp = 0;
    const pat = this.patScratch;
    for (let s = 0; s < 4; s++) {
      const r = this.wr[depth * 4 + s]!;
      let j = 0;
      if (r !== 0) {
        const low = 31 - Math.clz32(r & -r);
        j = pop[this.live[s]! >> low]!;
      }
      jp |= j << (4 * s);
      // The position is the one probed at this depth: the search below has been undone.
      pat[s] = this.code[s]! >>> (2 * (pop[this.live[s]!]! - j));
    }
    const key = meta | (jp << 5);
    const ck = chainKey(jp, pat, 0);
    const mk = ck & 15;
    let bucket = this.subBucket(distHash, mk, ck >> 4);
    if (this.poolUsed >= this.poolSize && this.poolSize < this.maxPoolSize) {
      // Full: grow. Entries are addressed by their offset, which a copy keeps.
      const grown = new Int32Array(this.pool.length * 2);
      grown.set(this.pool);
      this.pool = pool = grown;
      this.poolSize *= 2;
    } else if (this.poolUsed >= this.poolSize) {
      // Full at its largest: keep only the deepest positions (bounds are only a cache).
      this.compactInPlace();
      bucket = this.subBucket(distHash, mk, ck >> 4);
    }
    this.markPresent(distHash, mk);
    const e = this.poolUsed++ * E_STRIDE;
    pool[e + E_NEXT] = this.heads[bucket]!;
    this.heads[bucket] = e;
    pool[e + E_D0] = d0;
    pool[e + E_D1] = d1;
    pool[e + E_PAT] = pat[0]! | (best << 26);
    pool[e + E_PAT + 1] = pat[1]!;
    pool[e + E_PAT + 2] = pat[2]!;
    pool[e + E_PAT + 3] = pat[3]!;
    pool[e + E_PACK] = key | ((success ? target : 0) << 21) | ((success ? 13 : target - 1) << 25);
    if (this.poolUsed > this.headMask + 1 && this.headMask + 1 < this.heads.length) {
      // Twice as many chains, the entries linked into them again.
      this.headMask = this.headMask * 2 + 1;
      this.relinkInPlace(false);
    }
  }

  /**
   * Links the pool's entries into the chains again, oldest first (so newest first in each chain),
   * and with `mark` notes them in the presence table (emptied first).
   */
  protected relinkInPlace(mark: boolean): void {
    this.heads.fill(-1, 0, this.headMask + 1);
    if (mark) this.pres.fill(0);
    const pool = this.pool;
    for (let i = 0; i < this.poolUsed; i++) {
      const e = i * E_STRIDE;
      const pack = pool[e + E_PACK]!;
      const ck = chainKey((pack >> 5) & 0xffff, pool, e + E_PAT);
      const hash = distributionHash(pool[e + E_D0]!, pool[e + E_D1]!, pack & 31);
      const bucket = this.subBucket(hash, ck & 15, ck >> 4);
      pool[e + E_NEXT] = this.heads[bucket]!;
      this.heads[bucket] = e;
      if (mark) this.markPresent(hash, ck & 15);
    }
  }

  /**
   * A full pool at its largest keeps the entries of its deepest positions (most tricks left: the
   * dearest to search again), at most half of it, and drops the rest.
   */
  protected compactInPlace(): void {
    const pool = this.pool;
    const byLeft = new Int32Array(14);
    for (let i = 0; i < this.poolUsed; i++) byLeft[entryTricksLeft(pool, i * E_STRIDE)]!++;
    let from = 14;
    let kept = 0;
    while (from > 2 && kept + byLeft[from - 1]! <= this.poolSize >> KEEP_SHIFT) kept += byLeft[--from]!;
    let j = 0;
    for (let i = 0; i < this.poolUsed; i++) {
      const e = i * E_STRIDE;
      if (entryTricksLeft(pool, e) < from) continue;
      if (j !== i) pool.copyWithin(j * E_STRIDE, e, e + E_STRIDE);
      j++;
    }
    this.poolUsed = j;
    this.headMask = this.minHeadMask;
    while (this.poolUsed > this.headMask + 1 && this.headMask + 1 < this.heads.length)
      this.headMask = this.headMask * 2 + 1;
    this.relinkInPlace(true);
  }

  /** Notes that the distribution of hash `distHash` has entries under the suit set `mk`. */
  protected markPresent(distHash: number, mk: number): void {
    const i = distHash & this.presMaskBits;
    const pv = this.pres[i]!;
    const tag = distHash >>> 16;
    this.pres[i] = pv >>> 16 === tag ? pv | (1 << mk) : (tag << 16) | (1 << mk);
  }

  /**
   * The chain of the entries of one distribution (hash `distHash`) whose relevant cards reach the
   * suits of `mk` (bit per suit), with those suits' top cards held as in `tops` (2 bits per suit).
   */
  protected subBucket(distHash: number, mk: number, tops: number): number {
    let x = distHash ^ Math.imul(mk | ((tops & SUIT_BITS[mk]!) << 4), 0x27d4eb2d);
    x ^= x >>> 15;
    x = Math.imul(x, 0x85ebca77);
    x ^= x >>> 13;
    return x & this.headMask;
  }
}
