// PBN 2.1 results files: ScoreTable (§5.7), TotalScoreTable (§5.8), table columns (§5.2) and
// the competition tags (§4). The files below are written by hand in the layout Magic Contest
// and BridgeComposer use (column headers like `PairId_NS\2R`, string scores `"670"`); the
// results are made up, and the scores follow Law 77 (3NT +1 nonvul 430, 4H vul 620…).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap, type Seat } from '@biritch/core';
import { makePbnResults, parsePbnResults } from './pbnResults.js';
import type { ResultsAdjustment, ResultsBoard, ResultsLine, ResultsPair, SessionResults } from './sessionResults.js';

// The Magic Contest layout of a ScoreTable header (competition-research.md §5.4).
const SCORE_COLUMNS = [
  'Table\\2R',
  'Round\\2R',
  'PairId_NS\\2R',
  'PairId_EW\\2R',
  'Contract\\4L',
  'Declarer\\1R',
  'Result\\2R',
  'Lead\\3L',
  'Score_NS\\6R',
  'Score_EW\\6R',
  'MP_NS\\4R',
  'MP_EW\\4R',
].join(';');
const CLUB = `% PBN 2.1
[Event "Tuesday pairs"]
[Site "Bridge club"]
[Date "2026.11.24"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74"]
[Scoring "MatchPoints;MP1"]
[Competition "Pairs"]
[OptimumScore "NS 400"]
[TotalScoreTable "Rank\\2R;Direction;PairId\\2R;TotalMP\\4R;TotalPercentage\\5R;Names"]
 1 NS  1  4.0 100.0 "Ann Alda;Bo Berg"
 2 NS  2  2.0  50.0 "Cy Carr;Di Dahl"
 3 NS  3  0.0   0.0 "Ed Eng;Flo Fisk"
 1 EW  3  4.0 100.0 "Gus Gale;Hal Hay"
 2 EW  2  2.0  50.0 "Ida Ito;Jo Juul"
 3 EW  1  0.0   0.0 "Kai Kim;Lu Lund"
[ScoreTable "${SCORE_COLUMNS}"]
 1  1  1  1 3NT  N  9 S6   "400"      -  4.0  0.0
 2  1  2  2 3NT  N  8 C5       -     50  2.0  2.0
 3  1  3  3 2S   E  8 HK       -    110  0.0  4.0
`;

describe('reading a results file (PBN 2.1 §5.7, §5.8)', () => {
  const r = unwrap(parsePbnResults(CLUB, { file: 'club.pbn' }));
  it('reads the event, the method and the hand record', () => {
    expect(r.results.event).toEqual({
      name: 'Tuesday pairs',
      site: 'Bridge club',
      date: '2026.11.24',
      tags: { Competition: 'Pairs' },
    });
    expect(r.results.method).toBe('matchpoints');
    const b = r.results.boards[0]!;
    expect([b.board, b.dealer, b.vulnerable, b.optimumScore]).toEqual([1, 'N', 'None', { NS: 400 }]);
    expect(r.warnings).toEqual([]);
  });
  it('reads each traveller line, with string elements and - for the other side', () => {
    expect(r.results.boards[0]!.lines).toEqual([
      {
        board: 1,
        ns: '1',
        ew: '1',
        table: 1,
        round: 1,
        contract: '3NT',
        declarer: 'N',
        tricks: 9,
        lead: 'S6',
        score: 400,
        nsPoints: 4,
        ewPoints: 0,
      },
      {
        board: 1,
        ns: '2',
        ew: '2',
        table: 2,
        round: 1,
        contract: '3NT',
        declarer: 'N',
        tricks: 8,
        lead: 'C5',
        score: -50,
        nsPoints: 2,
        ewPoints: 2,
      },
      {
        board: 1,
        ns: '3',
        ew: '3',
        table: 3,
        round: 1,
        contract: '2S',
        declarer: 'E',
        tricks: 8,
        lead: 'HK',
        score: -110,
        nsPoints: 0,
        ewPoints: 4,
      },
    ]);
  });
  it('reads the ranking by direction: two winners, names split at ;', () => {
    expect(r.results.winners).toBe(2);
    expect(r.results.pairs[0]).toEqual({
      id: '1',
      direction: 'NS',
      rank: '1',
      total: 4,
      percent: 100,
      names: ['Ann Alda', 'Bo Berg'],
    });
    expect(r.results.pairs.filter((p) => p.direction === 'EW').map((p) => p.id)).toEqual(['3', '2', '1']);
  });
});

