/**
 * The shape of a coded error, as `@biritch/core` defines it (restated here because i18n imports
 * nothing of ours; structural typing makes core's errors fit).
 *
 * ```ts
 * const e: CodedError = { code: 'call/bad-level', message: "'8NT': a bid's level is 1 to 7" };
 * ```
 */

/** A coded error: a stable `area/what` code and an English message. */
export interface CodedError {
  readonly code: string;
  readonly message: string;
}
