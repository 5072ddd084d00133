/**
 * The table authority: one per table, the only writer of its event log (docs/style.md, principles 2,
 * 3 and 6). Every change goes through one serial queue: decide → append to the store → evolve →
 * broadcast to each subscriber only what its viewer may see → answer the requester.
 *
 * ```ts
 * const table = await TableAuthority.create(record, seatRecords, deps); // deals the first deal
 * const unsubscribe = table.subscribe({ viewer: 'N', deliver: (frames) => frames.forEach(send), info: (f) => send(f) });
 * const r = await table.submit({ kind: 'seat', seat: 'N' }, { type: 'call', call: PASS });
 * // r.ok → r.value is the table's seq after the command; else r.error.code is core's code
 * ```
 * Persist, then broadcast: nothing reaches a client before it is in the store, so whatever a
 * client has seen survives a crash. Each event goes to every subscriber in order: with its body
 * when `visibleTo` names the subscriber's viewer, as a bare `{seq}` otherwise (lila-ws).
 */
import {
  decide,
  err,
  evolve,
  initialTableState,
  isVisibleTo,
  ok,
  SEATS,
  viewFor,
  type Actor,
  type Card,
  type Deal,
  type Result,
  type Seat,
  type TableCommand,
  type TableOptions,
  type TableState,
  type TableView,
  type Viewer,
} from '@biritch/core';
import {
  REPLAY_BUFFER_EVENTS,
  type PracticeKind,
  type SeatInfo,
  type TableInfo,
  type TableOptionsInfo,
  type CreateTableSettings,
  type ServerMessage,
} from '@biritch/protocol';
import { cryptoRandom, randomDeal } from '@biritch/dealer';
import { hashToken } from '../ids.js';
import type { SeatRecord, StoredEvent, TableRecord, TableStore } from '../store/types.js';
import { nextDealPlan, scoreSheet, type PlayedDeal } from './forms.js';
import { SeatBook, type Person } from './seats.js';
import { isSolePlayerTable, tableOptionsFor } from './options.js';
import { markPractice, practiceDeal, practiceOf } from './practice.js';
import { mayReadChat, TableChat } from './chat.js';
import { claimSnapshot, type ClaimCheck, type ClaimSnapshot } from './claimCheck.js';
import { leadNote, openingLeadAfter, type LeadNote, type LeadReasons, type OpeningLead } from './robotLead.js';

/** What the authority needs from outside: the store, the clock, dealing and seat holding. */
export interface AuthorityDeps {
  readonly store: TableStore;
  /** Milliseconds since the epoch (injected for tests). */
  readonly now: () => number;
  /** How long a disconnected human's seat is held before it reopens, in ms. */
  readonly seatHoldMs: number;
  /** A fresh random deal (default: @biritch/dealer's `randomDeal` with crypto randomness). */
  readonly deal?: () => Deal;
  /** Where to report failures of the store or of robots. */
  readonly log?: (level: 'warn' | 'error', message: string) => void;
  /**
   * Called when the table failed after recording a command (its memory may differ from its log):
   * the lobby drops it, so the next visitor gets it rebuilt from the store.
   */
  readonly onBroken?: (table: TableAuthority) => void;
  /**
   * Called when a robot should start (`true`) or stop (`false`) standing in for a taken seat whose
   * player is gone past the hold window (issue 26). Without it, such a seat is released instead.
   */
  readonly onStandIn?: (table: TableAuthority, seat: Seat, standing: boolean) => void;
  /**
   * The claimer's side's double-dummy tricks from a claim's position (issue 26, claim checking),
   * asked once the deal is over; null when the solver could not say. Without it claims are not checked.
   */
  readonly checkClaim?: (deal: Deal, snap: ClaimSnapshot) => Promise<number | null>;
  /**
   * Claims the table for this process (issue 27): the fencing number every append then carries,
   * or null when another live process owns it. Without it, appends are not fenced.
   */
  readonly claim?: (tableId: string) => Promise<number | null>;
  /** Whether this process's lease still runs (its own clock): a table stops acting as soon as not. */
  readonly isOwner?: () => boolean;
  /** Called when the table was lost to another process (fenced): the lobby drops it. */
  readonly onLost?: (table: TableAuthority) => void;
}

