/**
 * The play (Laws 41–66): leads, following suit, trumps, tricks, the running trick count.
 *
 * ```ts
 * let p = startPlay({ deal, strain: 'S', declarer: 'W', dummy: 'E', seats: IDENTITY_SEATS, leader: 'N' });
 * p = unwrap(playWithCard(p, 'N', 'HA'));  // the opening lead
 * p = unwrap(playWithCard(p, 'W', 'H2'));  // declarer plays dummy's (East's) card
 * legalCardsOf(p, 'S');                    // South's legal cards: hearts if any
 * ```
 * Seats here are players (where they were dealt). The play goes clockwise in the order the rule
 * set's seat map gives (identity in standard bridge), so a variant's seat swap needs nothing else.
 * Declarer plays dummy's cards (Law 45B): when it is dummy's turn, the actor is declarer.
 */
import {
  cardsOf,
  handHas,
  handWithout,
  rankOf,
  suitIndex,
  suitOf,
  type Card,
  type Deal,
  type Hand,
  type Seat,
  type Strain,
  type Suit,
} from './cards.js';
import { err, ok, type Result } from './result.js';
import { playOrder, type SeatMap } from './rules/ruleSet.js';

/** A card and the player whose card it was. */
export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
}

/** A completed trick (Law 44). */
export interface Trick {
  readonly leader: Seat;
  readonly cards: readonly PlayedCard[];
  readonly winner: Seat;
}

/** The state of the play. Plain, readonly, JSON-serialisable. */
export interface Play {
  /** The trump suit, or NT. */
  readonly strain: Strain;
  readonly declarer: Seat;
  readonly dummy: Seat;
  /** Players clockwise, from the seat map of the play. */
  readonly order: readonly Seat[];
  /** The cards each player still holds. */
  readonly hands: Readonly<Record<Seat, Hand>>;
  /** Who led (or is to lead) the current trick. */
  readonly leader: Seat;
  /** Cards played to the current trick so far (empty between tricks). */
  readonly current: readonly PlayedCard[];
  /** Completed tricks, in order. */
  readonly tricks: readonly Trick[];
  /** Tricks won so far by declarer and dummy. */
  readonly declarerTricks: number;
  /** Tricks won so far by the defenders. */
  readonly defenderTricks: number;
  /** The player whose card is to be played next; null after the 13th trick. */
  readonly turn: Seat | null;
  /** Cards played that failed to follow suit though the player could (only when revokes are allowed: Law 64). */
  readonly revokes: readonly Revoke[];
}

/** A revoke (Law 61): a card of another suit played to trick `trick` (0-based) while holding the suit led. */
export interface Revoke {
  readonly trick: number;
  readonly seat: Seat;
  readonly card: Card;
  /** The suit led, which the player held. */
  readonly suit: Suit;
}

/** What the play starts from: the deal, the contract's strain, the roles and the opening leader. */
export interface PlaySetup {
  readonly deal: Deal;
  readonly strain: Strain;
  readonly declarer: Seat;
  readonly dummy: Seat;
  readonly seats: SeatMap;
  readonly leader: Seat;
}

/** The play before the opening lead. */
export function startPlay(setup: PlaySetup): Play {
  return {
    strain: setup.strain,
    declarer: setup.declarer,
    dummy: setup.dummy,
    order: playOrder(setup.seats),
    hands: { ...setup.deal },
    leader: setup.leader,
    current: [],
    tricks: [],
    declarerTricks: 0,
    defenderTricks: 0,
    turn: setup.leader,
    revokes: [],
  };
}

/** The next player clockwise in the play. */
export const nextInPlay = (play: Play, seat: Seat): Seat => play.order[(play.order.indexOf(seat) + 1) % 4]!;

/** Who acts for a seat: declarer for dummy (Law 45B), anyone else for themselves. */
export const actorFor = (play: Play, seat: Seat): Seat => (seat === play.dummy ? play.declarer : seat);

/** Whether a seat is on the declaring side (declarer or dummy). */
export const isDeclaringSide = (play: Play, seat: Seat): boolean => seat === play.declarer || seat === play.dummy;

/** Whether all 13 tricks have been played. */
export const isPlayOver = (play: Play): boolean => play.turn === null;

/** Whether the opening lead has been made (and so dummy is faced, Law 41D). */
export const isOpeningLeadMade = (play: Play): boolean => play.tricks.length > 0 || play.current.length > 0;

