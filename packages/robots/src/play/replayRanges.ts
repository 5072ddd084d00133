/**
 * The ranges an auction showed, read by replaying it: random hands are dealt to each seat and kept
 * when the robots' own bidding rules, holding them, make every call that seat made (its passes
 * included); the HCP and suit lengths of the hands kept are the seat's ranges.
 *
 * ```ts
 * const r = replayedRanges(view.auction, 'N', 'none');
 * r.S.len.H // after 1NT – 3NT: [0, 3] (no Stayman, so no four-card major); the rules' reading says [0, 13]
 * ```
 * `handRangesFromAuction` (bidding/inference.ts) reads each call as the hull of the rules that make
 * it; it knows nothing of what a pass or a call denies (an earlier rule that would have bid otherwise),
 * so a call that several rules make is read as wide as all of them (before session 32 it read only the
 * first rule: 1NT – 3NT gave the responder 5–9 HCP, the rare long-minor rule). Replaying reads the
 * rule that fires. The hands are dealt from the whole deck, whoever looks (so the result is the same
 * for every player at the table and is cached per auction), from a random source seeded by the
 * auction itself: the same auction always gives the same ranges.
 * A call the rules never make in the tries given (the thinking fallback's, another system's)
 * constrains nothing; a seat whose calls were kept by too few hands keeps the rules' ranges.
 */
import { ALL_CARDS, SEATS, SUITS, handFromCards, holdingLength, sideOf, suitIndex } from '@biritch/core';
import type { AuctionCall, Hand, Seat, Vulnerability } from '@biritch/core';
import { hcp, seededRandom } from '@biritch/dealer';
import type { BidRule } from '../bidding/engine.js';
import { handRangesFromAuction, type HandRanges } from '../bidding/inference.js';
import { SAYC_RULES } from '../bidding/system/index.js';
import { facingName } from '../bidding/system/systems.js';
import { callChecks, draw, replays, type CallCheck } from './leadSample.js';
import type { HandTest } from './sample.js';
import { uniformFrom } from './random.js';
import { rulesOfSeat, type TableSystems } from './systems.js';

/** Hands replayed per seat at most. */
const TRIES = 1000;
/** Hands dealt per seat at most (most are not replayed, being far outside the rules' ranges). */
const DRAWS = 20000;
/** How far outside the rules' ranges a hand is still replayed: HCP, and cards in a suit. */
const HCP_SLACK = 5;
const LEN_SLACK = 2;
/** Hands kept per seat before stopping early. */
const KEEP = 300;
/** Fewest hands kept for a seat's replayed ranges to be trusted. */
const LEAST = 20;
const keyOf = (auction: readonly AuctionCall[], dealer: Seat, vul: Vulnerability, system: string): string =>
  `${system}|${dealer}|${vul}|${auction.map((c) => (c.call.type === 'bid' ? `${c.call.level}${c.call.strain}` : c.call.type)).join(' ')}`;

/** A small string hash for the auction's own random seed. */
function hashOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const cache = new Map<string, Record<Seat, HandRanges>>();
/** Auctions kept in the cache (a robot plays one deal at a time; a bench several robots). */
const CACHE_SIZE = 32;

/**
 * Each seat's HCP and suit-length ranges as dealt, from the hands that replay its calls (see the
 * module comment); seats without enough such hands keep `handRangesFromAuction`'s ranges.
 * `system` names the rules for the cache (the robots' SAYC by default).
 */
export function replayedRanges(
  auction: readonly AuctionCall[],
  dealer: Seat,
  vulnerability: Vulnerability,
  rules: readonly BidRule[] = SAYC_RULES,
  system = 'sayc',
): Record<Seat, HandRanges> {
  const key = keyOf(auction, dealer, vulnerability, system);
  const hit = cache.get(key);
  if (hit) return hit;
  const first = handRangesFromAuction(auction, dealer, vulnerability, rules);
  const next = uniformFrom(seededRandom(hashOf(key)));
  const out = { ...first };
  for (const seat of SEATS) {
    const checks = callChecks(auction, seat, dealer, vulnerability, rules);
    if (checks.length === 0) continue;
    const kept: Hand[] = [];
    const near = widened(first[seat]);
    let replayed = 0;
    for (let t = 0; t < DRAWS && replayed < TRIES && kept.length < KEEP; t++) {
      const hand = handFromCards(draw(ALL_CARDS, 13, next)[0]);
      // Replaying is dear: a hand far outside the rules' ranges is not tried.
      if (!within(hand, near)) continue;
      replayed++;
      if (replays(hand, checks)) kept.push(hand);
    }
    if (kept.length >= LEAST) out[seat] = rangesOf(kept);
  }
  return remember(cache, key, out);
}