/** What a seated player may ask of `nextDeal` (issue 26). */
export interface NextDealRequest {
  /** When the form's set is over, start the next one: next single deal, another rubber, more boards. */
  readonly another?: boolean | undefined;
  /** A practice deal type for the asker (single-deal tables). */
  readonly practice?: PracticeKind | undefined;
}

/** Thrown when a table cannot be claimed: another live process owns it. */
export class NotOwnerError extends Error {
  /** The stable code of this failure. */
  readonly code = 'cluster/not-owner';
  constructor(readonly tableId: string) {
    super(`table ${tableId} is owned by another server process`);
  }
}

/** Why a subscriber lost its table: it is rebuilt here (`reloading`), or another process owns it now (`moved`). */
export type DropReason = 'reloading' | 'moved';

/** One batch of a table's events as a viewer receives it. */
export interface Delivery {
  /** The table's seq after the batch. */
  readonly seq: number;
  /** The JSON frames to send, in order: one `event` per event, then a `view`. */
  readonly frames: readonly string[];
  /** The viewer's view after the batch (the object behind the last frame). */
  readonly view: TableView;
}

/** Someone following a table: a WebSocket connection or a robot driver. */
export interface Subscriber {
  readonly viewer: Viewer;
  /** Whether this is a robot or the server's own helper (not counted as a spectator). */
  readonly robot?: boolean;
  /** Called after each batch, in seq order. */
  deliver(delivery: Delivery): void;
  /** Called with an `info` frame when seats, connections or the score sheet change. */
  info(frame: string, info: TableInfo): void;
  /** Called with a `chat` frame the subscriber may read (issue 26). */
  chat?(frame: string): void;
  /** Called when the table leaves memory under the subscriber (it failed, or moved): reconnect to follow it. */
  dropped?(reason: DropReason): void;
}

/** Thrown inside the queue once a command's events are in the store: the answer must say so. */
class RecordedError extends Error {
  constructor(
    readonly seq: number,
    failure: unknown,
  ) {
    super(failure instanceof Error ? failure.message : String(failure), { cause: failure });
  }
}

/** The frame a viewer receives for an event: the event itself, or a bare seq. */
export function eventFrame(stored: StoredEvent, viewer: Viewer): string {
  const msg: ServerMessage = isVisibleTo(stored.event, viewer)
    ? { type: 'event', seq: stored.seq, event: stored.event }
    : { type: 'event', seq: stored.seq };
  return JSON.stringify(msg);
}

const MOVED = 'this table is now served by another server process; nothing was changed; reconnect';

/** The fence of this process's claim of a table, or undefined without claims (unfenced). */
async function claimFor(tableId: string, deps: AuthorityDeps): Promise<number | undefined> {
  if (!deps.claim) return undefined;
  const fence = await deps.claim(tableId);
  if (fence === null) throw new NotOwnerError(tableId);
  return fence;
}

/** How long spectators' arrivals and departures are gathered into one `info` (ms; issue 21, finding 5). */
export const INFO_COALESCE_MS = 250;

// Dealing uses the platform's cryptographic generator; only the hands are stored, never a seed.
const CRYPTO = cryptoRandom();

/** The table options core's machine takes, from the create settings. */
export function tableOptionsOf(settings: CreateTableSettings): TableOptions {
  return {
    ruleSet: settings.ruleSet,
    ...(settings.passedOutRedeal ? { passedOutRedeal: settings.passedOutRedeal } : {}),
    ...(settings.noPartnershipNotPlayed !== undefined
      ? { noPartnershipNotPlayed: settings.noPartnershipNotPlayed }
      : {}),
    ...(settings.rectifications !== undefined ? { rectifications: settings.rectifications } : {}),
  };
}

