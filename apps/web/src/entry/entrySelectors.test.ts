// The table device's selectors (issue 24 "At the table"; competition-research.md §6.1 steps 3–9).
import { describe, expect, it } from 'vitest';
import { EN_LABELS, makeLabels } from '../labels.js';
import { makeTranslator } from '@biritch/i18n';
import { tableView } from '../club/fixtures.js';
import {
  draftFromResult,
  draftGap,
  draftScore,
  draftText,
  EMPTY_DRAFT,
  makeEntryCommand,
  moveLines,
  resultText,
  selectRound,
  tricksChoices,
  type EntryDraft,
} from './entrySelectors.js';

const FOUR_SPADES: EntryDraft = { ...EMPTY_DRAFT, board: 1, level: 4, strain: 'S', declarer: 'N', tricks: 10 };

describe('the draft (§6.1 steps 4–6)', () => {
  it('asks for the board, the contract, the declarer and the tricks in that order', () => {
    expect(draftGap(EMPTY_DRAFT, false)).toBe('board');
    expect(draftGap({ ...EMPTY_DRAFT, board: 1, level: 4 }, false)).toBe('contract');
    expect(draftGap({ ...EMPTY_DRAFT, board: 1, level: 4, strain: 'S' }, false)).toBe('declarer');
    expect(draftGap({ ...FOUR_SPADES, tricks: null }, false)).toBe('tricks');
    expect(draftGap(FOUR_SPADES, false)).toBeNull();
  });

  it('asks for the lead only when the director requires it, and never half a card', () => {
    expect(draftGap(FOUR_SPADES, true)).toBe('lead');
    expect(draftGap({ ...FOUR_SPADES, leadSuit: 'H' }, false)).toBe('lead');
    expect(draftGap({ ...FOUR_SPADES, leadSuit: 'H', leadRank: 'K' }, true)).toBeNull();
  });

  it('needs nothing more than the board for a passed-out deal', () => {
    expect(draftGap({ ...EMPTY_DRAFT, board: 2, passedOut: true }, true)).toBeNull();
  });

  it('offers every total from 0 to 13 tricks, measured from the contract (Law 77: book of six)', () => {
    const c = tricksChoices(4);
    expect(c).toHaveLength(14);
    expect(c.find((x) => x.relative === 0)?.tricks).toBe(10);
    expect(c[0]).toEqual({ tricks: 0, relative: -10 });
    expect(c[13]).toEqual({ tricks: 13, relative: 3 });
  });

  it('prints the result as a traveller does: contract, declarer, = / +n / −n', () => {
    expect(draftText(FOUR_SPADES, EN_LABELS)).toBe('4♠ by North =');
    expect(resultText({ contract: '3NTX', declarer: 'E', tricks: 7 }, EN_LABELS)).toBe('3NTX by East −2');
    expect(resultText({ passedOut: true }, EN_LABELS)).toBe('Passed out');
    expect(resultText({ contract: '4HX', declarer: 'W', tricks: 11 }, EN_LABELS, true)).toBe('4♥X W +1');
  });

  it("prints in the player's language", () => {
    const pl = makeLabels(makeTranslator('pl'));
    expect(resultText({ contract: '3NT', declarer: 'S', tricks: 10 }, pl)).toBe('3BA, rozgrywa Południe +1');
  });

  it("shows the NS score before sending (Law 77, by @biritch/scoring), from the board's vulnerability", () => {
    const view = tableView();
    expect(draftScore(FOUR_SPADES, view.boards[0])).toBe(420); // board 1: nobody vulnerable
    expect(draftScore({ ...FOUR_SPADES, board: 2, declarer: 'E' }, view.boards[1])).toBe(-420); // board 2: N-S vulnerable only
  });
});

