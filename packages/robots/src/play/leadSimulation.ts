/**
 * Solving the opening leads over sampled layouts: each layout that replays the auction
 * (leadSample.ts) is solved once double-dummy for every lead, within the time left.
 *
 * ```ts
 * const s = solveLeadLayouts(k, view, legal, { solver, next, now, timeBudgetMs: 900 }, 20);
 * s.scores[0].get('SK') // the leader's side's tricks after ♠K on the first layout
 * ```
 * The sampling takes at most `SAMPLING_SHARE` of the budget; when fewer layouts replay the whole
 * auction, the rest come from the auction's ranges (sample.ts). A native solve is started only while
 * the slowest one so far still fits and a third of the budget is left (it cannot be interrupted);
 * the rest of the time goes to `tailSolver`, which stops at its budget (solverChoice.ts).
 */
import { trySolve, type SolverBackend } from '@biritch/solver';
import type { Card, Deal, TableView } from '@biritch/core';
import { handRangesFromAuction } from '../bidding/inference.js';
import type { PlayKnowledge } from './knowledge.js';
import { leadLayouts } from './leadSample.js';
import { sampleLayouts } from './sample.js';
import { givenUp, solverFor } from './solverChoice.js';
import { SAYC_TABLE, bySide, type TableSystems } from './systems.js';

/** What solving the leads needs: a solver, a random source, a clock and the time for the lead. */
export interface LeadSolveOptions {
  readonly solver: SolverBackend;
  readonly next: (n: number) => number;
  readonly now: () => number;
  readonly timeBudgetMs: number;
  /** A solver that stops at its budget, for the last part of the time when `solver` cannot be stopped (solverChoice.ts). */
  readonly tailSolver?: (() => SolverBackend) | undefined;
  /** Each side's bidding system, whose rules replay its calls (both SAYC by default). */
  readonly systems?: TableSystems | undefined;
}

/** Each solved layout's tricks for the leader's side, by lead; and how many layouts replayed the auction. */
export interface LeadLayoutScores {
  readonly scores: Map<Card, number>[];
  readonly fitting: number;
}

/** Most of the budget the sampling may take before solving starts. */
const SAMPLING_SHARE = 0.3;

/**
 * Samples up to `count` layouts for the opening lead and solves as many as the budget allows
 * (at least `least` are tried for even when the time is short, as long as the slowest solve fits).
 */
export function solveLeadLayouts(
  k: PlayKnowledge,
  view: TableView,
  legal: readonly Card[],
  opts: LeadSolveOptions,
  count: number,
  least: number,
): LeadLayoutScores {
  const start = opts.now();
  const deadline = start + opts.timeBudgetMs * 0.9;
  const samplingEnds = start + opts.timeBudgetMs * SAMPLING_SHARE;
  const sampled = leadLayouts(k, view, opts.next, {
    count,
    attempts: count * 400,
    stop: () => opts.now() > samplingEnds,
    systems: opts.systems,
  });
  let layouts: Deal[] = sampled.layouts;
  if (layouts.length < least) {
    const ranges = bySide(opts.systems ?? SAYC_TABLE, (rules) =>
      handRangesFromAuction(view.auction, view.dealer ?? 'N', view.scoredVulnerability ?? 'none', rules),
    );
    const more = sampleLayouts(k, ranges, opts.next, { count: count - layouts.length, attempts: count * 100 });
    layouts = [...layouts, ...more];
  }
  const scores: Map<Card, number>[] = [];
  // A likely layout may be drawn more than once (leadSample.ts): it is solved once and counts each time.
  const solvedBefore = new Map<Deal, Map<Card, number>>();
  let slowest = 0;
  for (const deal of layouts) {
    const again = solvedBefore.get(deal);
    if (again) {
      scores.push(again);
      continue;
    }
    const started = opts.now();
    const left = deadline - started;
    const share = left / Math.max(1, least - scores.length);
    const solver = solverFor({
      main: opts.solver,
      tail: opts.tailSolver,
      leftMs: left,
      budgetMs: opts.timeBudgetMs,
      slowestMs: slowest,
    });
    if (share <= 1 || !solver) break;
    const r = trySolve(solver, { deal, trick: { leader: k.toPlay, cards: [] } }, k.strain, {
      cards: true,
      budget: { timeMs: share },
    });
    if (!r.ok && givenUp(solver, r.error.code)) continue;
    if (!r.ok) break;
    const m = new Map<Card, number>();
    for (const cs of r.value.cards ?? []) {
      for (const c of [cs.card, ...cs.equals]) if (legal.includes(c)) m.set(c, cs.tricks);
    }
    if (legal.every((c) => m.has(c))) {
      scores.push(m);
      solvedBefore.set(deal, m);
    }
    if (solver === opts.solver && !solver.abandonable) slowest = Math.max(slowest, opts.now() - started);
  }
  return { scores, fitting: Math.min(sampled.fitting, scores.length) };
}
