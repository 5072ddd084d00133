/**
 * The club night's HTTP routes and its WebSocket endpoint, registered in one place
 * (`registerSessionRoutes`), listed in packages/server/README.md ("Sessions").
 *
 * ```ts
 * const sessions = await SessionRegistry.open({ store, now });
 * registerSessionRoutes(app, { sessions, now });
 * // POST /api/sessions {"name":"Tuesday pairs","sections":[{"section":"A","tables":7}]}
 * //   → 201 { session, directorToken, … }
 * ```
 * Director routes take `Authorization: Bearer TOKEN`; a wrong or missing token is refused
 * before anything is read or changed. Every error is `{ error: { code, message } }`.
 * Several processes (issue 27): a request about a session another live process serves is passed
 * to that process once (`net/relay.ts`) and its answer sent back; a relayed request that still
 * misses the owner, or a session between owners, is `cluster/unavailable` (503: try again).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { makeDeal, type Result } from '@biritch/core';
import {
  movementByName,
  propose,
  replanMovement,
  type ReplanChange,
  type Movement,
  type ProposeRequest,
  type SessionActor,
  type SessionBoard,
  type SessionCommand,
} from '@biritch/competition';
import { cryptoRandom, randomDeal } from '@biritch/dealer';
import { formatError, parseBoardsPbn } from '@biritch/notation';
import {
  chooseMovementRequestSchema,
  createSessionRequestSchema,
  directorCommandRequestSchema,
  directorTokenSchema,
  joinTableRequestSchema,
  callDirectorRequestSchema,
  registerParticipantsRequestSchema,
  replanRequestSchema,
  sessionIdSchema,
  sessionSectionInfoSchema,
  sessionSettingsSchema,
  setBoardsRequestSchema,
  type CreateSessionResponse,
  type TableCredential,
} from '@biritch/protocol';
import { z } from 'zod';
import { sendError } from '../net/http.js';
import { forwardRequest, isRelayed, openRelay } from '../net/relay.js';
import { TokenBucket } from '../net/tokenBucket.js';
import type { SessionAuthority } from './authority.js';
import { handleSessionConnection } from './connection.js';
import { parseParticipantsCsv, type CsvParticipant } from './csv.js';
import { doubleDummyBackend, solveBoardsLater, withDoubleDummy, type DoubleDummyChoice } from './doubleDummy.js';
import { sessionFile } from './files.js';
import type { LocatedSession, SessionRegistry } from './registry.js';

/** Table joins per client address: a burst (a room of phones at once) and per minute after it. */
export const JOIN_BURST = 200;
export const JOINS_PER_MINUTE = 120;

/** Largest body of a session route (a CSV list, a PBN file of boards). */
export const MAX_SESSION_BODY_BYTES = 1024 * 1024;

/** HTTP statuses of the session codes (400 otherwise). */
const STATUS: Readonly<Record<string, number>> = {
  'session/not-found': 404,
  'auth/director-only': 401,
  'auth/bad-token': 401,
  'auth/bad-pin': 401,
  'auth/locked': 429,
  'session/finished': 409,
  'store/conflict': 409,
  'store/unavailable': 503,
  'session/closed': 503,
  'rate/too-many': 429,
  'files/unknown': 404,
  'cluster/unavailable': 503,
  'cluster/moved': 503,
};

/** What a client is told while a session moves between processes. */
const MOVING = 'this session is moving between server processes; try again shortly';

/** What the session routes need. */
export interface SessionRouteDeps {
  readonly sessions: SessionRegistry;
  readonly now: () => number;
  /** Session creations and table joins per client address: burst and per minute (default 30 and 30). */
  readonly writeBurst?: number;
  readonly writesPerMinute?: number;
  readonly onCount?: (delta: 1 | -1) => void;
  readonly log?: (message: string) => void;
  readonly floodBurst?: number;
  readonly floodPerSecond?: number;
  /**
   * The boards' double-dummy tables: `auto` (default; native DDS before the boards are set, else the
   * TypeScript engine in a worker thread after), `dds`, `ts` (forces the fallback), or false for none.
   */
  readonly doubleDummy?: DoubleDummyChoice | boolean;
}

