// Selectors over real views from core's table machine (docs/style.md principle 5: components get the
// legal calls and cards from one selector module; chessground: legal moves in, intents out).
// The rules themselves (may I claim or undo, who leads, the tricks) are core's view's answers,
// tested in packages/core/src/table/view.test.ts; here we test that the screen shows them.
import { describe, expect, it } from 'vitest';
import { STANDARD_CALLS, type Seat, type TableView } from '@biritch/core';
import {
  callName,
  cardName,
  contractName,
  groupBySuit,
  positionOf,
  replayAt,
  seatPositions,
  selectAuction,
  selectBiddingBox,
  selectTable,
  takenBackText,
  type AuctionEntry,
  type TrickModel,
} from './selectors.js';
import { scriptedTable } from './testing/scriptedTable.js';
import { dealRecord, tableInfo } from './testing/tableInfo.js';

const NS_VULNERABLE = { N: true, E: false, S: true, W: false } as const;
const NOBODY = { N: false, E: false, S: false, W: false } as const;

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
    const calls: AuctionEntry[] = [
      { seat: 'E', call: { type: 'pass' } },
      { seat: 'S', call: { type: 'bid', level: 1, strain: 'H' }, alert: 'five cards' },
    ];
    const a = selectAuction('E', NS_VULNERABLE, calls, 'W');
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
    expect(selectAuction('W', NOBODY, [], 'W').rows).toEqual([['turn', null, null, null]]);
    expect(selectAuction('N', NOBODY, [], null).rows).toEqual([[null, null, null, null]]);
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
  it('offers claim and undo exactly when the view says the table would take them', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    // Before the opening lead: core lets declarer and the defenders claim, not dummy (Law 68; Law 43A).
    for (const seat of ['N', 'E', 'S', 'W'] as const) {
      const view = t.view(seat);
      const m = selectTable(view, seat);
      expect([m.canClaim, m.canUndo, m.tricksLeft]).toEqual([view.canClaim, view.canUndo, view.tricksLeft]);
    }
    expect(selectTable(t.view('N'), 'N').canClaim).toBe(true);
    expect(selectTable(t.view('S'), 'S').canClaim).toBe(false);
    t.act('E', { type: 'play', card: 'HA' });
    t.act('N', { type: 'play', card: 'D2' }); // North plays dummy's (South's) card
    expect(selectTable(t.view('N'), 'N').canUndo).toBe(true);
    expect(selectTable(t.view('S'), 'S').canUndo).toBe(false);
  });
  it("shows the view's answers, not its own: a view that forbids claim and undo hides both buttons", () => {
    const t = scriptedTable();
    t.call('N', '1S');
    const view: TableView = { ...t.view('N'), canClaim: false, canUndo: false, tricksLeft: 5 };
    expect(selectTable(view, 'N')).toMatchObject({ canClaim: false, canUndo: false, tricksLeft: 5 });
    const allowed = selectTable({ ...view, canClaim: true, canUndo: true }, 'N');
    expect(allowed).toMatchObject({ canClaim: true, canUndo: true });
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
    const m = selectTable(t.view('W'), 'W');
    expect(m.phase).toBe('ended');
    expect(m.result?.contract).toEqual({ level: 1, strain: 'S', doubled: 0 });
    expect(m.result?.declarerTricks).toBe(13);
    expect(m.result?.overUnder).toBe(6);
    expect(m.result?.plays).toHaveLength(52);
    expect(m.result?.tricks).toEqual(t.view('W').playedTricks.map((x) => ({ cards: x.cards, winner: x.winner })));
    expect(m.result?.leader).toBe('E'); // the view's opening leader
    expect(m.result?.deal?.N).toHaveLength(13);
    expect(m.seats.top.cards).toEqual([]); // every hand is empty now
    expect(m.tricks).toEqual({ NS: 13, EW: 0 });
  });
  it("says what our side won from the table's record, by the view's partnerships", () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.playFirstLegal(52);
    const result = t.view('E').result!;
    const duplicate = tableInfo({ results: [dealRecord(result, { NS: 510, EW: -510 })] });
    expect(selectTable(t.view('S'), 'S', duplicate).result?.myScore).toBe(510);
    expect(selectTable(t.view('W'), 'W', duplicate).result?.myScore).toBe(-510);
    // A rubber sheet writes points only for the side that scores them: the difference counts.
    const rubber = tableInfo({ form: 'rubber', results: [dealRecord(result, { NS: 380, EW: 0 })] });
    expect(selectTable(t.view('E'), 'E', rubber).result?.myScore).toBe(-380);
    expect(selectTable(t.view('spectator'), null, duplicate).result?.myScore).toBeNull();
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

describe("the play history comes from the view's tricks", () => {
  it('after an undone card the replay holds only the cards still standing (core rebuilds the tricks)', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.act('E', { type: 'play', card: 'HA' });
    t.act('N', { type: 'play', card: 'D2' });
    t.act('N', { type: 'requestUndo' });
    for (const s of t.view('N').undo!.responders) t.act(s, { type: 'respondUndo', accept: true });
    t.act('N', { type: 'play', card: 'DA' });
    t.playFirstLegal(2);
    t.act('N', { type: 'claim', tricks: 12 });
    for (const s of t.view('N').claim!.responders) t.act(s, { type: 'respondClaim', accept: true });
    const r = selectTable(t.view('E'), 'E').result!;
    expect(r.plays.slice(0, 2)).toEqual([
      { seat: 'E', card: 'HA' },
      { seat: 'S', card: 'DA' },
    ]);
    expect(r.plays.map((p) => p.card)).not.toContain('D2');
  });
  it('an unfinished trick (the deal ended by a claim) is listed without a winner', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.playFirstLegal(5);
    t.act('N', { type: 'claim', tricks: 12 });
    for (const s of t.view('N').claim!.responders) t.act(s, { type: 'respondClaim', accept: true });
    const r = selectTable(t.view('E'), 'E').result!;
    expect(r.tricks).toHaveLength(2);
    expect(r.tricks[0]!.winner).toBe('N');
    expect(r.tricks[1]).toMatchObject({ winner: null });
    expect(r.tricks[1]!.cards).toHaveLength(1);
    expect(r.plays).toHaveLength(5);
  });
});

