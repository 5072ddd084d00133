/**
 * Game records as JSON: a stable shape out, and a checked way back in.
 *
 * ```ts
 * const text = makeJson(games);           // {"format":"biritch-games","version":1,"games":[…]}
 * const r = parseJson(text, { file: 'games.json' });
 * const one = recordFromJson(JSON.parse(s)); // Result<GameRecord, JsonError> with a path
 * ```
 * The JSON of a game is the `GameRecord` itself (it is plain data): `comments`, `tags`,
 * `auction`, `play`, with optional fields left out when empty. Input is validated field by
 * field; an error names the path (`games[0].auction.items[2].note`) and has a stable code.
 */
import { ok, type CodedError, type Result } from '@biritch/core';
import type {
  AuctionItem,
  AuctionRecord,
  Comment,
  GameRecord,
  NoteRecord,
  PlayItem,
  PlayRecord,
  TagPair,
} from './record.js';
import { locatedError, type NotationError, type Position } from './text.js';

/** A JSON validation error: a code, a message and where in the value it is. */
export interface JsonError extends CodedError {
  readonly path: string;
}

/** The file shape `makeJson` writes and `parseJson` reads. */
export interface GamesJson {
  readonly format: 'biritch-games';
  readonly version: 1;
  /** The `%` lines of the PBN file the games came from, so PBN → JSON → PBN loses nothing. */
  readonly pbnHeader?: readonly string[];
  readonly games: readonly GameRecord[];
}

/** The stable JSON of one record (a deep copy, keys in a fixed order, empty optionals left out). */
export function recordToJson(record: GameRecord): GameRecord {
  const comments = (cs: readonly Comment[] | undefined) =>
    cs && cs.length > 0 ? { comments: cs.map((c) => ({ kind: c.kind, text: c.text })) } : {};
  const ann = (i: AuctionItem | PlayItem) => ({
    ...(i.suffix !== undefined ? { suffix: i.suffix } : {}),
    ...(i.note !== undefined ? { note: i.note } : {}),
    ...(i.nags && i.nags.length > 0 ? { nags: [...i.nags] } : {}),
    ...comments(i.comments),
  });
  const notes = (ns: readonly NoteRecord[]) =>
    ns.map((n) => ({ index: n.index, text: n.text, ...comments(n.comments) }));
  return {
    comments: record.comments.map((c) => ({ kind: c.kind, text: c.text })),
    tags: record.tags.map((t) => ({
      name: t.name,
      value: t.value,
      ...(t.written !== undefined ? { written: t.written } : {}),
      ...(t.implicit ? { implicit: true as const } : {}),
      ...(t.rows ? { rows: t.rows.map((r) => [...r]) } : {}),
      ...comments(t.comments),
    })),
    auction: record.auction && {
      first: record.auction.first,
      items: record.auction.items.map((i) => ({
        text: i.text,
        ...(i.insufficient ? { insufficient: true as const } : {}),
        ...ann(i),
      })),
      ...(record.auction.closed ? { closed: true as const } : {}),
      notes: notes(record.auction.notes),
      ...comments(record.auction.comments),
    },
    play: record.play && {
      first: record.play.first,
      tricks: record.play.tricks.map((row) =>
        row.map((i) => ({ text: i.text, ...(i.irregular ? { irregular: i.irregular } : {}), ...ann(i) })),
      ),
      ...(record.play.closed ? { closed: true as const } : {}),
      notes: notes(record.play.notes),
      ...comments(record.play.comments),
    },
  };
}

/** Writes games as the JSON file shape, indented. */
export const makeJson = (games: readonly GameRecord[], opts: { pbnHeader?: readonly string[] } = {}): string =>
  `${JSON.stringify(
    {
      format: 'biritch-games',
      version: 1,
      ...(opts.pbnHeader && opts.pbnHeader.length > 0 ? { pbnHeader: [...opts.pbnHeader] } : {}),
      games: games.map(recordToJson),
    } satisfies GamesJson,
    null,
    2,
  )}\n`;

