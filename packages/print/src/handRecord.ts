/**
 * Hand records: one or two boards a page, each with its number, dealer, vulnerability, the
 * four-hand diagram with high-card points, the makeable contracts and par (research note §5.7).
 *
 * ```ts
 * const pdf = await makeHandRecordPdf(boards, { fonts, createdAt: new Date(), title: 'Club pairs', perPage: 2 });
 * if (pdf.ok) writeFileSync('hands.pdf', pdf.value);
 * ```
 * Two a page lay the table beside the diagram; one a page prints larger, the table below it.
 * Codes: `print/no-boards`, `print/bad-per-page`.
 */
import { err, ok, type Result, type Seat, type Vulnerability } from '@biritch/core';
import { drawMakeable, makeableSize, parLines } from './ddTable.js';
import { openDocument } from './document.js';
import { drawDiagram, planDiagram, type DiagramPlan } from './handDiagram.js';
import { drawRuns, runsWidth } from './runs.js';
import { COLOUR, type PaperSize } from './theme.js';
import type { HandRecordBoard, PrintFonts } from './types.js';

/** Options of `makeHandRecordPdf`. */
export interface HandRecordOptions {
  readonly fonts: PrintFonts;
  /** The PDF's creation date (the package reads no clock). */
  readonly createdAt: Date;
  /** Printed at the top of every page. Default `Hand record`. */
  readonly title?: string | undefined;
  /** A second heading line (date, place, session). */
  readonly subtitle?: string | undefined;
  /** Printed at the foot of every page, e.g. which solver analysed the boards. */
  readonly footer?: string | undefined;
  /** Boards per page: 1 or 2 (default 2). */
  readonly perPage?: number | undefined;
  readonly paper?: PaperSize | undefined;
}

const SEAT_NAMES: Readonly<Record<Seat, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };
const VUL_NAMES: Readonly<Record<Vulnerability, string>> = { none: 'None', NS: 'N-S', EW: 'E-W', both: 'Both' };
const MARGIN = 36;
const HEADER = 34;
const FOOTER = 20;

/** Lays out the boards and returns the PDF's bytes. */
export async function makeHandRecordPdf(
  boards: readonly HandRecordBoard[],
  opts: HandRecordOptions,
): Promise<Result<Uint8Array>> {
  const perPage = opts.perPage ?? 2;
  if (perPage !== 1 && perPage !== 2)
    return err('print/bad-per-page', `boards per page must be 1 or 2, not ${perPage}`);
  if (boards.length === 0) return err('print/no-boards', 'no boards to print');
  const title = opts.title ?? 'Hand record';
  const { doc, width, height, finish } = openDocument(opts.fonts, {
    title,
    createdAt: opts.createdAt,
    paper: opts.paper,
  });
  const pages = Math.ceil(boards.length / perPage);
  const boxH = (height - 2 * MARGIN - HEADER - FOOTER) / perPage;
  const boxW = width - 2 * MARGIN;
  const layout = planLayout(doc, boards, boxW, boxH, perPage);
  for (let p = 0; p < pages; p++) {
    doc.addPage();
    drawRuns(doc, [{ text: title, bold: true }], MARGIN, MARGIN, 14);
    if (opts.subtitle) drawRuns(doc, [{ text: opts.subtitle, colour: COLOUR.muted }], MARGIN, MARGIN + 17, 9.5);
    const footY = height - MARGIN - 10;
    if (opts.footer) drawRuns(doc, [{ text: opts.footer, colour: COLOUR.muted }], MARGIN, footY, 7.5);
    drawRuns(doc, [{ text: `Page ${p + 1} of ${pages}`, colour: COLOUR.muted }], width - MARGIN, footY, 7.5, 'right');
    for (let k = 0; k < perPage; k++) {
      const board = boards[p * perPage + k];
      if (!board) break;
      const y = MARGIN + HEADER + k * boxH;
      drawBoard(doc, layout, board, MARGIN, y, boxW, boxH - (perPage === 2 && k === 0 ? 8 : 0));
    }
  }
  return ok(await finish());
}

/** One layout for every board of the document, so that they all line up. */
interface Layout {
  readonly scale: number;
  readonly diagram: DiagramPlan;
  /** Table and par beside the diagram (two a page) or below it (one a page, larger). */
  readonly beside: boolean;
  /** The width of the table-and-par column. */
  readonly column: number;
}

const PAD = 12;
const PARTICULARS = 64; // the height of "Board n / Dealer / Vul" at scale 1

function parWidth(doc: PDFKit.PDFDocument, b: HandRecordBoard, size: number): number {
  return b.par ? Math.max(...parLines(b.par).map((line) => runsWidth(doc, line, size))) : 0;
}

/**
 * Two a page: the largest scale (1.4 down) at which diagram, table and par fit side by side.
 * One a page: the largest (1.6 down) at which they fit one above the other.
 */
