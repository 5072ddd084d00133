/**
 * The HTTP API of accounts and history (issue 26): sign up, sign in, sign out (here or
 * everywhere), who am I, my deals, one past deal (JSON, PBN, LIN) and share links; passkeys in
 * passkeys.ts.
 *
 * ```ts
 * registerAccountRoutes(app, { store, lobby, sessions, now, analysis });
 * // POST /api/accounts {"name":"ada","password":"…","seatTokens":["…"]} → 201 + Set-Cookie
 * // GET  /api/me/deals?form=rubber&limit=20                            → { deals, next }
 * ```
 * A person is their signed-in account and the guest seat tokens they show (`X-Seat-Tokens: a,b`,
 * or `Authorization: Bearer a`). Passwords and session ids are never logged: they are read from
 * the body and the Cookie header only, which Fastify's logger does not write.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRuleSetId, type Seat } from '@biritch/core';
import {
  credentialsSchema,
  guestTokenSchema,
  HISTORY_ROLES,
  MAX_SEAT_TOKENS,
  SCORING_FORMS,
  tableIdSchema,
  type AnalysisMessage,
  type HistoryEntry,
  type HistoryPage,
  type PastDeal,
  type ShareResponse,
} from '@biritch/protocol';
import { isLocale } from '@biritch/i18n';
import { hashToken } from '../ids.js';
import { explainAt } from '../net/connection.js';
import { sendError } from '../net/http.js';
import { addressLimiter } from '../net/tokenBucket.js';
import type { AccountRecord, SeatClaim, TableRecord, TableStore } from '../store/types.js';
import type { Lobby } from '../table/registry.js';
import {
  claimCovers,
  DEAL_EVENT_TYPES,
  dealFile,
  dealsOfLog,
  endedView,
  law77ScoreFor,
  needsWholeLog,
  roleOf,
  scoreFor,
  type DealFormat,
  type LoggedDeal,
  type Role,
} from './history.js';
import {
  checkName,
  checkPasswordPolicy,
  decoyHash,
  hashPassword,
  nameKeyOf,
  needsRehash,
  verifyPassword,
} from './passwords.js';
import type { Sessions } from './sessions.js';
import { registerPasskeyRoutes } from './passkeys.js';

/** Password attempts (sign-in and sign-up) per client address: a burst, then per minute. */
export const SIGN_IN_BURST = 10;
export const SIGN_IN_PER_MINUTE = 10;
/** Sign-in attempts per account name: a burst, then per minute (5 per quarter of an hour). */
export const SIGN_IN_PER_NAME_BURST = 5;
export const SIGN_IN_PER_NAME_PER_MINUTE = 1 / 3;
/** Seat claims the history reads, newest first (older ones are not listed). */
export const HISTORY_CLAIMS = 500;
/** Finished tables whose deal summaries the history keeps in memory. */
export const FINISHED_TABLES_KEPT = 2000;
/** Deals per history page: by default, and at most. */
export const HISTORY_PAGE = 20;
export const HISTORY_PAGE_MAX = 100;
/** History reads (lists, deals, shared deals: each folds event logs) per client address: burst, per minute. */
export const HISTORY_BURST = 60;
export const HISTORY_PER_MINUTE = 60;

type Analysis = Omit<AnalysisMessage, 'type'>;

/** What the routes need. */
export interface AccountRoutesDeps {
  readonly store: TableStore;
  readonly lobby: Lobby;
  readonly sessions: Sessions;
  readonly now: () => number;
  /** Stored double-dummy analyses (null when the server runs without analysis). */
  readonly analysis: { load(tableId: string, deal: number): Promise<Analysis | null> } | null;
  readonly signInBurst?: number | undefined;
  readonly signInPerMinute?: number | undefined;
  readonly signInPerNameBurst?: number | undefined;
  readonly signInPerNamePerMinute?: number | undefined;
  readonly historyBurst?: number | undefined;
  readonly historyPerMinute?: number | undefined;
  /** Passkey ceremonies started per client address: burst and per minute (passkeys.ts). */
  readonly passkeyBurst?: number | undefined;
  readonly passkeyPerMinute?: number | undefined;
  /** Seats given to an account in the store: tell the processes that hold their tables (issue 27). */
  readonly seatsGiven?: ((changed: readonly { tableId: string; seat: Seat }[]) => Promise<void>) | undefined;
}

