/**
 * PBN 2.1 results files: a game per board with its traveller (`ScoreTable`, §5.7), the ranking
 * (`TotalScoreTable`, §5.8), the hand record (`Deal`, `OptimumResultTable`, `OptimumScore`) and
 * the competition tags (Event, Site, Date, Section, Round, Table, HomeTeam, VisitTeam, Scoring…).
 *
 * ```ts
 * const r = parsePbnResults(readFileSync('club.pbn'), { file: 'club.pbn' });
 * if (!r.ok) console.error(formatError(r.error));     // 'club.pbn:14:9: …' — a row that cannot be read
 * else r.value.results.boards[0]!.lines               // [{ board: 1, ns: '1', ew: '3', contract: '4S', … }]
 * const text = makePbnResults(results);               // the export format; reading it back gives `results`
 * ```
 * Reading takes tables as other programs write them: columns in any order and any subset, with
 * widths or not, rows over several lines (import format), string elements (`"670"`, names),
 * `?` unknown, `-` irrelevant, `^` artificial (§5.2), results as tricks or relative to the
 * contract (`=`, `+1`, `-2`). A row that names no pair, or a phantom (`0`, `-`), or that has
 * neither a result nor a score (not played) is dropped. What cannot be read is an error at its
 * line and column; what can be done without (a bad lead card, a bad hand record) is a warning.
 *
 * Beyond §5.7/5.8 (user-defined columns, §5.2): `Section` in both tables when a file holds
 * more than one section, `Direction` (NS/EW) in the TotalScoreTable of a two-winner session, and
 * `Weighted` (`0.6:420,0.4:-50`, Law 12C1(c)) in the ScoreTable. An artificial score is written
 * `^A+`, `^A`, `^A-` or `^55%` in `Score_NS` / `Score_EW` (the side's percentage of the top).
 */
import { ok, parseCard, parseVulnerability, type Result } from '@biritch/core';
import { parseOptimumResultTable, type OptimumResult } from './doubleDummy.js';
import { parsePbn, type GameLocations } from './pbnReader.js';
import { makePbn } from './pbnWriter.js';
import { emptyRecord, tagValue, type GameRecord, type TagPair } from './record.js';
import {
  makeAdjustment,
  makePbnScoring,
  methodOfPbnScoring,
  parseAdjustment,
  type ResultsAdjustment,
  type ResultsBoard,
  type ResultsLine,
  type ResultsMethod,
  type ResultsPair,
  type SessionResults,
} from './sessionResults.js';
import { makeTableColumns, parseTableColumns, type TableColumn } from './tableSection.js';
import { parseDeal, parsePbnContract, parseSeat, parseSideScore, type SideScore } from './tags.js';
import { locatedError, type NotationError, type Position } from './text.js';

/** Options for `parsePbnResults`. */
export interface ParsePbnResultsOptions {
  /** The file name, put into every error and warning. */
  readonly file?: string | undefined;
}

/** What `parsePbnResults` gives: the results and the warnings (things left out). */
export interface ParsedPbnResults {
  readonly results: SessionResults;
  readonly warnings: readonly NotationError[];
  /** Where each traveller line starts in the file: board by board, as in `results.boards`. */
  readonly linePositions: readonly (readonly Position[])[];
}

/** Competition tags kept in `ResultsEvent.tags` (PBN 2.1 §4: event and game tags a session file carries). */
export const COMPETITION_TAGS = [
  'Competition',
  'EventDate',
  'EventSponsor',
  'Stage',
  'Round',
  'Table',
  'Room',
  'HomeTeam',
  'VisitTeam',
] as const;

type Fail = { readonly ok: false; readonly error: NotationError };

