/**
 * Par: the contract both sides reach when each bids and doubles perfectly on a double-dummy table,
 * with DDS 2.9's semantics (its `DealerPar` and `Par`), so results agree with DDS's golden files.
 *
 * ```ts
 * const p = dealerPar(table, 'N', 'none');    // dealer-aware, as DDS's DealerPar (`PAR2` lines)
 * p.score                                     // 420: North-South's side
 * p.contracts.map(makeDealerParContract)      // ['4S-NS']
 * const s = sidesPar(table, 'both');          // as DDS's Par (`PAR` lines): NS's and EW's view
 * makeSidesParText(s.NS, 'NS')                // 'NS:NS 45H' (4♥ making 11 tricks: 4♥ or 5♥)
 * ```
 * The rules (DDS's, after Matthew Kidd's ACBLmerge; re-expressed here, no code copied):
 * - the side with the highest makeable contract has primacy (a tie goes to the first seat from the
 *   dealer that takes those tricks); its candidates are its best contract in each denomination at
 *   full level, from the highest down to its dearest;
 * - against a candidate the other side may sacrifice in each denomination at the lowest level that
 *   outbids it; in the candidate's own denomination a seat bids the same level if it speaks before
 *   every partner of the primacy side who takes those tricks, else one level higher;
 * - a sacrifice is worth it when it costs less than the candidate scores; the primacy side takes
 *   its best candidate unless the cheapest worthwhile sacrifice pays more; a candidate is then
 *   lowered while no sacrifice turns profitable and no game or slam bonus is lost;
 * - sides par (DDS's `Par`, Kidd's search) lets the view's side and the other take turns bettering
 *   the result denomination by denomination; a view's contracts the other view's side outbids are
 *   dropped.
 * Pure data in, data out: no solver, no native code.
 */
import { SEATS, STRAINS, type Seat, type Strain, type Vulnerability } from '@biritch/core';
import type { DDTable } from './types.js';

/** A side at the table. */
export type ParSide = 'NS' | 'EW';
/** A contract level. */
export type ParLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One par contract. */
export interface ParContract {
  readonly level: ParLevel;
  readonly strain: Strain;
  /** The side that plays it. */
  readonly side: ParSide;
  /** The seats of that side that declare it (one or both). */
  readonly declarers: readonly Seat[];
  /** Doubled: a sacrifice going down. */
  readonly doubled: boolean;
  /** Tricks over the contract (0 or more) when made; minus the undertricks when going down. */
  readonly result: number;
  /**
   * A sacrifice by one seat in the primacy side's own denomination, possible because that seat
   * speaks first (DDS 2.9 writes these without the `*`).
   */
  readonly seatSacrifice?: true;
}

/** A par answer: North-South's score and the par contracts. */
export interface ParResult {
  /** The par score from North-South's side (East-West's is its negation); 0 when passed out. */
  readonly score: number;
  readonly contracts: readonly ParContract[];
}

/** DDS's sides par: the answer with North-South's view and the one with East-West's. */
export interface SidesPar {
  readonly NS: ParResult;
  readonly EW: ParResult;
}

const SIDES = ['NS', 'EW'] as const;
const SIDE_SEATS = [
  ['N', 'S'],
  ['E', 'W'],
] as const;
const sideOfSeat = (seat: Seat): 0 | 1 => (seat === 'N' || seat === 'S' ? 0 : 1);
const STRAIN_LETTER: Readonly<Record<Strain, string>> = { C: 'C', D: 'D', H: 'H', S: 'S', NT: 'N' };
const vulnerableSide = (vul: Vulnerability, side: 0 | 1): boolean => vul === 'both' || vul === SIDES[side];
/** Contract number: 1 = 1♣ … 35 = 7NT; `k` is the strain index C D H S NT. */
const numberOf = (level: number, k: number): number => 5 * (level - 1) + k + 1;
const levelOf = (no: number): ParLevel => (Math.floor((no - 1) / 5) + 1) as ParLevel;
const BIG = 9999;

