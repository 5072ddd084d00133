// @vitest-environment jsdom
// The trick in the middle of the table: each card at its player's place (our seat at the bottom,
// or where a variant's seat swap put the player), and the winner core's view names (Law 44).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { selectTable } from '../selectors.js';
import { scriptedTable } from '../testing/scriptedTable.js';
import { TrickView } from './TrickView.js';

afterEach(cleanup);

describe('TrickView', () => {
  it('says who won a finished trick, as the view says, and marks the winning card', () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.playFirstLegal(4); // East leads a heart; North ruffs (spades are trumps)
    const east = selectTable(t.view('E'), 'E');
    const { container } = render(<TrickView trick={east.lastTrick} me="E" label="Last trick" />);
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-label')).toMatch(/^Last trick: East Ace of hearts, South .*; won by North$/);
    expect(container.querySelector('.winner [data-card]')?.getAttribute('data-card')).toBe('SA');
  });
  it("places each card at its player's screen position around our seat", () => {
    const t = scriptedTable();
    t.call('N', '1S');
    t.passOut('E');
    t.playFirstLegal(2);
    const east = selectTable(t.view('E'), 'E');
    const { container } = render(<TrickView trick={east.trick} me="E" />);
    expect(container.querySelector('.at-bottom [data-card]')?.getAttribute('data-card')).toBe('HA');
    expect(container.querySelector('.at-left [data-card]')).not.toBeNull(); // South, East's left
    expect(screen.getByRole('group').getAttribute('aria-label')).not.toContain('won by');
  });
  it('follows a seat swap: a player is drawn where the `where` map puts them', () => {
    const { container } = render(
      <TrickView
        trick={{ cards: [{ seat: 'N', card: 'SA' }], winner: null }}
        me="S"
        where={{ S: 'bottom', W: 'left', E: 'top', N: 'right' }}
      />,
    );
    expect(container.querySelector('.at-right [data-card]')?.getAttribute('data-card')).toBe('SA');
  });
  it('an empty trick says so', () => {
    render(<TrickView trick={null} me="S" />);
    expect(screen.getByRole('group', { name: 'Current trick: no cards yet' })).toBeDefined();
  });
});