function planLayout(
  doc: PDFKit.PDFDocument,
  boards: readonly HandRecordBoard[],
  w: number,
  h: number,
  perPage: number,
): Layout {
  const deals = boards.map((b) => b.deal);
  const column = (s: number): number =>
    Math.max(makeableSize(s).width, ...boards.map((b) => parWidth(doc, b, INFO * s)));
  if (perPage === 1) {
    // As large as fits the box with the widest hands and the longest par list.
    const parCount = Math.max(0, ...boards.map((b) => (b.par ? parLines(b.par).length : 0)));
    for (let s = 1.6; ; s -= 0.05) {
      const diagram = planDiagram(doc, deals, s);
      const total =
        (PAD + PARTICULARS) * s + diagram.height + 28 * s + makeableSize(s).height + (8 + 13 * parCount) * s;
      const fits = total <= h - PAD * s && diagram.width <= w - 2 * PAD * s;
      if (fits || s <= 0.7) return { scale: s, diagram, beside: false, column: column(s) };
    }
  }
  for (let s = 1.4; s >= 0.7; s -= 0.05) {
    const diagram = planDiagram(doc, deals, s);
    const pad = PAD * s;
    const room = w - 2 * pad - column(s) - 16 * s;
    // North and South must clear the particulars at the top left, which they sit beside.
    const north = (room - diagram.width) / 2 + diagram.hands.N.x;
    if (room >= diagram.width && north >= particularsWidth(doc, boards, s) + 36 * s) {
      return { scale: s, diagram, beside: true, column: column(s) };
    }
  }
  const s = 0.7;
  return { scale: s, diagram: planDiagram(doc, deals, s), beside: false, column: column(s) };
}

const INFO = 9.5;
const SEAT_WIDEST = 'Dealer North';

/** The width of the particulars ("Board n", "Dealer …", "Vul …") of the widest board at scale `s`. */
function particularsWidth(doc: PDFKit.PDFDocument, boards: readonly HandRecordBoard[], s: number): number {
  const number = Math.max(...boards.map((b) => runsWidth(doc, [{ text: `Board ${b.board}`, bold: true }], 15 * s)));
  return Math.max(number, runsWidth(doc, [{ text: SEAT_WIDEST }], INFO * s));
}

/** One board in the box (x, y, w, h). */
function drawBoard(
  doc: PDFKit.PDFDocument,
  layout: Layout,
  b: HandRecordBoard,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const s = layout.scale;
  doc.save().lineWidth(0.8).strokeColor(COLOUR.rule).roundedRect(x, y, w, h, 6).stroke().restore();
  const pad = PAD * s;
  const info = INFO * s;
  // The board's particulars, top left, as the board itself shows them (Law 2).
  drawRuns(doc, [{ text: `Board ${b.board}`, bold: true }], x + pad, y + pad, 15 * s);
  const dealer = [{ text: 'Dealer ', colour: COLOUR.muted }, { text: SEAT_NAMES[b.dealer] }];
  drawRuns(doc, dealer, x + pad, y + pad + 21 * s, info);
  const vul = [{ text: 'Vul ', colour: COLOUR.muted }, { text: VUL_NAMES[b.vulnerability] }];
  drawRuns(doc, vul, x + pad, y + pad + 34 * s, info);

  const plan = layout.diagram;
  const table = b.tricks ? makeableSize(s) : { width: 0, height: 0 };
  const par = b.par ? parLines(b.par) : [];
  const parLine = 13 * s;
  const block = table.height + (par.length > 0 ? 8 * s + par.length * parLine : 0);
  if (layout.beside) {
    // Table and par in a column at the right; the diagram centred in the room left of it.
    const cx = x + w - pad - layout.column;
    const room = cx - 16 * s - (x + pad);
    drawDiagram(doc, plan, b.deal, b.hcp, x + pad + (room - plan.width) / 2, y + (h - plan.height) / 2);
    const ty = y + (h - block) / 2;
    if (b.tricks) drawMakeable(doc, b.tricks, cx, ty, s);
    par.forEach((line, i) => {
      drawRuns(doc, line, cx, ty + table.height + 8 * s + i * parLine, info);
    });
    return;
  }
  // Larger print: diagram, then table and par, centred in the room under the particulars.
  const top = y + pad + PARTICULARS * s;
  const total = plan.height + 28 * s + block;
  const dy = top + Math.max(0, (y + h - pad - top - total) / 2);
  drawDiagram(doc, plan, b.deal, b.hcp, x + (w - plan.width) / 2, dy);
  const ty = dy + plan.height + 28 * s;
  if (b.tricks) drawMakeable(doc, b.tricks, x + (w - table.width) / 2, ty, s);
  const tx = x + (w - (table.width || layout.column)) / 2; // par under the table's left edge
  par.forEach((line, i) => {
    drawRuns(doc, line, tx, ty + table.height + 8 * s + i * parLine, info);
  });
}
