/**
 * A club's list of participants pasted or imported as CSV (issue 24: "paste or import a CSV
 * list"), read on the server into participants, every error with its line and column.
 *
 * ```ts
 * parseParticipantsCsv('number,name1,member1,name2,member2\n1,Ann Lee,123,Bo Chan,\n', { players: [2, 2] });
 * // ok([{ id: '1', players: [{ name: 'Ann Lee', memberNumber: '123' }, { name: 'Bo Chan' }] }])
 * ```
 * The first line names the columns (any case): `number` (optional; else the next free number),
 * `name1`…`name6` and `member1`…`member6` (member numbers optional; `name` and `member` stand
 * for `name1` and `member1`). Fields are separated by commas, semicolons or tabs (the header's
 * most frequent), quoted with `"` as RFC 4180 says (`""` inside quotes is one quote). Empty
 * lines are skipped. Codes: `csv/empty`, `csv/no-header`, `csv/unknown-column`,
 * `csv/unclosed-quote`, `csv/bad-number`, `csv/duplicate-number`, `csv/missing-name`,
 * `csv/wrong-players`, `csv/too-long`.
 */
import { ok, type CodedError, type Result } from '@biritch/core';

/** A CSV error: a code, a message that names the place, and the place. */
export interface CsvError extends CodedError {
  readonly line: number;
  readonly column: number;
}

/** A participant read from the list. */
export interface CsvParticipant {
  readonly id?: string | undefined;
  readonly players: readonly { readonly name: string; readonly memberNumber?: string | undefined }[];
}

const fail = (code: string, what: string, line: number, column: number): { ok: false; error: CsvError } => ({
  ok: false,
  error: { code, message: `line ${line}, column ${column}: ${what}`, line, column },
});

interface Field {
  readonly text: string;
  readonly column: number;
}

/** Splits the text into lines of fields, keeping where each field starts. */
function splitCsv(text: string, sep: string): Result<{ line: number; fields: Field[] }[], CsvError> {
  const rows: { line: number; fields: Field[] }[] = [];
  let line = 1;
  let col = 1;
  let fields: Field[] = [];
  let cur = '';
  let start = 1;
  let startLine = 1;
  let quoted = false;
  let inQuotes = false;
  const endField = (): void => {
    fields.push({ text: quoted ? cur : cur.trim(), column: start });
    cur = '';
    quoted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') {
        cur += '"';
        i++;
        col += 2;
        continue;
      }
      if (ch === '"') inQuotes = false;
      else cur += ch;
      if (ch === '\n') {
        line++;
        col = 1;
      } else col++;
      continue;
    }
    if (ch === '"' && cur.trim() === '') {
      inQuotes = true;
      quoted = true;
      cur = '';
      col++;
      continue;
    }
    if (ch === sep) {
      endField();
      col++;
      start = col;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endField();
      if (fields.some((f) => f.text !== '')) rows.push({ line: startLine, fields });
      fields = [];
      line++;
      col = 1;
      start = 1;
      startLine = line;
      continue;
    }
    cur += ch;
    col++;
  }
  if (inQuotes) return fail('csv/unclosed-quote', 'a quoted field is not closed', line, col);
  endField();
  if (fields.some((f) => f.text !== '')) rows.push({ line: startLine, fields });
  return ok(rows);
}

/** '2', or '4 to 6'. */
const sizeText = ([min, max]: readonly [number, number]): string => (min === max ? String(min) : `${min} to ${max}`);

/**
 * Reads participants from CSV. `players` is how many players a participant has (pairs [2, 2],
 * individuals [1, 1], teams [4, 6]).
 */
