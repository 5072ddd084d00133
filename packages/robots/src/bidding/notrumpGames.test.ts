// No-trump openings and the strong 2♣: games, strain and slams (issue 25, the bidding challenge,
// seeds 27 and 29). The SAYC booklet gives 1NT 15–17, 2NT 20–21, 2♣–2♦–2NT 22–24, Stayman with
// "3♣/3♦ by responder after the answer natural and forcing, slam interest", Jacoby transfers and the
// quantitative 4NT; the continuations past it are standard practice (the rules' comments say which).
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, choose } from './auction.testing.js';
import { SYSTEMS } from './system/systems.js';

const PASS = { type: 'pass' } as const;

describe('2♣–2♦–2NT, a transfer and a second suit: no slam on three small trumps (the known bug)', () => {
  it('stops in 4♠ with ♠732 facing ♠KJ964 and a club slam try (6♠ before: the trump ace and queen out)', () => {
    expect(bidOut('732.AKQ.AKJ4.AQ2', 'KJ964.2.Q3.Q8654', SYSTEMS.sayc)).toBe(
      '2C P 2D P 2NT P 3H P 3S P 4C P 4S P P P',
    );
  });

  it('still bids 6♠ with an honour in the three trumps and three aces', () => {
    expect(choose('K32.AKQ.AKJ4.A32', '2C P 2D P 2N P 3H P 3S P 4C P')).toMatchObject({
      rule: '2c-2n-transfer-S-newsuit-6m',
      call: bid(6, 'S'),
    });
  });
});

describe('2♣–2♦–2NT, a transfer and a minor: the slam in the minor needs its top trumps and a heart honour', () => {
  it('does not bid 6♣ with ♥953 facing ♥AJ862 (the slam check, seed 25: two hearts lost)', () => {
    const r = choose('AQ.953.AKJ2.AKQJ', '2C P 2D P 2N P 3D P 3H P 4C P');
    expect(r.rule).not.toBe('2c-2n-transfer-H-newsuit-6x');
    expect(r.call).not.toEqual(bid(6, 'C'));
  });

  it('bids 6♣ with three aces, ♣AKQJ and ♥K doubleton (no three-card heart support for 6♥)', () => {
    expect(choose('AQ2.K5.AJ52.AKQJ', '2C P 2D P 2N P 3D P 3H P 4C P')).toMatchObject({
      rule: '2c-2n-transfer-H-newsuit-6x',
      call: bid(6, 'C'),
    });
  });
});

describe('the quantitative 4NT over 2NT and 2♣–2♦–2NT has an answer (it was passed by no rule)', () => {
  it('accepts with the top of the range and declines with the bottom', () => {
    expect(choose('AKJ9.AQ9.A932.K8', '2N P 4N P')).toMatchObject({
      rule: '2N-accept-quantitative',
      call: bid(6, 'NT'),
    });
    expect(choose('AKJ9.AQ9.A932.Q8', '2N P 4N P')).toMatchObject({ rule: '2N-decline-quantitative', call: PASS });
    expect(choose('AKJ9.AQ9.A932.AQ', '2C P 2D P 2N P 4N P')).toMatchObject({ call: bid(6, 'NT') });
    expect(choose('AKJ9.AQ9.A932.A8', '2C P 2D P 2N P 4N P')).toMatchObject({ call: PASS });
  });

  it('invites over 2♣–2♦–2NT (22–24) with 9–10 HCP, one point below the game range (33 at the top)', () => {
    expect(choose('QT5.J7.K4.KT9753', '2C P 2D P 2N P')).toMatchObject({
      rule: '2c-2n-quantitative',
      call: bid(4, 'NT'),
    });
    expect(choose('QT5.J7.Q4.KT9753', '2C P 2D P 2N P')).toMatchObject({ rule: '2c-2n-game', call: bid(3, 'NT') });
  });
});

describe("the 2♣ opener over responder's jump to game in its major (0–7 HCP, three trumps)", () => {
  it('asks for aces with three losers and reaches 6♥ facing three small trumps (seed 29: 4♥ passed, 13 tricks)', () => {
    expect(bidOut('AK97.AKJ865.AKQ.', '3.T73.865432.T86', SYSTEMS.sayc)).toBe(
      '2C P 2D P 2H P 4H P 4NT P 5C P 6H P P P',
    );
  });

  it('passes the raise with four losers', () => {
    expect(choose('AKJ74.AK6.Q.AJ87', '2C P 2D P 2S P 4S P')).toMatchObject({ call: PASS });
  });
});

describe('1NT, a transfer and a second suit (game forcing): the opener places the game', () => {
  it('bids game in the major with three+ cards (seed 29: the fallback bid 3NT with four spades)', () => {
    expect(choose('AQ87.T76.AJ62.A7', '1N P 2H P 2S P 3D P')).toMatchObject({
      rule: '1N-transfer-S-newsuit-fit',
      call: bid(4, 'S'),
    });
  });

  it('bids 3NT with a doubleton in the major and no fit for the minor', () => {
    expect(choose('AQ.KT76.AJ6.Q732', '1N P 2H P 2S P 3D P')).toMatchObject({
      rule: '1N-transfer-S-newsuit-3n',
      call: bid(3, 'NT'),
    });
  });

  it('still raises the minor with four of it and a maximum (slam interest first)', () => {
    expect(choose('K73.KJ32.A953.AQ', '1N P 2H P 2S P 3D P')).toMatchObject({ call: bid(4, 'D') });
  });
});

