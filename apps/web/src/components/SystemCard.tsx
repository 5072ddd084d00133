/**
 * The table's system card (issue 25): what each side's robots bid and play — the system's name,
 * its openings, its conventions, the opening leads and signals, and the alert rules. Closed until
 * asked for; opened, it fetches each side's card from the server (`GET /api/system-card`, read
 * from the robots' own rules), so it always says what the robots really do.
 *
 * It opens as a modal dialog whose header (title and Close) stays in view while the card scrolls;
 * Close, Escape or a click on the backdrop outside the card closes it.
 * On a phone every side and every section folds (a heading with a disclosure button,
 * `aria-expanded`): only the player's own side and its openings start open, so the card is a short
 * list of headings rather than a page of several thousand pixels. From 900 px wide the two sides
 * stand in two columns with every section open, as on a paper convention card.
 *
 * ```tsx
 * <SystemCardPanel options={info.options} mySeat={state.seat ?? null} />
 * ```
 */
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { sideOf, type Result, type Seat } from '@biritch/core';
import type { AlertRegulationName, BiddingSystemName, SystemCardInfo, TableOptionsInfo } from '@biritch/protocol';
import { useI18n } from '../i18n.js';
import { getSystemCard } from '../net/api.js';
import { ALERT_LABELS, SYSTEM_LABELS } from './TableOptions.js';
import './systemCard.css';

/** Fetches a system card (the server's, or a test's). */
export type LoadSystemCard = (
  system: BiddingSystemName,
  regulation: AlertRegulationName,
) => Promise<Result<SystemCardInfo>>;

/** The width from which the card shows the two sides side by side, everything open (styles.css agrees). */
export const WIDE_CARD_QUERY = '(min-width: 900px)';

type Cards =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly cards: Partial<Record<BiddingSystemName, SystemCardInfo>> };

/** One column of the card: a side (or both, when they play the same system) and its system. */
interface Side {
  readonly key: 'NS' | 'EW' | 'both';
  readonly label: string;
  readonly system: BiddingSystemName;
}

/** The system card panel: a button that opens both sides' cards in a dialog. */
export function SystemCardPanel({
  options,
  mySeat = null,
  load = getSystemCard,
}: {
  readonly options: Pick<TableOptionsInfo, 'systemNS' | 'systemEW' | 'alertRegulation'>;
  /** The viewer's seat (null for a spectator): their side's openings open first on a phone. */
  readonly mySeat?: Seat | null | undefined;
  readonly load?: LoadSystemCard;
}) {
  const { tr } = useI18n();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <section className="panel system-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {tr.t('systemCard.heading')}
      </h2>
      <button
        ref={opener}
        type="button"
        className="btn btn-small"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {tr.t('systemCard.show')}
      </button>
      {open && <SystemCardDialog options={options} mySeat={mySeat} load={load} onClose={close} />}
    </section>
  );
}

/** The card's media query, where the window has one (jsdom has none: a phone). */
const wideQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_CARD_QUERY) : null;

/** Whether the window is wide enough for the two-column card; follows resizes and rotations. */
function useWide(): boolean {
  const [wide, setWide] = useState(() => wideQuery()?.matches ?? false);
  useEffect(() => {
    const m = wideQuery();
    if (!m) return;
    const changed = () => setWide(m.matches);
    m.addEventListener('change', changed);
    return () => m.removeEventListener('change', changed);
  }, []);
  return wide;
}

/** The buttons, links and fields inside `root` that Tab reaches, in order. */
const tabbable = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[hidden]'),
  );

