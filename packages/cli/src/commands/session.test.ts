// `biritch session score` and `biritch session export` (issue 23, "The biritch command") on the
// hand-written files in testdata/session (no results file with score tables is in the shared
// data; the results in these are made up). Every expected figure below is worked out by hand:
// matchpoints 2/1/0 with top 2·(results−1) (Law 78A); adjusted scores 60/40 % of the top
// (Law 12C2); Neuberg (MP+1)·N/n−1 for a board with fewer real results (scoring-reference §2.3);
// cross-IMPs as the average of the IMPs against every other result (scoring-reference §2.5);
// scores from contracts by Law 77 with the vulnerability of the board number (Law 2).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkUsebioSchema } from '@biritch/notation';
import { runCli } from '../testing.js';

const data = (name: string): string => fileURLToPath(new URL(`./testdata/session/${name}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'biritch-session-'));
const at = (name: string): string => join(dir, name);
/** A copy of a test file with one change, in the temp folder. */
const changed = (name: string, from: string, to: string): string => {
  const text = readFileSync(data(name), 'utf8');
  expect(text).toContain(from);
  writeFileSync(at(name), text.replace(from, to));
  return at(name);
};

type Ranking = {
  id: string;
  section: string | null;
  direction: string | null;
  rank: number;
  percent: number | null;
  total: number;
};
type Scored = {
  method: string;
  methodFrom: string;
  winners: number;
  rankings: Ranking[];
  boards: { board: number; top: number | null; lines: Record<string, unknown>[] }[];
};

async function scoreJson(...args: string[]): Promise<Scored> {
  const r = await runCli('session', 'score', ...args, '--json');
  expect(r.err).toEqual([]);
  expect(r.code).toBe(0);
  return JSON.parse(r.out.join('\n')) as Scored;
}
const table = (s: Scored): string[] =>
  s.rankings.map((r) => `${r.section ?? '-'} ${r.direction ?? '-'} ${r.id}: ${r.rank} ${r.total} ${r.percent}`);

describe('biritch session score FILE --json', () => {
  it('matchpoints a two-winner PBN whose NS and EW pairs share numbers (club.pbn)', async () => {
    const s = await scoreJson(data('club.pbn'));
    expect([s.method, s.methodFrom, s.winners]).toEqual(['matchpoints', 'file', 2]);
    // Board 1 NS 400, −50, −110 → 4, 2, 0; board 2 NS 620, 620, −100 → 3, 3, 0 (top 4 each).
    expect(table(s)).toEqual([
      '- NS 1: 1 7 87.5',
      '- NS 2: 2 5 62.5',
      '- NS 3: 3 0 0',
      '- EW 3: 1 8 100',
      '- EW 2: 2 3 37.5',
      '- EW 1: 3 1 12.5',
    ]);
    expect(s.boards.map((b) => [b.board, b.top])).toEqual([
      [1, 4],
      [2, 4],
    ]);
  });
  it('works out the scores of lines that give only contract and result (Law 77, board 2 NS vulnerable)', async () => {
    const s = await scoreJson(data('club.pbn'));
    expect(s.boards[1]!.lines.map((l) => [l.ns, l.ew, l.contract, l.tricks, l.score, l.nsPoints, l.ewPoints])).toEqual([
      ['1', '1', '4H', 10, 620, 3, 1],
      ['2', '2', '4H', 10, 620, 3, 1],
      ['3', '3', '4H', 9, -100, 0, 4],
    ]);
  });
  it('--method imps scores the same file by cross-IMPs, with no percentages', async () => {
    const s = await scoreJson(data('club.pbn'), '--method', 'imps');
    expect([s.method, s.methodFrom]).toEqual(['cross-imps', 'option']);
    // Board 1: 400 gains 10 and 11 IMPs (450, 510) → 10.5; board 2: 620 gains 0 and 12 → 6.
    expect(table(s).slice(0, 3)).toEqual(['- NS 1: 1 16.5 null', '- NS 2: 2 2 null', '- NS 3: 3 -18.5 null']);
    expect(s.boards[0]!.lines.map((l) => l.nsPoints)).toEqual([10.5, -4, -6.5]);
  });
  it('reads USEBIO with two sections, the same pair numbers in each, a phantom and A6040 (club.xml)', async () => {
    const s = await scoreJson(data('club.xml'));
    expect(table(s)).toEqual([
      'A NS 2: 1 2 100',
      'A NS 1: 2 0 0',
      'A EW 1: 1 2 100',
      'A EW 2: 2 0 0',
      // B: the lone real result is factored to two (Neuberg: (0+1)·2/1−1 = 1); A+/A- is 60/40 % of top 2.
      'B NS 2: 1 1.2 60',
      'B NS 1: 2 1 50',
      'B EW 1: 1 1 50',
      'B EW 2: 2 0.8 40',
    ]);
    expect(s.boards[1]!.lines[1]).toMatchObject({
      ns: '2',
      ew: '2',
      score: null,
      adjusted: { ns: 'average-plus', ew: 'average-minus' },
      nsPoints: 1.2,
      ewPoints: 0.8,
    });
  });
  it('scores Biritch session JSON, one winner, with an adjusted board (night.json)', async () => {
    const s = await scoreJson(data('night.json'));
    expect([s.method, s.winners]).toEqual(['matchpoints', 1]);
    // Pair 2: 2 + 2 + 1.2 of 6; pair 1: 0 + 2 + 1; pair 3: 2 + 0 + 0.8; pair 4: 0 + 0 + 1.
    expect(table(s)).toEqual(['- - 2: 1 5.2 86.67', '- - 1: 2 3 50', '- - 3: 3 2.8 46.67', '- - 4: 4 1 16.67']);
  });
  it('prints rankings and travellers as text without --json', async () => {
    const r = await runCli('session', 'score', data('club.pbn'));
    expect(r.code).toBe(0);
    expect(r.out[0]).toBe('Tuesday pairs — matchpoints (from the file), two winners');
    expect(r.out).toContain('  1       1        7 MP   87.50%  Ann Alda – Bo Berg');
  });
});

describe('errors in the file are located (file:line:column)', () => {
  it('a PBN contract that is not one', async () => {
    const f = changed('club.pbn', ' 2  1  2  2 3NT', ' 2  1  2  2 9NT');
    const r = await runCli('session', 'score', f);
    expect(r.code).toBe(1);
    expect(r.err[0]).toBe(
      `biritch session score: ${f}:16:13: board 1: Contract '9NT': '9NT': a contract's level is 1 to 7`,
    );
  });
  it('USEBIO tricks that are not tricks', async () => {
    const f = changed('club.xml', '<TRICKS>11</TRICKS>', '<TRICKS>15</TRICKS>');
    const r = await runCli('session', 'score', f, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out[0]!)).toMatchObject({ error: { code: 'usebio/bad-tricks' } });
    expect(r.err[0]).toContain(`${f}:24:140: board 1: TRICKS '15' is not 0 to 13 tricks`);
  });
  it('JSON: a bad declarer and a pair with two results on one board, at their places', async () => {
    const bad = changed('night.json', '"declarer": "N", "tricks": 11', '"declarer": "Q", "tricks": 11');
    expect((await runCli('session', 'score', bad)).err[0]).toBe(
      `biritch session score: ${bad}:13:95: declarer is N, E, S or W`,
    );
    const twice = changed('night.json', '"ns": "4", "ew": "2", "score": -620', '"ns": "4", "ew": "1", "score": -620');
    expect((await runCli('session', 'score', twice)).err[0]).toBe(
      `biritch session score: ${twice}:15:5: board 2: pair 1 has a second result here`,
    );
  });
  it('JSON that is not JSON', async () => {
    const f = changed('night.json', '"winners": 1,', '"winners": 1,,');
    expect((await runCli('session', 'score', f)).err[0]).toMatch(new RegExp(`${f}:4:16: not JSON`));
  });
  it('a method Biritch does not score needs --method; a bad --method is refused', async () => {
    const f = changed('club.pbn', '[Scoring "MatchPoints"]', '[Scoring "BAM"]');
    const r = await runCli('session', 'score', f);
    expect(r.err[0]).toContain('the file is scored by board-a-match; give --method mp, imps or butler');
    expect((await runCli('session', 'score', f, '--method', 'mp')).code).toBe(0);
    expect((await runCli('session', 'score', f, '--method', 'total')).err[0]).toContain(
      "--method is mp, imps or butler, not 'total'",
    );
  });
});

