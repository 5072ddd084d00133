// Scoring forms: the next deal's board, dealer and vulnerability, and the end of a table's play.
// Law 2 (dealer and vulnerability by board), Chicago (ACBL "How to keep score: Chicago",
// scoring-reference.md §1.4), rubber (Laws of Contract Bridge, rubber scoring: two games win).
import { describe, expect, it } from 'vitest';
import { parseContract, unwrap, type Contract, type Seat, type Vulnerability } from '@biritch/core';
import {
  checkFormSettings,
  nextDealPlan,
  playedSets,
  scoreSheet,
  type FormSettings,
  type PlayedDeal,
} from './forms.js';

const played = (
  deal: number,
  plan: { board: number; dealer: Seat; vulnerability: Vulnerability },
  contract: string | null,
  declarer: Seat | null,
  tricks: number | null,
): PlayedDeal => {
  const c: Contract | null = contract ? unwrap(parseContract(contract)) : null;
  return {
    deal,
    board: plan.board,
    dealer: plan.dealer,
    vulnerability: plan.vulnerability,
    result: {
      board: plan.board,
      contract: c,
      declarer,
      dummy: null,
      declarerTricks: tricks,
      vulnerability: plan.vulnerability,
    },
  };
};

/** Plays a form through with the given results, returning the plans in order (`another`: asking for more each time). */
function run(settings: FormSettings, results: readonly [string | null, Seat | null, number | null][], another = false) {
  const deals: PlayedDeal[] = [];
  const plans = [];
  for (const [contract, declarer, tricks] of results) {
    const plan = nextDealPlan(settings, deals, another);
    if (!plan) break;
    plans.push(plan);
    deals.push(played(deals.length + 1, plan, contract, declarer, tricks));
  }
  return { plans, deals, next: nextDealPlan(settings, deals) };
}

describe('single deal', () => {
  it('is board 1: North deals, nobody vulnerable (Law 2), then the table is over', () => {
    const r = run({ form: 'single' }, [['3NT', 'S', 9]]);
    expect(r.plans).toEqual([{ board: 1, dealer: 'N', vulnerability: 'none' }]);
    expect(r.next).toBeNull();
  });
});

describe('duplicate boards', () => {
  it('follows Law 2 for boards 1–5 and stops after the last board', () => {
    const r = run({ form: 'duplicate', boards: 5 }, Array(6).fill([null, null, null]));
    expect(r.plans.map((p) => [p.board, p.dealer, p.vulnerability])).toEqual([
      [1, 'N', 'none'],
      [2, 'E', 'NS'],
      [3, 'S', 'EW'],
      [4, 'W', 'both'],
      [5, 'N', 'NS'],
    ]);
    expect(r.next).toBeNull();
  });

  it('scores each board under Law 77: 3NT by S making on board 1 is NS +400; 4S by E one down on board 2 (EW not vulnerable) is NS +50', () => {
    const r = run({ form: 'duplicate', boards: 2 }, [
      ['3NT', 'S', 9],
      ['4S', 'E', 9],
    ]);
    const sheet = scoreSheet({ form: 'duplicate', boards: 2 }, r.deals);
    expect(sheet.results.map((x) => x.score)).toEqual([
      { NS: 400, EW: -400 },
      { NS: 50, EW: -50 },
    ]);
    expect(sheet.totals).toEqual({ NS: 450, EW: -450 });
    expect(sheet.sheet).toBeNull();
  });
});

describe('Chicago', () => {
  it('deals N E S W with none, dealer side, dealer side, both; a passed-out deal is redealt by the same dealer', () => {
    const r = run({ form: 'chicago' }, [
      ['2H', 'N', 8],
      [null, null, null],
      ['1NT', 'W', 7],
      ['3C', 'S', 9],
      ['4S', 'W', 10],
      ['1C', 'N', 7],
    ]);
    expect(r.plans.map((p) => [p.board, p.dealer, p.vulnerability])).toEqual([
      [1, 'N', 'none'],
      [2, 'E', 'EW'],
      [3, 'E', 'EW'],
      [4, 'S', 'NS'],
      [5, 'W', 'both'],
    ]);
    expect(r.next).toBeNull();
    const sheet = scoreSheet({ form: 'chicago' }, r.deals).sheet;
    expect(sheet?.kind).toBe('chicago');
    expect(sheet?.finished).toBe(true);
  });

  it('refuses next-dealer redeals for Chicago', () => {
    expect(checkFormSettings({ form: 'chicago', passedOutRedeal: 'next-dealer' }).ok).toBe(false);
    expect(checkFormSettings({ form: 'rubber', boards: 3 }).ok).toBe(false);
  });
});

