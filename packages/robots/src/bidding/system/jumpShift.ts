/**
 * After responder's strong jump shift (SAYC booklet, "Jump shifts by responder": a jump in a new
 * suit shows 19+ points, or 16+ with a good suit over a minor here, forcing to game and suggesting
 * slam): opener's natural rebid, then the jump shifter's continuation.
 *
 * ```ts
 * // 1♥ – Pass – 2♠ – Pass – ? with ♠A42 ♥KQJ72 ♦Q32 ♣K2: 3♠, support sets the trump suit
 * // 1♥ – Pass – 2♠ – Pass – 2NT – Pass – ? with ♠KQJ53 ♥A4 ♦AK54 ♣A5: 6NT (21 HCP opposite 12–14)
 * ```
 * A jump shift is a new suit one level higher than needed: at the two level a suit ranking above
 * opener's (`1x P 2y P`, y above x), at the three level one ranking below it (`1x P 3y P`, x above
 * y; 1♥–3♠ is a splinter). Each rule therefore comes twice, once per level (the second named
 * `…-3`). Opener describes the hand at the cheapest level — support first (three cards for a
 * major, four for a minor), then a six-card suit, a balanced minimum in no-trump, a new four-card
 * suit, else the suit again — since the game force leaves no need to jump (standard practice:
 * "fast arrival" is not played in a game-forcing auction). The jump shifter then looks for slam:
 * after support the control bids and the ace or key-card asks of `slam.ts` (`ctl-jsm-*`,
 * `ctl-jss-*`, and over a minor `ctl-minor-*`), after opener's six-card suit with support 4NT
 * (Blackwood, or key cards for a major under RKCB; two cards with a top honour will do), after
 * no-trump 6NT with 21+ HCP or a quantitative 4NT with 19–20 (opener accepts with 14), else natural
 * calls to game; a long strong major of its own, rebid and not raised, becomes trumps for its own ask:
 *
 * ```ts
 * // 1♣ – Pass – 2♦ – Pass – 3♣ – Pass – ? with ♠AQ ♥QJ73 ♦AQ987 ♣KQ: 4NT, clubs agreed
 * // 1♦ – Pass – 2♠ – Pass – 3♦ – Pass – 3♠ – Pass – 4♦ – Pass – ? with ♠AKJ932 ♥AK ♦JT ♣KJ3: 4NT, spades trumps
 * ```
 */
import type { BidRule, When } from '../engine.js';

/**
 * One rule at both levels of the jump shift. `tail` gives, for the jump's level, the calls after the
 * opening and the jump (alternatives allowed): the same rebid sits at different levels.
 */
function atBothLevels(
  rule: Omit<BidRule, 'auction'> & { readonly tail?: (level: 2 | 3) => readonly string[] },
): BidRule[] {
  const { tail, ...r } = rule;
  const auction = (level: 2 | 3): string =>
    (tail ? tail(level) : ['']).map((t) => `1x P ${level}y P${t ? ` ${t}` : ''}`).join('|');
  const withAbove = (pair: readonly [string, string]): When => ({
    ...r.when,
    above: [...(r.when?.above ?? []), pair],
  });
  return [
    { ...r, auction: auction(2), when: withAbove(['y', 'x']) },
    { ...r, name: `${r.name}-3`, auction: auction(3), when: withAbove(['x', 'y']) },
  ];
}

/** Opener's no-trump rebid: the cheapest, 2NT over a two-level jump shift, 3NT over a three-level one. */
const NT = (l: 2 | 3): string => `${l}N P`;
/** Opener's suit rebid at the three level (the cheapest at either level of the jump). */
const OWN = (): readonly string[] => ['3x P'];

