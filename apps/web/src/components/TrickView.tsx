/**
 * The cards of a trick in the middle of the table, each in front of the seat that played it.
 *
 * ```tsx
 * <TrickView trick={model.trick} me="S" />
 * ```
 */
import type { Seat } from '@biritch/core';
import type { TrickModel } from '../selectors.js';
import { cardName, positionOf, seatName } from '../selectors.js';
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
export function TrickView({ trick, me, label = 'Current trick', where }: TrickViewProps) {
  const plays = trick?.cards ?? [];
  const summary = plays.length === 0 ? 'no cards yet' : plays.map((p) => `${seatName(p.seat)} ${cardName(p.card)}`).join(', ');
  return (
    <div className="trick" role="group" aria-label={`${label}: ${summary}${trick?.winner ? `; won by ${seatName(trick.winner)}` : ''}`}>
      {plays.map((p) => (
        <div key={p.seat} className={`trick-card at-${where?.[p.seat] ?? positionOf(p.seat, me)}${trick?.winner === p.seat ? ' winner' : ''}`}>
          <PlayingCard card={p.card} inert />
        </div>
      ))}
    </div>
  );
}
