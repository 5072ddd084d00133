/**
 * The batch solver's worker loop (see batch.ts): receives deals, answers double-dummy tables.
 *
 * ```ts
 * // started by batch.ts through workerEntry.mjs, never imported directly:
 * // → { id: 3, deal, budget }   ← { id: 3, ok: true, table } | { id: 3, ok: false, code, message }
 * ```
 * Runs as a worker thread (TypeScript backend) or as a child process (native DDS, whose library
 * keeps one process-wide state and ends its process at exit). Node only.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Deal } from '@biritch/core';
import { isSolverError } from './errors.js';
import { createTsSolver } from './tsSolver.js';
import type { DDTable, SolveBudget, SolverBackend } from './types.js';

/** A request to a worker. */
export interface WorkerRequest {
  readonly id: number;
  readonly deal: Deal;
  readonly budget?: SolveBudget;
}

/** A worker's answer; the first message of a worker is `{ ready: true }`. */
export type WorkerReply =
  | { readonly ready: true }
  | { readonly id: number; readonly ok: true; readonly table: DDTable; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly code: string; readonly message: string };

/** The backend a worker runs, from its thread data or its command line. */
const backendName = (parentPort ? (workerData as { backend?: string } | undefined)?.backend : process.argv[2]) ?? 'ts';

async function loadBackend(): Promise<SolverBackend> {
  if (backendName !== 'dds') return createTsSolver();
  const { loadNativeSolver } = await import('./native.js');
  const r = loadNativeSolver();
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const send = (reply: WorkerReply): void => {
  if (parentPort) parentPort.postMessage(reply);
  else process.send?.(reply);
};

const backend = await loadBackend();

function handle(req: WorkerRequest): void {
  const start = performance.now();
  try {
    const table = backend.table(req.deal, req.budget ? { budget: req.budget } : {});
    send({ id: req.id, ok: true, table, ms: performance.now() - start });
  } catch (e) {
    if (isSolverError(e)) send({ id: req.id, ok: false, code: e.code, message: e.message });
    else send({ id: req.id, ok: false, code: 'solver/worker-error', message: (e as Error).message ?? String(e) });
  }
}

if (parentPort) parentPort.on('message', handle);
else {
  process.on('message', (m) => handle(m as WorkerRequest));
  process.on('disconnect', () => process.exit(0));
}
send({ ready: true });
