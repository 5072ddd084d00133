/**
 * One JSON call to the server's HTTP API, shared by the table routes (`api.ts`) and the club
 * night's routes (`../club/clubApi.ts`): fetch, read JSON, check the answer's shape, and turn
 * every failure into a coded `Result` (packages/server/README.md, "Errors"), never a throw.
 *
 * ```ts
 * const r = await callJson(fetch, '/api/tables', tableInfoSchema.array());
 * const s = await callJson(fetch, '/api/sessions/join', joinTableResponseSchema, { body: { code, pin } });
 * ```
 */
import { err, ok, type Result } from '@biritch/core';
import { httpErrorSchema } from '@biritch/protocol';

/** A fetch function (the browser's, or a test's). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A runtime schema (the protocol's zod schemas fit). */
export interface Checker<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** How to call: `body` is sent as JSON (and makes the default method POST), `token` as `Bearer`. */
export interface CallOptions {
  method?: string | undefined;
  body?: unknown;
  token?: string | undefined;
  headers?: Record<string, string> | undefined;
}

/** The browser's fetch, looked up at call time so tests may replace it. */
export const defaultFetch: FetchLike = (input, init) => fetch(input, init);

/** The error `Result` for a refused answer: the server's coded error when it sent one. */
export function refusedAnswer(status: number, body: unknown): Result<never> {
  const e = httpErrorSchema.safeParse(body);
  return e.success
    ? err(e.data.error.code, e.data.error.message)
    : err('net/bad-answer', `The server answered ${status}.`);
}

/** The error `Result` when the server cannot be reached at all. */
export const offline = (): Result<never> =>
  err('net/offline', 'The server cannot be reached. Check your connection and try again.');

/** Calls `path` and checks the JSON answer against `schema`; every failure is a coded error. */
export async function callJson<T>(
  fetchFn: FetchLike,
  path: string,
  schema: Checker<T>,
  options: CallOptions = {},
): Promise<Result<T>> {
  const hasBody = options.body !== undefined;
  let res: Response;
  try {
    res = await fetchFn(path, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch {
    return offline();
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return err('net/bad-answer', `The server answered ${res.status} without JSON.`);
  }
  if (!res.ok) return refusedAnswer(res.status, body);
  const parsed = schema.safeParse(body);
  return parsed.success ? ok(parsed.data) : err('net/bad-answer', 'The server answered with an unexpected shape.');
}
