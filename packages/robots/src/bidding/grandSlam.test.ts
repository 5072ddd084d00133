// Grand slams after an ace ask, and opener's ask after a raised jump shift (issue 25, the bidding
// challenge's "missed grand slam" and "missed slam"). The hands are losses of
// `bench/robots-challenge.ts` (seeds 27 to 31, opponents silent). Sources: the SAYC booklet
// (Blackwood: "5NT asks for kings and guarantees that the partnership holds all four aces"; opener's
// jump shift is 19+ points and forcing to game) and standard expert practice (every ace and king
// between the hands with a fit, or the trump queen, makes the grand slam a good bet; a raise of a
// jump shift is a slam try, and Blackwood over a minor still stops in five, the game).
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, choose } from './auction.testing.js';
import { SYSTEMS } from './system/systems.js';

const SAYC = SYSTEMS.sayc;

describe('the king ask after a control family’s ace ask', () => {
  // 1♥–3♣ (jump shift)–4♣–control bids–4NT–5♥ (two aces): every ace is ours, so 5NT; 6♥ shows two
  // kings, and with ♠K ♦K the asker counts all four: 7♣ (13 tricks; before, 6♣).
  const OPENER = '5.AK762.Q86.AK87';
  const JUMP_SHIFTER = 'AK86.QJ.AK.QT652';

  it('asks for kings with every ace between the hands', () => {
    expect(choose(JUMP_SHIFTER, '1H P 3C P 4C P 4D P 4H P 4S P 4N P 5H P')).toMatchObject({
      rule: 'ctl-minor-king-ask-2',
      call: bid(5, 'NT'),
    });
  });

  it('bids the grand slam when the answer completes the four kings', () => {
    expect(choose(JUMP_SHIFTER, '1H P 3C P 4C P 4D P 4H P 4S P 4N P 5H P 5N P 6H P')).toMatchObject({
      rule: 'ctl-minor-grand-2',
      call: bid(7, 'C'),
    });
    expect(bidOut(OPENER, JUMP_SHIFTER, SAYC)).toBe('1H P 3C P 4C P 4D P 4H P 4S P 4NT P 5H P 5NT P 6H P 7C P P P');
  });

  it('stays in six when the answer leaves a king missing', () => {
    // 6♣: no king; the asker's ♥K ♦K ♣K leave ♠K out.
    expect(bidOut('6.K98732.KJ.AKQ3', 'AJ8.AT5.A943.542', SAYC)).toBe(
      '1H P 2NT P 3S P 4H P 4NT P 5S P 5NT P 6C P 6H P P P',
    );
    expect(choose('6.K98732.KJ.AKQ3', '1H P 2N P 3S P 4H P 4N P 5S P 5N P 6C P')).toMatchObject({
      rule: 'ctl-short-kings-slam',
      call: bid(6, 'H'),
    });
  });
});

describe('the grand slam after Blackwood by aces', () => {
  it('reaches seven with every ace and king and 32+ points between the hands (before: 6♠, 13 tricks)', () => {
    // 1♥–2♠ (jump shift), control bids, 4NT–5♦ (one ace): all four aces; 5NT–6♥ (two kings), and the
    // asker's ♠K ♣K make four.
    expect(bidOut('T52.KQJT52.AKT.5', 'AKJ96.A.J92.AKT2', SAYC)).toBe(
      '1H P 2S P 3S P 4C P 4D P 4NT P 5D P 5NT P 6H P 7S P P P',
    );
  });
});

describe('the grand slam after Roman Key Card Blackwood 1430', () => {
  const RKCB = SYSTEMS['sayc-rkcb'];

  it('asks for kings with every key card and the trump queen from 33 points (before: 36, and 6♥)', () => {
    // 1♥–3♥ (limit raise)–4NT–5♣ (one key card): all five and the ♥Q; 6♦ shows one side king.
    expect(choose('AJ98.AKQ63.K83.A', '1H P 3H P 4N P 5C P', RKCB)).toMatchObject({
      rule: 'rkcb-c-king-ask',
      call: bid(5, 'NT'),
    });
    // The ♣K opposite and the ♦K here: two side kings of three, the ♠K out, so six.
    expect(bidOut('AJ98.AKQ63.K83.A', '732.JT4.A2.KQJ93', RKCB)).toBe('1H P 3H P 4NT P 5C P 5NT P 6D P 6H P P P');
  });

  it('bids seven of the major with all three side kings between the hands', () => {
    expect(choose('AK98.AKQ63.K83.A', '2C P 3C P 3H P 4H P 4N P 5C P 5N P 6D P', RKCB)).toMatchObject({
      rule: 'rkcb-grand-1',
      call: bid(7, 'H'),
    });
  });

  it('stays in six without the trump queen', () => {
    expect(choose('AJ98.AKJ63.K83.A', '1H P 3H P 4N P 5C P', RKCB)).toMatchObject({ call: bid(5, 'D') });
  });
});

describe("opener's ask after responder raises the jump-shift minor", () => {
  it('asks for aces with two aces (before: 5♦, 12 tricks in diamonds)', () => {
    expect(choose('AK.Q8.AQ95.A8764', '1C P 1H P 3D P 4D P')).toMatchObject({
      rule: 'ojs-minor-raised-ask',
      call: bid(4, 'NT'),
    });
    // Responder has no ace (5♣): one ace missing, 6♦.
    expect(bidOut('AK.Q8.AQ95.A8764', 'J863.KJ732.KJT3.', SAYC)).toBe('1C P 1H P 3D P 4D P 4NT P 5C P 6D P P P');
  });

  it('stops in five, the game, with two aces missing', () => {
    // Responder's raise with shortness and no ace (5♣): opener's two aces leave two missing.
    expect(bidOut('AK.QJ.AQ52.KQ865', 'Q73.KQ843.KT97.J', SAYC)).toBe('1C P 1H P 3D P 4D P 4NT P 5C P 5D P P P');
  });

  it('does not ask holding one ace: five of the minor', () => {
    expect(choose('KQ.KQ8.KQJ5.A876', '1C P 1H P 3D P 4D P')).toMatchObject({ call: bid(5, 'D') });
  });
});
