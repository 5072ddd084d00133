// The session log (issue 23, "The session log"; competition-research.md §4 and §6.4): decide /
// evolve like core's table, a stable code for every refusal, and the fold into a field.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STRAINS, unwrap, type Seat, type Strain } from '@biritch/core';
import { individual8 } from '../movement/individual.js';
import { replanMovement } from '../movement/replan.js';
import { makeRoundRobin } from '../movement/teams.js';
import type { Movement, MovementRow } from '../movement/types.js';
import { scoreField } from '../score/scoreField.js';
import { expectedPlays, fieldOf, teamsOptionsOf } from './fold.js';
import { decide, evolve, initialSessionState, replay, step } from './machine.js';
import type { SessionActor, SessionCommand, SessionEvent, SessionState } from './types.js';

const director: SessionActor = { kind: 'director' };
const tableA = (table: number, side: 'NS' | 'EW' = 'NS'): SessionActor => ({
  kind: 'table',
  section: 'A',
  table,
  side,
});

/** A 3-table Mitchell written out (scoring-reference.md §3.1): NS 1–3 stay, EW 4–6 move up, boards down. */
function mitchell3(): Movement {
  const rows: MovementRow[] = [];
  for (let r = 1; r <= 3; r++)
    for (let t = 1; t <= 3; t++) {
      const set = ((t + r - 2) % 3) + 1;
      rows.push({
        section: 'A',
        table: t,
        round: r,
        ns: t,
        ew: ((((t - r) % 3) + 3) % 3) + 4,
        boards: [2 * set - 1, 2 * set],
      });
    }
  return {
    name: 'mitchell-3',
    kind: 'pairs',
    winners: 2,
    tables: 3,
    rounds: 3,
    participants: 6,
    boards: 6,
    boardsPerRound: 2,
    rows,
  };
}

// North holds the spades, East the hearts, South the diamonds, West the clubs.
const DEAL = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
const dd = (n: number) =>
  Object.fromEntries(
    (['N', 'E', 'S', 'W'] as Seat[]).map((s) => [s, Object.fromEntries(STRAINS.map((t) => [t, n]))]),
  ) as Record<Seat, Record<Strain, number>>;

/** Runs commands, failing the test on a refusal; returns the state and the log. */
function run(
  commands: readonly [SessionCommand, SessionActor][],
  from = initialSessionState(),
): { state: SessionState; log: SessionEvent[] } {
  let state = from;
  const log: SessionEvent[] = [];
  for (const [c, a] of commands) {
    const r = step(state, c, a);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
    state = r.value.state;
    log.push(...r.value.events);
  }
  return { state, log };
}

const SETUP: [SessionCommand, SessionActor][] = [
  [{ type: 'describeEvent', name: 'Club pairs', session: 1 }, director],
  [{ type: 'addSection', section: 'A', tables: 3, winners: 2 }, director],
  ...[1, 2, 3, 4, 5, 6].flatMap((n): [SessionCommand, SessionActor][] => [
    [{ type: 'registerPlayer', player: { id: `p${n}a`, name: `Player ${n}a` } }, director],
    [{ type: 'registerPlayer', player: { id: `p${n}b`, name: `Player ${n}b`, memberNumber: `M${n}` } }, director],
    [
      {
        type: 'registerParticipant',
        participant: { kind: 'pair', id: String(n), section: 'A', players: [`p${n}a`, `p${n}b`] },
      },
      director,
    ],
  ]),
  [{ type: 'chooseMovement', section: 'A', movement: mitchell3() }, director],
  [
    {
      type: 'setBoards',
      boards: [1, 2, 3, 4, 5, 6].map((b) => ({ board: b, deal: DEAL, doubleDummy: dd(b === 1 ? 13 : 9) })),
    },
    director,
  ],
];

const setUp = (): SessionState => run(SETUP).state;
const at = (state: SessionState, c: SessionCommand, a: SessionActor = director) => decide(state, c, a);
const codeOf = (r: ReturnType<typeof decide>): string | null => (r.ok ? null : r.error.code);
/** Round 1 at table 1 is NS 1 v EW 4 on boards 1–2. */
const enter1 = {
  type: 'enterResult',
  section: 'A',
  round: 1,
  table: 1,
  board: 1,
  ns: '1',
  ew: '4',
  contract: '4S',
  declarer: 'N',
  lead: 'HA',
  tricks: 10,
} as const;

