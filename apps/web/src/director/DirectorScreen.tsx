/**
 * The director console (desktop, 1280×800 first): set up each section (pairs by paste or CSV,
 * the movement chosen from the engine's proposals with rounds, boards and balance, the boards
 * dealt or imported, table cards and guide cards to print, board files), run the evening (start and close rounds,
 * a round timer with a warning, the grid of tables, corrections, adjusted scores, late play, late
 * arrivals and departures, fouled boards), then close, publish and export. Every action goes to the server; its
 * refusals come back coded and are shown in words.
 *
 * ```tsx
 * <DirectorScreen info={info} state={state} results={results} api={directorApi(id, token)} now={Date.now()} />
 * ```
 */
import { useState, type ChangeEvent } from 'react';
import type { Adjustment, SessionState } from '@biritch/competition';
import type { ProposalWire, SessionInfo, SessionSettings, TableCredential } from '@biritch/protocol';
import type { Result } from '@biritch/core';
import { useI18n } from '../i18n.js';
import type { DirectorApi } from '../club/clubApi.js';
import { DraftForm } from '../entry/EntryScreen.js';
import { QrCode } from '../club/QrCode.js';
import {
  draftFromResult,
  draftGap,
  draftResult,
  EMPTY_DRAFT,
  resultText,
  type EntryDraft,
} from '../entry/entrySelectors.js';
import { ResultsScreen } from '../results/ResultsScreen.js';
import type { ResultsState } from '../results/resultsSelectors.js';
import {
  makeFoulCommand,
  selectBoardPlaces,
  selectFouledBoards,
  selectParticipants,
  selectRoundControl,
  selectTableGrid,
  timerView,
  type TableRow,
} from './directorSelectors.js';

/** Props of the console. */
export interface DirectorScreenProps {
  readonly info: SessionInfo;
  readonly state: SessionState;
  readonly results: ResultsState;
  readonly api: DirectorApi;
  /** The clock, read by the page (the timer's only input besides the round's start). */
  readonly now: number;
  /** When each section's round in play started (ms), by the server's clock (the engine keeps none). */
  readonly roundStartedAt: Readonly<Record<string, number>>;
  /** Called after a call that changes set-up, so the page refreshes what the socket does not send. */
  readonly onChanged?: (() => void) | undefined;
}

