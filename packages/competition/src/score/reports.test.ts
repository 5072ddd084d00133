// Outputs of a scored field (competition-research.md §4 table of outputs; scoring-reference.md
// §3.4): personal score cards, frequency tables, tops and averages, the barometer (§3.6), and
// incremental re-scoring (issue 23) checked against a full re-score.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '@biritch/core';
import type { FieldInput, ResultLine } from '../field.js';
import { barometer, frequencyTable, rankEvent, scoreCard, topsAndAverages } from './reports.js';
import { scoreField } from './scoreField.js';
import { correctLine, makeScoredField } from './scorer.js';

// Two rounds of a 2-table Mitchell-like field: NS 1, 2; EW 3, 4; boards 1–2 then 3–4.
const RESULTS: ResultLine[] = [
  { board: 1, round: 1, table: 1, ns: '1', ew: '3', contract: '4S', declarer: 'N', tricks: 10, lead: 'HA', score: 420 },
  { board: 1, round: 1, table: 2, ns: '2', ew: '4', contract: '4S', declarer: 'N', tricks: 9, score: -50 },
  { board: 2, round: 1, table: 1, ns: '1', ew: '3', contract: '2H', declarer: 'E', tricks: 8, score: -110 },
  { board: 2, round: 1, table: 2, ns: '2', ew: '4', adjusted: { ns: 'average-plus', ew: 'average-minus' } },
  { board: 3, round: 2, table: 1, ns: '1', ew: '4', score: 100 },
  { board: 3, round: 2, table: 2, ns: '2', ew: '3', score: 100 },
  { board: 4, round: 2, table: 1, ns: '1', ew: '4', score: 200 },
  { board: 4, round: 2, table: 2, ns: '2', ew: '3', score: 650 },
];
const FIELD: FieldInput = { method: 'matchpoints', winners: 2, participants: [], results: RESULTS };

describe('reports', () => {
  it("a personal score card lists the boards from the pair's side, with its MPs and percentage", () => {
    const card = scoreCard(unwrap(scoreField(FIELD)), '3');
    expect(card.map((c) => [c.board, c.direction, c.opponent, c.score, c.points, c.percent])).toEqual([
      [1, 'EW', '1', -420, 0, 0],
      [2, 'EW', '1', 110, 1, 50],
      [3, 'EW', '2', -100, 1, 50],
      [4, 'EW', '2', -650, 0, 0],
    ]);
  });
  it("the score card shows an artificial score as the side's own adjustment", () => {
    const card = scoreCard(unwrap(scoreField(FIELD)), '4');
    expect(card.find((c) => c.board === 2)).toMatchObject({ adjusted: 'average-minus', score: null, points: 0.8 });
  });
  it('a frequency table counts each score, highest first, with its MPs each way', () => {
    const s = unwrap(scoreField({ ...FIELD, results: [...RESULTS, { board: 1, ns: '5', ew: '6', score: 420 }] }));
    expect(frequencyTable(s.boards[0]!)).toEqual({
      rows: [
        { score: 420, count: 2, nsPoints: 3, ewPoints: 1 },
        { score: -50, count: 1, nsPoints: 0, ewPoints: 4 },
      ],
      adjusted: 0,
      weighted: 0,
    });
    expect(frequencyTable(s.boards[1]!).adjusted).toBe(1);
  });
  it("tops and averages: each board's top and half of it; each pair's possible total", () => {
    const t = topsAndAverages(unwrap(scoreField(FIELD)));
    expect(t.boards.map((b) => [b.board, b.top, b.average])).toEqual([
      [1, 2, 1],
      [2, 2, 1],
      [3, 2, 1],
      [4, 2, 1],
    ]);
    expect(t.participants.find((p) => p.id === '1')).toMatchObject({ boards: 4, top: 8, average: 4 });
  });
  it('the barometer gives the standings after each round (§3.6)', () => {
    const b = unwrap(barometer(FIELD));
    expect(b.map((r) => r.round)).toEqual([1, 2]);
    const ns1 = (i: number) => b[i]!.rankings.find((r) => r.id === '1' && r.direction === 'NS')!.percent;
    expect([ns1(0), ns1(1)]).toEqual([75, 50]);
    expect(b[1]!.rankings).toEqual(unwrap(scoreField(FIELD)).rankings);
  });
  it("the barometer needs every result's round", () => {
    const r = barometer({ ...FIELD, results: [{ board: 1, ns: '1', ew: '2', score: 0 }] });
    expect(!r.ok && r.error.code).toBe('field/no-round');
  });
});

