// The live results' selectors (issue 24 "Live results"): messages merged in order, the ranking by
// direction, frequency tables and score cards — all over the engine's own scoring of a session.
import { describe, expect, it } from 'vitest';
import { fieldOf, frequencyTable, scoreField, type FieldScore } from '@biritch/competition';
import { unwrap } from '@biritch/core';
import type { ResultsMessage } from '@biritch/protocol';
import { clubSession } from '../club/fixtures.js';
import { EN_LABELS } from '../labels.js';
import {
  EMPTY_RESULTS,
  mergeResults,
  selectBarometerAt,
  selectBarometerRounds,
  selectBoards,
  selectFrequencies,
  selectParticipants,
  selectRanking,
  selectScoreCard,
} from './resultsSelectors.js';

// Round 1 of the 3-table Mitchell, then round 2 (boards 1–2 move to table 3: pairs 3 v 5).
function scored(): FieldScore {
  const s = clubSession([
    [1, 1, 1, '4S', 'N', 10, true],
    [1, 1, 2, '3NT', 'S', 8, true],
    [1, 2, 3, '2H', 'E', 8, true],
    [1, 2, 4, '1NT', 'N', 7, true],
    [1, 3, 5, '4S', 'N', 11, true],
    [1, 3, 6, '3C', 'W', 9, true],
  ]);
  return unwrap(scoreField(fieldOf(s)));
}

const full = (score: FieldScore, seq = 10): ResultsMessage => ({
  type: 'results',
  seq,
  full: true,
  ranking: { throughRound: 1, final: false, lines: [...score.rankings] },
  boards: [...score.boards],
  frequencies: score.boards.map((b) => ({
    board: b.board,
    section: 'A',
    rows: frequencyTable(b).rows as unknown as Record<string, unknown>[],
  })),
});

describe('merging results messages', () => {
  it('takes a full snapshot, then replaces only the boards a partial message lists', () => {
    const score = scored();
    let r = mergeResults(EMPTY_RESULTS, full(score));
    expect(selectBoards(r).map((b) => b.board)).toEqual([1, 2, 3, 4, 5, 6]);
    const changed = { ...score.boards[0]!, top: 99 };
    r = mergeResults(r, { type: 'results', seq: 11, full: false, boards: [changed], frequencies: [] });
    expect(selectBoards(r).map((b) => b.top)).toEqual([99, 0, 0, 0, 0, 0]);
    expect(r.ranking?.lines).toHaveLength(6); // absent ranking: unchanged
    expect(r.seq).toBe(11);
  });

  it("hides the ranking when the server sends null (the director's settings)", () => {
    const r = mergeResults(mergeResults(EMPTY_RESULTS, full(scored())), {
      type: 'results',
      seq: 12,
      full: false,
      ranking: null,
      boards: [],
      frequencies: [],
    });
    expect(selectRanking(r, EN_LABELS)).toEqual({ state: 'hidden', stage: null, groups: [] });
  });
});

describe('the ranking', () => {
  it('shows a two-winner field as an N–S and an E–W ranking, best first', () => {
    const m = selectRanking(mergeResults(EMPTY_RESULTS, full(scored())), EN_LABELS);
    expect(m.state).toBe('shown');
    expect(m.stage).toEqual({ kind: 'round', round: 1 });
    expect(m.groups.map((g) => g.direction)).toEqual(['NS', 'EW']);
    expect(m.groups[0]!.rows.map((r) => r.id).sort()).toEqual(['1', '2', '3']);
    const ranks = m.groups[0]!.rows.map((r) => Number.parseInt(r.rank, 10));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(m.groups[0]!.rows[0]!.names).toMatch(/^Ann \d – Bob \d$/);
  });

  it('says there is nothing yet before any result, hidden or not', () => {
    expect(selectRanking(EMPTY_RESULTS, EN_LABELS).state).toBe('none');
    const empty = mergeResults(EMPTY_RESULTS, {
      type: 'results',
      seq: 3,
      full: true,
      ranking: null,
      boards: [],
      frequencies: [],
    });
    expect(selectRanking(empty, EN_LABELS).state).toBe('none');
  });

  it('labels the final results', () => {
    const msg = full(scored());
    const r = mergeResults(EMPTY_RESULTS, { ...msg, ranking: { ...msg.ranking!, final: true } });
    expect(selectRanking(r, EN_LABELS).stage).toEqual({ kind: 'final' });
  });
});

describe('boards and score cards', () => {
  it("gives a board's frequency rows as the engine computed them", () => {
    const r = mergeResults(EMPTY_RESULTS, full(scored()));
    const b1 = selectBoards(r)[0]!;
    expect(selectFrequencies(r, b1)).toEqual(frequencyTable(b1).rows);
  });

  it('lists every pair seen and gives a pair its score card from its side', () => {
    const r = mergeResults(EMPTY_RESULTS, full(scored()));
    expect(selectParticipants(r)).toEqual(['1', '2', '3', '4', '5', '6']);
    const card = selectScoreCard(r, '4');
    expect(card.map((l) => [l.board, l.direction, l.opponent, l.score])).toEqual([
      [1, 'EW', '1', -420],
      [2, 'EW', '1', 100], // 3NT down one, N–S vulnerable on board 2 (Law 2)
    ]);
  });
});

describe('the barometer', () => {
  it('keeps the standings after each closed round and shows any of them', () => {
    const score = scored();
    const lines = [...score.rankings];
    let r = mergeResults(EMPTY_RESULTS, { ...full(score), barometer: [{ round: 1, lines }] });
    r = mergeResults(r, {
      type: 'results',
      seq: 11,
      full: false,
      boards: [],
      frequencies: [],
      barometer: [{ round: 2, lines: lines.slice(0, 2) }],
    });
    expect(selectBarometerRounds(r)).toEqual([1, 2]);
    const at1 = selectBarometerAt(r, 1, EN_LABELS)!;
    expect(at1.stage).toEqual({ kind: 'round', round: 1 });
    expect(at1.groups.flatMap((g) => g.rows.map((x) => x.id)).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(selectBarometerAt(r, 3, EN_LABELS)).toBeNull();
  });
});
