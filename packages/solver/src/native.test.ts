// The native DDS 2.9 backend (Debian's libdds0 through koffi) against the golden files of
// shared/data/dds (DDS 2.9 `hands/`, dds-bridge/dds, Apache-2.0): TABLE and FUT lines; then native
// against the TypeScript engine on random endings with a trick in progress (Law 44: following suit).
// Skipped when libdds is not installed.
import { readFileSync } from 'node:fs';
import { STRAINS } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { requireProgram, requireTestData, testDataPath } from '@biritch/testing';
import { parseDdsList, type DdsListEntry } from './goldenFiles.js';
import { isNativeSolverAvailable, loadNativeSolver } from './native.js';
import { cardMap, randomEnding, randomHands, seededInts } from './testing.js';
import { createTsSolver } from './tsSolver.js';
import type { SolverBackend } from './types.js';

const hasDds = requireTestData('dds');
const hasNative = requireProgram("native DDS (Debian's libdds0)", isNativeSolverAvailable(), 'libdds0');
const entriesOf = (name: string): DdsListEntry[] => {
  const r = parseDdsList(readFileSync(testDataPath('dds', name), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe.skipIf(!hasDds || !hasNative)('native DDS backend', () => {
  const dds = (): SolverBackend => {
    const r = loadNativeSolver();
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('matches the TABLE lines of the first 2 deals of list10 and the first of list100', () => {
    const backend = dds();
    for (const e of [...entriesOf('list10.txt').slice(0, 2), ...entriesOf('list100.txt').slice(0, 1)]) {
      expect(backend.table(e.deal), `line ${e.line}`).toEqual(e.table);
    }
  }, 60_000);

  it('matches every FUT line of list10 and the first 15 of list100 (groups as DDS gives them)', () => {
    const backend = dds();
    for (const e of [...entriesOf('list10.txt'), ...entriesOf('list100.txt').slice(0, 15)]) {
      const r = backend.solve({ deal: e.deal, trick: { leader: e.first, cards: [] } }, e.strain, { cards: true });
      expect(r.cards, `line ${e.line}`).toHaveLength(e.fut.length);
      expect(new Set(r.cards!.map((c) => JSON.stringify(c)))).toEqual(new Set(e.fut.map((c) => JSON.stringify(c))));
      expect(r.tricks).toBe(Math.max(...e.fut.map((c) => c.tricks)));
    }
  }, 60_000);

  it('solves a batch of positions on every core as one at a time: the FUT lines of list10 at once', () => {
    const backend = dds();
    // One strain a batch (solveAll's contract): the list's entries grouped by their strain.
    for (const strain of STRAINS) {
      const entries = entriesOf('list10.txt').filter((e) => e.strain === strain);
      const positions = entries.map((e) => ({ deal: e.deal, trick: { leader: e.first, cards: [] } }));
      const batch = backend.solveAll!(positions, strain, { cards: true });
      expect(batch).toHaveLength(entries.length);
      batch.forEach((r, i) => {
        const e = entries[i]!;
        expect(new Set(r.cards!.map((c) => JSON.stringify(c))), `line ${e.line}`).toEqual(
          new Set(e.fut.map((c) => JSON.stringify(c))),
        );
        expect(r.tricks).toBe(backend.solve(positions[i]!, strain).tricks);
      });
    }
    expect(backend.solveAll!([], 'NT')).toEqual([]);
  }, 60_000);

  it('agrees with the TypeScript engine on 600 random endings of 3 to 5 cards with a trick in progress', () => {
    const native = dds();
    const ts = createTsSolver({ ttBits: 16 });
    const rnd = seededInts(44);
    for (let n = 0; n < 600; n++) {
      const position = randomEnding(rnd, 3 + (n % 3));
      const strain = STRAINS[rnd(5)]!;
      const a = native.solve(position, strain, { cards: true });
      const b = ts.solve(position, strain, { cards: true });
      const what = `ending ${n}: ${JSON.stringify(position)} in ${strain}`;
      expect(b.tricks, what).toBe(a.tricks);
      expect(cardMap(b.cards), what).toEqual(cardMap(a.cards));
    }
  }, 60_000);

  // Longer endings and whole deals reach the sure-trick rules (length winners, crossing, top
  // trumps up to the longer holding, second hand's trick, no-trump later tricks) and the skipping
  // of equivalent small cards, which the short endings above rarely do.
  it('agrees with the TypeScript engine on 300 random endings of 6 to 9 cards and on the tables of 3 random deals', () => {
    const native = dds();
    const ts = createTsSolver({ ttBits: 18 });
    const rnd = seededInts(2026);
    for (let n = 0; n < 300; n++) {
      const position = randomEnding(rnd, 6 + (n % 4));
      const strain = STRAINS[rnd(5)]!;
      const what = `ending ${n}: ${JSON.stringify(position)} in ${strain}`;
      expect(ts.solve(position, strain).tricks, what).toBe(native.solve(position, strain).tricks);
    }
    for (let n = 0; n < 3; n++) {
      const deal = randomHands(rnd, 13);
      expect(ts.table(deal), JSON.stringify(deal)).toEqual(native.table(deal));
    }
  }, 120_000);

  // freshTest is what bench/solver-drill.ts compares search sizes with: one zero-window test from
  // an empty table. Its answer must be the solve's (targets at, above and below the value).
  it('answers freshTest like a solve, for the side on lead, on 40 random endings of 5 to 8 cards', () => {
    const native = loadNativeSolver();
    if (!native.ok) throw new Error(native.error.message);
    const rnd = seededInts(61);
    for (let n = 0; n < 40; n++) {
      const position = randomEnding(rnd, 5 + (n % 4), 0);
      const strain = STRAINS[rnd(5)]!;
      const value = native.value.solve(position, strain).tricks;
      const left = 5 + (n % 4);
      for (const target of [value, value + 1, value - 1].filter((t) => t >= 1 && t <= left)) {
        const r = native.value.freshTest(position, strain, target);
        expect(r.makes, `ending ${n} in ${strain}, target ${target}`).toBe(value >= target);
        expect(r.nodes).toBeGreaterThanOrEqual(0);
      }
      expect(() => native.value.freshTest(position, strain, left + 1)).toThrow(/is not 0 to/);
    }
  }, 60_000);

  // A solve with a target (think.ts's make-or-down searches): `target` when the side to play takes
  // that many, `target − 1` when it cannot, against the exact count (targets at, above and below it).
  it('answers a solve with a target as a bound that agrees with the exact count, on 40 random endings', () => {
    const native = dds();
    const rnd = seededInts(62);
    for (let n = 0; n < 40; n++) {
      const position = randomEnding(rnd, 5 + (n % 4), 0);
      const strain = STRAINS[rnd(5)]!;
      const value = native.solve(position, strain).tricks;
      const left = 5 + (n % 4);
      for (const target of [value, value + 1, value - 1].filter((t) => t >= 1 && t <= left)) {
        const r = native.solve(position, strain, { target });
        expect(r.tricks, `ending ${n} in ${strain}, target ${target}`).toBe(value >= target ? target : target - 1);
      }
      expect(() => native.solve(position, strain, { target: left + 1 })).toThrow(/is not 1 to/);
      expect(() => native.solve(position, strain, { target: 0 })).toThrow(/is not 1 to/);
    }
  }, 60_000);
});