/** The authority of one table. Create with `TableAuthority.create` or `TableAuthority.load`. */
export class TableAuthority {
  readonly id: string;
  readonly code: string;
  readonly settings: CreateTableSettings;
  readonly createdAt: string;
  private state: TableState;
  private seqValue = 0;
  private readonly recent: StoredEvent[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private readonly subscribers = new Set<Subscriber>();
  private readonly seats: SeatBook;
  private readonly played: PlayedDeal[] = [];
  private current: {
    deal: number;
    board: number;
    dealer: Seat;
    vulnerability: PlayedDeal['vulnerability'];
    ended: boolean;
    startedAt: number;
    practice: PracticeKind | null;
  } | null = null;
  /** The practice type of the deal being started, written on its `dealStarted` (`markPractice`). */
  private nextPractice: PracticeKind | null = null;
  /** The table's options, defaults filled in. */
  readonly options: TableOptionsInfo;
  private readonly chat: TableChat;
  /** The claims of the current deal (snapshots taken when made) and their checks (memory only). */
  private claims: { snap: ClaimSnapshot; check: ClaimCheck }[] = [];
  /** A robot's reasons for the current deal's opening lead (memory only; told once the deal has ended). */
  private leadNote: LeadNote | null = null;
  /** True while the log is folded at load: claims of past deals are not checked again. */
  private loadingLog = false;
  private finishedValue: boolean;
  private closed = false;
  private broken = false;
  private lost = false;
  /** The fencing number of this process's claim (issue 27), carried by every append; none unfenced. */
  private readonly fence: number | undefined;
  /** Jobs in the queue (a table is never evicted with work in flight). */
  private pending = 0;
  /** When the table last did something: a command, a join or a leave (ms since the epoch). */
  private lastActiveAt: number;
  /** Sockets of people (players and spectators), and of spectators alone. */
  private peopleCount = 0;
  private spectatorCount = 0;
  /** A spectator's arrival or departure is told to everyone at most once per `INFO_COALESCE_MS`. */
  private infoTimer: ReturnType<typeof setTimeout> | null = null;

  private constructor(
    record: TableRecord,
    seatRecords: readonly SeatRecord[],
    private readonly deps: AuthorityDeps,
    fence: number | undefined,
  ) {
    this.fence = fence;
    this.id = record.id;
    this.code = record.code;
    this.settings = record.settings;
    this.createdAt = record.createdAt;
    this.finishedValue = record.finished;
    this.state = initialTableState(tableOptionsOf(record.settings));
    this.lastActiveAt = deps.now();
    this.options = tableOptionsFor(record.settings);
    this.chat = new TableChat(deps.now);
    this.seats = new SeatBook(record.settings.seats, seatRecords, {
      now: deps.now,
      holdMs: deps.seatHoldMs,
      // Issue 26: at a table where one person plays with robots, leaving never loses the seat.
      keepForever: isSolePlayerTable(record.settings),
      onExpire: (seat) => void this.holdEnded(seat),
    });
  }

  /** Rebuilds a table from its stored log (after a restart): a fold of `evolve` over every event. */
  static async load(record: TableRecord, deps: AuthorityDeps): Promise<TableAuthority> {
    // Claim first, then read: whatever another owner appended before our claim is in what we read,
    // and nothing can be appended after it without our fence (scale-out spec §3.6).
    const fence = await claimFor(record.id, deps);
    const [seats, events] = await Promise.all([deps.store.loadSeats(record.id), deps.store.loadEvents(record.id)]);
    const table = new TableAuthority(record, seats, deps, fence);
    table.loadingLog = true;
    for (const stored of events) {
      if (stored.seq !== table.seqValue + 1)
        throw new Error(`table ${record.id}: the log jumps from seq ${table.seqValue} to ${stored.seq}`);
      table.apply(stored);
    }
    table.loadingLog = false;
    // The last deal's claims are checked again (their checks lived in memory only).
    const last = table.played.at(-1);
    if (last?.hands && table.current?.ended) table.checkClaims(last.hands);
    // The flag follows the log: a form whose last deal ended is finished even if the flag could not
    // be stored, and a table whose next set was started (another rubber, next deal) is not.
    table.finishedValue = Boolean(table.current?.ended) && nextDealPlan(table.settings, table.played) === null;
    // Seats held by people who are not connected (they were, before the restart): hold them again.
    table.seats.holdAllTaken();
    void table.learnNames();
    return table;
  }

  /**
   * A read-only picture of a table another process owns (the lobby's list): folded from the log
   * without claiming it; it never acts (no timers, no appends). Seats show as nobody connected here.
   */
  static async snapshot(record: TableRecord, deps: AuthorityDeps): Promise<TableAuthority> {
    const { claim: _claim, ...readOnly } = deps;
    const table = await TableAuthority.load(record, readOnly);
    table.close();
    return table;
  }

  /** Creates a new table: stores it with its creator's seats and deals the first deal. */
  static async create(
    record: TableRecord,
    tokens: Partial<Record<Seat, string>>,
    deps: AuthorityDeps,
  ): Promise<TableAuthority> {
    const at = new Date(deps.now()).toISOString();
    const seatRecords: SeatRecord[] = SEATS.filter((s) => tokens[s] !== undefined).map((s) => ({
      seat: s,
      tokenHash: hashToken(tokens[s]!),
      claimedAt: at,
    }));
    // Claimed before it is stored: a process that cannot claim (between leases) stores nothing.
    const fence = await claimFor(record.id, deps);
    await deps.store.createTable(record, seatRecords);
    const table = new TableAuthority(record, seatRecords, deps, fence);
    table.seats.holdAllTaken();
    const first = await table.startNextDeal();
    if (!first.ok)
      throw new Error(`table ${record.id}: the first deal could not start: ${first.error.code} ${first.error.message}`);
    return table;
  }

  /** The table's last sequence number. */
  get seq(): number {
    return this.seqValue;
  }

  /** Whether the form's deals are all played. */
  get finished(): boolean {
    return this.finishedValue;
  }

  /** Whether every seat is a robot (such tables move on to the next deal by themselves). */
  get robotsOnly(): boolean {
    return this.seats.robotsOnly;
  }

  /** People following the table (sockets of players and spectators; not robots nor the analysis). */
  get people(): number {
    return this.peopleCount;
  }

  /** Spectators following the table (people without a seat). */
  get spectators(): number {
    return this.spectatorCount;
  }

  /**
   * Whether the table may leave memory now (issue 21, finding 4): nobody follows it, no work is in
   * flight, and it is finished or has been idle for `idleMs`. Its log stays in the store.
   */
  isEvictable(now: number, idleMs: number): boolean {
    if (this.people > 0 || this.pending > 0 || this.closed) return false;
    return this.finishedValue || now - this.lastActiveAt >= idleMs;
  }

  /** What a viewer may know now (core's `viewFor`). */
  viewFor(viewer: Viewer): TableView {
    return viewFor(this.state, viewer);
  }

  /** The seat a token belongs to, or null. */
  seatOfToken(token: string): Seat | null {
    return this.seats.seatOfToken(token);
  }

  /** The stored events after `seq` if they are all still in the replay buffer, else null. */
  eventsAfter(seq: number): readonly StoredEvent[] | null {
    if (seq > this.seqValue) return null;
    if (seq === this.seqValue) return [];
    const first = this.recent[0];
    if (!first || first.seq > seq + 1) return null;
    return this.recent.slice(seq + 1 - first.seq);
  }

  /** Follows the table; returns the function that stops following. */
  subscribe(sub: Subscriber): () => void {
    this.subscribers.add(sub);
    this.count(sub, 1);
    // A robot (also one standing in) is not the seat's player: it neither stops nor starts a hold.
    const person = sub.viewer !== 'spectator' && !sub.robot;
    if (person && this.seats.joined(sub.viewer)) this.deps.onStandIn?.(this, sub.viewer, false);
    // A player's arrival is news at once; spectators' are coalesced, so N of them cost O(N), not O(N²).
    if (sub.viewer === 'spectator') this.scheduleInfo();
    else this.broadcastInfo();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.subscribers.delete(sub);
      this.count(sub, -1);
      if (person) this.seats.left(sub.viewer);
      if (this.closed) return;
      if (sub.viewer === 'spectator') this.scheduleInfo();
      else this.broadcastInfo();
    };
  }

