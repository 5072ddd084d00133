/**
 * PBN 2.1 (Portable Bridge Notation, Tis Veugen et al., 2007) import: tokens to game records.
 *
 * ```ts
 * const r = parsePbn(readFileSync('club.pbn'), { file: 'club.pbn' });
 * if (!r.ok) console.error(formatError(r.error));        // 'club.pbn:12:3: …'
 * else for (const w of r.value.warnings) console.error(formatError(w));
 * ```
 * Import takes the standard's import format as real files have it: tags in any order and over
 * several lines, `{…}` and `;` comments, `%` escape lines (§2.4), `#` and `##` inheritance
 * (§4.8), auction and play sections with suffixes, note references, NAGs, irregularity marks
 * (§3.5–3.9), supplemental sections such as `OptimumResultTable` (§5), Latin-1 or UTF-8, CRLF
 * or LF. Syntax errors that stop the reading are the `Result`'s error; everything else (a bad
 * deal, an unknown call, a missing note…) is a located warning and the game is still kept.
 * The lexer is pbnLexer.ts, the export pbnWriter.ts.
 */
import { ok, type Result } from '@biritch/core';
import { checkRecord } from './game.js';
import { lexPbn } from './pbnLexer.js';
import type { Annotations, AuctionItem, Comment, GameRecord, NoteRecord, PlayItem, TagPair } from './record.js';
import { NO_INHERIT_TAGS } from './tags.js';
import { decodeText, locatedError, type NotationError, type Position } from './text.js';

/** Options for `parsePbn`. */
export interface ParsePbnOptions {
  /** The file name, put into every error and warning. */
  readonly file?: string;
  /** Check every game's values (deal, contract, calls, cards…) and warn about problems. Default true. */
  readonly check?: boolean;
  /** Also give where each game's tags and table elements are (`locations`), for readers of tables. */
  readonly locate?: boolean;
}

/** Where the parts of one game are in the file (with `locate: true`). */
export interface GameLocations {
  /** The game's first tag. */
  readonly start: Position;
  /** Each tag pair's start, by tag name (the one the record keeps). */
  readonly tags: ReadonlyMap<string, Position>;
  /** Each table element's start, by tag name: rows × elements, as in `TagPair.rows`. */
  readonly rows: ReadonlyMap<string, readonly (readonly Position[])[]>;
}

/** What `parsePbn` returns: the games, the `%` lines before the first game, and warnings. */
export interface ParsedPbn {
  readonly games: readonly GameRecord[];
  /** Escape lines (`% PBN 2.1`, `% EXPORT`, application lines) before the first game, verbatim. */
  readonly header: readonly string[];
  readonly warnings: readonly NotationError[];
  /** With `locate: true`: where each game's parts are, game by game. */
  readonly locations?: readonly GameLocations[];
}

/** Sub-tokens of a word inside an auction or play section (§3.2: self-delimiting tokens). */
const SUB_TOKEN = /\^[ISRLisrl]|=\d+=|\$\d+|[!?]{1,2}|[*+]|[A-Za-z0-9-]+|./gy;

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };
type ItemDraft = Mutable<AuctionItem> & Mutable<PlayItem> & { at: Position };
type SectionDraft = {
  first: string;
  items: ItemDraft[];
  closed: boolean;
  notes: Mutable<NoteRecord>[];
  comments: Comment[];
  at: Position;
};

interface GameDraft {
  comments: Comment[];
  tags: Mutable<TagPair>[];
  tagAt: Map<string, Position>;
  rowsAt: Map<string, Position[][]>;
  auction: SectionDraft | null;
  play: SectionDraft | null;
  noteAt: Position | null;
  start: Position | null;
}

const newDraft = (): GameDraft => ({
  comments: [],
  tags: [],
  tagAt: new Map(),
  rowsAt: new Map(),
  auction: null,
  play: null,
  noteAt: null,
  start: null,
});

