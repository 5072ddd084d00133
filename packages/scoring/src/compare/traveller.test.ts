// Travellers (scoring-reference.md §2.2 matchpoint vectors from bridge-scorer; §2.4 Law 12C;
// Law 2 vulnerability by board number).
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { scoreTravellers } from './traveller.js';

describe('travellers', () => {
  it('matchpoints a board given as scores and totals per pair with ranks (bridge-scorer: +90, 0, −50, −50)', () => {
    const r = unwrap(
      scoreTravellers([
        { ns: 1, ew: 11, score: 90 },
        { ns: 2, ew: 12, contract: 'pass' },
        { ns: 3, ew: 13, score: -50 },
        { ns: 4, ew: 14, score: -50 },
      ]),
    );
    expect(r.boards[0]!.results.map((x) => x.nsMatchpoints)).toEqual([6, 4, 1, 1]);
    expect(r.pairs.slice(0, 3)).toEqual([
      { pair: '1', matchpoints: 6, top: 6, percent: 100, rank: '1' },
      { pair: '13', matchpoints: 5, top: 6, percent: 83.33, rank: '2=' },
      { pair: '14', matchpoints: 5, top: 6, percent: 83.33, rank: '2=' },
    ]);
  });
  it("scores contracts with the board's vulnerability (Law 2: board 2 is NS vulnerable)", () => {
    const r = unwrap(
      scoreTravellers({
        boards: [
          {
            board: 2,
            results: [
              { ns: '1', ew: '2', contract: '4S', declarer: 'N', tricks: 10 },
              { ns: '3', ew: '4', contract: '4SX', declarer: 'E', tricks: 8 },
            ],
          },
        ],
      }),
    );
    expect(r.boards[0]!.results.map((x) => x.score)).toEqual([620, 300]);
  });
  it('adds up several boards, a pair playing both directions (Howell)', () => {
    const r = unwrap(
      scoreTravellers({
        scale: 'acbl',
        boards: [
          {
            board: 1,
            results: [
              { ns: 'A', ew: 'B', score: 100 },
              { ns: 'C', ew: 'D', score: 50 },
            ],
          },
          {
            board: 2,
            results: [
              { ns: 'B', ew: 'C', score: 100 },
              { ns: 'D', ew: 'A', score: 100 },
            ],
          },
        ],
      }),
    );
    expect(r.pairs.find((p) => p.pair === 'A')).toEqual({
      pair: 'A',
      matchpoints: 1.5,
      top: 2,
      percent: 75,
      rank: '1=',
    });
  });
  it('takes artificial scores per direction (Law 12C)', () => {
    const r = unwrap(
      scoreTravellers([
        { ns: 1, ew: 2, score: 100 },
        { ns: 3, ew: 4, score: 50 },
        { ns: 5, ew: 6, artificial: { ns: 'average-plus', ew: 'average' } },
      ]),
    );
    expect(r.boards[0]!.results[2]).toMatchObject({ nsPercent: 60, ewPercent: 50 });
  });
  it('answers bad files with codes that name the board and result', () => {
    expect(scoreTravellers([{ ns: 1, ew: 2, contract: '8NT', declarer: 'N', tricks: 13 }])).toMatchObject({
      ok: false,
      error: { code: 'contract/bad-level' },
    });
    expect(scoreTravellers([{ ns: 1, ew: 2, contract: '4S', declarer: 'N', tricks: 15 }])).toMatchObject({
      ok: false,
      error: { code: 'score/bad-tricks', message: expect.stringContaining('board 1, result 1') },
    });
    expect(scoreTravellers([{ ns: 1, score: 100 }])).toMatchObject({
      ok: false,
      error: { code: 'traveller/bad-pair' },
    });
    expect(scoreTravellers({ scale: 'x', boards: [] })).toMatchObject({
      ok: false,
      error: { code: 'traveller/bad-scale' },
    });
  });
});
