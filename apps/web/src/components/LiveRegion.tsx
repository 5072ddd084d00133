/**
 * The screen reader's live region: announces each call, card, trick and result as it happens,
 * in the player's language (the store keeps the events; `announceEvent` words them here).
 *
 * ```tsx
 * <LiveRegion announcements={state.announcements} turn="Your call." />
 * ```
 */
import type { Seat } from '@biritch/core';
import type { WireEvent } from '@biritch/protocol';
import { useI18n } from '../i18n.js';
import { announceEvent } from '../store/announce.js';

/** A polite live region holding the latest few announcements, and whether we must act now. */
export function LiveRegion({
  announcements,
  turn,
  alertText,
}: {
  readonly announcements: readonly { readonly seq: number; readonly event: WireEvent }[];
  readonly turn: string | null;
  /** How an alert is said when not as written (a robot's, in the reader's language; `announceEvent`). */
  readonly alertText?: (seat: Seat, alert: string) => string | null | undefined;
}) {
  const { labels } = useI18n();
  const recent = announcements
    .slice(-3)
    .flatMap((a) => announceEvent(a.event, labels, alertText).map((text) => ({ seq: a.seq, text })));
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="false" data-testid="live-region">
      {recent.map((a, i) => (
        <p key={`${a.seq}-${i}`}>{a.text}</p>
      ))}
      {turn && <p>{turn}</p>}
    </div>
  );
}
