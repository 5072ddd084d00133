/**
 * What one player knows during the play: the hands they see, the cards gone, who has shown out
 * of which suit, and the unseen cards still to place.
 *
 * ```ts
 * const k = knowledgeOf(view, history);   // view: core's TableView for the robot's seat
 * k.pool        // unseen cards, to be dealt among k.hidden seats
 * k.voids.W[2]  // true when West has shown out of hearts
 * ```
 * `history` holds the completed tricks the robot watched (the view carries only the last one).
 * When it misses tricks, `complete` is false and the robot plays by heuristics alone.
 */
import {
  ALL_CARDS,
  SEATS,
  emptyHand,
  handFromCards,
  handHas,
  handSize,
  handWith,
  suitIndex,
  suitOf,
  type Card,
  type Hand,
  type PlayedCard,
  type Seat,
  type Strain,
  type TableView,
  type Trick,
} from '@biritch/core';

/** The player's knowledge at one moment of the play. */
export interface PlayKnowledge {
  /** The seat whose card is due (dummy's seat when declarer plays from dummy). */
  readonly toPlay: Seat;
  /** The player deciding (declarer for dummy's cards). */
  readonly viewer: Seat;
  readonly strain: Strain;
  readonly declarer: Seat;
  readonly dummy: Seat;
  /** Remaining cards of the hands the viewer sees. */
  readonly seen: Readonly<Partial<Record<Seat, Hand>>>;
  /** Seats whose remaining cards are hidden from the viewer. */
  readonly hidden: readonly Seat[];
  /** Cards each seat has played so far (completed tricks and the current one). */
  readonly played: Readonly<Record<Seat, Hand>>;
  /** `voids[seat][suit]`: the seat has shown out of the suit. */
  readonly voids: Readonly<Record<Seat, readonly boolean[]>>;
  /** Unseen cards still held by the hidden seats. */
  readonly pool: readonly Card[];
  /** How many cards each seat still holds. */
  readonly left: Readonly<Record<Seat, number>>;
  readonly trick: { readonly leader: Seat; readonly cards: readonly PlayedCard[] };
  /** Completed tricks, oldest first. */
  readonly tricks: readonly Trick[];
  /** Whether the history accounts for every card gone (so sampling is sound). */
  readonly complete: boolean;
}

/** Builds the knowledge from a view (in the play, with a card due), the watched tricks and any hand shown (a claimer's). */
export function knowledgeOf(
  view: TableView,
  history: readonly Trick[],
  extraSeen: Partial<Record<Seat, readonly Card[]>> = {},
): PlayKnowledge | null {
  const { contract, declarer, dummy, turn, viewer } = view;
  if (view.phase !== 'play' || !contract || !declarer || !dummy || !turn || viewer === 'spectator') return null;
  const trick = view.currentTrick ?? { leader: turn, cards: [] };
  const seen: Partial<Record<Seat, Hand>> = {};
  for (const s of SEATS) {
    const cards = view.hands[s] ?? extraSeen[s];
    if (cards) seen[s] = handFromCards(cards);
  }
  const hidden = SEATS.filter((s) => !seen[s]);
  const played: Record<Seat, Hand> = { N: emptyHand(), E: emptyHand(), S: emptyHand(), W: emptyHand() };
  const voids: Record<Seat, boolean[]> = {
    N: [false, false, false, false],
    E: [false, false, false, false],
    S: [false, false, false, false],
    W: [false, false, false, false],
  };
  const note = (cards: readonly PlayedCard[]): void => {
    const led = cards[0] ? suitOf(cards[0].card) : null;
    for (const pc of cards) {
      played[pc.seat] = handWith(played[pc.seat], pc.card);
      if (led && suitOf(pc.card) !== led) voids[pc.seat][suitIndex(led)] = true;
    }
  };
  for (const t of history) note(t.cards);
  note(trick.cards);
  const gone = new Set<Card>([
    ...history.flatMap((t) => t.cards.map((c) => c.card)),
    ...trick.cards.map((c) => c.card),
  ]);
  const pool = ALL_CARDS.filter((c) => !gone.has(c) && !SEATS.some((s) => seen[s] && handHas(seen[s]!, c)));
  const left = view.cardsLeft;
  const need = hidden.reduce((n, s) => n + left[s], 0);
  // Missed tricks leave their cards in the pool, so a pool of the right size means nothing is missing.
  const complete = pool.length === need && SEATS.every((s) => !seen[s] || handSize(seen[s]!) === left[s]);
  return {
    toPlay: turn,
    viewer,
    strain: contract.strain,
    declarer,
    dummy,
    seen,
    hidden,
    played,
    voids,
    pool,
    left,
    trick,
    tricks: history,
    complete,
  };
}
