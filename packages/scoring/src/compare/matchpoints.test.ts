// Matchpoints (Law 78A), Neuberg and artificial scores: vectors from shared/spec/scoring-reference.md
// §2.2 (bridge-scorer test/matchpoints.js), §2.3 (EBU Neuberg example), §2.4 (Law 12C).
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { matchpointBoard, rankTotals } from './matchpoints.js';

const board = (...scores: number[]) => scores.map((score) => ({ score }));

describe('matchpoints (Law 78A)', () => {
  it('NS +400, +430, +150, −50 → NS 4, 6, 2, 0; EW 2, 0, 4, 6', () => {
    const r = unwrap(matchpointBoard(board(400, 430, 150, -50)));
    expect(r.map((x) => x.ns)).toEqual([4, 6, 2, 0]);
    expect(r.map((x) => x.ew)).toEqual([2, 0, 4, 6]);
  });
  it('EW-declared 110, 140, 140, 120 → NS 6, 1, 1, 4; EW 0, 5, 5, 2 (ties share)', () => {
    const r = unwrap(matchpointBoard(board(-110, -140, -140, -120)));
    expect(r.map((x) => x.ns)).toEqual([6, 1, 1, 4]);
    expect(r.map((x) => x.ew)).toEqual([0, 5, 5, 2]);
  });
  it('EW −50, 90, 90, 90 → NS 6, 2, 2, 2', () => {
    expect(unwrap(matchpointBoard(board(50, -90, -90, -90))).map((x) => x.ns)).toEqual([6, 2, 2, 2]);
  });
  it('a passed-out board scores 0 and is matchpointed like any score: +90, 0, −50, −50 → 6, 4, 1, 1; 100, 66.67, 16.67, 16.67%; ranks 1, 2, 3=, 3=', () => {
    const r = unwrap(matchpointBoard(board(90, 0, -50, -50)));
    expect(r.map((x) => x.ns)).toEqual([6, 4, 1, 1]);
    expect(r.map((x) => x.ew)).toEqual([0, 2, 5, 5]);
    expect(r.map((x) => x.nsPercent)).toEqual([100, 66.67, 16.67, 16.67]);
    expect(rankTotals(r.map((x) => x.ns))).toEqual(['1', '2', '3=', '3=']);
  });
  it('ACBL scale 1 / ½ / 0 halves the 2/1/0 matchpoints', () => {
    expect(unwrap(matchpointBoard(board(90, 0, -50, -50), { scale: 'acbl' })).map((x) => x.ns)).toEqual([
      3, 2, 0.5, 0.5,
    ]);
  });
});

describe('Neuberg (EBU, Max Bavin; ACBLscore manual p. 92)', () => {
  it('10 results of 11 expected: 19.9, 17.7, …, 0.1 (EBU worked example)', () => {
    const r = unwrap(matchpointBoard(board(520, 500, 490, 480, 460, 450, 430, 420, 400, -50), { expected: 11 }));
    expect(r.map((x) => x.ns)).toEqual([19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1]);
    expect(r.map((x) => x.ew)).toEqual([0.1, 2.3, 4.5, 6.7, 8.9, 11.1, 13.3, 15.5, 17.7, 19.9]);
  });
  it('gives the same percentages on the ACBL scale (M = N·S/n + (N − n)/(2n))', () => {
    const a = unwrap(matchpointBoard(board(520, 500, 400, -50), { expected: 6 }));
    const b = unwrap(matchpointBoard(board(520, 500, 400, -50), { expected: 6, scale: 'acbl' }));
    expect(b.map((x) => x.nsPercent)).toEqual(a.map((x) => x.nsPercent));
  });
  it('rejects fewer expected results than the traveller holds', () => {
    expect(matchpointBoard(board(1, 2, 3), { expected: 2 })).toMatchObject({
      ok: false,
      error: { code: 'matchpoints/bad-expected' },
    });
  });
});

describe('artificial adjusted scores (Law 12C)', () => {
  it("average plus / minus are 60% / 40% of the full top and left out of the others' comparison (EBU)", () => {
    const r = unwrap(
      matchpointBoard([
        { score: 420 },
        { score: 400 },
        { score: -50 },
        { artificial: { ns: 'average-plus', ew: 'average-minus' } },
      ]),
    );
    expect(r[3]).toEqual({ ns: 3.6, ew: 2.4, nsPercent: 60, ewPercent: 40 });
    // The three real results are Neubergised from 3 to 4: (MP + 1)·4/3 − 1.
    expect(r.map((x) => x.ns).slice(0, 3)).toEqual([5.67, 3, 0.33]);
  });
  it('rejects an unknown artificial score', () => {
    expect(matchpointBoard([{ artificial: { ns: 'great', ew: 'average' } } as never])).toMatchObject({
      ok: false,
      error: { code: 'matchpoints/bad-entry' },
    });
  });
});
