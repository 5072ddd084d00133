// addLine (issue 24: the live score after each confirmation, incrementally): adding lines one by
// one gives exactly what scoring the whole field gives (Law 78A matchpoints, Neuberg's formula,
// scoring-reference.md §2.3; cross-IMPs and Butler likewise), and it answers null rather than a
// wrong score when the field must be scored afresh.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '@biritch/core';
import type { FieldInput, Participant, ResultLine } from '../field.js';
import { addLine } from './addLine.js';
import { scoreField } from './scoreField.js';
import { makeScoredField, type ScoredField } from './scorer.js';

const PAIRS = 6;
const BOARDS = 4;
const participants: Participant[] = Array.from({ length: PAIRS }, (_, i) => [
  { id: String(i + 1), names: [] },
  { id: String(i + 101), names: [] },
]).flat();

/** Lines in a random order: board b played by a random subset of NS pair p against EW pair p + 100. */
const linesArb = fc
  .array(
    fc.record({
      board: fc.integer({ min: 1, max: BOARDS }),
      pair: fc.integer({ min: 1, max: PAIRS }),
      score: fc.integer({ min: -80, max: 80 }).map((x) => x * 10),
    }),
    { minLength: 2, maxLength: 24 },
  )
  .map((xs) => {
    const seen = new Set<string>();
    return xs
      .filter((x) => !seen.has(`${x.board}|${x.pair}`) && seen.add(`${x.board}|${x.pair}`))
      .map((x): ResultLine => ({ board: x.board, ns: String(x.pair), ew: String(x.pair + 100), score: x.score }));
  })
  .filter((xs) => xs.length >= 2);

const methodArb = fc.constantFrom('matchpoints' as const, 'cross-imps' as const, 'butler' as const);

describe('addLine', () => {
  it('adding lines one at a time scores as the whole field does, with the expected plays given', () => {
    fc.assert(
      fc.property(linesArb, methodArb, (lines, method) => {
        const input = (n: number): FieldInput => ({ method, winners: 2, participants, results: lines.slice(0, n) });
        const options = { expected: () => PAIRS };
        let s: ScoredField = unwrap(makeScoredField(input(1), options));
        for (let n = 2; n <= lines.length; n++) {
          const next = addLine(s, lines[n - 1]!);
          expect(next).not.toBeNull(); // every board's N is given: never scored afresh
          s = unwrap(next!);
          expect(s.score).toEqual(unwrap(scoreField(input(n), options)));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('without expected plays it answers null when a board outgrows the others, and is right otherwise', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const input = (n: number): FieldInput => ({
          method: 'matchpoints',
          winners: 2,
          participants,
          results: lines.slice(0, n),
        });
        let s: ScoredField = unwrap(makeScoredField(input(1)));
        for (let n = 2; n <= lines.length; n++) {
          const line = lines[n - 1]!;
          const before = Math.max(
            ...[1, 2, 3, 4].map((b) => lines.slice(0, n - 1).filter((l) => l.board === b).length),
          );
          const after = lines.slice(0, n).filter((l) => l.board === line.board).length;
          const next = addLine(s, line);
          if (after > before) expect(next).toBeNull();
          else expect(next).not.toBeNull();
          s = next === null ? unwrap(makeScoredField(input(n))) : unwrap(next);
          expect(s.score).toEqual(unwrap(scoreField(input(n))));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a pair that already has a result on the board, or an unknown pair, is left to a fresh scoring', () => {
    const base: FieldInput = {
      method: 'matchpoints',
      winners: 2,
      participants,
      results: [{ board: 1, ns: '1', ew: '101', score: 420 }],
    };
    const s = unwrap(makeScoredField(base, { expected: () => 3 }));
    expect(addLine(s, { board: 1, ns: '1', ew: '102', score: 450 })).toBeNull();
    expect(addLine(s, { board: 1, ns: '9', ew: '109', score: 450 })).toBeNull();
    expect(addLine(s, { board: 2, ns: '1', ew: '101', score: 450 })).not.toBeNull();
  });

  it('a line that cannot be read is refused with its coded error and changes nothing', () => {
    const s = unwrap(
      makeScoredField({
        method: 'matchpoints',
        winners: 2,
        participants,
        results: [{ board: 1, ns: '1', ew: '101', score: 420 }],
      }),
    );
    const r = addLine(s, { board: 1, ns: '2', ew: '102', contract: '8Z', declarer: 'N', tricks: 9 });
    expect(r?.ok).toBe(false);
    expect(s.score.boards[0]!.lines).toHaveLength(1);
  });
});
