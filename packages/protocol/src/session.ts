/**
 * The club night's messages: a duplicate session run by a director, results entered at the
 * tables from phones, live results for anyone with the public link (issue 24). WebSocket
 * `GET /ws/sessions` carries these; the HTTP routes are listed in packages/server/README.md
 * ("Sessions").
 *
 * ```ts
 * const sub: SessionClientMessage = { type: 'subscribe', id: 's1',
 *   credential: { role: 'table', code: 'K7QXM2', pin: '4821' } };
 * const cmd: SessionClientMessage = { type: 'command', id: 'c7', commandId: 'dev3-0001', side: 'NS',
 *   command: { type: 'enterResult', section: 'A', round: 1, table: 3, board: 5, ns: '3', ew: '10',
 *     contract: '4S', declarer: 'N', lead: 'HK', tricks: 10 } };
 * // the server answers every request id with { type: 'ack', id, seq } or { type: 'error', id, code, message }
 * ```
 * Flow, as for tables: `subscribe` → `welcome {role, seq, info}` and a snapshot for the role
 * (`state` for the director, `tableView` for a table device, `results` for everyone who may read
 * results), then `event {seq, event?}` for every event of the session log in order — the body
 * only to the director (and a bare `{seq}` to a device or the public that subscribed with
 * `events: true`), so a gap in `seq` always means loss and the client sends
 * `sync {lastSeq}` — followed after each batch by the role's fresh `tableView`
 * and `results` (only the boards that changed, `full: false`). A `commandId` chosen by the client
 * makes a command idempotent: a retry after a reconnect is answered with the first answer's seq
 * (`duplicate: true`) and is never entered twice.
 */
import { z } from 'zod';
import type { FieldScore, Movement, RankingLine, ScoredBoard, SessionEvent, SessionState } from '@biritch/competition';
import { ok, type Result } from '@biritch/core';
import { MAX_CLIENT_MESSAGE_BYTES, PROTOCOL_VERSION } from './limits.js';
import { utf8Length, type ProtocolError } from './parse.js';
import { parSchema, requestIdSchema, seqSchema } from './messages.js';
import { cardSchema, seatSchema, vulnerabilitySchema } from './values.js';

// ---------------------------------------------------------------------------------------------
// Identities

/** A session id (random, URL-safe; it is also the public link). */
export const sessionIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
/** The director's secret token (128 random bits, URL-safe base64), given once at creation. */
export const directorTokenSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);
/** A table device's short code (6 characters, any case; spaces and dashes ignored). */
export const tableCodeSchema = z.string().min(1).max(16);
/** A table device's PIN: four digits. */
export const tablePinSchema = z.string().regex(/^[0-9]{4}$/);
/** A client-chosen id that makes a command idempotent (kept with the events it caused). */
export const commandIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
/** A section letter (or short name). */
export const sectionNameSchema = z
  .string()
  .min(1)
  .max(4)
  .regex(/^[A-Za-z0-9]+$/);

/** Who a subscriber is: the director (session id and token), a table device (code and PIN), or the public. */
export const sessionCredentialSchema = z.discriminatedUnion('role', [
  z.strictObject({ role: z.literal('director'), sessionId: sessionIdSchema, token: directorTokenSchema }),
  z.strictObject({ role: z.literal('table'), code: tableCodeSchema, pin: tablePinSchema }),
  z.strictObject({ role: z.literal('public'), sessionId: sessionIdSchema }),
]);
/** A subscriber's credential. */
export type SessionCredential = z.infer<typeof sessionCredentialSchema>;
/** The three roles. */
export const SESSION_ROLES = ['director', 'table', 'public'] as const;
/** A role: director, table device or public reader. */
export type SessionRole = (typeof SESSION_ROLES)[number];

// ---------------------------------------------------------------------------------------------
// Session commands (the competition engine's `SessionCommand`)

const pos = z.number().int().min(1).max(10_000);
const pairId = z.string().min(1).max(16);
const place = { section: sectionNameSchema, round: pos, table: pos, board: pos };
/** A contract as written on a traveller: '4S', '3NTX', '6HXX' (a pass-out is `passedOut: true`). */
export const contractTextSchema = z.string().regex(/^[1-7](C|D|H|S|NT|N)(X|XX)?$/i);
const played = {
  contract: contractTextSchema,
  declarer: seatSchema,
  lead: cardSchema.optional(),
  tricks: z.number().int().min(0).max(13),
};
const adjustmentSchema = z.union([
  z.enum(['average-plus', 'average', 'average-minus']),
  z.strictObject({ percent: z.number().min(0).max(100) }),
]);
const fourPlayers = z.tuple([pairId, pairId, pairId, pairId]);

