/**
 * Defensive signals, standard carding: attitude on partner's lead (a high spot card encourages,
 * the lowest discourages) and count when declarer's side leads a suit (high-low shows an even
 * number, the lowest card an odd one). The robots make them when the card does not matter to the
 * result, and read them when they sample layouts (a signal is a constraint on the signaller's hand).
 *
 * ```ts
 * const want = signalFor(k);                  // { kind: 'attitude', high: true } when holding an honour
 * const card = signalCard(want, candidates);  // the highest spot among equally good cards
 * readSignals(k)                              // every signal given so far: seat, suit, kind, card
 * ```
 * Only the first round of a suit carries a signal, and only a spot card (below the jack: an
 * honour is played to win or to unblock, not to signal) of a defender following suit, and not a
 * third or fourth hand's card that beats every card before it (played to win the trick). Reading:
 * the signaller's lowest card of the suit says "no honour" (attitude) or "odd" (count); the highest
 * card below the jack, not the lowest, says "an honour" or "even". A holding's only spot card (both
 * its lowest and its highest) says nothing; a middle spot card of three or more fits no holding it is
 * the middle of (the robots never signal with it unless the signal would cost a trick).
 *
 * Discards: a defender's first discard (a card of another suit than the one led, not a ruff) is an
 * attitude signal on the suit discarded, as the system card says ("Discards: attitude"): a high
 * spot card encourages it, the lowest card denies an honour in it. Read as attitude is; made among
 * equally good cards, from weakness first (the lowest of a suit without ace, king or queen), else a
 * high spot of a suit with one (`discardSignal`).
 *
 * Suit preference, where it is standard: a defender who leads a suit for partner to ruff (partner
 * has shown out of it, in a suit contract) asks with a high spot card for the higher-ranking of the
 * two other side suits back and with the lowest card for the lower one — the suit where the leader
 * holds the ace (else the king) to give another ruff. Read the same way: high and low as above.
 */
import { SUITS, handWith, holdingLength, makeCard, partnerSeat, rankOf, suitIndex, suitOf } from '@biritch/core';
import type { Card, Hand, PlayedCard, Seat, Strain, Suit } from '@biritch/core';
import type { PlayKnowledge } from './knowledge.js';

/**
 * What a signal says (for suit preference, `high` asks for the higher-ranking side suit; for a
 * discard, `high` encourages the suit discarded).
 */
export type SignalKind = 'attitude' | 'count' | 'suit-preference' | 'discard';

/** The signal a defender means to give now: `high` encourages (attitude) or shows an even count. */
export interface SignalWish {
  readonly kind: SignalKind;
  readonly high: boolean;
}

/** A signal seen in the play. */
export interface ReadSignal {
  readonly seat: Seat;
  readonly suit: Suit;
  readonly kind: SignalKind;
  readonly card: Card;
  /**
   * The cards the seat had played before the signal's trick (no longer held then): a card of the
   * suit discarded earlier is not part of the holding the signal speaks of.
   */
  readonly earlier?: Hand;
}

/**
 * How far each signal read is trusted, by its kind (sample.ts `readingShares`, the meaning as for
 * readPlay.ts `LEAD_READING`): a defender whose hand passes `fitsSignals` for the signal gives the
 * card seen with probability `trust`, one whose hand fails with (1 − trust) / `others`, the
 * likelihood growing with the reading's odds among the layouts by `sharpness`. Since session 30 each
 * signal is a reading of its own (chooseCard.ts `layoutTests`) and a middle spot card fits no
 * holding it is the middle of; fitted again then, signal by signal, by logistic regression on the
 * positions of seed 2511's 198 deals played by the robots that signal within `SIGNAL_SLACK`
 * (bench/robots-play.ts --record, then bench/robots-positions.ts --accuracy --calibration-only, two
 * halves of 100): attitude trust 0.812 / 0.961, sharpness 0.96 / 1.62 (the real hands pass 96–97%);
 * count 0.872 / 0.881, sharpness 1.37 / 1.43 (they pass 96%: a spot card played for its double-dummy
 * worth still reads as count); the first discard 1.0 / 0.940 (99–100%); suit preference was never
 * failed by a real hand and is trusted about as the lead. With signals given on exact ties only, the
 * same deals gave attitude 0.864 / 0.891 and count 0.759 / 0.781 (the real hands passing the count
 * read at 93%). Before session 30 one reading held every signal of a kind and was fitted as such
 * (count trust 0.79, sharpness 0.47): one false count signal of a seat discounted all the others.
 */
