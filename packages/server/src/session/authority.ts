/**
 * The session authority: one per club session, the only writer of its event log, built like the
 * table authority (`table/authority.ts`). Every change goes through one serial queue:
 * competition's `decide` → append to the store in one transaction (unique (session, seq)) →
 * `evolve` → broadcast → answer. Persist, then broadcast: nothing reaches a client before it is
 * stored, so a restart (even after `kill -9`) loses no confirmed entry.
 *
 * ```ts
 * const s = await SessionAuthority.load(record, { store, now: Date.now });
 * const r = await s.submit({ kind: 'table', section: 'A', table: 3, side: 'NS' }, enterCommand, 'dev3-0001');
 * // r.ok → r.value.seq (and duplicate: true when 'dev3-0001' had been entered before)
 * ```
 * Derived results (the live score, the public's ranking and travellers, each device's view) are
 * computed once per tick for every batch decided in it, then sent; each command is answered
 * after that, so a client has its view before its ack.
 *
 * Several processes (issue 27): a session is loaded only by the process that claimed it, with the
 * claim's fence; every append and meta change carries that fence, checked by the store in the same
 * statement. A refused fence (`store/fenced`), or this process's lease running out, means another
 * process serves the session now: it leaves memory (`lose`), nothing is broadcast, and every
 * follower is dropped (`moved`: its socket closes with 4003 and reconnects to the new owner).
 */
import { boardDealer, boardVulnerability, err, ok, type Result } from '@biritch/core';
import { dealerPar } from '@biritch/solver';
import {
  decide,
  evolve,
  initialSessionState,
  placeKey,
  type FieldInput,
  type FieldScore,
  type RankingLine,
  type ScoredBoard,
  type SessionActor,
  type SessionCommand,
  type SessionEvent,
  type SessionState,
} from '@biritch/competition';
import type { ResultsMessage, SessionInfo, SessionServerMessage, SessionSettings } from '@biritch/protocol';
import type { SessionMeta, SessionRecord, StoredSessionEvent } from '../store/sessionTypes.js';
import type { TableStore } from '../store/types.js';
import {
  barometerOf,
  boardKey,
  completeBoards,
  CountedField,
  frequenciesOf,
  LiveScore,
  publicResults,
  tableViewOf,
  type BarometerCache,
} from './results.js';

/** One hand record as a results message carries it. */
type HandRecordWire = NonNullable<ResultsMessage['hands']>[number];

/** Who follows a session: the director, one table's device, or the public. */
export type SessionViewer =
  | { readonly role: 'director' }
  | { readonly role: 'table'; readonly section: string; readonly table: number }
  | { readonly role: 'public' };

/** A subscriber: a WebSocket connection. */
export interface SessionSubscriber {
  readonly viewer: SessionViewer;
  /** Whether it gets an `event` frame per event (default: the director only). */
  readonly events?: boolean | undefined;
  /** Called with the frames of each batch (and of each derived update), in order. */
  deliver(frames: readonly SessionFrame[]): void;
  /** Called when the session left this process (`moved`: another process serves it now): reconnect. */
  dropped?(reason: 'moved'): void;
}

/**
 * A JSON text frame: a string, or its UTF-8 bytes when one frame goes to many sockets (encoded
 * once instead of once per socket).
 */
export type SessionFrame = string | Buffer;

/** What a session authority needs. */
export interface SessionDeps {
  readonly store: TableStore;
  readonly now: () => number;
  readonly log?: (level: 'warn' | 'error', message: string) => void;
  /** Whether this process may still act for the sessions it claimed (its cluster lease runs). */
  readonly isOwner?: (() => boolean) | undefined;
}

/** What a follower and a refused command are told when the session moved to another process. */
const MOVED = 'this session is served by another server process now; reconnect with your last seq';
const STORE_CALL = 'the call could not be stored; nothing changed';
const STORE_META = 'the session could not be stored; nothing changed';

/** The stable code of a thrown store error (`store/fenced`, `store/seq-conflict`), if any. */
const codeOf = (e: unknown): unknown => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : null);

/** Events kept in memory for a director resuming by seq; older gaps get a full state. */
const RECENT_EVENTS = 512;

