/**
 * Positions for the card-play tests, built through core's own rules (`decide` then `evolve`), so a
 * test's position is one a real table could reach.
 *
 * ```ts
 * let s = apply(initialTableState(), { type: 'startDeal', board: 1, dealer: 'S', vulnerability: 'none', deal }, 'system');
 * s = apply(s, { type: 'call', call: PASS }, 'S');
 * const t = dealtAndBid({ W: 'KQJT9.A32.432.32', N: …, E: …, S: … }, 'S', [bid(1, 'NT'), PASS, bid(3, 'NT'), PASS, PASS, PASS]);
 * ```
 */
import { SEATS, decide, evolve, initialTableState, parseHand, seatAfter } from '@biritch/core';
import type { Call, Hand, Seat, TableCommand, TableState } from '@biritch/core';

/** A hand from PBN-style text (`'KQJT9.A32.432.32'`), throwing on a typing mistake in a test. */
export const hand = (text: string): Hand => {
  const r = parseHand(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The state after `cmd` by `seat` (or the system), throwing when the rules refuse it. */
export const apply = (state: TableState, cmd: TableCommand, seat: Seat | 'system'): TableState => {
  const r = decide(state, cmd, seat === 'system' ? { kind: 'system' } : { kind: 'seat', seat });
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(cmd)}: ${r.error.code}`);
  return r.value.reduce(evolve, state);
};

/** Board 1 dealt from PBN-style hands, then the calls made in turn from the dealer. */
export function dealtAndBid(hands: Readonly<Record<Seat, string>>, dealer: Seat, calls: readonly Call[]): TableState {
  const deal = Object.fromEntries(SEATS.map((seat) => [seat, hand(hands[seat])])) as Record<Seat, Hand>;
  let s = apply(initialTableState(), { type: 'startDeal', board: 1, dealer, vulnerability: 'none', deal }, 'system');
  calls.forEach((call, i) => {
    s = apply(s, { type: 'call', call }, seatAfter(dealer, i));
  });
  return s;
}
