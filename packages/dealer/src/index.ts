/**
 * @biritch/dealer — shuffles (crypto and seeded), deal numbers, constrained dealing, hand evaluation.
 *
 * ```ts
 * import { makeDealer, seededRandom, hcp } from '@biritch/dealer';
 * const dealer = unwrap(makeDealer({ where: 'hcp(N) >= 15 && hcp(N) <= 17 && balanced(N)' }, { random: seededRandom(1) }));
 * const deal = unwrap(dealer.next());
 * hcp(deal.N);
 * ```
 */
export {
  cryptoRandom,
  parseSeed,
  seededRandom,
  seedState,
  splitMix64,
  MAX_SEED,
  RandomReader,
  type RandomSource,
} from './random.js';
export { DEAL_COUNT, dealFromNumber, numberFromDeal } from './dealNumber.js';
export {
  hcp,
  suitHcp,
  controls,
  quickTricks,
  losingTrickCount,
  suitLengths,
  isBalanced,
  isSemiBalanced,
  spanishDistributionPoints,
  SPANISH_SHORTNESS_POINTS,
} from './evaluate.js';
export {
  parseShape,
  shapeUnion,
  shapeMinus,
  shapeIntersect,
  shapeHas,
  handShapeCode,
  lengthsOfCode,
  makeShapeCode,
  BALANCED,
  SEMI_BALANCED,
  ANY_SHAPE,
  type Shape,
} from './shape.js';
export {
  parseWhere,
  evaluateWhere,
  WHERE_NUMBERS,
  WHERE_TESTS,
  type Where,
  type WhereError,
  type WhereNode,
} from './where.js';
export {
  makeDealer,
  randomDeal,
  DEFAULT_MAX_ATTEMPTS,
  type Dealer,
  type DealerOptions,
  type DealConstraints,
  type HandConstraints,
  type Predeal,
  type Range,
} from './dealer.js';
