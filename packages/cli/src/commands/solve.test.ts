// `biritch solve` and `biritch analyze` (issue 4) through main(): DDS list files of the test data's dds/
// (DDS 2.9 `hands/`, dds-bridge/dds, Apache-2.0: TABLE, PAR2, TRACE lines) and a PBN hand record of
// its pbn/ (danvk_HandRecord-12.pbn, BridgeComposer, [DoubleDummyTricks] from DDS 2.9).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEATS, STRAINS, makeDeal, seatAfter, trickWinner, type PlayedCard, type Seat } from '@biritch/core';
import { checkRecord, makePbn, parsePbn } from '@biritch/notation';
import { parseDdsList } from '@biritch/solver';
import { isNativeSolverAvailable } from '@biritch/solver/native';
import { requireProgram, requireTestData, testDataPath } from '@biritch/testing';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const run = runCli;
const DDS = testDataPath('dds');
const hasData = requireTestData('dds/list1.txt', 'pbn/danvk_HandRecord-12.pbn');
const hasNative = requireProgram("native DDS (Debian's libdds0)", isNativeSolverAvailable(), 'libdds0');
const dir = mkdtempSync(join(tmpdir(), 'biritch-solve-'));
const list = (name: string) => {
  const r = parseDdsList(readFileSync(join(DDS, name), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe.skipIf(!hasData)('biritch solve: input and options', () => {
  it('refuses a missing file, an unknown backend and a bad thread count', async () => {
    expect((await run('solve', join(dir, 'none.pbn'))).code).toBe(1);
    expect((await run('solve', join(DDS, 'list1.txt'), '--backend', 'gib')).err.join('\n')).toContain(
      "'gib' is not a backend",
    );
    expect((await run('solve', join(DDS, 'list1.txt'), '--threads', 'x')).code).toBe(1);
    expect((await run('solve')).code).toBe(2);
  });

  it('with the TypeScript backend, reports a deal over its budget as a coded error (exit 1)', async () => {
    const r = await run(
      'solve',
      join(DDS, 'list1.txt'),
      '--backend',
      'ts',
      '--budget',
      '0.2',
      '--threads',
      '1',
      '--json',
    );
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out[0]!)).toMatchObject({ deal: 1, backend: 'ts', error: { code: 'solver/budget-exceeded' } });
  }, 60_000);
});

describe.skipIf(!hasData || !hasNative)('biritch solve and analyze with native DDS', () => {
  it('solves list1.txt: one JSON line per deal with TABLE tricks and the PAR2 par', async () => {
    const r = await run('solve', join(DDS, 'list1.txt'), '--par', '--json');
    expect(r.code).toBe(0);
    const lines = r.out.map((l) => JSON.parse(l));
    const want = list('list1.txt');
    expect(lines).toHaveLength(want.length);
    lines.forEach((l, i) => {
      expect(l.backend).toBe('dds');
      expect(l.tricks).toEqual(want[i]!.table);
      expect(l.par.score).toBe(want[i]!.par2.scoreNS);
      expect(l.par.contracts).toEqual(want[i]!.par2.contracts);
    });
  }, 60_000);

  it('solves a PBN file as its [DoubleDummyTricks] say, with a readable table naming the backend', async () => {
    const parsed = parsePbn(readFileSync(testDataPath('pbn/danvk_HandRecord-12.pbn')));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const games = parsed.value.games.slice(0, 1);
    const file = join(dir, 'one.pbn');
    writeFileSync(file, makePbn(games));
    const r = await run('solve', file, '--json');
    expect(r.code).toBe(0);
    r.out.forEach((line, i) => {
      const game = checkRecord(games[i]!).game;
      const got = JSON.parse(line);
      expect(got.board).toBe(game.board);
      for (const seat of SEATS)
        for (const strain of STRAINS) expect(got.tricks[seat][strain]).toBe(game.doubleDummy![seat][strain]);
    });
    const text = await run('solve', file, '--par');
    expect(text.out[0]).toContain('backend dds (native DDS 2.9)');
    expect(text.out.join('\n')).toMatch(/board 1 \(dealer N, vulnerable none\)/);
    expect(text.out.join('\n')).toMatch(/par [+-]?\d+ \(North-South\)/);
  }, 60_000);

  it('analyses list2.txt: the trace of each played deal as its TRACE line gives it', async () => {
    const r = await run('analyze', join(DDS, 'list2.txt'), '--json');
    expect(r.code).toBe(0);
    const want = list('list2.txt');
    r.out.forEach((line, i) => {
      const got = JSON.parse(line);
      expect(got.trace.slice(0, want[i]!.trace.length)).toEqual(want[i]!.trace);
      expect(got.declarer).toBe(seatAfter(want[i]!.first, 3));
    });
    const text = await run('analyze', join(DDS, 'list2.txt'));
    // list2 deal 2: the opening lead ♠Q takes declarer from 9 to 10 tricks.
    expect(text.out.join('\n')).toContain('trick  1  E ♠Q 10*');
  }, 60_000);

  it('analyses the Play section of a PBN file', async () => {
    const e = list('list2.txt')[1]!;
    // The PBN play section lists each trick by seat from the Play tag's seat (PBN 2.1 §3.2.4).
    const rows: string[] = [];
    let leader: Seat = e.first;
    for (let t = 0; t * 4 < e.play.length; t++) {
      const trick: PlayedCard[] = e.play
        .slice(t * 4, t * 4 + 4)
        .map((card, k) => ({ seat: seatAfter(leader, k), card }));
      const bySeat = (s: Seat): string => trick.find((c) => c.seat === s)?.card ?? '-';
      rows.push([0, 1, 2, 3].map((k) => bySeat(seatAfter(e.first, k))).join(' '));
      if (trick.length === 4) leader = trickWinner(trick, e.strain);
    }
    const pbn = [
      '[Event ""]',
      '[Board "5"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      `[Deal "${makeDeal(e.deal)}"]`,
      `[Declarer "${seatAfter(e.first, 3)}"]`,
      '[Contract "3NT"]',
      `[Play "${e.first}"]`,
      ...rows,
      '*',
      '',
    ].join('\n');
    const file = join(dir, 'played.pbn');
    writeFileSync(file, pbn);
    const r = await run('analyze', file, '--json');
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    const got = JSON.parse(r.out[0]!);
    expect(got.board).toBe(5);
    expect(got.trace.slice(0, e.trace.length)).toEqual(e.trace);
  }, 60_000);
});
