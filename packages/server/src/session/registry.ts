/**
 * The sessions this server runs: created here, rebuilt from the store, found by id (the public
 * link) or by a table's short code (a device joining), with the director's token and the tables'
 * PINs checked in constant time.
 *
 * ```ts
 * const sessions = await SessionRegistry.open({ store, now: Date.now, cluster });
 * const created = await sessions.create(request);   // { session, token } — the token is shown once
 * const where = await sessions.locate(sessionId);   // here | elsewhere (relay to it) | unavailable
 * const seat = sessions.joinTable('k7qxm2', '4821'); // ok({ session, section, table, code }) when here
 * ```
 * Several processes (issue 27): a session is served by exactly one process, the one that claimed
 * it (`sessionOwnerKey` in the store's `table_owners`, the tables' leases and fences). It is
 * claimed when first asked for (or created), before its log is read; `locate` says where another
 * live process serves it, so the routes relay there. Without a cluster (tests of one process),
 * every open session is rebuilt at start-up, unfenced.
 * Secrets never reach a log: the token is kept as its SHA-256 only, and refusals name no secret.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from '@biritch/core';
import type { SessionActor, SessionCommand } from '@biritch/competition';
import type { CreateSessionRequest, SessionSettings } from '@biritch/protocol';
import { createSessionRequestSchema } from '@biritch/protocol';
import { hashToken, newSeatToken, newShortCode, newTableId, normaliseShortCode, tokenMatches } from '../ids.js';
import { sessionOwnerKey, type SessionRecord, type SessionTableCode } from '../store/sessionTypes.js';
import type { Lease, NodeRecord } from '../store/types.js';
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

/** This process's membership of a cluster (`cluster/node.ts`), as the sessions use it (the lobby's too). */
export interface SessionCluster {
  claim(key: string): Promise<Lease | null>;
  ownerOf(key: string): Promise<NodeRecord | null>;
  isLive(): boolean;
  isSelf(node: NodeRecord): boolean;
}

/** What the registry needs: the authorities' needs, and the cluster when there is one. */
export interface SessionRegistryDeps extends SessionDeps {
  /** Sessions are claimed before they are loaded, and served here only while claimed (issue 27). */
  readonly cluster?: SessionCluster | undefined;
}

