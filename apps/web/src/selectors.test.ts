// Selectors over real views from core's table machine (STYLE.md principle 5: components get the
// legal calls and cards from one selector module; chessground: legal moves in, intents out).
import { describe, expect, it } from 'vitest';
import { STANDARD_CALLS, type Seat } from '@biritch/core';
import type { WireEvent } from '@biritch/protocol';
import {
  callName, cardName, contractName, groupBySuit, positionOf, replayAt, seatPositions, selectAuction, selectBiddingBox,
  selectPlayHistory, selectTable,
} from './selectors.js';
import { scriptedTable } from './testing/scriptedTable.js';

const wire = (events: readonly object[]) => events.map((event) => ({ event: event as WireEvent }));

describe('labels', () => {
  it('names cards and calls for a screen reader', () => {
    expect(cardName('SA')).toBe('Ace of spades');
    expect(cardName('HT')).toBe('Ten of hearts');
    expect(cardName('C2')).toBe('Two of clubs');
    expect(callName({ type: 'bid', level: 1, strain: 'NT' })).toBe('1 no trump');
    expect(callName({ type: 'bid', level: 1, strain: 'S' })).toBe('1 spade');
    expect(callName({ type: 'bid', level: 4, strain: 'H' })).toBe('4 hearts');
    expect(callName({ type: 'redouble' })).toBe('Redouble');
    expect(contractName({ level: 3, strain: 'NT', doubled: 1 }, 'W')).toBe('3 no trump doubled by West');
  });
});

describe('seat positions (our seat at the bottom, clockwise)', () => {
  it('puts the next seat clockwise on the left, partner on top', () => {
    expect(seatPositions('S')).toEqual({ bottom: 'S', left: 'W', top: 'N', right: 'E' });
    expect(seatPositions('E')).toEqual({ bottom: 'E', left: 'S', top: 'W', right: 'N' });
    for (const me of ['N', 'E', 'S', 'W'] as Seat[]) expect(positionOf(me, me)).toBe('bottom');
  });
});

describe('selectBiddingBox', () => {
  it('lays out 35 bids and Pass/Dbl/Rdbl, enabling only the legal ones (Law 18)', () => {
    const t = scriptedTable();
    t.call('N', '1NT');
    const box = selectBiddingBox(t.view('E').legalCalls);
    expect(box.bids).toHaveLength(35);
    expect(box.others.map((o) => o.key)).toEqual(['P', 'X', 'XX']);
    expect(box.bids.find((b) => b.key === '1NT')?.legal).toBe(false);
    expect(box.bids.find((b) => b.key === '2C')?.legal).toBe(true);
    expect(box.others.find((b) => b.key === 'X')?.legal).toBe(true); // Law 19A: double an opponent's bid
    expect(box.others.find((b) => b.key === 'XX')?.legal).toBe(false);
  });
  it('offers an extra call a rule set adds (Hao) after the standard three', () => {
    const box = selectBiddingBox([...STANDARD_CALLS, { type: 'hao' }]);
    expect(box.others.map((o) => o.key)).toEqual(['P', 'X', 'XX', 'HAO']);
  });
  it('enables nothing when no call is legal', () => {
    const box = selectBiddingBox([]);
    expect([...box.bids, ...box.others].some((b) => b.legal)).toBe(false);
  });
});

describe('selectAuction', () => {
  it('starts in the dealer column (columns W N E S) and marks the seat to call', () => {
    const a = selectAuction('E', 'NS', [{ seat: 'E', call: { type: 'pass' } }, { seat: 'S', call: { type: 'bid', level: 1, strain: 'H' }, alert: 'five cards' }], 'W');
    expect(a.columns.map((c) => c.seat)).toEqual(['W', 'N', 'E', 'S']);
    expect(a.columns.filter((c) => c.vulnerable).map((c) => c.seat)).toEqual(['N', 'S']);
    expect(a.rows).toHaveLength(2);
    expect(a.rows[0]![0]).toBeNull();
    expect(a.rows[0]![1]).toBeNull();
    expect(a.rows[0]![2]).toMatchObject({ seat: 'E', index: 0 });
    expect(a.rows[0]![3]).toMatchObject({ seat: 'S', alert: 'five cards' });
    expect(a.rows[1]![0]).toBe('turn');
  });
  it('West deals into the first column; an empty auction still has one row', () => {
    expect(selectAuction('W', 'none', [], 'W').rows).toEqual([['turn', null, null, null]]);
    expect(selectAuction('N', 'none', [], null).rows).toEqual([[null, null, null, null]]);
  });
});

