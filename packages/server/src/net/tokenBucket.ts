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
