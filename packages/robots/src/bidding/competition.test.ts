// Competition (issue 25): penalty doubles after our redouble, the opener after a negative double,
// systems on after our 1NT overcall (SAYC booklet: "systems on over a 1NT overcall"), and the gaps the
// contested scan of bench/robots-rule-gaps.ts found on seed 9191 (session 31; standard practice).
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { calls, choose } from './auction.testing.js';
import { forceOn } from './forcing.js';
import { SAYC_RULES } from './system/index.js';

describe('after our redouble the hand is ours', () => {
  it('the opener doubles their escape for penalties with four trumps', () => {
    expect(choose('32.KQT9.A32.K432', '1H X XX 2C')).toMatchObject({
      rule: 'redouble-penalty-opener',
      call: { type: 'double' },
    });
  });
  it('the redoubler doubles it when it comes back', () => {
    expect(choose('32.KQ9.A32.KJ432', '1H X XX 2C P P')).toMatchObject({ rule: 'redouble-penalty-redoubler' });
  });
});

describe('the opener after a negative double', () => {
  it('cue bids with 18+ and four cards in the major the double promised', () => {
    expect(choose('5.AQ76.KQJ97.AQ6', '1D 1S X P').call).toEqual(bid(2, 'S'));
  });
});

describe('systems on after our direct 1NT overcall', () => {
  it('answers a transfer as over a 1NT opening', () => {
    expect(choose('KQ2.Q32.AJ54.K32', 'P P 1C 1NT P 2D P').call).toEqual(bid(2, 'H'));
  });
});

// Their jump overcall to three over our one-level opening (`1x 3y`) and over 1NT: no rule covered it,
// and responder passed with 10–15 HCP, opener after it with 21 (bench/robots-rule-gaps.ts --four).
// SAYC's negative doubles stop at 2♠; above, the double of a preempt is for takeout with values
// (standard practice), and game, 3NT with a stopper, a good new suit and raises are natural.
describe('over their jump overcall to three', () => {
  it('responder raises a major to game, bids 3NT with a stopper, doubles for takeout short in their suit', () => {
    expect(choose('QT73.AJ985.J43.K', '1H 3D')).toMatchObject({ rule: 'vs-jump-raise-game', call: bid(4, 'H') });
    expect(choose('KJ4.Q3.AQ862.K85', '1H 3C')).toMatchObject({ rule: 'vs-jump-3n', call: bid(3, 'NT') });
    expect(choose('K9732.KQ94.T7.K2', '1C 3D')).toMatchObject({ rule: 'vs-jump-double', call: { type: 'double' } });
    expect(choose('2.AKT94.A97.Q752', '1NT 3S')).toMatchObject({ rule: 'vs-jump-new-suit', call: bid(4, 'H') });
    expect(choose('QJ.J42.A543.A854', '1D 3H')).toMatchObject({ rule: 'vs-jump-minor-raise', call: bid(4, 'D') });
    expect(choose('96.KJ3.97532.T64', '1S 3H')).toMatchObject({ rule: 'vs-jump-pass', call: { type: 'pass' } });
  });

  it('opener answers the double: 3NT with a stopper, a pass for penalty with length and a stopper', () => {
    expect(choose('A742.AK.QJ9.7632', '1D 3H X P')).toMatchObject({ rule: 'vs-jump-doubled-3n', call: bid(3, 'NT') });
    expect(choose('A742.AK2.QJ97.32', '1D 3S X P')).toMatchObject({ rule: 'vs-jump-doubled-penalty' });
  });

  it('opener reopens with a double when short in their suit and strong enough', () => {
    expect(choose('AKQJ8.7.AJ64.AQ8', '1S 3H P P')).toMatchObject({
      rule: 'reopen-double-3',
      call: { type: 'double' },
    });
    expect(choose('A742.AK.QJ9.7632', '1D 3H P P')).toMatchObject({ rule: 'reopen-pass' });
  });
});

describe('over their jump overcall to four', () => {
  it('responder bids a good five-card suit, raises a major to game, doubles with values', () => {
    expect(choose('AKQT5.8.9865.Q76', '1D 4C')).toMatchObject({ rule: 'vs-jump-new-suit', call: bid(4, 'S') });
    expect(choose('KJ4.Q32.A862.K85', '1S 4H')).toMatchObject({ rule: 'vs-jump-raise-game', call: bid(4, 'S') });
    expect(choose('K9732.KQ94.T7.K2', '1C 4D')).toMatchObject({ rule: 'vs-jump-double', call: { type: 'double' } });
  });

  it('opener defends after the double at the four level', () => {
    expect(choose('73.KJ53.KJT72.AK', '1D 4S X P')).toMatchObject({ rule: 'vs-jump-doubled-4-pass' });
  });
});