  /** Table-level information: seats, connections, the score sheet. */
  info(): TableInfo {
    const seatInfo = (seat: Seat): SeatInfo => this.seats.info(seat);
    const sheet = scoreSheet(this.settings, this.played);
    const spectators = this.spectatorCount;
    return {
      id: this.id,
      code: this.code,
      ruleSet: this.settings.ruleSet,
      form: this.settings.form,
      boards: this.settings.form === 'duplicate' ? (this.settings.boards ?? null) : null,
      createdAt: this.createdAt,
      seats: { N: seatInfo('N'), E: seatInfo('E'), S: seatInfo('S'), W: seatInfo('W') },
      spectators,
      seq: this.seqValue,
      current: this.current
        ? {
            deal: this.current.deal,
            board: this.current.board,
            ended: this.current.ended,
            startedAt: this.current.startedAt,
            practice: this.current.practice,
          }
        : null,
      finished: this.finishedValue,
      options: this.options,
      ...(this.claims.length > 0 ? { claimChecks: this.claims.map((c) => c.check) } : {}),
      results: sheet.results,
      totals: sheet.totals,
      sheet: sheet.sheet,
      ...(sheet.playerTotals ? { playerTotals: sheet.playerTotals } : {}),
    };
  }

  /** Runs a command for an actor through the queue. Ok: the seq after it; else the rules' coded error. */
  submit(actor: Actor, command: TableCommand): Promise<Result<number>> {
    return this.enqueue(() => this.commit(actor, command));
  }

