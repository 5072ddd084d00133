// Four at One Table: every rule of docs/variants.md (read with the original,
// seeds/001_848007893afe264d.txt). Each test names the spec section it checks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auctionWithCall, emptyAuction, legalCallsIn } from '../auction.js';

import { SEATS, partnerSeat, seatAfter, type Seat } from '../cards.js';
import { unwrap } from '../result.js';
import { auctionHelpers } from './auctionTesting.js';
import { ruleSetFor } from './index.js';
import { fourAtOneTableRules as rules, formedPartnerships, seatsFacing } from './fourAtOneTable.js';
import { positionOf } from './ruleSet.js';

const { auction, fail, outcome, legal } = auctionHelpers(rules);

const pairs = (dealer: Seat, calls: string) =>
  rules.partnerships(auction(dealer, calls)).map((p) => [...p].sort().join(''));

describe('the registry', () => {
  it('offers the rule set under its id', () => {
    expect(unwrap(ruleSetFor('four-at-one-table'))).toBe(rules);
  });
});

describe('Auction 1: pass, bids and the repeat; no doubles (decision)', () => {
  it('refuses a double with auction/no-doubles-in-variant, naming the position', () => {
    expect(fail('S', '1H X')).toMatchObject({ code: 'auction/no-doubles-in-variant', position: 2 });
  });
  it('refuses a redouble the same way', () => {
    expect(fail('S', '1H XX')).toMatchObject({ code: 'auction/no-doubles-in-variant' });
  });
  it('refuses hao (a Hao bridge call)', () => {
    expect(fail('S', '1H HAO')).toMatchObject({ code: 'auction/call-not-available' });
  });
  it('never lists a double among the legal calls: pass, the higher bids and the repeat', () => {
    const l = legal('S', '6NT');
    expect(l).toEqual(['P', '6NT', '7C', '7D', '7H', '7S', '7NT']);
  });
  it('refuses a bid lower than the last one (Law 18)', () => {
    expect(fail('S', '2H 1S')).toMatchObject({ code: 'auction/insufficient-bid', position: 2 });
  });
});

describe('Auction 2: the first player to bid a strain owns it', () => {
  it('gives each strain to its first bidder; later bids do not change the owner', () => {
    expect(rules.owners(auction('N', '1C 1H 2C 2H 3NT'))).toEqual({ C: 'N', H: 'E', NT: 'N' });
  });
});

describe('Auction 3: bidding a strain owned by someone else agrees it and makes a partnership', () => {
  it("N 1♣, E 1♥, S 2♣: S agrees clubs and is N's partner", () => {
    expect(pairs('N', '1C 1H 2C')).toEqual(['NS']);
  });
  it("a player may agree a strain of the player beside him: E agrees N's clubs", () => {
    expect(pairs('N', '1C 2C')).toEqual(['EN']);
  });
  it('records how each partnership was formed', () => {
    expect(formedPartnerships(auction('N', '1C 2C'))).toEqual([
      { owner: 'N', partner: 'E', strain: 'C', index: 1, how: 'agreed' },
    ]);
  });
});

describe('Auction 4: the repeat', () => {
  it("the original's example: after S 2♥ and W 4♥, N and then E may bid 4♥ again", () => {
    expect(legal('S', '2H 4H')).toContain('4H');
    expect(legal('S', '2H 4H 4H')).toContain('4H');
    expect(formedPartnerships(auction('S', '2H 4H 4H 4H')).map((f) => [f.partner, f.how])).toEqual([
      ['W', 'agreed'],
      ['N', 'repeated'],
      ['E', 'repeated'],
    ]);
  });
  it('the owner cannot repeat (decision): S 1♥, W 2♥, N P, E P, S 2♥ is refused', () => {
    expect(fail('S', '1H 2H P P 2H')).toMatchObject({ code: 'auction/cannot-repeat', position: 5 });
    expect(legal('S', '1H 2H P P')).not.toContain('2H');
  });
  it('a player who bid that contract earlier in this auction cannot repeat it', () => {
    // S 1♥, W 2♥ (S–W), N P, E 2♥ (a repeat: now S–E), S P; W, no longer S's partner, bid 2♥ before.
    expect(pairs('S', '1H 2H P 2H P')).toEqual(['ES']);
    expect(fail('S', '1H 2H P 2H P 2H')).toMatchObject({
      code: 'auction/cannot-repeat',
      position: 6,
      message: expect.stringContaining('already bid'),
    });
  });
  it("the owner's partner cannot repeat: S 1♥, W 2♥ (S–W), P, P, S 3♥; W may not repeat 3♥", () => {
    expect(fail('S', '1H 2H P P 3H 3H')).toMatchObject({
      code: 'auction/cannot-repeat',
      position: 6,
      message: expect.stringContaining('partner'),
    });
    // N, not a partner, may: and then N is S's partner instead of W.
    expect(pairs('S', '1H 2H P P 3H P 3H')).toEqual(['NS']);
  });
  it('only the very same contract may be repeated: a lower bid in the same strain is insufficient', () => {
    expect(fail('S', '2H 4H 3H')).toMatchObject({ code: 'auction/insufficient-bid' });
  });
  it('a repeat counts as a bid for the end of the auction (decision): three passes must follow it', () => {
    expect(auction('S', '2H 4H 4H P P').over).toBe(false);
    expect(auction('S', '2H 4H 4H P P P').over).toBe(true);
  });
});

