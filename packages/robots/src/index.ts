/**
 * @biritch/robots — robots that bid a natural system, explain their calls and play the cards.
 *
 * ```ts
 * import { chooseCall, explainCall } from '@biritch/robots';
 * const r = chooseCall({ hand, auction: [], dealer: 'N', vulnerability: 'none' });
 * ```
 */
export { chooseCall, explainCall, type BiddingInput, type CallChoice } from './bidding/bidder.js';
export type { BidRule, When, Range, RuleMatch } from './bidding/engine.js';
export { SAYC_RULES } from './bidding/system/index.js';
export { parseSaycCase, scoreSaycCases, type SaycCase, type SaycScore, type SaycFailure } from './bidding/saycCases.js';
