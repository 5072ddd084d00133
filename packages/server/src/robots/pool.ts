/**
 * A pool of robot workers and the `SeatAgent`s that ask them. A table's robots always go to the
 * same worker (their memory of the deal lives there). Each worker thinks about one decision at a
 * time, taken from a queue that takes turns between tables (`FairQueue`), and each decision gets
 * the budget split between the tables asking (`shareOf`): one table's robots cannot delay another
 * table's decision by more than about one budget (issue 21, finding 3).
 *
 * ```ts
 * const pool = new RobotPool({ threads: 1, timeBudgetMs: 500 });   // native DDS when libdds loads
 * const agent = pool.agentFor(table.id, 'E', { allowMisclickUndo: false, strength: 'club', system: 'polish' });
 * const command = await agent.onView(view); // thought out off the main thread
 * await pool.close();
 * ```
 * Workers are child processes running native DDS when it is installed (`solver: 'auto'`, the
 * fastest solver: double-dummy from the first trick on), worker threads with the TypeScript
 * solver otherwise. The robots play issue 25's card play (`sampled`: double dummy from the first
 * trick, leads by the rules checked by simulation, signals); `playPolicy: 'baseline'` keeps issue
 * 8's. A decision that is superseded while a robot thinks (a claim made during the opening lead's
 * simulation) is answered once the worker is free: the driver acts on the latest view.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Card, Seat, TableCommand, TableView } from '@biritch/core';
import type { AlertRegulation, PlayPolicy, RobotStrength, SystemName } from '@biritch/robots';
import { isNativeSolverAvailable } from '@biritch/solver/native';
import type { LeadReasons } from '../table/robotLead.js';
import type { SeatAgent } from './driver.js';
import { FairQueue, shareOf } from './fairQueue.js';
import type { RobotEngine, RobotRequest, RobotResponse } from './worker.js';

/** Options of the pool. */
export interface RobotPoolOptions {
  /** Workers (default 1). */
  readonly threads?: number;
  /** Each decision's time budget in ms (default 500: robots answer within a second). */
  readonly timeBudgetMs?: number;
  /** `auto` (default): native DDS in child processes when libdds loads, else `ts` in worker threads. */
  readonly solver?: 'auto' | 'dds' | 'ts';
  /** The card play (default `sampled`, issue 25's; `baseline` is issue 8's). */
  readonly playPolicy?: PlayPolicy;
}

/** What a table asks of its robots. */
export interface RobotAgentOptions {
  readonly allowMisclickUndo: boolean;
  /** The table's robot strength (`beginner`, `club`, `expert`); default: the pool's budget, 24 layouts. */
  readonly strength?: RobotStrength | undefined;
  /** The bidding system of the seat's side (default `sayc`). */
  readonly system?: SystemName | undefined;
  /** The other side's bidding system (default: the seat's side's), for reading their calls in the play. */
  readonly opponentsSystem?: SystemName | undefined;
  /** The table's alert regulation (default `acbl`). */
  readonly alertRegulation?: AlertRegulation | undefined;
  /** Told the robot's reasons for an opening lead it answers with (the table keeps them for after the deal). */
  readonly onLead?: ((card: Card, reasons: LeadReasons) => void) | undefined;
}

/** A worker behind the pool: a thread or a child process. */
interface Channel {
  post(msg: RobotRequest): void;
  terminate(): Promise<unknown>;
}

interface Job {
  readonly make: (id: number, shareMs: number) => RobotRequest;
  /** Told the robot's reasons when its answer is an opening lead. */
  readonly onLead?: ((card: Card, reasons: LeadReasons) => void) | undefined;
  readonly resolve: (c: TableCommand | null) => void;
  readonly reject: (e: Error) => void;
}

interface Slot {
  worker: Channel | null;
  /** The solver its worker said it runs (once started). */
  engine: RobotEngine | null;
  /** The decision being thought about (one at a time, so the queue decides the order). */
  current: { readonly id: number; readonly job: Job } | null;
  readonly queue: FairQueue<Job>;
}

/** The least share of the budget a decision gets, however many tables ask (ms). */
const MIN_SHARE_MS = 25;

// The worker runs TypeScript from source like the rest of the server: tsx is registered inside it.
const WORKER_URL = new URL('./worker.ts', import.meta.url).href;
// tsx's ESM build of its API (the `import` condition of `tsx/esm/api`), found next to the CommonJS one.
const TSX_API_URL = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const bootstrap = (): string =>
  `import(${JSON.stringify(TSX_API_URL)}).then((m) => { m.register(); return import(${JSON.stringify(WORKER_URL)}); })`;
// A child process loads tsx with `--import` (its loader registers the TypeScript hooks).
const TSX_LOADER_URL = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Robot worker threads. */
export class RobotPool {
  private readonly slots: Slot[];
  private nextId = 1;
  private closed = false;
  private readonly timeBudgetMs: number;
  private readonly playPolicy: PlayPolicy;
  /** When each table last asked (to count the tables sharing the robots' time). */
  private readonly lastAsked = new Map<string, number>();
  private readonly wantedSolver: 'auto' | 'dds' | 'ts';
  private resolvedSolver: 'dds' | 'ts' | null = null;

