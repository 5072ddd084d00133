/**
 * Robots at the table act through the same path as people: a robot driver subscribes to the
 * table for its seat only, receives that seat's view after every batch (nothing more), asks its
 * `SeatAgent` what to do, and submits the answer as its seat — checked by core like any command.
 *
 * ```ts
 * const stop = attachRobot(table, 'E', agent, { delayMs: 300 });
 * ```
 */
import type { Seat, TableCommand, TableView } from '@biritch/core';
import type { TableAuthority } from '../table/authority.js';

/**
 * Whatever plays a seat without a person: given the seat's view, the command to send now, or
 * null to wait. Its command is checked by core like anyone's (a robot cannot deal or act for
 * another seat: the driver submits it as this seat).
 */
export interface SeatAgent {
  onView(view: TableView): TableCommand | null | Promise<TableCommand | null>;
  /** Called once the agent is no longer needed (the table's play is over, or the server stops). */
  forget?(): void;
}

/** Options of a robot driver. */
export interface RobotDriverOptions {
  /** Least time from a view to the robot's action, so people can follow (ms); the robot thinks meanwhile. */
  readonly delayMs: number;
  /** Where to report a robot's refused command (a robot bug: it is not retried until the next view). */
  readonly log?: (message: string) => void;
  /**
   * Whether this table lets robots grant undo requests (issue 26; the table's option). The rule of
   * what an undo takes back is core's: the robot only says yes, before asking its agent anything.
   */
  readonly grantsUndo?: boolean;
}

/** The table lets robots grant undo requests: yes to one this seat has yet to answer, else null. */
export function grantedUndo(view: TableView, seat: Seat): TableCommand | null {
  const undo = view.undo;
  if (!undo?.responders.includes(seat) || undo.responses[seat] !== undefined) return null;
  return { type: 'respondUndo', accept: true };
}

/** The plainest legal move for a seat in a view: pass (or the first legal call), the first legal card, or no to a claim or undo. */
export function plainestMove(view: TableView, seat: Seat): TableCommand | null {
  if (view.claim?.responders.includes(seat) && view.claim.responses[seat] === undefined)
    return { type: 'respondClaim', accept: false };
  if (view.undo?.responders.includes(seat) && view.undo.responses[seat] === undefined)
    return { type: 'respondUndo', accept: false };
  if (view.toAct !== seat) return null;
  const call = view.legalCalls.find((c) => c.type === 'pass') ?? view.legalCalls[0];
  if (call) return { type: 'call', call };
  const card = view.legalCards[0];
  return card ? { type: 'play', card } : null;
}

/**
 * Whether a table's robots wait: a table of robots only plays while a person watches it (issue 21,
 * finding 3), so nobody's robot time goes to a game nobody sees.
 */
export const isPaused = (table: TableAuthority): boolean => table.robotsOnly && table.people === 0;

/**
 * Lets `agent` play `seat` at `table`. It asks the agent about the latest view at once and acts
 * once the pause has passed since (thinking counts toward it); a view that arrives meanwhile
 * replaces the one it would have acted on, and the agent is asked again. Returns a stop function.
 */
export function attachRobot(
  table: TableAuthority,
  seat: Seat,
  agent: SeatAgent,
  options: RobotDriverOptions,
): () => void {
  let latest: { seq: number; view: TableView } = { seq: table.seq, view: table.viewFor(seat) };
  let actedOn = -1;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let busy = false;
  let stopped = false;

  const schedule = (): void => {
    if (stopped || timer || busy || actedOn === latest.seq || isPaused(table)) return;
    // The robot thinks at once; the pause runs meanwhile (act waits out what is left of it).
    timer = setTimeout(() => {
      timer = null;
      void act();
    }, 0);
  };

  const act = async (): Promise<void> => {
    if (stopped || actedOn === latest.seq || isPaused(table)) return;
    busy = true;
    const { seq, view } = latest;
    actedOn = seq;
    const askedAt = Date.now();
    try {
      const command = (options.grantsUndo ? grantedUndo(view, seat) : null) ?? (await agent.onView(view));
      // The pause people need to follow is counted from the view, thinking included: an expert's
      // 900 ms lead comes after 900 ms, not after the pause and then 900 ms.
      const left = options.delayMs - (Date.now() - askedAt);
      if (command && left > 0) await new Promise((r) => setTimeout(r, left));
      if (command && !stopped && latest.seq === seq) {
        const r = await table.submit({ kind: 'seat', seat }, command);
        if (!r.ok) {
          // A robot bug must not stall the table: log it and make the plainest legal move instead.
          options.log?.(
            `robot ${seat} at table ${table.id}: ${command.type} refused: ${r.error.code} ${r.error.message}`,
          );
          const fallback = latest.seq === seq ? plainestMove(view, seat) : null;
          if (fallback) await table.submit({ kind: 'seat', seat }, fallback);
        }
      }
    } catch (e) {
      options.log?.(`robot ${seat} at table ${table.id} failed: ${e instanceof Error ? e.message : String(e)}`);
      // A decision lost with its worker (a crash, an error) is not asked again until the view
      // changes, and a pending claim or undo does not change it: answer it plainly rather than
      // leave the table waiting for ever (a claim is rejected, an undo refused, the first card played).
      const fallback = !stopped && latest.seq === seq ? plainestMove(view, seat) : null;
      if (fallback) await table.submit({ kind: 'seat', seat }, fallback).catch(() => undefined);
    } finally {
      busy = false;
      schedule();
    }
  };

  let unsubscribe: (() => void) | null = null;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    if (timer) clearTimeout(timer);
    unsubscribe?.();
    agent.forget?.();
  };
  unsubscribe = table.subscribe({
    viewer: seat,
    robot: true,
    deliver: (d) => {
      latest = { seq: d.seq, view: d.view };
      schedule();
    },
    // Someone arriving at a paused table of robots wakes it. A finished table may start another
    // set (issue 26), so the robot stays until the table leaves memory.
    info: () => schedule(),
  });
  schedule();
  return stop;
}

/**
 * At a table of robots only, starts the next deal `delayMs` after each deal ends, until the
 * form is over. Returns a stop function.
 */
export function attachAutoDeal(table: TableAuthority, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const check = (): void => {
    if (timer || table.finished || isPaused(table) || !table.info().current?.ended) return;
    timer = setTimeout(() => {
      timer = null;
      void table.nextDeal();
    }, delayMs);
  };
  const unsubscribe = table.subscribe({ viewer: 'spectator', robot: true, deliver: check, info: check });
  check();
  return () => {
    if (timer) clearTimeout(timer);
    unsubscribe();
  };
}
