/**
 * The table's display menu: choices that change only how this browser draws the table (the
 * four-colour deck), remembered in `localStorage` (`displayOptions.ts`).
 *
 * ```tsx
 * <DisplayMenu />
 * ```
 */
import { useI18n } from '../i18n.js';
import { useFourColour } from './displayOptions.js';

/** A small disclosure menu on the felt with the display choices. */
export function DisplayMenu() {
  const { tr } = useI18n();
  const [fourColour, setFourColour] = useFourColour();
  return (
    <details className="table-menu">
      <summary className="btn btn-small">{tr.t('display.menu')}</summary>
      <div className="table-menu-body">
        <label>
          <input
            type="checkbox"
            data-testid="four-colour"
            checked={fourColour}
            onChange={(e) => setFourColour(e.target.checked)}
          />{' '}
          {tr.t('display.fourColour')}
        </label>
      </div>
    </details>
  );
}
