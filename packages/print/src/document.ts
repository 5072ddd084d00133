/**
 * A PDF document with the package's fonts registered, collected into bytes at the end. Every
 * printed thing (hand records now; table cards and guide cards later) starts here.
 *
 * ```ts
 * const { doc, finish } = openDocument(fonts, { title: 'Hand record', createdAt: new Date(), paper: 'A4' });
 * doc.font(FONT.bold).text('Board 1', 40, 40, { lineBreak: false });
 * const bytes = await finish();
 * ```
 * pdfkit is used directly (not pdfmake): a hand diagram is absolute positions and coloured runs of
 * text, which pdfkit's drawing calls give exactly, while pdfmake's flowing document model would
 * need work-arounds for the compass layout. pdfkit subsets and embeds the TrueType fonts.
 * The creation date is passed in, so the same input gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import { FONT, PAPER, type PaperSize } from './theme.js';
import type { PrintFonts } from './types.js';

/** Options of `openDocument`. */
export interface DocumentOptions {
  readonly title: string;
  /** Written as the PDF's creation date (the package reads no clock). */
  readonly createdAt: Date;
  readonly paper?: PaperSize | undefined;
}

/** An open document and the function that ends it and gives its bytes. */
export interface OpenDocument {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  readonly height: number;
  readonly finish: () => Promise<Uint8Array>;
}

/** Opens a document with no automatic margins (layouts place everything themselves). */
export function openDocument(fonts: PrintFonts, opts: DocumentOptions): OpenDocument {
  const [width, height] = PAPER[opts.paper ?? 'A4'];
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: opts.title, Creator: 'Biritch', Producer: 'Biritch (pdfkit)', CreationDate: opts.createdAt },
  });
  // pdfkit takes font bytes as a Uint8Array (its types say Buffer, a subclass).
  doc.registerFont(FONT.regular, fonts.regular as Buffer);
  doc.registerFont(FONT.bold, fonts.bold as Buffer);
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (c: Uint8Array) => chunks.push(c));
    doc.on('end', () => resolve(concat(chunks)));
    doc.on('error', (e: unknown) => reject(e instanceof Error ? e : new Error(String(e))));
  });
  return {
    doc,
    width,
    height,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
