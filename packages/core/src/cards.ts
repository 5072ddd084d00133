/**
 * Seats, suits, strains, ranks, cards, holdings, hands and deals.
 *
 * ```ts
 * const c = parseCard('SA');            // ok('SA')
 * const h = holdingFromRanks([14, 13]); // A K as a 13-bit holding
 * cardsOf(hand)                         // ['SA', 'SK', ...] spades first
 * ```
 * Orders, one per purpose: seats N E S W (clockwise); suits in bidding order C D H S (index 0..3,
 * the index used by `Hand`); display order S H D C. A card is a two-character string, suit then
 * rank (`'SA'`, `'HT'`, `'C2'`), so any JSON that carries a card is easy to read and to audit.
 * A holding is a 13-bit number: bit (rank − 2) set when the rank is held.
 */
import { err, ok, type Result } from './result.js';

/** Seats clockwise from North. */
export const SEATS = ['N', 'E', 'S', 'W'] as const;
/** A seat at the table (compass direction). */
export type Seat = (typeof SEATS)[number];

/** Suits in bidding (rank) order, lowest first. Index 0..3 is the index used in `Hand`. */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
/** A suit letter. */
export type Suit = (typeof SUITS)[number];
/** Suits in display order (spades first), as a hand is written. */
export const DISPLAY_SUITS = ['S', 'H', 'D', 'C'] as const satisfies readonly Suit[];

/** Strains in bidding order. */
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
/** A strain: a trump suit or no-trump. */
export type Strain = (typeof STRAINS)[number];

/** Rank characters, index = rank − 2. */
export const RANK_CHARS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** A rank character. */
export type RankChar = (typeof RANK_CHARS)[number];
/** A rank as a number, 2..14 (J 11, Q 12, K 13, A 14). */
export type Rank = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

/** A card: suit letter then rank character, e.g. `'SA'`, `'HT'`, `'C2'`. */
export type Card = `${Suit}${RankChar}`;

/** A 13-bit set of ranks in one suit: bit (rank − 2). */
export type Holding = number;

/** A hand: four holdings indexed by suit in bidding order [C, D, H, S]. */
export type Hand = readonly [Holding, Holding, Holding, Holding];

/** A full or partial deal: a hand per seat. Validated deals come from `dealFromHands`. */
export type Deal = Readonly<Record<Seat, Hand>>;

/** Unicode suit symbols for display. */
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** The 52 cards, clubs 2 first, spades ace last. */
export const ALL_CARDS: readonly Card[] = SUITS.flatMap((s) => RANK_CHARS.map((r) => `${s}${r}` as Card));

/** Index of a seat in SEATS (N 0, E 1, S 2, W 3). */
export const seatIndex = (seat: Seat): number => SEATS.indexOf(seat);
/** The seat `steps` places clockwise from `seat` (1 = left-hand opponent). */
export const seatAfter = (seat: Seat, steps = 1): Seat => SEATS[(((seatIndex(seat) + steps) % 4) + 4) % 4]!;
/** The seat opposite. */
export const partnerSeat = (seat: Seat): Seat => seatAfter(seat, 2);
/** The fixed standard side of a seat. */
export const sideOf = (seat: Seat): 'NS' | 'EW' => (seat === 'N' || seat === 'S' ? 'NS' : 'EW');

/** Index of a suit in SUITS (C 0 … S 3). */
export const suitIndex = (suit: Suit): 0 | 1 | 2 | 3 => SUITS.indexOf(suit) as 0 | 1 | 2 | 3;
/** The suit of a card. */
export const suitOf = (card: Card): Suit => card[0] as Suit;
/** The rank of a card, 2..14. */
export const rankOf = (card: Card): Rank => (RANK_CHARS.indexOf(card[1] as RankChar) + 2) as Rank;
/** Makes a card from suit and rank. */
export const makeCard = (suit: Suit, rank: Rank): Card => `${suit}${RANK_CHARS[rank - 2]!}` as Card;
/** Whether a string is a card in this notation. */
export const isCard = (s: unknown): s is Card =>
  typeof s === 'string' &&
  s.length === 2 &&
  (SUITS as readonly string[]).includes(s[0]!) &&
  (RANK_CHARS as readonly string[]).includes(s[1]!);

/**
 * Parses a card, accepting `SA`, `sa`, `S10`, `AS` (rank first) and suit symbols (`♠A`).
 */
export function parseCard(text: string): Result<Card> {
  let t = text
    .trim()
    .toUpperCase()
    .replace('♠', 'S')
    .replace('♥', 'H')
    .replace('♦', 'D')
    .replace('♣', 'C')
    .replace('10', 'T');
  if (
    t.length === 2 &&
    (RANK_CHARS as readonly string[]).includes(t[0]!) &&
    (SUITS as readonly string[]).includes(t[1]!)
  )
    t = t[1]! + t[0]!;
  return isCard(t)
    ? ok(t)
    : err('card/bad-card', `'${text}' is not a card (write suit then rank, e.g. SA, H10, DT, C2)`);
}