// Their unusual 2NT over our one-level opening: responder had only the pass (bench/robots-rule-gaps.ts
// --four: 1♦–(2NT) passed with 10 HCP and six diamonds). Natural raises, game in a major, a double
// that says the hand is ours, and penalty doubles of their escape after it.
describe('over their unusual 2NT', () => {
  it('raises, bids game in a major, or doubles with 10+', () => {
    expect(choose('KJ4.Q32.A862.K85', '1S 2N')).toMatchObject({ rule: 'vs-jump-raise-game', call: bid(4, 'S') });
    expect(choose('Q94.Q32.8652.J85', '1H 2N')).toMatchObject({ rule: 'vs-2n-raise', call: bid(3, 'H') });
    expect(choose('AT85.854.AQT873.', '1D 2N')).toMatchObject({ call: { type: 'double' } });
  });

  it('after the double: opener waits, the doubler doubles their suit with three or bids 3NT with a stopper', () => {
    expect(choose('K94.Q32.A862.K85', '1D 2N X 3C')).toMatchObject({ rule: 'vs-2n-opener-wait' });
    expect(choose('K94.Q32.A862.K85', '1D 2N X 3C P P')).toMatchObject({
      rule: 'vs-2n-doubler-penalty',
      call: { type: 'double' },
    });
    expect(choose('K94.QJ32.A862.K5', '1D 2N X 3C P P')).toMatchObject({
      rule: 'vs-2n-doubler-3n',
      call: bid(3, 'NT'),
    });
  });
});

describe('after our cue-bid raise, when they raise their suit', () => {
  it('opener bids game with a sound opening; the cue bidder bids game with game values', () => {
    expect(choose('K8.K9843.KJT96.K', '1H 1S 2S 3S')).toMatchObject({
      rule: 'cue-raise-contested-game',
      call: bid(4, 'H'),
    });
    expect(choose('A4.AQJ62.Q5.T964', '1H 1S 2S 3S P P')).toMatchObject({
      rule: 'cue-raiser-contested-game',
      call: bid(4, 'H'),
    });
  });

  it('over their Michaels cue bid, responder with 10+ and a fit doubles', () => {
    expect(choose('T52.K4.KQ94.AT75', '1C 2C')).toMatchObject({ rule: 'vs-2n-double', call: { type: 'double' } });
  });
});

// Partner's takeout double of a weak two: before, advancer passed whatever it held (a default pass that
// the explanations could not name). Standard advances now, and a penalty pass with length.
describe("advancing partner's takeout double of a weak two", () => {
  it('bids 3NT with a stopper, the cheapest major with four, passes with length in their suit', () => {
    expect(choose('AQ43.KJ.QJ85.764', '2H X P')).toMatchObject({
      rule: 'advance-preempt-double-3n',
      call: bid(3, 'NT'),
    });
    expect(choose('AQ43.Q74.QJ85.76', '2H X P')).toMatchObject({ rule: 'advance-preempt-double-penalty' });
    expect(choose('A9.JT87.Q643.T95', '2S X P')).toMatchObject({
      rule: 'advance-preempt-double-major',
      call: bid(3, 'H'),
    });
    expect(choose('AQ9.JT87.Q643.T9', '2D X P')).toMatchObject({ rule: 'advance-preempt-double-penalty' });
    expect(choose('Q9.JT87.8643.T95', '2S X P')).toMatchObject({
      rule: 'advance-preempt-double-major',
      call: bid(3, 'H'),
    });
  });
});

describe("advancer's cue bid over their raise is answered, also from a passed hand", () => {
  // P 1♥ 1♠ 2♥ 3♥ P: the passed hand's cue bid (a limit raise in spades) was passed by the overcaller.
  it('is forcing from a passed hand: a cue bid cannot be a place to play', () => {
    expect(forceOn(SAYC_RULES, calls('P 1H 1S 2H 3H P'), 'N', 'none').kind).toBe('round');
    // A passed hand's new suit still is not forcing (SAYC).
    expect(forceOn(SAYC_RULES, calls('P 1H 1S 2H 3D P'), 'N', 'none').kind).toBe('none');
  });
  it('the overcaller answers as when responder passed: its suit with a minimum, game with a sound overcall', () => {
    expect(choose('KT9865.Q52.A97.4', 'P 1H 1S 2H 3H P')).toMatchObject({
      rule: 'cue-answer-minimum',
      call: bid(3, 'S'),
    });
    expect(choose('AKJ965.Q52.A97.4', 'P 1H 1S 2H 3H P')).toMatchObject({ rule: 'cue-answer-game', call: bid(4, 'S') });
  });
  it('advancer bids game opposite the minimum with game values, else passes', () => {
    expect(choose('AJ2.94.AKQ8.AT87', '1H 1S 2H 3H P 3S P')).toMatchObject({
      rule: 'cue-minimum-game',
      call: bid(4, 'S'),
    });
    expect(choose('AJ2.94.QT8.AT876', '1H 1S 2H 3H P 3S P').call).toEqual({ type: 'pass' });
  });
});