describe('setting up a session', () => {
  it('registers players, pairs and a team of 4 to 6; refuses a pair of three (issue 23: participants)', () => {
    const s = setUp();
    expect(Object.keys(s.participants)).toHaveLength(6);
    expect(
      codeOf(
        at(s, {
          type: 'registerParticipant',
          participant: { kind: 'pair', id: '7', section: 'A', players: ['p1a', 'p2a', 'p3a'] },
        }),
      ),
    ).toBe('session/bad-players');
    expect(
      codeOf(
        at(s, {
          type: 'registerParticipant',
          participant: { kind: 'team', id: 'T1', section: 'A', players: ['p1a', 'p2a', 'p3a'] },
        }),
      ),
    ).toBe('session/bad-players');
    expect(
      codeOf(
        at(s, {
          type: 'registerParticipant',
          participant: { kind: 'pair', id: '7', section: 'A', players: ['zz', 'p1a'] },
        }),
      ),
    ).toBe('session/unknown-player');
    expect(
      codeOf(
        at(s, {
          type: 'registerParticipant',
          participant: { kind: 'pair', id: '7', section: 'A', players: ['p2a', 'p1a'] },
        }),
      ),
    ).toBe('session/player-twice');
    expect(
      codeOf(
        at(s, {
          type: 'registerParticipant',
          participant: { kind: 'pair', id: '1', section: 'A', players: [], phantom: true },
        }),
      ),
    ).toBe('session/duplicate-participant');
  });
  it('a key like "constructor" finds no player or section (own entries only)', () => {
    const s = setUp();
    const team = { kind: 'pair', id: '8', section: 'A', players: ['constructor', 'p1a'] } as const;
    expect(codeOf(at(s, { type: 'registerParticipant', participant: team }))).toBe('session/unknown-player');
    expect(codeOf(at(s, { type: 'startRound', section: 'constructor', round: 1 }))).toBe('session/unknown-section');
  });
  it('refuses a second section with the same letter and a movement row outside the section', () => {
    const s = setUp();
    expect(codeOf(at(s, { type: 'addSection', section: 'A', tables: 3, winners: 2 }))).toBe('session/section-exists');
    const bad = { ...mitchell3(), rows: [{ ...mitchell3().rows[0]!, table: 9 }] };
    expect(
      codeOf(
        at(
          { ...s, sections: { ...s.sections, A: { ...s.sections.A!, movement: null } } },
          { type: 'chooseMovement', section: 'A', movement: bad },
        ),
      ),
    ).toBe('session/bad-movement');
  });
  it('refuses a deal that is not a PBN deal and a double-dummy table out of range', () => {
    const s = setUp();
    expect(codeOf(at(s, { type: 'setBoards', boards: [{ board: 1, deal: 'N:AKQ' }] }))).toBe('session/bad-deal');
    expect(codeOf(at(s, { type: 'setBoards', boards: [{ board: 1, deal: DEAL, doubleDummy: dd(14) }] }))).toBe(
      'session/bad-double-dummy',
    );
  });
  it('only the director sets up; the public may do nothing', () => {
    const s = setUp();
    expect(codeOf(at(s, { type: 'startRound', section: 'A', round: 1 }, tableA(1)))).toBe('session/director-only');
    expect(codeOf(at(s, { type: 'startRound', section: 'A', round: 1 }, { kind: 'public' }))).toBe(
      'session/director-only',
    );
    expect(codeOf(at(s, enter1, { kind: 'public' }))).toBe('session/not-allowed');
  });
});

describe('rounds', () => {
  it('starts rounds in order and closes them once', () => {
    const s = setUp();
    expect(codeOf(at(s, { type: 'startRound', section: 'A', round: 2 }))).toBe('session/previous-round-open');
    expect(codeOf(at(s, { type: 'closeRound', section: 'A', round: 1 }))).toBe('session/round-not-started');
    expect(codeOf(at(s, { type: 'startRound', section: 'A', round: 4 }))).toBe('session/unknown-round');
    const s1 = run([[{ type: 'startRound', section: 'A', round: 1 }, director]], s).state;
    expect(codeOf(at(s1, { type: 'startRound', section: 'A', round: 1 }))).toBe('session/round-already-started');
    expect(codeOf(at(s1, { type: 'chooseMovement', section: 'A', movement: mitchell3() }))).toBe(
      'session/movement-locked',
    );
  });
});

