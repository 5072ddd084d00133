/**
 * A hand at the table: face-up cards (our own, dummy's, or all four at the end) or backs.
 * Keyboard: the hand is one tab stop; arrow keys move between its cards, Home/End jump to the
 * ends, Enter or Space plays the focused card when it is playable.
 *
 * ```tsx
 * <HandView hand={seatModel} onPlay={(card) => send({ type: 'play', card })} />
 * ```
 */
import { useEffect, useRef, useState } from 'react';
import type { Card } from '@biritch/core';
import type { SeatModel } from '../selectors.js';
import { groupBySuit, suitSymbol } from '../selectors.js';
import { useI18n } from '../i18n.js';
import { CardBack, PlayingCard } from './PlayingCard.js';

/** Props of a hand. */
export interface HandViewProps {
  readonly hand: SeatModel;
  readonly onPlay?: (card: Card) => void;
  /** 'row': one overlapping row (bottom and top); 'suits': a row per suit (left and right). */
  readonly layout?: 'row' | 'suits';
  readonly size?: 'normal' | 'small';
}

/** A seat's hand, face up or face down, with keyboard navigation among its cards. */
export function HandView({ hand, onPlay, layout = 'row', size = 'normal' }: HandViewProps) {
  const { tr, seatName, suitName } = useI18n().labels;
  const [focusIndex, setFocusIndex] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // A card played from the keyboard leaves the hand: focus moves to its neighbour, not the page.
  const restoreFocus = useRef(false);
  const count = hand.cards?.length ?? 0;
  useEffect(() => {
    if (!restoreFocus.current) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    restoreFocus.current = false;
    refs.current[Math.min(focusIndex, count - 1)]?.focus();
  }, [count, focusIndex]);
  const label = hand.role
    ? tr.t('table.handRole', {
        seat: seatName(hand.seat),
        role: tr.t(hand.role === 'declarer' ? 'role.declarer' : 'role.dummy'),
      })
    : tr.t('table.hand', { seat: seatName(hand.seat) });

  if (!hand.cards) {
    const backs = Math.min(hand.count, 13);
    return (
      <div
        className={`hand hand-hidden hand-${layout}`}
        role="group"
        aria-label={tr.t('table.handHidden', { hand: label, count: hand.count })}
        data-seat={hand.seat}
      >
        {Array.from({ length: backs }, (_, i) => (
          <CardBack key={i} size="small" />
        ))}
      </div>
    );
  }

  const cards = hand.cards;
  // Our own hand (or dummy's, for declarer) is buttons all the time, so the keyboard can stay in
  // it; only the cards the selectors list as playable do anything.
  const interactive = !!onPlay;
  const active = interactive && hand.playable.length > 0;
  const current = Math.min(focusIndex, Math.max(0, cards.length - 1));
  const move = (to: number) => {
    const i = (to + cards.length) % cards.length;
    setFocusIndex(i);
    refs.current[i]?.focus();
  };
  const onKeyDown = (i: number) => (e: React.KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
      e.preventDefault();
      move(i + 1);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(i - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      move(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      move(cards.length - 1);
    }
  };
  const playable = new Set(hand.playable);
  const playAndKeepFocus = (card: Card) => {
    restoreFocus.current = refs.current.some((el) => el !== null && el === document.activeElement);
    onPlay?.(card);
  };
  const suitStart = (i: number) =>
    layout === 'row' && i > 0 && cards[i - 1]![0] !== cards[i]![0] ? 'suit-start' : undefined;
  const renderCard = (card: Card, i: number) =>
    interactive ? (
      <PlayingCard
        key={card}
        card={card}
        size={size}
        className={suitStart(i)}
        playable={playable.has(card)}
        onPlay={playAndKeepFocus}
        tabIndex={i === current ? 0 : -1}
        onKeyDown={onKeyDown(i)}
        onFocus={() => setFocusIndex(i)}
        buttonRef={(el) => {
          refs.current[i] = el;
        }}
      />
    ) : (
      <PlayingCard key={card} card={card} size={size} inert className={suitStart(i)} />
    );

  if (layout === 'suits') {
    let i = 0;
    return (
      <div
        className={`hand hand-suits${active ? ' hand-active' : ''}`}
        role="group"
        aria-label={label}
        data-seat={hand.seat}
      >
        {groupBySuit(cards).map(({ suit, cards: inSuit }) => (
          <div className="hand-suit-row" key={suit}>
            {inSuit.length === 0 ? (
              // A void names its suit ("♥ —"): a bare dash left the player guessing which suit it was.
              <span
                className="void"
                role="img"
                aria-label={tr.t('result.holding', { suit: suitName(suit), cards: tr.t('result.void') })}
              >
                {suitSymbol(suit)} —
              </span>
            ) : (
              inSuit.map((c) => renderCard(c, i++))
            )}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div
      className={`hand hand-row${active ? ' hand-active' : ''}`}
      role="group"
      aria-label={label}
      data-seat={hand.seat}
      style={{ '--n': cards.length } as React.CSSProperties}
    >
      {cards.map(renderCard)}
    </div>
  );
}
