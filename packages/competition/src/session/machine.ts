/**
 * The session state machine: `decide` (command → events, or a coded refusal), `evolve` (event →
 * state), `replay` (events → state), as core's table does (packages/core/src/table/machine.ts).
 *
 * ```ts
 * let s = initialSessionState();
 * const r = decide(s, { type: 'addSection', section: 'A', tables: 7, winners: 2 }, { kind: 'director' });
 * if (r.ok) s = r.value.reduce(evolve, s);
 * ```
 * `decide` checks in a fixed order — the actor, the section and place, the round, the pairs,
 * then the result itself — and never changes anything: a refusal is a `Result` error with a
 * stable `session/…` code. `evolve` trusts its events. Corrections keep the replaced result in
 * the record's history. Checks against the deal (when `boardsSet` gave it): the opening lead
 * must be in the leader's hand (refused); a result three or more tricks from the double-dummy
 * table is entered and flagged for the director ("rotated board?", competition-research.md §6.4).
 */
import {
  err,
  handHas,
  ok,
  parseCard,
  parseContract,
  seatAfter,
  SEATS,
  STRAINS,
  type Result,
  type Seat,
} from '@biritch/core';
import type { Adjustment, ScoringMethod } from '../field.js';
import type { Movement, MovementRow } from '../movement/types.js';
import { adjustmentPercent, scoreOfContract, shown } from '../score/lines.js';
import { parseDealString } from './deal.js';
import { own } from './own.js';
import type {
  EnteredResult,
  FourPlayers,
  FouledVersion,
  Place,
  ResultRecord,
  SectionState,
  SessionActor,
  SessionBoard,
  SessionCommand,
  SessionError,
  SessionEvent,
  SessionParticipant,
  SessionState,
  TableResult,
} from './types.js';

/** A result this many tricks or more from double dummy is flagged for the director. */
export const FAR_FROM_DOUBLE_DUMMY = 3;

/** The declarer's left-hand opponent, who makes the opening lead (Law 41A). */
export const openingLeader = (declarer: Seat): Seat => seatAfter(declarer);

const METHODS: readonly ScoringMethod[] = [
  'matchpoints',
  'cross-imps',
  'butler',
  'teams-imps',
  'board-a-match',
  'patton',
];

/** An empty session, scored by matchpoints until `chooseScoring` says otherwise. */
export const initialSessionState = (): SessionState => ({
  event: null,
  method: 'matchpoints',
  players: {},
  participants: {},
  sections: {},
  boards: {},
  results: {},
  seq: 0,
});

/** The key of a result record: `section|round|table|board`. */
export const placeKey = (p: Place): string => `${p.section}|${p.round}|${p.table}|${p.board}`;
/** The key of a participant: `section|id`. */
export const participantKey = (section: string, id: string): string => `${section}|${id}`;

type Decision = Result<readonly SessionEvent[], SessionError>;

const no = (code: string, message: string): { readonly ok: false; readonly error: SessionError } => err(code, message);
const isPosInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 1;

/** The row of a section's movement at (round, table), if any. */
export function rowAt(section: SectionState, round: number, table: number): MovementRow | undefined {
  return section.movement?.rows.find((r) => r.round === round && r.table === table);
}

function checkMovement(section: SectionState, m: Movement): Decision | null {
  if (typeof m !== 'object' || m === null || !Array.isArray(m.rows))
    return no('session/bad-movement', 'a movement has rows');
  const seen = new Set<string>();
  for (const r of m.rows) {
    if (typeof r !== 'object' || r === null) return no('session/bad-movement', 'a row is an object');
    if (r.section !== section.section)
      return no('session/bad-movement', `a row of section ${shown(r.section)} in section ${section.section}`);
    if (r.players !== undefined && (!Array.isArray(r.players) || r.players.length !== 4))
      return no('session/bad-movement', `round ${shown(r.round)}: an individual table seats four players`);
    for (const id of [r.ns, r.ew, ...(r.players ?? [])])
      if (id !== null && !isPosInt(id))
        return no('session/bad-movement', `round ${shown(r.round)}: a pair or player is a number or null`);
    if (!isPosInt(r.round) || !isPosInt(r.table) || r.table > section.tables)
      return no(
        'session/bad-movement',
        `row round ${shown(r.round)} table ${shown(r.table)}: the section has ${section.tables} tables`,
      );
    const k = `${r.round}|${r.table}`;
    if (seen.has(k)) return no('session/bad-movement', `round ${r.round} table ${r.table} appears twice`);
    seen.add(k);
    if (!Array.isArray(r.boards) || !r.boards.every(isPosInt))
      return no('session/bad-movement', `round ${r.round} table ${r.table}: boards are positive whole numbers`);
  }
  return null;
}

