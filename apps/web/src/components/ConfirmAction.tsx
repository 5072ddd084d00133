/**
 * Confirm before a call or card (issue 26, a table option): the chosen call or card waits here
 * until the player confirms it or picks again.
 *
 * ```tsx
 * <ConfirmAction what="1♠" onConfirm={send} onCancel={() => setPending(null)} />
 * ```
 */
import { useI18n } from '../i18n.js';

/** Props of the confirm bar. */
export interface ConfirmActionProps {
  /** The call or card in words, as the player chose it. */
  readonly what: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** "Send 1♠?" with Confirm and Cancel. */
export function ConfirmAction({ what, onConfirm, onCancel }: ConfirmActionProps) {
  const { tr } = useI18n();
  return (
    <section className="notice" role="alertdialog" aria-label={tr.t('keep.confirmCall', { what })} data-confirm>
      <span>{tr.t('keep.confirmCall', { what })}</span>
      <div className="actions">
        <button type="button" className="btn btn-primary" id="confirm-action" onClick={onConfirm}>
          {tr.t('keep.confirm')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {tr.t('keep.cancel')}
        </button>
      </div>
    </section>
  );
}
