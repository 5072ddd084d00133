/**
 * A second system's opening structure as data: Polish Club (Wspólny Język, the common language of
 * Polish clubs), its openings and first answers, on the same engine as SAYC. Where WJ bids as SAYC
 * does (one of a major, 1♦, 1NT 15–17, preempts) the SAYC rules answer; SAYC's rules that read our
 * own 1♣ or two-level openings are left out, because the openings mean something else here.
 *
 * ```ts
 * import { POLISH_RULES } from './polish.js';
 * chooseCall({ hand, auction: [], dealer: 'N', vulnerability: 'none' }, POLISH_RULES)
 * // 13 HCP, 4-3-3-3: 1♣ 'pl-open-1c-balanced', "Polish Club: 12–14 HCP balanced, …" (alerted)
 * ```
 * The openings follow the usual WJ summary: 1♣ is 12–14 balanced, or 15+ with clubs, or any 18+;
 * 1♦ 12–17 with 4+ diamonds (unbalanced or five diamonds); 1♥/1♠ 12–17 with five cards; 1NT
 * 15–17; 2♣ 11–15 with six clubs or five clubs and a four-card major; 2♦ Multi (a weak two in a
 * major); 2♥/2♠ weak with five cards in the major and four in a minor; preempts as SAYC. After 1♣
 * the opener's rebid shows which 1♣ it holds (weak no-trump, 15–17 with clubs, 18+) and responder
 * decides game and slam by the sum (25 for game, 33 for slam); after the 2♣ relay responder places
 * the game. Elsewhere only the first rounds after 2♣, 2♦ and 2♥/2♠ are written; later calls fall
 * back on the rules of the SAYC structure that still apply, or on the forced and default calls.
 */
import { continued, patternOpening, type BidRule, type When } from '../engine.js';
import { OPENINGS } from './openings.js';
import { POLISH_CONTESTED } from './polishContested.js';

/** One-level opening strength as in SAYC (Rule of 20 in first and second seat), at most 17 HCP. */
/**
 * The answers to a quantitative 4NT after `asked`: 6NT with `accept`+ HCP, else pass (`accepts` and
 * `declines` are the HCP ranges the explanations name).
 */
const quantitativeAnswers = (
  name: string,
  asked: string,
  accept: number,
  accepts: string,
  declines: string,
): BidRule[] => [
  {
    name: `${name}-accept`,
    auction: `${asked} 4N P`,
    call: '6N',
    when: { hcp: accept },
    explain: `Accepts: ${accepts} HCP`,
  },
  { name: `${name}-decline`, auction: `${asked} 4N P`, call: 'P', explain: `Declines: ${declines} HCP` },
];

const LIMITED: When = {
  hcp: [0, 17],
  any: [
    { seat: [1, 2], hcp: 10, any: [{ hcp: 12 }, { r20: true }] },
    { seat: [3], hcp: 10, any: [{ hcp: 11 }, { r20: true }] },
    { seat: [4], r15: true },
  ],
};
const NO_FIVE_MAJOR: When = { len: { H: [0, 4], S: [0, 4] } };
const POLISH_1C = 'Polish Club: 12–14 HCP balanced, or 15+ HCP with clubs, or any 18+ HCP';

/** Polish Club openings, tried before SAYC's preempts and the pass. */
const OPENINGS_WJ: readonly BidRule[] = [
  // First, so that partner reads every 1♣ from it: the three 1♣ openings together, 12+ HCP (`all`
  // is what partner reads, `not` keeps the hand to 12–14). Read from the strong 1♣ (18+), the weak
  // no-trump rebids counted 18+; read as 12–14, the strong rebids were capped at their least.
  // No five-card major or five diamonds, so no hand that opens another suit is taken here.
  {
    name: 'pl-open-1c-balanced',
    forcing: 'round',
    alert: 'alert',
    auction: '',
    call: '1C',
    when: { all: [{ hcp: 12 }], not: { hcp: 15 }, bal: true, len: { H: [0, 4], S: [0, 4], D: [0, 4] } },
    explain: POLISH_1C,
  },
  {
    name: 'pl-open-1c-strong',
    forcing: 'round',
    alert: 'alert',
    auction: '',
    call: '1C',
    when: { hcp: 18 },
    explain: POLISH_1C,
  },
  {
    name: 'pl-open-1nt',
    alert: 'announce',
    auction: '',
    call: '1N',
    when: { hcp: [15, 17], bal: true },
    explain: '15–17 HCP, balanced',
  },
  {
    name: 'pl-open-1s',
    auction: '',
    call: '1S',
    when: { ...LIMITED, len: { S: 5 }, asLong: [['S', 'H']] },
    explain: '12–17 HCP, 5+ spades',
  },
  {
    name: 'pl-open-1h',
    auction: '',
    call: '1H',
    when: { ...LIMITED, len: { H: 5 } },
    explain: '12–17 HCP, 5+ hearts',
  },
  {
    name: 'pl-open-2c',
    alert: 'alert',
    auction: '',
    call: '2C',
    when: {
      hcp: [11, 15],
      len: { ...NO_FIVE_MAJOR.len, D: [0, 4] },
      any: [{ len: { C: 6 } }, { len: { C: 5 }, any: [{ len: { H: 4 } }, { len: { S: 4 } }] }],
    },
    explain: '11–15 HCP, six clubs, or five clubs and a four-card major',
  },
  {
    name: 'pl-open-1d',
    auction: '',
    call: '1D',
    when: {
      all: [LIMITED, NO_FIVE_MAJOR],
      len: { D: 4 },
      asLong: [['D', 'C']],
      any: [{ bal: false }, { len: { D: 5 } }],
    },
    explain: '12–17 HCP, 4+ diamonds, no five-card major (unbalanced, or five diamonds)',
  },
  {
    name: 'pl-open-1c-other',
    // Forcing like every 1♣: partner cannot tell this hand from the 18+ one (1♦ is the negative answer).
    forcing: 'round',
    alert: 'alert',
    auction: '',
    call: '1C',
    when: { all: [LIMITED, NO_FIVE_MAJOR] },
    explain: POLISH_1C,
  },
  {
    name: 'pl-open-2d-multi',
    alert: 'alert',
    auction: '',
    call: '2D',
    when: {
      seat: [1, 2, 3],
      hcp: [6, 10],
      any: [
        { len: { H: [6, 6], S: [0, 3] }, good: ['H'] },
        { len: { S: [6, 6], H: [0, 3] }, good: ['S'] },
      ],
    },
    explain: 'Multi: a weak two in hearts or in spades (six cards, 6–10 HCP)',
  },
  {
    name: 'pl-open-2h',
    alert: 'alert',
    auction: '',
    call: '2H',
    when: { seat: [1, 2, 3], hcp: [6, 10], len: { H: [5, 5], S: [0, 3] }, any: [{ len: { C: 4 } }, { len: { D: 4 } }] },
    explain: 'Weak: five hearts and four+ cards in a minor, 6–10 HCP',
  },
  {
    name: 'pl-open-2s',
    alert: 'alert',
    auction: '',
    call: '2S',
    when: { seat: [1, 2, 3], hcp: [6, 10], len: { S: [5, 5], H: [0, 3] }, any: [{ len: { C: 4 } }, { len: { D: 4 } }] },
    explain: 'Weak: five spades and four+ cards in a minor, 6–10 HCP',
  },
  // SAYC's three- and four-level preempts, then the pass.
  // SAYC's 3NT (25–27 balanced) is not Polish Club's: those hands open the strong 1♣.
  ...OPENINGS.filter((r) => (/^open-[34]/.test(r.name) && r.name !== 'open-3nt') || r.name === 'open-pass'),
];

/** Responder to 1♣ (pattern `1C P`): 1♦ negative; natural one-level majors; no-trump by strength. */
const AFTER_1C: readonly BidRule[] = [
  {
    name: 'pl-1c-1major',
    forcing: 'round',
    auction: '1C P',
    call: '1M',
    when: { hcp: 7, len: { M: 4 } },
    explain: '4+ {M}, 7+ HCP, forcing',
  },
  {
    name: 'pl-1c-2minor',
    forcing: 'game',
    auction: '1C P',
    call: '2m',
    when: { hcp: 12, len: { m: 5 }, longest: ['m'] },
    explain: '5+ {m}, 12+ HCP, forcing to game',
  },
  {
    name: 'pl-1c-1nt',
    auction: '1C P',
    call: '1N',
    when: { hcp: [7, 10], len: { H: [0, 3], S: [0, 3] } },
    explain: '7–10 HCP, no four-card major',
  },
  {
    name: 'pl-1c-2nt',
    auction: '1C P',
    call: '2N',
    when: { hcp: [11, 12], bal: true, len: { H: [0, 3], S: [0, 3] } },
    explain: '11–12 HCP, balanced, no four-card major',
  },
  {
    name: 'pl-1c-3nt',
    auction: '1C P',
    call: '3N',
    when: { hcp: 13, bal: true, len: { H: [0, 3], S: [0, 3] } },
    explain: '13+ HCP, balanced, no four-card major',
  },
  {
    name: 'pl-1c-1d',
    alert: 'alert',
    auction: '1C P',
    call: '1D',
    explain: 'Negative: 0–6 HCP, or a hand with no other answer (artificial)',
  },
];

/** No five-card major: a no-trump rebid rather than the major. */
const NO_5_MAJOR_LEN = { H: [0, 4], S: [0, 4] } as const;
const NEG = '1C P 1D P';
const STRONG = `${NEG} 2y P`;
const STRONG_NEW = `${NEG} 2y P 2z P|${NEG} 2y P 3z P`;
const STRONG_CLUBS = `${NEG} 3C P`;
const MAJ = '1C P 1M P';
const MAJ_2D = `${MAJ} 2D P`;
const MAJ_1N = `${MAJ} 1N P`;
const MAJ_2N = `${MAJ} 2N P`;
const MAJ_2C = `${MAJ} 2C P`;
const HS = '1C P 1H P 1S P';

/**
 * Opener after 1♣ – 1♦ shows which 1♣ it holds: 1♥/1♠, 1NT and 2♣ the weak no-trump or 15–17 with
 * clubs; 2NT 18–20 and 3NT 21+ balanced; a two-level suit (5+, or four in a three-suiter) or 3♣
 * 18+ and forcing. Responder (mostly 0–6) then decides game: 3NT with 5+ opposite 2NT.
 */
const OPENER_1D: readonly BidRule[] = [
  {
    name: 'pl-1c-1d-2nt',
    auction: NEG,
    call: '2N',
    when: { hcp: [18, 20], semi: true, len: NO_5_MAJOR_LEN },
    explain: '18–20 HCP, balanced',
  },
  // The balanced ladder after the negative 1♦ climbs in steps of three points, as WJ 2005 does (Jassem's
  // brief description: 1NT 18–19, 2NT 22–24, bigger hands by the artificial 2♦; here 1NT is the weak
  // no-trump and 2♦ natural, so 2NT 18–20, 3NT 21–24, then 4NT and 6NT). Before, 3NT was 21+ with no
  // top: 28 HCP rebid 3NT and played there with 6NT and 7NT cold (challenge seed 28), and responder,
  // not knowing the top, could never invite.
  {
    name: 'pl-1c-1d-3nt',
    auction: NEG,
    call: '3N',
    when: { hcp: [21, 24], semi: true, len: NO_5_MAJOR_LEN },
    explain: 'To play: 21–24 HCP, balanced',
  },
  // 25–27: quantitative, responder bids 6NT with 5+ HCP (30–32 between the hands, most of them in one
  // hand, so that the long suits and entries are there); 28+: 6NT at once (31 opposite the 1♦'s average).
  {
    name: 'pl-1c-1d-6nt',
    auction: NEG,
    call: '6N',
    when: { hcp: 28, semi: true, len: NO_5_MAJOR_LEN },
    explain: 'To play: 28+ HCP, balanced',
  },
  {
    name: 'pl-1c-1d-4nt',
    auction: NEG,
    call: '4N',
    when: { hcp: [25, 27], semi: true, len: NO_5_MAJOR_LEN },
    explain: 'Quantitative: 25–27 HCP, balanced, invites 6NT',
  },
  {
    name: 'pl-1c-1d-strong-suit',
    forcing: 'round',
    auction: NEG,
    call: '2y',
    when: { hcp: 18, len: { y: 5 }, longest: ['y'], above: [['y', 'C']] },
    explain: 'The strong 1♣: 18+ HCP, 5+ cards in {y}, forcing',
  },
  {
    name: 'pl-1c-1d-strong-clubs',
    forcing: 'round',
    auction: NEG,
    call: '3C',
    when: { hcp: 18, len: { C: 5 } },
    explain: 'The strong 1♣: 18+ HCP, 5+ clubs, forcing',
  },
  // 4-4-4-1 with 18+: the suit up the line, as a five-card suit would be shown.
  {
    name: 'pl-1c-1d-strong-three-suiter',
    forcing: 'round',
    auction: NEG,
    call: '2y',
    when: { hcp: 18, len: { y: 4 }, above: [['y', 'C']] },
    explain: 'The strong 1♣: 18+ HCP, a three-suiter with four {y}, forcing',
  },
  {
    name: 'pl-1c-1d-major',
    auction: NEG,
    call: '1M',
    when: { len: { M: 4 }, hcp: [0, 17] },
    explain: '4+ {M}: 12–14 HCP balanced, or a stronger hand',
  },
  {
    name: 'pl-1c-1d-clubs',
    auction: NEG,
    call: '2C',
    when: { len: { C: 5 }, hcp: [15, 17] },
    explain: 'Natural: 5+ clubs, 15–17 HCP',
  },
  {
    name: 'pl-1c-1d-1nt',
    auction: NEG,
    call: '1N',
    when: { hcp: [0, 17] },
    explain: '12–14 HCP balanced, or a minimum with clubs',
  },
];

