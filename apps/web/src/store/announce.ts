/**
 * What the screen reader's live region says when an event arrives: calls, cards, tricks,
 * the contract, claims and undos, in plain words of the player's language. The store keeps the
 * events; the words are made when the live region shows them, so a change of language applies.
 *
 * ```ts
 * announceEvent({ type: 'callMade', seat: 'N', call: { type: 'pass' }, visibleTo: 'all' }) // ['North: Pass']
 * announceEvent(event, makeLabels(makeTranslator('pl')))                                  // ['Północ: pas']
 * ```
 */
import type { Seat } from '@biritch/core';
import type { WireEvent } from '@biritch/protocol';
import { EN_LABELS, type Labels } from '../labels.js';

/** Whether an event is announced at all (the store keeps only those). */
export const isAnnounced = (event: WireEvent): boolean => announceEvent(event).length > 0;

/**
 * The sentences announced for one event (often none). `alertText` words an alert differently from
 * its recorded text: a string says that instead, null says only who alerted (a robot's alert whose
 * explanation in the reader's language has not come yet), undefined keeps the alert as written.
 */
export function announceEvent(
  event: WireEvent,
  labels: Labels = EN_LABELS,
  alertText: (seat: Seat, alert: string) => string | null | undefined = () => undefined,
): string[] {
  const { tr, seatName } = labels;
  switch (event.type) {
    case 'dealStarted':
      return [tr.t('announce.dealStarted', { board: event.board, seat: seatName(event.dealer) })];
    case 'callMade':
      return [tr.t('announce.seatSays', { seat: seatName(event.seat), what: labels.callName(event.call) })];
    case 'callAlerted': {
      const text = alertText(event.seat, event.alert);
      if (text === null) return [tr.t('announce.alerted', { seat: seatName(event.seat) })];
      return [tr.t('announce.alert', { seat: seatName(event.seat), alert: text ?? event.alert })];
    }
    case 'auctionEnded':
      return [
        event.contract
          ? tr.t('announce.contract', { contract: labels.contractName(event.contract, event.declarer) })
          : tr.t('announce.passedOut'),
      ];
    case 'cardPlayed':
      return [tr.t('announce.seatSays', { seat: seatName(event.seat), what: labels.cardName(event.card) })];
    case 'trickCompleted':
      return [tr.t('announce.trickWon', { seat: seatName(event.winner) })];
    case 'claimMade':
      return [tr.t('announce.claim', { seat: seatName(event.seat), count: event.tricks })];
    case 'claimSettled':
      return [event.accepted ? tr.t('announce.claimAccepted') : tr.t('announce.claimRejected')];
    case 'undoRequested':
      return [tr.t('announce.undoAsked', { seat: seatName(event.seat) })];
    case 'undoApplied':
      return [tr.t('announce.undone')];
    case 'dealEnded':
      return [
        event.result.contract && event.result.declarerTricks !== null
          ? tr.t('announce.dealOverTricks', { count: event.result.declarerTricks })
          : tr.t('announce.dealOver'),
      ];
    default:
      return [];
  }
}
