/**
 * The sessions this server runs: created here, rebuilt at start-up from the store, found by id
 * (the public link) or by a table's short code (a device joining), with the director's token and
 * the tables' PINs checked in constant time.
 *
 * ```ts
 * const sessions = await SessionRegistry.open({ store, now: Date.now });
 * const created = await sessions.create(request);   // { session, token } — the token is shown once
 * const seat = sessions.joinTable('k7qxm2', '4821'); // ok({ session, section, table, code })
 * ```
 * Secrets never reach a log: the token is kept as its SHA-256 only, and refusals name no secret.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from '@biritch/core';
import type { SessionActor, SessionCommand } from '@biritch/competition';
import type { CreateSessionRequest, SessionSettings } from '@biritch/protocol';
import { createSessionRequestSchema } from '@biritch/protocol';
import { hashToken, newSeatToken, newShortCode, newTableId, normaliseShortCode, tokenMatches } from '../ids.js';
import type { SessionTableCode } from '../store/sessionTypes.js';
import { SessionAuthority, type SessionDeps } from './authority.js';

/** Wrong PINs for one code before it is locked, and for how long. */
export const PIN_TRIES = 5;
export const PIN_LOCK_MS = 60_000;

/** A table device's place, once its code and PIN are checked. */
export interface JoinedTable {
  readonly session: SessionAuthority;
  readonly section: string;
  readonly table: number;
  readonly code: string;
}

/** Constant-time comparison of two short strings (PINs). */
function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a.padEnd(16, '\0'));
  const y = Buffer.from(b.padEnd(16, '\0'));
  return x.length === y.length && timingSafeEqual(x, y) && a.length === b.length;
}

/** A new 4-digit PIN from the crypto generator. */
const newPin = (): string => String(randomInt(10_000)).padStart(4, '0');

/** All sessions of the server. */
export class SessionRegistry {
  private readonly sessions = new Map<string, SessionAuthority>();
  private readonly codes = new Map<string, { sessionId: string; section: string; table: number }>();
  private readonly failures = new Map<string, { count: number; until: number }>();

  private constructor(private readonly deps: SessionDeps) {}

  /** Opens the registry: every unfinished session is rebuilt from its log. */
  static async open(deps: SessionDeps): Promise<SessionRegistry> {
    const r = new SessionRegistry(deps);
    for (const record of await deps.store.listOpenSessions()) r.add(await SessionAuthority.load(record, deps));
    return r;
  }

  private add(s: SessionAuthority): void {
    this.sessions.set(s.id, s);
    if (!s.finished)
      for (const t of s.meta.tables) this.codes.set(t.code, { sessionId: s.id, section: t.section, table: t.table });
  }

  /** Sessions in memory. */
  get size(): number {
    return this.sessions.size;
  }

  /** A session by id (loaded from the store when it is finished and not in memory), or null. */
  async find(id: string): Promise<SessionAuthority | null> {
    const known = this.sessions.get(id);
    if (known) return known;
    const record = await this.deps.store.getSession(id);
    if (!record) return null;
    const s = await SessionAuthority.load(record, this.deps);
    this.sessions.set(s.id, s);
    return s;
  }

  /** Whether a presented director token is this session's (constant time). */
  isDirector(session: SessionAuthority, token: string): boolean {
    return tokenMatches(token, session.directorHash);
  }

  /**
   * A table device's place from its code and PIN. Codes: `auth/bad-pin` (unknown code or wrong
   * PIN: the answer does not say which), `auth/locked` (too many wrong PINs for that code).
   */
  joinTable(codeText: string, pin: string): Result<JoinedTable> {
    const code = normaliseShortCode(codeText);
    const now = this.deps.now();
    const entry = code ? this.codes.get(code) : undefined;
    const f = code ? this.failures.get(code) : undefined;
    if (f && f.until > now) return err('auth/locked', 'too many wrong PINs for this table: wait a minute');
    const session = entry ? this.sessions.get(entry.sessionId) : undefined;
    const expected = session?.meta.tables.find((t) => t.code === code)?.pin;
    if (!entry || !session || expected === undefined || !sameText(pin, expected) || session.finished) {
      if (code) {
        const count = (f && f.until <= now && f.until > 0 ? 0 : (f?.count ?? 0)) + 1;
        this.failures.set(code, {
          count: count >= PIN_TRIES ? 0 : count,
          until: count >= PIN_TRIES ? now + PIN_LOCK_MS : 0,
        });
      }
      return err('auth/bad-pin', 'no open table has this code and PIN');
    }
    this.failures.delete(code!);
    return ok({ session, section: entry.section, table: entry.table, code: code! });
  }

  /** Creates a session: its record, then the set-up events (event, scoring, sections) as the director. */
  async create(request: CreateSessionRequest): Promise<Result<{ session: SessionAuthority; token: string }>> {
    const parsed = createSessionRequestSchema.safeParse(request);
    if (!parsed.success) return err('http/invalid', parsed.error.issues[0]?.message ?? 'invalid session');
    const req = parsed.data;
    const names = req.sections.map((s) => s.section.toUpperCase());
    if (new Set(names).size !== names.length)
      return err('session/duplicate-section', 'two sections have the same name');
    const tables: SessionTableCode[] = [];
    for (const s of req.sections)
      for (let t = 1; t <= s.tables; t++) {
        let code = newShortCode();
        while (this.codes.has(code) || tables.some((x) => x.code === code)) code = newShortCode();
        tables.push({ section: s.section.toUpperCase(), table: t, code, pin: newPin() });
      }
    const token = newSeatToken();
    const settings: SessionSettings = req.settings;
    const record = {
      id: newTableId() as string,
      createdAt: new Date(this.deps.now()).toISOString(),
      directorHash: hashToken(token),
      meta: { kind: req.kind, settings, tables },
      finished: false,
    };
    try {
      await this.deps.store.createSession(record);
    } catch {
      return err('store/unavailable', 'the session could not be stored');
    }
    const session = await SessionAuthority.load(record, this.deps);
    this.add(session);
    const director: SessionActor = { kind: 'director' };
    const method = req.method ?? (req.kind === 'teams' ? 'teams-imps' : 'matchpoints');
    const setup: SessionCommand[] = [
      {
        type: 'describeEvent',
        name: req.name,
        session: req.session,
        ...(req.date ? { date: req.date } : {}),
        ...(req.site ? { site: req.site } : {}),
      },
      { type: 'chooseScoring', method },
      ...req.sections.map(
        (s): SessionCommand => ({
          type: 'addSection',
          section: s.section.toUpperCase(),
          tables: s.tables,
          winners: s.winners,
          ...(s.scoringGroup ? { scoringGroup: s.scoringGroup } : {}),
        }),
      ),
    ];
    for (const c of setup) {
      const r = await session.submit(director, c);
      if (!r.ok) return r;
    }
    return ok({ session, token });
  }

  /** Closes a session for good (the director published it): its table codes stop working. */
  async finish(session: SessionAuthority): Promise<Result<unknown>> {
    const r = await session.updateMeta(session.meta, true);
    if (r.ok) for (const t of session.meta.tables) this.codes.delete(t.code);
    return r;
  }

  /** Closes every session (server shutdown). */
  close(): void {
    for (const s of this.sessions.values()) s.close();
  }
}
