/**
 * @biritch/print — printed matter as PDF: hand records and guide cards (table cards to come).
 * Pure layout: data in, PDF bytes out through pdfkit; fonts are passed in as bytes (see
 * `@biritch/print/fonts` for finding DejaVu Sans on a Node machine).
 *
 * ```ts
 * import { makeHandRecordPdf } from '@biritch/print';
 * import { loadFonts } from '@biritch/print/fonts';
 * const pdf = await makeHandRecordPdf(boards, { fonts: unwrap(loadFonts()), createdAt: new Date(), perPage: 2 });
 * ```
 */
export * from './types.js';
export * from './theme.js';
export * from './document.js';
export * from './runs.js';
export * from './handDiagram.js';
export * from './ddTable.js';
export * from './handRecord.js';
export * from './guideCards.js';
