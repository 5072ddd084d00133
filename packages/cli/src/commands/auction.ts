/**
 * `biritch auction` — checks an auction and says who declares what.
 *
 * ```sh
 * npx biritch auction --dealer W "P P 1D 2H 2S 3H 4S P P P"
 * npx biritch auction --dealer N "1C X XX" --json   # incomplete: legal next calls listed
 * npx biritch auction --rules four-at-one-table --dealer S "2H 4H 4H 4H P P P" --json
 *   # … "partnerships": [["S","E"]], "owners": {"H":"S"}, "seats": {"N":"E","E":"N","S":"S","W":"W"}
 * ```
 * With `--rules four-at-one-table` or `--rules hao` (issue 6) the report also says who owns which
 * strain, who is partnered with whom, whether dummy is declarer's partner, and who sits where for
 * the play after dummy's seat swap; `--unpartnered-not-played` is the 2018 option.
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
  SUIT_SYMBOLS,
  type RuleOptions,
  type Suit,
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
  /** Whether dummy is declarer's partner (false when a variant's dummy is one of three opponents); null until played. */
  readonly dummyIsPartner: boolean | null;
  /** Whether the deal is played (false when passed out or not played under the 2018 option). */
  readonly played: boolean;
}

/** Builds the report for a folded auction. */
export function auctionReport(rules: RuleSet, auction: Auction, options: RuleOptions = {}): AuctionReport {
  const outcome = auction.over ? rules.outcome(auction, options) : null;
  return {
    rules: rules.id,
    dealer: auction.dealer,
    calls: auction.calls.map((c) => makeCall(c.call)),
    complete: auction.over,
    passedOut: auction.over && auction.lastBid === null,
    contract: outcome?.contract ? makeContract(outcome.contract) : null,
    declarer: outcome?.declarer ?? null,
    dummy: outcome?.dummy ?? null,
    openingLeader: outcome?.openingLeader ?? null,
    turn: auction.turn,
    legal: auction.turn ? legalCallsIn(rules, auction, auction.turn).map(makeCall) : [],
    partnerships: rules.partnerships(auction),
    owners: rules.owners(auction),
    seats: outcome?.seats ?? IDENTITY_SEATS,
    dummyIsPartner: outcome?.played ? outcome.dummyIsPartner : null,
    played: outcome?.played ?? false,
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

const SEAT_NAMES: Readonly<Record<Seat, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };

/** The variant lines of the text report: owners, partnerships, dummy's standing and the seats after a swap. */
function variantLines(report: AuctionReport): string[] {
  const owners = Object.entries(report.owners).map(([strain, seat]) => `${strain === 'NT' ? 'NT' : SUIT_SYMBOLS[strain as Suit]} ${seat}`);
  const lines = [
    ...(report.rules === 'four-at-one-table' ? [`Owners: ${owners.length ? owners.join(', ') : 'none'}.`] : []),
    `Partnerships: ${report.partnerships.length ? report.partnerships.map((p) => p.join('–')).join(', ') : 'none'}.`,
  ];
  if (report.dummyIsPartner === false) lines.push(`Dummy ${report.dummy} is not declarer's partner: scored as one of three opponents.`);
  const moved = SEATS.filter((s) => report.seats[s] !== s);
  if (moved.length > 0) lines.push(`Seats for the play: ${moved.map((s) => `${report.seats[s]} sits ${SEAT_NAMES[s]}`).join(', ')} (dummy ${report.dummy} faces ${report.declarer}).`);
  return lines;
}

/** The `auction` subcommand. */
export const auction: Command = {
  name: 'auction',
  summary: 'Check an auction: contract, declarer, dummy, legal next calls',
  usage: 'biritch auction [--rules standard|four-at-one-table|hao [--unpartnered-not-played]] --dealer N|E|S|W "CALLS" [--json]',
  options: {
    rules: { type: 'string', default: 'standard' },
    'unpartnered-not-played': { type: 'boolean' },
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
    const ruleOptions: RuleOptions = values['unpartnered-not-played'] === true ? { noPartnershipNotPlayed: true } : {};
    const report = auctionReport(rules.value, r.value, ruleOptions);
    if (json) {
      out(JSON.stringify(report));
      return EXIT.ok;
    }
    for (const row of auctionTable(r.value)) out(row);
    out('');
    if (rules.value.id !== 'standard') for (const line of variantLines(report)) out(line);
    if (report.passedOut) out('Passed out.');
    else if (report.complete && !report.played) out('Not played: no partnership was formed (the 2018 option); zero for everyone.');
    else if (report.complete) {
      const c = rules.value.outcome(r.value, ruleOptions).contract!;
      const doubling = ['', ' doubled', ' redoubled'][c.doubled];
      out(`Contract ${displayCall(bid(c.level, c.strain))}${doubling} by ${report.declarer}; dummy ${report.dummy}; opening lead from ${report.openingLeader}.`);
    }
    else out(`Not complete: ${report.turn} to call. Legal: ${report.legal.join(' ')}`);
    return EXIT.ok;
  },
};