  /**
   * Starts the form's next deal if the current one has ended (any seated player may ask). With
   * `another`, a finished set is followed by the next (issue 26); `practice` deals a practice type
   * for `asker` at a single-deal table.
   */
  nextDeal(asker: Seat | null = null, request: NextDealRequest = {}): Promise<Result<number>> {
    return this.enqueue(async () => {
      if (this.current && !this.current.ended) return err('deal/not-ended', 'the current deal has not ended');
      if (request.practice !== undefined && (this.settings.form !== 'single' || asker === null))
        return err('deal/practice-not-here', 'practice deal types are dealt at single-deal tables only');
      return this.startNextDeal(request.another ?? false, request.practice, asker);
    });
  }

  /** Notes a robot's reasons for the opening lead it is about to play in the deal in progress. */
  noteRobotLead(seat: Seat, card: Card, reasons: LeadReasons): void {
    if (this.current && !this.current.ended) this.leadNote = leadNote(this.current.deal, seat, card, reasons);
  }

  /** The opening lead of the deal just ended and a robot's reasons for it; `explain/deal-in-progress` before the end. */
  openingLead(): Result<OpeningLead> {
    return openingLeadAfter(viewFor(this.state, 'spectator'), this.current, this.leadNote);
  }

  /** A player's line of chat, sent to whoever may read it (never stored, never logged). */
  say(seat: Seat, text: string): Result<null> {
    if (this.options.chat === 'off') return err('chat/off', 'this table has no chat');
    const line = this.chat.say(seat, text);
    if (!line.ok) return line;
    const frame = JSON.stringify({ type: 'chat', ...line.value } satisfies ServerMessage);
    for (const sub of [...this.subscribers]) if (mayReadChat(this.options.chat, sub.viewer)) sub.chat?.(frame);
    return ok(null);
  }

  /** The chat lines a viewer who joins now may read (none for a spectator unless the table allows). */
  chatFor(viewer: Viewer): string[] {
    if (!mayReadChat(this.options.chat, viewer)) return [];
    return this.chat.recent().map((l) => JSON.stringify({ type: 'chat', ...l } satisfies ServerMessage));
  }

  /** Whether a robot is standing in for `seat`'s player. */
  isStoodIn(seat: Seat): boolean {
    return this.seats.isStoodIn(seat);
  }

  /**
   * Claims an open seat for `person`: a new token (given once; only its hash is kept). One person,
   * one seat: a person who holds a seat here already is refused `seat/already-seated`.
   */
  claimSeat(seat: Seat, person: Person = {}): Promise<Result<string>> {
    return this.enqueue(async () => {
      const claim = this.seats.claimRecord(seat, person);
      if (!claim.ok) return claim;
      await this.deps.store.setSeat(this.id, claim.value.record);
      this.seats.claimed(claim.value.record);
      this.broadcastInfo();
      void this.learnNames();
      return ok(claim.value.token);
    });
  }

  /** The seat an account holds at this table, or null (issue 26: a second device joins it). */
  seatOfAccount(account: string): Seat | null {
    return this.seats.seatOfAccount(account);
  }

