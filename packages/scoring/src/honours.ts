/**
 * Honours (rubber bridge, Laws 72–81; historical tables): four or five trump honours (A K Q J 10)
 * in one hand, or the four aces in one hand at no-trump — found from the deal, or declared.
 *
 * ```ts
 * honoursFromDeal(deal, 'S');      // { seat: 'W', kind: 'five-trumps' } or null
 * unwrap(parseHonours('NS:4'));    // { side: 'NS', kind: 'four-trumps' }
 * ```
 * Either side may hold them; doubling does not change them. Values belong to each scoring table.
 */
import { err, ok, SEATS, sideOf, suitIndex, type Deal, type Result, type Seat, type Strain } from '@biritch/core';

/** The kinds of honours that score. */
export const HONOUR_KINDS = ['four-trumps', 'five-trumps', 'four-aces'] as const;
/** A kind of honours. */
export type HonourKind = (typeof HONOUR_KINDS)[number];
/** A side of the table (fixed partnerships). */
export type Side = 'NS' | 'EW';
/** Honours held by a side (from a seat's hand). */
export interface Honours {
  readonly side: Side;
  readonly kind: HonourKind;
}

const TRUMP_HONOURS = 0b1111100000000; // T J Q K A: bits 8..12 (rank − 2)
const ACE = 1 << 12;

/** The honours in one hand, if any: at most one hand can score them on a deal. */
export function honoursFromDeal(deal: Deal, strain: Strain): (Honours & { readonly seat: Seat }) | null {
  for (const seat of SEATS) {
    const hand = deal[seat];
    if (strain === 'NT') {
      if (hand.every((h) => (h & ACE) !== 0)) return { seat, side: sideOf(seat), kind: 'four-aces' };
      continue;
    }
    const held = hand[suitIndex(strain)]! & TRUMP_HONOURS;
    let n = 0;
    for (let x = held; x; x &= x - 1) n++;
    if (n === 5) return { seat, side: sideOf(seat), kind: 'five-trumps' };
    if (n === 4) return { seat, side: sideOf(seat), kind: 'four-trumps' };
  }
  return null;
}

/** Seats with no trumps at all (for the Schikane / chicane premium of tables that have one). */
export function voidInTrumps(deal: Deal, strain: Strain): Seat[] {
  if (strain === 'NT') return [];
  return SEATS.filter((s) => deal[s][suitIndex(strain)] === 0);
}

/**
 * Parses declared honours: `SIDE:KIND` or `SEAT:KIND`, where KIND is `4` (four trumps),
 * `5` (five trumps) or `aces`; e.g. `NS:4`, `W:5`, `E:aces`.
 */
export function parseHonours(text: string): Result<Honours> {
  const m = /^\s*(NS|EW|N|E|S|W)\s*:\s*(4|5|aces|four-trumps|five-trumps|four-aces)\s*$/i.exec(text);
  if (!m)
    return err(
      'honours/bad-honours',
      `'${text}' is not honours: write SIDE:KIND or SEAT:KIND with KIND 4, 5 or aces (e.g. NS:4, W:aces)`,
    );
  const who = m[1]!.toUpperCase();
  const side: Side = who === 'NS' || who === 'EW' ? who : sideOf(who as Seat);
  const k = m[2]!.toLowerCase();
  const kind: HonourKind =
    k === '4' || k === 'four-trumps' ? 'four-trumps' : k === '5' || k === 'five-trumps' ? 'five-trumps' : 'four-aces';
  return ok({ side, kind });
}

/** Whether declared honours fit the strain: aces only at no-trump, trump honours only in a suit. */
export function checkHonoursForStrain(h: Honours, strain: Strain): Result<Honours> {
  if ((h.kind === 'four-aces') !== (strain === 'NT'))
    return err(
      'honours/wrong-strain',
      h.kind === 'four-aces' ? 'four aces score only at no-trump' : 'trump honours need a trump suit',
    );
  return ok(h);
}
