// The fallback that thinks (issue 25 "A fallback that thinks"): where no rule covers the auction,
// sample layouts consistent with what the auction showed, finish the auction after each candidate
// call and choose by the double-dummy results, within a budget; its explanation says so.
import {
  SEATS,
  bid,
  checkCall,
  auctionFromCalls,
  parseCall,
  parseHand,
  standardRules,
  unwrap,
  type Call,
  type Deal,
  type Seat,
} from '@biritch/core';
import { hcp, seededRandom } from '@biritch/dealer';
import { createTsSolver, type SolverBackend } from '@biritch/solver';
import { describe, expect, it } from 'vitest';
import { uniformFrom } from '../play/random.js';
import { chooseCall, finishAuction } from './bidder.js';
import { bidContext } from './engine.js';
import { OPEN_RANGES, handRangesFromAuction } from './inference.js';
import { SAYC_RULES } from './system/index.js';
import { PASS_MARGIN, candidateCalls, isAffordable, rangesBySide, sampleDeals, thinkCall } from './think.js';
import { SYSTEMS } from './system/systems.js';

const calls = (text: string): Call[] => (text === '' ? [] : text.split(' ').map((t) => unwrap(parseCall(t))));
/** An auction no SAYC rule covers: opener's jump to 3♥ after 1♣–1♦–1♠ (saycbridge misc #37). */
const HAND = 'Q876.5.J7.AQJ754';
const AUCTION = 'P 1C P 1D P 1S P 3H P';

/** The bidder's input: a hand (S.H.D.C) after an auction, North dealing, none vulnerable. */
const inputOf = (hand = HAND, auction = AUCTION) => ({
  hand: unwrap(parseHand(hand)),
  auction: calls(auction),
  dealer: 'N' as Seat,
  vulnerability: 'none' as const,
});

/** A stand-in solver: declarer's side makes ten tricks in spades and eight in any other strain. */
const spadesMakeGame: SolverBackend = {
  name: 'ts',
  solve: (_position, strain) => ({ tricks: 13 - (strain === 'S' ? 10 : 8) }),
  table: () => {
    throw new Error('not used by the bidding fallback');
  },
};

const think = (solver: SolverBackend, layouts: number, budgetMs = 600_000) => ({
  solver,
  next: uniformFrom(seededRandom(7)),
  now: () => 0,
  budgetMs,
  layouts,
});

