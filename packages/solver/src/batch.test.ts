// Batch solving over workers, on deals of shared/data/dds/list10.txt (DDS 2.9 `hands/`, dds-bridge/dds,
// Apache-2.0): native DDS child processes against the TABLE lines, TypeScript worker threads on
// endings of the same deals against the in-process engine, and the per-deal budget.
import { readFileSync } from 'node:fs';
import { handWithout, seatAfter, trickWinner, type Deal, type PlayedCard, type Seat } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { solveTables } from './batch.js';
import { requireProgram, requireTestData, testDataPath } from '@biritch/testing';
import { parseDdsList, type DdsListEntry } from './goldenFiles.js';
import { isNativeSolverAvailable } from './native.js';
import { createTsSolver } from './tsSolver.js';

const hasDds = requireTestData('dds/list10.txt');
const hasNative = requireProgram("native DDS (Debian's libdds0)", isNativeSolverAvailable(), 'libdds0');
const entries = ((): DdsListEntry[] => {
  if (!hasDds) return [];
  const r = parseDdsList(readFileSync(testDataPath('dds/list10.txt'), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

/** The deal after the first `n` cards of its PLAY line have been played (complete tricks only). */
function ending(e: DdsListEntry, n: number): Deal {
  let deal = { ...e.deal } as Record<Seat, Deal[Seat]>;
  let leader = e.first;
  let trick: PlayedCard[] = [];
  for (let i = 0; i < n; i++) {
    const seat = seatAfter(leader, i % 4);
    deal = { ...deal, [seat]: handWithout(deal[seat], e.play[i]!) };
    trick.push({ seat, card: e.play[i]! });
    if (trick.length === 4) {
      leader = trickWinner(trick, e.strain);
      trick = [];
    }
  }
  return deal;
}

describe('solveTables', () => {
  it('answers an empty batch at once', async () => {
    expect(await solveTables([], { backend: 'ts' })).toEqual([]);
  });

  it.skipIf(!hasDds)(
    'solves endings in TypeScript worker threads, in input order, as the engine does in-process',
    async () => {
      const endings = entries.filter((e) => e.play.length >= 36).map((e) => ending(e, 36));
      const ts = createTsSolver();
      const want = endings.map((d) => ts.table(d));
      const got = await solveTables(endings, { backend: 'ts', threads: 2 });
      expect(got.map((r) => (r.ok ? r.value : r.error))).toEqual(want);
    },
    60_000,
  );

  it.skipIf(!hasDds)(
    'gives coded errors for a deal over its budget and a bad deal, and still answers the others',
    async () => {
      const full = entries[0]!.deal;
      const bad = { ...full, N: full.E }; // North and East hold the same cards
      const deals = [full, bad, ending(entries[0]!, 44)];
      const got = await solveTables(deals, { backend: 'ts', threads: 1, budget: { nodes: 20_000 } });
      expect(!got[0]!.ok && got[0]!.error.code).toBe('solver/budget-exceeded');
      expect(!got[1]!.ok && got[1]!.error.code).toBe('solver/bad-position');
      expect(got[2]!.ok ? got[2]!.value : got[2]!.error).toEqual(createTsSolver().table(deals[2]!));
    },
    60_000,
  );
});

describe.skipIf(!hasDds || !hasNative)('solveTables with native DDS', () => {
  it('matches the TABLE lines of list10, in input order, over two processes', async () => {
    const some = entries.slice(0, 2);
    const got = await solveTables(
      some.map((e) => e.deal),
      { backend: 'dds', threads: 2 },
    );
    expect(got.map((r) => (r.ok ? r.value : r.error))).toEqual(some.map((e) => e.table));
  }, 60_000);

  it('kills a worker that overruns its time budget and answers a coded error', async () => {
    const got = await solveTables([entries[0]!.deal], {
      backend: 'dds',
      threads: 1,
      budget: { timeMs: 1 },
      graceMs: 0,
    });
    expect(got[0]!.ok).toBe(false);
    expect(!got[0]!.ok && got[0]!.error.code).toBe('solver/budget-exceeded');
  }, 60_000);
});
