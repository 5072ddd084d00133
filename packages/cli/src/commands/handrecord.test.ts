// `biritch handrecord` (issue 23, "Boards and files"): a PBN set of boards → a PDF hand record
// with the hands, points, makeable contracts and par (research note §5.7); checked through
// pdftotext (poppler-utils) where installed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const dir = mkdtempSync(join(tmpdir(), 'biritch-handrecord-'));
const file = (name: string): string => join(dir, name);
let pdftotext = true;
try {
  execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
} catch {
  pdftotext = false;
  console.warn('pdftotext not found (apt-get install poppler-utils): the hand record text check is skipped');
}

// Board 1 of emkael/deal-convert's test.pbn: its OptimumScore says NS −420 (4♠ by East-West).
const BOARD_1 =
  '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n' +
  '[Deal "N:65.A53.JT7.AK762 AK87.QT4.AK98.95 JT9.982.Q532.Q83 Q432.KJ76.64.JT4"]\n';

describe('biritch handrecord', () => {
  it('writes a PDF of two boards a page, solved with the TypeScript engine', async () => {
    await runCli('boards', '--count', '3', '--seed', '11', '--to', 'pbn', '--out', file('three.pbn'));
    const r = await runCli(
      'handrecord',
      file('three.pbn'),
      '--pdf',
      file('three.pdf'),
      '--backend',
      'ts',
      '--threads',
      '1',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0]!)).toMatchObject({ boards: 3, pages: 2, backend: 'ts' });
    expect(readFileSync(file('three.pdf')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 120_000);

  it.skipIf(!pdftotext)(
    'prints the par and makeable contracts the solver finds (4♠ by E-W, −420)',
    async () => {
      writeFileSync(file('one.pbn'), BOARD_1);
      const r = await runCli(
        'handrecord',
        file('one.pbn'),
        '--pdf',
        file('one.pdf'),
        '--per-page',
        '1',
        '--title',
        'Club pairs',
        '--threads',
        '1',
      );
      expect(r.code).toBe(0);
      const text = execFileSync('pdftotext', ['-raw', file('one.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain('Club pairs');
      expect(text).toContain('Board 1 Dealer North Vul None');
      expect(text).toContain('Par E-W +420');
      expect(text).toContain('E 1 4 3 2 –'); // East: NT 7, ♠ 10, ♥ 9, ♦ 8, ♣ 6 tricks (deal-convert's table)
    },
    120_000,
  );

  it('is reproducible with SOURCE_DATE_EPOCH: the same file gives the same bytes', async () => {
    writeFileSync(file('one.pbn'), BOARD_1);
    const before = process.env.SOURCE_DATE_EPOCH;
    process.env.SOURCE_DATE_EPOCH = '1800000000';
    try {
      await runCli('handrecord', file('one.pbn'), '--pdf', file('a.pdf'), '--threads', '1');
      await runCli('handrecord', file('one.pbn'), '--pdf', file('b.pdf'), '--threads', '1');
    } finally {
      if (before === undefined) delete process.env.SOURCE_DATE_EPOCH;
      else process.env.SOURCE_DATE_EPOCH = before;
    }
    expect(readFileSync(file('a.pdf')).equals(readFileSync(file('b.pdf')))).toBe(true);
  }, 120_000);

  it('refuses a missing --pdf (usage), a bad --per-page or --paper, and a file without boards (coded)', async () => {
    writeFileSync(file('one.pbn'), BOARD_1);
    expect((await runCli('handrecord', file('one.pbn'))).code).toBe(2);
    const per = await runCli('handrecord', file('one.pbn'), '--pdf', file('x.pdf'), '--per-page', '3', '--json');
    expect(JSON.parse(per.out[0]!).error.code).toBe('handrecord/bad-per-page');
    const paper = await runCli('handrecord', file('one.pbn'), '--pdf', file('x.pdf'), '--paper', 'a3', '--json');
    expect(JSON.parse(paper.out[0]!).error.code).toBe('handrecord/bad-paper');
    writeFileSync(file('empty.pbn'), '% nothing here\n');
    const empty = await runCli('handrecord', file('empty.pbn'), '--pdf', file('x.pdf'), '--json');
    expect(JSON.parse(empty.out[0]!).error.code).toBe('boards/empty');
  });
});
