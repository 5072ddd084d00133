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
 * With `--lang pl|es|sk|et` calls and the dealer are read and the report written in that language:
 * `biritch auction --lang pl --dealer W "pas pas 1♦ 2♥ 2♠ 3♥ 4♠ pas pas pas"`,
 * `biritch auction --lang es --dealer N "1ST paso 3ST paso paso paso"` (es `O` is West). `--json`
 * is the same in every language.
 */
import {
  SEATS,
  auctionFromCalls,
  bid,
  displayCall,
  legalCallsIn,
  makeCall,
  parseCall,
  makeContract,
  ruleSetFor,
  IDENTITY_SEATS,
  type Auction,
  type Call,
  SUIT_SYMBOLS,
  type RuleOptions,
  type Suit,
  type RuleSet,
  type Seat,
} from '@biritch/core';
import type { Locale, Translator } from '@biritch/i18n';
import {
  makeLocaleCall,
  makeLocaleSeat,
  NOTATION_TABLES,
  parseLocaleAuction,
  parseLocaleSeat,
} from '@biritch/notation';
import { EXIT, InputError, errorText, type Command } from '../command.js';

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

/** The auction as a table, columns N E S W, blanks before the dealer, calls in the output language. */
function auctionTable(auction: Auction, lang: Locale): string[] {
  const cells: string[] = Array.from({ length: SEATS.indexOf(auction.dealer) }, () => '');
  for (const c of auction.calls) cells.push(lang === 'en' ? displayCall(c.call) : makeLocaleCall(c.call, lang));
  if (auction.turn) cells.push('?');
  const col = Math.max(6, ...cells.map((c) => c.length + 2));
  const rows = [
    SEATS.map((s) => makeLocaleSeat(s, lang).padEnd(col))
      .join('')
      .trimEnd(),
  ];
  for (let i = 0; i < cells.length; i += 4) {
    rows.push(
      cells
        .slice(i, i + 4)
        .map((c) => c.padEnd(col))
        .join('')
        .trimEnd(),
    );
  }
  return rows;
}

/** The variant lines of the text report: owners, partnerships, dummy's standing and the seats after a swap. */
function variantLines(report: AuctionReport, lang: Locale, tr: Translator): string[] {
  const seat = (s: Seat | null): string => (s === null ? '' : makeLocaleSeat(s, lang));
  const strainText = (strain: string): string =>
    strain === 'NT' ? (lang === 'en' ? 'NT' : NOTATION_TABLES[lang].nt) : SUIT_SYMBOLS[strain as Suit];
  const owners = Object.entries(report.owners).map(([strain, s]) => `${strainText(strain)} ${seat(s)}`);
  const none = tr.t('common.none');
  const pairs = report.partnerships.map((p) => p.map(seat).join('–'));
  const lines = [
    ...(report.rules === 'four-at-one-table'
      ? [tr.t('auction.owners', { list: owners.length ? owners.join(', ') : none })]
      : []),
    tr.t('auction.partnerships', { list: pairs.length ? pairs.join(', ') : none }),
  ];
  if (report.dummyIsPartner === false) lines.push(tr.t('auction.dummyNotPartner', { dummy: seat(report.dummy) }));
  const moved = SEATS.filter((s) => report.seats[s] !== s);
  if (moved.length > 0) {
    const sits = (s: Seat): string =>
      tr.t('auction.sitsAt', { player: seat(report.seats[s]), seat: tr.t(`seat.${s}`) });
    const list = moved.map(sits).join(', ');
    lines.push(tr.t('auction.seatsForPlay', { list, dummy: seat(report.dummy), declarer: seat(report.declarer) }));
  }
  return lines;
}

/** Reads the calls: core's English text forms in English, the language's notation otherwise. */
function readCalls(text: string, lang: Locale): readonly (string | Call)[] {
  if (lang === 'en') return text.split(/[\s,]+/).filter(Boolean);
  const r = parseLocaleAuction(text, lang);
  if (!r.ok) throw new InputError(r.error.code, `column ${r.error.column}: ${r.error.message}`, r.error.column);
  return r.value.map((p) => p.call);
}

