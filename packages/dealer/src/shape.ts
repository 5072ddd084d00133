/**
 * Hand shapes, as in Python redeal's `Shape`: patterns that add and subtract.
 *
 * ```ts
 * const notrump = unwrap(parseShape('(4333) + (4432) + (5332)'));  // same as BALANCED
 * const fiveSpades = unwrap(parseShape('5xxx'));
 * shapeHas(shapeMinus(SEMI_BALANCED, BALANCED), hand);             // 5422 or 6322, any order
 * ```
 * A pattern gives four lengths in display order ♠ ♥ ♦ ♣: a digit is an exact length, `x` any
 * length, and a group in parentheses may be in any order over its places (`(4432)` is every
 * 4-4-3-2; `4(432)` has four spades). `any 4432` (the notation of Debian's `dealer`) means
 * `(4432)`. Patterns join with `+` (union) and `-` (difference), left to right. Only shapes whose
 * lengths add up to 13 are members. Lengths of 10 or more cannot be written in a pattern: use
 * suit-length ranges for those.
 *
 * A shape is a sorted list of shape codes `c + 14·d + 196·h` (clubs, diamonds and hearts lengths;
 * spades is 13 minus the rest), plain data that is easy to store and compare.
 */
import { err, ok, type Hand, type Result } from '@biritch/core';
import { HOLDING_LENGTH, SHAPE_CODES, shapeCode } from './tables.js';

/** A set of shapes (see the module comment). */
export interface Shape {
  /** Sorted shape codes `c + 14·d + 196·h`. */
  readonly codes: readonly number[];
}

const fromCodes = (codes: Iterable<number>): Shape => ({ codes: [...new Set(codes)].sort((a, b) => a - b) });

/** Suit lengths [♣, ♦, ♥, ♠] of a shape code. */
export const lengthsOfCode = (code: number): [number, number, number, number] => {
  const c = code % 14;
  const d = ((code / 14) | 0) % 14;
  const h = (code / 196) | 0;
  return [c, d, h, 13 - c - d - h];
};

type Slot = number | 'x';

/** All distinct permutations of a list. */
function permutations(items: readonly Slot[]): Slot[][] {
  if (items.length <= 1) return [[...items]];
  const out = new Map<string, Slot[]>();
  items.forEach((first, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) {
      const p = [first, ...rest];
      out.set(p.join(','), p);
    }
  });
  return [...out.values()];
}

/** Parses one pattern such as `4333`, `(4432)`, `5xxx`, `4(432)` or `any 5332`. */
function parsePattern(text: string): Result<Shape> {
  let t = text.replace(/\s+/g, '').toLowerCase();
  if (t.startsWith('any')) t = `(${t.slice(3)})`;
  // groups: each is the list of slots that may be permuted among their own places
  const groups: Slot[][] = [];
  let open: Slot[] | undefined;
  for (const ch of t) {
    if (ch === '(') {
      if (open) return err('shape/bad-pattern', `'${text}': parentheses cannot nest`);
      open = [];
    } else if (ch === ')') {
      if (!open || open.length === 0) return err('shape/bad-pattern', `'${text}': unmatched or empty parentheses`);
      groups.push(open);
      open = undefined;
    } else if (ch === 'x' || (ch >= '0' && ch <= '9')) {
      const slot: Slot = ch === 'x' ? 'x' : Number(ch);
      if (open) open.push(slot);
      else groups.push([slot]);
    } else {
      return err('shape/bad-pattern', `'${text}': '${ch}' is not a length (0-9), x, or a parenthesis`);
    }
  }
  if (open) return err('shape/bad-pattern', `'${text}': a parenthesis is not closed`);
  if (groups.reduce((n, g) => n + g.length, 0) !== 4)
    return err('shape/bad-pattern', `'${text}' does not give four suit lengths (♠ ♥ ♦ ♣)`);
  // every way of ordering every group, concatenated in order: four slots ♠ ♥ ♦ ♣
  let rows: Slot[][] = [[]];
  for (const g of groups) rows = rows.flatMap((row) => permutations(g).map((p) => [...row, ...p]));
  const codes: number[] = [];
  for (const row of rows) {
    const [s, h, d, c] = row as [Slot, Slot, Slot, Slot];
    for (let cl = 0; cl <= 13; cl++) {
      if (c !== 'x' && c !== cl) continue;
      for (let di = 0; di <= 13 - cl; di++) {
        if (d !== 'x' && d !== di) continue;
        for (let he = 0; he <= 13 - cl - di; he++) {
          if (h !== 'x' && h !== he) continue;
          const sp = 13 - cl - di - he;
          if (s !== 'x' && s !== sp) continue;
          codes.push(shapeCode(cl, di, he));
        }
      }
    }
  }
  return ok(fromCodes(codes));
}

