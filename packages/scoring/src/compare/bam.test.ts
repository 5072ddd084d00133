// Board-a-match (scoring-reference.md §2.6: Larry Cohen; ACBL handbook; NSWBA 2/1/0).
import { describe, expect, it } from 'vitest';
import { bamPoints, bamTotal } from './bam.js';

describe('board-a-match', () => {
  it('+130 against −120 is a full win though 0 IMPs (Cohen)', () => {
    expect(bamPoints(130 - 120)).toBe(1);
  });
  it('a tie is ½ (ACBL) or 1 (2/1/0), a loss 0', () => {
    expect([bamPoints(0), bamPoints(0, '2/1/0'), bamPoints(-10), bamPoints(-10, '2/1/0')]).toEqual([0.5, 1, 0, 0]);
  });
  it('sums a match', () => {
    expect(
      bamTotal([
        { ourNs: 420, theirNs: 420 },
        { ourNs: -50, theirNs: -100 },
        { ourNs: 100, theirNs: 140 },
      ]),
    ).toBe(1.5);
  });
});
