/**
 * A score sheet described as JSON (what `biritch score sheet FILE` reads): rubber or Chicago,
 * a table, options, and the deals — checked into typed input, with coded errors.
 *
 * ```ts
 * const spec = unwrap(parseSheetSpec({ kind: 'rubber', table: 'kontrakt', deals: [{ contract: '2DX', declarer: 'N', tricks: 9, honours: 'NS:4' }] }));
 * const result = unwrap(scoreSheetSpec(spec));
 * ```
 * A deal is `{ contract: '4SX' | 'pass', declarer: 'N', tricks: 10, honours?: 'NS:4', deal?: 'N:AKQ.… … … …' }`.
 * A bare array is a list of deals on a modern rubber sheet.
 */
import { err, ok, parseContract, parseDeal, SEATS, type Deal, type Result, type Seat } from '@biritch/core';
import { scoreChicago, type ChicagoOptions } from './chicago.js';
import { parseHonours } from './honours.js';
import {
  scoreRubberSession,
  splitIntoRubbers,
  type RubberEntry,
  type RubberOptions,
  type RubberSession,
  type ScoreSheet,
  type SheetDeal,
} from './rubber.js';
import { rubberTableById } from './rubberTables.js';

/** A checked sheet description. */
export type SheetSpec =
  | { readonly kind: 'rubber'; readonly options: RubberOptions; readonly rubbers: readonly RubberEntry[] }
  | { readonly kind: 'chicago'; readonly options: ChicagoOptions; readonly deals: readonly SheetDeal[] };

/** The scored sheet(s): a rubber session, or a Chicago sheet. */
export type SheetOutcome =
  | { readonly kind: 'rubber'; readonly session: RubberSession }
  | { readonly kind: 'chicago'; readonly sheet: ScoreSheet };

/** Parses a sheet's deal with core's `parseDeal` (`N:hand hand hand hand`); honours need all 52 cards. */
export function parseDealString(text: string): Result<Deal> {
  const r = parseDeal(text);
  if (!r.ok)
    return r.error.code === 'deal/bad-format'
      ? err('sheet/bad-deal', `'${text}' is not a deal like 'N:AKQ.JT9.876.5432 … … …'`)
      : r;
  if (!r.value.complete) return err('deal/wrong-hand-size', `'${text}': a sheet's deal has four hands of 13 cards`);
  return ok(r.value.deal);
}

/** Checks one deal of a sheet file. */
export function parseSheetDeal(json: unknown, n: number): Result<SheetDeal> {
  const at = (code: string, why: string) => err(code, `deal ${n}: ${why}`);
  if (typeof json !== 'object' || json === null)
    return at('sheet/bad-deal', 'a deal is an object { contract, declarer, tricks }');
  const d = json as Record<string, unknown>;
  if (d.contract === null || (typeof d.contract === 'string' && /^\s*(pass|passed|p)\s*$/i.test(d.contract)))
    return ok({ contract: null });
  if (typeof d.contract !== 'string') return at('sheet/bad-contract', 'contract must be text such as "4SX" or "pass"');
  const c = parseContract(d.contract);
  if (!c.ok) return at(c.error.code, c.error.message);
  if (typeof d.declarer !== 'string' || !(SEATS as readonly string[]).includes(d.declarer.toUpperCase()))
    return at('sheet/bad-declarer', 'declarer must be N, E, S or W');
  if (typeof d.tricks !== 'number' || !Number.isInteger(d.tricks) || d.tricks < 0 || d.tricks > 13)
    return at('score/bad-tricks', `tricks must be 0 to 13, not ${String(d.tricks)}`);
  let honours: SheetDeal['honours'];
  if (d.honours !== undefined && d.honours !== null) {
    if (typeof d.honours !== 'string') return at('honours/bad-honours', 'honours are text such as "NS:4"');
    const h = parseHonours(d.honours);
    if (!h.ok) return at(h.error.code, h.error.message);
    honours = h.value;
  } else if (d.honours === null) honours = null;
  let deal: Deal | undefined;
  if (d.deal !== undefined) {
    if (typeof d.deal !== 'string') return at('sheet/bad-deal', 'deal is a PBN deal string');
    const r = parseDealString(d.deal);
    if (!r.ok) return at(r.error.code, r.error.message);
    deal = r.value;
  }
  return ok({
    contract: c.value,
    declarer: d.declarer.toUpperCase() as Seat,
    tricks: d.tricks,
    ...(honours !== undefined ? { honours } : {}),
    ...(deal ? { deal } : {}),
  });
}

