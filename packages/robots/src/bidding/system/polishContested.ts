/**
 * Polish Club's own answers when the opponents come in over its 1♣ (12–14 balanced, 15+ with clubs, or
 * any 18+): responder's first call over their double, one- or two-level overcall or 1NT, and the
 * opener's and responder's next calls where they matter (the answer to the negative double and to a
 * free bid, the redouble's follow-up, the penalty doubles of their escape).
 *
 * ```ts
 * import { POLISH_CONTESTED } from './polishContested.js';
 * // 1♣ – (1♠) – ? with ♠T74 ♥9743 ♦AQT ♣A85: X, 'pl-1c-1s-double' (four hearts, 7+ HCP)
 * // 1♣ – (1♠) – X – Pass – ? with ♠A5 ♥KQ42 ♦K73 ♣Q852: 2♥, 'pl-1c-negx-major'
 * ```
 * Source: the WJ 2005 card (Jassem's "Wspólny Język 2005", Neill's translation) as the BBOalert file
 * `Systems/WJ2005full.txt` (github.com/stanmaz/BBOalert) writes it out: over 1♣ (X) the redouble 10+
 * "usually no major", 1♦ 0–8, 1♥/1♠ forcing with four, 1NT 7–9, a pass weak with club tolerance, a
 * two-level suit 9–11; over 1♣ (1♦) the double shows both majors, over (1♠) it is the normal negative
 * double (four hearts), over (1♥) it denies four spades (1♠ shows four, "need not be 5") and a heart
 * stopper; 1NT constructive, a new two-level suit 7–11 with five cards (not forcing; 2♣ too: 1♣ does
 * not promise clubs, so a club "raise" needs five), 2NT invitational, 3NT to play, a jump to three
 * forcing to game; over 1♣ (1NT) the double is for penalties and a suit to play; over their two-level
 * overcall a new two-level suit 7–11, a three-level suit forcing to game, 2NT and 3NT natural. Where the
 * card is silent the mainstream treatment is chosen and said so beside the rule: the negative double
 * over a two-level overcall (8+ HCP, four cards in an unbid major, as SAYC's), the simple cue bid of
 * their suit (12+ HCP, forcing to game: the card's jump cue, a transfer to 3NT, is not played), and
 * opener's rebids (over the negative double: the promised major at the cheapest level with 12–14, a
 * jump with 15–17, game with 18+; no-trump by strength with their suit stopped; the cue bid with 18+;
 * "opener should not bid clubs on the next round" with the weak no-trump, so 2♣ is 15–17 with five).
 * Alerts follow the SAYC rules' ACBL verdicts (negative doubles, redoubles and cue bids of their suit
 * are not alerted; the artificial 1♦ is, as in the uncontested auction); the EBU keeps them.
 */
import { continued, type BidRule, type When } from '../engine.js';

/** Their one-level suit overcall of our 1♣ (`y` is ♦, ♥ or ♠). */
const OVER_1 = '1C 1y';
/** Their natural two-level suit overcall (2♦, 2♥, 2♠: SAYC's weak jump overcalls). */
const OVER_2 = '1C 2y';
/** `y` is ♦ or higher: their 2♣ over our 1♣ is Michaels (both majors), not diamonds, hearts or spades. */
const NATURAL: When = { above: [['y', 'C']] };
/** Every double of their overcall answered by the opener (their 2♣ doubled: `pl-1c-2c-opener-wait`). */
const NEGX = '1C 1y X P|1C 2y X P';
/** The double promised a major (`M`, not their suit): not over 1♥, where it denies spades. */
const PROMISED: When = { any: [{ above: [['y', 'H']] }, { above: [['H', 'y']] }] };
/** Opener's answer in the major the negative double promised, the doubler to call. */
const NEGX_MAJOR = '1C 1y X P ^M P|1C 2y X P ^M P';
/** Opener's no-trump (12–14, a stopper) or club rebid after the negative double, the doubler to call. */
const NEGX_NT = '1C 1y X P 1N P|1C 2y X P 2N P|1C 1y X P 2C P|1C 2y X P 3C P';
/** Responder's free two-level suit (7–11, five cards, not forcing), the opener to call (their next call any). */
const FREE = '1C 1y 2z _|1C 2y ^2z _';

