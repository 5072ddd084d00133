/**
 * Teams movements (research note §3.5): a match is two tables, the home team's NS pair at its
 * table against the visitors' EW, the visitors' NS at the other; halfway the two rooms exchange
 * boards. A round here is half a match (`roundsPerMatch: 2`), so the exchange is a new round.
 *
 * ```ts
 * const m = makeMatches({ matches: [[1, 2]], boards: 16 });     // head-to-head, 16 boards
 * const rr = makeRoundRobin({ teams: 6, boards: 12 });          // 5 matches, every pair once
 * const tri = makeThreeWay({ boards: 8 });                     // three teams, two 4-board halves
 * const ko = makeKnockout({ teams: 6, boards: 24 });           // seeds 1 and 2 have byes
 * ```
 * Team numbers are 1..N; in a round every match plays the same board numbers (duplicated boards).
 */
import { err, ok, type Result } from '@biritch/core';
import type { Movement, MovementRow } from './types.js';

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
 * A round robin of N teams, each match of `boards` boards (round k uses its own board numbers,
 * duplicated for every match). An odd N gets a bye each match round (the bye team is listed in
 * the description); three teams play the three-way instead.
 */
export function makeRoundRobin(o: {
  readonly teams: number;
  readonly boards: number;
  readonly section?: string | undefined;
}): Result<Movement> {
  const N = o.teams;
  if (!Number.isInteger(N) || N < 3 || N > 24)
    return err('movement/bad-size', `a round robin here has 3 to 24 teams, not ${N}`);
  if (N === 3) return makeThreeWay({ boards: o.boards, section: o.section });
  const B = o.boards;
  if (!Number.isInteger(B) || B < 2 || B % 2 !== 0)
    return err('movement/bad-size', `a match needs an even number of boards, not ${B}`);
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
    name: `round-robin-${N}`,
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
  const rows: MovementRow[] = [
    { section, table: 1, round: 1, ns: 1, ew: 3, boards: set(1) },
    { section, table: 2, round: 1, ns: 2, ew: 1, boards: set(2) },
    { section, table: 3, round: 1, ns: 3, ew: 2, boards: set(3) },
    { section, table: 1, round: 2, ns: 1, ew: 2, boards: set(2) },
    { section, table: 2, round: 2, ns: 2, ew: 3, boards: set(3) },
    { section, table: 3, round: 2, ns: 3, ew: 1, boards: set(1) },
  ];
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
