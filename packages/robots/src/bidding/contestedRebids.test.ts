// Our side opened, they overcalled, and responder bid (issue 25: competitive bidding). Sources: the ACBL
// SAYC System Booklet (rev. 2006) — "a new suit by responder is forcing", a two-level new suit shows
// 10+ points, negative doubles through 2♠, and "a cue-bid of the opponent's suit shows a limit raise
// or better"; opener's rebids as the booklet has them after an uncontested response (a three-card
// raise of a five-card major, 2NT 12–14, a six-card suit again, a reverse with extra values), with the
// one change competition makes: no-trump promises their suit stopped (Root & Pavlicek, "Modern
// Bridge Conventions", the stopper ask; Bergen, "Better Bidding with Bergen", cue-bid raises).
// Before, opener read these auctions as if the opponents had passed and bid 2NT or 3NT with no
// stopper, passed 21 HCP over their raise, and answered the cue-bid raise with the forced fallback.
import { bid, type Call } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, calls, choose } from './auction.testing.js';
import { forceOn } from './forcing.js';
import { SAYC_RULES } from './system/index.js';
import { SYSTEMS } from './system/systems.js';

const PASS: Call = { type: 'pass' };

describe("opener after responder's free bid at the two level (forcing, 10+)", () => {
  it('is forced: the free bid forces one round', () => {
    for (const auction of ['1D 1S 2C P', '1H 2C 2D P', '1H 2S 3C P'])
      expect(forceOn(SAYC_RULES, calls(auction), 'N', 'none').kind, auction).toBe('round');
  });

  it('bids 2NT only with their suit stopped (12–14)', () => {
    expect(choose('A2.K32.KJ876.Q32', '1D 1S 2C P')).toMatchObject({ rule: 'free-opener-nt', call: bid(2, 'NT') });
    // ♠432: no spade stopper — the diamonds again, not 2NT.
    expect(choose('432.AK3.KJ87.Q32', '1D 1S 2C P')).toMatchObject({
      rule: 'free-opener-default',
      call: bid(2, 'D'),
    });
    // ♣732: no club stopper after 1♥–(2♣)–2♦.
    expect(choose('A3.AQJ32.K92.732', '1H 2C 2D P').call).toEqual(bid(2, 'H'));
  });

  it('bids 3NT with 15–18 and their suit stopped, and cue-bids their suit without a stopper', () => {
    expect(choose('K3.AQJ93.K98.Q32', '1H 2C 2D P')).toMatchObject({ rule: 'free-opener-3n', call: bid(3, 'NT') });
    expect(choose('AK3.AQJ32.K92.32', '1H 2C 2D P')).toMatchObject({ rule: 'free-opener-cue', call: bid(3, 'C') });
    expect(forceOn(SAYC_RULES, calls('1H 2C 2D P 3C P'), 'N', 'none').kind).toBe('game');
  });

  it('raises a five-card major with three cards, to game with extra values', () => {
    expect(choose('KJ2.AQJ93.2.K432', '1S 2D 2H P')).toMatchObject({
      rule: 'free-opener-major-raise',
      call: bid(3, 'H'),
    });
    expect(choose('AK32.AQJ93.2.K32', '1S 2D 2H P')).toMatchObject({
      rule: 'free-opener-major-game',
      call: bid(4, 'H'),
    });
  });

  it('raises a minor with four cards and rebids a six-card suit (a jump with 15+)', () => {
    expect(choose('2.AK3.KJ876.Q832', '1D 1S 2C P')).toMatchObject({ call: bid(3, 'C') });
    expect(choose('52.A3.KQJ876.K32', '1D 1S 2C P')).toMatchObject({ rule: 'free-opener-rebid', call: bid(2, 'D') });
    expect(choose('K2.A3.AKJ876.Q32', '1D 1S 2C P')).toMatchObject({
      rule: 'free-opener-jump-rebid',
      call: bid(3, 'D'),
    });
    // The jump rebid forces to game (15+ facing 10+): responder does not pass it.
    expect(forceOn(SAYC_RULES, calls('1D 1S 2C P 3D P'), 'N', 'none').kind).toBe('game');
    expect(choose('T54.95.K75.AKJT3', '1D 1H 2C P 3D P').call).not.toEqual(PASS);
    // Over 1♣–(2♠)–3♦ the clubs again would be 4♣, past 3NT: three-card support instead.
    expect(choose('.K643.AQT.Q97532', 'P 1C 2S 3D P')).toMatchObject({
      rule: 'free-opener-minor-support',
      call: bid(4, 'D'),
    });
    // Over 2♥ the jump would be 4♦, past 3NT: the six-card suit goes back cheaply and responder decides.
    expect(choose('JT9.A8.AK87543.K', 'P 1D 1S 2H P').call).toEqual(bid(3, 'D'));
    // Over a three-level free bid a six-card major with 15+ goes to game.
    expect(choose('K2.AKJ932.K32.Q2', '1H 2S 3C P')).toMatchObject({
      rule: 'free-opener-major-jump-game',
      call: bid(4, 'H'),
    });
    // The saycbridge suite, misc hands from play #99.
    expect(choose('74.A74.AQ986543.', 'P 1D 2S 3C P').call).toEqual(bid(3, 'D'));
  });

  it('shows a four-card suit: at the two level with any opening, at the three level (forcing) with 15+', () => {
    expect(choose('52.AQ32.KJ876.A2', '1D 1S 2C P')).toMatchObject({ rule: 'free-opener-new', call: bid(2, 'H') });
    expect(choose('AT72.QJ652.Q.AQ9', 'P 1H 2D 3C P')).toMatchObject({
      rule: 'free-opener-new-3',
      call: bid(3, 'S'),
    });
    expect(forceOn(SAYC_RULES, calls('P 1H 2D 3C P 3S P'), 'N', 'none').kind).toBe('round');
  });

  it("passes partner's jump shift over their one-level overcall: it is weak", () => {
    expect(choose('K32.Q3.AJ2.KJ932', '1C 1D 2H P')).toMatchObject({
      rule: 'free-opener-weak-jump-pass',
      call: PASS,
    });
  });
});

