/**
 * Selectors: the ONE module of the web client that asks @biritch/core about bridge. Components
 * receive plain models from here (which cards may be played, which calls are legal, labels,
 * where each seat sits on screen) and send intents back; they contain no rules (STYLE.md,
 * principle 5, after chessground).
 *
 * ```ts
 * const model = selectTable(view, { mySeat: 'S' });
 * model.box?.bids.filter((b) => b.legal)   // the bids the server allows now
 * model.seats.bottom.playable              // the cards we may play now
 * ```
 * The legality itself comes from the server's view (it lists the legal calls and cards for the
 * seat to act); the selectors only arrange it.
 */
import {
  ALL_BIDS, DISPLAY_SUITS, SEATS, SUIT_SYMBOLS, callEquals, cardsOf, isVulnerable, makeCall, seatAfter, sideOf, suitOf,
  type Call, type Card, type Contract, type Hand, type Seat, type Suit, type Vulnerability,
} from '@biritch/core';

export { cardName, callName, callText, contractName, contractText, isRed, rankText, seatName, suitName, vulnerabilityText } from './labels.js';

/** The symbol of a suit: ♠ ♥ ♦ ♣. */
export const suitSymbol = (suit: Suit): string => SUIT_SYMBOLS[suit];
/** The suit of a card. */
export const suitOfCard = (card: Card): Suit => suitOf(card);
/** The four seats in N E S W order. */
export const ALL_SEATS: readonly Seat[] = SEATS;
/** The side (N–S or E–W) of a seat under the standard partnerships. */
export const sideOfSeat = (seat: Seat): 'NS' | 'EW' => sideOf(seat);
/** The cards of a hand in display order (spades first, high to low). */
export const handCards = (hand: Hand): Card[] => cardsOf(hand);
/** A call's key as sent over the wire and used in test ids: `P`, `X`, `1NT`. */
export const callKey = (call: Call): string => makeCall(call);
/** Whether two calls are the same. */
export const sameCall = (a: Call, b: Call): boolean => callEquals(a, b);

/** The CSS class that colours a call or card by strain. */
export function strainClass(call: Call): string {
  if (call.type !== 'bid') return `call-${call.type}`;
  return `strain-${call.strain.toLowerCase()}${call.strain === 'H' || call.strain === 'D' ? ' red' : ''}`;
}

/** Cards grouped by suit in display order (spades, hearts, diamonds, clubs), empty suits kept. */
export function groupBySuit(cards: readonly Card[]): { suit: Suit; cards: Card[] }[] {
  return DISPLAY_SUITS.map((suit) => ({ suit, cards: cards.filter((c) => suitOf(c) === suit) }));
}

/** Screen positions around the table. */
export type Position = 'bottom' | 'left' | 'top' | 'right';
/** Which seat sits where on screen when `me` is at the bottom (clockwise: left is the next seat). */
export function seatPositions(me: Seat): Record<Position, Seat> {
  return { bottom: me, left: seatAfter(me, 1), top: seatAfter(me, 2), right: seatAfter(me, 3) };
}
/** Where a seat appears on screen when `me` is at the bottom. */
export function positionOf(seat: Seat, me: Seat): Position {
  const p = seatPositions(me);
  return (Object.keys(p) as Position[]).find((k) => p[k] === seat)!;
}

/** One seat as the table shows it. */
export interface SeatModel {
  readonly seat: Seat;
  readonly position: Position;
  /** Face-up cards in display order, or null when hidden from us. */
  readonly cards: readonly Card[] | null;
  /** How many cards the seat holds (for backs). */
  readonly count: number;
  /** Cards we may play from this hand now (empty unless it is ours to play from). */
  readonly playable: readonly Card[];
  readonly isTurn: boolean;
  readonly role: 'declarer' | 'dummy' | null;
  /** Who sits there: a player's name, 'Robot', 'You', or null for an open seat. */
  readonly occupant: string | null;
  readonly vulnerable: boolean;
  readonly isDealer: boolean;
  readonly connected: boolean;
}

/** One button of the bidding box. */
export interface BoxEntry {
  readonly key: string;
  readonly call: Call;
  readonly legal: boolean;
}
/** The bidding box: the 35 bids and the other calls, each marked legal or not. */
export interface BiddingBoxModel {
  readonly bids: readonly BoxEntry[];
  readonly others: readonly BoxEntry[];
}

/** The bidding box for a list of legal calls (from the server's view). */
export function selectBiddingBox(legal: readonly Call[]): BiddingBoxModel {
  const isLegal = (call: Call) => legal.some((l) => callEquals(l, call));
  const bids = ALL_BIDS.map((call) => ({ key: makeCall(call), call, legal: isLegal(call) }));
  const base: Call[] = [{ type: 'pass' }, { type: 'double' }, { type: 'redouble' }];
  const extra = legal.filter((c) => c.type !== 'bid' && !base.some((b) => callEquals(b, c)));
  const others = [...base, ...extra].map((call) => ({ key: makeCall(call), call, legal: isLegal(call) }));
  return { bids, others };
}

/** A call made in the auction. */
export interface AuctionEntry {
  readonly seat: Seat;
  readonly call: Call;
  readonly alert?: string;
  readonly explanation?: string;
}
/** A cell of the auction table: a call, the seat to call (`'turn'`), or empty. */
export type AuctionCell = (AuctionEntry & { readonly index: number }) | 'turn' | null;
/** The auction table: columns W N E S and rows of four cells. */
export interface AuctionModel {
  readonly columns: readonly { seat: Seat; vulnerable: boolean; dealer: boolean }[];
  readonly rows: readonly (readonly AuctionCell[])[];
  readonly calls: readonly (AuctionEntry & { readonly index: number })[];
}

const AUCTION_COLUMNS: readonly Seat[] = ['W', 'N', 'E', 'S'];

/** Lays the auction out in columns W N E S, starting in the dealer's column. */
export function selectAuction(
  dealer: Seat,
  vulnerability: Vulnerability,
  calls: readonly AuctionEntry[],
  turn: Seat | null,
  explanations: Readonly<Record<number, string>> = {},
): AuctionModel {
  const start = AUCTION_COLUMNS.indexOf(dealer);
  const indexed = calls.map((c, index) => ({ ...c, index, ...(explanations[index] !== undefined ? { explanation: explanations[index] } : {}) }));
  const cells: AuctionCell[] = [...Array<null>(start).fill(null), ...indexed];
  if (turn) cells.push('turn');
  const rows: AuctionCell[][] = [];
  for (let i = 0; i < cells.length; i += 4) {
    const row = cells.slice(i, i + 4);
    while (row.length < 4) row.push(null);
    rows.push(row);
  }
  if (rows.length === 0) rows.push([null, null, null, null]);
  return {
    columns: AUCTION_COLUMNS.map((seat) => ({ seat, vulnerable: isVulnerable(vulnerability, seat), dealer: seat === dealer })),
    rows,
    calls: indexed,
  };
}