describe('Auction 5: one partner at a time (decision); the last agreement replaces earlier ones', () => {
  it("the original's example: W, N and E each bid 4♥ over S's 2♥; E is S's partner in the end", () => {
    expect(pairs('S', '2H 4H')).toEqual(['SW']);
    expect(pairs('S', '2H 4H 4H')).toEqual(['NS']);
    expect(pairs('S', '2H 4H 4H 4H')).toEqual(['ES']);
  });
  it("a new partnership dissolves the one either player was in: N–E, then S agrees W's strain", () => {
    // N 1♣, E 2♣ (N–E), S 2♥, W 3♥ (S–W): two pairs at once.
    expect(pairs('N', '1C 2C 2H 3H')).toEqual(['EN', 'SW']);
    // N then agrees S's hearts: N–S, dissolving N–E and S–W.
    expect(pairs('N', '1C 2C 2H 3H 4H')).toEqual(['NS']);
  });
});

describe('Auction 6: renewing a partnership', () => {
  it('the owner renews with the player who agreed his strain when that player is no longer his partner', () => {
    // S 1♥, W 2♥ (S–W), N 2♠, E P, S P, W 3♠ (W agrees N's spades: N–W, S alone), N P, E P, S 4♥: S–W again.
    expect(pairs('S', '1H 2H 2S P P 3S P P')).toEqual(['NW']);
    expect(pairs('S', '1H 2H 2S P P 3S P P 4H')).toEqual(['SW']);
    expect(formedPartnerships(auction('S', '1H 2H 2S P P 3S P P 4H')).at(-1)).toEqual({
      owner: 'S',
      partner: 'W',
      strain: 'H',
      index: 8,
      how: 'renewed',
    });
  });
  it('with two agreers, renews with the one who formed the partnership with the owner last (N)', () => {
    // S 1♥, W 2♥ (S–W), N 3♥ (S–N), E 3♠, S P, W P, N 4♠ (N–E), E P, S 5♥: renewal with N, not W.
    expect(pairs('S', '1H 2H 3H 3S P P 4S P')).toEqual(['EN']);
    expect(pairs('S', '1H 2H 3H 3S P P 4S P 5H')).toEqual(['NS']);
  });
  it('with two agreers, renews with the one who formed the partnership with the owner last (W, who agreed again)', () => {
    // S 1♥, W 2♥, N 3♥ (S–N), E P, S P, W 4♥ (S–W again), N 4♠, E P, S P, W 5♠ (N–W), N P, E P, S 6♥: S–W.
    expect(pairs('S', '1H 2H 3H P P 4H 4S P P 5S P P')).toEqual(['NW']);
    expect(pairs('S', '1H 2H 3H P P 4H 4S P P 5S P P 6H')).toEqual(['SW']);
  });
  it('a bid by the owner in a strain nobody agreed changes nothing', () => {
    // S 1♥, W 2♠, N 3♠ (N–W), E P, S 4♥: nobody agreed hearts.
    expect(pairs('S', '1H 2S 3S P 4H')).toEqual(['NW']);
    expect(formedPartnerships(auction('S', '1H 2S 3S P 4H'))).toHaveLength(1);
  });
  it('a bid by the owner whose last agreer is his partner already changes nothing', () => {
    expect(formedPartnerships(auction('S', '1H 2H P P 3H'))).toHaveLength(1);
  });
});

describe('Auction 7: the end of the auction', () => {
  it('three passes after a bid end it', () => {
    expect(auction('N', '1C P P P').over).toBe(true);
  });
  it('four passes at the start end the deal with a zero score: nothing is played', () => {
    expect(outcome('E', 'P P P P')).toMatchObject({ contract: null, declarer: null, played: false });
  });
});

describe('Declarer 1: declarer is the owner of the final strain, not the last bidder', () => {
  it('S 2♥, W 4♥, N 4♥, E 4♥, all pass: 4♥ by S', () => {
    expect(outcome('S', '2H 4H 4H 4H P P P')).toMatchObject({ contract: '4H', declarer: 'S' });
  });
  it('no doubles: the contract is never doubled', () => {
    expect(outcome('N', '1C 2C P P P')).toMatchObject({ contract: '2C', declarer: 'N' });
  });
});

