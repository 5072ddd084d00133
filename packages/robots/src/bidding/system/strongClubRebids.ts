/**
 * The strong 2♣ opener's third call after the waiting 2♦ and its own suit, and responder's answer
 * to it (standard practice; the SAYC booklet gives the 2♣ opening and the answers only): with 22+
 * HCP facing any answer but a pass, game.
 *
 * ```ts
 * // 2♣ – Pass – 2♦ – Pass – 2♠ – Pass – 2NT (nothing to add) – Pass – ? with ♠AKQ65 ♥KQ74 ♦AJ ♣A2:
 * // 3♥ (a four-card second suit, forcing); with ♠AKQJ54 ♥Q7 ♦AJ3 ♣A2: 4♠
 * ```
 * Before, no rule covered the opener's third call and it passed 2♣–2♦–2♠–2NT with 22 HCP and a
 * 6–4 shape (bidding 2,000 deals of seed 25), and 2♣–2♦–3♦–4♦. After responder's second negative
 * (`2c-second-negative`, 2NT): game in a six-card major, a new four-card suit (forcing), else 3NT;
 * responder then raises a second major with four cards, returns to a major with three, else 3NT.
 * After responder's good five-card suit (`2c-second-suit`): a raise of a major with three, a six-card
 * suit rebid cheaply (responder raises a major with two and 5+ HCP), 3NT. Over responder's raise of a major to three (`2c-raise`, 8+ HCP: with less it
 * bids game): 4NT with 25+ HCP (33 between the hands), else game; over a minor raised to four: five.
 */
import { continued, type BidRule } from '../engine.js';

const NEGATIVE = '2C P 2D P 2x P 2N P';
// Also after a three-level rebid in a minor (2♣–2♦–3♣–3♥ was passed with 22 HCP, seed 27 of the challenge bench).
const SECOND = '2C P 2D P 2x P 2y P|2C P 2D P 2x P 3y P|2C P 2D P 3x P 3y P';