/**
 * What a table device may send: enter a result (NS), confirm it (EW), correct it before it is
 * confirmed. Checked strictly here; the engine checks again who may do it and where.
 */
export const tableCommandSchemas = [
  z.union([
    z.strictObject({
      type: z.literal('enterResult'),
      ...place,
      ns: pairId,
      ew: pairId,
      players: fourPlayers.optional(),
      ...played,
      passedOut: z.literal(false).optional(),
    }),
    z.strictObject({
      type: z.literal('enterResult'),
      ...place,
      ns: pairId,
      ew: pairId,
      players: fourPlayers.optional(),
      passedOut: z.literal(true),
    }),
    z.strictObject({
      type: z.literal('enterResult'),
      ...place,
      ns: pairId.optional(),
      ew: pairId.optional(),
      players: fourPlayers,
      ...played,
      passedOut: z.literal(false).optional(),
    }),
    z.strictObject({
      type: z.literal('enterResult'),
      ...place,
      ns: pairId.optional(),
      ew: pairId.optional(),
      players: fourPlayers,
      passedOut: z.literal(true),
    }),
  ]),
  z.strictObject({ type: z.literal('confirmResult'), ...place }),
  z.union([
    z.strictObject({
      type: z.literal('correctResult'),
      ...place,
      reason: z.string().max(200).optional(),
      ...played,
      passedOut: z.literal(false).optional(),
    }),
    z.strictObject({
      type: z.literal('correctResult'),
      ...place,
      reason: z.string().max(200).optional(),
      passedOut: z.literal(true),
    }),
  ]),
] as const;

/** The director's rulings and running commands that travel over the socket (set-up goes over HTTP). */
export const directorCommandSchemas = [
  z.strictObject({ type: z.literal('startRound'), section: sectionNameSchema, round: pos }),
  z.strictObject({ type: z.literal('closeRound'), section: sectionNameSchema, round: pos }),
  z.strictObject({ type: z.literal('adjustScore'), ...place, ns: adjustmentSchema, ew: adjustmentSchema }),
  z.strictObject({
    type: z.literal('assignWeightedScore'),
    ...place,
    parts: z
      .array(z.strictObject({ weight: z.number().min(0).max(1), score: z.number().int().min(-10_000).max(10_000) }))
      .min(1)
      .max(8),
  }),
  z.strictObject({
    type: z.literal('foulBoard'),
    section: sectionNameSchema,
    board: pos,
    versions: z
      .array(
        z.strictObject({
          version: z.string().min(1).max(8),
          places: z.array(z.strictObject({ round: pos, table: pos })).max(64),
        }),
      )
      .min(2)
      .max(8),
  }),
  z.strictObject({ type: z.literal('markNotPlayed'), ...place }),
  z.strictObject({ type: z.literal('allowLatePlay'), ...place }),
  z.strictObject({ type: z.literal('markWrongDirection'), section: sectionNameSchema, round: pos, table: pos }),
  z.strictObject({ type: z.literal('recordLateArrival'), section: sectionNameSchema, pair: pairId, round: pos }),
  z.strictObject({
    type: z.literal('recordWithdrawal'),
    section: sectionNameSchema,
    pair: pairId,
    afterRound: z.number().int().min(0).max(10_000),
  }),
] as const;

/** A session command sent over the socket: a table's or a director's (the engine's `SessionCommand`). */
export const sessionCommandSchema = z.union([...tableCommandSchemas, ...directorCommandSchemas]);
/** A session command from a client. */
export type SessionCommandMessage = z.infer<typeof sessionCommandSchema>;

// ---------------------------------------------------------------------------------------------
// Client → server

