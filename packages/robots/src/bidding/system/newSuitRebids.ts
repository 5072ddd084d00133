/**
 * Responder's third call after its own new suit at its second turn, the game force it set (SAYC
 * booklet: "a new suit by responder is forcing"; with the 12+ HCP these rules promise facing an
 * opening bid, standard practice plays it to game), once opener has answered: game in the fit found,
 * 3NT, or — with slam values — an ace ask (4NT, Blackwood by aces: the answers and the asker's slam
 * or sign-off are the generic `... 3x P 4N P` rules of `index.ts` and `slam.ts`).
 *
 * ```ts
 * // 1♥ – Pass – 1♠ – Pass – 2♥ – Pass – 3♣ – Pass – 3♥ – Pass – ? with ♠AKJ2 ♥Q3 ♦KQ4 ♣AQJ2:
 * // 4NT (20 HCP facing a minimum with six hearts: 33 between the hands); with 13 HCP, 4♥
 * ```
 * Before, no rule covered this call: opener's 3♥ was not forcing and responder passed with 20 HCP
 * (issue 25, "an auction that ends below game after a game force is a bug"). The starts are opener's
 * minimum rebid of its suit and responder's cheapest new suit (`resp-rebid-new-suit-gf`, at the two
 * or the three level; after a two-over-one `resp-2over1-new-suit`), and opener's 1NT rebid and responder's new suit or jump in one
 * (`resp-1n-new-suit-gf`, `resp-1n-jump-new-suit`). Opener's answer (its suit again, a preference for
 * responder's first suit, a raise of the new suit, no-trump or a fourth suit) is the one the forced
 * hand's fallback makes (`forcing.ts`), read here by its level and suit.
 */
import type { BidRule, When } from '../engine.js';

/**
 * Responder's new suit `z` after opener's minimum rebid of `x` (over a one-level answer or a
 * two-over-one) or its 1NT rebid (x and y are the first suits).
 */
const STARTS = [
  '1x P 1y P 2x P 2z P',
  '1x P 1y P 2x P 3z P',
  '1x P 2y P 2x P 2z P',
  '1x P 2y P 2x P 3z P',
  '1x P 1y P 1N P 2z P',
  '1x P 1y P 1N P 3z P',
] as const;

/** The starts followed by opener's answer `answer` (a pattern tail such as `3x P`). */
const after = (...answers: readonly string[]): string =>
  STARTS.flatMap((s) => answers.map((a) => `${s} ${a}`)).join('|');

/**
 * Slam values for an ace ask: 33 between the hands (this hand's points and opener's shown HCP, the
 * middle of a minimum), 16+ HCP of its own, no void (Blackwood cannot count it).
 */
const SLAM: When = { combined: 33, hcp: 16, shortest: 1 };

/** Responder's third call; tried after the other rebids (no earlier rule's pattern is this long). */
export const NEW_SUIT_REBIDS: readonly BidRule[] = [
  // Opener's suit once more (six cards, a minimum): slam with two or more of it, else its game.
  {
    name: 'nsr-own-ask',
    auction: after('3x P'),
    call: '4N',
    when: { ...SLAM, len: { x: 2 } },
    explain: 'Blackwood: slam values with support for {x}',
  },
  {
    name: 'nsr-own-major-game',
    auction: after('3x P'),
    call: '4x',
    when: { len: { x: 2 }, above: [['x', 'D']] },
    explain: 'To play: game in partner’s six-card {x}',
  },
  {
    name: 'nsr-own-3n',
    auction: after('3x P'),
    call: '3N',
    when: { stopUnbid: true },
    explain: 'To play: game in no-trump, the unbid suit stopped',
  },
  {
    name: 'nsr-own-minor-game',
    auction: after('3x P'),
    call: '5x',
    when: { len: { x: 2 }, above: [['H', 'x']] },
    explain: 'To play: game in partner’s six-card {x}',
  },
  // A preference for responder's first suit (three cards): its game with five, else 3NT.
  {
    name: 'nsr-first-ask',
    auction: after('3y P', '2y P'),
    call: '4N',
    when: { ...SLAM, len: { y: 5 } },
    explain: 'Blackwood: slam values, a fit in {y}',
  },
  {
    name: 'nsr-first-game',
    auction: after('3y P', '2y P'),
    call: '4y',
    when: { len: { y: 5 }, above: [['y', 'D']] },
    explain: 'To play: game in {y}, a five-card suit facing three',
  },
  // The new suit raised: a minor fit at the four level, where 3NT has been passed (game is five).
  {
    name: 'nsr-raised-ask',
    auction: after('4z P'),
    call: '4N',
    when: { ...SLAM, len: { z: 4 } },
    explain: 'Blackwood: slam values, a fit in {z}',
  },
  {
    name: 'nsr-raised-game',
    auction: after('4z P'),
    call: '5z',
    when: { above: [['H', 'z']] },
    explain: 'To play: game in {z}',
  },
  {
    name: 'nsr-raised-major-game',
    auction: after('3z P'),
    call: '4z',
    when: { above: [['z', 'D']] },
    explain: 'To play: game in {z}, the fit found',
  },
  // Opener's game in a major (a fit for responder's first suit): slam values ask, else pass.
  {
    name: 'nsr-game-ask',
    auction: after('4y P'),
    call: '4N',
    when: { ...SLAM, len: { y: 4 } },
    explain: 'Blackwood: slam values, a fit in {y}',
  },
  // No-trump by opener: 6NT with 33 between the hands, balanced or semi-balanced.
  {
    name: 'nsr-notrump-slam',
    auction: after('3N P', '2N P'),
    call: '6N',
    when: { combined: 33, hcp: 18, semi: true },
    explain: 'To play: 33+ HCP between the hands',
  },
  // Any answer below game that the rules above left: 3NT with the unbid suits stopped.
  {
    name: 'nsr-3n',
    auction: after('2N P', '3w P', '3x P', '3y P', '2y P', '3z P'),
    call: '3N',
    when: { stopUnbid: true },
    explain: 'To play: game in no-trump',
  },
];
