// Law 18: the 38 calls — pass, 35 bids, double, redouble — and their order.
import { describe, expect, it } from 'vitest';
import { ALL_BIDS, STANDARD_CALLS, bidBeats, bid, makeCall, parseCall, parseContract, makeContract } from './calls.js';
import { boardDealer, boardVulnerability } from './board.js';
import { unwrap } from './result.js';

describe('calls (Law 18)', () => {
  it('has 38 calls: pass, double, redouble and 35 bids', () => {
    expect(STANDARD_CALLS).toHaveLength(38);
    expect(ALL_BIDS).toHaveLength(35);
  });
  it('ranks a higher strain at the same level above a lower one (Law 18B)', () => {
    expect(bidBeats(bid(1, 'NT'), bid(1, 'S'))).toBe(true);
    expect(bidBeats(bid(1, 'S'), bid(1, 'NT'))).toBe(false);
    expect(bidBeats(bid(2, 'C'), bid(1, 'NT'))).toBe(true);
  });
  it('parses and writes every call the same way round', () => {
    for (const c of STANDARD_CALLS) expect(parseCall(makeCall(c))).toEqual({ ok: true, value: c });
    expect(parseCall('1N')).toEqual(parseCall('1NT'));
  });
  it('refuses 8NT with a coded error', () => {
    const r = parseCall('8NT');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('call/bad-level');
  });
  it('round-trips contracts with doubling', () => {
    for (const t of ['4S', '4SX', '4SXX', '3NT', '7NTXX']) expect(makeContract(unwrap(parseContract(t)))).toBe(t);
  });
});

describe('boards (Law 2)', () => {
  it('deals from N, E, S, W for boards 1–4 and repeats', () => {
    expect([1, 2, 3, 4, 5, 16, 17].map(boardDealer)).toEqual(['N', 'E', 'S', 'W', 'N', 'W', 'N']);
  });
  it('follows the 16-board vulnerability cycle', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 13, 16, 17].map(boardVulnerability)).toEqual([
      'none',
      'NS',
      'EW',
      'both',
      'NS',
      'none',
      'EW',
      'both',
      'EW',
      'none',
    ]);
  });
});
