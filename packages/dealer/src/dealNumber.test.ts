// Deal numbers: Richard Pavlicek, "Mapping Bridge Deals" (rpbridge.net, article 7Z68): the
// numbers 0 … D − 1 with D = 52!/(13!)^4, cards ♠A … ♣2, seats N E S W.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeHand, unwrap, type Deal } from '@biritch/core';
import { DEAL_COUNT, dealFromNumber, makeDealer, numberFromDeal, seededRandom } from './index.js';

const hands = (d: Deal): string => [d.N, d.E, d.S, d.W].map(makeHand).join(' ');
const factorial = (n: bigint): bigint => (n <= 1n ? 1n : n * factorial(n - 1n));

describe('deal numbers (Pavlicek 7Z68)', () => {
  it('counts 52!/(13!)^4 = 53,644,737,765,488,792,839,237,440,000 deals', () => {
    expect(DEAL_COUNT).toBe(factorial(52n) / factorial(13n) ** 4n);
    expect(DEAL_COUNT).toBe(53644737765488792839237440000n);
  });
  it('gives deal 0 as North all spades, East hearts, South diamonds, West clubs', () => {
    expect(hands(unwrap(dealFromNumber(0n)))).toBe(
      'AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432',
    );
  });
  it('gives the last deal, D − 1, as North all clubs, East diamonds, South hearts, West spades', () => {
    expect(hands(unwrap(dealFromNumber(DEAL_COUNT - 1n)))).toBe(
      '...AKQJT98765432 ..AKQJT98765432. .AKQJT98765432.. AKQJT98765432...',
    );
  });
  it('varies the last cards fastest: deal 1 swaps ♦2 and ♣A between South and West', () => {
    // After ♠ to N, ♥ to E and ♦A…♦3 to S, deal 0 gives ♦2 to S; deal 1 is the next choice: ♣A to S.
    expect(hands(unwrap(dealFromNumber(1n)))).toBe(
      'AKQJT98765432... .AKQJT98765432.. ..AKQJT9876543.A ..2.KQJT98765432',
    );
    expect(hands(unwrap(dealFromNumber(9n)))).toBe(
      'AKQJT98765432... .AKQJT98765432.. ..AKQJT9876543.6 ..2.AKQJT9875432',
    );
  });
  it('maps a mid-range number to a deal and back', () => {
    const n = 999_999_999_999_999_999_999_999_999n;
    const d = unwrap(dealFromNumber(n));
    expect(hands(d)).toBe('AK72.Q543.T863.8 QJ84.KT762.AK4.7 T953.9.972.QJ643 6.AJ8.QJ5.AKT952');
    expect(unwrap(numberFromDeal(d))).toBe(n);
  });
  it('round-trips any number 0 … D − 1 (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: DEAL_COUNT - 1n }),
        (n) => unwrap(numberFromDeal(unwrap(dealFromNumber(n)))) === n,
      ),
      { numRuns: 300 },
    );
  });
  it('round-trips random deals from the dealer (deal → number → deal)', () => {
    const dealer = unwrap(makeDealer({}, { random: seededRandom(3) }));
    for (let k = 0; k < 200; k++) {
      const d = unwrap(dealer.next());
      const n = unwrap(numberFromDeal(d));
      expect(n >= 0n && n < DEAL_COUNT).toBe(true);
      expect(unwrap(dealFromNumber(n))).toEqual(d);
    }
  });
  it('refuses numbers outside 0 … D − 1', () => {
    for (const n of [-1n, DEAL_COUNT, DEAL_COUNT * 2n]) {
      const r = dealFromNumber(n);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('dealer/bad-deal-number');
    }
  });
  it('refuses a deal that is not complete or has a card twice', () => {
    const d = unwrap(dealFromNumber(5n));
    const short = numberFromDeal({ ...d, W: [0, d.W[1], d.W[2], d.W[3]] });
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.error.code).toBe('deal/wrong-hand-size');
    const twice = numberFromDeal({ ...d, E: d.N });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.code).toBe('deal/duplicate-card');
  });
});
