// The games of the one-level auctions (issue 25): which game, and whether to bid one. The hands are deals of
// the bidding challenge (`bench/robots-challenge.ts`, seeds 27 and 29) where the robots went down in a game,
// missed one or chose the wrong strain. Sources: the SAYC booklet (ACBL SP-3) where it speaks — a new suit
// by responder is forcing, but after opener's 1NT rebid a new suit lower than responder's first is not;
// responder's 2NT rebid invites with 11–12; opener's 1NT rebid is 12–14 — and standard practice for the
// rest (25 points between the hands for game; 3NT needs the unbid suits stopped; a minimum declines).
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, calls, choose } from './auction.testing.js';
import { forceOn } from './forcing.js';
import { SYSTEMS } from './system/systems.js';

describe("opener's answer to the 2NT invitation after its 1NT rebid (12–14 facing 11–12)", () => {
  it('accepts with a good 13 (not 4-3-3-3): 24–25 between the hands', () => {
    // Seed 27: 2NT was passed with 13 HCP, 3NT makes opposite KJ.AJ97.KT72.974.
    expect(choose('T73.T6.A954.AKQ3', '1D P 1H P 1N P 2N P')).toMatchObject({
      rule: 'opener-2n-accept',
      call: bid(3, 'NT'),
    });
  });

  it('declines with a flat 13 (4-3-3-3) and with 12', () => {
    expect(choose('Q95.K742.J73.AK6', '1C P 1S P 1N P 2N P')).toMatchObject({ rule: 'opener-2n-decline' });
    expect(choose('Q94.K742.J73.AK6', '1C P 1S P 1N P 2N P')).toMatchObject({ rule: 'opener-2n-decline' });
  });
});

describe("responder's new suit after opener's 1NT rebid", () => {
  it('bids a lower five-five suit weakly, not forcing (SAYC booklet): opener no longer jumps to game', () => {
    // Seed 27: 1♦–1♠–1NT–2♥ was read as game forcing and opener bid 4♠ with 14 HCP opposite 9.
    expect(choose('KQ852.QJ962.Q.62', '1D P 1S P 1N P')).toMatchObject({
      rule: 'resp-1n-second-suit',
      call: bid(2, 'H'),
    });
    expect(forceOn(SYSTEMS.sayc, calls('1D P 1S P 1N P 2H P'), 'N', 'none').kind).toBe('none');
    expect(choose('A43.AT.K7542.QJ5', '1D P 1S P 1N P 2H P').call).not.toEqual(bid(4, 'S'));
  });

  it('jumps in a lower four-card suit with game values, forcing to game', () => {
    expect(choose('AKJ87.K876.A74.7', '1D P 1S P 1N P')).toMatchObject({
      rule: 'resp-1n-jump-lower-suit',
      call: bid(3, 'H'),
    });
    expect(forceOn(SYSTEMS.sayc, calls('1D P 1S P 1N P 3H P'), 'N', 'none').kind).toBe('game');
  });

  it('still forces with a higher suit (1♦–1♥–1NT–2♠)', () => {
    expect(forceOn(SYSTEMS.sayc, calls('1D P 1H P 1N P 2S P'), 'N', 'none').kind).toBe('game');
  });
});

describe("responder's game after opener's minimum rebid of its minor", () => {
  it('bids 5♦ with four diamonds and an unbid suit unstopped, not 3NT', () => {
    // Seed 27: 3NT with a singleton king of spades went three down; 5♦ makes opposite T62.KQ.AKJ763.73.
    expect(choose('K.A9543.Q982.KJ5', '1D P 1H P 2D P')).toMatchObject({
      rule: 'resp-rebid-minor-game',
      call: bid(5, 'D'),
    });
    expect(bidOut('T62.KQ.AKJ763.73', 'K.A9543.Q982.KJ5', SYSTEMS.sayc)).toBe('1D P 1H P 2D P 5D P P P');
  });

  it('bids 3NT with the unbid suits stopped', () => {
    expect(choose('KQ5.A9543.Q98.K5', '1D P 1H P 2D P')).toMatchObject({ rule: 'resp-rebid-3n', call: bid(3, 'NT') });
  });

  it('bids 3NT all the same without a fit to play in', () => {
    expect(choose('932.AKJ54.QJ.KJ5', '1D P 1H P 2D P')).toMatchObject({
      rule: 'resp-rebid-3n-unstopped',
      call: bid(3, 'NT'),
    });
  });
});

describe("opener after responder's 1♠ over its one-level new suit", () => {
  it('raises to game with 18+ points and four spades, opposite a passed hand too', () => {
    // Seed 29: 1♣–1♦–1♥–1♠ by a passed hand was passed with 18 HCP; 4♠ makes opposite 7543.J8.K8532.K6.
    expect(choose('AKQ6.KQ54.4.AT84', 'P P 1C P 1D P 1H P 1S P')).toMatchObject({
      rule: 'opener-1s-raise-4',
      call: bid(4, 'S'),
    });
  });

  it('raises to 2♠ with a minimum and to 3♠ with 16–17', () => {
    expect(choose('K762.KQ54.4.Q984', '1C P 1D P 1H P 1S P')).toMatchObject({
      rule: 'opener-1s-raise-2',
      call: bid(2, 'S'),
    });
    expect(choose('A762.KQ54.4.KQ98', '1C P 1D P 1H P 1S P')).toMatchObject({
      rule: 'opener-1s-raise-3',
      call: bid(3, 'S'),
    });
  });
});

