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
import { ctz, highBit, highBitMask, POP, isGroupTop, rankFromTop, leaveCode, touchesBelow } from './bits.js';
import { lastTrickNs, trickStartBounds } from './laterTricks.js';
import { SECOND_HAND_MAX_NEED, secondHandWins, secondHandCashes } from './quickTricks.js';
import { EngineState } from './state.js';
import { clearTable, probe, storeInPlace } from './transTable.js';

/**
 * A weighed move as one sortable int: the weight (a few hundred at most, either sign) above the
 * card (suit * 16 + bit) turned over, so that among equal weights the lower card, weighed first
 * (suits and ranks are weighed upwards), sorts first.
 */
const moveKey = (w: number, card: number): number => (w << 6) | (63 - card);

/** (n << 6) / d rounded down for n = 0..13: a suit's length in the weights of discards. */
const byLength = (d: number): Int32Array => Int32Array.from({ length: 14 }, (_, n) => ((n << 6) / d) | 0);
const BY_LEN_23 = byLength(23);
const BY_LEN_24 = byLength(24);
const BY_LEN_27 = byLength(27);
const BY_LEN_33 = byLength(33);
const BY_LEN_36 = byLength(36);
const BY_LEN_40 = byLength(40);
const BY_LEN_44 = byLength(44);
const BY_LEN_50 = byLength(50);

/** (n << 7) / d rounded down for n = 0..26: the opponents' cards in a suit, in the lead weights. */
const BY_OPP_13 = Int32Array.from({ length: 27 }, (_, n) => ((n << 7) / 13) | 0);
const BY_OPP_19 = Int32Array.from({ length: 27 }, (_, n) => ((n << 7) / 19) | 0);

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

/** One solver context: board state, move stacks and a transposition table. */
export class DdEngine extends EngineState {
  nodes = 0;
  /** Positions reached after a completed trick (what DDS reports as its node count). */
  trickNodes = 0;
  private nodeLimit = Infinity;
  /** Set by `etcLast` when it found the first move's child decided in the table: that depth and the answer. */
  private etcDepth = -1;
  private etcHit = 0;
  private deadline = Infinity;
  private now: () => number = () => 0;

  /** Forgets every stored bound (bounds are facts about relative-rank positions, so this only frees room). */
  clearTableInPlace(): void {
    clearTable(this);
  }

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

  /**
   * Fills moves[depth] with the legal groups of `seat` (the top card of each group of touching
   * cards), ordered best first for the side to play. The weights follow the ideas of DDS's move
   * ordering (its WeightAlloc functions, by position in the trick and by whether trumps are still
   * out): measured on list100 tables against the ordering they replaced, 68.18M → 54.78M trick
   * nodes (`bench/solver-nodes.ts --tables`, five blocks of 20). A card's rank counts from the top
   * (`rr`: 1 for the highest card still out) where the lower of two cards should come first.
   */
  private generate(depth: number, seat: number, pos: number): void {
    const h = this.hands;
    if (pos > 0) {
      const mine = h[seat * 4 + this.leadSuit]!;
      // Last to play, or following with one card or with no card that beats the trick's winner.
      if (mine !== 0 && (pos === 3 || (mine & (mine - 1)) === 0 || this.winSuit !== this.leadSuit || highBit(mine) < this.winBit)) {
        this.generateFollowing(depth, seat, pos, mine);
        return;
      }
    }
    const n = pos === 0 ? this.weighLeads(depth, seat) : h[seat * 4 + this.leadSuit] !== 0 ? this.weighFollows(seat, pos) : this.weighVoid(seat, pos);
    // Insertion sort of the move keys (`moveKey`), largest first, into this depth's move list.
    const wt = this.genKeys;
    for (let i = 1; i < n; i++) {
      const k = wt[i]!;
      let j = i - 1;
      while (j >= 0 && wt[j]! < k) {
        wt[j + 1] = wt[j]!;
        j--;
      }
      wt[j + 1] = k;
    }
    const mv = this.moves;
    const mbase = depth * 16;
    // The card back from each key (moveKey's inverse, written out for the same inlining budget).
    for (let i = 0; i < n; i++) mv[mbase + i] = 63 - (wt[i]! & 63);
    this.moveCount[depth] = n;
  }

