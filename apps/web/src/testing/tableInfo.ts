/**
 * Test fixture: a `TableInfo` as the server sends it (the shape is protocol's `tableInfoSchema`),
 * with a record of the deals a test says were played.
 *
 * ```ts
 * const info = tableInfo({ results: [dealRecord(view.result!, { NS: 420, EW: -420 })] });
 * ```
 */
import type { DealResult } from '@biritch/core';
import type { DealRecord, TableInfo } from '@biritch/protocol';

/** A standard single-deal table with one person at North and robots elsewhere, changed by `over`. */
export function tableInfo(over: Partial<TableInfo> = {}): TableInfo {
  return {
    id: 't1',
    code: 'ABCDEF',
    ruleSet: 'standard',
    form: 'single',
    boards: null,
    createdAt: '2026-11-21T10:00:00Z',
    seats: {
      N: { status: 'taken', connected: true, heldUntil: null },
      E: { status: 'robot', connected: true, heldUntil: null },
      S: { status: 'robot', connected: true, heldUntil: null },
      W: { status: 'robot', connected: true, heldUntil: null },
    },
    spectators: 0,
    seq: 90,
    current: null,
    finished: false,
    results: [],
    totals: { NS: 0, EW: 0 },
    sheet: null,
    ...over,
  };
}

/** The table's record of a finished deal with the score the server gave it. */
export function dealRecord(result: DealResult, score: DealRecord['score'], deal = 1): DealRecord {
  return { deal, board: result.board, dealer: 'N', vulnerability: result.vulnerability, result, score };
}