/** A holding from a list of ranks. */
export const holdingFromRanks = (ranks: Iterable<Rank>): Holding => {
  let h = 0;
  for (const r of ranks) h |= 1 << (r - 2);
  return h;
};
/** Ranks of a holding, highest first. */
export const ranksOf = (h: Holding): Rank[] => {
  const out: Rank[] = [];
  for (let r = 14; r >= 2; r--) if (h & (1 << (r - 2))) out.push(r as Rank);
  return out;
};
/** Number of cards in a holding. */
export const holdingLength = (h: Holding): number => {
  let n = 0;
  for (let x = h; x; x &= x - 1) n++;
  return n;
};

/** An empty hand. */
export const emptyHand = (): Hand => [0, 0, 0, 0];
/** Whether a hand holds a card. */
export const handHas = (hand: Hand, card: Card): boolean =>
  (hand[suitIndex(suitOf(card))] & (1 << (rankOf(card) - 2))) !== 0;
/** A new hand with a card added (no mutation). */
export const handWith = (hand: Hand, card: Card): Hand => {
  const out = [...hand] as [number, number, number, number];
  out[suitIndex(suitOf(card))]! |= 1 << (rankOf(card) - 2);
  return out;
};
/** A new hand with a card removed (no mutation). */
export const handWithout = (hand: Hand, card: Card): Hand => {
  const out = [...hand] as [number, number, number, number];
  out[suitIndex(suitOf(card))]! &= ~(1 << (rankOf(card) - 2));
  return out;
};
/** A hand made of cards. */
export const handFromCards = (cards: Iterable<Card>): Hand => {
  let h = emptyHand();
  for (const c of cards) h = handWith(h, c);
  return h;
};
/** The cards of a hand in display order (spades first, high to low). */
export const cardsOf = (hand: Hand): Card[] => {
  // Hot in views and robots: a direct walk over the bits, spades (index 3) first, high ranks first.
  const out: Card[] = [];
  for (let si = 3; si >= 0; si--) {
    const h = hand[si]!;
    if (h === 0) continue;
    const row = CARD_TABLE[si]!;
    for (let b = 12; b >= 0; b--) if (h & (1 << b)) out.push(row[b]!);
  }
  return out;
};
/** Cards by suit index and bit (rank − 2), for `cardsOf`. */
const CARD_TABLE: readonly (readonly Card[])[] = SUITS.map((s) => RANK_CHARS.map((r) => `${s}${r}` as Card));
/** Number of cards in a hand. */
export const handSize = (hand: Hand): number => hand.reduce((n, h) => n + holdingLength(h), 0);
/** Length of one suit in a hand. */
export const suitLength = (hand: Hand, suit: Suit): number => holdingLength(hand[suitIndex(suit)]!);

/**
 * Validates four hands as a complete deal: 13 cards each, every card exactly once.
 * Partial deals (fewer cards, as in a PBN `Deal` with `-` hands, or a problem) are allowed
 * with `{ complete: false }`: then hands need equal sizes and no card twice.
 */
export function dealFromHands(hands: Readonly<Record<Seat, Hand>>, opts: { complete?: boolean } = {}): Result<Deal> {
  const complete = opts.complete ?? true;
  const seen = [0, 0, 0, 0];
  for (const seat of SEATS) {
    const hand = hands[seat];
    for (let s = 0; s < 4; s++) {
      const h = hand[s]!;
      if (!Number.isInteger(h) || h < 0 || h >= 1 << 13)
        return err('deal/bad-holding', `${seat}: holding ${h} is not a 13-bit set`);
      if (seen[s]! & h) {
        const dup = ranksOf(seen[s]! & h)[0]!;
        return err('deal/duplicate-card', `${makeCard(SUITS[s]!, dup)} appears in more than one hand`);
      }
      seen[s]! |= h;
    }
    if (complete && handSize(hand) !== 13)
      return err('deal/wrong-hand-size', `${seat} has ${handSize(hand)} cards, not 13`);
  }
  if (!complete) {
    const sizes = SEATS.map((s) => handSize(hands[s]));
    if (sizes.some((n) => n > 13)) return err('deal/wrong-hand-size', 'a hand has more than 13 cards');
  }
  return ok({ N: hands.N, E: hands.E, S: hands.S, W: hands.W });
}

/** Parses a hand written `S.H.D.C` (PBN order), ranks `AKQJT98765432` (also `10`), `-` for a void. */
export function parseHand(text: string): Result<Hand> {
  const parts = text.trim().split('.');
  if (parts.length !== 4) return err('hand/bad-format', `'${text}' is not four suits separated by dots (S.H.D.C)`);
  const hand = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) {
    const suit = DISPLAY_SUITS[i]!;
    const body = parts[i]!.toUpperCase().replace(/10/g, 'T');
    if (body === '-') continue;
    for (const ch of body) {
      const idx = (RANK_CHARS as readonly string[]).indexOf(ch);
      if (idx < 0) return err('hand/bad-rank', `'${ch}' is not a rank (in '${text}')`);
      const bit = 1 << idx;
      if (hand[suitIndex(suit)]! & bit) return err('hand/duplicate-card', `${suit}${ch} is written twice in '${text}'`);
      hand[suitIndex(suit)]! |= bit;
    }
  }
  return ok(hand as unknown as Hand);
}

/** Writes a hand as `S.H.D.C` with ranks high to low (PBN order), empty suits as nothing. */
export const makeHand = (hand: Hand): string =>
  DISPLAY_SUITS.map((s) =>
    ranksOf(hand[suitIndex(s)]!)
      .map((r) => RANK_CHARS[r - 2])
      .join(''),
  ).join('.');