/** Opener's rebid after the jump shift (forcing to game: the jump shift's force holds below game). */
const OPENER: readonly BidRule[] = [
  // Three cards for a major (responder has five), four for a minor; two rules, so that the length
  // shown is a top-level `len` the inferences read (`handRangesFromAuction`, the card-play sampler).
  ...atBothLevels({
    name: 'js-raise',
    call: '^y',
    when: { len: { y: 3 }, above: [['y', 'D']] },
    explain: 'Support for {y}: sets the trump suit below game, slam interest is up to responder',
  }),
  ...atBothLevels({
    name: 'js-raise-minor',
    call: '^y',
    when: { len: { y: 4 } },
    explain: 'Support for {y}: four+ cards, sets the trump suit',
  }),
  ...atBothLevels({
    name: 'js-rebid-six',
    call: '^x',
    when: { len: { x: 6 } },
    explain: 'Six+ {x}, no fit for partner',
  }),
  ...atBothLevels({
    name: 'js-notrump',
    call: '^N',
    when: { hcp: [12, 14], semi: true, not: { len: { x: 6 } } },
    explain: '12–14 HCP, balanced, no fit for partner',
  }),
  ...atBothLevels({
    name: 'js-new-suit',
    call: '^z',
    when: { len: { z: 4 } },
    explain: 'Natural: four+ {z}, no fit for partner',
  }),
  ...atBothLevels({ name: 'js-rebid', call: '^x', explain: 'Natural: rebids {x}, no fit for partner' }),
];

/**
 * The jump shifter's second call. After support the slam rules (control bids and asks, slam.ts)
 * come first; these are the natural continuations, tried after them.
 */
const RESPONDER: readonly BidRule[] = [
  // Opener's balanced minimum (12–14): 33 HCP between the hands with 21+, a quantitative 4NT with 19–20.
  ...atBothLevels({
    name: 'js-nt-slam',
    tail: (l) => [NT(l)],
    call: '6N',
    when: { hcp: 21, semi: true },
    explain: 'To play: 21+ HCP opposite a balanced minimum',
  }),
  ...atBothLevels({
    name: 'js-nt-quant',
    tail: (l) => [NT(l)],
    call: '4N',
    when: { hcp: [19, 20], semi: true },
    explain: 'Quantitative: 19–20 HCP, invites 6NT',
  }),
  ...atBothLevels({
    name: 'js-nt-quant-accept',
    tail: (l) => [`${NT(l)} 4N P`],
    call: '6N',
    when: { hcp: 14 },
    explain: 'Accepts the slam invitation: a maximum (14 HCP)',
  }),
  ...atBothLevels({
    name: 'js-nt-quant-decline',
    tail: (l) => [`${NT(l)} 4N P`],
    call: 'P',
    explain: 'Declines the slam invitation: 12–13 HCP',
  }),
  // Opener's suit again with three cards of it (a five-card rebid looks the same): agreed; 4NT with slam
  // values (`slam.ts` answers it: Blackwood by aces, key cards for a major under RKCB), else game.
  ...atBothLevels({
    name: 'js-own-ask',
    tail: OWN,
    call: '4N',
    forcing: 'round',
    when: { len: { x: 3 }, combined: 33, shortest: 1, aces: [1, 2, 3, 4] },
    explain: 'Asks for aces (key cards for a major under Roman Key Card Blackwood): {x} agreed, slam values',
  }),
  // Two cards with a top honour opposite a suit rebid at the three level (six+ cards, `js-rebid-six`)
  // make an eight-card fit: the same ask (1♣–2♦–3♣–3NT with ♠AQ ♥QJ73 ♦AQ987 ♣KQ, 34 between the
  // hands and 13 tricks, challenge seed 27).
  ...atBothLevels({
    name: 'js-own-fit-ask',
    tail: OWN,
    call: '4N',
    forcing: 'round',
    when: { len: { x: [2, 2] }, top3: { x: [1, 3] }, combined: 33, shortest: 2, aces: [1, 2, 3, 4] },
    explain: 'Asks for aces (key cards for a major under Roman Key Card Blackwood): {x} agreed, slam values',
  }),
  ...atBothLevels({
    name: 'js-own-game',
    tail: OWN,
    call: '4x',
    when: { len: { x: 3 }, above: [['x', 'D']] },
    explain: 'To play: game in partner’s major',
  }),
  // Balanced with 21+ HCP after opener's suit: 6NT (33 opposite any opening).
  ...atBothLevels({
    name: 'js-any-nt-slam',
    tail: () => ['_ P'],
    call: '6N',
    when: { hcp: 21, semi: true },
    explain: 'To play: 21+ HCP, balanced, opposite an opening',
  }),
  // Responder's own suit again with six, else no-trump.
  ...atBothLevels({
    name: 'js-rebid-own',
    tail: () => ['_ P'],
    call: '^y',
    when: { len: { y: 6 } },
    explain: 'Six+ {y}',
  }),
  ...atBothLevels({
    name: 'js-raise-new',
    tail: () => ['2z P', '3z P'],
    call: '^z',
    when: { len: { z: 4 } },
    explain: 'Support for {z}: four cards',
  }),
  // A misfit (a singleton or void in opener's suit, shown again) with a second suit: the suit, not 3NT.
  // A four-card major first: at the three level it leaves room for 3NT.
  ...atBothLevels({
    name: 'js-second-major',
    tail: OWN,
    call: '^z',
    when: { len: { x: [0, 1], z: 4 }, above: [['z', 'D']] },
    explain: 'Natural: four+ {z}, short in partner’s suit',
  }),
  ...atBothLevels({
    name: 'js-second-suit',
    tail: OWN,
    call: '^z',
    when: { len: { x: [0, 1], z: 4 } },
    explain: 'Natural: four+ {z}, short in partner’s suit',
  }),
  ...atBothLevels({
    name: 'js-3n',
    tail: () => ['_ P'],
    call: '3N',
    explain: 'To play: 3NT',
  }),
];