describe('an event of several sessions', () => {
  it("adds each pair's matchpoints and tops across sessions, matching pairs by names, not numbers", () => {
    const one = unwrap(
      scoreField({
        method: 'matchpoints',
        winners: 1,
        participants: [
          { id: '1', names: ['Ann', 'Bob'] },
          { id: '2', names: ['Cy', 'Di'] },
        ],
        results: [{ board: 1, ns: '1', ew: '2', score: 100 }],
      }),
    );
    // Second session: Ann & Bob are pair 2 now; two results on board 1 (top 2).
    const two = unwrap(
      scoreField({
        method: 'matchpoints',
        winners: 1,
        participants: [
          { id: '2', names: ['Ann', 'Bob'] },
          { id: '1', names: ['Cy', 'Di'] },
          { id: '3', names: ['Ed', 'Flo'] },
          { id: '4', names: ['Gus', 'Hal'] },
        ],
        results: [
          { board: 1, ns: '2', ew: '1', score: 400 },
          { board: 1, ns: '3', ew: '4', score: 100 },
        ],
      }),
    );
    const e = rankEvent([one, two]);
    expect(e.find((r) => r.key === 'Ann & Bob')).toMatchObject({
      sessions: 2,
      total: 2,
      top: 2,
      percent: 100,
      rank: 1,
    });
    expect(e.find((r) => r.key === 'Cy & Di')).toMatchObject({ sessions: 2, total: 0, top: 2, percent: 0 });
  });
});

describe('incremental re-scoring', () => {
  it('a corrected result re-scores its board and equals a full re-score', () => {
    const fixed: ResultLine = { ...RESULTS[7]!, contract: '4S', declarer: 'N', tricks: 9, score: -100 };
    const s = unwrap(correctLine(unwrap(makeScoredField(FIELD)), fixed));
    const full = unwrap(scoreField({ ...FIELD, results: RESULTS.map((l, i) => (i === 7 ? fixed : l)) }));
    expect(s.score).toEqual(full);
  });
  it('a correction leaves the scored field it started from as it was', () => {
    const before = unwrap(makeScoredField(FIELD));
    const snapshot = JSON.stringify({ score: before.score, totals: [...before.totals] });
    unwrap(correctLine(before, { ...RESULTS[0]!, score: -50 }));
    expect(JSON.stringify({ score: before.score, totals: [...before.totals] })).toBe(snapshot);
  });
  it('refuses to correct a line that is not there', () => {
    const r = correctLine(unwrap(makeScoredField(FIELD)), { board: 1, ns: '1', ew: '4', score: 0 });
    expect(!r.ok && r.error.code).toBe('field/no-such-line');
  });
  it('after any corrections, on any method, the incremental score equals a full re-score (property)', () => {
    const line = fc.record({
      i: fc.integer({ min: 0, max: RESULTS.length - 1 }),
      score: fc.integer({ min: -100, max: 100 }).map((x) => x * 10),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('matchpoints' as const, 'cross-imps' as const, 'butler' as const),
        (edits, method) => {
          const input = { ...FIELD, method };
          let s = unwrap(makeScoredField(input));
          const results = [...RESULTS];
          for (const e of edits) {
            const { adjusted: _a, ...rest } = results[e.i]!;
            results[e.i] = { ...rest, score: e.score };
            s = unwrap(correctLine(s, results[e.i]!));
          }
          expect(s.score).toEqual(unwrap(scoreField({ ...input, results })));
        },
      ),
    );
  });
});

describe('individual events', () => {
  // Two tables of an individual: players 1–8; each board is one comparison of two lines (top 2).
  const lines: ResultLine[] = [
    { board: 1, ns: '1-3', ew: '2-4', players: ['1', '2', '3', '4'], score: 420 },
    { board: 1, ns: '5-7', ew: '6-8', players: ['5', '6', '7', '8'], score: 170 },
    { board: 2, ns: '1-6', ew: '5-2', players: ['1', '5', '6', '2'], score: -100 },
    { board: 2, ns: '3-8', ew: '7-4', players: ['3', '7', '8', '4'], score: -50 },
  ];
  const input: FieldInput = { method: 'matchpoints', winners: 1, participants: [], results: lines };
  it('each player gets the points of the side they sat on and is ranked alone', () => {
    const r = unwrap(scoreField(input));
    // Player 1: NS 2 on board 1, NS 0 on board 2 → 50 %; player 3: 2 + 2 → 100 %.
    const pct = Object.fromEntries(r.rankings.map((x) => [x.id, x.percent]));
    expect(pct).toEqual({ '1': 50, '2': 50, '3': 100, '4': 0, '5': 50, '6': 50, '7': 0, '8': 100 });
    expect(r.rankings.map((x) => x.id).slice(0, 2)).toEqual(['3', '8']);
  });
  it("a player's score card shows the seat side and the opponents' partnership", () => {
    const card = scoreCard(unwrap(scoreField(input)), '6');
    expect(card.map((c) => [c.board, c.direction, c.opponent, c.points])).toEqual([
      [1, 'EW', '5-7', 2],
      [2, 'NS', '5-2', 0],
    ]);
  });
  it('refuses a line whose four players are not four different ids', () => {
    const r = scoreField({
      ...input,
      results: [{ board: 1, ns: 'a', ew: 'b', players: ['1', '2', '1', '4'], score: 0 }],
    });
    expect(!r.ok && r.error.code).toBe('field/bad-players');
  });
});