describe('biritch session export FILE --to pbn|usebio', () => {
  it('writes USEBIO that passes the schema and scores to the same rankings', async () => {
    const out = at('night.xml');
    expect((await runCli('session', 'export', data('night.json'), '--to', 'usebio', '--out', out)).code).toBe(0);
    const xml = readFileSync(out, 'utf8');
    expect(checkUsebioSchema(xml)).toEqual([]);
    expect(xml).toContain('<SCORE>A6040</SCORE>');
    expect(xml).toContain('<PLACE>1</PLACE>');
    expect(table(await scoreJson(out))).toEqual(table(await scoreJson(data('night.json'))));
  });
  it('writes PBN score tables and a ranking that read back to the same rankings, sections and all', async () => {
    for (const src of ['club.pbn', 'club.xml']) {
      const out = at(`${src}.pbn`);
      expect((await runCli('session', 'export', data(src), '--to', 'pbn', '--out', out)).code).toBe(0);
      const text = readFileSync(out, 'utf8');
      expect(text).toContain('[TotalScoreTable "');
      expect(table(await scoreJson(out))).toEqual(table(await scoreJson(data(src))));
    }
  });
  it('keeps the hand record of a PBN and writes to stdout without --out', async () => {
    const r = await runCli('session', 'export', data('club.pbn'), '--to', 'pbn');
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toContain(
      '[Deal "N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74"]',
    );
    expect(r.out.join('\n')).toContain('[OptimumScore "NS 400"]');
  });
  it('refuses an unknown --to', async () => {
    expect((await runCli('session', 'export', data('club.pbn'), '--to', 'lin')).err[0]).toContain(
      "--to is pbn or usebio, not 'lin'",
    );
  });
});

