/**
 * Rubber scoring tables as data — modern rubber bridge and the Estonian booklet's Kontrakt,
 * Vanderbilt and Reform — and one deal's entries on a score sheet under any of them.
 *
 * ```ts
 * const t = RUBBER_TABLES.kontrakt;
 * const entries = unwrap(scoreRubberDeal(t, { contract: unwrap(parseContract('2DX')), declarer: 'N', tricks: 9, vulnerable: false }));
 * // [{ side: 'NS', line: 'below', kind: 'tricks', points: 28 }, { side: 'NS', line: 'above', kind: 'contract', points: 100 }, …]
 * ```
 * Each table is a JSON file in tables/rubber/ with its sources and notes beside the numbers; a
 * user corrects a value there (or loads a corrected copy with `parseRubberTable`) without
 * touching code. Game and rubber premiums depend on the sheet and are added by rubber.ts.
 */
import { err, ok, sideOf, STRAINS, type Contract, type Result, type Seat, type Strain } from '@biritch/core';
import { checkContract, checkTricks } from './duplicate.js';
import { checkHonoursForStrain, type Honours, type Side } from './honours.js';
import standardJson from './tables/rubber/standard.json' with { type: 'json' };
import kontraktJson from './tables/rubber/kontrakt.json' with { type: 'json' };
import vanderbiltJson from './tables/rubber/vanderbilt.json' with { type: 'json' };
import reformJson from './tables/rubber/reform.json' with { type: 'json' };

type Triple<T> = readonly [T, T, T];
/** A value not vulnerable and vulnerable. */
export interface ByVulnerability<T> {
  readonly nv: T;
  readonly v: T;
}
/** A rubber scoring table (see tables/rubber/*.json for the meaning of every field and its source). */
export interface RubberTable {
  readonly id: string;
  readonly name: string;
  readonly sources: readonly string[];
  readonly notes: readonly string[];
  /** Per contracted odd trick: [first, each later], undoubled. */
  readonly trickValues: Readonly<Record<Strain, readonly [number, number]>>;
  /** Multipliers of trick values for undoubled, doubled, redoubled. */
  readonly doubling: Triple<number>;
  /** Trick points below the line that make a game. */
  readonly game: number;
  /** Above the line to the declaring side for making the contract, per doubling. */
  readonly contractMade: ByVulnerability<Triple<number>>;
  /** Per overtrick, per doubling; `'trickValue'` = the strain's later-trick value. */
  readonly overtrick: ByVulnerability<Triple<number | 'trickValue'>>;
  /** To the defenders for defeating the contract (a lump sum besides the undertricks). */
  readonly contractFailed: ByVulnerability<Triple<number>>;
  /** Per doubling: 1st, 2nd, … undertrick; the last value repeats. */
  readonly undertricks: ByVulnerability<Triple<readonly number[]>>;
  readonly slams: Readonly<
    Record<'small' | 'grand', { readonly bid: ByVulnerability<number>; readonly unbid: ByVulnerability<number> }>
  >;
  readonly honours: { readonly fourTrumps: number; readonly fiveTrumps: number; readonly fourAces: number };
  /** Premium for a hand void of trumps (Schikane), or null when the table has none. */
  readonly chicane: number | null;
  readonly gamePremium:
    | { readonly kind: 'none' }
    | { readonly kind: 'fixed'; readonly value: number }
    | { readonly kind: 'gameTrickPoints' };
  /** Whether the game that ends the rubber also earns the game premium. */
  readonly gamePremiumOnRubberGame: boolean;
  readonly rubberPremium:
    | { readonly kind: 'fixed'; readonly twoGames: number; readonly threeGames: number }
    | { readonly kind: 'rubberTrickPoints' };
  /** Law 80 premiums for an unfinished rubber, or null when the table says nothing. */
  readonly unfinished: { readonly game: number; readonly partScore: number } | null;
  /** Whether below-the-line points count in the final total. */
  readonly belowLineInTotal: boolean;
}

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isTriple = (x: unknown, cell: (y: unknown) => boolean): boolean =>
  Array.isArray(x) && x.length === 3 && x.every(cell);
