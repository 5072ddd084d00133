/**
 * "My deals" (`/deals`, issue 26): every deal the person played — as their account and as a guest
 * on this device — newest first, with the date, the table's form, the contract and result, the
 * score, double-dummy par and the distance from it; filters by form, role, contract, table and
 * dates; pages of 20. A line opens the deal (`/deals/TABLE.DEAL`).
 *
 * ```tsx
 * <HistoryPage />
 * ```
 */
import { useCallback, useEffect, useState } from 'react';
import type { HistoryEntry } from '@biritch/protocol';
import { HISTORY_ROLES, SCORING_FORMS } from '@biritch/protocol';
import { linkClick } from '../route.js';
import { useI18n } from '../i18n.js';
import { deviceSeatTokens } from '../account/accountApi.js';
import { useAccount } from '../account/accountContext.js';
import { myDeals, type HistoryFilter } from './historyApi.js';
import { formName, selectHistoryRow } from './historySelectors.js';
import './history.css';

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly error: { readonly code: string; readonly message: string } }
  | {
      readonly state: 'ready';
      readonly deals: readonly HistoryEntry[];
      readonly total: number;
      readonly next: number | null;
    };

const EMPTY: HistoryFilter = { form: '', role: '', contract: '', table: '', since: '', until: '' };

