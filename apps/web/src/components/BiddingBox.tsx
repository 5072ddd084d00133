/**
 * The bidding box: the 35 bids in a grid, then Pass, Double and Redouble (and any extra call a
 * rule set offers). Only the calls the server listed as legal are enabled; the box knows no rules.
 * An optional alert with an explanation goes with the call (Law 40B: the partnership's
 * agreements are disclosed).
 *
 * ```tsx
 * <BiddingBox options={selectBiddingBox(view)} onCall={(call, alert) => send(...)} />
 * ```
 */
import { useState } from 'react';
import type { Call } from '@biritch/core';
import type { BiddingBoxModel } from '../selectors.js';
import { strainClass } from '../selectors.js';
import { useI18n } from '../i18n.js';

/** Props of the bidding box. */
export interface BiddingBoxProps {
  readonly box: BiddingBoxModel;
  readonly onCall: (call: Call, alert?: string) => void;
}

/** The bidding box, offering only the legal calls. */
export function BiddingBox({ box, onCall }: BiddingBoxProps) {
  const { tr, labels } = useI18n();
  const [alerting, setAlerting] = useState(false);
  const [explanation, setExplanation] = useState('');
  const make = (call: Call) => {
    const alert = alerting ? explanation.trim() || tr.t('bidding.alert') : undefined;
    setAlerting(false);
    setExplanation('');
    onCall(call, alert);
  };
  const button = (entry: BiddingBoxModel['bids'][number]) => (
    <button
      key={entry.key}
      type="button"
      className={`call-button ${strainClass(entry.call)}`}
      disabled={!entry.legal}
      aria-label={entry.label ?? labels.callName(entry.call)}
      data-call={entry.key}
      onClick={() => make(entry.call)}
    >
      {entry.label ?? labels.callText(entry.call)}
    </button>
  );
  return (
    <section className="bidding-box" aria-label={tr.t('bidding.box')}>
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
    </section>
  );
}
