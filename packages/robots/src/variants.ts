/**
 * Robots for the variants without fixed partnerships: Four at One Table and Hao bridge (issue 6;
 * docs/variants.md, core's rules/fourAtOneTable.ts and rules/hao.ts).
 *
 * ```ts
 * const choice = chooseVariantCall(viewFor(state, 'N')); // { call, rule, explanation } or null
 * const pv = positionalView(view);                       // the view relabelled by table position
 * chooseCard(pv, positionalTricks(view.seats, history), opts); // standard card play after a seat swap
 * ```
 * Bidding, Four at One Table: agree a strain someone else owns only with support (three cards in a
 * suit, or a balanced 10+ for no-trump) and enough values, at the level the combined points
 * promise (the repeat when that is the cheapest way); name a strain of one's own with an opening
 * hand and a five-card suit (or 1NT/2NT balanced); never double (the variant has no doubles);
 * pass otherwise. Hao bridge: the natural system of `bidding/system` on the auction as standard
 * bridge sees it, keeping only natural bids (a strain held three times, or no-trump: a transfer
 * would not make partners); then "hao" to join a double of the player opposite with 8+ points,
 * and the repeat of partner's last bid with three-card support, to become partners at no cost.
 * Every call is one of `view.legalCalls` (core decides legality).
 *
 * Card play: after a seat swap the players sit in new places, and the card-play code (knowledge,
 * sampling, the solver) thinks in table positions. `positionalView` renames each player by the
 * position where he sits for the play, so the standard card play runs unchanged; cards are the
 * same strings, so the chosen card needs no translation back.
 */
import {
  SEATS,
  callEquals,
  handFromCards,
  partnerSeat,
  positionOf,
  suitLength,
  type AuctionCall,
  type Bid,
  type Call,
  type Hand,
  type Level,
  type PlayedCard,
  type Seat,
  type SeatMap,
  type Strain,
  type TableView,
  type Trick,
} from '@biritch/core';
import { hcp, isBalanced } from '@biritch/dealer';
import { chooseCall } from './bidding/bidder.js';
import type { ExplanationMessage } from './bidding/engine.js';
import { englishExplanation } from './explanations.js';

/** A variant call and why it was chosen (in English, and as a message for other languages). */
export interface VariantCallChoice {
  readonly call: Call;
  readonly rule: string;
  readonly explanation: string;
  readonly message: ExplanationMessage;
}

const PASS: Call = { type: 'pass' };
const SUIT_STRAINS = ['C', 'D', 'H', 'S'] as const;
const isMajor = (s: Strain): boolean => s === 'H' || s === 'S';

/** The level a side aims for with `points` combined and a fit in `strain` (or no-trump). */
export function targetLevel(strain: Strain, points: number): number {
  if (strain === 'NT') return points >= 33 ? 6 : points >= 25 ? 3 : points >= 23 ? 2 : 1;
  if (points >= 33) return 6;
  if (points >= 26) return isMajor(strain) ? 4 : points >= 29 ? 5 : 3;
  return points >= 23 ? 3 : points >= 20 ? 2 : 1;
}

/** The cheapest legal bid in a strain (the repeat counts when core allows it). */
function cheapestIn(legal: readonly Call[], strain: Strain): Bid | null {
  let best: Bid | null = null;
  for (const c of legal)
    if (c.type === 'bid' && c.strain === strain && (best === null || c.level < best.level)) best = c;
  return best;
}

/** The bid at `level` in a strain when legal, else the cheapest legal one if it is not above `level`. */
function bidUpTo(legal: readonly Call[], strain: Strain, level: number): Bid | null {
  const cheapest = cheapestIn(legal, strain);
  if (cheapest === null || cheapest.level > level) return null;
  const wanted = legal.find((c): c is Bid => c.type === 'bid' && c.strain === strain && c.level === level);
  return wanted ?? cheapest;
}

/** A choice explained by a variant message (`explain.variant.<what>`); its English text comes from the catalog. */
const choice = (call: Call, rule: string, what: string, args: ExplanationMessage['args'] = {}): VariantCallChoice => {
  const message = { id: `explain.variant.${what}`, args };
  return { call, rule, explanation: englishExplanation(message), message };
};
/** A choice of the natural system, passed on with its own explanation and message. */
const systemChoice = (m: VariantCallChoice): VariantCallChoice => ({
  call: m.call,
  rule: m.rule,
  explanation: m.explanation,
  message: m.message,
});

