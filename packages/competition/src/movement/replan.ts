/**
 * Re-planning a movement in play (research note §8.2, "movements that adapt"): a pair arrives
 * late, a pair leaves, or a table must sit out. Rounds already played are never touched; the
 * remaining rounds are rewritten and validated.
 *
 * ```ts
 * const r = replanMovement(mitchell, 3, { kind: 'pair-left', pair: 9, afterRound: 3 });
 * r.value.movement;   // the whole movement, rounds 1–3 unchanged
 * r.value.rows;       // the rows of rounds 4…, as a session log's "movement re-planned" event stores them
 * r.value.moves;      // plain-English notes for the director ("round 5: pair 4 plays pair 12 at table 3")
 * ```
 * After the change, each remaining round's lonely pairs (whose opponent left, whose table is
 * out, or who face a phantom) are seated against each other where the movement allows it: the
 * two have not met and will not meet, neither has played or will play the boards of the table
 * they use, and in a two-winner movement they sit in their own directions. Tables are tried in
 * order and pairs by number, so the same change always gives the same plan.
 *
 * Individual and teams movements take the same changes (`late` / `left` name any participant):
 * an individual's empty seat sits its table out, a late player takes an empty seat; a team that
 * leaves (between matches) gives its opponents a bye, a late team plays a team without opponents
 * (at two new tables when that team has a bye), a table out cancels its whole match.
 * ```ts
 * replanMovement(individual8(), 2, { kind: 'left', participant: 5, afterRound: 2 });
 * replanMovement(roundRobin6, 4, { kind: 'left', participant: 6, afterRound: 4 });
 * ```
 */
import { err, ok, type Result } from '@biritch/core';
import type { Movement, MovementRow } from './types.js';
import { checkMovement, isPlayed } from './validate.js';

/** What happened. */
export type ReplanChange =
  /** A pair arrives for round `fromRound`: it takes the empty (phantom) seat from then on. */
  | { readonly kind: 'late-pair'; readonly pair: number; readonly fromRound: number }
  /** A pair leaves after round `afterRound`. */
  | { readonly kind: 'pair-left'; readonly pair: number; readonly afterRound: number }
  /** A pair, player or team arrives for round `fromRound` (any movement). */
  | { readonly kind: 'late'; readonly participant: number; readonly fromRound: number }
  /** A pair, player or team leaves after round `afterRound` (any movement). */
  | { readonly kind: 'left'; readonly participant: number; readonly afterRound: number }
  /** Table `table` cannot play rounds `fromRound`…`toRound` (one round when `toRound` is absent). */
  | {
      readonly kind: 'table-out';
      readonly table: number;
      readonly fromRound: number;
      readonly toRound?: number | undefined;
    };

/** The re-planned movement. */
export interface Replan {
  readonly movement: Movement;
  /** Rows of the rounds after `playedRounds`. */
  readonly rows: readonly MovementRow[];
  /** What changed, for the director. */
  readonly moves: readonly string[];
}

/** Error codes of a refused re-plan. */
export type ReplanErrorCode = 'replan/bad-change' | 'replan/played-round' | 'replan/no-seat' | 'replan/invalid';

type Row = { -readonly [K in keyof MovementRow]: MovementRow[K] };

/**
 * Re-plans the rounds after `playedRounds` for a change, in a pairs, individual or teams
 * movement (for pairs `late` and `left` are `late-pair` and `pair-left`).
 */
