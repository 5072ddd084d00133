// The history screens' models (issue 26, "History"): a line of "My deals" in words and a past
// deal from core's spectator view at its end (the same view the server sends, built here by core).
import { describe, expect, it } from 'vitest';
import { makeTranslator } from '@biritch/i18n';
import type { HistoryEntry, PastDeal } from '@biritch/protocol';
import { EN_LABELS, makeLabels } from '../labels.js';
import { scriptedTable } from '../testing/scriptedTable.js';
import { deviceSeatTokens } from '../account/accountApi.js';
import { historyQuery } from './historyApi.js';
import { overUnderOf, selectHistoryRow, selectPastDeal } from './historySelectors.js';
import { sheetColumns } from './WeTheySheet.js';

const entry: HistoryEntry = {
  id: 'tbl1.2',
  tableId: 'tbl1',
  tableCode: 'QWERTY',
  deal: 2,
  board: 2,
  date: '2026-11-26T10:00:00.000Z',
  ruleSet: 'standard',
  form: 'duplicate',
  seat: 'E',
  role: 'declarer',
  dealer: 'E',
  vulnerability: 'NS',
  contract: { level: 4, strain: 'S', doubled: 0 },
  declarer: 'E',
  declarerTricks: 11,
  score: 450,
  par: 420,
  fromPar: 30,
  analysis: 'ready',
};

describe('a line of My deals', () => {
  it('shows the contract with its result against the contract and the declarer (Law 77 tricks over 6)', () => {
    const row = selectHistoryRow(entry);
    expect(row.contract).toBe('4♠+1 E');
    expect(row.contractName).toMatch(/4 spades by East, made with 1 overtrick/);
    expect(overUnderOf(entry.contract, 9)).toBe(-1);
  });
  it('signs the score, par and the distance from par for the player side', () => {
    const row = selectHistoryRow(entry);
    expect([row.score, row.par, row.fromPar]).toEqual(['+450', '+420', '+30']);
    expect(row.fromParSign).toBe(1);
    expect(selectHistoryRow({ ...entry, par: null, fromPar: null }).fromPar).toBe('–');
  });
  it('says passed out and the role in the player language', () => {
    const pl = makeLabels(makeTranslator('pl'));
    const row = selectHistoryRow(
      { ...entry, contract: null, declarer: null, declarerTricks: null, role: 'passed-out', score: 0 },
      pl,
    );
    expect(row.contract).toBe('Wszyscy spasowali');
    expect(row.role).toBe('wszyscy spasowali');
    expect(row.form).toBe(pl.tr.t('lobby.form.duplicate'));
  });
});

describe('a past deal', () => {
  const t = scriptedTable(1, 'N', 'none');
  t.call('N', '1S', 'five or more spades');
  t.passOut('E');
  t.playFirstLegal(52);
  const view = t.view('spectator');
  const deal: PastDeal = {
    id: 'tbl1.1',
    tableId: 'tbl1',
    tableCode: 'QWERTY',
    ruleSet: 'standard',
    form: 'rubber',
    deal: 1,
    board: 1,
    dealer: 'N',
    vulnerability: 'none',
    date: '2026-11-26T10:00:00.000Z',
    seat: 'W',
    result: {
      board: 1,
      contract: { level: 1, strain: 'S', doubled: 0 },
      declarer: 'N',
      dummy: 'S',
      declarerTricks: 13,
      vulnerability: 'none',
    },
    score: { NS: 240, EW: 0 },
    players: null,
    hands: null,
    view,
    explanations: ['five or more spades', 'No opening: fewer than 12 points', null, null],
    analysis: null,
  };
  it('replays every card of the spectator view at the end and shows the auction with its alert', () => {
    const m = selectPastDeal(deal, EN_LABELS);
    expect(m.table.result?.plays).toHaveLength(52);
    expect(m.auction?.calls[0]?.alert).toBe('five or more spades');
    // The alert is not repeated as its explanation; a robot's explanation is kept.
    expect(m.auction?.calls[0]).not.toHaveProperty('explanation');
    expect(m.auction?.calls[1]?.explanation).toBe('No opening: fewer than 12 points');
    expect(m.result.text).toBe('1♠+6 N');
  });
  it("shows an alerted call by the server's explanation (a robot's alert in the reader's language)", () => {
    const auction = deal.view.auction.map((c, i) => (i === 0 ? { ...c, alert: 'five or more spades' } : c));
    const m = selectPastDeal(
      { ...deal, view: { ...deal.view, auction }, explanations: ['SAYC: päť a viac pík', null, null, null] },
      EN_LABELS,
    );
    expect(m.auction?.calls[0]?.alert).toBe('SAYC: päť a viac pík');
    expect(m.auction?.calls[0]).not.toHaveProperty('explanation');
  });
  it('gives the score of the player side and heads the sheet from it (We = East–West for West)', () => {
    const m = selectPastDeal(deal, EN_LABELS);
    expect(m.side).toBe('EW');
    expect(m.myScore).toBe(0);
    expect(sheetColumns(m.side)).toEqual(['EW', 'NS']);
    expect(sheetColumns(null)).toEqual(['NS', 'EW']);
  });
  it('has no side in a shared view', () => {
    expect(selectPastDeal({ ...deal, seat: null }).side).toBeNull();
  });
});

describe('the device and the query', () => {
  it("finds the guest seat tokens among this device's saved tickets only", () => {
    const items = new Map<string, string>([
      ['biritch.ticket.t1', JSON.stringify({ tableId: 't1', seat: 'S', token: 'tokA' })],
      ['biritch.ticket.t2', '{damaged'],
      ['biritch.locale', 'pl'],
    ]);
    const keys = [...items.keys()];
    const storage = {
      length: keys.length,
      key: (i: number) => keys[i] ?? null,
      getItem: (k: string) => items.get(k) ?? null,
      setItem: () => {},
      removeItem: () => {},
    };
    expect(deviceSeatTokens(storage)).toEqual(['tokA']);
  });
  it('sends only the filters given', () => {
    expect(historyQuery({ form: 'rubber', contract: ' 4S ', role: '', offset: 20 })).toBe(
      '?form=rubber&contract=4S&offset=20',
    );
    expect(historyQuery({})).toBe('');
  });
});
