// Polish Club when the opponents double or overcall its 1♣ (polishContested.ts). Sources: "WJ 2005" is
// Jassem's Wspólny Język 2005 as the BBOalert card Systems/WJ2005full.txt (github.com/stanmaz/BBOalert)
// writes it out (1CDbl, 1C1D, 1C1H, 1C1S, 1C1N, 1C2x lines); "mainstream" marks the treatments the card
// leaves open, taken from SAYC's negative doubles and opener's rebids (competition.ts); "seed 2535" marks
// hands from the rules-only match of bench/robots-bidding-match.ts --system polish --seed 2535.
import { bid, type Call } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { alertUnder } from './alerts.js';
import { calls, choose as chooseWith } from './auction.testing.js';
import { SYSTEMS } from './system/systems.js';

const choose = (hand: string, auction: string) => chooseWith(hand, auction, SYSTEMS.polish);
const double: Call = { type: 'double' };
const redouble: Call = { type: 'redouble' };
const pass: Call = { type: 'pass' };

describe('responder over their double of 1♣ (WJ 2005: 1CDbl)', () => {
  it('redoubles with 10+ and no four-card major, and bids a four-card major with 7+ (forcing)', () => {
    expect(choose('KJ4.Q74.AQT.J852', '1C X')).toMatchObject({ rule: 'pl-1c-x-redouble', call: redouble });
    expect(choose('T74.9743.AQT.A85', '1C X')).toMatchObject({ rule: 'pl-1c-x-major', call: bid(1, 'H') });
  });

  it('answers the negative 1♦ with 0–7 and no clubs, and passes weak with club tolerance', () => {
    expect(choose('T743.97.J532.T85', '1C X')).toMatchObject({ rule: 'pl-1c-x-1d', call: bid(1, 'D') });
    expect(choose('T74.974.T3.AT852', '1C X')).toMatchObject({ rule: 'pl-1c-x-pass', call: pass });
  });

  it('plays 1♣ redoubled with four clubs, and bids its major without them', () => {
    expect(choose('AQ3.K72.Q84.KJ52', '1C X XX P')).toMatchObject({ rule: 'pl-1c-xx-pass', call: pass });
    expect(choose('AQ32.K72.Q84.KJ5', '1C X XX P')).toMatchObject({ rule: 'pl-1c-xx-major', call: bid(1, 'S') });
  });
});

describe('responder over their one-level overcall (WJ 2005: 1C1D, 1C1H, 1C1S)', () => {
  it('doubles 1♠ with four hearts and 10 HCP, and passes with 4 HCP', () => {
    // NOTES.md, session 31: this hand passed 1♣ (1♠) with no rule of Polish Club's own (rule gaps, seed 6161).
    expect(choose('T74.9743.AQT.A85', '1C 1S')).toMatchObject({ rule: 'pl-1c-1s-double', call: double });
    expect(choose('74.K43.8752.8542', '1C 1S')).toMatchObject({ rule: 'pl-1c-over-pass', call: pass });
  });

  it('doubles 1♦ with both majors, and bids one major alone (forcing)', () => {
    expect(choose('KT74.9743.AQ.A85', '1C 1D')).toMatchObject({ rule: 'pl-1c-1d-double', call: double });
    expect(choose('T74.9743.AQT.A85', '1C 1D')).toMatchObject({ rule: 'pl-1c-over-major', call: bid(1, 'H') });
  });

  it('bids 1♠ over 1♥ with four spades, and doubles without them and without a heart stopper', () => {
    expect(choose('KT74.J43.AQT.J85', '1C 1H')).toMatchObject({ rule: 'pl-1c-over-major', call: bid(1, 'S') });
    expect(choose('T74.J43.AQT.J854', '1C 1H')).toMatchObject({ rule: 'pl-1c-1h-double', call: double });
    expect(choose('T74.KJ3.QT3.J854', '1C 1H')).toMatchObject({ rule: 'pl-1c-over-1nt', call: bid(1, 'NT') });
  });

  it('bids 2♣ only with five clubs: 1♣ does not promise them', () => {
    expect(choose('74.K43.87.AQ8542', '1C 1S')).toMatchObject({ rule: 'pl-1c-over-two', call: bid(2, 'C') });
    const four = choose('742.K43.873.AQ85', '1C 1S');
    expect(four.call).not.toEqual(bid(2, 'C'));
    expect(four.rule).toBe('pl-1c-over-pass');
  });

  it('cue bids their suit with game values and no natural call (mainstream), forcing to game', () => {
    const r = choose('742.AQ3.KQ3.KJ54', '1C 1S');
    expect(r).toMatchObject({ rule: 'pl-1c-over-cue', call: bid(2, 'S') });
    expect(SYSTEMS.polish.find((x) => x.name === 'pl-1c-over-cue')?.forcing).toBe('game');
  });

  it('does not make a negative double holding five of their suit (seed 2535, board 4: 3♥ four down)', () => {
    expect(choose('AK753.KT65.53.98', '1C 1S').call).not.toEqual(double);
  });
});

