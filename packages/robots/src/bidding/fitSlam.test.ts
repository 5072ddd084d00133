// Slams made by a fit and shape rather than points (issue 25, the bidding challenges): opener after
// Jacoby 2NT, its shortness answer and responder's sign-off in game. The hands are losses of
// `bench/robots-challenge.ts` on seed 29 (opponents silent). Sources: the SAYC booklet (Jacoby 2NT: a
// game-forcing raise, opener's new suit at the three level shows shortness); the losing-trick count
// (Klinger, "The Modern Losing Trick Count": 24 less both hands' losers is the tricks a fit takes, and a
// game-forcing raise holds about seven); standard expert practice for control bids (the cheapest
// control first, a suit skipped is denied; with every suit controlled, ask for aces or key cards).
import { bid, parseHand, unwrap } from '@biritch/core';
import { losingTrickCount } from '@biritch/dealer';
import { describe, expect, it } from 'vitest';
import { bidOut, choose } from './auction.testing.js';
import { SYSTEMS } from './system/systems.js';

const SAYC = SYSTEMS.sayc;
const RKCB = SYSTEMS['sayc-rkcb'];
const losers = (hand: string): number => losingTrickCount(unwrap(parseHand(hand)));
const PASS = { type: 'pass' } as const;

describe("opener's slam try after Jacoby 2NT, shortness and the sign-off", () => {
  // Five losers (♠AKT one, ♥QJ9 two, ♦4 one, ♣A5 one), every suit controlled, no void.
  const ASKER = 'AKT.QJ97643.4.A5';
  const ASKER_PARTNER = '4.AK5.A76532.963';
  // Five losers with a void in diamonds: an ace ask cannot count the void, so control bids.
  const VOID = 'AK62.A9653..KJT6';
  const VOID_PARTNER = '984.KQ7.AK9.Q754';

  it('counts the hands as five losers', () => {
    expect(losers(ASKER)).toBe(5);
    expect(losers(VOID)).toBe(5);
  });

  it('asks with five losers and every suit controlled (before: passed 4♥ with 12 tricks)', () => {
    expect(choose(ASKER, '1H P 2N P 3D P 4H P')).toMatchObject({ rule: 'jacoby-fit-ask', call: bid(4, 'NT') });
    expect(choose(ASKER, '1H P 2N P 3D P 4H P', RKCB)).toMatchObject({ rule: 'jacoby-fit-ask', call: bid(4, 'NT') });
  });

  it('reaches 6♥ in both agreements', () => {
    expect(bidOut(ASKER, ASKER_PARTNER, SAYC)).toBe('1H P 2NT P 3D P 4H P 4NT P 5H P 5NT P 6D P 6H P P P');
    expect(bidOut(ASKER, ASKER_PARTNER, RKCB)).toMatch(/^1H P 2NT P 3D P 4H P 4NT P .* 6H P P P$/);
  });

  it('bids the cheapest control above game holding a void', () => {
    expect(choose(VOID, '1H P 2N P 3D P 4H P')).toMatchObject({ rule: 'ctl-jfit-first', call: bid(4, 'S') });
  });

  it('answers with the next control, denying one in the suit skipped (♣Q754: no club control)', () => {
    expect(choose(VOID_PARTNER, '1H P 2N P 3D P 4H P 4S P')).toMatchObject({
      rule: 'ctl-jfit-answer',
      call: bid(5, 'D'),
    });
  });

  it('bids the slam with the void once every side suit is controlled (before: 4♥ with 12 tricks)', () => {
    expect(bidOut(VOID, VOID_PARTNER, SAYC)).toBe('1H P 2NT P 3D P 4H P 4S P 5D P 6H P P P');
    expect(bidOut(VOID, VOID_PARTNER, RKCB)).toBe('1H P 2NT P 3D P 4H P 4S P 5D P 6H P P P');
  });

  it('signs off in five of the major without the control partner skipped', () => {
    // Responder holds no club control and no diamond control beyond the one opener's shortness shows.
    expect(choose('984.KQ7.Q92.Q754', '1H P 2N P 3D P 4H P 4S P')).toMatchObject({
      rule: 'ctl-jfit-answer-signoff',
      call: bid(5, 'H'),
    });
  });

  it('passes the sign-off with six losers', () => {
    const six = 'Q86.KQ953.4.AJ64';
    expect(losers(six)).toBe(6);
    expect(choose(six, '1H P 2N P 3D P 4H P').call).toEqual(PASS);
  });

  it('passes with five losers but three controls (an ace and a king): the losers are soft', () => {
    // Slam count, seed 25, deal 1242: 6♥ went down opposite ♠KJ2 ♥K94 ♦K7543 ♣A3.
    const soft = 'AQ9.QT862..KT652';
    expect(losers(soft)).toBe(5);
    expect(choose(soft, '1H P 2N P 3D P 4H P').call).toEqual(PASS);
  });

  it('leaves the strong answer 1♥–2NT–3♥ to the other control bids', () => {
    expect(choose(ASKER, '1H P 2N P 3H P 4H P').rule).not.toMatch(/jfit|jacoby-fit/);
  });
});

