/**
 * Hao bridge (Z. Hofmokl-Ostrowski, "Hao czyli bridge ulepszony", 1931, as retold by Ł. Sławiński
 * in seeds/001_848007893afe264d.txt; docs/variants.md, "Related rule sets").
 *
 * ```ts
 * const a = unwrap(auctionFromCalls(haoRules, 'N', ['1H', 'X', 'P', 'HAO', 'P', 'P', 'P']));
 * haoRules.partnerships(a);   // [['E', 'W']]: West joined East's double
 * haoRules.outcome(a, {});    // 1♥ doubled by N, dummy S (not N's partner: one of three opponents)
 * ```
 * The seed says only this: players may become partners only with the player opposite, and only
 * once they agree a strain — also by repeating partner's last bid; dummy is always opposite
 * declarer, and when the two did not become partners dummy is scored as one of declarer's three
 * opponents; a player who wants a share of the double of the player opposite says "hao". Our
 * decisions where it leaves things open:
 * - Calls: the 38 standard calls (Law 18) plus `hao`. Bids must outrank the last bid (Law 18),
 *   except the repeat below.
 * - Agreeing: a player who bids a strain that the player opposite bid earlier in the auction (at
 *   any level) becomes that player's partner. Partnerships never dissolve (there is only one
 *   possible partner).
 * - Repeat: a player may bid the very same contract as the last bid when that bid was made by the
 *   player opposite, is not doubled (a repeat would otherwise wipe out the opponents' double: the
 *   way to act over a double is a redouble or a higher bid), and the two are not partners yet
 *   (`auction/cannot-repeat` otherwise). It counts as a bid for the end of the auction.
 * - Hao: allowed while the last bid stands doubled (or redoubled) and the double was made by the
 *   player opposite, who is not the caller's partner yet (`auction/cannot-hao` otherwise). It makes
 *   the two partners; it changes neither the contract nor its doubling, and like any call other
 *   than pass it is followed by three passes before the auction ends.
 * - Double and redouble follow Law 19 with the geometric sides N–S and E–W (the player opposite is
 *   never an opponent: he would be dummy or declarer of the same contract).
 * - Declarer: of the side (N–S or E–W) that made the final bid, the first to name its strain (if
 *   the two are not partners, only the last bidder of the pair can have named it: naming it after
 *   the other would have agreed it). Dummy is the player opposite; no seats move. The opening
 *   lead is from declarer's left.
 * - Scoring (`scoreHao` in `@biritch/scoring`): the standard duplicate values with the board's
 *   vulnerability and doubles; `dummyIsPartner` says whether dummy shares declarer's score or is
 *   one of three opponents. A defenders' partnership (by agreeing or by hao) is recorded and shown,
 *   but the seed gives no scoring rule that depends on it, so it does not change the score.
 */
import { partnerSeat, seatAfter, type Seat } from '../cards.js';
import { STANDARD_CALLS, bidBeats, displayCall, type Bid, type Call } from '../calls.js';
import { err, ok, type Result } from '../result.js';
import {
  NOT_PLAYED,
  STANDARD_PARTNERSHIPS,
  checkDouble,
  checkRedouble,
  firstOfSideToNameStrain,
  standardAuctionOver,
} from './standard.js';
import {
  IDENTITY_SEATS,
  arePartners,
  type Auction,
  type AuctionOutcome,
  type Partnership,
  type RuleSet,
} from './ruleSet.js';

/** How a Hao partnership was formed. */
export type HaoFormation = 'agreed' | 'repeated' | 'hao';

/** Hao bridge's own auction state (plain JSON). */
export interface HaoState {
  /** The partnerships formed so far (each one of N–S, E–W). */
  readonly partnerships: readonly Partnership[];
  /** How and when (call index) each was formed. */
  readonly formed: readonly { readonly pair: Partnership; readonly index: number; readonly how: HaoFormation }[];
}

/** The call `hao`: joining the double of the player opposite. */
export const HAO: Call = { type: 'hao' };

/** The calls of Hao bridge: pass, double, redouble, hao and the 35 bids. */
export const HAO_CALLS: readonly Call[] = [
  STANDARD_CALLS[0]!,
  STANDARD_CALLS[1]!,
  STANDARD_CALLS[2]!,
  HAO,
  ...STANDARD_CALLS.slice(3),
];

const sameBid = (a: Bid, b: Bid): boolean => a.level === b.level && a.strain === b.strain;

/** Whether `seat` and the player opposite are partners already. */
const partnered = (auction: Auction<HaoState>, seat: Seat): boolean =>
  arePartners(auction.rule.partnerships, seat, partnerSeat(seat));

