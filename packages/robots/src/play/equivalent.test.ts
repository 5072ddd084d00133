/**
 * Equivalent cards (issue 25, "speed per decision"): when every legal card does the same whatever
 * the layout — one suit, and every card ranking between them already played — the robot plays
 * without sampling or solving, as DDS would group the cards as `equals`.
 */
import { describe, expect, it } from 'vitest';
import { PASS, bid, viewFor } from '@biritch/core';
import type { TableState } from '@biritch/core';
import { seededRandom } from '@biritch/dealer';
import type { SolverBackend } from '@biritch/solver';
import { areEquivalent, chooseCard } from './chooseCard.js';
import { knowledgeOf } from './knowledge.js';
import { uniformFrom } from './random.js';
import { apply, dealtAndBid } from './position.testing.js';

/** 4♠ by South; West leads ♥A (dummy ♥3), so East holds ♥K72 and ♠T98. */
function afterLead(): TableState {
  let s = dealtAndBid(
    { W: '765.AQ9.J65.7654', N: 'KJ4.6543.AK2.KJ3', E: 'T98.K72.T987.T98', S: 'AQ32.JT8.Q43.AQ2' },
    'S',
    [bid(1, 'S'), PASS, bid(4, 'S'), PASS, PASS, PASS],
  );
  s = apply(s, { type: 'play', card: 'HA' }, 'W');
  return apply(s, { type: 'play', card: 'H3' }, 'S');
}

/** A solver that must not be asked. */
const noSolve: SolverBackend = {
  name: 'ts',
  solve: () => {
    throw new Error('solved although every card was equivalent');
  },
  table: () => {
    throw new Error('not used');
  },
};
const opts = { solver: noSolve, next: uniformFrom(seededRandom(1)), now: () => 0, timeBudgetMs: 500 };

describe('equivalent cards', () => {
  it('♥K72 on the first trick are not equivalent (the ♥3 on the trick and the ♥4–6 are still out)', () => {
    const k = knowledgeOf(viewFor(afterLead(), 'E'), []);
    expect(k && areEquivalent(k, ['HK', 'H7', 'H2'])).toBe(false);
  });

  it('cards of different suits (a discard) are never equivalent', () => {
    const k = knowledgeOf(viewFor(afterLead(), 'E'), []);
    expect(k && areEquivalent(k, ['ST', 'DT'])).toBe(false);
  });

  it('♠T98 following to a spade are played at once, with the attitude signal, without a solve', () => {
    let s = afterLead();
    s = apply(s, { type: 'play', card: 'H7' }, 'E');
    s = apply(s, { type: 'play', card: 'H8' }, 'S');
    s = apply(s, { type: 'play', card: 'S5' }, 'W');
    s = apply(s, { type: 'play', card: 'S4' }, 'S');
    const view = viewFor(s, 'E');
    const r = chooseCard(view, view.playedTricks, opts);
    expect(r.ok && r.value.method).toBe('equivalent');
    // No spade honour: the lowest card discourages (standard attitude), as without the shortcut.
    expect(r.ok && r.value.card).toBe('S8');
    expect(r.ok && r.value.message.id).toBe('play.signal.discourage');
  });

  it('a card between them played in an earlier trick leaves ♠T8 equivalent', () => {
    let s = afterLead();
    for (const [card, seat] of [
      ['H2', 'E'],
      ['H8', 'S'], // West wins trick 1 with the ♥A
      ['S5', 'W'],
      ['S4', 'S'],
      ['S9', 'E'],
      ['SA', 'S'], // South wins trick 2
      ['S2', 'S'],
      ['S6', 'W'],
      ['SK', 'S'], // trick 3: East to follow with ♠T8, the ♠9 gone
    ] as const) {
      s = apply(s, { type: 'play', card }, seat);
    }
    const view = viewFor(s, 'E');
    const k = knowledgeOf(view, view.playedTricks);
    expect(k && areEquivalent(k, ['ST', 'S8'])).toBe(true);
    const r = chooseCard(view, view.playedTricks, opts);
    expect(r.ok && r.value.method).toBe('equivalent');
  });
});