/** The account as its owner sees it. */
const accountView = (a: AccountRecord): { id: string; name: string; createdAt: string } => ({
  id: a.id,
  name: a.name,
  createdAt: a.createdAt,
});

/** A past deal's public id: `<tableId>.<deal number>`. */
export const dealIdOf = (tableId: string, deal: number): string => `${tableId}.${deal}`;

function parseDealId(id: string): { tableId: string; deal: number } | null {
  const m = /^([A-Za-z0-9_-]{1,64})\.([1-9][0-9]{0,5})$/.exec(id);
  return m && tableIdSchema.safeParse(m[1]).success ? { tableId: m[1]!, deal: Number(m[2]) } : null;
}

/** The guest seat tokens a request shows: `X-Seat-Tokens` (comma-separated) and a Bearer token. */
export function seatTokensOf(req: FastifyRequest): { ok: true; tokens: string[] } | { ok: false; message: string } {
  const tokens: string[] = [];
  const header = req.headers['x-seat-tokens'];
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text !== undefined && text.trim() !== '') {
    for (const t of text.split(',')) tokens.push(t.trim());
  }
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (bearer) tokens.push(bearer[1]!);
  if (tokens.length > MAX_SEAT_TOKENS) return { ok: false, message: `at most ${MAX_SEAT_TOKENS} seat tokens` };
  if (!tokens.every((t) => guestTokenSchema.safeParse(t).success))
    return { ok: false, message: 'a seat token is not well-formed' };
  return { ok: true, tokens };
}

/** History filters of `GET /api/me/deals`. */
interface HistoryQuery {
  readonly limit: number;
  readonly offset: number;
  readonly form?: string;
  readonly ruleSet?: string;
  readonly role?: Role;
  readonly since?: string;
  readonly until?: string;
  /** A contract searched for: level and strain, and doubling when `X` or `XX` is given. */
  readonly contract?: { readonly level: number; readonly strain: string; readonly doubled: 0 | 1 | 2 | null };
  /** A table by short code or id. */
  readonly table?: string;
}

const ROLES: readonly Role[] = HISTORY_ROLES;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseHistoryQuery(q: Record<string, string | undefined>): HistoryQuery | string {
  const limit = q['limit'] === undefined ? HISTORY_PAGE : Number(q['limit']);
  if (!Number.isInteger(limit) || limit < 1 || limit > HISTORY_PAGE_MAX)
    return `limit: a whole number from 1 to ${HISTORY_PAGE_MAX}`;
  const offset = q['offset'] === undefined ? 0 : Number(q['offset']);
  if (!Number.isInteger(offset) || offset < 0 || offset > 100_000) return 'offset: a whole number from 0';
  const { form, ruleSet, role, since, until, table } = q;
  const c = q['contract'] === undefined ? null : /^([1-7])(C|D|H|S|NT|N)(X{0,2})$/i.exec(q['contract'].trim());
  if (q['contract'] !== undefined && !c) return 'contract: a level and strain such as 4S, 3NT or 4HX';
  if (table !== undefined && !tableIdSchema.safeParse(table).success) return 'table: a short code or a table id';
  if (form !== undefined && !(SCORING_FORMS as readonly string[]).includes(form))
    return `form: one of ${SCORING_FORMS.join(', ')}`;
  if (ruleSet !== undefined && !isRuleSetId(ruleSet)) return 'ruleSet: not a rule set';
  if (role !== undefined && !(ROLES as readonly string[]).includes(role)) return `role: one of ${ROLES.join(', ')}`;
  if (since !== undefined && !DATE.test(since)) return 'since: a date YYYY-MM-DD';
  if (until !== undefined && !DATE.test(until)) return 'until: a date YYYY-MM-DD';
  return {
    limit,
    offset,
    ...(form ? { form } : {}),
    ...(ruleSet ? { ruleSet } : {}),
    ...(role ? { role: role as Role } : {}),
    ...(since ? { since } : {}),
    ...(until ? { until } : {}),
    ...(table ? { table } : {}),
    ...(c
      ? {
          contract: {
            level: Number(c[1]),
            strain: c[2]!.toUpperCase() === 'N' ? 'NT' : c[2]!.toUpperCase(),
            doubled: c[3] === '' ? null : (c[3]!.length as 1 | 2),
          },
        }
      : {}),
  };
}

