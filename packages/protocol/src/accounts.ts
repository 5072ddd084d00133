/**
 * The bodies of the accounts and history API (issue 26; routes in packages/server/README.md,
 * "Accounts and history"), with schemas.
 *
 * ```ts
 * const body: Credentials = { name: 'Ada', password: 'correct horse battery', seatTokens: [token] };
 * const json = { 'content-type': 'application/json' };
 * await fetch('/api/accounts', { method: 'POST', body: JSON.stringify(body), headers: json });
 * const page = historyPageSchema.parse(await (await fetch('/api/me/deals?form=rubber')).json());
 * ```
 */
import { z } from 'zod';
import {
  analysisMessageSchema,
  dealResultSchema,
  playerPointsSchema,
  scoringFormSchema,
  tableViewSchema,
} from './messages.js';
import { contractSchema, dealSchema, ruleSetSchema, seatSchema, vulnerabilitySchema } from './values.js';

/** Guest seat tokens one request may show (at sign-up, sign-in, or as `X-Seat-Tokens`). */
export const MAX_SEAT_TOKENS = 200;

/** A seat token as the accounts API takes it. */
export const guestTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** `POST /api/accounts` and `POST /api/session`: a name, a password, and the device's guest seat tokens. */
export const credentialsSchema = z.strictObject({
  name: z.string().max(200),
  password: z.string().max(1000),
  /** Seat tokens this device played with as a guest: their seats and history become the account's. */
  seatTokens: z.array(guestTokenSchema).max(MAX_SEAT_TOKENS).optional(),
});
/** The body of sign-up and sign-in. */
export type Credentials = z.infer<typeof credentialsSchema>;

/** An account as its owner sees it (nobody else sees it). */
export const accountSchema = z.strictObject({ id: z.string(), name: z.string(), createdAt: z.string() });
/** The answer of sign-up, sign-in and `GET /api/me`. */
export const accountResponseSchema = z.strictObject({ account: accountSchema });
/** An account as its owner sees it. */
export type Account = z.infer<typeof accountSchema>;

/** What a player did in a deal. */
export const HISTORY_ROLES = ['declarer', 'dummy', 'defender', 'passed-out'] as const;
/** What a player did in a deal. */
export type HistoryRole = (typeof HISTORY_ROLES)[number];

/** One line of "My deals" (`GET /api/me/deals`). */
export const historyEntrySchema = z.strictObject({
  /** `<tableId>.<deal>`: opens the deal at `GET /api/deals/:id`. */
  id: z.string(),
  tableId: z.string(),
  tableCode: z.string(),
  deal: z.number().int().min(1),
  board: z.number().int().min(1),
  /** When the deal ended (ISO 8601). */
  date: z.string().nullable(),
  ruleSet: ruleSetSchema,
  form: scoringFormSchema,
  /** The seat the player held. */
  seat: seatSchema,
  role: z.enum(HISTORY_ROLES),
  dealer: seatSchema,
  vulnerability: vulnerabilitySchema,
  contract: contractSchema.nullable(),
  declarer: seatSchema.nullable(),
  declarerTricks: z.number().int().min(0).max(13).nullable(),
  /** The form's score for the player's side (the player's own at a variant table). */
  score: z.number().int().nullable(),
  /** Double-dummy par for the player's side, and the deal's Law 77 score minus it (standard bridge, once analysed). */
  par: z.number().int().nullable(),
  fromPar: z.number().int().nullable(),
  /** The analysis' status; null when the server does not analyse. */
  analysis: z.enum(['pending', 'ready', 'unavailable']).nullable(),
});
/** One line of "My deals". */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A page of "My deals": newest first; `next` is the next page's `offset`, or null. */
export const historyPageSchema = z.strictObject({
  deals: z.array(historyEntrySchema),
  total: z.number().int().min(0),
  next: z.number().int().min(0).nullable(),
});
/** A page of "My deals". */
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** A past deal (`GET /api/deals/:id`, `GET /api/shared/:shareId`): only ever an ended one. */
export const pastDealSchema = z.strictObject({
  id: z.string(),
  tableId: z.string(),
  tableCode: z.string(),
  ruleSet: ruleSetSchema,
  form: scoringFormSchema,
  deal: z.number().int().min(1),
  board: z.number().int().min(1),
  dealer: seatSchema,
  vulnerability: vulnerabilitySchema,
  date: z.string().nullable(),
  /** The requester's seat; null in a shared view. */
  seat: seatSchema.nullable(),
  result: dealResultSchema.nullable(),
  score: z.strictObject({ NS: z.number().int(), EW: z.number().int() }).nullable(),
  players: playerPointsSchema.nullable(),
  hands: dealSchema.nullable(),
  /** Core's spectator view at the end of the deal: the hands, the auction with its explanations, the play. */
  view: tableViewSchema,
  /**
   * What each call of the auction means, by index: a robot's call in the robots' system's words (in
   * the language asked for with `?lang=`), a person's call by their alert; null when nothing was said.
   */
  explanations: z.array(z.string().nullable()),
  analysis: analysisMessageSchema.omit({ type: true }).nullable(),
});
/** A past deal. */
export type PastDeal = z.infer<typeof pastDealSchema>;

/** `POST /api/deals/:id/share`: the link's id (128 random bits) and its path. */
export const shareResponseSchema = z.strictObject({ shareId: z.string(), path: z.string() });
/** The answer of a share. */
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/**
 * A passkey ceremony's answer from the browser (WebAuthn; `@simplewebauthn/browser`'s
 * `startRegistration` / `startAuthentication` result), checked in full by the server's WebAuthn
 * library; here only its envelope and size. At sign-in, the device's guest seat tokens too.
 */
export const passkeyResponseSchema = z.strictObject({
  response: z.looseObject({ id: z.string().min(1).max(1024), type: z.literal('public-key') }),
  seatTokens: z.array(guestTokenSchema).max(MAX_SEAT_TOKENS).optional(),
});
/** The body of `POST /api/passkeys` and `POST /api/passkeys/sign-in`. */
export type PasskeyResponseBody = z.infer<typeof passkeyResponseSchema>;

/** A passkey as its owner sees it (never its key): the credential id and when it was added and used. */
export const passkeySchema = z.strictObject({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
/** A passkey as its owner sees it. */
export type Passkey = z.infer<typeof passkeySchema>;
/** `GET /api/passkeys`. */
export const passkeyListSchema = z.strictObject({ passkeys: z.array(passkeySchema) });
/** `POST /api/passkeys`: the passkey added. */
export const passkeyAddedSchema = z.strictObject({ passkey: passkeySchema });
