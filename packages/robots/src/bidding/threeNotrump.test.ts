// The 25–27 no-trump (issue 25): the SAYC booklet's notrump openings are "1NT = 15–17, 2NT = 20–21,
// 3NT = 25–27"; yarborough's regression list expects 3NT with AKJ.AKQ.A82.AQ43 (27 HCP). Responder's
// answers follow the booklet's quantitative no-trump bidding (6NT with 33 between the hands, 7NT with
// 37): before, 2♣–2♦–3NT was passed with 7 and 8 HCP opposite 25–27.
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, choose } from './auction.testing.js';
import { SYSTEMS } from './system/systems.js';

const PASS = { type: 'pass' } as const;

describe('the 3NT opening, 25–27 balanced (SAYC booklet)', () => {
  it('opens 3NT with 27 HCP balanced, 2♣ with 29 or with a long suit', () => {
    expect(choose('AQ43.A82.AKQ.AKJ', '')).toMatchObject({ rule: 'open-3nt', call: bid(3, 'NT') });
    expect(choose('AQ43.AK2.AKQ.AKJ', '')).toMatchObject({ call: bid(2, 'C') });
    expect(choose('AKQJ843.A8.AKQ.A', '')).toMatchObject({ call: bid(2, 'C') });
  });

  it('is not part of Polish Club, whose strong hands open 1♣', () => {
    const r = choose('AQ43.A82.AKQ.AKJ', '', SYSTEMS.polish);
    expect(r.call).toEqual(bid(1, 'C'));
  });
});

describe('responder over 25–27 (the 3NT opening and 2♣–2♦–3NT)', () => {
  for (const start of ['3N P', '2C P 2D P 3N P']) {
    it(`${start}: passes with 5 HCP, invites with 6, bids 6NT with 7–8, 5NT with 9–10, 7NT with 11`, () => {
      expect(choose('J82.K75.J843.962', start)).toMatchObject({ rule: '3n-pass', call: PASS });
      expect(choose('Q82.K75.J843.962', start)).toMatchObject({ rule: '3n-quantitative', call: bid(4, 'NT') });
      expect(choose('Q82.K75.J843.Q62', start)).toMatchObject({ rule: '3n-slam', call: bid(6, 'NT') });
      expect(choose('Q82.K75.Q843.K62', start)).toMatchObject({ rule: '3n-grand-invite', call: bid(5, 'NT') });
      expect(choose('Q82.K75.K843.K62', start)).toMatchObject({ rule: '3n-grand', call: bid(7, 'NT') });
    });

    it(`${start}: transfers with a five-card major, then passes 4♥ weak and bids 6♥ with 7+`, () => {
      expect(choose('82.QT753.J84.962', start)).toMatchObject({ rule: '3n-transfer-hearts', call: bid(4, 'D') });
      expect(choose('82.QT753.J84.962', `${start} 4D P 4H P`)).toMatchObject({ call: PASS });
      expect(choose('K2.KQT75.J84.962', `${start} 4D P 4H P`)).toMatchObject({ call: bid(6, 'H') });
      expect(choose('QT753.82.J84.962', `${start} 4H P 4S P`)).toMatchObject({ call: PASS });
    });
  }

  it('opener accepts the quantitative 4NT with 26–27, passes it with 25, and answers 5NT by strength', () => {
    expect(choose('AQ43.A82.AKQ.AKJ', '3N P 4N P')).toMatchObject({
      rule: '3n-accept-quantitative',
      call: bid(6, 'NT'),
    });
    expect(choose('AQ43.A82.AKQ.KQJ', '3N P 4N P')).toMatchObject({ rule: '3n-decline-quantitative', call: PASS });
    expect(choose('AQ43.A82.AKQ.AKT', '3N P 5N P')).toMatchObject({ rule: '3n-decline-grand', call: bid(6, 'NT') });
    expect(choose('AQ43.A82.AKQ.AKJ', '3N P 5N P')).toMatchObject({ rule: '3n-accept-grand', call: bid(7, 'NT') });
  });

  it('reaches 6NT with 27 opposite 7 and stops in 3NT opposite 4', () => {
    expect(bidOut('AQ43.A82.AKQ.AKJ', 'J82.K75.J843.Q62', SYSTEMS.sayc)).toBe('3NT P 6NT P P P');
    expect(bidOut('AQ43.A82.AKQ.AKJ', 'J82.975.J843.Q62', SYSTEMS.sayc)).toBe('3NT P P P');
  });
});

// 2♣–2♦–4NT, 28–30 balanced: the step above 2♣–2♦–3NT's 25–27 (ACBL teaching material's "2NT 22–24,
// 3NT 25–27, 4NT 28–30"; the SAYC booklet stops at 27). Before, 28 balanced rebid a four-card suit
// and passed 2♣–2♦–3♦–3NT (bidding challenge, seed 28: AKQ7.AQ.AKQ2.KJ4 opposite a six-card club
// suit to the ace–queen stopped in 3NT with 13 tricks on top).
describe('2♣–2♦–4NT, 28–30 balanced', () => {
  it('opener rebids 4NT with 28 HCP balanced and 3NT with 27', () => {
    expect(choose('AKQ7.AQ.AKQ2.KJ4', '2C P 2D P')).toMatchObject({ rule: '2c-rebid-4n', call: bid(4, 'NT') });
    expect(choose('AKQ7.AQ.AKQ2.QJ4', '2C P 2D P')).toMatchObject({ call: bid(3, 'NT') });
  });

  it('responder passes with 0–3, bids 6NT with 4–6, 5NT with 7–8 and 7NT with 9+', () => {
    const start = '2C P 2D P 4N P';
    expect(choose('JT93.9752.62.Q43', start)).toMatchObject({ rule: '2c-4n-pass', call: PASS });
    expect(choose('JT93.9752.Q2.Q43', start)).toMatchObject({ rule: '2c-4n-slam', call: bid(6, 'NT') });
    expect(choose('JT93.K752.Q2.Q43', start)).toMatchObject({ rule: '2c-4n-grand-invite', call: bid(5, 'NT') });
    expect(choose('JT93.K752.K2.Q43', start)).toMatchObject({ rule: '2c-4n-grand', call: bid(7, 'NT') });
  });

  it('opener accepts the 5NT invitation with 30 and settles in 6NT with 28', () => {
    const start = '2C P 2D P 4N P 5N P';
    expect(choose('AKQ7.AQ.AKQ2.AKJ', start)).toMatchObject({ rule: '2c-4n-accept-grand', call: bid(7, 'NT') });
    expect(choose('AKQ7.AQ.AKQ2.KJ4', start)).toMatchObject({ rule: '2c-4n-decline-grand', call: bid(6, 'NT') });
  });

  it('reaches 6NT with 28 opposite 6 (seed 28 of the bidding challenge)', () => {
    expect(bidOut('AKQ7.AQ.AKQ2.KJ4', '853.87.86.AQT962', SYSTEMS.sayc)).toBe('2C P 2D P 4NT P 6NT P P P');
  });
});