/** Score of a contract for its declaring side: made undoubled with `tricks`, or down doubled. */
export function parContractScore(level: ParLevel, strain: Strain, tricks: number, vulnerable: boolean): number {
  const need = level + 6;
  if (tricks < need) return -doubledPenalty(need - tricks, vulnerable);
  const perTrick = strain === 'C' || strain === 'D' ? 20 : 30;
  const points = perTrick * level + (strain === 'NT' ? 10 : 0);
  let score = points + (tricks - need) * perTrick;
  score += points >= 100 ? (vulnerable ? 500 : 300) : 50;
  if (level === 6) score += vulnerable ? 750 : 500;
  if (level === 7) score += vulnerable ? 1500 : 1000;
  return score;
}

/** What a doubled contract going `down` tricks down pays the defenders (0 for 0 down). */
function doubledPenalty(down: number, vulnerable: boolean): number {
  if (down <= 0) return 0;
  if (vulnerable) return 300 * down - 100;
  return down <= 3 ? 200 * down - 100 : 300 * down - 400;
}

/** The lowest contract of the same denomination with the same bonus (part score, game, slam). */
function floorContract(no: number): number {
  const level = levelOf(no);
  const k = (no - 1) % 5;
  if (level >= 6) return no;
  const gameLevel = k === 4 ? 3 : k >= 2 ? 4 : 5;
  return numberOf(level >= gameLevel ? gameLevel : 1, k);
}

interface Entry {
  readonly k: number;
  /** The side's best tricks in the denomination. */
  readonly tricks: number;
  /** Contract number at full level (may be 0 or negative when under 7 tricks). */
  readonly no: number;
  /** Score of that contract, 0 if it does not make a 1-level contract. */
  readonly score: number;
}

const tricksOf = (table: DDTable, seat: Seat, k: number): number => table[seat][STRAINS[k]!];

function declarersOf(table: DDTable, side: 0 | 1, k: number): Seat[] {
  const best = Math.max(...SIDE_SEATS[side].map((s) => tricksOf(table, s, k)));
  return SIDE_SEATS[side].filter((s) => tricksOf(table, s, k) === best);
}

/** A contract by the seats of `side` taking the side's best tricks; `delta` = over- or −undertricks. */
function sideContract(table: DDTable, side: 0 | 1, no: number, k: number, delta: number): ParContract {
  return {
    level: levelOf(no),
    strain: STRAINS[k]!,
    side: SIDES[side],
    declarers: declarersOf(table, side, k),
    doubled: delta < 0,
    result: delta,
  };
}

/** A sacrifice by one seat in the primacy side's denomination. */
function seatContract(no: number, seat: Seat, down: number): ParContract {
  return {
    level: levelOf(no),
    strain: STRAINS[(no - 1) % 5]!,
    side: SIDES[sideOfSeat(seat)],
    declarers: [seat],
    doubled: true,
    result: -down,
    seatSacrifice: true,
  };
}

