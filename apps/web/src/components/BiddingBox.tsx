/**
 * The bidding box: the 35 bids in a grid, then Pass, Double and Redouble (and any extra call a
 * rule set offers). Only the calls the server listed as legal are enabled; the box knows no rules.
 * An optional alert with an explanation goes with the call (Law 40B: the partnership's
 * agreements are disclosed). From the keyboard the box is one tab stop: arrow keys move between
 * the legal calls, typing `1h`, `p`, `x` or `xx` picks a call, Enter makes it (`biddingKeys.ts`;
 * the shortcuts are listed under "Keyboard shortcuts").
 *
 * ```tsx
 * <BiddingBox options={selectBiddingBox(view)} onCall={(call, alert) => send(...)} />
 * ```
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Call } from '@biritch/core';
import type { BiddingBoxModel } from '../selectors.js';
import { strainClass } from '../selectors.js';
import { useI18n } from '../i18n.js';
import { boxGrid, isMoveKey, moveInBox, typeInto, typedCall } from './biddingKeys.js';

/** Props of the bidding box. */
export interface BiddingBoxProps {
  readonly box: BiddingBoxModel;
  readonly onCall: (call: Call, alert?: string) => void;
}

/** How long typed characters count as one shortcut (`x` then `x` within it is Redouble). */
const TYPING_MS = 1200;

/** Whether a key press belongs to a text field (the alert's explanation): shortcuts leave it alone. */
const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The bidding box, offering only the legal calls. */
export function BiddingBox({ box, onCall }: BiddingBoxProps) {
  const { tr, labels } = useI18n();
  const [alerting, setAlerting] = useState(false);
  const [explanation, setExplanation] = useState('');
  const grid = useMemo(() => boxGrid(box.bids, box.others), [box]);
  const keys = useMemo(() => grid.filter((c) => c.legal).map((c) => c.key), [grid]);
  // The roving tab stop: the lowest legal bid, else the first legal call.
  const [active, setActive] = useState<string | null>(null);
  const current = active !== null && keys.includes(active) ? active : (keys.find((k) => k !== 'P') ?? keys[0] ?? null);
  const typed = useRef({ text: '', at: 0 });
  const root = useRef<HTMLElement>(null);
  const focusCall = (key: string) => {
    setActive(key);
    root.current?.querySelector<HTMLButtonElement>(`button[data-call="${key}"]`)?.focus();
  };
  const make = (call: Call) => {
    const alert = alerting ? explanation.trim() || tr.t('bidding.alert') : undefined;
    setAlerting(false);
    setExplanation('');
    onCall(call, alert);
  };
  // Typed shortcuts work wherever the focus is on the page, except in a text field.
  const onType = useRef<(e: globalThis.KeyboardEvent) => void>(() => {});
  onType.current = (e) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isEditable(e.target)) return;
    if (e.key === 'Escape') {
      typed.current = { text: '', at: 0 };
      return;
    }
    if (e.key.length !== 1 || !/[0-9a-z]/i.test(e.key)) return;
    const now = Date.now();
    const before = now - typed.current.at < TYPING_MS ? typed.current.text : '';
    const text = typeInto(before, e.key, keys);
    typed.current = { text, at: now };
    const key = typedCall(text, keys);
    if (key === null) return;
    e.preventDefault();
    focusCall(key);
  };
  useEffect(() => {
    const listener = (e: globalThis.KeyboardEvent) => onType.current(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!isMoveKey(e.key) || current === null || isEditable(e.target)) return;
    e.preventDefault();
    focusCall(moveInBox(grid, current, e.key));
  };
  const button = (entry: BiddingBoxModel['bids'][number]) => (
    <button
      key={entry.key}
      type="button"
      className={`call-button ${strainClass(entry.call)}${entry.label ? ' call-repeat' : ''}`}
      disabled={!entry.legal}
      tabIndex={entry.key === current ? 0 : -1}
      aria-label={entry.label ?? labels.callLabel(entry.call)}
      data-call={entry.key}
      onFocus={() => setActive(entry.key)}
      onClick={() => make(entry.call)}
    >
      {entry.label ?? labels.callText(entry.call)}
    </button>
  );
  return (
    <section className="bidding-box" aria-label={tr.t('bidding.box')} ref={root} onKeyDown={onKeyDown}>
      <div className="bid-grid" role="group" aria-label={tr.t('bidding.bids')}>
        {box.bids.map(button)}
      </div>
      <div className="other-calls" role="group" aria-label={tr.t('bidding.others')}>
        {box.others.map(button)}
      </div>
      <div className="alert-row">
        <label className="alert-toggle">
          <input type="checkbox" checked={alerting} onChange={(e) => setAlerting(e.target.checked)} />{' '}
          {tr.t('bidding.alert')}
        </label>
        {alerting && (
          <input
            className="alert-text"
            type="text"
            maxLength={200}
            placeholder={tr.t('bidding.alertPlaceholder')}
            aria-label={tr.t('bidding.alertLabel')}
            value={explanation}
            onChange={(e) => setExplanation(e.target.value)}
          />
        )}
      </div>
      <details className="keys-help">
        <summary>{tr.t('bidding.keys')}</summary>
        <ul>
          <li>{tr.t('bidding.keys.arrows')}</li>
          <li>{tr.t('bidding.keys.type')}</li>
          <li>{tr.t('bidding.keys.calls')}</li>
          <li>{tr.t('bidding.keys.enter')}</li>
        </ul>
      </details>
    </section>
  );
}