describe('a file with nothing to score', () => {
  it('refuses a hand record without score tables', async () => {
    const f = at('hands.pbn');
    writeFileSync(f, '[Board "1"]\n[Deal "N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74"]\n');
    const r = await runCli('session', 'score', f);
    expect(r.code).toBe(1);
    expect(r.err[0]).toBe(`biritch session score: ${f}:1:1: the file has no results to score (no traveller lines)`);
  });
});

describe('session score and export: a USEBIO teams event (swiss-teams.xml)', () => {
  // Board 1: team 1 NS +420 (4S, none vul) and team 2 NS +400 at the other table: 20 → 1 IMP to team 1.
  // Board 2: team 1 NS −110 and team 2 NS −50 (team 1 EW +50): −60 → 2 IMPs to team 2. Net 1 IMP
  // to team 2 over 2 boards: WBF 2013, 10.86 – 9.14 (scoring-reference §2.7.3).
  it('scores the match between the rooms and ranks the teams by VPs', async () => {
    const s = await scoreJson(data('swiss-teams.xml'));
    expect([s.method, s.methodFrom, s.winners]).toEqual(['teams-imps', 'file', 1]);
    expect(table(s)).toEqual(['- - 2: 1 10.86 null', '- - 1: 2 9.14 null']);
    expect(s.boards.map((b) => b.lines.map((l) => [l.ns, l.ew, l.nsPoints]))).toEqual([
      [
        ['1', '2', 1],
        ['2', '1', -1],
      ],
      [
        ['1', '2', -2],
        ['2', '1', 2],
      ],
    ]);
  });
  it('exports a teams USEBIO that passes the schema and scores the same when read back', async () => {
    const out = at('teams-out.xml');
    const r = await runCli('session', 'export', data('swiss-teams.xml'), '--to', 'usebio', '--out', out);
    expect(r.code).toBe(0);
    const xml = readFileSync(out, 'utf8');
    expect(checkUsebioSchema(xml)).toEqual([]);
    expect(xml).toContain('<TEAM_SCORE>9.14</TEAM_SCORE>');
    expect(table(await scoreJson(out))).toEqual(table(await scoreJson(data('swiss-teams.xml'))));
  });
  it('refuses a pairs method for a teams file', async () => {
    const r = await runCli('session', 'score', data('swiss-teams.xml'), '--method', 'mp');
    expect(r.code).not.toBe(0);
    expect(r.err.join('\n')).toMatch(/teams event/);
  });
});