  /**
   * Gives the seat a token holds to an account (its creator signed in, issue 26). Refused
   * `seat/already-seated` when the account holds another seat here.
   */
  giveSeat(seat: Seat, account: string): Promise<Result<null>> {
    return this.enqueue(async () => {
      const record = this.seats.ownRecord(seat, account);
      if (!record.ok) return record;
      await this.deps.store.setSeat(this.id, record.value);
      this.seats.owned(seat, account);
      void this.learnNames();
      return ok(null);
    });
  }

  /** The store gave a seat to an account already (guest tokens attached at sign-up): follow it. */
  seatGiven(seat: Seat, account: string): void {
    this.seats.owned(seat, account);
    void this.learnNames();
  }

  /**
   * Looks up the chosen names of the accounts seated here (issue 26: a player's name shows at the
   * table), then tells everyone. Never fails: a seat whose name cannot be read shows "Player".
   */
  private async learnNames(): Promise<void> {
    let changed = false;
    for (const id of this.seats.accountsWithoutName()) {
      const account = await this.deps.store.getAccount(id).catch(() => null);
      if (account && this.seats.named(id, account.name)) changed = true;
    }
    if (changed && !this.closed) this.broadcastInfo();
  }

  /**
   * This process no longer owns the table (its lease lapsed, or an append was fenced): it stops
   * at once, appends and broadcasts nothing more, and its followers are told to reconnect.
   */
  lose(): void {
    if (this.lost) return;
    this.lost = true;
    this.close();
    for (const sub of [...this.subscribers]) sub.dropped?.('moved');
    this.deps.onLost?.(this);
  }

  /** Settles once every job queued so far has finished (a clean stop waits for the command in hand). */
  settled(): Promise<void> {
    return this.queue.then(
      () => undefined,
      () => undefined,
    );
  }

  /** Stops timers and tells nobody more: for server shutdown. */
  close(): void {
    this.closed = true;
    this.seats.close();
    if (this.infoTimer) clearTimeout(this.infoTimer);
    this.infoTimer = null;
  }

  // -------------------------------------------------------------------------------------------

  private enqueue<T>(job: () => Promise<Result<T>>): Promise<Result<T>> {
    this.pending++;
    const guarded = async (): Promise<Result<T>> => {
      // A process whose lease may have lapsed acts no more, not even on seats (issue 27).
      if (this.deps.isOwner && !this.deps.isOwner() && !this.closed) this.lose();
      if (this.lost) return err('cluster/moved', MOVED);
      return job();
    };
    const run = this.queue
      .then(guarded, guarded)
      .catch((e: unknown): Result<T> => {
        this.deps.log?.('error', `table ${this.id}: ${e instanceof Error ? e.message : String(e)}`);
        // Truthful answers (issue 20): a failure after the append is not "nothing was changed".
        if (e instanceof RecordedError) {
          const message = `your command was recorded (up to seq ${e.seq}), but the table failed afterwards; reconnect`;
          return err('server/recorded-then-failed', message);
        }
        const failure = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
        if (failure === 'store/fenced') {
          // Another process took the table over: nothing was written, and nothing is broadcast.
          this.lose();
          return err('cluster/moved', MOVED);
        }
        const code = failure === 'store/seq-conflict' ? 'store/conflict' : 'store/unavailable';
        return err(code, 'the table could not record this; nothing was changed');
      })
      .finally(() => {
        this.pending--;
        this.lastActiveAt = this.deps.now();
      });
    this.queue = run;
    return run;
  }

  private async commit(actor: Actor, command: TableCommand): Promise<Result<number>> {
    if (this.closed) {
      return err(
        'table/closed',
        this.broken ? 'this table is being reloaded; reconnect' : 'the server is shutting down',
      );
    }
    const decided = decide(this.state, command, actor);
    if (!decided.ok) return decided;
    const events = markPractice(decided.value, this.nextPractice);
    if (events.length === 0) return ok(this.seqValue);
    const first = this.seqValue + 1;
    await this.deps.store.appendEvents(this.id, first, events, this.fence);
    // Stored: from here on the command has happened, whatever fails next.
    const batch = events.map((event, i): StoredEvent => ({ seq: first + i, event }));
    const before = this.played.length;
    try {
      for (const stored of batch) this.apply(stored);
    } catch (e) {
      // Memory no longer follows the log: drop the table so it is rebuilt from the store.
      this.breakDown();
      throw new RecordedError(first + events.length - 1, e);
    }
    this.broadcast(batch);
    if (this.played.length !== before) await this.afterDealEnded();
    return ok(this.seqValue);
  }

