// Competition (issue 25): penalty doubles after our redouble, the opener after a negative double,
// and systems on after our 1NT overcall (SAYC booklet: "systems on over a 1NT overcall").
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { choose } from './auction.testing.js';

describe('after our redouble the hand is ours', () => {
  it('the opener doubles their escape for penalties with four trumps', () => {
    expect(choose('32.KQT9.A32.K432', '1H X XX 2C')).toMatchObject({
      rule: 'redouble-penalty-opener',
      call: { type: 'double' },
    });
  });
  it('the redoubler doubles it when it comes back', () => {
    expect(choose('32.KQ9.A32.KJ432', '1H X XX 2C P P')).toMatchObject({ rule: 'redouble-penalty-redoubler' });
  });
});

describe('the opener after a negative double', () => {
  it('cue bids with 18+ and four cards in the major the double promised', () => {
    expect(choose('5.AQ76.KQJ97.AQ6', '1D 1S X P').call).toEqual(bid(2, 'S'));
  });
});

describe('systems on after our direct 1NT overcall', () => {
  it('answers a transfer as over a 1NT opening', () => {
    expect(choose('KQ2.Q32.AJ54.K32', 'P P 1C 1NT P 2D P').call).toEqual(bid(2, 'H'));
  });
});
