/**
 * The job runner every server process runs (issue 27, "background work as jobs any process can
 * take"; scale-out spec §3.9): it claims jobs of the kinds it has handlers for from the store's
 * queue, one at a time, runs them, and completes them with their output — fenced, so a runner
 * whose claim lapsed (paused, cut off, too slow) writes nothing once another has the job.
 *
 * ```ts
 * const runner = new JobRunner({ store, worker: () => node.incarnation, handlers: [analysis.handler], leaseMs: 5000 });
 * runner.start();
 * runner.wake();        // a job was just queued here: look now rather than at the next poll
 * await runner.close(); // a job in hand is given back (queued again at once)
 * ```
 * Pulled work, as fishnet's analysis workers pull from lichess (spec §1.1): a process claims only
 * when it is free, so the work spreads over the processes without a dispatcher. While a job runs
 * its claim is renewed every fifth of the lease, but never past `maxRunMs`: a job that hangs lets
 * its lease lapse and goes to another process (after `maxAttempts` claims it is given up).
 */
import type { JobClaim, JobOutput, TableStore } from '../store/types.js';

/** A kind of job and how to do it. */
export interface JobHandler {
  readonly kind: string;
  /** Does the work; its output is written with the completion. Throwing fails this attempt. */
  run(claim: JobClaim): Promise<JobOutput | undefined>;
  /** After this process's completion was accepted (not called when the claim had lapsed). */
  done?(claim: JobClaim, output: JobOutput | undefined): void;
  /** After the last attempt failed: the job is given up (`failed`). */
  gaveUp?(claim: JobClaim, error: string): Promise<void>;
}

/** Options of the runner. */
export interface JobRunnerOptions {
  readonly store: TableStore;
  /** Who claims: this process's current incarnation, or null while it has none (it then claims nothing). */
  readonly worker: () => string | null;
  readonly handlers: readonly JobHandler[];
  /** The claim's lease (ms); renewed every fifth of it while the job runs. */
  readonly leaseMs: number;
  /** How long a job may run before its claim is no longer renewed (ms). Default 10 minutes. */
  readonly maxRunMs?: number | undefined;
  /** How often an idle runner looks for work (ms). Default 1000. */
  readonly pollMs?: number | undefined;
  /** How long a failed job waits before its next attempt (ms). Default 5000. */
  readonly retryAfterMs?: number | undefined;
  readonly log?: ((level: 'warn' | 'error', message: string) => void) | undefined;
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Claims and runs jobs, one at a time, until closed. */
export class JobRunner {
  private readonly handlers: ReadonlyMap<string, JobHandler>;
  private closed = false;
  private started = false;
  private current: JobClaim | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private stopped: () => void = () => undefined;
  private readonly whenStopped = new Promise<'closed'>((resolve) => {
    this.stopped = () => resolve('closed');
  });

  constructor(private readonly options: JobRunnerOptions) {
    this.handlers = new Map(options.handlers.map((h) => [h.kind, h]));
  }

  /** Starts claiming. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.loop();
  }

  /** Looks for work now (a job was queued by this process), not at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops claiming; a job in hand is given back to the queue (its handler's late answer is dropped). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopped();
    this.wakeUp?.();
    const claim = this.current;
    this.current = null;
    if (claim) await this.options.store.releaseJob(claim).catch(() => undefined);
  }

  private async loop(): Promise<void> {
    const kinds = [...this.handlers.keys()];
    while (!this.closed) {
      this.woken = false;
      const worker = this.options.worker();
      let claim: JobClaim | null = null;
      if (worker !== null) {
        try {
          claim = await this.options.store.claimJob(kinds, worker, this.options.leaseMs);
        } catch (e) {
          if (!this.closed) this.options.log?.('warn', `jobs: could not claim: ${messageOf(e)}`);
        }
      }
      if (this.closed) {
        if (claim) await this.options.store.releaseJob(claim).catch(() => undefined);
        return;
      }
      if (claim) await this.runOne(claim);
      else await this.idle();
    }
  }

  /** Waits for the poll interval, or less when woken. */
  private idle(): Promise<void> {
    if (this.woken) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollMs ?? 1000);
      timer.unref?.();
      this.wakeUp = done;
    });
  }

  private async runOne(claim: JobClaim): Promise<void> {
    const { store, leaseMs } = this.options;
    const handler = this.handlers.get(claim.kind)!;
    this.current = claim;
    const started = Date.now();
    const maxRunMs = this.options.maxRunMs ?? 600_000;
    const renewal = setInterval(
      () => {
        if (Date.now() - started > maxRunMs) return;
        store.renewJob(claim, leaseMs).then(
          (held) => {
            if (!held) this.options.log?.('warn', `jobs: ${claim.key}: the claim lapsed; another process may take it`);
          },
          () => undefined,
        );
      },
      Math.max(50, Math.floor(leaseMs / 5)),
    );
    renewal.unref?.();
    try {
      const output = await Promise.race([handler.run(claim), this.whenStopped]);
      if (output === 'closed' || this.closed) return;
      if (await store.completeJob(claim, output)) handler.done?.(claim, output);
      else this.options.log?.('warn', `jobs: ${claim.key}: done too late (the claim had lapsed); result dropped`);
    } catch (e) {
      if (this.closed) return;
      const why = messageOf(e);
      try {
        const settled = await store.failJob(claim, why, this.options.retryAfterMs ?? 5000);
        this.options.log?.('warn', `jobs: ${claim.key} failed (${settled}): ${why}`);
        if (settled === 'failed') await handler.gaveUp?.(claim, why);
      } catch (e2) {
        this.options.log?.('warn', `jobs: ${claim.key}: could not record the failure: ${messageOf(e2)}`);
      }
    } finally {
      clearInterval(renewal);
      if (this.current === claim) this.current = null;
    }
  }
}
