/**
 * A field and its score written back as a results file's `SessionResults` (notation's writers
 * then make PBN or USEBIO of it). Notation may not import competition (ARCHITECTURE.md), so the
 * conversion lives here; the CLI's `biritch session` and the server's session files both use it
 * (entry point `@biritch/server/results-file`, which loads nothing of the server itself).
 *
 * ```ts
 * const results = resultsFromField({ input, ids: SAME_IDS, results: emptyResults(input) }, score);
 * const pbn = makePbnResults(results);
 * ```
 */
import { boardDealer, boardVulnerability } from '@biritch/core';
import type { FieldInput, FieldScore, RankingLine } from '@biritch/competition';
import type { ResultsBoard, ResultsLine, ResultsMethod, ResultsPair, SessionResults } from '@biritch/notation';

/** Ids as the file writes them, for a participant competition knows by another id. */
export interface IdMap {
  /** The id and direction as written, for competition's id in a section. */
  readonly written: (
    section: string | null | undefined,
    id: string,
  ) => { readonly id: string; readonly direction: 'NS' | 'EW' | null };
}

/** Ids written as competition knows them (a session of this server). */
export const SAME_IDS: IdMap = { written: (_section, id) => ({ id, direction: null }) };

/** What the conversion reads: the field, how its ids are written, and the file's own results (boards, event). */
export interface ResultsSource {
  readonly input: FieldInput;
  readonly ids: IdMap;
  readonly results: SessionResults;
}

/** The session's results as files hold them: the file's own boards, with the scoring's points and ranking. */
export function resultsFromField(s: ResultsSource, score: FieldScore | null): SessionResults {
  const { input, ids } = s;
  const out = (section: string | undefined, id: string): string => ids.written(section, id).id;
  const given = new Map(s.results.boards.map((b) => [b.board, b]));
  const scoredLines = new Map<string, { nsPoints: number; ewPoints: number }>();
  for (const b of score?.boards ?? [])
    for (const l of b.lines)
      scoredLines.set(`${l.board}\u0000${l.section ?? ''}\u0000${l.ns}\u0000${l.ew}`, {
        nsPoints: l.nsPoints,
        ewPoints: l.ewPoints,
      });
  const byBoard = new Map<number, ResultsLine[]>();
  for (const l of input.results) {
    const points = scoredLines.get(`${l.board}\u0000${l.section ?? ''}\u0000${l.ns}\u0000${l.ew}`);
    const line: { -readonly [K in keyof ResultsLine]: ResultsLine[K] } = {
      board: l.board,
      ns: out(l.section, l.ns),
      ew: out(l.section, l.ew),
    };
    for (const k of [
      'section',
      'round',
      'table',
      'contract',
      'declarer',
      'lead',
      'tricks',
      'score',
      'weighted',
    ] as const)
      if (l[k] !== undefined) (line as Record<string, unknown>)[k] = l[k];
    if (l.adjusted) line.adjusted = { ns: l.adjusted.ns, ew: l.adjusted.ew };
    if (points) {
      line.nsPoints = points.nsPoints;
      line.ewPoints = points.ewPoints;
    }
    const lines = byBoard.get(l.board) ?? [];
    lines.push(line);
    byBoard.set(l.board, lines);
  }
  const boards: ResultsBoard[] = [...new Set([...given.keys(), ...byBoard.keys()])]
    .sort((a, b) => a - b)
    .map((board) => {
      const had = given.get(board);
      const b: { -readonly [K in keyof ResultsBoard]: ResultsBoard[K] } = {
        ...(had ?? {}),
        board,
        lines: byBoard.get(board) ?? [],
      };
      // A board with no hand record still has the dealer and vulnerability of its number (Law 2).
      if (b.deal === undefined) {
        b.dealer ??= boardDealer(board);
        b.vulnerable ??= ({ none: 'None', NS: 'NS', EW: 'EW', both: 'All' } as const)[boardVulnerability(board)];
      }
      return b;
    });
  const ranked = new Map((score?.rankings ?? []).map((r) => [`${r.section ?? ''}\u0000${r.id}`, r]));
  const played = new Map<string, number>();
  for (const l of input.results)
    for (const id of [l.ns, l.ew])
      played.set(`${l.section ?? ''}\u0000${id}`, (played.get(`${l.section ?? ''}\u0000${id}`) ?? 0) + 1);
  const participants = new Map(input.participants.map((p) => [`${p.section ?? ''}\u0000${p.id}`, p]));
  const keys = score ? score.rankings.map((r) => `${r.section ?? ''}\u0000${r.id}`) : [...participants.keys()];
  const pairs: ResultsPair[] = keys.map((k) => {
    const p = participants.get(k);
    const r: RankingLine | undefined = ranked.get(k);
    const [section, id] = k.split('\u0000') as [string, string];
    const sec = section === '' ? undefined : section;
    const w = ids.written(sec, id);
    const pair: { -readonly [K in keyof ResultsPair]: ResultsPair[K] } = {
      id: w.id,
      names: p?.names ?? r?.names ?? [],
    };
    if (sec !== undefined) pair.section = sec;
    const direction = r?.direction ?? p?.direction ?? w.direction;
    if (input.winners === 2 && direction) pair.direction = direction;
    if (p?.memberNumbers) pair.memberNumbers = p.memberNumbers;
    if (r) {
      pair.rank = r.rankLabel;
      pair.total = r.total;
      if (r.percent !== null) pair.percent = r.percent;
    }
    const n = played.get(k);
    if (n !== undefined) pair.boards = n;
    return pair;
  });
  const method: ResultsMethod =
    input.method === 'cross-imps' || input.method === 'butler' || input.method === 'matchpoints'
      ? input.method
      : 'imps';
  return { event: { ...s.results.event, ...(input.event ?? {}) }, method, winners: input.winners, pairs, boards };
}