export const SIGNAL_READINGS: Readonly<Record<SignalKind, { trust: number; others: number; sharpness: number }>> = {
  attitude: { trust: 0.89, others: 4, sharpness: 1.3 },
  count: { trust: 0.875, others: 4, sharpness: 1.4 },
  'suit-preference': { trust: 0.95, others: 4, sharpness: 1 },
  discard: { trust: 0.94, others: 4, sharpness: 1 },
};

/** The ranks that make an honour worth encouraging: ace, king, queen. */
const HONOUR = 12;
/** Spot cards only (below the jack) are high signals. */
const TOP_SPOT = 10;

/** Whether `suit` was led in an earlier trick (signals belong to its first round only). */
function ledBefore(k: PlayKnowledge, suit: Suit, before: number): boolean {
  return k.tricks.slice(0, before).some((t) => t.cards[0] && suitOf(t.cards[0].card) === suit);
}

/**
 * Whether the card at `index` (third or fourth to the trick) beats every card before it: third hand
 * high and fourth hand winning play to take the trick (or force a higher card), not to signal.
 */
function beatsSoFar(strain: Strain, cards: readonly PlayedCard[], index: number): boolean {
  const suit = suitOf(cards[0]!.card);
  const card = cards[index]!.card;
  return cards
    .slice(0, index)
    .every((c) => (suitOf(c.card) === suit ? rankOf(c.card) < rankOf(card) : suitOf(c.card) !== strain));
}

/** The kind of signal a card in a trick would carry, or null (not a defender, not following, …). */
function signalKindAt(k: PlayKnowledge, cards: readonly PlayedCard[], index: number, trick: number): SignalKind | null {
  const pc = cards[index];
  const lead = cards[0];
  if (!pc || !lead || index === 0) return null;
  const seat = pc.seat;
  if (seat === k.declarer || seat === k.dummy) return null;
  const suit = suitOf(lead.card);
  if (suitOf(pc.card) !== suit || rankOf(pc.card) > TOP_SPOT || ledBefore(k, suit, trick)) return null;
  if (index >= 2 && beatsSoFar(k.strain, cards, index)) return null;
  if (lead.seat === partnerSeat(seat)) return 'attitude';
  if (lead.seat === k.declarer || lead.seat === k.dummy) return 'count';
  return null;
}

/** Whether the card at `index` of a trick is a discard: another suit than the one led, and no ruff. */
function isDiscard(strain: Strain, cards: readonly PlayedCard[], index: number): boolean {
  const lead = cards[0];
  const pc = cards[index];
  if (!lead || !pc || index === 0) return false;
  const suit = suitOf(pc.card);
  return suit !== suitOf(lead.card) && suit !== strain;
}

/** Whether `seat` discarded in a trick before `trick` or earlier in it (only the first discard signals). */
function discardedBefore(k: PlayKnowledge, seat: Seat, tricks: readonly (readonly PlayedCard[])[], trick: number) {
  return tricks.slice(0, trick).some((cards) => cards.some((c, i) => c.seat === seat && isDiscard(k.strain, cards, i)));
}

/**
 * The first discard's signal among `candidates` (cards equally good for the result), for a defender
 * who cannot follow the suit led and has not discarded before: the lowest card of a suit without an
 * ace, king or queen (read as "nothing here"), else the highest spot card of a suit with one ("lead
 * it"), else a middle card that says nothing (no wish: it signals nothing). Null when no signal is
 * due or none of these is among the candidates.
 */
