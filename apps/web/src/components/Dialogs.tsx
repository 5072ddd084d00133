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
import { seatName } from '../selectors.js';

/** The modal dialog in which a player states a claim. */
export function ClaimDialog({ max, onClaim, onCancel }: { readonly max: number; readonly onClaim: (tricks: number, statement: string) => void; readonly onCancel: () => void }) {
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
        onKeyDown={(e) => { if (e.key === 'Escape') onCancel(); }}
        onSubmit={(e) => {
          e.preventDefault();
          onClaim(tricks, statement.trim());
        }}
      >
        <h2 id="claim-title">Claim</h2>
        <p className="muted">State how many of the remaining {max} tricks your side takes, and how you will play them (Law 68C).</p>
        <label className="field-label" htmlFor="claim-tricks">Tricks for your side</label>
        <select id="claim-tricks" ref={first} value={tricks} onChange={(e) => setTricks(Number(e.target.value))}>
          {Array.from({ length: max + 1 }, (_, i) => <option key={i} value={i}>{i}</option>)}
        </select>
        <label className="field-label" htmlFor="claim-statement" style={{ marginTop: 10 }}>Line of play (optional)</label>
        <input id="claim-statement" type="text" maxLength={500} value={statement} onChange={(e) => setStatement(e.target.value)} placeholder="e.g. drawing trumps, then hearts are good" />
        <div className="actions">
          <button type="button" className="btn" onClick={onCancel}>Cancel</button>
          <button type="submit" className="btn btn-primary">Claim {tricks}</button>
        </div>
      </form>
    </div>
  );
}

/** A claim on the table: the opponents accept or reject it; the claimer may withdraw it. */
export function ClaimNotice({ claim, onRespond, onWithdraw }: { readonly claim: ClaimModel; readonly onRespond: (accept: boolean) => void; readonly onWithdraw: () => void }) {
  return (
    <section className="notice" role="alertdialog" aria-labelledby="claim-notice">
      <strong id="claim-notice">
        {claim.mine ? `You claimed ${claim.tricks} of the remaining tricks.` : `${seatName(claim.seat)} claims ${claim.tricks} of the remaining tricks.`}
      </strong>
      {claim.statement && <span>“{claim.statement}”</span>}
      {claim.canRespond && (
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={() => onRespond(true)}>Accept</button>
          <button type="button" className="btn" onClick={() => onRespond(false)}>Reject</button>
        </div>
      )}
      {claim.mine && (
        <div className="actions">
          <span className="muted">Waiting for the opponents…</span>
          <button type="button" className="btn btn-small" onClick={onWithdraw}>Withdraw</button>
        </div>
      )}
    </section>
  );
}

/** An undo request: the other side approves or refuses it. */
export function UndoNotice({ undo, onRespond }: { readonly undo: UndoModel; readonly onRespond: (accept: boolean) => void }) {
  return (
    <section className="notice" role="alertdialog" aria-labelledby="undo-notice">
      <strong id="undo-notice">{undo.mine ? 'You asked to undo your last action.' : `${seatName(undo.seat)} asks to undo the last action.`}</strong>
      {undo.canRespond ? (
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={() => onRespond(true)}>Allow</button>
          <button type="button" className="btn" onClick={() => onRespond(false)}>Refuse</button>
        </div>
      ) : (
        <span className="muted">Waiting for an answer…</span>
      )}
    </section>
  );
}
