/**
 * The table's score sheet. Rubber and Chicago: the classic sheet with N–S and E–W columns,
 * premiums above the line and trick points below it, a rule under each game, and the totals
 * (the sheet is @biritch/scoring's `ScoreSheet`, computed by the server). Other forms: one line
 * per deal with each side's score and the running totals.
 *
 * ```tsx
 * <ScoreSheetView info={info} />
 * ```
 */
import type { TableInfo } from '@biritch/protocol';
import { contractText } from '../selectors.js';
import { PlayerScoreSheet } from './PlayerScoreSheet.js';

type Sheet = NonNullable<TableInfo['sheet']>;
type Line = Sheet['lines'][number];

const sum = (line: Line, side: 'NS' | 'EW', where: 'above' | 'below') =>
  line.entries.filter((e) => e.side === side && e.line === where).map((e) => e.points);

function Cell({ points }: { readonly points: readonly number[] }) {
  return <td>{points.map((p, i) => <div key={i}>{p}</div>)}</td>;
}

/** A rubber or Chicago sheet: above the line, the line, below the line by games. */
function RubberSheet({ sheet }: { readonly sheet: Sheet }) {
  const above = sheet.lines.filter((l) => l.entries.some((e) => e.line === 'above')).slice().reverse();
  const below = sheet.lines.filter((l) => l.entries.some((e) => e.line === 'below') || l.gameWon);
  return (
    <table className="grid-table rubber-sheet" aria-label={`${sheet.kind === 'rubber' ? 'Rubber' : 'Chicago'} score sheet`}>
      <thead>
        <tr><th scope="col">N–S</th><th scope="col">E–W</th></tr>
      </thead>
      <tbody>
        {above.map((l, i) => (
          <tr key={`a${i}`} className="above"><Cell points={sum(l, 'NS', 'above')} /><Cell points={sum(l, 'EW', 'above')} /></tr>
        ))}
        <tr className="the-line" aria-label="The line"><td /><td /></tr>
        {below.map((l, i) => (
          <tr key={`b${i}`} className={l.gameWon ? 'game-end' : undefined}>
            <Cell points={sum(l, 'NS', 'below')} /><Cell points={sum(l, 'EW', 'below')} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr><td><b>{sheet.totals.NS.total}</b></td><td><b>{sheet.totals.EW.total}</b></td></tr>
      </tfoot>
    </table>
  );
}

/** The score sheet for any form. */
export function ScoreSheetView({ info }: { readonly info: TableInfo }) {
  // Four at One Table and Hao bridge score each player (issue 6).
  if (info.playerTotals) return <PlayerScoreSheet info={info} />;
  const title = info.form === 'rubber' ? 'Rubber score sheet' : info.form === 'chicago' ? 'Chicago score sheet' : 'Score sheet';
  return (
    <div data-testid="score-sheet">
      <h3>{title}</h3>
      {info.sheet && (
        <>
          <RubberSheet sheet={info.sheet} />
          <p className="muted" style={{ margin: '6px 0 10px', fontSize: '.875rem' }}>
            {info.sheet.games.length} game{info.sheet.games.length === 1 ? '' : 's'} played
            {info.sheet.finished && info.sheet.winner ? `; ${info.sheet.winner === 'NS' ? 'North–South' : 'East–West'} won` : ''}.
          </p>
        </>
      )}
      <table className="grid-table score-sheet" aria-label="Deals">
        <thead>
          <tr><th scope="col">Deal</th><th scope="col">Contract</th><th scope="col">Tricks</th><th scope="col">N–S</th><th scope="col">E–W</th></tr>
        </thead>
        <tbody>
          {info.results.map((d) => (
            <tr key={d.deal}>
              <td>{d.deal}{info.form === 'duplicate' ? ` (bd ${d.board})` : ''}</td>
              <td>{d.result.contract ? `${contractText(d.result.contract)} ${d.result.declarer ?? ''}` : 'Passed'}</td>
              <td>{d.result.declarerTricks ?? '–'}</td>
              <td>{d.score && d.score.NS > 0 ? d.score.NS : ''}</td>
              <td>{d.score && d.score.EW > 0 ? d.score.EW : ''}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr><th scope="row" colSpan={3}>Total</th><td><b>{info.totals.NS}</b></td><td><b>{info.totals.EW}</b></td></tr>
        </tfoot>
      </table>
    </div>
  );
}
