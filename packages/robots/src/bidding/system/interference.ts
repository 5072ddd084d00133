/**
 * Our side's constructive auctions after the opponents come in: over our 1NT (Lebensohl's weak
 * five-card relay, the stolen-bid double's continuations, opener's reopening double of their jump to
 * three, their 2NT for the minors), after a one-level opening and response (the support double
 * answered, the free bidder's second call, competing to three with nine trumps, opener's free rebid of
 * a six-card suit), opener's own suit or takeout double after their balancing bid or raise, and the
 * overcaller's second call (advancer's cue bid, advancer's 1NT).
 *
 * ```ts
 * // 1NT – (2♣) – X – Pass – 2♥ – Pass – ? with ♠AQJ532 ♥K7 ♦76 ♣964: 4♠, six spades and game values
 * // 1♣ – Pass – 1♥ – (2♦) – X – Pass – ? with ♠J32 ♥KJ9542 ♦J7 ♣Q5: 2♥, partner showed three hearts
 * ```
 * Before, no rule covered these auctions and the robots passed (`default-pass`), or read a contested
 * auction as uncontested: 1NT – (2♣) – 2♦ (natural, competing) was "accepted" as a transfer to 2♥
 * (bench/robots-rule-gaps.ts --four --cost). Sources: the SAYC booklet ("a new suit by responder is
 * forcing", negative and reopening doubles, "systems on" over a double); Lebensohl as the ACBL card
 * plays it (defence.ts); the stolen-bid double as Stayman (notrump.ts); the Law of Total Tricks for
 * competing to three with nine trumps; the support double (defence.ts) answered as in Rosenkranz's
 * "Support doubles": the cheapest bid in the suit with a minimum, a jump to invite, game with game values.
 * Tried after every other rule: each fires only where nothing else did.
 */
import type { BidRule, When } from '../engine.js';

/** Their 2♣ doubled as Stayman (`1N-stolen-stayman`), opener's answer passed (`1N-stolen-*`). */
const STOLEN = '1N 2C X P';
/** A suit variable that is a major (it ranks above diamonds) or a minor. */
const major = (v: string): When => ({ above: [[v, 'D']] });
const minor = (v: string): When => ({ above: [['H', v]] });

