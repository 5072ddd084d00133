// Guide cards as PDF (issue 24: "print table cards and guide cards (who moves where)", "NS stay;
// EW to table 3; boards to table 1"): what a player reads on the card, checked in the PDF's own
// text (pdftotext, poppler-utils), and the pages it takes. The cards are written out by hand here
// for a 3-table Mitchell (research note §3.2: NS stay, EW up one table, boards down one).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { loadFonts } from './fonts.js';
import { boardRanges, guideMoveText, makeGuideCardsPdf, type PrintGuideCard } from './guideCards.js';

/** A T-table Mitchell's cards, two boards a round: pair t NS at table t, EW pair T+t moving up. */
function mitchell(tables: number): PrintGuideCard[] {
  const up = (t: number, k: number) => ((t - 1 + k) % tables) + 1;
  const down = (t: number, k: number) => ((t - 1 - k + tables * 2) % tables) + 1;
  return Array.from({ length: tables }, (_, i) => {
    const table = i + 1;
    return {
      section: 'A',
      table,
      rounds: Array.from({ length: tables }, (_, k) => {
        const set = up(table, k); // boards move down, so this table meets set t+k in round k+1
        return {
          round: k + 1,
          ns: table,
          ew: tables + down(table, k),
          boards: [2 * set - 1, 2 * set],
          next:
            k + 1 === tables
              ? null
              : {
                  ns: { table, direction: 'NS' as const },
                  ew: { table: up(table, 1), direction: 'EW' as const },
                  boardsTo: down(table, 1),
                },
        };
      }),
    };
  });
}

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
const dir = mkdtempSync(join(tmpdir(), 'biritch-guide-'));
const textOf = (bytes: Uint8Array): string => {
  const file = join(dir, `g${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

describe('guide cards: the move in words', () => {
  it('says NS stay, EW to the next table, boards to the previous one (issue 24)', () => {
    const card = mitchell(3)[1]!; // table 2
    expect(guideMoveText(card, card.rounds[0]!)).toBe('N–S stay; E–W to table 3 (E–W); boards to table 1');
    expect(guideMoveText(card, card.rounds[2]!)).toBe('End of the session');
  });

  it('says when a pair sits out and when boards leave play', () => {
    const card: PrintGuideCard = {
      section: 'A',
      table: 1,
      rounds: [
        {
          round: 1,
          ns: 1,
          ew: 2,
          boards: [1],
          next: { ns: { table: null, direction: null }, ew: { table: 1, direction: 'NS' }, boardsTo: null },
        },
      ],
    };
    expect(guideMoveText(card, card.rounds[0]!)).toBe('N–S sit out; E–W to table 1 (N–S); boards out of play');
    const relay = { ...card.rounds[0]!, next: { ...card.rounds[0]!.next!, boardsRest: true } };
    expect(guideMoveText(card, relay)).toMatch(/; boards to the relay stand$/);
  });

  it('writes board numbers as ranges', () => {
    expect(boardRanges([3, 1, 2, 7, 9, 10])).toBe('1-3, 7, 9-10');
  });
});

describe('guide cards PDF', () => {
  it('refuses an empty set with print/no-cards', async () => {
    const r = await makeGuideCardsPdf([], { fonts, createdAt });
    expect(!r.ok && r.error.code).toBe('print/no-cards');
  });

  it('stacks whole cards on a page: 3 tables on one page, 13 tables of 13 rounds on more', async () => {
    const small = unwrap(await makeGuideCardsPdf(mitchell(3), { fonts, createdAt, title: 'Tuesday pairs' }));
    expect(latin1(small.subarray(0, 5))).toBe('%PDF-');
    expect(pageCount(small)).toBe(1);
    // A card of 13 rounds is 24 + 14 × 16 + 6 = 254 pt; 2 fit the 716 pt below the header (with a 14 pt gap).
    const big = unwrap(await makeGuideCardsPdf(mitchell(13), { fonts, createdAt }));
    expect(pageCount(big)).toBe(7);
  });

  it('is the same bytes for the same cards and date', async () => {
    const a = unwrap(await makeGuideCardsPdf(mitchell(3), { fonts, createdAt }));
    const b = unwrap(await makeGuideCardsPdf(mitchell(3), { fonts, createdAt }));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it.skipIf(!pdftotext)('prints each table, its rounds, pairs, boards and moves', async () => {
    const text = textOf(unwrap(await makeGuideCardsPdf(mitchell(3), { fonts, createdAt, title: 'Tuesday pairs' })));
    expect(text).toContain('Tuesday pairs · Guide cards');
    for (const t of [1, 2, 3]) expect(text).toContain(`Section A · Table ${t}`);
    expect(text).toContain('Round N–S E–W Boards After the round');
    // Table 2, round 1: pair 2 v pair 5, boards 3-4, then the move.
    expect(text).toContain('1 2 5 3-4 N–S stay; E–W to table 3 (E–W); boards to table 1');
    expect(text.match(/End of the session/g)).toHaveLength(3);
  });
});
