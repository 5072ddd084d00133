// Our own Michaels cue bids and unusual 2NT, answered and continued (issue 25 "competition: … Michaels
// and Unusual 2NT with their answers"). The SAYC booklet's "Competitive bidding" section defines the two
// suits shown; the saycbridge suite (test data, "test_michaels_and_unusual_notrump" and yarborough's
// "test_responses_to_michaels") checks the overcalls, the preference and the minor ask; the rest
// follows standard practice for the mini-maxi style (5–10 or 16+ HCP): a jump to game with a fit and
// values, a cue bid of opener's suit asking for strength and the better suit, the two-suiter's
// minimum or maximum answer, and advancer's pass or run when they double the two-suiter for penalty.
import { SEATS, bid, parseCall, unwrap, type Call } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { explainCall } from './bidder.js';
import { forceOn } from './forcing.js';
import { handRangesFromAuction } from './inference.js';
import { SYSTEMS } from './system/systems.js';
import { choose } from './auction.testing.js';

const SAYC = SYSTEMS.sayc;
const calls = (text: string): Call[] => (text === '' ? [] : text.split(' ').map((t) => unwrap(parseCall(t))));
/** The robot's call with `hand` (spades first) after `auction`, dealer North. */

describe('advancing our Michaels cue bid over a minor (both majors)', () => {
  it('jumps to game with four-card support and values', () => {
    expect(choose('KJ32.A432.K2.AQ2', '1C 2C P')).toMatchObject({ rule: 'advance-michaels-game', call: bid(4, 'H') });
  });

  it('cue-bids 3♣ with game interest and three-card support, forcing', () => {
    expect(choose('K32.A43.K92.AQ43', '1C 2C P')).toMatchObject({ rule: 'advance-michaels-cue', call: bid(3, 'C') });
    expect(forceOn(SAYC, calls('1C 2C P 3C P'), 'N', 'none').kind).not.toBe('none');
  });

  it('answers the cue bid: three of the better major with a minimum, four with a maximum', () => {
    expect(choose('KJ975.QJ932.2.32', '1C 2C P 3C P')).toMatchObject({ rule: 'michaels-cue-min', call: bid(3, 'S') });
    expect(choose('AKJ75.KQJ32.2.A2', '1C 2C P 3C P')).toMatchObject({ rule: 'michaels-cue-max', call: bid(4, 'S') });
  });

  it('passes the minimum answer without the values for game, and bids game with them', () => {
    expect(choose('K32.A43.K92.Q432', '1C 2C P 3C P 3S P')).toMatchObject({ call: { type: 'pass' } });
    expect(choose('K32.A43.K92.AQ43', '1C 2C P 3C P 3S P')).toMatchObject({
      rule: 'advance-michaels-cue-game',
      call: bid(4, 'S'),
    });
  });

  it('still gives simple preference with a 13-count (saycbridge test_misc_hands_from_play #108)', () => {
    expect(choose('Q.KJT6.KJ73.KT54', '1C 2C P')).toMatchObject({ call: bid(2, 'H') });
  });
});

describe('advancing our unusual 2NT', () => {
  it('over a major: game in the longer minor with a fit and values, or the cue bid asking', () => {
    expect(choose('A32.K3.K942.AQ43', '1H 2N P')).toMatchObject({ rule: 'advance-unusual-game', call: bid(5, 'C') });
    expect(choose('A32.KQ32.K94.A43', '1H 2N P')).toMatchObject({ rule: 'advance-unusual-cue', call: bid(3, 'H') });
  });

  it('the two-suiter answers the cue bid in its better minor: four with a minimum, five with a maximum', () => {
    expect(choose('2.3.KJ9754.QJ932', '1H 2N P 3H P')).toMatchObject({ rule: 'unusual-cue-min', call: bid(4, 'D') });
    expect(choose('2.3.AKQ754.AQJ32', '1H 2N P 3H P')).toMatchObject({ rule: 'unusual-cue-max', call: bid(5, 'D') });
  });

  it('over a minor (hearts and the other minor): 3♥ or the minor with a minimum, 4♥ with a maximum', () => {
    expect(choose('2.KJ9754.3.QJ932', '1D 2N P 3D P')).toMatchObject({
      rule: 'unusual-minor-cue-min',
      call: bid(3, 'H'),
    });
    expect(choose('2.KJ975.3.QJ9432', '1D 2N P 3D P')).toMatchObject({
      rule: 'unusual-minor-cue-min-minor',
      call: bid(4, 'C'),
    });
    expect(choose('2.AKJ75.AKJ32.32', '1C 2N P 3C P')).toMatchObject({
      rule: 'unusual-minor-cue-max',
      call: bid(4, 'H'),
    });
  });
});

