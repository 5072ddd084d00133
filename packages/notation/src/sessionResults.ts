/**
 * A duplicate session's results as results files hold them (PBN 2.1 score tables, USEBIO 1.2):
 * plain data that the PBN and USEBIO readers make and the writers take.
 *
 * ```ts
 * const r = parsePbnResults(bytes, { file: 'club.pbn' });  // or parseUsebio(bytes, …)
 * if (r.ok) r.value.results.boards[0]!.lines[0]           // { board: 1, ns: '1', ew: '3', contract: '4S', … }
 * methodOfPbnScoring('MatchPoints;MP1')                    // 'matchpoints'
 * makeUsebioAdjustment({ ns: 'average-plus', ew: 'average-minus' })        // 'A6040'
 * ```
 * Notation may not import the competition package (ARCHITECTURE.md), so these types are its own;
 * the CLI converts them to and from competition's `FieldInput` / `FieldScore`. Everything is kept
 * as the file says it: pair ids as written ("07" stays "07"), ranks as written ("3="), the
 * scoring method only when the file names one.
 */
import { err, ok, type Result, type Seat } from '@biritch/core';
import type { OptimumResult } from './doubleDummy.js';
import type { SideScore } from './tags.js';

/** How a file says boards were compared. `imps` is an IMP scoring the file does not narrow down. */
export type ResultsMethod = 'matchpoints' | 'cross-imps' | 'butler' | 'imps' | 'aggregate' | 'board-a-match';

/** An adjusted (artificial) score for one side: average-plus/average/average-minus (Law 12C2) or a percentage. */
export type ResultsAdjustment = 'average-plus' | 'average' | 'average-minus' | { readonly percent: number };

/** One line of a traveller. */
export interface ResultsLine {
  readonly board: number;
  readonly section?: string | undefined;
  readonly round?: number | undefined;
  readonly table?: number | undefined;
  /** Pair ids as written. */
  readonly ns: string;
  readonly ew: string;
  /** As written: `4SX`, `3NT`, `Pass`. */
  readonly contract?: string | undefined;
  readonly declarer?: Seat | undefined;
  /** The opening lead as a card: `SA`, `H7`. */
  readonly lead?: string | undefined;
  /** Tricks won by declarer. */
  readonly tricks?: number | undefined;
  /** North–South's score (negative when East–West gain). */
  readonly score?: number | undefined;
  /** An artificial score for each side instead of a result (Law 12C2). */
  readonly adjusted?: { readonly ns: ResultsAdjustment; readonly ew: ResultsAdjustment } | undefined;
  /** A weighted assigned score (Law 12C1(c)): NS scores with weights summing to 1. */
  readonly weighted?: readonly { readonly weight: number; readonly score: number }[] | undefined;
  /** What each side earned on the line, as written (matchpoints or IMPs). */
  readonly nsPoints?: number | undefined;
  readonly ewPoints?: number | undefined;
  readonly nsPercent?: number | undefined;
  readonly ewPercent?: number | undefined;
}

/** A teams match: the two teams (the file's home team first), its round and its scores. */
export interface ResultsMatch {
  readonly round?: number | undefined;
  readonly team: string;
  readonly opponent: string;
  readonly score?: number | undefined;
  readonly opponentScore?: number | undefined;
}

/** A pair (or other participant) and, when the file ranks it, its place. */
export interface ResultsPair {
  readonly id: string;
  readonly section?: string | undefined;
  /** Its direction in a two-winner section. */
  readonly direction?: 'NS' | 'EW' | undefined;
  readonly names: readonly string[];
  /** National member numbers, by player (null when not known). */
  readonly memberNumbers?: readonly (string | null)[] | undefined;
  /** The place as written: `1`, `3=`. */
  readonly rank?: string | undefined;
  /** Total matchpoints or IMPs. */
  readonly total?: number | undefined;
  readonly percent?: number | undefined;
  readonly boards?: number | undefined;
}

