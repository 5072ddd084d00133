/**
 * @biritch/robots — robots that bid a natural system, explain their calls and play the cards.
 *
 * ```ts
 * import { createRobot, chooseCall, explainCall } from '@biritch/robots';
 * const robot = createRobot({ seat: 'E', rng: seededRandom(7), solver: createTsSolver() });
 * const command = robot.onView(viewFor(state, 'E')); // the command to send, or null
 * ```
 */
export { createRobot, isOpeningLeadView, type Robot, type RobotDecision, type RobotOptions } from './robot.js';
export { chooseCall, explainCall, type BiddingInput, type CallChoice } from './bidding/bidder.js';
export type { Alert, BidRule, Forcing, When, Range, RuleMatch, ExplanationMessage } from './bidding/engine.js';
export { englishExplanation, explanationIn } from './explanations.js';
export { SAYC_RULES } from './bidding/system/index.js';
export { TWO_OVER_ONE_RULES } from './bidding/system/twoOverOne.js';
export { SYSTEMS, facingName, isSystemName, rulesFacing, type SystemName } from './bidding/system/systems.js';
export { ALERT_REGULATIONS, alertUnder, isAlertRegulation, type AlertRegulation } from './bidding/alerts.js';
export {
  CARDING,
  CONVENTIONS,
  systemCard,
  type SystemCard,
  type SystemCardEntry,
  type SystemCardOpening,
} from './bidding/systemCard.js';
export { forceOn, forcedCall, gameLevel, FORCED_EXPLANATIONS, type ForceState } from './bidding/forcing.js';
export { handRangesFromAuction, type HandRanges } from './bidding/inference.js';
export type { ThinkOptions, ThoughtCall } from './bidding/think.js';
export {
  parseSaycCase,
  parseYarboroughCases,
  scoreCases,
  scoreSaycCases,
  type SaycCase,
  type SaycScore,
  type SaycFailure,
} from './bidding/saycCases.js';
export {
  LEAD_CARD_SLACK,
  LEAD_MARGIN,
  LEAD_TRUSTED_SAMPLES,
  chooseCard,
  declaringSideSuits,
  layoutTests,
  leadRisk,
  type LayoutTests,
  type CardChoice,
  type CardMethod,
  type CardPlayOptions,
} from './play/chooseCard.js';
export type { LeadScore } from './play/chooseCard.js';
export { fitsSignals, readSignals, signalCard, signalFor, signalsToRead } from './play/signals.js';
export type { ReadSignal, SignalKind, SignalWish } from './play/signals.js';
export { heuristicCard, leadCardIn, type PlayHints } from './play/heuristics.js';
export { knowledgeOf, type PlayKnowledge } from './play/knowledge.js';
export {
  sampleLayouts,
  sampleLayoutsCounted,
  type HandTest,
  type Reading,
  type SampledLayouts,
} from './play/sample.js';
export { playLikelihood, recentDecisions, positionAt, TRICK_LIKELIHOOD, type PastDecision } from './play/playedWell.js';
export { replayedRanges } from './play/replayRanges.js';
export { leadLayouts, type LeadLayouts, type LeadSampleOptions } from './play/leadSample.js';
export { SAYC_TABLE, bySide, rulesOfSeat, tableSystems, type TableSystems } from './play/systems.js';
export { respondToClaim, respondToUndo, type ClaimOptions } from './play/claims.js';
export { uniformFrom } from './play/random.js';
export { NATIVE_RESERVE, solverFor, stoppableSolver, type SolverChoice } from './play/solverChoice.js';
export { STRENGTHS, isRobotStrength } from './play/strength.js';
export type { PlayPolicy, RobotStrength, StrengthSettings } from './play/strength.js';
