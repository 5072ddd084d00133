/**
 * The HTTP API's bodies, with schemas (the routes are listed in packages/server/README.md).
 *
 * ```ts
 * const body: CreateTableRequest = { form: 'duplicate', boards: 4, seats: { N: 'human', E: 'robot', S: 'open', W: 'robot' } };
 * const res: CreateTableResponse = await (await fetch('/api/tables', { method: 'POST', body: JSON.stringify(body) })).json();
 * ```
 * Every error answer is `{ error: { code, message } }` with a 4xx status.
 */
import { z } from 'zod';
import { SEAT_PLANS, scoringFormSchema, seatTokenSchema, tableInfoSchema } from './messages.js';
import { ruleSetSchema, seatSchema } from './values.js';
import {
  alertRegulationSchema,
  biddingSystemSchema,
  chatPolicySchema,
  MAX_BOARD_TIMER_MINUTES,
  robotStrengthSchema,
} from './tableOptions.js';

/** Schema of a seat plan. */
export const seatPlanSchema = z.enum(SEAT_PLANS);

/** Most boards a duplicate table may play. */
export const MAX_BOARDS = 36;

/** `POST /api/tables`: what to create. Every field has a default (a single deal, you North, robots elsewhere). */
export const createTableRequestSchema = z.strictObject({
  ruleSet: ruleSetSchema.default('standard'),
  form: scoringFormSchema.default('single'),
  /** Duplicate only: boards 1..n are played in order (dealer and vulnerability by board, Law 2). */
  boards: z.number().int().min(1).max(MAX_BOARDS).optional(),
  /** `human`: the creator sits there (a token comes back); `robot`; `open`: anyone with the link may claim it. */
  seats: z
    .strictObject({ N: seatPlanSchema, E: seatPlanSchema, S: seatPlanSchema, W: seatPlanSchema })
    .default({ N: 'human', E: 'robot', S: 'robot', W: 'robot' }),
  /** Rubber/Chicago: a passed-out deal is redealt by the same dealer or the next. */
  passedOutRedeal: z.enum(['same-dealer', 'next-dealer']).optional(),
  /** Four at One Table (2018): a deal with no partnership is not played. */
  noPartnershipNotPlayed: z.boolean().optional(),
  /**
   * Whether robots grant an undo request. Default: yes where one person plays with robots (no
   * other human or open seat), no elsewhere.
   */
  robotsApproveUndo: z.boolean().optional(),
  /** How strongly the robots play (default `club`). */
  robotStrength: robotStrengthSchema.optional(),
  /** North–South's bidding system (default `sayc`). */
  systemNS: biddingSystemSchema.optional(),
  /** East–West's bidding system (default `sayc`). */
  systemEW: biddingSystemSchema.optional(),
  /** Whose alert rules the robots follow (default `acbl`). */
  alertRegulation: alertRegulationSchema.optional(),
  /** Minutes per board; absent for no timer. */
  boardTimerMinutes: z.number().int().min(1).max(MAX_BOARD_TIMER_MINUTES).optional(),
  /** Whether each call and card is confirmed before it is sent (default false). */
  confirmActions: z.boolean().optional(),
  /** Who reads the table chat (default `players`: kept from spectators). */
  chat: chatPolicySchema.optional(),
  /** Whether a settled claim is checked double-dummy once the deal is over (default true). */
  claimCheck: z.boolean().optional(),
  /** Whether a robot stands in for a player gone past the hold window at a table with other people (default true). */
  standIn: z.boolean().optional(),
  /** Law rectifications instead of refusals: insufficient bids, leads out of turn and revokes are let through (core's option). */
  rectifications: z.boolean().optional(),
});
/** The body of `POST /api/tables` (all fields optional). */
export type CreateTableRequest = z.input<typeof createTableRequestSchema>;
/** A create request with its defaults filled in. */
export type CreateTableSettings = z.output<typeof createTableRequestSchema>;

/** A seat token given to whoever may act for a seat. Keep it secret: it is the seat's identity. */
export const seatTicketSchema = z.strictObject({ tableId: z.string(), seat: seatSchema, token: seatTokenSchema });
/** A seat and its token. */
export type SeatTicket = z.infer<typeof seatTicketSchema>;

/** `POST /api/tables` answer (201): the table and a token for each `human` seat. */
export const createTableResponseSchema = z.strictObject({
  table: tableInfoSchema,
  tickets: z.array(seatTicketSchema),
});
/** The answer to creating a table. */
export type CreateTableResponse = z.infer<typeof createTableResponseSchema>;

/** `GET /api/tables/:idOrCode` and `GET /api/tables` (array) answer. */
export type GetTableResponse = z.infer<typeof tableInfoSchema>;

/** The JSON body of every HTTP error answer. */
export const httpErrorSchema = z.strictObject({ error: z.strictObject({ code: z.string(), message: z.string() }) });
/** An HTTP error body. */
export type HttpError = z.infer<typeof httpErrorSchema>;
