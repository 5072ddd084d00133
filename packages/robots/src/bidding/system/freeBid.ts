/**
 * Opener's rebid after responder's free bid over their overcall, and responder's next call after it
 * (`vs-overcall-free-bid`, `vs-overcall-free-major`: the cheapest new suit, 5+ cards and 10+ HCP,
 * forcing one round; `vs-overcall-1-level`: a new suit at the one level, forcing; SAYC booklet: "a
 * new suit by responder is forcing").
 *
 * ```ts
 * // 1♦ – 1♠ – 2♣ – Pass – ? with ♠Q32 ♥AK3 ♦KJ87 ♣Q32: 2♦ (balanced minimum, no spade stopper for 2NT)
 * // 1♥ – 2♣ – 2♦ – Pass – ? with ♠K3 ♥AQJ93 ♦K98 ♣Q32: 2NT (12–14, balanced, clubs stopped)
 * // Pass – 1♦ – 2♠ – 3♣ – Pass – 3♦ – Pass – ? with ♠J98 ♥KT2 ♦2 ♣AKQJT4: 5♣ (13 HCP, six clubs,
 * // no spade stopper for 3NT)
 * ```
 * Opener answers the force as after an uncontested two-over-one (SAYC booklet, "Opener's rebids"),
 * with their suit in mind: raise a major with three cards (game with 15+), no-trump only with their
 * suit stopped, a six-card suit again (a jump with 15+), a new suit (at the three level with 15+),
 * else the suit again. Before, opener read these auctions as if the opponents had passed
 * (the `opener-2over1-…` rules, read `/uncontested`) and bid 2NT or 3NT with no stopper in their suit.
 * After a one-level free bid, no-trump needs the stopper too; and when the fourth hand raises the
 * overcall, opener is free: it competes with four-card support (a jump invites, game with 19+
 * support points), a six-card suit or a balanced 18–19 with a stopper, and otherwise passes (SAYC
 * has no support double: a pass may hold three-card support).
 * Responder's next call: game first in a major fit, then 3NT with their suit stopped, then the long
 * minor; below game values, the forced hand's fallback or a pass. Before, a 13-count passed 3♦ (the
 * saycbridge suite, misc hands from play #98, expects 5♣).
 */
import type { BidRule, When } from '../engine.js';

/**
 * Our opening `x`, their overcall `y`, responder's cheapest new suit `z` (`^2z`: the cheapest bid in z,
 * at the two level; a jump such as 1♣–(1♦)–2♥ is the weak jump shift, `WEAK_JUMP`).
 */
const STARTS = ['1x 1y ^2z P', '1x 2y ^2z P', '1x 2y ^3z P'] as const;

/** The starts followed by opener's answer (a pattern tail such as `3x P`). */
const after = (...answers: readonly string[]): string =>
  STARTS.flatMap((s) => answers.map((a) => `${s} ${a}`)).join('|');

/** Opener's answers below game: its suit again, no-trump, a raise of the new suit, another suit. */
const BELOW_GAME = ['2x P', '3x P', '2N P', '3z P', '4z P', '2w P', '3w P'] as const;

/** Opener's answer to responder's free bid at the two or three level (`STARTS` without opener's answer). */
const TWO = STARTS.join('|');
/** The same after a one-level free bid (a new suit over their one-level overcall). */
const ONE = '1x 1y 1z P';
/** The fourth hand raised their overcall (or bid it again) over responder's free bid. */
const ONE_RAISED = '1x 1y 1z 2y';
const TWO_RAISED = '1x 1y ^2z 2y|1x 2y ^2z 3y|1x 2y ^3z 3y';
/** A major suit: it ranks above diamonds. */
const MAJOR = (v: string): readonly (readonly [string, string])[] => [[v, 'D']];

/**
 * After a one-level free bid in hearts, four spades are shown at the one level (SAYC booklet: opener
 * bids a new suit up the line) before 1NT or the suit again: no four spades, or partner bid spades.
 */
