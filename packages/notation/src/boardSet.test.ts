// PBN sets of boards as dealing programs (Dealer4, DupSoft, BigDeal) read and write them
// (research note §5.6; PBN 2.1 §3.4), and the machine card order shared by .dup and .dlm.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import {
  MACHINE_CARD_ORDER,
  boardDealOf,
  cardOwners,
  dealFromCardOwners,
  makeBoardsPbn,
  parseBoardsPbn,
} from './boardSet.js';
import { parseDeal } from '@biritch/core';
import { arbitraryBoards, arbitraryDeal } from './testDeals.testing.js';

const deal1 = unwrap(parseDeal('N:65.A53.JT7.AK762 AK87.QT4.AK98.95 JT9.982.Q532.Q83 Q432.KJ76.64.JT4')).deal;

describe('boards: the machine card order', () => {
  it('runs ♠A … ♠2, ♥A … ♣2', () => {
    expect(MACHINE_CARD_ORDER.slice(0, 3)).toEqual(['SA', 'SK', 'SQ']);
    expect(MACHINE_CARD_ORDER[13]).toBe('HA');
    expect(MACHINE_CARD_ORDER[51]).toBe('C2');
  });

  it('cardOwners and dealFromCardOwners are inverse on random deals', () => {
    fc.assert(
      fc.property(arbitraryDeal(), (deal) => {
        expect(unwrap(dealFromCardOwners(cardOwners(deal)))).toEqual(deal);
      }),
      { numRuns: 100, seed: 7 },
    );
  });
});

describe('boards: PBN sets', () => {
  it('board → PBN → board gives the same boards for random deals', () => {
    fc.assert(
      fc.property(arbitraryBoards(200), (boards) => {
        expect(unwrap(parseBoardsPbn(makeBoardsPbn(boards))).boards).toEqual(boards);
      }),
      { numRuns: 60, seed: 8 },
    );
  });

  it('writes the Mandatory Tag Set in export order with the event tags, CRLF (§3.4, §2.3)', () => {
    const text = makeBoardsPbn([boardDealOf(2, deal1)], { event: 'Club pairs', site: 'Chorley', date: '2026.11.26' });
    expect(text).toContain('\r\n');
    expect(text.split('\r\n').filter((l) => l.startsWith('['))).toEqual([
      '[Event "Club pairs"]',
      '[Site "Chorley"]',
      '[Date "2026.11.26"]',
      '[Board "2"]',
      '[West "?"]',
      '[North "?"]',
      '[East "?"]',
      '[South "?"]',
      '[Dealer "E"]',
      '[Vulnerable "NS"]',
      '[Deal "N:65.A53.JT7.AK762 AK87.QT4.AK98.95 JT9.982.Q532.Q83 Q432.KJ76.64.JT4"]',
      '[Scoring "?"]',
      '[Declarer "?"]',
      '[Contract "?"]',
      '[Result "?"]',
    ]);
  });

  it('takes Dealer and Vulnerable from the file, else from the board number (Law 2)', () => {
    const deal = 'N:65.A53.JT7.AK762 AK87.QT4.AK98.95 JT9.982.Q532.Q83 Q432.KJ76.64.JT4';
    const text = `[Board "7"]\n[Deal "${deal}"]\n\n[Board "8"]\n[Dealer "N"]\n[Vulnerable "All"]\n[Deal "${deal}"]\n`;
    const boards = unwrap(parseBoardsPbn(text)).boards;
    expect(boards.map((b) => [b.board, b.dealer, b.vulnerability])).toEqual([
      [7, 'S', 'both'],
      [8, 'N', 'both'],
    ]);
  });

  it('finds the line of a game that starts with a comment', () => {
    const deal = 'N:65.A53.JT7.AK762 AK87.QT4.AK98.95 JT9.982.Q532.Q83 Q432.KJ76.64.JT4';
    const text = `{ set of 2 }\n[Board "1"]\n[Deal "${deal}"]\n\n{ second }\n[Board "1"]\n[Deal "${deal}"]\n`;
    const r = parseBoardsPbn(text);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'boards/duplicate-board', line: 6 });
  });

  it('refuses a game without a complete deal, at its first tag (boards/no-deal)', () => {
    const deal = 'N:65.A53.JT7.AK762 AK87.QT4.AK98.95 JT9.982.Q532.Q83 Q432.KJ76.64.JT4';
    const text = `[Board "1"]\n[Deal "${deal}"]\n\n[Board "2"]\n[Dealer "E"]\n`;
    const r = parseBoardsPbn(text, { file: 'set.pbn' });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'boards/no-deal', line: 4, column: 1, file: 'set.pbn' });
  });

  it("refuses a deal with a card twice, with the PBN reader's located error (deal/…)", () => {
    const text = `[Board "1"]\n[Deal "N:AA5.A53.JT7.AK762 K87.QT4.AK98.95 JT9.982.Q532.Q83 Q432.KJ76.64.JT4"]\n`;
    const r = parseBoardsPbn(text);
    expect(r.ok ? null : r.error.code).toMatch(/^(deal|hand)\//);
    expect(r.ok ? null : r.error.line).toBe(2);
  });

  it('refuses a board number given twice and a game without one (boards/duplicate-board, boards/no-board)', () => {
    const deal = 'N:65.A53.JT7.AK762 AK87.QT4.AK98.95 JT9.982.Q532.Q83 Q432.KJ76.64.JT4';
    const twice = parseBoardsPbn(`[Board "3"]\n[Deal "${deal}"]\n\n[Board "3"]\n[Deal "${deal}"]\n`);
    expect(twice.ok ? null : twice.error).toMatchObject({ code: 'boards/duplicate-board', line: 4 });
    const none = parseBoardsPbn(`[Deal "${deal}"]\n`);
    expect(none.ok ? null : none.error).toMatchObject({ code: 'boards/no-board', line: 1 });
    const empty = parseBoardsPbn('% nothing\n');
    expect(empty.ok ? null : empty.error.code).toBe('boards/empty');
  });
});

describe('boards: broken files', () => {
  it('gives a located error or boards, never a throw, for a set with a random slice cut out', () => {
    const text = makeBoardsPbn(
      [1, 2, 3].map((n) => boardDealOf(n, deal1)),
      { event: 'Cut' },
    );
    fc.assert(
      fc.property(fc.nat(text.length), fc.nat(60), (at, len) => {
        const r = parseBoardsPbn(text.slice(0, at) + text.slice(at + len), { file: 'cut.pbn' });
        if (!r.ok) {
          expect(r.error.line).toBeGreaterThanOrEqual(1);
          expect(r.error.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 300, seed: 9 },
    );
  });
});
