// `biritch score`, `score sheet`, `imps`, `vp`, `matchpoints` (issue 3). Values: Law 77 (PZBS copy,
// scoring-reference.md §1.1), WBF IMP/VP scales (§2.1, §2.7), the Estonian booklet's sheet
// (seeds/004), Four at One Table's worked example (seeds/001, docs/variants.md).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const run = runCli;
const json = async (...argv: string[]) => {
  const r = await run(...argv, '--json');
  return { code: r.code, value: JSON.parse(r.out.join('\n')) as Record<string, unknown> };
};
const dir = mkdtempSync(join(tmpdir(), 'biritch-score-'));
const file = (name: string, text: string): string => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('biritch score', () => {
  it('4♠X by W, 9 tricks, none vulnerable: −100 (Law 77)', async () => {
    const r = await json('score', '--contract', '4SX', '--declarer', 'W', '--tricks', '9', '--vul', 'none');
    expect(r.code).toBe(0);
    expect(r.value).toMatchObject({ score: -100, ns: 100 });
  });
  it('3NT by S, 11 tricks, both vulnerable: +660 (bridge-scorer vector)', async () => {
    expect(
      (await json('score', '--contract', '3NT', '--declarer', 'S', '--tricks', '11', '--vul', 'both')).value.score,
    ).toBe(660);
  });
  it('historical table: Kontrakt 2♦X with 9 tricks and 4 honours is 28 below + 300 above (booklet deal A)', async () => {
    const r = await json(
      'score',
      '--contract',
      '2DX',
      '--declarer',
      'N',
      '--tricks',
      '9',
      '--scoring',
      'kontrakt',
      '--honours',
      'NS:4',
    );
    expect(r.value).toMatchObject({ table: 'kontrakt', score: 328 });
  });
  it('a corrected table file is used instead of the shipped one', async () => {
    const t = file(
      'vanderbilt-fixed.json',
      JSON.stringify({
        id: 'v2',
        name: 'v2',
        sources: ['test'],
        trickValues: { C: [20, 20], D: [20, 20], H: [30, 30], S: [30, 30], NT: [40, 30] },
        doubling: [1, 2, 4],
        game: 100,
        contractMade: { nv: [0, 50, 100], v: [0, 100, 200] },
        overtrick: { nv: [50, 100, 200], v: [50, 200, 400] },
        contractFailed: { nv: [0, 0, 0], v: [0, 0, 0] },
        undertricks: { nv: [[50], [100], [200]], v: [[100], [200], [400]] },
        slams: {
          small: { bid: { nv: 500, v: 750 }, unbid: { nv: 0, v: 0 } },
          grand: { bid: { nv: 1000, v: 1500 }, unbid: { nv: 0, v: 0 } },
        },
        honours: { fourTrumps: 100, fiveTrumps: 150, fourAces: 150 },
        gamePremium: { kind: 'none' },
        rubberPremium: { kind: 'fixed', twoGames: 700, threeGames: 500 },
      }),
    );
    expect(
      (
        await json(
          'score',
          '--contract',
          '3NT',
          '--declarer',
          'N',
          '--tricks',
          '9',
          '--scoring',
          'vanderbilt',
          '--table',
          t,
        )
      ).value.score,
    ).toBe(100);
  });
  it('honours from the deal', async () => {
    const r = await json(
      'score',
      '--contract',
      '4S',
      '--declarer',
      'E',
      '--tricks',
      '10',
      '--scoring',
      'rubber',
      '--deal',
      'N:AKQJT.AKQJ.A2.A2 98765.T98.K3.K43 432.765.QJT98.QJ -.432.7654.T98765',
    );
    expect(r.value.score).toBe(120 - 150);
  });
  it('bad input: 8NT, an unknown strain, 14 tricks, a bad seat → coded error, exit 1', async () => {
    for (const [args, code] of [
      [['--contract', '8NT', '--declarer', 'N', '--tricks', '13'], 'contract/bad-level'],
      [['--contract', '4Z', '--declarer', 'N', '--tricks', '10'], 'contract/bad-contract'],
      [['--contract', '4S', '--declarer', 'N', '--tricks', '14'], 'score/bad-tricks'],
      [['--contract', '4S', '--declarer', 'Q', '--tricks', '10'], 'score/bad-declarer'],
      [['--contract', '4S', '--declarer', 'N', '--tricks', '10', '--scoring', 'plafond'], 'score/bad-scoring'],
    ] as const) {
      const r = await json('score', ...args);
      expect(r.code).toBe(1);
      expect(r.value).toMatchObject({ error: { code } });
    }
  });
  it('Four at One Table, dummy not a partner: declarer +620, others −620/3 each', async () => {
    const r = await json(
      'score',
      '--rules',
      'four-at-one-table',
      '--contract',
      '4H',
      '--declarer',
      'S',
      '--dummy',
      'E',
      '--partner',
      'no',
      '--tricks',
      '10',
    );
    expect(r.value).toMatchObject({
      score: 620,
      players: { S: 620, N: -207, E: -207, W: -207 },
      exact: { N: '-620/3' },
    });
  });
  it('Four at One Table with compensation: dummy N, 26 HCP, Iniarski no fit (440) → ±180 as in the original', async () => {
    const r = await json(
      'score',
      '--rules',
      'four-at-one-table',
      '--contract',
      '4H',
      '--declarer',
      'S',
      '--dummy',
      'N',
      '--partner',
      'yes',
      '--tricks',
      '10',
      '--compensation',
      'iniarski',
      '--hcp',
      '26',
      '--fit',
      'no',
    );
    expect(r.value.players).toEqual({ N: 180, E: -180, S: 180, W: -180 });
  });
  it("Four at One Table with a host's own expected-score table from a JSON file: the original's three values (issue 6)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'biritch-comp-'));
    const file = join(dir, 'slawinski.json');
    // Only the three values fixed by the worked example of seeds/001 (21 → 70, 26 → 440, 27 → 600), all vulnerable.
    const v = Array.from({ length: 21 }, (_, i) => ({ 1: 70, 6: 440, 7: 600 })[i] ?? null);
    writeFileSync(
      file,
      JSON.stringify({
        id: 'slawinski',
        name: 'three known values',
        sources: ['seeds/001'],
        rows: { nv: Array(21).fill(null), v },
      }),
    );
    const r = await json(
      'score',
      '--rules',
      'four-at-one-table',
      '--contract',
      '4H',
      '--declarer',
      'S',
      '--dummy',
      'E',
      '--partner',
      'yes',
      '--tricks',
      '10',
      '--compensation',
      file,
      '--hcp',
      '27',
    );
    expect(r.value.players).toEqual({ W: -20, N: -20, E: 20, S: 20 });
    const missing = await json(
      'score',
      '--rules',
      'four-at-one-table',
      '--contract',
      '4H',
      '--declarer',
      'S',
      '--dummy',
      'E',
      '--partner',
      'yes',
      '--tricks',
      '10',
      '--compensation',
      file,
      '--hcp',
      '24',
    );
    expect(missing.code).toBe(1);
    expect(missing.value).toMatchObject({ error: { code: 'compensation/missing-entry' } });
    const bad = await json(
      'score',
      '--rules',
      'four-at-one-table',
      '--contract',
      '4H',
      '--declarer',
      'S',
      '--dummy',
      'E',
      '--partner',
      'yes',
      '--tricks',
      '10',
      '--compensation',
      join(dir, 'none.json'),
      '--hcp',
      '27',
    );
    expect(bad.value).toMatchObject({ error: { code: 'score/bad-compensation' } });
  });
});

