/**
 * Session files for `biritch session`: a PBN with score tables, a USEBIO file or Biritch's own
 * session JSON (a `FieldInput`), read into one `FieldInput` for competition's `scoreField`, and
 * results written back out as PBN or USEBIO.
 *
 * ```ts
 * const s = readSessionFile('club.pbn');                 // throws InputError 'club.pbn:14:9: …'
 * const score = need(scoreField(s.input));
 * const rows = s.ids.ranking(score.rankings[0]!);        // { id: '7', direction: 'NS' } as the file wrote it
 * const pbn = makePbnResults(resultsFromField(s, score)); // the file again, with MPs and the ranking
 * ```
 * Notation may not import competition (ARCHITECTURE.md), so the conversion lives here. In a
 * two-winner section whose NS and EW pairs share numbers (a Mitchell numbered 1…n both ways),
 * competition needs one id per pair: the two pairs 1 become `1NS` and `1EW` inside, and every
 * output gives back the number as written with its direction.
 */
import { readFileSync } from 'node:fs';
import { ok, type Result } from '@biritch/core';
import {
  readLine,
  type Adjustment,
  type FieldInput,
  type Participant,
  type ResultLine,
  type ScoringMethod,
} from '@biritch/competition';
import {
  decodeText,
  formatError,
  locateJsonPath,
  parsePbnResults,
  parseUsebio,
  type NotationError,
  type Position,
  type ResultsLine,
  type ResultsMethod,
  type SessionResults,
} from '@biritch/notation';
import type { IdMap } from '@biritch/server/results-file';
import { InputError } from '../command.js';

/** The formats a session file may be in. */
export type SessionFormat = 'pbn' | 'usebio' | 'json';

/** Where the method came from: the file, `--method`, or the default (matchpoints). */
export type MethodSource = 'file' | 'option' | 'default';

/** Ids as the file writes them (moved to the server's results-file module, shared with the session files). */
export type { IdMap } from '@biritch/server/results-file';

/** A session file read: the field to score, and what is needed to write the results back. */
export interface SessionFile {
  readonly file: string;
  readonly format: SessionFormat;
  readonly input: FieldInput;
  readonly methodFrom: MethodSource;
  readonly ids: IdMap;
  /** The results as the file had them (hand records, event tags) — empty boards for JSON. */
  readonly results: SessionResults;
  /** Where each result line of `input.results` is in the file. */
  readonly positions: readonly Position[];
}

const located = (file: string, e: { code: string; message: string }, at: Position): InputError =>
  new InputError(e.code, formatError({ code: e.code, message: e.message, line: at.line, column: at.column, file }));

/** The format of a file from its first character, else its name. */
export function sessionFormat(file: string, text: string): SessionFormat {
  const first = /\S/.exec(text)?.[0];
  if (first === '<') return 'usebio';
  if (first === '{') return 'json';
  if (/\.xml$/i.test(file)) return 'usebio';
  if (/\.json$/i.test(file)) return 'json';
  return 'pbn';
}

/** competition's method for a file's. A generic IMP scoring of pairs is cross-IMPs. */
function fieldMethod(m: ResultsMethod): ScoringMethod | null {
  switch (m) {
    case 'matchpoints':
    case 'cross-imps':
    case 'butler':
      return m;
    case 'imps':
      return 'cross-imps';
    case 'aggregate':
    case 'board-a-match':
      return null;
  }
}

/** The method of `--method mp|imps|butler`. */
export function methodOption(text: string): ScoringMethod {
  const m = {
    mp: 'matchpoints',
    matchpoints: 'matchpoints',
    imps: 'cross-imps',
    'cross-imps': 'cross-imps',
    butler: 'butler',
  }[text.toLowerCase()];
  if (m === undefined) throw new InputError('cli/bad-method', `--method is mp, imps or butler, not '${text}'`);
  return m as ScoringMethod;
}

