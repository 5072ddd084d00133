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
import { bidOut, calls } from './auction.testing.js';
import { chooseCall } from './bidder.js';
import type { BidRule } from './engine.js';
import { SYSTEMS } from './system/systems.js';

const SAYC = SYSTEMS.sayc;
const RKCB = SYSTEMS['sayc-rkcb'];
const choose = (hand: string, auction: string, rules: readonly BidRule[] = SAYC) =>
  unwrap(
    chooseCall({ hand: unwrap(parseHand(hand)), auction: calls(auction), dealer: 'N', vulnerability: 'none' }, rules),
  );
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
  // Seed 29: 2♣–2♦–2♠–4♠ was passed with 12 tricks (three losers opposite ♠T952 ♥AJ853 ♦4 ♣762).
  const THREE = 'AKQ83.KQ6.AKJ9.8';
  const RAISE = 'T952.AJ853.4.762';

  it('asks with three losers and two aces, and bids 6♠ opposite an ace', () => {
    expect(losers(THREE)).toBe(3);
    expect(choose(THREE, '2C P 2D P 2S P 4S P')).toMatchObject({ rule: '2c-weak-raise-ask', call: bid(4, 'NT') });
    expect(bidOut(THREE, RAISE, SAYC)).toBe('2C P 2D P 2S P 4S P 4NT P 5D P 6S P P P');
    expect(bidOut(THREE, RAISE, RKCB)).toBe('2C P 2D P 2S P 4S P 4NT P 5C P 6S P P P');
  });

  it('passes the raise with four losers', () => {
    // ♦AKJ9 ♣8 become ♦AK9 ♣Q8: four losers (♠AKQ none, ♥KQ6 one, ♦AK9 one, ♣Q8 two), two aces still.
    const four = 'AKQ83.KQ6.AK9.Q8';
    expect(losers(four)).toBe(4);
    expect(choose(four, '2C P 2D P 2S P 4S P').call).toEqual(PASS);
  });

  it('stops in five of the major when the raise holds no ace', () => {
    // ♥AJ853 becomes ♥QJ853: two aces are missing, 5♠ is the sign-off.
    expect(bidOut(THREE, 'T952.QJ853.4.762', SAYC)).toBe('2C P 2D P 2S P 4S P 4NT P 5C P 5S P P P');
  });
});

describe('the 2♣ opener facing a positive answer rebid to game (`2c-positive-game-ask`)', () => {
  // Seed 27: 2♣–2♠–3♠–4♣–4♦–4♠ was passed with 13 tricks.
  const OPENER = 'AJ32.AK.A7.KQJ62';
  const POSITIVE = 'KQT74.QJ9.QJ9.A7';
  const AUCTION = '2C P 2S P 3S P 4C P 4D P 4S P';

  it('asks with 22 HCP, four trumps, three aces and every side suit controlled', () => {
    expect(choose(OPENER, AUCTION)).toMatchObject({ rule: '2c-positive-game-ask', call: bid(4, 'NT') });
    expect(bidOut(OPENER, POSITIVE, SAYC)).toBe(`${AUCTION} 4NT P 5D P 6S P P P`);
    expect(bidOut(OPENER, POSITIVE, RKCB)).toBe(`${AUCTION} 4NT P 5S P 6S P P P`);
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