const DIRECTOR: SessionActor = { kind: 'director' };
const CRYPTO = cryptoRandom();

const fail = (reply: FastifyReply, code: string, message: string): FastifyReply =>
  sendError(reply, code, message, STATUS[code] ?? 400);
const invalid = (reply: FastifyReply, e: z.ZodError): FastifyReply => {
  const issue = e.issues[0];
  return fail(reply, 'http/invalid', issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid body');
};
const sendResult = <T>(reply: FastifyReply, r: Result<T>, status = 200): FastifyReply =>
  r.ok ? reply.code(status).send(r.value) : fail(reply, r.error.code, r.error.message);

/** Token buckets per client address for the writing routes (as net/http.ts has for tables); idle ones are dropped. */
function writeLimiter(now: () => number, burst: number, perMinute: number): (ip: string) => boolean {
  const buckets = new Map<string, { bucket: TokenBucket; last: number }>();
  let sweep = now();
  return (ip) => {
    const t = now();
    if (t - sweep > 60_000) {
      for (const [k, v] of buckets) if (t - v.last > 10 * 60_000) buckets.delete(k);
      sweep = t;
    }
    const entry = buckets.get(ip) ?? { bucket: new TokenBucket(burst, perMinute / 60, t), last: t };
    buckets.set(ip, entry);
    entry.last = t;
    return entry.bucket.take(t);
  };
}

/** Registers the session routes and `GET /ws/sessions`. */
export function registerSessionRoutes(app: FastifyInstance, deps: SessionRouteDeps): void {
  const { sessions } = deps;
  const mayWrite = writeLimiter(deps.now, deps.writeBurst ?? 30, deps.writesPerMinute ?? 30);
  // Every phone of a club may share one public address (the club's Wi-Fi behind NAT): joins get a
  // limit of their own, wide enough for a whole room at once; wrong PINs are limited per code.
  const mayJoin = writeLimiter(deps.now, JOIN_BURST, JOINS_PER_MINUTE);
  const big = { bodyLimit: MAX_SESSION_BODY_BYTES };

  type IdReq = FastifyRequest<{ Params: { id: string } }>;
  /**
   * The session of a request when this process serves it, or a reply already sent: not found, the
   * owner's answer (the request passed on to it), or `cluster/unavailable`.
   */
  const sessionOf = async (req: IdReq, reply: FastifyReply): Promise<SessionAuthority | null> => {
    const where = sessionIdSchema.safeParse(req.params.id).success ? await sessions.locate(req.params.id) : null;
    if (!where) fail(reply, 'session/not-found', 'no such session');
    else if (where.kind === 'here') return where.session;
    else await passOn(where, req, reply);
    return null;
  };
  /** Sends a request to the process that serves its session (once), else answers 503. */
  const passOn = async (where: LocatedSession, req: FastifyRequest, reply: FastifyReply): Promise<unknown> =>
    where.kind === 'elsewhere' && !isRelayed(req)
      ? forwardRequest(where.node.address, req, reply, MOVING)
      : fail(reply, 'cluster/unavailable', MOVING);
  /** The session when the request carries its director's token, or a reply already sent. */
  const directed = async (req: IdReq, reply: FastifyReply): Promise<SessionAuthority | null> => {
    const header = req.headers.authorization ?? '';
    const m = /^Bearer (\S+)$/.exec(header);
    const s = await sessionOf(req, reply);
    if (!s) return null;
    if (!m || !directorTokenSchema.safeParse(m[1]).success) {
      fail(reply, 'auth/director-only', 'this needs the director link (Authorization: Bearer …)');
      return null;
    }
    if (!sessions.isDirector(s, m[1]!)) {
      fail(reply, 'auth/bad-token', 'this is not the director link of this session');
      return null;
    }
    return s;
  };
  /** Runs director commands in order; stops at the first refusal. */
  const run = async (s: SessionAuthority, commands: readonly SessionCommand[]): Promise<Result<{ seq: number }>> => {
    let seq = s.seq;
    for (const c of commands) {
      const r = await s.submit(DIRECTOR, c);
      if (!r.ok) return r;
      seq = r.value.seq;
    }
    return { ok: true, value: { seq } };
  };

  app.post('/api/sessions', big, async (req, reply) => {
    if (!mayWrite(req.ip)) return fail(reply, 'rate/too-many', 'too many sessions from this address; wait a minute');
    const parsed = createSessionRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    const created = await sessions.create(parsed.data);
    if (!created.ok) return fail(reply, created.error.code, created.error.message);
    const { session, token } = created.value;
    const body: CreateSessionResponse = {
      session: session.info(),
      directorToken: token,
      directorPath: `/s/${session.id}/director#${token}`,
      publicPath: `/s/${session.id}`,
    };
    return reply.code(201).send(body);
  });

  app.post('/api/sessions/join', async (req, reply) => {
    if (!mayJoin(req.ip)) return fail(reply, 'rate/too-many', 'too many attempts from this address; wait a minute');
    const parsed = joinTableRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    // The PIN is checked (and wrong ones counted) by the process that serves the session.
    const where = await sessions.locateCode(parsed.data.code);
    if (where && where.kind !== 'here') return passOn(where, req, reply);
    const r = sessions.joinTable(parsed.data.code, parsed.data.pin);
    if (!r.ok) return fail(reply, r.error.code, r.error.message);
    return { sessionId: r.value.session.id, section: r.value.section, table: r.value.table, code: r.value.code };
  });

  app.get<{ Params: { id: string } }>('/api/sessions/:id', async (req, reply) => {
    const s = await sessionOf(req, reply);
    return s ? s.info() : reply;
  });

  app.get<{ Params: { id: string } }>('/api/sessions/:id/results', async (req, reply) => {
    const s = await sessionOf(req, reply);
    if (!s) return reply;
    const m = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    return s.resultsFor(
      m && directorTokenSchema.safeParse(m[1]).success && sessions.isDirector(s, m[1]!) ? 'director' : 'public',
    );
  });

  app.get<{ Params: { id: string } }>('/api/sessions/:id/state', async (req, reply) => {
    const s = await directed(req, reply);
    return s ? { seq: s.seq, state: s.sessionState } : reply;
  });

  app.get<{ Params: { id: string } }>('/api/sessions/:id/tables', async (req, reply) => {
    const s = await directed(req, reply);
    if (!s) return reply;
    const list: TableCredential[] = s.meta.tables.map((t) => ({ ...t, joinPath: `/j/${t.code}#${t.pin}` }));
    return list;
  });

  app.post<{ Params: { id: string } }>('/api/sessions/:id/settings', async (req, reply) => {
    const s = await directed(req, reply);
    if (!s) return reply;
    const parsed = z.strictObject({ settings: sessionSettingsSchema }).safeParse(req.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    return sendResult(reply, await s.updateMeta({ ...s.meta, settings: parsed.data.settings }, s.finished));
  });

  app.post<{ Params: { id: string } }>('/api/sessions/:id/participants', big, async (req, reply) => {
    const s = await directed(req, reply);
    if (!s) return reply;
    const parsed = registerParticipantsRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    const section = parsed.data.section.toUpperCase();
    if (!s.sessionState.sections[section]) return fail(reply, 'session/unknown-section', `no section ${section}`);
    const kind = s.meta.kind === 'pairs' ? 'pair' : s.meta.kind === 'individual' ? 'individual' : 'team';
    const size: [number, number] = kind === 'pair' ? [2, 2] : kind === 'individual' ? [1, 1] : [4, 6];
    let list: readonly CsvParticipant[];
    if ('csv' in parsed.data) {
      const csv = parseParticipantsCsv(parsed.data.csv, { players: size });
      if (!csv.ok)
        return reply.code(400).send({
          error: { code: csv.error.code, message: csv.error.message, line: csv.error.line, column: csv.error.column },
        });
      list = csv.value;
    } else {
      list = parsed.data.participants;
      const bad = list.findIndex((p) => p.players.length < size[0] || p.players.length > size[1]);
      if (bad >= 0)
        return fail(
          reply,
          'session/wrong-players',
          `participant ${bad + 1}: a ${kind} has ${size[0] === size[1] ? size[0] : `${size[0]} to ${size[1]}`} players`,
        );
    }
    // Numbers: as given, else the next free ones; checked before anything is registered.
    const state = s.sessionState;
    const taken = new Set(
      Object.values(state.participants)
        .filter((p) => p.section === section)
        .map((p) => p.id),
    );
    const given = list.map((p) => p.id).filter((x): x is string => x !== undefined);
    const clash = given.find((id, i) => taken.has(id) || given.indexOf(id) !== i);
    if (clash !== undefined)
      return fail(
        reply,
        'session/duplicate-participant',
        `number ${clash} is already registered in section ${section}`,
      );
    for (const id of given) taken.add(id);
    let next = 1;
    const commands: SessionCommand[] = [];
    const ids: string[] = [];
    for (const p of list) {
      let id = p.id;
      if (id === undefined) {
        while (taken.has(String(next))) next++;
        id = String(next);
        taken.add(id);
      }
      ids.push(id);
      const players = p.players.map((pl, i) => {
        const pid = `${section}${id}.${i + 1}`;
        commands.push({
          type: 'registerPlayer',
          player: { id: pid, name: pl.name, ...(pl.memberNumber ? { memberNumber: pl.memberNumber } : {}) },
        });
        return pid;
      });
      commands.push({ type: 'registerParticipant', participant: { kind, id, section, players } });
    }
    const r = await run(s, commands);
    return r.ok ? { registered: ids, seq: r.value.seq } : fail(reply, r.error.code, r.error.message);
  });

  /** What `propose` is asked for a section: its registered participants, by the session's kind. */
  const proposeFor = (
    s: SessionAuthority,
    section: string,
    q: { boards?: number | undefined; rounds?: number | undefined },
  ): Result<ReturnType<typeof propose> extends Result<infer T> ? T : never> => {
    const n = Object.values(s.sessionState.participants).filter((p) => p.section === section && !p.phantom).length;
    const field: ProposeRequest =
      s.meta.kind === 'pairs' ? { pairs: n } : s.meta.kind === 'individual' ? { players: n } : { teams: n };
    return propose({ ...field, ...(q.boards ? { boards: q.boards } : {}), ...(q.rounds ? { rounds: q.rounds } : {}) });
  };

  app.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(
    '/api/sessions/:id/movements',
    async (req, reply) => {
      const s = await directed(req, reply);
      if (!s) return reply;
      const q = z
        .strictObject({
          section: z.string().min(1).max(4),
          boards: z.coerce.number().int().min(1).max(128).optional(),
          rounds: z.coerce.number().int().min(1).max(60).optional(),
        })
        .safeParse(req.query);
      if (!q.success) return invalid(reply, q.error);
      const section = q.data.section.toUpperCase();
      if (!s.sessionState.sections[section]) return fail(reply, 'session/unknown-section', `no section ${section}`);
      return sendResult(reply, proposeFor(s, section, q.data));
    },
  );

  app.post<{ Params: { id: string } }>('/api/sessions/:id/movement', async (req, reply) => {
    const s = await directed(req, reply);
    if (!s) return reply;
    const parsed = chooseMovementRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    const section = parsed.data.section.toUpperCase();
    const sec = s.sessionState.sections[section];
    if (!sec) return fail(reply, 'session/unknown-section', `no section ${section}`);
    // A proposal for this field by that name, else the library's movement of that name.
    const proposals = proposeFor(s, section, {});
    const proposed = proposals.ok
      ? proposals.value.find(
          (p) =>
            p.name === parsed.data.name &&
            (parsed.data.boardsPerRound === undefined || p.boardsPerRound === parsed.data.boardsPerRound),
        )
      : undefined;
    let movement: Movement;
    if (proposed && parsed.data.boardsPerRound === undefined) movement = proposed.movement;
    else {
      const m = movementByName(
        parsed.data.name,
        parsed.data.boardsPerRound ? { boardsPerRound: parsed.data.boardsPerRound } : {},
      );
      if (!m.ok) return fail(reply, m.error.code, m.error.message);
      movement = m.value;
    }
    if (movement.tables > sec.tables)
      return fail(
        reply,
        'session/too-many-tables',
        `${movement.name} needs ${movement.tables} tables; section ${section} has ${sec.tables}`,
      );
    movement = { ...movement, rows: movement.rows.map((r) => ({ ...r, section })) };
    const r = await run(s, [{ type: 'chooseMovement', section, movement }]);
    return r.ok ? s.info() : fail(reply, r.error.code, r.error.message);
  });

  app.post<{ Params: { id: string } }>('/api/sessions/:id/boards', big, async (req, reply) => {
    const s = await directed(req, reply);
    if (!s) return reply;
    const parsed = setBoardsRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    let boards: SessionBoard[];
    if (parsed.data.source === 'deal') {
      // Dealt here with the platform's cryptographic generator; only the hands are kept.
      boards = Array.from({ length: parsed.data.count }, (_, i) => ({
        board: i + 1,
        deal: makeDeal(randomDeal(CRYPTO)),
      }));
    } else {
      const pbn = parseBoardsPbn(parsed.data.pbn, { file: 'boards.pbn' });
      if (!pbn.ok)
        return reply.code(400).send({
          error: {
            code: pbn.error.code,
            message: formatError(pbn.error),
            line: pbn.error.line,
            column: pbn.error.column,
          },
        });
      boards = pbn.value.boards.map((b) => ({ board: b.board, deal: makeDeal(b.deal) }));
    }
    const dd =
      deps.doubleDummy === false
        ? null
        : doubleDummyBackend(typeof deps.doubleDummy === 'string' ? deps.doubleDummy : 'auto');
    if (dd === 'dds') boards = await withDoubleDummy(boards, 'dds');
    const r = await run(s, [{ type: 'setBoards', boards }]);
    if (r.ok && dd === 'ts') {
      // The fallback: the director is answered now, the tables follow (doubleDummy.ts).
      const later = solveBoardsLater({ boards: () => s.sessionState.boards, submit: (c) => run(s, [c]) }, boards);
      void later
        .then((done) => {
          if (!done.ok) deps.log?.(`session boards: double-dummy tables not set (${done.error.code})`);
        })
        .catch((e: unknown) => deps.log?.(`session boards: double-dummy solving failed (${String(e)})`));
    }
    return r.ok ? s.info() : fail(reply, r.error.code, r.error.message);
  });

  for (const what of ['start', 'close'] as const)
    app.post<{ Params: { id: string; round: string } }>(
      `/api/sessions/:id/rounds/:round/${what}`,
      async (req, reply) => {
        const s = await directed(req, reply);
        if (!s) return reply;
        const round = Number(req.params.round);
        const body = z
          .strictObject({ section: sessionSectionInfoSchema.shape.section.min(1).max(4) })
          .safeParse(req.body ?? {});
        if (!body.success) return invalid(reply, body.error);
        if (!Number.isInteger(round) || round < 1)
          return fail(reply, 'session/bad-round', 'a round is a whole number from 1');
        const section = body.data.section.toUpperCase();
        return sendResult(
          reply,
          await run(s, [{ type: what === 'start' ? 'startRound' : 'closeRound', section, round }]),
        );
      },
    );

  app.post<{ Params: { id: string } }>('/api/sessions/:id/replan', async (req, reply) => {
    const s = await directed(req, reply);
    if (!s) return reply;
    const parsed = replanRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    const section = parsed.data.section.toUpperCase();
    const sec = s.sessionState.sections[section];
    if (!sec?.movement) return fail(reply, 'session/no-movement', `section ${section} has no movement yet`);
    const change = parsed.data.change;
    // Rounds started are played (or being played): only the rounds after them are re-planned.
    const played = Math.max(0, ...Object.keys(sec.rounds).map(Number));
    const planned = replanMovement(sec.movement, played, change as ReplanChange);
    if (!planned.ok) return fail(reply, planned.error.code, planned.error.message);
    const record: SessionCommand[] =
      change.kind === 'late-pair'
        ? [{ type: 'recordLateArrival', section, pair: String(change.pair), round: change.fromRound }]
        : change.kind === 'pair-left'
          ? [{ type: 'recordWithdrawal', section, pair: String(change.pair), afterRound: change.afterRound }]
          : [];
    const r = await run(s, [
      ...record,
      { type: 'replanMovement', section, fromRound: played + 1, movement: planned.value.movement },
    ]);
    return r.ok ? { seq: r.value.seq, moves: planned.value.moves } : fail(reply, r.error.code, r.error.message);
  });

  app.post<{ Params: { id: string } }>('/api/sessions/:id/commands', async (req, reply) => {
    const s = await directed(req, reply);
    if (!s) return reply;
    const parsed = directorCommandRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    const r = await s.submit(DIRECTOR, parsed.data.command as SessionCommand, parsed.data.commandId ?? null);
    return r.ok
      ? r.value.duplicate
        ? { seq: r.value.seq, duplicate: true }
        : { seq: r.value.seq }
      : fail(reply, r.error.code, r.error.message);
  });

  // A table's call for the director, answered (or made) from the console.
  app.post<{ Params: { id: string } }>('/api/sessions/:id/calls', async (req, reply) => {
    const s = await directed(req, reply);
    if (!s) return reply;
    const parsed = callDirectorRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    return sendResult(
      reply,
      await s.callDirector(parsed.data.section.toUpperCase(), parsed.data.table, parsed.data.on),
    );
  });

  app.post<{ Params: { id: string } }>('/api/sessions/:id/close', async (req, reply) => {
    const s = await directed(req, reply);
    if (!s) return reply;
    if (s.finished) return s.info();
    const r = await sessions.finish(s);
    return r.ok ? s.info() : fail(reply, r.error.code, r.error.message);
  });

  app.get<{ Params: { id: string; file: string } }>('/api/sessions/:id/files/:file', async (req, reply) => {
    const s = await directed(req, reply);
    if (!s) return reply;
    const f = await sessionFile(s.sessionState, s.currentScore(), req.params.file, { now: deps.now });
    if (!f.ok) return fail(reply, f.error.code, f.error.message);
    const base = (s.sessionState.event?.name ?? 'session').replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'session';
    const name = `${base}-${req.params.file}`;
    return reply
      .header('content-type', f.value.type)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(typeof f.value.body === 'string' ? f.value.body : Buffer.from(f.value.body));
  });

  app.get('/ws/sessions', { websocket: true }, (socket, req) =>
    handleSessionConnection(socket, {
      sessions,
      now: deps.now,
      // A socket relayed by another process is not relayed again (one hop at most).
      ...(isRelayed(req)
        ? {}
        : { relay: (address: string) => openRelay(address, { forwardedFor: req.ip }, 5000, '/ws/sessions') }),
      ...(deps.onCount ? { onCount: deps.onCount } : {}),
      ...(deps.log ? { log: deps.log } : {}),
      ...(deps.floodBurst !== undefined ? { floodBurst: deps.floodBurst } : {}),
      ...(deps.floodPerSecond !== undefined ? { floodPerSecond: deps.floodPerSecond } : {}),
    }),
  );
}