export function discardSignal(
  k: PlayKnowledge,
  candidates: readonly Card[],
): { card: Card; wish: SignalWish | null } | null {
  const me = k.toPlay;
  const hand = k.seen[me];
  const lead = k.trick.cards[0];
  if (!hand || !lead || me === k.declarer || me === k.dummy) return null;
  if (hand[suitIndex(suitOf(lead.card))] !== 0) return null;
  if (discardedBefore(k, me, [...k.tricks.map((t) => t.cards), k.trick.cards], k.tricks.length + 1)) return null;
  const pool = candidates.filter((c) => suitOf(c) !== suitOf(lead.card) && suitOf(c) !== k.strain);
  const honour = (c: Card): boolean => hand[suitIndex(suitOf(c))]! >> (HONOUR - 2) !== 0;
  const reads = (c: Card) => readingOf(c, hand[suitIndex(suitOf(c))]!);
  const low = pool.find((c) => !honour(c) && reads(c) === 'low');
  if (low) return { card: low, wish: { kind: 'discard', high: false } };
  const high = pool.find((c) => honour(c) && reads(c) === 'high');
  if (high) return { card: high, wish: { kind: 'discard', high: true } };
  const quiet = pool.find((c) => reads(c) === null);
  return quiet ? { card: quiet, wish: null } : null;
}

/** The signal the player to act would give now, or null when the card carries none. */
export function signalFor(k: PlayKnowledge): SignalWish | null {
  const me = k.toPlay;
  const hand = k.seen[me];
  const cards = k.trick.cards;
  if (!hand || cards.length === 0) return null;
  const suit = suitOf(cards[0]!.card);
  // A stand-in spot card of the led suit: what matters here is the seat and the round.
  const kind = signalKindAt(k, [...cards, { seat: me, card: makeCard(suit, 2) }], cards.length, k.tricks.length);
  if (!kind) return null;
  const holding = hand[suitIndex(suit)]!;
  if (holdingLength(holding) < 2) return null;
  if (kind === 'attitude') return { kind, high: holding >> (HONOUR - 2) !== 0 };
  return { kind, high: holdingLength(holding) % 2 === 0 };
}

/** How partner reads a spot card of a holding: `high`, `low`, or null (a middle card says nothing). */
function readingOf(card: Card, holding: number): 'high' | 'low' | null {
  if (holdingLength(holding) < 2 || rankOf(card) > TOP_SPOT) return null;
  const lowest = 31 - Math.clz32(holding & -holding) + 2;
  const spots = holding & ((1 << (TOP_SPOT - 1)) - 1);
  const highestSpot = spots === 0 ? 0 : 31 - Math.clz32(spots) + 2;
  // The only spot card of the holding is both its lowest and its highest: it cannot say which.
  if (rankOf(card) === lowest && rankOf(card) === highestSpot) return null;
  if (rankOf(card) === lowest) return 'low';
  return rankOf(card) === highestSpot ? 'high' : null;
}

/** Whether a spot card is neither the lowest card of a holding nor its highest spot (a holding of three or more spots). */
function isMiddleSpot(card: Card, holding: number): boolean {
  const spots = holding & ((1 << (TOP_SPOT - 1)) - 1);
  return holdingLength(spots) >= 3 && rankOf(card) <= TOP_SPOT && readingOf(card, holding) === null;
}

/**
 * The signalling card among `candidates` (cards equally good for the result): the card partner
 * will read as the wish (the highest spot below the jack for high, the lowest card for low), which
 * may also come from `nearly` (cards within `SIGNAL_SLACK` of the best: a true signal is worth a
 * sliver of a trick on the layouts); when neither holds such a card, a middle card of the
 * candidates rather than a false signal. Null when no candidate of the led suit is a spot card.
 */
