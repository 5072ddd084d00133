/**
 * Passkeys in the browser (issue 26): add one to the signed-in account, sign in with one, list and
 * remove them. The WebAuthn ceremonies go through @simplewebauthn/browser (bundled: nothing is
 * downloaded); the server checks every answer (packages/server/src/accounts/passkeys.ts). Every
 * failure is a coded `Result`: a browser without WebAuthn `passkey/unsupported`, a ceremony the
 * person cancels or lets time out `passkey/cancelled`, the server's refusals by their codes.
 *
 * ```ts
 * const added = await addPasskey();                         // the browser asks to create one
 * const r = await signInWithPasskey(deviceSeatTokens(localStorage));
 * if (r.ok) setAccount(r.value);
 * ```
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { err, ok, type Result } from '@biritch/core';
import {
  accountResponseSchema,
  passkeyAddedSchema,
  passkeyListSchema,
  type Account,
  type Passkey,
} from '@biritch/protocol';
import { callJson as call, defaultFetch, offline, refusedAnswer, type Checker, type FetchLike } from '../net/http.js';

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** The server's ceremony options: an object with a challenge (the library checks the rest). */
const optionsChecker = <T>(): Checker<T> => ({
  safeParse: (v) =>
    typeof v === 'object' && v !== null && typeof (v as { challenge?: unknown }).challenge === 'string'
      ? { success: true, data: v as T }
      : { success: false },
});

/** Whether this browser can use passkeys at all. */
export const canUsePasskeys = (): boolean => browserSupportsWebAuthn();

const unsupported = () => err('passkey/unsupported', 'This browser cannot use passkeys.');
const cancelled = () => err('passkey/cancelled', 'The passkey was not used: the request was cancelled or timed out.');

/** Adds a passkey to the signed-in account: the server's options, the browser's ceremony, the server's check. */
export async function addPasskey(fetchFn: FetchLike = defaultFetch): Promise<Result<Passkey>> {
  if (!canUsePasskeys()) return unsupported();
  const options = await call(fetchFn, '/api/passkeys/options/register', optionsChecker<CreationOptions>(), {
    body: {},
  });
  if (!options.ok) return options;
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: options.value });
  } catch {
    return cancelled();
  }
  const added = await call(fetchFn, '/api/passkeys', passkeyAddedSchema, { body: { response } });
  return added.ok ? ok(added.value.passkey) : added;
}

/** Signs in with a passkey this device's authenticator holds; the guest seat tokens go along as at sign-in. */
export async function signInWithPasskey(
  seatTokens: readonly string[],
  fetchFn: FetchLike = defaultFetch,
): Promise<Result<Account>> {
  if (!canUsePasskeys()) return unsupported();
  const options = await call(fetchFn, '/api/passkeys/options/sign-in', optionsChecker<RequestOptions>(), { body: {} });
  if (!options.ok) return options;
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: options.value });
  } catch {
    return cancelled();
  }
  const r = await call(fetchFn, '/api/passkeys/sign-in', accountResponseSchema, { body: { response, seatTokens } });
  return r.ok ? ok(r.value.account) : r;
}

/** `GET /api/passkeys`: the account's passkeys. */
export async function listPasskeys(fetchFn: FetchLike = defaultFetch): Promise<Result<Passkey[]>> {
  const r = await call(fetchFn, '/api/passkeys', passkeyListSchema);
  return r.ok ? ok(r.value.passkeys) : r;
}

/** `DELETE /api/passkeys/:id`: removes one of the account's passkeys (204). */
export async function removePasskey(id: string, fetchFn: FetchLike = defaultFetch): Promise<Result<null>> {
  let res: Response;
  try {
    res = await fetchFn(`/api/passkeys/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: { accept: 'application/json' },
    });
  } catch {
    return offline();
  }
  return res.ok ? ok(null) : refusedAnswer(res.status, await res.json().catch(() => null));
}
