/**
 * Uniform numbers from an injected random source (the robots never call Math.random).
 *
 * ```ts
 * const next = uniformFrom(seededRandom(42));
 * next(52) // an integer 0..51
 * ```
 */
import type { RandomSource } from '@biritch/dealer';

/** A function returning integers in [0, n), drawn from `source` in blocks. */
export function uniformFrom(source: RandomSource): (n: number) => number {
  const buf = new Uint32Array(64);
  let i = buf.length;
  return (n: number): number => {
    if (i >= buf.length) {
      source.fill(buf);
      i = 0;
    }
    return Math.floor((buf[i++]! / 2 ** 32) * n);
  };
}
