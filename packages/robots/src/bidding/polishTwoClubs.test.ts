// Polish Club's 2♣ opening (11–15, six clubs or five and a four-card major) raised in clubs. Source:
// the WJ 2005 card as the BBOalert file Systems/WJ2005full.txt writes it (github.com/stanmaz/BBOalert),
// cited by its line: 2C--,3C "Inv. raise"; 2C--,2N "Weak !C raise / GF 2-suiter"; 2C--2N--,3C "Forced";
// 2C--2N--3C--,-- "less than invite raise". The opener's answers to the invitation are not on the card:
// "mainstream" marks them (a minimum passes, a maximum bids game or asks for a stopper).
import { bid, type Call } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { bidOut, choose as chooseWith } from './auction.testing.js';
import { rulesFacing } from './system/systems.js';

const RULES = rulesFacing('polish', 'polish');
const choose = (hand: string, auction: string) => chooseWith(hand, auction, RULES);
const pass: Call = { type: 'pass' };

describe('responder raises 2♣ (WJ 2005: 2C--,3C "Inv. raise"; 2C--,2N "Weak !C raise")', () => {
  it('raises to 3♣ with three+ clubs and 10–12 HCP: invitational, not to play', () => {
    const r = choose('92.A87.KJ542.Q53', '2C P');
    expect(r).toMatchObject({ rule: 'pl-2c-raise-invite', call: bid(3, 'C') });
    expect(r.explanation).toMatch(/Invites game/);
  });

  it('makes the weak raise through 2NT with 0–9 HCP (the card: 2C--,2N), alerted and forcing', () => {
    // The rule-gaps bench's 2♣–3♣ passed out: this 9-count raised "to play" at once.
    const r = choose('K92.97.KJ754.Q53', '2C P');
    expect(r).toMatchObject({ rule: 'pl-2c-raise', call: bid(2, 'NT') });
  });

  it('relays with 11–12 and a four-card major instead of raising (the relay finds the 4–4 fit)', () => {
    expect(choose('KJ92.A7.8754.KQ3', '2C P')).toMatchObject({ rule: 'pl-2c-relay', call: bid(2, 'D') });
  });

  it('bids the five-card major with 8–10, not the club raise', () => {
    expect(choose('92.KQ876.J54.K53', '2C P')).toMatchObject({ rule: 'pl-2c-major', call: bid(2, 'H') });
  });

  it('raises their 2NT overcall competitively, and the opener passes the raise (seed 7001, board 512)', () => {
    expect(choose('A9754.Q53.83.T95', '2C 2N')).toMatchObject({ rule: 'pl-2c-2nt-raise', call: bid(3, 'C') });
    expect(choose('K32.8.A97.AJ8764', '2C 2N 3C P')).toMatchObject({ rule: 'pl-2c-over-raise-pass', call: pass });
  });

  it('the opener bids 3♣ as asked over 2NT, and responder passes it (2C--2N--3C--,--)', () => {
    expect(choose('A4.KQJ.92.AJ8764', '2C P 2N P')).toMatchObject({ rule: 'pl-2c-raise-forced', call: bid(3, 'C') });
    expect(choose('K92.97.KJ754.Q53', '2C P 2N P 3C P')).toMatchObject({ rule: 'pl-2c-raise-pass', call: pass });
    expect(bidOut('A4.KQJ.92.AJ8764', 'K92.97.KJ754.Q53', RULES)).toBe('2C P 2NT P 3C P P P');
  });
});

describe('the opener over the invitational 3♣ (mainstream: the card gives no answers)', () => {
  it('passes a minimum, 13 HCP with six clubs and a singleton too', () => {
    expect(choose('84.KQJ.Q.KJ87642', '2C P 3C P')).toMatchObject({ rule: 'pl-2c-invite-pass', call: pass });
    // Seed 7001, board 56: 5♣ went down where 3♣ made.
    expect(choose('5.AQ4.AT5.K98532', '2C P 3C P')).toMatchObject({ rule: 'pl-2c-invite-pass', call: pass });
  });

  it('bids 3NT with a maximum and every side suit stopped', () => {
    expect(choose('A4.KQ2.K2.Q87642', '2C P 3C P')).toMatchObject({ rule: 'pl-2c-invite-3nt', call: bid(3, 'NT') });
  });

  it('bids 5♣ with a maximum, six clubs and a singleton; with five clubs and a major asks instead', () => {
    expect(choose('4.A73.K2.AQJ8764', '2C P 3C P')).toMatchObject({ rule: 'pl-2c-invite-5c', call: bid(5, 'C') });
    // Seed 9101, board 109: 5♣ went down where 3NT (responder's ♦K962) made.
    expect(choose('AKQ2.AQ2.7.T9732', '2C P 3C P')).toMatchObject({ rule: 'pl-2c-invite-ask', call: bid(3, 'D') });
  });

  it('with one side suit unstopped bids it, asking for a stopper; responder bids 3NT with one, else 5♣', () => {
    expect(choose('A4.KQ2.Q2.KJ8764', '2C P 3C P')).toMatchObject({ rule: 'pl-2c-invite-ask', call: bid(3, 'D') });
    expect(choose('92.A87.KJ542.Q53', '2C P 3C P 3D P')).toMatchObject({
      rule: 'pl-2c-invite-stopper-3nt',
      call: bid(3, 'NT'),
    });
    expect(choose('K52.A87.8542.QJ3', '2C P 3C P 3D P')).toMatchObject({
      rule: 'pl-2c-invite-stopper-5c',
      call: bid(5, 'C'),
    });
    expect(bidOut('AJ4.KQ.92.KJ8764', '92.A87.KJ542.Q53', RULES)).toBe('2C P 3C P 3D P 3NT P P P');
  });
});

describe('responder over the 2NT try after 2♣–2♥/2♠ (mainstream; the card: 2C--,2H "7 - 11; NF")', () => {
  it('plays a six-card major: game with 9–10 HCP, 3M with less; 3NT with 10 and five', () => {
    // The rule-gaps bench (seed 778): 2♣–2♥–2NT passed with ♥KQJ762 opposite ♥A5 and 14 HCP.
    expect(choose('Q93.KQJ762.J862.', '2C P 2H P 2N P')).toMatchObject({
      rule: 'pl-2c-major-2nt-six-game',
      call: bid(4, 'H'),
    });
    expect(choose('Q93.KJ9762.Q862.', '2C P 2H P 2N P')).toMatchObject({
      rule: 'pl-2c-major-2nt-six',
      call: bid(3, 'H'),
    });
    expect(choose('Q93.KQJ76.KJ62.2', '2C P 2H P 2N P')).toMatchObject({
      rule: 'pl-2c-major-2nt-accept',
      call: bid(3, 'NT'),
    });
  });
});