const NO_SPADES_TO_SHOW: readonly When[] = [{ len: { S: [0, 3] } }, { above: [['z', 'H']] }];

/**
 * Responder's jump in a new suit over their overcall (1♦–(1♠)–3♣, 1♥–(1♠)–3♦, 1♣–(1♦)–2♥): the weak
 * jump shift (`vs-overcall-weak-jump-shift`), a good six-card suit and 5–9 HCP, not a free bid and not
 * forcing (saycbridge's bidder: "jumpshifts are off in competition"; Bridge Bulletin Standard: "jump
 * responses in competition = weak"). A jump over a two-level overcall (1♣–(2♦)–3♥), which the robots
 * do not make, is read the same. Before, a jump to the three level over a one-level overcall had no
 * rule for opener (it passed by default), and with 18+ opener read 1♦–(1♥)–2♠ as a free bid
 * (`free-opener-major-game`: 4♠ expecting five spades and 10+ HCP).
 */
const WEAK_JUMP = '1x 1y ^^z P|1x 2y ^^z P';

/**
 * Opener facing the weak jump shift: the suit is long and good but partner has 5–9 HCP, so opener bids
 * on only with game in view (as facing a weak two, SAYC booklet: a raise is to play): game in the major
 * with support, 3NT with their suit stopped and a fit to run the minor, else a pass.
 */
const WEAK_JUMP_OPENER: readonly BidRule[] = [
  {
    name: 'wjs-opener-major-game',
    auction: WEAK_JUMP,
    call: '4z',
    when: {
      above: MAJOR('z'),
      any: [
        { len: { z: 3 }, hcp: 15 },
        { len: { z: 2 }, hcp: 17 },
      ],
    },
    explain: 'To play: game in {z} facing the weak jump shift, support and extra values',
  },
  {
    name: 'wjs-opener-3n',
    auction: WEAK_JUMP,
    call: '3N',
    // An honour or three cards: the suit runs without an entry to partner's weak hand.
    when: { above: [['H', 'z']], hcp: 17, stop: ['y'], any: [{ len: { z: 3 } }, { len: { z: 2 }, top3: { z: 1 } }] },
    explain: "17+ HCP, their suit stopped, a fit to run partner's minor: game in no-trump",
  },
  {
    name: 'free-opener-weak-jump-pass',
    auction: WEAK_JUMP,
    call: 'P',
    explain: "Pass: partner's jump shift in competition is weak",
  },
];

