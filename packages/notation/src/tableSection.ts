/**
 * Supplemental sections with tables (PBN 2.1 §5): the column header of a table tag and the
 * layout of its rows.
 *
 * ```ts
 * parseTableColumns('Declarer;Denomination\\2R;Result\\2R')
 * // [{ name: 'Declarer' }, { name: 'Denomination', width: 2, align: 'R' }, { name: 'Result', width: 2, align: 'R' }]
 * makeTableRows('Declarer;Result\\2R', [['N', '9']]) // ['N  9']: Result right-aligned in 2
 * ```
 * A column is `[+|-]Name[\width[L|R]]`: `+`/`-` is the order the table is sorted in, the width a
 * minimum number of characters, `L`/`R` the alignment (§5.2).
 */

/** A column of a table section: name, order mark and minimum width (§5.2). */
export interface TableColumn {
  readonly name: string;
  readonly order?: '+' | '-';
  readonly width?: number;
  readonly align?: 'L' | 'R';
}

/** Parses a table's tag value `Declarer;Denomination\2R;Result\2R` into its columns (§5.2). */
export function parseTableColumns(header: string): TableColumn[] {
  return header.split(';').map((raw) => {
    let name = raw;
    let order: '+' | '-' | undefined;
    if (name.startsWith('+') || name.startsWith('-')) {
      order = name[0] as '+' | '-';
      name = name.slice(1);
    }
    const m = /\\(\d+)([LR])?$/.exec(name);
    const col: { name: string; order?: '+' | '-'; width?: number; align?: 'L' | 'R' } = {
      name: m ? name.slice(0, m.index) : name,
    };
    if (order) col.order = order;
    if (m) {
      col.width = Number(m[1]);
      if (m[2]) col.align = m[2] as 'L' | 'R';
    }
    return col;
  });
}

/** Writes columns back as a table tag's value (`Rank\\2R;+PairId\\2R`), the inverse of `parseTableColumns`. */
export const makeTableColumns = (columns: readonly TableColumn[]): string =>
  columns
    .map((c) => `${c.order ?? ''}${c.name}${c.width !== undefined ? `\\${c.width}${c.align ?? ''}` : ''}`)
    .join(';');

/** Table rows as lines, each element padded to its column's minimum width and alignment (§5.2). */
export function makeTableRows(header: string, rows: readonly (readonly string[])[]): string[] {
  const cols = parseTableColumns(header);
  return rows.map((row) =>
    row
      .map((el, j) => {
        const col = cols[j];
        if (!col?.width || el.length >= col.width) return el;
        return col.align === 'R' ? el.padStart(col.width) : el.padEnd(col.width);
      })
      .join(' ')
      .trimEnd(),
  );
}
