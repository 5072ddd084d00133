/**
 * Howell movements (one winner; research note §3.3, scoring reference §3.2): every pair meets
 * every other pair once in 2T − 1 rounds (a full Howell), or most of them in fewer rounds (a ¾
 * Howell).
 *
 * ```ts
 * const h = makeHowell({ tables: 4 });               // howell-4: the published howellki `4-7`
 * const q = makeHowell({ tables: 8, rounds: 11 });   // howell-3/4-8: the published howellki `8-11`
 * const p = makeHowell({ tables: 5, pairs: 9 });     // howell-4.5: pair 10 is a phantom
 * ```
 * Every Howell here is cyclic, like the published ones: a *base round* (round 1) is developed by
 * adding r − 1 to every moving pair and every set number, modulo the rounds; the other pairs stay
 * at their tables. For 4–17 tables the movements are the published howellki ones (KoPS
 * `HOWELL.DAT`, stored as data in `howellkiData.ts`): the full Howells of 4–12 tables and the ¾
 * and other curtailed Howells the file gives (5–17 tables), each designed for its number of
 * rounds rather than cut from a full one. The tests check the full ones cell by cell against the
 * tables printed in the scoring reference. 3 tables: the published bridgescorer rows. 2 tables:
 * found by an exhaustive search for a base round in which the meetings' differences cover every
 * residue and each pair meets every set once (both tables share the round's set). A number of
 * rounds nothing publishes is the first rounds of the full Howell, seated table by table for the
 * best balance figure, and named `howell-T-Rr`.
 */
import { err, ok, type Result } from '@biritch/core';
import { HOWELLKI, type HowellkiEntry } from './howellkiData.js';
import { defaultBoardsPerRound, setBoards } from './mitchell.js';
import type { Movement, MovementRow } from './types.js';
import { balanceOf } from './validate.js';

/** One table of a base round: NS and EW pair (0 = the stationary pair) and the set. */
export type BaseTable = readonly [ns: number, ew: number, set: number];

/** A cyclic Howell: its base round, and groups of tables that share a set. */
export interface HowellBase {
  readonly tables: number;
  readonly base: readonly BaseTable[];
  readonly shares: readonly (readonly number[])[];
  readonly provenance: string;
}

/**
 * Base rounds of the published complete Howells for 4–8 tables (research note §3.3; scoring
 * reference §3.2: `emkael/howellki` `movements.json`, keys 4-7, 5-9, 6-11, 7-13, 8-15). Round 1 as
 * published, with the stationary pair written as its number 2T.
 */
export const PUBLISHED_HOWELL_BASES: Readonly<Record<number, readonly BaseTable[]>> = {
  4: [
    [8, 1, 1],
    [5, 4, 2],
    [2, 7, 3],
    [3, 6, 5],
  ],
  5: [
    [3, 7, 1],
    [2, 5, 2],
    [10, 1, 3],
    [8, 9, 4],
    [6, 4, 5],
  ],
  6: [
    [12, 1, 1],
    [6, 11, 3],
    [5, 9, 7],
    [2, 3, 8],
    [10, 8, 9],
    [4, 7, 11],
  ],
  7: [
    [5, 12, 1],
    [2, 4, 2],
    [9, 10, 3],
    [14, 1, 4],
    [8, 13, 5],
    [7, 11, 6],
    [6, 3, 7],
  ],
  8: [
    [16, 1, 1],
    [14, 5, 2],
    [11, 4, 3],
    [10, 6, 4],
    [9, 12, 5],
    [15, 2, 6],
    [13, 3, 8],
    [8, 7, 9],
  ],
};

/** What a Howell is made from. */
export interface HowellOptions {
  /** Tables, 2 to 12. */
  readonly tables: number;
  /** Rounds: 2T − 1 for a full Howell (the default), fewer for a ¾ Howell. */
  readonly rounds?: number | undefined;
  /** 2T − 1 pairs: the stationary pair is a phantom and its opponents sit out. */
  readonly pairs?: number | undefined;
  readonly boardsPerRound?: number | undefined;
  readonly section?: string | undefined;
}

const cyc = (x: number, m: number): number => ((((x - 1) % m) + m) % m) + 1;

/** Develops a base round into rows: round r adds r − 1 to moving pairs and sets (mod 2T − 1). */
export function developHowell(
  base: readonly BaseTable[],
  rounds: number,
  b: number,
  phantom: boolean,
  section = 'A',
): MovementRow[] {
  const T = base.length;
  const m = 2 * T - 1;
  const pair = (p: number, r: number): number | null => (p === 2 * T ? (phantom ? null : p) : cyc(p + r - 1, m));
  const rows: MovementRow[] = [];
  for (let r = 1; r <= rounds; r++) {
    base.forEach(([ns, ew, s], i) => {
      rows.push({
        section,
        table: i + 1,
        round: r,
        ns: pair(ns, r),
        ew: pair(ew, r),
        boards: setBoards(cyc(s + r - 1, m), b),
      });
    });
  }
  return rows;
}