describe('the thinking fallback', () => {
  it('passes with no rule and no solver, as before', () => {
    const r = unwrap(
      chooseCall({ hand: unwrap(parseHand(HAND)), auction: calls(AUCTION), dealer: 'N', vulnerability: 'none' }),
    );
    expect(r.rule).toBe('default-pass');
  });

  it('chooses the candidate whose finished auctions score best double-dummy, and says so', () => {
    const input = inputOf();
    const r = unwrap(chooseCall(input, SAYC_RULES, think(spadesMakeGame, 4)));
    expect(r.rule).toBe('think');
    // With ten tricks in spades only, a spade contract at the four level or below is best.
    expect(r.call.type === 'bid' && r.call.strain).toBe('S');
    expect(r.message).toEqual({ id: 'explain.think', args: { call: expect.any(String), layouts: 4 } });
    expect(r.explanation).toContain('double-dummy on 4 layouts');
  });

  it("thinks where their bid shut out the hand's uncontested call, instead of the uncontested pass", () => {
    // 1♣–(P)–2♣–(3♦) with 19 HCP: the uncontested 2♥/2♠ is gone over 3♦ (bidder.ts `shutOut`).
    const input = inputOf('AQT3.AK76.T.KQ43', '1C P 2C 3D');
    const r = unwrap(chooseCall(input, SAYC_RULES, think(spadesMakeGame, 4)));
    expect(r.rule).toBe('think');
    expect(r.explanation).toContain('double-dummy on 4 layouts');
  });

  it('gives up within the budget and falls back when no layout can be solved in time', () => {
    let t = 0;
    const slow = { ...think(spadesMakeGame, 4, 10), now: () => (t += 20) };
    const input = inputOf();
    expect(unwrap(chooseCall(input, SAYC_RULES, slow)).rule).toBe('default-pass');
  });

  it('exceeds its budget by at most one solve: the clock is read before every solve', () => {
    // A stand-in solver that takes 100 ms of a fake clock per solve; nothing else takes time.
    let t = 0;
    const slowSolver: SolverBackend = {
      ...spadesMakeGame,
      solve: (position, strain, o) => {
        t += 100;
        return spadesMakeGame.solve(position, strain, o);
      },
    };
    const input = inputOf();
    for (const budgetMs of [50, 250, 730]) {
      t = 0;
      chooseCall(input, SAYC_RULES, { ...think(slowSolver, 16, budgetMs), now: () => t });
      expect(t).toBeLessThanOrEqual(budgetMs + 100);
    }
  });

  it('stops finishing auctions and dealing once the budget is spent (a clock that moves with every reading)', () => {
    let t = 0;
    const input = inputOf();
    chooseCall(input, SAYC_RULES, { ...think(spadesMakeGame, 16, 300), now: () => (t += 1) });
    // The stand-in solver takes no time: only one more reading than the budget may pass.
    expect(t).toBeLessThanOrEqual(302);
  });

  it('asks the solver only whether each contract makes and whether it goes two down (issue 25, time)', () => {
    // A stand-in that answers a target as DDS does (target, or target − 1 when not reached) and
    // records it: the defenders of a contract at level L are asked for 8 − L and 9 − L tricks.
    const asked: (number | undefined)[] = [];
    const targeted: SolverBackend = {
      ...spadesMakeGame,
      solve: (position, strain, o) => {
        asked.push(o?.target);
        const exact = spadesMakeGame.solve(position, strain).tricks;
        return { tricks: o?.target === undefined ? exact : exact >= o.target ? o.target : o.target - 1 };
      },
    };
    const input = inputOf();
    const r = unwrap(chooseCall(input, SAYC_RULES, think(targeted, 4)));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((t) => t !== undefined && t >= 1 && t <= 8)).toBe(true);
    // The same choice as with exact counts: ten tricks in spades only.
    const exact = unwrap(chooseCall(input, SAYC_RULES, { ...think(spadesMakeGame, 4), exactTricks: true }));
    expect(r.call).toEqual(exact.call);
  });

  it("hands a layout's searches to a solver that runs them side by side (solveEach), with the same choice", () => {
    const targeted: SolverBackend = {
      ...spadesMakeGame,
      solve: (position, strain, o) => {
        const exact = spadesMakeGame.solve(position, strain).tricks;
        return { tricks: o?.target === undefined ? exact : exact >= o.target ? o.target : o.target - 1 };
      },
    };
    const batches: number[] = [];
    let single = 0;
    const sideBySide: SolverBackend = {
      ...targeted,
      solve: (position, strain, o) => {
        single++;
        return targeted.solve(position, strain, o);
      },
      solveEach: (jobs) => {
        batches.push(jobs.length);
        return jobs.map((j) => targeted.solve(j.position, j.strain, j.options));
      },
    };
    const input = inputOf();
    const plain = unwrap(chooseCall(input, SAYC_RULES, think(targeted, 4)));
    const batched = unwrap(chooseCall(input, SAYC_RULES, think(sideBySide, 4)));
    expect(batched.call).toEqual(plain.call);
    expect((batched as { candidates?: unknown }).candidates).toEqual((plain as { candidates?: unknown }).candidates);
    // Two searches or more a batch; the plain path asks only what no batch answered.
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.every((n) => n >= 2)).toBe(true);
    expect(single).toBeLessThan(batches.reduce((a, b) => a + b, 0));
  });

  it('solves nothing on layouts where every candidate reaches the same contract, and keeps the first', () => {
    let solves = 0;
    const counting: SolverBackend = {
      ...spadesMakeGame,
      solve: (p, s, o) => {
        solves++;
        return spadesMakeGame.solve(p, s, o);
      },
    };
    const auction = calls(AUCTION);
    const a = unwrap(auctionFromCalls(standardRules, 'N', auction));
    const ctx = bidContext(auction, 'N', 'none', (c) => checkCall(standardRules, a, a.turn!, c).ok);
    const input = { hand: unwrap(parseHand(HAND)), auction, dealer: 'N' as Seat, vulnerability: 'none' as const };
    // Whatever the candidate, the auction ends in 4♠ by South (a stand-in for the system's rules).
    const same = (): Call[] => [...auction, bid(4, 'S'), ...calls('P P P')];
    const t = thinkCall(input, SAYC_RULES, ctx, false, same, think(counting, 6));
    expect(solves).toBe(0);
    expect(t?.layouts).toBe(6);
    expect(t?.call).toEqual({ type: 'pass' });
  });

  it("passes unless a bid beats passing by more than the layouts' noise (margin / √layouts)", () => {
    // East (opener) after 1♣–1♦–1♠–3♥: passing leaves 3♥ one down (eight tricks, −50); 3♠ makes
    // (+140): 190 points better on every layout. The default margin over four layouts is 200/√4 =
    // 100: East bids 3♠; a margin of 400 (200 over four layouts) keeps the pass.
    const solver: SolverBackend = {
      ...spadesMakeGame,
      solve: (_p, strain, o) => {
        const exact = 13 - (strain === 'S' ? 9 : strain === 'H' ? 8 : 6);
        return { tricks: o?.target === undefined ? exact : exact >= o.target ? o.target : o.target - 1 };
      },
    };
    const auction = calls(AUCTION);
    const a = unwrap(auctionFromCalls(standardRules, 'N', auction));
    const ctx = bidContext(auction, 'N', 'none', (c) => checkCall(standardRules, a, a.turn!, c).ok);
    const input = { hand: unwrap(parseHand(HAND)), auction, dealer: 'N' as Seat, vulnerability: 'none' as const };
    // The auction ends at once after each candidate: passes until three follow the last bid.
    const end = (x: readonly Call[]): Call[] => {
      const out = [...x];
      while (out.slice(-3).some((c) => c.type !== 'pass')) out.push({ type: 'pass' });
      return out;
    };
    const bold = thinkCall(input, SAYC_RULES, ctx, false, end, think(solver, 4));
    expect(PASS_MARGIN).toBe(200);
    expect(bold?.call).toEqual(bid(3, 'S'));
    const careful = thinkCall(input, SAYC_RULES, ctx, false, end, { ...think(solver, 4), passMargin: 400 });
    expect(careful?.candidates[0]?.call).toEqual(bid(3, 'S'));
    expect(careful?.call).toEqual({ type: 'pass' });
  });

  it("passes without thinking once our side's game is the contract, unless asked to think past game", () => {
    // 1NT – 3NT: the opener with four hearts is not forced; slams are the slam rules' business.
    let solves = 0;
    const counting: SolverBackend = {
      ...spadesMakeGame,
      solve: (p, s, o) => {
        solves++;
        return spadesMakeGame.solve(p, s, o);
      },
    };
    const input = inputOf('AK2.KQ32.J43.Q32', '1NT P 3NT P');
    const r = unwrap(chooseCall(input, SAYC_RULES, think(counting, 4)));
    expect(r.call).toEqual({ type: 'pass' });
    expect(solves).toBe(0);
    unwrap(chooseCall(input, SAYC_RULES, { ...think(counting, 4), pastGame: true }));
    expect(solves).toBeGreaterThan(0);
  });

  it('never offers Pass to a forced hand', () => {
    const ctx = bidContext(calls('1H P 1S P'), 'N', 'none', () => true);
    const hand = unwrap(parseHand('AK32.Q2.KJ32.Q32'));
    const forced = candidateCalls(ctx, hand, OPEN_RANGES, true);
    expect(forced.some((c) => c.type === 'pass')).toBe(false);
    expect(candidateCalls(ctx, hand, OPEN_RANGES, false)[0]).toEqual({ type: 'pass' });
    expect(forced).toContainEqual(bid(3, 'NT'));
  });

  it('holds an unforced hand in a contested auction to the law of total tricks (no 4♣ on seven clubs)', () => {
    // 1♦ (N) – X – 3♣ (S, weak) – P – 3♦ – P: South, with seven clubs and five points, may pass but
    // not bid on to 4♣ (nine trumps at most: the three level), nor 3NT on some 11–26 points.
    const ctx = bidContext(calls('P P 1D X 3C P 3D P'), 'S', 'none', () => true);
    const hand = unwrap(parseHand('J72.63.8.AJT7632'));
    const offered = candidateCalls(
      ctx,
      hand,
      { hcp: [12, 21], len: { C: [0, 13], D: [3, 13], H: [0, 4], S: [0, 4] } },
      false,
    );
    expect(offered).toContainEqual({ type: 'pass' });
    expect(offered).not.toContainEqual(bid(4, 'C'));
    expect(offered).not.toContainEqual(bid(3, 'NT'));
  });

  it('affords a game with an eight-card fit and the values, and 3NT only on 25 combined points', () => {
    const hand = unwrap(parseHand('AQ76.K5.Q72.K854'));
    const partner = { hcp: [12, 14] as const, len: { C: [0, 13], D: [0, 13], H: [0, 13], S: [4, 13] } } as const;
    expect(isAffordable(bid(4, 'S'), hand, partner)).toBe(true);
    expect(isAffordable(bid(3, 'NT'), hand, partner)).toBe(true);
    expect(isAffordable(bid(3, 'NT'), hand, { ...partner, hcp: [6, 9] })).toBe(false);
    expect(isAffordable(bid(3, 'H'), hand, partner)).toBe(false);
  });

  it("deals layouts that fit the auction's ranges (a 1NT opener holds 15–17 HCP)", () => {
    const auction = calls('1NT P').map((call, i) => ({ seat: SEATS[i]!, call }));
    const ranges = handRangesFromAuction(auction, 'N', 'none');
    const hand = unwrap(parseHand('Q876.5.J7.AQJ754'));
    const deals = sampleDeals('S', hand, ranges, uniformFrom(seededRandom(3)), 10);
    expect(deals).toHaveLength(10);
    for (const d of deals) {
      expect(hcp(d.N)).toBeGreaterThanOrEqual(15);
      expect(hcp(d.N)).toBeLessThanOrEqual(17);
      expect(d.S).toEqual(hand);
    }
  });

  it('runs with the real TypeScript solver on two layouts', () => {
    const input = inputOf();
    const r = chooseCall(input, SAYC_RULES, think(createTsSolver(), 2));
    expect(r.ok && r.value.rule).toBe('think');
  }, 120_000);
});

