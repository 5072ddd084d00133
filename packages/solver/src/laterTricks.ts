/**
 * The bounds of a trick start that need no search: the quick tricks (quickTricks.ts), a trick the
 * side on lead cannot win (DDS's later tricks: every lead loses, a sure trump trick), the top trumps
 * each side keeps, and the last trick played out.
 *
 * ```ts
 * this.trickStartBounds(depth, seat, target, left, isMax);   // 1: North-South take target, −1: not, 0: search
 * ```
 */
import { highBit, POP } from './bits.js';
import { QUICK_MAX_NEED, QuickTrickEngine } from './quickTricks.js';

/** The engine so far with the trick-start bounds (the next layer: moves.ts). */
export class BoundsEngine extends QuickTrickEngine {
  /** Tricks North-South win in the last trick when every hand holds one card (trick start); sets wr[wb]. */
  protected lastTrickNs(leader: number, wb: number): number {
    let ws = leader;
    let wSuit = 0;
    let wBit = 0;
    let same = 0;
    for (let i = 0; i < 4; i++) {
      const seat = (leader + i) & 3;
      let suit = 0;
      while (this.hands[seat * 4 + suit] === 0) suit++;
      const bit = highBit(this.hands[seat * 4 + suit]!);
      if (i === 0 || (suit === wSuit ? bit > wBit : suit === this.trump)) {
        if (i > 0 && suit === wSuit) same++;
        else same = 0;
        ws = seat;
        wSuit = suit;
        wBit = bit;
      } else if (suit === wSuit) same++;
    }
    if (same > 0) this.wr[wb + wSuit] = 1 << wBit;
    return (ws & 1) === 0 ? 1 : 0;
  }

  /**
   * Whether the opponents of `seat` (on lead) win this trick whatever it leads: in every suit it
   * holds, an opponent holds the top card and partner cannot ruff (it follows, or has no trumps,
   * or the suit is trumps). Returns the top card of each such suit (j = 1 per suit), or −1.
   */
  protected leadLoses(seat: number): number {
    const pop = POP;
    const h = this.hands;
    const trump = this.trump;
    const p = seat ^ 2;
    if (trump === 4 || this.live[trump] === 0) {
      // No trumps: the leader's side wins a trick only by leading a suit whose top card it holds,
      // at most as many times as its longer hand in that suit: if that is fewer than the tricks
      // left, it loses one. (DDS's "later tricks".) The relevant cards: the top card of each suit
      // the opponents hold it in (where the leader's side holds it, a change only adds to `sum`),
      // unless one opponent holds every card of the suit (then its lengths say it all).
      let sum = 0;
      let jt = 0;
      for (let s = 0; s < 4; s++) {
        const live = this.live[s]!;
        if (live === 0) continue;
        const top = 1 << highBit(live);
        if ((h[seat * 4 + s]! | h[p * 4 + s]!) & top) sum += Math.max(pop[h[seat * 4 + s]!]!, pop[h[p * 4 + s]!]!);
        else if (live !== h[((seat + 1) & 3) * 4 + s] && live !== h[((seat + 3) & 3) * 4 + s]) jt |= 1 << (4 * s);
      }
      if (sum < this.count[seat]!) return jt;
    }
    let jp = 0;
    for (let s = 0; s < 4; s++) {
      if (h[seat * 4 + s] === 0) continue;
      const top = 1 << highBit(this.live[s]!);
      if ((h[seat * 4 + s]! | h[p * 4 + s]!) & top) return -1;
      if (trump < 4 && s !== trump && h[p * 4 + s] === 0 && h[p * 4 + trump] !== 0) return -1;
      jp |= 1 << (4 * s);
    }
    return jp;
  }

  /**
   * The seat holding trump `m` (one bit of a live trump). A method, not a closure inside the
   * caller: a closure made at each call (with the name-keeping wrapper tsx adds) cost about 10 %
   * of a table's time.
   */
  protected trumpHolder(m: number): number {
    const h = this.hands;
    const trump = this.trump;
    return (h[4 + trump]! | h[12 + trump]!) & m ? ((h[4 + trump]! & m) !== 0 ? 1 : 3) : (h[trump]! & m) !== 0 ? 0 : 2;
  }

