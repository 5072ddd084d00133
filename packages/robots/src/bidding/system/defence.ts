/**
 * Competitive conventions beyond the SAYC booklet's core, as commonly played with it:
 * Lebensohl after their two-level overcall of our 1NT, the defence to their strong 2♣, the
 * responsive double and the support double.
 *
 * ```ts
 * // 1NT – 2♥ – ? weak with six diamonds: 2NT (Lebensohl: relay to 3♣), then 3♦ to play
 * // 2♣ (strong) – ? with KQJ72 of clubs: X, lead-directing
 * ```
 * Lebensohl as in the ACBL's convention card: a direct three-level suit bid forces to game, a
 * two-level suit bid competes, 2NT asks opener to bid 3♣; a direct 3NT denies a stopper in their
 * suit and 2NT-then-3NT shows one ("fast denies").
 */
import type { BidRule } from '../engine.js';

/** Rules tried before the general competitive rules, whose patterns would otherwise catch these auctions. */
export const DEFENCE: readonly BidRule[] = [
  // Lebensohl after 1NT – (2♦/2♥/2♠).
  {
    name: 'leb-penalty',
    auction: '1N 2D|1N 2H|1N 2S',
    call: 'X',
    when: { hcp: 8, inOpps: [4, 13] },
    explain: 'Penalty: four+ cards in their suit, 8+ HCP',
  },
  {
    name: 'leb-compete',
    auction: '1N 2y',
    call: '^z',
    when: { len: { z: 5 }, hcp: [0, 9], above: [['z', 'y']] },
    explain: 'To play: 5+ cards, competing',
  },
  {
    name: 'leb-game-jump',
    forcing: 'game',
    auction: '1N 2y',
    call: '^^z',
    when: { len: { z: 5 }, hcp: 10, above: [['z', 'y']] },
    explain: 'Natural, forcing to game: 5+ cards',
  },
  {
    name: 'leb-game',
    forcing: 'game',
    auction: '1N 2y',
    call: '^z',
    when: { len: { z: 5 }, hcp: 10, above: [['y', 'z']] },
    explain: 'Natural, forcing to game: 5+ cards',
  },
  {
    name: 'leb-3n-no-stopper',
    auction: '1N 2y',
    call: '3N',
    when: { hcp: 10, not: { stop: ['y'] } },
    explain: 'Game values, no stopper in their suit (Lebensohl: fast denies)',
  },
  {
    name: 'leb-relay-stopper',
    forcing: 'round',
    alert: 'alert',
    auction: '1N 2y',
    call: '2N',
    when: { hcp: 10, stop: ['y'] },
    explain: 'Lebensohl: asks for 3♣, then 3NT with a stopper in their suit',
  },
  {
    name: 'leb-relay',
    forcing: 'round',
    alert: 'alert',
    auction: '1N 2y',
    call: '2N',
    when: { hcp: [0, 9], len: { y: [0, 2] }, any: [{ len: { C: 6 } }, { len: { D: 6 } }, { len: { H: 6 } }] },
    explain: 'Lebensohl: asks for 3♣, a weak hand with a long suit',
  },
  { name: 'leb-accept', auction: '1N 2y 2N P', call: '3C', explain: 'Forced: 3♣ as asked (Lebensohl)' },
  {
    name: 'leb-3n-stopper',
    auction: '1N 2y 2N P 3C P',
    call: '3N',
    when: { hcp: 10 },
    explain: 'To play: game values, a stopper in their suit',
  },
  {
    name: 'leb-signoff',
    auction: '1N 2y 2N P 3C P',
    call: '^z',
    // Not clubs: opener's 3♣ is already the contract (`leb-clubs`).
    when: {
      len: { z: 6 },
      above: [
        ['y', 'z'],
        ['z', 'C'],
      ],
    },
    explain: 'To play: six+ cards',
  },
  { name: 'leb-clubs', auction: '1N 2y 2N P 3C P', call: 'P', when: { len: { C: 6 } }, explain: 'To play: long clubs' },
  // 1NT doubled: responder's redouble is an escape, asking opener for 2♣ (a weak long minor).
  {
    name: '1N-doubled-escape',
    forcing: 'round',
    alert: 'alert',
    auction: '1N X',
    call: 'XX',
    when: { hcp: [0, 7], any: [{ len: { C: 5 } }, { len: { D: 5 } }] },
    explain: 'Asks opener to bid 2♣: a weak hand with a long minor',
  },
  { name: '1N-doubled-escape-accept', auction: '1N X XX P', call: '2C', explain: 'Forced: 2♣ as asked' },
  {
    name: '1N-doubled-escape-diamonds',
    auction: '1N X XX P 2C P',
    call: '2D',
    when: { len: { D: 5 } },
    explain: 'To play: long diamonds',
  },
  { name: '1N-doubled-escape-clubs', auction: '1N X XX P 2C P', call: 'P', explain: 'To play: long clubs' },
  // Against their strong, artificial 2♣.
  {
    name: 'vs-2c-double',
    auction: '2C',
    call: 'X',
    when: { len: { C: 5 }, top3: { C: 2 } },
    explain: 'Lead-directing: a good club suit',
  },
  {
    name: 'vs-2c-2n',
    auction: '2C',
    call: '2N',
    when: { len: { C: 5, D: 5 } },
    explain: 'Both minors (5–5), sacrifice-minded',
  },
  {
    name: 'vs-2c-overcall',
    auction: '2C',
    call: '^y',
    when: { len: { y: 6 }, top3: { y: [2, 3] } },
    explain: 'Natural and preemptive: a good six+ card suit',
  },
  { name: 'vs-2c-pass', auction: '2C', call: 'P', explain: 'No action against their strong 2♣' },
  // SAYC: negative doubles through 2♠; over a major overcalled in the other major, both minors.
  {
    name: 'neg-double-minors-over-major',
    auction: '1S 2H|1H 2S',
    call: 'X',
    when: { hcp: 8, len: { C: 4, D: 4 } },
    explain: 'Negative double: both minors, 8+ HCP',
  },
  // Their Blackwood answer is artificial: doubling it asks partner to lead the suit (a ruff or a top sequence).
  {
    name: 'lead-double-ace-answer',
    auction: '... 4N P 5x',
    call: 'X',
    when: { any: [{ len: { x: [0, 0] } }, { top3: { x: [2, 3] } }] },
    explain: 'Lead-directing double of their ace-showing answer: lead {x}',
  },
  // Responsive double (after our takeout double and their raise) and support double (opener).
  {
    name: 'responsive-double',
    auction: '1x X 2x|1x X 3x',
    call: 'X',
    when: { hcp: 7, unbid: [4, 13] },
    explain: 'Responsive double: four+ cards in each unbid suit, 7+ HCP',
  },
  {
    name: 'support-double',
    auction: '1x P 1y 2z|1x P 1y 1z',
    call: 'X',
    when: { len: { y: [3, 3] }, above: [['y', 'x']] },
    explain: "Support double: exactly three cards in partner's {y}",
  },
  // After an overcall or double partner gets another chance: a minimum without a fit or a sixth card passes.
  {
    name: 'opener-competed-pass',
    auction: '1x P 1y 2z|1x P 1y 1z|1x P 1y X',
    call: 'P',
    when: { hcp: [11, 14], len: { x: [3, 5], y: [0, 2] } },
    explain: 'Minimum, no fit: partner will have another chance',
  },
];
