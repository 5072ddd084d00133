/**
 * USEBIO 1.2 results (the EBU's XML exchange format for pairs results, competition-research.md
 * §5.3): import of files other programs write, and export.
 *
 * ```ts
 * const r = parseUsebio(readFileSync('club.xml'), { file: 'club.xml' });
 * if (!r.ok) console.error(formatError(r.error));  // 'club.xml:40:3: board 3: TRICKS '14' is not …'
 * const xml = makeUsebio(r.value.results, { program: 'Biritch', version: '0.1.0' });
 * ```
 * Reading follows what real writers do (the NZ converter, Pomeroy's writer, ImportUsebio):
 * element names in any case, `SESSION` and `SECTION` as optional containers of `PARTICIPANTS`
 * and `BOARD`, `EVENT_TYPE` as an attribute or an element, dates `dd/mm/yyyy` (1.2) or ISO
 * (1.3), doubled contracts as `X` or `*`, tricks as a number or against the contract. Phantom
 * pairs (number 0, or named Phantom / Sit out / Bye) and the rows against them are dropped, as
 * are rows with neither a contract nor a score (boards not played). Only what cannot be read
 * is an error, at its line and column: a missing pair or board number, a score or contract that
 * is not one. Unknown elements are skipped.
 *
 * Writing gives the 1.2 tree in its order, not indented, ASCII with character references,
 * declared ISO 8859-1 as the DTD's examples are: one `SECTION` per section when there are
 * several (pair numbers are unique within a section and direction, as USEBIO expects), an
 * artificial score as `A6040` (NS 60 %, EW 40 %). USEBIO has no place for rounds, tables, hand
 * records or a line's percentages; a weighted score (Law 12C1(c)) is written as its weighted
 * mean; IMPs go in the `*_MATCH_POINTS` elements, as `BOARD_SCORING_METHOD` says.
 */
import { ok, parseCard, type Result, type Seat } from '@biritch/core';
import {
  makeUsebioAdjustment,
  makeUsebioScoring,
  methodOfUsebioScoring,
  parseUsebioAdjustment,
  type ResultsBoard,
  type ResultsLine,
  type ResultsMatch,
  type ResultsMethod,
  type ResultsPair,
  type SessionResults,
} from './sessionResults.js';
import { parsePbnContract, parseSeat } from './tags.js';
import { decodeText, locatedError, type NotationError, type Position } from './text.js';
import { makeXml, parseXmlTree, xmlText, type XmlElement, type XmlOut } from './xml.js';

/** Options for `parseUsebio`. */
export interface ParseUsebioOptions {
  readonly file?: string | undefined;
}

/** What `parseUsebio` gives: the results, and warnings about what was left out. */
export interface ParsedUsebio {
  readonly results: SessionResults;
  /** The version the file declares (`1.2`, `1.3`). */
  readonly version: string | null;
  readonly warnings: readonly NotationError[];
  /** Where each traveller line starts in the file: board by board, as in `results.boards`. */
  readonly linePositions: readonly (readonly Position[])[];
}

/** The DOCTYPE line of USEBIO 1.2 files (the DTD is named, never fetched). */
export const USEBIO_DOCTYPE = '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">';

type Fail = { readonly ok: false; readonly error: NotationError };
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const PHANTOM = /^(phantom|sit[\s-]*out|bye|sitout|-+)$/i;

/** The child elements of `e` named `name` (any case). */
const kids = (e: XmlElement, name: string): XmlElement[] => e.children.filter((c) => c.name.toUpperCase() === name);
/** The text of the first child named `name`, or null when absent or empty. */
function childText(e: XmlElement, name: string): string | null {
  const c = kids(e, name)[0];
  return c === undefined || c.text === '' ? null : c.text;
}

