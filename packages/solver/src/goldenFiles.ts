/**
 * Parser for DDS's golden files (`list*.txt`, `largest.txt`, `thomas*.txt` of dds-bridge/dds `hands/`).
 *
 * ```ts
 * const r = parseDdsList(readFileSync('list10.txt', 'utf8'));
 * if (r.ok) r.value[0]!.table.N.S // tricks North takes in spades
 * ```
 * Each entry is 7 lines (`PBN`, `FUT`, `TABLE`, `PAR`, `PAR2`, `PLAY`, `TRACE`, see
 * shared/data/README.md). DDS's own orders (trump 0 = ♠ … 4 = NT, suits ♠ ♥ ♦ ♣, seats 0 = N)
 * stay inside this module: entries use core's Seat, Strain and Card.
 */
import {
  SEATS,
  err,
  makeCard,
  ok,
  parseCard,
  parseDeal,
  type Card,
  type Deal,
  type Rank,
  type Result,
  type Seat,
  type Strain,
  type Suit,
  type Vulnerability,
} from '@biritch/core';
import type { DDTable } from './types.js';

/** One FUT group: the card, its equivalent lower cards, and the tricks of the leader's side. */
export interface DdsFutCard {
  readonly card: Card;
  readonly equals: readonly Card[];
  readonly tricks: number;
}

/** The two PAR lines of an entry, scores from North-South's and East-West's side. */
export interface DdsPar {
  readonly scoreNS: number;
  readonly scoreEW: number;
  /** Contracts as DDS writes them, e.g. `NS:NS 5Hx,NS 5Dx` (levels run together: `234C`). */
  readonly contractsNS: string;
  readonly contractsEW: string;
}

/** The dealer-aware PAR2 line: North-South's score and the contracts (`4S*-EW-1`, `4N-W+1`). */
export interface DdsPar2 {
  readonly scoreNS: number;
  readonly contracts: readonly string[];
}

/** One deal of a DDS list file, in core's orders. */
export interface DdsListEntry {
  /** 1-based line of the entry's `PBN` line. */
  readonly line: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The strain of the FUT line. */
  readonly strain: Strain;
  /** The seat on lead for the FUT line. */
  readonly first: Seat;
  readonly deal: Deal;
  readonly fut: readonly DdsFutCard[];
  readonly table: DDTable;
  readonly par: DdsPar;
  readonly par2: DdsPar2;
  readonly play: readonly Card[];
  /** Declarer's DD tricks before any card and after each card of `play` (declarer = leader's right). */
  readonly trace: readonly number[];
}

const DDS_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];
const DDS_SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
const DDS_VUL: readonly Vulnerability[] = ['none', 'both', 'NS', 'EW'];

type LineError = { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };
const bad = (line: number, what: string): LineError => err('golden/bad-line', `line ${line}: ${what}`);

const ints = (words: readonly string[]): number[] | undefined => {
  const out = words.map(Number);
  return out.every((n) => Number.isInteger(n)) ? out : undefined;
};

const quoted = (text: string): string[] => [...text.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);

