/**
 * What each role sees of a session's results, derived from its state after each batch: the
 * director's live score, the public's (ranking as the settings allow, travellers of boards every
 * table has played), and a table device's view of its round.
 *
 * ```ts
 * const counted = new CountedField();
 * const live = new LiveScore();
 * const score = live.update(state, counted.of(state, byDirector)); // re-scores the boards that changed
 * const pub = publicResults(state, score, settings, finished);
 * const view = tableViewOf(state, 'A', 3, score, settings, finished);
 * ```
 * Results count once they are confirmed by the other side, entered or ruled by the director,
 * or their round is closed (competition-research.md §6.4: the opponents approve).
 */
import { boardDealer, boardVulnerability } from '@biritch/core';
import { createHash } from 'node:crypto';
import {
  addLine,
  correctLine,
  expectedPlays,
  fieldOf,
  frequencyTable,
  makeScoredField,
  placeKey,
  rowAt,
  scoreField,
  type FieldInput,
  type FieldScore,
  type RankingLine,
  type ResultLine,
  type ScoredBoard,
  type ScoredField,
  type SessionState,
} from '@biritch/competition';
import type { Move, SessionSettings, SessionTableView, TableBoard } from '@biritch/protocol';

/**
 * Whether a result line counts for the live score: confirmed, entered or last corrected by the
 * director (`byDirector`: place keys, from the log's actors), ruled, or its round closed.
 */
function counts(state: SessionState, l: ResultLine, byDirector: ReadonlySet<string>): boolean {
  const key = placeKey({ section: l.section ?? '', round: l.round ?? 0, table: l.table ?? 0, board: l.board });
  const r = state.results[key];
  if (!r) return true;
  if (r.adjusted || r.weighted || r.confirmedBy !== null || r.enteredBy === 'director' || byDirector.has(key))
    return true;
  return state.sections[r.section]?.rounds[r.round] === 'closed';
}

/** The field of the results that count. */
export function countedField(state: SessionState, byDirector: ReadonlySet<string> = new Set()): FieldInput {
  const f = fieldOf(state);
  return { ...f, results: f.results.filter((l) => counts(state, l, byDirector)) };
}

/** A result line's place key (section, round, table, board), as the state's results are keyed. */
const placeOf = (l: ResultLine): string =>
  placeKey({ section: l.section ?? '', round: l.round ?? 0, table: l.table ?? 0, board: l.board });

/**
 * The counted field kept place by place: a batch that changed one result reads that result's line
 * only (competition's `fieldOf` of the one record), and a line that did not change stays the same
 * object, so the live score can tell what changed without comparing every line. The whole field is
 * read again only when the sections, pairs or players changed (a round closed, a movement re-planned).
 */
export class CountedField {
  private from: Pick<SessionState, 'sections' | 'participants' | 'players' | 'event' | 'method'> | null = null;
  private results: SessionState['results'] | null = null;
  private base: FieldInput | null = null;
  /** By place key: the record a line was read from, and the line (null: nothing to score). */
  private lines = new Map<string, { record: SessionState['results'][string]; line: ResultLine | null }>();

  /** The field of the results that count now (`byDirector`: places the director entered or corrected last). */
  of(state: SessionState, byDirector: ReadonlySet<string>): FieldInput {
    const f = this.from;
    if (
      f === null ||
      f.sections !== state.sections ||
      f.participants !== state.participants ||
      f.players !== state.players ||
      f.event !== state.event ||
      f.method !== state.method
    )
      this.readAll(state);
    else if (this.results !== state.results) this.readChanged(state);
    const results: ResultLine[] = [];
    for (const [, x] of this.lines) if (x.line !== null && counts(state, x.line, byDirector)) results.push(x.line);
    return { ...this.base!, results };
  }

  private readAll(state: SessionState): void {
    const field = fieldOf(state);
    const before = this.lines;
    this.lines = new Map();
    for (const line of field.results) {
      const key = placeOf(line);
      const old = before.get(key)?.line;
      // The same line keeps its identity across a full read.
      const same = old != null && JSON.stringify(old) === JSON.stringify(line);
      this.lines.set(key, { record: state.results[key]!, line: same ? old : line });
    }
    for (const [key, record] of Object.entries(state.results))
      if (!this.lines.has(key)) this.lines.set(key, { record, line: null });
    this.base = { ...field, results: [] };
    this.from = {
      sections: state.sections,
      participants: state.participants,
      players: state.players,
      event: state.event,
      method: state.method,
    };
    this.results = state.results;
  }