function checkTableResult(board: number, r: TableResult, boards: SessionState['boards']): Result<EnteredResult> {
  if (r.passedOut === true) return ok({ passedOut: true, score: 0 });
  if (typeof r.contract !== 'string' || !parseContract(r.contract).ok)
    return no('session/bad-contract', `'${shown(r.contract)}' is not a contract (e.g. 4S, 3NTX)`);
  if (!(SEATS as readonly unknown[]).includes(r.declarer))
    return no('session/bad-declarer', 'declarer is N, E, S or W');
  if (!Number.isInteger(r.tricks) || r.tricks < 0 || r.tricks > 13)
    return no('session/bad-tricks', 'tricks are 0 to 13');
  let lead: string | undefined;
  if (r.lead !== undefined) {
    const c = parseCard(r.lead);
    if (!c.ok) return no('session/bad-lead', c.error.message);
    lead = c.value;
    const known = own(boards, board);
    if (known) {
      const deal = parseDealString(known.deal);
      const leader = openingLeader(r.declarer);
      // The opening lead is made by declarer's left-hand opponent (Law 41A): a card not in that
      // hand is a mis-entry.
      if (deal.ok && deal.value[leader].some((h) => h !== 0) && !handHas(deal.value[leader], c.value))
        return no('session/lead-not-in-hand', `board ${board}: ${c.value} is not in ${leader}'s hand`);
    }
  }
  const s = scoreOfContract(board, r.contract, r.declarer, r.tricks);
  if (!s.ok) return no('session/bad-contract', s.error.message);
  return ok({
    contract: r.contract.trim().toUpperCase(),
    declarer: r.declarer,
    tricks: r.tricks,
    ...(lead ? { lead } : {}),
    score: s.value,
  });
}

function flagOf(place: Place, r: EnteredResult, boards: SessionState['boards']): SessionEvent[] {
  const dd = boards[place.board]?.doubleDummy;
  if (!dd || r.passedOut === true) return [];
  const c = parseContract(r.contract);
  if (!c.ok) return [];
  const par = dd[r.declarer][c.value.strain];
  return Math.abs(r.tricks - par) >= FAR_FROM_DOUBLE_DUMMY
    ? [
        {
          type: 'resultFlagged',
          ...placeOf(place),
          flag: { kind: 'far-from-double-dummy', tricks: r.tricks, doubleDummy: par },
        },
      ]
    : [];
}

const placeOf = (p: Place): Place => ({ section: p.section, round: p.round, table: p.table, board: p.board });
/** The table's result without its score: what an event carries (normalised by `checkTableResult`). */
const resultOf = (r: TableResult): TableResult =>
  r.passedOut === true
    ? { passedOut: true }
    : {
        contract: r.contract,
        declarer: r.declarer,
        tricks: r.tricks,
        ...(r.lead !== undefined ? { lead: r.lead } : {}),
      };

/** The section and movement row of a place, with the board played there; or the refusal. */
function findPlace(state: SessionState, p: Place): Result<{ section: SectionState; row: MovementRow }> {
  const section = own(state.sections, p.section);
  if (!section) return no('session/unknown-section', `no section ${shown(p.section)}`);
  if (!section.movement) return no('session/no-movement', `section ${p.section} has no movement yet`);
  const row = rowAt(section, p.round, p.table);
  if (!row)
    return no(
      'session/no-such-table',
      `section ${p.section} has no table ${shown(p.table)} in round ${shown(p.round)}`,
    );
  if (!row.boards.includes(p.board))
    return no(
      'session/board-not-here',
      `board ${shown(p.board)} is not played at table ${shown(p.table)} in round ${shown(p.round)}`,
    );
  return ok({ section, row });
}

/** Whether the actor may act for a table: the director, or that table's own device. */
function checkTableActor(actor: SessionActor, p: Place): Decision | null {
  if (actor.kind === 'director') return null;
  if (actor.kind !== 'table') return no('session/not-allowed', 'only the director or the table may do this');
  if (actor.section !== p.section || actor.table !== p.table)
    return no('session/wrong-table', `this device is for table ${actor.table} of section ${actor.section}`);
  return null;
}

const pairPlays = (section: SectionState, pair: string, round: number): boolean =>
  !(round < (section.lateArrivals[pair] ?? 0) || round > (section.withdrawals[pair] ?? Infinity));

/** The partnership labels of an individual table: `N-S` and `E-W`. */
export const partnershipLabels = (players: readonly (string | number | null)[]): { ns: string; ew: string } => ({
  ns: `${String(players[0])}-${String(players[2])}`,
  ew: `${String(players[1])}-${String(players[3])}`,
});

