/**
 * Claim checking on screen (issue 26): once a deal with a claim is over, whether the claim was
 * right double-dummy — the server's answer in `info.claimChecks`, put into words.
 *
 * ```tsx
 * <ClaimCheckView checks={info.claimChecks ?? []} />
 * ```
 */
import type { ClaimCheckInfo } from '@biritch/protocol';
import { useI18n } from '../i18n.js';

/** The words of one check. */
function checkText(c: ClaimCheckInfo, tr: ReturnType<typeof useI18n>['tr'], seat: string): string {
  const args = { seat, claimed: c.claimed, dd: c.doubleDummy ?? 0 };
  if (c.status === 'pending') return tr.t('claimCheck.pending', { seat });
  if (c.status === 'unavailable' || c.doubleDummy === null) return tr.t('claimCheck.unavailable', args);
  if (c.claimed === c.doubleDummy) return tr.t('claimCheck.right', args);
  return c.claimed > c.doubleDummy ? tr.t('claimCheck.over', args) : tr.t('claimCheck.under', args);
}

/** The claims of the deal just ended, each with its double-dummy verdict; nothing when there was none. */
export function ClaimCheckView({ checks }: { readonly checks: readonly ClaimCheckInfo[] }) {
  const { tr, labels } = useI18n();
  if (checks.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="claim-check-title" data-claim-check>
      <h2 id="claim-check-title">{tr.t('claimCheck.heading')}</h2>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {checks.map((c, i) => (
          <li
            key={`${c.deal}-${i}`}
            data-status={c.status}
            data-verdict={
              c.doubleDummy === null
                ? ''
                : c.claimed === c.doubleDummy
                  ? 'right'
                  : c.claimed > c.doubleDummy
                    ? 'over'
                    : 'under'
            }
          >
            {checkText(c, tr, labels.seatName(c.seat))}
            {!c.accepted && ` ${tr.t('claimCheck.rejected')}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
