/**
 * Quick tricks (DDS's QuickTricks): tricks the side on lead surely takes at a trick start by
 * cashing its winners (the leader's, partner's through an entry, both hands', crossings in a suit
 * whose top two cards the side holds split, a finesse, a ruff by partner, every trump when the
 * side holds them all), and second hand's: its side surely wins this trick and cashes after it.
 * Each rule returns the top cards its proof rests on (4 bits per suit), so that a stored bound is
 * keyed on as few cards as the proof needs.
 *
 * ```ts
 * this.quickTricks(seat, 3);   // ≥ 0: the side on lead surely takes 3 (the top cards proving it); −1: not shown
 * ```
 */
import { maxNibbles, highBit, highBitMask, POP, cardsAbove, suitWinners, suitsFor, pickTops } from './bits.js';
import { TableEngine } from './transTable.js';

/**
 * Whether the side of `seat` holds the top two live cards of suit `s` split between its hands
 * (`h`: holdings, seat * 4 + suit), each with two or more of the suit, and neither opponent can
 * ruff the first two rounds (`trump` 4: no-trump).
 */
export const splitTopTwo = (h: Int32Array, live: number, trump: number, seat: number, s: number): boolean => {
  const mine = h[seat * 4 + s]!;
  const his = h[(seat ^ 2) * 4 + s]!;
  if (POP[mine]! < 2 || POP[his]! < 2) return false;
  const t1 = highBit(live);
  const t2 = highBit(live ^ (1 << t1));
  if (!(((mine >> t1) & 1 && (his >> t2) & 1) || ((his >> t1) & 1 && (mine >> t2) & 1))) return false;
  if (trump === 4 || s === trump) return true;
  const l = (seat + 1) & 3;
  const r = (seat + 3) & 3;
  return !(POP[h[l * 4 + s]!]! < 2 && h[l * 4 + trump] !== 0) && !(POP[h[r * 4 + s]!]! < 2 && h[r * 4 + trump] !== 0);
};

/**
 * The quick tricks (`quickTricks`) are counted only when the side on lead needs this many tricks or
 * fewer. Session 10, list100 tables, in-process A/B against no limit, four processes: 4 → +1.4 %
 * trick nodes, −1.4 to −2.4 % time; 3 → +4.2 % nodes, no faster; 5 → +0.4 % nodes, neutral.
 */
export const QUICK_MAX_NEED = 4;

/**
 * Second hand's cash-out rule (`secondHandCashes`) is tried only when its side needs this many
 * tricks or fewer. Session 10, list100 tables, in-process A/B against 5 (two passes of all 100
 * deals, paired per block of ten; same-code runs differ by up to 1 %): 2 → +4.1 % trick nodes but
 * −2 to −4 % time; 3 (suits) −2 %; off altogether from 2 up, +9.5 % nodes and +3 % time. The rule
 * finds few answers with more tricks to make and costs a count each time.
 */
export const SECOND_HAND_MAX_NEED = 2;

/** The engine so far with the quick tricks (the next layer: laterTricks.ts). */
export class QuickTrickEngine extends TableEngine {
  /**
   * Tricks `seat` can cash from its own hand: its cards above every other remaining card of
   * their suit, in a trump contract only as many as each opponent holding trumps can follow.
   * With `drawsTrumps` (the hand on lead, not partner, whose entry could be ruffed first), its top
   * trumps may draw the opponents' before it cashes the rest. Returns the count; `qtJ` gets how
   * many top cards of each suit that used (4 bits per suit).
   */
  protected cashable(seat: number, drawsTrumps: boolean, drawn = false): number {
    const pop = POP;
    const h = this.hands;
    const trump = this.trump;
    const l = (seat + 1) & 3;
    const r = (seat + 3) & 3;
    let lTrumps = !drawn && trump < 4 && h[l * 4 + trump] !== 0;
    let rTrumps = !drawn && trump < 4 && h[r * 4 + trump] !== 0;
    const p = seat ^ 2;
    let drew = 0;
    if ((lTrumps || rTrumps) && drawsTrumps) {
      // Top trumps cashed first draw the opponents' trumps when they are at least as many as
      // either opponent's: then no side-suit winner can be ruffed.
      const mine = h[seat * 4 + trump]!;
      const top = cardsAbove(mine, this.live[trump]! & ~mine);
      const most = Math.max(pop[h[l * 4 + trump]!]!, pop[h[r * 4 + trump]!]!);
      if (top >= most) {
        lTrumps = rTrumps = false;
        drew = most << (4 * trump);
      }
    }
    let total = 0;
    let jp = 0;
    let cp = 0;
    for (let s = 0; s < 4; s++) {
      const mine = h[seat * 4 + s]!;
      if (mine === 0) continue;
      const others = this.live[s]! & ~mine;
      const top = cardsAbove(mine, others);
      if (top === 0) continue;
      // Length: when the top cards draw every other card of the suit, the rest are winners too.
      let w = suitWinners(mine, top, Math.max(pop[h[l * 4 + s]!]!, pop[h[r * 4 + s]!]!, pop[h[p * 4 + s]!]!));
      if (s !== trump) {
        if (lTrumps) w = Math.min(w, pop[h[l * 4 + s]!]!);
        if (rTrumps) w = Math.min(w, pop[h[r * 4 + s]!]!);
      }
      total += w;
      cp |= w << (4 * s);
      // A suit no other hand holds wins by its length alone: no rank of it matters.
      if (others !== 0) jp |= Math.min(w, top) << (4 * s);
    }
    this.qtJ = jp;
    this.qtCount = cp;
    this.qtDrew = drew;
    return total;
  }