describe("the thinking reads the opponents' calls by their own system (issue 25: a system per partnership)", () => {
  // WJ 2005: the Polish 1♣ is 12–14 balanced, 15+ with clubs, or 18+, never with a five-card major.
  const auction = [{ seat: 'E' as const, call: bid(1, 'C') }];
  it("reads East's 1♣ by Polish Club's rules when East–West play it, and our side's calls by ours", () => {
    const r = rangesBySide(auction, 'E', 'none', 'S', SAYC_RULES, SYSTEMS.polish);
    expect(r.E).toEqual(handRangesFromAuction(auction, 'E', 'none', SYSTEMS.polish).E);
    // Polish Club's 1♣ may be the strong 18+; SAYC's is at most 21 (a 2♣ opening above that).
    expect(r.E.hcp[1]).toBe(37);
    expect(handRangesFromAuction(auction, 'E', 'none', SAYC_RULES).E.hcp[1]).toBe(21);
    expect(r.W).toEqual(handRangesFromAuction(auction, 'E', 'none', SYSTEMS.polish).W);
    expect(r.S).toEqual(handRangesFromAuction(auction, 'E', 'none', SAYC_RULES).S);
  });
  it('reads every seat by our rules when both sides play them', () => {
    expect(rangesBySide(auction, 'E', 'none', 'S', SAYC_RULES)).toEqual(
      handRangesFromAuction(auction, 'E', 'none', SAYC_RULES),
    );
  });
});

