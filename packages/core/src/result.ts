/**
 * Results for input from outside: a value, or a coded error that says what was wrong.
 *
 * ```ts
 * const r = parseCall('8NT');
 * if (!r.ok) console.log(r.error.code); // 'call/bad-level'
 * ```
 * Codes are stable strings `area/what` (e.g. `'play/must-follow-suit'`); messages are for people.
 */

/** A coded error: `code` is stable and machine-readable, `message` is plain English. */
export interface CodedError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

/** Either a value or a coded error. */
export type Result<T, E extends CodedError = CodedError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** A successful result. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** A failed result with a code and a message. */
export const err = <C extends string>(
  code: C,
  message: string,
): { readonly ok: false; readonly error: CodedError<C> } => ({
  ok: false,
  error: { code, message },
});

/** Unwraps a result, throwing on an error: for tests and for input already known to be good. */
export function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