describe('when they double our two-suiter for penalty', () => {
  it('passes 2NT doubled with values and a stopper in their suit, else runs to the longer minor', () => {
    expect(choose('KQ3.KQ32.942.432', '1H 2N X')).toMatchObject({ rule: 'unusual-x-pass', call: { type: 'pass' } });
    expect(choose('KQ3.42.9432.Q432', '1H 2N X')).toMatchObject({ rule: 'unusual-x-run', call: bid(3, 'C') });
  });

  it('gives preference over a doubled Michaels, or passes it back and the Michaels bidder chooses', () => {
    expect(choose('KQ3.42.9432.Q432', '1C 2C X')).toMatchObject({ rule: 'michaels-x-run', call: bid(2, 'S') });
    expect(choose('Q3.K2.J9432.Q432', '1C 2C X')).toMatchObject({ rule: 'michaels-x-pass', call: { type: 'pass' } });
    expect(choose('KJ975.QJ932.2.32', '1C 2C X P P')).toMatchObject({ rule: 'michaels-x-choose', call: bid(2, 'S') });
    expect(choose('92.KJ975.QJ932.2', '1S 2S X P P')).toMatchObject({
      rule: 'michaels-major-x-choose',
      call: bid(3, 'H'),
    });
  });
});

describe('reading the two-suiter for the table and for card play', () => {
  it('explains the answers to the cue bid', () => {
    const m = unwrap(explainCall(calls('1C 2C P 3C P'), bid(4, 'H')));
    expect(m).toMatchObject({ rule: 'michaels-cue-max', explanation: 'Maximum (16+ HCP): game in the better major' });
  });

  it('gives the card-play sampler the two-suiter’s range: 5+ HCP, then 16+ after a maximum answer', () => {
    const seen = (text: string) => calls(text).map((call, i) => ({ seat: SEATS[i % 4]!, call }));
    expect(handRangesFromAuction(seen('1C 2C'), 'N', 'none').E.hcp).toEqual([5, 37]);
    const after = handRangesFromAuction(seen('1C 2C P 3C P 4H'), 'N', 'none').E;
    expect(after.hcp).toEqual([16, 37]);
    expect(after.len.H).toEqual([5, 13]);
  });
});

// Their raise over our two-suiter and a penalty double of advancer's run (issue 25 "Michaels and Unusual
// 2NT with their answers"). Not in the test data; standard practice: over their raise advancer competes
// by the law of total tricks (three cards at the three level, four cards or values for game) or passes;
// against a two-suiter a double by opener's partner shows 10+ HCP and no fit (looking for a penalty),
// and four trumps in the suit advancer runs to double it.
describe('advancing our two-suiter over their raise', () => {
  it('competes at the three level with three cards and some values, in the longer major', () => {
    expect(choose('KJ2.Q432.K32.832', '1C 2C 3C')).toMatchObject({
      rule: 'michaels-raised-compete',
      call: bid(3, 'H'),
    });
    expect(choose('Q2.J42.K32.J7432', '1H 2N 3H').call).toEqual(bid(5, 'C'));
  });

  it('bids game with four-card support and values', () => {
    expect(choose('KJ32.Q432.K2.AQ2', '1C 2C 3C')).toMatchObject({ rule: 'michaels-raised-game', call: bid(4, 'H') });
    expect(choose('KJ32.Q4.K32.AQ32', '1H 2H 3H')).toMatchObject({
      rule: 'michaels-major-raised-game',
      call: bid(4, 'S'),
    });
  });

  it('passes without a fit to compete with', () => {
    expect(choose('32.Q2.KJ432.Q832', '1C 2C 3C')).toMatchObject({
      rule: 'two-suiter-raised-pass',
      call: { type: 'pass' },
    });
  });
});

describe('their penalty double of our two-suiter and of advancer’s run', () => {
  it('doubles our unusual 2NT with 10+ HCP and no fit for opener', () => {
    expect(choose('8743.2.AKJ2.KQ32', '1H 2N')).toMatchObject({
      rule: 'vs-two-suiter-double',
      call: { type: 'double' },
    });
    // With a fit, not a penalty double.
    expect(choose('874.Q32.AKJ2.K32', '1H 2N').rule).not.toBe('vs-two-suiter-double');
  });

  it('doubles advancer’s run with four trumps there, by opener or by the doubler after opener’s pass', () => {
    expect(choose('AQ72.KJ9.Q82.JT3', '1C 2C X 2S')).toMatchObject({
      rule: 'vs-two-suiter-run-double',
      call: { type: 'double' },
    });
    expect(choose('K743.2.AKJ2.Q832', '1H 2N X 3C P P')).toMatchObject({ call: { type: 'double' } });
    // Three trumps: no penalty double.
    expect(choose('AQ2.KJ92.Q82.JT3', '1C 2C X 2S').call).not.toEqual({ type: 'double' });
  });
});
