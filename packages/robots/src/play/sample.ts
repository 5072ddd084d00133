/**
 * Dealing the unseen cards: random layouts consistent with what the player knows — the cards
 * gone, who has shown out, and the ranges the auction showed.
 *
 * ```ts
 * const deals = sampleLayouts(knowledge, ranges, next, { count: 20, attempts: 5000 });
 * // each deal: every seat's remaining cards, ready for the double-dummy solver
 * ```
 */
import { SUITS, handWith, holdingLength, suitIndex, suitOf } from '@biritch/core';
import type { Card, Deal, Hand, Seat } from '@biritch/core';
import { hcp } from '@biritch/dealer';
import type { HandRanges } from '../bidding/inference.js';
import type { PlayKnowledge } from './knowledge.js';

/** How many layouts to find and how hard to try. */
export interface SampleOptions {
  readonly count: number;
  readonly attempts: number;
  /** A further test of each hand before the loose fill-up (e.g. the signals it gave, `signals.ts`). */
  readonly accept?: HandTest | undefined;
  /**
   * A test that layouts should pass as far as the player can be trusted to have followed the rules
   * behind it (e.g. the opening lead's rules, `readPlay.ts`): see `preferredShare`.
   */
  readonly prefer?: HandTest | undefined;
  /**
   * A test of each hand that layouts in the ranges should also pass (e.g. that it replays its seat's
   * calls, replayRanges.ts `replayTest`); layouts in the ranges that fail it come only after those
   * that pass, before the ones outside the ranges.
   */
  readonly replay?: HandTest | undefined;
  /** How likely the player followed the rules behind `prefer` (default 0.9; a quarter of the robots' leads are the simulation's, but those are seldom leads the rules would make from many hands). */
  readonly preferTrust?: number | undefined;
}

/** About how many other cards a player who did not follow the rules might have played instead. */
const PREFER_OTHERS = 4;

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
  /** How many of them also passed `prefer`. */
  readonly preferred: number;
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
 * The share of the layouts that should pass a `prefer` test, by Bayes' rule: a player follows the
 * rules behind the test with probability `trust`, and otherwise plays one of about `others` other
 * cards; `rate` is the share of layouts fitting the auction that pass the test. A lead the rules
 * would make from many hands (rate high) is believed; one they make from few hands may as well be
 * a lead the rules did not make (the simulation's veto, a human's choice).
 */
export function preferredShare(rate: number, trust: number, others: number): number {
  const rules = rate * trust;
  const otherwise = ((1 - rate) * (1 - trust)) / others;
  return rules + otherwise > 0 ? rules / (rules + otherwise) : 0;
}

/**
 * `sampleLayouts`, also telling how many layouts fitted the auction's ranges. One pass of
 * random deals sorts each into the best tier it reaches — `prefer` too, the ranges, `accept` and
 * `replay`; the ranges and `accept` without `replay`; `accept` alone; neither. The layouts that
 * pass `prefer` make up the share `preferredShare` gives them among those of the first tier (how
 * often the player would have played as it did on each kind of layout); the next tiers fill up in
 * turn when too few layouts reach the first, and layouts that respect only the cards gone and the
 * voids come last.
 */
export function sampleLayoutsCounted(
  k: PlayKnowledge,
  ranges: Readonly<Record<Seat, HandRanges>>,
  next: (n: number) => number,
  opts: SampleOptions,
): SampledLayouts {
  const best: Deal[] = [];
  const fitting: Deal[] = [];
  // Layouts that fit what the play showed (`accept`) but not the auction's ranges: the play is
  // surer than the ranges (which read the first rule a call could come from), so these come
  // before the loose ones when too few layouts fit both.
  const played: Deal[] = [];
  // Layouts in the ranges that do not replay the auction (`replay`): before those outside the ranges.
  const unreplayed: Deal[] = [];
  const loose: Deal[] = [];
  const fitsAll = (h: Record<Seat, Hand>, test: HandTest): boolean => k.hidden.every((s) => test(s, h[s], k.played[s]));
  const inRanges: HandTest = (s, hand, p) => fits(hand, p, ranges[s]);
  const accept = opts.accept;
  const prefer = opts.prefer;
  let passed = 0;
  let failed = 0;
  // How many preferred layouts the sample should hold, from the pass rate so far (after a first
  // `count` layouts in range, so the rate means something).
  const wantedBest = (): number => {
    if (!prefer) return 0;
    if (passed + failed < opts.count) return opts.count;
    const share = preferredShare(passed / (passed + failed), opts.preferTrust ?? 0.9, PREFER_OTHERS);
    return Math.round(opts.count * share);
  };
  const done = (): boolean => {
    const b = wantedBest();
    return best.length >= b && fitting.length >= opts.count - b;
  };
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
      if (prefer && fitsAll(h, prefer)) {
        passed++;
        if (best.length < opts.count) best.push(h);
      } else {
        failed++;
        if (fitting.length < opts.count) fitting.push(h);
      }
    } else if (shown && accept) {
      if (played.length < opts.count) played.push(h);
    } else if (loose.length < opts.count) loose.push(h);
  }
  const takeBest = Math.min(best.length, prefer ? wantedBest() : 0);
  const layouts = [...best.slice(0, takeBest), ...fitting, ...best.slice(takeBest)].slice(0, opts.count);
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
  return { layouts, fitting: fitted, preferred: layouts.filter((l) => best.includes(l)).length };
}