describe('five-five in the majors with game values: the opener chooses', () => {
  it('corrects 4♥ to 4♠ with more spades (seed 29: 4♥ passed with ♠AJ965 ♥854, 4♠ makes 12 tricks)', () => {
    expect(bidOut('AJ965.854.AT.AQ7', 'QT874.A9732.KJ9.', SYSTEMS.sayc)).toBe('1NT P 2H P 2S P 4H P 4S P P P');
  });

  it('passes 4♥ with as many hearts', () => {
    expect(choose('AJ9.K854.AT6.AQ7', '1N P 2H P 2S P 4H P')).toMatchObject({ rule: '1N-55-game-hearts', call: PASS });
  });
});

describe('Stayman, then a six-card minor (SAYC booklet: natural, forcing, slam interest)', () => {
  it('makes the slam try in diamonds after the 2♦ answer too (the pattern kept 2♦–3♦ out)', () => {
    expect(choose('K532.2.AKJ532.K6', '1N P 2C P 2D P')).toMatchObject({
      rule: '1N-stayman-minor-slam-try',
      call: bid(3, 'D'),
    });
  });

  it('the opener raises with four of the minor or three to an honour, else bids 3NT (before: the fallback)', () => {
    expect(choose('AJ8.QJ8.Q62.AQ32', '1N P 2C P 2D P 3D P')).toMatchObject({
      rule: '1N-stayman-minor-raise',
      call: bid(4, 'D'),
    });
    expect(choose('AJ8.QJ8.Q6.AQ932', '1N P 2C P 2D P 3D P')).toMatchObject({
      rule: '1N-stayman-minor-3n',
      call: bid(3, 'NT'),
    });
    // The saycbridge suite, misc hands from play #9: 3NT with three small clubs.
    expect(choose('QJ932.A9.AK9.J94', '1N P 2C P 2S P 3C P')).toMatchObject({ call: bid(3, 'NT') });
  });

  it('reaches 6♦ after the raise with slam values and one ace missing', () => {
    expect(bidOut('AJ8.QJ86.Q62.AQ3', 'K532.2.AKJ532.K6', SYSTEMS.sayc)).toBe(
      '1NT P 2C P 2H P 3D P 4D P 4NT P 5H P 6D P P P',
    );
  });
});

describe("responder after the 2♣ opener's minor at the three level (forcing to game)", () => {
  it('raises with four cards, bids a five-card major, else 3NT (before: the fallbacks)', () => {
    expect(choose('AK763.932.T986.5', '2C P 2D P 3D P')).toMatchObject({ rule: '2c-minor-support', call: bid(4, 'D') });
    expect(choose('A742.Q6532.Q8.QJ', '2C P 2D P 3C P')).toMatchObject({ rule: '2c-minor-major', call: bid(3, 'H') });
    expect(choose('A974.85.T943.Q43', '2C P 2D P 3C P')).toMatchObject({ rule: '2c-minor-3n', call: bid(3, 'NT') });
  });

  it('no longer stops below game: 4♣ from a long-suit fallback was passed with 7NT cold (seed 29)', () => {
    expect(choose('J.Q532.J52.QT654', '2C P 2D P 3D P').call).not.toEqual(bid(4, 'C'));
  });

  it("raises the opener's six-card minor to game with two cards (seed 31: 4♣ passed, 11 tricks)", () => {
    expect(bidOut('A742.Q6532.Q8.QJ', '.A.K7653.AK87653', SYSTEMS.sayc, 'P')).toBe(
      'P P 2C P 2D P 3C P 3H P 4C P 5C P P P',
    );
  });
});

// 1NT–3♣/3♦ invites 3NT with a good six-card minor (two of the top three honours): opener accepts
// with a fitting honour, so that the suit runs, or with a maximum (standard practice; before, no
// rule answered and opener passed with 17 HCP).
describe("opener's answer to 1NT–3♣/3♦", () => {
  it('bids 3NT with a fitting honour or 17 HCP, passes a minimum without one', () => {
    expect(choose('AKJ53.KJ6.J4.A83', '1N P 3C P')).toMatchObject({
      rule: '1N-minor-invite-accept',
      call: bid(3, 'NT'),
    });
    expect(choose('AQT7.K7.AT83.A94', '1N P 3D P')).toMatchObject({
      rule: '1N-minor-invite-accept',
      call: bid(3, 'NT'),
    });
    expect(choose('AQT7.KJ7.JT83.A9', '1N P 3D P')).toMatchObject({ rule: '1N-minor-invite-pass' });
  });
});
