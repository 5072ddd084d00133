// The table state machine: whole boards as scripts of commands → events, claims (Laws 68–70),
// undo, refusals with stable codes, views per seat.
// Hands: the worked example of docs/variants.md (from seeds/001), played here
// under standard rules.
import { describe, expect, it } from 'vitest';
import { parseHand, type Card, type Deal, type Seat } from '../cards.js';
import { parseCall } from '../calls.js';
import { unwrap } from '../result.js';
import { decide, evolve, initialTableState, legalCalls, legalCards, replay, step, type TableState } from './machine.js';
import { eventsVisibleTo } from './machine.js';
import { viewFor } from './view.js';
import type { Actor, RuleSetId, TableCommand, TableEvent } from './types.js';

const DEAL: Deal = {
  N: unwrap(parseHand('J103.KQ.K8.876543')),
  E: unwrap(parseHand('754.7.AJ10743.AJ2')),
  S: unwrap(parseHand('AK2.AJ9432.Q9.K10')),
  W: unwrap(parseHand('Q986.10865.652.Q9')),
};
const SYSTEM: Actor = { kind: 'system' };
const by = (seat: Seat): Actor => ({ kind: 'seat', seat });

interface Table {
  state: TableState;
  log: TableEvent[];
}
const newTable = (dealer: Seat = 'S'): Table => {
  const t: Table = { state: initialTableState({ ruleSet: 'standard' }), log: [] };
  act(t, SYSTEM, { type: 'startDeal', board: 3, dealer, vulnerability: 'EW', deal: DEAL });
  return t;
};
function act(t: Table, actor: Actor, command: TableCommand): TableEvent[] {
  const r = unwrap(step(t.state, command, actor));
  t.state = r.state;
  t.log.push(...r.events);
  return [...r.events];
}
const refusal = (t: Table, actor: Actor, command: TableCommand): string => {
  const r = decide(t.state, command, actor);
  if (r.ok) throw new Error(`expected a refusal, got ${r.value.map((e) => e.type).join(', ')}`);
  return r.error.code;
};
const calls = (t: Table, text: string) => {
  for (const c of text.split(' ')) act(t, by(t.state.auction!.turn!), { type: 'call', call: unwrap(parseCall(c)) });
};
const card = (t: Table, seat: Seat, c: string) => act(t, by(seat), { type: 'play', card: c as Card });
const types = (events: readonly TableEvent[]) => events.map((e) => e.type);

describe('starting a deal', () => {
  it('deals one hand per seat, each visible to its holder only (Law 6, docs/style.md, principle 3)', () => {
    const t = newTable();
    expect(types(t.log)).toEqual(['dealStarted', 'handDealt', 'handDealt', 'handDealt', 'handDealt']);
    for (const e of t.log.slice(1)) if (e.type === 'handDealt') expect(e.visibleTo).toEqual([e.seat]);
    expect(t.state).toMatchObject({ phase: 'auction', board: 3, dealer: 'S', vulnerability: 'EW' });
  });
  it('refuses a deal from a player, a deal in progress, and a bad deal', () => {
    const t = newTable();
    const cmd: TableCommand = { type: 'startDeal', board: 1, dealer: 'N', vulnerability: 'none', deal: DEAL };
    expect(refusal(t, by('N'), cmd)).toBe('table/not-allowed');
    expect(refusal(t, SYSTEM, cmd)).toBe('table/deal-in-progress');
    const fresh = { state: initialTableState(), log: [] };
    expect(refusal(fresh, SYSTEM, { ...cmd, deal: { ...DEAL, N: DEAL.S } })).toBe('deal/duplicate-card');
    expect(refusal(fresh, SYSTEM, { ...cmd, board: 0 })).toBe('board/bad-number');
    expect(refusal(fresh, SYSTEM, { ...cmd, deal: null as unknown as Deal })).toBe('deal/bad-deal');
  });
  it('refuses a rule set it does not know (every id in RULE_SET_IDS is built since issue 6)', () => {
    const s = initialTableState({ ruleSet: 'whist' as RuleSetId });
    const r = decide(s, { type: 'startDeal', board: 1, dealer: 'N', vulnerability: 'none', deal: DEAL }, SYSTEM);
    expect(r.ok ? 'ok' : r.error.code).toBe('rules/unknown-rule-set');
  });
});

