/**
 * Selectors: the ONE module of the web client that asks @biritch/core about bridge. Components
 * receive plain models from here (which cards may be played, which calls are legal, labels,
 * where each seat sits on screen) and send intents back; they contain no rules (docs/style.md,
 * principle 5, after chessground).
 *
 * ```ts
 * const model = selectTable(view, { mySeat: 'S' });
 * model.box?.bids.filter((b) => b.legal)   // the bids the server allows now
 * model.seats.bottom.playable              // the cards we may play now
 * ```
 * Every rule comes from the server's view (core's `viewFor`): the legal calls and cards, whether
 * we may claim or undo, who leads, whose cards we play, who is vulnerable, the partnerships, the
 * tricks with their winners. The selectors only arrange it for the screen; they decide nothing.
 */
import {
  ALL_BIDS,
  DISPLAY_SUITS,
  SEATS,
  SUIT_SYMBOLS,
  callEquals,
  cardsOf,
  makeCall,
  partnerIn,
  seatAfter,
  seatIndex,
  suitOf,
  positionOf as tablePositionOf,
  type Bid,
  type Call,
  type Card,
  type Contract,
  type Hand,
  type Seat,
  type SeatMap,
  type Strain,
  type Suit,
  type TableView,
  type Vulnerability,
} from '@biritch/core';
import type { TableInfo } from '@biritch/protocol';

export {
  cardName,
  callName,
  callText,
  contractName,
  contractText,
  isRed,
  rankText,
  seatName,
  suitName,
  vulnerabilityText,
} from './labels.js';
import { EN_LABELS, type Labels } from './labels.js';

/** The symbol of a suit: ♠ ♥ ♦ ♣. */
export const suitSymbol = (suit: Suit): string => SUIT_SYMBOLS[suit];
/** The suit of a card. */
export const suitOfCard = (card: Card): Suit => suitOf(card);
/** The four seats in N E S W order. */
export const ALL_SEATS: readonly Seat[] = SEATS;
/** The cards of a hand in display order (spades first, high to low). */
export const handCards = (hand: Hand): Card[] => cardsOf(hand);
/** A call's key as sent over the wire and used in test ids: `P`, `X`, `1NT`. */
export const callKey = (call: Call): string => makeCall(call);
/** Whether two calls are the same. */
export const sameCall = (a: Call, b: Call): boolean => callEquals(a, b);

/** What an undo takes back, in words: `'2 calls and 1 card'` (pl `'2 zapowiedzi i 1 karta'`). */
export function takenBackText(
  t: { readonly calls: number; readonly cards: number },
  labels: Labels = EN_LABELS,
): string {
  const { tr } = labels;
  const parts = [
    ...(t.calls ? [tr.t('table.undoCalls', { count: t.calls })] : []),
    ...(t.cards ? [tr.t('table.undoCards', { count: t.cards })] : []),
  ];
  return parts.length ? tr.list(parts) : tr.t('table.undoNothing');
}

/** The CSS class that colours a call or card by strain. */
export function strainClass(call: Call): string {
  if (call.type !== 'bid') return `call-${call.type}`;
  return `strain-${call.strain.toLowerCase()}${call.strain === 'H' || call.strain === 'D' ? ' red' : ''}`;
}

/**
 * The sequence number of a claim the table has just rejected (Law 69: play goes on), from the
 * store's recent events; null once another card, claim or deal follows it. The screen shows it
 * so that a player who looked away sees why play went on (not only the screen reader).
 */
export function selectClaimRejected(
  events: readonly { readonly seq: number; readonly event: { readonly type: string; readonly accepted?: boolean } }[],
): number | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const { seq, event } = events[i]!;
    if (event.type === 'claimSettled') return event.accepted === false ? seq : null;
    if (event.type === 'cardPlayed' || event.type === 'claimMade' || event.type === 'dealStarted') return null;
  }
  return null;
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
  /** Whether we play this hand's cards in this deal (our own; dummy's when we declare). */
  readonly ours: boolean;
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
export function selectBiddingBox(
  legal: readonly Call[],
  lastBid: Bid | null = null,
  labels: Labels = EN_LABELS,
): BiddingBoxModel {
  const repeatLabel = (call: Bid) => labels.tr.t('bidding.repeat', { call: labels.callText(call) });
  const isLegal = (call: Call) => legal.some((l) => callEquals(l, call));
  const repeat = (call: Bid) => lastBid !== null && isLegal(call) && callEquals(call, lastBid);
  const bids = ALL_BIDS.map((call) => ({
    key: makeCall(call),
    call,
    legal: isLegal(call),
    ...(repeat(call) ? { label: repeatLabel(call) } : {}),
  }));
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
  /** `name`: the signed-in player's chosen name (issue 26), when the seat has one. */
  readonly columns: readonly { seat: Seat; vulnerable: boolean; dealer: boolean; name?: string }[];
  readonly rows: readonly (readonly AuctionCell[])[];
  readonly calls: readonly (AuctionEntry & { readonly index: number })[];
}

