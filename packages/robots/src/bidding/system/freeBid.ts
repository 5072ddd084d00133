/**
 * Responder's next call after its free bid over their overcall (`vs-overcall-free-bid`,
 * `vs-overcall-free-major`: the cheapest new suit, 5+ cards and 10+ HCP, forcing one round; SAYC
 * booklet: "a new suit by responder is forcing") and opener's answer: game with the values for it.
 *
 * ```ts
 * // Pass – 1♦ – 2♠ – 3♣ – Pass – 3♦ – Pass – ? with ♠J98 ♥KT2 ♦2 ♣AKQJT4: 5♣ (13 HCP, six clubs,
 * // no spade stopper for 3NT)
 * ```
 * Before, the bidder read these auctions as if the opponents had passed, where the cheapest new
 * suit over their two-level overcall is a strong jump shift (1♦–Pass–3♣), and now that the jump
 * shift's rules stay out of contested auctions (`BidRule.uncontested`) no rule covered them: a
 * 13-count passed 3♦ (the saycbridge suite, misc hands from play #98, expects 5♣). Game first in a
 * major fit, then 3NT with their suit stopped, then the long minor; below game values, the forced
 * hand's fallback or a pass.
 */
import type { BidRule } from '../engine.js';

/** Our opening `x`, their overcall `y`, responder's cheapest new suit `z`. */
const STARTS = ['1x 1y 2z P', '1x 2y 2z P', '1x 2y 3z P'] as const;

/** The starts followed by opener's answer (a pattern tail such as `3x P`). */
const after = (...answers: readonly string[]): string =>
  STARTS.flatMap((s) => answers.map((a) => `${s} ${a}`)).join('|');

/** Opener's answers below game: its suit again, no-trump, a raise of the new suit, another suit. */
const BELOW_GAME = ['2x P', '3x P', '2N P', '3z P', '4z P', '2w P', '3w P'] as const;

/** Responder after its free bid and opener's answer; tried after the other competitive rules. */
export const FREE_BID_REBIDS: readonly BidRule[] = [
  {
    name: 'free-major-game',
    auction: after('2x P', '3x P'),
    call: '4x',
    when: { len: { x: 3 }, hcp: 12, above: [['x', 'D']] },
    explain: 'To play: game in {x} with support',
  },
  {
    name: 'free-raised-major-game',
    auction: after('3z P', '4z P'),
    call: '4z',
    when: { hcp: 11, above: [['z', 'D']] },
    explain: 'To play: game in {z}, the fit found',
  },
  {
    name: 'free-own-major-game',
    auction: after(...BELOW_GAME),
    call: '4z',
    when: { len: { z: 6 }, hcp: 12, above: [['z', 'D']] },
    explain: 'To play: game in {z}, a six-card suit',
  },
  {
    name: 'free-3n',
    auction: after(...BELOW_GAME),
    call: '3N',
    when: { hcp: 13, stop: ['y'] },
    explain: 'To play: game values, their suit stopped',
  },
  {
    name: 'free-2n-3n',
    auction: after('2N P'),
    call: '3N',
    when: { hcp: 11 },
    explain: 'To play: game facing the no-trump rebid',
  },
  {
    name: 'free-minor-game',
    auction: after(...BELOW_GAME),
    call: '5z',
    when: { hcp: 12, above: [['H', 'z']], any: [{ len: { z: 6 } }, { len: { z: 5 }, hcp: 14 }] },
    explain: 'To play: game in {z}, a long suit and no stopper for 3NT',
  },
  {
    name: 'free-raised-minor-game',
    auction: after('3z P', '4z P'),
    call: '5z',
    when: { hcp: 12, above: [['H', 'z']] },
    explain: 'To play: game in {z}, the fit found',
  },
];
