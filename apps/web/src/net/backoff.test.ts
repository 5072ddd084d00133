// Reconnection backoff (issue 5: "its seat is held for a configurable window" — clients retry
// with exponential backoff and jitter so a restarted server is not stampeded).
import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.js';

const opts = { baseMs: 500, maxMs: 10_000 };

describe('backoffDelay', () => {
  it('doubles with each attempt, between half and all of base·2^n', () => {
    expect(backoffDelay(0, () => 0, opts)).toBe(250);
    expect(backoffDelay(0, () => 1, opts)).toBe(500);
    expect(backoffDelay(3, () => 0, opts)).toBe(2000);
    expect(backoffDelay(3, () => 1, opts)).toBe(4000);
  });
  it('never exceeds the cap, however many attempts', () => {
    expect(backoffDelay(50, () => 1, opts)).toBe(10_000);
    expect(backoffDelay(1e9, () => 0.5, opts)).toBe(7500);
  });
  it('clamps a misbehaving random source into [0, 1]', () => {
    expect(backoffDelay(0, () => -3, opts)).toBe(250);
    expect(backoffDelay(0, () => 7, opts)).toBe(500);
  });
});
