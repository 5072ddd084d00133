/**
 * The per-player score sheet of a variant table (Four at One Table, Hao bridge; issue 6): one row
 * per deal with each player's points, and the totals the server summed from exact values.
 *
 * ```tsx
 * {info.playerTotals && <PlayerScoreSheet info={info} />}
 * ```
 */
import type { TableInfo } from '@biritch/protocol';
import { ALL_SEATS, contractText, seatName } from '../selectors.js';

const signed = (n: number | undefined): string => (n === undefined ? '–' : n > 0 ? `+${n}` : String(n));

/** Each player's score per deal and in total. */
export function PlayerScoreSheet({ info }: { readonly info: TableInfo }) {
  const totals = info.playerTotals;
  return (
    <div data-testid="player-score-sheet">
      <h3>Score sheet (per player)</h3>
      <table className="grid-table score-sheet" aria-label="Deals, per player">
        <thead>
          <tr>
            <th scope="col">Deal</th>
            <th scope="col">Contract</th>
            <th scope="col">Tricks</th>
            {ALL_SEATS.map((s) => <th scope="col" key={s} aria-label={seatName(s)}>{s}</th>)}
          </tr>
        </thead>
        <tbody>
          {info.results.map((d) => (
            <tr key={d.deal}>
              <td>{d.deal}{info.form === 'duplicate' ? ` (bd ${d.board})` : ''}</td>
              <td>{d.result.contract ? `${contractText(d.result.contract)} ${d.result.declarer ?? ''}` : 'Not played'}</td>
              <td>{d.result.declarerTricks ?? '–'}</td>
              {ALL_SEATS.map((s) => <td key={s}>{signed(d.players?.[s])}</td>)}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>Total</th>
              {ALL_SEATS.map((s) => <th key={s}>{signed(totals[s])}</th>)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
