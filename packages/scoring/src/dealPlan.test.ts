// The deal plan of Chicago and rubber: the next deal's dealer and vulnerability.
// Chicago: ACBL "How to keep score: Chicago" and Bicycle "Four-deal bridge" (deal 1 nobody,
// deals 2–3 the dealer's side, deal 4 both; a passed-out deal is redealt by the same dealer).
// Rubber: the Laws of Contract Bridge (Law 2's rotation of the deal to the left; the definition
// of "vulnerable": a side that has won a game; a rubber ends when a side has won two games).
import { describe, expect, it } from 'vitest';
import { parseContract, unwrap, type Seat } from '@biritch/core';
import { isFormFor, nextChicagoDeal, nextRubberDeal, vulnerabilityOfSides, type NextDeal } from './dealPlan.js';
import type { SheetDeal } from './rubber.js';

const d = (contract: string, declarer: Seat, tricks: number): SheetDeal => ({
  contract: unwrap(parseContract(contract)),
  declarer,
  tricks,
});
const passed: SheetDeal = { contract: null };

/** The plans of a form, deal by deal: the plan before each deal and the one after the last. */
function plans(
  next: (deals: readonly SheetDeal[]) => NextDeal | null,
  deals: readonly SheetDeal[],
): (NextDeal | null)[] {
  return deals.map((_, i) => next(deals.slice(0, i))).concat([next(deals)]);
}

describe('nextChicagoDeal (four-deal cycle)', () => {
  it("deals N E S W: nobody, dealer's side, dealer's side, both vulnerable; then the chicago is over (ACBL)", () => {
    expect(plans(nextChicagoDeal, [d('2H', 'N', 8), d('1NT', 'W', 7), d('3C', 'S', 9), d('4S', 'W', 10)])).toEqual([
      { dealer: 'N', vulnerability: 'none' },
      { dealer: 'E', vulnerability: 'EW' },
      { dealer: 'S', vulnerability: 'NS' },
      { dealer: 'W', vulnerability: 'both' },
      null,
    ]);
  });
  it('redeals a passed-out deal by the same dealer with the same vulnerability; it does not count (ACBL)', () => {
    expect(nextChicagoDeal([d('2H', 'N', 8), passed])).toEqual({ dealer: 'E', vulnerability: 'EW' });
    expect(nextChicagoDeal([passed, passed, passed])).toEqual({ dealer: 'N', vulnerability: 'none' });
  });
  it("the regional order makes the dealer's opponents vulnerable on deals 2 and 3 (Bicycle)", () => {
    expect(nextChicagoDeal([d('2H', 'N', 8)], { order: 'non-dealer' })).toEqual({ dealer: 'E', vulnerability: 'NS' });
  });
  it('starts from another first dealer', () => {
    expect(nextChicagoDeal([d('2H', 'N', 8)], { firstDealer: 'W' })).toEqual({ dealer: 'N', vulnerability: 'NS' });
  });
});

describe('nextRubberDeal (rotation and vulnerability from games)', () => {
  it('a side is vulnerable once it has won a game; the rubber ends at two games (Laws 72–81)', () => {
    const deals = [d('4S', 'N', 10), d('2H', 'E', 8), d('3NT', 'S', 9)];
    expect(plans((x) => unwrap(nextRubberDeal(x)), deals)).toEqual([
      { dealer: 'N', vulnerability: 'none' },
      { dealer: 'E', vulnerability: 'NS' },
      { dealer: 'S', vulnerability: 'NS' },
      null,
    ]);
  });
  it('both sides vulnerable at one game all', () => {
    expect(unwrap(nextRubberDeal([d('4S', 'N', 10), d('4H', 'E', 10)]))).toEqual({
      dealer: 'S',
      vulnerability: 'both',
    });
  });
  it('part scores do not make a side vulnerable', () => {
    expect(unwrap(nextRubberDeal([d('2S', 'N', 8)]))).toEqual({ dealer: 'E', vulnerability: 'none' });
  });
  it('a passed-out deal passes the deal to the left (Law 2), or stays with its dealer under same-dealer', () => {
    expect(unwrap(nextRubberDeal([passed]))).toEqual({ dealer: 'E', vulnerability: 'none' });
    expect(unwrap(nextRubberDeal([passed], { passedOutRedeal: 'same-dealer' }))).toEqual({
      dealer: 'N',
      vulnerability: 'none',
    });
    expect(unwrap(nextRubberDeal([passed, d('1C', 'N', 7)], { passedOutRedeal: 'same-dealer' }))).toEqual({
      dealer: 'E',
      vulnerability: 'none',
    });
  });
  it('the deal rotates from the first dealer round and round', () => {
    const five = [d('1C', 'N', 7), d('1C', 'N', 7), d('1C', 'N', 7), d('1C', 'N', 7), d('1C', 'N', 7)];
    expect(unwrap(nextRubberDeal(five, { firstDealer: 'S' }))?.dealer).toBe('W');
  });
  it('refuses a deal the sheet refuses and an unknown redeal rule, with codes', () => {
    const bad = nextRubberDeal([{ contract: unwrap(parseContract('4S')), declarer: 'N', tricks: 14 }]);
    expect(bad.ok).toBe(false);
    const redeal = nextRubberDeal([], { passedOutRedeal: 'sometimes' as never });
    expect(redeal.ok ? null : redeal.error.code).toBe('rubber/bad-redeal');
  });
});

describe('vulnerabilityOfSides', () => {
  it('names the four vulnerabilities of Law 2', () => {
    expect(
      [
        [false, false],
        [true, false],
        [false, true],
        [true, true],
      ].map(([NS, EW]) => vulnerabilityOfSides({ NS: NS!, EW: EW! })),
    ).toEqual(['none', 'NS', 'EW', 'both']);
  });
});

describe('isFormFor', () => {
  it('standard bridge takes every form; the per-player variants no rubber or Chicago sheet (kept by sides)', () => {
    const forms = ['single', 'duplicate', 'rubber', 'chicago'] as const;
    expect(forms.filter((f) => isFormFor('standard', f))).toEqual(forms);
    expect(forms.filter((f) => isFormFor('four-at-one-table', f))).toEqual(['single', 'duplicate']);
    expect(forms.filter((f) => isFormFor('hao', f))).toEqual(['single', 'duplicate']);
  });
});