/** Responder after 1♣ – 1♦ and opener's rebid, and opener's next call. */
const AFTER_1C_1D: readonly BidRule[] = [
  // Opposite 18–20 balanced: game with 5+ HCP, a five-card major offered first; six+ cards, game in it.
  {
    name: 'pl-1c-1d-2nt-major-game',
    auction: `${NEG} 2N P`,
    call: '4M',
    when: { len: { M: 6 }, hcp: 3 },
    explain: 'To play: six+ {M}, 3+ HCP',
  },
  {
    name: 'pl-1c-1d-2nt-major',
    forcing: 'round',
    auction: `${NEG} 2N P`,
    call: '3M',
    when: { len: { M: 5, oM: [0, 3] }, hcp: 4 },
    explain: '5+ {M}, 4+ HCP: choose 3NT or game in the major',
  },
  // Stayman over 2NT: the negative 1♦ may hide a four-card major.
  {
    name: 'pl-1c-1d-2nt-stayman',
    forcing: 'round',
    alert: 'alert',
    auction: `${NEG} 2N P`,
    call: '3C',
    when: { hcp: 5, any: [{ len: { H: 4 } }, { len: { S: 4 } }] },
    explain: 'Stayman: asks for a four-card major, 5+ HCP',
  },
  { name: 'pl-1c-1d-2nt-3nt', auction: `${NEG} 2N P`, call: '3N', when: { hcp: 5 }, explain: 'To play: 5+ HCP' },
  { name: 'pl-1c-1d-2nt-pass', auction: `${NEG} 2N P`, call: 'P', explain: 'To play: 0–4 HCP' },
  {
    name: 'pl-1c-1d-2nt-major-raise',
    auction: `${NEG} 2N P 3M P|${NEG} 2N P 3C P 3D P 3M P`,
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three+ {M}',
  },
  {
    name: 'pl-1c-1d-2nt-stayman-hearts',
    auction: `${NEG} 2N P 3C P`,
    call: '3H',
    when: { len: { H: 4 } },
    explain: 'Four hearts',
  },
  {
    name: 'pl-1c-1d-2nt-stayman-spades',
    auction: `${NEG} 2N P 3C P`,
    call: '3S',
    when: { len: { S: 4 } },
    explain: 'Four spades, not four hearts',
  },
  {
    name: 'pl-1c-1d-2nt-stayman-none',
    alert: 'alert',
    auction: `${NEG} 2N P 3C P`,
    call: '3D',
    explain: 'No four-card major (artificial)',
  },
  // Five cards in one major and four in the other: Stayman first, then the five-card major over 3♦.
  {
    name: 'pl-1c-1d-2nt-stayman-five',
    forcing: 'round',
    auction: `${NEG} 2N P 3C P 3D P`,
    call: '3M',
    when: { len: { M: 5 } },
    explain: '5 {M} and four in the other major: choose 3NT or game in {M}',
  },
  {
    name: 'pl-1c-1d-2nt-stayman-fit',
    auction: `${NEG} 2N P 3C P 3M P`,
    call: '4M',
    when: { len: { M: 4 } },
    explain: 'To play: four {M}',
  },
  {
    name: 'pl-1c-1d-2nt-stayman-3nt',
    auction: `${NEG} 2N P 3C P 3x P`,
    call: '3N',
    explain: 'To play: no major fit',
  },
  {
    name: 'pl-1c-1d-2nt-major-3nt',
    auction: `${NEG} 2N P 3M P|${NEG} 2N P 3C P 3D P 3M P`,
    call: '3N',
    explain: 'To play: two {M}',
  },
  {
    name: 'pl-1c-1d-3nt-major',
    auction: `${NEG} 3N P`,
    call: '4M',
    when: { len: { M: 6 } },
    explain: 'To play: six+ {M}',
  },
  // Responder's rare values opposite 21–24 (a 1♦ with minors, 11+): 6NT with 12+ (33 between the hands),
  // a quantitative 4NT with 9–11, which the opener accepts with 23–24.
  {
    name: 'pl-1c-1d-3nt-6nt',
    auction: `${NEG} 3N P`,
    call: '6N',
    when: { hcp: 12 },
    explain: 'To play: 12+ HCP opposite 21–24',
  },
  {
    name: 'pl-1c-1d-3nt-4nt',
    auction: `${NEG} 3N P`,
    call: '4N',
    when: { hcp: [9, 11] },
    explain: 'Quantitative: 9–11 HCP, invites 6NT',
  },
  ...quantitativeAnswers('pl-1c-1d-3nt-4nt', `${NEG} 3N P`, 23, '23–24', '21–22'),
  ...quantitativeAnswers('pl-1c-1d-4nt', NEG, 5, '5+', '0–4'),
  // Opposite the strong suit (18+): a raise, a five-card suit, or 2NT with nothing to show; a
  // six-card suit is shown before 3NT.
  {
    name: 'pl-1c-1d-strong-long-suit',
    auction: STRONG,
    call: '^z',
    when: { len: { y: [0, 2], z: 6 }, longest: ['z'], hcp: 4, above: [['y', 'C']] },
    explain: 'Natural: 6+ {z}, 4+ HCP',
  },
  {
    name: 'pl-1c-1d-strong-3nt',
    auction: STRONG,
    call: '3N',
    when: { hcp: 6, len: { y: [0, 2] }, above: [['y', 'C']] },
    explain: 'To play: 6+ HCP, no fit',
  },
  {
    name: 'pl-1c-1d-strong-game',
    auction: STRONG,
    call: '4y',
    when: { len: { y: 3 }, hcp: 5, above: [['y', 'D']] },
    explain: 'To play: three+ {y}, 5+ HCP',
  },
  {
    name: 'pl-1c-1d-strong-raise',
    auction: STRONG,
    call: '3y',
    when: { len: { y: 3 }, above: [['y', 'C']] },
    explain: 'Support: three+ {y}',
  },
  {
    name: 'pl-1c-1d-strong-new-suit',
    auction: STRONG,
    call: '^z',
    when: { len: { z: 5 }, hcp: 4, above: [['y', 'C']] },
    explain: 'Natural: 5+ {z}, 4+ HCP',
  },
  {
    name: 'pl-1c-1d-strong-2nt',
    auction: STRONG,
    call: '2N',
    when: { above: [['y', 'C']] },
    explain: 'Nothing to show: no fit, no five-card suit',
  },
  // The strong opener after 2NT: game with 22+, a six-card suit rebid, else pass.
  {
    name: 'pl-1c-1d-strong-2nt-game',
    auction: `${STRONG} 2N P`,
    call: '4y',
    when: { hcp: 22, len: { y: 6 }, above: [['y', 'D']] },
    explain: 'To play: 22+ HCP, six+ {y}',
  },
  {
    name: 'pl-1c-1d-strong-2nt-3nt',
    auction: `${STRONG} 2N P`,
    call: '3N',
    when: { hcp: 22, above: [['y', 'C']] },
    explain: 'To play: 22+ HCP',
  },
  {
    name: 'pl-1c-1d-strong-2nt-rebid',
    auction: `${STRONG} 2N P`,
    call: '3y',
    when: { len: { y: 6 }, above: [['y', 'C']] },
    explain: 'To play: six+ {y}, 18–21 HCP',
  },
  {
    name: 'pl-1c-1d-strong-2nt-pass',
    auction: `${STRONG} 2N P`,
    call: 'P',
    when: { above: [['y', 'C']] },
    explain: 'To play: 18–21 HCP',
  },
  // With 23+ and three losers at most (or 25+), Blackwood even opposite the weak raise (0–4 HCP).
  {
    name: 'pl-1c-1d-strong-raise-ask',
    forcing: 'round',
    auction: `${STRONG} 3y P`,
    call: '4N',
    when: { above: [['y', 'D']], any: [{ hcp: 25 }, { hcp: 23, ltc: [0, 3] }] },
    explain: 'Blackwood: asks for aces, {y} agreed, 25+ HCP, or 23+ with three losers at most',
  },
  {
    name: 'pl-1c-1d-strong-raise-game',
    auction: `${STRONG} 3y P`,
    call: '4y',
    when: { above: [['y', 'D']], any: [{ hcp: 20 }, { len: { y: 6 } }] },
    explain: 'To play: 20+ HCP or six+ {y}',
  },
  {
    name: 'pl-1c-1d-strong-raise-3nt',
    auction: `${STRONG} 3y P`,
    call: '3N',
    when: { hcp: 21, above: [['y', 'C']] },
    explain: 'To play: 21+ HCP',
  },
  {
    name: 'pl-1c-1d-strong-new-raise',
    auction: STRONG_NEW,
    call: '4z',
    when: {
      len: { z: 3 },
      above: [
        ['z', 'D'],
        ['y', 'C'],
      ],
    },
    explain: 'To play: three+ {z}',
  },
  {
    name: 'pl-1c-1d-strong-new-rebid',
    auction: STRONG_NEW,
    call: '4y',
    when: { len: { y: 6 }, above: [['y', 'D']] },
    explain: 'To play: six+ {y}',
  },
  {
    name: 'pl-1c-1d-strong-new-3nt-six',
    auction: continued(STRONG_NEW, '3N P'),
    call: '4z',
    when: { len: { z: 6 }, above: [['z', 'D']] },
    explain: 'To play: six+ {z}',
  },
  {
    name: 'pl-1c-1d-strong-new-3nt',
    auction: STRONG_NEW,
    call: '3N',
    when: { above: [['y', 'C']] },
    explain: 'To play: no fit',
  },
  // Opposite the strong 3♣: a five-card major, 3NT with 5+ HCP, else the negative 3♦.
  {
    name: 'pl-1c-1d-3c-major',
    auction: STRONG_CLUBS,
    call: '3M',
    when: { len: { M: 5 }, hcp: 4 },
    explain: 'Natural: 5+ {M}, 4+ HCP',
  },
  { name: 'pl-1c-1d-3c-3nt', auction: STRONG_CLUBS, call: '3N', when: { hcp: 5 }, explain: 'To play: 5+ HCP' },
  {
    name: 'pl-1c-1d-3c-negative',
    alert: 'alert',
    auction: STRONG_CLUBS,
    call: '3D',
    explain: 'Negative: 0–4 HCP (artificial)',
  },
  {
    name: 'pl-1c-1d-3c-major-raise',
    auction: `${STRONG_CLUBS} 3M P`,
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three+ {M}',
  },
  { name: 'pl-1c-1d-3c-major-3nt', auction: `${STRONG_CLUBS} 3M P`, call: '3N', explain: 'To play: no fit' },
  {
    name: 'pl-1c-1d-3c-neg-clubs',
    auction: `${STRONG_CLUBS} 3D P`,
    call: '4C',
    when: { hcp: [18, 20], len: { C: 6 } },
    explain: 'To play: six+ clubs, 18–20 HCP',
  },
  { name: 'pl-1c-1d-3c-neg-3nt', auction: `${STRONG_CLUBS} 3D P`, call: '3N', explain: 'To play' },
  // Responder's rare 11+ (a 1♦ with minors): game opposite a limited rebid.
  {
    name: 'pl-1c-1d-limited-3nt',
    auction: `${NEG} 1M P|${NEG} 1N P`,
    call: '3N',
    when: { hcp: 11 },
    explain: 'To play: 11+ HCP',
  },
  { name: 'pl-1c-1d-clubs-3nt', auction: `${NEG} 2C P`, call: '3N', when: { hcp: 9 }, explain: 'To play: 9+ HCP' },
];

/**
 * Opener after 1♣ – 1♥/1♠ (responder 7+): a raise by strength, 2NT 18–20, 3NT 21–24 and 6NT 25+ balanced, 2♦
 * any other 18+ hand (artificial, forcing to game), then the limited rebids (1♠, 2♣ 15–17, 1NT).
 */
