/**
 * Double-dummy analysis of every finished deal: the full table (5 strains × 4 declarers) and par,
 * computed off the tables' queues, kept in SQLite, and sent to the table's clients.
 *
 * ```ts
 * const analysis = AnalysisService.open({ dataDir, backend: 'auto', budgetMs: 60_000 });
 * const detach = analysis.attach(table);            // watches the table as a spectator would
 * const unfollow = analysis.follow(table, (frame) => socket.send(frame));
 * // after the deal has ended: {"type":"analysis","deal":1,"board":1,"status":"ready","table":{…},"par":{…}}
 * ```
 * Hidden information: the deal is read from the spectator's view, which core fills in only once
 * the deal has ended, so nothing can be analysed (or sent) before every hand is public. Solving
 * runs in @biritch/solver's batch workers — native DDS in a child process when libdds is
 * installed, otherwise the TypeScript engine in a worker thread with a time budget — never on
 * the event loop. A finished analysis is stored (table `deal_analysis` next to the event log);
 * one still running at a restart is computed again when the table is rebuilt.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { err, handFromCards, type Card, type Deal, type Result, type Seat, type TableView } from '@biritch/core';
import type { AnalysisMessage, ServerMessage, TableInfo } from '@biritch/protocol';
import { dealerPar, type DDTable } from '@biritch/solver';
import { solveTables } from '@biritch/solver/batch';
import { isNativeSolverAvailable } from '@biritch/solver/native';
import { SQLITE_FILE, WAL_LIMIT_BYTES } from './store/sqliteStore.js';
import type { TableAuthority } from './table/authority.js';

/** Which solver analyses deals: native DDS, the TypeScript engine, or DDS when installed (`auto`). */
export type AnalysisBackend = 'auto' | 'dds' | 'ts';

/** The solver call (default: @biritch/solver/batch's `solveTables`); replaceable for tests. */
export type SolveTablesFn = (
  deals: readonly Deal[],
  options: { backend: 'dds' | 'ts'; threads: number; budget: { timeMs: number } },
) => Promise<Result<DDTable>[]>;

/** Options of the analysis service. */
export interface AnalysisOptions {
  /** Default `auto`: native DDS when libdds loads, else the TypeScript engine. */
  readonly backend?: AnalysisBackend;
  /** Wall-clock budget per deal in ms (default 60 000); beyond it the analysis is `unavailable`. */
  readonly budgetMs?: number;
  /** Deals waiting beyond this are answered `analysis/busy` at once (default 32). */
  readonly maxWaiting?: number;
  /** The solver (tests). */
  readonly solve?: SolveTablesFn;
}

/** What the service needs from the server. */
export interface AnalysisDeps extends AnalysisOptions {
  /** Where `biritch.sqlite` lives (the analyses are a table of their own in it). */
  readonly dataDir: string;
  readonly log?: (level: 'warn' | 'error', message: string) => void;
}

/** A deal's analysis as stored and sent. */
type Analysis = Omit<AnalysisMessage, 'type'>;

/** One deal to analyse. */
export interface Job {
  readonly tableId: string;
  readonly deal: number;
  readonly board: number;
  readonly hands: Deal;
  readonly dealer: Seat;
  /** The vulnerability the deal is scored with (par is computed with it). */
  readonly vulnerability: 'none' | 'NS' | 'EW' | 'both';
  readonly par: boolean;
}

/**
 * The job for an ended deal from the spectator's view, or null while its hands are not all public.
 * Par uses the vulnerability the deal is scored with, `scoredVulnerability`: the board's, but
 * `both` at Four at One Table (docs/variants.md, Scoring 1), where it differs from the board's.
 */
export function analysisJob(
  tableId: string,
  deal: number,
  view: Pick<TableView, 'phase' | 'deal' | 'board' | 'dealer' | 'scoredVulnerability'>,
  ruleSet: string,
): Job | null {
  if (
    view.phase !== 'ended' ||
    !view.deal ||
    view.board === null ||
    view.dealer === null ||
    view.scoredVulnerability === null
  )
    return null;
  return {
    tableId,
    deal,
    board: view.board,
    hands: dealFromCards(view.deal),
    dealer: view.dealer,
    vulnerability: view.scoredVulnerability,
    par: ruleSet === 'standard',
  };
}

