/**
 * Incremental re-scoring: a scored field keeps each board's traveller and every participant's
 * running total, so a corrected result re-scores only its own board and re-totals by the
 * difference (issue 23: "re-scoring after one corrected result is incremental").
 *
 * ```ts
 * let s = unwrap(makeScoredField(input));
 * s = unwrap(correctLine(s, { board: 5, ns: '3', ew: '12', score: 420 }));
 * s.score; // equal to scoreField of the corrected input
 * ```
 * A scored field is immutable: `correctLine` returns a new one and shares the untouched boards.
 * A correction replaces the line with the same section, board and pairs; it cannot add a line
 * (that changes how often boards were played, so the field is scored afresh).
 */
import { err, ok, type Result } from '@biritch/core';
import type { FieldInput, FieldScore, ResultLine, ScoredBoard } from '../field.js';
import { readLine } from './lines.js';
import {
  addBoardTotals,
  groupMaxima,
  prepareField,
  rankTotals,
  scoreBucket,
  totalsOf,
  type Bucket,
  type PreparedField,
  type ScoreFieldOptions,
  type Total,
} from './scoreField.js';

/** A field scored board by board, ready to take corrections. */
export interface ScoredField {
  readonly score: FieldScore;
  readonly prepared: PreparedField;
  readonly maxima: readonly number[];
  /** Scored boards in bucket order, and where each bucket sits. */
  readonly boards: readonly ScoredBoard[];
  readonly index: ReadonlyMap<string, number>;
  readonly totals: ReadonlyMap<string, Total>;
}

/** Scores a field and keeps what re-scoring needs. Pairs methods only (teams re-score whole matches). */
export function makeScoredField(input: FieldInput, options: ScoreFieldOptions = {}): Result<ScoredField> {
  const f = prepareField(input, options);
  if (!f.ok) return f;
  const maxima = groupMaxima(f.value);
  const boards: ScoredBoard[] = [];
  const index = new Map<string, number>();
  for (const [key, b] of f.value.buckets) {
    const s = scoreBucket(f.value, b, maxima);
    if (!s.ok) return s;
    index.set(key, boards.length);
    boards.push(s.value);
  }
  const totals = totalsOf(f.value, boards);
  return ok({ score: rankTotals(f.value, totals, boards), prepared: f.value, maxima, boards, index, totals });
}

/** Replaces one result line and re-scores its board only; the totals change by that board's difference. */
export function correctLine(s: ScoredField, line: ResultLine): Result<ScoredField> {
  const f = s.prepared;
  const read = readLine(line);
  if (!read.ok) return read;
  const group = f.groups.findIndex((g) => g.includes(line.section ?? ''));
  const key = `${group}|${line.board}`;
  const at = s.index.get(key);
  const old = f.buckets.get(key);
  const j = old
    ? old.lines.findIndex(
        (p) => p.line.ns === line.ns && p.line.ew === line.ew && (p.line.section ?? '') === (line.section ?? ''),
      )
    : -1;
  if (at === undefined || !old || j < 0)
    return err('field/no-such-line', `board ${line.board}: no result of ${line.ns} v ${line.ew} to correct`);
  const lines = [...old.lines];
  lines[j] = { ...lines[j]!, line, read: read.value };
  const bucket: Bucket = { ...old, lines };
  const buckets = new Map(f.buckets);
  buckets.set(key, bucket);
  const prepared: PreparedField = { ...f, buckets };
  const scored = scoreBucket(prepared, bucket, s.maxima);
  if (!scored.ok) return scored;
  const totals = new Map<string, Total>(s.totals);
  addBoardTotals(totals, old, s.boards[at]!, -1);
  addBoardTotals(totals, bucket, scored.value, 1);
  const boards = [...s.boards];
  boards[at] = scored.value;
  return ok({
    score: rankTotals(prepared, totals, boards),
    prepared,
    maxima: s.maxima,
    boards,
    index: s.index,
    totals,
  });
}