/** Dealer-aware par (DDS's `DealerPar`, the `PAR2` line of DDS's list files). */
export function dealerPar(table: DDTable, dealer: Seat, vul: Vulnerability): ParResult {
  const d = SEATS.indexOf(dealer);
  const rotation = [0, 1, 2, 3].map((i) => SEATS[(d + i) % 4]!);
  const entries = ([0, 1] as const).map((side) =>
    STRAINS.map((_, k): Entry => {
      const tricks = Math.max(...SIDE_SEATS[side].map((s) => tricksOf(table, s, k)));
      const no = 5 * (tricks - 7) + k + 1;
      const score = tricks >= 7 ? parContractScore(levelOf(no), STRAINS[k]!, tricks, vulnerableSide(vul, side)) : 0;
      return { k, tricks, no, score };
    }),
  );
  const stats = entries.map((list) => {
    let highest = 0;
    let dearestScore = 0;
    let dearestNo = 0;
    for (const e of list) {
      if (e.tricks < 7) continue;
      if (e.score > dearestScore) {
        dearestScore = e.score;
        dearestNo = e.no;
      } else if (e.score === dearestScore && e.no < dearestNo) dearestNo = e.no;
      if (e.no > highest) highest = e.no;
    }
    return { highest, dearestNo };
  });
  const [s0, s1] = [stats[0]!.highest, stats[1]!.highest];
  if (s0 === 0 && s1 === 0) return { score: 0, contracts: [] };
  let p: 0 | 1 = s0 > s1 ? 0 : 1;
  if (s0 === s1) {
    const k = (s0 - 1) % 5;
    const t = entries[0]![k]!.tricks;
    const firstSeat = rotation.find((seat) => tricksOf(table, seat, k) === t);
    p = firstSeat ? sideOfSeat(firstSeat) : 0;
  }
  const o = (1 - p) as 0 | 1;
  const vulO = vulnerableSide(vul, o);
  const candidates = [...entries[p]!].sort((a, b) => b.no - a.no).filter((e) => e.no >= stats[p]!.dearestNo);

  /** Undertricks of the other side's cheapest sacrifice against `no` in each denomination. */
  const sacrifices = (no: number, dno: number): number[] =>
    entries[o]!.map((sac, eno) => {
      let down = BIG;
      if (eno === dno) {
        const tMax = Math.floor((no + 34) / 5);
        let incr = 0;
        for (const seat of rotation) {
          const diff = tMax - tricksOf(table, seat, dno);
          if (sideOfSeat(seat) === p) {
            if (diff === 0) incr = 1;
          } else down = Math.min(down, diff + incr);
        }
      } else down = Math.trunc((no - sac.no + 4) / 5);
      return sac.no + 5 * down > 35 ? BIG : down;
    });

  let bestPlus = 0;
  let bestDown = 0;
  let sacFound = false;
  const rows = candidates.map((c) => {
    const target = maxAffordableDown(c.score, vulO);
    const downs = sacrifices(c.no, c.k);
    const down = Math.min(...downs);
    if (down <= target) {
      bestDown = Math.max(bestDown, down);
      if (sacFound) return { c, downs, type: -1, down, gap: 0 };
      sacFound = true;
      return { c, downs, type: 0, down, gap: 0 };
    }
    bestPlus = Math.max(bestPlus, c.score);
    return { c, downs, type: 1, down, gap: target - down };
  });

  const listed: ParContract[] = [];
  const sacScore = doubledPenalty(bestDown, vulO);
  let score: number;
  if (!sacFound || bestPlus > sacScore) {
    score = bestPlus;
    for (const r of rows) {
      if (r.type !== 1 || r.c.score !== bestPlus) continue;
      let no = r.c.no;
      let plus = 0;
      if (r.gap < -1) {
        const lowered = Math.max(no + 5 * (r.gap + 1), floorContract(no));
        plus = (no - lowered) / 5;
        no = lowered;
      }
      listed.push(sideContract(table, p, no, r.c.k, plus));
    }
  } else {
    score = sacScore;
    for (const r of rows) {
      if (r.type !== 0 || r.down !== bestDown) continue;
      r.downs.forEach((down, eno) => {
        if (down !== bestDown) return;
        if (eno !== r.c.k) {
          listed.push(sideContract(table, o, entries[o]![eno]!.no + 5 * bestDown, eno, -bestDown));
          return;
        }
        const tMax = Math.floor((r.c.no + 34) / 5);
        let incr = 0;
        const hits: { seat: Seat; no: number }[] = [];
        for (const seat of rotation) {
          const diff = tMax - tricksOf(table, seat, eno);
          if (sideOfSeat(seat) === p) {
            if (diff === 0) incr = 1;
          } else if (diff + incr === bestDown) hits.push({ seat, no: r.c.no + 5 * incr });
        }
        const [h0, h1] = hits;
        if (!h0) return;
        if (!h1) listed.push(seatContract(h0.no, h0.seat, bestDown));
        else if (h0.no === h1.no) listed.push(sideContract(table, o, h0.no, eno, -bestDown));
        else {
          const low = h0.no < h1.no ? h0 : h1;
          listed.push(seatContract(low.no, low.seat, bestDown));
        }
      });
    }
  }
  return { score: p === 0 ? score : -score, contracts: listed };
}

