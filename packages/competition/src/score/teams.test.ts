// Teams scoring: IMPs per board (Law 78B), VPs per match (WBF 2013 and discrete scales,
// scoring-reference.md §2.7), board-a-match (§2.6), Patton (bridge.is) and tie-breaks (cbai.ie,
// magicscoring.com).
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import type { FieldInput, ResultLine } from '../field.js';
import { scoreField } from './scoreField.js';
import { makeRoundRobin } from '../movement/teams.js';
import { movementTeamsOptions, scoreTeams } from './teams.js';
import { ACBL_20_VP, ACBL_30_VP, SBU_20_VP, discreteVictoryPoints } from './vpScales.js';

/** A match's lines: for each board, the NS score where `home` sat NS and where `away` sat NS. */
const match = (round: number, home: string, away: string, boards: [number, number][], first = 1): ResultLine[] =>
  boards.flatMap(([h, a], i) => [
    { board: first + i, round, ns: home, ew: away, score: h },
    { board: first + i, round, ns: away, ew: home, score: a },
  ]);
const teams = (results: ResultLine[], method: FieldInput['method'] = 'teams-imps'): FieldInput => ({
  method,
  winners: 1,
  participants: [],
  results,
});

describe('IMPs and VPs per match', () => {
  it('each board is IMPed between the two tables: +620 and −170 at the other is 450 → 10 IMPs (Law 78B)', () => {
    const r = unwrap(scoreTeams(teams(match(1, '1', '2', [[620, 170]]))));
    expect(r.matches[0]!.boards[0]).toMatchObject({ homeNs: 620, awayNs: 170, imps: { home: 10, away: -10 } });
    expect(r.matches[0]!.imps).toEqual({ home: 10, away: 0 });
  });
  it('8 IMPs over 12 boards is 12.61 – 7.39 on the WBF 2013 scale (§2.7.3, verified table)', () => {
    // Board 1: 620 v 420 = 200 → 5 IMPs; board 2: 140 v 50 = 90 → 3 IMPs; ten flat boards.
    const boards: [number, number][] = [
      [620, 420],
      [140, 50],
      ...Array.from({ length: 10 }, (): [number, number] => [100, 100]),
    ];
    const r = unwrap(scoreTeams(teams(match(1, '1', '2', boards))));
    expect(r.matches[0]!.vps).toEqual({ home: 12.61, away: 7.39 });
    expect(r.standings.map((s) => [s.id, s.vps])).toEqual([
      ['1', 12.61],
      ['2', 7.39],
    ]);
  });
  it('discrete scales: ACBL 20-VP, 6 IMPs in 8 boards 13–7; ACBL 30-VP, 1 IMP 18–12; SBU (§2.7.2)', () => {
    expect(unwrap(discreteVictoryPoints(ACBL_20_VP, 8, 6))).toEqual({ us: 13, them: 7 });
    expect(unwrap(discreteVictoryPoints(ACBL_30_VP, 7, -1))).toEqual({ us: 12, them: 18 });
    expect(unwrap(discreteVictoryPoints(ACBL_30_VP, 10, 0))).toEqual({ us: 15, them: 15 });
    expect(unwrap(discreteVictoryPoints(SBU_20_VP, 16, 40))).toEqual({ us: 20, them: 0 });
    const r = discreteVictoryPoints(ACBL_30_VP, 14, 3);
    expect(!r.ok && r.error.code).toBe('vp/no-band');
  });
  it('a discrete scale is used per match when given as the conversion', () => {
    const boards: [number, number][] = [
      [620, 420],
      [140, 50],
      ...Array.from({ length: 6 }, (): [number, number] => [100, 100]),
    ];
    const r = unwrap(scoreTeams(teams(match(1, '1', '2', boards)), { vp: { kind: 'discrete', scale: ACBL_20_VP } }));
    expect(r.matches[0]!.vps).toEqual({ home: 14, away: 6 }); // 8 IMPs in 8 boards: 8–10 → 14
  });
  it('an artificial score at one table gives ±3 IMPs (Law 86A)', () => {
    const lines: ResultLine[] = [
      { board: 1, round: 1, ns: '1', ew: '2', score: 420 },
      { board: 1, round: 1, ns: '2', ew: '1', adjusted: { ns: 'average-minus', ew: 'average-plus' } },
    ];
    expect(unwrap(scoreTeams(teams(lines))).matches[0]!.boards[0]!.imps).toEqual({ home: 3, away: -3 });
  });
  it('a board played at one table only counts nothing and is marked incomplete', () => {
    const lines: ResultLine[] = [{ board: 1, round: 1, ns: '1', ew: '2', score: 420 }];
    expect(unwrap(scoreTeams(teams(lines))).matches[0]!.boards[0]).toMatchObject({
      complete: false,
      imps: { home: 0, away: 0 },
    });
  });
});

