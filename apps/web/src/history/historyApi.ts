/**
 * The history API as the web app calls it (packages/server/README.md, "Accounts and history"):
 * my deals, one past deal, a share link, a shared deal, and a deal's PBN or LIN file. A person is
 * their signed-in account (the cookie, sent by the browser) and the guest seat tokens this device
 * keeps, shown in `X-Seat-Tokens`, so a guest sees their deals too.
 *
 * ```ts
 * const page = await myDeals({ form: 'rubber', contract: '4S' }, deviceSeatTokens(localStorage));
 * const deal = await pastDeal('t1.3', tokens);
 * const file = await dealFile({ dealId: 't1.3' }, 'pbn', tokens);   // { name, text }
 * ```
 */
import { err, ok, type Result } from '@biritch/core';
import {
  historyPageSchema,
  pastDealSchema,
  shareResponseSchema,
  type HistoryPage,
  type PastDeal,
  type ShareResponse,
} from '@biritch/protocol';
import { callJson as call, defaultFetch, offline, refusedAnswer, type FetchLike } from '../net/http.js';

/** The filters of "My deals" (`GET /api/me/deals`); empty strings are left out. */
export interface HistoryFilter {
  readonly form?: string | undefined;
  readonly role?: string | undefined;
  readonly contract?: string | undefined;
  readonly table?: string | undefined;
  readonly since?: string | undefined;
  readonly until?: string | undefined;
  readonly offset?: number | undefined;
  readonly limit?: number | undefined;
}

/** The query string of a filter (only the fields given). */
export function historyQuery(filter: HistoryFilter): string {
  const q = new URLSearchParams();
  for (const key of ['form', 'role', 'contract', 'table', 'since', 'until'] as const) {
    const v = filter[key]?.trim();
    if (v) q.set(key, v);
  }
  if (filter.offset) q.set('offset', String(filter.offset));
  if (filter.limit) q.set('limit', String(filter.limit));
  const s = q.toString();
  return s === '' ? '' : `?${s}`;
}

const tokenHeaders = (tokens: readonly string[]): Record<string, string> =>
  tokens.length > 0 ? { 'x-seat-tokens': tokens.join(',') } : {};

/** `GET /api/me/deals`: a page of the person's ended deals, newest first. */
export const myDeals = (
  filter: HistoryFilter,
  tokens: readonly string[],
  fetchFn: FetchLike = defaultFetch,
): Promise<Result<HistoryPage>> =>
  call(fetchFn, `/api/me/deals${historyQuery(filter)}`, historyPageSchema, { headers: tokenHeaders(tokens) });

/** Where a past deal comes from: one the person played (its id), or a share link (its id). */
export type DealSource = { readonly dealId: string } | { readonly shareId: string };

const dealPath = (source: DealSource): string =>
  'dealId' in source
    ? `/api/deals/${encodeURIComponent(source.dealId)}`
    : `/api/shared/${encodeURIComponent(source.shareId)}`;

/** `GET /api/deals/:id` or `GET /api/shared/:shareId`: the whole ended deal, explanations in `lang`. */
export const pastDeal = (
  source: DealSource,
  tokens: readonly string[],
  lang = 'en',
  fetchFn: FetchLike = defaultFetch,
): Promise<Result<PastDeal>> =>
  call(fetchFn, `${dealPath(source)}?lang=${encodeURIComponent(lang)}`, pastDealSchema, {
    headers: 'dealId' in source ? tokenHeaders(tokens) : {},
  });

/** `POST /api/deals/:id/share`: a link anyone may open (the same one when shared before). */
export const shareDeal = (
  dealId: string,
  tokens: readonly string[],
  fetchFn: FetchLike = defaultFetch,
): Promise<Result<ShareResponse>> =>
  call(fetchFn, `/api/deals/${encodeURIComponent(dealId)}/share`, shareResponseSchema, {
    method: 'POST',
    headers: tokenHeaders(tokens),
  });

/** A downloaded file: the name the server gave it and its text. */
export interface DealFile {
  readonly name: string;
  readonly text: string;
}

/** `?format=pbn|lin` of a past or shared deal: the file's text and name (from Content-Disposition). */
export async function dealFile(
  source: DealSource,
  format: 'pbn' | 'lin',
  tokens: readonly string[],
  fetchFn: FetchLike = defaultFetch,
): Promise<Result<DealFile>> {
  let res: Response;
  try {
    res = await fetchFn(`${dealPath(source)}?format=${format}`, {
      headers: { ...('dealId' in source ? tokenHeaders(tokens) : {}) },
    });
  } catch {
    return offline();
  }
  if (!res.ok) return refusedAnswer(res.status, await res.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const text = await res.text().catch(() => null);
  if (text === null) return err('net/bad-answer', 'The file could not be read.');
  return ok({ name: name ?? `biritch.${format}`, text });
}
