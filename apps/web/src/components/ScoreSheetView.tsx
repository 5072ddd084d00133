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
import { useI18n } from '../i18n.js';
import { PlayerScoreSheet } from './PlayerScoreSheet.js';

type Sheet = NonNullable<TableInfo['sheet']>;
type Line = Sheet['lines'][number];

const sum = (line: Line, side: 'NS' | 'EW', where: 'above' | 'below') =>
  line.entries.filter((e) => e.side === side && e.line === where).map((e) => e.points);

function Cell({ points }: { readonly points: readonly number[] }) {
  const { tr } = useI18n();
  return (
    <td>
      {points.map((p, i) => (
        <div key={i}>{tr.number(p)}</div>
      ))}
    </td>
  );
}

/** A rubber or Chicago sheet: above the line, the line, below the line by games. */
function RubberSheet({ sheet }: { readonly sheet: Sheet }) {
  const { tr, sideLetters } = useI18n().labels;
  const above = sheet.lines
    .filter((l) => l.entries.some((e) => e.line === 'above'))
    .slice()
    .reverse();
  const below = sheet.lines.filter((l) => l.entries.some((e) => e.line === 'below') || l.gameWon);
  return (
    <table
      className="grid-table rubber-sheet"
      aria-label={sheet.kind === 'rubber' ? tr.t('sheet.rubberTitle') : tr.t('sheet.chicagoTitle')}
    >
      <thead>
        <tr>
          <th scope="col">{sideLetters('N', 'S')}</th>
          <th scope="col">{sideLetters('E', 'W')}</th>
        </tr>
      </thead>
      <tbody>
        {above.map((l, i) => (
          <tr key={`a${i}`} className="above">
            <Cell points={sum(l, 'NS', 'above')} />
            <Cell points={sum(l, 'EW', 'above')} />
          </tr>
        ))}
        <tr className="the-line" aria-label={tr.t('sheet.theLine')}>
          <td />
          <td />
        </tr>
        {below.map((l, i) => (
          <tr key={`b${i}`} className={l.gameWon ? 'game-end' : undefined}>
            <Cell points={sum(l, 'NS', 'below')} />
            <Cell points={sum(l, 'EW', 'below')} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>
            <b>{tr.number(sheet.totals.NS.total)}</b>
          </td>
          <td>
            <b>{tr.number(sheet.totals.EW.total)}</b>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The score sheet for any form. */
export function ScoreSheetView({ info }: { readonly info: TableInfo }) {
  const { tr, labels } = useI18n();
  // Four at One Table and Hao bridge score each player (issue 6).
  if (info.playerTotals) return <PlayerScoreSheet info={info} />;
  const title =
    info.form === 'rubber'
      ? tr.t('sheet.rubberTitle')
      : info.form === 'chicago'
        ? tr.t('sheet.chicagoTitle')
        : tr.t('sheet.title');
  return (
    <div data-testid="score-sheet">
      <h3>{title}</h3>
      {info.sheet && (
        <>
          <RubberSheet sheet={info.sheet} />
          <p className="muted" style={{ margin: '6px 0 10px', fontSize: '.875rem' }}>
            {tr.t('sheet.games', { count: info.sheet.games.length })}
            {info.sheet.finished && info.sheet.winner
              ? `; ${tr.t('sheet.won', { side: info.sheet.winner === 'NS' ? tr.t('side.NS') : tr.t('side.EW') })}`
              : ''}
            .
          </p>
        </>
      )}
      <table className="grid-table score-sheet" aria-label={tr.t('sheet.deals')}>
        <thead>
          <tr>
            <th scope="col">{tr.t('sheet.deal')}</th>
            <th scope="col">{tr.t('sheet.contract')}</th>
            <th scope="col">{tr.t('sheet.tricks')}</th>
            <th scope="col">{labels.sideLetters('N', 'S')}</th>
            <th scope="col">{labels.sideLetters('E', 'W')}</th>
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
                  : tr.t('sheet.passed')}
              </td>
              <td>{d.result.declarerTricks ?? '–'}</td>
              <td>{d.score && d.score.NS > 0 ? tr.number(d.score.NS) : ''}</td>
              <td>{d.score && d.score.EW > 0 ? tr.number(d.score.EW) : ''}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {tr.t('sheet.total')}
            </th>
            <td>
              <b>{tr.number(info.totals.NS)}</b>
            </td>
            <td>
              <b>{tr.number(info.totals.EW)}</b>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