/**
 * Responder after opener's jump shift (`opener-jump-shift`: 19+ points, forcing to game; a new suit
 * one level higher than needed, `1x P 1y P 2z P` with z above y or `1x P 1y P 3z P` with z below y).
 * Opener reads as 17–21 HCP, so 33 between the hands comes from about 14: a balanced hand bids 6NT
 * (no quantitative 4NT here: it would read as Blackwood for opener's suit), four-card support for
 * the jump suit asks with 4NT (Blackwood, key cards for a major under RKCB). Before, responder bid
 * 3NT and passed with 35 HCP between the hands (1♦–1♥–3♣–3NT, 1♣–1♥–3♦–3NT in the slam count).
 */
function afterOpenersJump(rule: Omit<BidRule, 'auction'>): BidRule[] {
  // The rule's own `above` pairs are kept (before, they were replaced: `ojs-raise` raised a minor too).
  const withAbove = (pair: readonly [string, string]): When => ({
    ...rule.when,
    above: [...(rule.when?.above ?? []), pair],
  });
  return [
    { ...rule, auction: '1x P 1y P 2z P', when: withAbove(['z', 'y']) },
    { ...rule, name: `${rule.name}-3`, auction: '1x P 1y P 3z P', when: withAbove(['y', 'z']) },
  ];
}

/**
 * Opener after the jump shifter's six-card major rebid at the three level (`js-rebid-own`: 1♦–2♠–3♦–3♠):
 * two cards of it make a fit (eight cards), so game there, where the slam tools over a raised major
 * take over (SLAM_TRY_BLACKWOOD, control bids); shorter, 3NT with the unbid suits stopped. Before, no
 * rule: a forced rebid of opener's suit and partner's forced 4♠ passed with 20 HCP opposite the opening.
 */
const AFTER_OWN_REBID: readonly BidRule[] = [
  {
    name: 'js-own-rebid-raise',
    auction: '1x P 2y P _ P 3y P',
    call: '4y',
    when: {
      len: { y: 2 },
      above: [
        ['y', 'x'],
        ['y', 'D'],
      ],
    },
    explain: 'To play: two+ {y}, game in partner’s six-card suit',
  },
  {
    name: 'js-own-rebid-3n',
    auction: '1x P 2y P _ P 3y P',
    call: '3N',
    when: { stopUnbid: true, above: [['y', 'x']] },
    explain: 'To play: short in {y}, the unbid suits stopped',
  },
];

/** The jump shifter's minor-over-major auction: its six-card major again, then opener's minor at the four level. */
const SELF_SET = '1x P 2y P 3x P 3y P 4x P';
const SELF_SET_WHEN: When = {
  above: [
    ['H', 'x'],
    ['y', 'D'],
  ],
};

/**
 * The jump shifter's own long major as trumps (1♦–2♠–3♦–3♠–4♦: opener has six diamonds and fewer than
 * two spades): with two of the top three honours in six+ cards and slam values (33 between the hands)
 * it asks for aces itself and places the slam in its suit, or stops in five with two aces missing. The
 * 4NT over a minor is Blackwood by aces in both agreements (the key-card rules read a major raised).
 * Before, the forced calls ended in 4♠ with 20 HCP opposite the opening (challenge seed 27).
 */