describe('a whole board: auction, play, claim', () => {
  it('plays 4♥ by South: lead, dummy faced, tricks, then a claim both defenders accept (Laws 41, 68, 69)', () => {
    const t = newTable('S');
    calls(t, '1H P 4H P P');
    const last = act(t, by('W'), { type: 'call', call: unwrap(parseCall('P')) });
    expect(last[2]).toMatchObject({ type: 'auctionEnded', contract: { level: 4, strain: 'H', doubled: 0 }, declarer: 'S', dummy: 'N', visibleTo: 'all' });
    expect(t.state.phase).toBe('play');
    expect(legalCards(t.state, 'W')).toHaveLength(13);
    const lead = card(t, 'W', 'CQ');
    expect(types(lead)).toEqual(['cardPlayed', 'dummyFaced']);
    expect(lead[1]).toMatchObject({ seat: 'N', hand: DEAL.N, visibleTo: 'all' });
    // Law 45B: declarer plays dummy's card; the event names dummy's seat.
    expect(refusal(t, by('N'), { type: 'play', card: 'C3' })).toBe('play/dummy-cannot-play');
    expect(card(t, 'S', 'C3')[0]).toMatchObject({ type: 'cardPlayed', seat: 'N', card: 'C3' });
    card(t, 'E', 'CA');
    const fourth = card(t, 'S', 'CT');
    expect(fourth[1]).toMatchObject({ type: 'trickCompleted', winner: 'E', cards: ['CQ', 'C3', 'CA', 'CT'] });
    card(t, 'E', 'DA');
    expect(refusal(t, by('S'), { type: 'play', card: 'HA' })).toBe('play/must-follow-suit');
    card(t, 'S', 'D9');
    card(t, 'W', 'D2');
    card(t, 'S', 'D8');
    expect(viewFor(t.state, 'S').tricks).toEqual({ declarer: 0, defenders: 2 });
    const claim = act(t, by('S'), { type: 'claim', tricks: 11, statement: 'drawing trumps, all mine' });
    expect(claim[1]).toMatchObject({ type: 'claimerHandShown', seat: 'S', visibleTo: ['N', 'E', 'S', 'W'] });
    expect(refusal(t, by('N'), { type: 'respondClaim', accept: true })).toBe('claim/not-a-responder');
    expect(viewFor(t.state, 'N').waitingFor).toEqual(['E', 'W']);
    expect(refusal(t, by('E'), { type: 'play', card: 'D3' })).toBe('play/claim-pending');
    expect(types(act(t, by('W'), { type: 'respondClaim', accept: true }))).toEqual(['claimResponded']);
    const settled = act(t, by('E'), { type: 'respondClaim', accept: true });
    expect(types(settled)).toEqual(['claimResponded', 'claimSettled', 'dealEnded', 'handsRevealed']);
    expect(settled[2]).toMatchObject({ result: { board: 3, declarer: 'S', dummy: 'N', declarerTricks: 11, vulnerability: 'EW' } });
    expect(t.state.phase).toBe('ended');
    expect(viewFor(t.state, 'spectator').deal?.E).toHaveLength(13);
  });

  it('plays all 13 tricks and ends with the result and every hand shown (Law 44, Law 66)', () => {
    const t = newTable('S');
    calls(t, '1H P 4H P P P');
    while (t.state.phase === 'play') {
      const actor = t.state.play!.turn === t.state.play!.dummy ? t.state.play!.declarer : t.state.play!.turn!;
      card(t, actor, legalCards(t.state, actor)[0]!);
    }
    const tail = t.log.slice(-2);
    expect(types(tail)).toEqual(['dealEnded', 'handsRevealed']);
    const result = (tail[0] as Extract<TableEvent, { type: 'dealEnded' }>).result;
    expect(result.declarerTricks).toBe(t.state.play!.declarerTricks);
    expect(t.log.filter((e) => e.type === 'trickCompleted')).toHaveLength(13);
    expect(t.log.filter((e) => e.type === 'dummyFaced')).toHaveLength(1);
    expect(replay(t.log)).toEqual(t.state);
  });

  it('passes a deal out after four passes: result with no contract, hands shown (Law 22A)', () => {
    const t = newTable('N');
    calls(t, 'P P P');
    const end = act(t, by('W'), { type: 'call', call: unwrap(parseCall('P')) });
    expect(types(end)).toEqual(['callMade', 'callNotAlerted', 'auctionEnded', 'dealEnded', 'handsRevealed']);
    expect(end[3]).toMatchObject({ result: { contract: null, declarer: null, declarerTricks: null } });
    expect(t.state.phase).toBe('ended');
    act(t, SYSTEM, { type: 'startDeal', board: 4, dealer: 'W', vulnerability: 'both', deal: DEAL });
    expect(t.state).toMatchObject({ phase: 'auction', board: 4, deals: 2, actions: [] });
  });
});