describe("responder's slam try after Jacoby 2NT's shortness answer", () => {
  // Three losers (♠ void, ♥KQJ one, ♦K6 one, ♣AQ6 one) but 15 HCP, below the 17 the points rule wants;
  // no wasted honour in clubs opposite the shortness: the ace there works.
  const RESPONDER = '.KQJ82.K6.AQ6532';
  const OPENER = 'JT92.A9754.AQ9.8';

  it('counts the hand as three losers', () => {
    expect(losers(RESPONDER)).toBe(3);
  });

  it('makes a control bid with few losers and working values (before: 4♥ with 12 tricks)', () => {
    expect(choose(RESPONDER, '1H P 2N P 3C P')).toMatchObject({ rule: 'ctl-short-first-3', call: bid(3, 'S') });
  });

  it('reaches 6♥ in both agreements', () => {
    expect(bidOut(OPENER, RESPONDER, SAYC)).toBe('1H P 2NT P 3C P 3S P 4D P 6H P P P');
    expect(bidOut(OPENER, RESPONDER, RKCB)).toBe('1H P 2NT P 3C P 3S P 4D P 6H P P P');
  });

  it('still signs off with the same losers but a wasted king opposite the shortness', () => {
    expect(choose('.KQJ82.A6.KQ6532', '1H P 2N P 3C P')).toMatchObject({
      rule: 'ctl-short-signoff',
      call: bid(4, 'H'),
    });
  });
});

describe('the key-card asker over spades after the heart shortness answer', () => {
  it('signs off in 5♠ over 5♥ with two key cards missing (before: passed 5♥, read as hearts agreed)', () => {
    expect(choose('Q75.T2.AKQJT76.T', '1S P 2N P 3H P 4N P 5H P', RKCB)).toMatchObject({
      rule: 'rkcb-h-signoff',
      call: bid(5, 'S'),
    });
  });

  it('answers the queen ask in hearts after 1♥–2NT–3♠ (shortness)–4♥–4NT (before: read as spades agreed)', () => {
    // Seed 28: ♠AJ8 ♥AT5 ♦A943 ♣542 answered 5♦ and bid 6♠ over the queen ask 5♠, a 1–3 fit.
    expect(choose('AJ8.AT5.A943.542', '1H P 2N P 3S P 4H P 4N P 5D P 5S P', RKCB)).toMatchObject({
      rule: 'rkcb-queen-no',
      call: bid(6, 'H'),
    });
  });

  it('passes six of hearts showing a spade void after 1♥–2NT–3♠ (before: 6♠, read as spades agreed)', () => {
    // Seed 30: opener ♠– ♥KT974 ♦A9 ♣AT7542 answered 6♥ (one or three, a void above hearts); 6♠ was a 2–0 fit.
    expect(choose('AT.AQJ2.K8743.K6', '1H P 2N P 3S P 4N P 6H P', RKCB)).toMatchObject({
      rule: 'rkcb-void-short-pass',
      call: PASS,
    });
  });

  it('bids six of the major over a void answer below it after the shortness answer', () => {
    expect(choose('AT.AQJ2.K8743.K6', '1H P 2N P 3S P 4N P 6C P', RKCB)).toMatchObject({
      rule: 'rkcb-void-short-slam',
      call: bid(6, 'H'),
    });
  });

  it('still passes 5♥ with hearts agreed, a key card and the trump queen missing', () => {
    expect(choose('K2.KJ8743.AQ4.K5', '1H P 3H P 4N P 5H P', RKCB)).toMatchObject({ rule: 'rkcb-h-pass', call: PASS });
  });
});

// SAYC booklet: after a two-over-one, opener's new suit at the three level shows extra values (15+), so
// with responder's 10+ the partnership belongs in game (seed 27: 1♠–2♥–3♣–3♥ passed with 30 HCP).
describe("opener's call after its three-level new suit and responder's answer", () => {
  const OPENER = 'AK985.82.A8.KJT2';

  it("raises responder's six-card major to game with two cards", () => {
    expect(choose(OPENER, '1S P 2H P 3C P 3H P')).toMatchObject({
      rule: 'opener-2over1-new-3-major',
      call: bid(4, 'H'),
    });
  });

  it("bids game in its major over responder's preference", () => {
    expect(choose(OPENER, '1S P 2D P 3C P 3S P')).toMatchObject({
      rule: 'opener-2over1-new-3-pref',
      call: bid(4, 'S'),
    });
  });

  it('bids 3NT with the unbid suit stopped and no fit for the minor', () => {
    expect(choose('AKJ85.K82.5.AQT2', '1S P 2D P 3C P 3D P')).toMatchObject({
      rule: 'opener-2over1-new-3-3n',
      call: bid(3, 'NT'),
    });
  });
});
