/**
 * The WebSocket messages between a client and the table server, with runtime schemas.
 *
 * ```ts
 * const hello: ClientMessage = { type: 'hello', tableId, token, lastSeq: 41 };
 * const cmd: ClientMessage = { type: 'command', id: 'r7', command: { type: 'play', card: 'SA' } };
 * // the server answers every request id with { type: 'ack', id, seq } or { type: 'error', id, code, message }
 * ```
 * Flow (lila-ws style): `hello` → `welcome {seat, seq, info, view?}`, then `event {seq, event?}`
 * for every event of the table in order — with `event` only when this viewer may see it, so a
 * gap in `seq` always means loss — followed by `view {seq, view}` after each batch. A client
 * renders the latest `view` (computed by the server with core's `viewFor`), never its own fold.
 */
import { z } from 'zod';
import type { TableEvent, TableView } from '@biritch/core';
import type { ScoreSheet } from '@biritch/scoring';
import { MAX_REQUEST_ID_LENGTH, PROTOCOL_VERSION } from './limits.js';
import { claimCheckSchema, MAX_CHAT_LENGTH, practiceKindSchema, tableOptionsInfoSchema } from './tableOptions.js';
import {
  cardSchema,
  contractSchema,
  playerCommandSchema,
  ruleSetSchema,
  seatSchema,
  strainSchema,
  vulnerabilitySchema,
} from './values.js';

/** A request id chosen by the client, echoed in the server's `ack` or `error`. */
export const requestIdSchema = z
  .string()
  .min(1)
  .max(MAX_REQUEST_ID_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/);
/** A table id (random, URL-safe). */
export const tableIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
/** A secret seat token (URL-safe base64 of 128 random bits). */
export const seatTokenSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);
/** A table sequence number: 0 before the first event, then 1, 2, 3… without gaps. */
export const seqSchema = z.number().int().min(0);

/** Client → server: join a table for a seat (with its token) or as a spectator (no token). */
export const helloSchema = z.strictObject({
  type: z.literal('hello'),
  id: requestIdSchema.optional(),
  protocol: z.literal(PROTOCOL_VERSION).optional(),
  tableId: tableIdSchema,
  /** The seat token from `POST /api/tables` or a seat claim; absent to watch. */
  token: seatTokenSchema.optional(),
  /** The last `seq` this client saw, to resume: the server sends what it missed. */
  lastSeq: seqSchema.optional(),
});
/** Client → server: a table command for the client's own seat. */
export const commandMessageSchema = z.strictObject({
  type: z.literal('command'),
  id: requestIdSchema,
  command: playerCommandSchema,
});
/**
 * Client → server: start the next deal of the table's form once the current deal has ended.
 * `another`: when the form's set is over, start the next one (the next single deal, another
 * rubber, a new Chicago, more boards). `practice`: deal it as a practice deal type for the asker
 * (single-deal tables).
 */
export const nextDealSchema = z.strictObject({
  type: z.literal('nextDeal'),
  id: requestIdSchema,
  another: z.boolean().optional(),
  practice: practiceKindSchema.optional(),
});
/** Client → server: a line of table chat (players only; rate-limited; never logged). */
export const chatSchema = z.strictObject({
  type: z.literal('chat'),
  id: requestIdSchema,
  text: z.string().trim().min(1).max(MAX_CHAT_LENGTH),
});
/** Client → server: ask for everything after `lastSeq` again (after a gap), or a fresh view. */
export const syncSchema = z.strictObject({
  type: z.literal('sync'),
  id: requestIdSchema.optional(),
  lastSeq: seqSchema.optional(),
});
/** Client → server: keep-alive; answered by `pong` with the same id and `t`. */
export const pingSchema = z.strictObject({
  type: z.literal('ping'),
  id: requestIdSchema.optional(),
  t: z.number().optional(),
});

/**
 * Client → server: what does the call at `index` of the current auction mean? Answered by an
 * `explanation` (a robot's call: its system's meaning; a person's call: their alert, if you may see it).
 */
export const explainSchema = z.strictObject({
  type: z.literal('explain'),
  id: requestIdSchema,
  index: z.number().int().min(0).max(1000),
  /** The reader's language for a robot's explanation (issue 22); English when absent. */
  lang: z.enum(['en', 'pl', 'es', 'sk', 'et']).optional(),
});