const OPENER_MAJOR: readonly BidRule[] = [
  // 22+ and four-card support opposite 7+: 29+ with a fit, Blackwood at once rather than game.
  {
    name: 'pl-1c-major-ask',
    forcing: 'round',
    auction: MAJ,
    call: '4N',
    when: { len: { M: 4 }, hcp: 22 },
    explain: 'Blackwood: asks for aces, {M} agreed (four-card support), 22+ HCP',
  },
  {
    name: 'pl-1c-major-game',
    auction: MAJ,
    call: '4M',
    when: { len: { M: 4 }, hcp: 18 },
    explain: 'Four-card support, 18+ HCP: game',
  },
  {
    name: 'pl-1c-major-2nt',
    forcing: 'game',
    auction: MAJ,
    call: '2N',
    when: { hcp: [18, 20], semi: true, len: NO_5_MAJOR_LEN },
    explain: '18–20 HCP, balanced, no fit',
  },
  // 25+ balanced opposite 7+: 32 at the least, 35 on average: the slam at once. Before, 3NT covered
  // every 21+ and was passed with 7 (♠K5 ♥AK3 ♦AQ ♣AKQ763 opposite 1♥, 6NT cold, challenge seed 32).
  {
    name: 'pl-1c-major-6nt',
    auction: MAJ,
    call: '6N',
    when: { hcp: 25, semi: true, len: NO_5_MAJOR_LEN },
    explain: 'To play: 25+ HCP, balanced, no fit',
  },
  {
    name: 'pl-1c-major-3nt',
    auction: MAJ,
    call: '3N',
    when: { hcp: [21, 24], semi: true, len: NO_5_MAJOR_LEN },
    explain: '21–24 HCP, balanced, no fit',
  },
  {
    name: 'pl-1c-major-strong',
    forcing: 'game',
    alert: 'alert',
    auction: MAJ,
    call: '2D',
    when: { hcp: 18 },
    explain: 'The strong 1♣: 18+ HCP, forcing to game (artificial)',
  },
  {
    name: 'pl-1c-major-invite',
    auction: MAJ,
    call: '3M',
    when: { len: { M: 4 }, hcp: [15, 17] },
    explain: 'Four-card support, 15–17 HCP: invites game',
  },
  {
    name: 'pl-1c-major-raise',
    auction: MAJ,
    call: '2M',
    when: { len: { M: 4 }, hcp: [12, 14] },
    explain: 'Four-card support, 12–14 HCP',
  },
  {
    name: 'pl-1c-major-spades',
    auction: '1C P 1H P',
    call: '1S',
    when: { len: { S: 4 }, hcp: [0, 17] },
    explain: '4+ spades',
  },
  {
    name: 'pl-1c-major-clubs',
    auction: MAJ,
    call: '2C',
    when: { len: { C: 5 }, hcp: [15, 17] },
    explain: 'Natural: 5+ clubs, 15–17 HCP',
  },
  {
    name: 'pl-1c-major-1nt',
    auction: MAJ,
    call: '1N',
    when: { hcp: [0, 17] },
    explain: 'No fit: 12–14 HCP balanced, or a minimum',
  },
];

/** Responder after 1♣ – 1♥/1♠ and opener's rebid: game with 25+ between the hands, slam with 33+. */
const AFTER_1C_MAJOR: readonly BidRule[] = [
  // After the raise to four (18+): Blackwood with 14+ (SAYC's answers and asker follow).
  {
    name: 'pl-1c-major-game-ask',
    forcing: 'round',
    auction: `${MAJ} 4M P`,
    call: '4N',
    when: { hcp: 11 },
    explain: 'Blackwood: asks for aces, {M} agreed, 11+ HCP',
  },
  {
    name: 'pl-1c-major-invite-ask',
    forcing: 'round',
    auction: `${MAJ} 3M P`,
    call: '4N',
    when: { hcp: 17 },
    explain: 'Blackwood: asks for aces, {M} agreed, 17+ HCP',
  },
  { name: 'pl-1c-major-invite-game', auction: `${MAJ} 3M P`, call: '4M', when: { hcp: 8 }, explain: 'To play: 8+ HCP' },
  {
    name: 'pl-1c-major-raise-ask',
    forcing: 'round',
    auction: `${MAJ} 2M P`,
    call: '4N',
    when: { hcp: 19 },
    explain: 'Blackwood: asks for aces, {M} agreed, 19+ HCP',
  },
  {
    name: 'pl-1c-major-raise-game',
    auction: `${MAJ} 2M P`,
    call: '4M',
    when: { hcp: 12 },
    explain: 'To play: 12+ HCP',
  },
  {
    name: 'pl-1c-major-raise-invite',
    auction: `${MAJ} 2M P`,
    call: '3M',
    when: { hcp: [10, 11] },
    explain: 'Invites game: 10–11 HCP',
  },
  {
    name: 'pl-1c-major-raise-accept',
    auction: `${MAJ} 2M P 3M P`,
    call: '4M',
    when: { hcp: 13 },
    explain: 'Accepts: 13–14 HCP',
  },
  // Opposite 18–20 balanced (forcing to game).
  { name: 'pl-1c-major-2nt-6nt', auction: MAJ_2N, call: '6N', when: { hcp: 15 }, explain: 'To play: 15+ HCP' },
  {
    name: 'pl-1c-major-2nt-4nt',
    auction: MAJ_2N,
    call: '4N',
    when: { hcp: [13, 14] },
    explain: 'Invites 6NT: 13–14 HCP',
  },
  { name: 'pl-1c-major-2nt-game', auction: MAJ_2N, call: '4M', when: { len: { M: 6 } }, explain: 'To play: six+ {M}' },
  {
    name: 'pl-1c-major-2nt-five',
    auction: MAJ_2N,
    call: '3M',
    when: { len: { M: 5 } },
    explain: 'Five {M}: choose 3NT or game in the major',
  },
  { name: 'pl-1c-major-2nt-3nt', auction: MAJ_2N, call: '3N', explain: 'To play: 7–12 HCP' },
  ...quantitativeAnswers('pl-1c-major-2nt', MAJ_2N, 19, '19–20', '18'),
  {
    name: 'pl-1c-major-2nt-five-raise',
    auction: `${MAJ_2N} 3M P`,
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three+ {M}',
  },
  { name: 'pl-1c-major-2nt-five-3nt', auction: `${MAJ_2N} 3M P`, call: '3N', explain: 'To play: two {M}' },
  // Opposite 21–24 balanced.
  { name: 'pl-1c-major-3nt-6nt', auction: `${MAJ} 3N P`, call: '6N', when: { hcp: 12 }, explain: 'To play: 12+ HCP' },
  {
    name: 'pl-1c-major-3nt-slam',
    auction: `${MAJ} 3N P`,
    call: '6M',
    when: { len: { M: 7 }, hcp: 10 },
    explain: 'To play: seven+ {M} and 10+ HCP opposite 21+',
  },
  {
    name: 'pl-1c-major-3nt-game',
    auction: `${MAJ} 3N P`,
    call: '4M',
    when: { len: { M: 6 } },
    explain: 'To play: six+ {M}',
  },
  // 10–11 opposite 21+: the quantitative 4NT (31–32 if the opener holds its least); 22+ accepts.
  {
    name: 'pl-1c-major-3nt-4nt',
    auction: `${MAJ} 3N P`,
    call: '4N',
    when: { hcp: [10, 11] },
    explain: 'Invites 6NT: 10–11 HCP',
  },
  ...quantitativeAnswers('pl-1c-major-3nt-4nt', `${MAJ} 3N P`, 22, '22+', '21'),
  // Opposite the artificial 2♦ (18+, forcing to game): responder describes, opener places the game.
  { name: 'pl-1c-major-2d-rebid', auction: MAJ_2D, call: '2M', when: { len: { M: 5 } }, explain: '5+ {M}' },
  {
    name: 'pl-1c-major-2d-spades',
    auction: '1C P 1H P 2D P',
    call: '2S',
    when: { len: { S: 4 } },
    explain: 'Four hearts and four spades',
  },
  { name: 'pl-1c-major-2d-2nt', auction: MAJ_2D, call: '2N', explain: 'Four {M}, no other four-card major' },
  {
    name: 'pl-1c-major-2d-6nt',
    auction: `${MAJ_2D} 2M P|${MAJ_2D} 2N P|1C P 1H P 2D P 2S P`,
    call: '6N',
    when: { hcp: 26, semi: true },
    explain: 'To play: 26+ HCP',
  },
  {
    name: 'pl-1c-major-2d-ask',
    forcing: 'round',
    auction: `${MAJ_2D} 2M P`,
    call: '4N',
    when: { hcp: 25, len: { M: 3 } },
    explain: 'Blackwood: asks for aces, {M} agreed, 25+ HCP',
  },
  {
    name: 'pl-1c-major-2d-spade-ask',
    forcing: 'round',
    auction: '1C P 1H P 2D P 2S P',
    call: '4N',
    when: { hcp: 25, len: { S: 4 } },
    explain: 'Blackwood: asks for aces, spades agreed, 25+ HCP',
  },
  {
    name: 'pl-1c-major-2d-fit',
    auction: `${MAJ_2D} 2M P`,
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three+ {M}',
  },
  {
    name: 'pl-1c-major-2d-spade-fit',
    auction: '1C P 1H P 2D P 2S P',
    call: '4S',
    when: { len: { S: 4 } },
    explain: 'To play: four spades',
  },
  {
    name: 'pl-1c-major-2d-own',
    auction: `${MAJ_2D} 2M P|${MAJ_2D} 2N P|1C P 1H P 2D P 2S P`,
    call: '^y',
    when: { len: { y: 5 }, longest: ['y'] },
    explain: 'Natural: 5+ {y}, forcing to game',
  },
  {
    name: 'pl-1c-major-2d-3nt',
    auction: `${MAJ_2D} 2M P|${MAJ_2D} 2N P|1C P 1H P 2D P 2S P`,
    call: '3N',
    explain: 'To play: no fit',
  },
  // After the weak no-trump rebid (12–14, or a minimum).
  {
    name: 'pl-1c-major-1nt-game',
    auction: MAJ_1N,
    call: '4M',
    when: { len: { M: 6 }, hcp: 11 },
    explain: 'To play: six+ {M}, 11+ HCP',
  },
  {
    name: 'pl-1c-major-1nt-five',
    forcing: 'game',
    auction: MAJ_1N,
    call: '3M',
    when: { len: { M: 5 }, hcp: 13 },
    explain: '5+ {M}, 13+ HCP, forcing to game',
  },
  { name: 'pl-1c-major-1nt-3nt', auction: MAJ_1N, call: '3N', when: { hcp: 13 }, explain: 'To play: 13+ HCP' },
  {
    name: 'pl-1c-major-1nt-invite',
    auction: MAJ_1N,
    call: '2N',
    when: { hcp: [11, 12] },
    explain: 'Invites 3NT: 11–12 HCP',
  },
  {
    name: 'pl-1c-major-1nt-rebid',
    auction: MAJ_1N,
    call: '2M',
    when: { len: { M: 6 } },
    explain: 'To play: six+ {M}, 7–10 HCP',
  },
  {
    name: 'pl-1c-major-1nt-five-raise',
    auction: `${MAJ_1N} 3M P`,
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three+ {M}',
  },
  // Over the game the slam needs 19+ opposite 12–14: ask, else pass (what partner has shown is 12–14).
  {
    name: 'pl-1c-major-1nt-five-ask',
    forcing: 'round',
    auction: `${MAJ_1N} 3M P 4M P`,
    call: '4N',
    when: { pts: 19 },
    explain: 'Blackwood: asks for aces, {M} agreed, 19+ points',
  },
  { name: 'pl-1c-major-1nt-five-pass', auction: `${MAJ_1N} 3M P 4M P`, call: 'P', explain: 'To play' },
  { name: 'pl-1c-major-1nt-five-3nt', auction: `${MAJ_1N} 3M P`, call: '3N', explain: 'To play: two {M}' },
  {
    name: 'pl-1c-major-1nt-accept',
    auction: `${MAJ_1N} 2N P`,
    call: '3N',
    when: { hcp: 13 },
    explain: 'Accepts: 13+ HCP',
  },
  // After 2♣ (15–17 with clubs).
  {
    name: 'pl-1c-major-clubs-game',
    auction: MAJ_2C,
    call: '4M',
    when: { len: { M: 6 }, hcp: 9 },
    explain: 'To play: six+ {M}, 9+ HCP',
  },
  // A club fit opposite 15–17 with clubs: Blackwood with 15+ points (30+ between the hands).
  {
    name: 'pl-1c-major-clubs-ask',
    forcing: 'round',
    auction: MAJ_2C,
    call: '4N',
    when: { len: { C: 4 }, pts: 15 },
    explain: 'Blackwood: asks for aces, clubs agreed, 15+ points',
  },
  {
    name: 'pl-1c-major-clubs-6nt',
    auction: MAJ_2C,
    call: '6N',
    when: { hcp: 18, semi: true },
    explain: 'To play: 18+ HCP',
  },
  {
    name: 'pl-1c-major-clubs-4nt',
    auction: MAJ_2C,
    call: '4N',
    when: { hcp: [16, 17], semi: true },
    explain: 'Invites 6NT: 16–17 HCP',
  },
  { name: 'pl-1c-major-clubs-3nt', auction: MAJ_2C, call: '3N', when: { hcp: 10 }, explain: 'To play: 10+ HCP' },
  {
    name: 'pl-1c-major-clubs-2nt',
    auction: MAJ_2C,
    call: '2N',
    when: { hcp: [8, 9] },
    explain: 'Invites 3NT: 8–9 HCP',
  },
  {
    name: 'pl-1c-major-clubs-rebid',
    auction: MAJ_2C,
    call: '2M',
    when: { len: { M: 6 } },
    explain: 'To play: six+ {M}',
  },
  ...quantitativeAnswers('pl-1c-major-clubs-4nt', MAJ_2C, 16, '16–17', '15'),
  {
    name: 'pl-1c-major-clubs-accept',
    auction: `${MAJ_2C} 2N P`,
    call: '3N',
    when: { hcp: 16 },
    explain: 'Accepts: 16–17 HCP',
  },
  // After 1♣ – 1♥ – 1♠ (at most 17 HCP).
  {
    name: 'pl-1c-1h-1s-game',
    auction: HS,
    call: '4S',
    when: { len: { S: 4 }, hcp: 13 },
    explain: 'To play: four spades, 13+ HCP',
  },
  {
    name: 'pl-1c-1h-1s-invite',
    auction: HS,
    call: '3S',
    when: { len: { S: 4 }, hcp: [11, 12] },
    explain: 'Four spades, 11–12 HCP: invites game',
  },
  { name: 'pl-1c-1h-1s-raise', auction: HS, call: '2S', when: { len: { S: 4 } }, explain: 'Four spades, 7–10 HCP' },
  {
    name: 'pl-1c-1h-1s-hearts-game',
    auction: HS,
    call: '4H',
    when: { len: { H: 6 }, hcp: 11 },
    explain: 'To play: six+ hearts, 11+ HCP',
  },
  { name: 'pl-1c-1h-1s-3nt', auction: HS, call: '3N', when: { hcp: 13 }, explain: 'To play: 13+ HCP' },
  { name: 'pl-1c-1h-1s-2nt', auction: HS, call: '2N', when: { hcp: [11, 12] }, explain: 'Invites 3NT: 11–12 HCP' },
  {
    name: 'pl-1c-1h-1s-hearts',
    auction: HS,
    call: '2H',
    when: { len: { H: 6 } },
    explain: 'To play: six+ hearts, 7–10 HCP',
  },
  { name: 'pl-1c-1h-1s-1nt', auction: HS, call: '1N', explain: '7–10 HCP, no fit' },
  { name: 'pl-1c-1h-1s-2s-game', auction: `${HS} 2S P`, call: '4S', when: { hcp: 16 }, explain: 'To play: 16–17 HCP' },
  {
    name: 'pl-1c-1h-1s-2s-invite',
    auction: `${HS} 2S P`,
    call: '3S',
    when: { hcp: 15 },
    explain: 'Invites game: 15 HCP',
  },
  {
    name: 'pl-1c-1h-1s-2s-accept',
    auction: `${HS} 2S P 3S P`,
    call: '4S',
    when: { hcp: 9 },
    explain: 'Accepts: 9–10 HCP',
  },
  { name: 'pl-1c-1h-1s-3s-accept', auction: `${HS} 3S P`, call: '4S', when: { hcp: 13 }, explain: 'Accepts: 13+ HCP' },
  { name: 'pl-1c-1h-1s-2nt-accept', auction: `${HS} 2N P`, call: '3N', when: { hcp: 13 }, explain: 'Accepts: 13+ HCP' },
  {
    name: 'pl-1c-1h-1s-1nt-invite',
    auction: `${HS} 1N P`,
    call: '2N',
    when: { hcp: [16, 17] },
    explain: 'Invites 3NT: 16–17 HCP',
  },
  {
    name: 'pl-1c-1h-1s-1nt-accept',
    auction: `${HS} 1N P 2N P`,
    call: '3N',
    when: { hcp: 9 },
    explain: 'Accepts: 9–10 HCP',
  },
];