describe('entering results (competition-research.md §6.4 guards)', () => {
  const started = (): SessionState => run([[{ type: 'startRound', section: 'A', round: 1 }, director]], setUp()).state;
  it('a table enters its result and the other side confirms it', () => {
    let s = started();
    s = unwrap(step(s, enter1, tableA(1))).state;
    expect(s.results['A|1|1|1']).toMatchObject({
      result: { contract: '4S', declarer: 'N', tricks: 10, lead: 'HA', score: 420 },
      enteredBy: 'NS',
    });
    expect(codeOf(at(s, { type: 'confirmResult', section: 'A', round: 1, table: 1, board: 1 }, tableA(1, 'NS')))).toBe(
      'session/same-side',
    );
    s = unwrap(step(s, { type: 'confirmResult', section: 'A', round: 1, table: 1, board: 1 }, tableA(1, 'EW'))).state;
    expect(s.results['A|1|1|1']!.confirmedBy).toBe('EW');
    expect(codeOf(at(s, { type: 'confirmResult', section: 'A', round: 1, table: 1, board: 1 }, tableA(1, 'EW')))).toBe(
      'session/already-confirmed',
    );
  });
  it('refuses each wrong entry with its own code', () => {
    const s = started();
    const cases: [SessionCommand, SessionActor, string][] = [
      [enter1, tableA(2), 'session/wrong-table'],
      [{ ...enter1, board: 3 }, tableA(1), 'session/board-not-here'],
      [{ ...enter1, round: 2, board: 3, ew: '6' }, tableA(1), 'session/round-not-started'],
      [{ ...enter1, ew: '9' }, tableA(1), 'session/unknown-pair'],
      [{ ...enter1, ew: '5' }, tableA(1), 'session/wrong-pairs'],
      [{ ...enter1, table: 7 }, director, 'session/no-such-table'],
      [{ ...enter1, section: 'B' }, director, 'session/unknown-section'],
      [{ ...enter1, contract: '8S' }, tableA(1), 'session/bad-contract'],
      [{ ...enter1, tricks: 14 }, tableA(1), 'session/bad-tricks'],
      [{ ...enter1, lead: 'ZZ' }, tableA(1), 'session/bad-lead'],
      // East (declarer North's left) holds the hearts: a spade lead is not in the leader's hand.
      [{ ...enter1, lead: 'SA' }, tableA(1), 'session/lead-not-in-hand'],
    ];
    for (const [c, a, code] of cases) expect([c.type, codeOf(at(s, c, a))]).toEqual([c.type, code]);
    const s2 = unwrap(step(s, enter1, tableA(1))).state;
    expect(codeOf(at(s2, enter1, tableA(1)))).toBe('session/already-entered');
  });
  it('a passed-out board scores 0', () => {
    const s = unwrap(
      step(
        started(),
        { type: 'enterResult', section: 'A', round: 1, table: 1, board: 2, ns: '1', ew: '4', passedOut: true },
        tableA(1),
      ),
    ).state;
    expect(s.results['A|1|1|2']!.result).toEqual({ passedOut: true, score: 0 });
  });
  it('a result three tricks from double dummy is entered and flagged for the director, not refused', () => {
    const r = unwrap(step(started(), enter1, tableA(1)));
    expect(r.events.map((e) => e.type)).toEqual(['resultEntered', 'resultFlagged']);
    expect(r.state.results['A|1|1|1']!.flags).toEqual([{ kind: 'far-from-double-dummy', tricks: 10, doubleDummy: 13 }]);
  });
  it('after the round closes the table must ask the director, unless late play is allowed', () => {
    let s = run([[{ type: 'closeRound', section: 'A', round: 1 }, director]], started()).state;
    expect(codeOf(at(s, enter1, tableA(1)))).toBe('session/round-closed');
    expect(at(s, enter1, director).ok).toBe(true);
    s = run([[{ type: 'allowLatePlay', section: 'A', round: 1, table: 1, board: 1 }, director]], s).state;
    expect(at(s, enter1, tableA(1)).ok).toBe(true);
  });
  it("a phantom pair's table sits out, and a late pair cannot play before it arrived", () => {
    let s = run(
      [
        [
          {
            type: 'registerParticipant',
            participant: { kind: 'pair', id: '9', section: 'A', players: [], phantom: true },
          },
          director,
        ],
      ],
      setUp(),
    ).state;
    const m = mitchell3();
    s = run(
      [
        [{ type: 'recordLateArrival', section: 'A', pair: '4', round: 2 }, director],
        [{ type: 'startRound', section: 'A', round: 1 }, director],
      ],
      s,
    ).state;
    expect(codeOf(at(s, enter1, tableA(1)))).toBe('session/pair-absent');
    const phantomRows = { ...m, rows: m.rows.map((r) => (r.ns === 2 ? { ...r, ns: 9 } : r)) };
    const s2 = run(
      [
        [{ type: 'chooseMovement', section: 'A', movement: phantomRows }, director],
        [{ type: 'startRound', section: 'A', round: 1 }, director],
      ],
      run(
        [
          [
            {
              type: 'registerParticipant',
              participant: { kind: 'pair', id: '9', section: 'A', players: [], phantom: true },
            },
            director,
          ],
        ],
        setUp(),
      ).state,
    ).state;
    const row = phantomRows.rows.find((r) => r.round === 1 && r.ns === 9)!;
    expect(
      codeOf(at(s2, { ...enter1, table: row.table, board: row.boards[0]!, ns: '9', ew: String(row.ew) }, director)),
    ).toBe('session/phantom-pair');
  });
});

