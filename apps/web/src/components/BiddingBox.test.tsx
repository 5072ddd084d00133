// @vitest-environment jsdom
// The bidding box (docs/style.md principle 5, after chessground: legal calls in, intents out): it
// enables exactly the calls core's view lists as legal (Laws 18–19), and a click sends that call,
// with an alert when one is asked for (Law 40B: agreements are disclosed).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectBiddingBox, selectTable } from '../selectors.js';
import { scriptedTable } from '../testing/scriptedTable.js';
import { BiddingBox } from './BiddingBox.js';

afterEach(cleanup);

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

/** East's box after North opens 1NT: core's legal calls for East. */
function eastAfterOneNoTrump() {
  const t = scriptedTable();
  t.call('N', '1NT');
  return selectTable(t.view('E'), 'E').box!;
}

describe('BiddingBox', () => {
  it('enables only the calls the view lists as legal: no 1NT or below, double yes, redouble no (Laws 18–19)', () => {
    render(<BiddingBox box={eastAfterOneNoTrump()} onCall={() => {}} />);
    expect(button('1NT, 1 no trump').disabled).toBe(true);
    expect(button('1 spade').disabled).toBe(true);
    expect(button('2 clubs').disabled).toBe(false);
    expect(button('Dbl, Double').disabled).toBe(false);
    expect(button('Rdbl, Redouble').disabled).toBe(true);
    // Pass, the 30 bids above 1NT, double.
    expect(screen.getAllByRole<HTMLButtonElement>('button').filter((b) => !b.disabled)).toHaveLength(1 + 30 + 1);
  });
  it('a click on a legal call sends that call, without an alert', async () => {
    const onCall = vi.fn();
    render(<BiddingBox box={eastAfterOneNoTrump()} onCall={onCall} />);
    await userEvent.click(screen.getByRole('button', { name: '2 hearts' }));
    expect(onCall).toHaveBeenCalledExactlyOnceWith({ type: 'bid', level: 2, strain: 'H' }, undefined);
  });
  it('a click on an illegal call sends nothing', async () => {
    const onCall = vi.fn();
    render(<BiddingBox box={eastAfterOneNoTrump()} onCall={onCall} />);
    await userEvent.click(screen.getByRole('button', { name: '1 heart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rdbl, Redouble' }));
    expect(onCall).not.toHaveBeenCalled();
  });
  it('sends the explanation with an alerted call, then clears the alert (Law 40B)', async () => {
    const onCall = vi.fn();
    render(<BiddingBox box={eastAfterOneNoTrump()} onCall={onCall} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alert' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Explanation of the alerted call' }),
      ' transfer to hearts ',
    );
    await userEvent.click(screen.getByRole('button', { name: '2 diamonds' }));
    expect(onCall).toHaveBeenLastCalledWith({ type: 'bid', level: 2, strain: 'D' }, 'transfer to hearts');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Alert' }).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(onCall).toHaveBeenLastCalledWith({ type: 'pass' }, undefined);
  });
  it('an alert without words still alerts', async () => {
    const onCall = vi.fn();
    render(<BiddingBox box={eastAfterOneNoTrump()} onCall={onCall} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dbl, Double' }));
    expect(onCall).toHaveBeenCalledWith({ type: 'double' }, 'Alert');
  });
  it('labels a legal repeat of the last bid (Four at One Table) and sends the bid itself', async () => {
    const onCall = vi.fn();
    const box = selectBiddingBox([{ type: 'pass' }, { type: 'bid', level: 4, strain: 'H' }], {
      type: 'bid',
      level: 4,
      strain: 'H',
    });
    render(<BiddingBox box={box} onCall={onCall} />);
    await userEvent.click(screen.getByRole('button', { name: 'Repeat 4♥' }));
    expect(onCall).toHaveBeenCalledWith({ type: 'bid', level: 4, strain: 'H' }, undefined);
  });
  describe('from the keyboard (issue 26: "33 tabs from 1♥ to Pass")', () => {
    it('is one tab stop: only the lowest legal bid is in the tab order', () => {
      render(<BiddingBox box={eastAfterOneNoTrump()} onCall={() => {}} />);
      const inTabOrder = screen.getAllByRole<HTMLButtonElement>('button').filter((b) => b.tabIndex === 0);
      expect(inTabOrder.map((b) => b.dataset['call'])).toEqual(['2C']);
    });
    it('arrow keys move between legal calls, Enter makes the call', async () => {
      const onCall = vi.fn();
      render(<BiddingBox box={eastAfterOneNoTrump()} onCall={onCall} />);
      await userEvent.tab();
      expect(document.activeElement).toBe(button('2 clubs'));
      await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
      expect(document.activeElement).toBe(button('4 diamonds'));
      expect(button('4 diamonds').tabIndex).toBe(0);
      await userEvent.keyboard('{End}');
      expect(document.activeElement).toBe(button('Dbl, Double'));
      await userEvent.keyboard('{Enter}');
      expect(onCall).toHaveBeenCalledExactlyOnceWith({ type: 'double' }, undefined);
    });
    it('typing 3h picks 3♥, p picks Pass, and Enter confirms', async () => {
      const onCall = vi.fn();
      render(<BiddingBox box={eastAfterOneNoTrump()} onCall={onCall} />);
      await userEvent.keyboard('3h');
      expect(document.activeElement).toBe(button('3 hearts'));
      expect(onCall).not.toHaveBeenCalled();
      await userEvent.keyboard('p');
      expect(document.activeElement).toBe(button('Pass'));
      await userEvent.keyboard('{Enter}');
      expect(onCall).toHaveBeenCalledExactlyOnceWith({ type: 'pass' }, undefined);
    });
    it('typing in the alert explanation is text, not a shortcut', async () => {
      render(<BiddingBox box={eastAfterOneNoTrump()} onCall={() => {}} />);
      await userEvent.click(screen.getByRole('checkbox', { name: 'Alert' }));
      const text = screen.getByRole<HTMLInputElement>('textbox', { name: 'Explanation of the alerted call' });
      await userEvent.type(text, '2h');
      expect(document.activeElement).toBe(text);
      expect(text.value).toBe('2h');
    });
    it('lists the shortcuts under "Keyboard shortcuts"', () => {
      render(<BiddingBox box={eastAfterOneNoTrump()} onCall={() => {}} />);
      expect(screen.getByText('Keyboard shortcuts')).toBeDefined();
      expect(screen.getByText('p is Pass, x is Double, xx is Redouble.')).toBeDefined();
    });
  });
});