const isByVul = (x: unknown, inner: (y: unknown) => boolean): boolean =>
  typeof x === 'object' &&
  x !== null &&
  inner((x as Record<string, unknown>).nv) &&
  inner((x as Record<string, unknown>).v);

/** Validates a rubber table read from JSON (a shipped one or a user's corrected copy). */
export function parseRubberTable(json: unknown): Result<RubberTable> {
  const bad = (field: string) => err('table/bad-table', `rubber table: field '${field}' is missing or malformed`);
  if (typeof json !== 'object' || json === null) return bad('(root)');
  const t = json as Record<string, unknown>;
  if (typeof t.id !== 'string') return bad('id');
  if (typeof t.name !== 'string') return bad('name');
  if (!Array.isArray(t.sources) || !t.sources.every((s) => typeof s === 'string')) return bad('sources');
  const tv = t.trickValues as Record<string, unknown> | undefined;
  if (
    typeof tv !== 'object' ||
    tv === null ||
    !STRAINS.every(
      (s) => Array.isArray(tv[s]) && (tv[s] as unknown[]).length === 2 && (tv[s] as unknown[]).every(isNum),
    )
  )
    return bad('trickValues');
  if (!isTriple(t.doubling, isNum)) return bad('doubling');
  if (!isNum(t.game) || t.game <= 0) return bad('game');
  const numTriple = (x: unknown) => isTriple(x, isNum);
  if (!isByVul(t.contractMade, numTriple)) return bad('contractMade');
  if (!isByVul(t.overtrick, (x) => isTriple(x, (y) => isNum(y) || y === 'trickValue'))) return bad('overtrick');
  if (!isByVul(t.contractFailed, numTriple)) return bad('contractFailed');
  if (!isByVul(t.undertricks, (x) => isTriple(x, (y) => Array.isArray(y) && y.length > 0 && y.every(isNum))))
    return bad('undertricks');
  const slams = t.slams as Record<string, Record<string, unknown>> | undefined;
  if (
    !slams ||
    !['small', 'grand'].every((k) => slams[k] && isByVul(slams[k]!.bid, isNum) && isByVul(slams[k]!.unbid, isNum))
  )
    return bad('slams');
  const h = t.honours as Record<string, unknown> | undefined;
  if (!h || !isNum(h.fourTrumps) || !isNum(h.fiveTrumps) || !isNum(h.fourAces)) return bad('honours');
  if (t.chicane !== null && t.chicane !== undefined && !isNum(t.chicane)) return bad('chicane');
  const gp = t.gamePremium as Record<string, unknown> | undefined;
  if (!gp || !(gp.kind === 'none' || gp.kind === 'gameTrickPoints' || (gp.kind === 'fixed' && isNum(gp.value))))
    return bad('gamePremium');
  const rp = t.rubberPremium as Record<string, unknown> | undefined;
  if (!rp || !(rp.kind === 'rubberTrickPoints' || (rp.kind === 'fixed' && isNum(rp.twoGames) && isNum(rp.threeGames))))
    return bad('rubberPremium');
  const u = t.unfinished as Record<string, unknown> | null | undefined;
  if (u !== null && u !== undefined && !(isNum(u.game) && isNum(u.partScore))) return bad('unfinished');
  return ok({
    ...(t as unknown as RubberTable),
    notes: Array.isArray(t.notes) ? (t.notes as string[]) : [],
    chicane: isNum(t.chicane) ? t.chicane : null,
    gamePremiumOnRubberGame: t.gamePremiumOnRubberGame === true,
    unfinished: u ? { game: u.game as number, partScore: u.partScore as number } : null,
    belowLineInTotal: t.belowLineInTotal !== false,
  });
}

function shipped(json: unknown): RubberTable {
  const r = parseRubberTable(json);
  if (!r.ok) throw new Error(`shipped table is broken: ${r.error.message}`);
  return r.value;
}

/** The shipped rubber tables. */
export const RUBBER_TABLES = {
  standard: shipped(standardJson),
  kontrakt: shipped(kontraktJson),
  vanderbilt: shipped(vanderbiltJson),
  reform: shipped(reformJson),
} as const;
/** Ids of the shipped rubber tables. */
export type RubberTableId = keyof typeof RUBBER_TABLES;

