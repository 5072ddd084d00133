/**
 * The deal plan of rubber and Chicago: who deals the next deal and who is vulnerable on it, from
 * the deals played so far — or null when the rubber or the chicago is over.
 *
 * ```ts
 * nextChicagoDeal([])                                  // { dealer: 'N', vulnerability: 'none' }
 * nextChicagoDeal(threePlayed)                         // { dealer: 'W', vulnerability: 'both' }
 * const game = { contract: unwrap(parseContract('4S')), declarer: 'N', tricks: 10 } as const;
 * unwrap(nextRubberDeal([game]))                       // { dealer: 'E', vulnerability: 'NS' }
 * ```
 * Chicago (ACBL "How to keep score: Chicago"; Bicycle "Four-deal bridge"): four deals dealt in
 * turn N E S W; deal one nobody vulnerable, deals two and three the dealer's side (or, as a
 * setting, the dealer's opponents), deal four both; a passed-out deal is redealt by the same
 * dealer and does not count. Rubber (Laws of Contract Bridge, Laws 2 and 72–81): the deal passes
 * to the left after every deal, a passed-out one included unless the table redeals it by the same
 * dealer; a side that has won a game is vulnerable; the rubber ends when a side has won two games.
 */
import { err, ok, seatAfter, type Result, type RuleSetId, type Seat, type Vulnerability } from '@biritch/core';
import { chicagoVulnerability, type ChicagoOptions } from './chicago.js';
import type { Side } from './honours.js';
import { scoreRubber, type RubberOptions, type SheetDeal } from './rubber.js';

/** The dealer and vulnerability of the next deal. */
export interface NextDeal {
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/** Who deals a passed-out deal again: the same dealer, or the next one as after any deal. */
export type PassedOutRedeal = 'same-dealer' | 'next-dealer';

/** Options of the rubber deal plan: the sheet's own options, the first dealer and the redeal rule. */
export interface RubberPlanOptions extends RubberOptions {
  /** Dealer of the first deal (default N). */
  readonly firstDealer?: Seat;
  /** Default 'next-dealer': a passed-out deal passes the deal on like any other. */
  readonly passedOutRedeal?: PassedOutRedeal;
}

/** A vulnerability from which sides are vulnerable. */
export const vulnerabilityOfSides = (v: Readonly<Record<Side, boolean>>): Vulnerability =>
  v.NS && v.EW ? 'both' : v.NS ? 'NS' : v.EW ? 'EW' : 'none';

const isPassedOut = (d: SheetDeal): boolean => d.contract === null;

/** How a table's deals are scored: one deal, duplicate boards, a rubber, a chicago. */
export type TableForm = 'single' | 'duplicate' | 'rubber' | 'chicago';

/**
 * Whether a rule set's deals can be scored in a form. Rubber and Chicago sheets are kept by the
 * fixed sides N–S and E–W; Four at One Table and Hao bridge score each player (`variants.ts`), so
 * they are played as single deals or duplicate boards.
 */
export function isFormFor(ruleSet: RuleSetId, form: TableForm): boolean {
  return ruleSet === 'standard' || form === 'single' || form === 'duplicate';
}

/** The next deal of a chicago (four counted deals), or null once four deals have been played. */
export function nextChicagoDeal(deals: readonly SheetDeal[], opts: ChicagoOptions = {}): NextDeal | null {
  // Passed-out deals are redealt by the same dealer and do not count (ACBL).
  const counted = deals.filter((d) => !isPassedOut(d)).length;
  if (counted >= 4) return null;
  const dealer = seatAfter(opts.firstDealer ?? 'N', counted);
  return { dealer, vulnerability: vulnerabilityOfSides(chicagoVulnerability(counted, dealer, opts.order ?? 'dealer')) };
}

/**
 * The next deal of a rubber, or null once a side has won two games. Refuses deals the rubber
 * sheet refuses (its codes) and an unknown redeal rule (`rubber/bad-redeal`).
 */
export function nextRubberDeal(deals: readonly SheetDeal[], opts: RubberPlanOptions = {}): Result<NextDeal | null> {
  const redeal = opts.passedOutRedeal ?? 'next-dealer';
  if (redeal !== 'same-dealer' && redeal !== 'next-dealer')
    return err(
      'rubber/bad-redeal',
      `a passed-out deal is redealt by 'same-dealer' or 'next-dealer', not ${String(redeal)}`,
    );
  const sheet = scoreRubber(deals, opts);
  if (!sheet.ok) return sheet;
  if (sheet.value.finished) return ok(null);
  // Law 2 and rubber practice: the deal passes to the left; a redealt passed-out deal does not move it.
  const turns = redeal === 'same-dealer' ? deals.filter((d) => !isPassedOut(d)).length : deals.length;
  // The Laws' definition: a side that has won a game towards the rubber is vulnerable.
  const won = (side: Side): boolean => sheet.value.games.some((g) => g.winner === side);
  return ok({
    dealer: seatAfter(opts.firstDealer ?? 'N', turns),
    vulnerability: vulnerabilityOfSides({ NS: won('NS'), EW: won('EW') }),
  });
}
