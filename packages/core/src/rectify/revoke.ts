/**
 * Revokes (Laws 61–64): the trick transfer computed when the play has ended.
 *
 * ```ts
 * const t = revokeTransfer(play);          // play.revokes were recorded as the cards were played
 * t.toDeclarer - t.toDefenders;            // the change to declarer's tricks
 * ```
 * Law 64A, for each established revoke: if the offending player won the revoke trick, that trick
 * and one more if the offending side won any later trick are transferred; otherwise one trick if
 * the offending side won the revoke trick or any later one. No transfer (Law 64B) when the
 * offending side won neither (B1), for a second revoke in the same suit by the same player (B2),
 * for a revoke by dummy, whose hand is faced (B3), or on the twelfth trick (B6). A side never gives
 * more tricks than it won from its first revoke trick on.
 * Not modelled: correcting a revoke before it is established (Law 62), the Director's equity
 * adjustment (Law 64C), revokes found after the next deal's first call (B4/B5).
 */
import type { Seat } from '../cards.js';
import { isDeclaringSide, type Play, type Revoke } from '../play.js';

/** Why a revoke did or did not transfer tricks. */
export type RevokeRuling =
  | 'won-by-offender'
  | 'won-by-offending-side'
  | 'no-later-trick'
  | 'same-suit-again'
  | 'dummy'
  | 'twelfth-trick'
  | 'not-established';

/** The transfer for one revoke. */
export interface RevokeAssessment {
  readonly revoke: Revoke;
  readonly tricks: number;
  readonly ruling: RevokeRuling;
}

/** The total transfer after the play, in both directions, with each revoke's assessment. */
export interface RevokeTransfer {
  /** Tricks transferred from the defenders to declarer's side. */
  readonly toDeclarer: number;
  /** Tricks transferred from declarer's side to the defenders. */
  readonly toDefenders: number;
  readonly assessments: readonly RevokeAssessment[];
}

/** Tricks the two sides won by claim after the last trick played (Law 63A3: a claim establishes a revoke). */
export interface ClaimedTricks {
  readonly declarer: number;
  readonly defenders: number;
}

/** Computes the trick transfer for the revokes of a finished play (13 tricks, or fewer and a claim). */
export function revokeTransfer(play: Play, claimed: ClaimedTricks = { declarer: 0, defenders: 0 }): RevokeTransfer {
  const assessments: RevokeAssessment[] = [];
  const counted = new Set<string>();
  let toDeclarer = 0;
  let toDefenders = 0;
  const firstRevokeTrick: { declaring: number | null; defending: number | null } = { declaring: null, defending: null };
  for (const revoke of play.revokes) {
    const assess = (tricks: number, ruling: RevokeRuling) => assessments.push({ revoke, tricks, ruling });
    const trick = play.tricks[revoke.trick];
    const offendingDeclares = isDeclaringSide(play, revoke.seat);
    const onSide = (s: Seat) => isDeclaringSide(play, s) === offendingDeclares;
    // A revoke in a trick never completed (a claim in mid-trick) is not assessed here.
    if (!trick) {
      assess(0, 'not-established');
      continue;
    }
    if (revoke.seat === play.dummy) {
      assess(0, 'dummy');
      continue;
    }
    if (revoke.trick === 11) {
      assess(0, 'twelfth-trick');
      continue;
    }
    const key = `${revoke.seat}${revoke.suit}`;
    if (counted.has(key)) {
      assess(0, 'same-suit-again');
      continue;
    }
    counted.add(key);
    const laterClaimed = offendingDeclares ? claimed.declarer : claimed.defenders;
    const wonLater = play.tricks.slice(revoke.trick + 1).some((t) => onSide(t.winner)) || laterClaimed > 0;
    let tricks: number;
    let ruling: RevokeRuling;
    if (trick.winner === revoke.seat) {
      tricks = 1 + (wonLater ? 1 : 0);
      ruling = 'won-by-offender';
    } else if (onSide(trick.winner) || wonLater) {
      tricks = 1;
      ruling = 'won-by-offending-side';
    } else {
      tricks = 0;
      ruling = 'no-later-trick';
    }
    const side = offendingDeclares ? 'declaring' : 'defending';
    firstRevokeTrick[side] ??= revoke.trick;
    if (offendingDeclares) toDefenders += tricks;
    else toDeclarer += tricks;
    assess(tricks, ruling);
  }
  // A side cannot give more tricks than it won from its first revoke trick on.
  const wonFrom = (from: number | null, declaring: boolean): number =>
    from === null
      ? 0
      : play.tricks.slice(from).filter((t) => isDeclaringSide(play, t.winner) === declaring).length +
        (declaring ? claimed.declarer : claimed.defenders);
  return {
    toDeclarer: Math.min(toDeclarer, wonFrom(firstRevokeTrick.defending, false)),
    toDefenders: Math.min(toDefenders, wonFrom(firstRevokeTrick.declaring, true)),
    assessments,
  };
}
