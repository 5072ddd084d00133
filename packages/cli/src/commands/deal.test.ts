// `biritch deal` (issue 2): boards with dealer and vulnerability from the board number (Law 2),
// seeded reproducibility, the --where condition, the four formats, coded refusals.
import { describe, expect, it } from 'vitest';
import { handHas, parseHand, unwrap } from '@biritch/core';
import { hcp, isBalanced } from '@biritch/dealer';
import { parsePbn, parseLin, tagValue } from '@biritch/notation';
import { runCli } from '../testing.js';

const run = runCli;
const dealJson = async (...argv: string[]) => {
  const r = await run('deal', ...argv, '--json');
  expect(r.code).toBe(0);
  return JSON.parse(r.out.join('\n'));
};

describe('biritch deal', () => {
  it('deals one board by default, board 1: dealer North, nobody vulnerable (Law 2)', async () => {
    const j = await dealJson();
    expect(j.deals).toHaveLength(1);
    expect(j.deals[0]).toMatchObject({ board: 1, dealer: 'N', vulnerability: 'none' });
    expect(j.seed).toBeNull();
  });
  it('numbers boards on from --board, with their dealers and vulnerability (Law 2)', async () => {
    const j = await dealJson('--count', '3', '--board', '3', '--seed', '9');
    expect(
      j.deals.map((d: { board: number; dealer: string; vulnerability: string }) => [
        d.board,
        d.dealer,
        d.vulnerability,
      ]),
    ).toEqual([
      [3, 'S', 'EW'],
      [4, 'W', 'both'],
      [5, 'N', 'NS'],
    ]);
  });
  it('gives the same deals for the same seed (the dealer package pins seed 1)', async () => {
    const a = await dealJson('--seed', '1', '--count', '2');
    const b = await dealJson('--seed', '1', '--count', '2');
    expect(a.deals).toEqual(b.deals);
    expect(a.deals[0].deal).toBe('N:852.J3.9874.AK52 AT943.Q2.KJ32.Q6 KJ76.T74.AT.T973 Q.AK9865.Q65.J84');
  });
  it('meets a --where condition on every board', async () => {
    const j = await dealJson(
      '--seed',
      '3',
      '--count',
      '20',
      '--where',
      'hcp(N) >= 15 && hcp(N) <= 17 && balanced(N) && hcp(S) >= 12',
    );
    for (const d of j.deals) {
      const n = unwrap(parseHand(d.hands.N));
      expect(hcp(n) >= 15 && hcp(n) <= 17 && isBalanced(n) && hcp(unwrap(parseHand(d.hands.S))) >= 12).toBe(true);
    }
    expect(j.attempts).toBeGreaterThan(20);
  });
  it('keeps --predeal cards (a hand with dots, or a card list) in their seats', async () => {
    const j = await dealJson('--seed', '4', '--count', '5', '--predeal', 'S:AKQ2.KJ.-.-', '--predeal', 'w:sj,HA');
    for (const d of j.deals) {
      const south = unwrap(parseHand(d.hands.S));
      const west = unwrap(parseHand(d.hands.W));
      expect((['SA', 'SK', 'SQ', 'S2', 'HK', 'HJ'] as const).every((c) => handHas(south, c))).toBe(true);
      expect(handHas(west, 'SJ') && handHas(west, 'HA')).toBe(true);
    }
  });
  it('prints a compass diagram as text', async () => {
    const r = await run('deal', '--seed', '1', '--board', '2');
    expect(r.code).toBe(0);
    const text = r.out.join('\n');
    expect(text).toContain('Board 2');
    expect(text).toContain('♠ 852');
    expect(text).toContain('♥ AK9865');
  });
  it('writes PBN that reads back with Board, Dealer, Vulnerable and Deal', async () => {
    const r = await run('deal', '--seed', '1', '--count', '2', '--format', 'pbn');
    expect(r.code).toBe(0);
    const games = unwrap(parsePbn(r.out.join('\n'))).games;
    expect(games.map((g) => [tagValue(g, 'Board'), tagValue(g, 'Dealer'), tagValue(g, 'Vulnerable')])).toEqual([
      ['1', 'N', 'None'],
      ['2', 'E', 'NS'],
    ]);
    expect(tagValue(games[0]!, 'Deal')).toBe('N:852.J3.9874.AK52 AT943.Q2.KJ32.Q6 KJ76.T74.AT.T973 Q.AK9865.Q65.J84');
  });
  it('writes LIN that reads back', async () => {
    const r = await run('deal', '--seed', '1', '--count', '2', '--format', 'lin');
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toMatch(/^md\|3SKJ76HT74DATCT973,/);
    expect(unwrap(parseLin(r.out.join('\n'))).games).toHaveLength(2);
  });
  it('refuses bad input with exit 1 and a coded error', async () => {
    const cases: [string[], string][] = [
      [['--count', '0'], 'deal/bad-count'],
      [['--count', 'lots'], 'deal/bad-count'],
      [['--board', '0'], 'deal/bad-board'],
      [['--board=-2'], 'deal/bad-board'],
      [['--seed', 'abc'], 'dealer/bad-seed'],
      [['--format', 'xml'], 'deal/bad-format'],
      [['--predeal', 'X:SA'], 'deal/bad-predeal'],
      [['--predeal', 'N:SA', '--predeal', 'S:SA'], 'dealer/predeal-conflict'],
      [['--predeal', 'N:SA', '--predeal', 'N:SK'], 'deal/bad-predeal'],
      [['--where', 'hcp(N) >'], 'where/syntax'],
      [['--where', 'hcp(N) > 37'], 'dealer/constraint-impossible'],
      [['--where', 'hcp(N) == 37', '--max-attempts', '1000'], 'dealer/constraint-unsatisfiable'],
    ];
    for (const [args, code] of cases) {
      const r = await run('deal', ...args, '--json');
      expect(r.code, args.join(' ')).toBe(1);
      expect(JSON.parse(r.out.join('\n')).error.code).toBe(code);
      expect(r.err.join('\n')).toMatch(/^biritch deal: /);
    }
  });
});
