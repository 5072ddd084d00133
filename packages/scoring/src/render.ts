/**
 * Score sheets as text: the classic "we / they" sheet, premiums above the line (newest nearest
 * the top), trick points below it, a rule under each game, totals at the foot.
 *
 * ```ts
 * console.log(makeSheetText(unwrap(scoreRubber(deals))));
 * //        WE |  THEY
 * //       700 |
 * //  ---------+---------
 * //       120 |
 * //  ========= game 1 ====
 * ```
 * The JSON form of a sheet is the `ScoreSheet` object itself (plain data, for the web client).
 */
import type { Side } from './honours.js';
import type { ScoreSheet } from './rubber.js';

const W = 9;
const row = (a: string, b: string, note = ''): string =>
  `${a.padStart(W)} | ${b.padEnd(W)}${note ? ` ${note}` : ''}`.trimEnd();
const zip = (a: readonly string[], b: readonly string[]): string[] =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, i) => row(a[i] ?? '', b[i] ?? ''));

/** Renders a sheet as text with `we` as the left column (default North–South). */
export function makeSheetText(sheet: ScoreSheet, opts: { readonly we?: Side; readonly title?: string } = {}): string {
  const we: Side = opts.we ?? 'NS';
  const they: Side = we === 'NS' ? 'EW' : 'NS';
  const out: string[] = [];
  out.push(opts.title ?? `${sheet.kind === 'chicago' ? 'Chicago' : 'Rubber'} (${sheet.tableId})`);
  out.push(row(`WE ${we}`, `THEY ${they}`));
  const above = (side: Side) =>
    sheet.lines
      .flatMap((l) => l.entries.filter((e) => e.side === side && e.line === 'above').map((e) => `${e.points}`))
      .reverse();
  out.push(...zip(above(we), above(they)));
  out.push(`${'='.repeat(W)}=+=${'='.repeat(W)}`);
  // Below the line, game by game.
  let current: { we: string[]; they: string[] } = { we: [], they: [] };
  let gameNo = 0;
  for (const l of sheet.lines) {
    for (const e of l.entries) if (e.line === 'below') current[e.side === we ? 'we' : 'they'].push(`${e.points}`);
    if (l.gameWon) {
      gameNo++;
      out.push(...zip(current.we, current.they));
      out.push(`${'-'.repeat(W)}-+-${'-'.repeat(W)} game ${gameNo}: ${l.gameWon === we ? 'we' : 'they'}`);
      current = { we: [], they: [] };
    }
  }
  out.push(...zip(current.we, current.they));
  out.push(`${'='.repeat(W)}=+=${'='.repeat(W)}`);
  out.push(row(`${sheet.totals[we].total}`, `${sheet.totals[they].total}`, 'total'));
  const diff = sheet.totals[we].total - sheet.totals[they].total;
  out.push(
    sheet.finished
      ? `${diff >= 0 ? 'WE' : 'THEY'} +${Math.abs(diff)}`
      : `unfinished: ${diff >= 0 ? 'WE' : 'THEY'} +${Math.abs(diff)} so far`,
  );
  return out.join('\n');
}
