/**
 * Guide cards (issue 24, "print table cards and guide cards (who moves where)"): one card a
 * table, a line a round — the pairs North–South and East–West, the boards, and the move after
 * the round ("N–S stay; E–W to table 3 (E–W); boards to table 1"). Cards are stacked down the
 * page and never split across pages. The moves are worked out by the caller (competition's
 * `makeGuideCards` has this shape); this module only lays them out.
 *
 * ```ts
 * const pdf = await makeGuideCardsPdf(makeGuideCards(movement), { fonts, createdAt: new Date(), title: 'Tuesday pairs' });
 * if (pdf.ok) writeFileSync('guides.pdf', pdf.value);
 * ```
 * Codes: `print/no-cards`.
 */
import { err, ok, type Result } from '@biritch/core';
import { openDocument } from './document.js';
import { drawRuns, runsWidth, type Run } from './runs.js';
import { COLOUR, type PaperSize } from './theme.js';
import type { PrintFonts } from './types.js';

/** Where a pair sits next round (null table: it sits out). */
export interface PrintGuideSeat {
  readonly table: number | null;
  readonly direction: 'NS' | 'EW' | null;
}

/** One round of a guide card. */
export interface PrintGuideRound {
  readonly round: number;
  readonly ns: number | null;
  readonly ew: number | null;
  readonly boards: readonly number[];
  readonly next: {
    readonly ns: PrintGuideSeat | null;
    readonly ew: PrintGuideSeat | null;
    readonly boardsTo: number | null;
    /** The boards sit out the next round and are played later (a relay or bye stand). */
    readonly boardsRest?: boolean | undefined;
  } | null;
}

/** The guide card of one table. */
export interface PrintGuideCard {
  readonly section: string;
  readonly table: number;
  readonly rounds: readonly PrintGuideRound[];
}

/** The words printed on the cards (English by default; `{x}` is replaced). */
export interface GuideWords {
  readonly title: string;
  readonly card: string;
  readonly round: string;
  readonly ns: string;
  readonly ew: string;
  readonly boards: string;
  readonly after: string;
  readonly stay: string;
  readonly to: string;
  readonly out: string;
  readonly boardsTo: string;
  readonly boardsOut: string;
  readonly boardsRest: string;
  readonly end: string;
  readonly none: string;
}

/** English words of the guide cards. */
export const GUIDE_WORDS_EN: GuideWords = {
  title: 'Guide cards',
  card: 'Section {section} · Table {table}',
  round: 'Round',
  ns: 'N–S',
  ew: 'E–W',
  boards: 'Boards',
  after: 'After the round',
  stay: '{side} stay',
  to: '{side} to table {table} ({direction})',
  out: '{side} sit out',
  boardsTo: 'boards to table {table}',
  boardsOut: 'boards out of play',
  boardsRest: 'boards to the relay stand',
  end: 'End of the session',
  none: '–',
};

/** Options of `makeGuideCardsPdf`. */
export interface GuideCardsOptions {
  readonly fonts: PrintFonts;
  /** The PDF's creation date (the package reads no clock). */
  readonly createdAt: Date;
  /** The session's name, printed at the top of every page. */
  readonly title?: string | undefined;
  readonly words?: GuideWords | undefined;
  readonly paper?: PaperSize | undefined;
}

const MARGIN = 36;
const HEADER = 34;
const FOOTER = 20;
const CARD_HEAD = 24;
const ROW = 16;
const GAP = 14;
const SIZE = 9.5;

const fill = (s: string, v: Readonly<Record<string, string | number>>): string =>
  s.replace(/\{(\w+)\}/g, (m, k: string) => (k in v ? String(v[k]) : m));

/** Board numbers as ranges: `1-3, 7`. */
export function boardRanges(boards: readonly number[]): string {
  const sorted = [...boards].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return out.join(', ');
}

