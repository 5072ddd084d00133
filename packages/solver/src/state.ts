/**
 * The double-dummy engine's state: every typed array the search, the move ordering, the sure-trick
 * bounds and the transposition table work on, in one object, with the moves at the root. Each of
 * the engine's other files adds one concern to it as a class layer (transTable.ts, quickTricks.ts,
 * laterTricks.ts, moves.ts), and `DdEngine` (engine.ts) adds the search on top.
 *
 * ```ts
 * const e = new DdEngine();              // an EngineState with every layer on top
 * e.setupInPlace(hands16, 4, 0, []);     // NT, North on lead
 * e.hands[0 * 4 + 3];                    // North's spades, 13 bits
 * ```
 * Numbers only: seats 0..3 = N E S W, suits 0..3 = C D H S, trump 4 = NT, a card = suit * 16 +
 * (rank − 2). Fields are public for the engine's own files only: nothing outside the engine
 * writes them.
 */
import { popcount, highBitMask, POP, pext, SPREAD } from './bits.js';

// A transposition-table entry, 8 ints (32 bytes, two to a cache line): next, dist0, dist1, the owner
// patterns of the relevant top cards of each suit, and packed in one int: meta (trump << 2 |
// leader, 5 bits), the counts of those top cards (4 bits per suit, 16 bits from bit 5), the lower
// bound (4 bits from bit 21) and the upper bound (4 bits from bit 25).
export const E_NEXT = 0;
export const E_D0 = 1;
export const E_D1 = 2;
export const E_PAT = 3;
export const E_PACK = 7;
export const E_STRIDE = 8;

/**
 * The owner pattern's bits in an entry's first pattern int (up to 13 cards, 2 bits each); the six
 * bits above hold the lead that cut the stored search off (card + 1; 0: none).
 */
export const PAT_BITS = 0x3ffffff;

/** Plies of the move stacks and marks: 52 cards at most, with room to spare. */
export const MAX_DEPTH = 64;

/** log2 of the presence table's slots (one int each: 256 KB). */
export const PRES_BITS = 16;

/**
 * Chain heads: a cleared table starts with 2^(ttBits − HEAD_SHIFT) of them (2^16, 256 KB, for the
 * default 2^20 entries), doubled (the entries linked again) whenever the pool holds more entries
 * than heads. A probe reads about two heads, each a likely cache miss unless the heads are few
 * enough to stay in the processor's cache. Against one head per two entries of the largest pool
 * from the start (8 MB): list100 deals 1–20 tables −3.7 % CPU (paired whole-process timing),
 * largest.txt deals 1–6 the same; letting chains grow to two entries before doubling saved no
 * more on list100 and cost largest.txt 5 %.
 */
export const HEAD_SHIFT = 4;

/** One solver context's state: the deal as it stands, the move stacks, the marks and the table. */
export class EngineState {
  /** Holdings, index seat * 4 + suit. */
  readonly hands = new Int32Array(16);
  /** Cards per seat. */
  readonly count = new Int32Array(4);
  /** Per suit: cards still in hands plus those on the table in the current trick. */
  readonly live = new Int32Array(4);
  /** 0..3 trump suit, 4 no-trump. */
  trump = 4;
  leadSuit = 0;
  winSeat = 0;
  winSuit = 0;
  winBit = 0;
  readonly trickCard = new Int32Array(4);
  private readonly rootTrick = new Int32Array(4);
  readonly moves = new Int32Array(MAX_DEPTH * 16);
  readonly moveCount = new Int32Array(MAX_DEPTH);
  readonly genKeys = new Int32Array(16);
  /** Per depth: the card that last cut the search off there (tried early at the next lead). */
  readonly killer = new Int32Array(MAX_DEPTH).fill(-1);
  /**
   * Per depth: the lead stored with the last table entry that decided a probe there (−1: none),
   * tried early at the next lead of that depth after the killer, as DDS does with its "bestMoveTT"
   * (list100 tables: deals 1–10 −1.7 % trick nodes, deals 41–60 −0.4 %).
   */
  readonly hashMove = new Int32Array(MAX_DEPTH).fill(-1);
  /** Root: seat to play and its position in the trick (0 = on lead). */
  rootSeat = 0;
  rootPos = 0;
  /** Relevant ranks per depth and suit: the cards whose rank decided the node's result. */
  readonly wr = new Int32Array(MAX_DEPTH * 4);
  /** Per depth, at trick starts: the hash of the distribution key. */
  readonly keyHash = new Int32Array(MAX_DEPTH);
  /**
   * Kept up to date as cards move, for the transposition table: per suit the owner code of its
   * live cards (2 bits per card from the lowest; exact at trick starts) and the 16 suit lengths
   * (4 bits each: k0 clubs and diamonds, k1 hearts and spades, two per seat).
   */
  readonly code = new Int32Array(4);
  k0 = 0;
  k1 = 0;
  headMask: number;
  readonly minHeadMask: number;
  readonly heads: Int32Array;
  pool: Int32Array;
  poolSize: number;
  readonly maxPoolSize: number;
  poolUsed = 0;
  /** Per distribution hash: which sets of suits its entries' relevant cards reach (bit per set). */
  readonly presMaskBits: number;
  /**
   * Per distribution hash slot, one int: the hash's top 16 bits as a tag, and the sets of suits as
   * 16 bits below (0 = empty; a tag shared by two distributions only costs a useless lookup).
   */
  readonly pres: Int32Array;