/** The whole console. */
export function DirectorScreen(props: DirectorScreenProps) {
  const { info, results, api } = props;
  const { tr } = useI18n();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async <T,>(p: Promise<Result<T>>, after?: (v: T) => void): Promise<void> => {
    const r = await p;
    if (r.ok) {
      setMessage({ ok: true, text: tr.t('club.dir.done') });
      after?.(r.value);
      props.onChanged?.();
    } else setMessage({ ok: false, text: tr.error(r.error) });
  };
  const download = async (name: string) => {
    const r = await api.file(name);
    if (!r.ok) {
      setMessage({ ok: false, text: tr.error(r.error) });
      return;
    }
    const url = URL.createObjectURL(r.value);
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const publicPath = `/s/${info.id}`;

  return (
    <section className="director" aria-labelledby="dir-title">
      <header className="dir-head">
        <h1 id="dir-title">{info.name}</h1>
        <a href={publicPath} target="_blank" rel="noreferrer">
          {tr.t('club.dir.publicLink')}: {window.location.origin}
          {publicPath}
        </a>
      </header>
      {message && (
        <p className={message.ok ? 'dir-ok' : 'entry-refusal'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}

      {info.sections.map((sec) => (
        <SectionConsole key={sec.section} {...props} section={sec.section} run={run} download={download} />
      ))}

      {!info.finished && <SettingsPanel {...props} run={run} />}

      <div className="dir-panel">
        <h2>{tr.t('club.dir.step.close')}</h2>
        {info.finished ? (
          <p>{tr.t('club.dir.closed')}</p>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!Object.values(info.sections).some((x) => Object.keys(x.rounds).length > 0)}
            onClick={() => void run(api.close())}
          >
            {tr.t('club.dir.closeSession')}
          </button>
        )}
        <p className="dir-files">
          {tr.t('club.dir.exports')}{' '}
          {['results.xml', 'results.pbn', 'handrecord.pdf'].map((f) => (
            <button key={f} type="button" className="btn btn-small" onClick={() => void download(f)}>
              {f}
            </button>
          ))}
        </p>
      </div>

      <div className="dir-panel">
        <ResultsScreen title={tr.t('club.results.title')} results={results} embedded />
      </div>
    </section>
  );
}

interface SectionProps extends DirectorScreenProps {
  readonly section: string;
  readonly run: <T>(p: Promise<Result<T>>, after?: (v: T) => void) => Promise<void>;
  readonly download: (name: string) => Promise<void>;
}

function SectionConsole(props: SectionProps) {
  const { info, state, api, section, run, download, now } = props;
  const { tr } = useI18n();
  const sec = info.sections.find((s) => s.section === section)!;
  const control = selectRoundControl(state, section);
  const pairs = selectParticipants(state, section);
  const [csv, setCsv] = useState('');
  const [boards, setBoards] = useState(String(Math.max(sec.tables * 3, 12)));
  const [proposals, setProposals] = useState<readonly ProposalWire[] | null>(null);
  const [pbn, setPbn] = useState('');
  const [cards, setCards] = useState<readonly TableCredential[] | null>(null);
  // About 7½ minutes a board, a common club pace, until the director types another figure.
  const [typedMinutes, setMinutes] = useState<string | null>(null);
  const minutes = typedMinutes ?? String(Math.max(1, Math.round((sec.movement?.boardsPerRound ?? 3) * 7.5)));
  const movement = state.sections[section]?.movement ?? null;
  const started = props.roundStartedAt[section];
  const timer = control?.inPlay != null && started !== undefined ? timerView(started, Number(minutes) || 0, now) : null;
  const gridRound = control?.inPlay ?? (control && control.closed > 0 ? control.closed : null);
  // Once play has started the evening comes first and the set-up folds away.
  const playing = control !== null && (control.inPlay !== null || control.closed > 0);

  const readFile = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (f) void f.text().then(setCsv);
  };

  const setupPanels = (
    <>
      <div className="dir-setup">
        <div className="dir-panel">
          <h2>{tr.t('club.dir.step.players')}</h2>
          {movement === null && (
            <>
              <p className="muted">{tr.t('club.dir.playersHelp')}</p>
              <label className="visually-hidden" htmlFor={`csv-${section}`}>
                {tr.t('club.dir.playersList')}
              </label>
              <textarea
                id={`csv-${section}`}
                rows={5}
                value={csv}
                onChange={(e) => setCsv(e.target.value)}
                placeholder={'number,name1,member1,name2,member2\n1,Ann Lee,1234,Bob Fox,5678'}
              />
              <div className="dir-row">
                <label className="btn btn-small file-btn">
                  {tr.t('club.dir.importCsv')}
                  <input
                    type="file"
                    accept=".csv,text/csv,text/plain"
                    onChange={readFile}
                    className="visually-hidden"
                  />
                </label>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!csv.trim() || movement !== null}
                  onClick={() => void run(api.registerCsv(section, csv), () => setCsv(''))}
                >
                  {tr.t('club.dir.register')}
                </button>
              </div>
            </>
          )}
          {pairs.length > 0 && (
            <>
              <p>
                <b>{tr.t('club.dir.registered', { count: pairs.filter((p) => !p.phantom).length })}</b>
              </p>
              <ol className="dir-pairs">
                {pairs.map((p) => (
                  <li key={p.id} value={Number(p.id) || undefined}>
                    <b>{p.id}</b> {p.names}
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>

        <div className="dir-panel">
          <h2>{tr.t('club.dir.step.movement')}</h2>
          {movement ? (
            <p>
              <b>
                {tr.t('club.dir.mv.chosen', {
                  name: movement.name,
                  rounds: movement.rounds,
                  perRound: movement.boardsPerRound,
                })}
              </b>
            </p>
          ) : (
            <>
              <div className="dir-row">
                <label>
                  {tr.t('club.dir.boardsWanted')}{' '}
                  <input
                    type="number"
                    min={1}
                    max={128}
                    value={boards}
                    onChange={(e) => setBoards(e.target.value)}
                    className="num-input"
                  />
                </label>
                <button
                  type="button"
                  className="btn"
                  disabled={pairs.length === 0}
                  onClick={() => void run(api.proposals(section, Number(boards) || null), setProposals)}
                >
                  {tr.t('club.dir.propose')}
                </button>
              </div>
              {proposals && (
                <div className="dir-scroll">
                  <table className="traveller proposals">
                    <thead>
                      <tr>
                        <th scope="col">{tr.t('club.dir.mv.name')}</th>
                        <th scope="col" className="num">
                          {tr.t('club.dir.mv.rounds')}
                        </th>
                        <th scope="col" className="num">
                          {tr.t('club.dir.mv.perRound')}
                        </th>
                        <th scope="col" className="num">
                          {tr.t('club.dir.mv.boards')}
                        </th>
                        <th scope="col" className="num">
                          {tr.t('club.dir.mv.balance')}
                        </th>
                        <th scope="col" />
                      </tr>
                    </thead>
                    <tbody>
                      {proposals.map((p) => (
                        <tr key={`${p.name}-${p.boardsPerRound}`}>
                          <td title={p.note}>{p.name}</td>
                          <td className="num">{p.rounds}</td>
                          <td className="num">{p.boardsPerRound}</td>
                          <td className="num">{p.boardsPlayed}</td>
                          <td className="num">
                            {p.balance === null ? '' : tr.number(p.balance, { maximumFractionDigits: 1 })}
                          </td>
                          <td>
                            <button
                              type="button"
                              className="btn btn-small btn-primary"
                              onClick={() =>
                                void run(api.chooseMovement(section, p.name, p.boardsPerRound), () =>
                                  setProposals(null),
                                )
                              }
                            >
                              {tr.t('club.dir.mv.choose')}
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          )}
        </div>

        <div className="dir-panel">
          <h2>{tr.t('club.dir.step.boards')}</h2>
          {info.boards > 0 ? (
            <p>
              <b>{tr.t('club.dir.boardsReady', { count: info.boards })}</b>
            </p>
          ) : (
            <>
              <button
                type="button"
                className="btn btn-primary"
                disabled={!movement}
                onClick={() => void run(api.dealBoards(movement?.boards ?? 0))}
              >
                {tr.t('club.dir.deal', { count: movement?.boards ?? (Number(boards) || 0) })}
              </button>
              <label className="dir-block">
                {tr.t('club.dir.pbn')}
                <textarea rows={3} value={pbn} onChange={(e) => setPbn(e.target.value)} />
              </label>
              <button
                type="button"
                className="btn"
                disabled={!pbn.trim()}
                onClick={() => void run(api.importBoards(pbn), () => setPbn(''))}
              >
                {tr.t('club.dir.importPbn')}
              </button>
            </>
          )}
        </div>

        <div className="dir-panel">
          <h2>{tr.t('club.dir.step.tables')}</h2>
          <div className="dir-row">
            <button type="button" className="btn" onClick={() => void run(api.tables(), setCards)}>
              {tr.t('club.dir.print')}
            </button>
            <button
              type="button"
              className="btn"
              disabled={info.boards === 0}
              onClick={() => void download('handrecord.pdf')}
            >
              {tr.t('club.dir.handRecords')}
            </button>
            <button type="button" className="btn" disabled={!movement} onClick={() => void download('guidecards.pdf')}>
              {tr.t('club.dir.guideCards')}
            </button>
          </div>
          <p className="dir-files">
            {tr.t('club.dir.boardFiles')}{' '}
            {['boards.pbn', 'boards.dup', 'boards.dlm'].map((f) => (
              <button
                key={f}
                type="button"
                className="btn btn-small"
                disabled={info.boards === 0}
                onClick={() => void download(f)}
              >
                {f}
              </button>
            ))}
          </p>
        </div>
      </div>

      {cards && (
        <div className="table-cards" data-testid="table-cards">
          {cards
            .filter((c) => c.section === section)
            .map((c) => (
              <div key={c.table} className="table-card">
                <div className="tc-table">
                  {tr.t('club.dir.grid.table')} {c.table}
                </div>
                <div className="tc-code">{tr.t('club.dir.card.code', { code: c.code, pin: c.pin })}</div>
                <QrCode
                  text={`${window.location.origin}${c.joinPath}`}
                  label={`${tr.t('club.dir.grid.table')} ${c.table}`}
                />
                <div className="tc-url">
                  {window.location.origin}
                  {c.joinPath}
                </div>
              </div>
            ))}
          <button type="button" className="btn no-print" onClick={() => window.print()}>
            {tr.t('club.dir.print')}
          </button>
        </div>
      )}
    </>
  );
  const runPanel = (
    <div className="dir-panel dir-run">
      <h2>{tr.t('club.dir.step.run')}</h2>
      <div className="dir-row">
        {control?.inPlay != null && (
          <b className="dir-round">
            {tr.t('club.dir.roundOpen', { round: control.inPlay, rounds: control.rounds ?? 0 })}
          </b>
        )}
        {control?.next != null && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!control.canStart}
            onClick={() => void run(api.startRound(section, control.next!))}
          >
            {tr.t('club.dir.startRound', { round: control.next })}
          </button>
        )}
        {control?.inPlay != null && (
          <button type="button" className="btn" onClick={() => void run(api.closeRound(section, control.inPlay!))}>
            {tr.t('club.dir.closeRound', { round: control.inPlay })}
          </button>
        )}
        <label>
          {tr.t('club.dir.minutes')}{' '}
          <input
            type="number"
            min={1}
            max={120}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            className="num-input"
          />
        </label>
        {timer && (
          <span
            className={`dir-timer${timer.over ? ' over' : timer.warning ? ' warning' : ''}`}
            role="timer"
            aria-live="polite"
          >
            {timer.over ? tr.t('club.dir.timeUp') : tr.t('club.dir.timeLeft', { minutes: timer.left })}
          </span>
        )}
      </div>
      {gridRound !== null && (
        <TableGridView {...props} round={gridRound} late={timer?.over === true && control?.inPlay === gridRound} />
      )}
      {pairs.length > 0 && <PairChanges {...props} pairs={pairs.map((p) => p.id)} />}
      {movement && <FouledBoards {...props} />}
    </div>
  );

  return (
    <div className="dir-section">
      {info.sections.length > 1 && <h2 className="dir-section-title">{tr.t('club.dir.section', { section })}</h2>}
      {playing ? (
        <>
          {runPanel}
          <details className="dir-setup-wrap">
            <summary>{tr.t('club.dir.setup')}</summary>
            {setupPanels}
          </details>
        </>
      ) : (
        <>
          {setupPanels}
          {runPanel}
        </>
      )}
    </div>
  );
}

function TableGridView(props: SectionProps & { readonly round: number; readonly late: boolean }) {
  const { state, section, round, late } = props;
  const { tr } = useI18n();
  const calls = props.info.sections.find((x) => x.section === section)?.calls;
  const grid = selectTableGrid(state, section, round, { late, calls });
  const [selected, setSelected] = useState<number | null>(null);
  const row = grid.rows.find((r) => r.table === selected) ?? null;
  const statusText = (r: TableRow) =>
    r.status === 'done'
      ? tr.t('club.dir.t.done')
      : r.status === 'sit-out'
        ? tr.t('club.dir.t.sitOut')
        : r.status === 'late'
          ? `${tr.t('club.dir.t.late')} · ${tr.t('club.dir.t.playing', { done: r.entered, total: r.boards.length })}`
          : r.status === 'toConfirm'
            ? tr.t('club.dir.t.toConfirm', { count: r.toConfirm })
            : tr.t('club.dir.t.playing', { done: r.entered, total: r.boards.length });
  return (
    <>
      <h3>
        {tr.t('club.dir.grid')} · {tr.t('club.entry.round', { round })}
      </h3>
      <ul className="table-grid">
        {grid.rows.map((r) => (
          <li key={r.table}>
            <button
              type="button"
              className={`grid-cell gs-${r.status}${r.flagged ? ' flagged' : ''}${selected === r.table ? ' selected' : ''}`}
              onClick={() => setSelected(selected === r.table ? null : r.table)}
              aria-pressed={selected === r.table}
              data-testid={`grid-table-${r.table}`}
            >
              <span className="gc-table">{r.table}</span>
              <span className="gc-pairs">
                {r.ns ?? '–'} v {r.ew ?? '–'}
              </span>
              <span className="gc-boards">
                {r.boards.map((b) => (
                  <i
                    key={b.board}
                    className={`bd bd-${b.state}${b.flagged ? ' bd-flag' : ''}`}
                    title={String(b.board)}
                  />
                ))}
              </span>
              <span className="gc-status">
                {statusText(r)}
                {r.flagged ? ` · ${tr.t('club.dir.t.flagged')}` : ''}
                {r.called && <b className="gc-called"> · {tr.t('club.dir.t.called')}</b>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {row && <TableDetail {...props} row={row} />}
    </>
  );
}

const ADJUSTMENTS = ['average-plus', 'average', 'average-minus'] as const;

function TableDetail(props: SectionProps & { readonly round: number; readonly row: TableRow }) {
  const { state, section, round, row, api, run } = props;
  const { tr, labels } = useI18n();
  const [editing, setEditing] = useState<EntryDraft | null>(null);
  const [adjust, setAdjust] = useState<{ board: number; ns: Adjustment; ew: Adjustment } | null>(null);
  const place = (board: number) => ({ section, round, table: row.table, board });
  return (
    <div className="dir-detail" aria-label={`${tr.t('club.dir.table')} ${row.table}`} role="region">
      <h3>
        {tr.t('club.dir.table')} {row.table}: {labels.sideLetters('N', 'S')} {row.ns} {row.nsNames} ·{' '}
        {labels.sideLetters('E', 'W')} {row.ew} {row.ewNames}
      </h3>
      {row.called && (
        <p className="dir-called">
          <b>{tr.t('club.dir.t.called')}</b>{' '}
          <button type="button" className="btn btn-small" onClick={() => void run(api.answerCall(section, row.table))}>
            {tr.t('club.dir.answerCall')}
          </button>
        </p>
      )}
      <table className="traveller">
        <tbody>
          {row.boards.map((b) => {
            const rec = state.results[`${section}|${round}|${row.table}|${b.board}`];
            return (
              <tr key={b.board}>
                <th scope="row">{tr.t('club.entry.boardN', { board: b.board })}</th>
                <td>
                  {rec?.result
                    ? resultText(
                        { ...rec.result, contract: 'contract' in rec.result ? rec.result.contract : null },
                        labels,
                        true,
                      )
                    : ''}
                </td>
                <td className="num">{rec?.result ? rec.result.score : ''}</td>
                <td>
                  {rec?.adjusted
                    ? tr.t('club.results.adjusted')
                    : b.state === 'none'
                      ? ''
                      : tr.t(
                          `club.status.${b.state === 'confirmed' ? 'confirmed' : b.state === 'entered' ? 'entered' : 'open'}`,
                        )}
                  {rec?.version ? ` · ${tr.t('club.dir.foul.version', { version: rec.version })}` : ''}
                </td>
                <td className="dir-actions">
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() =>
                      setEditing(
                        rec?.result ? draftFromResultRecord(b.board, rec.result) : { ...EMPTY_DRAFT, board: b.board },
                      )
                    }
                  >
                    {tr.t('club.dir.correct')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => setAdjust({ board: b.board, ns: 'average', ew: 'average' })}
                  >
                    {tr.t('club.dir.adjust')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => void run(api.command({ type: 'allowLatePlay', ...place(b.board) }))}
                  >
                    {tr.t('club.dir.latePlay')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => void run(api.command({ type: 'markNotPlayed', ...place(b.board) }))}
                  >
                    {tr.t('club.dir.notPlayed')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="dir-row">
        <button
          type="button"
          className="btn btn-small"
          onClick={() => void run(api.command({ type: 'markWrongDirection', section, round, table: row.table }))}
        >
          {tr.t('club.dir.wrongDirection')}
        </button>
      </div>
      {editing && (
        <div className="dir-edit">
          <DraftForm
            draft={editing}
            board={undefined}
            leadRequired={false}
            onChange={setEditing}
            onCancel={() => setEditing(null)}
            onSend={() => {
              if (draftGap(editing, false) !== null || editing.board === null) return;
              const exists = state.results[`${section}|${round}|${row.table}|${editing.board}`]?.result;
              const played = draftResult(editing);
              const cmd = exists
                ? { type: 'correctResult' as const, ...place(editing.board), ...played }
                : {
                    type: 'enterResult' as const,
                    ...place(editing.board),
                    ns: row.ns ?? '',
                    ew: row.ew ?? '',
                    ...played,
                  };
              void run(api.command(cmd as never), () => setEditing(null));
            }}
          />
        </div>
      )}
      {adjust && (
        <form
          className="dir-adjust"
          onSubmit={(e) => {
            e.preventDefault();
            void run(api.command({ type: 'adjustScore', ...place(adjust.board), ns: adjust.ns, ew: adjust.ew }), () =>
              setAdjust(null),
            );
          }}
        >
          <b>
            {tr.t('club.dir.adjust')} · {tr.t('club.entry.boardN', { board: adjust.board })}
          </b>
          {(['ns', 'ew'] as const).map((side) => (
            <label key={side}>
              {tr.t(side === 'ns' ? 'club.dir.adjust.ns' : 'club.dir.adjust.ew')}{' '}
              <select
                value={adjust[side] as string}
                onChange={(e) => setAdjust({ ...adjust, [side]: e.target.value as Adjustment })}
              >
                {ADJUSTMENTS.map((a) => (
                  <option key={a} value={a}>
                    {tr.t(`club.dir.adj.${a}`)}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" className="btn btn-primary btn-small">
            {tr.t('club.dir.apply')}
          </button>
          <button type="button" className="btn btn-small" onClick={() => setAdjust(null)}>
            {tr.t('club.entry.cancel')}
          </button>
        </form>
      )}
    </div>
  );
}

function draftFromResultRecord(board: number, r: NonNullable<SessionState['results'][string]['result']>): EntryDraft {
  if (r.passedOut) return { ...EMPTY_DRAFT, board, passedOut: true };
  return draftFromResult({
    board,
    dealer: 'N',
    vulnerability: 'none',
    result: {
      passedOut: false,
      contract: r.contract,
      declarer: r.declarer,
      lead: r.lead ?? null,
      tricks: r.tricks,
      score: r.score,
    },
    enteredBy: null,
    confirmed: false,
    flagged: false,
    adjusted: false,
    traveller: null,
    percent: null,
  });
}

/** What the tables and the public see, changed mid-session: the public page and the tables follow at once. */
function SettingsPanel(props: DirectorScreenProps & { readonly run: SectionProps['run'] }) {
  const { info, api, run } = props;
  const { tr } = useI18n();
  const [draft, setDraft] = useState<SessionSettings>(info.settings);
  const set = <K extends keyof SessionSettings>(k: K, v: SessionSettings[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const changed = JSON.stringify(draft) !== JSON.stringify(info.settings);
  return (
    <div className="dir-panel dir-settings">
      <h2>{tr.t('club.dir.step.settings')}</h2>
      <div className="dir-row">
        <label>
          {tr.t('club.dir.ranking')}{' '}
          <select value={draft.ranking} onChange={(e) => set('ranking', e.target.value as SessionSettings['ranking'])}>
            <option value="live">{tr.t('club.dir.ranking.live')}</option>
            <option value="after-round">{tr.t('club.dir.ranking.afterRound')}</option>
            <option value="at-end">{tr.t('club.dir.ranking.atEnd')}</option>
          </select>
        </label>
        <label>
          {tr.t('club.dir.hideLast')}{' '}
          <input
            type="number"
            min={0}
            max={50}
            className="num-input"
            value={draft.hideLastRounds}
            onChange={(e) => set('hideLastRounds', Math.max(0, Math.min(50, Number(e.target.value) || 0)))}
          />
        </label>
        <label>
          {tr.t('club.dir.names')}{' '}
          <select value={draft.names} onChange={(e) => set('names', e.target.value === 'none' ? 'none' : 'full')}>
            <option value="full">{tr.t('club.dir.names.full')}</option>
            <option value="none">{tr.t('club.dir.names.none')}</option>
          </select>
        </label>
        <label className="dir-check">
          <input
            type="checkbox"
            checked={draft.travellersAtTable}
            onChange={(e) => set('travellersAtTable', e.target.checked)}
          />{' '}
          {tr.t('club.dir.travellers')}
        </label>
        <label className="dir-check">
          <input type="checkbox" checked={draft.leadRequired} onChange={(e) => set('leadRequired', e.target.checked)} />{' '}
          {tr.t('club.dir.leadRequired')}
        </label>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!changed}
          onClick={() => void run(api.settings(draft))}
        >
          {tr.t('club.dir.saveSettings')}
        </button>
      </div>
    </div>
  );
}

function PairChanges(props: SectionProps & { readonly pairs: readonly string[] }) {
  const { section, api, run, pairs } = props;
  const { tr } = useI18n();
  const [pair, setPair] = useState(pairs[0] ?? '');
  const [round, setRound] = useState('1');
  return (
    <div className="dir-pairchanges">
      <h3>{tr.t('club.dir.pairs')}</h3>
      <div className="dir-row">
        <label>
          {tr.t('club.dir.pair')}{' '}
          <select value={pair} onChange={(e) => setPair(e.target.value)}>
            {pairs.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tr.t('club.dir.round')}{' '}
          <input
            type="number"
            min={0}
            max={50}
            value={round}
            onChange={(e) => setRound(e.target.value)}
            className="num-input"
          />
        </label>
        <button
          type="button"
          className="btn btn-small"
          onClick={() =>
            void run(api.replan(section, { kind: 'late-pair', pair: Number(pair), fromRound: Number(round) || 1 }))
          }
        >
          {tr.t('club.dir.lateArrival')} {round}
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={() =>
            void run(api.replan(section, { kind: 'pair-left', pair: Number(pair), afterRound: Number(round) || 0 }))
          }
        >
          {tr.t('club.dir.withdrawal')} {round}
        </button>
      </div>
    </div>
  );
}

/**
 * Fouled boards (Law 87): the director picks a board and ticks the tables that played the fouled
 * version; the engine then scores each version apart. The list shows the boards already fouled.
 */
function FouledBoards(props: SectionProps) {
  const { state, section, api, run } = props;
  const { tr } = useI18n();
  const boards = [...new Set((state.sections[section]?.movement?.rows ?? []).flatMap((r) => r.boards))].sort(
    (a, b) => a - b,
  );
  const [board, setBoard] = useState(boards[0] ?? 1);
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const places = selectBoardPlaces(state, section, board);
  const fouled = selectFouledBoards(state, section);
  const key = (p: { round: number; table: number }) => `${p.round}|${p.table}`;
  const command = makeFoulCommand(
    state,
    section,
    board,
    places.filter((p) => ticked.includes(key(p))),
  );
  return (
    <div className="dir-foul">
      <h3>{tr.t('club.dir.foul')}</h3>
      {fouled.length === 0 ? (
        <p className="muted">{tr.t('club.dir.foul.none')}</p>
      ) : (
        <ul data-testid="fouled-boards">
          {fouled.map((f) => (
            <li key={f.board}>
              {tr.t('club.entry.boardN', { board: f.board })}:{' '}
              {f.versions
                .map(
                  (v) =>
                    `${tr.t('club.dir.foul.version', { version: v.version })} (${tr.t('club.dir.foul.tables', {
                      count: v.places.length,
                      tables: v.places.map((p) => p.table).join(', '),
                    })})`,
                )
                .join('; ')}
            </li>
          ))}
        </ul>
      )}
      <p className="muted">{tr.t('club.dir.foul.help')}</p>
      <div className="dir-row">
        <label>
          {tr.t('club.dir.foul.board')}{' '}
          <select
            value={board}
            onChange={(e) => {
              setBoard(Number(e.target.value));
              setTicked([]);
            }}
          >
            {boards.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="dir-foul-places">
        <legend className="visually-hidden">{tr.t('club.dir.foul.board')}</legend>
        {places.map((p) => (
          <label key={key(p)} className="dir-check">
            <input
              type="checkbox"
              checked={ticked.includes(key(p))}
              onChange={(e) => setTicked(e.target.checked ? [...ticked, key(p)] : ticked.filter((k) => k !== key(p)))}
            />{' '}
            {tr.t('club.dir.foul.place', { round: p.round, table: p.table, ns: p.ns ?? '–', ew: p.ew ?? '–' })}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn btn-small"
        disabled={command === null}
        onClick={() => {
          if (command) void run(api.command(command), () => setTicked([]));
        }}
      >
        {tr.t('club.dir.foul.mark', { board })}
      </button>
    </div>
  );
}