/** Parses patterns joined by `+` and `-` (see the module comment). */
export function parseShape(text: string): Result<Shape> {
  const parts = text.split(/([+-])/);
  let acc: Shape | undefined;
  let op = '+';
  for (const raw of parts) {
    if (raw === '+' || raw === '-') {
      op = raw;
      continue;
    }
    if (raw.trim() === '') return err('shape/bad-pattern', `'${text}': a pattern is missing around '+' or '-'`);
    const p = parsePattern(raw);
    if (!p.ok) return p;
    acc = acc === undefined ? p.value : op === '+' ? shapeUnion(acc, p.value) : shapeMinus(acc, p.value);
  }
  if (!acc) return err('shape/bad-pattern', 'an empty shape pattern');
  return ok(acc);
}

/** Shapes in any of the given sets. */
export const shapeUnion = (...shapes: readonly Shape[]): Shape => fromCodes(shapes.flatMap((s) => s.codes));
/** Shapes in `a` but not in `b`. */
export const shapeMinus = (a: Shape, b: Shape): Shape => {
  const drop = new Set(b.codes);
  return fromCodes(a.codes.filter((c) => !drop.has(c)));
};
/** Shapes in both sets. */
export const shapeIntersect = (a: Shape, b: Shape): Shape => {
  const keep = new Set(b.codes);
  return fromCodes(a.codes.filter((c) => keep.has(c)));
};

/** The shape code of a hand. */
export const handShapeCode = (hand: Hand): number =>
  shapeCode(HOLDING_LENGTH[hand[0]]!, HOLDING_LENGTH[hand[1]]!, HOLDING_LENGTH[hand[2]]!);

/** Whether a hand's shape is in the set. */
export const shapeHas = (shape: Shape, hand: Hand): boolean => shape.codes.includes(handShapeCode(hand));

/** A lookup table over shape codes (1 = member), for the dealer's hot loop. */
export const shapeTable = (shape: Shape): Uint8Array => {
  const t = new Uint8Array(SHAPE_CODES);
  for (const c of shape.codes) t[c] = 1;
  return t;
};

/** Writes a shape code as four lengths ♠ ♥ ♦ ♣, e.g. `5-3-3-2`. */
export const makeShapeCode = (code: number): string => {
  const [c, d, h, s] = lengthsOfCode(code);
  return `${s}-${h}-${d}-${c}`;
};

const must = (r: Result<Shape>): Shape => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Balanced hands: 4-3-3-3, 4-4-3-2 and 5-3-3-2 in any order (as redeal's `balanced`). */
export const BALANCED: Shape = must(parseShape('(4333) + (4432) + (5332)'));
/** Semi-balanced hands: balanced, or 5-4-2-2 or 6-3-2-2 in any order (as redeal's `semibalanced`). */
export const SEMI_BALANCED: Shape = must(parseShape('(4333) + (4432) + (5332) + (5422) + (6322)'));
/** Every shape (560 of them). */
export const ANY_SHAPE: Shape = must(parseShape('xxxx'));