/** Opener after the limited no-trump answers (1NT 7–10, 2NT 11–12, 3NT 13+): game and slam by the sum. */
const AFTER_1C_NT: readonly BidRule[] = [
  { name: 'pl-1c-1nt-6nt', auction: '1C P 1N P', call: '6N', when: { hcp: 25 }, explain: 'To play: 25+ HCP' },
  {
    name: 'pl-1c-1nt-4nt',
    auction: '1C P 1N P',
    call: '4N',
    when: { hcp: [23, 24] },
    explain: 'Invites 6NT: 23–24 HCP',
  },
  {
    name: 'pl-1c-1nt-major',
    forcing: 'round',
    auction: '1C P 1N P',
    call: '3M',
    when: { len: { M: 5 }, hcp: 18 },
    explain: '18+ HCP, 5+ {M}, forcing: choose 3NT or game in the major',
  },
  { name: 'pl-1c-1nt-3nt', auction: '1C P 1N P', call: '3N', when: { hcp: 18 }, explain: 'To play: 18–22 HCP' },
  {
    name: 'pl-1c-1nt-2nt',
    auction: '1C P 1N P',
    call: '2N',
    when: { hcp: [16, 17] },
    explain: 'Invites 3NT: 16–17 HCP',
  },
  ...quantitativeAnswers('pl-1c-1nt-4nt', '1C P 1N P', 9, '9–10', '7–8'),
  {
    name: 'pl-1c-1nt-major-raise',
    auction: '1C P 1N P 3M P',
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three {M}',
  },
  { name: 'pl-1c-1nt-major-3nt', auction: '1C P 1N P 3M P', call: '3N', explain: 'To play: two {M}' },
  {
    name: 'pl-1c-1nt-2nt-accept',
    auction: '1C P 1N P 2N P',
    call: '3N',
    when: { hcp: 9 },
    explain: 'Accepts: 9–10 HCP',
  },
  { name: 'pl-1c-2nt-6nt', auction: '1C P 2N P', call: '6N', when: { hcp: 21 }, explain: 'To play: 21+ HCP' },
  {
    name: 'pl-1c-2nt-4nt',
    auction: '1C P 2N P',
    call: '4N',
    when: { hcp: [19, 20] },
    explain: 'Invites 6NT: 19–20 HCP',
  },
  { name: 'pl-1c-2nt-3nt', auction: '1C P 2N P', call: '3N', when: { hcp: 13 }, explain: 'To play: 13+ HCP' },
  ...quantitativeAnswers('pl-1c-2nt-4nt', '1C P 2N P', 12, '12', '11'),
  { name: 'pl-1c-3nt-6nt', auction: '1C P 3N P', call: '6N', when: { hcp: 20 }, explain: 'To play: 20+ HCP' },
  {
    name: 'pl-1c-3nt-4nt',
    auction: '1C P 3N P',
    call: '4N',
    when: { hcp: [18, 19] },
    explain: 'Invites 6NT: 18–19 HCP',
  },
  ...quantitativeAnswers('pl-1c-3nt-4nt', '1C P 3N P', 15, '15+', '13–14'),
];

/**
 * Responder places the contract after the answers to its 2NT asks (16+ over Multi, 14+ over the
 * two-suited 2♥/2♠): game with a fit or 3NT with the strength, else a part score in the major.
 */
const AFTER_ASKS: readonly BidRule[] = [
  {
    name: 'pl-2d-min-hearts-game',
    auction: '2D P 2N P 3C P',
    call: '4H',
    when: { len: { H: 2 }, hcp: 17 },
    explain: 'To play: game in hearts',
  },
  {
    name: 'pl-2d-min-hearts-3nt',
    auction: '2D P 2N P 3C P',
    call: '3N',
    when: { hcp: 18 },
    explain: 'To play: 18+ HCP',
  },
  { name: 'pl-2d-min-hearts-part', auction: '2D P 2N P 3C P', call: '3H', explain: 'To play: hearts' },
  {
    name: 'pl-2d-min-spades-game',
    auction: '2D P 2N P 3D P',
    call: '4S',
    when: { len: { S: 2 }, hcp: 17 },
    explain: 'To play: game in spades',
  },
  {
    name: 'pl-2d-min-spades-3nt',
    auction: '2D P 2N P 3D P',
    call: '3N',
    when: { hcp: 18 },
    explain: 'To play: 18+ HCP',
  },
  { name: 'pl-2d-min-spades-part', auction: '2D P 2N P 3D P', call: '3S', explain: 'To play: spades' },
  {
    name: 'pl-2d-max-game',
    auction: '2D P 2N P 3M P',
    call: '4M',
    when: { len: { M: 2 } },
    explain: 'To play: two+ {M}',
  },
  { name: 'pl-2d-max-3nt', auction: '2D P 2N P 3M P', call: '3N', explain: 'To play: no fit' },
  {
    name: 'pl-2m-minor-game',
    auction: '2M P 2N P 3m P',
    call: '4M',
    when: { len: { M: 3 }, hcp: 16 },
    explain: 'To play: three+ {M}, 16+ HCP',
  },
  { name: 'pl-2m-minor-3nt', auction: '2M P 2N P 3m P', call: '3N', when: { hcp: 16 }, explain: 'To play: 16+ HCP' },
  // WJ 2005 (2S--2N--3C: "invitational 2+♠"): the ask is 14+, so 3♠ invites with 14–15; with only two
  // spades and three+ cards in the minor the minor is the better part score (seed 4539, board 202).
  {
    name: 'pl-2m-minor-part',
    auction: '2M P 2N P 3m P',
    call: '3M',
    when: { any: [{ len: { M: 3 } }, { len: { M: 2, m: [0, 2] } }] },
    explain: 'Invites game: three+ {M}, or two and short in {m}, 14–15 HCP',
  },
];

/**
 * A maximum 2♣ opening for game opposite the invitational 3♣: 14–15 HCP (13 with six clubs and a
 * singleton went down in 5♣ twice on seed 7001, boards 56 and 624, where 3♣ made).
 */
const TWO_CLUB_MAX: When = { hcp: 14 };

