// WBF 2013 continuous VP scale (scoring-reference.md §2.7.1, §2.7.3). The 8- and 12-board tables
// below are the published ones (EBU copy, two stored copies of the WBF 12-board table).
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { victoryPoints, vpScale } from './vp.js';

const EIGHT = [
  10.0, 10.44, 10.86, 11.27, 11.67, 12.05, 12.42, 12.77, 13.12, 13.45, 13.78, 14.09, 14.39, 14.68, 14.96, 15.23, 15.5,
  15.75, 16.0, 16.23, 16.46, 16.68, 16.9, 17.11, 17.31, 17.5, 17.69, 17.87, 18.04, 18.21, 18.37, 18.53, 18.68, 18.83,
  18.97, 19.11, 19.24, 19.37, 19.5, 19.62, 19.74, 19.85, 19.95, 20.0,
];
const TWELVE = [
  10.0, 10.36, 10.71, 11.05, 11.38, 11.7, 12.01, 12.31, 12.61, 12.9, 13.18, 13.45, 13.71, 13.97, 14.22, 14.46, 14.7,
  14.93, 15.15, 15.37, 15.58, 15.79, 15.99, 16.18, 16.37, 16.55, 16.73, 16.91, 17.08, 17.24, 17.4, 17.56, 17.71, 17.86,
  18.0, 18.14, 18.28, 18.41, 18.54, 18.66, 18.78, 18.9, 19.02, 19.13, 19.24, 19.34, 19.44, 19.54, 19.64, 19.74, 19.83,
  19.92, 20.0,
];

describe('WBF 2013 VP scale', () => {
  it('reproduces the published 8-board table to the hundredth, 0–43 IMPs', () => {
    expect(vpScale(8)).toEqual(EIGHT);
  });
  it('reproduces the published 12-board table to the hundredth, 0–52 IMPs (incl. the corrected 42, 44, 49)', () => {
    expect(vpScale(12)).toEqual(TWELVE);
  });
  it('reproduces spot values of the computed 16- and 32-board tables (§2.7.3)', () => {
    expect([vpScale(16)[10], vpScale(16)[59], vpScale(16).length - 1]).toEqual([12.8, 19.93, 60]);
    expect([vpScale(32)[40], vpScale(32)[84]]).toEqual([16.46, 19.95]);
  });
  it("gives both sides' VPs, summing to 20, with the sign of the margin", () => {
    expect(unwrap(victoryPoints(12, 8))).toEqual({ us: 12.61, them: 7.39 });
    expect(unwrap(victoryPoints(12, -8))).toEqual({ us: 7.39, them: 12.61 });
    expect(unwrap(victoryPoints(8, 100))).toEqual({ us: 20, them: 0 });
  });
  it('every scale from 1 to 64 boards rises from 10 to 20 with increments that never increase (the concavity correction)', () => {
    for (let n = 1; n <= 64; n++) {
      const h = vpScale(n).map((v) => Math.round(v * 100));
      expect(h[0]).toBe(1000);
      expect(h[h.length - 1]).toBe(2000);
      for (let i = 1; i < h.length - 1; i++) expect(h[i + 1]! - h[i]!).toBeLessThanOrEqual(h[i]! - h[i - 1]!);
    }
  });
  it('rejects a match without boards', () => {
    expect(victoryPoints(0, 3)).toMatchObject({ ok: false, error: { code: 'vp/bad-boards' } });
  });
});
