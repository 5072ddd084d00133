/**
 * Slam bidding after an ace ask (SAYC booklet: Blackwood 4NT, Gerber 4♣ over no-trump): the
 * asker places the contract from the aces shown, and the king asks (5NT after Blackwood, 5♣
 * after Gerber) with their answers.
 *
 * ```ts
 * // 3♠ – Pass – 4NT – Pass – 5♣ (no ace) – Pass – ? holding two aces: 5♠, a sign-off
 * // 2♣ – Pass – 2♠ – Pass – 4NT – Pass – 5♣ – Pass – ? holding three aces: 6♠
 * ```
 * The agreed suit is the one partner bid just before 4NT (`x`). The answer 5♣ (no ace or all
 * four) is read as four aces when the asker holds none.
 */
import type { BidRule } from '../engine.js';

/** Partner's suit, then our 4NT and partner's answer `answer`. */
const afterAnswer = (answer: string): string => [1, 2, 3, 4].map((l) => `... ${l}x P 4N P ${answer} P`).join('|');

const SLAM = 'To play: a small slam, one ace at most is missing';
const SIGN_OFF = 'Sign-off: two aces are missing';
const KINGS = ['no king or all four', 'one king', 'two kings', 'three kings'] as const;
const BW_KING_ASK = '... 4N P 5C P 5N P|... 4N P 5D P 5N P|... 4N P 5H P 5N P|... 4N P 5S P 5N P';
const GERBER_KING_ASK = ['1N', '2N']
  .flatMap((o) => ['4D', '4H', '4S', '4N'].map((a) => `${o} P 4C P ${a} P 5C P`))
  .join('|');

/** The asker after the Blackwood answer: a small slam with at most one ace missing, else a sign-off. */
export const BLACKWOOD_ASKER: readonly BidRule[] = [
  { name: 'blackwood-slam-0', auction: afterAnswer('5C'), call: '6x', when: { aces: [0, 3, 4] }, explain: SLAM },
  { name: 'blackwood-signoff-0', auction: afterAnswer('5C'), call: '5x', explain: SIGN_OFF },
  { name: 'blackwood-slam-1', auction: afterAnswer('5D'), call: '6x', when: { aces: [2, 3] }, explain: SLAM },
  { name: 'blackwood-signoff-1', auction: afterAnswer('5D'), call: '5x', explain: SIGN_OFF },
  { name: 'blackwood-slam-2', auction: afterAnswer('5H'), call: '6x', when: { aces: [1, 2] }, explain: SLAM },
  { name: 'blackwood-signoff-2', auction: afterAnswer('5H'), call: '5x', explain: SIGN_OFF },
  { name: 'blackwood-signoff-pass', auction: afterAnswer('5x'), call: 'P', explain: SIGN_OFF },
  { name: 'blackwood-slam-3', auction: afterAnswer('5S'), call: '6x', explain: SLAM },
];

/** Answers to the king asks: 5NT after a Blackwood answer, 5♣ after a Gerber answer. */
export const KING_ASKS: readonly BidRule[] = [
  ...KINGS.map(
    (k, i): BidRule => ({
      name: `blackwood-kings-${i}`,
      auction: BW_KING_ASK,
      call: `6${'CDHS'[i]!}`,
      when: { kings: i === 0 ? [0, 4] : [i] },
      explain: `King ask answer: ${k}`,
    }),
  ),
  ...KINGS.map(
    (k, i): BidRule => ({
      name: `gerber-kings-${i}`,
      auction: GERBER_KING_ASK,
      call: ['5D', '5H', '5S', '5N'][i]!,
      when: { kings: i === 0 ? [0, 4] : [i] },
      explain: `Gerber king answer: ${k}`,
    }),
  ),
];

/** SAYC: 5NT over partner's 1NT forces 6NT and invites 7NT (quantitative). */
export const QUANTITATIVE_5NT: readonly BidRule[] = [
  {
    name: 'quant-5n-7n',
    auction: '1N P 5N P|1N P 2C P 2x P 5N P',
    call: '7N',
    when: { hcp: 17, aces: [2, 3, 4] },
    explain: 'Accepts the grand slam invitation: a maximum with aces',
  },
  {
    name: 'quant-5n-6n',
    auction: '1N P 5N P|1N P 2C P 2x P 5N P',
    call: '6N',
    explain: 'Forced to 6NT: declines the grand slam invitation',
  },
];
