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
  readonly accept?: ((seat: Seat, remaining: Hand, played: Hand) => boolean) | undefined;
}

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

/** `sampleLayouts`, also telling how many layouts fitted the auction's ranges. */
export function sampleLayoutsCounted(
  k: PlayKnowledge,
  ranges: Readonly<Record<Seat, HandRanges>>,
  next: (n: number) => number,
  opts: SampleOptions,
): SampledLayouts {
  const out: Deal[] = [];
  let tries = 0;
  while (out.length < opts.count && tries < opts.attempts) {
    tries++;
    const h = dealOnce(k, next);
    const ok = (s: Seat, hand: Hand): boolean =>
      fits(hand, k.played[s], ranges[s]) && (!opts.accept || opts.accept(s, hand, k.played[s]));
    if (h && k.hidden.every((s) => ok(s, h[s]))) out.push(h);
  }
  const fitting = out.length;
  let loose = 0;
  while (out.length < opts.count && loose < opts.attempts) {
    loose++;
    const h = dealOnce(k, next);
    if (h) out.push(h);
  }
  return { layouts: out, fitting };
}
