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
 * honour is played to win or to unblock, not to signal) of a defender following suit. Reading:
 * the signaller's lowest card of the suit says "no honour" (attitude) or "odd" (count); the highest
 * card below the jack, not the lowest, says "an honour" or "even". Any other card says nothing.
 */
import { handWith, holdingLength, makeCard, partnerSeat, rankOf, suitIndex, suitOf } from '@biritch/core';
import type { Card, Hand, PlayedCard, Seat, Suit } from '@biritch/core';
import type { PlayKnowledge } from './knowledge.js';

/** What a signal says. */
export type SignalKind = 'attitude' | 'count';

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
}

/** The ranks that make an honour worth encouraging: ace, king, queen. */
const HONOUR = 12;
/** Spot cards only (below the jack) are high signals. */
const TOP_SPOT = 10;

/** Whether `suit` was led in an earlier trick (signals belong to its first round only). */
function ledBefore(k: PlayKnowledge, suit: Suit, before: number): boolean {
  return k.tricks.slice(0, before).some((t) => t.cards[0] && suitOf(t.cards[0].card) === suit);
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
  if (lead.seat === partnerSeat(seat)) return 'attitude';
  if (lead.seat === k.declarer || lead.seat === k.dummy) return 'count';
  return null;
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
  if (rankOf(card) === lowest) return 'low';
  return rankOf(card) === highestSpot ? 'high' : null;
}

/**
 * The signalling card among `candidates` (cards equally good for the result): the card partner
 * will read as the wish (the highest spot below the jack for high, the lowest card for low); when
 * the candidates hold no such card, a middle card that says nothing rather than a false signal.
 * Null when no candidate of the led suit is a spot card.
 */
export function signalCard(k: PlayKnowledge, wish: SignalWish, candidates: readonly Card[]): Card | null {
  const lead = k.trick.cards[0];
  const hand = k.seen[k.toPlay];
  if (!lead || !hand) return null;
  const holding = hand[suitIndex(suitOf(lead.card))]!;
  const pool = candidates.filter((c) => suitOf(c) === suitOf(lead.card) && rankOf(c) <= TOP_SPOT);
  const want = wish.high ? 'high' : 'low';
  return pool.find((c) => readingOf(c, holding) === want) ?? pool.find((c) => readingOf(c, holding) === null) ?? null;
}

/** Every signal given so far in the tricks the player watched and the trick in progress. */
export function readSignals(k: PlayKnowledge): ReadSignal[] {
  const out: ReadSignal[] = [];
  const tricks = [...k.tricks.map((t) => t.cards), k.trick.cards];
  tricks.forEach((cards, t) => {
    for (let i = 1; i < cards.length; i++) {
      const kind = signalKindAt(k, cards, i, t);
      if (kind) out.push({ seat: cards[i]!.seat, suit: suitOf(cards[0]!.card), kind, card: cards[i]!.card });
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
 * (the signal was the suit's first round).
 */
export function fitsSignals(seat: Seat, remaining: Hand, played: Hand, signals: readonly ReadSignal[]): boolean {
  for (const s of signals) {
    if (s.seat !== seat) continue;
    const i = suitIndex(s.suit);
    const holding = (handWith(remaining, s.card)[i]! | played[i]!) >>> 0;
    const reading = readingOf(s.card, holding);
    if (reading === null) continue;
    const says = s.kind === 'attitude' ? holding >> (HONOUR - 2) !== 0 : holdingLength(holding) % 2 === 0;
    if (says !== (reading === 'high')) return false;
  }
  return true;
}