export function signalCard(
  k: PlayKnowledge,
  wish: SignalWish,
  candidates: readonly Card[],
  nearly: readonly Card[] = candidates,
): Card | null {
  const lead = k.trick.cards[0];
  const hand = k.seen[k.toPlay];
  if (!lead || !hand) return null;
  const holding = hand[suitIndex(suitOf(lead.card))]!;
  const spots = (cards: readonly Card[]) =>
    cards.filter((c) => suitOf(c) === suitOf(lead.card) && rankOf(c) <= TOP_SPOT);
  const want = wish.high ? 'high' : 'low';
  return (
    spots(nearly).find((c) => readingOf(c, holding) === want) ??
    spots(candidates).find((c) => readingOf(c, holding) === null) ??
    null
  );
}

/** The two side suits other than `led` (lower-ranking first), or null in no-trump or for a trump lead. */
function sideSuits(strain: Strain, led: Suit): readonly [Suit, Suit] | null {
  if (strain === 'NT' || led === strain) return null;
  const others = SUITS.filter((x) => x !== strain && x !== led);
  return [others[0]!, others[1]!];
}

/** Which side suit a hand wants back: true for the higher, false for the lower, null when neither clearly. */
function preferenceOf(hand: Hand, sides: readonly [Suit, Suit]): boolean | null {
  for (const rank of [14, 13]) {
    const lo = (hand[suitIndex(sides[0])]! & (1 << (rank - 2))) !== 0;
    const hi = (hand[suitIndex(sides[1])]! & (1 << (rank - 2))) !== 0;
    if (lo !== hi) return hi;
    if (lo) return null;
  }
  return null;
}

/** Whether `seat` leading `suit` after `tricks` gives partner a ruff: a defender, partner void in it, not in trumps. */
function isRuffLead(k: PlayKnowledge, seat: Seat, suit: Suit, tricks: readonly { cards: readonly PlayedCard[] }[]) {
  if (seat === k.declarer || seat === k.dummy || !sideSuits(k.strain, suit)) return false;
  const partner = partnerSeat(seat);
  const showedOut = (x: Suit): boolean =>
    tricks.some((t) => {
      const led = t.cards[0];
      const p = t.cards.find((c) => c.seat === partner);
      return led !== undefined && p !== undefined && suitOf(led.card) === x && suitOf(p.card) !== x;
    });
  return showedOut(suit) && !showedOut(k.strain as Suit);
}

/**
 * The suit-preference signal the player on lead gives by leading `suit`, or null: only when the
 * lead gives partner a ruff (a defender leading a suit partner has shown out of, in a suit
 * contract) and one of the two other side suits holds the leader's ace (else king) and the other not.
 */
export function suitPreferenceFor(k: PlayKnowledge, suit: Suit): SignalWish | null {
  const hand = k.seen[k.toPlay];
  if (!hand || k.trick.cards.length > 0 || !isRuffLead(k, k.toPlay, suit, k.tricks)) return null;
  if (holdingLength(hand[suitIndex(suit)]!) < 2) return null;
  const high = preferenceOf(hand, sideSuits(k.strain, suit)!);
  return high === null ? null : { kind: 'suit-preference', high };
}

/** The card of `suit` among `candidates` that partner reads as the suit-preference wish (or a middle card), or null. */
export function suitPreferenceCard(
  k: PlayKnowledge,
  wish: SignalWish,
  suit: Suit,
  candidates: readonly Card[],
): Card | null {
  const hand = k.seen[k.toPlay];
  if (!hand) return null;
  const holding = hand[suitIndex(suit)]!;
  const pool = candidates.filter((c) => suitOf(c) === suit && rankOf(c) <= TOP_SPOT);
  const want = wish.high ? 'high' : 'low';
  return pool.find((c) => readingOf(c, holding) === want) ?? pool.find((c) => readingOf(c, holding) === null) ?? null;
}

