/**
 * Scoring a field: every board of every scoring group compared (matchpoints, cross-IMPs or
 * Butler), each participant totalled, and the rankings made, one or two winners, across the
 * sections of a scoring group (competition-research.md §4; scoring-reference.md §2).
 *
 * ```ts
 * const r = scoreField({ method: 'matchpoints', winners: 2, participants: [], results: [
 *   { board: 1, ns: '1', ew: '1', score: 420 }, { board: 1, ns: '2', ew: '2', score: 450 }] });
 * // r.value.rankings: NS 2 first (100 %), NS 1 (0 %); EW 1 first, EW 2
 * ```
 * Matchpoints: 2/1/0 (Law 78A) or 1/½/0; a board with fewer results than expected (by default
 * the most any board of its group has) is factored by Neuberg's formula; artificial scores are
 * percentages of the full top (Law 12C2) and stay out of the others' Neuberg; weighted scores
 * (Law 12C1(c)) are compared part by part. A fouled board (Law 87) is compared version by
 * version and factored to the whole group (EBU formula, or ACBL's with its fixed awards for
 * small groups). A pair's percentage is its matchpoints over the tops of the boards it played.
 * IMP methods give IMPs (artificial ±3, Law 86A) and no percentage. Teams methods are scored
 * by `scoreTeams` (teams.ts) and returned in the same shape.
 */
import { err, ok, type Result } from '@biritch/core';
import { ARTIFICIAL_IMPS, type ButlerOptions, type CrossImpsOptions, type MatchpointScale } from '@biritch/scoring';
import type {
  FieldInput,
  FieldScore,
  Participant,
  RankingLine,
  ResultLine,
  ScoredBoard,
  ScoredLine,
} from '../field.js';
import { butlerSpreads, crossImpSpreads, matchpointSpreads, type Spread } from './compare.js';
import { checkFieldShape, readLine, shown, type ReadLine } from './lines.js';
import { byNumber, rankValues, round2 } from './rank.js';
import { scoreTeams, teamsFieldScore, type TeamsOptions } from './teams.js';
import { pushTo } from './collect.js';

/** How a fouled board's versions are factored: EBU (Neuberg per version, 0.1 MP) or ACBL (fixed awards when few). */
export type FouledRule = 'ebu' | 'acbl';

/** Options of `scoreField`. */
export interface ScoreFieldOptions {
  /** Matchpoint scale: '2/1/0' (Law 78A, default) or 'acbl' (1/½/0). */
  readonly scale?: MatchpointScale | undefined;
  /** Factor boards with fewer results by Neuberg's formula (default true). */
  readonly neuberg?: boolean | undefined;
  /** Results a board should have had in a group (Neuberg's N); undefined falls back to the default. */
  readonly expected?: ((board: number, sections: readonly string[]) => number | undefined) | undefined;
  readonly butler?: ButlerOptions | undefined;
  readonly crossImps?: CrossImpsOptions | undefined;
  readonly fouled?: FouledRule | undefined;
  /** For teams methods: VP conversion, BAM scale, tie-breaks, byes. */
  readonly teams?: TeamsOptions | undefined;
}

const METHODS = ['matchpoints', 'cross-imps', 'butler'] as const;

/** A line read and placed (with its participants' keys). */
export interface Placed {
  readonly line: ResultLine;
  readonly read: ReadLine;
  /** The participants credited with the NS points (a pair, or North and South of an individual event). */
  readonly nsKeys: readonly string[];
  readonly ewKeys: readonly string[];
}

/** The lines of one board in one scoring group. */
export interface Bucket {
  readonly group: number;
  readonly board: number;
  readonly lines: Placed[];
}

/** A field read, checked and grouped: what scoring and re-scoring work from. */
export interface PreparedField {
  readonly input: FieldInput;
  readonly options: ScoreFieldOptions;
  /** Scoring groups: the sections of each, in order. */
  readonly groups: readonly (readonly string[])[];
  /** Buckets by `group|board`, in output order. */
  readonly buckets: Map<string, Bucket>;
  readonly participants: Map<string, { readonly participant: Participant; readonly group: number }>;
}

const keyOf = (section: string | undefined, id: string): string => `${section ?? ''}\u0000${id}`;
const bucketKey = (group: number, board: number): string => `${group}|${board}`;