/** Responder over their double of 1♣, and the calls after it. */
const OVER_DOUBLE: readonly BidRule[] = [
  // The card's 9–11 two-level suit: a six-card suit (the negative 1♦ would lose it).
  {
    name: 'pl-1c-x-two',
    auction: '1C X',
    call: '2z',
    when: { len: { z: 6 }, hcp: [9, 11], longest: ['z'] },
    explain: 'Natural: six+ {z}, 9–11 HCP',
  },
  {
    name: 'pl-1c-x-major',
    forcing: 'round',
    auction: '1C X',
    call: '1M',
    when: { len: { M: 4 }, hcp: 7 },
    explain: '4+ {M}, 7+ HCP, forcing',
  },
  {
    name: 'pl-1c-x-redouble',
    auction: '1C X',
    call: 'XX',
    when: { hcp: 10 },
    explain: '10+ HCP, no four-card major: the hand is ours',
  },
  {
    name: 'pl-1c-x-1nt',
    auction: '1C X',
    call: '1N',
    when: { hcp: [8, 9] },
    explain: '8–9 HCP, no four-card major',
  },
  // The card: "weak; tends to have club tolerance". The doubler's partner must still bid.
  {
    name: 'pl-1c-x-pass',
    auction: '1C X',
    call: 'P',
    when: { hcp: [0, 5], len: { C: 4 } },
    explain: 'Weak: 0–5 HCP with club tolerance',
  },
  {
    name: 'pl-1c-x-1d',
    alert: 'alert',
    auction: '1C X',
    call: '1D',
    explain: 'Negative: 0–7 HCP, no four-card major (artificial)',
  },
  // Opener over the six-card suit (9–11): game with a fit and a strong 1♣, else pass.
  {
    name: 'pl-1c-x-two-major-game',
    auction: '1C X 2M P',
    call: '4M',
    when: { len: { M: 2 }, hcp: 16 },
    explain: 'To play: a fit for the six-card {M} and 16+ HCP',
  },
  {
    name: 'pl-1c-x-two-3nt',
    auction: '1C X 2z P',
    call: '3N',
    when: { hcp: 17 },
    explain: 'To play: 17+ HCP opposite 9–11',
  },
  { name: 'pl-1c-x-two-pass', auction: '1C X 2z P', call: 'P', explain: 'Content: no game opposite 9–11' },
  // Opener after the redouble: with four clubs 1♣ redoubled is our contract (22+ HCP together);
  // otherwise the four-card major or no-trump.
  {
    name: 'pl-1c-xx-pass',
    auction: '1C X XX P',
    call: 'P',
    when: { len: { C: 4 } },
    explain: 'To play 1♣ redoubled: four+ clubs',
  },
  {
    name: 'pl-1c-xx-major',
    auction: '1C X XX P',
    call: '1M',
    when: { len: { M: 4 } },
    explain: 'Natural: four+ {M}, fewer than four clubs',
  },
  {
    name: 'pl-1c-xx-nt',
    auction: '1C X XX P',
    call: '1N',
    explain: 'Fewer than four clubs, no four-card major',
  },
  {
    name: 'pl-1c-redoubler-3nt',
    auction: '1C X XX P 1M P|1C X XX P 1N P',
    call: '3N',
    when: { hcp: 13 },
    explain: 'To play: 13+ HCP after the redouble',
  },
  // Their escape after the redouble: doubled for penalties (SAYC's `redouble-penalty-*` for 1♣).
  {
    name: 'pl-1c-xx-penalty-opener',
    auction: '1C X XX 1y|1C X XX 2y',
    call: 'X',
    when: { len: { y: 4 } },
    explain: 'Penalty double of their escape (after our redouble): four+ cards in {y}',
  },
  { name: 'pl-1c-xx-escape-pass', auction: '1C X XX 1y|1C X XX 2y', call: 'P', explain: 'Leaves it to the redoubler' },
  {
    name: 'pl-1c-xx-penalty-redoubler',
    auction: '1C X XX 1y P P|1C X XX 2y P P',
    call: 'X',
    when: { len: { y: 3 } },
    explain: 'Penalty double of their escape (after our redouble): length in {y}',
  },
];

/** Responder over their one-level overcall. */
const OVER_ONE_LEVEL: readonly BidRule[] = [
  // 1♣ (1♦): the double shows both majors; one major alone is bid (forcing).
  {
    name: 'pl-1c-1d-double',
    auction: '1C 1D',
    call: 'X',
    when: {
      len: { D: [0, 3] },
      any: [
        { len: { H: 4, S: 4 }, hcp: 7 },
        { len: { H: [3, 3], S: [3, 3], D: [0, 2] }, hcp: 10 },
      ],
    },
    explain: 'Negative double: four+ cards in each major and 7+ HCP, or three in each and 10+ HCP',
  },
  // 1♣ (1♠): four hearts; a five-card heart suit with 7–11 is bid at once (`pl-1c-over-two`).
  {
    name: 'pl-1c-1s-double',
    auction: '1C 1S',
    call: 'X',
    when: {
      len: { S: [0, 3] },
      any: [
        { len: { H: 4 }, hcp: 7, not: { len: { H: 5 }, hcp: [7, 11] } },
        { len: { H: [3, 3], S: [0, 2] }, hcp: 10 },
      ],
    },
    explain: 'Negative double: four+ hearts and 7+ HCP, or three hearts and 10+ HCP',
  },
  {
    name: 'pl-1c-over-major',
    forcing: 'round',
    auction: OVER_1,
    call: '1M',
    when: { len: { M: 4 }, hcp: 7 },
    explain: 'Natural: four+ {M}, 7+ HCP, forcing',
  },
  {
    name: 'pl-1c-over-two',
    auction: OVER_1,
    call: '^z',
    when: { len: { z: 5 }, hcp: [7, 11], above: [['y', 'z']], longest: ['z'] },
    explain: 'Natural: five+ {z}, 7–11 HCP, not forcing',
  },
  {
    name: 'pl-1c-over-1nt',
    auction: OVER_1,
    call: '1N',
    when: { hcp: [7, 10], stop: ['y'] },
    explain: '7–10 HCP, a stopper in {y}',
  },
  {
    name: 'pl-1c-over-2nt',
    auction: OVER_1,
    call: '2N',
    when: { hcp: [11, 12], stop: ['y'], semi: true },
    explain: 'Invitational: 11–12 HCP, a stopper in {y}',
  },
  {
    name: 'pl-1c-over-3nt',
    auction: OVER_1,
    call: '3N',
    when: { hcp: [13, 17], stop: ['y'], semi: true },
    explain: 'To play: 13+ HCP, a stopper in {y}',
  },
  {
    name: 'pl-1c-over-jump',
    forcing: 'game',
    auction: OVER_1,
    call: '^^z',
    when: { len: { z: 5 }, hcp: 12, above: [['y', 'z']], longest: ['z'] },
    explain: 'Natural: five+ {z}, 12+ HCP, forcing to game',
  },
  // 1♣ (1♥): WJ 2005's double denies four spades (1♠ would show them) and a heart stopper (1NT).
  {
    name: 'pl-1c-1h-double',
    auction: '1C 1H',
    call: 'X',
    when: { hcp: 7, len: { S: [0, 3], H: [0, 3] } },
    explain: 'Negative double: 7+ HCP, no four spades, no heart stopper',
  },
  // Mainstream (the card plays a jump cue as a transfer to 3NT instead): game values with no better call.
  {
    name: 'pl-1c-over-cue',
    forcing: 'game',
    auction: OVER_1,
    call: '^y',
    when: { hcp: 12 },
    explain: 'Cue bid: 12+ HCP, forcing to game',
  },
  { name: 'pl-1c-over-pass', auction: OVER_1, call: 'P', explain: 'Nothing to say: 0–6 HCP, or no suit or stopper' },
];

