/**
 * Card play by rules of thumb, for when the double-dummy sampler cannot answer in time: opening
 * leads (partner's suit, top of a sequence, fourth best), second hand low, third hand high,
 * cover an honour, win cheaply, ruff, discard from weakness, declarer draws trumps and cashes
 * winners.
 *
 * ```ts
 * heuristicCard(knowledge, view.legalCards, { partnerSuits: ['H'] }) // e.g. 'HK'
 * ```
 * Always returns one of the legal cards it is given.
 */
import {
  SUITS,
  handHas,
  holdingLength,
  partnerSeat,
  rankOf,
  ranksOf,
  suitIndex,
  suitOf,
  makeCard,
  type Card,
  type Hand,
  type PlayedCard,
  type Seat,
  type Suit,
} from '@biritch/core';
import type { PlayKnowledge } from './knowledge.js';

/** What the auction says that the play heuristics use. */
export interface PlayHints {
  /** Suits partner bid, most recent last. */
  readonly partnerSuits: readonly Suit[];
  /**
   * Suits the declaring side has shown at least four cards in (the auction's inferences, so an
   * artificial bid such as Stayman's 2♣ does not count): leading one of them usually sets up
   * declarer's tricks instead of the defenders'.
   */
  readonly opponentSuits?: readonly Suit[] | undefined;
  /** Suits the declaring side has shown three cards in (a 1♣ or 1♦ opening): less theirs than the above. */
  readonly opponentShortSuits?: readonly Suit[] | undefined;
  /** Suits the leader itself has shown five cards in (an overcall, a preempt): led after partner's. */
  readonly ownSuits?: readonly Suit[] | undefined;
}

const byRank = (a: Card, b: Card): number => rankOf(a) - rankOf(b);
const lowest = (cards: readonly Card[]): Card => [...cards].sort(byRank)[0]!;
const highest = (cards: readonly Card[]): Card => [...cards].sort(byRank).at(-1)!;
const inSuit = (cards: readonly Card[], s: Suit): Card[] => cards.filter((c) => suitOf(c) === s);

/** The card currently winning a trick in progress. */
export function winningSoFar(cards: readonly PlayedCard[], strain: string): PlayedCard {
  let best = cards[0]!;
  for (const c of cards.slice(1)) {
    const same = suitOf(c.card) === suitOf(best.card);
    if (same ? rankOf(c.card) > rankOf(best.card) : suitOf(c.card) === strain) best = c;
  }
  return best;
}

const beats = (card: Card, best: Card, strain: string): boolean =>
  suitOf(card) === suitOf(best) ? rankOf(card) > rankOf(best) : suitOf(card) === strain;

/** Whether every higher card of the suit is gone or held by the player's own side (seen hands). */
function isMaster(k: PlayKnowledge, card: Card, side: readonly Seat[]): boolean {
  const s = suitOf(card);
  for (let r = rankOf(card) + 1; r <= 14; r++) {
    const c = makeCard(s, r as Parameters<typeof makeCard>[1]);
    const gone = Object.values(k.played).some((h) => handHas(h, c));
    const ours = side.some((seat) => k.seen[seat] && handHas(k.seen[seat]!, c));
    if (!gone && !ours) return false;
  }
  return true;
}

/** Points of the honours a holding has, for choosing a discard. */
const honourWeight = (h: number): number => ranksOf(h).reduce((n, r) => n + Math.max(0, r - 10), 0);

function discard(k: PlayKnowledge, legal: readonly Card[], hand: Hand): Card {
  const suits = SUITS.filter((s) => inSuit(legal, s).length > 0);
  const nonTrump = suits.filter((s) => s !== k.strain);
  const pool = nonTrump.length > 0 ? nonTrump : suits;
  // Throw from the weakest suit: fewest honours, then the longest (keeping guards elsewhere).
  const s = [...pool].sort((a, b) => {
    const ha = hand[suitIndex(a)]!;
    const hb = hand[suitIndex(b)]!;
    return honourWeight(ha) - honourWeight(hb) || holdingLength(hb) - holdingLength(ha);
  })[0]!;
  return lowest(inSuit(legal, s));
}

/** The top of a sequence of two or more touching honours at the head of the suit, if any. */
function sequenceTop(cards: readonly Card[]): Card | null {
  const sorted = [...cards].sort(byRank).reverse();
  if (sorted.length >= 2 && rankOf(sorted[0]!) >= 11 && rankOf(sorted[0]!) - rankOf(sorted[1]!) === 1)
    return sorted[0]!;
  return null;
}