describe('selectTable from core views', () => {
  it('in the auction: our hand face up, the others hidden, the box only on our turn', () => {
    const t = scriptedTable(); // North deals
    const north = selectTable(t.view('N'), 'N');
    expect(north.seats.bottom.seat).toBe('N');
    expect(north.seats.bottom.cards).toHaveLength(13);
    expect(north.seats.top.cards).toBeNull();
    expect(north.seats.top.count).toBe(13);
    expect(north.box).not.toBeNull();
    expect(selectTable(t.view('E'), 'E').box).toBeNull();
    expect(north.turn).toBe('N');
    expect(north.seats.bottom.isTurn).toBe(true);
  });
  it('a spectator sits South on screen and sees no hand (issue 5: spectators see nothing hidden)', () => {
    const t = scriptedTable();
    const m = selectTable(t.view('spectator'), null);
    expect(m.bottom).toBe('S');
    for (const p of ['bottom', 'left', 'top', 'right'] as const) {
      expect(m.seats[p].cards).toBeNull();
      expect(m.seats[p].playable).toEqual([]);
    }
    expect(m.box).toBeNull();
    expect(m.canClaim).toBe(false);
  });
  it('the opening leader may lead any card; declarer plays dummy’s cards (Law 45B)', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E'); // 1♠ by North, East leads, South is dummy
    const east = selectTable(t.view('E'), 'E');
    expect(east.seats.bottom.playable).toHaveLength(13);
    t.act('E', { type: 'play', card: 'HA' });
    // South (dummy) is next: North declares and plays dummy's cards.
    const north = selectTable(t.view('N'), 'N');
    expect(north.seats.top.seat).toBe('S');
    expect(north.seats.top.role).toBe('dummy');
    expect(north.seats.top.cards).toHaveLength(13);
    expect(north.seats.top.playable.length).toBeGreaterThan(0);
    expect(north.seats.bottom.playable).toEqual([]);
    const south = selectTable(t.view('S'), 'S');
    expect(south.seats.bottom.playable).toEqual([]); // dummy never plays (Law 45B)
    expect(south.canClaim).toBe(false);
    expect(north.trick?.cards).toEqual([{ seat: 'E', card: 'HA' }]);
  });
  it('after a trick: the last trick with its winner, tricks counted per side', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.playFirstLegal(4); // E HA, S D?, W C?, N S? — North ruffs
    const m = selectTable(t.view('E'), 'E');
    expect(m.lastTrick?.winner).toBe('N');
    expect(m.tricks).toEqual({ NS: 1, EW: 0 });
    expect(m.trick?.winner).toBe('N'); // the finished trick stays shown until the next lead
  });
  it('a claim: opponents are asked, the claimer may withdraw (Law 68)', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.playFirstLegal(4);
    t.act('N', { type: 'claim', tricks: 12 });
    const n = selectTable(t.view('N'), 'N');
    expect(n.claim).toMatchObject({ seat: 'N', tricks: 12, mine: true, canRespond: false });
    const e = selectTable(t.view('E'), 'E');
    expect(e.claim).toMatchObject({ mine: false, canRespond: true });
    expect(e.seats.right.seat).toBe('N');
    expect(e.seats.right.cards).toHaveLength(12); // the claimer's cards are shown (Law 68)
    expect(e.canClaim).toBe(false);
  });
  it('undo is offered only right after our own action', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    expect(selectTable(t.view('N'), 'N').canUndo).toBe(true);
    expect(selectTable(t.view('E'), 'E').canUndo).toBe(false);
    t.passOut('E');
    t.act('E', { type: 'play', card: 'HA' });
    t.act('N', { type: 'play', card: 'D2' }); // North plays dummy's (South's) card
    expect(selectTable(t.view('N'), 'N').canUndo).toBe(true);
    expect(selectTable(t.view('S'), 'S').canUndo).toBe(false);
  });
  it('an undo request asks the other side', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.act('N', { type: 'requestUndo' });
    const n = selectTable(t.view('N'), 'N');
    expect(n.undo).toMatchObject({ seat: 'N', mine: true, canRespond: false });
    const responders = t.view('E').undo!.responders;
    for (const s of responders) expect(selectTable(t.view(s), s).undo?.canRespond).toBe(true);
    expect(n.canUndo).toBe(false);
  });
  it('at the end: the result with over/under, all four hands, the play history', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.playFirstLegal(52);
    const events = wire(t.events);
    const m = selectTable(t.view('W'), 'W', null, events);
    expect(m.phase).toBe('ended');
    expect(m.result?.contract).toEqual({ level: 1, strain: 'S', doubled: 0 });
    expect(m.result?.declarerTricks).toBe(13);
    expect(m.result?.overUnder).toBe(6);
    expect(m.result?.plays).toHaveLength(52);
    expect(m.result?.deal?.N).toHaveLength(13);
    expect(m.seats.top.cards).toEqual([]); // every hand is empty now
    expect(m.tricks).toEqual({ NS: 13, EW: 0 });
  });
  it('after an accepted claim the tricks are the result’s (Law 69)', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.playFirstLegal(4);
    t.act('N', { type: 'claim', tricks: 12 });
    for (const s of t.view('N').claim!.responders) t.act(s, { type: 'respondClaim', accept: true });
    const m = selectTable(t.view('E'), 'E');
    expect(m.phase).toBe('ended');
    expect(m.tricks).toEqual({ NS: 13, EW: 0 });
    expect(m.result?.declarerTricks).toBe(13);
  });
});

