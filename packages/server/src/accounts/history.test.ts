// The history's reading of event logs (issue 26, "History": contract, result, score, par): the
// deals of a log, what the list reads from a few event types, a deal's end, scores per player.
import { describe, expect, it } from 'vitest';
import {
  boardDealer,
  boardVulnerability,
  decide,
  evolve,
  initialTableState,
  viewFor,
  type RuleSetId,
  type TableCommand,
} from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import type { CreateTableSettings } from '@biritch/protocol';
import type { StoredEvent } from '../store/types.js';
import { claimCovers, DEAL_EVENT_TYPES, dealsOfLog, endedView, law77ScoreFor, roleOf, scoreFor } from './history.js';

/** A log of `deals` deals played to the end with seeded random legal actions (core's `decide`). */
function playedLog(ruleSet: RuleSetId, deals: number, seed: number): StoredEvent[] {
  const source = seededRandom(seed);
  let pick = seed;
  const random = (n: number): number => {
    pick = (pick * 1103515245 + 12345) % 2147483648;
    return pick % n;
  };
  let state = initialTableState({ ruleSet });
  const log: StoredEvent[] = [];
  const run = (command: TableCommand, actor: Parameters<typeof decide>[2]): void => {
    const r = decide(state, command, actor);
    if (!r.ok) throw new Error(r.error.code);
    for (const event of r.value) {
      state = evolve(state, event);
      log.push({ seq: log.length + 1, event, recordedAt: `2026-11-2${deals}T10:00:00.000Z` });
    }
  };
  for (let board = 1; board <= deals; board++) {
    const plan = { board, dealer: boardDealer(board), vulnerability: boardVulnerability(board) };
    run({ type: 'startDeal', ...plan, deal: randomDeal(source) }, { kind: 'system' });
    for (let i = 0; i < 300 && state.phase !== 'ended'; i++) {
      const seat = viewFor(state, 'spectator').toAct;
      if (seat === null) throw new Error(`nobody to act in ${state.phase}`);
      const view = viewFor(state, seat);
      const bids = view.legalCalls.filter((c) => c.type === 'bid');
      if (view.legalCalls.length > 0) {
        const call = view.auction.length === 0 && bids.length > 0 ? bids[random(10)]! : view.legalCalls[0]!;
        run({ type: 'call', call }, { kind: 'seat', seat });
      } else run({ type: 'play', card: view.legalCards[random(view.legalCards.length)]! }, { kind: 'seat', seat });
    }
  }
  return log;
}

const settings = (ruleSet: RuleSetId, form: CreateTableSettings['form']): CreateTableSettings => ({
  ruleSet,
  form,
  ...(form === 'duplicate' ? { boards: 3 } : {}),
  seats: { N: 'human', E: 'human', S: 'human', W: 'human' },
});

describe('the deals of a log', () => {
  const log = playedLog('standard', 3, 5);
  const dup = settings('standard', 'duplicate');

  it('finds each deal with its board, end and hands, and the form score of each (Law 77)', () => {
    const deals = dealsOfLog(log, dup);
    expect(deals.map((d) => [d.deal, d.board, d.dealer, d.vulnerability])).toEqual([
      [1, 1, 'N', 'none'],
      [2, 2, 'E', 'NS'],
      [3, 3, 'S', 'EW'],
    ]);
    for (const d of deals) {
      expect(d.endSeq).not.toBeNull();
      expect(d.hands).not.toBeNull();
      expect(d.endedAt).toBe('2026-11-23T10:00:00.000Z');
      expect(d.record?.deal).toBe(d.deal);
    }
    // Each deal ends where the next one starts.
    expect(deals[0]!.lastSeq).toBe(deals[1]!.startSeq - 1);
    expect(deals[2]!.lastSeq).toBeNull();
  });

  it('reads the same deals from the deal events alone as from the whole log', () => {
    const few = log.filter((s) => (DEAL_EVENT_TYPES as readonly string[]).includes(s.event.type));
    expect(few.length).toBeLessThan(log.length / 10);
    const strip = (ds: ReturnType<typeof dealsOfLog>) => ds.map(({ lastSeq: _, ...rest }) => rest);
    expect(strip(dealsOfLog(few, dup))).toEqual(strip(dealsOfLog(log, dup)));
  });

  it('gives the player their side score, the Law 77 score compared with par, and their role', () => {
    const [d] = dealsOfLog(log, dup);
    const r = d!.record!;
    expect(scoreFor(d!, 'N')).toBe(r.score!.NS);
    expect(scoreFor(d!, 'E')).toBe(r.score!.EW);
    expect(law77ScoreFor(d!, 'N')).toBe(r.score!.NS);
    const declarer = r.result.declarer;
    if (declarer) expect(roleOf(d!, declarer)).toBe('declarer');
    else expect(roleOf(d!, 'N')).toBe('passed-out');
  });

  it('shows a deal at its end as a spectator sees it then, and nothing of the next deal', () => {
    const deals = dealsOfLog(log, dup);
    const view = endedView(log, dup, deals[0]!);
    expect(view.phase).toBe('ended');
    expect(view.board).toBe(1);
    expect(view.viewer).toBe('spectator');
  });

  it('counts a deal for a seat holding only when the deal ended while it was held', () => {
    const d = { endSeq: 40 };
    expect(claimCovers({ fromSeq: 0, toSeq: null }, d)).toBe(true);
    expect(claimCovers({ fromSeq: 0, toSeq: 40 }, d)).toBe(true);
    expect(claimCovers({ fromSeq: 0, toSeq: 39 }, d)).toBe(false);
    expect(claimCovers({ fromSeq: 40, toSeq: null }, d)).toBe(false);
    expect(claimCovers({ fromSeq: 0, toSeq: null }, { endSeq: null })).toBe(false);
  });
});

describe('a variant table (Four at One Table scores each player)', () => {
  it('gives each player their own score and no par comparison (docs/variants.md, Scoring)', () => {
    const s = settings('four-at-one-table', 'single');
    const log = playedLog('four-at-one-table', 1, 9);
    const [d] = dealsOfLog(log, s);
    expect(d!.record!.players).toBeTruthy();
    for (const seat of ['N', 'E', 'S', 'W'] as const) {
      expect(scoreFor(d!, seat)).toBe(d!.record!.players![seat]);
      expect(law77ScoreFor(d!, seat)).toBeNull();
    }
  });
});
