// `biritch auction` (issue 2): the seeds' auctions through the command line, JSON fields, refusals.
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const run = runCli;
const json = async (...argv: string[]) => {
  const r = await run('auction', ...argv, '--json');
  expect(r.code).toBe(0);
  return JSON.parse(r.out.join('\n'));
};

describe('biritch auction', () => {
  it('Polish seed (000, "Licytacja"): dealer W, P P 1D 2H 2S 3H 4S P P P → 4S by W', async () => {
    expect(await json('--dealer', 'W', 'P P 1D 2H 2S 3H 4S P P P')).toMatchObject({
      complete: true,
      contract: '4S',
      declarer: 'W',
      dummy: 'E',
      legal: [],
      partnerships: [
        ['N', 'S'],
        ['E', 'W'],
      ],
      seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
    });
  });
  it('Slovak seed (003, "Príklad 6"): dealer S, 1H 2H 4H P P P → 4H by S', async () => {
    expect(await json('--dealer', 'S', '1H 2H 4H P P P')).toMatchObject({ contract: '4H', declarer: 'S', dummy: 'N' });
  });
  it('writes doubled and redoubled contracts as 4SX and 4SXX, and NT with NT or N on input', async () => {
    expect((await json('--dealer', 'N', '4S X P P P')).contract).toBe('4SX');
    expect((await json('--dealer', 'N', '4S X XX P P P')).contract).toBe('4SXX');
    expect(await json('--dealer', 'E', '1NT P 3N P P P')).toMatchObject({ contract: '3NT', declarer: 'E' });
  });
  it('reports a passed-out deal and an incomplete auction with null contract, and the legal next calls', async () => {
    expect(await json('--dealer', 'N', 'P P P P')).toMatchObject({
      complete: true,
      passedOut: true,
      contract: null,
      declarer: null,
      dummy: null,
      legal: [],
    });
    const open = await json('--dealer', 'N', '1C X');
    expect(open).toMatchObject({ complete: false, contract: null, declarer: null, turn: 'S' });
    expect(open.legal.slice(0, 3)).toEqual(['P', 'XX', '1D']);
    expect(open.legal).toHaveLength(36);
  });
  it('refuses an illegal call with its position and reason (exit 1)', async () => {
    const r = await run('auction', '--dealer', 'N', '1C 1NT X XX 2C 1S');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/call 6 \(1S\).*does not outrank/);
    const j = await run('auction', '--dealer', 'N', '1C P X', '--json');
    expect(j.code).toBe(1);
    expect(JSON.parse(j.out[0]!)).toMatchObject({ error: { code: 'auction/cannot-double', position: 3, call: 'X' } });
  });
  it('refuses a missing or bad dealer, and an unknown rule set', async () => {
    expect((await run('auction', 'P')).code).toBe(1);
    expect((await run('auction', '--dealer', 'Q', 'P')).err.join('')).toMatch(/not a seat/);
    const r = await run('auction', '--rules', 'whist', '--dealer', 'N', 'P');
    expect(r.code).toBe(1);
  });
  it('prints a readable auction table without --json', async () => {
    const r = await run('auction', '--dealer', 'W', 'P P 1D 2H 2S 3H 4S P P P');
    expect(r.code).toBe(0);
    expect(r.out[0]).toBe('N     E     S     W');
    expect(r.out[1]!.trim()).toBe('Pass');
    expect(r.out.join('\n')).toContain('Contract 4♠ by W; dummy E; opening lead from N.');
  });
});

// Issue 6: the variants (docs/variants.md, worked example from seeds/001; hao.ts).
describe('biritch auction --rules four-at-one-table | hao', () => {
  it('the worked example: 2H 4H 4H 4H P P P with S dealing → 4H by S, dummy E, E and N swap, W leads', async () => {
    expect(await json('--rules', 'four-at-one-table', '--dealer', 'S', '2H 4H 4H 4H P P P')).toEqual({
      rules: 'four-at-one-table',
      dealer: 'S',
      calls: ['2H', '4H', '4H', '4H', 'P', 'P', 'P'],
      complete: true,
      passedOut: false,
      contract: '4H',
      declarer: 'S',
      dummy: 'E',
      openingLeader: 'W',
      turn: null,
      legal: [],
      partnerships: [['S', 'E']],
      owners: { H: 'S' },
      seats: { N: 'E', E: 'N', S: 'S', W: 'W' },
      dummyIsPartner: true,
      played: true,
    });
  });
  it('reports the partnerships as the auction goes, and offers the repeat among the legal calls', async () => {
    const mid = await json('--rules', 'four-at-one-table', '--dealer', 'S', '2H 4H 4H');
    expect(mid).toMatchObject({ complete: false, turn: 'E', partnerships: [['S', 'N']], owners: { H: 'S' } });
    expect(mid.legal.slice(0, 2)).toEqual(['P', '4H']);
    expect(mid.legal).not.toContain('X');
  });
  it('refuses a double with auction/no-doubles-in-variant (exit 1)', async () => {
    const r = await run('auction', '--rules', 'four-at-one-table', '--dealer', 'S', '2H X', '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out[0]!)).toMatchObject({ error: { code: 'auction/no-doubles-in-variant', position: 2 } });
  });
  it('the 2018 option: with no partnership the deal is not played', async () => {
    expect(await json('--rules', 'four-at-one-table', '--dealer', 'W', '1NT P P P')).toMatchObject({
      played: true,
      dummy: 'E',
      dummyIsPartner: false,
    });
    const off = await json('--rules', 'four-at-one-table', '--unpartnered-not-played', '--dealer', 'W', '1NT P P P');
    expect(off).toMatchObject({ played: false, passedOut: false, contract: null, dummy: null });
    const text = await run(
      'auction',
      '--rules',
      'four-at-one-table',
      '--unpartnered-not-played',
      '--dealer',
      'W',
      '1NT P P P',
    );
    expect(text.out.join('\n')).toContain('Not played: no partnership was formed');
  });
  it('prints owners, partnerships and the seat swap in the text report', async () => {
    const r = await run('auction', '--rules', 'four-at-one-table', '--dealer', 'S', '2H 4H 4H 4H P P P');
    expect(r.out).toEqual(
      expect.arrayContaining([
        'Owners: ♥ S.',
        'Partnerships: S–E.',
        'Seats for the play: E sits North, N sits East (dummy E faces S).',
      ]),
    );
  });
  it('Hao bridge prints the partnerships (no strain owners in Hao)', async () => {
    const r = await run('auction', '--rules', 'hao', '--dealer', 'N', '1H X P HAO P P P');
    expect(r.out).toEqual(
      expect.arrayContaining([
        'Partnerships: E–W.',
        "Dummy S is not declarer's partner: scored as one of three opponents.",
      ]),
    );
    expect(r.out.some((l) => l.startsWith('Owners'))).toBe(false);
  });
  it("Hao bridge: W joins E's double with HAO; dummy S is not N's partner", async () => {
    expect(await json('--rules', 'hao', '--dealer', 'N', '1H X P HAO P P P')).toMatchObject({
      contract: '1HX',
      declarer: 'N',
      dummy: 'S',
      partnerships: [['E', 'W']],
      owners: {},
      seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
      dummyIsPartner: false,
    });
  });
});
