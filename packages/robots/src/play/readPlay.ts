/**
 * What the play so far says about the hidden hands, beyond the show-outs and the signals: the
 * opening lead's card is the one the leader's lead rules lead from its suit, so a sampled hand for
 * the leader should be one from which they lead that card (the lead is the most informative card
 * of a deal: the top of a sequence promises the next honour, a low card denies a sequence, a lead
 * away from an ace is not made against a suit contract …). The robots' simulation chooses the suit
 * and then leads the rules' card from it, so by default only the card is read (`card`), not the
 * choice of suit (`rule`, the whole rule: true of 54% of the real leaders' hands against 98%).
 *
 * ```ts
 * const fits = leadFits({ seat: 'W', card: 'SK' }, hints, 'H', 'S', 'N');
 * fits('W', remaining, played) // false when W's sampled hand would have led another card
 * ```
 * The test replays the leader's rules of thumb (heuristics.ts) on the sampled hand as it was at
 * the lead; a leader who follows other rules (a human, the simulation veto) makes fewer layouts fit,
 * and the sampler then falls back to layouts that only fit the auction (sample.ts).
 */
import {
  SEATS,
  cardsOf,
  emptyHand,
  rankOf,
  suitIndex,
  suitOf,
  type Card,
  type Hand,
  type Seat,
  type Strain,
} from '@biritch/core';
import { heuristicCard, leadCardIn, type PlayHints } from './heuristics.js';
import type { PlayKnowledge } from './knowledge.js';

/**
 * How the opening lead is read: `rule`, the rules of thumb would lead that very card from the hand
 * (the suit and the card); `card`, the card is the one the rules lead from its suit (heuristics.ts
 * `leadCardIn`), whichever suit was chosen — the simulation chooses the suit, then leads the usual card.
 */
export type LeadRead = 'rule' | 'card';

/**
 * How far the opening lead's reading is trusted (sample.ts `readingShares`). What trust means here:
 * at a position where a share r of the layouts in the auction's ranges pass `leadFits`, the sampler
 * gives the passing layouts the share σ(log L + s · logit r), L = trust · others / (1 − trust); it
 * is right when the real leader's hand passes that often. Fitted by maximum likelihood on the
 * positions of 200 recorded deals (bench/robots-positions.ts --accuracy --calibration-out, play17q,
 * the 2,822 positions where 0 < r < 1; at the others every layout is alike): L = 90 and s = 1.85
 * (log-likelihood −373.9 against −408.4 for the best L alone, 32, and −409.1 for session 17's 36).
 * The sharpness is real: where r < 0.1 the real hand passed at 4–54%, where r > 0.3 at 97–100% —
 * a card the rules lead from few of the hands the auction allows is mostly the simulation's.
 */
export const LEAD_READING = { trust: 0.957, others: 4, sharpness: 1.85 } as const;

/** The opening lead as seen by every player: who led and what. */
export interface SeenLead {
  readonly seat: Seat;
  readonly card: Card;
}

const NO_VOIDS: readonly boolean[] = [false, false, false, false];

/**
 * A test of a sampled hand for the opening leader: whether its rules of thumb lead `lead.card` from
 * the hand as dealt (`remaining` plus `played`). Other seats always pass. `hints` are the leader's
 * own reading of the auction (partner's suits, the declaring side's suits), as at the lead.
 */
export function leadFits(
  lead: SeenLead,
  hints: PlayHints,
  strain: Strain,
  declarer: Seat,
  dummy: Seat,
  read: LeadRead = 'card',
): (seat: Seat, remaining: Hand, played: Hand) => boolean {
  const empty = Object.fromEntries(SEATS.map((s) => [s, emptyHand()])) as Record<Seat, Hand>;
  const voids = Object.fromEntries(SEATS.map((s) => [s, NO_VOIDS])) as Record<Seat, readonly boolean[]>;
  const left = Object.fromEntries(SEATS.map((s) => [s, 13])) as Record<Seat, number>;
  return (seat, remaining, played) => {
    if (seat !== lead.seat) return true;
    const full = remaining.map((h, i) => (h | played[i]!) >>> 0) as unknown as Hand;
    const cards = cardsOf(full);
    const k: PlayKnowledge = {
      toPlay: seat,
      viewer: seat,
      strain,
      declarer,
      dummy,
      seen: { [seat]: full },
      hidden: SEATS.filter((s) => s !== seat),
      played: empty,
      voids,
      pool: [],
      left,
      trick: { leader: seat, cards: [] },
      tricks: [],
      complete: true,
    };
    return read === 'rule'
      ? heuristicCard(k, cards, hints) === lead.card
      : leadCardIn(k, cards, suitOf(lead.card), hints) === lead.card;
  };
}

/**
 * The lowest of equal cards: a defender following suit plays the lower of touching cards (third
 * hand high, but the lower of equals; second hand covering with the cheaper of two honours), so
 * an honour played on another player's lead denies the next lower card still out at the time
 * (the queen from queen–jack, the king after the queen is gone from king–jack). Read only for
 * honours (jack and up): a defender's spot cards carry signals instead (signals.ts). Standard
 * defensive carding; the robots' own tie-breaks follow it (chooseCard.ts plays the rule's card or
 * the lowest of the equally good ones).
 */
export function lowerEqualsTest(
  k: PlayKnowledge,
): ((seat: Seat, remaining: Hand, played: Hand) => boolean) | undefined {
  const denied: { seat: Seat; suit: number; bit: number }[] = [];
  const gone = [0, 0, 0, 0];
  const read = (cards: readonly { seat: Seat; card: Card }[]): void => {
    const led = cards[0] ? suitOf(cards[0].card) : null;
    cards.forEach((pc, i) => {
      const s = suitIndex(suitOf(pc.card));
      const r = rankOf(pc.card);
      const defender = pc.seat !== k.declarer && pc.seat !== k.dummy;
      if (i > 0 && defender && suitOf(pc.card) === led && r >= 11 && k.hidden.includes(pc.seat)) {
        let below = r - 1;
        while (below >= 2 && (gone[s]! & (1 << (below - 2))) !== 0) below--;
        if (below >= 2) denied.push({ seat: pc.seat, suit: s, bit: 1 << (below - 2) });
      }
    });
    // Only a completed trick's cards make two cards equal: a card on the same trick still tells them
    // apart (the jack overtaking partner's ten from jack–nine is no lower of equals: the nine would not win).
    for (const pc of cards) {
      const s = suitIndex(suitOf(pc.card));
      gone[s] = (gone[s]! | (1 << (rankOf(pc.card) - 2))) >>> 0;
    }
  };
  for (const t of k.tricks) read(t.cards);
  read(k.trick.cards);
  if (denied.length === 0) return undefined;
  return (seat, remaining, played) =>
    denied.every((d) => d.seat !== seat || ((remaining[d.suit]! | played[d.suit]!) & d.bit) === 0);
}
