/**
 * A table's options with every default filled in (issue 26, "Table options people expect").
 *
 * ```ts
 * tableOptionsFor({ ...settings, seats: { N: 'human', E: 'robot', S: 'robot', W: 'robot' } }).robotsGrantUndo; // true
 * ```
 * Robots grant undo requests by default only where one person plays with robots (no other human
 * or open seat): there an undo spoils nobody's game.
 */
import { SEATS, type Seat } from '@biritch/core';
import type { BiddingSystemName, CreateTableSettings, TableOptionsInfo } from '@biritch/protocol';

/** Whether one person plays with robots: one human seat, the other three robots. */
export function isSolePlayerTable(settings: Pick<CreateTableSettings, 'seats'>): boolean {
  const humans = SEATS.filter((s) => settings.seats[s] !== 'robot').length;
  return humans === 1 && SEATS.some((s) => settings.seats[s] === 'human');
}

/** The table's options, defaults filled in. */
export function tableOptionsFor(settings: CreateTableSettings): TableOptionsInfo {
  return {
    robotsGrantUndo: settings.robotsApproveUndo ?? isSolePlayerTable(settings),
    robotStrength: settings.robotStrength ?? 'club',
    systemNS: settings.systemNS ?? 'sayc',
    systemEW: settings.systemEW ?? 'sayc',
    alertRegulation: settings.alertRegulation ?? 'acbl',
    boardTimerMinutes: settings.boardTimerMinutes ?? null,
    confirmActions: settings.confirmActions ?? false,
    chat: settings.chat ?? 'players',
    claimCheck: settings.claimCheck ?? true,
    standIn: settings.standIn ?? true,
  };
}

/** The bidding system of a seat's side at a table (its robots bid it and explain calls by it). */
export function systemOf(options: Pick<TableOptionsInfo, 'systemNS' | 'systemEW'>, seat: Seat): BiddingSystemName {
  return seat === 'N' || seat === 'S' ? options.systemNS : options.systemEW;
}