describe("corrections and the director's rulings", () => {
  const played = (): SessionState =>
    run(
      [
        [{ type: 'startRound', section: 'A', round: 1 }, director],
        [enter1, tableA(1)],
      ],
      setUp(),
    ).state;
  it('a correction keeps the history and the fold scores the corrected result', () => {
    const s = run(
      [
        [
          {
            type: 'correctResult',
            section: 'A',
            round: 1,
            table: 1,
            board: 1,
            contract: '4S',
            declarer: 'N',
            lead: 'HA',
            tricks: 11,
            reason: 'overtrick missed',
          },
          director,
        ],
      ],
      played(),
    ).state;
    const rec = s.results['A|1|1|1']!;
    expect(rec.history.map((h) => h.score)).toEqual([420]);
    expect(rec.result!.score).toBe(450);
    expect(fieldOf(s).results[0]).toMatchObject({ board: 1, ns: '1', ew: '4', score: 450, tricks: 11 });
  });
  it('a table corrects only before confirmation; the same result is no correction', () => {
    let s = played();
    const fix = {
      type: 'correctResult',
      section: 'A',
      round: 1,
      table: 1,
      board: 1,
      contract: '4S',
      declarer: 'N',
      lead: 'HA',
      tricks: 10,
    } as const;
    expect(codeOf(at(s, fix, tableA(1)))).toBe('session/no-change');
    s = run([[{ type: 'confirmResult', section: 'A', round: 1, table: 1, board: 1 }, tableA(1, 'EW')]], s).state;
    expect(codeOf(at(s, { ...fix, tricks: 9 }, tableA(1)))).toBe('session/confirmed');
    expect(
      codeOf(
        at(
          s,
          {
            type: 'correctResult',
            section: 'A',
            round: 1,
            table: 1,
            board: 3,
            contract: '4S',
            declarer: 'N',
            tricks: 9,
          },
          director,
        ),
      ),
    ).toBe('session/board-not-here');
  });
  it('adjusted (split) and weighted scores replace the result in the field (Law 12C)', () => {
    const s = run(
      [
        [
          { type: 'adjustScore', section: 'A', round: 1, table: 1, board: 1, ns: 'average-plus', ew: { percent: 40 } },
          director,
        ],
        [
          {
            type: 'assignWeightedScore',
            section: 'A',
            round: 1,
            table: 2,
            board: 3,
            parts: [
              { weight: 0.5, score: 420 },
              { weight: 0.5, score: -50 },
            ],
          },
          director,
        ],
      ],
      played(),
    ).state;
    const lines = fieldOf(s).results;
    expect(lines.find((l) => l.board === 1)).toMatchObject({ adjusted: { ns: 'average-plus', ew: { percent: 40 } } });
    expect(lines.find((l) => l.board === 3)).toMatchObject({
      ns: '2',
      ew: '5',
      weighted: [
        { weight: 0.5, score: 420 },
        { weight: 0.5, score: -50 },
      ],
    });
    expect(
      codeOf(
        at(s, {
          type: 'assignWeightedScore',
          section: 'A',
          round: 1,
          table: 2,
          board: 3,
          parts: [{ weight: 0.5, score: 420 }],
        }),
      ),
    ).toBe('session/bad-weights');
    expect(
      codeOf(
        at(s, { type: 'adjustScore', section: 'A', round: 1, table: 2, board: 3, ns: { percent: 120 }, ew: 'average' }),
      ),
    ).toBe('session/bad-adjustment');
  });
  it('wrong direction swaps the pairs of that table in the field, keeping the NS-seat score', () => {
    const s = run([[{ type: 'markWrongDirection', section: 'A', round: 1, table: 1 }, director]], played()).state;
    expect(fieldOf(s).results[0]).toMatchObject({ ns: '4', ew: '1', score: 420 });
    expect(codeOf(at(s, { type: 'markWrongDirection', section: 'A', round: 1, table: 1 }))).toBe(
      'session/already-marked',
    );
  });
  it('a fouled board gives each table its version; a not-played board drops out of the field', () => {
    const s = run(
      [
        [
          {
            type: 'foulBoard',
            section: 'A',
            board: 1,
            versions: [
              { version: 'X', places: [{ round: 1, table: 1 }] },
              {
                version: 'Y',
                places: [
                  { round: 2, table: 3 },
                  { round: 3, table: 2 },
                ],
              },
            ],
          },
          director,
        ],
        [{ type: 'markNotPlayed', section: 'A', round: 1, table: 1, board: 2 }, director],
      ],
      played(),
    ).state;
    expect(fieldOf(s).results).toEqual([expect.objectContaining({ board: 1, version: 'X' })]);
    expect(
      codeOf(
        at(s, {
          type: 'foulBoard',
          section: 'A',
          board: 1,
          versions: [
            { version: 'X', places: [{ round: 1, table: 2 }] },
            { version: 'Y', places: [] },
          ],
        }),
      ),
    ).toBe('session/board-not-here');
    expect(codeOf(at(s, { ...enter1, board: 2 }, tableA(1)))).toBe('session/marked-not-played');
  });
});

