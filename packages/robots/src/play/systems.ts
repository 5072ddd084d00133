/**
 * The bidding systems at the table, by side, for the card play's reading of the auction: each
 * side's calls mean what its own system says, so a seat's calls are replayed (leadSample.ts,
 * replayRanges.ts) and read (bidding/inference.ts) with its side's rules. At a table where both
 * pairs play Polish Club, a 1♣ opening is a weak no-trump or a strong hand, not SAYC's three clubs.
 *
 * ```ts
 * const systems: TableSystems = { NS: 'polish', EW: 'sayc' };
 * rulesOfSeat(systems, 'E');   // SYSTEMS.sayc
 * bySide(systems, (rules) => handRangesFromAuction(auction, dealer, vul, rules));   // N, S by Polish Club; E, W by SAYC
 * ```
 */
import { sideOf, type Seat } from '@biritch/core';
import type { BidRule } from '../bidding/engine.js';
import { facingName, rulesFacing, type SystemName } from '../bidding/system/systems.js';

/** Each side's bidding system. */
export interface TableSystems {
  readonly NS: SystemName;
  readonly EW: SystemName;
}

/** Both sides on the robots' SAYC (the default when a caller names no systems). */
export const SAYC_TABLE: TableSystems = { NS: 'sayc', EW: 'sayc' };

/** The systems of a table from one seat's side's and the other side's. */
export function tableSystems(seat: Seat, own: SystemName, opponents: SystemName): TableSystems {
  return sideOf(seat) === 'NS' ? { NS: own, EW: opponents } : { NS: opponents, EW: own };
}

/** The bidding rules of the seat's side. */
export const rulesOfSeat = (systems: TableSystems, seat: Seat): readonly BidRule[] =>
  sideOf(seat) === 'NS' ? rulesFacing(systems.NS, systems.EW) : rulesFacing(systems.EW, systems.NS);

/**
 * A value for every seat read under each side's rules, each seat taking its own side's (one
 * reading when both sides play the same system). `f` gets the rules and the system's name (for caches).
 */
export function bySide<T>(
  systems: TableSystems,
  f: (rules: readonly BidRule[], system: string) => Readonly<Record<Seat, T>>,
): Record<Seat, T> {
  const ns = f(rulesFacing(systems.NS, systems.EW), facingName(systems.NS, systems.EW));
  if (systems.NS === systems.EW) return { ...ns };
  const ew = f(rulesFacing(systems.EW, systems.NS), facingName(systems.EW, systems.NS));
  return { N: ns.N, S: ns.S, E: ew.E, W: ew.W };
}
