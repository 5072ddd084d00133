/**
 * The little rule knowledge the notations need to move between formats: who won a trick, and
 * what contract an auction reached. PBN writes tricks by seat columns, LIN in order of play, so
 * converting needs the leader of every trick.
 *
 * ```ts
 * trickWinner('N', ['SA', 'S2', 'H3', 'S4'], 'H') // 'S' (the heart ruff, played third)
 * auctionOutcome('N', calls)                     // { kind: 'contract', contract, declarer }
 * ```
 * These follow Law 44 (trick won by the highest trump, else the highest card of the suit led)
 * and Law 22/Law 53's definition of declarer (first of the side to name the final strain).
 * Kept here, small and private to notation, until core's own play and auction modules exist.
 */
import { seatAfter, rankOf, sideOf, suitOf, type Call, type Card, type Contract, type Seat, type Strain } from '@biritch/core';

/** The winner of a complete trick, given its leader, the four cards in playing order and the trump. */
export function trickWinner(leader: Seat, cards: readonly Card[], trump: Strain): Seat {
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i]!;
    const b = cards[best]!;
    const cTrump = suitOf(c) === trump;
    const bTrump = suitOf(b) === trump;
    if (cTrump && !bTrump) best = i;
    else if (suitOf(c) === suitOf(b) && rankOf(c) > rankOf(b)) best = i; // b is always of the suit led or a trump
  }
  return seatAfter(leader, best);
}

/** How an auction ended. */
export type AuctionOutcome =
  | { readonly kind: 'contract'; readonly contract: Contract; readonly declarer: Seat }
  | { readonly kind: 'passed-out' }
  | { readonly kind: 'incomplete' };

/** The outcome of a sequence of calls from the dealer (no legality check: the file is trusted). */
export function auctionOutcome(dealer: Seat, calls: readonly Call[]): AuctionOutcome {
  let last: { level: Contract['level']; strain: Strain; seat: Seat; index: number } | null = null;
  let doubled: 0 | 1 | 2 = 0;
  calls.forEach((c, i) => {
    const seat = seatAfter(dealer, i);
    if (c.type === 'bid') {
      last = { level: c.level, strain: c.strain, seat, index: i };
      doubled = 0;
    } else if (c.type === 'double') doubled = 1;
    else if (c.type === 'redouble') doubled = 2;
  });
  const n = calls.length;
  const trailingPasses = (() => {
    let k = 0;
    for (let i = n - 1; i >= 0 && calls[i]!.type === 'pass'; i--) k++;
    return k;
  })();
  if (last === null) return n >= 4 && trailingPasses >= 4 ? { kind: 'passed-out' } : { kind: 'incomplete' };
  if (trailingPasses < 3) return { kind: 'incomplete' };
  const final = last as { level: Contract['level']; strain: Strain; seat: Seat; index: number };
  const side = sideOf(final.seat);
  let declarer = final.seat;
  for (let i = 0; i <= final.index; i++) {
    const c = calls[i]!;
    const seat = seatAfter(dealer, i);
    if (c.type === 'bid' && c.strain === final.strain && sideOf(seat) === side) {
      declarer = seat;
      break;
    }
  }
  return { kind: 'contract', contract: { level: final.level, strain: final.strain, doubled }, declarer };
}
