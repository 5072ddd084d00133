// Balancing and competing for the part-score (issue 25): auctions where the robots passed with no rule
// (`default-pass`) and lost IMPs (bench/robots-rule-gaps.ts --four --cost). Standard practice: the
// balancing seat "borrows a king" (partner holds the values their low contract leaves), a balancing
// double is for takeout, short in their suit (SAYC booklet, "Competitive bidding": takeout doubles);
// when they have a fit and stop at two we have one too; the law of total tricks: compete to three of
// our fit with nine trumps, not with eight and a flat hand.
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { choose } from './auction.testing.js';
import { SYSTEMS } from './system/systems.js';

const double = { type: 'double' };
const pass = { type: 'pass' };

describe('in the pass-out seat when they have a fit at the two level', () => {
  it('doubles for takeout short in their suit', () => {
    expect(choose('AJ74.5.KQ83.J852', '1C P 1H P 2H P P')).toMatchObject({ rule: 'fit-balance-double', call: double });
    expect(choose('A65.T.KQ42.K9652', 'P 1C P 1D P 1H P 2H P P')).toMatchObject({
      rule: 'fit-balance-double-fourth',
      call: double,
    });
  });
  it('bids a five-card suit at the two level', () => {
    expect(choose('KJ975.83.A62.Q74', '1C P 1D P 2D P P')).toMatchObject({
      rule: 'fit-balance-suit',
      call: bid(2, 'S'),
    });
  });
  it('after three suits, doubles for the fourth only with four cards there or a sound opening', () => {
    expect(choose('A7654.KQ97.7.Q76', 'P P 1D P 1H P 1S P 2D P P').call).toEqual(pass);
    expect(choose('A765.KQ9.7.Q8763', 'P P 1D P 1H P 1S P 2D P P')).toMatchObject({
      rule: 'fit-balance-double-fourth',
      call: double,
    });
  });
  it('passes with length in their suit and no suit of its own', () => {
    expect(choose('Q65.KJ4.Q832.J73', 'P 1C P 1D P 1H P 2H P P').call).toEqual(pass);
  });
});

describe('over their weak two or preempt passed round', () => {
  it('bids a five-card suit at the two level', () => {
    expect(choose('A6532.K42.K.KQ75', 'P 2H P P')).toMatchObject({ rule: 'weak-balance-suit', call: bid(2, 'S') });
  });
  it('bids 2NT balanced with a stopper, doubles short in their suit', () => {
    expect(choose('AQ4.KJ5.KQ3.J732', '2H P P')).toMatchObject({ rule: 'weak-balance-2n', call: bid(2, 'NT') });
    expect(choose('KJ74.4.A963.K852', '2H P P')).toMatchObject({ rule: 'weak-balance-double', call: double });
  });
  it('passes a weak hand', () => {
    expect(choose('9842.K73.Q64.J85', '2H P P').call).toEqual(pass);
  });
});

describe('over their 1NT passed round', () => {
  it('passes with less than 15', () => {
    expect(choose('K98.QJ98.K985.92', 'P 1NT P P').call).toEqual(pass);
  });
  it('doubles for penalty with 15+', () => {
    expect(choose('AQ9.KJ8.A985.K92', 'P 1NT P P')).toMatchObject({ rule: 'nt-balance-double', call: double });
  });
});

describe("the overcaller answers advancer's cue bid (a limit raise or better)", () => {
  it('bids game in the major with a sound overcall', () => {
    expect(choose('43.KQ8753.98.AQT', 'P 1C 1H P 2C P')).toMatchObject({
      rule: 'cue-answer-game',
      call: bid(4, 'H'),
    });
  });
  it('invites with the jump holding six losers and five trumps (saycbridge, hands from play)', () => {
    expect(choose('KQJ72..A732.JT87', '1D 1S P 2D P')).toMatchObject({ rule: 'cue-answer-invite', call: bid(3, 'S') });
  });
  it('advancer accepts the invitation with more than a limit raise', () => {
    expect(choose('A84.K62.Q84.KQ62', '1D 1S P 2D P 3S P')).toMatchObject({
      rule: 'cue-invite-accept',
      call: bid(4, 'S'),
    });
  });
  it('advancer invites opposite a minimum with a good limit raise (saycbridge, overcalls)', () => {
    expect(choose('KQ5.KJ75.Q876.K7', '1C 1H P 2C P 2H P')).toMatchObject({
      rule: 'cue-minimum-invite',
      call: bid(3, 'H'),
    });
  });
  it('the overcaller accepts that invitation at the top of its minimum', () => {
    expect(choose('Q83.KJ974.A82.Q4', '1C 1H P 2C P 2H P 3H P')).toMatchObject({
      rule: 'cue-invited-game',
      call: bid(4, 'H'),
    });
    expect(choose('Q83.KJ974.982.Q4', '1C 1H P 2C P 2H P 3H P').call).toEqual(pass);
  });
  it('rebids the suit with a minimum', () => {
    expect(choose('Q83.KJ974.982.Q4', 'P 1C 1H P 2C P')).toMatchObject({
      rule: 'cue-answer-minimum',
      call: bid(2, 'H'),
    });
  });
});