/** Fourth best from four or more, top of a doubleton or of three small, else low. */
function normalLead(cards: readonly Card[]): Card {
  const sorted = [...cards].sort(byRank).reverse();
  const seq = sequenceTop(sorted);
  if (seq) return seq;
  if (sorted.length >= 4) return sorted[3]!;
  if (sorted.length === 2 || rankOf(sorted[0]!) < 11) return sorted[0]!;
  return sorted.at(-1)!;
}

/**
 * The card the rules lead from `suit` at the opening lead, once that suit is chosen: partner's suit
 * (the ace against a suit contract rather than underlead it, the top of touching honours or of a
 * doubleton, low from three or more headed by an honour), the ace from ace–king or from the
 * leader's own long suit against a suit contract, else top of a sequence, fourth best, top of a
 * doubleton or of three small (standard leads, e.g. the ACBL's SAYC convention card). The
 * simulation (chooseCard.ts) chooses the suit and then leads this card when it does as well, so
 * that partner and declarer can read the lead (readPlay.ts).
 */
export function leadCardIn(k: PlayKnowledge, legal: readonly Card[], suit: Suit, hints: PlayHints): Card {
  const trumps = k.strain === 'NT' ? null : (k.strain as Suit);
  const cards = inSuit(legal, suit);
  const hasAce = cards.some((c) => rankOf(c) === 14);
  if (hints.partnerSuits.includes(suit)) {
    // Against a suit contract never underlead an ace, even in partner's suit: it may not come back.
    if (trumps && hasAce && cards.length > 1) return makeCard(suit, 14);
    return (
      sequenceTop(cards) ??
      (cards.length === 2
        ? highest(cards)
        : cards.length >= 3 && rankOf(highest(cards)) >= 11
          ? lowest(cards)
          : highest(cards))
    );
  }
  // Ace from ace–king against a suit: it keeps the lead and sees dummy.
  if (trumps && hasAce && cards.some((c) => rankOf(c) === 13)) return makeCard(suit, 14);
  if (trumps && hasAce && (hints.ownSuits ?? []).includes(suit)) return makeCard(suit, 14);
  return normalLead(cards);
}

function openingLead(k: PlayKnowledge, legal: readonly Card[], hints: PlayHints): Card {
  const trumps = k.strain === 'NT' ? null : (k.strain as Suit);
  const suits = SUITS.filter((s) => inSuit(legal, s).length > 0);
  const side = suits.filter((s) => s !== trumps);
  const all = side.length > 0 ? side : suits;
  const partner = [...hints.partnerSuits].reverse().find((s) => all.includes(s));
  if (partner) return leadCardIn(k, legal, partner, hints);
  // Ace from ace–king against a suit: it keeps the lead and sees dummy, whoever bid the suit.
  const akSuit = trumps
    ? all.find((s) => {
        const r = ranksOf(legal.filter((c) => suitOf(c) === s).reduce((h, c) => h | (1 << (rankOf(c) - 2)), 0));
        return r[0] === 14 && r[1] === 13;
      })
    : undefined;
  if (akSuit) return makeCard(akSuit, 14);
  // The leader's own long suit, shown by an overcall or a preempt, comes next.
  const own = (hints.ownSuits ?? []).find((s) => all.includes(s));
  if (own) return leadCardIn(k, legal, own, hints);
  // The suits the declaring side showed are theirs to set up: lead an unbid suit when there is one,
  // else one they showed only three cards in.
  const shownBy = (suit: Suit): number =>
    (hints.opponentSuits ?? []).includes(suit) ? 2 : (hints.opponentShortSuits ?? []).includes(suit) ? 1 : 0;
  const least = Math.min(...all.map(shownBy));
  const candidates = all.filter((suit) => shownBy(suit) === least);
  if (trumps) {
    const myTrumps = inSuit(legal, trumps).length;
    const single = candidates.find((s) => inSuit(legal, s).length === 1 && rankOf(inSuit(legal, s)[0]!) < 13);
    if (single && myTrumps >= 1 && myTrumps <= 3) return inSuit(legal, single)[0]!;
  }
  const seq = candidates.map((s) => sequenceTop(inSuit(legal, s))).find((c) => c !== null);
  if (seq) return seq;
  // Longest suit; in a suit contract, not away from an ace.
  const safe = trumps
    ? candidates.filter((s) => highest(inSuit(legal, s)) !== makeCard(s, 14) || inSuit(legal, s).length === 1)
    : candidates;
  const pool = safe.length > 0 ? safe : candidates;
  // Against no-trump, of two suits as long, a major: the declaring side would have looked for a major
  // fit (Stayman, a major response) and so has probably not got one, while partner may have length
  // there (Bird & Anthias, "Winning Notrump Leads", 2011: lead the unbid major). Measured over 174
  // no-trump leads of seeds 2511, 3000 and 4242: 43 cost a trick instead of 48.
  const major = (s: Suit): number => (!trumps && (s === 'H' || s === 'S') ? 1 : 0);
  const longest = [...pool].sort(
    (a, b) => inSuit(legal, b).length - inSuit(legal, a).length || major(b) - major(a),
  )[0]!;
  return normalLead(inSuit(legal, longest));
}

