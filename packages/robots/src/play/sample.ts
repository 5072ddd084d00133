/**
 * Dealing the unseen cards: random layouts consistent with what the player knows — the cards
 * gone, who has shown out, and the ranges the auction showed.
 *
 * ```ts
 * const deals = sampleLayouts(knowledge, ranges, next, { count: 20, attempts: 5000 });
 * // each deal: every seat's remaining cards, ready for the double-dummy solver
 * const read = sampleLayouts(knowledge, ranges, next, {
 *   count: 20, attempts: 5000, readings: [{ test: leadTest, trust: 0.957, others: 4, sharpness: 1.85 }],
 * }); // the layouts whose leader would have led the card seen make up the share Bayes' rule gives them
 * ```
 */
import { SUITS, handWith, holdingLength, suitIndex, suitOf } from '@biritch/core';
import type { Card, Deal, Hand, Seat } from '@biritch/core';
import { hcp } from '@biritch/dealer';
import type { HandRanges } from '../bidding/inference.js';
import type { PlayKnowledge } from './knowledge.js';

/**
 * A soft reading of the play (the opening lead's rules, the signals …): a test the layouts should
 * pass as far as the player can be trusted to have followed the rules behind it (`readingShares`).
 */
export interface Reading {
  readonly test: HandTest;
  /**
   * How likely a player whose hand passes the test makes the card seen: the rules behind it give
   * that card with this probability …
   */
  readonly trust: number;
  /** … and otherwise one of about this many other cards: a hand that fails makes it with (1 − trust) / others. */
  readonly others: number;
  /**
   * How much more a reading is believed the more often the layouts pass it (default 1: not at all):
   * a passing layout's likelihood is `trust` times (r / (1 − r)) to the power `sharpness − 1`, where
   * r is the share of layouts in the ranges that pass (see `readingShares`).
   */
  readonly sharpness?: number | undefined;
  /** What is read, for the benches that measure each reading ('lead', 'attitude' …). */
  readonly name?: string | undefined;
}

/** How many layouts to find and how hard to try. */
export interface SampleOptions {
  readonly count: number;
  readonly attempts: number;
  /** A further test of each hand before the loose fill-up (e.g. the lower of equal honours, `readPlay.ts`). */
  readonly accept?: HandTest | undefined;
  /**
   * Soft readings of the play, each with its own trust: the layouts in the ranges make up the share
   * of the sample `readingShares` gives them by which readings they pass (2^n groups for n readings).
   */
  readonly readings?: readonly Reading[] | undefined;
  /**
   * A test of each hand that layouts in the ranges should also pass (e.g. that it replays its seat's
   * calls, replayRanges.ts `replayTest`); layouts in the ranges that fail it come only after those
   * that pass, before the ones outside the ranges.
   */
  readonly replay?: HandTest | undefined;
}

/** A test of one seat's sampled hand: what it still holds and what it played. */
export type HandTest = (seat: Seat, remaining: Hand, played: Hand) => boolean;

const combine = (a: Hand, b: Hand): Hand => [a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]];

/** Whether a seat's hand as dealt (remaining plus played) fits the auction's ranges. */
function fits(hand: Hand, played: Hand, r: HandRanges): boolean {
  const full = combine(hand, played);
  const p = hcp(full);
  if (p < r.hcp[0] || p > r.hcp[1]) return false;
  for (const s of SUITS) {
    const n = holdingLength(full[suitIndex(s)]!);
    const [lo, hi] = r.len[s];
    if (n < lo || n > hi) return false;
  }
  return true;
}

