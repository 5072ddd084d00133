/**
 * Leads out of turn (Laws 53–54) at a table with rectifications.
 *
 * ```ts
 * isLeadOutOfTurn(play, 'E', 'SA');                  // East (a defender) leads when it is not his lead
 * playWithLeadOutOfTurnUnchecked(play, 'E', 'SA');   // accepted: the lead stands, South plays next
 * ```
 * Law 53A: declarer may accept a defender's lead out of turn; it then stands and the player on
 * the offender's left plays next. Law 54: an opening lead out of turn, accepted, makes dummy
 * face his hand, and declarer plays next from his own hand. Not accepted, the correct leader
 * leads. Not modelled: declarer's option to become dummy (Law 54A), the card becoming a major
 * penalty card and the lead restrictions of Laws 50–51 and 56 (here the card returns to the hand),
 * and declarer's leads from the wrong hand (Law 55), which are refused.
 */
import { handHas, handWithout, type Card, type Seat } from '../cards.js';
import { isDeclaringSide, isOpeningLeadMade, nextInPlay, type Play } from '../play.js';

/** Whether `seat` leading `card` is a defender's lead out of turn (Laws 53–54). */
export const isLeadOutOfTurn = (play: Play, seat: Seat, card: Card): boolean =>
  play.turn !== null &&
  play.current.length === 0 &&
  seat !== play.turn &&
  !isDeclaringSide(play, seat) &&
  handHas(play.hands[seat], card);

/** The Law that governs a lead out of turn now: 54 for the opening lead, 53 later. */
export const leadOutOfTurnLaw = (play: Play): 53 | 54 => (isOpeningLeadMade(play) ? 53 : 54);

/** Law 53A: declarer chooses whether to accept a defender's lead out of turn. */
export const leadOutOfTurnDeciders = (play: Play): Seat[] => [play.declarer];

/** The play after an accepted lead out of turn: the card leads the trick, the offender's left plays next (Law 53A). */
export function playWithLeadOutOfTurnUnchecked(play: Play, seat: Seat, card: Card): Play {
  return {
    ...play,
    hands: { ...play.hands, [seat]: handWithout(play.hands[seat], card) },
    leader: seat,
    current: [{ seat, card }],
    turn: nextInPlay(play, seat),
  };
}