describe("opener after responder's one-level free bid", () => {
  it('bids 1NT with their suit stopped, the suit again without', () => {
    expect(choose('K32.K3.AJ2.J9832', '1C 1H 1S P')).toMatchObject({ rule: 'free-one-opener-1n', call: bid(1, 'NT') });
    expect(choose('K32.Q3.AJ2.KJ932', '1C 1H 1S P')).toMatchObject({
      rule: 'free-one-opener-no-stop',
      call: bid(2, 'C'),
    });
  });

  it('shows four spades at the one level first, up the line, over a free 1♥', () => {
    for (const hand of ['K962.AJ5.A42.J63', 'AQ84.J72.53.AKT7'])
      expect(choose(hand, '1C 1D 1H P').call).toEqual(bid(1, 'S'));
  });
});

describe('opener when the fourth hand raises the overcall over the free bid (1♣–(1♥)–1♠–(2♥))', () => {
  it('is no longer forced: passes a minimum without four-card support', () => {
    expect(forceOn(SAYC_RULES, calls('1C 1H 1S 2H'), 'N', 'none').kind).toBe('none');
    expect(choose('Q2.K32.AJ2.KJ932', '1C 1H 1S 2H')).toMatchObject({ rule: 'free-raised-pass', call: PASS });
  });

  it('competes, invites or bids game with four-card support, by support points', () => {
    expect(choose('KJ32.32.AJ2.K932', '1C 1H 1S 2H')).toMatchObject({
      rule: 'free-raised-compete',
      call: bid(2, 'S'),
    });
    expect(choose('KJ32.3.AJ2.KJ932', '1C 1H 1S 2H')).toMatchObject({
      rule: 'free-raised-invite',
      call: bid(3, 'S'),
    });
    expect(choose('KJ32.3.AK2.AQJ32', '1C 1H 1S 2H')).toMatchObject({ rule: 'free-raised-game', call: bid(4, 'S') });
  });

  it('raises with three cards and a singleton, and rebids a six-card suit', () => {
    expect(choose('KT7.J82.3.AKQ865', '1C 1D 1H 2D')).toMatchObject({
      rule: 'free-raised-compete',
      call: bid(2, 'H'),
    });
    expect(choose('K2.3.AQ2.AKJ9832', '1C 1H 1S 2H')).toMatchObject({ rule: 'free-raised-rebid', call: bid(3, 'C') });
  });

  it('does not pass a strong hand: 3NT with 20–21 and their suit stopped, a reverse with 16+', () => {
    expect(choose('A5.A952.AQ.AK543', '1C 1D 1S 2D')).toMatchObject({ rule: 'free-raised-3n', call: bid(3, 'NT') });
    expect(choose('5.AQ52.K2.AKJ543', '1C 1D 1S 2D')).toMatchObject({ rule: 'free-raised-new', call: bid(2, 'H') });
  });
});

