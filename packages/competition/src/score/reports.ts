/**
 * What a scorer prints from a scored field besides the ranking (competition-research.md §4 table;
 * scoring-reference.md §3.4): personal score cards, frequency tables per board, tops and
 * averages, the barometer (standings after each round, §3.6), and an event's ranking over its
 * sessions.
 *
 * ```ts
 * const s = unwrap(scoreField(input));
 * scoreCard(s, '7', 'A');       // pair 7's boards from its side, with MPs and %
 * frequencyTable(s.boards[0]);  // each NS score, how often, and its MPs each way
 * unwrap(barometer(input));     // [{ round: 1, rankings }, { round: 2, rankings }, …]
 * ```
 */
import { err, ok, type Result } from '@biritch/core';
import type { Adjustment, FieldInput, FieldScore, RankingLine, ScoredBoard } from '../field.js';
import { byNumber, rankValues, round2 } from './rank.js';
import { scoreField, type ScoreFieldOptions } from './scoreField.js';

/** One board on a personal score card, from the participant's side. */
export interface ScoreCardLine {
  readonly board: number;
  readonly round: number | null;
  readonly table: number | null;
  readonly direction: 'NS' | 'EW';
  /** The opponents' id (a pair), or their partnership label (an individual event). */
  readonly opponent: string;
  readonly contract: string | null;
  readonly declarer: string | null;
  readonly lead: string | null;
  readonly tricks: number | null;
  /** The participant's own score (NS score, negated when it sat EW); null when adjusted or weighted. */
  readonly score: number | null;
  readonly adjusted: Adjustment | null;
  /** Matchpoints or IMPs earned. */
  readonly points: number;
  readonly top: number | null;
  /** Percentage of the top (matchpoints only). */
  readonly percent: number | null;
}

/** A participant's personal score card: every board it played, in playing order. */
export function scoreCard(score: FieldScore, id: string, section?: string): ScoreCardLine[] {
  const out: ScoreCardLine[] = [];
  for (const b of score.boards)
    for (const l of b.lines) {
      if (section !== undefined && (l.section ?? '') !== section) continue;
      // In an individual event the player sits in one seat; the partnership labels name the sides.
      const seat = l.players ? l.players.indexOf(id) : -1;
      const ns = l.players ? seat === 0 || seat === 2 : l.ns === id;
      if (l.players ? seat < 0 : !ns && l.ew !== id) continue;
      const points = ns ? l.nsPoints : l.ewPoints;
      out.push({
        board: l.board,
        round: l.round ?? null,
        table: l.table ?? null,
        direction: ns ? 'NS' : 'EW',
        opponent: ns ? l.ew : l.ns,
        contract: l.contract ?? null,
        declarer: l.declarer ?? null,
        lead: l.lead ?? null,
        tricks: l.tricks ?? null,
        score: l.score === undefined || l.weighted || l.adjusted ? null : ns ? l.score : 0 - l.score,
        adjusted: l.adjusted ? (ns ? l.adjusted.ns : l.adjusted.ew) : null,
        points,
        top: b.top,
        percent: b.top === null ? null : b.top > 0 ? round2((100 * points) / b.top) : 50,
      });
    }
  return out.sort((a, b) => (a.round ?? 0) - (b.round ?? 0) || a.board - b.board);
}

/** One row of a frequency table: an NS score, how many times it was scored, and what it earned. */
export interface FrequencyRow {
  readonly score: number;
  readonly count: number;
  readonly nsPoints: number;
  readonly ewPoints: number;
}

/**
 * A board's frequency table (ACBLscore FREQ; Bridgemate's frequency list): real scores, highest
 * first, and the artificial ones counted.
 */
export function frequencyTable(board: ScoredBoard): {
  readonly rows: FrequencyRow[];
  readonly adjusted: number;
  readonly weighted: number;
} {
  const rows = new Map<number, { count: number; nsPoints: number; ewPoints: number }>();
  let adjusted = 0;
  let weighted = 0;
  for (const l of board.lines) {
    if (l.adjusted) adjusted++;
    else if (l.weighted) weighted++;
    else if (l.score !== undefined) {
      const r = rows.get(l.score);
      if (r) r.count++;
      else rows.set(l.score, { count: 1, nsPoints: l.nsPoints, ewPoints: l.ewPoints });
    }
  }
  return {
    rows: [...rows.entries()].sort((a, b) => b[0] - a[0]).map(([score, r]) => ({ score, ...r })),
    adjusted,
    weighted,
  };
}

/**
 * Tops and averages: each board's top and average, and each participant's possible total and
 * average (the "Top 260, Average 130" of a results sheet).
 */
