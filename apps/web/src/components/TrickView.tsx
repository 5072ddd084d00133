/**
 * The cards of a trick in the middle of the table, each in front of the seat that played it.
 *
 * ```tsx
 * <TrickView trick={model.trick} me="S" />
 * ```
 */
import type { Seat } from '@biritch/core';
import type { TrickModel } from '../selectors.js';
import { positionOf } from '../selectors.js';
import { useI18n } from '../i18n.js';
import { PlayingCard } from './PlayingCard.js';

/** Props of the trick area. */
export interface TrickViewProps {
  readonly trick: TrickModel | null;
  /** The seat shown at the bottom. */
  readonly me: Seat;
  readonly label?: string;
  /** Player → screen position when players moved for the play (a variant's seat swap). */
  readonly where?: Readonly<Record<Seat, 'bottom' | 'left' | 'top' | 'right'>>;
}

/** The current (or last) trick, laid out by compass position. */
export function TrickView({ trick, me, label: given, where }: TrickViewProps) {
  const { tr, seatName, cardName } = useI18n().labels;
  const label = given ?? tr.t('table.currentTrick');
  const plays = trick?.cards ?? [];
  const cards =
    plays.length === 0
      ? tr.t('table.noCardsYet')
      : plays.map((p) => tr.t('table.seatCard', { seat: seatName(p.seat), card: cardName(p.card) })).join(', ');
  const name = trick?.winner
    ? tr.t('table.trickWon', { label, cards, seat: seatName(trick.winner) })
    : tr.t('table.trickCards', { label, cards });
  return (
    <div className="trick" role="group" aria-label={name}>
      {plays.map((p) => (
        <div
          key={p.seat}
          className={`trick-card at-${where?.[p.seat] ?? positionOf(p.seat, me)}${trick?.winner === p.seat ? ' winner' : ''}`}
        >
          <PlayingCard card={p.card} inert />
        </div>
      ))}
    </div>
  );
}
