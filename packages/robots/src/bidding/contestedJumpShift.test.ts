// Jump shifts in competition (issue 25, "the whole of SAYC … competition"). The SAYC booklet's
// strong jump shift is a jump response to an opening; the saycbridge suite's own bidder has
// "jumpshifts are off in competition" and a preemptive jump shift after a takeout double, and the
// Bridge Bulletin Standard "jump responses in competition = weak". Before, the bidder read a
// contested auction as if the opponents had passed, so the cheapest 3♣ over 1♥–(2♦) continued as
// the strong jump shift 1♥–Pass–3♣ (`js-*/uncontested`).
import { bid, parseCall, unwrap } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { calls, choose } from './auction.testing.js';
import { explainCall } from './bidder.js';
import { matchAuction } from './engine.js';
import { keepsJumps } from './forcing.js';

const explain = (auction: string, call: string) => unwrap(explainCall(calls(auction), unwrap(parseCall(call))));

describe('jump shifts in competition', () => {
  it('reads the cheapest new suit over their overcall as a free bid, not a jump shift', () => {
    expect(explain('1H 2D', '3C').rule).toBe('vs-overcall-free-bid');
  });

  it('does not read the auction without their overcall when that would turn our free bid into a jump', () => {
    expect(keepsJumps(calls('1H 2D 3C P'), calls('1H P 3C P'))).toBe(false);
    expect(keepsJumps(calls('1H 2D 3H P'), calls('1H P 3H P'))).toBe(true);
    expect(keepsJumps(calls('1C 1D 2S P'), calls('1C P 2S P'))).toBe(true);
  });

  it("opener's rebid after 1♥–(2♦)–3♣ is not a jump-shift rebid", () => {
    for (const hand of ['KQ.AJ987.Q32.K32', 'A4.KQJ987.Q32.32', 'K32.AQ987.32.KQ2']) {
      const r = choose(hand, '1H 2D 3C P');
      expect(r.rule, hand).not.toMatch(/^js|uncontested$/);
      expect(r.call, hand).not.toEqual({ type: 'pass' });
    }
  });

  it('bids and reads a jump shift over their one-level overcall as weak: a good six-card suit, 5–9 HCP', () => {
    expect(choose('2.32.Q32.KQJT432', '1D 1S')).toMatchObject({
      rule: 'vs-overcall-weak-jump-shift',
      call: bid(3, 'C'),
    });
    expect(explain('1C 1D', '2S')).toMatchObject({ rule: 'vs-overcall-weak-jump-shift' });
  });

  it('never makes the strong jump shift in competition: a strong hand bids its suit cheaply (forcing)', () => {
    expect(choose('AKQJ32.A2.K3.A32', '1C 1D')).toMatchObject({ call: bid(1, 'S') });
    expect(choose('A2.32.K3.AKQJ432', '1S 2D').rule).not.toMatch(/jump-shift/);
  });

  it('bids game after its free bid and opener\u2019s minimum rebid (the suite\u2019s misc hands from play #98)', () => {
    expect(choose('J98.KT2.2.AKQJT4', 'P 1D 2S 3C P 3D P')).toMatchObject({
      rule: 'free-minor-game',
      call: bid(5, 'C'),
    });
  });

  it('bids the cheapest new suit over a two-level overcall, never a jump to the three level', () => {
    // The suite (misc hands from play #100): "Jump-overcalls do not apply if partner bid (can't say 3♥)".
    expect(choose('86.KQ76542.73.JT', 'P 1S 2D')).toMatchObject({ call: { type: 'pass' } });
  });
});

