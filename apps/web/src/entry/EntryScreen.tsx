/**
 * The table device's screen (a phone first, 390×844): the round (who sits where, which boards),
 * a board's result keyed in with big buttons (contract, declarer, lead, tricks — the Bridgemate
 * sequence of competition-research.md §6.1), the other side's confirmation, the traveller after
 * entry, and the move at the end of the round. Presentational: the page owns the connection.
 *
 * ```tsx
 * <EntryScreen view={view} queued={outbox.list()} leadRequired={false} online onSend={(cmd, side, score) => …} />
 * ```
 */
import { useState } from 'react';
import type { Level, Seat, Strain, Suit } from '@biritch/core';
import type { SessionCommandMessage, SessionTableView, TableBoard } from '@biritch/protocol';
import { useI18n } from '../i18n.js';
import {
  draftFromResult,
  draftGap,
  draftScore,
  draftText,
  EMPTY_DRAFT,
  makeEntryCommand,
  moveLines,
  resultText,
  selectRound,
  tricksChoices,
  type EntryDraft,
  type RoundBoard,
} from './entrySelectors.js';
import type { OutboxEntry } from './outbox.js';
import { HandRecord } from '../results/HandRecord.js';
import { Traveller } from '../results/Traveller.js';

const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
const SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** Props of the table screen. */
export interface EntryScreenProps {
  readonly view: SessionTableView;
  readonly queued: readonly OutboxEntry[];
  readonly leadRequired: boolean;
  readonly online: boolean;
  /** The last refusal of the server, already in words. */
  readonly refusal?: string | null | undefined;
  readonly onSend: (command: SessionCommandMessage, side: 'NS' | 'EW', score: number | null) => void;
  /** This table's call for the director is waiting (the director's grid shows it). */
  readonly directorCalled?: boolean | undefined;
  /** Calls the director (true) or takes the call back (false). */
  readonly onCallDirector?: ((on: boolean) => void) | undefined;
}