  /**
   * Weighs the leads of `seat` into genKeys (`moveKey`); returns their number. A suit counts
   * against itself by how many cards the opponents may choose from (a void: a whole hand); a card
   * that surely wins the trick (the side's top card that cannot be ruffed, or a ruff by partner
   * that cannot be over-ruffed) by who holds the suit's top cards; the card that last cut the
   * search off at this depth (killer) is tried early, and after it the lead stored with the last
   * table entry that decided a probe at this depth.
   */
  private weighLeads(depth: number, seat: number): number {
    const pop = POP;
    const h = this.hands;
    const trump = this.trump;
    const trumps = trump < 4 && this.live[trump] !== 0;
    const base = seat * 4;
    const partner = seat ^ 2;
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    const killer = this.killer[depth]!;
    const hashMove = this.hashMove[depth]!;
    const left = this.count[seat]!;
    const tL = trumps ? h[lho * 4 + trump]! : 0;
    const tR = trumps ? h[rho * 4 + trump]! : 0;
    const tP = trumps ? h[partner * 4 + trump]! : 0;
    const tMe = trumps ? h[base + trump]! : 0;
    const wt = this.genKeys;
    let n = 0;
    for (let s = 0; s < 4; s++) {
      const mine = h[base + s]!;
      if (mine === 0) continue;
      const live = this.live[s]!;
      const pHold = h[partner * 4 + s]!;
      const lHold = h[lho * 4 + s]!;
      const rHold = h[rho * 4 + s]!;
      const lenL = pop[lHold]!;
      const lenR = pop[rHold]!;
      const lenP = pop[pHold]!;
      const topBit = highBit(live);
      const secM = highBitMask(live ^ (1 << topBit));
      const secBit = secM === 0 ? -1 : highBit(secM);
      // Holders of the suit's three top cards (−1: none), from its owner code (exact on lead).
      const code = this.code[s]!;
      const cnt = pop[live]!;
      const winner = (code >>> (2 * cnt - 2)) & 3;
      const second = cnt >= 2 ? (code >>> (2 * cnt - 4)) & 3 : -1;
      const third = cnt >= 3 ? (code >>> (2 * cnt - 6)) & 3 : -1;
      // Partner's top card beats both opponents' cards of the suit.
      const pBeats = pHold > (lHold | rHold);
      const oppCards = (lenL === 0 ? left : lenL) + (lenR === 0 ? left : lenR);
      const lRuffs = s !== trump && lenL === 0 && tL !== 0;
      const rRuffs = s !== trump && lenR === 0 && tR !== 0;
      // Weight of the suit, whichever card of it is led, and of leading the side's third card up
      // (the side then holds the top card of the next round).
      let suitW: number;
      let thirdW = 0;
      if (trumps) {
        suitW = 0 - BY_OPP_13[oppCards]!;
        if (lRuffs || rRuffs) suitW -= 12;
        if (s !== trump && lenP === 0 && tP !== 0 && lenR > 0) suitW += 17;
        if (winner === rho || second === rho) {
          if (lenR !== 1) suitW -= 12;
        } else if (winner === lho && second === partner && lenP !== 1) suitW += 27;
        // A singleton to partner's winner, for a ruff on the way back.
        if (s !== trump && pop[mine] === 1 && tMe !== 0 && lenP > 1 && winner === partner) suitW += 19;
        if (second === partner && third === partner) thirdW = 20;
        else if (((second === seat && third === partner) || (second === partner && third === seat)) && lenP > 1) thirdW = 13;
      } else {
        suitW = 0 - BY_OPP_19[oppCards]!;
        // A suit partner is void in cuts the side's communication and makes partner discard; the
        // more tricks are left, the more that costs (session 9: 9 + 2 per trick left instead of a
        // flat 9 took thomas1's table from 86 s to 30 s, list100 tables −0.2 % trick nodes).
        if (lenP === 0) suitW -= 9 + 2 * left;
        if (second === partner && third === partner) thirdW = 35;
        else if (((second === seat && third === partner) || (second === partner && third === seat)) && lenP > 1) thirdW = 25;
      }
      // An opponent's singleton top card drops.
      const dropsTop = (lenL === 1 && winner === lho) || (lenR === 1 && winner === rho);
      for (let m = mine; m !== 0; ) {
        const b = ctz(m);
        m ^= 1 << b;
        // Only the top card of a group of touching cards (the next live card up is not ours).
        if (!isGroupTop(mine, live, b)) continue;
        const rr = rankFromTop(live, b);
        // The card has a touching card below it in this hand.
        const seq = touchesBelow(mine, live, b);
        const isKiller = killer === s * 16 + b;
        const isHash = hashMove === s * 16 + b;
        let w: number;
        if (trumps) {
          // Does the lead surely win the trick (for this hand or partner)?
          let wins: boolean;
          if (b === topBit) {
            if (s === trump) wins = true;
            else if (lenP !== 0 || tP === 0) wins = !lRuffs && !rRuffs;
            else wins = (!lRuffs || tP > tL) && (!rRuffs || tP > tR);
          } else if (pBeats) wins = s === trump || (!lRuffs && !rRuffs);
          else if (s !== trump && lenP === 0 && tP !== 0) {
            if (lRuffs && rRuffs) wins = tP > (tL | tR);
            else if (lRuffs) wins = tP > tL;
            else if (rRuffs) wins = tP > tR;
            else wins = true;
          } else wins = false;
          if (wins) {
            if (dropsTop) w = suitW + 35 + rr;
            else if (winner === seat) w = second === partner ? suitW + 48 + rr : b === topBit ? suitW + 31 : suitW - 3 + rr;
            else if (winner === partner) w = second === seat ? suitW + 42 + rr : suitW + 28 + rr;
            else if (seq) w = b === secBit ? suitW + 40 : suitW + 22 + rr;
            else w = suitW + 11 + rr;
            if (isKiller) w += 55;
            else if (isHash) w += 18;
          } else {
            const d = suitW + thirdW;
            if (dropsTop) w = d + 2 + rr;
            else if (winner === seat) w = second === partner ? d + 33 + rr : b === topBit ? d + 38 : d - 14 + rr;
            else if (winner === partner) w = d + 34 + rr;
            else if (seq && b === secBit) w = d + 35;
            else w = d + 15 - b;
            if (isKiller) w += 18;
            else if (isHash) w += 10;
          }
        } else if (b === topBit || pBeats) {
          // The side wins the trick: best when the opponents' second card cannot score later.
          let d = suitW;
          if (second === rho) {
            if (lenR !== 1) d -= 1;
          } else if (second === lho) d += lenL !== 1 ? 22 : 16;
          w = (second !== lho || lenL === 1) && (second !== rho || lenR === 1) ? d + 45 + rr : d + 18 + rr;
          if (isKiller) w += 126;
          else if (isHash) w += 32;
        } else {
          let d = suitW + thirdW;
          if (winner === rho || second === rho) {
            if (lenR !== 1) d -= 10;
          } else if (winner === lho && second === partner && lenP !== 1) d += 31;
          if (dropsTop) w = d + 28 + rr;
          else if (winner === seat) w = d - 17 + rr;
          else if (!seq) w = d + 12 + rr;
          else if (b === secBit) w = d + 48;
          else w = d + 29 - rr;
          if (isKiller) w += 47;
          else if (isHash) w += 19;
        }
        wt[n++] = moveKey(w, s * 16 + b);
      }
    }
    return n;
  }