  /**
   * The top cards (4 bits per suit) that prove `need` of the tricks `cashable` counted: the suits
   * with the most tricks first, as few as make `need`, with the trumps that drew the opponents'
   * when it counted on that. A stored bound keyed on fewer cards serves more positions (list100
   * tables 54.10M → 53.71M trick nodes, every block of 20 deals down 0.5–1.2 %).
   */
  protected neededTops(need: number): number {
    return pickTops(this.qtCount, this.qtJ, need, this.qtDrew);
  }

  /**
   * Sure tricks for the leader's side when it needs `need`: the leader cashes its own winners,
   * crosses in a suit whose top two cards the side holds split, leads a small card to partner's
   * winner and partner cashes, or (when one trick is enough) gives partner a ruff. Returns the top cards that proved
   * it (4 bits per suit), or −1.
   */
  protected quickTricks(seat: number, need: number): number {
    const pop = POP;
    const h = this.hands;
    const trump = this.trump;
    const p = seat ^ 2;
    // One pass over the suits. Who holds each suit's top two cards, from the owner codes (exact on
    // lead): the leader cashes nothing without a suit's top card, partner likewise (then every
    // rule after the crossing fails), and the crossing rules need a suit whose top two cards the
    // side holds split, with two cards or more in each hand (a tenth of the calls on list100).
    // And the rank-free tricks: suits neither opponent holds nor can ruff, whatever their
    // ranks (DDS counts them too): the leader's suits partner is void in, cashed first, then one
    // suit both hold, as many rounds as the shorter of them (partner keeping the cards it can
    // while discarding on the leader's).
    const safe = trump === 4 || (h[((seat + 1) & 3) * 4 + trump] === 0 && h[((seat + 3) & 3) * 4 + trump] === 0);
    let split = 0;
    let partnerTop = false;
    let leaderTop = false;
    let solo = 0;
    let shared = 0;
    for (let s = 0; s < 4; s++) {
      const live = this.live[s]!;
      if (live === 0) continue;
      const mine = h[seat * 4 + s]!;
      const his = h[p * 4 + s]!;
      if ((mine | his) === live && mine !== 0 && (safe || s === trump)) {
        const own = pop[mine]!;
        const part = pop[his]!;
        if (part === 0) solo += own;
        else shared = Math.max(shared, Math.min(own, part));
      }
      const cnt = pop[live]!;
      const c = this.code[s]!;
      const o1 = (c >>> (2 * cnt - 2)) & 3;
      if (o1 === p) partnerTop = true;
      else if (o1 === seat) leaderTop = true;
      else continue;
      if (cnt >= 2 && ((c >>> (2 * cnt - 4)) & 3) === (o1 ^ 2) && pop[mine]! >= 2 && pop[his]! >= 2) split = 1;
    }
    if (solo + Math.max(0, Math.min(shared, this.count[p]! - solo)) >= need) return 0;
    // Without a top card the leader cashes nothing (and its trumps draw none).
    let a = 0;
    let ja = 0;
    let pa = 0;
    let drew = 0;
    if (leaderTop) {
      a = this.cashable(seat, true);
      if (a >= need) return this.neededTops(need);
      ja = this.qtCount;
      pa = this.qtJ;
      drew = this.qtDrew;
    }
    if (trump < 4) {
      if (need === 1) {
        const jr = this.partnerRuffs(seat);
        if (jr >= 0) return jr;
      }
      const jt = this.allTrumps(seat, need);
      if (jt >= 0) return jt;
    }
    if (split !== 0) {
      const cross = this.crossing(seat, need, a, ja);
      // The leader's own winners outside the crossing suit, then the crossing suit's top two.
      if (cross >= 0)
        return maxNibbles(pickTops(ja & ~(15 << (4 * cross)), pa, need - this.crossIn, drew), 2 << (4 * cross));
    }
    if (!partnerTop) return -1;
    const b = this.cashable(p, false);
    const jb = this.qtCount;
    const pb = this.qtJ;
    if (split !== 0 && a + b + 2 >= need) {
      const via = this.crossingToPartner(seat, need, a, ja, b, jb);
      if (via >= 0) return maxNibbles(maxNibbles(pa, pb), 2 << (4 * via));
    }
    const entry = this.entrySuit(seat, ja, jb);
    if (entry < 0) return drew !== 0 ? this.bothCashDrawn(seat, need, a, ja, pa, drew) : -1;
    // Partner's winners, reached through the entry suit (its top cards count too).
    if (b >= need) return maxNibbles(this.neededTops(need), pb & (15 << (4 * entry)));
    // A finesse: partner holds the suit's first and third cards, the next hand (leader's left)
    // the second; a lead towards partner wins two tricks (the second hand plays before partner).
    const l = (seat + 1) & 3;
    const r = (seat + 3) & 3;
    for (let s = 0; s < 4; s++) {
      const wb = (jb >> (4 * s)) & 15;
      if (wb === 0 || wb >= 2 || h[seat * 4 + s] === 0 || b - wb + 2 < need) continue;
      let live = this.live[s]!;
      live ^= 1 << highBit(live);
      const m2 = live === 0 ? 0 : 1 << highBit(live);
      if ((h[l * 4 + s]! & m2) === 0) continue;
      live ^= m2;
      if (live === 0 || (h[p * 4 + s]! & (1 << highBit(live))) === 0) continue;
      if (trump < 4 && s !== trump) {
        if (pop[h[l * 4 + s]!]! < 2 && h[l * 4 + trump] !== 0) continue;
        if (pop[h[r * 4 + s]!]! < 2 && h[r * 4 + trump] !== 0) continue;
      }
      return maxNibbles(pb, 3 << (4 * s));
    }
    const both = a + b >= need ? this.bothCash(seat, need, a, ja, pa, b, jb, pb, entry, drew) : -1;
    return both >= 0 || drew === 0 ? both : this.bothCashDrawn(seat, need, a, ja, pa, drew);
  }

