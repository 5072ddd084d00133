/**
 * Teams: each board compared between a match's two tables — IMPs (Law 78B), board-a-match
 * (scoring-reference.md §2.6) or Patton — then each match turned into victory points (WBF 2013
 * continuous, or a discrete table given as data) and the teams ranked with tie-breaks.
 *
 * ```ts
 * const r = scoreTeams({ method: 'teams-imps', winners: 1, participants: [], results: [
 *   { board: 1, round: 1, ns: '1', ew: '2', score: 620 }, { board: 1, round: 1, ns: '2', ew: '1', score: 170 }] });
 * r.value.matches[0].imps;  // { home: 10, away: 0 }
 * scoreTeams(input, movementTeamsOptions(unwrap(makeRoundRobin({ teams: 5, boards: 8 }))));  // three-ways
 * ```
 * A match is the lines of two teams in one round: on each board one line has the home team
 * North–South, the other has it East–West. Home is the team with the lower number. Artificial
 * scores are ±3 IMPs (Law 86A) and 60/50/40 % of a board in BAM. Patton, as the Reykjavík club
 * plays it (bridge.is, 2016), adds two 20-VP scores: the IMPs on the VP scale and the BAM points
 * in proportion (2/1/0 a board, the match's share of them times 20). Tie-breaks, in the order
 * given: the direct match (VPs, then IMPs; a mini-league when more than two are tied), the IMP
 * quotient (won ÷ lost over all matches), and Swiss points (the average VPs per match of one's
 * opponents) (cbai.ie "Breaking ties in team competitions"; magicscoring.com tiebreak page).
 */
import { err, ok, type Result } from '@biritch/core';
import { ARTIFICIAL_IMPS, bamPoints, toImps, victoryPoints, type BamScale, type VictoryPoints } from '@biritch/scoring';
import type { FieldInput, FieldScore, RankingLine, ResultLine, ScoredBoard, ScoredLine } from '../field.js';
import type { Spread } from './compare.js';
import { checkFieldShape, readLine, shown, type ReadLine } from './lines.js';
import { byNumber, round2 } from './rank.js';
import { discreteVictoryPoints, type DiscreteVpScale } from './vpScales.js';
import { pushTo } from './collect.js';
import type { Movement } from '../movement/types.js';

/** How a match's IMPs become VPs. */
export type VpConversion =
  | { readonly kind: 'wbf' }
  | { readonly kind: 'discrete'; readonly scale: DiscreteVpScale }
  | { readonly kind: 'none' };

/** A tie-break, applied in order to teams level on the main total. */
export type TieBreak = 'head-to-head' | 'imp-quotient' | 'swiss-points';

/** Options of teams scoring. */
export interface TeamsOptions {
  /** Default WBF 2013 continuous (`victoryPoints`). */
  readonly vp?: VpConversion | undefined;
  /** BAM scale: 1/½/0 (ACBL, default) or 2/1/0 (Britain, Australia; Patton always uses 2/1/0). */
  readonly bamScale?: BamScale | undefined;
  /** Default head-to-head, IMP quotient, Swiss points. */
  readonly tieBreaks?: readonly TieBreak[] | undefined;
  /** Byes (a team without opponents in a round) and the VPs each is worth (RealBridge gives 12, research note §4). */
  readonly byes?: readonly { readonly team: string; readonly round: number }[] | undefined;
  readonly byeVp?: number | undefined;
  /**
   * Two teams that meet in several rounds: by default one match (its halves or segments: the
   * rooms exchange boards at half-time); `true` makes each round its own match (a double round
   * robin).
   */
  readonly matchPerRound?: boolean | undefined;
  /**
   * Three-ways (teams by id, and the first of the match's rounds). Two teams' boards that all lie
   * in one three-way are a half-match: its VPs are on the scale for the boards it has, and it
   * counts half (the team's VPs for the three-way are the mean of its two half-matches, so the
   * round weighs as one match). Two half-matches of the same teams in different three-ways make
   * one match of their boards together (a round robin with three-ways).
   */
  readonly threeWays?: readonly { readonly round: number; readonly teams: readonly string[] }[] | undefined;
}

/** One board of a match, from the home team's side. */
export interface TeamBoard {
  readonly board: number;
  /** North–South score at the table where home sat NS, and where away sat NS (null: not played / adjusted). */
  readonly homeNs: number | null;
  readonly awayNs: number | null;
  /** False when only one table has a result: the board counts nothing. */
  readonly complete: boolean;
  /** IMPs to each side: x and −x on a played board; ±3 each on an artificial one (Law 86A). */
  readonly imps: { readonly home: number; readonly away: number };
  readonly bam: { readonly home: number; readonly away: number };
}