/** Four at One Table: the call for the player to act in `view` (see the module comment). */
export function chooseFourAtOneTableCall(view: TableView): VariantCallChoice | null {
  const me = view.viewer;
  const cards = me === 'spectator' ? null : view.hands[me];
  if (me === 'spectator' || !cards || view.legalCalls.length === 0) return null;
  const hand = handFromCards(cards);
  const pts = hcp(hand);
  const legal = view.legalCalls;
  const owners = view.owners;
  const partner = view.partnerships.find((p) => p.includes(me))?.find((s) => s !== me) ?? null;
  const last = [...view.auction].reverse().find((c) => c.call.type === 'bid');
  const lastStrain = last && last.call.type === 'bid' ? last.call.strain : null;

  // 1. Agree a strain someone else owns, with support; the last bid's strain first (a repeat may be the cheapest way).
  const supportFor = (s: Strain): boolean =>
    s === 'NT' ? pts >= 10 && isBalanced(hand) : suitLength(hand, s) >= 3 && pts >= 6;
  const others = (Object.entries(owners) as [Strain, Seat][]).filter(([s, o]) => o !== me && supportFor(s));
  others.sort(
    ([a], [b]) =>
      Number(b === lastStrain) - Number(a === lastStrain) ||
      (b === 'NT' ? 0 : suitLength(hand, b as 'C')) - (a === 'NT' ? 0 : suitLength(hand, a as 'C')),
  );
  for (const [s, owner] of others) {
    // Already the owner's partner and the contract is ours: nothing to add.
    if (owner === partner && lastStrain === s) continue;
    const fit = s === 'NT' ? 0 : suitLength(hand, s) - 3;
    const bid = bidUpTo(legal, s, targetLevel(s, pts + 12 + 2 * fit));
    if (bid) {
      const length = s === 'NT' ? 0 : suitLength(hand, s);
      return choice(bid, 'agree', 'agree', { points: pts, strain: s, length, owner });
    }
  }

  // 2. My own strain: compete with it when a partner agreed it and the opponents bid over it.
  const mine = (Object.entries(owners) as [Strain, Seat][]).filter(([, o]) => o === me).map(([s]) => s);
  for (const s of mine) {
    if (partner === null || lastStrain === s) continue;
    const bid = bidUpTo(legal, s, targetLevel(s, pts + 9));
    if (bid) return choice(bid, 'compete', 'compete', { strain: s, partner });
  }

  // 3. Name a strain of my own: an opening hand with a five-card suit, or a balanced no-trump.
  if (mine.length === 0) {
    const free = (s: Strain) => owners[s] === undefined;
    if (isBalanced(hand) && free('NT') && pts >= 15 && pts <= 21) {
      const bid = bidUpTo(legal, 'NT', pts >= 20 ? 2 : 1);
      if (bid) return choice(bid, 'no-trump', 'no-trump', { points: pts });
    }
    const longest = [...SUIT_STRAINS]
      .filter(free)
      .sort(
        (a, b) => suitLength(hand, b) - suitLength(hand, a) || SUIT_STRAINS.indexOf(b) - SUIT_STRAINS.indexOf(a),
      )[0];
    if (longest) {
      const len = suitLength(hand, longest);
      const enough = (pts >= 12 && len >= 5) || (pts >= 8 && len >= 6);
      // The cheapest level; a six-card suit with an opening hand may open at two, as the original's 2♥ ("longer hearts than 1♥").
      const cheapest = cheapestIn(legal, longest);
      const bid =
        enough && cheapest
          ? pts >= 12 && len >= 6
            ? bidUpTo(legal, longest, Math.max(2, cheapest.level))
            : cheapest.level <= 2
              ? cheapest
              : null
          : null;
      if (bid) return choice(bid, 'own-strain', 'own-strain', { points: pts, length: len, strain: longest });
    }
  }
  return legal.some((c) => c.type === 'pass') ? choice(PASS, 'pass', 'pass') : null;
}

/** Hao bridge: the natural system, then hao and the repeat of partner's bid (see the module comment). */
export function chooseHaoCall(view: TableView): VariantCallChoice | null {
  const me = view.viewer;
  const cards = me === 'spectator' ? null : view.hands[me];
  if (me === 'spectator' || !cards || view.legalCalls.length === 0 || !view.dealer) return null;
  const hand: Hand = handFromCards(cards);
  const pts = hcp(hand);
  const legal = view.legalCalls;
  const isLegal = (c: Call) => legal.some((l) => callEquals(l, c));
  // The system reads the auction as standard bridge; a hao is, for it, a pass.
  const seen = view.auction.map((c) => (c.call.type === 'hao' ? PASS : c.call));
  const r = chooseCall({ hand, auction: seen, dealer: view.dealer, vulnerability: view.scoredVulnerability ?? 'none' });
  // Partners join only by naming the same strain, so an artificial bid (a transfer, Stayman with a
  // short suit) would leave the two apart: a bid is kept only in a strain the robot holds (three
  // cards or more), partner's strain (a preference) or no-trump; otherwise it names its own
  // five-card suit.
  const partnerNamed = (strain: Strain): boolean =>
    view.auction.some((c) => c.seat === partnerSeat(me) && c.call.type === 'bid' && c.call.strain === strain);
  const natural = (c: Call): boolean =>
    c.type !== 'bid' || c.strain === 'NT' || suitLength(hand, c.strain) >= 3 || partnerNamed(c.strain);
  if (r.ok && r.value.call.type !== 'pass' && isLegal(r.value.call)) {
    if (natural(r.value.call)) return systemChoice(r.value);
    const own = [...SUIT_STRAINS].sort((a, b) => suitLength(hand, b) - suitLength(hand, a))[0]!;
    const bid = suitLength(hand, own) >= 5 ? cheapestIn(legal, own) : null;
    if (bid && bid.level <= 3) return choice(bid, 'natural', 'natural', { length: suitLength(hand, own), strain: own });
  }
  const hao: Call = { type: 'hao' };
  if (pts >= 8 && isLegal(hao)) return choice(hao, 'hao', 'hao', { points: pts });
  const last = [...view.auction].reverse().find((c): c is AuctionCall & { call: Bid } => c.call.type === 'bid');
  if (
    last &&
    last.seat === partnerSeat(me) &&
    pts >= 6 &&
    (last.call.strain === 'NT' ? isBalanced(hand) : suitLength(hand, last.call.strain) >= 3)
  ) {
    const repeat: Bid = { type: 'bid', level: last.call.level as Level, strain: last.call.strain };
    if (isLegal(repeat)) return choice(repeat, 'repeat', 'repeat', { level: repeat.level, strain: repeat.strain });
  }
  if (r.ok && isLegal(r.value.call) && natural(r.value.call)) return systemChoice(r.value);
  return isLegal(PASS) ? choice(PASS, 'pass', 'system-pass') : null;
}

