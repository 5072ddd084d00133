// Slam after strong starts and after a fit is agreed (issue 25, the bidding challenges): the hands
// are the losses of `bench/robots-challenge.ts` on seed 27 (opponents silent). Sources: the SAYC
// booklet (Blackwood: "5NT asks for kings and guarantees that the partnership holds all four aces";
// jump shifts and Jacoby 2NT force to game and suggest slam); standard expert practice for control
// bids (the cheapest control first, a suit skipped is denied; once every suit is controlled between the
// hands either one may ask) and for counting shortness as support points once a fit is known.
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, choose } from './auction.testing.js';
import { SYSTEMS } from './system/systems.js';

const SAYC = SYSTEMS.sayc;
const RKCB = SYSTEMS['sayc-rkcb'];
const PASS = { type: 'pass' } as const;

describe("the answerer's ask over a first control bid", () => {
  // 1♥–2NT–3♠ (shortness)–4♦: responder's 4♦ skipped clubs, which opener holds (♣AKJ7); nothing lies
  // between 4♦ and 4♥, so opener, with every side suit controlled between the hands, asks.
  const OPENER = '8.KQ432.953.AKJ7';
  const RESPONDER = 'AJ.AJ987.AKQ.QT5';

  it('asks holding the suit partner skipped when no control is left to show below game', () => {
    expect(choose(OPENER, '1H P 2N P 3S P 4D P')).toMatchObject({ rule: 'ctl-short-answer-ask', call: bid(4, 'NT') });
    expect(choose(OPENER, '1H P 2N P 3S P 4D P', RKCB)).toMatchObject({
      rule: 'ctl-short-answer-rkcb',
      call: bid(4, 'NT'),
    });
  });

  it('still signs off without a control in the suit partner skipped', () => {
    expect(choose('8.KQ432.AJ3.Q987', '1H P 2N P 3S P 4D P')).toMatchObject({
      rule: 'ctl-short-answer-signoff',
      call: bid(4, 'H'),
    });
  });

  it('reaches 6♥ in both agreements (before: 4♥ passed with 34 HCP and 13 tricks)', () => {
    expect(bidOut(OPENER, RESPONDER, SAYC)).toBe('1H P 2NT P 3S P 4D P 4NT P 5S P 6H P P P');
    expect(bidOut(OPENER, RESPONDER, RKCB)).toMatch(/^1H P 2NT P 3S P 4D P 4NT P .* 6H P P P$/);
  });

  it('stops in five of the major when the answer leaves two aces missing', () => {
    // Opener holds one ace; partner's 5♦ shows one more.
    expect(choose(OPENER, '1H P 2N P 3S P 4D P 4N P 5D P')).toMatchObject({
      rule: 'ctl-short-ace-signoff-1',
      call: bid(5, 'H'),
    });
  });

  it('asks after a limit raise and a control bid that skipped the minors the raiser controls', () => {
    // 1♠–3♠–4♥ skipped clubs and diamonds: the raiser holds ♣K and ♦A.
    const RAISER = 'K85.32.AJ32.K432';
    expect(choose(RAISER, '1S P 3S P 4H P')).toMatchObject({ rule: 'cue-answer-ask', call: bid(4, 'NT') });
    expect(choose(RAISER, '1S P 3S P 4H P', RKCB)).toMatchObject({ rule: 'cue-answer-rkcb', call: bid(4, 'NT') });
    // The control bidder places the contract from the aces shown.
    expect(choose('KQJ742.AKQ5.65.Q', '1S P 3S P 4H P 4N P 5D P')).toMatchObject({
      rule: 'cue-answer-signoff-1',
      call: bid(5, 'S'),
    });
    expect(choose('KQJ742.AKQ5.65.Q', '1S P 3S P 4H P 4N P 5H P')).toMatchObject({
      rule: 'cue-answer-slam',
      call: bid(6, 'S'),
    });
  });
});

describe('Roman Key Card Blackwood: which suit a 4NT over a new suit asks about', () => {
  it('keeps 1♠–3♦–3♠–4♥–4NT a key-card ask for hearts, the last suit bid (the second suit raised)', () => {
    // Key cards for hearts: ♥A, ♥K, ♦A (three); for spades it would have been two.
    expect(choose('.AK52.AKQ97.K432', '1S P 3D P 3S P 4H P 4N P', RKCB)).toMatchObject({
      rule: 'rkcb-0-3',
      call: bid(5, 'D'),
    });
  });
});

describe('Blackwood: three aces over spades and the king ask', () => {
  it('bids the slam over 5♠ (three aces) when spades are trumps, not a pass', () => {
    expect(choose('KQJ54.AJ9.KQ2.K5', '1S P 2S P 4N P 5S P')).toMatchObject({
      rule: 'blackwood-slam-3',
      call: bid(6, 'S'),
    });
  });

  it('asks for kings with every ace between the hands and 35+ points', () => {
    expect(choose('AJ.AJ987.AKQ.QT5', '1H P 2S P 4N P 5D P')).toMatchObject({
      rule: 'blackwood-king-ask-1',
      call: bid(5, 'NT'),
    });
    // An ace missing: the small slam.
    expect(choose('AJ.QJ987.AKQ.KT5', '1H P 2S P 4N P 5D P').call).toEqual(bid(6, 'S'));
  });

  it('bids the grand slam with every king too and the trump queen, else the small slam', () => {
    // Partner showed one king (6♦); the asker holds the other three and the queen of spades.
    expect(choose('AQJ.AK987.AKQ.KT', '1H P 2S P 4N P 5D P 5N P 6D P')).toMatchObject({
      rule: 'blackwood-grand-1',
      call: bid(7, 'S'),
    });
    // Two of the other three kings: a king is missing.
    expect(choose('AQJ.AK987.AKQ.QT', '1H P 2S P 4N P 5D P 5N P 6D P')).toMatchObject({
      rule: 'blackwood-kings-slam',
      call: bid(6, 'S'),
    });
  });

  it('passes an answer in the trump suit itself, and bids 6NT when six of it is no longer available', () => {
    expect(choose('AJ.AQ987.AQJ.QJT', '1H P 2S P 4N P 5D P 5N P 6S P')).toMatchObject({
      rule: 'blackwood-kings-pass',
      call: PASS,
    });
    expect(choose('AJ.AQ987.AQJ.QJT', '1H P 2D P 4N P 5D P 5N P 6H P')).toMatchObject({
      rule: 'blackwood-kings-6n',
      call: bid(6, 'NT'),
    });
  });
});

