/**
 * The lobby: every table authority of this process, by id and by short code. Unfinished tables
 * are rebuilt from the store at start-up; finished ones are loaded when someone asks for them.
 *
 * ```ts
 * const lobby = await Lobby.open(deps);
 * const { table, tickets } = unwrap(await lobby.createTable({ form: 'rubber' }));
 * (await lobby.find('K7QXM2'))?.info();
 * ```
 */
import { err, isRuleSetId, ok, ruleSetFor, SEATS, type Result, type Seat } from '@biritch/core';
import type { CreateTableSettings, SeatTicket } from '@biritch/protocol';
import { newSeatToken, newShortCode, newTableId, normaliseShortCode } from '../ids.js';
import type { TableRecord } from '../store/types.js';
import { TableAuthority, type AuthorityDeps } from './authority.js';
import { checkFormSettings } from './forms.js';

/** What the lobby needs besides the authority's needs. */
export interface LobbyDeps extends AuthorityDeps {
  /** Whether robots can sit at tables (false when no robot is available: robot seats are refused). */
  readonly robotsAvailable: boolean;
  /** Called for each table when it is created or loaded (the server attaches robot drivers here). */
  readonly onTable?: (table: TableAuthority) => void;
  /** Called for each table that leaves memory (the server detaches its robots and analysis). */
  readonly onDrop?: (table: TableAuthority) => void;
}

/** All tables of this server process. */
export class Lobby {
  private readonly tables = new Map<string, TableAuthority>();
  private readonly byCode = new Map<string, string>();
  private readonly loading = new Map<string, Promise<TableAuthority | null>>();

  private readonly deps: LobbyDeps;

  private constructor(deps: LobbyDeps) {
    // A table that failed after recording leaves memory; the next visitor gets it rebuilt from its log.
    this.deps = { ...deps, onBroken: (table) => this.drop(table) };
  }

  /** Opens the lobby, rebuilding every unfinished table from the store. */
  static async open(deps: LobbyDeps): Promise<Lobby> {
    const lobby = new Lobby(deps);
    for (const record of await deps.store.listOpenTables()) {
      try {
        lobby.add(await TableAuthority.load(record, deps));
      } catch (e) {
        // One damaged log must not keep every other table down: report it and serve the rest.
        deps.log?.('error', `table ${record.id} could not be rebuilt: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    return lobby;
  }

  /** How many tables are in memory. */
  get size(): number {
    return this.tables.size;
  }

  /** Tables in memory with an open seat and play left, newest first (the lobby list). */
  openTables(): TableAuthority[] {
    return [...this.tables.values()]
      .filter((t) => !t.finished && SEATS.some((s) => t.info().seats[s].status === 'open'))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  }

  /** Creates a table, deals its first deal, and gives a token for each `human` seat. */
  async createTable(settings: CreateTableSettings): Promise<Result<{ table: TableAuthority; tickets: SeatTicket[] }>> {
    if (!isRuleSetId(settings.ruleSet)) return err('rules/unknown-rule-set', `unknown rule set ${settings.ruleSet}`);
    const rules = ruleSetFor(settings.ruleSet);
    if (!rules.ok) return rules;
    if (!this.deps.robotsAvailable && SEATS.some((s) => settings.seats[s] === 'robot')) {
      return err('robots/not-available', 'robots are not available on this server: make every seat human or open');
    }
    const form = checkFormSettings(settings);
    if (!form.ok) return form;
    let table: TableAuthority;
    const tokens: Partial<Record<Seat, string>> = {};
    try {
      let code = newShortCode();
      for (let tries = 0; this.byCode.has(code) || (await this.deps.store.codeExists(code)); tries++) {
        if (tries > 20) return err('table/no-code', 'could not find a free short code');
        code = newShortCode();
      }
      const record: TableRecord = { id: newTableId(), code, createdAt: new Date(this.deps.now()).toISOString(), settings, finished: false };
      for (const s of SEATS) if (settings.seats[s] === 'human') tokens[s] = newSeatToken();
      table = await TableAuthority.create(record, tokens, this.deps);
    } catch (e) {
      // The store could not write: say so (503), not "the server failed" (issue 21, finding 8).
      this.deps.log?.('error', `a table could not be created: ${e instanceof Error ? e.message : String(e)}`);
      return err('store/unavailable', 'the table could not be stored; try again later');
    }
    this.add(table);
    const tickets = SEATS.filter((s) => tokens[s]).map((s) => ({ tableId: table.id, seat: s, token: tokens[s]! }));
    return ok({ table, tickets });
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
      const record = (await this.deps.store.getTable(idOrCode)) ?? (code ? await this.deps.store.getTableByCode(code) : null);
      if (!record) return null;
      const already = this.tables.get(record.id);
      if (already) return already;
      const table = await TableAuthority.load(record, this.deps);
      this.add(table);
      return table;
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
    for (const t of this.tables.values()) t.close();
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
