/**
 * The accounts API as the web app calls it (packages/server/README.md, "Accounts and history"):
 * sign up, sign in, sign out here or everywhere, who am I. The session lives in an HTTP-only
 * cookie the browser sends by itself; this module never sees it. Sign-up and sign-in carry the
 * device's guest seat tokens, so what was played as a guest on this device becomes the account's.
 *
 * ```ts
 * const r = await signUp('Ada', 'correct horse battery', deviceSeatTokens(localStorage));
 * if (r.ok) show(r.value.name);
 * await signOut();                // this device
 * await signOutEverywhere();      // every device of the account
 * ```
 */
import { ok, type Result } from '@biritch/core';
import { accountResponseSchema, MAX_SEAT_TOKENS, seatTicketSchema, type Account } from '@biritch/protocol';
import { callJson as call, defaultFetch, offline, refusedAnswer, type Checker, type FetchLike } from '../net/http.js';
import type { StorageLike } from '../net/tickets.js';

/** The prefix of the seat tickets `net/tickets.ts` keeps, one per table. */
const TICKET_PREFIX = 'biritch.ticket.';

/**
 * Every guest seat token this device holds (its saved tickets), newest tables last, at most the
 * number one request may show. They identify the player's guest history to the server.
 */
export function deviceSeatTokens(storage: StorageLike & { readonly length: number; key(i: number): string | null }) {
  const tokens: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (!k?.startsWith(TICKET_PREFIX)) continue;
      const parsed = seatTicketSchema.safeParse(JSON.parse(storage.getItem(k) ?? 'null'));
      if (parsed.success) tokens.push(parsed.data.token);
    }
  } catch {
    // Storage refused or a damaged ticket: the tokens found so far are still the player's.
  }
  return tokens.slice(-MAX_SEAT_TOKENS);
}

const account = async (r: Promise<Result<{ account: Account }>>): Promise<Result<Account>> => {
  const answer = await r;
  return answer.ok ? ok(answer.value.account) : answer;
};

/** `POST /api/accounts`: creates an account and signs in (the guest tokens become the account's). */
export const signUp = (
  name: string,
  password: string,
  seatTokens: readonly string[],
  fetchFn: FetchLike = defaultFetch,
): Promise<Result<Account>> =>
  account(call(fetchFn, '/api/accounts', accountResponseSchema, { body: { name, password, seatTokens } }));

/** `POST /api/session`: signs in with a name and password. */
export const signIn = (
  name: string,
  password: string,
  seatTokens: readonly string[],
  fetchFn: FetchLike = defaultFetch,
): Promise<Result<Account>> =>
  account(call(fetchFn, '/api/session', accountResponseSchema, { body: { name, password, seatTokens } }));

/** `GET /api/me`: the signed-in account, or null when not signed in. */
export async function whoAmI(fetchFn: FetchLike = defaultFetch): Promise<Result<Account | null>> {
  const r = await call(fetchFn, '/api/me', accountResponseSchema);
  if (r.ok) return ok(r.value.account);
  return r.error.code === 'account/not-signed-in' ? ok(null) : r;
}

/** `DELETE /api/session`: signs this device out (204, no body). */
export async function signOut(fetchFn: FetchLike = defaultFetch): Promise<Result<null>> {
  let res: Response;
  try {
    res = await fetchFn('/api/session', { method: 'DELETE', headers: { accept: 'application/json' } });
  } catch {
    return offline();
  }
  if (res.ok) return ok(null);
  return refusedAnswer(res.status, await res.json().catch(() => null));
}

/** The answer of sign out everywhere: how many sessions ended. */
const endedSchema: Checker<{ ended: number }> = {
  safeParse: (v) => {
    const ended = (v as { ended?: unknown } | null)?.ended;
    return typeof ended === 'number' && Number.isInteger(ended) && ended >= 0
      ? { success: true, data: { ended } }
      : { success: false };
  },
};

/** `DELETE /api/sessions`: signs the account out on every device; answers how many sessions ended. */
export async function signOutEverywhere(fetchFn: FetchLike = defaultFetch): Promise<Result<number>> {
  const r = await call(fetchFn, '/api/sessions', endedSchema, { method: 'DELETE' });
  return r.ok ? ok(r.value.ended) : r;
}
