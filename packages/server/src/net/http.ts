/**
 * The HTTP API: health, create a table, list and find tables, claim a seat. Bodies are checked
 * by the schemas of @biritch/protocol; every error is `{ error: { code, message } }`.
 *
 * ```ts
 * registerHttpRoutes(app, { lobby, stats });
 * // POST /api/tables {"form":"rubber"} → 201 { table, tickets }
 * ```
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { err, isRuleSetId, ok, RULE_SET_IDS, SEATS, type Result, type Seat } from '@biritch/core';
import {
  createTableRequestSchema,
  SCORING_FORMS,
  tableIdSchema,
  type CreateTableResponse,
  type HttpError,
  type SeatTicket,
} from '@biritch/protocol';
import type { LobbyQuery } from '../store/types.js';
import type { TableAuthority } from '../table/authority.js';
import type { Lobby } from '../table/registry.js';
import { RELAY_HEADER } from './relay.js';
import type { Person } from '../table/seats.js';
import { addressLimiter } from './tokenBucket.js';

/** Counters shown by `/health`. */
export interface ServerStats {
  connections: number;
  readonly startedAt: number;
}

const STATUS: Readonly<Record<string, number>> = {
  'table/not-found': 404,
  'seat/taken': 409,
  'seat/robot': 409,
  'seat/already-seated': 409,
  'server/recorded-then-failed': 500,
  'store/conflict': 409,
  'store/unavailable': 503,
  'table/closed': 503,
  'cluster/unavailable': 503,
  'cluster/moved': 503,
  'rate/too-many': 429,
  'table/too-many-robot-tables': 429,
  'http/bad-origin': 403,
};

/** Per client address: table creations and seat claims allowed in a burst, and per minute after it. */
export const HTTP_WRITE_BURST = 30;
export const HTTP_WRITES_PER_MINUTE = 30;

/**
 * Who is asking, as far as the server can tell: a seat token shown as `Authorization: Bearer
 * <token>`, and the signed-in account (issue 26): one person, one seat per table.
 */
export function personOf(authorization: string | undefined, account?: string | null): Person {
  const m = authorization === undefined ? null : /^Bearer ([A-Za-z0-9_-]{1,64})$/.exec(authorization);
  return { ...(m ? { seatToken: m[1] } : {}), ...(account ? { account } : {}) };
}

/** A 400 with its own code, for the error handler. */
const badRequest = (httpCode: string, message: string): Error & { statusCode: number; httpCode: string } =>
  Object.assign(new Error(message), { statusCode: 400, httpCode });

/**
 * JSON bodies: `JSON.parse` with line and column on a syntax error (`http/bad-json`), and keys that
 * would reach an object's prototype (`__proto__`, `constructor.prototype`) refused with
 * `http/forbidden-key` instead of being called invalid JSON (issue 21, finding 8).
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw badRequest('http/bad-json', 'the body is empty but content-type is application/json');
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') throw badRequest('http/forbidden-key', 'the key "__proto__" is not allowed in a body');
      if (key === 'constructor' && value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype'))
        throw badRequest('http/forbidden-key', 'the key "constructor.prototype" is not allowed in a body');
      return value;
    });
  } catch (e) {
    if ((e as { httpCode?: string }).httpCode) throw e;
    const at = /position (\d+)/.exec(e instanceof Error ? e.message : '');
    const where = at ? lineAndColumn(text, Number(at[1])) : null;
    const place = where ? ` (line ${where.line}, column ${where.column})` : '';
    throw badRequest('http/bad-json', `the body is not valid JSON${place}`);
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Replaces Fastify's JSON body parser with `parseJsonBody`. */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (e) {
      done(e as Error, undefined);
    }
  });
}

/** How long a page of the lobby list is served from memory (ms). */
export const LOBBY_CACHE_MS = 1000;
/** Tables per lobby page: by default, and at most. */
export const LOBBY_PAGE = 50;
export const LOBBY_PAGE_MAX = 100;

const encodeCursor = (createdAt: string, id: string): string =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

