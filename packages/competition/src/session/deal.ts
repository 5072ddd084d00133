/**
 * A session's deals come as PBN `Deal` strings (PBN 2.1 §3.4.11: first seat, then four hands
 * clockwise, `-` for an unknown hand); the hands are read with core's `parseHand`.
 *
 * ```ts
 * parseDealString('N:AKQJ.T98.765.432 … … …'); // ok(Deal)
 * ```
 */
import {
  dealFromHands,
  emptyHand,
  err,
  parseHand,
  seatAfter,
  type Deal,
  type Hand,
  type Result,
  type Seat,
} from '@biritch/core';

/** Reads a PBN deal string into a deal (hands written `-` stay empty). */
export function parseDealString(text: string): Result<Deal> {
  const m = /^\s*([NESW]):(.*)$/i.exec(text);
  if (!m) return err('session/bad-deal', `'${text}' is not a PBN deal (e.g. N:AKQ.… … … …)`);
  const parts = m[2]!.trim().split(/\s+/);
  if (parts.length !== 4) return err('session/bad-deal', 'a PBN deal has four hands');
  const first = m[1]!.toUpperCase() as Seat;
  const hands: Record<Seat, Hand> = { N: emptyHand(), E: emptyHand(), S: emptyHand(), W: emptyHand() };
  let complete = true;
  for (let i = 0; i < 4; i++) {
    const seat = seatAfter(first, i);
    if (parts[i] === '-') {
      complete = false;
      continue;
    }
    const h = parseHand(parts[i]!);
    if (!h.ok) return err('session/bad-deal', `${seat}: ${h.error.message}`);
    hands[seat] = h.value;
  }
  const d = dealFromHands(hands, { complete });
  return d.ok ? d : err('session/bad-deal', d.error.message);
}