const found = new Map<number, HowellBase>();

/** The base round for T tables: published for 4–12 (howellki), else searched (deterministic). */
export function howellBase(T: number): HowellBase | null {
  const published = HOWELLKI[`${T}-${2 * T - 1}`];
  if (published)
    return {
      tables: T,
      base: baseOf(published),
      shares: [],
      provenance: `emkael/howellki movements.json key ${T}-${2 * T - 1}`,
    };
  const cached = found.get(T);
  if (cached) return cached;
  const b = searchBase(T);
  if (b) found.set(T, b);
  return b;
}

/**
 * Searches a base round: moving pairs are residues 0..m−1 (m = 2T − 1), the stationary pair
 * meets 0 at table 1. Meetings must use every difference ±d once; with x the pair and s the set of
 * its table, the values s − x must all differ (then pair x meets set s − a + x … every set once).
 * Tries no shared sets first, then one share, and so on.
 */
function searchBase(T: number): HowellBase | null {
  const m = 2 * T - 1;
  const mod = (x: number): number => ((x % m) + m) % m;
  for (let maxShares = 0; maxShares < T; maxShares++) {
    const meetings: [number, number][] = [];
    const usedPair = new Array<boolean>(m).fill(false);
    usedPair[0] = true;
    const usedDiff = new Array<boolean>(m).fill(false);
    const sets: number[] = [0];
    const usedD = new Array<boolean>(m).fill(false);
    usedD[0] = true; // table 1: stationary pair v pair 0 on set 0: value s − x = 0
    const setUse = new Array<number>(m).fill(0);
    setUse[0] = 1;
    let shares = 0;
    const place = (): boolean => {
      if (meetings.length === T - 1) return true;
      const a = usedPair.indexOf(false);
      usedPair[a] = true;
      for (let bb = a + 1; bb < m; bb++) {
        if (usedPair[bb]) continue;
        const d = mod(bb - a);
        if (usedDiff[d] || usedDiff[mod(-d)]) continue;
        usedPair[bb] = true;
        usedDiff[d] = usedDiff[mod(-d)] = true;
        meetings.push([a, bb]);
        for (let s = 0; s < m; s++) {
          const share = setUse[s]! > 0;
          if (share && (setUse[s]! > 1 || shares >= maxShares)) continue;
          const v1 = mod(s - a);
          const v2 = mod(s - bb);
          if (usedD[v1] || usedD[v2] || v1 === v2) continue;
          usedD[v1] = usedD[v2] = true;
          setUse[s]!++;
          if (share) shares++;
          sets.push(s);
          if (place()) return true;
          sets.pop();
          if (share) shares--;
          setUse[s]!--;
          usedD[v1] = usedD[v2] = false;
        }
        meetings.pop();
        usedDiff[d] = usedDiff[mod(-d)] = false;
        usedPair[bb] = false;
      }
      usedPair[a] = false;
      return false;
    };
    if (!place()) continue;
    const stationary = 2 * T;
    const base: BaseTable[] = [
      [stationary, m, 1],
      ...meetings.map(([a, bb], i): BaseTable => [a === 0 ? m : a, bb, sets[i + 1]! + 1]),
    ];
    const groups = new Map<number, number[]>();
    base.forEach(([, , s], i) => {
      groups.set(s, [...(groups.get(s) ?? []), i + 1]);
    });
    return {
      tables: T,
      base,
      shares: [...groups.values()].filter((g) => g.length > 1),
      provenance: 'searched: cyclic base round (no published table in the research note)',
    };
  }
  return null;
}

/**
 * The seating of a base that gives a good balance over `rounds` rounds: turn one table round at a
 * time (NS ↔ EW for every round) while that raises the balance figure (a local search; the
 * published seatings are kept for full Howells).
 */
function bestSeating(h: HowellBase, rounds: number): readonly BaseTable[] {
  const T = h.tables;
  const score = (base: readonly BaseTable[]): number =>
    balanceOf({
      name: '',
      kind: 'pairs',
      winners: 1,
      tables: T,
      rounds,
      participants: 2 * T,
      boards: 2 * T - 1,
      boardsPerRound: 1,
      rows: developHowell(base, rounds, 1, false),
    });
  let best = h.base;
  let bestBalance = score(best);
  for (let improved = true; improved; ) {
    improved = false;
    for (let i = 0; i < T; i++) {
      const base = best.map(([ns, ew, s], j): BaseTable => (j === i ? [ew, ns, s] : [ns, ew, s]));
      const q = score(base);
      if (q > bestBalance + 1e-9) {
        bestBalance = q;
        best = base;
        improved = true;
      }
    }
  }
  return best;
}

