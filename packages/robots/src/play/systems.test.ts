/**
 * Each side's calls read with its own system (issue 25: "another system … selectable per
 * partnership"; play/systems.ts): the opening leader's layouts replay a Polish Club auction with
 * the Polish Club rules, not SAYC's. WJ 2005 (Wspólny Język, the system polish.ts follows): 1♣ is
 * 12–14 balanced (any balanced hand, two clubs included), 15+ with clubs, or 18+; 1♣–1♦ is the
 * negative or waiting answer; opener's 1♠ then shows four spades. SAYC's 1♣ promises three clubs.
 */
import { describe, expect, it } from 'vitest';
import { PASS, bid, suitLength, viewFor } from '@biritch/core';
import { seededRandom } from '@biritch/dealer';
import { knowledgeOf } from './knowledge.js';
import { leadLayouts } from './leadSample.js';
import { dealtAndBid } from './position.testing.js';
import { uniformFrom } from './random.js';
import { SAYC_TABLE, bySide, rulesOfSeat, tableSystems } from './systems.js';
import { SYSTEMS, rulesFacing } from '../bidding/system/systems.js';

/** North opens 1♣ (Polish Club: 12–14 balanced, here with two clubs), South answers 1♦, North rebids 1♠ and plays there; East to lead. */
function polishWeakNoTrump() {
  return dealtAndBid(
    { N: 'KJ43.Q43.KJ43.Q2', E: 'Q965.KJ65.Q2.K53', S: 'T87.T872.T65.T96', W: 'A2.A9.A987.AJ874' },
    'N',
    [bid(1, 'C'), PASS, bid(1, 'D'), PASS, bid(1, 'S'), PASS, PASS, PASS],
  );
}

describe('the systems at the table', () => {
  it('gives each seat its side’s system', () => {
    const t = tableSystems('E', 'polish', 'sayc');
    expect(t).toEqual({ NS: 'sayc', EW: 'polish' });
    expect(rulesOfSeat(t, 'W')).toBe(SYSTEMS.polish);
    // SAYC with its defence to Polish Club's openings (bidding/system/facing.ts).
    expect(rulesOfSeat(t, 'N')).toBe(rulesFacing('sayc', 'polish'));
    const read = bySide(t, (_rules, system) => ({ N: system, E: system, S: system, W: system }));
    expect(read).toEqual({ N: 'sayc>polish', E: 'polish', S: 'sayc>polish', W: 'polish' });
  });
});

describe("the opening leader's layouts replay each side's calls by its own system", () => {
  const view = viewFor(polishWeakNoTrump(), 'E');
  const k = knowledgeOf(view, [])!;
  const shortClubs = (systems: typeof SAYC_TABLE): { fitting: number; short: number } => {
    const { layouts, fitting } = leadLayouts(k, view, uniformFrom(seededRandom(21)), {
      count: 40,
      attempts: 40_000,
      systems,
    });
    const kept = layouts.slice(0, fitting);
    return { fitting, short: kept.filter((d) => suitLength(d.N, 'C') <= 2).length };
  };

  it('deals a Polish 1♣ opener two clubs at times (WJ: the 12–14 balanced 1♣)', () => {
    const polish = shortClubs(tableSystems('E', 'polish', 'polish'));
    expect(polish.fitting).toBeGreaterThan(20);
    expect(polish.short).toBeGreaterThan(0);
  });

  it('never deals it two clubs when the auction is read as SAYC (1♣: three or more)', () => {
    const sayc = shortClubs(SAYC_TABLE);
    expect(sayc.fitting).toBeGreaterThan(0);
    expect(sayc.short).toBe(0);
  });
});