/** Subscribe to a session with a role's credential; `lastSeq` to resume after a reconnect. */
export const subscribeSchema = z.strictObject({
  type: z.literal('subscribe'),
  id: requestIdSchema.optional(),
  protocol: z.literal(PROTOCOL_VERSION).optional(),
  credential: sessionCredentialSchema,
  lastSeq: seqSchema.optional(),
  /**
   * Whether to receive an `event` frame for every event of the log (bare `{seq}` unless you are
   * the director). Default: true for the director only. A device's `tableView` and the public's
   * `results` are whole (or say what they replace) and carry the seq, and a reconnecting client
   * gets a full snapshot, so they need no per-event frames: 60 devices and 300 viewers then cost
   * one frame per update instead of one per event (`bench/club.ts`).
   */
  events: z.boolean().optional(),
});
/**
 * A command for the subscribed role. `commandId` (client-generated, kept on the device with the
 * entry until acknowledged) makes a retry idempotent. `side`: who holds a table device now
 * (NS enters, EW confirms, as on a Bridgemate); default NS; ignored for the director.
 */
export const sessionCommandMessageSchema = z.strictObject({
  type: z.literal('command'),
  id: requestIdSchema,
  commandId: commandIdSchema.optional(),
  side: z.enum(['NS', 'EW']).optional(),
  command: sessionCommandSchema,
});
/** Ask for everything after `lastSeq` again (after a gap), or a fresh snapshot. */
export const sessionSyncSchema = z.strictObject({
  type: z.literal('sync'),
  id: requestIdSchema.optional(),
  lastSeq: seqSchema.optional(),
});
/**
 * A table calls the director (`on: true`) or takes the call back; the director answers a table's
 * call (`on: false` with its section and table). Shown in the director's grid and on the phone.
 */
export const callDirectorSchema = z.strictObject({
  type: z.literal('callDirector'),
  id: requestIdSchema.optional(),
  on: z.boolean(),
  section: sectionNameSchema.optional(),
  table: z.number().int().min(1).max(10_000).optional(),
});
/** `POST /api/sessions/:id/calls` (director): a table's call made or answered from the console. */
export const callDirectorRequestSchema = z.strictObject({
  section: sectionNameSchema,
  table: z.number().int().min(1).max(10_000),
  on: z.boolean(),
});

/** Keep-alive; answered by `pong`. */
export const sessionPingSchema = z.strictObject({
  type: z.literal('ping'),
  id: requestIdSchema.optional(),
  t: z.number().optional(),
});

/** Every client → server session message. */
export const sessionClientMessageSchema = z.discriminatedUnion('type', [
  subscribeSchema,
  sessionCommandMessageSchema,
  sessionSyncSchema,
  sessionPingSchema,
  callDirectorSchema,
]);
/** A client → server session message. */
export type SessionClientMessage = z.infer<typeof sessionClientMessageSchema>;
/** The session client message type names. */
export const SESSION_CLIENT_MESSAGE_TYPES = [
  'subscribe',
  'command',
  'sync',
  'ping',
  'callDirector',
] as const satisfies readonly SessionClientMessage['type'][];

// ---------------------------------------------------------------------------------------------
// Server → client

/** What the director lets others see. Every field has a default. */
export const sessionSettingsSchema = z.strictObject({
  /**
   * The public ranking (barometer): `live` after every confirmation; `after-round` over closed
   * rounds only (default); `at-end` only once the session is closed.
   */
  ranking: z.enum(['live', 'after-round', 'at-end']).default('after-round'),
  /** The ranking stops moving for the last N rounds (suspense) until the session is closed. */
  hideLastRounds: z.number().int().min(0).max(50).default(0),
  /** Public names: `full` names, or `none` (pair numbers only). Member numbers are never public. */
  names: z.enum(['full', 'none']).default('full'),
  /** A table device sees a board's traveller (and its percentage) after its own entry. Default true. */
  travellersAtTable: z.boolean().default(true),
  /** The opening lead must be entered. Default false. */
  leadRequired: z.boolean().default(false),
});
/** The director's settings with defaults filled in. */
export type SessionSettings = z.output<typeof sessionSettingsSchema>;

/** A round's state in a section. */
export const roundStateSchema = z.enum(['started', 'closed']);

