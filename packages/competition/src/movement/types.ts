/**
 * Movements as data: who sits where and plays which boards, round by round. Every movement the
 * library generates, and every movement read from a file, is this shape, so one validator and
 * one renderer serve them all.
 *
 * ```ts
 * const m: Movement = { name: 'howell-2', kind: 'pairs', winners: 1, tables: 2, rounds: 3,
 *   participants: 4, boards: 6, boardsPerRound: 2, rows: [ { section: 'A', table: 1, round: 1,
 *   ns: 4, ew: 1, boards: [1, 2] }, … ] };
 * ```
 */

/** Pairs (two winners or one), individuals (four players a table) or teams (two rooms a match). */
export type MovementKind = 'pairs' | 'individual' | 'teams';

/**
 * One table in one round. `ns`/`ew` are pair numbers for pairs movements and team numbers for
 * teams movements (each match's two tables share the same two teams, seated the other way
 * round); `null` is an empty seat (the sit-out of a phantom pair). Individual movements give
 * `players` (N, E, S, W) and leave `ns`/`ew` null.
 */
export interface MovementRow {
  readonly section: string;
  readonly table: number;
  readonly round: number;
  readonly ns: number | null;
  readonly ew: number | null;
  readonly players?: readonly [number | null, number | null, number | null, number | null];
  /** Board numbers played at this table in this round, in playing order. */
  readonly boards: readonly number[];
  /**
   * An arrow-switched round (one-winner Mitchell): the pair that is usually North–South sits
   * East–West. `ns`/`ew` already name who sits where; the flag is for guide cards.
   */
  readonly switched?: boolean | undefined;
}

/** A whole movement: its shape and every row. */
export interface Movement {
  /** A stable name, e.g. `mitchell-7`, `howell-4`, `howell-3/4-8`, `rainbow-12`. */
  readonly name: string;
  readonly kind: MovementKind;
  /** Two winners (a North–South and an East–West ranking) or one. */
  readonly winners: 1 | 2;
  readonly tables: number;
  readonly rounds: number;
  /** Pairs, players or teams the movement seats (a phantom counts). */
  readonly participants: number;
  /** Distinct boards in play. */
  readonly boards: number;
  readonly boardsPerRound: number;
  readonly rows: readonly MovementRow[];
  /** A plain-English note for the director (relay stands, skips, arrow switches). */
  readonly description?: string;
  /**
   * Groups of tables that share one set of boards in the same round (share-and-relay Mitchell):
   * a board may be at every table of one group in a round.
   */
  readonly shares?: readonly (readonly number[])[] | undefined;
  /**
   * Every table that plays a board in a round has its own copy (teams, barometers, parallel
   * Rainbow): the one-place-per-round rule does not apply.
   */
  readonly duplicated?: boolean | undefined;
  /**
   * Rounds in which a pair may meet an opponent again (the "revenge" round of a skip Mitchell
   * played for all T rounds, research note §3.2 and §3.7.3).
   */
  readonly revengeRounds?: readonly number[] | undefined;
  /** Teams: how many rounds make one match (2 when the boards are exchanged at half-time). */
  readonly roundsPerMatch?: number | undefined;
  /** Teams: the three-ways of the movement (each team plays half a match against each of the other two). */
  readonly threeWays?: readonly ThreeWay[] | undefined;
}

/** A three-way match: three teams at three tables over the match starting at `round`. */
export interface ThreeWay {
  readonly round: number;
  readonly teams: readonly [number, number, number];
  readonly tables: readonly [number, number, number];
}
