// Per-player scores of Four at One Table and Hao bridge: docs/variants.md
// (Scoring; the original's worked example from seeds/001_848007893afe264d.txt).
import { describe, expect, it } from 'vitest';
import { parseContract, unwrap, type Seat } from '@biritch/core';
import { parseExpectedScoreTable } from './compensation.js';
import { addFractions, fraction } from './fraction.js';
import { fourAtOneTableDeclarerScore, scoreFourAtOneTable, scoreHao, splitScore } from './variants.js';

const c = (t: string) => unwrap(parseContract(t));
// Fixture: the three values of Sławiński's original table fixed by the worked example (V column:
// 21 → 70, 26 → 440, 27 → 600). Every other entry is unknown and stays null (§6.5).
const FIXTURE = unwrap(
  parseExpectedScoreTable({
    id: 'slawinski-fixture',
    name: "Zapis Miltonowy, three values from the seed's worked example",
    sources: ['seeds/001_848007893afe264d.txt'],
    rows: { nv: Array(21).fill(null), v: Array.from({ length: 21 }, (_, i) => ({ 1: 70, 6: 440, 7: 600 })[i] ?? null) },
  }),
);

describe('Four at One Table scoring values', () => {
  it('everyone vulnerable, undertricks at the doubled rate: 4♥ one down −200, two down −500; 4♥ made 620', () => {
    expect([9, 8, 10, 11].map((t) => fourAtOneTableDeclarerScore(c('4H'), t))).toEqual([-200, -500, 620, 650]);
  });
  it('has no doubles', () => {
    expect(
      scoreFourAtOneTable({ contract: c('4HX'), declarer: 'S', dummy: 'N', partner: true, tricks: 10 }),
    ).toMatchObject({ ok: false, error: { code: 'variant/no-doubles' } });
  });
});

describe("the original's three-table worked example (4♥ by S)", () => {
  const rows: [Seat, number, Record<Seat, number>, number, Record<Seat, number>][] = [
    ['W', 9, { W: -200, N: 200, E: 200, S: -200 }, 21, { W: -270, N: 270, E: 270, S: -270 }],
    ['N', 10, { W: -620, N: 620, E: -620, S: 620 }, 26, { W: -180, N: 180, E: -180, S: 180 }],
    ['E', 10, { W: -620, N: -620, E: 620, S: 620 }, 27, { W: -20, N: -20, E: 20, S: 20 }],
  ];
  for (const [dummy, tricks, before, hcp, after] of rows) {
    it(`dummy ${dummy}, ${tricks} tricks: before and after compensation (${hcp} HCP)`, () => {
      const plain = unwrap(scoreFourAtOneTable({ contract: c('4H'), declarer: 'S', dummy, partner: true, tricks }));
      expect(plain.players).toEqual(before);
      const comp = unwrap(
        scoreFourAtOneTable({
          contract: c('4H'),
          declarer: 'S',
          dummy,
          partner: true,
          tricks,
          compensation: { table: FIXTURE, hcp },
        }),
      );
      expect(comp.players).toEqual(after);
    });
  }
});

describe("dummy who is not declarer's partner is one of three opponents", () => {
  it("declarer +150 → each other −50 (the original's example): 1NT making 9 tricks", () => {
    const r = unwrap(scoreFourAtOneTable({ contract: c('1NT'), declarer: 'N', dummy: 'E', partner: false, tricks: 9 }));
    expect(r.players).toEqual({ N: 150, E: -50, S: -50, W: -50 });
  });
  it("declarer −300 → each other +100 (the original's example)", () => {
    expect(splitScore(-300, 'S', 'W', false).players).toEqual({ N: 100, E: 100, S: -300, W: 100 });
  });
  it('keeps exact thirds: 620 → −620/3 each, summing to exactly zero', () => {
    const r = unwrap(scoreFourAtOneTable({ contract: c('4H'), declarer: 'S', dummy: 'E', partner: false, tricks: 10 }));
    expect(r.exact.E).toEqual(fraction(-620, 3));
    expect(r.players.E).toBe(-207);
    expect(addFractions(r.exact.N, r.exact.E, r.exact.S, r.exact.W)).toEqual(fraction(0));
    const threeDeals = addFractions(r.exact.E, r.exact.E, r.exact.E);
    expect(threeDeals).toEqual(fraction(-620));
  });
  it('passed out: zero for everyone', () => {
    expect(
      unwrap(scoreFourAtOneTable({ contract: null, declarer: null, dummy: null, partner: false, tricks: null }))
        .players,
    ).toEqual({ N: 0, E: 0, S: 0, W: 0 });
  });
  it('rejects bad seats and trick counts with codes', () => {
    expect(
      scoreFourAtOneTable({ contract: c('4H'), declarer: 'S', dummy: 'S', partner: true, tricks: 10 }),
    ).toMatchObject({ ok: false, error: { code: 'variant/bad-dummy' } });
    expect(
      scoreFourAtOneTable({ contract: c('4H'), declarer: 'S', dummy: 'N', partner: true, tricks: 14 }),
    ).toMatchObject({ ok: false, error: { code: 'score/bad-tricks' } });
  });
});

describe('Hao bridge', () => {
  it('partners opposite: ordinary pair scoring with Law 77 values (4♠X by N, NS vulnerable, 9 tricks: −200)', () => {
    expect(
      unwrap(scoreHao({ contract: c('4SX'), declarer: 'N', partner: true, tricks: 9, vulnerability: 'NS' })).players,
    ).toEqual({ N: -200, S: -200, E: 200, W: 200 });
  });
  it('dummy opposite but not a partner: one of three opponents (3NT by W, none vul, 9 tricks: 400 → −400/3 each)', () => {
    const r = unwrap(scoreHao({ contract: c('3NT'), declarer: 'W', partner: false, tricks: 9, vulnerability: 'none' }));
    expect(r.exact.E).toEqual(fraction(-400, 3));
    expect(r.players).toEqual({ W: 400, N: -133, E: -133, S: -133 });
  });
});
