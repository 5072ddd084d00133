// @vitest-environment jsdom
// The table screen as a whole: it shows claim and undo exactly when core's view allows them
// (Laws 68–70; an undo takes back the requester's last action), and each control sends the
// matching intent — the screen decides nothing itself (docs/style.md principle 5).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Seat, TableView } from '@biritch/core';
import { selectTable } from '../selectors.js';
import { emptyTableState } from '../store/tableStore.js';
import { scriptedTable, type ScriptedTable } from '../testing/scriptedTable.js';
import { tableInfo } from '../testing/tableInfo.js';
import { TableScreen } from './TableScreen.js';

afterEach(cleanup);

function screenFor(view: TableView, seat: Seat) {
  const info = tableInfo();
  const state = { ...emptyTableState('t1'), seat, info, view, status: 'open' as const };
  const onCommand = vi.fn();
  render(
    <TableScreen
      state={state}
      model={selectTable(view, seat, info)}
      onCommand={onCommand}
      onNextDeal={() => {}}
      onDismissError={() => {}}
      onTakeSeat={() => {}}
    />,
  );
  return onCommand;
}

/** 1♠ by North (South dummy), East on lead. */
function afterAuction(): ScriptedTable {
  const t = scriptedTable();
  t.call('N', '1S');
  t.passOut('E');
  return t;
}

describe('TableScreen', () => {
  it('a call from the bidding box goes out as a call command', async () => {
    const onCommand = screenFor(scriptedTable().view('N'), 'N');
    await userEvent.click(screen.getByRole('button', { name: '1NT, 1 no trump' }));
    expect(onCommand).toHaveBeenCalledExactlyOnceWith({ type: 'call', call: { type: 'bid', level: 1, strain: 'NT' } });
  });
  it('a card goes out as a play command', async () => {
    const onCommand = screenFor(afterAuction().view('E'), 'E');
    await userEvent.click(screen.getByRole('button', { name: 'K♥, King of hearts' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'play', card: 'HK' });
  });
  it('shows Claim and Ask to undo as the view says, and nothing to dummy', () => {
    const t = afterAuction();
    screenFor(t.view('N'), 'N');
    // Declarer may claim from the start of the play; undoing the auction is still allowed before the lead.
    expect(screen.getByRole('button', { name: 'Claim…' })).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Claim and undo' })).getByRole('button', { name: 'Ask to undo' }),
    ).toBeDefined();
    cleanup();
    screenFor(t.view('S'), 'S');
    expect(screen.queryByRole('button', { name: 'Claim…' })).toBeNull();
    cleanup();
    screenFor({ ...t.view('N'), canClaim: false, canUndo: false }, 'N');
    expect(screen.queryByRole('region', { name: 'Claim and undo' })).toBeNull();
  });
  it('a claim is stated in the dialog, up to the tricks the view says are left', async () => {
    const t = afterAuction();
    t.playFirstLegal(4);
    const onCommand = screenFor(t.view('N'), 'N');
    await userEvent.click(screen.getByRole('button', { name: 'Claim…' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim' });
    const options = within(dialog).getAllByRole('option');
    expect(options).toHaveLength(13); // 0..12: one trick is played
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim 12' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'claim', tricks: 12 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it("Ask to undo says what it would take back (the view's count) and sends an undo request", async () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.call('E', 'P');
    const onCommand = screenFor(t.view('N'), 'N');
    expect(screen.getByRole('button', { name: 'Ask to undo' }).title).toBe('Takes back 2 calls');
    await userEvent.click(screen.getByRole('button', { name: 'Ask to undo' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'requestUndo' });
  });
  it('says "Play from dummy" to declarer when dummy\'s card is due (Law 45B)', () => {
    const t = afterAuction();
    t.act('E', { type: 'play', card: 'HA' });
    screenFor(t.view('N'), 'N');
    expect(document.title).toMatch(/^Play from dummy · /);
    expect(screen.getByText('You sit North (North–South).')).toBeDefined();
  });
});