/** The 2♣ opener's third call and responder's answer to its second suit. */
export const STRONG_CLUB_REBIDS: readonly BidRule[] = [
  // Opener's jump rebid in a major (`2c-rebid-jump`, 2♣–2♦–3♥/3♠: a solid suit of seven or more) sets the
  // trumps. Responder raises to game whatever it holds, and the opener, who knows the trumps are solid,
  // asks for aces (Blackwood, index.ts; its answers place the slam) as over the weak raise of a major
  // (`2c-weak-raise-ask`, shapeSlam.test.ts): two losers or fewer and two aces, so that a five-level
  // sign-off opposite no ace still makes; not with a void, where the answer would not say which ace.
  // Before, no rule answered the jump: responder's forced 4♥ was passed by ♠A ♥AKQ9852 ♦AQJ8 ♣6
  // opposite ♠KJ853 ♥J3 ♦75 ♣KQJ7, thirteen tricks double-dummy (bidding challenge, seed 35).
  {
    name: '2c-solid-raise',
    auction: '2C P 2D P 3M P',
    call: '4M',
    explain: 'Agrees {M}: the opener, who set the suit, judges the slam',
  },
  {
    name: '2c-solid-ask',
    forcing: 'round',
    auction: '2C P 2D P 3M P 4M P',
    call: '4N',
    when: { ltc: [0, 2], aces: [2, 3, 4], shortest: 1 },
    explain: 'Asks for aces: {M} set by a solid suit, two losers or fewer',
  },
  {
    name: '2c-solid-game',
    auction: '2C P 2D P 3M P 4M P',
    call: 'P',
    explain: 'To play: game, three losers or more, or a void',
  },
  {
    name: '2c-third-game',
    auction: NEGATIVE,
    call: '4x',
    when: { len: { x: 6 }, above: [['x', 'D']] },
    explain: 'To play: game in six+ {x}',
  },
  {
    name: '2c-third-suit',
    forcing: 'round',
    auction: NEGATIVE,
    call: '^y',
    when: { len: { y: 4 } },
    explain: 'Natural: four+ {y}, forcing',
  },
  { name: '2c-third-3n', auction: NEGATIVE, call: '3N', explain: 'To play: 3NT, no second suit' },
  // Responder after the opener's second suit: four of a major second suit with four cards, four of
  // the first major with three, else 3NT.
  {
    name: '2c-third-raise',
    auction: `${NEGATIVE} 3y P`,
    call: '4y',
    when: { len: { y: 4 }, above: [['y', 'D']] },
    explain: 'To play: four+ {y}',
  },
  {
    name: '2c-third-preference',
    auction: `${NEGATIVE} 3y P`,
    call: '4x',
    when: { len: { x: 3 }, above: [['x', 'D']] },
    explain: 'To play: three {x}',
  },
  { name: '2c-third-answer-3n', auction: `${NEGATIVE} 3y P`, call: '3N', explain: 'To play: 3NT, no fit' },
  // The opener after responder's good five-card suit.
  {
    name: '2c-second-raise',
    auction: SECOND,
    call: '4y',
    when: { len: { y: 3 }, above: [['y', 'D']] },
    explain: 'To play: three-card support for {y}',
  },
  // Six cards of its own suit: rebid it cheaply (the saycbridge suite, strong two club #14: 3♠ over
  // 2♣–2♦–2♠–3♣; #15 passes it with nothing, so it is not forcing); responder raises a major with two
  // cards and 5+ HCP.
  {
    name: '2c-second-own',
    auction: SECOND,
    call: '^x',
    when: { len: { x: 6 } },
    explain: 'Six+ {x}',
  },
  { name: '2c-second-3n', auction: SECOND, call: '3N', explain: 'To play: 3NT' },
  {
    name: '2c-second-own-raise',
    auction: continued(SECOND, '3x P'),
    call: '4x',
    when: { len: { x: 2 }, hcp: 5, above: [['x', 'D']] },
    explain: 'To play: game in {x}, two cards facing six',
  },
  // A singleton too: responder's good five-card suit showed 5+ HCP, the opener's 22+ and six cards make
  // game (the SAYC booklet: the opener's suit rebid is forcing to three of a major; with responder's
  // values shown the side is in game). Before, 2♣–2♦–2♥–3♣–3♥ was passed with ♠Q9864 ♥3 ♦4 ♣QJT752
  // facing ♠AK52 ♥AKQT76 ♦3 ♣AK.
  {
    name: '2c-second-own-singleton',
    auction: continued(SECOND, '3x P'),
    call: '4x',
    when: { len: { x: 1 }, hcp: 5, above: [['x', 'D']] },
    explain: 'To play: game in {x}, a singleton facing six+ and 22+ HCP',
  },
  // After the positive 2NT, the opener's suit and 3NT: a five-card major as well, game there (responder
  // with fewer than three passes on; 2♣–2NT–3♦–3NT missed 4♠ with ♠KQ874 ♦AQ7654, seed 27).
  {
    name: '2c-pos-second-major',
    auction: '2C P 2N P 3x P 3N P',
    call: '4M',
    when: { len: { M: 5 }, hcp: [0, 24] },
    explain: 'A second suit: five+ {M}, to play opposite three',
  },
  // Responder's raise of the opener's major to three: slam interest (8+ HCP).
  {
    name: '2c-raised-ask',
    forcing: 'round',
    auction: '2C P 2D P 2M P 3M P',
    call: '4N',
    when: { hcp: 25, shortest: 1, aces: [1, 2, 3, 4] },
    explain: 'Asks for aces (key cards under Roman Key Card Blackwood): {M} agreed, 25+ HCP',
  },
  // Responder's jump to game in the opener's major (`2c-raise-weak`: three trumps, 0–7 HCP) ended the
  // auction even with three losers in the opener's hand: 2♣–2♦–2♥–4♥–Pass with ♠AK97 ♥AKJ865 ♦AKQ
  // facing three small trumps, 13 tricks (seed 29 of the challenge bench). With three losers or
  // fewer, three aces and the ace and king of trumps, ask for aces: only an ace can be missing. With
  // two aces or a trump honour missing, two of the five sure losers went down at the five and six
  // level (seed 31: ♥AQT862 and six hearts failing, ♥AQJ74 with two aces five failing). slam.ts's
  // `2c-weak-raise-ask` asks first with two losers; this one adds three losers with three aces. Weighed
  // in session 21: without it the slam check (seed 25, 2000 deals) bids 34 slams and makes 29 instead
  // of 36 and 31, while on challenge seed 32 it bids a 6♠ one down (♠AKQT94 ♥9 ♦AKT3 ♣A2).
  {
    name: '2c-weak-raised-ask',
    forcing: 'round',
    auction: '2C P 2D P 2M P 4M P',
    call: '4N',
    when: { ltc: [0, 3], aces: [3, 4], holds: { M: 'AK' } },
    explain: 'Asks for aces (key cards under Roman Key Card Blackwood): {M} agreed, three losers at most',
  },
  {
    name: '2c-raised-game',
    auction: '2C P 2D P 2M P 3M P',
    call: '4M',
    explain: 'To play: game in {M}, no slam facing a minimum raise',
  },
  // After the positive 2NT (8+ balanced), the opener's suit and responder's 3NT: 6NT with 25+ (33;
  // before, passed with 25 HCP, slam count seed 26).
  {
    name: '2c-pos-suit-6n',
    auction: '2C P 2N P 3x P 3N P',
    call: '6N',
    when: { hcp: 25 },
    explain: 'To play: 25+ HCP facing the positive 2NT',
  },
  // 22–24 HCP, or a solid six-card suit with 20+: a quantitative 4NT (33 with responder's 10+; before,
  // 2♣–2NT–3♣–3NT was passed with ♠KJ ♥3 ♦AKT3 ♣AKQ653 facing 18 HCP, 38 between the hands).
  {
    name: '2c-pos-suit-4n',
    auction: '2C P 2N P 3x P 3N P',
    call: '4N',
    when: { any: [{ hcp: 22 }, { hcp: 20, len: { x: 6 }, top3: { x: 3 } }] },
    explain: 'Quantitative: 22–24 HCP or a solid suit, invites 6NT',
  },
  {
    name: '2c-pos-suit-4n-accept',
    auction: '2C P 2N P 3x P 3N P 4N P',
    call: '6N',
    when: { hcp: 10 },
    explain: 'Accepts the slam invitation: 10+ HCP',
  },
  {
    name: '2c-pos-suit-4n-decline',
    auction: '2C P 2N P 3x P 3N P 4N P',
    call: 'P',
    explain: 'Declines the slam invitation: 8–9 HCP',
  },
  // Responder after the opener's minor at the three level (forcing to game): no rule answered it and the
  // fallbacks bid a long suit below game that the opener passed (2♣–2♦–3♦–4♣–Pass with 7NT cold, seed
  // 29). Four-card support first (the raised-minor rules follow), then a five-card major (natural,
  // forcing; the opener's answers are SECOND's), else 3NT (with three small of the minor a raise
  // reached 6♣ down, seed 31).
  {
    name: '2c-minor-support',
    auction: '2C P 2D P 3m P',
    call: '4m',
    when: { len: { m: 4 } },
    explain: 'Support for {m}: four+ cards',
  },
  {
    name: '2c-minor-major',
    forcing: 'round',
    auction: '2C P 2D P 3m P',
    call: '^M',
    when: { len: { M: 5 }, hcp: 4 },
    explain: 'Natural: five+ {M}, forcing',
  },
  { name: '2c-minor-3n', auction: '2C P 2D P 3m P', call: '3N', explain: 'To play: 3NT, no fit and no major' },
  // The opener's six-card minor rebid over the major (`2c-second-own`, four of it past 3NT): game in it
  // with two cards (4♣ was passed with 11 tricks, seed 31).
  {
    name: '2c-minor-own-game',
    auction: '2C P 2D P 3m P 3M P 4m P',
    call: '5m',
    when: { len: { m: 2 } },
    explain: 'To play: game in {m}, two cards facing six',
  },
  // Shorter in the minor: game still (the opener's 22+ facing the five-card major's 4+). Four of the major
  // with six of it and a void in the minor, else five of the minor (before, 2♣–2♦–3♦–3♠–4♦ was passed
  // with ♠K98732 ♥J32 ♦5 ♣J75 facing 23 HCP).
  {
    name: '2c-minor-own-major',
    auction: '2C P 2D P 3m P 3M P 4m P',
    call: '4M',
    when: { len: { M: 6, m: [0, 0] } },
    explain: 'To play: six+ {M}',
  },
  {
    name: '2c-minor-own-short',
    auction: '2C P 2D P 3m P 3M P 4m P',
    call: '5m',
    when: { len: { m: [0, 1] } },
    explain: 'To play: game in {m}, facing six+ and 22+ HCP',
  },
  // Responder's raise of the opener's minor to four: ask for aces (Blackwood by aces under either
  // agreement over a minor; the answers and the placement in the minor are the Blackwood rules'), else
  // game there (3NT has been passed). Before, 2♣–2♦–3♦–4♦–5♦ stopped with 23 HCP and four aces.
  {
    name: '2c-minor-raised-ask',
    forcing: 'round',
    auction: '2C P 2D P 3x P 4x P',
    call: '4N',
    when: { above: [['H', 'x']], hcp: 23, shortest: 1, aces: [2, 3, 4] },
    explain: 'Asks for aces: {x} agreed, 23+ HCP facing a raise',
  },
  {
    name: '2c-minor-raised-game',
    auction: '2C P 2D P 3x P 4x P',
    call: '5x',
    when: { above: [['H', 'x']] },
    explain: 'To play: game in {x}',
  },
];
