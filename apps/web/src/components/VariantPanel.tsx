/**
 * The variant panel (Four at One Table, Hao bridge; issue 6): who owns which strain and who is
 * partnered with whom as the auction goes, whether dummy is declarer's partner, and who moved
 * seats for the play. It shows the selectors' model; it knows no rules.
 *
 * ```tsx
 * {model.variant && <VariantPanel variant={model.variant} />}
 * ```
 */
import type { VariantModel } from '../selectors.js';
import { useI18n } from '../i18n.js';

/** Props of the variant panel. */
export interface VariantPanelProps {
  readonly variant: VariantModel;
}

/** Owners, partnerships and the seat swap of a variant table. */
export function VariantPanel({ variant }: VariantPanelProps) {
  const { tr, labels } = useI18n();
  const { seatName } = labels;
  return (
    <section className="panel panel-variant" aria-label={variant.title} data-testid="variant-panel">
      <h2>{variant.title}</h2>
      <dl className="variant-facts">
        {variant.owners && (
          <>
            <dt>{tr.t('variant.strains')}</dt>
            <dd data-testid="owners">
              {variant.owners.length === 0
                ? tr.t('variant.noneYet')
                : variant.owners.map((o) => (
                    <span
                      key={o.strain}
                      className="variant-owner"
                      role="img"
                      aria-label={tr.t('variant.ownedBy', {
                        strain: o.strain === 'NT' ? tr.t('dd.noTrump') : labels.suitName(o.strain),
                        seat: seatName(o.seat),
                      })}
                    >
                      {o.label} {labels.seatLetter(o.seat)}{' '}
                    </span>
                  ))}
            </dd>
          </>
        )}
        <dt>{tr.t('variant.partners')}</dt>
        <dd data-testid="partnerships">
          {variant.partnerships.length === 0
            ? tr.t('variant.nobodyYet')
            : variant.partnerships.map(([a, b]) => labels.sideLetters(a, b)).join(', ')}
        </dd>
        {variant.dummyIsPartner === false && (
          <>
            <dt>{tr.t('variant.dummy')}</dt>
            <dd>{tr.t('variant.dummyNotPartner')}</dd>
          </>
        )}
        {variant.moved.length > 0 && (
          <>
            <dt>{tr.t('variant.seats')}</dt>
            <dd data-testid="seat-swap">
              {variant.moved
                .map((m) => tr.t('auction.sitsAt', { player: seatName(m.player), seat: seatName(m.position) }))
                .join('; ')}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