export function replanMovement(m: Movement, playedRounds: number, change: ReplanChange): Result<Replan> {
  if (!Number.isInteger(playedRounds) || playedRounds < 0 || playedRounds >= m.rounds) {
    return err('replan/bad-change', `played rounds must be 0 to ${m.rounds - 1}, not ${playedRounds}`);
  }
  const first = change.kind === 'pair-left' || change.kind === 'left' ? change.afterRound + 1 : change.fromRound;
  if (!Number.isInteger(first) || first < 1 || first > m.rounds)
    return err('replan/bad-change', `round ${first} is not in the movement (1 to ${m.rounds})`);
  if (first <= playedRounds)
    return err('replan/played-round', `round ${first} has been played; only rounds after ${playedRounds} can change`);
  if (m.kind === 'individual') return replanIndividual(m, playedRounds, first, change);
  if (m.kind === 'teams') return replanTeams(m, playedRounds, first, change);
  if (change.kind === 'late') change = { kind: 'late-pair', pair: change.participant, fromRound: change.fromRound };
  if (change.kind === 'left') change = { kind: 'pair-left', pair: change.participant, afterRound: change.afterRound };
  const rows: Row[] = m.rows.map((r) => ({ ...r }));
  const moves: string[] = [];
  const later = (r: Row): boolean => r.round >= first;
  const closed = new Set<string>();
  if (change.kind === 'pair-left') {
    if (!rows.some((r) => r.ns === change.pair || r.ew === change.pair))
      return err('replan/bad-change', `pair ${change.pair} is not in the movement`);
    for (const r of rows.filter(later)) {
      if (r.ns === change.pair) r.ns = null;
      if (r.ew === change.pair) r.ew = null;
    }
    moves.push(`pair ${change.pair} leaves after round ${change.afterRound}`);
  } else if (change.kind === 'late-pair') {
    if (rows.some((r) => later(r) && (r.ns === change.pair || r.ew === change.pair)))
      return err('replan/bad-change', `pair ${change.pair} is already seated from round ${first}`);
    for (let round = first; round <= m.rounds; round++) {
      const seat = rows.find((r) => r.round === round && (r.ns === null) !== (r.ew === null));
      if (!seat) return err('replan/no-seat', `round ${round} has no empty seat for pair ${change.pair}`);
      if (seat.ns === null) seat.ns = change.pair;
      else seat.ew = change.pair;
    }
    moves.push(`pair ${change.pair} joins from round ${first}, in the empty seat`);
  } else {
    const last = change.toRound ?? change.fromRound;
    if (!Number.isInteger(change.table) || change.table < 1 || change.table > m.tables)
      return err('replan/bad-change', `table ${change.table} is not 1 to ${m.tables}`);
    if (!Number.isInteger(last) || last < first || last > m.rounds)
      return err('replan/bad-change', `round ${last} is not ${first} to ${m.rounds}`);
    for (const r of rows) {
      if (r.table === change.table && r.round >= first && r.round <= last) {
        closed.add(`${r.section}/${r.table}/${r.round}`);
        r.ns = null;
        r.ew = null;
      }
    }
    moves.push(`table ${change.table} sits out rounds ${first}${last > first ? `-${last}` : ''}`);
  }
  // Who plays in the remaining rounds: a pair that left is gone; everyone else may be seated.
  const active = new Set<number>();
  for (const r of rows) for (const p of [r.ns, r.ew]) if (p !== null) active.add(p);
  if (change.kind === 'pair-left') active.delete(change.pair);
  const originalSeats = new Map<string, number[]>();
  for (const r of m.rows)
    originalSeats.set(`${r.round}`, [
      ...(originalSeats.get(`${r.round}`) ?? []),
      ...[r.ns, r.ew].filter((p): p is number => p !== null),
    ]);
  const direction = new Map<number, 'NS' | 'EW'>();
  for (const r of m.rows) {
    if (r.ns !== null) direction.set(r.ns, 'NS');
    if (r.ew !== null) direction.set(r.ew, 'EW');
  }
  for (let round = first; round <= m.rounds; round++) {
    const inRound = rows.filter((r) => r.round === round);
    const seated = (p: number): Row | undefined => inRound.find((r) => isPlayed(r) && (r.ns === p || r.ew === p));
    const now = inRound.flatMap((r) => [r.ns, r.ew]).filter((p): p is number => p !== null);
    const scheduled = [...(originalSeats.get(`${round}`) ?? []), ...now].filter((p) => active.has(p));
    for (const r of inRound) {
      if (closed.has(`${r.section}/${r.table}/${r.round}`)) continue;
      if ((r.ns === null) === (r.ew === null)) continue;
      const there = (r.ns ?? r.ew)!;
      const emptySeat: 'NS' | 'EW' = r.ns === null ? 'NS' : 'EW';
      const lonely = [...new Set(scheduled)].filter((p) => p !== there && !seated(p)).sort((a, b) => a - b);
      for (const q of lonely) {
        if (m.winners === 2 && direction.get(q) !== emptySeat) continue;
        if (!fits(rows, r, q, there)) continue;
        const old = inRound.find((x) => x !== r && (x.ns === q || x.ew === q));
        if (old) {
          if (old.ns === q) old.ns = null;
          if (old.ew === q) old.ew = null;
        }
        if (emptySeat === 'NS') r.ns = q;
        else r.ew = q;
        moves.push(`round ${round}: pair ${q} plays pair ${there} at table ${r.table}`);
        break;
      }
    }
  }
  const movement: Movement = { ...m, rows };
  const problems = checkMovement(movement).problems;
  if (problems.length > 0) return err('replan/invalid', `the re-planned movement fails: ${problems[0]!.message}`);
  return ok({ movement, rows: rows.filter((r) => r.round > playedRounds), moves });
}

/** The participant a change names, and whether it is a late arrival. */
function whoOf(change: ReplanChange): { id: number; late: boolean } | null {
  switch (change.kind) {
    case 'late':
      return { id: change.participant, late: true };
    case 'late-pair':
      return { id: change.pair, late: true };
    case 'left':
      return { id: change.participant, late: false };
    case 'pair-left':
      return { id: change.pair, late: false };
    case 'table-out':
      return null;
  }
}