class Invalid extends Error {
  constructor(
    readonly code: string,
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

const fail = (code: string, path: string, message: string): never => {
  throw new Invalid(code, path, `${path}: ${message}`);
};
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function obj(
  v: unknown,
  path: string,
  required: readonly string[],
  optional: readonly string[],
): Record<string, unknown> {
  if (!isObj(v)) fail('json/not-object', path, 'must be an object');
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o))
    if (!required.includes(k) && !optional.includes(k))
      fail('json/unknown-field', `${path}.${k}`, 'is not a field of this shape');
  for (const k of required) if (!(k in o)) fail('json/missing-field', `${path}.${k}`, 'is required');
  return o;
}
function str(v: unknown, path: string): string {
  if (typeof v !== 'string') fail('json/not-string', path, 'must be a string');
  return v as string;
}
function int(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    fail('json/bad-number', path, `must be a whole number from ${min} to ${max}`);
  return v as number;
}
function arr(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) fail('json/not-array', path, 'must be an array');
  return v as unknown[];
}
function yes(v: unknown, path: string): true {
  if (v !== true) fail('json/not-true', path, 'must be true when present');
  return true;
}
function oneOf<T extends string>(v: unknown, path: string, allowed: readonly T[]): T {
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v))
    fail('json/bad-value', path, `must be one of ${allowed.join(', ')}`);
  return v as T;
}

const SUFFIXES = ['!', '?', '!!', '??', '!?', '?!'] as const;

function comments(v: unknown, path: string): Comment[] {
  return arr(v, path).map((c, i) => {
    const o = obj(c, `${path}[${i}]`, ['kind', 'text'], []);
    const kind = oneOf(o.kind, `${path}[${i}].kind`, ['brace', 'line'] as const);
    const text = str(o.text, `${path}[${i}].text`);
    if (kind === 'brace' && text.includes('}'))
      fail('json/bad-comment', `${path}[${i}].text`, 'a brace comment cannot hold }');
    if (kind === 'line' && /[\r\n]/.test(text))
      fail('json/bad-comment', `${path}[${i}].text`, 'a line comment cannot hold a line break');
    return { kind, text };
  });
}

function annotated<T extends object>(o: Record<string, unknown>, path: string, base: T): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  if (o.suffix !== undefined) out.suffix = oneOf(o.suffix, `${path}.suffix`, SUFFIXES);
  if (o.note !== undefined) out.note = int(o.note, `${path}.note`, 1, 999);
  if (o.nags !== undefined) out.nags = arr(o.nags, `${path}.nags`).map((n, i) => int(n, `${path}.nags[${i}]`, 0, 255));
  if (o.comments !== undefined) out.comments = comments(o.comments, `${path}.comments`);
  return out as T;
}

const token = (v: unknown, path: string): string => {
  const s = str(v, path);
  if (!/^(\^S|[A-Za-z0-9-]+|\+)$/.test(s)) fail('json/bad-token', path, `'${s}' is not a call or card token`);
  return s;
};

function notes(v: unknown, path: string): NoteRecord[] {
  const seen = new Set<number>();
  return arr(v, path).map((n, i) => {
    const p = `${path}[${i}]`;
    const o = obj(n, p, ['index', 'text'], ['comments']);
    const index = int(o.index, `${p}.index`, 1, 999);
    if (seen.has(index)) fail('json/duplicate-note', `${p}.index`, `note ${index} is given twice`);
    seen.add(index);
    const text = str(o.text, `${p}.text`);
    if (/[\r\n]/.test(text)) fail('json/bad-note', `${p}.text`, 'a note cannot hold a line break');
    return o.comments !== undefined
      ? { index, text, comments: comments(o.comments, `${p}.comments`) }
      : { index, text };
  });
}

function section<T extends AuctionRecord | PlayRecord>(o: Record<string, unknown>, path: string, body: Partial<T>): T {
  const out: Record<string, unknown> = { first: str(o.first, `${path}.first`), ...body };
  if (o.closed !== undefined) out.closed = yes(o.closed, `${path}.closed`);
  out.notes = notes(o.notes, `${path}.notes`);
  if (o.comments !== undefined) out.comments = comments(o.comments, `${path}.comments`);
  return out as T;
}

