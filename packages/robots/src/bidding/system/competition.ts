/**
 * Competitive bidding: overcalls, takeout doubles, Michaels and the unusual 2NT, advancing,
 * negative doubles, and responding when the opponents double.
 *
 * ```ts
 * // 1♦ – ? with 5 good spades and 11 HCP: 1♠, "Overcall: 5+ spades, 8–16 HCP"
 * ```
 */
import type { BidRule, When } from '../engine.js';

const TAKEOUT_SHAPE: When = { inOpps: [0, 2], unbid: [3, 13] };

/** Direct seat over an opening of one of a suit (`1x`). */
const OVERCALLS: readonly BidRule[] = [
  { name: 'michaels-minor', auction: '1m', call: '2m', when: { len: { H: 5, S: 5 }, any: [{ hcp: [5, 10] }, { hcp: 16 }] }, explain: 'Michaels: 5+ hearts and 5+ spades' },
  { name: 'michaels-major', auction: '1M', call: '2M', when: { len: { oM: 5 }, all: [{ any: [{ len: { C: 5 } }, { len: { D: 5 } }] }], any: [{ hcp: [5, 10] }, { hcp: 16 }] }, explain: 'Michaels: 5+ {oM} and a 5+ card minor' },
  { name: 'unusual-2n-major', auction: '1M', call: '2N', when: { len: { C: 5, D: 5 }, any: [{ hcp: [5, 10] }, { hcp: 16 }] }, explain: 'Unusual 2NT: 5+ clubs and 5+ diamonds' },
  { name: 'unusual-2n-clubs', auction: '1C', call: '2N', when: { len: { D: 5, H: 5 }, any: [{ hcp: [5, 10] }, { hcp: 16 }] }, explain: 'Unusual 2NT: 5+ diamonds and 5+ hearts' },
  { name: 'unusual-2n-diamonds', auction: '1D', call: '2N', when: { len: { C: 5, H: 5 }, any: [{ hcp: [5, 10] }, { hcp: 16 }] }, explain: 'Unusual 2NT: 5+ clubs and 5+ hearts' },
  { name: 'overcall-1n', auction: '1x', call: '1N', when: { hcp: [15, 18], bal: true, stop: ['x'] }, explain: '15–18 HCP, balanced, a stopper in {x}' },
  { name: 'overcall-weak-4', auction: '1x', call: '^^^^y', when: { len: { y: 8 }, hcp: [5, 10] }, explain: 'Preemptive jump overcall: an eight-card suit, 5–10 HCP' },
  { name: 'overcall-weak-3', auction: '1x', call: '^^^y', when: { len: { y: 7 }, hcp: [5, 10] }, explain: 'Preemptive jump overcall: a seven-card suit, 5–10 HCP' },
  { name: 'double-strong', auction: '1x', call: 'X', when: { hcp: 19 }, explain: 'Takeout double: 17+ HCP (too strong to overcall), or short in {x} with support for the other suits' },
  { name: 'overcall-weak-jump', auction: '1x', call: '^^y', when: { len: { y: [6, 6] }, hcp: [4, 8], good: ['y'] }, explain: 'Weak jump overcall: a good six-card suit, 5–10 HCP' },
  { name: 'overcall-1-level', auction: '1x', call: '1y', when: { len: { y: 5 }, hcp: [8, 18], any: [{ top5: { y: 2 } }, { len: { y: 6 } }] }, explain: 'Overcall: 5+ {y}, 8–16 HCP' },
  { name: 'overcall-2-level-six', auction: '1x', call: '2y', when: { hcp: [12, 16], len: { y: 6 } }, explain: 'Overcall: a six-card {y} suit, 12–16 HCP' },
  { name: 'double-takeout', auction: '1x', call: 'X', when: { hcp: 12, ...TAKEOUT_SHAPE }, explain: 'Takeout double: short in {x}, support for the other suits, 12+ HCP' },
  { name: 'overcall-2-level', auction: '1x', call: '2y', when: { any: [{ len: { y: 6 }, hcp: [9, 16] }, { len: { y: 5 }, good: ['y'], hcp: [13, 16] }] }, explain: 'Overcall: a good 5+ card {y} suit, 10–16 HCP' },
  { name: 'double-takeout-majors', auction: '1m', call: 'X', when: { hcp: 12, len: { H: 4, S: 4 }, inOpps: [0, 3] }, explain: 'Takeout double: both majors, 12+ HCP' },
  { name: 'overcall-pass', auction: '1x', call: 'P', explain: 'No suitable overcall' },
];

