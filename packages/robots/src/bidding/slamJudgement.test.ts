// The slam judgement (issue 25 "Judgement beyond counting points", and "A fallback that thinks":
// sample layouts consistent with the auction and choose by their double-dummy results). Where the
// rules stop in game, a small slam is weighed against their call on layouts of the auction, and bid
// only when it scores better by more than the layouts' noise; its explanation says so. Where they
// stop in a small slam, the grand in the same strain is weighed the same way (`judgeGrand`).
import { parseCall, parseHand, unwrap, type Call, type Seat } from '@biritch/core';
import { seededRandom } from '@biritch/dealer';
import type { SolverBackend } from '@biritch/solver';
import { describe, expect, it } from 'vitest';
import { uniformFrom } from '../play/random.js';
import { chooseCall } from './bidder.js';
import { bidContext } from './engine.js';
import { SAYC_RULES } from './system/index.js';
import { SLAM_LAYOUTS, judgeGrand, judgeSlam } from './think.js';

const calls = (text: string): Call[] => text.split(' ').map((t) => unwrap(parseCall(t)));

/** A stand-in solver: declarer's side takes `tricks` in every strain (it answers the defenders' count). */
const taking = (tricks: number): SolverBackend => ({
  name: 'ts',
  solve: () => ({ tricks: 13 - tricks }),
  table: () => {
    throw new Error('not used by the slam judgement');
  },
});

const think = (solver: SolverBackend, now: () => number = () => 0) => ({
  solver,
  next: uniformFrom(seededRandom(11)),
  now,
  budgetMs: 60,
  slams: true,
});

// SAYC: 2NT is 20–21 balanced and 3NT answers with game values and no four-card major; opener,
// holding 20, has 25–31 between the hands and the rules pass 3NT.
const OPENER = unwrap(parseHand('AK73.KQ5.AJ4.K54'));
const input = (auction: string, hand = OPENER) => ({
  hand,
  auction: calls(auction),
  dealer: 'N' as Seat,
  vulnerability: 'none' as const,
});

describe('the slam judgement', () => {
  it('passes 3NT by the rules alone', () => {
    const r = unwrap(chooseCall(input('2NT P 3NT P')));
    expect(r.call).toEqual({ type: 'pass' });
  });

  it('bids 6NT where twelve tricks make on the layouts, and says why', () => {
    const r = unwrap(chooseCall(input('2NT P 3NT P'), SAYC_RULES, think(taking(12))));
    expect(r.rule).toBe('think-slam');
    expect(r.call).toEqual({ type: 'bid', level: 6, strain: 'NT' });
    expect(r.message).toEqual({
      id: 'explain.think-slam',
      args: { call: '6NT', instead: 'Pass', layouts: expect.any(Number) },
    });
    expect(r.explanation).toMatch(
      /^Slam judged by simulation: 6NT scored better than Pass double-dummy on \d+ layouts/,
    );
  });

  it("weighs the same with a solver that searches a layout's contracts side by side (solveEach)", () => {
    for (const tricks of [11, 12]) {
      const plain = taking(tricks);
      const batches: number[] = [];
      const sideBySide: SolverBackend = {
        ...plain,
        solveEach: (jobs) => {
          batches.push(jobs.length);
          return jobs.map((j) => plain.solve(j.position, j.strain, j.options));
        },
      };
      const a = unwrap(chooseCall(input('2NT P 3NT P'), SAYC_RULES, think(plain)));
      const b = unwrap(chooseCall(input('2NT P 3NT P'), SAYC_RULES, think(sideBySide)));
      expect(b).toEqual(a);
      expect(batches.length).toBeGreaterThan(0);
    }
  });

  it("keeps the rules' call where the slam fails on the layouts", () => {
    const r = unwrap(chooseCall(input('2NT P 3NT P'), SAYC_RULES, think(taking(11))));
    expect(r.rule).not.toBe('think-slam');
    expect(r.call).toEqual({ type: 'pass' });
  });

  it('weighs a slam in a solid suit of its own, with no fit shown (2♣–2♦–3♦–3NT)', () => {
    // Responder's 3NT denies four diamonds: no eight-card fit is known, yet ♦AKQJT7 needs none.
    // Twelve tricks in diamonds on every layout, ten in no-trump.
    const solid = unwrap(parseHand('A62.AK9.AKQJT7.A'));
    const diamonds: SolverBackend = {
      ...taking(10),
      solve: (_position, strain) => ({ tricks: 13 - (strain === 'D' ? 12 : 10) }),
    };
    const r = unwrap(chooseCall(input('2C P 2D P 3D P 3NT P', solid), SAYC_RULES, think(diamonds)));
    expect(r.rule).toBe('think-slam');
    expect(r.call).toEqual({ type: 'bid', level: 6, strain: 'D' });
  });

  it("keeps the rules' call when the budget leaves too few layouts to tell", () => {
    let t = 0;
    const slow = think(taking(12), () => (t += 10));
    const r = unwrap(chooseCall(input('2NT P 3NT P'), SAYC_RULES, slow));
    expect(r.call).toEqual({ type: 'pass' });
    expect(SLAM_LAYOUTS).toBeGreaterThan(2);
  });

  it('looks only at uncontested auctions before any ace ask, and at sign-offs in game', () => {
    const judge = (auction: string, ruleCall: string) => {
      const i = input(auction);
      const ctx = bidContext(i.auction, 'N', 'none', () => true);
      return judgeSlam(i, SAYC_RULES, ctx, unwrap(parseCall(ruleCall)), think(taking(12)));
    };
    expect(judge('2NT P 3NT P', 'P')?.call).toEqual({ type: 'bid', level: 6, strain: 'NT' });
    // The opponents bid: the shown ranges no longer describe an uncontested auction.
    expect(judge('2NT 3C 3NT P', 'P')).toBeNull();
    // An ace ask (4NT) has begun: the answers, not the ranges, tell what partner holds.
    expect(judge('2NT P 3NT P 4NT P 5H P', 'P')).toBeNull();
    // Gerber (4♣ over our no-trump) likewise.
    expect(judge('2NT P 4C P 4S P', 'P')).toBeNull();
    // A call below game is no sign-off: the rules' auction goes on.
    expect(judge('2NT P 3C P', '3S')).toBeNull();
  });

  it('leaves a game bid alone opposite an unlimited partner, who may still bid the slam', () => {
    // 1♣–1♠: responder has shown 6+ HCP, no top; opener's 4♠ is not the end of the auction.
    const hand = unwrap(parseHand('AK73.KQ5.AJ4.K54'));
    const i = input('1C P 1S P', hand);
    const ctx = bidContext(i.auction, 'N', 'none', () => true);
    expect(judgeSlam(i, SAYC_RULES, ctx, unwrap(parseCall('4S')), think(taking(12)))).toBeNull();
  });
});

