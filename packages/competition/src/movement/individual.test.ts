// Individual movements (research note §3.4; scoring reference §3.3).
import { describe, expect, it } from 'vitest';
import { individual12, individual8, makeRainbow } from './individual.js';
import type { Movement } from './types.js';
import { checkMovement } from './validate.js';

const partnerships = (m: Movement): string[] =>
  m.rows.flatMap((r) => {
    const [n, e, s, w] = r.players!;
    return [
      [n!, s!],
      [e!, w!],
    ].map(([a, b]) => `${Math.min(a!, b!)}-${Math.max(a!, b!)}`);
  });

describe('published individuals', () => {
  it('8 players: every player partners every other exactly once (bridgescorer Individual2Tables14Boards)', () => {
    const m = individual8();
    expect(new Set(partnerships(m)).size).toBe(28);
    expect(partnerships(m)).toHaveLength(28);
    expect(checkMovement(m).problems).toEqual([]);
  });
  it('12 players: every player partners every other exactly once (bridgescorer Individual3Tables)', () => {
    const m = individual12();
    expect(new Set(partnerships(m)).size).toBe(66);
    expect(partnerships(m)).toHaveLength(66);
    expect(checkMovement(m).problems).toEqual([]);
  });
  it('the rows read as the published "N-S v E-W" cells: round 1 table 1 is 8-1 v 5-7', () => {
    expect(individual8().rows[0]!.players).toEqual([8, 5, 1, 7]);
  });
});

describe('Rainbow', () => {
  it('table 2 round 1 seats the players rainbow.py gives (N 2, S 13, E 24, W 35 in its tens notation)', () => {
    const m = makeRainbow({ tables: 7 });
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    // rainbow.py numbers seat group g, unit u as 10g + u (N 2, S 13, E 24, W 35); here g·T + u.
    expect(m.value.rows.find((r) => r.table === 2 && r.round === 1)!.players).toEqual([2, 14 + 4, 7 + 3, 21 + 5]);
  });
  it('South changes places with East after the first board and with West after the second', () => {
    const m = makeRainbow({ tables: 5 });
    if (!m.ok) throw new Error(m.error.message);
    const [a, b, c] = m.value.rows.filter((r) => r.table === 1 && r.round <= 3).map((r) => r.players!);
    expect(b).toEqual([a![0], a![2], a![1], a![3]]);
    expect(c).toEqual([a![0], a![2], a![3], a![1]]);
  });
  it('5, 7, 11 and 13 tables pass: partners once, every board once', () => {
    for (const T of [5, 7, 11, 13]) {
      const m = makeRainbow({ tables: T });
      expect(m.ok && checkMovement(m.value).problems).toEqual([]);
      if (m.ok) expect(new Set(partnerships(m.value)).size).toBe(partnerships(m.value).length);
    }
  });
  it('refuses sizes where partners would repeat', () => {
    for (const T of [6, 9, 4]) expect(makeRainbow({ tables: T }).ok).toBe(false);
  });
});
