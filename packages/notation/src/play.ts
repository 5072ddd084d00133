/**
 * The rule knowledge the notations need to move between formats, taken from core: who won a
 * trick (PBN writes tricks by seat columns, LIN in order of play, so converting needs each
 * trick's leader) and what contract an auction reached (LIN has no Contract tag).
 *
 * ```ts
 * trickWinnerFrom('N', ['SA', 'S2', 'H3', 'S4'], 'H') // 'S' (the heart ruff, played third)
 * auctionOutcome('N', calls)                         // { kind: 'contract', contract, declarer }
 * ```
 */
import {
  auctionFromCalls,
  seatAfter,
  standardRules,
  trickWinner,
  type Call,
  type Card,
  type Contract,
  type RuleSet,
  type Seat,
  type Strain,
} from '@biritch/core';

/** The winner of a complete trick, given its leader, the cards in playing order and the trump (Law 44). */
export const trickWinnerFrom = (leader: Seat, cards: readonly Card[], trump: Strain): Seat =>
  trickWinner(
    cards.map((card, i) => ({ seat: seatAfter(leader, i), card })),
    trump,
  );

/** How an auction ended. */
export type AuctionOutcome =
  | { readonly kind: 'contract'; readonly contract: Contract; readonly declarer: Seat }
  | { readonly kind: 'passed-out' }
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'illegal'; readonly index: number; readonly code: string; readonly message: string };

/** The outcome of calls made in turn from the dealer under standard rules (Laws 17–22), or under a variant's `rules`. */
export function auctionOutcome(dealer: Seat, calls: readonly Call[], rules: RuleSet = standardRules): AuctionOutcome {
  const a = auctionFromCalls(rules, dealer, calls);
  if (!a.ok) return { kind: 'illegal', index: a.error.index, code: a.error.code, message: a.error.message };
  if (!a.value.over) return { kind: 'incomplete' };
  const o = rules.outcome(a.value, {});
  return o.contract && o.declarer
    ? { kind: 'contract', contract: o.contract, declarer: o.declarer }
    : { kind: 'passed-out' };
}