describe('Declarer 2: dummy', () => {
  it("(a) declarer's partner is dummy", () => {
    expect(outcome('S', '2H 4H 4H 4H P P P')).toMatchObject({ dummy: 'E', dummyIsPartner: true });
    expect(outcome('S', '2H 4H P P P')).toMatchObject({ dummy: 'W', dummyIsPartner: true });
  });
  it("(b) without a partner for declarer, the player outside the other pair is dummy, not declarer's partner", () => {
    // N 1♣, E 2♣ (N–E), S 2♥, all pass: 2♥ by S; N–E are partners; dummy W.
    expect(outcome('N', '1C 2C 2H P P P')).toMatchObject({
      contract: '2H',
      declarer: 'S',
      dummy: 'W',
      dummyIsPartner: false,
    });
  });
  it('(c) with no partnership, the first other player who bid is dummy', () => {
    // N 1♣, E 1♥, S 1♠, all pass: declarer S; first other bidder N (opposite: no swap).
    expect(outcome('N', '1C 1H 1S P P P')).toMatchObject({
      declarer: 'S',
      dummy: 'N',
      dummyIsPartner: false,
      played: true,
    });
    // E 1♦, S 1♥, W P, N 1♠: declarer N; first other bidder E.
    expect(outcome('E', '1D 1H P 1S P P P')).toMatchObject({ declarer: 'N', dummy: 'E', dummyIsPartner: false });
  });
  it('(c) with no partnership and no other bidder, the player opposite declarer is dummy', () => {
    expect(outcome('W', '1NT P P P')).toMatchObject({
      declarer: 'W',
      dummy: 'E',
      seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
      openingLeader: 'N',
    });
  });
  it('(c) the 2018 option: with no partnership at all the deal is not played and scores zero', () => {
    expect(outcome('W', '1NT P P P', { noPartnershipNotPlayed: true })).toMatchObject({
      contract: null,
      played: false,
      openingLeader: null,
    });
    // The option does not touch (a) and (b).
    expect(outcome('N', '1C 2C 2H P P P', { noPartnershipNotPlayed: true })).toMatchObject({
      declarer: 'S',
      dummy: 'W',
      played: true,
    });
  });
});

describe("Declarer 3–4: dummy faces declarer; the lead from declarer's left", () => {
  it("the worked example: dummy E sits on S's right and swaps with N; W leads", () => {
    const o = outcome('S', '2H 4H 4H 4H P P P');
    expect(o.seats).toEqual({ N: 'E', E: 'N', S: 'S', W: 'W' });
    expect(o.openingLeader).toBe('W');
  });
  it("dummy on declarer's left swaps too, and the old opposite player, now on the left, leads", () => {
    // S 2♥ W 4♥ P P P: dummy W sits on S's left; W moves to N and N to W; N (now West) leads.
    const o = outcome('S', '2H 4H P P P');
    expect(o.seats).toEqual({ N: 'W', E: 'E', S: 'S', W: 'N' });
    expect(o.openingLeader).toBe('N');
  });
  it('dummy opposite declarer: no swap', () => {
    expect(seatsFacing('N', 'S')).toEqual({ N: 'N', E: 'E', S: 'S', W: 'W' });
    expect(seatsFacing('E', 'N')).toEqual({ N: 'W', E: 'E', S: 'S', W: 'N' });
  });
});

describe('invariants over random legal auctions (spec, Auction 5 and Declarer 1–4)', () => {
  it("one partner at a time; declarer owns the strain; dummy faces declarer; the lead is from declarer's left", () => {
    let swapped = 0;
    let unpartnered = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...SEATS),
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        fc.boolean(),
        (dealer, picks, option) => {
          let a = emptyAuction(rules, dealer);
          for (const p of picks) {
            if (a.over) break;
            const legal = legalCallsIn(rules, a, a.turn!);
            // Pass half the time so that auctions end.
            const call = p % 2 === 0 ? legal[0]! : legal[p % legal.length]!;
            a = unwrap(auctionWithCall(rules, a, a.turn!, call));
            const pairs = rules.partnerships(a);
            const inPairs = pairs.flat();
            expect(new Set(inPairs).size).toBe(inPairs.length);
            expect(legal.some((c) => c.type === 'double' || c.type === 'redouble')).toBe(false);
          }
          if (!a.over) return;
          const o = rules.outcome(a, { noPartnershipNotPlayed: option });
          if (!o.played) {
            expect(a.lastBid === null || (option && rules.partnerships(a).length === 0)).toBe(true);
            return;
          }
          expect(o.declarer).toBe(rules.owners(a)[o.contract!.strain]);
          expect(o.dummyIsPartner).toBe(
            rules.partnerships(a).some((p) => p.includes(o.declarer!) && p.includes(o.dummy!)),
          );
          // Dummy sits opposite declarer, who does not move; the seat map is a permutation.
          expect(positionOf(o.seats, o.declarer!)).toBe(o.declarer);
          expect(positionOf(o.seats, o.dummy!)).toBe(partnerSeat(o.declarer!));
          expect(new Set(Object.values(o.seats)).size).toBe(4);
          expect(o.openingLeader).toBe(o.seats[seatAfter(o.declarer!)]);
          if (o.dummy !== partnerSeat(o.declarer!)) swapped++;
          if (!o.dummyIsPartner) unpartnered++;
        },
      ),
      { numRuns: 400, seed: 6 },
    );
    // The runs reached swaps and non-partner dummies.
    expect(swapped).toBeGreaterThan(20);
    expect(unpartnered).toBeGreaterThan(5);
  });
});
