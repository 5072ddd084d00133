/**
 * Answering claims (Laws 68–70) and undo requests.
 *
 * ```ts
 * respondToClaim(view, history, { solver, timeBudgetMs: 500 }) // true only when the claim is certainly right
 * respondToUndo(view, true)                                   // true only for a lone misclick
 * ```
 * With the claimer's hand shown (Law 68C) a player sees or can deduce every remaining card, so
 * the double-dummy result settles the claim: an opponent accepts when the claimer's side makes
 * at least the tricks claimed against any defence; the claimer's partner (a defender's claim,
 * Law 68B2) accepts when the claim gives away nothing. Without a solver an opponent accepts only
 * a claim made on lead with nothing but winners, and a partner only a claim of every trick.
 */
import {
  SEATS,
  SUITS,
  handFromCards,
  handHas,
  makeCard,
  rankOf,
  suitIndex,
  suitOf,
  type Card,
  type Hand,
  type Rank,
  type Seat,
  type TableView,
  type Trick,
} from '@biritch/core';
import { trySolve, type SolverBackend } from '@biritch/solver';
import { knowledgeOf, type PlayKnowledge } from './knowledge.js';

/** Options for checking a claim. */
export interface ClaimOptions {
  readonly solver?: SolverBackend | null;
  /** Time for the check. */
  readonly timeBudgetMs: number;
}

const declaringSide = (k: PlayKnowledge, s: Seat): boolean => s === k.declarer || s === k.dummy;

/** Whether every higher card of the suit is gone or held by the given seats. */
function isMaster(k: PlayKnowledge, card: Card, side: readonly Seat[]): boolean {
  for (let r = rankOf(card) + 1; r <= 14; r++) {
    const c = makeCard(suitOf(card), r as Rank);
    const gone = Object.values(k.played).some((h) => handHas(h, c));
    if (!gone && !side.some((s) => k.seen[s] && handHas(k.seen[s]!, c))) return false;
  }
  return true;
}

/** Tricks the claimer surely takes from here without a solver: cashing top winners from the lead, when the opponents hold no trumps. */
function sureTricks(k: PlayKnowledge, claimer: Seat, deal: Readonly<Record<Seat, Hand>>): number {
  if (k.trick.cards.length > 0 || k.toPlay !== claimer) return 0;
  const side = SEATS.filter((s) => declaringSide(k, s) === declaringSide(k, claimer));
  const hand = deal[claimer];
  if (k.strain !== 'NT') {
    const trump = suitIndex(k.strain);
    if (SEATS.some((s) => !side.includes(s) && deal[s][trump] !== 0)) return 0;
  }
  let n = 0;
  for (let s = 0; s < 4; s++) {
    for (let r = 14; r >= 2; r--) {
      if (!(hand[s]! & (1 << (r - 2)))) continue;
      const card = makeCard(SUITS[s]!, r as Rank);
      if (isMaster(k, card, side)) n++;
    }
  }
  return n;
}

/** The robot's answer to a pending claim: true accept, false reject, null when it need not answer. */
export function respondToClaim(view: TableView, history: readonly Trick[], opts: ClaimOptions): boolean | null {
  const claim = view.claim;
  const me = view.viewer;
  if (!claim || me === 'spectator' || !claim.responders.includes(me) || claim.responses[me] !== undefined) return null;
  const k = knowledgeOf(view, history, claim.hand ? { [claim.seat]: claim.hand } : {});
  if (!k?.complete || k.hidden.length > 1) return false;
  const deal = { ...k.seen } as Record<Seat, Hand>;
  if (k.hidden.length === 1) deal[k.hidden[0]!] = handFromCards(k.pool);
  const remaining = 13 - k.tricks.length;
  const isPartner = declaringSide(k, me) === declaringSide(k, claim.seat);
  let most: number | null = null;
  if (opts.solver) {
    const r = trySolve(
      opts.solver,
      { deal, trick: { leader: k.trick.leader, cards: k.trick.cards.map((c) => c.card) } },
      k.strain,
      {
        budget: { timeMs: opts.timeBudgetMs },
      },
    );
    if (r.ok)
      most = declaringSide(k, k.toPlay) === declaringSide(k, claim.seat) ? r.value.tricks : remaining - r.value.tricks;
  }
  if (isPartner) return most === null ? claim.tricks === remaining : claim.tricks >= most;
  return most === null ? claim.tricks <= sureTricks(k, claim.seat, deal) : claim.tricks <= most;
}

/**
 * The robot's answer to a pending undo request: only an obvious misclick — the requester's very
 * last action with nothing after it — and only at tables that allow it. Null when it need not answer.
 */
export function respondToUndo(view: TableView, tableAllowsMisclickUndo: boolean): boolean | null {
  const undo = view.undo;
  const me = view.viewer;
  if (!undo || me === 'spectator' || !undo.responders.includes(me) || undo.responses[me] !== undefined) return null;
  return tableAllowsMisclickUndo && undo.count === 1;
}