const AUCTION_COLUMNS: readonly Seat[] = ['W', 'N', 'E', 'S'];

/** Lays the auction out in columns W N E S, starting in the dealer's column; `vulnerable` is the view's. */
export function selectAuction(
  dealer: Seat,
  vulnerable: Readonly<Record<Seat, boolean>>,
  calls: readonly AuctionEntry[],
  turn: Seat | null,
  explanations: Readonly<Record<number, string>> = {},
): AuctionModel {
  const start = AUCTION_COLUMNS.indexOf(dealer);
  const indexed = calls.map((c, index) => ({
    ...c,
    index,
    ...(explanations[index] !== undefined ? { explanation: explanations[index] } : {}),
  }));
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
    columns: AUCTION_COLUMNS.map((seat) => ({ seat, vulnerable: vulnerable[seat], dealer: seat === dealer })),
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
  /** What our side won (positive) or lost on the deal at a standard table; null when watching or unscored. */
  readonly myScore: number | null;
  /** Four at One Table / Hao bridge: each player's score (the table scores per player). */
  readonly players: Readonly<Record<Seat, number>> | null;
  /** All four hands as dealt. */
  readonly deal: Readonly<Record<Seat, readonly Card[]>> | null;
  /** The tricks as played (after any undo), each with its winner; an unfinished one (after a claim) has none. */
  readonly tricks: readonly TrickModel[];
  /** Every card in order, for the replay. */
  readonly plays: readonly PlayedCardModel[];
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
  /** What an undo we ask for would take back (the view's count, as the table would apply it). */
  readonly undoTakesBack: { readonly calls: number; readonly cards: number };
  /** Tricks not yet played (the most a claim can be for). */
  readonly tricksLeft: number;
  /** Our partnership in seat order (N E S W), as the rule set says now; null when we have no partner. */
  readonly side: readonly [Seat, Seat] | null;
  readonly result: ResultModel | null;
  /** Player → where on screen (after a variant's seat swap players sit elsewhere for the play). */
  readonly where: Readonly<Record<Seat, Position>>;
  /** Four at One Table / Hao bridge: owners, partnerships and the seat swap; null in standard bridge. */
  readonly variant: VariantModel | null;
  /** The chosen names of signed-in players by seat (issue 26), for the auction and the result. */
  readonly names: Readonly<Record<Seat, string | null>>;
}

/** What a variant table shows besides the standard table: who owns which strain, who plays with whom, who moved. */
export interface VariantModel {
  readonly title: string;
  /** Strain owners in bidding order of strains: `♥ S`; null where strains have no owners (Hao bridge). */
  readonly owners: readonly { readonly strain: Strain; readonly label: string; readonly seat: Seat }[] | null;
  /** The current partnerships. */
  readonly partnerships: readonly (readonly [Seat, Seat])[];
  /** Once the auction is over: whether dummy is declarer's partner (false: one of three opponents in the scoring). */
  readonly dummyIsPartner: boolean | null;
  /** Players who sit elsewhere for the play: who now sits at which table position. */
  readonly moved: readonly { readonly player: Seat; readonly position: Seat }[];
  /** Tricks of declarer's side (declarer + dummy) and of the defenders: sides are not N–S / E–W here. */
  readonly tricks: { readonly declarer: number; readonly defenders: number };
}

/** Tricks of declarer's side and of the defenders from the view's per-player count (the opening leader defends). */
function sideTricks(view: TableView): { declarer: number; defenders: number } {
  return {
    declarer: view.declarer ? view.tricksWon[view.declarer] : 0,
    defenders: view.openingLeader ? view.tricksWon[view.openingLeader] : 0,
  };
}

