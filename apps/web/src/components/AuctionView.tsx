/**
 * The auction as a table with a column per seat (West, North, East, South), the dealer's column
 * first filled. Alerted calls are marked; any call can be selected to show its explanation, and
 * a robot's explanation can be asked for when the server offers it.
 *
 * ```tsx
 * <AuctionView auction={selectAuction(view)} onExplain={(i) => send({ type: 'explain', index: i })} />
 * ```
 */
import { useState } from 'react';
import type { AuctionModel } from '../selectors.js';
import { strainClass } from '../selectors.js';
import { useI18n } from '../i18n.js';

/** Props of the auction table. */
export interface AuctionViewProps {
  readonly auction: AuctionModel;
  /** Asks for the explanation of the call at this index (absent when the server cannot explain). */
  readonly onExplain?: (index: number) => void;
}

/** The auction so far, with alerts and explanations. */
export function AuctionView({ auction, onExplain }: AuctionViewProps) {
  const { tr, labels } = useI18n();
  const { seatName } = labels;
  const [selected, setSelected] = useState<number | null>(null);
  const chosen = selected === null ? undefined : auction.calls[selected];
  return (
    <section className="auction" aria-label={tr.t('auction.table')}>
      <table>
        <thead>
          <tr>
            {auction.columns.map((c) => (
              <th key={c.seat} scope="col" className={c.vulnerable ? 'vul' : undefined}>
                <abbr
                  title={[
                    c.name ? `${seatName(c.seat)} (${c.name})` : seatName(c.seat),
                    ...(c.vulnerable ? [tr.t('table.vulnerable')] : []),
                    ...(c.dealer ? [tr.t('auction.dealer')] : []),
                  ].join(', ')}
                >
                  {labels.seatLetter(c.seat)}
                </abbr>
                {c.dealer && (
                  <span className="dealer-mark" aria-hidden="true">
                    •
                  </span>
                )}
                {c.name && <span className="auction-player">{c.name}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {auction.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                cell === null ? (
                  <td key={c} />
                ) : cell === 'turn' ? (
                  <td key={c} className="turn-cell" aria-label={tr.t('auction.toCall')}>
                    ?
                  </td>
                ) : (
                  <td key={c}>
                    <button
                      type="button"
                      className={`auction-call ${strainClass(cell.call)}${cell.alert !== undefined ? ' alerted' : ''}${selected === cell.index ? ' selected' : ''}`}
                      aria-label={`${tr.t('announce.seatSays', { seat: seatName(cell.seat), what: labels.callLabel(cell.call) })}${cell.alert !== undefined ? `, ${tr.t('auction.alerted')}` : ''}`}
                      aria-pressed={selected === cell.index}
                      onClick={() => {
                        const next = selected === cell.index ? null : cell.index;
                        setSelected(next);
                        if (next !== null && cell.explanation === undefined && cell.alert === undefined)
                          onExplain?.(cell.index);
                      }}
                    >
                      {labels.callText(cell.call)}
                      {cell.alert !== undefined && (
                        <span className="alert-mark" aria-hidden="true">
                          !
                        </span>
                      )}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {chosen && (
        <p className="explanation" role="note">
          <strong>{tr.t('auction.by', { call: labels.callText(chosen.call), seat: seatName(chosen.seat) })}</strong>{' '}
          {chosen.alert !== undefined
            ? chosen.alert
            : (chosen.explanation ?? (onExplain ? tr.t('auction.asking') : tr.t('auction.noExplanation')))}
          {chosen.alert !== undefined && chosen.explanation !== undefined && ` — ${chosen.explanation}`}
        </p>
      )}
    </section>
  );
}
