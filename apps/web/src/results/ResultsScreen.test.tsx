// @vitest-environment jsdom
// The public results page (issue 24 "Live results"): the barometer per direction, hidden when the
// director says so, a board's traveller and frequencies, a pair's score card — over the engine's scoring.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldOf, frequencyTable, scoreField } from '@biritch/competition';
import { unwrap } from '@biritch/core';
import { clubSession } from '../club/fixtures.js';
import { EMPTY_RESULTS, mergeResults } from './resultsSelectors.js';
import { ResultsScreen } from './ResultsScreen.js';

afterEach(cleanup);

function results(rankingShown = true) {
  const score = unwrap(
    scoreField(
      fieldOf(
        clubSession([
          [1, 1, 1, '4S', 'N', 10, true],
          [1, 2, 3, '2H', 'E', 8, true],
          [1, 3, 5, '4S', 'N', 9, true],
        ]),
      ),
    ),
  );
  return mergeResults(EMPTY_RESULTS, {
    type: 'results',
    seq: 5,
    full: true,
    ranking: rankingShown ? { throughRound: 1, final: false, lines: [...score.rankings] } : null,
    boards: [...score.boards],
    frequencies: score.boards.map((b) => ({
      board: b.board,
      section: 'A',
      rows: frequencyTable(b).rows as unknown as Record<string, unknown>[],
    })),
    hands: [{ board: 1, deal: DEAL, doubleDummy: DD }],
  });
}

// A real deal (PBN 2.1 §3.4.11) and a double-dummy table given as data, as the server sends them.
const DEAL = 'N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74';
const DD = Object.fromEntries(
  ['N', 'E', 'S', 'W'].map((seat, i) => [seat, { NT: 7 + (i % 2 ? -1 : 1), S: 8, H: 5, D: 9, C: 4 + i }]),
);

describe('ResultsScreen', () => {
  it('shows the N–S and E–W rankings after the round', () => {
    render(<ResultsScreen title="Tuesday pairs" results={results()} />);
    expect(screen.getByRole('status').textContent).toBe('After round 1');
    expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'N–S ranking',
      'E–W ranking',
    ]);
    expect(within(screen.getAllByRole('table')[0]!).getAllByRole('row')).toHaveLength(4);
  });

  it('says the ranking is hidden when the director hides it', () => {
    render(<ResultsScreen title="Tuesday pairs" results={results(false)} />);
    expect(screen.getByText('The director keeps the ranking hidden for now.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("opens a board's traveller, frequency table and hand record with double dummy, and a pair's score card", async () => {
    const user = userEvent.setup();
    render(<ResultsScreen title="Tuesday pairs" results={results()} />);
    await user.click(within(screen.getByRole('group', { name: 'Boards' })).getByRole('button', { name: '1' }));
    expect(screen.getByTestId('traveller-1').textContent).toMatch(/4♠ N =/);
    expect(screen.getByText('Frequencies')).toBeTruthy();
    const record = screen.getByTestId('hand-record-1');
    expect(within(record).getByRole('group', { name: 'North' }).textContent).toMatch(/A K J 6.*9 6 5.*A Q J 5.*5 3/);
    expect(within(record).getByRole('group', { name: 'East' }).textContent).toMatch(/A 10 8 2/);
    expect(within(record).getAllByRole('row')[1]!.textContent).toBe('N88594'); // declarer N: NT ♠ ♥ ♦ ♣
    await user.selectOptions(screen.getByRole('combobox', { name: /Pair/ }), '4');
    expect(within(screen.getByTestId('score-card')).getAllByRole('row')).toHaveLength(2);
  });
});