  private readChanged(state: SessionState): void {
    let seen = 0;
    for (const [key, record] of Object.entries(state.results)) {
      seen++;
      if (this.lines.get(key)?.record === record) continue;
      const line = fieldOf({ ...state, participants: {}, results: { [key]: record } }).results[0] ?? null;
      this.lines.set(key, { record, line });
    }
    // A result taken out of the state (none is, today): read everything again.
    if (seen !== this.lines.size) this.readAll(state);
    else this.results = state.results;
  }
}

const lineKey = (l: ResultLine): string => `${l.section ?? ''}|${l.board}|${l.ns}|${l.ew}`;

/** The sections a board is compared in: its scoring group's, as the scorer passes them to `expected`. */
const groupKey = (f: ScoredField, board: number, section: string): string => {
  const g = f.prepared.groups.find((x) => x.includes(section)) ?? [section];
  return `${g.join(',')}|${board}`;
};

/**
 * The director's live score, kept with competition's incremental scorer: a corrected or adjusted
 * line re-scores its board only (`correctLine`), and so does a new line (a board played once
 * more, `addLine`); the field is scored afresh only when a line left the results, the pairs
 * changed, another board's expected number of results changed (a late pair, a table out), or the
 * scorer asks for it.
 */
export class LiveScore {
  private scored: ScoredField | null = null;
  private lines = new Map<string, ResultLine>();
  private participants = '';
  private participantsList: FieldInput['participants'] | null = null;
  /** Each scored board's expected number of results when it was last scored (Neuberg's N). */
  private expected = new Map<string, number | undefined>();
  private last: FieldScore | null = null;
  /** How the last update was made (for the bench and tests). */
  lastUpdate: 'none' | 'incremental' | 'full' | 'unchanged' = 'none';

  /** The score after the state's counted results; null when nothing counts yet or scoring failed. */
  update(state: SessionState, input: FieldInput): FieldScore | null {
    if (input.results.length === 0) {
      this.reset();
      return null;
    }
    // Lines are compared by identity: `CountedField` keeps a line that did not change the same object.
    const lines = new Map(input.results.map((l) => [lineKey(l), l]));
    const participants =
      input.participants === this.participantsList ? this.participants : JSON.stringify(input.participants);
    this.participantsList = input.participants;
    const pairsMethod = input.method !== 'teams-imps' && input.method !== 'board-a-match' && input.method !== 'patton';
    const expected = expectedPlays(state);
    if (this.scored !== null && pairsMethod && participants === this.participants) {
      const s = this.incremental(this.scored, input, lines, expected);
      if (s !== null) {
        this.scored = s;
        this.lines = lines;
        this.last = s.score;
        return s.score;
      }
    }
    this.lastUpdate = 'full';
    this.lines = lines;
    this.participants = participants;
    const options = { expected };
    if (!pairsMethod) {
      const r = scoreField(input, options);
      this.scored = null;
      this.last = r.ok ? r.value : null;
      return this.last;
    }
    const r = makeScoredField(input, options);
    if (!r.ok) return this.fail();
    this.scored = r.value;
    this.remember(r.value, expected);
    this.last = r.value.score;
    return this.last;
  }

  /** The score with the changed lines corrected and the new ones added, or null to score afresh. */
  private incremental(
    from: ScoredField,
    input: FieldInput,
    lines: ReadonlyMap<string, ResultLine>,
    expected: ReturnType<typeof expectedPlays>,
  ): ScoredField | null {
    for (const k of this.lines.keys()) if (!lines.has(k)) return null;
    const touched = new Set<string>();
    for (const l of input.results)
      if (lines.get(lineKey(l)) !== this.lines.get(lineKey(l))) touched.add(groupKey(from, l.board, l.section ?? ''));
    // A board nobody entered on whose expected count moved would keep a stale score.
    for (const [k, n] of this.expected) {
      if (touched.has(k)) continue;
      const [sections, board] = k.split('|');
      if (
        expected(
          Number(board),
          sections!.split(',').filter((x) => x !== ''),
        ) !== n
      )
        return null;
    }
    // Corrections re-score with the expected counts of now.
    let s: ScoredField = { ...from, prepared: { ...from.prepared, options: { ...from.prepared.options, expected } } };
    let changed = 0;
    for (const l of input.results) {
      const k = lineKey(l);
      const before = this.lines.get(k);
      if (l === before) continue;
      const r = before === undefined ? addLine(s, l, expected) : correctLine(s, l);
      if (r === null || !r.ok) return null;
      s = r.value;
      changed++;
    }
    for (const k of touched) {
      const [sections, board] = k.split('|');
      this.expected.set(
        k,
        expected(
          Number(board),
          sections!.split(',').filter((x) => x !== ''),
        ),
      );
    }
    this.lastUpdate = changed === 0 ? 'unchanged' : 'incremental';
    return s;
  }