describe('import format (PBN 2.1 §5.2)', () => {
  const game = (table: string, extra = ''): string => `[Board "2"]${extra}\n[ScoreTable "${table}"]\n`;
  it('takes a row spread over lines, columns in any order and case, ? and -', () => {
    const rows = '4H 1 2\nS 10 620\n? 3 4 ? ? ?\n- 5 6 - - -\n';
    const text = `${game('contract;pairid_ns;PairId_EW;Declarer;Result;Score_NS')}${rows}`;
    const lines = unwrap(parsePbnResults(text)).results.boards[0]!.lines;
    expect(lines).toEqual([{ board: 2, ns: '1', ew: '2', contract: '4H', declarer: 'S', tricks: 10, score: 620 }]);
  });
  it('reads results against the contract (=, +1, -2)', () => {
    const text = `${game('PairId_NS;PairId_EW;Contract;Declarer;Result')}1 2 4H S =\n3 4 3NT W +1\n5 6 6S N -2\n`;
    expect(unwrap(parsePbnResults(text)).results.boards[0]!.lines.map((l) => l.tricks)).toEqual([10, 10, 10]);
  });
  it('drops rows of a phantom (pair 0 or -) and rows not played', () => {
    const rows = '1 0 - - - -\n- 2 - - - -\n3 4 - - - -\n5 6 Pass - - 0\n';
    const text = `${game('PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS')}${rows}`;
    expect(unwrap(parsePbnResults(text)).results.boards[0]!.lines).toEqual([
      { board: 2, ns: '5', ew: '6', contract: 'Pass', score: 0 },
    ]);
  });
  it('reads artificial scores marked ^ (§5.2) for each side', () => {
    const text = `${game('PairId_NS;PairId_EW;Contract;Score_NS;Score_EW')}1 2 - ^A+ ^A-\n3 4 - ^55% ^45%\n`;
    const lines = unwrap(parsePbnResults(text)).results.boards[0]!.lines;
    expect(lines.map((l) => l.adjusted)).toEqual([
      { ns: 'average-plus', ew: 'average-minus' },
      { ns: { percent: 55 }, ew: { percent: 45 } },
    ]);
  });
  it('takes a Section tag for the lines of its game', () => {
    const text = `${game('PairId_NS;PairId_EW;Score_NS', '\n[Section "B"]')}1 2 420\n`;
    expect(unwrap(parsePbnResults(text)).results.boards[0]!.lines[0]!.section).toBe('B');
  });
  it('finds two winners when pairs kept their direction, one when they moved (a Howell)', () => {
    const mitchell = `${game('PairId_NS;PairId_EW;Score_NS')}1 4 420\n2 5 450\n`;
    const howell = `${game('PairId_NS;PairId_EW;Score_NS')}1 4 420\n4 2 450\n`;
    expect(unwrap(parsePbnResults(mitchell)).results.winners).toBe(2);
    expect(unwrap(parsePbnResults(howell)).results.winners).toBe(1);
    const sameNumbers = unwrap(parsePbnResults(`${game('PairId_NS;PairId_EW;Score_NS')}1 1 420\n2 2 450\n`)).results;
    expect(sameNumbers.winners).toBe(2);
    expect(sameNumbers.pairs.map((p) => `${p.direction} ${p.id}`)).toEqual(['NS 1', 'EW 1', 'NS 2', 'EW 2']);
  });
});

