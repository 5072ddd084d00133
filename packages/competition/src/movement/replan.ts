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
 * Re-plans the rounds after `playedRounds` for a change. Pairs movements only (individual and
 * teams movements are refused with `replan/bad-change`).
 */
export function replanMovement(m: Movement, playedRounds: number, change: ReplanChange): Result<Replan> {
  if (m.kind !== 'pairs') return err('replan/bad-change', `re-planning is offered for pairs movements, not ${m.kind}`);
  if (!Number.isInteger(playedRounds) || playedRounds < 0 || playedRounds >= m.rounds) {
    return err('replan/bad-change', `played rounds must be 0 to ${m.rounds - 1}, not ${playedRounds}`);
  }
  const first = change.kind === 'pair-left' ? change.afterRound + 1 : change.fromRound;
  if (!Number.isInteger(first) || first < 1 || first > m.rounds)
    return err('replan/bad-change', `round ${first} is not in the movement (1 to ${m.rounds})`);
  if (first <= playedRounds)
    return err('replan/played-round', `round ${first} has been played; only rounds after ${playedRounds} can change`);
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
