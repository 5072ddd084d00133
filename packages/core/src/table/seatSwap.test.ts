// The table machine with a rule set that swaps seats (docs/variants.md,
// "Declarer, dummy, seats" 3–4): the machine itself needs no change. The rule set here is a toy
// registered for this file only (vitest isolates modules per test file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toySeatSwapRules } from '../rules/toyRules.testing.js';
import { parseHand, type Card, type Deal, type Seat } from '../cards.js';
import { parseCall } from '../calls.js';
import { unwrap } from '../result.js';
import { RULE_SETS } from '../rules/index.js';
import type { RuleSet } from '../rules/ruleSet.js';
import { decide, evolve, initialTableState, legalCards, replay, type TableState } from './machine.js';
import type { TableCommand, TableEvent } from './types.js';
import { viewFor } from './view.js';

const toyRules = toySeatSwapRules(false);

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
    expect(end[2]).toMatchObject({ type: 'auctionEnded', declarer: 'S', dummy: 'E', seats: { N: 'E', E: 'N', S: 'S', W: 'W' } });
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
