// Bad input of any kind gets a coded refusal, never an exception (COMMON rules; issue 23): the
// session's decide and the field's scoring fed arbitrary values in every field (fast-check).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scoreField } from '../score/scoreField.js';
import { makeScoredField } from '../score/scorer.js';
import { scoreTeams } from '../score/teams.js';
import { decide, initialSessionState, step } from './machine.js';
import type { SessionActor, SessionCommand, SessionState } from './types.js';

const TYPES = [
  'describeEvent',
  'chooseScoring',
  'addSection',
  'registerPlayer',
  'registerParticipant',
  'chooseMovement',
  'setBoards',
  'startRound',
  'closeRound',
  'enterResult',
  'confirmResult',
  'correctResult',
  'adjustScore',
  'assignWeightedScore',
  'foulBoard',
  'markNotPlayed',
  'allowLatePlay',
  'markWrongDirection',
  'recordLateArrival',
  'recordWithdrawal',
  'replanMovement',
  'nonsense',
];
const FIELDS = [
  'section',
  'round',
  'table',
  'board',
  'ns',
  'ew',
  'contract',
  'declarer',
  'lead',
  'tricks',
  'passedOut',
  'reason',
  'name',
  'session',
  'date',
  'site',
  'method',
  'tables',
  'winners',
  'scoringGroup',
  'player',
  'participant',
  'movement',
  'boards',
  'parts',
  'versions',
  'pair',
  'afterRound',
  'fromRound',
];