/** A section as everyone may see it. */
export const sessionSectionInfoSchema = z.strictObject({
  section: z.string(),
  tables: z.number().int(),
  winners: z.union([z.literal(1), z.literal(2)]),
  scoringGroup: z.string(),
  /** The chosen movement's shape, or null before it is chosen. */
  movement: z
    .strictObject({
      name: z.string(),
      rounds: z.number().int(),
      boardsPerRound: z.number().int(),
      boards: z.number().int(),
    })
    .nullable(),
  /** Rounds started so far and whether each is closed (keys are round numbers). */
  rounds: z.record(z.string(), roundStateSchema),
  /** The round in play (started, not closed), or null. */
  current: z.number().int().nullable(),
  /** When the round in play started, by the server's clock (ISO 8601): every console's round timer. */
  startedAt: z.string().max(40).nullable().optional(),
  /** Tables that have called the director and not been answered yet. */
  calls: z.array(z.number().int()).optional(),
});
/** A section's public information. */
export type SessionSectionInfo = z.infer<typeof sessionSectionInfoSchema>;

/** Session-level information: on welcome, and as `sessionInfo` whenever it changes. */
export const sessionInfoSchema = z.strictObject({
  id: sessionIdSchema,
  name: z.string(),
  kind: z.enum(['pairs', 'individual', 'teams']),
  method: z.string(),
  date: z.string().nullable(),
  createdAt: z.string(),
  sections: z.array(sessionSectionInfoSchema),
  /** Boards set (dealt or imported) so far. */
  boards: z.number().int(),
  settings: sessionSettingsSchema,
  /** Closed and published by the director. */
  finished: z.boolean(),
  seq: seqSchema,
});
/** Session-level information. */
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

const object = <T>(what: string) =>
  z.custom<T>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { message: `${what} is an object` });

/** A result on a table device: what was entered, and whether the other side has confirmed it. */
export const tableBoardSchema = z.strictObject({
  board: z.number().int(),
  dealer: seatSchema,
  vulnerability: vulnerabilitySchema,
  /** The entered result with its NS score, or null. */
  result: z
    .strictObject({
      passedOut: z.boolean(),
      contract: z.string().nullable(),
      declarer: seatSchema.nullable(),
      lead: z.string().nullable(),
      tricks: z.number().int().nullable(),
      score: z.number().int(),
    })
    .nullable(),
  enteredBy: z.enum(['NS', 'EW', 'director']).nullable(),
  confirmed: z.boolean(),
  /** Flagged for the director (e.g. far from double dummy); still counted. */
  flagged: z.boolean(),
  /** The director adjusted the score here. */
  adjusted: z.boolean(),
  /** After entry, when the director allows: the board's traveller (confirmed results so far). */
  traveller: object<ScoredBoard>('a traveller').nullable(),
  /** The percentage NS (index 0) and EW (index 1) have on the board so far, with the traveller. */
  percent: z.tuple([z.number(), z.number()]).nullable(),
  /** The deal (PBN `N:…`), only once every table has played the board (or the session is closed). */
  deal: z.string().nullable().optional(),
});
/** A board on a table device. */
export type TableBoard = z.infer<typeof tableBoardSchema>;

/** A participant seated at a table, with the names the device shows (never member numbers). */
export const seatedSchema = z.strictObject({ id: z.string(), names: z.array(z.string()) });

/** Where everyone goes after this round (the guide card): table and direction, and where the boards go. */
export const moveSchema = z.strictObject({
  round: z.number().int(),
  ns: z
    .strictObject({ id: z.string(), table: z.number().int().nullable(), direction: z.enum(['NS', 'EW']).nullable() })
    .nullable(),
  ew: z
    .strictObject({ id: z.string(), table: z.number().int().nullable(), direction: z.enum(['NS', 'EW']).nullable() })
    .nullable(),
  /** The table the boards of this round go to next (null: they are finished or leave play). */
  boardsTo: z.number().int().nullable(),
});
/** The move after a round. */
export type Move = z.infer<typeof moveSchema>;

/** What a table device shows: its section, table, the round in play, who sits there, its boards. */
export const sessionTableViewSchema = z.strictObject({
  section: z.string(),
  table: z.number().int(),
  /** The round started for this section (or the last closed one), null before the first. */
  round: z.number().int().nullable(),
  roundState: roundStateSchema.nullable(),
  ns: seatedSchema.nullable(),
  ew: seatedSchema.nullable(),
  /** An individual table's four players N, E, S, W. */
  players: z.array(seatedSchema).nullable(),
  boards: z.array(tableBoardSchema),
  /** The move after this round (when the movement has a next round), else null. */
  move: moveSchema.nullable(),
  finished: z.boolean(),
});
/** A table device's view. */
export type SessionTableView = z.infer<typeof sessionTableViewSchema>;

