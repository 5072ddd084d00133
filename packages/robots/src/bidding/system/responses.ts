/**
 * Responses to one of a suit, to weak twos and to preempts.
 *
 * ```ts
 * // 1♥ – Pass – ? with four hearts and 14 HCP: 2NT, "Jacoby 2NT: 4+ trumps, game forcing"
 * ```
 */
import type { BidRule, When } from '../engine.js';

/** A weak two-bid's continuations: not after the strong 2♣ (whose positive answers 2M and 2NT look alike). */
const NOT_2C: When = { above: [['x', 'C']] };
/** The constraints plus: no four-card major. */
const noMajor = (w: When): When => ({ ...w, len: { ...w.len, H: [0, 3], S: [0, 3] } });

/** Responses to 1♥ / 1♠ (pattern `1M P`). */
const TO_MAJOR: readonly BidRule[] = [
  {
    name: 'major-jump-shift',
    forcing: 'game',
    uncontested: true,
    auction: '1M P',
    call: '^^x',
    when: { hcp: 19, len: { x: 5 } },
    explain: 'Strong jump shift: 19+ HCP',
  },
  {
    name: 'hearts-1s-strong',
    forcing: 'round',
    auction: '1H P',
    call: '1S',
    when: { len: { S: 4, H: [0, 3] }, hcp: 13 },
    explain: '4+ spades, 6+ HCP, forcing',
  },
  {
    name: 'major-3n-three',
    auction: '1M P',
    call: '3N',
    when: { hcp: [15, 17], bal: true, len: { M: [0, 3] } },
    explain: '15–17 HCP, balanced',
  },
  {
    name: 'major-jacoby-2n',
    forcing: 'game',
    alert: 'alert',
    auction: '1M P',
    call: '2N',
    when: { len: { M: 3 }, passedHand: false, any: [{ hcp: 13 }, { hcp: [11, 12], sup: ['M', 14, 40] }] },
    explain: 'Jacoby 2NT: support, game forcing',
  },
  {
    name: 'major-splinter',
    forcing: 'game',
    alert: 'alert',
    auction: '1M P',
    call: '^^^x',
    // A singleton honour is wasted opposite length, not a shortness to show.
    when: { len: { M: 4, x: [0, 1] }, sup: ['M', 13, 18], hcp: [12, 15], not: { len: { x: [1, 1] }, top3: { x: 1 } } },
    explain: 'Splinter: support, game values, at most one card in {x}',
  },
  {
    name: 'major-preemptive-raise',
    auction: '1M P',
    call: '4M',
    when: { len: { M: 5 }, hcp: [0, 9] },
    explain: 'Preemptive raise: 5+ trumps, fewer than 10 HCP',
  },
  {
    name: 'major-limit-raise',
    auction: '1M P',
    call: '3M',
    // 13 support points with 10–11 HCP too: Jacoby 2NT takes 11 HCP only from 14 (before, 1♥ was
    // passed with ♠96 ♥AQ742 ♦KQ42 ♣54, 11 HCP and 13 support points, in a random-deal scan of the
    // rules); with 12 HCP the hand is a game force (yarborough: ♠KJ7 ♥KJ5 ♦KJ653 ♣42 bids 2♦ over 1♥).
    when: {
      len: { M: 3 },
      // A fewer-HCP hand whose shortness lifts it past the single raise (13–15 support points) limit-raises
      // too: before, no raise took it and 1♠–1NT was bid with ♠KJ42 ♥6 ♦Q76432 ♣QJ (the spade game lost).
      any: [
        { sup: ['M', 10, 12] },
        { hcp: [10, 11], sup: ['M', 13, 13] },
        { passedHand: true, sup: ['M', 13, 16] },
        { hcp: [6, 9], sup: ['M', 13, 15] },
      ],
    },
    explain: 'Limit raise: 3+ trumps, 10–12 points',
  },
  {
    name: 'major-single-raise',
    auction: '1M P',
    call: '2M',
    when: { len: { M: 3 }, sup: ['M', 6, 10] },
    explain: 'Single raise: 3+ trumps, 6–10 points',
  },
  {
    name: 'hearts-1s',
    forcing: 'round',
    auction: '1H P',
    call: '1S',
    when: { len: { S: 4 }, hcp: 6 },
    explain: '4+ spades, 6+ HCP, forcing',
  },
  {
    name: 'major-3n',
    auction: '1M P',
    call: '3N',
    when: { hcp: [15, 17], bal: true, len: { M: [0, 2] } },
    explain: '15–17 HCP, balanced, no fit',
  },
  {
    name: 'spades-2h',
    forcing: 'round',
    auction: '1S P',
    call: '2H',
    when: { len: { H: 5 }, hcp: 10, longest: ['H'] },
    explain: 'Two over one: 5+ hearts, 10+ HCP, forcing',
  },
  {
    name: 'major-two-over-one',
    forcing: 'round',
    auction: '1M P',
    call: '2m',
    when: { len: { m: 4 }, hcp: 10, longest: ['m'], not: { passedHand: true, len: { M: 3 } } },
    explain: 'Two over one: 4+ cards, 10+ HCP, forcing',
  },
  {
    name: 'major-two-over-one-any',
    forcing: 'round',
    auction: '1M P',
    call: '2m',
    when: { len: { m: 4 }, hcp: 12 },
    explain: 'Two over one: 4+ cards, 10+ HCP, forcing',
  },
  {
    name: 'spades-2h-strong',
    forcing: 'round',
    auction: '1S P',
    call: '2H',
    when: { len: { H: 5 }, hcp: 10 },
    explain: 'Two over one: 5+ hearts, 10+ HCP, forcing',
  },
  {
    name: 'major-two-over-one-3',
    forcing: 'round',
    auction: '1M P',
    call: '2C',
    when: { hcp: 12, len: { C: 3 } },
    explain: 'Two over one: 3+ clubs, forcing',
  },
  { name: 'major-1n', auction: '1M P', call: '1N', when: { hcp: [6, 10] }, explain: '6–10 HCP, no fit, not forcing' },
  { name: 'major-pass', auction: '1M P', call: 'P', when: { hcp: [0, 5] }, explain: 'Fewer than 6 HCP' },
];

