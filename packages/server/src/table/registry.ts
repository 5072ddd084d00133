/**
 * The lobby: the table authorities in this process's memory, by id and by short code. The store
 * holds every table; a table is loaded (its log folded) when someone asks for it, and leaves
 * memory again once it is finished or idle and nobody follows it (issue 21, finding 4). Start-up
 * loads nothing.
 *
 * ```ts
 * const lobby = await Lobby.open(deps);
 * const { table, tickets } = unwrap(await lobby.createTable({ form: 'rubber' }));
 * (await lobby.find('K7QXM2'))?.info();
 * (await lobby.page({ limit: 20 })).map((t) => t.info()); // the lobby list, newest first
 * ```
 */
import { err, isRuleSetId, ok, ruleSetFor, SEATS, type Result, type Seat } from '@biritch/core';
import type { CreateTableSettings, SeatTicket } from '@biritch/protocol';
import { newSeatToken, newShortCode, newTableId, normaliseShortCode } from '../ids.js';
import type { Lease, LobbyQuery, NodeRecord, TableRecord } from '../store/types.js';
import { NotOwnerError, TableAuthority, type AuthorityDeps } from './authority.js';
import { addressLimiter } from '../net/tokenBucket.js';
import { checkFormSettings } from './forms.js';

/** This process's membership of a cluster (`cluster/node.ts`), as the lobby uses it. */
export interface LobbyCluster {
  claim(tableId: string): Promise<Lease | null>;
  ownerOf(tableId: string): Promise<NodeRecord | null>;
  isLive(): boolean;
  isSelf(node: NodeRecord): boolean;
}

/** Where a table is served: here, by another live process, or nowhere right now (try again). */
export type Located =
  | { readonly kind: 'here'; readonly table: TableAuthority }
  | { readonly kind: 'elsewhere'; readonly node: NodeRecord }
  | { readonly kind: 'unavailable' };

/** What the lobby needs besides the authority's needs. */
export interface LobbyDeps extends AuthorityDeps {
  /** The cluster this process belongs to (issue 27): tables are claimed before they are loaded. */
  readonly cluster?: LobbyCluster | undefined;
  /** Whether robots can sit at tables (false when no robot is available: robot seats are refused). */
  readonly robotsAvailable: boolean;
  /** Called for each table when it is created or loaded (the server attaches robot drivers here). */
  readonly onTable?: (table: TableAuthority) => void;
  /** Called for each table that leaves memory (the server detaches its robots and analysis). */
  readonly onDrop?: (table: TableAuthority) => void;
  /** A table nobody follows leaves memory after this long without activity (ms). Default 10 minutes. */
  readonly idleEvictMs?: number;
  /** How often idle and finished tables are looked for (ms). Default 30 s. */
  readonly evictSweepMs?: number;
  /** Unfinished tables of robots only in memory, at most (default 20). */
  readonly maxRobotTables?: number;
  /** Tables of robots only one address may create: a burst, then as many per minute (default 3). */
  readonly maxRobotTablesPerAddress?: number;
}

/** Defaults of the caps on tables of robots only (issue 21, finding 3). */
export const MAX_ROBOT_TABLES = 20;
export const MAX_ROBOT_TABLES_PER_ADDRESS = 3;

/** Defaults of the eviction (issue 21, finding 4). */
export const IDLE_EVICT_MS = 10 * 60_000;
export const EVICT_SWEEP_MS = 30_000;

/** All tables of this server process. */
export class Lobby {
  private readonly tables = new Map<string, TableAuthority>();
  private readonly byCode = new Map<string, string>();
  private readonly loading = new Map<string, Promise<TableAuthority | null>>();
  private readonly loadingById = new Map<string, Promise<TableAuthority>>();
  private readonly sweeper: ReturnType<typeof setInterval>;
  private readonly mayCreateRobotTable: (address: string) => boolean;

  private readonly deps: LobbyDeps;

