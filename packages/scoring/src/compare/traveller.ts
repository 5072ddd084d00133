/**
 * Travellers: the results of a pairs session as JSON, matchpointed per board and totalled per
 * pair with percentages and ranks (what `biritch matchpoints FILE` reads).
 *
 * ```ts
 * const r = unwrap(scoreTravellers({ boards: [{ board: 1, results: [
 *   { ns: '1', ew: '3', score: 420 }, { ns: '2', ew: '4', contract: '4S', declarer: 'N', tricks: 9 },
 * ] }] }));
 * r.pairs; // [{ pair: '1', direction: 'NS', matchpoints: 2, top: 2, percent: 100, rank: '1' }, …]
 * ```
 * A result is a North–South score, or a contract (`contract`, `declarer`, `tricks`; vulnerability
 * from the board number, Law 2, or `vulnerability`), or `artificial: { ns, ew }` (Law 12C).
 * A bare array is the results of one board (board 1).
 */
import {
  boardVulnerability,
  err,
  ok,
  parseContract,
  parseVulnerability,
  SEATS,
  type Result,
  type Seat,
} from '@biritch/core';
import { scoreBoard } from '../duplicate.js';
import {
  ARTIFICIAL_PERCENT,
  matchpointBoard,
  rankTotals,
  type MatchpointScale,
  type TravellerEntry,
} from './matchpoints.js';

/** One scored result of a board. */
export interface TravellerLine {
  readonly ns: string;
  readonly ew: string;
  /** North–South's score; null for an artificial score. */
  readonly score: number | null;
  readonly nsMatchpoints: number;
  readonly ewMatchpoints: number;
  readonly nsPercent: number;
  readonly ewPercent: number;
}

/** A pair's session total. */
export interface PairTotal {
  readonly pair: string;
  readonly matchpoints: number;
  readonly top: number;
  readonly percent: number;
  readonly rank: string;
}

/** The matchpointed session. */
export interface TravellerResults {
  readonly scale: MatchpointScale;
  readonly boards: readonly {
    readonly board: number;
    readonly top: number;
    readonly results: readonly TravellerLine[];
  }[];
  readonly pairs: readonly PairTotal[];
}

const round2 = (x: number): number => Math.round(x * 100 + 1e-9) / 100 + 0;

function parseResult(
  json: unknown,
  board: number,
  i: number,
): Result<{ ns: string; ew: string; entry: TravellerEntry }> {
  const at = (code: string, why: string) => err(code, `board ${board}, result ${i + 1}: ${why}`);
  if (typeof json !== 'object' || json === null) return at('traveller/bad-result', 'a result is an object');
  const r = json as Record<string, unknown>;
  const ns = typeof r.ns === 'number' ? String(r.ns) : r.ns;
  const ew = typeof r.ew === 'number' ? String(r.ew) : r.ew;
  if (typeof ns !== 'string' || typeof ew !== 'string')
    return at('traveller/bad-pair', 'each result names its pairs: { ns, ew }');
  if (r.artificial !== undefined) {
    const a = r.artificial as Record<string, unknown> | null;
    if (
      !a ||
      typeof a.ns !== 'string' ||
      typeof a.ew !== 'string' ||
      !(a.ns in ARTIFICIAL_PERCENT) ||
      !(a.ew in ARTIFICIAL_PERCENT)
    )
      return at('traveller/bad-artificial', 'artificial is { ns, ew } with average, average-plus or average-minus');
    return ok({ ns, ew, entry: { artificial: { ns: a.ns as 'average', ew: a.ew as 'average' } } });
  }
  if (typeof r.score === 'number') {
    if (!Number.isInteger(r.score)) return at('traveller/bad-score', `score must be a whole number, not ${r.score}`);
    return ok({ ns, ew, entry: { score: r.score } });
  }
  if (typeof r.contract !== 'string')
    return at('traveller/bad-result', 'give a score, a contract with declarer and tricks, or an artificial score');
  if (/^\s*pass(ed)?\s*$/i.test(r.contract)) return ok({ ns, ew, entry: { score: 0 } });
  const c = parseContract(r.contract);
  if (!c.ok) return at(c.error.code, c.error.message);
  const declarer = typeof r.declarer === 'string' ? r.declarer.toUpperCase() : '';
  if (!(SEATS as readonly string[]).includes(declarer))
    return at('score/bad-declarer', 'declarer must be N, E, S or W');
  let vul = boardVulnerability(board);
  if (r.vulnerability !== undefined) {
    const v = parseVulnerability(String(r.vulnerability));
    if (!v.ok) return at(v.error.code, v.error.message);
    vul = v.value;
  }
  const s = scoreBoard({
    contract: c.value,
    declarer: declarer as Seat,
    tricks: r.tricks as number,
    vulnerability: vul,
  });
  if (!s.ok) return at(s.error.code, s.error.message);
  return ok({ ns, ew, entry: { score: s.value.ns } });
}