  /** A suit where partner cashes (`jb`) and the leader holds a card it does not cash (`ja`), or −1. */
  protected entrySuit(seat: number, ja: number, jb: number): number {
    const h = this.hands;
    for (let s = 0; s < 4; s++) {
      if (((jb >> (4 * s)) & 15) !== 0 && POP[h[seat * 4 + s]!]! > ((ja >> (4 * s)) & 15)) return s;
    }
    return -1;
  }

  /**
   * Both hands cash, the leader first (`a` tricks, `ja` per suit, top cards `pa`), then partner
   * through an entry (`b`, `jb`, `pb`): each must have enough spare cards to discard while the
   * other cashes. Returns the relevant top cards, or −1.
   */
  protected bothCash(
    seat: number,
    need: number,
    a: number,
    ja: number,
    pa: number,
    b: number,
    jb: number,
    pb: number,
    entry: number,
    drew: number,
  ): number {
    const h = this.hands;
    const p = seat ^ 2;
    let discardsP = 0;
    let discardsL = 0;
    for (let s = 0; s < 4; s++) {
      discardsP += Math.max(0, ((ja >> (4 * s)) & 15) - POP[h[p * 4 + s]!]!);
      discardsL += Math.max(0, ((jb >> (4 * s)) & 15) - (POP[h[seat * 4 + s]!]! - ((ja >> (4 * s)) & 15)));
    }
    if (discardsP > this.count[p]! - b || discardsL > this.count[seat]! - a - 1) return -1;
    // Only as many suits as make `need` (the leader's and partner's are different suits), with
    // partner's entry and the leader's trumps that drew the opponents' when partner's count
    // relied on that.
    return pickTops(ja | jb, pa | pb, need, maxNibbles(pb & (15 << (4 * entry)), drew));
  }

