/**
 * A board's traveller (every table's result on it, with the match points or IMPs each side got):
 * one rendering for the public results, the director's console (which embeds them) and a table
 * device after its entry. The result cell is `LineResult`, also used by the pair's score card.
 *
 * ```tsx
 * <Traveller board={scoredBoard} />
 * <Traveller board={view.traveller} hiddenCaption mine={view.ns?.id} />
 * ```
 */
import type { ScoredBoard } from '@biritch/competition';
import { useI18n } from '../i18n.js';
import { resultText } from '../entry/entrySelectors.js';

/** Props of a traveller. */
export interface TravellerProps {
  readonly board: ScoredBoard;
  /** The caption for screen readers only (the page already names the board). */
  readonly hiddenCaption?: boolean | undefined;
  /** The N–S pair whose line is marked (a table device's own). */
  readonly mine?: string | null | undefined;
}

/** What one line of a traveller or score card says about the result. */
interface ResultLine {
  /** The adjustment given, if any (its kind is shown elsewhere). */
  readonly adjusted?: unknown;
  readonly contract?: string | null | undefined;
  readonly declarer?: string | null | undefined;
  readonly tricks?: number | null | undefined;
}

/** A line's result, compact ('4♠ N ='), or "adjusted" for an artificial score (Law 12C). */
export function LineResult({ line }: { readonly line: ResultLine }) {
  const { tr, labels } = useI18n();
  if (line.adjusted) return <>{tr.t('club.results.adjusted')}</>;
  if (!line.contract) return null;
  return (
    <>
      {resultText(
        {
          passedOut: line.contract === 'pass',
          contract: line.contract,
          declarer: line.declarer as never,
          tricks: line.tricks,
        },
        labels,
        true,
      )}
    </>
  );
}

/** A board's traveller: pairs, contract, (opening lead when recorded), score and points. */
export function Traveller({ board, hiddenCaption, mine }: TravellerProps) {
  const { tr, labels } = useI18n();
  const pts = (n: number) => tr.number(n, { maximumFractionDigits: 2 });
  const leads = board.lines.some((l) => l.lead);
  return (
    <table className="traveller" data-testid={`traveller-${board.board}`}>
      <caption className={hiddenCaption ? 'visually-hidden' : undefined}>
        {tr.t('club.results.traveller', { board: board.board })}
        {board.top !== null && <> · {tr.t('club.results.top', { top: pts(board.top) })}</>}
      </caption>
      <thead>
        <tr>
          <th scope="col">{labels.sideLetters('N', 'S')}</th>
          <th scope="col">{labels.sideLetters('E', 'W')}</th>
          <th scope="col">{tr.t('club.results.contract')}</th>
          {leads && <th scope="col">{tr.t('club.results.lead')}</th>}
          <th scope="col" className="num">
            {tr.t('club.results.score')}
          </th>
          <th scope="col" className="num">
            {tr.t('club.results.points')}
          </th>
        </tr>
      </thead>
      <tbody>
        {board.lines.map((l) => (
          <tr key={`${l.section ?? ''}-${l.ns}-${l.ew}`} className={mine && l.ns === mine ? 'mine' : undefined}>
            <td>{l.ns}</td>
            <td>{l.ew}</td>
            <td>
              <LineResult line={l} />
            </td>
            {leads && <td>{l.lead ?? ''}</td>}
            <td className="num">{l.score ?? ''}</td>
            <td className="num">
              {pts(l.nsPoints)} / {pts(l.ewPoints)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
