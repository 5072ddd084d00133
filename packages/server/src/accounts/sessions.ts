/**
 * Sessions of signed-in accounts (issue 26): a random id in an HTTP-only, SameSite=Lax cookie
 * (`Secure` when the request came over HTTPS or the server is told so); only the SHA-256 of the id
 * is stored, so a leaked database gives no session. A new id at every sign-in (no fixation).
 *
 * ```ts
 * const sessions = new Sessions(store, { now, secureCookies: false });
 * const id = await sessions.start(account.id);          // stored as its hash
 * reply.header('set-cookie', sessions.cookie(req, id));  // biritch_session=…; HttpOnly; SameSite=Lax; Path=/
 * const who = await sessions.accountOf(req);             // AccountRecord | null
 * ```
 */
import type { IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../ids.js';
import type { AccountRecord, TableStore } from '../store/types.js';

/** The cookie's name. */
export const SESSION_COOKIE = 'biritch_session';
/** How long a session lasts (30 days). */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** What a request looks like to the sessions: its headers, and whether it came over TLS. */
export interface RequestLike {
  readonly headers: IncomingHttpHeaders;
  readonly protocol?: string;
}

/** The value of one cookie in a `Cookie` header, or null (RFC 6265 §5.4). */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The sessions of one server. */
export class Sessions {
  constructor(
    private readonly store: TableStore,
    private readonly deps: { readonly now: () => number; readonly secureCookies: boolean },
  ) {}

  /** Starts a session for an account; returns its id (given once, in the cookie). */
  async start(accountId: string): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const t = this.deps.now();
    await this.store.createLoginSession({
      idHash: hashToken(id),
      accountId,
      createdAt: new Date(t).toISOString(),
      expiresAt: new Date(t + SESSION_TTL_MS).toISOString(),
    });
    return id;
  }

  /** The session id a request carries, if well-formed (not yet checked against the store). */
  idOf(req: RequestLike): string | null {
    const v = cookieValue(req.headers.cookie, SESSION_COOKIE);
    return v !== null && /^[A-Za-z0-9_-]{43}$/.test(v) ? v : null;
  }

  /** The account of a request's live session, or null (an expired session is deleted). */
  async accountOf(req: RequestLike): Promise<AccountRecord | null> {
    const id = this.idOf(req);
    if (id === null) return null;
    const s = await this.store.getLoginSession(hashToken(id));
    if (!s) return null;
    if (Date.parse(s.expiresAt) <= this.deps.now()) {
      await this.store.deleteLoginSession(s.idHash);
      return null;
    }
    return this.store.getAccount(s.accountId);
  }

  /** Ends the request's session, if any. */
  async end(req: RequestLike): Promise<void> {
    const id = this.idOf(req);
    if (id !== null) await this.store.deleteLoginSession(hashToken(id));
  }

  /**
   * The `Set-Cookie` value for a session id: HttpOnly (no script reads it), SameSite=Lax (not sent
   * with other sites' POSTs), Path=/, Max-Age; Secure over HTTPS or when `secureCookies` is set
   * (behind a TLS proxy, which Fastify sees as plain HTTP).
   */
  cookie(req: RequestLike, id: string): string {
    return this.attributes(req, `${SESSION_COOKIE}=${id}`, Math.floor(SESSION_TTL_MS / 1000));
  }

  /** The `Set-Cookie` value that deletes the cookie. */
  clearCookie(req: RequestLike): string {
    return this.attributes(req, `${SESSION_COOKIE}=`, 0);
  }

  private attributes(req: RequestLike, pair: string, maxAge: number): string {
    const secure = this.deps.secureCookies || req.protocol === 'https';
    return `${pair}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  }
}
