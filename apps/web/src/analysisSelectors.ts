/**
 * Selectors for what the server works out after a deal or on request: the double-dummy table and
 * par of a finished deal (the server's `analysis` message), and the explanations of calls (its
 * `explanation` answers) merged into the auction. Plain models in, plain models out; no rules.
 *
 * ```ts
 * const dd = selectDoubleDummy(state.analysis, state.info); // null until the deal has ended
 * dd?.rows[0]!.cells[0]!.tricks;                          // tricks North takes in no trump
 * dd?.par?.score;                                          // 'N–S +420'
 * const auction = withExplanations(model.auction, state.explanations);
 * ```
 */
import type { Seat, Strain } from '@biritch/core';
import type { AnalysisMessage, ParWire, TableInfo } from '@biritch/protocol';
import { contractName, contractText, seatName, type AuctionModel } from './selectors.js';

/** One strain column of the double-dummy table. */
export interface DoubleDummyColumn {
  readonly strain: Strain;
  /** As printed: 'NT', '♠'. */
  readonly text: string;
  /** For a screen reader: 'no trump', 'spades'. */
  readonly name: string;
  readonly red: boolean;
}

/** One declarer row: the tricks that seat takes as declarer in each strain (columns' order). */
export interface DoubleDummyRow {
  readonly seat: Seat;
  readonly name: string;
  readonly cells: readonly { readonly strain: Strain; readonly tricks: number; readonly makes: boolean; readonly label: string }[];
}

/** A par contract as shown. */
export interface ParLine {
  /** '4♠X by E/W −1' */
  readonly text: string;
  /** '4 spades doubled by East or West, down 1' */
  readonly name: string;
}

/** The double-dummy panel's model. */
export interface DoubleDummyModel {
  readonly status: AnalysisMessage['status'];
  readonly board: number;
  readonly columns: readonly DoubleDummyColumn[];
  /** Declarers N S E W (partners together), empty unless ready. */
  readonly rows: readonly DoubleDummyRow[];
  /** Null when not ready, and at variant tables (partnerships are not fixed). */
  readonly par: { readonly score: string; readonly contracts: readonly ParLine[] } | null;
  /** 'native DDS' or 'TypeScript solver'; null until ready. */
  readonly solver: string | null;
  /** Why it is unavailable, in words. */
  readonly reason: string | null;
}

/** Strain columns in the usual order of a double-dummy table: NT ♠ ♥ ♦ ♣. */
export const DD_COLUMNS: readonly DoubleDummyColumn[] = [
  { strain: 'NT', text: 'NT', name: 'no trump', red: false },
  { strain: 'S', text: '♠', name: 'spades', red: false },
  { strain: 'H', text: '♥', name: 'hearts', red: true },
  { strain: 'D', text: '♦', name: 'diamonds', red: true },
  { strain: 'C', text: '♣', name: 'clubs', red: false },
];
/** Declarer rows: North–South, then East–West. */
export const DD_ROWS: readonly Seat[] = ['N', 'S', 'E', 'W'];

const REASONS: Readonly<Record<string, string>> = {
  'solver/budget-exceeded': 'the solver ran out of time on this deal',
  'analysis/busy': 'the server had too many deals to analyse',
};

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The par score from North–South's side as shown: 'N–S +420', 'E–W +100', or '0'. */
export const parScoreText = (score: number): string => (score > 0 ? `N–S +${score}` : score < 0 ? `E–W +${-score}` : '0 (passed out)');

/** One par contract as shown and as read aloud. */
export function parLine(c: ParWire['contracts'][number]): ParLine {
  const contract = { level: c.level as 1 | 2 | 3 | 4 | 5 | 6 | 7, strain: c.strain, doubled: c.doubled ? 1 : 0 } as const;
  const result = c.result === 0 ? '=' : signed(c.result);
  const by = c.declarers.join('/');
  const byName = c.declarers.map(seatName).join(' or ');
  const outcome = c.result === 0 ? 'making' : c.result > 0 ? `making ${c.result} overtrick${c.result > 1 ? 's' : ''}` : `down ${-c.result}`;
  return { text: `${contractText(contract)} by ${by} ${result}`, name: `${contractName(contract)} by ${byName}, ${outcome}` };
}

/**
 * The double-dummy model of the table's current deal once it has ended, from the latest
 * `analysis` message; null before the deal has ended, when no analysis has come, or when the
 * analysis is of another deal.
 */
export function selectDoubleDummy(analysis: AnalysisMessage | null, info: TableInfo | null): DoubleDummyModel | null {
  const current = info?.current;
  if (!analysis || !current?.ended || analysis.deal !== current.deal) return null;
  const table = analysis.status === 'ready' ? analysis.table : null;
  const rows: DoubleDummyRow[] = table
    ? DD_ROWS.map((seat) => ({
        seat,
        name: seatName(seat),
        cells: DD_COLUMNS.map(({ strain }) => {
          const tricks = table[seat][strain];
          return { strain, tricks, makes: tricks >= 7, label: `${seatName(seat)} in ${DD_COLUMNS.find((c) => c.strain === strain)!.name}: ${tricks} tricks` };
        }),
      }))
    : [];
  const par = table && analysis.par ? { score: parScoreText(analysis.par.score), contracts: analysis.par.contracts.map(parLine) } : null;
  return {
    status: analysis.status,
    board: analysis.board,
    columns: DD_COLUMNS,
    rows,
    par,
    solver: table ? (analysis.backend === 'dds' ? 'native DDS' : 'TypeScript solver') : null,
    reason: analysis.status === 'unavailable' ? (REASONS[analysis.code ?? ''] ?? `the analysis failed (${analysis.code ?? 'unknown'})`) : null,
  };
}

/** What the screen shows when the server has nothing to say about a call. */
export const NO_EXPLANATION = 'No explanation given';

/** The auction with the server's answers to `explain` filled in (null: nothing you may see). */
export function withExplanations(auction: AuctionModel, explanations: Readonly<Record<number, string | null>>): AuctionModel {
  const has = (i: number): boolean => Object.hasOwn(explanations, i);
  if (!auction.calls.some((c) => has(c.index))) return auction;
  const fill = <T extends { readonly index: number }>(c: T): T => (has(c.index) ? { ...c, explanation: explanations[c.index] ?? NO_EXPLANATION } : c);
  return {
    ...auction,
    calls: auction.calls.map(fill),
    rows: auction.rows.map((row) => row.map((cell) => (cell === null || cell === 'turn' ? cell : fill(cell)))),
  };
}