/** The variant panel's model (null at a standard table); words in the language of `labels`. */
export function selectVariant(view: TableView, labels: Labels = EN_LABELS): VariantModel | null {
  if (view.ruleSet !== 'four-at-one-table' && view.ruleSet !== 'hao') return null;
  const title = view.ruleSet === 'hao' ? labels.tr.t('variant.hao') : labels.tr.t('variant.four-at-one-table');
  const nt = labels.callText({ type: 'bid', level: 1, strain: 'NT' }).replace(/^1\s?/, '');
  // Only Four at One Table has strain owners (docs/variants.md); Hao's view always has none, so
  // a "none bid yet" row would be wrong after bids.
  const owners =
    view.ruleSet === 'hao'
      ? null
      : (['C', 'D', 'H', 'S', 'NT'] as const).flatMap((strain) => {
          const seat = view.owners[strain];
          return seat ? [{ strain, label: strain === 'NT' ? nt : SUIT_SYMBOLS[strain], seat }] : [];
        });
  const moved = SEATS.filter((pos) => view.seats[pos] !== pos).map((pos) => ({
    player: view.seats[pos],
    position: pos,
  }));
  const tricks = sideTricks(view);
  return { title, owners, partnerships: view.partnerships, dummyIsPartner: view.dummyIsPartner, moved, tricks };
}

/** Where each player appears on screen: our table position at the bottom, the others clockwise, by the seat map. */
export function selectScreenPlaces(
  seats: SeatMap,
  bottomPlayer: Seat,
): { positions: Record<Position, Seat>; where: Record<Seat, Position> } {
  const around = seatPositions(tablePositionOf(seats, bottomPlayer));
  const positions = {
    bottom: seats[around.bottom],
    left: seats[around.left],
    top: seats[around.top],
    right: seats[around.right],
  };
  const where = Object.fromEntries((Object.keys(positions) as Position[]).map((p) => [positions[p], p])) as Record<
    Seat,
    Position
  >;
  return { positions, where };
}

/** One played card of the deal's history. */
export interface PlayedCardModel {
  readonly seat: Seat;
  readonly card: Card;
}

/**
 * What a partnership won on a deal from the table's record, keyed N–S / E–W at standard tables.
 * Duplicate scores are symmetric (N–S −150, E–W +150); rubber and Chicago sheets write points only
 * for the side that scores them (N–S 0, E–W 1010): the difference is what the side won.
 */
function scoreOfSide(score: { readonly NS: number; readonly EW: number }, side: readonly [Seat, Seat]): number | null {
  const key = side.join('');
  if (key !== 'NS' && key !== 'EW') return null;
  const other = key === 'NS' ? 'EW' : 'NS';
  return score.NS + score.EW === 0 ? score[key] : score[key] - score[other];
}

/** The chosen names of the signed-in players at the table (issue 26); null for guests, robots, open seats. */
export const namesOf = (info: Pick<TableInfo, 'seats'> | null): Record<Seat, string | null> => ({
  N: info?.seats.N.name ?? null,
  E: info?.seats.E.name ?? null,
  S: info?.seats.S.name ?? null,
  W: info?.seats.W.name ?? null,
});

const occupantOf = (info: TableInfo | null, seat: Seat, labels: Labels): string | null => {
  const s = info?.seats[seat];
  if (!s) return null;
  if (s.status === 'robot') return labels.tr.t('table.robot');
  // A signed-in player's chosen name (issue 26); a guest is "Player".
  return s.status === 'taken' ? (s.name ?? labels.tr.t('table.player')) : null;
};

/**
 * The table screen's model from the server's view for our seat (null when watching) and the table
 * info. Legal calls and cards, claim, undo and the tricks are the view's own answers.
 */