describe('the command a draft becomes', () => {
  it('enters a new board with the seated pairs', () => {
    const r = makeEntryCommand(tableView(), { ...FOUR_SPADES, leadSuit: 'H', leadRank: 'K' });
    expect(r).toEqual({
      ok: true,
      value: {
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
        lead: 'HK',
      },
    });
  });

  it('corrects a board already entered (before confirmation)', () => {
    const entered = tableView();
    const boards = [
      {
        ...entered.boards[0]!,
        result: { passedOut: false, contract: '4S', declarer: 'N' as const, lead: null, tricks: 9, score: -50 },
      },
      entered.boards[1]!,
    ];
    const r = makeEntryCommand({ ...entered, boards }, FOUR_SPADES);
    expect(r.ok && r.value.type).toBe('correctResult');
  });

  it('enters a passed-out board without a contract', () => {
    const r = makeEntryCommand(tableView(), { ...EMPTY_DRAFT, board: 2, passedOut: true });
    expect(r.ok && r.value).toMatchObject({ type: 'enterResult', board: 2, passedOut: true });
    expect(r.ok && 'contract' in r.value).toBe(false);
  });

  it('refuses an incomplete draft with a coded error', () => {
    const r = makeEntryCommand(tableView(), { ...FOUR_SPADES, declarer: null });
    expect(r.ok ? null : r.error.code).toBe('web/draft-incomplete');
  });

  it('refuses when no round is in play at the table', () => {
    const r = makeEntryCommand(tableView({ round: null }), FOUR_SPADES);
    expect(r.ok ? null : r.error.code).toBe('web/no-round');
  });

  it('reads an entered result back into a draft for a correction', () => {
    const b = {
      ...tableView().boards[0]!,
      result: { passedOut: false, contract: '3NTXX', declarer: 'W' as const, lead: 'DQ', tricks: 8, score: 0 },
    };
    expect(draftFromResult(b)).toMatchObject({
      level: 3,
      strain: 'NT',
      doubled: 2,
      declarer: 'W',
      leadSuit: 'D',
      leadRank: 'Q',
      tricks: 8,
    });
  });
});

describe('the round screen', () => {
  it('gives each board its state: to enter, to confirm, confirmed', () => {
    const v = tableView();
    const boards = [
      {
        ...v.boards[0]!,
        result: { passedOut: false, contract: '4S', declarer: 'N' as const, lead: null, tricks: 10, score: 420 },
        enteredBy: 'NS' as const,
      },
      v.boards[1]!,
    ];
    const m = selectRound({ ...v, boards }, [], EN_LABELS);
    expect(m.boards.map((b) => b.status)).toEqual(['entered', 'open']);
    expect(m.boards[0]!.text).toBe('4♠ by North =');
    expect(m.ns).toEqual({ id: '1', names: 'Ann 1 and Bob 1' });
    expect(m.done).toBe(false);
  });

  it('shows an entry kept on the device as saved here until the server has it', () => {
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
    const m = selectRound(tableView(), queued, EN_LABELS);
    expect(m.boards[1]).toMatchObject({ status: 'queued', score: 420, text: '4♠ by North =' });
  });

  it('counts a board the director adjusted as finished at the table', () => {
    const v = tableView();
    const m = selectRound({ ...v, boards: [{ ...v.boards[0]!, adjusted: true }, v.boards[1]!] }, [], EN_LABELS);
    expect(m.boards[0]).toMatchObject({ status: 'confirmed', text: 'adjusted' });
  });

  it('is done when every board is confirmed', () => {
    const v = tableView();
    const r = { passedOut: true, contract: null, declarer: null, lead: null, tricks: null, score: 0 };
    const m = selectRound({ ...v, boards: v.boards.map((b) => ({ ...b, result: r, confirmed: true })) }, [], EN_LABELS);
    expect(m.done).toBe(true);
  });
});

describe('the move after the round (§6.1 step 9)', () => {
  it('says who stays, who moves where and where the boards go', () => {
    expect(moveLines(tableView().move, 1, EN_LABELS)).toEqual([
      'N–S stay at this table',
      'E–W to table 2 (E–W)',
      'Boards to table 3',
    ]);
  });

  it('says nothing when there is no next round', () => {
    expect(moveLines(null, 1, EN_LABELS)).toEqual([]);
  });
});