const SELF_SET_SLAM: readonly BidRule[] = [
  {
    name: 'js-self-ask',
    forcing: 'round',
    auction: SELF_SET,
    call: '4N',
    when: { ...SELF_SET_WHEN, len: { y: 6 }, top3: { y: [2, 3] }, combined: 33, shortest: 1, aces: [1, 2, 3, 4] },
    explain: 'Blackwood: asks for aces, {y} as trumps (a long strong suit), slam values',
  },
  {
    name: 'js-self-slam-0',
    auction: `${SELF_SET} 4N P 5C P`,
    call: '6y',
    when: { ...SELF_SET_WHEN, aces: [3, 4] },
    explain: 'To play: a small slam, one ace at most is missing',
  },
  {
    name: 'js-self-signoff',
    auction: `${SELF_SET} 4N P 5C P`,
    call: '5y',
    when: SELF_SET_WHEN,
    explain: 'Sign-off: two aces are missing',
  },
  {
    name: 'js-self-signoff-1',
    auction: `${SELF_SET} 4N P 5D P`,
    call: '5y',
    when: { ...SELF_SET_WHEN, aces: [0, 1] },
    explain: 'Sign-off: two aces are missing',
  },
  {
    name: 'js-self-slam',
    auction: `${SELF_SET} 4N P _ P`,
    call: '6y',
    when: SELF_SET_WHEN,
    explain: 'To play: a small slam, one ace at most is missing',
  },
];

const AFTER_OPENERS_JUMP: readonly BidRule[] = [
  ...afterOpenersJump({
    name: 'ojs-ask',
    forcing: 'round',
    call: '4N',
    when: { len: { z: 4 }, combined: 33, shortest: 1, aces: [1, 2, 3, 4] },
    explain: 'Asks for aces (key cards for a major under Roman Key Card Blackwood): {z} agreed, slam values',
  }),
  ...afterOpenersJump({
    name: 'ojs-nt-slam',
    call: '6N',
    when: { semi: true, combined: 33, not: { len: { z: 4 } } },
    explain: 'To play: balanced, 33+ HCP between the hands opposite the jump shift',
  }),
  // Four cards of opener's jump-shift major: raise it, before showing a five-card suit of one's own
  // (1♦–1♠–3♥–3♠ with ♠A8764 ♥J764 ♦KJ3 ♣8 went on to 3NT, down, with 12 tricks in hearts).
  ...afterOpenersJump({
    name: 'ojs-raise',
    call: '^z',
    when: { len: { z: 4 }, above: [['z', 'D']] },
    explain: 'Support for {z}: four+ cards',
  }),
  // Four cards of a minor jump-shift suit with shortness and values (8+ HCP): the fit first, slam in
  // view, before a five-card suit of one's own (1♣–1♥–3♦ with ♠J863 ♥KJ732 ♦KJT3 ♣–: 6♦ makes, 3♥ led to
  // 3NT, challenge seed 28; with 5 HCP, ♠AJ2 ♥T9543 ♦3 ♣T987 over 3♣, the suit, and then 3NT).
  ...afterOpenersJump({
    name: 'ojs-raise-minor-short',
    call: '^z',
    when: { len: { z: 4 }, hcp: 8, shortest: [0, 1], above: [['H', 'z']] },
    explain: 'Support for {z}: four+ cards and shortness, slam interest',
  }),
  // Else natural (issue 25, session 18; before, no rule: a forced new suit, then a pass of opener's 4♠
  // with 16 HCP facing 20, slam count seed 26): a five-card suit again, support for opener's first suit,
  // 3NT with the fourth suit stopped.
  ...afterOpenersJump({
    name: 'ojs-rebid',
    call: '^y',
    when: { len: { y: 5 } },
    explain: 'Five+ {y}',
  }),
  // A minimum (6–10 HCP) without a major fit after a jump shift in or over a minor: 3NT rather than a
  // minor raise past it, with the fourth suit stopped, or flat (4-3-3-3: the jump shifter, 19+ with two
  // suits, covers the fourth suit more often than not). Before, 4♣ and 5♣ went down with 3NT making
  // (1♣–1♠–3♥–4♣ with ♠K865 ♥943 ♦J73 ♣Q75, 1♦–1♥–3♣–4♣ with ♠AJ2 ♥T9543 ♦3 ♣T987, challenge seeds 27, 29).
  ...afterOpenersJump({
    name: 'ojs-3n-min',
    call: '3N',
    when: { hcp: [0, 10], stopUnbid: true, above: [['H', 'x']], not: { len: { y: 6 } } },
    explain: 'To play: a minimum, the fourth suit stopped, no major fit',
  }),
  ...afterOpenersJump({
    name: 'ojs-3n-flat',
    call: '3N',
    when: { hcp: [0, 10], bal: true, second: [3, 3], above: [['H', 'x']] },
    explain: 'To play: a flat minimum (4-3-3-3), no major fit',
  }),
  ...afterOpenersJump({
    name: 'ojs-support',
    call: '^x',
    when: { len: { x: 3 } },
    explain: 'Three-card support for {x}',
  }),
  ...afterOpenersJump({
    name: 'ojs-3n',
    call: '3N',
    when: { stopUnbid: true },
    explain: 'To play: the fourth suit stopped',
  }),
  // Four cards of a minor jump-shift suit, after 3NT: raise it.
  ...afterOpenersJump({
    name: 'ojs-raise-minor',
    call: '^z',
    when: { len: { z: 4 }, above: [['H', 'z']] },
    explain: 'Support for {z}: four+ cards',
  }),
  // Opener's raise of the five-card suit to game: with 14+ HCP (33 facing 19+), Blackwood.
  {
    name: 'ojs-raised-ask',
    forcing: 'round',
    auction: '1x P 1y P 2z P 3y P 4y P|1x P 1y P 3z P 3y P 4y P',
    call: '4N',
    when: { hcp: 14, shortest: 1, aces: [1, 2, 3, 4] },
    explain: 'Blackwood: slam values, {y} agreed opposite the jump shift',
  },
  // Responder raised opener's jump-shift minor past 3NT (`ojs-raise-minor-short`, `ojs-raise-minor`: four+
  // cards, a fit of eight or more, forcing): opener's 19+ with two aces asks for aces, since five of the
  // minor is still the game the sign-off reaches (standard practice: the raise of a jump shift is a slam
  // try). Before, opener signed off in 5♦ with ♠AK ♥Q8 ♦AQ95 ♣A8764 opposite ♠J863 ♥KJ732 ♦KJT3, 12
  // tricks (challenge seed 27).
  {
    name: 'ojs-minor-raised-ask',
    forcing: 'round',
    auction: '1x P 1y P 3z P 4z P',
    call: '4N',
    when: {
      hcp: 18,
      aces: [2, 3, 4],
      above: [
        ['y', 'z'],
        ['H', 'z'],
      ],
    },
    explain: 'Blackwood: 19+ points and two aces, {z} agreed by the raise of the jump shift',
  },
];

