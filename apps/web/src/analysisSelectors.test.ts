// The double-dummy panel's selector and the explanations in the auction (issue 5: "after the deal
// … the double-dummy table and par when the solver is available"; "the auction with alerts and
// explanations"). The table and par are DDS's own for deal 1 of shared/data/dds/list1.txt:
// TABLE 5 8 5 8 6 6 6 6 5 7 5 7 7 5 7 5 6 6 6 6 (S H D C NT × N E S W), PAR2 "-110" "2S-EW".
import { describe, expect, it } from 'vitest';
import type { AnalysisMessage, ServerMessage, TableInfo } from '@biritch/protocol';
import {
  NO_EXPLANATION,
  parLine,
  parScoreText,
  robotAlertText,
  robotSeats,
  selectDoubleDummy,
  withExplanations,
} from './analysisSelectors.js';
import { selectAuction } from './selectors.js';
import { emptyTableState, foldServerMessage } from './store/tableStore.js';

const NS = { S: 5, H: 6, D: 5, C: 7, NT: 6 };
const EW = { S: 8, H: 6, D: 7, C: 5, NT: 6 };
const ready: AnalysisMessage = {
  type: 'analysis',
  deal: 1,
  board: 1,
  status: 'ready',
  backend: 'dds',
  table: { N: NS, E: EW, S: NS, W: EW },
  par: {
    score: -110,
    contracts: [{ level: 2, strain: 'S', side: 'EW', declarers: ['E', 'W'], doubled: false, result: 0 }],
  },
};
const info = (current: TableInfo['current']): TableInfo => ({
  id: 't1',
  code: 'ABCDEF',
  ruleSet: 'standard',
  form: 'single',
  boards: null,
  createdAt: '2026-11-21T10:00:00Z',
  seats: {
    N: { status: 'taken', connected: true, heldUntil: null },
    E: { status: 'robot', connected: true, heldUntil: null },
    S: { status: 'robot', connected: true, heldUntil: null },
    W: { status: 'robot', connected: true, heldUntil: null },
  },
  spectators: 0,
  seq: 90,
  current,
  finished: false,
  results: [],
  totals: { NS: 0, EW: 0 },
  sheet: null,
});

describe('selectDoubleDummy', () => {
  it('lays the table out as declarer rows N S E W × NT ♠ ♥ ♦ ♣ with par (list1.txt deal 1)', () => {
    const m = selectDoubleDummy(ready, info({ deal: 1, board: 1, ended: true }))!;
    expect(m.columns.map((c) => c.text)).toEqual(['NT', '♠', '♥', '♦', '♣']);
    expect(m.rows.map((r) => r.seat)).toEqual(['N', 'S', 'E', 'W']);
    expect(m.rows.map((r) => r.cells.map((c) => c.tricks))).toEqual([
      [6, 5, 6, 5, 7],
      [6, 5, 6, 5, 7],
      [6, 8, 6, 7, 5],
      [6, 8, 6, 7, 5],
    ]);
    expect(m.rows[2]!.cells[1]).toEqual({ strain: 'S', tricks: 8, makes: true, label: 'East in spades: 8 tricks' });
    expect(m.rows[0]!.cells[1]!.makes).toBe(false);
    expect(m.par).toEqual({
      score: 'E–W +110',
      contracts: [{ text: '2♠ by E/W =', name: '2 spades by East or West, making' }],
    });
    expect(m.solver).toBe('native DDS');
    expect(m.reason).toBeNull();
  });

  it('shows nothing before the deal has ended, or for another deal', () => {
    expect(selectDoubleDummy(ready, info({ deal: 1, board: 1, ended: false }))).toBeNull();
    expect(selectDoubleDummy(ready, info({ deal: 2, board: 2, ended: true }))).toBeNull();
    expect(selectDoubleDummy(null, info({ deal: 1, board: 1, ended: true }))).toBeNull();
    expect(selectDoubleDummy(ready, null)).toBeNull();
  });

  it('says when it is being worked out, and why it is unavailable', () => {
    const base = { type: 'analysis', deal: 1, board: 1, backend: null, table: null, par: null } as const;
    const ended = info({ deal: 1, board: 1, ended: true });
    expect(selectDoubleDummy({ ...base, status: 'pending' }, ended)).toMatchObject({
      status: 'pending',
      rows: [],
      par: null,
      reason: null,
    });
    expect(
      selectDoubleDummy({ ...base, status: 'unavailable', backend: 'ts', code: 'solver/budget-exceeded' }, ended),
    ).toMatchObject({
      status: 'unavailable',
      rows: [],
      reason: 'the solver ran out of time on this deal',
    });
  });

  it('has no par at a variant table (the server sends par null)', () => {
    const m = selectDoubleDummy({ ...ready, par: null }, info({ deal: 1, board: 1, ended: true }))!;
    expect(m.rows).toHaveLength(4);
    expect(m.par).toBeNull();
  });
});

