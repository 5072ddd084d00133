// Hand records as PDF (research note §5.7; issue 23, "Boards and files"): what a player reads on
// the page — board, dealer, vulnerability, the four hands with their points, the makeable
// contracts and par — checked in the PDF's own text (pdftotext, poppler-utils) and structure.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardDealer, boardVulnerability, unwrap } from '@biritch/core';
import { parseDeal, parseDoubleDummyTricks } from '@biritch/notation';
import { loadFonts } from './fonts.js';
import { makeHandRecordPdf } from './handRecord.js';
import type { HandRecordBoard } from './types.js';

// Board 1 of the sample set in emkael/deal-convert (test/test.pbn), with the double-dummy
// tricks and par its OptimumResultTable and OptimumScore give (NS −420: 4♠ by East-West).
const deal = unwrap(parseDeal('N:65.A53.JT7.AK762 AK87.QT4.AK98.95 JT9.982.Q532.Q83 Q432.KJ76.64.JT4')).deal;
// DoubleDummyTricks order: N, S, E, W; in each NT ♠ ♥ ♦ ♣ (hex digits).
const tricks = unwrap(parseDoubleDummyTricks('63456635467A98678A986'.slice(0, 20)));
const board = (n: number): HandRecordBoard => ({
  board: n,
  dealer: boardDealer(n),
  vulnerability: boardVulnerability(n),
  deal,
  hcp: { N: 12, E: 16, S: 5, W: 7 },
  tricks,
  par: {
    score: -420,
    contracts: [{ level: 4, strain: 'S', side: 'EW', declarers: ['E', 'W'], doubled: false, result: 0 }],
  },
});
const fonts = unwrap(loadFonts());
const createdAt = new Date(Date.UTC(2026, 10, 26));
const latin1 = (b: Uint8Array): string => Buffer.from(b).toString('latin1');
const pageCount = (b: Uint8Array): number => (latin1(b).match(/\/Type \/Page\b/g) ?? []).length;

let pdftotext = true;
try {
  execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
} catch {
  pdftotext = false;
  console.warn('pdftotext not found (apt-get install poppler-utils): the PDF text checks are skipped');
}
const dir = mkdtempSync(join(tmpdir(), 'biritch-print-'));
let files = 0;
const textOf = (bytes: Uint8Array): string => {
  const file = join(dir, `t${++files}.pdf`);
  writeFileSync(file, bytes);
  // -raw: the text in drawing order, with the spaces as written (the default reading order joins
  // narrowly spaced words, even in the PDF base fonts).
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

describe('hand record PDF: structure', () => {
  it('is a PDF with one page per two boards, or per board with --per-page 1', async () => {
    const boards = [1, 2, 3].map(board);
    const two = unwrap(await makeHandRecordPdf(boards, { fonts, createdAt }));
    expect(latin1(two.subarray(0, 5))).toBe('%PDF-');
    expect(latin1(two.subarray(-6))).toContain('%%EOF');
    expect(pageCount(two)).toBe(2);
    const one = unwrap(await makeHandRecordPdf(boards, { fonts, createdAt, perPage: 1 }));
    expect(pageCount(one)).toBe(3);
  });

  it('embeds DejaVu Sans as a TrueType font (the suit symbols are not in the PDF base fonts)', async () => {
    const text = latin1(unwrap(await makeHandRecordPdf([board(1)], { fonts, createdAt })));
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(text).toContain('/FontFile2');
    expect(text).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('gives the same bytes for the same boards and date (no clock, no randomness)', async () => {
    const a = unwrap(await makeHandRecordPdf([board(1), board(2)], { fonts, createdAt }));
    const b = unwrap(await makeHandRecordPdf([board(1), board(2)], { fonts, createdAt }));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('refuses no boards and a per-page count other than 1 or 2 (print/no-boards, print/bad-per-page)', async () => {
    const none = await makeHandRecordPdf([], { fonts, createdAt });
    expect(none.ok ? null : none.error.code).toBe('print/no-boards');
    const three = await makeHandRecordPdf([board(1)], { fonts, createdAt, perPage: 3 });
    expect(three.ok ? null : three.error.code).toBe('print/bad-per-page');
  });
});

describe.skipIf(!pdftotext)('hand record PDF: what the page says (pdftotext)', () => {
  it('prints board number, dealer and vulnerability (Law 2: board 6 is East, E-W)', async () => {
    const text = textOf(unwrap(await makeHandRecordPdf([board(6)], { fonts, createdAt, title: 'Club pairs' })));
    expect(text).toContain('Club pairs');
    expect(text).toContain('Board 6');
    expect(text).toContain('Dealer East');
    expect(text).toContain('Vul E-W');
  });

  it('prints each hand suit by suit with the symbols, 10 for the ten, and the points by seat', async () => {
    const text = textOf(unwrap(await makeHandRecordPdf([board(1)], { fonts, createdAt })));
    for (const line of ['♠ 6 5', '♥ A 5 3', '♦ J 10 7', '♣ A K 7 6 2', '♠ Q 4 3 2', '♣ J 10 4'])
      expect(text).toContain(line);
    for (const points of ['N 12', 'E 16', 'S 5', 'W 7']) expect(text).toContain(points);
  });

  it('prints the makeable contracts as levels and the par', async () => {
    const text = textOf(unwrap(await makeHandRecordPdf([board(1)], { fonts, createdAt })));
    expect(text).toContain('Makeable contracts');
    expect(text).toContain('NT ♠ ♥ ♦ ♣');
    // East: NT 7 tricks, ♠ 10, ♥ 9, ♦ 8, ♣ 6 → levels 1 4 3 2 –.
    expect(text).toContain('E 1 4 3 2 –');
    expect(text).toContain('Par E-W +420');
    expect(text).toContain('4♠ E-W');
  });

  it('prints two boards a page in board order, and the page numbers', async () => {
    const text = textOf(unwrap(await makeHandRecordPdf([1, 2, 3].map(board), { fonts, createdAt })));
    expect(text.indexOf('Board 1')).toBeLessThan(text.indexOf('Board 2'));
    expect(text.indexOf('Board 2')).toBeLessThan(text.indexOf('Board 3'));
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
  });
});
