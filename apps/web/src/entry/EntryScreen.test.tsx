// @vitest-environment jsdom
// The table device (issue 24 "At the table"; competition-research.md §6.1): key in a result with
// big buttons, the other side confirms, refusals in words, the move after the round, Polish.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTranslator } from '@biritch/i18n';
import { tableView } from '../club/fixtures.js';
import { englishWordsLeft, inLocale } from '../testing/i18n.js';
import { EntryScreen } from './EntryScreen.js';

afterEach(cleanup);

const entered = () => {
  const v = tableView();
  return {
    ...v,
    boards: [
      {
        ...v.boards[0]!,
        result: { passedOut: false, contract: '4S', declarer: 'N' as const, lead: null, tricks: 10, score: 420 },
        enteredBy: 'NS' as const,
      },
      v.boards[1]!,
    ],
  };
};

describe('EntryScreen', () => {
  it('shows the round: table, round, who sits where and the boards to enter', () => {
    render(<EntryScreen view={tableView()} queued={[]} leadRequired={false} online onSend={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Section A · Table 1');
    expect(screen.getByText('Round 1')).toBeTruthy();
    expect(screen.getByText('Ann 1 and Bob 1')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Tap to enter the result/ })).toHaveLength(2);
  });

  it('keys in 4♠ by North, making, and sends enterResult for North–South with the score shown first', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<EntryScreen view={tableView()} queued={[]} leadRequired={false} online onSend={onSend} />);
    await user.click(screen.getAllByRole('button', { name: /Tap to enter/ })[0]!);
    const send = screen.getByRole('button', { name: 'Enter' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const contract = within(screen.getByRole('group', { name: 'Contract' }));
    await user.click(contract.getByRole('button', { name: '4' }));
    await user.click(contract.getByRole('button', { name: 'spades' }));
    await user.click(screen.getByRole('button', { name: 'North' }));
    await user.click(screen.getByRole('button', { name: '10 tricks' }));
    expect(screen.getByText('4♠ by North =')).toBeTruthy();
    expect(screen.getByText('N–S +420')).toBeTruthy();
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith(
      {
        type: 'enterResult',
        section: 'A',
        round: 1,
        table: 1,
        board: 1,
        ns: '1',
        ew: '4',
        contract: '4S',
        declarer: 'N',
        tricks: 10,
      },
      'NS',
      420,
    );
  });

  it('says what is missing while the result is incomplete', async () => {
    const user = userEvent.setup();
    render(<EntryScreen view={tableView()} queued={[]} leadRequired={false} online onSend={() => {}} />);
    await user.click(screen.getAllByRole('button', { name: /Tap to enter/ })[0]!);
    expect(screen.getByText('Choose the contract: level and strain, or passed out.')).toBeTruthy();
  });

  it('hands the device to East–West, who confirm (confirmResult as EW)', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<EntryScreen view={entered()} queued={[]} leadRequired={false} online onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: /4♠ by North =.*to confirm/ }));
    const region = screen.getByRole('region', { name: 'Check and confirm' });
    expect(within(region).getByText('Hand the phone to E–W: is this right?')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(onSend).toHaveBeenCalledWith(
      { type: 'confirmResult', section: 'A', round: 1, table: 1, board: 1 },
      'EW',
      null,
    );
  });

  it('lets North–South correct an unconfirmed entry (correctResult)', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<EntryScreen view={entered()} queued={[]} leadRequired={false} online onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: /to confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Not right' }));
    await user.click(screen.getByRole('button', { name: '9 tricks' }));
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(onSend.mock.calls[0]![0]).toMatchObject({ type: 'correctResult', board: 1, contract: '4S', tricks: 9 });
  });

  it("shows the server's refusal in words", () => {
    const tr = makeTranslator('en');
    const words = tr.error({ code: 'session/lead-not-in-hand', message: 'raw server text' });
    render(
      <EntryScreen view={tableView()} queued={[]} leadRequired={false} online refusal={words} onSend={() => {}} />,
    );
    expect(words).not.toBe('raw server text'); // the catalog has the code
    expect(screen.getByRole('alert').textContent).toBe(words);
  });

  it('calls the director, shows the call waiting, and takes it back', async () => {
    const onCall = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <EntryScreen
        view={tableView()}
        queued={[]}
        leadRequired={false}
        online
        onSend={() => {}}
        onCallDirector={onCall}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Call the director' }));
    expect(onCall).toHaveBeenLastCalledWith(true);
    rerender(
      <EntryScreen
        view={tableView()}
        queued={[]}
        leadRequired={false}
        online
        onSend={() => {}}
        directorCalled
        onCallDirector={onCall}
      />,
    );
    expect(screen.getByText('The director is on the way.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Take the call back' }));
    expect(onCall).toHaveBeenLastCalledWith(false);
  });

  it('says when it is offline and how many results wait on the device', () => {
    const queued = [
      {
        commandId: 'c-00000001',
        side: 'NS' as const,
        score: 420,
        command: {
          type: 'enterResult' as const,
          section: 'A',
          round: 1,
          table: 1,
          board: 2,
          ns: '1',
          ew: '4',
          contract: '4S',
          declarer: 'N' as const,
          tricks: 10,
        },
      },
    ];
    render(<EntryScreen view={tableView()} queued={queued} leadRequired={false} online={false} onSend={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Offline — results are kept on this device · 1 result waiting to be sent',
    );
    expect(screen.getByRole('button', { name: /saved here/ })).toBeTruthy();
  });

  it('shows the move once every board is confirmed', () => {
    const v = tableView();
    const r = { passedOut: true, contract: null, declarer: null, lead: null, tricks: null, score: 0 };
    render(
      <EntryScreen
        view={{ ...v, boards: v.boards.map((b) => ({ ...b, result: r, confirmed: true })) }}
        queued={[]}
        leadRequired={false}
        online
        onSend={() => {}}
      />,
    );
    const move = screen.getByRole('region', { name: 'Next round' });
    expect(
      within(move)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['N–S stay at this table', 'E–W to table 2 (E–W)', 'Boards to table 3']);
  });

  it('speaks Polish throughout, the keys included', async () => {
    const user = userEvent.setup();
    const { container } = render(
      inLocale('pl', <EntryScreen view={tableView()} queued={[]} leadRequired={false} online onSend={() => {}} />),
    );
    expect(englishWordsLeft(container, 'pl')).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: /Dotknij/ })[0]!);
    expect(screen.getByText('Kontrakt')).toBeTruthy();
    expect(englishWordsLeft(container, 'pl')).toEqual([]);
  });
});
