/**
 * A deal as one line of text, the way PBN's `Deal` tag writes it (PBN 2.1 §3.4.11):
 * the first seat, a colon, then the four hands clockwise, each `S.H.D.C`, `-` for a hand not given.
 *
 * ```ts
 * const r = parseDeal('N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74');
 * if (r.ok) makeDeal(r.value.deal);          // the same text back
 * makeDeal(deal, { first: 'E' });            // 'E:…' with East's hand first
 * ```
 * Every program that reads or writes deals (PBN, LIN, the solver's DDS files, score sheets, the
 * CLI, the server's records) uses this pair, so there is one reading of the format. It lives in
 * core because deals are core's; notation re-exports it beside the other PBN tags.
 */
import {
  SEATS,
  dealFromHands,
  emptyHand,
  handSize,
  makeHand,
  parseHand,
  seatAfter,
  type Deal,
  type Hand,
  type Seat,
} from './cards.js';
import { err, ok, type Result } from './result.js';

/** A parsed deal: the hands (empty where `-` was written) and whether all four hold 13 cards. */
export interface ParsedDeal {
  readonly deal: Deal;
  readonly complete: boolean;
}

/**
 * Parses a deal `N:hand hand hand hand` (first seat any of N E S W, upper or lower case).
 * Four given hands must be equal in size (13 each, or an end position, PBN 2.1 §3.10); hands
 * written `-` are left empty and the deal is then not complete. Codes: `deal/bad-format`,
 * `deal/duplicate-card`, `deal/wrong-hand-size`, and the hand's own (`hand/bad-rank`…).
 */
export function parseDeal(text: string): Result<ParsedDeal> {
  const m = /^\s*([NESWnesw])\s*:\s*(.*?)\s*$/.exec(text);
  if (!m) return err('deal/bad-format', `'${text}' is not a deal like 'N:AKQ.… … … …'`);
  const parts = m[2]!.split(/\s+/);
  if (parts.length !== 4) return err('deal/bad-format', `a deal has four hands, not ${parts.length}`);
  const first = m[1]!.toUpperCase() as Seat;
  const hands: Record<Seat, Hand> = { N: emptyHand(), E: emptyHand(), S: emptyHand(), W: emptyHand() };
  let given = 0;
  for (let i = 0; i < 4; i++) {
    const seat = seatAfter(first, i);
    if (parts[i] === '-') continue;
    const h = parseHand(parts[i]!);
    if (!h.ok) return err(h.error.code, `${seat}: ${h.error.message}`);
    hands[seat] = h.value;
    given++;
  }
  const deal = dealFromHands(hands, { complete: false });
  if (!deal.ok) return deal;
  const sizes = SEATS.map((seat) => handSize(hands[seat]));
  if (given === 4 && sizes.some((n) => n !== sizes[0]))
    return err('deal/wrong-hand-size', `the hands have ${sizes.join(', ')} cards (N, E, S, W); they must be equal`);
  return ok({ deal: deal.value, complete: sizes.every((n) => n === 13) });
}

/** Options for `makeDeal`. */
export interface MakeDealOptions {
  /** The seat written first (PBN files often start with the dealer); default North. */
  readonly first?: Seat | undefined;
}

/** Writes a deal `N:hand hand hand hand`, clockwise from `first`; a hand with no cards is `-` (not given). */
export function makeDeal(deal: Deal, opts: MakeDealOptions = {}): string {
  const first = opts.first ?? 'N';
  const hands = [0, 1, 2, 3].map((k) => {
    const hand = deal[seatAfter(first, k)];
    return handSize(hand) === 0 ? '-' : makeHand(hand);
  });
  return `${first}:${hands.join(' ')}`;
}