/** One random layout respecting the voids, or null when the deal got stuck. */
function dealOnce(k: PlayKnowledge, next: (n: number) => number): Record<Seat, Hand> | null {
  const hands = { ...k.seen } as Record<Seat, Hand>;
  const room: Partial<Record<Seat, number>> = {};
  for (const s of k.hidden) {
    hands[s] = [0, 0, 0, 0];
    room[s] = k.left[s];
  }
  const cards = [...k.pool];
  // Place the cards that few seats can take first, so voids rarely leave a card nowhere to go.
  const takers = (c: Card): Seat[] => k.hidden.filter((s) => room[s]! > 0 && !k.voids[s][suitIndex(suitOf(c))]);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = next(i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  cards.sort((a, b) => takers(a).length - takers(b).length);
  for (const c of cards) {
    const t = takers(c);
    if (t.length === 0) return null;
    const s = t[next(t.length)]!;
    hands[s] = handWith(hands[s], c);
    room[s]! -= 1;
  }
  return hands;
}

/** Layouts and how many of them fitted the auction's ranges (the rest respect only the cards gone and the voids). */
export interface SampledLayouts {
  readonly layouts: Deal[];
  readonly fitting: number;
  /** How many of them passed every reading. */
  readonly preferred: number;
  /** How many layouts in the ranges (replaying the auction) were dealt, whatever the readings said. */
  readonly inRange: number;
  /** Of those, how many passed each reading (in the order of `readings`): the readings' rates among layouts. */
  readonly passedEach: readonly number[];
}

/**
 * Random layouts of the unseen cards. Tries the auction's ranges (and `accept`) first; when too few
 * layouts fit them, fills up with layouts that respect only the cards gone and the voids.
 */
export function sampleLayouts(
  k: PlayKnowledge,
  ranges: Readonly<Record<Seat, HandRanges>>,
  next: (n: number) => number,
  opts: SampleOptions,
): Deal[] {
  return sampleLayoutsCounted(k, ranges, next, opts).layouts;
}

/**
 * The share of the sample each group of layouts should make up, by Bayes' rule. Layouts are grouped
 * by which readings they pass: group `g` passes reading `i` when bit `i` of `g` is set, and
 * `rates[g]` is how often a layout in the ranges falls in it (the prior: the auction and the cards
 * gone). The likelihood of the cards seen on a layout of the group is the product over readings of
 * `trust` when it passes and `(1 − trust) / others` when it fails (the player followed those rules,
 * or played one of about `others` other cards; the readings taken as independent); the posterior
 * share is rate times likelihood, normalised. A reading whose card the rules make from many hands
 * (rate high) is believed; one they make from almost none may as well be a card the rules did not
 * make (the simulation's lead, a card played for its double-dummy worth, a human's choice).
 * With a `sharpness` s other than 1 the passing layouts' likelihood also varies with the reading's
 * odds r / (1 − r) among the layouts (the log-odds of the share become log L + s · logit r): above
 * 1, a card the rules make from few of the hands the auction allows is likelier to come from
 * elsewhere (the simulation, the solver) than one they make from many; below 1, the reading says
 * about as much whatever r (calibrated on recorded play: readPlay.ts `LEAD_READING`, signals.ts
 * `SIGNAL_READINGS`).
 */
export function readingShares(
  rates: readonly number[],
  readings: readonly Pick<Reading, 'trust' | 'others' | 'sharpness'>[],
): number[] {
  const all = rates.reduce((a, b) => a + b, 0);
  const passing = readings.map((r, i) => {
    if ((r.sharpness ?? 1) === 1) return r.trust;
    const rate = rates.reduce((n, x, g) => ((g >> i) & 1 ? n + x : n), 0) / (all > 0 ? all : 1);
    const odds = Math.min(1e9, Math.max(1e-9, rate / (1 - rate)));
    return r.trust * odds ** ((r.sharpness ?? 1) - 1);
  });
  const weights = rates.map((rate, g) =>
    readings.reduce((w, r, i) => w * ((g >> i) & 1 ? passing[i]! : (1 - r.trust) / r.others), rate),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (sum > 0 ? w / sum : 0));
}

/**
 * The share of the layouts that should pass one reading (`readingShares` with a single reading):
 * `rate` is the share of layouts in the ranges that pass it.
 */
export function preferredShare(rate: number, trust: number, others: number): number {
  return readingShares([1 - rate, rate], [{ trust, others }])[1]!;
}

/**
 * Whole numbers of layouts for `shares` (adding up to 1) that add up to `count` (largest
 * remainders), so that the sample holds each group's share as nearly as whole layouts can; none
 * when every share is 0.
 */
export function apportion(shares: readonly number[], count: number): number[] {
  if (shares.reduce((a, b) => a + b, 0) <= 0) return shares.map(() => 0);
  const exact = shares.map((x) => x * count);
  const whole = exact.map(Math.floor);
  let left = count - whole.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, g) => ({ g, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.g - b.g);
  for (const { g } of byRemainder) {
    if (left <= 0) break;
    whole[g]! += 1;
    left--;
  }
  return whole;
}

/**
 * The groups' layouts in one list whose every prefix keeps each group's share as nearly as it can
 * (the solver may stop after the first few layouts, chooseCard.ts `solveSamples`): each place goes
 * to the group furthest behind its share; `picks[g]` layouts of group `g`, in group order on ties.
 */
export function interleave<T>(groups: readonly (readonly T[])[], picks: readonly number[]): T[] {
  const total = picks.reduce((a, b) => a + b, 0);
  const taken = picks.map(() => 0);
  const out: T[] = [];
  for (let place = 1; place <= total; place++) {
    let best = -1;
    let behind = Number.NEGATIVE_INFINITY;
    picks.forEach((want, g) => {
      if (taken[g]! >= want) return;
      const lag = (want * place) / total - taken[g]!;
      if (lag > behind) {
        behind = lag;
        best = g;
      }
    });
    out.push(groups[best]![taken[best]!]!);
    taken[best]! += 1;
  }
  return out;
}

/**
 * `sampleLayouts`, also telling how many layouts fitted the auction's ranges. One pass of
 * random deals sorts each into the best tier it reaches — the ranges, `accept` and `replay`; the
 * ranges and `accept` without `replay`; `accept` alone; neither. The first tier is split by which
 * readings its layouts pass, and each group makes up the share `readingShares` gives it (from the
 * groups' rates so far, after a first `count` layouts of the tier so that they mean something),
 * interleaved so that the first layouts solved keep those shares; a group short of layouts leaves
 * its place to the others (the likeliest first). The next tiers fill up in turn when too few
 * layouts reach the first, and layouts that respect only the cards gone and the voids come last.
 */
export function sampleLayoutsCounted(
  k: PlayKnowledge,
  ranges: Readonly<Record<Seat, HandRanges>>,
  next: (n: number) => number,
  opts: SampleOptions,
): SampledLayouts {
  const readings = opts.readings ?? [];
  const groupCount = 1 << readings.length;
  // The first tier's layouts by group (bit i: passes reading i) and how many of each were dealt.
  const groups: Deal[][] = Array.from({ length: groupCount }, () => []);
  const dealt: number[] = Array.from({ length: groupCount }, () => 0);
  // Layouts that fit what the play showed (`accept`) but not the auction's ranges: the play is
  // surer than the ranges (which read the rules a call could come from, not what it denies), so these come
  // before the loose ones when too few layouts fit both.
  const played: Deal[] = [];
  // Layouts in the ranges that do not replay the auction (`replay`): before those outside the ranges.
  const unreplayed: Deal[] = [];
  const loose: Deal[] = [];
  const fitsAll = (h: Record<Seat, Hand>, test: HandTest): boolean => k.hidden.every((s) => test(s, h[s], k.played[s]));
  const inRanges: HandTest = (s, hand, p) => fits(hand, p, ranges[s]);
  const accept = opts.accept;
  let seen = 0;
  // How many layouts of each group the sample should hold, from the rates so far.
  const wanted = (): number[] => {
    if (readings.length === 0) return [opts.count];
    if (seen < opts.count) return dealt.map(() => opts.count);
    return apportion(
      readingShares(
        dealt.map((d) => d / seen),
        readings,
      ),
      opts.count,
    );
  };
  const done = (): boolean => wanted().every((w, g) => groups[g]!.length >= w);
  let tries = 0;
  while (!done() && tries < opts.attempts) {
    tries++;
    const h = dealOnce(k, next);
    if (!h) continue;
    const shown = !accept || fitsAll(h, accept);
    const inRange = shown && fitsAll(h, inRanges);
    if (inRange && opts.replay && !fitsAll(h, opts.replay)) {
      if (unreplayed.length < opts.count) unreplayed.push(h);
    } else if (inRange) {
      const g = readings.reduce((m, r, i) => (fitsAll(h, r.test) ? m | (1 << i) : m), 0);
      seen++;
      dealt[g]! += 1;
      if (groups[g]!.length < opts.count) groups[g]!.push(h);
    } else if (shown && accept) {
      if (played.length < opts.count) played.push(h);
    } else if (loose.length < opts.count) loose.push(h);
  }
  const want = seen === 0 ? dealt.map(() => 0) : wanted();
  const picks = groups.map((l, g) => Math.min(l.length, want[g]!));
  // A group short of layouts leaves its places to the others, the likeliest group first.
  // A layout's weight in its group: the group's share over its rate.
  const shares =
    seen === 0
      ? dealt
      : readingShares(
          dealt.map((d) => d / seen),
          readings,
        );
  const likelihood = (g: number): number => (dealt[g]! > 0 ? shares[g]! / (dealt[g]! / seen) : 0);
  const byLikelihood = groups.map((_, g) => g).sort((a, b) => likelihood(b) - likelihood(a) || b - a);
  let room = opts.count - picks.reduce((a, b) => a + b, 0);
  for (const g of byLikelihood) {
    const more = Math.min(room, groups[g]!.length - picks[g]!);
    picks[g]! += more;
    room -= more;
  }
  const layouts = interleave(groups, picks);
  const preferred = readings.length === 0 ? 0 : picks[groupCount - 1]!;
  layouts.push(...unreplayed.slice(0, opts.count - layouts.length));
  const fitted = layouts.length;
  layouts.push(...played.slice(0, opts.count - layouts.length));
  // Too few fitted even loosely tried: fill up with layouts that respect only the cards gone and the voids.
  let more = 0;
  while (layouts.length + loose.length < opts.count && more < opts.attempts) {
    more++;
    const h = dealOnce(k, next);
    if (h) loose.push(h);
  }
  layouts.push(...loose.slice(0, opts.count - layouts.length));
  const passedEach = readings.map((_, i) => dealt.reduce((n, d, g) => ((g >> i) & 1 ? n + d : n), 0));
  return { layouts, fitting: fitted, preferred, inRange: seen, passedEach };
}