/** The call for a variant table (null for standard bridge or when no call is due). */
export function chooseVariantCall(view: TableView): VariantCallChoice | null {
  if (view.ruleSet === 'four-at-one-table') return chooseFourAtOneTableCall(view);
  if (view.ruleSet === 'hao') return chooseHaoCall(view);
  return null;
}

const relabelCards = (at: (s: Seat) => Seat, cards: readonly PlayedCard[]): PlayedCard[] =>
  cards.map((c) => ({ seat: at(c.seat), card: c.card }));

/** Completed tricks with players renamed by their positions for the play. */
export function positionalTricks(seats: SeatMap, tricks: readonly Trick[]): Trick[] {
  const at = (s: Seat) => positionOf(seats, s);
  return tricks.map((t) => ({ leader: at(t.leader), winner: at(t.winner), cards: relabelCards(at, t.cards) }));
}

/**
 * The view with every player renamed by the position where he sits for the play (identity when no
 * seats moved). A Four at One Table auction means nothing to the standard bidding inference, so it
 * is left out: card play then samples without auction constraints.
 */
export function positionalView(view: TableView): TableView {
  const seats = view.seats;
  const moved = SEATS.some((s) => seats[s] !== s);
  if (!moved && view.ruleSet !== 'four-at-one-table') return view;
  const at = (s: Seat) => positionOf(seats, s);
  const opt = (s: Seat | null) => (s === null ? null : at(s));
  const withTricks = view as TableView & { readonly playedTricks?: readonly Trick[] };
  const bySeat = <T>(r: Readonly<Record<Seat, T>>): Record<Seat, T> =>
    Object.fromEntries(SEATS.map((pos) => [pos, r[seats[pos]]])) as Record<Seat, T>;
  const partial = <T>(r: Readonly<Partial<Record<Seat, T>>>): Partial<Record<Seat, T>> =>
    Object.fromEntries(
      SEATS.filter((pos) => r[seats[pos]] !== undefined).map((pos) => [pos, r[seats[pos]]]),
    ) as Partial<Record<Seat, T>>;
  return {
    ...view,
    viewer: view.viewer === 'spectator' ? 'spectator' : at(view.viewer),
    auction: view.ruleSet === 'four-at-one-table' ? [] : view.auction.map((c) => ({ ...c, seat: at(c.seat) })),
    partnerships: view.partnerships.map(([a, b]) => [at(a), at(b)] as const),
    owners: {},
    turn: opt(view.turn),
    toAct: opt(view.toAct),
    waitingFor: view.waitingFor.map(at),
    hands: bySeat(view.hands),
    cardsLeft: bySeat(view.cardsLeft),
    declarer: opt(view.declarer),
    dummy: opt(view.dummy),
    seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
    currentTrick: view.currentTrick
      ? { leader: at(view.currentTrick.leader), cards: relabelCards(at, view.currentTrick.cards) }
      : null,
    lastTrick: view.lastTrick ? positionalTricks(seats, [view.lastTrick])[0]! : null,
    // Every completed trick, where the view lists them (renamed like the rest).
    ...(withTricks.playedTricks ? { playedTricks: positionalTricks(seats, withTricks.playedTricks) } : {}),
    claim: view.claim
      ? {
          ...view.claim,
          seat: at(view.claim.seat),
          responders: view.claim.responders.map(at),
          responses: partial(view.claim.responses),
        }
      : null,
    undo: view.undo
      ? {
          ...view.undo,
          seat: at(view.undo.seat),
          responders: view.undo.responders.map(at),
          responses: partial(view.undo.responses),
        }
      : null,
  };
}