/** The four hands of an ended deal's view as core's `Deal` (holdings by suit). */
export const dealFromCards = (cards: Readonly<Record<Seat, readonly Card[]>>): Deal => ({
  N: handFromCards(cards.N),
  E: handFromCards(cards.E),
  S: handFromCards(cards.S),
  W: handFromCards(cards.W),
});

/** The analysis message for a finished deal, from a double-dummy table (par for standard bridge only). */
export function analysisFromTable(
  job: Pick<Job, 'deal' | 'board' | 'dealer' | 'vulnerability' | 'par'>,
  backend: 'dds' | 'ts',
  table: DDTable,
): Analysis {
  const par = job.par ? dealerPar(table, job.dealer, job.vulnerability) : null;
  return {
    deal: job.deal,
    board: job.board,
    status: 'ready',
    backend,
    table,
    par: par
      ? { score: par.score, contracts: par.contracts.map((c) => ({ ...c, declarers: [...c.declarers] })) }
      : null,
  };
}

/** Computes, stores and delivers the double-dummy analysis of each finished deal. */
export class AnalysisService {
  private readonly db: Database.Database;
  private readonly followers = new Map<string, Set<(frame: string) => void>>();
  private readonly pending = new Map<string, Job>();
  private readonly waiting: Job[] = [];
  private readonly detachers = new Set<() => void>();
  private running = false;
  private closed = false;
  private resolvedBackend: 'dds' | 'ts' | null = null;

