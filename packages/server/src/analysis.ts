/**
 * Double-dummy analysis of every finished deal: the full table (5 strains × 4 declarers) and par,
 * computed as a background job by whichever process claims it (issue 27; `jobs/runner.ts`), kept in
 * the store (SQLite, or PostgreSQL shared by every process), and sent to the table's clients.
 *
 * ```ts
 * const analysis = AnalysisService.open({ store, backend: 'auto', budgetMs: 60_000, wake: () => runner.wake() });
 * const runner = new JobRunner({ store, worker: () => node.incarnation, handlers: [analysis.handler], leaseMs });
 * const detach = analysis.attach(table);            // queues a job when a deal of the table ends
 * const unfollow = analysis.follow(table, (frame) => socket.send(frame));
 * // after the deal has ended: {"type":"analysis","deal":1,"board":1,"status":"ready","table":{…},"par":{…}}
 * ```
 * Hidden information: the job names only the table and the deal (`analysis:<table>.<deal>`); the
 * process that runs it reads the table's log from the store and takes the hands from core's
 * *spectator* view at that deal's end, which holds them only once the deal has ended — a deal not
 * yet over is never solved, stored or sent. Solving runs in @biritch/solver's batch workers —
 * native DDS in a child process when libdds is installed, otherwise the TypeScript engine in a
 * worker thread with a time budget — never on the event loop, one batch of waiting deals at a
 * time per process. The result is written with the job's completion (`deal_analysis`), only if
 * the claim still holds, so each deal is analysed once however many processes there are; one cut
 * off by a crash or a restart is claimed again once its claim lapses. The process serving the table sends it to
 * its clients: at once when it ran the job itself, else when it finds it in the store (polled).
 */
import { err, handFromCards, type Card, type Deal, type Result, type Seat, type TableView } from '@biritch/core';
import type { ServerMessage, TableInfo } from '@biritch/protocol';
import { dealerPar, type DDTable } from '@biritch/solver';
import { solveTables } from '@biritch/solver/batch';
import { isNativeSolverAvailable } from '@biritch/solver/native';
import { dealsOfLog, endedView } from './accounts/history.js';
import type { JobHandler } from './jobs/runner.js';
import type { JobClaim, JobOutput, StoredAnalysis, TableStore } from './store/types.js';
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
  /** The solver (tests). */
  readonly solve?: SolveTablesFn;
}

/** What the service needs from the server. */
export interface AnalysisDeps extends AnalysisOptions {
  /** Where jobs are queued and analyses kept (every process of a cluster shares it). */
  readonly store: TableStore;
  /** Tells this process's job runner a job was just queued (so it need not wait for its next poll). */
  readonly wake?: (() => void) | undefined;
  /** How often analyses awaited by this process's clients are looked for in the store (ms, default 1000). */
  readonly pollMs?: number | undefined;
  readonly log?: (level: 'warn' | 'error', message: string) => void;
}

/** A deal's analysis as stored and sent. */
type Analysis = StoredAnalysis;

/** The job kind of the analyses. */
export const ANALYSIS_JOB = 'analysis';

/** The key of a deal's analysis job: one job per deal, however often it is queued. */
export const analysisJobKey = (tableId: string, deal: number): string => `${ANALYSIS_JOB}:${tableId}.${deal}`;

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

/** Queues, computes, stores and delivers the double-dummy analysis of each finished deal. */
export class AnalysisService {
  private readonly followers = new Map<string, Set<(frame: string) => void>>();
  /** Deals whose analysis this process's clients wait for, by job key (looked for in the store). */
  private readonly awaited = new Map<string, { tableId: string; deal: number }>();
  /** The last deal of each table whose final analysis was sent to its followers here. */
  private readonly sent = new Map<string, number>();
  private readonly detachers = new Set<() => void>();
  /** The deal (`table/deal`) whose final analysis each follower was last sent. */
  private readonly gotFinal = new WeakMap<(frame: string) => void, string>();
  private readonly poller: ReturnType<typeof setInterval>;
  private polling = false;
  private closed = false;
  private resolvedBackend: 'dds' | 'ts' | null = null;

  /** The job handler for this process's runner: analyses one deal from the store's log. */
  readonly handler: JobHandler = {
    kind: ANALYSIS_JOB,
    // The deals waiting when the runner is free are solved in one call: one solver start-up.
    batch: 16,
    run: (claims) => this.run(claims),
    done: (_claim, output) => {
      if (output?.kind === ANALYSIS_JOB) this.arrived(output.tableId, output.deal, output.analysis);
    },
    gaveUp: (claim, error) => this.gaveUp(claim, error),
  };

  private constructor(private readonly deps: AnalysisDeps) {
    this.poller = setInterval(() => void this.poll(), deps.pollMs ?? 1000);
    this.poller.unref?.();
  }