/** Where a session is served: here, by another live process (relay to it), or nowhere right now. */
export type LocatedSession =
  | { readonly kind: 'here'; readonly session: SessionAuthority }
  | { readonly kind: 'elsewhere'; readonly node: NodeRecord }
  | { readonly kind: 'unavailable' };

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
  private readonly loading = new Map<string, Promise<SessionAuthority | 'claimed' | null>>();
  /** Table codes of the open sessions this process knows of (to route a device to its session). */
  private readonly codes = new Map<string, { sessionId: string; section: string; table: number }>();
  private readonly failures = new Map<string, { count: number; until: number }>();
  private readonly deps: SessionRegistryDeps;

  private constructor(deps: SessionRegistryDeps) {
    const cluster = deps.cluster;
    this.deps = cluster ? { ...deps, isOwner: () => cluster.isLive() } : deps;
  }

  /**
   * Opens the registry. Without a cluster every unfinished session is rebuilt from its log; with
   * one, only their table codes are read: each session is claimed and rebuilt when first asked for.
   */
  static async open(deps: SessionRegistryDeps): Promise<SessionRegistry> {
    const r = new SessionRegistry(deps);
    const open = await deps.store.listOpenSessions();
    for (const record of open) r.index(record);
    if (!deps.cluster) for (const record of open) r.add(await SessionAuthority.load(record, r.deps));
    return r;
  }

  private index(record: SessionRecord): void {
    if (!record.finished)
      for (const t of record.meta.tables)
        this.codes.set(t.code, { sessionId: record.id, section: t.section, table: t.table });
  }

  private add(s: SessionAuthority): void {
    this.sessions.set(s.id, s);
    s.onLost = () => {
      if (this.sessions.get(s.id) === s) this.sessions.delete(s.id);
    };
    this.index(s);
  }

  /** Sessions in memory. */
  get size(): number {
    return this.sessions.size;
  }

  /**
   * Where a session is served (issue 27): here (claimed and rebuilt now if needed), by another
   * live process, or nowhere right now (this process is between leases); null when there is no
   * such session.
   */
  async locate(id: string): Promise<LocatedSession | null> {
    const cluster = this.deps.cluster;
    for (let attempt = 0; ; attempt++) {
      const found = await this.find(id);
      if (found === null) return null;
      if (found !== 'claimed') {
        // Our lease may have lapsed (a pause): the session in memory may be stale; it stops here.
        if (cluster && !cluster.isLive()) {
          found.lose();
          return { kind: 'unavailable' };
        }
        return { kind: 'here', session: found };
      }
      const owner = await cluster!.ownerOf(sessionOwnerKey(id));
      if (owner && !cluster!.isSelf(owner)) return { kind: 'elsewhere', node: owner };
      // Its owner lapsed between our claim and the look-up (claim again), or we are not live.
      if (attempt >= 1 || !cluster!.isLive()) return { kind: 'unavailable' };
    }
  }

  /** Where the open session with a table's short code is served; null for a code no open session has. */
  async locateCode(codeText: string): Promise<LocatedSession | null> {
    const code = normaliseShortCode(codeText);
    if (!code) return null;
    let id = this.codes.get(code)?.sessionId;
    if (id === undefined) {
      // A session created by another process after this one started.
      const record = await this.deps.store.findSessionByCode(code);
      if (!record) return null;
      this.index(record);
      id = record.id;
    }
    return this.locate(id);
  }

  /**
   * A session in memory, else claimed and rebuilt from the store (finished ones too); 'claimed'
   * when another live process owns it; null when there is no such session.
   */
  private async find(id: string): Promise<SessionAuthority | 'claimed' | null> {
    const known = this.sessions.get(id);
    if (known && !known.lost) return known;
    const pending = this.loading.get(id);
    if (pending) return pending;
    const load = (async (): Promise<SessionAuthority | 'claimed' | null> => {
      const record = await this.deps.store.getSession(id);
      if (!record) return null;
      let fence: number | undefined;
      if (this.deps.cluster) {
        // Claim first, then read the log: no former owner's event can follow what we fold.
        const lease = await this.deps.cluster.claim(sessionOwnerKey(id));
        if (!lease) return 'claimed';
        fence = lease.fence;
      }
      const s = await SessionAuthority.load(record, this.deps, fence);
      this.add(s);
      return s;
    })();
    this.loading.set(id, load);
    try {
      return await load;
    } finally {
      this.loading.delete(id);
    }
  }

  /** This process lost its lease (issue 27): every session leaves memory; followers reconnect. */
  loseAll(): void {
    for (const s of [...this.sessions.values()]) s.lose();
  }

  /** Whether a presented director token is this session's (constant time). */
  isDirector(session: SessionAuthority, token: string): boolean {
    return tokenMatches(token, session.directorHash);
  }

  /**
   * A table device's place from its code and PIN, for a session served here (`locateCode` first).
   * Codes: `auth/bad-pin` (unknown code or wrong PIN: the answer does not say which),
   * `auth/locked` (too many wrong PINs for that code).
   */
  joinTable(codeText: string, pin: string): Result<JoinedTable> {
    const code = normaliseShortCode(codeText);
    const now = this.deps.now();
    const entry = code ? this.codes.get(code) : undefined;
    const f = code ? this.failures.get(code) : undefined;
    if (f && f.until > now) return err('auth/locked', 'too many wrong PINs for this table: wait a minute');
    const known = entry ? this.sessions.get(entry.sessionId) : undefined;
    const session = known?.lost ? undefined : known;
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
        // Unique among open sessions: those this process knows, and any other process's (the store).
        while (
          this.codes.has(code) ||
          tables.some((x) => x.code === code) ||
          (this.deps.cluster && (await this.deps.store.findSessionByCode(code)) !== null)
        )
          code = newShortCode();
        tables.push({ section: s.section.toUpperCase(), table: t, code, pin: newPin() });
      }
    const token = newSeatToken();
    const settings: SessionSettings = req.settings;
    const id: string = newTableId();
    let fence: number | undefined;
    if (this.deps.cluster) {
      // Claimed before it is stored: no other process can serve it in between.
      const lease = await this.deps.cluster.claim(sessionOwnerKey(id)).catch(() => null);
      if (!lease) return err('cluster/unavailable', 'this server cannot take a session now; try again');
      fence = lease.fence;
    }
    const record = {
      id,
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
    const session = await SessionAuthority.load(record, this.deps, fence);
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
