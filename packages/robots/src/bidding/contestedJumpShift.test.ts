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
});