/** Opener after responder's free bid: tried before the other rules of this file (none of them reads these). */
const OPENER: readonly BidRule[] = [
  ...WEAK_JUMP_OPENER,
  {
    name: 'free-opener-major-game',
    auction: TWO,
    call: '4z',
    when: { len: { z: 3 }, hcp: 15, above: MAJOR('z') },
    explain: 'To play: game in {z}, three-card support and extra values',
  },
  {
    name: 'free-opener-major-raise',
    auction: TWO,
    call: '^z',
    when: { len: { z: 3 }, above: MAJOR('z') },
    explain: 'Raise: three-card support for the five-card {z}',
  },
  {
    name: 'free-opener-3n',
    auction: TWO,
    call: '3N',
    when: { hcp: [15, 18], bal: true, stop: ['y'] },
    explain: '15–18 HCP, balanced, their suit stopped',
  },
  {
    name: 'free-opener-nt',
    auction: TWO,
    call: '^N',
    // 5-4-2-2 too: 2NT describes a minimum with their suit stopped better than a five-card suit again.
    when: { hcp: [12, 14], semi: true, stop: ['y'], not: { len: { x: 6 } } },
    explain: '12–14 HCP, their suit stopped',
  },
  // The jump rebid at the three level (a jump to four of a minor would pass 3NT); a major goes to game.
  {
    name: 'free-opener-jump-rebid',
    // Forcing to game, as after an uncontested two-over-one (`opener-2over1-jump-rebid`): 15+ facing 10+.
    forcing: 'game',
    auction: '1x 1y ^2z P|1x 2y ^2z P',
    call: '^^x',
    when: { len: { x: 6 }, hcp: 15, above: [['x', 'z']] },
    explain: 'Six+ cards, extra values (15+ HCP)',
  },
  {
    name: 'free-opener-major-jump-game',
    auction: '1M 2y ^3z P',
    call: '4M',
    when: { len: { M: 6 }, hcp: 15 },
    explain: 'To play: game in {M}, six+ cards and extra values',
  },
  {
    name: 'free-opener-minor-raise',
    auction: TWO,
    call: '^z',
    when: { len: { z: 4 }, above: [['H', 'z']] },
    explain: 'Raise: four-card support',
  },
  // Over a three-level free bid in the higher minor the clubs again would be 4♣, past 3NT: support instead.
  {
    name: 'free-opener-minor-support',
    auction: '1x 2y ^3z P',
    call: '^z',
    when: {
      len: { z: 3 },
      above: [
        ['z', 'x'],
        ['H', 'z'],
      ],
    },
    explain: 'Support: three cards for the five-card {z}',
  },
  {
    name: 'free-opener-rebid',
    auction: TWO,
    call: '^x',
    when: { len: { x: 6 } },
    explain: 'Six+ cards, a minimum',
  },
  {
    name: 'free-opener-new',
    // A new suit by opener after responder's free bid (10+) is forcing, as after any two-level response.
    forcing: 'round',
    auction: TWO,
    call: '2w',
    when: { len: { w: 4 }, not: { bal: true } },
    explain: 'Natural: 4+ cards in {w}',
  },
  {
    name: 'free-opener-new-3',
    // A new suit at the three level with extra values: forcing (partner's free bid has promised 10+).
    forcing: 'round',
    auction: TWO,
    call: '^w',
    when: { len: { w: 4 }, hcp: 15, not: { bal: true } },
    explain: 'Natural: 4+ cards in {w}, extra values',
  },
  // Balanced extra values without their suit stopped: the cue bid asks partner for a stopper (game forcing).
  {
    name: 'free-opener-cue',
    forcing: 'game',
    auction: TWO,
    call: '^y',
    when: { hcp: 15, bal: true, not: { stop: ['y'] } },
    explain: 'Cue bid: 15+ HCP, no stopper in their suit, forcing to game',
  },
  {
    name: 'free-opener-default',
    auction: TWO,
    call: '^x',
    explain: 'Rebids the suit: a minimum with no better call (no stopper for no-trump)',
  },
  // After a one-level free bid: no-trump only with their suit stopped; else the suit again.
  {
    name: 'free-one-opener-1n',
    auction: ONE,
    call: '1N',
    when: { hcp: [12, 14], bal: true, stop: ['y'], len: { z: [0, 3] }, any: NO_SPADES_TO_SHOW },
    explain: '12–14 HCP, balanced, their suit stopped',
  },
  {
    name: 'free-one-opener-2n',
    auction: ONE,
    call: '2N',
    when: { hcp: [18, 19], bal: true, stop: ['y'], len: { z: [0, 3] } },
    explain: '18–19 HCP, balanced, their suit stopped',
  },
  {
    name: 'free-one-opener-no-stop',
    auction: ONE,
    call: '^x',
    when: { hcp: [12, 14], bal: true, len: { x: 5, z: [0, 3] }, not: { stop: ['y'] }, any: NO_SPADES_TO_SHOW },
    explain: 'A minimum with no stopper in their suit: the five-card suit again',
  },
  // The fourth hand raised the overcall: opener is no longer forced.
  {
    name: 'free-raised-game',
    auction: ONE_RAISED,
    call: '4z',
    when: { len: { z: 4 }, sup: ['z', 19, 40] },
    explain: 'To play: game in {z}, four-card support and 19+ support points',
  },
  {
    name: 'free-raised-invite',
    auction: ONE_RAISED,
    call: '^^z',
    when: { len: { z: 4 }, sup: ['z', 16, 18] },
    explain: 'Invites game: four-card support, 16–18 support points',
  },
  // A strong hand does not pass: a new suit (a reverse, 16+), no-trump with their suit stopped, or
  // the cue bid, forcing to game.
  {
    name: 'free-raised-3n',
    auction: ONE_RAISED,
    call: '3N',
    when: { hcp: [20, 21], semi: true, stop: ['y'], len: { z: [0, 3] } },
    explain: 'To play: 20–21 HCP, their suit stopped',
  },
  {
    name: 'free-raised-2n',
    auction: ONE_RAISED,
    call: '2N',
    when: { hcp: [18, 19], semi: true, stop: ['y'], len: { z: [0, 3] } },
    explain: '18–19 HCP, their suit stopped',
  },
  {
    name: 'free-raised-new',
    auction: ONE_RAISED,
    call: '2w',
    when: { len: { w: 4, z: [0, 3] }, hcp: 16 },
    explain: 'Natural: 4+ cards in {w}, 16+ HCP',
  },
  {
    name: 'free-raised-cue',
    forcing: 'game',
    auction: ONE_RAISED,
    call: '^y',
    when: { hcp: 19, len: { z: [0, 3] } },
    explain: 'Cue bid: 19+ HCP, forcing to game',
  },
  // Three-card support is enough to compete with a ruffing value (SAYC has no support double).
  {
    name: 'free-raised-compete',
    auction: `${ONE_RAISED}|${TWO_RAISED}`,
    call: '^z',
    when: { any: [{ len: { z: 4 } }, { len: { z: 3 }, shortest: [0, 1] }, { len: { z: 3, x: 6 } }] },
    explain: 'Competing: support for {z}',
  },
  {
    name: 'free-raised-rebid',
    auction: `${ONE_RAISED}|${TWO_RAISED}`,
    call: '^x',
    when: { len: { x: 6 }, hcp: 12 },
    explain: 'Competing: six+ cards',
  },
  {
    name: 'free-raised-pass',
    auction: `${ONE_RAISED}|${TWO_RAISED}`,
    call: 'P',
    explain: 'Nothing more to say: no fit to compete with',
  },
];

