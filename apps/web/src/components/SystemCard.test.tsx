// @vitest-environment jsdom
// The table's system card (issue 25: players see what the robots bid and play): closed until asked
// for, then a dialog with each side's system, its openings and conventions, the leads and signals,
// the alert rules; one card when both sides play the same system; a failed fetch says so. On a
// phone each side and section folds, the player's own side's openings open (WAI-ARIA disclosure
// pattern); on a wide window everything is open; focus moves in and back, Escape closes (WAI-ARIA
// dialog pattern), and so does a click on the backdrop outside the card.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok } from '@biritch/core';
import type { Seat } from '@biritch/core';
import type { BiddingSystemName, SystemCardInfo, TableOptionsInfo } from '@biritch/protocol';
import { SystemCardPanel, WIDE_CARD_QUERY, type LoadSystemCard } from './SystemCard.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

/** A window `wide` or not for the card's media query (jsdom has no matchMedia: a phone by default). */
const windowWide = (wide: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === WIDE_CARD_QUERY && wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

/** The disclosure button of the fold headed `name`. */
const fold = (name: string | RegExp) => screen.getByRole('button', { name });
/** Whether the fold headed by `button` shows its contents. */
const shown = (button: HTMLElement): boolean => {
  const body = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!body) throw new Error('a fold without its body');
  return !body.hidden && !body.parentElement?.closest('[hidden]');
};

/** Renders the panel of a table whose sides play `ns` and `ew`, seen from `mySeat`, opens it and waits for its card. */
async function openCard(ns: BiddingSystemName, ew: BiddingSystemName, mySeat: Seat | null): Promise<void> {
  const options: Pick<TableOptionsInfo, 'systemNS' | 'systemEW' | 'alertRegulation'> = {
    systemNS: ns,
    systemEW: ew,
    alertRegulation: 'acbl',
  };
  render(<SystemCardPanel options={options} mySeat={mySeat} load={load} />);
  await userEvent.click(screen.getByRole('button', { name: 'System card' }));
  await screen.findByRole('heading', { name: /^North–South/ });
}

describe('SystemCardPanel', () => {
  it("opens on request as a dialog with each side's openings and conventions, the signals and the alerts", async () => {
    asked.length = 0;
    windowWide(true);
    render(
      <SystemCardPanel options={{ systemNS: 'sayc', systemEW: 'sayc-rkcb', alertRegulation: 'acbl' }} load={load} />,
    );
    const button = screen.getByRole('button', { name: 'System card' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(asked).toEqual([]);
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'System card' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'North–South: SAYC' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'East–West: SAYC with RKCB 1430' })).toBeDefined();
    expect(asked).toEqual(['sayc acbl', 'sayc-rkcb acbl']);
    expect(screen.getAllByText('15–17 HCP, balanced')[0]!.closest('dd')?.textContent).toBe(
      '15–17 HCP, balanced (announced)',
    );
    expect(screen.getAllByText(/^Stayman: 2♣ over 1NT/)).toHaveLength(2);
    expect(screen.getAllByText(/^Roman Key Card Blackwood 1430/)).toHaveLength(1);
    expect(screen.getByText(/^Attitude on partner's lead/)).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Alerts: ACBL Alert Procedures' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/^Stayman/)).toBeNull();
  });

  it("folds everything on a phone but the player's own side and its openings", async () => {
    windowWide(false);
    await openCard('sayc', 'sayc-rkcb', 'E');
    const ew = fold('East–West: SAYC with RKCB 1430');
    const ns = fold('North–South: SAYC');
    expect(ew.getAttribute('aria-expanded')).toBe('true');
    expect(ns.getAttribute('aria-expanded')).toBe('false');
    expect(shown(ns)).toBe(false);
    const [nsOpenings, ewOpenings] = screen.getAllByRole('button', { name: 'Openings', hidden: true });
    const [, ewConventions] = screen.getAllByRole('button', { name: 'Conventions', hidden: true });
    expect(shown(ewOpenings!)).toBe(true);
    expect(shown(nsOpenings!)).toBe(false);
    expect(ewConventions!.getAttribute('aria-expanded')).toBe('false');
    expect(shown(ewConventions!)).toBe(false);
    expect(shown(fold('Leads and signals'))).toBe(false);
    expect(shown(fold('Alerts: ACBL Alert Procedures'))).toBe(false);
    // A click unfolds a section; a second folds it again.
    await userEvent.click(ewConventions!);
    expect(ewConventions!.getAttribute('aria-expanded')).toBe('true');
    expect(shown(ewConventions!)).toBe(true);
    await userEvent.click(ewConventions!);
    expect(shown(ewConventions!)).toBe(false);
  });

  it('unfolds a side from the keyboard with Enter', async () => {
    windowWide(false);
    await openCard('sayc', 'polish', 'N');
    const ew = fold('East–West: Polish Club (WJ)');
    expect(shown(ew)).toBe(false);
    ew.focus();
    await userEvent.keyboard('{Enter}');
    expect(ew.getAttribute('aria-expanded')).toBe('true');
    expect(shown(ew)).toBe(true);
  });

  it('opens every section on a wide window', async () => {
    windowWide(true);
    await openCard('sayc', 'sayc-rkcb', 'S');
    const dialog = within(screen.getByRole('dialog'));
    const toggles = dialog.getAllByRole('button', { expanded: true });
    // Two sides, each with openings and conventions, then the leads and signals and the alerts.
    expect(toggles).toHaveLength(8);
    expect(toggles.every(shown)).toBe(true);
    expect(dialog.queryAllByRole('button', { expanded: false })).toEqual([]);
  });

  it('moves focus into the dialog, keeps Tab inside, and Escape closes it back to the button', async () => {
    windowWide(false);
    render(<SystemCardPanel options={{ systemNS: 'sayc', systemEW: 'sayc', alertRegulation: 'acbl' }} load={load} />);
    const opener = screen.getByRole('button', { name: 'System card' });
    await userEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await screen.findByRole('heading', { name: /^North–South, East–West/ });
    // Shift+Tab from the first stop goes round to the last fold's button, still in the dialog.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(fold('Alerts: ACBL Alert Procedures'));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes when the backdrop outside the card is clicked, not on a click inside the card', async () => {
    windowWide(true);
    render(<SystemCardPanel options={{ systemNS: 'sayc', systemEW: 'sayc', alertRegulation: 'acbl' }} load={load} />);
    const opener = screen.getByRole('button', { name: 'System card' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(await screen.findByRole('heading', { name: /^North–South, East–West/ }));
    await userEvent.click(within(dialog).getByText('Openings'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('a dialog without its backdrop');
    await userEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the page behind from scrolling while open, and lets it scroll again once closed', async () => {
    windowWide(false);
    render(<SystemCardPanel options={{ systemNS: 'sayc', systemEW: 'sayc', alertRegulation: 'acbl' }} load={load} />);
    expect(document.body.style.overflow).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'System card' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('shows one card for both sides when they play the same system', async () => {
    asked.length = 0;
    render(
      <SystemCardPanel options={{ systemNS: 'polish', systemEW: 'polish', alertRegulation: 'ebu' }} load={load} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'System card' }));
    const both = await screen.findByRole('heading', { name: 'North–South, East–West: Polish Club (WJ)' });
    expect(both.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
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
