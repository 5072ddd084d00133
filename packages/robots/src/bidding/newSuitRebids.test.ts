// Responder's third call after its own new suit at its second turn (issue 25: "an auction that ends
// below game after a game force is a bug a test catches"; SAYC booklet, ACBL SP-3: "a new suit by
// responder is forcing" — with the 12+ HCP of `resp-rebid-new-suit-gf` facing an opening, to game).
// Before, 1♥–1♠–2♥–3♣–3♥ was passed with 20 HCP (measured in session 17).
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut as bidOutIn, calls, choose } from './auction.testing.js';
import type { BidRule } from './engine.js';
import { forceOn } from './forcing.js';
import { SYSTEMS } from './system/systems.js';

const bidOut = (north: string, south: string, rules: readonly BidRule[] = SYSTEMS.sayc): string =>
  bidOutIn(north, south, rules);

const STRONG = 'AKJ2.Q3.KQ4.AQJ2';
const GAME = 'AJ32.Q3.K54.AQJ2';
const OPENER_SIX = 'J3.AQT987.Q32.K4';

describe("responder's third call after its new suit", () => {
  it('keeps the game force: responder and opener are forced below game after the new suit', () => {
    // After the 1NT rebid only a new suit above responder's first forces (SAYC booklet): 1♦–1♥–1NT–2♠.
    for (const auction of ['1H P 1S P 2H P 3C P', '1H P 1S P 2H P 3C P 3H P', '1D P 1H P 1N P 2S P'])
      expect(forceOn(SYSTEMS.sayc, calls(auction), 'N', 'none').kind).toBe('game');
  });

  it('asks for aces with 20 HCP after opener rebids a six-card suit (no more passing 3♥)', () => {
    expect(choose(STRONG, '1H P 1S P 2H P 3C P 3H P')).toMatchObject({ rule: 'nsr-own-ask', call: bid(4, 'NT') });
  });

  it("bids game in opener's six-card major with game values and a doubleton", () => {
    expect(choose(GAME, '1H P 1S P 2H P 3C P 3H P')).toMatchObject({
      rule: 'nsr-own-major-game',
      call: bid(4, 'H'),
    });
  });

  it('bids game in its own major after a preference with five cards', () => {
    expect(choose('AJ932.3.K54.AQJ2', '1H P 1S P 2H P 3C P 3S P')).toMatchObject({
      rule: 'nsr-first-game',
      call: bid(4, 'S'),
    });
  });

  it('bids five of the raised minor, where 3NT has been passed', () => {
    expect(choose('AJ32.3.K54.AQJ92', '1H P 1S P 2H P 3C P 4C P')).toMatchObject({
      rule: 'nsr-raised-game',
      call: bid(5, 'C'),
    });
  });

  it('bids 3NT with the unbid suit stopped after a minor rebid', () => {
    expect(choose('AJ32.KQ3.Q4.AJ92', '1D P 1S P 2D P 2H P 3D P')).toMatchObject({
      rule: 'nsr-own-3n',
      call: bid(3, 'NT'),
    });
  });

  it('bids to a slam with 33 between the hands, and stops in game with a minimum', () => {
    // Two hearts and slam values ask at once over 2♥ (`resp-rebid-major-ask`); 12 HCP go through 3♣.
    expect(bidOut(OPENER_SIX, STRONG)).toMatch(/^1H P 1S P 2H P 4NT P 5[CDHS] P 6H P P P$/);
    expect(bidOut(OPENER_SIX, 'AJ32.Q3.K5.QT432')).toBe('1H P 1S P 2H P 3C P 3H P 4H P P P');
  });

  it('after a two-over-one too: 3NT over opener’s fourth suit, where 3♦ was passed with 17 HCP (slam count, seed 25)', () => {
    for (const rules of [SYSTEMS.sayc, SYSTEMS['2/1']]) {
      expect(forceOn(rules, calls('1S P 2H P 2S P 3C P 3D P'), 'N', 'none').kind).toBe('game');
      expect(choose('T.AQJ43.K84.AKJ8', '1S P 2H P 2S P 3C P 3D P', rules)).toMatchObject({
        rule: 'nsr-3n',
        call: bid(3, 'NT'),
      });
    }
  });
});