/** Over our 1NT: their two-level overcall (Lebensohl), their 2♣ doubled, their 2NT for the minors. */
const OVER_OUR_NOTRUMP: readonly BidRule[] = [
  // A two-level suit over their overcall is to play (`leb-compete`): opener does not read it as a
  // transfer or a minor-suit relay, as the uncontested reading did.
  {
    name: 'leb-compete-pass',
    auction: '1N 2y ^2z P',
    call: 'P',
    explain: "Partner's competitive bid is to play",
  },
  // A five-card suit below theirs competes through the relay with a few values (the six-card suit
  // with any values: `leb-relay`); 1NT – (2♠) – ? with ♠T5 ♥T9732 ♦K97 ♣AQT passed.
  {
    name: 'leb-relay-five',
    forcing: 'round',
    alert: 'alert',
    auction: '1N 2y',
    call: '2N',
    when: {
      hcp: [7, 9],
      len: { y: [0, 2] },
      above: [['y', 'C']],
      any: [{ len: { C: 5 } }, { len: { D: 5 }, above: [['y', 'D']] }, { len: { H: 5 }, above: [['y', 'H']] }],
    },
    explain: 'Lebensohl: asks for 3♣, a five-card suit and 7–9 HCP to compete',
  },
  {
    name: 'leb-signoff-five',
    auction: '1N 2y 2N P 3C P',
    call: '^z',
    when: {
      len: { z: 5 },
      above: [
        ['y', 'z'],
        ['z', 'C'],
      ],
    },
    explain: 'To play: five+ cards, competing',
  },
  // A weak hand Lebensohl has no call for passes: the uncontested reading would make a transfer or a
  // relay of 1NT – Pass – 2♠ that partner, reading Lebensohl, passes (`leb-compete-pass`). Every hand
  // with 10+ HCP has a Lebensohl call (`leb-3n-no-stopper`, `leb-relay-stopper`).
  { name: 'leb-pass', auction: '1N 2y', call: 'P', when: { hcp: [0, 9] }, explain: 'No Lebensohl action: 0–9 HCP' },
  { name: 'leb-clubs-five', auction: '1N 2y 2N P 3C P', call: 'P', when: { len: { C: 5 } }, explain: 'To play: clubs' },
  // Responder after opener's answer to the stolen-bid double, as after Stayman (notrump.ts).
  {
    name: 'stolen-stayman-fit-game',
    auction: `${STOLEN} 2M P`,
    call: '4M',
    when: { len: { M: 4 }, hcp: [10, 15] },
    explain: 'To play: a fit in {M}',
  },
  {
    name: 'stolen-stayman-fit-invite',
    auction: `${STOLEN} 2M P`,
    call: '3M',
    when: { len: { M: 4 }, hcp: [8, 9] },
    explain: 'Invites game with a fit in {M}',
  },
  {
    name: 'stolen-stayman-long-major',
    auction: `${STOLEN} 2x P`,
    call: '4M',
    when: { len: { M: 6 }, hcp: [10, 15] },
    explain: 'To play: six+ cards in {M}',
  },
  {
    name: 'stolen-stayman-five-game',
    forcing: 'game',
    auction: `${STOLEN} 2D P`,
    call: '3M',
    when: { len: { M: 5 }, hcp: [10, 15] },
    explain: 'Five {M}, forcing to game',
  },
  {
    name: 'stolen-stayman-3n',
    auction: `${STOLEN} 2x P`,
    call: '3N',
    when: { hcp: [10, 15] },
    explain: 'To play: no fit found, game values',
  },
  {
    name: 'stolen-stayman-invite',
    auction: `${STOLEN} 2x P`,
    call: '2N',
    when: { hcp: [8, 9] },
    explain: 'Invites 3NT, no fit found',
  },
  // Opener answers the invitations and the five-card major.
  {
    name: 'stolen-stayman-accept-major',
    auction: `${STOLEN} 2M P 3M P`,
    call: '4M',
    when: { hcp: 16 },
    explain: 'Accepts the invitation: 16–17 HCP',
  },
  {
    name: 'stolen-stayman-decline-major',
    auction: `${STOLEN} 2M P 3M P`,
    call: 'P',
    explain: 'Declines the invitation: a minimum',
  },
  {
    name: 'stolen-stayman-accept-2n',
    auction: `${STOLEN} 2x P 2N P`,
    call: '3N',
    when: { hcp: 16 },
    explain: 'Accepts the invitation: 16–17 HCP',
  },
  {
    name: 'stolen-stayman-decline-2n',
    auction: `${STOLEN} 2x P 2N P`,
    call: 'P',
    explain: 'Declines the invitation: a minimum',
  },
  {
    name: 'stolen-stayman-five-fit',
    auction: `${STOLEN} 2D P 3M P`,
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three+ cards in {M}',
  },
  {
    name: 'stolen-stayman-five-3n',
    auction: `${STOLEN} 2D P 3M P`,
    call: '3N',
    explain: 'To play: only two cards in {M}',
  },
  // Their jump to three passed round: responder has no 10 HCP (`vs-jump-*`), but opener with a
  // maximum and a doubleton in their suit reopens for takeout; responder answers as after any
  // reopening double of a three-level bid (`forced-after-reopening-double`).
  {
    name: '1n-reopen-double',
    auction: '1N 3y P P',
    call: 'X',
    when: { hcp: 16, len: { y: [0, 2] } },
    explain: 'Reopening double: a maximum, short in their suit',
  },
  // Their 2NT (the minors, Cappelletti): a long major and game values bid game; a five-card major with
  // 8+ HCP bids three (opener raises with three cards, else 3NT); game values without a major, 3NT.
  {
    name: 'vs-1n-2n-major-game',
    auction: '1N 2N',
    call: '4M',
    when: { len: { M: 6 }, pts: 10 },
    explain: 'To play: game with six+ cards in {M}',
  },
  {
    name: 'vs-1n-2n-major',
    auction: '1N 2N',
    call: '3M',
    when: { len: { M: 5 }, hcp: 8 },
    explain: 'Natural: five+ cards in {M}, 8+ HCP',
  },
  {
    name: 'vs-1n-2n-3n',
    auction: '1N 2N',
    call: '3N',
    when: { hcp: [10, 15] },
    explain: 'To play: game values',
  },
  {
    name: 'vs-1n-2n-raise',
    auction: '1N 2N 3M P',
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three+ cards in {M}',
  },
  { name: 'vs-1n-2n-3n-back', auction: '1N 2N 3M P', call: '3N', explain: 'To play: only two cards in {M}' },
];

/** Partner's support double (three cards in our suit, `support-double`), the next hand passing. */
const SUPPORT_DOUBLED = '1x P 1y 1z X P|1x P 1y 2z X P';
/** The same after responder's invitation: the jump in the suit, or 2NT. */
const SUPPORT_INVITED = '1x P 1y 1z X P 3y P|1x P 1y 2z X P 3y P';