/** Every signal given so far in the tricks the player watched and the trick in progress. */
export function readSignals(k: PlayKnowledge): ReadSignal[] {
  const out: ReadSignal[] = [];
  const tricks = [...k.tricks.map((t) => t.cards), k.trick.cards];
  // The cards a seat played before trick `t`.
  const earlierOf = (seat: Seat, t: number): Hand => {
    let earlier: Hand = [0, 0, 0, 0];
    for (const c of k.tricks.slice(0, t).flatMap((x) => x.cards)) {
      if (c.seat === seat) earlier = handWith(earlier, c.card);
    }
    return earlier;
  };
  tricks.forEach((cards, t) => {
    const lead = cards[0];
    if (lead && isRuffLead(k, lead.seat, suitOf(lead.card), k.tricks.slice(0, t))) {
      const earlier = earlierOf(lead.seat, t);
      out.push({ seat: lead.seat, suit: suitOf(lead.card), kind: 'suit-preference', card: lead.card, earlier });
    }
    for (let i = 1; i < cards.length; i++) {
      const kind = signalKindAt(k, cards, i, t);
      const seat = cards[i]!.seat;
      const card = cards[i]!.card;
      if (kind) out.push({ seat, suit: suitOf(cards[0]!.card), kind, card, earlier: earlierOf(seat, t) });
      else if (
        seat !== k.declarer &&
        seat !== k.dummy &&
        rankOf(card) <= TOP_SPOT &&
        isDiscard(k.strain, cards, i) &&
        !discardedBefore(k, seat, tricks, t)
      )
        out.push({ seat, suit: suitOf(card), kind: 'discard', card, earlier: earlierOf(seat, t) });
    }
  });
  return out;
}

/** The signals a player trusts: partner's always, the opponents' only when they play the same agreement. */
export function signalsToRead(k: PlayKnowledge, opponentsSignal: boolean): ReadSignal[] {
  return readSignals(k).filter((s) => opponentsSignal || s.seat === partnerSeat(k.viewer));
}

/**
 * Whether a sampled hand (remaining cards) agrees with the seat's signals: its holding of the suit
 * at the time of the signal is the remaining cards plus every card of the suit it has played since
 * (the signal was the suit's first round led; a card of the suit discarded before is not counted).
 */
export function fitsSignals(
  seat: Seat,
  remaining: Hand,
  played: Hand,
  signals: readonly ReadSignal[],
  strain: Strain = 'NT',
): boolean {
  for (const s of signals) {
    if (s.seat !== seat) continue;
    const i = suitIndex(s.suit);
    if (s.kind === 'suit-preference') {
      // The hand when it led: what it holds now and what it played since (the signal included).
      const earlier = s.earlier ?? [0, 0, 0, 0];
      const at = remaining.map((h, j) => (h | (played[j]! & ~earlier[j]!)) >>> 0) as unknown as Hand;
      const reading = readingOf(s.card, handWith(at, s.card)[i]!);
      const sides = sideSuits(strain, s.suit);
      const wants = sides ? preferenceOf(at, sides) : null;
      if (reading !== null && wants !== null && wants !== (reading === 'high')) return false;
      continue;
    }
    // The holding when it signalled: what it holds now and what it played of the suit since.
    const since = played[i]! & ~(s.earlier?.[i] ?? 0);
    const holding = (handWith(remaining, s.card)[i]! | since) >>> 0;
    const reading = readingOf(s.card, holding);
    // A middle spot card of a holding with a choice is neither signal: a robot that can signal
    // gives the lowest or the highest spot, so the holding is unlikely (a discard's middle card is
    // made on purpose when no suit has a signal, and says nothing).
    if (reading === null && s.kind !== 'discard' && isMiddleSpot(s.card, holding)) return false;
    if (reading === null) continue;
    const honour = s.kind === 'attitude' || s.kind === 'discard';
    const says = honour ? holding >> (HONOUR - 2) !== 0 : holdingLength(holding) % 2 === 0;
    if (says !== (reading === 'high')) return false;
  }
  return true;
}