/** Checks who the command says played against the movement's row: the pairs, or an individual table's players. */
function checkSeating(
  state: SessionState,
  section: SectionState,
  row: MovementRow,
  c: Extract<SessionCommand, { type: 'enterResult' }>,
): Result<{ ns: string; ew: string; players?: FourPlayers }> {
  const individual = row.players !== undefined;
  const ids: unknown = individual ? c.players : [c.ns, c.ew];
  if (!Array.isArray(ids) || ids.length !== (individual ? 4 : 2) || !ids.every((x) => typeof x === 'string'))
    return no(
      'session/wrong-pairs',
      individual ? 'an individual table names its four players, N, E, S, W' : 'a result names its NS and EW pairs',
    );
  const given = ids as string[];
  for (const id of given) {
    const p = own(state.participants, participantKey(c.section, id));
    if (!p) return no('session/unknown-pair', `no ${individual ? 'player' : 'pair'} ${id} in section ${c.section}`);
    if (p.phantom) return no('session/phantom-pair', `${id} is the phantom: that table sits out`);
    if (!pairPlays(section, id, c.round)) return no('session/pair-absent', `${id} does not play in round ${c.round}`);
  }
  const expected = individual ? row.players!.map(String) : [String(row.ns), String(row.ew)];
  if (expected.some((id, i) => id !== given[i]))
    return no(
      'session/wrong-pairs',
      `table ${c.table} round ${c.round} is ${expected.join(', ')}, not ${given.join(', ')}`,
    );
  return ok(
    individual
      ? { ...partnershipLabels(given), players: [given[0]!, given[1]!, given[2]!, given[3]!] }
      : { ns: given[0]!, ew: given[1]! },
  );
}

function decideEnter(
  state: SessionState,
  c: Extract<SessionCommand, { type: 'enterResult' }>,
  actor: SessionActor,
): Decision {
  const who = checkTableActor(actor, c);
  if (who) return who;
  const found = findPlace(state, c);
  if (!found.ok) return found;
  const { section, row } = found.value;
  const status = section.rounds[c.round];
  const record = own(state.results, placeKey(c));
  if (status === undefined) return no('session/round-not-started', `round ${c.round} has not started`);
  if (status === 'closed' && actor.kind === 'table' && !record?.latePlay)
    return no('session/round-closed', `round ${c.round} is closed; ask the director`);
  const seated = checkSeating(state, section, row, c);
  if (!seated.ok) return seated;
  if (record?.result)
    return no('session/already-entered', `board ${c.board} is already entered at table ${c.table} in round ${c.round}`);
  if (record?.notPlayed)
    return no('session/marked-not-played', `board ${c.board} was marked not played; ask the director`);
  const r = checkTableResult(c.board, c, state.boards);
  if (!r.ok) return r;
  const by = actor.kind === 'table' ? (actor.side ?? 'NS') : 'director';
  return ok([
    { type: 'resultEntered', ...placeOf(c), ...seated.value, ...resultOf(r.value), by },
    ...flagOf(c, r.value, state.boards),
  ]);
}

function decideConfirm(state: SessionState, c: Place, actor: SessionActor): Decision {
  const who = checkTableActor(actor, c);
  if (who) return who;
  const found = findPlace(state, c);
  if (!found.ok) return found;
  const record = own(state.results, placeKey(c));
  if (!record?.result)
    return no('session/no-result', `no result for board ${c.board} at table ${c.table} in round ${c.round}`);
  if (record.confirmedBy) return no('session/already-confirmed', 'this result is already confirmed');
  const by = actor.kind === 'table' ? (actor.side ?? 'NS') : 'director';
  if (by !== 'director' && by === record.enteredBy) return no('session/same-side', 'the other side confirms a result');
  return ok([{ type: 'resultConfirmed', ...placeOf(c), by }]);
}

function decideCorrect(
  state: SessionState,
  c: Extract<SessionCommand, { type: 'correctResult' }>,
  actor: SessionActor,
): Decision {
  const who = checkTableActor(actor, c);
  if (who) return who;
  const found = findPlace(state, c);
  if (!found.ok) return found;
  const record = own(state.results, placeKey(c));
  if (!record?.result)
    return no('session/no-result', `no result for board ${c.board} at table ${c.table} in round ${c.round}`);
  if (actor.kind === 'table') {
    if (record.confirmedBy) return no('session/confirmed', 'a confirmed result is corrected by the director');
    if (found.value.section.rounds[c.round] === 'closed' && !record.latePlay)
      return no('session/round-closed', `round ${c.round} is closed; ask the director`);
  }
  const r = checkTableResult(c.board, c, state.boards);
  if (!r.ok) return r;
  if (JSON.stringify(r.value) === JSON.stringify(record.result))
    return no('session/no-change', 'the correction is the result already entered');
  return ok([
    {
      type: 'resultCorrected',
      ...placeOf(c),
      ...resultOf(r.value),
      ...(c.reason !== undefined ? { reason: c.reason } : {}),
    },
    ...flagOf(c, r.value, state.boards),
  ]);
}

