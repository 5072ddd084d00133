/**
 * Passkeys (WebAuthn, issue 26) through @simplewebauthn/server: a signed-in account adds a passkey,
 * then signs in with it on any device its authenticator reaches, without a name or a password
 * (a discoverable credential: the browser offers the site's passkeys). Only public keys are
 * stored; challenges are random, single-use and live five minutes, kept in the store (issue 27) so
 * a ceremony begun on one process may finish on any other, and spent atomically there (two
 * processes answered with one challenge: one accepts it). Nothing is downloaded: no attestation
 * metadata service is used (attestation `none`).
 *
 * ```ts
 * registerPasskeyRoutes(app, { store, sessions, now, signIn });
 * // POST /api/passkeys/options/register → options for navigator.credentials.create (signed in)
 * // POST /api/passkeys {response}        → 201 { passkey }
 * // POST /api/passkeys/options/sign-in  → options for navigator.credentials.get
 * // POST /api/passkeys/sign-in {response, seatTokens?} → { account } and a new session cookie
 * ```
 * The relying party is the site the browser is on: its `Origin` (which the server's Origin check
 * has matched to the `Host` the request was sent to, or an allowed origin) and that origin's host
 * name as the RP ID. A browser only ever signs for the RP ID of the page it shows (WebAuthn §5.1.4),
 * so a passkey made here is useless to another site.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type VerifiedAuthenticationResponse,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { passkeyResponseSchema, type Passkey } from '@biritch/protocol';
import { sendError } from '../net/http.js';
import { addressLimiter } from '../net/tokenBucket.js';
import type { AccountRecord, PasskeyRecord, TableStore } from '../store/types.js';
import type { Sessions } from './sessions.js';

/** How long a ceremony's challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Sign-in challenges kept at once (those expiring first go first); options are also limited per address. */
export const MAX_SIGN_IN_CHALLENGES = 10_000;
/** Passkeys one account may have. */
export const MAX_PASSKEYS = 20;
/** Passkey ceremonies started per client address: a burst, then per minute. */
export const PASSKEY_BURST = 20;
export const PASSKEY_PER_MINUTE = 20;
/** The name the browser shows for the relying party. */
export const RP_NAME = 'Biritch';

/** What the routes need; `signIn` starts a session exactly as a password sign-in does. */
export interface PasskeyRoutesDeps {
  readonly store: TableStore;
  readonly sessions: Sessions;
  readonly now: () => number;
  readonly signIn: (
    req: FastifyRequest,
    reply: FastifyReply,
    account: AccountRecord,
    tokens: readonly string[] | undefined,
  ) => Promise<{ account: { id: string; name: string; createdAt: string } }>;
  readonly passkeyBurst?: number | undefined;
  readonly passkeyPerMinute?: number | undefined;
}

/** A passkey as its owner sees it. */
export const passkeyView = (k: PasskeyRecord): Passkey => ({
  id: k.id,
  createdAt: k.createdAt,
  lastUsedAt: k.lastUsedAt,
});

/** The relying party of a request: the browser's origin and its host name, or null without an Origin. */
export function relyingPartyOf(req: Pick<FastifyRequest, 'headers'>): { origin: string; rpID: string } | null {
  const origin = req.headers.origin;
  if (origin === undefined || origin === 'null') return null;
  try {
    const url = new URL(origin);
    return { origin: url.origin, rpID: url.hostname };
  } catch {
    return null;
  }
}

const b64 = {
  encode: (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url'),
  decode: (text: string): Uint8Array<ArrayBuffer> => {
    const bytes = Buffer.from(text, 'base64url');
    // A fresh ArrayBuffer (not Node's shared pool), as the WebAuthn library's types ask.
    const out = new Uint8Array(new ArrayBuffer(bytes.length));
    out.set(bytes);
    return out;
  },
};

/**
 * The challenge a browser signed (WebAuthn §5.8.1 `CollectedClientData.challenge`), read from the
 * answer's base64url `clientDataJSON`; null when it is not such a document. The library checks the
 * rest of the client data (type, origin) against what we expect.
 */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = typeof data === 'object' && data !== null ? (data as { challenge?: unknown }).challenge : null;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}

