// The live score kept incrementally (issue 24, "Load": a confirmation re-scores its board, not the
// field) equals the engine scoring the whole counted field afresh after every step of an evening:
// entries, confirmations, corrections, adjusted scores (Law 12C), rounds closed, a late pair
// (competition-research.md §6.4: results count once the opponents approve).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '@biritch/core';
import {
  expectedPlays,
  initialSessionState,
  movementByName,
  placeKey,
  scoreField,
  step,
  type FieldScore,
  type SessionActor,
  type SessionCommand,
  type SessionState,
} from '@biritch/competition';
import { CountedField, LiveScore, countedField } from './results.js';

const director: SessionActor = { kind: 'director' };
const TABLES = 4;
const DEAL = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

function run(state: SessionState, c: SessionCommand, a: SessionActor = director): SessionState {
  const r = step(state, c, a);
  if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
  return r.value.state;
}

/** A 4-table Mitchell of 8 pairs, 2 boards a round, ready to start. */
function setUp(): SessionState {
  const movement = unwrap(movementByName(`mitchell-${TABLES}`, { boardsPerRound: 2 }));
  let s = run(initialSessionState(), { type: 'describeEvent', name: 'Club pairs', session: 1 });
  s = run(s, { type: 'addSection', section: 'A', tables: TABLES, winners: 2 });
  for (let n = 1; n <= 2 * TABLES; n++) {
    s = run(s, { type: 'registerPlayer', player: { id: `p${n}a`, name: `P${n}a` } });
    s = run(s, { type: 'registerPlayer', player: { id: `p${n}b`, name: `P${n}b` } });
    s = run(s, {
      type: 'registerParticipant',
      participant: { kind: 'pair', id: String(n), section: 'A', players: [`p${n}a`, `p${n}b`] },
    });
  }
  s = run(s, {
    type: 'chooseMovement',
    section: 'A',
    movement: { ...movement, rows: movement.rows.map((r) => ({ ...r, section: 'A' })) },
  });
  return run(s, {
    type: 'setBoards',
    boards: Array.from({ length: movement.boards }, (_, i) => ({ board: i + 1, deal: DEAL })),
  });
}

/** What a score says, line order aside (an added line goes last on its board). */
const shape = (s: FieldScore | null) =>
  s && {
    rankings: s.rankings,
    boards: s.boards.map((b) => ({
      board: b.board,
      top: b.top,
      lines: [...b.lines].sort((x, y) => x.ns.localeCompare(y.ns)).map((l) => [l.ns, l.ew, l.nsPoints, l.ewPoints]),
    })),
  };

/** One thing that happens at a table: entered (and maybe confirmed), corrected, adjusted, or left. */
const actionArb = fc.record({
  tricks: fc.integer({ min: 6, max: 13 }),
  next: fc.constantFrom('confirm', 'confirm', 'confirm', 'leave', 'correct', 'adjust'),
});

describe('the live score', () => {
  it('after every step it equals a fresh scoring of the counted results', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { minLength: TABLES * 2 * 3, maxLength: TABLES * 2 * 3 }), (actions) => {
        let s = setUp();
        const counted = new CountedField();
        const live = new LiveScore();
        const byDirector = new Set<string>();
        const check = (): void => {
          const got = live.update(s, counted.of(s, byDirector));
          const input = countedField(s, byDirector);
          const want = input.results.length ? unwrap(scoreField(input, { expected: expectedPlays(s) })) : null;
          expect(shape(got)).toEqual(shape(want));
        };
        let k = 0;
        for (let round = 1; round <= 3; round++) {
          s = run(s, { type: 'startRound', section: 'A', round });
          for (const row of s.sections['A']!.movement!.rows.filter((r) => r.round === round))
            for (const board of row.boards) {
              const a = actions[k++]!;
              const place = { section: 'A', round, table: row.table, board };
              const ns = String(row.ns);
              const ew = String(row.ew);
              const nsSide: SessionActor = { kind: 'table', section: 'A', table: row.table, side: 'NS' };
              const ewSide: SessionActor = { ...nsSide, side: 'EW' };
              s = run(
                s,
                { type: 'enterResult', ...place, ns, ew, contract: '4S', declarer: 'N', tricks: a.tricks },
                nsSide,
              );
              check();
              if (a.next === 'leave') continue;
              s = run(s, { type: 'confirmResult', ...place }, ewSide);
              check();
              if (a.next === 'correct') {
                s = run(s, {
                  type: 'correctResult',
                  ...place,
                  contract: '3NT',
                  declarer: 'S',
                  tricks: 13 - a.tricks + 6,
                });
                byDirector.add(placeKey(place));
                check();
              } else if (a.next === 'adjust') {
                s = run(s, { type: 'adjustScore', ...place, ns: 'average-plus', ew: 'average-minus' });
                check();
              }
            }
          // Closing the round counts the results left waiting.
          s = run(s, { type: 'closeRound', section: 'A', round });
          check();
        }
      }),
      { numRuns: 25 },
    );
  });

  it('each confirmation after the first adds its line to its board, without scoring the field afresh', () => {
    let s = setUp();
    const counted = new CountedField();
    const live = new LiveScore();
    const none = new Set<string>();
    s = run(s, { type: 'startRound', section: 'A', round: 1 });
    const rows = s.sections['A']!.movement!.rows.filter((r) => r.round === 1);
    const ways: string[] = [];
    for (const row of rows) {
      const place = { section: 'A', round: 1, table: row.table, board: row.boards[0]! };
      const t: SessionActor = { kind: 'table', section: 'A', table: row.table, side: 'NS' };
      s = run(
        s,
        {
          type: 'enterResult',
          ...place,
          ns: String(row.ns),
          ew: String(row.ew),
          contract: '4S',
          declarer: 'N',
          tricks: 10,
        },
        t,
      );
      s = run(s, { type: 'confirmResult', ...place }, { ...t, side: 'EW' });
      live.update(s, counted.of(s, none));
      ways.push(live.lastUpdate);
    }
    // The first line scores the field; every later confirmation adds its line to its board.
    expect(ways).toEqual(['full', ...rows.slice(1).map(() => 'incremental')]);
  });
});