/** Responder after the 2♣ opening's answer to the 2♦ relay: game with 25+ between the hands. */
const AFTER_2C_RELAY: readonly BidRule[] = [
  // Four clubs, 13+, a singleton or void and a control (ace, king, shortness) in every side suit
  // opposite the six (or five) clubs: a slam try in clubs, forcing; the opener with 13+ asks for aces (clubs agreed), else signs off in 5♣.
  {
    name: 'pl-2c-relay-club-try',
    forcing: 'round',
    auction: '2C P 2D P 2M P|2C P 2D P 2N P|2C P 2D P 3C P',
    call: '4C',
    when: { len: { C: 4 }, hcp: 13, shortest: [0, 1], controls: ['D', 'H', 'S'] },
    explain: 'Slam try: four+ clubs, 13+ HCP, a singleton or void, a control in every other suit',
  },
  {
    name: 'pl-2c-relay-club-ask',
    forcing: 'round',
    auction: '2C P 2D P _ P 4C P',
    call: '4N',
    when: { hcp: 13 },
    explain: 'Blackwood: asks for aces, clubs agreed, 13+ HCP',
  },
  { name: 'pl-2c-relay-club-game', auction: '2C P 2D P _ P 4C P', call: '5C', explain: 'To play: 11–12 HCP' },
  {
    name: 'pl-2c-relay-major-game',
    auction: '2C P 2D P 2M P',
    call: '4M',
    when: { len: { M: 4 }, hcp: 13 },
    explain: 'To play: four {M}, 13+ HCP',
  },
  {
    name: 'pl-2c-relay-major-invite',
    auction: '2C P 2D P 2M P',
    call: '3M',
    when: { len: { M: 4 } },
    explain: 'Four {M}, 11–12 HCP: invites game',
  },
  // A major of responder's own (11+), six cards or five in an unbalanced hand (a semi-balanced hand
  // bids 3NT itself, from the right side): shown over any answer, forcing; opener raises with three.
  {
    name: 'pl-2c-relay-own-major',
    forcing: 'round',
    auction: '2C P 2D P 2N P|2C P 2D P 3C P',
    call: '3M',
    when: { len: { M: 5 }, any: [{ len: { M: 6 } }, { semi: false }] },
    explain: '5+ {M}, forcing: choose 3NT or game in {M}',
  },
  {
    name: 'pl-2c-relay-own-other-major',
    forcing: 'round',
    auction: '2C P 2D P 2M P',
    call: '3oM',
    when: { len: { oM: 5 }, any: [{ len: { oM: 6 } }, { semi: false }] },
    explain: '5+ {oM}, forcing: choose 3NT or game in {oM}',
  },
  {
    name: 'pl-2c-relay-own-raise',
    auction: '2C P 2D P _ P 3M P',
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three+ {M}',
  },
  { name: 'pl-2c-relay-own-3nt', auction: '2C P 2D P _ P 3M P', call: '3N', explain: 'To play: at most two {M}' },
  {
    name: 'pl-2c-relay-own-six',
    auction: '2C P 2D P _ P 3M P 3N P',
    call: '4M',
    when: { len: { M: 6 } },
    explain: 'To play: six+ {M}',
  },
  {
    name: 'pl-2c-relay-major-3nt',
    auction: '2C P 2D P 2M P',
    call: '3N',
    when: { hcp: 13 },
    explain: 'To play: 13+ HCP',
  },
  { name: 'pl-2c-relay-major-2nt', auction: '2C P 2D P 2M P', call: '2N', explain: 'Invites 3NT: 11–12 HCP' },
  {
    name: 'pl-2c-relay-major-accept',
    auction: '2C P 2D P 2M P 3M P',
    call: '4M',
    when: { hcp: 13 },
    explain: 'Accepts: 13–15 HCP',
  },
  {
    name: 'pl-2c-relay-2nt-accept',
    auction: '2C P 2D P 2M P 2N P',
    call: '3N',
    when: { hcp: 13 },
    explain: 'Accepts: 13–15 HCP',
  },
  { name: 'pl-2c-relay-2nt-clubs', auction: '2C P 2D P 2M P 2N P', call: '3C', explain: 'To play: a minimum' },
  { name: 'pl-2c-relay-max-3nt', auction: '2C P 2D P 2N P', call: '3N', explain: 'To play: game opposite a maximum' },
  {
    name: 'pl-2c-relay-min-3nt',
    auction: '2C P 2D P 3C P',
    call: '3N',
    when: { hcp: 13 },
    explain: 'To play: 13+ HCP',
  },
  // The opener over the natural, non-forcing 2♥/2♠ (8–10): game with a fit and a maximum, else a 2NT try.
  {
    name: 'pl-2c-major-game',
    auction: '2C P 2M P',
    call: '4M',
    when: { len: { M: 3 }, hcp: 14 },
    explain: 'To play: three+ {M}, 14–15 HCP',
  },
  { name: 'pl-2c-major-2nt', auction: '2C P 2M P', call: '2N', when: { hcp: 14 }, explain: 'Invites 3NT: 14–15 HCP' },
  // Mainstream (the card stops at 2C--,2H/2S "7 - 11; NF"): with a six-card major responder plays it,
  // in game with 9–10 HCP (the rule-gaps bench: 2♣–2♥–2NT passed with ♥KQJ762 and 9 HCP).
  {
    name: 'pl-2c-major-2nt-six-game',
    auction: '2C P 2M P 2N P',
    call: '4M',
    when: { len: { M: 6 }, hcp: 9 },
    explain: 'To play: six+ {M}, 9–10 HCP',
  },
  {
    name: 'pl-2c-major-2nt-accept',
    auction: '2C P 2M P 2N P',
    call: '3N',
    when: { hcp: 10 },
    explain: 'Accepts: 10 HCP',
  },
  {
    name: 'pl-2c-major-2nt-six',
    auction: '2C P 2M P 2N P',
    call: '3M',
    when: { len: { M: 6 } },
    explain: 'To play: six+ {M}, a minimum',
  },
  // The opener over the invitational 3♣ (10–12). The card is silent on the answers; mainstream: a
  // minimum passes; a maximum (14–15) bids 3NT with all three side suits stopped,
  // 5♣ with six clubs and a singleton or void (with five and a major 3NT may be the only game: seed
  // 9101, board 109), bids the one side suit it has not stopped to ask responder for a
  // stopper there (3NT with one, else 5♣), and with two suits unstopped bids 5♣.
  {
    name: 'pl-2c-invite-3nt',
    auction: '2C P 3C P',
    call: '3N',
    when: { all: [TWO_CLUB_MAX], stop: ['D', 'H', 'S'] },
    explain: 'Accepts: a maximum, stoppers in every side suit',
  },
  {
    name: 'pl-2c-invite-5c',
    auction: '2C P 3C P',
    call: '5C',
    when: { all: [TWO_CLUB_MAX], shortest: [0, 1], len: { C: 6 } },
    explain: 'Accepts: a maximum, six+ clubs and a singleton or void',
  },
  {
    name: 'pl-2c-invite-ask',
    forcing: 'game',
    auction: '2C P 3C P',
    call: '3y',
    when: {
      all: [TWO_CLUB_MAX],
      differ: [['y', 'C']],
      not: { stop: ['y'] },
      any: [{ stop: ['D', 'H'] }, { stop: ['D', 'S'] }, { stop: ['H', 'S'] }],
    },
    explain: 'Accepts: a maximum, no stopper in {y}: asks for one',
  },
  {
    name: 'pl-2c-invite-game',
    auction: '2C P 3C P',
    call: '5C',
    when: TWO_CLUB_MAX,
    explain: 'Accepts: a maximum, two side suits unstopped',
  },
  { name: 'pl-2c-invite-pass', auction: '2C P 3C P', call: 'P', explain: 'Declines: a minimum' },
  {
    name: 'pl-2c-invite-stopper-3nt',
    auction: '2C P 3C P 3y P',
    call: '3N',
    when: { stop: ['y'] },
    explain: 'To play: a stopper in {y}',
  },
  { name: 'pl-2c-invite-stopper-5c', auction: '2C P 3C P 3y P', call: '5C', explain: 'To play: no stopper in {y}' },
];

/** After 2♣ (relay 2♦), Multi 2♦ (pass or correct, 2NT ask) and the two-suited 2♥/2♠ (2NT asks the minor). */
const TWO_LEVEL: readonly BidRule[] = [
  {
    name: 'pl-2c-6nt',
    auction: '2C P',
    call: '6N',
    when: { hcp: 20, semi: true, stop: ['D', 'H', 'S'] },
    explain: 'To play: 20+ HCP',
  },
  {
    name: 'pl-2c-3nt',
    auction: '2C P',
    call: '3N',
    when: { hcp: 15, stop: ['D', 'H', 'S'] },
    explain: 'To play',
  },
  // WJ 2005 (the card's 2C--,3C "Inv. raise"): the direct raise invites game. The card gives no
  // range; taken here (mainstream, below the 2♦ relay's 11+): three+ clubs and 10–12 HCP, no five-card
  // major (2♥/2♠ shows it), and with 11–12 no four-card major either (the relay looks for the 4–4 fit).
  {
    name: 'pl-2c-raise-invite',
    auction: '2C P',
    call: '3C',
    when: {
      len: { C: 3, H: [0, 4], S: [0, 4] },
      hcp: [10, 12],
      not: { hcp: 11, any: [{ len: { H: 4 } }, { len: { S: 4 } }] },
    },
    explain: 'Invites game: three+ clubs, 10–12 HCP',
  },
  {
    name: 'pl-2c-relay',
    forcing: 'round',
    alert: 'alert',
    auction: '2C P',
    call: '2D',
    when: { hcp: 11 },
    explain: 'Asks about the 2♣ opening (artificial), 11+ HCP',
  },
  {
    name: 'pl-2c-major',
    auction: '2C P',
    call: '2M',
    when: { len: { M: 5 }, hcp: [8, 10] },
    explain: 'Natural: 5+ {M}, 8–10 HCP, not forcing',
  },
  // WJ 2005 (2C--,2N "Weak !C raise / GF 2-suiter"; 2C--2N--,3C "Forced"; 2C--2N--3C--,-- "less
  // than invite raise"): the weak raise goes through 2NT, the opener bids 3♣ and responder passes. The
  // game-forcing two-suiters the card also shows this way (3♦/3♥/3♠ next) are not played here: such a
  // hand relays with 2♦.
  {
    name: 'pl-2c-raise',
    forcing: 'round',
    alert: 'alert',
    auction: '2C P',
    call: '2N',
    when: { len: { C: 3 }, hcp: [0, 9] },
    explain: 'Weak club raise: three+ clubs, 0–9 HCP, asks the opener to bid 3♣ (artificial)',
  },
  { name: 'pl-2c-pass', auction: '2C P', call: 'P', explain: 'No game interest' },
  {
    name: 'pl-2c-raise-forced',
    alert: 'alert',
    auction: '2C P 2N P|2C P 2N X',
    call: '3C',
    explain: 'Forced: 3♣ as asked',
  },
  {
    name: 'pl-2c-raise-pass',
    auction: '2C P 2N P 3C P',
    call: 'P',
    explain: 'To play: the weak club raise',
  },
  {
    name: 'pl-2c-relay-major',
    auction: '2C P 2D P',
    call: '2M',
    when: { len: { M: 4 } },
    explain: 'Four cards in {M}',
  },
  {
    name: 'pl-2c-relay-max',
    auction: '2C P 2D P',
    call: '2N',
    when: { hcp: [14, 15] },
    explain: 'Six clubs, no major, a maximum (14–15 HCP)',
  },
  { name: 'pl-2c-relay-min', auction: '2C P 2D P', call: '3C', explain: 'Six clubs, no major, a minimum' },
  {
    name: 'pl-2d-ask',
    forcing: 'round',
    alert: 'alert',
    auction: '2D P',
    call: '2N',
    when: { hcp: 16 },
    explain: 'Asks for the major and the strength (artificial)',
  },
  {
    name: 'pl-2d-hearts-or-pass',
    alert: 'alert',
    auction: '2D P',
    call: '2H',
    when: { len: { H: [0, 3] } },
    explain: 'Pass or correct: to play opposite hearts',
  },
  {
    name: 'pl-2d-spades-or-pass',
    alert: 'alert',
    auction: '2D P',
    call: '2S',
    explain: 'Pass or correct: to play opposite spades, willing to play 3♥',
  },
  { name: 'pl-2d-2h-pass', auction: '2D P 2H P', call: 'P', when: { len: { H: 6 } }, explain: 'Hearts: to play' },
  { name: 'pl-2d-2h-spades', auction: '2D P 2H P', call: '2S', explain: 'The weak two is in spades' },
  { name: 'pl-2d-2s-pass', auction: '2D P 2S P', call: 'P', when: { len: { S: 6 } }, explain: 'Spades: to play' },
  { name: 'pl-2d-2s-hearts', auction: '2D P 2S P', call: '3H', explain: 'The weak two is in hearts' },
  {
    name: 'pl-2d-ask-max',
    auction: '2D P 2N P',
    call: '3M',
    when: { len: { M: 6 }, hcp: [9, 10] },
    explain: 'A maximum with six cards in {M}',
  },
  {
    name: 'pl-2d-ask-min-hearts',
    auction: '2D P 2N P',
    call: '3C',
    when: { len: { H: 6 } },
    explain: 'A minimum with six hearts',
  },
  { name: 'pl-2d-ask-min-spades', auction: '2D P 2N P', call: '3D', explain: 'A minimum with six spades' },
  {
    name: 'pl-2m-raise-game',
    auction: '2M P',
    call: '4M',
    when: { len: { M: 3 }, hcp: 16 },
    explain: 'To play: game with a fit',
  },
  {
    name: 'pl-2m-ask',
    forcing: 'round',
    alert: 'alert',
    auction: '2M P',
    call: '2N',
    when: { hcp: 14 },
    explain: 'Asks for the minor (artificial)',
  },
  { name: 'pl-2m-raise', auction: '2M P', call: '3M', when: { len: { M: 3 } }, explain: 'Raise: to play' },
  { name: 'pl-2m-pass', auction: '2M P', call: 'P', explain: 'No game interest' },
  { name: 'pl-2m-ask-clubs', auction: '2M P 2N P', call: '3C', when: { len: { C: 4 } }, explain: 'The minor is clubs' },
  { name: 'pl-2m-ask-diamonds', auction: '2M P 2N P', call: '3D', explain: 'The minor is diamonds' },
];

/**
 * The 2♣ opening (11–15, six clubs or five and a four-card major) when the opponents overcall it
 * (`y` is ♦, ♥ or ♠). WJ 2005 (the card's 2C2D, 2C2H, 2C2S lines): the double is negative ("competitive
 * or better; may be passed by opener with four good" cards in their suit), a two-level major is to
 * play, 2NT invitational, 3♣ competitive, a new three-level suit forcing to game, 3NT to play. The
 * opener's answers to the double, its reopening when their overcall is passed round and the doubler's
 * next call are the mainstream ones (the card is silent): the unbid major, no-trump with a stopper,
 * else clubs; a reopening double with shortness in their suit.
 */