/** The re-planned movement if it validates. */
function finish(m: Movement, rows: MovementRow[], playedRounds: number, moves: string[]): Result<Replan> {
  const movement: Movement = { ...m, rows };
  const problems = checkMovement(movement).problems;
  if (problems.length > 0) return err('replan/invalid', `the re-planned movement fails: ${problems[0]!.message}`);
  return ok({ movement, rows: rows.filter((r) => r.round > playedRounds), moves });
}

/**
 * Individual movements: a player who leaves empties their seat (the other three at that table
 * sit out those rounds); a late player takes an empty seat in each round; a table out sits all
 * four out. Partnerships change every round, so nobody is moved to fill a gap.
 */
function replanIndividual(m: Movement, playedRounds: number, first: number, change: ReplanChange): Result<Replan> {
  const moves: string[] = [];
  const seatsOf = (r: MovementRow): (number | null)[] => [...(r.players ?? [null, null, null, null])];
  const rows: MovementRow[] = m.rows.map((r) => ({ ...r }));
  const set = (i: number, players: (number | null)[]): void => {
    const [n, e, s, w] = players;
    rows[i] = { ...rows[i]!, players: [n!, e!, s!, w!] };
  };
  const who = whoOf(change);
  if (change.kind === 'table-out') {
    const last = change.toRound ?? change.fromRound;
    if (!Number.isInteger(change.table) || change.table < 1 || change.table > m.tables)
      return err('replan/bad-change', `table ${change.table} is not 1 to ${m.tables}`);
    if (!Number.isInteger(last) || last < first || last > m.rounds)
      return err('replan/bad-change', `round ${last} is not ${first} to ${m.rounds}`);
    rows.forEach((r, i) => {
      if (r.table === change.table && r.round >= first && r.round <= last) set(i, [null, null, null, null]);
    });
    moves.push(`table ${change.table} sits out rounds ${first}${last > first ? `-${last}` : ''}`);
  } else if (who && !who.late) {
    if (!rows.some((r) => seatsOf(r).includes(who.id)))
      return err('replan/bad-change', `player ${who.id} is not in the movement`);
    rows.forEach((r, i) => {
      if (r.round >= first)
        set(
          i,
          seatsOf(r).map((p) => (p === who.id ? null : p)),
        );
    });
    moves.push(`player ${who.id} leaves after round ${first - 1}; their tables' other players sit out`);
  } else if (who) {
    if (!Number.isInteger(who.id) || who.id < 1 || who.id > m.participants)
      return err('replan/bad-change', `player ${who.id} is not 1 to ${m.participants}`);
    if (rows.some((r) => r.round >= first && seatsOf(r).includes(who.id)))
      return err('replan/bad-change', `player ${who.id} is already seated from round ${first}`);
    for (let round = first; round <= m.rounds; round++) {
      const i = rows.findIndex((r) => r.round === round && seatsOf(r).includes(null));
      if (i < 0) return err('replan/no-seat', `round ${round} has no empty seat for player ${who.id}`);
      const seats = seatsOf(rows[i]!);
      seats[seats.indexOf(null)] = who.id;
      set(i, seats);
    }
    moves.push(`player ${who.id} joins from round ${first}, in the empty seat`);
  }
  return finish(m, rows, playedRounds, moves);
}

/**
 * Teams movements: a team that leaves is taken out of both rooms of its later matches (its
 * opponents have a bye); a late team takes the empty seats of one match in each round; a table
 * out cancels its whole match (both rooms) for those rounds, since a board played in one room
 * only scores nothing.
 */