/** Events that change what `SessionInfo` shows. */
const INFO_EVENTS = new Set<SessionEvent['type']>([
  'eventDescribed',
  'scoringChosen',
  'sectionAdded',
  'movementChosen',
  'boardsSet',
  'roundStarted',
  'roundClosed',
  'movementReplanned',
]);

/** Events of an open round that leave the barometer (standings after closed rounds) as it was. */
const OPEN_ROUND_EVENTS = new Set<SessionEvent['type']>([
  'resultEntered',
  'resultFlagged',
  'resultConfirmed',
  'resultCorrected',
  'boardNotPlayed',
  'latePlayAllowed',
]);

/**
 * The meta as this module keeps it: the store's, plus when each round started (`section|round` →
 * ISO 8601, the server's clock). The engine knows no clock, so the start times live beside the log
 * like the settings, and every console's round timer (and a reloaded one) counts from them.
 */
type ClubMeta = SessionMeta & {
  readonly roundStartedAt?: Readonly<Record<string, string>> | undefined;
  /** Tables calling the director: `section|table` → when they called (kept over a restart). */
  readonly calls?: Readonly<Record<string, string>> | undefined;
};

/** Who made an event, as stored with it: `director` or `table A3 NS`. */
export const actorName = (a: SessionActor): string =>
  a.kind === 'table' ? `table ${a.section}${a.table} ${a.side ?? 'NS'}` : a.kind;

/** What a role has been sent of the derived results, to send only what changed. */
interface Sent {
  ranking: string | null;
  boards: Map<string, string>;
  /** Each barometer round's JSON, by round. */
  rounds: Map<number, string>;
}

/** The authority of one session. Create with `SessionAuthority.load`. */
export class SessionAuthority {
  readonly id: string;
  readonly createdAt: string;
  readonly directorHash: string;
  private metaValue: SessionMeta;
  private finishedValue: boolean;
  private state: SessionState = initialSessionState();
  private seqValue = 0;
  private readonly recent: StoredSessionEvent[] = [];
  private readonly commands = new Map<string, number>();
  /** Places whose result the director entered or corrected last (they count without a confirmation). */
  private readonly byDirector = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly subscribers = new Set<SessionSubscriber>();
  private readonly live = new LiveScore();
  private score: FieldScore | null = null;
  private scoreSeq = -1;
  private readonly publicCache = { key: '', ranking: null as RankingLine[] | null };
  private readonly sentDirector: Sent = { ranking: null, boards: new Map(), rounds: new Map() };
  private readonly sentPublic: Sent = { ranking: null, boards: new Map(), rounds: new Map() };
  /** Barometer rounds by round, shared by the roles (a round's key says what it was scored from). */
  private readonly barometerCache: BarometerCache = new Map();
  private counted: { seq: number; field: FieldInput } | null = null;
  private readonly countedFields = new CountedField();
  /** The barometer by cut and names, kept until an event may change a closed round's standings. */
  private readonly barometerMemo = new Map<string, { round: number; lines: RankingLine[] }[]>();
  private readonly boardJson = new WeakMap<ScoredBoard, string>();
  private readonly sentViews = new Map<string, string>();
  private publishing: Promise<void> | null = null;
  private infoChanged = false;
  private closed = false;
  private lostValue = false;
  /** Called once when the session is lost to another process (the registry forgets it). */
  onLost: (() => void) | null = null;

  private constructor(
    record: SessionRecord,
    private readonly deps: SessionDeps,
    /** The fence of this process's claim (issue 27); undefined: unfenced (a store of its own). */
    private readonly fence: number | undefined,
  ) {
    this.id = record.id;
    this.createdAt = record.createdAt;
    this.directorHash = record.directorHash;
    this.metaValue = record.meta;
    this.finishedValue = record.finished;
  }

  /**
   * Rebuilds a session from its stored log (a new session has an empty one). With `fence` (issue
   * 27), the claim was taken before this read, so no event of a former owner can follow it.
   */
  static async load(record: SessionRecord, deps: SessionDeps, fence?: number | undefined): Promise<SessionAuthority> {
    const s = new SessionAuthority(record, deps, fence);
    for (const stored of await deps.store.loadSessionEvents(record.id)) s.apply(stored);
    return s;
  }

