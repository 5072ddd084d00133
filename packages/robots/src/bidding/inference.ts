/**
 * What the auction told the table about each hand: HCP and suit-length ranges read from the
 * rules behind the calls (the same rules that explain calls), for the card-play sampler.
 *
 * ```ts
 * const c = handRangesFromAuction([{ seat: 'N', call: bid(1, 'NT') }], 'N', 'none');
 * c.N.hcp // [15, 17]
 * ```
 * A call reads as the hull of what every rule that makes it shows (its HCP, points, support points
 * and `any` alternatives, and its suit lengths), among the rules consistent with the seat's earlier
 * calls; a call none of whose rules is consistent is ignored rather than trusted. What a call denies
 * (the hands an earlier rule would have bid otherwise) is not read here: the card play's replay
 * (play/replayRanges.ts) reads that.
 */
import { SEATS, SUITS, type AuctionCall, type Call, type Seat, type Suit, type Vulnerability } from '@biritch/core';
import {
  bidContext,
  callKey,
  meaningsAt,
  suitOfKey,
  type BidRule,
  type Meaning,
  type Range,
  type When,
} from './engine.js';
import { SAYC_RULES } from './system/index.js';

/** Inclusive ranges known about one hand as dealt. */
export interface HandRanges {
  readonly hcp: readonly [number, number];
  readonly len: Readonly<Record<Suit, readonly [number, number]>>;
}

/** No information: 0–37 HCP, 0–13 cards in each suit. */
export const OPEN_RANGES: HandRanges = { hcp: [0, 37], len: { C: [0, 13], D: [0, 13], H: [0, 13], S: [0, 13] } };

const toPair = (r: Range, max: number): [number, number] => (typeof r === 'number' ? [r, max] : [r[0], r[1]]);
const meet = (a: readonly [number, number], b: readonly [number, number]): [number, number] | null => {
  const lo = Math.max(a[0], b[0]);
  const hi = Math.min(a[1], b[1]);
  return lo <= hi ? [lo, hi] : null;
};

/**
 * The ranges after each auction already read, per rule list, keyed by the dealer, the vulnerability
 * and the calls (`rangesKeys`): the thinking, the slam judgement and the card play read the same
 * auction again and again as it grows one call at a time, and reading a call (finding the rule
 * behind it) is the dear part (7–50 ms an auction of ten calls). Emptied when it holds
 * `RANGES_CACHE_MOST` auctions.
 */
const rangesCache = new WeakMap<readonly BidRule[], Map<string, Readonly<Record<Seat, HandRanges>>>>();
export const RANGES_CACHE_MOST = 5000;

/** The cache's key of each beginning of the auction: `keys[n]` is that of its first n calls. */
const rangesKeys = (dealer: Seat, vulnerability: Vulnerability, calls: readonly AuctionCall[]): string[] => {
  const keys = [`${dealer}${vulnerability}`];
  for (const c of calls) keys.push(`${keys[keys.length - 1]} ${callKey(c.call)}`);
  return keys;
};

/**
 * The ranges each seat's calls showed, under the robots' own system (`rules`, SAYC by default).
 */
export function handRangesFromAuction(
  calls: readonly AuctionCall[],
  dealer: Seat,
  vulnerability: Vulnerability,
  rules: readonly BidRule[] = SAYC_RULES,
): Record<Seat, HandRanges> {
  let cache = rangesCache.get(rules);
  if (!cache) {
    cache = new Map();
    rangesCache.set(rules, cache);
  }
  // The longest auction read before that begins this one: only the calls after it are read.
  const keys = rangesKeys(dealer, vulnerability, calls);
  let from = calls.length;
  let known: Readonly<Record<Seat, HandRanges>> | undefined;
  for (; from > 0; from--) {
    known = cache.get(keys[from]!);
    if (known) break;
  }
  if (known && from === calls.length) return { ...known };
  const out = known
    ? { ...known }
    : (Object.fromEntries(SEATS.map((s) => [s, OPEN_RANGES])) as Record<Seat, HandRanges>);
  if (cache.size >= RANGES_CACHE_MOST) cache.clear();
  for (let i = from; i < calls.length; i++) {
    readCall(calls, i, dealer, vulnerability, rules, out);
    cache.set(keys[i + 1]!, { ...out });
  }
  return out;
}

/**
 * Narrows `out[seat]` by what the call at `i` shows: the hull of what each rule that makes the call
 * shows, among the rules consistent with what the seat showed before. Reading only the first such
 * rule (before session 32) took the rare strong variant for the call: 1♥–1♠ was read as 13+ HCP
 * (`hearts-1s-strong`, listed before the plain `hearts-1s`), so the slam judgement dealt opener's
 * partner a game-forcing hand and bid 6NT opposite 9 HCP.
 */
function readCall(
  calls: readonly AuctionCall[],
  i: number,
  dealer: Seat,
  vulnerability: Vulnerability,
  rules: readonly BidRule[],
  out: Record<Seat, HandRanges>,
): void {
  const { seat } = calls[i]!;
  const before = calls.slice(0, i).map((c) => c.call);
  const ctx = bidContext(before, dealer, vulnerability, () => true);
  const meanings = meaningsAt(rules, [...before, calls[i]!.call], i, dealer, vulnerability);
  const cur = out[seat];
  let hull: { hcp: [number, number]; len: Record<Suit, [number, number]> } | null = null;
  for (const m of shaped(meanings)) {
    const shown = narrowed(cur, m.rule.when, m.bindings, ctx.seatPosition);
    if (!shown) continue;
    if (!hull) hull = { hcp: [...shown.hcp], len: { ...shown.len } };
    else {
      hull.hcp = [Math.min(hull.hcp[0], shown.hcp[0]), Math.max(hull.hcp[1], shown.hcp[1])];
      for (const s of SUITS)
        hull.len[s] = [Math.min(hull.len[s][0], shown.len[s][0]), Math.max(hull.len[s][1], shown.len[s][1])];
    }
  }
  if (hull) out[seat] = hull;
}

