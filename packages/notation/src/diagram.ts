/**
 * A plain-text diagram of a deal for the terminal: North on top, West left, East right, South
 * below, optionally with a board header and the auction in four columns.
 *
 * ```ts
 * console.log(makeDiagram(deal, { board: 1, dealer: 'N', vulnerability: 'none', auction: calls }));
 * //            ♠ AKJ6
 * //            ♥ 965
 * //  …
 * makeDiagram(deal, { ascii: true })   // S H D C letters and '-' for a void
 * ```
 */
import {
  DISPLAY_SUITS,
  RANK_CHARS,
  SEATS,
  SUIT_SYMBOLS,
  displayCall,
  makeCall,
  ranksOf,
  suitIndex,
  type Call,
  type Deal,
  type Hand,
  type Seat,
  type Vulnerability,
} from '@biritch/core';
import type { Game } from './game.js';
import { makeLocaleRank } from './locale/localeNotation.js';
import type { NotationLocale } from './locale/tables.js';

/** A call with an optional alert, as the auction columns show it. */
export interface DiagramCall {
  readonly call: Call;
  readonly alert?: boolean;
}

/** Options for `makeDiagram`. */
export interface DiagramOptions {
  /** Letters S H D C instead of ♠ ♥ ♦ ♣, `-` instead of `—` for a void, `1C` instead of `1♣`. */
  readonly ascii?: boolean;
  readonly board?: number | null;
  readonly dealer?: Seat | null;
  readonly vulnerability?: Vulnerability | null;
  /** The calls from the dealer; needs `dealer` to place the first call (North if not given). */
  readonly auction?: readonly (Call | DiagramCall)[];
  /** Spaces between the West hand and North's column, and between North's and East's. Default 4. */
  readonly gap?: number;
  /** Ranks written in this language (pl `AKDW10`, et `ÄKES10`); English letters if not given. */
  readonly locale?: NotationLocale | undefined;
  /** Header lines written instead of the English Board / Dealer / Vulnerable lines (already translated). */
  readonly header?: readonly string[] | undefined;
}

const SEAT_NAMES: Readonly<Record<Seat, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };
const VUL_NAMES: Readonly<Record<Vulnerability, string>> = { none: 'None', NS: 'N-S', EW: 'E-W', both: 'Both' };

/** The four lines of a hand, spades first: `♠ AKJ6` (an empty hand gives no lines). */
export function handLines(hand: Hand, ascii = false, locale?: NotationLocale): string[] {
  if (hand.every((h) => h === 0)) return [];
  return DISPLAY_SUITS.map((s) => {
    const rank = (r: number) => (locale ? makeLocaleRank(RANK_CHARS[r - 2]!, locale) : RANK_CHARS[r - 2]);
    const ranks = ranksOf(hand[suitIndex(s)]!).map(rank).join('');
    return `${ascii ? s : SUIT_SYMBOLS[s]} ${ranks === '' ? (ascii ? '-' : '—') : ranks}`;
  });
}

/** Writes a deal as a compass diagram, with an optional header and auction. */
export function makeDiagram(deal: Deal, opts: DiagramOptions = {}): string {
  const ascii = opts.ascii ?? false;
  const gap = opts.gap ?? 4;
  const lines: string[] = [];
  if (opts.header) lines.push(...opts.header);
  else {
    if (opts.board != null) lines.push(`Board ${opts.board}`);
    if (opts.dealer) lines.push(`Dealer ${SEAT_NAMES[opts.dealer]}`);
    if (opts.vulnerability) lines.push(`Vulnerable ${VUL_NAMES[opts.vulnerability]}`);
  }
  if (lines.length > 0) lines.push('');

  const h = Object.fromEntries(SEATS.map((s) => [s, handLines(deal[s], ascii, opts.locale)])) as Record<Seat, string[]>;
  const width = (xs: string[]): number => Math.max(0, ...xs.map((x) => x.length));
  const westWidth = Math.max(width(h.W), 7);
  const indent = westWidth + gap;
  const middleWidth = Math.max(width(h.N), width(h.S), 7);
  const eastAt = indent + middleWidth + gap;
  for (const l of h.N) lines.push(' '.repeat(indent) + l);
  const rows = Math.max(h.W.length, h.E.length);
  for (let i = 0; i < rows; i++) {
    const w = (h.W[i] ?? '').padEnd(eastAt);
    lines.push((w + (h.E[i] ?? '')).trimEnd());
  }
  for (const l of h.S) lines.push(' '.repeat(indent) + l);

  if (opts.auction && opts.auction.length > 0) {
    lines.push('', ...auctionLines(opts.auction, opts.dealer ?? 'N', ascii));
  }
  return `${lines.join('\n')}\n`;
}

/** The auction in four columns West, North, East, South, starting in the dealer's column. */
export function auctionLines(calls: readonly (Call | DiagramCall)[], dealer: Seat, ascii = false): string[] {
  const order: Seat[] = ['W', 'N', 'E', 'S'];
  const col = 7;
  const out: string[] = [
    order
      .map((s) => SEAT_NAMES[s].padEnd(col))
      .join('')
      .trimEnd(),
  ];
  let row: string[] = [];
  const start = order.indexOf(dealer);
  for (let i = 0; i < start; i++) row.push('');
  calls.forEach((c) => {
    const dc: DiagramCall = 'call' in c ? c : { call: c };
    row.push((ascii ? makeCall(dc.call).replace(/^P$/, 'Pass') : displayCall(dc.call)) + (dc.alert ? '!' : ''));
    if (row.length === 4) {
      out.push(
        row
          .map((x) => x.padEnd(col))
          .join('')
          .trimEnd(),
      );
      row = [];
    }
  });
  if (row.length > 0)
    out.push(
      row
        .map((x) => x.padEnd(col))
        .join('')
        .trimEnd(),
    );
  return out;
}

/** The diagram of a checked game: its deal, board, dealer, vulnerability and auction. */
export function makeGameDiagram(game: Game, opts: Pick<DiagramOptions, 'ascii' | 'gap'> = {}): string | null {
  if (!game.deal) return null;
  const dealer = game.dealer ?? game.auction?.calls[0]?.seat ?? null;
  const auction = game.auction ? game.auction.calls.map((c) => ({ call: c.call, alert: c.alert })) : undefined;
  const base: DiagramOptions = { ...opts, board: game.board, dealer, vulnerability: game.vulnerability };
  return makeDiagram(game.deal, auction ? { ...base, auction } : base);
}
