/**
 * The makeable contracts (double-dummy table) and par of a board, as hand records print them:
 * a row per declarer, a column per strain (NT ♠ ♥ ♦ ♣), the level each contract makes
 * (tricks − 6; `–` when not even one), then the par score and contracts (research note §5.7).
 *
 * ```ts
 * drawMakeable(doc, tricks, x, y, 1);    // returns { width, height }
 * parLines(par)                          // ["Par N-S +420", "4♠ N-S"] as coloured runs
 * ```
 */
import type { Seat, Strain } from '@biritch/core';
import type { DoubleDummyTable } from '@biritch/notation';
import { contractRuns, drawRuns, strainRun, type Run } from './runs.js';
import { COLOUR } from './theme.js';
import type { PrintPar, PrintParContract } from './types.js';

const STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];
// North-South rows first, then East-West, as the sides are compared.
const ROWS: readonly Seat[] = ['N', 'S', 'E', 'W'];
const CELL = 22;
const ROW = 14;
const SIZE = 9.5;

/** The width and height of the table at scale `s`. */
export const makeableSize = (s: number): { width: number; height: number } => ({
  width: CELL * s * (STRAINS.length + 1),
  height: ROW * s * (ROWS.length + 2),
});

/** Draws the table with its top-left corner at (x, y); returns its size. */
export function drawMakeable(doc: PDFKit.PDFDocument, tricks: DoubleDummyTable, x: number, y: number, s: number) {
  const cell = CELL * s;
  const row = ROW * s;
  const size = SIZE * s;
  drawRuns(doc, [{ text: 'Makeable contracts', bold: true }], x, y, size);
  const top = y + row;
  doc
    .save()
    .rect(x, top, cell * (STRAINS.length + 1), row)
    .fill(COLOUR.shade)
    .restore();
  STRAINS.forEach((strain, c) => {
    drawRuns(doc, [strainRun(strain, true)], x + cell * (c + 1.5), top + 1.5 * s, size, 'center');
  });
  ROWS.forEach((seat, r) => {
    const rowY = top + row * (r + 1);
    drawRuns(doc, [{ text: seat, bold: true, colour: COLOUR.muted }], x + cell / 2, rowY + 1.5 * s, size, 'center');
    STRAINS.forEach((strain, c) => {
      const level = tricks[seat][strain] - 6;
      const text = level >= 1 ? String(level) : '–';
      const colour = level >= 1 ? COLOUR.ink : COLOUR.rule;
      drawRuns(doc, [{ text, colour }], x + cell * (c + 1.5), rowY + 1.5 * s, size, 'center');
    });
  });
  const bottom = top + row * (ROWS.length + 1);
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor(COLOUR.rule)
    .moveTo(x, top + row * 3)
    .lineTo(x + cell * (STRAINS.length + 1), top + row * 3)
    .stroke()
    .restore();
  return { width: cell * (STRAINS.length + 1), height: bottom - y };
}

const sideText = (side: 'NS' | 'EW'): string => (side === 'NS' ? 'N-S' : 'E-W');

/** One par contract: `4♠ N-S`, `3NT N +1`, `5♦× E-W −1`. */
export function parContractRuns(c: PrintParContract): Run[] {
  const who = c.declarers.length === 2 ? sideText(c.side) : c.declarers.join('');
  const result = c.result === 0 ? '' : c.result > 0 ? ` +${c.result}` : ` −${-c.result}`;
  return [...contractRuns(c.level, c.strain), ...(c.doubled ? [{ text: '×' }] : []), { text: ` ${who}${result}` }];
}

/** Par as lines: `Par N-S +420` (or `Par 0: passed out`), then each par contract on its own line. */
export function parLines(par: PrintPar): Run[][] {
  const label: Run = { text: 'Par ', bold: true };
  if (par.contracts.length === 0 || par.score === 0) return [[label, { text: '0 (passed out)' }]];
  const side = par.score > 0 ? 'N-S' : 'E-W';
  return [[label, { text: `${side} +${Math.abs(par.score)}` }], ...par.contracts.map(parContractRuns)];
}