/** Matchpoints a session of travellers and totals it per pair. */
export function scoreTravellers(json: unknown): Result<TravellerResults> {
  if (Array.isArray(json)) json = { boards: [{ board: 1, results: json }] };
  if (typeof json !== 'object' || json === null)
    return err('traveller/bad-file', 'a traveller file is { boards: [{ board, results }] } or a list of results');
  const f = json as Record<string, unknown>;
  const scale = (f.scale ?? '2/1/0') as MatchpointScale;
  if (scale !== '2/1/0' && scale !== 'acbl') return err('traveller/bad-scale', 'scale is "2/1/0" or "acbl"');
  if (!Array.isArray(f.boards)) return err('traveller/bad-file', '"boards" must be a list');
  const boards: TravellerResults['boards'][number][] = [];
  const totals = new Map<string, { mp: number; top: number }>();
  for (const [bi, b] of (f.boards as unknown[]).entries()) {
    const bo = (b ?? {}) as Record<string, unknown>;
    const board = bo.board === undefined ? bi + 1 : bo.board;
    if (typeof board !== 'number' || !Number.isInteger(board) || board < 1)
      return err('traveller/bad-board', `board number must be a positive integer, not ${String(board)}`);
    if (!Array.isArray(bo.results) || bo.results.length === 0)
      return err('traveller/bad-file', `board ${board}: "results" must be a non-empty list`);
    const parsed = [];
    for (const [i, r] of bo.results.entries()) {
      const p = parseResult(r, board, i);
      if (!p.ok) return p;
      parsed.push(p.value);
    }
    const expected = bo.expected;
    if (expected !== undefined && typeof expected !== 'number')
      return err('traveller/bad-expected', `board ${board}: expected is a number of results`);
    const mp = matchpointBoard(
      parsed.map((p) => p.entry),
      { scale, ...(expected !== undefined ? { expected } : {}) },
    );
    if (!mp.ok) return err(mp.error.code, `board ${board}: ${mp.error.message}`);
    const top = (scale === '2/1/0' ? 2 : 1) * ((expected ?? parsed.length) - 1);
    const results: TravellerLine[] = parsed.map((p, i) => {
      const m = mp.value[i]!;
      for (const [pair, pts] of [
        [p.ns, m.ns],
        [p.ew, m.ew],
      ] as const) {
        const t = totals.get(pair) ?? { mp: 0, top: 0 };
        totals.set(pair, { mp: t.mp + pts, top: t.top + top });
      }
      return {
        ns: p.ns,
        ew: p.ew,
        score: 'score' in p.entry ? p.entry.score : null,
        nsMatchpoints: m.ns,
        ewMatchpoints: m.ew,
        nsPercent: m.nsPercent,
        ewPercent: m.ewPercent,
      };
    });
    boards.push({ board, top, results });
  }
  const list = [...totals.entries()].map(([pair, t]) => ({
    pair,
    matchpoints: round2(t.mp),
    top: t.top,
    percent: t.top ? round2((100 * t.mp) / t.top) : 50,
  }));
  const ranks = rankTotals(list.map((p) => p.percent));
  const pairs = list
    .map((p, i) => ({ ...p, rank: ranks[i]! }))
    .sort((a, b) => b.percent - a.percent || a.pair.localeCompare(b.pair, undefined, { numeric: true }));
  return ok({ scale, boards, pairs });
}
