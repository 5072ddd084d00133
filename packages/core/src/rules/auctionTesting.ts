/**
 * Helpers for a rule set's auction tests: calls written as text, refusals and outcomes read back.
 *
 * ```ts
 * const { auction, fail, outcome, legal } = auctionHelpers(haoRules);
 * expect(outcome('N', '1H X P HAO P P P')).toMatchObject({ contract: '1HX' });
 * ```
 * Test-only.
 */
import { auctionFromCalls, legalCallsIn } from '../auction.js';
import { makeCall, makeContract } from '../calls.js';
import type { Seat } from '../cards.js';
import { unwrap } from '../result.js';
import type { RuleOptions, RuleSet } from './ruleSet.js';

/** Text-driven helpers bound to one rule set. */
export function auctionHelpers<S>(rules: RuleSet<S>) {
  const run = (dealer: Seat, calls: string) => auctionFromCalls(rules, dealer, calls.split(' ').filter(Boolean));
  const auction = (dealer: Seat, calls: string) => unwrap(run(dealer, calls));
  return {
    run,
    auction,
    /** The refusal of a sequence that must be refused. */
    fail(dealer: Seat, calls: string) {
      const r = run(dealer, calls);
      if (r.ok) throw new Error(`expected ${calls} to be refused`);
      return r.error;
    },
    /** The outcome, with the contract written as text (`4H`, `1HX`). */
    outcome(dealer: Seat, calls: string, options: RuleOptions = {}) {
      const o = rules.outcome(auction(dealer, calls), options);
      return { ...o, contract: o.contract && makeContract(o.contract) };
    },
    /** The legal calls of the player to call next, as text. */
    legal(dealer: Seat, calls: string) {
      const a = auction(dealer, calls);
      return legalCallsIn(rules, a, a.turn!).map(makeCall);
    },
  };
}
