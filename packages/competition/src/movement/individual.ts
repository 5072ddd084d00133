/**
 * Individual movements (research note §3.4; scoring reference §3.3): four players a table, each
 * partnering each other player at most once.
 *
 * ```ts
 * const eight = individual8();           // 8 players, 2 tables, 7 rounds × 2 boards (published)
 * const twelve = individual12();         // 12 players, 3 tables, 11 rounds × 2 boards (published)
 * const rainbow = makeRainbow({ tables: 7 }); // 28 players, 21 boards, parallel Rainbow
 * ```
 */
import { err, ok, type Result } from '@biritch/core';
import type { Movement, MovementRow } from './types.js';

type Seat4 = readonly [number, number, number, number];
/** A published row: round, table, N, S, E, W and the boards (as the tables print them: N-S v E-W). */
type PublishedRow = readonly [
  round: number,
  table: number,
  n: number,
  s: number,
  e: number,
  w: number,
  boards: readonly number[],
];

/**
 * `thebridsk/bridgescorer` `IndividualMovement.Individual2Tables14Boards.yaml` (scoring
 * reference §3.3): player 8 stays at table 1 North; both tables play the same two boards.
 */
export const INDIVIDUAL_8_PUBLISHED: readonly PublishedRow[] = [
  [1, 1, 8, 1, 5, 7, [1, 2]],
  [1, 2, 2, 6, 4, 3, [1, 2]],
  [2, 1, 8, 2, 6, 1, [3, 4]],
  [2, 2, 3, 7, 5, 4, [3, 4]],
  [3, 1, 8, 3, 7, 2, [5, 6]],
  [3, 2, 4, 1, 6, 5, [5, 6]],
  [4, 1, 8, 4, 1, 3, [7, 8]],
  [4, 2, 5, 2, 7, 6, [7, 8]],
  [5, 1, 8, 5, 2, 4, [9, 10]],
  [5, 2, 6, 3, 1, 7, [9, 10]],
  [6, 1, 8, 6, 3, 5, [11, 12]],
  [6, 2, 7, 4, 2, 1, [11, 12]],
  [7, 1, 8, 7, 4, 6, [13, 14]],
  [7, 2, 1, 5, 3, 2, [13, 14]],
];

/**
 * `thebridsk/bridgescorer` `IndividualMovement.Individual3Tables.yaml` (citing admatis.com
 * "12players-11rounds-22boards.pdf"; scoring reference §3.3): player 12 stays at table 1 North.
 */
export const INDIVIDUAL_12_PUBLISHED: readonly PublishedRow[] = [
  [1, 1, 12, 1, 5, 10, [1, 2]],
  [1, 2, 7, 11, 8, 9, [11, 12]],
  [1, 3, 2, 4, 3, 6, [13, 14]],
  [2, 1, 12, 2, 6, 11, [3, 4]],
  [2, 2, 8, 1, 9, 10, [13, 14]],
  [2, 3, 3, 5, 4, 7, [15, 16]],
  [3, 1, 12, 3, 7, 1, [5, 6]],
  [3, 2, 9, 2, 10, 11, [15, 16]],
  [3, 3, 4, 6, 5, 8, [17, 18]],
  [4, 1, 12, 4, 8, 2, [7, 8]],
  [4, 2, 10, 3, 11, 1, [17, 18]],
  [4, 3, 5, 7, 6, 9, [19, 20]],
  [5, 1, 12, 5, 9, 3, [9, 10]],
  [5, 2, 11, 4, 1, 2, [19, 20]],
  [5, 3, 6, 8, 7, 10, [21, 22]],
  [6, 1, 12, 6, 10, 4, [11, 12]],
  [6, 2, 1, 5, 2, 3, [21, 22]],
  [6, 3, 7, 9, 8, 11, [1, 2]],
  [7, 1, 12, 7, 11, 5, [13, 14]],
  [7, 2, 2, 6, 3, 4, [1, 2]],
  [7, 3, 8, 10, 9, 1, [3, 4]],
  [8, 1, 12, 8, 1, 6, [15, 16]],
  [8, 2, 3, 7, 4, 5, [3, 4]],
  [8, 3, 9, 11, 10, 2, [5, 6]],
  [9, 1, 12, 9, 2, 7, [17, 18]],
  [9, 2, 4, 8, 5, 6, [5, 6]],
  [9, 3, 10, 1, 11, 3, [7, 8]],
  [10, 1, 12, 10, 3, 8, [19, 20]],
  [10, 2, 5, 9, 6, 7, [7, 8]],
  [10, 3, 11, 2, 1, 4, [9, 10]],
  [11, 1, 12, 11, 4, 9, [21, 22]],
  [11, 2, 6, 10, 7, 8, [9, 10]],
  [11, 3, 1, 3, 2, 5, [11, 12]],
];

