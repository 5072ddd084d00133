/**
 * Layouts for the opening lead that agree with the whole auction, by replaying it: each hidden
 * hand is dealt at random and kept only when the robots' own bidding rules, given that hand and the
 * auction before each of its calls, make the very calls it made — its passes included (a partner
 * who passed 1♥ holds no overcall; a 3NT responder denied a four-card major by not using Stayman).
 *
 * ```ts
 * const { layouts, fitting } = leadLayouts(k, view, next, { count: 20, attempts: 4000 });
 * // layouts: the leader's hand and three hidden hands; fitting: how many replayed every checked call
 * ```
 * The ranges of `handRangesFromAuction` read each call as wide as all the rules that make it, and
 * nothing of what it denies (before session 32 only the first rule: after 1NT – 3NT they gave the
 * responder 5–9 HCP, the rare long-minor rule); the replay reads the rule that fires. Where no rule fits a hand, a robot thinks (bidding/think.ts): any call its thinking weighs
 * is kept, since which one it chooses depends on its own simulation. A call no hand tried replays
 * (a player of another system) stops being checked after `GIVE_UP` tries, so such an auction still
 * gets layouts. The hands are dealt one at a time (the most constrained seat first,
 * the last gets the rest), which is far cheaper than rejecting whole deals.
 */
import { handFromCards, partnerSeat } from '@biritch/core';
import type { AuctionCall, Call, Card, Deal, Hand, Seat, TableView, Vulnerability } from '@biritch/core';
import { makeThinkingReplayer } from '../bidding/bidder.js';
import type { BidRule } from '../bidding/engine.js';
import type { PlayKnowledge } from './knowledge.js';
import { SAYC_TABLE, rulesOfSeat, type TableSystems } from './systems.js';

/** How many layouts to find, how hard to try, and when to stop. */
export interface LeadSampleOptions {
  readonly count: number;
  /** Most hands tried in all. */
  readonly attempts: number;
  /** Whether time is up (read between hands). */
  readonly stop?: (() => boolean) | undefined;
  /** Each side's system: a seat's calls are replayed with its side's rules (both SAYC by default). */
  readonly systems?: TableSystems | undefined;
}

/** Layouts, and how many of them replayed every call still checked. */
export interface LeadLayouts {
  readonly layouts: Deal[];
  readonly fitting: number;
}

/** Tries after which a call no hand has replayed stops being checked. */
const GIVE_UP = 150;
/** Draws of the first seat's hand, at most, in one go (`leadLayouts`). */
const SEAT_TRIES = 40;

const sameCall = (a: Call, b: Call): boolean =>
  a.type === b.type && (a.type !== 'bid' || (b.type === 'bid' && a.level === b.level && a.strain === b.strain));

/** One call of a seat to replay: the call the rules make with a hand after the calls before it. */
export interface CallCheck {
  /** The calls a robot could make with a hand after the calls before this one (`makeThinkingReplayer`). */
  readonly replay: ((hand: Hand) => readonly Call[]) | null;
  readonly call: Call;
  tried: number;
  passed: number;
}

/**
 * The checks of every call `seat` made in `auction`, bids first (they fail more often than
 * passes, so a hand is rejected after fewer replays).
 */
export function callChecks(
  auction: readonly AuctionCall[],
  seat: Seat,
  dealer: Seat,
  vulnerability: Vulnerability,
  rules: readonly BidRule[],
): CallCheck[] {
  const calls = auction.map((c) => c.call);
  return auction
    .flatMap((c, i) =>
      c.seat === seat
        ? [
            {
              replay: makeThinkingReplayer(calls.slice(0, i), dealer, vulnerability, rules),
              call: c.call,
              tried: 0,
              passed: 0,
            },
          ]
        : [],
    )
    .sort((a, b) => Number(a.call.type === 'pass') - Number(b.call.type === 'pass'));
}

/**
 * Whether a robot holding `hand` could make each of the seat's calls: the rules' call, or one its
 * thinking weighs where no rule fits (calls never replayed in `GIVE_UP` tries are skipped).
 */
export function replays(hand: Hand, checks: readonly CallCheck[]): boolean {
  for (const c of checks) {
    if (!c.replay || (c.tried >= GIVE_UP && c.passed === 0)) continue;
    c.tried++;
    if (!c.replay(hand).some((r) => sameCall(r, c.call))) return false;
    c.passed++;
  }
  return true;
}

