/**
 * The table's system card (issue 25): what each side's robots bid and play — the system's name,
 * its openings, its conventions, the opening leads and signals, and the alert rules. Closed until
 * asked for; opened, it fetches each side's card from the server (`GET /api/system-card`, read
 * from the robots' own rules), so it always says what the robots really do.
 *
 * ```tsx
 * <SystemCardPanel options={info.options} />
 * ```
 */
import { useEffect, useId, useState } from 'react';
import type { Result } from '@biritch/core';
import type { AlertRegulationName, BiddingSystemName, SystemCardInfo, TableOptionsInfo } from '@biritch/protocol';
import { useI18n } from '../i18n.js';
import { getSystemCard } from '../net/api.js';
import { ALERT_LABELS, SYSTEM_LABELS } from './TableOptions.js';

/** Fetches a system card (the server's, or a test's). */
export type LoadSystemCard = (
  system: BiddingSystemName,
  regulation: AlertRegulationName,
) => Promise<Result<SystemCardInfo>>;

type Cards =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly cards: Partial<Record<BiddingSystemName, SystemCardInfo>> };

/** The system card panel: a button that opens both sides' cards. */
export function SystemCardPanel({
  options,
  load = getSystemCard,
}: {
  readonly options: Pick<TableOptionsInfo, 'systemNS' | 'systemEW' | 'alertRegulation'>;
  readonly load?: LoadSystemCard;
}) {
  const { tr } = useI18n();
  const [open, setOpen] = useState(false);
  const [cards, setCards] = useState<Cards>({ status: 'loading' });
  const id = useId();
  const { systemNS, systemEW, alertRegulation } = options;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setCards({ status: 'loading' });
    const systems = systemNS === systemEW ? [systemNS] : [systemNS, systemEW];
    void Promise.all(systems.map((s) => load(s, alertRegulation))).then((rs) => {
      if (!live) return;
      const got: Partial<Record<BiddingSystemName, SystemCardInfo>> = {};
      for (const r of rs) {
        if (!r.ok) return setCards({ status: 'failed' });
        got[r.value.system] = r.value;
      }
      setCards({ status: 'ready', cards: got });
    });
    return () => {
      live = false;
    };
  }, [open, systemNS, systemEW, alertRegulation, load]);

  const sides =
    systemNS === systemEW
      ? [{ side: `${tr.t('side.NS')}, ${tr.t('side.EW')}`, system: systemNS }]
      : [
          { side: tr.t('side.NS'), system: systemNS },
          { side: tr.t('side.EW'), system: systemEW },
        ];
  return (
    <section className="panel system-card" aria-labelledby={`${id}-title`} data-system-card>
      <h2 id={`${id}-title`} className="visually-hidden">
        {tr.t('systemCard.heading')}
      </h2>
      <button
        type="button"
        className="btn btn-small"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}
      >
        {open ? tr.t('systemCard.hide') : tr.t('systemCard.show')}
      </button>
      {open && (
        <div id={`${id}-body`} className="system-card-body">
          {cards.status === 'loading' && <p className="muted">{tr.t('systemCard.loading')}</p>}
          {cards.status === 'failed' && <p role="alert">{tr.t('systemCard.failed')}</p>}
          {cards.status === 'ready' &&
            sides.map(({ side, system }) => {
              const card = cards.cards[system];
              return card ? <SideCard key={side} side={side} card={card} /> : null;
            })}
          {cards.status === 'ready' && <Carding card={Object.values(cards.cards)[0]!} />}
          <p className="muted system-card-alerts">
            {tr.t('systemCard.regulation', { regulation: tr.t(ALERT_LABELS[alertRegulation]) })}
          </p>
        </div>
      )}
    </section>
  );
}

/** One side's openings and conventions. */
function SideCard({ side, card }: { readonly side: string; readonly card: SystemCardInfo }) {
  const { tr, labels } = useI18n();
  const text = (id: string, args: Readonly<Record<string, string | number>> = {}): string => tr.message(id, args) ?? id;
  return (
    <div className="system-card-side" data-system={card.system}>
      <h3>{tr.t('systemCard.side', { side, system: tr.t(SYSTEM_LABELS[card.system]) })}</h3>
      <h4>{tr.t('systemCard.openings')}</h4>
      <dl className="system-card-openings">
        {card.openings.map((o) => {
          const call = labels.callText(o.call);
          return (
            <div key={call} className="system-card-opening">
              <dt>{call}</dt>
              <dd>
                {o.meanings.map((m) => text(m.id, m.args)).join('; ')}
                {o.alert && (
                  <span className="system-card-alert">
                    {' '}
                    ({tr.t(o.alert === 'announce' ? 'systemCard.announced' : 'systemCard.alerted')})
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <h4>{tr.t('systemCard.conventions')}</h4>
      <ul className="system-card-list">
        {card.conventions.map((c) => (
          <li key={c.id}>{text(c.id)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The robots' leads and signals (the same for every system). */
function Carding({ card }: { readonly card: SystemCardInfo }) {
  const { tr } = useI18n();
  return (
    <div className="system-card-side">
      <h3>{tr.t('systemCard.carding')}</h3>
      <ul className="system-card-list">
        {card.carding.map((c) => (
          <li key={c.id}>{tr.message(c.id) ?? c.id}</li>
        ))}
      </ul>
    </div>
  );
}