/** A scored match. */
export interface TeamMatch {
  readonly round: number | null;
  readonly home: string;
  readonly away: string;
  readonly boards: readonly TeamBoard[];
  /** IMPs won by each side; the margin is their difference. */
  readonly imps: { readonly home: number; readonly away: number };
  readonly bam: { readonly home: number; readonly away: number };
  /** VPs (Patton: IMP VPs plus BAM VPs); null with `vp: none`. */
  readonly vps: { readonly home: number; readonly away: number } | null;
  /** What the match counts in the standings: 1, or ½ for a half-match of a three-way. */
  readonly weight: number;
}

/** A team's standing. */
export interface TeamStanding {
  readonly id: string;
  readonly rank: number;
  readonly rankLabel: string;
  /** What ranks: VPs, or BAM points, or net IMPs with `vp: none`. */
  readonly total: number;
  readonly vps: number | null;
  readonly impsWon: number;
  readonly impsLost: number;
  readonly bam: number;
  readonly matches: number;
  readonly byes: number;
  /** Won ÷ lost IMPs (Infinity when none lost). */
  readonly impQuotient: number;
  /** Average VPs per match of the team's opponents (Magic Contest's "Swiss points"). */
  readonly swissPoints: number;
  readonly names: readonly string[];
}

/** A teams event scored. */
export interface TeamsScore {
  readonly method: 'teams-imps' | 'board-a-match' | 'patton';
  readonly matches: readonly TeamMatch[];
  readonly standings: readonly TeamStanding[];
}

const IMP_OF_PERCENT: Readonly<Record<number, number>> = {
  60: ARTIFICIAL_IMPS['average-plus'],
  50: ARTIFICIAL_IMPS.average,
  40: ARTIFICIAL_IMPS['average-minus'],
};

/** Net IMPs to the first spread's NS team over the second's, weighted part by part (Law 12C1(c)). */
const impsBetween = (a: Spread, b: Spread): number =>
  a.reduce((s, x) => s + b.reduce((t, y) => t + x.weight * y.weight * toImps(x.score - y.score), 0), 0);
const netBetween = (a: Spread, b: Spread): number =>
  a.reduce((s, x) => s + b.reduce((t, y) => t + x.weight * y.weight * (x.score - y.score), 0), 0);

interface Side {
  readonly line: ResultLine;
  readonly read: ReadLine;
}

/** Scores one board of a match from its two lines. */
function scoreTeamBoard(
  board: number,
  home: Side | undefined,
  away: Side | undefined,
  bamScale: BamScale,
): Result<TeamBoard> {
  const win = bamScale === '2/1/0' ? 2 : 1;
  const scoreOf = (s: Side | undefined): number | null =>
    s?.read.kind === 'real' && s.read.score !== null ? s.read.score : null;
  const adjusted = [home, away].find((s) => s?.read.kind === 'adjusted');
  if (adjusted) {
    // An artificial score at either table decides the board (Law 86A): the side's IMPs, or its share of the BAM point.
    const r = adjusted.read as Extract<ReadLine, { kind: 'adjusted' }>;
    const homeIsNs = adjusted === home;
    const [hp, ap] = homeIsNs ? [r.nsPercent, r.ewPercent] : [r.ewPercent, r.nsPercent];
    const hi = IMP_OF_PERCENT[hp];
    const ai = IMP_OF_PERCENT[ap];
    if (hi === undefined || ai === undefined)
      return err(
        'field/percent-in-imps',
        `board ${board}: teams take average, average-plus or average-minus (Law 86A)`,
      );
    return ok({
      board,
      homeNs: scoreOf(home),
      awayNs: scoreOf(away),
      complete: true,
      imps: { home: hi, away: ai },
      bam: { home: round2((win * hp) / 100), away: round2((win * ap) / 100) },
    });
  }
  if (home?.read.kind !== 'real' || away?.read.kind !== 'real')
    return ok({
      board,
      homeNs: scoreOf(home),
      awayNs: scoreOf(away),
      complete: false,
      imps: { home: 0, away: 0 },
      bam: { home: 0, away: 0 },
    });
  const imps = round2(impsBetween(home.read.spread, away.read.spread));
  const net = netBetween(home.read.spread, away.read.spread);
  const bam = bamPoints(net, bamScale);
  return ok({
    board,
    homeNs: scoreOf(home),
    awayNs: scoreOf(away),
    complete: true,
    imps: { home: imps, away: 0 - imps },
    bam: { home: bam, away: win - bam },
  });
}