describe('after our takeout double and their jump raise', () => {
  it('advancer competes at the three level or above with values', () => {
    expect(choose('J86.T42.AKQ2.752', 'P 1H X 3H')).toMatchObject({ rule: 'jump-raised-minor', call: bid(4, 'D') });
    expect(choose('KJ86.T42.Q82.J52', 'P 1H X 3H')).toMatchObject({ rule: 'jump-raised-major', call: bid(3, 'S') });
  });
  it('advancer passes a weak hand, and the doubler passes it with a minimum', () => {
    expect(choose('J86.T42.Q762.752', 'P 1H X 3H').call).toEqual(pass);
    expect(choose('AK5.6.T543.AQT86', 'P 1H X 3H P P').call).toEqual(pass);
  });
});

describe('the balancing doubler with a strong hand', () => {
  it('jumps to 2NT with 19–21 balanced', () => {
    expect(choose('A9.A96.AK95.AT75', 'P 1D P P X P 1S P')).toMatchObject({
      rule: 'balance-double-2n',
      call: bid(2, 'NT'),
    });
  });
});

describe('the opening side against their balance', () => {
  it('opener competes to three with extras and shortness, passes a flat minimum', () => {
    expect(choose('AJT93.Q.A95.A652', '1S P 2S P P 3H P P')).toMatchObject({
      rule: 'raise-balanced-opener-3',
      call: bid(3, 'S'),
    });
    expect(choose('AJT93.Q95.K95.Q6', '1S P 2S P P 3H P P').call).toEqual(pass);
  });
  it('responder competes with a ninth trump, not with eight and a flat hand', () => {
    expect(choose('KQ53.Q873.K8.873', '1S P 2S 3H P P')).toMatchObject({
      rule: 'raise-balanced-responder-3',
      call: bid(3, 'S'),
    });
    expect(choose('874.T873.K8.KQ73', '1S P 2S P P 3H').call).toEqual(pass);
  });
  it('opener rebids a long suit with extras', () => {
    // interference.ts's `opener-vs-balance-suit` comes first over a suit; `opener-balanced-rebid` also covers X and 1NT.
    expect(choose('A9.AKQJT42.85.A8', '1H P P 2S')).toMatchObject({
      rule: 'opener-vs-balance-suit',
      call: bid(3, 'H'),
    });
  });
  it('responder runs from their balancing double passed for penalty with a long suit', () => {
    expect(choose('J87653.T74.T6.72', '1D P P X P P')).toMatchObject({
      rule: 'balance-doubled-rescue',
      call: bid(1, 'S'),
    });
    expect(choose('J8765.T74.T62.72', '1D P P X P P').call).toEqual(pass);
  });
  it('opener doubles a two-level balance with 16+, bids 1NT over a one-level balance with 18–19', () => {
    expect(choose('KQJ6.AKQT2.2.A74', '1H P P 2C')).toMatchObject({ rule: 'opener-vs-balance-2', call: double });
    expect(choose('KQ43.AK97.Q85.A4', '1D P P 1H')).toMatchObject({ rule: 'opener-vs-balance-1n', call: bid(1, 'NT') });
  });
  it("partner answers opener's reopening double, passing only with good trumps", () => {
    expect(choose('T64.2.J65432.QT5', '1D P P 1H X P')).toMatchObject({
      rule: 'reopened-preference',
      call: bid(2, 'D'),
    });
    expect(choose('KQT9.T95.J74.763', '1H P P 1S X P')).toMatchObject({
      rule: 'reopened-penalty',
      call: pass,
    });
    expect(choose('9743.983.Q94.K32', '1H P P 2C X P')).toMatchObject({ call: bid(2, 'H') });
    expect(choose('K764.T953.J74.76', '1H P P 1S X P')).toMatchObject({ call: bid(2, 'H') });
  });
  it('Polish Club keeps the rules for its natural openings', () => {
    expect(choose('KQ53.Q873.K8.873', '1S P 2S 3H P P', SYSTEMS.polish)).toMatchObject({
      rule: 'raise-balanced-responder-3',
    });
  });
});