/** `n` distinct cards of `pool` at random (a partial shuffle of a copy), and the rest. */
export function draw(pool: readonly Card[], n: number, next: (n: number) => number): [Card[], Card[]] {
  const a = [...pool];
  for (let i = 0; i < n; i++) {
    const j = i + next(a.length - i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return [a.slice(0, n), a.slice(n)];
}

/**
 * Tries at completing each first hand drawn (`leadLayouts`): how many of them replay the other two
 * seats' calls estimates how likely the first hand is given those calls, and weighs it.
 */
export const COMPLETIONS = 24;
/** Weighed candidates gathered for each layout returned: the layouts are drawn from them by weight. */
const POOL_FACTOR = 3;

/**
 * Random layouts of the three hands the opening leader cannot see, each replaying its seat's calls
 * under the robots' rules. Only for the opening lead (no card played yet).
 *
 * The seat with most bids is dealt first, until its hand replays its calls; then the other two
 * hands are dealt from the rest `COMPLETIONS` times. A first hand whose completions replay the
 * other seats' calls more often is likelier given the whole auction: it is kept (with its first
 * completion that replays) weighed by that rate, and the layouts returned are drawn at random from
 * the kept candidates by weight (sampling–importance–resampling), so a likely layout may come more
 * than once (the same object: solve it once). Keeping the first completion of any first hand
 * unweighed, as before session 29, gave every first hand that could be completed at all the same
 * chance: on 30 auctions of seed 3000 the rates varied so much between first hands that such a
 * sample was worth 68% of one drawn by weight (Kish's effective size; 9% to 97% by auction).
 * When too few candidates replay in the attempts or time given, the layouts are the candidates
 * each once, then layouts that replay fewer calls, so that the lead is still simulated.
 */
export function leadLayouts(
  k: PlayKnowledge,
  view: TableView,
  next: (n: number) => number,
  opts: LeadSampleOptions,
): LeadLayouts {
  const systems = opts.systems ?? SAYC_TABLE;
  const checksOf = (seat: Seat): CallCheck[] =>
    callChecks(view.auction, seat, view.dealer ?? 'N', view.scoredVulnerability ?? 'none', rulesOfSeat(systems, seat));
  const hidden = [...k.hidden];
  const checks = new Map<Seat, CallCheck[]>(hidden.map((s) => [s, checksOf(s)]));
  // The seat with most bids first; the leader's partner (often only passes) last, taking the rest.
  const bids = (s: Seat): number => checks.get(s)!.filter((c) => c.call.type !== 'pass').length;
  const order = [...hidden].sort(
    (a, b) => bids(b) - bids(a) || Number(a === partnerSeat(k.toPlay)) - Number(b === partnerSeat(k.toPlay)),
  );
  const base = { ...k.seen } as Record<Seat, Hand>;
  const candidates: { readonly layout: Deal; readonly weight: number }[] = [];
  const loose: Deal[] = [];
  let attempts = 0;
  const stopped = (): boolean => attempts >= opts.attempts || (opts.stop?.() ?? false);
  /** A hand for `seat` from `pool` that replays its calls, within `tries` draws, and the cards left. */
  const dealSeat = (seat: Seat, pool: readonly Card[], tries: number): [Hand, Card[]] | null => {
    for (let t = 0; t < tries && !stopped(); t++) {
      attempts++;
      const [mine, rest] = draw(pool, k.left[seat], next);
      const hand = handFromCards(mine);
      if (replays(hand, checks.get(seat)!)) return [hand, rest];
    }
    return null;
  };
  const [first, second, last] = order as [Seat, Seat | undefined, Seat | undefined];
  const wanted = opts.count * POOL_FACTOR;
  while (candidates.length < wanted && !stopped()) {
    const a = dealSeat(first, k.pool, SEAT_TRIES);
    if (!a) continue;
    if (!second || !last) {
      candidates.push({ layout: { ...base, [first]: a[0] } as Deal, weight: 1 });
      continue;
    }
    let tried = 0;
    let hits = 0;
    let kept: Deal | null = null;
    for (; tried < COMPLETIONS && !stopped(); tried++) {
      const b = dealSeat(second, a[1], 1);
      if (!b) continue;
      const rest = handFromCards(b[1]);
      const layout = { ...base, [first]: a[0], [second]: b[0], [last]: rest } as Deal;
      if (replays(rest, checks.get(last)!)) {
        hits++;
        kept ??= layout;
      } else if (loose.length < opts.count) loose.push(layout);
    }
    if (kept) candidates.push({ layout: kept, weight: hits / tried });
  }
  if (candidates.length >= opts.count / 2) {
    // Resampling by weight: each layout returned is an independent draw, so any first few of them
    // (the solver may stop early) are a fair sample too.
    const total = candidates.reduce((t, c) => t + c.weight, 0);
    const out: Deal[] = [];
    while (out.length < opts.count) {
      let u = (next(1 << 30) / (1 << 30)) * total;
      let i = 0;
      while (i < candidates.length - 1 && u >= candidates[i]!.weight) u -= candidates[i++]!.weight;
      out.push(candidates[i]!.layout);
    }
    return { layouts: out, fitting: out.length };
  }
  const out = candidates.map((c) => c.layout);
  const fitting = out.length;
  for (const d of loose) {
    if (out.length >= opts.count) break;
    out.push(d);
  }
  return { layouts: out, fitting };
}