  /** Opens the service on the store. */
  static open(deps: AnalysisDeps): AnalysisService {
    return new AnalysisService(deps);
  }

  /** Watches a table (as a spectator: only public hands) and queues each ended deal's job; returns the stop. */
  attach(table: TableAuthority): () => void {
    const check = async (current: TableInfo['current']): Promise<void> => {
      if (this.closed || !current?.ended || this.sent.get(table.id) === current.deal) return;
      const key = analysisJobKey(table.id, current.deal);
      if (this.awaited.has(key)) return;
      const stored = await this.load(table.id, current.deal);
      if (this.closed) return;
      if (stored) {
        this.arrived(table.id, current.deal, stored);
        return;
      }
      // The job names the deal only; whoever runs it reads the hands from the log, once public.
      if (!analysisJob(table.id, current.deal, table.viewFor('spectator'), table.settings.ruleSet)) return;
      this.awaited.set(key, { tableId: table.id, deal: current.deal });
      this.publish(table.id, pendingOf(current.deal, current.board));
      try {
        await this.deps.store.enqueueJob({
          key,
          kind: ANALYSIS_JOB,
          payload: { tableId: table.id, deal: current.deal },
        });
      } catch (e) {
        // Not queued (the store is down): the table's next rebuild asks again.
        this.awaited.delete(key);
        throw e;
      }
      this.deps.wake?.();
    };
    const checkNow = (current: TableInfo['current']): void => {
      check(current).catch((e: unknown) =>
        this.deps.log?.('warn', `table ${table.id}: the analysis could not be queued: ${messageOf(e)}`),
      );
    };
    // The table sends its info after a deal has ended (after that batch has gone to everyone),
    // so the analysis — even `pending` — always follows the dealEnded event on every socket.
    const unsubscribe = table.subscribe({
      viewer: 'spectator',
      robot: true,
      deliver: () => undefined,
      info: (_frame, info) => {
        if (info.current?.ended) setImmediate(() => checkNow(info.current));
      },
    });
    // A table rebuilt (after a restart, or on another process) whose last deal ended.
    setImmediate(() => checkNow(table.info().current));
    const detach = (): void => {
      unsubscribe();
      this.detachers.delete(detach);
      this.sent.delete(table.id);
      for (const [key, a] of this.awaited) if (a.tableId === table.id) this.awaited.delete(key);
    };
    this.detachers.add(detach);
    return detach;
  }

  /**
   * Sends a client the analysis of the table's current deal if it has ended (stored, or pending),
   * then every new one; returns the function that stops. Call it right after subscribing.
   */
  follow(table: TableAuthority, send: (frame: string) => void): () => void {
    let set = this.followers.get(table.id);
    if (!set) {
      set = new Set();
      this.followers.set(table.id, set);
    }
    set.add(send);
    const current = table.info().current;
    if (current?.ended) {
      const { deal, board } = current;
      this.load(table.id, deal).then(
        (stored) => {
          // Gone, or sent the final analysis meanwhile with every follower: nothing more to say.
          if (!set.has(send) || this.gotFinal.get(send) === `${table.id}/${deal}`) return;
          if (stored) this.gotFinal.set(send, `${table.id}/${deal}`);
          send(frameOf(stored ?? pendingOf(deal, board)));
        },
        (e: unknown) => this.deps.log?.('warn', `table ${table.id}: the analysis could not be read: ${messageOf(e)}`),
      );
    }
    return () => {
      set.delete(send);
      if (set.size === 0 && this.followers.get(table.id) === set) this.followers.delete(table.id);
    };
  }

  /** The stored analysis of a deal, if finished (from any process). */
  async load(tableId: string, deal: number): Promise<Analysis | null> {
    const [row] = await this.deps.store.loadAnalyses([{ tableId, deal }]);
    return row?.analysis ?? null;
  }

  /** Stops watching tables; a solve still running is dropped (its job is given back by the runner). */
  close(): void {
    this.closed = true;
    clearInterval(this.poller);
    for (const detach of [...this.detachers]) detach();
    this.followers.clear();
    this.awaited.clear();
  }

  // -------------------------------------------------------------------------------------------

  private backend(): 'dds' | 'ts' {
    if (this.resolvedBackend) return this.resolvedBackend;
    const asked = this.deps.backend ?? 'auto';
    this.resolvedBackend = asked === 'auto' ? (isNativeSolverAvailable() ? 'dds' : 'ts') : asked;
    return this.resolvedBackend;
  }

