/**
 * The native backend: DDS 2.9 (Debian's `libdds0`) called through koffi. Optional at run time:
 * `loadNativeSolver()` answers a coded error when the library is not installed, and callers fall
 * back to the TypeScript engine.
 *
 * ```ts
 * const r = loadNativeSolver();
 * const backend = r.ok ? r.value : createTsSolver();
 * backend.table(deal).N.NT // tricks for North declaring no-trump
 * ```
 * Node only (never imported by the browser build): import it as `@biritch/solver/native`.
 * DDS's own orders (suits ♠♥♦♣ = 0..3, trump 4 = NT, ranks as bit r) stay inside this file.
 *
 * Loading libdds makes Node crash at exit (its boost/OpenMP static destructors run after Node's
 * teardown), so once the library is loaded an exit hook ends the process with `_exit(code)`,
 * which skips those destructors. Standard output is synchronous for files and pipes on Linux, so
 * nothing written is lost.
 */
import { isMainThread } from 'node:worker_threads';
import * as koffi from 'koffi';
import {
  SEATS,
  STRAINS,
  err,
  holdingLength,
  makeCard,
  ok,
  type Card,
  type Deal,
  type Rank,
  type Result,
  type Seat,
  type Strain,
  suitOf,
  rankOf,
} from '@biritch/core';
import type { CardScore, DDTable, Position, SolveOptions, SolveResult, SolverBackend } from './types.js';

/** DDS suit index (♠ 0, ♥ 1, ♦ 2, ♣ 3) of core's suit index (♣ 0 … ♠ 3). */
const DDS_SUIT_OF_CORE = [3, 2, 1, 0] as const;
/** DDS strain index (♠ 0 … ♣ 3, NT 4) by core strain. */
const DDS_STRAIN: Readonly<Record<Strain, number>> = { S: 0, H: 1, D: 2, C: 3, NT: 4 };
const CORE_SUIT_OF_DDS = ['S', 'H', 'D', 'C'] as const;

/** Names the library is looked for under, in order. */
const LIBRARY_NAMES = ['libdds.so.0', 'libdds.so', 'libdds.dylib', 'dds.dll'];

interface NativeFns {
  solveBoard: (
    dl: unknown,
    target: number,
    solutions: number,
    mode: number,
    futp: Record<string, never>,
    thread: number,
  ) => number;
  calcDDtable: (deal: unknown, res: Record<string, never>) => number;
  par: (res: unknown, out: Record<string, never>, vul: number) => number;
  dealerPar: (res: unknown, out: Record<string, never>, dealer: number, vul: number) => number;
  errorMessage: (code: number, line: Buffer) => void;
  freeMemory: () => void;
  setMaxThreads: (n: number) => void;
  solveAllChunksBin: (boards: unknown, solved: Record<string, never>, chunkSize: number) => number;
}

/** DDS's MAXNOOFBOARDS: the fixed length of its batch structs' arrays. */
const DDS_MAX_BOARDS = 200;

let loaded: NativeFns | undefined;
let loadError: string | undefined;

