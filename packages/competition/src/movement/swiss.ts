/**
 * The Swiss draw (pairs or teams) as a minimum-cost perfect matching (research note §3.5). Costs
 * are compared in this order: repeat meetings, then second byes, then how far from the bottom the
 * bye goes, then the squared score distance of each match. So no one meets an opponent again
 * when any draw avoids it (Magic Contest's swaps give "no guarantees"), the lowest-ranked
 * contestant without a bye gets it, and the rest meet the closest scores they can.
 *
 * ```ts
 * const d = drawSwiss({ entrants: [
 *   { id: 1, score: 30, opponents: [2] }, { id: 2, score: 28, opponents: [1] },
 *   { id: 3, score: 20, opponents: [4] }, { id: 4, score: 10, opponents: [3] },
 * ] });
 * // d.value.matches = [[1, 3], [2, 4]], d.value.bye = null, d.value.repeats = 0
 * ```
 * The solver is an exact branch and bound: the highest-ranked unmatched entrant is matched
 * first, partners tried cheapest first (then by rank), and a branch is cut when its cost plus a
 * lower bound cannot beat the best draw found. The bound is the larger of half the sum of each
 * unmatched entrant's cheapest edge and, for repeats, half the number of odd components of the
 * graph of meetings still allowed (a parity argument that proves quickly when a repeat is
 * forced). The first best draw found is kept, so equal-cost draws are broken the same way every
 * time: by rank order, top first. Ranking order is score (highest first), then the order
 * of `entrants` (pass the previous ranking's order).
 */
import { err, ok, type Result } from '@biritch/core';
import { makeMatches, threeWayRows } from './teams.js';
import type { Movement } from './types.js';

/** One contestant going into the draw. */
export interface SwissEntrant {
  readonly id: number;
  readonly score: number;
  /** Everyone this entrant has met. */
  readonly opponents: readonly number[];
  /** Byes already had. */
  readonly byes?: number | undefined;
}

/** A round's draw: matches (higher-ranked first), the bye, and what it cost. */
export interface SwissDraw {
  readonly matches: readonly (readonly [number, number])[];
  readonly bye: number | null;
  /** Teams: three entrants playing a three-way instead of a bye (`swissTriple`). */
  readonly triple?: readonly [number, number, number] | undefined;
  /** Meetings that repeat an earlier one (0 whenever a draw without repeats exists). */
  readonly repeats: number;
  /** Sum of squared score differences over the matches. */
  readonly scoreCost: number;
}

type Cost = [repeats: number, secondByes: number, byeHeight: number, scoreCost: number];

