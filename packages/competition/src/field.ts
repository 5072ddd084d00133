/**
 * A field of results: what a scoring program reads (a session's results after every correction
 * and adjustment) and what it writes (rankings and travellers). The session log folds into a
 * `FieldInput`; files (PBN score tables, USEBIO) are read into one and written from a
 * `FieldScore`, so every path to a ranking goes through the same scoring.
 *
 * ```ts
 * const input: FieldInput = { method: 'matchpoints', winners: 2, participants, results: [
 *   { board: 1, ns: '1', ew: '3', contract: '4S', declarer: 'N', tricks: 10, score: 420 }, …] };
 * ```
 */
import type { Seat } from '@biritch/core';

/** How results are compared. */
export type ScoringMethod = 'matchpoints' | 'cross-imps' | 'butler' | 'teams-imps' | 'board-a-match' | 'patton';

/** An adjusted score for one side: average-plus/average/average-minus (60/50/40 %) or a percentage. */
export type Adjustment = 'average-plus' | 'average' | 'average-minus' | { readonly percent: number };

/** A player, pair, individual or team that plays in the field. */
export interface Participant {
  /** The id as the director or the file writes it: a pair number ('7'), or with its section. */
  readonly id: string;
  readonly section?: string;
  /** Fixed direction in a two-winner section. */
  readonly direction?: 'NS' | 'EW';
  readonly names: readonly string[];
  readonly memberNumbers?: readonly (string | null)[];
}

/** One line of a traveller: one board played by one NS and one EW participant. */
export interface ResultLine {
  readonly board: number;
  readonly section?: string;
  readonly round?: number;
  readonly table?: number;
  readonly ns: string;
  readonly ew: string;
  /** As written: '4SX', '3NT', 'pass'. */
  readonly contract?: string;
  readonly declarer?: Seat;
  /** The opening lead as a card, e.g. 'SA', 'H7'. */
  readonly lead?: string;
  readonly tricks?: number;
  /** North–South's score; absent for an adjusted (artificial) score. */
  readonly score?: number;
  readonly adjusted?: { readonly ns: Adjustment; readonly ew: Adjustment };
  /** A weighted assigned score (Law 12C1(c)): NS scores with weights summing to 1. */
  readonly weighted?: readonly { readonly weight: number; readonly score: number }[];
  /**
   * A fouled board's version (Law 87): lines of different versions are compared apart and
   * factored to the whole group (competition-research.md §4). Absent: the board as dealt.
   */
  readonly version?: string;
  /**
   * An individual event's four players (North, East, South, West): each is credited with their
   * side's points and ranked alone; `ns` and `ew` then only label the partnerships (e.g. '3-7').
   */
  readonly players?: readonly [string, string, string, string];
}

/** Everything needed to score a field. */
export interface FieldInput {
  readonly event?: { readonly name?: string; readonly date?: string; readonly site?: string };
  readonly method: ScoringMethod;
  readonly winners: 1 | 2;
  readonly participants: readonly Participant[];
  readonly results: readonly ResultLine[];
  /**
   * Sections scored and ranked together because they play the same boards (a scoring group).
   * A section not listed is a group of its own.
   */
  readonly scoringGroups?: readonly (readonly string[])[];
}

/** A participant's place in a ranking. */
export interface RankingLine {
  readonly id: string;
  readonly section: string | null;
  /** The direction in a two-winner ranking, else null. */
  readonly direction: 'NS' | 'EW' | null;
  readonly rank: number;
  /** '3=' when tied. */
  readonly rankLabel: string;
  /** Percentage for matchpoints; null for IMP-based methods. */
  readonly percent: number | null;
  /** Matchpoints, IMPs or VPs, by method. */
  readonly total: number;
  readonly names: readonly string[];
}

/** A traveller line with what each side earned on it. */
export interface ScoredLine extends ResultLine {
  readonly nsPoints: number;
  readonly ewPoints: number;
}

/** The scored field. */
export interface FieldScore {
  readonly method: ScoringMethod;
  readonly winners: 1 | 2;
  readonly rankings: readonly RankingLine[];
  readonly boards: readonly ScoredBoard[];
}

/** One board of one scoring group: its top (matchpoints) or datum (Butler), and its travellers. */
export interface ScoredBoard {
  readonly board: number;
  readonly top: number | null;
  readonly lines: readonly ScoredLine[];
  /** The sections whose results were compared on this board (empty when the field has none). */
  readonly sections?: readonly string[];
  /** Results the board was expected to have (Neuberg's N), for matchpoints. */
  readonly expected?: number;
  /** The Butler datum. */
  readonly datum?: number;
}
