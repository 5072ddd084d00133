/**
 * The per-player score sheet of a variant table (Four at One Table, Hao bridge; issue 6): one row
 * per deal with each player's points, and the totals the server summed from exact values.
 *
 * ```tsx
 * {info.playerTotals && <PlayerScoreSheet info={info} />}
 * ```
 */
import type { TableInfo } from '@biritch/protocol';
import { ALL_SEATS } from '../selectors.js';
import { useI18n } from '../i18n.js';

/** Each player's score per deal and in total. */
export function PlayerScoreSheet({ info }: { readonly info: TableInfo }) {
  const { tr, labels } = useI18n();
  const signed = (n: number | undefined): string => (n === undefined ? '–' : tr.signed(n));
  const totals = info.playerTotals;
  return (
    <div data-testid="player-score-sheet">
      <h3>{tr.t('sheet.perPlayer')}</h3>
      {/* Seven columns: compact, and scrolled within the side column rather than widening the page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
      <div className="score-scroll" tabIndex={0} role="group" aria-label={tr.t('sheet.dealsPerPlayer')}>
        <table className="grid-table score-sheet per-player" aria-label={tr.t('sheet.dealsPerPlayer')}>
          <thead>
            <tr>
              <th scope="col">{tr.t('sheet.deal')}</th>
              <th scope="col">{tr.t('sheet.contract')}</th>
              <th scope="col">{tr.t('sheet.tricks')}</th>
              {ALL_SEATS.map((s) => (
                <th scope="col" key={s} aria-label={labels.seatName(s)}>
                  {labels.seatLetter(s)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {info.results.map((d) => (
              <tr key={d.deal}>
                <td>
                  {d.deal}
                  {info.form === 'duplicate' ? ` ${tr.t('sheet.board', { board: d.board })}` : ''}
                </td>
                <td>
                  {d.result.contract
                    ? `${labels.contractText(d.result.contract)} ${d.result.declarer ? labels.seatLetter(d.result.declarer) : ''}`
                    : tr.t('sheet.notPlayed')}
                </td>
                <td>{d.result.declarerTricks ?? '–'}</td>
                {ALL_SEATS.map((s) => (
                  <td key={s}>{signed(d.players?.[s])}</td>
                ))}
              </tr>
            ))}
          </tbody>
          {totals && (
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {tr.t('sheet.total')}
                </th>
                {ALL_SEATS.map((s) => (
                  <th key={s}>{signed(totals[s])}</th>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </div>
  );
}