function replanTeams(m: Movement, playedRounds: number, first: number, change: ReplanChange): Result<Replan> {
  const moves: string[] = [];
  const rows: MovementRow[] = m.rows.map((r) => ({ ...r }));
  const who = whoOf(change);
  if (change.kind === 'table-out') {
    const last = change.toRound ?? change.fromRound;
    if (!Number.isInteger(change.table) || change.table < 1 || change.table > m.tables)
      return err('replan/bad-change', `table ${change.table} is not 1 to ${m.tables}`);
    if (!Number.isInteger(last) || last < first || last > m.rounds)
      return err('replan/bad-change', `round ${last} is not ${first} to ${m.rounds}`);
    const n = per(m);
    if (from(first, n) <= playedRounds)
      return err('replan/played-round', `the match of round ${first} has started; only later matches can change`);
    for (let round = first; round <= last; round++) {
      const at = rows.find((r) => r.table === change.table && r.round === round);
      if (!at || at.ns === null || at.ew === null) continue;
      const teams = [at.ns, at.ew];
      // The whole match: both rooms, every round of it (its boards are exchanged at half-time).
      const start = from(round, n);
      rows.forEach((r, i) => {
        if (r.round >= start && r.round < start + n && teams.includes(r.ns!) && teams.includes(r.ew!))
          rows[i] = { ...r, ns: null, ew: null };
      });
      moves.push(`round ${round}: the match of teams ${teams.join(' and ')} is not played (table ${change.table} out)`);
    }
  } else if (who && !who.late) {
    if (from(first, per(m)) !== first)
      return err('replan/bad-change', `a team leaves between matches, not after round ${first - 1} of a match`);
    if (!rows.some((r) => r.ns === who.id || r.ew === who.id))
      return err('replan/bad-change', `team ${who.id} is not in the movement`);
    const opponents = new Set<number>();
    rows.forEach((r, i) => {
      if (r.round < first || (r.ns !== who.id && r.ew !== who.id)) return;
      const other = r.ns === who.id ? r.ew : r.ns;
      if (other !== null) opponents.add(other);
      rows[i] = { ...r, ns: null, ew: null };
    });
    moves.push(
      `team ${who.id} leaves after round ${first - 1}` +
        (opponents.size ? `; teams ${[...opponents].sort((a, b) => a - b).join(', ')} have a bye instead` : ''),
    );
  } else if (who) {
    if (!Number.isInteger(who.id) || who.id < 1 || who.id > m.participants)
      return err('replan/bad-change', `team ${who.id} is not 1 to ${m.participants}`);
    if (rows.some((r) => r.round >= first && (r.ns === who.id || r.ew === who.id)))
      return err('replan/bad-change', `team ${who.id} is already seated from round ${first}`);
    let tables = m.tables;
    for (let round = first; round <= m.rounds; round++) {
      // The empty seats of one match (a team alone in both rooms), else a team with a bye: the
      // late team plays it at two new tables, on the boards the first match of the round plays.
      const lonely = rows.filter((r) => r.round === round && (r.ns === null) !== (r.ew === null));
      const alone = lonely[0] ? (lonely[0].ns ?? lonely[0].ew) : null;
      if (alone !== null) {
        for (const r of lonely.filter((x) => (x.ns ?? x.ew) === alone)) {
          const i = rows.indexOf(r);
          rows[i] = r.ns === null ? { ...r, ns: who.id } : { ...r, ew: who.id };
        }
        if (from(round, per(m)) === round || round === first)
          moves.push(`round ${round}: team ${who.id} plays team ${alone}`);
        continue;
      }
      const start = from(round, per(m));
      const inMatch = rows.filter((r) => r.round >= start && r.round < start + per(m));
      const seated = new Set(inMatch.flatMap((r) => [r.ns, r.ew]));
      // The second half of a match keeps the opponent of its first.
      const already = inMatch.find((r) => r.ns === who.id || r.ew === who.id);
      const bye = already
        ? (already.ns === who.id ? already.ew : already.ns)!
        : Array.from({ length: m.participants }, (_, k) => k + 1).find((t) => t !== who.id && !seated.has(t));
      const room1 = rows.find((r) => r.round === round && r.table === 1);
      const room2 = rows.find((r) => r.round === round && r.table === 2);
      if (bye === undefined || !room1 || !room2 || !m.duplicated)
        return err('replan/no-seat', `round ${round} has no team without opponents for team ${who.id}`);
      if (round === start) tables = Math.max(tables, m.tables + 2);
      rows.push(
        { section: room1.section, table: m.tables + 1, round, ns: who.id, ew: bye, boards: room1.boards },
        { section: room2.section, table: m.tables + 2, round, ns: bye, ew: who.id, boards: room2.boards },
      );
      if (round === start || round === first)
        moves.push(`round ${round}: team ${who.id} plays team ${bye} at tables ${m.tables + 1}-${m.tables + 2}`);
    }
    return finish({ ...m, tables }, rows, playedRounds, moves);
  }
  return finish(m, rows, playedRounds, moves);
}

const per = (m: Movement): number => m.roundsPerMatch ?? 1;
const from = (round: number, n: number): number => Math.floor((round - 1) / n) * n + 1;

/** Whether pair q may join `there` at row r: no meeting elsewhere, no board played elsewhere. */
function fits(rows: readonly Row[], r: Row, q: number, there: number): boolean {
  for (const x of rows) {
    if (x === r) continue;
    const seats = [x.ns, x.ew];
    const qHere = seats.includes(q);
    const otherHere = seats.includes(there);
    if (qHere && otherHere && isPlayed(x)) return false;
    if (qHere && isPlayed(x) && x.boards.some((b) => r.boards.includes(b))) return false;
    if (x.round === r.round && isPlayed(x) && qHere) return false;
  }
  return true;
}
