/**
 * After the deal: the double-dummy table (declarers N S E W × strains NT ♠ ♥ ♦ ♣, tricks each
 * declarer takes with every card visible) and par, as the server's solver worked them out.
 * Presentation only: the model comes from `selectDoubleDummy`.
 *
 * ```tsx
 * <DoubleDummyPanel model={selectDoubleDummy(state.analysis, state.info)} />
 * ```
 */
import type { DoubleDummyModel } from '../analysisSelectors.js';
import { useI18n } from '../i18n.js';

/** Props of the double-dummy panel. */
export interface DoubleDummyPanelProps {
  readonly model: DoubleDummyModel | null;
}

/** The double-dummy table and par of the finished deal, or why they are not there. */
export function DoubleDummyPanel({ model }: DoubleDummyPanelProps) {
  const { tr, labels } = useI18n();
  if (!model) return null;
  return (
    <div className="dd-panel" data-testid="double-dummy" aria-live="polite">
      <h3>{tr.t('dd.title')}</h3>
      {model.status === 'pending' && <p className="muted">{tr.t('dd.pending')}</p>}
      {model.status === 'unavailable' && (
        <p className="muted">{tr.t('dd.unavailable', { reason: model.reason ?? '' })}</p>
      )}
      {model.rows.length > 0 && (
        <table className="dd-table">
          <caption className="visually-hidden">{tr.t('dd.caption')}</caption>
          <thead>
            <tr>
              <td />
              {model.columns.map((c) => (
                <th
                  key={c.strain}
                  scope="col"
                  className={`strain-${c.strain.toLowerCase()}${c.red ? ' red' : ''}`}
                  aria-label={c.name}
                >
                  {c.text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.rows.map((row) => (
              <tr key={row.seat}>
                <th scope="row" aria-label={row.name}>
                  {labels.seatLetter(row.seat)}
                </th>
                {row.cells.map((cell) => (
                  <td key={cell.strain} className={cell.makes ? 'dd-makes' : undefined} aria-label={cell.label}>
                    {cell.tricks}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {model.par && (
        <p className="dd-par" data-testid="par">
          {tr.t('dd.par', { score: model.par.score })}
          {model.par.contracts.length > 0 && (
            <>
              :{' '}
              {model.par.contracts.map((c, i) => (
                <span key={i} role="img" aria-label={c.name}>
                  {i > 0 ? ', ' : ''}
                  {c.text}
                </span>
              ))}
            </>
          )}
        </p>
      )}
      {model.solver && <p className="muted dd-solver">{tr.t('dd.solvedBy', { solver: model.solver })}</p>}
    </div>
  );
}