describe('opener when the fourth hand raises over the negative double', () => {
  it('jumps in the major with 16–18 support points, bids game with 19+', () => {
    expect(choose('KJ32.3.AJ2.KJ932', '1C 1H X 2H')).toMatchObject({
      rule: 'after-neg-double-raised-invite',
      call: bid(3, 'S'),
    });
    expect(choose('KJ32.3.AK2.AQJ32', '1C 1H X 2H')).toMatchObject({
      rule: 'after-neg-double-raised-game',
      call: bid(4, 'S'),
    });
    // The saycbridge suite, negative double #30: a minimum competes at the two level.
    expect(choose('KT32.AQ.863.A864', '1C 1D X 2D').call).toEqual(bid(2, 'S'));
  });

  it('competes in hearts over their spades without jumping to game', () => {
    expect(choose('32.KJ32.AJ2.AQ32', '1C 1S X 2S').call).toEqual(bid(3, 'H'));
  });

  it('bids the major at the three level over a raise of their two-level overcall, game with extras', () => {
    expect(choose('KJ32.3.AJ2.KJ932', '1C 2H X 3H')).toMatchObject({
      rule: 'after-neg-double-raised-3-major',
      call: bid(3, 'S'),
    });
    expect(choose('KJ32.3.AK2.AQJ32', '1C 2H X 3H')).toMatchObject({
      rule: 'after-neg-double-raised-3-game',
      call: bid(4, 'S'),
    });
  });

  it("responder accepts opener's invitation with 8+ HCP and declines with less", () => {
    expect(choose('Q932.82.AJ32.K43', '1C 1H X 2H 3S P')).toMatchObject({
      rule: 'neg-doubler-raised-accept',
      call: bid(4, 'S'),
    });
    expect(choose('Q932.82.J32.K432', '1C 1H X 2H 3S P').call).toEqual(PASS);
  });
});

describe("the cue-bid raise (1♥–(2♣)–3♣: a limit raise or better) and opener's answer", () => {
  it('opener bids the major cheaply with a minimum and game with extra values', () => {
    expect(choose('K32.AKJ93.Q2.432', '1H 2C 3C P')).toMatchObject({
      rule: 'cue-raise-opener-min',
      call: bid(3, 'H'),
    });
    expect(choose('K2.AKJ93.AQ2.K32', '1H 2C 3C P')).toMatchObject({
      rule: 'cue-raise-opener-game',
      call: bid(4, 'H'),
    });
    // Over 1♥–(1♠)–2♠ the cheapest heart bid is 3♥.
    expect(choose('K32.AKJ93.Q2.432', '1H 1S 2S P').call).toEqual(bid(3, 'H'));
  });

  it('responder bids game with game values, passes the minimum with a limit raise, asks for aces with slam values', () => {
    expect(choose('A32.QJ2.AK32.Q32', '1H 2C 3C P 3H P')).toMatchObject({
      rule: 'cue-raiser-game',
      call: bid(4, 'H'),
    });
    expect(choose('AJ8.8754.J9.K873', '1H 2C 3C P 3H P')).toMatchObject({ rule: 'cue-raiser-pass', call: PASS });
    expect(choose('A32.KQ2.AK32.A32', '1H 2C 3C P 3H P')).toMatchObject({
      rule: 'cue-raiser-ask',
      call: bid(4, 'NT'),
    });
  });

  it('the partnership bids game on its own values', () => {
    expect(bidOut('K32.AKJ93.Q2.432', 'A54.QT2.AK32.Q65', SYSTEMS.sayc, '1H 2C')).toBe('1H 2C 3C P 3H P 4H P P P');
  });
});

describe("responder after its free bid and opener's minimum", () => {
  it('invites with 2NT only with their suit stopped, else passes below game values', () => {
    expect(choose('Q2.82.AQJ93.K432', '1H 2C 2D P 2H P')).toMatchObject({
      rule: 'free-2n-invite',
      call: bid(2, 'NT'),
    });
    expect(choose('J32.K32.32.AKJ32', '1D 1S 2C P 2D P')).toMatchObject({ rule: 'free-no-game-pass', call: PASS });
  });

  it('rebids a six-card suit below game values (not forcing)', () => {
    expect(choose('32.Q2.J32.AQJ432', '1D 1S 2C P 2D P')).toMatchObject({
      rule: 'free-rebid-six',
      call: bid(3, 'C'),
    });
  });

  it('the partnership reaches 3NT from the side that holds their suit stopped', () => {
    // Opener, without a club stopper, rebids its hearts; responder, with ♣KJ43 and 13 HCP, bids 3NT.
    expect(bidOut('A3.KQJ32.K92.732', 'Q2.82.AQJ93.KJ43', SYSTEMS.sayc, '1H 2C')).toBe('1H 2C 2D P 2H P 3NT P P P');
  });
});