describe('biritch imps / vp', () => {
  it('imps: 250 → 6, −420 → −9 (negative differences work)', async () => {
    expect((await json('imps', '250')).value).toEqual({ diff: 250, imps: 6 });
    expect((await json('imps', '-420')).value).toEqual({ diff: -420, imps: -9 });
    expect((await run('imps', 'abc')).code).toBe(1);
  });
  it('vp: 8 IMPs in 12 boards → 12.61 to 7.39; −20 in 8 boards → 3.54 to 16.46 (WBF 2013 tables)', async () => {
    expect((await json('vp', '--boards', '12', '8')).value).toEqual({
      boards: 12,
      imps: 8,
      vp: { us: 12.61, them: 7.39 },
    });
    expect((await json('vp', '--boards', '8', '-20')).value.vp).toEqual({ us: 3.54, them: 16.46 });
    expect((await run('vp', '--boards', 'x', '3')).code).toBe(1);
  });
});

describe('biritch matchpoints', () => {
  it('matchpoints a traveller (bridge-scorer: +400, +430, +150, −50 → 4, 6, 2, 0)', async () => {
    const f = file(
      't.json',
      JSON.stringify([
        { ns: 1, ew: 5, score: 400 },
        { ns: 2, ew: 6, score: 430 },
        { ns: 3, ew: 7, score: 150 },
        { ns: 4, ew: 8, score: -50 },
      ]),
    );
    const r = await json('matchpoints', f);
    expect(r.code).toBe(0);
    const pairs = r.value.pairs as { pair: string; matchpoints: number; percent: number }[];
    expect(pairs.slice(0, 2)).toMatchObject([
      { pair: '2', matchpoints: 6, percent: 100 },
      { pair: '8', matchpoints: 6, percent: 100 },
    ]);
  });
  it('rejects a file that is not JSON, exit 1', async () => {
    expect((await run('matchpoints', file('bad.json', '{'))).code).toBe(1);
  });
});