  /**
   * The leader's top trumps draw the opponents' as it cashes (its count relied on that), so
   * partner's winners reached afterwards through an entry cannot be ruffed either: both hands
   * cash, partner's count without ruffs. Returns the relevant top cards (the leader's top trumps
   * among them), or −1.
   */
  protected bothCashDrawn(seat: number, need: number, a: number, ja: number, pa: number, drew: number): number {
    const b = this.cashable(seat ^ 2, false, true);
    if (a + b < need) return -1;
    const jb = this.qtCount;
    const pb = this.qtJ;
    const entry = this.entrySuit(seat, ja, jb);
    if (entry < 0) return -1;
    return this.bothCash(seat, need, a, ja, pa, b, jb, pb, entry, drew);
  }

  /**
   * The side on lead holds every trump left: the longer trump holding makes that many tricks.
   * More when a hand ruffs first: partner ruffs the leader's lead of a suit partner is void in
   * (then the leader's trumps fall on later tricks: one more than the leader's trumps), or the
   * leader crosses to partner's top card of a suit and ruffs partner's lead of a suit the leader
   * is void in (then partner's trumps: two more than them, one more when the crossing is in
   * trumps). Returns the relevant top cards (partner's entry; none otherwise: only lengths count),
   * or −1. (DDS's quick tricks count these too.)
   */
  protected allTrumps(seat: number, need: number): number {
    const h = this.hands;
    const trump = this.trump;
    const p = seat ^ 2;
    if (h[((seat + 1) & 3) * 4 + trump] !== 0 || h[((seat + 3) & 3) * 4 + trump] !== 0) return -1;
    const x = POP[h[seat * 4 + trump]!]!;
    const y = POP[h[p * 4 + trump]!]!;
    // Each trump wins the trick it falls on unless its partner's falls on the same one.
    if (Math.max(x, y) >= need) return 0;
    if (Math.max(x, y) + 2 < need) return -1;
    let leaderVoid = false;
    let partnerVoid = false;
    for (let s = 0; s < 4; s++) {
      if (s === trump) continue;
      if (h[seat * 4 + s] !== 0 && h[p * 4 + s] === 0) partnerVoid = true;
      if (h[p * 4 + s] !== 0 && h[seat * 4 + s] === 0) leaderVoid = true;
    }
    // Partner ruffs the first trick; the leader's x trumps fall on x other tricks.
    if (partnerVoid && y > 0 && x + 1 >= need) return 0;
    if (!leaderVoid || x === 0) return -1;
    // The leader crosses to partner's top card of a suit, ruffs partner's lead, and partner's y
    // trumps fall on later tricks (y + 2); crossing in trumps uses a trump of each hand (y + 1,
    // and the leader needs two).
    let via = -1;
    for (let s = 0; s < 4; s++) {
      const live = this.live[s]!;
      if (live === 0 || h[seat * 4 + s] === 0 || (h[p * 4 + s]! & highBitMask(live)) === 0) continue;
      if (s !== trump) return y + 2 >= need ? 1 << (4 * s) : -1;
      via = s;
    }
    return via >= 0 && x >= 2 && y + 1 >= need ? 1 << (4 * via) : -1;
  }

  /**
   * A trick for the side on lead by a ruff: the leader leads a side suit partner is void in while
   * partner holds trumps, and no opponent can ruff higher. Returns the relevant top trumps (4 bits
   * per suit: 0 when neither opponent can ruff at all), or −1. (DDS counts this quick trick too.)
   */
  protected partnerRuffs(seat: number): number {
    const h = this.hands;
    const trump = this.trump;
    const p = seat ^ 2;
    const pt = h[p * 4 + trump]!;
    if (pt === 0) return -1;
    const l = (seat + 1) & 3;
    const r = (seat + 3) & 3;
    const lt = h[l * 4 + trump]!;
    const rt = h[r * 4 + trump]!;
    const top = highBit(pt);
    for (let s = 0; s < 4; s++) {
      if (s === trump || h[seat * 4 + s] === 0 || h[p * 4 + s] !== 0) continue;
      const lRuffs = h[l * 4 + s] === 0 && lt !== 0;
      const rRuffs = h[r * 4 + s] === 0 && rt !== 0;
      if (!lRuffs && !rRuffs) return 0;
      const theirs = (lRuffs ? lt : 0) | (rRuffs ? rt : 0);
      if (theirs >>> top === 0) return POP[this.live[trump]! >>> top]! << (4 * trump);
    }
    return -1;
  }