describe('Roman Key Card Blackwood after a 4♥ control bid over spades', () => {
  it('passes partner’s 5♠ sign-off instead of reading it as a queen ask in hearts', () => {
    // 1♦–1♥–1♠–3♠–4♣–4♥ (a control bid)–4NT–5♦–5♠: before, 5NT "the trump queen" and 6♥ in a 4–1 fit.
    expect(choose('QJ93.KQT53.873.4', '1D P 1H P 1S P 3S P 4C P 4H P 4N P 5D P 5S P', RKCB)).toMatchObject({
      rule: 'rkcb-signoff-pass',
      call: PASS,
    });
  });
});

describe('jump-shift auctions', () => {
  it('agrees opener’s six-card rebid with two honours and asks (1♣–2♦–3♣; before: 3NT with 34 HCP)', () => {
    expect(choose('AQ.QJ73.AQ987.KQ', '1C P 2D P 3C P')).toMatchObject({ rule: 'js-own-fit-ask', call: bid(4, 'NT') });
    expect(bidOut('K862.A8.J.AJ8754', 'AQ.QJ73.AQ987.KQ', SAYC)).toBe('1C P 2D P 3C P 4NT P 5H P 6C P P P');
  });

  it('raises the jump shifter’s six-card major rebid with two cards, else 3NT with the unbid suits stopped', () => {
    expect(choose('K6.875.AK9854.AT', '1D P 2S P 3D P 3S P')).toMatchObject({
      rule: 'js-own-rebid-raise',
      call: bid(4, 'S'),
    });
    expect(choose('5.AQ74.QT98.AQT2', '1D P 2S P 3C P 3S P')).toMatchObject({
      rule: 'js-own-rebid-3n',
      call: bid(3, 'NT'),
    });
  });

  it('sets its own long strong major as trumps and asks opposite opener’s six-card minor (1♦–2♠–3♦–3♠–4♦)', () => {
    // ♠AKJ932 ♥AK ♦JT ♣KJ3, 20 HCP: before, the forced calls stopped in 4♠ with 12 tricks.
    const JUMPER = 'AKJ932.AK.JT.KJ3';
    expect(choose(JUMPER, '1D P 2S P 3D P 3S P 4D P')).toMatchObject({ rule: 'js-self-ask', call: bid(4, 'NT') });
    expect(bidOut('6.8752.AK9854.AT', JUMPER, SAYC)).toBe('1D P 2S P 3D P 3S P 4D P 4NT P 5H P 6S P P P');
    // Two aces missing: five of the major.
    expect(choose('AKJ932.KQ.KJ.KJ3', '1D P 2S P 3D P 3S P 4D P 4N P 5D P')).toMatchObject({
      rule: 'js-self-signoff-1',
      call: bid(5, 'S'),
    });
    // Without two of the top three honours it does not ask.
    expect(choose('AJT932.AK.QJ.KJ3', '1D P 2S P 3D P 3S P 4D P').rule).not.toBe('js-self-ask');
  });

  it('raises opener’s jump-shift major with four cards before showing its own five (1♦–1♠–3♥–4♥)', () => {
    expect(choose('A8764.J764.KJ3.8', '1D P 1S P 3H P')).toMatchObject({ rule: 'ojs-raise-3', call: bid(4, 'H') });
    // Three hearts: its own suit again, as before.
    expect(choose('A8764.J76.KJ3.84', '1D P 1S P 3H P')).toMatchObject({ rule: 'ojs-rebid-3', call: bid(3, 'S') });
  });
});

describe('the limit raise opposite a big hand with shortness', () => {
  // ♠AJ7643 ♥AJT8 ♦– ♣AKT: 17 HCP and a void, 22 support points opposite 10–12 (before: 4♠, 13 tricks).
  const OPENER = 'AJ7643.AJT8..AKT';

  it('makes a slam try: a control bid in SAYC, Exclusion Blackwood under RKCB', () => {
    expect(choose(OPENER, '1S P 3S P')).toMatchObject({ rule: 'cue-first', call: bid(4, 'C') });
    expect(choose(OPENER, '1S P 3S P', RKCB)).toMatchObject({ rule: 'excl-ask', call: bid(5, 'D') });
  });

  it('reaches 6♠ in both agreements', () => {
    expect(bidOut(OPENER, 'K985.K74.Q8732.3', SAYC)).toBe('1S P 3S P 4C P 4H P 6S P P P');
    expect(bidOut(OPENER, 'K985.K74.Q8732.3', RKCB)).toBe('1S P 3S P 5D P 5S P 6S P P P');
  });

  it('still accepts with game only when the shortness is missing', () => {
    expect(choose('AJ7643.AJT.82.AK', '1S P 3S P')).not.toMatchObject({ rule: 'cue-first' });
  });
});
