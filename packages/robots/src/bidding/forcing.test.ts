// Forcing calls (issue 25 "Forcing is part of the system"): a forced hand never passes, a game
// force holds until game, and robots bidding random deals from a fixed seed never drop either.
import {
  SEATS,
  auctionFromCalls,
  bid,
  parseCall,
  seatAfter,
  standardRules,
  unwrap,
  type Call,
  type Seat,
} from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { describe, expect, it } from 'vitest';
import { chooseCall, explainCall } from './bidder.js';
import { forceOn, gameLevel } from './forcing.js';
import { meaningsAt, type BidRule } from './engine.js';
import { SAYC_RULES } from './system/index.js';
import { SYSTEMS } from './system/systems.js';
import { choose } from './auction.testing.js';

const calls = (text: string): Call[] => (text === '' ? [] : text.split(' ').map((t) => unwrap(parseCall(t))));

describe('forcing calls', () => {
  it('keeps a yarborough bidding after 2♣–2♦–3♣ (issue 25: 2♣–2♦–3♣–Pass)', () => {
    const r = choose('J32.9863.542.872', '2C P 2D P 3C P');
    expect(r.call.type).toBe('bid');
    // Once a forced fallback; responder's answers to the three-level minor are rules now (strongClubRebids.ts).
    expect(r.rule).toBe('2c-minor-3n');
  });

  it('reads a jump shift as forcing to game until game is reached', () => {
    const force = forceOn(SAYC_RULES, calls('1H P 2S P 3H P'), 'N', 'none');
    expect(force).toEqual({ kind: 'game', rule: 'major-jump-shift' });
    expect(forceOn(SAYC_RULES, calls('1H P 2S P 3H P 4H P'), 'N', 'none').kind).toBe('none');
  });

  it('frees partner of a one-round force when the next opponent bids (SAYC: free bids)', () => {
    expect(forceOn(SAYC_RULES, calls('1C P 1H P'), 'N', 'none')).toEqual({ kind: 'round', rule: 'minor-1major' });
    expect(forceOn(SAYC_RULES, calls('1C P 1H 1S'), 'N', 'none').kind).toBe('none');
  });

  it('does not read a lower new suit by opener as a reverse', () => {
    expect(forceOn(SAYC_RULES, calls('1H P 1S P 2C P'), 'N', 'none').kind).toBe('none');
  });

  it('makes a 2/1 response forcing to game in the 2/1 system, and only one round in SAYC', () => {
    const two = SYSTEMS['2/1'];
    expect(choose('K2.AQ873.K98.Q42', '1S P', two)).toMatchObject({ rule: 'gf-spades-2h', call: bid(2, 'H') });
    expect(forceOn(two, calls('1S P 2H P 2S P'), 'N', 'none').kind).toBe('game');
    expect(forceOn(SAYC_RULES, calls('1S P 2H P 2S P'), 'N', 'none').kind).toBe('none');
    expect(choose('K2.Q873.K98.Q842', '1S P', two)).toMatchObject({ rule: 'gf-major-1n-forcing', call: bid(1, 'NT') });
  });
});

/** An auction as text, for failure messages. */
const text = (auction: readonly Call[]): string =>
  auction.map((c) => (c.type === 'bid' ? `${c.level}${c.strain}` : c.type)).join(' ');

/** The forcing of the rule that explains a call, as partner reads it. */
function forcingOf(auction: readonly Call[], i: number, dealer: Seat, rules: readonly BidRule[]): BidRule['forcing'] {
  const m = explainCall(auction.slice(0, i), auction[i]!, { dealer, rules });
  const name = m.ok ? m.value.rule.replace(/\/uncontested$/, '') : '';
  return rules.find((r) => r.name === name)?.forcing;
}