export interface TopsAndAverages {
  readonly boards: readonly {
    readonly board: number;
    readonly sections: readonly string[];
    readonly top: number | null;
    readonly average: number | null;
  }[];
  readonly participants: readonly {
    readonly id: string;
    readonly section: string | null;
    readonly boards: number;
    readonly top: number | null;
    readonly average: number | null;
  }[];
}

/** The tops and averages of a scored field (matchpoints; IMP methods have no top, and an average of 0). */
export function topsAndAverages(score: FieldScore): TopsAndAverages {
  const mp = score.method === 'matchpoints';
  const boards = score.boards.map((b) => ({
    board: b.board,
    sections: b.sections ?? [],
    top: b.top,
    average: b.top === null ? (mp ? null : 0) : b.top / 2,
  }));
  const per = new Map<string, { id: string; section: string | null; boards: number; top: number }>();
  for (const b of score.boards)
    for (const l of b.lines)
      for (const id of l.players ?? [l.ns, l.ew]) {
        const key = `${l.section ?? ''}|${id}`;
        const p = per.get(key) ?? { id, section: l.section ?? null, boards: 0, top: 0 };
        p.boards++;
        p.top += b.top ?? 0;
        per.set(key, p);
      }
  const participants = [...per.values()].map((p) => ({ ...p, top: mp ? p.top : null, average: mp ? p.top / 2 : 0 }));
  return { boards, participants };
}

/**
 * The standings after each round: the field scored on the rounds so far (all tables play the
 * same boards in a barometer).
 */
export function barometer(
  input: FieldInput,
  options: ScoreFieldOptions = {},
): Result<{ readonly round: number; readonly rankings: readonly RankingLine[] }[]> {
  if (input.results.some((l) => l.round === undefined))
    return err('field/no-round', 'a barometer needs the round of every result');
  const rounds = [...new Set(input.results.map((l) => l.round!))].sort((a, b) => a - b);
  const out: { round: number; rankings: readonly RankingLine[] }[] = [];
  for (const round of rounds) {
    const s = scoreField({ ...input, results: input.results.filter((l) => l.round! <= round) }, options);
    if (!s.ok) return s;
    out.push({ round, rankings: s.value.rankings });
  }
  return ok(out);
}

/** A participant's standing over an event's sessions. */
export interface EventRankingLine {
  readonly key: string;
  readonly names: readonly string[];
  readonly sessions: number;
  /** Matchpoints (or IMPs) over all sessions. */
  readonly total: number;
  /** Matchpoints: the sum of the tops of the boards played, and the percentage of it. */
  readonly top: number | null;
  readonly percent: number | null;
  readonly rank: number;
  readonly rankLabel: string;
}

/**
 * Ranks an event of several sessions (scored by one method): each participant's matchpoints over
 * the tops of every board it played (or its IMPs), added up across sessions. Pair numbers change
 * from session to session, so participants are matched by `keyOf` — by default their names, or
 * the section and number when there are none.
 */
export function rankEvent(
  sessions: readonly FieldScore[],
  keyOf: (line: RankingLine) => string = defaultEventKey,
): EventRankingLine[] {
  const acc = new Map<string, { names: readonly string[]; sessions: number; total: number; top: number }>();
  for (const s of sessions) {
    const tops = new Map(topsAndAverages(s).participants.map((p) => [`${p.section ?? ''}|${p.id}`, p.top ?? 0]));
    for (const line of s.rankings) {
      const key = keyOf(line);
      const a = acc.get(key) ?? { names: line.names, sessions: 0, total: 0, top: 0 };
      a.sessions++;
      a.total += line.total;
      a.top += tops.get(`${line.section ?? ''}|${line.id}`) ?? 0;
      acc.set(key, a);
    }
  }
  const mp = sessions.every((s) => s.method === 'matchpoints');
  const rows = [...acc.entries()].map(([key, a]) => ({
    key,
    names: a.names,
    sessions: a.sessions,
    total: round2(a.total),
    top: mp ? a.top : null,
    percent: mp ? (a.top > 0 ? round2((100 * a.total) / a.top) : 50) : null,
  }));
  const ranks = rankValues(rows.map((r) => r.percent ?? r.total));
  return rows
    .map((r, i) => ({ ...r, rank: ranks[i]!.rank, rankLabel: ranks[i]!.label }))
    .sort((a, b) => a.rank - b.rank || byNumber(a.key, b.key));
}

const defaultEventKey = (l: RankingLine): string =>
  l.names.length > 0 ? l.names.join(' & ') : `${l.section ?? ''}${l.id}`;
