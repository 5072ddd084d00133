// @vitest-environment jsdom
// The director console (issue 24 "Run the evening"): rounds started through the server, the
// timer's warning, the grid of tables, a correction sent as the engine's command, refusals in words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok } from '@biritch/core';
import { step, type SessionState } from '@biritch/competition';
import type { SessionInfo } from '@biritch/protocol';
import type { DirectorApi } from '../club/clubApi.js';
import { clubSession } from '../club/fixtures.js';
import { EMPTY_RESULTS } from '../results/resultsSelectors.js';
import { DirectorScreen } from './DirectorScreen.js';

afterEach(cleanup);

function infoOf(state: SessionState): SessionInfo {
  const a = state.sections['A']!;
  const m = a.movement!;
  const current = Object.entries(a.rounds).find(([, s]) => s === 'started')?.[0];
  return {
    id: 'S1',
    name: 'Tuesday pairs',
    kind: 'pairs',
    method: 'matchpoints',
    date: null,
    createdAt: '2026-11-26T19:00:00.000Z',
    sections: [
      {
        section: 'A',
        tables: 3,
        winners: 2,
        scoringGroup: 'A',
        movement: { name: m.name, rounds: m.rounds, boardsPerRound: m.boardsPerRound, boards: m.boards },
        rounds: { ...a.rounds },
        current: current ? Number(current) : null,
      },
    ],
    boards: Object.keys(state.boards).length,
    settings: {
      ranking: 'after-round',
      hideLastRounds: 0,
      names: 'full',
      travellersAtTable: true,
      leadRequired: false,
    },
    finished: false,
    seq: state.seq,
  };
}

function fakeApi(): DirectorApi & { [K in keyof DirectorApi]: ReturnType<typeof vi.fn> } {
  const done = () => Promise.resolve(ok({ seq: 1 }));
  return {
    registerCsv: vi.fn(() => Promise.resolve(ok({ registered: [] }))),
    proposals: vi.fn(() => Promise.resolve(ok([]))),
    chooseMovement: vi.fn(),
    dealBoards: vi.fn(),
    importBoards: vi.fn(),
    tables: vi.fn(() => Promise.resolve(ok([]))),
    startRound: vi.fn(done),
    closeRound: vi.fn(done),
    command: vi.fn(done),
    replan: vi.fn(done),
    answerCall: vi.fn(() => Promise.resolve(ok({}))),
    settings: vi.fn(() => Promise.resolve(ok({}))),
    state: vi.fn(),
    close: vi.fn(),
    filePath: vi.fn((n: string) => n),
    file: vi.fn(),
  } as never;
}

function console_(
  state: SessionState,
  api: DirectorApi,
  extra: { now?: number; startedAt?: number; calls?: number[] } = {},
) {
  const info = infoOf(state);
  render(
    <DirectorScreen
      info={extra.calls ? { ...info, sections: info.sections.map((x) => ({ ...x, calls: extra.calls })) } : info}
      state={state}
      results={EMPTY_RESULTS}
      api={api}
      now={extra.now ?? 0}
      roundStartedAt={extra.startedAt === undefined ? {} : { A: extra.startedAt }}
    />,
  );
}