/** Over the opponents' 1NT, weak twos and preempts. */
const OVER_OTHER: readonly BidRule[] = [
  { name: 'over-1n-double', auction: '1N', call: 'X', when: { hcp: 15 }, explain: 'Penalty double: 15+ HCP' },
  { name: 'over-1n-suit-3', auction: '1N', call: '3x', when: { hcp: 6, len: { x: 7 }, good: ['x'] }, explain: 'Natural: a good seven-card suit' },
  { name: 'cappelletti-minors', auction: '1N', call: '2N', when: { hcp: 6, len: { C: 5, D: 5 } }, explain: 'Cappelletti: 5+ clubs and 5+ diamonds' },
  { name: 'cappelletti-majors', auction: '1N', call: '2D', when: { hcp: 8, len: { H: 4, S: 4 }, any: [{ len: { H: 5 } }, { len: { S: 5 } }] }, explain: 'Cappelletti: both majors (5–4 or longer)' },
  { name: 'cappelletti-hearts-minor', auction: '1N', call: '2H', when: { hcp: 8, len: { H: 5 }, any: [{ len: { C: 4 } }, { len: { D: 4 } }] }, explain: 'Cappelletti: 5+ hearts and a four-card minor' },
  { name: 'cappelletti-spades-minor', auction: '1N', call: '2S', when: { hcp: 8, len: { S: 5 }, any: [{ len: { C: 4 } }, { len: { D: 4 } }] }, explain: 'Cappelletti: 5+ spades and a four-card minor' },
  { name: 'cappelletti-one-suiter', auction: '1N', call: '2C', when: { hcp: 8, second: [0, 4], any: [{ len: { C: 6 } }, { len: { D: 6 } }, { len: { H: 6 } }, { len: { S: 6 } }] }, explain: 'Cappelletti: a one-suited hand (6+ cards)' },
  { name: 'over-1n-pass', auction: '1N', call: 'P', explain: 'No suitable action' },
  { name: 'over-weak-double-strong', auction: '2x|3x', call: 'X', when: { hcp: 17, not: { bal: true, hcp: [15, 19] } }, explain: 'Takeout double: 17+ HCP' },
  { name: 'over-weak-double', auction: '2x|3x|2x P P|3x P P', call: 'X', when: { hcp: 12, ...TAKEOUT_SHAPE }, explain: 'Takeout double: short in {x}, 13+ HCP' },
  { name: 'over-weak-2n', auction: '2x', call: '2N', when: { hcp: [15, 19], bal: true, stop: ['x'] }, explain: '15–19 HCP, balanced, a stopper' },
  { name: 'over-weak-3n', auction: '3x', call: '3N', when: { hcp: [16, 21], stop: ['x'] }, explain: 'To play: a stopper and values' },
  { name: 'over-weak-suit', auction: '2x|3x', call: '^y', when: { hcp: 12, len: { y: 5 }, good: ['y'] }, explain: 'Natural overcall: a good suit, opening values' },
  { name: 'over-weak-pass', auction: '2x|3x|4x', call: 'P', explain: 'No suitable action' },
];