/**
 * The meanings that say something of the hand: a rule without conditions is a catch-all for the hands
 * no other rule of the call fits (`pl-1c-2m-other` beside the 12–14 balanced 2NT), so it widens nothing
 * unless it is the only rule that makes the call.
 */
const shaped = <M extends Meaning>(meanings: readonly M[]): readonly M[] => {
  const some = meanings.filter((m) => m.rule.when);
  return some.length > 0 ? some : meanings;
};

/**
 * What one rule's constraints leave of a seat's ranges (null when they contradict them): the whole
 * rule's HCP — its points, support points and the `all` / `any` parts that fit the seat's position (a
 * first-seat 1♣ shows 10+ by the Rule of 20) — and its suit lengths.
 */
function narrowed(
  cur: HandRanges,
  w: When | undefined,
  bindings: Parameters<typeof suitOfKey>[1],
  seatPosition: number | undefined,
): { hcp: [number, number]; len: Record<Suit, [number, number]> } | null {
  const len = { ...cur.len } as Record<Suit, [number, number]>;
  if (!w) return { hcp: [...cur.hcp], len };
  const hcp = meet(cur.hcp, hcpRange(w, seatPosition));
  if (!hcp) return null;
  for (const [key, r] of Object.entries(w.len ?? {})) {
    const suit = suitOfKey(key, bindings);
    if (!suit) continue;
    const next = meet(len[suit], toPair(r, 13));
    if (!next) return null;
    len[suit] = next;
  }
  return SUITS.reduce((n, s) => n + len[s][0], 0) <= 13 ? { hcp, len } : null;
}

/**
 * The HCP range a rule's constraints promise: HCP, points less length, support points less shortness.
 * Alternatives (`any`) that name other seats than the opening's `seat` position are left out (a
 * fourth-seat opening's Rule of 15 says nothing of a first-seat 1♣).
 */
function hcpRange(w: When, seat?: number): [number, number] {
  const lo = (r: Range | undefined): number => (r === undefined ? 0 : typeof r === 'number' ? r : r[0]);
  const hi = (r: Range | undefined): number => (r === undefined || typeof r === 'number' ? 37 : r[1]);
  // HCP never exceed points, judged HCP by more than one, or support points.
  let least = Math.max(lo(w.hcp), lo(w.pts) - 2, lo(w.adj) - 1, w.sup ? w.sup[1] - 3 : 0, 0);
  let most = Math.min(hi(w.hcp), hi(w.pts), hi(w.adj) + 1, w.sup ? w.sup[2] : 37);
  // Every `all` part holds; of the `any` alternatives, only the weakest and the strongest bound them.
  for (const part of w.all ?? []) {
    const [l, h] = hcpRange(part, seat);
    least = Math.max(least, l);
    most = Math.min(most, h);
  }
  const fits = (a: When): boolean => seat === undefined || a.seat === undefined || a.seat.includes(seat);
  const open = (w.any ?? []).filter(fits);
  if (open.length > 0) {
    const alts = open.map((a) => hcpRange(a, seat));
    least = Math.max(least, Math.min(...alts.map((x) => x[0])));
    most = Math.min(most, Math.max(...alts.map((x) => x[1])));
  }
  return [least, Math.max(least, most)];
}

/**
 * The rules that tell a call's strength in points: a rule that makes the call on playing strength
 * (a loser count: `open-2c-playing`, nine tricks with 13+ HCP) stands for the points of the rules
 * beside it (`open-2c`, 22+), so it does not lower their floor. Read by `shownHcpBy` only (partner's
 * strength for the slam tries); the ranges the layouts are dealt in keep every rule.
 */
const byPoints = <M extends Meaning>(meanings: readonly M[]): readonly M[] => {
  const points = meanings.filter((m) => m.rule.when?.ltc === undefined);
  return points.length > 0 ? points : meanings;
};

/**
 * The HCP range the player who made the call at `i` has shown by all their calls up to it, read
 * from the rules behind them (as partner and opponents read them). Example: after 1♠ – Pass – 3♠ (a
 * limit raise, 10–12 support points) the raiser has shown 7–12 HCP.
 */
export function shownHcpBy(
  rules: readonly BidRule[],
  calls: readonly Call[],
  i: number,
  dealer: Seat,
  vulnerability: Vulnerability,
): readonly [number, number] {
  let shown: [number, number] = [0, 37];
  const first = i % 4;
  for (let j = first; j <= i; j += 4) {
    if (calls[j]!.type === 'pass') continue;
    const ctx = bidContext(calls.slice(0, j), dealer, vulnerability, () => true);
    // The hull of the ranges of the rules that make the call, among those consistent with the
    // seat's earlier calls (as `readCall`); a call none of whose rules is consistent says nothing.
    let lo = 38;
    let hi = -1;
    for (const m of byPoints(shaped(meaningsAt(rules, calls, j, dealer, vulnerability)))) {
      const r = m.rule.when ? meet(shown, hcpRange(m.rule.when, ctx.seatPosition)) : shown;
      if (!r) continue;
      lo = Math.min(lo, r[0]);
      hi = Math.max(hi, r[1]);
    }
    if (lo <= hi) shown = [lo, hi];
  }
  return shown;
}