  /**
   * A suit whose top two cards the side on lead holds split between its hands, each with two or
   * more of the suit: after cashing its other winners (`a` in all, `ja` per suit) the leader takes
   * both, crossing once, and the longer hand's other cards when the opponents then have none left.
   * Returns the suit when that makes `need` tricks, else −1.
   */
  protected crossing(seat: number, need: number, a: number, ja: number): number {
    const pop = POP;
    const h = this.hands;
    const trump = this.trump;
    const p = seat ^ 2;
    const l = (seat + 1) & 3;
    const r = (seat + 3) & 3;
    for (let s = 0; s < 4; s++) {
      if (!splitTopTwo(h, this.live[s]!, trump, seat, s)) continue;
      const mine = h[seat * 4 + s]!;
      const his = h[p * 4 + s]!;
      const elsewhere = a - ((ja >> (4 * s)) & 15);
      // When neither opponent holds more than two cards of the suit (nor, in a side suit, a
      // trump), the longer hand's other cards win too after the two rounds: it can be the one
      // left on lead. Both hands long could block, so one of them must hold two at most.
      let inSuit = 2;
      const lenL = pop[h[l * 4 + s]!]!;
      const lenR = pop[h[r * 4 + s]!]!;
      if (
        lenL <= 2 &&
        lenR <= 2 &&
        (pop[mine]! <= 2 || pop[his]! <= 2) &&
        (trump >= 4 || s === trump || (h[l * 4 + trump] === 0 && h[r * 4 + trump] === 0))
      )
        inSuit = Math.max(pop[mine]!, pop[his]!);
      if (elsewhere + inSuit < need) continue;
      // Partner keeps two cards of the suit while the leader cashes the rest.
      if (this.count[p]! - pop[his]! < elsewhere) continue;
      this.crossIn = inSuit;
      return s;
    }
    return -1;
  }

  /**
   * A suit whose top two cards the side on lead holds split between its hands, each with two or
   * more of the suit, used to reach partner's winners: the leader cashes its winners elsewhere,
   * the two rounds of the suit leave partner on lead (the leader's top card first, then a small
   * one to partner's; or a small one to partner's top card, partner's other winners, and back),
   * and partner cashes its winners elsewhere (`b` in all, `jb` per suit). Each hand must have
   * cards to spare while the other cashes. Returns the suit when that makes `need` tricks, else −1.
   */
  protected crossingToPartner(seat: number, need: number, a: number, ja: number, b: number, jb: number): number {
    const h = this.hands;
    const p = seat ^ 2;
    for (let s = 0; s < 4; s++) {
      const elsewhere = a - ((ja >> (4 * s)) & 15);
      const hisOther = b - ((jb >> (4 * s)) & 15);
      if (elsewhere + 2 + hisOther < need || !splitTopTwo(h, this.live[s]!, this.trump, seat, s)) continue;
      // Partner keeps its cards of the suit and its winners while the leader cashes; the leader
      // keeps two cards of the suit until it has cashed, then has cards to spare for partner's.
      if (this.count[p]! - POP[h[p * 4 + s]!]! - hisOther < elsewhere) continue;
      if (this.count[seat]! - elsewhere - 2 < hisOther) continue;
      return s;
    }
    return -1;
  }