  private apply(stored: StoredSessionEvent): void {
    this.state = evolve(this.state, stored.event);
    const e = stored.event;
    const open =
      OPEN_ROUND_EVENTS.has(e.type) &&
      'round' in e &&
      'section' in e &&
      this.state.sections[e.section]?.rounds[e.round] !== 'closed';
    if (!open) this.barometerMemo.clear();
    if (e.type === 'resultCorrected' || e.type === 'resultEntered') {
      const key = placeKey(e);
      if (stored.actor === 'director') this.byDirector.add(key);
      else this.byDirector.delete(key);
    }
    this.seqValue = stored.seq;
    if (stored.commandId !== null) this.commands.set(stored.commandId, stored.seq);
    this.recent.push(stored);
    if (this.recent.length > RECENT_EVENTS) this.recent.splice(0, this.recent.length - RECENT_EVENTS);
  }

  /** The last sequence number. */
  get seq(): number {
    return this.seqValue;
  }
  /** The session's state (the engine's fold of its log). */
  get sessionState(): SessionState {
    return this.state;
  }
  /** What the server keeps beside the log: kind, settings, table codes. */
  get meta(): SessionMeta {
    return this.metaValue;
  }
  /** Closed by the director. */
  get finished(): boolean {
    return this.finishedValue;
  }
  /** The director's visibility settings. */
  get settings(): SessionSettings {
    return this.metaValue.settings;
  }
  /** Followers now. */
  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** The live score of the counted results (null before any). */
  currentScore(): FieldScore | null {
    if (this.scoreSeq !== this.seqValue) {
      this.score = this.live.update(this.state, this.countedField());
      this.scoreSeq = this.seqValue;
    }
    return this.score;
  }

  /** The results that count now (fold of the state), once per seq. */
  private countedField(): FieldInput {
    if (this.counted?.seq !== this.seqValue)
      this.counted = { seq: this.seqValue, field: this.countedFields.of(this.state, this.byDirector) };
    return this.counted.field;
  }

  /** Session-level information anyone may read. */
  info(): SessionInfo {
    const s = this.state;
    return {
      id: this.id,
      name: s.event?.name ?? '',
      kind: this.metaValue.kind,
      method: s.method,
      date: s.event?.date ?? null,
      createdAt: this.createdAt,
      sections: Object.values(s.sections)
        .sort((a, b) => a.section.localeCompare(b.section))
        .map((x) => ({
          section: x.section,
          tables: x.tables,
          winners: x.winners,
          scoringGroup: x.scoringGroup,
          movement: x.movement
            ? {
                name: x.movement.name,
                rounds: x.movement.rounds,
                boardsPerRound: x.movement.boardsPerRound,
                boards: x.movement.boards,
              }
            : null,
          rounds: Object.fromEntries(Object.entries(x.rounds).map(([k, v]) => [k, v])),
          current: Number(Object.entries(x.rounds).find(([, v]) => v === 'started')?.[0] ?? NaN) || null,
          calls: Object.keys((this.metaValue as ClubMeta).calls ?? {})
            .filter((k) => k.startsWith(`${x.section}|`))
            .map((k) => Number(k.slice(x.section.length + 1)))
            .sort((a, b) => a - b),
          startedAt:
            (this.metaValue as ClubMeta).roundStartedAt?.[
              `${x.section}|${Object.entries(x.rounds).find(([, v]) => v === 'started')?.[0]}`
            ] ?? null,
        })),
      boards: Object.keys(s.boards).length,
      settings: this.metaValue.settings,
      finished: this.finishedValue,
      seq: this.seqValue,
    };
  }

  /** Events after `afterSeq` when still in memory (null when older: send a full state). */
  eventsAfter(afterSeq: number): readonly StoredSessionEvent[] | null {
    if (afterSeq > this.seqValue || afterSeq < 0) return null;
    if (afterSeq === this.seqValue) return [];
    const first = this.recent[0];
    if (!first || first.seq > afterSeq + 1) return null;
    return this.recent.filter((e) => e.seq > afterSeq);
  }

