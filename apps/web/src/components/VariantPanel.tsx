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
import { seatName } from '../selectors.js';

/** Props of the variant panel. */
export interface VariantPanelProps {
  readonly variant: VariantModel;
}

/** Owners, partnerships and the seat swap of a variant table. */
export function VariantPanel({ variant }: VariantPanelProps) {
  return (
    <section className="panel panel-variant" aria-label={variant.title} data-testid="variant-panel">
      <h2>{variant.title}</h2>
      <dl className="variant-facts">
        <dt>Strains</dt>
        <dd data-testid="owners">
          {variant.owners.length === 0
            ? 'none bid yet'
            : variant.owners.map((o) => (
                <span key={o.strain} className="variant-owner" role="img" aria-label={`${o.strain === 'NT' ? 'no-trump' : o.label} owned by ${seatName(o.seat)}`}>
                  {o.label} {o.seat}{' '}
                </span>
              ))}
        </dd>
        <dt>Partners</dt>
        <dd data-testid="partnerships">
          {variant.partnerships.length === 0 ? 'nobody yet' : variant.partnerships.map(([a, b]) => `${a}–${b}`).join(', ')}
        </dd>
        {variant.dummyIsPartner === false && (
          <>
            <dt>Dummy</dt>
            <dd>not declarer’s partner: scored as one of three opponents</dd>
          </>
        )}
        {variant.moved.length > 0 && (
          <>
            <dt>Seats</dt>
            <dd data-testid="seat-swap">
              {variant.moved.map((m) => `${seatName(m.player)} sits ${seatName(m.position)}`).join('; ')}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