const directorOnly = (actor: SessionActor): Decision | null =>
  actor.kind === 'director' ? null : no('session/director-only', 'only the director may do this');

function checkAdjustment(a: Adjustment): Decision | null {
  const p = adjustmentPercent(a);
  return p.ok ? null : no('session/bad-adjustment', p.error.message);
}

function checkBoards(boards: readonly SessionBoard[]): Decision | null {
  if (!Array.isArray(boards) || boards.length === 0) return no('session/bad-boards', 'give at least one board');
  const seen = new Set<number>();
  for (const b of boards) {
    if (!isPosInt(b.board)) return no('session/bad-boards', 'board numbers are positive whole numbers');
    if (seen.has(b.board)) return no('session/duplicate-board', `board ${b.board} is given twice`);
    seen.add(b.board);
    const d = typeof b.deal === 'string' ? parseDealString(b.deal) : no('session/bad-deal', 'a deal is a PBN string');
    if (!d.ok) return no('session/bad-deal', `board ${b.board}: ${d.error.message}`);
    if (b.doubleDummy !== undefined) {
      const dd = b.doubleDummy as unknown as Record<string, Record<string, unknown>> | null;
      const good =
        dd !== null &&
        typeof dd === 'object' &&
        SEATS.every((s) =>
          STRAINS.every((t) => {
            const n = dd[s]?.[t];
            return Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 13;
          }),
        );
      if (!good)
        return no(
          'session/bad-double-dummy',
          `board ${b.board}: a double-dummy table gives 0–13 tricks for each declarer and strain`,
        );
    }
  }
  return null;
}

