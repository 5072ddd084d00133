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
  positionOf as tablePositionOf,
  type Bid, type Call, type Card, type Contract, type Hand, type Seat, type SeatMap, type Strain, type Suit, type TableView, type Vulnerability,
} from '@biritch/core';
import type { TableInfo, WireEvent } from '@biritch/protocol';

export { cardName, callName, callText, contractName, contractText, isRed, rankText, seatName, suitName, vulnerabilityText } from './labels.js';
import { callText } from './labels.js';

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
  /** A label instead of the call's own text: "Repeat 4♥" for a legal repeat of the last bid (Four at One Table, Hao). */
  readonly label?: string;
}
/** The bidding box: the 35 bids and the other calls, each marked legal or not. */
export interface BiddingBoxModel {
  readonly bids: readonly BoxEntry[];
  readonly others: readonly BoxEntry[];
}

/** The bidding box for a list of legal calls (from the server's view); a legal bid equal to `lastBid` is a repeat. */
export function selectBiddingBox(legal: readonly Call[], lastBid: Bid | null = null): BiddingBoxModel {
  const isLegal = (call: Call) => legal.some((l) => callEquals(l, call));
  const repeat = (call: Bid) => lastBid !== null && isLegal(call) && callEquals(call, lastBid);
  const bids = ALL_BIDS.map((call) => ({ key: makeCall(call), call, legal: isLegal(call), ...(repeat(call) ? { label: `Repeat ${callText(call)}` } : {}) }));
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

/** A trick as the table shows it. */
export interface TrickModel {
  readonly cards: readonly { readonly seat: Seat; readonly card: Card }[];
  readonly winner: Seat | null;
}

/** A pending claim as the table shows it. */
export interface ClaimModel {
  readonly seat: Seat;
  readonly tricks: number;
  readonly statement?: string;
  /** Whether we made it (we may withdraw it). */
  readonly mine: boolean;
  /** Whether we are asked to accept or reject it. */
  readonly canRespond: boolean;
}

/** A pending undo request as the table shows it. */
export interface UndoModel {
  readonly seat: Seat;
  readonly mine: boolean;
  readonly canRespond: boolean;
}

/** The score of a finished deal for each side, and the contract's outcome in words. */
export interface ResultModel {
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly declarerTricks: number | null;
  /** +1, =, −2 … relative to the contract (null when passed out). */
  readonly overUnder: number | null;
  readonly score: { readonly NS: number; readonly EW: number } | null;
  /** Four at One Table / Hao bridge: each player's score (the table scores per player). */
  readonly players: Readonly<Record<Seat, number>> | null;
  /** All four hands as dealt. */
  readonly deal: Readonly<Record<Seat, readonly Card[]>> | null;
  /** Every card in order, for the replay. */
  readonly plays: readonly { readonly seat: Seat; readonly card: Card }[];
  readonly leader: Seat | null;
}

/** Everything the table screen shows, from our seat's point of view. */
export interface TableModel {
  /** The seat drawn at the bottom: ours, or South when watching. */
  readonly bottom: Seat;
  readonly mySeat: Seat | null;
  readonly phase: 'waiting' | 'auction' | 'play' | 'ended';
  readonly board: number | null;
  readonly dealer: Seat | null;
  readonly vulnerability: Vulnerability;
  readonly seats: Readonly<Record<Position, SeatModel>>;
  readonly turn: Seat | null;
  /** The bidding box when it is our turn to call, else null. */
  readonly box: BiddingBoxModel | null;
  readonly auction: AuctionModel | null;
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  readonly trick: TrickModel | null;
  readonly lastTrick: TrickModel | null;
  readonly tricks: { readonly NS: number; readonly EW: number };
  readonly claim: ClaimModel | null;
  readonly undo: UndoModel | null;
  readonly canClaim: boolean;
  readonly canUndo: boolean;
  /** Cards left to play for our side (the most a claim can be for). */
  readonly tricksLeft: number;
  readonly result: ResultModel | null;
  /** Player → where on screen (after a variant's seat swap players sit elsewhere for the play). */
  readonly where: Readonly<Record<Seat, Position>>;
  /** Four at One Table / Hao bridge: owners, partnerships and the seat swap; null in standard bridge. */
  readonly variant: VariantModel | null;
}

/** What a variant table shows besides the standard table: who owns which strain, who plays with whom, who moved. */
export interface VariantModel {
  readonly title: string;
  /** Strain owners in bidding order of strains: `♥ S`. */
  readonly owners: readonly { readonly strain: Strain; readonly label: string; readonly seat: Seat }[];
  /** The current partnerships. */
  readonly partnerships: readonly (readonly [Seat, Seat])[];
  /** Once the auction is over: whether dummy is declarer's partner (false: one of three opponents in the scoring). */
  readonly dummyIsPartner: boolean | null;
  /** Players who sit elsewhere for the play: who now sits at which table position. */
  readonly moved: readonly { readonly player: Seat; readonly position: Seat }[];
  /** Tricks of declarer's side (declarer + dummy) and of the defenders: sides are not N–S / E–W here. */
  readonly tricks: { readonly declarer: number; readonly defenders: number };
}

const VARIANT_TITLES: Readonly<Record<string, string>> = { 'four-at-one-table': 'Four at One Table', hao: 'Hao bridge' };

/** The variant panel's model (null at a standard table). */
export function selectVariant(view: TableView): VariantModel | null {
  const title = VARIANT_TITLES[view.ruleSet];
  if (!title) return null;
  const owners = (['C', 'D', 'H', 'S', 'NT'] as const).flatMap((strain) => {
    const seat = view.owners[strain];
    return seat ? [{ strain, label: strain === 'NT' ? 'NT' : SUIT_SYMBOLS[strain], seat }] : [];
  });
  const moved = SEATS.filter((pos) => view.seats[pos] !== pos).map((pos) => ({ player: view.seats[pos], position: pos }));
  const final = view.phase === 'ended' && view.result?.declarerTricks != null ? view.result.declarerTricks : null;
  const tricks = final !== null ? { declarer: final, defenders: 13 - final } : view.tricks;
  return { title, owners, partnerships: view.partnerships, dummyIsPartner: view.dummyIsPartner, moved, tricks };
}

/** Where each player appears on screen: our table position at the bottom, the others clockwise, by the seat map. */
export function selectScreenPlaces(seats: SeatMap, bottomPlayer: Seat): { positions: Record<Position, Seat>; where: Record<Seat, Position> } {
  const around = seatPositions(tablePositionOf(seats, bottomPlayer));
  const positions = { bottom: seats[around.bottom], left: seats[around.left], top: seats[around.top], right: seats[around.right] };
  const where = Object.fromEntries((Object.keys(positions) as Position[]).map((p) => [positions[p], p])) as Record<Seat, Position>;
  return { positions, where };
}

/** One played card of the deal's history. */
export interface PlayedCardModel {
  readonly seat: Seat;
  readonly card: Card;
}

/**
 * The cards played in the current deal, in order, from the events we received (calls and cards
 * taken back by an approved undo are removed). `complete` is false when we did not see the deal
 * start (we joined later than the server's replay buffer reaches).
 */
export function selectPlayHistory(events: readonly { readonly event: WireEvent }[]): { plays: PlayedCardModel[]; complete: boolean } {
  let start = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i]!.event.type === 'dealStarted') {
      start = i;
      break;
    }
  }
  if (start < 0) return { plays: [], complete: false };
  // Undo takes back the last `count` actions, calls and cards alike.
  const actions: ({ kind: 'call' } | { kind: 'card'; seat: Seat; card: Card })[] = [];
  for (const { event } of events.slice(start + 1)) {
    if (event.type === 'callMade') actions.push({ kind: 'call' });
    else if (event.type === 'cardPlayed') actions.push({ kind: 'card', seat: event.seat, card: event.card });
    else if (event.type === 'undoApplied') actions.splice(Math.max(0, actions.length - event.count), event.count);
  }
  const plays = actions.flatMap((a) => (a.kind === 'card' ? [{ seat: a.seat, card: a.card }] : []));
  return { plays, complete: true };
}

