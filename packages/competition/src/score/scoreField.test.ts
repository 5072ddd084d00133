// Scoring a field against the published worked examples of scoring-reference.md §2 (provenance
// given per test) and the session rules of competition-research.md §4.
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import type { FieldInput, ResultLine } from '../field.js';
import { scoreField } from './scoreField.js';

const field = (results: ResultLine[], extra: Partial<FieldInput> = {}): FieldInput => ({
  method: 'matchpoints',
  winners: 2,
  participants: [],
  results,
  ...extra,
});
/** One board, pairs numbered 1.. in both directions, NS scores as given. */
const board = (scores: number[], b = 1, from = 1): ResultLine[] =>
  scores.map((score, i) => ({ board: b, ns: String(from + i), ew: String(from + i + 100), score }));
const travellerOf = (r: ReturnType<typeof scoreField>, b = 0) =>
  unwrap(r).boards[b]!.lines.map((l) => [l.nsPoints, l.ewPoints]);

describe('matchpoints (Law 78A)', () => {
  it('NS +400, +430, +150, −50 give NS 4, 6, 2, 0 and EW 2, 0, 4, 6 (bridge-scorer matchpoints.js, §2.2)', () => {
    expect(travellerOf(scoreField(field(board([400, 430, 150, -50]))))).toEqual([
      [4, 2],
      [6, 0],
      [2, 4],
      [0, 6],
    ]);
  });
  it('EW-declared 110, 140, 140, 120 give NS 6, 1, 1, 4 (bridge-scorer, §2.2)', () => {
    expect(travellerOf(scoreField(field(board([-110, -140, -140, -120])))).map((x) => x[0])).toEqual([6, 1, 1, 4]);
  });
  it('a passed-out board scores 0 and compares like any score: +90, pass, −50, −50 → 6, 4, 1, 1 (§2.2)', () => {
    const lines: ResultLine[] = [
      { board: 1, ns: '1', ew: '11', contract: '1NT', declarer: 'N', tricks: 7, score: 90 },
      { board: 1, ns: '2', ew: '12', contract: 'pass' },
      { board: 1, ns: '3', ew: '13', contract: '1NT', declarer: 'N', tricks: 6 },
      { board: 1, ns: '4', ew: '14', score: -50 },
    ];
    const r = unwrap(scoreField(field(lines)));
    expect(r.boards[0]!.lines.map((l) => l.nsPoints)).toEqual([6, 4, 1, 1]);
    expect(r.boards[0]!.lines[1]!.score).toBe(0);
    const ns = r.rankings.filter((x) => x.direction === 'NS');
    expect(ns.map((x) => [x.id, x.rankLabel, x.percent])).toEqual([
      ['1', '1', 100],
      ['2', '2', 66.67],
      ['3', '3=', 16.67],
      ['4', '3=', 16.67],
    ]);
  });
  it('the ACBL scale gives 1 / ½ / 0 with top n − 1 (§2.2)', () => {
    const r = unwrap(scoreField(field(board([400, 430, 150, -50])), { scale: 'acbl' }));
    expect(r.boards[0]!.top).toBe(3);
    expect(r.boards[0]!.lines.map((l) => l.nsPoints)).toEqual([2, 3, 1, 0]);
  });
  it('a contract line is scored by Law 77 with the vulnerability of its board number (Law 2)', () => {
    // Board 2: NS vulnerable, 4S by N making 10 = 620; board 1: none vulnerable = 420.
    const r = unwrap(
      scoreField(
        field([
          { board: 2, ns: '1', ew: '2', contract: '4S', declarer: 'N', tricks: 10 },
          { board: 1, ns: '1', ew: '2', contract: '4S', declarer: 'N', tricks: 10 },
        ]),
      ),
    );
    expect(r.boards.map((b) => b.lines[0]!.score)).toEqual([420, 620]);
  });
});

describe('Neuberg (scoring-reference.md §2.3)', () => {
  it('EBU example: 10 results of 11 expected → 19.9, 17.7, …, 0.1 (top 20)', () => {
    const ten = [520, 500, 490, 480, 460, 450, 430, 420, 400, -50];
    const eleven = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    const r = unwrap(scoreField(field([...board(ten, 1), ...board(eleven, 2)])));
    expect(r.boards[0]!.top).toBe(20);
    expect(r.boards[0]!.expected).toBe(11);
    expect(r.boards[0]!.lines.map((l) => l.nsPoints)).toEqual([19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1]);
  });
  it('with neuberg off each board keeps its own top', () => {
    const r = unwrap(scoreField(field([...board([10, 0], 1), ...board([0, 10, 20], 2)]), { neuberg: false }));
    expect(r.boards.map((b) => b.top)).toEqual([2, 4]);
  });
  it('the expected count can come from the movement', () => {
    const r = unwrap(scoreField(field(board([10, 0])), { expected: () => 3 }));
    expect(r.boards[0]!.top).toBe(4);
    expect(r.boards[0]!.lines.map((l) => l.nsPoints)).toEqual([3.5, 0.5]); // (2+1)·3/2 − 1, (0+1)·3/2 − 1
  });
  it('refuses an expected count below the results played', () => {
    const r = scoreField(field(board([10, 0, 20])), { expected: () => 2 });
    expect(!r.ok && r.error.code).toBe('field/bad-expected');
  });
});

