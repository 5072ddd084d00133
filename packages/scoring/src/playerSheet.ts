/**
 * A running per-player score sheet for the variants without fixed partnerships (Four at One
 * Table, Hao bridge): one line per deal, each player's exact score, exact running totals and
 * whole points for people (docs/variants.md, Scoring 1–4).
 *
 * ```ts
 * let sheet = emptyPlayerSheet({ ruleSet: 'four-at-one-table', compensation: COMPENSATION_TABLES.russian });
 * sheet = unwrap(playerSheetWithDeal(sheet, { board: 1, contract: unwrap(parseContract('4H')), declarer: 'S',
 *   dummy: 'E', dummyIsPartner: true, tricks: 10, vulnerability: 'both', deal }));
 * sheet.shown;               // { N: …, E: …, S: …, W: … } whole points, summed from exact values
 * makePlayerSheetText(sheet);
 * ```
 * Players are named by the seat they were dealt in (a seat swap for the play does not change who
 * scores what). With compensation ("Zapis Miltonowy") the declaring pair's high-card points are
 * read from the deal (declarer + dummy), and a table that uses a fit (Iniarski) reads the fit too.
 */
import { SEATS, err, ok, type Contract, type Deal, type Result, type Seat, type Vulnerability } from '@biritch/core';
import { hasCountingFit, highCardPoints, type ExpectedScoreTable } from './compensation.js';
import { addFractions, displayFraction, fraction, makeFraction, type Fraction } from './fraction.js';
import { scoreFourAtOneTable, scoreHao, type PlayerScores, type VariantCompensation } from './variants.js';

/** The variant rule sets scored per player. */
export type PlayerSheetRuleSet = 'four-at-one-table' | 'hao';

/** One finished variant deal, as the table machine reports it (`DealResult` + the outcome's `dummyIsPartner`). */
export interface VariantDealRecord {
  readonly board: number;
  /** null: passed out, or not played (the 2018 option): zero for all. */
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  readonly dummyIsPartner: boolean;
  /** Tricks won by declarer (with dummy's cards); null when not played. */
  readonly tricks: number | null;
  /** The board's vulnerability (Hao bridge; Four at One Table is always "all vulnerable"). */
  readonly vulnerability: Vulnerability;
  /** The hands as dealt: needed only for compensation (high-card points, fit). */
  readonly deal?: Deal;
}

/** One line of the sheet: a deal's per-player scores and the running totals after it. */
export interface PlayerSheetLine {
  readonly record: VariantDealRecord;
  readonly scores: PlayerScores;
  /** Exact running totals after this deal. */
  readonly totals: Readonly<Record<Seat, Fraction>>;
}

/** A per-player score sheet. Plain JSON. */
export interface PlayerSheet {
  readonly ruleSet: PlayerSheetRuleSet;
  /** The expected-score table for compensation, or null for plain scores. */
  readonly compensation: ExpectedScoreTable | null;
  readonly lines: readonly PlayerSheetLine[];
  /** Exact totals: they always sum to zero. */
  readonly totals: Readonly<Record<Seat, Fraction>>;
  /** The totals in whole points for people (rounded from the exact totals, not summed from rounded lines). */
  readonly shown: Readonly<Record<Seat, number>>;
}

const ZEROS: Readonly<Record<Seat, Fraction>> = { N: fraction(0), E: fraction(0), S: fraction(0), W: fraction(0) };

/** An empty sheet for a rule set, with an optional expected-score table for compensation. */
export function emptyPlayerSheet(options: {
  readonly ruleSet: PlayerSheetRuleSet;
  readonly compensation?: ExpectedScoreTable | null;
}): PlayerSheet {
  return {
    ruleSet: options.ruleSet,
    compensation: options.compensation ?? null,
    lines: [],
    totals: ZEROS,
    shown: { N: 0, E: 0, S: 0, W: 0 },
  };
}