/** Reads and checks a session file in any of the three formats. */
export function readSessionFile(file: string, opts: { readonly method?: ScoringMethod | undefined } = {}): SessionFile {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new InputError(
      'file/unreadable',
      `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  const text = decodeText(bytes);
  const format = sessionFormat(file, text);
  const s =
    format === 'json' ? readJsonSession(file, text, opts.method) : readResultsFile(file, text, format, opts.method);
  if (s.input.results.length === 0)
    throw located(
      file,
      { code: 'session/no-results', message: 'the file has no results to score (no traveller lines)' },
      { line: 1, column: 1 },
    );
  return s;
}

/** Reads a PBN or USEBIO session file. */
function readResultsFile(
  file: string,
  text: string,
  format: 'pbn' | 'usebio',
  given: ScoringMethod | undefined,
): SessionFile {
  const parsed: Result<{ results: SessionResults; linePositions: readonly (readonly Position[])[] }, NotationError> =
    format === 'pbn' ? parsePbnResults(text, { file }) : parseUsebio(text, { file });
  if (!parsed.ok) throw new InputError(parsed.error.code, formatError(parsed.error));
  const results = parsed.value.results;
  let methodFrom: MethodSource = 'option';
  let method = given;
  if (results.teams) {
    // A teams file is scored as teams: IMPs per board between the rooms (or its board-a-match).
    const asked = given === 'cross-imps' ? 'teams-imps' : given; // --method imps: the teams' IMPs
    if (asked !== undefined && !TEAMS_METHODS.includes(asked))
      throw new InputError('cli/bad-method', `${file} is a teams event; --method ${given} scores pairs`);
    method = asked ?? (results.method === 'board-a-match' ? 'board-a-match' : 'teams-imps');
    methodFrom = given !== undefined ? 'option' : 'file';
  }
  if (method === undefined && results.method !== null) {
    const m = fieldMethod(results.method);
    if (m === null)
      throw new InputError(
        'session/unsupported-method',
        `${file}: the file is scored by ${results.method}; give --method mp, imps or butler`,
      );
    method = m;
    methodFrom = 'file';
  }
  if (method === undefined) {
    method = 'matchpoints';
    methodFrom = 'default';
  }
  const positions = parsed.value.linePositions.flat();
  const { input, ids } = fieldFromResults(results, method);
  checkLines(file, input.results, positions, TEAMS_METHODS.includes(method));
  return { file, format, input, methodFrom, ids, results, positions };
}

/** A field from a file's results; pairs that share a number across directions get one id each. */
export function fieldFromResults(results: SessionResults, method: ScoringMethod): { input: FieldInput; ids: IdMap } {
  const winners: 1 | 2 = results.winners ?? (results.pairs.some((p) => p.direction !== undefined) ? 2 : 1);
  // Sections where a number stands for an NS pair and for an EW pair.
  const used = new Map<string, { NS: Set<string>; EW: Set<string> }>();
  const note = (section: string | undefined, id: string, d: 'NS' | 'EW'): void => {
    const k = section ?? '';
    if (!used.has(k)) used.set(k, { NS: new Set(), EW: new Set() });
    used.get(k)![d].add(id);
  };
  for (const b of results.boards)
    for (const l of b.lines) {
      note(l.section, l.ns, 'NS');
      note(l.section, l.ew, 'EW');
    }
  for (const p of results.pairs) if (p.direction) note(p.section, p.id, p.direction);
  const shared = new Set<string>();
  if (winners === 2) for (const [section, u] of used) if ([...u.NS].some((id) => u.EW.has(id))) shared.add(section);
  const inner = (section: string | undefined, id: string, d: 'NS' | 'EW'): string =>
    shared.has(section ?? '') ? `${id}${d}` : id;
  const back = new Map<string, { id: string; direction: 'NS' | 'EW' | null }>();
  const remember = (section: string | undefined, id: string, d: 'NS' | 'EW' | undefined): string => {
    const i = d === undefined ? id : inner(section, id, d);
    back.set(`${section ?? ''}\u0000${i}`, { id, direction: d ?? null });
    return i;
  };

  const participants: Participant[] = [];
  for (const p of results.pairs) {
    const dirs: ('NS' | 'EW' | undefined)[] = p.direction
      ? [p.direction]
      : shared.has(p.section ?? '')
        ? ['NS', 'EW']
        : [undefined];
    for (const d of dirs) {
      const out: { -readonly [K in keyof Participant]: Participant[K] } = {
        id: remember(p.section, p.id, d),
        names: p.names,
      };
      if (p.section !== undefined) out.section = p.section;
      if (d !== undefined && winners === 2) out.direction = d;
      if (p.memberNumbers) out.memberNumbers = p.memberNumbers;
      participants.push(out);
    }
  }
  const lines: ResultLine[] = results.boards.flatMap((b) =>
    b.lines.map((l) => fieldLine(l, remember(l.section, l.ns, 'NS'), remember(l.section, l.ew, 'EW'))),
  );
  const event: { name?: string; date?: string; site?: string } = {};
  if (results.event.name !== undefined) event.name = results.event.name;
  if (results.event.date !== undefined) event.date = results.event.date;
  if (results.event.site !== undefined) event.site = results.event.site;
  const input: FieldInput = { event, method, winners, participants, results: lines };
  return {
    input,
    ids: {
      written: (section, id) => back.get(`${section ?? ''}\u0000${id}`) ?? { id, direction: null },
    },
  };
}

/** competition's line for a file's line. */
function fieldLine(l: ResultsLine, ns: string, ew: string): ResultLine {
  const out: { -readonly [K in keyof ResultLine]: ResultLine[K] } = { board: l.board, ns, ew };
  if (l.section !== undefined) out.section = l.section;
  if (l.round !== undefined) out.round = l.round;
  if (l.table !== undefined) out.table = l.table;
  if (l.contract !== undefined) out.contract = l.contract;
  if (l.declarer !== undefined) out.declarer = l.declarer;
  if (l.lead !== undefined) out.lead = l.lead;
  if (l.tricks !== undefined) out.tricks = l.tricks;
  if (l.adjusted !== undefined) out.adjusted = { ns: l.adjusted.ns as Adjustment, ew: l.adjusted.ew as Adjustment };
  else if (l.weighted !== undefined) out.weighted = l.weighted;
  else if (l.score !== undefined) out.score = l.score;
  return out;
}

/**
 * Checks each line as scoring will read it (a contract with its declarer and tricks, Law 77; an
 * adjustment, Law 12C2; weights adding to 1, Law 12C1(c)), and that no pair plays a board twice:
 * a problem is reported where the line is in the file.
 */
function checkLines(file: string, lines: readonly ResultLine[], positions: readonly Position[], teams = false): void {
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    const at = positions[i] ?? { line: 1, column: 1 };
    const r = readLine(l);
    if (!r.ok) throw located(file, r.error, at);
    // A team plays each board twice, once in each room: its direction tells the two apart.
    for (const [id, d] of [
      [l.ns, 'NS'],
      [l.ew, 'EW'],
    ] as const) {
      const k = `${l.section ?? ''}\u0000${id}\u0000${l.board}${teams ? d : ''}`;
      if (seen.has(k))
        throw located(
          file,
          { code: 'field/duplicate-play', message: `board ${l.board}: pair ${id} has a second result here` },
          at,
        );
      seen.add(k);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Biritch's session JSON: a FieldInput

const METHODS: readonly ScoringMethod[] = [
  'matchpoints',
  'cross-imps',
  'butler',
  'teams-imps',
  'board-a-match',
  'patton',
];
/** The teams methods: a team sits in both rooms of a board. */
const TEAMS_METHODS: readonly ScoringMethod[] = ['teams-imps', 'board-a-match', 'patton'];
const SEATS = ['N', 'E', 'S', 'W'];

/** Reads a FieldInput from JSON, checking its shape; every problem points at its place in the text. */
function readJsonSession(file: string, text: string, method: ScoringMethod | undefined): SessionFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    const at = m ? locateOffset(text, Number(m[1])) : { line: 1, column: 1 };
    throw located(file, { code: 'json/syntax', message: `not JSON: ${(e as Error).message.split('\n')[0]}` }, at);
  }
  const fail = (path: (string | number)[], code: string, message: string): never => {
    throw located(file, { code, message }, locateJsonPath(text, path));
  };
  const checked = checkFieldJson(value);
  if (!checked.ok) fail(checked.error.path, checked.error.code, checked.error.message);
  const input = (checked as { value: FieldInput }).value;
  const methodFrom: MethodSource = method !== undefined ? 'option' : 'file';
  const field: FieldInput = method !== undefined ? { ...input, method } : input;
  const positions = field.results.map((_, i) => locateJsonPath(text, ['results', i]));
  checkLines(file, field.results, positions, TEAMS_METHODS.includes(field.method));
  const byKey = new Map(field.participants.map((p) => [`${p.section ?? ''}\u0000${p.id}`, p]));
  return {
    file,
    format: 'json',
    input: field,
    methodFrom,
    ids: { written: (section, id) => ({ id, direction: byKey.get(`${section ?? ''}\u0000${id}`)?.direction ?? null }) },
    results: { event: { ...(field.event ?? {}) }, method: null, winners: field.winners, pairs: [], boards: [] },
    positions,
  };
}

/** The line and column of an offset in a text. */
function locateOffset(text: string, offset: number): Position {
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

type PathError = { readonly code: string; readonly message: string; readonly path: (string | number)[] };

/** The shape of a FieldInput, field by field, with the path of the first thing wrong. */
function checkFieldJson(v: unknown): Result<FieldInput, PathError> {
  const bad = (path: (string | number)[], code: string, message: string) => ({
    ok: false as const,
    error: { code, message, path },
  });
  const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
  if (!isObj(v))
    return bad([], 'session/bad-json', 'a session file is an object { method, winners, participants, results }');
  if (typeof v.method !== 'string' || !(METHODS as readonly string[]).includes(v.method))
    return bad(['method'], 'session/bad-method', `method is one of ${METHODS.join(', ')}`);
  if (v.winners !== 1 && v.winners !== 2) return bad(['winners'], 'session/bad-winners', 'winners is 1 or 2');
  if (v.event !== undefined && !isObj(v.event))
    return bad(['event'], 'session/bad-event', 'event is an object { name, date, site }');
  for (const k of ['name', 'date', 'site'])
    if (isObj(v.event) && v.event[k] !== undefined && typeof v.event[k] !== 'string')
      return bad(['event', k], 'session/bad-event', `event.${k} is text`);
  const participants = v.participants ?? [];
  if (!Array.isArray(participants)) return bad(['participants'], 'session/bad-participants', 'participants is a list');
  for (const [i, p] of participants.entries()) {
    if (!isObj(p))
      return bad(['participants', i], 'session/bad-participant', 'a participant is an object { id, names }');
    if (typeof p.id !== 'string' || p.id === '')
      return bad(['participants', i, 'id'], 'session/bad-participant', 'a participant id is text, e.g. "7"');
    if (p.section !== undefined && typeof p.section !== 'string')
      return bad(['participants', i, 'section'], 'session/bad-participant', 'section is text');
    if (p.direction !== undefined && p.direction !== 'NS' && p.direction !== 'EW')
      return bad(['participants', i, 'direction'], 'session/bad-participant', 'direction is NS or EW');
    if (!Array.isArray(p.names) || p.names.some((n) => typeof n !== 'string'))
      return bad(['participants', i, 'names'], 'session/bad-participant', 'names is a list of text');
  }
  if (!Array.isArray(v.results)) return bad(['results'], 'session/bad-results', 'results is a list of traveller lines');
  for (const [i, l] of v.results.entries()) {
    const at = (k: string) => ['results', i, k];
    if (!isObj(l)) return bad(['results', i], 'session/bad-line', 'a line is an object { board, ns, ew, … }');
    if (typeof l.board !== 'number' || !Number.isInteger(l.board) || l.board < 1)
      return bad(at('board'), 'session/bad-line', 'board is a whole number from 1');
    for (const k of ['ns', 'ew'])
      if (typeof l[k] !== 'string' || l[k] === '')
        return bad(at(k), 'session/bad-line', `${k} is a pair id as text, e.g. "7"`);
    for (const k of ['section', 'contract', 'lead'])
      if (l[k] !== undefined && typeof l[k] !== 'string') return bad(at(k), 'session/bad-line', `${k} is text`);
    if (l.declarer !== undefined && !SEATS.includes(l.declarer as string))
      return bad(at('declarer'), 'session/bad-line', 'declarer is N, E, S or W');
    for (const k of ['round', 'table', 'tricks', 'score'])
      if (l[k] !== undefined && (typeof l[k] !== 'number' || !Number.isInteger(l[k])))
        return bad(at(k), 'session/bad-line', `${k} is a whole number`);
    if (l.adjusted !== undefined && (!isObj(l.adjusted) || l.adjusted.ns === undefined || l.adjusted.ew === undefined))
      return bad(
        at('adjusted'),
        'session/bad-line',
        'adjusted is { ns, ew }, each "average-plus", "average", "average-minus" or { percent }',
      );
    if (l.weighted !== undefined && !Array.isArray(l.weighted))
      return bad(at('weighted'), 'session/bad-line', 'weighted is a list of { weight, score }');
  }
  if (
    v.scoringGroups !== undefined &&
    (!Array.isArray(v.scoringGroups) ||
      v.scoringGroups.some((g) => !Array.isArray(g) || g.some((s) => typeof s !== 'string')))
  )
    return bad(['scoringGroups'], 'session/bad-groups', 'scoringGroups is a list of lists of section names');
  return ok({ ...(v as unknown as FieldInput), participants: participants as Participant[] });
}

// ---------------------------------------------------------------------------------------------
// Writing back

/** The session's results as files hold them (moved to `@biritch/server/results-file`, which the server's session files share). */
export { resultsFromField } from '@biritch/server/results-file';
