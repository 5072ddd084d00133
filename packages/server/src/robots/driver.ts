/**
 * Robots at the table act through the same path as people: a robot driver subscribes to the
 * table for its seat only, receives that seat's view after every batch (nothing more), asks its
 * `SeatAgent` what to do, and submits the answer as its seat — checked by core like any command.
 *
 * ```ts
 * const stop = attachRobot(table, 'E', agent, { delayMs: 300 });
 * ```
 */
import type { Seat, TableView } from '@biritch/core';
import type { PlayerCommand } from '@biritch/protocol';
import type { TableAuthority } from '../table/authority.js';

/** Whatever plays a seat without a person: given the seat's view, the command to send now, or null to wait. */
export interface SeatAgent {
  onView(view: TableView): PlayerCommand | null | Promise<PlayerCommand | null>;
}

/** Options of a robot driver. */
export interface RobotDriverOptions {
  /** Pause before acting, so people can follow (ms). */
  readonly delayMs: number;
  /** Where to report a robot's refused command (a robot bug: it is not retried until the next view). */
  readonly log?: (message: string) => void;
}

/**
 * Lets `agent` play `seat` at `table`. It acts on the latest view once the pause has passed;
 * a view that arrives meanwhile replaces the one it would have acted on. Returns a stop function.
 */
export function attachRobot(table: TableAuthority, seat: Seat, agent: SeatAgent, options: RobotDriverOptions): () => void {
  let latest: { seq: number; view: TableView } = { seq: table.seq, view: table.viewFor(seat) };
  let actedOn = -1;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let busy = false;
  let stopped = false;

  const schedule = (): void => {
    if (stopped || timer || busy || actedOn === latest.seq) return;
    timer = setTimeout(() => {
      timer = null;
      void act();
    }, options.delayMs);
  };

  const act = async (): Promise<void> => {
    if (stopped || actedOn === latest.seq) return;
    busy = true;
    const { seq, view } = latest;
    actedOn = seq;
    try {
      const command = await agent.onView(view);
      if (command && !stopped && latest.seq === seq) {
        const r = await table.submit({ kind: 'seat', seat }, command);
        if (!r.ok) options.log?.(`robot ${seat} at table ${table.id}: ${command.type} refused: ${r.error.code} ${r.error.message}`);
      }
    } catch (e) {
      options.log?.(`robot ${seat} at table ${table.id} failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      busy = false;
      schedule();
    }
  };

  const unsubscribe = table.subscribe({
    viewer: seat,
    robot: true,
    deliver: (d) => {
      latest = { seq: d.seq, view: d.view };
      schedule();
    },
    info: () => {},
  });
  schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    unsubscribe();
  };
}

/**
 * At a table of robots only, starts the next deal `delayMs` after each deal ends, until the
 * form is over. Returns a stop function.
 */
export function attachAutoDeal(table: TableAuthority, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const check = (): void => {
    const info = table.info();
    if (timer || table.finished || !info.current?.ended) return;
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