describe('matches over several rounds', () => {
  it('the two halves of a match (rooms exchange boards at half-time) are one match', () => {
    const results = [...match(1, '1', '2', [[620, 170]]), ...match(2, '1', '2', [[100, 140]], 2)];
    const r = unwrap(scoreTeams(teams(results)));
    expect(r.matches).toHaveLength(1);
    expect(r.matches[0]).toMatchObject({ round: 1, imps: { home: 10, away: 1 } });
  });
  it('with matchPerRound each round is its own match (a double round robin)', () => {
    const results = [...match(1, '1', '2', [[620, 170]]), ...match(2, '1', '2', [[100, 140]], 2)];
    expect(unwrap(scoreTeams(teams(results), { matchPerRound: true })).matches.map((m) => m.round)).toEqual([1, 2]);
  });
});

describe('three-ways (research note §3.5; EBU triple: each half a match of its own length)', () => {
  // makeThreeWay's rows: set 1 (board 1) 1 v 3, set 2 (board 2) 2 v 1, set 3 (board 3) 3 v 2.
  const threeWay = (round: number, first: number): ResultLine[] => [
    ...match(round, '1', '3', [[620, 170]], first), // 10 IMPs to team 1
    ...match(round, '1', '2', [[100, 100]], first + 1),
    ...match(round, '2', '3', [[-50, -50]], first + 2),
  ];
  it('a half-match counts half: VPs on the scale of its boards, the round weighing one match', () => {
    const r = unwrap(scoreTeams(teams(threeWay(1, 1)), { threeWays: [{ round: 1, teams: ['1', '2', '3'] }] }));
    expect(r.matches.map((m) => [m.home, m.away, m.weight])).toEqual([
      ['1', '2', 0.5],
      ['1', '3', 0.5],
      ['2', '3', 0.5],
    ]);
    const won = unwrap(scoreTeams(teams(match(1, '1', '3', [[620, 170]])))).matches[0]!.vps!; // 10 IMPs in 1 board
    const one = r.standings.find((s) => s.id === '1')!;
    expect(one.vps).toBe(Math.round(((won.home + 10) / 2) * 100) / 100);
    expect(one.matches).toBe(1);
  });
  it('two half-matches of the same teams in different three-ways are one match of their boards', () => {
    const results = [...threeWay(1, 1), ...threeWay(3, 4)];
    const r = unwrap(
      scoreTeams(teams(results), {
        threeWays: [
          { round: 1, teams: ['1', '2', '3'] },
          { round: 3, teams: ['1', '2', '3'] },
        ],
      }),
    );
    expect(r.matches.map((m) => [m.home, m.away, m.boards.length, m.weight])).toEqual([
      ['1', '2', 2, 1],
      ['1', '3', 2, 1],
      ['2', '3', 2, 1],
    ]);
  });
  it('a movement gives its three-ways and byes as teams options', () => {
    const rr = unwrap(makeRoundRobin({ teams: 5, boards: 8 }));
    expect(movementTeamsOptions(rr)).toEqual({
      threeWays: rr.threeWays!.map((w) => ({ round: w.round, teams: w.teams.map(String) })),
      byes: [],
    });
    const bye = movementTeamsOptions(unwrap(makeRoundRobin({ teams: 5, boards: 8, odd: 'bye' })));
    expect(bye.byes).toHaveLength(5);
    expect(new Set(bye.byes!.map((b) => b.team)).size).toBe(5);
  });
  it('without three-ways listed every match counts one', () => {
    const r = unwrap(scoreTeams(teams(threeWay(1, 1))));
    expect(r.matches.every((m) => m.weight === 1)).toBe(true);
  });
});

describe('board-a-match and Patton', () => {
  it('+130 against 2NT making at the other table (−120) wins the board, though 0 IMPs (§2.6)', () => {
    const r = unwrap(scoreTeams(teams(match(1, '1', '2', [[130, 120]]), 'board-a-match')));
    expect(r.matches[0]!.boards[0]).toMatchObject({ imps: { home: 0, away: 0 }, bam: { home: 1, away: 0 } });
    expect(r.standings.map((s) => [s.id, s.total])).toEqual([
      ['1', 1],
      ['2', 0],
    ]);
  });
  it('BAM ties are half a point, or 1 of 2 on the British scale', () => {
    expect(unwrap(scoreTeams(teams(match(1, '1', '2', [[420, 420]]), 'board-a-match'))).matches[0]!.bam).toEqual({
      home: 0.5,
      away: 0.5,
    });
    expect(
      unwrap(scoreTeams(teams(match(1, '1', '2', [[420, 420]]), 'board-a-match'), { bamScale: '2/1/0' })).matches[0]!
        .bam,
    ).toEqual({ home: 1, away: 1 });
  });
  it('Patton adds the IMP VPs and the BAM points on a second 20 scale (bridge.is, Reykjavík)', () => {
    // Two boards: 620 v 170 (10 IMPs, BAM win), 100 v 110 (0 IMPs, BAM loss). WBF 2 boards: 10 IMPs → V(10).
    const r = unwrap(
      scoreTeams(
        teams(
          match(1, '1', '2', [
            [620, 170],
            [100, 110],
          ]),
          'patton',
        ),
      ),
    );
    const m = r.matches[0]!;
    expect(m.bam).toEqual({ home: 2, away: 2 });
    const imp = unwrap(
      scoreTeams(
        teams(
          match(1, '1', '2', [
            [620, 170],
            [100, 110],
          ]),
        ),
      ),
    ).matches[0]!.vps!;
    expect(m.vps).toEqual({ home: imp.home + 10, away: imp.away + 10 });
  });
});