describe('adjusted scores (Law 12C)', () => {
  it("average-plus / -minus are 60 % / 40 % of the full top, outside the others' Neuberg (§2.3–2.4)", () => {
    const lines: ResultLine[] = [
      ...board([420, 450, 400]),
      { board: 1, ns: '9', ew: '109', adjusted: { ns: 'average-plus', ew: 'average-minus' } },
    ];
    const r = unwrap(scoreField(field(lines)));
    expect(r.boards[0]!.top).toBe(6);
    // 420 beats one of three real scores: MP 2 of 4, then (2 + 1)·4/3 − 1 = 3.
    expect(r.boards[0]!.lines.map((l) => [l.nsPoints, l.ewPoints])).toEqual([
      [3, 3],
      [5.67, 0.33],
      [0.33, 5.67],
      [3.6, 2.4],
    ]);
  });
  it('an adjustment given as a percentage is that share of the top', () => {
    const lines: ResultLine[] = [
      ...board([420, 450]),
      { board: 1, ns: '9', ew: '109', adjusted: { ns: { percent: 70 }, ew: { percent: 30 } } },
    ];
    expect(unwrap(scoreField(field(lines))).boards[0]!.lines[2]).toMatchObject({ nsPoints: 2.8, ewPoints: 1.2 });
  });
  it('a weighted score (Law 12C1(c)) is matchpointed part by part and the others are compared with each part', () => {
    const lines: ResultLine[] = [
      ...board([420, 450]),
      {
        board: 1,
        ns: '3',
        ew: '103',
        weighted: [
          { weight: 0.4, score: 420 },
          { weight: 0.6, score: -50 },
        ],
      },
    ];
    const r = unwrap(scoreField(field(lines)));
    // 420: 0 v 450, 0.4·1 + 0.6·2 v the weighted line = 1.6; 450: 4; weighted: 0.4·1 = 0.4 (top 4).
    expect(r.boards[0]!.lines.map((l) => l.nsPoints)).toEqual([1.6, 4, 0.4]);
  });
  it('refuses weights that do not add up to 1', () => {
    const r = scoreField(
      field([
        {
          board: 1,
          ns: '1',
          ew: '2',
          weighted: [
            { weight: 0.5, score: 420 },
            { weight: 0.4, score: 0 },
          ],
        },
      ]),
    );
    expect(!r.ok && r.error.code).toBe('field/bad-weights');
  });
});

describe('fouled boards (Law 87; competition-research.md §4)', () => {
  // Board expected 8 times; version X played 5 times, version Y 3 times.
  const fouled: ResultLine[] = [
    ...board([100, 200, 300, 400, 500]).map((l) => ({ ...l, version: 'X' })),
    ...board([600, 50, 150], 1, 6).map((l) => ({ ...l, version: 'Y' })),
  ];
  it('EBU: each version matchpointed alone, then (M·E + (E − A))/A, to 0.1 MP', () => {
    const r = unwrap(scoreField(field(fouled)));
    expect(r.boards[0]!.top).toBe(14);
    // Version X (A = 5, E = 8): M = 0, 2, 4, 6, 8 → (M·8 + 3)/5 = 0.6, 3.8, 7, 10.2, 13.4.
    // Version Y (A = 3): M(600) = 4, M(50) = 0, M(150) = 2 → (M·8 + 5)/3 = 12.33, 1.67, 7 → 12.3, 1.7, 7.
    expect(r.boards[0]!.lines.map((l) => l.nsPoints)).toEqual([0.6, 3.8, 7, 10.2, 13.4, 12.3, 1.7, 7]);
  });
  it('ACBL: a version of 3 results next to a larger one gets 70 / 60 / 50 % of top', () => {
    const r = unwrap(scoreField(field(fouled), { fouled: 'acbl' }));
    const y = r.boards[0]!.lines.slice(5).map((l) => [l.nsPoints, l.ewPoints]);
    expect(y).toEqual([
      [9.8, 7],
      [7, 9.8],
      [8.4, 8.4],
    ]);
  });
  it('EBU: a version smaller than 3 and a third of the field gets artificial scores (average-plus each)', () => {
    const small: ResultLine[] = [
      ...board([100, 200, 300, 400, 500, 600, 700]),
      { board: 1, ns: '8', ew: '108', score: 50, version: 'Y' },
    ];
    const r = unwrap(scoreField(field(small)));
    expect(r.boards[0]!.lines[7]).toMatchObject({ nsPoints: 8.4, ewPoints: 8.4 });
  });
});