/** Responses to 1♣ / 1♦ (pattern `1m P`). */
const TO_MINOR: readonly BidRule[] = [
  {
    name: 'minor-jump-shift',
    forcing: 'game',
    uncontested: true,
    auction: '1m P',
    call: '^^x',
    when: { hcp: 16, len: { x: 5 }, good: ['x'] },
    explain: 'Strong jump shift: 16+ HCP, a good suit',
  },
  // Opening values, a long fit and shortness make 3NT the wrong game: a raise past 3NT that forces to
  // the minor's game (opener bids 5m, or looks for slam).
  {
    name: 'minor-game-raise',
    forcing: 'game',
    auction: '1m P',
    call: '4m',
    when: noMajor({ hcp: [12, 16], len: { m: 6 }, bal: false, passedHand: false }),
    explain: 'Forcing raise: game values, 6+ trumps, unbalanced, no four-card major',
  },
  {
    name: 'minor-2n',
    forcing: 'game',
    auction: '1m P',
    call: '2N',
    when: noMajor({ hcp: [13, 15], bal: true }),
    explain: '13–15 HCP, balanced, no four-card major, forcing to game',
  },
  {
    name: 'minor-3n',
    auction: '1m P',
    call: '3N',
    when: noMajor({ hcp: [16, 19], bal: true }),
    explain: '16–18 HCP, balanced, no four-card major',
  },
  {
    name: 'clubs-1d',
    forcing: 'round',
    auction: '1C P',
    call: '1D',
    when: {
      pts: 6,
      len: { D: 4 },
      asLong: [
        ['D', 'H'],
        ['D', 'S'],
      ],
    },
    explain: '4+ diamonds, 6+ HCP, forcing',
  },
  {
    name: 'minor-1major',
    forcing: 'round',
    auction: '1m P',
    call: '1M',
    when: { pts: 6, hcp: 4, len: { M: 4 } },
    explain: '4+ {M}, 6+ HCP, forcing',
  },
  {
    name: 'clubs-1d-any',
    forcing: 'round',
    auction: '1C P',
    call: '1D',
    when: { hcp: 6, len: { D: 4 } },
    explain: '4+ diamonds, 6+ HCP, forcing',
  },
  {
    name: 'diamonds-raise-first',
    auction: '1D P',
    call: '2D',
    when: noMajor({ hcp: [6, 10], len: { D: 4 } }),
    explain: 'Single raise: 4+ diamonds, 6–10 HCP, no four-card major',
  },
  {
    name: 'minor-1n',
    auction: '1m P',
    call: '1N',
    when: noMajor({ hcp: [6, 11], bal: true, len: { C: [0, 4], D: [0, 4] } }),
    explain: '6–10 HCP, balanced, no four-card major',
  },
  {
    name: 'diamonds-2c',
    forcing: 'round',
    auction: '1D P',
    call: '2C',
    when: { hcp: 11, len: { C: 4 } },
    explain: 'Two over one: 4+ clubs, 11+ HCP, forcing',
  },
  {
    name: 'minor-limit-raise',
    auction: '1m P',
    call: '3m',
    when: noMajor({ hcp: [10, 12], len: { m: 5 } }),
    explain: 'Limit raise: 5+ trumps, 10–12 HCP, no four-card major',
  },
  {
    name: 'minor-single-raise',
    auction: '1m P',
    call: '2m',
    when: noMajor({ hcp: [6, 10], len: { m: 5 } }),
    explain: 'Single raise: 5+ trumps, 6–10 HCP, no four-card major',
  },
  {
    name: 'diamonds-limit-raise',
    auction: '1D P',
    call: '3D',
    when: noMajor({ hcp: [10, 12], len: { D: 4 }, any: [{ bal: false }, { hcp: 12 }] }),
    explain: 'Limit raise: 4+ diamonds, 10–12 HCP, no four-card major',
  },
  {
    name: 'diamonds-single-raise',
    auction: '1D P',
    call: '2D',
    when: noMajor({ hcp: [6, 10], len: { D: 4 } }),
    explain: 'Single raise: 4+ diamonds, 6–10 HCP, no four-card major',
  },
  {
    name: 'minor-1n-any',
    auction: '1m P',
    call: '1N',
    when: { hcp: [6, 12] },
    explain: '6–10 HCP, no four-card major',
  },
  {
    name: 'minor-2n-any',
    forcing: 'game',
    auction: '1m P',
    call: '2N',
    when: noMajor({ hcp: [13, 15] }),
    explain: '13–15 HCP, balanced, no four-card major, forcing to game',
  },
  // 18+ HCP and nothing above fits (no four-card major, no four-card new minor, no jump shift, past
  // 3NT's 16–17): the cheapest new suit, three cards long, forcing, and the strength at the next turn.
  // Before, 1♣ was passed with ♠QJT ♥AK5 ♦K65 ♣AK72 (20 HCP) and 1♦ with ♠QJT ♥AK5 ♦AK72 ♣K65.
  {
    name: 'minor-strong-1d',
    forcing: 'round',
    auction: '1C P',
    call: '1D',
    when: { hcp: 18, len: { D: 3 } },
    explain: '18+ HCP with no four-card suit to show: forcing',
  },
  {
    name: 'minor-strong-2c',
    forcing: 'round',
    auction: '1D P',
    call: '2C',
    when: { hcp: 18, len: { C: 3 } },
    explain: '18+ HCP with no four-card suit to show: forcing',
  },
  { name: 'minor-pass', auction: '1m P', call: 'P', when: { hcp: [0, 5] }, explain: 'Fewer than 6 HCP' },
];