/** Tricks still to play, counting the current one. */
export const tricksRemaining = (play: Play): number => 13 - play.tricks.length;

/** Law 44: the highest trump wins the trick, or else the highest card of the suit led. */
export function trickWinner(cards: readonly PlayedCard[], strain: Strain): Seat {
  let best = cards[0]!;
  for (const c of cards.slice(1)) {
    const same = suitOf(c.card) === suitOf(best.card);
    // `best` is always of the suit led or a trump: a card of its suit beats it by rank; a trump beats a non-trump.
    if (same ? rankOf(c.card) > rankOf(best.card) : suitOf(c.card) === strain) best = c;
  }
  return best.seat;
}

/** The cards `seat` may play now (Law 44C: follow suit if able); empty when it is not that seat's card to play. */
export function legalCardsOf(play: Play, seat: Seat): Card[] {
  if (play.turn !== seat) return [];
  const hand = play.hands[seat];
  const cards = cardsOf(hand);
  if (play.current.length === 0) return cards;
  const led = suitOf(play.current[0]!.card);
  return hand[suitIndex(led)] !== 0 ? cards.filter((c) => suitOf(c) === led) : cards;
}

/**
 * Whether `actor` may play `card` now; the value is the player whose card it is (dummy's when
 * declarer plays from dummy). With `allowRevoke` a failure to follow suit is let through, to be
 * rectified at the end (Law 64, `rectify/revoke.ts`).
 */
export function checkPlay(
  play: Play,
  actor: Seat,
  card: Card,
  opts: { readonly allowRevoke?: boolean } = {},
): Result<Seat> {
  const turn = play.turn;
  if (turn === null) return err('play/play-over', 'all 13 tricks have been played');
  if (actor === play.dummy)
    return err('play/dummy-cannot-play', "dummy does not play: declarer plays dummy's cards (Law 45B)");
  if (actorFor(play, turn) !== actor)
    return err(
      'play/not-your-turn',
      `it is ${turn === play.dummy ? `dummy's (${turn}) card, played by ${play.declarer}` : `${turn}'s turn`}, not ${actor}'s`,
    );
  const hand = play.hands[turn];
  if (!handHas(hand, card))
    return err('play/card-not-in-hand', `${card} is not in ${turn === actor ? 'your hand' : `dummy's hand (${turn})`}`);
  if (play.current.length > 0 && !opts.allowRevoke) {
    const led = suitOf(play.current[0]!.card);
    if (suitOf(card) !== led && hand[suitIndex(led)] !== 0)
      return err(
        'play/must-follow-suit',
        `${card} does not follow suit: ${led} was led and ${turn} holds ${led} (Law 44C)`,
      );
  }
  return ok(turn);
}

/** The play after the player on turn plays `card` (already checked); completes the trick after the fourth card. */
export function playWithCardUnchecked(play: Play, card: Card): Play {
  const seat = play.turn!;
  const led = play.current.length > 0 ? suitOf(play.current[0]!.card) : null;
  const revokes =
    led !== null && suitOf(card) !== led && play.hands[seat][suitIndex(led)] !== 0
      ? [...play.revokes, { trick: play.tricks.length, seat, card, suit: led }]
      : play.revokes;
  const hands = { ...play.hands, [seat]: handWithout(play.hands[seat], card) };
  const current = [...play.current, { seat, card }];
  if (current.length < 4) return { ...play, hands, current, revokes, turn: nextInPlay(play, seat) };
  const winner = trickWinner(current, play.strain);
  const tricks = [...play.tricks, { leader: play.leader, cards: current, winner }];
  const declaring = isDeclaringSide(play, winner);
  return {
    ...play,
    hands,
    revokes,
    current: [],
    tricks,
    leader: winner,
    declarerTricks: play.declarerTricks + (declaring ? 1 : 0),
    defenderTricks: play.defenderTricks + (declaring ? 0 : 1),
    // Law 44G: the winner of a trick leads to the next.
    turn: tricks.length === 13 ? null : winner,
  };
}

/** The play after `actor` plays `card`, or a coded error (state unchanged). */
export function playWithCard(play: Play, actor: Seat, card: Card): Result<Play> {
  const check = checkPlay(play, actor, card);
  return check.ok ? ok(playWithCardUnchecked(play, card)) : check;
}
