// `biritch movement list|show|check|propose` (issue 23, "The biritch command").
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const dir = mkdtempSync(join(tmpdir(), 'biritch-movement-'));
const file = (name: string, text: string): string => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('biritch movement list', () => {
  it('prints an array of { name, tables, rounds, boards } with --json', async () => {
    const r = await runCli('movement', 'list', '--json');
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out.join('\n')) as { name: string }[];
    expect(list).toContainEqual({ name: 'howell-4', tables: 4, rounds: 7, boards: 28 });
    expect(list).toContainEqual({ name: 'mitchell-7', tables: 7, rounds: 7, boards: 28 });
    expect(Object.keys(list[0]!)).toEqual(['name', 'tables', 'rounds', 'boards']);
  });
  it('prints a table with the balance figure', async () => {
    const r = await runCli('movement', 'list');
    expect(r.out[0]).toMatch(/^name\s+tables\s+rounds\s+boards\s+kind\s+winners\s+balance$/);
    expect(r.out.find((l) => l.startsWith('howell-4 '))).toMatch(/howell-4\s+4\s+7\s+28\s+pairs\s+1\s+100$/);
  });
});

describe('biritch movement show', () => {
  it('gives rows of { table, round, ns, ew, boards } with --json (the published Howell 4, round 1)', async () => {
    const r = await runCli('movement', 'show', 'howell-4', '--json');
    expect(r.code).toBe(0);
    const m = JSON.parse(r.out.join('\n')) as {
      rows: { table: number; round: number; ns: number; ew: number; boards: number[] }[];
    };
    expect(m.rows.filter((x) => x.round === 1).map(({ table, ns, ew, boards }) => [table, ns, ew, boards[0]])).toEqual([
      [1, 8, 1, 1],
      [2, 5, 4, 5],
      [3, 2, 7, 9],
      [4, 3, 6, 17],
    ]);
  });
  it('gives players [N, E, S, W] for an individual movement', async () => {
    const r = await runCli('movement', 'show', 'individual-8', '--json');
    const m = JSON.parse(r.out.join('\n')) as { rows: { players: number[]; ns?: unknown }[] };
    expect(m.rows[0]!.players).toEqual([8, 5, 1, 7]);
    expect(m.rows[0]!.ns).toBeUndefined();
  });
  it('prints a round-by-table grid', async () => {
    const r = await runCli('movement', 'show', 'mitchell-3');
    expect(r.code).toBe(0);
    expect(r.out).toContain('1     | 1-4 1-9   | 2-5 10-18 | 3-6 19-27');
  });
  it('takes the boards a round', async () => {
    const r = await runCli('movement', 'show', 'mitchell-5', '--boards-per-round', '2', '--json');
    expect((JSON.parse(r.out.join('\n')) as { boards: number }).boards).toBe(10);
  });
  it('an unknown name is bad input with a code', async () => {
    const r = await runCli('movement', 'show', 'nothing-9', '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out.join('\n'))).toMatchObject({ error: { code: 'movement/unknown' } });
  });
  it('no name is a usage error', async () => {
    expect((await runCli('movement', 'show')).code).toBe(2);
  });
});

describe('biritch movement check', () => {
  it('passes what show --json printed', async () => {
    const shown = await runCli('movement', 'show', 'howell-5', '--json');
    const r = await runCli('movement', 'check', file('h5.json', shown.out.join('\n')));
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/howell-5, 5 tables, 9 rounds, 27 boards, each played 5 times: no problems$/);
  });
  it('locates a repeat meeting and a replayed board, exit 1', async () => {
    const bad = file(
      'bad.json',
      [
        '{"rows": [',
        '  {"table": 1, "round": 1, "ns": 1, "ew": 2, "boards": [1, 2]},',
        '  {"table": 2, "round": 1, "ns": 3, "ew": 4, "boards": [3, 4]},',
        '  {"table": 1, "round": 2, "ns": 2, "ew": 1, "boards": [3, 4]},',
        '  {"table": 2, "round": 2, "ns": 4, "ew": 3, "boards": [1, 2]}',
        ']}',
      ].join('\n'),
    );
    const r = await runCli('movement', 'check', bad);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      `${bad}:4:3: movement/repeat-meeting pairs 2 and 1 meet again in round 2`,
      `${bad}:5:3: movement/repeat-meeting pairs 4 and 3 meet again in round 2`,
    ]);
  });
  it('gives the problems as JSON', async () => {
    const bad = file('syntax.json', '{"rows": [\n  {"table": 1,, }\n]}');
    const r = await runCli('movement', 'check', bad, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out.join('\n'))).toEqual({
      ok: false,
      problems: [{ file: bad, line: 2, column: 15, code: 'json/syntax', message: 'not JSON: expected a "quoted" key' }],
    });
  });
  it('an unreadable file is bad input', async () => {
    const r = await runCli('movement', 'check', join(dir, 'missing.json'));
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/cannot read .*ENOENT/);
  });
});

describe('biritch movement propose', () => {
  it('lists movements for 14 pairs, best first, as JSON', async () => {
    const r = await runCli('movement', 'propose', '--pairs', '14', '--json');
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out.join('\n')) as {
      name: string;
      rounds: number;
      boardsPerRound: number;
      boardsPlayed: number;
      balance: number | null;
    }[];
    expect(list[0]).toMatchObject({ name: 'howell-7', rounds: 13, boardsPerRound: 2, boardsPlayed: 26, balance: 91.3 });
  });
  it('respects --rounds and --boards', async () => {
    const r = await runCli('movement', 'propose', '--pairs', '14', '--rounds', '8', '--boards', '24');
    expect(r.out[0]).toMatch(/^name\s+tables\s+rounds\s+a round\s+played\s+boards\s+winners\s+balance$/);
    expect(r.out.slice(1).map((l) => l.split(/\s+/)[0])).toEqual(['mitchell-7-arrow', 'mitchell-7']);
  });
  it('refuses a bad number and a missing field size', async () => {
    expect((await runCli('movement', 'propose', '--pairs', 'x')).code).toBe(1);
    const r = await runCli('movement', 'propose', '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out.join('\n'))).toMatchObject({ error: { code: 'propose/bad-request' } });
  });
});
