// Honours (ACBL Rubber Laws 72–81, scoring-reference.md §1.3; Estonian booklet, seeds/004):
// 4 or 5 trump honours in one hand, 4 aces in one hand at no-trump, either side.
import { describe, expect, it } from 'vitest';
import { dealFromHands, parseHand, unwrap } from '@biritch/core';
import { checkHonoursForStrain, honoursFromDeal, parseHonours, voidInTrumps } from './honours.js';

// The deal of the Four at One Table example (seeds/001), and a second one built for honours.
const seedDeal = unwrap(
  dealFromHands({
    N: unwrap(parseHand('JT3.KQ.K8.876543')),
    W: unwrap(parseHand('Q986.T865.652.Q9')),
    E: unwrap(parseHand('754.7.AJT743.AJ2')),
    S: unwrap(parseHand('AK2.AJ9432.Q9.KT')),
  }),
);
const honoursDeal = unwrap(
  dealFromHands({
    N: unwrap(parseHand('AKQJT.AKQJ.A2.A2')),
    E: unwrap(parseHand('98765.T98.K3.K43')),
    S: unwrap(parseHand('432.765.QJT98.QJ')),
    W: unwrap(parseHand('-.432.7654.T98765')),
  }),
);

describe('honours from the deal', () => {
  it('finds none when the trump honours are split (seed deal, hearts)', () => {
    expect(honoursFromDeal(seedDeal, 'H')).toBeNull();
  });
  it('finds five trump honours in one hand', () => {
    expect(honoursFromDeal(honoursDeal, 'S')).toEqual({ seat: 'N', side: 'NS', kind: 'five-trumps' });
  });
  it('finds four trump honours in one hand', () => {
    expect(honoursFromDeal(honoursDeal, 'H')).toEqual({ seat: 'N', side: 'NS', kind: 'four-trumps' });
  });
  it('finds four aces at no-trump only', () => {
    expect(honoursFromDeal(honoursDeal, 'NT')).toEqual({ seat: 'N', side: 'NS', kind: 'four-aces' });
    expect(honoursFromDeal(honoursDeal, 'C')).toBeNull();
  });
  it('finds a hand void in trumps (Kontrakt-bridge Schikane)', () => {
    expect(voidInTrumps(honoursDeal, 'S')).toEqual(['W']);
    expect(voidInTrumps(honoursDeal, 'NT')).toEqual([]);
  });
});

describe('declared honours', () => {
  it('parses SIDE:KIND and SEAT:KIND', () => {
    expect(unwrap(parseHonours('NS:4'))).toEqual({ side: 'NS', kind: 'four-trumps' });
    expect(unwrap(parseHonours('w:5'))).toEqual({ side: 'EW', kind: 'five-trumps' });
    expect(unwrap(parseHonours('S:aces'))).toEqual({ side: 'NS', kind: 'four-aces' });
  });
  it('rejects nonsense and aces in a suit contract', () => {
    expect(parseHonours('NS:3')).toMatchObject({ ok: false, error: { code: 'honours/bad-honours' } });
    expect(checkHonoursForStrain({ side: 'NS', kind: 'four-aces' }, 'S')).toMatchObject({
      ok: false,
      error: { code: 'honours/wrong-strain' },
    });
  });
});
