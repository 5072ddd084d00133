/**
 * PBN 2.1 (Portable Bridge Notation, Tis Veugen et al., 2007) import and export.
 *
 * ```ts
 * const r = parsePbn(readFileSync('club.pbn'), { file: 'club.pbn' });
 * if (!r.ok) console.error(formatError(r.error));        // 'club.pbn:12:3: …'
 * else for (const w of r.value.warnings) console.error(formatError(w));
 * const text = makePbn(r.value.games);                    // export format, CRLF
 * ```
 * Import takes the standard's import format as real files have it: tags in any order and over
 * several lines, `{…}` and `;` comments, `%` escape lines (§2.4), `#` and `##` inheritance
 * (§4.8), auction and play sections with suffixes, note references, NAGs, irregularity marks
 * (§3.5–3.9), supplemental sections such as `OptimumResultTable` (§5), Latin-1 or UTF-8, CRLF
 * or LF. Syntax errors that stop the reading are the `Result`'s error; everything else (a bad
 * deal, an unknown call, a missing note…) is a located warning and the game is still kept.
 * Export writes the export format (§2.1, §3.4): the Mandatory Tag Set first in its order, other
 * tags sorted, the auction four calls a line, the play a trick a line, tables padded to their
 * column widths, CRLF line ends.
 */
import { ok, type Result } from '@biritch/core';
import {
  MANDATORY_TAGS,
  NO_INHERIT_TAGS,
  checkRecord,
  parseTableColumns,
  type Annotations,
  type AuctionItem,
  type Comment,
  type GameRecord,
  type NoteRecord,
  type PlayItem,
  type TagPair,
} from './record.js';
import { decodeText, locatedError, type NotationError, type Position } from './text.js';

/** Options for `parsePbn`. */
export interface ParsePbnOptions {
  /** The file name, put into every error and warning. */
  readonly file?: string;
  /** Check every game's values (deal, contract, calls, cards…) and warn about problems. Default true. */
  readonly check?: boolean;
}

/** What `parsePbn` returns: the games, the `%` lines before the first game, and warnings. */
export interface ParsedPbn {
  readonly games: readonly GameRecord[];
  /** Escape lines (`% PBN 2.1`, `% EXPORT`, application lines) before the first game, verbatim. */
  readonly header: readonly string[];
  readonly warnings: readonly NotationError[];
}

type Token =
  | { kind: 'tag'; name: string; value: string; at: Position }
  | { kind: 'word'; text: string; at: Position }
  | { kind: 'string'; text: string; at: Position }
  | { kind: 'comment'; comment: Comment; at: Position }
  | { kind: 'escape'; text: string; at: Position }
  | { kind: 'blank'; at: Position };

/** Splits PBN text into tokens (PBN 2.1 §3.2), tracking lines and columns. */
function lex(text: string, file: string | undefined): Result<Token[], NotationError> {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let col = 1;
  let lineHasContent = false;
  const fail = (code: string, message: string, at: Position) => ({ ok: false as const, error: locatedError(code, message, at, file) });
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

/** Sub-tokens of a word inside an auction or play section (§3.2: self-delimiting tokens). */
const SUB_TOKEN = /\^[ISRLisrl]|=\d+=|\$\d+|[!?]{1,2}|[*+]|[A-Za-z0-9-]+|./gy;

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };
type ItemDraft = Mutable<AuctionItem> & Mutable<PlayItem> & { at: Position };
type SectionDraft = { first: string; items: ItemDraft[]; closed: boolean; notes: Mutable<NoteRecord>[]; comments: Comment[]; at: Position };

interface GameDraft {
  comments: Comment[];
  tags: Mutable<TagPair>[];
  tagAt: Map<string, Position>;
  auction: SectionDraft | null;
  play: SectionDraft | null;
  noteAt: Position | null;
  start: Position | null;
}