/** Responses to weak twos (pattern `2x P`) and preempts (`3x P`). */
const TO_PREEMPTS: readonly BidRule[] = [
  {
    name: 'weak-two-ask',
    forcing: 'round',
    auction: '2x P',
    call: '2N',
    when: { hcp: 16 },
    explain: 'Asks for a feature (an ace or king outside), forcing',
  },
  {
    name: 'weak-two-game',
    auction: '2M P',
    call: '4M',
    when: { len: { M: 3 }, sup: ['M', 16, 40] },
    explain: 'To play: game with a fit',
  },
  {
    name: 'weak-two-new-suit',
    forcing: 'round',
    auction: '2x P',
    call: '^y',
    when: { hcp: 14, len: { y: 5 }, good: ['y'] },
    explain: 'Natural and forcing: 5+ cards',
  },
  {
    name: 'weak-two-preempt-game',
    auction: '2M P',
    call: '4M',
    when: { len: { M: 4 }, hcp: [0, 14] },
    explain: 'Preemptive raise to game',
  },
  {
    name: 'weak-two-raise',
    auction: '2x P',
    call: '3x',
    when: { len: { x: 3 }, hcp: [0, 14] },
    explain: 'Preemptive raise, to play',
  },
  { name: 'weak-two-pass', auction: '2x P', call: 'P', explain: 'No interest in game' },
  {
    name: 'weak-two-ask-solid',
    auction: '2x P 2N P',
    call: '3N',
    when: { top3: { x: 3 }, above: [['x', 'C']] },
    explain: 'A solid suit (A K Q)',
  },
  {
    name: 'weak-two-ask-feature',
    auction: '2x P 2N P',
    call: '^y',
    when: { hcp: 9, feature: ['y'], above: [['x', 'C']] },
    explain: 'A maximum, with an ace or king in {y}',
  },
  { name: 'weak-two-ask-min', auction: '2x P 2N P', call: '3x', when: NOT_2C, explain: 'A minimum' },
  {
    name: 'weak-two-new-raise',
    auction: '2x P 2y P',
    call: '3y',
    when: { len: { y: 3 }, above: [['x', 'C']] },
    explain: 'Support for the new suit',
  },
  // The new suit's game values facing the raise: game in the major (before, 2♦–2♠–3♠ was passed
  // with ♠AKQ9632 ♥A6 ♦Q32 ♣4).
  {
    name: 'weak-two-new-raised-game',
    auction: '2x P 2M P 3M P',
    call: '4M',
    // 17+ points (HCP and length): the bare 14-count with five cards stays in three.
    when: { pts: 17, above: [['x', 'C']] },
    explain: 'To play: game with the fit',
  },
  {
    name: 'weak-two-new-feature',
    auction: '2x P 2y P',
    call: '^z',
    when: { hcp: 9, feature: ['z'], above: [['x', 'C']] },
    explain: 'No fit; a maximum with a feature',
  },
  {
    name: 'weak-two-new-solid',
    auction: '2x P 3y P',
    call: '3N',
    when: { top3: { x: 3 }, above: [['x', 'C']] },
    explain: 'No fit, a solid suit: to play',
  },
  {
    name: 'weak-two-new-side-suit',
    auction: '2x P 2y P',
    call: '^z',
    when: { len: { z: 4 }, above: [['x', 'C']] },
    explain: 'No fit; four cards in {z}',
  },
  {
    name: 'weak-two-new-2n',
    auction: '2x P 2y P',
    call: '2N',
    when: { hcp: 9, above: [['x', 'C']] },
    explain: 'No fit, a maximum',
  },
  { name: 'weak-two-new-rebid', auction: '2x P 2y P', call: '3x', when: NOT_2C, explain: 'No fit, a minimum' },
  {
    name: 'preempt-major-game',
    auction: '3M P',
    call: '4M',
    when: { len: { M: 2 }, sup: ['M', 15, 40] },
    explain: 'To play: game',
  },
  // SAYC: a new suit after a preempt is forcing; raise a minor preempt to the level of the fit.
  {
    name: 'preempt-new-suit',
    forcing: 'round',
    auction: '3x P',
    call: '^y',
    when: { len: { y: 6 }, hcp: 15, good: ['y'] },
    explain: 'Natural and forcing: a good 6+ card suit',
  },
  { name: 'preempt-minor-3n', auction: '3m P', call: '3N', when: { hcp: 16, stop: ['H', 'S'] }, explain: 'To play' },
  {
    name: 'preempt-minor-fit-game',
    auction: '3m P',
    call: '5m',
    when: { len: { m: 4 }, hcp: [0, 15] },
    explain: 'Preemptive raise to game: four+ trumps',
  },
  { name: 'preempt-major-strong', auction: '3M P', call: '4M', when: { hcp: 16 }, explain: 'To play: game' },
  {
    name: 'preempt-minor-strong',
    auction: '4m P',
    call: '5m',
    when: { hcp: 16, len: { m: 2 } },
    explain: 'To play: game',
  },
  {
    name: 'preempt-raise',
    auction: '3x P',
    call: '4x',
    when: { len: { x: 3 }, hcp: [6, 14] },
    explain: 'Preemptive raise',
  },
  // The forcing major over a preempt: the preempter's return to its own suit denies support, and the
  // good six-card major (15+ HCP) plays game there (before, 3♣–3♥–4♣ was passed with ♠AQ8 ♥KQJ753 ♦A976).
  {
    name: 'preempt-new-suit-game',
    auction: '3x P 3M P 4x P',
    call: '4M',
    when: { len: { M: 6 } },
    explain: 'To play: game in {M}',
  },
  { name: 'preempt-pass', auction: '3x P|4x P', call: 'P', explain: 'No interest in game' },
];

/** Responses to one of a suit, weak twos and preempts. */
export const RESPONSES: readonly BidRule[] = [...TO_MAJOR, ...TO_MINOR, ...TO_PREEMPTS];
