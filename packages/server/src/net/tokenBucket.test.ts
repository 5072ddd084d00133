// The per-connection flood limit (colyseus-style token bucket; issue 5: "floods are limited per connection").
import { expect, it } from 'vitest';
import { DecayingScore, TokenBucket } from './tokenBucket.js';

it('allows a burst, then refills at its rate, never above its capacity', () => {
  const b = new TokenBucket(3, 2, 0);
  expect([b.take(0), b.take(0), b.take(0), b.take(0)]).toEqual([true, true, true, false]);
  expect(b.take(400)).toBe(false); // 0.8 of a token
  expect(b.take(500)).toBe(true); // 1 token after 0.5 s at 2/s
  expect([b.take(60_000), b.take(60_000), b.take(60_000), b.take(60_000)]).toEqual([true, true, true, false]);
});

it('does not refill when the clock goes backwards', () => {
  const b = new TokenBucket(1, 1, 1000);
  expect(b.take(1000)).toBe(true);
  expect(b.take(0)).toBe(false);
});

it('a decaying score halves every half-life and adds up refusals (issue 21, finding 7)', () => {
  const s = new DecayingScore(1000, 0);
  for (let i = 0; i < 10; i++) s.add(0);
  expect(s.at(0)).toBe(10);
  expect(s.at(1000)).toBeCloseTo(5, 9);
  expect(s.add(2000)).toBeCloseTo(3.5, 9);
  expect(s.at(1000)).toBeCloseTo(3.5, 9); // the clock going backwards changes nothing
});