/** The most undertricks a sacrifice can cost and still pay less than `score`. */
function maxAffordableDown(score: number, vulnerable: boolean): number {
  let down = 0;
  while (down < 13 && doubledPenalty(down + 1, vulnerable) < score) down++;
  return down;
}

/** One contract as DDS's DealerPar writes it: `4S*-EW-1`, `4N-W+1`, `2S-EW` (`2S-S-1` for a seat sacrifice). */
export function makeDealerParContract(c: ParContract): string {
  const result = c.result === 0 ? '' : c.result > 0 ? `+${c.result}` : String(c.result);
  return `${c.level}${STRAIN_LETTER[c.strain]}${c.doubled && !c.seatSacrifice ? '*' : ''}-${c.declarers.join('')}${result}`;
}

/** One contract of DDS's sides par in its own terms. */
interface SidesContract {
  readonly contract: ParContract;
  /** Kidd's denomination: NT 0, ♠ 1, ♥ 2, ♦ 3, ♣ 4. */
  readonly denom: number;
  readonly level: number;
  /** 0..3 a seat (N E S W), 4 NS, 5 EW. */
  readonly seats: number;
  readonly overTricks: number;
  readonly underTricks: number;
}

/** One view of DDS's sides par: the score from the view side's own side, and its contracts. */
interface SidesView {
  readonly score: number;
  readonly contracts: readonly SidesContract[];
}

/** Kidd's denominations in order: NT, ♠, ♥, ♦, ♣. */
const KIDD_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];
/** Most levels a made contract can be lowered to, by NT / major / minor and level. */
const MAX_LOWER = [
  [0, 0, 1, 0, 1, 2, 0, 0],
  [0, 0, 1, 2, 0, 1, 0, 0],
  [0, 0, 1, 2, 3, 0, 0, 0],
] as const;

/** Kidd's raw score: made (`denom` ≥ 0, `tricks` taken) or doubled undertricks (`denom` −1, `tricks` down), as a score. */
function rawScore(denom: number, tricks: number, vulnerable: boolean): number {
  if (denom === -1) {
    if (vulnerable) return -300 * tricks + 100;
    return tricks <= 3 ? -200 * tricks + 100 : -300 * tricks + 400;
  }
  return parContractScore((tricks - 6) as ParLevel, KIDD_STRAINS[denom]!, tricks, vulnerable);
}

/** Over-tricks DDS grants a made contract of `tricks` lowered by up to `lower` levels. */
function overTricksFor(lower: number, tricks: number): number {
  const top = tricks - 6;
  const most = top === 5 || top === 4 ? 3 : top === 3 ? 2 : top === 2 ? 1 : 0;
  return lower >= 1 && lower <= most ? lower : 0;
}

/**
 * DDS's sides par (after Matthew Kidd's ACBLmerge): for each view the view's side and the other
 * take turns improving the result with their best contract or sacrifice over the current one,
 * denomination by denomination, until neither can.
 */
