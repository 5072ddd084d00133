/**
 * Mitchell movements (research note §3.2; scoring reference §3.1): North–South pairs stay, East–West
 * pairs move up one table, boards move down one table.
 *
 * ```ts
 * const m = makeMitchell({ tables: 7, boardsPerRound: 4 }); // 7 rounds, 28 boards, two winners
 * const s = makeMitchell({ tables: 8, variant: 'relay' });  // tables 1 and 8 share, relay at 4½
 * const h = makeMitchell({ tables: 7, pairs: 13 });         // half table: NS 7 absent, EW sit out
 * const a = makeMitchell({ tables: 7, arrowSwitch: true }); // one winner: last round switched
 * const v = makeMitchell({ tables: 5, pairs: 11, rover: true }); // 5½ tables: NS rover pair 11
 * ```
 * Pair numbers are global: NS pairs 1..T, EW pairs T+1..2T (EW pair T+k is "EW k" on the
 * guide card). With T tables and sets 1..T, at round r table t holds EW pair ((t − r) mod T) + 1
 * and set ((t + r − 2) mod T) + 1; EW pair e meets set e + 2r − 2, every set once iff T is odd
 * (§3.2, [derived]) — hence the skip or the share-and-relay for an even T.
 */
import { err, ok, type Result } from '@biritch/core';
import type { Movement, MovementRow } from './types.js';

/** How an even number of tables is handled. */
export type MitchellVariant = 'skip' | 'relay';

/** What a Mitchell is made from. */
export interface MitchellOptions {
  /** Tables (3 to 30). */
  readonly tables: number;
  /** Boards in a set (one round's boards); by default about 26 boards in all. */
  readonly boardsPerRound?: number | undefined;
  /** Even tables: EW skip a table after round T/2 ('skip', the default) or share-and-relay. */
  readonly variant?: MitchellVariant | undefined;
  /**
   * 2T − 1 for a half table: NS pair T is absent and its EW opponents sit out; 2T + 1 with `rover`
   * for an NS rover.
   */
  readonly pairs?: number | undefined;
  /**
   * An NS rover (pair 2T + 1, odd T not a multiple of 3): it sits out round 1, then plays NS at
   * tables 2, 4, … skipping a table each round (scoring reference §3.1: 5½ tables out → T2 → T4 →
   * T1 → T3), and the table's own NS pair sits out. With 9 or 15 tables a repeat is forced
   * (research note §3.2), so those are refused.
   */
  readonly rover?: boolean | undefined;
  /** One winner by switching the last round (two last rounds from 12 rounds), as Manning advises. */
  readonly arrowSwitch?: boolean | undefined;
  readonly section?: string | undefined;
}

/** The boards of set `s` (1-based) with `b` boards a set. */
export const setBoards = (s: number, b: number): number[] => Array.from({ length: b }, (_, i) => (s - 1) * b + i + 1);

/** Boards a round so that a session has about 26 boards (a club evening, research note §1.3). */
export const defaultBoardsPerRound = (rounds: number): number => Math.max(1, Math.round(26 / rounds));

const mod = (a: number, n: number): number => ((a % n) + n) % n;