function vpsOf(conversion: VpConversion, boards: number, imps: number): Result<VictoryPoints | null> {
  if (conversion.kind === 'none') return ok(null);
  if (conversion.kind === 'wbf') return victoryPoints(Math.max(boards, 1), imps);
  return discreteVictoryPoints(conversion.scale, boards, imps);
}

/**
 * The teams options a movement implies: its three-ways, and a bye for every team it leaves out
 * of a match (team numbers as ids, the match listed under its first round).
 */
export function movementTeamsOptions(m: Movement): Pick<TeamsOptions, 'threeWays' | 'byes'> {
  const per = m.roundsPerMatch ?? 1;
  const byes: { team: string; round: number }[] = [];
  for (let first = 1; first <= m.rounds; first += per) {
    const seated = new Set(
      m.rows.filter((r) => r.round >= first && r.round < first + per).flatMap((r) => [r.ns, r.ew]),
    );
    for (let t = 1; t <= m.participants; t++) if (!seated.has(t)) byes.push({ team: String(t), round: first });
  }
  return {
    threeWays: (m.threeWays ?? []).map((w) => ({ round: w.round, teams: w.teams.map(String) })),
    byes,
  };
}

/** Scores a teams event: the matches and the standings. */
export function scoreTeams(input: FieldInput, options: TeamsOptions = {}): Result<TeamsScore> {
  const method = input.method;
  if (method !== 'teams-imps' && method !== 'board-a-match' && method !== 'patton')
    return err(
      'field/unsupported-method',
      `scoreTeams scores teams-imps, board-a-match and patton, not ${shown(method)}`,
    );
  const shape = checkFieldShape(input);
  if (shape) return shape;
  const conversion = options.vp ?? { kind: 'wbf' };
  const bamScale = method === 'patton' ? '2/1/0' : (options.bamScale ?? '1/0.5/0');
  const groups = new Map<
    string,
    {
      round: number | null;
      home: string;
      away: string;
      rounds: Set<number | null>;
      boards: Map<number, { home?: Side; away?: Side }>;
    }
  >();
  const contracts = new Map<string, Result<number>>();
  for (const line of input.results) {
    const read = readLine(line, contracts);
    if (!read.ok) return read;
    const [home, away] = [line.ns, line.ew].sort(byNumber) as [string, string];
    const key = `${options.matchPerRound ? (line.round ?? '') : ''}|${home}|${away}`;
    let g = groups.get(key);
    if (!g) {
      g = { round: line.round ?? null, home, away, rounds: new Set(), boards: new Map() };
      groups.set(key, g);
    }
    g.rounds.add(line.round ?? null);
    // A match played over several rounds is listed under its first.
    if (line.round !== undefined && (g.round === null || line.round < g.round)) g.round = line.round;
    const b = g.boards.get(line.board) ?? {};
    const side = line.ns === home ? 'home' : 'away';
    if (b[side]) return err('field/duplicate-play', `board ${line.board}: ${line.ns} v ${line.ew} has two results`);
    b[side] = { line, read: read.value };
    g.boards.set(line.board, b);
  }
  const matches: TeamMatch[] = [];
  const ordered = [...groups.values()].sort(
    (a, b) => (a.round ?? 0) - (b.round ?? 0) || byNumber(a.home, b.home) || byNumber(a.away, b.away),
  );
  for (const g of ordered) {
    const boards: TeamBoard[] = [];
    for (const [n, sides] of [...g.boards.entries()].sort((a, b) => a[0] - b[0])) {
      const tb = scoreTeamBoard(n, sides.home, sides.away, bamScale);
      if (!tb.ok) return tb;
      boards.push(tb.value);
    }
    // A match reads "35–27": the IMPs each side won (a board's IMPs are to one side; ±3 artificial scores to each).
    const imps = {
      home: round2(boards.reduce((s, b) => s + Math.max(b.imps.home, 0), 0)),
      away: round2(boards.reduce((s, b) => s + Math.max(b.imps.away, 0), 0)),
    };
    const bam = {
      home: round2(boards.reduce((s, b) => s + b.bam.home, 0)),
      away: round2(boards.reduce((s, b) => s + b.bam.away, 0)),
    };
    const v = vpsOf(conversion, boards.length, imps.home - imps.away);
    if (!v.ok) return v;
    let vps = v.value ? { home: v.value.us, away: v.value.them } : null;
    if (method === 'patton') {
      const available = 2 * boards.filter((b) => b.complete).length;
      const share = available > 0 ? bam.home / available : 0.5;
      const base = vps ?? { home: 0, away: 0 };
      vps = { home: round2(base.home + 20 * share), away: round2(base.away + 20 * (1 - share)) };
    }
    const half = (options.threeWays ?? []).some(
      (w) =>
        w.teams.includes(g.home) &&
        w.teams.includes(g.away) &&
        [...g.rounds].every((r) => r !== null && r >= w.round && r <= w.round + 1),
    );
    matches.push({ round: g.round, home: g.home, away: g.away, boards, imps, bam, vps, weight: half ? 0.5 : 1 });
  }
  return ok({ method, matches, standings: standingsOf(input, matches, method, options) });
}

