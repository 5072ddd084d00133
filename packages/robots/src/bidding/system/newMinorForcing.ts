/**
 * New Minor Forcing (SAYC booklet, "Responder's rebid"): "After a 1NT rebid by opener, a 2♣ or 2♦
 * bid by responder in the unbid minor is artificial and forcing (New Minor Forcing), asking opener
 * to show three-card support for responder's major or four cards in the other major."
 *
 * ```ts
 * // 1♦ – Pass – 1♠ – Pass – 1NT – Pass – ? with ♠AQ954 ♥K82 ♦Q3 ♣J74 (12 HCP, five spades):
 * // 2♣ (`nmf-ask`, alerted, forcing one round); opener answers 2♠ with three spades and a minimum,
 * // 3♠ with a maximum, 2♥ with four hearts (after 1♠ only: after 1♥ the 1NT rebid denies four
 * // spades), else 2♦ (five diamonds, minimum), 2NT (minimum) or 3NT (maximum).
 * ```
 * Responder has 11–18 HCP (invitational or better, below the quantitative 4NT) and exactly five
 * cards in its major (a six-card major invites or bids game directly), or four hearts beside its
 * spades; a game-going hand with five cards of the new minor jumps in it instead (natural). The
 * continuations are standard practice: game in the major with a fit and game values (13+ HCP
 * facing a minimum, any facing a maximum), pass of the minimum fit with invitational values, 3NT
 * without a fit, 2NT or 3♥ inviting. The weak five-five in the other minor no longer bids it
 * (`resp-1n-second-suit` in `rebids.ts`): the bid is taken by the convention.
 */
import type { BidRule, When } from '../engine.js';

/** Opener's 1NT rebid over responder's one-level major. */
const START = '1m P 1M P 1N P';
/** The same with responder's New Minor Forcing bid and a pass. */
const NMF = `${START} 2om P`;
/** Opener's 1♦ with a five-card suit rebids it over 2♣. */
const OWN_MINOR = '1D P 1M P 1N P 2C P 2D P';
/** Opener's four hearts over 1♠. */
const HEARTS = '1m P 1S P 1N P 2om P 2H P';

/**
 * Responder's strength for the convention. Game-forcing hands with a second suit bid it naturally:
 * five cards of the new minor (a jump), four spades beside five hearts (`resp-1n-new-suit-gf`) or
 * four hearts beside five spades (`resp-1n-jump-lower-suit`).
 */
const ASKS: When = {
  hcp: [11, 18],
  not: {
    any: [
      { hcp: 13, len: { om: 5 } },
      { hcp: 13, len: { oM: 4 } },
    ],
  },
};
/** The same after 1♠ with four hearts (the five-card spades are `nmf-ask`'s, whose `oM` is hearts). */
const ASKS_HEARTS: When = {
  hcp: [11, 18],
  len: { H: 4 },
  not: {
    any: [
      { hcp: 13, len: { om: 5 } },
      { hcp: 13, len: { S: 5 } },
    ],
  },
};
/**
 * Opener's maximum: 14, or a 13 that is not 4-3-3-3 (judged HCP 13+), as for the 2NT invitation
 * (`opener-2n-accept`): 24–25 between the hands facing responder's 11–12.
 */
const MAXIMUM: When = { hcp: 13, adj: 13 };
/** Responder's game facing a minimum: 13+ HCP, or 12 with a singleton or a void (a ruffing value with the fit). */
const GAME_FACING_MINIMUM: When = { any: [{ hcp: 13 }, { hcp: 12, shortest: [0, 1] }] };

