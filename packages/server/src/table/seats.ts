/**
 * The seats of one table and their lifecycle (colyseus-style): reserved (a token, at creation or
 * by a claim) → joined (a socket said hello with the token) → dropped → held for the hold window
 * → released (the token stops working, the seat is open again). Only token hashes are kept.
 *
 * ```ts
 * const seats = new SeatBook(settings.seats, seatRecords, { now, holdMs: 120_000, onExpire: (s) => release(s) });
 * seats.seatOfToken(token); // 'N' | … | null
 * seats.joined('N'); seats.left('N'); // the hold starts when the last connection of N leaves
 * ```
 * The authority persists every change first (`claimRecord`, `releaseRecord`) and applies it after
 * (`claimed`, `released`), so a store failure leaves the seats as they were. Issue 26: with
 * `keepForever` (one person playing with robots) a hold never ends; otherwise, when the hold ends,
 * the authority may let a robot stand in (`standIn`) instead of releasing the seat: the token keeps
 * working, and the player's next `joined` ends the stand-in.
 */
import { err, ok, SEATS, type Result, type Seat } from '@biritch/core';
import type { SeatInfo } from '@biritch/protocol';
import { hashToken, newSeatToken, tokenMatches } from '../ids.js';
import type { SeatRecord } from '../store/types.js';

/**
 * Who is asking for a seat. Today a person is known only by the seat tokens they already hold at
 * the table; once accounts exist, `account` is the hook: one account, one seat per table.
 */
export interface Person {
  /** A seat token the requester holds (sent as `Authorization: Bearer <token>`). */
  readonly seatToken?: string | undefined;
  /** The signed-in account's id (issue 26): one account, one seat per table. */
  readonly account?: string | undefined;
}

interface SeatSlot {
  readonly plan: 'human' | 'robot' | 'open';
  tokenHash: string | null;
  claimedAt: string | null;
  accountId: string | null;
  connections: number;
  heldUntil: number | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** A robot plays the seat until its player comes back (issue 26). */
  standIn: boolean;
}

/** What the seats need: the clock, the hold window, and what to do when a hold ends. */
export interface SeatBookDeps {
  readonly now: () => number;
  readonly holdMs: number;
  /** Never let a hold end (issue 26: one person with robots keeps the seat however long they are away). */
  readonly keepForever?: boolean;
  /** Called when a seat's hold window ends with nobody back (the authority releases it or a robot stands in). */
  readonly onExpire: (seat: Seat) => void;
}

/** The four seats of a table. */
export class SeatBook {
  private readonly slots: Record<Seat, SeatSlot>;
  private closed = false;
  /** The chosen names of the accounts holding seats here (issue 26: shown at the table), as learnt. */
  private readonly names = new Map<string, string>();

  constructor(
    plans: Readonly<Record<Seat, 'human' | 'robot' | 'open'>>,
    records: readonly SeatRecord[],
    private readonly deps: SeatBookDeps,
  ) {
    const slot = (seat: Seat): SeatSlot => {
      const r = records.find((s) => s.seat === seat);
      return {
        plan: plans[seat],
        tokenHash: r?.tokenHash ?? null,
        claimedAt: r?.claimedAt ?? null,
        accountId: r?.tokenHash ? (r.accountId ?? null) : null,
        connections: 0,
        heldUntil: null,
        timer: null,
        standIn: false,
      };
    };
    this.slots = { N: slot('N'), E: slot('E'), S: slot('S'), W: slot('W') };
  }

  /** Whether every seat is a robot. */
  get robotsOnly(): boolean {
    return SEATS.every((s) => this.slots[s].plan === 'robot');
  }

  /** Whether a person is connected at any seat. */
  get anyoneSeated(): boolean {
    return SEATS.some((s) => this.slots[s].connections > 0);
  }

  /** The seat a token belongs to, or null (compared in constant time against each hash). */
  seatOfToken(token: string): Seat | null {
    for (const seat of SEATS) {
      const h = this.slots[seat].tokenHash;
      if (h !== null && tokenMatches(token, h)) return seat;
    }
    return null;
  }

  /** The seat an account holds here, or null (issue 26: its second device is recognised by it). */
  seatOfAccount(account: string): Seat | null {
    return SEATS.find((s) => this.slots[s].tokenHash !== null && this.slots[s].accountId === account) ?? null;
  }

  /**
   * The record that gives a held seat to an account, or why not: the seat must be held, by nobody's
   * account yet, and the account must hold no other seat here (`seat/already-seated`).
   */
  ownRecord(seat: Seat, account: string): Result<SeatRecord> {
    const slot = this.slots[seat];
    if (!slot.tokenHash) return err('seat/not-held', `${seat} is not held`);
    const held = this.seatOfAccount(account);
    if (held !== null && held !== seat) {
      return err('seat/already-seated', `you hold ${held} at this table already: one seat per person`);
    }
    if (slot.accountId !== null && slot.accountId !== account) return err('seat/taken', `${seat} is taken`);
    return ok({ seat, tokenHash: slot.tokenHash, claimedAt: slot.claimedAt, accountId: account });
  }

  /** Applies a stored `ownRecord`, or an account given the seat in the store directly. */
  owned(seat: Seat, account: string): void {
    if (this.slots[seat].tokenHash) this.slots[seat].accountId = account;
  }

