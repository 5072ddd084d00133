// @vitest-environment jsdom
// A hand at the table: the cards core's view lets us play are offered, the others stay visible but
// do nothing (Law 44: follow suit; Law 45B: declarer plays dummy's cards); hidden hands are backs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectTable } from '../selectors.js';
import { scriptedTable } from '../testing/scriptedTable.js';
import { HandView } from './HandView.js';

afterEach(cleanup);

/** 1♠ by North, East on lead; each player holds one suit (the fixture deal). */
function afterAuction() {
  const t = scriptedTable();
  t.call('N', '1S');
  t.passOut('E');
  return t;
}

describe('HandView', () => {
  it('a click on a playable card sends that card', async () => {
    const onPlay = vi.fn();
    const east = selectTable(afterAuction().view('E'), 'E');
    render(<HandView hand={east.seats.bottom} onPlay={onPlay} />);
    await userEvent.click(screen.getByRole('button', { name: 'Q♥, Queen of hearts' }));
    expect(onPlay).toHaveBeenCalledExactlyOnceWith('HQ');
  });
  it('a void in a hand laid out by suits names its suit ("♠ —"), for the eye and for a screen reader', () => {
    const east = selectTable(afterAuction().view('E'), 'E'); // East holds only hearts
    render(<HandView hand={east.seats.bottom} layout="suits" />);
    expect(screen.getByRole('img', { name: 'spades none' }).textContent).toBe('♠ —');
    expect(screen.getByRole('img', { name: 'clubs none' }).textContent).toBe('♣ —');
    expect(screen.queryByRole('img', { name: 'hearts none' })).toBeNull();
  });
  it('cards the view does not list stay focusable but aria-disabled, and a click sends nothing', async () => {
    const t = afterAuction();
    t.act('E', { type: 'play', card: 'HA' });
    t.act('N', { type: 'play', card: 'D2' }); // dummy's card, by declarer
    t.act('W', { type: 'play', card: 'C2' });
    const onPlay = vi.fn();
    // North is to play: West's clubs are shown as buttons (West plays from that hand) but none is offered.
    const west = selectTable(t.view('W'), 'W');
    render(<HandView hand={west.seats.bottom} onPlay={onPlay} />);
    const ace = screen.getByRole('button', { name: 'A♣, Ace of clubs' });
    expect(ace.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(ace);
    expect(onPlay).not.toHaveBeenCalled();
  });
  it("declarer is offered dummy's cards when dummy is to play (Law 45B)", async () => {
    const t = afterAuction();
    t.act('E', { type: 'play', card: 'HA' });
    const north = selectTable(t.view('N'), 'N');
    const onPlay = vi.fn();
    render(<HandView hand={north.seats.top} onPlay={onPlay} />);
    expect(north.seats.top.seat).toBe('S');
    await userEvent.click(screen.getByRole('button', { name: 'K♦, King of diamonds' }));
    expect(onPlay).toHaveBeenCalledWith('DK');
  });
  it('the keyboard moves within the hand and Enter plays the focused card', async () => {
    const onPlay = vi.fn();
    const east = selectTable(afterAuction().view('E'), 'E');
    render(<HandView hand={east.seats.bottom} onPlay={onPlay} />);
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('A♥, Ace of hearts');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Q♥, Queen of hearts');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2♥, Two of hearts');
    await userEvent.keyboard('{Enter}');
    expect(onPlay).toHaveBeenCalledWith('H2');
  });
  it('a hand we may not see shows only how many cards it holds', () => {
    const east = selectTable(afterAuction().view('E'), 'E');
    render(<HandView hand={east.seats.top} />);
    expect(screen.getByRole('group', { name: "West's hand: 13 cards, hidden" })).toBeDefined();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
  it('a face-up hand without onPlay (dummy seen by a defender) offers nothing to click', () => {
    const t = afterAuction();
    t.act('E', { type: 'play', card: 'HA' });
    const east = selectTable(t.view('E'), 'E');
    render(<HandView hand={east.seats.left} />);
    expect(screen.getByRole('group', { name: "South's hand (dummy)" })).toBeDefined();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('img')).toHaveLength(13);
  });
});
