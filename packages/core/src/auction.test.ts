// The auction under standard rules (Laws 17–22) and the seeds' auction examples.
import { describe, expect, it } from 'vitest';
import { auctionFromCalls, auctionWithCall, emptyAuction, legalCallsIn } from './auction.js';
import { DOUBLE, PASS, REDOUBLE, bid, makeCall, makeContract, parseCall, type Call } from './calls.js';
import type { Seat } from './cards.js';
import { unwrap } from './result.js';
import { ruleSetFor } from './rules/index.js';
import { standardRules } from './rules/standard.js';

const run = (dealer: Seat, calls: string) => auctionFromCalls(standardRules, dealer, calls.split(' ').filter(Boolean));
const done = (dealer: Seat, calls: string) => {
  const a = unwrap(run(dealer, calls));
  expect(a.over).toBe(true);
  const o = standardRules.outcome(a, {});
  return { ...o, contract: o.contract && makeContract(o.contract) };
};
const failure = (dealer: Seat, calls: string) => {
  const r = run(dealer, calls);
  if (r.ok) throw new Error('expected an illegal call');
  return r.error;
};
const legal = (dealer: Seat, calls: string): string[] => {
  const a = unwrap(run(dealer, calls));
  return a.turn ? legalCallsIn(standardRules, a, a.turn).map(makeCall) : [];
};

describe('seed examples of auctions and declarer', () => {
  it('Polish seed (000, "Licytacja"): dealer W, P P 1♦ 2♥ 2♠ 3♥ 4♠ P P P → 4♠ by W', () => {
    const o = done('W', 'P P 1D 2H 2S 3H 4S P P P');
    expect(o).toMatchObject({ contract: '4S', declarer: 'W', dummy: 'E', openingLeader: 'N', played: true });
  });
  it('Slovak seed (003, "Príklad 4"): dealer S, 1♥ P 1NT P P 2♦ P P P → 2♦ by W', () => {
    expect(done('S', '1H P 1NT P P 2D P P P')).toMatchObject({
      contract: '2D',
      declarer: 'W',
      dummy: 'E',
      openingLeader: 'N',
    });
  });
  it('Slovak seed (003, "Príklad 5"): dealer S, 1♥ P 4♥ P P P → 4♥ by S, who named hearts first on the side', () => {
    expect(done('S', '1H P 4H P P P')).toMatchObject({ contract: '4H', declarer: 'S', dummy: 'N', openingLeader: 'W' });
  });
  it('Slovak seed (003, "Príklad 6"): dealer S, 1♥ 2♥ 4♥ P P P → 4♥ by S; West\'s hearts do not count', () => {
    expect(done('S', '1H 2H 4H P P P')).toMatchObject({
      contract: '4H',
      declarer: 'S',
      dummy: 'N',
      openingLeader: 'W',
    });
  });
});

describe('the other seeds on bidding and declarer', () => {
  it('Spanish seed (002, "El jugador que, para su bando, primero nombró…"): 1NT then partner 3NT → the 1NT bidder declares', () => {
    expect(done('N', '1NT P 3NT P P P')).toMatchObject({
      contract: '3NT',
      declarer: 'N',
      dummy: 'S',
      openingLeader: 'E',
    });
  });
  it('Spanish seed (002, "si un jugador declara 1 corazones…"): over 1♥ the next may bid 1♠ or 1NT, not 1♣ or 1♦; 35 bids in all', () => {
    const l = legal('N', '1H');
    expect(l).toContain('1S');
    expect(l).toContain('1NT');
    expect(l).not.toContain('1C');
    expect(l).not.toContain('1D');
    expect(legal('N', '').filter((c) => /^\d/.test(c))).toHaveLength(35);
  });
  it('Estonian seed (004, "Passimine"): three passes after a bid leave the contract with the last bidder\'s side; four passes end the deal', () => {
    expect(done('E', 'P 2D P P P')).toMatchObject({ contract: '2D', declarer: 'S' });
    expect(done('E', 'P P P P')).toMatchObject({ contract: null, played: false });
  });
  it('Estonian seed (004, "Mäng"): the player of the winning side who first bid the trump suit plays the hand', () => {
    expect(done('N', '1D P 1H P 2H P 4H P P P')).toMatchObject({ declarer: 'S', dummy: 'N' });
  });
  it('Estonian seed (004, "Kontra ja rekontra mäng"): a higher bid cancels a double; a pass lets it stand', () => {
    expect(done('N', '1S X 2C P P P').contract).toBe('2C');
    expect(done('N', '1S X P P P').contract).toBe('1SX');
  });
});

