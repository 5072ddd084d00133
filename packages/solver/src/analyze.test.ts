// Play analysis against the PLAY/TRACE lines of shared/data/dds/list10.txt and list100.txt (DDS 2.9
// `hands/`, dds-bridge/dds, Apache-2.0): with native DDS when Debian's libdds0 is installed, and with
// the TypeScript engine on the endings of those deals (last four tricks). Law 44 (trick winner, following suit).
import { readFileSync } from 'node:fs';
import { handWithout, seatAfter, trickWinner, type Card, type Deal, type PlayedCard, type Seat } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { requireProgram, requireTestData, testDataPath } from '@biritch/testing';
import { analyzePlay } from './analyze.js';
import { parseDdsList, type DdsListEntry } from './goldenFiles.js';
import { isNativeSolverAvailable, loadNativeSolver } from './native.js';
import { createTsSolver } from './tsSolver.js';

const hasDds = requireTestData('dds');
const hasNative = requireProgram("native DDS (Debian's libdds0)", isNativeSolverAvailable(), 'libdds0');
const entriesOf = (name: string): DdsListEntry[] => {
  if (!hasDds) return []; // the suites that read them are skipped
  const r = parseDdsList(readFileSync(testDataPath('dds', name), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const sideOf = (s: Seat): number => (s === 'N' || s === 'S' ? 0 : 1);

/** The position after the first `n` cards (n a multiple of 4): hands, leader, declarer's tricks won. */
function ending(e: DdsListEntry, n: number): { deal: Deal; leader: Seat; won: number } {
  let deal = { ...e.deal } as Record<Seat, Deal[Seat]>;
  let leader = e.first;
  let won = 0;
  const declarer = seatAfter(e.first, 3);
  for (let t = 0; t < n / 4; t++) {
    const trick: PlayedCard[] = [];
    for (let i = 0; i < 4; i++) {
      const seat = seatAfter(leader, i);
      const card = e.play[t * 4 + i]!;
      deal = { ...deal, [seat]: handWithout(deal[seat], card) };
      trick.push({ seat, card });
    }
    leader = trickWinner(trick, e.strain);
    if (sideOf(leader) === sideOf(declarer)) won++;
  }
  return { deal, leader, won };
}

describe.skipIf(!hasDds)('analyzePlay: input checks', () => {
  const e = entriesOf('list10.txt')[0]!;
  const ts = createTsSolver();
  it('refuses a card the player does not hold, and a revoke', () => {
    const notHeld = analyzePlay(ts, { deal: e.deal, strain: e.strain, leader: e.first, play: ['SA'] });
    expect(!notHeld.ok && notHeld.error.code).toBe('analyze/illegal-card');
    // list10 entry 1: North leads ♣T; East holds ♣Q4, so ♦A is a revoke.
    const revoke = analyzePlay(ts, { deal: e.deal, strain: e.strain, leader: e.first, play: ['CT', 'DA'] });
    expect(!revoke.ok && revoke.error.code).toBe('analyze/illegal-card');
  });
  it('refuses hands of different sizes', () => {
    const bad = analyzePlay(ts, {
      deal: { ...e.deal, N: handWithout(e.deal.N, 'CT') },
      strain: 'NT',
      leader: 'N',
      play: [],
    });
    expect(!bad.ok && bad.error.code).toBe('analyze/bad-deal');
  });
});

describe.skipIf(!hasDds)('analyzePlay with the TypeScript engine on endings', () => {
  it('matches TRACE over the last four tricks of every played deal of list10 and list100', () => {
    const ts = createTsSolver();
    let checked = 0;
    for (const e of [...entriesOf('list10.txt'), ...entriesOf('list100.txt')]) {
      if (e.play.length < 40) continue;
      const start = 36;
      const { deal, leader, won } = ending(e, start);
      const rest = e.play.slice(start);
      const declarer = seatAfter(e.first, 3);
      const r = analyzePlay(ts, { deal, strain: e.strain, leader, play: rest, declarer });
      if (!r.ok) throw new Error(r.error.message);
      for (let j = 0; j < r.value.trace.length && start + j < e.trace.length; j++) {
        expect(r.value.trace[j]! + won, `line ${e.line}, card ${start + j}`).toBe(e.trace[start + j]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);

  it('marks the card that gives a trick away', () => {
    // list10 entry 2 (line 8): TRACE goes 10 → 9 after the 37th card.
    const e = entriesOf('list10.txt')[1]!;
    const { deal, leader, won } = ending(e, 36);
    const r = analyzePlay(createTsSolver(), {
      deal,
      strain: e.strain,
      leader,
      play: e.play.slice(36),
      declarer: seatAfter(e.first, 3),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(e.trace.slice(36, 39)).toEqual([10, 9, 9]);
    expect(r.value.trace[0]! + won).toBe(10);
    const costly = r.value.cards.filter((c) => c.cost > 0);
    expect(costly).toHaveLength(1);
    expect(costly[0]).toMatchObject({ card: e.play[36], before: 10 - won, after: 9 - won, cost: 1 });
  });
});

describe.skipIf(!hasDds || !hasNative)('analyzePlay with native DDS', () => {
  it('matches every TRACE line of list10 and of the first 20 deals of list100', () => {
    const native = loadNativeSolver();
    if (!native.ok) throw new Error(native.error.message);
    for (const e of [...entriesOf('list10.txt'), ...entriesOf('list100.txt').slice(0, 20)]) {
      const r = analyzePlay(native.value, { deal: e.deal, strain: e.strain, leader: e.first, play: e.play as Card[] });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.trace).toHaveLength(e.play.length + 1);
      // DDS's TRACE stops after the 48th card (the last trick is forced): compare what it gives.
      expect(r.value.trace.slice(0, e.trace.length), `line ${e.line}`).toEqual(e.trace);
    }
  }, 120_000);
});