/** The `auction` subcommand. */
export const auction: Command = {
  name: 'auction',
  summary: 'Check an auction: contract, declarer, dummy, legal next calls',
  usage:
    'biritch auction [--rules standard|four-at-one-table|hao [--unpartnered-not-played]] --dealer N|E|S|W "CALLS" [--json]',
  options: {
    rules: { type: 'string', default: 'standard' },
    'unpartnered-not-played': { type: 'boolean' },
    dealer: { type: 'string', short: 'd' },
  },
  run: ({ values, positionals, json, out, errOut, lang, tr }) => {
    const rules = ruleSetFor(
      String(values.rules ?? 'standard')
        .trim()
        .toLowerCase(),
    );
    if (!rules.ok) throw new InputError(rules.error.code, rules.error.message);
    const dealerText = typeof values.dealer === 'string' ? values.dealer.trim().toUpperCase() : '';
    const localDealer = lang === 'en' || dealerText === '' ? null : parseLocaleSeat(dealerText, lang);
    if (localDealer ? !localDealer.ok : !(SEATS as readonly string[]).includes(dealerText))
      throw new InputError(
        'auction/bad-dealer',
        values.dealer === undefined
          ? '--dealer N|E|S|W is required'
          : `'${String(values.dealer)}' is not a seat (N, E, S or W)`,
      );
    const dealer = localDealer?.ok ? localDealer.value : (dealerText as Seat);
    const calls = readCalls(positionals.join(' '), lang);
    const r = auctionFromCalls(rules.value, dealer, calls);
    if (!r.ok) {
      const e = r.error;
      if (json)
        out(JSON.stringify({ error: { code: e.code, message: e.message, position: e.position, call: e.call } }));
      const call = parseCall(e.call);
      const shownCall = call.ok ? makeLocaleCall(call.value, lang) : e.call;
      const where = tr.t('cli.atCall', { position: e.position, call: shownCall });
      errOut(`biritch auction: ${errorText(lang, e)}${lang === 'en' ? '' : ` ${where}`}`);
      return EXIT.badInput;
    }
    const ruleOptions: RuleOptions = values['unpartnered-not-played'] === true ? { noPartnershipNotPlayed: true } : {};
    const report = auctionReport(rules.value, r.value, ruleOptions);
    if (json) {
      out(JSON.stringify(report));
      return EXIT.ok;
    }
    const seat = (s: Seat | null): string => (s === null ? '' : makeLocaleSeat(s, lang));
    for (const row of auctionTable(r.value, lang)) out(row);
    out('');
    if (rules.value.id !== 'standard') for (const line of variantLines(report, lang, tr)) out(line);
    if (report.passedOut) out(tr.t('auction.passedOut'));
    else if (report.complete && !report.played) out(tr.t('auction.notPlayed'));
    else if (report.complete) {
      const c = rules.value.outcome(r.value, ruleOptions).contract!;
      const b = bid(c.level, c.strain);
      out(
        tr.t('auction.contract', {
          contract: lang === 'en' ? displayCall(b) : makeLocaleCall(b, lang),
          doubling: (['none', 'doubled', 'redoubled'] as const)[c.doubled],
          declarer: seat(report.declarer),
          dummy: seat(report.dummy),
          leader: seat(report.openingLeader),
        }),
      );
    } else {
      // English keeps the plain text forms (1C, P, X) so the line can be pasted back as input.
      const legal =
        lang === 'en'
          ? report.legal.join(' ')
          : legalCallsIn(rules.value, r.value, r.value.turn!)
              .map((c) => makeLocaleCall(c, lang))
              .join(', ');
      out(tr.t('auction.incomplete', { seat: seat(report.turn), calls: legal }));
    }
    return EXIT.ok;
  },
};