/** One board: its hand record (when the file has it) and its traveller lines. */
export interface ResultsBoard {
  readonly board: number;
  /** The deal as PBN writes it (`N:AKQ.… …`). */
  readonly deal?: string | undefined;
  readonly dealer?: Seat | undefined;
  /** PBN's Vulnerable value: `None`, `NS`, `EW`, `All`. */
  readonly vulnerable?: string | undefined;
  readonly optimumResults?: readonly OptimumResult[] | undefined;
  readonly optimumScore?: SideScore | undefined;
  readonly lines: readonly ResultsLine[];
}

/** The event: what the competition tags (PBN) or the event elements (USEBIO) say. */
export interface ResultsEvent {
  readonly name?: string | undefined;
  readonly site?: string | undefined;
  /** As PBN writes dates: `2026.11.26`. */
  readonly date?: string | undefined;
  /** Other competition tags, by PBN tag name: `Competition`, `Stage`, `Round`, `HomeTeam`, `VisitTeam`… */
  readonly tags?: Readonly<Record<string, string>> | undefined;
}

/** A session's results. */
export interface SessionResults {
  readonly event: ResultsEvent;
  /**
   * A teams event (USEBIO `TEAMS` / `SWISS_TEAMS`): `pairs` are the teams and each line's `ns` and
   * `ew` are the teams that sat there.
   */
  readonly teams?: boolean | undefined;
  /** A teams event's matches with their scores (VPs) as the file gives them. */
  readonly matches?: readonly ResultsMatch[] | undefined;
  /** The method the file names, or null when it names none. */
  readonly method: ResultsMethod | null;
  /** One or two winners, when the file says or shows it. */
  readonly winners: 1 | 2 | null;
  readonly pairs: readonly ResultsPair[];
  readonly boards: readonly ResultsBoard[];
}

// ---------------------------------------------------------------------------------------------
// Scoring methods

/**
 * The method a PBN `Scoring` tag names (PBN 2.1 §3.4.14: a `;`-separated list such as
 * `MatchPoints;MP1`, `IMP;Cross`, `IMP;Butler`), or null for rubber, Chicago or an unknown word.
 */
export function methodOfPbnScoring(text: string): ResultsMethod | null {
  const words = text.split(';').map((w) =>
    w
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ''),
  );
  const has = (...ws: string[]): boolean => words.some((w) => ws.includes(w));
  if (has('butler', 'butlerimp', 'butlerimps')) return 'butler';
  if (has('cross', 'crossimp', 'crossimps', 'imppairs')) return 'cross-imps';
  if (has('mp', 'matchpoints', 'matchpoint', 'mp1', 'mp2', 'emp')) return 'matchpoints';
  if (has('bam', 'boardamatch')) return 'board-a-match';
  if (has('totalpoints', 'aggregate')) return 'aggregate';
  if (has('imp', 'imps')) return 'imps';
  return null;
}

/** The PBN `Scoring` value for a method. */
export function makePbnScoring(method: ResultsMethod): string {
  return {
    matchpoints: 'MatchPoints',
    'cross-imps': 'IMP;Cross',
    butler: 'IMP;Butler',
    imps: 'IMP',
    aggregate: 'TotalPoints',
    'board-a-match': 'BAM',
  }[method];
}

const USEBIO_METHODS: Readonly<Record<string, ResultsMethod>> = {
  MATCH_POINTS: 'matchpoints',
  BUTLER_IMPS: 'butler',
  CROSS_IMPS: 'cross-imps',
  IMPS: 'imps',
  AGGREGATE: 'aggregate',
  BAM: 'board-a-match',
};

/** The method a USEBIO `BOARD_SCORING_METHOD` names (competition-research.md §5.3), or null. */
export const methodOfUsebioScoring = (text: string): ResultsMethod | null =>
  USEBIO_METHODS[text.trim().toUpperCase()] ?? null;

/** The USEBIO `BOARD_SCORING_METHOD` of a method. */
export function makeUsebioScoring(method: ResultsMethod): string {
  return Object.entries(USEBIO_METHODS).find(([, m]) => m === method)![0];
}

// ---------------------------------------------------------------------------------------------
// Adjusted scores