  constructor(options: RobotPoolOptions = {}) {
    const threads = Math.max(1, options.threads ?? 1);
    this.slots = Array.from({ length: threads }, () => ({
      worker: null,
      engine: null,
      current: null,
      queue: new FairQueue<Job>(),
    }));
    this.timeBudgetMs = options.timeBudgetMs ?? 500;
    this.playPolicy = options.playPolicy ?? 'sampled';
    this.wantedSolver = options.solver ?? 'auto';
  }

  /** The solver the workers run: `dds` (child processes) or `ts` (threads), decided when first asked. */
  get solver(): 'dds' | 'ts' {
    // Not at construction: a server whose robots never play does not load libdds for them.
    const wanted = this.wantedSolver;
    this.resolvedSolver ??= wanted === 'ts' || (wanted === 'auto' && !isNativeSolverAvailable()) ? 'ts' : 'dds';
    return this.resolvedSolver;
  }

  /** The solvers the started workers run (`dds-pool`: native DDS whose solves stop at their budget). */
  engines(): RobotEngine[] {
    return this.slots.flatMap((s) => (s.engine ? [s.engine] : []));
  }

  /** A robot agent for a seat of a table. */
  agentFor(tableId: string, seat: Seat, options: RobotAgentOptions): SeatAgent & { forget(): void } {
    const key = `${tableId}:${seat}`;
    const slot = this.slots[hash(tableId) % this.slots.length]!;
    // The worker starts as soon as a table seats a robot, not on its first decision: a child process
    // loading tsx and libdds took about a second, which the first robot decision of a server paid.
    if (!slot.worker && !this.closed) this.start(slot);
    const settings = {
      allowMisclickUndo: options.allowMisclickUndo,
      timeBudgetMs: this.timeBudgetMs,
      ...(options.strength ? { strength: options.strength } : {}),
      ...(options.system ? { system: options.system } : {}),
      ...(options.opponentsSystem ? { opponentsSystem: options.opponentsSystem } : {}),
      ...(options.alertRegulation ? { alertRegulation: options.alertRegulation } : {}),
      playPolicy: this.playPolicy,
    };
    return {
      onView: (view: TableView) =>
        this.ask(
          slot,
          tableId,
          (id, shareMs) => ({ kind: 'view', id, key, seat, options: settings, shareMs, view }),
          options.onLead,
        ),
      forget: () => slot.worker?.post({ kind: 'forget', key } satisfies RobotRequest),
    };
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    this.closed = true;
    for (const slot of this.slots) {
      for (let x = slot.queue.shift(); x; x = slot.queue.shift()) x.item.resolve(null);
    }
    await Promise.all(this.slots.map((s) => s.worker?.terminate()));
  }

  private ask(slot: Slot, tableId: string, make: Job['make'], onLead?: Job['onLead']): Promise<TableCommand | null> {
    if (this.closed) return Promise.resolve(null);
    this.lastAsked.set(tableId, performance.now());
    return new Promise((resolve, reject) => {
      slot.queue.push(tableId, { make, resolve, reject, onLead });
      this.pump(slot);
    });
  }

  /** Sends the next decision to an idle worker, with its share of the budget. */
  private pump(slot: Slot): void {
    if (slot.current || this.closed) return;
    const next = slot.queue.shift();
    if (!next) return;
    const worker = slot.worker ?? this.start(slot);
    const id = this.nextId++;
    slot.current = { id, job: next.item };
    worker.post(next.item.make(id, shareOf(this.timeBudgetMs, this.tablesAsking(), MIN_SHARE_MS)));
  }

  /** Tables that asked within the last two budgets (they share the robots' time). */
  private tablesAsking(): number {
    const since = performance.now() - 2 * this.timeBudgetMs;
    for (const [table, at] of this.lastAsked) if (at < since) this.lastAsked.delete(table);
    return this.lastAsked.size;
  }

  private start(slot: Slot): Channel {
    const onMessage = (r: RobotResponse): void => {
      if ('ready' in r) {
        slot.engine = r.ready;
        return;
      }
      const current = slot.current;
      if (!current || current.id !== r.id) return;
      slot.current = null;
      if ('error' in r) current.job.reject(new Error(r.error));
      else {
        if (r.lead && r.command?.type === 'play') current.job.onLead?.(r.command.card, r.lead);
        current.job.resolve(r.command);
      }
      this.pump(slot);
    };
    let channel: Channel;
    const fail = (e: Error): void => {
      if (slot.worker !== channel) return;
      slot.worker = null;
      // The decision in hand fails; those waiting go to a new worker.
      const current = slot.current;
      slot.current = null;
      current?.job.reject(e);
      this.pump(slot);
    };
    if (this.solver === 'dds') {
      const child: ChildProcess = fork(fileURLToPath(WORKER_URL), ['dds'], {
        execArgv: ['--import', TSX_LOADER_URL],
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      // The server may end while a robot thinks; the child ends on the IPC channel's disconnect.
      child.unref();
      child.channel?.unref();
      child.on('message', (m) => onMessage(m as RobotResponse));
      child.on('error', fail);
      child.on('exit', (code, signal) => fail(new Error(`robot process exited with ${signal ?? code}`)));
      channel = {
        post: (msg) => void child.send(msg),
        terminate: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill();
          }),
      };
    } else {
      const worker = new Worker(bootstrap(), { eval: true });
      worker.unref();
      worker.on('message', onMessage);
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`robot worker exited with code ${code}`)));
      channel = { post: (msg) => worker.postMessage(msg), terminate: () => worker.terminate() };
    }
    slot.worker = channel;
    return channel;
  }
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
