// Identifiers and secrets (issue 5: "each seat has a secret token"; tokens are 128 random bits, stored hashed).
import { expect, it } from 'vitest';
import {
  hashToken,
  newSeatToken,
  newShortCode,
  normaliseShortCode,
  newTableId,
  SHORT_CODE_LENGTH,
  tokenMatches,
} from './ids.js';

it('makes 128-bit URL-safe tokens, distinct, and keeps only a SHA-256 that matches in constant time', () => {
  const a = newSeatToken();
  const b = newSeatToken();
  expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(Buffer.from(a, 'base64url')).toHaveLength(16);
  expect(a).not.toBe(b);
  expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  expect(tokenMatches(a, hashToken(a))).toBe(true);
  expect(tokenMatches(b, hashToken(a))).toBe(false);
  expect(tokenMatches(a, 'not-hex')).toBe(false);
});

it('makes short codes without look-alike characters and reads them back in any case', () => {
  for (let i = 0; i < 200; i++) {
    const code = newShortCode();
    expect(code).toMatch(new RegExp(`^[A-HJKMNP-Z2-9]{${SHORT_CODE_LENGTH}}$`));
    expect(normaliseShortCode(code.toLowerCase())).toBe(code);
  }
  expect(normaliseShortCode(' k7q-xm2 ')).toBe('K7QXM2');
  expect(normaliseShortCode('O0I1L2')).toBeNull();
  expect(normaliseShortCode('ABC')).toBeNull();
  expect(newTableId()).toMatch(/^[A-Za-z0-9_-]{16}$/);
});