describe('standings and tie-breaks', () => {
  it('ranks on the total: net IMPs when there are no VPs', () => {
    // Round robin of 3: 1 beats 2 by 3, 2 beats 3 by 5, 3 beats 1 by 3 → 1: 0, 2: +2, 3: −2.
    const results = [
      ...match(1, '1', '2', [[140, 50]]),
      ...match(2, '2', '3', [[300, 100]]),
      ...match(3, '1', '3', [[50, 140]]),
    ];
    const r = unwrap(scoreTeams(teams(results), { vp: { kind: 'none' } }));
    expect(r.standings.map((s) => [s.id, s.total, s.rankLabel])).toEqual([
      ['2', 2, '1'],
      ['1', 0, '2'],
      ['3', -2, '3'],
    ]);
  });
  it('two teams level who met: the winner of their match goes first (cbai.ie rule 1)', () => {
    // 1 beats 2 by 3 IMPs, 2 beats 3 by 6, 1 and 3 draw: 1 and 2 level on +3.
    const results = [
      ...match(1, '1', '2', [[140, 50]]),
      ...match(2, '2', '3', [[260, 0]]),
      ...match(3, '1', '3', [[100, 100]]),
    ];
    const r = unwrap(scoreTeams(teams(results), { vp: { kind: 'none' } }));
    expect(r.standings.slice(0, 2).map((s) => [s.id, s.total, s.rankLabel])).toEqual([
      ['1', 3, '1'],
      ['2', 3, '2'],
    ]);
  });
  it('teams level who did not meet are split by the IMP quotient (cbai.ie rule 2; Magic Contest)', () => {
    // 1 v 2: 1 wins by 3 IMPs (won 3, lost 0); 3 v 4: 3 wins 5 − 2 on two boards; 1 and 3 level on +3.
    const results = [
      ...match(1, '1', '2', [[140, 50]]),
      ...match(1, '3', '4', [
        [620, 420],
        [50, 120],
      ]),
    ];
    const r = unwrap(scoreTeams(teams(results), { vp: { kind: 'none' } }));
    expect(r.standings.slice(0, 2).map((s) => [s.id, s.impQuotient])).toEqual([
      ['1', Infinity],
      ['3', 2.5],
    ]);
  });
  it('teams level on everything share the rank', () => {
    const results = [...match(1, '1', '2', [[100, 100]])];
    expect(unwrap(scoreTeams(teams(results))).standings.map((s) => s.rankLabel)).toEqual(['1=', '1=']);
  });
  it("a bye is worth its VPs and Swiss points average the opponents' VPs per match", () => {
    const results = [...match(1, '1', '2', [[620, 170]]), ...match(2, '1', '3', [[100, 100]])];
    const r = unwrap(
      scoreTeams(teams(results), {
        byes: [
          { team: '2', round: 2 },
          { team: '3', round: 1 },
        ],
        byeVp: 12,
      }),
    );
    const s = Object.fromEntries(r.standings.map((x) => [x.id, x]));
    const m1 = r.matches[0]!.vps!;
    expect(s['2']!.vps).toBeCloseTo(m1.away + 12, 9);
    expect(s['2']!.byes).toBe(1);
    // Team 1 met 2 (VPs m1.away in one match) and 3 (10 in one match): Swiss points average them.
    expect(s['1']!.swissPoints).toBeCloseTo((m1.away + 10) / 2, 2);
  });
  it('scoreField answers teams events in the field shape: standings as rankings, lines with IMPs', () => {
    const r = unwrap(scoreField(teams(match(1, '1', '2', [[620, 170]]))));
    expect(r.rankings.map((x) => [x.id, x.rank, x.percent])).toEqual([
      ['1', 1, null],
      ['2', 2, null],
    ]);
    expect(r.boards[0]!.lines.map((l) => [l.ns, l.nsPoints, l.ewPoints])).toEqual([
      ['1', 10, -10],
      ['2', -10, 10],
    ]);
  });
});
