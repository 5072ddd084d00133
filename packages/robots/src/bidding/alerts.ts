/**
 * Alerts under a regulation: the rules carry the ACBL Alert Procedures' verdict (`BidRule.alert`);
 * this module applies the regulation the table chose, ACBL or EBU (Blue Book section 4), to a call.
 *
 * ```ts
 * alertUnder('ebu', { rule: 'open-weak-2h', alert: undefined }, calls('P'), bid(2, 'H'))  // 'announce' ("weak")
 * alertUnder('acbl', { rule: 'open-weak-2h', alert: undefined }, calls('P'), bid(2, 'H')) // undefined
 * alertUnder('ebu', { rule: 'cue-first', alert: 'alert' }, calls('1S P 3S P'), bid(4, 'C')) // undefined: above 3NT
 * ```
 * The regulation is a table option, not a property of the system: who regulates alerts is the
 * sponsoring organisation (Law 40B2), and the same SAYC or Polish Club is played under either.
 *
 * Both regulations stop alerting artificial calls above 3NT once the auction is past its start:
 * ACBL after the opener's second call (the "delayed alert", explained before the opening lead),
 * EBU after the first round (the opening and each other player's first call). The EBU differs in
 * what it announces and alerts below that (Blue Book 4: announcements of the 1NT and 2NT ranges,
 * of natural weak two-bids, of the strong 2♣, of Stayman and of red-suit transfers; every
 * artificial call up to 3NT is alerted, so Michaels and the unusual 2NT are; a forcing 1NT answer
 * is alerted rather than announced).
 */
import type { Call } from '@biritch/core';
import type { Alert } from './engine.js';

/** The alert regulations a table can choose. */
export const ALERT_REGULATIONS = ['acbl', 'ebu'] as const;
/** An alert regulation: the ACBL Alert Procedures or the EBU Blue Book. */
export type AlertRegulation = (typeof ALERT_REGULATIONS)[number];
/** Whether a text names an alert regulation (for options read from outside). */
export const isAlertRegulation = (s: string): s is AlertRegulation =>
  (ALERT_REGULATIONS as readonly string[]).includes(s);

/** Where the EBU's verdict differs from the ACBL's, by rule name (null: neither alerted nor announced). */
const EBU_DIFFERENCES: Readonly<Record<string, Alert | null>> = {
  // Announced: the 2NT range, weak two-bids ("weak"), the strong 2♣ ("strong"), Stayman.
  'open-2nt': 'announce',
  'open-weak-2d': 'announce',
  'open-weak-2h': 'announce',
  'open-weak-2s': 'announce',
  'open-2c': 'announce',
  'open-2c-playing': 'announce',
  '1N-stayman': 'announce',
  '1N-stayman-garbage': 'announce',
  '2N-stayman': 'announce',
  '2N-stayman-garbage': 'announce',
  // Artificial calls up to 3NT: alerted.
  'michaels-minor': 'alert',
  'michaels-major': 'alert',
  'michaels-minor-strong': 'alert',
  'unusual-2n-major': 'alert',
  'unusual-2n-clubs': 'alert',
  'unusual-2n-diamonds': 'alert',
  // A natural 1NT answer that forces is unexpected: alerted, not announced.
  'gf-major-1n-forcing': 'alert',
};

/** Whether a call is above 3NT: a bid of four or more, or a double or redouble of one. */
function isAbove3NT(auction: readonly Call[], call: Call): boolean {
  if (call.type === 'bid') return call.level >= 4;
  for (let i = auction.length - 1; i >= 0; i--) {
    const c = auction[i]!;
    if (c.type === 'bid') return c.level >= 4;
  }
  return false;
}

/**
 * The alert a call gets under a regulation: the rule's ACBL verdict (`alert`), the EBU's where it
 * differs, and none for calls above 3NT past the start of the auction. `auction` is every call
 * before this one, dealer first; `rule` the name of the rule behind the call.
 */
export function alertUnder(
  regulation: AlertRegulation,
  match: { readonly rule: string; readonly alert?: Alert | undefined },
  auction: readonly Call[],
  call: Call,
): Alert | undefined {
  const base = match.rule.replace(/\/uncontested$/, '');
  const verdict =
    regulation === 'ebu' && Object.hasOwn(EBU_DIFFERENCES, base) ? (EBU_DIFFERENCES[base] ?? undefined) : match.alert;
  if (verdict === undefined) return undefined;
  const opening = auction.findIndex((c) => c.type !== 'pass');
  if (opening >= 0 && isAbove3NT(auction, call)) {
    const after = auction.length - opening;
    // ACBL: not after the opener's second call (at offset 4); EBU: not after the first round (offsets 0–3).
    if (regulation === 'acbl' ? after > 4 : after > 3) return undefined;
  }
  return verdict;
}