/** A session with a section, two pairs and a one-row movement, so commands reach their deeper checks. */
function seeded(): SessionState {
  let s = initialSessionState();
  const d: SessionActor = { kind: 'director' };
  const cmds: SessionCommand[] = [
    { type: 'addSection', section: 'A', tables: 1, winners: 2 },
    { type: 'registerPlayer', player: { id: 'a', name: 'A' } },
    { type: 'registerPlayer', player: { id: 'b', name: 'B' } },
    { type: 'registerPlayer', player: { id: 'c', name: 'C' } },
    { type: 'registerPlayer', player: { id: 'd', name: 'D' } },
    { type: 'registerParticipant', participant: { kind: 'pair', id: '1', section: 'A', players: ['a', 'b'] } },
    { type: 'registerParticipant', participant: { kind: 'pair', id: '2', section: 'A', players: ['c', 'd'] } },
    {
      type: 'chooseMovement',
      section: 'A',
      movement: {
        name: 'one',
        kind: 'pairs',
        winners: 2,
        tables: 1,
        rounds: 1,
        participants: 2,
        boards: 1,
        boardsPerRound: 1,
        rows: [{ section: 'A', table: 1, round: 1, ns: 1, ew: 2, boards: [1] }],
      },
    },
    { type: 'startRound', section: 'A', round: 1 },
  ];
  for (const c of cmds) {
    const r = step(s, c, d);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return s;
}

const value = fc.oneof(
  fc.anything(),
  fc.constantFrom('A', '1', '2', 1, 0, -1, 'N', '4S', 'HA', true, null, [], {}, [{}], [null], 'pass'),
);

describe('fuzzing', () => {
  it('decide answers any command with events or a coded refusal, never an exception', () => {
    const base = seeded();
    const command = fc
      .record({ type: fc.constantFrom(...TYPES), fields: fc.dictionary(fc.constantFrom(...FIELDS), value) })
      .map(({ type, fields }) => ({ ...fields, type }) as unknown as SessionCommand);
    const actor = fc.oneof(
      fc.constantFrom<SessionActor>(
        { kind: 'director' },
        { kind: 'public' },
        { kind: 'table', section: 'A', table: 1 },
      ),
      fc.anything() as fc.Arbitrary<SessionActor>,
    );
    fc.assert(
      fc.property(command, actor, (c, a) => {
        const r = decide(base, c, a);
        if (!r.ok) expect(r.error.code).toMatch(/^[a-z]+\/[a-z-]+$/);
      }),
      { numRuns: 1000 },
    );
  });
  it('decide answers a good command with one field spoiled by a coded refusal, never an exception', () => {
    const base = seeded();
    const place = { section: 'A', round: 1, table: 1, board: 1 };
    const result = { contract: '4S', declarer: 'N', lead: 'HA', tricks: 10 };
    const movement = base.sections.A!.movement!;
    const templates: Record<string, unknown>[] = [
      { type: 'enterResult', ...place, ns: '1', ew: '2', ...result },
      { type: 'correctResult', ...place, ...result },
      { type: 'confirmResult', ...place },
      { type: 'adjustScore', ...place, ns: 'average-plus', ew: { percent: 40 } },
      {
        type: 'assignWeightedScore',
        ...place,
        parts: [
          { weight: 0.5, score: 420 },
          { weight: 0.5, score: 0 },
        ],
      },
      {
        type: 'foulBoard',
        section: 'A',
        board: 1,
        versions: [
          { version: 'X', places: [{ round: 1, table: 1 }] },
          { version: 'Y', places: [] },
        ],
      },
      { type: 'markNotPlayed', ...place },
      { type: 'markWrongDirection', section: 'A', round: 1, table: 1 },
      { type: 'recordLateArrival', section: 'A', pair: '1', round: 2 },
      { type: 'recordWithdrawal', section: 'A', pair: '1', afterRound: 1 },
      { type: 'replanMovement', section: 'A', fromRound: 2, movement },
      {
        type: 'setBoards',
        boards: [{ board: 1, deal: 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432' }],
      },
      {
        type: 'registerParticipant',
        participant: { kind: 'team', id: 'T', section: 'A', players: ['a', 'b', 'c', 'd'] },
      },
      { type: 'registerPlayer', player: { id: 'z', name: 'Z', memberNumber: '1' } },
      { type: 'addSection', section: 'B', tables: 2, winners: 1, scoringGroup: 'A' },
      { type: 'describeEvent', name: 'E', session: 1, date: '2026.11.26', site: 'Club' },
    ];
    const spoil = (t: Record<string, unknown>, key: string, v: unknown): Record<string, unknown> => {
      const [head, ...rest] = key.split('.');
      if (rest.length === 0) return { ...t, [head!]: v };
      const inner = t[head!];
      if (Array.isArray(inner))
        return {
          ...t,
          [head!]: inner.map((x, i) =>
            i === 0 && typeof x === 'object' ? spoil(x as Record<string, unknown>, rest.join('.'), v) : x,
          ),
        };
      return {
        ...t,
        [head!]:
          typeof inner === 'object' && inner !== null ? spoil(inner as Record<string, unknown>, rest.join('.'), v) : v,
      };
    };
    const keysOf = (t: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(t).flatMap(([k, v]) => {
        const inner = Array.isArray(v) ? v[0] : v;
        const nested =
          typeof inner === 'object' && inner !== null ? keysOf(inner as Record<string, unknown>, `${prefix}${k}.`) : [];
        return [`${prefix}${k}`, ...nested];
      });
    const arb = fc
      .integer({ min: 0, max: templates.length - 1 })
      .chain((i) =>
        fc.tuple(
          fc.constant(templates[i]!),
          fc.constantFrom(...keysOf(templates[i]!).filter((k) => k !== 'type')),
          value,
        ),
      );
    fc.assert(
      fc.property(arb, ([t, key, v]) => {
        for (const actor of [{ kind: 'director' }, { kind: 'table', section: 'A', table: 1 }] as SessionActor[]) {
          const r = decide(base, spoil(t, key, v) as unknown as SessionCommand, actor);
          if (!r.ok) expect(r.error.code).toMatch(/^[a-z]+\/[a-z-]+$/);
        }
      }),
      { numRuns: 1000 },
    );
  });
  it('scoring answers any field with a score or a coded error, never an exception', () => {
    const line = fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          'board',
          'ns',
          'ew',
          'score',
          'contract',
          'declarer',
          'tricks',
          'adjusted',
          'weighted',
          'version',
          'section',
          'round',
        ),
        value,
      ),
      fc.record({
        board: fc.integer({ min: 1, max: 3 }),
        ns: fc.constantFrom('1', '2'),
        ew: fc.constantFrom('3', '4'),
        score: fc.integer({ min: -50, max: 50 }).map((x) => x * 10),
      }),
      fc.anything(),
    );
    const field = fc.record({
      method: fc.oneof(
        fc.constantFrom('matchpoints', 'cross-imps', 'butler', 'teams-imps', 'board-a-match', 'patton'),
        fc.anything(),
      ),
      winners: fc.oneof(fc.constantFrom(1, 2), fc.anything()),
      participants: fc.oneof(fc.constant([]), fc.anything()),
      results: fc.oneof(fc.array(line, { maxLength: 8 }), fc.anything()),
      scoringGroups: fc.oneof(fc.constant(undefined), fc.anything()),
    });
    fc.assert(
      fc.property(field, (f) => {
        for (const r of [scoreField(f as never), makeScoredField(f as never), scoreTeams(f as never)])
          if (!r.ok) expect(r.error.code).toMatch(/^[a-z]+\/[a-z-]+$/);
      }),
      { numRuns: 1000 },
    );
  });
});