describe('biritch score sheet', () => {
  const booklet = {
    kind: 'rubber',
    table: 'kontrakt',
    rubbers: [
      {
        players: { NS: ['A', 'B'], EW: ['X', 'Y'] },
        deals: [
          { contract: '2DX', declarer: 'N', tricks: 9, honours: 'NS:4' },
          { contract: '3C', declarer: 'E', tricks: 12, honours: 'EW:5' },
          { contract: '4H', declarer: 'W', tricks: 9 },
          { contract: '2S', declarer: 'S', tricks: 9, honours: 'NS:4' },
          { contract: '3C', declarer: 'N', tricks: 8 },
          { contract: '4S', declarer: 'N', tricks: 13, honours: 'NS:5' },
        ],
      },
    ],
  };
  it("the booklet's sheet as text and JSON: A +1814, B +1814, X −1814, Y −1814", async () => {
    const f = file('booklet.json', JSON.stringify(booklet));
    const text = await run('score', 'sheet', f);
    expect(text.code).toBe(0);
    expect(text.out.join('\n')).toContain('Players: A +1814, B +1814, X -1814, Y -1814');
    const r = await json('score', 'sheet', f);
    expect((r.value as { session: { players: unknown } }).session.players).toEqual({
      A: 1814,
      B: 1814,
      X: -1814,
      Y: -1814,
    });
  });
  it('reads PBN (Contract, Declarer, Result; honours from the Deal) as a Chicago with --kind', async () => {
    const pbn = [
      '[Board "1"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[Deal "N:AKQJT.AKQJ.A2.A2 98765.T98.K3.K43 432.765.QJT98.QJ -.432.7654.T98765"]',
      '[Declarer "N"]',
      '[Contract "4S"]',
      '[Result "12"]',
      '',
      '[Board "2"]',
      '[Dealer "E"]',
      '[Vulnerable "NS"]',
      '[Declarer "E"]',
      '[Contract "Pass"]',
      '',
      '[Board "3"]',
      '[Dealer "E"]',
      '[Vulnerable "NS"]',
      '[Declarer "W"]',
      '[Contract "2H"]',
      '[Result "8"]',
      '',
    ].join('\n');
    const r = await json('score', 'sheet', file('c.pbn', pbn), '--kind', 'chicago');
    expect(r.code).toBe(0);
    const lines = (
      r.value as { sheet: { lines: { entries: { kind: string; points: number }[]; passedOut: boolean }[] } }
    ).sheet.lines;
    expect(lines[0]!.entries.map((e) => [e.kind, e.points])).toEqual([
      ['tricks', 120],
      ['overtricks', 60],
      ['honours', 150],
      ['game', 300],
    ]);
    expect(lines[1]!.passedOut).toBe(true);
    expect(lines[2]!.entries).toEqual([{ side: 'EW', line: 'below', kind: 'tricks', points: 60 }]);
  });
  it('bad sheet input → coded error, exit 1', async () => {
    const r = await json(
      'score',
      'sheet',
      file('bad-sheet.json', JSON.stringify([{ contract: '4S', declarer: 'N', tricks: 20 }])),
    );
    expect(r.code).toBe(1);
    expect(r.value).toMatchObject({ error: { code: 'score/bad-tricks' } });
  });
});
