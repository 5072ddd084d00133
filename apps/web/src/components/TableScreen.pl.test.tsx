// @vitest-environment jsdom
// The table screen in Polish (issue 22 "Checks": a render in each locale that fails when an English
// catalog word is left on the screen): the auction with the bidding box, the play with claim and
// undo, a claim and an undo request, and the end with the result, the double-dummy table and the
// score sheet. The English words are read from the en catalog; Polish words that are the same
// (Robot, Alert, Chicago) do not count.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Seat, TableView } from '@biritch/core';
import type { AnalysisMessage, TableInfo } from '@biritch/protocol';
import { makeTranslator } from '@biritch/i18n';
import { makeLabels } from '../labels.js';
import { selectTable } from '../selectors.js';
import { emptyTableState, type TableClientState } from '../store/tableStore.js';
import { scriptedTable } from '../testing/scriptedTable.js';
import { englishWords, englishWordsLeft, inLocale } from '../testing/i18n.js';
import { dealRecord, tableInfo } from '../testing/tableInfo.js';
import { TableScreen } from './TableScreen.js';

afterEach(cleanup);

const PL = makeLabels(makeTranslator('pl'));

function screenFor(view: TableView, seat: Seat, over: Partial<TableClientState> = {}, info: TableInfo = tableInfo()) {
  const state: TableClientState = { ...emptyTableState('t1'), seat, info, view, status: 'open', ...over };
  render(
    inLocale(
      'pl',
      <TableScreen
        state={state}
        model={selectTable(view, seat, info, PL)}
        onCommand={() => {}}
        onNextDeal={() => {}}
        onDismissError={() => {}}
        onTakeSeat={() => {}}
        onExplain={() => {}}
      />,
    ),
  );
}

describe('the table screen in Polish', () => {
  it('the word list is real: it holds the English words of the table (a check that cannot pass vacuously)', () => {
    const words = englishWords('pl');
    for (const w of ['auction', 'trick', 'claim', 'dummy', 'vulnerable', 'north', 'spades', 'pass'])
      expect(words.has(w)).toBe(true);
    expect(words.has('robot')).toBe(false); // the same word in Polish
  });

  it('the same screen in English is caught by the check', () => {
    const t = scriptedTable();
    t.call('N', '1NT');
    const info = tableInfo();
    const state: TableClientState = { ...emptyTableState('t1'), seat: 'E', info, view: t.view('E'), status: 'open' };
    render(
      <TableScreen
        state={state}
        model={selectTable(t.view('E'), 'E', info)}
        onCommand={() => {}}
        onNextDeal={() => {}}
        onDismissError={() => {}}
        onTakeSeat={() => {}}
      />,
    );
    expect(englishWordsLeft(document.body, 'pl')).toEqual(
      expect.arrayContaining(['Auction', 'Pass', 'Double', 'North']),
    );
  });

  it('the bidding box shows BA, pas, kontra, rekontra and Polish names; no English word is left', () => {
    const t = scriptedTable();
    t.call('N', '1NT', '15–17');
    screenFor(t.view('E'), 'E', {
      announcements: [
        {
          seq: 1,
          event: { type: 'callMade', seat: 'N', call: { type: 'bid', level: 1, strain: 'NT' }, visibleTo: 'all' },
        },
      ],
    });
    const box = screen.getByRole('region', { name: 'Pudełko licytacyjne' });
    expect(within(box).getByRole('button', { name: '1BA, 1 bez atu' }).textContent).toBe('1BA');
    expect(within(box).getByRole('button', { name: 'pas' }).textContent).toBe('pas');
    expect(within(box).getByRole('button', { name: 'kontra' }).textContent).toBe('kontra');
    expect(within(box).getByRole('button', { name: 'rekontra' }).textContent).toBe('rekontra');
    expect(within(box).getByRole('button', { name: '5 kierów' }).textContent).toBe('5♥');
    expect(screen.getByTestId('live-region').textContent).toContain('Północ: 1 bez atu');
    expect(document.documentElement.lang).toBe('pl');
    expect(englishWordsLeft(document.body, 'pl')).toEqual([]);
  });

  it('the alert field and a selected call are Polish too', async () => {
    const t = scriptedTable();
    t.call('N', '1NT', '15–17');
    screenFor(t.view('E'), 'E');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Północ: 1BA, 1 bez atu, z alertem' }));
    expect(screen.getByRole('note').textContent).toBe('1BA (Północ): 15–17');
    expect(englishWordsLeft(document.body, 'pl')).toEqual([]);
  });

  it('the play with claim and undo, and the claim dialog: no English word is left', async () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.playFirstLegal(5);
    screenFor(t.view('N'), 'N');
    expect(screen.getByRole('button', { name: 'Roszczenie…' })).toBeDefined();
    expect(screen.getByText('Siedzisz na północy (Północ–Południe).')).toBeDefined();
    expect(englishWordsLeft(document.body, 'pl')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ostatnia lewa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Roszczenie…' }));
    expect(screen.getByRole('dialog', { name: 'Roszczenie' })).toBeDefined();
    expect(englishWordsLeft(document.body, 'pl')).toEqual([]);
  });

  it('a claim and an undo request on the table: no English word is left', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.playFirstLegal(4);
    t.act('N', { type: 'claim', tricks: 12, statement: 'trumps' });
    screenFor(t.view('E'), 'E');
    expect(screen.getByText('Północ zgłasza roszczenie: 12 lew z pozostałych.')).toBeDefined();
    // The claimer's own statement is the player's words, not the interface's.
    expect(englishWordsLeft(document.body, 'pl').filter((w) => w !== 'trumps')).toEqual([]);
    cleanup();
    const u = scriptedTable();
    u.call('N', '1S');
    u.act('N', { type: 'requestUndo' });
    screenFor(u.view('E'), 'E');
    expect(screen.getByText('Północ prosi o cofnięcie ostatniego ruchu.')).toBeDefined();
    expect(englishWordsLeft(document.body, 'pl')).toEqual([]);
  });

  it('the end of the deal: result, replay, double dummy, score sheet in Polish', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.playFirstLegal(52);
    const view = t.view('S');
    const info = tableInfo({
      current: { deal: 1, board: 1, ended: true },
      results: [dealRecord(view.result!, { NS: 210, EW: -210 })],
      totals: { NS: 210, EW: -210 },
    });
    const NS = { NT: 6, S: 5, H: 6, D: 5, C: 7 };
    const EW = { NT: 6, S: 8, H: 6, D: 7, C: 5 };
    const analysis: AnalysisMessage = {
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
    screenFor(view, 'S', { analysis }, info);
    expect(screen.getByTestId('score').textContent).toBe('Zapis: N–S +210, E–W -210 — zyskujesz 210');
    expect(screen.getByLabelText('1 pik, rozgrywa Północ, ugrany z 6 nadróbkami').textContent).toBe('1♠+6');
    expect(screen.getByTestId('par').textContent).toBe('Par E–W +110: 2♠ E/W =');
    expect(englishWordsLeft(document.body, 'pl')).toEqual([]);
  });

  it('shows a coded server error in Polish, by its code', () => {
    screenFor(scriptedTable().view('N'), 'N', {
      error: { code: 'auction/insufficient-bid', message: 'Bid is not higher' },
    });
    expect(screen.getByRole('alert').textContent).not.toContain('Bid is not higher');
    expect(englishWordsLeft(document.body, 'pl')).toEqual([]);
  });
});
