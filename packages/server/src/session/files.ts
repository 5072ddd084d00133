/**
 * A session's files for the director: results as USEBIO and as PBN with score tables
 * (notation's writers, through the shared `resultsFromField`), hand records as PDF
 * and guide cards (who moves where) as PDF (@biritch/print), and the boards for dealing machines
 * (PBN, `.dup`, `.dlm`).
 *
 * ```ts
 * const f = await sessionFile(state, score, 'results.xml', { now: Date.now }); // ok({ type, body })
 * ```
 * Codes: `files/unknown` (no such file), `files/no-boards` (boards not set yet), `files/no-movement`
 * (guide cards before a movement is chosen), and the
 * writers' own (`dup/…`, `dlm/…`, `print/…`, `fonts/…`).
 */
import { boardDealer, boardVulnerability, err, ok, type Result } from '@biritch/core';
import {
  fieldOf,
  makeGuideCards,
  parseDealString,
  type DoubleDummyTable,
  type FieldScore,
  type SessionState,
} from '@biritch/competition';
import { hcp } from '@biritch/dealer';
import {
  makeBoardsPbn,
  makeDlm,
  makeDup,
  makePbnResults,
  makeUsebio,
  PBN_VULNERABLE,
  type BoardDeal,
  type ResultsBoard,
} from '@biritch/notation';
import { makeGuideCardsPdf, makeHandRecordPdf, type PrintPar } from '@biritch/print';
import { dealerPar } from '@biritch/solver';
import { loadFonts } from '@biritch/print/fonts';
import { resultsFromField, SAME_IDS } from './resultsFile.js';

/** The files a session offers, by name, with their media types. */
export const SESSION_FILES = {
  'results.xml': 'application/xml; charset=utf-8',
  'results.pbn': 'text/plain; charset=utf-8',
  'handrecord.pdf': 'application/pdf',
  'boards.pbn': 'text/plain; charset=utf-8',
  'boards.dup': 'application/octet-stream',
  'boards.dlm': 'text/plain; charset=utf-8',
  'guidecards.pdf': 'application/pdf',
} as const;

/** A file name of `SESSION_FILES`. */
export type SessionFileName = keyof typeof SESSION_FILES;

/** The session's boards as complete deals, in board order. */
export function boardDealsOf(state: SessionState): Result<BoardDeal[]> {
  const out: BoardDeal[] = [];
  for (const b of Object.values(state.boards).sort((x, y) => x.board - y.board)) {
    const d = parseDealString(b.deal);
    if (!d.ok) return d;
    out.push({
      board: b.board,
      dealer: boardDealer(b.board),
      vulnerability: boardVulnerability(b.board),
      deal: d.value,
    });
  }
  return out.length ? ok(out) : err('files/no-boards', 'the session has no boards yet');
}

/** Par of a board from its double-dummy table (dealer-aware, as DDS's DealerPar), or null without one. */
function parOf(table: DoubleDummyTable | undefined, b: BoardDeal): PrintPar | null {
  return table ? dealerPar(table, b.dealer, b.vulnerability) : null;
}

/** Makes one of the session's files. */
export async function sessionFile(
  state: SessionState,
  score: FieldScore | null,
  name: string,
  opts: { readonly now: () => number },
): Promise<Result<{ type: string; body: string | Uint8Array }>> {
  if (!(name in SESSION_FILES))
    return err('files/unknown', `no file '${name.slice(0, 40)}' (${Object.keys(SESSION_FILES).join(', ')})`);
  const type = SESSION_FILES[name as SessionFileName];
  const title = state.event?.name ?? 'Session';
  if (name === 'results.xml' || name === 'results.pbn') {
    const input = fieldOf(state);
    const boards: ResultsBoard[] = Object.values(state.boards).map((b) => ({
      board: b.board,
      deal: b.deal,
      dealer: boardDealer(b.board),
      vulnerable: PBN_VULNERABLE[boardVulnerability(b.board)],
      lines: [],
    }));
    const results = resultsFromField(
      {
        input,
        ids: SAME_IDS,
        results: { event: { ...(input.event ?? {}) }, method: null, winners: input.winners, pairs: [], boards },
      },
      score,
    );
    return ok({
      type,
      body: name === 'results.xml' ? makeUsebio(results, { program: 'Biritch' }) : makePbnResults(results),
    });
  }
  if (name === 'guidecards.pdf') {
    // Guide cards need only the movement (boards may not be dealt yet): each section's cards in turn.
    const cards = Object.values(state.sections)
      .flatMap((s) => (s.movement ? makeGuideCards(s.movement) : []))
      .filter((c) => c.rounds.some((r) => r.ns !== null || r.ew !== null));
    if (cards.length === 0) return err('files/no-movement', 'no section has a movement yet');
    const fonts = loadFonts();
    if (!fonts.ok) return fonts;
    const pdf = await makeGuideCardsPdf(cards, { fonts: fonts.value, createdAt: new Date(opts.now()), title });
    return pdf.ok ? ok({ type, body: pdf.value }) : pdf;
  }
  const deals = boardDealsOf(state);
  if (!deals.ok) return deals;
  switch (name) {
    case 'boards.pbn':
      return ok({ type, body: makeBoardsPbn(deals.value, { event: title }) });
    case 'boards.dup': {
      const r = makeDup(deals.value);
      return r.ok ? ok({ type, body: r.value }) : r;
    }
    case 'boards.dlm': {
      const r = makeDlm(deals.value, { headline: title });
      return r.ok ? ok({ type, body: r.value }) : r;
    }
    default: {
      const fonts = loadFonts();
      if (!fonts.ok) return fonts;
      const pdf = await makeHandRecordPdf(
        deals.value.map((b) => ({
          ...b,
          hcp: { N: hcp(b.deal.N), E: hcp(b.deal.E), S: hcp(b.deal.S), W: hcp(b.deal.W) },
          tricks: state.boards[b.board]?.doubleDummy ?? null,
          par: parOf(state.boards[b.board]?.doubleDummy, b),
        })),
        { fonts: fonts.value, createdAt: new Date(opts.now()), title, footer: 'Printed by Biritch.' },
      );
      return pdf.ok ? ok({ type, body: pdf.value }) : pdf;
    }
  }
}
