/**
 * The auction's ranges read by replaying it (issue 25, "Card play": "samples consistent with the
 * auction"; "what the auction has shown about the other hands … as ranges of length and strength"):
 * what a pass or a call denies, which the first-rule reading cannot see.
 */
import { describe, expect, it } from 'vitest';
import { PASS, bid } from '@biritch/core';
import type { AuctionCall, Call, Seat } from '@biritch/core';
import { handRangesFromAuction } from '../bidding/inference.js';
import { hand } from './position.testing.js';
import { replayTest, replayedRanges } from './replayRanges.js';

const SEATS_FROM_SOUTH: readonly Seat[] = ['S', 'W', 'N', 'E'];
const auctionOf = (calls: readonly Call[]): AuctionCall[] =>
  calls.map((call, i) => ({ seat: SEATS_FROM_SOUTH[i % 4]!, call }));

describe('replayed ranges', () => {
  // SAYC booklet, "Notrump Opening Bids": 1NT 15–17 balanced; 3NT is to play, and a responder with a
  // four-card major and game values starts with Stayman (2♣) instead.
  const oneThree = auctionOf([bid(1, 'NT'), PASS, bid(3, 'NT'), PASS, PASS, PASS]);

  it('the 1NT opener is 15–17 (a point either way) and balanced', () => {
    const r = replayedRanges(oneThree, 'S', 'none');
    expect(r.S.hcp[0]).toBeGreaterThanOrEqual(14);
    expect(r.S.hcp[1]).toBeLessThanOrEqual(18);
    for (const s of ['C', 'D', 'H', 'S'] as const) expect(r.S.len[s][0]).toBeGreaterThanOrEqual(2);
  });

  it('the 3NT responder denies a four-card major, which the first-rule reading does not see', () => {
    const r = replayedRanges(oneThree, 'S', 'none');
    expect(r.N.len.H[1]).toBeLessThanOrEqual(3);
    expect(r.N.len.S[1]).toBeLessThanOrEqual(3);
    const first = handRangesFromAuction(oneThree, 'S', 'none');
    expect(Math.max(first.N.len.H[1], first.N.len.S[1])).toBeGreaterThan(3);
  });

  it('a dealer who passed holds no opening bid: at most about 12 HCP', () => {
    const r = replayedRanges(auctionOf([PASS, bid(1, 'S'), PASS, bid(2, 'S'), PASS, PASS, PASS]), 'S', 'none');
    expect(r.S.hcp[1]).toBeLessThanOrEqual(13);
    expect(handRangesFromAuction(auctionOf([PASS]), 'S', 'none').S.hcp[1]).toBe(37);
  });

  it('the same auction always gives the same ranges (seeded by the auction, then cached)', () => {
    const a = auctionOf([bid(1, 'H'), PASS, bid(2, 'H'), PASS, PASS, PASS]);
    const once = JSON.stringify(replayedRanges(a, 'S', 'none'));
    expect(JSON.stringify(replayedRanges([...a], 'S', 'none'))).toBe(once);
  });
});

describe('the replay as a test of a sampled hand (replayTest)', () => {
  // SAYC booklet, "Weak Two-Bids": 5–11 HCP and a good six-card suit. The ranges of a dealer who
  // passed are bounds one at a time (at most about 12 HCP; a suit of six is allowed); only the
  // replay sees that six hearts with 8 HCP would have opened 2♥.
  const passed = auctionOf([PASS, bid(1, 'S'), PASS, bid(2, 'S'), PASS, PASS, PASS]);
  const none = hand('...');

  it('a dealer who passed did not hold a weak two in hearts, though its ranges allow one', () => {
    const test = replayTest(passed, 'S', 'none');
    const weakTwo = hand('32.KQJ965.843.52');
    expect(test('S', weakTwo, none)).toBe(false);
    const r = replayedRanges(passed, 'S', 'none');
    expect(r.S.len.H[1]).toBeGreaterThanOrEqual(6);
    expect(r.S.hcp[0]).toBeLessThanOrEqual(6);
  });

  it('a flat passed hand replays, with its played cards counted back in', () => {
    const test = replayTest(passed, 'S', 'none');
    expect(test('S', hand('T32.Q65.8432.52'), hand('...K'))).toBe(true);
  });
});
