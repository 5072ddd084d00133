// The native pool (DDS in worker threads, solves given up at their budget) against DDS on the
// calling thread: the FUT lines of the DDS 2.9 golden file list10 (shared/data/dds, Apache-2.0), and
// what happens to a solve given up. Skipped when libdds is not installed.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSeat } from '@biritch/core';
import { requireProgram, requireTestData, testDataPath } from '@biritch/testing';
import { trySolve } from './errors.js';
import { parseDdsList, type DdsListEntry } from './goldenFiles.js';
import { isNativeSolverAvailable } from './native.js';
import { createNativePool, type NativePool } from './nativePool.js';

const hasDds = requireTestData('dds');
const hasNative = requireProgram("native DDS (Debian's libdds0)", isNativeSolverAvailable(), 'libdds0');
const entriesOf = (name: string): DdsListEntry[] => {
  const r = parseDdsList(readFileSync(testDataPath('dds', name), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe.skipIf(!hasDds || !hasNative)('native pool', () => {
  let pool: NativePool;
  beforeAll(() => {
    const r = createNativePool({ workers: 2 });
    if (!r.ok) throw new Error(r.error.message);
    pool = r.value;
  });
  afterAll(async () => {
    await pool.close();
  });
  const lead = (e: DdsListEntry) => ({ deal: e.deal, trick: { leader: e.first, cards: [] } });
  // The other defender leads: a search no earlier test made. A fresh CI run on a loaded machine once saw
  // a 0 ms solve of a lead the first test had solved come back answered; a new search takes DDS long enough.
  const fresh = (e: DdsListEntry) => ({ deal: e.deal, trick: { leader: partnerSeat(e.first), cards: [] } });
  const asSet = (cards: readonly unknown[] | undefined) => new Set((cards ?? []).map((c) => JSON.stringify(c)));

  it('answers every FUT line of list10 as DDS does (every card, groups as DDS gives them)', () => {
    for (const e of entriesOf('list10.txt')) {
      const r = pool.solve(lead(e), e.strain, { cards: true });
      expect(asSet(r.cards), `line ${e.line}`).toEqual(asSet(e.fut));
    }
    expect(pool.busy()).toBe(0);
  }, 60_000);

  it('gives up a solve at its budget with solver/budget-exceeded, and answers the next on the other worker', () => {
    const [a, b] = entriesOf('list10.txt');
    // A whole deal's opening leads take DDS milliseconds: a budget of 0 ms cannot be met.
    const given = trySolve(pool, fresh(a!), a!.strain, { cards: true, budget: { timeMs: 0 } });
    expect(given.ok ? 'answered' : given.error.code).toBe('solver/budget-exceeded');
    const next = pool.solve(lead(b!), b!.strain, { cards: true, budget: { timeMs: 30_000 } });
    expect(asSet(next.cards)).toEqual(asSet(b!.fut));
  }, 60_000);

  it('with every worker busy on a solve given up, waits for one to end within the budget', () => {
    const [, , c, d, e5] = entriesOf('list10.txt');
    for (const e of [d!, e5!]) {
      const r = trySolve(pool, fresh(e), e.strain, { cards: true, budget: { timeMs: 0 } });
      expect(r.ok).toBe(false);
    }
    const r = pool.solve(lead(c!), c!.strain, { cards: true, budget: { timeMs: 30_000 } });
    expect(asSet(r.cards)).toEqual(asSet(c!.fut));
  }, 60_000);

  it('solveEach: several solves side by side, each as solve answers it, with targets and strains of their own', () => {
    const entries = entriesOf('list10.txt').slice(0, 6);
    const jobs = entries.map((e, i) => ({ position: lead(e), strain: e.strain, options: i % 2 ? { target: 3 } : {} }));
    const answers = pool.solveEach(jobs, { timeMs: 60_000 });
    answers.forEach((r, i) => {
      const alone = pool.solve(jobs[i]!.position, jobs[i]!.strain, jobs[i]!.options);
      expect(r?.tricks, `line ${entries[i]!.line}`).toBe(alone.tricks);
    });
    expect(pool.busy()).toBe(0);
  }, 60_000);

  it('solveEach: what is not answered within the budget is null, and the next solve still answers', () => {
    const entries = entriesOf('list10.txt').slice(0, 4);
    const answers = pool.solveEach(
      entries.map((e) => ({ position: lead(e), strain: e.strain })),
      { timeMs: 0 },
    );
    expect(answers).toEqual([null, null, null, null]);
    const e = entries[3]!;
    const r = pool.solve(lead(e), e.strain, { cards: true, budget: { timeMs: 30_000 } });
    expect(asSet(r.cards)).toEqual(asSet(e.fut));
  }, 60_000);

  it('solves a table after solves given up (waits for them: DDS tables use every thread)', () => {
    const [a, b] = entriesOf('list10.txt');
    trySolve(pool, lead(a!), a!.strain, { cards: true, budget: { timeMs: 0 } });
    trySolve(pool, lead(b!), b!.strain, { cards: true, budget: { timeMs: 0 } });
    const golden = entriesOf('list10.txt')[0]!;
    expect(pool.table(golden.deal)).toEqual(golden.table);
    expect(pool.busy()).toBe(0);
  }, 60_000);
});