/** Opener's suit again, then the jump shifter's second suit at the three or the four level. */
const SECOND = (): readonly string[] => ['3x P 3z P', '3x P 4z P'];

/**
 * Opener after the jump shifter's second suit (`js-second-suit`; standard practice: the game force
 * holds, so opener describes at the cheapest level): four-card support for a major second suit is
 * game (passed when the suit was bid at game), a stopper in the fourth suit bids 3NT below the four
 * level, four cards of a minor second suit raise it, three cards of the jump suit support it (two of
 * a major: game there), else game in opener's major or 3NT.
 */
const OPENER_AFTER_SECOND: readonly BidRule[] = [
  // A major second suit bid at game with four cards and extras (15+ HCP facing 19+): Blackwood, the
  // asker placing the slam in the second suit (issue 25, session 18: before, 4♥ was always passed).
  ...atBothLevels({
    name: 'js2-major-ask',
    tail: () => ['3x P 4z P'],
    call: '4N',
    forcing: 'round',
    when: { len: { z: 4 }, above: [['z', 'D']], hcp: 15, shortest: 1, aces: [1, 2, 3, 4] },
    explain: 'Blackwood: four+ {z} and extra values opposite the jump shift',
  }),
  // A major second suit bid at game (4♥ after 1♠–3♦–3♠): passed with four cards.
  ...atBothLevels({
    name: 'js2-pass-major',
    tail: () => ['3x P 4z P'],
    call: 'P',
    when: { len: { z: 4 }, above: [['z', 'D']] },
    explain: 'To play: four+ {z}, game in partner’s second suit',
  }),
  ...atBothLevels({
    name: 'js2-raise-major',
    tail: SECOND,
    call: '4z',
    when: { len: { z: 4 }, above: [['z', 'D']] },
    explain: 'To play: four+ {z}, game in partner’s second suit',
  }),
  ...atBothLevels({
    name: 'js2-notrump',
    tail: () => ['3x P 3z P'],
    call: '3N',
    when: { stopUnbid: true },
    explain: 'To play: the fourth suit stopped',
  }),
  ...atBothLevels({
    name: 'js2-raise-minor',
    tail: SECOND,
    call: '^z',
    when: { len: { z: 4 }, above: [['H', 'z']] },
    explain: 'Support for {z}: four+ cards',
  }),
  ...atBothLevels({
    name: 'js2-support',
    tail: SECOND,
    call: '^y',
    when: { len: { y: 3 } },
    explain: 'Support for {y}: three cards',
  }),
  // Two cards of a major jump suit (five or more opposite): game there rather than no-trump unstopped.
  ...atBothLevels({
    name: 'js2-preference',
    tail: SECOND,
    call: '4y',
    when: { len: { y: 2 }, above: [['y', 'D']] },
    explain: 'Preference: two {y}, game in partner’s first suit',
  }),
  ...atBothLevels({
    name: 'js2-own-game',
    tail: SECOND,
    call: '4x',
    when: { above: [['x', 'D']] },
    explain: 'To play: game in {x}, no fit for partner’s suits',
  }),
  ...atBothLevels({
    name: 'js2-notrump-any',
    tail: () => ['3x P 3z P'],
    call: '3N',
    explain: 'To play: no fit for partner’s suits',
  }),
];