function sidesViews(table: DDTable, vul: Vulnerability): [SidesView, SidesView] {
  const t = (seat: Seat, j: number): number => table[seat][KIDD_STRAINS[j]!];
  const best = (side: 0 | 1, j: number): number => Math.max(t(SIDE_SEATS[side][0], j), t(SIDE_SEATS[side][1], j));
  const bestScore = [0, 0];
  const bestSacut = [0, 0];
  const found: { denom: number; tricks: number }[][] = [[], []];
  for (const i of [0, 1] as const) {
    const filtered = [false, false, false, false, false];
    let nFiltered = 0;
    let current = 0;
    let bothOnce = false;
    let parDenom = -1;
    let parTricks = 6;
    let parScore = 0;
    let parSacut = 0;
    for (;;) {
      const k = ((i + current) % 2) as 0 | 1;
      const isVul = vulnerableSide(vul, k);
      let improved = false;
      const prevDenom = parDenom;
      const prevTricks = parTricks;
      const suits: { j: number; tt: number; score: number }[] = [];
      for (let j = 0; j < 5; j++) {
        if (filtered[j]) continue;
        const tt = best(k, j);
        const beats = tt > parTricks || (tt === parTricks && j < parDenom);
        suits.push({ j, tt, score: beats ? rawScore(j, tt, isVul) : rawScore(-1, prevTricks - tt, isVul) });
      }
      suits.sort((a, b) => b.score - a.score);
      for (const { j, tt } of suits) {
        let score: number;
        let ut = 0;
        if (tt > parTricks || (tt === parTricks && j < parDenom)) score = rawScore(j, tt, isVul);
        else {
          ut = prevTricks - tt;
          if (j >= prevDenom) {
            if (prevTricks === 13) continue;
            ut++;
          }
          if (ut <= 0) continue;
          score = rawScore(-1, ut, isVul);
        }
        if (current === 1) score = -score;
        if ((current === 0 && score > parScore) || (current === 1 && score < parScore)) {
          improved = true;
          parScore = score;
          parDenom = j;
          if ((current === 0 && score > 0) || (current === 1 && score < 0)) {
            parTricks = tt;
            parSacut = 0;
          } else {
            parTricks = tt + ut;
            parSacut = ut;
          }
        }
      }
      if (!improved && bothOnce) {
        if (nFiltered === 0) {
          bestScore[i] = parScore;
          if (parScore === 0) break;
          bestSacut[i] = parSacut;
        } else if (bestScore[i] !== parScore) break;
        if (nFiltered >= 5) break;
        filtered[parDenom] = true;
        nFiltered++;
        found[i]!.push({ denom: parDenom, tricks: parTricks });
        bothOnce = false;
        current = 0;
        parDenom = -1;
        parTricks = 6;
        parScore = 0;
        parSacut = 0;
      } else {
        bothOnce = true;
        current = 1 - current;
      }
    }
  }
  if (bestScore[0] === 0)
    return [
      { score: 0, contracts: [] },
      { score: bestScore[1]!, contracts: [] },
    ];

  const defenderVul = (nsMakes: boolean): boolean => vulnerableSide(vul, nsMakes ? 1 : 0);
  const views = ([0, 1] as const).map((i): SidesContract[] => {
    const score = bestScore[i]!;
    const list = found[i]!;
    const seatsOf = (declaring: 0 | 1, j: number): { seats: number; declarers: Seat[] } => {
      const [a, b] = SIDE_SEATS[declaring];
      const ta = t(a, j);
      const tb = t(b, j);
      if (ta === tb) return { seats: declaring === 0 ? 4 : 5, declarers: [a, b] };
      const seat = ta > tb ? a : b;
      return { seats: SEATS.indexOf(seat), declarers: [seat] };
    };
    const make = (
      declaring: 0 | 1,
      j: number,
      level: number,
      doubled: boolean,
      result: number,
      seats: { seats: number; declarers: Seat[] },
    ): ParContract => ({
      level: level as ParLevel,
      strain: KIDD_STRAINS[j]!,
      side: SIDES[declaring],
      declarers: seats.declarers,
      doubled,
      result,
    });
    if (bestSacut[i]! > 0) {
      const declaring = ((score > 0 ? 0 : 1) + i) % 2 === 1 ? 0 : 1;
      return [...list]
        .sort((a, b) => a.denom - b.denom)
        .map(({ denom, tricks }) => {
          const seats = seatsOf(declaring, denom);
          const level = tricks - 6;
          return {
            contract: make(declaring, denom, level, true, -bestSacut[i]!, seats),
            denom,
            level,
            seats: seats.seats,
            overTricks: 0,
            underTricks: bestSacut[i]!,
          };
        });
    }
    const declaring = ((score < 0 ? 0 : 1) + i) % 2 === 1 ? 0 : 1;
    const other = (1 - declaring) as 0 | 1;
    let tuMax = 0;
    let denomMax = 0;
    for (let m = 0; m < 5; m++) {
      const tu = best(other, m);
      if (tu > tuMax) {
        tuMax = tu;
        denomMax = m;
      }
    }
    const dv = defenderVul(bestScore[0]! > 0);
    return list.map(({ denom: j, tricks }) => {
      const seats = seatsOf(declaring, j);
      let lower = denomMax < j ? tricks - tuMax - 1 : tricks - tuMax;
      const sc2 = Math.abs(score);
      while (lower > 0) {
        const sc1 = -rawScore(-1, tricks - lower - tuMax + (denomMax < j ? 0 : 1), dv);
        if (sc2 < sc1) break;
        lower--;
      }
      const oppTricks = best(other, j);
      while (lower > 0) {
        const sc3 = -rawScore(-1, tricks - lower - oppTricks, dv);
        if (sc2 > sc3 && score < 0) lower--;
        else break;
      }
      const kind = j === 0 ? 0 : j <= 2 ? 1 : 2;
      lower = Math.min(MAX_LOWER[kind][tricks - 6]!, lower);
      const overTricks = overTricksFor(lower, tricks);
      const level = tricks - 6 - overTricks;
      return {
        contract: make(declaring, j, level, false, overTricks, seats),
        denom: j,
        level,
        seats: seats.seats,
        overTricks,
        underTricks: 0,
      };
    });
  });

  // Drop contracts the other view's side outbids (possible when the two views' scores differ).
  const dominant = ([0, 1] as const).map((opp) => {
    let denom = -1;
    let level = -1;
    for (const c of views[opp]!) {
      const ss = c.level + c.overTricks;
      const ofSide = opp === 1 ? c.seats % 2 !== 0 : c.seats % 2 === 0;
      if ((ss > level || (ss === level && c.denom < denom)) && ofSide) {
        denom = c.denom;
        level = ss;
      }
    }
    return { denom, level };
  });
  if (dominant[0]!.denom !== -1 && dominant[1]!.denom !== -1) {
    for (const i of [0, 1] as const) {
      const dom = dominant[1 - i]!;
      const removed = new Set(
        views[i]!.filter(
          (c) => c.level + c.overTricks < dom.level || (c.level + c.overTricks === dom.level && dom.denom < c.denom),
        ).map((c) => c.denom),
      );
      views[i] = views[i]!.filter((c) => !removed.has(c.denom));
    }
  }
  return [
    { score: bestScore[0]!, contracts: views[0]! },
    { score: bestScore[1]!, contracts: views[1]! },
  ];
}

