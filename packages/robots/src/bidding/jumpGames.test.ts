// Opener's jump shift, the jump to game and their slam tries (issue 25, the bidding challenges): the hands
// are losses of `bench/robots-challenge.ts` (opponents silent) on seeds 27 and 29. Sources: the SAYC booklet
// ("Jump shifts": opener's jump shift is forcing to game; responder bids naturally, 3NT with the unbid suit
// stopped); standard practice: nine tricks in no-trump before eleven in a minor.
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, choose } from './auction.testing.js';
import { SYSTEMS } from './system/systems.js';

const SAYC = SYSTEMS.sayc;
const RKCB = SYSTEMS['sayc-rkcb'];

describe('responder’s minimum facing opener’s jump shift in or over a minor (`ojs-3n-min`, `ojs-3n-flat`)', () => {
  it('bids 3NT flat with three clubs, not 4♣ (seed 27: 1♣–1♠–3♥–4♣–5♣ down, 3NT makes)', () => {
    const flat = 'K865.943.J73.Q75';
    expect(choose(flat, '1C P 1S P 3H P')).toMatchObject({ rule: 'ojs-3n-flat-3', call: bid(3, 'NT') });
    expect(bidOut('A.KQ75.K54.AK983', flat, SAYC)).toBe('1C P 1S P 3H P 3NT P P P');
  });

  it('bids 3NT with the fourth suit stopped rather than raising the minor', () => {
    expect(choose('AJ2.T954.3.T9873', '1D P 1H P 3C P')).toMatchObject({ rule: 'ojs-3n-min-3', call: bid(3, 'NT') });
  });

  it('no longer raises a minor jump shift before 3NT (`ojs-raise` reads a major)', () => {
    // Seed 29: 1♦–1♥–3♣–4♣ (ojs-raise-3), 5♣ down with 3NT making; now the five hearts come first.
    expect(choose('AJ2.T9543.3.T987', '1D P 1H P 3C P')).toMatchObject({ rule: 'ojs-rebid-3', call: bid(3, 'H') });
    expect(bidOut('KT.J7.AKQ54.AK53', 'AJ2.T9543.3.T987', SAYC)).toBe('1D P 1H P 3C P 3H P 3NT P P P');
  });

  it('raises a minor jump suit with four cards, shortness and 8+ HCP before its own five-card major', () => {
    // Seed 28: 1♣–1♥–3♦–3♥–3NT down with 11 tricks in diamonds; then 4♦ and game in diamonds; now opener's
    // ace ask over the raise (`ojs-minor-raised-ask`, grandSlam.test.ts) reaches 6♦, 12 tricks.
    const short = 'J863.KJ732.KJT3.';
    expect(choose(short, '1C P 1H P 3D P')).toMatchObject({ rule: 'ojs-raise-minor-short-3', call: bid(4, 'D') });
    expect(bidOut('AK.Q8.AQ95.A8764', short, SAYC)).toBe('1C P 1H P 3D P 4D P 4NT P 5C P 6D P P P');
  });

  it('still supports the minor with values (11+ HCP), and raises a minor jump suit without a stopper', () => {
    expect(choose('K865.A43.Q73.Q75', '1C P 1S P 3H P')).toMatchObject({ rule: 'ojs-support-3', call: bid(4, 'C') });
    expect(choose('K865.43.A2.KQ753', '1D P 1S P 3C P')).toMatchObject({
      rule: 'ojs-raise-minor-3',
      call: bid(4, 'C'),
    });
  });
});

describe('responder facing opener’s jump to game, 1x–1M–4M (`raise-4-ask`, `raise-4-rkcb`)', () => {
  // Seed 29: 1♦–1♥–4♥ passed with 13 HCP opposite 19, 12 tricks in hearts. Opener's raise to game shows
  // four trumps and 19+ points (SAYC booklet, "Opener's rebids"): 13 opposite is slam values.
  const OPENER = 'KJ7.AKT9.AQT6.Q9';
  const THIRTEEN = '98.QJ74.K98.AK76';

  it('asks with 13 HCP in both agreements and bids 6♥', () => {
    expect(choose(THIRTEEN, '1D P 1H P 4H P')).toMatchObject({ rule: 'raise-4-ask', call: bid(4, 'NT') });
    expect(choose(THIRTEEN, '1D P 1H P 4H P', RKCB)).toMatchObject({ rule: 'raise-4-rkcb', call: bid(4, 'NT') });
    expect(bidOut(OPENER, THIRTEEN, SAYC)).toBe('1D P 1H P 4H P 4NT P 5H P 6H P P P');
    expect(bidOut(OPENER, THIRTEEN, RKCB)).toBe('1D P 1H P 4H P 4NT P 5D P 6H P P P');
  });

  it('passes with 12 HCP', () => {
    expect(choose('98.QJ74.K98.AQ76', '1D P 1H P 4H P').call).toEqual({ type: 'pass' });
  });
});

describe('a long minor opposite opener’s 2NT rebid, 1x–1y–2NT (`resp-2n-long-quant`, `resp-2n-long-slam`)', () => {
  // Seed 27: 1♣–1♦–2NT–3NT with 32 HCP and 13 tricks. Opener's 2NT shows 18–19 balanced (SAYC booklet,
  // "Opener's rebids"); 33 HCP between the hands for 6NT, a quantitative 4NT two below (standard practice).
  const OPENER = 'AKJ3.K86.J6.AKT9';
  const LONG = '7.AQ953.AK743.84';

  it('invites with 13 HCP and five diamonds; opener with 19 accepts', () => {
    expect(choose(LONG, '1C P 1D P 2N P')).toMatchObject({ rule: 'resp-2n-long-quant', call: bid(4, 'NT') });
    expect(bidOut(OPENER, LONG, SAYC)).toBe('1C P 1D P 2NT P 4NT P 6NT P P P');
  });

  it('bids 6NT with 15, and 3NT with 12', () => {
    expect(choose('7.AQ953.AK743.K4', '1C P 1D P 2N P')).toMatchObject({
      rule: 'resp-2n-long-slam',
      call: bid(6, 'NT'),
    });
    expect(choose('7.KQ953.AK743.84', '1C P 1D P 2N P').call).toEqual(bid(3, 'NT'));
  });
});