/** `?limit=&after=&ruleSet=&form=` of `GET /api/tables`, checked (`http/invalid`). */
export function parseLobbyQuery(q: Record<string, string | undefined>): Result<LobbyQuery> {
  const limit = q['limit'] === undefined ? LOBBY_PAGE : Number(q['limit']);
  if (!Number.isInteger(limit) || limit < 1 || limit > LOBBY_PAGE_MAX) {
    return err('http/invalid', `limit: a whole number from 1 to ${LOBBY_PAGE_MAX}`);
  }
  let after: LobbyQuery['after'];
  if (q['after'] !== undefined) {
    try {
      const [createdAt, id] = JSON.parse(Buffer.from(q['after'], 'base64url').toString('utf8')) as unknown[];
      if (typeof createdAt !== 'string' || typeof id !== 'string') throw new Error('cursor');
      after = { createdAt, id };
    } catch {
      return err('http/invalid', 'after: not a cursor from a Link header');
    }
  }
  const ruleSet = q['ruleSet'];
  if (ruleSet !== undefined && !isRuleSetId(ruleSet)) {
    return err('http/invalid', `ruleSet: one of ${RULE_SET_IDS.join(', ')}`);
  }
  const form = q['form'];
  if (form !== undefined && !(SCORING_FORMS as readonly string[]).includes(form)) {
    return err('http/invalid', `form: one of ${SCORING_FORMS.join(', ')}`);
  }
  return ok({ limit, ...(after ? { after } : {}), ...(ruleSet ? { ruleSet } : {}), ...(form ? { form } : {}) });
}

/** Sends a coded error with its status (400 unless listed). */
export function sendError(reply: FastifyReply, code: string, message: string, status?: number): FastifyReply {
  const body: HttpError = { error: { code, message } };
  return reply.code(status ?? STATUS[code] ?? 400).send(body);
}

