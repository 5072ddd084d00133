/**
 * Teams movements (research note §3.5): a match is two tables, the home team's NS pair at its
 * table against the visitors' EW, the visitors' NS at the other; halfway the two rooms exchange
 * boards. A round here is half a match (`roundsPerMatch: 2`), so the exchange is a new round.
 *
 * ```ts
 * const m = makeMatches({ matches: [[1, 2]], boards: 16 });     // head-to-head, 16 boards
 * const rr = makeRoundRobin({ teams: 6, boards: 12 });          // 5 matches, every pair once
 * const rr5 = makeRoundRobin({ teams: 5, boards: 8 });         // 4 match rounds, a three-way in each
 * const tri = makeThreeWay({ boards: 8 });                     // three teams, two 4-board halves
 * const ko = makeKnockout({ teams: 6, boards: 24 });           // seeds 1 and 2 have byes
 * ```
 * Team numbers are 1..N; in a round every match plays the same board numbers (duplicated boards).
 */
import { err, ok, type Result } from '@biritch/core';
import { ROUND_ROBIN_THREE_WAYS } from './roundRobinData.js';
import type { Movement, MovementRow, ThreeWay } from './types.js';

/** Rows of one match round: `[home, visitors]` per match, tables 2k − 1 (home NS) and 2k. */
function matchRows(
  matches: readonly (readonly [number, number])[],
  first: number[],
  second: number[],
  round: number,
  section: string,
): MovementRow[] {
  const rows: MovementRow[] = [];
  matches.forEach(([home, away], k) => {
    const half = round % 2 === 1;
    rows.push({ section, table: 2 * k + 1, round, ns: home, ew: away, boards: half ? first : second });
    rows.push({ section, table: 2 * k + 2, round, ns: away, ew: home, boards: half ? second : first });
  });
  return rows;
}

const range = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);

/** Head-to-head matches played at once, the rooms exchanging boards at half-time. */
export function makeMatches(o: {
  readonly matches: readonly (readonly [number, number])[];
  readonly boards: number;
  readonly teams?: number | undefined;
  readonly section?: string | undefined;
  readonly name?: string | undefined;
}): Result<Movement> {
  const B = o.boards;
  if (!Number.isInteger(B) || B < 2 || B % 2 !== 0)
    return err('movement/bad-size', `a match needs an even number of boards, not ${B}`);
  if (o.matches.length === 0) return err('movement/bad-size', 'no matches');
  const teams = o.teams ?? Math.max(...o.matches.flat());
  const first = range(1, B / 2);
  const second = range(B / 2 + 1, B / 2);
  const section = o.section ?? 'A';
  const rows = [...matchRows(o.matches, first, second, 1, section), ...matchRows(o.matches, first, second, 2, section)];
  return ok({
    name: o.name ?? (o.matches.length === 1 ? `head-to-head-${B}` : `matches-${o.matches.length}-${B}`),
    kind: 'teams',
    winners: 1,
    tables: 2 * o.matches.length,
    rounds: 2,
    participants: teams,
    boards: B,
    boardsPerRound: B / 2,
    rows,
    duplicated: true,
    roundsPerMatch: 2,
    description:
      'Home team NS at the odd table, visitors NS at the even one; ' +
      `boards ${first[0]}-${first.at(-1)} and ${second[0]}-${second.at(-1)} ` +
      'are exchanged between the rooms at half-time.',
  });
}

/** The circle method: round r's matches for an even count n (team n stays, the others rotate). */
export function circleRounds(n: number): [number, number][][] {
  const out: [number, number][][] = [];
  const m = n - 1;
  for (let r = 0; r < m; r++) {
    const round: [number, number][] = [];
    // Alternate home and away for the fixed team so it is not always at home.
    round.push(r % 2 === 0 ? [n, r + 1] : [r + 1, n]);
    for (let k = 1; k < n / 2; k++) round.push([((r + k) % m) + 1, ((r - k + m) % m) + 1]);
    out.push(round);
  }
  return out;
}

/**
 * The rows of a three-way ("threesome", see `makeThreeWay`) at tables t1–t3 over two rounds from
 * `round`: teams x1, x2, x3 keep their NS pairs at home; sets s1–s3 are `h` boards each.
 */
