/**
 * A pool of robot worker threads and the `SeatAgent`s that ask them. A table's robots always go
 * to the same worker (their memory of the deal lives there).
 *
 * ```ts
 * const pool = new RobotPool({ threads: 1, timeBudgetMs: 500 });
 * const agent = pool.agentFor(table.id, 'E', { allowMisclickUndo: false });
 * const command = await agent.onView(view); // thought out off the main thread
 * await pool.close();
 * ```
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Seat, TableCommand, TableView } from '@biritch/core';
import type { SeatAgent } from './driver.js';
import type { RobotRequest, RobotResponse } from './worker.js';

/** Options of the pool. */
export interface RobotPoolOptions {
  /** Worker threads (default 1). */
  readonly threads?: number;
  /** Each decision's time budget in ms (default 500: robots answer within a second). */
  readonly timeBudgetMs?: number;
}

interface Slot {
  worker: Worker | null;
  readonly pending: Map<number, { resolve: (c: TableCommand | null) => void; reject: (e: Error) => void }>;
}

// The worker runs TypeScript from source like the rest of the server: tsx is registered inside it.
const WORKER_URL = new URL('./worker.ts', import.meta.url).href;
// tsx's ESM build of its API (the `import` condition of `tsx/esm/api`), found next to the CommonJS one.
const TSX_API_URL = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
const bootstrap = (): string =>
  `import(${JSON.stringify(TSX_API_URL)}).then((m) => { m.register(); return import(${JSON.stringify(WORKER_URL)}); })`;

/** Robot worker threads. */
export class RobotPool {
  private readonly slots: Slot[];
  private nextId = 1;
  private closed = false;
  private readonly timeBudgetMs: number;

  constructor(options: RobotPoolOptions = {}) {
    this.slots = Array.from({ length: Math.max(1, options.threads ?? 1) }, () => ({ worker: null, pending: new Map() }));
    this.timeBudgetMs = options.timeBudgetMs ?? 500;
  }

  /** A robot agent for a seat of a table. */
  agentFor(tableId: string, seat: Seat, options: { readonly allowMisclickUndo: boolean }): SeatAgent & { forget(): void } {
    const key = `${tableId}:${seat}`;
    const slot = this.slots[hash(tableId) % this.slots.length]!;
    return {
      onView: (view: TableView) =>
        this.ask(slot, (id) => ({ kind: 'view', id, key, seat, options: { allowMisclickUndo: options.allowMisclickUndo, timeBudgetMs: this.timeBudgetMs }, view })),
      forget: () => slot.worker?.postMessage({ kind: 'forget', key } satisfies RobotRequest),
    };
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker?.terminate()));
  }

  private ask(slot: Slot, make: (id: number) => RobotRequest): Promise<TableCommand | null> {
    if (this.closed) return Promise.resolve(null);
    const worker = slot.worker ?? this.start(slot);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      worker.postMessage(make(id));
    });
  }

  private start(slot: Slot): Worker {
    const worker = new Worker(bootstrap(), { eval: true });
    worker.unref();
    worker.on('message', (r: RobotResponse) => {
      const p = slot.pending.get(r.id);
      if (!p) return;
      slot.pending.delete(r.id);
      if ('error' in r) p.reject(new Error(r.error));
      else p.resolve(r.command);
    });
    const fail = (e: Error): void => {
      if (slot.worker === worker) slot.worker = null;
      for (const p of slot.pending.values()) p.reject(e);
      slot.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`robot worker exited with code ${code}`)));
    slot.worker = worker;
    return worker;
  }
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