function fromPublished(rows: readonly PublishedRow[], section: string): MovementRow[] {
  return rows.map(([round, table, n, s, e, w, boards]) => ({
    section,
    table,
    round,
    ns: null,
    ew: null,
    players: [n, e, s, w] as Seat4,
    boards: [...boards],
  }));
}

/** The 8-player individual (2 tables, 7 rounds, 14 boards), as published. */
export function individual8(section = 'A'): Movement {
  return {
    name: 'individual-8',
    kind: 'individual',
    winners: 1,
    tables: 2,
    rounds: 7,
    participants: 8,
    boards: 14,
    boardsPerRound: 2,
    rows: fromPublished(INDIVIDUAL_8_PUBLISHED, section),
    shares: [[1, 2]],
    description:
      "Player 8 stays at table 1 North; both tables play the round's two boards (exchange them). " +
      'Each player partners every other once. Published by thebridsk/bridgescorer.',
  };
}

/** The 12-player individual (3 tables, 11 rounds, 22 boards), as published. */
export function individual12(section = 'A'): Movement {
  return {
    name: 'individual-12',
    kind: 'individual',
    winners: 1,
    tables: 3,
    rounds: 11,
    participants: 12,
    boards: 22,
    boardsPerRound: 2,
    rows: fromPublished(INDIVIDUAL_12_PUBLISHED, section),
    description:
      'Player 12 stays at table 1 North. Each player partners every other once. ' +
      'Published by thebridsk/bridgescorer (admatis.com 12 players, 11 rounds, 22 boards).',
  };
}

/**
 * The parallel Rainbow individual (research note §3.4; `zdenecek/bridgemovements` `rainbow.py`):
 * the four players of a table stay for a 3-board round and change partners after each board
 * (South↔East, then South↔West), so each round is three one-board mini-rounds here; then every
 * player moves on. All tables play the same board at once (duplicated boards). Player numbers:
 * the k-th North of round 1 is k, South T + k, East 2T + k, West 3T + k; at table t (from 0) in
 * round r (from 0) the player of seat group g is ((1 + t(g + 1) + r) mod T), 0 read as T.
 * Partners never repeat when T shares no factor with 2 or 3 (5, 7, 11, 13 tables).
 */
export function makeRainbow(o: { readonly tables: number; readonly section?: string | undefined }): Result<Movement> {
  const T = o.tables;
  if (!Number.isInteger(T) || T < 5 || T > 13 || T % 2 === 0 || T % 3 === 0) {
    return err('movement/bad-size', `a Rainbow individual here has 5, 7, 11 or 13 tables, not ${T}`);
  }
  const section = o.section ?? 'A';
  const unit = (x: number): number => (x % T === 0 ? T : x % T);
  const rows: MovementRow[] = [];
  for (let r = 0; r < T; r++) {
    for (let t = 0; t < T; t++) {
      const [n, s, e, w] = [0, 1, 2, 3].map((g) => g * T + unit(1 + t * (g + 1) + r)) as [
        number,
        number,
        number,
        number,
      ];
      // Mini-rounds: N–S v E–W, then South↔East, then South↔West (rainbow.py's three lines).
      const seatings: Seat4[] = [
        [n, e, s, w],
        [n, s, e, w],
        [n, s, w, e],
      ];
      seatings.forEach((players, j) => {
        rows.push({
          section,
          table: t + 1,
          round: 3 * r + j + 1,
          ns: null,
          ew: null,
          players,
          boards: [3 * r + j + 1],
        });
      });
    }
  }
  return ok({
    name: `rainbow-${4 * T}`,
    kind: 'individual',
    winners: 1,
    tables: T,
    rounds: 3 * T,
    participants: 4 * T,
    boards: 3 * T,
    boardsPerRound: 1,
    rows,
    duplicated: true,
    description:
      `Rainbow: ${T} tables, ${4 * T} players, ${3 * T} boards in ${T} rounds of three; ` +
      'rounds here are single boards. ' +
      'The four players of a table stay for three boards, South changing places with East after the first and ' +
      'with West after the second; all tables play the same board at once.',
  });
}
