// The variant rule sets at the table: the worked example of docs/variants.md
// (from seeds/001_848007893afe264d.txt) played through the state machine, the 2018 option, and Hao
// bridge's hao at the table. The per-player scores of the same deal are checked in
// packages/scoring/src/workedExample.test.ts (core imports no other package).
import { describe, expect, it } from 'vitest';
import { SEATS, cardsOf, parseHand, type Deal, type Seat } from '../cards.js';
import { parseCall } from '../calls.js';
import { unwrap } from '../result.js';
import { decide, evolve, initialTableState, legalCalls, legalCards, replay, type TableState } from './machine.js';
import type { TableCommand, TableEvent, TableOptions } from './types.js';
import { viewFor } from './view.js';

// The worked example's hands (spec, "The original's worked example"; Polish letters D W = Q J).
const DEAL: Deal = {
  N: unwrap(parseHand('J103.KQ.K8.876543')),
  E: unwrap(parseHand('754.7.AJ10743.AJ2')),
  S: unwrap(parseHand('AK2.AJ9432.Q9.K10')),
  W: unwrap(parseHand('Q986.10865.652.Q9')),
};

function table(options: TableOptions, dealer: Seat) {
  let s: TableState = initialTableState(options);
  const log: TableEvent[] = [];
  const act = (seat: Seat | null, cmd: TableCommand): readonly TableEvent[] => {
    const r = unwrap(decide(s, cmd, seat ? { kind: 'seat', seat } : { kind: 'system' }));
    log.push(...r);
    s = r.reduce(evolve, s);
    return r;
  };
  act(null, { type: 'startDeal', board: 1, dealer, vulnerability: 'both', deal: DEAL });
  const call = (text: string) => act(s.auction!.turn!, { type: 'call', call: unwrap(parseCall(text)) });
  return { state: () => s, log, act, call };
}

describe('Four at One Table at the table: the worked example (spec, "The original\'s worked example")', () => {
  it('2♥ 4♥ 4♥ 4♥ P P P with S dealing: declarer S, dummy E, E and N swap seats, W leads; the deal is played out', () => {
    const t = table({ ruleSet: 'four-at-one-table' }, 'S');
    // Auction 1: a double is refused with a clear code; the state is unchanged.
    expect(
      decide(t.state(), { type: 'call', call: unwrap(parseCall('X')) }, { kind: 'seat', seat: 'S' }),
    ).toMatchObject({ ok: false, error: { code: 'auction/no-doubles-in-variant' } });
    t.call('2H');
    t.call('4H');
    expect(viewFor(t.state(), 'N')).toMatchObject({ owners: { H: 'S' }, partnerships: [['S', 'W']] });
    // Auction 4: N's legal calls include the repeat of 4♥.
    expect(legalCalls(t.state(), 'N')).toContainEqual({ type: 'bid', level: 4, strain: 'H' });
    t.call('4H');
    expect(viewFor(t.state(), 'E').partnerships).toEqual([['S', 'N']]);
    t.call('4H');
    expect(viewFor(t.state(), 'E').partnerships).toEqual([['S', 'E']]);
    t.call('P');
    t.call('P');
    const end = t.call('P');
    expect(end[2]).toEqual({
      type: 'auctionEnded',
      contract: { level: 4, strain: 'H', doubled: 0 },
      declarer: 'S',
      dummy: 'E',
      seats: { N: 'E', E: 'N', S: 'S', W: 'W' },
      visibleTo: 'all',
    });
    const v = viewFor(t.state(), 'W');
    expect(v).toMatchObject({
      phase: 'play',
      declarer: 'S',
      dummy: 'E',
      dummyIsPartner: true,
      turn: 'W',
      toAct: 'W',
      seats: { N: 'E', E: 'N' },
    });
    // Before the opening lead nobody but E sees E's hand (Law 41D, spec Declarer 4).
    for (const viewer of ['N', 'S', 'W', 'spectator'] as const) expect(viewFor(t.state(), viewer).hands.E).toBeNull();
    const lead = t.act('W', { type: 'play', card: 'CQ' });
    expect(lead[1]).toMatchObject({ type: 'dummyFaced', seat: 'E', visibleTo: 'all' });
    // Dummy E is faced to all; N's hand (N now sits East, a defender) stays hidden from W, S and E.
    for (const viewer of ['N', 'S', 'W', 'spectator'] as const)
      expect(viewFor(t.state(), viewer).hands.E).toEqual(cardsOf(DEAL.E).filter((c) => c !== 'CQ'));
    for (const viewer of ['E', 'S', 'W', 'spectator'] as const) expect(viewFor(t.state(), viewer).hands.N).toBeNull();
    // After W (West) comes the player sitting North: dummy E, played by declarer S.
    expect(viewFor(t.state(), 'S')).toMatchObject({ turn: 'E', toAct: 'S', legalCards: ['CA', 'CJ', 'C2'] });
    expect(decide(t.state(), { type: 'play', card: 'CA' }, { kind: 'seat', seat: 'E' })).toMatchObject({
      ok: false,
      error: { code: 'play/dummy-cannot-play' },
    });
    t.act('S', { type: 'play', card: 'C2' });
    // Then the player sitting East: N.
    expect(viewFor(t.state(), 'N')).toMatchObject({ turn: 'N', toAct: 'N' });
    while (t.state().phase === 'play') {
      const p = t.state().play!;
      const actor = p.turn === p.dummy ? p.declarer : p.turn!;
      t.act(actor, { type: 'play', card: legalCards(t.state(), actor)[0]! });
    }
    const tricks = t.log.filter((e) => e.type === 'trickCompleted');
    expect(tricks).toHaveLength(13);
    const ended = t.log.find((e) => e.type === 'dealEnded');
    expect(ended).toMatchObject({ result: { contract: { level: 4, strain: 'H' }, declarer: 'S', dummy: 'E' } });
    const result = t.state().result!;
    expect(result.declarerTricks).toBe(
      tricks.filter((e) => e.type === 'trickCompleted' && (e.winner === 'S' || e.winner === 'E')).length,
    );
    expect(replay(t.log, { ruleSet: 'four-at-one-table' })).toEqual(t.state());
  });

  it('every trick goes round the table as seated after the swap: W, E (North), N (East), S', () => {
    const t = table({ ruleSet: 'four-at-one-table' }, 'S');
    for (const c of ['2H', '4H', '4H', '4H', 'P', 'P', 'P']) t.call(c);
    expect(t.state().play!.order).toEqual(['E', 'N', 'S', 'W']);
  });

  it('four passes: the deal ends at once with no contract (Auction 7)', () => {
    const t = table({ ruleSet: 'four-at-one-table' }, 'N');
    for (const c of ['P', 'P', 'P']) t.call(c);
    const last = t.call('P');
    expect(last.map((e) => e.type)).toEqual([
      'callMade',
      'callNotAlerted',
      'auctionEnded',
      'dealEnded',
      'handsRevealed',
    ]);
    expect(t.state().result).toMatchObject({ contract: null, declarerTricks: null });
  });
});

