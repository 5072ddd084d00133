/**
 * How likely a sampled layout is, given the hidden players' last cards: players who choose cards
 * well seldom play a card that gives up a trick double dummy, so a layout in which their cards
 * were the best ones is likelier than a layout in which those same cards threw tricks away.
 *
 * ```ts
 * const recent = recentDecisions(k, 2);            // the hidden seats' last two cards, not the opening lead
 * const w = playLikelihood(layout, recent, solve);   // 1 when both were double-dummy best, 0.25² when each cost a trick…
 * ```
 * The opening lead is left out: it is made blind and read by its own rules (readPlay.ts). Each
 * earlier position is rebuilt from the layout by giving every seat back the cards it played since.
 */
import { handWith } from '@biritch/core';
import type { Card, Deal, PlayedCard, Seat } from '@biritch/core';
import type { CardScore } from '@biritch/solver';
import type { PlayKnowledge } from './knowledge.js';

/** One card a hidden player chose: the trick as it stood, and every card played from then on. */
export interface PastDecision {
  readonly seat: Seat;
  readonly card: Card;
  readonly leader: Seat;
  /** Cards already on the trick when it was played. */
  readonly before: readonly Card[];
  /** This card and every card played after it, to be given back to the hands. */
  readonly since: readonly PlayedCard[];
}

/**
 * How much likelier a card that is double-dummy best is than one that gives up a trick: the robots'
 * sampled cards cost a trick about 2% of the time (robots-play.ts), but a card chosen on sampled
 * layouts is often the best on those and not on the real one, so the evidence is kept mild.
 */
export const TRICK_LIKELIHOOD = 0.1;

/** The hidden seats' last `n` cards, newest first (the opening lead excluded). */
export function recentDecisions(k: PlayKnowledge, n: number): PastDecision[] {
  const all: { seat: Seat; card: Card; leader: Seat; before: Card[] }[] = [];
  for (const t of [...k.tricks, k.trick]) {
    t.cards.forEach((pc, j) => {
      all.push({ seat: pc.seat, card: pc.card, leader: t.leader, before: t.cards.slice(0, j).map((c) => c.card) });
    });
  }
  const hidden = new Set(k.hidden);
  const out: PastDecision[] = [];
  for (let i = all.length - 1; i >= 1 && out.length < n; i--) {
    const d = all[i]!;
    if (!hidden.has(d.seat)) continue;
    out.push({ ...d, since: all.slice(i).map((x) => ({ seat: x.seat, card: x.card })) });
  }
  return out;
}

/** The layout as it stood when the decision was made: each seat gets back the cards it played since. */
export function positionAt(layout: Deal, d: PastDecision): { deal: Deal; trick: { leader: Seat; cards: Card[] } } {
  const deal = { ...layout } as Record<Seat, Deal[Seat]>;
  for (const pc of d.since) deal[pc.seat] = handWith(deal[pc.seat], pc.card);
  return { deal, trick: { leader: d.leader, cards: [...d.before] } };
}

/**
 * The likelihood of a layout from the decisions' double-dummy scores on it (`score` solves a
 * position with every card scored, or returns null when there is no time): `TRICK_LIKELIHOOD` to
 * the power of the tricks each card gave up.
 */
export function playLikelihood(
  layout: Deal,
  decisions: readonly PastDecision[],
  score: (position: ReturnType<typeof positionAt>) => readonly CardScore[] | null,
): number {
  let w = 1;
  for (const d of decisions) {
    const cards = score(positionAt(layout, d));
    if (!cards || cards.length < 2) continue;
    const best = Math.max(...cards.map((c) => c.tricks));
    const mine = cards.find((c) => c.card === d.card || c.equals.includes(d.card));
    if (mine) w *= TRICK_LIKELIHOOD ** (best - mine.tricks);
  }
  return w;
}