describe("responder's four spades after 1♣–1♦–1♥ and its six-card major after opener's new suit", () => {
  it('bids a natural 1♠ with game values too, then game over the raise (not the jump to 2♠ as fourth suit)', () => {
    // Seed 27: 1♣–1♦–1♥–2♠–2NT–3NT went down with the 4-4 spade game on (AK53..K8754.Q765 opposite Q984.J765.AQ.A84).
    expect(choose('AK53..K8754.Q765', '1C P 1D P 1H P')).toMatchObject({ rule: 'resp-new-1s', call: bid(1, 'S') });
    expect(bidOut('Q984.J765.AQ.A84', 'AK53..K8754.Q765', SYSTEMS.sayc)).toBe('1C P 1D P 1H P 1S P 2S P 4S P P P');
  });

  it('bids 3NT over a 1NT answer with game values and no spade fit', () => {
    expect(choose('AK53.Q2.K8754.Q7', '1C P 1D P 1H P 1S P 1N P')).toMatchObject({
      rule: 'resp-1s-3n',
      call: bid(3, 'NT'),
    });
  });

  it('bids game in a six-card major with 13–15 HCP at once', () => {
    // Seed 27: fourth suit forcing and 3NT with seven spades; 4♠ makes opposite 2.A85.AKQ65.9642.
    expect(choose('KQT8764.K632..AJ', '1D P 1S P 2C P')).toMatchObject({
      rule: 'resp-new-own-major-game',
      call: bid(4, 'S'),
    });
  });
});

describe('after fourth suit forcing and the three-card support', () => {
  it('bids 3NT with four cards in its major, not the 4-3 fit', () => {
    // Seed 27: 1♦–1♥–1♠–2♣–2♥–3♥–4♥ went down with 64.AJ64.JT9.KQJ6 opposite KJ92.Q92.AKQ65.3; 3NT makes.
    expect(choose('64.AJ64.JT9.KQJ6', '1D P 1H P 1S P 2C P 2H P')).toMatchObject({
      rule: 'fsf-after-support-3n',
      call: bid(3, 'NT'),
    });
  });

  it('still rebids five cards, forcing', () => {
    expect(choose('64.AJ642.JT9.KQ6', '1D P 1H P 1S P 2C P 2H P').call).toEqual(bid(3, 'H'));
  });
});

describe('invitations accepted on values', () => {
  it("accepts responder's jump in a six-card major with 14+ HCP and a doubleton", () => {
    expect(choose('KQ75.Q9.A8.AT762', '1C P 1H P 1S P 3H P')).toMatchObject({
      rule: 'opener-jump-rebid-major-game',
      call: bid(4, 'H'),
    });
  });

  it('declines it with 13 and a singleton (seed 29)', () => {
    expect(choose('KQ75.9.AT8.AT762', '1C P 1H P 1S P 3H P')).toMatchObject({ rule: 'opener-jump-rebid-pass' });
  });
});

describe("opener over the weak five-five 1m–1♠–1NT–2♥ (not forcing, SAYC booklet: a new suit below responder's first)", () => {
  it('invites with four hearts and a maximum, and responder with 8+ accepts (seed 32: 2♥ was passed, 4♥ makes)', () => {
    expect(choose('74.AK73.AJ432.K5', '1D P 1S P 1N P 2H P')).toMatchObject({
      rule: 'opener-1n-55-raise',
      call: bid(3, 'H'),
    });
    expect(bidOut('74.AK73.AJ432.K5', 'Q9862.Q9654.K.QT', SYSTEMS.sayc)).toBe('1D P 1S P 1NT P 2H P 3H P 4H P P P');
  });

  it('gives preference to 2♠ with three spades and two hearts, and passes 2♥ with a minimum and four hearts', () => {
    expect(choose('K74.73.AJ432.K52', '1D P 1S P 1N P 2H P')).toMatchObject({
      rule: 'opener-1n-55-preference',
      call: bid(2, 'S'),
    });
    expect(choose('74.K873.AJ432.K5', '1D P 1S P 1N P 2H P')).toMatchObject({ rule: 'opener-1n-55-pass' });
  });

  it('responder declines the invitation with a bare five-five', () => {
    expect(choose('Q9862.J9654.2.Q2', '1D P 1S P 1N P 2H P 3H P')).toMatchObject({
      rule: 'resp-1n-55-raised-pass',
    });
  });
});

describe('responder after the preference to 2♠ over its weak five-five', () => {
  it('passes (seed 27: the forcing new suit’s rules jumped to 4♠ with 10 HCP, one down)', () => {
    expect(bidOut('A43.AT.K7542.QJ5', 'KQ852.QJ962.Q.62', SYSTEMS.sayc)).toBe('1D P 1S P 1NT P 2H P 2S P P P');
  });
});
