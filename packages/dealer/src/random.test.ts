// Random sources. Known answers: SplitMix64 and xoshiro128** as published by Vigna
// (prng.di.unimi.it, splitmix64.c and xoshiro128starstar.c); the figures below were produced by
// those reference C functions compiled with gcc, seeded as the README describes.
import { describe, expect, it } from 'vitest';
import { cryptoRandom, parseSeed, RandomReader, seededRandom, seedState, splitMix64 } from './index.js';

const words = (seed: bigint, n: number): number[] => {
  const out = new Uint32Array(n);
  seededRandom(seed).fill(out);
  return [...out];
};

describe('SplitMix64 (seeding)', () => {
  it('gives the reference outputs from state 0', () => {
    const a = splitMix64(0n);
    const b = splitMix64(a.state);
    expect(a.value).toBe(0xe220a8397b1dcdafn);
    expect(b.value).toBe(0x6e789e6aa1b965f4n);
  });
  it('splits the two outputs into the four state words, low half first', () => {
    expect([...seedState(0n)]).toEqual([2065550767, 3793791033, 2713282036, 1853398634]);
    expect([...seedState(42n)]).toEqual([803958421, 3184996902, 2993090819, 686809907]);
  });
});

describe('xoshiro128** (the seeded source)', () => {
  it('pins the first words of seed 0, 42 and 2^64 − 1', () => {
    expect(words(0n, 8)).toEqual([
      3737715805, 2584255861, 2876756834, 3286328325, 1553311962, 1625202774, 3260698944, 2754151956,
    ]);
    expect(words(42n, 8)).toEqual([
      1776835114, 4165204688, 17111135, 2317295270, 2792088233, 2554630222, 2940343271, 2244566231,
    ]);
    expect(words(0xffffffffffffffffn, 8)).toEqual([
      477689756, 2493998634, 555695776, 607808419, 61340979, 301466976, 2478485284, 2565876330,
    ]);
  });
  it('pins word 1001 of each stream (the state carries across fills)', () => {
    const rng = seededRandom(0n);
    const a = new Uint32Array(1000);
    const b = new Uint32Array(1);
    rng.fill(a);
    rng.fill(b);
    expect(b[0]).toBe(2542587513);
    expect(words(42n, 1001)[1000]).toBe(327466450);
    expect(words(0xffffffffffffffffn, 1001)[1000]).toBe(2450622307);
  });
  it('takes a number seed the same as a bigint one', () => {
    expect(words(42n, 4)).toEqual(words(BigInt(42), 4));
    const n = new Uint32Array(4);
    seededRandom(42).fill(n);
    expect([...n]).toEqual(words(42n, 4));
  });
});

describe('parseSeed', () => {
  it('reads decimal and hexadecimal seeds up to 2^64 − 1', () => {
    expect(parseSeed('20261121')).toEqual({ ok: true, value: 20261121n });
    expect(parseSeed(' 0xff ')).toEqual({ ok: true, value: 255n });
    expect(parseSeed('18446744073709551615')).toEqual({ ok: true, value: 2n ** 64n - 1n });
  });
  it('refuses other text with a coded error', () => {
    for (const bad of ['', '-1', '1.5', 'abc', '18446744073709551616']) {
      const r = parseSeed(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('dealer/bad-seed');
    }
  });
});

describe('RandomReader.below (unbiased integers)', () => {
  it('stays in range for every bound used in a shuffle', () => {
    const r = new RandomReader(seededRandom(5));
    for (let n = 1; n <= 52; n++)
      for (let k = 0; k < 200; k++) {
        const x = r.below(n);
        expect(x >= 0 && x < n && Number.isInteger(x)).toBe(true);
      }
  });
  it('spreads 52,000 draws below 52 evenly (chi-square under 100 with 51 degrees of freedom)', () => {
    const r = new RandomReader(seededRandom(11));
    const counts = new Array<number>(52).fill(0);
    for (let k = 0; k < 52_000; k++) counts[r.below(52)]!++;
    const chi = counts.reduce((s, c) => s + (c - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(100);
  });
  it('rejects the words that would bias the result (bound 3: 2^32 mod 3 = 1 word thrown away)', () => {
    // x = 0 gives low half 0 < 2^32 mod 3 = 1, so it must be skipped and the next word used.
    const source = {
      kind: 'crypto' as const,
      fill: (out: Uint32Array) => out.set(out.length >= 2 ? [0, 0xffffffff] : [0]),
    };
    expect(new RandomReader(source).below(3)).toBe(2);
  });
});

describe('cryptoRandom', () => {
  it('fills a buffer larger than one getRandomValues call with varied words', () => {
    const out = new Uint32Array(40_000);
    cryptoRandom().fill(out);
    expect(new Set(out.subarray(0, 1000)).size).toBeGreaterThan(990);
    expect(new Set(out.subarray(39_000)).size).toBeGreaterThan(990);
  });
});