/** Reads a USEBIO file (bytes: UTF-8 if valid, else ISO 8859-1) into session results. */
export function parseUsebio(
  input: string | Uint8Array,
  opts: ParseUsebioOptions = {},
): Result<ParsedUsebio, NotationError> {
  const file = opts.file;
  const tree = parseXmlTree(decodeText(input), file);
  if (!tree.ok) return tree;
  const root = tree.value;
  const fail = (code: string, message: string, at: Position): Fail => ({
    ok: false,
    error: locatedError(code, message, at, file),
  });
  const warnings: NotationError[] = [];
  const warn = (code: string, message: string, at: Position): void => {
    warnings.push(locatedError(code, message, at, file));
  };
  if (root.name.toUpperCase() !== 'USEBIO')
    return fail('usebio/not-usebio', `the root element is <${root.name}>, not <USEBIO>`, root.at);
  const version = root.attributes['Version'] ?? root.attributes['VERSION'] ?? root.attributes['version'] ?? null;
  const events = kids(root, 'EVENT');
  if (events.length === 0) return fail('usebio/no-event', 'a USEBIO file has an <EVENT>', root.at);
  if (events.length > 1)
    warn('usebio/more-events', `the file has ${events.length} events; the first is read`, events[1]!.at);
  const ev = events[0]!;

  const eventType = (ev.attributes['EVENT_TYPE'] ?? childText(ev, 'EVENT_TYPE') ?? '').toUpperCase();
  let method: ResultsMethod | null = null;
  const scoring = childText(ev, 'BOARD_SCORING_METHOD');
  if (scoring !== null) {
    method = methodOfUsebioScoring(scoring);
    if (method === null)
      warn(
        'usebio/unknown-method',
        `BOARD_SCORING_METHOD '${scoring}' is not one Biritch scores`,
        kids(ev, 'BOARD_SCORING_METHOD')[0]!.at,
      );
  } else if (eventType === 'MP_PAIRS') method = 'matchpoints';
  let winners: 1 | 2 | null = null;
  const winnerText = childText(ev, 'WINNER_TYPE');
  if (winnerText !== null) {
    if (winnerText !== '1' && winnerText !== '2')
      return fail('usebio/bad-winners', `WINNER_TYPE '${winnerText}' is not 1 or 2`, kids(ev, 'WINNER_TYPE')[0]!.at);
    winners = winnerText === '1' ? 1 : 2;
  }

  const event: Mutable<SessionResults['event']> = {};
  const description = childText(ev, 'EVENT_DESCRIPTION');
  if (description !== null) event.name = description;
  const club = kids(root, 'CLUB')[0];
  const clubName = club ? childText(club, 'CLUB_NAME') : null;
  if (clubName !== null) event.site = clubName;
  const date = childText(ev, 'DATE');
  if (date !== null) event.date = pbnDate(date);

  // Containers: EVENT, SESSION, SECTION hold PARTICIPANTS and BOARDs (ImportUsebio's reading).
  const pairs: ResultsPair[] = [];
  const matches: ResultsMatch[] = [];
  const boards = new Map<number, { board: number; lines: { line: ResultsLine; at: Position }[] }>();
  const phantoms = new Set<string>();
  const sections = new Set<string>();
  const walk = (container: XmlElement, section: string | undefined): Fail | null => {
    for (const c of container.children) {
      const name = c.name.toUpperCase();
      if (name === 'SESSION' || name === 'SECTION') {
        const id = c.attributes[`${name}_ID`] ?? childText(c, `${name}_ID`) ?? undefined;
        const next = name === 'SECTION' ? (id ?? section) : section;
        if (next !== undefined) sections.add(next);
        const r = walk(c, next);
        if (r) return r;
      } else if (name === 'PARTICIPANTS') {
        for (const p of kids(c, 'PAIR')) {
          const r = readPair(p, section);
          if (!r.ok) return r;
          if (r.value.phantom) phantoms.add(`${section ?? ''}\u0000${r.value.pair.id}`);
          else pairs.push(r.value.pair);
        }
        for (const t of kids(c, 'TEAM')) {
          const r = readTeam(t, section);
          if (!r.ok) return r;
          if (r.value.phantom) phantoms.add(`${section ?? ''}\u0000${r.value.pair.id}`);
          else pairs.push(r.value.pair);
        }
      } else if (name === 'MATCH') {
        const r = readMatch(c, section);
        if (r) return r;
      } else if (name === 'BOARD') {
        const r = readBoard(c, section);
        if (!r.ok) return r;
        const b = boards.get(r.value.board) ?? { board: r.value.board, lines: [] };
        boards.set(r.value.board, b);
        b.lines.push(...r.value.lines);
      }
    }
    return null;
  };

  const readPair = (
    p: XmlElement,
    section: string | undefined,
  ): Result<{ pair: ResultsPair; phantom: boolean }, NotationError> => {
    const id = childText(p, 'PAIR_NUMBER');
    if (id === null) return fail('usebio/no-pair-number', 'a <PAIR> needs its <PAIR_NUMBER>', p.at);
    const players = kids(p, 'PLAYER');
    const names = players.map((pl) => childText(pl, 'PLAYER_NAME') ?? '').filter((n) => n !== '');
    const phantom = id === '0' || (names.length > 0 && names.every((n) => PHANTOM.test(n)));
    const pair: Mutable<ResultsPair> = { id, names };
    if (section !== undefined) pair.section = section;
    const ids = players.map((pl) => childText(pl, 'NATIONAL_ID_NUMBER'));
    if (ids.some((x) => x !== null)) pair.memberNumbers = ids;
    const direction = childText(p, 'DIRECTION');
    if (direction !== null) {
      const d = direction.toUpperCase().replace(/[^NSEW]/g, '');
      if (d !== 'NS' && d !== 'EW')
        return fail('usebio/bad-direction', `DIRECTION '${direction}' is not NS or EW`, kids(p, 'DIRECTION')[0]!.at);
      pair.direction = d;
    }
    const place = childText(p, 'PLACE');
    if (place !== null) {
      if (!/^\d+=?$/.test(place))
        return fail('usebio/bad-place', `PLACE '${place}' is not a place like 3 or 3=`, kids(p, 'PLACE')[0]!.at);
      pair.rank = place;
    }
    for (const [name, key] of [
      ['TOTAL_SCORE', 'total'],
      ['PERCENTAGE', 'percent'],
      ['BOARDS_PLAYED', 'boards'],
    ] as const) {
      const v = childText(p, name);
      if (v === null) continue;
      if (!/^[+-]?\d+(?:\.\d+)?$/.test(v))
        return fail('usebio/bad-number', `${name} '${v}' is not a number`, kids(p, name)[0]!.at);
      pair[key] = Number(v);
    }
    return ok({ pair, phantom });
  };

  /**
   * A TEAM (TEAM_ID and TEAM_NAME attributes, as ImportUsebio and the DTD's tree have them, or
   * child elements; its players directly or in PAIRs), ranked like a pair.
   */
  const readTeam = (
    t: XmlElement,
    section: string | undefined,
  ): Result<{ pair: ResultsPair; phantom: boolean }, NotationError> => {
    const name = t.attributes['TEAM_NAME'] ?? childText(t, 'TEAM_NAME') ?? null;
    const id = t.attributes['TEAM_ID'] ?? childText(t, 'TEAM_ID') ?? childText(t, 'TEAM_NUMBER') ?? name;
    if (id === null) return fail('usebio/no-team', 'a <TEAM> needs its TEAM_ID', t.at);
    const players = [...kids(t, 'PLAYER'), ...kids(t, 'PAIR').flatMap((p) => kids(p, 'PLAYER'))];
    const names = players.map((pl) => childText(pl, 'PLAYER_NAME') ?? '').filter((x) => x !== '');
    const phantom = id === '0' || (name !== null && PHANTOM.test(name));
    const pair: Mutable<ResultsPair> = { id, names };
    if (section !== undefined) pair.section = section;
    const ids = players.map((pl) => childText(pl, 'NATIONAL_ID_NUMBER'));
    if (ids.some((x) => x !== null)) pair.memberNumbers = ids;
    const place = childText(t, 'PLACE');
    if (place !== null) {
      if (!/^\d+=?$/.test(place))
        return fail('usebio/bad-place', `PLACE '${place}' is not a place like 3 or 3=`, kids(t, 'PLACE')[0]!.at);
      pair.rank = place;
    }
    const total = childText(t, 'TOTAL_SCORE');
    if (total !== null) {
      if (!/^[+-]?\d+(?:\.\d+)?$/.test(total))
        return fail('usebio/bad-number', `TOTAL_SCORE '${total}' is not a number`, kids(t, 'TOTAL_SCORE')[0]!.at);
      pair.total = Number(total);
    }
    return ok({ pair, phantom });
  };

  /**
   * A MATCH: ROUND_NUMBER, TEAM, OPPOSING_TEAM, their scores, and BOARDs whose traveller lines
   * carry the DIRECTION the home team sat in at that table (ImportUsebio reads it so); a line
   * without one is the home team NS at the first table of the board and EW at the second.
   */
  const readMatch = (m: XmlElement, section: string | undefined): Fail | null => {
    const team = childText(m, 'TEAM') ?? childText(m, 'NS_PAIR_NUMBER');
    const opponent = childText(m, 'OPPOSING_TEAM') ?? childText(m, 'EW_PAIR_NUMBER');
    if (team === null || opponent === null)
      return fail('usebio/no-team', 'a <MATCH> needs its TEAM and OPPOSING_TEAM', m.at);
    const match: Mutable<ResultsMatch> = { team, opponent };
    const roundText = childText(m, 'ROUND_NUMBER');
    if (roundText !== null) {
      if (!/^\d+$/.test(roundText))
        return fail('usebio/bad-number', `ROUND_NUMBER '${roundText}' is not a number`, kids(m, 'ROUND_NUMBER')[0]!.at);
      match.round = Number(roundText);
    }
    for (const [name, key] of [
      ['TEAM_SCORE', 'score'],
      ['OPPOSING_TEAM_SCORE', 'opponentScore'],
      ['NS_SCORE', 'score'],
      ['EW_SCORE', 'opponentScore'],
    ] as const) {
      const v = childText(m, name);
      if (v === null) continue;
      if (!/^[+-]?\d+(?:\.\d+)?$/.test(v))
        return fail('usebio/bad-number', `${name} '${v}' is not a number`, kids(m, name)[0]!.at);
      match[key] = Number(v);
    }
    matches.push(match);
    for (const b of kids(m, 'BOARD')) {
      const numberText = childText(b, 'BOARD_NUMBER');
      if (numberText === null || !/^\d+$/.test(numberText) || Number(numberText) < 1)
        return fail(
          'usebio/bad-board',
          `a <BOARD> needs a BOARD_NUMBER of 1 or more, not '${numberText ?? ''}'`,
          (kids(b, 'BOARD_NUMBER')[0] ?? b).at,
        );
      const board = Number(numberText);
      const entry = boards.get(board) ?? { board, lines: [] };
      boards.set(board, entry);
      for (const [k, t] of kids(b, 'TRAVELLER_LINE').entries()) {
        const d = childText(t, 'DIRECTION');
        const dir = d === null ? (k % 2 === 0 ? 'NS' : 'EW') : d.toUpperCase().replace(/[^NSEW]/g, '');
        if (dir !== 'NS' && dir !== 'EW')
          return fail('usebio/bad-direction', `DIRECTION '${d}' is not NS or EW`, kids(t, 'DIRECTION')[0]!.at);
        const seats = dir === 'NS' ? { ns: team, ew: opponent } : { ns: opponent, ew: team };
        const r = readLine(t, board, section, seats);
        if (!r.ok) return r;
        if (r.value) {
          const line: Mutable<ResultsLine> = r.value;
          if (match.round !== undefined) line.round = match.round;
          entry.lines.push({ line, at: t.at });
        }
      }
    }
    return null;
  };

  const readBoard = (
    b: XmlElement,
    section: string | undefined,
  ): Result<{ board: number; lines: { line: ResultsLine; at: Position }[] }, NotationError> => {
    const numberText = childText(b, 'BOARD_NUMBER');
    if (numberText === null || !/^\d+$/.test(numberText) || Number(numberText) < 1)
      return fail(
        'usebio/bad-board',
        `a <BOARD> needs a BOARD_NUMBER of 1 or more, not '${numberText ?? ''}'`,
        (kids(b, 'BOARD_NUMBER')[0] ?? b).at,
      );
    const board = Number(numberText);
    const lines: { line: ResultsLine; at: Position }[] = [];
    for (const t of kids(b, 'TRAVELLER_LINE')) {
      const r = readLine(t, board, section);
      if (!r.ok) return r;
      if (r.value) lines.push({ line: r.value, at: t.at });
    }
    return ok({ board, lines });
  };

  const readLine = (
    t: XmlElement,
    board: number,
    section: string | undefined,
    teams?: { readonly ns: string; readonly ew: string },
  ): Result<ResultsLine | null, NotationError> => {
    const at = (name: string): Position => (kids(t, name)[0] ?? t).at;
    const bad = (code: string, name: string, why: string): Fail => fail(code, `board ${board}: ${why}`, at(name));
    // In a MATCH the line's teams come from the match; its pair numbers are the teams' pairs.
    const ns = teams ? teams.ns : childText(t, 'NS_PAIR_NUMBER');
    const ew = teams ? teams.ew : childText(t, 'EW_PAIR_NUMBER');
    if (ns === null || ew === null)
      return bad(
        'usebio/no-pair-number',
        ns === null ? 'NS_PAIR_NUMBER' : 'EW_PAIR_NUMBER',
        'a TRAVELLER_LINE needs NS_PAIR_NUMBER and EW_PAIR_NUMBER',
      );
    if (ns === '0' || ew === '0') return ok(null);
    const line: Mutable<ResultsLine> = { board, ns, ew };
    if (section !== undefined) line.section = section;
    const contract = childText(t, 'CONTRACT');
    if (contract !== null) {
      const text = contract.toUpperCase().replace(/\s+/g, '').replace(/\*\*$/, 'XX').replace(/\*$/, 'X');
      if (/^(PASS|PASSED|P|AP|ALLPASS|PASSEDOUT)$/.test(text)) line.contract = 'Pass';
      else {
        const c = parsePbnContract(text);
        if (!c.ok) return bad(c.error.code, 'CONTRACT', `CONTRACT '${contract}' is not a contract`);
        line.contract = text.replace(/N$/, 'NT').replace(/N(X{1,2})$/, 'NT$1');
      }
    }
    const by = childText(t, 'PLAYED_BY');
    if (by !== null) {
      const d = parseSeat(by.slice(0, 1));
      if (!d.ok) return bad(d.error.code, 'PLAYED_BY', `PLAYED_BY '${by}' is not a seat`);
      line.declarer = d.value as Seat;
    }
    const lead = childText(t, 'LEAD');
    if (lead !== null) {
      const c = parseCard(lead.toUpperCase().replace(/10$/, 'T'));
      if (c.ok) line.lead = c.value;
      else warn('usebio/bad-lead', `board ${board}: LEAD '${lead}' is not a card; left out`, at('LEAD'));
    }
    const tricks = childText(t, 'TRICKS');
    if (tricks !== null) {
      const level = line.contract && /^[1-7]/.test(line.contract) ? Number(line.contract[0]) : null;
      const rel = /^(=|[+-]\d+)$/.exec(tricks);
      const n = /^\d+$/.test(tricks)
        ? Number(tricks)
        : rel && level !== null
          ? level + 6 + (rel[1] === '=' ? 0 : Number(rel[1]))
          : NaN;
      if (!(n >= 0 && n <= 13)) return bad('usebio/bad-tricks', 'TRICKS', `TRICKS '${tricks}' is not 0 to 13 tricks`);
      line.tricks = n;
    }
    const score = childText(t, 'SCORE');
    if (score !== null) {
      if (/^[+-]?\d+$/.test(score)) line.score = Number(score);
      else if (/^(NP|NOT ?PLAYED|-)$/i.test(score)) return ok(null);
      else {
        const a = parseUsebioAdjustment(score);
        if (!a.ok)
          return bad(a.error.code, 'SCORE', `SCORE '${score}' is neither a score nor an artificial score like A6040`);
        line.adjusted = a.value;
      }
    }
    for (const [name, key] of [
      ['NS_MATCH_POINTS', 'nsPoints'],
      ['EW_MATCH_POINTS', 'ewPoints'],
    ] as const) {
      const v = childText(t, name);
      if (v === null) continue;
      if (!/^[+-]?\d+(?:\.\d+)?$/.test(v)) return bad('usebio/bad-number', name, `${name} '${v}' is not a number`);
      line[key] = Number(v);
    }
    const played =
      line.score !== undefined ||
      line.adjusted !== undefined ||
      line.contract === 'Pass' ||
      (line.contract !== undefined && line.declarer !== undefined && line.tricks !== undefined);
    if (!played) {
      if (line.contract !== undefined)
        return bad(
          'usebio/incomplete',
          'CONTRACT',
          `the line ${ns} v ${ew} has a contract but no PLAYED_BY, TRICKS or SCORE`,
        );
      return ok(null);
    }
    return ok(line);
  };

  const r = walk(ev, undefined);
  if (r) return r;
  // Rows against a phantom pair are dropped with it.
  const isPhantom = (section: string | undefined, id: string): boolean => phantoms.has(`${section ?? ''}\u0000${id}`);
  const kept = [...boards.values()]
    .sort((a, b) => a.board - b.board)
    .map((b) => ({
      board: b.board,
      lines: b.lines.filter(({ line: l }) => !isPhantom(l.section, l.ns) && !isPhantom(l.section, l.ew)),
    }));
  const sortedBoards: ResultsBoard[] = kept.map((b) => ({ board: b.board, lines: b.lines.map((l) => l.line) }));
  if (winners === null && pairs.some((p) => p.direction !== undefined)) winners = 2;
  const teams = eventType === 'TEAMS' || eventType === 'SWISS_TEAMS' || matches.length > 0;
  if (teams) {
    winners = 1;
    if (method === null) method = 'imps';
  }
  const kept2 = matches.filter((m) => !isPhantom(undefined, m.team) && !isPhantom(undefined, m.opponent));
  return ok({
    results: {
      event,
      method,
      winners,
      pairs,
      boards: sortedBoards,
      ...(teams ? { teams: true, matches: kept2 } : {}),
    },
    version,
    warnings,
    linePositions: kept.map((b) => b.lines.map((l) => l.at)),
  });
}

