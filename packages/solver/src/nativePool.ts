/**
 * Native DDS whose solves can be given up: each solve runs in a worker thread on a DDS thread of
 * its own, and the calling thread waits for the answer at most the solve's budget — synchronously,
 * on a shared flag (`Atomics.wait`), so the robots' card play stays a plain function call.
 *
 * ```ts
 * const r = createNativePool({ workers: 2 });
 * const dds = r.ok ? r.value : createTsSolver();
 * trySolve(dds, position, 'NT', { cards: true, budget: { timeMs: 200 } }); // solver/budget-exceeded after 200 ms
 * await r.value.close();
 * ```
 * DDS cannot be interrupted, and one opening-lead layout in twenty takes it 0.4–1.4 s where the
 * others take 5–60 ms (issue 25): a robot that started such a solve near the end of its time used to
 * overrun or fall back to rules of thumb. Here the robot stops waiting at its budget and the next
 * layout goes to another worker while the slow one finishes (its answer is dropped). With every
 * worker busy on a solve given up, a solve waits for the first to end within its own budget.
 * `table` and `solveAll` run on the calling thread once every worker is idle (DDS's tables and
 * batches use all of its threads); `solveEach` hands several solves to the workers at once, one a
 * worker, within one budget (the bidding's thinking solves a layout's contracts side by side). Node only: import it as `@biritch/solver/native-pool`.
 */
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { err, ok, type Deal, type Result, type Strain } from '@biritch/core';
import { SolverError } from './errors.js';
import { loadNativeSolver, setNativeThreads } from './native.js';
import type { PoolReply, PoolRequest } from './nativePoolWorker.js';
import type { DDTable, Position, SolveBudget, SolveJob, SolveOptions, SolveResult, SolverBackend } from './types.js';

/** Options of `createNativePool`. */
export interface NativePoolOptions {
  /** Worker threads, each with its DDS thread (default 2: one given-up solve may run beside the next). */
  readonly workers?: number;
  /** How long to wait for the workers to load DDS (default 20 s). */
  readonly readyTimeoutMs?: number;
}

/** The pool: a solver backend whose solves stop at their budget, and a way to end its workers. */
export interface NativePool extends SolverBackend {
  /** Solves stop at their budget (the caller stops waiting; DDS finishes in its worker). */
  readonly abandonable: true;
  /** Several solves at once, one a worker, within one budget (`SolverBackend.solveEach`). */
  solveEach(jobs: readonly SolveJob[], budget?: SolveBudget): (SolveResult | null)[];
  /** Solves given up whose workers are still busy. */
  busy(): number;
  /** Ends the workers. */
  close(): Promise<void>;
}

interface Slot {
  readonly worker: Worker;
  readonly port: MessagePort;
  /** [0]: the last answered request's number; [1]: 1 once DDS is loaded. */
  readonly flag: Int32Array;
  /** The request given up and still running, if any. */
  pending: number | null;
  dead: boolean;
}

const ENTRY = fileURLToPath(new URL('./nativePoolEntry.mjs', import.meta.url));

/** Waits (blocking) until the slot has answered `seq` or `ms` pass; whether it answered. */
function waitFor(slot: Slot, seq: number, ms: number): boolean {
  const end = performance.now() + ms;
  for (;;) {
    const last = Atomics.load(slot.flag, 0);
    if (last === seq) return true;
    const left = end - performance.now();
    if (left <= 0 || slot.dead) return false;
    Atomics.wait(slot.flag, 0, last, left);
  }
}

/** The answer to `seq` from the slot's port (older answers, of solves given up, are dropped). */
function replyTo(slot: Slot, seq: number): PoolReply | null {
  for (;;) {
    const m = receiveMessageOnPort(slot.port);
    if (!m) return null;
    const reply = m.message as PoolReply;
    if (reply.seq === seq) return reply;
  }
}

