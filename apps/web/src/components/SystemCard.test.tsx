// @vitest-environment jsdom
// The table's system card (issue 25: players see what the robots bid and play): closed until asked
// for, then each side's system with its openings and conventions, the leads and signals, the alert
// rules; one card when both sides play the same system; a failed fetch says so.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok } from '@biritch/core';
import type { BiddingSystemName, SystemCardInfo } from '@biritch/protocol';
import { SystemCardPanel, type LoadSystemCard } from './SystemCard.js';

afterEach(cleanup);

/** A card as the server sends it (a few of its entries). */
const card = (system: BiddingSystemName): SystemCardInfo => ({
  system,
  regulation: 'acbl',
  openings: [
    { call: { type: 'bid', level: 1, strain: 'C' }, meanings: [{ id: 'explain.open-1c', args: {} }], alert: null },
    {
      call: { type: 'bid', level: 1, strain: 'NT' },
      meanings: [{ id: 'explain.open-1nt', args: {} }],
      alert: 'announce',
    },
  ],
  conventions: [{ id: 'systemCard.conv.stayman' }, ...(system === 'sayc-rkcb' ? [{ id: 'systemCard.conv.rkcb' }] : [])],
  carding: [{ id: 'systemCard.signal.attitude' }],
});

const asked: string[] = [];
const load: LoadSystemCard = async (system, regulation) => {
  asked.push(`${system} ${regulation}`);
  return ok(card(system));
};

describe('SystemCardPanel', () => {
  it("opens on request with each side's openings and conventions, the signals and the alert rules", async () => {
    asked.length = 0;
    render(
      <SystemCardPanel options={{ systemNS: 'sayc', systemEW: 'sayc-rkcb', alertRegulation: 'acbl' }} load={load} />,
    );
    const button = screen.getByRole('button', { name: 'System card' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(asked).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'North–South: SAYC' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'East–West: SAYC with RKCB 1430' })).toBeDefined();
    expect(asked).toEqual(['sayc acbl', 'sayc-rkcb acbl']);
    expect(screen.getAllByText('15–17 HCP, balanced')[0]!.closest('dd')?.textContent).toBe(
      '15–17 HCP, balanced (announced)',
    );
    expect(screen.getAllByText(/^Stayman: 2♣ over 1NT/)).toHaveLength(2);
    expect(screen.getAllByText(/^Roman Key Card Blackwood 1430/)).toHaveLength(1);
    expect(screen.getByText(/^Attitude on partner's lead/)).toBeDefined();
    expect(screen.getByText('Alerts: ACBL Alert Procedures')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Hide the system card' }));
    expect(screen.queryByText(/^Stayman/)).toBeNull();
  });

  it('shows one card for both sides when they play the same system', async () => {
    asked.length = 0;
    render(
      <SystemCardPanel options={{ systemNS: 'polish', systemEW: 'polish', alertRegulation: 'ebu' }} load={load} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'System card' }));
    expect(await screen.findByRole('heading', { name: 'North–South, East–West: Polish Club (WJ)' })).toBeDefined();
    expect(asked).toEqual(['polish ebu']);
  });

  it('says so when the card cannot be fetched', async () => {
    render(
      <SystemCardPanel
        options={{ systemNS: 'sayc', systemEW: 'sayc', alertRegulation: 'acbl' }}
        load={async () => err('net/offline', 'The server cannot be reached.')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'System card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The system card could not be loaded.');
  });
});
