/**
 * Words for cards, calls, seats and contracts, for people and for screen readers.
 *
 * ```ts
 * cardName('SA')                               // 'Ace of spades'
 * callName({ type: 'bid', level: 1, strain: 'NT' }) // '1 no trump'
 * seatName('E')                                // 'East'
 * ```
 * Pure text: no bridge rules live here (selectors.ts asks core for those).
 */
import { displayCall, rankOf, suitOf, type Call, type Card, type Contract, type Seat, type Strain, type Suit } from '@biritch/core';

const RANK_NAMES: Readonly<Record<number, string>> = {
  2: 'Two', 3: 'Three', 4: 'Four', 5: 'Five', 6: 'Six', 7: 'Seven', 8: 'Eight', 9: 'Nine', 10: 'Ten',
  11: 'Jack', 12: 'Queen', 13: 'King', 14: 'Ace',
};
const SUIT_NAMES: Readonly<Record<Suit, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const STRAIN_NAMES: Readonly<Record<Strain, [string, string]>> = {
  C: ['club', 'clubs'], D: ['diamond', 'diamonds'], H: ['heart', 'hearts'], S: ['spade', 'spades'], NT: ['no trump', 'no trump'],
};
const SEAT_NAMES: Readonly<Record<Seat, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };

/** A card for a screen reader: `'Ace of spades'`. */
export const cardName = (card: Card): string => `${RANK_NAMES[rankOf(card)]!} of ${SUIT_NAMES[suitOf(card)]}`;
/** The rank as printed on a card: `'A'`, `'10'`, `'7'`. */
export const rankText = (card: Card): string => (card[1] === 'T' ? '10' : card[1]!);
/** The plural name of a suit: `'spades'`. */
export const suitName = (suit: Suit): string => SUIT_NAMES[suit];
/** A seat's name: `'North'`. */
export const seatName = (seat: Seat): string => SEAT_NAMES[seat];
/** Whether a suit is printed in red. */
export const isRed = (suit: Suit): boolean => suit === 'H' || suit === 'D';
/** A call for a screen reader: `'Pass'`, `'Double'`, `'3 no trump'`, `'1 spade'`. */
export function callName(call: Call): string {
  switch (call.type) {
    case 'pass': return 'Pass';
    case 'double': return 'Double';
    case 'redouble': return 'Redouble';
    case 'hao': return 'Hao';
    case 'bid': return `${call.level} ${STRAIN_NAMES[call.strain][call.level === 1 ? 0 : 1]}`;
  }
}
/** A call as printed: `'Pass'`, `'Dbl'`, `'1♠'`, `'3NT'` (core's display form). */
export const callText = (call: Call): string => displayCall(call);
/** A contract as printed, with the declarer: `'4♥X by South'`. */
export function contractText(contract: Contract | null, declarer?: Seat | null): string {
  if (!contract) return 'Passed out';
  const base = `${displayCall({ type: 'bid', level: contract.level, strain: contract.strain })}${['', 'X', 'XX'][contract.doubled]}`;
  return declarer ? `${base} by ${seatName(declarer)}` : base;
}
/** A contract for a screen reader: `'4 hearts doubled by South'`. */
export function contractName(contract: Contract | null, declarer?: Seat | null): string {
  if (!contract) return 'Passed out';
  const base = `${callName({ type: 'bid', level: contract.level, strain: contract.strain })}${['', ' doubled', ' redoubled'][contract.doubled]}`;
  return declarer ? `${base} by ${seatName(declarer)}` : base;
}
/** The vulnerability in words: `'Nobody vulnerable'`, `'N–S vulnerable'`. */
export function vulnerabilityText(v: 'none' | 'NS' | 'EW' | 'both'): string {
  return { none: 'Nobody vulnerable', NS: 'N–S vulnerable', EW: 'E–W vulnerable', both: 'All vulnerable' }[v];
}
