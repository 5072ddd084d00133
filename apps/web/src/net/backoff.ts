/**
 * Reconnection delays: exponential backoff with jitter, so a server restart is not met by every
 * client at the same instant.
 *
 * ```ts
 * backoffDelay(0, Math.random) // 250..500 ms
 * backoffDelay(10, () => 1)     // 10 000 ms (the cap)
 * ```
 */

/** Backoff settings in milliseconds. */
export interface BackoffOptions {
  readonly baseMs: number;
  readonly maxMs: number;
}

/** The default: 500 ms doubling to a 10 s cap. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 10_000 };

/**
 * The delay before reconnection attempt `attempt` (0-based): base·2^attempt capped at max, then
 * scaled by a random factor in [0.5, 1] ("equal jitter"). `random` returns a number in [0, 1).
 */
export function backoffDelay(attempt: number, random: () => number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const exp = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(exp / 2 + (exp / 2) * Math.min(1, Math.max(0, random())));
}