/** Makes a Mitchell movement; refuses sizes and options it cannot make. */
export function makeMitchell(o: MitchellOptions): Result<Movement> {
  const T = o.tables;
  if (!Number.isInteger(T) || T < 3 || T > 30)
    return err('movement/bad-size', `a Mitchell needs 3 to 30 tables, not ${T}`);
  const even = T % 2 === 0;
  const variant = even ? (o.variant ?? 'skip') : undefined;
  if (!even && o.variant) return err('movement/bad-option', `an odd Mitchell (${T} tables) needs no ${o.variant}`);
  const pairs = o.pairs ?? (o.rover ? 2 * T + 1 : 2 * T);
  if (o.rover) {
    if (even || T % 3 === 0 || pairs !== 2 * T + 1 || o.arrowSwitch) {
      return err('movement/bad-option', `an NS rover is offered with 2T + 1 pairs on 5, 7, 11, 13… tables, not ${T}`);
    }
  } else if (pairs !== 2 * T && pairs !== 2 * T - 1)
    return err('movement/bad-size', `a ${T}-table Mitchell seats ${2 * T - 1} or ${2 * T} pairs, not ${pairs}`);
  const rover = o.rover ? 2 * T + 1 : null;
  // The rover's table in round r ≥ 2: it skips a table each round, starting at table 2.
  const roverTable = (r: number): number => (r < 2 ? 0 : mod(2 * (r - 2) + 1, T) + 1);
  if (o.arrowSwitch && variant === 'skip')
    return err('movement/bad-option', 'arrow switches are offered on odd and relay Mitchells only');
  const rounds = T;
  const b = o.boardsPerRound ?? defaultBoardsPerRound(rounds);
  if (!Number.isInteger(b) || b < 1 || b > 10)
    return err('movement/bad-size', `boards a round must be 1 to 10, not ${b}`);
  const section = o.section ?? 'A';
  const half = T / 2;
  // Position of a table on the boards' path; the relay stand is position T/2 + 1 (relay variant).
  const position = (t: number): number => (variant !== 'relay' ? t : t === T ? 1 : t <= half ? t : t + 1);
  const switched = new Set<number>(o.arrowSwitch ? (rounds >= 12 ? [rounds - 1, rounds] : [rounds]) : []);
  const rows: MovementRow[] = [];
  for (let r = 1; r <= rounds; r++) {
    for (let t = 1; t <= T; t++) {
      const step = variant === 'skip' && r > half ? r : r - 1;
      const ewIndex = mod(t - 1 - step, T) + 1;
      const set = mod(position(t) + r - 2, T) + 1;
      let boards = setBoards(set, b);
      // The second table of a share starts the set in the middle, so both can play at once.
      if (variant === 'relay' && t === T)
        boards = [...boards.slice(Math.floor(b / 2)), ...boards.slice(0, Math.floor(b / 2))];
      let ns: number | null = pairs === 2 * T - 1 && t === T ? null : rover !== null && roverTable(r) === t ? rover : t;
      let ew: number | null = T + ewIndex;
      const sw = switched.has(r);
      if (sw) [ns, ew] = [ew, ns];
      rows.push(
        sw
          ? { section, table: t, round: r, ns, ew, boards, switched: true }
          : { section, table: t, round: r, ns, ew, boards },
      );
    }
  }
  const size = rover !== null ? `${T}.5` : pairs === 2 * T ? `${T}` : `${T - 0.5}`;
  const suffix = `${variant ? `-${variant}` : ''}${o.arrowSwitch ? '-arrow' : ''}${rover ? '-rover' : ''}`;
  const name = `mitchell-${size}${suffix}`;
  const notes = [
    `NS pairs 1-${T} stay; EW pairs ${T + 1}-${2 * T} move up one table, boards down one.`,
    variant === 'skip'
      ? `EW skip one table before round ${half + 1}; round ${T} is a revenge round against the round-1 opponents.`
      : '',
    variant === 'relay'
      ? `Tables 1 and ${T} share a set; a relay stand between tables ${half} and ${half + 1} holds the idle set.`
      : '',
    pairs < 2 * T ? `Half table: NS pair ${T} is absent, so its EW opponents sit out.` : '',
    rover !== null
      ? `NS rover ${rover} sits out round 1, then plays NS at tables ` +
        `${Array.from({ length: T - 1 }, (_, i) => roverTable(i + 2)).join(', ')} in rounds 2-${T}; ` +
        "that table's own NS pair sits out."
      : '',
    o.arrowSwitch
      ? `Arrow switch in round${switched.size > 1 ? 's' : ''} ${[...switched].join(' and ')}: one winner.`
      : '',
  ].filter(Boolean);
  return ok({
    name,
    kind: 'pairs',
    winners: o.arrowSwitch ? 1 : 2,
    tables: T,
    rounds,
    participants: rover ?? 2 * T,
    boards: T * b,
    boardsPerRound: b,
    rows,
    description: notes.join(' '),
    ...(variant === 'relay' ? { shares: [[1, T]] } : {}),
    ...(variant === 'skip' ? { revengeRounds: [T] } : {}),
  });
}