describe('end of the auction (Law 17E, Law 22)', () => {
  it('four passes pass the deal out: no contract, not played', () => {
    expect(done('N', 'P P P P')).toMatchObject({
      contract: null,
      declarer: null,
      dummy: null,
      played: false,
      openingLeader: null,
    });
  });
  it('three passes at the start do not end the auction: the fourth player may still open', () => {
    const a = unwrap(run('N', 'P P P'));
    expect(a.over).toBe(false);
    expect(a.turn).toBe('W');
    expect(done('N', 'P P P 1C P P P')).toMatchObject({ contract: '1C', declarer: 'W' });
  });
  it('three passes after a double or redouble end it, with the doubling in the contract', () => {
    expect(done('N', '1S X P P P').contract).toBe('1SX');
    expect(done('N', '1S X XX P P P').contract).toBe('1SXX');
    expect(done('E', '1C 1H X XX P P P')).toMatchObject({ contract: '1HXX', declarer: 'S' });
  });
  it('a bid after a double cancels it (Law 19D)', () => {
    expect(done('N', '1S X 2C P P P').contract).toBe('2C');
  });
  it('refuses any call once the auction is over', () => {
    expect(failure('N', '1S P P P P')).toMatchObject({ code: 'auction/auction-over', position: 5 });
    expect(failure('N', 'P P P P 1C')).toMatchObject({ code: 'auction/auction-over', position: 5 });
  });
});

describe('declarer (Laws, Definitions: the first of the side to name the final strain)', () => {
  it('partner who named the strain first declares even if the other bid it last', () => {
    expect(done('N', '1S P 2C P 2S P 4S P P P')).toMatchObject({ declarer: 'N', dummy: 'S', openingLeader: 'E' });
    expect(done('N', '1C P 1S P 2NT P 4S P P P')).toMatchObject({ declarer: 'S', dummy: 'N', openingLeader: 'W' });
  });
  it('the opponents naming the strain first does not matter', () => {
    expect(done('N', '1NT 2C P 2NT P P P')).toMatchObject({ declarer: 'W', dummy: 'E' });
  });
});

describe('legal calls (Laws 18, 19)', () => {
  it('offers pass and all 35 bids to the dealer, no double or redouble', () => {
    const l = legal('N', '');
    expect(l).toHaveLength(36);
    expect(l).not.toContain('X');
    expect(l).not.toContain('XX');
  });
  it('offers only higher bids after a bid, and double to an opponent (Law 18B)', () => {
    const l = legal('N', '3NT');
    expect(l).toEqual([
      'P',
      'X',
      ...[
        '4C',
        '4D',
        '4H',
        '4S',
        '4NT',
        '5C',
        '5D',
        '5H',
        '5S',
        '5NT',
        '6C',
        '6D',
        '6H',
        '6S',
        '6NT',
        '7C',
        '7D',
        '7H',
        '7S',
        '7NT',
      ],
    ]);
  });
  it("does not offer double of partner's bid", () => {
    expect(legal('N', '1C P')).not.toContain('X');
    expect(legal('N', '1C P')).toContain('1D');
  });
  it("offers double in fourth seat after two passes (the bid is still an opponent's)", () => {
    expect(legal('N', '1C P P')).toContain('X');
  });
  it('offers redouble only to the doubled side (Law 19B)', () => {
    expect(legal('N', '1C X')).toContain('XX');
    expect(legal('N', '1C X P')).not.toContain('XX');
    expect(legal('N', '1C X P P')).toContain('XX');
  });
  it('offers 7NT last and nothing above it: after 7NT only pass and double', () => {
    expect(legal('N', '7NT')).toEqual(['P', 'X']);
    expect(legal('N', '7NT X')).toEqual(['P', 'XX']);
  });
  it('lists no legal calls for a player whose turn it is not', () => {
    const a = unwrap(run('N', '1C'));
    expect(legalCallsIn(standardRules, a, 'N')).toEqual([]);
  });
});

