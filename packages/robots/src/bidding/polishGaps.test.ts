// Polish Club's gaps filled from bench/robots-rule-gaps.ts --system polish (--four): their preempt over
// our 1♣, the 2♣ opening overcalled, the Multi's and the weak two-suiters' later rounds, and the defence
// to their two-level opening raised to three. Sources: "WJ 2005" is the BBOalert card
// Systems/WJ2005full.txt (github.com/stanmaz/BBOalert), by its line; "mainstream" marks what the card
// leaves open; "gaps" marks the auction the rule-gaps bench listed (seed 778, 20–30 HCP).
import { bid, type Call } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { choose as chooseWith } from './auction.testing.js';
import { rulesFacing } from './system/systems.js';

// Both sides play Polish Club: the defence to their 2♣ is the one facing Polish Club.
const RULES = rulesFacing('polish', 'polish');
const choose = (hand: string, auction: string) => chooseWith(hand, auction, RULES);
const double: Call = { type: 'double' };
const pass: Call = { type: 'pass' };

describe('responder over their preempt of 1♣ (mainstream; gaps 1C 3S, 1C 3H)', () => {
  it('bids 3NT with 10+ and a stopper, and passes with 7 HCP', () => {
    expect(choose('A74.K93.Q52.JT85', '1C 3S')).toMatchObject({ rule: 'pl-1c-pre-3nt', call: bid(3, 'NT') });
    expect(choose('Q74.K93.J52.JT85', '1C 3S')).toMatchObject({ rule: 'pl-1c-pre-pass', call: pass });
  });

  it('doubles with values and shortness in their suit, and passes with length in it (a trap pass)', () => {
    expect(choose('4.KJ93.Q852.KT85', '1C 3S')).toMatchObject({ rule: 'pl-1c-pre-double', call: double });
    expect(choose('KT94.J93.Q852.K5', '1C 3S')).toMatchObject({ rule: 'pl-1c-pre-pass', call: pass });
  });

  it('bids a five-card major at the three level, forcing, with 10+; not with 8', () => {
    const r = choose('74.KQJ93.Q52.K85', '1C 3D');
    expect(r).toMatchObject({ rule: 'pl-1c-pre-suit', call: bid(3, 'H') });
    expect(choose('74.QJ953.Q52.K85', '1C 3D').call).not.toEqual(bid(3, 'H'));
  });

  it('bids game in a six-card major', () => {
    expect(choose('74.KQJ932.A2.985', '1C 3D')).toMatchObject({ rule: 'pl-1c-pre-major-game', call: bid(4, 'H') });
  });
});

describe('the opener after the negative double of their preempt (mainstream)', () => {
  it('bids 3NT with their suit stopped, and the four-card major without a stopper', () => {
    expect(choose('KJ4.A93.KQ52.Q85', '1C 3S X P')).toMatchObject({ rule: 'pl-1c-prex-3nt', call: bid(3, 'NT') });
    expect(choose('84.A953.KQ52.KQ5', '1C 3S X P')).toMatchObject({ rule: 'pl-1c-prex-major', call: bid(4, 'H') });
  });

  it('passes for penalties with four good cards in their suit', () => {
    expect(choose('AQT4.A93.K52.Q85', '1C 3S X P')).toMatchObject({ rule: 'pl-1c-prex-penalty', call: pass });
  });

  it('converts the double with three small of their major and a minimum, and bids a minor with two', () => {
    // Seed 4539, board 622: 4♣ at the four level went two down where 3♠ doubled was the spot.
    expect(choose('854.AJ3.KQ52.QJ5', '1C 3S X P')).toMatchObject({ rule: 'pl-1c-prex-convert', call: pass });
    expect(choose('85.AJ3.KQ52.QJ54', '1C 3S X P')).toMatchObject({ rule: 'pl-1c-prex-suit' });
  });
});