/** The support double answered, and opener after responder's invitation. */
const SUPPORT_DOUBLE_ANSWERS: readonly BidRule[] = [
  {
    name: 'support-doubled-3n',
    auction: SUPPORT_DOUBLED,
    call: '3N',
    when: { hcp: 13, stop: ['z'], any: [{ len: { y: [4, 4] } }, minor('y')] },
    explain: 'To play: game values, their suit stopped',
  },
  {
    name: 'support-doubled-game',
    auction: SUPPORT_DOUBLED,
    call: '4y',
    when: { hcp: 13, ...major('y') },
    explain: 'To play: game in {y} with the fit partner showed',
  },
  {
    name: 'support-doubled-2n',
    auction: SUPPORT_DOUBLED,
    call: '2N',
    when: { hcp: [10, 12], stop: ['z'], any: [{ len: { y: [4, 4] } }, minor('y')] },
    explain: 'Invites 3NT: 10–12 HCP, their suit stopped',
  },
  // A jump over their suit ranking below ours (over a higher one the jump would be game).
  {
    name: 'support-doubled-invite',
    auction: SUPPORT_DOUBLED,
    call: '3y',
    // Four trumps need a ruffing value: the 4–3 fit at the three level.
    when: {
      hcp: [10, 12],
      above: [['y', 'z']],
      all: [major('y')],
      any: [{ len: { y: 5 } }, { len: { y: 4 }, shortest: [0, 1] }],
    },
    explain: 'Invites game in {y}: 10–12 HCP',
  },
  {
    name: 'support-doubled-penalty',
    auction: SUPPORT_DOUBLED,
    call: 'P',
    when: { hcp: 8, len: { z: 4 }, top3: { z: [2, 3] } },
    explain: 'Penalty pass: length and strength in their suit',
  },
  {
    name: 'support-doubled-min',
    auction: SUPPORT_DOUBLED,
    call: '^y',
    explain: '{y} at the cheapest level: a minimum',
  },
  {
    name: 'support-doubler-accept',
    auction: SUPPORT_INVITED,
    call: '4y',
    when: { hcp: 14, above: [['y', 'z']] },
    explain: 'Accepts the invitation: 14+ HCP',
  },
  {
    name: 'support-doubler-accept-2n',
    auction: '1x P 1y 1z X P 2N P|1x P 1y 2z X P 2N P',
    call: '3N',
    when: { hcp: 15 },
    explain: 'Accepts the invitation: 15+ HCP',
  },
];

/** Responder's free bid, their raise, opener's pass: responder's second call. */
const FREE_BID_PASSED = '1x 1y 1z 2y P P|1x 1y ^2z 2y P P|1x 2y ^2z 3y P P|1x 2y ^3z 3y P P';
/** Our raise, their bid (passed back by opener, or their balancing bid): the raiser competes to three with nine trumps. */
const RAISED_COMPETED = '1x 1y 2x 2y P P|1x P 2x 2y P P|1x P 2x P P 2y';