/** Seat `3E` of a howellki cycle as an index into `positions` (NS then EW of each table). */
const seatIndex = (seat: string): number => {
  const m = /^(\d+)([NE])$/.exec(seat);
  return m ? 2 * (Number(m[1]) - 1) + (m[2] === 'E' ? 1 : 0) : -1;
};

/** Round 1 of a published movement as a base round: each table's pairs and set (slot + 1). */
function baseOf(e: HowellkiEntry): BaseTable[] {
  return Array.from({ length: e.tables }, (_, t): BaseTable => {
    const slot = e.sets.indexOf(t + 1);
    return [e.positions[2 * t]!, e.positions[2 * t + 1]!, slot + 1];
  });
}

/**
 * Plays a published howellki movement round by round, as its format says: each round the pair in
 * cycle seat i moves to seat i + 1 and every set moves to the slot before it. `absent` is a pair
 * that is not there (a phantom: its opponents sit out).
 */
export function developHowellki(
  e: HowellkiEntry,
  b: number,
  absent: number | null = null,
  section = 'A',
): MovementRow[] {
  const seats = [...e.positions];
  const cycle = e.movement.map(seatIndex);
  const rows: MovementRow[] = [];
  for (let r = 1; r <= e.rounds; r++) {
    if (r > 1) {
      const before = cycle.map((i) => seats[i]!);
      cycle.forEach((i, k) => {
        seats[i] = before[(k - 1 + cycle.length) % cycle.length]!;
      });
    }
    for (let t = 1; t <= e.tables; t++) {
      const slot = e.sets.indexOf(t);
      const seat = (p: number): number | null => (p === absent ? null : p);
      rows.push({
        section,
        table: t,
        round: r,
        ns: seat(seats[2 * (t - 1)]!),
        ew: seat(seats[2 * (t - 1) + 1]!),
        boards: setBoards(((slot + r - 1) % e.rounds) + 1, b),
      });
    }
  }
  return rows;
}

/** The published howellki movement of T tables and R rounds, if the file has one. */
export const publishedHowell = (T: number, rounds: number): HowellkiEntry | undefined => HOWELLKI[`${T}-${rounds}`];

/** The round counts howellki publishes for T tables, fewest first (the full Howell last). */
export const publishedHowellRounds = (T: number): number[] =>
  Object.values(HOWELLKI)
    .filter((e) => e.tables === T)
    .map((e) => e.rounds)
    .sort((a, b) => a - b);

/** Rounds of a ¾ Howell of T tables: three quarters of 2T − 1, rounded. */
export const threeQuarterRounds = (T: number): number => Math.round((3 * (2 * T - 1)) / 4);

/**
 * The 3-table Howell as published by `thebridsk/bridgescorer` (`Movement.Howell06T3B20.yaml`,
 * scoring reference §3.2): no cyclic base round exists for 3 tables (the search proves it), so
 * the published rows are the movement: pair 6 stays at table 1, each table plays two 2-board
 * groups a round, 5 rounds, 20 boards.
 */
export const HOWELL_3_PUBLISHED: readonly (readonly [
  round: number,
  table: number,
  ns: number,
  ew: number,
  boards: readonly number[],
])[] = [
  [1, 1, 6, 1, [1, 2, 3, 4]],
  [1, 2, 4, 3, [5, 6, 17, 18]],
  [1, 3, 2, 5, [11, 12, 15, 16]],
  [2, 1, 6, 2, [5, 6, 7, 8]],
  [2, 2, 5, 4, [1, 2, 9, 10]],
  [2, 3, 3, 1, [15, 16, 19, 20]],
  [3, 1, 6, 3, [9, 10, 11, 12]],
  [3, 2, 1, 5, [5, 6, 13, 14]],
  [3, 3, 4, 2, [3, 4, 19, 20]],
  [4, 1, 6, 4, [13, 14, 15, 16]],
  [4, 2, 2, 1, [9, 10, 17, 18]],
  [4, 3, 5, 3, [3, 4, 7, 8]],
  [5, 1, 6, 5, [17, 18, 19, 20]],
  [5, 2, 3, 2, [1, 2, 13, 14]],
  [5, 3, 1, 4, [7, 8, 11, 12]],
];

