/**
 * A token bucket: the per-connection flood limit (colyseus-style). Pure, with the clock passed in.
 *
 * ```ts
 * const bucket = new TokenBucket(40, 10, now()); // burst 40, 10 per second
 * if (!bucket.take(now())) reply('rate/flood');
 * ```
 */

/** A token bucket of `capacity` tokens refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.last = now;
  }

  /** Takes one token if there is one (true), or refuses (false). `now` in ms. */
  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.last) / 1000;
    this.last = now;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.perSecond);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * A score that decays exponentially with the clock: `add` a point per refused message; a client
 * whose score passes a limit is abusing the limit on purpose (a brief burst decays away).
 *
 * ```ts
 * const score = new DecayingScore(10_000, now()); // half-life 10 s
 * if (score.add(now()) > 50) socket.close(1008, 'flood');
 * ```
 */
export class DecayingScore {
  private value = 0;
  private last: number;

  constructor(
    private readonly halfLifeMs: number,
    now: number,
  ) {
    this.last = now;
  }

  /** The score at `now` (ms). */
  at(now: number): number {
    const elapsed = Math.max(0, now - this.last);
    this.value *= Math.pow(0.5, elapsed / this.halfLifeMs);
    this.last = Math.max(this.last, now);
    return this.value;
  }

  /** Adds `points` (default 1) at `now` and returns the new score. */
  add(now: number, points = 1): number {
    this.value = this.at(now) + points;
    return this.value;
  }
}
