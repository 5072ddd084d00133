// Grand slams with thirteen tricks counted (issue 25: the robots stopped in six, or in seven of a
// suit, with thirteen top tricks in no-trump). Sources: the SAYC booklet (Blackwood: "5NT asks for
// kings and guarantees that the partnership holds all four aces"; over 1NT, 4NT is quantitative and
// 5NT forces 6NT and invites 7NT), standard practice after the king ask (with every ace and king
// between the hands, the asker counts its top tricks and bids 7NT with thirteen, where no ruff is
// needed), and the point count of the textbooks: 33 HCP for 6NT, 37 for 7NT (here 38, so that no
// king can be missing). The hands are made up to isolate each rule, except the challenge's seed 31.
import { bid, parseHand, unwrap } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, choose } from './auction.testing.js';
import { handFacts, topTricksOpposite } from './handFacts.js';
import { SYSTEMS } from './system/systems.js';

const tricks = (hand: string, fit?: { suit: 'C' | 'D' | 'H' | 'S'; length: number; queen?: boolean }) =>
  topTricksOpposite(handFacts(unwrap(parseHand(hand))), fit);

describe('top tricks opposite the aces and kings partner has shown', () => {
  it('counts the aces and kings between the hands, and a long suit only when it runs', () => {
    // ♠AKQJT2 alone: five tricks (a 6–1 split of the seven outstanding spades is too likely to
    // count the sixth); ♥A2 + ♥K, ♦K2 + ♦A, ♣KQ2 + ♣A: 2 + 2 + 3.
    expect(tricks('AKQJT2.A2.K2.KQ2')).toBe(12);
    // With three spades opposite, four are out and the five top spades draw them: six spade tricks.
    expect(tricks('AKQJT2.A2.K2.KQ2', { suit: 'S', length: 3 })).toBe(13);
  });

  it('does not count a suit that needs a good split', () => {
    // ♠AKQ432 opposite three: 3–1 or 2–2 runs it, 4–0 does not (10%): three spade tricks only.
    expect(tricks('AKQ432.A2.K2.KQ2', { suit: 'S', length: 3 })).toBe(10);
  });

  it('adds the trump queen that a Roman Key Card answer has shown', () => {
    // ♠AKJT92 opposite three with the ♠Q: AKQJT is the run, four out, six tricks; without it, two.
    expect(tricks('AKJT92.A2.K2.KQ2', { suit: 'S', length: 3, queen: true })).toBe(13);
    expect(tricks('AKJT92.A2.K2.KQ2', { suit: 'S', length: 3 })).toBe(9);
  });
});

describe('7NT after Blackwood and the king ask', () => {
  // Partner opened 1♠ (five cards), the asker holds six solid spades: 4NT–5♥ (two aces), 5NT–6♦ (one
  // king, the ♥K): every ace and king is ours, and thirteen top tricks are there.
  const ASKER = 'AKQJT2.A2.K2.KQ2';

  it('bids 7NT, not 7♠, with thirteen top tricks', () => {
    for (const system of ['sayc', '2/1', 'polish'] as const) {
      expect(choose(ASKER, '1S P 4N P 5H P 5N P 6D P', SYSTEMS[system]), system).toMatchObject({
        rule: 'blackwood-grand-7n',
        call: bid(7, 'NT'),
      });
    }
  });

  it('bids seven of the suit, not 7NT, with twelve top tricks (a ruff or the queen of clubs for the last)', () => {
    expect(choose('AKQJT2.A2.K2.K32', '1S P 4N P 5H P 5N P 6D P')).toMatchObject({
      rule: 'blackwood-grand-1',
      call: bid(7, 'S'),
    });
  });

  it('stays in six when a king is missing', () => {
    // 6♣: no king; the ♥K is out.
    expect(choose(ASKER, '1S P 4N P 5H P 5N P 6C P')).toMatchObject({ call: bid(6, 'S') });
  });

  it('reaches 7NT from the opening', () => {
    expect(bidOut('T8543.KQ3.A54.A4', ASKER, SYSTEMS.sayc, '1S P 4N P')).toBe('1S P 4NT P 5H P 5NT P 6D P 7NT P P P');
  });
});

