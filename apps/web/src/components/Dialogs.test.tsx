// @vitest-environment jsdom
// Claims (Laws 68–70) and undo requests on screen: the claimer states a number of the remaining
// tricks and a line of play; the opponents the view names accept or reject; the claimer may
// withdraw; an undo request is allowed or refused by the other side.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectTable } from '../selectors.js';
import { scriptedTable } from '../testing/scriptedTable.js';
import { ClaimDialog, ClaimNotice, UndoNotice } from './Dialogs.js';

afterEach(cleanup);

describe('ClaimDialog', () => {
  it('offers 0 to all tricks left, starting at all, and sends the number and the line of play (Law 68C)', async () => {
    const onClaim = vi.fn();
    render(<ClaimDialog max={9} onClaim={onClaim} onCancel={() => {}} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Tricks for your side' });
    expect([...select.options].map((o) => o.value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(select.value).toBe('9');
    expect(document.activeElement).toBe(select);
    await userEvent.selectOptions(select, '7');
    await userEvent.type(screen.getByRole('textbox', { name: 'Line of play (optional)' }), '  draw trumps  ');
    await userEvent.click(screen.getByRole('button', { name: 'Claim 7' }));
    expect(onClaim).toHaveBeenCalledExactlyOnceWith(7, 'draw trumps');
  });
  it('Cancel and Escape close it without claiming', async () => {
    const onClaim = vi.fn();
    const onCancel = vi.fn();
    render(<ClaimDialog max={3} onClaim={onClaim} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onClaim).not.toHaveBeenCalled();
  });
});

/** 1♠ by North after one trick, North claims 12 (a real claim from core's machine). */
function claimed() {
  const t = scriptedTable();
  t.call('N', '1S');
  t.passOut('E');
  t.playFirstLegal(4);
  t.act('N', { type: 'claim', tricks: 12, statement: 'all trumps' });
  return t;
}

describe('ClaimNotice', () => {
  it('an opponent the view asks may accept or reject (Law 68B)', async () => {
    const onRespond = vi.fn();
    const east = selectTable(claimed().view('E'), 'E');
    render(<ClaimNotice claim={east.claim!} onRespond={onRespond} onWithdraw={() => {}} />);
    expect(screen.getByText('North claims 12 of the remaining tricks.')).toBeDefined();
    expect(screen.getByText('“all trumps”')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onRespond.mock.calls).toEqual([[false], [true]]);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
  it('the claimer may only withdraw; dummy is not asked (Law 68: dummy takes no part)', async () => {
    const onWithdraw = vi.fn();
    const t = claimed();
    render(<ClaimNotice claim={selectTable(t.view('N'), 'N').claim!} onRespond={() => {}} onWithdraw={onWithdraw} />);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onWithdraw).toHaveBeenCalledTimes(1);
    cleanup();
    render(<ClaimNotice claim={selectTable(t.view('S'), 'S').claim!} onRespond={() => {}} onWithdraw={() => {}} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('UndoNotice', () => {
  it('the other side allows or refuses; the requester waits', async () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.act('N', { type: 'requestUndo' });
    const onRespond = vi.fn();
    render(<UndoNotice undo={selectTable(t.view('E'), 'E').undo!} onRespond={onRespond} />);
    expect(screen.getByText('North asks to undo the last action.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(onRespond).toHaveBeenCalledWith(true);
    cleanup();
    render(<UndoNotice undo={selectTable(t.view('N'), 'N').undo!} onRespond={onRespond} />);
    expect(screen.getByText('Waiting for an answer…')).toBeDefined();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
