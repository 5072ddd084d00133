// Compensation tables (shared/spec/scoring-reference.md §6.3 Russian, §6.4 Iniarski's modified
// Milton table): vectors from prubach/WebBridgeBidding ImpExpTableTest and the notes file
// AlgorytmLiczeniaPunktów.txt, as transcribed in §6.4.
import { describe, expect, it } from 'vitest';
import { parseHand, unwrap } from '@biritch/core';
import {
  COMPENSATION_TABLES,
  compensationImps,
  expectedScore,
  hasCountingFit,
  highCardPoints,
  parseExpectedScoreTable,
} from './compensation.js';

const { russian, iniarski } = COMPENSATION_TABLES;
const exp = (points: number, vulnerable: boolean, fit: boolean) =>
  unwrap(
    expectedScore(iniarski, {
      points,
      vulnerable,
      fit,
      opponentsVulnerable: vulnerable,
      opponentsFit: points < 20 && fit,
    }),
  );

describe('Iniarski modified Milton table (ImpExpTableTest)', () => {
  it('NV with fit: 20.5 → 60, 23.5 → 215, 16.5 → −215, 10 → −550', () => {
    expect([20.5, 23.5, 16.5, 10].map((p) => exp(p, false, true))).toEqual([60, 215, -215, -550]);
  });
  it('V with fit: 25 → 520, 23.5 → 285, 30 → 750', () => {
    expect([25, 23.5, 30].map((p) => exp(p, true, true))).toEqual([520, 285, 750]);
  });
  it('NV without fit: 20.5 → 25, 23.5 → 120, 25 → 200', () => {
    expect([20.5, 23.5, 25].map((p) => exp(p, false, false))).toEqual([25, 120, 200]);
  });
  it('V without fit: 25 → 290, 30 → 660, 10 → −660', () => {
    expect([25, 30, 10].map((p) => exp(p, true, false))).toEqual([290, 660, -660]);
  });
  it('notes-file IMP vectors at 24 points, we V with a fit, they NV: 500 → +2, 300 → −4, 100 → −8, −100 → −11, −500 → −14', () => {
    const s = { points: 24, vulnerable: true, fit: true, opponentsVulnerable: false };
    expect([500, 300, 100, -100, -500].map((score) => unwrap(compensationImps(iniarski, score, s)))).toEqual([
      2, -4, -8, -11, -14,
    ]);
  });
  it('at exactly 20 points the side with the major fit is the stronger: we fit → −2, they fit → +2 (score 0)', () => {
    expect(
      unwrap(compensationImps(iniarski, 0, { points: 20, vulnerable: true, opponentsVulnerable: false, fit: true })),
    ).toBe(-2);
    expect(
      unwrap(
        compensationImps(iniarski, 0, { points: 20, vulnerable: true, opponentsVulnerable: false, opponentsFit: true }),
      ),
    ).toBe(2);
  });
  it('(10, −660, V, V, no fits) → 0 IMPs', () => {
    expect(unwrap(compensationImps(iniarski, -660, { points: 10, vulnerable: true, opponentsVulnerable: true }))).toBe(
      0,
    );
  });
  it('both sides with a counting fit at 20 points is refused (ExpectedResultsTable: InvalidFitException)', () => {
    expect(expectedScore(iniarski, { points: 20, vulnerable: false, fit: true, opponentsFit: true })).toMatchObject({
      ok: false,
      error: { code: 'compensation/both-fit-at-20' },
    });
  });
});

describe('Russian table (§6.3)', () => {
  it('looks up the stronger side with its own vulnerability; the weaker side gets the negation', () => {
    expect(unwrap(expectedScore(russian, { points: 26, vulnerable: true }))).toBe(520);
    expect(unwrap(expectedScore(russian, { points: 26, vulnerable: false }))).toBe(350);
    // 14 HCP: the opponents hold 26; their vulnerability (V) decides.
    expect(unwrap(expectedScore(russian, { points: 14, vulnerable: false, opponentsVulnerable: true }))).toBe(-520);
    expect(unwrap(expectedScore(russian, { points: 40, vulnerable: true }))).toBe(1950);
    expect(unwrap(expectedScore(russian, { points: 20, vulnerable: true }))).toBe(0);
  });
  it('takes whole points only and 0–40', () => {
    expect(expectedScore(russian, { points: 22.5, vulnerable: true })).toMatchObject({
      ok: false,
      error: { code: 'compensation/bad-points' },
    });
    expect(expectedScore(russian, { points: 41, vulnerable: true })).toMatchObject({
      ok: false,
      error: { code: 'compensation/bad-points' },
    });
  });
  it('§6.4 observation: Iniarski with a fit equals Russian at points + 1 for 20–22 and 24–29 (V and NV)', () => {
    for (const p of [20, 21, 22, 24, 25, 26, 27, 28, 29])
      for (const v of [false, true])
        expect(exp(p, v, true)).toBe(unwrap(expectedScore(russian, { points: p + 1, vulnerable: v })));
  });
});

describe('tables as data', () => {
  it('a host table with unknown entries: looking one up is an error, never a guess', () => {
    const t = unwrap(
      parseExpectedScoreTable({
        id: 'x',
        name: 'x',
        sources: [],
        rows: { nv: Array(21).fill(null), v: [null, 70, ...Array(19).fill(null)] },
      }),
    );
    expect(unwrap(expectedScore(t, { points: 21, vulnerable: true }))).toBe(70);
    expect(expectedScore(t, { points: 22, vulnerable: true })).toMatchObject({
      ok: false,
      error: { code: 'compensation/missing-entry' },
    });
  });
  it('rejects a malformed table', () => {
    expect(parseExpectedScoreTable({ id: 'x', name: 'x', sources: [], rows: { nv: [1, 2] } })).toMatchObject({
      ok: false,
      error: { code: 'compensation/bad-table' },
    });
  });
  it('every shipped table cites its sources', () => {
    for (const t of Object.values(COMPENSATION_TABLES)) expect(t.sources.length).toBeGreaterThan(0);
  });
});

describe('hand helpers', () => {
  // The hands of the worked example in seeds/001 (docs/variants.md): N 9, W 4, E 10, S 17 HCP.
  it('counts Milton Work points (A4 K3 Q2 J1)', () => {
    const hcp = ['JT3.KQ.K8.876543', 'Q986.T865.652.Q9', '754.7.AJT743.AJ2', 'AK2.AJ9432.Q9.KT'].map((h) =>
      highCardPoints(unwrap(parseHand(h))),
    );
    expect(hcp).toEqual([9, 4, 10, 17]);
  });
  it('Iniarski fit: 8 hearts count below 30 points; 8 diamonds only from 30', () => {
    const s = unwrap(parseHand('AK2.AJ9432.Q9.KT'));
    const w = unwrap(parseHand('Q986.T865.652.Q9'));
    const e = unwrap(parseHand('754.7.AJT743.AJ2'));
    expect(hasCountingFit(s, w, 21)).toBe(true);
    expect(hasCountingFit(s, e, 27)).toBe(false);
    expect(hasCountingFit(s, e, 30)).toBe(true);
  });
});