describe('7NT after Roman Key Card Blackwood and the king ask', () => {
  const RKCB = SYSTEMS['sayc-rkcb'];

  it('counts the side kings partner shows and bids 7NT', () => {
    // 1♠–3♠ (limit raise), 4NT–5♥ (two key cards, the aces, no queen; the asker holds it), 5NT–6♦ (one
    // side king, the ♥K): thirteen top tricks.
    expect(choose('AKQJT2.A2.K2.KQ2', '1S P 3S P 4N P 5H P', RKCB)).toMatchObject({ call: bid(5, 'NT') });
    expect(choose('AKQJT2.A2.K2.KQ2', '1S P 3S P 4N P 5H P 5N P 6D P', RKCB)).toMatchObject({
      rule: 'rkcb-grand-7n',
      call: bid(7, 'NT'),
    });
  });

  it('bids seven of the major when twelve top tricks leave the last to the trumps', () => {
    expect(choose('AKQJT2.A2.K2.K32', '1S P 3S P 4N P 5H P 5N P 6D P', RKCB)).toMatchObject({
      rule: 'rkcb-grand-1',
      call: bid(7, 'S'),
    });
  });
});

describe('the king ask of a control family under RKCB', () => {
  // 1♥–3♣ (jump shift)–4♣, control bids, 4NT–5♥ (two aces, Blackwood by aces over a minor), 5NT: the
  // answer counts kings as after plain Blackwood. Before, RKCB's side-king answer read the control bid
  // 4♠ as the trump and answered 6♦ (one side king) holding ♠K ♦K; the asker stopped in 6NT with
  // thirteen tricks in clubs (challenge seed 31).
  const OPENER = '5.AK762.Q86.AK87';
  const JUMP_SHIFTER = 'AK86.QJ.AK.QT652';

  it('answers the king ask by kings, not side kings', () => {
    expect(choose(JUMP_SHIFTER, '1H P 3C P 4C P 4D P 4H P 4S P 4N P 5H P 5N P', SYSTEMS['sayc-rkcb'])).toMatchObject({
      rule: 'ctl-kings-2',
      call: bid(6, 'H'),
    });
  });

  it('reaches the grand slam as SAYC does', () => {
    expect(bidOut(OPENER, JUMP_SHIFTER, SYSTEMS['sayc-rkcb'])).toBe(
      '1H P 3C P 4C P 4D P 4H P 4S P 4NT P 5H P 5NT P 6H P 7C P P P',
    );
  });
});

describe('the grand slam by points over partner’s no-trump', () => {
  it('bids 7NT with 23+ HCP opposite 1NT (38+ between the hands; before, a pass)', () => {
    expect(choose('AKQ.KQJ.AQJ2.K32', '1N P')).toMatchObject({ rule: '1N-grand', call: bid(7, 'NT') });
    expect(choose('AKQ.KQ2.KQJ2.K32', '2N P')).toMatchObject({ rule: '2N-grand', call: bid(7, 'NT') });
  });

  it('invites the grand slam with 5NT on 20–22, and opener accepts with a maximum and two aces', () => {
    expect(choose('AKQ.KQ2.QJ32.K32', '1N P')).toMatchObject({ rule: '1N-grand-invite', call: bid(5, 'NT') });
    expect(choose('KJ2.A32.AQ2.KJ32', '1N P 5N P')).toMatchObject({ rule: 'quant-5n-7n', call: bid(7, 'NT') });
    expect(choose('KJ2.Q32.AQ2.KJ32', '1N P 5N P')).toMatchObject({ rule: 'quant-5n-6n', call: bid(6, 'NT') });
    expect(choose('AK2.AQ2.AQ32.KJ2', '2N P 5N P')).toMatchObject({ rule: 'quant-5n-7n-2n', call: bid(7, 'NT') });
  });

  it('does the same after the Stayman answer', () => {
    expect(choose('AKQ.KQ2.KQJ2.K32', '1N P 2C P 2D P')).toMatchObject({
      rule: 'stayman-quant-7n',
      call: bid(7, 'NT'),
    });
    expect(choose('AKQ2.KQ2.QJ32.K3', '1N P 2C P 2D P')).toMatchObject({
      rule: 'stayman-quant-5n',
      call: bid(5, 'NT'),
    });
  });

  it('stays at 6NT below 20', () => {
    expect(choose('AKQ.K32.QJ32.K32', '1N P')).toMatchObject({ rule: '1N-slam', call: bid(6, 'NT') });
  });
});