  private remember(s: ScoredField, expected: ReturnType<typeof expectedPlays>): void {
    this.expected = new Map();
    for (const b of s.prepared.buckets.values()) {
      const sections = s.prepared.groups[b.group]!;
      this.expected.set(
        `${sections.join(',')}|${b.board}`,
        expected(
          b.board,
          sections.filter((x) => x !== ''),
        ),
      );
    }
  }

  private fail(): null {
    this.reset();
    return null;
  }

  private reset(): void {
    this.scored = null;
    this.lines = new Map();
    this.participants = '';
    this.expected = new Map();
    this.last = null;
  }
}

/** The last round of a session's movements (0 before any). */
export const lastRound = (state: SessionState): number =>
  Math.max(0, ...Object.values(state.sections).map((s) => s.movement?.rounds ?? 0));

/** Complete boards by the sections they were worked out from (a result leaves the sections as they are). */
const completeCache = new WeakMap<SessionState['sections'], ReadonlySet<string>>();

/** `section|board` → whether every table that plays the board in that section has closed its round. */
export function completeBoards(state: SessionState): ReadonlySet<string> {
  const known = completeCache.get(state.sections);
  if (known) return known;
  const open = new Set<string>();
  const all = new Set<string>();
  for (const s of Object.values(state.sections))
    for (const row of s.movement?.rows ?? [])
      for (const b of row.boards) {
        all.add(`${s.section}|${b}`);
        if (s.rounds[row.round] !== 'closed') open.add(`${s.section}|${b}`);
      }
  const complete = new Set([...all].filter((k) => !open.has(k)));
  completeCache.set(state.sections, complete);
  return complete;
}

/** The sections a scored board compares (its own list, else those of its lines). */
const sectionsOf = (b: ScoredBoard): string[] => [
  ...(b.sections?.length ? b.sections : new Set(b.lines.map((l) => l.section ?? ''))),
];

/** A board's identity in results messages: `section|board` of its first section. */
export const boardKey = (b: ScoredBoard): string => `${sectionsOf(b)[0] ?? ''}|${b.board}`;

/** Ranking lines as the public may see them: no names when the director says so. */
const shownRanking = (lines: readonly RankingLine[], settings: SessionSettings): RankingLine[] =>
  settings.names === 'full' ? [...lines] : lines.map((l) => ({ ...l, names: [] }));

/** The public ranking's rounds: null when hidden, else the last round it counts (null inside: live). */
function rankingCut(
  state: SessionState,
  settings: SessionSettings,
  finished: boolean,
): { round: number | null } | null {
  if (finished) return { round: null };
  if (settings.ranking === 'at-end') return null;
  const closed = Math.max(
    0,
    ...Object.values(state.sections).flatMap((s) =>
      Object.entries(s.rounds)
        .filter(([, v]) => v === 'closed')
        .map(([k]) => Number(k)),
    ),
  );
  const cap = settings.hideLastRounds > 0 ? lastRound(state) - settings.hideLastRounds : Infinity;
  if (settings.ranking === 'live' && cap === Infinity) return { round: null };
  const upTo = settings.ranking === 'live' ? cap : Math.min(closed, cap);
  return upTo >= 1 ? { round: upTo } : null;
}

/** What the public may see, before it is turned into messages. */
export interface PublicResults {
  readonly ranking: {
    readonly throughRound: number | null;
    readonly final: boolean;
    readonly lines: RankingLine[];
  } | null;
  readonly boards: readonly ScoredBoard[];
  /** The last round the public barometer may show: null for every closed round, 0 for none. */
  readonly barometerUpTo: number | null;
}