/** The move after a round in words ("N–S stay; E–W to table 3 (E–W); boards to table 1"). */
export function guideMoveText(card: PrintGuideCard, r: PrintGuideRound, words: GuideWords = GUIDE_WORDS_EN): string {
  if (!r.next) return words.end;
  const parts: string[] = [];
  const side = (seat: PrintGuideSeat | null, from: 'NS' | 'EW'): void => {
    if (!seat) return;
    const name = from === 'NS' ? words.ns : words.ew;
    if (seat.table === null) parts.push(fill(words.out, { side: name }));
    else if (seat.table === card.table && seat.direction === from) parts.push(fill(words.stay, { side: name }));
    else
      parts.push(
        fill(words.to, { side: name, table: seat.table, direction: seat.direction === 'EW' ? words.ew : words.ns }),
      );
  };
  side(r.next.ns, 'NS');
  side(r.next.ew, 'EW');
  parts.push(
    r.next.boardsTo !== null
      ? fill(words.boardsTo, { table: r.next.boardsTo })
      : r.next.boardsRest
        ? words.boardsRest
        : words.boardsOut,
  );
  return parts.join('; ');
}

/** Lays out the cards, stacked down each page, and returns the PDF's bytes. */
export async function makeGuideCardsPdf(
  cards: readonly PrintGuideCard[],
  opts: GuideCardsOptions,
): Promise<Result<Uint8Array>> {
  if (cards.length === 0) return err('print/no-cards', 'no guide cards to print (choose a movement first)');
  const words = opts.words ?? GUIDE_WORDS_EN;
  const title = opts.title ? `${opts.title} · ${words.title}` : words.title;
  const { doc, width, height, finish } = openDocument(opts.fonts, {
    title,
    createdAt: opts.createdAt,
    paper: opts.paper,
  });
  const w = width - 2 * MARGIN;
  const bottom = height - MARGIN - FOOTER;
  // Columns: round, N–S, E–W, boards, then the move takes the rest.
  const cols = [0, 46, 92, 138, 210];
  const moveWidth = w - cols[4]! - 8;
  let y = Infinity;
  const newPage = () => {
    doc.addPage();
    drawRuns(doc, [{ text: title, bold: true }], MARGIN, MARGIN, 14);
    y = MARGIN + HEADER;
  };
  for (const card of cards) {
    const h = CARD_HEAD + ROW * (card.rounds.length + 1) + 6;
    if (y + h > bottom) newPage();
    doc.save().lineWidth(0.8).strokeColor(COLOUR.rule).rect(MARGIN, y, w, h).stroke().restore();
    doc.save().rect(MARGIN, y, w, CARD_HEAD).fill(COLOUR.shade).restore();
    drawRuns(
      doc,
      [{ text: fill(words.card, { section: card.section, table: card.table }), bold: true }],
      MARGIN + 8,
      y + 6,
      12,
    );
    let ry = y + CARD_HEAD + 4;
    const heads = [words.round, words.ns, words.ew, words.boards, words.after];
    for (const [i, t] of heads.entries())
      drawRuns(doc, [{ text: t, bold: true, colour: COLOUR.muted }], MARGIN + 8 + cols[i]!, ry, 8.5);
    ry += ROW;
    for (const r of card.rounds) {
      const cells = [
        String(r.round),
        r.ns === null ? words.none : String(r.ns),
        r.ew === null ? words.none : String(r.ew),
        boardRanges(r.boards),
      ];
      for (const [i, t] of cells.entries())
        drawRuns(doc, [{ text: t, bold: i === 0 }], MARGIN + 8 + cols[i]!, ry, SIZE);
      const move: Run[] = [{ text: guideMoveText(card, r, words) }];
      // A long move is set smaller rather than wrapped, so every round stays on one line.
      const size = Math.min(SIZE, (SIZE * moveWidth) / Math.max(1, runsWidth(doc, move, SIZE)));
      drawRuns(doc, move, MARGIN + 8 + cols[4]!, ry + (SIZE - size) / 2, size);
      ry += ROW;
    }
    y += h + GAP;
  }
  return ok(await finish());
}
