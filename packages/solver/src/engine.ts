/**
 * The double-dummy search engine: zero-window alpha-beta over card plays, in place, on typed arrays.
 *
 * ```ts
 * const e = new DdEngine();
 * e.setupInPlace(hands16, 4, 0, []);   // NT, North on lead, no card of the trick played yet
 * e.exactNs(7)                          // tricks North-South take from here (7 is a first guess)
 * ```
 * Numbers only in here: seats 0..3 = N E S W, suits 0..3 = C D H S (core's orders), trump 4 = NT,
 * a card = suit * 16 + (rank − 2), a holding = 13 bits (bit rank − 2). The engine holds all of its
 * state in its own typed arrays (no module-level state): make/unmake moves in place, no allocation
 * in the search. It answers "can North-South take at least t of the remaining tricks?" and finds
 * exact values by a sequence of such tests (MTD(f)-style, from a guess).
 *
 * Pruning, from cheap to dear: the trivial bounds (t ≤ 0, t > tricks left); at the start of each
 * trick a transposition table keyed on the position in relative ranks (who holds the 1st, 2nd, …
 * highest remaining card of each suit) storing a lower and an upper bound; quick tricks (the
 * leader's cards that are higher than every other remaining card of their suit and cannot be
 * ruffed); then the moves, touching cards of a hand grouped as one, ordered by a pure heuristic
 * plus a killer move per depth.
 */
import { SolverError } from './errors.js';

/** Bit count of a 13-bit holding. */
const popcount = (x: number): number => {
  x -= (x >>> 1) & 0x5555;
  x = (x & 0x3333) + ((x >>> 2) & 0x3333);
  x = (x + (x >>> 4)) & 0x0f0f;
  return (x + (x >>> 8)) & 0x1f;
};
/** Index of the highest set bit (x > 0). */
const highBit = (x: number): number => 31 - Math.clz32(x);

const TT_STRIDE = 8; // k0 k1 k2 k3 meta(gen<<5|trump<<2|leader) lower upper tricksLeft
const MAX_DEPTH = 64;

/** Budget of one call: a node limit and a wall-clock deadline read from an injected clock. */
export interface EngineBudget {
  readonly nodes: number;
  readonly deadline: number;
  readonly now: () => number;
}

/** One solver context: board state, move stacks and a transposition table. */
export class DdEngine {
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
  readonly moves = new Int32Array(MAX_DEPTH * 16);
  readonly moveCount = new Int32Array(MAX_DEPTH);
  readonly killer = new Int32Array(MAX_DEPTH).fill(-1);
  private readonly genCards = new Int32Array(16);
  private readonly genWeights = new Int32Array(16);
  /** Root: seat to play and its position in the trick (0 = on lead). */
  rootSeat = 0;
  rootPos = 0;
  nodes = 0;
  private nodeLimit = Infinity;
  private deadline = Infinity;
  private now: () => number = () => 0;

  private readonly ttMask: number;
  private readonly tt: Int32Array;
  private ttGen = 1;

  constructor(ttBits = 20) {
    this.ttMask = (1 << ttBits) - 1;
    this.tt = new Int32Array((1 << ttBits) * TT_STRIDE);
  }

  /** Forgets every stored bound (bounds are facts about relative-rank positions, so this only frees room). */
  clearTableInPlace(): void {
    this.ttGen++;
    if (this.ttGen >= 1 << 25) {
      this.tt.fill(0);
      this.ttGen = 1;
    }
    this.killer.fill(-1);
  }

