/**
 * The choices the lobby offers, as data: rule sets, scoring forms and seat plans. A rule set
 * becomes selectable by flipping `ready` here once the server plays it.
 *
 * ```ts
 * RULE_SET_OPTIONS.filter((r) => r.ready).map((r) => r.id) // ['standard']
 * ```
 */
import type { Seat } from '@biritch/core';
import { ruleSetSchema, type CreateTableRequest, type ScoringForm, type SeatPlan } from '@biritch/protocol';
import { isFormFor } from '@biritch/scoring';
import type { MessageId } from '@biritch/i18n';

/** A rule set id, as the protocol lists them (core's RULE_SET_IDS). */
export type RuleSetId = (typeof ruleSetSchema.options)[number];

/** A rule set as the lobby shows it (label and description are catalog ids, translated by the lobby). */
export interface RuleSetOption {
  readonly id: RuleSetId;
  readonly label: MessageId;
  readonly description: MessageId;
  /** Whether the server plays this rule set yet. */
  readonly ready: boolean;
}

const RULE_SET_TEXT: Readonly<Record<RuleSetId, { label: MessageId; description: MessageId; ready: boolean }>> = {
  standard: { label: 'lobby.rules.standard', description: 'lobby.rules.standard.about', ready: true },
  'four-at-one-table': {
    label: 'lobby.rules.four-at-one-table',
    description: 'lobby.rules.four-at-one-table.about',
    ready: true,
  },
  hao: { label: 'lobby.rules.hao', description: 'lobby.rules.hao.about', ready: true },
};

/** Every rule set the protocol knows, in its order, with its label and readiness. */
export const RULE_SET_OPTIONS: readonly RuleSetOption[] = ruleSetSchema.options.map((id) => ({
  id,
  ...RULE_SET_TEXT[id],
}));

/** A scoring form as the lobby shows it (catalog ids). */
export interface FormOption {
  readonly id: ScoringForm;
  readonly label: MessageId;
  readonly description: MessageId;
}

/** The scoring forms. */
export const FORM_OPTIONS: readonly FormOption[] = [
  { id: 'single', label: 'lobby.form.single', description: 'lobby.form.single.about' },
  { id: 'duplicate', label: 'lobby.form.duplicate', description: 'lobby.form.duplicate.about' },
  { id: 'rubber', label: 'lobby.form.rubber', description: 'lobby.form.rubber.about' },
  { id: 'chicago', label: 'lobby.form.chicago', description: 'lobby.form.chicago.about' },
];

/** Whether a rule set can be scored in a form (@biritch/scoring's `isFormFor`: the variants score each player). */
export const isFormAllowed = (ruleSet: RuleSetId, form: ScoringForm): boolean => isFormFor(ruleSet, form);

/** Who sits in a seat, as the creator chooses it. */
export type SeatChoice = 'me' | 'robot' | 'open';

/** The seat choices with their labels (catalog ids). */
export const SEAT_CHOICES: readonly { id: SeatChoice; label: MessageId }[] = [
  { id: 'me', label: 'lobby.seat.me' },
  { id: 'robot', label: 'lobby.seat.robot' },
  { id: 'open', label: 'lobby.seat.open' },
];

/** The lobby form's state. */
export interface CreateForm {
  readonly ruleSet: RuleSetId;
  readonly form: ScoringForm;
  readonly boards: number;
  readonly seats: Readonly<Record<Seat, SeatChoice>>;
  /** Four at One Table, the 2018 addendum: a deal where nobody became partners is not played. */
  readonly noPartnershipNotPlayed?: boolean;
}

/** The lobby's starting choices: standard bridge, one deal, me South against three robots. */
export const DEFAULT_CREATE_FORM: CreateForm = {
  ruleSet: 'standard',
  form: 'single',
  boards: 4,
  seats: { N: 'robot', E: 'robot', S: 'me', W: 'robot' },
};

/** Chooses who sits in a seat; only one seat can be "me", so choosing it moves me. */
export function withSeatChoice(form: CreateForm, seat: Seat, choice: SeatChoice): CreateForm {
  const seats = { ...form.seats };
  if (choice === 'me') for (const s of Object.keys(seats) as Seat[]) if (seats[s] === 'me') seats[s] = 'robot';
  seats[seat] = choice;
  return { ...form, seats };
}

/** The request body for the form. */
export function createRequestOf(form: CreateForm): CreateTableRequest {
  const plan = (c: SeatChoice): SeatPlan => (c === 'me' ? 'human' : c);
  return {
    ruleSet: form.ruleSet,
    form: form.form,
    ...(form.form === 'duplicate' ? { boards: form.boards } : {}),
    ...(form.ruleSet === 'four-at-one-table' && form.noPartnershipNotPlayed ? { noPartnershipNotPlayed: true } : {}),
    seats: { N: plan(form.seats.N), E: plan(form.seats.E), S: plan(form.seats.S), W: plan(form.seats.W) },
  };
}
