// Hao bridge (1931): docs/variants.md, "Related rule sets", from the seed
// seeds/001_848007893afe264d.txt ("Hao czyli bridge ulepszony"), with the decisions written in hao.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auctionWithCall, emptyAuction, legalCallsIn } from '../auction.js';
import { makeCall } from '../calls.js';
import { SEATS, partnerSeat, seatAfter, type Seat } from '../cards.js';
import { unwrap } from '../result.js';
import { auctionHelpers } from './auctionTesting.js';
import { ruleSetFor } from './index.js';
import { haoRules as rules } from './hao.js';

const { auction, fail, outcome, legal } = auctionHelpers(rules);

const pairs = (dealer: Seat, calls: string) => rules.partnerships(auction(dealer, calls)).map((p) => p.join(''));

describe('Hao bridge: the rule set', () => {
  it('is in the registry', () => {
    expect(unwrap(ruleSetFor('hao'))).toBe(rules);
  });
  it('offers the standard calls and hao', () => {
    expect(rules.vocabulary.map(makeCall).slice(0, 5)).toEqual(['P', 'X', 'XX', 'HAO', '1C']);
    expect(rules.vocabulary).toHaveLength(39);
  });
});

describe('Hao: partners only opposite, and only after agreeing a strain (seed: "stawali się partnerami dopiero po uzgodnieniu koloru")', () => {
  it('no partnership at the start, and none from bids in different strains', () => {
    expect(pairs('N', '1C P 1H P')).toEqual([]);
  });
  it('bidding the strain the player opposite bid earlier makes them partners', () => {
    expect(pairs('N', '1H P 3H')).toEqual(['NS']);
    expect(pairs('N', '1C 1S 2C 3S')).toEqual(['NS', 'EW']);
  });
  it('the player beside never becomes a partner, even by bidding the same strain', () => {
    expect(pairs('N', '1H 2H')).toEqual([]);
  });
  it('records how and when each partnership was formed', () => {
    expect(auction('N', '1H P 3H').rule.formed).toEqual([{ pair: ['N', 'S'], index: 2, how: 'agreed' }]);
  });
});

describe('Hao: the repeat of partner\'s last bid ("poprzez powtórzenie ostatniej odzywki partnera")', () => {
  it("S may repeat N's 1♥ when it is the last bid: they become partners", () => {
    expect(legal('N', '1H P')).toContain('1H');
    expect(pairs('N', '1H P 1H')).toEqual(['NS']);
    expect(auction('N', '1H P 1H').rule.formed[0]!.how).toBe('repeated');
  });
  it('only the player opposite may repeat', () => {
    expect(fail('N', '1H 1H')).toMatchObject({ code: 'auction/cannot-repeat', position: 2 });
  });
  it('a doubled bid cannot be repeated (decision): redouble or bid higher', () => {
    expect(fail('N', '1H X 1H')).toMatchObject({
      code: 'auction/cannot-repeat',
      message: expect.stringContaining('doubled'),
    });
  });
  it('partners need not repeat: once partners, the repeat is refused', () => {
    expect(fail('N', '1H P 2H P P P 2H')).toMatchObject({ code: 'auction/auction-over' });
    const a = auction('N', '1H P 2H P');
    // N is S's partner: a repeat of S's 2♥ by N is refused.
    expect(rules.checkCall(a, 'N', { type: 'bid', level: 2, strain: 'H' })).toMatchObject({
      ok: false,
      error: { code: 'auction/cannot-repeat' },
    });
  });
  it('a repeat counts as a bid for the end of the auction: three passes after it', () => {
    expect(auction('N', '1H P 1H P P').over).toBe(false);
    expect(outcome('N', '1H P 1H P P P')).toMatchObject({
      contract: '1H',
      declarer: 'N',
      dummy: 'S',
      dummyIsPartner: true,
    });
  });
});

