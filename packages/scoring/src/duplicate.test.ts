// Law 77 (Laws of Duplicate Bridge, duplicate scoring table; PZBS copy cited in
// shared/spec/scoring-reference.md §1.1). The oracle below is written independently of
// duplicate.ts: the Law's tables are data, and each score is built trick by trick from them.
import { describe, expect, it } from 'vitest';
import { STRAINS, unwrap, parseContract, type Contract, type Level, type Strain } from '@biritch/core';
import { scoreBoard, scoreContract } from './duplicate.js';

// Law 77, "Trick score": per odd trick, [undoubled, doubled, redoubled].
const LAW77_TRICK = {
  minor: [20, 40, 80],
  major: [30, 60, 120],
  ntFirst: [40, 80, 160],
  ntLater: [30, 60, 120],
} as const;
// Law 77, "Premium score": [not vulnerable, vulnerable].
const LAW77_PREMIUM = {
  smallSlam: [500, 750],
  grandSlam: [1000, 1500],
  overtrickDoubled: [100, 200],
  overtrickRedoubled: [200, 400],
  game: [300, 500],
  partScore: [50, 50],
  insultDoubled: [50, 50],
  insultRedoubled: [100, 100],
} as const;
// Law 77, "Undertrick penalty": per doubling [first, each additional, bonus for 4th and later].
const LAW77_UNDER = {
  nv: [
    [50, 50, 0],
    [100, 200, 100],
    [200, 400, 200],
  ],
  v: [
    [100, 100, 0],
    [200, 300, 0],
    [400, 600, 0],
  ],
} as const;

function oracle(level: number, strain: Strain, dbl: 0 | 1 | 2, vul: boolean, tricks: number): number {
  const v = vul ? 1 : 0;
  const need = level + 6;
  if (tricks < need) {
    let penalty = 0;
    for (let k = 1; k <= need - tricks; k++) {
      const row = LAW77_UNDER[vul ? 'v' : 'nv'][dbl];
      penalty += k === 1 ? row[0] : row[1];
      if (k >= 4) penalty += row[2];
    }
    return -penalty;
  }
  let below = 0;
  for (let k = 1; k <= level; k++) {
    const row =
      strain === 'NT'
        ? k === 1
          ? LAW77_TRICK.ntFirst
          : LAW77_TRICK.ntLater
        : strain === 'C' || strain === 'D'
          ? LAW77_TRICK.minor
          : LAW77_TRICK.major;
    below += row[dbl];
  }
  let score = below;
  for (let k = need + 1; k <= tricks; k++) {
    if (dbl === 0)
      score +=
        strain === 'NT'
          ? LAW77_TRICK.ntLater[0]
          : strain === 'C' || strain === 'D'
            ? LAW77_TRICK.minor[0]
            : LAW77_TRICK.major[0];
    else score += (dbl === 1 ? LAW77_PREMIUM.overtrickDoubled : LAW77_PREMIUM.overtrickRedoubled)[v];
  }
  score += below >= 100 ? LAW77_PREMIUM.game[v] : LAW77_PREMIUM.partScore[v];
  if (level === 6) score += LAW77_PREMIUM.smallSlam[v];
  if (level === 7) score += LAW77_PREMIUM.grandSlam[v];
  if (dbl === 1) score += LAW77_PREMIUM.insultDoubled[v];
  if (dbl === 2) score += LAW77_PREMIUM.insultRedoubled[v];
  return score;
}

const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;