export function threeWayRows(
  teams: readonly [number, number, number],
  tables: readonly [number, number, number],
  sets: readonly [number[], number[], number[]],
  round: number,
  section: string,
): MovementRow[] {
  const [x1, x2, x3] = teams;
  const [t1, t2, t3] = tables;
  const [s1, s2, s3] = sets;
  return [
    { section, table: t1, round, ns: x1, ew: x3, boards: s1 },
    { section, table: t2, round, ns: x2, ew: x1, boards: s2 },
    { section, table: t3, round, ns: x3, ew: x2, boards: s3 },
    { section, table: t1, round: round + 1, ns: x1, ew: x2, boards: s2 },
    { section, table: t2, round: round + 1, ns: x2, ew: x3, boards: s3 },
    { section, table: t3, round: round + 1, ns: x3, ew: x1, boards: s1 },
  ];
}

/**
 * A round robin of N teams, each match of `boards` boards (round k uses its own board numbers,
 * duplicated for every match). An odd N of 5 or more plays a three-way each match round instead
 * of giving a bye (`odd: 'bye'` gives the bye): N − 1 match rounds, every team plays every round,
 * and two teams meet either in one match or in two three-ways (half the boards each time), so
 * each meets each other over `boards` boards. The three-way schedules are stored as data
 * (`ROUND_ROBIN_THREE_WAYS`, 5–23 teams). Three teams play the three-way alone.
 */
export function makeRoundRobin(o: {
  readonly teams: number;
  readonly boards: number;
  readonly section?: string | undefined;
  /** Odd counts: a three-way each match round (default) or a bye. */
  readonly odd?: 'three-way' | 'bye' | undefined;
}): Result<Movement> {
  const N = o.teams;
  if (!Number.isInteger(N) || N < 3 || N > 24)
    return err('movement/bad-size', `a round robin here has 3 to 24 teams, not ${N}`);
  if (N === 3) return makeThreeWay({ boards: o.boards, section: o.section });
  const B = o.boards;
  if (!Number.isInteger(B) || B < 2 || B % 2 !== 0)
    return err('movement/bad-size', `a match needs an even number of boards, not ${B}`);
  if (N % 2 === 1 && o.odd !== 'bye') return roundRobinWithThreeWays(N, B, o.section ?? 'A');
  const odd = N % 2 === 1;
  const schedule = circleRounds(odd ? N + 1 : N);
  const section = o.section ?? 'A';
  const rows: MovementRow[] = [];
  const byes: string[] = [];
  schedule.forEach((round, k) => {
    const matches = round.filter(([a, b]) => a <= N && b <= N);
    const bye = round.find(([a, b]) => a > N || b > N);
    if (bye) byes.push(`match ${k + 1}: team ${bye[0] > N ? bye[1] : bye[0]}`);
    const first = range(k * B + 1, B / 2);
    const second = range(k * B + B / 2 + 1, B / 2);
    rows.push(
      ...matchRows(matches, first, second, 2 * k + 1, section),
      ...matchRows(matches, first, second, 2 * k + 2, section),
    );
  });
  return ok({
    name: odd ? `round-robin-${N}-bye` : `round-robin-${N}`,
    kind: 'teams',
    winners: 1,
    tables: 2 * Math.floor(N / 2),
    rounds: 2 * schedule.length,
    participants: N,
    boards: schedule.length * B,
    boardsPerRound: B / 2,
    rows,
    duplicated: true,
    roundsPerMatch: 2,
    description:
      `${schedule.length} matches of ${B} boards; each is two rounds, the rooms exchanging boards at half-time; ` +
      'every match of a round plays the same boards.' +
      (odd ? ` Byes (12 VP in RealBridge's rules): ${byes.join(', ')}.` : ''),
  });
}

/** A round robin of an odd N ≥ 5 with one three-way a match round (schedule from the stored data). */
function roundRobinWithThreeWays(N: number, B: number, section: string): Result<Movement> {
  const schedule = ROUND_ROBIN_THREE_WAYS[N];
  if (!schedule) return err('movement/bad-size', `no three-way round robin is stored for ${N} teams (5 to 23)`);
  const h = B / 2;
  const rows: MovementRow[] = [];
  const threeWays: ThreeWay[] = [];
  schedule.forEach(([tri, ...matches], k) => {
    const base = 3 * h * k;
    const first = range(base + 1, h);
    const second = range(base + h + 1, h);
    const third = range(base + 2 * h + 1, h);
    const pairs = matches.map(([a, b]): [number, number] => (k % 2 === 0 ? [a, b] : [b, a]));
    const t = 2 * pairs.length;
    const tables: [number, number, number] = [t + 1, t + 2, t + 3];
    rows.push(
      ...matchRows(pairs, first, second, 2 * k + 1, section),
      ...matchRows(pairs, first, second, 2 * k + 2, section),
      ...threeWayRows(tri, tables, [first, second, third], 2 * k + 1, section),
    );
    threeWays.push({ round: 2 * k + 1, teams: tri, tables });
  });
  const listed = threeWays.map((w) => `match ${(w.round + 1) / 2}: ${w.teams.join(', ')}`).join('; ');
  return ok({
    name: `round-robin-${N}`,
    kind: 'teams',
    winners: 1,
    tables: N,
    rounds: 2 * schedule.length,
    participants: N,
    boards: schedule.length * 3 * h,
    boardsPerRound: h,
    rows,
    duplicated: true,
    roundsPerMatch: 2,
    threeWays,
    description:
      `${schedule.length} match rounds of ${B} boards, each two rounds (the rooms exchange boards at half-time); ` +
      `each round ${(N - 3) / 2} match${N === 5 ? '' : 'es'} and a three-way at tables ${N - 2}-${N}, which ` +
      `adds ${h} boards of its own. Two teams meet in one match or in two three-ways (${h} boards each). ` +
      `Three-ways: ${listed}.`,
  });
}

