/**
 * The look shared by everything the package prints: paper, colours, type sizes (points at scale 1).
 *
 * ```ts
 * doc.fillColor(suitColour('H')); // red
 * ```
 * Red suits are printed red and black suits black, as on cards and on every published hand record.
 */
import type { Suit } from '@biritch/core';

/** Paper sizes in points (1/72 inch). */
export const PAPER = { A4: [595.28, 841.89], LETTER: [612, 792] } as const;
/** A paper size name. */
export type PaperSize = keyof typeof PAPER;

/** Colours. */
export const COLOUR = {
  ink: '#000000',
  red: '#c8102e',
  muted: '#555555',
  rule: '#9a9a9a',
  shade: '#eeeeee',
} as const;

/** The colour a suit symbol is printed in. */
export const suitColour = (suit: Suit): string => (suit === 'H' || suit === 'D' ? COLOUR.red : COLOUR.ink);

/** Font names registered in every document (see `document.ts`). */
export const FONT = { regular: 'body', bold: 'body-bold' } as const;
