/**
 * The four-hand diagram: North above, South below, West and East either side of a compass square
 * that shows each hand's high-card points. Suits are printed ♠ ♥ ♦ ♣ top to bottom, red suits
 * red, ranks high to low with `10` for the ten and `—` for a void, as printed hand records do.
 *
 * ```ts
 * const plan = planDiagram(doc, deals, 1);             // one plan for all: { width, height, … }
 * drawDiagram(doc, plan, deal, hcp, x, y);             // top-left corner at (x, y)
 * ```
 */
import {
  DISPLAY_SUITS,
  RANK_CHARS,
  SEATS,
  SUIT_SYMBOLS,
  ranksOf,
  type Deal,
  type Hand,
  type Seat,
} from '@biritch/core';
import { drawRuns, runsWidth, type Run } from './runs.js';
import { COLOUR, FONT, suitColour } from './theme.js';

/** Sizes of the diagram at scale 1 (points). */
const HAND_SIZE = 11;
const LINE = 14.5;
const SQUARE = 64;
const GAP = 9;

/** The four lines of a hand as runs: a coloured suit symbol, then the ranks. */
export function handRuns(hand: Hand): Run[][] {
  return DISPLAY_SUITS.map((suit, i) => {
    const ranks = ranksOf(hand[3 - i]!)
      .map((r) => (r === 10 ? '10' : RANK_CHARS[r - 2]))
      .join(' '); // real spaces, so that the PDF's text reads 'A K 10 2' when copied or read aloud
    return [{ text: `${SUIT_SYMBOLS[suit]} `, colour: suitColour(suit) }, { text: ranks === '' ? '—' : ranks }];
  });
}

const handWidth = (doc: PDFKit.PDFDocument, hand: Hand, size: number): number =>
  Math.max(...handRuns(hand).map((line) => runsWidth(doc, line, size)));

/**
 * Where the parts of a diagram go, relative to its top-left corner. One plan serves every deal of
 * a document (it is made from the widest hands of all of them), so all diagrams line up.
 */
export interface DiagramPlan {
  readonly scale: number;
  readonly width: number;
  readonly height: number;
  readonly square: { readonly x: number; readonly y: number; readonly side: number };
  readonly hands: Readonly<Record<Seat, { readonly x: number; readonly y: number }>>;
}

/** Plans diagrams at scale `s` wide enough for each seat's widest hand among `deals`. */
export function planDiagram(doc: PDFKit.PDFDocument, deals: readonly Deal[], s: number): DiagramPlan {
  const size = HAND_SIZE * s;
  const widest = (seat: Seat): number => Math.max(0, ...deals.map((d) => handWidth(doc, d[seat], size)));
  const handHeight = 4 * LINE * s;
  const side = SQUARE * s;
  const gap = GAP * s;
  const squareX = widest('W') + gap;
  const squareY = handHeight + gap;
  // North and South start a little in from the square's left edge, as in newspapers' diagrams.
  const inset = side * 0.15;
  const width = Math.max(squareX + side + gap + widest('E'), squareX + inset + Math.max(widest('N'), widest('S')));
  const midY = squareY + side / 2 - handHeight / 2;
  return {
    scale: s,
    width,
    height: 2 * handHeight + 2 * gap + side,
    square: { x: squareX, y: squareY, side },
    hands: {
      N: { x: squareX + inset, y: 0 },
      S: { x: squareX + inset, y: squareY + side + gap },
      W: { x: 0, y: midY },
      E: { x: squareX + side + gap, y: midY },
    },
  };
}

/** Draws a deal by the plan with its top-left corner at (x, y); `hcp` is shown in the compass square. */
export function drawDiagram(
  doc: PDFKit.PDFDocument,
  p: DiagramPlan,
  deal: Deal,
  hcp: Readonly<Record<Seat, number>> | null,
  x: number,
  y: number,
): void {
  const s = p.scale;
  const size = HAND_SIZE * s;
  for (const seat of SEATS) {
    const at = p.hands[seat];
    handRuns(deal[seat]).forEach((line, i) => {
      drawRuns(doc, line, x + at.x, y + at.y + i * LINE * s, size);
    });
  }
  const { side } = p.square;
  const sx = x + p.square.x;
  const sy = y + p.square.y;
  doc.save().lineWidth(0.8).strokeColor(COLOUR.rule).rect(sx, sy, side, side).stroke().restore();
  // Seat letters and points inside the square, each by its own edge: "N 12" reads at a glance.
  const label = (seat: Seat): Run[] => [
    { text: seat, colour: COLOUR.muted, bold: true },
    ...(hcp ? [{ text: ` ${hcp[seat]}`, bold: true }] : []),
  ];
  const small = 8.5 * s;
  const lineH = doc.font(FONT.bold).fontSize(small).currentLineHeight();
  const pad = 3 * s;
  drawRuns(doc, label('N'), sx + side / 2, sy + pad, small, 'center');
  drawRuns(doc, label('S'), sx + side / 2, sy + side - pad - lineH, small, 'center');
  drawRuns(doc, label('W'), sx + pad, sy + side / 2 - lineH / 2, small, 'left');
  drawRuns(doc, label('E'), sx + side - pad, sy + side / 2 - lineH / 2, small, 'right');
  if (hcp)
    drawRuns(doc, [{ text: 'HCP', colour: COLOUR.rule }], sx + side / 2, sy + side / 2 + lineH * 0.9, 6 * s, 'center');
}
