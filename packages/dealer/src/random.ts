/**
 * Random sources for dealing: crypto-strength by default, or seeded and reproducible.
 *
 * ```ts
 * const fair = cryptoRandom();                      // globalThis.crypto.getRandomValues, batched
 * const seeded = unwrap(parseSeed('20261121'));     // 20261121n
 * const rng = seededRandom(seeded);                 // xoshiro128**, seeded by SplitMix64
 * new RandomReader(rng).below(52);                 // an unbiased integer 0..51
 * ```
 * A source fills a `Uint32Array` with uniformly distributed 32-bit words. The seeded source is
 * xoshiro128** 1.0 (Blackman and Vigna, 2018) with its 128-bit state taken from the first two
 * outputs of SplitMix64 (Steele, Lea and Flood, 2014) started at the seed: state words
 * s0 = low 32 bits of the first output, s1 = its high 32 bits, s2, s3 likewise from the second.
 * Both are pinned by known-answer tests, so a seed gives the same words, and the same deals, forever.
 */
import { err, ok, type Result } from '@biritch/core';

/** A source of uniformly distributed 32-bit words. */
export interface RandomSource {
  /** Which algorithm this is, for reports: `'crypto'` or `'xoshiro128**'`. */
  readonly kind: 'crypto' | 'xoshiro128**';
  /** Fills `out` with random unsigned 32-bit words, in stream order. */
  fill(out: Uint32Array): void;
}

const MASK64 = (1n << 64n) - 1n;

/** One SplitMix64 step: returns the next output and state (both `bigint`, 64-bit). */
export function splitMix64(state: bigint): { readonly value: bigint; readonly state: bigint } {
  const s = (state + 0x9e3779b97f4a7c15n) & MASK64;
  let z = s;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return { value: z ^ (z >> 31n), state: s };
}

/** The largest seed: seeds are integers 0 … 2^64 − 1. */
export const MAX_SEED = MASK64;

/** Parses a seed written as a decimal integer 0 … 2^64 − 1 (or `0x` hexadecimal). */
export function parseSeed(text: string): Result<bigint> {
  const t = text.trim();
  if (!/^(\d+|0x[0-9a-f]+)$/i.test(t))
    return err('dealer/bad-seed', `seed '${text}' is not a whole number (0 to 2^64 − 1)`);
  const n = BigInt(t);
  if (n > MASK64) return err('dealer/bad-seed', `seed '${text}' is larger than 2^64 − 1`);
  return ok(n);
}

/** The xoshiro128** state a seed starts from: four 32-bit words from two SplitMix64 outputs (seed mod 2^64). */
export function seedState(seed: bigint): Uint32Array {
  const a = splitMix64(BigInt.asUintN(64, seed));
  const b = splitMix64(a.state);
  return Uint32Array.of(
    Number(a.value & 0xffffffffn),
    Number(a.value >> 32n),
    Number(b.value & 0xffffffffn),
    Number(b.value >> 32n),
  );
}

/** A seeded, reproducible source: xoshiro128** 1.0 started from `seedState(seed)` (seed taken mod 2^64). */
export function seededRandom(seed: bigint | number): RandomSource {
  const s = seedState(BigInt(seed));
  let s0 = s[0]!;
  let s1 = s[1]!;
  let s2 = s[2]!;
  let s3 = s[3]!;
  return {
    kind: 'xoshiro128**',
    fill(out: Uint32Array): void {
      // local copies: the JIT keeps them in registers, closure variables it would not
      let a = s0;
      let b = s1;
      let c = s2;
      let d = s3;
      for (let i = 0; i < out.length; i++) {
        // result = rotl(s1 * 5, 7) * 9, all modulo 2^32
        const m = Math.imul(b, 5);
        out[i] = Math.imul((m << 7) | (m >>> 25), 9);
        const t = b << 9;
        c ^= a;
        d ^= b;
        b ^= c;
        a ^= d;
        c ^= t;
        d = (d << 11) | (d >>> 21);
      }
      s0 = a;
      s1 = b;
      s2 = c;
      s3 = d;
    },
  };
}

/** The platform's cryptographic generator (`globalThis.crypto.getRandomValues`). */
export function cryptoRandom(): RandomSource {
  const c = globalThis.crypto;
  if (!c || typeof c.getRandomValues !== 'function')
    throw new Error('this platform has no globalThis.crypto.getRandomValues');
  return {
    kind: 'crypto',
    fill(out: Uint32Array): void {
      // getRandomValues takes at most 65,536 bytes at a time.
      for (let i = 0; i < out.length; i += 16384)
        c.getRandomValues(out.subarray(i, Math.min(out.length, i + 16384)) as Uint32Array<ArrayBuffer>);
    },
  };
}

/**
 * A buffered reader over a source: draws words and unbiased integers below a bound.
 * Reads the source in batches of 1024 words, so it consumes the stream in order.
 */
export class RandomReader {
  private readonly buf = new Uint32Array(1024);
  private pos = 1024;
  constructor(readonly source: RandomSource) {}

  /** The next 32-bit word of the stream. */
  nextUint32(): number {
    if (this.pos === 1024) {
      this.source.fill(this.buf);
      this.pos = 0;
    }
    return this.buf[this.pos++]!;
  }

  /**
   * An integer in 0 … n − 1 (1 ≤ n ≤ 2^16), exactly uniform: Lemire's multiply-and-reject.
   * The word x gives ⌊x·n / 2^32⌋ unless the low half of x·n falls below 2^32 mod n, in which
   * case x is thrown away and another word drawn.
   */
  below(n: number): number {
    let x = this.nextUint32();
    let low = Math.imul(x, n) >>> 0;
    if (low < n) {
      const threshold = (4294967296 - n) % n;
      while (low < threshold) {
        x = this.nextUint32();
        low = Math.imul(x, n) >>> 0;
      }
    }
    return ((x * n) / 4294967296) | 0;
  }
}
