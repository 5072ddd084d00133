/**
 * A second system as data: Two Over One Game Forcing, written as SAYC with the 2/1 structure
 * of responses to one of a major (a new suit at the two level is forcing to game and promises
 * 12+ HCP; 1NT is forcing for one round, 6–12 HCP). The openings are SAYC's; everything else
 * the system does not change is SAYC's too. The engine is the same: only the rule list differs.
 *
 * ```ts
 * import { TWO_OVER_ONE_RULES } from './twoOverOne.js';
 * chooseCall({ hand, auction: [bid(1, 'S'), pass()], dealer: 'N', vulnerability: 'none' }, TWO_OVER_ONE_RULES)
 * // 1♠ – Pass – 2♥ with 12+ HCP: 'gf-spades-2h', forcing to game
 * ```
 */
import type { BidRule } from '../engine.js';
import { SAYC_RULES } from './index.js';

const FOUR_CARDS = 'Two over one: 4+ cards, 12+ HCP, forcing to game';

/** A SAYC two-over-one response made game forcing with 12+ HCP. */
const gameForcing = (r: BidRule, name: string, explain: string): BidRule => ({
  ...r,
  name,
  forcing: 'game',
  when: { ...r.when, hcp: 12 },
  explain,
});

/** The 2/1 replacements of SAYC rules, by the SAYC rule's name. */
const CHANGES: Readonly<Record<string, (r: BidRule) => BidRule>> = {
  'spades-2h': (r) => gameForcing(r, 'gf-spades-2h', 'Two over one: 5+ hearts, 12+ HCP, forcing to game'),
  'spades-2h-strong': (r) => gameForcing(r, 'gf-spades-2h-strong', 'Two over one: 5+ hearts, 12+ HCP, forcing to game'),
  'major-two-over-one': (r) => gameForcing(r, 'gf-major-two-over-one', FOUR_CARDS),
  'major-two-over-one-any': (r) => gameForcing(r, 'gf-major-two-over-one-any', FOUR_CARDS),
  'major-two-over-one-3': (r) =>
    gameForcing(r, 'gf-major-two-over-one-3', 'Two over one: 3+ clubs, 12+ HCP, forcing to game'),
  'major-1n': (r) => ({
    ...r,
    name: 'gf-major-1n-forcing',
    forcing: 'round',
    alert: 'announce',
    when: { hcp: [6, 12] },
    explain: '6–12 HCP, no fit, forcing for one round',
  }),
};

/** Two Over One Game Forcing: SAYC with the 2/1 responses to one of a major. */
export const TWO_OVER_ONE_RULES: readonly BidRule[] = SAYC_RULES.map((r) => CHANGES[r.name]?.(r) ?? r);