/** After our one-level opening and response when they overcall or compete. */
const AFTER_OUR_OPENING: readonly BidRule[] = [
  {
    name: 'free-bidder-game',
    auction: FREE_BID_PASSED,
    call: '4z',
    when: {
      any: [
        { len: { z: 7 }, hcp: 10 },
        { len: { z: 6 }, hcp: 13 },
      ],
      all: [major('z')],
    },
    explain: 'To play: game in a long {z}',
  },
  {
    name: 'free-bidder-rebid',
    auction: FREE_BID_PASSED,
    call: '^z',
    when: { len: { z: 6 }, hcp: [0, 15] },
    explain: 'Competing: six+ cards in {z}',
  },
  {
    name: 'free-bidder-second-suit',
    auction: FREE_BID_PASSED,
    call: '^w',
    when: { len: { z: 5, w: 5 } },
    explain: 'Competing: a second five-card suit',
  },
  // Opener's competitive raise of the free bid (`free-raised-compete`): game with values to spare.
  {
    name: 'free-bidder-raised-game',
    auction: '1x 1y 1z 2y ^z P|1x 1y ^2z 2y ^z P|1x 2y ^2z 3y ^z P|1x 2y ^3z 3y ^z P',
    call: '4z',
    when: { any: [{ hcp: 13 }, { hcp: 11, len: { z: 6 } }], all: [major('z')] },
    explain: 'To play: game in {z} with the fit',
  },
  {
    name: 'free-bidder-preference',
    auction: FREE_BID_PASSED,
    call: '^x',
    when: { len: { x: 3 }, ...major('x') },
    explain: "Competing: three cards in partner's {x}",
  },
  // Law of Total Tricks: nine trumps (a major opened with five, a diamond with four, clubs with three).
  {
    name: 'compete-nine-trumps',
    auction: RAISED_COMPETED,
    call: '^x',
    when: {
      any: [{ len: { x: 4 }, ...major('x') }, { len: { x: 5 }, above: [['x', 'C']] }, { len: { x: 6 } }],
    },
    explain: 'Competing: nine trumps between us',
  },
  // Opener with a six-card suit rebids it freely over their two-level bid (SAYC: a free rebid shows
  // a six-card suit); a strong hand and a fit for partner take the other rules.
  {
    name: 'opener-free-rebid',
    auction: '1x P 1y 2z',
    call: '^x',
    when: { len: { x: 6, y: [0, 3] }, hcp: [11, 15] },
    explain: 'Competing: six+ cards in {x}',
  },
  {
    name: 'opener-free-rebid-1n',
    auction: '1x P 1N 2y',
    call: '^x',
    when: { len: { x: 6 }, hcp: [11, 15] },
    explain: 'Competing: six+ cards in {x}',
  },
  // Opener's own suit again after their balancing bid: six cards and extras.
  {
    name: 'opener-vs-balance-suit',
    auction: '1x P P 1y|1x P P 2y',
    call: '^x',
    when: { len: { x: 6 }, hcp: 15 },
    explain: 'Six+ cards in {x} and extra values',
  },
  // Opener's six-card major with a second five-card suit, or five losers, after their raise or advancer's
  // cue bid of opener's suit (partner silent): game at once, the playing strength being there whatever
  // partner holds. Before, ♠AJ854 ♥AKQ942 ♦9 ♣5 passed 1♥ (2♣) P (4♣) (rule gaps, seed 9191), and
  // ♠AKQ853 ♥AQ6 ♦A3 ♣52 passed 1♠ (2♣) P (2♠).
  {
    name: 'opener-shape-game-after-raise',
    auction: '1M 1y P 2y|1M 2y P 3y|1M 1y P 3y|1M 2y P 4y|1M 1y P 4y|1M 1y P 2M|1M 2y P 2M|1M 2y P 3M',
    call: '4M',
    when: { len: { M: 6 }, any: [{ second: 5 }, { ltc: [0, 5] }] },
    explain: 'Competing: game, six+ {M} and playing strength',
  },
  // Opener's takeout double after their raise: short in their suit, 15+ HCP (answered by the
  // `reopened-*` rules).
  {
    name: 'opener-double-after-raise',
    // Also over advancer's cue bid of opener's suit, a raise of the overcall too.
    auction: '1x 1y P 2y|1x 2y P 3y|1x 1y P 2x|1x 2y P ^x',
    call: 'X',
    when: { hcp: 15, len: { y: [0, 1] }, unbid: [3, 13] },
    explain: 'Takeout: short in their suit, 15+ HCP',
  },
  // The negative doubler after opener's free three-level bid over their raise.
  {
    name: 'neg-doubler-free-3n',
    auction: '1x 1y X 2y 3x P|1x 1y X 2y 3z P',
    call: '3N',
    when: { hcp: 12, stop: ['y'] },
    explain: 'To play: 12+ HCP, their suit stopped',
  },
];

/** The overcaller's second call (its answers to advancer's cue bid are balancing.ts `CUE_ANSWERS`). */
const OVERCALLER: readonly BidRule[] = [
  {
    name: 'overcaller-1n-game',
    auction: '1x 1y P 1N P',
    call: '4y',
    when: { len: { y: 6 }, hcp: 15, ...major('y') },
    explain: 'To play: game with six+ cards in {y}, 15+ HCP',
  },
  {
    name: 'overcaller-1n-rebid',
    auction: '1x 1y P 1N P',
    call: '2y',
    // A minor again scores less than partner's 1NT.
    when: { len: { y: 6 }, ...major('y') },
    explain: 'To play: six+ cards in {y}',
  },
];

/** Every rule of this module, tried after the rest of the system. */
export const INTERFERENCE: readonly BidRule[] = [
  ...OVER_OUR_NOTRUMP,
  ...SUPPORT_DOUBLE_ANSWERS,
  ...AFTER_OUR_OPENING,
  ...OVERCALLER,
];
