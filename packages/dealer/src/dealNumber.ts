/**
 * Deal numbers: Richard Pavlicek's one-to-one mapping between the numbers 0 … D − 1 and the
 * D = 52!/(13!)^4 = 53,644,737,765,488,792,839,237,440,000 bridge deals (rpbridge.net, article 7Z68,
 * "Mapping Bridge Deals").
 *
 * ```ts
 * const deal = unwrap(dealFromNumber(0n));  // North all spades, East hearts, South diamonds, West clubs
 * unwrap(numberFromDeal(deal));             // 0n
 * ```
 * The cards are taken in the order ♠A ♠K … ♠2 ♥A … ♣2 and the seats in the order N E S W. With
 * K the number of deals still possible (D at the start), C the cards left and v(seat) the places
 * a seat still has, the deals where the next card goes to a seat number K·v(seat)/C. Decoding
 * gives the card to North if the number is below K·v(N)/C, else subtracts that and tries East,
 * and so on; K becomes the count of the seat chosen. Encoding adds up the counts skipped.
 */
import { DISPLAY_SUITS, SEATS, dealFromHands, err, ok, suitIndex, type Deal, type Result } from '@biritch/core';

/** The number of bridge deals, 52!/(13!)^4. */
export const DEAL_COUNT = 53644737765488792839237440000n;

/** The 52 cards in Pavlicek's order: spades ace first, clubs two last, as [suit index, bit]. */
const ORDER: readonly (readonly [number, number])[] = DISPLAY_SUITS.flatMap((s) =>
  Array.from({ length: 13 }, (_, i) => [suitIndex(s), 1 << (12 - i)] as const),
);

/** The deal with a given number (0 … DEAL_COUNT − 1). */
export function dealFromNumber(n: bigint): Result<Deal> {
  if (n < 0n || n >= DEAL_COUNT)
    return err('dealer/bad-deal-number', `deal number ${n} is not between 0 and ${DEAL_COUNT - 1n}`);
  const hands = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  const vacant = [13, 13, 13, 13];
  let k = DEAL_COUNT;
  let i = n;
  let cardsLeft = 52n;
  for (const [suit, bit] of ORDER) {
    for (let seat = 0; seat < 4; seat++) {
      const x = (k * BigInt(vacant[seat]!)) / cardsLeft;
      if (i < x || seat === 3) {
        hands[seat]![suit]! |= bit;
        vacant[seat]!--;
        k = x;
        break;
      }
      i -= x;
    }
    cardsLeft--;
  }
  const [N, E, S, W] = hands as unknown as [Deal['N'], Deal['E'], Deal['S'], Deal['W']];
  return ok({ N, E, S, W });
}

/** The number of a complete deal (13 cards each, every card once). */
export function numberFromDeal(deal: Deal): Result<bigint> {
  const valid = dealFromHands(deal);
  if (!valid.ok) return valid;
  const owner = (suit: number, bit: number): number => SEATS.findIndex((s) => (deal[s][suit]! & bit) !== 0);
  const vacant = [13, 13, 13, 13];
  let k = DEAL_COUNT;
  let n = 0n;
  let cardsLeft = 52n;
  for (const [suit, bit] of ORDER) {
    const holder = owner(suit, bit);
    if (holder < 0) return err('dealer/incomplete-deal', 'a deal number needs all 52 cards dealt, 13 to each seat');
    if (vacant[holder] === 0) return err('dealer/incomplete-deal', `${SEATS[holder]} has more than 13 cards`);
    for (let seat = 0; seat < holder; seat++) n += (k * BigInt(vacant[seat]!)) / cardsLeft;
    k = (k * BigInt(vacant[holder]!)) / cardsLeft;
    vacant[holder]!--;
    cardsLeft--;
  }
  return ok(n);
}
