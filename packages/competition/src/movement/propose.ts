/**
 * `propose`: the movements a director would consider for a field, best first.
 *
 * ```ts
 * const r = propose({ pairs: 14, boards: 26 });
 * r.value[0]; // { name: 'howell-7', rounds: 13, boardsPerRound: 2, boardsPlayed: 26, balance: 91.3, … }
 * ```
 * Candidates: for pairs, the Mitchells and Howells of ⌈N/2⌉ tables (a half table when N is odd);
 * for players, the published individuals and the Rainbows; for teams, a head-to-head, the
 * three-way, a round robin and a knockout. Boards a round are chosen to play `boards` (26 when not
 * given), within `maxBoards` and `rounds` when given. Order: boards played nearest the target (in
 * steps of 4), then anything but a knockout, then complete movements before curtailed ones (¾
 * and other published curtailed Howells), then sessions of at most 13 rounds, then one-winner
 * movements with a balance of at least 90 before two-winner Mitchells, then balance (higher
 * first), then name.
 */
import { err, ok, type Result } from '@biritch/core';
import { makeHowell, publishedHowellRounds, threeQuarterRounds } from './howell.js';
import { individual12, individual8, makeRainbow } from './individual.js';
import { makeMitchell } from './mitchell.js';
import { makeKnockout, makeMatches, makeRoundRobin, makeThreeWay } from './teams.js';
import type { Movement } from './types.js';
import { checkMovement } from './validate.js';

/** What the director has: a field and the boards or time. */
export interface ProposeRequest {
  readonly pairs?: number | undefined;
  readonly players?: number | undefined;
  readonly teams?: number | undefined;
  /** Boards each participant should play (the target). */
  readonly boards?: number | undefined;
  /** Rounds the time allows (at most). */
  readonly rounds?: number | undefined;
  /** Boards each participant may play at most. */
  readonly maxBoards?: number | undefined;
}

/** One proposed movement and its figures. */
export interface Proposal {
  readonly name: string;
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  /** Boards the busiest participant plays. */
  readonly boardsPlayed: number;
  /** Distinct boards to prepare. */
  readonly boards: number;
  readonly winners: 1 | 2;
  /** Balance figure (one-winner pairs movements), else null. */
  readonly balance: number | null;
  readonly note: string;
  readonly movement: Movement;
}

/** Proposes movements for a field; refuses a request without exactly one field size. */
export function propose(q: ProposeRequest): Result<Proposal[]> {
  const given = [q.pairs, q.players, q.teams].filter((x) => x !== undefined);
  if (given.length !== 1) return err('propose/bad-request', 'give exactly one of pairs, players or teams');
  for (const [k, v] of Object.entries({ boards: q.boards, rounds: q.rounds, maxBoards: q.maxBoards, n: given[0] })) {
    if (v !== undefined && (!Number.isInteger(v) || v < 1))
      return err('propose/bad-request', `${k} must be a whole number of at least 1, not ${v}`);
  }
  const target = q.boards ?? (q.maxBoards !== undefined ? Math.min(q.maxBoards, 26) : 26);
  const candidates: Movement[] = [];
  const perRound = (rounds: number): number | null => {
    let b = Math.max(1, Math.round(target / rounds));
    if (q.maxBoards !== undefined) b = Math.min(b, Math.floor(q.maxBoards / rounds));
    return b >= 1 ? b : null;
  };
  const tryAdd = (r: Result<Movement>): void => {
    if (r.ok) candidates.push(r.value);
  };
  if (q.pairs !== undefined) {
    const N = q.pairs;
    const T = Math.ceil(N / 2);
    const pairs = N;
    if (N < 4) return err('propose/bad-request', `a pairs movement needs at least 4 pairs, not ${N}`);
    if (T >= 3) {
      const variants: { variant?: 'skip' | 'relay'; arrowSwitch?: boolean }[] =
        T % 2 === 1
          ? [{}, { arrowSwitch: true }]
          : [{ variant: 'skip' }, { variant: 'relay' }, { variant: 'relay', arrowSwitch: true }];
      for (const v of variants) {
        const b = perRound(T);
        if (b !== null) tryAdd(makeMitchell({ tables: T, pairs, boardsPerRound: b, ...v }));
      }
    }
    if (T <= 17) {
      const fullRounds = 2 * T - 1;
      // The full Howell, the ¾ (published, or the first rounds of the full one) and every other
      // published curtailed Howell of T tables.
      const options = T >= 4 ? [fullRounds, threeQuarterRounds(T), ...publishedHowellRounds(T)] : [fullRounds];
      for (const rounds of [...new Set(options)]) {
        const b = perRound(rounds);
        if (T === 3) tryAdd(makeHowell({ tables: 3, pairs }));
        else if (b !== null) tryAdd(makeHowell({ tables: T, pairs, rounds, boardsPerRound: b }));
      }
    }
  } else if (q.players !== undefined) {
    const N = q.players;
    if (N === 8) candidates.push(individual8());
    if (N === 12) candidates.push(individual12());
    if (N % 4 === 0) tryAdd(makeRainbow({ tables: N / 4 }));
  } else if (q.teams !== undefined) {
    const N = q.teams;
    const even = (x: number): number => Math.max(2, 2 * Math.floor(x / 2));
    if (N === 2) tryAdd(makeMatches({ matches: [[1, 2]], boards: even(target) }));
    if (N === 3) tryAdd(makeThreeWay({ boards: even(target) }));
    if (N >= 4) {
      // Odd counts play a three-way each match round: N − 1 match rounds either way.
      const matches = N - 1;
      tryAdd(makeRoundRobin({ teams: N, boards: even(target / matches) }));
      tryAdd(makeKnockout({ teams: N, boards: even(target) }));
    }
  }
  const out: Proposal[] = [];
  for (const m of candidates) {
    if (q.rounds !== undefined && m.rounds > q.rounds) continue;
    const c = checkMovement(m);
    if (c.problems.length > 0) continue;
    if (q.maxBoards !== undefined && c.boardsPlayed > q.maxBoards) continue;
    out.push({
      name: m.name,
      tables: m.tables,
      rounds: m.rounds,
      boardsPerRound: m.boardsPerRound,
      boardsPlayed: c.boardsPlayed,
      boards: m.boards,
      winners: m.winners,
      balance: c.balance,
      note: m.description ?? '',
      movement: m,
    });
  }
  const curtailed = (p: Proposal): number => (p.name.includes('3/4') || /-\d+r$/.test(p.name) ? 1 : 0);
  const long = (p: Proposal): number => (p.rounds > 13 ? 1 : 0);
  // A knockout sends half the field home after one match: offered after the all-play-all ones.
  const knockout = (p: Proposal): number => (p.name.startsWith('knockout') ? 1 : 0);
  const winnerRank = (p: Proposal): number => (p.balance !== null && p.balance >= 90 ? 0 : p.winners === 2 ? 1 : 2);
  out.sort(
    (a, b) =>
      Math.floor(Math.abs(a.boardsPlayed - target) / 4) - Math.floor(Math.abs(b.boardsPlayed - target) / 4) ||
      knockout(a) - knockout(b) ||
      curtailed(a) - curtailed(b) ||
      long(a) - long(b) ||
      winnerRank(a) - winnerRank(b) ||
      (b.balance ?? 0) - (a.balance ?? 0) ||
      a.name.localeCompare(b.name),
  );
  return ok(out);
}
