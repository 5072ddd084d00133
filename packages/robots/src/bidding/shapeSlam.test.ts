// Slams bid on fit and shape rather than points (issue 25, the bidding challenges): the hands are losses of
// `bench/robots-challenge.ts` (opponents silent) on seeds 27 and 29, each beside a similar hand without
// the values that stays in game. Sources: the SAYC booklet (2♣ strong and its answers, Jacoby 2NT and the
// shortness answer, Blackwood 4NT); the losing-trick count (Klinger, "The Modern Losing Trick Count": 24
// less both hands' losers is the tricks a fit takes, an opening holds about seven, a weak raise nine);
// standard expert practice for control bids (the cheapest control first, a suit skipped is denied; once
// every suit is controlled between the hands, ask for aces or key cards).
import { bid, parseHand, unwrap } from '@biritch/core';
import { losingTrickCount } from '@biritch/dealer';
import { describe, expect, it } from 'vitest';
import { bidOut, choose } from './auction.testing.js';
import { SYSTEMS } from './system/systems.js';

const SAYC = SYSTEMS.sayc;
const RKCB = SYSTEMS['sayc-rkcb'];
const losers = (hand: string): number => losingTrickCount(unwrap(parseHand(hand)));
const PASS = { type: 'pass' } as const;

describe('a major fit found at the one level by a hand of four losers (`fit-losers-ask`)', () => {
  // Seed 29 (dealt to South): 1♣–1♦–1♠–4♠ with 12 tricks in spades.
  const OPENER = 'QJT5.A98.A74.K74';
  const FOUR = 'AK87.7.KQJ9632.5';
  // The same shape with a second heart: five losers, game only.
  const FIVE = 'AK87.72.KQJ963.5';

  it('counts four and five losers', () => {
    expect(losers(FOUR)).toBe(4);
    expect(losers(FIVE)).toBe(5);
  });

  it('asks instead of bidding game with four losers and every side suit controlled', () => {
    expect(choose(FOUR, '1C P 1D P 1S P')).toMatchObject({ rule: 'fit-losers-ask', call: bid(4, 'NT') });
    expect(choose(FOUR, '1C P 1D P 1S P', RKCB)).toMatchObject({ rule: 'fit-losers-ask', call: bid(4, 'NT') });
  });

  it('reaches 6♠ in both agreements (before: 4♠, 12 tricks)', () => {
    expect(bidOut(OPENER, FOUR, SAYC)).toBe('1C P 1D P 1S P 4NT P 5H P 6S P P P');
    // Under RKCB the 4NT after opener's one-level rebid asks for key cards in it: 5♠, two and the queen.
    expect(bidOut(OPENER, FOUR, RKCB)).toBe('1C P 1D P 1S P 4NT P 5S P 6S P P P');
  });

  it('bids game with five losers', () => {
    expect(choose(FIVE, '1C P 1D P 1S P').call).toEqual(bid(4, 'S'));
    expect(bidOut(OPENER, FIVE, SAYC)).toBe('1C P 1D P 1S P 4S P P P');
  });
});

describe('the 2♣ opener facing the weak raise to game (`2c-weak-raise-ask`)', () => {
  // Seed 29: 2♣–2♦–2♥–4♥ was passed with 13 tricks (two losers opposite ♠J4 ♥Q94 ♦97 ♣QJ9542).
  const TWO = 'AK97.AKJ865.AKQ.';
  const RAISE = 'J4.Q94.97.QJ9542';

  it('asks with two losers and two aces, and bids the slam', () => {
    expect(losers(TWO)).toBe(2);
    expect(choose(TWO, '2C P 2D P 2H P 4H P')).toMatchObject({ rule: '2c-weak-raise-ask', call: bid(4, 'NT') });
    expect(bidOut(TWO, RAISE, SAYC)).toBe('2C P 2D P 2H P 4H P 4NT P 5C P 6H P P P');
    expect(bidOut(TWO, RAISE, RKCB)).toMatch(/^2C P 2D P 2H P 4H P 4NT P .* 6H P P P$/);
  });

  it('passes the raise with three losers (seed 31: 6♥ and 5♥ went down opposite ten losers)', () => {
    const three = 'J.AQT862.AT.AKQ2';
    expect(losers(three)).toBe(3);
    expect(choose(three, '2C P 2D P 2H P 4H P').call).toEqual(PASS);
  });
});

