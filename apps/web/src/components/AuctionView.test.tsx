// @vitest-environment jsdom
// The auction table: columns W N E S from the view's dealer and vulnerability (Law 2), alerts
// shown to whoever the view lets see them (Law 16), and a selected call explained on request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectTable } from '../selectors.js';
import { scriptedTable } from '../testing/scriptedTable.js';
import { AuctionView } from './AuctionView.js';

afterEach(cleanup);

/** Board 2: East deals, N–S vulnerable; East opens 1♥ with an alert, South passes. */
function board2(viewer: 'N' | 'E' | 'S' | 'W') {
  const t = scriptedTable(2, 'E', 'NS');
  t.call('E', '1H', 'five or more hearts');
  t.call('S', 'P');
  return selectTable(t.view(viewer), viewer).auction!;
}

describe('AuctionView', () => {
  it('marks the dealer and the vulnerable seats in the column heads', () => {
    render(<AuctionView auction={board2('W')} />);
    expect(screen.getByTitle('East, dealer')).toBeDefined();
    expect(screen.getByTitle('North, vulnerable')).toBeDefined();
    expect(screen.getByTitle('South, vulnerable')).toBeDefined();
    expect(screen.getByTitle('West')).toBeDefined();
  });
  it("shows the calls from the dealer's column and whose turn it is", () => {
    render(<AuctionView auction={board2('W')} />);
    const cells = screen.getAllByRole('cell');
    // W N E S: two empty cells, then East's 1♥ (its alert hidden from West, Law 16) and South's pass; West to call.
    expect(cells.slice(0, 5).map((c) => c.textContent)).toEqual(['', '', '1♥', 'Pass', '?']);
    expect(screen.getByRole('cell', { name: 'to call' })).toBeDefined();
  });
  it('an alerted call shows its explanation to an opponent without asking the server', async () => {
    const onExplain = vi.fn();
    render(<AuctionView auction={board2('S')} onExplain={onExplain} />);
    await userEvent.click(screen.getByRole('button', { name: 'East: 1 heart, alerted' }));
    expect(screen.getByRole('note').textContent).toContain('five or more hearts');
    expect(onExplain).not.toHaveBeenCalled();
  });
  it('partner does not see the alert (Law 16) and asks for an explanation instead', async () => {
    const onExplain = vi.fn();
    render(<AuctionView auction={board2('W')} onExplain={onExplain} />);
    await userEvent.click(screen.getByRole('button', { name: 'East: 1 heart' }));
    expect(onExplain).toHaveBeenCalledExactlyOnceWith(0);
    expect(screen.getByRole('note').textContent).toContain('asking…');
    // A second click closes the explanation and asks nothing more.
    await userEvent.click(screen.getByRole('button', { name: 'East: 1 heart' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(onExplain).toHaveBeenCalledTimes(1);
  });
});