describe('Law 77 duplicate score', () => {
  it('matches the Law 77 oracle on the whole grid (7 levels × 5 strains × 3 doublings × 2 vulnerabilities × 0–13 tricks)', () => {
    let cases = 0;
    for (const level of LEVELS)
      for (const strain of STRAINS)
        for (const doubled of [0, 1, 2] as const)
          for (const vul of [false, true])
            for (let tricks = 0; tricks <= 13; tricks++) {
              const got = unwrap(scoreContract({ level, strain, doubled }, tricks, vul)).total;
              expect(got, `${level}${strain}${'X'.repeat(doubled)} ${vul ? 'V' : 'NV'} ${tricks}`).toBe(
                oracle(level, strain, doubled, vul, tricks),
              );
              cases++;
            }
    expect(cases).toBe(7 * 5 * 3 * 2 * 14);
  });

  // scoring-reference.md §1.1, "Contract made exactly": columns NV, NV X, NV XX, V, V X, V XX.
  const MADE: Record<string, readonly number[]> = {
    '1C': [70, 140, 230, 70, 140, 230],
    '1H': [80, 160, 520, 80, 160, 720],
    '1NT': [90, 180, 560, 90, 180, 760],
    '2C': [90, 180, 560, 90, 180, 760],
    '2H': [110, 470, 640, 110, 670, 840],
    '2NT': [120, 490, 680, 120, 690, 880],
    '3C': [110, 470, 640, 110, 670, 840],
    '3H': [140, 530, 760, 140, 730, 960],
    '3NT': [400, 550, 800, 600, 750, 1000],
    '4C': [130, 510, 720, 130, 710, 920],
    '4H': [420, 590, 880, 620, 790, 1080],
    '4NT': [430, 610, 920, 630, 810, 1120],
    '5C': [400, 550, 800, 600, 750, 1000],
    '5H': [450, 650, 1000, 650, 850, 1200],
    '5NT': [460, 670, 1040, 660, 870, 1240],
    '6C': [920, 1090, 1380, 1370, 1540, 1830],
    '6H': [980, 1210, 1620, 1430, 1660, 2070],
    '6NT': [990, 1230, 1660, 1440, 1680, 2110],
    '7C': [1440, 1630, 1960, 2140, 2330, 2660],
    '7H': [1510, 1770, 2240, 2210, 2470, 2940],
    '7NT': [1520, 1790, 2280, 2220, 2490, 2980],
  };
  it('matches the published "contract made exactly" grid (scoring-reference.md §1.1)', () => {
    for (const [text, row] of Object.entries(MADE)) {
      const c = unwrap(parseContract(text));
      for (const sameRank of c.strain === 'C' ? ['C', 'D'] : c.strain === 'H' ? ['H', 'S'] : ['NT']) {
        for (let i = 0; i < 6; i++) {
          const contract: Contract = { level: c.level, strain: sameRank as Strain, doubled: (i % 3) as 0 | 1 | 2 };
          expect(unwrap(scoreContract(contract, c.level + 6, i >= 3)).total).toBe(row[i]);
        }
      }
    }
  });

  // scoring-reference.md §1.1, "goes down N tricks" grid, columns NV, NV X, NV XX, V, V X, V XX.
  const DOWN = [
    [-50, -100, -200, -100, -200, -400],
    [-100, -300, -600, -200, -500, -1000],
    [-150, -500, -1000, -300, -800, -1600],
    [-200, -800, -1600, -400, -1100, -2200],
    [-250, -1100, -2200, -500, -1400, -2800],
    [-300, -1400, -2800, -600, -1700, -3400],
    [-350, -1700, -3400, -700, -2000, -4000],
    [-400, -2000, -4000, -800, -2300, -4600],
    [-450, -2300, -4600, -900, -2600, -5200],
    [-500, -2600, -5200, -1000, -2900, -5800],
    [-550, -2900, -5800, -1100, -3200, -6400],
    [-600, -3200, -6400, -1200, -3500, -7000],
    [-650, -3500, -7000, -1300, -3800, -7600],
  ];
  it('matches the published undertrick grid, 1 to 13 down (§1.1; 7600 as in Time, 25 Mar 1935)', () => {
    DOWN.forEach((row, i) => {
      row.forEach((want, j) => {
        expect(
          unwrap(scoreContract({ level: 7, strain: 'NT', doubled: (j % 3) as 0 | 1 | 2 }, 13 - (i + 1), j >= 3)).total,
        ).toBe(want);
      });
    });
  });

  it('reproduces the bridge-scorer test vectors (test/contract.js, §1.1)', () => {
    const cases: [string, boolean, number, number][] = [
      ['2H', true, 8, 110],
      ['2HX', false, 8, 470],
      ['4DX', true, 7, -800],
      ['5SXX', true, 12, 1600],
      ['7S', true, 13, 2210],
      ['6D', false, 12, 920],
      ['3NT', true, 11, 660],
    ];
    for (const [text, vul, tricks, want] of cases)
      expect(unwrap(scoreContract(unwrap(parseContract(text)), tricks, vul)).total).toBe(want);
  });

  it('scores a passed-out board as zero for both sides (Law 77)', () => {
    expect(unwrap(scoreBoard({ contract: null, declarer: null, tricks: null, vulnerability: 'both' }))).toMatchObject({
      score: 0,
      ns: 0,
    });
  });

  it('gives the North–South view: East declaring 4♠ vulnerable made is NS −620 (Law 77)', () => {
    const r = unwrap(
      scoreBoard({ contract: unwrap(parseContract('4S')), declarer: 'E', tricks: 10, vulnerability: 'EW' }),
    );
    expect(r).toMatchObject({ score: 620, ns: -620 });
  });

  it("takes vulnerability from the declarer's side: EW vulnerable does not make North vulnerable", () => {
    expect(
      unwrap(scoreBoard({ contract: unwrap(parseContract('4S')), declarer: 'N', tricks: 10, vulnerability: 'EW' }))
        .score,
    ).toBe(420);
  });

  it('answers impossible input with coded errors, never a throw', () => {
    const four: Contract = { level: 4, strain: 'S', doubled: 0 };
    expect(scoreContract(four, 14, false)).toMatchObject({ ok: false, error: { code: 'score/bad-tricks' } });
    expect(scoreContract(four, -1, false)).toMatchObject({ ok: false, error: { code: 'score/bad-tricks' } });
    expect(scoreContract(four, 9.5, false)).toMatchObject({ ok: false, error: { code: 'score/bad-tricks' } });
    expect(scoreContract({ level: 8 as Level, strain: 'NT', doubled: 0 }, 13, false)).toMatchObject({
      ok: false,
      error: { code: 'score/bad-level' },
    });
    expect(scoreContract({ level: 1, strain: 'X' as Strain, doubled: 0 }, 7, false)).toMatchObject({
      ok: false,
      error: { code: 'score/bad-strain' },
    });
    expect(scoreContract({ level: 1, strain: 'C', doubled: 3 as 0 }, 7, false)).toMatchObject({
      ok: false,
      error: { code: 'score/bad-doubling' },
    });
  });
});
