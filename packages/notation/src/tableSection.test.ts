// Table sections of PBN 2.1 §5.2 (column headers as BridgeComposer writes OptimumResultTable).
import { describe, expect, it } from 'vitest';
import { makeTableColumns, makeTableRows, parseTableColumns } from './tableSection.js';

describe('table columns (PBN 2.1 §5.2)', () => {
  it('reads the OptimumResultTable columns with their widths and alignment (§5.2)', () => {
    expect(parseTableColumns('Declarer;Denomination\\2R;Result\\2R')).toEqual([
      { name: 'Declarer' },
      { name: 'Denomination', width: 2, align: 'R' },
      { name: 'Result', width: 2, align: 'R' },
    ]);
    expect(parseTableColumns('+Score\\5;-Rank')).toEqual([
      { name: 'Score', order: '+', width: 5 },
      { name: 'Rank', order: '-' },
    ]);
  });
  it('writes columns back as they were read', () => {
    for (const h of ['Declarer;Denomination\\2R;Result\\2R', '+Score\\5;-Rank', 'Rank\\2R;PairId\\3L;Names\\40L'])
      expect(makeTableColumns(parseTableColumns(h))).toBe(h);
  });
  it('pads each element to its column width, left or right (§5.2)', () => {
    expect(
      makeTableRows('Declarer;Denomination\\2R;Result\\2R', [
        ['N', 'NT', '9'],
        ['W', 'C', '10'],
      ]),
    ).toEqual(['N NT  9', 'W  C 10']);
    expect(makeTableRows('A\\3L;B', [['x', 'y']])).toEqual(['x   y']);
  });
});