const newDraft = (): GameDraft => ({ comments: [], tags: [], tagAt: new Map(), auction: null, play: null, noteAt: null, start: null });

/** Parses PBN text (or bytes: UTF-8 if valid, else Latin-1) into game records. */
export function parsePbn(input: string | Uint8Array, opts: ParsePbnOptions = {}): Result<ParsedPbn, NotationError> {
  const file = opts.file;
  const lexed = lex(decodeText(input), file);
  if (!lexed.ok) return lexed;
  const warnings: NotationError[] = [];
  const warn = (code: string, message: string, at: Position): void => {
    warnings.push(locatedError(code, message, at, file));
  };
  const header: string[] = [];
  const games: GameRecord[] = [];
  const lastValue = new Map<string, string>(); // effective values of the previous games (for `#`)
  const headerValue = new Map<string, string>(); // values set by `##` (§4.8)

  let g = newDraft();
  let section: 'none' | 'auction' | 'play' | 'table' = 'none';
  let tableTag: Mutable<TagPair> | null = null;
  let tableLine = -1;
  let pending: { insufficient?: true; irregular?: 'R' | 'L' } = {};
  let lastTarget: { comments?: readonly Comment[] } | null = null; // what a comment attaches to

  const addComment = (target: { comments?: readonly Comment[] }, c: Comment): void => {
    (target as { comments?: Comment[] }).comments = [...(target.comments ?? []), c];
  };

  const finishGame = (): void => {
    if (g.tags.length === 0 && !g.auction && !g.play) return;
    // `##` values not written in this game are in effect all the same (§4.8).
    for (const [name, value] of headerValue) if (!g.tags.some((t) => t.name === name)) g.tags.push({ name, value, implicit: true });
    const record = buildRecord(g);
    for (const t of record.tags) lastValue.set(t.name, t.value);
    if (opts.check !== false) {
      const { problems } = checkRecord(record);
      for (const p of problems) {
        let at = g.start ?? { line: 1, column: 1 };
        if (p.tag === 'Auction' && g.auction) at = p.item !== undefined ? g.auction.items[p.item]?.at ?? g.auction.at : g.auction.at;
        else if (p.tag === 'Play' && g.play) at = p.item !== undefined ? g.play.items[p.item]?.at ?? g.play.at : g.play.at;
        else if (p.tag === 'Note') at = g.noteAt ?? at;
        else if (p.tag !== undefined) at = g.tagAt.get(p.tag) ?? at;
        warn(p.code, p.message, at);
      }
    }
    games.push(record);
    g = newDraft();
    section = 'none';
    tableTag = null;
    lastTarget = null;
    pending = {};
  };

  const sectionItem = (s: SectionDraft, sub: string, at: Position, kind: 'auction' | 'play'): void => {
    const last = s.items[s.items.length - 1];
    const upper = sub.toUpperCase();
    if (/^\^[ISRL]$/.test(upper)) {
      const mark = upper[1]!;
      if (kind === 'auction' && mark === 'S') {
        const item = newItem('^S', at);
        s.items.push(item);
        lastTarget = item;
      }
      else if (kind === 'auction' && mark === 'I') pending = { insufficient: true };
      else if (kind === 'play' && (mark === 'R' || mark === 'L')) pending = { irregular: mark };
      else warn('pbn/bad-irregularity', `^${mark} does not belong in the ${kind} section`, at);
      return;
    }
    if (/^=\d+=$/.test(sub)) {
      if (!last) {
        warn('pbn/stray-annotation', `note reference ${sub} follows no ${kind === 'auction' ? 'call' : 'card'}`, at);
        return;
      }
      if (last.note !== undefined) warn('pbn/two-notes', `a ${kind === 'auction' ? 'call' : 'card'} has at most one note reference`, at);
      last.note = Number(sub.slice(1, -1));
      lastTarget = last;
      return;
    }
    if (/^\$\d+$/.test(sub)) {
      if (!last) {
        warn('pbn/stray-annotation', `${sub} follows no ${kind === 'auction' ? 'call' : 'card'}`, at);
        return;
      }
      last.nags = [...(last.nags ?? []), Number(sub.slice(1))];
      lastTarget = last;
      return;
    }
    if (/^[!?]{1,2}$/.test(sub)) {
      if (!last) {
        warn('pbn/stray-annotation', `suffix ${sub} follows no ${kind === 'auction' ? 'call' : 'card'}`, at);
        return;
      }
      if (last.suffix !== undefined) warn('pbn/two-suffixes', `a ${kind === 'auction' ? 'call' : 'card'} has at most one suffix`, at);
      last.suffix = sub;
      lastTarget = last;
      return;
    }
    if (sub === '*') {
      s.closed = true;
      return;
    }
    if (s.closed) warn('pbn/after-end', `'${sub}' after the ${kind} section was closed with *`, at);
    const item = newItem(sub, at);
    if (pending.insufficient) item.insufficient = true;
    if (pending.irregular) item.irregular = pending.irregular;
    pending = {};
    s.items.push(item);
    lastTarget = item;
  };

  for (const tok of lexed.value) {
    switch (tok.kind) {
      case 'blank':
        if (g.tags.length > 0 || g.auction || g.play) finishGame();
        break;
      case 'escape':
        if (games.length === 0 && g.tags.length === 0 && !g.auction) header.push(tok.text);
        break;
      case 'comment':
        if (section === 'table' && tableTag?.rows) {
          warn('pbn/comment-in-section', 'a comment may not follow section data (§5.1); it is kept with the tag', tok.at);
          addComment(tableTag, tok.comment);
        } else if (lastTarget) addComment(lastTarget, tok.comment);
        else g.comments.push(tok.comment);
        break;
      case 'tag': {
        g.start ??= tok.at;
        pending = {};
        let value = tok.value;
        const tag: Mutable<TagPair> = { name: tok.name, value };
        if (value.startsWith('##')) {
          if (NO_INHERIT_TAGS.includes(tok.name)) warn('pbn/no-inheritance', `tag ${tok.name} may not use ## (§4.8)`, tok.at);
          value = value.slice(2);
          headerValue.set(tok.name, value);
          tag.value = value;
          tag.written = tok.value;
        } else if (value === '#') {
          if (NO_INHERIT_TAGS.includes(tok.name)) warn('pbn/no-inheritance', `tag ${tok.name} may not use # (§4.8)`, tok.at);
          tag.value = lastValue.get(tok.name) ?? '';
          tag.written = '#';
        } else if (headerValue.has(tok.name)) headerValue.set(tok.name, value);
        if (tok.name === 'Auction' || tok.name === 'Play') {
          const which = tok.name === 'Auction' ? 'auction' : 'play';
          if (g[which]) {
            warn('pbn/duplicate-tag', `a second ${tok.name} section is ignored`, tok.at);
            section = 'none';
            lastTarget = null;
            break;
          }
          const s: SectionDraft = { first: tag.value, items: [], closed: false, notes: [], comments: [], at: tok.at };
          g[which] = s;
          section = which;
          lastTarget = s;
          break;
        }
        if (tok.name === 'Note' && (section === 'auction' || section === 'play')) {
          const s = (section === 'auction' ? g.auction : g.play)!;
          const m = /^\s*(\d+)\s*:(.*)$/s.exec(tag.value);
          if (!m) {
            warn('pbn/bad-note', `a note is "n:text", not "${tag.value}"`, tok.at);
            lastTarget = null;
            break;
          }
          const note: Mutable<NoteRecord> = { index: Number(m[1]), text: m[2]! };
          s.notes.push(note);
          g.noteAt ??= tok.at;
          lastTarget = note;
          break;
        }
        if (tok.name === 'Note') warn('pbn/note-outside-section', 'a Note tag belongs after the auction or the play (§3.5.5); kept as a plain tag', tok.at);
        if (tok.name !== 'Note' && g.tags.some((t) => t.name === tok.name)) {
          warn('pbn/duplicate-tag', `tag ${tok.name} already occurred in this game; ignored (§3.4)`, tok.at);
          section = 'none';
          tableTag = null;
          lastTarget = null;
          break;
        }
        g.tags.push(tag);
        if (!g.tagAt.has(tok.name)) g.tagAt.set(tok.name, tok.at);
        section = 'table';
        tableTag = tag;
        tableLine = -1;
        lastTarget = tag;
        break;
      }
      case 'string':
      case 'word': {
        if (section === 'auction' || section === 'play') {
          const s = (section === 'auction' ? g.auction : g.play)!;
          if (tok.kind === 'string') {
            warn('pbn/unexpected-string', `a string does not belong in the ${section} section`, tok.at);
            break;
          }
          SUB_TOKEN.lastIndex = 0;
          for (let m = SUB_TOKEN.exec(tok.text); m; m = SUB_TOKEN.exec(tok.text)) {
            const at = { line: tok.at.line, column: tok.at.column + m.index };
            sectionItem(s, m[0], at, section);
          }
        } else if (section === 'table' && tableTag) {
          tableTag.rows ??= [];
          const rows = tableTag.rows as string[][];
          if (tok.at.line !== tableLine || rows.length === 0) {
            rows.push([]);
            tableLine = tok.at.line;
          }
          rows[rows.length - 1]!.push(tok.text);
        } else warn('pbn/stray-text', `'${tok.text}' is not inside a tag or a section`, tok.at);
        break;
      }
    }
  }
  finishGame();
  return ok({ games, header, warnings });
}

