/**
 * Passwords and names of accounts (issue 26): scrypt from node:crypto (memory-hard), a random salt
 * per password, the parameters stored with the hash so they can be raised later, and a
 * constant-time comparison. The policy's refusals are coded (`account/...`).
 *
 * ```ts
 * const stored = await hashPassword('correct horse battery'); // 'scrypt$32768$8$1$<salt>$<hash>'
 * await verifyPassword('correct horse battery', stored);      // true
 * needsRehash(stored);                                        // false until SCRYPT_PARAMS grow
 * checkPasswordPolicy('hunter2', 'ada').ok;                   // false: account/password-too-short
 * ```
 * Parameters after OWASP's password storage cheat sheet (scrypt: N = 2^15 or more, r = 8, p = 1
 * uses 32 MiB per hash); NIST SP 800-63B §5.1.1.2 for the policy: a minimum length, no
 * composition rules, a list of passwords known to be common, nothing derived from the name.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { err, ok, type Result } from '@biritch/core';

/** The cost of new hashes: N (CPU and memory), r (block size), p (parallelism), key length. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 } as const;

/** Shortest and longest password accepted (characters). */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

// The commonest passwords of at least PASSWORD_MIN characters (breach lists); the rest are too short anyway.
const COMMON = new Set([
  '1234567890',
  '0123456789',
  '1234567891',
  '12345678910',
  'qwertyuiop',
  'password1',
  'password12',
  'password123',
  'password1234',
  'passwordpassword',
  'iloveyou123',
  'qwerty12345',
  'qwerty123456',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'zaq12wsxcde',
  'asdfghjkl1',
  'abcdefghij',
  'abc1234567',
  'aaaaaaaaaa',
  '1111111111',
  '0000000000',
  'letmein123',
  'welcome123',
  'football123',
  'princess123',
  'sunshine123',
  'bridgebridge',
  'contractbridge',
  'biritch123',
  'biritchbiritch',
]);

type Params = { N: number; r: number; p: number; keyLength: number };

const derive = (password: string, salt: Buffer, params: Params): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes (32 MiB at the default parameters).
    const options: ScryptOptions = {
      N: params.N,
      r: params.r,
      p: params.p,
      maxmem: 256 * params.N * params.r + 1024 * 1024,
    };
    scrypt(password.normalize('NFKC'), salt, params.keyLength, options, (e, key) => (e ? reject(e) : resolve(key)));
  });

/** A new hash of `password` with a fresh 16-byte salt: `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string, params: Params = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseStored(stored: string): { params: Params; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((x) => Number.isInteger(x) && x > 0)) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { params: { N, r, p, keyLength: key.length }, salt, key };
}

/** Whether `password` matches a stored hash (same cost as the stored parameters; constant-time compare). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with weaker parameters than today's (rehash at the next sign-in). */
export function needsRehash(stored: string, params: Params = SCRYPT_PARAMS): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return true;
  const p = parsed.params;
  return p.N < params.N || p.r < params.r || p.p < params.p || p.keyLength < params.keyLength;
}

let decoy: Promise<string> | null = null;

/**
 * A hash of nothing, made once with today's parameters: a sign-in under an unknown name is checked
 * against it, so it costs as long as one under a known name (no probing for names by timing).
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  return decoy;
}

/** The name folded for uniqueness and sign-in: NFKC, trimmed, lower case. */
export const nameKeyOf = (name: string): string => name.normalize('NFKC').trim().toLowerCase();

/** Shortest and longest name (characters). */
export const NAME_MIN = 2;
export const NAME_MAX = 32;

/**
 * A name: 2–32 letters, digits, spaces, `.`, `_` or `-`, starting with a letter or digit
 * (`account/bad-name`). Returns the name trimmed and NFKC-normalised.
 */
export function checkName(name: string): Result<string> {
  const n = name.normalize('NFKC').trim();
  if ([...n].length < NAME_MIN || [...n].length > NAME_MAX || !/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u.test(n)) {
    return err('account/bad-name', `a name is ${NAME_MIN} to ${NAME_MAX} letters, digits, spaces, '.', '_' or '-'`);
  }
  return ok(n);
}

/** The password policy (NIST SP 800-63B §5.1.1.2): length, not common, not the name. */
export function checkPasswordPolicy(password: string, name: string): Result<null> {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    return err('account/password-too-short', `a password has at least ${PASSWORD_MIN} characters`);
  if (length > PASSWORD_MAX)
    return err('account/password-too-long', `a password has at most ${PASSWORD_MAX} characters`);
  const folded = password.normalize('NFKC').toLowerCase();
  if (COMMON.has(folded) || new Set(folded).size <= 2) {
    return err('account/password-common', 'this password is among the first that attackers try; choose another');
  }
  const key = nameKeyOf(name);
  if (key.length > 0 && folded.includes(key.replace(/\s+/g, ''))) {
    return err('account/password-has-name', 'a password must not contain the name');
  }
  return ok(null);
}
