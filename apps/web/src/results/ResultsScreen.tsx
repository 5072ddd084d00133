/**
 * The live results (the public page `/s/ID`, on a projector or a phone): the ranking after each
 * round as the director allows (the barometer), every board's traveller with its points and its
 * frequency table, and a pair's personal score card. Presentational: the page owns the socket.
 *
 * ```tsx
 * <ResultsScreen title="Tuesday pairs" results={results} />
 * ```
 */
import { useState } from 'react';
import type { ScoredBoard } from '@biritch/competition';
import { useI18n } from '../i18n.js';
import { HandRecord } from './HandRecord.js';
import { LineResult, Traveller } from './Traveller.js';
import {
  selectBarometerAt,
  selectBarometerRounds,
  selectBoards,
  selectFrequencies,
  selectParticipants,
  selectRanking,
  selectScoreCard,
  type ResultsState,
} from './resultsSelectors.js';

/** Props of the results screen. */
export interface ResultsScreenProps {
  readonly title: string;
  /** Inside another page (the director's console): headings one level down. */
  readonly embedded?: boolean | undefined;
  readonly results: ResultsState;
}

/** The whole public results screen. */
export function ResultsScreen({ title, results, embedded }: ResultsScreenProps) {
  const Title = embedded ? 'h2' : 'h1';
  const { tr, labels } = useI18n();
  const [atRound, setAtRound] = useState<number | null>(null);
  const rounds = selectBarometerRounds(results);
  const current = selectRanking(results, labels);
  // The barometer: any closed round's standings, on request; the latest ranking otherwise.
  const ranking = (atRound !== null ? selectBarometerAt(results, atRound, labels) : null) ?? current;
  const boards = selectBoards(results);
  const pairs = selectParticipants(results);
  const [board, setBoard] = useState<string | null>(null);
  const [pair, setPair] = useState<string>('');
  const shown = boards.find((b) => `${b.board}|${(b.sections ?? []).join('+')}` === board) ?? null;
  const card = pair ? selectScoreCard(results, pair) : [];
  const side = (d: 'NS' | 'EW' | null) =>
    d === 'NS' ? labels.sideLetters('N', 'S') : d === 'EW' ? labels.sideLetters('E', 'W') : '';

  return (
    <section className="results" aria-labelledby="results-title">
      <header className="results-head">
        <Title id="results-title">{title}</Title>
        <p className="results-stage" role="status">
          {ranking.stage?.kind === 'final'
            ? tr.t('club.results.final')
            : ranking.stage?.kind === 'round'
              ? tr.t('club.results.afterRound', { round: ranking.stage.round })
              : ranking.stage?.kind === 'live'
                ? tr.t('club.results.live')
                : null}
        </p>
      </header>

      <div className="results-ranking">
        <h2>{tr.t('club.results.ranking')}</h2>
        {rounds.length > 1 && (
          <div className="board-chips barometer-chips" role="group" aria-label={tr.t('club.results.barometer')}>
            {rounds.map((r) => (
              <button
                key={r}
                type="button"
                className={`btn btn-small${atRound === r ? ' btn-primary' : ''}`}
                aria-pressed={atRound === r}
                onClick={() => setAtRound(atRound === r ? null : r)}
              >
                {tr.t('club.results.afterRound', { round: r })}
              </button>
            ))}
          </div>
        )}
        {ranking.state === 'hidden' && <p className="muted">{tr.t('club.results.hidden')}</p>}
        {ranking.state === 'none' && <p className="muted">{tr.t('club.results.none')}</p>}
        <div className="ranking-groups">
          {ranking.groups.map((g) => (
            <table key={g.direction ?? 'all'} className="ranking" data-direction={g.direction ?? 'all'}>
              {g.direction && <caption>{tr.t('club.results.direction', { direction: side(g.direction) })}</caption>}
              <thead>
                <tr>
                  <th scope="col">{tr.t('club.results.rank')}</th>
                  <th scope="col">{tr.t('club.results.pair')}</th>
                  <th scope="col">{tr.t('club.results.names')}</th>
                  <th scope="col" className="num">
                    {tr.t('club.results.total')}
                  </th>
                  <th scope="col" className="num">
                    {tr.t('club.results.percent')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {g.rows.map((r) => (
                  <tr key={r.id}>
                    <td>{r.rank}</td>
                    <td>
                      <b>{r.id}</b>
                    </td>
                    <td>{r.names}</td>
                    <td className="num">{r.total}</td>
                    <td className="num">{r.percent ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </div>

      {boards.length > 0 && (
        <div className="results-boards">
          <h2>{tr.t('club.results.boards')}</h2>
          <div className="board-chips" role="group" aria-label={tr.t('club.results.boards')}>
            {boards.map((b) => {
              const key = `${b.board}|${(b.sections ?? []).join('+')}`;
              return (
                <button
                  key={key}
                  type="button"
                  className={`btn btn-small${key === board ? ' btn-primary' : ''}`}
                  aria-pressed={key === board}
                  onClick={() => setBoard(key === board ? null : key)}
                >
                  {b.board}
                </button>
              );
            })}
          </div>
          {shown && <BoardResults board={shown} frequencies={selectFrequencies(results, shown)} />}
          {shown && results.hands[shown.board] && (
            <HandRecord
              board={shown.board}
              deal={results.hands[shown.board]!.deal}
              doubleDummy={results.hands[shown.board]!.doubleDummy}
              par={results.hands[shown.board]!.par}
            />
          )}
        </div>
      )}

      {pairs.length > 0 && (
        <div className="results-card">
          <h2>{tr.t('club.results.scoreCard')}</h2>
          <label>
            {tr.t('club.results.choosePair')}{' '}
            <select value={pair} onChange={(e) => setPair(e.target.value)}>
              <option value="">—</option>
              {pairs.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          {card.length > 0 && (
            <table className="traveller" data-testid="score-card">
              <thead>
                <tr>
                  <th scope="col">{tr.t('club.dir.board')}</th>
                  <th scope="col">{tr.t('club.results.opponents')}</th>
                  <th scope="col">{tr.t('club.results.contract')}</th>
                  <th scope="col" className="num">
                    {tr.t('club.results.total')}
                  </th>
                  <th scope="col" className="num">
                    {tr.t('club.results.percent')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {card.map((l) => (
                  <tr key={`${l.board}-${l.round ?? 0}`}>
                    <td>{l.board}</td>
                    <td>
                      {l.opponent} ({side(l.direction === 'NS' ? 'EW' : 'NS')})
                    </td>
                    <td>
                      <LineResult line={l} />
                    </td>
                    <td className="num">{tr.number(l.points, { maximumFractionDigits: 2 })}</td>
                    <td className="num">
                      {l.percent === null ? '' : tr.number(l.percent, { maximumFractionDigits: 0 })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  );
}

/** One board: its traveller and its frequency table. */
function BoardResults({
  board,
  frequencies,
}: {
  board: ScoredBoard;
  frequencies: readonly { score: number; count: number; nsPoints: number; ewPoints: number }[];
}) {
  const { tr } = useI18n();
  const pts = (n: number) => tr.number(n, { maximumFractionDigits: 2 });
  return (
    <div className="board-results">
      <Traveller board={board} />
      {frequencies.length > 0 && (
        <table className="traveller freq">
          <caption>{tr.t('club.results.frequencies')}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {tr.t('club.results.score')}
              </th>
              <th scope="col" className="num">
                {tr.t('club.results.count')}
              </th>
              <th scope="col" className="num">
                {tr.t('club.results.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {frequencies.map((f) => (
              <tr key={f.score}>
                <td className="num">{f.score}</td>
                <td className="num">{f.count}</td>
                <td className="num">
                  {pts(f.nsPoints)} / {pts(f.ewPoints)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