/** The public ranking: the engine's ranking lines (names as the settings allow, never member numbers). */
export const publicRankingSchema = z.strictObject({
  /** Rounds counted: null when live (every confirmed result), else the last counted round. */
  throughRound: z.number().int().nullable(),
  final: z.boolean(),
  lines: z.array(object<RankingLine>('a ranking line')),
});

/**
 * Derived results, computed by the server with the engine's incremental scorer after each
 * confirmed event. `full: true` replaces everything the client holds; `full: false` replaces the
 * ranking (when present) and the listed boards only. A board's traveller is public once every
 * table has played it (or when the session is finished); `frequencies` per board as the engine's
 * `frequencyTable` gives them.
 */
export const resultsMessageSchema = z.strictObject({
  type: z.literal('results'),
  seq: seqSchema,
  full: z.boolean(),
  /** The ranking the role may see; null when hidden (absent: unchanged). */
  ranking: publicRankingSchema.nullable().optional(),
  boards: z.array(object<ScoredBoard>('a scored board')),
  /**
   * The barometer: the standings after each closed round the role may see (the engine's
   * `barometer`), names as the ranking shows them. In a delta only the rounds that changed;
   * absent when nothing changed.
   */
  barometer: z
    .array(z.strictObject({ round: z.number().int(), lines: z.array(object<RankingLine>('a ranking line')) }))
    .optional(),
  frequencies: z.array(
    z.strictObject({
      board: z.number().int(),
      section: z.string().nullable(),
      rows: z.array(object<Record<string, unknown>>('a row')),
    }),
  ),
  /**
   * Hand records of the boards in `boards` (which the public gets only once every table has
   * played them): the deal as PBN writes it, its double-dummy table and par when the session has one.
   */
  hands: z
    .array(
      z.strictObject({
        board: z.number().int(),
        deal: z.string(),
        doubleDummy: object<Record<string, unknown>>('a table').nullable(),
        /** Par from the double-dummy table (dealer-aware, as DDS's DealerPar), when there is one. */
        par: parSchema.nullable().optional(),
      }),
    )
    .optional(),
});
/** Derived results. */
export type ResultsMessage = z.infer<typeof resultsMessageSchema>;

/** The server → client session messages. */
export const sessionServerMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('welcome'),
    id: requestIdSchema.optional(),
    protocol: z.literal(PROTOCOL_VERSION),
    sessionId: sessionIdSchema,
    role: z.enum(SESSION_ROLES),
    /** A table device's section and table. */
    section: z.string().optional(),
    table: z.number().int().optional(),
    /** The seq the following events continue from (your `lastSeq` when resuming, else the session's). */
    seq: seqSchema,
    info: sessionInfoSchema,
  }),
  /** One event of the log: its body (the engine's `SessionEvent`) and who made it to the director only. */
  z.strictObject({
    type: z.literal('event'),
    seq: seqSchema,
    event: object<SessionEvent>('an event').optional(),
    /** `director`, `table A3 NS`… (director only). */
    by: z.string().optional(),
  }),
  /** The director's snapshot: the engine's whole `SessionState` at `seq` (fold later events with `evolve`). */
  z.strictObject({ type: z.literal('state'), seq: seqSchema, state: object<SessionState>('a session state') }),
  z.strictObject({ type: z.literal('tableView'), seq: seqSchema, view: sessionTableViewSchema }),
  resultsMessageSchema,
  z.strictObject({ type: z.literal('sessionInfo'), info: sessionInfoSchema }),
  /** `duplicate: true` when the command's `commandId` had already been entered (nothing was entered again). */
  z.strictObject({ type: z.literal('ack'), id: requestIdSchema, seq: seqSchema, duplicate: z.boolean().optional() }),
  z.strictObject({ type: z.literal('error'), id: requestIdSchema.optional(), code: z.string(), message: z.string() }),
  z.strictObject({ type: z.literal('pong'), id: requestIdSchema.optional(), t: z.number().optional() }),
]);
/** A server → client session message. */
export type SessionServerMessage = z.infer<typeof sessionServerMessageSchema>;
/** The session server message type names. */
export const SESSION_SERVER_MESSAGE_TYPES = [
  'welcome',
  'event',
  'state',
  'tableView',
  'results',
  'sessionInfo',
  'ack',
  'error',
  'pong',
] as const satisfies readonly SessionServerMessage['type'][];