describe('illegal calls get coded errors with their position (Laws 18–19)', () => {
  const cases: [string, Seat, string, string, number][] = [
    ['insufficient bid (Law 18C)', 'N', '1S 1H', 'auction/insufficient-bid', 2],
    ['same bid again', 'N', '2C 2C', 'auction/insufficient-bid', 2],
    ['double with no bid (Law 19A)', 'N', 'X', 'auction/cannot-double', 1],
    ['double of own side (Law 19A)', 'N', '1C P X', 'auction/cannot-double', 3],
    ['double of a doubled bid (Law 19A)', 'N', '1C X P P X', 'auction/cannot-double', 5],
    ['double of a redoubled bid', 'N', '1C X XX X', 'auction/cannot-double', 4],
    ['redouble with no double (Law 19B)', 'N', '1C P XX', 'auction/cannot-redouble', 3],
    ['redouble by the doubling side (Law 19B)', 'N', '1C X P XX', 'auction/cannot-redouble', 4],
    ['redouble twice', 'N', '1C X XX P P XX', 'auction/cannot-redouble', 6],
    ['hao in standard bridge', 'N', '1C X P HAO', 'auction/call-not-available', 4],
    ['not a call at all', 'N', '1C 8NT', 'call/bad-level', 2],
  ];
  for (const [name, dealer, calls, code, position] of cases)
    it(`${name}: ${calls}`, () => expect(failure(dealer, calls)).toMatchObject({ code, position }));

  it('refuses a call out of turn and keeps the auction unchanged (Law 17A)', () => {
    const a = emptyAuction(standardRules, 'E');
    const r = auctionWithCall(standardRules, a, 'N', PASS);
    expect(r).toMatchObject({ ok: false, error: { code: 'auction/not-your-turn' } });
    expect(a.calls).toEqual([]);
  });
});

describe('the auction state', () => {
  it('follows turn order clockwise from the dealer (Law 17A)', () => {
    let a = emptyAuction(standardRules, 'S');
    const seen: (Seat | null)[] = [a.turn];
    for (const c of [bid(1, 'C'), DOUBLE, REDOUBLE, PASS] as Call[]) {
      a = unwrap(auctionWithCall(standardRules, a, a.turn!, c));
      seen.push(a.turn);
    }
    expect(seen).toEqual(['S', 'W', 'N', 'E', 'S']);
    expect(a).toMatchObject({ doubled: 2, doubledBy: 'W', passesInRow: 1, lastBid: { seat: 'S', index: 0 } });
  });
  it('is plain JSON: it survives a round trip through JSON', () => {
    const a = unwrap(run('W', 'P P 1D 2H 2S 3H X XX'));
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });
  it('takes calls as Call values as well as text, with NT or N', () => {
    const a = unwrap(auctionFromCalls(standardRules, 'N', [unwrap(parseCall('1NT')), '2N', 'P', 'P', 'P']));
    expect(standardRules.outcome(a, {})).toMatchObject({ declarer: 'E', contract: { level: 2, strain: 'NT' } });
  });
});

describe('rule set registry', () => {
  it('finds standard bridge and names the partnerships as data', () => {
    const rules = unwrap(ruleSetFor('standard'));
    expect(rules.partnerships(emptyAuction(rules, 'N'))).toEqual([
      ['N', 'S'],
      ['E', 'W'],
    ]);
  });
  it('refuses unknown ids with a coded error', () => {
    expect(ruleSetFor('whist')).toMatchObject({ ok: false, error: { code: 'rules/unknown-rule-set' } });
  });
});