/** Registers the passkey routes. */
export function registerPasskeyRoutes(app: FastifyInstance, deps: PasskeyRoutesDeps): void {
  const { store, sessions, now } = deps;
  const mayStart = addressLimiter(now, deps.passkeyBurst ?? PASSKEY_BURST, deps.passkeyPerMinute ?? PASSKEY_PER_MINUTE);
  // Registration: one pending challenge per account. Sign-in: challenges by value (who asks is unknown).
  const keep = (challenge: string, purpose: 'register' | 'sign-in', accountId: string | null): Promise<void> =>
    store.putPasskeyChallenge(
      { challenge, purpose, accountId, expiresAt: now() + CHALLENGE_TTL_MS },
      now(),
      MAX_SIGN_IN_CHALLENGES,
    );
  /** Spends the challenge an answer was made for (single use, verified or not); false when it is not ours. */
  const spend = async (
    answer: { response: Record<string, unknown> },
    purpose: 'register' | 'sign-in',
    accountId: string | null,
  ): Promise<string | null> => {
    // The credential's JSON (WebAuthn §5.1 `toJSON`): { id, type, response: { clientDataJSON, … } }.
    const inner = answer.response['response'];
    const data =
      typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>)['clientDataJSON'] : null;
    const challenge = typeof data === 'string' ? challengeOf(data) : null;
    if (challenge === null) return null;
    return (await store.takePasskeyChallenge(challenge, purpose, accountId, now()))?.challenge ?? null;
  };

  const notSignedIn = (reply: FastifyReply) => sendError(reply, 'account/not-signed-in', 'you are not signed in', 401);
  const tooMany = (reply: FastifyReply) =>
    sendError(reply, 'account/too-many-attempts', 'too many sign-in attempts; wait a few minutes', 429);
  const noOrigin = (reply: FastifyReply) =>
    sendError(reply, 'passkey/no-origin', 'a passkey needs a browser request (with its Origin)', 400);
  const refused = (reply: FastifyReply) =>
    sendError(reply, 'passkey/refused', 'the passkey could not be verified', 401);

  const body = (req: FastifyRequest, reply: FastifyReply) => {
    const parsed = passkeyResponseSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      sendError(reply, 'http/invalid', 'response: not a passkey answer', 400);
      return null;
    }
    return parsed.data;
  };

  app.post('/api/passkeys/options/register', async (req, reply) => {
    const account = await sessions.accountOf(req);
    if (!account) return notSignedIn(reply);
    if (!mayStart(req.ip)) return tooMany(reply);
    const rp = relyingPartyOf(req);
    if (!rp) return noOrigin(reply);
    const mine = await store.listPasskeys(account.id);
    if (mine.length >= MAX_PASSKEYS)
      return sendError(reply, 'passkey/too-many', `an account may have ${MAX_PASSKEYS} passkeys`, 409);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpID,
      userName: account.name,
      userDisplayName: account.name,
      userID: b64.decode(account.id),
      attestationType: 'none',
      excludeCredentials: mine.map((k) => ({ id: k.id, transports: [...k.transports] })),
      // A discoverable credential, so signing in needs no name (WebAuthn §6.2.2).
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await keep(options.challenge, 'register', account.id);
    return reply.header('cache-control', 'no-store').send(options);
  });

  app.post('/api/passkeys', async (req, reply) => {
    const account = await sessions.accountOf(req);
    if (!account) return notSignedIn(reply);
    const parsed = body(req, reply);
    if (!parsed) return reply;
    const rp = relyingPartyOf(req);
    if (!rp) return noOrigin(reply);
    const challenge = await spend(parsed, 'register', account.id);
    if (challenge === null)
      return sendError(reply, 'passkey/expired', 'the passkey request has expired; start again', 400);
    let verified: VerifiedRegistrationResponse;
    try {
      verified = await verifyRegistrationResponse({
        response: parsed.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: false,
      });
    } catch {
      return refused(reply);
    }
    if (!verified.verified) return refused(reply);
    const { credential } = verified.registrationInfo;
    const record: PasskeyRecord = {
      id: credential.id,
      accountId: account.id,
      publicKey: b64.encode(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: new Date(now()).toISOString(),
      lastUsedAt: null,
    };
    if (!(await store.addPasskey(record)))
      return sendError(reply, 'passkey/taken', 'this passkey is registered already', 409);
    return reply.code(201).send({ passkey: passkeyView(record) });
  });

  app.get('/api/passkeys', async (req, reply) => {
    const account = await sessions.accountOf(req);
    if (!account) return notSignedIn(reply);
    const keys = await store.listPasskeys(account.id);
    return reply.header('cache-control', 'no-store').send({ passkeys: keys.map(passkeyView) });
  });

  app.delete<{ Params: { id: string } }>('/api/passkeys/:id', async (req, reply) => {
    const account = await sessions.accountOf(req);
    if (!account) return notSignedIn(reply);
    if (!(await store.deletePasskey(account.id, req.params.id)))
      return sendError(reply, 'passkey/not-found', 'no such passkey on this account', 404);
    return reply.code(204).send();
  });

  app.post('/api/passkeys/options/sign-in', async (req, reply) => {
    if (!mayStart(req.ip)) return tooMany(reply);
    const rp = relyingPartyOf(req);
    if (!rp) return noOrigin(reply);
    const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred' });
    await keep(options.challenge, 'sign-in', null);
    return reply.header('cache-control', 'no-store').send(options);
  });

  app.post('/api/passkeys/sign-in', async (req, reply) => {
    const parsed = body(req, reply);
    if (!parsed) return reply;
    const rp = relyingPartyOf(req);
    if (!rp) return noOrigin(reply);
    // Single use: the challenge is spent by this answer, verified or not.
    const challenge = await spend(parsed, 'sign-in', null);
    if (challenge === null) return refused(reply);
    const key = await store.getPasskey(parsed.response.id);
    const account = key ? await store.getAccount(key.accountId) : null;
    if (!key || !account) return refused(reply);
    let verified: VerifiedAuthenticationResponse;
    try {
      verified = await verifyAuthenticationResponse({
        response: parsed.response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: key.id,
          publicKey: b64.decode(key.publicKey),
          counter: key.counter,
          transports: [...key.transports],
        },
        requireUserVerification: false,
      });
    } catch {
      return refused(reply);
    }
    if (!verified.verified) return refused(reply);
    await store.recordPasskeyUse(key.id, verified.authenticationInfo.newCounter, new Date(now()).toISOString());
    return deps.signIn(req, reply, account, parsed.seatTokens);
  });
}