/** A USEBIO date (`26/11/2026` in 1.2, `2026-11-26` in 1.3) as PBN writes dates (`2026.11.26`); other text as it is. */
function pbnDate(text: string): string {
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}.${dmy[2]!.padStart(2, '0')}.${dmy[1]!.padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return iso ? `${iso[1]}.${iso[2]}.${iso[3]}` : text;
}

/** A PBN date (`2026.11.26`) as USEBIO 1.2 writes it (`26/11/2026`); null when it is not a full date. */
function usebioDate(text: string): string | null {
  const m = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(text);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null;
}

/** Options for `makeUsebio`. */
export interface MakeUsebioOptions {
  /** PROGRAM_NAME and PROGRAM_VERSION. */
  readonly program?: string | undefined;
  readonly version?: string | undefined;
}

const n = (x: number): string => String(x);

/** Writes results as a USEBIO 1.2 file. */
export function makeUsebio(results: SessionResults, opts: MakeUsebioOptions = {}): string {
  const sectionOf = (s: string | undefined): string => s ?? '';
  const sectionIds = [
    ...new Set([
      ...results.pairs.map((p) => sectionOf(p.section)),
      ...results.boards.flatMap((b) => b.lines.map((l) => sectionOf(l.section))),
    ]),
  ].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const pairOut = (p: ResultsPair): XmlOut => {
    const c: XmlOut[] = [xmlText('PAIR_NUMBER', p.id)];
    if (p.direction) c.push(xmlText('DIRECTION', p.direction));
    if (p.boards !== undefined) c.push(xmlText('BOARDS_PLAYED', n(p.boards)));
    if (p.rank !== undefined) c.push(xmlText('PLACE', p.rank));
    if (p.total !== undefined) c.push(xmlText('TOTAL_SCORE', n(p.total)));
    if (p.percent !== undefined) c.push(xmlText('PERCENTAGE', n(p.percent)));
    p.names.forEach((name, i) => {
      const member = p.memberNumbers?.[i];
      c.push({
        name: 'PLAYER',
        children: [xmlText('PLAYER_NAME', name), ...(member ? [xmlText('NATIONAL_ID_NUMBER', member)] : [])],
      });
    });
    return { name: 'PAIR', children: c };
  };
  const lineOut = (l: ResultsLine): XmlOut => {
    const c: XmlOut[] = [xmlText('NS_PAIR_NUMBER', l.ns), xmlText('EW_PAIR_NUMBER', l.ew)];
    if (l.contract !== undefined) c.push(xmlText('CONTRACT', l.contract === 'Pass' ? 'PASS' : l.contract));
    if (l.declarer !== undefined) c.push(xmlText('PLAYED_BY', l.declarer));
    if (l.lead !== undefined) c.push(xmlText('LEAD', l.lead));
    if (l.tricks !== undefined) c.push(xmlText('TRICKS', n(l.tricks)));
    if (l.adjusted) c.push(xmlText('SCORE', makeUsebioAdjustment(l.adjusted)));
    else if (l.weighted)
      c.push(xmlText('SCORE', n(Math.round(l.weighted.reduce((s, w) => s + w.weight * w.score, 0)))));
    else if (l.score !== undefined) c.push(xmlText('SCORE', n(l.score)));
    if (l.nsPoints !== undefined) c.push(xmlText('NS_MATCH_POINTS', n(l.nsPoints)));
    if (l.ewPoints !== undefined) c.push(xmlText('EW_MATCH_POINTS', n(l.ewPoints)));
    return { name: 'TRAVELLER_LINE', children: c };
  };
  const teamOut = (p: ResultsPair): XmlOut => {
    const c: XmlOut[] = p.names.map((name, i) => {
      const member = p.memberNumbers?.[i];
      return {
        name: 'PLAYER',
        children: [xmlText('PLAYER_NAME', name), ...(member ? [xmlText('NATIONAL_ID_NUMBER', member)] : [])],
      };
    });
    if (p.rank !== undefined) c.push(xmlText('PLACE', p.rank));
    if (p.total !== undefined) c.push(xmlText('TOTAL_SCORE', n(p.total)));
    return { name: 'TEAM', attributes: { TEAM_ID: p.id }, children: c };
  };
  /**
   * A teams event's MATCHes: the lines of two teams in one round, home first (as the file's
   * matches list them, else the lower team number), each line with the DIRECTION home sat in.
   */
  const matchesOut = (inSection: (s: string | undefined) => boolean): XmlOut[] => {
    const byNumber = (a: string, b: string): number => a.localeCompare(b, undefined, { numeric: true });
    const groups = new Map<string, { round: number | undefined; home: string; away: string; lines: ResultsLine[] }>();
    for (const b of results.boards)
      for (const l of b.lines) {
        if (!inSection(l.section)) continue;
        const given = results.matches?.find(
          (m) =>
            m.round === l.round &&
            ((m.team === l.ns && m.opponent === l.ew) || (m.team === l.ew && m.opponent === l.ns)),
        );
        const [home, away] = given ? [given.team, given.opponent] : [l.ns, l.ew].sort(byNumber);
        const key = `${l.round ?? ''}\u0000${home}\u0000${away}`;
        const g = groups.get(key) ?? { round: l.round, home: home!, away: away!, lines: [] };
        groups.set(key, g);
        g.lines.push(l);
      }
    return [...groups.values()].map((g): XmlOut => {
      const given = results.matches?.find((m) => m.round === g.round && m.team === g.home && m.opponent === g.away);
      const c: XmlOut[] = [];
      if (g.round !== undefined) c.push(xmlText('ROUND_NUMBER', n(g.round)));
      c.push(xmlText('TEAM', g.home), xmlText('OPPOSING_TEAM', g.away));
      if (given?.score !== undefined) c.push(xmlText('TEAM_SCORE', n(given.score)));
      if (given?.opponentScore !== undefined) c.push(xmlText('OPPOSING_TEAM_SCORE', n(given.opponentScore)));
      const boardNumbers = [...new Set(g.lines.map((l) => l.board))].sort((a, b) => a - b);
      for (const board of boardNumbers) {
        const ls = g.lines
          .filter((l) => l.board === board)
          .sort((a, b) => (a.ns === g.home ? 0 : 1) - (b.ns === g.home ? 0 : 1));
        c.push({
          name: 'BOARD',
          children: [
            xmlText('BOARD_NUMBER', n(board)),
            ...ls.map((l): XmlOut => {
              const out = lineOut(l) as { name: string; children: XmlOut[] };
              return {
                name: out.name,
                children: [xmlText('DIRECTION', l.ns === g.home ? 'NS' : 'EW'), ...out.children],
              };
            }),
          ],
        });
      }
      return { name: 'MATCH', children: c };
    });
  };
  const content = (section: string | null): XmlOut[] => {
    const inSection = (s: string | undefined): boolean => section === null || sectionOf(s) === section;
    const out: XmlOut[] = [];
    const ps = results.pairs.filter((p) => inSection(p.section));
    if (ps.length > 0) out.push({ name: 'PARTICIPANTS', children: ps.map(results.teams ? teamOut : pairOut) });
    if (results.teams) return [...out, ...matchesOut(inSection)];
    for (const b of results.boards) {
      const ls = b.lines.filter((l) => inSection(l.section));
      if (ls.length > 0)
        out.push({ name: 'BOARD', children: [xmlText('BOARD_NUMBER', n(b.board)), ...ls.map(lineOut)] });
    }
    return out;
  };

  const head: XmlOut[] = [];
  head.push(xmlText('PROGRAM_NAME', opts.program ?? 'Biritch'));
  if (opts.version !== undefined) head.push(xmlText('PROGRAM_VERSION', opts.version));
  if (results.event.name !== undefined) head.push(xmlText('EVENT_DESCRIPTION', results.event.name));
  const date = results.event.date === undefined ? null : usebioDate(results.event.date);
  if (date !== null) head.push(xmlText('DATE', date));
  if (results.method !== null) head.push(xmlText('BOARD_SCORING_METHOD', makeUsebioScoring(results.method)));
  if (results.winners !== null) head.push(xmlText('WINNER_TYPE', n(results.winners)));
  head.push(xmlText('BOARDS_PLAYED', n(results.boards.filter((b) => b.lines.length > 0).length)));
  const several = sectionIds.length > 1 || (sectionIds.length === 1 && sectionIds[0] !== '');
  if (several) head.push(xmlText('SECTION_COUNT', n(sectionIds.length)));
  const body = several
    ? sectionIds.map(
        (s): XmlOut => ({ name: 'SECTION', attributes: { SECTION_ID: s === '' ? '-' : s }, children: content(s) }),
      )
    : content(null);
  const usebio: XmlOut = {
    name: 'USEBIO',
    attributes: { Version: '1.2' },
    children: [
      ...(results.event.site !== undefined
        ? [{ name: 'CLUB', children: [xmlText('CLUB_NAME', results.event.site)] }]
        : []),
      { name: 'EVENT', attributes: { EVENT_TYPE: results.teams ? 'TEAMS' : 'PAIRS' }, children: [...head, ...body] },
    ],
  };
  return makeXml(usebio, { encoding: 'iso-8859-1', doctype: USEBIO_DOCTYPE });
}
