// Uncontested auctions the robots used to pass below game with no rule (`default-pass`), found by
// `bench/robots-rule-gaps.ts --cost`. The SAYC booklet: after a two-over-one, "1♠–2♣–2♥: 2NT, 3♣, 3♥ =
// invitation to game (10–11 points)", and an invitation needs an answer; the 2♣ opener's suit rebid is
// "forcing to the three level in a major suit or the four level in a minor suit", so once responder has
// shown a positive suit the side is in game; a new suit over a preempt is forcing.
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, choose } from './auction.testing.js';
import { SAYC_RULES } from './system/index.js';

const PASS = { type: 'pass' };

describe("opener after responder's raise of its second suit (invitational)", () => {
  it('accepts with 15 HCP and the unbid suit stopped: 3NT (1♦–1♥–2♣–3♣)', () => {
    expect(choose('K2.AQ.KJ852.Q865', '1D P 1H P 2C P 3C P')).toMatchObject({
      rule: 'opener-2over1-raised-3n',
      call: bid(3, 'NT'),
    });
  });

  it('declines with a bare minimum', () => {
    expect(choose('Q2.K3.KJ852.Q865', '1D P 1H P 2C P 3C P')).toMatchObject({
      rule: 'opener-second-raised-pass',
      call: PASS,
    });
  });

  it('bids four of a major second suit with extras (1♦–1♠–2♥–3♥ after a reverse)', () => {
    expect(choose('A2.AKJ8.KQJ52.65', '1D P 1S P 2H P 3H P')).toMatchObject({
      rule: 'opener-2over1-raised-major',
      call: bid(4, 'H'),
    });
  });

  it('asks for a stopper in the fourth suit with 14 HCP and a singleton; responder bids 3NT with it', () => {
    expect(choose('AQ963.2.A853.A92', '1S P 2C P 2D P 3D P')).toMatchObject({
      rule: 'opener-second-raised-stopper-ask',
      call: bid(3, 'H'),
    });
    expect(bidOut('AQ963.2.A853.A92', 'JT.A96.KT76.Q654', SAYC_RULES)).toBe('1S P 2C P 2D P 3D P 3H P 3NT P P P');
  });

  it('passes 14 HCP without a singleton (24 between the hands)', () => {
    expect(choose('J8.Q9.A9852.AK42', '1D P 1H P 2C P 3C P')).toMatchObject({
      rule: 'opener-second-raised-pass',
      call: PASS,
    });
  });
});

describe("responder's raise of a major", () => {
  // SAYC booklet: "3♥ = 10–12 points, 3+ trumps, limit raise"; points count shortness with a fit.
  it('limit-raises with 9 HCP, four trumps and a singleton (13 support points), not 1NT', () => {
    expect(choose('KJ42.6.Q76432.QJ', '1S P')).toMatchObject({ rule: 'major-limit-raise', call: bid(3, 'S') });
    expect(choose('KJ4.632.Q764.Q32', '1S P')).toMatchObject({ rule: 'major-single-raise', call: bid(2, 'S') });
  });
});

describe("opener after responder's 1♠ over its one-level new suit", () => {
  it("jumps to 3♠ with three spades, a singleton and 17 HCP over a passed hand's 1♠", () => {
    expect(choose('KQ8.AQ76.T.AQ982', 'P P 1C P 1D P 1H P 1S P')).toMatchObject({
      rule: 'opener-1s-three-jump',
      call: bid(3, 'S'),
    });
  });

  it('jumps in its six-card suit with 16 HCP and a singleton spade; responder bids 3NT with 8+', () => {
    expect(choose('9.QT52.A6.AKQJ86', 'P P 1C P 1D P 1H P 1S P')).toMatchObject({
      rule: 'opener-1s-jump-rebid',
      call: bid(3, 'C'),
    });
    expect(choose('KJ54.82.QT873.92', '1C P 1D P 1H P 1S P 3C P')).toMatchObject({ call: { type: 'pass' } });
    expect(choose('KJ54.A2.QT873.92', '1C P 1D P 1H P 1S P 3C P')).toMatchObject({
      rule: 'resp-1s-jump-rebid-3n',
      call: bid(3, 'NT'),
    });
  });

  it('accepts the invitation over its raise with 14 HCP, declines with 12', () => {
    expect(choose('KQT4.J943.Q9.AQ3', '1C P 1D P 1H P 1S P 2S P 3S P')).toMatchObject({
      rule: 'opener-1s-invite-accept',
      call: bid(4, 'S'),
    });
    expect(choose('KJT4.J943.Q9.K83', '1C P 1D P 1H P 1S P 2S P 3S P')).toMatchObject({
      rule: 'opener-1s-invite-pass',
      call: PASS,
    });
  });
});

describe('responder with a long major facing the 1NT rebid', () => {
  it('bids game with eight spades and 10 HCP (1♣–1♠–1NT)', () => {
    expect(choose('AKJ97632.Q2.7.T4', '1C P 1S P 1N P')).toMatchObject({
      rule: 'resp-1n-major-game',
      call: bid(4, 'S'),
    });
  });
});

describe('the strong 2♣ after a positive suit from responder', () => {
  it("raises the opener's six-card major to game with a singleton", () => {
    expect(choose('Q9864.3.4.QJT752', '2C P 2D P 2H P 3C P 3H P')).toMatchObject({
      rule: '2c-second-own-singleton',
      call: bid(4, 'H'),
    });
  });

  it("over the opener's six-card minor at four: five of it with a singleton, two cards too", () => {
    expect(choose('K98732.J32.5.J75', '2C P 2D P 3D P 3S P 4D P')).toMatchObject({
      rule: '2c-minor-own-short',
      call: bid(5, 'D'),
    });
    expect(choose('K98732.J32.53.J7', '2C P 2D P 3D P 3S P 4D P')).toMatchObject({
      rule: '2c-minor-own-game',
      call: bid(5, 'D'),
    });
    expect(choose('K98732.J532..J75', '2C P 2D P 3D P 3S P 4D P')).toMatchObject({
      rule: '2c-minor-own-major',
      call: bid(4, 'S'),
    });
  });
});

describe('after a weak two or a preempt', () => {
  it('the forcing new major raised by the weak two: game with 15 HCP (2♦–2♠–3♠)', () => {
    expect(choose('AKQ9632.A6.Q32.4', '2D P 2S P 3S P')).toMatchObject({
      rule: 'weak-two-new-raised-game',
      call: bid(4, 'S'),
    });
  });

  it("the forcing new major over a preempt, the preempter's suit back: game in the six-card major", () => {
    expect(choose('AQ8.KQJ753.A976.', '3C P 3H P 4C P')).toMatchObject({
      rule: 'preempt-new-suit-game',
      call: bid(4, 'H'),
    });
  });
});