describe('the grand slam judgement', () => {
  // SAYC: 1NT–4NT is quantitative; opener, with a maximum 17, accepts with 6NT.
  const MAX = unwrap(parseHand('AK7.KQ53.AJ4.QT4'));

  it("bids the rules' small slam when the grand fails on the layouts", () => {
    const r = unwrap(chooseCall(input('1NT P 4NT P', MAX), SAYC_RULES, think(taking(12))));
    expect(r.call).toEqual({ type: 'bid', level: 6, strain: 'NT' });
    expect(r.rule).toBe('1N-accept-quantitative');
  });

  it('bids the grand where thirteen tricks make on the layouts, and says why', () => {
    const r = unwrap(chooseCall(input('1NT P 4NT P', MAX), SAYC_RULES, think(taking(13))));
    expect(r.rule).toBe('think-grand');
    expect(r.call).toEqual({ type: 'bid', level: 7, strain: 'NT' });
    expect(r.message).toEqual({
      id: 'explain.think-slam',
      args: { call: '7NT', instead: '6NT', layouts: expect.any(Number) },
    });
    // Partner's 6NT passed by the rules: the grand is weighed against the pass.
    const p = unwrap(chooseCall(input('1NT P 6NT P', MAX), SAYC_RULES, think(taking(13))));
    expect(p.call).toEqual({ type: 'bid', level: 7, strain: 'NT' });
    expect(p.message?.args).toMatchObject({ instead: 'Pass' });
  });

  it("needs partner's calls replayed, an uncontested auction and our small slam", () => {
    const judge = (auction: string, ruleCall: string, replay = true) => {
      const i = input(auction, MAX);
      const ctx = bidContext(i.auction, 'N', 'none', () => true);
      const replays = replay ? () => () => true : undefined;
      return judgeGrand(i, SAYC_RULES, ctx, unwrap(parseCall(ruleCall)), think(taking(13)), replays);
    };
    expect(judge('1NT P 4NT P', '6NT')?.call).toEqual({ type: 'bid', level: 7, strain: 'NT' });
    // Without partner's replayed calls the layouts know nothing of partner's key cards.
    expect(judge('1NT P 4NT P', '6NT', false)).toBeNull();
    // The opponents bid.
    expect(judge('1NT 2C 4NT P', '6NT')).toBeNull();
    // Below a small slam, or the opponents' contract.
    expect(judge('1NT P 4NT P', '5NT')).toBeNull();
    expect(judge('1NT P 2C P', 'P')).toBeNull();
  });
});