const ZERO: Cost = [0, 0, 0, 0];
const add = (a: Cost, b: Cost): Cost => [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]];
const half = (a: Cost): Cost => [a[0] / 2, a[1] / 2, a[2] / 2, a[3] / 2];
/** Lexicographic comparison with a tolerance for the halved bound. */
function compare(a: Cost, b: Cost): number {
  for (let i = 0; i < 4; i++) {
    const d = a[i]! - b[i]!;
    if (Math.abs(d) > 1e-9) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** Draws one Swiss round. */
export function drawSwiss(o: { readonly entrants: readonly SwissEntrant[] }): Result<SwissDraw> {
  const list = o.entrants;
  if (list.length < 2) return err('swiss/too-few', `a Swiss round needs at least 2 entrants, not ${list.length}`);
  const ids = new Set<number>();
  for (const e of list) {
    if (!Number.isInteger(e.id)) return err('swiss/bad-entrant', `entrant id ${e.id} is not a whole number`);
    if (ids.has(e.id)) return err('swiss/bad-entrant', `entrant ${e.id} is listed twice`);
    if (!Number.isFinite(e.score)) return err('swiss/bad-entrant', `entrant ${e.id} has no score`);
    ids.add(e.id);
  }
  const ranked = list
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.score - a.e.score || a.i - b.i)
    .map((x) => x.e);
  const n = ranked.length;
  const odd = n % 2 === 1;
  const size = odd ? n + 1 : n;
  const BYE = n;
  const met = ranked.map((e) => new Set(e.opponents));
  const cost: Cost[][] = [];
  for (let i = 0; i < size; i++) {
    cost.push([]);
    for (let j = 0; j < size; j++) {
      if (i === j) cost[i]!.push(ZERO);
      else if (i === BYE || j === BYE) {
        const k = i === BYE ? j : i;
        cost[i]!.push([0, (ranked[k]!.byes ?? 0) > 0 ? 1 : 0, n - 1 - k, 0]);
      } else {
        const d = ranked[i]!.score - ranked[j]!.score;
        cost[i]!.push([met[i]!.has(ranked[j]!.id) ? 1 : 0, 0, 0, d * d]);
      }
    }
  }
  // Partners of each node, cheapest first, then by rank.
  const order = cost.map((row, i) =>
    row
      .map((_, j) => j)
      .filter((j) => j !== i)
      .sort((a, b) => compare(row[a]!, row[b]!) || a - b),
  );
  const mate = new Array<number>(size).fill(-1);
  let best: number[] | null = null;
  let bestCost: Cost = [Infinity, Infinity, Infinity, Infinity];
  /**
   * Odd components of the graph of meetings still allowed (no repeat) among the unmatched: each
   * needs a repeat to leave it, and one repeat serves two, so repeats ≥ odd components / 2.
   */
  const oddComponents = (): number => {
    const seen = new Array<boolean>(size).fill(false);
    let odd = 0;
    for (let s = 0; s < size; s++) {
      if (mate[s] !== -1 || seen[s]) continue;
      let count = 0;
      const stack = [s];
      seen[s] = true;
      while (stack.length > 0) {
        const u = stack.pop()!;
        count++;
        for (let w = 0; w < size; w++) {
          if (!seen[w] && mate[w] === -1 && w !== u && cost[u]![w]![0] === 0) {
            seen[w] = true;
            stack.push(w);
          }
        }
      }
      if (count % 2 === 1) odd++;
    }
    return odd;
  };
  const bound = (spent: Cost): Cost => {
    let sum: Cost = ZERO;
    for (let u = 0; u < size; u++) {
      if (mate[u] !== -1) continue;
      const v = order[u]!.find((w) => mate[w] === -1);
      if (v !== undefined) sum = add(sum, cost[u]![v]!);
    }
    const edges = half(sum);
    // The parity count only helps while the best draw so far has more repeats than this branch.
    if (bestCost[0] <= spent[0]) return edges;
    const parity: Cost = [Math.ceil(oddComponents() / 2), 0, 0, 0];
    return compare(parity, edges) > 0 ? parity : edges;
  };
  const search = (spent: Cost): void => {
    const u = mate.indexOf(-1);
    if (u === -1) {
      if (compare(spent, bestCost) < 0) {
        bestCost = spent;
        best = [...mate];
      }
      return;
    }
    if (compare(add(spent, bound(spent)), bestCost) >= 0) return;
    for (const v of order[u]!) {
      if (mate[v] !== -1) continue;
      const next = add(spent, cost[u]![v]!);
      if (compare(next, bestCost) >= 0) continue;
      mate[u] = v;
      mate[v] = u;
      search(next);
      mate[u] = mate[v] = -1;
    }
  };
  search(ZERO);
  const m = best as number[] | null;
  if (!m) return err('swiss/no-draw', 'no draw found');
  const matches: [number, number][] = [];
  let bye: number | null = null;
  for (let u = 0; u < size; u++) {
    const v = m[u]!;
    if (u > v) continue;
    if (v === BYE) bye = ranked[u]!.id;
    else matches.push([ranked[u]!.id, ranked[v]!.id]);
  }
  const c = bestCost as Cost;
  return ok({ matches, bye, repeats: c[0], scoreCost: c[3] });
}

/**
 * An odd Swiss teams draw with a triple instead of the bye (RealBridge: "odd Swiss teams → triple
 * for the lowest-scored teams", research note §3.5): the bye team and the lowest-ranked match of
 * two teams it has not met play a three-way. The draw is unchanged when it has no bye or no such
 * match exists (the bye stays).
 */
export function swissTriple(draw: SwissDraw, entrants: readonly SwissEntrant[]): SwissDraw {
  if (draw.bye === null) return draw;
  const bye = entrants.find((e) => e.id === draw.bye);
  const met = new Set(bye?.opponents ?? []);
  for (let k = draw.matches.length - 1; k >= 0; k--) {
    const [a, b] = draw.matches[k]!;
    if (met.has(a) || met.has(b)) continue;
    return {
      ...draw,
      matches: draw.matches.filter((_, j) => j !== k),
      bye: null,
      triple: [a, b, draw.bye],
    };
  }
  return draw;
}

/**
 * A Swiss round as a movement: for teams, head-to-head matches (boards exchanged at half-time)
 * and, with a triple, a three-way at the next three tables on the same boards and half a set more;
 * for pairs, one table a match, the higher-ranked pair North–South, every table playing the same
 * boards (duplicated, as a barometer).
 */
export function swissRoundMovement(
  draw: SwissDraw,
  o: { readonly kind: 'pairs' | 'teams'; readonly boards: number; readonly participants: number },
): Result<Movement> {
  if (o.kind === 'teams') {
    const m = makeMatches({
      matches: draw.matches,
      boards: o.boards,
      teams: o.participants,
      name: `swiss-teams-${o.participants}`,
    });
    if (!m.ok || !draw.triple) return m;
    const h = o.boards / 2;
    const set = (from: number): number[] => Array.from({ length: h }, (_, i) => from + i);
    const t = 2 * draw.matches.length;
    const tables: [number, number, number] = [t + 1, t + 2, t + 3];
    return ok({
      ...m.value,
      tables: t + 3,
      boards: o.boards + h,
      rows: [...m.value.rows, ...threeWayRows(draw.triple, tables, [set(1), set(h + 1), set(2 * h + 1)], 1, 'A')],
      threeWays: [{ round: 1, teams: draw.triple, tables }],
      description: `${m.value.description ?? ''} Teams ${draw.triple.join(', ')} play a three-way at tables ${t + 1}-${t + 3}.`,
    });
  }
  if (!Number.isInteger(o.boards) || o.boards < 1)
    return err('movement/bad-size', `boards must be at least 1, not ${o.boards}`);
  const boards = Array.from({ length: o.boards }, (_, i) => i + 1);
  return ok({
    name: `swiss-pairs-${o.participants}`,
    kind: 'pairs',
    winners: 1,
    tables: draw.matches.length,
    rounds: 1,
    participants: o.participants,
    boards: o.boards,
    boardsPerRound: o.boards,
    rows: draw.matches.map(([ns, ew], k) => ({ section: 'A', table: k + 1, round: 1, ns, ew, boards })),
    duplicated: true,
    description: `One Swiss round; every table plays boards 1-${o.boards}.${draw.bye !== null ? ` Bye: pair ${draw.bye}.` : ''}`,
  });
}
