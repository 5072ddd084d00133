/**
 * The PBN lexer: text to tokens (PBN 2.1 §3.2), with the line and column of each.
 *
 * ```ts
 * const r = lexPbn('[Board "1"]\n', 'club.pbn');
 * // ok([{ kind: 'tag', name: 'Board', value: '1', at: { line: 1, column: 1 } }])
 * ```
 * Tag pairs (`[Name "value"]`, over lines if need be), words and strings of sections, `{…}` and
 * `;` comments, `%` escape lines (§2.4) and empty lines (which end a game). An unclosed string or
 * comment, or a broken tag pair, is a located error.
 */
import { ok, type Result } from '@biritch/core';
import type { Comment } from './record.js';
import { locatedError, type NotationError, type Position } from './text.js';

/** One token of a PBN file with where it starts. */
export type PbnToken =
  | { kind: 'tag'; name: string; value: string; at: Position }
  | { kind: 'word'; text: string; at: Position }
  | { kind: 'string'; text: string; at: Position }
  | { kind: 'comment'; comment: Comment; at: Position }
  | { kind: 'escape'; text: string; at: Position }
  | { kind: 'blank'; at: Position };

/** Splits PBN text into tokens (PBN 2.1 §3.2), tracking lines and columns. */
export function lexPbn(text: string, file: string | undefined): Result<PbnToken[], NotationError> {
  const tokens: PbnToken[] = [];
  let i = 0;
  let line = 1;
  let col = 1;
  let lineHasContent = false;
  const fail = (code: string, message: string, at: Position) => ({
    ok: false as const,
    error: locatedError(code, message, at, file),
  });
  const isNewline = (c: string | undefined): boolean => c === '\n' || c === '\r';
  // Any other white space (tabs, form feeds, no-break spaces from Latin-1 files) separates tokens.
  const isBlank = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);
  const newline = (): void => {
    // CRLF, LF or a lone CR all end a line.
    if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
    else i += 1;
    line++;
    col = 1;
  };
  const advance = (): void => {
    i++;
    col++;
  };
  const skipSpace = (): void => {
    while (i < text.length) {
      const c = text[i];
      if (isNewline(c)) newline();
      else if (isBlank(c)) advance();
      else break;
    }
  };
  const readString = (): Result<string, NotationError> => {
    const at = { line, column: col };
    advance(); // opening quote
    let s = '';
    while (i < text.length && !isNewline(text[i])) {
      const c = text[i]!;
      if (c === '"') {
        advance();
        return ok(s);
      }
      if (c === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
        s += text[i + 1];
        advance();
        advance();
        continue;
      }
      s += c;
      advance();
    }
    return fail('pbn/unterminated-string', 'a string is not closed by a quote on the same line', at);
  };

  while (i < text.length) {
    const c = text[i]!;
    const at = { line, column: col };
    if (isNewline(c)) {
      if (!lineHasContent) tokens.push({ kind: 'blank', at });
      lineHasContent = false;
      newline();
      continue;
    }
    if (isBlank(c)) {
      advance();
      continue;
    }
    lineHasContent = true;
    if (c === '%' && col === 1) {
      let s = '';
      while (i < text.length && !isNewline(text[i])) {
        s += text[i];
        advance();
      }
      tokens.push({ kind: 'escape', text: s, at });
      continue;
    }
    if (c === ';') {
      let s = '';
      advance();
      while (i < text.length && !isNewline(text[i])) {
        s += text[i];
        advance();
      }
      tokens.push({ kind: 'comment', comment: { kind: 'line', text: s }, at });
      continue;
    }
    if (c === '{') {
      advance();
      let s = '';
      while (i < text.length && text[i] !== '}') {
        if (isNewline(text[i])) {
          s += '\n';
          newline();
        } else {
          s += text[i];
          advance();
        }
      }
      if (i >= text.length) return fail('pbn/unterminated-comment', 'a comment opened with { is never closed', at);
      advance();
      tokens.push({ kind: 'comment', comment: { kind: 'brace', text: s }, at });
      continue;
    }
    if (c === '[') {
      advance();
      skipSpace();
      let name = '';
      while (i < text.length && /[A-Za-z0-9_]/.test(text[i]!)) {
        name += text[i];
        advance();
      }
      if (name === '') return fail('pbn/bad-tag', 'a tag pair needs a tag name after [', { line, column: col });
      skipSpace();
      if (text[i] !== '"') return fail('pbn/bad-tag', `tag ${name} needs a value in quotes`, { line, column: col });
      const v = readString();
      if (!v.ok) return v;
      skipSpace();
      if (text[i] !== ']') return fail('pbn/bad-tag', `tag ${name} is not closed by ]`, { line, column: col });
      advance();
      tokens.push({ kind: 'tag', name, value: v.value, at });
      continue;
    }
    if (c === '"') {
      const start = i;
      const v = readString();
      if (!v.ok) return v;
      tokens.push({ kind: 'string', text: text.slice(start, i), at }); // a section element, kept verbatim (§5.1)
      continue;
    }
    if (c === ']' || c === '}') return fail('pbn/unexpected', `unexpected '${c}'`, at);
    let s = c;
    advance();
    while (i < text.length && !/[\s[\]{};"]/.test(text[i]!)) {
      s += text[i];
      advance();
    }
    tokens.push({ kind: 'word', text: s, at });
  }
  return ok(tokens);
}