describe('par texts (DDS DealerPar contracts)', () => {
  it('writes sacrifices and overtricks', () => {
    expect(parLine({ level: 4, strain: 'S', side: 'EW', declarers: ['E', 'W'], doubled: true, result: -1 })).toEqual({
      text: '4♠X by E/W -1',
      name: '4 spades doubled by East or West, down 1',
    });
    expect(parLine({ level: 3, strain: 'NT', side: 'NS', declarers: ['N'], doubled: false, result: 1 }).text).toBe(
      '3NT by N +1',
    );
    expect(parScoreText(420)).toBe('N–S +420');
    expect(parScoreText(0)).toBe('0 (passed out)');
  });
});

describe('the store keeps the analysis and the explanations', () => {
  const fold = (msgs: readonly ServerMessage[]) =>
    msgs.reduce((s, m) => foldServerMessage(s, m).state, emptyTableState('t1'));

  it('a pending analysis never replaces a result; a later deal replaces an earlier one', () => {
    const pending: AnalysisMessage = {
      type: 'analysis',
      deal: 1,
      board: 1,
      status: 'pending',
      backend: null,
      table: null,
      par: null,
    };
    expect(fold([pending, ready]).analysis).toEqual(ready);
    expect(fold([ready, pending]).analysis).toEqual(ready);
    const next = { ...pending, deal: 2, board: 2 };
    expect(fold([ready, next]).analysis).toEqual(next);
    expect(fold([next, ready]).analysis).toEqual(next);
  });

  it('records explanations by call index, null when there is none to see, and forgets them at a new deal', () => {
    const welcome: ServerMessage = {
      type: 'welcome',
      protocol: 1,
      tableId: 't1',
      seat: 'N',
      seq: 10,
      info: info({ deal: 1, board: 1, ended: false }),
    };
    const s = fold([
      welcome,
      { type: 'explanation', id: 'x1', index: 0, text: '15–17 HCP, balanced' },
      { type: 'explanation', id: 'x2', index: 1, text: null },
    ]);
    expect(s.explanations).toEqual({ 0: '15–17 HCP, balanced', 1: null });
    const auction = withExplanations(
      selectAuction(
        'N',
        { N: false, E: false, S: false, W: false },
        [
          { seat: 'N', call: { type: 'bid', level: 1, strain: 'NT' } },
          { seat: 'E', call: { type: 'pass' } },
        ],
        'S',
      ),
      s.explanations,
    );
    expect(auction.calls.map((c) => c.explanation)).toEqual(['15–17 HCP, balanced', NO_EXPLANATION]);
    expect(auction.rows[0]![1]).toMatchObject({ index: 0, explanation: '15–17 HCP, balanced' });
    // A new deal starts: its auction's indexes mean other calls.
    const after = foldServerMessage(s, {
      type: 'event',
      seq: 11,
      event: { type: 'dealStarted', board: 2, dealer: 'E', vulnerability: 'NS', visibleTo: 'all' },
    }).state;
    expect(after.explanations).toEqual({});
    // So does a rejoin, which may have skipped a deal's start.
    expect(foldServerMessage(s, { ...welcome, seq: 12 } as ServerMessage).state.explanations).toEqual({});
  });
  it("shows a robot's alert by its explanation in the reader's language, never its English words (issue 22)", () => {
    const calls = [
      { seat: 'N', call: { type: 'bid', level: 1, strain: 'NT' } },
      { seat: 'E', call: { type: 'bid', level: 2, strain: 'C' }, alert: 'a one-suited hand (6+ cards)' },
      { seat: 'S', call: { type: 'bid', level: 2, strain: 'D' }, alert: 'transfer' },
    ] as const;
    const auction = selectAuction('N', { N: false, E: false, S: false, W: false }, calls, 'W');
    const taken = { status: 'taken', connected: true, heldUntil: null } as const;
    const seats = { ...info(null).seats, S: taken, W: taken };
    const robots = robotSeats({ seats });
    expect([...robots]).toEqual(['E']);
    // A robot standing in for a player alerts in its system's words too.
    expect([...robotSeats({ seats: { ...seats, W: { ...taken, standIn: true } } })]).toEqual(['E', 'W']);
    // Not explained yet: the robot's alert says "asking…"; a person's alert is shown as written.
    const asking = withExplanations(auction, {}, undefined, robots);
    expect(asking.calls.map((c) => c.alert)).toEqual([undefined, 'asking…', 'transfer']);
    // Explained (here in Slovak): the explanation is the alert.
    const explained = withExplanations(auction, { 1: 'SAYC: jednofarebná ruka' }, undefined, robots);
    expect(explained.calls[1]).toMatchObject({ alert: 'SAYC: jednofarebná ruka' });
    expect(explained.calls[1]).not.toHaveProperty('explanation');
    expect(explained.rows[0]![2]).toMatchObject({ index: 1, alert: 'SAYC: jednofarebná ruka' });
    // The live region's words for the alert: the explanation, null while asked, undefined for a person.
    expect(robotAlertText('E', calls[1].alert, calls, { 1: 'SAYC: jednofarebná ruka' }, robots)).toBe(
      'SAYC: jednofarebná ruka',
    );
    expect(robotAlertText('E', calls[1].alert, calls, {}, robots)).toBeNull();
    expect(robotAlertText('S', 'transfer', calls, {}, robots)).toBeUndefined();
  });
});