describe("the thinking's simulated auctions bid each side's system (issue 25: a system per partnership)", () => {
  // WJ 2005: a balanced 12–14 opens the Polish 1♣ even with two clubs; SAYC opens 1♦ with four diamonds and two clubs.
  const text = { E: 'KJ43.Q43.KJ43.Q2', S: 'A72.K865.Q72.K54', N: 'Q96.AJ7.A965.J76', W: 'T85.T92.T8.AT983' };
  const deal = Object.fromEntries(
    Object.entries(text).map(([seat, h]) => {
      const r = parseHand(h);
      if (!r.ok) throw new Error(r.error.message);
      return [seat, r.value];
    }),
  ) as Deal;
  const input = { hand: deal.S, auction: [], dealer: 'E' as const, vulnerability: 'none' as const };
  const opening = (opponents: typeof SAYC_RULES) =>
    finishAuction(
      [],
      deal,
      input,
      (seat) => ({ rules: seat === 'E' || seat === 'W' ? opponents : SAYC_RULES }),
      () => false,
    )![0];

  it("lets East–West open by Polish Club's rules when they play it", () => {
    expect(opening(SYSTEMS.polish)).toEqual(bid(1, 'C'));
  });
  it('and by SAYC when they play SAYC', () => {
    expect(opening(SAYC_RULES)).toEqual(bid(1, 'D'));
  });
});
