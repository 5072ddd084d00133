// Readers of single tag values (PBN 2.1 §3.4, §4.2.1); deals from /work/shared/data/pbn.
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { parseDeal, parseResult, parseSideScore } from './tags.js';

describe('tag values (PBN 2.1 §3.4)', () => {
  it('reads a partial deal with - for hands not given (§3.4.11)', () => {
    const d = unwrap(parseDeal('W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -'));
    expect(d.complete).toBe(false);
    expect(d.deal.N).toEqual([0, 0, 0, 0]);
  });
  it('reads Result as tricks by declarer in all its forms (§3.4.15)', () => {
    expect(unwrap(parseResult('9', null))).toBe(9);
    expect(unwrap(parseResult('NS 9', 'S'))).toBe(9);
    expect(unwrap(parseResult('NS 9', 'E'))).toBe(4);
    expect(unwrap(parseResult('EW 4 NS 9', 'N'))).toBe(9);
    expect(unwrap(parseResult('^10', 'N'))).toBe(10);
    expect(parseResult('14', 'N').ok).toBe(false);
  });
  it('reads OptimumScore in the Score tag formats (§4.2.1)', () => {
    expect(unwrap(parseSideScore('NS 400'))).toEqual({ NS: 400 });
    expect(unwrap(parseSideScore('NS -100'))).toEqual({ NS: -100 });
    expect(unwrap(parseSideScore('EW 620 NS -620'))).toEqual({ EW: 620, NS: -620 });
    expect(parseSideScore('NS 1 NS 2').ok).toBe(false);
  });
});

describe('deal sizes (PBN 2.1 §3.4.11, §3.10)', () => {
  it('takes four equal short hands as an end position', () => {
    expect(unwrap(parseDeal('N:AK... QJ... T9... 87...')).complete).toBe(false);
  });
  it('refuses four hands of different sizes', () => {
    const r = parseDeal('N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J7');
    expect(r.ok ? '' : r.error.code).toBe('deal/wrong-hand-size');
  });
});
