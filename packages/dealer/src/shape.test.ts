// Shapes after Python redeal's `Shape` (patterns ♠ ♥ ♦ ♣, `x` any, parentheses any order, + and −)
// and Debian dealer's `any 4432`. Counting facts: 560 ordered shapes of 13 cards into 4 suits
// (C(16, 3)); 4-4-3-2 has 12 orders, 4-3-3-3 four, 5-3-3-2 twelve.
import { describe, expect, it } from 'vitest';
import { parseHand, unwrap } from '@biritch/core';
import {
  ANY_SHAPE,
  BALANCED,
  SEMI_BALANCED,
  makeShapeCode,
  parseShape,
  shapeHas,
  shapeIntersect,
  shapeMinus,
  shapeUnion,
} from './index.js';

const shape = (t: string) => unwrap(parseShape(t));
const count = (t: string) => shape(t).codes.length;

describe('shape patterns', () => {
  it('has 560 shapes in all', () => {
    expect(ANY_SHAPE.codes).toHaveLength(560);
    expect(count('xxxx')).toBe(560);
  });
  it('reads an exact pattern in ♠ ♥ ♦ ♣ order', () => {
    expect(shape('4333').codes.map(makeShapeCode)).toEqual(['4-3-3-3']);
    expect(shape('3334').codes.map(makeShapeCode)).toEqual(['3-3-3-4']);
  });
  it('reads a group in parentheses as any order', () => {
    expect(count('(4333)')).toBe(4);
    expect(count('(4432)')).toBe(12);
    expect(count('(5332)')).toBe(12);
    expect(count('4(432)')).toBe(6);
  });
  it("reads Debian dealer's `any 4432` as (4432)", () => {
    expect(shape('any 4432')).toEqual(shape('(4432)'));
  });
  it('reads x as any length', () => {
    // five spades and any 8 cards in three suits: C(10, 2) = 45 ways
    expect(count('5xxx')).toBe(45);
    expect(
      shape('5xxx')
        .codes.map(makeShapeCode)
        .every((s) => s.startsWith('5-')),
    ).toBe(true);
  });
  it('adds and subtracts left to right', () => {
    expect(count('(4333) + (4432) + (5332)')).toBe(28);
    expect(shape('(4333)+(4432)+(5332)')).toEqual(BALANCED);
    expect(count('(4432) - 4xxx')).toBe(12 - 6);
    expect(shapeMinus(SEMI_BALANCED, BALANCED).codes).toHaveLength(24);
    expect(shapeUnion(shape('4333'), shape('3433'))).toEqual(shape('4333 + 3433'));
    expect(shapeIntersect(shape('(4432)'), shape('x4xx')).codes).toHaveLength(6);
  });
  it('tests a hand', () => {
    const hand = unwrap(parseHand('AKJ4.K72.Q83.A95'));
    expect(shapeHas(BALANCED, hand)).toBe(true);
    expect(shapeHas(shape('4333'), hand)).toBe(true);
    expect(shapeHas(shape('3433'), hand)).toBe(false);
  });
  it('refuses bad patterns with a coded error', () => {
    for (const bad of ['433', '43333', '4a33', '((43)33)', '(4333', '4333)', '()4333', '4333 +', '']) {
      const r = parseShape(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('shape/bad-pattern');
    }
  });
  it('is empty when no lengths add up to 13', () => {
    expect(count('9999')).toBe(0);
  });
});
