/**
 * One card face. A button when it may be played (the selectors decide that), a plain figure
 * otherwise. A button is named by what it shows, then the words ("A♠, Ace of spades": WCAG 2.5.3 Label
 * in Name, so speech input can say what is seen); a figure by the words alone ("Ace of spades").
 *
 * ```tsx
 * <PlayingCard card="SA" playable onPlay={send} />
 * ```
 */
import type { Card } from '@biritch/core';
import { isRed, suitSymbol, suitOfCard } from '../selectors.js';
import { useI18n } from '../i18n.js';

/** Props of a card face. */
export interface PlayingCardProps {
  readonly card: Card;
  /** When true the card is a button that calls onPlay. */
  readonly playable?: boolean;
  readonly onPlay?: (card: Card) => void;
  /** Roving tab index: only the focused card of a hand is in the tab order. */
  readonly tabIndex?: number;
  readonly size?: 'normal' | 'small';
  readonly onKeyDown?: (e: React.KeyboardEvent<HTMLButtonElement>) => void;
  readonly onFocus?: () => void;
  readonly buttonRef?: (el: HTMLButtonElement | null) => void;
  /** Cards of a hand that is not ours to play from are shown but not offered. */
  readonly inert?: boolean;
  /** An extra class, e.g. `suit-start` for the first card of a suit in a fanned hand. */
  readonly className?: string | undefined;
}

/** A card face: rank and suit in the corner, a large suit symbol in the middle. */
export function PlayingCard(props: PlayingCardProps) {
  const { card, playable, onPlay, size = 'normal' } = props;
  const { cardName, cardLabel, rankText } = useI18n().labels;
  const suit = suitOfCard(card);
  const cls = `card card-${size} ${isRed(suit) ? 'red' : 'black'} suit-${suit.toLowerCase()}${playable ? ' playable' : ''}${props.className ? ` ${props.className}` : ''}`;
  const face = (
    <>
      <span className="card-corner" aria-hidden="true">
        <span className="card-rank">{rankText(card)}</span>
        <span className="card-suit">{suitSymbol(suit)}</span>
      </span>
      <span className="card-pip" aria-hidden="true">
        {suitSymbol(suit)}
      </span>
    </>
  );
  if (props.inert) {
    return (
      <span className={cls} role="img" aria-label={cardName(card)} data-card={card}>
        {face}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={cls}
      aria-label={cardLabel(card)}
      aria-disabled={playable ? undefined : true}
      data-card={card}
      tabIndex={props.tabIndex}
      ref={props.buttonRef}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
      onClick={() => {
        if (playable) onPlay?.(card);
      }}
    >
      {face}
    </button>
  );
}

/** The back of a card, for hands we may not see. */
export function CardBack({ size = 'normal' }: { readonly size?: 'normal' | 'small' }) {
  return <span className={`card card-${size} card-back`} aria-hidden="true" />;
}