  private constructor(deps: LobbyDeps) {
    // A table that failed after recording leaves memory; the next visitor gets it rebuilt from its log.
    const cluster = deps.cluster;
    this.deps = {
      ...deps,
      onBroken: (table) => this.drop(table),
      onLost: (table) => this.drop(table),
      ...(cluster
        ? {
            claim: async (id: string) => (await cluster.claim(id))?.fence ?? null,
            isOwner: () => cluster.isLive(),
          }
        : {}),
    };
    const perAddress = deps.maxRobotTablesPerAddress ?? MAX_ROBOT_TABLES_PER_ADDRESS;
    this.mayCreateRobotTable = addressLimiter(deps.now, perAddress, perAddress);
    this.sweeper = setInterval(() => this.evictIdle(), deps.evictSweepMs ?? EVICT_SWEEP_MS);
    this.sweeper.unref?.();
  }

  /** Opens the lobby. No table is loaded: each is rebuilt from its log when first asked for. */
  static async open(deps: LobbyDeps): Promise<Lobby> {
    return new Lobby(deps);
  }

  /** How many tables are in memory. */
  get size(): number {
    return this.tables.size;
  }

  /** A page of the lobby list (unfinished tables with an open seat, newest first), from the store. */
  async page(query: LobbyQuery): Promise<TableAuthority[]> {
    const records = await this.deps.store.listLobby(query);
    // A table another live process serves is shown as a read-only picture folded from its log;
    // one nobody serves (its owner died) is claimed here, as a visitor's socket would.
    const picture = (r: TableRecord): Promise<TableAuthority> =>
      this.loadRecord(r).catch((e: unknown) => {
        if (e instanceof NotOwnerError) return TableAuthority.snapshot(r, this.deps);
        throw e;
      });
    const tables = await Promise.all(records.map((r) => picture(r).catch(() => null)));
    return tables.filter((t): t is TableAuthority => t !== null);
  }

  /** Creates a table, deals its first deal, and gives a token for each `human` seat. */
  async createTable(
    settings: CreateTableSettings,
    from?: string,
  ): Promise<Result<{ table: TableAuthority; tickets: SeatTicket[] }>> {
    if (!isRuleSetId(settings.ruleSet)) return err('rules/unknown-rule-set', `unknown rule set ${settings.ruleSet}`);
    const rules = ruleSetFor(settings.ruleSet);
    if (!rules.ok) return rules;
    if (!this.deps.robotsAvailable && SEATS.some((s) => settings.seats[s] === 'robot')) {
      return err('robots/not-available', 'robots are not available on this server: make every seat human or open');
    }
    const form = checkFormSettings(settings);
    if (!form.ok) return form;
    if (SEATS.every((s) => settings.seats[s] === 'robot')) {
      // Tables of robots only cost robot time with nobody at them: capped per server and per address.
      const running = [...this.tables.values()].filter((t) => t.robotsOnly && !t.finished).length;
      const full = running >= (this.deps.maxRobotTables ?? MAX_ROBOT_TABLES);
      if (full || (from !== undefined && !this.mayCreateRobotTable(from))) {
        return err('table/too-many-robot-tables', 'too many tables of robots only; watch or finish one first, or wait');
      }
    }
    let table: TableAuthority;
    const tokens: Partial<Record<Seat, string>> = {};
    try {
      let code = newShortCode();
      for (let tries = 0; this.byCode.has(code) || (await this.deps.store.codeExists(code)); tries++) {
        if (tries > 20) return err('table/no-code', 'could not find a free short code');
        code = newShortCode();
      }
      const createdAt = new Date(this.deps.now()).toISOString();
      const record: TableRecord = { id: newTableId(), code, createdAt, settings, finished: false };
      for (const s of SEATS) if (settings.seats[s] === 'human') tokens[s] = newSeatToken();
      table = await TableAuthority.create(record, tokens, this.deps);
    } catch (e) {
      // This process is between leases (issue 27): another may create it; ask again shortly.
      if (e instanceof NotOwnerError)
        return err('cluster/unavailable', 'this server cannot take a table now; try again');
      // The store could not write: say so (503), not "the server failed" (issue 21, finding 8).
      this.deps.log?.('error', `a table could not be created: ${e instanceof Error ? e.message : String(e)}`);
      return err('store/unavailable', 'the table could not be stored; try again later');
    }
    this.add(table);
    const tickets = SEATS.filter((s) => tokens[s]).map((s) => ({ tableId: table.id, seat: s, token: tokens[s]! }));
    return ok({ table, tickets });
  }