describe('selectPlayHistory', () => {
  it('takes undone cards back out (undo is an event; history is kept)', () => {
    const events = wire([
      { type: 'dealStarted', board: 1, dealer: 'N', vulnerability: 'none', visibleTo: 'all' },
      { type: 'callMade', seat: 'N', call: { type: 'pass' }, visibleTo: 'all' },
      { type: 'cardPlayed', seat: 'E', card: 'HA', visibleTo: 'all' },
      { type: 'cardPlayed', seat: 'S', card: 'D2', visibleTo: 'all' },
      { type: 'undoApplied', count: 1, visibleTo: 'all' },
      { type: 'cardPlayed', seat: 'S', card: 'DA', visibleTo: 'all' },
    ]);
    expect(selectPlayHistory(events)).toEqual({ plays: [{ seat: 'E', card: 'HA' }, { seat: 'S', card: 'DA' }], complete: true });
  });
  it('only the latest deal counts; without its start the history is incomplete', () => {
    const card = (c: string) => ({ type: 'cardPlayed', seat: 'N', card: c, visibleTo: 'all' });
    const start = { type: 'dealStarted', board: 2, dealer: 'E', vulnerability: 'NS', visibleTo: 'all' };
    expect(selectPlayHistory(wire([card('SA'), start, card('SK')])).plays).toEqual([{ seat: 'N', card: 'SK' }]);
    expect(selectPlayHistory(wire([card('SA')]))).toEqual({ plays: [], complete: false });
  });
});

describe('replayAt', () => {
  const deal = { N: ['SA', 'SK'], E: ['HA', 'HK'], S: ['DA', 'DK'], W: ['CA', 'CK'] } as const;
  const plays = [{ seat: 'E', card: 'HA' }, { seat: 'S', card: 'DA' }, { seat: 'W', card: 'CA' }, { seat: 'N', card: 'SA' }, { seat: 'N', card: 'SK' }] as const;
  it('removes played cards and shows the trick in progress', () => {
    const r = replayAt(deal, plays, 2);
    expect(r.hands.E).toEqual(['HK']);
    expect(r.hands.N).toEqual(['SA', 'SK']);
    expect(r.trick.map((p) => p.card)).toEqual(['HA', 'DA']);
    expect(r.trickNumber).toBe(1);
  });
  it('a completed trick is shown whole; the next card starts a new one', () => {
    expect(replayAt(deal, plays, 4).trick).toHaveLength(4);
    expect(replayAt(deal, plays, 5).trick).toEqual([{ seat: 'N', card: 'SK' }]);
    expect(replayAt(deal, plays, 5).trickNumber).toBe(2);
  });
  it('clamps the step', () => {
    expect(replayAt(deal, plays, -3).trick).toEqual([]);
    expect(replayAt(deal, plays, 99).hands.N).toEqual([]);
  });
});

describe('groupBySuit', () => {
  it('groups in display order with voids kept', () => {
    const g = groupBySuit(['SA', 'HK', 'C2']);
    expect(g.map((x) => x.suit)).toEqual(['S', 'H', 'D', 'C']);
    expect(g[2]!.cards).toEqual([]);
  });
});