describe('Hao: joining partner\'s double ("mówił hao")', () => {
  it("after E doubles N's 1♥ and S passes, W may say hao: E and W become partners", () => {
    expect(legal('N', '1H X P')).toContain('HAO');
    expect(pairs('N', '1H X P HAO')).toEqual(['EW']);
    expect(auction('N', '1H X P HAO').rule.formed[0]!.how).toBe('hao');
  });
  it('hao is refused without a double, for a double by the player beside, and between partners', () => {
    expect(fail('N', '1H P P HAO')).toMatchObject({ code: 'auction/cannot-hao' });
    expect(fail('N', '1H X HAO')).toMatchObject({
      code: 'auction/cannot-hao',
      message: expect.stringContaining('opposite'),
    });
    expect(fail('N', '1C 1S 2C 2S X P HAO')).toMatchObject({
      code: 'auction/cannot-hao',
      message: expect.stringContaining('partner'),
    });
  });
  it('hao stands over a redouble of the double', () => {
    expect(pairs('N', '1H X XX HAO')).toEqual(['EW']);
  });
  it('hao changes neither the contract nor its doubling, and three passes must follow it', () => {
    expect(auction('N', '1H X P HAO P P').over).toBe(false);
    expect(outcome('N', '1H X P HAO P P P')).toMatchObject({
      contract: '1HX',
      declarer: 'N',
      dummy: 'S',
      dummyIsPartner: false,
    });
  });
});

describe('Hao: doubles follow Law 19 with the geometric sides (decision)', () => {
  it('the player opposite may not double, even before agreeing', () => {
    expect(fail('N', '1H P X')).toMatchObject({ code: 'auction/cannot-double' });
  });
  it("an opponent may double and the bidder's side redouble", () => {
    expect(outcome('N', '1H X XX P P P')).toMatchObject({ contract: '1HXX', declarer: 'N' });
  });
  it('bids below the last one are insufficient (Law 18)', () => {
    expect(fail('N', '2H 1S')).toMatchObject({ code: 'auction/insufficient-bid' });
  });
});

describe('Hao: declarer, dummy opposite, scored as one of three opponents when not a partner', () => {
  it("dummy is always opposite declarer; no seats move; lead from declarer's left", () => {
    expect(outcome('E', '1S P P P')).toMatchObject({
      declarer: 'E',
      dummy: 'W',
      dummyIsPartner: false,
      seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
      openingLeader: 'S',
    });
  });
  it('partners who agreed: the first of the pair to name the strain declares', () => {
    expect(outcome('N', '1H P 4H P P P')).toMatchObject({ declarer: 'N', dummy: 'S', dummyIsPartner: true });
  });
  it('without agreement, the last bidder declares and the opposite player is dummy, not a partner', () => {
    expect(outcome('N', '1C P 1NT P P P')).toMatchObject({
      contract: '1NT',
      declarer: 'S',
      dummy: 'N',
      dummyIsPartner: false,
    });
  });
  it('four passes: not played', () => {
    expect(outcome('N', 'P P P P')).toMatchObject({ contract: null, played: false });
  });
});

describe('Hao invariants over random legal auctions', () => {
  it('partners only opposite; hao only over a standing double by the player opposite; dummy opposite declarer, no seats moved', () => {
    let haos = 0;
    let nonPartnerDummies = 0;
    fc.assert(
      fc.property(fc.constantFrom(...SEATS), fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (dealer, picks) => {
        let a = emptyAuction(rules, dealer);
        for (const p of picks) {
          if (a.over) break;
          const seat = a.turn!;
          const legal = legalCallsIn(rules, a, seat);
          const call = p % 2 === 0 ? legal[0]! : legal[p % legal.length]!;
          if (call.type === 'hao') {
            expect(a.doubled).toBeGreaterThan(0);
            expect(a.doubledBy).toBe(partnerSeat(seat));
            haos++;
          }
          a = unwrap(auctionWithCall(rules, a, seat, call));
          for (const [x, y] of rules.partnerships(a)) expect(y).toBe(partnerSeat(x));
        }
        if (!a.over || a.lastBid === null) return;
        const o = rules.outcome(a, {});
        expect(o.dummy).toBe(partnerSeat(o.declarer!));
        expect(o.seats).toEqual({ N: 'N', E: 'E', S: 'S', W: 'W' });
        expect(o.openingLeader).toBe(seatAfter(o.declarer!));
        if (!o.dummyIsPartner) {
          nonPartnerDummies++;
          // Not partners: only declarer of the two named the final strain.
          expect(
            a.calls.some((c) => c.seat === o.dummy && c.call.type === 'bid' && c.call.strain === o.contract!.strain),
          ).toBe(false);
        }
      }),
      { numRuns: 400, seed: 31 },
    );
    expect(haos).toBeGreaterThan(3);
    expect(nonPartnerDummies).toBeGreaterThan(20);
  });
});