// ---------------------------------------------------------------------------------------------
// HTTP bodies (routes in packages/server/README.md, "Sessions")

/** A section to create. */
export const createSectionSchema = z.strictObject({
  section: sectionNameSchema,
  tables: z.number().int().min(1).max(60),
  winners: z.union([z.literal(1), z.literal(2)]).default(2),
  scoringGroup: z.string().min(1).max(16).optional(),
});

/** `POST /api/sessions`: create a session; the creator becomes its director. */
export const createSessionRequestSchema = z.strictObject({
  name: z.string().min(1).max(120),
  kind: z.enum(['pairs', 'individual', 'teams']).default('pairs'),
  /** Default: matchpoints for pairs and individuals, teams-imps for teams. */
  method: z.enum(['matchpoints', 'cross-imps', 'butler', 'teams-imps', 'board-a-match', 'patton']).optional(),
  session: z.number().int().min(1).max(99).default(1),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  site: z.string().max(120).optional(),
  sections: z.array(createSectionSchema).min(1).max(8),
  settings: sessionSettingsSchema.default({
    ranking: 'after-round',
    hideLastRounds: 0,
    names: 'full',
    travellersAtTable: true,
    leadRequired: false,
  }),
});
/** The body of `POST /api/sessions`. */
export type CreateSessionRequest = z.input<typeof createSessionRequestSchema>;

/** `POST /api/sessions` answer (201): the session and the director's secret (shown once). */
export const createSessionResponseSchema = z.strictObject({
  session: sessionInfoSchema,
  directorToken: directorTokenSchema,
  /** The director's link: the token sits in the fragment (`#…`), which browsers never send to a server. */
  directorPath: z.string(),
  publicPath: z.string(),
});
/** The answer to creating a session. */
export type CreateSessionResponse = z.infer<typeof createSessionResponseSchema>;

/** A participant to register: its number (default: the next free), and its players. */
export const participantInputSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[0-9]{1,4}$/)
    .optional(),
  players: z
    .array(z.strictObject({ name: z.string().min(1).max(80), memberNumber: z.string().max(32).optional() }))
    .min(1)
    .max(6),
});
/** `POST /api/sessions/:id/participants`: a list, or a CSV text (parsed by the server, errors with line and column). */
export const registerParticipantsRequestSchema = z.union([
  z.strictObject({ section: sectionNameSchema, participants: z.array(participantInputSchema).min(1).max(240) }),
  z.strictObject({ section: sectionNameSchema, csv: z.string().min(1).max(200_000) }),
]);
/** The body of `POST /api/sessions/:id/participants`. */
export type RegisterParticipantsRequest = z.infer<typeof registerParticipantsRequestSchema>;

/** `POST /api/sessions/:id/movement`: a movement by library or proposal name (`mitchell-7`, `howell-4`…). */
export const chooseMovementRequestSchema = z.strictObject({
  section: sectionNameSchema,
  name: z.string().min(1).max(40),
  boardsPerRound: z.number().int().min(1).max(12).optional(),
});

/** `POST /api/sessions/:id/boards`: deal `count` boards with crypto randomness, or import PBN deals. */
export const setBoardsRequestSchema = z.union([
  z.strictObject({ source: z.literal('deal'), count: z.number().int().min(1).max(128) }),
  z.strictObject({ source: z.literal('pbn'), pbn: z.string().min(1).max(1_000_000) }),
]);

/**
 * `POST /api/sessions/:id/replan` (director): a late pair, a pair leaving or a table out of play;
 * the server records the arrival or withdrawal and re-plans the rounds not yet started with the
 * engine's `replanMovement`. Answer: `{ seq, moves }` (what changed, for the director).
 */
export const replanRequestSchema = z.strictObject({
  section: sectionNameSchema,
  change: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('late-pair'), pair: pos, fromRound: pos }),
    z.strictObject({ kind: z.literal('pair-left'), pair: pos, afterRound: z.number().int().min(0).max(10_000) }),
    z.strictObject({ kind: z.literal('table-out'), table: pos, fromRound: pos, toRound: pos.optional() }),
  ]),
});

/** `POST /api/sessions/join`: a table device joins with its code and PIN. */
export const joinTableRequestSchema = z.strictObject({ code: tableCodeSchema, pin: tablePinSchema });
/** The answer to joining: where the device is. */
export const joinTableResponseSchema = z.strictObject({
  sessionId: sessionIdSchema,
  section: z.string(),
  table: z.number().int(),
  code: z.string(),
});