  /**
   * Whether the opponents of `seat` (on lead) surely take a trump trick: they hold the top trump;
   * or the second with another trump beside it, sitting just behind the top trump's holder (it
   * wins once the top trump has gone, or over whatever that hand plays first); or the second
   * (with another trump beside it) and the third. Returns how many top trumps decide it (1 to 3),
   * or 0. (DDS's "later tricks" in a trump contract.)
   */
  protected trumpTrick(seat: number, leader = -1): number {
    const trump = this.trump;
    if (trump >= 4) return 0;
    let live = this.live[trump]!;
    if (live === 0) return 0;
    const h = this.hands;
    const m1 = 1 << highBit(live);
    const h1 = this.trumpHolder(m1);
    if (((h1 ^ seat) & 1) !== 0) return 1;
    live ^= m1;
    if (live === 0) return 0;
    const m2 = 1 << highBit(live);
    const h2 = this.trumpHolder(m2);
    if (((h2 ^ seat) & 1) === 0 || POP[h[h2 * 4 + trump]!]! < 2) return 0;
    // A hand on lead now must keep the second and another trump after its lead.
    if (((h2 + 3) & 3) === h1 && (h2 !== leader || this.count[h2]! >= 3)) return 2;
    live ^= m2;
    if (live === 0) return 0;
    const h3 = this.trumpHolder(1 << highBit(live));
    if (leader >= 0) return h3 === h2 ? 3 : 0;
    return ((h3 ^ seat) & 1) !== 0 ? 3 : 0;
  }

  /**
   * In a trump contract, tricks the side of `seat` takes whatever happens: its trumps above every
   * opponent's trump each win the trick they fall on, and a hand plays one card per trick, so they
   * win as many tricks as there are of them, or as the longer trump holding, whichever is fewer.
   * Returns count | (number of top trumps used << 8).
   */
  protected sureTrumps(seat: number): number {
    const pop = POP;
    const trump = this.trump;
    if (trump >= 4) return 0;
    const x = this.hands[seat * 4 + trump]!;
    const y = this.hands[(seat ^ 2) * 4 + trump]!;
    // The side's trumps above the opponents' top trump.
    const theirs = this.live[trump]! & ~(x | y);
    const cut = theirs === 0 ? 0 : highBit(theirs) + 1;
    const cx = pop[x >> cut]!;
    const cy = pop[y >> cut]!;
    // Two top trumps fall on the same trick only when a hand holding nothing but top trumps must
    // follow to a trump lead: the longer hand keeps one of them winning in every round it plays.
    return Math.min(cx + cy, Math.max(pop[x]!, pop[y]!)) | ((cx + cy) << 8);
  }

  /**
   * The sure-trick rules of a trick start with `left` tricks to play (more than one): the quick
   * tricks of the side on lead, every lead loses, a trump trick for either side, the top trumps
   * each side keeps. Sets wr[depth] when one decides: returns 1 (North-South take `target`), −1
   * (they do not) or 0 (undecided). Kept out of `search`: a smaller search leaves V8 room to
   * inline `generate` into it, and compiles to fewer instructions (session 11, list100 tables
   * deals 6–15: −1.5 %, counted with valgrind).
   */
  protected trickStartBounds(depth: number, seat: number, target: number, left: number, isMax: boolean): number {
    const h = this.hands;
    const need = isMax ? target : left - target + 1;
    const qjp = need > QUICK_MAX_NEED ? -1 : this.quickTricks(seat, need);
    if (qjp >= 0) {
      this.relevantTop(depth, qjp);
      return isMax ? 1 : -1;
    }
    if (isMax ? target === left : target === 1) {
      // Every lead loses this trick when, in each suit the leader holds, an opponent holds the
      // top card and the leader's partner cannot ruff it.
      const lm = this.leadLoses(seat);
      if (lm >= 0) {
        this.relevantTop(depth, lm);
        return isMax ? -1 : 1;
      }
      // Or the opponents surely make a trump trick.
      const jt = this.trumpTrick(seat);
      if (jt > 0) {
        this.relevantTop(depth, jt << (4 * this.trump));
        return isMax ? -1 : 1;
      }
    }
    if (isMax ? target === 1 : target === left) {
      // The side on lead needs one trick: a trump trick of its own (the same rules hold for it).
      const jt = this.trumpTrick((seat + 1) & 3, seat);
      if (jt > 0) {
        this.relevantTop(depth, jt << (4 * this.trump));
        return isMax ? 1 : -1;
      }
    }
    if (this.trump < 4) {
      // The side not on lead keeps its top trumps' tricks.
      const st = this.sureTrumps((seat + 1) & 3);
      // Only as many top trumps as the tricks needed decide it: any k of the top ones make
      // min(k, the longer trump holding) tricks.
      // When the other side holds no trump at all, no rank decides it (the suit lengths do).
      const trump = this.trump;
      const theirNeed = isMax ? left - target + 1 : target;
      const ourTrumps = h[seat * 4 + trump]! | h[(seat ^ 2) * 4 + trump]!;
      if ((st & 255) >= theirNeed) {
        this.relevantTop(depth, ourTrumps === 0 ? 0 : theirNeed << (4 * trump));
        return isMax ? -1 : 1;
      }
      // And the side on lead keeps its own.
      const mt = this.sureTrumps(seat);
      const ourNeed = left + 1 - theirNeed;
      if ((mt & 255) >= ourNeed) {
        this.relevantTop(depth, ourTrumps === this.live[trump] ? 0 : ourNeed << (4 * trump));
        return isMax ? 1 : -1;
      }
    }
    return 0;
  }
}
