// The game record's data readers, checked against the real BridgeComposer files in
// /work/shared/data/pbn (club hand records, deals by Big Deal; DD figures agree with DDS 2.9).
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { makeDoubleDummyTricks, parseDoubleDummyTricks, parseOptimumResultTable } from './doubleDummy.js';

describe('double-dummy tags (PBN 2.1 §5.7 and BridgeComposer DoubleDummyTricks)', () => {
  it('reads DoubleDummyTricks as declarer N, S, E, W × NT ♠ ♥ ♦ ♣ (danvk_HandRecord-12.pbn board 1)', () => {
    const t = unwrap(parseDoubleDummyTricks('98898988984543545435'));
    expect(t.N).toEqual({ NT: 9, S: 8, H: 8, D: 9, C: 8 });
    expect(t.S).toEqual({ NT: 9, S: 8, H: 8, D: 9, C: 8 });
    expect(t.E).toEqual({ NT: 4, S: 5, H: 4, D: 3, C: 5 });
    expect(t.W).toEqual({ NT: 4, S: 5, H: 4, D: 3, C: 5 });
    expect(makeDoubleDummyTricks(t)).toBe('98898988984543545435');
  });
  it('reads hex digits above 9 (danvk_HandRecord.pbn board 1: bbb8a is 11 11 11 8 10)', () => {
    expect(unwrap(parseDoubleDummyTricks('2225322253bbb8abbb8a')).E).toEqual({ NT: 11, S: 11, H: 11, D: 8, C: 10 });
  });
  it('refuses a wrong length or a digit above 13 with a code', () => {
    for (const bad of ['123', '9889898898454354543e', '98898988984543545435f']) {
      const r = parseDoubleDummyTricks(bad);
      expect(r.ok ? '' : r.error.code).toBe('dd/bad-tricks');
    }
  });
  it('reads OptimumResultTable rows as declarer, strain, tricks', () => {
    expect(
      unwrap(
        parseOptimumResultTable('Declarer;Denomination\\2R;Result\\2R', [
          ['N', 'NT', '9'],
          ['W', 'C', '5'],
        ]),
      ),
    ).toEqual([
      { declarer: 'N', strain: 'NT', tricks: 9 },
      { declarer: 'W', strain: 'C', tricks: 5 },
    ]);
    const r = parseOptimumResultTable('Declarer;Denomination;Result', [['X', 'NT', '9']]);
    expect(r.ok ? '' : r.error.code).toBe('dd/bad-table');
  });
});
