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

/** A rule set id, as the protocol lists them (core's RULE_SET_IDS). */
export type RuleSetId = (typeof ruleSetSchema.options)[number];

/** A rule set as the lobby shows it. */
export interface RuleSetOption {
  readonly id: RuleSetId;
  readonly label: string;
  readonly description: string;
  /** Whether the server plays this rule set yet. */
  readonly ready: boolean;
}

const RULE_SET_TEXT: Readonly<Record<RuleSetId, { label: string; description: string; ready: boolean }>> = {
  standard: { label: 'Contract bridge', description: 'The Laws of Duplicate Bridge, fixed partnerships N–S and E–W.', ready: true },
  'four-at-one-table': {
    label: 'Four at One Table',
    description: 'No fixed partners: bid a strain someone else named first to become their partner; no doubles; scored per player (single deals or duplicate boards).',
    ready: true,
  },
  hao: {
    label: 'Hao bridge',
    description: 'Partners sit opposite but join only by agreeing a strain or by saying “hao” to a double; scored per player (single deals or duplicate boards).',
    ready: true,
  },
};

/** Every rule set the protocol knows, in its order, with its label and readiness. */
export const RULE_SET_OPTIONS: readonly RuleSetOption[] = ruleSetSchema.options.map((id) => ({ id, ...RULE_SET_TEXT[id] }));

/** A scoring form as the lobby shows it. */
export interface FormOption {
  readonly id: ScoringForm;
  readonly label: string;
  readonly description: string;
}

/** The scoring forms. */
export const FORM_OPTIONS: readonly FormOption[] = [
  { id: 'single', label: 'Single deal', description: 'One deal, duplicate scoring.' },
  { id: 'duplicate', label: 'Duplicate boards', description: 'Several boards; dealer and vulnerability by board number.' },
  { id: 'rubber', label: 'Rubber', description: 'Rubber bridge: the score sheet runs until a side wins two games.' },
  { id: 'chicago', label: 'Chicago', description: 'Four deals with set vulnerability.' },
];

/** Whether a rule set can be scored in a form (@biritch/scoring's `isFormFor`: the variants score each player). */
export const isFormAllowed = (ruleSet: RuleSetId, form: ScoringForm): boolean => isFormFor(ruleSet, form);

/** Who sits in a seat, as the creator chooses it. */
export type SeatChoice = 'me' | 'robot' | 'open';

/** The seat choices with their labels. */
export const SEAT_CHOICES: readonly { id: SeatChoice; label: string }[] = [
  { id: 'me', label: 'Me' },
  { id: 'robot', label: 'Robot' },
  { id: 'open', label: 'Open' },
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