describe('an individual session', () => {
  /** Two tables, one round, boards 1–2 at both (each table its own copy): players 1–8. */
  function individualSession(): SessionState {
    const movement: Movement = {
      name: 'individual-test',
      kind: 'individual',
      winners: 1,
      tables: 2,
      rounds: 1,
      participants: 8,
      boards: 2,
      boardsPerRound: 2,
      rows: [
        { section: 'A', table: 1, round: 1, ns: null, ew: null, players: [1, 2, 3, 4], boards: [1, 2] },
        { section: 'A', table: 2, round: 1, ns: null, ew: null, players: [5, 6, 7, 8], boards: [1, 2] },
      ],
    };
    const cmds: [SessionCommand, SessionActor][] = [
      [{ type: 'addSection', section: 'A', tables: 2, winners: 1 }, director],
      ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((n): [SessionCommand, SessionActor][] => [
        [{ type: 'registerPlayer', player: { id: `i${n}`, name: `Player ${n}` } }, director],
        [
          {
            type: 'registerParticipant',
            participant: { kind: 'individual', id: String(n), section: 'A', players: [`i${n}`] },
          },
          director,
        ],
      ]),
      [{ type: 'chooseMovement', section: 'A', movement }, director],
      [{ type: 'startRound', section: 'A', round: 1 }, director],
    ];
    return run(cmds).state;
  }
  const play = {
    type: 'enterResult',
    section: 'A',
    round: 1,
    board: 1,
    contract: '4S',
    declarer: 'N',
    tricks: 10,
  } as const;
  it('a table enters with its four players; the fold credits each player (issue 23: individuals)', () => {
    let s = individualSession();
    s = unwrap(step(s, { ...play, table: 1, players: ['1', '2', '3', '4'] }, tableA(1))).state;
    s = unwrap(step(s, { ...play, table: 2, players: ['5', '6', '7', '8'], tricks: 9 }, tableA(2))).state;
    expect(s.results['A|1|1|1']).toMatchObject({ ns: '1-3', ew: '2-4', players: ['1', '2', '3', '4'] });
    const r = unwrap(scoreField(fieldOf(s)));
    expect(r.rankings.filter((x) => x.rank === 1).map((x) => x.id)).toEqual(['1', '3', '6', '8']);
    expect(r.rankings.find((x) => x.id === '1')!.names).toEqual(['Player 1']);
  });
  it('refuses the wrong players, or pairs, at an individual table', () => {
    const s = individualSession();
    expect(codeOf(at(s, { ...play, table: 1, players: ['1', '3', '2', '4'] }, tableA(1)))).toBe('session/wrong-pairs');
    expect(codeOf(at(s, { ...play, table: 1, ns: '1', ew: '2' }, tableA(1)))).toBe('session/wrong-pairs');
    expect(codeOf(at(s, { ...play, table: 1, players: ['1', '2', '3', '9'] }, tableA(1)))).toBe('session/unknown-pair');
  });
  it('wrong direction at an individual table turns the seats round', () => {
    let s = individualSession();
    s = run(
      [
        [{ ...play, table: 1, players: ['1', '2', '3', '4'] }, tableA(1)],
        [{ type: 'markWrongDirection', section: 'A', round: 1, table: 1 }, director],
      ],
      s,
    ).state;
    expect(fieldOf(s).results[0]).toMatchObject({ ns: '2-4', ew: '1-3', players: ['2', '1', '4', '3'], score: 420 });
  });
});