const occupantOf = (info: TableInfo | null, seat: Seat): string | null => {
  const s = info?.seats[seat];
  if (!s) return null;
  return s.status === 'robot' ? 'Robot' : s.status === 'taken' ? 'Player' : null;
};

/** Who made the last call or played the last card of the deal, from the view. */
export function lastActorOf(view: TableView): Seat | null {
  if (view.phase === 'play') {
    const cur = view.currentTrick?.cards ?? [];
    if (cur.length) return cur[cur.length - 1]!.seat;
    const last = view.lastTrick?.cards ?? [];
    if (last.length) return last[last.length - 1]!.seat;
  }
  const calls = view.auction;
  return calls.length ? calls[calls.length - 1]!.seat : null;
}

/**
 * The table screen's model from the server's view for our seat (null when watching), the table
 * info and the events we have seen. Legal calls and cards are the view's own lists.
 */
export function selectTable(
  view: TableView,
  mySeat: Seat | null,
  info: TableInfo | null = null,
  events: readonly { readonly event: WireEvent }[] = [],
): TableModel {
  const bottom = mySeat ?? 'S';
  // A variant's seat swap moves players for the play (view.seats: table position → player).
  const { positions, where } = selectScreenPlaces(view.seats, bottom);
  const vulnerability = view.vulnerability ?? 'none';
  const myTurnToPlay = mySeat !== null && view.phase === 'play' && view.toAct === mySeat && view.legalCards.length > 0;
  const claimHand = view.claim?.hand ?? null;
  const seatModel = (position: Position): SeatModel => {
    const seat = positions[position];
    const cards = view.hands[seat] ?? (view.claim && view.claim.seat === seat ? claimHand : null);
    return {
      seat,
      position,
      cards,
      count: view.cardsLeft[seat],
      playable: myTurnToPlay && view.turn === seat ? view.legalCards : [],
      isTurn: view.phase !== 'ended' && view.turn === seat,
      role: view.declarer === seat ? 'declarer' : view.dummy === seat && view.phase !== 'auction' ? 'dummy' : null,
      occupant: occupantOf(info, seat),
      vulnerable: isVulnerable(vulnerability, seat),
      isDealer: view.dealer === seat,
      connected: info ? info.seats[seat].connected || info.seats[seat].status === 'open' : true,
    };
  };
  const seats = { bottom: seatModel('bottom'), left: seatModel('left'), top: seatModel('top'), right: seatModel('right') };

  const lastBid = [...view.auction].reverse().find((c) => c.call.type === 'bid')?.call ?? null;
  const box = view.phase === 'auction' && mySeat !== null && view.legalCalls.length > 0 ? selectBiddingBox(view.legalCalls, lastBid as Bid | null) : null;
  const auction = view.dealer ? selectAuction(view.dealer, vulnerability, view.auction, view.phase === 'auction' ? view.turn : null) : null;

  const current = view.currentTrick;
  const trick: TrickModel | null = current && current.cards.length > 0
    ? { cards: current.cards, winner: null }
    : view.lastTrick
      ? { cards: view.lastTrick.cards, winner: view.lastTrick.winner }
      : null;
  const lastTrick = view.lastTrick ? { cards: view.lastTrick.cards, winner: view.lastTrick.winner } : null;

  const declarerSide = view.declarer ? sideOf(view.declarer) : 'NS';
  // At the end the result counts (a claim settles the tricks not played out).
  const final = view.phase === 'ended' && view.result?.declarerTricks != null ? view.result.declarerTricks : null;
  const won = final !== null ? { declarer: final, defenders: 13 - final } : view.tricks;
  const tricks = declarerSide === 'NS' ? { NS: won.declarer, EW: won.defenders } : { NS: won.defenders, EW: won.declarer };

  const claim: ClaimModel | null = view.claim
    ? {
        seat: view.claim.seat,
        tricks: view.claim.tricks,
        ...(view.claim.statement !== undefined ? { statement: view.claim.statement } : {}),
        mine: view.claim.seat === mySeat,
        canRespond: mySeat !== null && view.claim.responders.includes(mySeat) && view.claim.responses[mySeat] === undefined,
      }
    : null;
  const undo: UndoModel | null = view.undo
    ? {
        seat: view.undo.seat,
        mine: view.undo.seat === mySeat,
        canRespond: mySeat !== null && view.undo.responders.includes(mySeat) && view.undo.responses[mySeat] === undefined,
      }
    : null;
  const playing = mySeat !== null && mySeat !== view.dummy;
  const quiet = !view.claim && !view.undo;
  const canClaim = playing && quiet && view.phase === 'play' && view.dummyFaced;
  // Undo is offered right after our own action (a call, our card, or dummy's card we played).
  const lastActor = lastActorOf(view);
  const canUndo = mySeat !== null && quiet && (view.phase === 'auction' || view.phase === 'play') && lastActor !== null
    && !(view.phase === 'play' && mySeat === view.dummy)
    && (lastActor === mySeat || (view.phase === 'play' && lastActor === view.dummy && view.declarer === mySeat));
  const ownHand = mySeat === null ? 0 : view.cardsLeft[mySeat === view.dummy && view.declarer ? view.declarer : mySeat];

  let result: ResultModel | null = null;
  if (view.phase === 'ended' && view.result) {
    const r = view.result;
    const record = info?.results.filter((x) => x.board === r.board).at(-1);
    const history = selectPlayHistory(events);
    result = {
      contract: r.contract,
      declarer: r.declarer,
      declarerTricks: r.declarerTricks,
      overUnder: r.contract && r.declarerTricks !== null ? r.declarerTricks - (r.contract.level + 6) : null,
      score: record?.score ?? null,
      players: record?.players ?? null,
      deal: view.deal,
      plays: history.complete ? history.plays : [],
      leader: r.declarer ? view.seats[seatAfter(tablePositionOf(view.seats, r.declarer), 1)] : null,
    };
  }

  return {
    bottom,
    mySeat,
    phase: view.phase,
    board: view.board,
    dealer: view.dealer,
    vulnerability,
    seats,
    turn: view.turn,
    box,
    auction,
    contract: view.contract,
    declarer: view.declarer,
    dummy: view.dummy,
    trick,
    lastTrick,
    tricks,
    claim,
    undo,
    canClaim,
    canUndo,
    tricksLeft: ownHand,
    result,
    where,
    variant: selectVariant(view),
  };
}

/** The position of each card of a replay step: hands with the cards played so far removed. */
export function replayAt(
  deal: Readonly<Record<Seat, readonly Card[]>>,
  plays: readonly PlayedCardModel[],
  step: number,
): { hands: Record<Seat, Card[]>; trick: PlayedCardModel[]; trickNumber: number } {
  const played = plays.slice(0, Math.max(0, Math.min(step, plays.length)));
  const gone = new Set(played.map((p) => p.card));
  const hands = Object.fromEntries(SEATS.map((s) => [s, deal[s].filter((c) => !gone.has(c))])) as Record<Seat, Card[]>;
  const inTrick = played.length === 0 ? 0 : ((played.length - 1) % 4) + 1;
  return { hands, trick: played.slice(played.length - inTrick), trickNumber: Math.ceil(played.length / 4) };
}
