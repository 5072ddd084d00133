/**
 * The claim checker's worker thread: solves one claim position at a time with the TypeScript
 * double-dummy solver, within a time budget (see claimCheck.ts).
 *
 * ```ts
 * worker.postMessage({ id: 1, position, strain: 'NT', budgetMs: 20000 }); // → { id: 1, tricks: 7 }
 * ```
 */
import { parentPort } from 'node:worker_threads';
import { createTsSolver, trySolve } from '@biritch/solver';
import type { ClaimCheckRequest, ClaimCheckResponse } from './claimCheck.js';

const solver = createTsSolver();

parentPort?.on('message', (msg: ClaimCheckRequest) => {
  const r = trySolve(solver, msg.position, msg.strain, { budget: { timeMs: msg.budgetMs } });
  const answer: ClaimCheckResponse = r.ok ? { id: msg.id, tricks: r.value.tricks } : { id: msg.id, code: r.error.code };
  parentPort!.postMessage(answer);
});
