// @vitest-environment jsdom
// Issue 26, "Keep playing" and "Table options": the next set is asked for by the form's name
// (Next deal, Another rubber, New Chicago, More boards), a practice type at single-deal tables,
// and the create form's options become request fields only where they differ from the defaults.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableInfo } from '@biritch/protocol';
import { NextDeal } from './NextDeal.js';
import { DEFAULT_TABLE_OPTIONS, tableOptionsRequest } from './TableOptions.js';
import { clockText } from './BoardTimer.js';

afterEach(cleanup);

const info = (form: TableInfo['form'], finished: boolean): TableInfo => ({
  id: 't1',
  code: 'ABCDEF',
  ruleSet: 'standard',
  form,
  boards: null,
  createdAt: '2026-11-26T10:00:00Z',
  seats: {
    N: { status: 'robot', connected: true, heldUntil: null },
    E: { status: 'robot', connected: true, heldUntil: null },
    S: { status: 'taken', connected: true, heldUntil: null },
    W: { status: 'robot', connected: true, heldUntil: null },
  },
  spectators: 0,
  seq: 30,
  current: { deal: 1, board: 1, ended: true },
  finished,
  results: [],
  totals: { NS: 0, EW: 0 },
  sheet: null,
});

describe('NextDeal', () => {
  it('offers another rubber once the rubber is over, and asks for the next set', async () => {
    const onNextDeal = vi.fn();
    render(<NextDeal info={info('rubber', true)} seated busy={false} onNextDeal={onNextDeal} />);
    await userEvent.click(screen.getByRole('button', { name: 'Another rubber' }));
    expect(onNextDeal).toHaveBeenCalledExactlyOnceWith({ another: true });
  });

  it('names the next set by form: New Chicago, More boards', () => {
    render(<NextDeal info={info('chicago', true)} seated busy={false} onNextDeal={() => {}} />);
    render(<NextDeal info={info('duplicate', true)} seated busy={false} onNextDeal={() => {}} />);
    expect(screen.getByRole('button', { name: 'New Chicago' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More boards' })).toBeTruthy();
  });

  it('deals a chosen practice type at a single-deal table', async () => {
    const onNextDeal = vi.fn();
    render(<NextDeal info={info('single', true)} seated busy={false} onNextDeal={onNextDeal} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Deal type' }), 'slam');
    await userEvent.click(screen.getByRole('button', { name: 'Next deal' }));
    expect(onNextDeal).toHaveBeenCalledExactlyOnceWith({ another: true, practice: 'slam' });
  });

  it('shows nothing while the set goes on, and nothing to a spectator', () => {
    const { container } = render(
      <>
        <NextDeal info={info('rubber', false)} seated busy={false} onNextDeal={() => {}} />
        <NextDeal info={info('single', true)} seated={false} busy={false} onNextDeal={() => {}} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('table options', () => {
  it('send nothing for the defaults, and each changed option', () => {
    expect(tableOptionsRequest(DEFAULT_TABLE_OPTIONS)).toEqual({});
    expect(
      tableOptionsRequest({
        robotsGrantUndo: false,
        robotStrength: 'expert',
        systemNS: 'polish',
        systemEW: '2/1-rkcb',
        alertRegulation: 'ebu',
        boardTimerMinutes: 8,
        confirmActions: true,
        chat: 'everyone',
        claimCheck: false,
        standIn: false,
      }),
    ).toEqual({
      robotsApproveUndo: false,
      robotStrength: 'expert',
      systemNS: 'polish',
      systemEW: '2/1-rkcb',
      alertRegulation: 'ebu',
      boardTimerMinutes: 8,
      confirmActions: true,
      chat: 'everyone',
      claimCheck: false,
      standIn: false,
    });
  });

  it('show the board timer as minutes and seconds', () => {
    expect(clockText(480)).toBe('8:00');
    expect(clockText(65)).toBe('1:05');
  });
});