describe('the 2♣ opener facing a raise of its minor (`2c-minor-raised-losers-ask`)', () => {
  // Seed 29: 2♣–2♦–3♦–4♦–5♦ with 22 HCP, three losers and 13 tricks opposite two aces.
  const OPENER = '2.KQJ8.AKQ42.AK8';
  const RAISE = 'A4.AT9754.9763.9';

  it('asks with three losers, two aces and every side suit controlled, and bids 6♦ opposite two aces', () => {
    expect(losers(OPENER)).toBe(3);
    expect(choose(OPENER, '2C P 2D P 3D P 4D P')).toMatchObject({
      rule: '2c-minor-raised-losers-ask',
      call: bid(4, 'NT'),
    });
    expect(bidOut(OPENER, RAISE, SAYC)).toBe('2C P 2D P 3D P 4D P 4NT P 5H P 6D P P P');
  });

  it('bids game without the trump king (slam count, seed 25: 6♦ went down with ♦K and ♠A missing)', () => {
    expect(choose('KQ84.AK.AQJ873.J', '2C P 2D P 3D P 4D P').call).toEqual(bid(5, 'D'));
  });

  it('bids game without a spade control', () => {
    // ♠2 ♥KQJ8 becomes ♠32 ♥KQJ: four losers and the spades open.
    const open = '32.KQJ.AKQ42.AK8';
    expect(choose(open, '2C P 2D P 3D P 4D P').call).toEqual(bid(5, 'D'));
  });
});

describe('the 2♣ opener facing a positive answer rebid to game (`2c-positive-game-ask`)', () => {
  // Seed 27: 2♣–2♠–3♠–4♣–4♦–4♠ was passed with 13 tricks.
  const OPENER = 'AJ32.AK.A7.KQJ62';
  const POSITIVE = 'KQT74.QJ9.QJ9.A7';
  const AUCTION = '2C P 2S P 3S P 4C P 4D P 4S P';

  it('asks with 22 HCP, four trumps, three aces and every side suit controlled', () => {
    expect(choose(OPENER, AUCTION)).toMatchObject({ rule: '2c-positive-game-ask', call: bid(4, 'NT') });
    // All four aces: the king ask (grandSlam.test.ts) finds the ♦K missing, so six.
    expect(bidOut(OPENER, POSITIVE, SAYC)).toBe(`${AUCTION} 4NT P 5D P 5NT P 6D P 6S P P P`);
    // RKCB: the king ask (grandSlam.test.ts) finds no side king opposite; with the ♦K out, six.
    expect(bidOut(OPENER, POSITIVE, RKCB)).toBe(`${AUCTION} 4NT P 5S P 5NT P 6C P 6S P P P`);
  });

  it('passes holding one ace', () => {
    expect(choose('KJ32.AK.KQ.KQJ62', AUCTION).call).toEqual(PASS);
  });
});

describe('asking after partner stopped in game over our control bid (`cue-stop-ask`)', () => {
  // 1♠–2NT–3♠ (18+, no shortness): responder shows ♣, opener ♦, responder stops in 4♠ without a heart
  // control. Opener holds the hearts (♥KQ3) and two aces: every side suit is controlled between the hands.
  const OPENER = 'AKJ752.KQ3.A2.Q3';
  const RESPONDER = 'QT84.J54.KQ7.AQ5';
  const AUCTION = '1S P 2NT P 3S P 4C P 4D P 4S P';

  it('asks holding a control in every suit above its own control bid', () => {
    expect(choose(OPENER, AUCTION)).toMatchObject({ rule: 'cue-stop-ask', call: bid(4, 'NT') });
    expect(bidOut(OPENER, RESPONDER, SAYC)).toBe(`${AUCTION} 4NT P 5D P 6S P P P`);
    expect(bidOut(OPENER, RESPONDER, RKCB)).toBe(`${AUCTION} 4NT P 5C P 5D P 6S P P P`);
  });

  it('passes without the heart control: a suit may be unguarded', () => {
    const noHearts = 'AKJ752.Q43.A2.KQ';
    expect(choose(noHearts, AUCTION).call).toEqual(PASS);
    expect(bidOut(noHearts, RESPONDER, SAYC)).toBe(`${AUCTION} P P`);
  });
});

describe('after Jacoby 2NT and the shortness answer: 15–16 working HCP and two aces', () => {
  // Seed 29 (opener South): 1♠–2NT–3♣–4♠ with 13 tricks; the club ace is not wasted opposite the singleton.
  const OPENER = 'AQT92.A963.KJ9.J';
  const RESPONDER = 'KJ873.K.A54.A875';

  it('asks at once with every side suit controlled and reaches 6♠', () => {
    expect(choose(RESPONDER, '1S P 2N P 3C P')).toMatchObject({ rule: 'ctl-short-ask', call: bid(4, 'NT') });
    expect(bidOut(OPENER, RESPONDER, SAYC)).toBe('1S P 2NT P 3C P 4NT P 5H P 6S P P P');
    expect(bidOut(OPENER, RESPONDER, RKCB)).toBe('1S P 2NT P 3C P 4NT P 5S P 6S P P P');
  });

  it('signs off with the same points and one ace', () => {
    expect(choose('KJ873.KQ.AQ4.875', '1S P 2N P 3C P')).toMatchObject({
      rule: 'ctl-short-signoff',
      call: bid(4, 'S'),
    });
  });
});
