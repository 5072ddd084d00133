/**
 * Incremental scoring of a result played once more: `addLine` puts one new line on its board and
 * re-scores that board only, the totals changing by that board's difference (issue 24: the live
 * score after each confirmation without re-scoring the whole field).
 *
 * ```ts
 * let s = unwrap(makeScoredField(input, { expected }));
 * const next = addLine(s, { board: 5, section: 'A', ns: '3', ew: '12', contract: '4S', declarer: 'N', tricks: 10 });
 * s = next === null ? unwrap(makeScoredField(moreInput, { expected })) : unwrap(next);
 * ```
 * A board's score depends on its own lines and on how many results it should have had (Neuberg's
 * N: the `expected` option, else the most lines any board of the group has). When the new line
 * raises that maximum and the expected count is not given, every board of the group could change:
 * `addLine` answers null and the caller scores the field afresh, as it does for a participant the
 * field does not know or a pair that already has a result on the board (which `makeScoredField`
 * refuses with its coded error).
 */
import { ok, type Result } from '@biritch/core';
import type { ResultLine, ScoredBoard } from '../field.js';
import { readLine } from './lines.js';
import {
  addBoardTotals,
  groupMaxima,
  rankTotals,
  scoreBucket,
  type Bucket,
  type PreparedField,
  type ScoreFieldOptions,
  type Total,
} from './scoreField.js';
import type { ScoredField } from './scorer.js';

/**
 * The scored field with `line` added at the end of the results (as `makeScoredField` of the input
 * with the line appended would score it), re-scoring its board only; null when that cannot be done
 * incrementally. `expected`, when given, replaces the option of the same name for the new line's
 * board (how many results it should have may change with the line, e.g. a table that was absent).
 */
export function addLine(
  s: ScoredField,
  line: ResultLine,
  expected?: ScoreFieldOptions['expected'],
): Result<ScoredField> | null {
  const f = s.prepared;
  if (f.input.method !== 'matchpoints' && f.input.method !== 'cross-imps' && f.input.method !== 'butler') return null;
  if (typeof line !== 'object' || line === null || (line.section !== undefined && typeof line.section !== 'string'))
    return null;
  const read = readLine(line);
  if (!read.ok) return read;
  const group = f.groups.findIndex((g) => g.includes(line.section ?? ''));
  if (group < 0) return null;
  const players = line.players;
  if (players !== undefined && (!Array.isArray(players) || players.length !== 4 || new Set(players).size !== 4))
    return null;
  const known = (id: string): string | null => {
    const own = `${line.section ?? ''}\u0000${id}`;
    if (f.participants.has(own)) return own;
    const loose = `\u0000${id}`;
    return line.section !== undefined && f.participants.has(loose) ? loose : null;
  };
  const nsKeys = (players ? [players[0], players[2]] : [line.ns]).map(known);
  const ewKeys = (players ? [players[1], players[3]] : [line.ew]).map(known);
  if (![...nsKeys, ...ewKeys].every((k): k is string => k !== null)) return null;
  const key = `${group}|${line.board}`;
  const old = f.buckets.get(key);
  const playing = new Set([...nsKeys, ...ewKeys]) as Set<string>;
  if (old?.lines.some((p) => [...p.nsKeys, ...p.ewKeys].some((k) => playing.has(k)))) return null;
  const bucket: Bucket = {
    group,
    board: line.board,
    lines: [...(old?.lines ?? []), { line, read: read.value, nsKeys: nsKeys as string[], ewKeys: ewKeys as string[] }],
  };
  const buckets = new Map(f.buckets);
  buckets.set(key, bucket);
  const options: ScoreFieldOptions = expected === undefined ? f.options : { ...f.options, expected };
  const results = [...f.input.results, line];
  // A new board keeps the buckets in output order (group, then board).
  const sorted = old
    ? buckets
    : new Map([...buckets.entries()].sort(([, a], [, b]) => a.group - b.group || a.board - b.board));
  const prepared: PreparedField = { ...f, input: { ...f.input, results }, options, buckets: sorted };
  const maxima = groupMaxima(prepared);
  if (maxima[group] !== s.maxima[group] && f.options.neuberg !== false) {
    // Neuberg's default N moved: only boards whose expected count is given keep their score.
    const sections = f.groups[group]!.filter((x) => x !== '');
    const fixed = [...f.buckets.values()].every(
      (b) => b.group !== group || options.expected?.(b.board, sections) !== undefined,
    );
    if (!fixed) return null;
  }
  const scored = scoreBucket(prepared, bucket, maxima);
  if (!scored.ok) return scored;
  const totals = new Map<string, Total>(s.totals);
  if (old) addBoardTotals(totals, old, s.boards[s.index.get(key)!]!, -1);
  addBoardTotals(totals, bucket, scored.value, 1);
  let boards: ScoredBoard[];
  let index: ReadonlyMap<string, number>;
  if (old) {
    boards = [...s.boards];
    boards[s.index.get(key)!] = scored.value;
    index = s.index;
  } else {
    boards = [];
    const at = new Map<string, number>();
    for (const k of sorted.keys()) {
      at.set(k, boards.length);
      boards.push(k === key ? scored.value : s.boards[s.index.get(k)!]!);
    }
    index = at;
  }
  return ok({ score: rankTotals(prepared, totals, boards), prepared, maxima, boards, index, totals });
}