/** Responder over their 1NT, and the opener after it. */
const OVER_NOTRUMP: readonly BidRule[] = [
  {
    name: 'pl-1c-1nt-double',
    auction: '1C 1N',
    call: 'X',
    when: { hcp: 9 },
    explain: 'Penalty double: 9+ HCP',
  },
  {
    name: 'pl-1c-1nt-suit',
    auction: '1C 1N',
    call: '2z',
    when: { len: { z: 5 }, hcp: [0, 8], longest: ['z'] },
    explain: 'To play: five+ {z}',
  },
  { name: 'pl-1c-1nt-pass', auction: '1C 1N', call: 'P', explain: 'Nothing to say' },
  { name: 'pl-1c-1nt-doubled-pass', auction: '1C 1N X P', call: 'P', explain: "Passes partner's penalty double" },
  { name: 'pl-1c-1nt-suit-pass', auction: '1C 1N 2z P', call: 'P', explain: "Partner's suit is to play" },
  {
    name: 'pl-1c-1nt-reopen-double',
    auction: '1C 1N P P',
    call: 'X',
    when: { hcp: 18 },
    explain: 'Penalty double: the strong 1♣, 18+ HCP',
  },
];

/** Responder over their two-level overcall (their 2♣ and 2NT: two-suiters), and the opener after it. */
const OVER_TWO_LEVEL: readonly BidRule[] = [
  {
    name: 'pl-1c-two-free',
    auction: OVER_2,
    call: '^z',
    when: { ...NATURAL, len: { z: 5 }, hcp: [7, 11], above: [['z', 'y']], longest: ['z'] },
    explain: 'Natural: five+ {z}, 7–11 HCP, not forcing',
  },
  // Mainstream (the card is silent): the negative double, 8+ HCP and an unbid major.
  {
    name: 'pl-1c-two-double',
    auction: OVER_2,
    call: 'X',
    when: { ...NATURAL, unbidMajor: 4, hcp: 8, len: { y: [0, 3] } },
    explain: 'Negative double: four+ cards in an unbid major, 8+ HCP',
  },
  {
    name: 'pl-1c-two-2nt',
    auction: OVER_2,
    call: '2N',
    when: { ...NATURAL, hcp: [11, 12], stop: ['y'], semi: true },
    explain: 'Invitational: 11–12 HCP, a stopper in {y}',
  },
  {
    name: 'pl-1c-two-3nt',
    auction: OVER_2,
    call: '3N',
    when: { ...NATURAL, hcp: [13, 17], stop: ['y'], semi: true },
    explain: 'To play: 13+ HCP, a stopper in {y}',
  },
  {
    name: 'pl-1c-two-game-suit',
    forcing: 'game',
    auction: OVER_2,
    call: '^z',
    when: { ...NATURAL, len: { z: 5 }, hcp: 12, longest: ['z'], above: [['y', 'z']] },
    explain: 'Natural: five+ {z} at the three level, 12+ HCP, forcing to game',
  },
  {
    name: 'pl-1c-two-cue',
    forcing: 'game',
    auction: OVER_2,
    call: '^y',
    when: { ...NATURAL, hcp: 12 },
    explain: 'Cue bid: 12+ HCP, forcing to game',
  },
  // Their 2♣ (Michaels) or 2NT (unusual): the double says the hand is ours, as SAYC's `vs-2n-double`.
  {
    name: 'pl-1c-2c-double',
    auction: '1C 2C|1C 2N',
    call: 'X',
    when: { hcp: 10 },
    explain: 'Values: 10+ HCP, the hand is ours (penalty doubles of their suits follow)',
  },
  { name: 'pl-1c-two-pass', auction: `${OVER_2}|1C 2N`, call: 'P', explain: 'Nothing to say' },
  {
    name: 'pl-1c-2c-opener-penalty',
    auction: '1C 2C X 2y|1C 2C X 3y|1C 2N X 3y',
    call: 'X',
    when: { len: { y: 4 } },
    explain: 'Penalty double: four+ of their suit',
  },
  { name: 'pl-1c-2c-opener-wait', auction: '1C 2C X _|1C 2N X _', call: 'P', explain: 'Leaves the double to partner' },
  {
    name: 'pl-1c-2c-doubler-penalty',
    auction: '1C 2C X 2y P P|1C 2C X 3y P P|1C 2N X 3y P P',
    call: 'X',
    when: { len: { y: 3 } },
    explain: 'Penalty double: three+ of their suit',
  },
];