describe('responder over their 1NT and two-level overcalls (WJ 2005: 1C1N, 1C2D)', () => {
  it('doubles 1NT for penalties with 9+, and bids a five-card suit to play with less', () => {
    expect(choose('KJ4.Q74.AQT.J852', '1C 1NT')).toMatchObject({ rule: 'pl-1c-1nt-double', call: double });
    expect(choose('J3.QJT62.643.J94', '1C 1NT')).toMatchObject({ rule: 'pl-1c-1nt-suit', call: bid(2, 'H') });
    expect(choose('J3.QJT6.643.J942', '1C 1NT')).toMatchObject({ rule: 'pl-1c-1nt-pass', call: pass });
  });

  it('bids a new two-level suit with five cards and 7–11, and doubles with four (mainstream negative double)', () => {
    expect(choose('KJ4.QT743.A3.J85', '1C 2D')).toMatchObject({ rule: 'pl-1c-two-free', call: bid(2, 'H') });
    expect(choose('KJ4.QT74.A3.J852', '1C 2D')).toMatchObject({ rule: 'pl-1c-two-double', call: double });
    expect(choose('K54.T743.93.J852', '1C 2D')).toMatchObject({ rule: 'pl-1c-two-pass', call: pass });
  });
});

describe("the opener's rebid (mainstream, 1♣'s ranges)", () => {
  it('bids the major the negative double promised, at the cheapest level with 12–14 and game with 18+', () => {
    expect(choose('A5.KQ42.K73.Q852', '1C 1S X P')).toMatchObject({ rule: 'pl-1c-negx-major', call: bid(2, 'H') });
    expect(choose('A5.KQ42.K73.AQ52', '1C 1S X P')).toMatchObject({
      rule: 'pl-1c-negx-major-game',
      call: bid(4, 'H'),
    });
  });

  it('bids 1NT with three hearts and their suit stopped, 2NT with 18–20, never their suit as a major', () => {
    expect(choose('A5.Q42.KJ73.Q852', '1C 1S X P')).toMatchObject({ rule: 'pl-1c-negx-nt', call: bid(1, 'NT') });
    expect(choose('AQ5.K42.KJ73.AQ8', '1C 1S X P')).toMatchObject({ rule: 'pl-1c-negx-2nt', call: bid(2, 'NT') });
    // Seed 2535, board 894: four spades of its own made the opener "show" them in their suit.
    expect(choose('AJ86.83..KQ97532', '1C 1S X P').call).not.toEqual(bid(2, 'S'));
  });

  it("raises responder's five-card 2♣ with 15–17 and four clubs, and passes it with a weak no-trump", () => {
    expect(choose('AJ4.K32.KQ3.A852', '1C 1D 2C P')).toMatchObject({ rule: 'pl-1c-free-raise', call: bid(3, 'C') });
    expect(choose('AJ4.K32.Q93.J852', '1C 1D 2C P')).toMatchObject({ rule: 'pl-1c-free-pass', call: pass });
  });

  it("bids game over responder's free 2♥ with 18+ and three hearts", () => {
    expect(choose('A5.KQ4.AK73.Q852', '1C 1S 2H P')).toMatchObject({
      rule: 'pl-1c-free-major-game',
      call: bid(4, 'H'),
    });
  });

  it('bids its own six-card major to play over their jump, not forcing (seed 2535, board 139: 6♠ one down)', () => {
    expect(choose('AKQJ932.Q8.A.K64', '1C 1H 2D 4H')).toMatchObject({ rule: 'pl-1c-free-own-game', call: bid(4, 'S') });
  });

  it('reopens 1NT with 18–20 and their suit stopped after partner passed (seed 2535, board 413)', () => {
    expect(choose('A72.AJT.AKJ.JT43', '1C 1D P P')).toMatchObject({ rule: 'pl-1c-reopen-1nt', call: bid(1, 'NT') });
  });

  it('raises the major to game as the doubler with 12+ and four of it', () => {
    expect(choose('T74.AJ43.AQT.K85', '1C 1S X P 2H P')).toMatchObject({
      rule: 'pl-1c-negx-raise-game',
      call: bid(4, 'H'),
    });
  });
});

describe('alerts (ACBL, as the SAYC rules; the EBU the same)', () => {
  it('alerts the artificial 1♦ over the double, not the negative double, the redouble or the cue bid', () => {
    const cases: [string, string, Call, 'alert' | undefined][] = [
      ['T743.97.J532.T85', '1C X', bid(1, 'D'), 'alert'],
      ['T74.9743.AQT.A85', '1C 1S', double, undefined],
      ['KJ4.Q74.AQT.J852', '1C X', redouble, undefined],
      ['742.AQ3.KQ3.KJ54', '1C 1S', bid(2, 'S'), undefined],
    ];
    for (const [hand, auction, call, alert] of cases) {
      const r = choose(hand, auction);
      expect(r.call).toEqual(call);
      for (const regulation of ['acbl', 'ebu'] as const)
        expect(alertUnder(regulation, r, calls(auction), r.call)).toBe(alert);
    }
  });
});
