/**
 * What the auction told the table about each hand: HCP and suit-length ranges read from the
 * rules behind the calls (the same rules that explain calls), for the card-play sampler.
 *
 * ```ts
 * const c = handRangesFromAuction([{ seat: 'N', call: bid(1, 'NT') }], 'N', 'none');
 * c.N.hcp // [15, 17]
 * ```
 * Only a rule's top-level `hcp` and `len` are read; alternatives (`any`) are ignored. A call whose
 * range contradicts an earlier one is ignored rather than trusted.
 */
import { SEATS, SUITS, type AuctionCall, type Call, type Seat, type Suit, type Vulnerability } from '@biritch/core';
import { bidContext, findMeaning, suitOfKey, type BidRule, type Range, type When } from './engine.js';
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

/** The ranges each seat's calls showed, under the robots' own system (`rules`, SAYC by default). */
export function handRangesFromAuction(
  calls: readonly AuctionCall[],
  dealer: Seat,
  vulnerability: Vulnerability,
  rules: readonly BidRule[] = SAYC_RULES,
): Record<Seat, HandRanges> {
  const out = Object.fromEntries(SEATS.map((s) => [s, OPEN_RANGES])) as Record<Seat, HandRanges>;
  for (let i = 0; i < calls.length; i++) {
    const { seat, call } = calls[i]!;
    const ctx = bidContext(
      calls.slice(0, i).map((c) => c.call),
      dealer,
      vulnerability,
      () => true,
    );
    const m = findMeaning(rules, ctx, call);
    const w = m?.rule.when;
    if (!m || !w) continue;
    const cur = out[seat];
    // The whole rule's HCP: its points, support points and the `all` / `any` parts that fit the
    // seat's position (a first-seat 1♣ shows 10+ by the Rule of 20; before, only a top-level `hcp`
    // was read and a 1♣ opener was taken for 0–21 HCP).
    const hcp = meet(cur.hcp, hcpRange(w, ctx.seatPosition));
    const len = { ...cur.len } as Record<Suit, readonly [number, number]>;
    let consistent = hcp !== null;
    for (const [key, r] of Object.entries(w.len ?? {})) {
      const suit = suitOfKey(key, m.bindings);
      if (!suit) continue;
      const next = meet(len[suit], toPair(r, 13));
      if (!next) consistent = false;
      else len[suit] = next;
    }
    const minTotal = SUITS.reduce((n, s) => n + len[s][0], 0);
    if (consistent && hcp && minTotal <= 13) out[seat] = { hcp, len };
  }
  return out;
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
  let least = 0;
  let most = 37;
  for (let j = i; j >= 0; j -= 4) {
    const call = calls[j]!;
    if (call.type === 'pass') continue;
    const ctx = bidContext(calls.slice(0, j), dealer, vulnerability, () => true);
    const m = findMeaning(rules, ctx, call);
    if (!m?.rule.when) continue;
    const [l, h] = hcpRange(m.rule.when, ctx.seatPosition);
    least = Math.max(least, l);
    most = Math.min(most, h);
  }
  return [least, Math.max(least, most)];
}
