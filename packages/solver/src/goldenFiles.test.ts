// Checks the DDS golden-file parser on shared/data/dds (DDS 2.9 `hands/`, Apache-2.0, dds-bridge/dds).
import { readFileSync } from 'node:fs';
import { parseHand, unwrap } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { requireTestData, testDataPath } from '@biritch/testing';
import { parseDdsList } from './goldenFiles.js';

const hasDds = requireTestData('dds');
const read = (name: string): string => readFileSync(testDataPath('dds', name), 'utf8');

describe.skipIf(!hasDds)('parseDdsList', () => {
  it('reads list10.txt: first entry in core orders (trump 0 = spades, first 0 = North)', () => {
    const entries = unwrap(parseDdsList(read('list10.txt')));
    expect(entries).toHaveLength(10);
    const e = entries[0]!;
    expect(e.dealer).toBe('N');
    expect(e.vulnerability).toBe('none');
    expect(e.strain).toBe('S');
    expect(e.first).toBe('N');
    expect(e.deal.N).toEqual(unwrap(parseHand('QJ6.K652.J85.T98')));
    expect(e.deal.W).toEqual(unwrap(parseHand('AT942.AQ4.32.KJ3')));
    // FUT 9 …: ♣T with ♣9 ♣8 (equals 768 = bits 8 and 9) scores 5; ♥K scores 4.
    expect(e.fut).toHaveLength(9);
    expect(e.fut).toContainEqual({ card: 'CT', equals: ['C9', 'C8'], tricks: 5 });
    expect(e.fut).toContainEqual({ card: 'SQ', equals: ['SJ'], tricks: 5 });
    expect(e.fut).toContainEqual({ card: 'HK', equals: [], tricks: 4 });
    // TABLE 5 8 5 8 6 6 6 6 5 7 5 7 7 5 7 5 6 6 6 6: ♠ N E S W, ♥ …, ♣ …, NT.
    expect(e.table.N.S).toBe(5);
    expect(e.table.E.S).toBe(8);
    expect(e.table.N.H).toBe(6);
    expect(e.table.E.D).toBe(7);
    expect(e.table.N.C).toBe(7);
    expect(e.table.W.NT).toBe(6);
    expect(e.par).toEqual({ scoreNS: -110, scoreEW: 110, contractsNS: 'NS:EW 2S', contractsEW: 'EW:EW 2S' });
    expect(e.par2).toEqual({ scoreNS: -110, contracts: ['2S-EW'] });
    expect(e.play.slice(0, 3)).toEqual(['CT', 'C4', 'CA']);
    expect(e.play).toHaveLength(45);
    expect(e.trace).toHaveLength(46);
    expect(e.trace[0]).toBe(8);
  });

  it('reads the second entry, whose deal starts with East, and a vulnerability of 2 = NS', () => {
    const e = unwrap(parseDdsList(read('list10.txt')))[1]!;
    expect(e.deal.E).toEqual(unwrap(parseHand('QJT5432.T.6.QJ82')));
    expect(e.deal.N).toEqual(unwrap(parseHand('AK96.KQ8.A98.K63')));
    expect(e.vulnerability).toBe('NS');
    expect(e.strain).toBe('NT');
    expect(e.first).toBe('E');
    expect(e.par2.contracts).toEqual(['4S*-EW-1']);
  });

  it('reads every list file, largest.txt and the thomas files (voids written as empty suits)', () => {
    for (const [name, n] of [
      ['list1.txt', 1],
      ['list2.txt', 2],
      ['list100.txt', 100],
      ['list1000.txt', 1000],
      ['largest.txt', 21],
      ['thomas1.txt', 1],
      ['thomas2.txt', 1],
    ] as const) {
      const r = parseDdsList(read(name));
      expect(r.ok, name).toBe(true);
      if (r.ok) expect(r.value).toHaveLength(n);
    }
    const t = unwrap(parseDdsList(read('thomas1.txt')))[0]!;
    expect(t.deal.S).toEqual(unwrap(parseHand('Q853.AJ962.KT74.-')));
  });

  it('answers bad input with a coded error and the line', () => {
    const bad = parseDdsList('NUMBER 1\nPBN 0 0 0 0 "N:AKQ.. . ."\n');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('golden/bad-line');
    const noHeader = parseDdsList('PBN 0 0 0 0');
    expect(noHeader.ok ? '' : noHeader.error.message).toContain('line 1');
    const lines = read('list1.txt').split('\n');
    lines[3] = 'TABLE 1 2 3';
    const badTable = parseDdsList(lines.join('\n'));
    expect(badTable.ok ? '' : badTable.error.message).toContain('line 4');
  });

  it('answers a deal with a card in two hands with the line (core parseDeal reads the PBN deal)', () => {
    const r = parseDdsList('NUMBER 1\nPBN 0 0 0 0 "N:A... A... ... ..."\n');
    expect(r.ok ? '' : r.error.message).toMatch(/line 2: .*more than one hand/);
  });
});