/**
 * The opener after the negative double: the promised major by strength, no-trump with their suit
 * stopped, five clubs with 15–17, the cue bid with any other 18+.
 */
const AFTER_NEGATIVE_DOUBLE: readonly BidRule[] = [
  {
    name: 'pl-1c-negx-penalty',
    auction: NEGX,
    call: 'P',
    when: { len: { y: 5 }, good: ['y'] },
    explain: 'Penalty pass: five+ good cards in {y}',
  },
  {
    name: 'pl-1c-negx-major-game',
    auction: NEGX,
    call: '4M',
    when: { all: [PROMISED], len: { M: 4 }, hcp: 18 },
    explain: 'To play: four {M}, 18+ HCP',
  },
  {
    name: 'pl-1c-negx-major-jump',
    auction: NEGX,
    call: '^^M',
    when: { all: [PROMISED], len: { M: 4 }, hcp: [15, 17] },
    explain: 'Four {M}, 15–17 HCP, invites game',
  },
  {
    name: 'pl-1c-negx-major',
    auction: NEGX,
    call: '^M',
    when: { all: [PROMISED], len: { M: 4 } },
    explain: 'Four {M}, 12–14 HCP',
  },
  {
    name: 'pl-1c-negx-3nt',
    auction: NEGX,
    call: '3N',
    when: { hcp: [21, 24], stop: ['y'], semi: true },
    explain: 'To play: 21–24 HCP, balanced, a stopper in {y}',
  },
  {
    name: 'pl-1c-negx-2nt',
    auction: NEGX,
    call: '^^N',
    when: { hcp: [18, 20], stop: ['y'], semi: true },
    explain: '18–20 HCP, balanced, a stopper in {y}',
  },
  {
    name: 'pl-1c-negx-cue',
    forcing: 'round',
    auction: NEGX,
    call: '^y',
    when: { hcp: 18 },
    explain: 'Cue bid: 18+ HCP, forcing',
  },
  {
    name: 'pl-1c-negx-clubs',
    auction: NEGX,
    call: '^C',
    when: { len: { C: 5 }, hcp: [15, 17] },
    explain: 'Natural: five+ clubs, 15–17 HCP',
  },
  {
    name: 'pl-1c-negx-nt',
    auction: NEGX,
    call: '^N',
    when: { stop: ['y'] },
    explain: '12–14 HCP, balanced, a stopper in {y}',
  },
  {
    name: 'pl-1c-negx-three-major',
    auction: NEGX,
    call: '^M',
    when: { all: [PROMISED], len: { M: 3 } },
    explain: 'Three {M}, 12–14 HCP, no stopper in their suit',
  },
  // A weak no-trump with neither: its longest suit other than theirs, cheapest (not a 2♣ of 15–17).
  {
    name: 'pl-1c-negx-other',
    auction: NEGX,
    call: '^z',
    when: { len: { z: 4 }, above: [['z', 'C']] },
    explain: 'Four+ {z}, 12–14 HCP, no stopper in their suit',
  },
  { name: 'pl-1c-negx-default', auction: NEGX, call: '^N', explain: '12–14 HCP, no better call' },
  // Their raise of their suit over the negative double: the opener still shows the promised major with
  // four, a level higher (the rule-gaps bench, `--four`: 1♣ (1♠) X (2♠) passed with four hearts), and
  // the doubler raises to game as over the uncontested answer (11 HCP went two down in 4♥: seed 7001,
  // board 104).
  {
    name: 'pl-1c-negx-raised-major',
    auction: '1C 1y X 2y|1C 2y X 3y',
    call: '^M',
    when: { all: [PROMISED], len: { M: 4 } },
    explain: 'Four {M}: competes over their raise',
  },
  {
    name: 'pl-1c-negx-raised-major-game',
    auction: '1C 1y X 2y ^M P|1C 2y X 3y ^M P',
    call: '4M',
    when: { len: { M: 4 }, any: [{ hcp: 12 }, { sup: ['M', 13, 40] }] },
    explain: 'To play: game with the fit',
  },
  // Their raise passed round to the doubler: a second double shows values, short in their suit.
  {
    name: 'pl-1c-negx-raised-double',
    auction: '1C 1y X 2y P P|1C 2y X 3y P P',
    call: 'X',
    when: { hcp: 10, len: { y: [0, 2] } },
    explain: 'Values: 10+ HCP, short in {y}',
  },
  // The doubler is short in their suit: with three of it the opener defends.
  {
    name: 'pl-1c-negx-raised-penalty',
    auction: '1C 1y X 2y P P X P|1C 2y X 3y P P X P',
    call: 'P',
    when: { len: { y: 3 }, top3: { y: [1, 3] } },
    explain: 'Penalty pass: three+ cards in {y} with an honour',
  },
  // The doubler after the opener's answer (SAYC's `neg-doubler-*` for 1♣'s ranges).
  {
    name: 'pl-1c-negx-raise-game',
    auction: NEGX_MAJOR,
    call: '4M',
    when: { len: { M: 4 }, any: [{ hcp: 12 }, { sup: ['M', 13, 40] }] },
    explain: 'To play: game with the fit',
  },
  {
    name: 'pl-1c-negx-raise-invite',
    auction: NEGX_MAJOR,
    call: '3M',
    when: { len: { M: 4 }, any: [{ hcp: [10, 11] }, { sup: ['M', 10, 12] }] },
    explain: 'Invites game with the fit',
  },
  {
    name: 'pl-1c-negx-jump-accept',
    auction: '1C 1y X P ^^M P|1C 2y X P ^^M P',
    call: '4M',
    when: { len: { M: 4 }, hcp: 9 },
    explain: 'Accepts the invitation: game with the fit',
  },
  // The opener's no-trump answer showed their suit stopped (`pl-1c-negx-nt`): game values need no
  // stopper of their own (the rule-gaps bench: 1♣ (1♥) X – 1NT passed with 14 HCP opposite).
  {
    name: 'pl-1c-negx-nt-game',
    auction: '1C 1y X P 1N P|1C 2y X P 2N P',
    call: '3N',
    when: { hcp: 12 },
    explain: "To play: game values, the opener's no-trump stops {y}",
  },
  {
    name: 'pl-1c-negx-3nt-game',
    auction: NEGX_NT,
    call: '3N',
    when: { hcp: 12, stop: ['y'] },
    explain: 'To play: game values, a stopper',
  },
  // The opener's four-card suit without a stopper (`pl-1c-negx-other`, or a major the double did not
  // promise it fits): with game values the doubler bids 3NT with their suit stopped, game in a minor with
  // four of it, else cues their suit (forcing to game) for the opener to go on describing (the rule-gaps
  // bench: 1♣ (1♥) X – 2♦ and – 1♠ passed with 13–15 HCP).
  {
    name: 'pl-1c-negx-suit-3nt',
    auction: '1C 1y X P ^z P|1C 2y X P ^z P',
    call: '3N',
    when: { hcp: 12, stop: ['y'] },
    explain: 'To play: game values, a stopper in {y}',
  },
  {
    name: 'pl-1c-negx-minor-game',
    auction: '1C 1y X P ^m P|1C 2y X P ^m P',
    call: '5m',
    when: { hcp: 12, len: { m: 4 } },
    explain: 'To play: game values, four+ {m}',
  },
  {
    name: 'pl-1c-negx-suit-cue',
    forcing: 'game',
    auction: '1C 1y X P ^z P|1C 2y X P ^z P',
    call: '^y',
    when: { hcp: 12 },
    explain: 'Cue bid: game values, no stopper in {y}, forcing to game',
  },
  {
    name: 'pl-1c-negx-2nt-game',
    auction: '1C 1y X P 2N P',
    call: '3N',
    when: { hcp: 6 },
    explain: 'To play: game opposite 18–20',
  },
];

