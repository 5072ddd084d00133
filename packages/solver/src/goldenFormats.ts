/**
 * The other golden double-dummy formats of `shared/data`: GIB result lines (DDS's `sol10.txt`) and
 * macroxue/bridge-solver deals with their `RESULTS` files.
 *
 * ```ts
 * const entries = unwrap(parseGibResults(readFileSync('sol10.txt', 'utf8')));
 * entries[0].table.N.NT // tricks North takes declaring no-trump
 * const deal = unwrap(parseMacroxueDeal(readFileSync('1k_deals/deal.1', 'utf8')));
 * const results = unwrap(parseMacroxueResults(readFileSync('1k_deals/RESULTS', 'utf8')));
 * ```
 * Both are converted at this edge into core's orders and `DDTable` (declarer → strain → tricks
 * the declarer's side takes).
 */
import {
  SEATS,
  STRAINS,
  dealFromHands,
  err,
  ok,
  parseHand,
  type Deal,
  type Hand,
  type Result,
  type Seat,
  type Strain,
} from '@biritch/core';
import type { DDTable } from './types.js';

/** One line of a GIB result file: the deal and its table. */
export interface GibEntry {
  readonly line: number;
  readonly deal: Deal;
  readonly table: DDTable;
}

// GIB: 5 groups NT ♠ ♥ ♦ ♣, each 4 hex digits = tricks North-South take with declarer E, N, W, S.
const GIB_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];
const GIB_DECLARERS: readonly Seat[] = ['E', 'N', 'W', 'S'];
// GIB writes the hands West, North, East, South.
const GIB_HANDS: readonly Seat[] = ['W', 'N', 'E', 'S'];

const emptyTable = (): Record<Seat, Record<Strain, number>> =>
  Object.fromEntries(SEATS.map((s) => [s, Object.fromEntries(STRAINS.map((t) => [t, 0]))])) as Record<
    Seat,
    Record<Strain, number>
  >;

function handsToDeal(hands: readonly string[], seats: readonly Seat[], where: string): Result<Deal> {
  const out: Partial<Record<Seat, Hand>> = {};
  for (let i = 0; i < 4; i++) {
    const h = parseHand(hands[i]!);
    if (!h.ok) return err('golden/bad-deal', `${where}: ${h.error.message}`);
    out[seats[i]!] = h.value;
  }
  return dealFromHands(out as Record<Seat, Hand>, { complete: false });
}

/** Parses a GIB result file (`sol10.txt`): `W N E S` hands as `S.H.D.C`, `:`, 20 hex digits. */
export function parseGibResults(text: string): Result<GibEntry[]> {
  const entries: GibEntry[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === '') continue;
    const m = /^(\S+) (\S+) (\S+) (\S+):([0-9A-Da-d]{20})$/.exec(raw);
    if (!m) return err('golden/bad-line', `line ${i + 1}: not a GIB result line (four hands, ':', 20 hex digits)`);
    const deal = handsToDeal([m[1]!, m[2]!, m[3]!, m[4]!], GIB_HANDS, `line ${i + 1}`);
    if (!deal.ok) return deal;
    const digits = m[5]!;
    const table = emptyTable();
    GIB_STRAINS.forEach((strain, g) => {
      GIB_DECLARERS.forEach((declarer, d) => {
        const ns = parseInt(digits[g * 4 + d]!, 16);
        table[declarer][strain] = declarer === 'N' || declarer === 'S' ? ns : 13 - ns;
      });
    });
    entries.push({ line: i + 1, deal: deal.value, table });
  }
  return ok(entries);
}

const SYMBOL_HAND = /([NESW]) ♠ (\S+) ♥ (\S+) ♦ (\S+) ♣ (\S+)/g;

/**
 * Parses a macroxue deal file. Two layouts occur: three lines of bare holdings (North; West then
 * East; South; each ♠ ♥ ♦ ♣, `-` a void; optionally a trump line and a leader line after), or
 * `N ♠ … ♥ … ♦ … ♣ …` per hand (`hard_deals`).
 */
export function parseMacroxueDeal(text: string): Result<Deal> {
  const symbolHands = [...text.matchAll(SYMBOL_HAND)];
  const toPbn = (suits: readonly string[]) => suits.map((s) => (s === '-' ? '' : s)).join('.');
  if (symbolHands.length > 0) {
    if (symbolHands.length !== 4) return err('golden/bad-deal', `expected four hands, found ${symbolHands.length}`);
    const bySeat = new Map(symbolHands.map((m) => [m[1] as Seat, toPbn([m[2]!, m[3]!, m[4]!, m[5]!])]));
    if (bySeat.size !== 4) return err('golden/bad-deal', 'a seat is named twice');
    return handsToDeal(
      SEATS.map((s) => bySeat.get(s)!),
      SEATS,
      'deal',
    );
  }
  // bridge-solver may add a trump line and a leader line after the hands; the RESULTS give the
  // whole table anyway, so they are read past.
  const words = text.trim().split(/\s+/);
  const extra = words.slice(16);
  if (words.length < 16 || extra.length > 2 || extra.some((w) => !/^(N|E|S|W|H|D|C|NT)$/.test(w)))
    return err(
      'golden/bad-deal',
      `expected 16 holdings (N, W, E, S × 4 suits), then at most a trump and a leader; found ${words.length} words`,
    );
  const hand = (k: number) => toPbn(words.slice(k * 4, k * 4 + 4));
  return handsToDeal([hand(0), hand(1), hand(2), hand(3)], ['N', 'W', 'E', 'S'], 'deal');
}

// RESULTS: per deal, a name line then 5 lines `<strain> a b c d`, declarers South, North, West, East.
const RESULT_DECLARERS: readonly Seat[] = ['S', 'N', 'W', 'E'];
const RESULT_STRAINS: Readonly<Record<string, Strain>> = { N: 'NT', S: 'S', H: 'H', D: 'D', C: 'C' };

/** Parses a macroxue `RESULTS` file into deal name → table. */
export function parseMacroxueResults(text: string): Result<Map<string, DDTable>> {
  const out = new Map<string, DDTable>();
  let name: string | null = null;
  let table = emptyTable();
  let rows = 0;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === '') continue;
    const words = raw.split(/\s+/);
    if (words.length === 1) {
      if (name !== null && rows !== 5) return err('golden/bad-line', `line ${i + 1}: ${name} has ${rows} rows, not 5`);
      name = words[0]!;
      table = emptyTable();
      rows = 0;
      out.set(name, table);
      continue;
    }
    const strain = RESULT_STRAINS[words[0]!];
    const tricks = words.slice(1).map(Number);
    if (name === null || !strain || tricks.length !== 4 || tricks.some((t) => !Number.isInteger(t) || t < 0 || t > 13))
      return err('golden/bad-line', `line ${i + 1}: expected '<strain> a b c d' after a deal name`);
    RESULT_DECLARERS.forEach((declarer, k) => {
      table[declarer][strain] = tricks[k]!;
    });
    rows++;
  }
  if (name !== null && rows !== 5) return err('golden/bad-line', `${name} has ${rows} rows, not 5`);
  return ok(out);
}