describe('IMP pairs (scoring-reference.md §2.5)', () => {
  it('a fouled board in IMPs compares each version apart, each with its own datum (Law 87)', () => {
    const x = board([420, 420, 450]).map((l) => ({ ...l, version: 'X' }));
    const y = board([-50, -100, 100], 1, 4).map((l) => ({ ...l, version: 'Y' }));
    for (const method of ['butler', 'cross-imps'] as const) {
      const both = unwrap(scoreField(field([...x, ...y], { method }))).boards[0]!.lines.map((l) => l.nsPoints);
      const apart = [x, y].flatMap((v) =>
        unwrap(scoreField(field(v, { method }))).boards[0]!.lines.map((l) => l.nsPoints),
      );
      expect(both).toEqual(apart);
    }
  });
  it('cross-IMPs: +620, +170, +140, +140, −100 → 10.5, −0.25, −1.25, −1.25, −7.75 (bridge-scorer)', () => {
    const r = unwrap(scoreField(field(board([620, 170, 140, 140, -100]), { method: 'cross-imps' })));
    expect(r.boards[0]!.lines.map((l) => l.nsPoints)).toEqual([10.5, -0.25, -1.25, -1.25, -7.75]);
    expect(r.boards[0]!.top).toBeNull();
  });
  it('Cavendish capped at 17: +730, −170, +100, −420, −400 → 14, −2.25, 4.25, −8.25, −7.75 (§2.5)', () => {
    const r = unwrap(
      scoreField(field(board([730, -170, 100, -420, -400]), { method: 'cross-imps' }), { crossImps: { cap: 17 } }),
    );
    expect(r.boards[0]!.lines.map((l) => l.nsPoints)).toEqual([14, -2.25, 4.25, -8.25, -7.75]);
  });
  it('Butler: −650, −170, −1440, +100, −170, −200 → datum −300; IMPs −8, 4, −15, 9, 4, 3 (§2.5)', () => {
    const r = unwrap(scoreField(field(board([-650, -170, -1440, 100, -170, -200]), { method: 'butler' })));
    expect(r.boards[0]!.datum).toBe(-300);
    expect(r.boards[0]!.lines.map((l) => l.nsPoints)).toEqual([-8, 4, -15, 9, 4, 3]);
    expect(r.boards[0]!.lines.map((l) => l.ewPoints)).toEqual([8, -4, 15, -9, -4, -3]);
  });
  it('artificial scores in IMPs are ±3 (Law 86A) and a percentage is refused', () => {
    const avg: ResultLine = { board: 1, ns: '9', ew: '109', adjusted: { ns: 'average-plus', ew: 'average' } };
    expect(
      unwrap(scoreField(field([...board([420, 450]), avg], { method: 'butler' }))).boards[0]!.lines[2],
    ).toMatchObject({ nsPoints: 3, ewPoints: 0 });
    const pct: ResultLine = { board: 1, ns: '9', ew: '109', adjusted: { ns: { percent: 70 }, ew: 'average' } };
    const r = scoreField(field([...board([420, 450]), pct], { method: 'cross-imps' }));
    expect(!r.ok && r.error.code).toBe('field/percent-in-imps');
  });
  it('ranks IMP pairs on total IMPs with no percentage', () => {
    const r = unwrap(scoreField(field(board([620, 170, 140, 140, -100]), { method: 'cross-imps', winners: 1 })));
    expect(r.rankings.slice(0, 2).map((x) => [x.id, x.total, x.percent, x.direction])).toEqual([
      ['1', 10.5, null, null],
      ['105', 7.75, null, null],
    ]);
  });
});

