// The play (Laws 41–66) and the seeds' trick examples.
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  SEATS,
  handFromCards,
  handSize,
  parseHand,
  rankOf,
  suitOf,
  type Card,
  type Deal,
  type Seat,
  type Strain,
} from './cards.js';
import { checkPlay, legalCardsOf, playWithCard, startPlay, trickWinner, type Play, type PlayedCard } from './play.js';
import { unwrap } from './result.js';
import { IDENTITY_SEATS } from './rules/ruleSet.js';

const trick = (leader: Seat, cards: string): PlayedCard[] => {
  const order: Seat[] = [leader];
  while (order.length < 4) order.push(SEATS[(SEATS.indexOf(order[order.length - 1]!) + 1) % 4]!);
  return cards.split(' ').map((card, i) => ({ seat: order[i]!, card: card as Card }));
};

describe('trick winners: seed examples (Law 44)', () => {
  it('Slovak seed (003, "Príklad 1"): W ♥3, N ♥8, E ♥J, S ♥Q — South wins with the highest card of the suit led', () => {
    expect(trickWinner(trick('W', 'H3 H8 HJ HQ'), 'NT')).toBe('S');
  });
  it('Slovak seed (003, "Príklad 2"): S ♥2, W ♥6, N ♥9, E ♠K — North wins; a higher card of another suit does not', () => {
    expect(trickWinner(trick('S', 'H2 H6 H9 SK'), 'NT')).toBe('N');
  });
  it('Slovak seed (003, "Príklad 3"): hearts trumps, N ♠Q, E ♠A, S ♥4, W ♠5 — South ruffs and wins', () => {
    expect(trickWinner(trick('N', 'SQ SA H4 S5'), 'H')).toBe('S');
  });
  it('Slovak seed (003, after "Príklad 3"): had West ruffed with ♥5 or higher, West would win', () => {
    expect(trickWinner(trick('N', 'SQ SA H4 H5'), 'H')).toBe('W');
  });
  it('Polish seed (000, "Rozgrywka"): W ♥10, N ♥7, E ♠4, S ♣7 — ♥10 wins at NT, hearts or diamonds; ♠4 or ♣7 when trumps', () => {
    const t = trick('W', 'HT H7 S4 C7');
    const winners = (['NT', 'H', 'D', 'S', 'C'] as Strain[]).map((s) => trickWinner(t, s));
    expect(winners).toEqual(['W', 'W', 'W', 'E', 'S']);
  });
});

// Round-robin deal: card i of ALL_CARDS (clubs 2 first) to seat i mod 4, so each hand has 3–4 of every suit.
const roundRobin = (): Deal => {
  const by: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  ALL_CARDS.forEach((c, i) => {
    by[SEATS[i % 4]!].push(c);
  });
  return { N: handFromCards(by.N), E: handFromCards(by.E), S: handFromCards(by.S), W: handFromCards(by.W) };
};
const spadesByWest = (): Play =>
  startPlay({ deal: roundRobin(), strain: 'S', declarer: 'W', dummy: 'E', seats: IDENTITY_SEATS, leader: 'N' });