/** The modal dialog with the cards: focus moves in on opening, stays in while open, Escape closes. */
function SystemCardDialog({
  options,
  mySeat,
  load,
  onClose,
}: {
  readonly options: Pick<TableOptionsInfo, 'systemNS' | 'systemEW' | 'alertRegulation'>;
  readonly mySeat: Seat | null;
  readonly load: LoadSystemCard;
  readonly onClose: () => void;
}) {
  const { tr } = useI18n();
  const [cards, setCards] = useState<Cards>({ status: 'loading' });
  const wide = useWide();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pressedOutside = useRef(false);
  const { systemNS, systemEW, alertRegulation } = options;

  useEffect(() => {
    closeButton.current?.focus();
    // A modal dialog: the page behind does not scroll while it is open (on a phone a swipe past the
    // card's end would otherwise scroll the table underneath), and scrolls again as before once closed.
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  useEffect(() => {
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
  }, [systemNS, systemEW, alertRegulation, load]);

  // Escape closes (WAI-ARIA dialog pattern); Tab and Shift+Tab cycle inside the dialog.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialog.current) return;
    const stops = tabbable(dialog.current);
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const sides: Side[] =
    systemNS === systemEW
      ? [{ key: 'both', label: `${tr.t('side.NS')}, ${tr.t('side.EW')}`, system: systemNS }]
      : [
          { key: 'NS', label: tr.t('side.NS'), system: systemNS },
          { key: 'EW', label: tr.t('side.EW'), system: systemEW },
        ];
  // A spectator has no side: the first one opens, so the card never opens as headings alone.
  const own = sides.find((s) => s.key === 'both' || (mySeat !== null && s.key === sideOf(mySeat))) ?? sides[0]!;
  // A click on the backdrop, outside the card, closes it too (as Close and Escape do) — only when
  // the press also began there: a text selection dragged out of the card does not close it.
  const onBackdropMouseDown = (e: MouseEvent<HTMLDivElement>) => {
    pressedOutside.current = e.target === e.currentTarget;
  };
  const onBackdropClick = (e: MouseEvent<HTMLDivElement>) => {
    if (pressedOutside.current && e.target === e.currentTarget) onClose();
    pressedOutside.current = false;
  };
  // In <body>, not in the side panel: the panel's styles stay out of it and it covers the page.
  return createPortal(
    // The backdrop is not a control of its own: keyboard users close with Escape or the Close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (onKeyDown in the dialog) is the keyboard way
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience beside Close and Escape
    <div className="dialog-backdrop system-card-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialog}
        className="dialog system-card-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        data-system-card
        onKeyDown={onKeyDown}
      >
        <header className="system-card-header">
          <h2 id={`${id}-title`}>{tr.t('systemCard.heading')}</h2>
          <button
            ref={closeButton}
            type="button"
            className="btn btn-small"
            title={tr.t('systemCard.hide')}
            onClick={onClose}
          >
            {tr.t('systemCard.close')}
          </button>
        </header>
        <div className="system-card-body">
          {cards.status === 'loading' && <p className="muted">{tr.t('systemCard.loading')}</p>}
          {cards.status === 'failed' && <p role="alert">{tr.t('systemCard.failed')}</p>}
          {cards.status === 'ready' && (
            // Remounted when the layout changes, so the folds start again from that layout's defaults.
            <CardContents
              key={wide ? 'wide' : 'narrow'}
              wide={wide}
              sides={sides}
              own={own.key}
              cards={cards.cards}
              regulation={alertRegulation}
            />
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** Both sides' cards, the leads and signals, and the alert rules, each folding. */
function CardContents({
  wide,
  sides,
  own,
  cards,
  regulation,
}: {
  readonly wide: boolean;
  readonly sides: readonly Side[];
  readonly own: Side['key'];
  readonly cards: Partial<Record<BiddingSystemName, SystemCardInfo>>;
  readonly regulation: AlertRegulationName;
}) {
  const { tr } = useI18n();
  // The folds turned from the layout's default: on a wide window all start open, on a phone all
  // start folded but the own side and its openings.
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(
    () => new Set(wide ? [] : [`side-${own}`, `${own}-openings`]),
  );
  const isOpen = (key: string): boolean => wide !== flipped.has(key);
  const toggle = (key: string) => () =>
    setFlipped((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const fold = (key: string) => ({ open: isOpen(key), onToggle: toggle(key), foldKey: key });
  const first = Object.values(cards)[0];
  return (
    <>
      <div className="system-card-sides" data-sides={sides.length}>
        {sides.map((side) => {
          const card = cards[side.system];
          if (!card) return null;
          return (
            <Fold
              key={side.key}
              level={3}
              className="system-card-side"
              side={side.key}
              title={tr.t('systemCard.side', { side: side.label, system: tr.t(SYSTEM_LABELS[card.system]) })}
              {...fold(`side-${side.key}`)}
            >
              <SideCard side={side.key} card={card} fold={fold} />
            </Fold>
          );
        })}
      </div>
      <div className="system-card-common">
        {first && (
          <Fold level={3} title={tr.t('systemCard.carding')} {...fold('carding')}>
            <ul className="system-card-list">
              {first.carding.map((c) => (
                <li key={c.id}>{tr.message(c.id) ?? c.id}</li>
              ))}
            </ul>
          </Fold>
        )}
        <Fold
          level={3}
          title={tr.t('systemCard.regulation', { regulation: tr.t(ALERT_LABELS[regulation]) })}
          {...fold('alerts')}
        >
          <p className="system-card-note">{tr.t('systemCard.regulationNote')}</p>
        </Fold>
      </div>
    </>
  );
}

/** A heading whose button folds and unfolds what follows it (WAI-ARIA disclosure; the heading keeps its name). */
function Fold({
  level,
  title,
  open,
  onToggle,
  foldKey,
  side,
  className = '',
  children,
}: {
  readonly level: 3 | 4;
  readonly title: string;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly foldKey: string;
  readonly side?: string | undefined;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}) {
  const bodyId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={`system-card-fold ${className}`} data-fold={foldKey} data-side={side}>
      <Heading className="system-card-fold-heading">
        <button
          type="button"
          className="system-card-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="system-card-chevron" aria-hidden="true" />
          {title}
        </button>
      </Heading>
      <div id={bodyId} className="system-card-fold-body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/** One side's openings and conventions, each a fold. */
function SideCard({
  side,
  card,
  fold,
}: {
  readonly side: Side['key'];
  readonly card: SystemCardInfo;
  readonly fold: (key: string) => { open: boolean; onToggle: () => void; foldKey: string };
}) {
  const { tr, labels } = useI18n();
  const text = (id: string, args: Readonly<Record<string, string | number>> = {}): string => tr.message(id, args) ?? id;
  return (
    <div className="system-card-sections" data-system={card.system}>
      <Fold level={4} title={tr.t('systemCard.openings')} {...fold(`${side}-openings`)}>
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
      </Fold>
      <Fold level={4} title={tr.t('systemCard.conventions')} {...fold(`${side}-conventions`)}>
        <ul className="system-card-list">
          {card.conventions.map((c) => (
            <li key={c.id}>{text(c.id)}</li>
          ))}
        </ul>
      </Fold>
    </div>
  );
}