/** Reads, checks and groups a field. */
export function prepareField(input: FieldInput, options: ScoreFieldOptions = {}): Result<PreparedField> {
  if (typeof input !== 'object' || input === null) return err('field/bad-input', 'a field is an object');
  if (!(METHODS as readonly string[]).includes(input.method))
    return err('field/unsupported-method', `pairs scoring is ${METHODS.join(', ')}, not '${shown(input.method)}'`);
  if (input.winners !== 1 && input.winners !== 2) return err('field/bad-winners', 'winners is 1 or 2');
  const shape = checkFieldShape(input);
  if (shape) return shape;
  const scale = options.scale ?? '2/1/0';
  if (scale !== '2/1/0' && scale !== 'acbl') return err('field/bad-scale', 'scale is "2/1/0" or "acbl"');

  const sections = new Set<string>();
  for (const l of input.results) sections.add(l.section ?? '');
  for (const p of input.participants ?? []) sections.add(p.section ?? '');
  const groupOf = new Map<string, number>();
  const groups: string[][] = [];
  for (const g of input.scoringGroups ?? []) {
    for (const s of g) {
      if (groupOf.has(s)) return err('field/bad-scoring-group', `section ${s} is in two scoring groups`);
      groupOf.set(s, groups.length);
    }
    groups.push([...g]);
  }
  for (const s of [...sections].sort(byNumber)) {
    if (!groupOf.has(s)) {
      groupOf.set(s, groups.length);
      groups.push([s]);
    }
  }

  const participants = new Map<string, { participant: Participant; group: number }>();
  for (const p of input.participants ?? []) {
    const k = keyOf(p.section, p.id);
    if (participants.has(k))
      return err(
        'field/duplicate-participant',
        `participant ${p.id}${p.section ? ` in ${p.section}` : ''} is listed twice`,
      );
    participants.set(k, { participant: p, group: groupOf.get(p.section ?? '')! });
  }
  const place = (section: string | undefined, id: string): string => {
    const k = keyOf(section, id);
    if (participants.has(k)) return k;
    const loose = keyOf(undefined, id);
    if (section !== undefined && participants.has(loose)) return loose;
    participants.set(k, {
      participant: { id, ...(section !== undefined ? { section } : {}), names: [] },
      group: groupOf.get(section ?? '')!,
    });
    return k;
  };

  const seen = new Set<string>();
  const unordered = new Map<string, Bucket>();
  const contracts = new Map<string, Result<number>>();
  for (const line of input.results) {
    const read = readLine(line, contracts);
    if (!read.ok) return read;
    const group = groupOf.get(line.section ?? '')!;
    const players = line.players;
    if (
      players !== undefined &&
      (!Array.isArray(players) ||
        players.length !== 4 ||
        !players.every((x) => typeof x === 'string' && x !== '') ||
        new Set(players).size !== 4)
    )
      return err('field/bad-players', `board ${line.board}: players are four different ids, N, E, S, W`);
    const nsKeys = players
      ? [place(line.section, players[0]), place(line.section, players[2])]
      : [place(line.section, line.ns)];
    const ewKeys = players
      ? [place(line.section, players[1]), place(line.section, players[3])]
      : [place(line.section, line.ew)];
    for (const k of [...nsKeys, ...ewKeys]) {
      const playKey = `${k}\u0000${line.board}`;
      if (seen.has(playKey))
        return err('field/duplicate-play', `board ${line.board}: ${k.split('\u0000')[1]} has two results`);
      seen.add(playKey);
    }
    const bk = bucketKey(group, line.board);
    let b = unordered.get(bk);
    if (!b) {
      b = { group, board: line.board, lines: [] };
      unordered.set(bk, b);
    }
    b.lines.push({ line, read: read.value, nsKeys, ewKeys });
  }
  const buckets = new Map([...unordered.entries()].sort(([, a], [, b]) => a.group - b.group || a.board - b.board));
  return ok({ input, options, groups, buckets, participants });
}

/** The most lines any board of each group has: Neuberg's default N. */
export function groupMaxima(f: PreparedField): number[] {
  const max = f.groups.map(() => 0);
  for (const b of f.buckets.values()) max[b.group] = Math.max(max[b.group]!, b.lines.length);
  return max;
}

const IMP_OF_PERCENT: Readonly<Record<number, number>> = {
  60: ARTIFICIAL_IMPS['average-plus'],
  50: ARTIFICIAL_IMPS.average,
  40: ARTIFICIAL_IMPS['average-minus'],
};

/** Rounds to `step`, an exact half step going toward `toward` (EBU: 0.1 MP, 0.05 toward average). */
const roundToward = (x: number, step: number, toward: number): number => {
  const q = x / step;
  const f = Math.floor(q + 1e-9);
  if (Math.abs(q - f - 0.5) < 1e-9) return round2((x < toward ? f + 1 : f) * step);
  return round2(Math.round(q) * step);
};

