// Our constructive auctions after the opponents interfere (system/interference.ts, issue 25): the hands
// are bench/robots-rule-gaps.ts --four --cost examples, where the robots passed with no rule. Sources:
// the SAYC booklet (a new suit by responder is forcing; negative and reopening doubles), Lebensohl as the
// ACBL convention card plays it, the stolen-bid double as Stayman, the Law of Total Tricks (nine trumps
// compete to three), Rosenkranz's support double answered like a raise.
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { choose } from './auction.testing.js';

const pass = { type: 'pass' };

describe('over our 1NT and their two-level overcall (Lebensohl)', () => {
  it('competes with a five-card suit below theirs through the relay, then signs off in it', () => {
    expect(choose('T5.T9732.K97.AQT', 'P P 1NT 2S')).toMatchObject({ rule: 'leb-relay-five', call: bid(2, 'NT') });
    expect(choose('T5.T9732.K97.AQT', 'P P 1NT 2S 2NT P 3C P')).toMatchObject({
      rule: 'leb-signoff-five',
      call: bid(3, 'H'),
    });
  });

  it('opener passes the competitive two-level bid instead of reading it as a transfer', () => {
    expect(choose('KQ4.J85.AQ6.KJ32', '1NT 2C 2D P')).toMatchObject({ rule: 'leb-compete-pass', call: pass });
    expect(choose('KQ4.J85.AQ6.KJ32', '1NT 2D 2H P')).toMatchObject({ rule: 'leb-compete-pass', call: pass });
  });

  it('a weak hand with no Lebensohl call passes, never a transfer that partner would pass', () => {
    expect(choose('964.93.AJT854.87', '1NT 2D')).toMatchObject({ rule: 'leb-pass', call: pass });
  });

  it('after the relay, six clubs pass 3♣ and never bid 4♣', () => {
    expect(choose('5.T93.982.KJ9832', '1NT 2H 2NT P 3C P')).toMatchObject({ rule: 'leb-clubs', call: pass });
  });
});

describe('after the stolen-bid double of their 2♣ and opener’s answer', () => {
  it('responder bids game with a long major, 3NT without a fit, invites with 8–9', () => {
    expect(choose('AQJ532.K7.76.964', '1NT 2C X P 2H P')).toMatchObject({
      rule: 'stolen-stayman-long-major',
      call: bid(4, 'S'),
    });
    expect(choose('K4.Q9862.Q9764.K', '1NT 2C X P 2S P')).toMatchObject({ rule: 'stolen-stayman-3n' });
    expect(choose('QT53.T876.K93.K3', 'P P 1NT 2C X P 2D P')).toMatchObject({
      rule: 'stolen-stayman-invite',
      call: bid(2, 'NT'),
    });
    expect(choose('A6.JT9432.K54.98', 'P P 1NT 2C X P 2H P')).toMatchObject({
      rule: 'stolen-stayman-fit-invite',
      call: bid(3, 'H'),
    });
  });

  it('opener accepts with a maximum', () => {
    expect(choose('862.AJ5.AJT7.AQ5', 'P P 1NT 2C X P 2D P 2NT P')).toMatchObject({
      rule: 'stolen-stayman-accept-2n',
      call: bid(3, 'NT'),
    });
    expect(choose('53.K875.AQ82.AK3', 'P P 1NT 2C X P 2H P 3H P')).toMatchObject({ call: bid(4, 'H') });
  });
});

describe('over our 1NT and their jump to three, passed round', () => {
  it('opener reopens with a double holding a maximum and a doubleton; responder shows a major', () => {
    expect(choose('K652.AQJ8.AJ6.J3', '1NT 3C P P')).toMatchObject({
      rule: '1n-reopen-double',
      call: { type: 'double' },
    });
    expect(choose('KQ4.AJ4.K5.QT973', '1NT 3S P P')).toMatchObject({ call: pass });
    expect(choose('QT.KJ9852.Q8.542', 'P P 1NT 3C P P X P')).toMatchObject({ call: bid(3, 'H') });
  });
});

describe('over our 1NT and their 2NT for the minors', () => {
  it('a six-card major with game values bids game', () => {
    expect(choose('KJ6532.852..KJ72', '1NT 2NT')).toMatchObject({ rule: 'vs-1n-2n-major-game', call: bid(4, 'S') });
  });
});

