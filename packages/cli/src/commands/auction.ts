/**
 * `biritch auction` — checks an auction and says who declares what.
 *
 * ```sh
 * npx biritch auction --dealer W "P P 1D 2H 2S 3H 4S P P P"
 * npx biritch auction --dealer N "1C X XX" --json   # incomplete: legal next calls listed
 * ```
 * Calls are space-separated: `P`, `X`, `XX`, `1C`…`7NT` (`1N`, `PASS`, `D`, `R` accepted).
 * An illegal call is refused (exit 1) with its position and the rule it breaks.
 */
import {
  SEATS,
  auctionFromCalls,
  bid,
  displayCall,
  legalCallsIn,
  makeCall,
  makeContract,
  ruleSetFor,
  IDENTITY_SEATS,
  type Auction,
  type RuleSet,
  type Seat,
} from '@biritch/core';
import { EXIT, InputError, type Command } from '../command.js';

/** The JSON answer of `biritch auction --json`. */
export interface AuctionReport {
  readonly rules: string;
  readonly dealer: Seat;
  readonly calls: readonly string[];
  readonly complete: boolean;
  readonly passedOut: boolean;
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  readonly openingLeader: Seat | null;
  /** Who calls next (null when complete). */
  readonly turn: Seat | null;
  /** The legal next calls (empty when complete). */
  readonly legal: readonly string[];
  readonly partnerships: readonly (readonly [Seat, Seat])[];
  readonly owners: Readonly<Record<string, Seat>>;
  /** Position → player for the play (identity unless the rule set swaps seats). */
  readonly seats: Readonly<Record<Seat, Seat>>;
}

/** Builds the report for a folded auction. */
export function auctionReport(rules: RuleSet, auction: Auction): AuctionReport {
  const outcome = auction.over ? rules.outcome(auction, {}) : null;
  return {
    rules: rules.id,
    dealer: auction.dealer,
    calls: auction.calls.map((c) => makeCall(c.call)),
    complete: auction.over,
    passedOut: auction.over && outcome?.contract === null,
    contract: outcome?.contract ? makeContract(outcome.contract) : null,
    declarer: outcome?.declarer ?? null,
    dummy: outcome?.dummy ?? null,
    openingLeader: outcome?.openingLeader ?? null,
    turn: auction.turn,
    legal: auction.turn ? legalCallsIn(rules, auction, auction.turn).map(makeCall) : [],
    partnerships: rules.partnerships(auction),
    owners: rules.owners(auction),
    seats: outcome?.seats ?? IDENTITY_SEATS,
  };
}

/** The auction as a table, columns N E S W, blanks before the dealer. */
function auctionTable(auction: Auction): string[] {
  const cells: string[] = Array.from({ length: SEATS.indexOf(auction.dealer) }, () => '');
  for (const c of auction.calls) cells.push(displayCall(c.call));
  if (auction.turn) cells.push('?');
  const rows = [SEATS.map((s) => s.padEnd(6)).join('').trimEnd()];
  for (let i = 0; i < cells.length; i += 4) rows.push(cells.slice(i, i + 4).map((c) => c.padEnd(6)).join('').trimEnd());
  return rows;
}

/** The `auction` subcommand. */
export const auction: Command = {
  name: 'auction',
  summary: 'Check an auction: contract, declarer, dummy, legal next calls',
  usage: 'biritch auction [--rules standard] --dealer N|E|S|W "CALLS" [--json]',
  options: {
    rules: { type: 'string', default: 'standard' },
    dealer: { type: 'string', short: 'd' },
  },
  run: ({ values, positionals, json, out, errOut }) => {
    const rules = ruleSetFor(String(values.rules ?? 'standard').trim().toLowerCase());
    if (!rules.ok) throw new InputError(rules.error.code, rules.error.message);
    const dealerText = typeof values.dealer === 'string' ? values.dealer.trim().toUpperCase() : '';
    if (!(SEATS as readonly string[]).includes(dealerText))
      throw new InputError('auction/bad-dealer', values.dealer === undefined ? '--dealer N|E|S|W is required' : `'${String(values.dealer)}' is not a seat (N, E, S or W)`);
    const dealer = dealerText as Seat;
    const calls = positionals.join(' ').split(/[\s,]+/).filter(Boolean);
    const r = auctionFromCalls(rules.value, dealer, calls);
    if (!r.ok) {
      const e = r.error;
      if (json) out(JSON.stringify({ error: { code: e.code, message: e.message, position: e.position, call: e.call } }));
      errOut(`biritch auction: ${e.message}`);
      return EXIT.badInput;
    }
    const report = auctionReport(rules.value, r.value);
    if (json) {
      out(JSON.stringify(report));
      return EXIT.ok;
    }
    for (const row of auctionTable(r.value)) out(row);
    out('');
    if (report.passedOut) out('Passed out.');
    else if (report.complete) {
      const c = rules.value.outcome(r.value, {}).contract!;
      const doubling = ['', ' doubled', ' redoubled'][c.doubled];
      out(`Contract ${displayCall(bid(c.level, c.strain))}${doubling} by ${report.declarer}; dummy ${report.dummy}; opening lead from ${report.openingLeader}.`);
    }
    else out(`Not complete: ${report.turn} to call. Legal: ${report.legal.join(' ')}`);
    return EXIT.ok;
  },
};