export function selectTable(
  view: TableView,
  mySeat: Seat | null,
  info: TableInfo | null = null,
  labels: Labels = EN_LABELS,
): TableModel {
  const bottom = mySeat ?? 'S';
  // A variant's seat swap moves players for the play (view.seats: table position → player).
  const { positions, where } = selectScreenPlaces(view.seats, bottom);
  // The vulnerability the deal is scored with, as core's view says (Four at One Table: everyone).
  const vulnerability = view.scoredVulnerability ?? view.vulnerability ?? 'none';
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
      ours: view.playsFrom.includes(seat),
      isTurn: view.phase !== 'ended' && view.turn === seat,
      role: view.declarer === seat ? 'declarer' : view.dummy === seat && view.phase !== 'auction' ? 'dummy' : null,
      occupant: occupantOf(info, seat, labels),
      vulnerable: view.vulnerable[seat],
      isDealer: view.dealer === seat,
      connected: info ? info.seats[seat].connected || info.seats[seat].status === 'open' : true,
    };
  };
  const seats = {
    bottom: seatModel('bottom'),
    left: seatModel('left'),
    top: seatModel('top'),
    right: seatModel('right'),
  };

  const lastBid = [...view.auction].reverse().find((c) => c.call.type === 'bid')?.call ?? null;
  const box =
    view.phase === 'auction' && mySeat !== null && view.legalCalls.length > 0
      ? selectBiddingBox(view.legalCalls, lastBid as Bid | null, labels)
      : null;
  const toCall = view.phase === 'auction' ? view.turn : null;
  const names = namesOf(info);
  const laidOut = view.dealer ? selectAuction(view.dealer, view.vulnerable, view.auction, toCall) : null;
  const auction = laidOut && {
    ...laidOut,
    columns: laidOut.columns.map((c) => (names[c.seat] ? { ...c, name: names[c.seat]! } : c)),
  };

  const current = view.currentTrick;
  const trick: TrickModel | null =
    current && current.cards.length > 0
      ? { cards: current.cards, winner: null }
      : view.lastTrick
        ? { cards: view.lastTrick.cards, winner: view.lastTrick.winner }
        : null;
  const lastTrick = view.lastTrick ? { cards: view.lastTrick.cards, winner: view.lastTrick.winner } : null;

  // Shown as N–S and E–W at standard tables only (variants show declarer's side and the defenders).
  const tricks = { NS: view.tricksWon.N, EW: view.tricksWon.E };

  const claim: ClaimModel | null = view.claim
    ? {
        seat: view.claim.seat,
        tricks: view.claim.tricks,
        ...(view.claim.statement !== undefined ? { statement: view.claim.statement } : {}),
        mine: view.claim.seat === mySeat,
        canRespond:
          mySeat !== null && view.claim.responders.includes(mySeat) && view.claim.responses[mySeat] === undefined,
      }
    : null;
  const undo: UndoModel | null = view.undo
    ? {
        seat: view.undo.seat,
        mine: view.undo.seat === mySeat,
        canRespond:
          mySeat !== null && view.undo.responders.includes(mySeat) && view.undo.responses[mySeat] === undefined,
      }
    : null;
  const partner = mySeat === null ? null : partnerIn(view.partnerships, mySeat);
  const side =
    mySeat === null || partner === null
      ? null
      : ([mySeat, partner].sort((a, b) => seatIndex(a) - seatIndex(b)) as [Seat, Seat]);

  let result: ResultModel | null = null;
  if (view.phase === 'ended' && view.result) {
    const r = view.result;
    const record = info?.results.filter((x) => x.board === r.board).at(-1);
    const tricks: TrickModel[] = view.playedTricks.map((t) => ({ cards: t.cards, winner: t.winner }));
    const unfinished = view.currentTrick?.cards ?? [];
    if (unfinished.length > 0) tricks.push({ cards: unfinished, winner: null });
    result = {
      contract: r.contract,
      declarer: r.declarer,
      declarerTricks: r.declarerTricks,
      overUnder: r.contract && r.declarerTricks !== null ? r.declarerTricks - (r.contract.level + 6) : null,
      score: record?.score ?? null,
      myScore: record?.score && side ? scoreOfSide(record.score, side) : null,
      players: record?.players ?? null,
      deal: view.deal,
      tricks,
      plays: tricks.flatMap((t) => t.cards),
      leader: view.openingLeader,
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
    canClaim: view.canClaim,
    canUndo: view.canUndo,
    undoTakesBack: view.undoTakesBack,
    tricksLeft: view.tricksLeft,
    side,
    result,
    where,
    variant: selectVariant(view, labels),
    names,
  };
}

/**
 * The felt at a replay step (the number of cards shown played): the hands with those cards
 * removed, and the trick they reach — whole, with its winner, once its last card is shown.
 */
export function replayAt(
  deal: Readonly<Record<Seat, readonly Card[]>>,
  tricks: readonly TrickModel[],
  step: number,
): { hands: Record<Seat, Card[]>; trick: TrickModel; trickNumber: number } {
  const plays = tricks.flatMap((t) => t.cards);
  const shown = Math.max(0, Math.min(step, plays.length));
  const gone = new Set(plays.slice(0, shown).map((p) => p.card));
  const hands = Object.fromEntries(SEATS.map((s) => [s, deal[s].filter((c) => !gone.has(c))])) as Record<Seat, Card[]>;
  if (shown === 0) return { hands, trick: { cards: [], winner: null }, trickNumber: 0 };
  // The trick holding the last card shown, and how many of its cards are shown.
  let before = 0;
  for (let i = 0; i < tricks.length; i++) {
    const t = tricks[i]!;
    if (shown <= before + t.cards.length) {
      const cards = t.cards.slice(0, shown - before);
      return { hands, trick: { cards, winner: cards.length === t.cards.length ? t.winner : null }, trickNumber: i + 1 };
    }
    before += t.cards.length;
  }
  throw new Error('replayAt: the step lies beyond the tricks');
}