describe('errors carry the line and column of what is wrong', () => {
  it('a contract that is not one', () => {
    const text = CLUB.replace('3NT  N  8', '8NT  N  8');
    expect(parsePbnResults(text, { file: 'club.pbn' })).toMatchObject({
      ok: false,
      error: { code: 'contract/bad-level', line: 21, column: 13, file: 'club.pbn' },
    });
  });
  it('a result above 13 tricks, a bad score, a bad rank', () => {
    expect(parsePbnResults(CLUB.replace('2S   E  8', '2S   E 18'))).toMatchObject({
      ok: false,
      error: { code: 'pbn-results/bad-result', line: 22, column: 20 },
    });
    expect(parsePbnResults(CLUB.replace('"400"', '"4x0"'))).toMatchObject({
      ok: false,
      error: { code: 'pbn-results/bad-score', line: 20, column: 28 },
    });
    expect(parsePbnResults(CLUB.replace(' 3 NS  3', ' Z NS  3'))).toMatchObject({
      ok: false,
      error: { code: 'pbn-results/bad-rank', line: 15, column: 2 },
    });
  });
  it('a row with too few elements, and a table without pair ids', () => {
    expect(parsePbnResults(CLUB.replace('  0.0  4.0\n', '\n'))).toMatchObject({
      ok: false,
      error: { code: 'pbn-results/bad-row', line: 22, column: 2 },
    });
    expect(parsePbnResults('[Board "1"]\n[ScoreTable "Contract;Score_NS"]\n4S 420\n')).toMatchObject({
      ok: false,
      error: { code: 'pbn-results/no-pair-ids', line: 2, column: 1 },
    });
  });
  it('a ScoreTable without a board number', () => {
    expect(parsePbnResults('[Event "x"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 420\n')).toMatchObject({
      ok: false,
      error: { code: 'pbn-results/bad-board', line: 2 },
    });
  });
  it('keeps a bad lead or a bad hand record as a warning', () => {
    const r = unwrap(parsePbnResults(CLUB.replace('S6 ', 'Z6 ').replace('[Deal "N:AKJ6', '[Deal "N:AKJJ6')));
    expect(r.warnings.map((w) => [w.code, w.line])).toEqual([
      ['hand/duplicate-card', 8],
      ['pbn-results/bad-lead', 20],
    ]);
    expect(r.results.boards[0]!.deal).toBeUndefined();
  });
});

describe('writing (PBN 2.1 export format)', () => {
  it('writes a game per board with the ranking in the first, tables padded to their widths (§5.2)', () => {
    const text = makePbnResults(unwrap(parsePbnResults(CLUB)).results, { eol: '\n' });
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['% PBN 2.1', '% EXPORT', '[Event "Tuesday pairs"]']);
    expect(lines).toContain(
      `[ScoreTable "${[
        'Table\\1R',
        'Round\\1R',
        'PairId_NS\\1R',
        'PairId_EW\\1R',
        'Contract\\3L',
        'Declarer\\1L',
        'Result\\1R',
        'Lead\\2L',
        'Score_NS\\3R',
        'Score_EW\\3R',
        'MP_NS\\1R',
        'MP_EW\\1R',
      ].join(';')}"]`,
    );
    expect(lines).toContain('2 1 2 2 3NT N 8 C5   -  50 2 2');
    expect(lines).toContain('1 NS 1 4 100 "Ann Alda;Bo Berg"');
  });
  it('writes multi-section files with a Section column, and names with quotes escaped', () => {
    const results: SessionResults = {
      event: {},
      method: 'butler',
      winners: 1,
      pairs: [
        { id: '1', section: 'A', names: ['Ann "Bee" Alda'] },
        { id: '1', section: 'B', names: [] },
      ],
      boards: [
        { board: 3, lines: [{ board: 3, section: 'A', ns: '1', ew: '2', score: 100, nsPoints: 2.5, ewPoints: -2.5 }] },
      ],
    };
    const text = makePbnResults(results, { eol: '\n' });
    expect(text).toContain('[Scoring "IMP;Butler"]');
    expect(text).toContain('"Ann \\"Bee\\" Alda"');
    expect(unwrap(parsePbnResults(text)).results).toEqual(results);
  });
});