/** The public's results: the ranking as the settings allow, the travellers of complete boards. */
export function publicResults(
  state: SessionState,
  live: FieldScore | null,
  settings: SessionSettings,
  finished: boolean,
  cache: { key: string; ranking: RankingLine[] | null },
  counted: FieldInput = countedField(state),
): PublicResults {
  const cut = rankingCut(state, settings, finished);
  let ranking: PublicResults['ranking'] = null;
  if (cut && cut.round === null)
    ranking = { throughRound: null, final: finished, lines: shownRanking(live?.rankings ?? [], settings) };
  else if (cut && cut.round !== null) {
    // Only closed rounds (or the rounds before the hidden last ones) count: the barometer.
    const f = counted;
    const upTo = cut.round;
    const input = {
      ...f,
      results: f.results.filter(
        (l) =>
          (l.round ?? 0) <= upTo &&
          (settings.ranking === 'live' || state.sections[l.section ?? '']?.rounds[l.round ?? 0] === 'closed'),
      ),
    };
    const key = JSON.stringify(input.results);
    if (key !== cache.key) {
      const s = input.results.length > 0 ? scoreField(input, { expected: expectedPlays(state) }) : null;
      cache.key = key;
      cache.ranking = s?.ok ? [...s.value.rankings] : null;
    }
    ranking = cache.ranking ? { throughRound: upTo, final: false, lines: shownRanking(cache.ranking, settings) } : null;
  }
  const complete = completeBoards(state);
  const boards = (live?.boards ?? []).filter(
    (b) => finished || sectionsOf(b).every((s) => complete.has(`${s}|${b.board}`)),
  );
  return { ranking, boards, barometerUpTo: cut === null ? 0 : cut.round };
}

/** Standings after each round, by round, with the key of the lines they were scored from. */
export type BarometerCache = Map<number, { readonly key: string; readonly lines: RankingLine[] }>;

/**
 * The barometer: standings after each closed round up to `upTo` (every closed round when null),
 * as competition's `barometer` computes them (each round scored over the results of the rounds
 * up to it). A round is scored again only when a line of it or of an earlier round changed (the
 * cache keys each round by a hash of the lines up to it), so closing a round scores one round.
 */
export function barometerOf(
  state: SessionState,
  settings: SessionSettings,
  upTo: number | null,
  cache: BarometerCache,
  counted: FieldInput = countedField(state),
): { round: number; lines: RankingLine[] }[] {
  if (upTo !== null && upTo < 1) return [];
  const byRound = new Map<number, ResultLine[]>();
  for (const l of counted.results) {
    const r = l.round ?? 0;
    if (state.sections[l.section ?? '']?.rounds[r] !== 'closed' || (upTo !== null && r > upTo)) continue;
    const list = byRound.get(r) ?? [];
    list.push(l);
    byRound.set(r, list);
  }
  const hash = createHash('sha1').update(JSON.stringify(counted.participants)).update(counted.method);
  const lines: ResultLine[] = [];
  const out: { round: number; lines: RankingLine[] }[] = [];
  let expected: ReturnType<typeof expectedPlays> | null = null;
  for (const round of [...byRound.keys()].sort((a, b) => a - b)) {
    const mine = byRound.get(round)!;
    lines.push(...mine);
    hash.update(JSON.stringify(mine));
    const key = hash.copy().digest('hex');
    let hit = cache.get(round);
    if (hit?.key !== key) {
      expected ??= expectedPlays(state);
      const s = scoreField({ ...counted, results: [...lines] }, { expected });
      hit = { key, lines: s.ok ? [...s.value.rankings] : [] };
      cache.set(round, hit);
    }
    out.push({ round, lines: shownRanking(hit.lines, settings) });
  }
  return out;
}

/** The frequency rows of a board for a results message. */
export const frequenciesOf = (
  b: ScoredBoard,
): { board: number; section: string | null; rows: Record<string, unknown>[] } => ({
  board: b.board,
  section: sectionsOf(b)[0] ?? null,
  rows: frequencyTable(b).rows.map((r) => ({ ...r })),
});

/** The scored board of a section's board, if any. */
function scoredBoardOf(score: FieldScore | null, section: string, board: number): ScoredBoard | null {
  for (const b of score?.boards ?? []) if (b.board === board && sectionsOf(b).includes(section)) return b;
  return null;
}