describe('a teams match through the log', () => {
  it('two teams, two tables, boards exchanged at half-time: the fold scores as a match (issue 23: teams)', () => {
    const cmds: [SessionCommand, SessionActor][] = [
      [{ type: 'chooseScoring', method: 'teams-imps' }, director],
      [{ type: 'addSection', section: 'A', tables: 2, winners: 1 }, director],
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n): [SessionCommand, SessionActor] => [
        { type: 'registerPlayer', player: { id: `t${n}`, name: `T ${n}` } },
        director,
      ]),
      [
        {
          type: 'registerParticipant',
          participant: { kind: 'team', id: '1', section: 'A', players: ['t1', 't2', 't3', 't4'] },
        },
        director,
      ],
      [
        {
          type: 'registerParticipant',
          participant: { kind: 'team', id: '2', section: 'A', players: ['t5', 't6', 't7', 't8'] },
        },
        director,
      ],
      [
        {
          type: 'chooseMovement',
          section: 'A',
          movement: {
            name: 'head-to-head-2',
            kind: 'teams',
            winners: 1,
            tables: 2,
            rounds: 2,
            participants: 2,
            boards: 2,
            boardsPerRound: 1,
            rows: [
              { section: 'A', table: 1, round: 1, ns: 1, ew: 2, boards: [1] },
              { section: 'A', table: 2, round: 1, ns: 2, ew: 1, boards: [2] },
              { section: 'A', table: 1, round: 2, ns: 1, ew: 2, boards: [2] },
              { section: 'A', table: 2, round: 2, ns: 2, ew: 1, boards: [1] },
            ],
          },
        },
        director,
      ],
      [{ type: 'startRound', section: 'A', round: 1 }, director],
      [
        {
          type: 'enterResult',
          section: 'A',
          round: 1,
          table: 1,
          board: 1,
          ns: '1',
          ew: '2',
          contract: '4S',
          declarer: 'N',
          tricks: 10,
        },
        tableA(1),
      ],
      [
        {
          type: 'enterResult',
          section: 'A',
          round: 1,
          table: 2,
          board: 2,
          ns: '2',
          ew: '1',
          contract: '2H',
          declarer: 'E',
          tricks: 8,
        },
        tableA(2),
      ],
      [{ type: 'closeRound', section: 'A', round: 1 }, director],
      [{ type: 'startRound', section: 'A', round: 2 }, director],
      [
        {
          type: 'enterResult',
          section: 'A',
          round: 2,
          table: 1,
          board: 2,
          ns: '1',
          ew: '2',
          contract: '2H',
          declarer: 'E',
          tricks: 8,
        },
        tableA(1),
      ],
      [
        {
          type: 'enterResult',
          section: 'A',
          round: 2,
          table: 2,
          board: 1,
          ns: '2',
          ew: '1',
          contract: '3NT',
          declarer: 'S',
          tricks: 9,
        },
        tableA(2),
      ],
      [{ type: 'closeRound', section: 'A', round: 2 }, director],
    ];
    const { state } = run(cmds);
    // Board 1: team 1 +420 (4S N, none vul), team 2 +400 (3NT S) at the other table: 20 → 1 IMP. Board 2: flat.
    const r = unwrap(scoreField(fieldOf(state)));
    expect(r.method).toBe('teams-imps');
    expect(r.rankings.map((x) => [x.id, x.rank, x.names])).toEqual([
      ['1', 1, ['T 1', 'T 2', 'T 3', 'T 4']],
      ['2', 2, ['T 5', 'T 6', 'T 7', 'T 8']],
    ]);
    expect(r.boards.find((b) => b.board === 1)!.lines.map((l) => [l.ns, l.nsPoints])).toEqual([
      ['1', 1],
      ['2', -1],
    ]);
  });
});

describe('re-planning (a pair leaving)', () => {
  it('accepts new rows for unplayed rounds and refuses any change to a played round', () => {
    const s = run(
      [
        [{ type: 'startRound', section: 'A', round: 1 }, director],
        [{ type: 'recordWithdrawal', section: 'A', pair: '6', afterRound: 1 }, director],
      ],
      setUp(),
    ).state;
    const m = mitchell3();
    const later = { ...m, rows: m.rows.map((r) => (r.round > 1 && r.ew === 6 ? { ...r, ew: null } : r)) };
    expect(at(s, { type: 'replanMovement', section: 'A', fromRound: 2, movement: later }).ok).toBe(true);
    const changed = { ...m, rows: m.rows.map((r) => (r.round === 1 && r.table === 1 ? { ...r, boards: [5, 6] } : r)) };
    expect(codeOf(at(s, { type: 'replanMovement', section: 'A', fromRound: 2, movement: changed }))).toBe(
      'session/replan-changes-played',
    );
    expect(codeOf(at(s, { type: 'replanMovement', section: 'A', fromRound: 1, movement: later }))).toBe(
      'session/replan-played-round',
    );
  });
});