/**
 * The three-way match ("threesome", David Stevenson, blakjak.org/lwz_ste1.htm, research note
 * §3.5): each team's NS pair stays at its own table (A at 1, B at 2, C at 3); EW pairs move up one
 * table and play the set found there; then they carry it to their team-mates' table and go on to
 * the third table. Every set is played by two teams once each way, so each team plays half a
 * match against each of the others: a "short" threesome takes the time of one match of `boards`.
 */
export function makeThreeWay(o: { readonly boards: number; readonly section?: string | undefined }): Result<Movement> {
  const B = o.boards;
  if (!Number.isInteger(B) || B < 2 || B % 2 !== 0)
    return err('movement/bad-size', `a three-way needs an even number of boards, not ${B}`);
  const h = B / 2;
  const set = (s: number): number[] => range((s - 1) * h + 1, h);
  const section = o.section ?? 'A';
  const rows = threeWayRows([1, 2, 3], [1, 2, 3], [set(1), set(2), set(3)], 1, section);
  return ok({
    name: `three-way-${B}`,
    kind: 'teams',
    winners: 1,
    tables: 3,
    rounds: 2,
    participants: 3,
    boards: 3 * h,
    boardsPerRound: h,
    rows,
    roundsPerMatch: 2,
    threeWays: [{ round: 1, teams: [1, 2, 3], tables: [1, 2, 3] }],
    description:
      'Three teams, NS pairs at home (team k at table k). Half 1: EW move up one table. ' +
      "Half 2: EW carry their boards to their team-mates' table and go on to the third table. " +
      `Each team plays ${h} boards against each of the other two.`,
  });
}

/**
 * First-round pairings of a knockout of N teams by seed: the bracket of the next power of two,
 * 1 v P, then the standard order that keeps seeds 1 and 2 apart to the final; the top seeds get
 * the byes (`null`).
 */
export function knockoutPairings(n: number): [number, number | null][] {
  let order = [1];
  while (order.length < n) {
    const size = order.length * 2;
    order = order.flatMap((s) => [s, size + 1 - s]);
  }
  const out: [number, number | null][] = [];
  for (let i = 0; i < order.length; i += 2) {
    const a = order[i]!;
    const b = order[i + 1]!;
    out.push([a, b <= n ? b : null]);
  }
  return out;
}

/** The next knockout round from the winners of the last one, in bracket order. */
export function nextKnockoutRound(winners: readonly number[]): Result<[number, number][]> {
  if (winners.length < 2 || winners.length % 2 !== 0)
    return err('movement/bad-size', `a knockout round needs an even number of winners, not ${winners.length}`);
  const out: [number, number][] = [];
  for (let i = 0; i < winners.length; i += 2) out.push([winners[i]!, winners[i + 1]!]);
  return ok(out);
}

/** The first round of a knockout as a movement (byes play no match). */
export function makeKnockout(o: {
  readonly teams: number;
  readonly boards: number;
  readonly section?: string | undefined;
}): Result<Movement> {
  const N = o.teams;
  if (!Number.isInteger(N) || N < 2 || N > 64)
    return err('movement/bad-size', `a knockout here has 2 to 64 teams, not ${N}`);
  const pairs = knockoutPairings(N);
  const matches = pairs.filter((p): p is [number, number] => p[1] !== null);
  const byes = pairs.filter((p) => p[1] === null).map((p) => p[0]);
  const r = makeMatches({ matches, boards: o.boards, teams: N, section: o.section, name: `knockout-${N}` });
  if (!r.ok) return r;
  return ok({
    ...r.value,
    description:
      `Knockout, first round by seed: ${matches.map(([a, b]) => `${a} v ${b}`).join(', ')}` +
      (byes.length ? `; byes: ${byes.join(', ')}` : '') +
      `. ${r.value.description ?? ''}`,
  });
}
