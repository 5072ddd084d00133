// Scoring methods and adjusted scores as results files name them: PBN 2.1 §3.4.14 (`Scoring`,
// e.g. "MatchPoints;MP1" as Magic Contest writes it), USEBIO 1.2 BOARD_SCORING_METHOD and the
// "A6040" artificial score (competition-research.md §4, §5.3), Law 12C2 (60/50/40 %).
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import {
  adjustmentOfPercent,
  adjustmentPercent,
  makeAdjustment,
  makePbnScoring,
  makeUsebioAdjustment,
  makeUsebioScoring,
  methodOfPbnScoring,
  methodOfUsebioScoring,
  parseAdjustment,
  parseUsebioAdjustment,
  type ResultsMethod,
} from './sessionResults.js';

describe('scoring methods (PBN 2.1 §3.4.14, USEBIO BOARD_SCORING_METHOD)', () => {
  it('reads the PBN Scoring tag with its modifiers', () => {
    expect(methodOfPbnScoring('MatchPoints;MP1')).toBe('matchpoints');
    expect(methodOfPbnScoring('MP')).toBe('matchpoints');
    expect(methodOfPbnScoring('IMP;Butler')).toBe('butler');
    expect(methodOfPbnScoring('IMP;Cross')).toBe('cross-imps');
    expect(methodOfPbnScoring('IMP')).toBe('imps');
    expect(methodOfPbnScoring('BAM')).toBe('board-a-match');
    expect(methodOfPbnScoring('Rubber')).toBeNull();
  });
  it('writes every method so that it reads back the same, in PBN and USEBIO', () => {
    const all: ResultsMethod[] = ['matchpoints', 'cross-imps', 'butler', 'imps', 'aggregate', 'board-a-match'];
    for (const m of all) {
      expect(methodOfPbnScoring(makePbnScoring(m))).toBe(m);
      expect(methodOfUsebioScoring(makeUsebioScoring(m))).toBe(m);
    }
    expect(methodOfUsebioScoring('MATCH_POINTS')).toBe('matchpoints');
    expect(methodOfUsebioScoring('PAB')).toBeNull();
  });
});

describe('adjusted scores (Law 12C2)', () => {
  it('reads A+, A, A- and percentages, 60/50/40 by their names', () => {
    expect(unwrap(parseAdjustment('A+'))).toBe('average-plus');
    expect(unwrap(parseAdjustment('ave-'))).toBe('average-minus');
    expect(unwrap(parseAdjustment('50%'))).toBe('average');
    expect(unwrap(parseAdjustment('55'))).toEqual({ percent: 55 });
    expect(parseAdjustment('B+')).toMatchObject({ ok: false, error: { code: 'results/bad-adjustment' } });
    expect(parseAdjustment('101%').ok).toBe(false);
  });
  it('writes an adjustment the way it reads back', () => {
    for (const a of ['average-plus', 'average', 'average-minus', { percent: 35 }, { percent: 57.5 }] as const)
      expect(unwrap(parseAdjustment(makeAdjustment(a)))).toEqual(a);
    expect(adjustmentPercent('average-plus')).toBe(60);
    expect(adjustmentOfPercent(40)).toBe('average-minus');
  });
  it('reads USEBIO artificial scores: A6040, A60/40, AVE+/AVE-, 60%-40%', () => {
    const plusMinus = { ns: 'average-plus', ew: 'average-minus' };
    expect(unwrap(parseUsebioAdjustment('A6040'))).toEqual(plusMinus);
    expect(unwrap(parseUsebioAdjustment('A60/40'))).toEqual(plusMinus);
    expect(unwrap(parseUsebioAdjustment('AVE+/AVE-'))).toEqual(plusMinus);
    expect(unwrap(parseUsebioAdjustment('60%-40%'))).toEqual(plusMinus);
    expect(unwrap(parseUsebioAdjustment('A5050'))).toEqual({ ns: 'average', ew: 'average' });
    expect(parseUsebioAdjustment('X6040').ok).toBe(false);
  });
  it('writes A6040, and A<ns>/<ew> when a percentage is not a whole number below 100', () => {
    expect(makeUsebioAdjustment({ ns: 'average-plus', ew: 'average-minus' })).toBe('A6040');
    expect(makeUsebioAdjustment({ ns: { percent: 5 }, ew: 'average' })).toBe('A0550');
    expect(makeUsebioAdjustment({ ns: { percent: 100 }, ew: { percent: 57.5 } })).toBe('A100/57.5');
    expect(unwrap(parseUsebioAdjustment('A100/57.5'))).toEqual({ ns: { percent: 100 }, ew: { percent: 57.5 } });
  });
});