/** Balancing seat (`1x P P`). */
const BALANCING: readonly BidRule[] = [
  { name: 'balance-2n', auction: '1x P P', call: '2N', when: { hcp: [19, 21], bal: true, stop: ['x'] }, explain: 'Balancing: 19–21 HCP, balanced, a stopper' },
  { name: 'balance-michaels', auction: '1m P P', call: '2m', when: { len: { H: 5, S: 5 } }, explain: 'Michaels: 5+ hearts and 5+ spades' },
  { name: 'balance-jump', auction: '1x P P', call: '^^y', when: { len: { y: 6 }, hcp: [12, 16], good: ['y'] }, explain: 'Balancing jump: a good six-card suit, 12–16 HCP' },
  { name: 'balance-suit-major', auction: '1x P P', call: '1M', when: { len: { M: 5 }, hcp: [7, 14] }, explain: 'Balancing overcall: 5+ {M}' },
  { name: 'balance-1n', auction: '1x P P', call: '1N', when: { hcp: [11, 16], bal: true, stop: ['x'] }, explain: 'Balancing: 11–16 HCP, balanced, a stopper' },
  { name: 'balance-double-strong', auction: '1x P P', call: 'X', when: { hcp: 17 }, explain: 'Balancing double: 15+ HCP or takeout shape' },
  { name: 'balance-suit', auction: '1x P P', call: '1y', when: { len: { y: 5 }, hcp: [7, 14] }, explain: 'Balancing overcall: 5+ cards' },
  { name: 'balance-double', auction: '1x P P', call: 'X', when: { hcp: 8, inOpps: [0, 2], unbid: [3, 13] }, explain: 'Balancing double: short in {x}, 8+ HCP' },
  { name: 'balance-suit-2', auction: '1x P P', call: '2y', when: { any: [{ len: { y: 5 }, hcp: [8, 14] }, { len: { y: 6 }, hcp: [5, 14] }] }, explain: 'Balancing overcall: 5+ cards' },
  { name: 'balance-after-raise', auction: '1x P 2x P P', call: 'X', when: { hcp: 8, ...TAKEOUT_SHAPE }, explain: 'Balancing double: takeout' },
  { name: 'balance-after-raise-suit', auction: '1x P 2x P P', call: '^y', when: { hcp: 7, len: { y: 5 } }, explain: 'Balancing: 5+ cards' },
  { name: 'balance-advance-jump', auction: '1x P P X P', call: '^^M', when: { len: { M: 4 }, hcp: [10, 13] }, explain: 'Jump: 4+ {M}, 10–13 HCP' },
  { name: 'balance-advance-major', auction: '1x P P X P', call: '^M', when: { len: { M: 4 } }, explain: '4+ {M}' },
  { name: 'balance-advance-suit', auction: '1x P P X P', call: '^y', explain: 'Our longest suit' },
  { name: 'balance-raise-jump', auction: '1x P P 1y P|1x P P 2y P', call: '^^y', when: { len: { y: 4 }, hcp: 13 }, explain: 'Raise: 4+ trumps, 13+ HCP' },
  { name: 'balance-raise', auction: '1x P P 1y P|1x P P 2y P', call: '^y', when: { len: { y: 3 }, hcp: [9, 14] }, explain: 'Raise: 3+ trumps' },
  { name: 'balance-pass', auction: '1x P P|1x P 2x P P', call: 'P', explain: 'Nothing to say' },
  { name: 'sandwich-1n', auction: '1x P 1y', call: '1N', when: { hcp: [15, 18], bal: true, stopOpps: true }, explain: '15–18 HCP, balanced, stoppers in their suits' },
  { name: 'sandwich-double', auction: '1x P 1y', call: 'X', when: { hcp: 11, inOpps: [0, 2], unbid: [4, 13] }, explain: 'Takeout double: the two unbid suits' },
  { name: 'sandwich-suit', auction: '1x P 1y|1x P 1N|1x P 2x', call: '^z', when: { hcp: 11, len: { z: 5 }, good: ['z'] }, explain: 'Natural overcall' },
  { name: 'sandwich-pass', auction: '1x P 1y|1x P 1N|1x P 2x', call: 'P', explain: 'Nothing to say' },
];

