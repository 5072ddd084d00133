/**
 * Which calls are legal after an auction (Laws 18–19), for the robots' own checks.
 *
 * ```ts
 * isLegalCall([bid(1, 'NT')], DOUBLE) // true: an opponent's bid may be doubled
 * ```
 * The robots ask this before offering any call; it follows the standard Laws: a bid must beat
 * the last bid; a double needs an opponent's undoubled bid as the last bid; a redouble needs an
 * opponent's double of our bid as the last non-pass call; nothing after three passes that end it.
 */
import { bidBeats, type Bid, type Call } from '@biritch/core';

/** Whether the auction has ended (four passes, or three passes after a call). */
export function isAuctionOver(auction: readonly Call[]): boolean {
  return auction.length >= 4 && auction.slice(-3).every((c) => c.type === 'pass');
}

/** Whether `call` is legal as the next call of a standard auction. */
export function isLegalCall(auction: readonly Call[], call: Call): boolean {
  if (isAuctionOver(auction)) return false;
  let last: Bid | null = null;
  let lastNonPass: { call: Call; index: number } | null = null;
  for (let i = auction.length - 1; i >= 0; i--) {
    const c = auction[i]!;
    if (!lastNonPass && c.type !== 'pass') lastNonPass = { call: c, index: i };
    if (c.type === 'bid') {
      last = c;
      break;
    }
  }
  const byOpponent = lastNonPass !== null && (auction.length - lastNonPass.index) % 2 === 1;
  switch (call.type) {
    case 'pass':
      return true;
    case 'bid':
      return bidBeats(call, last);
    case 'double':
      return lastNonPass?.call.type === 'bid' && byOpponent;
    case 'redouble':
      return lastNonPass?.call.type === 'double' && byOpponent;
    default:
      return false;
  }
}
