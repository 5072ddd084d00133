// @vitest-environment jsdom
// What a new player ran into at the table (issue 26, "Fix what a new player ran into"): a
// rejected claim is shown on screen (Law 69: play goes on), not only to the screen reader; the
// last trick returns to the current one when the next card is led; "Not connected" goes once the
// socket is open again; "Sit here as …" is a button on the felt; the display menu keeps the
// four-colour deck.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Seat, TableView } from '@biritch/core';
import { selectTable } from '../selectors.js';
import { emptyTableState, type TableClientState } from '../store/tableStore.js';
import { scriptedTable, type ScriptedTable } from '../testing/scriptedTable.js';
import { tableInfo } from '../testing/tableInfo.js';
import { TableScreen } from './TableScreen.js';
import { FOUR_COLOUR_KEY } from './displayOptions.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.classList.remove('four-colour');
});

function stateOf(t: ScriptedTable, seat: Seat, extra: Partial<TableClientState> = {}): TableClientState {
  const view: TableView = t.view(seat);
  const announcements = t.events.map((event, i) => ({ seq: i + 1, event }));
  return { ...emptyTableState('t1'), seat, info: tableInfo(), view, status: 'open', announcements, ...extra };
}

function ui(state: TableClientState) {
  return (
    <TableScreen
      state={state}
      model={state.view ? selectTable(state.view, state.seat ?? null, state.info) : null}
      onCommand={() => {}}
      onNextDeal={() => {}}
      onDismissError={() => {}}
      onTakeSeat={() => {}}
    />
  );
}

/** 1♠ by North, East on lead; `tricks` whole tricks played. */
function inPlay(tricks: number): ScriptedTable {
  const t = scriptedTable();
  t.call('N', '1S');
  t.passOut('E');
  t.playFirstLegal(tricks * 4);
  return t;
}

const trickLabel = () => screen.getByRole('group', { name: /trick/i }).getAttribute('aria-label') ?? '';

describe('TableScreen: what a new player ran into', () => {
  it('a rejected claim is shown on screen until the next card (Law 69), and can be dismissed', async () => {
    const t = inPlay(1);
    t.act('N', { type: 'claim', tricks: 12 });
    t.act('E', { type: 'respondClaim', accept: false }); // one defender's rejection settles it
    render(ui(stateOf(t, 'N')));
    const shown = screen.getByTestId('claim-rejected');
    expect(shown.textContent).toContain('Claim rejected; play goes on.');
    expect(shown.closest('.visually-hidden')).toBeNull();
    await userEvent.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('claim-rejected')).toBeNull();
    cleanup();
    render(ui(stateOf(t, 'W')));
    expect(screen.getByTestId('claim-rejected')).toBeDefined();
    cleanup();
    // After the next card the rejection is over.
    t.playFirstLegal(1);
    render(ui(stateOf(t, 'W')));
    expect(screen.queryByTestId('claim-rejected')).toBeNull();
  });
  it('the last trick view returns to the current trick when the next card is led', async () => {
    const t = inPlay(1);
    const { rerender } = render(ui(stateOf(t, 'E')));
    await userEvent.click(screen.getByRole('button', { name: 'Last trick' }));
    expect(trickLabel()).toMatch(/^Last trick/);
    expect(screen.getByRole('button', { name: 'Current trick' }).getAttribute('aria-pressed')).toBe('true');
    t.playFirstLegal(1);
    rerender(ui(stateOf(t, 'E')));
    expect(trickLabel()).toMatch(/^Current trick/);
    expect(screen.getByRole('button', { name: 'Last trick' }).getAttribute('aria-pressed')).toBe('false');
  });
  it('"Not connected" goes once the socket is open again; it stays while reconnecting', () => {
    const error = { code: 'net/offline', message: 'Not connected to the table: reconnecting…' };
    const t = inPlay(0);
    const { rerender } = render(ui(stateOf(t, 'E', { error, status: 'reconnecting' })));
    expect(screen.getByRole('alert').textContent).toContain('The server cannot be reached');
    rerender(ui(stateOf(t, 'E', { error, status: 'open' })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Connected');
  });
  it('the display menu turns the four-colour deck on, stores it and marks <html>', async () => {
    render(ui(stateOf(inPlay(0), 'E')));
    await userEvent.click(screen.getByText('Display'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Four-colour deck/ }));
    expect(localStorage.getItem(FOUR_COLOUR_KEY)).toBe('1');
    expect(document.documentElement.classList.contains('four-colour')).toBe(true);
    // Cards carry their suit, which the four-colour rules of styles.css colour (East holds hearts here).
    expect(document.querySelectorAll('.card.suit-h')).toHaveLength(13);
  });
});