  /**
   * Weighs the cards of `seat`, second or third to the trick, following suit with more than one
   * card and a card that beats the trick's winner (last to play, `generateFollowing` orders them),
   * into genKeys; returns their number.
   */
  private weighFollows(seat: number, pos: number): number {
    const h = this.hands;
    const trump = this.trump;
    const trumps = trump < 4 && this.live[trump] !== 0;
    const partner = seat ^ 2;
    const lho = (seat + 1) & 3;
    const ls = this.leadSuit;
    const live = this.live[ls]!;
    const mine = h[seat * 4 + ls]!;
    // Ranks as bit indices, −1 for none: the next hand's (an opponent's) top and lowest card,
    // partner's, the card led and the trick's winner so far.
    const next = h[lho * 4 + ls]!;
    const maxNext = next === 0 ? -1 : highBit(next);
    const minNext = next === 0 ? -1 : ctz(next);
    const pl = h[partner * 4 + ls]!;
    const maxP = pl === 0 ? -1 : highBit(pl);
    const minP = pl === 0 ? -1 : ctz(pl);
    const lead = this.trickCard[0]! & 15;
    const partnerWinning = this.winSeat === partner;
    const wt = this.genKeys;
    let n = 0;
    let forcing = -1;
    if (pos === 2) {
      // Third hand. Partner wins already (the last hand cannot beat it), or we cannot matter: low.
      // Else the cheapest card that wins; when the last hand can beat every card of ours, the
      // card that forces out its top group.
      const ruffed = this.winSuit !== ls;
      const win = ruffed ? 16 : this.winBit;
      const maxMine = highBit(mine);
      let low = ruffed || maxMine < minNext || maxMine < win;
      if (partnerWinning && (lead > maxNext || (trumps && ls !== trump && maxNext < 0))) low = true;
      const lastRuffs = !low && !partnerWinning && trumps && ls !== trump && maxNext < 0;
      if (!low && !lastRuffs && maxMine < maxNext) forcing = this.forcingCard(mine, next, live, win, partnerWinning);
      for (let m = mine; m !== 0; ) {
        const b = ctz(m);
        m ^= 1 << b;
        if (!isGroupTop(mine, live, b)) continue;
        let w = 0 - b; // (not -b: −0 for the lowest card deoptimizes this function)
        if (lastRuffs) w = b > win ? 18 - b : 0 - b;
        else if (!low && b > win && b > maxNext) w = 56 - b;
        else if (b === forcing) w += 20;
        wt[n++] = moveKey(w, ls * 16 + b);
      }
      return n;
    }
    // Second hand.
    const leader = (seat + 3) & 3;
    const nextTrumps = trumps ? h[lho * 4 + trump]! : 0;
    const pT = trumps ? h[partner * 4 + trump]! : 0;
    // Partner's top card beats the card led and all of the next hand's: play low.
    const pDucks = !trumps && maxP > lead && maxP > maxNext;
    for (let m = mine; m !== 0; ) {
      const b = ctz(m);
      m ^= 1 << b;
      if (!isGroupTop(mine, live, b)) continue;
      const rr = rankFromTop(live, b);
      // The card has a touching card below it in this hand.
      const seq = touchesBelow(mine, live, b);
      let w: number;
      if (pDucks) w = 0 - b;
      else if (!trumps) {
        if (b > lead && b > maxNext) w = 79 - b;
        else if (b < minNext || b < minP) w = -3 + rr;
        else if (b < lead) w = -11 + rr;
        else if (seq) w = 10 + rr;
        else w = 11 - b;
      } else {
        // Does our side surely win the trick with this card (or partner's, or partner's ruff)?
        let wins: boolean;
        if (ls === trump) wins = (maxP > lead && maxP > maxNext) || (b > lead && b > maxNext);
        else if (b > lead && b > maxNext) wins = maxNext >= 0 || nextTrumps === 0 || (maxP < 0 && pT !== 0 && pT > nextTrumps);
        else if (maxP > lead && maxP > maxNext) wins = maxNext >= 0 || nextTrumps === 0;
        else if (lead > maxP && lead > maxNext && lead > b) wins = maxP < 0 && pT !== 0 && (maxNext >= 0 || nextTrumps === 0 || pT > nextTrumps);
        else wins = maxP < 0 && pT !== 0;
        if (wins) {
          if (minNext > b) w = 40 + rr;
          else if (maxP > lead && h[leader * 4 + ls]! > pl) w = 41 + rr;
          else if (b > lead) w = b < maxP ? 76 - b : b > maxNext ? 71 - b : seq ? 60 - b : 47 - b;
          else w = maxP >= 0 ? 45 - b : 38 - b;
        } else if (b < minNext || b < minP) w = -9 + rr;
        else if (b < lead) w = -16 + rr;
        else w = seq ? 20 - b : 8 - b;
      }
      wt[n++] = moveKey(w, ls * 16 + b);
    }
    return n;
  }

