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
 * The engine is split by concern as DDS's sources are, each file a layer of one class: state.ts the
 * typed arrays (`EngineState`); transTable.ts the transposition table (`TableEngine`);
 * quickTricks.ts and laterTricks.ts the sure-trick bounds of a trick start (`QuickTrickEngine`,
 * `BoundsEngine`); moves.ts move generation and ordering (`MoveEngine`); this file the search (DDS's
 * ABsearch) and its entry points (`DdEngine`); bits.ts the bit helpers. Layers, not functions over
 * the state: a call of a module's function costs V8 a load and a check that `this.method()` does
 * not, 0.67 % more instructions in all (session 12). `generate` and `generateFollowing` must stay
 * small enough for V8 to inline them into `search` (packages/solver/README.md, "How to measure"):
 * check the inlining trace after changing either, or `search`.
 *
 * Pruning, from cheap to dear: the trivial bounds (t ≤ 0, t > tricks left); at the start of each
 * trick a transposition table (partition search: an entry holds a lower and an upper bound for
 * every position with the same suit lengths, leader and holders of the top cards that decided
 * the result, in relative ranks; read after the sure-trick bounds below five tricks left); quick
 * tricks (the leader's or partner's cards above every other remaining card of their suit that
 * cannot be ruffed, and second hand's); later tricks; each side's sure trump tricks; then the
 * moves, touching cards of a hand grouped as one, ordered by weights modelled on DDS's (by place
 * in the trick, on lead also the last card that cut the search off at the same depth and the lead
 * stored with the last entry that decided a probe there). Once a card has failed, the hand's cards
 * of that suit below every rank that decided the failure are skipped: they are equivalent.
 *
 * The cards that "decided" a result (wr, per depth and suit) are kept as few as the proof allows,
 * because every mark narrows the entries of all the positions above it: a trick won by rank marks
 * its winning card; a bound marks the top cards of only the suits it needed; nothing is marked in
 * a suit the suit lengths settle (one hand holds all of it); and where every move of a hand failed,
 * a group of touching cards reaching below the lowest marked card marks its lowest card (its split
 * in another position would give moves never tried).
 */
import { SolverError } from './errors.js';
import { POP, leaveCode } from './bits.js';
import { MoveEngine } from './moves.js';
import { SECOND_HAND_MAX_NEED } from './quickTricks.js';

/**
 * Positions with this many tricks left or fewer are searched again rather than stored (1, not 2:
 * list100 deals 1–20 tables −2.6 % nodes, about −3 % time, paired whole-process timing).
 */
const TT_MIN_LEFT = 1;

/**
 * With this many tricks left or more, the table is read before the sure-trick bounds; with fewer,
 * after them, as DDS does (list100 tables: deals 1–20 −2.6 % nodes, deals 61–80 −3.2 % nodes and
 * −2.3 % CPU; reading it after them at every depth, −4.7 % nodes but no faster).
 */
const PROBE_FIRST_LEFT = 5;

/**
 * Last to a trick with this many tricks left or more, each move after the first is looked up in
 * the table before any is searched (`etcLast`). Session 9, list100 tables: from 10 tricks left
 * −3.5 % trick nodes and about −1 % CPU; from 8, −4.6 % nodes but +3 % CPU (the extra probes cost
 * more than they save). thomas1's table: −19.5 % trick nodes.
 */
const ETC_LEFT = 10;

/** Budget of one call: a node limit and a wall-clock deadline read from an injected clock. */
export interface EngineBudget {
  readonly nodes: number;
  readonly deadline: number;
  readonly now: () => number;
}

/** One solver context: the state and every layer of the engine, with the search on top. */
export class DdEngine extends MoveEngine {
  nodes = 0;
  /** Positions reached after a completed trick (what DDS reports as its node count). */
  trickNodes = 0;
  private nodeLimit = Infinity;
  /** Set by `etcLast` when it found the first move's child decided in the table: that depth and the answer. */
  private etcDepth = -1;
  private etcHit = 0;
  private deadline = Infinity;
  private now: () => number = () => 0;

  /** Sets the budget for the following searches. */
  setBudget(budget: EngineBudget | undefined): void {
    this.nodes = 0;
    this.trickNodes = 0;
    this.nodeLimit = budget?.nodes ?? Infinity;
    this.deadline = budget?.deadline ?? Infinity;
    this.now = budget?.now ?? (() => 0);
  }

