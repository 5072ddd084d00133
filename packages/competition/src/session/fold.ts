/**
 * From a session's state to a field: the results after every correction, with the director's
 * adjustments, weighted scores, fouled versions and wrong-direction swaps applied — what
 * `scoreField` reads. The movement says how often each board should have been played, which is
 * Neuberg's N for the boards that were not (competition-research.md §4).
 *
 * ```ts
 * const s = replay(log);
 * const score = scoreField(fieldOf(s), { expected: expectedPlays(s) });
 * ```
 */
import { movementTeamsOptions, type TeamsOptions } from '../score/teams.js';
import type { FieldInput, Participant, ResultLine } from '../field.js';
import type { SessionState } from './types.js';
import { own } from './own.js';
import { pushTo } from '../score/collect.js';

const byPlace = (a: { section: string; round: number; table: number; board: number }, b: typeof a): number =>
  a.section.localeCompare(b.section) || a.round - b.round || a.table - b.table || a.board - b.board;

/** Options of the fold. */
export interface FieldOfOptions {
  /**
   * Leave out the rounds still being played: what the public sees, so a barometer shows the
   * standings only as rounds end (the Spanish seed's *barómetro*, competition-research.md §3.6).
   */
  readonly closedRoundsOnly?: boolean | undefined;
}

/** The field of a session: participants with names, and one line per scored board at a table. */
export function fieldOf(state: SessionState, options: FieldOfOptions = {}): FieldInput {
  const sections = Object.values(state.sections);
  const winners = sections.length > 0 && sections.every((s) => s.winners === 2) ? 2 : 1;
  const participants: Participant[] = [];
  for (const p of Object.values(state.participants)) {
    if (p.phantom) continue;
    const section = own(state.sections, p.section);
    let direction: 'NS' | 'EW' | undefined;
    if (section?.winners === 2 && section.movement) {
      const row = section.movement.rows.find((r) => String(r.ns) === p.id || String(r.ew) === p.id);
      if (row) direction = String(row.ns) === p.id ? 'NS' : 'EW';
    }
    const players = p.players.map((id) => own(state.players, id));
    participants.push({
      id: p.id,
      section: p.section,
      ...(direction ? { direction } : {}),
      names: players.map((x) => x?.name ?? ''),
      memberNumbers: players.map((x) => x?.memberNumber ?? null),
    });
  }
  const results: ResultLine[] = [];
  for (const r of Object.values(state.results).sort(byPlace)) {
    if (options.closedRoundsOnly && own(state.sections, r.section)?.rounds[r.round] !== 'closed') continue;
    const swapped = own(state.sections, r.section)?.wrongDirection.includes(`${r.round}|${r.table}`) ?? false;
    // Pairs that sat the wrong way: the score stays the one from the North–South seats, which the "EW" pair held.
    const base = {
      board: r.board,
      section: r.section,
      round: r.round,
      table: r.table,
      ns: swapped ? r.ew : r.ns,
      ew: swapped ? r.ns : r.ew,
      ...(r.version !== null ? { version: r.version } : {}),
      // An individual table the wrong way round: North–South's seats held the "EW" players.
      ...(r.players
        ? {
            players: (swapped ? [r.players[1], r.players[0], r.players[3], r.players[2]] : [...r.players]) as [
              string,
              string,
              string,
              string,
            ],
          }
        : {}),
    };
    if (r.weighted) results.push({ ...base, weighted: r.weighted });
    else if (r.adjusted) results.push({ ...base, adjusted: r.adjusted });
    else if (r.result && !r.notPlayed) {
      const x = r.result;
      results.push(
        x.passedOut === true
          ? { ...base, contract: 'pass', score: 0 }
          : {
              ...base,
              contract: x.contract,
              declarer: x.declarer,
              tricks: x.tricks,
              ...(x.lead ? { lead: x.lead } : {}),
              score: x.score,
            },
      );
    }
  }
  const groups = new Map<string, string[]>();
  for (const s of sections) pushTo(groups, s.scoringGroup, s.section);
  return {
    ...(state.event
      ? {
          event: {
            name: state.event.name,
            ...(state.event.date ? { date: state.event.date } : {}),
            ...(state.event.site ? { site: state.event.site } : {}),
          },
        }
      : {}),
    method: state.method,
    winners,
    participants,
    results,
    scoringGroups: [...groups.values()],
  };
}

/**
 * How many times the movement has each board played in a group of sections, counting only
 * tables where both pairs are real and present (phantoms, late arrivals and pairs that left
 * do not play) or that the director scored: Neuberg's N for `scoreField`'s `expected` option.
 */
export function expectedPlays(state: SessionState): (board: number, sections: readonly string[]) => number | undefined {
  const counts = new Map<string, number>();
  for (const s of Object.values(state.sections)) {
    for (const row of s.movement?.rows ?? []) {
      const present = (row.players ?? [row.ns, row.ew]).every((id) => {
        if (id === null) return false;
        const p = own(state.participants, `${s.section}|${id}`);
        const key = String(id);
        return (
          p !== undefined &&
          !p.phantom &&
          row.round >= (s.lateArrivals[key] ?? 0) &&
          row.round <= (s.withdrawals[key] ?? Infinity)
        );
      });
      for (const b of row.boards) {
        // A table the pairs did not all sit at still counts when the director gave it a score.
        const r = own(state.results, `${s.section}|${row.round}|${row.table}|${b}`);
        if (present || r?.adjusted || r?.weighted || (r?.result && !r.notPlayed))
          counts.set(`${s.section}|${b}`, (counts.get(`${s.section}|${b}`) ?? 0) + 1);
      }
    }
  }
  return (board, sections) => {
    const n = sections.reduce((sum, s) => sum + (counts.get(`${s}|${board}`) ?? 0), 0);
    return n > 0 ? n : undefined;
  };
}

/**
 * What a teams session's movements imply for scoring — their three-ways and byes — for
 * `scoreField(fieldOf(state), { teams: teamsOptionsOf(state) })`.
 */
export function teamsOptionsOf(state: SessionState): Pick<TeamsOptions, 'threeWays' | 'byes'> {
  const threeWays: NonNullable<TeamsOptions['threeWays']>[number][] = [];
  const byes: NonNullable<TeamsOptions['byes']>[number][] = [];
  for (const s of Object.values(state.sections)) {
    if (s.movement?.kind !== 'teams') continue;
    const o = movementTeamsOptions(s.movement);
    threeWays.push(...(o.threeWays ?? []));
    byes.push(...(o.byes ?? []));
  }
  return { threeWays, byes };
}