function laterLead(k: PlayKnowledge, legal: readonly Card[], hints: PlayHints): Card {
  const me = k.toPlay;
  const declaring = me === k.declarer || me === k.dummy;
  const side: Seat[] = [me, partnerSeat(me)];
  const trumps = k.strain === 'NT' ? null : (k.strain as Suit);
  if (declaring && trumps) {
    const seenTrumps = side.reduce((n, s) => n + (k.seen[s] ? holdingLength(k.seen[s]![suitIndex(trumps)]!) : 0), 0);
    const goneTrumps = Object.values(k.played).reduce((n, h) => n + holdingLength(h[suitIndex(trumps)]!), 0);
    const theirs = 13 - seenTrumps - goneTrumps;
    const mine = inSuit(legal, trumps);
    if (theirs > 0 && mine.length > 0) {
      const top = highest(mine);
      return isMaster(k, top, side) ? top : lowest(mine);
    }
  }
  const masters = legal.filter((c) => suitOf(c) !== trumps && isMaster(k, c, side));
  if (masters.length > 0) return highest(masters);
  if (!declaring) {
    const partnerLed = k.tricks.filter((t) => t.leader === partnerSeat(me)).map((t) => suitOf(t.cards[0]!.card));
    const back = [...partnerLed, ...hints.partnerSuits].find((s) => inSuit(legal, s).length > 0 && s !== trumps);
    if (back) {
      const cards = inSuit(legal, back);
      return cards.length <= 2 ? highest(cards) : lowest(cards);
    }
  }
  const suits = SUITS.filter((s) => inSuit(legal, s).length > 0);
  const side2 = suits.filter((s) => s !== trumps);
  const pool = side2.length > 0 ? side2 : suits;
  const longest = [...pool].sort((a, b) => inSuit(legal, b).length - inSuit(legal, a).length)[0]!;
  return lowest(inSuit(legal, longest));
}

/** A sensible legal card by rules of thumb. */
export function heuristicCard(k: PlayKnowledge, legal: readonly Card[], hints: PlayHints): Card {
  if (legal.length === 1) return legal[0]!;
  const hand = k.seen[k.toPlay] ?? [0, 0, 0, 0];
  const trick = k.trick.cards;
  if (trick.length === 0) return k.tricks.length === 0 ? openingLead(k, legal, hints) : laterLead(k, legal, hints);
  const led = suitOf(trick[0]!.card);
  const best = winningSoFar(trick, k.strain);
  const partnerWinning = best.seat === partnerSeat(k.toPlay);
  const winners = legal.filter((c) => beats(c, best.card, k.strain));
  const following = suitOf(legal[0]!) === led;
  const side: Seat[] = [k.toPlay, partnerSeat(k.toPlay)];
  if (following) {
    if (trick.length === 1) {
      // Second hand low, but cover an honour.
      return rankOf(trick[0]!.card) >= 11 && winners.length > 0 ? lowest(winners) : lowest(legal);
    }
    if (partnerWinning && (trick.length === 3 || isMaster(k, best.card, side))) return lowest(legal);
    return winners.length > 0 ? lowest(winners) : lowest(legal);
  }
  if (partnerWinning && (trick.length === 3 || isMaster(k, best.card, side))) return discard(k, legal, hand);
  const ruffs = winners.filter((c) => suitOf(c) === k.strain);
  if (ruffs.length > 0) return lowest(ruffs);
  return discard(k, legal, hand);
}