/** Whether `seat` may repeat the last bid (the very same contract); the reason when not. */
export function checkHaoRepeat(auction: Auction<HaoState>, seat: Seat): Result<null> {
  const last = auction.lastBid;
  if (last === null) return err('auction/cannot-repeat', 'there is no bid to repeat');
  const shown = displayCall(last.bid);
  if (last.seat !== partnerSeat(seat))
    return err(
      'auction/cannot-repeat',
      `only the player opposite may repeat ${shown}: ${last.seat} bid it, not ${partnerSeat(seat)}`,
    );
  if (auction.doubled !== 0) return err('auction/cannot-repeat', `${shown} is doubled: redouble or bid higher`);
  if (partnered(auction, seat)) return err('auction/cannot-repeat', `you are already ${partnerSeat(seat)}'s partner`);
  return ok(null);
}

/** Whether `seat` may say hao now: the last bid stands doubled by the player opposite, not yet a partner. */
export function checkHao(auction: Auction<HaoState>, seat: Seat): Result<null> {
  if (auction.lastBid === null || auction.doubled === 0)
    return err('auction/cannot-hao', 'hao joins a double, and there is none');
  if (auction.doubledBy !== partnerSeat(seat))
    return err(
      'auction/cannot-hao',
      `hao joins the double of the player opposite (${partnerSeat(seat)}), who did not double`,
    );
  if (partnered(auction, seat)) return err('auction/cannot-hao', `you are already ${partnerSeat(seat)}'s partner`);
  return ok(null);
}

/** The rule state after a call (already checked). */
function stateAfterCall(auction: Auction<HaoState>, seat: Seat, call: Call): HaoState {
  const s = auction.rule;
  if (partnered(auction, seat)) return s;
  const opposite = partnerSeat(seat);
  const pair: Partnership = seat === 'N' || seat === 'S' ? ['N', 'S'] : ['E', 'W'];
  const index = auction.calls.length;
  if (call.type === 'hao')
    return { partnerships: [...s.partnerships, pair], formed: [...s.formed, { pair, index, how: 'hao' }] };
  if (call.type !== 'bid') return s;
  const oppositeNamedIt = auction.calls.some(
    (c) => c.seat === opposite && c.call.type === 'bid' && c.call.strain === call.strain,
  );
  if (!oppositeNamedIt) return s;
  const how: HaoFormation = auction.lastBid !== null && sameBid(call, auction.lastBid.bid) ? 'repeated' : 'agreed';
  return { partnerships: [...s.partnerships, pair], formed: [...s.formed, { pair, index, how }] };
}

/** Hao bridge: fixed opposite seats, partners only by agreeing or by hao (see the module comment). */
export const haoRules: RuleSet<HaoState> = {
  id: 'hao',
  title: 'Hao bridge',
  vocabulary: HAO_CALLS,
  initialRuleState: () => ({ partnerships: [], formed: [] }),
  checkCall(auction, seat, call) {
    switch (call.type) {
      case 'pass':
        return ok(null);
      case 'double':
        return checkDouble(auction, seat, STANDARD_PARTNERSHIPS);
      case 'redouble':
        return checkRedouble(auction, seat, STANDARD_PARTNERSHIPS);
      case 'hao':
        return checkHao(auction, seat);
      case 'bid':
        if (bidBeats(call, auction.lastBid?.bid ?? null)) return ok(null);
        if (sameBid(call, auction.lastBid!.bid)) return checkHaoRepeat(auction, seat);
        return err(
          'auction/insufficient-bid',
          `${displayCall(call)} does not outrank the last bid ${displayCall(auction.lastBid!.bid)} (Law 18)`,
        );
    }
  },
  applyCall: stateAfterCall,
  isAuctionOver: standardAuctionOver,
  partnerships: (auction) => auction.rule.partnerships,
  owners: () => ({}),
  outcome(auction): AuctionOutcome {
    if (!auction.over) throw new Error('outcome of an unfinished auction');
    const last = auction.lastBid;
    if (last === null) return NOT_PLAYED;
    const declarer = firstOfSideToNameStrain(auction, STANDARD_PARTNERSHIPS);
    const dummy = partnerSeat(declarer);
    return {
      contract: { level: last.bid.level, strain: last.bid.strain, doubled: auction.doubled },
      declarer,
      dummy,
      dummyIsPartner: arePartners(auction.rule.partnerships, declarer, dummy),
      played: true,
      seats: IDENTITY_SEATS,
      openingLeader: seatAfter(declarer),
    };
  },
};