  /**
   * A context whose transposition table starts with room for 2^ttBits entries (32 bytes each) and
   * doubles when full up to 2^maxTtBits; full at that size, it keeps the entries of its deepest
   * positions (at most half) and drops the rest.
   */
  constructor(ttBits = 20, maxTtBits = ttBits + 1) {
    const maxBits = Math.max(ttBits, maxTtBits);
    // Per chain its first entry (−1: none): room for the most chains, only the first used.
    this.minHeadMask = (1 << Math.max(4, ttBits - HEAD_SHIFT)) - 1;
    this.heads = new Int32Array(1 << Math.max(4, maxBits - 1));
    this.headMask = this.minHeadMask;
    this.heads.fill(-1, 0, this.headMask + 1);
    this.poolSize = 1 << ttBits;
    this.pool = new Int32Array(this.poolSize * E_STRIDE);
    this.maxPoolSize = 1 << maxBits;
    // A small presence table stays in the processor's cache: measured on list100 deals 1–10
    // tables, 2^16 slots instead of 2^20 cost +1.1 % nodes (distributions pushed out of it) and
    // saved about 10 % CPU; 2^14 slots cost +5 % nodes for nothing more. Slots of one int rather
    // than four: PRES_BITS.
    const presBits = Math.max(4, Math.min(PRES_BITS, ttBits - 2));
    this.presMaskBits = (1 << presBits) - 1;
    this.pres = new Int32Array(1 << presBits);
  }

  /**
   * Loads a position: 16 holdings (seat * 4 + suit, cards of the trick in progress removed),
   * trump, the trick's leader and the cards (suit * 16 + bit) played to it so far.
   */
  setupInPlace(hands: ArrayLike<number>, trump: number, leader: number, trick: readonly number[]): void {
    this.trump = trump;
    for (let i = 0; i < 16; i++) this.hands[i] = hands[i]!;
    for (let seat = 0; seat < 4; seat++) {
      let n = 0;
      for (let s = 0; s < 4; s++) n += popcount(this.hands[seat * 4 + s]!);
      this.count[seat] = n;
    }
    for (let s = 0; s < 4; s++)
      this.live[s] = this.hands[s]! | this.hands[4 + s]! | this.hands[8 + s]! | this.hands[12 + s]!;
    for (let i = 0; i < trick.length; i++) {
      const c = trick[i]!;
      this.live[c >> 4]! |= 1 << (c & 15);
      this.addToTrickInPlace(i, (leader + i) & 3, c);
    }
    this.rootSeat = (leader + trick.length) & 3;
    this.rootPos = trick.length;
    this.rekeyInPlace();
  }

  /** Recomputes the owner codes and suit lengths from the hands (after a set-up or a root move). */
  private rekeyInPlace(): void {
    const pop = POP;
    const h = this.hands;
    for (let s = 0; s < 4; s++) this.code[s] = this.codeOf(s);
    this.k0 =
      pop[h[0]!]! |
      (pop[h[1]!]! << 4) |
      (pop[h[4]!]! << 8) |
      (pop[h[5]!]! << 12) |
      (pop[h[8]!]! << 16) |
      (pop[h[9]!]! << 20) |
      (pop[h[12]!]! << 24) |
      (pop[h[13]!]! << 28);
    this.k1 =
      pop[h[2]!]! |
      (pop[h[3]!]! << 4) |
      (pop[h[6]!]! << 8) |
      (pop[h[7]!]! << 12) |
      (pop[h[10]!]! << 16) |
      (pop[h[11]!]! << 20) |
      (pop[h[14]!]! << 24) |
      (pop[h[15]!]! << 28);
  }

  /** Owner code of suit s: for each live card from the lowest, 2 bits = the seat holding it. */
  private codeOf(s: number): number {
    const h = this.hands;
    const live = this.live[s]!;
    const w = h[12 + s]!;
    return SPREAD[pext(h[4 + s]! | w, live)]! | (SPREAD[pext(h[8 + s]! | w, live)]! << 1);
  }