// An auction pattern can tell a jump from the cheapest bid (engine.ts: `^z` the cheapest bid in z,
// `^^z` a single jump, a level after the carets fixing it too), so that 1♦–(1♠)–3♣ is read as the
// weak jump shift and 1♦–(1♠)–2♣ as the free bid.
describe('jump tokens in auction patterns', () => {
  it('matches a single jump, not the cheapest bid nor a double jump', () => {
    expect(matchAuction('1x 1y ^^z', calls('1D 1S 3C'))).toEqual({ x: 'D', y: 'S', z: 'C' });
    expect(matchAuction('1x 1y ^^z', calls('1C 1D 2H'))).toEqual({ x: 'C', y: 'D', z: 'H' });
    expect(matchAuction('1x 1y ^^z', calls('1D 1S 2C'))).toBeNull();
    expect(matchAuction('1x 1y ^^z', calls('1C 1D 3H'))).toBeNull();
  });

  it('matches the cheapest bid at a given level', () => {
    expect(matchAuction('1x 1y ^2z', calls('1D 1S 2C'))).toEqual({ x: 'D', y: 'S', z: 'C' });
    expect(matchAuction('1x 1y ^2z', calls('1C 1D 2H'))).toBeNull();
    expect(matchAuction('1x 2y ^3z', calls('1S 2D 3C'))).toEqual({ x: 'S', y: 'D', z: 'C' });
    expect(matchAuction('1x 2y ^3z', calls('1C 2D 3H'))).toBeNull();
  });
});

// Opener after the weak jump shift over a one-level overcall (saycbridge's bidder: "jumpshifts are off
// in competition"; Bridge Bulletin Standard: "jump responses in competition = weak"): partner holds a
// good six-card suit and 5–9 HCP, so opener bids on only with game in view, as facing a weak two.
describe("opener's answer to the weak jump shift", () => {
  it('reads 1♦–(1♠)–3♣ and 1♥–(1♠)–3♦ as weak jump shifts', () => {
    expect(explain('1D 1S', '3C').rule).toBe('vs-overcall-weak-jump-shift');
    expect(explain('1H 1S', '3D').rule).toBe('vs-overcall-weak-jump-shift');
    expect(explain('1D 1S 3C P', 'P').rule).toBe('free-opener-weak-jump-pass');
  });

  it('passes with a minimum or without a fit (before: a pass by default, no rule)', () => {
    expect(choose('Q2.K32.AJ432.A32', '1D 1S 3C P')).toMatchObject({ rule: 'free-opener-weak-jump-pass' });
    expect(choose('Q2.AKJ432.A2.K32', '1H 1S 3D P')).toMatchObject({ rule: 'free-opener-weak-jump-pass' });
  });

  it('bids 3NT with 17+, their suit stopped and a fit to run the minor', () => {
    expect(choose('AKQ.K32.AJ432.Q2', '1D 1S 3C P')).toMatchObject({ rule: 'wjs-opener-3n', call: bid(3, 'NT') });
    expect(choose('KQ2.AKJ32.A32.32', '1H 1S 3D P')).toMatchObject({ rule: 'wjs-opener-3n', call: bid(3, 'NT') });
    // A small doubleton: partner's suit may not run without an entry to its hand.
    expect(choose('KQ2.AKJ32.32.A32', '1H 1S 3D P')).toMatchObject({ call: { type: 'pass' } });
  });

  it('raises the major to game with support and extra values, not as after a free bid', () => {
    // 1♦–(1♥)–2♠ is a jump: before, 18+ read it as a free bid (five spades, 10+ HCP).
    expect(choose('AQ2.A32.AKJ32.32', '1D 1H 2S P')).toMatchObject({
      rule: 'wjs-opener-major-game',
      call: bid(4, 'S'),
    });
    expect(choose('A2.A32.AKJ32.432', '1D 1H 2S P')).toMatchObject({ rule: 'free-opener-weak-jump-pass' });
  });

  it('still answers the cheapest new suit as a free bid', () => {
    expect(choose('Q32.AK3.KJ87.Q32', '1D 1S 2C P').rule).toMatch(/^free-opener-/);
    expect(choose('Q32.AK3.KJ87.Q32', '1D 1S 2C P').rule).not.toBe('free-opener-weak-jump-pass');
  });
});