describe('dummy on lead', () => {
  it('Estonian seed (004, "Bridge\'is peab alati andma nõutud masti"): a trick won in dummy is led from dummy, by declarer (Law 44G, Law 45B)', () => {
    const t = newTable('S');
    calls(t, '1H P 4H P P P');
    // West leads a diamond; dummy's king holds the trick (East plays low, South the nine).
    card(t, 'W', 'D2');
    card(t, 'S', 'DK');
    card(t, 'E', 'D3');
    card(t, 'S', 'D9');
    expect(t.state.play!.tricks[0]!.winner).toBe('N');
    expect(viewFor(t.state, 'S')).toMatchObject({ turn: 'N', toAct: 'S' });
    expect(refusal(t, by('S'), { type: 'play', card: 'HA' })).toBe('play/card-not-in-hand');
    expect(card(t, 'S', 'HK')[0]).toMatchObject({ type: 'cardPlayed', seat: 'N', card: 'HK' });
  });
});

describe('refusals have stable codes and change nothing', () => {
  it('refuses calls out of turn, after the auction, and plays before it ends', () => {
    const t = newTable('S');
    expect(refusal(t, by('N'), { type: 'call', call: unwrap(parseCall('1C')) })).toBe('auction/not-your-turn');
    expect(refusal(t, by('S'), { type: 'play', card: 'SA' })).toBe('play/not-playing');
    expect(refusal(t, by('S'), { type: 'call', call: { type: 'bid', level: 9, strain: 'C' } as never })).toBe('call/bad-call');
    expect(refusal(t, SYSTEM, { type: 'call', call: unwrap(parseCall('1C')) })).toBe('table/not-a-player');
    expect(refusal(t, by('S'), { type: 'dance' } as never)).toBe('table/unknown-command');
    calls(t, '1H P 4H P P P');
    expect(refusal(t, by('W'), { type: 'call', call: unwrap(parseCall('P')) })).toBe('auction/auction-over');
    expect(refusal(t, by('W'), { type: 'play', card: 'ZZ' as Card })).toBe('play/bad-card');
    expect(refusal(t, by('W'), { type: 'play', card: 'SA' })).toBe('play/card-not-in-hand');
    expect(refusal(t, by('E'), { type: 'play', card: 'S7' })).toBe('play/not-your-turn');
  });
  it('never changes the state it was given', () => {
    const t = newTable('S');
    const before = JSON.stringify(t.state);
    decide(t.state, { type: 'call', call: unwrap(parseCall('1H')) }, by('S'));
    decide(t.state, { type: 'call', call: unwrap(parseCall('1H')) }, by('W'));
    expect(JSON.stringify(t.state)).toBe(before);
  });
});

describe('claims and concessions (Laws 68–70)', () => {
  const inPlay = () => {
    const t = newTable('S');
    calls(t, '1H P 4H P P P');
    card(t, 'W', 'CQ');
    return t;
  };
  it('goes on with the play when an opponent rejects (Law 68D, play continues online)', () => {
    const t = inPlay();
    act(t, by('S'), { type: 'claim', tricks: 12 });
    expect(types(act(t, by('E'), { type: 'respondClaim', accept: false }))).toEqual(['claimResponded', 'claimSettled']);
    expect(t.state.claim).toBeNull();
    expect(legalCards(t.state, 'S')).toEqual(['C8', 'C7', 'C6', 'C5', 'C4', 'C3']);
  });
  it('lets the claimer withdraw, and only the claimer', () => {
    const t = inPlay();
    act(t, by('S'), { type: 'claim', tricks: 13 });
    expect(refusal(t, by('E'), { type: 'withdrawClaim' })).toBe('claim/not-your-claim');
    expect(types(act(t, by('S'), { type: 'withdrawClaim' }))).toEqual(['claimSettled']);
    expect(refusal(t, by('S'), { type: 'withdrawClaim' })).toBe('claim/no-claim');
  });
  it('needs declarer and the defender\'s partner to agree to a defender\'s concession (Law 68B2)', () => {
    const t = inPlay();
    act(t, by('E'), { type: 'claim', tricks: 0, statement: 'the rest are yours' });
    expect(t.state.claim!.responders).toEqual(['S', 'W']);
    act(t, by('S'), { type: 'respondClaim', accept: true });
    const end = act(t, by('W'), { type: 'respondClaim', accept: true });
    expect(end[2]).toMatchObject({ type: 'dealEnded', result: { declarerTricks: 13 } });
  });
  it('refuses a claim by dummy, a claim of more tricks than remain, and a second claim', () => {
    const t = inPlay();
    expect(refusal(t, by('N'), { type: 'claim', tricks: 1 })).toBe('claim/dummy-cannot-claim');
    expect(refusal(t, by('S'), { type: 'claim', tricks: 14 })).toBe('claim/bad-tricks');
    expect(refusal(t, by('S'), { type: 'claim', tricks: 1.5 })).toBe('claim/bad-tricks');
    act(t, by('S'), { type: 'claim', tricks: 10 });
    expect(refusal(t, by('E'), { type: 'claim', tricks: 3 })).toBe('claim/claim-pending');
    expect(refusal(t, by('E'), { type: 'respondClaim', accept: 'yes' as never })).toBe('claim/bad-answer');
  });
  it('shows the claimer\'s cards to the players but not to spectators, while the claim is open', () => {
    const t = inPlay();
    act(t, by('S'), { type: 'claim', tricks: 10 });
    expect(viewFor(t.state, 'W').claim!.hand).toHaveLength(13);
    expect(viewFor(t.state, 'spectator').claim!.hand).toBeNull();
    expect(eventsVisibleTo(t.log, 'spectator').some((e) => e.type === 'claimerHandShown')).toBe(false);
  });
});

