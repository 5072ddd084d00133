/**
 * Opening bids (SAYC-like): 3NT 25–27, strong 2♣, 2NT 20–21, 1NT 15–17, five-card majors, better minor,
 * weak twos and preempts.
 *
 * ```ts
 * OPENINGS.find((r) => r.name === 'open-1nt')!.explain // '15–17 HCP, balanced'
 * ```
 * Rules are tried in order; the first whose hand constraints hold makes the call.
 */
import type { BidRule, When } from '../engine.js';

/** Strength to open at the one level: Rule of 20 in first and second seat, lighter in third, Rule of 15 in fourth. */
const OPENING_VALUES: When = {
  hcp: [0, 21],
  any: [
    { seat: [1, 2], hcp: 10, any: [{ hcp: 13 }, { r20: true }] },
    { seat: [3], hcp: 10, any: [{ hcp: 11 }, { r20: true }] },
    { seat: [4], r15: true },
  ],
};
const NOT_FOURTH: When = { seat: [1, 2, 3] };

/** Opening bids. */
export const OPENINGS: readonly BidRule[] = [
  // SAYC booklet, notrump openings: "1NT = 15–17, 2NT = 20–21, 3NT = 25–27" (before, 25–27 opened
  // 2♣ and rebid 3NT, which yarborough's regression case and the booklet do not).
  { name: 'open-3nt', auction: '', call: '3N', when: { hcp: [25, 27], bal: true }, explain: '25–27 HCP, balanced' },
  {
    name: 'open-2c',
    forcing: 'round',
    auction: '',
    call: '2C',
    when: { hcp: 22 },
    explain: 'Strong and artificial, forcing: 22+ HCP',
  },
  // SAYC: "22+ HCP or the playing equivalent": three losers or fewer with a long suit.
  {
    name: 'open-2c-playing',
    forcing: 'round',
    auction: '',
    call: '2C',
    when: { hcp: 13, ltc: [0, 3], not: { shortest: 2 } },
    explain: 'Strong and artificial, forcing: nine+ playing tricks',
  },
  { name: 'open-2nt', auction: '', call: '2N', when: { hcp: [20, 21], bal: true }, explain: '20–21 HCP, balanced' },
  {
    name: 'open-1nt',
    alert: 'announce',
    auction: '',
    call: '1N',
    when: { hcp: [15, 17], bal: true },
    explain: '15–17 HCP, balanced',
  },
  {
    name: 'open-1s',
    auction: '',
    call: '1S',
    when: { ...OPENING_VALUES, len: { S: 5 }, longest: ['S'] },
    explain: '12–21 HCP, 5+ spades',
  },
  {
    name: 'open-1h',
    auction: '',
    call: '1H',
    when: { ...OPENING_VALUES, len: { H: 5 }, longest: ['H'] },
    explain: '12–21 HCP, 5+ hearts',
  },
  {
    name: 'open-1s-second',
    auction: '',
    call: '1S',
    when: { ...OPENING_VALUES, len: { S: 5 }, not: { len: { H: 6 } } },
    explain: '12–21 HCP, 5+ spades',
  },
  {
    name: 'open-1h-second',
    auction: '',
    call: '1H',
    when: { ...OPENING_VALUES, len: { H: 5 } },
    explain: '12–21 HCP, 5+ hearts',
  },
  {
    name: 'open-1d',
    auction: '',
    call: '1D',
    when: { all: [OPENING_VALUES], any: [{ longer: [['D', 'C']] }, { len: { D: 4 }, asLong: [['D', 'C']] }] },
    explain: '12–21 HCP, 3+ diamonds (usually 4+), no five-card major',
  },
  {
    name: 'open-1c',
    auction: '',
    call: '1C',
    when: OPENING_VALUES,
    explain: '12–21 HCP, 3+ clubs, no five-card major',
  },
  ...(['D', 'H', 'S'] as const).map(
    (s): BidRule => ({
      name: `open-weak-2${s.toLowerCase()}`,
      auction: '',
      call: `2${s}`,
      when: {
        hcp: [5, 11],
        len: { [s]: [5, 6], ...(s === 'D' ? {} : { [s === 'H' ? 'S' : 'H']: [0, 3] }) },
        shortest: 1,
        good: [s],
        any: [{ ...NOT_FOURTH, len: { [s]: [6, 6] } }, { seat: [3] }],
      },
      explain: `Weak two: 5–11 HCP, a good six-card {${s}} suit`,
    }),
  ),
  ...(['H', 'S'] as const).map(
    (s): BidRule => ({
      name: `open-4${s.toLowerCase()}`,
      auction: '',
      call: `4${s}`,
      when: {
        hcp: [5, 12],
        any: [
          { ...NOT_FOURTH, len: { [s]: 8 } },
          { len: { [s]: 7 }, top3: { [s]: 3 }, pts: 12 },
        ],
      },
      explain: `Preempt: fewer than 13 HCP, 8+ cards in {${s}}`,
    }),
  ),
  ...(['C', 'D'] as const).map(
    (s): BidRule => ({
      name: `open-4${s.toLowerCase()}`,
      auction: '',
      call: `4${s}`,
      // An eight-card suit is its own strength: three HCP in it are enough.
      when: { ...NOT_FOURTH, hcp: [3, 11], len: { [s]: 8 }, any: [{ hcp: 5 }, { top3: { [s]: 1 } }] },
      explain: `Preempt: fewer than 12 HCP, 8+ cards in {${s}}`,
    }),
  ),
  {
    name: 'open-3c-six',
    auction: '',
    call: '3C',
    when: { ...NOT_FOURTH, hcp: [5, 10], len: { C: [6, 6] }, top3: { C: 2 } },
    explain: 'Preempt: fewer than 12 HCP, a good club suit (six or seven cards)',
  },
  ...(['C', 'D', 'H', 'S'] as const).map(
    (s): BidRule => ({
      name: `open-3${s.toLowerCase()}`,
      auction: '',
      call: `3${s}`,
      when: { ...NOT_FOURTH, hcp: [5, 11], len: { [s]: 7 }, good: [s], any: [{ top3: { [s]: 2 } }, { seat: [3] }] },
      explain: `Preempt: fewer than 12 HCP, a seven-card {${s}} suit`,
    }),
  ),
  { name: 'open-pass', auction: '', call: 'P', explain: 'Not enough to open' },
];