describe('the play (Laws 41–45)', () => {
  it("starts with the opening leader on declarer's left (Law 41A)", () => {
    expect(spadesByWest().turn).toBe('N');
    expect(legalCardsOf(spadesByWest(), 'N')).toHaveLength(13);
  });
  it("lets declarer play dummy's card when it is dummy's turn (Law 45B)", () => {
    let p = unwrap(playWithCard(spadesByWest(), 'N', 'C2'));
    expect(p.turn).toBe('E');
    expect(legalCardsOf(p, 'E')).toEqual(['CJ', 'C7', 'C3']);
    p = unwrap(playWithCard(p, 'W', 'C7'));
    expect(p.current.map((c) => c.seat)).toEqual(['N', 'E']);
  });
  it('refuses dummy playing with play/dummy-cannot-play', () => {
    const p = unwrap(playWithCard(spadesByWest(), 'N', 'C2'));
    expect(checkPlay(p, 'E', 'C3')).toMatchObject({ ok: false, error: { code: 'play/dummy-cannot-play' } });
  });
  it('refuses a card out of turn with play/not-your-turn (Law 41A, Law 45)', () => {
    expect(checkPlay(spadesByWest(), 'S', 'C4')).toMatchObject({ ok: false, error: { code: 'play/not-your-turn' } });
    expect(checkPlay(spadesByWest(), 'W', 'C5')).toMatchObject({ ok: false, error: { code: 'play/not-your-turn' } });
  });
  it('refuses a card the player does not hold with play/card-not-in-hand', () => {
    expect(checkPlay(spadesByWest(), 'N', 'C3')).toMatchObject({ ok: false, error: { code: 'play/card-not-in-hand' } });
  });
  it('refuses a card of another suit while holding the suit led (Law 44C)', () => {
    const p = unwrap(playWithCard(spadesByWest(), 'N', 'C2'));
    expect(checkPlay(p, 'W', 'D2')).toMatchObject({ ok: false, error: { code: 'play/must-follow-suit' } });
  });
  it('allows any card when void in the suit led, and a trump then wins (Law 44E)', () => {
    // North holds only spades; East only hearts; South only diamonds; West only clubs.
    const deal: Deal = {
      N: unwrap(parseHand('AKQJT98765432...')),
      E: unwrap(parseHand('.AKQJT98765432..')),
      S: unwrap(parseHand('..AKQJT98765432.')),
      W: unwrap(parseHand('...AKQJT98765432')),
    };
    let p = startPlay({ deal, strain: 'C', declarer: 'S', dummy: 'N', seats: IDENTITY_SEATS, leader: 'W' });
    p = unwrap(playWithCard(p, 'W', 'C2'));
    p = unwrap(playWithCard(p, 'S', 'SA'));
    p = unwrap(playWithCard(p, 'E', 'HA'));
    p = unwrap(playWithCard(p, 'S', 'DA'));
    expect(p.tricks[0]!.winner).toBe('W');
    expect(p).toMatchObject({ defenderTricks: 1, declarerTricks: 0, turn: 'W', leader: 'W' });
  });
});

// A small deterministic generator for test choices (core code itself never draws random numbers).
const lcg = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed / 2 ** 32;
};

// An independent reference for Law 44: order the four cards by (is trump, is suit led, rank).
const referenceWinner = (cards: readonly PlayedCard[], strain: Strain): Seat => {
  const led = suitOf(cards[0]!.card);
  const key = (c: PlayedCard) => (suitOf(c.card) === strain ? 200 : suitOf(c.card) === led ? 100 : 0) + rankOf(c.card);
  return [...cards].sort((a, b) => key(b) - key(a))[0]!.seat;
};

describe('whole deals played at random (Laws 44, 45, 47)', () => {
  it('plays 13 tricks on 300 random deals: legal cards only, the winner leads, counts add to 13', () => {
    const rand = lcg(7);
    for (let n = 0; n < 300; n++) {
      const cards = [...ALL_CARDS];
      for (let i = cards.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [cards[i], cards[j]] = [cards[j]!, cards[i]!];
      }
      const deal = Object.fromEntries(
        SEATS.map((s, i) => [s, handFromCards(cards.slice(i * 13, i * 13 + 13))]),
      ) as unknown as Deal;
      const strain = (['C', 'D', 'H', 'S', 'NT'] as const)[n % 5]!;
      const declarer = SEATS[n % 4]!;
      const dummy = SEATS[(n + 2) % 4]!;
      let p = startPlay({ deal, strain, declarer, dummy, seats: IDENTITY_SEATS, leader: SEATS[(n + 1) % 4]! });
      while (p.turn !== null) {
        const legal = legalCardsOf(p, p.turn);
        const card = legal[Math.floor(rand() * legal.length)]!;
        const before = p.tricks.length;
        p = unwrap(playWithCard(p, p.turn === dummy ? declarer : p.turn, card));
        if (p.tricks.length > before) {
          const t = p.tricks[p.tricks.length - 1]!;
          expect(t.winner).toBe(referenceWinner(t.cards, strain));
          if (p.turn !== null) expect(p.turn).toBe(t.winner);
        }
      }
      expect(p.tricks).toHaveLength(13);
      expect(p.declarerTricks + p.defenderTricks).toBe(13);
      expect(p.declarerTricks).toBe(p.tricks.filter((t) => t.winner === declarer || t.winner === dummy).length);
      expect(SEATS.map((s) => handSize(p.hands[s]))).toEqual([0, 0, 0, 0]);
      expect(checkPlay(p, declarer, 'SA')).toMatchObject({ ok: false, error: { code: 'play/play-over' } });
    }
  });
});