describe('the opener reopening after their preempt is passed round (mainstream; gaps 1C 3S P P, 1C 3H P P)', () => {
  it('bids 3NT with 18+ balanced and a stopper, doubles with 18+ without one, passes with 13', () => {
    expect(choose('AK4.KQ3.AJ52.K85', '1C 3H P P')).toMatchObject({ rule: 'pl-1c-pre-reopen-3nt', call: bid(3, 'NT') });
    expect(choose('AK4.853.AKJ2.KQ5', '1C 3H P P')).toMatchObject({ rule: 'pl-1c-pre-reopen-double', call: double });
    expect(choose('K94.Q53.AJ52.K85', '1C 3H P P')).toMatchObject({ rule: 'pl-1c-pre-reopen-pass', call: pass });
  });

  it('responder passes the reopening double with four of their suit, else bids', () => {
    expect(choose('KJT4.A93.Q852.85', '1C 3S P P X P')).toMatchObject({
      rule: 'pl-1c-pre-reopened-penalty',
      call: pass,
    });
    expect(choose('J4.9853.Q852.T85', '1C 3S P P X P')).toMatchObject({
      rule: 'pl-1c-pre-reopened-major',
      call: bid(4, 'H'),
    });
  });
});

describe('the 2♣ opening overcalled (WJ 2005: 2C2D, 2C2H, 2C2S; gaps 2C 2D P P, 2C 2S P P)', () => {
  it('responder doubles with a four-card unbid major and 8+, and passes with 6 HCP', () => {
    expect(choose('KQ74.A93.Q52.T85', '2C 2D')).toMatchObject({ rule: 'pl-2c-over-double', call: double });
    expect(choose('Q874.J93.Q52.T85', '2C 2D')).toMatchObject({ rule: 'pl-2c-over-pass', call: pass });
  });

  it('responder bids 2NT (invitational) with 11–12 and a stopper, 3NT with 13+', () => {
    expect(choose('K74.QJ3.KQ75.852', '2C 2S')).toMatchObject({ rule: 'pl-2c-over-2nt', call: bid(2, 'NT') });
    expect(choose('K74.QJ3.KQ75.A52', '2C 2S')).toMatchObject({ rule: 'pl-2c-over-3nt', call: bid(3, 'NT') });
  });

  it('responder competes with 3♣ holding three clubs, and bids a five-card major to play', () => {
    expect(choose('K7.A9.QJ52.T8532', '2C 2S')).toMatchObject({ rule: 'pl-2c-over-raise', call: bid(3, 'C') });
    expect(choose('Q7.KJ974.J52.852', '2C 2D')).toMatchObject({ rule: 'pl-2c-over-major', call: bid(2, 'H') });
  });

  it('the opener answers the double with the major, or passes it with four good cards in their suit', () => {
    expect(choose('74.AK93.Q2.KJ985', '2C 2D X P')).toMatchObject({ rule: 'pl-2c-x-major', call: bid(2, 'H') });
    expect(choose('74.AK93.Q2.KJT98', '2C 2H X P')).toMatchObject({ rule: 'pl-2c-x-penalty', call: pass });
  });

  it('the doubler raises the major to game with 11+', () => {
    expect(choose('Q3.KQ74.A952.T85', '2C 2S X P 3H P')).toMatchObject({
      rule: 'pl-2c-x-raise-game',
      call: bid(4, 'H'),
    });
    expect(choose('Q3.J874.A952.T85', '2C 2S X P 3H P').call).toEqual(pass);
  });

  it('the opener passes the competitive 3♣ raise (seed 4539, board 729: 3NT there went four down)', () => {
    expect(choose('A4.K3.Q92.KJ9852', '2C 2S 3C P').call).toEqual(pass);
    expect(choose('A4.K3.Q92.KJ9852', '2C 2S 3H P')).toMatchObject({ rule: 'pl-2c-over-new-3nt', call: bid(3, 'NT') });
  });

  it('the opener reopens with a double when short in their suit, and passes with three of it', () => {
    expect(choose('4.A93.Q52.AKJ985', '2C 2S P P')).toMatchObject({ rule: 'pl-2c-reopen-double', call: double });
    expect(choose('974.A3.Q2.AKJ985', '2C 2S P P')).toMatchObject({ rule: 'pl-2c-reopen-pass', call: pass });
  });

  it('responder passes the reopening double with length and an honour in their suit, else bids', () => {
    expect(choose('KJ74.Q3.8752.T98', '2C 2S P P X P')).toMatchObject({ rule: 'pl-2c-reopened-penalty', call: pass });
    expect(choose('J74.Q3.AQ52.T985', '2C 2S P P X P')).toMatchObject({
      rule: 'pl-2c-reopened-clubs',
      call: bid(3, 'C'),
    });
  });
});

