/**
 * What the print package lays out: plain data in, PDF bytes out. The caller works out the
 * figures (high-card points with `@biritch/dealer`, the double-dummy table and par with
 * `@biritch/solver`); this package only places them on paper.
 *
 * ```ts
 * const board: HandRecordBoard = { board: 1, dealer: 'N', vulnerability: 'none', deal, hcp,
 *   tricks, par: { score: 420, contracts: [{ level: 4, strain: 'S', side: 'NS', declarers: ['N', 'S'],
 *   doubled: false, result: 0 }] } };
 * ```
 */
import type { Deal, Seat, Strain, Vulnerability } from '@biritch/core';
import type { DoubleDummyTable } from '@biritch/notation';

/** One par contract (the solver's `ParContract` fits this shape). */
export interface PrintParContract {
  readonly level: number;
  readonly strain: Strain;
  readonly side: 'NS' | 'EW';
  /** The seats of that side that can declare it (one or both). */
  readonly declarers: readonly Seat[];
  /** Doubled: a sacrifice going down. */
  readonly doubled: boolean;
  /** Overtricks (0 or more) when made; minus the undertricks when going down. */
  readonly result: number;
}

/** Par: North-South's score (0 when passed out) and the par contracts. */
export interface PrintPar {
  readonly score: number;
  readonly contracts: readonly PrintParContract[];
}

/** One board of a hand record. */
export interface HandRecordBoard {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly deal: Deal;
  /** High-card points per hand (Milton Work 4-3-2-1). */
  readonly hcp: Readonly<Record<Seat, number>>;
  /** Double-dummy tricks per declarer and strain; null when the board was not analysed. */
  readonly tricks: DoubleDummyTable | null;
  readonly par: PrintPar | null;
}

/** TrueType fonts to embed: one with the suit symbols ♠ ♥ ♦ ♣ (pdfkit's built-in fonts lack them). */
export interface PrintFonts {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}
