/**
 * Layouts weighed by how well the hidden players' last cards were played on them (issue 25, "Card
 * play": "samples consistent with the auction and the play so far"): a layout on which a player's
 * card threw a trick away double dummy is less likely than one on which it was the best card.
 */
import { describe, expect, it } from 'vitest';
import { PASS, bid, handSize, viewFor } from '@biritch/core';
import type { Deal, Seat, TableState } from '@biritch/core';
import { knowledgeOf } from './knowledge.js';
import { TRICK_LIKELIHOOD, playLikelihood, positionAt, recentDecisions } from './playedWell.js';
import { apply, dealtAndBid, hand } from './position.testing.js';

const HANDS = {
  W: '765.AQ9.QJT9.876',
  N: 'KJ4.6543.AK2.J43',
  E: 'T98.K72.8765.KQT',
  S: 'AQ32.JT8.43.A952',
};

/** 4♠ by South after 1♠–4♠: West leads the ♦Q, dummy wins the ace, East plays the ♦5, South the ♦3; then dummy's ♥3, East's ♥2. */
function afterEastsDuck(): TableState {
  let s = dealtAndBid(HANDS, 'S', [bid(1, 'S'), PASS, bid(4, 'S'), PASS, PASS, PASS]);
  const plays: [string, Seat][] = [
    ['DQ', 'W'],
    ['DA', 'S'],
    ['D5', 'E'],
    ['D3', 'S'],
    ['H3', 'S'],
    ['H2', 'E'],
  ];
  for (const [card, by] of plays) s = apply(s, { type: 'play', card: card as never }, by);
  return s;
}

describe('the hidden players’ recent cards', () => {
  it('are the hidden seats’ cards, newest first, without the opening lead', () => {
    const view = viewFor(afterEastsDuck(), 'S');
    const k = knowledgeOf(view, view.playedTricks)!;
    expect(recentDecisions(k, 5).map((d) => `${d.seat}:${d.card}`)).toEqual(['E:H2', 'E:D5']);
    expect(recentDecisions(k, 1).map((d) => d.card)).toEqual(['H2']);
  });

  it('rebuild the position each was made in: every card played since goes back to its hand', () => {
    const view = viewFor(afterEastsDuck(), 'S');
    const k = knowledgeOf(view, view.playedTricks)!;
    const [, duck] = recentDecisions(k, 2);
    const layout = strip(dealt(), k);
    const p = positionAt(layout, duck!);
    expect(p.trick).toEqual({ leader: 'W', cards: ['DQ', 'DA'] });
    expect(handSize(p.deal.E)).toBe(13);
    expect(handSize(p.deal.W)).toBe(12);
    expect(handSize(p.deal.N)).toBe(12);
  });
});

describe('the likelihood of a layout', () => {
  it('is 1 when each card was double-dummy best, and falls by TRICK_LIKELIHOOD for each trick given up', () => {
    const view = viewFor(afterEastsDuck(), 'S');
    const k = knowledgeOf(view, view.playedTricks)!;
    const decisions = recentDecisions(k, 2);
    const layout = strip(dealt(), k);
    const best = [
      { card: 'H2' as const, equals: [], tricks: 3 },
      { card: 'HK' as const, equals: [], tricks: 3 },
    ];
    expect(playLikelihood(layout, decisions, () => best)).toBe(1);
    // On this layout ♥2 gave up a trick (♥K was worth one more), and ♦5 was as good as any.
    const scores = (p: ReturnType<typeof positionAt>) =>
      p.trick.cards.length === 1
        ? [
            { card: 'H2' as const, equals: [], tricks: 2 },
            { card: 'HK' as const, equals: [], tricks: 3 },
          ]
        : [
            { card: 'D5' as const, equals: ['D6' as const], tricks: 4 },
            { card: 'D8' as const, equals: [], tricks: 4 },
          ];
    expect(playLikelihood(layout, decisions, scores)).toBeCloseTo(TRICK_LIKELIHOOD);
  });
});

/** The hands as dealt. */
const dealt = (): Deal =>
  Object.fromEntries((['N', 'E', 'S', 'W'] as const).map((s) => [s, hand(HANDS[s])])) as unknown as Deal;

/** The hands as they stand now: the dealt hands without the cards played. */
function strip(dealt: Deal, k: ReturnType<typeof knowledgeOf> & object): Deal {
  const out = { ...dealt } as Record<Seat, Deal[Seat]>;
  for (const s of ['N', 'E', 'S', 'W'] as const) {
    out[s] = dealt[s].map((x, i) => (x & ~k.played[s][i]!) >>> 0) as unknown as Deal[Seat];
  }
  return out as Deal;
}
