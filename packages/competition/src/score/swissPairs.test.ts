// Swiss pairs standings (issue 23 "Swiss standings with tie-breaks"; research note §3.5): each
// match scored across the field, turned into VPs between the two pairs, ranked with tie-breaks.
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { victoryPoints } from '@biritch/scoring';
import type { FieldInput, ResultLine } from '../field.js';
import { drawSwiss } from '../movement/swiss.js';
import { scoreSwissPairs } from './swissPairs.js';
import { scoreTeams } from './teams.js';

/** Two tables a round, two boards a round: round 1 is 1 v 2 and 3 v 4, round 2 is 1 v 3 and 2 v 4. */
const line = (round: number, board: number, ns: string, ew: string, score: number): ResultLine => ({
  round,
  board,
  ns,
  ew,
  score,
});
const results: ResultLine[] = [
  line(1, 1, '1', '2', 420),
  line(1, 1, '3', '4', 170),
  line(1, 2, '1', '2', 110),
  line(1, 2, '3', '4', 110),
  line(2, 3, '1', '3', -100),
  line(2, 3, '2', '4', 140),
  line(2, 4, '1', '3', 600),
  line(2, 4, '2', '4', 630),
];
const field = (lines: readonly ResultLine[]): FieldInput => ({
  method: 'cross-imps',
  winners: 1,
  participants: [],
  results: lines,
});

describe('Swiss pairs', () => {
  it('cross-IMPs: the home pair’s IMPs against the field are the match margin, on the WBF scale', () => {
    const r = unwrap(scoreSwissPairs(field(results), { scoring: 'cross-imps' }));
    const m = r.matches.find((x) => x.round === 1 && x.home === '1')!;
    // Board 1: 420 against 170 at the other table, 250 → 6 IMPs to pair 1; board 2 flat.
    expect(m.boards.map((b) => b.imps.home)).toEqual([6, 0]);
    expect(m.vps).toEqual({
      home: unwrap(victoryPoints(2, 6)).us,
      away: unwrap(victoryPoints(2, 6)).them,
    });
    for (const x of r.matches) expect(x.vps!.home + x.vps!.away).toBeCloseTo(20, 2);
  });
  it('matchpoints: the percentage of the match’s tops is the share of 20 VPs', () => {
    const r = unwrap(scoreSwissPairs(field(results), { scoring: 'matchpoints' }));
    // Pair 1 in round 1: a top (2 of 2) on board 1 and an average (1) on board 2: 75 % → 15 VP.
    expect(r.matches.find((x) => x.round === 1 && x.home === '1')!.vps).toEqual({ home: 15, away: 5 });
  });
  it('standings add each pair’s VPs over its matches and rank them', () => {
    const r = unwrap(scoreSwissPairs(field(results), { scoring: 'matchpoints' }));
    const vps = new Map<string, number>();
    for (const m of r.matches) {
      vps.set(m.home, (vps.get(m.home) ?? 0) + m.vps!.home);
      vps.set(m.away, (vps.get(m.away) ?? 0) + m.vps!.away);
    }
    for (const s of r.standings) expect(s.vps).toBeCloseTo(vps.get(s.id)!, 2);
    const totals = r.standings.map((s) => s.total);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    expect(r.standings.every((s) => s.matches === 2)).toBe(true);
  });
  it('two pairs level on VPs who met are split by their match (head-to-head first)', () => {
    // Three tables, one board a round (top 4). Round 1: 1 v 2, 3 v 4, 5 v 6; pair 1 tops the board.
    // Round 2: 2 v 5, 1 v 4, 3 v 6; pair 2 tops it and pair 1 is bottom: 1 and 2 both have 20 VPs.
    const lines = [
      line(1, 1, '1', '2', 420),
      line(1, 1, '3', '4', 170),
      line(1, 1, '5', '6', 170),
      line(2, 2, '2', '5', 420),
      line(2, 2, '1', '4', -100),
      line(2, 2, '3', '6', 170),
    ];
    const r = unwrap(scoreSwissPairs(field(lines), { scoring: 'matchpoints' }));
    const one = r.standings.find((s) => s.id === '1')!;
    const two = r.standings.find((s) => s.id === '2')!;
    expect([one.total, two.total]).toEqual([20, 20]);
    expect([one.rank, two.rank]).toEqual([3, 4]);
  });
  it('the standings do not depend on the order of the results', () => {
    const a = unwrap(scoreSwissPairs(field(results))).standings;
    const b = unwrap(scoreSwissPairs(field([...results].reverse()))).standings;
    expect(b).toEqual(a);
  });
  it('a bye counts its VPs; a result without its round is refused with a coded error', () => {
    const r = unwrap(scoreSwissPairs(field(results), { scoring: 'matchpoints', byes: [{ team: '5', round: 3 }] }));
    expect(r.standings.find((s) => s.id === '5')).toMatchObject({ vps: 12, byes: 1 });
    const bad = scoreSwissPairs(field([{ board: 1, ns: '1', ew: '2', score: 420 }]));
    expect(bad).toMatchObject({ ok: false, error: { code: 'field/no-round' } });
  });
});

describe('Swiss teams: draw, score, draw again (issue 23)', () => {
  it('round 2 is drawn from the round-1 standings without a repeat; byes and Swiss points count', () => {
    // Five teams: round 1 draws 1 v 2, 3 v 4 and a bye for 5 (the lowest without one).
    const d1 = unwrap(drawSwiss({ entrants: [1, 2, 3, 4, 5].map((id) => ({ id, score: 0, opponents: [] })) }));
    expect(d1.bye).toBe(5);
    const r1: ResultLine[] = d1.matches.flatMap(([a, b], k) => [
      line(1, 1, String(a), String(b), k === 0 ? 620 : 100),
      line(1, 1, String(b), String(a), 100),
    ]);
    const teamsField = (lines: ResultLine[]): FieldInput => ({
      method: 'teams-imps',
      winners: 1,
      participants: [],
      results: lines,
    });
    const byes = [{ team: String(d1.bye), round: 1 }];
    const s1 = unwrap(scoreTeams(teamsField(r1), { byes }));
    const d2 = unwrap(
      drawSwiss({
        entrants: s1.standings.map((s) => ({
          id: Number(s.id),
          score: s.total,
          opponents: s1.matches.flatMap((m) =>
            m.home === s.id ? [Number(m.away)] : m.away === s.id ? [Number(m.home)] : [],
          ),
          byes: s.byes,
        })),
      }),
    );
    const met = new Set(d1.matches.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
    for (const [a, b] of d2.matches) expect(met.has(`${Math.min(a, b)}-${Math.max(a, b)}`)).toBe(false);
    expect(d2.bye).not.toBe(5);
    const r2: ResultLine[] = d2.matches.flatMap(([a, b]) => [
      line(2, 2, String(a), String(b), 140),
      line(2, 2, String(b), String(a), 110),
    ]);
    const s2 = unwrap(scoreTeams(teamsField([...r1, ...r2]), { byes: [...byes, { team: String(d2.bye), round: 2 }] }));
    expect(s2.standings.map((s) => s.matches + s.byes)).toEqual([2, 2, 2, 2, 2]);
    const totals = s2.standings.map((s) => s.total);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    expect(s2.standings.every((s) => Number.isFinite(s.swissPoints))).toBe(true);
  });
});
