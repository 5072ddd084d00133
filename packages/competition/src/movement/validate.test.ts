// The movement validator: research note §3.7's checklist as coded problems, and the BALANS-style
// balance figure (§3.3).
import { describe, expect, it } from 'vitest';
import type { Movement, MovementRow } from './types.js';
import { balanceOf, checkMovement, comparisonMatrix, validateMovement, vacancyBalanceOf } from './validate.js';

const row = (table: number, round: number, ns: number | null, ew: number | null, boards: number[]): MovementRow => ({
  section: 'A',
  table,
  round,
  ns,
  ew,
  boards,
});
const pairs = (rows: MovementRow[], extra: Partial<Movement> = {}): Movement => ({
  name: 't',
  kind: 'pairs',
  winners: 1,
  tables: 2,
  rounds: 2,
  participants: 4,
  boards: 2,
  boardsPerRound: 1,
  rows,
  ...extra,
});
const codes = (m: Movement): string[] => checkMovement(m).problems.map((p) => p.code);

describe('shape (§3.7.1)', () => {
  it('refuses a table outside the movement', () => {
    expect(codes(pairs([row(3, 1, 1, 2, [1])]))).toContain('movement/bad-row');
  });
  it('refuses two rows for one table in one round', () => {
    expect(codes(pairs([row(1, 1, 1, 2, [1]), row(1, 1, 3, 4, [2])]))).toContain('movement/table-twice');
  });
  it('refuses a pair seated twice in a round', () => {
    expect(codes(pairs([row(1, 1, 1, 2, [1]), row(2, 1, 1, 4, [2])]))).toContain('movement/seated-twice');
  });
  it('refuses a pair number outside the movement', () => {
    expect(codes(pairs([row(1, 1, 1, 9, [1]), row(2, 1, 3, 4, [2])]))).toContain('movement/bad-participant');
  });
  it('refuses a wrong count of boards a round or in play', () => {
    expect(codes(pairs([row(1, 1, 1, 2, [1, 2]), row(2, 1, 3, 4, [2])]))).toContain('movement/bad-row');
    expect(codes(pairs([row(1, 1, 1, 2, [1]), row(2, 1, 3, 4, [2])], { boards: 3 }))).toContain('movement/board-count');
  });
  it('refuses a header that is not a size', () => {
    expect(codes(pairs([], { tables: 0 }))).toEqual(['movement/bad-shape']);
  });
});

describe('boards (§3.7.2)', () => {
  it('refuses a board at two tables in a round unless the tables share', () => {
    const rows = [row(1, 1, 1, 2, [1]), row(2, 1, 3, 4, [1]), row(1, 2, 1, 3, [2]), row(2, 2, 2, 4, [2])];
    expect(codes(pairs(rows))).toContain('movement/board-in-two-places');
    expect(codes(pairs(rows, { shares: [[1, 2]] }))).toEqual([]);
    expect(codes(pairs(rows, { duplicated: true }))).toEqual([]);
  });
  it('refuses a pair playing a board twice (validator.py "replayed board")', () => {
    const rows = [row(1, 1, 1, 2, [1]), row(2, 1, 3, 4, [2]), row(1, 2, 1, 3, [2]), row(2, 2, 2, 4, [1])];
    expect(codes(pairs(rows))).toContain('movement/board-replayed');
  });
});