/** New Minor Forcing: the ask, opener's answers, and both hands' continuations (tried before `REBIDS`). */
export const NEW_MINOR_FORCING: readonly BidRule[] = [
  // Responder's ask.
  {
    name: 'nmf-ask',
    auction: START,
    call: '2om',
    forcing: 'round',
    alert: 'alert',
    when: { ...ASKS, len: { M: [5, 5] } },
    explain: 'New Minor Forcing (artificial): 11+ HCP, five {M}, asks about the majors',
  },
  {
    name: 'nmf-ask-hearts',
    auction: '1m P 1S P 1N P',
    call: '2om',
    forcing: 'round',
    alert: 'alert',
    when: ASKS_HEARTS,
    explain: 'New Minor Forcing (artificial): 11+ HCP, four+ ♠ and four ♥, asks about the majors',
  },
  // Opener's answers: support first (a maximum jumps), then four hearts, then no fit.
  {
    name: 'nmf-support-max',
    auction: NMF,
    call: '3M',
    when: { ...MAXIMUM, len: { M: 3 } },
    explain: 'Three-card {M} support, a maximum',
  },
  {
    name: 'nmf-support',
    auction: NMF,
    call: '2M',
    when: { len: { M: 3 }, hcp: [0, 13] },
    explain: 'Three-card {M} support, a minimum',
  },
  {
    name: 'nmf-hearts',
    auction: '1m P 1S P 1N P 2om P',
    call: '2H',
    when: { len: { H: 4, S: [0, 2] } },
    explain: 'Four ♥, fewer than three ♠',
  },
  {
    name: 'nmf-3n',
    auction: NMF,
    call: '3N',
    when: { ...MAXIMUM, len: { M: [0, 2] } },
    explain: 'No fit, a maximum: game in no-trump',
  },
  {
    name: 'nmf-own-minor',
    auction: '1D P 1M P 1N P 2C P',
    call: '2D',
    when: { len: { D: 5, M: [0, 2] }, hcp: [0, 13] },
    explain: 'No fit: five ♦, a minimum',
  },
  { name: 'nmf-2n', auction: NMF, call: '2N', when: { hcp: [0, 13] }, explain: 'No fit, a minimum' },
  // Responder's continuations.
  { name: 'nmf-support-max-game', auction: `${NMF} 3M P`, call: '4M', explain: 'To play: game in {M}, the fit found' },
  {
    name: 'nmf-support-game',
    auction: `${NMF} 2M P`,
    call: '4M',
    when: GAME_FACING_MINIMUM,
    explain: 'To play: game in {M}, game values facing a minimum',
  },
  {
    name: 'nmf-support-pass',
    auction: `${NMF} 2M P`,
    call: 'P',
    when: { hcp: [0, 12] },
    explain: 'Content: invitational values facing a minimum',
  },
  {
    name: 'nmf-hearts-game',
    auction: HEARTS,
    call: '4H',
    when: { len: { H: 4 }, hcp: 13 },
    explain: 'To play: game in ♥, the fit found',
  },
  {
    name: 'nmf-hearts-invite',
    auction: HEARTS,
    call: '3H',
    when: { len: { H: 4 }, hcp: [0, 12] },
    explain: 'Invites game in ♥: four ♥, 11–12 HCP',
  },
  {
    name: 'nmf-no-fit-game',
    auction: [HEARTS, OWN_MINOR, `${NMF} 2N P`],
    call: '3N',
    when: { hcp: 13 },
    explain: 'To play: game in no-trump, no major fit',
  },
  {
    name: 'nmf-no-fit-invite',
    auction: [HEARTS, OWN_MINOR],
    call: '2N',
    when: { hcp: [0, 12] },
    explain: 'Invites 3NT: 11–12 HCP, no major fit',
  },
  {
    name: 'nmf-no-fit-pass',
    auction: `${NMF} 2N P`,
    call: 'P',
    when: { hcp: [0, 12] },
    explain: 'Content: invitational values facing a minimum',
  },
  // Opener's answer to the invitations.
  {
    name: 'nmf-hearts-accept',
    auction: `${HEARTS} 3H P`,
    call: '4H',
    when: MAXIMUM,
    explain: 'Accepts the invitation: game in ♥',
  },
  { name: 'nmf-hearts-decline', auction: `${HEARTS} 3H P`, call: 'P', explain: 'Declines the invitation' },
  {
    name: 'nmf-2n-accept',
    auction: [`${HEARTS} 2N P`, `${OWN_MINOR} 2N P`],
    call: '3N',
    when: MAXIMUM,
    explain: 'Accepts the invitation: game in no-trump',
  },
  {
    name: 'nmf-2n-decline',
    auction: [`${HEARTS} 2N P`, `${OWN_MINOR} 2N P`],
    call: 'P',
    explain: 'Declines the invitation',
  },
];