  /**
   * Third hand's card that forces out the last hand's top group of the led suit (`next`) as
   * cheaply as possible: the lowest of ours above its second group (when that beats the trick's
   * winner `win`), else, when second hand is winning, the lowest of ours that beats it. −1: none.
   */
  private forcingCard(mine: number, next: number, live: number, win: number, partnerWinning: boolean): number {
    let t = highBit(next);
    for (let k = t - 1; k >= 0; k--) {
      if (((live >> k) & 1) === 0) continue;
      if (((next >> k) & 1) === 0) break;
      t = k;
    }
    const rest = next & ((1 << t) - 1);
    if (rest === 0) return -1;
    const second = highBit(rest);
    const floor = second > win ? second : partnerWinning ? 13 : win;
    const over = mine & ~((2 << floor) - 1);
    if (floor > 12 || over === 0) return -1;
    // The top of that card's group is the move.
    let top = ctz(over);
    for (let k = top + 1; k < 13; k++) {
      if (((live >> k) & 1) === 0) continue;
      if (((mine >> k) & 1) === 0) break;
      top = k;
    }
    return top;
  }

  /**
   * Weighs the cards of `seat`, void in the led suit at place `pos` of the trick: ruffs and
   * discards (from long suits, not from a guarded second card or a singleton top card), into
   * genKeys; returns their number.
   */
  private weighVoid(seat: number, pos: number): number {
    const h = this.hands;
    const trump = this.trump;
    const trumps = trump < 4 && this.live[trump] !== 0;
    const base = seat * 4;
    const partner = seat ^ 2;
    const lho = (seat + 1) & 3;
    const ls = this.leadSuit;
    const next = h[lho * 4 + ls]!;
    const maxNext = next === 0 ? -1 : highBit(next);
    const nextTrumps = trumps ? h[lho * 4 + trump]! : 0;
    const pl = h[partner * 4 + ls]!;
    const pT = trumps ? h[partner * 4 + trump]! : 0;
    const lead = this.trickCard[0]! & 15;
    const partnerWinning = this.winSeat === partner;
    const theyRuffed = this.winSuit === trump && ls !== trump;
    const winBit = this.winBit;
    // Partner's top card of the led suit beats the card led and the next hand's (second hand).
    const pBeats = pl > (next | (1 << lead));
    // Trump contracts, second hand: a discard is good when partner wins the trick (its card, its
    // ruff or over-ruff); a ruff wins when the next hand follows or partner can over-ruff it.
    let goodDiscard = false;
    let ruffWins = false;
    // Third hand: partner's card already beats second and last hands (do not ruff it), and partner
    // holds the led suit's second card (ruff it less keenly).
    let partnerSure = false;
    let partnerSecond = false;
    if (trumps && ls !== trump) {
      if (pos === 1) {
        if (next !== 0) goodDiscard = pBeats || (pl === 0 && pT !== 0);
        else if (pl === 0 && pT > nextTrumps) goodDiscard = true;
        else goodDiscard = nextTrumps === 0 && pl > 1 << lead;
        ruffWins = next !== 0 || (pl === 0 && pT !== 0 && pT > nextTrumps);
      } else if (pos === 2 && partnerWinning) {
        partnerSure = lead > maxNext && (maxNext >= 0 || nextTrumps === 0);
        const inHands = h[ls]! | h[4 + ls]! | h[8 + ls]! | h[12 + ls]!;
        partnerSecond = (pl & highBitMask(inHands ^ highBitMask(inHands))) !== 0;
      }
    }
    const wt = this.genKeys;
    let n = 0;
    for (let s = 0; s < 4; s++) {
      const mine = h[base + s]!;
      if (mine === 0) continue;
      const live = this.live[s]!;
      const len = POP[mine]!;
      const topM = highBitMask(live);
      const guardedSecond = len === 2 && (mine & highBitMask(live ^ topM)) !== 0;
      const singleTop = len === 1 && (mine & topM) !== 0;
      const ruff = trumps && s === trump && ls !== trump;
      // The suit's weight (a discard: by its length; a ruff: its base).
      let sw: number;
      if (!trumps) {
        if (pos === 1) sw = pBeats ? BY_LEN_23[len]! - (guardedSecond ? 2 : singleTop ? 3 : 0) : BY_LEN_33[len]! - (guardedSecond ? 6 : singleTop ? 8 : 0);
        else if (pos === 2) sw = BY_LEN_24[len]! - (guardedSecond || singleTop ? 4 : 0);
        else sw = BY_LEN_27[len]! - (guardedSecond ? 6 : singleTop ? 8 : 0);
      } else if (pos === 1) {
        if (ls === trump) sw = pBeats ? BY_LEN_44[len]! : BY_LEN_36[len]! - (guardedSecond ? 4 : 0);
        else if (!ruff) sw = goodDiscard ? 58 + BY_LEN_44[len]! : -4 + BY_LEN_36[len]! - (guardedSecond ? 4 : 0);
        else sw = 0;
      } else if (pos === 2) sw = ruff ? BY_LEN_50[len]! : BY_LEN_40[len]! - 2;
      else sw = BY_LEN_24[len]! - (guardedSecond ? 2 : 0);
      for (let m = mine; m !== 0; ) {
        const b = ctz(m);
        m ^= 1 << b;
        if (!isGroupTop(mine, live, b)) continue;
        let w: number;
        if (!trumps || (!ruff && pos < 3)) w = sw - b;
        else if (pos === 1) w = ruffWins || 1 << b > nextTrumps ? 22 + BY_LEN_44[len]! - b : 13 + BY_LEN_36[len]! - (guardedSecond ? 4 : 0) - b;
        else if (pos === 2) {
          if (partnerSure) w = -52 - b;
          // Second hand ruffed: do not under-ruff.
          else if (theyRuffed && b < winBit) w = -32 + rankFromTop(live, b) + BY_LEN_40[len]!;
          else if (partnerWinning) w = (maxNext >= 0 ? (partnerSecond ? 34 : 46) : 1 << b > nextTrumps ? 46 : -14) - b + sw;
          else w = (maxNext >= 0 ? 70 : 1 << b > nextTrumps ? 46 : 34) - b + sw;
        } else if (ls === trump) w = sw - b;
        else if (partnerWinning) w = (s === trump ? 0 : 23) - b + sw;
        else if (s === trump) w = theyRuffed && b < winBit ? -13 + rankFromTop(live, b) : 33 + rankFromTop(live, b);
        else w = 12 - b + sw;
        wt[n++] = moveKey(w, s * 16 + b);
      }
    }
    return n;
  }

