// The table machine with a rule set that swaps seats (../shared/spec/four-at-one-table.md,
// "Declarer, dummy, seats" 3–4): the machine itself needs no change. The rule set here is a toy
// registered for this file only (vitest isolates modules per test file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATS, partnerSeat, parseHand, seatAfter, type Card, type Deal, type Seat, type Strain } from '../cards.js';
import { ALL_BIDS, PASS, parseCall } from '../calls.js';
import { err, unwrap } from '../result.js';
import { RULE_SETS } from '../rules/index.js';
import { positionOf, type RuleSet, type SeatMap } from '../rules/ruleSet.js';
import { checkSufficientBid, standardAuctionOver } from '../rules/standard.js';
import { decide, evolve, initialTableState, legalCards, replay, type TableState } from './machine.js';
import type { TableCommand, TableEvent } from './types.js';
import { viewFor } from './view.js';

interface ToyState {
  readonly owners: Readonly<Partial<Record<Strain, Seat>>>;
}
// Declarer = owner of the final strain; dummy = the last other player to bid it; a dummy beside
// declarer swaps seats with the player opposite; the player on declarer's left (after the swap) leads.
const toyRules: RuleSet<ToyState> = {
  id: 'four-at-one-table',
  title: 'a toy seat-swapping variant',
  vocabulary: [PASS, ...ALL_BIDS],
  initialRuleState: () => ({ owners: {} }),
  checkCall: (a, _seat, call) => (call.type === 'double' || call.type === 'redouble' ? err('auction/no-doubles', 'no doubles') : checkSufficientBid(a, call)),
  applyCall: (a, seat, call) =>
    call.type === 'bid' && a.rule.owners[call.strain] === undefined ? { owners: { ...a.rule.owners, [call.strain]: seat } } : a.rule,
  isAuctionOver: standardAuctionOver,
  partnerships: () => [],
  owners: (a) => a.rule.owners,
  outcome(a) {
    const last = a.lastBid!;
    const declarer = a.rule.owners[last.bid.strain]!;
    const others = a.calls.filter((c) => c.call.type === 'bid' && c.call.strain === last.bid.strain && c.seat !== declarer);
    const dummy = others.length > 0 ? others[others.length - 1]!.seat : partnerSeat(declarer);
    const opposite = partnerSeat(declarer);
    const seats = Object.fromEntries(SEATS.map((p) => [p, p === dummy ? opposite : p === opposite ? dummy : p])) as SeatMap;
    return {
      contract: { level: last.bid.level, strain: last.bid.strain, doubled: 0 },
      declarer,
      dummy,
      dummyIsPartner: false,
      played: true,
      seats,
      openingLeader: seats[seatAfter(positionOf(seats, declarer))],
    };
  },
};

const registry = RULE_SETS as Record<string, RuleSet | undefined>;
let saved: RuleSet | undefined;
beforeAll(() => {
  saved = registry['four-at-one-table'];
  registry['four-at-one-table'] = toyRules as RuleSet;
});
afterAll(() => {
  registry['four-at-one-table'] = saved;
});

// The worked example's hands (spec, "The original's worked example").
const DEAL: Deal = {
  N: unwrap(parseHand('J103.KQ.K8.876543')),
  E: unwrap(parseHand('754.7.AJ10743.AJ2')),
  S: unwrap(parseHand('AK2.AJ9432.Q9.K10')),
  W: unwrap(parseHand('Q986.10865.652.Q9')),
};

describe('a seat-swapping rule set at the table', () => {
  it('announces the swap, leads from declarer\'s left, and lets declarer play the moved dummy\'s cards', () => {
    let s: TableState = initialTableState({ ruleSet: 'four-at-one-table' });
    const log: TableEvent[] = [];
    const act = (seat: Seat | null, cmd: TableCommand) => {
      const r = unwrap(decide(s, cmd, seat ? { kind: 'seat', seat } : { kind: 'system' }));
      log.push(...r);
      s = r.reduce(evolve, s);
      return r;
    };
    act(null, { type: 'startDeal', board: 1, dealer: 'S', vulnerability: 'both', deal: DEAL });
    const refused = decide(s, { type: 'call', call: unwrap(parseCall('X')) }, { kind: 'seat', seat: 'S' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'auction/no-doubles' } });
    for (const c of ['1H', 'P', 'P', '2H', 'P', 'P']) act(s.auction!.turn!, { type: 'call', call: unwrap(parseCall(c)) });
    const end = act('N', { type: 'call', call: unwrap(parseCall('P')) });
    expect(end[1]).toMatchObject({ type: 'auctionEnded', declarer: 'S', dummy: 'E', seats: { N: 'E', E: 'N', S: 'S', W: 'W' } });
    expect(viewFor(s, 'N')).toMatchObject({ owners: { H: 'S' }, seats: { N: 'E', E: 'N' }, dummyIsPartner: false, turn: 'W' });
    act('W', { type: 'play', card: 'CQ' });
    // After West, the player sitting North plays: East (dummy, moved), by declarer.
    expect(viewFor(s, 'S')).toMatchObject({ turn: 'E', toAct: 'S', legalCards: ['CA', 'CJ', 'C2'] });
    expect(viewFor(s, 'W').hands).toMatchObject({ E: expect.any(Array), N: null, S: null });
    act('S', { type: 'play', card: 'CA' });
    expect(decide(s, { type: 'play', card: 'C8' as Card }, { kind: 'seat', seat: 'N' }).ok).toBe(true);
    while (s.phase === 'play') {
      const p = s.play!;
      const actor = p.turn === p.dummy ? p.declarer : p.turn!;
      act(actor, { type: 'play', card: legalCards(s, actor)[0]! });
    }
    expect(s.phase).toBe('ended');
    expect(log.filter((e) => e.type === 'trickCompleted')).toHaveLength(13);
    expect(replay(log, { ruleSet: 'four-at-one-table' })).toEqual(s);
  });
});
