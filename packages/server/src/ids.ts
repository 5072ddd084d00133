/**
 * Identifiers and secrets: table ids, short codes and seat tokens, from node:crypto.
 *
 * ```ts
 * const token = newSeatToken();    // 'pS3q…' 128 random bits, URL-safe base64, given once
 * const stored = hashToken(token); // only this SHA-256 is kept in the store
 * ```
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A table's id: 96 random bits in URL-safe base64 (16 characters). */
export type TableId = string & { readonly __brand: 'TableId' };

/** A new random table id. */
export const newTableId = (): TableId => randomBytes(12).toString('base64url') as TableId;

// No 0/O, 1/I/L: a short code is read aloud and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Length of a table's short code. */
export const SHORT_CODE_LENGTH = 6;

/** A new random short code such as `K7QXM2` (about 30 bits; the store keeps codes unique). */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Normalises a typed short code (case, spaces, dashes) or returns null if it cannot be one. */
export function normaliseShortCode(text: string): string | null {
  const t = text.trim().toUpperCase().replace(/[\s-]/g, '');
  return t.length === SHORT_CODE_LENGTH && [...t].every((c) => CODE_ALPHABET.includes(c)) ? t : null;
}

/** A new seat token: 128 random bits, URL-safe base64 (22 characters). */
export const newSeatToken = (): string => randomBytes(16).toString('base64url');

/** The SHA-256 of a token, hex: what the store keeps (a leaked database gives no tokens). */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a presented token matches a stored hash (constant time). */
export function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
