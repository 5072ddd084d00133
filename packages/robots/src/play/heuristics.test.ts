/**
 * Rules of thumb for card play, on hand-made deals played through core's table machine:
 * opening leads (top of a sequence, partner's suit, fourth best), second hand low, cover an
 * honour, third hand high, win cheaply, ruff, discard from weakness, declarer draws trumps.
 * These are the standard defensive and declarer maxims taught in every bridge primer.
 */
import { describe, expect, it } from 'vitest';
import {
  SEATS,
  dealFromHands,
  decide,
  evolve,
  initialTableState,
  parseCall,
  parseHand,
  unwrap,
  viewFor,
  actorToMove,
  type Card,
  type Seat,
  type Suit,
  type TableCommand,
  type TableState,
} from '@biritch/core';
import { chooseCard } from './chooseCard.js';
import { leadCardIn } from './heuristics.js';
import { knowledgeOf } from './knowledge.js';

const apply = (s: TableState, cmd: TableCommand, seat: Seat | null): TableState => {
  const r = decide(s, cmd, seat ? { kind: 'seat', seat } : { kind: 'system' });
  if (!r.ok) throw new Error(r.error.code);
  return r.value.reduce(evolve, s);
};

/** A table after the given hands (S.H.D.C), auction (dealer N) and cards. */
function table(hands: Record<Seat, string>, calls: string, cards: string): TableState {
  const deal = unwrap(
    dealFromHands({
      N: unwrap(parseHand(hands.N)),
      E: unwrap(parseHand(hands.E)),
      S: unwrap(parseHand(hands.S)),
      W: unwrap(parseHand(hands.W)),
    }),
  );
  let s = apply(initialTableState(), { type: 'startDeal', board: 1, dealer: 'N', vulnerability: 'none', deal }, null);
  calls.split(' ').forEach((c, i) => {
    s = apply(s, { type: 'call', call: unwrap(parseCall(c)) }, SEATS[i % 4]!);
  });
  for (const card of cards.split(' ').filter(Boolean))
    s = apply(s, { type: 'play', card: card as Card }, actorToMove(s));
  return s;
}

const robotCard = (s: TableState): Card => {
  const seat = actorToMove(s)!;
  return unwrap(
    chooseCard(viewFor(s, seat), s.play!.tricks, { solver: null, next: () => 0, now: () => 0, timeBudgetMs: 10 }),
  ).card;
};

// North declares 4♠ (1♠ – 4♠); East leads.
const HANDS: Record<Seat, string> = {
  N: 'AKJ32.A32.K32.32',
  E: '54.KQJ4.QJT9.865',
  S: 'QT98.765.A54.AK7',
  W: '76.T98.876.QJT94',
};
const AUCTION = '1S P 4S P P P';

describe('rules of thumb', () => {
  it('leads the top of a sequence (♦Q from QJT9)', () => {
    expect(robotCard(table(HANDS, AUCTION, ''))).toBe('DQ');
  });

  it("leads partner's suit (West overcalled 3♣: East leads the ♣8 from 865)", () => {
    expect(robotCard(table(HANDS, '1S P 2S 3C 4S P P P', ''))).toBe('C8');
  });

  it('plays second hand low (♥4 led: dummy plays the ♥5)', () => {
    expect(robotCard(table(HANDS, AUCTION, 'H4'))).toBe('H5');
  });

  it('covers an honour (♦Q led: dummy covers with the ace)', () => {
    expect(robotCard(table(HANDS, AUCTION, 'DQ'))).toBe('DA');
  });

  it('third hand plays the cheapest card that wins (♥8 from T98)', () => {
    expect(robotCard(table(HANDS, AUCTION, 'H4 H5'))).toBe('H8');
  });

  it('fourth hand wins as cheaply as it can (♥A over the ♥8)', () => {
    expect(robotCard(table(HANDS, AUCTION, 'H4 H5 H8'))).toBe('HA');
  });

  it("discards rather than ruffing partner's winner", () => {
    // ♣: E 8, dummy 7, W 9, N 2; W ♣4, N 3, E 5, dummy K; dummy ♣A, W ♣J: North, out of clubs, lets the ace win.
    const card = robotCard(table(HANDS, AUCTION, 'C8 C7 C9 C2 C4 C3 C5 CK CA CJ'));
    expect(card[0]).not.toBe('S');
  });

  it('declarer draws trumps while the opponents have some (dummy leads the ♠Q)', () => {
    expect(robotCard(table(HANDS, AUCTION, 'C8 C7 C9 C2 C4 C3 C5 CK'))).toBe('SQ');
  });
});

describe('the card led from a chosen suit (heuristics.leadCardIn)', () => {
  // Standard leads (the ACBL's SAYC convention card, "Leads"): top of touching honours, fourth best
  // from four or more, top of a doubleton or of three small, low from an honour in partner's suit,
  // the ace from ace–king against a suit. The simulation leads this card from the suit it chooses.
  const k = knowledgeOf(viewFor(table(HANDS, AUCTION, ''), 'E'), [])!;
  const lead = (cards: string, suit: Suit, partnerSuits: Suit[] = []): Card =>
    leadCardIn(k, cards.split(' ') as Card[], suit, { partnerSuits });

  it('leads the top of touching honours (♥K from KQJ4)', () => {
    expect(lead('HK HQ HJ H4 S5 S4', 'H')).toBe('HK');
  });

  it('leads fourth best from four or more (♥4 from K9642)', () => {
    expect(lead('HK H9 H6 H4 H2 S5', 'H')).toBe('H4');
  });

  it('leads the top of three small (♣8 from 865) and of a doubleton (♠5 from 54)', () => {
    expect(lead('C8 C6 C5 S5 S4', 'C')).toBe('C8');
    expect(lead('C8 C6 C5 S5 S4', 'S')).toBe('S5');
  });

  it("leads low from an honour in partner's suit (♦3 from Q73)", () => {
    expect(lead('DQ D7 D3 S5', 'D', ['D'])).toBe('D3');
  });

  it('leads the ace from ace–king against a suit contract (♦A from AK62)', () => {
    expect(lead('DA DK D6 D2 S5', 'D')).toBe('DA');
  });
});