/** Advancing partner's takeout double (`1x X P`) or overcall (`1x 1y P`). */
const ADVANCING: readonly BidRule[] = [
  { name: 'advance-double-3n', auction: '1x X P', call: '3N', when: { hcp: [13, 16], stop: ['x'], bal: true }, explain: 'To play: 13+ HCP, a stopper' },
  { name: 'advance-double-game', auction: '1x X P', call: '4M', when: { hcp: [10, 14], len: { M: 5 } }, explain: 'To play: 5+ {M}, game values' },
  { name: 'advance-double-cue', auction: '1x X P', call: '2x', when: { hcp: 12 }, explain: 'Cue bid: 12+ HCP, forcing' },
  { name: 'advance-double-jump-major', auction: '1x X P', call: '^^M', when: { hcp: [9, 11], len: { M: 4 } }, explain: 'Jump: 4+ {M}, 9–11 HCP, invitational' },
  { name: 'advance-double-2n', auction: '1x X P', call: '2N', when: { hcp: [11, 12], stop: ['x'] }, explain: '11–12 HCP, a stopper, invitational' },
  { name: 'advance-double-1n-minor', auction: '1m X P', call: '1N', when: { hcp: [7, 10], stop: ['m'], len: { H: [0, 3], S: [0, 3] } }, explain: '7–10 HCP, a stopper, no four-card major' },
  { name: 'advance-double-1n-major', auction: '1M X P', call: '1N', when: { hcp: [8, 10], stop: ['M'], len: { oM: [0, 3] } }, explain: '8–10 HCP, a stopper, no four cards in the other major' },
  { name: 'advance-double-penalty', auction: '1x X P', call: 'P', when: { len: { x: 5 }, good: ['x'] }, explain: 'Penalty pass: long strong trumps' },
  { name: 'advance-double-jump', auction: '1x X P', call: '^^y', when: { hcp: [9, 11], len: { y: 5 } }, explain: 'Jump: 5+ cards, 9–11 HCP, invitational' },
  { name: 'advance-double-major', auction: '1x X P', call: '^M', when: { len: { M: 4 } }, explain: '4+ {M}, 0–8 HCP' },
  { name: 'advance-double-suit', auction: '1x X P', call: '^y', explain: 'Our longest suit, 0–8 HCP' },
  { name: 'advance-double-free-double-jump', auction: '1x X 1y|1x X 2x|1x X 1N', call: '^^^M', when: { hcp: [6, 9], len: { M: 5 } }, explain: 'Preemptive jump: 5+ {M}' },
  { name: 'advance-double-free-jump', auction: '1x X 1y|1x X 2x|1x X 1N', call: '^^M', when: { pts: 10, hcp: [6, 12], len: { M: 4 } }, explain: 'Jump: 4+ {M}, invitational values' },
  { name: 'advance-double-free', auction: '1x X 1y|1x X 2x|1x X 1N', call: '^z', when: { hcp: 6, len: { z: 4 } }, explain: 'Free bid: 4+ cards, some values' },
  { name: 'advance-double-free-pass', auction: '1x X 1y|1x X 2x|1x X 1N|1x X XX', call: 'P', explain: 'Nothing to say' },
  { name: 'advance-overcall-cue', auction: '1x 1y P|1x 2y P', call: '^x', when: { len: { y: 3 }, sup: ['y', 11, 40] }, explain: 'Cue bid: a limit raise or better in {y}' },
  { name: 'advance-overcall-jump-raise', auction: '1x 1y P|1x 2y P', call: '^^y', when: { len: { y: 4 }, hcp: [0, 9] }, explain: 'Preemptive raise: 4+ trumps' },
  { name: 'advance-overcall-raise', auction: '1x 1y P|1x 2y P', call: '^y', when: { len: { y: 3 }, sup: ['y', 7, 10] }, explain: 'Raise: 3+ trumps, 7–10 points' },
  { name: 'advance-overcall-3n', auction: '1x 1y P|1x 2y P', call: '3N', when: { hcp: [15, 20], stop: ['x'] }, explain: 'To play: values and a stopper' },
  { name: 'advance-overcall-2n', auction: '1x 1y P|1x 2y P', call: '2N', when: { hcp: [12, 14], stop: ['x'] }, explain: 'Invitational: 12–14 HCP, a stopper' },
  { name: 'advance-overcall-new-suit', auction: '1x 1y P', call: '^z', when: { hcp: 8, len: { z: 5 }, good: ['z'], not: { len: { y: 3 } } }, explain: 'Natural: a good 5+ card suit, not forcing' },
  { name: 'advance-overcall-1n', auction: '1x 1y P', call: '1N', when: { hcp: [8, 11], stop: ['x'] }, explain: '8–11 HCP, a stopper' },
  { name: 'advance-overcall-new', auction: '1x 1y P|1x 2y P', call: '^z', when: { hcp: 8, len: { z: 5 }, good: ['z'] }, explain: 'Natural: a good 5+ card suit' },
  { name: 'advance-overcall-competitive-raise', auction: '1x 1y _|1x 2y _', call: '^y', when: { len: { y: 3 }, sup: ['y', 6, 10] }, explain: 'Competitive raise: 3+ trumps' },
  { name: 'advance-unusual-clubs', auction: '1C 2N P', call: '3H', when: { asLong: [['H', 'D']] }, explain: 'Preference: hearts' },
  { name: 'advance-unusual-clubs-d', auction: '1C 2N P', call: '3D', explain: 'Preference: diamonds' },
  { name: 'advance-unusual-diamonds', auction: '1D 2N P', call: '3H', when: { asLong: [['H', 'C']] }, explain: 'Preference: hearts' },
  { name: 'advance-unusual-diamonds-c', auction: '1D 2N P', call: '3C', explain: 'Preference: clubs' },
  { name: 'advance-michaels-other-major', auction: '1M 2M P', call: '^oM', when: { len: { oM: 3 } }, explain: 'Support for {oM}' },
  { name: 'advance-michaels-ask', auction: '1M 2M P', call: '2N', explain: 'Asks for the minor' },
  { name: 'advance-overcall-pass', auction: '1x 1y P|1x 2y P|1x 1y _|1x 2y _', call: 'P', explain: 'Nothing to say' },
  // Advancing Cappelletti.
  { name: 'cappelletti-advance-own-suit', auction: '1N 2C P', call: '^M', when: { len: { M: 6 }, hcp: [0, 10] }, explain: 'To play: a long suit of our own' },
  { name: 'cappelletti-advance-relay', auction: '1N 2C P', call: '2D', explain: 'Asks for the long suit (artificial)' },
  { name: 'cappelletti-show-suit', auction: '1N 2C P 2D P', call: '^x', when: { len: { x: 6 } }, explain: 'The long suit' },
  { name: 'cappelletti-majors-own-minor', auction: '1N 2D P', call: '3m', when: { len: { m: 6, H: [0, 2], S: [0, 2] } }, explain: 'To play: a long minor' },
  { name: 'cappelletti-majors-invite', auction: '1N 2D P', call: '3M', when: { len: { M: 4 }, hcp: 9 }, explain: 'Invites game in {M}' },
  { name: 'cappelletti-majors-choose', auction: '1N 2D P', call: '2M', when: { asLong: [['M', 'oM']] }, explain: 'Chooses {M}' },
  { name: 'cappelletti-hearts-invite', auction: '1N 2H P', call: '3H', when: { len: { H: 3 }, hcp: 9 }, explain: 'Invites game in hearts' },
  { name: 'cappelletti-spades-invite', auction: '1N 2S P', call: '3S', when: { len: { S: 3 }, hcp: 9 }, explain: 'Invites game in spades' },
  { name: 'cappelletti-major-own', auction: '1N 2H P', call: '2S', when: { len: { S: 6, H: [0, 1] } }, explain: 'To play: long spades' },
  { name: 'cappelletti-major-pass', auction: '1N 2M P', call: 'P', when: { len: { M: 2 } }, explain: 'Content with the major' },
  { name: 'cappelletti-major-ask', auction: '1N 2M P', call: '2N', explain: 'Asks for the minor' },
  { name: 'cappelletti-minor-shown', auction: '1N 2M P 2N P', call: '3m', when: { len: { m: 4 } }, explain: 'The minor' },
  { name: 'advance-1n-double-escape', auction: '1N X P', call: '^x', when: { hcp: [0, 7], len: { x: 5 } }, explain: 'To play: a long suit, weak' },
  { name: 'advance-1n-double-pass', auction: '1N X P', call: 'P', explain: 'Passes the penalty double' },
  // The doubler's second call.
  { name: 'doubler-jump-raise', auction: '1x X P 1M P|1x X P 2M P', call: '^^M', when: { len: { M: 4 }, hcp: 20 }, explain: 'Strong raise: 4+ trumps, 20+ HCP' },
  { name: 'doubler-raise', auction: '1x X P 1M P|1x X P 2M P', call: '^M', when: { len: { M: 4 }, hcp: 16 }, explain: 'Raise: 4+ trumps, 16–19 HCP' },
  { name: 'doubler-jump-suit', auction: '1x X P 1y P|1x X P 2y P|1x X P 1N P', call: '^^z', when: { len: { z: 6 }, hcp: 19 }, explain: 'Strong: 6+ cards, 19+ HCP' },
  { name: 'doubler-own-major', auction: '1x X P 1y P|1x X P 2y P|1x X P 1N P', call: '^M', when: { len: { M: 5 }, hcp: 16 }, explain: 'Strong: 5+ {M}, too strong to overcall' },
  { name: 'doubler-3n', auction: '1x X P 1y P|1x X P 2y P', call: '3N', when: { hcp: 23, stop: ['x'] }, explain: '23+ HCP, a stopper' },
  { name: 'doubler-2n', auction: '1x X P 1y P|1x X P 2y P', call: '^^N', when: { hcp: [20, 22], stop: ['x'] }, explain: '20–22 HCP, balanced, a stopper' },
  { name: 'doubler-1n', auction: '1x X P 1y P|1x X P 2y P', call: '^N', when: { hcp: [18, 19], stop: ['x'] }, explain: '18–19 HCP, balanced, a stopper' },
  { name: 'doubler-jump-raise-minor', auction: '1x X P 1m P|1x X P 2m P', call: '^^m', when: { len: { m: 4 }, hcp: 19 }, explain: 'Strong raise: 4+ trumps, 19+ HCP' },
  { name: 'doubler-raise-minor', auction: '1x X P 1m P|1x X P 2m P', call: '^m', when: { len: { m: 4 }, hcp: 16 }, explain: 'Raise: 4+ trumps, 16–18 HCP' },
  { name: 'doubler-own-suit', auction: '1x X P 1y P|1x X P 2y P|1x X P 1N P', call: '^z', when: { len: { z: 5 }, hcp: 17 }, explain: 'Strong: 5+ cards, too strong to overcall' },
  { name: 'doubler-cue', auction: '1x X P 1y P|1x X P 2y P', call: '^x', when: { hcp: 20 }, explain: 'Cue bid: a very strong hand' },
  { name: 'doubler-pass', auction: '1x X P 1y P|1x X P 2y P|1x X P 1N P', call: 'P', when: { hcp: [0, 16] }, explain: 'A minimum takeout double' },
  { name: 'advance-michaels-major', auction: '1m 2m P', call: '^M', when: { len: { M: 3 } }, explain: 'Preference between the majors' },
  { name: 'advance-unusual', auction: '1M 2N P', call: '^m', when: { len: { m: 3 } }, explain: 'Preference between the minors' },
];