  /** The accounts holding seats here whose names are not known yet (the authority looks them up). */
  accountsWithoutName(): string[] {
    const ids = SEATS.map((s) => (this.slots[s].tokenHash ? this.slots[s].accountId : null));
    return [...new Set(ids.filter((id): id is string => id !== null && !this.names.has(id)))];
  }

  /** Learns an account's chosen name; true when a seat shows it from now on. */
  named(account: string, name: string): boolean {
    if (this.names.get(account) === name) return false;
    this.names.set(account, name);
    return SEATS.some((s) => this.slots[s].tokenHash !== null && this.slots[s].accountId === account);
  }

  /** A seat as the table info shows it: a taken seat with its account's chosen name, when it has one. */
  info(seat: Seat): SeatInfo {
    const s = this.slots[seat];
    // A robot is the server's own: always there (it leaves only once the table's play is over).
    if (s.plan === 'robot') return { status: 'robot', connected: true, heldUntil: null };
    const name = s.tokenHash && s.accountId ? this.names.get(s.accountId) : undefined;
    return {
      status: s.tokenHash ? 'taken' : 'open',
      connected: s.connections > 0,
      heldUntil: s.connections > 0 ? null : s.heldUntil,
      ...(s.standIn ? { standIn: true } : {}),
      ...(name !== undefined ? { name } : {}),
    };
  }

  /**
   * Whether `person` may claim `seat`, and the record to store if so. One person holds at most one
   * seat at a table (issue 21, finding 6): a requester who shows a token of another seat here is
   * refused `seat/already-seated`.
   */
  claimRecord(seat: Seat, person: Person): Result<{ token: string; record: SeatRecord }> {
    const slot = this.slots[seat];
    if (slot.plan === 'robot') return err('seat/robot', `${seat} is played by a robot`);
    if (slot.tokenHash) return err('seat/taken', `${seat} is taken`);
    const held =
      (person.seatToken === undefined ? null : this.seatOfToken(person.seatToken)) ??
      (person.account === undefined ? null : this.seatOfAccount(person.account));
    if (held) return err('seat/already-seated', `you hold ${held} at this table already: one seat per person`);
    const token = newSeatToken();
    const claimedAt = new Date(this.deps.now()).toISOString();
    return ok({
      token,
      record: { seat, tokenHash: hashToken(token), claimedAt, accountId: person.account ?? null },
    });
  }

  /** Applies a stored claim; the hold starts until someone joins with the token. */
  claimed(record: SeatRecord): void {
    const slot = this.slots[record.seat];
    slot.tokenHash = record.tokenHash;
    slot.claimedAt = record.claimedAt;
    slot.accountId = record.accountId ?? null;
    if (slot.connections === 0) this.startHold(record.seat);
  }

  /** Whether a seat's hold has ended with nobody back, so it may be released. */
  isReleasable(seat: Seat): boolean {
    const slot = this.slots[seat];
    return slot.connections === 0 && slot.tokenHash !== null && !this.closed;
  }

  /** A robot stands in for the seat's absent player; the token keeps working. */
  standIn(seat: Seat): void {
    this.stopHold(seat);
    this.slots[seat].standIn = true;
  }

  /** Whether a robot stands in for the seat's player now. */
  isStoodIn(seat: Seat): boolean {
    return this.slots[seat].standIn;
  }

  /** Applies a stored release: the seat is open and its token stops working. */
  released(seat: Seat): void {
    const slot = this.slots[seat];
    this.stopHold(seat);
    slot.standIn = false;
    slot.tokenHash = null;
    slot.claimedAt = null;
    slot.accountId = null;
  }

  /** A connection joined `seat`: its hold stops. True when a robot stood in until now (it hands the seat back). */
  joined(seat: Seat): boolean {
    const slot = this.slots[seat];
    slot.connections++;
    this.stopHold(seat);
    const back = slot.standIn;
    slot.standIn = false;
    return back;
  }

  /** A connection of `seat` left: the hold starts when it was the last one. */
  left(seat: Seat): void {
    const slot = this.slots[seat];
    slot.connections--;
    if (slot.connections === 0 && slot.tokenHash) this.startHold(seat);
  }

  /** Holds every taken seat again from now (after a restart or a reload from the store). */
  holdAllTaken(): void {
    for (const seat of SEATS)
      if (this.slots[seat].tokenHash && this.slots[seat].connections === 0 && !this.slots[seat].standIn)
        this.startHold(seat);
  }

  /** Stops every timer (shutdown, eviction). */
  close(): void {
    this.closed = true;
    for (const seat of SEATS) this.stopHold(seat);
  }

  private startHold(seat: Seat): void {
    const slot = this.slots[seat];
    this.stopHold(seat);
    if (this.closed || slot.plan === 'robot' || this.deps.keepForever) return;
    slot.heldUntil = this.deps.now() + this.deps.holdMs;
    slot.timer = setTimeout(() => this.deps.onExpire(seat), this.deps.holdMs);
    slot.timer.unref?.();
  }

  private stopHold(seat: Seat): void {
    const slot = this.slots[seat];
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.heldUntil = null;
  }
}