interface Tally {
  vps: number;
  won: number;
  lost: number;
  bam: number;
  matches: number;
  byes: number;
  opponents: string[];
}

/** Standings of scored matches with the teams tie-breaks (shared with Swiss pairs). */
export function standingsOf(
  input: FieldInput,
  matches: readonly TeamMatch[],
  method: TeamsScore['method'],
  options: TeamsOptions,
): TeamStanding[] {
  const tallies = new Map<string, Tally>();
  const tally = (id: string): Tally => {
    let t = tallies.get(id);
    if (!t) {
      t = { vps: 0, won: 0, lost: 0, bam: 0, matches: 0, byes: 0, opponents: [] };
      tallies.set(id, t);
    }
    return t;
  };
  for (const p of input.participants) tally(p.id);
  for (const m of matches) {
    for (const [me, them, side, other] of [
      [m.home, m.away, 'home', 'away'],
      [m.away, m.home, 'away', 'home'],
    ] as const) {
      const t = tally(me);
      t.vps += (m.vps?.[side] ?? 0) * m.weight;
      t.bam += m.bam[side];
      for (const b of m.boards) {
        t.won += Math.max(b.imps[side], 0);
        t.lost += Math.max(b.imps[other], 0);
      }
      t.matches += m.weight;
      t.opponents.push(them);
    }
  }
  for (const b of options.byes ?? []) {
    const t = tally(b.team);
    t.byes++;
    t.vps += options.byeVp ?? 12;
  }
  const usesVp = (options.vp ?? { kind: 'wbf' }).kind !== 'none' || method === 'patton';
  const totalOf = (t: Tally): number => (method === 'board-a-match' ? t.bam : usesVp ? t.vps : t.won - t.lost);
  // Swiss points: the opponents' VPs per match, averaged over one's matches (byes ignored).
  const perMatch = (id: string): number => {
    const t = tallies.get(id)!;
    return t.matches > 0
      ? (totalOf(t) - (usesVp && method !== 'board-a-match' ? t.byes * (options.byeVp ?? 12) : 0)) / t.matches
      : 0;
  };
  const swiss = (t: Tally): number =>
    t.opponents.length > 0 ? t.opponents.reduce((s, o) => s + perMatch(o), 0) / t.opponents.length : 0;
  const rows = [...tallies.entries()].map(([id, t]) => ({
    id,
    t,
    total: round2(totalOf(t)),
    quotient: t.lost > 0 ? t.won / t.lost : t.won > 0 ? Infinity : 1,
    swiss: round2(swiss(t)),
  }));
  const order = orderWithTieBreaks(
    rows,
    matches,
    options.tieBreaks ?? ['head-to-head', 'imp-quotient', 'swiss-points'],
    usesVp,
    method,
  );
  // Equal after every tie-break share a rank.
  const ranks: { rank: number; label: string }[] = [];
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.key === order[i]!.key) j++;
    for (let k = i; k <= j; k++) ranks.push({ rank: i + 1, label: `${i + 1}${j > i ? '=' : ''}` });
    i = j + 1;
  }
  const names = new Map(input.participants.map((p) => [p.id, p.names]));
  return order.map(({ row }, i) => ({
    id: row.id,
    rank: ranks[i]!.rank,
    rankLabel: ranks[i]!.label,
    total: row.total,
    vps: usesVp ? round2(row.t.vps) : null,
    impsWon: round2(row.t.won),
    impsLost: round2(row.t.lost),
    bam: round2(row.t.bam),
    matches: row.t.matches,
    byes: row.t.byes,
    impQuotient: row.quotient,
    swissPoints: row.swiss,
    names: names.get(row.id) ?? [],
  }));
}

