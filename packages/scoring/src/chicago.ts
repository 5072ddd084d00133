/**
 * Chicago (four-deal bridge): four deals with set vulnerability, game bonus at once, part
 * scores carried to game, the 100 premium for a part score on deal four, passed-out deals redealt.
 *
 * ```ts
 * const sheet = unwrap(scoreChicago([
 *   { contract: unwrap(parseContract('2H')), declarer: 'N', tricks: 8 },  // deal 1: 60 below
 *   { contract: unwrap(parseContract('2S')), declarer: 'S', tricks: 8 },  // deal 2: game, 500 (NS vul)
 * ]));
 * ```
 * Sources (scoring-reference.md §1.4): ACBL "How to keep score: Chicago"; Bicycle "Four-deal
 * bridge"; David Stevenson (IBLF). Deal 1 neither vulnerable; deals 2 and 3 the dealer's side
 * vulnerable (ACBL) or, as a setting, the dealer's opponents (Bicycle, Stevenson, duplicate
 * boards 1–4); deal 4 both. Values otherwise as Law 77 and the rubber laws (honours count, no
 * 50 part-score bonus). Every four played deals start a new chicago; a game wipes both sides'
 * part scores. Passed-out deals are redealt by the same dealer and do not count.
 */
import { err, ok, seatAfter, sideOf, type Result, type Seat } from '@biritch/core';
import type { Side } from './honours.js';
import {
  checkSheetDeal,
  contractText,
  dealHonours,
  sheetTotals,
  type DealLine,
  type ScoreSheet,
  type SheetDeal,
} from './rubber.js';
import { RUBBER_TABLES, scoreRubberDeal, type SheetEntry } from './rubberTables.js';

/** Which side is vulnerable on deals 2 and 3. */
export type ChicagoVulnerabilityOrder = 'dealer' | 'non-dealer';

/** Options of a Chicago sheet. */
export interface ChicagoOptions {
  /** Dealer of the first deal (default N). */
  readonly firstDealer?: Seat;
  /** Deals 2–3: the dealer's side vulnerable (ACBL, default) or the dealer's opponents (regional). */
  readonly order?: ChicagoVulnerabilityOrder;
}

/** The vulnerability of deal k (0-based, counted deals only) of a chicago. */
export function chicagoVulnerability(
  k: number,
  dealer: Seat,
  order: ChicagoVulnerabilityOrder = 'dealer',
): Record<Side, boolean> {
  const pos = k % 4;
  if (pos === 0) return { NS: false, EW: false };
  if (pos === 3) return { NS: true, EW: true };
  const dealerSide = sideOf(dealer);
  const vulSide: Side = order === 'dealer' ? dealerSide : dealerSide === 'NS' ? 'EW' : 'NS';
  return { NS: vulSide === 'NS', EW: vulSide === 'EW' };
}

/** Scores a Chicago sheet (one or more rounds of four deals). */
export function scoreChicago(
  deals: readonly SheetDeal[],
  opts: ChicagoOptions = {},
): Result<ScoreSheet & { readonly dealers: readonly Seat[] }> {
  const order = opts.order ?? 'dealer';
  if (order !== 'dealer' && order !== 'non-dealer')
    return err('chicago/bad-order', `vulnerability order is 'dealer' or 'non-dealer', not ${String(order)}`);
  const table = RUBBER_TABLES.standard;
  let dealer: Seat = opts.firstDealer ?? 'N';
  let counted = 0;
  let below = { NS: 0, EW: 0 };
  const lines: DealLine[] = [];
  const dealers: Seat[] = [];
  const games: { winner: Side; deal: number }[] = [];
  const running = { NS: 0, EW: 0 };
  for (let i = 0; i < deals.length; i++) {
    const d = deals[i]!;
    const n = i + 1;
    const vulnerable = chicagoVulnerability(counted, dealer, order);
    dealers.push(dealer);
    if (d.contract === null) {
      // Redealt by the same dealer; not one of the four.
      lines.push({
        deal: n,
        contract: null,
        declarer: null,
        tricks: null,
        passedOut: true,
        vulnerable,
        entries: [],
        gameWon: null,
        running: { ...running },
      });
      continue;
    }
    const checked = checkSheetDeal(d, n);
    if (!checked.ok) return checked;
    const { declarer, tricks } = checked.value;
    const side = sideOf(declarer);
    const r = scoreRubberDeal(table, {
      contract: d.contract,
      declarer,
      tricks,
      vulnerable: vulnerable[side],
      honours: dealHonours(d),
    });
    if (!r.ok) return err(r.error.code, `deal ${n}: ${r.error.message}`);
    const entries: SheetEntry[] = [...r.value];
    const trick = r.value.find((e) => e.line === 'below');
    let gameWon: Side | null = null;
    if (trick) {
      below = { ...below, [side]: below[side] + trick.points };
      if (below[side] >= table.game) {
        gameWon = side;
        games.push({ winner: side, deal: n });
        entries.push({ side, line: 'above', kind: 'game', points: vulnerable[side] ? 500 : 300 });
        below = { NS: 0, EW: 0 };
      } else if (counted % 4 === 3) {
        entries.push({ side, line: 'above', kind: 'premium', points: 100 });
      }
    }
    for (const e of entries) running[e.side] += e.points;
    lines.push({
      deal: n,
      contract: contractText(d.contract),
      declarer,
      tricks,
      passedOut: false,
      vulnerable,
      entries,
      gameWon,
      running: { ...running },
    });
    counted++;
    if (counted % 4 === 0) below = { NS: 0, EW: 0 };
    dealer = seatAfter(dealer);
  }
  const totals = sheetTotals(lines, true);
  const finished = counted > 0 && counted % 4 === 0;
  const difference = totals.NS.total - totals.EW.total;
  return ok({
    kind: 'chicago',
    tableId: 'chicago',
    lines,
    games,
    finished,
    winner: finished && difference !== 0 ? (difference > 0 ? 'NS' : 'EW') : null,
    totals,
    difference,
    dealers,
  });
}
