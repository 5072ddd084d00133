// The bidding box from the keyboard (issue 26, "Keyboard: the bidding box has no arrow keys or
// shortcuts"): arrow keys move between the legal calls only (WAI-ARIA APG grid pattern), and typed
// shortcuts name a call. The legality comes from core's view (here: East after North's 1NT).
import { describe, expect, it } from 'vitest';
import { selectTable } from '../selectors.js';
import { scriptedTable } from '../testing/scriptedTable.js';
import { boxGrid, moveInBox, typeInto, typedCall } from './biddingKeys.js';

function eastAfterOneNoTrump() {
  const t = scriptedTable();
  t.call('N', '1NT');
  const box = selectTable(t.view('E'), 'E').box!;
  return boxGrid(box.bids, box.others);
}

describe('moveInBox', () => {
  const grid = eastAfterOneNoTrump();
  it('right and left go to the next legal call in reading order, stopping at the ends', () => {
    expect(moveInBox(grid, '2C', 'ArrowRight')).toBe('2D');
    expect(moveInBox(grid, '2C', 'ArrowLeft')).toBe('2C'); // 1♣…1NT are not legal after 1NT (Law 18)
    expect(moveInBox(grid, '7NT', 'ArrowRight')).toBe('P');
    expect(moveInBox(grid, 'X', 'ArrowRight')).toBe('X'); // Redouble is not legal
  });
  it('down and up keep the column, skipping rows without a legal call', () => {
    expect(moveInBox(grid, '2H', 'ArrowDown')).toBe('3H');
    expect(moveInBox(grid, '2H', 'ArrowUp')).toBe('2H');
    expect(moveInBox(grid, '7C', 'ArrowDown')).toBe('P');
    expect(moveInBox(grid, 'X', 'ArrowUp')).toBe('7D');
  });
  it('Home and End go to the first and last legal call', () => {
    expect(moveInBox(grid, '5S', 'Home')).toBe('2C');
    expect(moveInBox(grid, '5S', 'End')).toBe('X');
  });
});

describe('typed shortcuts', () => {
  const keys = eastAfterOneNoTrump()
    .filter((c) => c.legal)
    .map((c) => c.key);
  it('a level and a strain letter name a bid: 2h, 3n and 3nt', () => {
    expect(typedCall('2h', keys)).toBe('2H');
    expect(typedCall('3n', keys)).toBe('3NT');
    expect(typedCall('3NT', keys)).toBe('3NT');
  });
  it('p, x and xx are Pass, Double and Redouble; an illegal call is no match', () => {
    expect(typedCall('p', keys)).toBe('P');
    expect(typedCall('x', keys)).toBe('X');
    expect(typedCall('xx', keys)).toBeNull(); // not legal for East here
    expect(typedCall('1h', keys)).toBeNull(); // below 1NT
  });
  it('typing grows the text while it can still name a call, else starts again', () => {
    expect(typeInto('', '2', keys)).toBe('2');
    expect(typeInto('2', 'h', keys)).toBe('2h');
    expect(typeInto('3', 'n', keys)).toBe('3n');
    expect(typeInto('3n', 't', keys)).toBe('3nt');
    expect(typeInto('p', '4', keys)).toBe('4');
    expect(typeInto('2h', 'q', keys)).toBe('');
  });
});
