// The client's fold of server messages (packages/server/README.md, "WebSocket"): gapless seq,
// a bare {seq} for unseen events, a gap means loss → resync; the latest view is rendered.
import { describe, expect, it } from 'vitest';
import type { TableView } from '@biritch/core';
import type { ServerMessage, TableInfo } from '@biritch/protocol';
import { scriptedTable } from '../testing/scriptedTable.js';
import { announceEvent } from './announce.js';
import {
  emptyTableState,
  foldServerMessage,
  isTableView,
  withAwaiting,
  withError,
  withoutError,
  withoutExplanations,
  withStatus,
  type TableClientState,
} from './tableStore.js';

// Real views from core's machine: before and after each of North's and East's calls.
const t = scriptedTable();
const V = [t.view('S')];
t.call('N', '1S');
V.push(t.view('S'));
t.call('E', '2H');
V.push(t.view('S'));
const view = (i: number) => V[i]!;

const info: TableInfo = {
  id: 't1',
  code: 'ABCDEF',
  ruleSet: 'standard',
  form: 'single',
  boards: null,
  createdAt: '2026-11-21T10:00:00Z',
  seats: {
    N: { status: 'robot', connected: true, heldUntil: null },
    E: { status: 'robot', connected: true, heldUntil: null },
    S: { status: 'taken', connected: true, heldUntil: null },
    W: { status: 'robot', connected: true, heldUntil: null },
  },
  spectators: 0,
  seq: 3,
  current: null,
  finished: false,
  results: [],
  totals: { NS: 0, EW: 0 },
  sheet: null,
};

const welcome = (seq: number, view?: TableView): ServerMessage => ({
  type: 'welcome',
  protocol: 1,
  tableId: 't1',
  seat: 'S',
  seq,
  info,
  ...(view !== undefined ? { view } : {}),
});

function fold(state: TableClientState, ...msgs: ServerMessage[]) {
  let s = state;
  const resyncs: number[] = [];
  for (const m of msgs) {
    const r = foldServerMessage(s, m);
    s = r.state;
    if (r.resync) resyncs.push(s.seq);
  }
  return { state: s, resyncs };
}

