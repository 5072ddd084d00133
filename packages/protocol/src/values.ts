/**
 * Runtime schemas for the bridge values that travel on the wire: seats, cards, calls, hands,
 * deals, contracts and the table commands a player may send. The types come from
 * `@biritch/core`; the schemas check that outside JSON really has those shapes.
 *
 * ```ts
 * playerCommandSchema.safeParse({ type: 'play', card: 'SA' }).success // true
 * playerCommandSchema.safeParse({ type: 'play', card: 'S1' }).success // false
 * ```
 */
import { z } from 'zod';
import { isCard, RULE_SET_IDS, SEATS, STRAINS, VULNERABILITIES, type Card } from '@biritch/core';
import { MAX_TEXT_LENGTH } from './limits.js';

/** A seat letter N, E, S or W. */
export const seatSchema = z.enum(SEATS);
/** A strain C, D, H, S or NT. */
export const strainSchema = z.enum(STRAINS);
/** A vulnerability: none, NS, EW, both. */
export const vulnerabilitySchema = z.enum(VULNERABILITIES);
/** A rule set id. */
export const ruleSetSchema = z.enum(RULE_SET_IDS);
/** A card string such as `'SA'`, `'HT'`, `'C2'` (suit then rank). */
export const cardSchema = z.custom<Card>((v) => isCard(v), { message: 'not a card (suit then rank, e.g. SA, HT, C2)' });
/** A 13-bit holding. */
export const holdingSchema = z.number().int().min(0).max(8191);
/** A hand: four holdings [C, D, H, S]. */
export const handSchema = z.tuple([holdingSchema, holdingSchema, holdingSchema, holdingSchema]).readonly();
/** Four hands by seat. */
export const dealSchema = z.strictObject({ N: handSchema, E: handSchema, S: handSchema, W: handSchema }).readonly();
/** A bid level 1..7. */
export const levelSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
/** A call: pass, double, redouble, hao or a bid. */
export const callSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('double') }),
  z.strictObject({ type: z.literal('redouble') }),
  z.strictObject({ type: z.literal('hao') }),
  z.strictObject({ type: z.literal('bid'), level: levelSchema, strain: strainSchema }),
]);
/** A contract with its doubling. */
export const contractSchema = z.strictObject({
  level: levelSchema,
  strain: strainSchema,
  doubled: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

const text = z.string().max(MAX_TEXT_LENGTH);

/**
 * The table commands a player may send (core's `TableCommand` without `startDeal`, which only
 * the table authority issues).
 */
export const playerCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('call'), call: callSchema, alert: text.optional() }),
  z.strictObject({ type: z.literal('play'), card: cardSchema }),
  z.strictObject({ type: z.literal('claim'), tricks: z.number().int().min(0).max(13), statement: text.optional() }),
  z.strictObject({ type: z.literal('respondClaim'), accept: z.boolean() }),
  z.strictObject({ type: z.literal('withdrawClaim') }),
  z.strictObject({ type: z.literal('requestUndo') }),
  z.strictObject({ type: z.literal('respondUndo'), accept: z.boolean() }),
  z.strictObject({ type: z.literal('respondIrregularity'), accept: z.boolean() }),
]);
/** A command a player may send. */
export type PlayerCommand = z.infer<typeof playerCommandSchema>;