/** One table's device credentials (director only). */
export const tableCredentialSchema = z.strictObject({
  section: z.string(),
  table: z.number().int(),
  code: z.string(),
  pin: z.string(),
  /** The QR code's path: the code in the path, the PIN in the fragment (never sent to a server). */
  joinPath: z.string(),
});
/** A table's device credentials. */
export type TableCredential = z.infer<typeof tableCredentialSchema>;

/** `POST /api/sessions/:id/commands` (director): one engine command with an optional `commandId`. */
export const directorCommandRequestSchema = z.strictObject({
  commandId: commandIdSchema.optional(),
  command: z.union([...directorCommandSchemas, ...tableCommandSchemas]),
});

/** A movement proposal as `GET /api/sessions/:id/movements` lists it (the engine's `Proposal`). */
export type ProposalWire = {
  readonly name: string;
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  readonly boardsPlayed: number;
  readonly boards: number;
  readonly winners: 1 | 2;
  readonly balance: number | null;
  readonly note: string;
  readonly movement: Movement;
};
/** The full score of a session (director's `GET …/score`). */
export type FieldScoreWire = FieldScore;

// ---------------------------------------------------------------------------------------------
// Parsing at the boundary (the same codes as `parse.ts`)

const describeIssue = (issues: readonly z.core.$ZodIssue[]): string => {
  const first = issues[0];
  return first ? `${first.path.length ? first.path.join('.') : 'message'}: ${first.message}` : 'invalid message';
};

function readJson(data: string | Uint8Array, max: number): Result<Record<string, unknown>, ProtocolError> {
  const size = typeof data === 'string' ? utf8Length(data) : data.byteLength;
  if (size > max)
    return {
      ok: false,
      error: { code: 'protocol/too-large', message: `message of ${size} bytes is over the limit of ${max}` },
    };
  let value: unknown;
  try {
    value = JSON.parse(typeof data === 'string' ? data : new TextDecoder('utf-8', { fatal: false }).decode(data));
  } catch {
    return { ok: false, error: { code: 'protocol/malformed-json', message: 'message is not valid JSON' } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, error: { code: 'protocol/invalid', message: 'message must be a JSON object' } };
  return ok(value as Record<string, unknown>);
}

/** Parses and validates one client → server session message (at most `MAX_CLIENT_MESSAGE_BYTES`). */
export function parseSessionClientMessage(data: string | Uint8Array): Result<SessionClientMessage, ProtocolError> {
  const json = readJson(data, MAX_CLIENT_MESSAGE_BYTES);
  if (!json.ok) return json;
  const type = json.value['type'];
  if (typeof type !== 'string' || !(SESSION_CLIENT_MESSAGE_TYPES as readonly string[]).includes(type))
    return {
      ok: false,
      error: {
        code: 'protocol/unknown-type',
        message: `unknown message type ${JSON.stringify(type ?? null).slice(0, 40)}`,
      },
    };
  const parsed = sessionClientMessageSchema.safeParse(json.value);
  if (parsed.success) return ok(parsed.data);
  const id = requestIdSchema.safeParse(json.value['id']);
  const error: ProtocolError = { code: 'protocol/invalid', message: `${type}: ${describeIssue(parsed.error.issues)}` };
  return { ok: false, error: id.success ? { ...error, id: id.data } : error };
}

/** Parses and validates one server → client session message (for clients and tests). */
export function parseSessionServerMessage(data: string): Result<SessionServerMessage, ProtocolError> {
  const json = readJson(data, Number.POSITIVE_INFINITY);
  if (!json.ok) return json;
  const type = json.value['type'];
  if (typeof type !== 'string' || !(SESSION_SERVER_MESSAGE_TYPES as readonly string[]).includes(type))
    return {
      ok: false,
      error: {
        code: 'protocol/unknown-type',
        message: `unknown message type ${JSON.stringify(type ?? null).slice(0, 40)}`,
      },
    };
  const parsed = sessionServerMessageSchema.safeParse(json.value);
  return parsed.success
    ? ok(parsed.data)
    : { ok: false, error: { code: 'protocol/invalid', message: `${type}: ${describeIssue(parsed.error.issues)}` } };
}