/**
 * The opener over responder's free two-level suit (7–11, five cards, not forcing): game with a strong
 * 1♣ and a fit or their suit stopped, the raise with 15–17 and a fit, else pass.
 */
const AFTER_FREE_BID: readonly BidRule[] = [
  {
    name: 'pl-1c-free-major-game',
    auction: FREE,
    call: '4z',
    when: { len: { z: 3 }, hcp: 18, above: [['z', 'D']] },
    explain: 'To play: three+ {z}, 18+ HCP',
  },
  {
    name: 'pl-1c-free-3nt',
    auction: FREE,
    call: '3N',
    when: { hcp: 18, stop: ['y'] },
    explain: 'To play: 18+ HCP, a stopper in {y}',
  },
  {
    name: 'pl-1c-free-raise',
    auction: FREE,
    call: '^z',
    when: { hcp: [15, 17], any: [{ len: { z: 3 }, above: [['z', 'D']] }, { len: { z: 4 } }] },
    explain: 'Raise: support, 15–17 HCP, invites game',
  },
  {
    name: 'pl-1c-free-own-game',
    auction: FREE,
    call: '4M',
    when: { len: { M: 6 }, hcp: 16, longest: ['M'] },
    explain: 'To play: six+ {M}, 16+ HCP',
  },
  {
    name: 'pl-1c-free-own-suit',
    forcing: 'round',
    auction: FREE,
    call: '^w',
    when: { len: { w: 6 }, hcp: 16, longest: ['w'] },
    explain: 'Natural: six+ {w}, 16+ HCP, forcing',
  },
  {
    name: 'pl-1c-free-cue',
    forcing: 'round',
    auction: FREE,
    call: '^y',
    when: { hcp: 18 },
    explain: 'Cue bid: 18+ HCP, no stopper in {y}, forcing',
  },
  { name: 'pl-1c-free-pass', auction: FREE, call: 'P', explain: 'Content: no game opposite 7–11' },
  // Responder's forcing one-level major raised by them: the opener raises with four of it, even a light
  // third-seat opening (the rule-gaps bench, `--four`: 1♣ (1♥) 1♠ (2♥) passed with ♠AKT9 and 11 HCP);
  // stronger hands bid as if they had passed.
  {
    name: 'pl-1c-over-major-raise',
    auction: '1C 1y 1M 2y',
    call: '2M',
    when: { len: { M: 4 }, hcp: [0, 14] },
    explain: 'Four {M}, 12–14 HCP: competes over their raise',
  },
  {
    name: 'pl-1c-free-raised-game',
    auction: '1C 1y 2M P 3M P|1C 2y 2M P 3M P',
    call: '4M',
    when: { hcp: 9 },
    explain: 'Accepts the invitation: 9–11 HCP',
  },
];

