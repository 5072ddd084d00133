// WBF IMP scale (Law 78B) and IMP comparisons: vectors from shared/spec/scoring-reference.md
// §2.1 (bridge-scorer test/imps.js), §2.4 (Law 86A), §2.5 (Butler, cross-IMPs, Cavendish-17).
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { ARTIFICIAL_IMPS, butlerDatum, butlerImps, crossImps, parseImpsDiff, toImps } from './imps.js';

describe('IMPs (Law 78B, WBF scale)', () => {
  it('reproduces the bridge-scorer edges (§2.1)', () => {
    expect([10, 20, 2240, 3600, 4000, 50000].map(toImps)).toEqual([0, 1, 19, 23, 24, 24]);
  });
  it('gives every band of the printed table at both of its ends (§2.1)', () => {
    const bands = [
      [0, 10],
      [20, 40],
      [50, 80],
      [90, 120],
      [130, 160],
      [170, 210],
      [220, 260],
      [270, 310],
      [320, 360],
      [370, 420],
      [430, 490],
      [500, 590],
      [600, 740],
      [750, 890],
      [900, 1090],
      [1100, 1290],
      [1300, 1490],
      [1500, 1740],
      [1750, 1990],
      [2000, 2240],
      [2250, 2490],
      [2500, 2990],
      [3000, 3490],
      [3500, 3990],
    ];
    bands.forEach(([lo, hi], imps) => {
      expect(toImps(lo!)).toBe(imps);
      expect(toImps(hi!)).toBe(imps);
    });
  });
  it('is symmetric for negative differences', () => {
    for (let d = 0; d <= 5000; d += 10) expect(toImps(-d)).toBe(-toImps(d) + 0);
  });
  it('reproduces the IMP lookups of ImpExpTableTest (§6.4): 20→1, 25→1, 120→3, 450→10, 1090→14, 1200→15, 6000→24', () => {
    expect([20, 25, 120, 450, 1090, 1200, 6000].map(toImps)).toEqual([1, 1, 3, 10, 14, 15, 24]);
  });
  it('rejects a difference that is not a number with a coded error', () => {
    expect(parseImpsDiff('x')).toMatchObject({ ok: false, error: { code: 'imps/bad-difference' } });
  });
  it('gives ±3 IMPs for average plus/minus (Law 86A)', () => {
    expect(ARTIFICIAL_IMPS).toEqual({ average: 0, 'average-plus': 3, 'average-minus': -3 });
  });
});

describe('Butler and cross-IMPs (§2.5)', () => {
  it('datum of NS +650, +170, +200 is 340 (bridge-scorer)', () => {
    expect(unwrap(butlerDatum([650, 170, 200]))).toBe(340);
  });
  it('datum of six results drops one at each end: −300, IMPs −8 +4 −15 +9 +4 +3 (bridge-scorer)', () => {
    expect(unwrap(butlerImps([-650, -170, -1440, 100, -170, -200]))).toEqual({
      datum: -300,
      imps: [-8, 4, -15, 9, 4, 3],
    });
  });
  it('rounds a trailing 5 to the even ten when asked (ACBLscore computed datum, §2.5)', () => {
    expect(unwrap(butlerDatum([420, 430], { trim: { kind: 'count', count: 0 }, rounding: 'nearest-10-even' }))).toBe(
      420,
    );
    expect(unwrap(butlerDatum([430, 440], { trim: { kind: 'count', count: 0 }, rounding: 'nearest-10-even' }))).toBe(
      440,
    );
    expect(unwrap(butlerDatum([420, 430], { trim: { kind: 'count', count: 0 } }))).toBe(430);
  });
  it('Woburn trimming drops two at each end from 11 results', () => {
    expect(unwrap(butlerDatum([-5000, -4000, 100, 100, 100, 100, 100, 100, 100, 4000, 5000]))).toBe(100);
    expect(unwrap(butlerDatum([-5000, 100, 100, 100, 100, 100, 100, 100, 100, 100, 5000]))).toBe(100);
  });
  it('trims a fraction at each end (ACBLscore default 5%)', () => {
    const scores = [...Array(19).fill(100), 5000];
    expect(unwrap(butlerDatum(scores, { trim: { kind: 'fraction', fraction: 0.05 } }))).toBe(100);
  });
  it('refuses to trim every result away', () => {
    expect(butlerDatum([1, 2], { trim: { kind: 'count', count: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'butler/bad-trim' },
    });
    expect(butlerDatum([])).toMatchObject({ ok: false, error: { code: 'butler/no-scores' } });
  });
  it('cross-IMPs of +620, +170, +140, +140, −100 are 10.50, −0.25, −1.25, −1.25, −7.75 (bridge-tips.co.il via bridge-scorer)', () => {
    expect(crossImps([620, 170, 140, 140, -100])).toEqual([10.5, -0.25, -1.25, -1.25, -7.75]);
  });
  it('Cavendish uśredniony caps each comparison at 17: +730, −170, +100, −420, −400 (turniejebrydza.pl; −7.75 corrected)', () => {
    expect(crossImps([730, -170, 100, -420, -400], { cap: 17 })).toEqual([14, -2.25, 4.25, -8.25, -7.75]);
  });
});