  private constructor(private readonly deps: AnalysisDeps) {
    mkdirSync(deps.dataDir, { recursive: true });
    this.db = new Database(join(deps.dataDir, SQLITE_FILE), { timeout: 5000 });
    this.db.pragma('journal_mode = WAL');
    // Whichever connection resets the log cuts it back to the bound (issue 21, finding 9).
    this.db.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);
    this.db.exec(`CREATE TABLE IF NOT EXISTS deal_analysis (
      table_id TEXT NOT NULL, deal INTEGER NOT NULL, analysis TEXT NOT NULL, PRIMARY KEY (table_id, deal))`);
  }

  /** Opens the service on the data directory's SQLite file. */
  static open(deps: AnalysisDeps): AnalysisService {
    return new AnalysisService(deps);
  }

  /** Watches a table (as a spectator, so only public hands); returns the function that stops. */
  attach(table: TableAuthority): () => void {
    const check = (current: TableInfo['current']): void => {
      if (this.closed || !current?.ended) return;
      const key = `${table.id}/${current.deal}`;
      if (this.pending.has(key) || this.load(table.id, current.deal)) return;
      const job = analysisJob(table.id, current.deal, table.viewFor('spectator'), table.settings.ruleSet);
      if (job) this.enqueue(job);
    };
    // The table sends its info after a deal has ended (after that batch has gone to everyone),
    // so the analysis — even `pending` — always follows the dealEnded event on every socket.
    const unsubscribe = table.subscribe({
      viewer: 'spectator',
      robot: true,
      deliver: () => undefined,
      info: (_frame, info) => {
        if (info.current?.ended) setImmediate(() => check(info.current));
      },
    });
    // A table rebuilt after a restart whose last deal ended but was never analysed.
    setImmediate(() => check(table.info().current));
    const detach = (): void => {
      unsubscribe();
      this.detachers.delete(detach);
    };
    this.detachers.add(detach);
    return detach;
  }

  /**
   * Sends a client the analysis of the table's current deal if it has ended (stored, or pending),
   * then every new one; returns the function that stops. Call it right after subscribing.
   */
  follow(table: TableAuthority, send: (frame: string) => void): () => void {
    const current = table.info().current;
    if (current?.ended) {
      const known = this.load(table.id, current.deal) ?? this.pendingAnalysis(table.id, current.deal);
      if (known) send(frameOf(known));
    }
    let set = this.followers.get(table.id);
    if (!set) {
      set = new Set();
      this.followers.set(table.id, set);
    }
    set.add(send);
    return () => {
      set.delete(send);
      if (set.size === 0 && this.followers.get(table.id) === set) this.followers.delete(table.id);
    };
  }

  /** The stored analysis of a deal, if finished. */
  load(tableId: string, deal: number): Analysis | null {
    const row = this.db
      .prepare('SELECT analysis FROM deal_analysis WHERE table_id = ? AND deal = ?')
      .get(tableId, deal) as { analysis: string } | undefined;
    return row ? (JSON.parse(row.analysis) as Analysis) : null;
  }

  /** Stops watching tables and closes the database; solves still running are dropped. */
  close(): void {
    this.closed = true;
    for (const detach of [...this.detachers]) detach();
    this.followers.clear();
    this.db.close();
  }

  // -------------------------------------------------------------------------------------------

  private pendingAnalysis(tableId: string, deal: number): Analysis | null {
    const job = this.pending.get(`${tableId}/${deal}`);
    return job ? { deal: job.deal, board: job.board, status: 'pending', backend: null, table: null, par: null } : null;
  }

  private enqueue(job: Job): void {
    const key = `${job.tableId}/${job.deal}`;
    if (this.waiting.length >= (this.deps.maxWaiting ?? 32)) {
      this.finish(job, {
        deal: job.deal,
        board: job.board,
        status: 'unavailable',
        backend: null,
        table: null,
        par: null,
        code: 'analysis/busy',
      });
      return;
    }
    this.pending.set(key, job);
    this.waiting.push(job);
    this.publish(job.tableId, this.pendingAnalysis(job.tableId, job.deal)!);
    void this.drain();
  }

  private backend(): 'dds' | 'ts' {
    if (this.resolvedBackend) return this.resolvedBackend;
    const asked = this.deps.backend ?? 'auto';
    this.resolvedBackend = asked === 'auto' ? (isNativeSolverAvailable() ? 'dds' : 'ts') : asked;
    return this.resolvedBackend;
  }

  /** Solves the waiting deals in batches, one worker at a time (the machine is shared with play). */
  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.waiting.length > 0 && !this.closed) {
        const batch = this.waiting.splice(0, this.waiting.length);
        const backend = this.backend();
        const solve = this.deps.solve ?? solveTables;
        let results: Result<DDTable>[];
        try {
          results = await solve(
            batch.map((j) => j.hands),
            { backend, threads: 1, budget: { timeMs: this.deps.budgetMs ?? 60_000 } },
          );
        } catch (e) {
          results = batch.map(() => err('analysis/failed', e instanceof Error ? e.message : String(e)));
        }
        if (this.closed) return;
        batch.forEach((job, i) => {
          const r = results[i] ?? err('analysis/failed', 'no answer from the solver');
          if (!r.ok)
            this.deps.log?.(
              'warn',
              `table ${job.tableId} deal ${job.deal}: no double-dummy analysis: ${r.error.code} ${r.error.message}`,
            );
          this.finish(
            job,
            r.ok
              ? analysisFromTable(job, backend, r.value)
              : {
                  deal: job.deal,
                  board: job.board,
                  status: 'unavailable',
                  backend,
                  table: null,
                  par: null,
                  code: r.error.code,
                },
          );
        });
      }
    } finally {
      this.running = false;
    }
  }

  private finish(job: Job, analysis: Analysis): void {
    if (this.closed) return;
    this.pending.delete(`${job.tableId}/${job.deal}`);
    try {
      this.db
        .prepare('INSERT OR REPLACE INTO deal_analysis (table_id, deal, analysis) VALUES (?, ?, ?)')
        .run(job.tableId, job.deal, JSON.stringify(analysis));
    } catch (e) {
      // Not stored: it is still sent; after a restart the deal would be analysed again.
      this.deps.log?.(
        'error',
        `table ${job.tableId}: the analysis could not be stored: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    this.publish(job.tableId, analysis);
  }

  private publish(tableId: string, analysis: Analysis): void {
    const set = this.followers.get(tableId);
    if (!set) return;
    const frame = frameOf(analysis);
    for (const send of [...set]) send(frame);
  }
}

const frameOf = (a: Analysis): string => JSON.stringify({ type: 'analysis', ...a } satisfies ServerMessage);