  private async afterDealEnded(): Promise<void> {
    if (nextDealPlan(this.settings, this.played) === null && !this.finishedValue) {
      this.finishedValue = true;
      // The flag only speeds up start-up (a rebuilt table works it out again): a failure is logged.
      await this.deps.store.setFinished(this.id, true).catch((e: unknown) => {
        const why = e instanceof Error ? e.message : String(e);
        this.deps.log?.('warn', `table ${this.id}: could not mark finished: ${why}`);
      });
    }
    this.broadcastInfo();
  }

  /** The table failed after recording: it stops, tells its followers, and leaves the lobby. */
  private breakDown(): void {
    this.broken = true;
    this.close();
    for (const sub of [...this.subscribers]) sub.dropped?.('reloading');
    this.deps.onBroken?.(this);
  }

  private async startNextDeal(
    another = false,
    practice?: PracticeKind | undefined,
    asker: Seat | null = null,
  ): Promise<Result<number>> {
    const plan = nextDealPlan(this.settings, this.played, another);
    if (plan === null) return err('table/finished', 'all the deals of this table have been played');
    let deal: Deal;
    if (practice !== undefined && asker !== null) {
      // Dealt by the server like any deal: only the hands reach the seats, one each.
      const made = practiceDeal(practice, asker, plan.dealer, CRYPTO);
      if (!made.ok) return made;
      deal = made.value;
    } else deal = this.deps.deal ? this.deps.deal() : randomDeal(CRYPTO);
    this.nextPractice = practice ?? null;
    const r = await this.commit(
      { kind: 'system' },
      { type: 'startDeal', board: plan.board, dealer: plan.dealer, vulnerability: plan.vulnerability, deal },
    );
    this.nextPractice = null;
    if (r.ok && this.finishedValue) {
      // The next set began (issue 26): the table is playing again and is listed as such.
      this.finishedValue = false;
      await this.deps.store.setFinished(this.id, false).catch((e: unknown) => {
        const why = e instanceof Error ? e.message : String(e);
        this.deps.log?.('warn', `table ${this.id}: could not mark unfinished: ${why}`);
      });
    }
    if (r.ok) this.broadcastInfo();
    return r;
  }

  /** Folds one stored event into the state and the table's own bookkeeping. */
  private apply(stored: StoredEvent): void {
    const e = stored.event;
    this.state = evolve(this.state, e);
    this.seqValue = stored.seq;
    this.recent.push(stored);
    if (this.recent.length > REPLAY_BUFFER_EVENTS) this.recent.splice(0, this.recent.length - REPLAY_BUFFER_EVENTS);
    if (e.type === 'dealStarted') {
      this.current = {
        deal: this.played.length + 1,
        board: e.board,
        dealer: e.dealer,
        vulnerability: e.vulnerability,
        ended: false,
        startedAt: stored.recordedAt ? Date.parse(stored.recordedAt) : this.deps.now(),
        // From the event, so a table rebuilt from its log keeps the label (issue 26).
        practice: practiceOf(e),
      };
      this.claims = [];
    } else if (e.type === 'claimMade') {
      // The position is taken now: an undo after a refused claim must not move it.
      const snap =
        this.options.claimCheck && this.deps.checkClaim && this.settings.ruleSet === 'standard'
          ? claimSnapshot(viewFor(this.state, 'spectator'), e.seat, e.tricks)
          : null;
      if (snap && this.current) {
        const check: ClaimCheck = {
          deal: this.current.deal,
          seat: e.seat,
          claimed: e.tricks,
          accepted: false,
          doubleDummy: null,
          status: 'pending',
        };
        this.claims.push({ snap, check });
      }
    } else if (e.type === 'claimSettled') {
      const last = this.claims.at(-1);
      if (last && e.accepted) last.check = { ...last.check, accepted: true };
    } else if (e.type === 'dealEnded' && this.current && !this.current.ended) {
      this.current.ended = true;
      const dummyIsPartner = this.state.outcome?.dummyIsPartner ?? true;
      this.played.push({
        deal: this.current.deal,
        board: this.current.board,
        dealer: this.current.dealer,
        vulnerability: this.current.vulnerability,
        result: e.result,
        dummyIsPartner,
      });
    } else if (e.type === 'handsRevealed') {
      const last = this.played.at(-1);
      if (last && this.current?.ended && last.deal === this.current.deal)
        this.played[this.played.length - 1] = { ...last, hands: e.deal };
      if (!this.loadingLog) this.checkClaims(e.deal);
    }
  }

