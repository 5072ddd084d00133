/**
 * Text helpers shared by the notations: decoding bytes (UTF-8, else Latin-1) and located errors.
 *
 * ```ts
 * decodeText(bytes)                  // UTF-8 if the bytes are valid UTF-8, otherwise Latin-1
 * locatedError('pbn/bad-tag', 'expected a tag name', { line: 3, column: 1 }, 'a.pbn')
 * formatError(e)                     // 'a.pbn:3:1: expected a tag name'
 * ```
 */
import type { CodedError } from '@biritch/core';

/** A coded error at a place in a file (1-based line and column). */
export interface NotationError extends CodedError {
  readonly line: number;
  readonly column: number;
  readonly file?: string;
}

/** A place in a text: 1-based line and column. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** Makes a located error. */
export function locatedError(code: string, message: string, at: Position, file?: string): NotationError {
  return file === undefined
    ? { code, message, line: at.line, column: at.column }
    : { code, message, line: at.line, column: at.column, file };
}

/** Formats an error the way compilers do: `file:line:col: message`. */
export const formatError = (e: NotationError, fallbackFile = '-'): string =>
  `${e.file ?? fallbackFile}:${e.line}:${e.column}: ${e.message}`;

/**
 * Decodes file bytes: UTF-8 when they are valid UTF-8 (a byte-order mark is dropped), otherwise
 * ISO 8859-1, the character set PBN 2.1 §2.2 names. Strings pass through (minus a BOM).
 */
export function decodeText(input: string | Uint8Array): string {
  if (typeof input === 'string') return input.replace(/^\uFEFF/, '');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(input).replace(/^\uFEFF/, '');
  } catch {
    let s = '';
    for (let i = 0; i < input.length; i += 8192) s += String.fromCharCode(...input.subarray(i, i + 8192));
    return s;
  }
}

/** Encodes text as Latin-1 bytes, or null when a character is outside ISO 8859-1. */
export function encodeLatin1(text: string): Uint8Array | null {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 255) return null;
    out[i] = c;
  }
  return out;
}
