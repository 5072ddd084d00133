/**
 * The job runner every server process runs (issue 27, "background work as jobs any process can
 * take"; scale-out spec §3.9): it claims jobs of the kinds it has handlers for from the store's
 * queue, runs one batch at a time, and completes each job with its output — fenced, so a runner
 * whose claim lapsed (paused, cut off, too slow) writes nothing once another has the job.
 *
 * ```ts
 * const runner = new JobRunner({ store, worker: () => node.incarnation, handlers: [analysis.handler], leaseMs: 5000 });
 * runner.start();
 * runner.wake();        // a job was just queued here: look now rather than at the next poll
 * await runner.close(); // jobs in hand are given back (queued again at once)
 * ```
 * Pulled work, as fishnet's analysis workers pull from lichess (spec §1.1): a process claims only
 * when it is free, so the work spreads over the processes without a dispatcher. Once it has one
 * job it claims up to the handler's `batch` more of that kind that are waiting, so a solver's
 * start-up is paid once per batch rather than once per deal. While a batch runs its claims are
 * renewed every fifth of the lease, but never past `maxRunMs`: a batch that hangs lets its leases
 * lapse and its jobs go to another process (after `maxAttempts` claims a job is given up).
 */
import type { JobClaim, JobOutput, TableStore } from '../store/types.js';

/** A kind of job and how to do it. */
export interface JobHandler {
  readonly kind: string;
  /** At most this many jobs are claimed and run together (default 1). */
  readonly batch?: number | undefined;
  /**
   * Does the work of the claimed jobs: one outcome per claim, in order — the output written with
   * the completion, or an Error that fails that job's attempt. Throwing fails them all.
   */
  run(claims: readonly JobClaim[]): Promise<(JobOutput | undefined | Error)[]>;
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
  /** The claims' lease (ms); renewed every fifth of it while their batch runs. */
  readonly leaseMs: number;
  /** How long a batch may run before its claims are no longer renewed (ms). Default 10 minutes. */
  readonly maxRunMs?: number | undefined;
  /** How often an idle runner looks for work (ms). Default 1000. */
  readonly pollMs?: number | undefined;
  /** How long a failed job waits before its next attempt (ms). Default 5000. */
  readonly retryAfterMs?: number | undefined;
  readonly log?: ((level: 'warn' | 'error', message: string) => void) | undefined;
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Claims and runs jobs, one batch at a time, until closed. */
export class JobRunner {
  private readonly handlers: ReadonlyMap<string, JobHandler>;
  private closed = false;
  private started = false;
  private current: readonly JobClaim[] = [];
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

  /** Stops claiming; jobs in hand are given back to the queue (their handler's late answer is dropped). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopped();
    this.wakeUp?.();
    const claims = this.current;
    this.current = [];
    await Promise.all(claims.map((c) => this.options.store.releaseJob(c).catch(() => undefined)));
  }

  private async loop(): Promise<void> {
    const kinds = [...this.handlers.keys()];
    while (!this.closed) {
      this.woken = false;
      const claims = await this.claimBatch(kinds);
      if (this.closed) {
        await Promise.all(claims.map((c) => this.options.store.releaseJob(c).catch(() => undefined)));
        return;
      }
      if (claims.length > 0) await this.runBatch(claims);
      else await this.idle();
    }
  }

  /** One job of any kind, then more of its kind while some wait, up to its handler's batch. */
  private async claimBatch(kinds: readonly string[]): Promise<JobClaim[]> {
    const { store, leaseMs } = this.options;
    const worker = this.options.worker();
    if (worker === null) return [];
    const claims: JobClaim[] = [];
    try {
      const first = await store.claimJob(kinds, worker, leaseMs);
      if (!first) return claims;
      claims.push(first);
      const batch = this.handlers.get(first.kind)?.batch ?? 1;
      while (claims.length < batch && !this.closed) {
        const more = await store.claimJob([first.kind], worker, leaseMs);
        if (!more) break;
        claims.push(more);
      }
    } catch (e) {
      if (!this.closed) this.options.log?.('warn', `jobs: could not claim: ${messageOf(e)}`);
    }
    return claims;
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

  private async runBatch(claims: readonly JobClaim[]): Promise<void> {
    const { store, leaseMs } = this.options;
    const handler = this.handlers.get(claims[0]!.kind)!;
    this.current = claims;
    const started = Date.now();
    const maxRunMs = this.options.maxRunMs ?? 600_000;
    const renewal = setInterval(
      () => {
        if (Date.now() - started > maxRunMs) return;
        for (const claim of claims)
          store.renewJob(claim, leaseMs).then(
            (held) => {
              if (!held)
                this.options.log?.('warn', `jobs: ${claim.key}: the claim lapsed; another process may take it`);
            },
            () => undefined,
          );
      },
      Math.max(50, Math.floor(leaseMs / 5)),
    );
    renewal.unref?.();
    try {
      let outcomes: (JobOutput | undefined | Error)[];
      try {
        const answer = await Promise.race([handler.run(claims), this.whenStopped]);
        if (answer === 'closed' || this.closed) return;
        outcomes = answer;
      } catch (e) {
        if (this.closed) return;
        outcomes = claims.map(() => (e instanceof Error ? e : new Error(String(e))));
      }
      for (const [i, claim] of claims.entries()) {
        const outcome = outcomes[i] ?? new Error('the handler gave no answer for this job');
        await (outcome instanceof Error ? this.fail(handler, claim, outcome) : this.complete(handler, claim, outcome));
      }
    } finally {
      clearInterval(renewal);
      if (this.current === claims) this.current = [];
    }
  }

  private async complete(handler: JobHandler, claim: JobClaim, output: JobOutput | undefined): Promise<void> {
    try {
      if (await this.options.store.completeJob(claim, output)) handler.done?.(claim, output);
      else this.options.log?.('warn', `jobs: ${claim.key}: done too late (the claim had lapsed); result dropped`);
    } catch (e) {
      // Not recorded (the store is unreachable): the claim lapses and the job runs again.
      this.options.log?.('warn', `jobs: ${claim.key}: could not record its completion: ${messageOf(e)}`);
    }
  }

  private async fail(handler: JobHandler, claim: JobClaim, error: Error): Promise<void> {
    try {
      const settled = await this.options.store.failJob(claim, error.message, this.options.retryAfterMs ?? 5000);
      this.options.log?.('warn', `jobs: ${claim.key} failed (${settled}): ${error.message}`);
      if (settled === 'failed') await handler.gaveUp?.(claim, error.message);
    } catch (e) {
      this.options.log?.('warn', `jobs: ${claim.key}: could not record the failure: ${messageOf(e)}`);
    }
  }
}
