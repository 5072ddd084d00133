/**
 * A worker thread of the native pool (nativePool.ts): solves positions with DDS on its own DDS
 * thread index and tells the waiting thread through a shared flag.
 *
 * ```ts
 * // started by nativePool.ts through nativePoolEntry.mjs, never imported directly:
 * // port ← { seq: 7, position, strain, options }   port → { seq: 7, ok: true, value } ; flag[0] = 7
 * ```
 * The answer is posted on the port first and the flag set after, so that a thread woken by the
 * flag finds the answer waiting (`receiveMessageOnPort`). Node only.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import type { Strain } from '@biritch/core';
import { isSolverError } from './errors.js';
import { NativeSolverError, loadNativeSolver, solveOnNativeThread } from './native.js';
import type { Position, SolveOptions } from './types.js';

/** A request to a pool worker. */
export interface PoolRequest {
  readonly seq: number;
  readonly position: Position;
  readonly strain: Strain;
  readonly options: SolveOptions;
}

/** A pool worker's answer. */
export type PoolReply =
  | { readonly seq: number; readonly ok: true; readonly value: import('./types.js').SolveResult }
  | { readonly seq: number; readonly ok: false; readonly code: string; readonly message: string };

const { port, flag, thread } = workerData as { port: MessagePort; flag: Int32Array; thread: number };
solveOnNativeThread(thread);
const loaded = loadNativeSolver();

const answer = (reply: PoolReply): void => {
  port.postMessage(reply);
  Atomics.store(flag, 0, reply.seq);
  Atomics.notify(flag, 0);
};

port.on('message', (req: PoolRequest) => {
  if (!loaded.ok) {
    answer({ seq: req.seq, ok: false, code: loaded.error.code, message: loaded.error.message });
    return;
  }
  try {
    // No budget here: DDS cannot be stopped; the waiting thread gives up on the answer instead.
    const { budget: _budget, ...options } = req.options;
    answer({ seq: req.seq, ok: true, value: loaded.value.solve(req.position, req.strain, options) });
  } catch (e) {
    const code = isSolverError(e) || e instanceof NativeSolverError ? e.code : 'solver/native-error';
    answer({ seq: req.seq, ok: false, code, message: (e as Error).message ?? String(e) });
  }
});
// Ready: the flag's second cell.
Atomics.store(flag, 1, 1);
Atomics.notify(flag, 1);
