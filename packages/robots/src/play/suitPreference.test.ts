/**
 * Suit preference where it is standard (issue 25, "Defensive signals … suit preference where
 * standard"): a defender giving partner a ruff asks with the card it leads for one of the two other
 * side suits back — high for the higher-ranking, low for the lower — made by the robots and read by them.
 */
import { describe, expect, it } from 'vitest';
import { PASS, bid, suitOf, viewFor } from '@biritch/core';
import type { Card, Seat, TableState } from '@biritch/core';
import { seededRandom } from '@biritch/dealer';
import type { SolverBackend } from '@biritch/solver';
import { chooseCard } from './chooseCard.js';
import { knowledgeOf } from './knowledge.js';
import { uniformFrom } from './random.js';
import { fitsSignals, readSignals, suitPreferenceCard, suitPreferenceFor } from './signals.js';
import { apply, dealtAndBid, hand } from './position.testing.js';

/**
 * 4♠ by South. West, void in diamonds, showed out on trick 2; East wins trick 3 and is on lead with
 * ♠T9 ♥7 ♦JT987 ♣A8: a diamond gives West a ruff, and East's entry is the ♣A (the lower side suit).
 */
function eastToGiveARuff(): TableState {
  let s = dealtAndBid(
    { W: '765.Q9852..J6543', N: 'KJ4.J63.AK2.KQ72', E: 'T9.AK7.QJT987.A8', S: 'AQ832.T4.6543.T9' },
    'S',
    [bid(1, 'S'), PASS, bid(4, 'S'), PASS, PASS, PASS],
  );
  const plays: [Card, Seat][] = [
    ['H2', 'W'],
    ['H3', 'S'],
    ['HK', 'E'],
    ['H4', 'S'], // East wins trick 1
    ['DQ', 'E'],
    ['D3', 'S'],
    ['C3', 'W'],
    ['DA', 'S'], // West shows out of diamonds; dummy wins
    ['H6', 'S'],
    ['HA', 'E'],
    ['HT', 'S'],
    ['H5', 'W'], // East wins trick 3
  ];
  for (const [card, seat] of plays) s = apply(s, { type: 'play', card }, seat);
  return s;
}

/** A solver stub: on lead, every diamond takes 5 tricks and every other card 3 (the robot's cards only). */
const diamondsBest: SolverBackend = {
  name: 'ts',
  solve: (position) => {
    const cards = (['S', 'H', 'D', 'C'] as const).flatMap((suit) =>
      ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2']
        .map((r) => `${suit}${r}` as Card)
        .filter((c) => {
          const h = position.deal.E;
          const i = ['C', 'D', 'H', 'S'].indexOf(suitOf(c));
          const rank = '23456789TJQKA'.indexOf(c[1]!) + 2;
          return (h[i]! & (1 << (rank - 2))) !== 0;
        }),
    );
    return { tricks: 5, cards: cards.map((card) => ({ card, equals: [], tricks: suitOf(card) === 'D' ? 5 : 3 })) };
  },
  table: () => {
    throw new Error('not used');
  },
};

describe('suit preference when giving partner a ruff', () => {
  it('East, with the ♣A, asks for clubs (the lower side suit) with the lowest diamond', () => {
    const view = viewFor(eastToGiveARuff(), 'E');
    const k = knowledgeOf(view, view.playedTricks)!;
    const wish = suitPreferenceFor(k, 'D');
    expect(wish).toEqual({ kind: 'suit-preference', high: false });
    expect(suitPreferenceCard(k, wish!, 'D', ['DJ', 'DT', 'D9', 'D8', 'D7'])).toBe('D7');
  });

  it('a trump lead, or a suit partner still follows to, carries no suit preference', () => {
    const view = viewFor(eastToGiveARuff(), 'E');
    const k = knowledgeOf(view, view.playedTricks)!;
    expect(suitPreferenceFor(k, 'S')).toBeNull();
    expect(suitPreferenceFor(k, 'C')).toBeNull();
  });

  it('the robot leads the diamond that asks for clubs among the equally good diamonds', () => {
    const view = viewFor(eastToGiveARuff(), 'E');
    const next = uniformFrom(seededRandom(3));
    const r = chooseCard(view, view.playedTricks, { solver: diamondsBest, next, now: () => 0, timeBudgetMs: 500 });
    expect(r.ok && r.value.card).toBe('D7');
    expect(r.ok && r.value.signal).toEqual({ kind: 'suit-preference', high: false });
    expect(r.ok && r.value.message.id).toBe('play.signal.prefer-lower');
  });

  it("West reads East's ♦7: layouts where East holds a heart entry and no club entry are rejected", () => {
    let s = eastToGiveARuff();
    s = apply(s, { type: 'play', card: 'D7' }, 'E');
    const view = viewFor(s, 'W');
    const k = knowledgeOf(view, view.playedTricks)!;
    const signals = readSignals(k).filter((x) => x.kind === 'suit-preference');
    expect(signals.map((x) => [x.seat, x.card])).toEqual([['E', 'D7']]);
    // East's hand as West might sample it now (the ♥AK and ♦Q are gone: played before the ♦7).
    const played = k.played.E;
    expect(fitsSignals('E', hand('T9.7.JT98.A8'), played, signals, 'S')).toBe(true);
    // A hand whose entry is a heart (made up for the check: the real ♥A is gone) contradicts the low card.
    expect(fitsSignals('E', hand('T9.A.JT98.98'), played, signals, 'S')).toBe(false);
    // Without the ♣A (South has it) East had no clear preference: the card says nothing against it.
    expect(fitsSignals('E', hand('T9.7.JT98.98'), played, signals, 'S')).toBe(true);
  });
});
