// The view's answers to the questions a client would otherwise work out with rules of its own
// (issue 20, "Rules live in core, and only there"): may I claim (Laws 68–70), may I undo and what
// would it take back, who leads (Law 41A), whose cards I play (Law 45B), who is vulnerable
// (Law 2), the tricks of each side (Laws 64, 69), and the variants where partnerships are data.
// Hands: the worked example of the Four at One Table spec (seeds/001), as in machine.test.ts.
import { describe, expect, it } from 'vitest';
import { parseHand, type Card, type Deal, type Seat } from '../cards.js';
import { parseCall } from '../calls.js';
import { unwrap } from '../result.js';
import { decide, initialTableState, step, type TableState } from './machine.js';
import type { Actor, TableCommand, TableOptions, Viewer } from './types.js';
import { viewFor } from './view.js';

const DEAL: Deal = {
  N: unwrap(parseHand('J103.KQ.K8.876543')),
  E: unwrap(parseHand('754.7.AJ10743.AJ2')),
  S: unwrap(parseHand('AK2.AJ9432.Q9.K10')),
  W: unwrap(parseHand('Q986.10865.652.Q9')),
};
const VIEWERS: readonly Viewer[] = ['N', 'E', 'S', 'W', 'spectator'];

function table(options: TableOptions = { ruleSet: 'standard' }, dealer: Seat = 'S') {
  let state: TableState = initialTableState(options);
  const act = (actor: Actor, command: TableCommand): void => {
    state = unwrap(step(state, command, actor)).state;
  };
  act({ kind: 'system' }, { type: 'startDeal', board: 3, dealer, vulnerability: 'EW', deal: DEAL });
  const by = (seat: Seat, command: TableCommand) => act({ kind: 'seat', seat }, command);
  return {
    state: () => state,
    view: (v: Viewer) => viewFor(state, v),
    by,
    calls(text: string) {
      for (const c of text.split(' ')) by(state.auction!.turn!, { type: 'call', call: unwrap(parseCall(c)) });
    },
    card: (seat: Seat, c: string) => by(seat, { type: 'play', card: c as Card }),
  };
}

/** Whether `decide` takes the command from the seat now (what the view's answers must agree with). */
const accepts = (state: TableState, seat: Seat, command: TableCommand): boolean =>
  decide(state, command, { kind: 'seat', seat }).ok;

describe('canClaim: the same answer as decide (Laws 68–70)', () => {
  it('nobody may claim during the auction', () => {
    const t = table();
    t.calls('1H P');
    for (const v of VIEWERS) expect(t.view(v).canClaim).toBe(false);
  });
  it('declarer and the defenders may claim as soon as the play starts, dummy never (Law 43A); no spectator', () => {
    const t = table();
    t.calls('1H P 4H P P P'); // 4♥ by S, N dummy, W to lead: dummy is not yet faced
    expect(t.view('S')).toMatchObject({ canClaim: true, dummyFaced: false });
    expect(t.view('W').canClaim).toBe(true);
    expect(t.view('N').canClaim).toBe(false);
    expect(t.view('spectator').canClaim).toBe(false);
    for (const s of ['N', 'E', 'S', 'W'] as const)
      expect(t.view(s).canClaim).toBe(accepts(t.state(), s, { type: 'claim', tricks: 0 }));
  });
  it('nobody may claim while a claim or an undo request waits', () => {
    const t = table();
    t.calls('1H P 4H P P P');
    t.card('W', 'CQ');
    t.by('S', { type: 'claim', tricks: 10 });
    for (const s of ['E', 'S', 'W'] as const) expect(t.view(s).canClaim).toBe(false);
    t.by('S', { type: 'withdrawClaim' });
    t.by('W', { type: 'requestUndo' });
    expect(t.view('S').canClaim).toBe(false);
  });
  it('says how many tricks are left to claim', () => {
    const t = table();
    t.calls('1H P 4H P P P');
    for (const c of ['CQ', 'C3', 'CA', 'CT']) t.card(t.state().play!.turn === 'N' ? 'S' : t.state().play!.turn!, c);
    expect(t.view('S').tricksLeft).toBe(12);
  });
});

describe('canUndo and what it would take back: the same answer as decide', () => {
  it("in the auction: the requester's last call and every call after it", () => {
    const t = table();
    t.calls('1H P');
    expect(t.view('S')).toMatchObject({ canUndo: true, undoTakesBack: { calls: 2, cards: 0 } });
    expect(t.view('W')).toMatchObject({ canUndo: true, undoTakesBack: { calls: 1, cards: 0 } });
    expect(t.view('N')).toMatchObject({ canUndo: false, undoTakesBack: { calls: 0, cards: 0 } });
    expect(t.view('spectator').canUndo).toBe(false);
  });
  it("once the opening lead is made the auction cannot be undone; declarer undoes dummy's card (Law 45B)", () => {
    const t = table();
    t.calls('1H P 4H P P P');
    t.card('W', 'CQ');
    expect(t.view('S')).toMatchObject({ canUndo: false, undoTakesBack: { calls: 0, cards: 0 } });
    expect(t.view('W')).toMatchObject({ canUndo: true, undoTakesBack: { calls: 0, cards: 1 } });
    t.card('S', 'C3'); // dummy's card, played by declarer
    expect(t.view('S')).toMatchObject({ canUndo: true, undoTakesBack: { calls: 0, cards: 1 } });
    expect(t.view('W')).toMatchObject({ canUndo: true, undoTakesBack: { calls: 0, cards: 2 } });
    expect(t.view('N').canUndo).toBe(false); // dummy takes no part (undo/dummy-cannot-act)
    for (const s of ['N', 'E', 'S', 'W'] as const)
      expect(t.view(s).canUndo).toBe(accepts(t.state(), s, { type: 'requestUndo' }));
  });
  it('before the opening lead the last pass can be taken back, with the calls after it', () => {
    const t = table();
    t.calls('1H P 4H P P P');
    expect(t.view('N')).toMatchObject({ canUndo: true, undoTakesBack: { calls: 4, cards: 0 } });
  });
  it('nobody may ask again while a request waits', () => {
    const t = table();
    t.calls('1H P');
    t.by('W', { type: 'requestUndo' });
    for (const v of VIEWERS) expect(t.view(v).canUndo).toBe(false);
  });
});

