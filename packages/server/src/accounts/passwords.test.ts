// Password storage and policy (issue 26: "hashed with a memory-hard function: scrypt from
// node:crypto"; OWASP password storage cheat sheet; NIST SP 800-63B §5.1.1.2).
import { expect, it } from 'vitest';
import {
  checkName,
  checkPasswordPolicy,
  hashPassword,
  needsRehash,
  SCRYPT_PARAMS,
  verifyPassword,
} from './passwords.js';
import { cookieValue, Sessions } from './sessions.js';
import type { TableStore } from '../store/types.js';

it('stores scrypt with its parameters and a salt of its own, never the password', async () => {
  const a = await hashPassword('a long enough secret');
  const b = await hashPassword('a long enough secret');
  expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  expect(a).not.toBe(b);
  expect(a).not.toContain('secret');
});

it('verifies the right password and refuses a wrong one or a damaged hash', async () => {
  const stored = await hashPassword('a long enough secret');
  expect(await verifyPassword('a long enough secret', stored)).toBe(true);
  expect(await verifyPassword('a long enough secreT', stored)).toBe(false);
  expect(await verifyPassword('a long enough secret', stored.replace('scrypt$', 'bcrypt$'))).toBe(false);
});

it('verifies a hash made with older, weaker parameters and asks for it to be redone', async () => {
  const weak = await hashPassword('a long enough secret', { N: 2 ** 12, r: 8, p: 1, keyLength: 32 });
  expect(await verifyPassword('a long enough secret', weak)).toBe(true);
  expect(needsRehash(weak)).toBe(true);
  expect(needsRehash(await hashPassword('x', SCRYPT_PARAMS))).toBe(false);
});

it('refuses short, common and name-bearing passwords with their codes (NIST SP 800-63B §5.1.1.2)', () => {
  const code = (pw: string, name = 'Ada'): string | null => {
    const r = checkPasswordPolicy(pw, name);
    return r.ok ? null : r.error.code;
  };
  expect(code('short')).toBe('account/password-too-short');
  expect(code('x'.repeat(201))).toBe('account/password-too-long');
  expect(code('Password123')).toBe('account/password-common');
  expect(code('ababababababab')).toBe('account/password-common');
  expect(code('my name is lovelace', 'Lovelace')).toBe('account/password-has-name');
  expect(code('correct horse battery staple')).toBeNull();
});

it('takes names of letters, digits, spaces, dots, dashes and underscores only', () => {
  expect(checkName('  Ada Lovelace ')).toEqual({ ok: true, value: 'Ada Lovelace' });
  expect(checkName('Łucja_2').ok).toBe(true);
  for (const bad of ['a', '<script>', ' _x', 'x'.repeat(33), 'a\u0000b']) {
    const r = checkName(bad);
    expect(r.ok ? null : r.error.code).toBe('account/bad-name');
  }
});

it('marks the session cookie Secure over HTTPS or when told, always HttpOnly and SameSite', () => {
  const store = {} as TableStore;
  const plain = new Sessions(store, { now: () => 0, secureCookies: false });
  const forced = new Sessions(store, { now: () => 0, secureCookies: true });
  const id = 'x'.repeat(43);
  expect(plain.cookie({ headers: {}, protocol: 'http' }, id)).toBe(
    `biritch_session=${id}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
  );
  expect(plain.cookie({ headers: {}, protocol: 'https' }, id)).toMatch(/; Secure$/);
  expect(forced.cookie({ headers: {}, protocol: 'http' }, id)).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
  expect(cookieValue('a=1; biritch_session=abc; b=2', 'biritch_session')).toBe('abc');
});
