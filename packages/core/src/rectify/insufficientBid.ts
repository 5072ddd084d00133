/**
 * Insufficient bids (Law 27) at a table with rectifications: who decides, and who is barred after a substitution.
 *
 * ```ts
 * insufficientBidDeciders('S');                              // ['W']: the offender's left-hand opponent (Law 27A1)
 * isLowestSufficientInStrain(bid(1, 'S'), bid(1, 'H'), bid(2, 'H')); // true: no further rectification (Law 27B1a)
 * ```
 * Accepted (Law 27A1), the bid stands and the auction goes on as though it were sufficient. Not
 * accepted, the offender substitutes a legal call (Law 27B): the lowest sufficient bid in the same
 * strain ends the matter (27B1a); any other call bars the offender's partner from calling for the
 * rest of the auction (27B2). Not modelled: the "comparable call" of Law 27B1b (treated as 27B2),
 * lead restrictions (Law 27D, Law 26) and the Director's adjustment of Law 27D.
 */
import { seatAfter, type Seat } from '../cards.js';
import { bid, bidBeats, type Bid, type Call } from '../calls.js';
import { partnerIn, type Partnership } from '../rules/ruleSet.js';

/** Law 27A1: the player on the offender's left may accept an insufficient bid. */
export const insufficientBidDeciders = (offender: Seat): Seat[] => [seatAfter(offender)];

/** Law 27B1(a): whether `substitute` is the lowest sufficient bid in the strain of the insufficient bid. */
export function isLowestSufficientInStrain(lastBid: Bid | null, insufficient: Bid, substitute: Call): boolean {
  if (substitute.type !== 'bid' || substitute.strain !== insufficient.strain || !bidBeats(substitute, lastBid))
    return false;
  return substitute.level === 1 || !bidBeats(bid((substitute.level - 1) as Bid['level'], substitute.strain), lastBid);
}

/** Law 27B2: the seat barred for the rest of the auction after a substitution, or null. */
export function barredAfterSubstitution(
  pairs: readonly Partnership[],
  offender: Seat,
  lastBid: Bid | null,
  insufficient: Bid,
  substitute: Call,
): Seat | null {
  return isLowestSufficientInStrain(lastBid, insufficient, substitute) ? null : partnerIn(pairs, offender);
}