const checksCache = new Map<string, Map<Seat, CallCheck[]>>();

/** Keeps `value` under `key`, dropping the oldest entry once the cache holds `CACHE_SIZE` auctions. */
function remember<T>(into: Map<string, T>, key: string, value: T): T {
  if (into.size >= CACHE_SIZE) into.delete(into.keys().next().value!);
  into.set(key, value);
  return value;
}

/**
 * A test of a sampled hand: whether the robots' rules, holding it as dealt (`remaining` plus
 * `played`), make every call its seat made — the replay of leadSample.ts, now for the whole play.
 * The ranges above are each seat's bounds one at a time; the replay also keeps what they cannot
 * say, such as a pass that denies a weak two (six cards and 5–11 HCP together). The call checks are
 * kept per auction, so that a call no hand replays (the thinking fallback's) stops being checked
 * for the rest of the deal.
 */
export function replayTest(
  auction: readonly AuctionCall[],
  dealer: Seat,
  vulnerability: Vulnerability,
  rules: readonly BidRule[] = SAYC_RULES,
  system = 'sayc',
): HandTest {
  const key = keyOf(auction, dealer, vulnerability, system);
  let checks = checksCache.get(key);
  if (!checks) {
    checks = remember(
      checksCache,
      key,
      new Map(SEATS.map((seat) => [seat, callChecks(auction, seat, dealer, vulnerability, rules)])),
    );
  }
  const bySeat = checks;
  return (seat, remaining, played) => {
    const full = remaining.map((h, i) => (h | played[i]!) >>> 0) as unknown as Hand;
    return replays(full, bySeat.get(seat)!);
  };
}

/** The rules' ranges widened by the slack (the first-rule ranges were wrong for about 4% of real hands). */
function widened(r: HandRanges): HandRanges {
  const len = Object.fromEntries(
    SUITS.map((s) => [s, [Math.max(0, r.len[s][0] - LEN_SLACK), Math.min(13, r.len[s][1] + LEN_SLACK)]]),
  ) as unknown as HandRanges['len'];
  return { hcp: [Math.max(0, r.hcp[0] - HCP_SLACK), Math.min(37, r.hcp[1] + HCP_SLACK)], len };
}

/** Whether a hand is inside the ranges. */
function within(hand: Hand, r: HandRanges): boolean {
  const p = hcp(hand);
  if (p < r.hcp[0] || p > r.hcp[1]) return false;
  return SUITS.every((s) => {
    const n = holdingLength(hand[suitIndex(s)]!);
    return n >= r.len[s][0] && n <= r.len[s][1];
  });
}

/**
 * Below this share of the hands kept at a bound, the bound is a thin tail, not a rule's edge: the
 * range goes one further (a passer's seven-card suit is rare, not impossible; a 3NT responder's
 * four-card major is ruled out, and a third of them hold three).
 */
const TAIL = 0.05;

/** The range of a count over the hands kept, one further at a bound that is only a thin tail. */
function rangeOf(values: readonly number[], top: number): [number, number] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const thin = (v: number): boolean => values.filter((x) => x === v).length < TAIL * values.length;
  return [thin(lo) ? Math.max(0, lo - 1) : lo, thin(hi) ? Math.min(top, hi + 1) : hi];
}

/** The ranges of the hands kept (see `rangeOf`): the HCP always a point wider each way, a few hundred hands miss the extremes. */
function rangesOf(hands: readonly Hand[]): HandRanges {
  const points = hands.map((h) => hcp(h));
  const len = Object.fromEntries(
    SUITS.map((s) => [
      s,
      rangeOf(
        hands.map((h) => holdingLength(h[suitIndex(s)]!)),
        13,
      ),
    ]),
  ) as unknown as HandRanges['len'];
  return { hcp: [Math.max(0, Math.min(...points) - 1), Math.min(37, Math.max(...points) + 1)], len };
}

/**
 * `replayTest` with each seat's calls replayed by its side's rules (play/systems.ts): one test when
 * both sides play the same system.
 */
export function replayTestBySide(
  systems: TableSystems,
  auction: readonly AuctionCall[],
  dealer: Seat,
  vulnerability: Vulnerability,
): HandTest {
  const ns = replayTest(auction, dealer, vulnerability, rulesOfSeat(systems, 'N'), facingName(systems.NS, systems.EW));
  if (systems.NS === systems.EW) return ns;
  const ew = replayTest(auction, dealer, vulnerability, rulesOfSeat(systems, 'E'), facingName(systems.EW, systems.NS));
  return (seat, remaining, played) => (sideOf(seat) === 'NS' ? ns : ew)(seat, remaining, played);
}
