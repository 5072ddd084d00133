/**
 * Claims and undos (Laws 68–71 for claims; an undo is asked of the other side): the dialog to
 * make a claim, and the notices to accept or reject one, or an undo request.
 *
 * ```tsx
 * <ClaimDialog max={7} onClaim={(n, s) => send({ type: 'claim', tricks: n, statement: s })} onCancel={close} />
 * ```
 */
import { useEffect, useRef, useState } from 'react';
import type { ClaimModel, UndoModel } from '../selectors.js';
import { useI18n } from '../i18n.js';

/** The modal dialog in which a player states a claim. */
export function ClaimDialog({
  max,
  onClaim,
  onCancel,
}: {
  readonly max: number;
  readonly onClaim: (tricks: number, statement: string) => void;
  readonly onCancel: () => void;
}) {
  const { tr } = useI18n();
  const [tricks, setTricks] = useState(max);
  const [statement, setStatement] = useState('');
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  return (
    <div className="dialog-backdrop">
      <form
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="claim-title"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
        onSubmit={(e) => {
          e.preventDefault();
          onClaim(tricks, statement.trim());
        }}
      >
        <h2 id="claim-title">{tr.t('claim.title')}</h2>
        <p className="muted">{tr.t('claim.intro', { max })}</p>
        <label className="field-label" htmlFor="claim-tricks">
          {tr.t('claim.tricks')}
        </label>
        <select id="claim-tricks" ref={first} value={tricks} onChange={(e) => setTricks(Number(e.target.value))}>
          {Array.from({ length: max + 1 }, (_, i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </select>
        <label className="field-label" htmlFor="claim-statement" style={{ marginTop: 10 }}>
          {tr.t('claim.statement')}
        </label>
        <input
          id="claim-statement"
          type="text"
          maxLength={500}
          value={statement}
          onChange={(e) => setStatement(e.target.value)}
          placeholder={tr.t('claim.statementPlaceholder')}
        />
        <div className="actions">
          <button type="button" className="btn" onClick={onCancel}>
            {tr.t('claim.cancel')}
          </button>
          <button type="submit" className="btn btn-primary">
            {tr.t('claim.submit', { count: tricks })}
          </button>
        </div>
      </form>
    </div>
  );
}

/** A claim on the table: the opponents accept or reject it; the claimer may withdraw it. */
export function ClaimNotice({
  claim,
  onRespond,
  onWithdraw,
}: {
  readonly claim: ClaimModel;
  readonly onRespond: (accept: boolean) => void;
  readonly onWithdraw: () => void;
}) {
  const { tr, seatName } = useI18n().labels;
  return (
    <section className="notice" role="alertdialog" aria-labelledby="claim-notice">
      <strong id="claim-notice">
        {claim.mine
          ? tr.t('claim.mine', { count: claim.tricks })
          : tr.t('announce.claim', { seat: seatName(claim.seat), count: claim.tricks })}
      </strong>
      {claim.statement && <span>“{claim.statement}”</span>}
      {claim.canRespond && (
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={() => onRespond(true)}>
            {tr.t('claim.accept')}
          </button>
          <button type="button" className="btn" onClick={() => onRespond(false)}>
            {tr.t('claim.reject')}
          </button>
        </div>
      )}
      {claim.mine && (
        <div className="actions">
          <span className="muted">{tr.t('claim.waiting')}</span>
          <button type="button" className="btn btn-small" onClick={onWithdraw}>
            {tr.t('claim.withdraw')}
          </button>
        </div>
      )}
    </section>
  );
}

/** An undo request: the other side approves or refuses it. */
export function UndoNotice({
  undo,
  onRespond,
}: {
  readonly undo: UndoModel;
  readonly onRespond: (accept: boolean) => void;
}) {
  const { tr, seatName } = useI18n().labels;
  return (
    <section className="notice" role="alertdialog" aria-labelledby="undo-notice">
      <strong id="undo-notice">
        {undo.mine ? tr.t('undo.mine') : tr.t('undo.theirs', { seat: seatName(undo.seat) })}
      </strong>
      {undo.canRespond ? (
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={() => onRespond(true)}>
            {tr.t('undo.allow')}
          </button>
          <button type="button" className="btn" onClick={() => onRespond(false)}>
            {tr.t('undo.refuse')}
          </button>
        </div>
      ) : (
        <span className="muted">{tr.t('undo.waiting')}</span>
      )}
    </section>
  );
}

/** A claim the table rejected (Law 69): shown on screen until play goes on or it is dismissed. */
export function ClaimRejectedNotice({ onDismiss }: { readonly onDismiss: () => void }) {
  const { tr } = useI18n().labels;
  return (
    <section className="notice notice-refused" role="status" data-testid="claim-rejected">
      <strong>{tr.t('announce.claimRejected')}</strong>
      <div className="actions">
        <button type="button" className="btn btn-small" onClick={onDismiss}>
          {tr.t('table.dismiss')}
        </button>
      </div>
    </section>
  );
}
