/**
 * A robot's reasons for its opening lead, kept by the table until the deal has ended, then told on
 * request (issue 25: "explain the choice on request after the deal"). While the deal is played the
 * reasons stay hidden: they speak of the leader's hand and of the layouts it expects, which
 * neither its partner nor the opponents may learn before the end (Law 16's spirit: no information
 * beyond the calls and plays).
 *
 * ```ts
 * const note = leadNote(2, 'W', 'SK', { message: { id: 'play.lead.best', args: { samples: 18, average: '4.2' } }, leads: [] });
 * openingLeadAfter(viewFor(state, 'spectator'), { deal: 2, ended: true }, note);
 * // ok({ deal: 2, seat: 'W', card: 'SK', reasons: note.reasons }), or err('explain/deal-in-progress')
 * ```
 * The note lives in memory only: an explanation, not a record of the game. After a restart the
 * lead is still told, with no reasons (`reasons: null`).
 */
import { err, ok, type Card, type Result, type Seat, type TableView } from '@biritch/core';

/** Why a robot led what it led: its message (an @biritch/i18n `play.*` id) and the leads it weighed. */
export interface LeadReasons {
  readonly message: { readonly id: string; readonly args: Readonly<Record<string, string | number>> };
  /** Every lead the simulation weighed, best first, with the defence's average tricks (empty without one). */
  readonly leads: readonly { readonly card: Card; readonly average: number }[];
}

/** A robot's opening lead of one deal, noted when the robot chose it. */
export interface LeadNote {
  readonly deal: number;
  readonly seat: Seat;
  readonly card: Card;
  readonly reasons: LeadReasons;
}

/** The opening lead of the deal just ended, and the robot's reasons when a robot made it. */
export interface OpeningLead {
  readonly deal: number;
  readonly seat: Seat;
  readonly card: Card;
  readonly reasons: LeadReasons | null;
}

/** A note of a robot's opening lead in `deal`. */
export const leadNote = (deal: number, seat: Seat, card: Card, reasons: LeadReasons): LeadNote => ({
  deal,
  seat,
  card,
  reasons,
});

/**
 * The opening lead of the current deal once it has ended, from the table's public view after the
 * deal; the noted reasons only when they are about that very lead (the deal, the seat and the card
 * match: a robot's answer that the table refused leaves no reasons behind).
 */
export function openingLeadAfter(
  view: TableView,
  current: { readonly deal: number; readonly ended: boolean } | null,
  note: LeadNote | null,
): Result<OpeningLead> {
  if (!current) return err('explain/no-lead', 'no deal has been played at this table yet');
  if (!current.ended) return err('explain/deal-in-progress', 'the opening lead is explained once the deal has ended');
  const first = view.playedTricks[0]?.cards[0];
  if (!first) return err('explain/no-lead', 'the deal just ended had no opening lead');
  const reasons =
    note && note.deal === current.deal && note.seat === first.seat && note.card === first.card ? note.reasons : null;
  return ok({ deal: current.deal, seat: first.seat, card: first.card, reasons });
}