describe('Four at One Table, 2018 option (spec, Declarer 2c): a deal with no partnership is not played', () => {
  it('ends the deal after the auction with no contract when the option is on', () => {
    const t = table({ ruleSet: 'four-at-one-table', noPartnershipNotPlayed: true }, 'W');
    for (const c of ['1NT', 'P', 'P']) t.call(c);
    const last = t.call('P');
    expect(last.map((e) => e.type)).toEqual([
      'callMade',
      'callNotAlerted',
      'auctionEnded',
      'dealEnded',
      'handsRevealed',
    ]);
    expect(t.state()).toMatchObject({ phase: 'ended', result: { contract: null, declarerTricks: null } });
    expect(replay(t.log, { ruleSet: 'four-at-one-table', noPartnershipNotPlayed: true })).toEqual(t.state());
  });
  it('without the option the same auction is played, dummy opposite declarer (rule c)', () => {
    const t = table({ ruleSet: 'four-at-one-table' }, 'W');
    for (const c of ['1NT', 'P', 'P', 'P']) t.call(c);
    expect(viewFor(t.state(), 'N')).toMatchObject({
      phase: 'play',
      declarer: 'W',
      dummy: 'E',
      dummyIsPartner: false,
      turn: 'N',
    });
  });
});

describe('Hao bridge at the table (hao.ts)', () => {
  it("E doubles N's 1♥, W says hao: E–W partners; N declares with S as dummy who is not a partner", () => {
    const t = table({ ruleSet: 'hao' }, 'N');
    t.call('1H');
    t.call('X');
    expect(legalCalls(t.state(), 'S').map((c) => c.type)).not.toContain('hao');
    t.call('P');
    expect(legalCalls(t.state(), 'W')).toContainEqual({ type: 'hao' });
    t.call('HAO');
    expect(viewFor(t.state(), 'spectator').partnerships).toEqual([['E', 'W']]);
    for (const c of ['P', 'P', 'P']) t.call(c);
    expect(viewFor(t.state(), 'E')).toMatchObject({
      contract: { level: 1, strain: 'H', doubled: 1 },
      declarer: 'N',
      dummy: 'S',
      dummyIsPartner: false,
      turn: 'E',
      seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
    });
    expect(SEATS.every((seat) => viewFor(t.state(), seat).hands.S === null || seat === 'S')).toBe(true);
  });
});

describe('who is vulnerable at a variant table (docs/variants.md, Scoring 1)', () => {
  const started = (ruleSet: TableOptions['ruleSet']) => {
    const s0 = initialTableState({ ruleSet });
    const cmd: TableCommand = { type: 'startDeal', board: 1, dealer: 'N', vulnerability: 'none', deal: DEAL };
    return unwrap(decide(s0, cmd, { kind: 'system' })).reduce(evolve, s0);
  };
  it('Four at One Table on a board where nobody is vulnerable: the deal is scored with everyone vulnerable', () => {
    const v = viewFor(started('four-at-one-table'), 'S');
    expect(v.vulnerability).toBe('none');
    expect(v.scoredVulnerability).toBe('both');
    expect(v.vulnerable).toEqual({ N: true, E: true, S: true, W: true });
  });
  it("Hao bridge keeps the board's vulnerability (docs/variants.md, Hao scoring)", () => {
    const v = viewFor(started('hao'), 'S');
    expect(v.scoredVulnerability).toBe('none');
    expect(v.vulnerable).toEqual({ N: false, E: false, S: false, W: false });
  });
});
