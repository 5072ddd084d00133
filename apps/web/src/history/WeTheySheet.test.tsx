// @vitest-environment jsdom
// A rubber sheet headed We/They from the player's side (issue 26, "History": "score sheets of
// rubber and Chicago headed We/They from the player's point of view"); the sheet is scoring's own
// (Laws 72–81: game below the line, the rubber premium above).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { parseContract, unwrap } from '@biritch/core';
import { scoreRubber } from '@biritch/scoring';
import { tableInfo } from '../testing/tableInfo.js';
import { WeTheySheet } from './WeTheySheet.js';

afterEach(cleanup);

const game = (text: string, declarer: 'N' | 'E' | 'S' | 'W', tricks: number) => ({
  contract: unwrap(parseContract(text)),
  declarer,
  tricks,
});
// North–South win the rubber in two games.
const info = tableInfo({
  form: 'rubber',
  finished: true,
  sheet: unwrap(scoreRubber([game('4S', 'N', 10), game('3NT', 'S', 9)])),
});
const columns = () =>
  within(screen.getByRole('table', { name: 'Rubber score sheet' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const totals = () =>
  within(screen.getByRole('table', { name: 'Rubber score sheet' }))
    .getAllByRole('cell')
    .slice(-2)
    .map((c) => c.textContent);

describe("the player's score sheet", () => {
  it('puts East–West first as We for a player who sat East or West, with their totals', () => {
    render(<WeTheySheet info={info} side="EW" />);
    expect(columns()).toEqual(['We', 'They']);
    expect(totals()).toEqual(['0', String(info.sheet!.totals.NS.total)]);
    expect(screen.getByText(/They won\.$/)).toBeDefined();
  });
  it('puts North–South first as We for a North–South player', () => {
    render(<WeTheySheet info={info} side="NS" />);
    expect(columns()).toEqual(['We', 'They']);
    expect(totals()[0]).toBe(String(info.sheet!.totals.NS.total));
    expect(screen.getByText(/We won\.$/)).toBeDefined();
  });
  it('heads the columns N–S and E–W in a shared view, where nobody is "we"', () => {
    render(<WeTheySheet info={info} side={null} />);
    expect(columns()).toEqual(['N–S', 'E–W']);
  });
});
