/**
 * The robots' bidding system: a SAYC-like natural system written as declarative rules.
 *
 * ```ts
 * import { SAYC_RULES } from './system/index.js';
 * SAYC_RULES.length // every rule, tried in this order
 * ```
 * Order matters only inside one auction situation (the first rule that fits the hand wins);
 * different situations have different auction patterns, so the groups do not compete.
 */
import type { BidRule } from '../engine.js';
import { BALANCING_RULES } from './balancing.js';
import { COMPETITION } from './competition.js';
import { CONTESTED } from './contested.js';
import { DEFENCE } from './defence.js';
import { FREE_BID_REBIDS } from './freeBid.js';
import { INTERFERENCE } from './interference.js';
import { JUMP_SHIFT } from './jumpShift.js';
import { NEW_MINOR_FORCING } from './newMinorForcing.js';
import { NEW_SUIT_REBIDS } from './newSuitRebids.js';
import { NOTRUMP } from './notrump.js';
import { OPENINGS } from './openings.js';
import { REBIDS } from './rebids.js';
import { RESPONSES } from './responses.js';
import { STRONG_CLUB_REBIDS } from './strongClubRebids.js';
import {
  BLACKWOOD_ASKER,
  CONTROL_SEQUENCES,
  EXCLUSION_BLACKWOOD,
  KING_ASKS,
  KEY_CARD_BLACKWOOD,
  QUANTITATIVE_5NT,
  SLAM_TRY_BLACKWOOD,
  controlBids,
  controlSequences,
} from './slam.js';

/** Blackwood answers, after any auction where partner bids 4NT over a suit bid (tried last). */
const BLACKWOOD: readonly BidRule[] = [
  {
    name: 'blackwood-0',
    auction: '... 4x P 4N P|... 3x P 4N P',
    call: '5C',
    when: { aces: [0, 4] },
    explain: 'Blackwood answer: no ace or all four',
  },
  {
    name: 'blackwood-1',
    auction: '... 4x P 4N P|... 3x P 4N P',
    call: '5D',
    when: { aces: [1] },
    explain: 'Blackwood answer: one ace',
  },
  {
    name: 'blackwood-2',
    auction: '... 4x P 4N P|... 3x P 4N P',
    call: '5H',
    when: { aces: [2] },
    explain: 'Blackwood answer: two aces',
  },
  {
    name: 'blackwood-3',
    auction: '... 4x P 4N P|... 3x P 4N P',
    call: '5S',
    when: { aces: [3] },
    explain: 'Blackwood answer: three aces',
  },
  {
    name: 'blackwood-jump',
    auction: '... 2x P 4N P|... 1x P 4N P',
    call: '5C',
    when: { aces: [0, 4] },
    explain: 'Blackwood answer: no ace or all four',
  },
  {
    name: 'blackwood-jump-1',
    auction: '... 2x P 4N P|... 1x P 4N P',
    call: '5D',
    when: { aces: [1] },
    explain: 'Blackwood answer: one ace',
  },
  {
    name: 'blackwood-jump-2',
    auction: '... 2x P 4N P|... 1x P 4N P',
    call: '5H',
    when: { aces: [2] },
    explain: 'Blackwood answer: two aces',
  },
  {
    name: 'blackwood-jump-3',
    auction: '... 2x P 4N P|... 1x P 4N P',
    call: '5S',
    when: { aces: [3] },
    explain: 'Blackwood answer: three aces',
  },
];

/** The grand slam force: 5NT asks for two of the top three trumps. */
const GRAND_SLAM_FORCE: readonly BidRule[] = [
  {
    name: 'gsf-seven',
    auction: '1M P 5N P',
    call: '7M',
    when: { top3: { M: 2 } },
    explain: 'Grand slam: two of the top three trumps',
  },
  { name: 'gsf-six', auction: '1M P 5N P', call: '6M', explain: 'Small slam: fewer than two of the top three trumps' },
];

/** Every rule of the system, in the order they are tried. */
export const SAYC_RULES: readonly BidRule[] = [
  ...OPENINGS,
  ...SLAM_TRY_BLACKWOOD,
  ...controlBids('aces'),
  // After a jump shift (before the two-over-one rebids, whose `1x P 2y P` would read 1♥–2♠).
  ...JUMP_SHIFT,
  ...NOTRUMP,
  ...RESPONSES,
  // Before the rebids, whose natural 1m–1M–1NT–2om it replaces.
  ...NEW_MINOR_FORCING,
  ...REBIDS,
  ...NEW_SUIT_REBIDS,
  ...STRONG_CLUB_REBIDS,
  ...DEFENCE,
  ...COMPETITION,
  ...CONTESTED,
  ...FREE_BID_REBIDS,
  ...GRAND_SLAM_FORCE,
  ...BLACKWOOD,
  ...KING_ASKS,
  ...BLACKWOOD_ASKER,
  ...QUANTITATIVE_5NT,
  // Our constructive auctions after their interference, where no rule above fits.
  ...INTERFERENCE,
  // Last: balancing and part-score competing where no other rule applies (balancing.ts).
  ...BALANCING_RULES,
];

/**
 * A rule list with Roman Key Card Blackwood 1430 over an agreed major in place of SAYC's
 * Blackwood by aces (which stays for minor suits and after the other 4NT auctions): a partnership
 * agreement, not a different system.
 */
export function withKeyCards(rules: readonly BidRule[]): readonly BidRule[] {
  // The ask after control bids asks for key cards too, and so does the 4NT after shortness.
  const byKeys = controlBids('keys');
  const keyAsk = byKeys.find((r) => r.name === 'cue-rkcb')!;
  const secondAsk = byKeys.find((r) => r.name === 'cue-second-rkcb')!;
  const answerAsk = byKeys.find((r) => r.name === 'cue-answer-rkcb')!;
  // The asker's rules after a second round and an ace ask (`cue-second-slam-*`…) give way to the key-card rules.
  const aceAsker = new Set(
    controlBids('aces')
      .filter((r) => !byKeys.some((k) => k.name === r.name))
      .map((r) => r.name),
  );
  const byAces = new Set(CONTROL_SEQUENCES);
  const first = rules.findIndex((r) => byAces.has(r));
  const sequences = first < 0 ? rules : [...rules.slice(0, first), ...controlSequences('keys'), ...rules.slice(first)];
  const swapped = sequences
    .filter(
      (r) =>
        !byAces.has(r) &&
        (!aceAsker.has(r.name) || ['cue-blackwood', 'cue-second-ask', 'cue-answer-ask'].includes(r.name)),
    )
    .map((r) =>
      r.name === 'cue-blackwood'
        ? keyAsk
        : r.name === 'cue-second-ask'
          ? secondAsk
          : r.name === 'cue-answer-ask'
            ? answerAsk
            : r,
    );
  const at = swapped.findIndex((r) => r.name === 'slam-try-blackwood');
  // Exclusion Blackwood first: its auctions are exact, and a void would otherwise go to the control bids.
  if (at < 0) return [...EXCLUSION_BLACKWOOD, ...KEY_CARD_BLACKWOOD, ...swapped];
  return [...EXCLUSION_BLACKWOOD, ...swapped.slice(0, at), ...KEY_CARD_BLACKWOOD, ...swapped.slice(at + 1)];
}