/** What kind of points an entry is. */
export type EntryKind =
  | 'tricks'
  | 'contract'
  | 'overtricks'
  | 'undertricks'
  | 'slam'
  | 'honours'
  | 'chicane'
  | 'game'
  | 'rubber'
  | 'unfinished'
  | 'premium';

/** One entry on a score sheet: points for a side, above or below the line. */
export interface SheetEntry {
  readonly side: Side;
  readonly line: 'above' | 'below';
  readonly kind: EntryKind;
  readonly points: number;
}

/** One deal for a rubber table: `vulnerable` is the declaring side's state in the rubber. */
export interface RubberDeal {
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly tricks: number;
  readonly vulnerable: boolean;
  readonly honours?: Honours | null;
  /** Seats void in trumps (only tables with a chicane premium score them). */
  readonly chicane?: readonly Seat[];
}

/** Trick points below the line for a contract made under a table. */
export function tableTrickPoints(table: RubberTable, contract: Contract): number {
  const [first, later] = table.trickValues[contract.strain];
  return (first + later * (contract.level - 1)) * table.doubling[contract.doubled];
}

/** The sheet entries of one deal under a table, without game and rubber premiums (those are the sheet's). */
export function scoreRubberDeal(table: RubberTable, deal: RubberDeal): Result<SheetEntry[]> {
  const c = checkContract(deal.contract);
  if (!c.ok) return c;
  const t = checkTricks(deal.tricks);
  if (!t.ok) return t;
  const { level, strain, doubled } = c.value;
  const us = sideOf(deal.declarer);
  const them: Side = us === 'NS' ? 'EW' : 'NS';
  const vul = deal.vulnerable ? 'v' : 'nv';
  const out: SheetEntry[] = [];
  const add = (side: Side, line: 'above' | 'below', kind: EntryKind, points: number) => {
    if (points !== 0) out.push({ side, line, kind, points });
  };
  const needed = level + 6;
  if (t.value >= needed) {
    add(us, 'below', 'tricks', tableTrickPoints(table, c.value));
    add(us, 'above', 'contract', table.contractMade[vul][doubled]);
    const cell = table.overtrick[vul][doubled];
    const per = cell === 'trickValue' ? table.trickValues[strain][1] : cell;
    add(us, 'above', 'overtricks', per * (t.value - needed));
    const s = table.slams;
    let slam = 0;
    if (level === 7) slam = s.grand.bid[vul];
    else if (level === 6) slam = Math.max(s.small.bid[vul], t.value === 13 ? s.grand.unbid[vul] : 0);
    else if (t.value === 13) slam = s.grand.unbid[vul];
    else if (t.value === 12) slam = s.small.unbid[vul];
    add(us, 'above', 'slam', slam);
  } else {
    add(them, 'above', 'contract', table.contractFailed[vul][doubled]);
    const list = table.undertricks[vul][doubled];
    let pen = 0;
    for (let k = 0; k < needed - t.value; k++) pen += list[Math.min(k, list.length - 1)]!;
    add(them, 'above', 'undertricks', pen);
  }
  if (deal.honours) {
    const h = checkHonoursForStrain(deal.honours, strain);
    if (!h.ok) return h;
    const v =
      h.value.kind === 'four-trumps'
        ? table.honours.fourTrumps
        : h.value.kind === 'five-trumps'
          ? table.honours.fiveTrumps
          : table.honours.fourAces;
    add(h.value.side, 'above', 'honours', v);
  }
  if (table.chicane !== null && deal.chicane)
    for (const seat of deal.chicane) add(sideOf(seat), 'above', 'chicane', table.chicane);
  return ok(out);
}

/** The net of a deal's entries for the declaring side (positive when it gains), all lines counted. */
export function netForSide(entries: readonly SheetEntry[], side: Side): number {
  return entries.reduce((s, e) => s + (e.side === side ? e.points : -e.points), 0);
}

/** Looks a shipped table up by id. */
export function rubberTableById(id: string): Result<RubberTable> {
  return id in RUBBER_TABLES
    ? ok(RUBBER_TABLES[id as RubberTableId])
    : err('table/unknown-table', `unknown scoring table '${id}' (use ${Object.keys(RUBBER_TABLES).join(', ')})`);
}
