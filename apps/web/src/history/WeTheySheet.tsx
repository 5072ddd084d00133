/**
 * A rubber or Chicago score sheet headed We/They from the player's side (issue 26): our side's
 * column first, as a player keeps the sheet at the table; premiums above the line, trick points
 * below it with a rule under each game, the totals. A shared view (no side) is headed N–S / E–W.
 * The sheet is @biritch/scoring's `ScoreSheet` as the server sends it in the table's info.
 *
 * ```tsx
 * <WeTheySheet info={info} side="EW" />   // "We" is East–West's column
 * ```
 */
import type { TableInfo } from '@biritch/protocol';
import { useI18n } from '../i18n.js';

type Sheet = NonNullable<TableInfo['sheet']>;
type Line = Sheet['lines'][number];
type Side = 'NS' | 'EW';

const points = (line: Line, side: Side, where: 'above' | 'below') =>
  line.entries.filter((e) => e.side === side && e.line === where).map((e) => e.points);

/** The columns in the order shown: ours first. */
export const sheetColumns = (side: Side | null): readonly [Side, Side] => (side === 'EW' ? ['EW', 'NS'] : ['NS', 'EW']);

/** The table's rubber or Chicago sheet with our side's column first, headed We and They. */
export function WeTheySheet({ info, side }: { readonly info: TableInfo; readonly side: Side | null }) {
  const { tr, labels } = useI18n();
  const sheet = info.sheet;
  if (!sheet) return null;
  const cols = sheetColumns(side);
  const head = (s: Side) =>
    side === null
      ? s === 'NS'
        ? labels.sideLetters('N', 'S')
        : labels.sideLetters('E', 'W')
      : s === side
        ? tr.t('sheet.we')
        : tr.t('sheet.they');
  const title = sheet.kind === 'rubber' ? tr.t('sheet.rubberTitle') : tr.t('sheet.chicagoTitle');
  const above = sheet.lines
    .filter((l) => l.entries.some((e) => e.line === 'above'))
    .slice()
    .reverse();
  const below = sheet.lines.filter((l) => l.entries.some((e) => e.line === 'below') || l.gameWon);
  const cell = (key: string, ps: readonly number[]) => (
    <td key={key}>
      {ps.map((p, i) => (
        <div key={i}>{tr.number(p)}</div>
      ))}
    </td>
  );
  return (
    <section className="panel" aria-labelledby="pd-sheet" data-testid="we-they-sheet">
      <h2 id="pd-sheet">{title}</h2>
      <table className="grid-table rubber-sheet" aria-label={title}>
        <thead>
          <tr>
            {cols.map((s) => (
              <th key={s} scope="col" title={s === 'NS' ? tr.t('side.NS') : tr.t('side.EW')}>
                {head(s)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {above.map((l, i) => (
            <tr key={`a${i}`} className="above">
              {cols.map((s) => cell(s, points(l, s, 'above')))}
            </tr>
          ))}
          <tr className="the-line" aria-label={tr.t('sheet.theLine')}>
            <td />
            <td />
          </tr>
          {below.map((l, i) => (
            <tr key={`b${i}`} className={l.gameWon ? 'game-end' : undefined}>
              {cols.map((s) => cell(s, points(l, s, 'below')))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            {cols.map((s) => (
              <td key={s}>
                <b>{tr.number(sheet.totals[s].total)}</b>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <p className="muted field-hint">
        {tr.t('sheet.games', { count: sheet.games.length })}
        {sheet.finished && sheet.winner ? `; ${tr.t('sheet.won', { side: head(sheet.winner) })}` : ''}.
      </p>
    </section>
  );
}