describe('DirectorScreen', () => {
  it('starts round 1 through the server (which keeps the start time for the timer)', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    console_(clubSession([], { startRound: false }), api);
    await user.click(screen.getByRole('button', { name: 'Start round 1' }));
    expect(api.startRound).toHaveBeenCalledWith('A', 1);
  });

  it('shows the round in play, its tables and the timer warning in the last five minutes', () => {
    const state = clubSession([
      [1, 1, 1, '4S', 'N', 10, true],
      [1, 1, 2, '4S', 'N', 10, true],
      [1, 2, 3, '3NT', 'S', 9, false],
    ]);
    console_(state, fakeApi(), { startedAt: 0, now: 11 * 60_000 }); // 2 boards a round: 15 minutes
    expect(screen.getByText('Round 1 of 3 in play')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('4 minutes left');
    expect(screen.getByTestId('grid-table-1').textContent).toMatch(/all confirmed/);
    expect(screen.getByTestId('grid-table-2').textContent).toMatch(/1 to confirm/);
    expect(screen.getByTestId('grid-table-3').textContent).toMatch(/0 of 2 entered/);
  });

  it('shows the tables not done as late once time is up', () => {
    console_(clubSession([[1, 1, 1, '4S', 'N', 10, true]]), fakeApi(), { startedAt: 0, now: 16 * 60_000 });
    expect(screen.getByRole('timer').textContent).toBe('Time is up');
    expect(screen.getByTestId('grid-table-1').className).toContain('gs-late');
  });

  it("corrects a confirmed result with the engine's correctResult", async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    console_(clubSession([[1, 1, 1, '4S', 'N', 8, true]]), api);
    await user.click(screen.getByTestId('grid-table-1'));
    const detail = screen.getByRole('region', { name: 'Table 1' });
    const row = within(detail).getByText('Board 1').closest('tr')!;
    expect(row.textContent).toMatch(/4♠ N −2/);
    await user.click(within(row).getByRole('button', { name: 'Correct a result' }));
    await user.click(screen.getByRole('button', { name: '10 tricks' }));
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(api.command).toHaveBeenCalledWith({
      type: 'correctResult',
      section: 'A',
      round: 1,
      table: 1,
      board: 1,
      contract: '4S',
      declarer: 'N',
      tricks: 10,
    });
  });

  it('gives an adjusted score to both sides', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    console_(clubSession(), api);
    await user.click(screen.getByTestId('grid-table-2'));
    const row = within(screen.getByRole('region', { name: 'Table 2' }))
      .getByText('Board 4')
      .closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Adjusted score' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'N–S' }), 'average-plus');
    await user.selectOptions(screen.getByRole('combobox', { name: 'E–W' }), 'average-minus');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(api.command).toHaveBeenCalledWith({
      type: 'adjustScore',
      section: 'A',
      round: 1,
      table: 2,
      board: 4,
      ns: 'average-plus',
      ew: 'average-minus',
    });
  });

  it('a pair arriving late or leaving goes through the engine’s re-planning', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    console_(clubSession(), api);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pair' }), '2');
    const round = screen.getByRole('spinbutton', { name: 'Round' });
    await user.clear(round);
    await user.type(round, '2');
    await user.click(screen.getByRole('button', { name: 'Left after round 2' }));
    expect(api.replan).toHaveBeenCalledWith('A', { kind: 'pair-left', pair: 2, afterRound: 2 });
    await user.click(screen.getByRole('button', { name: 'Arrived late, plays from round 2' }));
    expect(api.replan).toHaveBeenCalledWith('A', { kind: 'late-pair', pair: 2, fromRound: 2 });
    expect(api.command).not.toHaveBeenCalled();
  });

  it('changes what the public sees mid-session, and saves only a change', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    console_(clubSession(), api);
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Public ranking' }), 'at-end');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Names on the public page' }), 'none');
    await user.click(save);
    expect(api.settings).toHaveBeenCalledWith(expect.objectContaining({ ranking: 'at-end', names: 'none' }));
  });

  it('shows a table that called the director in the grid, and answers the call', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    console_(clubSession(), api, { calls: [2] });
    expect(screen.getByTestId('grid-table-2').textContent).toMatch(/director called/);
    expect(screen.getByTestId('grid-table-1').textContent).not.toMatch(/director called/);
    await user.click(screen.getByTestId('grid-table-2'));
    await user.click(screen.getByRole('button', { name: 'Call answered' }));
    expect(api.answerCall).toHaveBeenCalledWith('A', 2);
  });

  it('marks a fouled board (Law 87): the ticked tables form version B, the others version A', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    console_(clubSession(), api);
    expect(screen.getByText('No fouled boards.')).toBeTruthy();
    const mark = screen.getByRole('button', { name: 'Mark board 1 fouled' }) as HTMLButtonElement;
    expect(mark.disabled).toBe(true); // one version only: nothing is fouled yet
    await user.selectOptions(screen.getByRole('combobox', { name: 'Board' }), '1');
    await user.click(screen.getByRole('checkbox', { name: /^Round 1, table 1:/ }));
    await user.click(mark);
    const cmd = api.command.mock.calls[0]![0] as {
      type: string;
      board: number;
      versions: { version: string; places: { round: number; table: number }[] }[];
    };
    expect(cmd.type).toBe('foulBoard');
    expect(cmd.board).toBe(1);
    expect(cmd.versions.map((v) => v.version)).toEqual(['A', 'B']);
    expect(cmd.versions[1]!.places).toEqual([{ round: 1, table: 1 }]);
    expect(cmd.versions[0]!.places.length).toBe(2); // a 3-table Mitchell plays each board three times
    expect(cmd.versions[0]!.places).not.toContainEqual({ round: 1, table: 1 });
  });

  it('lists the fouled boards with their versions and tables', () => {
    const base = clubSession();
    const r = step(
      base,
      {
        type: 'foulBoard',
        section: 'A',
        board: 1,
        versions: [
          { version: 'A', places: [] },
          { version: 'B', places: [{ round: 1, table: 1 }] },
        ],
      },
      { kind: 'director' },
    );
    if (!r.ok) throw new Error(r.error.code);
    console_(r.value.state, fakeApi());
    expect(screen.getByTestId('fouled-boards').textContent).toBe('Board 1: version B (table 1)');
  });

  it('downloads the guide cards (who moves where) as the server’s PDF', async () => {
    const api = fakeApi();
    api.file.mockResolvedValue(ok(new Blob(['%PDF-'], { type: 'application/pdf' })));
    const createObjectURL = vi.fn(() => 'blob:guide');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    console_(clubSession([], { startRound: false }), api);
    await user.click(screen.getByRole('button', { name: 'Guide cards (PDF)' }));
    expect(api.file).toHaveBeenCalledWith('guidecards.pdf');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal in words", async () => {
    const api = fakeApi();
    api.closeRound.mockResolvedValue(err('session/round-not-started', 'raw'));
    const user = userEvent.setup();
    console_(clubSession(), api);
    await user.click(screen.getByRole('button', { name: 'Close round 1' }));
    expect(screen.getByRole('alert').textContent).toBe('The round has not started yet.');
  });
});
