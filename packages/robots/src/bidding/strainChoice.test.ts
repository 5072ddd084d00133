// The strain of the game (issue 25): 3NT only with the unbid suits stopped, the 5–3 or 6–2 major fit
// before 3NT, and the minor game when a suit is wide open. The hands are deals of the bidding challenge
// (`bench/robots-challenge.ts`, seeds 27–31) where SAYC went down in 3NT or stopped below game. Sources:
// the SAYC booklet (ACBL SP-3) where it speaks — a new suit by responder is forcing; opener's jump rebid
// shows six+ cards and 16–18, the jump raise of responder's minor four-card support and 16–18; a
// two-over-one response promises a rebid — and standard practice for the rest (3NT needs the unbid suits
// stopped; stoppers are shown below 3NT; eleven tricks in a minor need a fit and shortness).
import { bid } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, choose } from './auction.testing.js';
import { SAYC_RULES } from './system/index.js';

const pass = { type: 'pass' };

describe("responder after opener's invitational jump in a minor (1m–1y–3m, 1♣–1♦–3♦)", () => {
  it('bids 3NT with the unbid suits stopped', () => {
    expect(choose('K63.A5.Q9876.K92', '1C P 1D P 3C P')).toMatchObject({
      rule: 'minor-invite-3n',
      call: bid(3, 'NT'),
    });
  });

  it('shows a stopper below 3NT when the other unbid suit is open; the pair lands in 5♣', () => {
    // Seed 31: 1♣–1♦–3♣–3NT with ♠863 went two down; 5♣ makes.
    expect(choose('863.A5.Q9876.K92', '1C P 1D P 3C P')).toMatchObject({
      rule: 'minor-invite-stopper',
      call: bid(3, 'H'),
    });
    expect(choose('Q.K92.KJ2.AQ6543', '1C P 1D P 3C P 3H P')).toMatchObject({
      rule: 'minor-stopper-none',
      call: bid(4, 'C'),
    });
    expect(choose('K2.K9.KJ2.AQ6543', '1C P 1D P 3C P 3H P')).toMatchObject({
      rule: 'minor-stopper-3n',
      call: bid(3, 'NT'),
    });
    expect(bidOut('Q.K92.KJ2.AQ6543', '863.A5.Q9876.K92', SAYC_RULES)).toBe('1C P 1D P 3C P 3H P 4C P 5C P P P');
  });

  it('bids the minor game with a fit and neither unbid suit stopped', () => {
    // Seed 28: 1♣–1♦–3♦–3NT with ♠J64 and a singleton ♥K went down; 5♦ makes.
    expect(choose('J64.K.A953.Q9832', '1C P 1D P 3D P')).toMatchObject({
      rule: 'minor-invite-game',
      call: bid(5, 'D'),
    });
  });

  it('shows a six-card major before 3NT, and opener raises it with two', () => {
    // Seed 30: 1♣–1♠–3♣–3NT with six spades went down with hearts open; 4♠ makes.
    expect(choose('AQT964.J62.K54.T', '1C P 1S P 3C P')).toMatchObject({
      rule: 'minor-invite-major',
      call: bid(3, 'S'),
    });
    expect(bidOut('K7.3.JT2.AKQJ863', 'AQT964.J62.K54.T', SAYC_RULES)).toBe('1C P 1S P 3C P 3S P 4S P P P');
    expect(choose('7.K3.JT2.AKQJ863', '1C P 1S P 3C P 3S P')).toMatchObject({
      rule: 'minor-invite-major-3n',
      call: bid(3, 'NT'),
    });
  });

  it('shows a five-card major only when an unbid suit is open', () => {
    // Seed 30: 1♣–1♠–3♣–3NT with ♥T87 facing ♥32; 4♠ on the 5–2 fit makes.
    expect(choose('AK865.T87.J53.74', '1C P 1S P 3C P')).toMatchObject({ rule: 'minor-invite-major' });
    expect(choose('AK865.KT8.K53.74', '1C P 1S P 3C P')).toMatchObject({ rule: 'minor-invite-3n' });
  });
});

describe("responder's five-card major after opener's 2NT rebid (18–19 balanced)", () => {
  it('bids three of the major, forcing; opener raises with three cards, else 3NT', () => {
    // Seed 28: 1♦–1♥–2NT–3NT with ♥KQJ73 facing ♥AT8 went down; 4♥ makes eleven tricks.
    expect(choose('T96.KQJ73.KJ3.Q6', '1D P 1H P 2N P')).toMatchObject({
      rule: 'resp-2n-five-major',
      call: bid(3, 'H'),
    });
    expect(choose('AK83.AT8.AQT7.J7', '1D P 1H P 2N P 3H P')).toMatchObject({
      rule: 'opener-2n-five-major-raise',
      call: bid(4, 'H'),
    });
    expect(choose('AK83.A8.AQT7.J72', '1D P 1H P 2N P 3H P')).toMatchObject({
      rule: 'opener-2n-five-major-3n',
      call: bid(3, 'NT'),
    });
  });

  it('still bids game in a six-card major at once', () => {
    expect(choose('T9.KQJ732.KJ3.Q6', '1D P 1H P 2N P')).toMatchObject({ rule: 'resp-2n-major', call: bid(4, 'H') });
  });
});

