/**
 * Strength levels of the robots' card play, chosen per table: how many layouts they solve and
 * how long they may think per card, and whether they use the solver at all.
 *
 * ```ts
 * const robot = createRobot({ seat: 'E', rng, solver, strength: 'club' });
 * STRENGTHS.expert // { solver: true, samples: 32, leadSamples: 20, timeBudgetMs: 900, thinkBudgetMs: 60, readCards: 0 }
 * ```
 * `beginner` plays by rules of thumb only (no solver); `club` samples a few layouts in a short
 * time; `expert` samples more in just under a second per card (the issue 25 target: p99 under 1 s).
 * The bidding's thinking fallback has a budget of its own (`thinkBudgetMs`): the issue 25 target
 * for a call is p99 under 100 ms, and a call passes its budget by at most one solve.
 * The play policy is separate: `sampled` (issue 25: opening leads by simulation, signals made and
 * read) or `baseline` (the card play of issue 8, kept to measure the new play against).
 */

/** A strength level of the card play. */
export type RobotStrength = 'beginner' | 'club' | 'expert';

/** Which card player: today's (issue 25) or the issue 8 baseline kept for comparison. */
export type PlayPolicy = 'sampled' | 'baseline';

/** What a strength level means for the card play. */
export interface StrengthSettings {
  /** Whether the robot uses the double-dummy solver at all. */
  readonly solver: boolean;
  /** Most layouts solved per card after the opening lead. */
  readonly samples: number;
  /** Most layouts solved for the opening lead (each solve there is the dearest of the deal). */
  readonly leadSamples: number;
  /** Time per card in milliseconds, sampling and solving included. */
  readonly timeBudgetMs: number;
  /** Time per call in milliseconds for the bidding's thinking fallback (bidding/think.ts). */
  readonly thinkBudgetMs: number;
  /**
   * How many of the hidden players' last cards weigh the sampled layouts (play/playedWell.ts); each
   * costs a solve per layout. None at any strength since session 29: reading 4 cost the expert
   * about four times the time per card (p50 350 ms against 90 ms at tricks 2–4) and so fewer layouts
   * at the dearest positions, and played no better (replayed positions of seeds 3000 and 5151, paired:
   * −0.03 ± 0.04 tricks a deal without it; robots NOTES.md, "The hidden players' last cards").
   */
  readonly readCards: number;
}

/** The strength levels, weakest first. */
export const STRENGTHS: Readonly<Record<RobotStrength, StrengthSettings>> = {
  beginner: { solver: false, samples: 0, leadSamples: 0, timeBudgetMs: 50, thinkBudgetMs: 0, readCards: 0 },
  club: { solver: true, samples: 12, leadSamples: 10, timeBudgetMs: 250, thinkBudgetMs: 40, readCards: 0 },
  expert: { solver: true, samples: 32, leadSamples: 20, timeBudgetMs: 900, thinkBudgetMs: 60, readCards: 0 },
};

/** Whether a value names a strength level (for table options read from outside). */
export function isRobotStrength(x: unknown): x is RobotStrength {
  return x === 'beginner' || x === 'club' || x === 'expert';
}