/**
 * Client → server: why did the robot lead that card? Asked after the deal (issue 25: "explain the
 * choice on request after the deal"); answered by a `leadExplanation`, or the error
 * `explain/deal-in-progress` while the deal is played (the robot's reasons speak of its hand).
 */
export const explainLeadSchema = z.strictObject({
  type: z.literal('explainLead'),
  id: requestIdSchema,
  /** The reader's language; English when absent. */
  lang: z.enum(['en', 'pl', 'es', 'sk', 'et']).optional(),
});

/** Every client → server message. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  helloSchema,
  commandMessageSchema,
  nextDealSchema,
  syncSchema,
  pingSchema,
  explainSchema,
  explainLeadSchema,
  chatSchema,
]);
/** A client → server message. */
export type ClientMessage = z.infer<typeof clientMessageSchema>;
/** The client message type names. */
export const CLIENT_MESSAGE_TYPES = [
  'hello',
  'command',
  'nextDeal',
  'sync',
  'ping',
  'explain',
  'explainLead',
  'chat',
] as const satisfies readonly ClientMessage['type'][];
/** A client message type name. */
export type ClientMessageType = (typeof CLIENT_MESSAGE_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Server → client

/** Visibility of an event: `'all'` or the seats that may see it. */
export const visibilitySchema = z.union([z.literal('all'), z.array(seatSchema).readonly()]);

/** How a finished deal ended (core's `DealResult`). */
export const dealResultSchema = z.strictObject({
  board: z.number().int().min(1),
  contract: contractSchema.nullable(),
  declarer: seatSchema.nullable(),
  dummy: seatSchema.nullable(),
  declarerTricks: z.number().int().min(0).max(13).nullable(),
  vulnerability: vulnerabilitySchema,
});

/**
 * A table event on the wire: core's `TableEvent`. Only its envelope (a `type` name and a valid
 * `visibleTo`) is checked here: the events are made by the server's own rules engine, and core
 * may add event types (irregularities, rulings) without a protocol change.
 */
export const tableEventSchema = z.custom<TableEvent>(
  (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
    const e = v as { type?: unknown; visibleTo?: unknown };
    return (
      typeof e.type === 'string' && /^[a-z][A-Za-z]*$/.test(e.type) && visibilitySchema.safeParse(e.visibleTo).success
    );
  },
  { message: 'an event is an object with a type and visibleTo' },
);
/** A table event on the wire (core's `TableEvent`). */
export type WireEvent = TableEvent;

/** How a table scores its deals. */
export const SCORING_FORMS = ['single', 'duplicate', 'rubber', 'chicago'] as const;
/** A scoring form: one deal, duplicate boards, rubber bridge, or Chicago (four deals). */
export type ScoringForm = (typeof SCORING_FORMS)[number];
/** Schema of a scoring form. */
export const scoringFormSchema = z.enum(SCORING_FORMS);

/** What sits in a seat when the table is created: the creator, a robot, or open for anyone. */
export const SEAT_PLANS = ['human', 'robot', 'open'] as const;
/** A seat plan. */
export type SeatPlan = (typeof SEAT_PLANS)[number];

/** A seat's state at a table: who holds it and whether they are connected. */
export const seatInfoSchema = z.strictObject({
  /** `robot`: played by the server's robot; `open`: anyone may claim it; `taken`: a human holds its token. */
  status: z.enum(['robot', 'open', 'taken']),
  /** Whether a client (or the robot) is connected for this seat now. */
  connected: z.boolean(),
  /** While a disconnected human's seat is held: when (ms since epoch) it is released (or a robot stands in). */
  heldUntil: z.number().nullable(),
  /** A robot plays this taken seat until its player comes back (issue 26). */
  standIn: z.boolean().optional(),
  /** A taken seat held by a signed-in account: the name its owner chose (issue 26); absent for guests. */
  name: z.string().max(64).optional(),
});
/** A seat's state. */
export type SeatInfo = z.infer<typeof seatInfoSchema>;

/** Points for each player (per-player scoring of the variants), whole points for display. */
export const playerPointsSchema = z.strictObject({
  N: z.number().int(),
  E: z.number().int(),
  S: z.number().int(),
  W: z.number().int(),
});

/** One finished deal on the table's score sheet. */
export const dealRecordSchema = z.strictObject({
  /** 1, 2, 3… in the order played at this table (a redealt passed-out deal counts). */
  deal: z.number().int().min(1),
  board: z.number().int().min(1),
  dealer: seatSchema,
  vulnerability: vulnerabilitySchema,
  result: dealResultSchema,
  /** The deal's score for each side (positive = points won), or null when not computed (and at variant tables). */
  score: z.strictObject({ NS: z.number().int(), EW: z.number().int() }).nullable(),
  /** Four at One Table / Hao bridge: each player's score, whole points (issue 6); absent at standard tables. */
  players: playerPointsSchema.nullable().optional(),
});
/** A finished deal's record. */
export type DealRecord = z.infer<typeof dealRecordSchema>;

/** Table-level information, sent on join and whenever seats, connections or the sheet change. */
export const tableInfoSchema = z.strictObject({
  id: tableIdSchema,
  /** Short code to type or say aloud (join by code). */
  code: z.string(),
  ruleSet: ruleSetSchema,
  form: scoringFormSchema,
  /** Duplicate: how many boards the table plays; other forms: null. */
  boards: z.number().int().nullable(),
  createdAt: z.string(),
  seats: z.strictObject({ N: seatInfoSchema, E: seatInfoSchema, S: seatInfoSchema, W: seatInfoSchema }),
  spectators: z.number().int().min(0),
  /** The table's last sequence number. */
  seq: seqSchema,
  /**
   * The deal in progress or last played (1-based), with its board number, when it started (ms
   * since the epoch; the board timer counts from it) and its practice type; null before the first.
   */
  current: z
    .strictObject({
      deal: z.number().int(),
      board: z.number().int(),
      ended: z.boolean(),
      startedAt: z.number().optional(),
      practice: practiceKindSchema.nullable().optional(),
    })
    .nullable(),
  /**
   * Whether the form's deals are all played (duplicate: all boards; Chicago: four deals; rubber:
   * rubber over; single: the deal over). `nextDeal` with `another` starts the next set.
   */
  finished: z.boolean(),
  /** The table's options (issue 26); absent from older servers. */
  options: tableOptionsInfoSchema.optional(),
  /** The claims of the deal just ended, checked double-dummy once it is over (issue 26); absent when none. */
  claimChecks: z.array(claimCheckSchema).optional(),
  /** Finished deals, in order. */
  results: z.array(dealRecordSchema),
  /** Totals so far for each side (sum of `results[].score`; rubber/Chicago as the form scores them). */
  totals: z.strictObject({ NS: z.number().int(), EW: z.number().int() }),
  /** Rubber and Chicago: the score sheet (@biritch/scoring's `ScoreSheet`: lines above/below, games); else null. */
  sheet: z
    .custom<ScoreSheet>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
      message: 'a sheet is an object',
    })
    .nullable(),
  /** Four at One Table / Hao bridge: each player's total (summed exactly, shown in whole points); absent at standard tables. */
  playerTotals: playerPointsSchema.nullable().optional(),
});
/** Table-level information. */
export type TableInfo = z.infer<typeof tableInfoSchema>;