describe('opener after 1M–3NT (15–17 balanced, two or three cards)', () => {
  it('bids four of a six-card major, passes with five', () => {
    // Seed 31: 1♠–3NT was passed with ♠J76432 facing ♠AK8; 4♠ makes, 3NT does not.
    expect(choose('J76432.6.AT8.AQ4', '1S P 3N P')).toMatchObject({ rule: 'opener-3n-major', call: bid(4, 'S') });
    expect(choose('J7643.62.AT8.AQ4', '1S P 3N P')).toMatchObject({ rule: 'opener-3n-pass', call: pass });
  });
});

describe("responder after opener's raise of a two-over-one minor (1M–2m–3m)", () => {
  it('does not pass with 10–11 HCP: the two-over-one promised a rebid', () => {
    // Seeds 28 and 29: 1♥–2♦–3♦ and 1♠–2♦–3♦ were passed with 10 and 11 HCP; 5♦ makes.
    expect(choose('9.K9742.K9873.A3', '1H P 2D P 3D P')).toMatchObject({ rule: 'minor3-5m', call: bid(5, 'D') });
    expect(choose('KQ.J976.AJ98.952', '1S P 2D P 3D P')).toMatchObject({ rule: 'minor3-5m', call: bid(5, 'D') });
  });

  it('bids 3NT with 10 HCP and the unbid suits stopped', () => {
    expect(choose('J4.KJ6.QT98.K532', '1S P 2D P 3D P')).toMatchObject({ rule: 'minor3-3n', call: bid(3, 'NT') });
  });
});

describe("opener's five-card major accepting the 1NT–2NT invitation", () => {
  it('bids three of the major; responder raises with three cards, else 3NT', () => {
    // Seeds 27 and 29: 1NT–2NT–3NT with ♥AQ742 facing ♥K83 (and ♥KQJ74 facing ♥T93) went down; 4♥ made.
    expect(choose('AQ5.AQ742.A98.J4', '1N P 2N P')).toMatchObject({
      rule: '1N-accept-invite-major',
      call: bid(3, 'H'),
    });
    expect(bidOut('AQ5.AQ742.A98.J4', '763.K83.KQJ6.T85', SAYC_RULES)).toBe('1NT P 2NT P 3H P 4H P P P');
    expect(choose('763.K8.KQJ63.T85', '1N P 2N P 3H P')).toMatchObject({
      rule: '1N-invite-major-3n',
      call: bid(3, 'NT'),
    });
  });

  it('accepts with 3NT without a five-card major and declines a minimum with one', () => {
    expect(choose('AQ5.AQ74.A98.J42', '1N P 2N P')).toMatchObject({ rule: '1N-accept-invite' });
    expect(choose('Q95.AQ742.A98.J4', '1N P 2N P')).toMatchObject({ rule: '1N-decline-invite' });
  });
});

describe("opener's strong hand after a single raise of its minor (1m–2m, 6–10)", () => {
  it('bids 3NT only with every unbid suit stopped: a singleton shows its four-card suit instead', () => {
    // Seed 28: 1♦–2♦–3NT with a singleton club went down; 5♦ makes.
    expect(choose('AK3.AK65.KJ865.9', '1D P 2D P')).toMatchObject({
      rule: 'opener-minor-raise-new-suit',
      call: bid(2, 'H'),
    });
    expect(choose('AK3.AK65.KJ86.K9', '1D P 2D P')).toMatchObject({ rule: 'opener-minor-raise-3n' });
  });

  it('responder shows the unbid suits stopped or returns to the minor; opener bids game with the values', () => {
    expect(choose('982.J7.AT42.J876', '1D P 2D P 2H P')).toMatchObject({
      rule: 'resp-minor-raise-new-suit-3m',
      call: bid(3, 'D'),
    });
    expect(choose('K82.J7.AT42.Q876', '1D P 2D P 2H P')).toMatchObject({
      rule: 'resp-minor-raise-new-suit-3n',
      call: bid(3, 'NT'),
    });
    expect(bidOut('AK3.AK65.KJ865.9', '982.J7.AT42.J876', SAYC_RULES)).toBe('1D P 2D P 2H P 3D P 5D P P P');
  });
});

describe('opener accepting the limit raise of its minor (1m–3m, 10–12)', () => {
  it('bids 3NT with the unbid suits stopped, else shows a stopper, else five of the minor', () => {
    expect(choose('KJ3.AQ5.KJ86.K92', '1D P 3D P')).toMatchObject({ rule: 'opener-minor-limit-3n' });
    expect(choose('KJ3.AQ5.KJ865.92', '1D P 3D P')).toMatchObject({
      rule: 'opener-minor-limit-stopper',
      call: bid(3, 'H'),
    });
    expect(choose('863.K5.AQ74.KJ92', '1D P 3D P 3H P')).toMatchObject({ rule: 'resp-minor-limit-stopper-game' });
    expect(choose('Q63.K5.AQ74.KJ92', '1D P 3D P 3H P')).toMatchObject({ rule: 'resp-minor-limit-stopper-3n' });
  });
});
