// Control bids and voids in key-card answers (issue 25 "slam bidding: … control bids"). The test data
// holds no control-bid case (neither the saycbridge suite nor yarborough bids one; the SAYC booklet
// lists only Blackwood, Gerber and the grand slam force), so the hands below follow standard expert
// practice: cheapest first- or second-round control first, a skipped suit denied, 4NT only when every
// side suit is controlled between the hands; RKCB 1430 with voids: 5NT two key cards and a useful
// void, six of a lower suit one or three and a void there, six of the trump one or three and a void
// in a higher suit.
import { bid, parseCall, unwrap, type Call } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { explainCall } from './bidder.js';
import { cueSuits } from './engine.js';
import { forceOn } from './forcing.js';
import { handRangesFromAuction } from './inference.js';
import { SYSTEMS } from './system/systems.js';
import { choose } from './auction.testing.js';

const calls = (text: string): Call[] => (text === '' ? [] : text.split(' ').map((t) => unwrap(parseCall(t))));
const SAYC = SYSTEMS.sayc;
const RKCB = SYSTEMS['sayc-rkcb'];

describe('control bids', () => {
  it('orders the side suits as control bids reach them over the trump', () => {
    expect(cueSuits('S')).toEqual(['C', 'D', 'H']);
    expect(cueSuits('H')).toEqual(['S', 'C', 'D']);
    expect(cueSuits('S', 'C', 'H')).toEqual(['D']);
  });

  it('bids the cheapest control instead of asking when a side suit is uncontrolled (two small hearts)', () => {
    expect(choose('AKQJ5.32.AK2.KQ2', '1S P 3S P', SAYC)).toMatchObject({ rule: 'cue-first', call: bid(4, 'C') });
    expect(choose('AKQJ5.32.AK2.KQ2', '1S P 3S P', RKCB)).toMatchObject({ rule: 'cue-first', call: bid(4, 'C') });
  });

  it('still asks at once holding every control', () => {
    expect(choose('AKQJ5.AK3.KQ2.A2', '1S P 3S P', SAYC).rule).toBe('slam-try-blackwood');
  });

  it('makes 3♠ the first control over hearts, and a skipped suit is denied', () => {
    expect(choose('A3.AKQJ5.32.AKQ2', '1H P 3H P', SAYC)).toMatchObject({ call: bid(3, 'S'), alert: 'alert' });
    // Spades skipped (two small): the first control is 4♣.
    expect(choose('32.AKQJ5.A3.AKQ2', '1H P 3H P', SAYC)).toMatchObject({ rule: 'cue-first', call: bid(4, 'C') });
  });

  it('forces partner, who shows the next control, or signs off without a control in a suit the bid skipped', () => {
    expect(forceOn(SAYC, calls('1S P 3S P 4C P'), 'N', 'none').kind).not.toBe('none');
    expect(choose('K876.AK4.Q93.J32', '1S P 3S P 4C P', SAYC)).toMatchObject({ rule: 'cue-answer', call: bid(4, 'H') });
    expect(choose('K876.Q54.Q93.J32', '1S P 3S P 4C P', SAYC)).toMatchObject({
      rule: 'cue-signoff',
      call: bid(4, 'S'),
    });
    // 4♦ skipped clubs: no club control here, so game.
    expect(choose('K876.A54.932.J32', '1S P 3S P 4D P', SAYC)).toMatchObject({
      rule: 'cue-signoff',
      call: bid(4, 'S'),
    });
  });

  it('asks with 4NT once every side suit is controlled, by aces in SAYC and by key cards under RKCB', () => {
    expect(choose('AKQJ5.32.AK2.KQ2', '1S P 3S P 4C P 4H P', SAYC)).toMatchObject({
      rule: 'cue-blackwood',
      call: bid(4, 'NT'),
    });
    expect(choose('AKQJ5.32.AK2.KQ2', '1S P 3S P 4C P 4H P', RKCB).rule).toBe('cue-rkcb');
  });

  it('answers the ask after control bids in the agreed suit, and the asker places the slam there', () => {
    expect(choose('K876.AK4.Q93.J32', '1S P 3S P 4C P 4H P 4N P', RKCB)).toMatchObject({ call: bid(5, 'H') });
    expect(choose('AKQJ5.32.AK2.KQ2', '1S P 3S P 4C P 4H P 4N P 5D P', SAYC)).toMatchObject({ call: bid(6, 'S') });
    expect(choose('AKQJ5.32.AK2.KQ2', '1S P 3S P 4C P 4H P 4N P 5C P', SAYC)).toMatchObject({ call: bid(5, 'S') });
  });

  it("passes partner's sign-off in game", () => {
    expect(choose('AKQJ5.32.AK2.KQ2', '1S P 3S P 4C P 4S P', SAYC)).toMatchObject({ call: { type: 'pass' } });
  });

  it('explains a control bid for the table, in SAYC and in 2/1', () => {
    for (const rules of [SAYC, SYSTEMS['2/1']]) {
      const m = unwrap(explainCall(calls('1S P 3S P'), bid(4, 'D'), { rules }));
      expect(m.rule).toBe('cue-first');
      expect(m.explanation).toContain('control in ♦');
    }
  });
});

