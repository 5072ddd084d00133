// Polish Club (Wspólny Język) after 1♣ and the 2♣ relay: opener's rebid shows which 1♣ it holds
// (12–14 balanced, 15–17 with clubs, 18+), responder decides game and slam. Sources: the common WJ
// summary (1♣ 12–14 balanced / 15+ clubs / 18+; after the negative 1♦, 2NT 18–20 and a jump or a
// two-level suit strong and forcing) and standard practice for no-trump ranges (25 for game, 33 for
// slam). Before, the robots passed 1♣–1♦–2♣ with 24 HCP, 1♣–1NT with 20 and 1♣–1♠–2NT with 13
// (the challenge bench, seed 27).
import { bid, parseHand, unwrap } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, calls } from './auction.testing.js';
import { chooseCall } from './bidder.js';
import { SYSTEMS } from './system/systems.js';

const choose = (hand: string, auction: string) =>
  unwrap(
    chooseCall(
      { hand: unwrap(parseHand(hand)), auction: calls(auction), dealer: 'N', vulnerability: 'none' },
      SYSTEMS.polish,
    ),
  );
const pl = (north: string, south: string): string => bidOut(north, south, SYSTEMS.polish);

describe('Polish Club after 1♣ – 1♦', () => {
  it('rebids 2NT with 18–20 balanced, and responder raises to 3NT with 5+ HCP', () => {
    expect(pl('AK2.KQ3.AJ4.Q432', 'Q76.J42.Q753.J54')).toBe('1C P 1D P 2NT P 3NT P P P');
  });

  it('finds a four-card major fit over 2NT by Stayman (the negative 1♦ may hide a major)', () => {
    expect(pl('AK32.KQ3.AJ4.Q43', 'Q765.J42.Q53.J54')).toBe('1C P 1D P 2NT P 3C P 3S P 4S P P P');
  });

  it('shows the strong clubs with 3♣, and bids 3NT with 24 HCP over the negative 3♦', () => {
    expect(pl('A3.A.AKT6.AKQ742', 'J2.9642.QJ943.T3')).toBe('1C P 1D P 3C P 3D P 3NT P P P');
    expect(choose('A3.A.AKT6.AKQ742', '1C P 1D P')).toMatchObject({ rule: 'pl-1c-1d-strong-clubs', call: bid(3, 'C') });
  });

  it('shows a strong five-card major at the two level, forcing; responder with three and 5+ HCP bids game', () => {
    expect(choose('AKQJ5.AK4.A32.K2', '1C P 1D P')).toMatchObject({ rule: 'pl-1c-1d-strong-suit', call: bid(2, 'S') });
    expect(choose('T97.K532.Q954.75', '1C P 1D P 2S P')).toMatchObject({
      rule: 'pl-1c-1d-strong-game',
      call: bid(4, 'S'),
    });
  });

  it('raises the strong suit with three small, and the opener with 20+ bids game', () => {
    expect(pl('AKQJ5.AK4.A32.K2', 'T97.8532.J954.75')).toBe('1C P 1D P 2S P 3S P 4S P P P');
  });

  it('answers 2NT with nothing to show, and the opener with 22+ bids 3NT', () => {
    expect(pl('AKQJ5.AK4.A32.K2', '97.85432.9854.J5')).toBe('1C P 1D P 2S P 2NT P 3NT P P P');
  });
});

describe('Polish Club after 1♣ – 1♥/1♠', () => {
  it('invites 6NT with 13 HCP opposite 18–20 balanced, and the opener with 19 accepts (seed 27)', () => {
    expect(pl('KT9.AT.AKQ5.K983', 'AQ763.74.J42.AQ2')).toBe('1C P 1S P 2NT P 4NT P 6NT P P P');
  });

  it('bids the artificial 2♦ with an unbalanced 18+, alerted and forcing to game', () => {
    const r = choose('A.KQ2.AKJ95.AQ32', '1C P 1S P');
    expect(r).toMatchObject({ rule: 'pl-1c-major-strong', call: bid(2, 'D'), alert: 'alert' });
    const end = pl('A.KQ2.AKJ95.AQ32', 'KJ852.A43.T6.J54').split(' ');
    const last = end.filter((c) => c !== 'P').at(-1)!;
    expect(['3NT', '4H', '4S', '5C', '5D'].includes(last) || Number(last[0]) >= 6).toBe(true);
  });

  it('asks for aces with 20+ opposite the raise to two (12–14) and bids the small slam missing one ace', () => {
    expect(pl('KJ32.Q32.A54.Q32', 'AQ54.AK4.KQ3.K54')).toBe('1C P 1S P 2S P 4NT P 5D P 6S P P P');
  });

  it('accepts the 2NT invitation over its weak no-trump with 13 HCP', () => {
    expect(pl('KJ2.Q32.A54.QJ32', 'A5.KJ94.Q763.J54')).toBe('1C P 1H P 1NT P 2NT P 3NT P P P');
  });

  it("raises the opener's 1♠ to game with four spades and 13+ HCP", () => {
    expect(pl('AJ32.K4.Q83.K752', 'KQ54.AJ873.K2.Q4')).toBe('1C P 1H P 1S P 4S P P P');
  });
});

describe('Polish Club: responder places the contract after its asks', () => {
  it('bids game in spades over the minimum-with-spades 3♦ answer to the Multi ask, with 17+ and two spades', () => {
    expect(choose('K5.AKQ4.AQ52.K42', '2D P 2N P 3D P')).toMatchObject({
      rule: 'pl-2d-min-spades-game',
      call: bid(4, 'S'),
    });
  });

  it('raises the two-suited 2♥ to game over its minor with three hearts and 16+', () => {
    expect(choose('AQ3.K52.AK43.J52', '2H P 2N P 3C P')).toMatchObject({ rule: 'pl-2m-minor-game', call: bid(4, 'H') });
  });

  it('stops in game opposite the weak no-trump rebid with 17 HCP (31 at most between the hands)', () => {
    expect(choose('AKJ52.KQ3.A32.32', '1C P 1S P 1N P 3S P 4S P')).toMatchObject({
      rule: 'pl-1c-major-1nt-five-pass',
      call: { type: 'pass' },
    });
  });
});

describe('Polish Club after the no-trump answers and the 2♣ relay', () => {
  it('bids 3NT with 20 HCP opposite the 1NT answer (7–10)', () => {
    expect(choose('AQ2.KQ3.AJ4.KJ32', '1C P 1N P')).toMatchObject({ rule: 'pl-1c-1nt-3nt', call: bid(3, 'NT') });
  });

  it('bids game in the four-card major the 2♣ opener shows over the relay, with 13+ HCP', () => {
    expect(pl('K3.AQ52.42.KQJ95', 'AJ4.KJ93.A75.863')).toBe('2C P 2D P 2H P 4H P P P');
  });
});