  /**
   * Whether second hand `seat`'s side surely wins the trick in progress: one of them ruffs while
   * third hand must follow, or holds a card of the led suit above the led card and all of third
   * hand's, and third hand cannot ruff. Returns the winning card's bit (0 for a ruff), or −1.
   */
  protected secondHandWins(seat: number): number {
    const h = this.hands;
    const trump = this.trump;
    const ls = this.leadSuit;
    const third = (seat + 1) & 3;
    const p = seat ^ 2;
    const thirdRuffs = trump < 4 && ls !== trump && h[third * 4 + ls] === 0 && h[third * 4 + trump] !== 0;
    if (thirdRuffs) return -1;
    if (trump < 4 && ls !== trump) {
      if ((h[seat * 4 + ls] === 0 && h[seat * 4 + trump] !== 0) || (h[p * 4 + ls] === 0 && h[p * 4 + trump] !== 0)) {
        // A ruff wins unless third hand, who must follow, could have ruffed (checked above).
        if (h[third * 4 + ls] !== 0) return 0;
      }
    }
    const ours = h[seat * 4 + ls]! | h[p * 4 + ls]!;
    if (ours === 0) return -1;
    const top = highBit(ours);
    if (top < this.winBit || h[third * 4 + ls]! >> top !== 0) return -1;
    return 1 << top;
  }

  /**
   * Second hand `seat`'s side surely wins this trick (its top card of the led suit, or a ruff),
   * and the hand that wins it then leads and cashes its cards above every other card of their
   * suits (DDS's second-hand quick tricks, there in no-trump only). Whether that makes `need`
   * tricks; sets wr[wb].
   */
  protected secondHandCashes(seat: number, need: number, wb: number): boolean {
    const pop = POP;
    const wins = this.secondHandWins(seat);
    if (wins < 0) return false;
    const h = this.hands;
    const ls = this.leadSuit;
    const trump = this.trump;
    // The hand that wins (for a ruff: second hand when it can, with its lowest trump) and the card it plays.
    let hh: number;
    let usedSuit = ls;
    let used = wins;
    if (wins > 0) {
      hh = h[seat * 4 + ls]! & wins ? seat : seat ^ 2;
      // hh's card wins unless the side's other hand, out of the suit with nothing but trumps, must ruff.
      const other = hh ^ 2;
      if (trump < 4 && ls !== trump && h[other * 4 + ls] === 0 && pop[h[other * 4 + trump]!]! === this.count[other])
        return false;
    } else {
      hh = h[seat * 4 + ls] === 0 && h[seat * 4 + trump] !== 0 ? seat : seat ^ 2;
      usedSuit = trump;
      used = h[hh * 4 + trump]! & -h[hh * 4 + trump]!;
    }
    const third = (seat + 1) & 3;
    const wr = this.wr;
    const n = this.cashBound(hh, usedSuit, used) < need ? 0 : this.cashCount(hh, usedSuit, used, wins, third);
    const cm = this.cashMarks;
    if (n < need) {
      // Or hh leads at once to partner's winners in a suit it holds a card of (partner, which
      // plays its lowest card of the led suit now, then cashes its own).
      const q = hh ^ 2;
      const qLs = h[q * 4 + ls]!;
      if (qLs === 0 || this.cashBound(q, ls, qLs & -qLs) < need) return false;
      const nq = this.cashCount(q, ls, qLs & -qLs, wins, third);
      if (nq < need) return false;
      const per = this.cashPerSuit;
      let entry = false;
      for (let s = 0; s < 4 && !entry; s++) {
        if (((per >> (4 * s)) & 15) === 0) continue;
        const held = h[hh * 4 + s]! & ~(s === usedSuit ? used : 0);
        if (held === 0) continue;
        if (trump < 4 && s !== trump) {
          // Neither opponent holding trumps may ruff the entry.
          const now = (s === ls) === (h[third * 4 + ls] !== 0) ? 1 : 0;
          const o1 = (hh + 1) & 3;
          const o2 = (hh + 3) & 3;
          if (h[o1 * 4 + trump] !== 0 && pop[h[o1 * 4 + s]!]! - (o1 === third ? now : 0) < 1) continue;
          if (h[o2 * 4 + trump] !== 0 && pop[h[o2 * 4 + s]!]! - (o2 === third ? now : 0) < 1) continue;
        }
        entry = true;
      }
      if (!entry) return false;
      wr[wb] = cm[0]!;
      wr[wb + 1] = cm[1]!;
      wr[wb + 2] = cm[2]!;
      wr[wb + 3] = cm[3]!;
      return true;
    }
    // The marks of only as many suits as make `need` (most tricks first), with the trumps that
    // drew the opponents' when the count relied on that; the led suit keeps this trick's winner.
    let per = this.cashPerSuit;
    let keep = 0;
    let got = 1;
    if (this.cashDrew) {
      keep = 1 << trump;
      got += (per >> (4 * trump)) & 15;
      per &= ~(15 << (4 * trump));
    }
    keep |= suitsFor(per, need - got);
    for (let s = 0; s < 4; s++) wr[wb + s] = (keep >> s) & 1 ? cm[s]! : s === ls ? wins : 0;
    return true;
  }