  /** Whether North-South can take at least `target` of the tricks left (the current one included) from the root. */
  testNs(target: number): boolean {
    // Killers from a test with another target mislead this one (list100 deals 1-10: fewer nodes).
    this.killer.fill(-1);
    this.hashMove.fill(-1);
    this.etcDepth = -1;
    // (search checks the target's range at trick starts only: within a trick it cannot change.)
    if (target <= 0 || target > this.count[this.rootSeat]!) {
      this.wr.fill(0, 0, 4);
      return target <= 0;
    }
    return this.search(0, this.rootSeat, this.rootPos, target);
  }

  /** Exact tricks North-South take from the root, found by zero-window tests starting at `guess`. */
  exactNs(guess: number): number {
    let lo = 0;
    let hi = this.count[this.rootSeat]!;
    let g = Math.min(Math.max(guess, lo + 1), hi);
    while (lo < hi) {
      if (this.testNs(g)) {
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

  private checkBudget(): void {
    if (this.nodes > this.nodeLimit)
      throw new SolverError('solver/budget-exceeded', `search gave up after ${this.nodeLimit} nodes`);
    if (this.deadline !== Infinity && this.now() > this.deadline)
      throw new SolverError('solver/budget-exceeded', 'search ran out of time');
  }

  /** Can North-South take at least `target` of the tricks left (current one included)? Sets wr[depth]. */
  private search(depth: number, seat: number, pos: number, target: number): boolean {
    this.nodes++;
    // (The budget is read every 1024 nodes: a node limit may be passed by fewer than that.)
    if ((this.nodes & 1023) === 0) this.checkBudget();
    const left = this.count[seat]!;
    const wr = this.wr;
    const wb = depth * 4;
    const isMax = (seat & 1) === 0;
    const h = this.hands;
    if (pos === 0) {
      // (Within a trick the target is the one checked here at its start.)
      if (target <= 0 || target > left) {
        wr[wb] = wr[wb + 1] = wr[wb + 2] = wr[wb + 3] = 0;
        return target <= 0;
      }
      if (this.etcDepth === depth) {
        // `etcLast` read this position's entry (and set wr) just before.
        this.etcDepth = -1;
        return this.etcHit > 0;
      }
      wr[wb] = wr[wb + 1] = wr[wb + 2] = wr[wb + 3] = 0;
      if (left === 1) return this.lastTrickNs(seat, wb) >= target;
      if (left >= PROBE_FIRST_LEFT) {
        const hit = this.probe(depth, seat, target);
        if (hit !== 0) return hit > 0;
      }
      const later = this.trickStartBounds(depth, seat, target, left, isMax);
      if (later !== 0) return later > 0;
      if (left < PROBE_FIRST_LEFT && left > TT_MIN_LEFT) {
        const hit = this.probe(depth, seat, target);
        if (hit !== 0) return hit > 0;
      }
    }
    if (pos === 1) {
      const need = isMax ? target : left - target + 1;
      if (need === 1) {
        // Second hand: its side needs one trick and surely wins this one.
        const wins = this.secondHandWins(seat);
        if (wins >= 0) {
          wr[wb] = wr[wb + 1] = wr[wb + 2] = wr[wb + 3] = 0;
          if (wins > 0) wr[wb + this.leadSuit] = wins;
          return isMax;
        }
      } else if (need <= SECOND_HAND_MAX_NEED && this.secondHandCashes(seat, need, wb)) return isMax;
    }
    this.generate(depth, seat, pos);
    const n = this.moveCount[depth]!;
    const mbase = depth * 16;
    if (pos === 3 && n > 1 && left >= ETC_LEFT) this.etcLast(depth, seat, target, isMax, n, left);
    const sLead = this.leadSuit;
    const sWinSeat = this.winSeat;
    const sWinSuit = this.winSuit;
    const sWinBit = this.winBit;
    const cb = wb + 4;
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    let result = !isMax;
    // Per suit, the rank below which this hand's cards are known equivalent to one already tried
    // (partition search: a card below every rank that decided its failed subtree stands for all
    // the smaller cards of its suit). Bit index + 1, 0 = none yet.
    let lw = 0;
    // On lead, the card that cut the search off (card + 1; 0: none), stored with the entry.
    let best = 0;
    for (let i = 0; i < n; i++) {
      const card = this.moves[mbase + i]!;
      const suit = card >> 4;
      const bit = card & 15;
      if (i > 0) {
        const prev = this.moves[mbase + i - 1]!;
        const ps = prev >> 4;
        if (((lw >> (4 * ps)) & 15) === 0) {
          const acc = ps === 0 ? a0 : ps === 1 ? a1 : ps === 2 ? a2 : a3;
          const low = acc === 0 ? 13 : 31 - Math.clz32(acc & -acc);
          if ((prev & 15) < low) lw |= (low + 1) << (4 * ps);
        }
        if (bit + 1 < ((lw >> (4 * suit)) & 15)) continue;
      }
      const m = 1 << bit;
      h[seat * 4 + suit]! ^= m;
      this.count[seat]!--;
      const lenUnit = 1 << (4 * (2 * seat + (suit & 1)));
      if (suit < 2) this.k0 = (this.k0 - lenUnit) | 0;
      else this.k1 = (this.k1 - lenUnit) | 0;
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
        const c0 = tc[0]!;
        const c1 = tc[1]!;
        const c2 = tc[2]!;
        // The trick's cards leave the live cards and the owner codes (2 bits per live card from
        // the lowest: a card's field goes, the fields above it move down).
        const code = this.code;
        const k0 = code[0]!;
        const k1 = code[1]!;
        const k2 = code[2]!;
        const k3 = code[3]!;
        const l0 = live[0]!;
        const l1 = live[1]!;
        const l2 = live[2]!;
        const l3 = live[3]!;
        // (leaveCode written out, and soleHolder at the end: V8 inlines at most 920 bytes of
        // bytecode into a function, and with both called here generate no longer fits, which
        // costs list100 tables 2.2 % more instructions. etcLast calls leaveCode itself.)
        for (let j = 0; j < 4; j++) {
          const cs = tc[j]! >> 4;
          const cm = 1 << (tc[j]! & 15);
          const below = (1 << (2 * POP[live[cs]! & (cm - 1)]!)) - 1;
          const cc = code[cs]!;
          code[cs] = (cc & below) | ((cc >>> 2) & ~below);
          live[cs]! ^= cm;
        }
        const ws = this.winSeat;
        const wSuit = this.winSuit;
        const wBit = this.winBit;
        this.trickNodes++;
        r = this.search(depth + 1, ws, 0, (ws & 1) === 0 ? target - 1 : target);
        tc[0] = c0;
        tc[1] = c1;
        tc[2] = c2;
        tc[3] = card;
        live[0] = l0;
        live[1] = l1;
        live[2] = l2;
        live[3] = l3;
        code[0] = k0;
        code[1] = k1;
        code[2] = k2;
        code[3] = k3;
        // The trick's winner counts by rank when it beat another card of its suit: its card is
        // marked. (The group of touching cards it stood for is marked where its hand's moves all
        // failed, at the end of this function.)
        if (
          (c0 >> 4 === wSuit ? 1 : 0) +
            (c1 >> 4 === wSuit ? 1 : 0) +
            (c2 >> 4 === wSuit ? 1 : 0) +
            (suit === wSuit ? 1 : 0) >
          1
        ) {
          wr[cb + wSuit]! |= 1 << wBit;
        }
      } else {
        r = this.search(depth + 1, (seat + 1) & 3, pos + 1, target);
      }
      h[seat * 4 + suit]! ^= m;
      this.count[seat]!++;
      if (suit < 2) this.k0 = (this.k0 + lenUnit) | 0;
      else this.k1 = (this.k1 + lenUnit) | 0;
      this.leadSuit = sLead;
      this.winSeat = sWinSeat;
      this.winSuit = sWinSuit;
      this.winBit = sWinBit;
      if (r === isMax) {
        result = r;
        this.killer[depth] = card;
        if (pos === 0) best = card + 1;
        a0 = wr[cb]!;
        a1 = wr[cb + 1]!;
        a2 = wr[cb + 2]!;
        a3 = wr[cb + 3]!;
        break;
      }
      a0 |= wr[cb]!;
      a1 |= wr[cb + 1]!;
      a2 |= wr[cb + 2]!;
      a3 |= wr[cb + 3]!;
    }
    // The marks are finished in wr itself, a loop per suit: a four-way branch on the suit to update
    // a0..a3 had arms V8 never saw before compiling, and deoptimized this function 131 times in a
    // 100-deal run of list100 tables.
    wr[wb] = a0;
    wr[wb + 1] = a1;
    wr[wb + 2] = a2;
    wr[wb + 3] = a3;
    if (result !== isMax) {
      // Every move failed: each stood for its group of touching cards. A group reaching below the
      // lowest rank that mattered makes its lowest card matter too (where the group is split, its
      // lower cards are moves of their own that were never tried). Relevance counts from each
      // suit's lowest marked card up, so only the group holding this hand's lowest card at or
      // above that rank can reach below it.
      const live = this.live;
      const free = pos === 0 || h[seat * 4 + sLead] === 0;
      for (let s = 0; s < 4; s++) {
        if (!free && s !== sLead) continue;
        const acc = wr[wb + s]!;
        if (acc === 0) continue;
        const mine = h[seat * 4 + s]!;
        const at = mine & -(acc & -acc);
        if (at === 0) continue;
        const c = at & -at;
        const below = live[s]! & (c - 1);
        if (below === 0 || ((mine >>> (31 - Math.clz32(below))) & 1) === 0) continue;
        const others = below & ~mine;
        // (Math.clz32 written out: this large function is past V8's budget for inlining calls.)
        const group = others === 0 ? below : below & ~((2 << (31 - Math.clz32(others))) - 1);
        wr[wb + s] = acc | (group & -group);
      }
    }
    if (pos === 0) {
      // A suit one hand holds entirely is settled by the suit lengths: none of its ranks matters
      // here, and a mark kept would only narrow the entries of the positions above.
      for (let s = 0; s < 4; s++) {
        if (wr[wb + s] === 0) continue;
        const ls = this.live[s]!;
        if (ls === h[s] || ls === h[4 + s] || ls === h[8 + s] || ls === h[12 + s]) wr[wb + s] = 0;
      }
    }
    if (pos === 0 && left > TT_MIN_LEFT)
      this.storeInPlace(this.keyHash[depth]!, this.k0, this.k1, (this.trump << 2) | seat, depth, result, target, best);
    return result;
  }

  /**
   * Last to a trick: looks up, for each move after the first, the position after the trick in the
   * transposition table; the first whose entry decides this node in the mover's favour is moved to
   * the front of the move list, and its child takes the answer without a second probe (an
   * "enhanced transposition cut-off"). A move that cuts off at once is worth trying first even
   * where the first move would also succeed: its search may be large. On thomas1's clubs with
   * South on lead (North-South cannot take 6), West, last to the third trick, tried ♣5 first, which
   * fails after 348k nodes, while ♣8 succeeds from the table at once.
   */
  private etcLast(depth: number, seat: number, target: number, isMax: boolean, n: number, left: number): void {
    const mv = this.moves;
    const mbase = depth * 16;
    const live = this.live;
    const code = this.code;
    // saved[0..7]: the codes and live cards as they are; [8..15]: without the trick's first three
    // cards, which leave once (each move's card then leaves from there).
    const saved = this.etcSaved;
    const d0 = this.k0;
    const d1 = this.k1;
    const childLeft = left - 1;
    let ready = false;
    let moved = -1;
    for (let i = 1; i < n; i++) {
      const card = mv[mbase + i]!;
      const suit = card >> 4;
      const bit = card & 15;
      const ws = (suit === this.winSuit ? bit > this.winBit : suit === this.trump) ? seat : this.winSeat;
      const ct = (ws & 1) === 0 ? target - 1 : target;
      let hit = 0;
      if (ct <= 0) hit = 1;
      else if (ct > childLeft) hit = -1;
      else if (childLeft >= PROBE_FIRST_LEFT) {
        if (!ready) {
          for (let k = 0; k < 4; k++) {
            saved[k] = code[k]!;
            saved[4 + k] = live[k]!;
          }
          for (let j = 0; j < 3; j++) leaveCode(code, live, this.trickCard[j]!);
          for (let k = 0; k < 4; k++) {
            saved[8 + k] = code[k]!;
            saved[12 + k] = live[k]!;
          }
          ready = true;
        } else {
          for (let k = 0; k < 4; k++) {
            code[k] = saved[8 + k]!;
            live[k] = saved[12 + k]!;
          }
        }
        leaveCode(code, live, card);
        const lenUnit = 1 << (4 * (2 * seat + (suit & 1)));
        if (suit < 2) this.k0 = (d0 - lenUnit) | 0;
        else this.k1 = (d1 - lenUnit) | 0;
        hit = this.probe(depth + 1, ws, ct);
        this.k0 = d0;
        this.k1 = d1;
      }
      if (hit !== 0 && hit > 0 === isMax) {
        moved = i;
        // The child's probe would find the same entry: it takes the answer from here.
        if (ct > 0 && ct <= childLeft) {
          this.etcDepth = depth + 1;
          this.etcHit = hit;
        }
        break;
      }
    }
    if (ready) {
      for (let k = 0; k < 4; k++) {
        code[k] = saved[k]!;
        live[k] = saved[4 + k]!;
      }
    }
    if (moved > 0) {
      const card = mv[mbase + moved]!;
      for (let j = moved; j > 0; j--) mv[mbase + j] = mv[mbase + j - 1]!;
      mv[mbase] = card;
    }
  }
  private readonly etcSaved = new Int32Array(16);
}
