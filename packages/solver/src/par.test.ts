// Par against DDS 2.9: the PAR (sides, DDS's `Par`) and PAR2 (dealer, DDS's `DealerPar`) lines of
// shared/data/dds/list*.txt (dds-bridge/dds `hands/`, Apache-2.0), and, when Debian's libdds0 is
// installed, DDS's own Par/DealerPar on tables of random deals and of perturbed tables.
// Scoring per the Laws of Duplicate Bridge 2017, Law 77 (trick, game, slam and penalty scores).
import { readFileSync } from 'node:fs';
import { SEATS, STRAINS, type Seat, type Vulnerability } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { requireProgram, requireTestData, testDataPath } from '@biritch/testing';
import { parseDdsList } from './goldenFiles.js';
import { isNativeSolverAvailable, loadNativeSolver } from './native.js';
import {
  dealerPar,
  makeDealerParContract,
  makeSidesParScore,
  makeSidesParText,
  parContractScore,
  sidesPar,
} from './par.js';
import { randomHands, seededInts } from './testing.js';
import type { DDTable } from './types.js';

const hasDds = requireTestData('dds');
const hasPbn = requireTestData('pbn');
const hasNative = requireProgram("native DDS (Debian's libdds0)", isNativeSolverAvailable(), 'libdds0');
const entriesOf = (name: string) => {
  const r = parseDdsList(readFileSync(testDataPath('dds', name), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** DDS's vulnerability codes: 0 none, 1 both, 2 NS, 3 EW. */
const DDS_VUL: readonly Vulnerability[] = ['none', 'both', 'NS', 'EW'];

const sidesLine = (table: DDTable, vul: Vulnerability): string[] => {
  const s = sidesPar(table, vul);
  return [
    makeSidesParScore(s.NS, 'NS'),
    makeSidesParScore(s.EW, 'EW'),
    makeSidesParText(s.NS, 'NS'),
    makeSidesParText(s.EW, 'EW'),
  ];
};
const dealerLine = (table: DDTable, dealer: Seat, vul: Vulnerability): (string | number)[] => {
  const p = dealerPar(table, dealer, vul);
  return [p.score, ...p.contracts.map(makeDealerParContract)];
};

describe('parContractScore (Law 77)', () => {
  it('scores made contracts and doubled undertricks', () => {
    expect(parContractScore(4, 'S', 10, false)).toBe(420);
    expect(parContractScore(3, 'NT', 10, true)).toBe(630);
    expect(parContractScore(6, 'C', 12, true)).toBe(1370);
    expect(parContractScore(7, 'NT', 13, false)).toBe(1520);
    expect(parContractScore(2, 'D', 8, false)).toBe(90);
    expect(parContractScore(5, 'H', 8, false)).toBe(-500);
    expect(parContractScore(5, 'H', 7, false)).toBe(-800);
    expect(parContractScore(5, 'H', 8, true)).toBe(-800);
    expect(parContractScore(1, 'C', 6, true)).toBe(-200);
  });
});

describe.skipIf(!hasDds)('par on DDS golden files', () => {
  for (const name of ['list1.txt', 'list2.txt', 'list10.txt', 'list100.txt', 'list1000.txt']) {
    it(`agrees with every PAR and PAR2 line of ${name}`, () => {
      for (const e of entriesOf(name)) {
        const want = [`NS ${e.par.scoreNS}`, `EW ${e.par.scoreEW}`, e.par.contractsNS, e.par.contractsEW];
        expect(sidesLine(e.table, e.vulnerability), `PAR of line ${e.line}`).toEqual(want);
        expect(dealerLine(e.table, e.dealer, e.vulnerability), `PAR2 of line ${e.line}`).toEqual([
          e.par2.scoreNS,
          ...e.par2.contracts,
        ]);
      }
    });
  }

  it('gives structured contracts: list10 entry 2 is 4♠ doubled by East-West one down (PAR2 "4S*-EW-1")', () => {
    const e = entriesOf('list10.txt')[1]!;
    const p = dealerPar(e.table, e.dealer, e.vulnerability);
    expect(p.score).toBe(100);
    expect(p.contracts).toEqual([
      { level: 4, strain: 'S', side: 'EW', declarers: ['E', 'W'], doubled: true, result: -1 },
    ]);
  });
});

describe('par properties', () => {
  const empty = (): DDTable =>
    Object.fromEntries(SEATS.map((s) => [s, Object.fromEntries(STRAINS.map((t) => [t, 6]))])) as unknown as DDTable;

  it('passes out when nobody makes a 1-level contract', () => {
    expect(dealerPar(empty(), 'N', 'none')).toEqual({ score: 0, contracts: [] });
    expect(sidesLine(empty(), 'both')).toEqual(['NS 0', 'EW 0', 'NS:', 'EW:']);
  });

  it('lets the first seat from the dealer take a contract both sides make (1NT each way)', () => {
    const t = empty() as Record<Seat, Record<string, number>>;
    t.N!.NT = 7;
    t.E!.NT = 7;
    expect(dealerLine(t as unknown as DDTable, 'N', 'none')).toEqual([90, '1N-N']);
    expect(dealerLine(t as unknown as DDTable, 'E', 'none')).toEqual([-90, '1N-E']);
  });

  it('sacrifices when cheaper: 4♠ by NS (620 vulnerable) against 5♥ doubled two down (300)', () => {
    const t = empty() as Record<Seat, Record<string, number>>;
    t.N!.S = 10;
    t.S!.S = 10;
    t.E!.H = 9;
    t.W!.H = 9;
    const p = dealerPar(t as unknown as DDTable, 'N', 'NS');
    expect(p.score).toBe(300);
    expect(p.contracts.map(makeDealerParContract)).toEqual(['5H*-EW-2']);
  });
});

describe.skipIf(!hasNative)('par against native DDS 2.9 (libdds0)', () => {
  it('matches DDS Par and DealerPar on random deals and on perturbed tables, all vulnerabilities and dealers', () => {
    const native = loadNativeSolver();
    if (!native.ok) throw new Error(native.error.message);
    const dds = native.value;
    const rnd = seededInts(20261121);
    let compared = 0;
    const mismatches: string[] = [];
    for (let d = 0; d < 2; d++) {
      const real = dds.table(randomHands(rnd, 13));
      for (let variant = 0; variant < 300; variant++) {
        // Variant 0 is the real table; the others move a few entries by a trick or two.
        const t = Object.fromEntries(SEATS.map((s) => [s, { ...real[s] }])) as unknown as Record<
          Seat,
          Record<string, number>
        >;
        for (let m = 0; variant > 0 && m < 4; m++) {
          const seat = SEATS[rnd(4)]!;
          const strain = STRAINS[rnd(5)]!;
          t[seat]![strain] = Math.max(0, Math.min(13, t[seat]![strain]! + rnd(5) - 2));
        }
        const table = t as unknown as DDTable;
        DDS_VUL.forEach((vul, v) => {
          const np = dds.nativePar(table, v);
          const mine = sidesLine(table, vul).join(' | ');
          const theirs = [np.sides[0].score, np.sides[1].score, np.sides[0].contracts, np.sides[1].contracts].join(
            ' | ',
          );
          if (mine !== theirs) mismatches.push(`${JSON.stringify(table)} ${vul}: ${mine} ≠ ${theirs}`);
          for (const dealer of SEATS) {
            const nd = dds.nativeDealerPar(table, dealer, v);
            const m2 = dealerLine(table, dealer, vul).join(' ');
            const t2 = [nd.score, ...nd.contracts].join(' ');
            if (m2 !== t2) mismatches.push(`${JSON.stringify(table)} ${vul} dealer ${dealer}: ${m2} ≠ ${t2}`);
          }
          compared += 5;
        });
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(compared).toBe(2 * 300 * 4 * 5);
  }, 120_000);
});

describe.skipIf(!hasPbn)('par on real hand records', () => {
  // The test data's pbn/: BridgeComposer hand records (danvk/dds.js, Apache-2.0; zdenecek/pbn, MIT) with
  // [DoubleDummyTricks] (20 hex digits: declarer N, S, E, W × NT ♠ ♥ ♦ ♣) and [OptimumScore].
  const files = ['danvk_HandRecord.pbn', 'zdenecek_bridgecomposer.pbn'];
  const VUL: Readonly<Record<string, Vulnerability>> = {
    None: 'none',
    Love: 'none',
    '-': 'none',
    NS: 'NS',
    EW: 'EW',
    All: 'both',
    Both: 'both',
  };
  it('gives the [OptimumScore] of every board', () => {
    let boards = 0;
    for (const name of files) {
      const text = readFileSync(testDataPath('pbn', name), 'latin1');
      for (const game of text.split(/\r?\n\s*\r?\n/)) {
        const tag = (t: string): string | undefined => new RegExp(`^\\[${t} "([^"]*)"\\]`, 'm').exec(game)?.[1];
        const ddt = tag('DoubleDummyTricks');
        const optimum = /^(NS|EW) (-?\d+)$/.exec(tag('OptimumScore') ?? '');
        const dealer = tag('Dealer') as Seat | undefined;
        const vul = VUL[tag('Vulnerable') ?? ''];
        if (!ddt || !optimum || !dealer || !vul) continue;
        const table = Object.fromEntries(
          (['N', 'S', 'E', 'W'] as const).map((seat, d) => [
            seat,
            Object.fromEntries(
              (['NT', 'S', 'H', 'D', 'C'] as const).map((strain, s) => [strain, parseInt(ddt[d * 5 + s]!, 16)]),
            ),
          ]),
        ) as unknown as DDTable;
        const want = optimum[1] === 'NS' ? Number(optimum[2]) : -Number(optimum[2]);
        expect(dealerPar(table, dealer, vul).score, `${name} board ${tag('Board')}`).toBe(want);
        boards++;
      }
    }
    expect(boards).toBe(51);
  });
});
