/**
 * Auctions for the bidding tests: calls from text, one robot's choice, and two robot hands bidding to
 * the end.
 *
 * ```ts
 * choose('AK87.7.KQJ9632.5', '1C P 1D P 1S P')                          // { rule: 'fit-losers-ask', call: 4NT … }
 * bidOut('A3.AKJ872.A42.53', 'K74.Q3.Q5.AQJ542', SYSTEMS['sayc-rkcb']) // '1H P 2C P 3H P 4NT P …'
 * ```
 */
import { makeCall, parseCall, parseHand, unwrap, type Call, type Seat } from '@biritch/core';
import { chooseCall } from './bidder.js';
import type { BidRule } from './engine.js';
import { SAYC_RULES } from './system/index.js';

/** Calls from text (`'1H P 2S P'`), throwing on a typing mistake in a test. */
export const calls = (text: string): Call[] => (text === '' ? [] : text.split(' ').map((t) => unwrap(parseCall(t))));

/** The rule and call a robot holding `hand` chooses after `auction` (none vulnerable; SAYC unless told). */
export const choose = (hand: string, auction: string, rules: readonly BidRule[] = SAYC_RULES, dealer: Seat = 'N') =>
  unwrap(chooseCall({ hand: unwrap(parseHand(hand)), auction: calls(auction), dealer, vulnerability: 'none' }, rules));

/** North (dealer) and South bid to the end after `start` (East and West pass); the auction as text. */
export function bidOut(north: string, south: string, rules: readonly BidRule[], start = ''): string {
  const auction = calls(start);
  const hands = [unwrap(parseHand(north)), unwrap(parseHand(south))];
  while (auction.length < 40 && !(auction.length >= 4 && auction.slice(-3).every((c) => c.type === 'pass'))) {
    const seat = auction.length % 4;
    const hand = hands[seat === 0 ? 0 : 1]!;
    auction.push(
      seat % 2 === 1
        ? { type: 'pass' }
        : unwrap(chooseCall({ hand, auction, dealer: 'N', vulnerability: 'none' }, rules)).call,
    );
  }
  return auction.map(makeCall).join(' ');
}
