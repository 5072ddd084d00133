/**
 * The lobby: create a table (rule set, scoring form, who sits where), join one by its code, or
 * pick an open table from the list.
 *
 * ```tsx
 * <Lobby />
 * ```
 */
import { useEffect, useState } from 'react';
import type { Seat } from '@biritch/core';
import type { TableInfo } from '@biritch/protocol';
import { createTable, listTables } from '../net/api.js';
import { saveTicket } from '../net/tickets.js';
import {
  createRequestOf,
  DEFAULT_CREATE_FORM,
  FORM_OPTIONS,
  isFormAllowed,
  RULE_SET_OPTIONS,
  SEAT_CHOICES,
  withSeatChoice,
  type CreateForm,
} from '../options.js';
import { linkClick, makeRoute, navigate } from '../route.js';
import { useI18n } from '../i18n.js';
import { PlayingCard } from './PlayingCard.js';
import { DEFAULT_TABLE_OPTIONS, TableOptions, tableOptionsRequest, type TableOptionsForm } from './TableOptions.js';

const SEAT_ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** The lobby page. */
export function Lobby() {
  const { tr, labels } = useI18n();
  const [form, setForm] = useState<CreateForm>(DEFAULT_CREATE_FORM);
  const [tableOptions, setTableOptions] = useState<TableOptionsForm>(DEFAULT_TABLE_OPTIONS);
  const [busy, setBusy] = useState(false);
  // A coded error (translated when shown, so a change of language applies to it too).
  const [error, setError] = useState<{ readonly code: string; readonly message: string } | null>(null);
  const [code, setCode] = useState('');
  const [tables, setTables] = useState<TableInfo[] | null>(null);

  useEffect(() => {
    let live = true;
    void listTables().then((r) => {
      if (live && r.ok) setTables(r.value);
    });
    return () => {
      live = false;
    };
  }, []);

  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = await createTable({ ...createRequestOf(form), ...tableOptionsRequest(tableOptions) });
    setBusy(false);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    for (const ticket of r.value.tickets) saveTicket(window.localStorage, ticket);
    navigate({ page: 'table', code: r.value.table.code });
  };

  const join = (e: React.FormEvent) => {
    e.preventDefault();
    const c = code.trim();
    if (/^[A-Za-z0-9_-]{1,64}$/.test(c)) navigate({ page: 'table', code: c.toUpperCase() });
    else setError({ code: 'lobby/bad-code', message: 'A table code is letters and digits, as in the invitation.' });
  };

  return (
    <div className="lobby">
      <section className="hero">
        <div>
          <h1>{tr.t('lobby.heroTitle')}</h1>
          <p>{tr.t('lobby.heroText')}</p>
        </div>
        <div className="hero-cards" aria-hidden="true">
          {(['SA', 'HK', 'DQ', 'CJ'] as const).map((c, i) => (
            <span key={c} style={{ '--rot': `${(i - 1.5) * 8}deg` } as React.CSSProperties}>
              <PlayingCard card={c} inert />
            </span>
          ))}
        </div>
      </section>

      <form className="panel form-grid" onSubmit={create} aria-labelledby="create-title">
        <h2 id="create-title">{tr.t('lobby.newTable')}</h2>
        {error && (
          <p className="error-banner" role="alert">
            {tr.error(error)}
          </p>
        )}
        <div>
          <label className="field-label" htmlFor="rule-set">
            {tr.t('lobby.game')}
          </label>
          <select
            id="rule-set"
            value={form.ruleSet}
            onChange={(e) => {
              const ruleSet = e.target.value as CreateForm['ruleSet'];
              setForm({ ...form, ruleSet, form: isFormAllowed(ruleSet, form.form) ? form.form : 'single' });
            }}
          >
            {RULE_SET_OPTIONS.map((r) => (
              <option key={r.id} value={r.id} disabled={!r.ready}>
                {r.ready ? tr.t(r.label) : tr.t('lobby.comingSoon', { label: tr.t(r.label) })}
              </option>
            ))}
          </select>
          <p className="muted" style={{ margin: '4px 0 0', fontSize: '.85rem' }}>
            {tr.t(RULE_SET_OPTIONS.find((r) => r.id === form.ruleSet)!.description)}
          </p>
          {form.ruleSet === 'four-at-one-table' && (
            <label className="alert-toggle" style={{ marginTop: 6 }}>
              <input
                type="checkbox"
                checked={form.noPartnershipNotPlayed === true}
                onChange={(e) => setForm({ ...form, noPartnershipNotPlayed: e.target.checked })}
              />{' '}
              {tr.t('lobby.skipNoPartners')}
            </label>
          )}
        </div>
        <div>
          <label className="field-label" htmlFor="form">
            {tr.t('lobby.scoring')}
          </label>
          <select
            id="form"
            value={form.form}
            onChange={(e) => setForm({ ...form, form: e.target.value as CreateForm['form'] })}
          >
            {FORM_OPTIONS.map((f) => (
              <option key={f.id} value={f.id} disabled={!isFormAllowed(form.ruleSet, f.id)}>
                {tr.t(f.label)}
              </option>
            ))}
          </select>
          <p className="muted" style={{ margin: '4px 0 0', fontSize: '.85rem' }}>
            {tr.t(FORM_OPTIONS.find((f) => f.id === form.form)!.description)}
          </p>
        </div>
        {form.form === 'duplicate' && (
          <div>
            <label className="field-label" htmlFor="boards">
              {tr.t('lobby.boards')}
            </label>
            <input
              id="boards"
              type="number"
              min={1}
              max={36}
              value={form.boards}
              onChange={(e) => setForm({ ...form, boards: Math.max(1, Math.min(36, Number(e.target.value) || 1)) })}
              style={{ width: '6em', padding: '8px 10px', border: '1px solid var(--panel-border)', borderRadius: 8 }}
            />
          </div>
        )}
        <fieldset>
          <legend>{tr.t('lobby.whoSits')}</legend>
          <div className="seat-pickers">
            {SEAT_ORDER.map((seat) => (
              <div className="seat-picker" key={seat} role="radiogroup" aria-label={labels.seatName(seat)}>
                <span className="seat-title">{labels.seatName(seat)}</span>
                <div className="segmented">
                  {SEAT_CHOICES.map((c) => (
                    <label key={c.id}>
                      <input
                        type="radio"
                        name={`seat-${seat}`}
                        value={c.id}
                        checked={form.seats[seat] === c.id}
                        onChange={() => setForm(withSeatChoice(form, seat, c.id))}
                      />
                      {tr.t(c.label)}
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <TableOptions
          value={tableOptions}
          onChange={setTableOptions}
          soleTable={SEAT_ORDER.filter((s) => form.seats[s] !== 'robot').length === 1}
        />
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {busy ? tr.t('lobby.creating') : tr.t('lobby.create')}
        </button>
      </form>

      <div className="form-grid">
        <form className="panel form-grid" onSubmit={join} aria-labelledby="join-title">
          <h2 id="join-title">{tr.t('lobby.joinTitle')}</h2>
          <div className="join-row">
            <label className="visually-hidden" htmlFor="join-code">
              {tr.t('lobby.code')}
            </label>
            <input
              id="join-code"
              type="text"
              placeholder={tr.t('lobby.codePlaceholder')}
              autoComplete="off"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <button className="btn" type="submit">
              {tr.t('lobby.join')}
            </button>
          </div>
        </form>
        <section className="panel" aria-labelledby="open-title">
          <h2 id="open-title">{tr.t('lobby.openTables')}</h2>
          {tables === null ? (
            <p className="muted">{tr.t('lobby.looking')}</p>
          ) : tables.length === 0 ? (
            <p className="muted">{tr.t('lobby.noTables')}</p>
          ) : (
            <ul className="table-list">
              {tables.slice(0, 12).map((t) => {
                const open = SEAT_ORDER.filter((s) => t.seats[s].status === 'open').map(labels.seatLetter);
                const formLabel = FORM_OPTIONS.find((f) => f.id === t.form)?.label;
                return (
                  <li key={t.id}>
                    <span className="code">{t.code}</span>
                    <span className="muted">
                      {tr.t('lobby.openSeats', { form: formLabel ? tr.t(formLabel) : t.form, seats: open.join(' ') })}
                    </span>
                    <a
                      className="btn btn-small"
                      style={{ marginLeft: 'auto' }}
                      href={makeRoute({ page: 'table', code: t.code })}
                      onClick={linkClick({ page: 'table', code: t.code })}
                    >
                      {tr.t('lobby.open')}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