function newItem(text: string, at: Position): ItemDraft {
  return { text, at };
}

/** Turns a draft into a clean, plain record (no positions, no empty optional fields). */
function buildRecord(g: GameDraft): GameRecord {
  const ann = (d: ItemDraft): Annotations => {
    const out: { suffix?: string; note?: number; nags?: readonly number[]; comments?: readonly Comment[] } = {};
    if (d.suffix !== undefined) out.suffix = d.suffix;
    if (d.note !== undefined) out.note = d.note;
    if (d.nags && d.nags.length > 0) out.nags = d.nags;
    if (d.comments && d.comments.length > 0) out.comments = d.comments;
    return out;
  };
  const notes = (ns: Mutable<NoteRecord>[]): NoteRecord[] =>
    ns.map((n) => (n.comments && n.comments.length > 0 ? { index: n.index, text: n.text, comments: n.comments } : { index: n.index, text: n.text }));
  const tags: TagPair[] = g.tags.map((t) => {
    const out: { name: string; value: string; written?: string; implicit?: true; rows?: readonly (readonly string[])[]; comments?: readonly Comment[] } = {
      name: t.name,
      value: t.value,
    };
    if (t.written !== undefined) out.written = t.written;
    if (t.implicit) out.implicit = true;
    if (t.rows && t.rows.length > 0) out.rows = t.rows;
    if (t.comments && t.comments.length > 0) out.comments = t.comments;
    return out;
  });
  const section = (s: SectionDraft) => {
    const out: { first: string; closed?: true; notes: NoteRecord[]; comments?: readonly Comment[] } = { first: s.first, notes: notes(s.notes) };
    if (s.closed) out.closed = true;
    if (s.comments.length > 0) out.comments = s.comments;
    return out;
  };
  let auction: GameRecord['auction'] = null;
  if (g.auction) {
    const items: AuctionItem[] = g.auction.items.map((d) => (d.insufficient ? { text: d.text, insufficient: true, ...ann(d) } : { text: d.text, ...ann(d) }));
    auction = { ...section(g.auction), items };
  }
  let play: GameRecord['play'] = null;
  if (g.play) {
    const items: PlayItem[] = g.play.items.map((d) => (d.irregular ? { text: d.text, irregular: d.irregular, ...ann(d) } : { text: d.text, ...ann(d) }));
    const tricks: PlayItem[][] = [];
    for (let k = 0; k < items.length; k += 4) tricks.push(items.slice(k, k + 4));
    play = { ...section(g.play), tricks };
  }
  return { comments: [...g.comments], tags, auction, play };
}