describe("the negative double's side after advancer's cue bid of opener's suit", () => {
  // 1♦ (1♠) X (2♦): opener passed with four hearts, and the doubler passed (2♠) with six.
  it('the opener competes in the major the double promised, as over a raise', () => {
    expect(choose('3.A964.AJ95.K853', '1D 1S X 2D')).toMatchObject({
      rule: 'after-neg-double-raised-major',
      call: bid(2, 'H'),
    });
  });
  it('the doubler bids a six-card major of its own once opener has passed', () => {
    expect(choose('4.KQJT82.K842.64', '1D 1S X 2D P 2S')).toMatchObject({
      rule: 'neg-doubler-compete-six',
      call: bid(3, 'H'),
    });
  });
  it("the doubler raises opener's free major to game with opening values", () => {
    expect(choose('4.KQJT82.K842.A4', '1D 1S X 2D 2H P')).toMatchObject({
      rule: 'neg-doubler-raise-game',
      call: bid(4, 'H'),
    });
  });
});

describe('responder when opener passes their overcall', () => {
  // 1♦ P 1♥ (1♠) P (P): ♠87 ♥987654 ♦– ♣AKQ84 passed it out.
  it('rebids a six-card suit, shows a second five-card suit, else passes', () => {
    expect(choose('87.987654..AKQ84', '1D P 1H 1S P P')).toMatchObject({ rule: 'resp-reopen-six', call: bid(2, 'H') });
    expect(choose('87.98765.4.AKQ84', '1D P 1H 1S P P')).toMatchObject({
      rule: 'resp-reopen-second',
      call: bid(2, 'C'),
    });
    expect(choose('87.9876.43.AKQ84', '1D P 1H 1S P P')).toMatchObject({ rule: 'resp-reopen-pass' });
  });
});

describe('the opener against their balancing 1NT', () => {
  it('doubles for penalty with 18+ HCP (before: passed 1♦ P P 1NT with 21)', () => {
    expect(choose('A.A5.AJ532.AKJ98', '1D P P 1N')).toMatchObject({
      rule: 'opener-vs-balance-1n-double',
      call: { type: 'double' },
    });
  });
});

describe('support points and playing strength in competition', () => {
  it("the negative doubler counts its shortness when raising opener's free major", () => {
    // 1♣ (1♥) X (2♥) 2♠: ♠AJ32 ♥9 ♦KJ952 ♣T84, 9 HCP and 12 support points, passed before.
    expect(choose('AJ32.9.KJ952.T84', '1C 1H X 2H 2S P')).toMatchObject({
      rule: 'neg-doubler-raise-invite',
      call: bid(3, 'S'),
    });
  });
  it('the opener bids game with six-five after their raise (before: passed 1♥ (2♣) P (4♣))', () => {
    expect(choose('AJ854.AKQ942.9.5', '1H 2C P 4C')).toMatchObject({
      rule: 'opener-shape-game-after-raise',
      call: bid(4, 'H'),
    });
    // Six-four with six losers: no game at once.
    expect(choose('Q985.AKJ942.94.5', '1H 2C P 4C').rule).not.toBe('opener-shape-game-after-raise');
  });
});

describe('the second round of gaps (rule gaps, seed 5353)', () => {
  it('overcalls their weak two with any five-card suit and 15+ HCP', () => {
    expect(choose('AQ.KJ742.T7.AQ85', '2D')).toMatchObject({ rule: 'over-weak-suit', call: bid(2, 'H') });
    // A poor suit and 12 HCP still passes.
    expect(choose('A2.KJ742.T7.Q985', '2D').call).toEqual({ type: 'pass' });
  });
  it('the negative doubler bids a six-card suit of its own with opening values over their raise', () => {
    expect(choose('4.A.AKT9863.A643', '1S 2H X 3H P P')).toMatchObject({
      rule: 'neg-doubler-raised-own-suit',
      call: bid(4, 'D'),
    });
  });
  it("the opener bids game over advancer's cue bid of its suit with five losers", () => {
    expect(choose('AKQ853.AQ6.A3.52', '1S 2C P 2S')).toMatchObject({
      rule: 'opener-shape-game-after-raise',
      call: bid(4, 'S'),
    });
  });
});