  /** Sets the budget for the following searches. */
  setBudget(budget: EngineBudget | undefined): void {
    this.nodes = 0;
    this.nodeLimit = budget?.nodes ?? Infinity;
    this.deadline = budget?.deadline ?? Infinity;
    this.now = budget?.now ?? (() => 0);
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
    for (let s = 0; s < 4; s++) this.live[s] = this.hands[s]! | this.hands[4 + s]! | this.hands[8 + s]! | this.hands[12 + s]!;
    for (let i = 0; i < trick.length; i++) {
      const c = trick[i]!;
      const suit = c >> 4;
      const bit = c & 15;
      this.live[suit]! |= 1 << bit;
      this.trickCard[i] = c;
      if (i === 0) {
        this.leadSuit = suit;
        this.winSeat = leader;
        this.winSuit = suit;
        this.winBit = bit;
      } else if (this.beats(suit, bit)) {
        this.winSeat = (leader + i) & 3;
        this.winSuit = suit;
        this.winBit = bit;
      }
    }
    this.rootSeat = (leader + trick.length) & 3;
    this.rootPos = trick.length;
  }

  private beats(suit: number, bit: number): boolean {
    return suit === this.winSuit ? bit > this.winBit : suit === this.trump;
  }

  /** Whether North-South can take at least `target` of the tricks left (the current one included) from the root. */
  testNs(target: number): boolean {
    return this.search(0, this.rootSeat, this.rootPos, target);
  }

  /** Exact tricks North-South take from the root, found by zero-window tests starting at `guess`. */
  exactNs(guess: number): number {
    let lo = 0;
    let hi = this.count[this.rootSeat]!;
    let g = Math.min(Math.max(guess, lo + 1), hi);
    while (lo < hi) {
      if (this.search(0, this.rootSeat, this.rootPos, g)) {
        lo = g;
        g = lo + 1;
      } else {
        hi = g - 1;
        g = hi;
      }
    }
    return lo;
  }

  /** The root's legal moves, touching cards grouped (top card of each group), in search order. */
  rootMoves(): number[] {
    this.generate(0, this.rootSeat, this.rootPos);
    return Array.from(this.moves.subarray(0, this.moveCount[0]!));
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
    this.trickCard[pos] = card;
    if (pos === 0) {
      this.leadSuit = suit;
      this.winSeat = seat;
      this.winSuit = suit;
      this.winBit = bit;
    } else if (this.beats(suit, bit)) {
      this.winSeat = seat;
      this.winSuit = suit;
      this.winBit = bit;
    }
    if (pos === 3) {
      for (let i = 0; i < 4; i++) {
        const c = this.trickCard[i]!;
        this.live[c >> 4]! &= ~(1 << (c & 15));
      }
      this.rootSeat = this.winSeat;
      this.rootPos = 0;
    } else {
      this.rootSeat = (seat + 1) & 3;
      this.rootPos = pos + 1;
    }
    return saved | (seat << 10) | (pos << 12);
  }