describe('undo: requested, answered by the other side, kept as an event', () => {
  it('takes back a call when both opponents agree; the log keeps the call', () => {
    const t = newTable('S');
    calls(t, '1H');
    act(t, by('S'), { type: 'requestUndo' });
    expect(t.state.undo).toMatchObject({ seat: 'S', count: 1, responders: ['E', 'W'] });
    expect(refusal(t, by('W'), { type: 'call', call: unwrap(parseCall('P')) })).toBe('table/undo-pending');
    expect(refusal(t, by('N'), { type: 'respondUndo', accept: true })).toBe('undo/not-a-responder');
    act(t, by('E'), { type: 'respondUndo', accept: true });
    expect(types(act(t, by('W'), { type: 'respondUndo', accept: true }))).toEqual(['undoResponded', 'undoApplied']);
    expect(t.state.auction!.calls).toEqual([]);
    expect(t.state.auction!.turn).toBe('S');
    expect(t.log.filter((e) => e.type === 'callMade')).toHaveLength(1);
    expect(replay(t.log)).toEqual(t.state);
  });
  it('keeps everything when an opponent refuses', () => {
    const t = newTable('S');
    calls(t, '1H P');
    act(t, by('S'), { type: 'requestUndo' });
    expect(t.state.undo!.count).toBe(2);
    act(t, by('W'), { type: 'respondUndo', accept: false });
    expect(t.state.undo).toBeNull();
    expect(t.state.auction!.calls).toHaveLength(2);
  });
  it('takes back the opening lead on declarer\'s approval, hiding dummy again until the lead is made again', () => {
    const t = newTable('S');
    calls(t, '1H P 4H P P P');
    card(t, 'W', 'CQ');
    act(t, by('W'), { type: 'requestUndo' });
    expect(t.state.undo!.responders).toEqual(['S']);
    act(t, by('S'), { type: 'respondUndo', accept: true });
    expect(t.state.play!.current).toEqual([]);
    expect(viewFor(t.state, 'E').hands.N).toBeNull();
    expect(types(card(t, 'W', 'S6'))).toEqual(['cardPlayed', 'dummyFaced']);
  });
  it('takes back the card that completed a trick: the trick is open again with three cards (Law 44)', () => {
    const t = newTable('S');
    calls(t, '1H P 4H P P P');
    card(t, 'W', 'CQ');
    card(t, 'S', 'C3');
    card(t, 'E', 'CA');
    card(t, 'S', 'CT');
    expect(viewFor(t.state, 'E').lastTrick).toMatchObject({ winner: 'E' });
    // Every completed trick is public, so every view (a spectator's too) lists them all.
    expect(viewFor(t.state, 'spectator').playedTricks).toEqual([viewFor(t.state, 'E').lastTrick]);
    act(t, by('S'), { type: 'requestUndo' });
    act(t, by('E'), { type: 'respondUndo', accept: true });
    act(t, by('W'), { type: 'respondUndo', accept: true });
    expect(t.state.play).toMatchObject({ tricks: [], turn: 'S', defenderTricks: 0 });
    expect(t.state.play!.current.map((c) => c.card)).toEqual(['CQ', 'C3', 'CA']);
    expect(viewFor(t.state, 'E')).toMatchObject({ lastTrick: null, playedTricks: [], currentTrick: { leader: 'W' } });
    expect(types(card(t, 'S', 'CK'))).toEqual(['cardPlayed', 'trickCompleted']);
    expect(replay(t.log)).toEqual(t.state);
  });
  it('refuses undoing the auction once the play has begun, and undo by dummy', () => {
    const t = newTable('S');
    calls(t, '1H P 4H P P P');
    card(t, 'W', 'CQ');
    expect(refusal(t, by('S'), { type: 'requestUndo' })).toBe('undo/nothing-to-undo');
    expect(refusal(t, by('N'), { type: 'requestUndo' })).toBe('undo/dummy-cannot-act');
    card(t, 'S', 'C3');
    // Declarer's last action is dummy's card.
    act(t, by('S'), { type: 'requestUndo' });
    expect(t.state.undo).toMatchObject({ count: 1, responders: ['E', 'W'] });
  });
  it('reopens the auction when the last pass is taken back before the lead', () => {
    const t = newTable('S');
    calls(t, '1H P 4H P P P');
    act(t, by('W'), { type: 'requestUndo' });
    act(t, by('N'), { type: 'respondUndo', accept: true });
    act(t, by('S'), { type: 'respondUndo', accept: true });
    expect(t.state).toMatchObject({ phase: 'auction', outcome: null, play: null });
    expect(legalCalls(t.state, 'W')).toContainEqual({ type: 'double' });
  });
});

