// The defence to the opponents' openings follows their system (system/facing.ts). Sources: Polish Club's
// 2♣ is natural, 11–15 HCP with six clubs or five and a four-card major, and its 2♦ is the Multi, a weak
// two in either major (WJ 2005, Jassem's summary: polish.ts `pl-open-2c`, `pl-open-2d-multi`); SAYC's own
// 2♣ is strong and artificial (the SAYC booklet), which the defence to it (`vs-2c-*`) assumes.
import { bid, type Call } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { choose } from './auction.testing.js';
import { explainCall } from './bidder.js';
import { calls } from './auction.testing.js';
import { rulesOfSeat, tableSystems } from '../play/systems.js';
import { patternOpening } from './engine.js';
import { SYSTEMS, rulesFacing } from './system/systems.js';

const facingPolish = rulesFacing('sayc', 'polish');
const double: Call = { type: 'double' };
const pass: Call = { type: 'pass' };

describe('the defence to Polish Club’s natural 2♣', () => {
  it('bids 2NT with 17 balanced and clubs stopped, where against a strong 2♣ it passes', () => {
    expect(choose('AQ5.KJ4.KT32.KJ4', '2C', facingPolish)).toMatchObject({ rule: 'over-weak-2n', call: bid(2, 'NT') });
    expect(choose('AQ5.KJ4.KT32.KJ4', '2C', SYSTEMS.sayc)).toMatchObject({ rule: 'vs-2c-pass', call: pass });
  });

  it('doubles for takeout with opening values and short clubs', () => {
    expect(choose('KQ72.AJ84.KT95.3', '2C', facingPolish)).toMatchObject({ call: double });
    expect(choose('KQ72.AJ84.KT95.3', '2C', SYSTEMS.sayc).call).toEqual(pass);
  });

  it('explains the call by the defence the pair plays against that opening', () => {
    const m = explainCall(calls('2C'), bid(2, 'NT'), { rules: facingPolish });
    expect(m.ok && m.value.rule).toBe('over-weak-2n');
  });
});

describe('the defence to the Multi 2♦', () => {
  it('bids 2NT with 16–19 balanced and no diamond stopper (their suit is a major)', () => {
    expect(choose('AQ5.KJ4.954.AKJ4', '2D', facingPolish)).toMatchObject({ rule: 'vs-multi-2n', call: bid(2, 'NT') });
    // Against a weak two in diamonds the 2NT overcall needs their suit stopped.
    expect(choose('AQ5.KJ4.954.AKJ4', '2D', SYSTEMS.sayc).rule).not.toBe('over-weak-2n');
  });

  it('bids a good six-card diamond suit naturally at the three level', () => {
    expect(choose('A4.K3.AKJ874.T52', '2D', facingPolish)).toMatchObject({ rule: 'vs-multi-3d', call: bid(3, 'D') });
  });
});

// Polish Club's 1♣ is 12–14 balanced (possibly with two clubs), natural clubs, or any strong hand (WJ 2005:
// polish.ts `pl-open-1c-*`). Against a club that may be short 2♣ is commonly played as natural; SAYC's
// defence makes it Michaels, which is right over a natural 1♣ (the SAYC booklet: "cue bids … Michaels").
describe('the defence to Polish Club’s 1♣', () => {
  it('overcalls 2♣ with a good six-card club suit, where facing SAYC’s 1♣ it would not', () => {
    expect(choose('A4.K3.952.AKJ874', '1C', facingPolish)).toMatchObject({
      rule: 'vs-polish-1c-clubs',
      call: bid(2, 'C'),
    });
    expect(choose('A4.K3.952.AKJ874', '1C', SYSTEMS.sayc).call).not.toEqual(bid(2, 'C'));
  });

  it('keeps Michaels over their 1♦ but not over their 1♣', () => {
    expect(choose('KQT74.QJ853.4.32', '1D', facingPolish)).toMatchObject({ rule: 'michaels-minor', call: bid(2, 'D') });
    expect(choose('KQT74.QJ853.4.32', '1C', SYSTEMS.sayc)).toMatchObject({ rule: 'michaels-minor', call: bid(2, 'C') });
    expect(choose('KQT74.QJ853.4.32', '1C', facingPolish).call).not.toEqual(bid(2, 'C'));
  });

  it('advances the natural 2♣ as clubs, not as both majors', () => {
    // Partner's 2♣ showed clubs: with two of them and 9 HCP advancer raises, where over Michaels it
    // would pick a major.
    expect(choose('Q853.KJ42.Q73.Q5', '1C 2C P', facingPolish)).toMatchObject({
      rule: 'vs-polish-1c-clubs-raise',
      call: bid(3, 'C'),
    });
    expect(choose('Q853.KJ42.Q73.Q5', '1C 2C P', SYSTEMS.sayc).call.type).toBe('bid');
    expect(choose('Q853.KJ42.Q73.Q5', '1C 2C P', SYSTEMS.sayc).rule).not.toMatch(/^vs-polish/);
    expect(choose('KJ5.AQ4.KJ82.853', '1C 2C P', facingPolish)).toMatchObject({
      rule: 'vs-polish-1c-clubs-3nt',
      call: bid(3, 'NT'),
    });
    expect(choose('A4.83.952.AKJ874', '1C 2C P 3C P', facingPolish)).toMatchObject({
      rule: 'vs-polish-1c-clubs-raised-pass',
      call: pass,
    });
  });
});

describe('which rules a side plays', () => {
  it('keeps a system’s own rules against its own kind of openings', () => {
    expect(rulesFacing('sayc', 'sayc')).toBe(SYSTEMS.sayc);
    expect(rulesFacing('polish', 'sayc')).toBe(SYSTEMS.polish);
    expect(rulesFacing('sayc', 'polish')).toBe(rulesFacing('sayc', 'polish'));
  });

  it('reads each side of a mixed table with its defence to the other side’s openings', () => {
    const systems = tableSystems('N', 'sayc', 'polish');
    expect(rulesOfSeat(systems, 'S')).toBe(rulesFacing('sayc', 'polish'));
    expect(rulesOfSeat(systems, 'E')).toBe(SYSTEMS.polish);
    // Polish Club facing Polish Club: its own strong-2♣ defence (from SAYC's shared rules) is gone too.
    const pp = rulesFacing('polish', 'polish');
    expect(pp.some((r) => r.name === 'vs-2c-pass')).toBe(false);
    expect(SYSTEMS.polish.some((r) => r.name === 'vs-2c-pass')).toBe(true);
  });
});

describe('whose opening an auction pattern reads', () => {
  it('tells our side’s opening from theirs by the calls before the player to call', () => {
    expect(patternOpening('2C')).toEqual({ call: '2C', by: 'them' });
    expect(patternOpening('2C P 3C')).toEqual({ call: '2C', by: 'them' });
    expect(patternOpening('1C P')).toEqual({ call: '1C', by: 'us' });
    expect(patternOpening('... 4N P')).toBeNull();
    expect(patternOpening('')).toBeNull();
  });
});
