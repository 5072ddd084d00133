/**
 * The server's HTTP API (packages/server/README.md): create a table, look one up by id or short
 * code, list open tables, claim a seat. Every answer is checked; errors come back as a coded
 * `Result`, never a throw.
 *
 * ```ts
 * const r = await createTable({ form: 'single', seats: { N: 'robot', E: 'robot', S: 'human', W: 'robot' } });
 * if (r.ok) saveTicket(r.value.tickets[0]);
 * ```
 */
import { err, ok, type Result, type Seat } from '@biritch/core';
import {
  createTableResponseSchema,
  httpErrorSchema,
  seatTicketSchema,
  tableInfoSchema,
  type CreateTableRequest,
  type CreateTableResponse,
  type SeatTicket,
  type TableInfo,
} from '@biritch/protocol';

/** A fetch function (the browser's, or a test's). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A runtime schema (the protocol's zod schemas fit). */
interface Checker<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

async function call<T>(fetchFn: FetchLike, path: string, schema: Checker<T>, init?: RequestInit): Promise<Result<T>> {
  let res: Response;
  try {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(init?.headers as Record<string, string>),
    };
    if (init?.body) headers['content-type'] = 'application/json';
    res = await fetchFn(path, { ...init, headers });
  } catch {
    return err('net/offline', 'The server cannot be reached. Check your connection and try again.');
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return err('net/bad-answer', `The server answered ${res.status} without JSON.`);
  }
  if (!res.ok) {
    const e = httpErrorSchema.safeParse(body);
    return e.success
      ? err(e.data.error.code, e.data.error.message)
      : err('net/bad-answer', `The server answered ${res.status}.`);
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? ok(parsed.data) : err('net/bad-answer', 'The server answered with an unexpected shape.');
}

const defaultFetch: FetchLike = (input, init) => fetch(input, init);

/** `POST /api/tables`: creates a table; one ticket comes back per `human` seat. */
export const createTable = (
  request: CreateTableRequest,
  fetchFn: FetchLike = defaultFetch,
): Promise<Result<CreateTableResponse>> =>
  call(fetchFn, '/api/tables', createTableResponseSchema, { method: 'POST', body: JSON.stringify(request) });

/** `GET /api/tables/:idOrCode`: a table by id or short code. */
export const getTable = (idOrCode: string, fetchFn: FetchLike = defaultFetch): Promise<Result<TableInfo>> =>
  call(fetchFn, `/api/tables/${encodeURIComponent(idOrCode)}`, tableInfoSchema);

/** `GET /api/tables`: tables with an open seat, newest first. */
export const listTables = (fetchFn: FetchLike = defaultFetch): Promise<Result<TableInfo[]>> =>
  call(fetchFn, '/api/tables', tableInfoSchema.array());

/** `POST /api/tables/:idOrCode/seats/:seat`: takes an open seat; the ticket is the seat's identity. */
export const claimSeat = (
  idOrCode: string,
  seat: Seat,
  fetchFn: FetchLike = defaultFetch,
  heldToken?: string,
): Promise<Result<SeatTicket>> =>
  call(fetchFn, `/api/tables/${encodeURIComponent(idOrCode)}/seats/${seat}`, seatTicketSchema, {
    method: 'POST',
    // The seat this browser already holds here, so the server refuses a second seat (one person, one seat).
    ...(heldToken ? { headers: { authorization: `Bearer ${heldToken}` } } : {}),
  });