  /** A batch of jobs: each deal's hands from the spectator's view of the log at its end, solved together. */
  private async run(claims: readonly JobClaim[]): Promise<(JobOutput | Error)[]> {
    const prepared = await Promise.all(claims.map((c) => this.prepare(c).catch((e: unknown) => asError(e))));
    const jobs = prepared.filter((p): p is Job => !(p instanceof Error));
    const backend = this.backend();
    const solve = this.deps.solve ?? solveTables;
    const results =
      jobs.length === 0
        ? []
        : await solve(
            jobs.map((j) => j.hands),
            { backend, threads: 1, budget: { timeMs: this.deps.budgetMs ?? 60_000 } },
          );
    return prepared.map((job) => {
      if (job instanceof Error) return job;
      const r = results[jobs.indexOf(job)] ?? err('analysis/failed', 'no answer from the solver');
      if (!r.ok)
        this.deps.log?.(
          'warn',
          `table ${job.tableId} deal ${job.deal}: no double-dummy analysis: ${r.error.code} ${r.error.message}`,
        );
      const analysis: Analysis = r.ok
        ? analysisFromTable(job, backend, r.value)
        : {
            deal: job.deal,
            board: job.board,
            status: 'unavailable',
            backend,
            table: null,
            par: null,
            code: r.error.code,
          };
      return { kind: ANALYSIS_JOB, tableId: job.tableId, deal: job.deal, analysis };
    });
  }

  /** The deal a job names, read from the store's log as a spectator sees it at the deal's end. */
  private async prepare(claim: JobClaim): Promise<Job> {
    const { tableId, deal } = payloadOf(claim);
    const record = await this.deps.store.getTable(tableId);
    if (!record) throw new Error(`table ${tableId} is not in the store`);
    const events = await this.deps.store.loadEvents(tableId);
    const logged = dealsOfLog(events, record.settings).find((d) => d.deal === deal);
    // Secrecy: a deal not over has no public hands; the job fails rather than solve anything.
    const job =
      logged && logged.endSeq !== null
        ? analysisJob(tableId, deal, endedView(events, record.settings, logged), record.settings.ruleSet)
        : null;
    if (!job) throw new Error(`${NOT_OVER} table ${tableId} deal ${deal} has not ended`);
    return job;
  }

  /** The last attempt failed: the deal's analysis is `unavailable` (unless one is stored already). */
  private async gaveUp(claim: JobClaim, error: string): Promise<void> {
    if (error.startsWith(NOT_OVER)) return;
    const { tableId, deal } = payloadOf(claim);
    const record = await this.deps.store.getTable(tableId);
    if (!record) return;
    const events = await this.deps.store.loadEvents(tableId);
    const logged = dealsOfLog(events, record.settings).find((d) => d.deal === deal);
    if (!logged || logged.endSeq === null) return;
    const analysis: Analysis = {
      deal,
      board: logged.board,
      status: 'unavailable',
      backend: null,
      table: null,
      par: null,
      code: 'analysis/failed',
    };
    if (await this.deps.store.saveAnalysis(tableId, deal, analysis)) this.arrived(tableId, deal, analysis);
  }

  /** An analysis is in the store: send it to this process's followers of the table. */
  private arrived(tableId: string, deal: number, analysis: Analysis): void {
    this.awaited.delete(analysisJobKey(tableId, deal));
    if (this.closed || this.sent.get(tableId) === deal) return;
    this.sent.set(tableId, deal);
    this.publish(tableId, analysis);
  }

  /** Looks in the store for the analyses this process's clients wait for (another process may have made them). */
  private async poll(): Promise<void> {
    if (this.polling || this.closed || this.awaited.size === 0) return;
    this.polling = true;
    try {
      for (const found of await this.deps.store.loadAnalyses([...this.awaited.values()]))
        this.arrived(found.tableId, found.deal, found.analysis);
    } catch (e) {
      this.deps.log?.('warn', `the awaited analyses could not be read: ${messageOf(e)}`);
    } finally {
      this.polling = false;
    }
  }

  private publish(tableId: string, analysis: Analysis): void {
    const set = this.followers.get(tableId);
    if (!set) return;
    const frame = frameOf(analysis);
    for (const send of [...set]) {
      if (analysis.status !== 'pending') this.gotFinal.set(send, `${tableId}/${analysis.deal}`);
      send(frame);
    }
  }
}

/** How a job for a deal not yet over fails (secrecy: nothing is solved); never shown to a client. */
const NOT_OVER = 'not over:';

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

/** The table and deal a job names (its payload, as queued by `attach`). */
function payloadOf(claim: JobClaim): { tableId: string; deal: number } {
  const p = claim.payload as { tableId?: unknown; deal?: unknown } | null;
  if (typeof p?.tableId !== 'string' || typeof p.deal !== 'number' || !Number.isInteger(p.deal))
    throw new Error(`${claim.key} does not name a table and a deal`);
  return { tableId: p.tableId, deal: p.deal };
}

const pendingOf = (deal: number, board: number): Analysis => ({
  deal,
  board,
  status: 'pending',
  backend: null,
  table: null,
  par: null,
});

const frameOf = (a: Analysis): string => JSON.stringify({ type: 'analysis', ...a } satisfies ServerMessage);