describe('rubber', () => {
  it('makes a side vulnerable after its game and ends when a side has two games (700 when 2–0)', () => {
    const r = run({ form: 'rubber' }, [
      ['4S', 'N', 10],
      ['2H', 'E', 8],
      ['3NT', 'S', 9],
      ['1C', 'W', 7],
    ]);
    expect(r.plans.map((p) => [p.dealer, p.vulnerability])).toEqual([
      ['N', 'none'],
      ['E', 'NS'],
      ['S', 'NS'],
    ]);
    expect(r.next).toBeNull();
    const sheet = scoreSheet({ form: 'rubber' }, r.deals);
    expect(sheet.sheet?.winner).toBe('NS');
    expect(sheet.results[0]!.score).toEqual({ NS: 120, EW: 0 });
    expect(sheet.sheet?.lines[2]?.entries.some((e) => e.kind === 'rubber' && e.points === 700)).toBe(true);
  });

  it('passes the deal on after a passed-out deal, or keeps the dealer with same-dealer', () => {
    expect(
      run({ form: 'rubber' }, [
        [null, null, null],
        ['1C', 'N', 7],
      ]).plans.map((p) => p.dealer),
    ).toEqual(['N', 'E']);
    expect(
      run({ form: 'rubber', passedOutRedeal: 'same-dealer' }, [
        [null, null, null],
        ['1C', 'N', 7],
      ]).plans.map((p) => p.dealer),
    ).toEqual(['N', 'N']);
  });
});

// Issue 26, "Keep playing": a table goes on when asked — the next single deal, more boards,
// another rubber, a new Chicago.
describe('keep playing', () => {
  it("goes on through Law 2's 16-board cycle at a single-deal table: board 17 is board 1 again for dealer and vulnerability", () => {
    const r = run({ form: 'single' }, Array(17).fill(['1NT', 'N', 7]), true);
    expect(r.plans.slice(0, 4).map((p) => [p.board, p.dealer, p.vulnerability])).toEqual([
      [1, 'N', 'none'],
      [2, 'E', 'NS'],
      [3, 'S', 'EW'],
      [4, 'W', 'both'],
    ]);
    expect(r.plans[16]).toEqual({ board: 17, dealer: 'N', vulnerability: 'none' });
    // Each single deal is over by itself: the table waits to be asked again.
    expect(nextDealPlan({ form: 'single' }, r.deals)).toBeNull();
  });

  it('plays more boards at a duplicate table as another run of the same number, boards numbered on', () => {
    const r = run({ form: 'duplicate', boards: 2 }, Array(3).fill([null, null, null]), true);
    expect(r.plans.map((p) => [p.board, p.dealer, p.vulnerability])).toEqual([
      [1, 'N', 'none'],
      [2, 'E', 'NS'],
      [3, 'S', 'EW'],
    ]);
    // Board 4 belongs to the second run of two, so it follows without asking.
    expect(nextDealPlan({ form: 'duplicate', boards: 2 }, r.deals)).toEqual({
      board: 4,
      dealer: 'W',
      vulnerability: 'both',
    });
    expect(playedSets({ form: 'duplicate', boards: 2 }, r.deals).map((s) => s.map((d) => d.board))).toEqual([
      [1, 2],
      [3],
    ]);
  });

  it('starts another rubber after a rubber is won: North deals again, nobody vulnerable, with its own sheet', () => {
    const results: [string, Seat, number][] = [
      ['4S', 'N', 10],
      ['3NT', 'S', 9],
      ['4H', 'E', 10],
    ];
    const r = run({ form: 'rubber' }, results, true);
    expect(r.plans.map((p) => [p.board, p.dealer, p.vulnerability])).toEqual([
      [1, 'N', 'none'],
      [2, 'E', 'NS'],
      [3, 'N', 'none'],
    ]);
    const sheet = scoreSheet({ form: 'rubber' }, r.deals);
    // The current rubber's sheet holds only its own deal (and, unfinished, the 300 for EW's game);
    // the table's totals add the first rubber's.
    expect(sheet.sheet?.lines.filter((l) => l.deal !== null).map((l) => l.contract)).toEqual(['4H']);
    expect(sheet.sheet?.totals.EW.total).toBe(120 + 300);
    expect(sheet.totals).toEqual({ NS: 120 + 100 + 700, EW: 420 });
    expect(sheet.results[2]!.score).toEqual({ NS: 0, EW: 120 });
  });

  it('starts a new Chicago after four deals: North deals, nobody vulnerable', () => {
    const r = run({ form: 'chicago' }, Array(5).fill(['2C', 'N', 8]), true);
    expect(r.plans[4]).toEqual({ board: 5, dealer: 'N', vulnerability: 'none' });
    expect(nextDealPlan({ form: 'chicago' }, r.deals)).toEqual({ board: 6, dealer: 'E', vulnerability: 'EW' });
  });
});