function loadLibrary(): NativeFns | undefined {
  if (loaded || loadError) return loaded;
  let lib: koffi.LibraryHandle | undefined;
  const failures: string[] = [];
  for (const name of LIBRARY_NAMES) {
    try {
      lib = koffi.load(name);
      break;
    } catch (e) {
      failures.push(`${name}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  if (!lib) {
    loadError = `DDS is not installed (apt-get install libdds0): ${failures[0] ?? ''}`;
    return undefined;
  }
  // The exit hook ends the whole process: only the main thread may install it (a worker thread of
  // nativePool.ts ends on its own; the main thread has loaded the library before starting it).
  if (isMainThread) installExitHook();
  const Deal = koffi.struct('dds_deal', {
    trump: 'int',
    first: 'int',
    currentTrickSuit: koffi.array('int', 3),
    currentTrickRank: koffi.array('int', 3),
    remainCards: koffi.array('uint32', 16),
  });
  const FutureTricks = koffi.struct('dds_futureTricks', {
    nodes: 'int',
    cards: 'int',
    suit: koffi.array('int', 13),
    rank: koffi.array('int', 13),
    equals: koffi.array('int', 13),
    score: koffi.array('int', 13),
  });
  const TableDeal = koffi.struct('dds_ddTableDeal', { cards: koffi.array('uint32', 16) });
  const Boards = koffi.struct('dds_boards', {
    noOfBoards: 'int',
    deals: koffi.array(Deal, DDS_MAX_BOARDS),
    target: koffi.array('int', DDS_MAX_BOARDS),
    solutions: koffi.array('int', DDS_MAX_BOARDS),
    mode: koffi.array('int', DDS_MAX_BOARDS),
  });
  const SolvedBoards = koffi.struct('dds_solvedBoards', {
    noOfBoards: 'int',
    solvedBoard: koffi.array(FutureTricks, DDS_MAX_BOARDS),
  });
  const TableResults = koffi.struct('dds_ddTableResults', { resTable: koffi.array('int', 20) });
  const ParResults = koffi.struct('dds_parResults', {
    parScore: koffi.array('uint8', 32, 'Array'),
    parContractsString: koffi.array('uint8', 256, 'Array'),
  });
  const ParResultsDealer = koffi.struct('dds_parResultsDealer', {
    number: 'int',
    score: 'int',
    contracts: koffi.array('uint8', 100, 'Array'),
  });
  const fns: NativeFns = {
    solveBoard: lib.func(
      'int SolveBoard(dds_deal dl, int target, int solutions, int mode, _Out_ dds_futureTricks *futp, int threadIndex)',
    ),
    calcDDtable: lib.func('int CalcDDtable(dds_ddTableDeal tableDeal, _Out_ dds_ddTableResults *tablep)'),
    par: lib.func('int Par(dds_ddTableResults *tablep, _Out_ dds_parResults *presp, int vulnerable)'),
    dealerPar: lib.func(
      'int DealerPar(dds_ddTableResults *tablep, _Out_ dds_parResultsDealer *presp, int dealer, int vulnerable)',
    ),
    errorMessage: lib.func('void ErrorMessage(int code, _Out_ uint8_t *line)'),
    freeMemory: lib.func('void FreeMemory()'),
    setMaxThreads: lib.func('void SetMaxThreads(int)'),
    solveAllChunksBin: lib.func(
      'int SolveAllChunksBin(dds_boards *bop, _Out_ dds_solvedBoards *solvedp, int chunkSize)',
    ),
  };
  void Boards;
  void SolvedBoards;
  void Deal;
  void FutureTricks;
  void TableDeal;
  void TableResults;
  void ParResults;
  void ParResultsDealer;
  // DDS's threads are process-wide: set by the main thread only (nativePool.ts sets them for its workers).
  if (isMainThread) fns.setMaxThreads(1);
  loaded = fns;
  return loaded;
}

let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  const libc = koffi.load('libc.so.6');
  const exitNow = libc.func('void _exit(int)');
  // Node prints an uncaught error only after the 'exit' event, which `_exit` ends: print it here
  // first, or a crash would be silent.
  let reported = false;
  process.on('uncaughtExceptionMonitor', (error) => {
    reported = true;
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  });
  process.on('exit', (code) => exitNow(typeof code === 'number' ? code : reported ? 1 : 0));
}

/** The DDS error text for a negative return code. */
function ddsError(fns: NativeFns, code: number): string {
  const buf = Buffer.alloc(80);
  fns.errorMessage(code, buf);
  return buf.toString('latin1').replace(/\0.*$/s, '');
}

/** Thrown when DDS refuses a position (a bug upstream: positions are validated before). */
export class NativeSolverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Cards of a deal as DDS's remainCards: [hand N E S W][suit ♠♥♦♣], rank r at bit r. */
function remainCards(deal: Deal): number[] {
  const out = new Array<number>(16).fill(0);
  SEATS.forEach((seat, h) => {
    for (let s = 0; s < 4; s++) out[h * 4 + DDS_SUIT_OF_CORE[s as 0 | 1 | 2 | 3]] = deal[seat][s]! << 2;
  });
  return out;
}

function cardsFromEquals(suit: (typeof CORE_SUIT_OF_DDS)[number], mask: number): Card[] {
  const out: Card[] = [];
  for (let r = 14; r >= 2; r--) if (mask & (1 << r)) out.push(makeCard(suit, r as Rank));
  return out;
}

/** Whether the native library can be loaded here (and loads it). */
export function isNativeSolverAvailable(): boolean {
  return loadLibrary() !== undefined;
}

/** DDS's own par output, for cross-checking the TypeScript par (`par.ts`). */
export interface NativePar {
  /** Sides par: [NS view, EW view] scores like 'NS 620' and contract strings like 'NS:NS 4S'. */
  readonly sides: readonly [{ score: string; contracts: string }, { score: string; contracts: string }];
}

/** A position in DDS's `deal` struct: trump, leader, the trick so far (DDS's suit order), the hands. */
function ddsDeal(position: Position, strain: Strain): unknown {
  const trickSuit = [0, 0, 0];
  const trickRank = [0, 0, 0];
  position.trick.cards.forEach((c, i) => {
    trickSuit[i] = DDS_SUIT_OF_CORE[(['C', 'D', 'H', 'S'] as const).indexOf(suitOf(c) as 'C') as 0];
    trickRank[i] = rankOf(c);
  });
  return {
    trump: DDS_STRAIN[strain],
    first: SEATS.indexOf(position.trick.leader),
    currentTrickSuit: trickSuit,
    currentTrickRank: trickRank,
    remainCards: remainCards(position.deal),
  };
}

/** DDS's futureTricks, as koffi decodes it. */
interface Future {
  readonly nodes: number;
  readonly cards: number;
  readonly suit: number[];
  readonly rank: number[];
  readonly equals: number[];
  readonly score: number[];
}

/** A solve's result from DDS's futureTricks (every card's score when `cards`). */
function fromFuture(f: Future, cards: boolean): SolveResult {
  const result: { tricks: number; nodes: number; trickNodes: number; cards?: CardScore[] } = {
    tricks: f.score[0]!,
    nodes: f.nodes,
    trickNodes: f.nodes,
  };
  if (cards) {
    result.cards = [];
    for (let i = 0; i < f.cards; i++) {
      const suit = CORE_SUIT_OF_DDS[f.suit[i]!]!;
      result.cards.push({
        card: makeCard(suit, f.rank[i]! as Rank),
        equals: cardsFromEquals(suit, f.equals[i]!),
        tricks: f.score[i]!,
      });
    }
  }
  return result;
}

/** DDS's threads now (SetMaxThreads): 1 for single solves, one per core once a batch has run. */
let threads = 1;

/** The DDS thread (its memory and tables) this JavaScript thread solves on: 0, or a pool worker's own. */
let ownThread = 0;

/**
 * Makes DDS keep `count` threads' memory, so that several JavaScript threads can solve at once, each
 * on its own index (nativePool.ts). Main thread only; never while a solve runs.
 */
export function setNativeThreads(count: number): void {
  const fns = loadLibrary();
  if (!fns || !isMainThread) return;
  fns.setMaxThreads(count);
  threads = count;
}

/** The DDS thread index this worker thread solves on (nativePool.ts gives each worker its own). */
export function solveOnNativeThread(index: number): void {
  ownThread = index;
}

/** Loads DDS and returns a backend, or a coded error when the library is missing. */
export function loadNativeSolver(): Result<
  SolverBackend & {
    freshTest: (position: Position, strain: Strain, target: number) => { makes: boolean; nodes: number };
    nativePar: (table: DDTable, vul: number) => NativePar;
    nativeDealerPar: (table: DDTable, dealer: Seat, vul: number) => { score: number; contracts: string[] };
  }
> {
  const fns = loadLibrary();
  if (!fns) return err('solver/native-unavailable', loadError ?? 'DDS is not available');

  const tableToDds = (table: DDTable): { resTable: number[] } => {
    const resTable = new Array<number>(20).fill(0);
    for (const strain of STRAINS) {
      SEATS.forEach((seat, h) => {
        resTable[DDS_STRAIN[strain] * 4 + h] = table[seat][strain];
      });
    }
    return { resTable };
  };
  const text = (bytes: number[], off: number, n: number): string => {
    let s = '';
    for (let i = off; i < off + n && bytes[i]; i++) s += String.fromCharCode(bytes[i]!);
    return s;
  };

  return ok({
    name: 'dds' as const,
    solve(position: Position, strain: Strain, options: SolveOptions = {}): SolveResult {
      const dl = ddsDeal(position, strain);
      const fut = {} as Record<string, never>;
      const target = options.target;
      if (target !== undefined) {
        // DDS answers a target above the tricks left with an error and a dump file: checked here.
        const mover = SEATS.indexOf(position.trick.leader) + position.trick.cards.length;
        const left = position.deal[SEATS[mover % 4]!].reduce((n, h) => n + holdingLength(h), 0);
        if (!Number.isInteger(target) || target < 1 || target > left || options.cards)
          throw new NativeSolverError('solver/bad-target', `target ${target} is not 1 to ${left} tricks`);
        const rc = fns.solveBoard(dl, target, 1, 1, fut, ownThread);
        if (rc !== 1)
          throw new NativeSolverError('solver/native-error', `DDS SolveBoard: ${ddsError(fns, rc)} (${rc})`);
        const f = fut as unknown as { nodes: number; score: number[] };
        return { tricks: f.score[0]! >= target ? target : target - 1, nodes: f.nodes, trickNodes: f.nodes };
      }
      const rc = fns.solveBoard(dl, -1, options.cards ? 3 : 1, 1, fut, ownThread);
      if (rc !== 1) throw new NativeSolverError('solver/native-error', `DDS SolveBoard: ${ddsError(fns, rc)} (${rc})`);
      return fromFuture(fut as unknown as Future, options.cards === true);
    },
    solveAll(
      positions: readonly Position[],
      strain: Strain,
      options: { readonly cards?: boolean } = {},
    ): SolveResult[] {
      if (positions.length === 0) return [];
      if (positions.length > DDS_MAX_BOARDS)
        throw new NativeSolverError('solver/bad-batch', `at most ${DDS_MAX_BOARDS} positions at once`);
      if (threads < 2) {
        fns.setMaxThreads(0); // one thread per core
        threads = 2;
      }
      const n = positions.length;
      const deals = positions.map((p) => ddsDeal(p, strain));
      const empty = deals[0];
      const fill = <T>(v: T): T[] => new Array<T>(DDS_MAX_BOARDS).fill(v);
      const boards = {
        noOfBoards: n,
        deals: [...deals, ...fill(empty).slice(n)],
        target: fill(-1),
        solutions: fill(options.cards ? 3 : 1),
        mode: fill(1),
      };
      const solved = {} as Record<string, never>;
      const rc = fns.solveAllChunksBin(boards, solved, 1);
      if (rc !== 1)
        throw new NativeSolverError('solver/native-error', `DDS SolveAllChunksBin: ${ddsError(fns, rc)} (${rc})`);
      const out = (solved as unknown as { solvedBoard: Future[] }).solvedBoard;
      return out.slice(0, n).map((f) => fromFuture(f, options.cards === true));
    },
    freshTest(position: Position, strain: Strain, target: number): { makes: boolean; nodes: number } {
      // DDS answers a target above the tricks left with an error and a dump file: checked here.
      const mover = SEATS.indexOf(position.trick.leader) + position.trick.cards.length;
      const left = position.deal[SEATS[mover % 4]!].reduce((n, h) => n + holdingLength(h), 0);
      if (!Number.isInteger(target) || target < 0 || target > left)
        throw new NativeSolverError('solver/bad-target', `target ${target} is not 0 to ${left} tricks`);
      if (target === 0) return { makes: true, nodes: 0 };
      // Freed memory: DDS keeps its transposition table between calls on related deals.
      fns.freeMemory();
      fns.setMaxThreads(1);
      threads = 1;
      const fut = {} as Record<string, never>;
      const rc = fns.solveBoard(ddsDeal(position, strain), target, 1, 1, fut, ownThread);
      if (rc !== 1) throw new NativeSolverError('solver/native-error', `DDS SolveBoard: ${ddsError(fns, rc)} (${rc})`);
      const f = fut as unknown as { nodes: number; score: number[] };
      return { makes: f.score[0]! >= target, nodes: f.nodes };
    },
    table(deal: Deal): DDTable {
      const res = {} as Record<string, never>;
      const rc = fns.calcDDtable({ cards: remainCards(deal) }, res);
      if (rc !== 1) throw new NativeSolverError('solver/native-error', `DDS CalcDDtable: ${ddsError(fns, rc)} (${rc})`);
      const t = (res as unknown as { resTable: number[] }).resTable;
      const out = {} as Record<Seat, Record<Strain, number>>;
      SEATS.forEach((seat, h) => {
        out[seat] = {} as Record<Strain, number>;
        for (const strain of STRAINS) out[seat][strain] = t[DDS_STRAIN[strain] * 4 + h]!;
      });
      return out;
    },
    nativePar(table: DDTable, vul: number): NativePar {
      const out = {} as Record<string, never>;
      const rc = fns.par(tableToDds(table), out, vul);
      if (rc !== 1) throw new NativeSolverError('solver/native-error', `DDS Par: ${ddsError(fns, rc)} (${rc})`);
      const p = out as unknown as { parScore: number[]; parContractsString: number[] };
      return {
        sides: [
          { score: text(p.parScore, 0, 16), contracts: text(p.parContractsString, 0, 128) },
          { score: text(p.parScore, 16, 16), contracts: text(p.parContractsString, 128, 128) },
        ],
      };
    },
    nativeDealerPar(table: DDTable, dealer: Seat, vul: number) {
      const out = {} as Record<string, never>;
      const rc = fns.dealerPar(tableToDds(table), out, SEATS.indexOf(dealer), vul);
      if (rc !== 1) throw new NativeSolverError('solver/native-error', `DDS DealerPar: ${ddsError(fns, rc)} (${rc})`);
      const p = out as unknown as { number: number; score: number; contracts: number[] };
      return { score: p.score, contracts: Array.from({ length: p.number }, (_, i) => text(p.contracts, i * 10, 10)) };
    },
  });
}