export function parseParticipantsCsv(
  text: string,
  opts: { readonly players: readonly [number, number] },
): Result<CsvParticipant[], CsvError> {
  if (text.length > 200_000) return fail('csv/too-long', 'the list is over 200,000 characters', 1, 1);
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/).find((l) => l.trim() !== '');
  if (firstLine === undefined) return fail('csv/empty', 'the list is empty', 1, 1);
  const count = (c: string): number => firstLine.split(c).length - 1;
  const sep = [',', ';', '\t'].reduce((a, b) => (count(b) > count(a) ? b : a));
  const split = splitCsv(body, sep);
  if (!split.ok) return split;
  const [header, ...rows] = split.value;
  if (!header) return fail('csv/empty', 'the list is empty', 1, 1);
  const columns: { kind: 'number' | 'name' | 'member'; index: number }[] = [];
  for (const f of header.fields) {
    const m = /^(number|pair|no|name|member)\s*([1-6])?$/i.exec(f.text);
    if (!m)
      return fail(
        f.text === '' ? 'csv/no-header' : 'csv/unknown-column',
        `'${f.text.slice(0, 30)}' is not a column (number, name1, member1 … name6, member6)`,
        header.line,
        f.column,
      );
    const word = m[1]!.toLowerCase();
    columns.push({
      kind: word === 'name' ? 'name' : word === 'member' ? 'member' : 'number',
      index: Number(m[2] ?? '1') - 1,
    });
  }
  if (!columns.some((c) => c.kind === 'name'))
    return fail(
      'csv/no-header',
      'the first line names the columns: number, name1, member1, name2, member2 …',
      header.line,
      1,
    );
  const out: CsvParticipant[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const names: ({ name: string; memberNumber?: string } | undefined)[] = [];
    let id: string | undefined;
    for (let i = 0; i < row.fields.length; i++) {
      const f = row.fields[i]!;
      const c = columns[i];
      if (!c) {
        if (f.text === '') continue;
        return fail('csv/unknown-column', 'more fields than the header has columns', row.line, f.column);
      }
      if (c.kind === 'number') {
        if (f.text === '') continue;
        if (!/^[0-9]{1,4}$/.test(f.text) || Number(f.text) < 1)
          return fail('csv/bad-number', `'${f.text.slice(0, 20)}' is not a participant number`, row.line, f.column);
        id = String(Number(f.text));
        if (seen.has(id))
          return fail('csv/duplicate-number', `number ${id} is also on line ${seen.get(id)}`, row.line, f.column);
        seen.set(id, row.line);
      } else if (c.kind === 'name') {
        if (f.text === '') continue;
        if (f.text.length > 80) return fail('csv/too-long', 'a name is at most 80 characters', row.line, f.column);
        names[c.index] = { ...(names[c.index] ?? {}), name: f.text };
      } else if (f.text !== '') {
        if (f.text.length > 32)
          return fail('csv/too-long', 'a member number is at most 32 characters', row.line, f.column);
        const had = names[c.index];
        if (!had?.name && !columns.some((k, j) => k.kind === 'name' && k.index === c.index && row.fields[j]?.text))
          return fail(
            'csv/missing-name',
            `a member number for player ${c.index + 1} without a name`,
            row.line,
            f.column,
          );
        names[c.index] = { name: had?.name ?? '', memberNumber: f.text };
      }
    }
    // A member number read before its name: fill the name in from its column.
    columns.forEach((c, j) => {
      const t = row.fields[j]?.text;
      if (c.kind === 'name' && t) names[c.index] = { ...(names[c.index] ?? {}), name: t };
    });
    const players = names.filter((p): p is { name: string; memberNumber?: string } => p !== undefined && p.name !== '');
    if (
      players.length !== names.filter((p) => p !== undefined).length ||
      names.slice(0, players.length).some((p) => p === undefined)
    ) {
      const gap = names.findIndex((p) => p === undefined || p.name === '');
      return fail('csv/missing-name', `player ${gap + 1} has no name`, row.line, 1);
    }
    if (players.length < opts.players[0] || players.length > opts.players[1])
      return fail(
        'csv/wrong-players',
        `${players.length} players; each participant here has ${sizeText(opts.players)}`,
        row.line,
        1,
      );
    out.push({ ...(id !== undefined ? { id } : {}), players });
  }
  if (out.length === 0) return fail('csv/empty', 'the list has a header and no participants', header.line, 1);
  return ok(out);
}
