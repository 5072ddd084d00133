/**
 * @biritch/core — the rules of contract bridge: pure, synchronous, deterministic.
 *
 * ```ts
 * import { parseCall, boardDealer, parseHand } from '@biritch/core';
 * ```
 * Nothing here does I/O, reads the clock or draws random numbers: those are passed in.
 */
export * from './result.js';
export * from './cards.js';
export * from './dealText.js';
export * from './calls.js';
export * from './board.js';
export * from './auction.js';
export * from './rules/index.js';
export * from './play.js';
export * from './table/types.js';
export * from './table/machine.js';
export * from './table/view.js';
export * from './rectify/revoke.js';
export * from './rectify/insufficientBid.js';
export * from './rectify/leadOutOfTurn.js';