const OVER_2C = '2C 2y';
const OVER_2C_X = '2C 2y X P';
const OVER_2C_REOPENED = '2C 2y P P X P';
const TWO_CLUBS_CONTESTED: readonly BidRule[] = [
  {
    name: 'pl-2c-over-3nt',
    auction: OVER_2C,
    call: '3N',
    when: { hcp: 13, stop: ['y'] },
    explain: 'To play: 13+ HCP, a stopper in {y}',
  },
  {
    name: 'pl-2c-over-new-suit',
    forcing: 'game',
    auction: OVER_2C,
    call: '3z',
    when: { len: { z: 5 }, hcp: 13, longest: ['z'], above: [['z', 'C']] },
    explain: 'Natural: five+ {z}, 13+ HCP, forcing to game',
  },
  {
    name: 'pl-2c-over-major',
    auction: OVER_2C,
    call: '2M',
    when: { len: { M: 5 }, hcp: [6, 10], longest: ['M'] },
    explain: 'To play: five+ {M}, 6–10 HCP',
  },
  {
    name: 'pl-2c-over-double',
    auction: OVER_2C,
    call: 'X',
    when: {
      len: { y: [0, 3] },
      any: [
        { unbidMajor: 4, hcp: 8 },
        { hcp: 11, not: { stop: ['y'] } },
      ],
    },
    explain: 'Negative double: 8+ HCP and four cards in an unbid major, or 11+ HCP',
  },
  {
    name: 'pl-2c-over-2nt',
    auction: OVER_2C,
    call: '2N',
    when: { hcp: [11, 12], stop: ['y'] },
    explain: 'Invitational: 11–12 HCP, a stopper in {y}',
  },
  {
    name: 'pl-2c-over-raise',
    auction: OVER_2C,
    call: '3C',
    when: { len: { C: 3 }, hcp: [6, 12] },
    explain: 'Competitive: three+ clubs, 6–12 HCP',
  },
  // The opener passes it: 2♣–3♣ invites only when they are silent (the card's 2C2D/2C2H/2C2S,3C
  // "competitive"), so the invitation's answers, read as if they had passed, must not take over.
  // Their 2NT (the minors, or a strong no-trump) over 2♣: the same competitive raise (the weak raise's
  // 2NT is gone; seed 7001, board 512).
  {
    name: 'pl-2c-2nt-raise',
    auction: '2C 2N',
    call: '3C',
    when: { len: { C: 3 }, hcp: [6, 12] },
    explain: 'Competitive: three+ clubs, 6–12 HCP',
  },
  {
    name: 'pl-2c-over-raise-pass',
    auction: '2C 2y 3C P|2C 2N 3C P',
    call: 'P',
    explain: 'Nothing more to say: the raise was competitive',
  },
  { name: 'pl-2c-over-pass', auction: OVER_2C, call: 'P', explain: 'Nothing to say, or length in {y}' },
  // The opener over the negative double.
  {
    name: 'pl-2c-x-penalty',
    auction: OVER_2C_X,
    call: 'P',
    when: { len: { y: 4 }, good: ['y'] },
    explain: 'Penalty pass: four good cards in {y}',
  },
  {
    name: 'pl-2c-x-major-jump',
    auction: OVER_2C_X,
    call: '^^M',
    when: { len: { M: 4 }, hcp: [14, 15] },
    explain: 'Four {M}, 14–15 HCP',
  },
  { name: 'pl-2c-x-major', auction: OVER_2C_X, call: '^M', when: { len: { M: 4 } }, explain: 'Four {M}, 11–13 HCP' },
  {
    name: 'pl-2c-x-3nt',
    auction: OVER_2C_X,
    call: '3N',
    when: { hcp: [14, 15], stop: ['y'] },
    explain: 'To play: 14–15 HCP, a stopper in {y}',
  },
  {
    name: 'pl-2c-x-2nt',
    auction: OVER_2C_X,
    call: '2N',
    when: { stop: ['y'] },
    explain: '11–13 HCP, a stopper in {y}',
  },
  { name: 'pl-2c-x-clubs', auction: OVER_2C_X, call: '3C', explain: 'Six clubs, no four-card major, no stopper' },
  // The doubler over the opener's answer: game with a fit or with the values and a stopper.
  {
    name: 'pl-2c-x-raise-game',
    auction: `${OVER_2C_X} ^M P`,
    call: '4M',
    when: { len: { M: 4 }, hcp: 11 },
    explain: 'To play: four {M}, 11+ HCP',
  },
  {
    name: 'pl-2c-x-jump-accept',
    auction: `${OVER_2C_X} ^^M P`,
    call: '4M',
    when: { len: { M: 4 }, hcp: 9 },
    explain: 'To play: four {M}, 9+ HCP',
  },
  {
    name: 'pl-2c-x-2nt-game',
    auction: `${OVER_2C_X} 2N P`,
    call: '3N',
    when: { hcp: 12 },
    explain: 'To play: 12+ HCP',
  },
  {
    name: 'pl-2c-x-clubs-game',
    auction: `${OVER_2C_X} 3C P|${OVER_2C_X} ^M P`,
    call: '3N',
    when: { hcp: 13, stop: ['y'] },
    explain: 'To play: 13+ HCP, a stopper in {y}',
  },
  // The opener over responder's forcing new suit: a major raised with three, else 3NT with a stopper.
  {
    name: 'pl-2c-over-new-raise',
    auction: '2C 2y 3M P',
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three+ {M}',
  },
  {
    name: 'pl-2c-over-new-3nt',
    auction: '2C 2y 3z P',
    call: '3N',
    when: { stop: ['y'], above: [['z', 'C']] },
    explain: 'To play: a stopper in {y}',
  },
  // Their overcall passed round: the opener reopens with a double when short in their suit.
  {
    name: 'pl-2c-reopen-double',
    auction: '2C 2y P P',
    call: 'X',
    when: { len: { y: [0, 1] } },
    explain: 'Reopening double: short in {y}',
  },
  {
    name: 'pl-2c-reopen-clubs',
    auction: '2C 2y P P',
    call: '3C',
    when: { len: { C: 6, y: [0, 2] }, hcp: 13 },
    explain: 'Six+ clubs, 13–15 HCP',
  },
  { name: 'pl-2c-reopen-pass', auction: '2C 2y P P', call: 'P', explain: 'Nothing more to say' },
  // Responder after the reopening double: passes with length in their suit (the trap pass), else bids.
  {
    name: 'pl-2c-reopened-penalty',
    auction: OVER_2C_REOPENED,
    call: 'P',
    when: { len: { y: 4 }, top3: { y: [1, 3] } },
    explain: 'Penalty pass: four+ cards in {y} with an honour',
  },
  {
    name: 'pl-2c-reopened-3nt',
    auction: OVER_2C_REOPENED,
    call: '3N',
    when: { hcp: 11, stop: ['y'] },
    explain: 'To play: 11+ HCP, a stopper in {y}',
  },
  {
    name: 'pl-2c-reopened-major-game',
    auction: OVER_2C_REOPENED,
    call: '4M',
    when: { len: { M: 4 }, hcp: 11 },
    explain: 'To play: four+ {M}, 11+ HCP',
  },
  {
    name: 'pl-2c-reopened-major',
    auction: OVER_2C_REOPENED,
    call: '^M',
    when: { len: { M: 4 } },
    explain: 'Four+ {M}',
  },
  {
    name: 'pl-2c-reopened-nt',
    auction: OVER_2C_REOPENED,
    call: '2N',
    when: { hcp: 8, stop: ['y'] },
    explain: '8–10 HCP, a stopper in {y}',
  },
  { name: 'pl-2c-reopened-clubs', auction: OVER_2C_REOPENED, call: '3C', explain: 'Clubs: no major, no stopper' },
];

/**
 * The Multi's and the weak two-suiters' later rounds. WJ 2005: after 2♦–2♥–2♠ responder's 3♠ is
 * "invitational 2+♠"; after 2♠–2NT–3♣/3♦ 3♠ is "invitational 2+♠" (4♠ and 3NT to play); the rest is
 * mainstream: game with a fit and the values, the opener accepting an invitation with 9–10.
 */
const WEAK_TWO_ROUNDS: readonly BidRule[] = [
  {
    name: 'pl-2d-spades-game',
    auction: '2D P 2H P 2S P',
    call: '4S',
    when: {
      any: [
        { len: { S: 3 }, hcp: 14 },
        { len: { S: 4 }, hcp: 12 },
      ],
    },
    explain: 'To play: game in spades',
  },
  {
    name: 'pl-2d-spades-invite',
    auction: '2D P 2H P 2S P',
    call: '3S',
    when: {
      any: [
        { len: { S: 2 }, hcp: 13 },
        { len: { S: 3 }, hcp: 11 },
      ],
    },
    explain: 'Invites game: two+ spades',
  },
  {
    name: 'pl-2d-hearts-game',
    auction: '2D P 2S P 3H P',
    call: '4H',
    when: {
      any: [
        { len: { H: 3 }, hcp: 14 },
        { len: { H: 4 }, hcp: 12 },
      ],
    },
    explain: 'To play: game in hearts',
  },
  {
    name: 'pl-2d-spades-accept',
    auction: '2D P 2H P 2S P 3S P',
    call: '4S',
    when: { hcp: 9 },
    explain: 'Accepts the invitation: 9–10 HCP',
  },
  {
    name: 'pl-2m-minor-accept',
    auction: '2M P 2N P 3m P 3M P',
    call: '4M',
    when: { any: [{ hcp: 10 }, { hcp: 9, good: ['M'] }] },
    explain: 'Accepts the invitation: 10 HCP, or 9 with a good {M} suit',
  },
];

/**
 * Our defence when their weak 2♥/2♠ is raised to three: a long, good suit overcalls (mainstream; WJ's
 * card has no defence section). Their 2♦–3♦ is not a raise of the Multi and is left alone, and their
 * 2♣–3♣ is strong in SAYC: the same overcall over Polish Club's natural 2♣ raised is part of the
 * defence facing Polish Club (facing.ts, `vs-natural-2c-raised-suit`).
 */
const VS_RAISED_TWO: readonly BidRule[] = [
  {
    name: 'pl-vs-raised-two-suit',
    auction: '2x P 3x|2x P 3x P P',
    call: '^z',
    when: {
      differ: [
        ['x', 'D'],
        ['x', 'C'],
      ],
      longest: ['z'],
      len: { z: 6 },
      good: ['z'],
      // At the three level 10+ HCP; at the four level (a suit ranking below theirs) 12+.
      any: [{ hcp: 10, above: [['z', 'x']] }, { hcp: 12 }],
    },
    explain: 'Natural: a good six+ card {z} suit, 10+ HCP',
  },
];

/** Responder's answer to the artificial 2♦ (18+, forcing to game), then opener's natural suit `y`. */
const MAJ_2D_SUIT = [`${MAJ_2D} 2M P 2y P`, `${MAJ_2D} 2M P 3y P`, `${MAJ_2D} 2N P 3y P`, '1C P 1H P 2D P 2S P 3y P'];
/** The opener's own 3NT after responder's answer to 2♦ (18+, no fit). */
const MAJ_2D_NT = [`${MAJ_2D} 2M P 3N P`, `${MAJ_2D} 2N P 3N P`, '1C P 1H P 2D P 2S P 3N P'];
const MAJ_2D_RAISED = MAJ_2D_SUIT.filter((p) => p.endsWith('3y P')).map((p) => `${p} 4y P`);
const GF_2M = '1C P 2m P';

/**
 * Later rounds of the strong and game-forcing 1♣ auctions (WJ 2005: after the artificial 2♦ both
 * hands bid naturally towards game or slam; 1♣ – 2♣/2♦ is a five-card suit and forcing to game, and
 * opener's rebid tells 2NT 12–14 balanced, a raise with four, a new suit with four, 3NT 18+ balanced).
 * Slam is judged by the sum (33 for no-trump, about 30 with a nine-card fit), with Blackwood (SAYC's
 * answers and asker follow) once a fit is found.
 */
