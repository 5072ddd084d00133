/**
 * What the screen reader's live region says when an event arrives: calls, cards, tricks,
 * the contract, claims and undos, in plain words.
 *
 * ```ts
 * announceEvent({ type: 'callMade', seat: 'N', call: { type: 'pass' }, visibleTo: 'all' }) // ['North: Pass']
 * ```
 */
import type { WireEvent } from '@biritch/protocol';
import { callName, cardName, contractName, seatName } from '../labels.js';

/** The sentences announced for one event (often none). */
export function announceEvent(event: WireEvent): string[] {
  switch (event.type) {
    case 'dealStarted':
      return [`Board ${event.board}. ${seatName(event.dealer)} deals.`];
    case 'callMade':
      return [`${seatName(event.seat)}: ${callName(event.call)}`];
    case 'callAlerted':
      return [`${seatName(event.seat)} alerts: ${event.alert}`];
    case 'auctionEnded':
      return [event.contract ? `Contract ${contractName(event.contract, event.declarer)}.` : 'Passed out.'];
    case 'cardPlayed':
      return [`${seatName(event.seat)}: ${cardName(event.card)}`];
    case 'trickCompleted':
      return [`${seatName(event.winner)} wins the trick.`];
    case 'claimMade':
      return [`${seatName(event.seat)} claims ${event.tricks} of the remaining tricks.`];
    case 'claimSettled':
      return [event.accepted ? 'Claim accepted.' : 'Claim rejected; play goes on.'];
    case 'undoRequested':
      return [`${seatName(event.seat)} asks to undo.`];
    case 'undoApplied':
      return ['Undone.'];
    case 'dealEnded':
      return [
        event.result.contract && event.result.declarerTricks !== null
          ? `Deal over: declarer took ${event.result.declarerTricks} tricks.`
          : 'Deal over.',
      ];
    default:
      return [];
  }
}
