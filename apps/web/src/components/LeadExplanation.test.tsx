// @vitest-environment jsdom
// A robot's opening lead explained after the deal (issue 25: "explain the choice on request after
// the deal"): a button asks; the answer shows the robot's reasons and the leads it weighed, best
// first, the one led marked; an answer about another lead is not shown as this one's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadAnswer } from '../store/tableStore.js';
import { I18nProvider } from '../i18n.js';
import { LeadExplanation } from './LeadExplanation.js';

afterEach(cleanup);

const answer: LeadAnswer = {
  deal: 1,
  seat: 'W',
  card: 'SK',
  text: 'Opening lead by simulation: over 18 layouts consistent with the auction it gave the defence 4.2 tricks',
  leads: [
    { card: 'SK', average: 4.2 },
    { card: 'H3', average: 3.94 },
    { card: 'C2', average: 3.5 },
  ],
};

describe('LeadExplanation', () => {
  it('asks when its button is pressed, and shows nothing else before the answer', async () => {
    const onAsk = vi.fn();
    render(<LeadExplanation leader="W" card="SK" answer={null} onAsk={onAsk} />);
    await userEvent.click(screen.getByRole('button', { name: /Why this lead\? \(West: king of spades\)/i }));
    expect(onAsk).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the robot's reasons and the leads weighed, the one led marked", () => {
    render(<LeadExplanation leader="W" card="SK" answer={answer} onAsk={() => {}} />);
    expect(screen.getByText(/over 18 layouts/)).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '♠KKing of spades4.20',
      '♥3Three of hearts3.94',
      '♣2Two of clubs3.50',
    ]);
    expect(rows[0]!.className).toBe('lead-chosen');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the button for an answer about another lead, and says when the reasons are gone', () => {
    const { unmount } = render(
      <LeadExplanation leader="W" card="SK" answer={{ ...answer, card: 'HA' }} onAsk={() => {}} />,
    );
    expect(screen.getByRole('button')).toBeTruthy();
    unmount();
    render(<LeadExplanation leader="W" card="SK" answer={{ ...answer, text: null, leads: [] }} onAsk={() => {}} />);
    expect(screen.getByText(/no longer kept/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("speaks the reader's language", () => {
    render(
      <I18nProvider initial="pl">
        <LeadExplanation leader="W" card="SK" answer={null} onAsk={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toMatch(/^Dlaczego ten wist\? \(Zachód: król pik\)/);
  });
});
