// Robots at Four at One Table and Hao bridge tables (issue 6; docs/variants.md,
// core's rules/fourAtOneTable.ts and rules/hao.ts): legal, sensible calls; cards from the standard
// card play after the seat swap.
import { describe, expect, it } from 'vitest';
import {
  SEATS,
  boardDealer,
  boardVulnerability,
  decide,
  evolve,
  initialTableState,
  parseCall,
  parseHand,
  unwrap,
  viewFor,
  type Deal,
  type RuleSetId,
  type Seat,
  type TableEvent,
  type TableState,
} from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { createRobot, type Robot } from './robot.js';
import { chooseFourAtOneTableCall, chooseHaoCall, positionalView } from './variants.js';

/** Four robots play one board to its end; every command they send must be accepted. */
function robotBoard(ruleSet: RuleSetId, board: number, seed: number): { state: TableState; log: TableEvent[] } {
  let state = initialTableState({ ruleSet });
  const log: TableEvent[] = [];
  const apply = (events: readonly TableEvent[]) => {
    log.push(...events);
    state = events.reduce(evolve, state);
  };
  apply(
    unwrap(
      decide(
        state,
        {
          type: 'startDeal',
          board,
          dealer: boardDealer(board),
          vulnerability: boardVulnerability(board),
          deal: randomDeal(seededRandom(seed)),
        },
        { kind: 'system' },
      ),
    ),
  );
  const robots = Object.fromEntries(
    SEATS.map((s, i) => [s, createRobot({ seat: s, rng: seededRandom(seed * 4 + i), now: () => 0 })]),
  ) as Record<Seat, Robot>;
  for (let steps = 0; state.phase !== 'ended'; steps++) {
    if (steps > 200) throw new Error('the board did not end');
    const seat = SEATS.find((s) => robots[s].onView(viewFor(state, s)) !== null);
    if (!seat) throw new Error(`no robot acts in phase ${state.phase}`);
    const command = robots[seat].onView(viewFor(state, seat))!;
    const r = decide(state, command, { kind: 'seat', seat });
    if (!r.ok) throw new Error(`${seat}'s ${JSON.stringify(command)} refused: ${r.error.code}`);
    apply(r.value);
  }
  return { state, log };
}

const deal = (n: string, e: string, s: string, w: string): Deal => ({
  N: unwrap(parseHand(n)),
  E: unwrap(parseHand(e)),
  S: unwrap(parseHand(s)),
  W: unwrap(parseHand(w)),
});
// The worked example of the spec (seeds/001).
const EXAMPLE = deal('J103.KQ.K8.876543', '754.7.AJ10743.AJ2', 'AK2.AJ9432.Q9.K10', 'Q986.10865.652.Q9');

function tableAfter(ruleSet: RuleSetId, d: Deal, dealer: Seat, calls: readonly string[]): TableState {
  let s = initialTableState({ ruleSet });
  s = unwrap(
    decide(s, { type: 'startDeal', board: 1, dealer, vulnerability: 'both', deal: d }, { kind: 'system' }),
  ).reduce(evolve, s);
  for (const c of calls)
    s = unwrap(
      decide(s, { type: 'call', call: unwrap(parseCall(c)) }, { kind: 'seat', seat: s.auction!.turn! }),
    ).reduce(evolve, s);
  return s;
}

describe('robots play whole boards of both variants legally', () => {
  for (const ruleSet of ['four-at-one-table', 'hao'] as const) {
    it(`${ruleSet}: 16 boards, every call and card accepted, no double in Four at One Table, partnerships formed`, () => {
      let played = 0;
      let partnered = 0;
      for (let b = 1; b <= 16; b++) {
        const { state, log } = robotBoard(ruleSet, b, 900 + b);
        const calls = log.flatMap((e) => (e.type === 'callMade' ? [e.call] : []));
        if (ruleSet === 'four-at-one-table')
          expect(calls.some((c) => c.type === 'double' || c.type === 'redouble')).toBe(false);
        if (state.outcome?.played) played++;
        if (state.outcome?.played && state.outcome.dummyIsPartner) partnered++;
        if (state.outcome?.played) expect(state.result!.declarerTricks).toEqual(expect.any(Number));
      }
      expect(played).toBeGreaterThan(8);
      expect(partnered).toBeGreaterThan(4);
    });
  }
});

// A made-up deal for the calls below: S has an opening 1♥; W four hearts and 10 points; N three
// hearts and 8 points; E a singleton heart.
const A = deal('J103.Q87.AJ10.8765', '9754.2.8743.AJ42', 'AK2.AJ943.Q92.K10', 'Q86.K1065.K65.Q93');