function decideDirector(state: SessionState, c: SessionCommand): Decision {
  switch (c.type) {
    case 'describeEvent':
      if (typeof c.name !== 'string' || c.name.trim() === '' || !isPosInt(c.session))
        return no('session/bad-event', 'an event has a name and a session number from 1');
      return ok([
        {
          type: 'eventDescribed',
          name: c.name,
          session: c.session,
          ...(c.date !== undefined ? { date: c.date } : {}),
          ...(c.site !== undefined ? { site: c.site } : {}),
        },
      ]);
    case 'chooseScoring':
      if (!METHODS.includes(c.method)) return no('session/bad-method', `scoring is one of ${METHODS.join(', ')}`);
      return ok([{ type: 'scoringChosen', method: c.method }]);
    case 'addSection': {
      if (typeof c.section !== 'string' || !/^[A-Z]{1,2}$/.test(c.section))
        return no('session/bad-section', 'a section is one or two capital letters');
      if (own(state.sections, c.section)) return no('session/section-exists', `section ${c.section} exists`);
      if (!isPosInt(c.tables)) return no('session/bad-section', 'a section has at least one table');
      if (c.winners !== 1 && c.winners !== 2) return no('session/bad-section', 'winners is 1 or 2');
      return ok([
        {
          type: 'sectionAdded',
          section: c.section,
          tables: c.tables,
          winners: c.winners,
          scoringGroup: c.scoringGroup ?? c.section,
        },
      ]);
    }
    case 'registerPlayer': {
      const p = c.player;
      if (typeof p?.id !== 'string' || p.id === '' || typeof p.name !== 'string' || p.name.trim() === '')
        return no('session/bad-player', 'a player has an id and a name');
      if (p.memberNumber !== undefined && typeof p.memberNumber !== 'string')
        return no('session/bad-player', 'a member number is text');
      if (own(state.players, p.id)) return no('session/duplicate-player', `player ${p.id} is registered`);
      return ok([
        {
          type: 'playerRegistered',
          player: { id: p.id, name: p.name, ...(p.memberNumber !== undefined ? { memberNumber: p.memberNumber } : {}) },
        },
      ]);
    }
    case 'registerParticipant':
      return decideRegister(state, c.participant);
    case 'chooseMovement': {
      const section = own(state.sections, c.section);
      if (!section) return no('session/unknown-section', `no section ${shown(c.section)}`);
      if (Object.keys(section.rounds).length > 0)
        return no('session/movement-locked', 'play has started: re-plan the movement instead');
      return (
        checkMovement(section, c.movement) ?? ok([{ type: 'movementChosen', section: c.section, movement: c.movement }])
      );
    }
    case 'setBoards':
      return checkBoards(c.boards) ?? ok([{ type: 'boardsSet', boards: c.boards }]);
    case 'startRound':
    case 'closeRound': {
      const section = own(state.sections, c.section);
      if (!section) return no('session/unknown-section', `no section ${shown(c.section)}`);
      if (!section.movement) return no('session/no-movement', `section ${c.section} has no movement yet`);
      if (!section.movement.rows.some((r) => r.round === c.round))
        return no('session/unknown-round', `the movement has no round ${shown(c.round)}`);
      const status = section.rounds[c.round];
      if (c.type === 'startRound') {
        if (status !== undefined) return no('session/round-already-started', `round ${c.round} has started`);
        if (c.round > 1 && section.rounds[c.round - 1] !== 'closed')
          return no('session/previous-round-open', `round ${c.round - 1} is not closed`);
        return ok([{ type: 'roundStarted', section: c.section, round: c.round }]);
      }
      if (status === undefined) return no('session/round-not-started', `round ${c.round} has not started`);
      if (status === 'closed') return no('session/round-already-closed', `round ${c.round} is closed`);
      return ok([{ type: 'roundClosed', section: c.section, round: c.round }]);
    }
    case 'adjustScore':
    case 'assignWeightedScore':
    case 'markNotPlayed':
    case 'allowLatePlay': {
      const found = findPlace(state, c);
      if (!found.ok) return found;
      const record = own(state.results, placeKey(c));
      if (c.type === 'adjustScore')
        return (
          checkAdjustment(c.ns) ??
          checkAdjustment(c.ew) ??
          ok([{ type: 'scoreAdjusted', ...placeOf(c), ns: c.ns, ew: c.ew }])
        );
      if (c.type === 'assignWeightedScore') {
        const parts = c.parts;
        const good =
          Array.isArray(parts) &&
          parts.length > 0 &&
          parts.every((p) => p.weight > 0 && p.weight <= 1 && Number.isInteger(p.score));
        if (!good || Math.abs(parts.reduce((s, p) => s + p.weight, 0) - 1) > 1e-6)
          return no(
            'session/bad-weights',
            'a weighted score is parts with weights in (0, 1] adding up to 1 and whole scores (Law 12C1(c))',
          );
        return ok([
          {
            type: 'weightedScoreAssigned',
            ...placeOf(c),
            parts: parts.map((p) => ({ weight: p.weight, score: p.score })),
          },
        ]);
      }
      if (c.type === 'markNotPlayed') {
        if (record?.result)
          return no('session/already-entered', 'a result was entered: correct it or adjust the score');
        if (record?.notPlayed) return no('session/already-marked', 'already marked not played');
        return ok([{ type: 'boardNotPlayed', ...placeOf(c) }]);
      }
      if (record?.latePlay) return no('session/already-marked', 'late play is already allowed');
      return ok([{ type: 'latePlayAllowed', ...placeOf(c) }]);
    }
    case 'foulBoard':
      return decideFoul(state, c);
    case 'markWrongDirection': {
      const section = own(state.sections, c.section);
      if (!section) return no('session/unknown-section', `no section ${shown(c.section)}`);
      if (!rowAt(section, c.round, c.table))
        return no('session/no-such-table', `no table ${shown(c.table)} in round ${shown(c.round)}`);
      if (section.wrongDirection.includes(`${c.round}|${c.table}`))
        return no('session/already-marked', 'this table is already marked');
      return ok([{ type: 'directionCorrected', section: c.section, round: c.round, table: c.table }]);
    }
    case 'recordLateArrival':
    case 'recordWithdrawal': {
      const section = own(state.sections, c.section);
      if (!section) return no('session/unknown-section', `no section ${shown(c.section)}`);
      if (!own(state.participants, participantKey(c.section, c.pair)))
        return no('session/unknown-pair', `no pair ${shown(c.pair)} in section ${c.section}`);
      if (c.type === 'recordLateArrival') {
        if (!isPosInt(c.round)) return no('session/bad-round', 'a round is a positive whole number');
        return ok([{ type: 'lateArrivalRecorded', section: c.section, pair: c.pair, round: c.round }]);
      }
      if (!Number.isInteger(c.afterRound) || c.afterRound < 0)
        return no('session/bad-round', 'the last round played is 0 or more');
      return ok([{ type: 'withdrawalRecorded', section: c.section, pair: c.pair, afterRound: c.afterRound }]);
    }
    case 'replanMovement':
      return decideReplan(state, c);
    default:
      return no('session/unknown-command', `unknown command '${shown((c as { type?: unknown }).type)}'`);
  }
}