describe('voids in key-card answers (RKCB 1430)', () => {
  it('answers 5NT with two key cards and a useful void', () => {
    expect(choose('K8764.Q82.A5432.', '1S P 3S P 4N P', RKCB)).toMatchObject({
      rule: 'rkcb-void-2',
      call: bid(5, 'NT'),
    });
  });

  it('answers six of a lower suit with one or three key cards and a void there', () => {
    expect(choose('Q8764.Q82.A5432.', '1S P 3S P 4N P', RKCB)).toMatchObject({ call: bid(6, 'C') });
  });

  it('answers six of the trump with one or three and a void in a higher suit', () => {
    expect(choose('.Q8764.A432.K832', '1H P 3H P 4N P', RKCB)).toMatchObject({
      rule: 'rkcb-void-odd-spades',
      call: bid(6, 'H'),
    });
  });

  it("does not show a void in partner's suit", () => {
    // Partner opened 1♦ and asked over our 1♠: the diamond void is no use, so the plain answer (one key card).
    expect(choose('QJ876.K82..A5432', '1D P 1S P 4N P', RKCB)).toMatchObject({ rule: 'rkcb-1-4', call: bid(5, 'C') });
  });

  it('keeps answering aces under plain Blackwood', () => {
    expect(choose('K8764.Q82.A5432.', '1S P 3S P 4N P', SAYC)).toMatchObject({ call: bid(5, 'D') });
  });

  it('places the contract over a void answer: the grand slam with every key card and the queen', () => {
    expect(choose('AKQJ5.A3.K2.KQ32', '1S P 3S P 4N P 5N P', RKCB)).toMatchObject({ call: bid(7, 'S') });
    expect(choose('AKQJ5.A3.K2.KQ32', '1S P 3S P 4N P 6D P', RKCB)).toMatchObject({ call: bid(6, 'S') });
    expect(choose('AK3.KQJ52.A3.KQ2', '1H P 3H P 4N P 6H P', RKCB)).toMatchObject({ call: { type: 'pass' } });
  });

  it('understands a void answer: its explanation and the void for the card-play sampler', () => {
    const m = unwrap(explainCall(calls('1S P 3S P 4N P'), bid(6, 'C'), { rules: RKCB }));
    expect(m.explanation).toBe('Key cards: one or three, and a void in ♣');
    const seen = ['1S', 'P', '3S', 'P', '4N', 'P', '6C'].map((c, i) => ({
      seat: (['N', 'E', 'S', 'W'] as const)[i % 4]!,
      call: unwrap(parseCall(c)),
    }));
    expect(handRangesFromAuction(seen, 'N', 'none', RKCB).S.len.C).toEqual([0, 0]);
  });
});