function record(v: unknown, path: string): GameRecord {
  const o = obj(v, path, ['comments', 'tags', 'auction', 'play'], []);
  const tags: TagPair[] = arr(o.tags, `${path}.tags`).map((t, i) => {
    const p = `${path}.tags[${i}]`;
    const x = obj(t, p, ['name', 'value'], ['written', 'implicit', 'rows', 'comments']);
    const name = str(x.name, `${p}.name`);
    if (!/^[A-Za-z0-9_]+$/.test(name))
      fail('json/bad-tag-name', `${p}.name`, `'${name}' is not a tag name (letters, digits, _)`);
    const value = str(x.value, `${p}.value`);
    if (/[\r\n]/.test(value)) fail('json/bad-tag-value', `${p}.value`, 'a tag value cannot hold a line break');
    const out: {
      name: string;
      value: string;
      written?: string;
      implicit?: true;
      rows?: string[][];
      comments?: Comment[];
    } = { name, value };
    if (x.written !== undefined) out.written = str(x.written, `${p}.written`);
    if (x.implicit !== undefined) out.implicit = yes(x.implicit, `${p}.implicit`);
    if (x.rows !== undefined)
      out.rows = arr(x.rows, `${p}.rows`).map((r, j) =>
        arr(r, `${p}.rows[${j}]`).map((e, k) => {
          const s = str(e, `${p}.rows[${j}][${k}]`);
          if (!/^("(?:[^"\\]|\\.)*"|[^\s[\]{};"%][^\s[\]{};"]*)$/.test(s))
            fail('json/bad-element', `${p}.rows[${j}][${k}]`, `'${s}' is not a section element`);
          return s;
        }),
      );
    if (x.comments !== undefined) out.comments = comments(x.comments, `${p}.comments`);
    return out;
  });
  let auction: AuctionRecord | null = null;
  if (o.auction !== null) {
    const p = `${path}.auction`;
    const a = obj(o.auction, p, ['first', 'items', 'notes'], ['closed', 'comments']);
    const items: AuctionItem[] = arr(a.items, `${p}.items`).map((it, i) => {
      const q = `${p}.items[${i}]`;
      const x = obj(it, q, ['text'], ['insufficient', 'suffix', 'note', 'nags', 'comments']);
      const base: { text: string; insufficient?: true } = { text: token(x.text, `${q}.text`) };
      if (x.insufficient !== undefined) base.insufficient = yes(x.insufficient, `${q}.insufficient`);
      return annotated(x, q, base);
    });
    auction = section<AuctionRecord>(a, p, { items });
  }
  let play: PlayRecord | null = null;
  if (o.play !== null) {
    const p = `${path}.play`;
    const a = obj(o.play, p, ['first', 'tricks', 'notes'], ['closed', 'comments']);
    const rows = arr(a.tricks, `${p}.tricks`);
    const tricks: PlayItem[][] = rows.map((row, j) => {
      const items = arr(row, `${p}.tricks[${j}]`);
      if (items.length > 4 || (j < rows.length - 1 && items.length !== 4))
        fail('json/bad-trick', `${p}.tricks[${j}]`, 'every trick but the last has four items (one per seat)');
      return items.map((it, i) => {
        const q = `${p}.tricks[${j}][${i}]`;
        const x = obj(it, q, ['text'], ['irregular', 'suffix', 'note', 'nags', 'comments']);
        const base: { text: string; irregular?: 'R' | 'L' } = { text: token(x.text, `${q}.text`) };
        if (x.irregular !== undefined) base.irregular = oneOf(x.irregular, `${q}.irregular`, ['R', 'L'] as const);
        return annotated(x, q, base);
      });
    });
    play = section<PlayRecord>(a, p, { tricks });
  }
  return { comments: comments(o.comments, `${path}.comments`), tags, auction, play };
}

/** Validates a JSON value as one game record. */
export function recordFromJson(value: unknown, path = 'game'): Result<GameRecord, JsonError> {
  try {
    return ok(record(value, path));
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: { code: e.code, message: e.message, path: e.path } };
    throw e;
  }
}

/** Validates the file shape `{ format: 'biritch-games', version: 1, games: […] }` (a bare array of games is taken too). */
export function gamesFromJson(value: unknown): Result<GameRecord[], JsonError> {
  const r = fileFromJson(value);
  return r.ok ? ok(r.value.games) : r;
}

function fileFromJson(value: unknown): Result<{ games: GameRecord[]; pbnHeader?: string[] }, JsonError> {
  try {
    let games: unknown[];
    let pbnHeader: string[] | undefined;
    if (Array.isArray(value)) games = value;
    else {
      const o = obj(value, '$', ['games'], ['format', 'version', 'pbnHeader']);
      if (o.format !== undefined && o.format !== 'biritch-games')
        fail('json/bad-format', '$.format', "must be 'biritch-games'");
      if (o.version !== undefined && o.version !== 1) fail('json/bad-version', '$.version', 'must be 1');
      if (o.pbnHeader !== undefined)
        pbnHeader = arr(o.pbnHeader, '$.pbnHeader').map((l, i) => {
          const line = str(l, `$.pbnHeader[${i}]`);
          if (!line.startsWith('%') || /[\r\n]/.test(line))
            fail('json/bad-header', `$.pbnHeader[${i}]`, 'a PBN header line starts with % and has no line break');
          return line;
        });
      games = arr(o.games, '$.games');
    }
    const out = games.map((g, i) => record(g, `games[${i}]`));
    return ok(pbnHeader ? { games: out, pbnHeader } : { games: out });
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: { code: e.code, message: e.message, path: e.path } };
    throw e;
  }
}