  /** Runs a step on the session's serial queue. */
  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Decides a command for an actor and records its events. `commandId` (a client's) makes it
   * idempotent: a command id already in the log is answered with its seq and `duplicate`.
   */
  async submit(
    actor: SessionActor,
    command: SessionCommand,
    commandId: string | null = null,
  ): Promise<Result<{ seq: number; duplicate: boolean }>> {
    const r = await this.enqueue(async (): Promise<Result<{ seq: number; duplicate: boolean }>> => {
      if (this.checkLost()) return err('cluster/moved', MOVED);
      if (this.closed) return err('session/closed', 'the server is shutting down');
      if (commandId !== null) {
        const seen = this.commands.get(commandId);
        if (seen !== undefined) return ok({ seq: seen, duplicate: true });
      }
      if (this.finishedValue) return err('session/finished', 'the session is closed');
      if (
        this.metaValue.settings.leadRequired &&
        actor.kind === 'table' &&
        (command.type === 'enterResult' || command.type === 'correctResult') &&
        command.passedOut !== true &&
        command.lead === undefined
      )
        return err('session/lead-required', 'the director asks for the opening lead');
      const decided = decide(this.state, command, actor);
      if (!decided.ok) return decided;
      const events = decided.value;
      const first = this.seqValue + 1;
      try {
        await this.deps.store.appendSessionEvents(
          this.id,
          first,
          events,
          { actor: actorName(actor), commandId },
          this.fence,
        );
      } catch (e) {
        if (codeOf(e) === 'store/fenced') {
          // Another process claimed the session: nothing was written, and nothing is sent from here.
          this.lose();
          return err('cluster/moved', MOVED);
        }
        const conflict = codeOf(e) === 'store/seq-conflict';
        this.deps.log?.('error', `session ${this.id}: append failed: ${e instanceof Error ? e.message : String(e)}`);
        return conflict
          ? err('store/conflict', 'another writer changed this session; nothing was recorded')
          : err('store/unavailable', 'the result could not be stored; nothing was recorded');
      }
      const stored = events.map(
        (event, i): StoredSessionEvent => ({
          seq: first + i,
          event,
          actor: actorName(actor),
          commandId: i === events.length - 1 ? commandId : null,
        }),
      );
      for (const s of stored) this.apply(s);
      const starts = events.flatMap((e) => (e.type === 'roundStarted' ? [`${e.section}|${e.round}`] : []));
      if (starts.length > 0) await this.noteRoundStarts(starts);
      // Lost in between: the events are in the log before the new owner's claim (it reads them),
      // so the command is answered as recorded, but nothing more is sent from here.
      if (this.lostValue) return ok({ seq: this.seqValue, duplicate: false });
      this.broadcastEvents(stored);
      if (events.some((e) => INFO_EVENTS.has(e.type))) this.infoChanged = true;
      return ok({ seq: this.seqValue, duplicate: false });
    });
    // Answer after the derived results of this tick have gone out.
    if (r.ok && !r.value.duplicate) await this.schedulePublish();
    return r;
  }

  /** Keeps when rounds started beside the log (a failure leaves the timers without a start, nothing else). */
  private async noteRoundStarts(keys: readonly string[]): Promise<void> {
    const at = new Date(this.deps.now()).toISOString();
    const meta: ClubMeta = {
      ...this.metaValue,
      roundStartedAt: {
        ...(this.metaValue as ClubMeta).roundStartedAt,
        ...Object.fromEntries(keys.map((k) => [k, at])),
      },
    };
    try {
      await this.deps.store.updateSession(this.id, meta, this.finishedValue, this.fence);
      this.metaValue = meta;
    } catch (e) {
      if (codeOf(e) === 'store/fenced') return this.lose();
      this.deps.log?.(
        'warn',
        `session ${this.id}: round start not kept: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  }

  /**
   * A table calls the director (`on`), or the call is taken back or answered. Kept beside the log
   * like the settings (a signal, not a result: the engine's log is left as it is).
   */
  async callDirector(section: string, table: number, on: boolean): Promise<Result<SessionInfo>> {
    const r = await this.enqueue(async (): Promise<Result<SessionInfo>> => {
      if (this.checkLost()) return err('cluster/moved', MOVED);
      if (this.finishedValue) return err('session/finished', 'the session is closed');
      if (!this.metaValue.tables.some((t) => t.section === section && t.table === table))
        return err('session/wrong-table', `there is no table ${section}${table}`);
      const key = `${section}|${table}`;
      const calls = { ...(this.metaValue as ClubMeta).calls };
      if (on) calls[key] ??= new Date(this.deps.now()).toISOString();
      else delete calls[key];
      const meta: ClubMeta = { ...this.metaValue, calls };
      const failed = await this.storeMeta(meta, this.finishedValue);
      if (failed) return failed === 'moved' ? err('cluster/moved', MOVED) : err('store/unavailable', STORE_CALL);
      this.metaValue = meta;
      this.infoChanged = true;
      return ok(this.info());
    });
    if (r.ok) await this.schedulePublish();
    return r;
  }

  /** Changes the settings or closes the session (kept beside the log, like a table's finished flag). */
  async updateMeta(meta: SessionMeta, finished: boolean): Promise<Result<SessionInfo>> {
    const r = await this.enqueue(async (): Promise<Result<SessionInfo>> => {
      if (this.checkLost()) return err('cluster/moved', MOVED);
      const failed = await this.storeMeta(meta, finished);
      if (failed) return failed === 'moved' ? err('cluster/moved', MOVED) : err('store/unavailable', STORE_META);
      this.metaValue = meta;
      this.finishedValue = finished;
      this.infoChanged = true;
      return ok(this.info());
    });
    if (r.ok) await this.schedulePublish();
    return r;
  }

  /** Writes the meta with this process's fence: null when done, else why not (nothing changed). */
  private async storeMeta(meta: SessionMeta, finished: boolean): Promise<'moved' | 'unavailable' | null> {
    try {
      await this.deps.store.updateSession(this.id, meta, finished, this.fence);
      return null;
    } catch (e) {
      if (codeOf(e) !== 'store/fenced') return 'unavailable';
      this.lose();
      return 'moved';
    }
  }

  /** Whether the session is lost to another process (checking this process's lease first). */
  private checkLost(): boolean {
    if (!this.lostValue && !this.closed && this.deps.isOwner && !this.deps.isOwner()) this.lose();
    return this.lostValue;
  }

  /** Whether another process serves this session now (it has left this one). */
  get lost(): boolean {
    return this.lostValue;
  }

  /**
   * This process does not own the session any more (a refused fence, or its lease ran out): it
   * takes no more commands, sends nothing, and every follower is dropped to reconnect elsewhere.
   */
  lose(): void {
    if (this.lostValue) return;
    this.lostValue = true;
    this.closed = true;
    const subs = [...this.subscribers];
    this.subscribers.clear();
    for (const sub of subs) sub.dropped?.('moved');
    this.onLost?.();
  }

  private broadcastEvents(stored: readonly StoredSessionEvent[]): void {
    let director: string[] | null = null;
    let bare: string[] | null = null;
    for (const sub of this.subscribers) {
      if (!(sub.events ?? sub.viewer.role === 'director')) continue;
      if (sub.viewer.role === 'director') {
        director ??= stored.map((s) =>
          JSON.stringify({ type: 'event', seq: s.seq, event: s.event, by: s.actor } satisfies SessionServerMessage),
        );
        sub.deliver(director);
      } else {
        bare ??= stored.map((s) => JSON.stringify({ type: 'event', seq: s.seq } satisfies SessionServerMessage));
        sub.deliver(bare);
      }
    }
  }

  private schedulePublish(): Promise<void> {
    this.publishing ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        this.publishing = null;
        try {
          this.publish();
        } catch (e) {
          this.deps.log?.(
            'error',
            `session ${this.id}: publishing results failed: ${e instanceof Error ? e.stack : String(e)}`,
          );
        }
        resolve();
      });
    });
    return this.publishing;
  }

  /** Sends every subscriber what changed for it: info, its table's view, the results it may see. */
  private publish(): void {
    const score = this.currentScore();
    const infoFrame = this.infoChanged
      ? Buffer.from(JSON.stringify({ type: 'sessionInfo', info: this.info() } satisfies SessionServerMessage))
      : null;
    this.infoChanged = false;
    // A role nobody follows is skipped: a later subscriber gets a full snapshot, and a delta
    // measured from an older frame only repeats boards it already holds.
    const roles = new Set([...this.subscribers].map((x) => x.viewer.role));
    const directorFrame = roles.has('director') ? this.resultsFrame('director', score, false) : null;
    const publicText = roles.has('public') ? this.resultsFrame('public', score, false) : null;
    const publicFrame = publicText === null ? null : Buffer.from(publicText);
    const views = new Map<string, string | null>();
    let complete: ReadonlySet<string> | undefined;
    for (const sub of this.subscribers) {
      const frames: SessionFrame[] = [];
      if (infoFrame) frames.push(infoFrame);
      const v = sub.viewer;
      if (v.role === 'table') {
        const key = `${v.section}|${v.table}`;
        if (!views.has(key)) {
          complete ??= completeBoards(this.state);
          const view = JSON.stringify({
            type: 'tableView',
            seq: this.seqValue,
            view: tableViewOf(this.state, v.section, v.table, score, this.settings, this.finishedValue, complete),
          } satisfies SessionServerMessage);
          // The frame carries the seq, so compare the view part only.
          const body = view.slice(view.indexOf('"view"'));
          views.set(key, this.sentViews.get(key) === body ? null : view);
          this.sentViews.set(key, body);
        }
        const frame = views.get(key);
        // A view that did not change is not sent again.
        if (frame) frames.push(frame);
      } else {
        const r = v.role === 'director' ? directorFrame : publicFrame;
        if (r) frames.push(r);
      }
      if (frames.length) sub.deliver(frames);
    }
  }

  /** The hand records of scored boards (the deal as stored, its double-dummy table and par when known). */
  private handsOf(boards: readonly ScoredBoard[]): HandRecordWire[] {
    const out = new Map<number, HandRecordWire>();
    for (const b of boards) {
      const stored = this.state.boards[b.board];
      if (!stored || out.has(b.board)) continue;
      const table = stored.doubleDummy ?? null;
      // Par needs who deals and who is vulnerable (Law 2), both from the board number.
      const par = table ? dealerPar(table, boardDealer(b.board), boardVulnerability(b.board)) : null;
      out.set(b.board, {
        board: b.board,
        deal: stored.deal,
        doubleDummy: table,
        par: par && { score: par.score, contracts: par.contracts.map((c) => ({ ...c, declarers: [...c.declarers] })) },
      });
    }
    return [...out.values()];
  }

  /** The barometer up to a round, worked out again only after an event that may change a closed round. */
  private barometer(upTo: number | null): { round: number; lines: RankingLine[] }[] {
    const key = `${upTo}|${this.settings.names}`;
    let rounds = this.barometerMemo.get(key);
    if (!rounds) {
      rounds = barometerOf(this.state, this.settings, upTo, this.barometerCache, this.countedField());
      this.barometerMemo.set(key, rounds);
    }
    return rounds;
  }

  /** The results a role may see now: everything (`full`) or what changed since the last frame. */
  private resultsFrame(role: 'director' | 'public', score: FieldScore | null, full: boolean): string | null {
    const pub =
      role === 'public'
        ? publicResults(this.state, score, this.settings, this.finishedValue, this.publicCache, this.countedField())
        : null;
    const ranking =
      role === 'director'
        ? score
          ? { throughRound: null, final: this.finishedValue, lines: [...score.rankings] }
          : null
        : pub!.ranking;
    const boards = role === 'director' ? (score?.boards ?? []) : pub!.boards;
    const upTo = role === 'director' ? null : pub!.barometerUpTo;
    const rounds = this.barometer(upTo);
    const sent: Sent = full
      ? { ranking: null, boards: new Map(), rounds: new Map() }
      : role === 'director'
        ? this.sentDirector
        : this.sentPublic;
    const rankingJson = JSON.stringify(ranking);
    const changed: ScoredBoard[] = [];
    const now = new Map<string, string>();
    for (const b of boards) {
      let json = this.boardJson.get(b);
      if (json === undefined) {
        json = JSON.stringify(b);
        this.boardJson.set(b, json);
      }
      const k = boardKey(b);
      now.set(k, json);
      if (sent.boards.get(k) !== json) changed.push(b);
    }
    const roundsNow = new Map(rounds.map((r) => [r.round, JSON.stringify(r.lines)]));
    const changedRounds = rounds.filter((r) => sent.rounds.get(r.round) !== roundsNow.get(r.round));
    const rankingChanged = rankingJson !== sent.ranking;
    if (!full) {
      // A board or a round that left the results (a result no longer counted, a setting changed)
      // cannot be sent as a change: send everything.
      const gone =
        [...sent.boards.keys()].some((k) => !now.has(k)) || [...sent.rounds.keys()].some((k) => !roundsNow.has(k));
      sent.ranking = rankingJson;
      sent.boards = now;
      sent.rounds = roundsNow;
      if (gone) return this.resultsFrame(role, score, true);
      if (!rankingChanged && changed.length === 0 && changedRounds.length === 0) return null;
    }
    const msg: SessionServerMessage = {
      type: 'results',
      seq: this.seqValue,
      full,
      ...(full || rankingChanged ? { ranking } : {}),
      boards: changed,
      ...(changedRounds.length > 0 ? { barometer: changedRounds } : {}),
      frequencies: changed.map(frequenciesOf),
      ...(changed.length > 0 ? { hands: this.handsOf(changed) } : {}),
    };
    return JSON.stringify(msg);
  }

  /**
   * Subscribes a follower and sends its snapshot first (synchronously, so no batch can slip in
   * between): `welcome`, then the missed events or the state (director), its table's view
   * (device), the full results (director and public).
   */
  subscribe(
    sub: SessionSubscriber,
    welcome: Omit<Extract<SessionServerMessage, { type: 'welcome' }>, 'seq' | 'info'>,
    lastSeq: number | undefined,
  ): () => void {
    sub.deliver(this.snapshotFrames(sub.viewer, lastSeq, welcome));
    this.subscribers.add(sub);
    return () => this.subscribers.delete(sub);
  }

  /** The frames that bring a viewer up to date (after a gap: `sync`). */
  snapshotFrames(
    viewer: SessionViewer,
    lastSeq: number | undefined,
    welcome?: Omit<Extract<SessionServerMessage, { type: 'welcome' }>, 'seq' | 'info'>,
  ): string[] {
    const frames: string[] = [];
    const missed = viewer.role === 'director' && lastSeq !== undefined ? this.eventsAfter(lastSeq) : null;
    const from =
      missed !== null && lastSeq !== undefined
        ? lastSeq
        : lastSeq !== undefined && lastSeq <= this.seqValue
          ? lastSeq
          : this.seqValue;
    if (welcome)
      frames.push(
        JSON.stringify({
          ...welcome,
          seq: viewer.role === 'director' ? (missed !== null ? from : this.seqValue) : this.seqValue,
          info: this.info(),
        } satisfies SessionServerMessage),
      );
    const score = this.currentScore();
    if (viewer.role === 'director') {
      if (missed !== null)
        for (const s of missed)
          frames.push(
            JSON.stringify({ type: 'event', seq: s.seq, event: s.event, by: s.actor } satisfies SessionServerMessage),
          );
      else
        frames.push(
          JSON.stringify({ type: 'state', seq: this.seqValue, state: this.state } satisfies SessionServerMessage),
        );
      frames.push(this.resultsFrame('director', score, true)!);
    } else if (viewer.role === 'table') {
      frames.push(
        JSON.stringify({
          type: 'tableView',
          seq: this.seqValue,
          view: tableViewOf(this.state, viewer.section, viewer.table, score, this.settings, this.finishedValue),
        } satisfies SessionServerMessage),
      );
    } else {
      frames.push(this.resultsFrame('public', score, true)!);
    }
    return frames;
  }

  /** The full results a role may read (for `GET …/results`). */
  resultsFor(role: 'director' | 'public'): unknown {
    return JSON.parse(this.resultsFrame(role, this.currentScore(), true)!);
  }

  /** Stops taking commands (server shutdown). */
  close(): void {
    this.closed = true;
    this.subscribers.clear();
  }
}
