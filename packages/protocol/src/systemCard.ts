/**
 * A partnership's system card as the server sends it (`GET /api/system-card?system=…&regulation=…`):
 * the openings, the conventions and the card-play agreements of a bidding system, every text an
 * @biritch/i18n message id, so each reader sees it in their own language (issue 25).
 *
 * ```ts
 * const r = systemCardSchema.safeParse(await res.json());
 * if (r.success) r.data.openings[0]; // { call: { type: 'bid', level: 1, strain: 'C' }, meanings: [...], alert: null }
 * ```
 */
import { z } from 'zod';
import { alertRegulationSchema, biddingSystemSchema } from './tableOptions.js';
import { callSchema } from './values.js';

const messageId = z.string().min(1).max(120);

/** Schema of one message: an @biritch/i18n id and its arguments. */
export const cardMessageSchema = z.strictObject({
  id: messageId,
  args: z.record(z.string().max(40), z.union([z.string().max(40), z.number()])),
});

/** Schema of a system card. */
export const systemCardSchema = z.strictObject({
  system: biddingSystemSchema,
  regulation: alertRegulationSchema,
  /** Opening bids, lowest first: each call, its meanings, and whether it is alerted or announced. */
  openings: z
    .array(
      z.strictObject({
        call: callSchema,
        meanings: z.array(cardMessageSchema).max(8),
        alert: z.enum(['alert', 'announce']).nullable(),
      }),
    )
    .max(40),
  /** The conventions the system's rules play (`systemCard.conv.*` ids). */
  conventions: z.array(z.strictObject({ id: messageId })).max(80),
  /** Opening leads and signals (`systemCard.lead.*`, `systemCard.signal.*` ids). */
  carding: z.array(z.strictObject({ id: messageId })).max(20),
});

/** A system card. */
export type SystemCardInfo = z.infer<typeof systemCardSchema>;