/** ACBL's awards for a fouled version with fewer than 3–4 results, in % of top, best NS first (ACBL manual p. 92). */
const ACBL_SMALL: Readonly<Record<number, readonly number[]>> = { 1: [60], 2: [65, 55], 3: [70, 60, 50] };

/** Matchpoints one version of a board (or the whole board): NS and EW points per line. */
function matchpointLines(lines: readonly Placed[], unit: 1 | 2, expected: number, top: number): [number, number][] {
  const real = lines.filter((p) => p.read.kind === 'real');
  const mps = matchpointSpreads(
    real.map((p) => (p.read as { spread: Spread }).spread),
    { unit, expected },
  );
  let r = 0;
  return lines.map((p) => {
    if (p.read.kind === 'adjusted')
      return [round2((top * p.read.nsPercent) / 100), round2((top * p.read.ewPercent) / 100)];
    // EW get the rest of the top after rounding, so each line adds up to the top exactly.
    const ns = round2(mps[r++]!);
    return [ns, round2(top - ns)];
  });
}

/** Shares awards (best first) among lines ordered best first; tied lines share their awards equally. */
function shareAwards(ordered: readonly { i: number; s: number }[], awards: readonly number[]): Map<number, number> {
  const pct = new Map<number, number>();
  for (let i = 0; i < ordered.length; ) {
    let j = i;
    while (j + 1 < ordered.length && ordered[j + 1]!.s === ordered[i]!.s) j++;
    const share = awards.slice(i, j + 1).reduce((a, b) => a + b, 0) / (j - i + 1);
    for (let k = i; k <= j; k++) pct.set(ordered[k]!.i, share);
    i = j + 1;
  }
  return pct;
}

/** Awards for a small fouled version under ACBL's rule: 70/60/50, 65/55 or 60 % of top by rank; ties share. */
function acblSmall(lines: readonly Placed[], top: number): [number, number][] {
  const scored = lines.flatMap((p, i) =>
    p.read.kind === 'real' ? [{ i, s: p.read.spread.reduce((a, c) => a + c.weight * c.score, 0) }] : [],
  );
  const awards = ACBL_SMALL[scored.length] ?? [];
  const ns = shareAwards(
    [...scored].sort((a, b) => b.s - a.s),
    awards,
  );
  const ew = shareAwards(
    [...scored].sort((a, b) => a.s - b.s),
    awards,
  );
  return lines.map((p, i) =>
    p.read.kind === 'adjusted'
      ? [round2((top * p.read.nsPercent) / 100), round2((top * p.read.ewPercent) / 100)]
      : [round2((top * ns.get(i)!) / 100), round2((top * ew.get(i)!) / 100)],
  );
}

/** Scores one bucket: the traveller with each line's points. */
export function scoreBucket(f: PreparedField, b: Bucket, maxima: readonly number[]): Result<ScoredBoard> {
  const sections = f.groups[b.group]!.filter((s) => s !== '');
  const base = { board: b.board, ...(sections.length > 0 ? { sections } : {}) };
  const method = f.input.method;
  const out = (points: readonly [number, number][]): ScoredLine[] =>
    b.lines.map((p, i): ScoredLine => {
      const [nsPoints, ewPoints] = points[i]!;
      // A line entered as a contract shows the score it made (Law 77).
      return p.read.kind === 'real' && p.read.score !== null && p.line.score === undefined
        ? { ...p.line, score: p.read.score, nsPoints, ewPoints }
        : { ...p.line, nsPoints, ewPoints };
    });
  if (method === 'matchpoints') {
    const unit = (f.options.scale ?? '2/1/0') === '2/1/0' ? 2 : 1;
    const fallback = f.options.neuberg === false ? b.lines.length : maxima[b.group]!;
    const expected = f.options.expected?.(b.board, sections) ?? fallback;
    if (!Number.isInteger(expected) || expected < b.lines.length)
      return err(
        'field/bad-expected',
        `board ${b.board}: ${expected} expected results, but ${b.lines.length} were played`,
      );
    const top = unit * (expected - 1);
    const versions = versionsOf(b.lines);
    const points: [number, number][] = new Array<[number, number]>(b.lines.length);
    if (versions.size === 1) {
      matchpointLines(b.lines, unit, expected, top).forEach((pt, i) => {
        points[i] = pt;
      });
    } else {
      const rule = f.options.fouled ?? 'ebu';
      const sizes = [...versions.values()].map((v) => v.length);
      for (const idx of versions.values()) {
        const sub = idx.map((i) => b.lines[i]!);
        const a = sub.length;
        let pts: [number, number][];
        if (rule === 'acbl' && (a < 3 || (a === 3 && sizes.some((s) => s > 3)))) pts = acblSmall(sub, top);
        else if (rule === 'ebu' && a < 3 && a < expected / 3)
          // EBU: a version smaller than both 3 and a third of the field cannot be compared:
          // artificial scores (Law 12C2).
          pts = sub.map(() => [round2(top * 0.6), round2(top * 0.6)]);
        else {
          // (M·E + (E − A))/A: Neuberg from the version's A results to the board's E (EBU; ACBL manual p. 92).
          pts = matchpointLines(sub, unit, expected, top);
          if (rule === 'ebu')
            pts = pts.map(([ns, ew]) => [roundToward(ns, 0.1, top / 2), roundToward(ew, 0.1, top / 2)]);
        }
        idx.forEach((i, k) => {
          points[i] = pts[k]!;
        });
      }
    }
    return ok({ ...base, top, expected, lines: out(points) });
  }
  // IMP methods: a fouled board's versions are compared apart, each with its own datum (Law 87).
  const points: [number, number][] = new Array<[number, number]>(b.lines.length);
  const datums: number[] = [];
  for (const idx of versionsOf(b.lines).values()) {
    const r = impLines(
      f,
      b.board,
      idx.map((i) => b.lines[i]!),
    );
    if (!r.ok) return r;
    if (r.value.datum !== undefined) datums.push(r.value.datum);
    idx.forEach((i, k) => {
      points[i] = r.value.points[k]!;
    });
  }
  return ok({ ...base, top: null, ...(datums.length === 1 ? { datum: datums[0]! } : {}), lines: out(points) });
}