/** Sides par (DDS's `Par`, the `PAR` line): the answers with North-South's and East-West's view. */
export function sidesPar(table: DDTable, vul: Vulnerability): SidesPar {
  const [ns, ew] = sidesViews(table, vul);
  return {
    NS: { score: ns.score, contracts: ns.contracts.map((c) => c.contract) },
    EW: { score: ew.score === 0 ? 0 : -ew.score, contracts: ew.contracts.map((c) => c.contract) },
  };
}

/** Levels DDS writes for a made contract whose top level is `top`, lowered by up to `over`. */
function levelsText(top: number, over: number): string {
  if (overTricksFor(over, top + 6) !== over || over === 0) return String(top);
  let s = '';
  for (let l = top - over; l <= top; l++) s += String(l);
  return s;
}

/** One contract as DDS's `Par` writes it: `NS 45H` (4♥ making 11 tricks: 4♥ or 5♥), `EW 5Dx`, `W 3N`. */
export function makeSidesParContract(c: ParContract): string {
  const who = c.declarers.length === 2 ? c.side : c.declarers[0]!;
  const letter = STRAIN_LETTER[c.strain];
  if (c.doubled) return `${who} ${c.level}${letter}x`;
  return `${who} ${levelsText(c.level + c.result, c.result)}${letter}`;
}

/** A sides par view as DDS's `Par` writes it: `NS:NS 5Hx,NS 5Dx` (`view` is the side whose view it is). */
export function makeSidesParText(p: ParResult, view: ParSide): string {
  return `${view}:${p.contracts.map(makeSidesParContract).join(',')}`;
}

/** The score as DDS's `Par` writes it for a view: `NS 620`, `EW -620` (from the view side's own side). */
export function makeSidesParScore(p: ParResult, view: ParSide): string {
  return `${view} ${view === 'NS' ? p.score : p.score === 0 ? 0 : -p.score}`;
}