/** The table device's whole screen. */
export function EntryScreen(props: EntryScreenProps) {
  const { view, queued, leadRequired, online, refusal, onSend, directorCalled, onCallDirector } = props;
  const { tr, labels } = useI18n();
  const model = selectRound(view, queued, labels);
  const [draft, setDraft] = useState<EntryDraft | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [looking, setLooking] = useState<number | null>(null);
  const boardOf = (n: number | null): TableBoard | undefined => view.boards.find((b) => b.board === n);

  const open = (b: RoundBoard) => {
    setLooking(null);
    setChecking(null);
    if (b.status === 'open') setDraft({ ...EMPTY_DRAFT, board: b.board });
    else if (b.status === 'entered') setChecking(b.board);
    else if (b.status === 'confirmed') setLooking(b.board);
    else setDraft(null);
  };

  if (view.round === null)
    return (
      <section className="entry" aria-labelledby="entry-title">
        <h1 id="entry-title" className="entry-title">
          {tr.t('club.entry.tableTitle', { section: view.section, table: view.table })}
        </h1>
        <p className="entry-note">{tr.t('club.entry.waitRound')}</p>
      </section>
    );

  return (
    <section className="entry" aria-labelledby="entry-title">
      <header className="entry-head">
        <h1 id="entry-title" className="entry-title">
          {tr.t('club.entry.tableTitle', { section: view.section, table: view.table })}
        </h1>
        <span className="entry-round">{tr.t('club.entry.round', { round: view.round })}</span>
        <span className={`entry-link ${online ? 'on' : 'off'}`} role="status">
          {online ? tr.t('club.online') : tr.t('club.offline')}
          {queued.length > 0 && ` · ${tr.t('club.queued', { count: queued.length })}`}
        </span>
      </header>

      <dl className="entry-seats">
        <div>
          <dt>{labels.sideLetters('N', 'S')}</dt>
          <dd>
            {model.ns ? (
              <>
                <b>{model.ns.id}</b> {model.ns.names}
              </>
            ) : (
              tr.t('club.entry.sitOut')
            )}
          </dd>
        </div>
        <div>
          <dt>{labels.sideLetters('E', 'W')}</dt>
          <dd>
            {model.ew ? (
              <>
                <b>{model.ew.id}</b> {model.ew.names}
              </>
            ) : (
              tr.t('club.entry.sitOut')
            )}
          </dd>
        </div>
      </dl>

      {onCallDirector && (
        <p className={`entry-call${directorCalled ? ' called' : ''}`}>
          {directorCalled && <span role="status">{tr.t('club.entry.directorCalled')} </span>}
          <button
            type="button"
            className="btn btn-small"
            disabled={!online}
            onClick={() => onCallDirector(!directorCalled)}
          >
            {directorCalled ? tr.t('club.entry.cancelCall') : tr.t('club.entry.callDirector')}
          </button>
        </p>
      )}

      {refusal && (
        <p className="entry-refusal" role="alert">
          {refusal}
        </p>
      )}

      {draft === null && checking === null && looking === null && (
        <>
          <h2 className="entry-h2">{tr.t('club.entry.boards')}</h2>
          <ul className="entry-boards">
            {model.boards.map((b) => (
              <li key={b.board}>
                <button type="button" className={`entry-board st-${b.status}`} onClick={() => open(b)}>
                  <span className="eb-num">{b.board}</span>
                  <span className="eb-text">{b.text ?? tr.t('club.entry.toEnter')}</span>
                  <span className="eb-status">{tr.t(`club.status.${b.status}`)}</span>
                </button>
              </li>
            ))}
          </ul>
          {model.done && view.move && (
            <div className="entry-move" role="region" aria-label={tr.t('club.entry.moveTitle')}>
              <h2 className="entry-h2">{tr.t('club.entry.moveTitle')}</h2>
              <ul>
                {moveLines(view.move, view.table, labels).map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </div>
          )}
          {model.done && !view.move && (
            <p className="entry-note">
              {model.finished ? tr.t('club.entry.sessionOver') : tr.t('club.entry.roundDone')}
            </p>
          )}
        </>
      )}

      {draft !== null && (
        <DraftForm
          draft={draft}
          board={boardOf(draft.board)}
          leadRequired={leadRequired}
          onChange={setDraft}
          onCancel={() => setDraft(null)}
          onSend={() => {
            const cmd = makeEntryCommand(view, draft, leadRequired);
            if (!cmd.ok) return;
            onSend(cmd.value, 'NS', draftScore(draft, boardOf(draft.board)));
            setDraft(null);
          }}
        />
      )}

      {checking !== null &&
        (() => {
          const b = boardOf(checking);
          if (!b?.result || view.round === null) return null;
          return (
            <div className="entry-check" role="region" aria-label={tr.t('club.entry.checkTitle')}>
              <h2 className="entry-h2">{tr.t('club.entry.checkTitle')}</h2>
              <p className="entry-handover">{tr.t('club.entry.handOver', { side: labels.sideLetters('E', 'W') })}</p>
              <p className="entry-summary">
                <span>{tr.t('club.entry.boardN', { board: b.board })}</span>
                <b>{resultText(b.result, labels)}</b>
                <span>{tr.t('club.entry.nsScore', { score: tr.signed(b.result.score) })}</span>
              </p>
              <div className="entry-actions">
                <button
                  type="button"
                  className="btn entry-big"
                  onClick={() => {
                    setChecking(null);
                    setDraft(draftFromResult(b));
                  }}
                >
                  {tr.t('club.entry.change')}
                </button>
                <button
                  type="button"
                  className="btn btn-primary entry-big"
                  onClick={() => {
                    onSend(
                      {
                        type: 'confirmResult',
                        section: view.section,
                        round: view.round!,
                        table: view.table,
                        board: b.board,
                      },
                      'EW',
                      null,
                    );
                    setChecking(null);
                  }}
                >
                  {tr.t('club.entry.confirm')}
                </button>
              </div>
              <button type="button" className="btn entry-back" onClick={() => setChecking(null)}>
                {tr.t('club.entry.back')}
              </button>
            </div>
          );
        })()}

      {looking !== null &&
        (() => {
          const b = boardOf(looking);
          if (!b) return null;
          return (
            <div className="entry-after" role="region" aria-label={tr.t('club.entry.boardN', { board: b.board })}>
              <h2 className="entry-h2">{tr.t('club.entry.boardN', { board: b.board })}</h2>
              {b.result && (
                <p className="entry-summary">
                  <b>{resultText(b.result, labels)}</b>
                  <span>{tr.t('club.entry.nsScore', { score: tr.signed(b.result.score) })}</span>
                </p>
              )}
              {b.percent && (
                <p className="entry-percent">
                  {tr.t('club.entry.percent', {
                    ns: tr.number(b.percent[0], { maximumFractionDigits: 0 }),
                    ew: tr.number(b.percent[1], { maximumFractionDigits: 0 }),
                  })}
                </p>
              )}
              {b.traveller ? (
                <Traveller board={b.traveller} hiddenCaption mine={view.ns?.id} />
              ) : (
                <p className="entry-note">{tr.t('club.entry.noTraveller')}</p>
              )}
              {b.deal && <HandRecord board={b.board} deal={b.deal} />}
              <button type="button" className="btn entry-back" onClick={() => setLooking(null)}>
                {tr.t('club.entry.back')}
              </button>
            </div>
          );
        })()}
    </section>
  );
}

/** Props of the result keys. */
export interface DraftFormProps {
  readonly draft: EntryDraft;
  readonly board: TableBoard | undefined;
  readonly leadRequired: boolean;
  readonly onChange: (d: EntryDraft) => void;
  readonly onCancel: () => void;
  readonly onSend: () => void;
}

/** The keys of one board's result (also the director's correction form). */
export function DraftForm({ draft, board, leadRequired, onChange, onCancel, onSend }: DraftFormProps) {
  const { tr, labels } = useI18n();
  const set = (patch: Partial<EntryDraft>) => onChange({ ...draft, ...patch });
  const gap = draftGap(draft, leadRequired);
  const text = draftText(draft, labels);
  const score = draftScore(draft, board);
  const key = (pressed: boolean, label: string, onClick: () => void, name?: string, cls = '') => (
    <button
      type="button"
      className={`key${pressed ? ' on' : ''}${cls}`}
      aria-pressed={pressed}
      aria-label={name}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <form
      className="entry-form"
      aria-label={tr.t('club.entry.boardN', { board: draft.board ?? 0 })}
      onSubmit={(e) => {
        e.preventDefault();
        if (gap === null) onSend();
      }}
    >
      <h2 className="entry-h2">
        {tr.t('club.entry.boardN', { board: draft.board ?? 0 })}
        {board && (
          <small>
            {' '}
            · {labels.seatName(board.dealer)} · {labels.vulnerabilityText(board.vulnerability)}
          </small>
        )}
      </h2>

      <fieldset className="keys">
        <legend>{tr.t('club.entry.contract')}</legend>
        <div className="keyrow levels">
          {LEVELS.map((l) =>
            key(!draft.passedOut && draft.level === l, String(l), () =>
              set({ level: l, passedOut: false, tricks: null }),
            ),
          )}
        </div>
        <div className="keyrow strains">
          {STRAINS.map((s) =>
            key(
              !draft.passedOut && draft.strain === s,
              s === 'NT' ? labels.callText({ type: 'bid', level: 1, strain: 'NT' }).replace(/^1\s?/, '') : SYMBOL[s],
              () => set({ strain: s, passedOut: false }),
              s === 'NT' ? tr.t('dd.noTrump') : labels.suitName(s),
              s === 'H' || s === 'D' ? ' red' : '',
            ),
          )}
        </div>
        <div className="keyrow dbl">
          {key(!draft.passedOut && draft.doubled === 0, '—', () => set({ doubled: 0 }), tr.t('club.entry.undoubled'))}
          {key(draft.doubled === 1, labels.callText({ type: 'double' }), () => set({ doubled: 1, passedOut: false }))}
          {key(draft.doubled === 2, labels.callText({ type: 'redouble' }), () => set({ doubled: 2, passedOut: false }))}
          {key(
            draft.passedOut,
            tr.t('contract.passedOut'),
            () => set({ ...EMPTY_DRAFT, board: draft.board, passedOut: true }),
            undefined,
            ' pass',
          )}
        </div>
      </fieldset>

      {!draft.passedOut && (
        <>
          <fieldset className="keys">
            <legend>{tr.t('club.entry.declarer')}</legend>
            <div className="keyrow seats">
              {SEATS.map((s) =>
                key(draft.declarer === s, labels.seatLetter(s), () => set({ declarer: s }), labels.seatName(s)),
              )}
            </div>
          </fieldset>

          <fieldset className="keys">
            <legend>{leadRequired ? tr.t('club.entry.lead') : tr.t('club.entry.leadOptional')}</legend>
            <div className="keyrow suits">
              {SUITS.map((s) =>
                key(
                  draft.leadSuit === s,
                  SYMBOL[s],
                  () => set({ leadSuit: draft.leadSuit === s ? null : s }),
                  labels.suitName(s),
                  s === 'H' || s === 'D' ? ' red' : '',
                ),
              )}
            </div>
            <div className="keyrow ranks">
              {RANKS.map((r) =>
                key(draft.leadRank === r, labels.rankText(`${draft.leadSuit ?? 'S'}${r}`), () =>
                  set({ leadRank: draft.leadRank === r ? null : r }),
                ),
              )}
            </div>
          </fieldset>

          {draft.level !== null && (
            <fieldset className="keys">
              <legend>{tr.t('club.entry.tricks')}</legend>
              <div className="keyrow tricks">
                {tricksChoices(draft.level).map((c) =>
                  key(
                    draft.tricks === c.tricks,
                    c.relative === 0 ? '=' : c.relative > 0 ? `+${c.relative}` : `−${-c.relative}`,
                    () => set({ tricks: c.tricks }),
                    tr.t('count.tricks', { count: c.tricks }),
                    c.relative === 0 ? ' made' : '',
                  ),
                )}
              </div>
            </fieldset>
          )}
        </>
      )}

      <div className="entry-summary" aria-live="polite">
        {text ? (
          <>
            <b>{text}</b>
            {score !== null && <span>{tr.t('club.entry.nsScore', { score: tr.signed(score) })}</span>}
          </>
        ) : (
          <span>{tr.t(`club.gap.${gap ?? 'board'}`)}</span>
        )}
      </div>
      <div className="entry-actions">
        <button type="button" className="btn entry-big" onClick={onCancel}>
          {tr.t('club.entry.cancel')}
        </button>
        <button type="submit" className="btn btn-primary entry-big" disabled={gap !== null}>
          {tr.t('club.entry.send')}
        </button>
      </div>
    </form>
  );
}