  /**
   * The moves of a hand that follows suit with a single card, or with no card that beats the
   * trick's winner, or last to the trick, in the order `generate` would give them without weighing
   * each card: last to play, the cards that win the trick, cheapest first, then the others from the
   * lowest (partner's winning card is not beaten).
   */
  private generateFollowing(depth: number, seat: number, pos: number, mine: number): void {
    const suit = this.leadSuit;
    const live = this.live[suit]!;
    const mv = this.moves;
    const mbase = depth * 16;
    let n = 0;
    const winners = pos === 3 && this.winSeat !== (seat ^ 2) && this.winSuit === suit ? mine & ~((2 << this.winBit) - 1) : 0;
    for (let pass = 0; pass < 2; pass++) {
      for (let m = pass === 0 ? winners : mine & ~winners; m !== 0; ) {
        const b = ctz(m);
        m ^= 1 << b;
        // Only the top card of a group of touching cards (the next live card up is not ours).
        if (!isGroupTop(mine, live, b)) continue;
        mv[mbase + n++] = suit * 16 + b;
      }
    }
    this.moveCount[depth] = n;
  }

  private checkBudget(): void {
    if (this.nodes > this.nodeLimit) throw new SolverError('solver/budget-exceeded', `search gave up after ${this.nodeLimit} nodes`);
    if (this.deadline !== Infinity && this.now() > this.deadline) throw new SolverError('solver/budget-exceeded', 'search ran out of time');
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
      if (left === 1) return lastTrickNs(this, seat, wb) >= target;
      if (left >= PROBE_FIRST_LEFT) {
        const hit = probe(this, depth, seat, target);
        if (hit !== 0) return hit > 0;
      }
      const later = trickStartBounds(this, depth, seat, target, left, isMax);
      if (later !== 0) return later > 0;
      if (left < PROBE_FIRST_LEFT && left > TT_MIN_LEFT) {
        const hit = probe(this, depth, seat, target);
        if (hit !== 0) return hit > 0;
      }
    }
    if (pos === 1) {
      const need = isMax ? target : left - target + 1;
      if (need === 1) {
        // Second hand: its side needs one trick and surely wins this one.
        const wins = secondHandWins(this, seat);
        if (wins >= 0) {
          wr[wb] = wr[wb + 1] = wr[wb + 2] = wr[wb + 3] = 0;
          if (wins > 0) wr[wb + this.leadSuit] = wins;
          return isMax;
        }
      } else if (need <= SECOND_HAND_MAX_NEED && secondHandCashes(this, seat, need, wb)) return isMax;
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
        if ((c0 >> 4 === wSuit ? 1 : 0) + (c1 >> 4 === wSuit ? 1 : 0) + (c2 >> 4 === wSuit ? 1 : 0) + (suit === wSuit ? 1 : 0) > 1) {
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
    if (pos === 0 && left > TT_MIN_LEFT) storeInPlace(this, this.keyHash[depth]!, this.k0, this.k1, (this.trump << 2) | seat, depth, result, target, best);
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
        hit = probe(this, depth + 1, ws, ct);
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