function decideRegister(state: SessionState, p: SessionParticipant): Decision {
  if (typeof p !== 'object' || p === null || !['pair', 'individual', 'team'].includes(p.kind))
    return no('session/bad-participant', 'a participant is a pair, an individual or a team');
  if (typeof p.id !== 'string' || p.id === '') return no('session/bad-participant', 'a participant has an id');
  if (!own(state.sections, p.section)) return no('session/unknown-section', `no section ${shown(p.section)}`);
  if (own(state.participants, participantKey(p.section, p.id)))
    return no('session/duplicate-participant', `${p.id} is registered in section ${p.section}`);
  const players = Array.isArray(p.players) ? p.players : [];
  const [min, max] = p.phantom ? [0, 0] : p.kind === 'pair' ? [2, 2] : p.kind === 'individual' ? [1, 1] : [4, 6];
  if (players.length < min || players.length > max)
    return no(
      'session/bad-players',
      p.phantom ? 'a phantom has no players' : `a ${p.kind} has ${min === max ? min : `${min} to ${max}`} players`,
    );
  if (new Set(players).size !== players.length) return no('session/bad-players', 'a player is listed twice');
  for (const id of players) {
    if (!own(state.players, id)) return no('session/unknown-player', `player ${shown(id)} is not registered`);
    const taken = Object.values(state.participants).some((o) => o.section === p.section && o.players.includes(id));
    if (taken) return no('session/player-twice', `player ${id} already plays in section ${p.section}`);
  }
  return ok([
    {
      type: 'participantRegistered',
      participant: {
        kind: p.kind,
        id: p.id,
        section: p.section,
        players: [...players],
        ...(p.phantom ? { phantom: true } : {}),
      },
    },
  ]);
}

function decideFoul(state: SessionState, c: Extract<SessionCommand, { type: 'foulBoard' }>): Decision {
  const section = own(state.sections, c.section);
  if (!section) return no('session/unknown-section', `no section ${shown(c.section)}`);
  if (!section.movement) return no('session/no-movement', `section ${c.section} has no movement yet`);
  if (!Array.isArray(c.versions) || c.versions.length < 2)
    return no('session/bad-foul', 'a fouled board has two or more versions');
  const names = new Set<string>();
  const places = new Set<string>();
  for (const v of c.versions) {
    if (
      typeof v !== 'object' ||
      v === null ||
      typeof v.version !== 'string' ||
      v.version === '' ||
      names.has(v.version)
    )
      return no('session/bad-foul', 'each version has its own name');
    if (!Array.isArray(v.places) || !v.places.every((p: unknown) => typeof p === 'object' && p !== null))
      return no('session/bad-foul', `version ${v.version}: places are a list of { round, table }`);
    names.add(v.version);
    for (const p of v.places) {
      const row = rowAt(section, p.round, p.table);
      if (!row?.boards.includes(c.board))
        return no(
          'session/board-not-here',
          `board ${c.board} is not played at table ${shown(p.table)} in round ${shown(p.round)}`,
        );
      const k = `${p.round}|${p.table}`;
      if (places.has(k)) return no('session/bad-foul', `table ${p.table} in round ${p.round} is in two versions`);
      places.add(k);
    }
  }
  return ok([
    {
      type: 'boardFouled',
      section: c.section,
      board: c.board,
      versions: c.versions.map((v: FouledVersion) => ({
        version: v.version,
        places: v.places.map((p) => ({ round: p.round, table: p.table })),
      })),
    },
  ]);
}

function decideReplan(state: SessionState, c: Extract<SessionCommand, { type: 'replanMovement' }>): Decision {
  const section = own(state.sections, c.section);
  if (!section) return no('session/unknown-section', `no section ${shown(c.section)}`);
  if (!section.movement) return no('session/no-movement', `section ${c.section} has no movement yet`);
  if (!isPosInt(c.fromRound)) return no('session/bad-round', 'a round is a positive whole number');
  const started = Object.keys(section.rounds).map(Number);
  if (started.some((r) => r >= c.fromRound))
    return no('session/replan-played-round', `round ${c.fromRound} has already started`);
  const bad = checkMovement(section, c.movement);
  if (bad) return bad;
  // Played rounds stay as they were: the rows before `fromRound` must be the same, table by table.
  const before = (m: Movement): string =>
    JSON.stringify(
      m.rows
        .filter((r) => r.round < c.fromRound)
        .map((r) => [r.round, r.table, r.ns, r.ew, r.players ?? null, r.boards])
        .sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number)),
    );
  if (before(section.movement) !== before(c.movement))
    return no('session/replan-changes-played', `the re-planned movement changes rounds before ${c.fromRound}`);
  return ok([{ type: 'movementReplanned', section: c.section, fromRound: c.fromRound, movement: c.movement }]);
}

