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
import type { Result, Seat } from '@biritch/core';
import {
  createTableResponseSchema,
  seatTicketSchema,
  systemCardSchema,
  tableInfoSchema,
  type AlertRegulationName,
  type BiddingSystemName,
  type CreateTableRequest,
  type CreateTableResponse,
  type SeatTicket,
  type SystemCardInfo,
  type TableInfo,
} from '@biritch/protocol';
import { callJson as call, defaultFetch, type FetchLike } from './http.js';

export type { FetchLike } from './http.js';

/** `POST /api/tables`: creates a table; one ticket comes back per `human` seat. */
export const createTable = (
  request: CreateTableRequest,
  fetchFn: FetchLike = defaultFetch,
): Promise<Result<CreateTableResponse>> => call(fetchFn, '/api/tables', createTableResponseSchema, { body: request });

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
    token: heldToken,
  });

/** `GET /api/system-card`: a bidding system's card (openings, conventions, leads and signals) under an alert regulation. */
export const getSystemCard = (
  system: BiddingSystemName,
  regulation: AlertRegulationName,
  fetchFn: FetchLike = defaultFetch,
): Promise<Result<SystemCardInfo>> =>
  call(
    fetchFn,
    `/api/system-card?system=${encodeURIComponent(system)}&regulation=${encodeURIComponent(regulation)}`,
    systemCardSchema,
  );