/** A participant's id and names as a device shows them (never member numbers). */
function seated(state: SessionState, section: string, id: number | null): { id: string; names: string[] } | null {
  if (id === null) return null;
  const p = state.participants[`${section}|${id}`];
  return { id: String(id), names: (p?.players ?? []).map((pid) => state.players[pid]?.name ?? '') };
}

/** Where a pair sits in a round: table and direction. */
function whereIs(
  state: SessionState,
  section: string,
  round: number,
  id: number,
): { table: number | null; direction: 'NS' | 'EW' | null } {
  for (const r of state.sections[section]?.movement?.rows ?? []) {
    if (r.round !== round) continue;
    if (r.ns === id) return { table: r.table, direction: 'NS' };
    if (r.ew === id) return { table: r.table, direction: 'EW' };
  }
  return { table: null, direction: null };
}

/** A table device's view of its section, table and round. */
export function tableViewOf(
  state: SessionState,
  sectionName: string,
  table: number,
  live: FieldScore | null,
  settings: SessionSettings,
  finished: boolean,
  complete: ReadonlySet<string> = completeBoards(state),
): SessionTableView {
  const section = state.sections[sectionName];
  const started = Object.entries(section?.rounds ?? {}).map(([k, v]) => [Number(k), v] as const);
  const current = started.find(([, v]) => v === 'started')?.[0] ?? null;
  const round = current ?? (started.length ? Math.max(...started.map(([k]) => k)) : null);
  const row = section && round !== null ? rowAt(section, round, table) : undefined;
  const boards: TableBoard[] = (row?.boards ?? []).map((board) => {
    const rec = state.results[placeKey({ section: sectionName, round: round!, table, board })];
    const x = rec?.result ?? null;
    const traveller = settings.travellersAtTable && x !== null ? scoredBoardOf(live, sectionName, board) : null;
    const mine = traveller?.lines.find((l) => l.round === round && l.table === table);
    const percent =
      mine && traveller && traveller.top !== null
        ? ([100 * (mine.nsPoints / (traveller.top || 1)), 100 * (mine.ewPoints / (traveller.top || 1))] as [
            number,
            number,
          ])
        : null;
    return {
      board,
      dealer: boardDealer(board),
      vulnerability: boardVulnerability(board),
      result:
        x === null
          ? null
          : x.passedOut === true
            ? { passedOut: true, contract: null, declarer: null, lead: null, tricks: null, score: 0 }
            : {
                passedOut: false,
                contract: x.contract,
                declarer: x.declarer,
                lead: x.lead ?? null,
                tricks: x.tricks,
                score: x.score,
              },
      enteredBy: rec?.enteredBy ?? null,
      confirmed: rec?.confirmedBy !== null && rec?.confirmedBy !== undefined,
      flagged: (rec?.flags.length ?? 0) > 0,
      adjusted: rec?.adjusted !== null && rec?.adjusted !== undefined,
      traveller,
      // The hand record only once nobody can still play the board here or elsewhere.
      deal: finished || complete.has(`${sectionName}|${board}`) ? (state.boards[board]?.deal ?? null) : null,
      percent: percent ? [Math.round(percent[0] * 100) / 100, Math.round(percent[1] * 100) / 100] : null,
    };
  });
  let move: Move | null = null;
  if (section?.movement && row && round !== null && round < section.movement.rounds) {
    const next = round + 1;
    const target = section.movement.rows.find(
      (r) => r.round === next && row.boards.length > 0 && r.boards.includes(row.boards[0]!),
    );
    move = {
      round: next,
      ns: row.ns === null ? null : { id: String(row.ns), ...whereIs(state, sectionName, next, row.ns) },
      ew: row.ew === null ? null : { id: String(row.ew), ...whereIs(state, sectionName, next, row.ew) },
      boardsTo: section.movement.duplicated ? null : (target?.table ?? null),
    };
  }
  return {
    section: sectionName,
    table,
    round,
    roundState: round === null ? null : (section?.rounds[round] ?? null),
    ns: row ? seated(state, sectionName, row.ns) : null,
    ew: row ? seated(state, sectionName, row.ew) : null,
    players: row?.players ? row.players.map((id) => seated(state, sectionName, id) ?? { id: '', names: [] }) : null,
    boards,
    move,
    finished,
  };
}