/**
 * The jump shifter after opener's support for one of its minors (`js2-support`, or a minor second
 * suit raised to four): six with slam values, every side suit controlled and three aces, else game.
 */
const RESPONDER_AFTER_SECOND: readonly BidRule[] = [
  // A major second suit raised to game (js2-raise-major): Blackwood with 20+ HCP (33 opposite the
  // minimum that rebid its suit), the asker placing the slam in the second suit.
  ...atBothLevels({
    name: 'js2-major-slam-ask',
    tail: () => ['3x P 3z P 4z P'],
    call: '4N',
    forcing: 'round',
    when: { above: [['z', 'D']], hcp: 20, shortest: 1, aces: [1, 2, 3, 4] },
    explain: 'Blackwood: slam values, {z} agreed',
  }),
  // Opener after the jump shifter's 3NT (js-3n): 6NT balanced with 15+ HCP (34+ facing 19+).
  ...atBothLevels({
    name: 'js-3n-slam',
    tail: () => ['_ P 3N P'],
    call: '6N',
    when: { hcp: 15, semi: true },
    explain: 'To play: 15+ HCP, balanced, opposite the jump shift',
  }),
  // Slam values (33), every side suit controlled and three aces: six of the minor (no ace ask over a
  // minor at the five level: an answer could pass game).
  ...atBothLevels({
    name: 'js2-minor-slam',
    tail: () => ['3x P 3z P 4y P', '3x P 4z P 4y P', '3x P 4z P 5y P'],
    call: '6y',
    when: { above: [['H', 'y']], combined: 33, aces: [3, 4], controlsBetween: [{ trump: 'y', has: true }] },
    explain: 'To play: slam values, every side suit controlled, three aces',
  }),
  ...atBothLevels({
    name: 'js2-minor-game',
    tail: () => ['3x P 3z P 4y P', '3x P 4z P 4y P', '3x P 3z P 4z P'],
    call: '5y',
    when: { above: [['H', 'y']] },
    explain: 'To play: game in {y}',
  }),
  ...atBothLevels({
    name: 'js2-minor-game-second',
    tail: () => ['3x P 3z P 4z P'],
    call: '5z',
    when: { above: [['H', 'z']] },
    explain: 'To play: game in {z}',
  }),
];

/**
 * Opener's rebids and the jump shifter's continuations (tried before the other rebids); only in an
 * uncontested auction (`uncontested`: a jump shift in competition is weak, competition.ts).
 */
export const JUMP_SHIFT: readonly BidRule[] = [
  ...OPENER,
  ...RESPONDER,
  ...AFTER_OWN_REBID,
  ...SELF_SET_SLAM,
  ...AFTER_OPENERS_JUMP,
  ...OPENER_AFTER_SECOND,
  ...RESPONDER_AFTER_SECOND,
].map((r) => ({ ...r, uncontested: true }));