describe('foldServerMessage', () => {
  it('a welcome sets our seat, the info, the seq and the view', () => {
    const { state } = fold(emptyTableState('t1'), welcome(3, view(0)));
    expect(state).toMatchObject({ seat: 'S', seq: 3, viewSeq: 3, view: view(0), status: 'open', info });
  });
  it('a resuming welcome (no view) keeps the last view until the next one', () => {
    const s0 = fold(emptyTableState('t1'), welcome(3, view(1))).state;
    const { state } = fold(s0, welcome(3));
    expect(state.view).toEqual(view(1));
  });
  it('events in order advance seq, visible or bare', () => {
    const { state, resyncs } = fold(
      emptyTableState('t1'),
      welcome(3, view(0)),
      { type: 'event', seq: 4, event: { type: 'callMade', seat: 'N', call: { type: 'pass' }, visibleTo: 'all' } },
      { type: 'event', seq: 5 },
    );
    expect(state.seq).toBe(5);
    expect(resyncs).toEqual([]);
    expect(state.announcements.map((a) => announceEvent(a.event))).toEqual([['North: Pass']]);
  });
  it('a gap asks for a resync once and does not advance seq', () => {
    const { state, resyncs } = fold(
      emptyTableState('t1'),
      welcome(3, view(0)),
      { type: 'event', seq: 5 },
      { type: 'event', seq: 6 },
    );
    expect(state.seq).toBe(3);
    expect(state.syncing).toBe(true);
    expect(resyncs).toEqual([3]);
  });
  it('the resync answer fills the gap and clears syncing', () => {
    const s = fold(emptyTableState('t1'), welcome(3, view(0)), { type: 'event', seq: 5 }).state;
    const { state } = fold(
      s,
      { type: 'event', seq: 4 },
      { type: 'event', seq: 5 },
      { type: 'view', seq: 5, view: view(1) },
    );
    expect(state).toMatchObject({ seq: 5, syncing: false, view: view(1), viewSeq: 5 });
  });
  it('a full view after a too-old gap moves seq forward', () => {
    const s = fold(emptyTableState('t1'), welcome(3, view(0)), { type: 'event', seq: 9 }).state;
    const { state } = fold(s, { type: 'view', seq: 12, view: view(2) });
    expect(state).toMatchObject({ seq: 12, viewSeq: 12, syncing: false });
  });
  it('duplicates after a resume are ignored', () => {
    const s = fold(emptyTableState('t1'), welcome(3, view(0)), { type: 'event', seq: 4 }).state;
    const { state, resyncs } = fold(s, { type: 'event', seq: 4 }, { type: 'event', seq: 2 });
    expect(state).toBe(s);
    expect(resyncs).toEqual([]);
  });
  it('an older view arriving late does not replace a newer one', () => {
    const s = fold(emptyTableState('t1'), welcome(3, view(0)), { type: 'view', seq: 6, view: view(2) }).state;
    expect(fold(s, { type: 'view', seq: 5, view: view(1) }).state.view).toEqual(view(2));
  });
  it('events before the welcome are ignored (the welcome carries the state)', () => {
    const { state } = fold(emptyTableState('t1'), { type: 'event', seq: 1 });
    expect(state.seq).toBe(-1);
  });
  it('info replaces the table info; errors are shown until dismissed', () => {
    const s = fold(
      emptyTableState('t1'),
      welcome(3, view(0)),
      { type: 'info', info: { ...info, spectators: 2 } },
      { type: 'error', id: 'r1', code: 'play/must-follow-suit', message: 'Follow suit' },
    ).state;
    expect(s.info?.spectators).toBe(2);
    expect(s.error).toEqual({ code: 'play/must-follow-suit', message: 'Follow suit' });
    expect(withoutError(s).error).toBeNull();
    expect(withError(s, { code: 'x/y', message: 'm' }).error?.code).toBe('x/y');
  });
  it('a view that is not a TableView is refused with a coded error, keeping the last good one', () => {
    const s = fold(emptyTableState('t1'), welcome(3, view(0))).state;
    const after = fold(s, { type: 'view', seq: 4, view: { phase: 'auction' } as unknown as TableView }).state;
    expect(after.view).toBe(s.view);
    expect(after.error?.code).toBe('net/bad-view');
    expect(isTableView(null)).toBe(false);
    expect(isTableView(view(2))).toBe(true);
  });
  it("a view without the answers the selectors show (an older server's) is not taken for a view", () => {
    const { canClaim: _, ...older } = view(2);
    expect(isTableView(older)).toBe(false);
  });
  it('events replayed before the first view are not announced', () => {
    const s = fold(emptyTableState('t1'), welcome(0), {
      type: 'event',
      seq: 1,
      event: { type: 'callMade', seat: 'N', call: { type: 'pass' }, visibleTo: 'all' },
    }).state;
    expect(s.announcements).toEqual([]);
    expect(s.seq).toBe(1);
  });
  it('a command awaits its own ack or error, not that of another request', () => {
    const s = withAwaiting(fold(emptyTableState('t1'), welcome(3, view(0))).state, 'r7');
    expect(fold(s, { type: 'ack', id: 'r6', seq: 4 }).state.awaiting).toBe('r7');
    expect(fold(s, { type: 'ack', id: 'r7', seq: 4 }).state.awaiting).toBeNull();
    const refused = fold(s, { type: 'error', id: 'r7', code: 'play/must-follow-suit', message: 'm' }).state;
    expect(refused.awaiting).toBeNull();
    expect(refused.error?.code).toBe('play/must-follow-suit');
  });
  it('a dropped connection forgets the awaited answer (the resync tells what happened)', () => {
    const s = withAwaiting(fold(emptyTableState('t1'), welcome(3, view(0))).state, 'r7');
    expect(withStatus(s, 'reconnecting').awaiting).toBeNull();
  });
  it('status changes return the same object when nothing changed', () => {
    const s = emptyTableState('t1');
    expect(withStatus(s, 'connecting')).toBe(s);
    expect(withStatus(s, 'open').status).toBe('open');
  });
  it('keeps at most 20 announcements', () => {
    let s = fold(emptyTableState('t1'), welcome(0, view(0))).state;
    for (let i = 1; i <= 30; i++)
      s = fold(s, {
        type: 'event',
        seq: i,
        event: { type: 'cardPlayed', seat: 'E', card: 'SA', visibleTo: 'all' },
      }).state;
    expect(s.announcements).toHaveLength(20);
    expect(s.announcements[19]!.seq).toBe(30);
    expect(announceEvent(s.announcements[19]!.event)).toEqual(['East: Ace of spades']);
  });
  it("keeps the answer about the robot's opening lead until the next deal starts, or the language changes (issue 25)", () => {
    const lead: ServerMessage = {
      type: 'leadExplanation',
      id: 'l1',
      deal: 1,
      seat: 'W',
      card: 'SK',
      text: 'Opening lead by simulation',
      leads: [{ card: 'SK', average: 4.2 }],
    };
    const s = fold(emptyTableState('t1'), welcome(0, view(0)), lead).state;
    expect(s.lead).toEqual({ deal: 1, seat: 'W', card: 'SK', text: 'Opening lead by simulation', leads: lead.leads });
    const next = fold(s, {
      type: 'event',
      seq: 1,
      event: { type: 'dealStarted', board: 2, dealer: 'E', vulnerability: 'ns', hand: null, visibleTo: 'all' } as never,
    }).state;
    expect(next.lead).toBeNull();
    expect(withoutExplanations(s).lead).toBeNull();
  });
});