const NAMED: Readonly<Record<number, ResultsAdjustment>> = { 60: 'average-plus', 50: 'average', 40: 'average-minus' };
const PERCENT: Readonly<Record<string, number>> = { 'average-plus': 60, average: 50, 'average-minus': 40 };

/** The percentage of the top an adjustment stands for (Law 12C2: 60, 50, 40). */
export const adjustmentPercent = (a: ResultsAdjustment): number => (typeof a === 'string' ? PERCENT[a]! : a.percent);

/** The adjustment for a percentage: 60/50/40 by their names, any other as `{ percent }`. */
export const adjustmentOfPercent = (p: number): ResultsAdjustment => NAMED[p] ?? { percent: p };

const SHORT: Readonly<Record<string, ResultsAdjustment>> = {
  'A+': 'average-plus',
  'AVE+': 'average-plus',
  'AV+': 'average-plus',
  A: 'average',
  'A=': 'average',
  AVE: 'average',
  'AVE=': 'average',
  AV: 'average',
  'A-': 'average-minus',
  'AVE-': 'average-minus',
  'AV-': 'average-minus',
};

/** Reads one side's adjustment: `A+`, `AVE-`, `A`, `60%`, `60`. */
export function parseAdjustment(text: string): Result<ResultsAdjustment> {
  const t = text.trim().toUpperCase();
  const named = SHORT[t];
  if (named !== undefined) return ok(named);
  const m = /^(\d{1,3}(?:\.\d+)?)%?$/.exec(t);
  if (m && Number(m[1]) <= 100) return ok(adjustmentOfPercent(Number(m[1])));
  return err('results/bad-adjustment', `'${text}' is not an adjusted score (A+, A, A-, or a percentage)`);
}

/** One side's adjustment as PBN's table writes it after the `^` mark: `A+`, `A`, `A-`, `55%`. */
export function makeAdjustment(a: ResultsAdjustment): string {
  if (typeof a !== 'string') return `${a.percent}%`;
  return { 'average-plus': 'A+', average: 'A', 'average-minus': 'A-' }[a];
}

/**
 * Reads USEBIO's artificial `SCORE`: `A6040` (NS 60 %, EW 40 %, as the NZ converter writes it),
 * `A60/40`, `AVE+/AVE-`, or TabScore's `60%-40%`.
 */
export function parseUsebioAdjustment(text: string): Result<{ ns: ResultsAdjustment; ew: ResultsAdjustment }> {
  const t = text.trim().toUpperCase();
  const four = /^A(\d\d)(\d\d)$/.exec(t);
  if (four) return ok({ ns: adjustmentOfPercent(Number(four[1])), ew: adjustmentOfPercent(Number(four[2])) });
  const two = /^A?(\d{1,3}(?:\.\d+)?)%?\s*[/-]\s*(\d{1,3}(?:\.\d+)?)%?$/.exec(t);
  if (two && Number(two[1]) <= 100 && Number(two[2]) <= 100)
    return ok({ ns: adjustmentOfPercent(Number(two[1])), ew: adjustmentOfPercent(Number(two[2])) });
  const names = /^(AVE?[+=-]?|A[+=-]?)\s*\/\s*(AVE?[+=-]?|A[+=-]?)$/.exec(t);
  if (names && SHORT[names[1]!] && SHORT[names[2]!]) return ok({ ns: SHORT[names[1]!]!, ew: SHORT[names[2]!]! });
  return err('results/bad-adjustment', `'${text}' is not an artificial score like A6040`);
}

/** USEBIO's artificial `SCORE`: `A6040`, or `A55.5/44.5` when a side's percentage is not a whole number below 100. */
export function makeUsebioAdjustment(adjusted: {
  readonly ns: ResultsAdjustment;
  readonly ew: ResultsAdjustment;
}): string {
  const ns = adjustmentPercent(adjusted.ns);
  const ew = adjustmentPercent(adjusted.ew);
  const two = (p: number): boolean => Number.isInteger(p) && p >= 0 && p < 100;
  return two(ns) && two(ew) ? `A${String(ns).padStart(2, '0')}${String(ew).padStart(2, '0')}` : `A${ns}/${ew}`;
}