/** Core's `TableView` (from `viewFor`): checked as an object here, its shape typed by core. */
export const tableViewSchema = z.custom<TableView>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  message: 'a view is an object',
});

/** Tricks 0–13. */
const tricksSchema = z.number().int().min(0).max(13);
/** Tricks each declarer makes in each strain (the solver's `DDTable`). */
const strainTricksSchema = z.strictObject({
  C: tricksSchema,
  D: tricksSchema,
  H: tricksSchema,
  S: tricksSchema,
  NT: tricksSchema,
});
/** A double-dummy table: for each declarer N E S W, the tricks in C D H S NT. */
export const ddTableSchema = z.strictObject({
  N: strainTricksSchema,
  E: strainTricksSchema,
  S: strainTricksSchema,
  W: strainTricksSchema,
});
/** A double-dummy table. */
export type DDTableWire = z.infer<typeof ddTableSchema>;
/** One par contract (the solver's `ParContract`). */
export const parContractSchema = z.strictObject({
  level: z.number().int().min(1).max(7),
  strain: strainSchema,
  side: z.enum(['NS', 'EW']),
  declarers: z.array(seatSchema).min(1).max(2),
  doubled: z.boolean(),
  /** Over-tricks when made (0 or more); minus the undertricks of a sacrifice. */
  result: z.number().int().min(-13).max(6),
  seatSacrifice: z.literal(true).optional(),
});
/** Par: North-South's score and the par contracts (DDS's DealerPar: who deals matters). */
export const parSchema = z.strictObject({ score: z.number().int(), contracts: z.array(parContractSchema) });
/** A par answer. */
export type ParWire = z.infer<typeof parSchema>;