// Results as the writer takes them, in canonical form (contracts as written back, ids without spaces).
const seat = fc.constantFrom<Seat>('N', 'E', 'S', 'W');
const id = fc.stringMatching(/^[1-9][0-9]?$/);
const adjustment: fc.Arbitrary<ResultsAdjustment> = fc.oneof(
  fc.constantFrom('average-plus', 'average', 'average-minus'),
  fc.record({ percent: fc.integer({ min: 0, max: 100 }).filter((p) => p !== 40 && p !== 50 && p !== 60) }),
);
const lineArb = (board: number, section: string | undefined): fc.Arbitrary<ResultsLine> =>
  fc
    .record(
      {
        ns: id,
        ew: id,
        round: fc.nat(9),
        table: fc.integer({ min: 1, max: 20 }),
        contract: fc.constantFrom('4S', '3NT', '2HX', '7CXX', 'Pass'),
        declarer: seat,
        tricks: fc.integer({ min: 0, max: 13 }),
        lead: fc.constantFrom('SA', 'HT', 'C2'),
        score: fc.integer({ min: -7600, max: 7600 }).map((s) => s * 10),
        adjusted: fc.record({ ns: adjustment, ew: adjustment }),
        nsPoints: fc.integer({ min: 0, max: 400 }).map((x) => x / 4),
        ewPoints: fc.integer({ min: 0, max: 400 }).map((x) => x / 4),
        nsPercent: fc.integer({ min: 0, max: 10000 }).map((x) => x / 100),
        weighted: fc.constant([
          { weight: 0.6, score: 420 },
          { weight: 0.4, score: -50 },
        ]),
      },
      { requiredKeys: ['ns', 'ew'] },
    )
    .map((l): ResultsLine => {
      const out: { -readonly [K in keyof ResultsLine]: ResultsLine[K] } = {
        board,
        ...(section ? { section } : {}),
        ...l,
      };
      if (out.adjusted) delete out.score; // an artificial score replaces the result's score
      return out;
    })
    .filter(
      (l) =>
        l.score !== undefined ||
        l.adjusted !== undefined ||
        l.weighted !== undefined ||
        l.contract === 'Pass' ||
        (l.contract !== undefined && l.declarer !== undefined && l.tricks !== undefined),
    );
const resultsArb: fc.Arbitrary<SessionResults> = fc
  .record({
    winners: fc.constantFrom<1 | 2>(1, 2),
    method: fc.constantFrom('matchpoints', 'butler', 'cross-imps', null),
    section: fc.constantFrom(undefined, 'A'),
    boardNumbers: fc.uniqueArray(fc.integer({ min: 1, max: 36 }), { minLength: 1, maxLength: 4 }),
    name: fc.constantFrom(undefined, 'Club night', 'Pär "å" Öst'),
  })
  .chain(({ winners, method, section, boardNumbers, name }) =>
    fc
      .record({
        boards: fc.tuple(
          ...boardNumbers
            .sort((a, b) => a - b)
            .map((b) =>
              fc.array(lineArb(b, section), { maxLength: 4 }).map((lines): ResultsBoard => ({ board: b, lines })),
            ),
        ),
        pairs: fc.uniqueArray(
          fc.record({
            id,
            names: fc.array(fc.constantFrom('Ann', 'Bo Berg', 'Øy'), { maxLength: 2 }),
            rank: fc.constantFrom(undefined, '1', '3='),
            total: fc.constantFrom(undefined, 12.5),
            percent: fc.constantFrom(undefined, 52.08),
            boards: fc.constantFrom(undefined, 24),
            direction: fc.constantFrom<'NS' | 'EW'>('NS', 'EW'),
          }),
          { minLength: 1, maxLength: 5, selector: (p) => `${p.id}${winners === 2 ? p.direction : ''}` },
        ),
      })
      .map(
        ({ boards, pairs }): SessionResults => ({
          event: name ? { name, date: '2026.11.26' } : {},
          method: method as SessionResults['method'],
          winners,
          pairs: pairs.map((p) => {
            const out: { -readonly [K in keyof ResultsPair]: ResultsPair[K] } = { id: p.id, names: p.names };
            if (section) out.section = section;
            if (winners === 2) out.direction = p.direction;
            for (const k of ['rank', 'total', 'percent', 'boards'] as const)
              if (p[k] !== undefined) (out as Record<string, unknown>)[k] = p[k];
            return out;
          }),
          boards: [...boards],
        }),
      ),
  );

describe('round trip (fast-check)', () => {
  it('reading what makePbnResults wrote gives the same results', () => {
    fc.assert(
      fc.property(resultsArb, (results) => {
        const back = parsePbnResults(makePbnResults(results));
        expect(back.ok && back.value.warnings).toEqual([]);
        expect(back.ok && back.value.results).toEqual(results);
      }),
      { numRuns: 150, seed: 23 },
    );
  });
});
