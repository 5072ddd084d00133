/**
 * Batch solving: double-dummy tables of many deals over several workers (both cores by default).
 *
 * ```ts
 * import { solveTables } from '@biritch/solver/batch';
 * const results = await solveTables(deals, { backend: 'ts', threads: 2, budget: { timeMs: 60_000 } });
 * results[0]!.ok && results[0]!.value.N.S // tricks North makes in spades; results in input order
 * ```
 * The TypeScript backend runs in worker threads. Native DDS runs in child processes instead: the
 * library keeps one process-wide state (two threads calling it at once would share it) and its
 * exit hook ends the whole process, which must not happen when a thread ends. Each deal has a
 * wall-clock budget: a worker that overruns it by more than a grace period is killed and replaced,
 * and that deal answers `solver/budget-exceeded`, so one pathological deal cannot hang a batch.
 * Node only: import it as `@biritch/solver/batch`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { err, ok, type Deal, type Result } from '@biritch/core';
import type { DDTable, SolveBudget } from './types.js';
import type { WorkerReply, WorkerRequest } from './worker.js';

/** Options of `solveTables`. */
export interface SolveTablesOptions {
  /** `ts` (default) or `dds` (native DDS; check `isNativeSolverAvailable()` from `@biritch/solver/native` first). */
  readonly backend?: 'ts' | 'dds';
  /** Workers to run at once (default: the machine's available parallelism). */
  readonly threads?: number;
  /** Budget per deal. `timeMs` is also enforced from outside: a worker overrunning it by `graceMs` is killed. */
  readonly budget?: SolveBudget;
  /** Extra time before an overrunning worker is killed (default 2000 ms). */
  readonly graceMs?: number;
  /** Called after each deal, for progress reports. */
  readonly onResult?: (index: number, result: Result<DDTable>, ms: number) => void;
}

const ENTRY = fileURLToPath(new URL('./workerEntry.mjs', import.meta.url));

/** One worker, thread or child process, behind the same small interface. */
interface Channel {
  send(req: WorkerRequest): void;
  kill(): void;
}

function startChannel(
  backend: 'ts' | 'dds',
  onReply: (r: WorkerReply) => void,
  onExit: (why: string) => void,
): Channel {
  if (backend === 'dds') {
    const child: ChildProcess = fork(ENTRY, ['dds'], {
      execArgv: [],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    child.on('message', (m) => onReply(m as WorkerReply));
    child.on('exit', (code, signal) => onExit(`worker process ended (${signal ?? code}) ${stderr.trim()}`));
    return { send: (req) => child.send(req), kill: () => child.kill('SIGKILL') };
  }
  const worker = new Worker(ENTRY, { workerData: { backend }, stderr: false });
  worker.on('message', (m) => onReply(m as WorkerReply));
  worker.on('error', (e: Error) => onExit(`worker thread failed: ${e.message}`));
  worker.on('exit', (code) => onExit(`worker thread ended (${code})`));
  return { send: (req) => worker.postMessage(req), kill: () => void worker.terminate() };
}

/** Solves the full table of each deal over several workers; results in input order. */
export function solveTables(deals: readonly Deal[], options: SolveTablesOptions = {}): Promise<Result<DDTable>[]> {
  const backend = options.backend ?? 'ts';
  const threads = Math.max(1, Math.min(options.threads ?? availableParallelism(), deals.length || 1));
  const budget = options.budget;
  const grace = options.graceMs ?? 2000;
  const results: (Result<DDTable> | undefined)[] = new Array(deals.length).fill(undefined);
  let next = 0;
  let done = 0;

  return new Promise((resolve) => {
    if (deals.length === 0) return resolve([]);
    const finish = (index: number, r: Result<DDTable>, ms: number): void => {
      if (results[index]) return;
      results[index] = r;
      done++;
      options.onResult?.(index, r, ms);
      if (done === deals.length) {
        for (const s of slots) s.stop();
        resolve(results as Result<DDTable>[]);
      }
    };

    /** A worker slot: keeps one worker busy, replacing it if it dies or overruns. */
    const makeSlot = () => {
      let channel: Channel | undefined;
      let current: { index: number; start: number; timer?: ReturnType<typeof setTimeout> } | undefined;
      let stopped = false;
      let failures = 0;
      const take = (): void => {
        if (stopped || !channel) return;
        if (next >= deals.length) {
          stop();
          return;
        }
        const index = next++;
        current = { index, start: performance.now() };
        if (budget?.timeMs !== undefined) {
          current.timer = setTimeout(() => {
            const c = current;
            if (!c || c.index !== index) return;
            current = undefined;
            finish(
              index,
              err('solver/budget-exceeded', `deal ${index + 1}: no answer within ${budget.timeMs} ms`),
              performance.now() - c.start,
            );
            restart();
          }, budget.timeMs + grace);
        }
        channel.send({ id: index, deal: deals[index]!, ...(budget ? { budget } : {}) });
      };
      let generation = 0;
      const onReply = (r: WorkerReply): void => {
        if ('ready' in r) {
          failures = 0;
          take();
          return;
        }
        if (!current || current.index !== r.id) return;
        clearTimeout(current.timer);
        const ms = performance.now() - current.start;
        current = undefined;
        finish(r.id, r.ok ? ok(r.table) : err(r.code, r.message), ms);
        take();
      };
      const onExit = (why: string): void => {
        if (stopped) return;
        channel = undefined;
        const c = current;
        current = undefined;
        if (c) {
          clearTimeout(c.timer);
          finish(c.index, err('solver/worker-error', `deal ${c.index + 1}: ${why}`), performance.now() - c.start);
        }
        if (++failures > 3) {
          // The workers cannot start: answer every deal left with the reason.
          while (next < deals.length) {
            const index = next++;
            finish(index, err('solver/worker-error', why), 0);
          }
          stop();
          return;
        }
        start();
      };
      const start = (): void => {
        const mine = ++generation;
        channel = startChannel(
          backend,
          (r) => mine === generation && onReply(r),
          (why) => mine === generation && onExit(why),
        );
      };
      const restart = (): void => {
        const old = channel;
        channel = undefined;
        generation++;
        old?.kill();
        if (!stopped) start();
      };
      const stop = (): void => {
        stopped = true;
        generation++;
        if (current) clearTimeout(current.timer);
        channel?.kill();
        channel = undefined;
      };
      start();
      return { stop };
    };
    const slots: { stop: () => void }[] = [];
    for (let i = 0; i < threads; i++) slots.push(makeSlot());
  });
}