function parseEntry(lines: readonly string[], at: number): Result<DdsListEntry> {
  const get = (k: number, tag: string): Result<string[]> => {
    const text = lines[at + k];
    if (text === undefined) return bad(at + k + 1, `missing ${tag} line`);
    const words = text.trim().split(/\s+/);
    if (words[0] !== tag) return bad(at + k + 1, `expected ${tag}, found '${words[0] ?? ''}'`);
    return ok(words);
  };
  const pbn = get(0, 'PBN');
  if (!pbn.ok) return pbn;
  const head = ints(pbn.value.slice(1, 5));
  if (head?.length !== 4 || head.some((n, i) => n < 0 || n > (i === 2 ? 4 : 3)))
    return bad(at + 1, 'PBN needs dealer, vulnerability, trump and first as numbers');
  const dealText = quoted(lines[at]!)[0];
  if (dealText === undefined) return bad(at + 1, 'PBN needs a quoted deal');
  const deal = parseDeal(dealText);
  if (!deal.ok) return bad(at + 1, deal.error.message);

  const futWords = get(1, 'FUT');
  if (!futWords.ok) return futWords;
  const fut = ints(futWords.value.slice(1));
  const k = fut?.[0];
  if (!fut || k === undefined || fut.length !== 1 + 4 * k) return bad(at + 2, 'FUT needs k then 4 × k numbers');
  const futCards: DdsFutCard[] = [];
  for (let i = 0; i < k; i++) {
    const suit = DDS_SUITS[fut[1 + i]!];
    const rank = fut[1 + k + i]!;
    const equals = fut[1 + 2 * k + i]!;
    if (!suit || rank < 2 || rank > 14) return bad(at + 2, `FUT card ${i + 1} is not a card`);
    const eq: Card[] = [];
    for (let r = 14; r >= 2; r--) if (equals & (1 << r)) eq.push(makeCard(suit, r as Rank));
    futCards.push({ card: makeCard(suit, rank as Rank), equals: eq, tricks: fut[1 + 3 * k + i]! });
  }

  const tableWords = get(2, 'TABLE');
  if (!tableWords.ok) return tableWords;
  const t = ints(tableWords.value.slice(1));
  if (t?.length !== 20) return bad(at + 3, 'TABLE needs 20 numbers');
  const table = Object.fromEntries(
    SEATS.map((seat, d) => [seat, Object.fromEntries(DDS_STRAINS.map((strain, s) => [strain, t[s * 4 + d]!]))]),
  ) as unknown as DDTable;

  const parWords = get(3, 'PAR');
  if (!parWords.ok) return parWords;
  const pq = quoted(lines[at + 3]!);
  const ns = /^NS (-?\d+)$/.exec(pq[0] ?? '');
  const ew = /^EW (-?\d+)$/.exec(pq[1] ?? '');
  if (pq.length !== 4 || !ns || !ew) return bad(at + 4, 'PAR needs "NS s" "EW s" and two contract strings');
  const par: DdsPar = { scoreNS: Number(ns[1]), scoreEW: Number(ew[1]), contractsNS: pq[2]!, contractsEW: pq[3]! };

  const par2Words = get(4, 'PAR2');
  if (!par2Words.ok) return par2Words;
  const p2 = quoted(lines[at + 4]!);
  if (p2.length < 2 || !/^-?\d+$/.test(p2[0]!)) return bad(at + 5, 'PAR2 needs a score and contracts');
  const par2: DdsPar2 = { scoreNS: Number(p2[0]), contracts: p2.slice(1) };

  const playWords = get(5, 'PLAY');
  if (!playWords.ok) return playWords;
  const playText = quoted(lines[at + 5]!)[0] ?? '';
  const play: Card[] = [];
  for (let i = 0; i + 1 < playText.length; i += 2) {
    const c = parseCard(playText.slice(i, i + 2));
    if (!c.ok) return bad(at + 6, c.error.message);
    play.push(c.value);
  }
  if (Number(playWords.value[1]) !== play.length) return bad(at + 6, 'PLAY count does not match its cards');

  const traceWords = get(6, 'TRACE');
  if (!traceWords.ok) return traceWords;
  const trace = ints(traceWords.value.slice(1));
  if (!trace || trace[0] !== trace.length - 1) return bad(at + 7, 'TRACE needs a count then that many numbers');

  return ok({
    line: at + 1,
    dealer: SEATS[head[0]!]!,
    vulnerability: DDS_VUL[head[1]!]!,
    strain: DDS_STRAINS[head[2]!]!,
    first: SEATS[head[3]!]!,
    deal: deal.value.deal,
    fut: futCards,
    table,
    par,
    par2,
    play,
    trace: trace.slice(1),
  });
}

/** Parses a DDS list file (`NUMBER n`, then 7 lines per deal) into entries in core's orders. */
export function parseDdsList(text: string): Result<DdsListEntry[]> {
  const lines = text.split(/\r?\n/);
  const first = /^NUMBER\s+(\d+)\s*$/.exec(lines[0] ?? '');
  if (!first) return bad(1, "expected 'NUMBER n'");
  const n = Number(first[1]);
  const entries: DdsListEntry[] = [];
  for (let i = 0; i < n; i++) {
    const e = parseEntry(lines, 1 + 7 * i);
    if (!e.ok) return e;
    entries.push(e.value);
  }
  return ok(entries);
}

/** Suits in DDS order, exported for backends that speak DDS (♠ ♥ ♦ ♣ → core suit letters). */
export const DDS_SUIT_ORDER: readonly Suit[] = DDS_SUITS;
/** Strains in DDS order (♠ ♥ ♦ ♣ NT). */
export const DDS_STRAIN_ORDER: readonly Strain[] = DDS_STRAINS;