/** Starts the workers and waits until each has loaded DDS; a coded error when DDS is missing. */
export function createNativePool(options: NativePoolOptions = {}): Result<NativePool> {
  const main = loadNativeSolver(); // on this thread first: it installs the exit hook (native.ts)
  if (!main.ok) return main;
  const count = Math.max(1, Math.min(8, options.workers ?? 2));
  setNativeThreads(count);
  const slots: Slot[] = [];
  for (let thread = 0; thread < count; thread++) {
    const { port1, port2 } = new MessageChannel();
    const flag = new Int32Array(new SharedArrayBuffer(8));
    const worker = new Worker(ENTRY, { workerData: { port: port2, flag, thread }, transferList: [port2] });
    worker.unref();
    const slot: Slot = { worker, port: port1, flag, pending: null, dead: false };
    const die = (): void => {
      slot.dead = true;
      Atomics.notify(flag, 0);
    };
    worker.on('error', die);
    worker.on('exit', die);
    slots.push(slot);
  }
  const readyBy = performance.now() + (options.readyTimeoutMs ?? 20_000);
  for (const s of slots) {
    while (Atomics.load(s.flag, 1) !== 1) {
      const left = readyBy - performance.now();
      if (left <= 0) {
        for (const x of slots) void x.worker.terminate();
        return err('solver/native-unavailable', 'the native pool workers did not start in time');
      }
      Atomics.wait(s.flag, 1, 0, Math.min(left, 50));
    }
  }
  let seq = 0;

  /** Frees the slots whose solves given up have ended. */
  const reap = (): void => {
    for (const s of slots) {
      if (s.pending !== null && Atomics.load(s.flag, 0) === s.pending) {
        replyTo(s, s.pending);
        s.pending = null;
      }
    }
  };

  /** A free slot, waiting up to `ms` for a busy one to end; null when none frees in time. */
  const freeSlot = (ms: number): Slot | null => {
    reap();
    const free = slots.find((s) => !s.dead && s.pending === null);
    if (free) return free;
    const busy = slots.filter((s) => !s.dead);
    if (busy.length === 0) return null;
    // Wait for the oldest solve given up (the lowest number), the likeliest to end first.
    const oldest = busy.reduce((a, b) => (a.pending! < b.pending! ? a : b));
    if (!waitFor(oldest, oldest.pending!, ms)) return null;
    reap();
    return oldest;
  };

  /** Blocks until every worker is idle (before DDS work on the calling thread). */
  const drain = (): void => {
    for (const s of slots) if (s.pending !== null && !s.dead) waitFor(s, s.pending, Number.POSITIVE_INFINITY);
    reap();
  };

  const pool: NativePool = {
    name: 'dds',
    abandonable: true,
    solve(position: Position, strain: Strain, opts: SolveOptions = {}): SolveResult {
      const budget: SolveBudget | undefined = opts.budget;
      const limit = budget?.timeMs ?? Number.POSITIVE_INFINITY;
      const start = performance.now();
      const slot = freeSlot(limit);
      if (!slot) {
        if (slots.every((s) => s.dead)) throw new SolverError('solver/bad-position', 'the native pool has no worker');
        throw new SolverError('solver/budget-exceeded', `every DDS worker is busy (${limit} ms)`);
      }
      const n = ++seq;
      const request: PoolRequest = { seq: n, position, strain, options: opts };
      slot.port.postMessage(request);
      if (!waitFor(slot, n, limit - (performance.now() - start))) {
        if (slot.dead) throw new SolverError('solver/bad-position', 'a DDS worker ended');
        slot.pending = n;
        throw new SolverError('solver/budget-exceeded', `DDS took longer than ${limit} ms: given up`);
      }
      const reply = replyTo(slot, n);
      if (!reply) throw new SolverError('solver/bad-position', 'a DDS worker answered nothing');
      if (reply.ok) return reply.value;
      if (reply.code === 'solver/bad-position' || reply.code === 'solver/bad-strain')
        throw new SolverError(reply.code, reply.message);
      throw new Error(`${reply.code}: ${reply.message}`);
    },
    solveEach(jobs: readonly SolveJob[], budget?: SolveBudget): (SolveResult | null)[] {
      const limit = budget?.timeMs ?? Number.POSITIVE_INFINITY;
      const start = performance.now();
      const left = (): number => limit - (performance.now() - start);
      const out: (SolveResult | null)[] = jobs.map(() => null);
      // The solves under way, oldest first: each on a worker of its own.
      const running: { slot: Slot; seq: number; index: number }[] = [];
      let next = 0;
      while (next < jobs.length || running.length > 0) {
        reap();
        for (const slot of slots) {
          if (next >= jobs.length) break;
          if (slot.dead || slot.pending !== null || running.some((r) => r.slot === slot)) continue;
          const job = jobs[next]!;
          const n = ++seq;
          const request: PoolRequest = {
            seq: n,
            position: job.position,
            strain: job.strain,
            options: job.options ?? {},
          };
          slot.port.postMessage(request);
          running.push({ slot, seq: n, index: next++ });
        }
        if (running.length === 0) {
          // Every worker is still on a solve given up earlier: wait for one within the budget.
          if (!freeSlot(left())) break;
          continue;
        }
        const first = running.shift()!;
        if (!waitFor(first.slot, first.seq, left())) {
          // Out of time: the solves under way are given up, as `solve` gives one up.
          for (const r of [first, ...running]) if (!r.slot.dead) r.slot.pending = r.seq;
          running.length = 0;
          break;
        }
        const reply = replyTo(first.slot, first.seq);
        if (reply?.ok) out[first.index] = reply.value;
        else if (reply && (reply.code === 'solver/bad-position' || reply.code === 'solver/bad-strain'))
          throw new SolverError(reply.code, reply.message);
      }
      return out;
    },
    table(deal: Deal, opts?: { readonly budget?: SolveBudget }): DDTable {
      drain();
      return main.value.table(deal, opts);
    },
    solveAll(positions: readonly Position[], strain: Strain, opts?: { readonly cards?: boolean }): SolveResult[] {
      drain();
      const r = main.value.solveAll!(positions, strain, opts);
      setNativeThreads(count); // solveAll sets DDS's threads for itself
      return r;
    },
    busy: () => {
      reap();
      return slots.filter((s) => s.pending !== null).length;
    },
    async close(): Promise<void> {
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
  return ok(pool);
}