const TEXT_FIELDS = [
  'section',
  'ns',
  'ew',
  'contract',
  'lead',
  'reason',
  'name',
  'date',
  'site',
  'pair',
  'scoringGroup',
  'declarer',
  'method',
];
const NUMBER_FIELDS = ['round', 'table', 'board', 'tricks', 'session', 'tables', 'winners', 'afterRound', 'fromRound'];
const OBJECT_FIELDS = ['player', 'participant', 'movement'];
const LIST_FIELDS = ['boards', 'parts', 'versions'];

/** Checks the type of each field a command carries, so later checks and messages meet only what they expect. */
function checkFields(c: Record<string, unknown>): Decision | null {
  const bad = (k: string, what: string) => no('session/bad-command', `'${k}' must be ${what}, not ${shown(c[k])}`);
  // In adjustScore, ns and ew are adjustments (checked there), elsewhere pair ids.
  const text = c.type === 'adjustScore' ? TEXT_FIELDS.filter((k) => k !== 'ns' && k !== 'ew') : TEXT_FIELDS;
  for (const k of text) if (c[k] !== undefined && typeof c[k] !== 'string') return bad(k, 'text');
  for (const k of NUMBER_FIELDS) if (c[k] !== undefined && !Number.isFinite(c[k])) return bad(k, 'a number');
  for (const k of OBJECT_FIELDS)
    if (c[k] !== undefined && (typeof c[k] !== 'object' || c[k] === null)) return bad(k, 'an object');
  for (const k of LIST_FIELDS) {
    const v = c[k];
    if (v !== undefined && (!Array.isArray(v) || !v.every((x) => typeof x === 'object' && x !== null)))
      return bad(k, 'a list of objects');
  }
  if (c.passedOut !== undefined && typeof c.passedOut !== 'boolean') return bad('passedOut', 'true or false');
  if (c.players !== undefined && !(Array.isArray(c.players) && c.players.every((x) => typeof x === 'string')))
    return bad('players', 'a list of player ids');
  const inner = (c.participant ?? c.player) as Record<string, unknown> | undefined;
  for (const k of ['id', 'name', 'section', 'kind', 'memberNumber'])
    if (inner && inner[k] !== undefined && typeof inner[k] !== 'string')
      return no('session/bad-command', `'${k}' must be text`);
  return null;
}

/** Decides a command: the events it causes, or a coded refusal. Never changes `state`. */
export function decide(state: SessionState, command: SessionCommand, actor: SessionActor): Decision {
  if (typeof command !== 'object' || command === null) return no('session/bad-command', 'not a command');
  if (typeof actor !== 'object' || actor === null || !['director', 'table', 'public'].includes(actor.kind))
    return no('session/bad-actor', 'unknown actor');
  if (actor.kind === 'table' && (typeof actor.section !== 'string' || !Number.isInteger(actor.table)))
    return no('session/bad-actor', 'a table device names its section and table');
  const fields = checkFields(command as unknown as Record<string, unknown>);
  if (fields) return fields;
  switch (command.type) {
    case 'enterResult':
      return decideEnter(state, command, actor);
    case 'confirmResult':
      return decideConfirm(state, command, actor);
    case 'correctResult':
      return decideCorrect(state, command, actor);
    default:
      return directorOnly(actor) ?? decideDirector(state, command);
  }
}

/** An individual row's four seated players as ids, or null (a pairs row, or an empty seat). */
function fourOf(players: MovementRow['players']): FourPlayers | null {
  if (!players || players.some((x) => x === null)) return null;
  return [String(players[0]), String(players[1]), String(players[2]), String(players[3])];
}

/** A record for a place with nothing on it yet, its sides named from the movement's row. */
const emptyRecord = (p: Place, row: MovementRow | undefined): ResultRecord => ({
  ...placeOf(p),
  ...(row?.players ? partnershipLabels(row.players) : { ns: String(row?.ns ?? ''), ew: String(row?.ew ?? '') }),
  players: fourOf(row?.players),
  result: null,
  history: [],
  enteredBy: null,
  confirmedBy: null,
  adjusted: null,
  weighted: null,
  notPlayed: false,
  latePlay: false,
  version: null,
  flags: [],
});

function scoredOf(board: number, r: TableResult): EnteredResult {
  if (r.passedOut === true) return { passedOut: true, score: 0 };
  const s = scoreOfContract(board, r.contract, r.declarer, r.tricks);
  return { ...resultOf(r), score: s.ok ? s.value : 0 };
}