// ---------------------------------------------------------------------------------------------
// Export

/** Options for `makePbn`. */
export interface MakePbnOptions {
  /** Line end; the export format's is CRLF (§2.3). */
  readonly eol?: string;
  /** `export`: the Mandatory Tag Set in its order (missing ones as "?"), then the others sorted (§3.4). `file`: the record's order. */
  readonly order?: 'export' | 'file';
  /** `keep`: write `#` / `##` as the file had them and leave out tags in effect through `##`. `expand`: every value in full. */
  readonly inheritance?: 'keep' | 'expand';
  /**
   * `keep` (default): suffixes as written — BBO-style files use `!` for an alert, which `$1`
   * ("good call") would lose. `nag`: suffixes become NAGs, as the export format asks (§3.5.2).
   */
  readonly suffixes?: 'keep' | 'nag';
  /** Escape lines to put first; default `% PBN 2.1` and (in export order) `% EXPORT` (§2.4). */
  readonly header?: readonly string[];
}

// §3.2: a quote is written \" and a backslash \\. Real files write table headers as `Result\2R`
// with a single backslash, which a reader keeps as it is; so only a backslash that would be
// misread (before a quote, a backslash or the closing quote) is doubled.
const escapeValue = (v: string): string => v.replace(/\\(?=[\\"]|$)/g, '\\\\').replace(/"/g, '\\"');

/** Writes game records as a PBN file. */
export function makePbn(games: readonly GameRecord[], opts: MakePbnOptions = {}): string {
  const eol = opts.eol ?? '\r\n';
  // `% EXPORT` claims the export format (§2.4), which the file order does not give.
  const lines: string[] = [...(opts.header ?? ((opts.order ?? 'export') === 'export' ? ['% PBN 2.1', '% EXPORT'] : ['% PBN 2.1']))];
  games.forEach((game, i) => {
    if (i > 0) lines.push(''); // every game but the first starts with an empty line (§3)
    lines.push(...gameLines(game, opts));
  });
  return lines.map((l) => l.replace(/\n/g, eol)).join(eol) + eol;
}

function commentText(c: Comment): string {
  return c.kind === 'brace' ? `{${c.text}}` : `;${c.text}`;
}

function gameLines(game: GameRecord, opts: MakePbnOptions): string[] {
  const keep = (opts.inheritance ?? 'keep') === 'keep';
  const lines: string[] = game.comments.map(commentText);
  const plain = game.tags.filter((t) => !t.rows);
  const tables = game.tags.filter((t) => t.rows);
  let ordered: TagPair[];
  if ((opts.order ?? 'export') === 'export') {
    const mts: TagPair[] = [];
    for (const name of MANDATORY_TAGS) {
      const t = plain.find((x) => x.name === name) ?? tables.find((x) => x.name === name);
      mts.push(t ?? { name, value: '?' });
    }
    const rest = plain.filter((t) => !(MANDATORY_TAGS as readonly string[]).includes(t.name)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const restTables = tables.filter((t) => !(MANDATORY_TAGS as readonly string[]).includes(t.name)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    ordered = [...mts, ...rest, ...restTables];
  } else ordered = [...plain, ...tables];
  const sectionStart = ordered.findIndex((t) => t.rows);
  const before = sectionStart < 0 ? ordered : ordered.slice(0, sectionStart);
  const after = sectionStart < 0 ? [] : ordered.slice(sectionStart);

  const writeTag = (t: TagPair): void => {
    if (keep && t.implicit) return;
    const value = keep && t.written !== undefined ? t.written : t.value;
    lines.push(`[${t.name} "${escapeValue(value)}"]`);
    for (const c of t.comments ?? []) lines.push(commentText(c));
    if (t.rows) lines.push(...tableLines(t.value, t.rows));
  };
  before.forEach(writeTag);
  if (game.auction) {
    const a = game.auction;
    lines.push(`[Auction "${escapeValue(a.first)}"]`);
    for (const c of a.comments ?? []) lines.push(commentText(c));
    lines.push(...itemLines(a.items.map((it) => ({ ...it, prefix: it.insufficient ? '^I ' : '' })), a.closed === true, 4, opts.suffixes === 'nag' ? 1 : null));
    for (const n of a.notes) noteLines(n, lines);
  }
  if (game.play) {
    const p = game.play;
    lines.push(`[Play "${escapeValue(p.first)}"]`);
    for (const c of p.comments ?? []) lines.push(commentText(c));
    const items = p.tricks.flatMap((row) => row.map((it) => ({ ...it, prefix: it.irregular ? `^${it.irregular} ` : '' })));
    lines.push(...itemLines(items, p.closed === true, 4, opts.suffixes === 'nag' ? 7 : null));
    for (const n of p.notes) noteLines(n, lines);
  }
  after.forEach(writeTag);
  return lines;
}

function noteLines(n: NoteRecord, lines: string[]): void {
  lines.push(`[Note "${n.index}:${escapeValue(n.text)}"]`);
  for (const c of n.comments ?? []) lines.push(commentText(c));
}

/** Auction or play lines: `per` items a line; a `;` comment ends its line. */
/** Suffix → NAG (§3.5.3, §3.6.3): calls $1–$6, cards $7–$12. */
const SUFFIX_NAGS = ['!', '?', '!!', '??', '!?', '?!'];

function itemLines(items: readonly (Annotations & { text: string; prefix: string })[], closed: boolean, per: number, nagBase: number | null): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let count = 0;
  const flush = (): void => {
    if (cur.length > 0) out.push(cur.join(' '));
    cur = [];
  };
  for (const it of items) {
    if (count > 0 && count % per === 0) flush();
    count++;
    let s = it.prefix + it.text;
    const suffixNag = it.suffix !== undefined && nagBase !== null ? SUFFIX_NAGS.indexOf(it.suffix) : -1;
    if (it.suffix && suffixNag < 0) s += ` ${it.suffix}`;
    if (it.note !== undefined) s += ` =${it.note}=`;
    const nags = suffixNag >= 0 ? [...(it.nags ?? []), nagBase! + suffixNag].sort((a, b) => a - b) : it.nags ?? [];
    for (const n of nags) s += ` $${n}`;
    cur.push(s);
    for (const c of it.comments ?? []) {
      cur.push(commentText(c));
      if (c.kind === 'line') {
        flush();
      }
    }
  }
  if (closed) cur.push('*');
  flush();
  return out;
}

/** Table rows padded to the minimum widths of the header's columns (§5.2). */
function tableLines(header: string, rows: readonly (readonly string[])[]): string[] {
  const cols = parseTableColumns(header);
  return rows.map((row) =>
    row
      .map((el, j) => {
        const col = cols[j];
        if (!col?.width || el.length >= col.width) return el;
        return col.align === 'R' ? el.padStart(col.width) : el.padEnd(col.width);
      })
      .join(' ')
      .trimEnd(),
  );
}

/** Parses a PBN file that must hold exactly one game. */
export function parsePbnGame(input: string | Uint8Array, opts: ParsePbnOptions = {}): Result<GameRecord, NotationError> {
  const r = parsePbn(input, opts);
  if (!r.ok) return r;
  if (r.value.games.length !== 1)
    return { ok: false, error: locatedError('pbn/not-one-game', `expected one game, found ${r.value.games.length}`, { line: 1, column: 1 }, opts.file) };
  return ok(r.value.games[0]!);
}