/** Parses PBN text (or bytes: UTF-8 if valid, else Latin-1) into game records. */
export function parsePbn(input: string | Uint8Array, opts: ParsePbnOptions = {}): Result<ParsedPbn, NotationError> {
  const file = opts.file;
  const lexed = lexPbn(decodeText(input), file);
  if (!lexed.ok) return lexed;
  const warnings: NotationError[] = [];
  const warn = (code: string, message: string, at: Position): void => {
    warnings.push(locatedError(code, message, at, file));
  };
  const header: string[] = [];
  const games: GameRecord[] = [];
  const locations: GameLocations[] | null = opts.locate ? [] : null;
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
    for (const [name, value] of headerValue)
      if (!g.tags.some((t) => t.name === name)) g.tags.push({ name, value, implicit: true });
    const record = buildRecord(g);
    for (const t of record.tags) lastValue.set(t.name, t.value);
    if (opts.check !== false) {
      const { problems } = checkRecord(record);
      for (const p of problems) {
        let at = g.start ?? { line: 1, column: 1 };
        if (p.tag === 'Auction' && g.auction)
          at = p.item !== undefined ? (g.auction.items[p.item]?.at ?? g.auction.at) : g.auction.at;
        else if (p.tag === 'Play' && g.play)
          at = p.item !== undefined ? (g.play.items[p.item]?.at ?? g.play.at) : g.play.at;
        else if (p.tag === 'Note') at = g.noteAt ?? at;
        else if (p.tag !== undefined) at = g.tagAt.get(p.tag) ?? at;
        warn(p.code, p.message, at);
      }
    }
    games.push(record);
    if (locations) locations.push({ start: g.start ?? { line: 1, column: 1 }, tags: g.tagAt, rows: g.rowsAt });
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
      } else if (kind === 'auction' && mark === 'I') pending = { insufficient: true };
      else if (kind === 'play' && (mark === 'R' || mark === 'L')) pending = { irregular: mark };
      else warn('pbn/bad-irregularity', `^${mark} does not belong in the ${kind} section`, at);
      return;
    }
    if (/^=\d+=$/.test(sub)) {
      if (!last) {
        warn('pbn/stray-annotation', `note reference ${sub} follows no ${kind === 'auction' ? 'call' : 'card'}`, at);
        return;
      }
      if (last.note !== undefined)
        warn('pbn/two-notes', `a ${kind === 'auction' ? 'call' : 'card'} has at most one note reference`, at);
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
      if (last.suffix !== undefined)
        warn('pbn/two-suffixes', `a ${kind === 'auction' ? 'call' : 'card'} has at most one suffix`, at);
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
          warn(
            'pbn/comment-in-section',
            'a comment may not follow section data (§5.1); it is kept with the tag',
            tok.at,
          );
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
          if (NO_INHERIT_TAGS.includes(tok.name))
            warn('pbn/no-inheritance', `tag ${tok.name} may not use ## (§4.8)`, tok.at);
          value = value.slice(2);
          headerValue.set(tok.name, value);
          tag.value = value;
          tag.written = tok.value;
        } else if (value === '#') {
          if (NO_INHERIT_TAGS.includes(tok.name))
            warn('pbn/no-inheritance', `tag ${tok.name} may not use # (§4.8)`, tok.at);
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
        if (tok.name === 'Note')
          warn(
            'pbn/note-outside-section',
            'a Note tag belongs after the auction or the play (§3.5.5); kept as a plain tag',
            tok.at,
          );
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
          for (const m of tok.text.matchAll(SUB_TOKEN)) {
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
          if (locations) {
            const at = g.rowsAt.get(tableTag.name) ?? [];
            if (at.length < rows.length) at.push([]);
            at[at.length - 1]!.push(tok.at);
            g.rowsAt.set(tableTag.name, at);
          }
        } else warn('pbn/stray-text', `'${tok.text}' is not inside a tag or a section`, tok.at);
        break;
      }
    }
  }
  finishGame();
  return ok(locations ? { games, header, warnings, locations } : { games, header, warnings });
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
    ns.map((n) =>
      n.comments && n.comments.length > 0
        ? { index: n.index, text: n.text, comments: n.comments }
        : { index: n.index, text: n.text },
    );
  const tags: TagPair[] = g.tags.map((t) => {
    const out: {
      name: string;
      value: string;
      written?: string;
      implicit?: true;
      rows?: readonly (readonly string[])[];
      comments?: readonly Comment[];
    } = {
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
    const out: { first: string; closed?: true; notes: NoteRecord[]; comments?: readonly Comment[] } = {
      first: s.first,
      notes: notes(s.notes),
    };
    if (s.closed) out.closed = true;
    if (s.comments.length > 0) out.comments = s.comments;
    return out;
  };
  let auction: GameRecord['auction'] = null;
  if (g.auction) {
    const items: AuctionItem[] = g.auction.items.map((d) =>
      d.insufficient ? { text: d.text, insufficient: true, ...ann(d) } : { text: d.text, ...ann(d) },
    );
    auction = { ...section(g.auction), items };
  }
  let play: GameRecord['play'] = null;
  if (g.play) {
    const items: PlayItem[] = g.play.items.map((d) =>
      d.irregular ? { text: d.text, irregular: d.irregular, ...ann(d) } : { text: d.text, ...ann(d) },
    );
    const tricks: PlayItem[][] = [];
    for (let k = 0; k < items.length; k += 4) tricks.push(items.slice(k, k + 4));
    play = { ...section(g.play), tricks };
  }
  return { comments: [...g.comments], tags, auction, play };
}

/** Parses a PBN file that must hold exactly one game. */
export function parsePbnGame(
  input: string | Uint8Array,
  opts: ParsePbnOptions = {},
): Result<GameRecord, NotationError> {
  const r = parsePbn(input, opts);
  if (!r.ok) return r;
  if (r.value.games.length !== 1)
    return {
      ok: false,
      error: locatedError(
        'pbn/not-one-game',
        `expected one game, found ${r.value.games.length}`,
        { line: 1, column: 1 },
        opts.file,
      ),
    };
  return ok(r.value.games[0]!);
}