/** Parses JSON text into game records; a syntax error carries its line and column. */
export function parseJson(
  input: string,
  opts: { file?: string } = {},
): Result<{ games: GameRecord[]; pbnHeader?: string[] }, NotationError> {
  let value: unknown;
  try {
    value = JSON.parse(input);
  } catch (e) {
    const pos = jsonErrorOffset(input);
    const before = input.slice(0, pos).split(/\r?\n/);
    return {
      ok: false,
      error: locatedError(
        'json/syntax',
        `not JSON: ${(e as Error).message.split('\n')[0]}`,
        { line: before.length, column: before[before.length - 1]!.length + 1 },
        opts.file,
      ),
    };
  }
  const r = fileFromJson(value);
  if (!r.ok)
    return { ok: false, error: locatedError(r.error.code, r.error.message, { line: 1, column: 1 }, opts.file) };
  return r;
}

/** Offset of the first JSON syntax error (JSON.parse's messages do not always say where). */
function jsonErrorOffset(t: string): number {
  let i = 0;
  const ws = (): void => {
    while (i < t.length && ' \t\r\n'.includes(t[i]!)) i++;
  };
  const value = (): boolean => {
    ws();
    const c = t[i];
    if (c === '{') {
      i++;
      ws();
      if (t[i] === '}') {
        i++;
        return true;
      }
      for (;;) {
        ws();
        if (t[i] !== '"' || !string()) return false;
        ws();
        if (t[i] !== ':') return false;
        i++;
        if (!value()) return false;
        ws();
        if (t[i] === ',') i++;
        else if (t[i] === '}') {
          i++;
          return true;
        } else return false;
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (t[i] === ']') {
        i++;
        return true;
      }
      for (;;) {
        if (!value()) return false;
        ws();
        if (t[i] === ',') i++;
        else if (t[i] === ']') {
          i++;
          return true;
        } else return false;
      }
    }
    if (c === '"') return string();
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(t.slice(i));
    if (!m) return false;
    i += m[0].length;
    return true;
  };
  const string = (): boolean => {
    i++;
    while (i < t.length && t[i] !== '"') {
      if (t[i] === '\\') i++;
      else if (t.charCodeAt(i) < 32) return false;
      i++;
    }
    if (i >= t.length) return false;
    i++;
    return true;
  };
  if (value()) ws();
  return Math.min(i, t.length);
}

/**
 * Where the value at `path` starts in a JSON text (`['results', 3, 'board']`), so a check of
 * parsed JSON can point at the line and column. A path that goes nowhere gives the place of the
 * deepest value it reached; text that is not JSON gives line 1, column 1.
 */
export function locateJsonPath(text: string, path: readonly (string | number)[]): Position {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  };
  const skipString = (): string => {
    const start = ++i;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    return text.slice(start, i++);
  };
  // Skips one value: a string whole, an object or array by counting brackets, else a scalar.
  const skipValue = (): void => {
    ws();
    const c = text[i];
    if (c === '"') {
      skipString();
      return;
    }
    if (c === '{' || c === '[') {
      let depth = 0;
      do {
        const d = text[i];
        if (d === '"') {
          skipString();
          continue;
        }
        if (d === '{' || d === '[') depth++;
        else if (d === '}' || d === ']') depth--;
        i++;
      } while (i < text.length && depth > 0);
      return;
    }
    while (i < text.length && !',]} \t\r\n'.includes(text[i]!)) i++;
  };
  let found = 0;
  ws();
  for (const step of path) {
    found = i;
    if (typeof step === 'number' && text[i] === '[') {
      i++;
      for (let k = 0; k < step; k++) {
        skipValue();
        ws();
        if (text[i] !== ',') return positionOf(text, found);
        i++;
      }
      ws();
      if (text[i] === ']') return positionOf(text, found);
    } else if (typeof step === 'string' && text[i] === '{') {
      i++;
      for (;;) {
        ws();
        if (text[i] !== '"') return positionOf(text, found);
        const key = JSON.parse(`"${skipString()}"`) as string;
        ws();
        i++; // the colon
        ws();
        if (key === step) break;
        skipValue();
        ws();
        if (text[i] !== ',') return positionOf(text, found);
        i++;
      }
    } else return positionOf(text, found);
  }
  return positionOf(text, i);
}

/** The line and column of an offset. */
function positionOf(text: string, offset: number): Position {
  const before = text.slice(0, Math.min(offset, text.length)).split(/\r\n|\r|\n/);
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}