  /** Puts `seat`'s card at place `pos` of the trick, keeping the led suit and the winning card. */
  private addToTrickInPlace(pos: number, seat: number, card: number): void {
    const suit = card >> 4;
    const bit = card & 15;
    this.trickCard[pos] = card;
    if (pos === 0) this.leadSuit = suit;
    if (pos === 0 || this.beats(suit, bit)) {
      this.winSeat = seat;
      this.winSuit = suit;
      this.winBit = bit;
    }
  }

  private beats(suit: number, bit: number): boolean {
    return suit === this.winSuit ? bit > this.winBit : suit === this.trump;
  }

  /** Plays a card at the root in place (the root moves on); returns what `undoRootInPlace` needs. */
  playRootInPlace(card: number): number {
    const seat = this.rootSeat;
    const pos = this.rootPos;
    const suit = card >> 4;
    const bit = card & 15;
    const saved = this.winSeat | (this.winSuit << 2) | (this.winBit << 4) | (this.leadSuit << 8);
    this.hands[seat * 4 + suit]! ^= 1 << bit;
    this.count[seat]!--;
    this.addToTrickInPlace(pos, seat, card);
    if (pos === 3) {
      for (let i = 0; i < 4; i++) {
        const c = this.trickCard[i]!;
        this.rootTrick[i] = c;
        this.live[c >> 4]! &= ~(1 << (c & 15));
      }
      this.rootSeat = this.winSeat;
      this.rootPos = 0;
    } else {
      this.rootSeat = (seat + 1) & 3;
      this.rootPos = pos + 1;
    }
    this.rekeyInPlace();
    return saved | (seat << 10) | (pos << 12);
  }

  /** Undoes `playRootInPlace`. */
  undoRootInPlace(card: number, token: number): void {
    const seat = (token >> 10) & 3;
    const pos = (token >> 12) & 3;
    if (pos === 3) {
      // The search below the root reuses trickCard: the finished trick was kept in rootTrick.
      for (let i = 0; i < 4; i++) {
        const c = this.rootTrick[i]!;
        this.trickCard[i] = c;
        this.live[c >> 4]! |= 1 << (c & 15);
      }
    }
    this.hands[seat * 4 + (card >> 4)]! |= 1 << (card & 15);
    this.count[seat]!++;
    this.winSeat = token & 3;
    this.winSuit = (token >> 2) & 3;
    this.winBit = (token >> 4) & 15;
    this.leadSuit = (token >> 8) & 3;
    this.rootSeat = seat;
    this.rootPos = pos;
    this.rekeyInPlace();
  }
  /** Set by `cashable`: per suit (4 bits each) the top cards the count rests on, and the tricks. */
  qtJ = 0;
  qtCount = 0;
  /** Set by `cashable`: the top trumps that drew the opponents' (4 bits at the trump suit), or 0. */
  qtDrew = 0;
  /** Set by `crossing`: the tricks its suit takes. */
  crossIn = 0;
  /** Set by `cashCount`: the marks (relevant cards) per suit, and the tricks per suit (4 bits each). */
  readonly cashMarks = new Int32Array(4);
  cashPerSuit = 0;
  /** Set by `cashCount`: whether its count relied on the hand's top trumps drawing the opponents'. */
  cashDrew = false;

  /** Whether one hand holds every live card of suit `s` (at a trick start; or none is left). */
  private soleHolder(s: number): boolean {
    const live = this.live[s]!;
    const h = this.hands;
    return live === h[s] || live === h[4 + s] || live === h[8 + s] || live === h[12 + s];
  }

  /**
   * Sets wr[depth] to the top `j` live cards of each suit (j packed 4 bits per suit), at a trick
   * start; none of a suit one hand holds entirely.
   */
  relevantTop(depth: number, jp: number): void {
    const wr = this.wr;
    const wb = depth * 4;
    for (let s = 0; s < 4; s++) {
      let j = (jp >> (4 * s)) & 15;
      if (j !== 0 && this.soleHolder(s)) j = 0;
      const live = this.live[s]!;
      let m = 0;
      if (j !== 0) {
        // The top j live cards: the others cleared from the bottom, or the top ones taken one by
        // one, whichever loop is shorter.
        const rest = POP[live]! - j;
        if (rest <= j) {
          m = live;
          for (let k = 0; k < rest; k++) m &= m - 1;
        } else {
          let x = live;
          for (let k = 0; k < j; k++) {
            const t = highBitMask(x);
            m |= t;
            x ^= t;
          }
        }
      }
      wr[wb + s] = m;
    }
  }
  readonly patScratch = new Int32Array(4);
}
