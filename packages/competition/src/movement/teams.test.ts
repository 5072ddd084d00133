// Teams movements (research note §3.5).
import { describe, expect, it } from 'vitest';
import {
  circleRounds,
  knockoutPairings,
  makeKnockout,
  makeMatches,
  makeRoundRobin,
  makeThreeWay,
  nextKnockoutRound,
} from './teams.js';
import type { Movement } from './types.js';
import { checkMovement } from './validate.js';

const unwrapM = (r: { ok: true; value: Movement } | { ok: false; error: { message: string } }): Movement => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('head-to-head', () => {
  it('the rooms exchange boards at half-time, each team sitting NS in one room and EW in the other', () => {
    const r = makeMatches({ matches: [[1, 2]], boards: 8 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.rows.map((x) => [x.table, x.round, x.ns, x.ew, x.boards])).toEqual([
      [1, 1, 1, 2, [1, 2, 3, 4]],
      [2, 1, 2, 1, [5, 6, 7, 8]],
      [1, 2, 1, 2, [5, 6, 7, 8]],
      [2, 2, 2, 1, [1, 2, 3, 4]],
    ]);
    expect(checkMovement(r.value).problems).toEqual([]);
  });
  it('refuses an odd number of boards', () => {
    expect(makeMatches({ matches: [[1, 2]], boards: 7 }).ok).toBe(false);
  });
});

describe('round robin', () => {
  it('every two teams meet exactly once (4 to 12 teams)', () => {
    for (let n = 4; n <= 12; n++) {
      const r = makeRoundRobin({ teams: n, boards: 6 });
      if (!r.ok) throw new Error(r.error.message);
      const met = new Set(r.value.rows.map((x) => `${Math.min(x.ns!, x.ew!)}-${Math.max(x.ns!, x.ew!)}`));
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect(checkMovement(r.value).problems).toEqual([]);
    }
  });
  it('an odd count gives one team a bye each match when asked', () => {
    const r = makeRoundRobin({ teams: 5, boards: 6, odd: 'bye' });
    expect(r.ok && r.value.rounds).toBe(10);
    expect(r.ok && r.value.description).toMatch(/Byes/);
  });
  it('an odd count of 5 to 23 plays a three-way each match round: N − 1 rounds, every team every round', () => {
    for (let n = 5; n <= 23; n += 2) {
      const m = unwrapM(makeRoundRobin({ teams: n, boards: 8 }));
      expect(checkMovement(m).problems, `${n} teams`).toEqual([]);
      expect(m.rounds).toBe(2 * (n - 1));
      expect(m.threeWays).toHaveLength(n - 1);
      for (let round = 1; round <= m.rounds; round++) {
        const seated = new Set(m.rows.filter((r) => r.round === round).flatMap((r) => [r.ns, r.ew]));
        expect(seated.size, `${n} teams, round ${round}`).toBe(n);
      }
    }
  });
  it('with three-ways every two teams play exactly one match of boards against each other', () => {
    for (const n of [5, 7, 9, 11]) {
      const m = unwrapM(makeRoundRobin({ teams: n, boards: 8 }));
      const boards = new Map<string, Set<number>>();
      for (const r of m.rows) {
        const key = `${Math.min(r.ns!, r.ew!)}-${Math.max(r.ns!, r.ew!)}`;
        const set = boards.get(key) ?? new Set<number>();
        boards.set(key, set);
        for (const b of r.boards) set.add(b);
      }
      expect(boards.size).toBe((n * (n - 1)) / 2);
      for (const [key, set] of boards) expect(set.size, `${n} teams, ${key}`).toBe(8);
    }
  });
  it('the validator refuses two teams meeting in two full matches', () => {
    const m = unwrapM(makeMatches({ matches: [[1, 2]], boards: 8 }));
    const again = m.rows.map((r) => ({ ...r, round: r.round + 2, boards: r.boards.map((b) => b + 8) }));
    const twice: Movement = { ...m, rounds: 4, boards: 16, rows: [...m.rows, ...again] };
    expect(checkMovement(twice).problems.map((p) => p.code)).toContain('movement/repeat-meeting');
  });
  it('three teams play the three-way', () => {
    const r = makeRoundRobin({ teams: 3, boards: 8 });
    expect(r.ok && r.value.name).toBe('three-way-8');
  });
  it('the circle method pairs everyone once', () => {
    const rounds = circleRounds(6);
    expect(rounds).toHaveLength(5);
    expect(new Set(rounds.flat().map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`)).size).toBe(15);
  });
});

describe('three-way (Stevenson, blakjak.org/lwz_ste1.htm)', () => {
  it('each set is played by two teams, once each way; each team plays half a match against each other team', () => {
    const r = makeThreeWay({ boards: 8 });
    if (!r.ok) throw new Error(r.error.message);
    expect(checkMovement(r.value).problems).toEqual([]);
    for (const team of [1, 2, 3]) {
      const opponents = r.value.rows.filter((x) => x.ns === team).map((x) => x.ew);
      expect(new Set(opponents).size).toBe(2);
    }
  });
  it('EW pairs move up one table in the first half', () => {
    const r = makeThreeWay({ boards: 4 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.rows.filter((x) => x.round === 1).map((x) => [x.table, x.ns, x.ew])).toEqual([
      [1, 1, 3],
      [2, 2, 1],
      [3, 3, 2],
    ]);
  });
});

describe('knockout', () => {
  it('seeds the bracket 1 v 8, 4 v 5, 2 v 7, 3 v 6', () => {
    expect(knockoutPairings(8)).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
  });
  it('gives the byes to the top seeds', () => {
    expect(knockoutPairings(6)).toEqual([
      [1, null],
      [4, 5],
      [2, null],
      [3, 6],
    ]);
    const r = makeKnockout({ teams: 6, boards: 16 });
    expect(r.ok && r.value.tables).toBe(4);
    expect(r.ok && checkMovement(r.value).problems).toEqual([]);
  });
  it('pairs the winners in bracket order', () => {
    expect(nextKnockoutRound([1, 4, 2, 3])).toEqual({
      ok: true,
      value: [
        [1, 4],
        [2, 3],
      ],
    });
    expect(nextKnockoutRound([1, 4, 2]).ok).toBe(false);
  });
});