function howell3(pairs: number, section: string): Movement {
  const phantom = pairs === 5;
  return {
    name: phantom ? 'howell-2.5' : 'howell-3',
    kind: 'pairs',
    winners: 1,
    tables: 3,
    rounds: 5,
    participants: 6,
    boards: 20,
    boardsPerRound: 4,
    rows: HOWELL_3_PUBLISHED.map(([round, table, ns, ew, boards]) => ({
      section,
      table,
      round,
      ns: phantom && ns === 6 ? null : ns,
      ew,
      boards: [...boards],
    })),
    description:
      `Pair 6 stays at table 1${phantom ? ' and is a phantom: its opponents sit out' : ''}; ` +
      'each table plays two 2-board groups a round. ' +
      'Rows as published by thebridsk/bridgescorer Movement.Howell06T3B20.yaml.',
  };
}

/** Makes a full or ¾ Howell; refuses sizes it cannot make. */
export function makeHowell(o: HowellOptions): Result<Movement> {
  const T = o.tables;
  if (!Number.isInteger(T) || T < 2 || T > 17)
    return err('movement/bad-size', `a Howell here has 2 to 17 tables, not ${T}`);
  const full = 2 * T - 1;
  const rounds = o.rounds ?? full;
  if (!Number.isInteger(rounds) || rounds < 2 || rounds > full)
    return err('movement/bad-size', `a ${T}-table Howell plays 2 to ${full} rounds, not ${rounds}`);
  const pairs = o.pairs ?? 2 * T;
  if (pairs !== 2 * T && (pairs !== 2 * T - 1 || T < 3))
    return err('movement/bad-size', `a ${T}-table Howell seats ${2 * T - 1} or ${2 * T} pairs, not ${pairs}`);
  if (T === 3 && (o.rounds ?? 5) === 5 && (o.boardsPerRound ?? 4) === 4)
    return ok(howell3(o.pairs ?? 6, o.section ?? 'A'));
  const b = o.boardsPerRound ?? defaultBoardsPerRound(rounds);
  if (!Number.isInteger(b) || b < 1 || b > 9)
    return err('movement/bad-size', `boards a round must be 1 to 9, not ${b}`);
  const phantom = pairs < 2 * T;
  const size = phantom ? `${T - 0.5}` : `${T}`;
  const published = publishedHowell(T, rounds);
  let rows: MovementRow[];
  let notes: string[];
  let shares: readonly (readonly number[])[] = [];
  if (published) {
    rows = developHowellki(published, b, phantom ? 2 * T : null, o.section ?? 'A');
    const still = published.positions.filter((p) => p > rounds).sort((x, y) => x - y);
    const where = still.map((p) => {
      const i = published.positions.indexOf(p);
      return `${p} at table ${Math.floor(i / 2) + 1} ${i % 2 === 0 ? 'NS' : 'EW'}`;
    });
    notes = [
      `Stationary: pair${still.length > 1 ? 's' : ''} ${where.join(', ')}` +
        `${phantom ? ` (pair ${2 * T} is a phantom: its opponents sit out)` : ''}; ` +
        'the others follow the guide cards.',
      rounds < full
        ? `A ${rounds}-round Howell designed as such (${full} rounds would be the full one): ` +
          'each pair meets all but a few of the others.'
        : '',
      `Rows as published: emkael/howellki movements.json key ${T}-${rounds}.`,
    ];
  } else {
    if (T > 12) return err('movement/bad-size', `no published ${T}-table Howell has ${rounds} rounds`);
    const h = howellBase(T);
    if (!h) return err('movement/bad-size', `no cyclic Howell found for ${T} tables`);
    const base = rounds === full ? h.base : bestSeating(h, rounds);
    rows = developHowell(base, rounds, b, phantom, o.section ?? 'A');
    shares = h.shares;
    notes = [
      `Pair ${2 * T} stays at table 1${phantom ? ' and is a phantom: its opponents sit out' : ''}; ` +
        'the others follow the guide cards.',
      rounds < full
        ? `The first ${rounds} of the ${full} rounds of the full Howell (no published table has ` +
          `${rounds} rounds); boards are played unequal numbers of times (Neuberg).`
        : '',
      shares.length ? `Tables ${shares.map((g) => g.join(' and ')).join('; ')} share a set each round.` : '',
      `Base round: ${h.provenance}.`,
    ];
  }
  const name =
    rounds === full
      ? `howell-${size}`
      : published && rounds === threeQuarterRounds(T)
        ? `howell-3/4-${size}`
        : `howell-${size}-${rounds}r`;
  const used = new Set(rows.flatMap((r) => r.boards)).size;
  return ok({
    name,
    kind: 'pairs',
    winners: 1,
    tables: T,
    rounds,
    participants: 2 * T,
    boards: used,
    boardsPerRound: b,
    rows,
    description: notes.filter(Boolean).join(' '),
    ...(shares.length ? { shares } : {}),
  });
}
