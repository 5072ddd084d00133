/**
 * Second-round competitive agreements (SAYC booklet, "Doubles" and "Competitive bidding"): the
 * takeout doubler doubles again with extra values, the overcaller and the opener reopen with a
 * takeout double when short in the suit the opponents stopped in, the negative doubler cue-bids
 * with game values (and accepts opener's invitation over their raise), opener answers responder's
 * cue-bid raise (the major cheaply with a minimum, game with extras) and responder places the game or
 * asks for aces, and the Cappelletti advancer returns to the major.
 *
 * ```ts
 * // 1♠ – X – 2♠ – Pass – Pass – ? with 19 HCP and a singleton spade: X, takeout again
 * // 1♥ – 2♣ – 3♣ – Pass – ? with ♠K32 ♥AKJ93 ♦Q2 ♣432: 3♥, a minimum (responder bids 4♥)
 * ```
 */
import type { BidRule } from '../engine.js';

/** Rules tried after the main competitive rules (their auctions are longer or otherwise uncovered). */
export const CONTESTED: readonly BidRule[] = [
  {
    name: 'doubler-double-again',
    call: 'X',
    auction: '1x X 2x P P|1x X 3x P P|2x X 3x P P|2x X 4x P P',
    when: { hcp: 17, len: { x: [0, 2] } },
    explain: 'Takeout double again: 17+ HCP, short in their suit',
  },
  {
    name: 'overcaller-reopen-double',
    auction: '1x 1y 2x P P|1x 2y 2x P P',
    call: 'X',
    when: { hcp: 10, len: { x: [0, 1] }, unbid: [3, 13] },
    explain: 'Takeout: short in their suit, support for the unbid suits',
  },
  {
    name: 'opener-reopen-double',
    auction: '1x P P 1y|1x P P 2y',
    call: 'X',
    when: { len: { y: [0, 1] }, unbid: [3, 13] },
    explain: 'Reopening double: short in their suit, support for the unbid suits',
  },
  {
    name: 'neg-doubler-cue',
    forcing: 'game',
    call: '^y',
    when: { hcp: 13 },
    auction: '1x 2y X P 3z P|1x 2y X P 2z P|1x 1y X P 2z P|1x 2y X P 3x P|1x 2y X P 2x P|1x 1y X P 2x P',
    explain: 'Cue bid: game values, forcing to game',
  },
  // The Michaels bidder accepts advancer's invitational jump with a sound hand.
  {
    name: 'michaels-accept-invite',
    auction: '1m 2m P 3M P',
    call: '4M',
    when: { hcp: 14 },
    explain: 'Accepts the invitation: a sound Michaels',
  },
  {
    name: 'michaels-major-accept-invite',
    auction: '1M 2M P 3oM P',
    call: '4oM',
    when: { hcp: 14 },
    explain: 'Accepts the invitation: a sound Michaels',
  },
  // Advancing partner's takeout double of their response: our longest unbid suit.
  {
    name: 'advance-double-of-response',
    auction: '1x P 1y X P|1x P 2y X P',
    call: '^z',
    when: { len: { z: 3 } },
    explain: 'Our longest unbid suit (partner doubled for takeout)',
  },
  // The doubler's new suit after a forced advance shows a strong hand: raise it to game with support.
  {
    name: 'advance-doubler-suit-game',
    auction: '2x X P 3y P 3M P|1x X P 2y P 3M P',
    call: '4M',
    when: { len: { M: 3 }, hcp: 5 },
    explain: "To play: game with support for partner's {M}",
  },
  // After our redouble (10+ HCP) and opener's minimum rebid, the redoubler places the contract.
  {
    name: 'redoubler-3n',
    auction: '1x X XX P 1N P|1x X XX P 2x P',
    call: '3N',
    when: { hcp: 13, semi: true },
    explain: 'To play: game values after the redouble',
  },
  {
    name: 'redoubler-2n',
    auction: '1x X XX P 1N P|1x X XX P 2x P',
    call: '2N',
    when: { hcp: [10, 12], semi: true },
    explain: 'Invites 3NT: 10–12 HCP after the redouble',
  },
  // After our redouble the hand belongs to us: a double of their escape is for penalties.
  {
    name: 'redouble-penalty-opener',
    auction: '1x X XX 1y|1x X XX 2y',
    call: 'X',
    when: { len: { y: 4 } },
    explain: 'Penalty double of their escape (after our redouble): four+ cards in {y}',
  },
  {
    name: 'redouble-penalty-redoubler',
    auction: '1x X XX 1y P P|1x X XX 2y P P',
    call: 'X',
    when: { len: { y: 3 }, hcp: 10 },
    explain: 'Penalty double of their escape (after our redouble): length in {y}',
  },
  // The negative doubler after opener's answer over their raise (`after-neg-double-raised-*`).
  {
    name: 'neg-doubler-raised-accept',
    auction: '1x 1y X 2y 3M P',
    call: '4M',
    when: { len: { M: 4 }, hcp: 8, above: [['M', 'y']] },
    explain: 'Accepts the invitation: game with the fit',
  },
  { name: 'neg-doubler-raised-decline', auction: '1x 1y X 2y 3M P', call: 'P', explain: 'Declines: a minimum' },
  {
    name: 'neg-doubler-raised-2n-3n',
    auction: '1x 1y X 2y 2N P',
    call: '3N',
    when: { hcp: 7 },
    explain: 'To play: game opposite 18–19',
  },
  // Opener answers responder's cue bid (`vs-overcall-cue`: three+ trumps, 13+ support points, a
  // limit raise or better; SAYC booklet: "a cue-bid of the opponent's suit shows a limit raise or
  // better"): the major at the cheapest level with a minimum, game with extra values; responder, who
  // has game values, bids game over the minimum and asks for aces with slam values.
  {
    name: 'cue-raise-opener-game',
    auction: '1M 1y 2y P|1M 2y 3y P',
    call: '4M',
    when: { hcp: 15 },
    explain: 'Game in {M}: extra values (15+ HCP)',
  },
  {
    name: 'cue-raise-opener-min',
    auction: '1M 1y 2y P|1M 2y 3y P',
    call: '^M',
    explain: 'A minimum: {M} at the cheapest level',
  },
  {
    name: 'cue-raiser-ask',
    forcing: 'round',
    auction: '1M 1y 2y P 2M P|1M 1y 2y P 3M P|1M 2y 3y P 3M P|1M 1y 2y P 4M P|1M 2y 3y P 4M P',
    call: '4N',
    when: { len: { M: 3 }, combined: 33, shortest: 1 },
    explain: 'Blackwood: asks for aces, slam values with the fit',
  },
  {
    name: 'cue-raiser-game',
    auction: '1M 1y 2y P 2M P|1M 1y 2y P 3M P|1M 2y 3y P 3M P',
    call: '4M',
    when: { any: [{ hcp: 12 }, { sup: ['M', 15, 40] }] },
    explain: 'To play: game values with the fit',
  },
  {
    name: 'cue-raiser-pass',
    auction: '1M 1y 2y P 2M P|1M 1y 2y P 3M P|1M 2y 3y P 3M P',
    call: 'P',
    explain: 'A limit raise: no game facing a minimum',
  },
  {
    name: 'cue-raiser-stop',
    auction: '1M 1y 2y P 4M P|1M 2y 3y P 4M P',
    call: 'P',
    explain: 'To play: no slam',
  },
  // The same when they raise over the cue bid (1M–1y–2y–3y): opener bids game with 13+ HCP or six
  // trumps, else passes, and the cue bidder (10+ with the fit: the balance of the deal) bids game with
  // game values or doubles them. Before, both passed 3♠ with 13 HCP each and a heart fit (bench/robots-rule-gaps.ts --four).
  {
    name: 'cue-raise-contested-game',
    auction: '1M 1y 2y 3y',
    call: '4M',
    when: { any: [{ hcp: 13 }, { len: { M: 6 } }] },
    explain: 'Game in {M}: a sound opening or six trumps',
  },
  {
    name: 'cue-raise-contested-pass',
    auction: '1M 1y 2y 3y',
    call: 'P',
    explain: 'A minimum: leaves it to the cue bidder',
  },
  {
    name: 'cue-raiser-contested-game',
    auction: '1M 1y 2y 3y P P',
    call: '4M',
    when: { any: [{ hcp: 12 }, { sup: ['M', 15, 40] }] },
    explain: 'To play: game values with the fit',
  },
  {
    name: 'cue-raiser-contested-double',
    auction: '1M 1y 2y 3y P P',
    call: 'X',
    explain: 'Penalty: the deal is ours, no game facing a minimum',
  },
  {
    name: 'cappelletti-back-to-major',
    auction: '1N 2M P 2N P 3m P',
    call: '3M',
    when: { len: { M: 3 } },
    explain: 'Preference: back to the major',
  },
];