const STRONG_ROUNDS: readonly BidRule[] = [
  // Responder over opener's natural suit after 2♦: with support and 12+ (30+ between the hands), Blackwood.
  {
    name: 'pl-1c-major-2d-suit-ask',
    forcing: 'round',
    auction: MAJ_2D_SUIT,
    call: '4N',
    when: { hcp: 12, any: [{ len: { y: 4 } }, { len: { y: 3 }, above: [['y', 'D']] }] },
    explain: 'Blackwood: asks for aces, {y} agreed, 12+ HCP',
  },
  {
    name: 'pl-1c-major-2d-suit-game',
    auction: MAJ_2D_SUIT,
    call: '4y',
    when: { len: { y: 3 }, hcp: [0, 11], above: [['y', 'D']] },
    explain: 'To play: three+ {y}',
  },
  {
    name: 'pl-1c-major-2d-suit-raise',
    forcing: 'round',
    auction: MAJ_2D_SUIT,
    call: '4y',
    when: { len: { y: 4 }, hcp: [0, 11] },
    explain: 'Support: four+ {y}, 7–11 HCP, forcing',
  },
  {
    name: 'pl-1c-major-2d-suit-six',
    auction: MAJ_2D_SUIT,
    call: '4M',
    when: { len: { M: 6 } },
    explain: 'To play: six+ {M}',
  },
  // No fit but 15+ opposite 18+: 33+ between the hands, the small slam in no-trump.
  {
    name: 'pl-1c-major-2d-suit-6nt',
    auction: [...MAJ_2D_SUIT, ...MAJ_2D_NT],
    call: '6N',
    when: { hcp: 15 },
    explain: 'To play: 15+ HCP opposite 18+, no fit',
  },
  { name: 'pl-1c-major-2d-suit-3nt', auction: MAJ_2D_SUIT, call: '3N', explain: 'To play: no fit' },
  // Opener over responder's 3NT with a second five-card suit, a major: game in it (5-5 or 6-5), which
  // responder passes with three, or corrects to opener's first suit with two.
  {
    name: 'pl-1c-major-2d-3nt-second',
    auction: MAJ_2D_SUIT.map((p) => `${p} 3N P`),
    call: '4z',
    when: { len: { y: 5, z: 5 }, above: [['z', 'D']] },
    explain: 'Natural: a second suit, five+ {z}',
  },
  {
    name: 'pl-1c-major-2d-second-pass',
    auction: MAJ_2D_SUIT.map((p) => `${p} 3N P 4z P`),
    call: 'P',
    when: { len: { z: 3 } },
    explain: 'To play: three+ {z}',
  },
  {
    name: 'pl-1c-major-2d-second-back',
    auction: MAJ_2D_SUIT.map((p) => `${p} 3N P 4z P`),
    call: '^y',
    when: { len: { y: 2 } },
    explain: 'Prefers {y}: two+ cards there, at most two {z}',
  },
  // Opener over responder's 3NT (7–14, no fit): 6NT with 26+, the quantitative 4NT with 24–25,
  // which responder (7+) accepts with 9+.
  {
    name: 'pl-1c-major-2d-3nt-6nt',
    auction: MAJ_2D_SUIT.map((p) => `${p} 3N P`),
    call: '6N',
    when: { hcp: 26 },
    explain: 'To play: 26+ HCP',
  },
  {
    name: 'pl-1c-major-2d-3nt-4nt',
    auction: MAJ_2D_SUIT.map((p) => `${p} 3N P`),
    call: '4N',
    when: { hcp: [24, 25] },
    explain: 'Invites 6NT: 24–25 HCP',
  },
  {
    name: 'pl-1c-major-2d-4nt-accept',
    auction: MAJ_2D_SUIT.map((p) => `${p} 3N P 4N P`),
    call: '6N',
    when: { hcp: 9 },
    explain: 'Accepts: 9+ HCP',
  },
  {
    name: 'pl-1c-major-2d-4nt-decline',
    auction: MAJ_2D_SUIT.map((p) => `${p} 3N P 4N P`),
    call: 'P',
    explain: 'Declines: 7–8 HCP',
  },
  // Opener after the raise of its minor (7–11): Blackwood with 20+, else game.
  {
    name: 'pl-1c-major-2d-raise-ask',
    forcing: 'round',
    auction: MAJ_2D_RAISED,
    call: '4N',
    when: { hcp: 20, above: [['H', 'y']] },
    explain: 'Blackwood: asks for aces, {y} agreed, 20+ HCP',
  },
  {
    name: 'pl-1c-major-2d-raise-game',
    auction: MAJ_2D_RAISED,
    call: '5y',
    when: { above: [['H', 'y']] },
    explain: 'To play: 18–19 HCP',
  },
  // Opener over the game-forcing 1♣ – 2♣/2♦: with 18+ and four-card support, Blackwood at once.
  {
    name: 'pl-1c-2m-strong-ask',
    forcing: 'round',
    auction: GF_2M,
    call: '4N',
    when: { hcp: 18, len: { m: 4 } },
    explain: 'Blackwood: asks for aces, {m} agreed, 18+ HCP',
  },
  {
    name: 'pl-1c-2m-raise',
    forcing: 'game',
    auction: GF_2M,
    call: '3m',
    when: { len: { m: 4 } },
    explain: 'Support: four+ {m}, 12–17 HCP, forcing to game',
  },
  {
    name: 'pl-1c-2m-3nt',
    auction: GF_2M,
    call: '3N',
    when: { hcp: 18, semi: true, len: NO_5_MAJOR_LEN },
    explain: '18+ HCP, balanced',
  },
  {
    name: 'pl-1c-2m-2nt',
    forcing: 'game',
    auction: GF_2M,
    call: '2N',
    when: { hcp: [12, 14], bal: true },
    explain: '12–14 HCP balanced, no four-card support',
  },
  {
    name: 'pl-1c-2m-suit',
    forcing: 'game',
    auction: GF_2M,
    call: '^y',
    when: { len: { y: 4 }, longest: ['y'] },
    explain: 'Natural: 4+ {y}, forcing to game',
  },
  {
    name: 'pl-1c-2m-other',
    forcing: 'game',
    auction: GF_2M,
    call: '2N',
    explain: 'No fit and no suit to show, forcing to game',
  },
  // Responder after opener's rebid: 6NT / 4NT (quantitative) by the sum opposite 12–14, else game.
  { name: 'pl-1c-2m-2nt-6nt', auction: `${GF_2M} 2N P`, call: '6N', when: { hcp: 20 }, explain: 'To play: 20+ HCP' },
  {
    name: 'pl-1c-2m-2nt-4nt',
    auction: `${GF_2M} 2N P`,
    call: '4N',
    when: { hcp: [18, 19] },
    explain: 'Invites 6NT: 18–19 HCP',
  },
  ...quantitativeAnswers('pl-1c-2m-2nt-4nt', `${GF_2M} 2N P`, 14, '14', '12–13'),
  { name: 'pl-1c-2m-2nt-3nt', auction: `${GF_2M} 2N P`, call: '3N', explain: 'To play: 12–17 HCP' },
  {
    name: 'pl-1c-2m-raise-ask',
    forcing: 'round',
    auction: `${GF_2M} 3m P`,
    call: '4N',
    when: { hcp: 17 },
    explain: 'Blackwood: asks for aces, {m} agreed, 17+ HCP',
  },
  {
    name: 'pl-1c-2m-raise-3nt',
    auction: `${GF_2M} 3m P`,
    call: '3N',
    when: { semi: true },
    explain: 'To play: balanced, no slam interest',
  },
  { name: 'pl-1c-2m-raise-game', auction: `${GF_2M} 3m P`, call: '5m', explain: 'To play: no slam interest' },
  { name: 'pl-1c-2m-3nt-6nt', auction: `${GF_2M} 3N P`, call: '6N', when: { hcp: 15 }, explain: 'To play: 15+ HCP' },
  {
    name: 'pl-1c-2m-suit-game',
    auction: `${GF_2M} 2y P|${GF_2M} 3y P`,
    call: '4y',
    when: { len: { y: 4 }, above: [['y', 'D']] },
    explain: 'To play: four+ {y}',
  },
  { name: 'pl-1c-2m-suit-3nt', auction: `${GF_2M} 2y P|${GF_2M} 3y P`, call: '3N', explain: 'To play: no fit' },
  // A six-card major the strong balanced opener chose 3NT over: game in the major.
  {
    name: 'pl-1c-1d-major-3nt-six',
    auction: `${NEG} 2N P 3M P 3N P|${STRONG_CLUBS} 3M P 3N P`,
    call: '4M',
    when: { len: { M: 6 } },
    explain: 'To play: six+ {M}',
  },
];

/** The strong opener's fit with responder's major after the artificial 2♦: responder's 2M (5+), 2NT (four), 2♠ (four spades beside hearts). */
const FIT_2M = `${MAJ_2D} 2M P`;
const FIT_2N = `${MAJ_2D} 2N P`;
const FIT_2S = '1C P 1H P 2D P 2S P';
/** The slam try in the major (after 1♣ – 1♥ – 2♦ – 2♠, in either major). */
const TRIED = [`${FIT_2M} 3M P`, `${FIT_2N} 3M P`, '1C P 1H P 2D P 2M P 3M P', '1C P 1M P 2D P 2S P 3M P'];
/** The strong opener's extras for a slam try: 20–24 HCP, or 18–19 with at most five losers. */
const TRY_VALUES: When = { any: [{ hcp: [20, 24] }, { hcp: [18, 19], ltc: [0, 5] }] };
/** The checkback 2♣ over 1♣ – 1M – 1NT, and opener's four hearts over it after 1♠. */
const CHECKBACK = `${MAJ_1N} 2C P`;
const CB_HEARTS = '1C P 1S P 1N P 2C P 2H P';
/** After 1♣ – 1NT (7–10, no four-card major): opener's natural minor, unbalanced 18+. */
const NT_MINOR = '1C P 1N P 3m P';

/**
 * Slam tries of the strong 1♣ (18+) once a fit is found, and its long minor opposite the 1NT answer
 * (WJ 2005: after the artificial 2♦ both hands bid naturally; a raise below game with a fit is forcing
 * and shows slam interest, the jump to game denies it). The slam is judged by the sum: about 30 HCP
 * with a fit of eight or nine trumps, so the try is made with 20+ (or 18–19 with five losers at
 * most) and accepted with 10+, and Blackwood (SAYC's answers and asker) decides on the aces.
 * The same block holds the long minors opposite the strong no-trump rebids (a six-card minor with
 * shape over 2NT or 3NT is bid at the four level, forcing), Blackwood over the raised strong suit
 * after the negative 1♦, the short club raise opposite 15–17 with clubs, and, over the weak no-trump
 * rebid (12–14), the checkback 2♣ (answered as New Minor Forcing is after 1♦) and the quantitative 4NT.
 * Tried before the other 1♣ rounds, so each rule here takes its hand first.
 */