type Row = { id: string; t: Tally; total: number; quotient: number; swiss: number };

/** Sorts by total, then breaks ties in order; `key` is equal for rows still tied after all of them. */
function orderWithTieBreaks(
  rows: Row[],
  matches: readonly TeamMatch[],
  tieBreaks: readonly TieBreak[],
  usesVp: boolean,
  method: TeamsScore['method'],
): { row: Row; key: string }[] {
  const split = (group: Row[], level: number, prefix: string): { row: Row; key: string }[] => {
    if (group.length === 1 || level >= tieBreaks.length)
      return group.sort((a, b) => byNumber(a.id, b.id)).map((row) => ({ row, key: prefix }));
    const tb = tieBreaks[level]!;
    let value: (r: Row) => number;
    if (tb === 'imp-quotient') value = (r) => r.quotient;
    else if (tb === 'swiss-points') value = (r) => r.swiss;
    else {
      // The direct matches among the tied teams, as a mini-league: VPs (or BAM), then IMPs. Only when all have met.
      const ids = new Set(group.map((r) => r.id));
      const among = matches.filter((m) => ids.has(m.home) && ids.has(m.away));
      const pairs = new Set(among.map((m) => `${m.home}|${m.away}`));
      const allMet = group.every((a) =>
        group.every((b) => a.id === b.id || pairs.has(`${a.id}|${b.id}`) || pairs.has(`${b.id}|${a.id}`)),
      );
      if (!allMet) return split(group, level + 1, prefix);
      const score = (id: string, f: (m: TeamMatch, side: 'home' | 'away') => number): number =>
        among.reduce((s, m) => s + (m.home === id ? f(m, 'home') : m.away === id ? f(m, 'away') : 0), 0);
      const main = (m: TeamMatch, side: 'home' | 'away'): number =>
        method === 'board-a-match'
          ? m.bam[side]
          : usesVp
            ? (m.vps?.[side] ?? 0)
            : m.imps[side] - m.imps[side === 'home' ? 'away' : 'home'];
      value = (r) =>
        score(r.id, main) * 1e6 + score(r.id, (m, side) => m.imps[side] - m.imps[side === 'home' ? 'away' : 'home']);
    }
    const buckets = new Map<number, Row[]>();
    for (const r of group) pushTo(buckets, value(r), r);
    return [...buckets.entries()]
      .sort((a, b) => b[0] - a[0])
      .flatMap(([v, rs]) => split(rs, level + 1, `${prefix}/${v}`));
  };
  const byTotal = new Map<number, Row[]>();
  for (const r of rows) pushTo(byTotal, r.total, r);
  return [...byTotal.entries()].sort((a, b) => b[0] - a[0]).flatMap(([t, rs]) => split(rs, 0, String(t)));
}

/** A teams score as a field score: standings as rankings, each line with the IMPs (or BAM points) of its board. */
export function teamsFieldScore(input: FieldInput, t: TeamsScore): FieldScore {
  // Keyed by board and teams: with `matchPerRound` a board is not replayed by the same teams, so the key holds.
  const rankings: RankingLine[] = t.standings.map((s) => ({
    id: s.id,
    section: null,
    direction: null,
    rank: s.rank,
    rankLabel: s.rankLabel,
    percent: null,
    total: s.total,
    names: s.names,
  }));
  const perLine = new Map<string, [number, number]>();
  for (const m of t.matches)
    for (const b of m.boards) {
      const pts = t.method === 'board-a-match' ? b.bam : b.imps;
      perLine.set(`${b.board}|${m.home}|${m.away}`, [pts.home, pts.away]);
      perLine.set(`${b.board}|${m.away}|${m.home}`, [pts.away, pts.home]);
    }
  const boards = new Map<number, ScoredLine[]>();
  for (const l of input.results) {
    const [ns, ew] = perLine.get(`${l.board}|${l.ns}|${l.ew}`) ?? [0, 0];
    pushTo(boards, l.board, { ...l, nsPoints: ns, ewPoints: ew });
  }
  const scored: ScoredBoard[] = [...boards.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([board, lines]) => ({ board, top: null, lines }));
  return { method: t.method, winners: 1, rankings, boards: scored };
}
