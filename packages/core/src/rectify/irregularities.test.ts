// Insufficient bids (Law 27) and leads out of turn (Laws 53–54) at a table with rectifications.
// Hands: the worked example of docs/variants.md (from seeds/001), standard rules.
import { describe, expect, it } from 'vitest';
import { handHas, parseHand, type Card, type Deal, type Seat } from '../cards.js';
import { bid, makeCall, parseCall } from '../calls.js';
import { unwrap } from '../result.js';
import { decide, evolve, initialTableState, legalCalls, type TableState } from '../table/machine.js';
import type { TableCommand, TableEvent } from '../table/types.js';
import { viewFor } from '../table/view.js';
import { isLowestSufficientInStrain } from './insufficientBid.js';

const DEAL: Deal = {
  N: unwrap(parseHand('J103.KQ.K8.876543')),
  E: unwrap(parseHand('754.7.AJ10743.AJ2')),
  S: unwrap(parseHand('AK2.AJ9432.Q9.K10')),
  W: unwrap(parseHand('Q986.10865.652.Q9')),
};

function table(rectifications = true) {
  let state: TableState = initialTableState({ ruleSet: 'standard', rectifications });
  const log: TableEvent[] = [];
  const send = (seat: Seat | null, cmd: TableCommand): string | TableEvent[] => {
    const r = decide(state, cmd, seat ? { kind: 'seat', seat } : { kind: 'system' });
    if (!r.ok) return r.error.code;
    log.push(...r.value);
    state = r.value.reduce(evolve, state);
    return [...r.value];
  };
  send(null, { type: 'startDeal', board: 3, dealer: 'S', vulnerability: 'EW', deal: DEAL });
  const call = (seat: Seat, text: string) => send(seat, { type: 'call', call: unwrap(parseCall(text)) });
  const play = (seat: Seat, card: string) => send(seat, { type: 'play', card: card as Card });
  const answer = (seat: Seat, accept: boolean) => send(seat, { type: 'respondIrregularity', accept });
  return { call, play, answer, log, get state() { return state; } };
}
const types = (r: string | TableEvent[]) => (typeof r === 'string' ? r : r.map((e) => e.type));

describe('insufficient bid (Law 27)', () => {
  it('is refused outright at a table without rectifications', () => {
    const t = table(false);
    t.call('S', '1H');
    expect(t.call('W', '1C')).toBe('auction/insufficient-bid');
  });
  it('is made, and the offender\'s left-hand opponent chooses; nobody calls meanwhile (Law 27A1)', () => {
    const t = table();
    t.call('S', '1H');
    const r = t.call('W', '1C');
    expect(r).toMatchObject([{ type: 'irregularityOccurred', irregularity: { kind: 'insufficientBid', seat: 'W', law: 27 }, deciders: ['N'], visibleTo: 'all' }]);
    expect(t.call('W', '2C')).toBe('table/irregularity-pending');
    expect(t.answer('E', true)).toBe('irregularity/not-a-decider');
    expect(legalCalls(t.state, 'W')).toEqual([]);
    expect(viewFor(t.state, 'N').irregularity).toMatchObject({ deciders: ['N'] });
  });
  it('stands when accepted, and the auction goes on as though it were sufficient (Law 27A1)', () => {
    const t = table();
    t.call('S', '1H');
    t.call('W', '1C');
    expect(types(t.answer('N', true))).toEqual(['irregularityResponded', 'callMade', 'callNotAlerted']);
    expect(t.state.auction!.lastBid).toMatchObject({ seat: 'W', bid: bid(1, 'C') });
    expect(legalCalls(t.state, 'N').map(makeCall)).toContain('1D');
  });
  it('when not accepted, the lowest sufficient bid in the same strain ends the matter (Law 27B1a)', () => {
    const t = table();
    t.call('S', '1H');
    t.call('W', '1C');
    expect(types(t.answer('N', false))).toEqual(['irregularityResponded']);
    expect(t.call('W', '1C')).toBe('auction/insufficient-bid');
    expect(types(t.call('W', '2C'))).toEqual(['callMade', 'callNotAlerted']);
    expect(t.state.barred).toEqual([]);
    t.call('N', 'P');
    expect(legalCalls(t.state, 'E').map(makeCall)).toContain('3C');
  });
  it('when not accepted, any other substitute bars the offender\'s partner for the rest of the auction (Law 27B2)', () => {
    const t = table();
    t.call('S', '1H');
    t.call('W', '1C');
    t.answer('N', false);
    t.call('W', 'P');
    expect(t.state.barred).toEqual(['E']);
    t.call('N', '2H');
    expect(legalCalls(t.state, 'E').map(makeCall)).toEqual(['P']);
    expect(t.call('E', '3D')).toBe('auction/must-pass');
    expect(t.call('E', 'X')).toBe('auction/must-pass');
    expect(types(t.call('E', 'P'))).toEqual(['callMade', 'callNotAlerted']);
    expect(viewFor(t.state, 'S').barred).toEqual(['E']);
  });
  it('knows the lowest sufficient bid in a strain (Law 27B1a)', () => {
    expect(isLowestSufficientInStrain(bid(1, 'S'), bid(1, 'H'), bid(2, 'H'))).toBe(true);
    expect(isLowestSufficientInStrain(bid(1, 'S'), bid(1, 'H'), bid(3, 'H'))).toBe(false);
    expect(isLowestSufficientInStrain(bid(1, 'S'), bid(1, 'H'), bid(2, 'D'))).toBe(false);
    expect(isLowestSufficientInStrain(bid(2, 'D'), bid(2, 'C'), bid(3, 'C'))).toBe(true);
    expect(isLowestSufficientInStrain(bid(1, 'NT'), bid(1, 'NT'), bid(2, 'NT'))).toBe(true);
  });
});