const STRONG_FIT_TRIES: readonly BidRule[] = [
  // Opener: with the fit and extras, three of the major (forcing); four-card support after 2NT.
  {
    name: 'pl-1c-major-2d-fit-try',
    forcing: 'round',
    auction: FIT_2M,
    call: '3M',
    when: { ...TRY_VALUES, len: { M: 3 } },
    explain: 'Slam try: three+ {M}, 20+ HCP (or 18–19 with five losers at most), forcing',
  },
  {
    name: 'pl-1c-major-2d-2nt-ask',
    forcing: 'round',
    auction: FIT_2N,
    call: '4N',
    when: { hcp: 25, len: { M: 4 } },
    explain: 'Blackwood: asks for aces, {M} agreed (four-card support), 25+ HCP',
  },
  {
    name: 'pl-1c-major-2d-2nt-try',
    forcing: 'round',
    auction: FIT_2N,
    call: '3M',
    when: { ...TRY_VALUES, len: { M: 4 } },
    explain: 'Slam try: four-card {M} support, 20+ HCP (or 18–19 with five losers at most), forcing',
  },
  {
    name: 'pl-1c-major-2d-2nt-fit',
    auction: FIT_2N,
    call: '4M',
    when: { len: { M: 4 }, hcp: [18, 24] },
    explain: 'To play: four-card {M} support, no slam interest',
  },
  {
    name: 'pl-1c-major-2d-spade-try',
    forcing: 'round',
    auction: FIT_2S,
    call: '3S',
    when: { ...TRY_VALUES, len: { S: 4 } },
    explain: 'Slam try: four spades, 20+ HCP (or 18–19 with five losers at most), forcing',
  },
  {
    name: 'pl-1c-major-2d-heart-try',
    forcing: 'round',
    auction: FIT_2S,
    call: '3H',
    when: { ...TRY_VALUES, len: { H: 4 } },
    explain: 'Slam try: four hearts, 20+ HCP (or 18–19 with five losers at most), forcing',
  },
  {
    name: 'pl-1c-major-2d-heart-fit',
    auction: FIT_2S,
    call: '4H',
    when: { len: { H: 4, S: [0, 3] }, hcp: [18, 24] },
    explain: 'To play: four hearts, no slam interest',
  },
  // Responder over the try: Blackwood with 10+ HCP (or 9 with a sixth trump), else game.
  {
    name: 'pl-1c-major-2d-try-ask',
    forcing: 'round',
    auction: TRIED,
    call: '4N',
    when: { any: [{ hcp: 10 }, { hcp: 9, len: { M: 6 } }] },
    explain: 'Blackwood: accepts the slam try, asks for aces, 10+ HCP',
  },
  {
    name: 'pl-1c-major-2d-try-game',
    auction: TRIED,
    call: '4M',
    explain: 'Declines the slam try: 7–9 HCP',
  },
  // Opposite 18–20 balanced (2NT, forcing to game): a long minor with shape or 10+ HCP looks for slam in it.
  {
    name: 'pl-1c-major-2nt-minor',
    forcing: 'round',
    auction: MAJ_2N,
    call: '4m',
    when: {
      hcp: [8, 14],
      longest: ['m'],
      len: { m: 6, M: [0, 4] },
      any: [{ hcp: 10 }, { shortest: [0, 1] }],
    },
    explain: 'Slam try: six+ {m} and 10–14 HCP, or 8–9 HCP with a singleton or a void; forcing',
  },
  {
    name: 'pl-1c-major-2nt-minor-ask',
    forcing: 'round',
    auction: `${MAJ_2N} 4m P`,
    call: '4N',
    when: { len: { m: 3 } },
    explain: 'Blackwood: asks for aces, {m} agreed (three+ cards)',
  },
  { name: 'pl-1c-major-2nt-minor-game', auction: `${MAJ_2N} 4m P`, call: '5m', explain: 'To play: two {m}' },
  // Over the opener's 3NT (18–22 after 1NT, 21+ after the negative 1♦): a six-card minor with a singleton
  // or a void (after 1NT), or six-five (after 1♦), is bid at the four level, natural and forcing; the
  // opener asks for aces with a fit and extras, else plays five of the minor.
  {
    name: 'pl-1c-1nt-3nt-minor',
    forcing: 'round',
    auction: '1C P 1N P 3N P',
    call: '4m',
    when: { len: { m: 6 }, longest: ['m'], shortest: [0, 1] },
    explain: 'Slam try: six+ {m} and a singleton or a void, forcing',
  },
  {
    name: 'pl-1c-1d-3nt-two-suiter',
    forcing: 'round',
    auction: `${NEG} 3N P`,
    call: '4m',
    when: { len: { m: 6 }, second: 5, longest: ['m'] },
    explain: 'Slam try: six+ {m} and a second five-card suit, forcing',
  },
  {
    name: 'pl-1c-1nt-3nt-minor-ask',
    forcing: 'round',
    auction: '1C P 1N P 3N P 4m P',
    call: '4N',
    when: { len: { m: 3 }, hcp: 20 },
    explain: 'Blackwood: asks for aces, {m} agreed, three+ trumps and 20+ HCP',
  },
  {
    name: 'pl-1c-1d-3nt-minor-ask',
    forcing: 'round',
    auction: `${NEG} 3N P 4m P`,
    call: '4N',
    when: { any: [{ len: { m: 4 } }, { len: { m: 3 }, hcp: 23 }] },
    explain: 'Blackwood: asks for aces, {m} agreed, four trumps, or three and 23+ HCP',
  },
  {
    name: 'pl-1c-nt-3nt-minor-game',
    auction: `1C P 1N P 3N P 4m P|${NEG} 3N P 4m P`,
    call: '5m',
    explain: 'To play: no slam interest',
  },
  // The strong suit after 1♣ – 1♦ raised to game (5+ HCP, three+ trumps): Blackwood with enough playing
  // strength for twelve tricks opposite the raise (a losing-trick count of four or better).
  {
    name: 'pl-1c-1d-strong-game-ask',
    forcing: 'round',
    auction: `${STRONG} 4y P`,
    call: '4N',
    when: { above: [['y', 'D']], any: [{ hcp: 24 }, { hcp: 21, ltc: [0, 4] }] },
    explain: 'Blackwood: asks for aces, {y} agreed, 24+ HCP, or 21+ with four losers at most',
  },
  // Opposite 15–17 with clubs (2♣): four-card support and a singleton or a void, short of Blackwood on its
  // own (below 15 points), raise to 4♣, forcing; the opener asks with 16+ or five losers at most, else 5♣.
  {
    name: 'pl-1c-major-clubs-short-raise',
    forcing: 'round',
    auction: MAJ_2C,
    call: '4C',
    when: { len: { C: 4 }, shortest: [0, 1], hcp: 8, not: { pts: 15 } },
    explain: 'Slam try: four+ clubs and a singleton or a void, 8+ HCP, forcing',
  },
  {
    name: 'pl-1c-major-clubs-short-ask',
    forcing: 'round',
    auction: `${MAJ_2C} 4C P`,
    call: '4N',
    when: { any: [{ hcp: 16 }, { ltc: [0, 5] }] },
    explain: 'Blackwood: asks for aces, clubs agreed, 16+ HCP or five losers at most',
  },
  { name: 'pl-1c-major-clubs-short-game', auction: `${MAJ_2C} 4C P`, call: '5C', explain: 'To play: a minimum' },
  // Slam opposite the weak no-trump rebid (12–14 balanced): 6NT with 21+ (33 between the hands), the
  // quantitative 4NT with 19–20, which the opener accepts with a maximum (14, or a good 13).
  {
    name: 'pl-1c-major-1nt-6nt',
    auction: MAJ_1N,
    call: '6N',
    when: { hcp: 21, semi: true, len: { M: [4, 5] } },
    explain: 'To play: 21+ HCP opposite 12–14',
  },
  {
    name: 'pl-1c-major-1nt-4nt',
    auction: MAJ_1N,
    call: '4N',
    when: { hcp: [19, 20], semi: true, len: { M: [4, 5] } },
    explain: 'Invites 6NT: 19–20 HCP',
  },
  {
    name: 'pl-1c-major-1nt-4nt-accept',
    auction: `${MAJ_1N} 4N P`,
    call: '6N',
    when: { hcp: 13, adj: 13 },
    explain: 'Accepts: a maximum (14, or a good 13)',
  },
  {
    name: 'pl-1c-major-1nt-4nt-decline',
    auction: `${MAJ_1N} 4N P`,
    call: 'P',
    explain: 'Declines: a minimum',
  },
  // Checkback 2♣ over the weak no-trump rebid (WJ: after 1♣ – 1♥/1♠ – 1NT, 2♣ asks, invitational or
  // better): five cards in the major and 11–12 HCP (13+ bids 3M, forcing), or five spades and four hearts.
  {
    name: 'pl-1c-1nt-checkback',
    forcing: 'round',
    alert: 'alert',
    auction: MAJ_1N,
    call: '2C',
    when: { hcp: [11, 12], len: { M: [5, 5] } },
    explain: 'Checkback (artificial): five {M}, 11–12 HCP, asks for three-card support',
  },
  {
    name: 'pl-1c-1nt-checkback-hearts',
    forcing: 'round',
    alert: 'alert',
    auction: '1C P 1S P 1N P',
    call: '2C',
    when: { hcp: [11, 18], len: { S: 5, H: 4 } },
    explain: 'Checkback (artificial): five+ spades and four hearts, 11+ HCP, asks about the majors',
  },
  {
    name: 'pl-1c-1nt-cb-support-max',
    auction: CHECKBACK,
    call: '3M',
    when: { hcp: 13, adj: 13, len: { M: 3 } },
    explain: 'Three-card {M} support, a maximum',
  },
  {
    name: 'pl-1c-1nt-cb-support',
    auction: CHECKBACK,
    call: '2M',
    when: { len: { M: 3 } },
    explain: 'Three-card {M} support, a minimum',
  },
  {
    name: 'pl-1c-1nt-cb-hearts',
    auction: '1C P 1S P 1N P 2C P',
    call: '2H',
    when: { len: { H: 4 } },
    explain: 'Four hearts, fewer than three spades',
  },
  {
    name: 'pl-1c-1nt-cb-3nt',
    auction: CHECKBACK,
    call: '3N',
    when: { hcp: 13, adj: 13 },
    explain: 'No fit, a maximum: game in no-trump',
  },
  { name: 'pl-1c-1nt-cb-2nt', auction: CHECKBACK, call: '2N', explain: 'No fit, a minimum' },
  // Responder places the contract: game with the fit and 13+ HCP (12 with a singleton or a void).
  {
    name: 'pl-1c-1nt-cb-max-game',
    auction: `${CHECKBACK} 3M P`,
    call: '4M',
    explain: 'To play: game in {M}, the fit found',
  },
  {
    name: 'pl-1c-1nt-cb-game',
    auction: `${CHECKBACK} 2M P`,
    call: '4M',
    when: { any: [{ hcp: 13 }, { hcp: 12, shortest: [0, 1] }] },
    explain: 'To play: game in {M}, game values facing a minimum',
  },
  {
    name: 'pl-1c-1nt-cb-pass',
    auction: `${CHECKBACK} 2M P|${CHECKBACK} 2N P`,
    call: 'P',
    when: { hcp: [0, 12] },
    explain: 'Content: invitational values facing a minimum',
  },
  {
    name: 'pl-1c-1nt-cb-hearts-game',
    auction: CB_HEARTS,
    call: '4H',
    when: { hcp: 13, len: { H: 4 } },
    explain: 'To play: game in hearts, the fit found',
  },
  {
    name: 'pl-1c-1nt-cb-hearts-invite',
    auction: CB_HEARTS,
    call: '3H',
    when: { len: { H: 4 } },
    explain: 'Invites game in hearts: four hearts, 11–12 HCP',
  },
  {
    name: 'pl-1c-1nt-cb-hearts-2nt',
    auction: CB_HEARTS,
    call: '2N',
    when: { hcp: [0, 12] },
    explain: 'Invites 3NT: 11–12 HCP, no major fit',
  },
  {
    name: 'pl-1c-1nt-cb-no-fit-game',
    auction: `${CHECKBACK} 2N P|${CB_HEARTS}`,
    call: '3N',
    when: { hcp: 13 },
    explain: 'To play: game in no-trump, no major fit',
  },
  {
    name: 'pl-1c-1nt-cb-hearts-accept',
    auction: `${CB_HEARTS} 3H P`,
    call: '4H',
    when: { hcp: 13, adj: 13 },
    explain: 'Accepts the invitation: game in hearts',
  },
  { name: 'pl-1c-1nt-cb-hearts-decline', auction: `${CB_HEARTS} 3H P`, call: 'P', explain: 'Declines the invitation' },
  {
    name: 'pl-1c-1nt-cb-2nt-accept',
    auction: `${CB_HEARTS} 2N P`,
    call: '3N',
    when: { hcp: 13, adj: 13 },
    explain: 'Accepts the invitation: game in no-trump',
  },
  { name: 'pl-1c-1nt-cb-2nt-decline', auction: `${CB_HEARTS} 2N P`, call: 'P', explain: 'Declines the invitation' },
  // Opposite 1NT (7–10, no four-card major): an unbalanced 18+ with a long minor bids it, forcing to game.
  {
    name: 'pl-1c-1nt-minor',
    forcing: 'game',
    auction: '1C P 1N P',
    call: '3m',
    when: {
      hcp: 18,
      semi: false,
      longest: ['m'],
      len: { m: 5, H: [0, 4], S: [0, 4] },
      any: [{ len: { m: 6 } }, { shortest: [0, 1] }],
    },
    explain: '18+ HCP, 5+ {m}, unbalanced, forcing to game',
  },
  {
    name: 'pl-1c-1nt-minor-raise',
    forcing: 'game',
    auction: NT_MINOR,
    call: '4m',
    when: { len: { m: 3 } },
    explain: 'Support: three+ {m}, forcing',
  },
  { name: 'pl-1c-1nt-minor-3nt', auction: NT_MINOR, call: '3N', explain: 'To play: no fit' },
  // Opener over the raise: Blackwood with 20+ (or 18–19 with four losers at most), else game.
  {
    name: 'pl-1c-1nt-minor-ask',
    forcing: 'round',
    auction: `${NT_MINOR} 4m P`,
    call: '4N',
    when: { any: [{ hcp: 20 }, { ltc: [0, 4] }] },
    explain: 'Blackwood: asks for aces, {m} agreed, 20+ HCP or four losers at most',
  },
  { name: 'pl-1c-1nt-minor-game', auction: `${NT_MINOR} 4m P`, call: '5m', explain: 'To play: no slam interest' },
];

/**
 * Whether a SAYC auction pattern reads our own opening of 1♣, at the two level or 3NT, which mean
 * something else in Polish Club: the pattern's first token was made by our side (an even number of
 * tokens before the call) and can be such a bid.
 */
function readsOurOtherOpening(pattern: string): boolean {
  const opening = patternOpening(pattern);
  if (opening?.by !== 'us') return false;
  // SAYC's 3NT opening (25–27) is not Polish Club's either: its strong balanced hands open 1♣.
  return ['1C', '1m', '1x', '1y', '1z', '1w', '3N'].includes(opening.call) || /^2/.test(opening.call);
}

/**
 * SAYC's rules for the auctions Polish Club shares: the openings and every pattern alternative that
 * reads our own 1♣ or two-level opening are left out; a pattern opening on a free suit variable
 * (`1x`, `1m`) keeps only the suits Polish Club opens naturally (diamonds and the majors), by the
 * rule's own suit-rank constraint.
 */
function sharedSaycRules(sayc: readonly BidRule[]): BidRule[] {
  const out: BidRule[] = [];
  for (const rule of sayc) {
    if (rule.auction === '' || (Array.isArray(rule.auction) && rule.auction.every((p) => p === ''))) continue;
    const patterns = (typeof rule.auction === 'string' ? [rule.auction] : rule.auction).flatMap((p) => p.split('|'));
    const kept = patterns.filter((p) => !readsOurOtherOpening(p) || /^1[mxyzw]\s/.test(p.trim()));
    if (kept.length === 0) continue;
    const plain = kept.filter((p) => !/^1[mxyzw]\s/.test(p.trim()) || p.trim().split(/\s+/).length % 2 === 1);
    const variable = kept.filter((p) => !plain.includes(p));
    if (plain.length > 0) out.push({ ...rule, auction: plain.join('|') });
    // The opening's variable must rank above clubs: 1♦, 1♥ or 1♠.
    for (const p of variable) {
      const v = p.trim().slice(1, 2);
      const when: When = { ...rule.when, above: [...(rule.when?.above ?? []), [v, 'C']] };
      out.push({ ...rule, auction: p, when });
    }
  }
  return out;
}

/**
 * Polish Club's rules: its openings and first answers, its answers when they come in over 1♣, then
 * SAYC's rules for the shared auctions.
 */
export function makePolishRules(sayc: readonly BidRule[]): readonly BidRule[] {
  return [
    ...OPENINGS_WJ,
    ...AFTER_1C,
    ...OPENER_1D,
    ...AFTER_1C_1D,
    ...OPENER_MAJOR,
    ...STRONG_FIT_TRIES,
    ...AFTER_1C_MAJOR,
    ...AFTER_1C_NT,
    ...STRONG_ROUNDS,
    ...TWO_LEVEL,
    ...AFTER_2C_RELAY,
    ...AFTER_ASKS,
    ...TWO_CLUBS_CONTESTED,
    ...WEAK_TWO_ROUNDS,
    ...VS_RAISED_TWO,
    // Their double or overcall of our 1♣ (polishContested.ts): SAYC's rules for it read 1♣ as clubs.
    ...POLISH_CONTESTED,
    ...sharedSaycRules(sayc),
  ];
}