// A second round of control bids over a major and control bids above game (issue 25 "slam bidding: …
// control bids"). No test data bids them; the hands follow standard expert practice: a hand with every
// side suit controlled but only a little to spare shows its next control below game and lets partner
// judge (as over a minor, `ctl-minor-second`); once partner has raised to game showing strength, a new
// suit above game is a control bid below five of the major; a hand of four losers opposite a limit
// raise (24 − 4 − 8 = 12 tricks by the losing-trick count) has slam interest.
describe('a second round of control bids over a major', () => {
  it('shows the next control below game with a little to spare, and asks at once with more', () => {
    expect(choose('AKQJ5.K3.KQ2.K32', '1S P 3S P 4C P 4D P', SAYC)).toMatchObject({
      rule: 'cue-second',
      call: bid(4, 'H'),
    });
    expect(forceOn(SAYC, calls('1S P 3S P 4C P 4D P 4H P'), 'N', 'none').kind).not.toBe('none');
    expect(choose('AKQJ5.K3.AQ2.A32', '1S P 3S P 4C P 4D P', SAYC).rule).toBe('cue-blackwood');
  });

  it('is answered by an ask with a maximum and a top trump honour, else by game', () => {
    expect(choose('KT98.A84.KQ3.K54', '1S P 3S P 4C P 4D P 4H P', SAYC)).toMatchObject({
      rule: 'cue-second-ask',
      call: bid(4, 'NT'),
    });
    expect(choose('KT98.A84.KQ3.K54', '1S P 3S P 4C P 4D P 4H P', RKCB).rule).toBe('cue-second-rkcb');
    expect(choose('T987.Q84.KJ3.Q54', '1S P 3S P 4C P 4D P 4H P', SAYC)).toMatchObject({
      rule: 'cue-second-signoff',
      call: bid(4, 'S'),
    });
  });

  it('places the contract in the major after the answer, not in the last control bid', () => {
    expect(choose('KT98.A84.KQ3.K54', '1S P 3S P 4C P 4D P 4H P 4N P 5H P', SAYC)).toMatchObject({
      call: bid(6, 'S'),
    });
    expect(choose('KT98.A84.KQ3.K54', '1S P 3S P 4C P 4D P 4H P 4N P 5D P', SAYC)).toMatchObject({
      call: bid(5, 'S'),
    });
    // Under RKCB the key cards are counted for spades (4♥ was a control bid, not hearts agreed).
    expect(choose('AKQJ5.K3.KQ2.K32', '1S P 3S P 4C P 4D P 4H P 4N P', RKCB)).toMatchObject({
      rule: 'rkcb-2-queen',
      call: bid(5, 'S'),
    });
    expect(choose('KT98.A84.KQ3.Q54', '1S P 3S P 4C P 4H P 4N P', RKCB)).toMatchObject({
      rule: 'rkcb-2-no-queen',
      call: bid(5, 'H'),
    });
  });

  it('starts control bids with four losers opposite a limit raise', () => {
    expect(choose('KQ952.AQ7.9.AK52', '1S P 3S P', SAYC)).toMatchObject({ rule: 'cue-first', call: bid(4, 'C') });
    expect(choose('KQ96.AQ975.3.AQ9', '1H P 3H P', SAYC)).toMatchObject({ rule: 'cue-first', call: bid(3, 'S') });
    // Five losers: game.
    expect(choose('KQ952.AQ7.92.AK5', '1S P 3S P', SAYC).call).toEqual(bid(4, 'S'));
  });
});

describe('control bids above game', () => {
  it("bids the cheapest control above game after opener's raise to four, lacking a control or with a void", () => {
    expect(choose('.A976.AJ65.KJT76', '1D P 1H P 4H P', SAYC)).toMatchObject({
      rule: 'ctl-high-first',
      call: bid(4, 'S'),
    });
    expect(forceOn(SAYC, calls('1D P 1H P 4H P 4S P'), 'N', 'none').kind).toBe('round');
    // Spades (two small) skipped: 5♣.
    expect(choose('32.AQ976.5.AKJ76', '1D P 1H P 4H P', SAYC)).toMatchObject({
      rule: 'ctl-high-first',
      call: bid(5, 'C'),
    });
  });

  it('asks rather than control-bids with every suit controlled; a singleton and four trumps count as values', () => {
    expect(choose('2.A976.AJ6.KJT76', '1D P 1H P 4H P', SAYC)).toMatchObject({
      rule: 'slam-try-blackwood',
      call: bid(4, 'NT'),
    });
    expect(choose('2.A976.AJ6.KJT76', '1D P 1H P 4H P', RKCB).rule).toBe('rkcb-ask');
  });

  it('is answered by the next control below five of the major, or five of the major', () => {
    expect(choose('AQJ5.KQJ3.KT4.Q5', '1D P 1H P 4H P 5C P', SAYC)).toMatchObject({
      rule: 'ctl-high-answer',
      call: bid(5, 'D'),
    });
    // 5♣ skipped spades: without a spade control, five of the major.
    expect(choose('QJ52.KQJ3.AK4.Q5', '1D P 1H P 4H P 5C P', SAYC)).toMatchObject({
      rule: 'ctl-high-answer-signoff',
      call: bid(5, 'H'),
    });
  });

  it('bids the slam with every suit controlled between the hands and two aces once 4NT is passed, else five', () => {
    expect(choose('A2.AQ976.5.AKJ76', '1D P 1H P 4H P 5C P 5D P', SAYC)).toMatchObject({
      rule: 'ctl-high-slam',
      call: bid(6, 'H'),
    });
    // Partner's 5♦ showed the spade control 5♣ denied; with one ace, five of the major.
    expect(choose('J2.KQ976.5.AKJ76', '1D P 1H P 4H P 5C P 5D P', SAYC)).toMatchObject({
      rule: 'ctl-high-stop',
      call: bid(5, 'H'),
    });
  });
});
