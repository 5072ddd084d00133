/**
 * Play analysis: the double-dummy result before and after each card of a played deal, and the
 * cards that cost a trick. Works on any backend (TypeScript or native DDS).
 *
 * ```ts
 * const r = analyzePlay(createTsSolver(), { deal, strain: 'S', leader: 'W', play: ['HK', 'H2', 'H5', 'HA'] });
 * if (r.ok) r.value.trace          // declarer's tricks before any card, then after each card
 * if (r.ok) r.value.cards[3]!.cost // tricks that card gave away (0 for a double-dummy card)
 * ```
 * The values are declarer's tricks for the whole deal (tricks already won plus the best from the
 * position on), as DDS's `AnalysePlay` and the TRACE lines of its golden files give them; the
 * declarer is the opening leader's right-hand opponent. An ending (fewer cards each) works too:
 * its values count the tricks from the ending on.
 */
import {
  SEATS,
  err,
  handHas,
  handWithout,
  ok,
  seatAfter,
  suitIndex,
  suitOf,
  trickWinner,
  type Card,
  type Deal,
  type PlayedCard,
  type Result,
  type Seat,
  type Strain,
} from '@biritch/core';
import { isSolverError } from './errors.js';
import type { SolveBudget, SolverBackend } from './types.js';

/**
 * A played deal to analyse: the deal (or an ending: every hand the same number of cards), the
 * strain, the seat leading to the first trick and the cards in order.
 */
export interface PlayRecord {
  readonly deal: Deal;
  readonly strain: Strain;
  readonly leader: Seat;
  readonly play: readonly Card[];
  /** Declarer; defaults to the leader's right-hand opponent (right for a whole deal, not always for an ending). */
  readonly declarer?: Seat;
}

/** One analysed card. */
export interface AnalysedCard {
  readonly card: Card;
  readonly seat: Seat;
  /** Declarer's double-dummy tricks before and after this card. */
  readonly before: number;
  readonly after: number;
  /** Tricks this card gave to the other side (0 when it kept the double-dummy result). */
  readonly cost: number;
}

/** The analysis of a played deal. */
export interface PlayAnalysis {
  readonly declarer: Seat;
  /** Declarer's tricks before any card, then after each card (length = cards played + 1). */
  readonly trace: readonly number[];
  readonly cards: readonly AnalysedCard[];
  /** Tricks declarer's side won in the tricks completed. */
  readonly declarerTricksWon: number;
}

const sideOf = (seat: Seat): 0 | 1 => (seat === 'N' || seat === 'S' ? 0 : 1);

/**
 * Analyses a played deal card by card (`analyze/illegal-card` for a card not held or a revoke,
 * `analyze/bad-deal` for a deal that is not 13 cards each, solver codes from the backend).
 */
export function analyzePlay(
  backend: SolverBackend,
  record: PlayRecord,
  options: { readonly budget?: SolveBudget } = {},
): Result<PlayAnalysis> {
  const { strain, leader } = record;
  if (!SEATS.includes(leader)) return err('analyze/bad-leader', `'${String(leader)}' is not a seat`);
  const sizes = SEATS.map((seat) => {
    const hand = record.deal?.[seat];
    return Array.isArray(hand) && hand.length === 4 ? hand.reduce((a, h) => a + popcount(h), 0) : -1;
  });
  const total = sizes[0]!;
  if (total < 1 || total > 13 || sizes.some((n) => n !== total))
    return err('analyze/bad-deal', `hands hold ${sizes.join(', ')} cards: they need the same number, 1 to 13`);
  if (record.play.length > 4 * total) return err('analyze/illegal-card', `more than ${4 * total} cards played`);
  const declarer = record.declarer ?? seatAfter(leader, 3);
  if (!SEATS.includes(declarer)) return err('analyze/bad-declarer', `'${String(declarer)}' is not a seat`);
  const declSide = sideOf(declarer);

  let hands: Record<Seat, Deal[Seat]> = { ...record.deal };
  let trickLeader = leader;
  let trick: PlayedCard[] = [];
  let won = 0;
  let completed = 0;

  const value = (): number => {
    if (completed === total) return won;
    const r = backend.solve(
      { deal: hands, trick: { leader: trickLeader, cards: trick.map((c) => c.card) } },
      strain,
      options.budget ? { budget: options.budget } : {},
    );
    const toPlay = seatAfter(trickLeader, trick.length);
    const left = total - completed;
    return won + (sideOf(toPlay) === declSide ? r.tricks : left - r.tricks);
  };

  try {
    const trace = [value()];
    const cards: AnalysedCard[] = [];
    for (const [i, card] of record.play.entries()) {
      const seat = seatAfter(trickLeader, trick.length);
      const hand = hands[seat];
      if (!handHas(hand, card)) return err('analyze/illegal-card', `card ${i + 1}: ${seat} does not hold ${card}`);
      const led = trick[0];
      if (led && suitOf(card) !== suitOf(led.card) && hand[suitIndex(suitOf(led.card))] !== 0)
        return err(
          'analyze/illegal-card',
          `card ${i + 1}: ${seat} must follow ${suitOf(led.card)} (revoke with ${card})`,
        );
      hands = { ...hands, [seat]: handWithout(hand, card) };
      trick = [...trick, { seat, card }];
      if (trick.length === 4) {
        const winner = trickWinner(trick, strain);
        if (sideOf(winner) === declSide) won++;
        completed++;
        trickLeader = winner;
        trick = [];
      }
      const before = trace[trace.length - 1]!;
      const after = value();
      trace.push(after);
      const cost = sideOf(seat) === declSide ? Math.max(0, before - after) : Math.max(0, after - before);
      cards.push({ card, seat, before, after, cost });
    }
    return ok({ declarer, trace, cards, declarerTricksWon: won });
  } catch (e) {
    if (isSolverError(e)) return err(e.code, e.message);
    throw e;
  }
}

function popcount(h: number): number {
  let n = 0;
  for (let x = h; x; x &= x - 1) n++;
  return n;
}