describe('replayAt', () => {
  const deal = { N: ['SA', 'SK'], E: ['HA', 'HK'], S: ['DA', 'DK'], W: ['CA', 'CK'] } as const;
  const tricks: TrickModel[] = [
    {
      cards: [
        { seat: 'E', card: 'HA' },
        { seat: 'S', card: 'DA' },
        { seat: 'W', card: 'CA' },
        { seat: 'N', card: 'SA' },
      ],
      winner: 'N',
    },
    { cards: [{ seat: 'N', card: 'SK' }], winner: null },
  ];
  it('removes played cards and shows the trick in progress, without a winner yet', () => {
    const r = replayAt(deal, tricks, 2);
    expect(r.hands.E).toEqual(['HK']);
    expect(r.hands.N).toEqual(['SA', 'SK']);
    expect(r.trick).toEqual({
      cards: [
        { seat: 'E', card: 'HA' },
        { seat: 'S', card: 'DA' },
      ],
      winner: null,
    });
    expect(r.trickNumber).toBe(1);
  });
  it("a completed trick is shown whole with the view's winner; the next card starts a new one", () => {
    expect(replayAt(deal, tricks, 4).trick).toEqual(tricks[0]);
    expect(replayAt(deal, tricks, 5).trick).toEqual({ cards: [{ seat: 'N', card: 'SK' }], winner: null });
    expect(replayAt(deal, tricks, 5).trickNumber).toBe(2);
  });
  it('clamps the step', () => {
    expect(replayAt(deal, tricks, -3)).toMatchObject({ trick: { cards: [] }, trickNumber: 0 });
    expect(replayAt(deal, tricks, 99).hands.N).toEqual([]);
  });
});

describe('seats, vulnerability and partnerships from the view', () => {
  it("marks the hands we play from: ours, and dummy's when we declare (the view's playsFrom)", () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    const north = selectTable(t.view('N'), 'N');
    const ours = (['bottom', 'top', 'left', 'right'] as const).map((p) => north.seats[p].ours);
    expect(ours).toEqual([true, true, false, false]);
    expect(selectTable(t.view('S'), 'S').seats.bottom.ours).toBe(false); // dummy plays nothing (Law 43A)
    expect(selectTable(t.view('spectator'), null).seats.bottom.ours).toBe(false);
  });
  it('shows each seat vulnerable as the view says, in the seats and the auction', () => {
    const t = scriptedTable(2, 'E', 'NS');
    const m = selectTable(t.view('E'), 'E');
    expect([m.seats.bottom.vulnerable, m.seats.left.vulnerable]).toEqual([false, true]); // E, S
    expect(m.auction!.columns.filter((c) => c.vulnerable).map((c) => c.seat)).toEqual(['N', 'S']);
  });
  it("names our partnership in seat order from the view's partnerships; none for a spectator", () => {
    const t = scriptedTable();
    expect(selectTable(t.view('S'), 'S').side).toEqual(['N', 'S']);
    expect(selectTable(t.view('W'), 'W').side).toEqual(['E', 'W']);
    expect(selectTable({ ...t.view('W'), partnerships: [] }, 'W').side).toBeNull();
    expect(selectTable(t.view('spectator'), null).side).toBeNull();
  });
  it("counts N–S and E–W tricks from the view's tricks per player", () => {
    const t = scriptedTable();
    const view: TableView = { ...t.view('E'), tricksWon: { N: 3, S: 3, E: 2, W: 2 } };
    expect(selectTable(view, 'E').tricks).toEqual({ NS: 3, EW: 2 });
  });
});

describe('takenBackText', () => {
  it("says what an undo would take back, from the view's count", () => {
    expect(takenBackText({ calls: 1, cards: 0 })).toBe('1 call');
    expect(takenBackText({ calls: 2, cards: 1 })).toBe('2 calls and 1 card');
    expect(takenBackText({ calls: 0, cards: 3 })).toBe('3 cards');
    expect(takenBackText({ calls: 0, cards: 0 })).toBe('nothing');
  });
});

describe('groupBySuit', () => {
  it('groups in display order with voids kept', () => {
    const g = groupBySuit(['SA', 'HK', 'C2']);
    expect(g.map((x) => x.suit)).toEqual(['S', 'H', 'D', 'C']);
    expect(g[2]!.cards).toEqual([]);
  });
});