  /**
   * At least what `cashCount(hh, usedSuit, used, …)` returns: this trick and every card of each suit
   * whose top card (among the hands) hh holds, `used` aside. Most calls need more and stop here.
   */
  protected cashBound(hh: number, usedSuit: number, used: number): number {
    const h = this.hands;
    let n = 1;
    for (let s = 0; s < 4; s++) {
      let mine = h[hh * 4 + s]!;
      if (s === usedSuit) mine ^= used;
      if (mine === 0) continue;
      const others = (h[s]! | h[4 + s]! | h[8 + s]! | h[12 + s]!) & ~h[hh * 4 + s]!;
      if (mine > others) n += POP[mine]!;
    }
    return n;
  }

  /**
   * After this trick, won by the side with `wonBy` (a bit of the led suit, 0 for a ruff), the
   * tricks `hh` cashes on lead (this one included), having played `used` of `usedSuit` to it;
   * `third` is the opponent still to play. Sets `cashMarks` and `cashPerSuit`.
   */
  protected cashCount(hh: number, usedSuit: number, used: number, wonBy: number, third: number): number {
    const pop = POP;
    const h = this.hands;
    const ls = this.leadSuit;
    const trump = this.trump;
    const a = (hh + 1) & 3;
    const b = (hh + 2) & 3;
    const c = (hh + 3) & 3;
    // In a trump contract, an opponent holding trumps ruffs a side suit once out of it (the
    // third hand may shorten its suits by a discard now), unless hh's top trumps draw theirs.
    let ruffA = false;
    let ruffC = false;
    this.cashDrew = false;
    if (trump < 4 && this.live[trump] !== 0) {
      const ta = h[a * 4 + trump]!;
      const tc = h[c * 4 + trump]!;
      // (This trick's winning card, when trumps were led, draws nothing more from the leader.)
      const mt = h[hh * 4 + trump]! & ~(usedSuit === trump ? used : 0);
      const topT = cardsAbove(mt, this.live[trump]! & ~mt);
      if (topT < Math.max(pop[ta]!, pop[tc]!)) {
        ruffA = ta !== 0;
        ruffC = tc !== 0;
      } else this.cashDrew = (ta | tc) !== 0;
    }
    const thirdFollows = h[third * 4 + ls] !== 0;
    let n = 1;
    let per = 0;
    for (let s = 0; s < 4; s++) {
      let mine = h[hh * 4 + s]!;
      if (s === usedSuit) mine ^= used;
      let mark = s === ls ? wonBy : 0;
      if (mine !== 0) {
        const ha = h[a * 4 + s]!;
        const hb = h[b * 4 + s]!;
        const hc = h[c * 4 + s]!;
        const others = ha | hb | hc;
        const top = cardsAbove(mine, others);
        if (top > 0) {
          let w = suitWinners(mine, top, Math.max(pop[ha]!, pop[hb]!, pop[hc]!));
          if (s !== trump && (ruffA || ruffC)) {
            // The third hand plays a card of this suit now when it follows to it or discards.
            const now = (s === ls) === thirdFollows ? 1 : 0;
            if (ruffA) w = Math.min(w, pop[ha]! - (a === third ? now : 0));
            if (ruffC) w = Math.min(w, pop[hc]! - (c === third ? now : 0));
          }
          if (w > 0) {
            n += w;
            per |= Math.min(w, 15) << (4 * s);
            // The lowest of the top cards counted (none when no other hand holds the suit).
            if (others !== 0) {
              // The lowest of mine's top k cards: its (POP − k) lowest cards cleared.
              let t = mine;
              for (let k = pop[mine]! - Math.min(w, top); k > 0; k--) t &= t - 1;
              mark |= t & -t;
            }
          }
        }
      }
      this.cashMarks[s] = mark;
    }
    this.cashPerSuit = per;
    return n;
  }
}