function parseDeals(json: unknown): Result<SheetDeal[]> {
  if (!Array.isArray(json)) return err('sheet/bad-sheet', '"deals" must be a list');
  const out: SheetDeal[] = [];
  for (let i = 0; i < json.length; i++) {
    const d = parseSheetDeal(json[i], i + 1);
    if (!d.ok) return d;
    out.push(d.value);
  }
  return ok(out);
}

/** Checks a sheet description read from JSON. */
export function parseSheetSpec(json: unknown): Result<SheetSpec> {
  if (Array.isArray(json)) json = { kind: 'rubber', deals: json };
  if (typeof json !== 'object' || json === null)
    return err('sheet/bad-sheet', 'a sheet is a list of deals or an object { kind, deals }');
  const s = json as Record<string, unknown>;
  const kind = s.kind ?? 'rubber';
  const o = (typeof s.options === 'object' && s.options !== null ? s.options : {}) as Record<string, unknown>;
  if (kind === 'chicago') {
    const deals = parseDeals(s.deals);
    if (!deals.ok) return deals;
    if (o.order !== undefined && o.order !== 'dealer' && o.order !== 'non-dealer')
      return err('chicago/bad-order', 'options.order is "dealer" or "non-dealer"');
    if (o.firstDealer !== undefined && !(SEATS as readonly unknown[]).includes(o.firstDealer))
      return err('sheet/bad-dealer', 'options.firstDealer is N, E, S or W');
    return ok({
      kind: 'chicago',
      options: { order: (o.order as ChicagoOptions['order']) ?? 'dealer', firstDealer: (o.firstDealer as Seat) ?? 'N' },
      deals: deals.value,
    });
  }
  if (kind !== 'rubber') return err('sheet/bad-kind', `kind is "rubber" or "chicago", not ${String(kind)}`);
  const table = rubberTableById(typeof s.table === 'string' ? s.table : 'standard');
  if (!table.ok) return table;
  if (o.unfinishedPartScore !== undefined && typeof o.unfinishedPartScore !== 'number')
    return err('sheet/bad-option', 'options.unfinishedPartScore is a number (100 or 50)');
  const options: RubberOptions = {
    table: table.value,
    ...(typeof o.unfinishedPartScore === 'number' ? { unfinishedPartScore: o.unfinishedPartScore } : {}),
    ...(typeof o.countBelowLine === 'boolean' ? { countBelowLine: o.countBelowLine } : {}),
    ...(o.chicane === true ? { chicane: true } : {}),
  };
  if (s.rubbers !== undefined) {
    if (!Array.isArray(s.rubbers)) return err('sheet/bad-sheet', '"rubbers" must be a list');
    const rubbers: RubberEntry[] = [];
    for (const r of s.rubbers as unknown[]) {
      const rr = (r ?? {}) as Record<string, unknown>;
      const deals = parseDeals(rr.deals);
      if (!deals.ok) return deals;
      rubbers.push({
        deals: deals.value,
        ...(rr.players ? { players: rr.players as NonNullable<RubberEntry['players']> } : {}),
      });
    }
    return ok({ kind: 'rubber', options, rubbers });
  }
  const deals = parseDeals(s.deals);
  if (!deals.ok) return deals;
  const split = splitIntoRubbers(deals.value, options);
  if (!split.ok) return split;
  return ok({ kind: 'rubber', options, rubbers: split.value.map((d) => ({ deals: d })) });
}

/** Scores a checked sheet description. */
export function scoreSheetSpec(spec: SheetSpec): Result<SheetOutcome> {
  if (spec.kind === 'chicago') {
    const r = scoreChicago(spec.deals, spec.options);
    return r.ok ? ok({ kind: 'chicago', sheet: r.value }) : r;
  }
  const r = scoreRubberSession(spec.rubbers, spec.options);
  return r.ok ? ok({ kind: 'rubber', session: r.value }) : r;
}