/** A board's lines by fouled version (`''` for the board as dealt), as indices. */
function versionsOf(lines: readonly Placed[]): Map<string, number[]> {
  const versions = new Map<string, number[]>();
  lines.forEach((p, i) => {
    pushTo(versions, p.line.version ?? '', i);
  });
  return versions;
}

/** Cross-IMPs or Butler IMPs of some lines of a board: NS and EW IMPs per line, and the datum. */
function impLines(
  f: PreparedField,
  board: number,
  lines: readonly Placed[],
): Result<{ points: [number, number][]; datum?: number }> {
  const real = lines.filter((p) => p.read.kind === 'real').map((p) => (p.read as { spread: Spread }).spread);
  let imps: number[];
  let datum: number | undefined;
  if (f.input.method === 'butler') {
    if (real.length === 0) imps = [];
    else {
      const r = butlerSpreads(real, f.options.butler ?? {});
      if (!r.ok) return err(r.error.code, `board ${board}: ${r.error.message}`);
      imps = r.value.imps;
      datum = r.value.datum;
    }
  } else imps = crossImpSpreads(real, f.options.crossImps ?? {});
  const points: [number, number][] = [];
  let r = 0;
  for (const p of lines) {
    if (p.read.kind === 'adjusted') {
      const ns = IMP_OF_PERCENT[p.read.nsPercent];
      const ew = IMP_OF_PERCENT[p.read.ewPercent];
      if (ns === undefined || ew === undefined)
        return err(
          'field/percent-in-imps',
          `board ${board}: IMP scoring takes average, average-plus or average-minus (Law 86A), not a percentage`,
        );
      points.push([ns, ew]);
    } else {
      const ns = round2(imps[r++]!);
      points.push([ns, 0 - ns]);
    }
  }
  return ok({ points, ...(datum !== undefined ? { datum } : {}) });
}

/** A participant's running total: points in hundredths (every line is rounded to 0.01), so re-totalling is exact. */
export interface Total {
  readonly hundredths: number;
  readonly top: number;
  readonly ns: number;
  readonly ew: number;
  /** The scoring group the participant played in (where its lines are), which it is ranked in. */
  readonly group: number;
}

/** Adds (sign 1) or takes away (sign −1) one scored board's lines from the totals (copy on write). */
export function addBoardTotals(totals: Map<string, Total>, b: Bucket, scored: ScoredBoard, sign: 1 | -1): void {
  // Each change makes a new Total, so a map copied from another (re-scoring) leaves the other intact.
  const add = (k: string, points: number, ns: boolean): void => {
    const t = totals.get(k) ?? { hundredths: 0, top: 0, ns: 0, ew: 0, group: b.group };
    totals.set(k, {
      hundredths: t.hundredths + sign * Math.round(points * 100),
      top: t.top + sign * (scored.top ?? 0),
      ns: t.ns + (ns ? sign : 0),
      ew: t.ew + (ns ? 0 : sign),
      group: t.group,
    });
  };
  b.lines.forEach((p, j) => {
    const l = scored.lines[j]!;
    for (const k of p.nsKeys) add(k, l.nsPoints, true);
    for (const k of p.ewKeys) add(k, l.ewPoints, false);
  });
}