/** A table's text element as a value: a string token unquoted (§5.1), `?` and `-` as null. */
function elementValue(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let t = raw;
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) t = t.slice(1, -1).replace(/\\(["\\])/g, '$1');
  t = t.trim();
  return t === '' || t === '?' || t === '-' ? null : t;
}

/** A column lookup over a table header, case-insensitive (real files vary). */
function columnsOf(header: string): { cols: TableColumn[]; at: (name: string) => number } {
  const cols = parseTableColumns(header);
  const names = cols.map((c) => c.name.trim().toLowerCase());
  return { cols, at: (name) => names.indexOf(name.toLowerCase()) };
}

/**
 * Splits a table's elements into rows: the file's lines when each has one element a column,
 * else all elements in column-sized runs (§5.2: in import format a row may span lines).
 */
function tableRows(
  tag: TagPair,
  width: number,
  where: readonly (readonly Position[])[] | undefined,
  fallback: Position,
  file: string | undefined,
): Result<{ cells: string[]; at: Position[] }[], NotationError> {
  const rows = tag.rows ?? [];
  const posOf = (r: number, e: number): Position => where?.[r]?.[e] ?? fallback;
  if (rows.every((r) => r.length === width))
    return ok(rows.map((r, i) => ({ cells: [...r], at: r.map((_, e) => posOf(i, e)) })));
  const flat: { cell: string; at: Position }[] = [];
  rows.forEach((r, i) => {
    r.forEach((cell, e) => {
      flat.push({ cell, at: posOf(i, e) });
    });
  });
  if (flat.length % width !== 0) {
    const bad = rows.findIndex((r) => r.length !== width);
    return {
      ok: false,
      error: locatedError(
        'pbn-results/bad-row',
        `${tag.name}: this row has ${rows[bad]!.length} elements for ${width} columns`,
        posOf(bad, 0),
        file,
      ),
    };
  }
  const out: { cells: string[]; at: Position[] }[] = [];
  for (let k = 0; k < flat.length; k += width) {
    const run = flat.slice(k, k + width);
    out.push({ cells: run.map((x) => x.cell), at: run.map((x) => x.at) });
  }
  return ok(out);
}

const NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/** Reads a ScoreTable row into a line; null for a row to drop (phantom, not played). */
function readScoreRow(
  row: { cells: string[]; at: Position[] },
  at: (name: string) => number,
  board: number,
  section: string | undefined,
  file: string | undefined,
  warn: (code: string, message: string, at: Position) => void,
): Result<{ line: ResultsLine; names: { ns?: string[]; ew?: string[] } } | null, NotationError> {
  const cell = (name: string): string | null => {
    const i = at(name);
    return i < 0 ? null : elementValue(row.cells[i]);
  };
  const raw = (name: string): string | undefined => {
    const i = at(name);
    return i < 0 ? undefined : row.cells[i];
  };
  const pos = (name: string): Position => row.at[Math.max(0, at(name))] ?? row.at[0]!;
  const fail = (code: string, message: string, name: string): Fail => ({
    ok: false,
    error: locatedError(code, `board ${board}: ${message}`, pos(name), file),
  });
  const num = (name: string, whole = false): Result<number | undefined, NotationError> => {
    const v = cell(name);
    if (v === null) return ok(undefined);
    const t = v.replace(/^\^/, '');
    if (!NUMBER.test(t) || (whole && !/^\d+$/.test(t)))
      return fail('pbn-results/bad-number', `${name} '${v}' is not a number`, name);
    return ok(Number(t));
  };

  const ns = cell('PairId_NS');
  const ew = cell('PairId_EW');
  if (ns === null || ew === null || ns === '0' || ew === '0') return ok(null); // a phantom or sit-out row
  const sec = cell('Section') ?? section;
  const line: { -readonly [K in keyof ResultsLine]: ResultsLine[K] } = { board, ns, ew };
  if (sec !== undefined) line.section = sec;
  for (const [name, key] of [
    ['Round', 'round'],
    ['Table', 'table'],
  ] as const) {
    const n = num(name, true);
    if (!n.ok) return n;
    if (n.value !== undefined) line[key] = n.value;
  }

  const contract = cell('Contract');
  if (contract !== null) {
    const c = parsePbnContract(contract);
    if (!c.ok) return fail(c.error.code, `Contract '${contract}': ${c.error.message}`, 'Contract');
    line.contract = c.value === 'pass' ? 'Pass' : contract.toUpperCase().replace(/N$/, 'NT').replace(/NTT$/, 'NT');
  }
  const declarer = cell('Declarer');
  if (declarer !== null) {
    const d = parseSeat(declarer);
    if (!d.ok) return fail(d.error.code, `Declarer '${declarer}' is not a seat`, 'Declarer');
    line.declarer = d.value;
  }
  const result = cell('Result');
  if (result !== null) {
    const r = readTricks(result, line.contract);
    if (r === null)
      return fail(
        'pbn-results/bad-result',
        `Result '${result}' is not a number of tricks (0–13, or =, +1, -2 against the contract)`,
        'Result',
      );
    line.tricks = r;
  }
  const lead = cell('Lead');
  if (lead !== null) {
    const c = parseCard(lead.replace(/10$/, 'T'));
    if (c.ok) line.lead = c.value;
    else warn('pbn-results/bad-lead', `board ${board}: Lead '${lead}' is not a card; left out`, pos('Lead'));
  }

  // Scores: a number in the side's column, `-` in the other; `^…` an artificial score (§5.2).
  const adjusted: { ns?: ResultsAdjustment; ew?: ResultsAdjustment } = {};
  let score: number | undefined;
  for (const [name, side] of [
    ['Score_NS', 'ns'],
    ['Score_EW', 'ew'],
  ] as const) {
    const v = cell(name);
    if (v === null) continue;
    if (v.startsWith('^')) {
      const a = parseAdjustment(v.slice(1));
      if (!a.ok) return fail(a.error.code, `${name} '${v}': ${a.error.message}`, name);
      adjusted[side] = a.value;
      continue;
    }
    if (!NUMBER.test(v)) return fail('pbn-results/bad-score', `${name} '${v}' is not a score`, name);
    const s = side === 'ns' ? Number(v) : -Number(v);
    if (score !== undefined && score !== s && s !== 0)
      return fail('pbn-results/score-mismatch', `Score_NS and Score_EW disagree (${score} and ${-s} for NS)`, name);
    if (score === undefined || score === 0) score = s;
  }
  for (const [name, side] of [
    ['Percentage_NS', 'ns'],
    ['Percentage_EW', 'ew'],
  ] as const) {
    const v = cell(name);
    if (v?.startsWith('^') && adjusted[side] === undefined) {
      const a = parseAdjustment(v.slice(1));
      if (!a.ok) return fail(a.error.code, `${name} '${v}': ${a.error.message}`, name);
      adjusted[side] = a.value;
    }
  }
  if (adjusted.ns !== undefined || adjusted.ew !== undefined) {
    if (adjusted.ns === undefined || adjusted.ew === undefined)
      return fail(
        'pbn-results/half-adjusted',
        'an artificial score needs both sides (Score_NS and Score_EW)',
        'Score_NS',
      );
    line.adjusted = { ns: adjusted.ns, ew: adjusted.ew };
  } else if (score !== undefined) line.score = score;

  const weighted = cell('Weighted');
  if (weighted !== null) {
    const parts = weighted.split(',').map((p) => /^(\d*\.?\d+):([+-]?\d+)$/.exec(p.trim()));
    if (parts.some((m) => !m))
      return fail(
        'pbn-results/bad-weighted',
        `Weighted '${weighted}' is not weight:score,… (0.6:420,0.4:-50)`,
        'Weighted',
      );
    line.weighted = parts.map((m) => ({ weight: Number(m![1]), score: Number(m![2]) }));
  }

  for (const [names, key] of [
    [['MP_NS', 'IMP_NS'], 'nsPoints'],
    [['MP_EW', 'IMP_EW'], 'ewPoints'],
    [['Percentage_NS'], 'nsPercent'],
    [['Percentage_EW'], 'ewPercent'],
  ] as const) {
    for (const name of names) {
      if (line[key] !== undefined || (cell(name) ?? '').startsWith('^')) continue;
      const n = num(name);
      if (!n.ok) return n;
      if (n.value !== undefined) line[key] = n.value;
    }
  }

  const played =
    line.score !== undefined ||
    line.adjusted !== undefined ||
    line.weighted !== undefined ||
    line.contract === 'Pass' ||
    (line.contract !== undefined && line.declarer !== undefined && line.tricks !== undefined);
  if (!played) {
    if (line.contract !== undefined)
      return fail(
        'pbn-results/incomplete',
        `the line ${ns} v ${ew} has a contract but no declarer, result or score`,
        'Contract',
      );
    return ok(null); // not played
  }
  const names: { ns?: string[]; ew?: string[] } = {};
  for (const [name, side] of [
    ['Names_NS', 'ns'],
    ['Names_EW', 'ew'],
  ] as const) {
    const v = elementValue(raw(name));
    if (v !== null) names[side] = splitNames(v);
  }
  return ok({ line, names });
}

/** Tricks from a Result element: `9`, or `=`, `+1`, `-2` against the contract. */
function readTricks(text: string, contract: string | undefined): number | null {
  if (/^\d+$/.test(text)) return Number(text) <= 13 ? Number(text) : null;
  const level = contract && /^[1-7]/.test(contract) ? Number(contract[0]) : null;
  if (level === null) return null;
  const m = /^(=|[+-]\d+)$/.exec(text);
  if (!m) return null;
  const t = level + 6 + (m[1] === '=' ? 0 : Number(m[1]));
  return t >= 0 && t <= 13 ? t : null;
}

/** `<names>` of §5.7: the players separated by `;`, or a partnership's name. */
const splitNames = (text: string): string[] =>
  text
    .split(';')
    .map((n) => n.trim())
    .filter((n) => n !== '');

/** Reads TotalScoreTable rows into pairs. */
function readTotalTable(
  tag: TagPair,
  where: GameLocations | undefined,
  file: string | undefined,
): Result<{ pairs: ResultsPair[]; directions: boolean }, NotationError> {
  const fallback = where?.tags.get(tag.name) ?? { line: 1, column: 1 };
  const { cols, at } = columnsOf(tag.value);
  if (at('PairId') < 0)
    return {
      ok: false,
      error: locatedError('pbn-results/no-pair-ids', 'TotalScoreTable needs a PairId column', fallback, file),
    };
  const rows = tableRows(tag, cols.length, where?.rows.get(tag.name), fallback, file);
  if (!rows.ok) return rows;
  const pairs: ResultsPair[] = [];
  const seen = new Set<string>();
  for (const row of rows.value) {
    const cell = (name: string): string | null => (at(name) < 0 ? null : elementValue(row.cells[at(name)]));
    const pos = (name: string): Position => row.at[Math.max(0, at(name))] ?? fallback;
    const id = cell('PairId');
    if (id === null || id === '0') continue;
    const pair: { -readonly [K in keyof ResultsPair]: ResultsPair[K] } = { id, names: splitNames(cell('Names') ?? '') };
    const section = cell('Section');
    if (section !== null) pair.section = section;
    const direction = cell('Direction');
    if (direction !== null) {
      const d = direction.toUpperCase().replace(/[^NSEW]/g, '');
      if (d !== 'NS' && d !== 'EW')
        return {
          ok: false,
          error: locatedError(
            'pbn-results/bad-direction',
            `Direction '${direction}' is not NS or EW`,
            pos('Direction'),
            file,
          ),
        };
      pair.direction = d;
    }
    const rank = cell('Rank');
    if (rank !== null) {
      if (!/^\d+=?$/.test(rank))
        return {
          ok: false,
          error: locatedError('pbn-results/bad-rank', `Rank '${rank}' is not a place like 3 or 3=`, pos('Rank'), file),
        };
      pair.rank = rank;
    }
    const numbers: [string, 'total' | 'percent' | 'boards'][] = [
      ['TotalMP', 'total'],
      ['TotalIMP', 'total'],
      ['TotalScore', 'total'],
      ['TotalPercentage', 'percent'],
      ['MeanPercentage', 'percent'],
      ['NrBoards', 'boards'],
    ];
    for (const [name, key] of numbers) {
      const v = cell(name);
      if (v === null || pair[key] !== undefined) continue;
      if (!NUMBER.test(v))
        return {
          ok: false,
          error: locatedError('pbn-results/bad-number', `${name} '${v}' is not a number`, pos(name), file),
        };
      pair[key] = Number(v);
    }
    const key = `${pair.section ?? ''}\u0000${pair.direction ?? ''}\u0000${id}`;
    if (seen.has(key))
      return {
        ok: false,
        error: locatedError('pbn-results/duplicate-pair', `pair ${id} is ranked twice`, pos('PairId'), file),
      };
    seen.add(key);
    pairs.push(pair);
  }
  return ok({ pairs, directions: at('Direction') >= 0 });
}

/** Reads a PBN results file: boards with their travellers, the ranking, the event. */
export function parsePbnResults(
  input: string | Uint8Array,
  opts: ParsePbnResultsOptions = {},
): Result<ParsedPbnResults, NotationError> {
  const file = opts.file;
  const parsed = parsePbn(
    input,
    file === undefined ? { check: false, locate: true } : { file, check: false, locate: true },
  );
  if (!parsed.ok) return parsed;
  const warnings: NotationError[] = [...parsed.value.warnings];
  const warn = (code: string, message: string, at: Position): void => {
    warnings.push(locatedError(code, message, at, file));
  };
  const event: {
    name?: string | undefined;
    site?: string | undefined;
    date?: string | undefined;
    tags?: Record<string, string>;
  } = {};
  let method: ResultsMethod | null = null;
  const boards = new Map<number, { -readonly [K in keyof ResultsBoard]: ResultsBoard[K] } & { lines: ResultsLine[] }>();
  const linesAt = new Map<number, Position[]>();
  let pairs: ResultsPair[] = [];
  let directions = false;
  let haveTotals = false;
  const names = new Map<string, string[]>();

  for (let g = 0; g < parsed.value.games.length; g++) {
    const game = parsed.value.games[g]!;
    const where = parsed.value.locations?.[g];
    const tagAt = (name: string): Position => where?.tags.get(name) ?? where?.start ?? { line: 1, column: 1 };
    const known = (name: string): string | null => elementValue(tagValue(game, name));
    event.name ??= known('Event') ?? undefined;
    event.site ??= known('Site') ?? undefined;
    event.date ??= known('Date') ?? undefined;
    for (const name of COMPETITION_TAGS) {
      const v = known(name);
      if (v !== null && event.tags?.[name] === undefined) event.tags = { ...event.tags, [name]: v };
    }
    const scoring = known('Scoring');
    if (method === null && scoring !== null) method = methodOfPbnScoring(scoring);

    const total = game.tags.find((t) => t.name.toLowerCase() === 'totalscoretable');
    if (total) {
      const t = readTotalTable(total, where, file);
      if (!t.ok) return t;
      pairs = [...pairs, ...t.value.pairs];
      directions ||= t.value.directions;
      haveTotals = true;
    }

    const table = game.tags.find((t) => t.name.toLowerCase() === 'scoretable');
    const boardText = known('Board');
    if (!table && boardText === null) continue;
    if (boardText === null || !/^\d+$/.test(boardText) || Number(boardText) < 1) {
      if (!table) continue;
      return {
        ok: false,
        error: locatedError(
          'pbn-results/bad-board',
          `a ScoreTable needs its Board number, not '${boardText ?? ''}'`,
          tagAt(boardText === null ? table.name : 'Board'),
          file,
        ),
      };
    }
    const number = Number(boardText);
    const board = boards.get(number) ?? { board: number, lines: [] };
    boards.set(number, board);
    readHandRecord(game, board, tagAt, warn);
    if (!table) continue;

    const { cols, at } = columnsOf(table.value);
    if (at('PairId_NS') < 0 || at('PairId_EW') < 0)
      return {
        ok: false,
        error: locatedError(
          'pbn-results/no-pair-ids',
          'a ScoreTable needs PairId_NS and PairId_EW columns to be scored',
          tagAt(table.name),
          file,
        ),
      };
    const rows = tableRows(table, cols.length, where?.rows.get(table.name), tagAt(table.name), file);
    if (!rows.ok) return rows;
    const section = known('Section') ?? undefined;
    for (const row of rows.value) {
      const r = readScoreRow(row, at, number, section, file, warn);
      if (!r.ok) return r;
      if (!r.value) continue;
      board.lines.push(r.value.line);
      const starts = linesAt.get(number) ?? [];
      starts.push(row.at[0] ?? tagAt(table.name));
      linesAt.set(number, starts);
      const sec = r.value.line.section ?? '';
      if (r.value.names.ns) names.set(`${sec}\u0000NS\u0000${r.value.line.ns}`, r.value.names.ns);
      if (r.value.names.ew) names.set(`${sec}\u0000EW\u0000${r.value.line.ew}`, r.value.names.ew);
    }
  }

  const sortedBoards = [...boards.values()].sort((a, b) => a.board - b.board);
  const lines = sortedBoards.flatMap((b) => b.lines);
  // Pairs named only in the travellers; names from the ScoreTable where the ranking has none.
  const listed = new Set(pairs.map((p) => `${p.section ?? ''}\u0000${p.direction ?? ''}\u0000${p.id}`));
  const namesOf = (section: string | undefined, direction: 'NS' | 'EW' | undefined, id: string): string[] => {
    const k = (d: string): string => `${section ?? ''}\u0000${d}\u0000${id}`;
    return (direction ? names.get(k(direction)) : (names.get(k('NS')) ?? names.get(k('EW')))) ?? [];
  };
  pairs = pairs.map((p) => (p.names.length > 0 ? p : { ...p, names: namesOf(p.section, p.direction, p.id) }));
  // Without a ranking: two winners when every pair kept its direction, or when NS and EW pairs
  // share numbers (a line of pair 1 against pair 1: a Mitchell numbered 1…n both ways).
  const winners: 1 | 2 | null = directions
    ? 2
    : haveTotals
      ? 1
      : lines.length === 0
        ? null
        : fixedDirections(lines) || lines.some((l) => l.ns === l.ew)
          ? 2
          : 1;
  if (!haveTotals) {
    for (const l of lines)
      for (const [id, d] of [
        [l.ns, 'NS'],
        [l.ew, 'EW'],
      ] as const) {
        const k = `${l.section ?? ''}\u0000${winners === 2 ? d : ''}\u0000${id}`;
        if (listed.has(k)) continue;
        listed.add(k);
        const p: { -readonly [K in keyof ResultsPair]: ResultsPair[K] } = {
          id,
          names: namesOf(l.section, winners === 2 ? d : undefined, id),
        };
        if (l.section !== undefined) p.section = l.section;
        if (winners === 2) p.direction = d;
        pairs.push(p);
      }
  }
  const tidy = (o: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
  return ok({
    results: { event: tidy(event) as SessionResults['event'], method, winners, pairs, boards: sortedBoards },
    warnings,
    linePositions: sortedBoards.map((b) => linesAt.get(b.board) ?? []),
  });
}

/** Whether every pair of every section sat one way all session (a two-winner Mitchell); a Howell moves pairs round. */
function fixedDirections(lines: readonly ResultsLine[]): boolean {
  const seen = new Map<string, 'NS' | 'EW'>();
  for (const l of lines)
    for (const [id, d] of [
      [l.ns, 'NS'],
      [l.ew, 'EW'],
    ] as const) {
      const k = `${l.section ?? ''}\u0000${id}`;
      if ((seen.get(k) ?? d) !== d) return false;
      seen.set(k, d);
    }
  return true;
}

/** The hand record of a board game: Deal, Dealer, Vulnerable, OptimumResultTable, OptimumScore. */
function readHandRecord(
  game: GameRecord,
  board: { -readonly [K in keyof ResultsBoard]: ResultsBoard[K] },
  tagAt: (name: string) => Position,
  warn: (code: string, message: string, at: Position) => void,
): void {
  const known = (name: string): string | null => elementValue(tagValue(game, name));
  const deal = known('Deal');
  if (deal !== null && board.deal === undefined) {
    const d = parseDeal(deal);
    if (d.ok) board.deal = deal;
    else warn(d.error.code, `Deal: ${d.error.message}; the hand record is left out`, tagAt('Deal'));
  }
  const dealer = known('Dealer');
  if (dealer !== null && board.dealer === undefined) {
    const d = parseSeat(dealer);
    if (d.ok) board.dealer = d.value;
    else warn(d.error.code, `Dealer '${dealer}' is not a seat; left out`, tagAt('Dealer'));
  }
  const vul = known('Vulnerable');
  if (vul !== null && board.vulnerable === undefined) {
    if (parseVulnerability(vul).ok) board.vulnerable = vul;
    else
      warn('pbn-results/bad-vulnerable', `Vulnerable '${vul}' is not a vulnerability; left out`, tagAt('Vulnerable'));
  }
  const ort = game.tags.find((t) => t.name === 'OptimumResultTable');
  if (ort && board.optimumResults === undefined) {
    const r = parseOptimumResultTable(ort.value, ort.rows ?? []);
    if (r.ok) board.optimumResults = r.value;
    else warn(r.error.code, `${r.error.message}; left out`, tagAt('OptimumResultTable'));
  }
  const os = known('OptimumScore');
  if (os !== null && board.optimumScore === undefined) {
    const r = parseSideScore(os);
    if (r.ok) board.optimumScore = r.value;
    else warn(r.error.code, `OptimumScore: ${r.error.message}; left out`, tagAt('OptimumScore'));
  }
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Options for `makePbnResults`. */
export interface MakePbnResultsOptions {
  /** Line end; the export format's is CRLF (§2.3). */
  readonly eol?: string | undefined;
}

/** A table element: a section token, or a string token when it holds a space or a delimiter (§5.1). */
const element = (v: string): string =>
  v !== '' && /^[^\s;{}"[\]]+$/.test(v) ? v : `"${v.replace(/(["\\])/g, '\\$1')}"`;

/** A column's width and alignment from its elements: numbers right, text left (§5.2). */
function column(name: string, values: readonly string[], numeric: boolean): TableColumn {
  const width = Math.max(1, ...values.map((v) => v.length));
  return { name, width, align: numeric ? 'R' : 'L' };
}

/** A table tag from named columns (null: not in this table); columns with nothing but `-` are left out. */
function makeTable(
  name: string,
  spec: readonly { name: string; numeric: boolean; values: readonly string[] | null }[],
  keep: readonly string[] = [],
): TagPair {
  const used = spec.flatMap((c) =>
    c.values !== null && (keep.includes(c.name) || c.values.some((v) => v !== '-')) ? [{ ...c, values: c.values }] : [],
  );
  const rows = used.length === 0 ? [] : used[0]!.values.map((_, i) => used.map((c) => c.values[i]!));
  return { name, value: makeTableColumns(used.map((c) => column(c.name, c.values, c.numeric))), rows };
}

const num = (n: number | undefined): string => (n === undefined ? '-' : String(n));

/** The ScoreTable of one board (§5.7). */
function scoreTable(lines: readonly ResultsLine[], method: ResultsMethod | null, sections: boolean): TagPair {
  const points = method === 'matchpoints' || method === null ? 'MP' : 'IMP';
  const scoreOf = (l: ResultsLine, side: 'ns' | 'ew'): string => {
    if (l.adjusted) return `^${makeAdjustment(l.adjusted[side])}`;
    if (l.score === undefined) return '-';
    const s = side === 'ns' ? l.score : -l.score;
    return s > 0 || (s === 0 && side === 'ns') ? String(s) : '-';
  };
  return makeTable(
    'ScoreTable',
    [
      { name: 'Section', numeric: false, values: sections ? lines.map((l) => element(l.section ?? '-')) : null },
      { name: 'Table', numeric: true, values: lines.map((l) => num(l.table)) },
      { name: 'Round', numeric: true, values: lines.map((l) => num(l.round)) },
      { name: 'PairId_NS', numeric: true, values: lines.map((l) => element(l.ns)) },
      { name: 'PairId_EW', numeric: true, values: lines.map((l) => element(l.ew)) },
      { name: 'Contract', numeric: false, values: lines.map((l) => l.contract ?? '-') },
      { name: 'Declarer', numeric: false, values: lines.map((l) => l.declarer ?? '-') },
      { name: 'Result', numeric: true, values: lines.map((l) => num(l.tricks)) },
      { name: 'Lead', numeric: false, values: lines.map((l) => l.lead ?? '-') },
      { name: 'Score_NS', numeric: true, values: lines.map((l) => scoreOf(l, 'ns')) },
      { name: 'Score_EW', numeric: true, values: lines.map((l) => scoreOf(l, 'ew')) },
      { name: `${points}_NS`, numeric: true, values: lines.map((l) => num(l.nsPoints)) },
      { name: `${points}_EW`, numeric: true, values: lines.map((l) => num(l.ewPoints)) },
      { name: 'Percentage_NS', numeric: true, values: lines.map((l) => num(l.nsPercent)) },
      { name: 'Percentage_EW', numeric: true, values: lines.map((l) => num(l.ewPercent)) },
      {
        name: 'Weighted',
        numeric: false,
        values: lines.map((l) => (l.weighted ? l.weighted.map((w) => `${w.weight}:${w.score}`).join(',') : '-')),
      },
    ],
    ['PairId_NS', 'PairId_EW', 'Score_NS', 'Score_EW'],
  );
}

/** The TotalScoreTable (§5.8): the pairs in the order given. */
function totalTable(
  pairs: readonly ResultsPair[],
  method: ResultsMethod | null,
  sections: boolean,
  directions: boolean,
): TagPair {
  const total = method === 'matchpoints' || method === null ? 'TotalMP' : 'TotalIMP';
  return makeTable(
    'TotalScoreTable',
    [
      { name: 'Rank', numeric: true, values: pairs.map((p) => p.rank ?? '-') },
      { name: 'Section', numeric: false, values: sections ? pairs.map((p) => element(p.section ?? '-')) : null },
      { name: 'Direction', numeric: false, values: directions ? pairs.map((p) => p.direction ?? '-') : null },
      { name: 'PairId', numeric: true, values: pairs.map((p) => element(p.id)) },
      { name: total, numeric: true, values: pairs.map((p) => num(p.total)) },
      { name: 'TotalPercentage', numeric: true, values: pairs.map((p) => num(p.percent)) },
      { name: 'NrBoards', numeric: true, values: pairs.map((p) => num(p.boards)) },
      {
        name: 'Names',
        numeric: false,
        values: pairs.map((p) => (p.names.length > 0 ? element(p.names.join(';')) : '-')),
      },
    ],
    directions ? ['PairId', 'Direction'] : ['PairId'],
  );
}

/**
 * Writes results as a PBN file: one game per board (competition tags, hand record, ScoreTable),
 * the TotalScoreTable in the first game. Tags the results do not give are written `?` (§3.4).
 */
export function makePbnResults(results: SessionResults, opts: MakePbnResultsOptions = {}): string {
  const sections = new Set([
    ...results.boards.flatMap((b) => b.lines.map((l) => l.section)),
    ...results.pairs.map((p) => p.section),
  ]);
  const manySections = sections.size > 1 || (sections.size === 1 && !sections.has(undefined));
  const directions = results.winners === 2 || results.pairs.some((p) => p.direction !== undefined);
  const games: GameRecord[] = results.boards.map((b, i) => {
    const tags: TagPair[] = [];
    const put = (name: string, value: string | undefined): void => {
      if (value !== undefined) tags.push({ name, value });
    };
    put('Event', results.event.name);
    put('Site', results.event.site);
    put('Date', results.event.date);
    put('Board', String(b.board));
    put('Dealer', b.dealer);
    put('Vulnerable', b.vulnerable);
    put('Deal', b.deal);
    put('Scoring', results.method === null ? undefined : makePbnScoring(results.method));
    for (const [name, value] of Object.entries(results.event.tags ?? {})) put(name, value);
    if (b.optimumScore) put('OptimumScore', makeSideScore(b.optimumScore));
    if (b.optimumResults) tags.push(optimumTable(b.optimumResults));
    if (i === 0 && results.pairs.length > 0)
      tags.push(totalTable(results.pairs, results.method, manySections, directions));
    if (b.lines.length > 0) tags.push(scoreTable(b.lines, results.method, manySections));
    return { ...emptyRecord(), tags };
  });
  return makePbn(games, opts.eol === undefined ? {} : { eol: opts.eol });
}

/** `OptimumScore` text: `NS 400`, `EW 620`, `NS 50 EW -50`. */
const makeSideScore = (s: SideScore): string =>
  [s.NS !== undefined ? `NS ${s.NS}` : '', s.EW !== undefined ? `EW ${s.EW}` : ''].filter((x) => x !== '').join(' ');

/** `OptimumResultTable` as BridgeComposer writes it (`Declarer;Denomination\2R;Result\2R`). */
function optimumTable(rows: readonly OptimumResult[]): TagPair {
  return {
    name: 'OptimumResultTable',
    value: 'Declarer;Denomination\\2R;Result\\2R',
    rows: rows.map((r) => [r.declarer, r.strain, String(r.tricks)]),
  };
}
