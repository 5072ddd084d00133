/**
 * Reading a field's result lines: each becomes a real North–South score, a weighted assigned
 * score (Law 12C1(c)) or an artificial adjusted score per side (Law 12C2), checked with a coded
 * error naming the board and the pairs.
 *
 * ```ts
 * readLine({ board: 1, ns: '1', ew: '2', contract: '4S', declarer: 'N', tricks: 10 });
 * // ok({ kind: 'real', spread: [{ score: 420, weight: 1 }], score: 420 })
 * ```
 * Precedence when a line says more than one thing: weighted, then adjusted, then score, then
 * contract (a file that carries both a score and the contract it came from scores the score).
 */
import { boardVulnerability, err, ok, parseContract, SEATS, type Result, type Seat } from '@biritch/core';
import { ARTIFICIAL_PERCENT, scoreBoard } from '@biritch/scoring';
import type { Adjustment, FieldInput, ResultLine } from '../field.js';
import type { Spread } from './compare.js';

/** A line as scoring sees it. */
export type ReadLine =
  /** `score` is the single NS score, null for a weighted line. */
  | { readonly kind: 'real'; readonly spread: Spread; readonly score: number | null }
  /** Percentages of the top for each side. */
  | { readonly kind: 'adjusted'; readonly nsPercent: number; readonly ewPercent: number };

/** A value from outside, safe to put in a message (an object's own toString may be anything). */
export const shown = (x: unknown): string =>
  typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean' || x === null || x === undefined
    ? String(x)
    : Array.isArray(x)
      ? 'a list'
      : typeof x === 'object'
        ? 'an object'
        : `a ${typeof x}`;

const where = (l: ResultLine): string =>
  `board ${shown(l.board)}${l.section ? ` section ${shown(l.section)}` : ''}, ${shown(l.ns)} v ${shown(l.ew)}`;

/** The percentage an adjustment stands for: 60/50/40 (Law 12C2) or the percentage given. */
export function adjustmentPercent(a: Adjustment): Result<number> {
  if (typeof a === 'string') {
    return a in ARTIFICIAL_PERCENT
      ? ok(ARTIFICIAL_PERCENT[a])
      : err('field/bad-adjustment', `unknown adjustment '${a}'`);
  }
  const p = (a as { percent?: unknown } | null)?.percent;
  if (typeof p !== 'number' || !Number.isFinite(p) || p < 0 || p > 100)
    return err('field/bad-adjustment', 'an adjusted percentage is 0 to 100');
  return ok(p);
}

/** The NS score of a contract result (Law 77; vulnerability from the board number, Law 2), 0 when passed out. */
export function scoreOfContract(
  board: number,
  contract: string,
  declarer: Seat | undefined,
  tricks: number | undefined,
): Result<number> {
  if (/^\s*(pass|passed|p|passed out)\s*$/i.test(contract)) return ok(0);
  const c = parseContract(contract);
  if (!c.ok) return c;
  if (declarer === undefined || !(SEATS as readonly string[]).includes(declarer))
    return err('field/bad-declarer', 'a contract needs its declarer: N, E, S or W');
  if (typeof tricks !== 'number' || !Number.isInteger(tricks) || tricks < 0 || tricks > 13)
    return err('field/bad-tricks', 'tricks are 0 to 13');
  const s = scoreBoard({ contract: c.value, declarer, tricks, vulnerability: boardVulnerability(board) });
  return s.ok ? ok(s.value.ns) : s;
}

/**
 * Reads and checks one line. `contracts` may carry the scores of contracts already read
 * (board, contract, declarer, tricks): a field of thousands repeats a few dozen per board.
 */
export function readLine(l: ResultLine, contracts?: Map<string, Result<number>>): Result<ReadLine> {
  if (typeof l !== 'object' || l === null) return err('field/bad-line', 'a result line is an object');
  const fail = (code: string, why: string) => err(code, `${where(l)}: ${why}`);
  if (!Number.isInteger(l.board) || l.board < 1)
    return err('field/bad-board', `board number must be a positive whole number, not ${shown(l.board)}`);
  if (typeof l.ns !== 'string' || typeof l.ew !== 'string' || l.ns === '' || l.ew === '')
    return fail('field/bad-pair', 'each line names its NS and EW ids');
  if (l.ns === l.ew) return fail('field/same-pair', 'a pair cannot play against itself');
  if (l.weighted !== undefined) {
    if (!Array.isArray(l.weighted) || l.weighted.length === 0)
      return fail('field/bad-weights', 'a weighted score lists { weight, score } parts');
    let sum = 0;
    for (const part of l.weighted) {
      if (!(part.weight > 0 && part.weight <= 1) || !Number.isInteger(part.score))
        return fail('field/bad-weights', 'each part has a weight in (0, 1] and a whole score');
      sum += part.weight;
    }
    if (Math.abs(sum - 1) > 1e-6) return fail('field/bad-weights', `the weights add up to ${sum}, not 1 (Law 12C1(c))`);
    return ok({ kind: 'real', spread: l.weighted.map((p) => ({ score: p.score, weight: p.weight })), score: null });
  }
  if (l.adjusted !== undefined) {
    const ns = adjustmentPercent(l.adjusted.ns);
    const ew = adjustmentPercent(l.adjusted.ew);
    if (!ns.ok) return fail(ns.error.code, ns.error.message);
    if (!ew.ok) return fail(ew.error.code, ew.error.message);
    return ok({ kind: 'adjusted', nsPercent: ns.value, ewPercent: ew.value });
  }
  if (l.score !== undefined) {
    if (!Number.isInteger(l.score)) return fail('field/bad-score', `a score is a whole number, not ${shown(l.score)}`);
    return ok({ kind: 'real', spread: [{ score: l.score, weight: 1 }], score: l.score });
  }
  if (typeof l.contract === 'string') {
    const key = `${l.board}|${l.contract}|${shown(l.declarer)}|${shown(l.tricks)}`;
    let s = contracts?.get(key);
    if (!s) {
      s = scoreOfContract(l.board, l.contract, l.declarer, l.tricks);
      contracts?.set(key, s);
    }
    if (!s.ok) return fail(s.error.code, s.error.message);
    return ok({ kind: 'real', spread: [{ score: s.value, weight: 1 }], score: s.value });
  }
  return fail('field/no-score', 'give a score, a contract with declarer and tricks, an adjustment or a weighted score');
}

/** Checks the outline of a field from outside (a file, a request): lists where lists belong. */
export function checkFieldShape(input: FieldInput): Result<never> | null {
  if (!Array.isArray(input.results)) return err('field/bad-input', 'results must be a list');
  if (!Array.isArray(input.participants)) return err('field/bad-input', 'participants must be a list');
  for (const p of input.participants)
    if (typeof p !== 'object' || p === null || typeof p.id !== 'string' || !Array.isArray(p.names))
      return err('field/bad-participant', 'a participant has an id and a list of names');
    else if (p.section !== undefined && typeof p.section !== 'string')
      return err('field/bad-participant', `participant ${p.id}: a section is a letter`);
  const groups = input.scoringGroups;
  if (
    groups !== undefined &&
    (!Array.isArray(groups) || !groups.every((g) => Array.isArray(g) && g.every((x) => typeof x === 'string')))
  )
    return err('field/bad-scoring-group', 'scoring groups are lists of section letters');
  for (const l of input.results)
    if (typeof l !== 'object' || l === null) return err('field/bad-line', 'a result line is an object');
    else if (l.section !== undefined && typeof l.section !== 'string')
      return err('field/bad-line', `board ${shown(l.board)}: a section is a letter`);
  return null;
}