describe('views', () => {
  it('shows each player only their hand during the auction, and dummy to all after the lead (Law 41D)', () => {
    const t = newTable('S');
    const e = viewFor(t.state, 'E');
    expect(e.hands).toMatchObject({ N: null, S: null, W: null });
    expect(e.hands.E).toHaveLength(13);
    expect(viewFor(t.state, 'S').legalCalls).toHaveLength(36);
    expect(e.legalCalls).toEqual([]);
    calls(t, '1H P 4H P P P');
    expect(viewFor(t.state, 'W').hands.N).toBeNull();
    card(t, 'W', 'CQ');
    for (const v of ['N', 'E', 'S', 'W', 'spectator'] as const) expect(viewFor(t.state, v).hands.N).toHaveLength(13);
    expect(viewFor(t.state, 'spectator').hands).toMatchObject({ E: null, S: null, W: null });
    // Dummy's legal cards go to declarer (Law 45B).
    expect(viewFor(t.state, 'S').legalCards).toEqual(['C8', 'C7', 'C6', 'C5', 'C4', 'C3']);
    expect(viewFor(t.state, 'N').legalCards).toEqual([]);
    expect(viewFor(t.state, 'S')).toMatchObject({ turn: 'N', toAct: 'S', waitingFor: ['S'], declarer: 'S', dummy: 'N', dummyFaced: true });
  });
  it('shows an alert to the caller and the opponents but never to partner, nor to spectators before the end (Law 16)', () => {
    const t = newTable('S');
    calls(t, '1H P');
    const events = act(t, by('N'), { type: 'call', call: unwrap(parseCall('2NT')), alert: 'Jacoby: 4+ hearts, game forcing' });
    expect(types(events)).toEqual(['callMade', 'callAlerted']);
    expect(events[1]!.visibleTo).toEqual(['N', 'E', 'W']);
    const alertOf = (v: 'N' | 'E' | 'S' | 'W' | 'spectator') => viewFor(t.state, v).auction[2]!.alert;
    for (const v of ['N', 'E', 'W'] as const) expect(alertOf(v)).toBe('Jacoby: 4+ hearts, game forcing');
    expect(alertOf('S')).toBeUndefined();
    expect(alertOf('spectator')).toBeUndefined();
    expect(eventsVisibleTo(t.log, 'S').some((e) => e.type === 'callAlerted')).toBe(false);
    expect(JSON.stringify(viewFor(t.state, 'S'))).not.toContain('Jacoby');
    calls(t, 'P 4H P P P');
    expect(replay(t.log)).toEqual(t.state);
  });
  it('is plain JSON', () => {
    const t = newTable('S');
    calls(t, '1H P 4H P P P');
    card(t, 'W', 'CQ');
    const v = viewFor(t.state, 'E');
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
  it('folds the same state from the log as from the stepwise evolution', () => {
    const t = newTable('S');
    calls(t, '1H X XX P P P');
    expect(t.log.reduce(evolve, initialTableState())).toEqual(t.state);
  });
});
