// Duplimate's .dup board file (research note §5.6): 156 bytes a deal, BRI part + DGE part +
// settings trailer. Round trips over random deals, the byte layout, and refused files.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeHand, unwrap } from '@biritch/core';
import { boardDealOf } from './boardSet.js';
import { DUP_RECORD_SIZE, makeDup, parseDup } from './dup.js';
import { parseDeal } from '@biritch/core';
import { arbitraryBoards } from './testDeals.testing.js';

// Board 1 of the sample set that emkael/deal-convert ships in test/test.pbn (read, not copied).
const deal1 = unwrap(parseDeal('N:65.A53.JT7.AK762 AK87.QT4.AK98.95 JT9.982.Q532.Q83 Q432.KJ76.64.JT4')).deal;
const latin1 = (b: Uint8Array, from: number, to: number): string =>
  Buffer.from(b.subarray(from, to)).toString('latin1');

describe('dup: round trip', () => {
  it('board → bytes → board gives the same boards for random deals and board ranges', () => {
    fc.assert(
      fc.property(arbitraryBoards(999), (boards) => {
        const bytes = unwrap(makeDup(boards));
        expect(bytes.length).toBe(boards.length * DUP_RECORD_SIZE);
        const back = unwrap(parseDup(bytes));
        expect(back.boards).toEqual(boards);
        expect(back.settings).toMatchObject({ lowest: boards[0]!.board, highest: boards.at(-1)!.board, copies: 1 });
      }),
      { numRuns: 150, seed: 23 },
    );
  });

  it('keeps the settings: backwards counting and unlimited copies', () => {
    const bytes = unwrap(makeDup([boardDealOf(5, deal1)], { random: false, backwards: true, copies: 'unlimited' }));
    expect(latin1(bytes, 146, 156)).toBe('NY5  * 5  ');
    expect(unwrap(parseDup(bytes)).settings).toEqual({
      random: false,
      backwards: true,
      lowest: 5,
      highest: 5,
      copies: 'unlimited',
    });
  });
});

describe('dup: the byte layout (§5.6)', () => {
  const bytes = unwrap(makeDup([boardDealOf(1, deal1), boardDealOf(2, deal1)]));

  it('writes North, East, South as card numbers 01 = ♠A … 52 = ♣2, West implied', () => {
    // North 65.A53.JT7.AK762: ♠6 09, ♠5 10, ♥A 14, ♥5 23, ♥3 25, ♦J 30, ♦T 31, ♦7 34,
    // ♣A 40, ♣K 41, ♣7 47…
    expect(latin1(bytes, 0, 26)).toBe('09101423253031344041474852');
    expect(latin1(bytes, 0, 78)).toMatch(/^\d{78}$/);
  });

  it('writes the DGE part as suit bytes 06 03 04 05 and the ranks held, for all four hands', () => {
    const dge = latin1(bytes, 78, 146);
    expect(dge.slice(0, 17)).toBe('\x0665\x03A53\x04JT7\x05AK762');
    expect(dge.slice(51)).toBe(`\x06Q432\x03KJ76\x0464\x05JT4`);
    expect(makeHand(deal1.W)).toBe('Q432.KJ76.64.JT4');
  });

  it('puts the settings in the first trailer ("YN1  1 2  ") and zeros in the others', () => {
    expect(latin1(bytes, 146, 156)).toBe('YN1  1 2  ');
    expect([...bytes.subarray(302, 312)]).toEqual(new Array(10).fill(0));
  });
});

describe('dup: refused files and boards', () => {
  const good = unwrap(makeDup([boardDealOf(1, deal1)]));
  const edit = (at: number, text: string): Uint8Array => {
    const b = good.slice();
    for (let k = 0; k < text.length; k++) b[at + k] = text.charCodeAt(k);
    return b;
  };

  it('refuses a file that is not whole deals (dup/size)', () => {
    const r = parseDup(good.subarray(0, 100), { file: 'x.dup' });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'dup/size', line: 1, column: 101, file: 'x.dup' });
  });

  it('refuses a card number out of range or given twice, at its byte (dup/bad-card)', () => {
    const r = parseDup(edit(4, '53'));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'dup/bad-card', offset: 4, column: 5 });
    const twice = parseDup(edit(2, '09'));
    expect(twice.ok ? null : twice.error.code).toBe('dup/bad-card');
  });

  it('refuses BRI and DGE parts that disagree (dup/parts-disagree)', () => {
    // In the DGE part only, North's ♠6 and East's ♠A change hands (bytes 79 and 96).
    const b = edit(79, 'A');
    b[96] = '6'.charCodeAt(0);
    const r = parseDup(b);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'dup/parts-disagree', offset: 78 });
  });

  it('refuses a malformed DGE part (dup/bad-dge) and bad settings (dup/bad-settings)', () => {
    const r = parseDup(edit(78, 'X'));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'dup/bad-dge', offset: 78 });
    const s = parseDup(edit(146, '??'));
    expect(s.ok ? null : s.error).toMatchObject({ code: 'dup/bad-settings', offset: 146 });
    const h = parseDup(edit(153, '0  '));
    expect(h.ok ? null : h.error).toMatchObject({ code: 'dup/bad-settings', offset: 153 });
  });

  it('refuses to write boards not consecutive, out of 1–999, or not complete deals', () => {
    const gap = makeDup([boardDealOf(1, deal1), boardDealOf(3, deal1)]);
    expect(gap.ok ? null : gap.error.code).toBe('dup/not-consecutive');
    const high = makeDup([boardDealOf(1000, deal1)]);
    expect(high.ok ? null : high.error.code).toBe('dup/board-range');
    expect(makeDup([]).ok).toBe(false);
    const partial = makeDup([{ ...boardDealOf(1, deal1), deal: { ...deal1, W: [0, 0, 0, 0] } }]);
    expect(partial.ok ? null : partial.error.code).toBe('dup/bad-deal');
  });

  it('never throws on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 400 }), (b) => {
        expect(typeof parseDup(b).ok).toBe('boolean');
      }),
      { numRuns: 300, seed: 5 },
    );
  });
});