  /** Undoes `playRootInPlace`. */
  undoRootInPlace(card: number, token: number): void {
    const seat = (token >> 10) & 3;
    const pos = (token >> 12) & 3;
    if (pos === 3) {
      for (let i = 0; i < 4; i++) {
        const c = this.trickCard[i]!;
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
  }

  /** Tricks North-South win in the last trick when every hand holds one card (trick start). */
  private lastTrickNs(leader: number): number {
    let ws = leader;
    let wSuit = 0;
    let wBit = 0;
    for (let i = 0; i < 4; i++) {
      const seat = (leader + i) & 3;
      let suit = 0;
      while (this.hands[seat * 4 + suit] === 0) suit++;
      const bit = highBit(this.hands[seat * 4 + suit]!);
      if (i === 0 || (suit === wSuit ? bit > wBit : suit === this.trump)) {
        ws = seat;
        wSuit = suit;
        wBit = bit;
      }
    }
    return (ws & 1) === 0 ? 1 : 0;
  }

  /** Sure tricks for the leader's side: the leader's cards above all others in their suit that cannot be ruffed. */
  private quickTricks(seat: number): number {
    const h = this.hands;
    const trump = this.trump;
    const l = (seat + 1) & 3;
    const r = (seat + 3) & 3;
    const lTrumps = trump < 4 && h[l * 4 + trump] !== 0;
    const rTrumps = trump < 4 && h[r * 4 + trump] !== 0;
    let total = 0;
    for (let s = 0; s < 4; s++) {
      const mine = h[seat * 4 + s]!;
      if (mine === 0) continue;
      const others = this.live[s]! & ~mine;
      let w = others === 0 ? popcount(mine) : popcount(mine >> (highBit(others) + 1));
      if (w === 0) continue;
      if (s !== trump) {
        if (lTrumps) w = Math.min(w, popcount(h[l * 4 + s]!));
        if (rTrumps) w = Math.min(w, popcount(h[r * 4 + s]!));
      }
      total += w;
    }
    return total;
  }

  /** Fills moves[depth] with the legal groups of `seat`, ordered best first for the side to play. */
  private generate(depth: number, seat: number, pos: number): void {
    const h = this.hands;
    const trump = this.trump;
    const base = seat * 4;
    let from = 0;
    let to = 3;
    if (pos > 0 && h[base + this.leadSuit] !== 0) from = to = this.leadSuit;
    const partner = seat ^ 2;
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    const killer = this.killer[depth]!;
    let n = 0;
    for (let s = from; s <= to; s++) {
      const mine = h[base + s]!;
      if (mine === 0) continue;
      const live = this.live[s]!;
      let prevMine = false;
      for (let b = 12; b >= 0; b--) {
        const m = 1 << b;
        if ((live & m) === 0) continue;
        if ((mine & m) === 0) {
          prevMine = false;
          continue;
        }
        if (prevMine) continue;
        prevMine = true;
        // Weigh the group whose top card is (s, b).
        let w = 0;
        if (pos === 0) {
          const topBit = highBit(live);
          if (trump < 4 && s !== trump) {
            const lRuff = h[lho * 4 + s] === 0 && h[lho * 4 + trump] !== 0;
            const rRuff = h[rho * 4 + s] === 0 && h[rho * 4 + trump] !== 0;
            if (lRuff || rRuff) w -= 60;
            else if (h[partner * 4 + s] === 0 && h[partner * 4 + trump] !== 0) w += 40;
          }
          if (b === topBit) w += 50;
          else if ((h[partner * 4 + s]! >> topBit) & 1) w += 30;
          else if ((h[lho * 4 + s]! >> topBit) & 1) w -= 10;
          w -= b;
        } else {
          const following = s === this.leadSuit;
          const wins = s === this.winSuit ? b > this.winBit : s === trump;
          const partnerWinning = this.winSeat === partner;
          if (pos === 3) {
            if (partnerWinning) w = following ? -b : s === trump ? -40 - b : -b;
            else w = wins ? 60 - b : -b;
          } else {
            // Can the next player (an opponent) still beat this card?
            const next = lho;
            const nextSuit = h[next * 4 + this.leadSuit]!;
            let safe: boolean;
            if (!wins) safe = false;
            else if (s === this.leadSuit) {
              safe = nextSuit === 0 ? trump >= 4 || s === trump || h[next * 4 + trump] === 0 : highBit(nextSuit) < b;
              if (safe && pos === 1 && nextSuit === 0 && trump < 4 && s !== trump) safe = h[next * 4 + trump] === 0;
            } else {
              // a ruff: the next player over-ruffs only when void in the led suit
              safe = nextSuit !== 0 || (h[next * 4 + trump]! >> b) === 0;
            }
            if (pos === 2 && partnerWinning) {
              const pSafe =
                this.winSuit === this.leadSuit
                  ? nextSuit === 0
                    ? trump >= 4 || h[next * 4 + trump] === 0
                    : highBit(nextSuit) < this.winBit
                  : nextSuit !== 0 || (h[next * 4 + trump]! >> this.winBit) === 0;
              if (pSafe) w = following ? 40 - b : s === trump ? -40 - b : 20 - b;
              else w = safe ? 50 - b : -b;
            } else if (safe) w = 60 - b;
            else if (wins) w = (pos === 1 ? 0 : 20) - b;
            else w = (following ? 25 : 0) - b;
          }
        }
        if (s * 16 + b === killer) w += 1000;
        this.genCards[n] = s * 16 + b;
        this.genWeights[n] = w;
        n++;
      }
    }
    // Insertion sort, best weight first, into this depth's move list.
    const mv = this.moves;
    const mbase = depth * 16;
    const wt = this.genWeights;
    for (let i = 0; i < n; i++) {
      const c = this.genCards[i]!;
      const w = wt[i]!;
      let j = i - 1;
      while (j >= 0 && wt[j]! < w) {
        wt[j + 1] = wt[j]!;
        mv[mbase + j + 1] = mv[mbase + j]!;
        j--;
      }
      wt[j + 1] = w;
      mv[mbase + j + 1] = c;
    }
    this.moveCount[depth] = n;
  }

  /** Relative-rank code of a suit at a trick start: owner of each remaining card from the top, then the count. */
  private suitKey(s: number): number {
    const h = this.hands;
    const e = h[4 + s]!;
    const so = h[8 + s]!;
    const w = h[12 + s]!;
    let live = this.live[s]!;
    let code = 0;
    let n = 0;
    while (live !== 0) {
      const b = highBit(live);
      const m = 1 << b;
      live ^= m;
      code = (code << 2) | (e & m ? 1 : so & m ? 2 : w & m ? 3 : 0);
      n++;
    }
    return (code << 4) | n;
  }

  private checkBudget(): void {
    if (this.nodes > this.nodeLimit) throw new SolverError('solver/budget-exceeded', `search gave up after ${this.nodeLimit} nodes`);
    if ((this.nodes & 1023) === 0 && this.deadline !== Infinity && this.now() > this.deadline)
      throw new SolverError('solver/budget-exceeded', 'search ran out of time');
  }

  /** Can North-South take at least `target` of the tricks left (current one included)? */
  private search(depth: number, seat: number, pos: number, target: number): boolean {
    this.nodes++;
    if ((this.nodes & 1023) === 0 || this.nodes > this.nodeLimit) this.checkBudget();
    const left = this.count[seat]!;
    if (target <= 0) return true;
    if (target > left) return false;
    const isMax = (seat & 1) === 0;
    let slot = -1;
    let k0 = 0;
    let k1 = 0;
    let k2 = 0;
    let k3 = 0;
    if (pos === 0) {
      if (left === 1) return this.lastTrickNs(seat) >= target;
      k0 = this.suitKey(0);
      k1 = this.suitKey(1);
      k2 = this.suitKey(2);
      k3 = this.suitKey(3);
      const meta = (this.ttGen << 5) | (this.trump << 2) | seat;
      let hsh = Math.imul(k0, 0x9e3779b1) ^ Math.imul(k1 ^ 0x5bd1e995, 0x85ebca77) ^ Math.imul(k2, 0xc2b2ae3d) ^ Math.imul(k3 ^ seat, 0x27d4eb2f);
      hsh ^= hsh >>> 15;
      hsh = Math.imul(hsh, 0x2c1b3c6d);
      hsh ^= hsh >>> 13;
      const idx = (hsh & this.ttMask) & ~1;
      const tt = this.tt;
      for (let j = 0; j < 2; j++) {
        const p = (idx + j) * TT_STRIDE;
        if (tt[p + 4] === meta && tt[p] === k0 && tt[p + 1] === k1 && tt[p + 2] === k2 && tt[p + 3] === k3) {
          if (tt[p + 5]! >= target) return true;
          if (tt[p + 6]! < target) return false;
          slot = p;
          break;
        }
      }
      if (slot < 0) {
        // Take the other generation's entry, else the one with fewer tricks left.
        const p0 = idx * TT_STRIDE;
        const p1 = p0 + TT_STRIDE;
        if (tt[p0 + 4]! >> 5 !== this.ttGen) slot = p0;
        else if (tt[p1 + 4]! >> 5 !== this.ttGen) slot = p1;
        else slot = tt[p0 + 7]! <= tt[p1 + 7]! ? p0 : p1;
        tt[slot] = k0;
        tt[slot + 1] = k1;
        tt[slot + 2] = k2;
        tt[slot + 3] = k3;
        tt[slot + 4] = meta;
        tt[slot + 5] = 0;
        tt[slot + 6] = left;
        tt[slot + 7] = left;
      }
      const q = this.quickTricks(seat);
      if (isMax ? q >= target : left - q < target) {
        this.storeBound(slot, meta, k0, k1, k2, k3, isMax, target, isMax ? q : left - q);
        return isMax;
      }
    }
    this.generate(depth, seat, pos);
    const n = this.moveCount[depth]!;
    const mbase = depth * 16;
    const h = this.hands;
    const sLead = this.leadSuit;
    const sWinSeat = this.winSeat;
    const sWinSuit = this.winSuit;
    const sWinBit = this.winBit;
    let result = !isMax;
    for (let i = 0; i < n; i++) {
      const card = this.moves[mbase + i]!;
      const suit = card >> 4;
      const bit = card & 15;
      const m = 1 << bit;
      h[seat * 4 + suit]! ^= m;
      this.count[seat]!--;
      this.trickCard[pos] = card;
      if (pos === 0) {
        this.leadSuit = suit;
        this.winSeat = seat;
        this.winSuit = suit;
        this.winBit = bit;
      } else if (suit === this.winSuit ? bit > this.winBit : suit === this.trump) {
        this.winSeat = seat;
        this.winSuit = suit;
        this.winBit = bit;
      }
      let r: boolean;
      if (pos === 3) {
        const live = this.live;
        const tc = this.trickCard;
        for (let j = 0; j < 4; j++) live[tc[j]! >> 4]! ^= 1 << (tc[j]! & 15);
        const ws = this.winSeat;
        const c0 = tc[0]!;
        const c1 = tc[1]!;
        const c2 = tc[2]!;
        r = this.search(depth + 1, ws, 0, (ws & 1) === 0 ? target - 1 : target);
        tc[0] = c0;
        tc[1] = c1;
        tc[2] = c2;
        tc[3] = card;
        for (let j = 0; j < 4; j++) live[tc[j]! >> 4]! ^= 1 << (tc[j]! & 15);
      } else {
        r = this.search(depth + 1, (seat + 1) & 3, pos + 1, target);
      }
      h[seat * 4 + suit]! ^= m;
      this.count[seat]!++;
      this.leadSuit = sLead;
      this.winSeat = sWinSeat;
      this.winSuit = sWinSuit;
      this.winBit = sWinBit;
      if (r === isMax) {
        result = r;
        this.killer[depth] = card;
        break;
      }
    }
    if (pos === 0) this.storeBound(slot, (this.ttGen << 5) | (this.trump << 2) | seat, k0, k1, k2, k3, result, target, -1);
    return result;
  }

  /** Tightens the bounds of a TT slot after a test of `target` (true: lower ≥ target; false: upper < target). */
  private storeBound(slot: number, meta: number, k0: number, k1: number, k2: number, k3: number, success: boolean, target: number, exact: number): void {
    const tt = this.tt;
    if (tt[slot + 4] !== meta || tt[slot] !== k0 || tt[slot + 1] !== k1 || tt[slot + 2] !== k2 || tt[slot + 3] !== k3) return;
    if (success) {
      const v = exact >= 0 ? Math.max(exact, target) : target;
      if (tt[slot + 5]! < v) tt[slot + 5] = v;
    } else {
      const v = exact >= 0 ? Math.min(exact, target - 1) : target - 1;
      if (tt[slot + 6]! > v) tt[slot + 6] = v;
    }
  }
}
