/**
 * The double-dummy tags: `DoubleDummyTricks` (BridgeComposer's 20 hex digits) and
 * `OptimumResultTable` (PBN 2.1 §5.7), as data.
 *
 * ```ts
 * parseDoubleDummyTricks('98898988984543545435') // ok({ N: { NT: 9, S: 8, … }, … })
 * makeDoubleDummyTricks(table)                   // the 20 digits back
 * parseOptimumResultTable('Declarer;Denomination\\2R;Result\\2R', [['N', 'NT', '9']])
 * ```
 */
import { SEATS, STRAINS, err, ok, type Result, type Seat, type Strain } from '@biritch/core';
import { parseTableColumns } from './tableSection.js';

/** Tricks a declarer takes in each strain. */
export type StrainTricks = Readonly<Record<Strain, number>>;
/** Double-dummy tricks by declarer and strain. */
export type DoubleDummyTable = Readonly<Record<Seat, StrainTricks>>;

const DD_SEATS = ['N', 'S', 'E', 'W'] as const satisfies readonly Seat[];
const DD_STRAINS = ['NT', 'S', 'H', 'D', 'C'] as const satisfies readonly Strain[];

/** Parses `DoubleDummyTricks`: 20 hex digits, declarer N, S, E, W × NT ♠ ♥ ♦ ♣. */
export function parseDoubleDummyTricks(text: string): Result<DoubleDummyTable> {
  const t = text.trim();
  if (!/^[0-9a-dA-D]{20}$/.test(t))
    return err('dd/bad-tricks', `'${text}' is not 20 hex digits 0..d (declarer N, S, E, W × NT, S, H, D, C)`);
  const out = {} as Record<Seat, Record<Strain, number>>;
  DD_SEATS.forEach((seat, i) => {
    const row = {} as Record<Strain, number>;
    DD_STRAINS.forEach((strain, j) => {
      row[strain] = parseInt(t[i * 5 + j]!, 16);
    });
    out[seat] = row;
  });
  return ok(out);
}

/** Writes a double-dummy table as the 20 hex digits of `DoubleDummyTricks`. */
export const makeDoubleDummyTricks = (table: DoubleDummyTable): string =>
  DD_SEATS.map((seat) => DD_STRAINS.map((strain) => table[seat][strain].toString(16)).join('')).join('');

/** One row of `OptimumResultTable`: double-dummy tricks for a declarer in a strain. */
export interface OptimumResult {
  readonly declarer: Seat;
  readonly strain: Strain;
  readonly tricks: number;
}

/** Reads `OptimumResultTable` rows (`N NT  9`) using its column header. */
export function parseOptimumResultTable(header: string, rows: readonly (readonly string[])[]): Result<OptimumResult[]> {
  const cols = parseTableColumns(header).map((c) => c.name);
  const di = cols.indexOf('Declarer');
  const si = cols.indexOf('Denomination');
  const ri = cols.indexOf('Result');
  if (di < 0 || si < 0 || ri < 0)
    return err('dd/bad-table', `OptimumResultTable needs Declarer, Denomination and Result columns, not '${header}'`);
  const out: OptimumResult[] = [];
  for (const row of rows) {
    const d = row[di]?.toUpperCase();
    const s = row[si]?.toUpperCase();
    const r = row[ri];
    if (!d || !(SEATS as readonly string[]).includes(d))
      return err('dd/bad-table', `'${row.join(' ')}': '${d ?? ''}' is not a declarer`);
    const strain = s === 'N' ? 'NT' : s;
    if (!strain || !(STRAINS as readonly string[]).includes(strain))
      return err('dd/bad-table', `'${row.join(' ')}': '${s ?? ''}' is not a denomination`);
    if (!r || !/^\d+$/.test(r) || Number(r) > 13)
      return err('dd/bad-table', `'${row.join(' ')}': '${r ?? ''}' is not a number of tricks`);
    out.push({ declarer: d as Seat, strain: strain as Strain, tricks: Number(r) });
  }
  return ok(out);
}
