// The GIB and macroxue golden formats (shared/data/dds/sol10.txt: DDS 2.9 `hands/`, dds-bridge/dds,
// Apache-2.0; shared/data/macroxue-deals: macroxue/bridge-solver, Apache-2.0 / MIT), parsed and
// checked against native DDS where it is installed.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEATS, handSize, unwrap } from '@biritch/core';
import { requireProgram, requireTestData, testDataPath } from '@biritch/testing';
import { parseGibResults, parseMacroxueDeal, parseMacroxueResults } from './goldenFormats.js';
import { isNativeSolverAvailable, loadNativeSolver } from './native.js';

const hasData = requireTestData('dds/sol10.txt', 'macroxue-deals');
const hasNative = requireProgram("native DDS (Debian's libdds0)", isNativeSolverAvailable(), 'libdds0');
const read = (path: string) => readFileSync(testDataPath(path), 'utf8');

describe.skipIf(!hasData)('GIB result lines (sol10.txt)', () => {
  const entries = hasData ? unwrap(parseGibResults(read('dds/sol10.txt'))) : [];
  it('reads every line as a whole deal and a 5 × 4 table', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) for (const s of SEATS) expect(handSize(e.deal[s])).toBe(13);
    // Partners take the same tricks; opponents' tricks in one strain add up to 13 for N vs E.
    for (const e of entries)
      for (const t of ['NT', 'S', 'H', 'D', 'C'] as const) expect(e.table.N[t] + e.table.E[t]).toBeLessThanOrEqual(13);
  });
  it('refuses a damaged line with its number', () => {
    expect(parseGibResults('AKQ.2.3.4:00')).toMatchObject({ ok: false, error: { code: 'golden/bad-line' } });
  });
  it.skipIf(!hasNative)('agrees with native DDS on every line', () => {
    const dds = unwrap(loadNativeSolver());
    for (const e of entries) expect(dds.table(e.deal)).toEqual(e.table);
  });
});

describe.skipIf(!hasData)('macroxue deals and RESULTS', () => {
  it('reads both layouts: bare holdings and suit-symbol hands', () => {
    const plain = unwrap(parseMacroxueDeal(read('macroxue-deals/1k_deals/deal.1')));
    const symbols = unwrap(parseMacroxueDeal(read('macroxue-deals/hard_deals/deal.1')));
    for (const d of [plain, symbols]) for (const s of SEATS) expect(handSize(d[s])).toBe(13);
    // hard_deals/deal.15 ends with a trump line and a leader line.
    expect(unwrap(parseMacroxueDeal(read('macroxue-deals/hard_deals/deal.15'))).N).toEqual(
      unwrap(parseMacroxueDeal(read('macroxue-deals/hard_deals/deal.15').replace(/\n[SW]\s*$/gm, ''))).N,
    );
    expect(parseMacroxueDeal('AK QJ')).toMatchObject({ ok: false, error: { code: 'golden/bad-deal' } });
  });
  it('reads a RESULTS file into one table per deal', () => {
    const results = unwrap(parseMacroxueResults(read('macroxue-deals/1k_deals/RESULTS')));
    expect(results.size).toBe(
      readdirSync(testDataPath('macroxue-deals/1k_deals')).filter((f) => f.startsWith('deal.')).length,
    );
    expect(results.get('deal.1')!.N).toEqual({ NT: 5, S: 6, H: 8, D: 6, C: 5 });
  });
  it.skipIf(!hasNative)('agrees with native DDS on the fixed and the first hard deals', () => {
    const dds = unwrap(loadNativeSolver());
    for (const dir of ['fixed_deals', 'hard_deals']) {
      const results = unwrap(parseMacroxueResults(read(`macroxue-deals/${dir}/RESULTS`)));
      const names = [...results.keys()].slice(0, dir === 'hard_deals' ? 3 : 8);
      for (const name of names)
        expect(dds.table(unwrap(parseMacroxueDeal(read(`macroxue-deals/${dir}/${name}`))))).toEqual(results.get(name));
    }
  });
});