  private broadcast(batch: readonly StoredEvent[]): void {
    if (this.subscribers.size === 0) return;
    const seq = this.seqValue;
    const cache = new Map<Viewer, Delivery>();
    // Each event's two possible frames, written once: with its body, and as a bare seq.
    const shown = batch.map((s) =>
      JSON.stringify({ type: 'event', seq: s.seq, event: s.event } satisfies ServerMessage),
    );
    const bare = batch.map((s) => JSON.stringify({ type: 'event', seq: s.seq } satisfies ServerMessage));
    const deliveryFor = (viewer: Viewer): Delivery => {
      let d = cache.get(viewer);
      if (!d) {
        const view = viewFor(this.state, viewer);
        const frames = batch.map((s, i) => (isVisibleTo(s.event, viewer) ? shown[i]! : bare[i]!));
        frames.push(JSON.stringify({ type: 'view', seq, view } satisfies ServerMessage));
        d = { seq, frames, view };
        cache.set(viewer, d);
      }
      return d;
    };
    for (const sub of [...this.subscribers]) {
      try {
        sub.deliver(deliveryFor(sub.viewer));
      } catch (e) {
        this.deps.log?.('warn', `table ${this.id}: a subscriber failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  private count(sub: Subscriber, delta: 1 | -1): void {
    if (sub.robot) return;
    this.peopleCount += delta;
    if (sub.viewer === 'spectator') this.spectatorCount += delta;
    this.lastActiveAt = this.deps.now();
  }

  private scheduleInfo(): void {
    if (this.infoTimer || this.closed) return;
    this.infoTimer = setTimeout(() => {
      this.infoTimer = null;
      if (!this.closed) this.broadcastInfo();
    }, INFO_COALESCE_MS);
    this.infoTimer.unref?.();
  }

  private broadcastInfo(): void {
    if (this.infoTimer) clearTimeout(this.infoTimer);
    this.infoTimer = null;
    if (this.subscribers.size === 0) return;
    const info = this.info();
    const frame = JSON.stringify({ type: 'info', info } satisfies ServerMessage);
    for (const sub of [...this.subscribers]) sub.info(frame, info);
  }

  /** Checks the current deal's claims double-dummy, now that every hand is public; tells everyone after each. */
  private checkClaims(deal: Deal): void {
    const check = this.deps.checkClaim;
    if (!check) return;
    for (const claim of this.claims) {
      if (claim.check.status !== 'pending') continue;
      void check(deal, claim.snap).then((tricks) => {
        // A later deal has started meanwhile: this check belongs to a deal no longer shown.
        if (!this.claims.includes(claim)) return;
        claim.check = { ...claim.check, doubleDummy: tricks, status: tricks === null ? 'unavailable' : 'ready' };
        if (!this.closed) this.broadcastInfo();
      });
    }
  }

  /**
   * The hold window ended with nobody back: a robot stands in when the table allows it (the token
   * keeps working, and the player takes the seat back by coming back), else the seat is released.
   */
  private holdEnded(seat: Seat): void {
    if (this.closed || !this.seats.isReleasable(seat)) return;
    if (this.options.standIn && this.deps.onStandIn) {
      this.seats.standIn(seat);
      this.deps.onStandIn(this, seat, true);
      this.broadcastInfo();
      return;
    }
    void this.release(seat);
  }

  /** The seat reopens and its token stops working. */
  private release(seat: Seat): Promise<Result<null>> {
    return this.enqueue(async () => {
      if (!this.seats.isReleasable(seat) || this.closed) return ok(null);
      await this.deps.store.setSeat(this.id, { seat, tokenHash: null, claimedAt: null });
      this.seats.released(seat);
      this.broadcastInfo();
      return ok(null);
    });
  }
}
