// Hand evaluation. High-card points: the Spanish seed (seeds/002, «PUNTOS HONORES … cuenta
// Milton-Work») — ace 4, king 3, queen 2, jack 1. Distribution points: the same seed, «Puntos por
// distribución (en los palos laterales)»: short side suits earn points because ruffs in the short
// hand make extra tricks; the figures (fallo 3, semifallo 2, doubleton 1) are the standard Spanish
// table, see the README.
import { describe, expect, it } from 'vitest';
import { parseHand, unwrap } from '@biritch/core';
import {
  controls,
  dealFromNumber,
  hcp,
  isBalanced,
  isSemiBalanced,
  losingTrickCount,
  quickTricks,
  spanishDistributionPoints,
  suitHcp,
  suitLengths,
} from './index.js';

const h = (text: string) => unwrap(parseHand(text));

describe('high-card points (Milton Work 4-3-2-1, seeds/002)', () => {
  it('counts ace 4, king 3, queen 2, jack 1, ten and below 0', () => {
    expect(hcp(h('A.K.Q.JT98765432'))).toBe(10);
    expect(hcp(h('AKJ4.K72.Q83.A95'))).toBe(17);
    expect(hcp(h('T98765432.T98.T.'))).toBe(0);
  });
  it('has 40 points in the pack and 37 at most in a hand', () => {
    const d = unwrap(dealFromNumber(123_456_789n));
    expect(hcp(d.N) + hcp(d.E) + hcp(d.S) + hcp(d.W)).toBe(40);
    expect(hcp(h('AKQJ.AKQ.AKQ.AKQ'))).toBe(37);
  });
  it('counts one suit', () => {
    expect(suitHcp(h('AKJ4.K72.Q83.A95'), 'S')).toBe(8);
    expect(suitHcp(h('AKJ4.K72.Q83.A95'), 'D')).toBe(2);
  });
});

describe('controls (ace 2, king 1)', () => {
  it('counts aces and kings only', () => {
    expect(controls(h('AKJ4.K72.Q83.A95'))).toBe(6);
    expect(controls(h('QJT9.QJT.QJT.QJT'))).toBe(0);
    expect(controls(h('AK.AK.AK.AKQJT98'))).toBe(12);
  });
});

describe('quick tricks', () => {
  it.each([
    ['AK2.432.432.5432', 2],
    ['AQ2.432.432.5432', 1.5],
    ['A32.432.432.5432', 1],
    ['KQ2.432.432.5432', 1],
    ['K32.432.432.5432', 0.5],
    ['K.5432.5432.5432', 0],
    ['QJ2.432.432.5432', 0],
    ['AKQ.AQ.K2.A65432', 5],
  ])('%s has %s', (hand, qt) => {
    expect(quickTricks(h(hand))).toBe(qt);
  });
});

describe('losing-trick count', () => {
  it.each([
    ['AKQ2.AKQ.AKQ.AKQ', 0], // only the top three places of a suit count: the ♠2 is no loser
    ['.AKQJT98765.432.', 3], // voids 0, ♥ 0, ♦ 3
    ['A.K.Q.JT98765432', 5], // singleton A 0, singleton K 1, singleton Q 1, ♣ 3
    ['AK.KQ.Q2.AKQJT98', 3], // doubletons count ace and king only: AK 0, KQ 1, Q2 2
    ['A2.K2.32.AKQJT98', 4], // A2 1, K2 1, 32 2
    ['KQ84.A72.Q63.K95', 7], // a typical opening hand: 1 + 2 + 2 + 2
  ])('%s has %s losers', (hand, n) => {
    expect(losingTrickCount(h(hand))).toBe(n);
  });
});

describe('shape helpers', () => {
  it('gives suit lengths in the order of Hand (♣ ♦ ♥ ♠)', () => {
    expect(suitLengths(h('AKJ4.K72.Q83.A95'))).toEqual([3, 3, 3, 4]);
  });
  it('knows balanced (4333, 4432, 5332) and semi-balanced (also 5422, 6322) hands', () => {
    expect(isBalanced(h('AKJ4.K72.Q83.A95'))).toBe(true);
    expect(isBalanced(h('AKJ42.K72.Q83.A9'))).toBe(true);
    expect(isBalanced(h('AKJ42.K7.Q83.A95'))).toBe(true);
    expect(isBalanced(h('AKJ42.K7.Q8.A953'))).toBe(false);
    expect(isSemiBalanced(h('AKJ42.K7.Q8.A953'))).toBe(true);
    expect(isSemiBalanced(h('AKJ642.K7.Q8.A95'))).toBe(true);
    expect(isSemiBalanced(h('AKJ642.K7.Q.A953'))).toBe(false);
  });
});

describe('distribution points of the Spanish seed (seeds/002, «Puntos por distribución (en los palos laterales)»)', () => {
  it('scores a void 3, a singleton 2 and a doubleton 1', () => {
    expect(spanishDistributionPoints(h('AKJ42.K7.Q8653.'))).toBe(1 + 3);
    expect(spanishDistributionPoints(h('AKJ642.7.Q865.K2'))).toBe(2 + 1);
    expect(spanishDistributionPoints(h('AKJ4.K72.Q83.A95'))).toBe(0);
  });
  it('counts the side suits only: shortness in trumps earns nothing', () => {
    // ♥ singleton: 2 with spades trumps, 0 when hearts are trumps
    expect(spanishDistributionPoints(h('AKJ642.7.Q865.K2'), 'S')).toBe(3);
    expect(spanishDistributionPoints(h('AKJ642.7.Q865.K2'), 'H')).toBe(1);
    expect(spanishDistributionPoints(h('AKJ42.K7.Q8653.'), 'C')).toBe(1);
  });
  it('does not count length', () => {
    expect(spanishDistributionPoints(h('AKQJT98.765.432.'), 'S')).toBe(3);
  });
});