/**
 * After responder's cue bid of their overcall (12+, forcing to game; `pl-1c-over-cue`, `pl-1c-two-cue`).
 * The cue denies what responder would have bid instead: a four-card major (the double or 1M), a five-card
 * suit (the jump) and, with a balanced 13–17, a stopper (3NT). The card is silent; mainstream: the
 * opener shows a stopper by no-trump, else a four-card major, else a minor; responder then bids 3NT
 * with their suit stopped between the hands, game in the opener's major with three, in its minor with
 * four, and the forced calls go on below game otherwise.
 */
const CUE = '1C 1y ^y P|1C 2y ^y P';
const CUE_REBID = '1C 1y ^y P _ P|1C 2y ^y P _ P';
const AFTER_CUE: readonly BidRule[] = [
  {
    name: 'pl-1c-cue-nt',
    auction: CUE,
    call: '^N',
    when: { above: [['y', 'C']], stop: ['y'] },
    explain: 'A stopper in {y}',
  },
  {
    name: 'pl-1c-cue-major',
    auction: CUE,
    call: '^M',
    when: { above: [['y', 'C']], len: { M: 4 } },
    explain: 'Four {M}, no stopper in {y}',
  },
  {
    name: 'pl-1c-cue-minor',
    auction: CUE,
    call: '^m',
    when: { above: [['y', 'C']], len: { m: 4 }, longest: ['m'] },
    explain: 'Four+ {m}, no stopper in {y}',
  },
  {
    name: 'pl-1c-cue-nt-game',
    auction: '1C 1y ^y P 2N P',
    call: '3N',
    explain: "To play: the opener's 2NT stops {y}",
  },
  {
    name: 'pl-1c-cue-stopper-3nt',
    auction: CUE_REBID,
    call: '3N',
    when: { stop: ['y'] },
    explain: 'To play: a stopper in {y}',
  },
  {
    name: 'pl-1c-cue-major-game',
    auction: '1C 1y ^y P ^M P|1C 2y ^y P ^M P',
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three+ {M}',
  },
  {
    name: 'pl-1c-cue-minor-game',
    auction: '1C 1y ^y P ^m P|1C 2y ^y P ^m P',
    call: '5m',
    when: { len: { m: 4 } },
    explain: 'To play: four+ {m}',
  },
];

/**
 * The opener's double after their overcall passed round, or raised (responder having passed: the
 * strong 1♣ must still show itself; the rule-gaps bench, `--four`: 1♣ (1♥) P (2♥) passed with 20
 * HCP, 1♣ (1♦) P (3♦) with 19), and responder's answer to it.
 */
const REOPENED = '1C 1y P P X P|1C 2y P P X P|1C 1y P 2y X P|1C 2y P 3y X P|1C 1y P 3y X P';
/** Their overcall passed round to the opener; partner's reopening double answered. */
const REOPENING: readonly BidRule[] = [
  {
    name: 'pl-1c-raised-double',
    auction: '1C 1y P 2y|1C 2y P 3y|1C 1y P 3y',
    call: 'X',
    when: { hcp: 18 },
    explain: 'Double: the strong 1♣, 18+ HCP',
  },
  // Responder's pass may hide 7–11 HCP with no stopper and no suit to bid (`pl-1c-over-pass`): the
  // opener reopens with the strong 1♣ or shortness in their suit (SAYC's `reopen-*` for a 1♣ of any shape).
  {
    name: 'pl-1c-reopen-1nt',
    auction: '1C 1y P P',
    call: '1N',
    when: { hcp: [18, 20], semi: true, stop: ['y'] },
    explain: '18–20 HCP, balanced, a stopper in {y}',
  },
  {
    name: 'pl-1c-reopen-double',
    auction: '1C 1y P P|1C 2y P P',
    call: 'X',
    when: { any: [{ hcp: 18 }, { hcp: 12, len: { y: [0, 2] } }] },
    explain: 'Reopening double: short in {y}, or the strong 1♣ (18+ HCP)',
  },
  { name: 'pl-1c-reopen-pass', auction: '1C 1y P P|1C 2y P P', call: 'P', explain: 'Nothing more to say' },
  {
    name: 'pl-1c-reopened-penalty',
    auction: REOPENED,
    call: 'P',
    when: { len: { y: 4 }, any: [{ good: ['y'] }, { len: { y: 5 } }] },
    explain: 'Penalty pass: length and strength in {y}',
  },
  {
    name: 'pl-1c-reopened-3nt',
    auction: REOPENED,
    call: '3N',
    when: { hcp: [10, 12], stop: ['y'] },
    explain: 'To play: 10–12 HCP, a stopper in {y}',
  },
  {
    name: 'pl-1c-reopened-major',
    auction: REOPENED,
    call: '^M',
    when: { len: { M: 4 } },
    explain: 'Four+ {M}',
  },
  {
    name: 'pl-1c-reopened-nt',
    auction: REOPENED,
    call: '^N',
    when: { stop: ['y'] },
    explain: 'A stopper in {y}, no four-card major',
  },
  { name: 'pl-1c-reopened-suit', auction: REOPENED, call: '^z', explain: 'Our longest suit' },
  {
    name: 'pl-1c-reopen-game',
    auction: continued(REOPENED, '_ P'),
    call: '3N',
    when: { hcp: 21, stop: ['y'] },
    explain: 'To play: 21+ HCP, a stopper in {y}',
  },
  {
    name: 'pl-1c-reopen-1nt-3nt',
    auction: '1C 1y P P 1N P',
    call: '3N',
    when: { hcp: 6 },
    explain: 'To play: game opposite 18–20',
  },
];