describe('meetings and directions (§3.7.3–4)', () => {
  it('refuses a repeat meeting ("repeated opponents") unless the round is a declared revenge', () => {
    const rows = [row(1, 1, 1, 2, [1]), row(2, 1, 3, 4, [2]), row(1, 2, 2, 1, [2]), row(2, 2, 4, 3, [1])];
    const m = pairs(rows);
    expect(codes(m)).toContain('movement/repeat-meeting');
    expect(codes({ ...m, revengeRounds: [2] })).toEqual([]);
  });
  it('two winners: a pair that changes direction is refused', () => {
    const rows = [row(1, 1, 1, 2, [1]), row(2, 1, 3, 4, [2]), row(1, 2, 2, 3, [2]), row(2, 2, 4, 1, [1])];
    expect(codes(pairs(rows, { winners: 2 }))).toContain('movement/changes-direction');
  });
  it('two winners: an NS pair that misses a board is reported', () => {
    const rows = [row(1, 1, 1, 3, [1]), row(2, 1, 2, 4, [2])];
    expect(codes(pairs(rows, { winners: 2, rounds: 1 }))).toEqual([
      'movement/ns-misses-board',
      'movement/ns-misses-board',
    ]);
  });
  it('individual: partners at most once', () => {
    const m: Movement = {
      name: 'i',
      kind: 'individual',
      winners: 1,
      tables: 1,
      rounds: 2,
      participants: 4,
      boards: 2,
      boardsPerRound: 1,
      rows: [
        { section: 'A', table: 1, round: 1, ns: null, ew: null, players: [1, 2, 3, 4], boards: [1] },
        { section: 'A', table: 1, round: 2, ns: null, ew: null, players: [3, 4, 1, 2], boards: [2] },
      ],
    };
    expect(codes(m)).toEqual(['movement/partner-twice', 'movement/partner-twice']);
  });
  it('teams: a board played one way only is an unmatched board', () => {
    const m: Movement = {
      name: 'x',
      kind: 'teams',
      winners: 1,
      tables: 2,
      rounds: 1,
      participants: 2,
      boards: 2,
      boardsPerRound: 1,
      rows: [row(1, 1, 1, 2, [1]), row(2, 1, 2, 1, [2])],
    };
    expect(codes(m)).toContain('movement/teams-unmatched-board');
  });
  it('validateMovement gives the first problem, located, with all of them', () => {
    const rows = [row(1, 1, 1, 2, [1]), row(2, 1, 3, 4, [2]), row(1, 2, 2, 1, [2]), row(2, 2, 4, 3, [1])];
    const v = validateMovement(pairs(rows));
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error).toMatchObject({ code: 'movement/repeat-meeting', round: 2, table: 1, row: 2 });
  });
});

describe('balance (BALANS, §3.3)', () => {
  it('counts direct opponents n − 1 times, same direction +1 and opposite direction −1', () => {
    const m = pairs([row(1, 1, 1, 2, [1]), row(2, 1, 3, 4, [1])], { rounds: 1, boards: 1, shares: [[1, 2]] });
    expect(Object.fromEntries(comparisonMatrix(m))).toEqual({
      '1-2': 1,
      '3-4': 1,
      '1-3': 1,
      '2-4': 1,
      '1-4': -1,
      '2-3': -1,
    });
    // mean 2/6, mean of squares 6/6: 100 · (1/9) / 1
    expect(balanceOf(m)).toBe(11.11);
  });
  it('is 100 when every pair of pairs is compared equally (the 2-table Howell)', () => {
    const rows = [
      row(1, 1, 4, 1, [1]),
      row(2, 1, 2, 3, [1]),
      row(1, 2, 4, 2, [2]),
      row(2, 2, 3, 1, [2]),
      row(1, 3, 4, 3, [3]),
      row(2, 3, 1, 2, [3]),
    ];
    const m = pairs(rows, { rounds: 3, boards: 3, shares: [[1, 2]] });
    expect(new Set(comparisonMatrix(m).values()).size).toBe(1);
    expect(balanceOf(m)).toBe(100);
    expect(checkMovement(m).balance).toBe(100);
  });
  it('is null for a two-winner movement', () => {
    const m = pairs([row(1, 1, 1, 3, [1]), row(2, 1, 2, 4, [2])], { winners: 2, rounds: 1 });
    expect(checkMovement(m).balance).toBeNull();
  });
  it('the vacancy figure averages the balance over one absent pair', () => {
    const m = pairs([row(1, 1, 1, 2, [1]), row(2, 1, 3, 4, [1])], { rounds: 1, boards: 1, shares: [[1, 2]] });
    const each = [1, 2, 3, 4].map((p) => balanceOf(m, p));
    expect(vacancyBalanceOf(m)).toBeCloseTo(each.reduce((a, b) => a + b) / 4, 2);
  });
});
