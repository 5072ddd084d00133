/**
 * PBN 2.1 export: game records to the export format (PBN 2.1 §2.1, §3.4).
 *
 * ```ts
 * const text = makePbn(unwrap(parsePbn(bytes)).games); // export format, CRLF
 * makePbn(games, { order: 'file', eol: '\n' })           // tags as the records have them
 * ```
 * The Mandatory Tag Set first in its order, other tags sorted, the auction four calls a line, the
 * play a trick a line, tables padded to their column widths, CRLF line ends.
 */
import type { Annotations, Comment, GameRecord, NoteRecord, TagPair } from './record.js';
import { makeTableRows } from './tableSection.js';
import { MANDATORY_TAGS } from './tags.js';

/** Options for `makePbn`. */
export interface MakePbnOptions {
  /** Line end; the export format's is CRLF (§2.3). */
  readonly eol?: string;
  /**
   * `export`: the Mandatory Tag Set in its order (missing ones as "?"), then the others sorted
   * (§3.4). `file`: the record's order.
   */
  readonly order?: 'export' | 'file';
  /**
   * `keep`: write `#` / `##` as the file had them and leave out tags in effect through `##`.
   * `expand`: every value in full.
   */
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
  const lines: string[] = [
    ...(opts.header ?? ((opts.order ?? 'export') === 'export' ? ['% PBN 2.1', '% EXPORT'] : ['% PBN 2.1'])),
  ];
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
    const rest = plain
      .filter((t) => !(MANDATORY_TAGS as readonly string[]).includes(t.name))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const restTables = tables
      .filter((t) => !(MANDATORY_TAGS as readonly string[]).includes(t.name))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
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
    if (t.rows) lines.push(...makeTableRows(t.value, t.rows));
  };
  before.forEach(writeTag);
  if (game.auction) {
    const a = game.auction;
    lines.push(`[Auction "${escapeValue(a.first)}"]`);
    for (const c of a.comments ?? []) lines.push(commentText(c));
    lines.push(
      ...itemLines(
        a.items.map((it) => ({ ...it, prefix: it.insufficient ? '^I ' : '' })),
        a.closed === true,
        4,
        opts.suffixes === 'nag' ? 1 : null,
      ),
    );
    for (const n of a.notes) noteLines(n, lines);
  }
  if (game.play) {
    const p = game.play;
    lines.push(`[Play "${escapeValue(p.first)}"]`);
    for (const c of p.comments ?? []) lines.push(commentText(c));
    const items = p.tricks.flatMap((row) =>
      row.map((it) => ({ ...it, prefix: it.irregular ? `^${it.irregular} ` : '' })),
    );
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

function itemLines(
  items: readonly (Annotations & { text: string; prefix: string })[],
  closed: boolean,
  per: number,
  nagBase: number | null,
): string[] {
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
    const nags = suffixNag >= 0 ? [...(it.nags ?? []), nagBase! + suffixNag].sort((a, b) => a - b) : (it.nags ?? []);
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
