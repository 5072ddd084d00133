/**
 * Runs of text in one line, each in its own font and colour: how suit symbols are printed red
 * or black in the middle of a line ("4♠ N-S", "5♦× E-W −1").
 *
 * ```ts
 * drawRuns(doc, [{ text: '4' }, { text: '♠', colour: COLOUR.ink }, { text: ' N-S' }], 40, 100, 10);
 * contractRuns(4, 'H')   // [{ text: '4' }, { text: '♥', colour: red }]
 * ```
 */
import { SUIT_SYMBOLS, type Strain } from '@biritch/core';
import { COLOUR, FONT, suitColour } from './theme.js';

/** A piece of a line. */
export interface Run {
  readonly text: string;
  readonly colour?: string | undefined;
  readonly bold?: boolean | undefined;
}

/** The width of runs at a size. */
export function runsWidth(doc: PDFKit.PDFDocument, runs: readonly Run[], size: number): number {
  let w = 0;
  for (const r of runs)
    w += doc
      .font(r.bold ? FONT.bold : FONT.regular)
      .fontSize(size)
      .widthOfString(r.text);
  return w;
}

/** Draws runs from (x, y) (top of the line); `align` places them left of, centred on or right of x. */
export function drawRuns(
  doc: PDFKit.PDFDocument,
  runs: readonly Run[],
  x: number,
  y: number,
  size: number,
  align: 'left' | 'center' | 'right' = 'left',
): number {
  const width = runsWidth(doc, runs, size);
  let at = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
  for (const r of runs) {
    doc
      .font(r.bold ? FONT.bold : FONT.regular)
      .fontSize(size)
      .fillColor(r.colour ?? COLOUR.ink);
    doc.text(r.text, at, y, { lineBreak: false });
    at += doc.widthOfString(r.text);
  }
  doc.fillColor(COLOUR.ink);
  return width;
}

/** A strain as printed: the suit symbol in its colour, or `NT`. */
export const strainRun = (strain: Strain, bold = false): Run =>
  strain === 'NT' ? { text: 'NT', bold } : { text: SUIT_SYMBOLS[strain], colour: suitColour(strain), bold };

/** A contract's level and strain as runs: `4♠`. */
export const contractRuns = (level: number, strain: Strain, bold = false): Run[] => [
  { text: String(level), bold },
  strainRun(strain, bold),
];