/** Whether a deal's contract is the one searched for. */
function contractMatches(deal: LoggedDeal, want: NonNullable<HistoryQuery['contract']>): boolean {
  const got = deal.record?.result.contract;
  if (!got || got.level !== want.level || got.strain !== want.strain) return false;
  return want.doubled === null || got.doubled === want.doubled;
}

/** Registers the accounts and history routes. */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountRoutesDeps): void {
  const { store, lobby, sessions, now } = deps;
  const perAddress = addressLimiter(now, deps.signInBurst ?? SIGN_IN_BURST, deps.signInPerMinute ?? SIGN_IN_PER_MINUTE);
  const perName = addressLimiter(
    now,
    deps.signInPerNameBurst ?? SIGN_IN_PER_NAME_BURST,
    deps.signInPerNamePerMinute ?? SIGN_IN_PER_NAME_PER_MINUTE,
  );
  const tooMany = (reply: FastifyReply): FastifyReply =>
    sendError(reply, 'account/too-many-attempts', 'too many sign-in attempts; wait a few minutes', 429);
  const invalid = (reply: FastifyReply, message: string): FastifyReply =>
    sendError(reply, 'http/invalid', message, 400);
  const notSignedIn = (reply: FastifyReply): FastifyReply =>
    sendError(reply, 'account/not-signed-in', 'you are not signed in', 401);

  // A history read folds event logs: it is limited per address like the other costly routes.
  const mayRead = addressLimiter(now, deps.historyBurst ?? HISTORY_BURST, deps.historyPerMinute ?? HISTORY_PER_MINUTE);
  app.addHook('onRequest', async (req, reply) => {
    const url = req.url;
    if (!url.startsWith('/api/me/deals') && !url.startsWith('/api/deals/') && !url.startsWith('/api/shared/')) return;
    if (!mayRead(req.ip)) return sendError(reply, 'history/too-many', 'too many history requests; wait a minute', 429);
  });

  /** Starts a new session (any session the request carried is ended first: no fixation). */
  const signIn = async (
    req: FastifyRequest,
    reply: FastifyReply,
    account: AccountRecord,
    tokens: readonly string[] | undefined,
  ) => {
    await sessions.end(req);
    const id = await sessions.start(account.id);
    reply.header('set-cookie', sessions.cookie(req, id));
    reply.header('cache-control', 'no-store');
    if (tokens && tokens.length > 0) {
      const changed = await store.attachSeatTokens(account.id, tokens.map(hashToken));
      // Tables in memory follow the store; the others read the account when they are loaded.
      for (const c of changed) lobby.loaded(c.tableId)?.seatGiven(c.seat, account.id);
      // Tables another process holds are told there (cluster/seatSync.ts); the answer does not wait.
      if (changed.length > 0) void deps.seatsGiven?.(changed);
    }
    return { account: accountView(account) };
  };

  // Passkeys (passkeys.ts) start a session the same way.
  registerPasskeyRoutes(app, {
    store,
    sessions,
    now,
    signIn,
    passkeyBurst: deps.passkeyBurst,
    passkeyPerMinute: deps.passkeyPerMinute,
  });

  const parseCredentials = (req: FastifyRequest, reply: FastifyReply) => {
    const parsed = credentialsSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // The message names the field only, never its value (a password must not be echoed).
      invalid(reply, issue ? `${issue.path.join('.') || 'body'}: not valid` : 'invalid body');
      return null;
    }
    return parsed.data;
  };

  app.post('/api/accounts', async (req, reply) => {
    if (!perAddress(req.ip)) return tooMany(reply);
    const body = parseCredentials(req, reply);
    if (!body) return reply;
    const name = checkName(body.name);
    if (!name.ok) return sendError(reply, name.error.code, name.error.message, 400);
    const policy = checkPasswordPolicy(body.password, name.value);
    if (!policy.ok) return sendError(reply, policy.error.code, policy.error.message, 400);
    const account: AccountRecord = {
      id: randomBytes(12).toString('base64url'),
      name: name.value,
      nameKey: nameKeyOf(name.value),
      passwordHash: await hashPassword(body.password),
      createdAt: new Date(now()).toISOString(),
    };
    if (!(await store.createAccount(account))) return sendError(reply, 'account/name-taken', 'this name is taken', 409);
    return reply.code(201).send(await signIn(req, reply, account, body.seatTokens));
  });

  app.post('/api/session', async (req, reply) => {
    const body = parseCredentials(req, reply);
    if (!body) return reply;
    const key = nameKeyOf(body.name);
    // Both limits are spent on every attempt: a spread attack on one name and one address's guessing.
    const addressOk = perAddress(req.ip);
    const nameOk = perName(key);
    if (!addressOk || !nameOk) return tooMany(reply);
    const account = key === '' ? null : await store.getAccountByName(key);
    // An unknown name costs one scrypt too, so the answer's timing does not tell names apart.
    const matches = await verifyPassword(body.password, account?.passwordHash ?? (await decoyHash()));
    if (!account || !matches)
      return sendError(reply, 'account/bad-credentials', 'the name or the password is wrong', 401);
    if (needsRehash(account.passwordHash)) await store.setPasswordHash(account.id, await hashPassword(body.password));
    return signIn(req, reply, account, body.seatTokens);
  });

  app.delete('/api/session', async (req, reply) => {
    await sessions.end(req);
    return reply.code(204).header('set-cookie', sessions.clearCookie(req)).send();
  });

  app.delete('/api/sessions', async (req, reply) => {
    const account = await sessions.accountOf(req);
    if (!account) return notSignedIn(reply);
    const ended = await store.deleteLoginSessions(account.id);
    return reply.header('set-cookie', sessions.clearCookie(req)).send({ ended });
  });

  app.get('/api/me', async (req, reply) => {
    const account = await sessions.accountOf(req);
    if (!account) return notSignedIn(reply);
    return reply.header('cache-control', 'no-store').send({ account: accountView(account) });
  });

  /** The person's seat claims: the account's and the shown tokens'. */
  const claimsOf = async (req: FastifyRequest, reply: FastifyReply): Promise<SeatClaim[] | null> => {
    const tokens = seatTokensOf(req);
    if (!tokens.ok) {
      invalid(reply, tokens.message);
      return null;
    }
    const account = await sessions.accountOf(req);
    return store.listSeatClaims(
      { ...(account ? { accountId: account.id } : {}), tokenHashes: tokens.tokens.map(hashToken) },
      HISTORY_CLAIMS,
    );
  };

  const entryOf = async (table: TableRecord, deal: LoggedDeal, seat: Seat): Promise<HistoryEntry> => {
    const analysis = (await deps.analysis?.load(table.id, deal.deal)) ?? null;
    const law77 = law77ScoreFor(deal, seat);
    const parNS = analysis?.status === 'ready' && analysis.par ? analysis.par.score : null;
    const par = parNS === null || law77 === null ? null : seat === 'N' || seat === 'S' ? parNS : -parNS || 0;
    const r = deal.record!.result;
    return {
      id: dealIdOf(table.id, deal.deal),
      tableId: table.id,
      tableCode: table.code,
      deal: deal.deal,
      board: deal.board,
      date: deal.endedAt,
      ruleSet: table.settings.ruleSet,
      form: table.settings.form,
      seat,
      role: roleOf(deal, seat),
      dealer: deal.dealer,
      vulnerability: deal.vulnerability,
      contract: r.contract,
      declarer: r.declarer,
      declarerTricks: r.declarerTricks,
      score: scoreFor(deal, seat),
      par,
      fromPar: par === null || law77 === null ? null : law77 - par,
      analysis: deps.analysis ? (analysis?.status ?? 'pending') : null,
    };
  };

  // The deals of finished tables do not change: their summaries are kept (a bounded map, oldest out).
  const finishedDeals = new Map<string, LoggedDeal[]>();
  const dealsOf = async (table: TableRecord): Promise<LoggedDeal[]> => {
    const kept = finishedDeals.get(table.id);
    if (kept) return kept;
    const types = needsWholeLog(table.settings) ? undefined : DEAL_EVENT_TYPES;
    const deals = dealsOfLog(await store.loadEvents(table.id, 0, types), table.settings);
    if (table.finished) {
      if (finishedDeals.size >= FINISHED_TABLES_KEPT) finishedDeals.delete(finishedDeals.keys().next().value!);
      finishedDeals.set(table.id, deals);
    }
    return deals;
  };

  app.get<{ Querystring: Record<string, string | undefined> }>('/api/me/deals', async (req, reply) => {
    const query = parseHistoryQuery(req.query);
    if (typeof query === 'string') return invalid(reply, query);
    const claims = await claimsOf(req, reply);
    if (!claims) return reply;
    const byTable = new Map<string, SeatClaim[]>();
    for (const c of claims) byTable.set(c.tableId, [...(byTable.get(c.tableId) ?? []), c]);
    // Filters and order need only the deal's role and date; the full lines (scores, the stored
    // analysis) are made for the page alone.
    const found: { table: TableRecord; deal: LoggedDeal; seat: Seat }[] = [];
    for (const [tableId, tableClaims] of byTable) {
      const table = await store.getTable(tableId);
      if (!table) continue;
      if (query.form && table.settings.form !== query.form) continue;
      if (query.ruleSet && table.settings.ruleSet !== query.ruleSet) continue;
      if (query.table && table.code !== query.table.toUpperCase() && table.id !== query.table) continue;
      const deals = await dealsOf(table);
      const seen = new Set<string>();
      for (const deal of deals) {
        if (deal.record === null) continue;
        for (const c of tableClaims) {
          if (!claimCovers(c, deal) || seen.has(`${deal.deal}${c.seat}`)) continue;
          seen.add(`${deal.deal}${c.seat}`);
          const day = deal.endedAt?.slice(0, 10) ?? '';
          if (query.role && roleOf(deal, c.seat) !== query.role) continue;
          if (query.since && day < query.since) continue;
          if (query.until && day > query.until) continue;
          if (query.contract && !contractMatches(deal, query.contract)) continue;
          found.push({ table, deal, seat: c.seat });
        }
      }
    }
    found.sort(
      (a, b) =>
        (b.deal.endedAt ?? '').localeCompare(a.deal.endedAt ?? '') ||
        b.table.id.localeCompare(a.table.id) ||
        b.deal.deal - a.deal.deal,
    );
    const page = await Promise.all(
      found.slice(query.offset, query.offset + query.limit).map((f) => entryOf(f.table, f.deal, f.seat)),
    );
    const more = query.offset + query.limit < found.length;
    const body: HistoryPage = { deals: page, total: found.length, next: more ? query.offset + query.limit : null };
    return reply.header('cache-control', 'no-store').send(body);
  });

  /** A deal, its table and log, if the deal exists. */
  const loadDeal = async (tableId: string, dealNumber: number) => {
    const table = await store.getTable(tableId);
    if (!table) return null;
    const events = await store.loadEvents(tableId);
    const deal = dealsOfLog(events, table.settings).find((d) => d.deal === dealNumber);
    return deal ? { table, events, deal } : null;
  };

  const notFound = (reply: FastifyReply): FastifyReply =>
    sendError(reply, 'history/not-found', 'no such deal among the deals you may see', 404);

  /** The deal a person may open: one they played (a claim covers it). Unfinished: `history/not-over`. */
  const personalDeal = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = parseDealId(req.params.id);
    if (!id) {
      notFound(reply);
      return null;
    }
    const claims = await claimsOf(req, reply);
    if (!claims) return null;
    const mine = claims.filter((c) => c.tableId === id.tableId);
    const found = mine.length === 0 ? null : await loadDeal(id.tableId, id.deal);
    if (!found) {
      notFound(reply);
      return null;
    }
    if (found.deal.endSeq === null) {
      // Only someone seated at the table now hears that the deal exists and is not over.
      if (mine.some((c) => c.toSeq === null))
        sendError(reply, 'history/not-over', 'this deal is still being played', 409);
      else notFound(reply);
      return null;
    }
    const claim = mine.find((c) => claimCovers(c, found.deal));
    if (!claim) {
      notFound(reply);
      return null;
    }
    return { ...found, seat: claim.seat as Seat | null };
  };

  const sendDeal = async (
    reply: FastifyReply,
    found: {
      table: TableRecord;
      events: Awaited<ReturnType<TableStore['loadEvents']>>;
      deal: LoggedDeal;
      seat: Seat | null;
    },
    format: string | undefined,
    lang: string | undefined,
  ): Promise<FastifyReply> => {
    const { table, events, deal, seat } = found;
    if (format !== undefined && format !== 'json') {
      if (format !== 'pbn' && format !== 'lin') return invalid(reply, 'format: pbn, lin or json');
      const file = dealFile(events, table.settings, deal, format as DealFormat);
      if (!file.ok) return sendError(reply, file.error.code, file.error.message, 409);
      return reply
        .type(format === 'pbn' ? 'application/x-pbn; charset=utf-8' : 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="biritch-${table.code}-${deal.deal}.${format}"`)
        .send(file.value);
    }
    const analysis = (await deps.analysis?.load(table.id, deal.deal)) ?? null;
    const view = endedView(events, table.settings, deal);
    const locale = isLocale(lang) ? lang : 'en';
    const body: PastDeal = {
      id: dealIdOf(table.id, deal.deal),
      tableId: table.id,
      tableCode: table.code,
      ruleSet: table.settings.ruleSet,
      form: table.settings.form,
      deal: deal.deal,
      board: deal.board,
      dealer: deal.dealer,
      vulnerability: deal.vulnerability,
      date: deal.endedAt,
      seat,
      result: deal.record?.result ?? null,
      score: deal.record?.score ?? null,
      players: deal.record?.players ?? null,
      hands: deal.hands,
      view,
      // As the table explains on request: robots' calls in their system's words, people's by their alerts.
      explanations: view.auction.map((_, i) => explainAt(table, view, i, locale)),
      analysis,
    };
    return reply.send(body);
  };

  app.get<{ Params: { id: string }; Querystring: { format?: string; lang?: string } }>(
    '/api/deals/:id',
    async (req, reply) => {
      const found = await personalDeal(req, reply);
      if (!found) return reply;
      reply.header('cache-control', 'private, no-store');
      return sendDeal(reply, found, req.query.format, req.query.lang);
    },
  );

  app.post<{ Params: { id: string } }>('/api/deals/:id/share', async (req, reply) => {
    const found = await personalDeal(req, reply);
    if (!found) return reply;
    // 128 random bits: a share link cannot be guessed from a deal id or another link.
    const shareId = await store.shareDeal(
      randomBytes(16).toString('base64url'),
      found.table.id,
      found.deal.deal,
      new Date(now()).toISOString(),
    );
    const body: ShareResponse = { shareId, path: `/api/shared/${shareId}` };
    return reply.code(201).send(body);
  });

  app.get<{ Params: { shareId: string }; Querystring: { format?: string; lang?: string } }>(
    '/api/shared/:shareId',
    async (req, reply) => {
      const share = /^[A-Za-z0-9_-]{22}$/.test(req.params.shareId) ? await store.getShare(req.params.shareId) : null;
      const found = share ? await loadDeal(share.tableId, share.deal) : null;
      // Only an ended deal is ever shown, whatever the store says.
      if (!found || found.deal.endSeq === null)
        return sendError(reply, 'history/not-found', 'no such shared deal', 404);
      return sendDeal(reply, { ...found, seat: null }, req.query.format, req.query.lang);
    },
  );
}