describe('rankings', () => {
  it('two winners rank NS and EW apart; ties share a rank shown "3="', () => {
    const r = unwrap(scoreField(field(board([400, 430, 150, 150]))));
    expect(r.rankings.map((x) => `${x.direction}${x.id}:${x.rankLabel}`)).toEqual([
      'NS2:1',
      'NS1:2',
      'NS3:3=',
      'NS4:3=',
      'EW103:1=',
      'EW104:1=',
      'EW101:3',
      'EW102:4',
    ]);
  });
  it('one winner ranks everyone together, whatever direction each line was played in (arrow switch)', () => {
    const lines: ResultLine[] = [
      { board: 1, ns: '1', ew: '2', score: 100 },
      { board: 1, ns: '3', ew: '4', score: 200 },
      { board: 2, ns: '2', ew: '1', score: 100 },
      { board: 2, ns: '4', ew: '3', score: 200 },
    ];
    const r = unwrap(scoreField(field(lines, { winners: 1 })));
    expect(r.rankings.map((x) => [x.id, x.percent, x.rankLabel])).toEqual([
      ['1', 50, '1='],
      ['2', 50, '1='],
      ['3', 50, '1='],
      ['4', 50, '1='],
    ]);
  });
  it("a pair's percentage is over the boards it played (a sit-out drops out)", () => {
    const lines: ResultLine[] = [
      ...board([100, 200], 1),
      ...board([300, 100], 2),
      { board: 3, ns: '1', ew: '101', score: 0 },
      { board: 3, ns: '3', ew: '103', score: 50 },
    ];
    const r = unwrap(scoreField(field(lines, { winners: 1 }), { neuberg: false }));
    const p2 = r.rankings.find((x) => x.id === '2')!;
    expect([p2.total, p2.percent]).toEqual([2, 50]);
  });
  it('sections of one scoring group are ranked together; other sections apart', () => {
    const a = board([100, 200]).map((l) => ({ ...l, section: 'A' }));
    const b = board([300, 400]).map((l) => ({ ...l, section: 'B' }));
    const together = unwrap(scoreField(field([...a, ...b], { winners: 1, scoringGroups: [['A', 'B']] })));
    expect(together.boards).toHaveLength(1);
    expect(together.boards[0]!.sections).toEqual(['A', 'B']);
    // Over all four results: B 400 beats three (100 %); A's EW 101 beats all three other EW scores too.
    expect(together.rankings.filter((x) => x.rank === 1).map((x) => `${x.section}${x.id}:${x.percent}`)).toEqual([
      'A101:100',
      'B2:100',
    ]);
    const apart = unwrap(scoreField(field([...a, ...b], { winners: 1 })));
    expect(apart.boards).toHaveLength(2);
    expect(apart.rankings.filter((x) => x.rank === 1).map((x) => `${x.section}${x.id}`)).toEqual([
      'A2',
      'A101',
      'B2',
      'B101',
    ]);
  });
  it('a participant listed without a section is ranked in the group of the section it played in', () => {
    const a = board([100, 200]).map((l) => ({ ...l, section: 'A' }));
    const r = unwrap(scoreField(field(a, { winners: 1, participants: [{ id: '1', names: ['Ann', 'Bob'] }] })));
    expect(r.rankings.map((x) => [x.id, x.rank])).toEqual([
      ['2', 1],
      ['101', 1],
      ['1', 3],
      ['102', 3],
    ]);
    expect(r.rankings.find((x) => x.id === '1')!.names).toEqual(['Ann', 'Bob']);
  });
  it('names come from the participants; the direction given there wins', () => {
    const r = unwrap(
      scoreField(
        field(board([100]), { winners: 2, participants: [{ id: '1', names: ['Ann', 'Bob'], direction: 'NS' }] }),
      ),
    );
    expect(r.rankings[0]).toMatchObject({ id: '1', names: ['Ann', 'Bob'], direction: 'NS' });
  });
});

describe('refusals', () => {
  it('refuses a pair with two results on one board', () => {
    const r = scoreField(
      field([
        { board: 1, ns: '1', ew: '2', score: 100 },
        { board: 1, ns: '1', ew: '3', score: 100 },
      ]),
    );
    expect(!r.ok && r.error.code).toBe('field/duplicate-play');
  });
  it('refuses a line with no score', () => {
    const r = scoreField(field([{ board: 1, ns: '1', ew: '2' }]));
    expect(!r.ok && r.error.code).toBe('field/no-score');
  });
  it('refuses a section in two scoring groups', () => {
    const r = scoreField(field(board([1]), { scoringGroups: [['A'], ['A', 'B']] }));
    expect(!r.ok && r.error.code).toBe('field/bad-scoring-group');
  });
  it('refuses an unknown method', () => {
    const r = scoreField(field(board([1]), { method: 'chicago' as 'patton' }));
    expect(!r.ok && r.error.code).toBe('field/unsupported-method');
  });
});
