// The strong 2♣ opener's third call (issue 25: "the whole of SAYC … including strong 2♣ auctions";
// the SAYC booklet gives the opening and the answers, standard practice the rest). Before, the opener
// passed 2♣–2♦–2♠–2NT with 22 HCP and 2♣–2♦–3♦–4♦ (bidding 2,000 deals of seed 25).
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, choose } from './auction.testing.js';
import { SYSTEMS } from './system/systems.js';

describe("the strong 2♣ opener's third call", () => {
  it("bids game in a six-card major over responder's second negative", () => {
    expect(choose('AKQJ54.Q7.AJ3.A2', '2C P 2D P 2S P 2N P')).toMatchObject({
      rule: '2c-third-game',
      call: bid(4, 'S'),
    });
  });

  it('shows a four-card second suit (forcing), and responder raises it with four', () => {
    expect(choose('AKQ65.KQ74.AJ.A2', '2C P 2D P 2S P 2N P')).toMatchObject({
      rule: '2c-third-suit',
      call: bid(3, 'H'),
    });
    expect(choose('97.8532.K954.K75', '2C P 2D P 2S P 2N P 3H P')).toMatchObject({
      rule: '2c-third-raise',
      call: bid(4, 'H'),
    });
  });

  it("raises responder's good five-card major with three cards", () => {
    expect(choose('AKQ.AKJT5.AQ2.K2', '2C P 2D P 2H P 2S P')).toMatchObject({
      rule: '2c-second-raise',
      call: bid(4, 'S'),
    });
  });

  it('asks over the raise of its major with 25+ HCP, bids game with less', () => {
    expect(choose('AKQ.AKJT5.AQ2.K2', '2C P 2D P 2H P 3H P')).toMatchObject({ rule: '2c-raised-ask' });
    expect(choose('AKQ.AKJT5.AQ2.32', '2C P 2D P 2H P 3H P')).toMatchObject({
      rule: '2c-raised-game',
      call: bid(4, 'H'),
    });
  });

  it('bids five of its minor raised to four with 22 HCP, and never stops below game after a second negative', () => {
    expect(choose('AK.AK.AJT954.K32', '2C P 2D P 3D P 4D P')).toMatchObject({ call: bid(5, 'D') });
    expect(bidOut('AKQ654.Q743.AJ.A', '97.85.K9543.K754', SYSTEMS.sayc)).toBe('2C P 2D P 2S P 2NT P 4S P P P');
  });

  it('bids 6NT with 25+ after the positive 2NT, its suit and responder’s 3NT (33 HCP, slam count seed 26)', () => {
    expect(choose('Q.AK6.AK73.AKQ72', '2C P 2N P 3C P 3N P')).toMatchObject({
      rule: '2c-pos-suit-6n',
      call: bid(6, 'NT'),
    });
  });
});

describe("the 2♣ opener's solid major (2♣–2♦–3♥/3♠ sets the trumps)", () => {
  // Bidding challenge seed 35: the forced 4♥ was passed, thirteen tricks double-dummy.
  const OPENER = 'A.AKQ9852.AQJ8.6';
  const RESPONDER = 'KJ853.J3.75.KQJ7';

  it('is raised to game by responder, whatever it holds', () => {
    expect(choose(RESPONDER, '2C P 2D P 3H P')).toMatchObject({ rule: '2c-solid-raise', call: bid(4, 'H') });
    expect(choose('J32.4.98652.8753', '2C P 2D P 3S P')).toMatchObject({ rule: '2c-solid-raise', call: bid(4, 'S') });
  });

  it('asks for aces with two losers and two aces, and reaches the slam opposite none (before: 4♥ passed)', () => {
    expect(choose(OPENER, '2C P 2D P 3H P 4H P')).toMatchObject({ rule: '2c-solid-ask', call: bid(4, 'NT') });
    expect(bidOut(OPENER, RESPONDER, SYSTEMS.sayc)).toBe('2C P 2D P 3H P 4H P 4NT P 5C P 6H P P P');
  });

  it('passes the raise with three losers or a void (an ace ask would not say which ace)', () => {
    // ♦Q43 and ♣K6: three losers.
    expect(choose('A.AKQ9852.Q43.K6', '2C P 2D P 3H P 4H P')).toMatchObject({ rule: '2c-solid-game' });
    // A club void: the ask is left alone.
    expect(choose('A5.AKQ9852.AQJ8.', '2C P 2D P 3H P 4H P')).toMatchObject({ rule: '2c-solid-game' });
  });
});
