// Duplimate's .dlm board file (DupSoft; research note §5.6): round trips over random deals, a
// board checked against another program's file, and refused files with their line and column.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { boardDealOf } from './boardSet.js';
import { DLM_SLOTS, makeDlm, parseDlm } from './dlm.js';
import { parseDeal } from '@biritch/core';
import { arbitraryBoards } from './testDeals.testing.js';

// emkael/deal-convert ships the same 16 boards as test/test.pbn and test/test.dlm; board 1 of
// each (read there, not copied as files) must decode to the same deal.
const deal1 = unwrap(parseDeal('N:65.A53.JT7.AK762 AK87.QT4.AK98.95 JT9.982.Q532.Q83 Q432.KJ76.64.JT4')).deal;
const board1Line = 'Board 01=fokfapmnnkpbcfibeooicpgahi022';

const fileOf = (lines: readonly string[]): string => `${lines.join('\r\n')}\r\n`;
const header = (from: number, to: number, checksum = (to - from + 1) ^ 1): string[] => [
  '[Document]',
  'Headline=test',
  'Status=Show',
  'Duplicates=1',
  `From board=${from}`,
  `To board=${to}`,
  'Next board to duplimate=0',
  'PrintOuts=0',
  'Crypto key=0',
  `Checksum=${checksum}`,
];

describe('dlm: round trip', () => {
  it('board → text → board gives the same boards for random deals within 1–99', () => {
    fc.assert(
      fc.property(arbitraryBoards(DLM_SLOTS), (boards) => {
        const text = unwrap(makeDlm(boards, { headline: 'Round trip' }));
        const back = unwrap(parseDlm(text));
        expect(back.boards).toEqual(boards);
        expect(back.settings.headline).toBe('Round trip');
      }),
      { numRuns: 150, seed: 20 },
    );
  });

  it('reads bytes as well as text (Latin-1 headline)', () => {
    const text = unwrap(makeDlm([boardDealOf(1, deal1)], { headline: 'Club de Málaga' }));
    const back = unwrap(parseDlm(Buffer.from(text, 'latin1')));
    expect(back.settings.headline).toBe('Club de Málaga');
  });
});

describe('dlm: the layout (§5.6)', () => {
  it("decodes board 1 of deal-convert's test.dlm to the deal its test.pbn gives", () => {
    const r = unwrap(parseDlm(fileOf([...header(1, 1), 'Duplicates 01=0', board1Line])));
    expect(r.boards).toEqual([boardDealOf(1, deal1)]);
  });

  it('writes 99 slots, the header checksum (boards XOR 1) and CRLF line ends', () => {
    const text = unwrap(makeDlm([boardDealOf(1, deal1), boardDealOf(2, deal1)]));
    const lines = text.split('\r\n');
    expect(lines.slice(0, 10)).toEqual([
      '[Document]',
      'Headline=Biritch',
      'Status=Show',
      'Duplicates=1',
      'From board=1',
      'To board=2',
      'Next board to duplimate=0',
      'PrintOuts=0',
      'Crypto key=0',
      'Checksum=3',
    ]);
    expect(lines[11]).toBe(board1Line);
    expect(lines.filter((l) => l.startsWith('Board '))).toHaveLength(99);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('fills the slots outside From–To with the placeholder deal and its checksum (slot XOR 14)', () => {
    const lines = unwrap(makeDlm([boardDealOf(3, deal1)])).split('\r\n');
    expect(lines).toContain('Board 01=aaaaaabffffffkkkkkklpppppp015');
    expect(lines).toContain('Board 99=aaaaaabffffffkkkkkklpppppp109');
  });
});

describe('dlm: refused files and boards', () => {
  const good = [...header(1, 1), 'Duplicates 01=0', board1Line];
  const parse = (lines: readonly string[]) => {
    const r = parseDlm(fileOf(lines), { file: 'x.dlm' });
    return r.ok ? null : r.error;
  };

  it('refuses a file without [Document] (dlm/no-header)', () => {
    expect(parse(['[Boards]', ...good.slice(1)])).toMatchObject({ code: 'dlm/no-header', line: 1, file: 'x.dlm' });
  });

  it('refuses a line that is not KEY=VALUE, and a board range not a number (dlm/bad-line, dlm/bad-number)', () => {
    expect(parse([...good, 'garbage'])).toMatchObject({ code: 'dlm/bad-line', line: 13 });
    expect(parse(good.map((l) => (l === 'To board=1' ? 'To board=x' : l)))).toMatchObject({
      code: 'dlm/bad-number',
      line: 6,
      column: 10,
    });
  });

  it('refuses a wrong header checksum and a wrong board checksum, at the number (dlm/bad-checksum)', () => {
    expect(parse(good.map((l) => (l === 'Checksum=0' ? 'Checksum=1' : l)))).toMatchObject({
      code: 'dlm/bad-checksum',
      line: 10,
    });
    expect(parse([...good.slice(0, 11), board1Line.replace('022', '023')])).toMatchObject({
      code: 'dlm/bad-checksum',
      line: 12,
      column: 36,
    });
  });

  it('refuses a missing board, and a letter out of a–p at its column (dlm/missing-board, dlm/bad-board)', () => {
    expect(parse(good.slice(0, 11))).toMatchObject({ code: 'dlm/missing-board' });
    expect(parse([...good.slice(0, 11), board1Line.replace('fokf', 'fozf')])).toMatchObject({
      code: 'dlm/bad-board',
      line: 12,
      column: 12,
    });
  });

  it('refuses a board whose hands are not 13 cards each (deal/…)', () => {
    // Every card to North; the checksum is right (1 XOR 26 × 'a'), so only the deal is wrong.
    expect(parse([...good.slice(0, 11), 'Board 01=aaaaaaaaaaaaaaaaaaaaaaaaaa001'])).toMatchObject({
      code: 'deal/wrong-hand-size',
      line: 12,
    });
  });

  it('refuses encrypted boards (dlm/encrypted)', () => {
    expect(parse(good.map((l) => (l === 'Crypto key=0' ? 'Crypto key=4711' : l)))).toMatchObject({
      code: 'dlm/encrypted',
      line: 9,
    });
  });

  it('refuses to write boards out of 1–99, not consecutive, not complete, or a headline of two lines', () => {
    expect(makeDlm([boardDealOf(100, deal1)]).ok).toBe(false);
    const gap = makeDlm([boardDealOf(1, deal1), boardDealOf(3, deal1)]);
    expect(gap.ok ? null : gap.error.code).toBe('dlm/not-consecutive');
    const partial = makeDlm([{ ...boardDealOf(1, deal1), deal: { ...deal1, N: [0, 0, 0, 0] } }]);
    expect(partial.ok ? null : partial.error.code).toBe('dlm/bad-deal');
    const two = makeDlm([boardDealOf(1, deal1)], { headline: 'a\nb' });
    expect(two.ok ? null : two.error.code).toBe('dlm/bad-headline');
  });

  it('never throws on random text', () => {
    const unit = fc.constantFrom(...'[Document]\r\n=Board 01From to Checksum abcdefghijklmnopqz0123456789'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 300 }), (t) => {
        expect(typeof parseDlm(`[Document]\r\n${t}`).ok).toBe('boolean');
      }),
      { numRuns: 300, seed: 6 },
    );
  });
});