describe('the Multi and the weak two-suiters (WJ 2005: 2D--2H--2S, 2S--2N--3C; gaps 2D P 2H P 2S P, 2S P 2N P 3C P)', () => {
  it('after 2♦–2♥–2♠ responder bids game with a fit and 14+, invites with two spades and 13', () => {
    expect(choose('Q72.AK93.AQ52.85', '2D P 2H P 2S P')).toMatchObject({
      rule: 'pl-2d-spades-game',
      call: bid(4, 'S'),
    });
    expect(choose('Q7.AK93.AQ52.985', '2D P 2H P 2S P')).toMatchObject({
      rule: 'pl-2d-spades-invite',
      call: bid(3, 'S'),
    });
    expect(choose('7.AK932.Q852.985', '2D P 2H P 2S P').call).toEqual(pass);
  });

  it('the Multi opener accepts the invitation with 9–10, not with 6', () => {
    expect(choose('KQ8742.A3.52.Q85', '2D P 2H P 2S P 3S P')).toMatchObject({
      rule: 'pl-2d-spades-accept',
      call: bid(4, 'S'),
    });
    expect(choose('KQ8742.83.52.J85', '2D P 2H P 2S P 3S P').call).toEqual(pass);
  });

  it('after 2♠–2NT–3♣ responder invites with two spades and short clubs, and passes 3♣ with three clubs', () => {
    expect(choose('K7.AQ93.AQ852.98', '2S P 2N P 3C P')).toMatchObject({ rule: 'pl-2m-minor-part', call: bid(3, 'S') });
    // Seed 4539, board 202: 3♠ on a 5–2 fit went two down where 3♣ made.
    expect(choose('K7.AQ93.AQ52.985', '2S P 2N P 3C P').call).toEqual(pass);
    expect(choose('7.AQ93.AQ52.K985', '2S P 2N P 3C P').call).toEqual(pass);
  });

  it('the 2♠ opener accepts the invitation with 10 (or 9 and a good suit), not with 6', () => {
    expect(choose('KQ743.A3.52.J985', '2S P 2N P 3C P 3S P')).toMatchObject({
      rule: 'pl-2m-minor-accept',
      call: bid(4, 'S'),
    });
    expect(choose('KJ743.83.52.Q985', '2S P 2N P 3C P 3S P').call).toEqual(pass);
  });
});

describe('the defence to their 2♣ raised to 3♣ (mainstream; gaps P 2C P 3C)', () => {
  it('overcalls a good six-card suit with 8+, and passes a poor five-card one', () => {
    expect(choose('A74.K93.AQJT52.5', 'P 2C P 3C')).toMatchObject({
      rule: 'vs-natural-2c-raised-suit',
      call: bid(3, 'D'),
    });
    expect(choose('A74.K93.QT852.54', 'P 2C P 3C').call).toEqual(pass);
    // Facing SAYC, whose 2♣–3♣ is strong and forcing, the same hand does not overcall (facing.ts).
    expect(chooseWith('A74.K93.AQJT52.5', 'P 2C P 3C', rulesFacing('polish', 'sayc')).call).toEqual(pass);
    // WJ 2005's weak raise, 2♣–2NT–3♣ (2C--,2N "Weak !C raise"): the same overcall.
    expect(choose('A74.K93.AQJT52.5', 'P 2C P 2N P 3C')).toMatchObject({
      rule: 'vs-natural-2c-raised-suit',
      call: bid(3, 'D'),
    });
  });
});

