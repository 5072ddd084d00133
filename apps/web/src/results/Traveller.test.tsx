// @vitest-environment jsdom
// A board's traveller (issue 24 "Live results"; the entry device's view after its own result), over
// the engine's scoring: every table's line, the device's own pair marked.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { fieldOf, scoreField } from '@biritch/competition';
import { unwrap } from '@biritch/core';
import { clubSession } from '../club/fixtures.js';
import { Traveller } from './Traveller.js';

afterEach(cleanup);

const board1 = () =>
  unwrap(
    scoreField(
      fieldOf(
        clubSession([
          [1, 1, 1, '4S', 'N', 10, true],
          [1, 2, 3, '2H', 'E', 8, true],
          [1, 3, 5, '4S', 'N', 9, true],
        ]),
      ),
    ),
  ).boards.find((b) => b.board === 1)!;

describe('Traveller', () => {
  it("lists every table's line on the board with its contract and points", () => {
    const board = board1();
    render(<Traveller board={board} />);
    const rows = within(screen.getByTestId('traveller-1')).getAllByRole('row');
    expect(rows).toHaveLength(1 + board.lines.length);
    expect(rows[1]!.textContent).toMatch(/4♠ N =/);
  });

  it("marks the device's own N–S line and keeps the caption for screen readers only", () => {
    const board = board1();
    const mine = board.lines[0]!.ns;
    const { container } = render(<Traveller board={board} hiddenCaption mine={mine} />);
    const marked = container.querySelectorAll('tr.mine');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.firstElementChild!.textContent).toBe(mine);
    expect(container.querySelector('caption')!.className).toBe('visually-hidden');
  });
});
