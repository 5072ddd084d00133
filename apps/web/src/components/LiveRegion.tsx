/**
 * The screen reader's live region: announces each call, card, trick and result as it happens.
 *
 * ```tsx
 * <LiveRegion announcements={state.announcements} turn="Your call." />
 * ```
 */

/** A polite live region holding the latest few announcements, and whether we must act now. */
export function LiveRegion({ announcements, turn }: { readonly announcements: readonly { readonly seq: number; readonly text: string }[]; readonly turn: string | null }) {
  const recent = announcements.slice(-3);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="false" data-testid="live-region">
      {recent.map((a, i) => <p key={`${a.seq}-${i}`}>{a.text}</p>)}
      {turn && <p>{turn}</p>}
    </div>
  );
}