describe('after the negative double of their overcall, the doubler with game values (mainstream; gaps 1C 1H X P 1NT P)', () => {
  it("bids 3NT over the opener's 1NT without a stopper of its own: the 1NT showed one", () => {
    expect(choose('KQ3.854.AJ4.KJ62', '1C 1H X P 1N P')).toMatchObject({
      rule: 'pl-1c-negx-nt-game',
      call: bid(3, 'NT'),
    });
    expect(choose('Q93.854.AJ4.K762', '1C 1H X P 1N P').call).toEqual(pass);
  });

  it("over the opener's four-card suit: 3NT with a stopper, game in a minor with four, else the cue bid", () => {
    expect(choose('K3.AJ4.Q854.K762', '1C 1H X P 2D P')).toMatchObject({
      rule: 'pl-1c-negx-suit-3nt',
      call: bid(3, 'NT'),
    });
    expect(choose('K3.854.AJ64.AQ62', '1C 1H X P 2D P')).toMatchObject({
      rule: 'pl-1c-negx-minor-game',
      call: bid(5, 'D'),
    });
    // 1♣ (1♥) X – 1♠ was passed with 13 HCP: the double denied spades, the opener's 1♠ is no fit.
    expect(choose('K3.854.AQJ4.K762', '1C 1H X P 1S P')).toMatchObject({
      rule: 'pl-1c-negx-suit-cue',
      call: bid(2, 'H'),
    });
  });
});

describe("the opener after responder's cue bid of their overcall (12+, forcing to game; mainstream)", () => {
  it('bids no-trump with their suit stopped, else a four-card major, else a four-card minor', () => {
    expect(choose('AJ4.K93.KQ52.Q85', '1C 1H 2H P')).toMatchObject({ rule: 'pl-1c-cue-nt', call: bid(2, 'NT') });
    expect(choose('AQ54.93.K52.KQ85', '1C 2H 3H P')).toMatchObject({ rule: 'pl-1c-cue-major', call: bid(3, 'S') });
    expect(choose('AJ4.92.853.AKJ85', '1C 1H 2H P')).toMatchObject({ rule: 'pl-1c-cue-minor', call: bid(3, 'C') });
  });

  it('responder places the game: 3NT over 2NT or with a stopper, the major with three, the minor with four', () => {
    expect(choose('KQ3.854.AJ4.KJ62', '1C 1H 2H P 2N P')).toMatchObject({
      rule: 'pl-1c-cue-nt-game',
      call: bid(3, 'NT'),
    });
    expect(choose('K93.Q54.AQJ4.K76', '1C 1H 2H P 3C P')).toMatchObject({
      rule: 'pl-1c-cue-stopper-3nt',
      call: bid(3, 'NT'),
    });
    expect(choose('K83.854.AQJ4.AK6', '1C 2H 3H P 3S P')).toMatchObject({
      rule: 'pl-1c-cue-major-game',
      call: bid(4, 'S'),
    });
    expect(choose('K3.854.AQJ4.AJ62', '1C 1H 2H P 3C P')).toMatchObject({
      rule: 'pl-1c-cue-minor-game',
      call: bid(5, 'C'),
    });
  });
});

