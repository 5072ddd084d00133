/**
 * Move generation and ordering (DDS's Moves): the legal cards of a hand, touching cards grouped
 * (the top card of each group), ordered best first by weights modelled on DDS's, by place in the
 * trick and by whether trumps are still out; on lead also the killer and the lead stored with the
 * last table entry that decided a probe at that depth.
 *
 * ```ts
 * this.generate(depth, seat, pos);                                          // fills moves[depth * 16 …]
 * this.moves.subarray(depth * 16, depth * 16 + this.moveCount[depth]!);     // best first
 * ```
 */
import { ctz, highBit, highBitMask, POP, isGroupTop, rankFromTop, touchesBelow } from './bits.js';
import { BoundsEngine } from './laterTricks.js';

/**
 * A weighed move as one sortable int: the weight (a few hundred at most, either sign) above the
 * card (suit * 16 + bit) turned over, so that among equal weights the lower card, weighed first
 * (suits and ranks are weighed upwards), sorts first.
 */
export const moveKey = (w: number, card: number): number => (w << 6) | (63 - card);

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

/** The engine so far with move generation and ordering (the last layer below the search, engine.ts). */
export class MoveEngine extends BoundsEngine {
  /**
   * Fills moves[depth] with the legal groups of `seat` (the top card of each group of touching
   * cards), ordered best first for the side to play. The weights follow the ideas of DDS's move
   * ordering (its WeightAlloc functions, by position in the trick and by whether trumps are still
   * out): measured on list100 tables against the ordering they replaced, 68.18M → 54.78M trick
   * nodes (`bench/solver-nodes.ts --tables`, five blocks of 20). A card's rank counts from the top
   * (`rr`: 1 for the highest card still out) where the lower of two cards should come first.
   */
  protected generate(depth: number, seat: number, pos: number): void {
    const h = this.hands;
    if (pos > 0) {
      const mine = h[seat * 4 + this.leadSuit]!;
      // Last to play, or following with one card or with no card that beats the trick's winner.
      if (
        mine !== 0 &&
        (pos === 3 || (mine & (mine - 1)) === 0 || this.winSuit !== this.leadSuit || highBit(mine) < this.winBit)
      ) {
        this.generateFollowing(depth, seat, pos, mine);
        return;
      }
    }
    const n =
      pos === 0
        ? this.weighLeads(depth, seat)
        : h[seat * 4 + this.leadSuit] !== 0
          ? this.weighFollows(seat, pos)
          : this.weighVoid(seat, pos);
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
  protected weighLeads(depth: number, seat: number): number {
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
        else if (((second === seat && third === partner) || (second === partner && third === seat)) && lenP > 1)
          thirdW = 13;
      } else {
        suitW = 0 - BY_OPP_19[oppCards]!;
        // A suit partner is void in cuts the side's communication and makes partner discard; the
        // more tricks are left, the more that costs (session 9: 9 + 2 per trick left instead of a
        // flat 9 took thomas1's table from 86 s to 30 s, list100 tables −0.2 % trick nodes).
        if (lenP === 0) suitW -= 9 + 2 * left;
        if (second === partner && third === partner) thirdW = 35;
        else if (((second === seat && third === partner) || (second === partner && third === seat)) && lenP > 1)
          thirdW = 25;
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
            else if (winner === seat)
              w = second === partner ? suitW + 48 + rr : b === topBit ? suitW + 31 : suitW - 3 + rr;
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
  protected weighFollows(seat: number, pos: number): number {
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
        else if (b > lead && b > maxNext)
          wins = maxNext >= 0 || nextTrumps === 0 || (maxP < 0 && pT !== 0 && pT > nextTrumps);
        else if (maxP > lead && maxP > maxNext) wins = maxNext >= 0 || nextTrumps === 0;
        else if (lead > maxP && lead > maxNext && lead > b)
          wins = maxP < 0 && pT !== 0 && (maxNext >= 0 || nextTrumps === 0 || pT > nextTrumps);
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
  protected forcingCard(mine: number, next: number, live: number, win: number, partnerWinning: boolean): number {
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
  protected weighVoid(seat: number, pos: number): number {
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
        if (pos === 1)
          sw = pBeats
            ? BY_LEN_23[len]! - (guardedSecond ? 2 : singleTop ? 3 : 0)
            : BY_LEN_33[len]! - (guardedSecond ? 6 : singleTop ? 8 : 0);
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
        else if (pos === 1)
          w =
            ruffWins || 1 << b > nextTrumps
              ? 22 + BY_LEN_44[len]! - b
              : 13 + BY_LEN_36[len]! - (guardedSecond ? 4 : 0) - b;
        else if (pos === 2) {
          if (partnerSure) w = -52 - b;
          // Second hand ruffed: do not under-ruff.
          else if (theyRuffed && b < winBit) w = -32 + rankFromTop(live, b) + BY_LEN_40[len]!;
          else if (partnerWinning)
            w = (maxNext >= 0 ? (partnerSecond ? 34 : 46) : 1 << b > nextTrumps ? 46 : -14) - b + sw;
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
  protected generateFollowing(depth: number, seat: number, pos: number, mine: number): void {
    const suit = this.leadSuit;
    const live = this.live[suit]!;
    const mv = this.moves;
    const mbase = depth * 16;
    let n = 0;
    const winners =
      pos === 3 && this.winSeat !== (seat ^ 2) && this.winSuit === suit ? mine & ~((2 << this.winBit) - 1) : 0;
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
}