describe('who leads, whose cards one plays, who is vulnerable', () => {
  it("the opening leader is declarer's left-hand opponent (Law 41A); none before the auction ends", () => {
    const t = table();
    t.calls('1H P 4H P');
    expect(t.view('E').openingLeader).toBeNull();
    t.calls('P P');
    expect(t.view('E').openingLeader).toBe('W');
    t.card('W', 'CQ');
    expect(t.view('spectator').openingLeader).toBe('W');
  });
  it('declarer plays from both hands, a defender from one, dummy and spectators from none (Law 45B)', () => {
    const t = table();
    expect(t.view('N').playsFrom).toEqual(['N']);
    t.calls('1H P 4H P P P');
    expect(t.view('S').playsFrom).toEqual(['S', 'N']);
    expect(t.view('W').playsFrom).toEqual(['W']);
    expect(t.view('N').playsFrom).toEqual([]);
    expect(t.view('spectator').playsFrom).toEqual([]);
  });
  it('E–W vulnerable on the board: East and West are (Law 2)', () => {
    expect(table().view('spectator').vulnerable).toEqual({ N: false, E: true, S: false, W: true });
  });
  it('standard partnerships are fixed: N–S and E–W, already before the first deal', () => {
    const t = table();
    t.calls('1H');
    expect(t.view('E').partnerships).toEqual([
      ['N', 'S'],
      ['E', 'W'],
    ]);
    expect(viewFor(initialTableState(), 'E').partnerships).toEqual([
      ['N', 'S'],
      ['E', 'W'],
    ]);
  });
  it('Four at One Table has no partnerships before the auction forms them', () => {
    expect(viewFor(initialTableState({ ruleSet: 'four-at-one-table' }), 'E').partnerships).toEqual([]);
  });
});

describe('tricks of each side', () => {
  it("declarer and dummy share declarer's tricks, the defenders theirs", () => {
    const t = table();
    t.calls('1H P 4H P P P');
    for (const [seat, c] of [
      ['W', 'CQ'],
      ['S', 'C3'],
      ['E', 'CA'],
      ['S', 'CT'],
    ] as const)
      t.card(seat, c);
    expect(t.view('N').tricksWon).toEqual({ N: 0, S: 0, E: 1, W: 1 });
  });
  it('after an accepted claim the result counts: the unplayed tricks go as claimed (Law 69)', () => {
    const t = table();
    t.calls('1H P 4H P P P');
    t.card('W', 'CQ');
    t.by('S', { type: 'claim', tricks: 11 });
    t.by('E', { type: 'respondClaim', accept: true });
    t.by('W', { type: 'respondClaim', accept: true });
    expect(t.view('E')).toMatchObject({
      phase: 'ended',
      tricksWon: { N: 11, S: 11, E: 2, W: 2 },
      playsFrom: [],
      canClaim: false,
    });
  });
});

describe("the variants: partnerships and seats are the rule set's data", () => {
  it("Four at One Table, worked example: after the swap W leads; declarer S plays dummy E's cards", () => {
    const t = table({ ruleSet: 'four-at-one-table' }, 'S');
    t.calls('2H 4H 4H 4H P P P');
    expect(t.view('W')).toMatchObject({ openingLeader: 'W', declarer: 'S', dummy: 'E' });
    expect(t.view('S').playsFrom).toEqual(['S', 'E']);
    expect(t.view('E').playsFrom).toEqual([]);
    expect(t.view('N').playsFrom).toEqual(['N']);
    t.card('W', 'CQ');
    expect(t.view('N').canClaim).toBe(true);
    expect(t.view('E').canClaim).toBe(false);
  });
  it("Hao bridge: a dummy who is not declarer's partner still counts tricks with declarer in the play", () => {
    const t = table({ ruleSet: 'hao' }, 'N');
    t.calls('1H X P HAO P P P'); // N declares 1♥ doubled, S is dummy, E–W partners
    const v = t.view('E');
    expect(v).toMatchObject({
      declarer: 'N',
      dummy: 'S',
      dummyIsPartner: false,
      openingLeader: 'E',
      partnerships: [['E', 'W']],
    });
    expect(t.view('N').playsFrom).toEqual(['N', 'S']);
    expect(v.tricksWon).toEqual({ N: 0, E: 0, S: 0, W: 0 });
  });
});