describe("the opener after responder's forcing major over their preempt (mainstream; gaps 1C 3D 3H P)", () => {
  it('raises a doubleton honour, shows four spades over 3♥, else a four-card minor', () => {
    expect(choose('A54.Q9.852.AKJ85', '1C 3D 3H P')).toMatchObject({
      rule: 'pl-1c-pre-suit-honour',
      call: bid(4, 'H'),
    });
    expect(choose('AJ54.92.853.AKJ8', '1C 3D 3H P')).toMatchObject({
      rule: 'pl-1c-pre-suit-spades',
      call: bid(3, 'S'),
    });
    expect(choose('AJ4.92.853.AKJ85', '1C 3D 3H P')).toMatchObject({ rule: 'pl-1c-pre-suit-minor', call: bid(4, 'C') });
  });

  it('responder places the game: 3NT with a stopper, the minor with four, else its own five-card major', () => {
    expect(choose('9.KQT93.AQ4.Q762', '1C 3D 3H P 3S P')).toMatchObject({
      rule: 'pl-1c-pre-suit-spades-3nt',
      call: bid(3, 'NT'),
    });
    expect(choose('9.KQT93.AQ4.Q762', '1C 3D 3H P 4C P')).toMatchObject({
      rule: 'pl-1c-pre-suit-minor-game',
      call: bid(5, 'C'),
    });
    expect(choose('K9.KQT93.A42.762', '1C 3D 3H P 4C P')).toMatchObject({
      rule: 'pl-1c-pre-suit-own-game',
      call: bid(4, 'H'),
    });
  });
});

describe('their raise over our 1♣ contested (mainstream; gaps --four: P P 1C 1H P 2H, P P 1C 1S X 2S)', () => {
  it('the strong 1♣ doubles their raise after responder passed; 14 HCP passes', () => {
    expect(choose('A2.AJ98.AQJ2.KJ9', '1C 1H P 2H')).toMatchObject({ rule: 'pl-1c-raised-double', call: double });
    expect(choose('A2.QJ98.K532.KJ9', '1C 1H P 2H').call).toEqual(pass);
  });

  it('doubles their jump raise with 18+ too, and responder bids its four-card major', () => {
    expect(choose('AJ64.KQT3.A2.AJ4', '1C 1D P 3D')).toMatchObject({ rule: 'pl-1c-raised-double', call: double });
    expect(choose('987.J987.93.T763', '1C 1D P 3D X P')).toMatchObject({
      rule: 'pl-1c-reopened-major',
      call: bid(3, 'H'),
    });
  });

  it("the opener raises responder's forcing 1♠ over their raise with four spades, a light opening too", () => {
    expect(choose('AKT9.J42.QJ62.T3', '1C 1H 1S 2H')).toMatchObject({
      rule: 'pl-1c-over-major-raise',
      call: bid(2, 'S'),
    });
    expect(choose('AK9.J42.QJ62.KT3', '1C 1H 1S 2H').call).toEqual(pass);
  });

  it('responder answers the double as the reopening double: its longest suit, or a penalty pass', () => {
    expect(choose('QJ5.4.T9543.8642', '1C 1H P 2H X P')).toMatchObject({
      rule: 'pl-1c-reopened-suit',
      call: bid(3, 'D'),
    });
    expect(choose('Q5.KQT4.T954.864', '1C 1H P 2H X P')).toMatchObject({ rule: 'pl-1c-reopened-penalty', call: pass });
  });

  it('the opener shows the promised four-card major over their raise, and the doubler bids game with 11+', () => {
    expect(choose('AT.JT73.AK42.Q98', '1C 1S X 2S')).toMatchObject({
      rule: 'pl-1c-negx-raised-major',
      call: bid(3, 'H'),
    });
    expect(choose('AT.J973.AK42.Q98', '1C 1H X 2H').call).toEqual(pass);
    expect(choose('J4.KQ82.KT9.AT63', '1C 1S X 2S 3H P')).toMatchObject({
      rule: 'pl-1c-negx-raised-major-game',
      call: bid(4, 'H'),
    });
    // Seed 7001, board 104: 4♥ with 11 HCP went two down where 2♥ made.
    expect(choose('AQJ4.J863.82.KT9', '1C 1D X 2D 2H P').call).toEqual(pass);
  });
});
