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
  createRequestOf, DEFAULT_CREATE_FORM, FORM_OPTIONS, isFormAllowed, RULE_SET_OPTIONS, SEAT_CHOICES, withSeatChoice, type CreateForm,
} from '../options.js';
import { linkClick, makeRoute, navigate } from '../route.js';
import { seatName } from '../selectors.js';
import { PlayingCard } from './PlayingCard.js';

const SEAT_ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** The lobby page. */
export function Lobby() {
  const [form, setForm] = useState<CreateForm>(DEFAULT_CREATE_FORM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
    const r = await createTable(createRequestOf(form));
    setBusy(false);
    if (!r.ok) {
      setError(r.error.message);
      return;
    }
    for (const ticket of r.value.tickets) saveTicket(window.localStorage, ticket);
    navigate({ page: 'table', code: r.value.table.code });
  };

  const join = (e: React.FormEvent) => {
    e.preventDefault();
    const c = code.trim();
    if (/^[A-Za-z0-9_-]{1,64}$/.test(c)) navigate({ page: 'table', code: c.toUpperCase() });
    else setError('A table code is letters and digits, as in the invitation.');
  };

  return (
    <div className="lobby">
      <section className="hero">
        <div>
          <h1>Play bridge now</h1>
          <p>Sit down with three robots, or invite friends with a link. Nothing to install, nothing to configure.</p>
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
        <h2 id="create-title">New table</h2>
        {error && <p className="error-banner" role="alert">{error}</p>}
        <div>
          <label className="field-label" htmlFor="rule-set">Game</label>
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
                {r.label}{r.ready ? '' : ' (coming soon)'}
              </option>
            ))}
          </select>
          <p className="muted" style={{ margin: '4px 0 0', fontSize: '.85rem' }}>
            {RULE_SET_OPTIONS.find((r) => r.id === form.ruleSet)?.description}
          </p>
          {form.ruleSet === 'four-at-one-table' && (
            <label className="alert-toggle" style={{ marginTop: 6 }}>
              <input
                type="checkbox"
                checked={form.noPartnershipNotPlayed === true}
                onChange={(e) => setForm({ ...form, noPartnershipNotPlayed: e.target.checked })}
              />{' '}
              Skip a deal where nobody became partners (2018 rule)
            </label>
          )}
        </div>
        <div>
          <label className="field-label" htmlFor="form">Scoring</label>
          <select id="form" value={form.form} onChange={(e) => setForm({ ...form, form: e.target.value as CreateForm['form'] })}>
            {FORM_OPTIONS.map((f) => <option key={f.id} value={f.id} disabled={!isFormAllowed(form.ruleSet, f.id)}>{f.label}</option>)}
          </select>
          <p className="muted" style={{ margin: '4px 0 0', fontSize: '.85rem' }}>{FORM_OPTIONS.find((f) => f.id === form.form)?.description}</p>
        </div>
        {form.form === 'duplicate' && (
          <div>
            <label className="field-label" htmlFor="boards">Boards</label>
            <input
              id="boards" type="number" min={1} max={36} value={form.boards}
              onChange={(e) => setForm({ ...form, boards: Math.max(1, Math.min(36, Number(e.target.value) || 1)) })}
              style={{ width: '6em', padding: '8px 10px', border: '1px solid var(--panel-border)', borderRadius: 8 }}
            />
          </div>
        )}
        <fieldset>
          <legend>Who sits where</legend>
          <div className="seat-pickers">
            {SEAT_ORDER.map((seat) => (
              <div className="seat-picker" key={seat} role="radiogroup" aria-label={seatName(seat)}>
                <span className="seat-title">{seatName(seat)}</span>
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
                      {c.label}
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <button className="btn btn-primary" type="submit" disabled={busy}>{busy ? 'Creating…' : 'Create table'}</button>
      </form>

      <div className="form-grid">
        <form className="panel form-grid" onSubmit={join} aria-labelledby="join-title">
          <h2 id="join-title">Join a table</h2>
          <div className="join-row">
            <label className="visually-hidden" htmlFor="join-code">Table code</label>
            <input id="join-code" type="text" placeholder="Code, e.g. QWERTY" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
            <button className="btn" type="submit">Join</button>
          </div>
        </form>
        <section className="panel" aria-labelledby="open-title">
          <h2 id="open-title">Open tables</h2>
          {tables === null ? (
            <p className="muted">Looking…</p>
          ) : tables.length === 0 ? (
            <p className="muted">No table is waiting for players. Create one and send the link.</p>
          ) : (
            <ul className="table-list">
              {tables.slice(0, 12).map((t) => {
                const open = SEAT_ORDER.filter((s) => t.seats[s].status === 'open');
                return (
                  <li key={t.id}>
                    <span className="code">{t.code}</span>
                    <span className="muted">{FORM_OPTIONS.find((f) => f.id === t.form)?.label} · open: {open.join(' ')}</span>
                    <a className="btn btn-small" style={{ marginLeft: 'auto' }} href={makeRoute({ page: 'table', code: t.code })} onClick={linkClick({ page: 'table', code: t.code })}>Open</a>
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