/** Applies an event. Trusts it: events come from `decide` or a stored log. */
export function evolve(state: SessionState, e: SessionEvent): SessionState {
  const next = { ...state, seq: state.seq + 1 };
  const section = (name: string, f: (s: SectionState) => SectionState): SessionState => ({
    ...next,
    sections: { ...next.sections, [name]: f(next.sections[name]!) },
  });
  const record = (p: Place, f: (r: ResultRecord) => ResultRecord): SessionState => {
    const key = placeKey(p);
    const row = rowAt(next.sections[p.section]!, p.round, p.table);
    const base = next.results[key] ?? emptyRecord(p, row);
    return { ...next, results: { ...next.results, [key]: f(base) } };
  };
  switch (e.type) {
    case 'eventDescribed':
      return {
        ...next,
        event: {
          name: e.name,
          session: e.session,
          ...(e.date !== undefined ? { date: e.date } : {}),
          ...(e.site !== undefined ? { site: e.site } : {}),
        },
      };
    case 'scoringChosen':
      return { ...next, method: e.method };
    case 'sectionAdded':
      return {
        ...next,
        sections: {
          ...next.sections,
          [e.section]: {
            section: e.section,
            tables: e.tables,
            winners: e.winners,
            scoringGroup: e.scoringGroup,
            movement: null,
            rounds: {},
            lateArrivals: {},
            withdrawals: {},
            wrongDirection: [],
          },
        },
      };
    case 'playerRegistered':
      return { ...next, players: { ...next.players, [e.player.id]: e.player } };
    case 'participantRegistered':
      return {
        ...next,
        participants: {
          ...next.participants,
          [participantKey(e.participant.section, e.participant.id)]: e.participant,
        },
      };
    case 'movementChosen':
    case 'movementReplanned':
      return section(e.section, (s) => ({ ...s, movement: e.movement }));
    case 'boardsSet': {
      const boards = { ...next.boards };
      for (const b of e.boards) boards[b.board] = b;
      return { ...next, boards };
    }
    case 'roundStarted':
      return section(e.section, (s) => ({ ...s, rounds: { ...s.rounds, [e.round]: 'started' } }));
    case 'roundClosed':
      return section(e.section, (s) => ({ ...s, rounds: { ...s.rounds, [e.round]: 'closed' } }));
    case 'resultEntered':
      return record(e, (r) => ({
        ...r,
        ns: e.ns,
        ew: e.ew,
        players: e.players ?? null,
        result: scoredOf(e.board, e),
        enteredBy: e.by,
      }));
    case 'resultFlagged':
      return record(e, (r) => ({ ...r, flags: [...r.flags, e.flag] }));
    case 'resultConfirmed':
      return record(e, (r) => ({ ...r, confirmedBy: e.by }));
    case 'resultCorrected':
      return record(e, (r) => ({
        ...r,
        history: r.result ? [...r.history, r.result] : r.history,
        result: scoredOf(e.board, e),
        confirmedBy: null,
        flags: [],
      }));
    case 'scoreAdjusted':
      return record(e, (r) => ({ ...r, adjusted: { ns: e.ns, ew: e.ew }, weighted: null }));
    case 'weightedScoreAssigned':
      return record(e, (r) => ({ ...r, weighted: e.parts, adjusted: null }));
    case 'boardFouled': {
      let s: SessionState = next;
      for (const v of e.versions)
        for (const p of v.places) {
          const place = { section: e.section, round: p.round, table: p.table, board: e.board };
          const key = placeKey(place);
          const row = rowAt(s.sections[e.section]!, p.round, p.table);
          const base = s.results[key] ?? emptyRecord(place, row);
          s = { ...s, results: { ...s.results, [key]: { ...base, version: v.version } } };
        }
      return s;
    }
    case 'boardNotPlayed':
      return record(e, (r) => ({ ...r, notPlayed: true }));
    case 'latePlayAllowed':
      return record(e, (r) => ({ ...r, latePlay: true }));
    case 'directionCorrected':
      return section(e.section, (s) => ({ ...s, wrongDirection: [...s.wrongDirection, `${e.round}|${e.table}`] }));
    case 'lateArrivalRecorded':
      return section(e.section, (s) => ({ ...s, lateArrivals: { ...s.lateArrivals, [e.pair]: e.round } }));
    case 'withdrawalRecorded':
      return section(e.section, (s) => ({ ...s, withdrawals: { ...s.withdrawals, [e.pair]: e.afterRound } }));
  }
}

/** Folds a log from the empty session. */
export const replay = (events: readonly SessionEvent[]): SessionState => events.reduce(evolve, initialSessionState());

/** Decides a command and, when accepted, applies its events: the new state and the events. */
export function step(
  state: SessionState,
  command: SessionCommand,
  actor: SessionActor,
): Result<{ readonly state: SessionState; readonly events: readonly SessionEvent[] }, SessionError> {
  const r = decide(state, command, actor);
  return r.ok ? ok({ state: r.value.reduce(evolve, state), events: r.value }) : r;
}
