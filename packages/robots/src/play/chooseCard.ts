/**
 * Choosing a card: double-dummy analysis of sampled layouts when a solver is at hand and time
 * allows, rules of thumb otherwise.
 *
 * ```ts
 * const r = chooseCard(view, history, { solver: createTsSolver(), next, now: () => performance.now(), timeBudgetMs: 500 });
 * if (r.ok) r.value // { card: 'SQ', method: 'double-dummy', samples: 20 }
 * ```
 * The robot sees only its own view: its hand, dummy once faced, the cards played (the tricks it
 * watched) and the auction. Each layout of the unseen cards agrees with the cards gone, every
 * show-out, and the HCP and lengths the auction showed; each is solved with per-card scores and
 * the card with the best total wins (ties: the rule-of-thumb card if tied, else the lowest).
 * A card is always one of `view.legalCards` (core decides legality).
 */
import { err, ok, partnerSeat, rankOf, suitOf, type Card, type Result, type Suit, type TableView, type Trick } from '@biritch/core';
import { trySolve, type SolverBackend } from '@biritch/solver';
import { handRangesFromAuction } from '../bidding/inference.js';
import { heuristicCard, type PlayHints } from './heuristics.js';
import { knowledgeOf, type PlayKnowledge } from './knowledge.js';
import { sampleLayouts } from './sample.js';

/** How a card was chosen. */
export type CardMethod = 'only-card' | 'double-dummy' | 'heuristic';

/** A chosen card and how it was found. */
export interface CardChoice {
  readonly card: Card;
  readonly method: CardMethod;
  /** Layouts solved (0 unless double-dummy). */
  readonly samples: number;
}

/** Options of the card player. */
export interface CardPlayOptions {
  /** A double-dummy solver; without one the robot plays by rules of thumb. */
  readonly solver?: SolverBackend | null;
  /** Uniform integers in [0, n), from an injected random source. */
  readonly next: (n: number) => number;
  /** Clock in milliseconds. */
  readonly now: () => number;
  /** Time for this card, sampling and solving included. */
  readonly timeBudgetMs: number;
  /** Most layouts to solve (default 24). */
  readonly samples?: number;
  /** Fewest solved layouts worth trusting (default 6); below it the rules of thumb decide. */
  readonly minSamples?: number;
}

/** Suits the partner of `seat` bid, in auction order. */
export function partnerSuitsOf(view: TableView, seat: Parameters<typeof partnerSeat>[0]): Suit[] {
  const p = partnerSeat(seat);
  return view.auction.flatMap((c) => (c.seat === p && c.call.type === 'bid' && c.call.strain !== 'NT' ? [c.call.strain] : []));
}

/** Picks a legal card for the player to act in `view`; `history` is the completed tricks the player watched. */
export function chooseCard(view: TableView, history: readonly Trick[], opts: CardPlayOptions): Result<CardChoice> {
  const legal = view.legalCards;
  if (legal.length === 0) return err('robots/no-card-due', 'no card of this player is due now');
  if (legal.length === 1) return ok({ card: legal[0]!, method: 'only-card', samples: 0 });
  const k = knowledgeOf(view, history);
  if (!k) return err('robots/no-card-due', 'the view is not in the play');
  const hints: PlayHints = { partnerSuits: partnerSuitsOf(view, k.toPlay) };
  const rule = heuristicCard(k, legal, hints);
  const fallback = ok<CardChoice>({ card: legal.includes(rule) ? rule : legal[0]!, method: 'heuristic', samples: 0 });
  // The opening lead is made blind (three hands unseen): rules of thumb, which also spares the
  // slowest solve of the deal.
  if (!opts.solver || !k.complete || (k.tricks.length === 0 && k.trick.cards.length === 0)) return fallback;
  const dd = doubleDummy(k, view, legal, rule, opts);
  return dd ?? fallback;
}

function doubleDummy(k: PlayKnowledge, view: TableView, legal: readonly Card[], rule: Card, opts: CardPlayOptions): Result<CardChoice> | null {
  const solver = opts.solver!;
  // Keep a tenth of the budget for sampling and bookkeeping.
  const deadline = opts.now() + opts.timeBudgetMs * 0.9;
  const count = opts.samples ?? 24;
  const minSamples = Math.min(opts.minSamples ?? 6, count);
  const ranges = handRangesFromAuction(view.auction, view.dealer ?? 'N', view.vulnerability ?? 'none');
  const layouts = sampleLayouts(k, ranges, opts.next, { count, attempts: count * 100 });
  const totals = new Map<Card, number>(legal.map((c) => [c, 0]));
  let solved = 0;
  let slowest = 0;
  for (const deal of layouts) {
    const started = opts.now();
    const left = deadline - started;
    // Leave room for the layouts still needed to reach a trustworthy count, and stop when the
    // slowest solve so far would not fit (a native solver may not honour the budget).
    const share = left / Math.max(1, minSamples - solved);
    if (share <= 1 || slowest > left) break;
    const r = trySolve(solver, { deal, trick: { leader: k.trick.leader, cards: k.trick.cards.map((c) => c.card) } }, k.strain, {
      cards: true,
      budget: { timeMs: share },
    });
    if (!r.ok) break;
    for (const cs of r.value.cards ?? []) {
      for (const c of [cs.card, ...cs.equals]) if (totals.has(c)) totals.set(c, totals.get(c)! + cs.tricks);
    }
    solved++;
    slowest = Math.max(slowest, opts.now() - started);
  }
  if (solved < minSamples) return null;
  const best = Math.max(...totals.values());
  const top = legal.filter((c) => totals.get(c) === best);
  const card = top.includes(rule) ? rule : [...top].sort((a, b) => rankOf(a) - rankOf(b) || suitOf(a).localeCompare(suitOf(b)))[0]!;
  return ok({ card, method: 'double-dummy', samples: solved });
}

