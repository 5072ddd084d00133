/**
 * The session's boards: dealt (crypto-strength by default, from a seed on request) or read from a
 * PBN set, and their hand records — points per hand, the double-dummy table and par from the
 * solver (native DDS when installed, else the TypeScript engine).
 *
 * ```ts
 * const boards = dealSessionBoards({ count: 24, first: 1, seed: 42n });   // BoardDeal[]
 * const records = await analyseBoards(boards, { backend: 'dds' });        // HandRecordBoard[]
 * ```
 * Used by `biritch boards` and `biritch handrecord`. It needs the dealer, the solver, notation and
 * print together, which only the CLI and the server may import; the server can take it over
 * when it deals sessions itself.
 */
import { readFileSync } from 'node:fs';
import { SEATS, type Seat } from '@biritch/core';
import { cryptoRandom, hcp, makeDealer, seededRandom } from '@biritch/dealer';
import { boardDealOf, formatError, parseBoardsPbn, type BoardDeal } from '@biritch/notation';
import type { HandRecordBoard } from '@biritch/print';
import { dealerPar } from '@biritch/solver';
import { solveTables } from '@biritch/solver/batch';
import { InputError } from './command.js';

/** How to deal a session's boards. */
export interface DealBoardsOptions {
  readonly count: number;
  /** The first board's number; the others run on from it (dealer and vulnerability by Law 2). */
  readonly first: number;
  /** A seed for reproducible boards; crypto randomness without one. */
  readonly seed?: bigint | undefined;
}

/** Deals `count` boards from `first` on. */
export function dealSessionBoards(opts: DealBoardsOptions): BoardDeal[] {
  const made = makeDealer({}, { random: opts.seed === undefined ? cryptoRandom() : seededRandom(opts.seed) });
  if (!made.ok) throw new Error(`the dealer refused no constraints: ${made.error.message}`);
  const boards: BoardDeal[] = [];
  for (let i = 0; i < opts.count; i++) {
    const next = made.value.next();
    if (!next.ok) throw new Error(`the dealer failed without constraints: ${next.error.message}`);
    boards.push(boardDealOf(opts.first + i, next.value));
  }
  return boards;
}

/** Reads a PBN set of boards (every game a board number and a complete deal). */
export function readSessionBoards(path: string): BoardDeal[] {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    throw new InputError('boards/unreadable', `cannot read '${path}': ${(e as Error).message}`);
  }
  const r = parseBoardsPbn(bytes, { file: path });
  if (!r.ok) throw new InputError(r.error.code, formatError(r.error));
  return [...r.value.boards];
}

/** Options of `analyseBoards`. */
export interface AnalyseOptions {
  readonly backend: 'ts' | 'dds';
  readonly threads?: number | undefined;
  /** Seconds per board before the solver gives up (default 600). */
  readonly budgetSeconds?: number | undefined;
}

/** Hand records of the boards: points, double-dummy tables and dealer-aware par (DDS's DealerPar). */
export async function analyseBoards(boards: readonly BoardDeal[], opts: AnalyseOptions): Promise<HandRecordBoard[]> {
  const tables = await solveTables(
    boards.map((b) => b.deal),
    {
      backend: opts.backend,
      ...(opts.threads ? { threads: opts.threads } : {}),
      budget: { timeMs: (opts.budgetSeconds ?? 600) * 1000 },
    },
  );
  return boards.map((b, i) => {
    const t = tables[i]!;
    if (!t.ok) throw new InputError(t.error.code, `board ${b.board}: ${t.error.message}`);
    const points = Object.fromEntries(SEATS.map((seat) => [seat, hcp(b.deal[seat])])) as Record<Seat, number>;
    return { ...b, hcp: points, tricks: t.value, par: dealerPar(t.value, b.dealer, b.vulnerability) };
  });
}