describe('after partner’s support double', () => {
  it('responder never passes it without their suit: the suit cheaply, a jump to invite', () => {
    expect(choose('J32.KJ9542.J7.Q5', '1C P 1H 2D X P')).toMatchObject({
      rule: 'support-doubled-min',
      call: bid(2, 'H'),
    });
    expect(choose('T843.A94.92.KJ85', '1D P 1S 2H X P')).toMatchObject({ call: bid(2, 'S') });
    expect(choose('AKJ75.J5.QT986.5', '1H P 1S 2C X P')).toMatchObject({
      rule: 'support-doubled-invite',
      call: bid(3, 'S'),
    });
  });
});

describe('responder’s free bid, their raise, opener’s pass', () => {
  it('a six-card suit competes, a long major with values bids game', () => {
    expect(choose('987542.3.Q82.AQ4', 'P P 1D 1H 1S 2H P P')).toMatchObject({
      rule: 'free-bidder-rebid',
      call: bid(2, 'S'),
    });
    expect(choose('AKJ97632.Q2.7.T4', '1C 1D 1S 2D P P')).toMatchObject({
      rule: 'free-bidder-game',
      call: bid(4, 'S'),
    });
    expect(choose('AK98543.84..AJ73', '1H 2D 2S 3D P P')).toMatchObject({ call: bid(4, 'S') });
  });
});

describe('competing with the fit', () => {
  it('the raiser competes to three with nine trumps', () => {
    expect(choose('AT3.86.QT752.QT3', 'P P 1D 1S 2D 2S P P')).toMatchObject({
      rule: 'compete-nine-trumps',
      call: bid(3, 'D'),
    });
  });

  it('opener rebids a six-card suit freely over their two-level bid', () => {
    expect(choose('AK7.3.K98643.J64', '1D P 1NT 2H')).toMatchObject({
      rule: 'opener-free-rebid-1n',
      call: bid(3, 'D'),
    });
  });

  it('opener rebids a long suit after their balancing bid, and doubles their raise when short', () => {
    expect(choose('A9.AKQJT42.85.A8', '1H P P 2S')).toMatchObject({
      rule: 'opener-vs-balance-suit',
      call: bid(3, 'H'),
    });
    expect(choose('KQ62.AJ86..AQ962', '1C 2D P 3D')).toMatchObject({
      rule: 'opener-double-after-raise',
      call: { type: 'double' },
    });
  });
});

describe('responder answers opener’s reopening double of their balancing bid', () => {
  it('bids, unless long in their suit', () => {
    expect(choose('K764.T953.J74.76', '1H P P 1S X P')).toMatchObject({
      rule: 'reopened-preference',
      call: bid(2, 'H'),
    });
    expect(choose('6.T9763.986.A754', 'P P 1C P P 1S X P')).toMatchObject({ call: bid(2, 'H') });
    expect(choose('J76542.T6.KJ965.', '1H P P 1S X P')).toMatchObject({ rule: 'reopened-penalty-long', call: pass });
  });
});

describe('the overcaller’s second call', () => {
  // The answers are balancing.ts's CUE_ANSWERS (losing-trick count); balancing.test.ts has the invitation.
  it('answers the cue bid: the suit cheaply with a minimum, game with a sound overcall', () => {
    expect(choose('43.KQ875.983.AQT', 'P 1C 1H P 2C P')).toMatchObject({
      rule: 'cue-answer-minimum',
      call: bid(2, 'H'),
    });
    expect(choose('43.KQ8753.98.AQT', 'P 1C 1H P 2C P')).toMatchObject({ rule: 'cue-answer-game', call: bid(4, 'H') });
    expect(choose('AQT7.Q76432.2.AK', 'P 1D 1H P 2D P')).toMatchObject({ rule: 'cue-answer-game', call: bid(4, 'H') });
  });

  it('rebids a six-card major over advancer’s 1NT', () => {
    expect(choose('AJT976.97.K4.A82', 'P 1D 1S P 1NT P')).toMatchObject({
      rule: 'overcaller-1n-rebid',
      call: bid(2, 'S'),
    });
  });
});