function compensationFor(
  table: ExpectedScoreTable | null,
  r: VariantDealRecord,
): Result<VariantCompensation | undefined> {
  if (table === null || r.contract === null || r.declarer === null || r.dummy === null) return ok(undefined);
  if (!r.deal)
    return err(
      'sheet/needs-deal',
      `board ${r.board}: compensation needs the hands (declarer's and dummy's high-card points)`,
    );
  const a = r.deal[r.declarer];
  const b = r.deal[r.dummy];
  const hcp = highCardPoints(a) + highCardPoints(b);
  const defenders = SEATS.filter((s) => s !== r.declarer && s !== r.dummy);
  const fit = table.usesFit ? hasCountingFit(a, b, hcp) : false;
  const opponentsFit = table.usesFit ? hasCountingFit(r.deal[defenders[0]!], r.deal[defenders[1]!], 40 - hcp) : false;
  return ok({ table, hcp, fit, opponentsFit });
}

/** The scores of one variant deal under a sheet's rule set and compensation. */
export function scoreVariantDeal(
  ruleSet: PlayerSheetRuleSet,
  r: VariantDealRecord,
  table: ExpectedScoreTable | null = null,
): Result<PlayerScores> {
  const comp = compensationFor(table, r);
  if (!comp.ok) return comp;
  const compensation = comp.value ? { compensation: comp.value } : {};
  if (ruleSet === 'hao')
    return scoreHao({
      contract: r.contract,
      declarer: r.declarer,
      partner: r.dummyIsPartner,
      tricks: r.tricks,
      vulnerability: r.vulnerability,
      ...compensation,
    });
  return scoreFourAtOneTable({
    contract: r.contract,
    declarer: r.declarer,
    dummy: r.dummy,
    partner: r.dummyIsPartner,
    tricks: r.tricks,
    ...compensation,
  });
}

/** The sheet with one more deal: its scores and the new exact totals (the sheet is unchanged on error). */
export function playerSheetWithDeal(sheet: PlayerSheet, record: VariantDealRecord): Result<PlayerSheet> {
  const scores = scoreVariantDeal(sheet.ruleSet, record, sheet.compensation);
  if (!scores.ok) return err(scores.error.code, `board ${record.board}: ${scores.error.message}`);
  const totals = Object.fromEntries(
    SEATS.map((s) => [s, addFractions(sheet.totals[s], scores.value.exact[s])]),
  ) as Record<Seat, Fraction>;
  return ok({
    ...sheet,
    lines: [...sheet.lines, { record, scores: scores.value, totals }],
    totals,
    shown: Object.fromEntries(SEATS.map((s) => [s, displayFraction(totals[s])])) as Record<Seat, number>,
  });
}

/** A whole session scored at once. */
export function scorePlayerSession(
  options: { readonly ruleSet: PlayerSheetRuleSet; readonly compensation?: ExpectedScoreTable | null },
  records: readonly VariantDealRecord[],
): Result<PlayerSheet> {
  let sheet = emptyPlayerSheet(options);
  for (const r of records) {
    const next = playerSheetWithDeal(sheet, r);
    if (!next.ok) return next;
    sheet = next.value;
  }
  return ok(sheet);
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** The sheet as text: one row per deal (contract, declarer, dummy, each player's score), then the totals. */
export function makePlayerSheetText(sheet: PlayerSheet): string {
  const head = ['board', 'contract', 'decl', 'dummy', ...SEATS].map((h) => h.padStart(8)).join('');
  const rows = sheet.lines.map((l) => {
    const r = l.record;
    const contract = r.contract ? `${r.contract.level}${r.contract.strain}${['', 'X', 'XX'][r.contract.doubled]}` : '—';
    const dummy = r.dummy ? `${r.dummy}${r.dummyIsPartner ? '' : '*'}` : '—';
    return [String(r.board), contract, r.declarer ?? '—', dummy, ...SEATS.map((s) => signed(l.scores.players[s]))]
      .map((c) => c.padStart(8))
      .join('');
  });
  const total = ['total', '', '', '', ...SEATS.map((s) => signed(sheet.shown[s]))].map((c) => c.padStart(8)).join('');
  const exact = SEATS.some((s) => sheet.totals[s].d !== 1)
    ? [`exact: ${SEATS.map((s) => `${s} ${makeFraction(sheet.totals[s])}`).join(', ')}`]
    : [];
  const notes = [
    ...(sheet.lines.some((l) => l.record.dummy && !l.record.dummyIsPartner)
      ? ["* dummy was not declarer's partner: one of three opponents"]
      : []),
    ...(sheet.compensation ? [`compensation: ${sheet.compensation.name}`] : []),
  ];
  return [head, ...rows, total, ...exact, ...notes].join('\n');
}
