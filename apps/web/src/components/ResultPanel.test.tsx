// @vitest-environment jsdom
// After the deal: the contract and its outcome, the score of each side and ours (the server's
// record), the replay controls, the score sheet (rubber: above and below the line, Laws 72–81),
// and the next deal.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseContract, unwrap } from '@biritch/core';
import { scoreRubber } from '@biritch/scoring';
import { selectTable } from '../selectors.js';
import { scriptedTable } from '../testing/scriptedTable.js';
import { inLocale } from '../testing/i18n.js';
import { dealRecord, tableInfo } from '../testing/tableInfo.js';
import { ResultPanel } from './ResultPanel.js';
import { ScoreSheetView } from './ScoreSheetView.js';

afterEach(cleanup);

/** 1♠ by North played out: 13 tricks (each player holds one suit; North's are trumps). */
function played() {
  const t = scriptedTable();
  t.call('N', '1S');
  t.passOut('E');
  t.playFirstLegal(52);
  return t;
}

describe('ResultPanel', () => {
  it("shows the contract with its overtricks, both sides' scores and what we won", () => {
    const t = played();
    const info = tableInfo({
      results: [dealRecord(t.view('S').result!, { NS: 210, EW: -210 })],
      totals: { NS: 210, EW: -210 },
    });
    render(
      <ResultPanel
        model={selectTable(t.view('S'), 'S', info)}
        info={info}
        onNextDeal={() => {}}
        canDeal
        step={0}
        onStep={() => {}}
      />,
    );
    expect(screen.getByLabelText('1 spade by North, made with 6 overtricks').textContent).toBe('1♠+6');
    expect(screen.getByTestId('score').textContent).toBe('Score: N–S +210, E–W -210 — you win 210');
  });
  it('the replay controls step through the 52 cards the view lists', async () => {
    const t = played();
    const onStep = vi.fn();
    render(
      <ResultPanel
        model={selectTable(t.view('E'), 'E')}
        info={null}
        onNextDeal={() => {}}
        canDeal={false}
        step={4}
        onStep={onStep}
      />,
    );
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Card played' });
    expect(slider.max).toBe('52');
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^North /); // North won trick 1 by ruffing and played last
    await userEvent.click(screen.getByRole('button', { name: 'Next card' }));
    await userEvent.click(screen.getByRole('button', { name: 'To the end' }));
    await userEvent.click(screen.getByRole('button', { name: 'To the start' }));
    expect(onStep.mock.calls).toEqual([[5], [52], [0]]);
    expect(screen.queryByRole('button', { name: 'Next deal' })).toBeNull();
  });
  it('offers the next deal to a player at the table', async () => {
    const onNextDeal = vi.fn();
    const t = played();
    render(
      <ResultPanel
        model={selectTable(t.view('N'), 'N')}
        info={null}
        onNextDeal={onNextDeal}
        canDeal
        step={0}
        onStep={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next deal' }));
    expect(onNextDeal).toHaveBeenCalledTimes(1);
  });
  // Issue 26 "Keep playing": the panel agrees with the NextDeal panel beside it.
  const finishedPanel = (form: 'single' | 'rubber', keepPlaying: boolean) => {
    const t = played();
    const info = tableInfo({ form, finished: true });
    render(
      <ResultPanel
        model={selectTable(t.view('N'), 'N', info)}
        info={info}
        onNextDeal={() => {}}
        canDeal={false}
        step={0}
        onStep={() => {}}
        keepPlaying={keepPlaying}
      />,
    );
  };
  it("does not call a single deal the table's one deal when the player is offered the next", () => {
    finishedPanel('single', true);
    expect(screen.queryByText(/one deal/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start a new table' })).toBeNull();
  });
  it('says the rubber is over without sending a player who may start another to a new table', () => {
    finishedPanel('rubber', true);
    expect(screen.getByText('The rubber is over.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Start a new table' })).toBeNull();
  });
  it('sends a spectator, who cannot deal, to a new table once the set is over', () => {
    finishedPanel('single', false);
    expect(screen.getByText(/That was the table’s one deal\./)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Start a new table' })).toBeDefined();
  });
});

describe('ScoreSheetView', () => {
  it("draws a rubber sheet from the server's ScoreSheet: game below the line, premium above, the winner", () => {
    const game = (text: string, declarer: 'N' | 'E' | 'S' | 'W', tricks: number) => ({
      contract: unwrap(parseContract(text)),
      declarer,
      tricks,
    });
    const sheet = unwrap(scoreRubber([game('4S', 'N', 10), game('3NT', 'S', 9)]));
    const result = {
      board: 1,
      contract: unwrap(parseContract('4S')),
      declarer: 'N' as const,
      dummy: 'S' as const,
      declarerTricks: 10,
      vulnerability: 'none' as const,
    };
    const info = tableInfo({
      form: 'rubber',
      sheet,
      finished: true,
      results: [dealRecord(result, { NS: 120, EW: 0 })],
    });
    render(<ScoreSheetView info={info} />);
    expect(screen.getByRole('heading', { name: 'Rubber score sheet' })).toBeDefined();
    const table = screen.getByRole('table', { name: 'Rubber score sheet' });
    expect(table.textContent).toContain('700'); // the rubber premium of a 2–0 rubber (Law 77 rubber table)
    expect(table.querySelector('.game-end')?.textContent).toBe('120');
    expect(screen.getByText(/2 games played; North–South won\./)).toBeDefined();
  });
  it('lists each deal with its contract, tricks and score at a duplicate table', () => {
    const t = played();
    const info = tableInfo({
      form: 'duplicate',
      results: [dealRecord(t.view('N').result!, { NS: 210, EW: -210 })],
      totals: { NS: 210, EW: -210 },
    });
    render(<ScoreSheetView info={info} />);
    const rows = screen.getByRole('table', { name: 'Deals' }).querySelectorAll('tbody tr');
    expect([...rows[0]!.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      '1 (bd 1)',
      '1♠ N',
      '13',
      '210',
      '',
    ]);
  });
  it("in Slovak: the words of the sheet and its numbers in the locale's format (1 100, issue 22)", () => {
    const game = (text: string, declarer: 'N' | 'E' | 'S' | 'W', tricks: number) => ({
      contract: unwrap(parseContract(text)),
      declarer,
      tricks,
    });
    // 6♠ and 4♠ made: 180 + 120 below the line, 500 for the small slam and 700 for the rubber (Law 77).
    const sheet = unwrap(scoreRubber([game('6S', 'N', 12), game('4S', 'N', 10)]));
    render(inLocale('sk', <ScoreSheetView info={tableInfo({ form: 'rubber', sheet, finished: true })} />));
    const table = screen.getByRole('table', { name: 'Zápis robra' });
    // Slovak groups thousands with a no-break space (CLDR), English would print 1500.
    expect([...table.querySelectorAll('tfoot td')].map((c) => c.textContent)).toEqual(['1\u00a0500', '0']);
    expect(screen.getByText(/2 odohrané hry; vyhrali Sever–Juh\./)).toBeDefined();
  });
});