describe('lead out of turn (Laws 53–54)', () => {
  const contract = () => {
    const t = table();
    for (const [seat, c] of [['S', '1H'], ['W', 'P'], ['N', '4H'], ['E', 'P'], ['S', 'P'], ['W', 'P']] as const) t.call(seat, c);
    return t;
  };
  it('is refused outright at a table without rectifications', () => {
    const t = table(false);
    for (const [seat, c] of [['S', '1H'], ['W', 'P'], ['N', '4H'], ['E', 'P'], ['S', 'P'], ['W', 'P']] as const) t.call(seat, c);
    expect(t.play('E', 'S7')).toBe('play/not-your-turn');
  });
  it('faces the card and lets declarer choose; an opening lead out of turn is Law 54', () => {
    const t = contract();
    expect(t.play('E', 'S7')).toMatchObject([{ type: 'irregularityOccurred', irregularity: { kind: 'leadOutOfTurn', seat: 'E', card: 'S7', law: 54 }, deciders: ['S'], visibleTo: 'all' }]);
    expect(t.play('W', 'CQ')).toBe('table/irregularity-pending');
    expect(t.answer('W', true)).toBe('irregularity/not-a-decider');
  });
  it('accepted, the lead stands, dummy is faced, and declarer plays next from his own hand (Law 54, Law 53A)', () => {
    const t = contract();
    t.play('E', 'S7');
    expect(types(t.answer('S', true))).toEqual(['irregularityResponded', 'cardPlayed', 'dummyFaced']);
    expect(t.state.play).toMatchObject({ leader: 'E', turn: 'S', current: [{ seat: 'E', card: 'S7' }] });
    t.play('S', 'S2');
    t.play('W', 'S6');
    expect(types(t.play('S', 'S3'))).toEqual(['cardPlayed', 'trickCompleted']);
  });
  it('not accepted, the card goes back and the right defender leads', () => {
    const t = contract();
    t.play('E', 'S7');
    t.answer('S', false);
    expect(handHas(t.state.play!.hands.E, 'S7')).toBe(true);
    expect(types(t.play('W', 'CQ'))).toEqual(['cardPlayed', 'dummyFaced']);
  });
  it('later in the play a lead out of turn is Law 53, and declarer cannot lead out of turn', () => {
    const t = contract();
    t.play('W', 'CQ');
    t.play('S', 'C3');
    t.play('E', 'CA');
    t.play('S', 'CT');
    // East won the trick and is on lead; West leads out of turn.
    expect(t.play('W', 'S6')).toMatchObject([{ irregularity: { law: 53 } }]);
    t.answer('S', false);
    expect(t.play('S', 'SA')).toBe('play/not-your-turn');
  });
});