  /**
   * Where a table is served (issue 27): here (claimed and loaded now if needed), by another live
   * process (to relay to), or nowhere right now; null when there is no such table.
   */
  async locate(idOrCode: string): Promise<Located | null> {
    for (let attempt = 0; ; attempt++) {
      try {
        const table = await this.find(idOrCode);
        if (!table) return null;
        // Our lease may have lapsed (a pause): a table in memory may be stale; it stops here.
        if (this.deps.cluster && !this.deps.cluster.isLive()) {
          table.lose();
          return { kind: 'unavailable' };
        }
        return { kind: 'here', table };
      } catch (e) {
        if (!(e instanceof NotOwnerError) || !this.deps.cluster) throw e;
        const owner = await this.deps.cluster.ownerOf(e.tableId);
        if (owner && !this.deps.cluster.isSelf(owner)) return { kind: 'elsewhere', node: owner };
        // Its owner lapsed between our claim and the look-up (claim again), or we are not live.
        if (attempt >= 1 || !this.deps.cluster.isLive()) return { kind: 'unavailable' };
      }
    }
  }

  /** This process lost its lease (issue 27): every table stops and leaves memory; followers reconnect. */
  loseAll(): void {
    for (const table of [...this.tables.values()]) table.lose();
  }

  /** Settles once the jobs queued so far at every table in memory have finished (a clean stop). */
  async settled(): Promise<void> {
    await Promise.all([...this.tables.values()].map((t) => t.settled()));
  }

  /** A table in memory by id, or null (never loads one). */
  loaded(id: string): TableAuthority | null {
    return this.tables.get(id) ?? null;
  }

  /** A table by id or short code (loading a finished table from the store), or null. */
  async find(idOrCode: string): Promise<TableAuthority | null> {
    const known = this.tables.get(idOrCode);
    if (known) return known;
    const code = normaliseShortCode(idOrCode);
    const byCode = code ? this.byCode.get(code) : undefined;
    if (byCode) return this.tables.get(byCode) ?? null;
    const pending = this.loading.get(idOrCode);
    if (pending) return pending;
    const load = (async () => {
      const record =
        (await this.deps.store.getTable(idOrCode)) ?? (code ? await this.deps.store.getTableByCode(code) : null);
      return record ? this.loadRecord(record) : null;
    })();
    this.loading.set(idOrCode, load);
    try {
      return await load;
    } finally {
      this.loading.delete(idOrCode);
    }
  }

  /** Stops every table's timers (server shutdown). */
  close(): void {
    clearInterval(this.sweeper);
    for (const t of this.tables.values()) t.close();
  }

  /** Lets finished and idle tables nobody follows leave memory; returns how many left. */
  evictIdle(): number {
    const now = this.deps.now();
    const idleMs = this.deps.idleEvictMs ?? IDLE_EVICT_MS;
    let evicted = 0;
    for (const table of [...this.tables.values()]) {
      if (!table.isEvictable(now, idleMs)) continue;
      this.drop(table);
      table.close();
      evicted++;
    }
    return evicted;
  }

  /** The authority of a stored table: the one in memory, or one rebuilt from its log (once). */
  private loadRecord(record: TableRecord): Promise<TableAuthority> {
    const known = this.tables.get(record.id);
    if (known) return Promise.resolve(known);
    let pending = this.loadingById.get(record.id);
    if (!pending) {
      pending = TableAuthority.load(record, this.deps).then(
        (table) => {
          this.loadingById.delete(record.id);
          this.add(table);
          return table;
        },
        (e: unknown) => {
          this.loadingById.delete(record.id);
          const why = e instanceof Error ? e.message : String(e);
          if (!(e instanceof NotOwnerError))
            this.deps.log?.('error', `table ${record.id} could not be rebuilt: ${why}`);
          throw e;
        },
      );
      this.loadingById.set(record.id, pending);
    }
    return pending;
  }

  private drop(table: TableAuthority): void {
    if (this.tables.get(table.id) !== table) return;
    this.tables.delete(table.id);
    this.byCode.delete(table.code);
    this.deps.onDrop?.(table);
  }

  private add(table: TableAuthority): void {
    this.tables.set(table.id, table);
    this.byCode.set(table.code, table.id);
    this.deps.onTable?.(table);
  }
}
