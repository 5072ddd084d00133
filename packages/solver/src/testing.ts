/**
 * Seeded random deals and endings for the solver's tests, so every run checks the same positions.
 *
 * ```ts
 * const rnd = seededInts(44);
 * const deal = randomHands(rnd, 13);       // a whole deal
 * const position = randomEnding(rnd, 4);   // 4 cards a hand, 0–3 legal cards of a trick played
 * ```
 * Test-only (the solver may not import the dealer package, which owns the real generators).
 */
import {
  ALL_CARDS,
  SEATS,
  handFromCards,
  handHas,
  handWithout,
  seatAfter,
  suitIndex,
  suitOf,
  type Card,
  type Deal,
  type Hand,
  type Seat,
} from '@biritch/core';
import type { CardScore, Position } from './types.js';

/** mulberry32: a seeded source of whole numbers, `rnd(n)` in [0, n). */
export function seededInts(seed: number): (n: number) => number {
  let s = seed | 0;
  return (n) => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** A shuffled deck dealt `k` cards to each seat (13 for a whole deal). */
export function randomHands(rnd: (n: number) => number, k: number): Deal {
  const cards = [...ALL_CARDS];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return Object.fromEntries(SEATS.map((s, i) => [s, handFromCards(cards.slice(k * i, k * i + k))])) as unknown as Deal;
}

/** A random ending: `k` cards a hand, a random leader, then `inTrick` (default 0–3) legal cards of the trick. */
export function randomEnding(rnd: (n: number) => number, k: number, inTrick?: number): Position {
  const deal = { ...randomHands(rnd, k) } as Record<Seat, Hand>;
  const leader = SEATS[rnd(4)]!;
  const played: Card[] = [];
  const count = inTrick ?? rnd(4);
  for (let i = 0; i < count; i++) {
    const seat = seatAfter(leader, i);
    const hand = deal[seat];
    const held = ALL_CARDS.filter((c) => handHas(hand, c));
    const led = played[0];
    const legal = led && hand[suitIndex(suitOf(led))] !== 0 ? held.filter((c) => suitOf(c) === suitOf(led)) : held;
    const card = legal[rnd(legal.length)]!;
    deal[seat] = handWithout(hand, card);
    played.push(card);
  }
  return { deal, trick: { leader, cards: played } };
}

/** Card → tricks over every card of every group of equal cards, so groupings need not be identical. */
export const cardMap = (cards: readonly CardScore[] | undefined): Record<string, number> =>
  Object.fromEntries((cards ?? []).flatMap((c) => [c.card, ...c.equals].map((k) => [k, c.tricks])));