/** Registers the API routes. */
export function registerHttpRoutes(
  app: FastifyInstance,
  deps: {
    readonly lobby: Lobby;
    readonly stats: ServerStats;
    readonly now: () => number;
    readonly writeBurst?: number;
    readonly writesPerMinute?: number;
    /** The request's signed-in account id, or null (accounts/sessions.ts). */
    readonly accountOf?: (req: FastifyRequest) => Promise<string | null>;
    /** This process's name in a cluster (issue 27), shown by `/health`. */
    readonly nodeId?: string | undefined;
  },
): void {
  const { lobby, stats } = deps;
  const accountOf = deps.accountOf ?? (async () => null);
  const writeBurst = deps.writeBurst ?? HTTP_WRITE_BURST;
  const mayWrite = addressLimiter(deps.now, writeBurst, deps.writesPerMinute ?? HTTP_WRITES_PER_MINUTE);
  const tooMany = (reply: FastifyReply): FastifyReply =>
    sendError(reply, 'rate/too-many', 'too many tables or seats asked for from this address; wait a minute');

  /**
   * The table a request names, served here; or the request is passed to the process that owns the
   * table (issue 27) and its answer returned as is ('answered'); null: no such table.
   */
  const tableFor = async (req: FastifyRequest, reply: FastifyReply, idOrCode: string) => {
    if (!tableIdSchema.safeParse(idOrCode).success) return null;
    const where = await lobby.locate(idOrCode);
    if (!where) return null;
    if (where.kind === 'here') return where.table;
    // One hop at most: a request that was passed on already is not passed on again.
    if (where.kind === 'unavailable' || req.headers[RELAY_HEADER] !== undefined) {
      sendError(reply, 'cluster/unavailable', 'this table is moving between server processes; try again shortly');
      return 'answered' as const;
    }
    await forwardTo(where.node.address, req, reply);
    return 'answered' as const;
  };
  const notFound = (reply: FastifyReply, idOrCode: string): FastifyReply =>
    sendError(reply, 'table/not-found', `no table ${idOrCode.slice(0, 64)}`);

  app.get('/health', async () => ({
    ok: true,
    ...(deps.nodeId !== undefined ? { node: deps.nodeId } : {}),
    tables: lobby.size,
    connections: stats.connections,
    uptimeSeconds: Math.round((deps.now() - stats.startedAt) / 1000),
  }));

  app.post('/api/tables', async (req, reply) => {
    if (!mayWrite(req.ip)) return tooMany(reply);
    const parsed = createTableRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return sendError(
        reply,
        'http/invalid',
        issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid body',
      );
    }
    const created = await lobby.createTable(parsed.data, req.ip);
    if (!created.ok) return sendError(reply, created.error.code, created.error.message);
    // A signed-in creator's first seat is the account's (issue 26); the others are tickets to hand out.
    const account = await accountOf(req);
    const first = created.value.tickets[0];
    if (account !== null && first) {
      const given = await created.value.table.giveSeat(first.seat, account);
      if (!given.ok) return sendError(reply, given.error.code, given.error.message);
    }
    const body: CreateTableResponse = { table: created.value.table.info(), tickets: created.value.tickets };
    return reply.code(201).send(body);
  });

  // The lobby list, a page at a time; a page is served from a one-second cache so that many
  // clients polling it cost one query a second (issue 21, finding 4).
  const pages = new Map<string, { at: number; body: string; next: string | null }>();
  app.get<{ Querystring: Record<string, string | undefined> }>('/api/tables', async (req, reply) => {
    const query = parseLobbyQuery(req.query);
    if (!query.ok) return sendError(reply, query.error.code, query.error.message);
    const key = JSON.stringify(query.value);
    const t = deps.now();
    let page = pages.get(key);
    if (!page || t - page.at > LOBBY_CACHE_MS) {
      const tables = await lobby.page(query.value);
      const last = tables.length === query.value.limit ? tables.at(-1) : undefined;
      const params = new URLSearchParams({
        limit: String(query.value.limit),
        ...(query.value.ruleSet ? { ruleSet: query.value.ruleSet } : {}),
        ...(query.value.form ? { form: query.value.form } : {}),
        ...(last ? { after: encodeCursor(last.createdAt, last.id) } : {}),
      });
      if (pages.size >= 256) pages.clear();
      page = { at: t, body: JSON.stringify(tables.map((x) => x.info())), next: last ? `/api/tables?${params}` : null };
      pages.set(key, page);
    }
    if (page.next) reply.header('link', `<${page.next}>; rel="next"`);
    return reply.type('application/json; charset=utf-8').send(page.body);
  });

  app.get<{ Params: { idOrCode: string } }>('/api/tables/:idOrCode', async (req, reply) => {
    const table = await tableFor(req, reply, req.params.idOrCode);
    if (table === 'answered') return reply;
    if (!table) return notFound(reply, req.params.idOrCode);
    return table.info();
  });

  app.post<{ Params: { idOrCode: string; seat: string } }>('/api/tables/:idOrCode/seats/:seat', async (req, reply) => {
    if (!mayWrite(req.ip)) return tooMany(reply);
    const seat = req.params.seat.toUpperCase();
    if (!(SEATS as readonly string[]).includes(seat))
      return sendError(reply, 'seat/bad-seat', `'${req.params.seat.slice(0, 8)}' is not a seat (N, E, S, W)`);
    const table: TableAuthority | 'answered' | null = await tableFor(req, reply, req.params.idOrCode);
    if (table === 'answered') return reply;
    if (!table) return notFound(reply, req.params.idOrCode);
    const claimed = await table.claimSeat(seat as Seat, personOf(req.headers.authorization, await accountOf(req)));
    if (!claimed.ok) return sendError(reply, claimed.error.code, claimed.error.message);
    const ticket: SeatTicket = { tableId: table.id, seat: seat as Seat, token: claimed.value };
    return ticket;
  });
}

/**
 * Passes a request about a table to the process that owns it (issue 27) and sends its answer back:
 * status, type and body. The owner sees the client's address (`x-forwarded-for`, trusted from the
 * cluster's own addresses: `BIRITCH_TRUST_PROXY`) and its cookie; an unreachable owner is a 503.
 */
async function forwardTo(address: string, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const headers: Record<string, string> = { [RELAY_HEADER]: '1', 'x-forwarded-for': req.ip };
  for (const name of ['content-type', 'cookie', 'authorization'] as const) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    const res = await fetch(`${address}${req.url}`, {
      method: req.method,
      headers,
      ...(req.method === 'POST' ? { body: JSON.stringify(req.body ?? {}) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    const body = await res.text();
    reply.code(res.status).type(res.headers.get('content-type') ?? 'application/json; charset=utf-8');
    reply.send(body);
  } catch {
    sendError(reply, 'cluster/unavailable', 'the server process that holds this table did not answer; try again');
  }
}