/**
 * Server → client: the double-dummy analysis of a finished deal, sent only once the deal has
 * ended (all hands are public then). `pending` while it is computed; `ready` with the table and
 * par (par null at variant tables); `unavailable` with a code (`solver/budget-exceeded` …).
 */
export const analysisMessageSchema = z.strictObject({
  type: z.literal('analysis'),
  /** The deal (1-based at this table) and its board number. */
  deal: z.number().int().min(1),
  board: z.number().int().min(1),
  status: z.enum(['pending', 'ready', 'unavailable']),
  /** Which solver answered: native DDS or the TypeScript engine. */
  backend: z.enum(['dds', 'ts']).nullable(),
  table: ddTableSchema.nullable(),
  par: parSchema.nullable(),
  /** Why it is unavailable. */
  code: z.string().optional(),
});
/** The double-dummy analysis of a finished deal. */
export type AnalysisMessage = z.infer<typeof analysisMessageSchema>;

/**
 * The server → client messages. `view` is core's `viewFor(state, viewer)` for this client's
 * seat (or `'spectator'`).
 */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('welcome'),
    id: requestIdSchema.optional(),
    protocol: z.literal(PROTOCOL_VERSION),
    tableId: tableIdSchema,
    /** Your seat, or null when watching. */
    seat: seatSchema.nullable(),
    /** The seq the following events continue from (your `lastSeq` when resuming, else the table's). */
    seq: seqSchema,
    info: tableInfoSchema,
    /** A full view at `seq`, present unless resuming (then the missed events and a `view` follow). */
    view: tableViewSchema.optional(),
  }),
  z.strictObject({ type: z.literal('event'), seq: seqSchema, event: tableEventSchema.optional() }),
  z.strictObject({ type: z.literal('view'), seq: seqSchema, view: tableViewSchema }),
  z.strictObject({ type: z.literal('info'), info: tableInfoSchema }),
  z.strictObject({ type: z.literal('ack'), id: requestIdSchema, seq: seqSchema }),
  z.strictObject({ type: z.literal('error'), id: requestIdSchema.optional(), code: z.string(), message: z.string() }),
  z.strictObject({ type: z.literal('pong'), id: requestIdSchema.optional(), t: z.number().optional() }),
  analysisMessageSchema,
  /**
   * A line of table chat: who wrote it (a seat), when (ms since the epoch) and the text. Sent to
   * the players, and to spectators only when the table allows; the last lines again on joining.
   */
  z.strictObject({
    type: z.literal('chat'),
    seat: seatSchema,
    at: z.number(),
    text: z.string().max(MAX_CHAT_LENGTH),
  }),
  /** The answer to `explain`: the call's meaning, or null when there is none you may see. */
  z.strictObject({
    type: z.literal('explanation'),
    id: requestIdSchema,
    index: z.number().int().min(0),
    text: z.string().nullable(),
  }),
  /**
   * The answer to `explainLead` about the deal just ended: the opening leader, the card, and the
   * robot's reasons in the asked language (`text`: null when a person led, or the robot's reasons
   * are gone — a server restarted since). `leads`: every lead the simulation weighed with the
   * tricks it gave the defence on average over the layouts, best first (empty without one).
   */
  z.strictObject({
    type: z.literal('leadExplanation'),
    id: requestIdSchema,
    deal: z.number().int().min(1),
    seat: seatSchema,
    card: cardSchema,
    text: z.string().nullable(),
    leads: z.array(z.strictObject({ card: cardSchema, average: z.number().min(0).max(13) })).max(13),
  }),
]);
/** A server → client message. */
export type ServerMessage = z.infer<typeof serverMessageSchema>;
/** The server message type names. */
export const SERVER_MESSAGE_TYPES = [
  'welcome',
  'event',
  'view',
  'info',
  'ack',
  'error',
  'pong',
  'analysis',
  'explanation',
  'leadExplanation',
  'chat',
] as const satisfies readonly ServerMessage['type'][];