describe('re-planning individual and teams movements (issue 23)', () => {
  const setUpWith = (movement: Movement, kind: 'individual' | 'teams'): SessionState =>
    run([
      [{ type: 'addSection', section: 'A', tables: movement.tables, winners: 1 }, director],
      ...Array.from({ length: movement.participants }, (_, k): [SessionCommand, SessionActor][] => {
        const n = k + 1;
        const players = kind === 'individual' ? [`p${n}`] : [1, 2, 3, 4].map((j) => `t${n}.${j}`);
        return [
          ...players.map((id): [SessionCommand, SessionActor] => [
            { type: 'registerPlayer', player: { id, name: id } },
            director,
          ]),
          [
            {
              type: 'registerParticipant',
              participant: { kind: kind === 'teams' ? 'team' : 'individual', id: String(n), section: 'A', players },
            },
            director,
          ],
        ];
      }).flat(),
      [{ type: 'chooseMovement', section: 'A', movement }, director],
      [{ type: 'startRound', section: 'A', round: 1 }, director],
      [{ type: 'closeRound', section: 'A', round: 1 }, director],
      [{ type: 'startRound', section: 'A', round: 2 }, director],
      [{ type: 'closeRound', section: 'A', round: 2 }, director],
    ]).state;
  it('a player leaving an individual: the re-planned rows are logged as movementReplanned', () => {
    const m = individual8();
    const s = setUpWith(m, 'individual');
    const plan = unwrap(replanMovement(m, 2, { kind: 'left', participant: 5, afterRound: 2 }));
    const r = unwrap(
      step(s, { type: 'replanMovement', section: 'A', fromRound: 3, movement: plan.movement }, director),
    );
    expect(r.events).toEqual([{ type: 'movementReplanned', section: 'A', fromRound: 3, movement: plan.movement }]);
    expect(r.state.sections.A!.movement!.rows.some((x) => x.round >= 3 && x.players!.includes(5))).toBe(false);
  });
  it("a teams session's movement gives its three-ways to scoring (teamsOptionsOf)", () => {
    const m = unwrap(makeRoundRobin({ teams: 5, boards: 4 }));
    const o = teamsOptionsOf(setUpWith(m, 'teams'));
    expect(o.threeWays).toEqual(m.threeWays!.map((w) => ({ round: w.round, teams: w.teams.map(String) })));
    expect(o.byes).toEqual([]);
  });
  it('a team leaving a round robin after its first match: logged, and a played round cannot change', () => {
    const m = unwrap(makeRoundRobin({ teams: 4, boards: 4 }));
    const s = setUpWith(m, 'teams');
    const plan = unwrap(replanMovement(m, 2, { kind: 'left', participant: 4, afterRound: 2 }));
    const r = unwrap(
      step(s, { type: 'replanMovement', section: 'A', fromRound: 3, movement: plan.movement }, director),
    );
    expect(r.events.map((e) => e.type)).toEqual(['movementReplanned']);
    expect(codeOf(at(s, { type: 'replanMovement', section: 'A', fromRound: 2, movement: plan.movement }))).toBe(
      'session/replan-played-round',
    );
  });
});