/** Our side opened and the opponents came in. */
const COMPETING: readonly BidRule[] = [
  // Over a double of partner's opening.
  { name: 'vs-double-redouble', auction: '1x X', call: 'XX', when: { hcp: 10, len: { x: [0, 2] } }, explain: '10+ HCP, usually no fit' },
  { name: 'vs-double-game', auction: '1M X', call: '4M', when: { len: { M: 5 }, hcp: [0, 9] }, explain: 'Preemptive raise to game: 5+ trumps' },
  { name: 'vs-double-weak-jump', auction: '1x X', call: '^^y', when: { len: { y: 6 }, hcp: [3, 8] }, explain: 'Weak: a six-card suit' },
  { name: 'vs-double-jordan', auction: '1x X', call: '2N', when: { len: { x: 4 }, sup: ['x', 10, 40] }, explain: 'Jordan 2NT: a limit raise or better' },
  { name: 'vs-double-jump-raise', auction: '1x X', call: '3x', when: { len: { x: 4 }, hcp: [0, 9] }, explain: 'Preemptive raise: 4+ trumps' },
  { name: 'vs-double-raise', auction: '1x X', call: '2x', when: { len: { x: 3 }, sup: ['x', 5, 9] }, explain: 'Raise: 3+ trumps, weak' },
  { name: 'vs-double-1-level', auction: '1x X', call: '1y', when: { len: { y: 4 }, hcp: 6 }, explain: 'Natural: 4+ cards, forcing' },
  { name: 'vs-double-1n', auction: '1x X', call: '1N', when: { hcp: [6, 9] }, explain: '6–9 HCP' },
  { name: 'vs-double-pass', auction: '1x X', call: 'P', explain: 'Nothing to say' },
  // Over an overcall: raises, negative doubles, natural bids.
  { name: 'vs-overcall-free-major', auction: '1x 1y|1x 2y', call: '^M', when: { len: { M: 5 }, hcp: 10 }, explain: 'Natural: 5+ {M}, 10+ HCP, forcing' },
  { name: 'vs-overcall-cue', auction: '1M 1y|1M 2y', call: '^y', when: { len: { M: 3 }, sup: ['M', 11, 40] }, explain: 'Cue bid: a limit raise or better' },
  { name: 'vs-overcall-jump-raise', auction: '1M 1y|1M 2y', call: '^^M', when: { len: { M: 4 }, hcp: [0, 9] }, explain: 'Preemptive raise: 4+ trumps' },
  { name: 'vs-overcall-raise', auction: '1M 1y|1M 2y', call: '^M', when: { len: { M: 3 }, sup: ['M', 6, 10] }, explain: 'Raise: 3+ trumps, 6–10 points' },
  { name: 'vs-overcall-1s', auction: '1x 1H', call: '1S', when: { len: { S: 5 }, hcp: 6 }, explain: '5+ spades, forcing' },
  { name: 'neg-double-spades', auction: '1m 1H', call: 'X', when: { len: { S: [4, 4] }, hcp: 6 }, explain: 'Negative double: exactly four spades, 6+ HCP' },
  { name: 'neg-double-hearts', auction: '1m 1S', call: 'X', when: { len: { H: 4 }, hcp: 6, not: { len: { H: 5 }, hcp: 10 } }, explain: 'Negative double: 4+ hearts, 6+ HCP' },
  { name: 'neg-double-majors', auction: '1C 1D', call: 'X', when: { len: { H: 4, S: 4 }, hcp: 6 }, explain: 'Negative double: both majors, 6+ HCP' },
  { name: 'neg-double-minors', auction: '1H 1S', call: 'X', when: { hcp: 6, any: [{ len: { C: 4, D: 4 } }, { hcp: [6, 9], any: [{ len: { C: 4 } }, { len: { D: 4 } }] }] }, explain: 'Negative double: both minors, or one minor without the values to bid it' },
  { name: 'neg-double-2-level', auction: '1M 2m', call: 'X', when: { len: { oM: 4 }, hcp: 8 }, explain: 'Negative double: 4+ {oM}, 8+ HCP' },
  { name: 'neg-double-majors-2', auction: '1D 2C', call: 'X', when: { hcp: 8, any: [{ len: { H: 4 } }, { len: { S: 4 } }] }, explain: 'Negative double: 4+ cards in a major, 8+ HCP' },
  { name: 'neg-double-2-major', auction: '1m 2M', call: 'X', when: { len: { oM: 4 }, hcp: 8 }, explain: 'Negative double: 4+ {oM}, 8+ HCP' },
  { name: 'vs-overcall-minor-raise', auction: '1m 1y|1m 2y', call: '^m', when: { len: { m: 4 }, hcp: [6, 10] }, explain: 'Raise: 4+ trumps, 6–10 HCP' },
  { name: 'vs-overcall-1-level', auction: '1x 1y', call: '1z', when: { len: { z: 4 }, hcp: 6 }, explain: 'Natural: 4+ cards, forcing' },
  { name: 'vs-overcall-1n', auction: '1x 1y', call: '1N', when: { hcp: [6, 10], stop: ['y'] }, explain: '6–10 HCP, a stopper' },
  { name: 'vs-overcall-free-bid', auction: '1x 1y|1x 2y', call: '^z', when: { len: { z: 5 }, hcp: 10 }, explain: 'Natural: 5+ cards, 10+ HCP, forcing' },
  { name: 'vs-overcall-3n', auction: '1x 1y|1x 2y', call: '3N', when: { hcp: [13, 16], stop: ['y'] }, explain: 'To play: a stopper, game values' },
  { name: 'vs-overcall-2n', auction: '1x 1y|1x 2y', call: '2N', when: { hcp: [11, 12], stop: ['y'] }, explain: 'Invitational: a stopper' },
  { name: 'vs-overcall-raise-minor', auction: '1x 1y|1x 2y', call: '^x', when: { len: { x: 4 }, hcp: [6, 10] }, explain: 'Raise: support' },
  { name: 'vs-overcall-pass', auction: '1x 1y|1x 2y|1x 1N|1x 2N', call: 'P', explain: 'Nothing to say' },
  // Opener after partner's negative double.
  { name: 'after-neg-double-3n', auction: '1x 1y X P', call: '3N', when: { hcp: [19, 21], stop: ['y'] }, explain: '19+ HCP, a stopper' },
  { name: 'after-neg-double-jump', auction: '1x 1y X P', call: '^^M', when: { len: { M: 4 }, hcp: [16, 18] }, explain: 'Four cards in the unbid major, 16+ HCP' },
  { name: 'after-neg-double-jump-rebid', auction: '1x 1y X P', call: '^^x', when: { len: { x: 6 }, hcp: 16 }, explain: 'Six+ cards, 16+ HCP' },
  { name: 'after-neg-double-2n', auction: '1x 1y X P', call: '^^N', when: { hcp: [16, 18], stop: ['y'], semi: true }, explain: '16–18 HCP, a stopper' },
  { name: 'after-neg-double-cue', auction: '1x 1y X P', call: '^y', when: { hcp: 18 }, explain: 'Cue bid: 18+ HCP, forcing' },
  { name: 'after-neg-double-major', auction: '1x 1y X P', call: '^M', when: { len: { M: 4 } }, explain: 'Four cards in the unbid major' },
  { name: 'after-neg-double-nt', auction: '1x 1y X P', call: '^N', when: { hcp: [12, 14], stop: ['y'], bal: true }, explain: 'Minimum, balanced, a stopper' },
  { name: 'after-neg-double-rebid', auction: '1x 1y X P', call: '^x', when: { len: { x: 6 } }, explain: 'Six+ cards' },
  { name: 'after-neg-double-new', auction: '1x 1y X P', call: '^z', when: { len: { z: 4 } }, explain: 'Natural: 4+ cards' },
  { name: 'after-neg-double-penalty', auction: '1x 1y X P', call: 'P', when: { len: { y: 4 }, good: ['y'] }, explain: 'Penalty: strong in their suit' },
  { name: 'after-neg-double-default', auction: '1x 1y X P', call: '^x', explain: 'Rebidding the suit' },
  // Opener reopens after the overcall is passed round.
  { name: 'reopen-2n', auction: '1x 1y P P', call: '^^N', when: { hcp: [18, 19], bal: true, stop: ['y'] }, explain: '18–19 HCP, balanced, a stopper' },
  { name: 'reopen-double', auction: '1x 1y P P|1x 2y P P', call: 'X', when: { len: { y: [0, 2] }, hcp: 12 }, explain: 'Reopening double: short in their suit (partner may have a penalty pass)' },
  { name: 'reopen-rebid', auction: '1x 1y P P|1x 2y P P', call: '^x', when: { len: { x: 6 } }, explain: 'Six+ cards' },
  { name: 'reopen-pass', auction: '1x 1y P P|1x 2y P P', call: 'P', explain: 'Nothing more to say' },
  { name: 'reopened-penalty', auction: '1x 1y P P X P|1x 2y P P X P', call: 'P', when: { len: { y: 4 }, good: ['y'] }, explain: 'Penalty pass: length and strength in their suit' },
  { name: 'reopened-major', auction: '1x 1y P P X P|1x 2y P P X P', call: '^M', when: { len: { M: 4 } }, explain: '4+ {M}' },
  { name: 'reopened-suit', auction: '1x 1y P P X P|1x 2y P P X P', call: '^z', explain: 'Our longest suit' },
  { name: 'opener-vs-balance', auction: '1x P P 1y', call: 'X', when: { hcp: 15, len: { y: [0, 3] } }, explain: 'Extra values: 15+ HCP' },
  // The negative doubler's second call.
  { name: 'neg-doubler-raise-game', auction: '1x 1y X P 1M P|1x 1y X P 2M P|1x 2y X P 2M P|1x 2y X P 3M P', call: '4M', when: { len: { M: 4 }, hcp: 12 }, explain: 'To play: game with a fit' },
  { name: 'neg-doubler-raise-invite', auction: '1x 1y X P 1M P|1x 1y X P 2M P|1x 2y X P 2M P', call: '3M', when: { len: { M: 4 }, hcp: [10, 11] }, explain: 'Invites game with a fit' },
  { name: 'neg-doubler-fit-pass', auction: '1x 1y X P 1M P|1x 1y X P 2M P|1x 2y X P 2M P|1x 2y X P 3M P', call: 'P', explain: 'Content: no game' },
  { name: 'neg-doubler-3n', auction: '1x 1y X P 2x P|1x 2y X P 2x P|1x 2y X P 3x P|1x 1y X P 1N P', call: '3N', when: { hcp: 12, stop: ['y'] }, explain: 'To play: game values, a stopper' },
  { name: 'neg-doubler-2n', auction: '1x 1y X P 2x P|1x 2y X P 2x P|1x 1y X P 1N P', call: '2N', when: { hcp: [10, 11], stop: ['y'] }, explain: 'Invites 3NT, a stopper' },
  { name: 'neg-doubler-pass', auction: '1x 1y X P 2x P|1x 2y X P 2x P|1x 2y X P 3x P|1x 1y X P 1N P|1x 1y X P 2N P|1x 2y X P 2N P', call: 'P', when: { hcp: [0, 11] }, explain: 'Content: no game' },
  { name: 'neg-doubler-2n-3n', auction: '1x 1y X P 2N P|1x 2y X P 2N P', call: '3N', explain: 'To play: game values' },
  // Michaels: the bidder shows the minor when asked.
  { name: 'michaels-minor-strong', auction: '1M 2M P 2N P', call: '4m', when: { len: { m: 5 }, hcp: 16 }, explain: 'Five+ cards in {m}, a strong hand' },
  { name: 'michaels-minor-shown', auction: '1M 2M P 2N P', call: '3m', when: { len: { m: 5 } }, explain: 'Five+ cards in {m}' },
  // Opener when the opponents compete after our raise or response.
  { name: 'compete-raise-game', auction: '1M P 2M _', call: '4M', when: { pts: 19 }, explain: 'To play: game' },
  { name: 'compete-3-level', auction: '1M P 2M _', call: '3M', when: { len: { M: 6 }, pts: [14, 18] }, explain: 'Competing: extra length' },
  { name: 'takeout-double-response-after-raise', auction: '1x X 2x P', call: '^M', when: { len: { M: 4 } }, explain: 'Natural: 4+ {M}' },
];

/** All competitive rules. */
export const COMPETITION: readonly BidRule[] = [...OVERCALLS, ...OVER_OTHER, ...BALANCING, ...ADVANCING, ...COMPETING];
