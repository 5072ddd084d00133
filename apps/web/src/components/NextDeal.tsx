/**
 * "Keep playing" (issue 26): once the table's set is over — a single deal, a rubber, a Chicago, a
 * run of boards — the players may start the next: Next deal, Another rubber, New Chicago, More
 * boards. At single-deal tables the next deal may be a practice deal type. The server decides
 * the board, dealer and vulnerability (scoring's deal plans); this only asks.
 *
 * ```tsx
 * <NextDeal info={info} seated onNextDeal={(r) => client.nextDeal(r)} />
 * ```
 */
import { useState } from 'react';
import { PRACTICE_KINDS, type PracticeKind, type TableInfo } from '@biritch/protocol';
import type { MessageId } from '@biritch/i18n';
import { useI18n } from '../i18n.js';
import type { NextDealRequest } from '../net/connection.js';

/** The label of the button that starts the next set, by scoring form. */
const ANOTHER: Readonly<Record<TableInfo['form'], MessageId>> = {
  single: 'keep.nextDeal',
  rubber: 'keep.anotherRubber',
  chicago: 'keep.newChicago',
  duplicate: 'keep.moreBoards',
};

/** The words of a practice deal type. */
export const PRACTICE_LABELS: Readonly<Record<PracticeKind, MessageId>> = {
  declare: 'keep.practice.declare',
  slam: 'keep.practice.slam',
  competitive: 'keep.practice.competitive',
  oneNoTrump: 'keep.practice.oneNoTrump',
};

/** Props of the keep-playing panel. */
export interface NextDealProps {
  readonly info: TableInfo;
  /** Whether we sit at the table (spectators cannot deal). */
  readonly seated: boolean;
  /** Whether a request of ours is waiting for its answer. */
  readonly busy: boolean;
  readonly onNextDeal: (request: NextDealRequest) => void;
}

/** Whether the panel is shown: we sit at the table, its set is over and its last deal ended. */
export const canKeepPlaying = (info: TableInfo | null, seated: boolean): boolean =>
  seated && info?.finished === true && info.current?.ended === true;

/** The panel that starts the next set once the table's is over; nothing otherwise. */
export function NextDeal({ info, seated, busy, onNextDeal }: NextDealProps) {
  const { tr } = useI18n();
  const [practice, setPractice] = useState<PracticeKind | ''>('');
  if (!canKeepPlaying(info, seated)) return null;
  const single = info.form === 'single';
  return (
    <section className="panel" aria-label={tr.t(ANOTHER[info.form])} data-keep-playing={info.form}>
      {single && (
        <div style={{ marginBottom: 8 }}>
          <label className="field-label" htmlFor="practice-kind">
            {tr.t('keep.dealType')}
          </label>
          <select
            id="practice-kind"
            value={practice}
            onChange={(e) => setPractice(e.target.value as PracticeKind | '')}
          >
            <option value="">{tr.t('keep.practice.random')}</option>
            {PRACTICE_KINDS.map((k) => (
              <option key={k} value={k}>
                {tr.t(PRACTICE_LABELS[k])}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="button"
        className="btn btn-primary"
        id="another-set"
        disabled={busy}
        onClick={() => onNextDeal({ another: true, ...(single && practice ? { practice } : {}) })}
      >
        {tr.t(ANOTHER[info.form])}
      </button>
    </section>
  );
}

/** "Practice deal: Slam hands" for the deal in play, when it was dealt as a practice type. */
export function PracticeBadge({ info }: { readonly info: TableInfo | null }) {
  const { tr } = useI18n();
  const kind = info?.current?.practice;
  if (!kind) return null;
  return <span data-practice={kind}>{tr.t('keep.practiceDeal', { kind: tr.t(PRACTICE_LABELS[kind]) })}</span>;
}