describe('the fold and scoring', () => {
  /** Plays the whole session: NS score 10 × (NS pair + board) so the ranking is known. */
  function fullSession(): { state: SessionState; log: SessionEvent[] } {
    const cmds: [SessionCommand, SessionActor][] = [
      ...SETUP,
      [{ type: 'chooseScoring', method: 'matchpoints' }, director],
    ];
    for (let r = 1; r <= 3; r++) {
      cmds.push([{ type: 'startRound', section: 'A', round: r }, director]);
      for (const row of mitchell3().rows.filter((x) => x.round === r))
        for (const b of row.boards) {
          cmds.push([
            {
              type: 'enterResult',
              section: 'A',
              round: r,
              table: row.table,
              board: b,
              ns: String(row.ns),
              ew: String(row.ew),
              contract: '1NT',
              declarer: 'N',
              tricks: 7 + row.ns!,
              lead: 'H2',
            },
            tableA(row.table),
          ]);
          cmds.push([
            { type: 'confirmResult', section: 'A', round: r, table: row.table, board: b },
            tableA(row.table, 'EW'),
          ]);
        }
      cmds.push([{ type: 'closeRound', section: 'A', round: r }, director]);
    }
    return run(cmds);
  }
  it('folds into a field that scores: NS 3 made the most tricks everywhere and wins NS', () => {
    const { state } = fullSession();
    const f = fieldOf(state);
    expect(f.results).toHaveLength(18);
    expect(f.participants.find((p) => p.id === '4')).toMatchObject({
      direction: 'EW',
      names: ['Player 4a', 'Player 4b'],
      memberNumbers: [null, 'M4'],
    });
    const score = unwrap(scoreField(f, { expected: expectedPlays(state) }));
    expect(score.rankings.filter((r) => r.direction === 'NS').map((r) => [r.id, r.percent])).toEqual([
      ['3', 100],
      ['2', 50],
      ['1', 0],
    ]);
    expect(score.rankings.filter((r) => r.direction === 'EW').every((r) => r.percent === 50)).toBe(true);
  });
  it('the public field leaves out the round still being played (barometer shown as rounds end, §3.6)', () => {
    const { log } = fullSession();
    // Cut the log just before round 3 closes: rounds 1 and 2 are closed, round 3 has all its results.
    const cut = log.findIndex((e) => e.type === 'roundClosed' && e.round === 3);
    const s = replay(log.slice(0, cut));
    expect(fieldOf(s).results).toHaveLength(18);
    expect(fieldOf(s, { closedRoundsOnly: true }).results.map((l) => l.round)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i < 6 ? 1 : 2)),
    );
  });
  it('replaying the log gives the same state, also after a JSON round trip of the log and the state', () => {
    const { state, log } = fullSession();
    expect(replay(log)).toEqual(state);
    expect(replay(JSON.parse(JSON.stringify(log)) as SessionEvent[])).toStrictEqual(state);
    expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
  });
  it('replaying the log of any run of commands gives the state reached step by step, and it scores (property)', () => {
    const start = run([...SETUP]).state;
    const cmd = fc.oneof(
      fc.record({
        type: fc.constantFrom('startRound' as const, 'closeRound' as const),
        section: fc.constant('A'),
        round: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        type: fc.constant('enterResult' as const),
        section: fc.constant('A'),
        round: fc.integer({ min: 1, max: 3 }),
        table: fc.integer({ min: 1, max: 3 }),
        board: fc.integer({ min: 1, max: 6 }),
        ns: fc.constantFrom('1', '2', '3'),
        ew: fc.constantFrom('4', '5', '6'),
        contract: fc.constantFrom('4S', '3NT'),
        declarer: fc.constantFrom('N', 'E' as const),
        tricks: fc.integer({ min: 6, max: 12 }),
      }),
      fc.record({
        type: fc.constantFrom('confirmResult' as const, 'markNotPlayed' as const, 'allowLatePlay' as const),
        section: fc.constant('A'),
        round: fc.integer({ min: 1, max: 3 }),
        table: fc.integer({ min: 1, max: 3 }),
        board: fc.integer({ min: 1, max: 6 }),
      }),
      fc.record({
        type: fc.constant('adjustScore' as const),
        section: fc.constant('A'),
        round: fc.integer({ min: 1, max: 3 }),
        table: fc.integer({ min: 1, max: 3 }),
        board: fc.integer({ min: 1, max: 6 }),
        ns: fc.constant('average-plus' as const),
        ew: fc.constant('average-minus' as const),
      }),
      fc.record({
        type: fc.constant('markWrongDirection' as const),
        section: fc.constant('A'),
        round: fc.integer({ min: 1, max: 3 }),
        table: fc.integer({ min: 1, max: 3 }),
      }),
    ) as fc.Arbitrary<SessionCommand>;
    const actor = fc.constantFrom<SessionActor>(director, tableA(1), tableA(2), tableA(3, 'EW'));
    fc.assert(
      fc.property(fc.array(fc.tuple(cmd, actor), { maxLength: 40 }), (cmds) => {
        let state = start;
        const log: SessionEvent[] = [];
        for (const [c, a] of cmds) {
          const r = step(state, c, a);
          if (r.ok) {
            state = r.value.state;
            log.push(...r.value.events);
          }
        }
        expect(log.reduce(evolve, start)).toEqual(state);
        // Every state the commands can reach folds into a field that scores.
        expect(scoreField(fieldOf(state), { expected: expectedPlays(state) }).ok).toBe(true);
      }),
    );
  });
  it('decide never changes the state, accepted or refused (property)', () => {
    const base = fullSession().state;
    const snapshot = JSON.stringify(base);
    const command = fc.oneof(
      fc.record({
        type: fc.constant('enterResult' as const),
        section: fc.constantFrom('A', 'B'),
        round: fc.integer({ min: 0, max: 4 }),
        table: fc.integer({ min: 0, max: 4 }),
        board: fc.integer({ min: 0, max: 7 }),
        ns: fc.constantFrom('1', '2', '3', '9'),
        ew: fc.constantFrom('4', '5', '6'),
        contract: fc.constantFrom('4S', '3NT', '9Z'),
        declarer: fc.constantFrom('N', 'E', 'S', 'W' as const),
        tricks: fc.integer({ min: -1, max: 14 }),
      }),
      fc.record({
        type: fc.constantFrom('confirmResult' as const, 'markNotPlayed' as const, 'allowLatePlay' as const),
        section: fc.constant('A'),
        round: fc.integer({ min: 1, max: 3 }),
        table: fc.integer({ min: 1, max: 3 }),
        board: fc.integer({ min: 1, max: 6 }),
      }),
      fc.record({
        type: fc.constantFrom('startRound' as const, 'closeRound' as const),
        section: fc.constant('A'),
        round: fc.integer({ min: 0, max: 4 }),
      }),
    ) as fc.Arbitrary<SessionCommand>;
    const actor = fc.constantFrom<SessionActor>(director, tableA(1), tableA(2, 'EW'), { kind: 'public' });
    fc.assert(
      fc.property(command, actor, (c, a) => {
        const r = decide(base, c, a);
        expect(JSON.stringify(base)).toBe(snapshot);
        if (r.ok) expect(r.value.reduce(evolve, base).seq).toBe(base.seq + r.value.length);
        else expect(r.error.code).toMatch(/^session\/[a-z-]+$/);
      }),
    );
  });
});
