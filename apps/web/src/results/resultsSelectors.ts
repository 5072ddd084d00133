/**
 * The live results as data: the server's `results` messages merged in order (a full snapshot, then
 * the boards and ranking that changed), the ranking split by direction, a board's traveller and
 * frequency table, a pair's personal score card. The scoring is the competition engine's (run by
 * the server; `scoreCard` here only reads the scored boards), so nothing is recomputed.
 *
 * ```ts
 * let results = EMPTY_RESULTS;
 * results = mergeResults(results, message);            // each `results` message in order
 * selectRanking(results, labels).groups[0].rows[0]     // { rank: '1', id: '3', names: 'Ann Lee – Bob Fox', percent: '62.50' }
 * selectScoreCard(results, '3')                        // the boards pair 3 played, with its points
 * ```
 */
import {
  scoreCard,
  type FieldScore,
  type FrequencyRow,
  type RankingLine,
  type ScoreCardLine,
  type ScoredBoard,
} from '@biritch/competition';
import type { ResultsMessage } from '@biritch/protocol';
import type { Labels } from '../labels.js';

/** What the client holds of the results. */
export interface ResultsState {
  readonly seq: number;
  /** Undefined before any message; null when the ranking is hidden. */
  readonly ranking: ResultsMessage['ranking'];
  /** By `section|board` (section empty when the board has none). */
  readonly boards: Readonly<Record<string, ScoredBoard>>;
  readonly frequencies: Readonly<Record<string, readonly FrequencyRow[]>>;
  /** Hand records by board number: sent once every table has played the board. */
  readonly hands: Readonly<Record<number, NonNullable<ResultsMessage['hands']>[number]>>;
  /** The barometer: the standings after each closed round the settings let this role see. */
  readonly barometer: Readonly<Record<number, readonly RankingLine[]>>;
}

/** Nothing received yet. */
export const EMPTY_RESULTS: ResultsState = {
  seq: -1,
  ranking: undefined,
  boards: {},
  frequencies: {},
  hands: {},
  barometer: {},
};

const boardKey = (b: { readonly board: number; readonly sections?: readonly string[] | undefined }): string =>
  `${(b.sections ?? []).join('+')}|${b.board}`;
const freqKey = (board: number, section: string | null): string => `${section ?? ''}|${board}`;

const isFrequencyRow = (r: Record<string, unknown>): r is Record<string, unknown> & FrequencyRow =>
  typeof r['score'] === 'number' && typeof r['count'] === 'number';

/** Folds one `results` message into what the client holds (`full` replaces everything). */
export function mergeResults(state: ResultsState, msg: ResultsMessage): ResultsState {
  const base = msg.full ? EMPTY_RESULTS : state;
  const boards: Record<string, ScoredBoard> = { ...base.boards };
  for (const b of msg.boards) boards[boardKey(b)] = b;
  const frequencies: Record<string, readonly FrequencyRow[]> = { ...base.frequencies };
  for (const f of msg.frequencies) frequencies[freqKey(f.board, f.section)] = f.rows.filter(isFrequencyRow);
  const hands: Record<number, NonNullable<ResultsMessage['hands']>[number]> = { ...base.hands };
  for (const h of msg.hands ?? []) hands[h.board] = h;
  const barometer: Record<number, readonly RankingLine[]> = { ...base.barometer };
  for (const b of msg.barometer ?? []) barometer[b.round] = b.lines;
  return {
    seq: msg.seq,
    ranking: msg.ranking === undefined ? base.ranking : msg.ranking,
    boards,
    frequencies,
    hands,
    barometer,
  };
}

/** One line of a shown ranking. */
export interface RankingRow {
  readonly rank: string;
  readonly id: string;
  readonly names: string;
  readonly percent: string | null;
  readonly total: string;
}

/** The ranking as shown: one group per direction in a two-winner field, else one. */
export interface RankingModel {
  /** 'hidden' by the director's settings; 'none' before any result. */
  readonly state: 'shown' | 'hidden' | 'none';
  /** 'live', 'final' or the last round counted. */
  readonly stage:
    | { readonly kind: 'live' }
    | { readonly kind: 'final' }
    | { readonly kind: 'round'; readonly round: number }
    | null;
  readonly groups: readonly { readonly direction: 'NS' | 'EW' | null; readonly rows: readonly RankingRow[] }[];
}

function groupsOf(lines: readonly RankingLine[], labels: Labels): RankingModel['groups'] {
  const { tr } = labels;
  const row = (l: RankingLine): RankingRow => ({
    rank: l.rankLabel,
    id: l.id,
    names: l.names.join(' – '),
    percent: l.percent === null ? null : tr.number(l.percent, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    total: tr.number(l.total, { maximumFractionDigits: 2 }),
  });
  const directions: ('NS' | 'EW' | null)[] = [];
  for (const l of lines) if (!directions.includes(l.direction)) directions.push(l.direction);
  directions.sort((a, b) => (a ?? '').localeCompare(b ?? '') * -1); // NS before EW
  return directions.map((direction) => ({
    direction,
    rows: lines
      .filter((l) => l.direction === direction)
      .sort((a, b) => a.rank - b.rank)
      .map(row),
  }));
}

/** The ranking screen. */
export function selectRanking(state: ResultsState, labels: Labels): RankingModel {
  const r = state.ranking;
  // Before any result there is nothing to hide: say so rather than "hidden".
  if (r === null) return { state: Object.keys(state.boards).length === 0 ? 'none' : 'hidden', stage: null, groups: [] };
  if (!r || r.lines.length === 0) return { state: 'none', stage: null, groups: [] };
  return {
    state: 'shown',
    stage: r.final
      ? { kind: 'final' }
      : r.throughRound === null
        ? { kind: 'live' }
        : { kind: 'round', round: r.throughRound },
    groups: groupsOf(r.lines, labels),
  };
}

/** The rounds of the barometer the client holds, in order. */
export function selectBarometerRounds(state: ResultsState): readonly number[] {
  return Object.keys(state.barometer)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The standings after one round of the barometer (as the ranking shows them), or null. */
export function selectBarometerAt(state: ResultsState, round: number, labels: Labels): RankingModel | null {
  const lines = state.barometer[round];
  if (!lines || lines.length === 0) return null;
  return { state: 'shown', stage: { kind: 'round', round }, groups: groupsOf(lines, labels) };
}

/** The boards the client holds, in board order (then section). */
export function selectBoards(state: ResultsState): readonly ScoredBoard[] {
  return Object.values(state.boards).sort((a, b) => a.board - b.board || boardKey(a).localeCompare(boardKey(b)));
}

/** A board's frequency rows (the server's, for the board's first section). */
export function selectFrequencies(state: ResultsState, board: ScoredBoard): readonly FrequencyRow[] {
  const sections = board.sections ?? [];
  for (const s of sections.length ? sections : [null]) {
    const rows = state.frequencies[freqKey(board.board, s)];
    if (rows) return rows;
  }
  return [];
}

/** Every participant seen in the held boards, in number order (for the score-card menu). */
export function selectParticipants(state: ResultsState): readonly string[] {
  const ids = new Set<string>();
  for (const b of Object.values(state.boards))
    for (const l of b.lines) {
      ids.add(l.ns);
      ids.add(l.ew);
    }
  return [...ids].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

/** A participant's personal score card over the boards the client holds (the engine's `scoreCard`). */
export function selectScoreCard(state: ResultsState, id: string): readonly ScoreCardLine[] {
  const field: FieldScore = { method: 'matchpoints', winners: 2, rankings: [], boards: Object.values(state.boards) };
  return scoreCard(field, id);
}
