// Import fuzzing of results files (issue 23, "Tests and measurements"): a broken PBN or USEBIO
// file gets a located error, never a throw or a hang. Random text over each format's alphabet,
// random bytes, and random cuts and splices of valid files written by makePbnResults and
// makeUsebio. Runs are bounded (seeded, a few hundred cases, each file a few KB) and the whole
// file must finish inside vitest's timeout.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePbnResults, parsePbnResults } from './pbnResults.js';
import { makeUsebio, parseUsebio } from './usebio.js';
import { checkUsebioSchema } from './usebioSchema.js';
import type { SessionResults } from './sessionResults.js';

const RESULTS: SessionResults = {
  event: { name: 'Fuzz night', site: 'Club', date: '2026.11.26', tags: { Competition: 'Pairs' } },
  method: 'matchpoints',
  winners: 2,
  pairs: [
    {
      id: '1',
      section: 'A',
      direction: 'NS',
      names: ['Ann Alda', 'Bo Berg'],
      rank: '1',
      total: 5,
      percent: 62.5,
      boards: 2,
    },
    {
      id: '1',
      section: 'A',
      direction: 'EW',
      names: ['Cy Carr', 'Pål Øye'],
      rank: '2=',
      total: 3,
      percent: 37.5,
      boards: 2,
    },
  ],
  boards: [1, 2, 3].map((board) => ({
    board,
    lines: [
      {
        board,
        section: 'A',
        ns: '1',
        ew: '1',
        round: 1,
        table: 1,
        contract: '4SX',
        declarer: 'N' as const,
        tricks: 9,
        lead: 'HT',
        score: -100,
        nsPoints: 1,
        ewPoints: 3,
      },
      {
        board,
        section: 'A',
        ns: '2',
        ew: '2',
        round: 1,
        table: 2,
        adjusted: { ns: 'average-plus' as const, ew: 'average-minus' as const },
        nsPoints: 2.4,
        ewPoints: 1.6,
      },
    ],
  })),
};
const PBN = makePbnResults(RESULTS);
const XML = makeUsebio(RESULTS);

/** Every outcome is a Result; an error has a code and a place in the file. */
function located(r: { ok: boolean; error?: { code: string; line: number; column: number } }): void {
  if (r.ok) return;
  expect(r.error!.code).toMatch(/^[a-z-]+\/[a-z-]+$/);
  expect(r.error!.line).toBeGreaterThanOrEqual(1);
  expect(r.error!.column).toBeGreaterThanOrEqual(1);
}

const cut = (text: string) =>
  fc
    .tuple(
      fc.nat(text.length),
      fc.nat(60),
      fc.string({ unit: fc.constantFrom(...'<>/"[]\\;{}-^=&# \nA0'.split('')), maxLength: 8 }),
    )
    .map(([at, len, insert]) => text.slice(0, at) + insert + text.slice(at + len));

describe('results files: bad input gets a located error, never a throw', () => {
  it('parsePbnResults on random PBN-ish text and bytes', () => {
    const chars = fc.string({
      unit: fc.constantFrom(...'[]{}";%\\ \n\tBoardScoreTable"PairId_NS;EW\\2R 1234-?^A+%'.split('')),
      maxLength: 300,
    });
    fc.assert(
      fc.property(chars, (t) => located(parsePbnResults(t))),
      { numRuns: 300, seed: 31 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (b) => located(parsePbnResults(b))),
      { numRuns: 150, seed: 32 },
    );
  });
  it('parsePbnResults on a valid file cut and spliced at random', () => {
    fc.assert(
      fc.property(cut(PBN), (t) => located(parsePbnResults(t, { file: 'cut.pbn' }))),
      { numRuns: 300, seed: 33 },
    );
  });
  it('parseUsebio on random XML-ish text and bytes', () => {
    const chars = fc.string({
      unit: fc.constantFrom(...'<>/="\' \nUSEBIO EVENT BOARD TRAVELLER_LINE SCORE!-?&#;x1'.split('')),
      maxLength: 300,
    });
    fc.assert(
      fc.property(chars, (t) => located(parseUsebio(t))),
      { numRuns: 300, seed: 34 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (b) => located(parseUsebio(b))),
      { numRuns: 150, seed: 35 },
    );
  });
  it('parseUsebio and the schema check on a valid file cut and spliced at random', () => {
    fc.assert(
      fc.property(cut(XML), (t) => {
        located(parseUsebio(t, { file: 'cut.xml' }));
        for (const p of checkUsebioSchema(t)) located({ ok: false, error: p });
      }),
      { numRuns: 300, seed: 36 },
    );
  });
  it('a teams USEBIO file (MATCH, TEAM, DIRECTION) cut and spliced at random', () => {
    const teams = makeUsebio({
      ...RESULTS,
      method: 'imps',
      winners: 1,
      teams: true,
      pairs: RESULTS.pairs.map((p, i) => ({ id: String(i + 1), names: p.names })),
      matches: [{ round: 1, team: '1', opponent: '2', score: 12.5, opponentScore: 7.5 }],
      boards: RESULTS.boards.map((b) => ({
        ...b,
        lines: [
          { board: b.board, round: 1, ns: '1', ew: '2', score: 420 },
          { board: b.board, round: 1, ns: '2', ew: '1', score: 400 },
        ],
      })),
    });
    expect(checkUsebioSchema(teams)).toEqual([]);
    fc.assert(
      fc.property(cut(teams), (t) => {
        located(parseUsebio(t, { file: 'teams.xml' }));
        for (const p of checkUsebioSchema(t)) located({ ok: false, error: p });
      }),
      { numRuns: 300, seed: 37 },
    );
  });
  it('entity expansion in a DOCTYPE does not blow up (billion laughs)', () => {
    // Seven levels of ten: 10^7 characters if every entity were expanded.
    const levels = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const entities = levels.map(
      (e, k) => `<!ENTITY ${e} "${k === 0 ? 'aaaaaaaaaa' : `&${levels[k - 1]};`.repeat(10)}">`,
    );
    const lol =
      `<?xml version="1.0"?><!DOCTYPE USEBIO [${entities.join('')}]><USEBIO Version="1.2">` +
      '<EVENT EVENT_TYPE="PAIRS"><EVENT_DESCRIPTION>&g;</EVENT_DESCRIPTION></EVENT></USEBIO>';
    const r = parseUsebio(lol);
    located(r);
    if (r.ok) expect((r.value.results.event.name ?? '').length).toBeLessThan(1_000_000);
  });
});
