// Sheet files (the input of `biritch score sheet`) and the text sheet. The Kontrakt sheet is the
// Estonian booklet's worked example (seeds/004, historical-scoring.md).
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { parseDealString, parseSheetSpec, scoreSheetSpec } from './sheetFile.js';
import { makeSheetText } from './render.js';

const booklet = {
  kind: 'rubber',
  table: 'kontrakt',
  rubbers: [
    {
      players: { NS: ['A', 'B'], EW: ['X', 'Y'] },
      deals: [
        { contract: '2DX', declarer: 'N', tricks: 9, honours: 'NS:4' },
        { contract: '3C', declarer: 'E', tricks: 12, honours: 'EW:5' },
        { contract: '4H', declarer: 'W', tricks: 9 },
        { contract: '2S', declarer: 'S', tricks: 9, honours: 'NS:4' },
        { contract: '3C', declarer: 'N', tricks: 8 },
        { contract: '4S', declarer: 'N', tricks: 13, honours: 'NS:5' },
      ],
    },
  ],
};

describe('sheet files', () => {
  it("scores the booklet's sheet from JSON: A +1814, B +1814, X −1814, Y −1814", () => {
    const out = unwrap(scoreSheetSpec(unwrap(parseSheetSpec(booklet))));
    expect(out.kind === 'rubber' && out.session.players).toEqual({ A: 1814, B: 1814, X: -1814, Y: -1814 });
  });
  it('renders the classic we/they sheet as text', () => {
    const out = unwrap(scoreSheetSpec(unwrap(parseSheetSpec(booklet))));
    if (out.kind !== 'rubber') throw new Error('expected a rubber');
    const text = makeSheetText(out.session.rubbers[0]!);
    expect(text).toContain('Rubber (kontrakt)');
    expect(text).toMatch(/2532 \| 718\s+total/);
    expect(text).toContain('game 1: we');
    expect(text).toContain('WE +1814');
  });
  it('a bare list of deals is a modern rubber, split into rubbers as they end', () => {
    const spec = unwrap(
      parseSheetSpec([
        { contract: '4S', declarer: 'N', tricks: 10 },
        { contract: '4S', declarer: 'S', tricks: 10 },
        { contract: 'pass' },
        { contract: '3NT', declarer: 'E', tricks: 9 },
      ]),
    );
    expect(spec.kind === 'rubber' && spec.rubbers.map((r) => r.deals.length)).toEqual([2, 2]);
  });
  it('reads honours from the hands when a deal is given', () => {
    const spec = unwrap(
      parseSheetSpec([
        {
          contract: '4S',
          declarer: 'N',
          tricks: 10,
          deal: 'N:AKQJT.AKQJ.A2.A2 98765.T98.K3.K43 432.765.QJT98.QJ -.432.7654.T98765',
        },
      ]),
    );
    const out = unwrap(scoreSheetSpec(spec));
    expect(out.kind === 'rubber' && out.session.rubbers[0]!.lines[0]!.entries).toContainEqual({
      side: 'NS',
      line: 'above',
      kind: 'honours',
      points: 150,
    });
  });
  it('scores a Chicago sheet with the regional order', () => {
    const out = unwrap(
      scoreSheetSpec(
        unwrap(
          parseSheetSpec({
            kind: 'chicago',
            options: { order: 'non-dealer' },
            deals: [
              { contract: '1C', declarer: 'N', tricks: 7 },
              { contract: '4S', declarer: 'N', tricks: 10 },
            ],
          }),
        ),
      ),
    );
    expect(out.kind === 'chicago' && out.sheet.lines[1]!.entries).toContainEqual({
      side: 'NS',
      line: 'above',
      kind: 'game',
      points: 500,
    });
  });
  it('answers bad files with codes naming the deal', () => {
    expect(parseSheetSpec([{ contract: '8NT', declarer: 'N', tricks: 13 }])).toMatchObject({
      ok: false,
      error: { code: 'contract/bad-level' },
    });
    expect(parseSheetSpec([{ contract: '4S', declarer: 'N', tricks: 14 }])).toMatchObject({
      ok: false,
      error: { code: 'score/bad-tricks', message: expect.stringContaining('deal 1') },
    });
    expect(parseSheetSpec([{ contract: '4Z', declarer: 'N', tricks: 10 }])).toMatchObject({
      ok: false,
      error: { code: 'contract/bad-contract' },
    });
    expect(parseSheetSpec({ kind: 'rubber', table: 'plafond', deals: [] })).toMatchObject({
      ok: false,
      error: { code: 'table/unknown-table' },
    });
    expect(parseSheetSpec({ kind: 'bridge' })).toMatchObject({ ok: false, error: { code: 'sheet/bad-kind' } });
    expect(parseDealString('N:AKQ')).toMatchObject({ ok: false, error: { code: 'sheet/bad-deal' } });
  });
});