/**
 * Their three- or four-level preempt over our 1♣ (`y` any suit: 1♣ does not promise clubs, so their
 * 3♣ is natural). WJ 2005's card stops at the two level; the mainstream answers are taken and said so:
 * responder's 3NT with a stopper, a natural three-level suit (forcing), game in a six-card major, the
 * negative (takeout) double with values and shortness in their suit, a pass with length in it (the
 * opener reopens with a double when short or strong, and a trap pass converts it); the opener answers the
 * double by a stopper, a four-card major or a suit, and reopens with 3NT or a double with 18+.
 */
const PRE = '1C 3y|1C 4y';
const PRE_X = '1C 3y X P|1C 4y X P';
const PRE_REOPENED = '1C 3y P P X P|1C 4y P P X P';
const OVER_PREEMPT: readonly BidRule[] = [
  {
    name: 'pl-1c-pre-major-game',
    auction: PRE,
    call: '4M',
    when: { len: { M: 6 }, hcp: 10, longest: ['M'] },
    explain: 'To play: six+ {M}, 10+ HCP',
  },
  {
    name: 'pl-1c-pre-suit',
    forcing: 'round',
    auction: '1C 3y',
    call: '3M',
    when: { len: { M: 5 }, hcp: 10 },
    explain: 'Natural: five+ {M}, 10+ HCP, forcing',
  },
  {
    name: 'pl-1c-pre-3nt',
    auction: '1C 3y',
    call: '3N',
    when: { hcp: [10, 17], stop: ['y'] },
    explain: 'To play: 10+ HCP, a stopper in {y}',
  },
  {
    name: 'pl-1c-pre-double',
    auction: PRE,
    call: 'X',
    when: {
      any: [
        { hcp: 9, len: { y: [0, 2] } },
        { hcp: 12, len: { y: [0, 3] } },
      ],
    },
    explain: 'Negative double: 9+ HCP, short in {y}',
  },
  { name: 'pl-1c-pre-pass', auction: PRE, call: 'P', explain: 'Nothing to say, or length in {y}' },
  // The opener after the negative double.
  {
    name: 'pl-1c-prex-penalty',
    auction: PRE_X,
    call: 'P',
    when: { len: { y: 4 }, any: [{ good: ['y'] }, { len: { y: 5 } }] },
    explain: 'Penalty pass: four+ good cards in {y}',
  },
  {
    name: 'pl-1c-prex-major-game',
    auction: PRE_X,
    call: '4M',
    when: { len: { M: 4 }, hcp: 16 },
    explain: 'To play: four {M}, 16+ HCP',
  },
  {
    name: 'pl-1c-prex-major',
    auction: PRE_X,
    call: '^M',
    when: { len: { M: 4 } },
    explain: 'Four {M}',
  },
  {
    name: 'pl-1c-prex-3nt',
    auction: PRE_X,
    call: '3N',
    when: { stop: ['y'] },
    explain: 'To play: a stopper in {y}',
  },
  // A minimum with three of their major and nothing to say at the three level: the double is converted.
  {
    name: 'pl-1c-prex-convert',
    auction: '1C 3y X P',
    call: 'P',
    when: { len: { y: 3 }, hcp: [12, 14], above: [['y', 'D']] },
    explain: 'Penalty pass: three cards in {y}, 12–14 HCP, no four-card major',
  },
  {
    name: 'pl-1c-prex-suit',
    auction: '1C 3y X P',
    call: '^z',
    when: { len: { z: 4 } },
    explain: 'Our longest suit: four+ {z}, no stopper in {y}',
  },
  { name: 'pl-1c-prex-defend', auction: '1C 4y X P', call: 'P', explain: 'Defends: the double shows values' },
  // The doubler over the opener's three-level answer.
  {
    name: 'pl-1c-prex-raise',
    auction: '1C 3y X P 3M P',
    call: '4M',
    when: { len: { M: 4 }, hcp: 11 },
    explain: 'To play: four {M}, 11+ HCP',
  },
  {
    name: 'pl-1c-prex-game',
    auction: '1C 3y X P 3z P',
    call: '3N',
    when: { hcp: 12, stop: ['y'] },
    explain: 'To play: 12+ HCP, a stopper in {y}',
  },
  // The opener over responder's forcing three-level suit: a major raised with three, 3NT with a stopper.
  {
    name: 'pl-1c-pre-suit-raise',
    auction: '1C 3y 3M P',
    call: '4M',
    when: { len: { M: 3 } },
    explain: 'To play: three+ {M}',
  },
  {
    name: 'pl-1c-pre-suit-3nt',
    auction: '1C 3y 3z P',
    call: '3N',
    when: { stop: ['y'] },
    explain: 'To play: a stopper in {y}',
  },
  // Mainstream again: without three of the major or a stopper the opener raises a doubleton honour
  // (ace, king or queen), shows four spades over 3♥, else a four-card minor; responder places the game:
  // 4♠ with four, game in the minor with four of it, else its own five-card major.
  {
    name: 'pl-1c-pre-suit-honour',
    auction: '1C 3y 3M P',
    call: '4M',
    when: { len: { M: 2 }, top3: { M: [1, 3] } },
    explain: 'To play: a doubleton honour in {M}',
  },
  {
    name: 'pl-1c-pre-suit-spades',
    auction: '1C 3y 3H P',
    call: '3S',
    when: { len: { S: 4 } },
    explain: 'Four spades, no fit for hearts, no stopper in {y}',
  },
  {
    name: 'pl-1c-pre-suit-minor',
    auction: '1C 3y 3M P',
    call: '4m',
    when: { len: { m: 4 }, longest: ['m'] },
    explain: 'Four+ {m}, no fit for {M}, no stopper in {y}',
  },
  {
    name: 'pl-1c-pre-suit-spades-raise',
    auction: '1C 3y 3H P 3S P',
    call: '4S',
    when: { len: { S: 4 } },
    explain: 'To play: four spades',
  },
  {
    name: 'pl-1c-pre-suit-spades-3nt',
    auction: '1C 3y 3H P 3S P',
    call: '3N',
    when: { stop: ['y'] },
    explain: 'To play: a stopper in {y}',
  },
  {
    name: 'pl-1c-pre-suit-minor-game',
    auction: '1C 3y 3M P 4m P',
    call: '5m',
    when: { len: { m: 4 } },
    explain: 'To play: four+ {m}',
  },
  {
    name: 'pl-1c-pre-suit-own-game',
    auction: '1C 3y 3M P 4m P|1C 3y 3M P 3S P',
    call: '4M',
    explain: 'To play: the five-card {M}',
  },
  // Their preempt passed round to the opener: 3NT or a double with the strong 1♣ (or shortness).
  {
    name: 'pl-1c-pre-reopen-3nt',
    auction: '1C 3y P P',
    call: '3N',
    when: { hcp: 18, semi: true, stop: ['y'] },
    explain: 'To play: 18+ HCP, balanced, a stopper in {y}',
  },
  {
    name: 'pl-1c-pre-reopen-double',
    auction: '1C 3y P P|1C 4y P P',
    call: 'X',
    when: { any: [{ hcp: 18 }, { hcp: 14, len: { y: [0, 1] } }] },
    explain: 'Reopening double: 18+ HCP, or 14+ and short in {y}',
  },
  { name: 'pl-1c-pre-reopen-pass', auction: '1C 3y P P|1C 4y P P', call: 'P', explain: 'Nothing more to say' },
  // Responder after the reopening double: passes with length in their suit, else bids.
  {
    name: 'pl-1c-pre-reopened-penalty',
    auction: PRE_REOPENED,
    call: 'P',
    when: { len: { y: 4 } },
    explain: 'Penalty pass: four+ cards in {y}',
  },
  {
    name: 'pl-1c-pre-reopened-3nt',
    auction: '1C 3y P P X P',
    call: '3N',
    when: { hcp: 6, stop: ['y'] },
    explain: 'To play: 6+ HCP, a stopper in {y}',
  },
  {
    name: 'pl-1c-pre-reopened-major-game',
    auction: PRE_REOPENED,
    call: '4M',
    when: {
      any: [
        { len: { M: 4 }, hcp: 7 },
        { len: { M: 5 }, hcp: 4 },
      ],
    },
    explain: 'To play: four+ {M} and 7+ HCP, or five+ {M}',
  },
  {
    name: 'pl-1c-pre-reopened-major',
    auction: PRE_REOPENED,
    call: '^M',
    when: { len: { M: 4 } },
    explain: 'Four+ {M}',
  },
  {
    name: 'pl-1c-pre-reopened-suit',
    auction: '1C 3y P P X P',
    call: '^z',
    when: { longest: ['z'] },
    explain: 'Our longest suit',
  },
  {
    name: 'pl-1c-pre-reopened-long',
    auction: '1C 4y P P X P',
    call: '^z',
    when: { len: { z: 5 }, longest: ['z'] },
    explain: 'Natural: five+ {z}',
  },
  { name: 'pl-1c-pre-reopened-defend', auction: '1C 4y P P X P', call: 'P', explain: 'Defends: no long suit' },
];

/** Polish Club's 1♣ contested at once, tried before SAYC's rules for the shared auctions. */
export const POLISH_CONTESTED: readonly BidRule[] = [
  ...OVER_DOUBLE,
  ...OVER_ONE_LEVEL,
  ...OVER_NOTRUMP,
  ...OVER_TWO_LEVEL,
  ...AFTER_NEGATIVE_DOUBLE,
  ...AFTER_FREE_BID,
  ...AFTER_CUE,
  ...REOPENING,
  ...OVER_PREEMPT,
];