describe('Four at One Table robot calls (sensible: agree a strain it supports, not one it cannot help)', () => {
  it('after S 1♥, W (four hearts, 10 points) agrees hearts at the three level', () => {
    const s = tableAfter('four-at-one-table', A, 'S', ['1H']);
    const c = chooseFourAtOneTableCall(viewFor(s, 'W'))!;
    expect(c).toMatchObject({ call: { type: 'bid', level: 3, strain: 'H' }, rule: 'agree' });
  });
  it("does not agree hearts with a singleton: E passes over S's 1♥ (no five-card suit to name)", () => {
    const s = tableAfter('four-at-one-table', A, 'S', ['1H', 'P', 'P']);
    expect(chooseFourAtOneTableCall(viewFor(s, 'E'))!.call).toEqual({ type: 'pass' });
  });
  it("the worked example's E (one heart, six diamonds, 10 points) names diamonds over 1♥, not hearts", () => {
    const s = tableAfter('four-at-one-table', EXAMPLE, 'S', ['1H', 'P', 'P']);
    expect(chooseFourAtOneTableCall(viewFor(s, 'E'))!.call).toMatchObject({ type: 'bid', strain: 'D' });
  });
  it('uses the repeat when it is the cheapest way to agree: S 1♥, W 2♥, N repeats 2♥', () => {
    const s = tableAfter('four-at-one-table', A, 'S', ['1H', '2H']);
    expect(chooseFourAtOneTableCall(viewFor(s, 'N'))).toMatchObject({
      call: { type: 'bid', level: 2, strain: 'H' },
      rule: 'agree',
    });
  });
  it("never offers a double (core gives none) and passes with nothing to say: the example's W with 4 points", () => {
    const s = tableAfter('four-at-one-table', EXAMPLE, 'S', ['2H']);
    expect(viewFor(s, 'W').legalCalls.some((c) => c.type === 'double')).toBe(false);
    expect(chooseFourAtOneTableCall(viewFor(s, 'W'))!.call).toEqual({ type: 'pass' });
  });
});

describe('Hao robot calls', () => {
  it("acts over partner's double with 10 points: a bid of the system, or hao", () => {
    const s = tableAfter('hao', A, 'N', ['1C', 'X', 'P']);
    const v = viewFor(s, 'W');
    expect(v.legalCalls).toContainEqual({ type: 'hao' });
    expect(['hao', 'bid']).toContain(chooseHaoCall(v)!.call.type);
  });
  it('says hao when the system would pass: W with 8 points and nothing to bid after E doubles 4♠', () => {
    const s = tableAfter('hao', A, 'N', ['4S', 'X', 'P']);
    const c = chooseHaoCall(viewFor(s, 'W'))!;
    expect(c.call).toEqual({ type: 'hao' });
  });
});

describe('Hao robot calls stay natural (partners join only by naming the same strain)', () => {
  it("over partner's 1NT, five spades and two hearts bid 2♠ (not a 2♥ transfer)", () => {
    const d = deal('AQ4.K853.K82.QJ3', '1096.AQJ.AQJ.K1097', 'KJ852.42.9763.82', '73.10976.1054.A654');
    const s = tableAfter('hao', d, 'N', ['1NT', 'P']);
    const c = chooseHaoCall(viewFor(s, 'S'))!;
    expect(c.call).toEqual({ type: 'bid', level: 2, strain: 'S' });
  });
});

describe('the card play after the seat swap (positional view)', () => {
  it('renames players by where they sit: in the worked example E (dummy) sits North, N sits East', () => {
    const s = tableAfter('four-at-one-table', EXAMPLE, 'S', ['2H', '4H', '4H', '4H', 'P', 'P', 'P']);
    const pv = positionalView(viewFor(s, 'N'));
    expect(pv).toMatchObject({
      viewer: 'E',
      declarer: 'S',
      dummy: 'N',
      turn: 'W',
      seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
      auction: [],
    });
    expect(pv.hands.E).toEqual(viewFor(s, 'N').hands.N);
    expect(pv.hands.N).toBeNull();
    // Standard tables are left as they are.
    const t = tableAfter('standard', EXAMPLE, 'S', ['1H', 'P', '4H', 'P', 'P', 'P']);
    expect(positionalView(viewFor(t, 'W'))).toEqual(viewFor(t, 'W'));
  });
  it('renames the players of completed tricks too (lastTrick, and playedTricks where a view lists them)', () => {
    let s = tableAfter('four-at-one-table', EXAMPLE, 'S', ['2H', '4H', '4H', '4H', 'P', 'P', 'P']);
    for (let i = 0; i < 4; i++) {
      const seat = s.play!.turn === s.play!.dummy ? s.play!.declarer : s.play!.turn!;
      s = unwrap(decide(s, { type: 'play', card: viewFor(s, seat).legalCards[0]! }, { kind: 'seat', seat })).reduce(
        evolve,
        s,
      );
    }
    const v = viewFor(s, 'S');
    const trick = v.lastTrick!;
    expect(trick.leader).toBe('W');
    const pv = positionalView({ ...v, playedTricks: [trick] } as typeof v);
    expect(pv.lastTrick!.cards.map((c) => c.seat)).toEqual(['W', 'N', 'E', 'S']);
    expect(
      (pv as typeof pv & { playedTricks: { cards: { seat: string }[] }[] }).playedTricks[0]!.cards.map((c) => c.seat),
    ).toEqual(['W', 'N', 'E', 'S']);
    expect(trick.cards.map((c) => c.seat)).toEqual(['W', 'E', 'N', 'S']);
  });
  it("a robot declarer plays the moved dummy's cards legally", () => {
    let s = tableAfter('four-at-one-table', EXAMPLE, 'S', ['2H', '4H', '4H', '4H', 'P', 'P', 'P']);
    const robots = Object.fromEntries(
      SEATS.map((x, i) => [x, createRobot({ seat: x, rng: seededRandom(i + 1), now: () => 0 })]),
    ) as Record<Seat, Robot>;
    for (let i = 0; i < 52 && s.phase === 'play'; i++) {
      const seat = s.play!.turn === s.play!.dummy ? s.play!.declarer : s.play!.turn!;
      const cmd = robots[seat].onView(viewFor(s, seat))!;
      s = unwrap(decide(s, cmd, { kind: 'seat', seat })).reduce(evolve, s);
    }
    expect(s.phase).toBe('ended');
    expect(s.result!.declarerTricks).toBeGreaterThanOrEqual(8);
  });
});