/** The totals of every participant over the scored boards (in bucket order). */
export function totalsOf(f: PreparedField, boards: readonly ScoredBoard[]): Map<string, Total> {
  // A fresh map: accumulate in place (a new Total per line would be 2 × lines allocations).
  const acc = new Map<string, { hundredths: number; top: number; ns: number; ew: number; group: number }>();
  const add = (k: string, points: number, top: number, ns: boolean, group: number): void => {
    let t = acc.get(k);
    if (!t) {
      t = { hundredths: 0, top: 0, ns: 0, ew: 0, group };
      acc.set(k, t);
    }
    t.hundredths += Math.round(points * 100);
    t.top += top;
    if (ns) t.ns++;
    else t.ew++;
  };
  let i = 0;
  for (const b of f.buckets.values()) {
    const scored = boards[i++]!;
    b.lines.forEach((p, j) => {
      const l = scored.lines[j]!;
      for (const k of p.nsKeys) add(k, l.nsPoints, scored.top ?? 0, true, b.group);
      for (const k of p.ewKeys) add(k, l.ewPoints, scored.top ?? 0, false, b.group);
    });
  }
  return acc;
}

/** Totals the scored boards per participant and ranks them within each scoring group (and direction). */
export function rankField(f: PreparedField, boards: readonly ScoredBoard[]): FieldScore {
  return rankTotals(f, totalsOf(f, boards), boards);
}

/** Ranks participants from their totals within each scoring group (and direction). */
export function rankTotals(
  f: PreparedField,
  totals: ReadonlyMap<string, Total>,
  boards: readonly ScoredBoard[],
): FieldScore {
  const mp = f.input.method === 'matchpoints';
  const rows: {
    key: string;
    group: number;
    direction: 'NS' | 'EW' | null;
    value: number;
    total: number;
    percent: number | null;
  }[] = [];
  for (const [key, t] of totals) {
    if (t.ns + t.ew === 0) continue;
    const { participant } = f.participants.get(key)!;
    const group = t.group;
    const direction = f.input.winners === 2 ? (participant.direction ?? (t.ew > t.ns ? 'EW' : 'NS')) : null;
    const points = t.hundredths / 100;
    const percent = mp ? (t.top > 0 ? round2((100 * points) / t.top) : 50) : null;
    rows.push({ key, group, direction, value: percent ?? points, total: round2(points), percent });
  }
  const rankings: RankingLine[] = [];
  const rankingGroups = new Map<string, typeof rows>();
  for (const r of rows) {
    const g = `${r.group}|${r.direction ?? ''}`;
    pushTo(rankingGroups, g, r);
  }
  const order = [...rankingGroups.keys()].sort((a, b) => {
    const [ga, da] = a.split('|');
    const [gb, db] = b.split('|');
    return Number(ga) - Number(gb) || da!.localeCompare(db!) * -1;
  });
  for (const g of order) {
    const rs = rankingGroups.get(g)!;
    const ranks = rankValues(rs.map((r) => r.value));
    const lines = rs.map((r, j) => {
      const { participant } = f.participants.get(r.key)!;
      const line: RankingLine = {
        id: participant.id,
        section: participant.section ?? null,
        direction: r.direction,
        rank: ranks[j]!.rank,
        rankLabel: ranks[j]!.label,
        percent: r.percent,
        total: r.total,
        names: participant.names,
      };
      return line;
    });
    lines.sort((a, b) => a.rank - b.rank || byNumber(a.section ?? '', b.section ?? '') || byNumber(a.id, b.id));
    rankings.push(...lines);
  }
  return { method: f.input.method, winners: f.input.winners, rankings, boards };
}

/** Scores a field: travellers with each line's matchpoints or IMPs, and the rankings. */
export function scoreField(input: FieldInput, options: ScoreFieldOptions = {}): Result<FieldScore> {
  if (input?.method === 'teams-imps' || input?.method === 'board-a-match' || input?.method === 'patton') {
    const t = scoreTeams(input, options.teams ?? {});
    return t.ok ? ok(teamsFieldScore(input, t.value)) : t;
  }
  const f = prepareField(input, options);
  if (!f.ok) return f;
  const maxima = groupMaxima(f.value);
  const boards: ScoredBoard[] = [];
  for (const b of f.value.buckets.values()) {
    const s = scoreBucket(f.value, b, maxima);
    if (!s.ok) return s;
    boards.push(s.value);
  }
  return ok(rankField(f.value, boards));
}