/** The list of the person's deals with its filters. */
export function HistoryPage() {
  const { tr, labels } = useI18n();
  const { known, account } = useAccount();
  const [draft, setDraft] = useState<HistoryFilter>(EMPTY);
  const [filter, setFilter] = useState<HistoryFilter>(EMPTY);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [more, setMore] = useState(false);

  useEffect(() => {
    document.title = `${tr.t('history.title')} — Biritch`;
  }, [tr]);

  // The account is asked for first, so a signed-in person's list is read with the cookie's account.
  useEffect(() => {
    if (!known) return;
    let live = true;
    setLoad({ state: 'loading' });
    void myDeals(filter, deviceSeatTokens(window.localStorage)).then((r) => {
      if (!live) return;
      setLoad(r.ok ? { state: 'ready', ...r.value } : { state: 'failed', error: r.error });
    });
    return () => {
      live = false;
    };
  }, [filter, known]);

  const loadMore = useCallback(async () => {
    if (load.state !== 'ready' || load.next === null) return;
    setMore(true);
    const r = await myDeals({ ...filter, offset: load.next }, deviceSeatTokens(window.localStorage));
    setMore(false);
    if (r.ok)
      setLoad({ state: 'ready', deals: [...load.deals, ...r.value.deals], total: r.value.total, next: r.value.next });
    else setLoad({ state: 'failed', error: r.error });
  }, [filter, load]);

  const field = (key: keyof HistoryFilter) => ({
    value: String(draft[key] ?? ''),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft({ ...draft, [key]: e.target.value }),
  });

  return (
    <div className="history">
      <div className="history-head">
        <h1>{tr.t('history.title')}</h1>
        {known && !account && (
          <p className="muted">
            {tr.t('history.guest')}{' '}
            <a href="/account" onClick={linkClick({ page: 'account' })}>
              {tr.t('history.signInToKeep')}
            </a>
          </p>
        )}
      </div>
      <form
        className="panel history-filters"
        aria-label={tr.t('history.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(draft);
        }}
      >
        <div>
          <label className="field-label" htmlFor="h-form">
            {tr.t('history.form')}
          </label>
          <select id="h-form" {...field('form')}>
            <option value="">{tr.t('history.any')}</option>
            {SCORING_FORMS.map((f) => (
              <option key={f} value={f}>
                {formName(f, labels)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor="h-role">
            {tr.t('history.role')}
          </label>
          <select id="h-role" {...field('role')}>
            <option value="">{tr.t('history.any')}</option>
            {HISTORY_ROLES.map((r) => (
              <option key={r} value={r}>
                {tr.t(`history.role.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor="h-contract">
            {tr.t('history.contract')}
          </label>
          <input
            id="h-contract"
            type="search"
            placeholder={tr.t('history.contractPlaceholder')}
            {...field('contract')}
          />
        </div>
        <div>
          <label className="field-label" htmlFor="h-table">
            {tr.t('history.table')}
          </label>
          <input id="h-table" type="search" placeholder={tr.t('history.tablePlaceholder')} {...field('table')} />
        </div>
        <div>
          <label className="field-label" htmlFor="h-since">
            {tr.t('history.since')}
          </label>
          <input id="h-since" type="date" {...field('since')} />
        </div>
        <div>
          <label className="field-label" htmlFor="h-until">
            {tr.t('history.until')}
          </label>
          <input id="h-until" type="date" {...field('until')} />
        </div>
        <div className="history-filter-actions">
          <button type="submit" className="btn btn-primary" id="h-search">
            {tr.t('history.search')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setDraft(EMPTY);
              setFilter(EMPTY);
            }}
          >
            {tr.t('history.clear')}
          </button>
        </div>
      </form>
      <section className="panel" aria-labelledby="h-list-title" aria-busy={load.state === 'loading'}>
        <h2 id="h-list-title" className="visually-hidden">
          {tr.t('history.list')}
        </h2>
        {load.state === 'loading' && (
          <p className="muted" role="status">
            {tr.t('history.loading')}
          </p>
        )}
        {load.state === 'failed' && (
          <p className="form-error" role="alert">
            {tr.error(load.error)}
          </p>
        )}
        {load.state === 'ready' && load.deals.length === 0 && (
          <p className="muted" role="status">
            {filter === EMPTY ? tr.t('history.none') : tr.t('history.noneFound')}{' '}
            <a href="/" onClick={linkClick({ page: 'lobby' })}>
              {tr.t('history.play')}
            </a>
          </p>
        )}
        {load.state === 'ready' && load.deals.length > 0 && (
          <>
            <p className="muted" role="status">
              {tr.t('history.count', { count: load.total })}
            </p>
            <HistoryTable deals={load.deals} />
            {load.next !== null && (
              <button type="button" className="btn" disabled={more} onClick={() => void loadMore()}>
                {more ? tr.t('history.loading') : tr.t('history.more')}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** The deals as a table; on a phone each row becomes a card (history.css). */
function HistoryTable({ deals }: { readonly deals: readonly HistoryEntry[] }) {
  const { tr, labels } = useI18n();
  const rows = deals.map((d) => selectHistoryRow(d, labels));
  const cls = (s: -1 | 0 | 1) => (s > 0 ? 'score-pos' : s < 0 ? 'score-neg' : undefined);
  return (
    <table className="grid-table history-table" data-testid="history-table">
      <caption className="visually-hidden">{tr.t('history.list')}</caption>
      <thead>
        <tr>
          <th scope="col">{tr.t('history.date')}</th>
          <th scope="col">{tr.t('history.form')}</th>
          <th scope="col">{tr.t('history.board')}</th>
          <th scope="col">{tr.t('history.seat')}</th>
          <th scope="col">{tr.t('history.contract')}</th>
          <th scope="col">{tr.t('history.score')}</th>
          <th scope="col">{tr.t('history.par')}</th>
          <th scope="col">{tr.t('history.fromPar')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-deal={r.id}>
            <td data-label={tr.t('history.date')}>
              <time title={r.dateTime}>{r.date}</time>
            </td>
            <td data-label={tr.t('history.form')}>
              <span>
                {r.form} <span className="muted">{r.tableCode}</span>
              </span>
            </td>
            <td data-label={tr.t('history.board')}>{r.board}</td>
            <td data-label={tr.t('history.seat')}>
              <span>
                {r.seat} <span className="muted">({r.role})</span>
              </span>
            </td>
            <td data-label={tr.t('history.contract')}>
              <a
                href={`/deals/${r.id}`}
                onClick={linkClick({ page: 'deal', dealId: r.id })}
                // The visible text comes first in the name (WCAG 2.5.3, label in name), then the words.
                aria-label={`${r.contract} (${tr.t('history.open', { board: r.board, contract: r.contractName })})`}
              >
                {r.contract}
              </a>
            </td>
            <td data-label={tr.t('history.score')} className={cls(r.scoreSign)}>
              {r.score}
            </td>
            <td data-label={tr.t('history.par')}>{r.par}</td>
            <td data-label={tr.t('history.fromPar')} className={cls(r.fromParSign)}>
              {r.fromPar}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