/** Responder after its free bid and opener's answer; tried after the other competitive rules. */
const RESPONDER: readonly BidRule[] = [
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
  // Below game values facing opener's minimum: 2NT invites with their suit stopped, a major fit
  // invites, a six-card suit is rebid (not forcing); else pass (never their suit as if natural).
  {
    name: 'free-2n-invite',
    auction: after('2x P', '2w P'),
    call: '2N',
    when: { hcp: [11, 12], stop: ['y'], semi: true },
    explain: 'Invites 3NT: 11–12 HCP, their suit stopped',
  },
  {
    name: 'free-major-invite',
    auction: after('2x P'),
    call: '3x',
    when: { len: { x: 3 }, hcp: [10, 11], above: [['x', 'D']] },
    explain: 'Invites game: three-card support for {x}',
  },
  {
    name: 'free-rebid-six',
    auction: after('2x P', '2w P', '2N P'),
    call: '^z',
    when: { len: { z: 6 }, hcp: [10, 12] },
    explain: 'Six+ cards in {z}, no game facing a minimum (not forcing)',
  },
  // Opener's suit at the three level: 3NT with their suit stopped (after the jump rebid, forcing to game).
  {
    name: 'free-three-3n',
    auction: after('3x P'),
    call: '3N',
    when: { hcp: 11, stop: ['y'] },
    explain: 'To play: 3NT with their suit stopped',
  },
  {
    name: 'free-no-game-pass',
    auction: after('2x P', '2w P', '2N P', '3x P', '3z P'),
    call: 'P',
    when: { hcp: [0, 12] },
    explain: "Content: no game facing opener's minimum",
  },
];

/** Opener's and responder's calls after responder's free bid over their overcall. */
export const FREE_BID_REBIDS: readonly BidRule[] = [...OPENER, ...RESPONDER];