describe.each(['sayc', '2/1', 'sayc-rkcb', 'polish'] as const)(
  'robots bidding 300 random deals from seed 25 (%s)',
  (system) => {
    const rules = SYSTEMS[system];
    const auctions: { auction: Call[]; dealer: Seat; fired: string[] }[] = [];
    const rng = seededRandom(25);
    for (let d = 0; d < 300; d++) {
      const deal = randomDeal(rng);
      const dealer = SEATS[d % 4]!;
      const auction: Call[] = [];
      const fired: string[] = [];
      while (!unwrap(auctionFromCalls(standardRules, dealer, auction)).over) {
        const seat = seatAfter(dealer, auction.length);
        const made = unwrap(chooseCall({ hand: deal[seat], auction, dealer, vulnerability: 'none' }, rules));
        auction.push(made.call);
        fired.push(made.rule);
      }
      auctions.push({ auction, dealer, fired });
    }

    // Partner reads a call's force from the first rule that can make it (`forceOn`); where several
    // rules can, that reading holds only if the rule the bidder really used forces as far.
    it('reads each call as forcing as the rule that made it', () => {
      const misread: string[] = [];
      for (const { auction, dealer, fired } of auctions) {
        auction.forEach((c, i) => {
          if (c.type === 'pass') return;
          const ms = meaningsAt(rules, auction, i, dealer, 'none');
          const made = ms.find((m) => m.rule.name === fired[i]);
          if (made && made.rule.forcing !== ms[0]!.rule.forcing)
            misread.push(`${text(auction.slice(0, i + 1))}: ${made.rule.name} read as ${ms[0]!.rule.name}`);
        });
      }
      expect(misread).toEqual([]);
    });

    it('never passes partner’s forcing call when the next opponent passed (unless partner is a passed hand)', () => {
      const dropped: string[] = [];
      for (const { auction, dealer } of auctions) {
        const lead = auction.findIndex((c) => c.type !== 'pass');
        for (let i = 2; i < auction.length; i++) {
          if (auction[i]!.type !== 'pass' || auction[i - 1]!.type !== 'pass' || auction[i - 2]!.type === 'pass')
            continue;
          // SAYC: a new suit by a passed hand is not forcing.
          const passedHand = Array.from({ length: Math.max(0, lead) }, (_, j) => j).some((j) => (i - 2 - j) % 4 === 0);
          if (passedHand && forcingOf(auction, i - 2, dealer, rules) === 'round') continue;
          if (forcingOf(auction, i - 2, dealer, rules)) dropped.push(text(auction));
        }
      }
      expect(dropped).toEqual([]);
    });

    it('never stops below game after a game-forcing call of the side that bid last', () => {
      const short: string[] = [];
      for (const { auction, dealer } of auctions) {
        let last = -1;
        auction.forEach((c, i) => {
          if (c.type === 'bid') last = i;
        });
        if (last < 0) continue;
        const lb = auction[last]!;
        if (lb.type !== 'bid' || lb.level >= gameLevel(lb.strain)) continue;
        const side = last % 2;
        const gf = auction.some(
          (c, i) => i % 2 === side && c.type !== 'pass' && forcingOf(auction, i, dealer, rules) === 'game',
        );
        if (gf) short.push(text(auction));
      }
      expect(short).toEqual([]);
    });
  },
);

describe('alerts (ACBL Alert Procedures)', () => {
  const meaning = (auction: string, call: string): { alert?: string | undefined } =>
    unwrap(explainCall(calls(auction), unwrap(parseCall(call))));

  it('announces the 1NT range and Jacoby transfers', () => {
    expect(meaning('', '1NT').alert).toBe('announce');
    expect(meaning('1NT P', '2D').alert).toBe('announce');
  });

  it('alerts Jacoby 2NT and splinters, artificial calls below 3NT', () => {
    expect(meaning('1S P', '2NT').alert).toBe('alert');
    expect(meaning('1S P', '4D').alert).toBe('alert');
  });

  it('neither alerts nor announces Stayman or a natural raise', () => {
    expect(meaning('1NT P', '2C').alert).toBeUndefined();
    expect(meaning('1S P', '2S').alert).toBeUndefined();
  });
});

describe('Lebensohl and the defence to a strong 2♣', () => {
  it('relays with 2NT on a weak hand with a long lower suit, and signs off after 3♣ (Lebensohl)', () => {
    expect(choose('82.43.KJ9854.Q73', '1NT 2H')).toMatchObject({ rule: 'leb-relay', call: bid(2, 'NT') });
    expect(choose('AQ4.KJ3.Q72.KJ82', '1NT 2H 2NT P')).toMatchObject({ rule: 'leb-accept', call: bid(3, 'C') });
    expect(choose('82.43.KJ9854.Q73', '1NT 2H 2NT P 3C P')).toMatchObject({ rule: 'leb-signoff', call: bid(3, 'D') });
  });

  it('doubles their strong 2♣ to direct the lead with good clubs', () => {
    expect(choose('93.J82.754.KQJ72', '2C')).toMatchObject({ rule: 'vs-2c-double', call: { type: 'double' } });
  });
});

// Responder never passes partner's opening with 18+ HCP: SAYC's no-trump answers to 1♣/1♦ stop at
// 3NT with 16–17, and a 3-3-3-4 or 3-3-4-3 twenty-count found no rule and passed (a random-deal scan,
// 2,000 deals with 32+ HCP between the hands: ten times). It bids the cheapest new suit, forcing.
// After 1♦–2♣–3♣ responder's game and slam calls are those after the other three-level minor raises
// (slam.ts `MINOR_THREE_STARTS`; before, passed with 13 HCP).
describe("responder's big hands over a minor opening", () => {
  it('bids 1♦ over 1♣ and 2♣ over 1♦ with 20 HCP and no four-card suit to show', () => {
    expect(choose('QJT.AK5.K65.AK72', '1C P')).toMatchObject({ rule: 'minor-strong-1d', call: bid(1, 'D') });
    expect(choose('QJT.AK5.AK72.K65', '1D P')).toMatchObject({ rule: 'minor-strong-2c', call: bid(2, 'C') });
  });

  it('still answers 3NT with 16–17 and 1♦ with four diamonds', () => {
    expect(choose('QJT.AK5.K65.K872', '1C P')).toMatchObject({ call: bid(3, 'NT') });
    expect(choose('QJT.AK5.AK72.K65', '1C P')).toMatchObject({ rule: 'clubs-1d' });
  });

  it('bids game or tries for slam after 1♦–2♣–3♣', () => {
    expect(choose('QJ5.K54.J72.AQ65', '1D P 2C P 3C P')).toMatchObject({ rule: 'minor3-3n', call: bid(3, 'NT') });
    expect(choose('QJT.AK5.AK72.K65', '1D P 2C P 3C P')).toMatchObject({ rule: 'minor3-slam-try', call: bid(4, 'C') });
  });
});
