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
  /** Whether robots approve an opponent's undo request (an obvious misclick). Default false. */
  robotsApproveUndo: z.boolean().optional(),
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
